"""What one decoder layer keeps for backward under MLX (mlx-lm's trainer), per token.

MLX builds the backward from each primitive's vjp and keeps an array only while a backward node
still reads it (mlx/transforms.cpp `vjp`: only arrays whose inputs need a gradient go on the
tape). Read off the primitives mlx-lm's Llama-style layers use:

* `mx.fast.rms_norm` has its own backward (RMSNormVJP) that reads the norm's input: c·d per
  norm, q/k norms included (mlx/fast.cpp, mlx/fast_primitives.h);
* a frozen projection (`Linear`, `QuantizedLinear`) needs only its weight for the input's
  gradient, so it keeps nothing; a trained one (full fine-tuning) keeps its input, one copy for
  the projections that share it (q, k and v; gate and up);
* a LoRA adapter (mlx_lm/tuner/lora.py `LoRALinear`: `lora_a` and `lora_b` float32, created
  without a dtype) multiplies the bf16 input by fp32 `lora_a`: MLX promotes, so an fp32 copy of
  the input (4 bytes an element) is kept for lora_a's gradient, one for the modules that share
  an input (the trainer's `mx.compile` merges the identical casts), and the rank-r product
  x·A (fp32) for lora_b's;
* attention in training is the unfused composition on Metal (mlx/fast.cpp
  `ScaledDotProductAttention::use_fallback` returns true under grad tracing, mlx PR #2054; the
  Metal VJP kernel is "NYI"): it keeps the scaled q, k and v (no repeat for grouped heads) and
  the softmax output, the whole s×s square per head, in the model's dtype;
* a gated MLP (`nn.silu(gate) * up`, silu = x·sigmoid(x)) keeps gate, sigmoid(gate), silu(gate)
  and up; a plain MLP its activation's input.

Checked against MLX itself (MLX 0.32.4, mlx-lm 0.32.2, CPU backend, `mx.get_peak_memory()`
around one compiled step of mlx_lm.tuner.trainer's loss, Adam, a Llama-shaped model with d 512,
8 layers, 8 heads of 64, 2 KV heads, intermediate 1,536): all-linear LoRA r 8 keeps 8.36 MB a
layer at 256 tokens where this count gives 8.31 MB; q,v-only LoRA's peak is 144.1 MB, this
count 142.4 MB.
"""

from __future__ import annotations

from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.plan.enums import Method, Precision
from hwplanner.engine.plan.plan import Plan

ADAPTER_BYTES = 4.0  # lora_a/lora_b and what they read are float32 (mlx_lm/tuner/lora.py)
# MLX evaluates the step as one lazy graph: the top layer's backward runs while every saved
# array and the loss's backward buffers are still alive, and holds the cotangents of what it
# saved and their products. Measured on the setup above: the step's peak exceeds weights,
# adapter states, every layer's saved bytes and the loss by 1.96 (256 tokens) and 1.98 (512
# tokens, or 2 × 256) times one layer's saved bytes.
MLX_BACKWARD_LAYERS = 2.0


def mlx_layer_bytes(spec: ModelSpec, plan: Plan, *, mode: Precision, seq_len: int) -> float:
    """Bytes one dense decoder layer keeps for backward per token under MLX (see the module
    docstring for each term)."""
    c = 4.0 if mode is Precision.FP32 else 2.0
    d, q, kv, width = spec.hidden_size, spec.q_dim, spec.kv_dim, spec.intermediate_size
    gated = spec.mlp is MlpKind.GATED
    norms = spec.norms_per_layer * c * d
    if spec.qk_norm or spec.qk_norm_full:
        norms += c * (q + kv)
    attention = c * (q + 2 * kv) + c * spec.num_attention_heads * seq_len
    mlp = (4 if gated else 1) * c * width
    # what the projections keep of their inputs: (the input's width, the modules reading it)
    inputs = (
        (d, ("q", "k", "v")),
        (spec.attn_out_dim, ("o",)),
        (d, ("gate", "up") if gated else ("up",)),
        (width, ("down",)),
    )
    if plan.method in (Method.FULL, Method.FREEZE):  # trained projections keep their input
        kept = sum(c * w for w, _ in inputs)
    else:
        targets = set(plan.lora_targets)
        copy = ADAPTER_BYTES if c < ADAPTER_BYTES else 0.0  # no promotion from fp32 inputs
        kept = sum(copy * w for w, mods in inputs if targets & set(mods))
        adapted = sum(1 for _, mods in inputs for m in mods if m in targets)
        kept += ADAPTER_BYTES * plan.lora_rank * adapted  # x·A, read for lora_b's gradient
    return norms + attention + mlp + kept
