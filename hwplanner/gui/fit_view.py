"""Fit: for a serving plan's GPUs, every weight format and KV-cache type the engine serves
there — whether one user fits at the plan's context, the longest context one user can have,
the users at the context, one user's decode speed and the format's published quality cost.
A double-click uses that row's weights and KV cache in the plan (one undo step)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hwplanner.engine.plan.plan import Method
from hwplanner.engine.solve.serving_fit import FitRow, serving_fit
from hwplanner.fit_text import HEADER_TIPS, fit_columns, quality_line
from hwplanner.gui.live_view import LiveView
from hwplanner.gui.session import Session
from hwplanner.gui.theme import OK, OVER
from hwplanner.i18n import translate


class FitView(LiveView):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.info = QLabel()
        self.info.setObjectName("fit_info")
        self.info.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setObjectName("fit_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellDoubleClicked.connect(self.use_row)
        self.note = QLabel(
            translate(
                "Fit",
                "Quality costs come from different models and measures: each compares a format "
                "with 16 bits, not formats with each other.",
            )
        )
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        self.rows: tuple[FitRow, ...] = ()

    def refresh(self, force: bool = False) -> None:
        if not (force or self.isVisible()):
            return
        est = self.session.estimate
        mixed = est is not None and bool(est.scenario.cards)
        if est is None or est.scenario.plan.method is not Method.INFERENCE or mixed:
            serving = self.session.scenario.plan.method is Method.INFERENCE
            self.info.setText(
                translate("Fit", "No estimate: {reason}").format(reason=self.session.error)
                if est is None and serving
                else translate(
                    "Fit",
                    "Fit plans with one GPU type; a machine of unequal cards is estimated as "
                    "it is (Memory, Latency).",
                )
                if mixed
                else translate("Fit", "Fit applies to serving plans (method Inference).")
            )
            self.rows = ()
            self.table.setRowCount(0)
            self.table.setVisible(False)
            self.note.setVisible(False)
            return
        sc = est.scenario
        self.rows = serving_fit(sc.model, sc.gpu, sc.plan, sc.workload, sc.draft)
        header, cells = fit_columns(self.rows, binary=self.session.binary)
        self.table.setVisible(True)
        self.note.setVisible(True)
        self.table.setColumnCount(len(header))
        for j, (text, tip) in enumerate(zip(header, HEADER_TIPS, strict=True)):
            head = QTableWidgetItem(text)
            head.setToolTip(translate("Fit", tip))
            self.table.setHorizontalHeaderItem(j, head)
        self.table.setRowCount(len(cells))
        for i, (row, line) in enumerate(zip(self.rows, cells, strict=True)):
            for j, text in enumerate(line):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if j < 3 else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                if j == 2:
                    item.setForeground(OK if row.fits else OVER)
                if j == len(line) - 1 and row.quality is not None:
                    item.setToolTip(quality_line(row.quality))
                self.table.setItem(i, j, item)
        fitting = sum(r.fits for r in self.rows)
        self.info.setText(
            translate(
                "Fit",
                "{fits} of {rows} weight formats × KV caches serve one user at {context:,} "
                "tokens on {gpus} × {gpu}; double-click a row to use it",
            ).format(
                fits=fitting,
                rows=len(self.rows),
                context=sc.plan.context,
                gpus=sc.plan.tp * sc.plan.pp,
                gpu=sc.gpu.name,
            )
        )

    def use_row(self, index: int, _column: int = 0) -> None:
        """The row's weight format and KV cache in the plan, as one undo step."""
        if not 0 <= index < len(self.rows):
            return
        row = self.rows[index]
        p = self.session.project
        sc = self.session.scenario
        plan = sc.plan.with_changes(
            weight_format=row.weight_format.value, kv_dtype=row.kv_dtype.value
        )
        project = p.with_scenario(p.current, sc.model_copy(update={"plan": plan}))
        self.session.replace(
            project,
            translate("Fit", "Use {weights} weights and a {kv} KV cache").format(
                weights=row.weight_format.value, kv=row.kv_dtype.value
            ),
        )
