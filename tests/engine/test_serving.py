"""Serving: framework memory habits, TTFT/TPOT, SLO concurrency, replicas, serving techniques."""

from __future__ import annotations

import itertools
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.params import count_params, lora_params
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import LORA_TARGET_PRESETS, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.serving_config import serving_config
from hwplanner.engine.scenario.serving_extras import eagle_params
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.engine.serving.latency import routed_expert_share
from hwplanner.engine.serving.levels import build_replica
from hwplanner.engine.time.mfu import prefill_mfu
from tests.engine.models import A100, H100, LLAMA_1B, LLAMA_8B, LLAMA_70B, MIXTRAL, QWEN3_30B

SERVE = Plan(method="inference", context=4096)


def replica(plan: Plan = SERVE, workload: Workload | None = None, spec=LLAMA_8B, gpu=H100):  # type: ignore[no-untyped-def]
    wl = workload or Workload()
    mem = estimate_memory(spec, gpu, plan)
    return build_replica(spec, gpu, plan, wl, mem, prefill_mfu(gpu, plan).value, 0.7)


def serving(plan: Plan = SERVE, workload: Workload | None = None, spec=LLAMA_8B, gpu=H100):  # type: ignore[no-untyped-def]
    sc = Scenario(model=spec, gpu=gpu, plan=plan, workload=workload or Workload())
    return estimate(sc, solve=False).budget.serving


def test_inference_defaults_to_a_serving_framework() -> None:
    assert Plan(method="inference").framework == "vllm"
    assert Plan(method="lora").framework == "hf"
    # the framework follows the method while it is the method's default
    assert Plan().with_changes(method="inference").framework == "vllm"
    assert Plan(method="inference").with_changes(method="lora").framework == "hf"
    # a chosen framework stays when it offers the new method
    assert Plan(method="inference", framework="hf").with_changes(method="lora").framework == "hf"
    assert Plan(method="inference", framework="sglang").with_changes(method="full").framework == (
        "hf"
    )


def test_memory_share_by_framework() -> None:
    cap = H100.capacity_bytes
    vllm = estimate_memory(LLAMA_8B, H100, SERVE)
    # gpu_memory_utilization 0.9 of the card, and beside it what vLLM's budget leaves out
    outside = sum(p.value for p in vllm.overheads if p.key in FRAMEWORKS["vllm"].outside_share)
    assert {p.key for p in vllm.overheads} >= {"cuda_context", "allocator", "cuda_graphs"}
    assert vllm.limit_bytes == pytest.approx(0.9 * cap + outside)
    assert vllm.kv_pool_bytes == pytest.approx(
        0.9 * cap
        - vllm.bytes_of("weights")
        - vllm.bytes_of("activations")
        - sum(p.value for p in vllm.overheads if p.key not in FRAMEWORKS["vllm"].outside_share)
    )
    assert serving_config(H100, Plan(method="inference", framework="sglang")).memory_share == 0.88
    sglang_tp8 = Plan(method="inference", framework="sglang", gpus_per_node=8, tp=8)
    assert serving_config(H100, sglang_tp8).memory_share == 0.81  # mem_fraction_static by tp
    trt = estimate_memory(LLAMA_8B, H100, Plan(method="inference", framework="trtllm"))
    non_kv = trt.total_bytes - trt.bytes_of("kv_cache")
    assert trt.limit_bytes == pytest.approx(cap - 0.1 * (cap - non_kv))  # 0.9 of the free memory
    hf = estimate_memory(LLAMA_8B, H100, Plan(method="inference", framework="hf"))
    assert hf.limit_bytes == cap and hf.usable_bytes is None
    user = estimate_memory(LLAMA_8B, H100, Plan(method="inference", memory_share=0.5))
    assert user.limit_bytes == pytest.approx(0.5 * cap + outside)


