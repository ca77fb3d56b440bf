"""Plot items that repaint cheaply: grid lines under the data, and plain bars.

pyqtgraph's own grid (`PlotItem.showGrid`) is drawn by the axis item, whose bounds then cover
the whole plot: every bar that changes repaints the axis with all its tick text, which was
12 of the 19 ms the memory chart took to repaint after an edit. `AxisGrid` draws the same
lines (the axis's tick levels, the finer ones fainter, as pyqtgraph draws them) from inside
the view box, under the data, so a changed bar repaints only the lines behind it, and no text.
"""

from __future__ import annotations

from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication


def _blend(line: QColor, base: QColor, alpha: float) -> QColor:
    """`line` at opacity `alpha` over `base`, as one opaque colour: the lines lie under the
    data on the plain background, so they look the same and draw without blending."""
    a = max(0.0, min(alpha, 1.0))
    return QColor.fromRgbF(
        line.redF() * a + base.redF() * (1 - a),
        line.greenF() * a + base.greenF() * (1 - a),
        line.blueF() * a + base.blueF() * (1 - a),
    )


class AxisGrid(pg.GraphicsObject):  # type: ignore[misc]
    """Lines across the view at the ticks of `plot`'s left axis (`y`) and bottom axis (`x`),
    in the axis's pen colour at `alpha` over the background."""

    def __init__(
        self,
        plot: pg.PlotItem,
        background: QColor,
        *,
        x: bool = False,
        y: bool = True,
        alpha: float = 0.15,
    ) -> None:
        super().__init__()
        self._plot, self._x, self._y, self._alpha = plot, x, y, alpha
        self.background = background
        self._lines: tuple[object, list[tuple[QPen, list[QLineF]]]] | None = None
        vb = plot.getViewBox()
        vb.sigRangeChanged.connect(self._moved)
        vb.sigResized.connect(self._moved)

    def _moved(self, *_: Any) -> None:
        self.prepareGeometryChange()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._plot.getViewBox().viewRect()  # type: ignore[no-any-return]

    def paint(self, painter: QPainter, *_: Any) -> None:
        for pen, lines in self._drawn():
            painter.setPen(pen)
            painter.drawLines(lines)

    def _drawn(self) -> list[tuple[QPen, list[QLineF]]]:
        """The pens and lines for the view's range, size, ticks and colours (worked out again
        only when one of those changed)."""
        vb = self._plot.getViewBox()
        (x0, x1), (y0, y1) = vb.viewRange()
        axes = [
            (name, self._plot.getAxis(name), lo, hi, pixels)
            for name, wanted, lo, hi, pixels in (
                ("bottom", self._x, x0, x1, vb.width()),
                ("left", self._y, y0, y1, vb.height()),
            )
            if wanted and pixels >= 1
        ]
        key = (
            x0,
            x1,
            y0,
            y1,
            vb.width(),
            vb.height(),
            self.background.rgba(),
            *((axis.tickPen().color().rgba(), repr(axis._tickLevels)) for _, axis, *_ in axes),
        )
        if self._lines is not None and self._lines[0] == key:
            return self._lines[1]
        drawn = []
        for name, axis, lo, hi, pixels in axes:
            levels = (
                axis.tickValues(lo, hi, pixels)
                if axis._tickLevels is None
                else [(None, [v for v, _ in level]) for level in axis._tickLevels]
            )
            for i, (_spacing, values) in enumerate(levels):
                # pyqtgraph's grid: halved per finer level, thinned where ticks crowd
                crowd = min(max(0.05 * pixels / (len(values) + 1), 0.0), 1.0)
                alpha = self._alpha * crowd / (i + 1)
                pen = QPen(_blend(axis.tickPen().color(), self.background, alpha), 0)
                if name == "left":
                    lines = [QLineF(x0, v, x1, v) for v in values if y0 <= v <= y1]
                else:
                    lines = [QLineF(v, y0, v, y1) for v in values if x0 <= v <= x1]
                drawn.append((pen, lines))
        self._lines = (key, drawn)
        return drawn


def static_plot(*, x_grid: bool = False) -> pg.PlotWidget:
    """A plot that shows and does not navigate (no menu, no mouse pan or zoom, no auto-range
    button), with grid lines under its data: across y, and x when asked."""
    # the plot's and its view box's menus off from the start: built and then switched off,
    # the view box's menu (its two axis panels) costs 2.5-5 ms a plot
    plot = pg.PlotWidget(enableMenu=False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    add_grid(plot, x=x_grid, y=True, alpha=0.15)
    return plot


def add_grid(
    plot: pg.PlotWidget, *, x: bool = False, y: bool = True, alpha: float = 0.15
) -> AxisGrid:
    """Grid lines under `plot`'s data, in place of `plot.showGrid(x=, y=, alpha=)`; its
    `background` follows the palette (theme.style_plot sets it with the plot's)."""
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    grid = AxisGrid(plot.getPlotItem(), base, x=x, y=y, alpha=alpha)
    plot.addItem(grid, ignoreBounds=True)
    # under every other item: the lowest pyqtgraph lets an item of a view box lie
    grid.setZValue(plot.getViewBox().zValue() + 1)
    return grid


class Bar(pg.GraphicsObject):  # type: ignore[misc]
    """One rectangle of a stacked bar, centred on `x`: a light stand-in for a one-bar
    pg.BarGraphItem, whose every change rebuilds numpy arrays and whose bounds are worked out
    from the pixel size each of the dozens of times a repaint asks. `opts` holds the same
    keys (x, y0, height, width) as lists."""

    def __init__(
        self, *, x: float, width: float, brush: QBrush | QColor | str, pen: QPen | str
    ) -> None:
        super().__init__()
        self.opts: dict[str, list[float]] = {"x": [x], "y0": [0.0], "height": [0.0]}
        self.opts["width"] = [width]
        self._brush = pg.mkBrush(brush)
        self._pen = pg.mkPen(pen)
        self._pad: QPointF | None = None  # half a pixel of the outline, in data units

    def set_span(self, bottom: float, height: float) -> None:
        """The bar from `bottom` to `bottom + height`; nothing is redone when it is unchanged
        (an edit moves a few segments of a stacked bar, not all)."""
        if self.opts["y0"] != [bottom] or self.opts["height"] != [height]:
            self.prepareGeometryChange()
            self.opts["y0"], self.opts["height"] = [bottom], [height]
            self.update()

    def rect(self) -> QRectF:
        (x,), (w,) = self.opts["x"], self.opts["width"]
        return QRectF(x - w / 2, self.opts["y0"][0], w, self.opts["height"][0])

    def viewTransformChanged(self) -> None:
        self.prepareGeometryChange()
        self._pad = None
        super().viewTransformChanged()

    def boundingRect(self) -> QRectF:
        if self._pad is None:
            px, py = self.pixelVectors()
            self._pad = QPointF(
                0.0 if px is None else px.length() * 0.5, 0.0 if py is None else py.length() * 0.5
            )
        r = self.rect()
        if r.height() <= 0:
            return QRectF()
        return r.adjusted(-self._pad.x(), -self._pad.y(), self._pad.x(), self._pad.y())

    def paint(self, painter: QPainter, *_: Any) -> None:
        r = self.rect()
        if r.height() > 0:
            painter.setPen(self._pen)
            painter.setBrush(self._brush)
            painter.drawRect(r)
