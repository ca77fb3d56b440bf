"""The CLI's one error type: bad input, printed as one line on stderr with exit status 2.
Kept free of the engine, so the command line's entry point loads it at once."""

from __future__ import annotations


class UsageError(Exception):
    """Bad input: printed as one line on stderr, exit status 2."""
