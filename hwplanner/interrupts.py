"""Ctrl-C held back while a C extension loads: a KeyboardInterrupt raised inside an extension
module's initialisation (PySide6's shiboken, imported for printing) aborts the interpreter —
"Fatal Python error", killed by SIGABRT — instead of reaching the command line's handler
(`hwplanner: interrupted`, exit 130). The interrupt is delivered when the block ends."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def deferred_interrupt() -> Iterator[None]:
    """Block SIGINT for the block (main thread, where signals arrive; elsewhere a no-op)."""
    if not hasattr(signal, "pthread_sigmask") or (
        threading.current_thread() is not threading.main_thread()
    ):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
