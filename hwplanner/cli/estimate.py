"""`hwplanner estimate`: one plan from flags, or every scenario of a project file."""

from __future__ import annotations

import argparse
from pathlib import Path

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.errors import UsageError
from hwplanner.cli.options import add_plan_options, plan_from_args, workload_from_args
from hwplanner.cli.output import print_json
from hwplanner.cli.report import render_estimate
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Plan, Speculative
from hwplanner.engine.validity import PlanError
from hwplanner.engine.workload import Workload
from hwplanner.model_source import ModelSourceError, load_model
from hwplanner.project import Project, ProjectError, load_project
from hwplanner.scenarios import ScenarioError, estimate_scenarios


def add_model_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("model and hardware")
    g.add_argument("--model", help="catalog model id, or a path to a Hugging Face config.json")
    g.add_argument("--gpu", help="catalog GPU id (see `hwplanner catalog gpus`)")


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("estimate", help="estimate memory, time and money for one plan")
    p.add_argument("target", nargs="?", help="a project file (.json) to estimate instead of flags")
    add_model_options(p)
    add_plan_options(p)
    out = p.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print the estimate as JSON")
    out.add_argument("--gib", action="store_true", help="show GiB (2^30) instead of GB (10^9)")
    out.add_argument("--explain", action="store_true", help="show how every figure was computed")
    out.add_argument("--no-solve", action="store_true", help="skip the fewest-GPUs search")
    out.add_argument("--scenario", help="with a project file: only this scenario (name or index)")


def model_from_args(args: argparse.Namespace) -> tuple[ModelSpec, list[str]]:
    if not args.model:
        raise UsageError("--model: required (a catalog id or a path to config.json)")
    try:
        return load_model(args.model, shipped_catalog())
    except ModelSourceError as exc:
        raise UsageError(f"--model: {exc}") from None


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
    return model, notes, plan_from_args(args), workload_from_args(args)


def run(args: argparse.Namespace) -> int:
    if args.target:
        return _project(args)
    if args.scenario is not None:
        raise UsageError("--scenario: only with a project file")
    catalog = shipped_catalog()
    if not args.gpu:
        raise UsageError("--gpu: required (see `hwplanner catalog gpus`)")
    if args.gpu not in catalog.gpus:
        raise UsageError(f"--gpu: unknown GPU {args.gpu!r}; see `hwplanner catalog gpus`")
    model, notes, plan, workload = model_plan_workload(args)
    scenario = Scenario(
        model=model,
        gpu=catalog.gpus[args.gpu],
        plan=plan,
        workload=workload,
        draft=draft_from_plan(plan),
    )
    try:
        result = estimate(scenario, solve=not args.no_solve)
    except PlanError as exc:
        from hwplanner.cli.errors import flag_for

        raise UsageError(f"{flag_for(exc.field)}: {exc.text}") from None
    emit(result, args, notes)
    return 0


def emit(result: Estimate, args: argparse.Namespace, notes: list[str]) -> None:
    if args.json:
        doc = result.as_dict()
        doc["notes"] = [*doc["notes"], *notes]  # type: ignore[misc]
        print_json(doc)
    else:
        print(render_estimate(result, binary=args.gib, explain=args.explain, extra_notes=notes))


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


def _project(args: argparse.Namespace) -> int:
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
    if args.json:
        print_json(
            {
                "project": project.name,
                "scenarios": [{"name": sc.name, **res.as_dict()} for sc, res in results],
            }
        )
        return 0
    blocks = [f"# {project.name}"]
    for sc, res in results:
        blocks.append(
            f"## {sc.name}\n" + render_estimate(res, binary=args.gib, explain=args.explain)
        )
    print("\n\n".join(blocks))
    return 0
