"""`hwplanner estimate`: one plan from flags, or every scenario of a project file. Without
`--gpu`: the memory the plan needs, and how many of each catalog GPU it takes."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.errors import UsageError, flag_for, named
from hwplanner.cli.formats import add_format_options, chosen, write_table
from hwplanner.cli.lang import add_lang_option, use_language
from hwplanner.cli.options import (
    add_plan_options,
    plan_from_args,
    unused_options,
    workload_from_args,
)
from hwplanner.cli.output import print_json
from hwplanner.cli.report import pad, render_estimate, rpad, width_of, words
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.memory.breakdown import COMPONENT_LABELS
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Method, Plan, Speculative
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError, check_plan, gpu_problems
from hwplanner.engine.solve.solve import GpuSolution, max_micro_batch, max_seq_len, min_gpus
from hwplanner.formatting import format_figure, format_value
from hwplanner.i18n import QT_TRANSLATE_NOOP, label, translate
from hwplanner.model_source import ModelSourceError, load_model
from hwplanner.project import Project, ProjectError, load_project
from hwplanner.scenarios import ScenarioError, estimate_scenarios
from hwplanner.sheet.comparison import comparison_rows
from hwplanner.sheet.executive import fit_words, method_label
from hwplanner.sheet.summary import shown_components


def add_model_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("model and hardware")
    g.add_argument(
        "--model",
        help="catalog id, config.json, checkpoint folder, .gguf file or cached org/name",
    )
    g.add_argument(
        "--gpu",
        help="catalog GPU id (see `hwplanner catalog gpus`); without it: the memory the plan "
        "needs and how many of each catalog GPU it takes",
    )


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("estimate", help="estimate memory, time and money for one plan")
    p.add_argument("target", nargs="?", help="a project file (.json) to estimate instead of flags")
    add_model_options(p)
    add_plan_options(p)
    out = p.add_argument_group("output")
    add_format_options(p, out)
    add_lang_option(out)
    out.add_argument("--gib", action="store_true", help="show GiB (2^30) instead of GB (10^9)")
    out.add_argument("--explain", action="store_true", help="show how every figure was computed")
    out.add_argument("--no-solve", action="store_true", help="skip the fewest-GPUs search")
    out.add_argument(
        "--max-batch",
        action="store_true",
        help="also find the largest micro-batch (serving: concurrent sequences) that fits",
    )
    out.add_argument(
        "--max-seq",
        action="store_true",
        help="also find the longest sequence (serving: context) that fits",
    )
    out.add_argument("--scenario", help="with a project file: only this scenario (name or index)")


def model_from_args(args: argparse.Namespace) -> tuple[ModelSpec, list[str]]:
    if not args.model:
        raise UsageError("--model: required (a catalog id or a path to config.json)")
    try:
        source = load_model(args.model, shipped_catalog())
    except ModelSourceError as exc:
        raise UsageError(f"--model: {exc}") from None
    return source.spec, list(source.notes)


def draft_from_plan(plan: Plan) -> ModelSpec | None:
    """The catalog model a plan drafts tokens with (draft speculative decoding), if any."""
    if plan.speculative is not Speculative.DRAFT or not plan.draft_model:
        return None
    catalog = shipped_catalog()
    if plan.draft_model not in catalog.models:
        raise UsageError(
            f"--draft-model: unknown model {plan.draft_model!r}; see `hwplanner catalog models`"
        )
    return catalog.models[plan.draft_model]


def model_plan_workload(args: argparse.Namespace) -> tuple[ModelSpec, list[str], Plan, Workload]:
    """The model, its import notes, the plan and the workload the flags describe (shared by
    estimate and recommend)."""
    model, notes = model_from_args(args)
    plan = plan_from_args(args)
    unused = unused_options(args, plan, model)
    return model, [*notes, *([unused] if unused else [])], plan, workload_from_args(args)


def run(args: argparse.Namespace) -> int:
    fmt = chosen(args)
    use_language(args)
    if args.target:
        return _project(args, fmt)
    if args.scenario is not None:
        raise UsageError("--scenario: only with a project file")
    catalog = shipped_catalog()
    if args.gpu and args.gpu not in catalog.gpus:
        raise UsageError(f"--gpu: unknown GPU {args.gpu!r}; see `hwplanner catalog gpus`")
    model, notes, plan, workload = model_plan_workload(args)
    if not args.gpu:
        return _every_gpu(model, plan, args, fmt)
    scenario = Scenario(
        model=model,
        gpu=catalog.gpus[args.gpu],
        plan=plan,
        workload=workload,
        draft=draft_from_plan(plan),
    )
    try:
        result = estimate(scenario, solve=not args.no_solve, notes=tuple(notes))
    except PlanError as exc:
        raise named(exc) from None
    emit(result, args, fmt, _solved(result, args))
    return 0


def _solved(result: Estimate, args: argparse.Namespace) -> dict[str, int | None]:
    """The solver answers asked for with --max-batch / --max-seq."""
    s = result.scenario
    out: dict[str, int | None] = {}
    if args.max_batch:
        out["max_micro_batch"] = max_micro_batch(s.model, s.gpu, s.plan)
    if args.max_seq:
        out["max_seq_len"] = max_seq_len(s.model, s.gpu, s.plan)
    return out


SOLVED_WORDS = {
    "max_micro_batch": QT_TRANSLATE_NOOP("Report", "Largest micro-batch that fits"),
    "max_seq_len": QT_TRANSLATE_NOOP("Report", "Longest sequence that fits"),
}
SERVING_WORDS = {  # a serving plan's batch is its concurrent sequences
    "max_micro_batch": QT_TRANSLATE_NOOP("Report", "Most concurrent sequences that fit"),
    "max_seq_len": QT_TRANSLATE_NOOP("Report", "Longest context that fits"),
}


def solved_words(key: str, result: Estimate) -> str:
    words = SERVING_WORDS if result.scenario.plan.method is Method.INFERENCE else SOLVED_WORDS
    return translate("Report", words[key])


def solved_lines(result: Estimate, solved: dict[str, Any]) -> list[str]:
    """'Longest sequence that fits: 9,728' for each solver answer asked for."""
    return [
        translate("Report", "{label}: {value}").format(
            label=solved_words(k, result), value="—" if v is None else f"{v:,}"
        )
        for k, v in solved.items()
    ]


def verdict_rows(result: Estimate) -> list[list[Any]]:
    """[key, English label, value, unit]: the verdict, the headroom and the fewest GPUs, for
    the csv and markdown tables (the table report words them itself)."""
    mem = result.memory
    need = result.min_gpus
    return [
        ["memory.verdict", translate("Report", "Verdict"), mem.verdict, "text"],
        [
            "memory.headroom_bytes",
            translate("Report", "Headroom per GPU"),
            mem.headroom_bytes,
            "bytes",
        ],
        [
            "min_gpus",
            translate("Report", "Fewest GPUs that fit")
            if need is None or need.held_sequences is None
            else translate("Report", "Fewest GPUs that run it"),
            need and need.gpus,
            "count",
        ],
        *(
            [
                [
                    "min_gpus_held_sequences",
                    translate("Report", "Full-context sequences the KV cache pool holds there"),
                    need.held_sequences,
                    "count",
                ]
            ]
            if need is not None and need.held_sequences is not None
            else []
        ),
    ]


def emit(result: Estimate, args: argparse.Namespace, fmt: str, solved: dict[str, Any]) -> None:
    if fmt == "json":
        print_json({**result.as_dict(), **solved})
        return
    if fmt == "table":
        text = render_estimate(result, binary=args.gib, explain=args.explain)
        print("\n".join([text, *solved_lines(result, solved)]))
        return
    rows: list[list[Any]] = []
    for key, fig in result.figures().items():
        if fmt == "csv":
            value = round(fig.value) if fig.unit == "bytes" and fig.value is not None else fig.value
            rows.append([key, fig.label, value, fig.unit, fig.low, fig.high])
        else:
            rows.append([label(fig.label), format_figure(fig, binary=args.gib)])
    for key, name, value, unit in verdict_rows(result):
        if fmt == "csv":
            rows.append([key, name, round(value) if unit == "bytes" else value, unit, None, None])
        else:
            shown = format_value(value, "bytes", binary=args.gib) if unit == "bytes" else value
            if key == "memory.verdict":
                shown = fit_words(result)
            rows.append([translate("Report", name), "—" if shown is None else shown])
    for key, value in solved.items():
        rows.append(
            [key, solved_words(key, result), value, "count", None, None]
            if fmt == "csv"
            else [solved_words(key, result), "—" if value is None else f"{value:,}"]
        )
    header = (
        ["key", "label", "value", "unit", "low", "high"]
        if fmt == "csv"  # data for a spreadsheet: English labels, keys to look up by
        else [translate("Report", "Figure"), translate("Report", "Value")]
    )
    write_table(fmt, header, rows)


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


def _every_gpu(model: ModelSpec, plan: Plan, args: argparse.Namespace, fmt: str) -> int:
    """No --gpu: the per-GPU memory the plan needs (it does not depend on the GPU type) and,
    for every catalog GPU, the fewest that fit."""
    gpus = list(shipped_catalog().gpus.values())
    try:
        check_plan(model, plan)  # the rules that do not depend on the GPU type, as with --gpu
        mem = estimate_memory(model, gpus[0], plan)
    except PlanError as exc:
        raise named(exc) from None
    rows = []  # (GPU, the fewest that fit, why the plan cannot run on it: FP8 without FP8)
    for gpu in sorted(gpus, key=lambda g: g.memory_gib):
        problems = gpu_problems(gpu, plan)
        refused = problems[0] if problems else None
        per_node = max(plan.gpus_per_node, 8)
        found = None if problems else min_gpus(model, gpu, plan, per_node=per_node)
        rows.append((gpu, found, refused))
    components = {k: round(f.value) for k, f in mem.components.items()}
    if fmt == "json":
        print_json(
            {
                "model": {"id": model.id, "name": model.name},
                "plan": plan.model_dump(mode="json"),
                "memory_per_gpu_bytes": {**components, "total": round(mem.total_bytes)},
                "memory_peak_phase": mem.phase,
                "gpus_needed": [
                    {
                        "gpu": g.id,
                        "name": g.name,
                        "capacity_bytes": g.capacity_bytes,
                        "min_gpus": f.gpus if f else None,
                        "strategy": f.strategy if f else None,
                        "refused": str(named(why)) if why else None,
                    }
                    for g, f, why in rows
                ],
            }
        )
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


def _with_flags(project: Project, args: argparse.Namespace) -> Project:
    """The project with the command line's plan and workload flags (and --gpu/--model) applied
    to every scenario: flags next to a project file override it."""
    catalog = shipped_catalog()
    if args.gpu and args.gpu not in catalog.gpus:
        raise UsageError(f"--gpu: unknown GPU {args.gpu!r}; see `hwplanner catalog gpus`")
    custom = list(project.custom_models)
    model_id = None
    if args.model:
        spec, _ = model_from_args(args)
        model_id = spec.id
        if spec.id not in catalog.models:
            custom = [*(m for m in custom if m.id != spec.id), spec]
    scenarios = []
    for sc in project.scenarios:
        update: dict[str, object] = {
            "plan": plan_from_args(args, sc.plan),
            "workload": workload_from_args(args, sc.workload),
        }
        if args.gpu:
            update["gpu_id"] = args.gpu
        if model_id:
            update["model_id"] = model_id
        scenarios.append(sc.model_copy(update=update))
    return project.model_copy(
        update={"scenarios": tuple(scenarios), "custom_models": tuple(custom)}
    )


def scenario_error(exc: ScenarioError) -> UsageError:
    """A scenario that cannot be estimated; a --scenario miss names the option."""
    text = str(exc)
    return UsageError(("--scenario: " if text.startswith("no scenario") else "") + text)


def _project(args: argparse.Namespace, fmt: str) -> int:
    path = Path(args.target)
    try:
        project = _with_flags(load_project(path), args)
        results = estimate_scenarios(project, path, solve=not args.no_solve, only=args.scenario)
    except ProjectError as exc:
        raise UsageError(str(exc)) from None
    except ScenarioError as exc:
        text = str(exc)
        raise UsageError(
            ("--scenario: " if text.startswith("no scenario") else "") + text
        ) from None
    if fmt == "json":
        docs = [{"name": sc.name, **res.as_dict(), **_solved(res, args)} for sc, res in results]
        print_json({"project": project.name, "scenarios": docs})
    elif fmt == "table":
        blocks = [f"# {project.name}"]
        for sc, res in results:
            text = render_estimate(res, binary=args.gib, explain=args.explain)
            text = "\n".join([text, *solved_lines(res, _solved(res, args))])
            blocks.append(f"## {sc.name}\n{text}")
        print("\n\n".join(blocks))
    else:  # the project's comparison, as the app and the sheet show it
        rows = comparison_rows(results, binary=args.gib)
        header = ["figure", *(sc.name for sc, _ in results)]
        table = [[r.label, *r.cells] for r in rows]
        solved = [_solved(res, args) for _, res in results]
        for key in solved[0] if solved else ():
            values = ["—" if d[key] is None else f"{d[key]:,}" for d in solved]
            table.append([solved_words(key, results[0][1]), *values])
        write_table(fmt, header, table)
    return 0