def test_vllm_profiles_its_largest_step_whatever_the_batch() -> None:
    # H100 (80 GB, not an A100): max_num_batched_tokens 8192, max_num_seqs 1024
    cfg = serving_config(H100, SERVE)
    assert (cfg.batched_tokens, cfg.max_seqs, cfg.block_tokens) == (8192, 1024, 16)
    assert serving_config(A100, SERVE).batched_tokens == 2048  # A100 keeps the small tier
    one = estimate_memory(LLAMA_8B, H100, SERVE.with_changes(batch=1))
    many = estimate_memory(LLAMA_8B, H100, SERVE.with_changes(batch=64))
    assert one.bytes_of("activations") == many.bytes_of("activations")
    d, width = 4096, 14336
    per_tok = 2 * (4 * d + 4096 + 2 * 1024 + 3 * width)
    # the larger of the forward pass's transients and the sampler's step over 1,024 dummy
    # requests (15.2 B a request and vocabulary entry): the sampler's, 1.86 GiB, as vLLM 0.19
    # logs 1.89 GiB for this model on an H100
    sampler = 15.2 * 1024 * 128256
    assert 8192 * per_tok < sampler
    assert one.bytes_of("activations") == pytest.approx(sampler)
    # … and the same at tensor parallel 2: every GPU samples the whole vocabulary
    two = estimate_memory(LLAMA_8B, H100, SERVE.with_changes(tp=2, gpus_per_node=2))
    assert two.bytes_of("activations") == pytest.approx(sampler)
    # an A100's 256 dummy requests and 2,048 tokens a step: the sampler's still
    a100 = estimate_memory(LLAMA_8B, A100, SERVE)
    assert 2048 * per_tok < 15.2 * 256 * 128256
    assert a100.bytes_of("activations") == pytest.approx(15.2 * 256 * 128256)
    # with fewer sequences than the step has tokens … up to the forward pass's
    few = estimate_memory(LLAMA_8B, H100, SERVE.with_changes(max_num_seqs=16))
    assert few.bytes_of("activations") == pytest.approx(8192 * per_tok)


def test_decode_and_prefill_times_at_one_user() -> None:
    r, _ = replica(workload=Workload(prompt_tokens=1000, output_tokens=250))
    counts = count_params(LLAMA_8B)
    weights = (counts.total - counts.embedding) * 2
    kv = 131_072 * 1125  # bytes per token × (prompt + output ÷ 2)
    # + 10 kernels per layer at a fixed time each (this H100 names no architecture: 1.7 µs)
    # (vLLM's host time per step hidden: it schedules a step ahead by default)
    assert r.graph_kernels == 32 * 10 and r.kernel_fixed_s == 1.7e-6
    step = (weights + kv) / (3350e9 * 0.7) + 32 * 10 * 1.7e-6
    assert r.step_s(1) == pytest.approx(step)
    p = r.at(1)
    # one user alone: no other prompt's prefill delays its first token or interrupts its
    # decode (its own prefill share stretched both: TTFT by an M/D/1 wait, TPOT by 1/(1−ρ))
    assert p.tpot_s == pytest.approx(step) and p.ttft_s == pytest.approx(r.prefill_s())
    assert p.prefill_share == pytest.approx(r.prefill_s() / (r.prefill_s() + 249 * step))
    # one user sends the next request when the last ends: λ × request time = 1 (Little)
    assert p.requests_per_second * (p.ttft_s + 249 * p.tpot_s) == pytest.approx(1.0)


def test_latency_grows_with_concurrency_and_queues_past_the_kv_limit() -> None:
    r, pool = replica(workload=Workload(prompt_tokens=2000, output_tokens=500))
    points = [r.at(c) for c in (1, 2, 4, 16, 64, 128, pool.limit, pool.limit + 50)]
    assert all(a.ttft_s <= b.ttft_s for a, b in itertools.pairwise(points))
    assert all(a.tpot_s <= b.tpot_s + 1e-12 for a, b in itertools.pairwise(points))
    for p in points[:-1]:
        assert p.requests_per_second * (p.ttft_s + 499 * p.tpot_s) == pytest.approx(p.concurrency)
    past = points[-1]
    assert past.running == pool.limit and past.tpot_s == pytest.approx(points[-2].tpot_s)
    assert past.ttft_s - points[-2].ttft_s == pytest.approx(50 / past.requests_per_second)


def test_others_prefills_stretch_a_sequences_decode() -> None:
    """With N running sequences one is delayed by the other N−1's prefills only: its TPOT is
    the step time ÷ (1 − ρ·(N−1)/N)."""
    r, _ = replica(workload=Workload(prompt_tokens=4000, output_tokens=200))
    for n in (2, 8, 32):
        p = r.at(n)
        others = p.prefill_share * (n - 1) / n
        assert p.tpot_s == pytest.approx(r.step_s(n) / (1 - others))
        assert p.ttft_s > r.prefill_s()  # the step in flight, others' prefills ahead of it


def test_tensor_parallel_pays_two_all_reduces_per_layer() -> None:
    tp2 = Plan(method="inference", gpus_per_node=2, tp=2)
    r, _ = replica(tp2, spec=LLAMA_70B)
    act = 8192 * 2  # one token's hidden vector in bf16
    # vLLM's custom all-reduce on 2 H100s: 8.7 µs (SGLang PR #2904); NCCL's ring bus bandwidth
    assert r.comm_s(1) == pytest.approx(2 * 80 * (8.7e-6 + act * 1 / (450e9 * 0.82)))
    one, _ = replica(Plan(method="inference", gpus_per_node=2, tp=1), spec=LLAMA_8B)
    assert one.comm_s(1) == 0


