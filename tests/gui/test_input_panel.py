"""The inputs panel at the smallest window we support (1280×800): no tab of it needs a horizontal
scroll bar, in English or Chinese, whatever fields the plan shows (long choices and check box
texts, LoRA target grids, the catalog's columns): a control never hides half under the panel's
edge."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot

from hwplanner.gui.app import screenshot
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from tests.gui.test_chart_layout import example
from tests.languages import installed

EXAMPLES = ["grpo-qwen3-8b-h100-a100", "7b-lora-rtx4090", "qwen3-32b-chat-service"]


@pytest.fixture(params=["en", "zh_TW", "zh_CN"])
def lang(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    yield from installed(str(request.param))


@pytest.mark.parametrize("name", EXAMPLES)
def test_no_input_tab_scrolls_sideways_at_1280(
    qtbot: QtBot, tmp_path: Path, lang: str, name: str
) -> None:
    window = MainWindow(Session(example(name)))
    qtbot.addWidget(window)
    screenshot(window, str(tmp_path / "shot.png"), (1280, 800))  # docks fitted as on screen
    for index in range(window.inputs.count()):
        window.inputs.setCurrentIndex(index)
        QApplication.processEvents()
        page = window.inputs.currentWidget()
        areas = [page] if isinstance(page, QScrollArea) else page.findChildren(QScrollArea)
        for area in areas:
            needed = area.widget().minimumSizeHint().width()
            assert needed <= area.viewport().width(), (window.inputs.tabText(index), needed)
    models = window.model_panel.list
    assert models.horizontalScrollBar().maximum() == 0  # the catalog's columns fit too
