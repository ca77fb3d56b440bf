"""The File menu: save, open, revert, unsaved-changes questions, autosave/restore, PDF export."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hwplanner import paths
from hwplanner.gui.files import CANCEL, DISCARD, SAVE
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.project import Project, load_project, save_project
from tests.gui.conftest import replying


@pytest.fixture
def window(session: Session, qtbot: QtBot) -> MainWindow:
    w = MainWindow(session)
    qtbot.addWidget(w)
    w.files.ask = lambda *_: DISCARD  # teardown closes the window: never a modal question
    w.files.warnings = []  # type: ignore[attr-defined]
    w.files.warn = lambda _w, title, text: w.files.warnings.append(text)  # type: ignore[attr-defined]
    return w


def answer(window: MainWindow, reply: str) -> list[str]:
    return replying(window.files, "ask", reply)


def test_save_as_then_edit_marks_modified_and_save_clears(
    window: MainWindow, tmp_path: Path
) -> None:
    target = tmp_path / "plan.json"
    window.files.choose_save = lambda start: str(target)
    assert window.files.save()
    assert load_project(target) == window.session.project
    assert not window.isWindowModified() and "plan.json" in window.windowTitle()
    window.session.set("plan.seq_len", 8192)
    assert window.isWindowModified() and window.files.dirty
    assert window.files.save()
    assert load_project(target).scenario.plan.seq_len == 8192
    assert target.with_name("plan.json.bak").exists()
    assert not window.files.dirty


def test_new_asks_before_dropping_changes(window: MainWindow) -> None:
    window.session.set("plan.seq_len", 8192)
    asked = answer(window, CANCEL)
    window.files.new()
    assert asked and window.session.scenario.plan.seq_len == 8192
    answer(window, DISCARD)
    window.files.new()
    assert window.session.scenario.plan.seq_len != 8192 and not window.files.dirty


def test_save_answer_saves_before_opening(window: MainWindow, tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    save_project(Project(name="Other"), other)
    first = tmp_path / "first.json"
    window.files.choose_save = lambda start: str(first)
    window.session.set("plan.seq_len", 1024)
    answer(window, SAVE)
    window.files.choose_open = lambda: str(other)
    window.files.open_dialog()
    assert load_project(first).scenario.plan.seq_len == 1024
    assert window.session.project.name == "Other"


def test_corrupt_file_is_reported_and_left_untouched(window: MainWindow, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "hwplanner-project", "schema_version": 1, "na', encoding="utf-8")
    before = window.session.project
    assert not window.files.open_path(bad)
    assert "corrupt" in window.files.warnings[0]  # type: ignore[attr-defined]
    assert window.session.project == before
    assert bad.read_text(encoding="utf-8").endswith('"na')


def test_revert_reloads_the_saved_file(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    save_project(Project(name="Saved"), path)
    assert window.files.open_path(path)
    window.session.set("plan.seq_len", 333)
    window.files.revert()
    assert window.session.scenario.plan.seq_len != 333 and not window.files.dirty


def test_close_with_unsaved_changes_can_be_cancelled(window: MainWindow, qtbot: QtBot) -> None:
    window.show()
    window.session.set("plan.seq_len", 4096 * 2)
    answer(window, CANCEL)
    assert not window.close()
    assert window.isVisible()
    answer(window, DISCARD)
    assert window.close()


def test_autosave_and_restore_after_a_crash(
    window: MainWindow, session: Session, qtbot: QtBot
) -> None:
    window.session.set("plan.seq_len", 12288)
    window.files.autosave()
    saved = window.files.autosaver.path
    assert json.loads(saved.read_text())["project"]["scenarios"][0]["plan"]["seq_len"] == 12288
    # while its window lives, nobody else offers it
    fresh = MainWindow(Session(Project()))
    qtbot.addWidget(fresh)
    answer(fresh, SAVE)
    assert not fresh.files.restore_autosave()
    # the window dies without a clean quit (its lock goes with the process; see
    # test_two_killed_instances_both_get_their_work_back for real processes)
    window.files.autosaver._lock.unlock()  # type: ignore[union-attr]
    window.files.autosaver._lock = None
    assert fresh.files.restore_autosave()
    assert fresh.session.scenario.plan.seq_len == 12288 and fresh.files.dirty
    assert not saved.exists() and fresh.files.autosaver.path.exists()  # now fresh's own
    answer(fresh, DISCARD)
    fresh.files.release_autosave()
    assert not fresh.files.autosaver.path.exists()


def test_examples_menu_and_recent_files(window: MainWindow, tmp_path: Path) -> None:
    titles = [a.text() for a in window.files.examples_menu.actions()]
    assert len(titles) >= 6 and any("QLoRA" in t for t in titles)
    window.files.examples_menu.actions()[0].trigger()
    assert window.files.path is None and len(window.session.project.scenarios) >= 1
    path = tmp_path / "r.json"
    save_project(Project(name="Recent"), path)
    window.files.open_path(path)
    assert window.files.recent()[0] == path.resolve()


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")
def test_export_pdf_from_the_app(window: MainWindow, tmp_path: Path) -> None:
    out = tmp_path / "sheet.pdf"
    window.session.pin()
    assert window.files.sheets.export_pdf(out)
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    assert "comparison" in text and "Memory per GPU" in text


def test_out_of_range_values_open_with_a_warning(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "odd.json"
    save_project(Project(name="Odd"), path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["scenarios"][0]["plan"]["seq_len"] = -1
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert window.files.open_path(path)
    assert window.session.project.name == "Odd"
    assert "plan.seq_len" in window.files.warnings[0]  # type: ignore[attr-defined]


def test_project_notes_show_before_a_figure_is_chosen(window: MainWindow) -> None:
    window.files.open_example(sorted(paths.examples_dir().glob("qwen3*.json"))[0])
    assert "every one of the 128 experts" in window.explain.toPlainText()
    window.explain.show_key("memory.weights")
    assert "every one of the 128 experts" not in window.explain.toPlainText()


def test_save_as_suggests_and_completes_the_hwplanner_name(
    window: MainWindow, tmp_path: Path
) -> None:
    offered: list[str] = []

    def choose(start: str) -> str:
        offered.append(start)
        return str(tmp_path / "budget.v2")  # typed without an extension, with a dot

    window.files.choose_save = choose
    assert window.files.save_as()
    assert offered[0].endswith(".hwplanner.json")
    saved = tmp_path / "budget.v2.hwplanner.json"
    assert window.files.path == saved and saved.is_file()
    assert window.files._default_pdf() == tmp_path / "budget.v2.pdf"


def test_project_names() -> None:
    from hwplanner.project import project_path, sibling

    assert project_path(Path("a/plan")) == Path("a/plan.hwplanner.json")
    assert project_path(Path("plan.json")) == Path("plan.json")
    assert project_path(Path("plan.JSON")) == Path("plan.JSON")
    assert sibling(Path("x.hwplanner.json"), ".pdf") == Path("x.pdf")
    assert sibling(Path("x.json"), ".pdf") == Path("x.pdf")
    assert sibling(Path("x"), ".pdf") == Path("x.pdf")
