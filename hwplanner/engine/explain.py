"""Figures that carry their own working: value, formula in words, the values plugged in, source."""

from __future__ import annotations

from typing import Generic, NamedTuple

from typing_extensions import TypeVar

Input = tuple[str, float | int | str | None]
# A figure's value: a number, or None for money nobody priced (Figure[float | None]).
V = TypeVar("V", covariant=True, default=float)


class Figure(NamedTuple, Generic[V]):
    """One number the engine gives, and how it got there (immutable).

    `unit` is one of: bytes, params, flops, seconds, hours, usd, kwh, kg, w, gbps, tokens/s,
    ratio, count. Inputs are raw values; views format them. A NamedTuple rather than a frozen
    dataclass: an estimate builds about a hundred of them, and a tuple is built ~5× faster.
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
        out: dict[str, object] = {
            "label": self.label,
            "value": self.value,
            "unit": self.unit,
            "formula": self.formula,
            "inputs": {name: value for name, value in self.inputs},
            "source": self.source,
        }
        if self.low is not None:
            out["low"] = self.low
            out["high"] = self.high
        if self.notes:
            out["notes"] = list(self.notes)
        if self.display:
            out["display"] = self.display
        if self.currency[0] != "USD":
            out["currency"] = {"code": self.currency[0], "per_usd": self.currency[1]}
        return out

    def explain(self, format_value: object = None) -> str:
        """A plain-text explanation: formula, inputs, source."""
        shown = "unknown" if self.value is None else f"{self.value:,.6g}"
        lines = [f"{self.label}: {shown} {self.unit}", f"  = {self.formula}"]
        lines += [f"    {name} = {_fmt(value)}" for name, value in self.inputs]
        if self.low is not None and self.high is not None:
            lines.append(f"  range {self.low:,.6g} – {self.high:,.6g} {self.unit}")
        lines += [f"  note: {n}" for n in self.notes]
        if self.source:
            lines.append(f"  source: {self.source}")
        return "\n".join(lines)


def _fmt(value: float | int | str | None) -> str:
    if value is None:
        return "unknown"
    if isinstance(value, str):
        return value
    if isinstance(value, int) or float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.6g}"
