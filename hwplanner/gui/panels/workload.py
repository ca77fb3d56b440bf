"""The Workload & cost panel: how much training or traffic, and what the site pays.

Its rows are generated from the workload field declarations (engine/workload.py,
gui/fields.py): ranges, units and tooltips come from there.
"""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from hwplanner.gui.bindings import follow_project
from hwplanner.gui.fields import FieldGroups
from hwplanner.gui.session import Session
from hwplanner.project import Project


class WorkloadPanel(QWidget):
    """One control per workload field; training or serving groups follow the method."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.groups = FieldGroups(session, "workload")
        layout = QVBoxLayout(self)
        layout.addWidget(self.groups)
        layout.addStretch(1)
        follow_project(self, session, self.refresh)
        self.refresh(session.project)

    def refresh(self, project: Project) -> None:
        self.groups.refresh(project.scenario, self.session.model_spec())
