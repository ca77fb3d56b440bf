"""Figures that carry their own working: value, formula in words, the values plugged in, source."""

from __future__ import annotations

import math
from typing import Any, Generic, NamedTuple, cast

from typing_extensions import TypeVar

Input = tuple[str, float | int | str | None]
# A figure's value: a number, or None for money nobody priced (Figure[float | None]).
V = TypeVar("V", covariant=True, default=float)
UNDEFINED = "undefined"  # how text shows a figure that has no finite value
_UNDEFINED = {  # why a figure's JSON value is null, when its notes do not say
    True: "unknown: a price or rate it needs is not known",
    False: "no finite value for these inputs",
}


class Figure(NamedTuple, Generic[V]):
    """One number the engine gives, and how it got there (immutable).

    `unit` is one of: bytes, params, flops, seconds, hours, usd, kwh, kg, w, gbps, tokens,
    tokens/s, ratio, count (of what its label names: GPUs, racks, users). Inputs are raw
    values; views format them. A NamedTuple rather than a frozen dataclass: an estimate
    builds about a hundred of them, and a tuple is built ~5× faster.
    Money is computed in US dollars (unit "usd…"); `currency` = (code, units per USD) shows it
    in another currency. An unknown price is None, never 0.
    """

    key: str
    label: str
    value: V
    unit: str
    formula: str
    inputs: tuple[Input, ...] = ()
    source: str = ""
    low: float | None = None
    high: float | None = None
    notes: tuple[str, ...] = ()
    display: str = ""  # a text answer (e.g. a server class) shown instead of the value
    currency: tuple[str, float] = ("USD", 1.0)  # money shown in this currency at this rate

    def as_dict(self) -> dict[str, object]:
        """Plain values for strict JSON: a value that is unknown (a price nobody set) or not
        finite (a break-even that never comes) is null, with `undefined` saying why (the
        figure's first note, else a generic reason)."""
        out: dict[str, object] = {
            "label": self.label,
            "value": json_safe(self.value),
            "unit": self.unit,
            "formula": self.formula,
            "inputs": {name: json_safe(value) for name, value in self.inputs},
            "source": self.source,
        }
        if self.value is None or not math.isfinite(self.value):  # type: ignore[arg-type]
            out["undefined"] = str(self.notes[0]) if self.notes else _UNDEFINED[self.value is None]
        if self.low is not None:
            out["low"] = json_safe(self.low)
            out["high"] = json_safe(self.high)
        if self.notes:
            out["notes"] = list(self.notes)
        if self.display:
            out["display"] = self.display
        if self.currency[0] != "USD":
            out["currency"] = {"code": self.currency[0], "per_usd": self.currency[1]}
        return out

    def explain(self, format_value: object = None) -> str:
        """A plain-text explanation: formula, inputs, source."""
        value = cast("float | None", self.value)
        lines = [f"{self.label}: {_fmt(value)} {self.unit}", f"  = {self.formula}"]
        lines += [f"    {name} = {_fmt(value)}" for name, value in self.inputs]
        if self.low is not None and self.high is not None:
            lines.append(f"  range {_fmt(self.low)} – {_fmt(self.high)} {self.unit}")
        lines += [f"  note: {n}" for n in self.notes]
        if self.source:
            lines.append(f"  source: {self.source}")
        return "\n".join(lines)


def json_safe(value: Any) -> Any:
    """`value` with every float that is not finite replaced by None (lists, tuples and dicts
    walked), so json.dumps(..., allow_nan=False) accepts it."""
    kind = type(value)
    if kind is float:
        return value if math.isfinite(value) else None
    if kind is dict:
        return {k: v if type(v) in _PLAIN else json_safe(v) for k, v in value.items()}
    if kind is list or kind is tuple:
        return [v if type(v) in _PLAIN else json_safe(v) for v in value]
    return value


_PLAIN = frozenset({str, int, bool, type(None)})


def _fmt(value: float | int | str | None) -> str:
    if value is None:
        return "unknown"
    if isinstance(value, str):
        return value
    if not math.isfinite(value):
        return UNDEFINED
    if isinstance(value, int) or float(value).is_integer():
        return f"{int(value):,}"
    if abs(value) >= 1e6:  # bytes and FLOPs read as whole numbers, like the integer ones
        return f"{value:,.0f}"
    return f"{value:,.6g}"
