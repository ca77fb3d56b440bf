"""A serving plan that runs but misses its latency targets: the verdict names the target and by
how much, and every proposal, applied, meets the targets it names."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from tests.strategies import CATALOG_GPUS, CATALOG_MODELS, examples

CAT = shipped_catalog()


def applied(est: Estimate, index: int = 0) -> Estimate:
    s = est.scenario
    plan = s.plan.with_changes(**est.proposals[index].changes)
    return estimate(s.model_copy(update={"plan": plan}), solve=False)


def test_qwen3_32b_on_one_h100_names_the_missed_target_and_its_fix_meets_both() -> None:
    """0 users at the targets said `fits`, a green "Fits" and no proposal."""
    est = api.estimate(
        "qwen3-32b",
        "h100-sxm-80gb",
        "inference",
        framework="vllm",
        ttft_slo_ms=500,
        tpot_slo_ms=25,
    )
    assert est.memory.fits and est.verdict == "misses_targets"
    (missed,) = est.targets_missed
    tpot = est.budget.serving["tpot_ms"].value
    assert (
        missed
        == f"time per output token {tpot:,.1f} ms against the 25 ms target ({tpot / 25:,.1f}×)"
    )
    doc = json.loads(json.dumps(est.as_dict(), allow_nan=False))
    assert doc["verdict"] == "misses_targets" and doc["targets_missed"] == [missed]
    assert doc["proposals"] and doc["parallel_proposal"] is None
    assert [p["changes"] for p in doc["proposals"]] == [dict(p.changes) for p in est.proposals]
    for i, prop in enumerate(est.proposals):
        fixed = applied(est, i)
        assert fixed.verdict != "misses_targets" and not fixed.targets_missed, prop.text
        assert fixed.budget.serving["ttft_ms"].value <= 500
        assert fixed.budget.serving["tpot_ms"].value <= 25
        assert fixed.scenario.plan.gpus == prop.gpus
    gpus = [p.gpus for p in est.proposals]
    assert gpus == sorted(gpus)  # fewest GPUs first
    assert any(p.keeps_run and p.gpus == 2 for p in est.proposals)  # tp 2: the same numerics


def test_no_targets_or_targets_met_keep_the_memory_verdict() -> None:
    plain = api.estimate("qwen3-32b", "h100-sxm-80gb", "inference", framework="vllm")
    assert plain.verdict == plain.memory.verdict == "fits" and not plain.targets_missed
    assert not plain.proposals
    easy = api.estimate(
        "qwen3-32b", "h100-sxm-80gb", "inference", ttft_slo_ms=5000, tpot_slo_ms=100
    )
    assert easy.verdict == "fits" and not easy.targets_missed


def test_a_concurrency_past_the_targets_is_capped_at_the_most_users_they_allow() -> None:
    est = api.estimate(
        "qwen3-32b",
        "h100-sxm-80gb",
        "inference",
        framework="vllm",
        batch=64,
        ttft_slo_ms=500,
        tpot_slo_ms=40,
    )
    users = est.budget.serving["max_concurrency_at_slo"].value
    assert est.verdict == "misses_targets" and 1 <= users < 64
    assert dict(est.proposals[0].changes) == {"batch": users}  # the same GPU, fewer at once
    assert applied(est).verdict != "misses_targets"


SERVING = [m for m in CATALOG_MODELS if m.id in ("llama-3.1-8b", "qwen3-32b", "llama-3.1-70b")]
DATACENTER = [g for g in CATALOG_GPUS if g.id in ("h100-sxm-80gb", "a100-sxm-80gb", "l40s")]


@given(
    st.sampled_from(SERVING),
    st.sampled_from(DATACENTER),
    st.sampled_from([1, 2, 4]),
    st.sampled_from([1, 8, 32]),
    st.floats(50, 5000),
    st.floats(5, 200),
)
@examples(15)
def test_every_serving_proposal_applied_meets_the_targets(  # type: ignore[no-untyped-def]
    model, gpu, tp, batch, ttft, tpot
) -> None:
    plan = Plan(method=Method.INFERENCE, framework="vllm", gpus_per_node=tp, tp=tp, batch=batch)
    work = Workload(ttft_slo_ms=ttft, tpot_slo_ms=tpot)
    est = estimate(Scenario(model=model, gpu=gpu, plan=plan, workload=work))
    if est.verdict != "misses_targets":
        return
    for i, _ in enumerate(est.proposals):
        assert not applied(est, i).targets_missed


@given(st.sampled_from(SERVING), st.floats(100, 3000), st.floats(0.3, 1.0))
@examples(15)
def test_a_tighter_target_never_allows_a_higher_request_rate(model, tpot, tighter) -> None:  # type: ignore[no-untyped-def]
    h100 = CAT.gpu("h100-sxm-80gb")
    plan = Plan(method=Method.INFERENCE, framework="vllm", gpus_per_node=2, tp=2, batch=64)

    def rate(ttft_ms: float, tpot_ms: float) -> float:
        work = Workload(ttft_slo_ms=ttft_ms, tpot_slo_ms=tpot_ms)
        est = estimate(Scenario(model=model, gpu=h100, plan=plan, workload=work), solve=False)
        return float(est.budget.serving["requests_per_second"].value or 0.0)

    loose = rate(2000, tpot / 10)
    assert rate(2000 * tighter, tpot / 10) <= loose + 1e-9
    assert rate(2000, tpot / 10 * tighter) <= loose + 1e-9


def test_formats_the_framework_serves_and_a_cap_with_new_numerics() -> None:
    """llama.cpp serves its GGUF 4-bit mix (q4_k_m), not int4 (its 4-bit fix was dropped); and
    when neither a cap nor
    new numerics alone meets the targets, both together are tried (none was proposed)."""
    gguf = api.estimate(
        "qwen3-32b",
        "rtx-4090",
        "inference",
        framework="llamacpp",
        weight_format="q8_0",
        gpus_per_node=2,
        tp=2,
        tpot_slo_ms=20,
    )
    assert {"weight_format": "q4_k_m"} in [dict(p.changes) for p in gguf.proposals]
    busy = api.estimate(
        "qwen3-32b", "h100-sxm-80gb", "inference", batch=256, ttft_slo_ms=500, tpot_slo_ms=25
    )
    first = dict(busy.proposals[0].changes)
    assert first["weight_format"] == "fp8" and 1 <= int(first["batch"]) < 256
    assert not applied(busy).targets_missed


def test_a_six_bit_gguf_plan_is_never_offered_eight_bits() -> None:
    q6 = api.estimate(
        "qwen3-32b",
        "rtx-4090",
        "inference",
        framework="llamacpp",
        weight_format="q6_k",
        gpus_per_node=2,
        tp=2,
        tpot_slo_ms=20,
    )
    formats = [dict(p.changes).get("weight_format") for p in q6.proposals]
    assert "q8_0" not in formats and "q4_k_m" in formats


def test_latent_attention_is_offered_attention_data_parallelism_on_its_own_gpus() -> None:
    # DeepSeek-V3.2 on 8 H200 under TP 8 with 24,000-token prompts: every GPU runs the whole
    # indexer and keeps every latent; eight attention groups (DeepSeek-style serving) meet a
    # 2 s first token on the same GPUs and numerics (its routed experts at their Triton kernels'
    # measured rate on Hopper)
    est = api.estimate(
        "deepseek-v3.2",
        "h200-sxm-141gb",
        "inference",
        framework="vllm",
        gpus_per_node=8,
        tp=8,
        context=32768,
        batch=32,
        prompt_tokens=24000,
        output_tokens=1000,
        ttft_slo_ms=2000,
    )
    assert est.verdict == "misses_targets"
    first = est.proposals[0]
    assert first.changes == {"attention_dp": 8} and first.keeps_run and first.gpus == 8
    fixed = applied(est)
    assert not fixed.targets_missed and fixed.budget.serving["ttft_ms"].value <= 2000
    # a model without latent attention is not offered it
    llama = api.estimate(
        "llama-3.1-70b",
        "h100-sxm-80gb",
        "inference",
        framework="vllm",
        gpus_per_node=4,
        tp=4,
        ttft_slo_ms=100,
        tpot_slo_ms=5,
    )
    assert all("attention_dp" not in p.changes for p in llama.proposals)


def test_attention_groups_are_not_offered_where_they_cannot_help() -> None:
    # one user: a lone request's attention runs on one GPU of its group (the serving model
    # spreads a group's work over the replica), so the lever is not offered
    base = dict(framework="vllm", gpus_per_node=8, tp=8, context=65536, prompt_tokens=32000)
    lone = api.estimate(
        "deepseek-v3.2",
        "h200-sxm-141gb",
        "inference",
        batch=1,
        output_tokens=200,
        ttft_slo_ms=900,
        **base,
    )
    assert all("attention_dp" not in p.changes for p in lone.proposals)
    # TensorRT-LLM: no attention groups in its profile here
    trt = api.estimate(
        "deepseek-v3.2",
        "h200-sxm-141gb",
        "inference",
        batch=32,
        output_tokens=1000,
        ttft_slo_ms=1000,
        **{**base, "framework": "trtllm"},
    )
    assert all("attention_dp" not in p.changes for p in trt.proposals)


def test_cuda_graphs_turned_back_on_come_first() -> None:
    """A small model served with CUDA graphs off (vLLM --enforce-eager) misses a TPOT target
    its graphs meet: turning them back on keeps the GPU, the numerics and the user, and is
    proposed first."""
    est = api.estimate(
        "llama-3.2-1b",
        "h100-sxm-80gb",
        "inference",
        framework="vllm",
        batch=1,
        cuda_graphs=False,
        tpot_slo_ms=3,
    )
    assert est.verdict == "misses_targets"
    first = est.proposals[0]
    assert dict(first.changes) == {"cuda_graphs": True}
    assert first.keeps_run and first.gpus == 1
    assert not applied(est).targets_missed


def test_graphs_off_are_named_first_where_even_one_user_misses() -> None:
    """The note where even one user misses the targets names the cheapest lever first: the
    engine's CUDA graphs back on."""
    kw: dict[str, object] = {"framework": "vllm", "batch": 1}
    eager = api.estimate(
        "llama-3.2-1b", "h100-sxm-80gb", "inference", cuda_graphs=False, tpot_slo_ms=3, **kw
    )
    said = [str(w) for w in eager.warnings if "Even one user" in str(w)]
    assert said and "turn cuda_graphs on, or add tensor parallelism" in said[0]
    graphs = api.estimate("llama-3.2-1b", "h100-sxm-80gb", "inference", tpot_slo_ms=1, **kw)
    said = [str(w) for w in graphs.warnings if "Even one user" in str(w)]
    assert said and "cuda_graphs" not in said[0]
