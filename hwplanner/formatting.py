"""Human-readable values for figures, by unit (shared by the CLI, the app and printed sheets)."""

from __future__ import annotations

import math

from hwplanner.engine.explain import Figure
from hwplanner.engine.units import format_bytes, format_count
from hwplanner.i18n import translate


def format_duration(seconds: float) -> str:
    if not math.isfinite(seconds):
        return "—"
    if seconds < 10:
        return f"{seconds:.1f} s"
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


SYMBOLS = {"USD": "$", "CNY": "CN¥", "TWD": "NT$", "EUR": "€"}
Currency = tuple[str, float]  # (code, units per US dollar)
USD: Currency = ("USD", 1.0)


def format_money(value: float | None, currency: Currency = USD) -> str:
    """A US-dollar amount shown in `currency`: '$1.23M', 'CN¥8.6M', 'NT$1,234'; None is '—'."""
    if value is None or not math.isfinite(value):
        return "—"
    code, rate = currency
    symbol = SYMBOLS.get(code, code + " ")
    shown = value * rate
    if abs(shown) >= 1e6:
        return f"{symbol}{shown / 1e6:,.2f}M"
    if abs(shown) >= 100:
        return f"{symbol}{shown:,.0f}"
    return f"{symbol}{shown:,.2f}"


def format_usd(value: float | None, currency: Currency = USD) -> str:
    return format_money(value, currency)


def format_value(
    value: float | str | None, unit: str, *, binary: bool = False, currency: Currency = USD
) -> str:
    """'141.1 GB', '$1.23M', '3.2 months', '38%', '1.2e+21 FLOP' … (a string passes through);
    money (units usd…) is shown in `currency`; unknown (None) is '—'."""
    if isinstance(value, str):
        return value
    if value == math.inf and unit == "months":
        return translate("Units", "never")
    if value is None or not math.isfinite(float(value)):
        return "—"
    if unit == "bytes":
        return format_bytes(value, binary=binary)
    if unit == "params":
        return format_count(value)
    if unit == "usd":
        return format_money(value, currency)
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
    if unit == "kw":
        return f"{value:,.1f} kW"
    if unit in ("w", "W"):
        return f"{value / 1000:,.1f} kW" if value >= 10_000 else f"{value:,.0f} W"
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
        symbol = SYMBOLS.get(currency[0], currency[0] + " ")
        return f"{symbol}{value * currency[1]:,.3f}/kWh"
    if unit == "usd/year":
        return f"{format_money(value, currency)}/" + translate("Units", "year")
    if unit == "usd/gb-month":
        symbol = SYMBOLS.get(currency[0], currency[0] + " ")
        return f"{symbol}{value * currency[1]:,.3f}/GB·" + translate("Units", "month")
    if unit == "usd/tb":
        return f"{format_money(value, currency)}/TB"
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


def format_figure(
    figure: Figure[float | None], *, binary: bool = False, with_range: bool = False
) -> str:
    """A figure's value in its unit (money in the figure's currency; unknown is '—');
    with_range appends '(low – high)' when it has one."""
    if figure.display and figure.unit != "factor":
        return figure.display
    cur = figure.currency
    text = format_value(figure.value, figure.unit, binary=binary, currency=cur)
    if figure.unit == "factor" and figure.display:
        text = f"{text} {figure.display}/USD"
    low, high = figure.low, figure.high
    if with_range and low is not None and high is not None and low != high:
        text += f"  ({format_value(low, figure.unit, binary=binary, currency=cur)} – "
        text += f"{format_value(high, figure.unit, binary=binary, currency=cur)})"
    return text