def test_slo_concurrency_users_and_replicas() -> None:
    wl = Workload(ttft_slo_ms=1000, tpot_slo_ms=30, requests_per_day=2_000_000, peak_factor=2)
    s = serving(workload=wl)
    best = s["max_concurrency_at_slo"].value
    r, pool = replica(workload=wl)
    assert 1 <= best <= pool.limit
    assert r.at(best).tpot_s <= 0.030 < r.at(best + 1).tpot_s
    per_replica = r.at(best).requests_per_second
    assert s["requests_per_second"].value == pytest.approx(per_replica)
    peak = 2_000_000 / 86_400 * 2
    assert s["peak_requests_per_second"].value == pytest.approx(peak)
    assert s["replicas"].value == math.ceil(peak / per_replica)
    # no target: the KV cache is the limit
    assert serving()["max_concurrency_at_slo"].value == pool.limit
    # an impossible target: nobody, and no replica count
    none = serving(workload=Workload(tpot_slo_ms=1))
    assert none["max_concurrency_at_slo"].value == 0 and none["replicas"].value == math.inf


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([LLAMA_1B, LLAMA_8B, MIXTRAL, QWEN3_30B]),
    st.sampled_from([1, 2]),
    st.integers(16, 8000),
    st.integers(1, 2000),
    st.floats(5, 200),
    st.floats(0.5, 1.0),
)
def test_a_tighter_tpot_target_never_allows_more_users(  # type: ignore[no-untyped-def]
    spec, tp, prompt, output, tpot, tighter
) -> None:
    plan = Plan(method="inference", gpus_per_node=2, tp=tp, context=prompt + output)
    loose = Workload(prompt_tokens=prompt, output_tokens=output, tpot_slo_ms=tpot)
    tight = loose.model_copy(update={"tpot_slo_ms": tpot * tighter})
    a = serving(plan, loose, spec)["max_concurrency_at_slo"].value
    b = serving(plan, tight, spec)["max_concurrency_at_slo"].value
    assert b <= a


def test_kv_blocks_prefix_caching_and_quantized_kv() -> None:
    # whole 16-token blocks: 1000 tokens hold 63 blocks (1008 tokens)
    m = estimate_memory(LLAMA_8B, H100, Plan(method="inference", context=1000))
    assert m.bytes_of("kv_cache") == 1008 * 131_072
    # a shared 800-token system prompt: computed once, stored once
    base = Workload(prompt_tokens=1000, output_tokens=200)
    shared = base.model_copy(update={"shared_prefix_tokens": 800})
    r0, pool0 = replica(workload=base)
    r1, pool1 = replica(workload=shared)
    assert r1.cached == 800 and r1.prefill_s() < r0.prefill_s() / 3
    assert pool1.limit > 2 * pool0.limit
    r2, pool2 = replica(SERVE.with_changes(prefix_caching=False), shared)
    assert r2.cached == 0 and pool2.limit == pool0.limit
    # an FP8 KV cache holds twice the tokens and reads half the bytes
    _, fp8 = replica(SERVE.with_changes(kv_dtype="fp8"), base)
    assert fp8.tokens > 1.9 * pool0.tokens


def test_speculative_decoding() -> None:
    plan = SERVE.with_changes(speculative="eagle", speculative_tokens=3, acceptance_rate=0.7)
    r, _ = replica(plan)
    assert r.tokens_per_step == pytest.approx((1 - 0.7**4) / (1 - 0.7))
    base, _ = replica()
    # 2.53 tokens per step, less the EAGLE head's three small steps
    assert r.at(1).tpot_s < base.at(1).tpot_s / 1.4
    m0 = estimate_memory(LLAMA_8B, H100, SERVE)
    m1 = estimate_memory(LLAMA_8B, H100, plan)
    assert m1.bytes_of("weights") - m0.bytes_of("weights") == eagle_params(LLAMA_8B) * 2
    # a draft model: its weights and KV cache are resident too
    draft = SERVE.with_changes(speculative="draft", draft_model=LLAMA_1B.id)
    md = estimate_memory(LLAMA_8B, H100, draft, LLAMA_1B)
    extra = md.bytes_of("weights") - m0.bytes_of("weights")
    assert extra == pytest.approx(count_params(LLAMA_1B).total * 2)
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=draft, workload=Workload(), draft=LLAMA_1B)
    assert estimate(sc, solve=False).budget.serving["tokens_per_step"].value > 2


