"""A marker for English words the views translate that stand outside a Figure or Message.

`N_("Phase", "forward")` returns "forward" unchanged; scripts/engine_strings.py finds the call
in the source and lists the text for the translators under its context.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hwplanner.engine.core.message import Message


def N_(context: str, text: str) -> str:
    return text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark `text` for extraction outside the engine (lupdate reads the call by its name);
    translate it later with i18n.translate(context, text)."""
    return text


ALLOWED_SHOWN = 8  # a long list of allowed names shows this many, then their count


def allowed(names: Sequence[str], given: object = None) -> str:
    """'a, b, c' — or, for a list too long for a one-line message (22 frameworks), 'one of
    22: a, b, … (nearest: x)', the nearest to the value `given` named."""
    listed = ", ".join(names)
    if len(listed) <= 160:
        return listed
    import difflib  # only when a long list is refused: not every command's start-up

    near = difflib.get_close_matches(given, names, n=3) if isinstance(given, str) else []
    tail = Message(" (nearest: {names})", names=", ".join(near)) if near else ""
    return Message(
        "one of {count}: {names}, …{tail}",
        count=len(names),
        names=", ".join(names[:ALLOWED_SHOWN]),
        tail=tail,
    )


def short_repr(value: Any, limit: int = 80) -> str:
    """repr() of a value someone gave, short enough for a one-line message whatever it is: a
    10,000-character name is cut with its length stated, a 400-digit integer said by its digit
    count, a container by its size; control characters shown as escapes."""
    if isinstance(value, str) and len(value) > limit:
        shown = _flat(repr(value[:limit]))[:limit]  # escapes (\u202e) make a repr longer
        return shown + f"… ({len(value):,} characters)"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**20:
        return f"an integer of {len(str(abs(value))):,} digits"
    if isinstance(value, dict | list | tuple | set):
        kind = "object" if isinstance(value, dict) else "list"
        return f"a {kind} of {len(value):,} items"
    text = _flat(repr(value))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _flat(text: str) -> str:
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


# Words that stand as the value of a figure's input ("recompute = full", "torch.compile = no"),
# listed for the translators; views translate an input's string value in context Value (a
# server class or another figure's text answer as a figure label). Identifiers (all_gather,
# cloud_ondemand) and names stay as they are.
INPUT_VALUES = (
    N_("Value", "yes"),
    N_("Value", "no"),
    N_("Value", "none"),
    N_("Value", "full"),
    N_("Value", "selective"),
    N_("Value", "consumer"),
    N_("Value", "datacenter"),
    N_("Value", "workstation"),
    N_("Value", "backward"),
    N_("Value", "last_backward"),
    N_("Value", "step"),
    N_("Value", "colocate"),
    N_("Value", "bucketed"),
    N_("Value", "in_process"),
    N_("Value", "per_tensor"),
    N_("Value", "broadcast"),
    N_("Value", "disk_reload"),
    N_("Value", "card"),
    N_("Value", "free"),
    N_("Value", "plain"),
    N_("Value", "plain_shifted"),
    N_("Value", "plain_kept"),
    N_("Value", "plain_bf16"),
    N_("Value", "fused_ce"),
    N_("Value", "fused_ce_inplace"),
    N_("Value", "chunked"),
    N_("Value", "chunked_linear"),
    N_("Value", "fused_linear"),
    N_("Value", "cut"),
    N_("Value", "sxm"),
    N_("Value", "pcie"),
    N_("Value", "delayed"),
    N_("Value", "tensorwise"),
    N_("Value", "rowwise"),
    N_("Value", "blockwise"),
    N_("Value", "ring"),
    N_("Value", "purchase"),
    N_("Value", "cloud_ondemand"),
    N_("Value", "market_rental"),
    N_("Value", "global"),
)
