"""Layer kernels that keep less than eager PyTorch: Liger-Kernel's, which of them a model family
gets when a trainer turns them on, and torch.compile's fusions, which keep the same tensors
(`fused_layers` gives the one a plan runs; memory/activations.py counts what each keeps).

Hugging Face's Trainer (`use_liger_kernel`), TRL, LLaMA-Factory, ms-swift, axolotl's Liger
plugin, OpenRLHF and verl patch a loaded model through Liger's `_apply_liger_kernel_to_instance`,
which looks up the config's model_type and applies that family's function with its defaults
(linkedin/Liger-Kernel@00218a06 src/liger_kernel/transformers/monkey_patch.py,
MODEL_TYPE_TO_APPLY_LIGER_FN and each `apply_liger_kernel_to_*`). What each kernel keeps for
backward (memory/fused_layers.py `liger_saved_bytes`):

* RMSNorm (ops/rms_norm.py LigerRMSNormFunction): `save_for_backward(X, W, RSTD)`, the input in
  its own dtype and one fp32 rsigma per row, where eager PyTorch keeps an fp32 upcast of the
  input and the normalised copy the weight multiplies;
* SwiGLU / GeGLU (ops/swiglu.py LigerSiLUMulFunction, ops/geglu.py): `save_for_backward(a, b)`,
  the gate and up projections' outputs; the activation is recomputed in backward, where eager
  PyTorch also keeps silu(a) (gelu(a));
* RoPE (ops/rope.py LigerRopeFunction): rotates q and k in place and keeps only cos and sin,
  so q and k are never promoted to fp32 beside fp32 tables under autocast.

Families Liger lists whose patch is not read here (Gemma 4, GLM-4 and its vision models,
InternVL, LLaVA, Mllama, Pixtral, Nemotron, Falcon-H1, Hunyuan, EXAONE 4, …) are refused by
name rather than guessed, as are those it has no function for (glm4_moe, kimi_k2); so is
Granite, whose patch brings Liger's plain cross-entropy instead of the fused linear loss the
trainers' switch assumes (apply_liger_kernel_to_granite: fused_linear_cross_entropy False,
NotImplementedError if set).
"""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.model.model_spec import ModelSpec, NormKind
from hwplanner.engine.plan.fields import eager_norms
from hwplanner.engine.plan.plan import Plan, Recompute

LIGER_SOURCE = (
    "linkedin/Liger-Kernel@00218a06 src/liger_kernel/transformers/monkey_patch.py "
    "(apply_liger_kernel_to_* defaults), ops/rms_norm.py, ops/swiglu.py, ops/geglu.py, "
    "ops/rope.py (save_for_backward)"
)


class LigerPatch(NamedTuple):
    """The kernels a family's patch applies by default."""

    rms_norm: bool  # every decoder norm
    glu: bool  # the dense MLP's SwiGLU / GeGLU (and the shared experts')
    experts: bool  # the routed experts' SwiGLU
    rope: bool
    # torch.compile's partition rather than Liger's kernels: over an fp32 residual (autocast)
    # each norm keeps 8·d less and the fp32 rotation of q and k stays (measured)
    compiled: bool = False


_DENSE = LigerPatch(rms_norm=True, glu=True, experts=False, rope=True)
_MOE = LigerPatch(rms_norm=True, glu=True, experts=True, rope=True)
# gpt_oss: "custom expert implementation with clamping" (swiglu False); qwen3_vl: swiglu False
_NORM_ROPE = LigerPatch(rms_norm=True, glu=False, experts=False, rope=True)

# model_type (ModelSpec.family) -> the kernels its apply_liger_kernel_to_* turns on by default
LIGER_FAMILIES: dict[str, LigerPatch] = {
    "llama": _DENSE,
    "mistral": _DENSE,
    "qwen2": _DENSE,
    "qwen3": _DENSE,
    "phi3": _DENSE,  # LigerPhi3SwiGLUMLP over the fused gate_up projection
    "smollm3": _DENSE,
    "olmo2": _DENSE,
    "gemma": _DENSE,  # GeGLU
    "gemma2": _DENSE,
    "gemma3": _DENSE,
    "mixtral": _MOE,  # each expert (LigerBlockSparseTop2MLP; LigerExperts on transformers 5)
    "qwen3_moe": _MOE,  # each expert (LigerQwen3MoeSwiGLUMLP; LigerExperts on transformers 5)
    "gpt_oss": _NORM_ROPE,
    "qwen3_vl_text": _NORM_ROPE,
    "qwen2_5_vl": _DENSE,  # the text decoder; RoPE through liger_multimodal_rotary_pos_emb
    # no RoPE kernel ("not supported for DeepSeek-V3 … Skipping"); the dense MLPs, the shared
    # experts and every routed expert (LigerExperts on transformers 5, per expert before)
    "deepseek_v3": _MOE._replace(rope=False),
    # the dense feed-forward and the shared expert; the routed experts stay eager
    "llama4": LigerPatch(rms_norm=True, glu=True, experts=False, rope=False),
    # rope False by default; its attention and Gated DeltaNet layers' norms and MLPs
    "qwen3_next": _MOE._replace(rope=False),
    # routed experts only on transformers 5 (LigerExperts): left eager
    "qwen3_vl_moe_text": LigerPatch(rms_norm=True, glu=False, experts=False, rope=True),
}


