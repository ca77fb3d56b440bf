"""Colours shared by the charts, and pyqtgraph plots that follow the system palette."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QGraphicsItem

from hwplanner.gui.plot_items import AxisGrid
from hwplanner.sheet.colors import COMPONENT_COLORS

__all__ = ["COMPONENT_COLORS"]

OVER = QColor("#D62728")
TIGHT = QColor("#C77C02")  # amber: fits at the expected overheads, not at their high end
OK = QColor("#2CA02C")


def is_dark() -> bool:
    return QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128


def style_plot(plot: pg.PlotWidget) -> None:
    """Background, axes and text in the palette's colours (called again on a palette change)."""
    pal = QApplication.palette()
    base = pal.color(QPalette.ColorRole.Base)
    plot.setBackground(base)
    text = pal.color(QPalette.ColorRole.Text)
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        axis.setPen(pg.mkPen(text))
        axis.setTextPen(pg.mkPen(text))
        # drawn once per range or size: a bar changing next to it repaints from a pixmap
        axis.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        # a label at the very end of the axis is left out, not cut in half at the plot's edge
        axis.setStyle(hideOverlappingLabels=True)
    for item in plot.getPlotItem().items:
        if isinstance(item, AxisGrid):  # its lines are blended with the background
            item.background = base
            item.update()


def capacity_pen(over: bool) -> QColor:
    return OVER if over else QApplication.palette().color(QPalette.ColorRole.Text)


def text_color() -> QColor:
    return QApplication.palette().color(QPalette.ColorRole.Text)