def test_speculating_with_the_models_own_mtp_layers() -> None:
    """DeepSeek-V3-style MTP: the checkpoint's multi-token-prediction layer proposes (the
    target's embedding and output head shared), its MLA cache one layer more; a model without
    MTP layers is refused by name."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.model.params import mtp_params
    from hwplanner.engine.scenario.validity import check_plan

    dsv3 = shipped_catalog().model("deepseek-v3")
    h200 = shipped_catalog().gpu("h200-sxm-141gb")
    serve = Plan(method="inference", gpus_per_node=8, tp=8)
    mtp = serve.with_changes(speculative="mtp", speculative_tokens=1, acceptance_rate=0.85)
    m0, m1 = estimate_memory(dsv3, h200, serve), estimate_memory(dsv3, h200, mtp)
    extra = m1.bytes_of("weights") - m0.bytes_of("weights")
    # one MoE layer + its norms and 2h × h projection, stored as the model is (block FP8), ÷ 8
    assert mtp_params(dsv3, copies=False) == mtp_params(dsv3) - 2 * 129280 * 7168
    bpp = m0.bytes_of("weights") * 8 / count_params(dsv3).total
    assert extra == pytest.approx(mtp_params(dsv3, copies=False) * bpp / 8, rel=0.01)
    # one MLA layer's cache per sequence: (512 + 64) elements × 2 B per token
    kv = m1.bytes_of("kv_cache") - m0.bytes_of("kv_cache")
    assert kv == pytest.approx(4096 * (512 + 64) * 2)
    fast = estimate(Scenario(model=dsv3, gpu=h200, plan=mtp), solve=False)
    slow = estimate(Scenario(model=dsv3, gpu=h200, plan=serve), solve=False)
    assert fast.budget.serving["tokens_per_step"].value == pytest.approx(1.85)
    assert fast.budget.serving["tpot_ms"].value < slow.budget.serving["tpot_ms"].value / 1.15
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_8B, Plan(method="inference", speculative="mtp"), H100)
    assert exc.value.field == "speculative" and "no multi-token-prediction layers" in exc.value.text


def test_bad_serving_input_names_the_field() -> None:
    with pytest.raises(ValueError, match=r"(?s)kv_block_size.*not a power of two"):
        Plan(method="inference", kv_block_size=24)
    with pytest.raises(ValueError, match="0 < ttft_slo_ms"):
        Workload(ttft_slo_ms=0)
    with pytest.raises(ValueError, match="0 < tpot_slo_ms"):
        Workload(tpot_slo_ms=-5)
    with pytest.raises(ValueError, match="shared_prefix_tokens"):
        Workload(prompt_tokens=100, shared_prefix_tokens=200)
    draft = Plan(method="inference", speculative="draft", draft_model="llama-3.1-70b")
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=draft, draft=LLAMA_70B)
    with pytest.raises(PlanError, match="not smaller than the target") as exc:
        estimate(sc)
    assert exc.value.field == "draft_model"
    with pytest.raises(PlanError, match="set a draft model"):
        estimate(sc.model_copy(update={"draft": None}))
    other = Scenario(model=MIXTRAL, gpu=H100, plan=draft, draft=LLAMA_1B)
    with pytest.raises(PlanError, match="vocabulary"):
        estimate(other)


def test_resident_lora_adapters() -> None:
    m0 = estimate_memory(LLAMA_8B, H100, SERVE)
    m1 = estimate_memory(LLAMA_8B, H100, SERVE.with_changes(lora_adapters=8, adapter_rank=32))
    per = lora_params(LLAMA_8B, 32, LORA_TARGET_PRESETS["all"])
    assert m1.bytes_of("weights") - m0.bytes_of("weights") == pytest.approx(8 * per * 2)


def test_llamacpp_serves_the_slots_it_allocated() -> None:
    plan = Plan(method="inference", framework="llamacpp", batch=4, context=8192)
    _, pool = replica(plan)
    assert pool.limit == 4  # n_ctx × slots allocated at start, no more
    m = estimate_memory(LLAMA_8B, H100, plan)
    assert m.usable_bytes is None and m.bytes_of("kv_cache") == 4 * 8192 * 131_072


# the catalog's H100 row names its architecture; the test row does not
HOPPER = H100.model_copy(update={"architecture": "hopper"})


@pytest.mark.parametrize(
    ("model", "framework", "gpus", "flagged"),
    [
        (QWEN3_30B, "vllm", 1, True),  # 128 narrow experts on Triton fused MoE
        (QWEN3_30B, "sglang", 1, True),
        (QWEN3_30B, "lmdeploy", 1, False),  # TurboMind's own MoE kernels: not measured
        (MIXTRAL, "vllm", 2, False),  # 8 wide experts run near the dense rate
        (LLAMA_8B, "vllm", 1, False),
    ],
)
def test_fine_grained_moe_experts_are_timed_at_their_kernels_rate(
    model: object, framework: str, gpus: int, flagged: bool
) -> None:
    """vLLM's kernel benchmark puts a fine-grained mixture's fused MoE at 9.5% of the H100's
    FP8 peak and 33% of the bf16 one: on Hopper the routed experts are timed so and the
    estimate says at what share; on a GPU without a measurement it says prefill is optimistic."""
    plan = Plan(method="inference", framework=framework, gpus_per_node=gpus, tp=gpus)
    sc = Scenario(model=model, gpu=HOPPER, plan=plan, workload=Workload())
    notes = [str(n) for n in estimate(sc, solve=False).notes]
    said = [n for n in notes if "Triton fused-MoE kernels" in n]
    assert bool(said) is flagged
    if flagged:
        assert "8 of 128 experts" in said[0] and "33.0% of the bf16 peak" in said[0]
    # a measured utilisation (the user's) includes its experts: nothing assumed, nothing said
    given = Scenario(model=model, gpu=HOPPER, plan=plan, workload=Workload(mfu=0.3))
    assert not any("Triton" in str(n) for n in estimate(given, solve=False).notes)
    on_a100 = Scenario(model=model, gpu=A100, plan=plan, workload=Workload())
    a100 = [str(n) for n in estimate(on_a100, solve=False).notes]
    assert any("treat prefill speed and TTFT as optimistic" in n for n in a100) is flagged
    # training plans of the same model are not flagged (the note is about serving engines)
    train = Plan(method="lora", framework="hf")
    train_notes = estimate(Scenario(model=model, gpu=H100, plan=train), solve=False).notes
    assert not any("Triton fused-MoE kernels" in str(n) for n in train_notes)


def test_routed_experts_slow_the_prefill_by_their_kernels_share() -> None:
    """Qwen3-30B-A3B in bf16 on one H100: the routed experts' FLOPs at 33% of the bf16 peak
    where the rest run at the prefill utilisation (0.5): the prompt's compute time grows by
    expert FLOPs × (0.5 ÷ 0.33 − 1), the decode of one sequence (weights read) barely moves."""
    plan = Plan(method="inference", framework="vllm")
    wl = Workload(prompt_tokens=8000, output_tokens=10)
    mem = estimate(Scenario(model=QWEN3_30B, gpu=HOPPER, plan=plan, workload=wl), solve=False)
    vllm, _ = build_replica(QWEN3_30B, HOPPER, plan, wl, mem.memory, 0.5, 0.7)
    other = plan.model_copy(update={"framework": "lmdeploy"})
    lmd, _ = build_replica(QWEN3_30B, HOPPER, other, wl, mem.memory, 0.5, 0.7)
    expert = 2.0 * count_params(QWEN3_30B).active_experts
    assert vllm.moe_share == pytest.approx(0.33) and lmd.moe_share is None
    assert vllm.expert_extra_flops == pytest.approx(expert * (0.5 / 0.33 - 1))
    assert vllm._prompt_token_flops(4000) - lmd._prompt_token_flops(4000) == pytest.approx(
        vllm.expert_extra_flops
    )
    assert vllm.prefill_s() > 1.2 * lmd.prefill_s()


def test_routed_expert_share_where_it_was_measured() -> None:
    """bf16 and FP8 experts on an H100-class Hopper GPU take the measured shares (FP8 15%
    faster than bf16 in time, vLLM PR #35457), int4 experts Marlin's (SGLang PR #38884); a
    Hopper of the H20's peak does not; a user's utilisation turns the extra off."""
    plan = Plan(method="inference", framework="vllm")
    wl = Workload(prompt_tokens=4000, output_tokens=10)
    fw = FRAMEWORKS["vllm"]
    assert routed_expert_share(QWEN3_30B, HOPPER, plan, fw, 4096.0) == (True, pytest.approx(0.33))
    fp8 = Plan(method="inference", framework="vllm", weight_format="fp8")
    _, share = routed_expert_share(QWEN3_30B, HOPPER, fp8, fw, 4096.0)
    assert share is not None and share * 1979 == pytest.approx(0.33 * 989 * 1.15, rel=1e-3)
    int4 = Plan(method="inference", framework="vllm", weight_format="int4")
    nvidia = HOPPER.model_copy(update={"vendor": "NVIDIA"})
    assert routed_expert_share(QWEN3_30B, nvidia, int4, fw, 4096.0) == (True, 0.257)
    assert routed_expert_share(QWEN3_30B, HOPPER, int4, fw, 4096.0) == (True, None)  # vendor?
    h20 = HOPPER.model_copy(update={"bf16_tflops": 148, "fp8_tflops": 296})
    assert routed_expert_share(QWEN3_30B, h20, plan, fw, 4096.0) == (True, None)
    assert routed_expert_share(MIXTRAL, HOPPER, plan, fw, 4096.0) == (False, None)
    assert routed_expert_share(QWEN3_30B, HOPPER, plan, FRAMEWORKS["lmdeploy"], 4096.0)[0] is False
    mem = estimate(Scenario(model=QWEN3_30B, gpu=HOPPER, plan=plan, workload=wl), solve=False)
    timed, _ = build_replica(QWEN3_30B, HOPPER, plan, wl, mem.memory, 0.5, 0.7)
    given, _ = build_replica(
        QWEN3_30B, HOPPER, plan, wl.model_copy(update={"mfu": 0.5}), mem.memory, 0.5, 0.7
    )
    assert timed.expert_extra_flops > 0 and given.expert_extra_flops == 0
    # a decode step of many sequences computes its experts at the same rate
    assert timed.step_parts(256).linear_compute_s > given.step_parts(256).linear_compute_s


def test_ada_fp8_experts_follow_vllms_l40s_timings() -> None:
    """vLLM's tuned Triton fused MoE on an L40S (PRs #53710, #53819: two shapes, 64–1,024 rows
    per expert, 9–26% of the FP8 peak) gives Ada's FP8 experts a curve: the L40S and the RTX
    6000 Ada take it at their rows per expert; the RTX 4090, whose FP8 peak is under half the
    L40S's, and bf16 experts on Ada take none (the prefill utilisation, said optimistic)."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.time.kernels import FUSED_MOE_CURVE

    ada = FUSED_MOE_CURVE["ada"]["fp8"]
    # each published point within 9% from 128 rows per expert (6·T·k·h·w ÷ time ÷ 733): the
    # 128-expert shape's, then the 256-expert shape's
    points = ((128, 0.164), (256, 0.228), (512, 0.264))
    points += ((128, 0.148), (256, 0.203), (512, 0.232), (1024, 0.245))
    for rows, measured in points:
        assert ada.share(rows) == pytest.approx(measured, rel=0.09)
    cat = shipped_catalog()
    fw = FRAMEWORKS["vllm"]
    fp8 = Plan(method="inference", framework="vllm", weight_format="fp8")
    rows = 8192 * QWEN3_30B.experts_per_token / QWEN3_30B.num_experts
    for gpu in ("l40s", "rtx-6000-ada"):
        _, share = routed_expert_share(QWEN3_30B, cat.gpu(gpu), fp8, fw, 8192.0)
        assert share == pytest.approx(ada.share(rows)), gpu
    assert routed_expert_share(QWEN3_30B, cat.gpu("rtx-4090"), fp8, fw, 8192.0) == (True, None)
    bf16 = Plan(method="inference", framework="vllm")
    assert routed_expert_share(QWEN3_30B, cat.gpu("l40s"), bf16, fw, 8192.0) == (True, None)
    wl = Workload(prompt_tokens=8192, output_tokens=64)
    est = estimate(
        Scenario(model=QWEN3_30B, gpu=cat.gpu("l40s"), plan=fp8, workload=wl), solve=False
    )
    assert any("rows per expert" in str(n) for n in est.notes)
    assert "#53710" in str(est.budget.compute["prefill_tokens_per_second"].source)


