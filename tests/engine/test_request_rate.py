"""Load as serving benchmarks state it: Poisson arrivals at a request rate, with the latency
percentiles at that rate and the highest rate within the targets."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.serving.latency import poisson_quantile
from hwplanner.engine.serving.levels import build_replica
from tests.engine.models import H100, LLAMA_8B

PLAN = Plan(method="inference", context=4096, batch=64)
LOAD = Workload(prompt_tokens=1000, output_tokens=200, ttft_slo_ms=300, tpot_slo_ms=20)
KEYS = [f"{w}_p{q}_ms" for q in (50, 90, 95, 99) for w in ("ttft", "tpot")]


def _serving(workload: Workload, plan: Plan = PLAN) -> dict:  # type: ignore[type-arg]
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=workload), solve=False)
    return est.budget.serving


def _replica(workload: Workload):  # type: ignore[no-untyped-def]
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=PLAN, workload=workload), solve=False)
    c = est.budget.compute
    return build_replica(
        LLAMA_8B,
        H100,
        PLAN,
        workload,
        est.memory,
        c["prefill_mfu"].value,
        c["decode_mbu"].value,
    )[0]


def test_latencies_at_a_rate_come_with_their_percentiles() -> None:
    at_users = _serving(LOAD)
    assert not set(KEYS) & set(at_users) and "max_request_rate_at_slo" not in at_users
    serving = _serving(LOAD.model_copy(update={"request_rate": 5.0}))
    replica = _replica(LOAD)
    mean = replica.at_rate(5.0)
    assert serving["ttft_ms"].value == pytest.approx(mean.ttft_s * 1000)
    assert serving["tpot_ms"].value == pytest.approx(mean.tpot_s * 1000)
    assert dict(serving["ttft_ms"].inputs)["request rate"] == 5.0
    for w in ("ttft", "tpot"):
        p50, p90, p95, p99 = (serving[f"{w}_p{q}_ms"].value for q in (50, 90, 95, 99))
        assert 0 < p50 <= p90 <= p95 <= p99
    # the percentiles stand beside the means they spread around
    keys = list(serving)
    assert keys[:10] == ["ttft_ms", "tpot_ms", *KEYS]
    # Little's law: the sequences running are the rate × the time each takes
    request_s = mean.ttft_s + (replica.output - 1) * mean.tpot_s
    assert mean.running == pytest.approx(5.0 * request_s, rel=1e-4)


def test_the_highest_rate_within_the_targets() -> None:
    serving = _serving(LOAD.model_copy(update={"request_rate": 1.0}))
    top = serving["max_request_rate_at_slo"].value
    replica = _replica(LOAD)
    below, above = replica.at_rate(top * 0.99), replica.at_rate(top * 1.02)
    assert below.ttft_s <= 0.3 and below.tpot_s <= 0.02
    assert above.ttft_s > 0.3 or above.tpot_s > 0.02
    # two replicas (data parallel) serve twice the rate
    two = _serving(
        LOAD.model_copy(update={"request_rate": 1.0}), PLAN.with_changes(gpus_per_node=2)
    )
    assert two["max_request_rate_at_slo"].value == pytest.approx(2 * top, rel=1e-3)


def test_a_rate_above_the_ceiling_misses_the_targets_and_saturation_is_unknown() -> None:
    top = _serving(LOAD.model_copy(update={"request_rate": 1.0}))["max_request_rate_at_slo"]
    est = estimate(
        Scenario(
            model=LLAMA_8B,
            gpu=H100,
            plan=PLAN,
            workload=LOAD.model_copy(update={"request_rate": top.value * 1.5}),
        ),
        solve=False,
    )
    assert est.verdict == "misses_targets"
    assert any("above it" in n for n in est.budget.serving["max_request_rate_at_slo"].notes)
    flood = _serving(LOAD.model_copy(update={"request_rate": 10_000.0}))
    assert math.isinf(flood["ttft_ms"].value) and math.isinf(flood["ttft_p99_ms"].value)
    doc = estimate(
        Scenario(
            model=LLAMA_8B,
            gpu=H100,
            plan=PLAN,
            workload=LOAD.model_copy(update={"request_rate": 10_000.0}),
        ),
        solve=False,
    ).document()
    assert doc.serving is not None and doc.serving["ttft_p99_ms"] is None  # null, not Infinity


@settings(max_examples=40, deadline=None)
@given(rate=st.floats(min_value=0.01, max_value=500.0))
def test_percentiles_are_ordered_or_unknown_at_any_rate(rate: float) -> None:
    quantiles = _replica(LOAD).quantiles_at_rate(rate)
    ttfts = [quantiles[q][0] for q in (50, 90, 99)]
    tpots = [quantiles[q][1] for q in (50, 90, 99)]
    if math.isinf(ttfts[0]):
        assert all(math.isinf(t) for t in ttfts + tpots)
    else:
        assert ttfts == sorted(ttfts) and tpots == sorted(tpots) and ttfts[0] > 0


def test_the_rate_is_a_workload_field_everywhere(
    tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    """One declaration: the CLI flag (range in the error, exit 2), the project file, JSON."""
    import json

    from hwplanner.cli import main

    base = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb"]
    base += ["--method", "inference"]
    assert main([*base, "--request-rate", "0"]) == 2
    err = capsys.readouterr().err
    assert "--request-rate" in err and "0 < request_rate ≤ 1,000,000" in err
    assert main([*base, "--request-rate", "3", "--ttft-slo-ms", "500", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["serving"]["ttft_p99_ms"] > doc["serving"]["ttft_p50_ms"] > 0
    assert doc["serving"]["max_request_rate_at_slo"] > 3
    saved = Workload(request_rate=2.5).model_dump(mode="json")
    assert Workload.model_validate(saved).request_rate == 2.5
    assert Workload.model_validate({}).request_rate is None  # older projects: no rate


def test_offline_throughput_runs_the_replica_at_its_kv_limit() -> None:
    """Every request queued at once (an offline batch): the replicas at the KV cache's limit,
    never fewer tokens/s than at the plan's own concurrency."""
    serving = _serving(LOAD)
    replica = _replica(LOAD)
    full = replica.at(serving["concurrency_limit"].value)
    offline = serving["offline_output_tokens_per_s"].value
    assert offline == pytest.approx(full.requests_per_second * replica.output)
    assert offline >= replica.at(PLAN.batch).requests_per_second * replica.output


