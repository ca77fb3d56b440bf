"""Runs cases through the engine and summarises the error per category."""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from hwplanner.engine.estimate import Estimate, estimate
from hwplanner.engine.solve.solve import max_seq_len
from hwplanner.validation.cases import CATEGORIES, Case, Quantity
from hwplanner.validation.rules import rule_value
from hwplanner.validation.serving_cases import SERVING_QUANTITIES, serving_value


@dataclass(frozen=True, slots=True)
class Result:
    case: Case
    predicted: float  # same unit as case.measured; nan when not modelled
    estimate: Estimate | None
    # predicted with the values derived without the case's publication (validation/derivations.py)
    loso: float = math.nan
    rule: float = math.nan  # a one-line rule's figure (validation/rules.py); nan: none applies

    @property
    def modelled(self) -> bool:
        return self.case.scenario is not None

    @property
    def error(self) -> float:
        """Signed relative error, predicted ÷ measured − 1 (0 for a lower bound that holds)."""
        return self._error(self.predicted)

    @property
    def loso_error(self) -> float:
        """The error with the case's own publication left out of every derived constant."""
        return self._error(self.loso)

    def _error(self, predicted: float) -> float:
        if not self.modelled:
            return math.nan
        err = predicted / self.case.measured - 1
        if self.case.lower_bound:
            return min(err, 0.0)
        return err

    @property
    def rule_error(self) -> float:
        """The one-line rule's error on the same row (nan where no rule applies)."""
        return math.nan if math.isnan(self.rule) else self._error(self.rule)

    @property
    def scored(self) -> bool:
        """Counted in the category statistics (bounds are checked, not scored)."""
        return self.modelled and not self.case.lower_bound


@dataclass(frozen=True, slots=True)
class Summary:
    category: str
    cases: int  # all rows of the category
    scored: int
    median_abs: float  # fraction
    p90_abs: float
    median_signed: float
    bounds_failed: int
    loso_median_abs: float  # the same with each case's publication left out (derivations.py)
    loso_p90_abs: float
    # the one-line rule on the rows it applies to, and the engine on those same rows
    rule_scored: int = 0
    rule_median_abs: float = math.nan
    engine_median_abs_on_rule_rows: float = math.nan


def predict(case: Case) -> tuple[float, Estimate | None]:
    """The engine's figure for what the case measured."""
    if case.scenario is None:
        return math.nan, None
    est = estimate(case.scenario, solve=False)
    q = case.quantity
    if q in SERVING_QUANTITIES:
        return serving_value(case, est), est
    compute = est.budget.compute
    if q is Quantity.PARAMS_TOTAL:
        return float(est.params.total), est
    if q is Quantity.PARAMS_ACTIVE:
        # gpt-oss reports active parameters without the input embedding (a lookup).
        gpt_oss = case.scenario.model.family == "gpt_oss"
        return float(est.params.active_compute if gpt_oss else est.params.active), est
    if q is Quantity.GPU_HOURS:
        return compute["gpu_hours"].value, est
    if q is Quantity.TOKENS_PER_SECOND_PER_GPU:
        return compute["tokens_per_second_per_gpu"].value, est
    if q is Quantity.MFU:
        return compute["mfu"].value, est
    if q is Quantity.MAX_SEQ_LEN:
        sc = case.scenario
        longest = max_seq_len(sc.model, sc.gpu, sc.plan, reward=sc.reward)
        return float(longest or 0), est
    if q is Quantity.STEP_SECONDS:
        return compute["step_seconds"].value, est
    if q is Quantity.HW_TFLOPS_PER_GPU:
        seconds = compute["seconds"].value * case.scenario.plan.gpus
        return compute["flops"].value / seconds / 1e12, est
    mem = est.memory
    if q is Quantity.WEIGHTS:
        return mem.bytes_of("weights"), est
    if q is Quantity.KV_POOL:
        pool = mem.kv_pool_bytes
        return (math.nan if pool is None else pool), est
    parts = {p.key: p.value for p in mem.overheads}
    value = mem.counted(q.value)
    if case.gpus_summed > 1:
        # A layer split puts the weights and cache on several cards, but each card holds its
        # own activation transient and workspaces at its peak.
        per_card = mem.bytes_of("activations") + parts.get("workspaces", 0.0)
        value += (case.gpus_summed - 1) * per_card
    return value, est


def run_cases(cases: list[Case]) -> list[Result]:
    out = []
    for c in cases:
        value, est = predict(c)
        out.append(Result(c, value, est, rule=rule_value(c, est)))
    return out


def percentile(values: list[float], q: float) -> float:
    """Linear-interpolated percentile (numpy's default), q in 0–100."""
    if not values:
        return math.nan
    s = sorted(values)
    k = (len(s) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else math.nan


def summarise(results: list[Result]) -> list[Summary]:
    out = []
    for cat in CATEGORIES:
        rs = [r for r in results if r.case.category == cat]
        if not rs:
            continue
        errs = [r.error for r in rs if r.scored]
        absolute = [abs(e) for e in errs]
        unseen = [abs(r.loso_error) for r in rs if r.scored]
        ruled = [r for r in rs if r.scored and not math.isnan(r.rule_error)]
        out.append(
            Summary(
                category=cat,
                cases=len(rs),
                scored=len(errs),
                median_abs=statistics.median(absolute) if absolute else math.nan,
                p90_abs=percentile(absolute, 90),
                median_signed=statistics.median(errs) if errs else math.nan,
                bounds_failed=sum(1 for r in rs if r.case.lower_bound and r.error < 0),
                loso_median_abs=statistics.median(unseen) if unseen else math.nan,
                loso_p90_abs=percentile(unseen, 90),
                rule_scored=len(ruled),
                rule_median_abs=_median([abs(r.rule_error) for r in ruled]),
                engine_median_abs_on_rule_rows=_median([abs(r.error) for r in ruled]),
            )
        )
    return out
