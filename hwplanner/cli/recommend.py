"""`hwplanner recommend`: rank the hardware that can run a plan, by time and by cost."""

from __future__ import annotations

import argparse

from hwplanner.catalog import shipped_catalog, unknown_gpu
from hwplanner.cli.errors import UsageError
from hwplanner.cli.formats import add_format_options, chosen, write_table
from hwplanner.cli.lang import add_lang_option, use_language
from hwplanner.cli.naming import named
from hwplanner.cli.options import add_plan_options
from hwplanner.cli.output import print_json
from hwplanner.cli.plan_args import add_model_options, model_plan_workload, reward_from_plan
from hwplanner.cli.report import pad, rpad, width_of, words
from hwplanner.engine.plan.fields import fsdp_sharded
from hwplanner.engine.plan.layout import uses_engine
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.engine.solve.recommend import NUMERICS, Option, Recommendation, recommend
from hwplanner.formatting import format_duration, format_usd
from hwplanner.i18n import translate
from hwplanner.sheet.executive import method_label


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("recommend", help="rank GPU types and counts that fit, by time and cost")
    add_model_options(
        p,
        gpu_help="a catalog GPU id to consider (see `hwplanner catalog gpus`), with "
        "--gpu-filter's; without both: every GPU in the catalog",
    )
    add_plan_options(p)
    g = p.add_argument_group("ranking")
    g.add_argument(
        "--deadline-hours",
        type=float,
        default=None,
        help="say which options finish within this many hours (> 0)",
    )
    g.add_argument(
        "--budget-usd",
        type=float,
        default=None,
        help="say which options cost at most this many US dollars (> 0): the run cost "
        "(cloud: rent; owned: the run's share of owning), and an owned option's purchase",
    )
    g.add_argument("--top", type=int, default=10, help="options to list (default 10)")
    g.add_argument(
        "--gpu-filter",
        default="",
        help="comma list of GPU ids to consider, with --gpu's (default: all in the catalog)",
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
    model, read, plan, workload = model_plan_workload(args)
    wanted = {g for g in args.gpu_filter.split(",") if g}
    unknown = wanted - set(catalog.gpus)
    if unknown:
        raise UsageError(unknown_gpu("--gpu-filter", sorted(unknown)[0], catalog.gpus))
    if getattr(args, "gpu", None):
        # --gpu names one GPU to consider, as --gpu-filter does (it was silently ignored)
        if args.gpu not in catalog.gpus:
            raise UsageError(unknown_gpu("--gpu", args.gpu, catalog.gpus))
        wanted.add(args.gpu)
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
            reward=reward_from_plan(plan),
        )
    except PlanError as exc:
        raise named(exc) from None
    if fmt in ("csv", "markdown"):
        header = ["ranking", "rank", "gpu", "gpus", "where", "hours", "request_latency_s", "usd"]
        header += ["meets_deadline", "meets_budget", "purchase_usd", "purchase_within_budget"]
        header += ["tp", "pp", "ep", "cp", "zero"]  # added last: earlier columns keep their place
        rows = [
            [
                ranking,
                i + 1,
                o.gpu.id,
                o.gpus,
                o.where,
                round(o.seconds / 3600, 3),
                None if o.latency_s is None else round(o.latency_s, 3),
                None if o.usd is None else round(o.usd, 2),
                o.meets_deadline,
                o.meets_budget,
                None if o.purchase_usd is None else round(o.purchase_usd, 2),
                o.purchase_within_budget,
                o.plan.tp,
                o.plan.pp,
                o.plan.ep,
                o.plan.cp,
                o.plan.zero,
            ]
            for ranking, options in (("by_time", rec.by_time), ("by_cost", rec.by_cost))
            for i, o in enumerate(options[: args.top])
        ]
        write_table(fmt, header, rows)
        return 0
    said = [str(n) for n in read]  # how the inputs were read (a model import, an alias,
    # a framework's own notation, options that change nothing): said before the options
    if fmt == "json":
        doc = rec.as_dict(top=args.top)
        doc["notes"] = [*said, *doc["notes"]]  # type: ignore[misc]
        print_json(doc)
        return 0
    budget_given = args.budget_usd is not None
    text = readable(rec, model.name, method_label(plan.method), args.top, budget_given)
    print("".join(f"{words(n)}\n" for n in said) + ("\n" if said else "") + text, end="")
    return 0


