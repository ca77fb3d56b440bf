"""Small helpers that bind one control to one field of the session's current scenario.

A control's edit asks the session to set its field; `refresh` writes the project's value back
with the control's signals blocked, so refreshing never echoes an edit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from enum import Enum
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox, QWidget

from hwplanner.gui.session import Session
from hwplanner.project import Project, ScenarioSpec

UNSET = ""  # item data of a combo entry that means "None: the default"


@contextmanager
def blocked(widget: QObject) -> Iterator[None]:
    """Signals off for the block (restoring the previous state, so blocks may nest)."""
    was = widget.blockSignals(True)
    try:
        yield
    finally:
        widget.blockSignals(was)


class _WhenShown(QObject):
    """Refreshes its widget on a project change while the widget is on screen, else when it
    is next shown."""

    def __init__(
        self, widget: QWidget, session: Session, refresh: Callable[[Project], None]
    ) -> None:
        super().__init__(widget)
        self.widget, self.session, self.refresh, self.stale = widget, session, refresh, False
        widget.installEventFilter(self)
        session.project_changed.connect(self.changed)

    def changed(self, project: Project) -> None:
        if self.widget.isVisible() or not self.widget.window().isVisible():
            self.stale = False
            self.refresh(project)
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # getattr: a window being torn down can deliver events after the garbage collector
        # cleared this object's attributes (its Qt object goes with the widget a moment later)
        if getattr(self, "stale", False) and event.type() == QEvent.Type.Show:
            self.stale = False
            self.refresh(self.session.project)
        return False


def follow_project(widget: QWidget, session: Session, refresh: Callable[[Project], None]) -> None:
    """Call `refresh(project)` on every change of the session's project while `widget` is on
    screen; a change while it is hidden (another tab of the inputs, a closed dock) is shown
    when the widget next is, so an edit refreshes only what can be seen. Before its window is
    first shown (a test, a screenshot being set up) every change refreshes at once."""
    _WhenShown(widget, session, refresh)


def value_at(scenario: ScenarioSpec, path: str) -> Any:
    obj: Any = scenario
    for part in path.split("."):
        obj = getattr(obj, part)
    return obj


class Binding:
    """One control ↔ one field path ('plan.seq_len', 'workload.pue', 'gpu_id')."""

    def __init__(self, widget: QWidget, path: str, write: Callable[[Any], None]) -> None:
        self.widget, self.path, self._write = widget, path, write

    def refresh(self, scenario: ScenarioSpec) -> None:
        with blocked(self.widget):
            self._write(value_at(scenario, self.path))


def refresh_all(bindings: Iterable[Binding], scenario: ScenarioSpec) -> None:
    for b in bindings:
        b.refresh(scenario)


def bind_spin(
    spin: QSpinBox | QDoubleSpinBox,
    session: Session,
    path: str,
    *,
    scale: float = 1.0,
    unset_text: str = "",
) -> Binding:
    """A spin box showing value ÷ scale. With `unset_text`, the minimum means None (default)."""
    spin.setKeyboardTracking(False)  # typed numbers commit on Enter or focus-out, not per digit
    if unset_text:
        spin.setSpecialValueText(unset_text)
    is_int = isinstance(spin, QSpinBox)

    def edited(shown: float) -> None:
        if unset_text and shown == spin.minimum():
            value: Any = None
        else:
            value = round(shown * scale) if is_int or scale != 1.0 else shown
            if is_int:
                value = int(value)
        session.set(path, value, merge=path)

    def write(value: Any) -> None:
        shown = spin.minimum() if value is None else value / scale
        if isinstance(spin, QSpinBox):
            spin.setValue(int(shown))  # what Qt did with a float: truncated toward zero
        else:
            spin.setValue(shown)

    spin.valueChanged.connect(edited)
    return Binding(spin, path, write)


def bind_combo(combo: QComboBox, session: Session, path: str) -> Binding:
    """A combo box whose items carry the field's values as item data."""

    def edited(index: int) -> None:
        data = combo.itemData(index)
        session.set(path, None if data == UNSET else data)

    def write(value: Any) -> None:
        key = UNSET if value is None else value.value if isinstance(value, Enum) else value
        combo.setCurrentIndex(combo.findData(key))

    combo.currentIndexChanged.connect(edited)
    return Binding(combo, path, write)


def bind_check(check: QCheckBox, session: Session, path: str) -> Binding:
    check.toggled.connect(lambda on: session.set(path, bool(on)))
    return Binding(check, path, lambda value: check.setChecked(bool(value)))


def fill_combo(combo: QComboBox, items: Iterable[tuple[str, Any]]) -> QComboBox:
    for text, data in items:
        combo.addItem(text, data)
    return combo
