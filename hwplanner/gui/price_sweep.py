"""Sweep over the rental price: this run's cloud cost as the price per GPU-hour varies, beside
what owning costs for the same run, where the two meet (the break-even price), the plan's own
price and the range of the catalog's rows for it. The engine gives every figure (the budget's
cloud cost at a price, its break-even price); this view only draws them."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget

from hwplanner.engine.estimate import Estimate
from hwplanner.formatting import format_usd
from hwplanner.gui.legend import LegendRow, swatch
from hwplanner.gui.plot_items import static_plot
from hwplanner.gui.theme import OVER, style_plot
from hwplanner.i18n import translate

CLOUD = "#4C78A8"
OWNED = "#555555"
RANGE = QColor(76, 120, 168, 40)
SAMPLES = 41


class PriceSweep(QWidget):
    """Cost of this run against the rental price per GPU-hour (both in the shown currency)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = static_plot(x_grid=True)
        self.plot.setObjectName("price_sweep")
        self.plot.setToolTip(
            translate(
                "Sweep",
                "This run's cloud cost as the rental price varies, against what owning the "
                "hardware costs for the same run",
            )
        )
        self.rows = pg.LinearRegionItem(movable=False, brush=RANGE, pen=pg.mkPen(None))
        self.cloud = pg.PlotDataItem([0, 1], [0, 0], pen=pg.mkPen(CLOUD, width=3))
        self.owned = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(OWNED, width=2))
        self.now = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888", width=1))
        self.parity = pg.InfiniteLine(
            angle=90, movable=False, pen=pg.mkPen(OVER, width=1, style=Qt.PenStyle.DotLine)
        )
        for item in (self.rows, self.cloud, self.owned, self.now, self.parity):
            self.plot.addItem(item)
        marks = [
            ("cloud", swatch(CLOUD, Qt.PenStyle.SolidLine), translate("Sweep", "cloud cost")),
            (
                "owned",
                swatch(OWNED, Qt.PenStyle.SolidLine),
                translate("Sweep", "on-premises cost of this run"),
            ),
            ("now", swatch("#888888", Qt.PenStyle.SolidLine), translate("Sweep", "the plan now")),
            ("parity", swatch(OVER, Qt.PenStyle.DotLine), translate("Sweep", "break-even price")),
            ("rows", swatch(RANGE), translate("Sweep", "the catalog's prices")),
        ]
        self.legend = LegendRow(marks, object_name="price_legend")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)
        style_plot(self.plot)

    def refresh(self, est: Estimate) -> str:
        """Draw `est`'s figures; returns the sentence the sweep's header shows."""
        budget = est.budget
        code, per_usd = budget.currency
        rate = budget.prices.get("cloud_usd_per_gpu_hour")
        now = rate.value if rate is not None else None
        even = budget.cost["break_even_usd_per_gpu_hour"].value
        owned = budget.cost["onprem_usd"].value
        known = [v for v in (now, even, rate.high if rate else None) if v]
        top = max(known) * 1.6 if known else 10.0
        xs = np.linspace(0.0, top, SAMPLES)
        ys = [budget.cloud_cost_at(float(x)) for x in xs]
        if any(y is None for y in ys):
            ys = [0.0] * len(xs)  # storage unknown: no line (the summary says why)
        self.cloud.setData(xs * per_usd, np.array(ys, dtype=float) * per_usd)
        self.owned.setVisible(owned is not None)
        if owned is not None:
            self.owned.setPos(owned * per_usd)
        self.now.setVisible(now is not None)
        if now is not None:
            self.now.setPos(now * per_usd)
        self.parity.setVisible(even is not None)
        if even is not None:
            self.parity.setPos(even * per_usd)
        low, high = (rate.low, rate.high) if rate is not None else (None, None)
        spread = low is not None and high is not None
        if low is not None and high is not None:
            self.rows.setRegion((low * per_usd, high * per_usd))
        self.rows.setVisible(spread)
        keys = ["cloud"]
        keys += ["owned"] if owned is not None else []
        keys += ["now"] if now is not None else []
        keys += ["parity"] if even is not None else []
        keys += ["rows"] if spread else []
        self.legend.show_keys(tuple(keys))
        highest = max([*(y for y in ys if y is not None), owned or 0.0, 1e-9])
        self.plot.setXRange(0, top * per_usd, padding=0.02)
        self.plot.setYRange(0, highest * per_usd * 1.08, padding=0)
        self.plot.setLabel(
            "bottom",
            translate("Sweep", "Rental price per GPU-hour ({currency})").format(currency=code),
        )
        self.plot.setLabel(
            "left", translate("Sweep", "Cost of this run ({currency})").format(currency=code)
        )
        money = (code, per_usd)
        if even is None:
            return translate(
                "Sweep", "No on-premises cost to compare with: set the GPU's purchase price"
            )
        if even == 0:
            return translate("Sweep", "Owning costs less than renting at any price")
        words = translate(
            "Sweep",
            "Renting is cheaper below {price} per GPU-hour, owning above (now {now})",
        )
        return words.format(
            price=format_usd(even, money),
            now=format_usd(now, money) if now is not None else "—",
        )
