"""`hwplanner recommend`: rank the hardware that can run a plan, by time and by cost."""

from __future__ import annotations

import argparse

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.errors import UsageError, named
from hwplanner.cli.estimate import add_model_options, model_plan_workload
from hwplanner.cli.formats import add_format_options, chosen, write_table
from hwplanner.cli.lang import add_lang_option, use_language
from hwplanner.cli.options import add_plan_options
from hwplanner.cli.output import print_json
from hwplanner.cli.report import words
from hwplanner.engine.recommend import recommend
from hwplanner.engine.validity import PlanError
from hwplanner.formatting import format_duration, format_usd


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("recommend", help="rank GPU types and counts that fit, by time and cost")
    add_model_options(p)
    add_plan_options(p)
    g = p.add_argument_group("ranking")
    g.add_argument(
        "--deadline-hours",
        type=float,
        default=None,
        help="say which options finish within this many hours (> 0)",
    )
    g.add_argument(
        "--budget-usd", type=float, default=None, help="say which options cost at most this (> 0)"
    )
    g.add_argument("--top", type=int, default=10, help="options to list (default 10)")
    g.add_argument(
        "--gpu-filter",
        default="",
        help="comma list of GPU ids to consider (default: all in the catalog)",
    )
    add_format_options(p, g)
    add_lang_option(g)


def run(args: argparse.Namespace) -> int:
    for name in ("deadline_hours", "budget_usd"):
        value = getattr(args, name)
        if value is not None and not value > 0:
            raise UsageError(f"--{name.replace('_', '-')}: must be > 0")
    if args.top < 1:
        raise UsageError("--top: must be ≥ 1")
    fmt = chosen(args)
    use_language(args)
    catalog = shipped_catalog()
    model, _notes, plan, workload = model_plan_workload(args)
    wanted = {g for g in args.gpu_filter.split(",") if g}
    unknown = wanted - set(catalog.gpus)
    if unknown:
        raise UsageError(f"--gpu-filter: unknown GPU {sorted(unknown)[0]!r}")
    gpus = [g for g in catalog.gpus.values() if not wanted or g.id in wanted]
    try:
        rec = recommend(
            model,
            plan,
            workload,
            gpus,
            list(catalog.instances.values()),
            deadline_hours=args.deadline_hours,
            budget_usd=args.budget_usd,
        )
    except PlanError as exc:
        raise named(exc) from None
    if fmt in ("csv", "markdown"):
        header = ["ranking", "rank", "gpu", "gpus", "where", "hours", "usd"]
        header += ["meets_deadline", "meets_budget"]
        rows = [
            [
                ranking,
                i + 1,
                o.gpu.id,
                o.gpus,
                o.where,
                round(o.seconds / 3600, 3),
                None if o.usd is None else round(o.usd, 2),
                o.meets_deadline,
                o.meets_budget,
            ]
            for ranking, options in (("by_time", rec.by_time), ("by_cost", rec.by_cost))
            for i, o in enumerate(options[: args.top])
        ]
        write_table(fmt, header, rows)
        return 0
    if fmt == "json":
        print_json(
            {
                "by_time": [o.as_dict() for o in rec.by_time[: args.top]],
                "by_cost": [o.as_dict() for o in rec.by_cost[: args.top]],
                "rejected": [{"gpu": g, "why": why} for g, why in rec.rejected],
                "levers": [lv.as_dict() for lv in rec.levers[: args.top]],
            }
        )
        return 0
    for title, options in (("Fastest", rec.by_time), ("Cheapest", rec.by_cost)):
        print(f"{title} options for {model.name} ({plan.method.value})")
        print(
            f"  {'GPUs':>5}  {'GPU':36} {'where':6} {'time':>12} {'run cost':>10} "
            f"{'purchase':>10}  ok?"
        )
        for o in options[: args.top]:
            missed = [
                flag
                for flag, met in (("deadline", o.meets_deadline), ("budget", o.meets_budget))
                if met is False
            ]
            mark = "yes" if not missed else "misses " + " and ".join(missed)
            money = format_usd(o.usd, o.budget.currency)
            buy = "" if o.where == "cloud" else format_usd(o.purchase_usd, o.budget.currency)
            print(
                f"  {o.gpus:5}  {o.gpu.name:36} {o.where:6} {format_duration(o.seconds):>12} "
                f"{money:>10} {buy:>10}  {mark}"
            )
        print()
    if rec.levers:
        print("Before buying more GPUs, cheaper changes:")
        for lv in rec.levers[: args.top]:
            base = f"{lv.baseline_gpus}" if lv.baseline_gpus else "none that fit"
            print(
                f"  {lv.gpu.name}: {words(lv.change)} → {lv.gpus} GPUs (plan as given: {base}), "
                f"{format_duration(lv.seconds)}"
            )
        print()
    if rec.rejected:
        print(
            f"{len(rec.rejected)} GPU types cannot run this plan (e.g. {rec.rejected[0][0]}: "
            f"{rec.rejected[0][1]})"
        )
    return 0
