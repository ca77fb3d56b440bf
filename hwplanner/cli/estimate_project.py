"""`hwplanner estimate PROJECT.json`: every scenario of a project file (the flags override each),
as reports, a comparison table or JSON."""

from __future__ import annotations

import argparse
from pathlib import Path

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.errors import UsageError
from hwplanner.cli.estimate_text import solved_lines, solved_words
from hwplanner.cli.formats import write_table
from hwplanner.cli.options import (
    plan_from_args,
    workload_from_args,
)
from hwplanner.cli.output import print_json
from hwplanner.cli.plan_args import known_gpu, model_from_args, solved_answers
from hwplanner.cli.report import render_estimate
from hwplanner.project import Project, ProjectError, load_project
from hwplanner.scenarios import ScenarioError, estimate_scenarios
from hwplanner.sheet.comparison import comparison_rows


def _with_flags(project: Project, args: argparse.Namespace) -> Project:
    """The project with the command line's plan and workload flags (and --gpu/--model) applied
    to every scenario: flags next to a project file override it."""
    catalog = shipped_catalog()
    if args.gpu:
        known_gpu(args.gpu)
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


def run_project(args: argparse.Namespace, fmt: str) -> int:
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
        docs = [
            {"name": sc.name, **res.as_dict(), **solved_answers(res, args)} for sc, res in results
        ]
        print_json({"project": project.name, "scenarios": docs})
    elif fmt == "table":
        blocks = [f"# {project.name}"]
        for sc, res in results:
            text = render_estimate(res, binary=args.gib, explain=args.explain)
            text = "\n".join([text, *solved_lines(res, solved_answers(res, args))])
            blocks.append(f"## {sc.name}\n{text}")
        print("\n\n".join(blocks))
    else:  # the project's comparison, as the app and the sheet show it
        rows = comparison_rows(results, binary=args.gib)
        header = ["figure", *(sc.name for sc, _ in results)]
        table = [[r.label, *r.cells] for r in rows]
        solved = [solved_answers(res, args) for _, res in results]
        for key in solved[0] if solved else ():
            values = ["—" if d[key] is None else f"{d[key]:,}" for d in solved]
            table.append([solved_words(key, results[0][1]), *values])
        write_table(fmt, header, table)
    return 0
