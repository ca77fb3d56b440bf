"""Latency targets judged at a percentile of the requests (MLPerf's server scenario: the 99th),
at a request rate: the plan's verdict, the highest rate within the targets, and the proposals
all read the latencies at that percentile."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.serving.latency import QUANTILES, at_percentile
from hwplanner.engine.serving.levels import build_replica
from tests.engine.models import H100, LLAMA_8B

PLAN = Plan(method="inference", context=4096, batch=64)
LOAD = Workload(prompt_tokens=1000, output_tokens=200, ttft_slo_ms=300, tpot_slo_ms=20)


def _estimate(workload: Workload, solve: bool = False):  # type: ignore[no-untyped-def]
    return estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=PLAN, workload=workload), solve=solve)


def _replica(workload: Workload):  # type: ignore[no-untyped-def]
    est = _estimate(workload)
    c = est.budget.compute
    return build_replica(
        LLAMA_8B, H100, PLAN, workload, est.memory, c["prefill_mfu"].value, c["decode_mbu"].value
    )[0]


def test_one_percentile_is_the_one_the_table_gives() -> None:
    replica = _replica(LOAD)
    table = replica.quantiles_at_rate(3.0)
    for q in QUANTILES:
        z = at_percentile(q)[q]
        assert z == pytest.approx(QUANTILES[q], abs=1e-4)
        one = replica.quantiles_at_rate(3.0, at_percentile(q))[q]
        assert one[0] == pytest.approx(table[q][0], rel=1e-3)
        assert one[1] == pytest.approx(table[q][1], rel=1e-3)


def test_the_highest_rate_at_the_99th_is_below_the_means() -> None:
    mean = _estimate(LOAD.model_copy(update={"request_rate": 1.0})).budget.serving
    p99 = _estimate(LOAD.model_copy(update={"request_rate": 1.0, "slo_percentile": 99})).budget
    top_mean = mean["max_request_rate_at_slo"].value
    top = p99.serving["max_request_rate_at_slo"].value
    assert 0 < top < top_mean
    # just under it the 99th percentile meets both targets; just over, one is missed
    replica = _replica(LOAD)
    below = replica.quantiles_at_rate(top * 0.99, at_percentile(99))[99]
    above = replica.quantiles_at_rate(top * 1.02, at_percentile(99))[99]
    assert below[0] <= 0.3 and below[1] <= 0.02
    assert above[0] > 0.3 or above[1] > 0.02
    assert dict(p99.serving["max_request_rate_at_slo"].inputs)["target percentile"] == 99


def test_the_verdict_reads_the_percentile_the_means_would_pass() -> None:
    """A rate between the two ceilings: the means meet the targets, the 99th does not."""
    mean_top = _estimate(LOAD.model_copy(update={"request_rate": 1.0})).budget.serving
    p99_top = _estimate(LOAD.model_copy(update={"request_rate": 1.0, "slo_percentile": 99}))
    lo = p99_top.budget.serving["max_request_rate_at_slo"].value
    hi = mean_top["max_request_rate_at_slo"].value
    rate = (lo + hi) / 2
    on_means = _estimate(LOAD.model_copy(update={"request_rate": rate}))
    assert on_means.verdict != "misses_targets"
    at_p99 = _estimate(LOAD.model_copy(update={"request_rate": rate, "slo_percentile": 99}))
    assert at_p99.verdict == "misses_targets"
    serving = at_p99.budget.serving
    assert serving["tpot_at_target_percentile_ms"].value == pytest.approx(
        serving["tpot_p99_ms"].value
    )
    assert any("at p99" in str(m) for m in at_p99.targets_missed)


def test_an_applied_proposal_meets_the_targets_at_the_percentile() -> None:
    top = _estimate(LOAD.model_copy(update={"request_rate": 1.0, "slo_percentile": 99}))
    rate = 1.5 * top.budget.serving["max_request_rate_at_slo"].value
    load = LOAD.model_copy(update={"request_rate": rate, "slo_percentile": 99})
    est = _estimate(load, solve=True)
    assert est.verdict == "misses_targets"
    assert est.proposals
    first = est.proposals[0]
    plan = PLAN.with_changes(**first.changes)
    fixed = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=load), solve=False)
    assert fixed.verdict != "misses_targets"
    serving = fixed.budget.serving
    assert serving["ttft_at_target_percentile_ms"].value <= 300
    assert serving["tpot_at_target_percentile_ms"].value <= 20


@settings(max_examples=25, deadline=None)
@given(
    pct=st.floats(min_value=50, max_value=99.9),
    tighter=st.floats(min_value=0.3, max_value=1.0),
)
def test_a_higher_percentile_or_a_tighter_target_never_allows_a_higher_rate(
    pct: float, tighter: float
) -> None:
    replica = _replica(LOAD)
    top = replica.max_rate(0.3, 0.02, pct)
    assert replica.max_rate(0.3 * tighter, 0.02 * tighter, pct) <= top * (1 + 1e-3)
    higher = min(pct + 5, 99.9)
    assert replica.max_rate(0.3, 0.02, higher) <= top * (1 + 1e-3)


def test_with_concurrent_users_the_means_are_judged_and_said_so() -> None:
    est = _estimate(LOAD.model_copy(update={"slo_percentile": 99}))
    assert "ttft_at_target_percentile_ms" not in est.budget.serving
    assert any("judged at a request rate" in str(w) for w in est.budget.warnings)
    serving = est.budget.serving
    for key in ("max_concurrency_at_slo", "requests_per_second", "replicas"):
        assert any("on the means" in str(n) for n in serving[key].notes), key


def test_the_percentile_is_a_workload_field_everywhere(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """One declaration: the CLI flag (range in the error, exit 2), the project file, JSON."""
    from hwplanner.cli import main

    base = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb"]
    base += ["--method", "inference", "--request-rate", "2", "--ttft-slo-ms", "500"]
    for bad in ("0.5", "49.9", "100", "nan"):
        assert main([*base, "--slo-percentile", bad]) == 2
        err = capsys.readouterr().err
        assert "--slo-percentile" in err and err.count("\n") == 1
    assert main([*base, "--slo-percentile", "99", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["serving"]["ttft_at_target_percentile_ms"] == pytest.approx(
        doc["serving"]["ttft_p99_ms"]
    )
    assert math.isfinite(doc["serving"]["max_request_rate_at_slo"])
    saved = Workload(slo_percentile=99.9).model_dump(mode="json")
    assert Workload.model_validate(saved).slo_percentile == 99.9
    assert Workload.model_validate({}).slo_percentile is None  # older projects: the means


def test_at_the_median_a_spread_of_prompts_is_judged_alike_everywhere() -> None:
    """Prompts spread up to 4 × their mean, TTFT 60 ms at p50: the rate's verdict, the
    one-user warning and the sheet's load line all read the median (the concurrent users'
    figure stays on the means, and says so)."""
    from hwplanner import api
    from hwplanner.sheet.executive import _load

    est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False,
                       framework="vllm", prompt_tokens=2000, prompt_tokens_max=8000,
                       request_rate=0.5, ttft_slo_ms=60, slo_percentile=50)  # fmt: skip
    assert est.verdict != "misses_targets"
    assert not any("Even one user misses" in str(w) for w in est.warnings)
    assert "within the targets at p50" in _load(est)


def test_a_benchmark_run_is_judged_at_the_percentile_of_its_requests() -> None:
    """640 ShareGPT requests from 64 users to Qwen3-32B on one H100 (vLLM): the means meet a
    TTFT of 1 s and a TPOT of 50 ms; the run's own 99th percentiles, as a benchmark reports
    them, do not — and the verdict says so at p99."""
    from hwplanner import api

    kw = dict(solve=False, framework="vllm", batch=64, run_requests=640, dataset_name="sharegpt",
              ttft_slo_ms=1000, tpot_slo_ms=50)  # fmt: skip
    means = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", **kw)
    assert means.verdict != "misses_targets"
    p99 = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", slo_percentile=99, **kw)
    serving = p99.budget.serving
    assert serving["ttft_at_target_percentile_ms"].value == pytest.approx(
        serving["ttft_p99_ms"].value
    )
    assert p99.verdict == "misses_targets"
    assert any("at p99" in str(m) for m in p99.targets_missed)
    assert not any("judged at a request rate" in str(w) for w in p99.budget.warnings)
    # a percentile the benchmark does not report is simulated all the same
    p975 = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", slo_percentile=97.5, **kw)
    value = p975.budget.serving["tpot_at_target_percentile_ms"].value
    assert serving["tpot_p95_ms"].value <= value <= serving["tpot_p99_ms"].value
    assert "tpot_p97.5_ms" not in p975.budget.serving


def test_a_percentile_without_a_target_says_it_judges_nothing() -> None:
    load = Workload(prompt_tokens=1000, output_tokens=200, request_rate=2.0, slo_percentile=99)
    est = _estimate(load)
    assert est.verdict != "misses_targets"
    assert any("no latency target is" in str(w) for w in est.budget.warnings)
    assert est.budget.serving["ttft_at_target_percentile_ms"].value > 0  # still shown


def test_a_long_run_keeps_its_first_burst_to_its_own_share() -> None:
    """100,000 ShareGPT requests from 64 users: the simulation stops early and its steady part
    stands for the rest, so the p99 is the steady run's, not the first burst's (the means'
    rule); a run short enough to simulate whole keeps numpy's percentile."""
    from hwplanner import api
    from hwplanner.engine.serving.benchmark_run import percentile, weighted_percentile

    kw = dict(solve=False, framework="vllm", batch=64, dataset_name="sharegpt",
              ttft_slo_ms=1000, tpot_slo_ms=80, slo_percentile=99)  # fmt: skip
    long = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", run_requests=100_000, **kw)
    short = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", run_requests=640, **kw)
    p99_long = long.budget.serving["ttft_p99_ms"].value
    assert p99_long < 0.2 * short.budget.serving["ttft_p99_ms"].value
    assert long.verdict != "misses_targets"
    values = [float(v) for v in range(1, 101)]
    for q in (50, 90, 99):
        assert weighted_percentile(values, [1.0] * 100, q) == pytest.approx(
            percentile(values, q), abs=1.0
        )


def test_the_sheet_speaks_of_the_run_judged_at_its_percentile() -> None:
    from hwplanner import api
    from hwplanner.sheet.executive import _load

    kw = dict(solve=False, framework="vllm", batch=64, run_requests=640, dataset_name="sharegpt",
              ttft_slo_ms=1000, tpot_slo_ms=50, slo_percentile=99)  # fmt: skip
    est = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", **kw)
    assert est.verdict == "misses_targets"
    assert _load(est).startswith("the benchmark run misses the targets at p99")
