"""How the views write a figure's value: by its unit, in GB or GiB as the user chose."""

from __future__ import annotations

import math

from hwplanner.engine.explain import Figure
from hwplanner.engine.units import GB, GIB, format_bytes, format_count


def byte_scale(binary: bool) -> tuple[float, str]:
    return (GIB, "GiB") if binary else (GB, "GB")


def value_text(value: float | int | str, unit: str, binary: bool = False) -> str:
    """'16.1 GB', '$1,234', '412 h', '38%', '1.2e21 FLOP' — one line, for tables and tooltips."""
    if isinstance(value, str):
        return value
    if not math.isfinite(float(value)):
        return "—"
    match unit:
        case "bytes":
            return format_bytes(value, binary=binary)
        case "params":
            return format_count(value)
        case "usd":
            return f"${value:,.0f}" if abs(value) >= 100 else f"${value:,.2f}"
        case "hours":
            return f"{value:,.0f} h" if value >= 10 else f"{value:,.2f} h"
        case "seconds":
            return _duration(value)
        case "ratio":
            return f"{value:.0%}" if value < 10 else f"{value:,.1f}×"
        case "flops":
            return f"{value:.3g} FLOP"
        case "kwh":
            return f"{value:,.0f} kWh" if value >= 10 else f"{value:,.2f} kWh"
        case "kg":
            return f"{value:,.0f} kg CO₂e"
        case "days" | "months" | "years":
            return f"{value:,.1f} {unit}"
        case "w":
            return f"{value:,.0f} W"
        case "gbps":
            return f"{value:,.0f} GB/s"
        case "tokens/s":
            return f"{value:,.0f} tok/s"
        case _:
            return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.3g}"


def figure_text(fig: Figure, binary: bool = False) -> str:
    if getattr(fig, "display", ""):
        return str(fig.display)
    text = value_text(fig.value, fig.unit, binary)
    for word in ("days", "months"):
        if fig.unit == "count" and fig.key.endswith(word) and math.isfinite(fig.value):
            text = f"{fig.value:,.1f} {word}"
    if fig.low is not None and fig.high is not None and fig.low != fig.high:
        lo, hi = value_text(fig.low, fig.unit, binary), value_text(fig.high, fig.unit, binary)
        text += f"  ({lo} – {hi})"
    return text


def _duration(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:,.1f} s"
    if seconds < 2 * 3600:
        return f"{seconds / 60:,.0f} min"
    if seconds < 3 * 86_400:
        return f"{seconds / 3600:,.1f} h"
    return f"{seconds / 86_400:,.1f} days"