def readable(
    rec: Recommendation, model: str, method: str, top: int, budget_given: bool = False
) -> str:
    """The ranking as the terminal shows it, in the current language (columns by display
    width: a CJK character takes two; the GPU column as wide as the longest name shown).
    `budget_given`: an option without a price is then "budget unknown", not "yes"."""
    heads = {
        "Fastest": translate("Recommend", "Fastest options for {model} ({method})"),
        "Cheapest": translate("Recommend", "Cheapest options for {model} ({method})"),
    }
    where = {"cloud": translate("Recommend", "cloud"), "owned": translate("Recommend", "owned")}
    cols = [
        translate("Recommend", "GPUs"),
        translate("Recommend", "GPU"),
        translate("Recommend", "where"),
        translate("Recommend", "time"),
        translate("Recommend", "run cost"),
        translate("Recommend", "purchase"),
        translate("Recommend", "ok?"),
        translate("Recommend", "layout"),
    ]
    shown = [o for options in (rec.by_time, rec.by_cost) for o in options[:top]]
    serving = any(o.latency_s is not None for o in shown)
    if serving:  # a serving plan's speed is its requests' latency at the load
        cols[3] = translate("Recommend", "latency")
    name_w = max([width_of(cols[1]), *(width_of(o.gpu.name) for o in shown)])
    where_w = max(width_of(w) for w in (*where.values(), cols[2]))
    count_w = max(5, width_of(cols[0]))
    lines: list[str] = []
    if rec.budget_usd is not None:
        lines += [_budget_line(rec.budget_usd, shown), ""]
    if rec.unmet:
        lines += [words(m) for m in rec.unmet] + [""]
    notes = rec.notes_for(top)  # how the options were sized, what their time rests on
    if notes:
        lines += [words(m) for m in notes] + [""]
    for key, options in (("Fastest", rec.by_time), ("Cheapest", rec.by_cost)):
        if not options:
            continue  # nothing meets the constraints: the lines above say why
        lines.append(heads[key].format(model=model, method=method))
        verdicts = [_verdict(o, budget_given) for o in options[:top]]
        ok_w = max(width_of(v) for v in (cols[6], *verdicts))
        lines.append(
            f"  {rpad(cols[0], count_w)}  {pad(cols[1], name_w)} {pad(cols[2], where_w)} "
            f"{rpad(cols[3], 12)} {rpad(cols[4], 10)} {rpad(cols[5], 10)}  "
            f"{pad(cols[6], ok_w)}  {cols[7]}"
        )
        for o, verdict in zip(options[:top], verdicts, strict=True):
            lines.append(
                f"  {rpad(str(o.gpus), count_w)}  {pad(o.gpu.name, name_w)} "
                f"{pad(where[o.where], where_w)} "
                f"{rpad(format_duration(o.speed_key), 12)} "
                f"{rpad(format_usd(o.usd, o.budget.currency), 10)} "
                f"{rpad(_purchase(o), 10)}  {pad(verdict, ok_w)}  {layout(o.plan, serving)}"
            )
        lines.append("")
    set_seqs = {(o.gpu.name, o.gpus): o.start_seqs for o in shown if o.start_seqs is not None}
    for (name, n), seqs in sorted(set_seqs.items()):
        lines.append(
            translate(
                "Recommend",
                "{n} × {gpu}: with --max-num-seqs {seqs:,} (vLLM would not start with its "
                "default: a hybrid model's sequences each need a cache block)",
            ).format(n=n, gpu=name, seqs=seqs)
        )
    if set_seqs:
        lines.append("")
    if rec.unknown_costs and shown:
        lines.append(translate("Recommend", "Costs shown as —:"))
        lines += ["  " + words(why) for _, _, why in rec.unknown_costs]
        lines.append("")
    if rec.levers:
        lines.append(translate("Recommend", "Before buying more GPUs, cheaper changes:"))
        for lv in rec.levers[:top]:
            base = (
                str(lv.baseline_gpus)
                if lv.baseline_gpus
                else translate("Recommend", "none that fit")
            )
            text = (
                translate("Recommend", "{gpu}: {change} → 1 GPU (plan as given: {base}), {time}")
                if lv.gpus == 1
                else translate(
                    "Recommend", "{gpu}: {change} → {n} GPUs (plan as given: {base}), {time}"
                )
            )
            line = text.format(
                gpu=lv.gpu.name,
                change=words(lv.change),
                n=lv.gpus,
                base=base,
                time=format_duration(lv.speed_key),
            )
            if not lv.keeps_run:  # other numerics or shorter examples, as the fixes say
                changes = (
                    translate("Proposal", "changes the numerics")
                    if lv.kind == NUMERICS
                    else translate("Proposal", "changes the run")
                )
                line += translate("Proposal", "; ") + changes
            lines.append("  " + line)
        lines.append("")
    if rec.rejected:
        gpu, why = rec.rejected[0]
        lines.append(
            translate("Recommend", "{n} GPU types cannot run this plan (e.g. {gpu}: {why})").format(
                n=len(rec.rejected), gpu=gpu, why=words(why)
            )
        )
    return "\n".join(lines) + "\n"


