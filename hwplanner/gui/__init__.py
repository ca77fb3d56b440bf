"""The desktop app: a Qt face on the engine. Nothing here computes a figure."""
