"""Compare: pinned scenarios side by side, as stacked bars and as a table."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QCursor, QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from hwplanner.engine.estimate import Estimate
from hwplanner.engine.memory.breakdown import COMPONENTS
from hwplanner.gui.cells import set_cell
from hwplanner.gui.format import byte_scale, value_text
from hwplanner.gui.legend import LegendRow, present, swatch
from hwplanner.gui.plot_items import static_plot
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide, html, plain_tooltip
from hwplanner.gui.theme import COMPONENT_COLORS, OVER, style_plot, text_color
from hwplanner.i18n import translate
from hwplanner.sheet.comparison import comparison_rows
from hwplanner.sheet.placement import wrap

# A scenario column of the table is at least this many digits wide when the columns share a
# narrow table (below it the table scrolls sideways instead)
LEAST_COLUMN_DIGITS = 10
HEADER_LINES = 4  # a scenario's name in the table's header: "▶ editing" and three lines of name


def shared_widths(natural: list[int], room: int, least: int) -> list[int]:
    """Column widths that fit `room` pixels: every column its natural width when they all fit,
    else the widest cut to one common width (the narrow keep theirs) so that together they
    fill `room`; no cut column narrower than `least` (the table then scrolls)."""
    if sum(natural) <= room or not natural:
        return list(natural)
    # narrowest first, each keeps its width while it is under an equal share of what is left;
    # the first wider one sets the cut (one always is: together they are wider than the room)
    left = float(room)
    for i, width in enumerate(sorted(natural)):
        share = left / (len(natural) - i)
        if width > share:
            break
        left -= width
    cut = max(int(share), least)
    return [min(width, cut) for width in natural]


def tick_text(name: str, fm: QFontMetricsF, width_px: float, lines: int = 2) -> str:
    """`name` on at most `lines` lines of at most `width_px`, the last one elided ('…') when
    the name is longer (the full name is in the tooltip)."""
    out = wrap(name, fm.horizontalAdvance, width_px, lines)
    out[-1] = fm.elidedText(out[-1], Qt.TextElideMode.ElideRight, max(width_px, 1.0))
    return "\n".join(out)


class CompareView(QWidget):
    """Every scenario of the project; the one being edited is marked. Refreshes while shown."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.pin = QPushButton(translate("Compare", "Pin current scenario"))
        self.pin.setToolTip(translate("Compare", "Keep a copy to compare against"))
        self.edit = QPushButton(translate("Compare", "Edit selected"))
        self.edit.setToolTip(translate("Compare", "Make the selected column the current"))
        self.remove = QPushButton(translate("Compare", "Remove selected"))
        self.remove.setToolTip(translate("Compare", "Drop the selected scenario"))
        buttons = QHBoxLayout()
        for b in (self.pin, self.edit, self.remove):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.plot = static_plot()
        self.plot.setToolTip(
            translate(
                "Compare",
                "Per-GPU memory of each scenario; the mark over each bar is what the plan may use "
                "per GPU (the card, or its framework's share), red where the plan does not fit",
            )
        )
        self.bars: dict[str, pg.BarGraphItem] = {}
        for key in COMPONENTS:
            bar = pg.BarGraphItem(
                x=[0],
                y0=[0],
                height=[0],
                width=0.55,
                brush=COMPONENT_COLORS[key],
                pen=pg.mkPen("#00000055"),
            )
            self.plot.addItem(bar)
            self.bars[key] = bar
        # the mark of each bar: in the text colour where the plan fits, red where it does not
        self.capacity = pg.PlotDataItem(connect="pairs", pen=pg.mkPen(text_color(), width=3))
        self.over = pg.PlotDataItem(connect="pairs", pen=pg.mkPen(OVER, width=3))
        self.plot.addItem(self.capacity)
        self.plot.addItem(self.over)
        marks = [
            (
                "capacity",
                swatch(text_color(), Qt.PenStyle.SolidLine),
                translate("Compare", "usable per GPU"),
            ),
            (
                "over",
                swatch(OVER, Qt.PenStyle.SolidLine),
                translate("Compare", "usable per GPU, exceeded"),
            ),
        ]
        self.legend = LegendRow.components(marks)
        self.plot.getAxis("bottom").setHeight(48)  # two lines of a scenario's name
        self.plot.getAxis("bottom").setTickFont(QFont())  # the font tick_text measures with
        self.plot.getViewBox().sigResized.connect(lambda _: self._ticks())
        self.plot.scene().sigMouseMoved.connect(self._hover)
        chart = QWidget()
        column = QVBoxLayout(chart)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.plot, 1)
        column.addWidget(self.legend)  # under the plot: it never covers a bar
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("compare_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectColumns)
        self.table.setWordWrap(True)  # a cut column wraps its long values onto more lines
        self.table.viewport().installEventFilter(self)  # its columns follow its width
        self._names: list[str] = []  # the header's scenario names, unwrapped
        self.table.setToolTip(
            translate("Compare", "Pinned scenarios; select a column to edit or remove it")
        )
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(chart)
        split.addWidget(self.table)
        split.setSizes([400, 300])
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(split, 1)
        style_plot(self.plot)

        self.pin.clicked.connect(session.pin)
        self.edit.clicked.connect(lambda: session.select_scenario(self.selected()))
        self.remove.clicked.connect(lambda: session.remove_scenario(self.selected()))
        session.estimate_settled.connect(lambda _: self.refresh())
        session.units_changed.connect(lambda _: self.refresh())
        self._drawn: tuple[object, bool] | None = None  # the project and units last drawn
        self.refresh(force=True)

    def selected(self) -> int:
        cols = self.table.selectionModel().selectedColumns()
        return cols[0].column() if cols else -1

    def showEvent(self, event: object) -> None:
        drawn = self._drawn
        if drawn is None or drawn[0] is not self.session.project or drawn[1] != self.session.binary:
            self.refresh(force=True)  # what changed while hidden
        super().showEvent(event)  # type: ignore[arg-type]

    def refresh(self, force: bool = False) -> None:
        if not (force or self.isVisible()):
            return  # a table of every scenario is cheap, but not free: only while on screen
        project = self.session.project
        self._drawn = (project, self.session.binary)
        ests = [
            self.session.estimate if i == project.current else self.session.estimate_of(sc)
            for i, sc in enumerate(project.scenarios)
        ]
        self._chart(ests)
        self._table(ests)

    def _chart(self, ests: list[Estimate | None]) -> None:
        scale, unit = byte_scale(self.session.binary)
        x = np.arange(len(ests), dtype=float)
        bottom = np.zeros(len(ests))
        fits = [e is None or e.fits for e in ests]
        marks = tuple(k for k, shown in (("capacity", any(fits)), ("over", not all(fits))) if shown)
        self.legend.show_keys((*present(e.memory if e else None for e in ests), *marks))
        for key in COMPONENTS:
            # what each GPU holds (a paged pool holding fewer sequences: the pool)
            h = np.array([e.memory.held_bytes(key) / scale if e else 0.0 for e in ests])
            self.bars[key].setOpts(x=x, y0=bottom.copy(), height=h)
            bottom += h
        # what the verdict weighs each plan against: the card, or its framework's share
        caps = np.array([e.memory.limit_bytes / scale if e else 0.0 for e in ests])
        ok = np.array(fits)
        for item, chosen in ((self.capacity, ok), (self.over, ~ok)):
            at = x[chosen]
            xs = np.repeat(at, 2) + np.tile([-0.38, 0.38], len(at))
            item.setData(xs, np.repeat(caps[chosen], 2))
        self.plot.setLabel(
            "left", translate("Compare", "Memory per GPU ({unit})").format(unit=unit)
        )
        top = max([*bottom, *caps, 1.0]) * 1.1
        self.plot.setYRange(0, top, padding=0)
        self.plot.setXRange(-0.7, len(ests) - 0.3, padding=0)
        self._ticks()

    def _ticks(self) -> None:
        """Each bar's scenario name under it, wrapped to two lines as wide as its slot."""
        project = self.session.project
        vb = self.plot.getViewBox()
        (x0, x1), _ = vb.viewRange()
        slot_px = vb.width() / max(x1 - x0, 1e-9)  # one x unit: from a bar to the next
        fm = QFontMetricsF(QFont())
        ticks = []
        for i, sc in enumerate(project.scenarios):
            mark = "▶ " if i == project.current else ""
            ticks.append((float(i), tick_text(mark + elide(sc.name), fm, slot_px * 0.9)))
        self.plot.getAxis("bottom").setTicks([ticks])

    def _hover(self, scene_pos: QPointF) -> None:
        """Over a bar or its name: the scenario's full name and its memory against capacity."""
        index = self.scenario_at(scene_pos)
        if index is None:
            QToolTip.hideText()
            return
        project = self.session.project
        sc = project.scenarios[index]
        current = index == project.current
        est = self.session.estimate if current else self.session.estimate_of(sc)
        text = html(elide(sc.name, 400))
        if est is not None:
            binary = self.session.binary
            text += "<br>" + translate("Compare", "{total} per GPU of {capacity}").format(
                total=value_text(est.memory.total.value, "bytes", binary),
                capacity=value_text(est.memory.capacity_bytes, "bytes", binary),
            )
        QToolTip.showText(QCursor.pos(), text, self.plot)

    def scenario_at(self, scene_pos: QPointF) -> int | None:
        """The scenario whose bar or name is under `scene_pos`, if any."""
        item = self.plot.getPlotItem()
        vb, axis = item.vb, self.plot.getAxis("bottom")
        if not (
            vb.sceneBoundingRect().contains(scene_pos)
            or axis.sceneBoundingRect().contains(scene_pos)
        ):
            return None
        x: float = vb.mapSceneToView(scene_pos).x()
        index = round(x)
        if 0 <= index < len(self.session.project.scenarios) and abs(x - index) <= 0.45:
            return index
        return None

    def _table(self, ests: list[Estimate | None]) -> None:
        """The comparison rows the printed sheet shows too (hwplanner/sheet/comparison.py)."""
        project = self.session.project
        rows = comparison_rows(
            list(zip(project.scenarios, ests, strict=True)), binary=self.session.binary
        )
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(ests))
        self._names = []
        for col, sc in enumerate(project.scenarios):
            editing = translate("Compare", "▶ editing") + "\n" if col == project.current else ""
            self._names.append(editing + elide(sc.name, 60).replace(" · ", "\n"))
        for r, row in enumerate(rows):
            for col, (text, marked) in enumerate(zip(row.cells, row.marked, strict=True)):
                # cells are reused, never replaced (gui/cells.py: PySide6's refcount leak);
                # names from a project are elided so no column grows without bound
                set_cell(self.table, r, col, elide(text), OVER if marked else None)
        self.table.setVerticalHeaderLabels([row.label for row in rows])
        self._fit_columns()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return False

    def _fit_columns(self) -> None:
        """Every scenario side by side when the table is wide enough: the columns take their
        contents' width, the widest cut so that all fit (long values and names wrap onto more
        lines); a table too narrow for that scrolls sideways."""
        table = self.table
        if not self._names or table.columnCount() != len(self._names):
            return
        for col, name in enumerate(self._names):  # natural widths from the one-line names
            self._header(col, name, name)
        table.resizeColumnsToContents()
        natural = [table.columnWidth(col) for col in range(table.columnCount())]
        # the room without a vertical scroll bar's width, whether one shows or not, so that
        # wrapping (taller rows, a scroll bar appearing) never changes the room it wraps in
        room = table.maximumViewportSize().width() - table.verticalScrollBar().sizeHint().width()
        least = round(table.fontMetrics().horizontalAdvance("0") * LEAST_COLUMN_DIGITS)
        fm = QFontMetricsF(table.horizontalHeader().font())
        for col, width in enumerate(shared_widths(natural, room, least)):
            if width < natural[col]:
                table.setColumnWidth(col, width)
                lines = self._names[col].split("\n")
                # the header's own margins: the text gets a little less than the column
                text = [
                    tick_text(line, fm, width - 12, HEADER_LINES - len(lines) + 1) for line in lines
                ]
                self._header(col, "\n".join(text), self._names[col])
        table.resizeRowsToContents()

    def _header(self, col: int, text: str, full: str) -> None:
        item = self.table.horizontalHeaderItem(col)
        if item is None:
            item = QTableWidgetItem()
            self.table.setHorizontalHeaderItem(col, item)
        if item.text() != text:
            item.setText(text)
            item.setToolTip(plain_tooltip(full) if text != full else "")  # a name, never HTML
