"""Atomic file writes: a temporary file beside the target, flushed and fsynced, then renamed over
it; the previous version is kept as `NAME.bak`, itself replaced atomically. A crash or kill -9
leaves the old or the new file (never a mix), a .bak that is whole, and at most a temporary
file whose name says who left it (`.NAME.hwplanner-PID-XXXX.tmp`), removed by the next save or
`clean_stale_temps`. A symlink is written through to its target; the file keeps its mode."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import shutil
import stat
import tempfile
import time
from pathlib import Path

TEMP_TAG = ".hwplanner-"
TEMP_SUFFIX = ".tmp"
# A temp file of a live process is left alone unless it is older than this (a hung writer).
STALE_AFTER_S = 24 * 3600
_TEMP_RE = re.compile(r"^\.(?P<name>.+)\.hwplanner-(?P<pid>\d+)-[A-Za-z0-9_]+\.tmp$")


def atomic_write_text(
    path: Path,
    text: str,
    *,
    keep_backup: bool = True,
    mode: int | None = None,
    replace_read_only: bool = False,
) -> None:
    """Write `text` (UTF-8, \\n line ends) to `path` so that no moment shows a partial file."""
    data = text.encode("utf-8")
    atomic_write_bytes(
        path, data, keep_backup=keep_backup, mode=mode, replace_read_only=replace_read_only
    )


def atomic_write_bytes(
    path: Path,
    data: bytes,
    *,
    keep_backup: bool = True,
    mode: int | None = None,
    replace_read_only: bool = False,
) -> None:
    """Write `data` to `path` so that no moment shows a partial file. A target that exists
    but is not a regular file (a folder, FIFO or device) is refused, never replaced; so is a
    read-only one unless `replace_read_only` (the caller asked the user). `mode`: the new
    file's permission bits (default: the existing file's, else 0666 less the umask). The file
    keeps its owner and group where the system allows it. A file with other hard links is
    written in place after a whole copy becomes its backup: the links stay one file."""
    if "\0" in str(path):  # the system cannot name it; os calls would raise ValueError
        raise OSError(errno.EINVAL, "the name holds a NUL character")
    target = resolve_target(path)
    info = _stat(target)
    if info is not None and not stat.S_ISREG(info.st_mode):
        # a folder, a FIFO or a device (/dev/null!): renaming over it would replace it
        raise OSError(errno.EINVAL, "not a regular file (a folder, pipe, device or socket)")
    if info is not None and not replace_read_only and read_only(target, info):
        raise OSError(errno.EACCES, "the file is read-only")
    if target == path:  # never behind a link: a dangling one's folder is not made
        target.parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(target)
    if info is not None and _other_links(target, info):
        _write_in_place(target, data, keep_backup)
        return
    tmp = _write_temp(target, data, _mode_for(target) if mode is None else mode, info)
    try:
        if keep_backup and info is not None:
            _backup(target)
        os.replace(tmp, target)
        _fsync_dir(target.parent)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def resolve_target(path: Path) -> Path:
    """The file a save really writes: a symlink (or a chain of them) is followed to its target,
    so the link stays a link and the target gets the new content. A loop of links is refused;
    so is a dangling link whose target's folder does not exist (it is never made)."""
    if not path.is_symlink():
        return path
    try:
        return Path(os.path.realpath(path, strict=True))
    except FileNotFoundError:
        target = Path(os.path.realpath(path))
        if not target.parent.is_dir():
            raise OSError(
                errno.ENOENT, f"the link points into a folder that does not exist ({target.parent})"
            ) from None
        return target
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise OSError(errno.ELOOP, "a loop of symbolic links") from None
        raise


def read_only(target: Path, info: os.stat_result) -> bool:
    """True when the user may not write the file: no write permission for them, or (for root,
    whom permissions do not stop) no write bit at all. A save would still replace it whenever
    the folder is writable; callers ask first."""
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        return not info.st_mode & 0o222
    return not os.access(target, os.W_OK)


def _stat(target: Path) -> os.stat_result | None:
    try:
        return target.stat()
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno in (errno.ENOENT, errno.ENOTDIR):
            return None
        raise


def _other_links(target: Path, info: os.stat_result) -> bool:
    """True when the file has hard links other than itself and its own backup (a save killed
    after its backup leaves NAME.bak as a second name of the file)."""
    links = info.st_nlink
    with contextlib.suppress(OSError):
        if os.path.samefile(target, target.with_name(target.name + ".bak")):
            links -= 1
    return links > 1


