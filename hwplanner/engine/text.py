"""A marker for English words the views translate that stand outside a Figure or Message.

`N_("Phase", "forward")` returns "forward" unchanged; scripts/engine_strings.py finds the call
in the source and lists the text for the translators under its context.
"""

from __future__ import annotations


def N_(context: str, text: str) -> str:
    return text
