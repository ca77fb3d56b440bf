"""Prefill/decode disaggregation (plan.prefill_replicas): prompts are prefilled on replicas of
their own, the KV cache crosses to a decode replica, and decode steps carry no prefill."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import check_plan
from hwplanner.engine.serving.disagg import DisaggReplica, wait_quantile
from hwplanner.engine.serving.latency import Replica
from hwplanner.engine.serving.levels import build_replica
from tests.engine.models import LLAMA_8B

H100_NVLINK = shipped_catalog().gpu("h100-sxm-80gb")
WL = Workload(prompt_tokens=2000, output_tokens=200)


def plan(prefill: int = 2, gpus: int = 8, **kw: object) -> Plan:
    return Plan(
        method="inference",
        framework="sglang",
        gpus_per_node=gpus,
        tp=1,
        prefill_replicas=prefill,
        **kw,  # type: ignore[arg-type]
    )


def replica(p: Plan, wl: Workload = WL) -> Replica:
    sc = Scenario(model=LLAMA_8B, gpu=H100_NVLINK, plan=p, workload=wl)
    est = estimate(sc, solve=False)
    comp = est.budget.compute
    r, _ = build_replica(
        LLAMA_8B,
        H100_NVLINK,
        p,
        wl,
        est.memory,
        comp["prefill_mfu"].value,
        comp["decode_mbu"].value,
    )
    return r


def test_prefill_replicas_leave_at_least_one_to_decode() -> None:
    with pytest.raises(ValueError, match=r"prefill_replicas: 8 of the plan's 8 replica.*0 … 7"):
        plan(prefill=8)
    assert plan(prefill=7).decode_replicas == 1
    assert plan(prefill=0).decode_replicas == 8


def test_an_engine_without_disaggregation_refuses_it_by_name() -> None:
    for fw in ("lmdeploy", "tgi"):
        p = Plan(method="inference", framework=fw, gpus_per_node=2, prefill_replicas=1)
        with pytest.raises(ValueError, match=r"prefill_replicas: .* does not disaggregate"):
            check_plan(LLAMA_8B, p, H100_NVLINK)
    for fw in ("vllm", "sglang", "trtllm"):
        check_plan(LLAMA_8B, plan().with_changes(framework=fw), H100_NVLINK)


def test_the_kv_cache_crosses_over_nvlink_inside_a_node_else_the_network() -> None:
    """Llama 3.1 8B keeps 32 layers × 8 KV heads × 128 × 2 (k, v) × 2 B = 131,072 B a token:
    a 2,000-token prompt sends 262 MB, at one GPU's NVLink share (450 GB/s) inside a node;
    replicas of 8 GPUs on 8-GPU nodes send it over the node network instead."""
    r = replica(plan())
    assert isinstance(r, DisaggReplica)
    assert r.transfer_bytes == pytest.approx(2000 * 131_072)
    assert r.transfer_link == "intra"
    assert r.transfer_s == pytest.approx(2000 * 131_072 / 450e9)
    wide = replica(plan(prefill=1, gpus=8, nodes=2).with_changes(tp=8))
    assert isinstance(wide, DisaggReplica)
    assert wide.transfer_link == "inter" and wide.transfer_s > r.transfer_s


def test_at_a_rate_the_first_token_waits_for_a_prefill_replica_and_decode_runs_alone() -> None:
    """TTFT = the M/G/1 wait of a prefill replica (ρ·t ÷ (2(1 − ρ)), prompts alike) + the
    prefill + the transfer; TPOT is the decode step alone, never stretched by prefills."""
    r = replica(plan(prefill=2))  # 2 prefill, 6 decode replicas
    assert isinstance(r, DisaggReplica)
    t_p = r.prefill_s()
    rate = 2.0  # requests/s on one decode replica: 6 a second on each prefill replica
    rho = rate * 6 / 2 * t_p
    assert r.prefill_load(rate) == pytest.approx(rho)
    p = r.at_rate(rate)
    assert p.ttft_s == pytest.approx(rho * t_p / (2 * (1 - rho)) + t_p + r.transfer_s)
    assert p.tpot_s == pytest.approx(r.step_s(p.running) / r.tokens_per_step)
    assert p.running == pytest.approx(rate * 199 * p.tpot_s, rel=1e-4)
    # past a prefill replica's capacity the queue grows without end
    assert math.isinf(r.at_rate(1.01 * 2 / 6 / t_p).ttft_s)


def test_the_closed_loop_obeys_littles_law() -> None:
    r = replica(plan(prefill=2))
    for users in (1, 16, 64, 200):
        p = r.at(users)
        cycle = p.ttft_s + 199 * p.tpot_s
        assert p.requests_per_second * cycle == pytest.approx(min(users, r.limit), rel=1e-3)
        assert p.prefill_share == 0.0


@settings(max_examples=30, deadline=None)
@given(
    rate=st.floats(min_value=0.05, max_value=3.0),
    prompt=st.integers(min_value=100, max_value=6000),
)
def test_decode_alone_is_never_slower_than_decode_among_prefills(rate: float, prompt: int) -> None:
    """At the same request rate per decode replica, a disaggregated plan's TPOT is never above
    that of the colocated plan with as many replicas (its steps carry no prefill), and more
    prefill replicas never lengthen the first token."""
    wl = Workload(prompt_tokens=prompt, output_tokens=200)
    colocated = replica(plan(prefill=0, gpus=6), wl).at_rate(rate)
    two = replica(plan(prefill=2), wl).at_rate(rate)
    four = replica(plan(prefill=4, gpus=5, nodes=2), wl).at_rate(rate)
    if math.isfinite(colocated.tpot_s) and math.isfinite(two.tpot_s):
        assert two.tpot_s <= colocated.tpot_s * (1 + 1e-9)
    assert four.ttft_s <= two.ttft_s * (1 + 1e-9) or math.isinf(two.ttft_s)


def test_the_wait_quantile_is_an_exponential_tail_with_the_mean_it_is_given() -> None:
    assert wait_quantile(0.1, 0.5, 0.4) == 0.0  # half the requests wait not at all
    qs = [wait_quantile(0.1, 0.5, (i + 0.5) / 10_000) for i in range(10_000)]
    assert sum(qs) / len(qs) == pytest.approx(0.1, rel=1e-2)


def test_gpu_hours_count_the_prefill_replicas_beside_the_decode_ones() -> None:
    """Busy GPU-hours and tokens per GPU count a decode replica's share of the prefill GPUs;
    the busy time and request rates are the decode replicas'."""
    sc = Scenario(model=LLAMA_8B, gpu=H100_NVLINK, plan=plan(prefill=2), workload=WL)
    est = estimate(sc, solve=False)
    comp = est.budget.compute
    per_gpu = comp["tokens_per_second_per_gpu"].value
    r = replica(plan(prefill=2))
    point = r.at(plan(prefill=2).batch)
    assert per_gpu == pytest.approx(point.requests_per_second * 200 / (1 + 2 / 6))
    assert est.budget.replicas == 6
    assert any("Prefill/decode disaggregated" in str(w) for w in est.budget.warnings)
    ttft = est.budget.serving["ttft_ms"]
    assert dict(ttft.inputs)["KV cache transfer s"] == pytest.approx(r.transfer_s)


def test_json_and_api_carry_the_field() -> None:
    sc, _ = api.scenario(
        "llama-3.1-8b",
        "h100-sxm-80gb",
        "inference",
        framework="vllm",
        gpus_per_node=8,
        prefill_replicas=3,
    )
    doc = json.loads(estimate(sc, solve=False).document().model_dump_json())
    assert doc["plan"]["prefill_replicas"] == 3


def test_vllm_samples_the_first_token_on_the_decode_replica() -> None:
    """vLLM's decode instance recomputes the prompt's last token and samples the first token:
    its TTFT adds one decode step, where SGLang's prefill replica ships the token."""
    r = replica(plan(prefill=2).with_changes(framework="vllm"))
    assert isinstance(r, DisaggReplica) and r.decode_samples_first
    p = r.at_rate(2.0)
    alone = r.prefill_wait_s(2.0) + r.prefill_s() + r.transfer_s
    assert p.ttft_s == pytest.approx(alone + r.step_s(p.running))
    sglang = replica(plan(prefill=2))
    assert isinstance(sglang, DisaggReplica) and not sglang.decode_samples_first
