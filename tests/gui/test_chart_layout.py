"""The charts' texts on screen: legends outside the plots, labels that never overlap, and
Compare's axis naming the scenarios (geometry read back from the drawn items)."""

from __future__ import annotations

import itertools

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from hwplanner.gui.chart import MemoryChart
from hwplanner.gui.compare import CompareView
from hwplanner.gui.legend import LegendRow
from hwplanner.gui.session import Session
from hwplanner.gui.sweep import SweepView
from hwplanner.paths import examples_dir
from hwplanner.project import Project, load_project

SIZES = [(370, 640), (520, 700), (985, 1000)]  # 1280×800's chart pane, narrower, 1920×1080's


def example(name: str, current: int = 0) -> Project:
    project = load_project(examples_dir() / f"{name}.json")
    return project.model_copy(update={"current": current})


def drawn(widget: QWidget, qtbot: QtBot, size: tuple[int, int]) -> None:
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    QApplication.processEvents()
    widget.grab()  # a paint: the text items take their on-screen transform


def in_widget(widget: QWidget, plot: pg.PlotWidget, scene_rect: QRectF) -> QRectF:
    """A scene rectangle of `plot` in `widget`'s coordinates."""
    rect = plot.mapFromScene(scene_rect).boundingRect()
    return QRectF(plot.viewport().mapTo(widget, rect.topLeft()), rect.size().toSizeF())


def legend_rect(widget: QWidget, legend: LegendRow) -> QRectF:
    return QRectF(legend.mapTo(widget, legend.rect().topLeft()), legend.size().toSizeF())


def bar_rects(widget: QWidget, plot: pg.PlotWidget, bars: dict[str, pg.BarGraphItem]) -> list:
    return [
        in_widget(widget, plot, bar.sceneBoundingRect())
        for bar in bars.values()
        if max(bar.opts["height"], default=0) > 0
    ]


def shown_texts(chart: MemoryChart) -> dict[str, QRectF]:
    items = {**chart.labels, "total": chart.total_label}
    return {k: item.sceneBoundingRect() for k, item in items.items() if item.isVisible()}


def assert_clear(chart: MemoryChart) -> None:
    """No two texts meet, none crosses the capacity or usable line, none sits on the bar."""
    texts = shown_texts(chart)
    assert {"total", "capacity", "weights"} <= set(texts)
    for (a, ra), (b, rb) in itertools.combinations(texts.items(), 2):
        assert not ra.intersects(rb), (a, b, ra, rb)
    vb = chart.plot.getViewBox()
    lines = [chart.capacity] + ([chart.usable] if chart.usable.isVisible() else [])
    for line in lines:
        y = vb.mapViewToScene(QPointF(0, line.value())).y()
        for key, rect in texts.items():
            assert not (rect.top() < y < rect.bottom()), (key, "crosses a line")
    bars = [b.sceneBoundingRect() for b in chart.bars.values() if b.opts["height"][0] > 0]
    for key, rect in texts.items():
        assert not any(rect.intersects(b) for b in bars), (key, "on the bar")
        assert vb.sceneBoundingRect().contains(rect), (key, "outside the plot")


@pytest.mark.parametrize("size", SIZES)
def test_the_tight_qwen3_235b_case_keeps_total_and_capacity_apart(
    qapp: object, qtbot: QtBot, size: tuple[int, int]
) -> None:
    chart = MemoryChart(Session(example("qwen3-235b-lora")))
    qtbot.addWidget(chart)
    drawn(chart, qtbot, size)
    mem = chart.session.estimate.memory  # type: ignore[union-attr]
    assert mem.capacity_bytes - 1e9 < mem.total.value < mem.capacity_bytes  # 84.9 of 85.5 GB
    texts = shown_texts(chart)
    assert not texts["total"].intersects(texts["capacity"])
    assert_clear(chart)


def near_capacity(session: Session, over: bool) -> int:
    """A sequence length putting the qwen3-235b LoRA plan within 0.5 GB under (or over) its
    GPU's capacity (the total grows with the sequence length)."""
    sc = session.scenario
    for seq_len in range(3584, 6144, 16):
        est = session.estimate_of(
            sc.model_copy(update={"plan": sc.plan.with_changes(seq_len=seq_len)})
        )
        assert est is not None
        gap = est.memory.total.value - est.memory.capacity_bytes
        if (0 < gap < 0.5e9) if over else (-0.5e9 < gap < 0):
            return seq_len
    raise AssertionError("no sequence length lands next to the capacity")