def test_four_bit_experts_are_timed_at_the_w4a16_share_on_hopper() -> None:
    """A fine-grained mixture's 4-bit experts (MXFP4 gpt-oss, GPTQ int4, NVFP4 served through
    Marlin) multiply in W4A16 fused-MoE kernels in vLLM and SGLang: on an H100-class GPU they are
    timed at Marlin's measured 25.7% of the bf16 peak in prefill (SGLang PR #38884), the rest at
    the prefill utilisation, and the estimate says so; on an A100 (not measured), an AMD GPU
    (no W4A16 kernel) or the H20 (a small peak) they keep the utilisation; NVFP4 on a B200 keeps
    its FP4 curve; an engine without those kernels (LMDeploy) is not touched."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.time.kernels import W4A16_MOE_SHARE

    share = W4A16_MOE_SHARE["hopper"]
    cat = shipped_catalog()
    oss, h100, a100 = cat.model("gpt-oss-120b"), cat.gpu("h100-sxm-80gb"), cat.gpu("a100-sxm-80gb")
    plan = Plan(method="inference", framework="vllm")
    fw = FRAMEWORKS["vllm"]
    assert routed_expert_share(oss, h100, plan, fw, 8192.0) == (True, share)
    assert routed_expert_share(oss, a100, plan, fw, 8192.0) == (True, None)
    assert routed_expert_share(oss, cat.gpu("mi300x"), plan, fw, 8192.0) == (True, None)
    assert routed_expert_share(oss, cat.gpu("h20-96gb"), plan, fw, 8192.0) == (True, None)
    sglang = Plan(method="inference", framework="sglang")
    assert routed_expert_share(oss, h100, sglang, FRAMEWORKS["sglang"], 8192.0) == (True, share)
    qwen = cat.model("qwen3-30b-a3b")
    nvfp4 = Plan(method="inference", framework="vllm", weight_format="nvfp4")
    assert routed_expert_share(qwen, h100, nvfp4, fw, 8192.0) == (True, share)  # Marlin
    _, on_b200 = routed_expert_share(qwen, cat.gpu("b200"), nvfp4, fw, 8192.0)
    assert on_b200 is not None and on_b200 != share  # FlashInfer's FP4 curve
    wl = Workload(prompt_tokens=4000, output_tokens=10)
    mem = estimate(Scenario(model=oss, gpu=h100, plan=plan, workload=wl), solve=False)
    timed, _ = build_replica(oss, h100, plan, wl, mem.memory, 0.5, 0.7)
    given, _ = build_replica(
        oss, h100, plan, wl.model_copy(update={"mfu": 0.5}), mem.memory, 0.5, 0.7
    )
    expert = 2.0 * count_params(oss).active_experts
    assert timed.moe_w4a16
    assert timed.expert_extra_flops == pytest.approx(expert * (0.5 / share - 1))
    assert given.expert_extra_flops == 0 and timed.prefill_s() > 1.5 * given.prefill_s()
    for engine in ("vllm", "sglang"):
        p = plan.model_copy(update={"framework": engine})
        est = estimate(Scenario(model=oss, gpu=h100, plan=p, workload=wl), solve=False)
        notes = [str(n) for n in est.notes]
        assert any("W4A16 fused-MoE kernels" in n and "25.7%" in n for n in notes)
        assert not any("Triton fused-MoE kernels, timed" in n for n in notes)
        prefill = est.figures()["compute.prefill_tokens_per_second"]
        label = "routed experts' share of the bf16 peak (W4A16 fused MoE)"
        assert dict(prefill.inputs)[label] == share
        source = str(prefill.source)
        assert "sglang PR #38884" in source and FRAMEWORKS[engine].triton_moe not in source
    on_a100 = estimate(Scenario(model=oss, gpu=a100, plan=plan, workload=wl), solve=False)
    optimistic = [str(n) for n in on_a100.notes if "treat prefill speed" in str(n)]
    assert optimistic and "4-bit experts (W4A16 kernels) on H100/H200-class GPUs" in optimistic[0]
    lmdeploy = Plan(method="inference", framework="lmdeploy")
    assert routed_expert_share(oss, h100, lmdeploy, FRAMEWORKS["lmdeploy"], 8192.0)[1] is None


def test_fused_moe_kernels_follow_the_rows_per_expert_where_measured() -> None:
    """On Blackwell (NVFP4) and AMD Instinct (FP8) the routed experts' share grows with the rows
    each expert's GEMMs get in a prompt step, as the kernel timings it was fitted to (B300
    NVFP4 FlashInfer TRT-LLM-gen: 8.8%, 14.3%, 17.7% of the FP4 peak at 128, 256 and 512 rows;
    MI355X FP8 AITER: 10.6% at 128 rows, 13.9% at 1,024; MI300X FP8: 28% at 279, 36% at
    4,468); bf16 experts on Blackwell and on AMD were not measured: no share, the note says the
    prefill is optimistic."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.time.kernels import FUSED_MOE_CURVE

    cat = shipped_catalog()
    fp4, fp8 = FUSED_MOE_CURVE["blackwell"]["fp4"], FUSED_MOE_CURVE["cdna4"]["fp8"]
    for rows, measured in ((128, 0.088), (256, 0.143), (512, 0.177)):
        assert fp4.share(rows) == pytest.approx(measured, rel=0.08)
    for rows, measured in ((128, 0.106), (1024, 0.139)):
        assert fp8.share(rows) == pytest.approx(measured, rel=0.05)
    mi300 = FUSED_MOE_CURVE["cdna3"]["fp8"]
    assert mi300.share(279) == pytest.approx(0.285, rel=0.03)
    assert mi300.share(4468) == pytest.approx(0.36, rel=0.03)

    fw = FRAMEWORKS["vllm"]
    b200 = cat.gpu("b200")
    nvfp4 = Plan(method="inference", framework="vllm", weight_format="nvfp4")
    applies, share = routed_expert_share(QWEN3_30B, b200, nvfp4, fw, 8192.0)
    rows = 8192 * QWEN3_30B.experts_per_token / QWEN3_30B.num_experts
    assert applies and share == pytest.approx(fp4.share(rows))
    _, shorter = routed_expert_share(QWEN3_30B, b200, nvfp4, fw, 1024.0)
    assert shorter is not None and shorter < share  # fewer rows, a smaller share
    bf16 = Plan(method="inference", framework="vllm")
    assert routed_expert_share(QWEN3_30B, b200, bf16, fw, 8192.0) == (True, None)
    mi300x = cat.gpu("mi300x")
    fp8_plan = Plan(method="inference", framework="vllm", weight_format="fp8")
    _, amd = routed_expert_share(QWEN3_30B, mi300x, fp8_plan, fw, 8192.0)
    assert amd == pytest.approx(mi300.share(rows))
    assert routed_expert_share(QWEN3_30B, mi300x, bf16, fw, 8192.0) == (True, None)
    # NVFP4 on a Hopper runs through Marlin's weight-only kernel: not this curve
    assert routed_expert_share(QWEN3_30B, HOPPER, nvfp4, fw, 8192.0) == (True, None)
    # the estimate times the prompt step's rows and says so, with the source in Explain
    wl = Workload(prompt_tokens=8192, output_tokens=64)
    est = estimate(Scenario(model=QWEN3_30B, gpu=b200, plan=nvfp4, workload=wl), solve=False)
    assert any("rows per expert" in str(n) for n in est.notes)
    prefill = est.budget.compute["prefill_tokens_per_second"]
    assert dict(prefill.inputs)["rows per expert in a prompt step"] == pytest.approx(rows)
    assert "FlashInfer" in str(prefill.source)
    # a GPU of a larger FP4 peak than the B300 measured runs the kernels at the measured rate
    gb300 = cat.gpu("gb300")
    _, big = routed_expert_share(QWEN3_30B, gb300, nvfp4, fw, 8192.0)
    assert big is not None
    assert big * gb300.peak_tflops("fp4") == pytest.approx(fp4.share(rows) * 13_125)
    # where the kernels reach the utilisation of the rest, the estimate says nothing of them
    fp8_wl = Workload(prompt_tokens=8192, output_tokens=64)
    amd = estimate(
        Scenario(model=QWEN3_30B, gpu=mi300x, plan=fp8_plan, workload=fp8_wl), solve=False
    )
    assert not any("fused-MoE" in str(n) for n in amd.notes)
    # a prompt mostly in the prefix cache computes, and gives the experts, only its new tokens
    cached = Workload(prompt_tokens=8192, output_tokens=64, shared_prefix_tokens=7168)
    est = estimate(Scenario(model=QWEN3_30B, gpu=b200, plan=nvfp4, workload=cached), solve=False)
    inputs = dict(est.budget.compute["prefill_tokens_per_second"].inputs)
    assert inputs["rows per expert in a prompt step"] < rows / 4


