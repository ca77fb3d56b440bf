"""Ctrl-C while Qt's extension modules load is held back and delivered after, as the
KeyboardInterrupt the command line turns into `hwplanner: interrupted` (the cli fuzz saw a
SIGABRT when it landed inside shiboken's import)."""

from __future__ import annotations

import os
import signal

import pytest

from hwplanner.interrupts import deferred_interrupt


def test_an_interrupt_inside_the_block_arrives_after_it() -> None:
    reached = False
    with pytest.raises(KeyboardInterrupt), deferred_interrupt():
        os.kill(os.getpid(), signal.SIGINT)
        reached = True  # not interrupted here
    assert reached
