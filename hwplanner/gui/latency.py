"""Latency: time to first token and time per output token against concurrent users, with the
latency targets as lines, for a serving plan. Curves are created once and re-fed with data."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.plan import Method
from hwplanner.gui.legend import LegendRow, swatch
from hwplanner.gui.live_view import LiveView
from hwplanner.gui.plot_items import static_plot
from hwplanner.gui.session import Session
from hwplanner.gui.theme import OK, OVER, style_plot, text_color
from hwplanner.i18n import translate

POINTS = 48  # concurrencies per curve, evenly spaced on a log axis
TTFT_COLOR = "#1F77B4"
TPOT_COLOR = "#FF7F0E"
RUN_COLOR = "#333333"  # a benchmark run's means, off the curves
SOLID, DOTTED = Qt.PenStyle.SolidLine, Qt.PenStyle.DotLine


def concurrencies(limit: float, now: int) -> np.ndarray:
    """1 … past the KV cache's limit (and the plan's users), evenly spaced in log."""
    top = max(8.0, 2.0 * now, 1.5 * limit if math.isfinite(limit) else 1024.0)
    return np.unique(np.round(np.geomspace(1, min(top, 100_000), POINTS)))


class LatencyView(LiveView):
    """Two plots sharing the concurrency axis: TTFT (top) and TPOT (bottom)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.info = QLabel()
        self.info.setObjectName("latency_info")
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        self.ttft = self._plot(translate("Latency", "Time to first token (ms)"))
        self.tpot = self._plot(translate("Latency", "Time per output token (ms)"))
        self.tpot.setXLink(self.ttft)
        self.tpot.setLabel("bottom", translate("Latency", "Concurrent users per replica"))
        self.ttft_curve = self.ttft.plot([1, 2], [0, 0], pen=pg.mkPen(TTFT_COLOR, width=3))
        self.tpot_curve = self.tpot.plot([1, 2], [0, 0], pen=pg.mkPen(TPOT_COLOR, width=3))
        dashed = pg.mkPen(OVER, width=2, style=Qt.PenStyle.DashLine)
        opts = {"position": 0.05, "anchors": [(0, 1), (0, 1)], "color": OVER}
        self.ttft_slo = pg.InfiniteLine(
            angle=0, movable=False, pen=dashed, label="", labelOpts=opts
        )
        self.tpot_slo = pg.InfiniteLine(
            angle=0, movable=False, pen=dashed, label="", labelOpts=opts
        )
        self.ttft.addItem(self.ttft_slo)
        self.tpot.addItem(self.tpot_slo)
        self.now: list[pg.InfiniteLine] = []
        self.best: list[pg.InfiniteLine] = []
        self.limit: list[pg.InfiniteLine] = []
        for plot in (self.ttft, self.tpot):
            now = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888", width=1))
            best = pg.InfiniteLine(
                angle=90, movable=False, pen=pg.mkPen(OK, width=2, style=Qt.PenStyle.DotLine)
            )
            limit = pg.InfiniteLine(
                angle=90, movable=False, pen=pg.mkPen(OVER, width=1, style=Qt.PenStyle.DotLine)
            )
            for item, group in ((now, self.now), (best, self.best), (limit, self.limit)):
                plot.addItem(item)
                group.append(item)
        # a benchmark run's means at the plan's users (workload run_requests): its first wave
        # and end included, off the steady curves
        marker = {"pen": None, "symbol": "o", "symbolSize": 10, "symbolBrush": RUN_COLOR}
        self.ttft_run = self.ttft.plot([1], [0], **marker)
        self.tpot_run = self.tpot.plot([1], [0], **marker)
        self.legend = LegendRow(
            [
                ("now", swatch("#888888", SOLID), translate("Latency", "the plan's users")),
                ("run", swatch(RUN_COLOR, SOLID), translate("Latency", "the run's means")),
                ("best", swatch(OK, DOTTED), translate("Latency", "most users within the targets")),
                ("limit", swatch(OVER, DOTTED), translate("Latency", "what the KV cache holds")),
                ("target", swatch(OVER, Qt.PenStyle.DashLine), translate("Latency", "target")),
            ]
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        layout.addWidget(self.ttft, 1)
        layout.addWidget(self.tpot, 1)
        layout.addWidget(self.legend)  # the marks' meaning, under the plots (not on them)

    def _plot(self, title: str) -> pg.PlotWidget:
        plot = static_plot(x_grid=True)
        plot.setLogMode(x=True, y=False)
        plot.setLabel("left", title)
        plot.setToolTip(
            translate(
                "Latency",
                "Grey: the plan's concurrent users (at a request rate: the sequences running on "
                "average); green dotted: the most users within the targets; red dotted: what the "
                "KV cache holds; dashed: the target. The curves are the steady state; a dot: "
                "the means of the plan's benchmark run (Requests in the run), its first wave "
                "and end included",
            )
        )
        style_plot(plot)
        return plot

    def refresh(self, force: bool = False) -> None:
        est = self.session.estimate
        if not (force or self.isVisible()):
            return
        if est is None or est.scenario.plan.method is not Method.INFERENCE:
            self.info.setText(
                translate("Latency", "Latency applies to serving plans (method Inference).")
            )
            for curve in (self.ttft_curve, self.tpot_curve):
                curve.setData([], [])
            self._show_plots(False)  # empty axes would read as a latency of 0
            return
        self._show_plots(True)
        self._draw(est)

    def _show_plots(self, on: bool) -> None:
        for widget in (self.ttft, self.tpot, self.legend):
            widget.setVisible(on)

    def _draw(self, est: Estimate) -> None:
        sc = est.scenario
        replica, pool = est.replica
        xs = concurrencies(pool.limit, sc.plan.batch)
        points = [replica.at(float(c)) for c in xs]
        self.ttft_curve.setData(xs, [p.ttft_s * 1000 for p in points])
        self.tpot_curve.setData(xs, [p.tpot_s * 1000 for p in points])
        wl = sc.workload
        for line, target in ((self.ttft_slo, wl.ttft_slo_ms), (self.tpot_slo, wl.tpot_slo_ms)):
            line.setVisible(target is not None)
            if target is not None:
                line.setPos(target)
                line.label.setFormat(
                    translate("Latency", "target {ms} ms").format(ms=f"{target:,.0f}")
                )
        serving = est.budget.serving
        best = serving["max_concurrency_at_slo"].value
        # at a request rate the grey mark is the sequences running on average (Little's law)
        now = float(sc.plan.batch)
        if wl.request_rate is not None:
            running = dict(serving["tpot_ms"].inputs).get("running")
            now = float(running) if isinstance(running, int | float) and running >= 1 else 1.0
        for line in self.now:
            line.setPos(math.log10(now))
        for line in self.best:
            line.setVisible(best >= 1)
            line.setPos(math.log10(max(best, 1)))
        for line in self.limit:
            line.setVisible(math.isfinite(pool.limit) and pool.limit >= 1)
            line.setPos(math.log10(max(pool.limit, 1)) if math.isfinite(pool.limit) else 0)
        ran = "run_output_tokens_per_s" in serving  # the latencies shown are a run's
        run_ms = (serving["ttft_ms"].value, serving["tpot_ms"].value) if ran else (0.0, 0.0)
        # at the run's own users (fewer than the plan's when it sends fewer requests)
        users = dict(serving["ttft_ms"].inputs).get("concurrent users") if ran else None
        at = float(users) if isinstance(users, int | float) and users >= 1 else float(sc.plan.batch)
        for item, value in ((self.ttft_run, run_ms[0]), (self.tpot_run, run_ms[1])):
            item.setVisible(ran and value > 0)  # answers of one token have no TPOT
            item.setData([at], [value])
        top = [p.ttft_s * 1000 for p in points if p.concurrency <= max(pool.limit, 1)]
        high = max([*top, run_ms[0], wl.ttft_slo_ms or 0.0, 1.0]) * 1.15
        self.ttft.setYRange(0, high, padding=0)
        tpots = [p.tpot_s * 1000 for p in points]
        top_tpot = max([*tpots, run_ms[1], wl.tpot_slo_ms or 0.0, 1.0])
        self.tpot.setYRange(0, top_tpot * 1.1, padding=0)
        self.ttft.setXRange(0, math.log10(xs[-1]), padding=0.02)
        ticks = [(k, f"{10**k:,}") for k in range(int(math.log10(xs[-1])) + 1)]
        for plot in (self.ttft, self.tpot):
            plot.getAxis("bottom").setTicks([ticks, []])
        self.info.setText(self._summary(est, best, pool.limit))
        shown = {
            "now": True,
            "run": ran,
            "best": best >= 1,
            "limit": math.isfinite(pool.limit) and pool.limit >= 1,
        }
        shown["target"] = wl.ttft_slo_ms is not None or wl.tpot_slo_ms is not None
        self.legend.show_keys(tuple(k for k, on in shown.items() if on))  # the marks drawn

    def _summary(self, est: Estimate, best: float, limit: float) -> str:
        serving = est.budget.serving
        rps = serving["requests_per_second"].value
        replicas = serving["replicas"].value
        color = OK.name() if best >= 1 else OVER.name()
        users = f"<b style='color:{color}'>{best:,.0f}</b>"
        head = translate("Latency", "Up to {users} users per replica meet the targets").format(
            users=users
        )
        rest = translate(
            "Latency",
            "{rps} requests/s in the plan · the KV cache holds {limit} · replicas for the peak "
            "load: {replicas}",
        ).format(
            rps=f"{rps:,.2f}",
            limit=f"{limit:,.0f}" if math.isfinite(limit) else "—",
            replicas=f"{replicas:,.0f}" if math.isfinite(replicas) else "—",
        )
        text = text_color().name()
        return f"<span style='color:{text}'>{head} · {rest}</span>"
