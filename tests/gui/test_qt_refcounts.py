"""Guard against the PySide6 release bug that leaked references to None/True/False (6.12.0 on
Python 3.11): each emit or None-returning call dropped one, and the app aborted after a few
hundred edits. The pinned release must keep the counts balanced."""

import sys

from PySide6.QtCore import QObject, QSignalBlocker, Signal


class _Emitter(QObject):
    flag = Signal(bool)
    anything = Signal(object)


def test_signals_and_blockers_keep_singleton_refcounts(qapp: object) -> None:
    o = _Emitter()
    o.flag.connect(lambda v: None)
    o.anything.connect(lambda v: None)
    before = {
        name: sys.getrefcount(obj)
        for name, obj in (("True", True), ("False", False), ("None", None))
    }
    for _ in range(5000):
        o.flag.emit(True)
        o.flag.emit(False)
        o.anything.emit(None)
        with QSignalBlocker(o):
            pass
    after = {
        name: sys.getrefcount(obj)
        for name, obj in (("True", True), ("False", False), ("None", None))
    }
    for name in before:
        assert abs(after[name] - before[name]) < 100, (name, before[name], after[name])
