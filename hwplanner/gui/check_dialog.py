"""File ▸ Check Against a Measured Run…: paste (or open) what a real run printed, see the
current scenario's figures beside it, and keep the measured utilisation and memory share as
the scenario's own values (one undo step). The reading and the comparison are hwplanner.check's;
this dialog only shows them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from hwplanner.check import logs
from hwplanner.check.apply import Stored, applied, storable
from hwplanner.check.compare import COUNTS, LABELS, Row, compare
from hwplanner.gui.format import value_text
from hwplanner.gui.session import Session
from hwplanner.i18n import translate


class CheckDialog(QDialog):
    """The current scenario beside a measured run; "Use these measurements" keeps them."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(translate("Check", "Check against a measured run"))
        self.resize(860, 600)
        self.text = QPlainTextEdit()
        self.text.setObjectName("check_text")
        self.text.setPlaceholderText(
            translate("Check", "Paste what the run printed: {tools}").format(
                tools=translate("Check", logs.TOOLS_READ)
            )
        )
        # reading a long log on every keystroke would stall typing: read once typing pauses
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.refresh)
        self.text.textChanged.connect(self.timer.start)
        open_file = QPushButton(translate("Check", "&Open a Log File…"))
        open_file.clicked.connect(self._open)
        self.status = QLabel()
        self.status.setObjectName("check_status")
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("check_table")
        self.table.setHorizontalHeaderLabels(
            [
                translate("Check", "figure"),
                translate("Check", "plan"),
                translate("Check", "measured"),
                translate("Check", "difference"),
                translate("Check", "likely cause"),
            ]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.use = buttons.addButton(
            translate("Check", "&Use These Measurements"),
            QDialogButtonBox.ButtonRole.ApplyRole,
        )
        self.use.setObjectName("check_use")
        self.use.setToolTip(
            translate(
                "Check",
                "Keep the measured utilisation (MFU) and memory share as the scenario's own "
                "values: the estimate uses them, Explain and the sheet show them as given",
            )
        )
        self.use.clicked.connect(self.keep)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 2)
        layout.addWidget(open_file, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 3)
        layout.addWidget(buttons)
        self.rows: tuple[Row, ...] = ()
        self.kept: tuple[Stored, ...] = ()
        self.refresh()

    def _open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, translate("Check", "Open a log file"))
        if name:
            self.load(Path(name))

    def load(self, path: Path) -> None:
        try:
            self.text.setPlainText(logs.file_text(path))
            self.timer.stop()
            self.refresh()
        except logs.LogFileError as exc:
            self.status.setText(
                translate("Check", "Cannot read {file}: {why}").format(file=path.name, why=exc)
            )

    def refresh(self) -> None:
        est = self.session.estimate
        measured = logs.read(self.text.toPlainText())
        self.rows = compare(est, measured) if est is not None and measured else ()
        self.kept = storable(est, self.rows) if est is not None else ()
        self.use.setEnabled(bool(self.kept))
        if not self.text.toPlainText().strip():
            self.status.setText(translate("Check", "Nothing pasted yet."))
        elif est is None:
            why = self.session.error or ""
            self.status.setText(
                translate("Check", "The scenario has no estimate to compare with: {why}").format(
                    why=why
                )
            )
        elif not self.rows:
            self.status.setText(
                translate("Check", "No measurement recognised ({tools}).").format(
                    tools=translate("Check", logs.TOOLS_READ)
                )
            )
        else:
            self.status.setText(
                translate(
                    "Check", "{n} figures read; each plan figure counted as its tool counts."
                ).format(n=len(self.rows))
            )
        binary = self.session.binary
        self.table.setRowCount(len(self.rows))
        for i, r in enumerate(self.rows):
            cells = (
                translate("Check", LABELS[r.quantity]),
                value_text(r.planned, r.unit, binary),
                value_text(r.measured, r.unit, binary),
                r.difference_text(),
                translate("Check", r.cause) if r.cause else "",
            )
            tip = "\n".join(
                (
                    translate("Check", COUNTS[r.quantity]),
                    translate("Check", "read from {tool}: {line}").format(tool=r.tool, line=r.line),
                    *((r.note,) if r.note else ()),
                )
            )
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if j in (1, 2, 3):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(i, j, item)
        self.table.resizeRowsToContents()

    def keep(self) -> None:
        """The measured values set as the current scenario's own, as one undo step."""
        if not self.kept:
            return
        project = self.session.project
        scenario = applied(self.session.scenario, self.kept)
        words = ", ".join(f"{k.path} = {k.value:g}" for k in self.kept)
        self.session.replace(
            project.with_scenario(project.current, scenario),
            translate("Check", "Use measurements ({values})").format(values=words),
        )
        self.refresh()  # the rows against the estimate with the kept values
        self.status.setText(
            translate("Check", "Kept as the scenario's own: {values}").format(values=words)
        )
