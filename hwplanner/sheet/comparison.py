"""Scenarios side by side, built as data: the rows both the app's Compare view and the printed
comparison page show (no Qt).

Rows: the model and GPUs; every input declared for comparison and every input whose value
differs between the scenarios (from the engine's field declarations); then the answers. Each
row is written in one unit (the one that suits its largest value), and the cost of a plan that
does not fit is marked, so it is never read as the cheapest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hwplanner.engine.core.keys import FigureKey
from hwplanner.engine.defaults import Origin, plan_origins
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.fields import Declared, declared
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.formatting import (
    format_duration,
    format_field,
    format_usd,
    format_value,
)
from hwplanner.i18n import QT_TRANSLATE_NOOP, field_label, translate

if TYPE_CHECKING:
    from hwplanner.project import ScenarioSpec

Item = tuple["ScenarioSpec", Estimate | None]


@dataclass(frozen=True)
class CompareRow:
    key: str  # stable id: "model", "plan.seq_len", FigureKey.MEMORY_TOTAL, …
    label: str
    cells: tuple[str, ...]
    marked: tuple[bool, ...]  # cells to show as a warning (the plan does not fit)


def _row(key: str, label: str, cells: Sequence[str], marked: Sequence[bool] = ()) -> CompareRow:
    marks = tuple(marked) if marked else (False,) * len(cells)
    return CompareRow(key, label, tuple(cells), marks)


def _value(d: Declared, sc: ScenarioSpec, est: Estimate | None) -> Any:
    # the plan as estimated: the framework's defaults for the model's size applied (torchtune
    # trains a 1B model without checkpointing, the profile's default otherwise)
    plan = est.scenario.plan if est is not None else sc.plan
    owner = plan if d.owner == "plan" else sc.workload
    value = getattr(owner, d.name)
    if d.name == "tokens" and value is None:
        return sc.workload.training_tokens(plan.seq_len)  # what the estimate assumed
    return value


def _cell(d: Declared, sc: ScenarioSpec, est: Estimate | None, binary: bool) -> str:
    """The field's value as estimated; an unset plan field the engine filled shows the value
    it used, marked as the default ("bf16 (default)"), not the words "Default for the
    method"."""
    value = _value(d, sc, est)
    if value is None and est is not None and d.owner == "plan":
        used = est.scenario
        resolved = plan_origins(used.model, used.plan, used.gpu)[d.name]
        if resolved.origin is Origin.ENGINE:
            return translate("Compare", "{value} (default)").format(
                value=format_field(d, resolved.value, binary=binary)
            )
    return format_field(d, value, binary=binary)


def input_rows(items: Sequence[Item], binary: bool = False) -> list[CompareRow]:
    rows = [
        _row(
            "model",
            translate("Compare", "Model"),
            [e.scenario.model.name if e else sc.model_id for sc, e in items],
        ),
        _row(
            "gpus",
            translate("Compare", "GPUs"),
            [e.scenario.hardware if e else f"{sc.plan.gpus} × {sc.gpu_id}" for sc, e in items],
        ),
    ]
    for d in (*declared(Plan), *declared(Workload)):
        if d.owner == "plan" and d.ui.group == "hardware":
            continue  # in the GPUs row
        shown = [bool(d.ui.applies(sc.plan, e.scenario.model if e else None)) for sc, e in items]
        if not any(shown):
            continue
        cells = [
            _cell(d, sc, e, binary) if ok else "—" for ok, (sc, e) in zip(shown, items, strict=True)
        ]
        if d.ui.compare or len(set(cells)) > 1:
            rows.append(_row(d.path, field_label(d.ui.label), cells))
    return rows


NOT_FIT = QT_TRANSLATE_NOOP("Compare", "{value} (does not fit)")
MAYBE_NOT_FIT = QT_TRANSLATE_NOOP("Compare", "{value} (may not fit)")
FITS_FREE = QT_TRANSLATE_NOOP("Compare", "yes, {bytes} free")
TIGHT_FREE = QT_TRANSLATE_NOOP("Compare", "tight, {bytes} free")
NOT_FIT_OVER = QT_TRANSLATE_NOOP("Compare", "NO, {bytes} over")
MAYBE_OVER = QT_TRANSLATE_NOOP("Compare", "may not fit, {bytes} over")
FEWER = QT_TRANSLATE_NOOP("Compare", "runs, {held:,} of {batch:,} sequences at full context")


def run_seconds(est: Estimate) -> float | None:
    """The run's wall-clock time as the scenario's page and the summary give it: a training
    run's time (compute.seconds, goodput included), a serving plan's period."""
    if est.scenario.plan.method.is_training:
        fig = est.figures().get(FigureKey.COMPUTE_SECONDS)
        return None if fig is None or fig.value is None else float(fig.value)
    hours = est.figures().get(FigureKey.TIME_HOURS)
    return None if hours is None or hours.value is None else float(hours.value) * 3600