def layout(plan: Plan, serving: bool) -> str:
    """How an option lays the model over its GPUs, in the frameworks' own terms: tensor,
    pipeline, expert and context parallel degrees, a serving plan's attention data-parallel
    groups, the ZeRO stage of a training plan, then the copies (serving replicas, training
    data-parallel ranks); "—" for one GPU."""
    parts = [f"{name} {n}" for name, n in (("TP", plan.tp), ("PP", plan.pp)) if n > 1]
    parts += [f"{name} {n}" for name, n in (("EP", plan.ep), ("CP", plan.cp)) if n > 1]
    if serving and plan.attention_dp > 1:
        parts.append(translate("Recommend", "attention DP {n}").format(n=plan.attention_dp))
    if uses_engine(plan) and plan.rollout_tp > 1:  # an RL plan's inference engine
        parts.append(translate("Recommend", "engine TP {n}").format(n=plan.rollout_tp))
    if not serving and plan.zero > 0:
        # PyTorch FSDP's own words for its stages: SHARD_GRAD_OP (2), FULL_SHARD (3)
        fsdp = {2: "FSDP SHARD_GRAD_OP", 3: "FSDP FULL_SHARD"}.get(plan.zero)
        parts.append(fsdp if fsdp and fsdp_sharded(plan) else f"ZeRO-{plan.zero}")
    if plan.dp > 1:
        copies = (
            translate("Recommend", "{n} replicas")
            if serving
            else translate("Recommend", "{n} data-parallel")
        )
        parts.append(copies.format(n=plan.dp))
    return " · ".join(parts) or "—"


def _budget_line(budget_usd: float, shown: list[Option]) -> str:
    """The budget (in the shown currency, and in US dollars as given) and what it is compared
    with, so "yes" is read against the right cost."""
    currency = shown[0].budget.currency if shown else ("USD", 1.0)
    amount = format_usd(budget_usd, currency)
    if currency[0] != "USD":
        given = format_usd(budget_usd)
        amount = translate("Recommend", "{amount} (US{given} given)").format(
            amount=amount, given=given
        )
    return translate(
        "Recommend",
        "Budget {amount}, compared with the run cost (cloud: rent for this run; owned: this "
        "run's share of owning); an owned option's purchase is compared too",
    ).format(amount=amount)


def _purchase(o: Option) -> str:
    return "" if o.where == "cloud" else format_usd(o.purchase_usd, o.budget.currency)


def _verdict(o: Option, budget_given: bool) -> str:
    """Yes, or which of the deadline and the budget the option misses (or cannot be checked
    against: no price, never a silent yes)."""
    if o.meets_load is False:
        return translate("Recommend", "cannot carry the load")
    deadline, budget = o.meets_deadline is False, o.meets_budget is False
    if budget_given and o.usd is None and not deadline:
        return translate("Recommend", "budget unknown (no price)")
    if deadline and budget:
        return translate("Recommend", "misses deadline and budget")
    if deadline:
        return translate("Recommend", "misses deadline")
    if budget:
        return translate("Recommend", "misses budget")
    if o.purchase_within_budget is False:  # the run's share fits; buying the hardware does not
        return translate("Recommend", "purchase over budget")
    return translate("Recommend", "yes")
