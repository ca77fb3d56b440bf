"""The printable sheet's building blocks, as plain data: pages of sections, rows, bars, tables.

summary.py and executive.py build them; render.py renders them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Row:
    label: str
    value: str
    note: str = ""


@dataclass(frozen=True)
class Section:
    title: str
    rows: tuple[Row, ...] = ()
    paragraphs: tuple[str, ...] = ()
    fine_print: bool = False  # reference paragraphs (sources, citations): the smaller type


@dataclass(frozen=True)
class Bar:
    """One stacked bar: (label, bytes) segments, the GPU capacity, the scenario's name."""

    name: str
    segments: tuple[tuple[str, float], ...]
    capacity_bytes: float


@dataclass(frozen=True)
class Table:
    """A comparison table: a header row and one row per figure."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Page:
    title: str
    subtitle: str
    bars: tuple[Bar, ...] = ()
    sections: tuple[Section, ...] = ()
    tables: tuple[Table, ...] = ()  # after the sections
    after: tuple[Section, ...] = ()  # after the tables (what a table's cells cite)


@dataclass(frozen=True)
class Sheet:
    title: str
    date: str
    pages: tuple[Page, ...] = field(default_factory=tuple)
