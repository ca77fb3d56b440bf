"""Ctrl-C while Qt's extension modules load is held back and delivered after, as the
KeyboardInterrupt the command line turns into `hwplanner: interrupted` (the cli fuzz saw a
SIGABRT when it landed inside shiboken's import). Run in a child process: a signal sent to a
test worker would reach whatever the worker's main thread is doing."""

from __future__ import annotations

import subprocess
import sys

CHILD = """
import os, signal
from hwplanner.interrupts import deferred_interrupt
reached = False
try:
    with deferred_interrupt():
        os.kill(os.getpid(), signal.SIGINT)
        reached = True
except KeyboardInterrupt:
    print("interrupted after" if reached else "interrupted inside")
"""


def test_an_interrupt_inside_the_block_arrives_after_it() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "interrupted after"
