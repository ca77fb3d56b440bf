"""Where the memory chart's texts go: the total above the bar, the lines' captions at the left,
the segments' names at the right, none over another.

`layout` is pure geometry (on placement.py): the chart's data units in, pixels of the plot area
out (y growing downwards). Below it: the captions' wordings and the text items it places.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import NamedTuple

import pyqtgraph as pg
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.frameworks import framework
from hwplanner.gui.format import byte_scale, value_text
from hwplanner.gui.text import elide
from hwplanner.i18n import translate
from hwplanner.sheet.placement import Box, above, beside_span, hline, place, sized

GAP_PX = 3.0  # between a text and the line or bar it belongs to
INSET_PX = 4.0  # a line's caption from the plot's left edge
TEXT_MARGIN_PX = 2.0  # around each text item's glyphs
MIN_SEGMENT_PX = 2.0  # thinner segments are not visible: no label (the tooltip has them)

Measure = Callable[[str], tuple[float, float]]  # text → (width, height) in pixels


class View(NamedTuple):
    """The plot area: its size in pixels and the data ranges it shows."""

    width_px: float
    height_px: float
    x_range: tuple[float, float]
    top: float  # y runs from 0 to `top`

    def x(self, value: float) -> float:
        x0, x1 = self.x_range
        return (value - x0) / (x1 - x0) * self.width_px

    def y(self, value: float) -> float:
        return (1.0 - value / self.top) * self.height_px

    def data(self, x_px: float, y_px: float) -> tuple[float, float]:
        x0, x1 = self.x_range
        return x0 + x_px / self.width_px * (x1 - x0), (1.0 - y_px / self.height_px) * self.top


class Line(NamedTuple):
    """A horizontal line and its caption's wordings, longest first."""

    key: str
    y: float
    texts: tuple[str, ...]
    above: bool  # the caption's preferred side


class Segment(NamedTuple):
    key: str
    texts: tuple[str, ...]  # "Weights  68.7 GB", then a shorter wording
    bottom: float
    top: float


class Placed(NamedTuple):
    text: str
    box: Box


def _line_boxes(
    line: Line, view: View, beside_bar: float, measure: Measure
) -> Iterator[tuple[str, Box]]:
    """At the plot's left edge, on the preferred side of the line, then the other; the
    longest wording that fits; failing all, the same right of the bar (`beside_bar`)."""
    y = view.y(line.y)
    for left in (INSET_PX, beside_bar):
        for side_above in (line.above, not line.above):
            for text in line.texts:
                w, h = measure(text)
                top = y - GAP_PX - h if side_above else y + GAP_PX
                yield text, sized(left, top, w, h)


def _segment_boxes(
    seg: Segment, left: float, lo: float, hi: float, measure: Measure
) -> Iterator[tuple[str, Box]]:
    for text in seg.texts:
        w, h = measure(text)
        for box in beside_span(left, w, h, lo, hi):
            yield text, box


def layout(
    view: View,
    bar: tuple[float, float],
    total: tuple[float, str],
    lines: Sequence[Line],
    segments: Sequence[Segment],
    measure: Measure,
    measure_total: Measure,
) -> dict[str, Placed | None]:
    """Each text's wording and box ("total", each line's and each segment's key), or None when
    it is left out. `bar` is the bar's (left, right) in data units, `total` its height and
    label. Most important first: the total, the lines' captions, then segments by size."""
    bounds = Box(0.0, 0.0, view.width_px, view.height_px)
    left, right = view.x(bar[0]), view.x(bar[1])
    top_px = view.y(total[0])
    obstacles = [Box(left, top_px, right, view.height_px)]
    obstacles += [hline(view.y(line.y), bounds) for line in lines]
    options: dict[str, Iterable[tuple[str, Box]]] = {}
    w, h = measure_total(total[1])
    rests = [top_px, *sorted((view.y(ln.y) for ln in lines if view.y(ln.y) < top_px), reverse=True)]
    options["total"] = [(total[1], b) for b in above((left + right) / 2, rests, w, h, GAP_PX)]
    for line in lines:
        options[line.key] = _line_boxes(line, view, right + 2 * GAP_PX, measure)
    for seg in sorted(segments, key=lambda s: s.top - s.bottom, reverse=True):
        lo, hi = view.y(seg.top), view.y(seg.bottom)
        if hi - lo >= MIN_SEGMENT_PX:
            options[seg.key] = _segment_boxes(seg, right + 2 * GAP_PX, lo, hi, measure)
    out: dict[str, Placed | None] = {s.key: None for s in segments}
    for key, pick in zip(options, place(list(options.values()), obstacles, bounds), strict=True):
        out[key] = None if pick is None else Placed(*pick)
    return out


def captions(est: Estimate, binary: bool) -> list[Line]:
    """The capacity line's caption and a serving engine's share, longest wording first."""
    mem = est.memory
    scale, _ = byte_scale(binary)
    cap = value_text(mem.capacity_bytes, "bytes", binary)
    gpu = elide(est.memory_card.name)
    short = translate("Chart", "capacity: {bytes}").format(bytes=cap)
    full = translate("Chart", "{gpu} capacity: {bytes}").format(gpu=gpu, bytes=cap)
    lines = [Line("capacity", mem.capacity_bytes / scale, (full, f"{gpu}\n{short}", short), True)]
    if mem.usable_bytes is not None:
        name = framework(est.scenario.plan.framework).name
        use = value_text(mem.limit_bytes, "bytes", binary)
        short = translate("Chart", "may use {bytes}").format(bytes=use)
        full = translate("Chart", "{framework} may use {bytes}").format(framework=name, bytes=use)
        lines.append(
            Line("usable", mem.limit_bytes / scale, (full, f"{name}\n{short}", short), False)
        )
    return lines


def text_item(bold: bool = False) -> pg.TextItem:
    """A chart text that `layout` places: its top-left corner at its position."""
    item = pg.TextItem(anchor=(0, 0))
    item.textItem.document().setDocumentMargin(TEXT_MARGIN_PX)
    if bold:
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    item.setVisible(False)
    return item


def set_color(item: pg.TextItem, color: QColor) -> None:
    if item.color != color:  # setting it repaints the text: only on a change
        item.setColor(color)


def measure_with(item: pg.TextItem) -> Measure:
    """A text's size in pixels as `item` would draw it (its font, its document margin)."""
    fm = QFontMetricsF(item.textItem.font())

    def size(text: str) -> tuple[float, float]:
        lines = text.split("\n")
        width = math.ceil(max(fm.horizontalAdvance(line) for line in lines)) + 1
        height = (fm.height() + 1.5) * len(lines)  # a fallback CJK font is a pixel taller
        return width + 2 * TEXT_MARGIN_PX, height + 2 * TEXT_MARGIN_PX

    return size
