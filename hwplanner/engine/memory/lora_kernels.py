"""What Unsloth's fused LoRA kernels keep of a decoder layer for its backward.

Unsloth replaces a PEFT model's projections, norms and rotary embedding by autograd functions
of its own (unslothai/unsloth @d9ed4bef, 2024-12: unsloth/kernels/fast_lora.py,
rms_layernorm.py, rope_embedding.py; patched in by models/llama.py patch_peft_model when
lora_dropout is 0 and the adapters have no bias):

* LoRA_QKV saves only its input X (the norm's output); q, k, v are rotated in place
  (Fast_RoPE_Embedding keeps the cos/sin tables, not a copy); the attention kernel keeps
  q, k, v, its output and the log-sum-exp, as everywhere.
* LoRA_W (the output projection) saves its input, which is the attention output itself (a view).
* LoRA_MLP saves X, e = gate(X) and g = up(X); SwiGLU's product h is not kept: the backward
  recomputes it in place in the buffer of the down projection's input gradient
  (swiglu_DWf_DW_dfg_kernel writes h, df, de over DW, e, g) and writes dX over X.
* Fast_RMS_Layernorm saves its bf16 input and one fp32 inverse norm per token.

So a layer keeps per token 2 norm inputs and 2 norm outputs (bf16), 2 fp32 inverse norms, the
attention tensors and 2 MLP-width tensors — about half of what the Hugging Face layer keeps
(memory/activations.py: 4 MLP-width tensors, fp32 norm upcasts, the LoRA A outputs). In the backward
of one recomputed layer the new MLP-width tensors are DW and the adapter's update that
matmul_lora (kernels/utils.py) allocates at the output's width before adding it in place;
beside them the incoming gradient and the recomputed layer output (unsloth_zoo
gradient_checkpointing.py @9c643b66, Unsloth_Offloaded_Gradient_Checkpointer.backward).

The fast path needs adapters on q, k, v (LoRA_QKV), o (LoRA_W) and gate, up, down (LoRA_MLP)
with no dropout; a plan without them falls back to the Hugging Face accounting.

Unsloth's rotary module (models/llama.py LlamaRotaryEmbedding, LlamaExtendedRotaryEmbedding)
starts with fp32 cos/sin tables of min(32,768, max positions) positions and, for a longer
sequence, regrows them in the activations' dtype to the sequence rounded up to 8,192
(extend_rope_embedding). Until January 2025 every attention layer had its own module
(transformers ≤ 4.47 builds one per layer; Unsloth shares the model's one since 63782ea3,
2025-01-07, "For transformers > 4.47.1"): plan field rope_per_layer.
"""

from __future__ import annotations

from hwplanner.engine.model.model_spec import MlpKind, ModelSpec, PositionKind
from hwplanner.engine.plan.enums import Method, Precision
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan

# adapters the three fused autograd functions need (patch_peft_model checks each group)
FUSED_TARGETS = frozenset(("q", "k", "v", "o", "gate", "up", "down"))
INVERSE_NORM_BYTES = 4.0  # Fast_RMS_Layernorm's r: one fp32 per row
ROPE_START_POSITIONS = 32_768  # 4 * 8192, the table a rotary module is built with (fp32)
ROPE_GROWTH_POSITIONS = 8_192  # the table grows in steps of this many positions


def uses_lora_kernels(spec: ModelSpec, plan: Plan, *, moe: bool = False) -> bool:
    """Whether this plan's layers run through Unsloth's fused LoRA autograd functions."""
    if not framework(plan.framework).lora_kernels:
        return False
    if plan.base_method not in (Method.LORA, Method.QLORA) or plan.lora_dropout > 0:
        return False
    if not FUSED_TARGETS.issubset(plan.lora_targets):
        return False
    structured = spec.mlp is MlpKind.GATED and not spec.is_mla and not spec.is_encoder_decoder
    # a hybrid's recurrent layers, with or without attention beside them ('p'), and lone
    # mixer blocks take the ordinary path: a model with no attention-and-MLP layer has none
    kernel_layers = not spec.layer_kinds or any(k in "agsh" for k in spec.layer_kinds)
    return structured and kernel_layers and not moe and not (spec.qk_norm or spec.qk_norm_full)


def kernel_layer_bytes_per_token(spec: ModelSpec, mode: Precision) -> float:
    """Bytes one layer keeps per token under Unsloth's kernels (the caller splits by tp)."""
    c = 4.0 if mode is Precision.FP32 else 2.0
    d = spec.hidden_size
    norms = 2 * (2 * c * d + INVERSE_NORM_BYTES)  # input and output of both norms
    attention = c * (spec.q_dim + 2 * spec.kv_dim) + c * spec.q_dim + 4 * spec.num_attention_heads
    mlp = 2 * c * spec.intermediate_size  # e and g
    return norms + attention + mlp


def kernel_layer_gradient_bytes_per_token(spec: ModelSpec, mode: Precision) -> float:
    """Tensors the backward of one recomputed layer adds per token at its fullest moment, in
    LoRA_MLP.backward: beside the incoming gradient and the recomputed layer output (hidden
    width), either DW and the adapter term matmul_lora adds into it, (dY·Bᵀ)·(s·Aᵀ), which is
    allocated at DW's full width before `out +=` (two MLP-width tensors), or later DW and the
    product de·gateWᵀ allocated before `dX +=` (one MLP width, one hidden width)."""
    c = 4.0 if mode is Precision.FP32 else 2.0
    d, width = spec.hidden_size, spec.intermediate_size
    return c * (2 * d + max(2 * width, width + d))


def rope_table_bytes(spec: ModelSpec, plan: Plan, mode: Precision, layers: int) -> float:
    """Rotary cos/sin tables that stay on the GPU through the step when each of the `layers`
    attention layers holds its own (Unsloth before 2025, plan.rope_per_layer)."""
    if not plan.rope_per_layer or not framework(plan.framework).lora_kernels:
        return 0.0
    if spec.position is not PositionKind.ROPE or not plan.method.is_training:
        return 0.0
    start = min(ROPE_START_POSITIONS, spec.max_position_embeddings or ROPE_START_POSITIONS)
    if plan.seq_len <= start:
        positions, per = float(start), 4.0  # the tables it was built with, in fp32
    else:
        step = ROPE_GROWTH_POSITIONS
        positions, per = (
            float(-(-plan.seq_len // step) * step),
            4.0 if mode is Precision.FP32 else 2.0,
        )
    return 2 * spec.head_size * per * positions * layers  # cos and sin
