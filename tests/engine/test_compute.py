"""FLOPs, time and serving speed against hand-computed cases."""

import pytest

from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.framework_spec import EAGER_OP_S
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.serving.speed import serving
from hwplanner.engine.time.compute import attention_forward_flops, training_flops, training_time
from hwplanner.engine.time.goodput import goodput
from hwplanner.engine.time.mfu import (
    MATMUL_EFFICIENCY,
    PREFILL_REFERENCE_MAMF,
    decode_mbu,
    prefill_mfu,
)
from hwplanner.engine.time.steptime import default_hfu
from tests.engine.budget_fixtures import A100, DEEPSEEK_V3, LLAMA2_7B, TINY

# TINY: d 64, 2 layers, 4 heads × 16, gated MLP 128, vocab 1000, untied.
# Per layer: attention 4·64·64 = 16,384; MLP 3·64·128 = 24,576; norms 128 → 41,088.
# Total 2·41,088 + 64,000 (embedding) + 64,000 (lm_head) + 64 (final norm) = 210,240.
N_COMPUTE = 210_240 - 64_000  # the input embedding is a lookup
ATTN = 2 * (64 + 64) * 8 * 2  # 2 · (q width + value width) · s · layers at s = 8 → 4,096
ADAPTER = 2 * (16 * (64 + 64) * 4 + 16 * (64 + 128) * 2 + 16 * (128 + 64))  # rank 16, all → 34,816


def _plan(**kw: object) -> Plan:
    base: dict[str, object] = {"method": "pretrain", "seq_len": 8, "recompute": "none"}
    return Plan(**(base | kw))  # type: ignore[arg-type]


def test_tiny_counts() -> None:
    assert count_params(TINY).total == 210_240
    assert attention_forward_flops(TINY, 8, 2) == ATTN


def test_full_training_is_6n_plus_3a() -> None:
    f = training_flops(TINY, _plan(), 1000)
    assert f.per_token.value == 6 * N_COMPUTE + 3 * ATTN  # 889,728
    assert f.model.value == 1000 * (6 * N_COMPUTE + 3 * ATTN)
    assert f.recompute.value == 0
    assert f.hardware.value == f.model.value


def test_recompute_adds_a_forward() -> None:
    full = training_flops(TINY, _plan(recompute="full"), 1)
    assert full.recompute.value == 2 * (N_COMPUTE - 64_000) + ATTN  # layers only, not lm_head
    sel = training_flops(TINY, _plan(recompute="selective"), 1)
    assert sel.recompute.value == ATTN
    assert sel.model.value == full.model.value  # model FLOPs ignore recompute (PaLM MFU)


def test_lora_skips_weight_gradients_of_frozen_weights() -> None:
    f = training_flops(TINY, _plan(method="lora", lora_rank=16), 1)
    assert f.per_token.value == 4 * N_COMPUTE + 3 * ATTN + 6 * ADAPTER
    qlora = training_flops(TINY, _plan(method="qlora", lora_rank=16), 1)
    assert qlora.per_token.value == f.per_token.value
    full = training_flops(TINY, _plan(), 1)
    assert f.per_token.value - 6 * ADAPTER < full.per_token.value