def test_at_a_rate_the_fixes_add_replicas_and_never_cap_users() -> None:
    """A rate is the load: capping concurrent users does not lower it; replicas share it."""
    plan = Plan(method="inference", context=4096, batch=64)
    load = LOAD.model_copy(update={"request_rate": 60.0})
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=load))
    assert est.verdict == "misses_targets"
    texts = [str(p.text) for p in est.proposals]
    assert not any("concurrent users" in t for t in texts)
    replicas = [p for p in est.proposals if "replicas share the request rate" in str(p.text)]
    assert replicas and replicas[0].changes["gpus_per_node"] >= 2


def _replica_of(plan: Plan, workload: Workload):  # type: ignore[no-untyped-def]
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=workload), solve=False)
    c = est.budget.compute
    return build_replica(
        LLAMA_8B, H100, plan, workload, est.memory, c["prefill_mfu"].value,
        c["decode_mbu"].value,
    )[0]  # fmt: skip


def test_multi_step_scheduling_makes_a_new_request_wait_for_the_round() -> None:
    # vLLM V0 --num-scheduler-steps 10: a request arriving mid-round waits for its end (half a
    # round on average) before its prefill; the host's per-step work is paid once a round
    load = LOAD.model_copy(update={"request_rate": 4.0})
    # vLLM V0 ran each step after the last (no async scheduling)
    single = PLAN.model_copy(update={"framework": "vllm"}).with_changes(async_scheduling=False)
    multi = single.with_changes(scheduler_steps=10)
    one, ten = _replica_of(single, load), _replica_of(multi, load)
    running = 6.0
    overhead = one.step_parts(running).other_s  # vLLM's host time per step, no proposer
    assert overhead > 0 and ten.step_parts(running).other_s == pytest.approx(overhead / 10)
    step = ten.step_s(running)
    assert ten.in_flight_s(step, running, 0.5) == pytest.approx(
        10 * one.in_flight_s(step, running, 0.5)
    )
    a, b = one.at_rate(4.0), ten.at_rate(4.0)
    assert b.ttft_s > a.ttft_s + 3 * b.tpot_s and b.tpot_s < a.tpot_s
    serving = _serving(load, multi)
    inputs = dict(serving["ttft_ms"].inputs)
    assert inputs["decode steps per scheduling round"] == 10
    assert any("multi-step scheduling (10" in str(n) for n in serving["ttft_ms"].notes)
    assert "decode steps per scheduling round" not in dict(_serving(load, single)["ttft_ms"].inputs)


