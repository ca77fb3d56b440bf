"""A view tab that follows the session while it is shown: it redraws on every estimate or
unit change when visible, and catches up when it is shown again (a hidden tab does no work)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from hwplanner.gui.session import Session


class LiveView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        session.estimate_settled.connect(lambda _: self.refresh())
        session.units_changed.connect(lambda _: self.refresh())

    def showEvent(self, event: object) -> None:
        self.refresh(force=True)
        super().showEvent(event)  # type: ignore[arg-type]

    def refresh(self, force: bool = False) -> None:
        """Redraw from the session's estimate (`force`: even while hidden)."""
        raise NotImplementedError
