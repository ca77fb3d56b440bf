"""Project details: the project's name and notes, and each scenario's name and notes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from hwplanner.engine.core.limits import NAME_MAX
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide
from hwplanner.i18n import translate
from hwplanner.project import NOTES_MAX, Project, ScenarioSpec


class ProjectDialog(QDialog):
    """Edits a copy; OK applies it to the session as one undoable step."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(translate("ProjectDialog", "Project details"))
        self.resize(720, 520)
        project = session.project
        self._scenarios = list(project.scenarios)

        self.name = QLineEdit(project.name, maxLength=NAME_MAX)
        self.name.setToolTip(translate("ProjectDialog", "The project's name (1–200 characters)"))
        self.notes = QPlainTextEdit(project.notes)
        self.notes.setToolTip(
            translate("ProjectDialog", "Notes for the whole project (up to {n} characters)").format(
                n=f"{NOTES_MAX:,}"
            )
        )
        top = QFormLayout()
        top.addRow(translate("ProjectDialog", "&Name:"), self.name)
        top.addRow(translate("ProjectDialog", "N&otes:"), self.notes)

        self.list = QListWidget()
        self.list.setToolTip(translate("ProjectDialog", "The project's scenarios"))
        self.list.addItems([elide(sc.name) for sc in self._scenarios])
        self.sc_name = QLineEdit(maxLength=NAME_MAX)
        self.sc_name.setToolTip(translate("ProjectDialog", "The selected scenario's name"))
        self.sc_notes = QPlainTextEdit()
        self.sc_notes.setToolTip(
            translate(
                "ProjectDialog", "Notes for the selected scenario (up to {n} characters)"
            ).format(n=f"{NOTES_MAX:,}")
        )
        detail = QWidget()
        form = QFormLayout(detail)
        form.addRow(translate("ProjectDialog", "Scenario &name:"), self.sc_name)
        form.addRow(translate("ProjectDialog", "Scenario no&tes:"), self.sc_notes)
        split = QSplitter()
        split.addWidget(self.list)
        split.addWidget(detail)
        split.setSizes([220, 480])

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)

        self._row = -1
        self.list.currentRowChanged.connect(self._select)
        self.list.setCurrentRow(project.current)

    def _store(self) -> None:
        """Keep the edits of the scenario shown before switching to another."""
        if 0 <= self._row < len(self._scenarios):
            name = self.sc_name.text().strip() or self._scenarios[self._row].name
            sc = self._scenarios[self._row]
            notes = self.sc_notes.toPlainText()[:NOTES_MAX]  # the stated limit (docs/LIMITS.md)
            self._scenarios[self._row] = ScenarioSpec.model_validate(
                {**dict(sc), "name": name[:NAME_MAX], "notes": notes}
            )
            self.list.item(self._row).setText(elide(self._scenarios[self._row].name))

    def _select(self, row: int) -> None:
        self._store()
        self._row = row
        if 0 <= row < len(self._scenarios):
            self.sc_name.setText(self._scenarios[row].name)
            self.sc_notes.setPlainText(self._scenarios[row].notes)

    def result_project(self) -> Project:
        self._store()
        p = self.session.project
        name = self.name.text().strip()[:NAME_MAX] or p.name
        return p.model_copy(
            update={
                "name": name,
                "notes": self.notes.toPlainText()[:NOTES_MAX],
                "scenarios": tuple(self._scenarios),
            }
        )

    def accept(self) -> None:
        self.session.replace(
            self.result_project(), translate("ProjectDialog", "Edit project details")
        )
        super().accept()