def _write_in_place(target: Path, data: bytes, keep_backup: bool) -> None:
    """Overwrite a hard-linked file's content in place (every name sees it) once a whole copy
    is its backup; a crash during the write leaves NAME.bak whole."""
    if keep_backup:
        _backup(target, copy=True)
    fd = os.open(target, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.ftruncate(fd, len(data))
        os.fsync(fd)
    finally:
        os.close(fd)


def temp_name(target: Path) -> str:
    """The prefix of this process's temporary files for `target` (tests look for it)."""
    return f".{target.name}{TEMP_TAG}{os.getpid()}-"


def _write_temp(target: Path, data: bytes, mode: int, owner: os.stat_result | None) -> Path:
    try:
        fd, name = tempfile.mkstemp(prefix=temp_name(target), suffix=TEMP_SUFFIX, dir=target.parent)
    except OSError as exc:  # said of the folder: the file itself may well exist (/proc/version)
        why = (exc.strerror or str(exc)).lower()
        raise OSError(exc.errno, f"cannot create a file in {target.parent} ({why})") from None
    tmp = Path(name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if owner is not None:
                _keep_owner(fh.fileno(), owner)
            if hasattr(os, "fchmod"):  # mkstemp makes 0600; keep the file's own mode
                os.fchmod(fh.fileno(), mode)
            os.fsync(fh.fileno())
        if not hasattr(os, "fchmod"):
            os.chmod(tmp, mode)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def _keep_owner(fd: int, owner: os.stat_result) -> None:
    """The new file gets the old one's owner and group: all of it as root, the group where the
    user belongs to it, else what the system gives (never an error: the content matters)."""
    if not hasattr(os, "fchown"):
        return
    info = os.fstat(fd)
    if (info.st_uid, info.st_gid) == (owner.st_uid, owner.st_gid):
        return
    try:
        os.fchown(fd, owner.st_uid, owner.st_gid)
    except OSError:
        with contextlib.suppress(OSError):
            os.fchown(fd, -1, owner.st_gid)


def _backup(target: Path, *, copy: bool = False) -> None:
    """NAME.bak becomes the current file in one rename: a hard link when the file system has
    them (no copy, the old inode lives on as the backup), else — or when `copy`, for a file
    about to be written in place — a fsynced copy."""
    bak = target.with_name(target.name + ".bak")
    with contextlib.suppress(OSError):
        if not copy and os.path.samefile(target, bak):
            # a save killed after its backup left both names on one file: that is the
            # backup already, and rename(2) between two links of one file does nothing
            # (it would leave the temporary behind)
            return
    tmp = target.with_name(f"{temp_name(bak)}{secrets.token_hex(6)}{TEMP_SUFFIX}")
    try:
        try:
            if copy:
                raise OSError(errno.EXDEV, "a copy was asked for")
            os.link(target, tmp)
        except OSError:  # no hard links here (FAT, some network shares): copy instead
            shutil.copy2(target, tmp)
            with open(tmp, "rb+") as fh:
                os.fsync(fh.fileno())
        os.replace(tmp, bak)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _mode_for(target: Path) -> int:
    """The existing file's permission bits, else what a new file gets (0666 less the umask)."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return 0o666 & ~_umask()


def _umask() -> int:
    try:  # Linux says it without changing it (os.umask would, for a moment, for every thread)
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def clean_stale_temps(path: Path) -> list[Path]:
    """Remove temporary files a killed save left beside `path` (a file: its own temporaries
    and its backup's; a folder: every hwplanner temporary in it). A temporary of a process
    still running is kept unless it is a day old. Returns what was removed."""
    folder, name = (path, None) if path.is_dir() else (path.parent, path.name)
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        m = _TEMP_RE.match(entry.name)
        if not m or (name is not None and m["name"] not in (name, name + ".bak")):
            continue
        with contextlib.suppress(OSError):
            if not entry.is_file(follow_symlinks=False):
                continue
            pid = int(m["pid"])
            old = time.time() - entry.stat(follow_symlinks=False).st_mtime > STALE_AFTER_S
            if (pid != os.getpid() and not _alive(pid)) or old:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True  # someone else's process: assume alive
    return True


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def append_regular(path: Path, text: str) -> bool:
    """Append `text` to `path` (made, with its folders, when missing) only when it is a regular
    file: a FIFO, a device or a socket there is never opened for writing (a FIFO without a
    reader would block for ever). False when nothing was written, for whatever reason."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(path, flags | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except (OSError, ValueError):
        return False
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        os.write(fd, text.encode("utf-8", "replace"))
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


STATE_MAX_BYTES = 64 << 20  # a project is at most 32 MiB


def file_state(path: Path) -> str | None:
    """What identifies the file's content now — size, modification time and a SHA-256 of its
    bytes — as one string; None when it is absent, not a regular file or unreadable. A save
    compares it with the state it opened to notice another window's or program's save."""
    import hashlib

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > STATE_MAX_BYTES:
            return None
        digest = hashlib.sha256()
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
        return f"{info.st_size}:{info.st_mtime_ns}:{digest.hexdigest()}"
    except OSError:
        return None
    finally:
        os.close(fd)
