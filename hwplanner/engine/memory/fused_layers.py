"""What a layer keeps less under fused layer kernels — Liger-Kernel's, or torch.compile's
partition, which keeps the same tensors (scenario/liger.py says which a plan runs) — than the
eager PyTorch layer memory/activations.py counts."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.memory.lora_kernels import uses_lora_kernels
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec, NormKind, PositionKind
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan, Precision
from hwplanner.engine.scenario.liger import LigerPatch, fused_layers


class LigerSaved(NamedTuple):
    """Bytes per token one layer keeps less under Liger's kernels, by where eager PyTorch keeps
    them: the norms, the rotary embedding, the MLP."""

    norms: float
    rope: float
    mlp: float


def liger_saved_bytes(
    spec: ModelSpec,
    plan: Plan,
    patch: LigerPatch,
    moe: bool,
    *,
    mode: Precision,
    mlp_block: bool = True,
) -> LigerSaved:
    """What Liger's kernels do not keep that eager PyTorch does (scenario/liger.py):
    * each RMSNorm keeps its input in its own dtype and an fp32 rsigma (LigerRMSNormFunction
      `save_for_backward(X, W, RSTD)`) where the eager norm keeps an fp32 upcast of the input
      and, when its weight trains, the normalised copy the weight multiplies: (4 − input) bytes
      per element, + the normalised copy's (2 in bf16, 4 in fp32 or over an fp32 residual);
    * SwiGLU / GeGLU keep the gate and up projections' outputs and recompute the activation
      (LigerSiLUMulFunction `save_for_backward(a, b)`), where eager PyTorch also keeps silu(a):
      one MLP width a token, each routed expert's where Liger patches the experts;
    * RoPE rotates q and k in place in their own dtype, so under autocast they are not rotated
      in fp32 beside the fp32 tables (the 4·(q + kv) bytes `_attention_block` adds)."""
    c = 4 if mode is Precision.FP32 else 2
    d = spec.hidden_size
    norms = 0.0
    if patch.rms_norm and spec.norm is NormKind.RMSNORM and not spec.norm_low_precision:
        residual = 2 if mode is Precision.BF16 else 4  # the norm's input, as the stream holds it
        normalised = residual if not plan.method.is_peft else 0  # a frozen weight keeps none
        count = spec.norms_per_layer if mlp_block else 1
        norms = count * ((4 - residual) + normalised) * d
        if patch.compiled and mode is Precision.AMP:
            norms = count * 8.0 * d  # the compiled partition keeps none of the fp32 copies
    rope = 0.0
    amp_rope = mode is Precision.AMP and not patch.compiled  # compiled: the rotation stays
    if patch.rope and amp_rope and spec.position is PositionKind.ROPE:
        rope = 4.0 * (spec.q_dim + spec.kv_dim)
    mlp = 0.0
    if mlp_block and spec.mlp is MlpKind.GATED:
        if not moe:
            mlp = c * spec.intermediate_size if patch.glu else 0.0
        else:
            routed = spec.experts_per_token * spec.expert_width if patch.experts else 0
            mlp = c * (routed + (spec.shared_width if patch.glu else 0))
    return LigerSaved(norms, rope, mlp)


def fused_saved(
    spec: ModelSpec, plan: Plan, mode: Precision, tp: int, sp: bool
) -> tuple[float, float]:
    """Bytes per token Liger's kernels keep less than eager PyTorch: (a decoder layer on this
    GPU, averaged over its dense and MoE layers; the final norm); (0, 0) without them."""
    patch = fused_layers(spec, plan)
    if patch is None or uses_lora_kernels(spec, plan) or framework(plan.framework).mlx_layers:
        return 0.0, 0.0  # those paths keep their own layers (layer_bytes_per_token)
    layer = 0.0
    for moe, count in ((False, spec.num_dense_layers), (True, spec.num_moe_layers)):
        kept = liger_saved_bytes(spec, plan, patch, moe, mode=mode)
        layer += (kept.norms / (tp if sp else 1) + (kept.rope + kept.mlp) / tp) * count
    if patch.compiled and spec.recurrent_layers:  # compile's saving: attention layers only
        layer *= spec.attending_layers_in(0, spec.num_layers) / spec.num_layers
    norms = liger_saved_bytes(spec, plan, patch, False, mode=mode).norms
    final = norms / spec.norms_per_layer if spec.norms_per_layer else 0.0
    return layer / max(spec.num_layers, 1), final
