"""Autosave files, one per window, each with a lock held while its window lives.

Two running copies of hwplanner (or two windows of one) never share a file: window N writes
`autosave-<pid>-<n>.json` and holds `autosave-<pid>-<n>.lock` (a QLockFile). A lock whose
process has died is stale, so its file is an orphan: unsaved work a crash or kill left, which
the next start offers back. A clean quit removes only its own file and lock. The single
`autosave.json` of earlier versions is offered as an orphan too.
"""

from __future__ import annotations

import json
import os
import re
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile

from hwplanner import jsonfile, paths
from hwplanner.atomic import atomic_write_text
from hwplanner.project import Project, ProjectError, parse_project

LEGACY = "autosave.json"
MAX_BYTES = 64 * 2**20  # a project's limit plus room for the origin
_NAME = re.compile(r"^autosave-(?P<id>[0-9]+-[0-9a-f]+)\.json$")


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    # Only a dead owner makes a lock stale: the default 30 s age limit would hand a long-open
    # window's lock (and its unsaved work) to the next copy started.
    lock.setStaleLockTime(0)
    return lock


class AutosaveSlot:
    """This window's autosave file and lock (taken when the first autosave is written)."""

    def __init__(self) -> None:
        self.id = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self._lock: QLockFile | None = None

    @property
    def path(self) -> Path:
        return paths.autosave_dir() / f"autosave-{self.id}.json"

    def write(
        self, project_json: str, origin: Path | None, origin_state: str | None = None
    ) -> None:
        """Write the unsaved project (raises OSError when the disk refuses), private to the
        user (0600 in a 0700 folder: unsaved work is nobody else's to read), with the state
        its file had when the work began (atomic.file_state: a restore then notices a newer
        save of that file)."""
        folder = paths.autosave_dir()
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        if os.name == "posix" and folder.stat().st_mode & 0o077:
            folder.chmod(0o700)  # made before autosaves were private
        if self._lock is None:
            lock = _lock(folder / f"autosave-{self.id}.lock")
            if not lock.tryLock(0):
                raise OSError(f"cannot lock {folder / f'autosave-{self.id}.lock'}")
            self._lock = lock
        doc = {
            "origin": str(origin) if origin else None,
            "origin_state": origin_state,
            "project": json.loads(project_json),
        }
        text = json.dumps(doc, ensure_ascii=False)
        atomic_write_text(self.path, text, keep_backup=False, mode=0o600)

    def clear(self) -> None:
        """Remove this window's file (saved, discarded or quitting); keep the lock while the
        window lives, so no other copy takes the name."""
        self.path.unlink(missing_ok=True)

    def release(self) -> None:
        """Quit: the file goes, then the lock (QLockFile removes its file on unlock)."""
        self.clear()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


@dataclass
class Orphan:
    """Unsaved work whose window died. Holding `lock` keeps other copies from offering it."""

    path: Path
    project: Project
    origin: Path | None
    lock: QLockFile | None
    origin_state: str | None = None  # the origin file's state when the work began

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)
        self.release()

    def release(self) -> None:
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def orphans() -> list[Orphan]:
    """Every autosave whose window has died, oldest first, its lock now held by the caller.
    Unreadable ones are skipped (and left for a person to look at)."""
    folder = paths.autosave_dir()
    try:
        entries = sorted(os.scandir(folder), key=lambda e: (_mtime(e), e.name))
    except OSError:
        return []
    out = []
    for entry in entries:
        m = _NAME.match(entry.name)
        if entry.name != LEGACY and not m:
            continue
        lock = _lock(folder / f"autosave-{m['id']}.lock") if m else None
        if lock is not None and not lock.tryLock(0):
            continue  # its window is alive (in this process or another)
        orphan = _read(Path(entry.path), lock)
        if orphan is None:
            if lock is not None:
                lock.unlock()
            continue
        out.append(orphan)
    return out


def _read(path: Path, lock: QLockFile | None) -> Orphan | None:
    try:
        doc: Any = jsonfile.load(path, MAX_BYTES).value
        project = parse_project(json.dumps(doc["project"]), path)
        origin = doc.get("origin")
        state = doc.get("origin_state")
    except (jsonfile.JsonLimitError, ProjectError, KeyError, TypeError, ValueError):
        return None
    origin_path = Path(origin) if isinstance(origin, str) else None
    return Orphan(path, project, origin_path, lock, state if isinstance(state, str) else None)


def _mtime(entry: os.DirEntry[str]) -> float:
    try:
        return entry.stat().st_mtime
    except OSError:  # gone meanwhile
        return 0.0