def test_multi_step_scheduling_is_vllm_v0s_without_speculation() -> None:
    from hwplanner.engine.plan.inputs import unused_fields
    from hwplanner.engine.scenario.validity import PlanError, check_plan

    load = LOAD.model_copy(update={"request_rate": 4.0})
    for fw in ("sglang", "lmdeploy", "llamacpp"):
        # other engines schedule every step: the field does not apply (unused), no refusal
        plan = PLAN.with_changes(framework=fw, scheduler_steps=8)
        check_plan(LLAMA_8B, plan, H100)
        assert "scheduler_steps" in [
            d.name for d in unused_fields(plan, LLAMA_8B, {"scheduler_steps"})
        ]
        assert _serving(load, plan)["ttft_ms"].value == pytest.approx(
            _serving(load, plan.with_changes(scheduler_steps=1))["ttft_ms"].value
        )
    spec_plan = PLAN.with_changes(framework="vllm", scheduler_steps=8, speculative="ngram")
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_8B, spec_plan, H100)
    assert exc.value.field == "scheduler_steps"
    check_plan(LLAMA_8B, PLAN.with_changes(framework="vllm", scheduler_steps=8), H100)


def test_a_new_request_is_prefilled_with_those_arriving_in_its_cycle() -> None:
    """Engines admit requests between scheduling cycles and prefill all that waited together
    (vLLM 0.6 _schedule_default, SGLang 0.3 get_new_prefill_batch): a gated queue. The cycle is
    the others' decode round S and the batch prefilled before it: E[C] = S ÷ (1 − ρ), and an
    arrival lands in a length-biased cycle E[C] + Var C ÷ E[C] with Var C ÷ E[C] =
    ρ·t_p ÷ (1 − ρ²); TTFT = t_p + half that + the prefills of those arriving in it."""
    load = LOAD.model_copy(update={"request_rate": 4.0})
    multi = PLAN.model_copy(update={"framework": "vllm"}).with_changes(scheduler_steps=10)
    ten = _replica_of(multi, load)
    rate = 4.0
    point = ten.at_rate(rate)
    step = ten.step_s(point.running)
    t_p = ten.prefill_s()
    rho = rate * t_p
    s_round = 10 * step * (point.running - 1) / point.running
    seen = s_round / (1 - rho) + rho * t_p / (1 - rho**2)
    assert ten.admission_cycle(rate, step, point.running) == pytest.approx(seen)
    assert ten.batched_prefills(rate, step, point.running) == pytest.approx(rate * seen)
    assert point.ttft_s == pytest.approx(t_p + seen / 2 + t_p * rate * seen, rel=1e-4)
    # percentiles: the share q of the cycle and the Poisson count's q-th percentile
    quantiles = ten.quantiles_at_rate(rate)
    assert quantiles[50][0] <= quantiles[90][0] <= quantiles[99][0]
    assert quantiles[90][0] == pytest.approx(
        t_p + 0.9 * seen + t_p * poisson_quantile(rate * seen, 0.9), rel=1e-4
    )


def test_poisson_quantiles() -> None:
    assert [poisson_quantile(0.05, q) for q in (0.5, 0.9, 0.99)] == [0, 0, 1]
    assert [poisson_quantile(0.45, q) for q in (0.5, 0.9, 0.99)] == [0, 1, 3]  # P(≤2) = 0.989
    assert poisson_quantile(4.0, 0.5) == 4 and poisson_quantile(0.0, 0.99) == 0
    assert poisson_quantile(10_000.0, 0.5) == 10_000


def test_the_closed_loop_takes_the_batched_prefills_where_they_outweigh_its_queue() -> None:
    """Concurrent users: the others' requests arriving in the same round are prefilled with a
    new one (at the others' rate); one user alone gathers nobody."""
    load = LOAD.model_copy(update={"prompt_tokens": 100})
    multi = PLAN.model_copy(update={"framework": "vllm"}).with_changes(scheduler_steps=10)
    ten = _replica_of(multi, load)
    alone = ten.at(1.0)
    step = ten.step_s(1.0)
    assert alone.ttft_s == pytest.approx(ten.prefill_s() + ten.in_flight_s(step, 1.0, 0.5))
    many = ten.at(32.0)
    step = ten.step_s(many.running)
    t_p = ten.prefill_s()
    others = many.requests_per_second * 31 / 32
    batched = t_p * others * 10 * step
    assert batched > 0
    assert many.ttft_s >= t_p + ten.in_flight_s(step, many.running, 0.5) + batched * 0.999
