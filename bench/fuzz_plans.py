"""`bench/fuzz.py plans N`: random valid plans (tests/strategies.py) through estimate(solve=True):
strict JSON, no non-finite text, a minimal solver for every strategy (its early stop answering
as a full scan), ZeRO-3 memory per GPU that never grows with dp, a proposal that fits once
applied."""

from __future__ import annotations

import argparse
import itertools
import json
import time
from pathlib import Path
from typing import Any

from bench.fuzz_runner import NON_FINITE_TEXT, Result, run_forked, summarise, tail


def _fits(spec: Any, gpu: Any, plan: Any) -> bool:
    from hwplanner.engine.methods import estimate_memory

    if plan is None:
        return False
    try:
        return bool(estimate_memory(spec, gpu, plan).fits)
    except ValueError:
        return False


def solver_failures(spec: Any, gpu: Any, plan: Any) -> list[str]:
    """For every strategy the solver offers: its answer fits and its previous candidate does
    not; min_gpus is the smallest answer; a plan that fits is answered, with no more GPUs."""
    from hwplanner.engine.solve.solve import first_fit, min_gpus, strategies

    per_node = max(plan.gpus_per_node, 8)
    best = min_gpus(spec, gpu, plan, per_node=per_node)
    answers, out = [], []
    for strategy in strategies(spec, plan, per_node=per_node, gpu=gpu):
        found = first_fit(spec, gpu, strategy)
        if found is None:
            if any(_fits(spec, gpu, strategy.plans(n)) for n in strategy.candidates):
                out.append("solver: none found where a count fits (early stop too soon)")
            continue
        answers.append(found.gpus)
        scanned = next(
            (n for n in strategy.candidates if _fits(spec, gpu, strategy.plans(n))), None
        )
        if scanned != found.gpus:
            out.append("solver: the early stop answers otherwise than a full scan")
        if found.plan.gpus != found.gpus or not _fits(spec, gpu, found.plan):
            out.append("solver: the answer does not fit")
        smaller = [n for n in strategy.candidates if n < found.gpus]
        if smaller and _fits(spec, gpu, strategy.plans(smaller[-1])):
            out.append("solver: the previous candidate fits (not minimal)")
    if (best.gpus if best else None) != (min(answers) if answers else None):
        out.append("solver: min_gpus is not the smallest strategy answer")
    if _fits(spec, gpu, plan) and (best is None or best.gpus > plan.gpus):
        out.append("solver: a plan that fits is told to use more GPUs (or none)")
    return out


def proposal_failures(spec: Any, gpu: Any, plan: Any, est: Any) -> list[str]:
    """A plan that fits gets no proposal, unless it is a serving plan that misses its latency
    targets (then each proposal, applied, meets them) or that its engine would not start (then
    the proposal, applied, starts it on the same GPUs); a proposal, applied as the app applies
    it, fits on its GPUs with the bytes it states."""
    from hwplanner.engine.estimate import estimate
    from hwplanner.engine.methods import estimate_memory

    prop = est.proposal
    if prop is None:
        return []
    if est.memory.fits and est.start_refusal is not None:
        fixed = plan.with_changes(**prop.changes)
        again = estimate(est.scenario.model_copy(update={"plan": fixed}), solve=False)
        if again.start_refusal is not None or again.scenario.plan.gpus != prop.gpus:
            return ["proposal: applied, the engine still would not start on its GPUs"]
        return []
    if est.memory.fits and not est.targets_missed:
        return ["proposal: a plan that fits and meets its targets got one"]
    if est.targets_missed:
        for p in est.proposals:
            fixed = plan.with_changes(**p.changes)
            again = estimate(est.scenario.model_copy(update={"plan": fixed}), solve=False)
            if again.targets_missed or not again.fits or again.scenario.plan.gpus != p.gpus:
                return ["proposal: applied, it does not meet the latency targets on its GPUs"]
    from hwplanner.engine.scenario.rows import memory_plan

    applied = plan.with_changes(**prop.changes)
    # sized for the run's longest rows, as the estimate of the applied plan sizes it
    rows = memory_plan(applied, est.scenario.workload)
    mem = estimate_memory(spec, gpu, rows.for_model(est.params.total))
    if applied.gpus != prop.gpus or not mem.fits:
        return ["proposal: applied, it does not fit on its GPUs"]
    if abs(mem.total_bytes - prop.total_bytes) > 1e-9 * mem.total_bytes:
        return ["proposal: its bytes are not the applied plan's"]
    return []


