"""The printable summary sheet, built as plain data (no Qt): sections of rows, a chart, notes.

gui/printing.py renders a Sheet to paper or PDF; tests read the same figures back from the PDF.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from hwplanner.engine.estimate import Estimate
from hwplanner.engine.explain import Figure
from hwplanner.engine.memory import COMPONENT_LABELS, COMPONENTS
from hwplanner.engine.units import format_count
from hwplanner.formatting import format_figure, format_value
from hwplanner.i18n import QT_TRANSLATE_NOOP, label, message, phase, translate
from hwplanner.project import Project, ScenarioSpec


@dataclass(frozen=True)
class Row:
    label: str
    value: str
    note: str = ""


@dataclass(frozen=True)
class Section:
    title: str
    rows: tuple[Row, ...] = ()
    paragraphs: tuple[str, ...] = ()


@dataclass(frozen=True)
class Bar:
    """One stacked bar: (label, bytes) segments, the GPU capacity, the scenario's name."""

    name: str
    segments: tuple[tuple[str, float], ...]
    capacity_bytes: float


@dataclass(frozen=True)
class Table:
    """A comparison table: a header row and one row per figure."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Page:
    title: str
    subtitle: str
    bars: tuple[Bar, ...] = ()
    sections: tuple[Section, ...] = ()
    tables: tuple[Table, ...] = ()


@dataclass(frozen=True)
class Sheet:
    title: str
    date: str
    pages: tuple[Page, ...] = field(default_factory=tuple)


def _bar(name: str, est: Estimate) -> Bar:
    mem = est.memory
    return Bar(
        name,
        tuple((label(COMPONENT_LABELS[k]), mem.components[k].value) for k in COMPONENTS),
        float(mem.capacity_bytes),
    )


def _inputs(sc: ScenarioSpec, est: Estimate) -> Section:
    p = sc.plan
    s = est.scenario
    rows = [
        Row(translate("Summary", "Model"), s.model.name, s.model.hf_repo),
        Row(
            translate("Summary", "GPU"),
            f"{p.gpus} × {s.gpu.name}",
            f"{p.nodes} × {p.gpus_per_node}",
        ),
        Row(
            translate("Summary", "Method"),
            p.method.value,
            translate("Summary", "framework: {name}").format(name=p.framework),
        ),
        Row(
            translate("Summary", "Precision"),
            p.precision.value,
            translate("Summary", "optimizer: {name}").format(name=p.optimizer.value),
        ),
    ]
    if p.method.is_training:
        rows += _post_training(sc)
        seq = p.prompt_len + p.completion_len if p.method.is_rl else p.seq_len
        rows += [
            Row(
                translate("Summary", "Sequence × micro-batch"),
                f"{seq:,} × {p.micro_batch}",
                translate("Summary", "gradient accumulation: {steps}").format(steps=p.grad_accum)
                if not p.method.is_rl
                else "",
            ),
            Row(
                translate("Summary", "Recompute / attention"),
                f"{p.recompute.value} / {p.attention.value}",
            ),
            Row(
                translate("Summary", "Parallelism"),
                f"ZeRO-{p.zero} · TP {p.tp} · PP {p.pp} · EP {p.ep}",
                translate("Summary", "offload: {what}").format(what=p.offload.value),
            ),
        ]
        if p.base_method.is_peft:
            rows.append(
                Row(translate("Summary", "LoRA"), f"r = {p.lora_rank}", ", ".join(p.lora_targets))
            )
        if p.method.is_post_training:
            shown = est.budget.compute.get("steps_run")
            steps = f"{shown.value:,.0f}" if shown else "—"
            rows.append(Row(translate("Summary", "Steps"), steps))
        else:
            tokens = sc.workload.training_tokens
            rows.append(Row(translate("Summary", "Training tokens"), format_count(tokens)))
    else:
        rows += [
            Row(
                translate("Summary", "Sequences × context"),
                f"{p.batch} × {p.context:,}",
                f"KV {p.kv_dtype.value}",
            ),
            Row(translate("Summary", "Weight format"), p.frozen_format.value),
        ]
    return Section(translate("Summary", "Inputs"), tuple(rows))


def _post_training(sc: ScenarioSpec) -> list[Row]:
    """Method, adapter and the extra models of a post-training plan (none for other plans)."""
    p = sc.plan
    if not p.method.is_post_training:
        return []
    rows = [
        Row(
            translate("Summary", "Policy training"),
            p.adapter.value,
            translate("Summary", "reference: {kind}").format(
                kind=p.reference.value if not p.method.reference_free else "—"
            ),
        )
    ]
    if p.method.is_rl:
        rows.append(
            Row(
                translate("Summary", "Prompts × completions"),
                f"{p.prompts_per_step:,} × {p.completions}",
                translate("Summary", "{prompt} + {completion} tokens; generation: {where}").format(
                    prompt=p.prompt_len, completion=p.completion_len, where=p.rollout.value
                ),
            )
        )
    return rows


def _memory(est: Estimate, binary: bool) -> Section:
    mem = est.memory
    rows = [
        Row(label(COMPONENT_LABELS[k]), format_figure(mem.components[k], binary=binary))
        for k in mem.shown()
    ]
    low, high = mem.total.low or 0.0, mem.total.high or 0.0
    rows.append(
        Row(
            translate("Summary", "Total per GPU"),
            format_figure(mem.total, binary=binary),
            f"{format_value(low, 'bytes', binary=binary)} – "
            f"{format_value(high, 'bytes', binary=binary)}",
        )
    )
    rows.append(
        Row(
            translate("Summary", "GPU capacity"),
            format_value(mem.capacity_bytes, "bytes", binary=binary),
        )
    )
    verdict = translate("Summary", "fits") if mem.fits else translate("Summary", "does not fit")
    spare = format_value(abs(mem.headroom_bytes), "bytes", binary=binary)
    rows.append(
        Row(
            translate("Summary", "Verdict"),
            verdict,
            (
                translate("Summary", "{bytes} spare per GPU")
                if mem.fits
                else translate("Summary", "{bytes} short per GPU")
            ).format(bytes=spare),
        )
    )
    if est.min_gpus:
        rows.append(
            Row(
                translate("Summary", "GPUs needed"),
                str(est.min_gpus.gpus),
                message(est.min_gpus.strategy),
            )
        )
    title = translate("Summary", "Memory per GPU (peak in the {phase})").format(
        phase=phase(mem.phase)
    )
    return Section(title, tuple(rows))


GROUPS = (
    ("compute", QT_TRANSLATE_NOOP("Summary", "Compute and time")),
    ("cost", QT_TRANSLATE_NOOP("Summary", "Cost")),
    ("cost_cloud_items", QT_TRANSLATE_NOOP("Summary", "Cloud line items")),
    ("cost_onprem_items", QT_TRANSLATE_NOOP("Summary", "On-premises line items")),
    ("hidden_costs", QT_TRANSLATE_NOOP("Summary", "Hidden costs")),
    ("energy", QT_TRANSLATE_NOOP("Summary", "Energy")),
    ("storage", QT_TRANSLATE_NOOP("Summary", "Storage")),
    ("network", QT_TRANSLATE_NOOP("Summary", "Network")),
    ("power", QT_TRANSLATE_NOOP("Summary", "Power")),
)


def _value(fig: Figure, binary: bool) -> str:
    """A figure's value, or its text answer (a server class) in the current language."""
    return label(fig.display) if fig.display else format_figure(fig, binary=binary)


