"""GUI fixtures: a session on the default project, and the main window built on it."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtWidgets import QApplication

from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.i18n import show_binary_sizes
from hwplanner.project import Project, ScenarioSpec


@pytest.fixture(scope="session")
def _earlier_objects_frozen() -> None:
    """What the worker built before its first window test (the engine's remembered answers of
    the tests before, thousands of objects) moved out of the collector's reach once: the full
    collection after every window test below walks only what came after (gc.freeze, as the
    app does once its modules are loaded); a whole suite's window tests ran 1.5× slower after
    the engine's tests than alone."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _widgets_freed_between_tests(qapp: object, _earlier_objects_frozen: None) -> object:
    """A test's panels and windows hold reference cycles (the closures their rows keep), so the
    collector frees them at some later moment — possibly while Qt delivers an event to one of
    their widgets in another test (a crash seen in the full suite). Freed here, between tests."""
    yield
    gc.collect()
    QApplication.processEvents()


@pytest.fixture
def session(qapp: object) -> Session:
    # a session another test switched to GiB leaves i18n's message sizes in GiB (a module
    # global); a new session's view starts in GB
    show_binary_sizes(False)
    return Session(Project())


def shown_window(session: Session, qtbot: object) -> MainWindow:
    """The main window on `session`, 1280 × 800, shown and exposed; closing it asks nothing."""
    from hwplanner.gui.files import DISCARD

    window = MainWindow(session)
    window.files.ask = lambda *_: DISCARD
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


def project_with(**changes: object) -> Project:
    """A one-scenario project whose scenario has the given fields ('plan' may be a dict)."""
    sc = ScenarioSpec()
    plan = changes.pop("plan", None)
    workload = changes.pop("workload", None)
    if plan:
        chosen = tuple(sorted(set(sc.plan.user_fields) | set(plan)))  # type: ignore[arg-type]
        values = {**dict(sc.plan), **plan, "user_fields": chosen}
        sc = sc.model_copy(update={"plan": sc.plan.model_validate(values)})
    if workload:
        sc = sc.model_copy(update={"workload": sc.workload.model_copy(update=workload)})
    return Project(scenarios=(sc.model_copy(update=changes),))


def replying(files: object, question: str, reply: object) -> list[str]:
    """Make `files.<question>` (ask, confirm) answer `reply` and record each text it is asked."""
    asked: list[str] = []

    def answer(_w: object, _title: str, text: str) -> object:
        asked.append(text)
        return reply

    setattr(files, question, answer)
    return asked
