"""What keeps an edit cheap to show (bench/ui_latency.py measures the time): the grid drawn
under the data instead of by the axes, bars that move only when their figures change, a
verdict line that does not lay the window out again, controls set only when their value
moved, and panels and views that refresh while they can be seen (or when next shown)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from hwplanner.gui.chart import MemoryChart, StatusLine, steady_top
from hwplanner.gui.compare import CompareView
from hwplanner.gui.files import DISCARD
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.plot_items import AxisGrid
from hwplanner.gui.session import Session
from tests.gui.conftest import shown_window


def test_the_grid_lies_under_the_data_at_the_axis_ticks(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    chart.resize(600, 700)
    chart.show()
    qtbot.waitExposed(chart)
    plot = chart.plot.getPlotItem()
    grids = [item for item in plot.items if isinstance(item, AxisGrid)]
    assert len(grids) == 1
    grid = grids[0]
    assert grid.zValue() < min(bar.zValue() for bar in chart.bars.values())
    # the axes draw no grid of their own: a bar changing beside them leaves their text alone
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        assert axis.grid is False
        assert axis.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    vb = plot.getViewBox()
    lo, hi = vb.viewRange()[1]
    ticks = plot.getAxis("left").tickValues(lo, hi, vb.height())
    drawn = grid._drawn()
    assert len(drawn) == len(ticks)  # one pen per tick level
    major = sorted(line.y1() for line in drawn[0][1])
    assert major == sorted(v for v in ticks[0][1] if lo <= v <= hi)
    assert all(line.y1() == line.y2() for _, lines in drawn for line in lines)  # horizontal
    # a finer level is fainter: its colour lies nearer the background
    background = grid.background
    fade = [abs(pen.color().lightness() - background.lightness()) for pen, _ in drawn]
    assert fade == sorted(fade, reverse=True)


def test_a_bar_moves_only_when_its_figures_change(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    bar = chart.bars["weights"]
    span = (bar.opts["y0"][0], bar.opts["height"][0])
    assert span[1] > 0
    rect = bar.rect()
    assert (rect.bottom(), rect.height()) == pytest.approx((sum(span), span[1]))
    assert bar.boundingRect().contains(rect)
    moved: list[int] = []
    bar.prepareGeometryChange = lambda: moved.append(1)  # type: ignore[method-assign]
    bar.set_span(*span)
    assert moved == []
    bar.set_span(span[0], span[1] * 2)
    assert moved == [1] and bar.opts["height"] == [span[1] * 2]
    bar.set_span(0.0, 0.0)
    assert bar.boundingRect().isEmpty()  # nothing drawn, nothing to repaint


class _Layouts(QObject):
    """Counts the layout requests a widget receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_a_refresh_leaves_unchanged_texts_and_pens_alone(session: Session, qtbot: QtBot) -> None:
    """Setting a text item's text lays it out again and a new pen repaints the capacity line:
    a refresh sets only what changed (the capacity's pen when the verdict turns)."""
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    chart.resize(600, 700)
    chart.show()
    qtbot.waitExposed(chart)
    calls: list[str] = []
    for key, item in (*chart.labels.items(), ("total", chart.total_label)):
        real_text = item.setText
        item.setText = lambda t, k=key, f=real_text: calls.append(k) or f(t)  # type: ignore[method-assign]
    real_pen = chart.capacity.setPen
    chart.capacity.setPen = lambda *a, **k: calls.append("pen") or real_pen(*a, **k)  # type: ignore[method-assign]
    chart.refresh(session.estimate)
    assert calls == []
    session.set("plan.seq_len", 8192)  # over the capacity: the line turns red, figures move
    assert "pen" in calls and "total" in calls
    pen = chart.capacity.pen.color()
    calls.clear()
    chart.refresh(session.estimate)
    assert calls == [] and chart.capacity.pen.color() == pen


