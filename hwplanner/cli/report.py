"""The readable text table `hwplanner estimate` prints, in the chosen language (no Qt here:
with `--lang` the CLI installs Qt's translator behind hwplanner.i18n)."""

from __future__ import annotations

import textwrap
import unicodedata
from typing import Any

from hwplanner.cli.options import FLAGS
from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldValue
from hwplanner.engine.core.units import format_bytes, format_count
from hwplanner.engine.defaults import plan_origins
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.memory.breakdown import COMPONENT_LABELS
from hwplanner.engine.plan.fields import declared
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.formatting import (
    format_field,
    format_figure,
    format_value,
    origin_note,
    proposal_terms,
    rule_line,
)
from hwplanner.i18n import (
    argument,
    exact_text,
    field_label,
    formula,
    input_name,
    input_text,
    label,
    listed,
    phase,
    source,
    translate,
)
from hwplanner.sheet.executive import method_label
from hwplanner.sheet.summary import (
    GROUPS,
    hidden_note,
    prices_section,
    shown_components,
    shown_items,
)


def width_of(text: str) -> int:
    """Terminal columns `text` takes: CJK characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, columns: int) -> str:
    """`text` left-aligned in `columns` terminal columns."""
    return text + " " * max(columns - width_of(text), 0)


def rpad(text: str, columns: int) -> str:
    """`text` right-aligned in `columns` terminal columns."""
    return " " * max(columns - width_of(text), 0) + text


def words(text: str) -> str:
    """A warning or note as the command line says it, in the current language: a field it
    names is shown as its option ('set --tokens')."""
    template = getattr(text, "template", None)
    if template is None:
        return translate("Message", text)
    args: dict[str, Any] = getattr(text, "args", {})
    shown = {
        k: str(v)  # a field's value as the option takes it
        if isinstance(v, FieldValue)
        else FLAGS.get(v, v)
        if hasattr(v, "path")
        else words(v)
        if hasattr(v, "template")
        else argument(v)  # a table's term, a citation, sizes: as every view shows them
        for k, v in args.items()
    }
    try:
        return str(translate("Message", template).format(**shown))
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide it
        return str(template.format(**shown))


def aside(text: str) -> str:
    """Text in parentheses as the language writes them: (…) in English, （…） in Chinese."""
    return translate("Report", "({text})").format(text=text)


def _memory_lines(result: Estimate, binary: bool) -> list[str]:
    mem = result.memory

    def fb(value: float) -> str:
        return format_bytes(value, binary=binary)

    names = {k: label(v) for k, v in COMPONENT_LABELS.items()}
    total, capacity = translate("Report", "Total"), translate("Report", "Capacity")
    fewer = mem.verdict == "fits_fewer_sequences"
    held = translate("Report", "On the GPU")
    if fewer:  # the components are the plan's sequences at full context; the GPU holds a pool
        total = translate("Report", "Total at full context")
    width = max(width_of(v) for v in (*names.values(), total, capacity, *([held] if fewer else [])))
    # the parts the sheet lists (summary.left_out: not a part the plan does not hold)
    lines = [f"  {pad(names[k], width)}  {fb(mem.bytes_of(k)):>12}" for k in shown_components(mem)]
    lines.append(f"  {'-' * width}  {'-' * 12}")
    span = translate("Report", "range {low} – {high}").format(
        low=fb(mem.total.low or 0), high=fb(mem.total.high or 0)
    )
    lines.append(f"  {pad(total, width)}  {fb(mem.total_bytes):>12}   {aside(span)}")
    lines.append(f"  {pad(capacity, width)}  {fb(mem.capacity_bytes):>12}")
    if mem.usable_bytes is not None:
        usable = translate("Report", "Usable")
        name = framework(result.scenario.plan.framework).name
        lines.append(f"  {pad(usable, width)}  {fb(mem.limit_bytes):>12}   {aside(name)}")
    if fewer:
        pool = translate("Report", "the KV cache pool, {pool}, fills the rest").format(
            pool=fb(mem.held_bytes("kv_cache"))
        )
        lines.append(f"  {pad(held, width)}  {fb(mem.held_total_bytes):>12}   {aside(pool)}")
    spare = fb(abs(mem.headroom_bytes))
    if mem.verdict == "fits_with_paging":
        paging = result.budget.compute.get("paging_seconds")
        verdict = translate(
            "Report",
            "Verdict: fits, with paging ({bytes} of optimizer states paged to host RAM; paging "
            "costs {seconds} s per step)",
        ).format(bytes=fb(mem.paged_out_bytes), seconds=f"{paging.value:.3g}" if paging else "—")
        lines += ["", verdict]
    elif mem.verdict == "fits_fewer_sequences":
        plan = result.scenario.plan
        verdict = translate(
            "Report",
            "Verdict: runs — the KV cache pool holds {held:,} of the {batch:,} sequences at the "
            "full context ({context:,} tokens); the server admits requests by the KV blocks they "
            "use (Serving: concurrent requests at the average length)",
        ).format(held=mem.full_sequences or 0, batch=plan.batch, context=plan.context)
        lines += ["", verdict]
    else:
        verdict = {
            "fits": translate("Report", "Verdict: fits ({bytes} spare per GPU)"),
            "tight": translate(
                "Report",
                "Verdict: tight — fits with {bytes} spare per GPU at the expected overheads, "
                "not at their high end ({high})",
            ),
            "borderline": translate(
                "Report",
                "Verdict: may NOT fit — {bytes} short per GPU at the expected overheads; it "
                "runs at their low end ({low})",
            ),
            "does_not_fit": translate("Report", "Verdict: does NOT fit ({bytes} short per GPU)"),
        }[mem.verdict]
        high = fb(mem.total.high or mem.total.value)
        low = fb(mem.total.low or mem.total.value)
        lines += ["", verdict.format(bytes=spare, high=high, low=low)]
    if result.start_refusal is not None:  # it fits, but the engine would not start
        lines.append(
            translate("Report", "Verdict on start-up: {why}").format(
                why=words(result.start_refusal)
            )
        )
    elif result.targets_missed:  # it runs, but not within the latency targets
        missed = listed([words(m) for m in result.targets_missed])
        rate = result.scenario.workload.request_rate
        lines.append(
            translate(
                "Report",
                "Verdict on the latency targets: missed at the plan's concurrency ({batch:,}) — "
                "{missed}",
            ).format(batch=result.scenario.plan.batch, missed=missed)
            if rate is None
            else translate(
                "Report", "Verdict on the latency targets: missed at {rate} requests/s — {missed}"
            ).format(rate=format_value(rate, "count"), missed=missed)
        )
    sol = result.min_gpus
    if sol:
        fewest = (
            translate("Report", "Fewest {gpu} that fit: {n} ({strategy}; {bytes} per GPU)")
            if sol.held_sequences is None
            else translate(
                "Report",
                "Fewest {gpu} that run it: {n} ({strategy}; the KV cache pool holds {held:,} of "
                "{batch:,} sequences at full context)",
            )
        )
        lines.append(
            fewest.format(
                gpu=result.scenario.gpu.name,
                n=sol.gpus,
                strategy=words(sol.strategy),
                bytes=fb(sol.total_bytes),
                held=sol.held_sequences,
                batch=sol.plan.batch,
            )
        )
    elif not mem.fits and not result.scenario.cards:  # unequal cards are not searched
        lines.append(translate("Report", "No GPU count up to the search limit fits this plan."))
    currency = result.budget.currency
    latency = bool(result.targets_missed)
    for i, prop in enumerate(result.proposals):
        terms = proposal_terms(prop, binary=binary, currency=currency)
        if i == 0:
            line = (
                translate("Report", "To start: {what} ({terms})")
                if result.start_refusal is not None
                else translate("Report", "To meet the targets: {what} ({terms})")
                if latency
                else translate("Report", "To fit: {what} ({terms})")
            )
        else:
            if i == 1:
                lines.append(
                    translate("Report", "Other ways to meet them:")
                    if latency
                    else translate("Report", "Other ways to fit:")
                )
            line = "  " + translate("Report", "{what} ({terms})")
        lines.append(line.format(what=words(prop.text), terms=terms))
    return lines


def render_estimate(result: Estimate, *, binary: bool = False, explain: bool = False) -> str:
    s = result.scenario
    mem = result.memory
    plan = s.plan
    nodes = (
        translate("Report", "1 node")
        if plan.nodes == 1
        else translate("Report", "{n} nodes").format(n=plan.nodes)
    )
    where = (
        translate("Report", "Memory per GPU (while serving)")
        if mem.phase == "serving"
        else translate("Report", "Memory per GPU (peak in the {phase})").format(
            phase=phase(mem.phase)
        )
    )
    lines = [
        f"{s.model.name} · {method_label(plan.method)} · {s.hardware} {aside(nodes)}",
        "",
        translate(
            "Report", "Parameters  total {total} · active {active} · trainable {trainable}"
        ).format(
            total=format_count(result.params.total),
            active=format_count(result.params.active),
            trainable=format_count(mem.trainable_params),
        ),
        "",
        where,
        *_memory_lines(result, binary),
    ]
    groups = result.budget.groups()
    for key, title in GROUPS:
        figs = shown_items(key, groups)  # the sheet's lines: no $0 item, no cost listed twice
        if figs:
            lines += ["", translate("Summary", title)]
            names = {k: label(f.label) for k, f in figs.items()}
            # a label longer than the column widens it for its group, which stays aligned
            width = max(38, *(width_of(n) for n in names.values()))
            lines += [
                f"  {pad(names[k], width)} {rpad(format_figure(f, binary=binary), 16)}"
                for k, f in figs.items()
            ]
            if key == "hidden_costs":
                lines += [
                    textwrap.fill(
                        note,
                        92,
                        initial_indent="  ",
                        subsequent_indent="  ",
                        break_on_hyphens=False,
                    )
                    for note in hidden_note(groups)
                ]
    prices = prices_section(result, binary)
    lines += ["", prices.title]
    lines += [f"  {pad(r.label, 38)} {rpad(r.value, 16)}  {aside(r.note)}" for r in prices.rows]
    host = result.budget.host_ram
    flag = (
        "  ⚠ " + "; ".join(words(n) for n in host.notes)
        if result.budget.host_ram_beyond_server
        else ""
    )
    host_line = translate("Report", "{label}: {value}").format(
        label=label(host.label), value=format_figure(host, binary=binary)
    )
    lines += ["", host_line + flag]
    if mem.host_offload_bytes:
        offloaded = format_bytes(mem.host_offload_bytes, binary=binary)
        lines.append(
            translate("Report", "Offloaded to host RAM per GPU: {bytes}").format(bytes=offloaded)
        )
    notes = [*result.warnings, *result.notes]
    if notes:
        lines.append("")
        lines += [f"! {words(n)}" for n in notes]
    if result.rule_checks:
        lines += ["", translate("Report", "Rules of thumb, checked")]
        for check in result.rule_checks:
            r = rule_line(check, binary=binary)
            lines.append(
                textwrap.fill(
                    r.head,
                    92,
                    initial_indent="  ",
                    subsequent_indent="    ",
                    break_on_hyphens=False,
                )
            )
            lines.append(
                textwrap.fill(
                    r.why,
                    92,
                    initial_indent="    ",
                    subsequent_indent="    ",
                    break_on_hyphens=False,
                )
            )
    if explain:
        lines += ["", translate("Report", "Plan values you did not set, and where they come from")]
        lines += default_lines(result, binary)
        lines += ["", translate("Report", "How each figure was computed")]
        # a hidden cost that is also an on-premises line item is the same figure: once
        lines += [explained(fig) for fig in dict.fromkeys(result.figures().values())]
    return "\n".join(lines)


def default_lines(result: Estimate, binary: bool) -> list[str]:
    """Every plan value that applies to the plan and is not the user's: the framework's, the
    framework's for the model's size, or the engine's (defaults.plan_origins), with its origin."""
    s = result.scenario
    origins = plan_origins(s.model, s.plan, s.gpu)
    out = []
    for d in declared(Plan):
        r = origins[d.name]
        note = origin_note(d, r)
        if note and d.ui.applies(s.plan, s.model):
            value = format_field(d, r.value, binary=binary)
            out.append(f"  {pad(field_label(d.ui.label), 38)} {rpad(value, 16)}  {aside(note)}")
    return out


def explained(fig: Figure[float | None]) -> str:
    """One figure's working as `--explain` prints it, in the current language: value,
    formula, each input, range, notes (options named as the command line has them), source.
    (Figure.explain() is the engine's English of the same.)"""
    # a text answer, else the exact value (an exchange rate's display is its currency code)
    if fig.display and fig.unit != "factor":
        head = label(fig.display)
    elif fig.unit == "factor":
        head = format_figure(fig)
    else:
        head = exact_text(fig.value, fig.unit)
    title = translate("Report", "{label}: {value}").format(label=label(fig.label), value=head)
    lines = [title, f"  = {formula(fig.formula)}"]
    lines += [f"    {input_name(name)} = {input_text(value)}" for name, value in fig.inputs]
    if fig.low is not None and fig.high is not None:
        span = translate("Report", "range {low} – {high}")
        low, high = exact_text(fig.low, fig.unit), exact_text(fig.high, fig.unit)
        lines.append("  " + span.format(low=low, high=high))
    lines += ["  " + translate("Report", "note: {text}").format(text=words(n)) for n in fig.notes]
    if fig.source:
        lines.append("  " + translate("Report", "source: {text}").format(text=source(fig.source)))
    return "\n".join(lines)
