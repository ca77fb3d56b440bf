"""Saves: atomic through symlinks, modes kept, a whole backup, temporaries cleaned; and a
save killed with SIGKILL at random moments always leaves the old or the new file."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hwplanner.atomic import atomic_write_text, clean_stale_temps
from hwplanner.project import Project, load_project, save_project

ROOT = Path(__file__).resolve().parents[1]


def temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".hwplanner-" in p.name)


def test_symlink_is_written_through_to_its_target(tmp_path: Path) -> None:
    real = tmp_path / "real" / "p.json"
    real.parent.mkdir()
    save_project(Project(name="one"), real)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    save_project(Project(name="two"), link)
    assert link.is_symlink() and link.resolve() == real
    assert load_project(real).name == "two"
    assert load_project(real.with_name("p.json.bak")).name == "one"  # beside the target
    assert not (tmp_path / "link.json.bak").exists()


def test_mode_is_kept_and_new_files_follow_the_umask(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    atomic_write_text(path, "one")
    old = os.umask(0o027)
    try:
        fresh = tmp_path / "fresh.json"
        atomic_write_text(fresh, "x")
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o640  # not mkstemp's 0600
    finally:
        os.umask(old)
    path.chmod(0o664)
    atomic_write_text(path, "two")
    assert stat.S_IMODE(path.stat().st_mode) == 0o664
    assert stat.S_IMODE(path.with_name("p.json.bak").stat().st_mode) == 0o664


def test_backup_is_the_previous_file_and_no_temporaries_stay(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    for text in ("one", "two", "three"):
        atomic_write_text(path, text)
    assert path.read_text() == "three"
    assert path.with_name("p.json.bak").read_text() == "two"
    assert temps(tmp_path) == []


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_stale_temporaries_of_dead_processes_are_removed(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text("{}")
    dead = _dead_pid()
    stale = [
        tmp_path / f".p.json.hwplanner-{dead}-abc123.tmp",
        tmp_path / f".p.json.bak.hwplanner-{dead}-def456.tmp",
    ]
    live = tmp_path / f".p.json.hwplanner-{os.getppid()}-xyz789.tmp"  # a live process's
    other = tmp_path / f".other.json.hwplanner-{dead}-abc123.tmp"
    for f in (*stale, live, other):
        f.write_text("partial")
    assert sorted(clean_stale_temps(path)) == sorted(stale)
    assert live.exists() and other.exists()
    assert sorted(clean_stale_temps(tmp_path)) == [other]  # a folder: all of its stale ones


SAVER = """
import sys, time
from pathlib import Path
from hwplanner.atomic import atomic_write_text
path = Path(sys.argv[1])
texts = [Path(sys.argv[2]).read_text(), Path(sys.argv[3]).read_text()]
print("ready", flush=True)
i = 0
while True:
    atomic_write_text(path, texts[i % 2])
    i += 1