def answer_rows(items: Sequence[Item], binary: bool = False) -> list[CompareRow]:
    ests = [e for _, e in items]
    # a plan that does not fit, or whose engine would not start it
    over = [e is not None and (not e.fits or e.start_refusal is not None) for e in ests]

    def fig(e: Estimate | None, key: str) -> float | None:
        f = e.figures().get(key) if e else None
        return None if f is None or f.value is None else float(f.value)

    def money(key: str) -> list[str]:
        out = []
        for e, bad in zip(ests, over, strict=True):
            value = fig(e, key)
            # each plan in its own currency, as its page shows it
            text = "—" if value is None or e is None else format_usd(value, e.budget.currency)
            if bad and e is not None and e.fits:  # it fits, but its engine does not start
                text = translate("Compare", "{value} (does not start)").format(value=text)
            elif bad and e is not None and e.memory.verdict == "borderline":
                text = translate("Compare", MAYBE_NOT_FIT).format(value=text)
            elif bad:
                text = translate("Compare", NOT_FIT).format(value=text)
            out.append(text)
        return out

    fits = []
    for e in ests:
        if e is None:
            fits.append("—")
            continue
        if e.memory.verdict == "fits_fewer_sequences":
            held, batch = e.memory.full_sequences or 0, e.scenario.plan.batch
            cell = translate("Compare", FEWER).format(held=held, batch=batch)
        else:
            spare = format_value(abs(e.memory.headroom_bytes), "bytes", binary=binary)
            text = {
                "tight": TIGHT_FREE,
                "borderline": MAYBE_OVER,
                "does_not_fit": NOT_FIT_OVER,
            }.get(e.memory.verdict, FITS_FREE)
            cell = translate("Compare", text).format(bytes=spare)
        if e.start_refusal is not None:
            cell = translate("Compare", "{fits}; does not start").format(fits=cell)
        elif e.targets_missed:
            cell = translate("Compare", "{fits}; misses the latency targets").format(fits=cell)
        fits.append(cell)
    # Each value as the scenario's own page shows it (one figure, one value: no common unit
    # that would make a page's "85 min" read "1.4 h" here). Memory: what each GPU holds, as
    # the bars; a paged pool holding fewer sequences also gives its total at full context.
    memory = []
    for e in ests:
        if e is None:
            memory.append("—")
            continue
        text = format_value(e.memory.held_total_bytes, "bytes", binary=binary)
        if e.memory.verdict == "fits_fewer_sequences":
            full = format_value(e.memory.total_bytes, "bytes", binary=binary)
            text = translate("Compare", "{held} ({total} at full context)").format(
                held=text, total=full
            )
        memory.append(text)
    seconds = [run_seconds(e) if e else None for e in ests]
    gpu_hours = [fig(e, FigureKey.COMPUTE_GPU_HOURS) for e in ests]
    kwh = [fig(e, FigureKey.ENERGY_KWH) for e in ests]
    return [
        _row(
            FigureKey.MEMORY_TOTAL,
            translate("Compare", "Memory per GPU"),
            memory,
            over,
        ),
        _row("fits", translate("Compare", "Fits"), fits, over),
        _row(
            "min_gpus",
            translate("Compare", "Fewest GPUs that fit"),
            [str(e.min_gpus.gpus) if e and e.min_gpus else "—" for e in ests],
        ),
        _row(
            FigureKey.COMPUTE_SECONDS,
            translate("Compare", "Wall-clock time"),
            ["—" if t is None else format_duration(t) for t in seconds],
        ),
        _row(
            FigureKey.COMPUTE_GPU_HOURS,
            translate("Compare", "GPU-hours"),
            ["—" if h is None else format_value(h, "hours") for h in gpu_hours],
        ),
        _row(
            FigureKey.COST_CLOUD_USD,
            translate("Compare", "Cloud cost"),
            money(FigureKey.COST_CLOUD_USD),
            over,
        ),
        _row(
            FigureKey.COST_ONPREM_USD,
            translate("Compare", "On-premises cost"),
            money(FigureKey.COST_ONPREM_USD),
            over,
        ),
        _row(
            FigureKey.ENERGY_KWH,
            translate("Compare", "Energy"),
            ["—" if k is None else format_value(k, "kwh") for k in kwh],
        ),
    ]


def comparison_rows(items: Sequence[Item], *, binary: bool = False) -> list[CompareRow]:
    """Every row of the comparison: what is compared (model, GPUs), the answers (fits, memory,
    time, cost: what a reader looks for first, visible without scrolling), then the other
    inputs."""
    inputs = input_rows(items, binary)
    return [*inputs[:2], *answer_rows(items, binary), *inputs[2:]]
