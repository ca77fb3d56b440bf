"""View ▸ Language switches at once: the window is built again around the same session, and
nothing of the work is lost (project, file, undo history, unsaved state, autosave slot)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hwplanner.gui.main_window import REBUILT, MainWindow
from hwplanner.gui.session import Session
from hwplanner.language import current_language
from hwplanner.project import Project, save_project
from tests.languages import installed


def test_switching_language_keeps_the_work(qtbot: QtBot, tmp_path: Path) -> None:
    for _ in installed("en"):
        path = tmp_path / "p.json"
        save_project(Project(name="Mine"), path)
        session = Session()
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.files._load(session.project, path, [], [])
        session.set("plan.seq_len", 4096)  # unsaved
        steps = session.undo_stack.count()
        assert window.menuBar().actions()[2].text() == "&View"
        new = window.rebuilt_in("zh_TW")
        qtbot.addWidget(new)
        QApplication.processEvents()
        assert current_language() == "zh_TW" and new in REBUILT
        assert new.session is session and session.undo_stack.count() == steps
        assert not session.undo_stack.isClean() and new.files.path == path
        assert new.files.autosaver is window.files.autosaver
        assert window.replaced and not window.isVisible()
        view = new.menuBar().actions()[2].menu()
        assert view is not None and any(a.text().endswith("(Language)") for a in view.actions())
        assert "檔案" in new.menuBar().actions()[0].text()
        session.set("plan.seq_len", 2048)  # the old window's views are not called any more
        QApplication.processEvents()
        assert new.summary.headline.text() and "容納得下" in new.summary.headline.text()
        back = new.rebuilt_in("en")
        qtbot.addWidget(back)
        assert current_language() == "en" and back.menuBar().actions()[0].text() == "&File"
        assert session.undo_stack.count() == steps + 1
        session.undo_stack.setClean()  # closing the test's window asks nothing


def test_a_new_project_is_named_in_the_users_language(qtbot: QtBot) -> None:
    """A new project in Chinese was "Untitled" with a "Scenario", and its sheet "Untitled —
    summary for a decision"."""
    for _ in installed("zh_TW"):
        session = Session()
        assert session.project.name == "未命名" and session.scenario.name == "情境"
    for _ in installed("zh_CN"):
        assert Session().scenario.name == "场景"
    assert Session().project.name == "Untitled"
