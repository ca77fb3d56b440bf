"""Memory per GPU while serving: weights in their format, KV cache, prefill working set."""

from __future__ import annotations

from hwplanner.engine.breakdown import MemoryEstimate, assemble
from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import (
    KV_BYTES,
)
from hwplanner.engine.frameworks import framework
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.overhead import overhead_figures
from hwplanner.engine.params import count_params
from hwplanner.engine.plan import (
    Plan,
)
from hwplanner.engine.sharding import model_slice
from hwplanner.engine.weights import weight_storage


def inference_memory(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> MemoryEstimate:
    """Weights in their format + KV cache for `batch` sequences of `context` tokens + the
    prefill working set + overheads, per GPU under tensor/pipeline parallelism."""
    counts = count_params(spec)
    prof = framework(plan.framework)
    sl = model_slice(spec, counts, plan, first=True, last=plan.pp == 1)
    storage = weight_storage(spec, plan, counts)
    bpp, note = storage.bytes_per_param, storage.note
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
            ("format", storage.label),
        ),
        note,
    )
    kv_bytes_el = KV_BYTES[plan.kv_dtype]
    per_token_layer = spec.kv_cache_elements_per_token_per_layer * kv_bytes_el
    if not spec.is_mla:
        kv_heads_gpu = max(spec.kv_heads / plan.tp, 1.0)  # heads replicate when tp > kv heads
        per_token_layer *= kv_heads_gpu / spec.kv_heads
    layers = sl.layers
    if spec.is_encoder_decoder:
        # decoder layers only, each caching its own tokens and the encoder's (cross-attention)
        layers = 2 * round(sl.layers * spec.num_layers / spec.total_layers)
    elif not spec.causal:
        layers = 0  # an encoder-only model generates nothing: no KV cache
    local = min(spec.sliding_window_layers, layers)
    window = spec.sliding_window or plan.context
    tokens_full = plan.context * (layers - local)
    tokens_local = min(plan.context, window) * local
    kv_value = plan.batch * (tokens_full + tokens_local) * per_token_layer
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
            ("layers on this GPU", layers),
            ("local-attention layers", local),
            ("elements per token per layer", spec.kv_cache_elements_per_token_per_layer),
            ("bytes per element", kv_bytes_el),
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
    act_value = chunk * per_tok + plan.batch * spec.vocab_size * 4
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
