"""The printable summary sheet, built as plain data (no Qt): sections of rows, a chart, notes.

gui/printing.py renders a Sheet to paper or PDF; tests read the same figures back from the PDF.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from hwplanner.engine.estimate import Estimate
from hwplanner.engine.memory import COMPONENT_LABELS, COMPONENTS
from hwplanner.engine.units import format_count
from hwplanner.formatting import format_figure, format_value
from hwplanner.i18n import translate
from hwplanner.project import Project, ScenarioSpec


def _t(text: str) -> str:
    return translate("Summary", text)


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
        tuple((_t(COMPONENT_LABELS[k]), mem.components[k].value) for k in COMPONENTS),
        float(mem.capacity_bytes),
    )


def _inputs(sc: ScenarioSpec, est: Estimate) -> Section:
    p = sc.plan
    s = est.scenario
    rows = [
        Row(_t("Model"), s.model.name, s.model.hf_repo),
        Row(_t("GPU"), f"{p.gpus} × {s.gpu.name}", f"{p.nodes} × {p.gpus_per_node}"),
        Row(_t("Method"), p.method.value, f"{_t('framework')}: {p.framework}"),
        Row(_t("Precision"), p.precision.value, f"{_t('optimizer')}: {p.optimizer.value}"),
    ]
    if p.method.is_training:
        rows += [
            Row(
                _t("Sequence × micro-batch"),
                f"{p.seq_len:,} × {p.micro_batch}",
                f"{_t('gradient accumulation')}: {p.grad_accum}",
            ),
            Row(_t("Recompute / attention"), f"{p.recompute.value} / {p.attention.value}"),
            Row(
                _t("Parallelism"),
                f"ZeRO-{p.zero} · TP {p.tp} · PP {p.pp} · EP {p.ep}",
                f"{_t('offload')}: {p.offload.value}",
            ),
        ]
        if p.method.is_peft:
            rows.append(Row(_t("LoRA"), f"r = {p.lora_rank}", ", ".join(p.lora_targets)))
        tokens = sc.workload.training_tokens
        rows.append(Row(_t("Training tokens"), format_count(tokens)))
    else:
        rows += [
            Row(_t("Sequences × context"), f"{p.batch} × {p.context:,}", f"KV {p.kv_dtype.value}"),
            Row(_t("Weight format"), p.frozen_format.value),
        ]
    return Section(_t("Inputs"), tuple(rows))


def _memory(est: Estimate, binary: bool) -> Section:
    mem = est.memory
    rows = [
        Row(_t(COMPONENT_LABELS[k]), format_figure(mem.components[k], binary=binary))
        for k in COMPONENTS
    ]
    low, high = mem.total.low or 0.0, mem.total.high or 0.0
    rows.append(
        Row(
            _t("Total per GPU"),
            format_figure(mem.total, binary=binary),
            f"{format_value(low, 'bytes', binary=binary)} – "
            f"{format_value(high, 'bytes', binary=binary)}",
        )
    )
    rows.append(Row(_t("GPU capacity"), format_value(mem.capacity_bytes, "bytes", binary=binary)))
    verdict = _t("fits") if mem.fits else _t("does not fit")
    spare = format_value(abs(mem.headroom_bytes), "bytes", binary=binary)
    rows.append(
        Row(
            _t("Verdict"),
            verdict,
            f"{spare} {_t('spare') if mem.fits else _t('short')} {_t('per GPU')}",
        )
    )
    if est.min_gpus:
        rows.append(Row(_t("GPUs needed"), str(est.min_gpus.gpus), est.min_gpus.strategy))
    return Section(_t("Memory per GPU") + f" ({_t('peak in')} {mem.phase})", tuple(rows))


GROUPS = (
    ("compute", "Compute and time"),
    ("cost", "Cost"),
    ("cost_cloud_items", "Cloud line items"),
    ("cost_onprem_items", "On-premises line items"),
    ("hidden_costs", "Hidden costs"),
    ("energy", "Energy"),
    ("storage", "Storage"),
    ("network", "Network"),
    ("power", "Power"),
)


def _budget_sections(est: Estimate, binary: bool) -> list[Section]:
    groups = est.budget.groups()
    out = []
    for key, title in GROUPS:
        figs = groups.get(key) or {}
        if figs:
            rows = tuple(Row(_t(f.label), format_figure(f, binary=binary)) for f in figs.values())
            out.append(Section(_t(title), rows))
    host = est.budget.host_ram
    out.append(Section(_t("Host"), (Row(_t(host.label), format_figure(host, binary=binary)),)))
    return out


def _assumptions(est: Estimate) -> Section:
    sources: set[str] = set()
    lines: list[str] = []
    for fig in est.figures().values():
        if fig.source and fig.source not in sources and len(lines) < 16:
            sources.add(fig.source)
            lines.append(f"{_t(fig.label)}: {fig.source}")
    return Section(_t("Assumptions and sources"), paragraphs=tuple(lines))


def scenario_page(project: Project, sc: ScenarioSpec, est: Estimate, binary: bool) -> Page:
    warnings = tuple(dict.fromkeys([*est.warnings, *est.notes]))
    sections = [_inputs(sc, est), _memory(est, binary), *_budget_sections(est, binary)]
    if warnings:
        sections.append(Section(_t("Warnings"), paragraphs=warnings))
    if sc.notes:
        sections.append(Section(_t("Notes"), paragraphs=(sc.notes,)))
    sections.append(_assumptions(est))
    return Page(
        title=f"{project.name} — {sc.name}",
        subtitle=f"{est.scenario.model.name} · {sc.plan.method.value} · "
        f"{sc.plan.gpus} × {est.scenario.gpu.name}",
        bars=(_bar(sc.name, est),),
        sections=tuple(sections),
    )


COMPARE_KEYS = (
    ("memory.total", "Memory per GPU"),
    ("compute.gpu_hours", "GPU-hours"),
    ("compute.seconds", "Training time"),
    ("cost.cloud_usd", "Cloud cost"),
    ("cost.onprem_usd", "On-premises cost"),
    ("energy.kwh", "Energy"),
)


def comparison_page(
    project: Project, items: list[tuple[ScenarioSpec, Estimate]], binary: bool
) -> Page:
    header = (_t("Figure"), *(sc.name for sc, _ in items))
    rows: list[tuple[str, ...]] = []
    rows.append((_t("GPUs"), *(f"{sc.plan.gpus} × {e.scenario.gpu.name}" for sc, e in items)))
    rows.append((_t("Fits"), *((_t("yes") if e.fits else _t("no")) for _, e in items)))
    for key, label in COMPARE_KEYS:
        cells = []
        for _, e in items:
            fig = e.figures().get(key)
            cells.append(format_figure(fig, binary=binary) if fig else "—")
        rows.append((_t(label), *cells))
    return Page(
        title=f"{project.name} — {_t('comparison')}",
        subtitle=_t("Scenarios side by side"),
        bars=tuple(_bar(sc.name, e) for sc, e in items),
        tables=(Table(_t("Comparison"), header, tuple(rows)),),
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
        notes = Section(_t("Project notes"), paragraphs=(project.notes,))
        sections = (first.sections[0], notes, *first.sections[1:])
        pages[0] = Page(first.title, first.subtitle, first.bars, sections, first.tables)
    if len(items) > 1:
        pages.append(comparison_page(project, items, binary))
    date = (today or dt.date.today()).isoformat()
    return Sheet(title=project.name, date=date, pages=tuple(pages))
