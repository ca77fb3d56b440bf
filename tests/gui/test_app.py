"""Start-up: the main window, the screenshot command, the error hook, layout memory."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QFontDatabase, QImage
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from hwplanner.gui import app as app_module
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.project import save_project
from tests.gui.conftest import project_with


def test_fonts_are_installed(qapp: object) -> None:
    assert "DejaVu Sans" in QFontDatabase.families()


def test_main_window_assembles_and_undo_actions_work(session: Session, qtbot: QtBot) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    session.set("plan.seq_len", 4096)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert session.project.scenario.plan.seq_len == 2048
    window.gib_action.trigger()
    assert session.binary
    assert "GiB" in window.chart.status.text()
    assert window.file_menu.actions()[-1].text() == "&Quit"


def test_input_tabs_other_than_the_model_are_built_when_first_shown(
    session: Session, qtbot: QtBot
) -> None:
    """A faster start-up: the Hardware, Method and Workload panels are built on their tab's
    first showing, in place of a placeholder, with the tab's title and tooltip kept; an edit
    made before (here: the GPU count) is what the panel shows."""
    window = MainWindow(session)
    qtbot.addWidget(window)
    assert (window._hardware, window._method, window._workload) == (None, None, None)
    tips = [window.inputs.tabToolTip(i) for i in range(4)]
    titles = [window.inputs.tabText(i) for i in range(4)]
    session.set("plan.gpus_per_node", 4)
    window.inputs.setCurrentIndex(1)
    assert window._hardware is not None and window._method is None
    assert window.inputs.currentIndex() == 1
    assert window.inputs.currentWidget().widget() is window._hardware
    gpus = window._hardware.findChild(QWidget, "plan.gpus_per_node")
    assert gpus is not None and gpus.value() == 4
    assert window.method_panel is window.method_panel  # built once, on first asking
    assert window.inputs.currentIndex() == 1
    assert [window.inputs.tabToolTip(i) for i in range(4)] == tips
    assert [window.inputs.tabText(i) for i in range(4)] == titles
    window.undo_action.trigger()  # the project unchanged again: closing asks nothing
    assert gpus.value() == session.scenario.plan.gpus_per_node != 4


def test_every_control_has_a_tooltip(session: Session, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit

    window = MainWindow(session)
    qtbot.addWidget(window)
    kinds = (QAbstractSpinBox, QComboBox, QLineEdit, QAbstractButton)
    panels = (window.model_panel, window.hardware_panel, window.method_panel)
    bare = [
        w.objectName() or w.__class__.__name__
        for panel in (*panels, window.workload_panel, window.compare, window.sweep)
        for kind in kinds
        for w in panel.findChildren(kind)
        if not w.toolTip()
        and not w.objectName().startswith("qt_")
        and not w.parent().inherits("QAbstractSpinBox")
        and not w.parent().inherits("QLineEdit")  # its clear button
    ]
    assert bare == []


def test_screenshot_command_writes_a_png(tmp_path: Path, qapp: object) -> None:
    project = tmp_path / "p.json"
    save_project(project_with(model_id="llama-3.1-70b", plan={"method": "qlora"}), project)
    png = tmp_path / "shot.png"
    args = argparse.Namespace(project=str(project), screenshot=str(png))
    assert app_module.run_gui(args) == 0
    image = QImage(str(png))
    assert image.width() >= 1200 and image.height() >= 800


def test_screenshot_of_a_bad_project_exits_2(tmp_path: Path, qapp: object) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    args = argparse.Namespace(project=str(bad), screenshot=str(tmp_path / "x.png"))
    assert app_module.run_gui(args) == 2


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_shows_a_dialog_and_the_app_keeps_running(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(app_module, "show_error_dialog", lambda *a: shown.append(a))
    monkeypatch.setattr(sys, "excepthook", app_module.handle_exception)
    app_module.setup_logging()

    def broken() -> None:
        raise RuntimeError("boom in a slot")

    QTimer.singleShot(0, broken)
    qtbot.waitUntil(lambda: bool(shown))
    assert "RuntimeError: boom in a slot" in shown[0][1]
    assert "Traceback" in shown[0][2]
    assert "boom in a slot" in app_module.log_path().read_text()
    ran: list[bool] = []
    QTimer.singleShot(0, lambda: ran.append(True))
    qtbot.waitUntil(lambda: bool(ran))  # the event loop still runs


def test_window_remembers_layout_and_units(session: Session, qtbot: QtBot) -> None:
    settings = QSettings(str(app_module.settings_path()), QSettings.Format.IniFormat)
    window = MainWindow(session, settings)
    qtbot.addWidget(window)
    window.show()
    window.summary_dock.hide()
    session.set_binary(True)
    window.close()
    again = MainWindow(
        Session(), QSettings(str(app_module.settings_path()), QSettings.Format.IniFormat)
    )
    qtbot.addWidget(again)
    again.restore_layout()
    assert again.session.binary
    again.show()
    assert again.inputs_dock.isVisible() and not again.summary_dock.isVisible()
    assert settings.value("window/geometry") is not None


def test_the_window_fits_the_screen(qtbot: QtBot) -> None:
    from PySide6.QtGui import QGuiApplication

    from hwplanner.gui.main_window import MINIMUM_SIZE, clamp_to_screen

    window = MainWindow(Session())
    qtbot.addWidget(window)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert window.width() <= max(area.width(), MINIMUM_SIZE[0])
    window.setGeometry(area.x() - 500, area.y() - 300, area.width() + 900, area.height() + 700)
    clamp_to_screen(window)  # a layout saved on a bigger screen
    assert window.width() <= max(area.width(), MINIMUM_SIZE[0])
    assert window.x() >= area.x() and window.y() >= area.y()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_screenshots_at_laptop_and_desktop_sizes(qtbot: QtBot, tmp_path: Path, size: tuple) -> None:
    from PySide6.QtGui import QImage

    from hwplanner.gui.app import screenshot

    window = MainWindow(Session())
    qtbot.addWidget(window)
    png = tmp_path / "shot.png"
    screenshot(window, str(png), size)
    image = QImage(str(png))
    assert (image.width(), image.height()) == size
    chart = window.chart
    assert chart.width() >= 0.3 * size[0]  # the chart keeps a good share of the window
