"""The Method panel: how the model is trained or served, and how the work is split over GPUs.

Its rows are generated from the plan field declarations (engine/plan.py, gui/fields.py); rows
that do not apply to the plan are hidden.
"""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from hwplanner.gui.bindings import follow_project
from hwplanner.gui.fields import FieldGroups
from hwplanner.gui.session import Session
from hwplanner.project import Project


class MethodPanel(QWidget):
    """Every plan field of the Method groups; what does not apply to the method is hidden."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.groups = FieldGroups(session, "method")
        layout = QVBoxLayout(self)
        layout.addWidget(self.groups)
        layout.addStretch(1)
        follow_project(self, session, self.refresh)
        self.refresh(session.project)

    def refresh(self, project: Project) -> None:
        self.groups.refresh(project.scenario, self.session.model_spec())