def _budget_sections(est: Estimate, binary: bool) -> list[Section]:
    groups = est.budget.groups()
    out = []
    for key, title in GROUPS:
        figs = groups.get(key) or {}
        if figs:
            rows = tuple(Row(label(f.label), _value(f, binary)) for f in figs.values())
            out.append(Section(translate("Summary", title), rows))
    host = est.budget.host_ram
    host_row = Row(label(host.label), format_figure(host, binary=binary))
    out.append(Section(translate("Summary", "Host"), (host_row,)))
    return out


def _assumptions(est: Estimate) -> Section:
    sources: set[str] = set()
    lines: list[str] = []
    for fig in est.figures().values():
        if fig.source and fig.source not in sources and len(lines) < 16:
            sources.add(fig.source)
            lines.append(f"{label(fig.label)}: {fig.source}")
    return Section(translate("Summary", "Assumptions and sources"), paragraphs=tuple(lines))


def scenario_page(project: Project, sc: ScenarioSpec, est: Estimate, binary: bool) -> Page:
    warnings = tuple(message(w) for w in dict.fromkeys([*est.warnings, *est.notes]))
    sections = [_inputs(sc, est), _memory(est, binary), *_budget_sections(est, binary)]
    if warnings:
        sections.append(Section(translate("Summary", "Warnings"), paragraphs=warnings))
    if sc.notes:
        sections.append(Section(translate("Summary", "Notes"), paragraphs=(sc.notes,)))
    sections.append(_assumptions(est))
    return Page(
        title=f"{project.name} — {sc.name}",
        subtitle=f"{est.scenario.model.name} · {sc.plan.method.value} · "
        f"{sc.plan.gpus} × {est.scenario.gpu.name}",
        bars=(_bar(sc.name, est),),
        sections=tuple(sections),
    )