def liger_patch(spec: ModelSpec, plan: Plan) -> LigerPatch | None:
    """The Liger kernels this training plan runs (None: off, or a family Liger does not patch,
    which validity refuses)."""
    if not plan.liger_kernels or not plan.method.is_training:
        return None
    return LIGER_FAMILIES.get(spec.family)


# torch.compile's fusions of an eager Hugging Face layer keep what Liger's kernels keep: the
# partitioner saves a norm's input and rsigma and recomputes its normalised output, saves the
# gate and up outputs and recomputes the activation. Measured with saved_tensors_hooks on one
# Llama decoder layer, eager and compiled (torch 2.13.0+cpu Inductor, transformers 5.24.0;
# hidden 256/512, MLP 1,024/2,048, q 256/512, 2 or 4 KV heads, 256 tokens): in bf16 the compiled
# layer keeps 8·hidden + 2·MLP bytes a token less (full training) and 4·hidden + 2·MLP under
# LoRA, exactly Liger's figures; under autocast over fp32 weights 16·hidden + 2·MLP, whatever q
# and kv (the norms' fp32 copies go, the fp32 rotation of q and k stays). Routed experts,
# per-op or selective recompute and LayerNorm models were not measured: left eager.
COMPILED_LAYERS = LigerPatch(rms_norm=True, glu=True, experts=False, rope=True, compiled=True)
COMPILE_SOURCE = (
    "saved_tensors_hooks on a Hugging Face Llama decoder layer, eager and torch.compile'd "
    "(torch 2.13.0+cpu Inductor, transformers 5.24.0): the compiled layer keeps what Liger's "
    "kernels keep"
)


# A fused RMSNorm kernel keeps what Liger's does, its input in its own dtype and one fp32 rsigma
# per row: torchtitan's Triton fused_rmsnorm (TritonFusedRMSNorm.forward
# `ctx.save_for_backward(x, weight, rstd)`), Transformer Engine's RMSNorm, which NeMo AutoModel's
# own model implementations build under BackendConfig rms_norm "te" (TE ops/basic/rmsnorm.py
# `ctx.save_for_backward(x, rstdevs)`, rsigma fp32 per row). The rest of the layer stays eager.
FUSED_NORMS = LigerPatch(rms_norm=True, glu=False, experts=False, rope=False)
FUSED_NORMS_SOURCE = (
    "pytorch/torchtitan@026e23a torchtitan/models/norms.py (TritonFusedRMSNorm: "
    "save_for_backward(x, weight, rstd)); NVIDIA/TransformerEngine@02dc770 "
    "transformer_engine/pytorch/ops/basic/rmsnorm.py (save_for_backward(x, rstdevs)); "
    "NVIDIA-NeMo/Automodel@0e30cc3 nemo_automodel/components/moe/utils.py (BackendConfig "
    "rms_norm 'te')"
)


def runs_fused_norms(spec: ModelSpec, plan: Plan) -> bool:
    """The plan's RMSNorms run as one fused kernel each in an otherwise eager layer
    (`fused_norms`; validity refuses it for a model without RMSNorm); Megatron-Core's
    Transformer Engine layers count their own norms (memory/activations.te_layer_bytes)."""
    return plan.fused_norms and eager_norms(plan, spec) and spec.norm is NormKind.RMSNORM


def fused_layers(spec: ModelSpec, plan: Plan) -> LigerPatch | None:
    """The layer kernels that keep less than eager PyTorch in this training plan: Liger's,
    torch.compile's fusions (COMPILED_LAYERS, not with selective recompute), both, or fused
    RMSNorm kernels alone."""
    patch = _liger_or_compiled(spec, plan)
    if patch is None and runs_fused_norms(spec, plan):
        return FUSED_NORMS
    return patch


def _liger_or_compiled(spec: ModelSpec, plan: Plan) -> LigerPatch | None:
    liger = liger_patch(spec, plan)
    compiled = plan.compile and plan.method.is_training
    # measured on RMSNorm layers only; the selective recompute's interplay not measured
    if not compiled or plan.recompute is Recompute.SELECTIVE or spec.norm is not NormKind.RMSNORM:
        return liger
    if liger is None:
        return COMPILED_LAYERS
    # Liger's kernels stay opaque to the compiler: its norms and RoPE as Liger runs them, the
    # MLPs it leaves eager compiled
    return liger._replace(rms_norm=True, glu=True)