def test_a_new_verdict_of_the_same_height_lays_nothing_out(qapp: object, qtbot: QtBot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    line = StatusLine(holder, objectName="chart_status")
    line.resize(400, line.heightForWidth(400))
    holder.show()
    qtbot.waitExposed(holder)
    layouts = _Layouts(holder)
    line.set_text("✔ Fits on 1× H100 — 58.3 GB free per GPU", QColor("green"))
    qapp.processEvents()  # type: ignore[attr-defined]
    assert line.text().startswith("✔ Fits") and line.color() == QColor("green")
    assert line.accessibleName() == line.text()
    first = layouts.count
    line.set_text("✔ Fits on 1× H100 — 49.2 GB free per GPU", QColor("green"))
    qapp.processEvents()  # type: ignore[attr-defined]
    assert layouts.count == first  # one line either way: repainted, not laid out
    long = "✘ Over capacity on 1× NVIDIA H100 SXM5 80GB by 6.0 GB per GPU; " * 4
    line.set_text(long, QColor("red"))
    qapp.processEvents()  # type: ignore[attr-defined]
    assert layouts.count > first  # more lines: a new height
    assert line.heightForWidth(400) > line.heightForWidth(4000)


def test_hidden_input_panels_catch_up_when_shown(session: Session, qtbot: QtBot) -> None:
    window = MainWindow(session)
    window.files.ask = lambda *_: DISCARD  # closing at the end asks nothing
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.inputs.setCurrentIndex(2)  # Method; Workload & cost is hidden
    spin = window.method_panel.findChild(QSpinBox, "plan.seq_len")
    spin.setValue(4096)
    assert session.scenario.plan.seq_len == 4096
    # the workload panel shows the (edited) scenario once it is on screen
    calls: list[object] = []
    real = window.workload_panel.groups.refresh
    window.workload_panel.groups.refresh = lambda *a: calls.append(a) or real(*a)  # type: ignore[method-assign]
    session.set("workload.mfu", 0.31)
    assert calls == []  # hidden: nothing refreshed yet
    window.inputs.setCurrentIndex(3)
    qtbot.waitUntil(lambda: len(calls) == 1)
    mfu = window.workload_panel.findChild(QWidget, "workload.mfu")
    assert mfu is not None and mfu.value() == pytest.approx(0.31)  # type: ignore[attr-defined]
    session.set("workload.mfu", 0.32)  # on screen: at once
    assert len(calls) == 2


def test_an_edit_repaints_no_control_whose_value_it_left(session: Session, qtbot: QtBot) -> None:
    """A spin box repaints on setValue even at its own value: a panel refresh after an edit
    sets only the controls whose value moved (every box of the panel was repainted)."""
    window = MainWindow(session)
    window.files.ask = lambda *_: DISCARD
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.inputs.setCurrentIndex(2)  # Method
    boxes = window.method_panel.findChildren(QSpinBox)
    assert len(boxes) > 3
    set_on: list[str] = []
    for box in boxes:
        real = box.setValue
        box.setValue = lambda v, box=box, real=real: set_on.append(box.objectName()) or real(v)  # type: ignore[method-assign]
    session.set("plan.seq_len", 4096)
    assert set_on == ["plan.seq_len"]
    set_on.clear()
    session.set("plan.micro_batch", 2)
    assert set_on == ["plan.micro_batch"]
    window.findChild(QSpinBox, "plan.micro_batch").setValue(3)  # type: ignore[union-attr]
    assert session.scenario.plan.micro_batch == 3


def test_the_summary_is_laid_out_before_it_is_painted(session: Session, qtbot: QtBot) -> None:
    """An edit that takes the plan over the capacity adds warnings under the summary's tree,
    which shrinks: the panel's layout is applied at once, so the repaint the new texts asked
    for finds the final geometry (the tree was painted twice)."""
    from hwplanner.gui.summary import SummaryPanel

    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    panel.resize(430, 560)
    panel.show()
    qtbot.waitExposed(panel)
    before = panel.tree.height()
    session.set("plan.seq_len", 8192)  # 8B LoRA on one H100: over the capacity now
    assert session.estimate is not None and not session.estimate.memory.fits
    assert panel.warnings.isVisibleTo(panel)
    laid_out = panel.tree.height()
    assert laid_out < before  # the warnings took their room before any event ran
    qtbot.wait(20)
    assert panel.tree.height() == laid_out


def test_compare_is_drawn_once_when_it_opens(session: Session, qtbot: QtBot) -> None:
    session.pin()
    view = CompareView(session)
    qtbot.addWidget(view)
    drawn: list[object] = []
    real = view._table
    view._table = lambda ests: drawn.append(ests) or real(ests)  # type: ignore[method-assign]
    view.show()
    qtbot.waitExposed(view)
    assert drawn == []  # built with the project it shows
    session.set("plan.seq_len", 4096)
    assert len(drawn) == 1
    view.hide()
    session.set("plan.seq_len", 2048)
    assert len(drawn) == 1  # hidden: not drawn
    view.show()
    qtbot.waitUntil(lambda: len(drawn) == 2)  # what changed while hidden


def test_the_scale_holds_while_the_plan_moves_over_the_capacity_and_back(
    session: Session, qtbot: QtBot
) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    vb = chart.plot.getViewBox()
    assert session.set("plan.seq_len", 4096)
    fits = vb.viewRange()[1][1]
    assert session.estimate is not None and session.estimate.fits
    assert session.set("plan.seq_len", 8192)
    assert session.estimate is not None and not session.estimate.fits
    over = vb.viewRange()[1][1]
    assert over > fits  # the bar over the capacity is shown whole
    assert session.set("plan.seq_len", 3000)
    assert vb.viewRange()[1][1] == over  # and back under it: the same scale
    assert session.set("gpu_id", "rtx-4090")  # a plan a third the size: its own scale
    assert vb.viewRange()[1][1] < over / 2


@pytest.mark.parametrize(
    ("current", "need", "top"),
    [
        (None, 91.0, 100.0),
        (100.0, 91.0, 100.0),
        (100.0, 60.0, 100.0),
        (100.0, 49.0, 50.0),
        (100.0, 101.0, 120.0),
    ],
)
def test_steady_top(current: float | None, need: float, top: float) -> None:
    assert steady_top(current, need) == top


def test_an_edit_paints_its_bars_before_the_views_that_read_the_rest(
    session: Session, qtbot: QtBot
) -> None:
    """The chart's bars are drawn and painted on `estimate_changed`; the summary, the proposal
    bar and the verdict line refresh on `estimate_settled`, after the paint."""
    window = shown_window(session, qtbot)
    order: list[str] = []
    paint = window.chart.paint_now
    window.chart.paint_now = lambda: order.append("paint") or paint()  # type: ignore[method-assign]
    real = window.summary.refresh
    window.summary.refresh = lambda est: order.append("summary") or real(est)  # type: ignore[method-assign]
    session.estimate_settled.disconnect()
    session.estimate_settled.connect(window.summary.refresh)
    session.estimate_settled.connect(window.chart.settle)
    session.set("plan.seq_len", 8192)
    assert order[:2] == ["paint", "summary"]  # the bars first, then what waits for the rest