COMPARE_KEYS = (
    ("memory.total", QT_TRANSLATE_NOOP("Summary", "Memory per GPU")),
    ("compute.gpu_hours", QT_TRANSLATE_NOOP("Summary", "GPU-hours")),
    ("compute.seconds", QT_TRANSLATE_NOOP("Summary", "Training time")),
    ("cost.cloud_usd", QT_TRANSLATE_NOOP("Summary", "Cloud cost")),
    ("cost.onprem_usd", QT_TRANSLATE_NOOP("Summary", "On-premises cost")),
    ("energy.kwh", QT_TRANSLATE_NOOP("Summary", "Energy")),
)


def comparison_page(
    project: Project, items: list[tuple[ScenarioSpec, Estimate]], binary: bool
) -> Page:
    header = (translate("Summary", "Figure"), *(sc.name for sc, _ in items))
    rows: list[tuple[str, ...]] = []
    rows.append(
        (
            translate("Summary", "GPUs"),
            *(f"{sc.plan.gpus} × {e.scenario.gpu.name}" for sc, e in items),
        )
    )
    yes, no = translate("Summary", "yes"), translate("Summary", "no")
    rows.append((translate("Summary", "Fits"), *((yes if e.fits else no) for _, e in items)))
    for key, title in COMPARE_KEYS:
        cells = []
        for _, e in items:
            fig = e.figures().get(key)
            cells.append(format_figure(fig, binary=binary) if fig else "—")
        rows.append((translate("Summary", title), *cells))
    return Page(
        title=translate("Summary", "{project} — comparison").format(project=project.name),
        subtitle=translate("Summary", "Scenarios side by side"),
        bars=tuple(_bar(sc.name, e) for sc, e in items),
        tables=(Table(translate("Summary", "Comparison"), header, tuple(rows)),),
    )


def build_sheet(
    project: Project,
    items: list[tuple[ScenarioSpec, Estimate]],
    *,
    binary: bool = False,
    today: dt.date | None = None,
) -> Sheet:
    """One page per scenario, and a comparison page when there are several."""
    pages = [scenario_page(project, sc, e, binary) for sc, e in items]
    if project.notes and pages:
        first = pages[0]
        notes = Section(translate("Summary", "Project notes"), paragraphs=(project.notes,))
        sections = (first.sections[0], notes, *first.sections[1:])
        pages[0] = Page(first.title, first.subtitle, first.bars, sections, first.tables)
    if len(items) > 1:
        pages.append(comparison_page(project, items, binary))
    date = (today or dt.date.today()).isoformat()
    return Sheet(title=project.name, date=date, pages=tuple(pages))