"""


@pytest.mark.slow
def test_kill_9_during_saves_loses_nothing(tmp_path: Path) -> None:
    """60 saver processes killed with SIGKILL at random moments, each saving a 1 MB file in a
    loop: the file is always the old or the new content, the backup never empty, and the
    next start (load_project) leaves no temporary file behind."""
    rng = random.Random(18)
    versions = []
    for i in range(2):
        text = f'{{"v": {i}, "pad": "{"x" * 1_000_000}"}}\n'
        (tmp_path / f"v{i}.txt").write_text(text)
        versions.append(text)
    folder = tmp_path / "d"
    folder.mkdir()
    path = folder / "p.json"
    path.write_text(versions[0])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    killed_mid_write = 0
    for _ in range(60):
        proc = subprocess.Popen(
            [
                sys.executable,
                "-c",
                SAVER,
                str(path),
                *(str(tmp_path / f"v{i}.txt") for i in (0, 1)),
            ],
            stdout=subprocess.PIPE,
            env=env,
            cwd=ROOT,  # "" (the working folder) comes first on sys.path
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.08))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        assert path.read_text() in versions
        bak = path.with_name("p.json.bak")
        if bak.exists():
            assert bak.stat().st_size > 0 and bak.read_text() in versions
        killed_mid_write += bool(temps(folder))
        load_project_quietly(path)  # the next start cleans what the killed save left
        assert temps(folder) == []
    assert killed_mid_write >= 5, "the kills should land inside saves"


def load_project_quietly(path: Path) -> None:
    from hwplanner.project import ProjectError

    # the test files are JSON but not projects: reading them is what cleans
    with contextlib.suppress(ProjectError):
        load_project(path)


def _char_device(path: Path) -> bool:
    """A private copy of /dev/null at `path` (needs root or CAP_MKNOD)."""
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except (OSError, AttributeError):
        return False
    return True


@pytest.mark.parametrize("kind", ["fifo", "folder", "device"])
def test_a_target_that_is_not_a_regular_file_is_refused_not_replaced(
    tmp_path: Path, kind: str
) -> None:
    """bench/fuzz.py: `validate --write /dev/full` run as root replaced the device by a file
    (a rename over it); a FIFO or a device is refused, left as it was."""
    path = tmp_path / "target"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif not _char_device(path):
        pytest.skip("cannot make a device node here")
    mode = os.stat(path).st_mode
    with pytest.raises(OSError, match="not a regular file"):
        atomic_write_text(path, "text")
    assert os.stat(path).st_mode == mode and temps(tmp_path) == []


def test_a_backup_that_is_the_file_itself_leaves_no_temporary(tmp_path: Path) -> None:
    """bench/fuzz.py saves: a save killed after its backup link left NAME and NAME.bak as one
    file; every later save of that process linked a temporary to it and renamed it onto
    NAME.bak, which rename(2) ignores between two links of one file: the temporary stayed
    (its own process never cleans its own)."""
    path = tmp_path / "p.json"
    path.write_text("old")
    os.link(path, tmp_path / "p.json.bak")
    atomic_write_text(path, "new")
    assert path.read_text() == "new" and (tmp_path / "p.json.bak").read_text() == "old"
    assert temps(tmp_path) == []
    atomic_write_text(path, "newer")  # and the next backup is the previous version again
    assert (tmp_path / "p.json.bak").read_text() == "new" and temps(tmp_path) == []


def test_a_read_only_file_is_refused_unless_the_user_said_so(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    atomic_write_text(path, "one")
    path.chmod(0o444)
    with pytest.raises(OSError, match="read-only"):
        atomic_write_text(path, "two")
    assert path.read_text() == "one" and temps(tmp_path) == []
    atomic_write_text(path, "two", replace_read_only=True)
    assert path.read_text() == "two" and stat.S_IMODE(path.stat().st_mode) == 0o444


def test_hard_links_stay_one_file_with_a_whole_backup(tmp_path: Path) -> None:
    path, other = tmp_path / "p.json", tmp_path / "other-name.json"
    atomic_write_text(path, "one")
    os.link(path, other)
    atomic_write_text(path, "two")
    assert other.read_text() == "two" and os.path.samefile(path, other)
    bak = tmp_path / "p.json.bak"
    assert bak.read_text() == "one" and not os.path.samefile(path, bak)
    # a killed save's backup link is not one of the user's links, and is not overwritten
    bak.unlink()
    os.link(path, bak)
    atomic_write_text(path, "three")
    assert other.read_text() == "three" and bak.read_text() == "two"
    assert temps(tmp_path) == []


def test_a_loop_of_links_is_refused_and_stays_a_loop(tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.symlink_to(b)
    b.symlink_to(a)
    with pytest.raises(OSError, match="loop"):
        save_project(Project(), a)
    assert a.is_symlink() and b.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json"]


def test_a_dangling_link_never_makes_folders(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to(tmp_path / "missing" / "deeper" / "p.json")
    with pytest.raises(OSError, match="folder that does not exist"):
        save_project(Project(), link)
    assert not (tmp_path / "missing").exists() and link.is_symlink()
    # into a folder that exists, the link's file is made and the link stays a link
    there = tmp_path / "there.json"
    link.unlink()
    link.symlink_to(there)
    save_project(Project(name="made"), link)
    assert link.is_symlink() and load_project(there).name == "made"
    # a path through a dangling folder link is not made either
    folder_link = tmp_path / "dir"
    folder_link.symlink_to(tmp_path / "gone")
    with pytest.raises(OSError):
        save_project(Project(), folder_link / "sub" / "p.json")
    assert not (tmp_path / "gone").exists()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root")
def test_root_keeps_the_owner_and_group(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    atomic_write_text(path, "one")
    os.chown(path, 12345, 23456)
    atomic_write_text(path, "two")
    info = path.stat()
    assert (info.st_uid, info.st_gid) == (12345, 23456) and path.read_text() == "two"
