"""The KV cache one GPU holds for a range of layers, and what a whole replica holds.

Full-attention layers keep every token of the context; sliding-window layers keep at most the
window. Tensor parallelism splits the KV heads (a head is replicated when there are more ranks
than heads); MLA's compressed latent is not split by head, so every rank keeps all of it (vLLM's
MLA backend). Pipeline parallelism gives each stage its own layers, local and global counted
per stage (sharding.local_layers_in)."""

from __future__ import annotations

from hwplanner.engine.formats import KV_BYTES
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Plan
from hwplanner.engine.sharding import local_layers_in, stage_layers


def kv_bytes_per_token_layer(spec: ModelSpec, plan: Plan) -> float:
    """Bytes one token leaves in one full-attention layer's cache on one GPU."""
    per = spec.kv_cache_elements_per_token_per_layer * KV_BYTES[plan.kv_dtype]
    if not spec.is_mla:
        heads_on_gpu = max(spec.kv_heads / plan.tp, 1.0)  # heads replicate when tp > kv heads
        per *= heads_on_gpu / spec.kv_heads
    return per


def kv_cache_bytes(
    spec: ModelSpec, plan: Plan, start: int, stop: int, context: float, batch: float
) -> tuple[float, int]:
    """(bytes on one GPU holding layers [start, stop), local layers among them) for `batch`
    sequences of `context` tokens."""
    local = local_layers_in(spec, start, stop)
    window = min(context, spec.sliding_window or context)
    tokens = context * (stop - start - local) + window * local
    return batch * tokens * kv_bytes_per_token_layer(spec, plan), local


def stage_kv_bytes(spec: ModelSpec, plan: Plan, context: float, batch: float) -> list[float]:
    """KV cache bytes on one GPU of each pipeline stage."""
    return [
        kv_cache_bytes(spec, plan, *stage_layers(spec, plan, s), context, batch)[0]
        for s in range(plan.pp)
    ]


def replica_kv_bytes(spec: ModelSpec, plan: Plan, context: float, batch: float) -> float:
    """KV cache bytes across one replica's tp × pp GPUs (what a decode step reads)."""
    return plan.tp * sum(stage_kv_bytes(spec, plan, context, batch))