def test_an_rl_rollout_engine_says_how_its_experts_are_timed() -> None:
    """GRPO's rollouts in vLLM time a fine-grained mixture's experts as serving does: the
    estimate says so; a trainer-generated rollout (transformers generate) does not."""
    from hwplanner import api

    est = api.estimate("qwen3-30b-a3b", "h100-sxm-80gb", "grpo", framework="verl", gpus_per_node=8)
    assert any("Triton fused-MoE kernels, timed here" in str(n) for n in est.notes)
    trainer = api.estimate(
        "qwen3-30b-a3b",
        "h100-sxm-80gb",
        "grpo",
        framework="trl",
        rollout="trainer",
        gpus_per_node=8,
    )
    assert not any("Triton" in str(n) for n in trainer.notes)


def test_a_vllm_share_that_leaves_no_room_beside_it_is_warned() -> None:
    """vLLM keeps its CUDA context, allocator reserve and graphs beside gpu_memory_utilization:
    at 0.99 of an H100 they do not fit in what is left; the plan says so and names the field."""
    high = estimate_memory(LLAMA_8B, H100, Plan(method="inference", memory_share=0.99))
    assert high.limit_bytes == H100.capacity_bytes
    assert any("keeps" in str(w) and "memory_share" in str(w) for w in high.warnings)
    usual = estimate_memory(LLAMA_8B, H100, SERVE)
    assert not any("lower the memory share" in str(w) for w in usual.warnings)


def test_a_serving_share_is_of_the_card_as_cuda_reports_it() -> None:
    """vLLM's gpu_memory_utilization is of torch.cuda.mem_get_info's total: the catalog's H100
    80GB reports 79.19 GiB to CUDA where nvidia-smi shows 79.65; a GPU without that figure (a
    user's own) takes its memory; a figure above the memory counts as the memory."""
    from hwplanner.catalog import shipped_catalog

    h100 = shipped_catalog().gpu("h100-sxm-80gb")
    assert h100.cuda_memory_gib == 79.19 and h100.memory_gib == 79.65
    mem = estimate_memory(LLAMA_8B, h100, SERVE)
    own = estimate_memory(LLAMA_8B, h100.model_copy(update={"cuda_memory_gib": None}), SERVE)
    assert own.limit_bytes - mem.limit_bytes == pytest.approx(0.9 * 0.46 * 2**30, rel=1e-3)
    high = h100.model_copy(update={"cuda_memory_gib": 90.0})
    assert high.cuda_capacity_bytes == h100.capacity_bytes
