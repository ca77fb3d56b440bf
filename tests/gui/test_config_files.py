"""The app's own files, damaged: the recent-files list and autosaves with any content never
raise; temporaries that killed saves left in hwplanner's folders go at start."""

from __future__ import annotations

import json
import random
import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from hwplanner import paths
from hwplanner.gui.app import clean_leftovers
from hwplanner.gui.autosave import orphans
from hwplanner.gui.files import DISCARD
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.project import Project, dump_project
from tests.fuzz import hostile_value, mutate, to_text
from tests.strategies import examples

SEEDS = st.integers(0, 2**63 - 1)


_WINDOW: list[MainWindow] = []  # one window for every example: building one takes ~0.3 s


def shared_window() -> MainWindow:
    if not _WINDOW:
        window = MainWindow(Session(Project()))
        window.files.ask = lambda *_: DISCARD  # offered autosaves are discarded
        _WINDOW.append(window)
    return _WINDOW[0]


@examples(300)
@given(SEEDS)
def test_damaged_recent_and_autosave_files(qapp: object, seed: int) -> None:
    rng = random.Random(seed)
    window = shared_window()
    recent = [str(paths.projects_dir() / "a.json"), "x" * 5000, "\0", 7]
    doc = mutate(recent, rng, 2) if rng.random() < 0.8 else hostile_value(rng)
    paths.recent_file().parent.mkdir(parents=True, exist_ok=True)
    paths.recent_file().write_text(to_text(doc, rng), encoding="utf-8")
    assert all(isinstance(p, type(paths.config_dir())) for p in window.files.recent())
    window.files._fill_recent()
    autosave = {"origin": "/x.json", "project": json.loads(dump_project(Project()))}
    folder = paths.autosave_dir()
    folder.mkdir(parents=True, exist_ok=True)
    name = rng.choice(["autosave.json", "autosave-1-ab12.json", "autosave-x.json"])
    (folder / name).write_text(to_text(mutate(autosave, rng, 2), rng), encoding="utf-8")
    for orphan in orphans():
        orphan.release()
    window.files.restore_autosave()  # offered ones are discarded, unreadable ones stay


def test_shared_window_closes(qapp: object) -> None:
    if _WINDOW:
        assert _WINDOW.pop().close()


def test_leftover_temporaries_are_removed_at_start(qtbot: QtBot) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    leftovers = []
    for folder in (paths.config_dir(), paths.autosave_dir(), paths.user_catalog_dir()):
        folder.mkdir(parents=True, exist_ok=True)
        leftovers.append(folder / f".x.json.hwplanner-{dead.pid}-abcd12.tmp")
        leftovers[-1].write_text("partial")
    clean_leftovers()
    assert not any(p.exists() for p in leftovers)
