"""Colours shared by the charts, and pyqtgraph plots that follow the system palette."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from hwplanner.gui.colors import COMPONENT_COLORS

__all__ = ["COMPONENT_COLORS"]

OVER = QColor("#D62728")
TIGHT = QColor("#C77C02")  # amber: fits at the expected overheads, not at their high end
OK = QColor("#2CA02C")


def is_dark() -> bool:
    return QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128


def style_plot(plot: pg.PlotWidget) -> None:
    """Background, axes and text in the palette's colours (called again on a palette change)."""
    pal = QApplication.palette()
    plot.setBackground(pal.color(QPalette.ColorRole.Base))
    text = pal.color(QPalette.ColorRole.Text)
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        axis.setPen(pg.mkPen(text))
        axis.setTextPen(pg.mkPen(text))


def capacity_pen(over: bool) -> QColor:
    return OVER if over else QApplication.palette().color(QPalette.ColorRole.Text)


def text_color() -> QColor:
    return QApplication.palette().color(QPalette.ColorRole.Text)
