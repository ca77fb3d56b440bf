"""Serving speed: prefill is compute bound, decode is memory-bandwidth bound.

Prefill runs 2·N FLOPs per prompt token plus causal attention (Kaplan et al. 2020 forward
pass); decode reads every active weight and the KV cache once per generated token for the whole
batch (the roofline argument of Pope et al. 2022, "Efficiently Scaling Transformer Inference").
One replica is the tp × pp GPUs that hold one copy of the model; plan.dp replicas run side by side.
"""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.compute import attention_forward_flops, compute_dtype, vision_forward_flops
from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import KV_BYTES
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.params import count_params
from hwplanner.engine.plan import Plan
from hwplanner.engine.weights import weight_storage


@dataclass(frozen=True, slots=True)
class Serving:
    prefill_tokens_per_second: Figure  # per replica
    decode_step_bytes: Figure  # bytes read per decode step, whole replica
    decode_tokens_per_second: Figure  # per replica, generated tokens
    request_seconds: float  # one batch: prefill + all decode steps
    flops_per_request: float
    output_tokens_per_second: float  # per replica, prefill time included
    replica_gpus: int


def weight_bytes_per_param(spec: ModelSpec, plan: Plan) -> float:
    """Average stored bytes per parameter of the serving format (weights.weight_storage: the
    plan's format, else the checkpoint's, else the default)."""
    return weight_storage(spec, plan, count_params(spec)).bytes_per_param


def serving(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, prompt: int, output: int, mfu: Figure, mbu: Figure
) -> Serving:
    """Prefill and decode speed of one replica serving `plan.batch` requests at a time."""
    counts = count_params(spec)
    n = float(counts.active_compute)
    g = plan.tp * plan.pp
    batch = plan.batch
    storage = weight_storage(spec, plan, counts)
    peak = gpu.peak_tflops(compute_dtype(plan, storage.format)) * 1e12
    bw = gpu.memory_bandwidth_gbps * 1e9
    # Prefill: causal, so the average prompt token meets prompt/2 keys.
    prefill_flops = (
        2 * n * prompt
        + attention_forward_flops(spec, prompt / 2, spec.attention_blocks) * prompt
        + vision_forward_flops(spec)
    )
    prefill_s = batch * prefill_flops / (g * peak * mfu.value)
    prefill = Figure(
        "prefill_tokens_per_second",
        "Prefill tokens/s (per replica)",
        batch * prompt / prefill_s,
        "tokens/s",
        "batch × prompt ÷ (batch × prefill FLOPs ÷ (GPUs × peak × utilisation))",
        (
            ("prefill FLOPs per request", prefill_flops),
            ("batch", batch),
            ("GPUs", g),
            ("peak FLOP/s", peak),
            ("utilisation", mfu.value),
        ),
        "2·N per token + causal attention (Kaplan et al. 2020)",
    )
    # Decode: bytes per step = weights read (MoE: experts some token in the batch routes to)
    # + the KV cache of every sequence at its average length.
    bpp = storage.bytes_per_param
    touched = 1.0
    if spec.is_moe:
        k_over_e = spec.experts_per_token / spec.num_experts
        touched = 1 - (1 - k_over_e) ** batch
    # the vision tower runs once per request in prefill, not per generated token
    weight_b = ((counts.total - counts.vision - counts.experts) + counts.experts * touched) * bpp
    avg_ctx = prompt + output / 2
    local = min(spec.sliding_window_layers, spec.num_layers)
    window = min(avg_ctx, spec.sliding_window or avg_ctx)
    kv_token_layer = spec.kv_cache_elements_per_token_per_layer * KV_BYTES[plan.kv_dtype]
    kv_layers = 2 * spec.num_layers if spec.is_encoder_decoder else spec.num_layers
    kv_b = batch * kv_token_layer * (avg_ctx * (kv_layers - local) + window * local)
    step_bytes = weight_b + kv_b
    mem_s = step_bytes / (g * bw * mbu.value)
    step_flops = batch * (2 * n + attention_forward_flops(spec, avg_ctx, spec.attention_blocks))
    flop_s = step_flops / (g * peak * mfu.value)
    step_s = max(mem_s, flop_s)
    bound = "memory-bandwidth bound" if mem_s >= flop_s else "compute bound (large batch)"
    step_fig = Figure(
        "decode_step_bytes",
        "Bytes read per decode step",
        step_bytes,
        "bytes",
        "weights read (MoE: experts any sequence routes to) + batch × KV cache at average length",
        (
            ("weights read", weight_b),
            ("KV cache read", kv_b),
            ("bytes/param", round(bpp, 4)),
            ("experts touched", round(touched, 4)),
            ("average context", avg_ctx),
        ),
        "Pope et al. 2022 roofline",
    )
    decode = Figure(
        "decode_tokens_per_second",
        "Decode tokens/s (per replica)",
        batch / step_s,
        "tokens/s",
        "batch ÷ max(step bytes ÷ (GPUs × bandwidth × MBU), step FLOPs ÷ (GPUs × peak × MFU))",
        (
            ("batch", batch),
            ("step bytes", step_bytes),
            ("GPUs", g),
            ("bandwidth B/s", bw),
            ("MBU", mbu.value),
            ("step FLOPs", step_flops),
        ),
        f"{gpu.name} datasheet bandwidth; {mbu.source}",
        notes=(Message(bound),),
    )
    request_s = prefill_s + output * step_s
    flops_req = prefill_flops + output * step_flops / batch
    return Serving(prefill, step_fig, decode, request_s, flops_req, batch * output / request_s, g)
