"""Shared by every section: a figure with its working (explain), messages and their arguments, the
words views translate (text), units, memoisation and text limits. Imports nothing else of the
engine.
"""
