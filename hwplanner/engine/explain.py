"""Figures that carry their own working: value, formula in words, the values plugged in, source."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

Input = tuple[str, float | int | str]
UNDEFINED = "undefined"  # how text shows a figure that has no finite value


@dataclass(frozen=True, slots=True)
class Figure:
    """One number the engine gives, and how it got there.

    `unit` is one of: bytes, params, flops, seconds, hours, usd, kwh, kg, w, gbps, tokens/s,
    ratio, count. Inputs are raw values; views format them.
    """

    key: str
    label: str
    value: float
    unit: str
    formula: str
    inputs: tuple[Input, ...] = ()
    source: str = ""
    low: float | None = None
    high: float | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
    display: str = ""  # a text answer (e.g. a server class) shown instead of the value

    def as_dict(self) -> dict[str, object]:
        """Plain values for strict JSON: a value that is not finite (a break-even that never
        comes) is null, with `undefined` saying why (the figure's first note, else generic)."""
        out: dict[str, object] = {
            "label": self.label,
            "value": json_safe(self.value),
            "unit": self.unit,
            "formula": self.formula,
            "inputs": {name: json_safe(value) for name, value in self.inputs},
            "source": self.source,
        }
        if not math.isfinite(self.value):
            out["undefined"] = (
                str(self.notes[0]) if self.notes else "no finite value for these inputs"
            )
        if self.low is not None:
            out["low"] = json_safe(self.low)
            out["high"] = json_safe(self.high)
        if self.notes:
            out["notes"] = list(self.notes)
        if self.display:
            out["display"] = self.display
        return out

    def explain(self, format_value: object = None) -> str:
        """A plain-text explanation: formula, inputs, source."""
        lines = [f"{self.label}: {_fmt(self.value)} {self.unit}", f"  = {self.formula}"]
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


def _fmt(value: float | int | str) -> str:
    if isinstance(value, str):
        return value
    if not math.isfinite(value):
        return UNDEFINED
    if isinstance(value, int) or float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.6g}"
