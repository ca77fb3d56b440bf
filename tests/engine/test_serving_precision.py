"""What a serving step multiplies in, and how much: attention in the KV cache's precision
rather than the weights', multi-head latent attention's absorbed decode, the fused-MoE
kernels' share at a large step's own rows per expert, and attention data-parallel ranks' own
token budgets."""

from __future__ import annotations

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan, WeightFormat
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.serving_config import serving_config
from hwplanner.engine.serving.latency import attention_peak
from hwplanner.engine.serving.levels import build_replica
from hwplanner.engine.time.compute import attention_forward_flops, decode_attention_flops
from hwplanner.engine.time.kernels import FUSED_MOE_CURVE, rows_per_expert
from tests.engine.models import H100, LLAMA_8B, QWEN3_30B

CAT = shipped_catalog()


def _replica(spec, gpu, plan, wl):  # type: ignore[no-untyped-def]
    mem = estimate(Scenario(model=spec, gpu=gpu, plan=plan, workload=wl), solve=False)
    return build_replica(spec, gpu, plan, wl, mem.memory, 0.5, 0.7)[0]


def test_attention_runs_in_the_kv_caches_precision() -> None:
    """An FP8 model's attention multiplies in 16 bits over a bf16 cache (half its weights'
    peak), in FP8 over an FP8 cache; a bf16 model's at its own peak; a GPU without FP8 tensor
    cores in 16 bits whatever the cache. The prompt's attention takes longer by as much, and
    Explain shows the ratio with its source."""
    fp8 = Plan(method="inference", framework="vllm", weight_format="fp8")
    assert attention_peak(H100, fp8, fp8.weight_format, True) == H100.bf16_tflops
    fp8kv = Plan(method="inference", framework="vllm", weight_format="fp8", kv_dtype="fp8")
    assert attention_peak(H100, fp8kv, fp8kv.weight_format, True) == H100.fp8_tflops
    # an engine whose attention stays 16-bit over an FP8 cache (SGLang's FlashInfer decode)
    assert attention_peak(H100, fp8kv, fp8kv.weight_format, False) == H100.bf16_tflops
    a100 = CAT.gpu("a100-sxm-80gb")
    assert attention_peak(a100, fp8kv, fp8kv.weight_format, True) == a100.bf16_tflops
    # GGUF weights multiply in fp16 (ggml), and so does their attention
    assert attention_peak(
        a100,
        Plan(method="inference", framework="llamacpp", weight_format="q4_k_m"),
        WeightFormat.Q4_K_M,
        False,
    ) == a100.peak_tflops("fp16")
    wl = Workload(prompt_tokens=8000, output_tokens=10)
    slow = _replica(LLAMA_8B, H100, fp8, wl)
    fast = _replica(LLAMA_8B, H100, fp8kv, wl)
    bf16 = _replica(LLAMA_8B, H100, Plan(method="inference", framework="vllm"), wl)
    assert slow.attention_scale == pytest.approx(H100.fp8_tflops / H100.bf16_tflops)
    assert fast.attention_scale == 1.0 and bf16.attention_scale == 1.0
    attention = attention_forward_flops(LLAMA_8B, 4000, LLAMA_8B.attention_blocks)
    extra = slow._prompt_token_flops(4000) - fast._prompt_token_flops(4000)
    assert extra == pytest.approx(attention * (slow.attention_scale - 1))
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=fp8, workload=wl), solve=False)
    prefill = est.budget.compute["prefill_tokens_per_second"]
    assert dict(prefill.inputs)["weights' peak ÷ attention's peak"] == pytest.approx(
        slow.attention_scale
    )
    assert "in 16 bits whatever the weights' format" in str(prefill.source)


def test_latent_attention_decodes_in_its_absorbed_form() -> None:
    """DeepSeek-V3's MLA decodes every head's query against the 576-wide latent and writes
    512-wide outputs (FlashMLA): 128 × (2 × 512 + 64) × 2 FLOPs a key and layer, 3.4 times the
    expanded heads' products a prefill counts; other attention is unchanged."""
    dsv3 = CAT.model("deepseek-v3")
    layers = dsv3.attention_blocks
    decode = decode_attention_flops(dsv3, 1000, layers)
    assert decode == pytest.approx(2 * layers * 128 * (2 * 512 + 64) * 1000)
    assert decode / attention_forward_flops(dsv3, 1000, layers) == pytest.approx(3.4, rel=0.01)
    assert decode_attention_flops(LLAMA_8B, 1000, 32) == attention_forward_flops(LLAMA_8B, 1000, 32)


def test_a_large_step_takes_the_kernels_share_at_its_own_rows() -> None:
    """NVFP4 Qwen3-30B-A3B on a B200 (the Blackwell FP4 curve): a decode batch that sends more
    tokens through the experts than a prompt step runs them at its own rows per expert; a
    smaller one keeps the prompt step's share, and a step with prompt chunks in it takes the
    rows of all its tokens."""
    b200 = CAT.gpu("b200")
    plan = Plan(method="inference", framework="vllm", weight_format="nvfp4", batch=4096)
    r = _replica(QWEN3_30B, b200, plan, Workload(prompt_tokens=512, output_tokens=512))
    assert r.moe_curved and r.moe_step == 512
    assert r.expert_extra_at(256) == r.expert_extra_flops
    curve = FUSED_MOE_CURVE["blackwell"]["fp4"]
    rows = rows_per_expert(QWEN3_30B, 4096)
    share = curve.share(rows)
    expected = 2 * r.active_expert_params * max(r.mfu / share - 1, 0.0)
    assert r.expert_extra_at(4096) == pytest.approx(expected)
    assert r.expert_extra_at(4096) < r.expert_extra_flops
    big, small = r.step_parts(4096), r.step_parts(256)
    assert big.linear_compute_s / 4096 < small.linear_compute_s / 256


