"""The printable summary sheet, built as plain data (no Qt): sections of rows, a chart, notes.

sheet/render.py renders a Sheet to paper or PDF; tests read the same figures back from the PDF.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.defaults import plan_origins
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.memory.breakdown import COMPONENT_LABELS, COMPONENTS, MemoryEstimate
from hwplanner.engine.plan.fields import declared, default_padding
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.solve.serving_fit import serving_fit
from hwplanner.fit_text import fit_columns, quality_line
from hwplanner.formatting import (
    format_field,
    format_figure,
    format_value,
    origin_note,
    proposal_terms,
    rule_line,
)
from hwplanner.i18n import (
    QT_TRANSLATE_NOOP,
    binary_sizes,
    field_label,
    label,
    listed,
    message,
    phase,
    source,
    translate,
)
from hwplanner.sheet.comparison import comparison_rows
from hwplanner.sheet.executive import fit_words, method_label, provenance
from hwplanner.sheet.types import Bar, Page, Row, Section, Sheet, Table

if TYPE_CHECKING:
    from hwplanner.project import Project, ScenarioSpec

__all__ = ["Bar", "Page", "Row", "Section", "Sheet", "Table", "build_sheet"]


def _bar(name: str, est: Estimate) -> Bar:
    mem = est.memory
    return Bar(
        name,
        # what the GPU holds: a paged pool holding fewer sequences is the pool (as the chart)
        tuple((label(COMPONENT_LABELS[k]), mem.held_bytes(k)) for k in COMPONENTS),
        float(mem.capacity_bytes),
    )


def input_rows(sc: ScenarioSpec, est: Estimate, *, binary: bool = False) -> list[Row]:
    """The scenario's inputs: model and GPUs, then every plan and workload field declared for
    the sheet that applies to the plan (engine field declarations), each value marked when it
    is a default rather than the user's choice."""
    p = sc.plan
    s = est.scenario
    rows = [
        Row(translate("Summary", "Model"), s.model.name, s.model.hf_repo),
        Row(
            translate("Summary", "GPU"),
            s.hardware,
            translate("Summary", "{nodes} × {per_node} per node").format(
                nodes=p.nodes, per_node=p.gpus_per_node
            ),
        ),
    ]
    # the plan as estimated (its framework's values for the model's size applied), each value
    # with where it comes from
    origins = plan_origins(s.model, s.plan, s.gpu)
    for d in (*declared(Plan), *declared(Workload)):
        if not d.ui.sheet or not d.ui.applies(p, s.model):
            continue
        if d.owner == "plan":
            value, note = origins[d.name].value, origin_note(d, origins[d.name])
        else:
            value, note = getattr(sc.workload, d.name), ""
        if d.name == "tokens" and value is None and not sc.workload.tokens_given:
            value = sc.workload.training_tokens(s.plan.seq_len)
            note = translate("Summary", "assumed: not set")
        if d.name == "padding" and value is None:  # the trainer's, named (fields.default_padding)
            value, note = default_padding(s.plan), translate("Summary", "framework default")
        rows.append(Row(field_label(d.ui.label), format_field(d, value, binary=binary), note))
    return rows


def _inputs(sc: ScenarioSpec, est: Estimate, binary: bool) -> Section:
    return Section(translate("Summary", "Inputs"), tuple(input_rows(sc, est, binary=binary)))


def held_components(holdings: Iterable[Mapping[str, float]]) -> tuple[str, ...]:
    """The components some of these {component: bytes} hold, in stacking order."""
    held = {k for values in holdings for k, v in values.items() if v}
    return tuple(k for k in COMPONENTS if k in held)


def shown_components(mem: MemoryEstimate) -> list[str]:
    """The memory parts a view lists: a part this plan does not hold (a training plan's KV
    cache, activations at an optimizer-step peak) is left out (see left_out)."""
    return [k for k in mem.shown() if not left_out("memory", k, mem.components[k].value, ())]


