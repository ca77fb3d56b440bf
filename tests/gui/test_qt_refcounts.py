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


def _none_leak_per_call(fn: object, n: int = 200) -> float:
    fn()  # type: ignore[operator]
    fn()  # type: ignore[operator]
    before = sys.getrefcount(None)
    for _ in range(n):
        fn()  # type: ignore[operator]
    return (sys.getrefcount(None) - before) / n


def test_pyside_6_11_3_leaks_none_on_new_python_items(qapp: object) -> None:
    """The bug hwplanner works around (gui/cells.py): the first virtual call C++ makes on a
    Python-made QTableWidgetItem leaks a reference to None. When this test fails, PySide6 has
    fixed it: the workarounds in cells.py and sweep.py can go."""
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

    table = QTableWidget(4, 4)

    def refill() -> None:
        for r in range(4):
            for c in range(4):
                table.setItem(r, c, QTableWidgetItem("text"))
        table.resizeColumnsToContents()  # sizes every new item: data() called from C++

    assert _none_leak_per_call(refill, 50) >= 16
    item = table.item(0, 0)
    assert _none_leak_per_call(lambda: item.setText("again")) == 0  # reused: no leak


def test_views_refresh_without_leaking(qapp: object) -> None:
    from hwplanner.gui.chart import MemoryChart
    from hwplanner.gui.compare import CompareView
    from hwplanner.gui.session import Session
    from hwplanner.gui.summary import SummaryPanel
    from hwplanner.gui.sweep import SweepView
    from hwplanner.project import Project

    session = Session(Project())
    session.pin()
    session.set("plan.method", "inference")  # the pinned copy trains, the current serves
    views = [CompareView(session), SweepView(session), MemoryChart(session), SummaryPanel(session)]
    for view in views:
        view.show()
        if isinstance(view, (CompareView, SweepView)):
            leak = _none_leak_per_call(lambda v=view: v.refresh(force=True), 100)
        else:
            leak = _none_leak_per_call(lambda v=view: v.refresh(session.estimate), 100)
        assert leak < 0.05, (type(view).__name__, leak)
        view.hide()
