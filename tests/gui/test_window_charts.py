"""The main window at 1280×800 and 1920×1080: in every view (Memory, Compare, Sweep, Latency) the
legend sits outside the plot, the memory chart's labels stay clear, Compare names the scenarios."""

from __future__ import annotations

from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from hwplanner.gui.app import screenshot
from hwplanner.gui.legend import LegendRow
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from tests.gui.test_chart_layout import assert_clear, bar_rects, example, in_widget, legend_rect

WINDOW_SIZES = [(1280, 800), (1920, 1080)]
TRAINING_STATE = {"Gradients", "Optimizer states"}


def window_at(qtbot: QtBot, tmp_path: Path, name: str, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(Session(example(name)))
    qtbot.addWidget(window)
    screenshot(window, str(tmp_path / "shot.png"), size)  # the --screenshot path: docks fitted
    return window


def show_view(window: MainWindow, index: int) -> QWidget:
    window.views.setCurrentIndex(index)
    for _ in range(3):
        QApplication.processEvents()
    view = window.views.currentWidget()
    view.grab()  # a paint: text items and axes take their on-screen geometry
    return view


def plot_area(view: QWidget, plot: pg.PlotWidget) -> QRectF:
    return in_widget(view, plot, plot.getViewBox().sceneBoundingRect())


def assert_legend_outside(view: QWidget, legend: LegendRow, plots: list[pg.PlotWidget]) -> None:
    """The legend is visible, drawn whole, under every plot and off its data area."""
    assert legend.isVisible() and legend.height() > 0
    rect = legend_rect(view, legend)
    assert view.rect().toRectF().contains(rect)  # not cut by the view's edge
    for plot in plots:
        assert not rect.intersects(plot_area(view, plot))
        assert rect.top() >= QRectF(plot.geometry()).bottom()
    for key in legend.keys:
        assert legend.rect().contains(legend.entries[key].geometry())


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_training_views_at_window_sizes(
    qapp: object, qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    window = window_at(qtbot, tmp_path, "70b-full-lora-qlora", size)
    chart = show_view(window, 0)
    assert chart is window.chart and chart.width() >= 0.3 * size[0]
    assert_clear(window.chart)
    assert_legend_outside(chart, window.chart.legend, [window.chart.plot])

    compare = show_view(window, 1)
    assert_legend_outside(compare, compare.legend, [compare.plot])
    for bar in bar_rects(compare, compare.plot, compare.bars):
        assert not legend_rect(compare, compare.legend).intersects(bar)
    (ticks,) = compare.plot.getAxis("bottom")._tickLevels
    names = [sc.name for sc in window.session.project.scenarios]
    shown = [text.removeprefix("▶ ").replace("\n", " ") for _, text in ticks]
    for text, name in zip(shown, names, strict=True):  # whole, or cut short with "…"
        assert text == name or (text.endswith("…") and name.startswith(text[:-1].rstrip()))
    if size[0] >= 1920:
        assert shown == names  # room for every name in full
    assert not any("h100-sxm-80gb" in text for _, text in ticks)

    sweep = show_view(window, 2)
    assert_legend_outside(sweep, sweep.legend, [sweep.plot])


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_serving_views_list_only_what_serving_holds(
    qapp: object, qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    window = window_at(qtbot, tmp_path, "70b-inference-16-8-4-bit", size)
    show_view(window, 0)
    assert_clear(window.chart)
    assert not TRAINING_STATE & set(window.chart.legend.texts())

    compare = show_view(window, 1)
    assert_legend_outside(compare, compare.legend, [compare.plot])
    texts = compare.legend.texts()
    assert "KV cache" in texts and not TRAINING_STATE & set(texts)

    sweep = show_view(window, 2)
    assert_legend_outside(sweep, sweep.legend, [sweep.plot])
    assert not TRAINING_STATE & set(sweep.legend.texts())

    latency = show_view(window, 3)
    assert_legend_outside(latency, latency.legend, [latency.ttft, latency.tpot])
    assert "the plan's users" in latency.legend.texts()
