"""Human-readable values for figures, by unit (shared by the CLI, the app and printed sheets)."""

from __future__ import annotations

import math

from hwplanner.engine.explain import Figure
from hwplanner.engine.units import format_bytes, format_count
from hwplanner.i18n import translate


def format_duration(seconds: float) -> str:
    if not math.isfinite(seconds):
        return "—"
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return translate("Units", "{n} min").format(n=f"{seconds / 60:.0f}")
    if seconds < 3 * 86400:
        return f"{seconds / 3600:.1f} h"
    days = seconds / 86400
    if days < 90:
        return translate("Units", "{n} days").format(n=f"{days:.1f}")
    if days < 730:
        return translate("Units", "{n} months").format(n=f"{days / 30.44:.1f}")
    return translate("Units", "{n} years").format(n=f"{days / 365.25:.1f}")


def format_usd(value: float) -> str:
    if not math.isfinite(value):
        return "—"
    if abs(value) >= 1e6:
        return f"${value / 1e6:,.2f}M"
    if abs(value) >= 100:
        return f"${value:,.0f}"
    return f"${value:,.2f}"


def format_value(value: float | str, unit: str, *, binary: bool = False) -> str:
    """'141.1 GB', '$1.23M', '3.2 months', '38%', '1.2e+21 FLOP' … (a string passes through)."""
    if isinstance(value, str):
        return value
    if not math.isfinite(float(value)):
        return "—"
    if unit == "bytes":
        return format_bytes(value, binary=binary)
    if unit == "params":
        return format_count(value)
    if unit == "usd":
        return format_usd(value)
    if unit == "seconds":
        return format_duration(value)
    if unit == "hours":
        return f"{value:,.0f} h" if value >= 10 else f"{value:,.2f} h"
    if unit == "flops":
        return f"{value:.3g} FLOP"
    if unit == "ratio":
        if value >= 10:
            return f"{value:,.1f}×"
        return f"{value:.0%}" if value >= 0.1 else f"{value:.1%}"
    if unit in ("kwh", "kWh"):
        return f"{value:,.0f} kWh" if value >= 10 else f"{value:,.2f} kWh"
    if unit == "kg":
        return f"{value / 1000:,.1f} t CO₂e" if value >= 10_000 else f"{value:,.0f} kg CO₂e"
    if unit in ("w", "W"):
        return f"{value / 1000:,.1f} kW" if value >= 10_000 else f"{value:,.0f} W"
    if unit == "ms":
        return f"{value:,.0f} ms" if value >= 100 else f"{value:,.1f} ms"
    if unit == "requests/s":
        return translate("Units", "{n} requests/s").format(n=f"{value:,.3g}")
    if unit == "tokens/s":
        return translate("Units", "{n} tokens/s").format(n=f"{value:,.0f}")
    if unit == "count":
        return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.3g}"
    if unit in ("gbps", "GB/s"):
        return f"{value:,.1f} GB/s"
    if unit == "gbit/s":
        return f"{value:,.0f} Gbit/s"
    if unit == "factor":
        return f"{value:,.2f}"
    if unit == "usd/kwh":
        return f"${value:,.3f}/kWh"
    if unit == "usd/year":
        return f"{format_usd(value)}/" + translate("Units", "year")
    if unit == "usd/gb-month":
        return f"${value:,.3f}/GB·" + translate("Units", "month")
    if unit == "usd/tb":
        return f"{format_usd(value)}/TB"
    if unit == "kg/kwh":
        return f"{value:,.2f} kg/kWh"
    if unit == "fte":
        return f"{value:,.2f} FTE"
    if unit == "bytes/token":
        return f"{value:,.1f} B/token"
    if unit == "years":
        return translate("Units", "{n} years").format(n=f"{value:,.1f}")
    if unit == "months":
        return translate("Units", "{n} months").format(n=f"{value:,.1f}")
    if unit == "days":
        return translate("Units", "{n} days").format(n=f"{value:,.1f}")
    return f"{value:,.4g} {unit}"


def format_figure(figure: Figure, *, binary: bool = False, with_range: bool = False) -> str:
    """A figure's value in its unit; with_range appends '(low – high)' when it has one."""
    if figure.display:
        return figure.display
    text = format_value(figure.value, figure.unit, binary=binary)
    low, high = figure.low, figure.high
    if with_range and low is not None and high is not None and low != high:
        text += f"  ({format_value(low, figure.unit, binary=binary)} – "
        text += f"{format_value(high, figure.unit, binary=binary)})"
    return text
