"""Compare: pinned scenarios side by side, as stacked bars and as a table."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from hwplanner.comparison import comparison_rows
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.memory import COMPONENTS
from hwplanner.gui.cells import set_cell
from hwplanner.gui.format import byte_scale
from hwplanner.gui.legend import ComponentLegend, present
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide
from hwplanner.gui.theme import COMPONENT_COLORS, OVER, capacity_pen, style_plot, text_color
from hwplanner.i18n import translate


class CompareView(QWidget):
    """Every scenario of the project; the one being edited is marked. Refreshes while shown."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.pin = QPushButton(
            translate("Compare", "Pin current scenario"),
            toolTip=translate("Compare", "Keep a copy to compare against"),
        )
        self.edit = QPushButton(
            translate("Compare", "Edit selected"),
            toolTip=translate("Compare", "Make the selected column the current"),
        )
        self.remove = QPushButton(
            translate("Compare", "Remove selected"),
            toolTip=translate("Compare", "Drop the selected scenario"),
        )
        buttons = QHBoxLayout()
        for b in (self.pin, self.edit, self.remove):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.plot = pg.PlotWidget()
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(y=True, alpha=0.15)
        self.plot.setToolTip(
            translate(
                "Compare", "Per-GPU memory of each scenario; the red marks are each GPU's capacity"
            )
        )
        legend = self.plot.addLegend(
            offset=(8, 8), labelTextSize="9pt", labelTextColor=text_color()
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
        self.capacity = pg.PlotDataItem(connect="pairs")
        self.plot.addItem(self.capacity)
        self.listed = ComponentLegend(
            legend,
            dict(self.bars),
            [(self.capacity, translate("Compare", "GPU capacity"))],
            rows=7,  # the plain plan's seven entries in one column; post-training's in two
        )
        self.plot.getAxis("bottom").setHeight(48)
        self.table = QTableWidget(0, 0, objectName="compare_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectColumns)
        self.table.setToolTip(
            translate("Compare", "Pinned scenarios; select a column to edit or remove it")
        )
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.plot)
        split.addWidget(self.table)
        split.setSizes([400, 300])
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(split, 1)
        style_plot(self.plot)

        self.pin.clicked.connect(session.pin)
        self.edit.clicked.connect(lambda: session.select_scenario(self.selected()))
        self.remove.clicked.connect(lambda: session.remove_scenario(self.selected()))
        session.estimate_changed.connect(lambda _: self.refresh())
        session.units_changed.connect(lambda _: self.refresh())
        self.refresh(force=True)

    def selected(self) -> int:
        cols = self.table.selectionModel().selectedColumns()
        return cols[0].column() if cols else -1

    def showEvent(self, event: object) -> None:
        self.refresh(force=True)
        super().showEvent(event)  # type: ignore[arg-type]

    def refresh(self, force: bool = False) -> None:
        if not (force or self.isVisible()):
            return  # estimating every scenario is cheap, but not free: only while on screen
        project = self.session.project
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
        self.listed.show(present(e.memory if e else None for e in ests))
        for key in COMPONENTS:
            h = np.array([e.memory.components[key].value / scale if e else 0.0 for e in ests])
            self.bars[key].setOpts(x=x, y0=bottom.copy(), height=h)
            bottom += h
        caps = [e.memory.capacity_bytes / scale if e else 0.0 for e in ests]
        xs = np.repeat(x, 2) + np.tile([-0.38, 0.38], len(ests))
        self.capacity.setData(xs, np.repeat(caps, 2))
        over = any(e is not None and not e.fits for e in ests)
        self.capacity.setPen(pg.mkPen(capacity_pen(over), width=3))
        names = [self._short(i) for i in range(len(ests))]
        self.plot.getAxis("bottom").setTicks([list(zip(x, names, strict=True))])
        self.plot.setLabel(
            "left", translate("Compare", "Memory per GPU ({unit})").format(unit=unit)
        )
        top = max([*bottom, *caps, 1.0]) * 1.1
        self.plot.setYRange(0, top, padding=0)
        self.plot.setXRange(-0.7, len(ests) - 0.3, padding=0)

    def _short(self, index: int) -> str:
        sc = self.session.project.scenarios[index]
        mark = "▶ " if index == self.session.project.current else ""
        return f"{mark}{sc.plan.method.value}\n{sc.plan.gpus}× {elide(sc.gpu_id, 24)}"

    def _table(self, ests: list[Estimate | None]) -> None:
        """The comparison rows the printed sheet shows too (hwplanner/comparison.py)."""
        project = self.session.project
        rows = comparison_rows(
            list(zip(project.scenarios, ests, strict=True)), binary=self.session.binary
        )
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(ests))
        headers = []
        for col, sc in enumerate(project.scenarios):
            editing = translate("Compare", "▶ editing") + "\n" if col == project.current else ""
            headers.append(editing + elide(sc.name, 60).replace(" · ", "\n"))
        for r, row in enumerate(rows):
            for col, (text, marked) in enumerate(zip(row.cells, row.marked, strict=True)):
                # cells are reused, never replaced (gui/cells.py: PySide6's refcount leak);
                # names from a project are elided so no column grows without bound
                set_cell(self.table, r, col, elide(text), OVER if marked else None)
        self.table.setVerticalHeaderLabels([row.label for row in rows])
        self.table.setHorizontalHeaderLabels(headers)
        self.table.resizeColumnsToContents()
