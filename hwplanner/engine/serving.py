"""Serving speed: prefill is compute bound, decode is memory-bandwidth bound.

Prefill runs 2·N FLOPs per prompt token plus causal attention (Kaplan et al. 2020 forward
pass); decode reads every active weight and the KV cache once per generated token for the whole
batch (the roofline argument of Pope et al. 2022, "Efficiently Scaling Transformer Inference").
One replica is the tp × pp GPUs that hold one copy of the model; plan.dp replicas run side by side.
"""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.compute import attention_forward_flops, compute_dtype
from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import WEIGHT_BYTES, is_quantized
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.kv_cache import replica_kv_bytes
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.params import count_params, quantizable_params
from hwplanner.engine.plan import Plan


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
    """Average stored bytes per parameter of the serving format: quantized formats cover the
    block linear layers, the rest stays 16-bit (as memory.py counts it)."""
    fmt = plan.frozen_format
    per = WEIGHT_BYTES[fmt]
    if not is_quantized(fmt):
        return per
    total = count_params(spec).total
    q = quantizable_params(spec)
    return (q * per + (total - q) * 2.0) / total


def serving(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, prompt: int, output: int, mfu: Figure, mbu: Figure
) -> Serving:
    """Prefill and decode speed of one replica serving `plan.batch` requests at a time."""
    counts = count_params(spec)
    n = float(counts.active_compute)
    g = plan.tp * plan.pp
    batch = plan.batch
    peak = gpu.peak_tflops(compute_dtype(plan)) * 1e12
    bw = gpu.memory_bandwidth_gbps * 1e9
    # Prefill: causal, so the average prompt token meets prompt/2 keys.
    prefill_flops = 2 * n * prompt + attention_forward_flops(spec, prompt / 2, spec.num_layers) * (
        prompt
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
    bpp = weight_bytes_per_param(spec, plan)
    touched = 1.0
    if spec.is_moe:
        k_over_e = spec.experts_per_token / spec.num_experts
        touched = 1 - (1 - k_over_e) ** batch
    weight_b = ((counts.total - counts.experts) + counts.experts * touched) * bpp
    avg_ctx = prompt + output / 2
    # every GPU of the replica reads its own cache: each stage's local and global layers, and
    # heads (or MLA's latent) that tensor parallelism replicates are read on every rank
    kv_b = replica_kv_bytes(spec, plan, avg_ctx, batch)
    step_bytes = weight_b + kv_b
    mem_s = step_bytes / (g * bw * mbu.value)
    step_flops = batch * (2 * n + attention_forward_flops(spec, avg_ctx, spec.num_layers))
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