def _memory(est: Estimate, binary: bool) -> Section:
    mem = est.memory
    rows = [
        Row(label(COMPONENT_LABELS[k]), format_figure(mem.components[k], binary=binary))
        for k in shown_components(mem)
    ]
    low, high = mem.total.low or 0.0, mem.total.high or 0.0
    fewer = mem.verdict == "fits_fewer_sequences"
    rows.append(
        Row(
            translate("Summary", "Total at full context")
            if fewer
            else translate("Summary", "Total per GPU"),
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
    if mem.usable_bytes is not None:  # the share the framework takes, which the verdict uses
        rows.append(
            Row(
                translate("Summary", "Usable"),
                format_value(mem.usable_bytes, "bytes", binary=binary),
                framework(est.scenario.plan.framework).name,
            )
        )
    if fewer:  # what the GPU holds: the pool fills the share (the chart draws this)
        rows.append(
            Row(
                translate("Summary", "On the GPU"),
                format_value(mem.held_total_bytes, "bytes", binary=binary),
                translate("Summary", "the KV cache pool, {pool}, fills the rest").format(
                    pool=format_value(mem.held_bytes("kv_cache"), "bytes", binary=binary)
                ),
            )
        )
    verdict = fit_words(est)
    spare = format_value(abs(mem.headroom_bytes), "bytes", binary=binary)
    aside = (
        translate("Summary", "{bytes} spare per GPU")
        if mem.fits
        else translate("Summary", "{bytes} short per GPU")
    ).format(bytes=spare)
    if mem.verdict == "fits_fewer_sequences":
        aside = translate(
            "Summary", "the KV cache holds {held:,} of {batch:,} sequences at full context"
        ).format(held=mem.full_sequences or 0, batch=est.scenario.plan.batch)
    if est.start_refusal is not None:  # it fits, but its engine would not start: why
        aside = message(est.start_refusal)
    elif est.targets_missed:  # it runs, but not within the latency targets: which, how far
        aside = listed([message(m) for m in est.targets_missed])
    rows.append(Row(translate("Summary", "Verdict"), verdict, aside))
    if est.min_gpus:
        rows.append(
            Row(
                translate("Summary", "GPUs needed"),
                str(est.min_gpus.gpus),
                message(est.min_gpus.strategy),
            )
        )
    rows += _fix_rows(est, binary)
    title = translate("Summary", "Memory per GPU (peak in the {phase})").format(
        phase=phase(mem.phase)
    )
    return Section(title, tuple(rows))


def _fix_rows(est: Estimate, binary: bool) -> list[Row]:
    """What makes the scenario fit, start or meet its latency targets, each change with what it
    costs, as the window's bar and the command line list them (Estimate.proposals)."""
    if not est.proposals:
        return []
    currency = est.budget.currency
    if est.start_refusal is not None:
        first, other = translate("Summary", "To start"), ""
    elif est.targets_missed:
        first = translate("Summary", "To meet the targets")
        other = translate("Summary", "Another way to meet them")
    else:
        first, other = translate("Summary", "To fit"), translate("Summary", "Another way to fit")
    return [
        Row(
            first if i == 0 else other,
            "",
            translate("Report", "{what} ({terms})").format(
                what=message(p.text), terms=proposal_terms(p, binary=binary, currency=currency)
            ),
        )
        for i, p in enumerate(est.proposals)
    ]


GROUPS = (
    ("serving", QT_TRANSLATE_NOOP("Summary", "Latency and service levels")),
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


def _value(fig: Figure[float | None], binary: bool) -> str:
    """A figure's value, or its text answer (a server class) in the current language."""
    return label(fig.display) if fig.display else format_figure(fig, binary=binary)


def shown_prices(est: Estimate) -> dict[str, Figure[float | None]]:
    """The prices and rates a budget assumed (the exchange rate only for another currency)."""
    prices = dict(est.budget.prices)
    fx = prices.get("exchange_rate")
    if fx is not None and not fx.display:
        del prices["exchange_rate"]
    return prices


def _price_value(key: str, fig: Figure[float | None], binary: bool) -> str:
    if key == "exchange_rate" and fig.value is not None:
        return translate("Summary", "{rate} {currency} per US dollar").format(
            rate=f"{fig.value:,.4g}", currency=fig.display
        )
    return _value(fig, binary)


def prices_section(est: Estimate, binary: bool) -> Section:
    """Every price and rate the money figures rest on: value, how it was chosen and when, and
    below, each source cited in full."""
    prices = shown_prices(est)
    rows = tuple(
        Row(label(f.label), _price_value(key, f, binary), provenance(f))
        for key, f in prices.items()
    )
    cited: dict[str, tuple[str, list[str]]] = {}  # English source: (shown, the prices)
    for f in prices.values():
        if f.source and f.source != "workload":
            cited.setdefault(f.source, (source(f.source), []))[1].append(label(f.label))
    paragraphs = tuple(
        translate("Summary", "{what}: {source}").format(what=listed(names), source=shown)
        for shown, names in cited.values()
    )
    return Section(translate("Summary", "Prices assumed"), rows, paragraphs, fine_print=True)


Groups = dict[str, Mapping[str, Figure[float | None]]]
# groups whose lines of 0 are left out: a part the plan does not hold, a line item of $0
ZERO_LEFT_OUT = frozenset({"memory", "cost_cloud_items", "cost_onprem_items", "hidden_costs"})


def left_out(group: str, name: str, value: float | None, onprem: Collection[str]) -> bool:
    """A line the sheet and the summary panel do not list: a 0 in ZERO_LEFT_OUT, or a hidden
    cost that is one of the on-premises line items (`onprem`: their names) listed already."""
    if group in ZERO_LEFT_OUT and value == 0:
        return True
    return group == "hidden_costs" and name in onprem


def shown_items(key: str, groups: Groups) -> Mapping[str, Figure[float | None]]:
    """A group's figures as the sheet, the summary panel and the CLI report list them (see
    left_out)."""
    onprem = groups.get("cost_onprem_items") or {}
    figs = groups.get(key) or {}
    return {k: f for k, f in figs.items() if not left_out(key, k, f.value, onprem)}


def hidden_note(groups: Groups) -> tuple[str, ...]:
    """The line under hidden costs naming those left out because the on-premises items list
    them already."""
    onprem = groups.get("cost_onprem_items") or {}
    also = [
        label(f.label)
        for k, f in (groups.get("hidden_costs") or {}).items()
        if k in onprem and f.value != 0
    ]
    if not also:
        return ()
    note = translate(
        "Summary", "Also left out of a budget of GPU prices alone, listed above: {items}."
    )
    return (note.format(items=listed(also)),)


def _budget_sections(est: Estimate, binary: bool) -> list[Section]:
    groups = est.budget.groups()
    out = []
    for key, title in GROUPS:
        figs = shown_items(key, groups)
        if figs:
            rows = tuple(Row(label(f.label), _value(f, binary)) for f in figs.values())
            notes = hidden_note(groups) if key == "hidden_costs" else ()
            out.append(Section(translate("Summary", title), rows, notes))
    out.append(prices_section(est, binary))
    host = est.budget.host_ram
    over = est.budget.host_ram_beyond_server
    note = "; ".join(message(n) for n in host.notes)
    host_row = Row(
        label(host.label), ("⚠ " if over else "") + format_figure(host, binary=binary), note
    )
    out.append(Section(translate("Summary", "Host"), (host_row,)))
    return out


def _assumptions(est: Estimate) -> Section:
    sources: set[str] = set()
    lines: list[str] = []
    for fig in est.figures().values():
        if fig.source and fig.source not in sources and len(lines) < 16:
            sources.add(fig.source)
            lines.append(
                translate("Summary", "{what}: {source}").format(
                    what=label(fig.label), source=source(fig.source)
                )
            )
    return Section(
        translate("Summary", "Assumptions and sources"), paragraphs=tuple(lines), fine_print=True
    )


def rules_section(est: Estimate, binary: bool) -> Section:
    """The rules of thumb the plan is a case of: each rule's figure beside hwplanner's, and why
    they differ."""
    lines = [rule_line(c, binary=binary) for c in est.rule_checks]
    return Section(
        translate("Report", "Rules of thumb, checked"),
        paragraphs=tuple(r.paragraph for r in lines),
    )


def scenario_page(project: Project, sc: ScenarioSpec, est: Estimate, binary: bool) -> Page:
    warnings = tuple(message(w) for w in dict.fromkeys([*est.warnings, *est.notes]))
    sections = [_inputs(sc, est, binary), _memory(est, binary), *_budget_sections(est, binary)]
    if warnings:
        sections.append(Section(translate("Summary", "Warnings"), paragraphs=warnings))
    if sc.notes:
        sections.append(Section(translate("Summary", "Notes"), paragraphs=(sc.notes,)))
    if est.rule_checks:
        sections.append(rules_section(est, binary))
    sections.append(_assumptions(est))
    tables: tuple[Table, ...] = ()
    after: tuple[Section, ...] = ()
    if sc.plan.method is Method.INFERENCE and not est.scenario.cards:  # one GPU type
        table, sources = fit_table(est, binary)
        tables, after = (table,), (sources,)
    return Page(
        title=f"{project.name} — {sc.name}",
        subtitle=f"{est.scenario.model.name} · {method_label(sc.plan.method)} · "
        f"{est.scenario.hardware}",
        bars=(_bar(sc.name, est),),
        sections=tuple(sections),
        tables=tables,
        after=after,
    )


def fit_table(est: Estimate, binary: bool) -> tuple[Table, Section]:
    """A serving plan's reverse fit (the window's Fit tab): every weight format and KV cache
    on its GPUs, and each format's quality cost with its source."""
    s = est.scenario
    rows = serving_fit(s.model, s.gpu, s.plan, s.workload, s.draft)
    header, cells = fit_columns(rows, binary=binary)
    title = translate("Summary", "Weight formats on these GPUs, at {context:,} tokens").format(
        context=s.plan.context
    )
    seen: dict[str, str] = {}
    for r in rows:
        if r.quality is not None:
            seen.setdefault(r.weight_format.value, quality_line(r.quality))
    notes = (
        *(f"{fmt}: {line}" for fmt, line in seen.items()),
        translate(
            "Fit",
            "Quality costs come from different models and measures: each compares a format "
            "with 16 bits, not formats with each other.",
        ),
    )
    sources = Section(translate("Summary", "Quality of each format"), (), notes, fine_print=True)
    return Table(title, tuple(header), tuple(tuple(c) for c in cells)), sources


def comparison_page(
    project: Project, items: list[tuple[ScenarioSpec, Estimate]], binary: bool
) -> Page:
    """The scenarios side by side: the same rows as the app's Compare view."""
    header = (translate("Summary", "Figure"), *(sc.name for sc, _ in items))
    rows = tuple((r.label, *r.cells) for r in comparison_rows(items, binary=binary))
    return Page(
        title=translate("Summary", "{project} — comparison").format(project=project.name),
        subtitle=translate("Summary", "Scenarios side by side"),
        bars=tuple(_bar(sc.name, e) for sc, e in items),
        tables=(Table(translate("Summary", "Comparison"), header, rows),),
    )


def build_sheet(
    project: Project,
    items: list[tuple[ScenarioSpec, Estimate]],
    *,
    binary: bool = False,
    today: dt.date | None = None,
) -> Sheet:
    """A summary for the decision first, then one page per scenario, and a comparison page
    when there are several."""
    with binary_sizes(binary):
        return _sheet(project, items, binary, today)


def _sheet(
    project: Project,
    items: list[tuple[ScenarioSpec, Estimate]],
    binary: bool,
    today: dt.date | None,
) -> Sheet:
    pages = [scenario_page(project, sc, e, binary) for sc, e in items]
    if project.notes and pages:
        first = pages[0]
        notes = Section(translate("Summary", "Project notes"), paragraphs=(project.notes,))
        sections = (first.sections[0], notes, *first.sections[1:])
        pages[0] = Page(
            first.title, first.subtitle, first.bars, sections, first.tables, first.after
        )
    if len(items) > 1:
        pages.append(comparison_page(project, items, binary))
    if items:
        from hwplanner.sheet.executive import executive_page

        pages.insert(0, executive_page(project, items))
    date = (today or dt.date.today()).isoformat()
    return Sheet(title=project.name, date=date, pages=tuple(pages))
