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


_SEEN: list[int] = []


def remember_interrupts() -> None:
    """As the program: Ctrl-C still raises KeyboardInterrupt, and is remembered, so that an
    error it caused elsewhere is reported as the interrupt it was. A KeyboardInterrupt raised
    inside a C extension's import or a class being built comes out as another exception
    (pydantic_core's PanicException, a RuntimeError from __set_name__: seen in the cli fuzz's
    interrupted runs). A caller that ignores SIGINT (nohup) keeps ignoring it."""
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _remembered)


def _remembered(signum: int, frame: object) -> None:
    _SEEN.append(signum)
    raise KeyboardInterrupt


def seen() -> bool:
    """Whether Ctrl-C reached this process since remember_interrupts()."""
    return bool(_SEEN)