@pytest.mark.parametrize("over", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_a_total_next_to_capacity_never_meets_its_caption(
    qapp: object, qtbot: QtBot, over: bool, size: tuple[int, int]
) -> None:
    session = Session(example("qwen3-235b-lora"))
    session.set("plan.seq_len", near_capacity(session, over))
    assert session.estimate is not None and session.estimate.memory.fits is not over
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    drawn(chart, qtbot, size)
    texts = shown_texts(chart)
    assert not texts["total"].intersects(texts["capacity"])
    assert_clear(chart)


@pytest.mark.parametrize(
    ("name", "current"),
    [
        ("qwen3-32b-chat-service", 0),
        ("70b-inference-16-8-4-bit", 1),
        ("grpo-qwen3-8b-h100-a100", 0),
    ],
)
@pytest.mark.parametrize("size", SIZES)
def test_every_example_is_labelled_without_overlaps(
    qapp: object, qtbot: QtBot, name: str, current: int, size: tuple[int, int]
) -> None:
    chart = MemoryChart(Session(example(name, current)))
    qtbot.addWidget(chart)
    drawn(chart, qtbot, size)
    assert_clear(chart)


@pytest.mark.parametrize("size", SIZES)
def test_the_legend_is_outside_the_bar(qapp: object, qtbot: QtBot, size: tuple[int, int]) -> None:
    chart = MemoryChart(Session(example("qwen3-235b-lora")))
    qtbot.addWidget(chart)
    drawn(chart, qtbot, size)
    legend = legend_rect(chart, chart.legend)
    plot_area = in_widget(chart, chart.plot, chart.plot.getViewBox().sceneBoundingRect())
    assert not legend.intersects(plot_area)
    for bar in bar_rects(chart, chart.plot, chart.bars):
        assert not legend.intersects(bar)
    for key in chart.legend.keys:  # every entry drawn in full inside the legend
        assert chart.legend.rect().contains(chart.legend.entries[key].geometry())


def test_a_serving_legend_lists_no_training_state(qapp: object, qtbot: QtBot) -> None:
    chart = MemoryChart(Session(example("qwen3-32b-chat-service")))
    qtbot.addWidget(chart)
    texts = chart.legend.texts()
    assert "Weights" in texts and "KV cache" in texts
    assert "Gradients" not in texts and "Optimizer states" not in texts


@pytest.mark.parametrize("size", [(520, 700), (985, 900)])
def test_compare_names_the_scenarios_under_their_bars(
    qapp: object, qtbot: QtBot, size: tuple[int, int]
) -> None:
    session = Session(example("qwen3-235b-lora"))
    view = CompareView(session)
    qtbot.addWidget(view)
    drawn(view, qtbot, size)
    (ticks,) = view.plot.getAxis("bottom")._tickLevels  # what the axis draws
    names = [sc.name for sc in session.project.scenarios]
    assert [x for x, _ in ticks] == [0.0, 1.0, 2.0]
    for (_, text), name in zip(ticks, names, strict=True):
        shown = text.removeprefix("▶ ").replace("\n", " ")
        assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1].rstrip()))
        assert "h100-sxm-80gb" not in text  # no raw catalog ids
    assert ticks[0][1].startswith("▶ ")  # the scenario being edited
    legend = legend_rect(view, view.legend)
    for bar in bar_rects(view, view.plot, view.bars):
        assert not legend.intersects(bar)
    # each bar's own mark: red only over the plans that do not fit
    fits = [
        e is not None and e.fits
        for e in (session.estimate_of(sc) for sc in session.project.scenarios)
    ]
    over_x = sorted({round(x) for x in view.over.xData}) if view.over.xData is not None else []
    ok_x = (
        sorted({round(x) for x in view.capacity.xData}) if view.capacity.xData is not None else []
    )
    assert ok_x == [i for i, f in enumerate(fits) if f]
    assert over_x == [i for i, f in enumerate(fits) if not f]
    assert view.legend.texts()[-1] == (
        "usable per GPU, exceeded" if not all(fits) else "usable per GPU"
    )


def test_compare_tooltip_gives_the_full_name(qapp: object, qtbot: QtBot) -> None:
    long_name = "A scenario whose name is far too long to fit under its bar " * 3
    project = example("qwen3-235b-lora")
    scenarios = list(project.scenarios)
    scenarios[1] = scenarios[1].model_copy(update={"name": long_name.strip()})
    session = Session(project.model_copy(update={"scenarios": tuple(scenarios)}))
    view = CompareView(session)
    qtbot.addWidget(view)
    drawn(view, qtbot, (520, 700))
    (ticks,) = view.plot.getAxis("bottom")._tickLevels
    assert ticks[1][1].endswith("…") and ticks[1][1].count("\n") == 1
    vb = view.plot.getViewBox()
    over_bar = vb.mapViewToScene(QPointF(1.0, 10.0))
    assert view.scenario_at(over_bar) == 1
    assert view.scenario_at(vb.mapViewToScene(QPointF(0.5, 10.0))) is None  # between bars


def test_sweep_legend_is_under_the_plot(session: Session, qtbot: QtBot) -> None:
    view = SweepView(session)
    qtbot.addWidget(view)
    drawn(view, qtbot, (520, 700))
    legend = legend_rect(view, view.legend)
    plot = QRectF(view.plot.geometry())
    assert legend.top() >= plot.bottom()
    assert "capacity" in view.legend.entries["capacity"].text.text()


def test_compare_marks_red_only_the_plan_that_does_not_fit(qapp: object, qtbot: QtBot) -> None:
    """70B full / LoRA / QLoRA: LoRA on one H100 does not fit; its mark alone is red (every
    mark turned red once any plan did not fit)."""
    session = Session(example("70b-full-lora-qlora"))
    view = CompareView(session)
    qtbot.addWidget(view)
    drawn(view, qtbot, (985, 900))
    assert sorted({round(x) for x in view.capacity.xData}) == [0, 2]
    assert sorted({round(x) for x in view.over.xData}) == [1]
    assert abs(view.capacity.yData[0] - 85.5) < 0.1  # the card (no framework share here)
    assert view.legend.texts()[-2:] == ["usable per GPU", "usable per GPU, exceeded"]


def test_compare_marks_what_the_serving_framework_may_use(qapp: object, qtbot: QtBot) -> None:
    session = Session(example("qwen3-32b-chat-service"))
    view = CompareView(session)
    qtbot.addWidget(view)
    drawn(view, qtbot, (985, 900))
    # what vLLM may use (its 0.9 of the card as CUDA reports it, 79.19 GiB, and what it keeps
    # beside it), not the 85.5 GB card
    assert abs(view.capacity.yData[0] - 78.26) < 0.1
