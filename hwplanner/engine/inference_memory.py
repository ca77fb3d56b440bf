"""Memory per GPU while serving: weights in their format, KV cache, prefill working set."""

from __future__ import annotations

from hwplanner.engine.breakdown import MemoryEstimate, assemble, frozen_bytes_per_param
from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import (
    KV_BYTES,
)
from hwplanner.engine.frameworks import framework
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.kv_cache import kv_cache_bytes, stage_kv_bytes
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.overhead import overhead_figures
from hwplanner.engine.params import ParamCounts, count_params
from hwplanner.engine.plan import Plan
from hwplanner.engine.sharding import model_slice, stage_layers


def inference_memory(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> MemoryEstimate:
    """Weights in their format + KV cache for `batch` sequences of `context` tokens + the
    prefill working set + overheads, per GPU under tensor/pipeline parallelism: the most
    loaded stage (the first holds the embedding, the last lm_head and the logits, a middle
    one may hold more full-attention layers)."""
    counts = count_params(spec)
    stages = {0, plan.pp - 1}
    if plan.pp > 2:
        kv = stage_kv_bytes(spec, plan, plan.context, plan.batch)
        stages.add(max(range(1, plan.pp - 1), key=lambda s: kv[s]))
    results = [_inference_stage(spec, gpu, plan, counts, s) for s in sorted(stages)]
    return max(results, key=lambda r: r.total.value)


def _inference_stage(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, counts: ParamCounts, stage: int
) -> MemoryEstimate:
    prof = framework(plan.framework)
    last = stage == plan.pp - 1
    sl = model_slice(spec, counts, plan, first=stage == 0, last=last)
    bpp, note = frozen_bytes_per_param(spec, plan, counts)
    weights_bytes = counts.total * sl.fraction * bpp
    weights = Figure(
        "weights",
        "Weights",
        weights_bytes,
        "bytes",
        "parameters on this GPU × bytes per parameter in the serving format",
        (
            ("parameters on this GPU", round(counts.total * sl.fraction)),
            ("bytes/param", round(bpp, 4)),
            ("format", plan.frozen_format.value),
        ),
        note,
    )
    start, stop = stage_layers(spec, plan, stage)
    kv_value, local = kv_cache_bytes(spec, plan, start, stop, plan.context, plan.batch)
    kv_bytes_el = KV_BYTES[plan.kv_dtype]
    kv = Figure(
        "kv_cache",
        "KV cache",
        kv_value,
        "bytes",
        "sequences × (context × full-attention layers + min(context, window) × local layers)"
        " × elements per token per layer × bytes per element",
        (
            ("sequences", plan.batch),
            ("context", plan.context),
            ("layers on this GPU", stop - start),
            ("local-attention layers", local),
            ("elements per token per layer", spec.kv_cache_elements_per_token_per_layer),
            ("bytes per element", kv_bytes_el),
            ("pipeline stage", f"{stage + 1} of {plan.pp}"),
        ),
        "MLA caches the compressed latent (kv_lora_rank + rope dims)"
        if spec.is_mla
        else "GQA: 2 × kv_heads × head_dim per token per layer",
    )
    chunk = plan.batch * plan.context
    if prof.prefill_chunk_tokens:
        chunk = min(chunk, prof.prefill_chunk_tokens)
    d = spec.hidden_size
    width = max(spec.intermediate_size, spec.expert_width * max(spec.experts_per_token, 1))
    per_tok = 2 * (4 * d + spec.q_dim + 2 * spec.kv_dim + 3 * width) / plan.tp
    logits = plan.batch * spec.vocab_size * 4 if last else 0.0  # the last stage samples
    act_value = chunk * per_tok + logits
    activations = Figure(
        "activations",
        "Activations",
        act_value,
        "bytes",
        "prefill tokens in flight × one layer's transient tensors + last-token fp32 logits",
        (("prefill tokens", chunk), ("bytes per token", per_tok)),
        "one layer at a time: inference keeps nothing for backward",
    )
    zero = Figure("gradients", "Gradients", 0.0, "bytes", "inference has no gradients")
    nothing = Figure("optimizer", "Optimizer states", 0.0, "bytes", "inference has no optimizer")
    allocated = weights_bytes + kv_value + act_value
    parts = overhead_figures(spec, gpu, plan, allocated, training=False)
    warnings: list[str] = []
    if spec.is_moe:
        warnings.append(
            Message(
                "MoE serving reads only the active experts per token (compute and bandwidth "
                "follow {active_b:.1f}B active parameters), but every expert's weights must be "
                "resident: memory follows all {total_b:.1f}B.",
                active_b=counts.active / 1e9,
                total_b=counts.total / 1e9,
            )
        )
    if spec.max_position_embeddings and plan.context > spec.max_position_embeddings:
        warnings.append(
            Message(
                "Context {context:,} exceeds the model's max_position_embeddings ({limit:,}).",
                context=plan.context,
                limit=spec.max_position_embeddings,
            )
        )
    return assemble(
        weights,
        zero,
        nothing,
        activations,
        kv,
        parts,
        "serving",
        {"serving": allocated},
        gpu,
        0,
        0.0,
        warnings,
    )