def test_freeze_backward_stops_at_the_lowest_trainable_layer() -> None:
    f = training_flops(TINY, _plan(method="freeze", freeze_trainable_layers=1), 1)
    fwd = 2 * N_COMPUTE + ATTN
    bwd = 2 * 64_000 + 4 * 41_088 + 2 * (ATTN // 2)
    assert f.per_token.value == fwd + bwd  # 593,024


def test_time_from_flops_peak_and_mfu() -> None:
    plan = Plan(method="pretrain", seq_len=2048, gpus_per_node=8, recompute="none")
    f = training_flops(LLAMA2_7B, plan, 1e9)
    hfu = default_hfu(LLAMA2_7B, A100, plan)
    t = training_time(f, A100, plan, 1e9, hfu, mfu_override=0.5)
    assert t.seconds.value == pytest.approx(f.model.value / (8 * 312e12 * 0.5))
    assert t.gpu_hours.value == pytest.approx(t.seconds.value * 8 / 3600)
    assert t.mfu.value == pytest.approx(0.5)
    assert t.tokens_per_second_per_gpu.value == pytest.approx(1e9 / t.seconds.value / 8)
    # Default: executed FLOPs ÷ (GPUs × peak × HFU), plus the exposed communication per step.
    t = training_time(f, A100, plan, 1e9, hfu, exposed_comm_seconds=0.25)
    steps = 1e9 / (2048 * 8)
    assert t.step_seconds.value == pytest.approx(
        f.hardware.value / (8 * 312e12 * hfu.value) / steps + 0.25
    )
    assert t.seconds.value == pytest.approx(t.step_seconds.value * steps)


def test_goodput_stretches_wall_clock_not_throughput() -> None:
    plan = Plan(method="pretrain", seq_len=2048, gpus_per_node=8, recompute="none")
    f = training_flops(LLAMA2_7B, plan, 1e9)
    hfu = default_hfu(LLAMA2_7B, A100, plan)
    full = training_time(f, A100, plan, 1e9, hfu)
    good = goodput(8, 0.8)
    t = training_time(f, A100, plan, 1e9, hfu, goodput=good)
    assert t.seconds.value == pytest.approx(full.seconds.value / 0.8)
    assert t.tokens_per_second_per_gpu.value == pytest.approx(full.tokens_per_second_per_gpu.value)
    assert any("goodput 80%" in n for n in t.seconds.notes)


def test_decode_is_memory_bound_and_reads_weights_plus_kv() -> None:
    # Inference plans default to vLLM. A decode step reads every weight but the input embedding
    # (a lookup of one row; before the serving work the whole table was counted, +1.9%) and
    # the KV cache at average length, runs 10 kernels per layer at a fixed time each (this
    # A100 names no architecture: the middle of the measured ones, 1.7 µs); vLLM schedules the
    # next step while this one runs (async scheduling, its default), so its per-step host time
    # (1 ms) waits only without it.
    plan = Plan(method="inference", batch=1, context=4096)
    mbu = decode_mbu(None, A100)
    s = serving(LLAMA2_7B, A100, plan, 1000, 250, prefill_mfu(A100, plan), mbu)
    counts = count_params(LLAMA2_7B)
    weights = (counts.total - counts.embedding) * 2
    kv = 2 * 32 * 128 * 2 * 32 * (1000 + 125)  # K and V × heads × dim × 2 B × layers × avg ctx
    assert s.decode_step_bytes.value == pytest.approx(weights + kv)
    floor = 32 * 10 * 1.7e-6
    step = (weights + kv) / (2039e9 * 0.7) + floor
    assert s.decode_tokens_per_second.value == pytest.approx(1 / step)
    assert "memory-bandwidth bound" in s.decode_tokens_per_second.notes
    sync = plan.with_changes(async_scheduling=False)
    s_sync = serving(LLAMA2_7B, A100, sync, 1000, 250, prefill_mfu(A100, sync), mbu)
    assert s_sync.decode_tokens_per_second.value == pytest.approx(1 / (step + 0.001))
    # Hugging Face generate() launches its kernels one by one from Python: 41 per Llama layer
    # and 50 per token at EAGER_OP_S each (time.kernels.eager_kernels) take longer than the weight
    # read
    hf = Plan(method="inference", framework="hf", batch=1, context=4096)
    s = serving(LLAMA2_7B, A100, hf, 1000, 250, prefill_mfu(A100, hf), mbu)
    launch = (32 * 41 + 50) * EAGER_OP_S
    assert launch > step - floor
    assert s.decode_tokens_per_second.value == pytest.approx(1 / launch)


def test_prefill_is_compute_bound() -> None:
    # one prompt of 1000 tokens is one chunk of vLLM's 2048-token step budget on an A100: its
    # FLOPs at the prefill utilisation (this A100 has no measured matmul: the MAMF median's
    # share of the H100 estimate's 0.5), plus its kernels' fixed time (the step's host time
    # hidden: vLLM schedules a step ahead by default)
    plan = Plan(method="inference", batch=4, context=4096)
    mfu = prefill_mfu(A100, plan)
    assert mfu.value == pytest.approx(0.5 * MATMUL_EFFICIENCY[0] / PREFILL_REFERENCE_MAMF)
    s = serving(LLAMA2_7B, A100, plan, 1000, 10, mfu, decode_mbu(None, A100))
    n = count_params(LLAMA2_7B).active_compute
    per_req = 2 * n * 1000 + attention_forward_flops(LLAMA2_7B, 500, 32) * 1000
    assert s.prefill_tokens_per_second.value == pytest.approx(
        1000 / (per_req / (312e12 * mfu.value) + 32 * 10 * 1.7e-6)
    )


def test_moe_decode_reads_only_routed_experts() -> None:
    plan = Plan(method="inference", batch=1, context=4096, weight_format="fp8")
    s = serving(DEEPSEEK_V3, A100, plan, 100, 2, prefill_mfu(A100, plan), decode_mbu(None, A100))
    counts = count_params(DEEPSEEK_V3)
    weights = dict(s.decode_step_bytes.inputs)["weights read"]
    assert isinstance(weights, float)
    assert weights < counts.total * 0.1
    assert dict(s.decode_step_bytes.inputs)["experts touched"] == pytest.approx(8 / 256, abs=1e-4)


def test_transformers_runs_every_llama_4_expert_on_every_token() -> None:
    """transformers' Llama4TextMoe repeats each token for every routed expert and runs them all
    through two batched matmuls, the router's scores zeroing those not chosen: under the
    profiles that train through transformers' modeling code the GPUs execute all 16 of Scout's
    experts (the model FLOPs, what MFU counts, stay the router's one); Megatron's grouped GEMMs
    run the chosen one. The saved tensors of a recomputed layer grow with them."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.methods import estimate_memory
    from hwplanner.engine.model.params import count_params

    scout = shipped_catalog().models["llama-4-scout"]
    counts = count_params(scout)
    hf = Plan(method="lora", framework="hf", seq_len=4096, recompute="full")
    flops = training_flops(scout, hf, 4096.0)
    beyond = counts.experts - counts.active_experts  # 15 experts' parameters
    # forward, input gradient and the recomputed forward (LoRA: no weight gradient for them)
    dense = 6 * beyond
    assert flops.hardware_per_token - flops.per_token.value - dense == pytest.approx(
        flops.recompute.value / 4096.0, rel=1e-9
    )
    megatron = Plan(method="lora", framework="megatron", seq_len=4096, recompute="full")
    sparse = training_flops(scout, megatron, 4096.0)
    assert sparse.hardware_per_token == pytest.approx(
        sparse.per_token.value + sparse.recompute.value / 4096.0
    )
    from tests.engine.models import H100

    on_8 = hf.with_changes(gpus_per_node=8, zero=3)
    routed = scout.model_copy(update={"family": "llama"})  # the same shapes, routed sparsely

    def layer_peak(spec):  # type: ignore[no-untyped-def]
        acts = estimate_memory(spec, H100, on_8).components["activations"]
        return dict(acts.inputs)["one-layer recompute peak"]

    assert layer_peak(scout) > 3 * layer_peak(routed)
