"""Input panels: each binds its controls to fields of the session's current scenario."""
