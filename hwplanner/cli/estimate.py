"""`hwplanner estimate`: one plan from flags, or every scenario of a project file. Without
`--gpu`: the memory the plan needs, and how many of each catalog GPU it takes."""

from __future__ import annotations

import argparse

from hwplanner.cli.errors import UsageError
from hwplanner.cli.formats import chosen
from hwplanner.cli.lang import use_language
from hwplanner.cli.naming import named
from hwplanner.cli.output import print_json
from hwplanner.cli.plan_args import (
    add_plan_and_output,
    flag_estimate,
    known_gpu,
    model_plan_workload,
    solved_answers,
)
from hwplanner.engine.scenario.validity import PlanError, one_gpu_type


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("estimate", help="estimate memory, time and money for one plan")
    p.add_argument("target", nargs="?", help="a project file (.json) to estimate instead of flags")
    out = add_plan_and_output(p)
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


def run(args: argparse.Namespace) -> int:
    fmt = chosen(args)
    use_language(args)
    if args.target:
        # each mode's module is imported when it runs: the JSON of one plan needs neither the
        # project files nor the text report
        from hwplanner.cli.estimate_project import run_project

        return run_project(args, fmt)
    if args.scenario is not None:
        raise UsageError("--scenario: only with a project file")
    gpu = known_gpu(args.gpu) if args.gpu else None
    model, notes, plan, workload = model_plan_workload(args)
    if gpu is None:
        from hwplanner.cli.every_gpu import every_gpu

        try:
            one_gpu_type(plan, "estimate without --gpu")
        except PlanError as exc:
            raise named(exc) from None
        return every_gpu(model, plan, workload, args, fmt)
    result = flag_estimate(gpu, model, notes, plan, workload, solve=not args.no_solve)
    solved = solved_answers(result, args)
    if fmt == "json":
        print_json({**result.as_dict(), **solved})
        return 0
    from hwplanner.cli.estimate_text import emit

    emit(result, args, fmt, solved)
    return 0
