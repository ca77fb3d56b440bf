"""Sweep: per-GPU memory against sequence length, micro-batch or GPU count, to see where a
plan stops (or starts) fitting; or the run's cost against the rental price (price_sweep.py).
Curves and fills are created once and re-fed with data (never rebuilt)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from hwplanner.engine.memory.breakdown import COMPONENTS
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import micro_batch_ceiling
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.scenario.rows import memory_plan
from hwplanner.engine.scenario.sizing import reruled
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.solve.recommend import shaped
from hwplanner.engine.solve.solve import at_length, max_micro_batch, max_seq_len
from hwplanner.gui.format import byte_scale, value_text
from hwplanner.gui.legend import LegendRow, present, swatch
from hwplanner.gui.live_view import LiveView
from hwplanner.gui.plot_items import static_plot
from hwplanner.gui.price_sweep import PriceSweep
from hwplanner.gui.session import Session
from hwplanner.gui.text import elide, plain_label
from hwplanner.gui.theme import COMPONENT_COLORS, OVER, style_plot
from hwplanner.i18n import translate

SEQ_LENS = [2**k for k in range(7, 18)]  # 128 … 131,072 tokens
BATCHES = [2**k for k in range(0, 10)]  # 1 … 512


class SweepView(LiveView):
    """Stacked areas of the six components; the capacity line; where the plan stops fitting."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.axis = QComboBox()
        self.axis.setObjectName("sweep_axis")
        self.axis.setToolTip(translate("Sweep", "What to vary along the x axis"))
        self.axis.addItem(translate("Sweep", "Sequence length (context)"), "seq")
        self.axis.addItem(translate("Sweep", "Micro-batch (concurrent sequences)"), "batch")
        self.axis.addItem(translate("Sweep", "GPUs (the plan's parallelism)"), "gpus")
        self.axis.addItem(translate("Sweep", "Rental price per GPU-hour (cost)"), "price")
        limit = QLabel()
        limit.setObjectName("sweep_limit")
        limit.setWordWrap(True)
        self.limit = plain_label(limit)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("Sweep", "Vary:")))
        top.addWidget(self.axis)
        top.addWidget(self.limit, 1)
        self.plot = static_plot(x_grid=True)
        self.plot.setToolTip(
            translate("Sweep", "Memory per GPU as the chosen setting grows; dashed: GPU capacity")
        )
        self.tops: list[pg.PlotDataItem] = [pg.PlotDataItem([1, 2], [0, 0])]
        self.fills: list[pg.FillBetweenItem] = []
        for key in COMPONENTS:
            curve = pg.PlotDataItem([1, 2], [0, 0], pen=pg.mkPen(COMPONENT_COLORS[key], width=3))
            fill = pg.FillBetweenItem(self.tops[-1], curve, brush=COMPONENT_COLORS[key])
            self.plot.addItem(curve)
            self.plot.addItem(fill)
            self.tops.append(curve)
            self.fills.append(fill)
        self.capacity = pg.InfiniteLine(
            angle=0,
            movable=False,
            pen=pg.mkPen(OVER, width=2, style=Qt.PenStyle.DashLine),
        )  # its caption is in the legend: a text on the plot would run over the curves
        # a serving engine's memory share, which "the largest that fits" is weighed against
        self.usable = pg.InfiniteLine(
            angle=0, movable=False, pen=pg.mkPen("#888888", width=1, style=Qt.PenStyle.DotLine)
        )
        self.now = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888", width=1))
        self.edge = pg.InfiniteLine(
            angle=90, movable=False, pen=pg.mkPen(OVER, width=1, style=Qt.PenStyle.DotLine)
        )
        for item in (self.capacity, self.usable, self.now, self.edge):
            self.plot.addItem(item)
        # under the plot, never on it: the curves and the capacity line stay clear
        marks = [
            ("capacity", swatch(OVER, Qt.PenStyle.DashLine), translate("Compare", "GPU capacity")),
            (
                "usable",
                swatch("#888888", Qt.PenStyle.DotLine),
                translate("Compare", "usable per GPU"),
            ),
            ("now", swatch("#888888", Qt.PenStyle.SolidLine), translate("Sweep", "the plan now")),
            (
                "edge",
                swatch(OVER, Qt.PenStyle.DotLine),
                translate("Sweep", "the largest that fits"),
            ),
        ]
        self.legend = LegendRow.components(marks)
        self.prices = PriceSweep()
        self.prices.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.legend)
        layout.addWidget(self.prices, 1)
        style_plot(self.plot)
        self.axis.currentIndexChanged.connect(lambda _: self.refresh(force=True))

    def refresh(self, force: bool = False) -> None:
        est = self.session.estimate
        if est is None or not (force or self.isVisible()):
            return
        mode = self.axis.currentData()
        by_price = mode == "price"
        for memory_part in (self.plot, self.legend):
            memory_part.setVisible(not by_price)
        self.prices.setVisible(by_price)
        if by_price:
            self.limit.setText(self.prices.refresh(est))
            return
        # the plan as memory sees it for GPU counts and micro-batches: rows as long as the
        # run's longest (scenario/rows.py); along the sequence axis each point is rows of that
        # many tokens, the plan's own length marked
        by_rows = mode == "seq"
        spec, gpu = est.scenario.model, est.scenario.gpu
        plan = est.scenario.plan if by_rows else est.memory_plan
        user, workload = est.scenario.plan, est.scenario.workload
        reward = est.scenario.reward  # an RL plan's reward model
        if est.scenario.cards:  # the curves are one GPU type's
            for memory_part in (self.plot, self.legend):
                memory_part.setVisible(False)
            self.limit.setText(
                translate(
                    "Sweep",
                    "The sweep plans with one GPU type; a machine of unequal cards is estimated "
                    "as it is (Memory, Latency).",
                )
            )
            return
        inference = plan.method is Method.INFERENCE
        by_seq = mode == "seq"
        ceiling = None
        if mode == "gpus":
            field = "gpus"
            # count → the plan on that many GPUs (none laid out: the plan's own count alone)
            extra = (plan.gpus, est.min_gpus.gpus if est.min_gpus else plan.gpus)
            counted = _counted(spec, gpu, plan, extra) or {plan.gpus: plan}
            steps = sorted(counted)
            fitting = [
                n for n in steps if estimate_memory(spec, gpu, counted[n], reward=reward).fits
            ]
            best = fitting[0] if fitting else None
        else:
            if by_seq:
                field = "context" if inference else "seq_len"
                if plan.method.is_rl:
                    field = "completion_len"  # RL sequences: prompt + completion
            else:
                field = "batch" if inference else "micro_batch"
            steps = SEQ_LENS if by_seq else BATCHES
            ceiling = None if by_seq or inference else micro_batch_ceiling(plan)
            if ceiling is not None:  # RL: past each rank's share of the step nothing changes
                steps = sorted({*(b for b in steps if b < ceiling), ceiling})
            if by_seq:
                best = max_seq_len(spec, gpu, plan, limit=steps[-1], reward=reward)
            else:  # each micro-batch's rows: padding-free, its size sets them
                best = max_micro_batch(
                    spec, gpu, user, limit=steps[-1], reward=reward, workload=workload
                )
        # the curve joins its samples with straight lines: the largest that fits and the plan's
        # own value are samples too, so the curve meets the line where the marker stands
        now_x = plan.gpus if field == "gpus" else getattr(plan, field)
        xs = sorted({*steps, *(x for x in (best, now_x) if x and steps[0] <= x <= steps[-1])})
        if field == "gpus":
            xs = steps  # counts the plan cannot be laid out on are not drawn
        scale, unit = byte_scale(self.session.binary)
        stack = np.zeros((len(COMPONENTS), len(xs)))
        mems = []
        for j, x in enumerate(xs):
            if field == "gpus":
                at = counted[x]
            elif by_seq:
                at = at_length(plan, field, x)
            else:
                at = memory_plan(reruled(user.model_copy(update={field: x})), workload)
            mem = estimate_memory(spec, gpu, at, reward=reward)
            stack[:, j] = [mem.components[k].value / scale for k in COMPONENTS]
            mems.append(mem)
        cum = np.cumsum(stack, axis=0)
        pos = np.log2(xs)  # even steps per doubling; ticks carry the real values
        held = present(mems)
        for key, curve in zip(COMPONENTS, self.tops[1:], strict=True):
            curve.setVisible(key in held)  # an empty component's edge would draw a stray line
        for i, curve in enumerate(self.tops[1:]):
            curve.setData(pos, cum[i])
        # the zero baseline spans the same range on the steps alone: re-setting all-zero data
        # leaks (6.11.3), so it changes only with the axis
        base = np.log2(steps)
        if not np.array_equal(self.tops[0].xData, base):
            self.tops[0].setData(base, np.zeros(len(steps)))
        ticks = [(float(np.log2(x)), f"{x // 1024}K" if x >= 1024 else str(x)) for x in steps]
        self.plot.getAxis("bottom").setTicks([ticks])
        self.plot.setXRange(pos[0], pos[-1], padding=0.02)
        capacity = est.memory.capacity_bytes / scale
        self.capacity.setPos(capacity)
        shared = est.memory.usable_bytes is not None
        self.usable.setVisible(shared)
        self.usable.setPos(est.memory.limit_bytes / scale)
        self.now.setPos(np.log2(now_x))
        lines = ("capacity", "usable") if shared else ("capacity",)
        marks = (*lines, "now", "edge") if best else (*lines, "now")
        self.legend.show_keys((*held, *marks))
        name = {
            "seq_len": translate("Sweep", "sequence length"),
            "completion_len": translate("Sweep", "completion length"),
            "context": translate("Sweep", "context"),
            "micro_batch": translate("Sweep", "micro-batch"),
            "batch": translate("Sweep", "concurrent sequences"),
            "gpus": translate("Sweep", "GPUs"),
        }[field]
        self.legend.set_text(
            "edge",
            translate("Sweep", "the fewest that fit")
            if field == "gpus"
            else translate("Sweep", "the largest that fits"),
        )
        if best:
            self.edge.setPos(np.log2(best))
            self.edge.setVisible(True)
            text = translate("Sweep", "Fits up to a {setting} of {best} (now {now})")
            if field == "context":  # every sequence of the plan at once (solve.max_seq_len)
                text = translate(
                    "Sweep",
                    "All {batch:,} sequences fit at once up to a context of {best} (now {now})",
                )
            elif field == "batch":
                text = translate(
                    "Sweep", "Up to {best} sequences fit at once at full context (now {now})"
                )
            elif field == "gpus":
                text = translate(
                    "Sweep", "Fits from {best} GPUs with the plan's parallelism (now {now})"
                )
            elif ceiling is not None and best >= ceiling:
                text = translate(
                    "Sweep",
                    "Fits at every micro-batch up to {best}, the completions each training GPU "
                    "trains per step; a larger one changes nothing (now {now})",
                )
            self.limit.setText(
                text.format(
                    setting=name,
                    best=f"{best:,}",
                    now=f"{now_x:,}",
                    batch=plan.batch,
                )
            )
        else:
            self.edge.setVisible(False)
            self.limit.setText(
                translate(
                    "Sweep", "Does not fit on up to {n} GPUs with the plan's parallelism"
                ).format(n=steps[-1])
                if field == "gpus"
                else translate("Sweep", "Does not fit at any {setting} on this GPU").format(
                    setting=name
                )
            )
        self.plot.setLabel("bottom", name[:1].upper() + name[1:])
        self.plot.setLabel("left", translate("Sweep", "Memory per GPU ({unit})").format(unit=unit))
        # the whole curve (it was cut at 2× the card: the steep end went off the top), the card
        # and the plan itself in view
        top = float(cum[-1].max())
        now = est.memory.total.value / scale
        self.plot.setYRange(0, max(top, capacity, now) * 1.08, padding=0)
        caption = translate("Chart", "{gpu} capacity: {bytes}").format(
            gpu=elide(gpu.name),
            bytes=value_text(est.memory.capacity_bytes, "bytes", self.session.binary),
        )
        self.legend.set_text("capacity", caption)
        if shared:
            self.legend.set_text(
                "usable",
                translate("Chart", "{framework} may use {bytes}").format(
                    framework=framework(plan.framework).name,
                    bytes=value_text(est.memory.limit_bytes, "bytes", self.session.binary),
                ),
            )


GPU_COUNTS = [2**k for k in range(0, 8)]  # 1 … 128


def _counted(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, extra: tuple[int, ...] = ()
) -> dict[int, Plan]:
    """The plan on each GPU count it can be laid out on, as recommend lays it out (one node up
    to 8 GPUs, then 8-GPU nodes; serving spreads the model by tensor and pipeline parallelism;
    training keeps its ZeRO stage), counts the rules refuse left out. `extra`: counts drawn
    besides the powers of two (the plan's own, the fewest that fit: the sweep says the
    summary's number)."""
    out: dict[int, Plan] = {}
    for n in sorted({*GPU_COUNTS, *(e for e in extra if 1 <= e <= GPU_COUNTS[-1])}):
        at = shaped(plan, n, zero3=plan.zero == 3, gpu=gpu)
        if at is not None and not plan_problems(spec, at, gpu):
            out[n] = at
    return out
