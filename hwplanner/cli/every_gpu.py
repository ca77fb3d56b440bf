"""`hwplanner estimate` without --gpu: the memory the plan needs and, for every catalog GPU, the
fewest that fit."""

from __future__ import annotations

import argparse

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.formats import write_table
from hwplanner.cli.naming import flag_for, named
from hwplanner.cli.output import print_json
from hwplanner.cli.plan_args import reward_from_plan
from hwplanner.cli.report import pad, rpad, width_of, words
from hwplanner.engine.command_documents import EveryGpuDocument, GpuNeeded
from hwplanner.engine.document import ModelRef
from hwplanner.engine.memory.breakdown import COMPONENT_LABELS
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.rows import memory_plan, row_note
from hwplanner.engine.scenario.validity import (
    PlanError,
    check_plan,
    gpu_problems,
    reward_problems,
    workload_problems,
)
from hwplanner.engine.solve.solve import GpuSolution, min_gpus
from hwplanner.formatting import format_value
from hwplanner.i18n import label, translate
from hwplanner.sheet.executive import method_label
from hwplanner.sheet.summary import shown_components


def _how(found: GpuSolution | None, refused: PlanError | None, *, shown: bool = False) -> str:
    """The table's last column: the strategy, 'refused (--flag)' (the whole reason is in the
    JSON and in the error of --gpu with that GPU), or 'none fits'; `shown`: in the current
    language, for the readable table (CSV and Markdown keep the English values)."""
    if found is not None:
        return words(found.strategy) if shown else found.strategy
    if refused:
        text = translate("Report", "refused ({flag})") if shown else "refused ({flag})"
        return text.format(flag=flag_for(refused.field))
    return translate("Report", "none fits") if shown else "none fits"


def every_gpu(
    model: ModelSpec, plan: Plan, workload: Workload, args: argparse.Namespace, fmt: str
) -> int:
    """No --gpu: the per-GPU memory the plan needs (it does not depend on the GPU type, but
    for an RL engine's share of the card: taken on the first catalog GPU that runs the plan)
    and, for every catalog GPU, the fewest that fit; both for rows as long as the run's
    longest (scenario/rows.py)."""
    sized = memory_plan(plan, workload)
    rows_note = row_note(plan, workload)  # sized for rows shorter than the sequence length
    gpus = list(shipped_catalog().gpus.values())
    reward = reward_from_plan(plan)
    runs = [g for g in gpus if not gpu_problems(g, plan, model)] or gpus
    try:
        check_plan(model, plan)  # the rules that do not depend on the GPU type, as with --gpu
        for bad in [
            *reward_problems(model, plan, reward),
            *workload_problems(model, plan, workload),
        ]:
            raise bad
        mem = estimate_memory(model, runs[0], sized, reward=reward)
    except PlanError as exc:
        raise named(exc) from None
    rows = []  # (GPU, the fewest that fit, why the plan cannot run on it: FP8 without FP8)
    for gpu in sorted(gpus, key=lambda g: g.memory_gib):
        problems = gpu_problems(gpu, plan, model)
        refused = problems[0] if problems else None
        per_node = max(plan.gpus_per_node, 8)
        found = None if problems else min_gpus(model, gpu, sized, per_node=per_node, reward=reward)
        rows.append((gpu, found, refused))
    components = {k: round(f.value) for k, f in mem.components.items()}
    if fmt == "json":
        doc = EveryGpuDocument(
            model=ModelRef(id=model.id, name=model.name),
            plan=plan.model_dump(mode="json"),
            memory_per_gpu_bytes={**components, "total": round(mem.total_bytes)},
            memory_peak_phase=mem.phase,
            gpus_needed=[
                GpuNeeded(
                    gpu=g.id,
                    name=g.name,
                    capacity_bytes=g.capacity_bytes,
                    min_gpus=f.gpus if f else None,
                    strategy=f.strategy if f else None,
                    refused=str(named(why)) if why else None,
                )
                for g, f, why in rows
            ],
            notes=[str(n) for n in (rows_note,) if n is not None],
        )
        print_json(doc.model_dump())
        return 0
    header = ["GPU", "GiB", "fewest that fit", "how"]
    table = [
        [g.name, f"{g.memory_gib:.0f}", f.gpus if f else "—", _how(f, why)] for g, f, why in rows
    ]
    if fmt != "table":
        write_table(fmt, header, table)
        return 0

    def fb(value: float) -> str:
        return format_value(value, "bytes", binary=args.gib)

    method = method_label(plan.method)
    title = translate("Report", "{model} · {method} · memory per GPU as planned: {bytes}")
    print(title.format(model=model.name, method=method, bytes=fb(mem.total_bytes)))
    # the parts the sheet lists (summary.left_out), by their names
    parts = [f"{label(COMPONENT_LABELS[k])} {fb(mem.bytes_of(k))}" for k in shown_components(mem)]
    print("  " + " · ".join(parts))
    if rows_note is not None:
        print("  " + translate("Report", "note: {text}").format(text=words(rows_note)))
    print()
    heads = [
        translate("Report", "GPU"),
        translate("Report", "GiB"),
        translate("Report", "fewest"),
        translate("Report", "how"),
    ]
    name_w = max(width_of(x) for x in [heads[0], *(g.name for g, _, _ in rows)])
    count_w = max(6, width_of(heads[2]))
    print(f"  {pad(heads[0], name_w)} {rpad(heads[1], 5)}  {rpad(heads[2], count_w)}  {heads[3]}")
    for (_, found, why), (name, gib, n, _) in zip(rows, table, strict=True):
        how = _how(found, why, shown=True)
        print(f"  {pad(str(name), name_w)} {rpad(str(gib), 5)}  {rpad(str(n), count_w)}  {how}")
    return 0