def test_attention_data_parallel_ranks_fill_their_own_token_budgets() -> None:
    """vLLM's engine core per DP rank and TensorRT-LLM's per-rank max_num_tokens carry a step's
    budget each, so the replica's step holds groups × the budget; SGLang divides its chunked
    prefill among its DP ranks and keeps one."""
    h200 = CAT.gpu("h200-sxm-141gb")
    base = Plan(method="inference", gpus_per_node=8, tp=8, context=4096)
    for fw, per_rank in (("vllm", True), ("trtllm", True), ("sglang", False)):
        one = serving_config(h200, base.model_copy(update={"framework": fw}))
        plan = base.model_copy(update={"framework": fw, "attention_dp": 8})
        grouped = serving_config(h200, plan)
        assert one.batched_tokens is not None and grouped.batched_tokens is not None
        expect = one.batched_tokens * (8 if per_rank else 1)
        assert grouped.step_tokens == expect, fw
        assert grouped.batched_tokens == one.batched_tokens  # one rank's, which chunks a prompt


def test_a_step_of_many_prompt_chunks_takes_their_rows() -> None:
    """The grouped GEMM of a step with many prompts in it, alone or beside a decode, runs at the
    rows of all its tokens: 8,000 prompt tokens of NVFP4 Qwen3-30B-A3B on a B200 take well
    under a 512-token prompt step's share would give them, and the same with sequences
    decoding beside them; a batch of prompts prefilled together likewise."""
    b200 = CAT.gpu("b200")
    plan = Plan(method="inference", framework="vllm", weight_format="nvfp4", batch=256)
    r = _replica(QWEN3_30B, b200, plan, Workload(prompt_tokens=512, output_tokens=512))
    prompt = r._prompt_token_flops(256) / (r.tp * r.peak * r.mfu)
    at_prompt_rows = 8000 * prompt
    alone = r.mixed_step_s(0, 8000, 256)
    assert alone < 0.5 * at_prompt_rows
    for running in (1, 64, 256):
        assert r.mixed_step_s(running, 8000, 256) < 0.6 * at_prompt_rows
    assert r.batch_prefill_s(16) < 16 * r.batch_prefill_s(1) * 0.6


def test_a_norm_over_the_whole_query_width_all_reduces_under_tensor_parallelism() -> None:
    """MiniMax-M2's q/k RMSNorm over all heads (qk_norm_full) needs the squares' sum of every
    rank's share: one more small all-reduce a layer at tp > 1, none on one GPU or where each
    GPU holds attention whole (attention data parallelism)."""
    mm = CAT.model("minimax-m2.5")
    b200 = CAT.gpu("b200")
    wl = Workload(prompt_tokens=2048, output_tokens=512)

    def comm(**kw):  # type: ignore[no-untyped-def]
        plan = Plan(method="inference", framework="vllm", gpus_per_node=4, batch=1, **kw)
        r = _replica(mm, b200, plan, wl)
        return r, r.comm_s(1.0)

    r, tp4 = comm(tp=4)
    plain = 2 * mm.num_layers * r.tp_latency_s
    assert tp4 - plain == pytest.approx(mm.attention_blocks * r.tp_latency_s, rel=0.05)
    assert comm(tp=1)[1] == 0.0


def test_a_full_width_qk_norm_communicates_by_the_models_own_rule() -> None:
    """OLMo 2 gathers q and k before its norm (two all-gathers a layer, with the tokens' bytes),
    MiniMax-M2 all-reduces the squares (one small all-reduce), a per-head norm nothing; an
    attention group of 4 inside a node of 8 times its collectives at 4 GPUs' latency."""
    olmo = CAT.model("olmo-2-7b")
    h100 = CAT.gpu("h100-sxm-80gb")
    wl = Workload(prompt_tokens=2048, output_tokens=128)
    plan = Plan(method="inference", framework="vllm", gpus_per_node=2, tp=2, batch=8)
    r = _replica(olmo, h100, plan, wl)
    assert r.qk_norm_collectives == "all_gather"
    small, big = r.qk_norm_comm_s(1.0), r.qk_norm_comm_s(4096.0)
    assert small == pytest.approx(olmo.attention_blocks * 2 * r.group_latency_s, rel=0.01)
    assert big > small  # the prompt's q and k travel
    llama = _replica(LLAMA_8B, h100, plan, wl)
    assert llama.qk_norm_collectives == "" and llama.qk_norm_comm_s(4096.0) == 0.0
    mm = CAT.model("minimax-m2.5")
    grouped = Plan(method="inference", framework="sglang", gpus_per_node=8, tp=8,
                   attention_dp=2, batch=8)  # fmt: skip
    g = _replica(mm, h100, grouped, wl)
    assert g.group_tp == 4 and g.qk_norm_collectives == "all_reduce"
    assert g.group_latency_s < g.tp_latency_s
