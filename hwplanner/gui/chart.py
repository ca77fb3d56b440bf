"""The live chart: per-GPU memory as one stacked bar, the GPU's capacity as a line.

Bars are created once and moved in place (`Bar.set_span`); the plot is never rebuilt.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QVBoxLayout, QWidget

from hwplanner.engine.estimate import Estimate
from hwplanner.engine.memory.breakdown import COMPONENT_LABELS, COMPONENTS
from hwplanner.gui.chart_labels import (
    Line,
    Segment,
    View,
    captions,
    layout,
    measure_with,
    set_color,
    text_item,
)
from hwplanner.gui.format import byte_scale, value_text
from hwplanner.gui.legend import LegendRow, present
from hwplanner.gui.plot_items import Bar, static_plot
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide, html
from hwplanner.gui.theme import (
    COMPONENT_COLORS,
    OK,
    OVER,
    TIGHT,
    capacity_pen,
    style_plot,
)
from hwplanner.i18n import formula, label, listed, message, phase, translate

HALF = 0.3  # half the bar's width, in x units
X_RANGE = (-1.6, 1.9)  # left of the bar: the lines' captions; right: the segments' names


def nice_ceiling(value: float) -> float:
    """The next of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k at or above value."""
    if value <= 0:
        return 1.0
    exp = math.floor(math.log10(value))
    for step in (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10):
        candidate: float = step * 10**exp  # int ** int is Any to mypy (a float when exp < 0)
        if candidate >= value:
            return candidate
    return 10.0 ** (exp + 1)


def steady_top(current: float | None, need: float) -> float:
    """The chart's top when it must show up to `need`: the current top while the need lies
    between half of it and all of it, else the next nice step above the need. An edit that
    takes the plan over the capacity and back keeps the scale (and the capacity line where it
    was), and the whole plot is not redrawn on every such edit; a plan half the size or less
    is shown at its own scale."""
    if current is not None and current / 2 < need <= current:
        return current
    return nice_ceiling(need)


class StatusLine(QWidget):
    """The verdict over the chart, in one colour, wrapped at its width. Drawn by itself
    rather than by a QLabel: a label's new text lays the window out again (QLabel.setText
    asks for new geometry, which climbs to the tab widget, and that repaints whole), and the
    verdict changes on every edit. This repaints itself and asks for a layout only when its
    wrapped height changes."""

    FLAGS = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

    def __init__(self, parent: QWidget | None = None, *, objectName: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(objectName)
        self._text, self._color = "", self.palette().text().color()
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._text

    def color(self) -> QColor:
        return QColor(self._color)

    def set_text(self, text: str, color: QColor) -> None:
        if text == self._text and color == self._color:
            return
        before = self.heightForWidth(self.width())
        self._text, self._color = text, QColor(color)
        self.setAccessibleName(text)
        if self.heightForWidth(self.width()) != before:
            self.updateGeometry()
        self.update()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        box = QRect(0, 0, max(width, 1), 1 << 20)
        return self.fontMetrics().boundingRect(box, self.FLAGS, self._text or " ").height()

    def sizeHint(self) -> QSize:
        return QSize(1, self.heightForWidth(self.width() if self.width() > 1 else 600))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self._color)
        painter.drawText(self.rect(), self.FLAGS, self._text)


class MemoryChart(QWidget):
    """Stacked bar of the current estimate. Hover: exact values; click: `component_selected`."""

    component_selected = Signal(str)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.status = StatusLine(objectName="chart_status")
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.status.setFont(font)
        self.plot = static_plot()
        self.plot.setToolTip(
            translate(
                "Chart", "Per-GPU memory at the peak. Hover for values, click for the working."
            )
        )
        self.plot.getAxis("bottom").setTicks([[]])
        self.plot.getAxis("bottom").setStyle(showValues=False)
        self.plot.setXRange(*X_RANGE, padding=0)
        # under the plot, never on it: a narrow chart keeps its bar and labels clear
        self.legend = LegendRow.components(parent=self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)

        self.over = pg.LinearRegionItem(orientation="horizontal", movable=False)
        self.over.setBrush(pg.mkBrush(OVER.red(), OVER.green(), OVER.blue(), 55))
        for line in self.over.lines:
            line.setPen(pg.mkPen(None))
        self.plot.addItem(self.over)
        self.bars: dict[str, Bar] = {}
        self.labels: dict[str, pg.TextItem] = {}
        for key in COMPONENTS:
            bar = Bar(x=0.0, width=2 * HALF, brush=COMPONENT_COLORS[key], pen="#00000055")
            self.plot.addItem(bar)
            self.bars[key] = bar
        self.capacity = pg.InfiniteLine(angle=0, movable=False)
        self._capacity_color: QColor | None = None  # its pen's, once set
        # a serving engine's memory share: what the plan may use of the card
        self.usable = pg.InfiniteLine(
            angle=0, movable=False, pen=pg.mkPen("#888888", width=1, style=Qt.PenStyle.DotLine)
        )
        self.plot.addItem(self.capacity)
        self.plot.addItem(self.usable)
        # every text is placed by chart_labels.layout: none over another, a bar or a line
        for key in (*COMPONENTS, "capacity", "usable"):
            self.labels[key] = text_item()
            self.plot.addItem(self.labels[key])
        self.total_label = text_item(bold=True)
        self.plot.addItem(self.total_label)
        self._wanted: tuple[float, float, str, list[Line], list[Segment]] | None = None
        self._top: dict[float, float] = {}  # the y axis's top, in the shown unit's scale
        self._segments: list[tuple[str, float, float]] = []  # key, bottom, top (shown units)
        self.plot.scene().sigMouseMoved.connect(self._hover)
        self.plot.scene().sigMouseClicked.connect(self._clicked)
        self.plot.getViewBox().sigResized.connect(lambda _: self._place())
        style_plot(self.plot)
        session.estimate_changed.connect(self.draw)
        session.estimate_settled.connect(self.settle)
        session.units_changed.connect(lambda _: self.refresh(session.estimate))
        self.refresh(session.estimate)

    def refresh(self, est: Estimate | None) -> None:
        """The bars and the verdict line of `est`."""
        self.draw(est)
        self.settle(est)

    def settle(self, est: Estimate | None) -> None:
        """The verdict line, which may name the fewest GPUs or a proposal (sections of the
        estimate beyond memory, read after the bars are drawn)."""
        if est is not None:
            self._status(est)

    def paint_now(self) -> None:
        """Paint the plot at once (the window calls this between the bars and the views that
        wait for the estimate's other sections, so an edit shows its bars first)."""
        self.plot.viewport().repaint()

    def draw(self, est: Estimate | None) -> None:
        """The bars, lines and texts of `est`'s memory."""
        scale, unit = byte_scale(self.session.binary)
        axis = translate("Chart", "Memory per GPU ({unit})").format(unit=unit)
        if self.plot.getAxis("left").labelText != axis:  # setting it redraws the axis
            self.plot.setLabel("left", axis)
        if est is None:
            reason = elide(self.session.error, 400)
            self.status.set_text(
                translate("Chart", "No estimate: {reason}").format(reason=reason), OVER
            )
            for bar in self.bars.values():
                bar.set_span(0.0, 0.0)
            self._wanted = None
            self._place()
            return
        mem = est.memory
        self.legend.show_keys(present([mem]))
        bottom = 0.0
        self._segments = []
        segments = []
        capacity = mem.capacity_bytes / scale
        # a paged KV pool that holds fewer full-context sequences than the plan has is drawn
        # as the pool the engine allocates, not the plan's sequences at full context
        total = mem.held_total_bytes / scale
        top = steady_top(self._top.get(scale), max(total, capacity) * 1.1)
        self._top = {scale: top}
        for key in COMPONENTS:
            height = mem.held_bytes(key) / scale
            self.bars[key].set_span(bottom, height)
            shown = value_text(height * scale, "bytes", self.session.binary)
            name = label(COMPONENT_LABELS[key])
            if mem.held_bytes(key) != mem.components[key].value:
                name = translate("Chart", "KV cache pool")
            texts = (f"{name}  {shown}", shown)
            segments.append(Segment(key, texts, bottom, bottom + height))
            self._segments.append((key, bottom, bottom + height))
            bottom += height
        fits = mem.fits
        self.capacity.setPos(capacity)
        # over only at the expected overheads (borderline): amber, as the verdict line
        color = TIGHT if mem.verdict == "borderline" else capacity_pen(not fits)
        if color != self._capacity_color:  # a new pen repaints the line: only on a change
            self.capacity.setPen(pg.mkPen(color, width=2, style=Qt.PenStyle.DashLine))
            self.over.setBrush(pg.mkBrush(color.red(), color.green(), color.blue(), 55))
            self._capacity_color = color
        set_color(self.labels["capacity"], color)
        limit = mem.limit_bytes / scale
        self.usable.setVisible(mem.usable_bytes is not None)
        self.usable.setPos(limit)
        self.over.setRegion((limit, total) if not fits else (0, 0))
        self.over.setVisible(not fits)
        text = self.palette().text().color()
        for item in (self.total_label, *(self.labels[k] for k in COMPONENTS)):
            set_color(item, text)
        set_color(self.labels["usable"], QColor("#888888"))
        vb = self.plot.getViewBox()
        if vb.viewRange()[1] != [0.0, top]:
            self.plot.setYRange(0, top, padding=0)
            # the new scale now, not while the next paint is under way: items that move
            # during a paint ask for a second one
            vb.prepareForPaint()
        total_text = value_text(mem.held_total_bytes, "bytes", self.session.binary)
        self._wanted = (top, total, total_text, captions(est, self.session.binary), segments)
        self._place()

    def _place(self) -> None:
        """Put every text where chart_labels.layout says (again when the plot is resized)."""
        vb = self.plot.getViewBox()
        if self._wanted is None or vb.width() < 1 or vb.height() < 1:
            for item in (*self.labels.values(), self.total_label):
                item.setVisible(False)
            return
        top, total, total_text, lines, segments = self._wanted
        view = View(vb.width(), vb.height(), X_RANGE, top)
        placed = layout(
            view,
            (-HALF, HALF),
            (total, total_text),
            lines,
            segments,
            measure_with(self.labels["weights"]),
            measure_with(self.total_label),
        )
        for key, item in (*self.labels.items(), ("total", self.total_label)):
            spot = placed.get(key)
            item.setVisible(spot is not None)
            if spot is not None:
                if item.textItem.toPlainText() != spot.text:  # a new text is laid out again
                    item.setText(spot.text)
                item.setPos(*view.data(spot.box.left, spot.box.top))

    def _status(self, est: Estimate) -> None:
        mem = est.memory
        binary = self.session.binary
        n = est.scenario.plan.gpus
        where = f"{n}× {elide(est.scenario.gpu.name)}"
        if est.scenario.cards:
            where = elide(est.scenario.hardware, 90)
        if est.start_refusal is not None:  # it fits, but its engine would not start
            text = "✖ " + translate("Chart", "Fits on {where} but does not start: {why}").format(
                where=where, why=message(est.start_refusal)
            )
            color = OVER
        elif est.targets_missed:  # it runs, but not within its latency targets
            text = "⚠ " + translate(
                "Chart", "Runs on {where} but misses the latency targets: {missed}"
            ).format(where=where, missed=listed([message(m) for m in est.targets_missed]))
            color = TIGHT
        elif mem.verdict == "fits_fewer_sequences":
            text = "⚠ " + translate(
                "Chart",
                "Runs on {where} — the KV cache holds {held:,} of {batch:,} sequences at full "
                "context",
            ).format(where=where, held=mem.full_sequences or 0, batch=est.scenario.plan.batch)
            color = TIGHT
        elif mem.fits:
            free = value_text(mem.headroom_bytes, "bytes", binary)
            text = "✔ " + translate(
                "Chart", "Fits on {where} — {free} free per GPU ({phase} peak)"
            ).format(where=where, free=free, phase=phase(mem.phase))
            color = OK
            if mem.verdict == "tight":
                high = value_text(mem.total.high or mem.total.value, "bytes", binary)
                text = "⚠ " + translate(
                    "Chart",
                    "Tight on {where} — {free} free per GPU at the expected overheads; at "
                    "their high end it needs {high}",
                ).format(where=where, free=free, high=high)
                color = TIGHT
        else:
            over = value_text(-mem.headroom_bytes, "bytes", binary)
            need = est.min_gpus
            hint = (
                translate("Chart", "; fits on {n} ({strategy})").format(
                    n=need.gpus, strategy=message(need.strategy)
                )
                if need
                else ""
            )
            if est.proposal is not None:
                hint = "; " + translate("Chart", "to fit: {what}").format(
                    what=message(est.proposal.text)
                )
            text = "✘ " + translate("Chart", "Over capacity on {where} by {over} per GPU").format(
                where=where, over=over
            )
            color = OVER
            if mem.verdict == "borderline":
                low = value_text(mem.total.low or mem.total.value, "bytes", binary)
                text = "⚠ " + translate(
                    "Chart",
                    "May not fit on {where} — {over} over per GPU at the expected overheads; it "
                    "runs at their low end ({low})",
                ).format(where=where, over=over, low=low)
                color = TIGHT
            text += hint
        self.status.set_text(text, color)

    def component_at(self, scene_pos: QPointF) -> str | None:
        vb = self.plot.getPlotItem().vb
        if not vb.sceneBoundingRect().contains(scene_pos):
            return None
        p = vb.mapSceneToView(scene_pos)
        if abs(p.x()) > HALF:
            return None
        for key, lo, hi in self._segments:
            if lo <= p.y() < hi:
                return key
        return None

    def _hover(self, scene_pos: QPointF) -> None:
        key = self.component_at(scene_pos)
        est = self.session.estimate
        if key is None or est is None:
            QToolTip.hideText()
            return
        fig = est.memory.components[key]
        shown = value_text(fig.value, "bytes", self.session.binary)
        share = fig.value / est.memory.total.value if est.memory.total.value else 0.0
        detail = translate("Chart", "{bytes} bytes, {share} of the total").format(
            bytes=f"{fig.value:,.0f}", share=f"{share:.0%}"
        )
        name = label(COMPONENT_LABELS[key])
        held = est.memory.held_bytes(key)
        if held != fig.value:  # a paged pool holding fewer full-context sequences
            name = translate("Chart", "KV cache pool")
            shown = value_text(held, "bytes", self.session.binary)
            detail = translate(
                "Chart",
                "what the engine allocates; the plan's {batch:,} sequences at full context "
                "would take {bytes}",
            ).format(
                batch=est.scenario.plan.batch,
                bytes=value_text(fig.value, "bytes", self.session.binary),
            )
        text = (
            f"<b>{html(name)}</b>: {shown} ({html(detail)})<br>{formula(fig.formula)}"
            "<br><i>" + translate("Chart", "Click for the working") + "</i>"
        )
        QToolTip.showText(QCursor.pos(), text, self.plot)

    def _clicked(self, event: object) -> None:
        key = self.component_at(event.scenePos())  # type: ignore[attr-defined]
        if key is not None:
            self.component_selected.emit(key)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            style_plot(self.plot)
            self.refresh(self.session.estimate)
        super().changeEvent(event)
