"""The readable text table `hwplanner estimate` prints (no Qt)."""

from __future__ import annotations

from typing import Any

from hwplanner.cli.options import FLAGS
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.memory import COMPONENT_LABELS
from hwplanner.engine.units import format_bytes, format_count
from hwplanner.formatting import format_figure
from hwplanner.summary import GROUPS


def words(text: str) -> str:
    """A warning or note as the command line says it: a field it names is shown as its option
    ('set --tokens')."""
    template = getattr(text, "template", None)
    if template is None:
        return text
    args: dict[str, Any] = getattr(text, "args", {})
    shown = {
        k: FLAGS.get(v, v) if hasattr(v, "path") else words(v) if hasattr(v, "template") else v
        for k, v in args.items()
    }
    return str(template.format(**shown))


def render_estimate(
    result: Estimate,
    *,
    binary: bool = False,
    explain: bool = False,
    extra_notes: list[str] | None = None,
) -> str:
    s = result.scenario
    mem = result.memory
    plan = s.plan
    fb = lambda v: format_bytes(v, binary=binary)  # noqa: E731
    lines = [
        f"{s.model.name} · {plan.method.value} · {plan.gpus} × {s.gpu.name}"
        f" ({plan.nodes} node{'s' if plan.nodes > 1 else ''})",
        "",
        f"Parameters  total {format_count(result.params.total)}"
        f" · active {format_count(result.params.active)}"
        f" · trainable {format_count(mem.trainable_params)}",
        "",
        "Memory per GPU "
        + ("(while serving)" if mem.phase == "serving" else f"(peak in the {mem.phase})"),
    ]
    width = max(len(v) for v in COMPONENT_LABELS.values())
    for key, fig in mem.components.items():
        lines.append(f"  {COMPONENT_LABELS[key]:<{width}}  {fb(fig.value):>12}")
    lines.append(f"  {'-' * width}  {'-' * 12}")
    lines.append(
        f"  {'Total':<{width}}  {fb(mem.total_bytes):>12}"
        f"   (range {fb(mem.total.low or 0)} – {fb(mem.total.high or 0)})"
    )
    lines.append(f"  {'Capacity':<{width}}  {fb(mem.capacity_bytes):>12}")
    lines.append("")
    if mem.verdict == "fits_with_paging":
        paging = result.budget.compute.get("paging_seconds")
        cost = f"; paging costs {paging.value:.3g} s per step" if paging else ""
        lines.append(
            f"Verdict: fits, with paging ({fb(mem.paged_out_bytes)} of optimizer states paged "
            f"to host RAM{cost})"
        )
    else:
        verdict = "fits" if mem.fits else "does NOT fit"
        lines.append(
            f"Verdict: {verdict} ({fb(abs(mem.headroom_bytes))} "
            f"{'spare' if mem.fits else 'short'} per GPU)"
        )
    if result.min_gpus:
        sol = result.min_gpus
        lines.append(
            f"Fewest {s.gpu.name} that fit: {sol.gpus} ({sol.strategy}; "
            f"{fb(sol.total_bytes)} per GPU)"
        )
    elif result.min_gpus is None and not mem.fits:
        lines.append("No GPU count up to the search limit fits this plan.")
    groups = result.budget.groups()
    for key, title in GROUPS:
        figs = groups.get(key) or {}
        if not figs:
            continue
        lines += ["", title]
        lines += [f"  {f.label:<38} {format_figure(f, binary=binary):>16}" for f in figs.values()]
    host = result.budget.host_ram
    lines += ["", f"Host RAM per node: {format_figure(host, binary=binary)}"]
    if mem.host_offload_bytes:
        lines.append(f"Offloaded to host RAM per GPU: {fb(mem.host_offload_bytes)}")
    notes = [*result.warnings, *result.notes, *(extra_notes or [])]
    if notes:
        lines.append("")
        lines += [f"! {words(n)}" for n in notes]
    if explain:
        lines.append("")
        lines.append("How each figure was computed")
        for fig in result.figures().values():
            lines.append(fig._replace(notes=tuple(words(n) for n in fig.notes)).explain())
    return "\n".join(lines)
