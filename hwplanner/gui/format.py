"""How the views write a figure's value: hwplanner.formatting, in GB or GiB as the user chose."""

from __future__ import annotations

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.units import GB, GIB
from hwplanner.formatting import format_figure, format_value


def byte_scale(binary: bool) -> tuple[float, str]:
    return (GIB, "GiB") if binary else (GB, "GB")


def value_text(value: float | int | str | None, unit: str, binary: bool = False) -> str:
    """'16.1 GB', '$1,234', '412 h', '38%', '1.2e21 FLOP' — one line, for tables and tooltips."""
    return format_value(value, unit, binary=binary)


def figure_text(fig: Figure[float | None], binary: bool = False) -> str:
    return format_figure(fig, binary=binary, with_range=True)
