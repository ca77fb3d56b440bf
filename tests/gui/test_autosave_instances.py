"""Autosave with several copies of the app: each keeps its own file under a lock; a live
copy's work is never offered to another; after kill -9, the next start offers every orphan,
the first into its own window and the rest into new windows; a clean quit removes only its
own file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hwplanner import paths
from hwplanner.gui.files import DISCARD, SAVE
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.project import Project

ROOT = Path(__file__).resolve().parents[2]
INSTANCE = """
import os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from hwplanner.gui.app import create_app, build_window
app = create_app(offscreen=True)
window = build_window(interactive=False)
session = window.session
session.replace(session.project.model_copy(update={"name": sys.argv[1]}), "rename")
session.set("plan.seq_len", int(sys.argv[2]))
window.files.autosave()
print(window.files.autosaver.path, flush=True)
time.sleep(120)
"""


def start(name: str, seq_len: int) -> tuple[subprocess.Popen[str], Path]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HWPLANNER_CONFIG_DIR": str(paths.config_dir())}
    proc = subprocess.Popen(
        [sys.executable, "-c", INSTANCE, name, str(seq_len)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=ROOT,  # "" (the working folder) comes first on sys.path
    )
    assert proc.stdout is not None
    line = proc.stdout.readline().strip()
    assert line, "the instance did not start"
    return proc, Path(line)


def kill(proc: subprocess.Popen[str]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert proc.stdout is not None
    proc.stdout.close()


def make_window(qtbot: QtBot, windows: list[MainWindow]) -> MainWindow:
    w = MainWindow(Session(Project()))
    qtbot.addWidget(w)
    w.files.ask = lambda *_: SAVE  # restore
    w.files.choose_save = lambda start: ""  # never a modal file dialog
    w.files.new_window = lambda: make_window(qtbot, windows)
    windows.append(w)
    return w


@pytest.mark.slow
def test_two_killed_instances_both_get_their_work_back(qtbot: QtBot) -> None:
    a, a_file = start("Work of A", 3072)
    b, b_file = start("Work of B", 5120)
    try:
        assert a_file != b_file and a_file.exists() and b_file.exists()
        windows: list[MainWindow] = []
        first = make_window(qtbot, windows)
        assert not first.files.restore_autosave()  # both alive: their work is theirs
        kill(a)
        kill(b)
        assert first.files.restore_autosave()
        restored = {w.session.project.name: w for w in windows}
        assert set(restored) == {"Work of A", "Work of B"} and len(windows) == 2
        assert restored["Work of A"].session.scenario.plan.seq_len == 3072
        assert restored["Work of B"].session.scenario.plan.seq_len == 5120
        for w in windows:
            assert w.files.dirty and w.files.autosaver.path.exists()  # unsaved, autosaved
        assert not a_file.exists() and not b_file.exists()
        # a clean quit removes only its own autosave
        keep = restored["Work of B"].files.autosaver.path
        restored["Work of A"].files.ask = lambda *_: DISCARD
        assert restored["Work of A"].close()
        assert not restored["Work of A"].files.autosaver.path.exists() and keep.exists()
        # and a further start offers nothing: B's window is alive
        assert not make_window(qtbot, []).files.restore_autosave()
    finally:
        for w in windows:
            w.files.ask = lambda *_: DISCARD  # teardown closes them without a question
        for proc in (a, b):
            if proc.poll() is None:
                kill(proc)


def test_a_clean_quit_keeps_another_live_instances_autosave(qtbot: QtBot) -> None:
    other, other_file = start("Other", 1024)
    try:
        w = MainWindow(Session(Project()))
        qtbot.addWidget(w)
        w.session.set("plan.seq_len", 4096)
        w.files.autosave()
        mine = w.files.autosaver.path
        assert mine.exists() and mine != other_file
        w.files.ask = lambda *_: DISCARD
        assert w.close()
        assert not mine.exists() and other_file.exists()
        assert not list(paths.autosave_dir().glob(f"{mine.stem}.lock"))
    finally:
        kill(other)
