"""`hwplanner warm start|stop|status`: keep a process that has imported the engine, so that
each command answers in a fork of it instead of a new interpreter (hwplanner.warm says how).

    hwplanner warm start [--idle MINUTES]   # then every command uses it; ends when idle
    hwplanner warm status
    hwplanner warm stop                     # every warm process of this user

HWPLANNER_WARM=0 makes a command run on its own even when one is listening.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time

from hwplanner import warm
from hwplanner.cli.errors import UsageError

ACTIONS = ("start", "stop", "status")
IDLE_RANGE = (1.0, 24 * 60.0)  # minutes
READY_TIMEOUT_S = 60.0  # importing and priming take about a second on a quiet machine
MAX_SOCKET_PATH = 103  # sockaddr_un's sun_path: 108 bytes on Linux, 104 on macOS, with its NUL


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "warm",
        help="keep a warm process so that commands answer without importing again",
        description=(
            "Start, stop or list the warm process: commands run in a fork of a process that "
            "has already imported the engine (the same output, in a fraction of the time). "
            "It answers only this install, as its files are now, and this user; it ends after "
            "its idle time. HWPLANNER_WARM=0 runs a command on its own."
        ),
    )
    p.add_argument("action", choices=ACTIONS)
    p.add_argument(
        "--idle",
        type=float,
        default=warm.DEFAULT_IDLE_MIN,
        metavar="MINUTES",
        help=f"start: end after this many minutes without a command "
        f"({IDLE_RANGE[0]:g}–{IDLE_RANGE[1]:g}; default {warm.DEFAULT_IDLE_MIN:g})",
    )


def run(args: argparse.Namespace) -> int:
    if not warm.supported():
        raise UsageError("warm: needs Unix sockets that carry file descriptors (Linux, macOS)")
    if getattr(sys, "frozen", False):
        raise UsageError("warm: not in the packaged bundle; install with pip to use it")
    if args.action == "start":
        return _start(args.idle)
    if args.action == "stop":
        return _stop()
    return _status()


def _start(idle_min: float) -> int:
    low, high = IDLE_RANGE
    if not low <= idle_min <= high:  # also NaN
        raise UsageError(f"--idle: {idle_min:g} minutes; allowed {low:g}–{high:g}")
    try:
        path = warm.socket_path(create=True)
    except OSError as exc:
        raise UsageError(f"warm: no private folder for its socket: {exc}") from None
    assert path is not None
    if len(os.fsencode(path)) > MAX_SOCKET_PATH:
        raise UsageError(
            f"warm: the socket's path {path} is {len(os.fsencode(path))} bytes, more than a "
            f"Unix socket takes ({MAX_SOCKET_PATH}); set XDG_RUNTIME_DIR to a shorter folder"
        )
    if warm.answering(path):
        print(f"warm process {warm.read_pid(path)} already listening at {path}")
        return 0
    with tempfile.TemporaryFile() as errors:
        # the interpreter's options too (-X utf8, -W …): they are in the socket's stamp
        flags = subprocess._args_from_interpreter_flags()  # type: ignore[attr-defined]
        command = [sys.executable, *flags, "-m", "hwplanner.launch", "--warm-serve", path]
        child = subprocess.Popen(
            [*command, "--idle", repr(idle_min * 60)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=errors,
            cwd="/",
            start_new_session=True,
        )
        deadline = time.monotonic() + READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if child.poll() is not None:
                errors.seek(0)
                lines = errors.read().decode("utf-8", "replace").strip().splitlines()
                why = lines[-1] if lines else f"exit status {child.returncode}"
                print(f"hwplanner: error: the warm process did not start: {why}", file=sys.stderr)
                return 1
            if warm.answering(path):
                print(
                    f"warm process {child.pid} listening at {path}; "
                    f"it ends after {idle_min:g} min without a command"
                )
                child.returncode = 0  # it lives on alone; nothing to reap here
                return 0
            time.sleep(0.05)
    child.terminate()
    child.wait()
    print("hwplanner: error: the warm process did not answer within a minute", file=sys.stderr)
    return 1


def _stop() -> int:
    found = warm.listening()
    if not found:
        print("no warm process")
        return 0
    for path in found:
        pid = warm.read_pid(path)
        if pid is None:
            print(f"hwplanner: error: {path}: no process id beside it", file=sys.stderr)
            return 1
        try:
            os.kill(pid, signal.SIGTERM)  # it takes no more commands at once
        except ProcessLookupError:
            continue
        deadline = time.monotonic() + 10
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _alive(pid):
            print(f"warm process {pid} takes no more commands; it ends when the ones it runs end")
        else:
            print(f"stopped warm process {pid} ({os.path.basename(path)})")
    return 0


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _status() -> int:
    found = warm.listening()
    if not found:
        print("no warm process")
        return 0
    current = warm.socket_path()
    for path in found:
        whose = (
            "answers this install"
            if path == current
            else "another install, or these files before a change (unused; ends when idle)"
        )
        print(f"warm process {warm.read_pid(path)} at {path}: {whose}")
    return 0
