"""Saving where others are: a save over a file that another window or program saved since
asks first (No keeps their work); a restored autosave whose file was saved after the work
began asks the same; a read-only file asks; a loop of links is reported; autosaves are the
user's alone (0600 in 0700)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hwplanner import paths
from hwplanner.atomic import file_state
from hwplanner.gui.files import DISCARD, SAVE
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.project import Project, load_project, save_project
from tests.gui.conftest import replying


def make_window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(Session(Project()))
    qtbot.addWidget(w)
    w.files.ask = lambda *_: DISCARD  # teardown closes the window: never a modal question
    w.files.warn = lambda *_: None
    return w


def confirming(window: MainWindow, reply: bool) -> list[str]:
    return replying(window.files, "confirm", reply)


@pytest.fixture
def plan(tmp_path: Path) -> Path:
    path = tmp_path / "plan.hwplanner.json"
    save_project(Project(name="Shared"), path)
    return path


def test_second_save_over_a_newer_file_asks_and_no_keeps_it(plan: Path, qtbot: QtBot) -> None:
    first, second = make_window(qtbot), make_window(qtbot)
    assert first.files.open_path(plan) and second.files.open_path(plan)
    first.session.set("plan.seq_len", 1024)
    second.session.set("plan.seq_len", 2048)
    asked_first = confirming(first, True)
    assert first.files.save() and not asked_first  # nobody saved since it opened
    asked = confirming(second, False)
    assert not second.files.save()
    assert asked and "plan.hwplanner.json" in asked[0]
    assert load_project(plan).scenario.plan.seq_len == 1024  # the first window's work stays
    assert second.files.dirty  # and the second's is still in its window
    asked = confirming(second, True)
    assert second.files.save() and asked
    assert load_project(plan).scenario.plan.seq_len == 2048
    # its own save is the state it now knows: the next save does not ask again
    second.session.set("plan.seq_len", 4096)
    asked = confirming(second, False)
    assert second.files.save() and not asked


def test_save_as_elsewhere_keeps_both(plan: Path, tmp_path: Path, qtbot: QtBot) -> None:
    first, second = make_window(qtbot), make_window(qtbot)
    first.files.open_path(plan)
    second.files.open_path(plan)
    first.session.set("plan.seq_len", 1024)
    confirming(first, True)
    first.files.save()
    second.session.set("plan.seq_len", 2048)
    asked = confirming(second, False)
    other = tmp_path / "mine.hwplanner.json"
    second.files.choose_save = lambda _start: str(other)
    assert second.files.save_as() and not asked
    assert load_project(plan).scenario.plan.seq_len == 1024
    assert load_project(other).scenario.plan.seq_len == 2048
    assert second.files.path == other


def test_a_touched_but_identical_file_is_still_a_change(plan: Path, qtbot: QtBot) -> None:
    """The state is size, time and content: a program that rewrites the file (even with the
    same bytes) is another writer, and the user is asked rather than guessed for."""
    w = make_window(qtbot)
    w.files.open_path(plan)
    before = file_state(plan)
    os.utime(plan, ns=(1, 1))
    assert file_state(plan) != before
    w.session.set("plan.seq_len", 1024)
    asked = confirming(w, True)
    assert w.files.save() and asked


def test_a_deleted_file_saves_without_a_question(plan: Path, qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.files.open_path(plan)
    plan.unlink()
    w.session.set("plan.seq_len", 1024)
    asked = confirming(w, False)
    assert w.files.save() and not asked
    assert load_project(plan).scenario.plan.seq_len == 1024


def test_restored_work_over_a_newer_save_asks(plan: Path, qtbot: QtBot) -> None:
    lost = make_window(qtbot)
    lost.files.open_path(plan)
    lost.session.set("plan.seq_len", 1024)
    lost.files.autosave()
    # the window dies; meanwhile another program saves the file
    lost.files.autosaver._lock.unlock()  # type: ignore[union-attr]
    lost.files.autosaver._lock = None
    save_project(Project(name="Newer"), plan)
    fresh = make_window(qtbot)
    fresh.files.ask = lambda *_: SAVE  # "restore it"
    assert fresh.files.restore_autosave()
    assert fresh.files.path == plan and fresh.session.scenario.plan.seq_len == 1024
    asked = confirming(fresh, False)
    assert not fresh.files.save() and asked
    assert load_project(plan).name == "Newer"
    fresh.files.ask = lambda *_: DISCARD


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_autosaves_are_private(qtbot: QtBot) -> None:
    folder = paths.autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    folder.chmod(0o755)  # as an older version left it
    w = make_window(qtbot)
    w.session.set("plan.seq_len", 1024)
    w.files.autosave()
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE(w.files.autosaver.path.stat().st_mode) == 0o600


def test_file_state_of_what_is_not_a_file(tmp_path: Path) -> None:
    assert file_state(tmp_path) is None
    assert file_state(tmp_path / "absent") is None
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert file_state(fifo) is None  # never blocks on a pipe


def test_a_read_only_project_asks_and_stays_read_only(plan: Path, qtbot: QtBot) -> None:
    w = make_window(qtbot)
    w.files.open_path(plan)
    plan.chmod(0o444)
    w.session.set("plan.seq_len", 1024)
    asked = confirming(w, False)
    assert not w.files.save() and asked and "read-only" in asked[0]
    assert load_project(plan).scenario.plan.seq_len != 1024 and w.files.dirty
    asked = confirming(w, True)
    assert w.files.save() and asked
    assert load_project(plan).scenario.plan.seq_len == 1024
    assert stat.S_IMODE(plan.stat().st_mode) == 0o444


def test_a_loop_of_links_is_reported_not_saved(tmp_path: Path, qtbot: QtBot) -> None:
    a, b = tmp_path / "a.hwplanner.json", tmp_path / "b.hwplanner.json"
    a.symlink_to(b)
    b.symlink_to(a)
    w = make_window(qtbot)
    warned: list[str] = []
    w.files.warn = lambda _w, _t, text: warned.append(text)
    w.files.choose_save = lambda _start: str(a)
    assert not w.files.save_as()
    assert warned and "loop" in warned[0] and a.is_symlink()