def zero3_failures(spec: Any, gpu: Any, plan: Any) -> list[str]:
    """ZeRO-3 memory per GPU never grows with the data-parallel degree."""
    from hwplanner.engine.methods import estimate_memory
    from hwplanner.engine.scenario.validity import plan_problems

    if not plan.method.is_training:
        return []
    totals = []
    for dp in (1, 2, 3, 4, 8, 16, 64):
        try:
            p = plan.with_changes(zero=3, pp=1, cp=1, gpus_per_node=plan.tp, nodes=dp)
        except ValueError:
            return []  # the framework has no ZeRO-3 (or not with this method)
        if plan_problems(spec, p, gpu):
            return []
        totals.append(estimate_memory(spec, gpu, p).total_bytes)
    for fewer, more in itertools.pairwise(totals):
        if more > fewer * (1 + 1e-12):
            return [f"ZeRO-3 memory per GPU grows with dp ({fewer:.4g} → {more:.4g})"]
    return []


def plans_run(args: argparse.Namespace, tmp: Path) -> Result:
    from hwplanner.cli.report import render_estimate
    from hwplanner.engine.estimate import Scenario, estimate
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.engine.scenario.validity import PlanError, sparse_attention_unsupported
    from hwplanner.formatting import format_figure
    from tests.strategies import (
        CATALOG_MODELS,
        _Draw,
        gpu_from,
        plan_from,
        valid_for,
        workload_from,
    )

    def one(i: int) -> Result:
        d = _Draw(args.seed * 1_000_037 + i)
        spec, gpu = d.one(CATALOG_MODELS), gpu_from(d)
        while spec.is_sparse_attention and all(
            sparse_attention_unsupported(Plan(method="inference", framework=f), gpu)
            for f in ("vllm", "sglang")
        ):
            spec = d.one(CATALOG_MODELS)  # no engine has sparse-attention kernels for this GPU
        plan = valid_for(spec, plan_from(d), gpu)
        sc = Scenario(model=spec, gpu=gpu, plan=plan, workload=workload_from(d))
        case = f"{spec.id} on {gpu.id} {plan.method.value} {plan.gpus} GPUs (seed {i})"
        kind = plan.method.value
        t0 = time.monotonic()
        failures: list[str] = []
        detail = ""
        try:
            est = estimate(sc, solve=True)
            doc = est.as_dict()
            json.dumps(doc, allow_nan=False)
            for key, fig in doc["explain"].items():  # type: ignore[union-attr]
                if fig["value"] is None and not fig.get("undefined"):
                    failures.append(f"null figure without a reason ({key})")
            texts = [format_figure(f, with_range=True) for f in est.figures().values()]
            texts += [f.explain() for f in est.figures().values()]
            texts += [str(m) for m in est.warnings + est.notes]
            texts.append(render_estimate(est, explain=i % 10 == 0))
            bad = [t for t in texts if NON_FINITE_TEXT.search(t)]
            if bad:
                failures.append("nan/inf in text")
                detail = bad[0][:300]
            failures += solver_failures(spec, gpu, plan)
            failures += zero3_failures(spec, gpu, plan)
            failures += proposal_failures(spec, gpu, plan, est)
        except PlanError as exc:
            kind = "refused by the engine"
            detail = str(exc)[:200]
        except Exception as exc:
            failures.append(f"raised {type(exc).__name__}")
            detail = tail(exc)
        return {
            "i": i,
            "kind": kind,
            "case": case,
            "failures": failures,
            "detail": detail,
            "seconds": round(time.monotonic() - t0, 3),
        }

    indices = [args.only] if args.only is not None else list(range(args.n))
    results = run_forked(indices, one, args.timeout, progress="plans")
    summary = summarise("plans", args.n, args.seed, results, 0)
    summary["extra"] = {
        "refused by the engine after valid_for": summary["cases_by_kind"].get(
            "refused by the engine", [0]
        )[0]
    }
    return summary
