"""Activation memory of a training step: the tensors autograd keeps, layer by layer.

Counted from what each operation of the Hugging Face decoder layer saves for backward (PyTorch
autograd's saved tensors), per token:

* A norm computed in 16 bits (MPT's low_precision_layernorm) keeps its 16-bit input, an fp32
  mean and rsigma and its output.
* RMSNorm keeps its fp32 upcast input, the normalised output (for the weight's gradient) and its
  output (saved by the next matmul); under autocast the fp32 output is cast to bf16 for the matmul.
* Attention keeps q, k, v after RoPE, the output and the fp32 log-sum-exp (FlashAttention / SDPA);
  eager attention also keeps the s×s probabilities (fp32 softmax output and its bf16 copy).
* A hybrid's recurrent mixer keeps what its fused training kernels save (`_recurrent_block`).
* A gated MLP keeps gate, SiLU(gate), up and their product (4 × intermediate); a plain one 2 ×.
* MoE layers keep router logits and, per routed copy of a token, the dispatched input, the expert
  MLP tensors and the expert output.
* The loss upcasts logits to fp32 and keeps the fp32 log-softmax (4 B per vocabulary entry);
  inside the loss the bf16 logits, their fp32 copy and the log-softmax are alive at once
  (10 B, the forward peak); its backward holds three fp32 vocabulary-sized tensors (12 B).
* Under autocast without recompute, the bf16 copies of the fp32 weights are saved by the matmuls
  that read them, so they stay alive into backward like any saved tensor; with recompute they
  are only autocast's forward cache.

Reference: Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer
Models" (the per-layer accounting), checked against PyTorch's own saved tensors with fake-tensor
runs of the Hugging Face Llama, Qwen and Mixtral code (see docs/METHOD.md).
"""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.memory.fused_layers import fused_saved, liger_saved_bytes
from hwplanner.engine.memory.lora_kernels import (
    kernel_layer_bytes_per_token,
    kernel_layer_gradient_bytes_per_token,
    rope_table_bytes,
    uses_lora_kernels,
)
from hwplanner.engine.memory.loss import LossBytes, loss_bytes, plain_loss
from hwplanner.engine.memory.mlx_layers import MLX_BACKWARD_LAYERS, mlx_layer_bytes
from hwplanner.engine.memory.saved_inputs import (
    ATTENTION_TARGETS,
    TE_FP8_INPUT_BYTES,
    fused_qkv_bytes,
    keeps_every_input,
    lora_dropout_bytes,
    te_fp8_copies,
    te_fp8_input_bytes,
    unkept_input_bytes,
)
from hwplanner.engine.model.layers import LayerKind, layer_counts
from hwplanner.engine.model.model_parts import RecurrentKind, VisionMlp
from hwplanner.engine.model.model_spec import (
    MlpKind,
    ModelSpec,
    PositionKind,
    at_mlp_width,
    layer_view,
)
from hwplanner.engine.plan.fields import (
    experts_run,
    modules_recomputed,
    per_op_recompute,
    recomputes_attention,
    sparse_trained,
)
from hwplanner.engine.plan.formats import (
    MXFP8_BYTES,
    NVFP4_BYTES,
    fp8_attention_runs,
    low_precision,
    nvfp4_share,
    plan_recipe,
    sharded_bf16,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import recomputed_layers
from hwplanner.engine.plan.plan import (
    Attention,
    CpKind,
    Fp8Recipe,
    Loss,
    Method,
    Plan,
    Precision,
    Recompute,
)
from hwplanner.engine.scenario.liger import FUSED_NORMS, fused_layers, runs_fused_norms
from hwplanner.engine.scenario.sharding import expert_tp, heaviest_span, layer_weights

# Calibrated on the fake-tensor oracle (docs/ACCURACY.md), bytes per token per layer:
# LoRA with fp32 adapters under autocast over a bf16 base keeps ~4·hidden more than the tensors
# accounted below (Llama-3.1-8B and 3.2-1B, no recompute: 3.6–4.1·hidden; cause not isolated).
LORA_AUTOCAST_EXTRA_PER_HIDDEN = 4.0
# QLoRA after prepare_model_for_kbit_training (fp32 norms and residual, bitsandbytes 4-bit
# matmuls under autocast) keeps ~4·intermediate more (Llama-3.1-8B, no recompute: 3.9·I) —
# consistent with two intermediate-width MLP tensors held in fp32 instead of bf16.
QLORA_KBIT_EXTRA_PER_INTERMEDIATE = 4.0
# Bytes per logit alive at the forward peak inside the Hugging Face loss (bf16 logits 2 + fp32
# copy 4 + fp32 log-softmax 4), at the end of forward (log-softmax, 4) and in its backward (12);
# the other loss kernels are in memory/loss.py.
LOSS_FORWARD_PEAK_BYTES = 10.0
LOSS_BACKWARD_PEAK_BYTES = 12.0


class ActivationBytes(NamedTuple):
    """Activation bytes of one micro-batch on one GPU, split the way the peak needs them."""

    per_layer_saved: float  # bytes one layer keeps for backward (no recompute), this GPU
    saved_layers: float  # kept across all of this GPU's layers, after recompute policy
    recompute_peak: float  # transient of re-running one layer's forward+backward
    layer_gradients: float  # gradients in flight through one layer's backward
    loss_saved: float  # the loss/logit tensors alive at the forward peak (inside the loss)
    loss_backward_peak: float  # logits-sized tensors alive at once in the loss backward
    autocast_cache: float  # bf16 copies of fp32 weights that autocast keeps during forward
    layers: int  # layers on this GPU
    offloaded: float = 0.0  # saved layer tensors activation offloading keeps in host RAM
    ring_buffers: float = 0.0  # key/value blocks in flight in ring attention (one layer)
    loss: LossBytes | None = None  # the loss region, for its explanation
    tokens: float = 0.0  # tokens of the micro-batch on this GPU (÷ cp)
    lora_kernels: bool = False  # layers counted as Unsloth's LoRA kernels keep them
    rope_tables: float = 0.0  # rotary cos/sin tables of every layer, alive all step
    # autocast's weight copies counted in saved_layers (kept for backward without recompute):
    # they follow the trainable weights' ZeRO shards, unlike the rest of the saved tensors
    saved_cast: float = 0.0
    # a hybrid's recurrent mixer ("Mamba-2", "Gated DeltaNet"), counted as its kernels keep it
    recurrent_mixer: RecurrentKind | None = None
    # what the top layer's backward holds beside every saved tensor and the loss's backward
    # (MLX: memory/mlx_layers.py MLX_BACKWARD_LAYERS of its saved bytes); 0 elsewhere
    backward_transient: float = 0.0
    # bytes one layer keeps less under Liger's kernels or torch.compile's fusions, this GPU
    liger_saved: float = 0.0
    # those kernels are fused RMSNorms alone (plan.fused_norms), for the explanation
    fused_norms_alone: bool = False

    @property
    def forward_peak(self) -> float:
        return self.saved_layers + self.loss_saved + self.autocast_cache + self.rope_tables

    @property
    def backward_peak(self) -> float:
        top = max(self.loss_backward_peak, self.recompute_peak)
        return self.saved_layers + top + self.rope_tables

    @property
    def peak(self) -> float:
        return max(self.forward_peak, self.backward_peak)


def activation_mode(plan: Plan, qlora_fp32_extras: bool) -> Precision:
    """The dtype regime activations live in: AMP when the residual stream runs in fp32 under
    autocast (fp32 trainable weights, or QLoRA whose norms and embeddings were upcast to fp32);
    bf16 when a LoRA base model sits in bf16 whatever the adapters' dtype, or when ZeRO or FSDP
    shards a fully trained mixed-precision run whose sharding engine computes with bf16 working
    weights
    (DeepSpeed's bf16 mode casts the module to bf16, FSDP's MixedPrecision gathers bf16
    parameters: Framework.sharded_fp32_master); else the recipe."""
    if plan.precision is Precision.FP32:
        return Precision.FP32
    if sharded_bf16(plan):
        return Precision.BF16
    if plan.method is Method.QLORA and qlora_fp32_extras and plan.precision is Precision.AMP:
        return Precision.AMP
    if plan.method.is_peft or plan.precision is not Precision.AMP:
        return Precision.BF16
    return Precision.AMP


def _norm_bytes_per_token(d: int, precision: Precision, low: bool = False) -> float:
    """Bytes per token a norm keeps for backward; `low`: a norm computed in 16 bits (MPT's
    low_precision_layernorm) keeps its 16-bit input, an fp32 mean and rsigma, and its output
    (what the next matmul keeps)."""
    if low and precision is not Precision.FP32:
        return 4.0 * d + 8.0
    if precision is Precision.AMP:
        return 10.0 * d  # fp32 input + fp32 normalised + bf16 cast of the output
    if precision is Precision.FP32:
        return 12.0 * d
    return 8.0 * d  # fp32 upcast of the input + bf16 normalised + bf16 output


# Megatron's fused scale-mask-softmax runs for 16 < keys ≤ 4096, a multiple of 4, and a
# multiple of 4 of (sequences × heads on the GPU); otherwise it falls back to PyTorch's softmax
# in fp32 (microsoft/Megatron-DeepSpeed@0bb02e8 megatron/model/fused_softmax.py
# FusedScaleMaskSoftmax.is_kernel_available, checked at start-up in megatron/initialize.py
# _compile_dependencies; its finer rows-per-block condition is not modelled)
FUSED_SOFTMAX_MAX_KEYS = 4096


def fused_softmax_runs(spec: ModelSpec, plan: Plan, seq_len: int) -> bool:
    """The framework's fused softmax kernel takes this attention's shape (Framework
    .fused_softmax); a 16-bit activation only."""
    if not framework(plan.framework).fused_softmax or plan.precision is Precision.FP32:
        return False
    rows = plan.micro_batch * spec.num_attention_heads // max(plan.tp, 1)
    return 16 < seq_len <= FUSED_SOFTMAX_MAX_KEYS and seq_len % 4 == 0 and rows % 4 == 0


def _attention_block(
    spec: ModelSpec, plan: Plan, mode: Precision, seq_len: int, *, te_norms: bool = False
) -> float:
    """Bytes per token the attention core keeps: q, k, v, output, log-sum-exp (and the s×s
    probabilities when eager), under tensor parallelism split by heads. `te_norms`: the q/k
    norms are Transformer Engine RMSNorms, which keep their input and one fp32 rsigma per head
    (transformer_engine/pytorch/ops/basic/rmsnorm.py `save_for_backward(x, rstdevs)`), where
    an eager norm also keeps its fp32 upcast."""
    c = 4 if mode is Precision.FP32 else 2
    heads = spec.num_attention_heads

    if spec.is_mla:
        assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
        latents = (spec.q_lora_rank or 0) + spec.kv_lora_rank + spec.qk_rope_head_dim
        normed = (spec.q_lora_rank or 0) + spec.kv_lora_rank  # the latents' own norms
        # an eager norm keeps its fp32 upcast; a TE RMSNorm its input and one fp32 rsigma
        norms = c * normed + 4 * 2 if te_norms else (4 + c) * normed
        if sparse_trained(plan, spec):
            attn = c * latents + (sparse_core_bytes(spec, c) or 0.0) + norms
        else:
            attn = c * (latents + 3 * spec.q_dim + spec.attn_out_dim) + norms
    else:
        # FP8 attention keeps q, k, v and the output in FP8 (E4M3) for its backward, not in
        # 16 bits (github NVIDIA/TransformerEngine@61fa1f95 pytorch/attention/
        # dot_product_attention/backends.py FusedAttnFunc: fp8_tensors saved, qkvo None) —
        # but selective recompute of the core keeps its bf16 q, k, v as the checkpoint's
        # inputs, and under current scaling, MXFP8 and NVFP4 Megatron-Core's output
        # projection keeps the bf16 output itself (megatron/core/transformer/attention.py:
        # "set the linear_proj to save the original input tensors"), so only delayed
        # scaling's output goes without its 16-bit copy
        fp8 = fp8_attention_runs(plan) and mode is not Precision.FP32
        recomputed = plan.recompute is Recompute.SELECTIVE and recomputes_attention(plan)
        qkv = 1 if fp8 and not recomputed else c
        delayed = plan.precision is Precision.FP8 and plan.fp8_recipe is Fp8Recipe.DELAYED
        out = 1 if fp8 and delayed else c
        attn = qkv * (spec.q_dim + 2 * spec.kv_dim) + out * spec.q_dim
    attn += 4 * heads  # log-sum-exp
    if (spec.qk_norm or spec.qk_norm_full) and te_norms:
        rows = heads + spec.kv_heads if spec.qk_norm else 2  # per head, or per q and k
        attn += c * (spec.q_dim + spec.kv_dim) + 4 * rows
    elif spec.qk_norm or spec.qk_norm_full:
        attn += (4 + c) * (spec.q_dim + spec.kv_dim)
    if mode is Precision.AMP and spec.position is PositionKind.ROPE:
        # RoPE's cos/sin follow the fp32 hidden states under autocast, so q and k are rotated
        # in fp32 before SDPA casts them back.
        attn += 4 * (spec.q_dim + spec.kv_dim)
    eager = plan.attention is Attention.EAGER or spec.eager_attention
    selective_attention = plan.recompute is Recompute.SELECTIVE and recomputes_attention(plan)
    if eager and not selective_attention:
        # repeat_kv expands k and v to all heads; softmax keeps fp32 probabilities + bf16 copy,
        # a fused scale-mask-softmax kernel its 16-bit output only (Framework.fused_softmax)
        probs = c if fused_softmax_runs(spec, plan, seq_len) else 4 + c
        attn += c * 2 * (spec.q_dim - spec.kv_dim) + probs * heads * seq_len
        if spec.dropout:
            attn += (1 + c) * heads * seq_len  # dropout mask (bool) + the dropped probabilities
    return attn


def sparse_core_bytes(spec: ModelSpec, c: float) -> float | None:
    """Bytes per token, split by heads, that DeepSeek Sparse Attention's core keeps for
    backward in training, where the framework runs it through a sparse MLA kernel in MLA's
    absorbed form (Framework.sparse_training): the no-rope query the absorbing product keeps,
    the absorbed query (kv_lora_rank + rope per head), the kernel's output over the latent
    (kv_lora_rank per head), which the un-absorbing product keeps too, and that product's
    output, the output projection's input (github PrimeIntellect-ai/prime-rl@b553e76a
    sparse_mla_attention.py _SparseMLA `save_for_backward(q, kv, out, indices, lse)`; Megatron-LM
    @d55a270c experimental_attention_variant/ops/sparse_mla.py alike). The indexer runs
    without gradient and keeps nothing. None: not sparse attention."""
    if not spec.is_sparse_attention:
        return None
    assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
    heads = spec.num_attention_heads
    nope = spec.qk_nope_head_dim or 0
    absorbed = spec.kv_lora_rank + spec.qk_rope_head_dim
    return c * (heads * (nope + absorbed + spec.kv_lora_rank) + spec.attn_out_dim)


def sparse_whole_bytes(spec: ModelSpec, plan: Plan, c: float) -> float:
    """Bytes per token of one sparse-attention layer that every tensor-parallel rank keeps whole
    in training: the key latent the sparse kernel reads (kv_lora_rank + rope, shared by the
    heads; gathered over the context-parallel ranks, so cp times a rank's tokens) and each
    query's chosen token indices (index_topk int32, shared by the heads). 0: not sparse
    attention, or not training."""
    if not sparse_trained(plan, spec):
        return 0.0
    assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
    assert spec.index_topk is not None
    return c * (spec.kv_lora_rank + spec.qk_rope_head_dim) * plan.cp + 4.0 * spec.index_topk


def _recurrent_block(
    spec: ModelSpec, mode: Precision, linear_input: float | None = None, *, out_kept: bool = True
) -> float:
    """Bytes per token a hybrid's recurrent mixer keeps for backward, beyond the norm output its
    input projection reads (counted with the norm), on one GPU before tensor parallelism.

    * Mamba-2 trains through mamba_ssm's fused `mamba_split_conv1d_scan_combined`
      (state-spaces/mamba mamba_ssm/ops/triton/ssd_combined.py, MambaSplitConv1dScanCombinedFn
      `ctx.save_for_backward(zxbcdt, …, out_x, …, rstd, …)`): the input projection's output
      (z, x, B, C, dt), the scan's output before the gated norm and one fp32 rsigma per norm
      group; the convolution and the scan's chunk states are recomputed in backward.
      transformers (Nemotron-H, GraniteMoeHybrid `cuda_kernels_forward` in training) passes the
      norm and the output projection into the kernel, which recomputes the projection's input;
      Megatron-Core (megatron/core/ssm/mamba_mixer.py `_ssm_training`) runs both outside it, so
      the kernel gates the scan's output by z itself, the grouped norm after it keeps that
      output and its rsigma, and the output projection its own input (`linear_input` bytes per
      element: Transformer Engine's FP8 copy under an FP8 recipe).
    * LFM2's short convolution (transformers Lfm2ShortConv): in_proj's output (B, C, x), the
      convolution's input and output, out_proj's input.
    * Gated DeltaNet (transformers Qwen3NextGatedDeltaNet over fla and causal-conv1d): the
      convolution keeps its input (q, k, v before it); fla's ChunkGatedDeltaRuleFunction
      (fla/ops/gated_delta_rule/chunk.py `save_for_backward(q, q_rstd, k, k_rstd, v, g, beta,
      A, …)`) q and k normalised and repeated to every value head, v, the gates, fp32 rsigma of
      q and k, the cumulated decay (fp32) and A, a chunk-wide (64) lower-triangular matrix per
      token and head; the decay's fp32 softplus keeps its input and output; the gated norm
      keeps its input and gate and an fp32 rsigma per head; the output projection its input
      (`out_kept`: not when it is frozen, as under LoRA)."""
    r = spec.recurrent
    assert r is not None
    c = 4.0 if mode is Precision.FP32 else 2.0
    out_input = c if linear_input is None else linear_input
    if r.kind is RecurrentKind.MAMBA:
        # a rough count for the solver's scans only (training Mamba-1 is refused by name,
        # validity._recurrent_training): x and z, the convolution's output, x_proj's dt, B and
        # C, dt over every channel, the scan's output (mamba_ssm MambaInnerFn's saved tensors)
        return c * (r.in_width + 3 * r.value_dim + r.dt_width + 2 * r.key_dim)
    if r.kind is RecurrentKind.LIGHTNING:
        # a rough count for the solver's scans only (training it is refused by name): q, k, v
        # and the gate, the attention's output, the norm's output
        return c * (r.in_width + 2 * r.value_dim)
    if r.kind is RecurrentKind.SHORT_CONV:
        # transformers' Lfm2ShortConv: B, C and x (views of in_proj's output, which B·x and
        # C·y keep), the convolution's input B·x and its output, and out_proj's input (the
        # transposed, contiguous y)
        return c * (r.in_width + 2 * r.value_dim) + (out_input * r.value_dim if out_kept else 0.0)
    if r.kind is RecurrentKind.MAMBA2:
        kept = c * (r.in_width + r.value_dim) + (4 * r.key_heads if r.gated_norm else 0)
        if linear_input is not None:  # Megatron-Core: the gated norm's input, the out input
            kept += (c * r.value_dim if r.gated_norm else 0) + out_input * r.value_dim
        return kept
    heads = r.value_heads
    kept = c * r.conv_dim  # the convolution's input
    kept += c * (2 * r.expanded_key_dim + r.value_dim + heads * r.chunk + heads)
    kept += 4 * (2 + 3) * heads  # q/k rsigma; softplus input, output; the cumulated decay
    kept += 2 * c * r.value_dim + 4 * heads  # the gated norm's input and gate, rsigma
    return kept + (out_input * r.value_dim if out_kept else 0.0)


def layer_bytes_per_token(
    spec: ModelSpec,
    plan: Plan,
    moe: bool,
    *,
    mode: Precision,
    seq_len: int,
    tp: int = 1,
    sp: bool = True,
    cross: bool = False,
    recurrent: bool = False,
    mlp_block: bool = True,
    parallel: bool = False,
) -> float:
    """Bytes one layer saves for backward per token of the micro-batch, on one of `tp` GPUs.
    `mode` is the activation dtype regime (see `activation_mode`); `cross` adds the
    cross-attention block of an encoder–decoder's decoder layer (and its norm); `recurrent`
    puts a hybrid's recurrent mixer where attention is; `parallel`, as in layers.layer_shape,
    keeps attention with the mixer beside it (Falcon-H1's 'p' layers: one norm's output feeds
    both); without `mlp_block` the layer is its mixer and one norm (Nemotron-H's lone blocks)."""
    if framework(plan.framework).mlx_layers:
        return mlx_layer_bytes(spec, plan, mode=mode, seq_len=seq_len)  # MLX's vjps
    recurrent = recurrent and not parallel  # below: the mixer alone, in attention's place
    if (
        not cross
        and not (recurrent or parallel)
        and mlp_block
        and uses_lora_kernels(spec, plan, moe=moe)
    ):
        return kernel_layer_bytes_per_token(spec, mode) / tp  # Unsloth's LoRA kernels
    if not cross and not plan.method.is_peft and framework(plan.framework).te_layers:
        return te_layer_bytes(
            spec, plan, moe, mode=mode, seq_len=seq_len, tp=tp, sp=sp, recurrent=recurrent,
            mlp_block=mlp_block, parallel=parallel,
        )  # fmt: skip
    c = 4 if mode is Precision.FP32 else 2
    d = spec.hidden_size
    fused = framework(plan.framework).fused_qkv and not recurrent
    norms = (spec.norms_per_layer if mlp_block else 1) + (1 if cross else 0)
    low = spec.norm_low_precision
    replicated = norms * _norm_bytes_per_token(d, mode, low)
    if spec.dropout and plan.method.is_training:
        replicated += norms * (1 + c) * d  # residual-branch dropout: mask + output per sublayer
    if (
        plan.method.is_peft
        and plan.precision is not Precision.AMP
        and mode is Precision.BF16
        and not low
    ):
        # A frozen norm weight needs no gradient, so `weight * normalised` keeps no bf16 copy
        # of the normalised input (fake-tensor oracle, pure-bf16 LoRA: 4.5·d per token per
        # layer less than full fine-tuning). Under autocast the calibrated extra below holds it.
        replicated -= norms * 2.0 * d
    # Token mixer (split across tensor-parallel ranks by heads).
    if recurrent:
        # the mixer's projections carry no adapters: frozen, they keep no input
        attn = _recurrent_block(spec, mode, out_kept=keeps_every_input(plan))
    else:
        # fused RMSNorm kernels normalise q and k (Qwen3) and MLA's latents too
        qk_fused = runs_fused_norms(spec, plan) and not cross
        attn = _attention_block(spec, plan, mode, seq_len, te_norms=qk_fused) * (2 if cross else 1)
        if parallel:  # the mixer beside attention; a frozen one keeps no output-side input
            trained = keeps_every_input(plan)
            attn += _recurrent_block(spec, mode, out_kept=trained)
            if trained:
                # transformers scales the normed input for each mixer (attention_in_multiplier,
                # ssm_in_multiplier): two tensors, q/k/v keep one and in_proj the other, where
                # the norm's output alone is counted above
                attn += c * spec.hidden_size
    # MLP block.
    gated = spec.mlp is MlpKind.GATED
    runs = experts_run(spec, plan)  # every expert where transformers writes them densely
    # a Megatron-Core profile's PEFT runs the same MoE layer as its full training: the routing
    # weights multiply inside the fused activation, no copy's output kept (te_layer_bytes)
    weighed_after = not framework(plan.framework).te_layers
    mlp = (
        _mlp_bytes(spec, moe, (4 if gated else 2) * c, c, experts=runs, output_kept=weighed_after)
        if mlp_block
        else 0.0
    )
    if plan.method.is_peft:
        # LoRA A outputs: a recurrent mixer's projections carry no adapters here
        targets = [t for t in plan.lora_targets if not recurrent or t not in ATTENTION_TARGETS]
        targets = targets if mlp_block else [t for t in targets if t in ATTENTION_TARGETS]
        mlp += c * plan.lora_rank * len(targets)
        if not moe and not cross:
            # frozen projections keep no input; adapter dropout keeps its own copies
            unkept_norms, unkept_width = unkept_input_bytes(
                spec, plan, mode, recurrent=recurrent, mlp_block=mlp_block
            )
            replicated -= unkept_norms
            mlp -= unkept_width
            mlp += lora_dropout_bytes(
                spec, plan, mode, fused_qkv=fused, recurrent=recurrent, mlp_block=mlp_block
            )
    if fused and not moe and not cross and not spec.is_mla:
        attn += fused_qkv_bytes(spec, plan, mode)
    if plan.method.is_peft and plan.precision is Precision.AMP and mode is Precision.BF16:
        replicated += LORA_AUTOCAST_EXTRA_PER_HIDDEN * d
    if plan.method is Method.QLORA and mode is Precision.AMP and mlp_block:
        width = spec.intermediate_size
        if moe:
            width = int(runs) * spec.expert_width + spec.shared_width
        mlp += QLORA_KBIT_EXTRA_PER_INTERMEDIATE * width
    patch = fused_layers(spec, plan)
    # Liger patches a hybrid's norms and MLPs around its recurrent mixer; compile was measured
    # on attention layers only
    if patch is not None and not cross and not (recurrent and patch.compiled):
        kept = liger_saved_bytes(spec, plan, patch, moe, mode=mode, mlp_block=mlp_block)
        replicated -= kept.norms
        attn -= kept.rope
        mlp -= kept.mlp
    if te_fp8_copies(plan, spec) and not (cross or recurrent or parallel):
        # Transformer Engine's FP8 linears in eager layers keep their inputs as FP8 copies
        attn -= te_fp8_input_bytes(spec, mode, moe=moe, mlp_block=mlp_block)
    whole = 0.0 if recurrent else sparse_whole_bytes(spec, plan, c)
    return (replicated / (tp if sp else 1)) + (attn + mlp) / tp + whole


def _mlp_bytes(
    spec: ModelSpec,
    moe: bool,
    per_width: float,
    c: int,
    dispatched: float | None = None,
    experts: float | None = None,
    output_kept: bool = True,
) -> float:
    """The MLP block's bytes per token at `per_width` bytes per MLP unit: a dense MLP, or an MoE
    layer's router logits and fp32 softmax, each routed copy's dispatched input (`dispatched`
    bytes per element, as the expert GEMM keeps it; `c` unless given) and its expert's MLP
    tensors, its output where the routing weight multiplies it after the expert
    (`output_kept`: the weight's gradient needs it), and the shared experts. `experts`: the
    experts a token runs through (the router's choice unless given: fields.experts_run)."""
    if not moe:
        return per_width * spec.intermediate_size
    k = spec.experts_per_token if experts is None else experts
    kept_input = c if dispatched is None else dispatched
    kept_output = c if output_kept else 0
    routed = k * ((kept_input + kept_output) * spec.routed_width + per_width * spec.expert_width)
    # a latent width: the up-projection keeps its input, the combined latent vector
    latent = c * spec.expert_latent_size if spec.expert_latent_size else 0
    return (c + 4) * spec.num_experts + routed + latent + per_width * spec.shared_width


def te_layer_bytes(
    spec: ModelSpec,
    plan: Plan,
    moe: bool,
    *,
    mode: Precision,
    seq_len: int,
    tp: int,
    sp: bool,
    modules: bool = True,
    recurrent: bool = False,
    mlp_block: bool = True,
    parallel: bool = False,
) -> float:
    """Bytes per token one Megatron-Core layer of Transformer Engine modules keeps for backward,
    on one of `tp` GPUs (full training); `recurrent` puts a hybrid's recurrent mixer where
    attention is, `parallel` beside it (Falcon-H1), without `mlp_block` the layer is its mixer
    and one norm:
    * each norm is fused into the linear after it (TE LayerNormLinear): its input, its output —
      the linear's input, kept as FP8 under a TE FP8 recipe — and rsigma (fp32 per token);
    * the attention core as for every flash attention (q, k, v, output, log-sum-exp); under
      FP8 the output projection keeps its own FP8 copy of its input;
    * the MLP: the first linear's output, which the fused activation keeps as its only saved
      tensor (megatron/core/fusions/fused_bias_swiglu.py SwiGLUFunction.save_for_backward(input);
      fused_bias_gelu likewise), and the second linear's input (FP8 under FP8): 3 widths for a
      gated MLP, 2 for a plain one, instead of eager PyTorch's 4 and 2.
    TE Linear keeps the FP8-cast input for the weight-gradient GEMM (transformer_engine/pytorch/
    module/linear.py, layernorm_linear.py: `saved_inputmat`, `ln_out`).
    Selective recompute drops what its modules keep (`recomputed_module_bytes`)."""
    c = 4 if mode is Precision.FP32 else 2
    fp8 = low_precision(plan.precision) and mode is not Precision.FP32
    linear_input: float = TE_FP8_INPUT_BYTES if fp8 else c
    if fp8 and plan.precision is Precision.FP8 and plan.fp8_recipe is Fp8Recipe.MXFP8:
        linear_input = MXFP8_BYTES  # the FP8 input and its E8M0 scale per 32 elements
    if fp8 and plan.precision is Precision.NVFP4:
        # NVFP4 inputs (column-wise, for the weight gradient) on the NVFP4 layers, bf16 on
        # the first and last (the layer average)
        share = nvfp4_share(spec.num_layers)
        linear_input = share * NVFP4_BYTES + (1 - share) * c
    d = spec.hidden_size
    norms = spec.norms_per_layer if mlp_block else 1
    replicated = norms * ((c + linear_input) * d + 4)
    if recurrent:
        attn = _recurrent_block(spec, mode, linear_input)
    else:
        attn = _attention_block(spec, plan, mode, seq_len, te_norms=True)
        if fp8:
            attn += spec.attn_out_dim * linear_input
        if parallel:
            attn += _recurrent_block(spec, mode, linear_input)
    widths = 2 if spec.mlp is MlpKind.GATED else 1
    # the experts' GroupedLinear keeps its input as it casts it, FP8 under an FP8 recipe
    # (transformer_engine/pytorch/module/grouped_linear.py: `*inputmats` saved quantized);
    # the routing weights multiply each copy inside the fused activation, so the combine keeps
    # no copy's output (megatron/core/transformer/moe/experts.py TEGroupedMLP.bias_act_func:
    # weighted_bias_swiglu_impl(fc1 output, bias, permuted_probs))
    mlp = _mlp_bytes(
        spec, moe, widths * c + linear_input, c, dispatched=linear_input, output_kept=False
    )
    dropped = 0.0
    if not mlp_block:
        mlp = 0.0
    elif modules and modules_recomputed(plan):
        dropped_norm, dropped = recomputed_module_bytes(
            spec, plan.recompute_modules, moe, c=c, linear_input=linear_input, mlp=mlp
        )
        replicated -= dropped_norm
    whole = 0.0 if recurrent else sparse_whole_bytes(spec, plan, c)
    return (replicated / (tp if sp else 1)) + (attn + mlp - dropped) / tp + whole


def recomputed_module_bytes(
    spec: ModelSpec,
    modules: tuple[str, ...],
    moe: bool,
    *,
    c: float,
    linear_input: float,
    mlp: float,
) -> tuple[float, float]:
    """What Megatron-Core's selective recompute modules stop keeping in one Transformer Engine
    layer, bytes per token: (the norms' share, split under sequence parallelism; the rest, split
    by tensor parallelism). Read off megatron/core/transformer/transformer_layer.py, moe/
    experts.py and multi_latent_attention.py (NVIDIA/Megatron-LM):
    * layernorm — a norm that is its own module (the pre-MLP norm of an MoE layer, the input
      norm of multi-latent attention; TE fuses the others into the linear after them) discards
      its output, which the next module kept (output-discarding checkpoint);
    * moe_act — each routed copy's activation output, kept as the second expert linear's input;
    * mla_up_proj — the up-projected, rotated q, k and v the attention core kept;
    * mlp — a dense layer's MLP with its fused norm keeps only its input;
    * moe — an MoE layer's router, experts and shared experts keep only their input;
    * shared_experts — the shared experts' tensors (their input is the router's, still kept).
    core_attn keeps q, k and v and drops the flash kernel's output and log-sum-exp, which the
    output projection and the kernel's own statistics mostly hold anyway: counted as kept."""
    d = spec.hidden_size
    widths = 2 if spec.mlp is MlpKind.GATED else 1
    per_width = widths * c + linear_input
    norm = 0.0
    rest = 0.0
    if "layernorm" in modules:
        separate = (1 if moe else 0) + (1 if spec.is_mla else 0)
        norm += separate * linear_input * d
    if moe and "moe" in modules:
        # the router, experts and shared experts keep only the layer's input: the pre-MLP
        # norm's output, counted with the norm (and dropped with it under layernorm)
        rest += mlp
    elif moe:
        if "moe_act" in modules:
            rest += spec.experts_per_token * linear_input * spec.expert_width
        if "shared_experts" in modules:
            rest += per_width * spec.shared_width
    elif "mlp" in modules:
        # the MLP's fused pre-norm (input, output as the linear keeps it, rsigma) goes too;
        # the checkpoint keeps the block's input
        norm += (c + linear_input) * d + 4 - c * d
        rest += mlp
    if "mla_up_proj" in modules and spec.is_mla and spec.is_sparse_attention:
        # the absorbed path's up-projected queries: the no-rope query and the absorbed query
        assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
        width = (spec.qk_nope_head_dim or 0) + spec.kv_lora_rank + spec.qk_rope_head_dim
        rest += c * spec.num_attention_heads * width
    elif "mla_up_proj" in modules and spec.is_mla:
        rest += c * 3 * spec.q_dim
    return norm, rest


def op_sac_bytes(spec: ModelSpec, mode: Precision, tp: int, sp: bool) -> float:
    """Bytes per token one dense block keeps under torchtitan's per-op selective checkpointing,
    on one of `tp` GPUs: the block's input, the outputs of SDPA (output and fp32 log-sum-exp)
    and of the 1st, 3rd, 5th … matrix multiply in forward order (wq, wk, wv, wo, w1, w3, w2:
    q, v, w1 and w2 for a gated MLP), and under tensor parallelism the reduce-scatter outputs
    after wo and w2; everything else is recomputed in backward. A row-parallel projection's
    output (wo, w2) is the whole hidden width before its reduce-scatter."""
    c = 4 if mode is Precision.FP32 else 2
    d = spec.hidden_size
    q, kv = spec.attention_width("q"), spec.attention_width("kv")  # the layers' mean
    column = [q, kv, kv]  # wq, wk, wv: split by heads
    widths: list[tuple[float, bool]] = [(w, True) for w in column]
    widths.append((d, False))  # wo
    widths.append((spec.intermediate_size, True))  # w1
    if spec.mlp is MlpKind.GATED:
        widths.append((spec.intermediate_size, True))  # w3
    widths.append((d, False))  # w2
    kept = sum(w / tp if split else w for w, split in widths[0::2])
    per_token = c * kept + c * q / tp + 4 * spec.num_attention_heads / tp
    if tp > 1:
        per_token += 2 * c * d / tp  # reduce-scatter outputs (sequence parallel)
    return per_token + c * d / (tp if sp else 1)  # the block's input


def _kept_layers(
    spec: ModelSpec,
    plan: Plan,
    mode: Precision,
    n_layers: int,
    tokens: float,
    per_layer_tok: float,
    biggest_layer_tok: float,
    layer_grads: float,
) -> tuple[float, float]:
    """What this GPU's layers keep for backward under the recompute policy, and the transient
    of re-running one layer (bytes)."""
    tp = plan.tp
    sp = plan.sequence_parallel and tp > 1
    # the recomputed layer's saved tensors and the gradients flowing through it
    rerun = biggest_layer_tok * tokens + layer_grads
    if plan.recompute is Recompute.FULL:
        residual_bytes = 4 if mode in (Precision.AMP, Precision.FP32) else 2
        checkpoint_tok = residual_bytes * spec.hidden_size / (tp if sp else 1)
        # Megatron's block method recomputes the first `recompute_layers` of each model chunk
        # (plan.layout.recomputed_layers); the rest keep every saved tensor
        recomputed = recomputed_layers(plan, n_layers)
        saved = checkpoint_tok * recomputed * tokens
        return saved + per_layer_tok * (n_layers - recomputed) * tokens, rerun
    if per_op_recompute(plan, spec):
        return op_sac_bytes(spec, mode, tp, sp) * n_layers * tokens, rerun
    return per_layer_tok * n_layers * tokens, 0.0


def _layers_on_gpu(spec: ModelSpec, pp: int) -> int:
    return -(-spec.total_layers // pp)


def _per_layer_bytes(
    spec: ModelSpec, plan: Plan, mode: Precision, tp: int, sp: bool, top: int | None = None
) -> tuple[float, float, float, float]:
    """Bytes per token one layer keeps: (a dense layer, an MoE layer, the average over every
    layer of the text stacks, or over the last `top` decoder layers when only they keep
    anything, the biggest layer)."""
    cross = spec.is_encoder_decoder
    total_layers = spec.total_layers
    dense_layer = layer_bytes_per_token(
        spec, plan, False, mode=mode, seq_len=plan.seq_len, tp=tp, sp=sp, cross=cross
    )
    moe_layer = (
        layer_bytes_per_token(spec, plan, True, mode=mode, seq_len=plan.seq_len, tp=tp, sp=sp)
        if spec.is_moe
        else dense_layer
    )
    encoder_layer = (
        layer_bytes_per_token(spec, plan, False, mode=mode, seq_len=plan.seq_len, tp=tp, sp=sp)
        if cross
        else 0.0
    )
    per_layer_tok = (
        dense_layer * spec.num_dense_layers
        + moe_layer * spec.num_moe_layers
        + encoder_layer * spec.encoder_layers
    ) / total_layers
    biggest_layer_tok = max(dense_layer, moe_layer)
    if spec.layer_kinds or top is not None:
        # a hybrid, or the last layers only: each kind of layer (attention or recurrent mixer,
        # MoE or dense, with or without MLP) at its own count
        last = None if top is None else range(spec.num_layers - top, spec.num_layers)
        weights = layer_weights(spec) if top is None and plan.pp > 1 else None
        stage = spec
        if weights is not None:  # layers unlike each other in place: the heaviest stage's
            per_stage = -(-spec.num_layers // plan.pp)
            last = range(*heaviest_span(weights, per_stage))
            top = len(last)
            widths = [w for w in spec.layer_mlp_widths[last.start : last.stop] if w]
            if widths:  # its own MLPs' mean width
                stage = at_mlp_width(spec, round(sum(widths) / len(widths)))
        kinds = layer_counts(spec, last)
        counts = {kind: n for kind, n in kinds.items() if n}

        def kept(kind: LayerKind, mlp_block: bool, model: ModelSpec = stage) -> float:
            moe, recurrent, _, full, shared, parallel, _ = kind
            return layer_bytes_per_token(
                layer_view(model, full, shared),  # a full layer's or a sharing layer's widths
                plan,
                moe,
                mode=mode,
                seq_len=plan.seq_len,
                tp=tp,
                sp=sp,
                recurrent=recurrent,
                mlp_block=mlp_block,
                parallel=parallel,
            )

        # a layer of an MLP alone ('m'): a whole layer's bytes less those of its mixer and the
        # mixer's norm alone (the terms add up, one block's apart from the other's)
        by_kind = {
            kind: kept(kind, kind[2]) if kind[6] else kept(kind, True) - kept(kind, False)
            for kind in counts
        }
        per_layer_tok = sum(b * counts[kind] for kind, b in by_kind.items()) / (
            total_layers if top is None else top
        )
        biggest_layer_tok = max(by_kind.values())
        wide = spec.widest_mlp
        if wide is not None:  # MLPs of their own widths (Nemotron-NAS): the widest layer's
            widened = at_mlp_width(spec, wide)
            biggest_layer_tok = max(
                biggest_layer_tok, *(kept(kind, True, widened) for kind in counts if kind[2])
            )
    return dense_layer, moe_layer, per_layer_tok, biggest_layer_tok


def activation_bytes(
    spec: ModelSpec,
    plan: Plan,
    *,
    trainable_cast_params: float,
    mode: Precision,
    last_stage: bool = True,
    layers: int | None = None,
    top_layers: bool = False,
) -> ActivationBytes:
    """Activation memory of one micro-batch on one GPU.

    `trainable_cast_params` are the fp32 weights autocast casts to bf16 and caches in forward
    (AMP recipe only). `mode` is the activation dtype regime (see `activation_mode`).
    `last_stage` says whether this GPU computes the logits and loss. `layers` overrides the
    layers that keep activations; `top_layers` says they are the model's last ones (each
    counted by its own kind).
    """
    tokens = plan.micro_batch * plan.seq_len / plan.cp  # context parallelism splits sequences
    tp = plan.tp
    sp = plan.sequence_parallel and tp > 1
    n_layers = layers if layers is not None else _layers_on_gpu(spec, plan.pp)
    cross = spec.is_encoder_decoder
    top = n_layers if top_layers and not cross else None
    dense_layer, moe_layer, per_layer_tok, biggest_layer_tok = _per_layer_bytes(
        spec, plan, mode, tp, sp, top
    )
    # Gradients in flight through one layer's backward: the incoming and residual gradients
    # (2·d) and three MLP-width ones (the down projection's input, then gate and up), or a
    # recurrent mixer's input projection's.
    c = 4 if mode is Precision.FP32 else 2
    width = float(spec.widest_width("mlp"))  # a doubled sharing layer's
    if spec.is_moe:
        width = max(width, experts_run(spec, plan) * spec.expert_width + spec.shared_width)
    if spec.recurrent is not None and spec.recurrent_layers:
        width = max(width, spec.recurrent.in_width)
    layer_grads = (3 * width / tp + 2 * spec.hidden_size) * c * tokens
    kernels = uses_lora_kernels(spec, plan)
    if kernels:
        layer_grads = kernel_layer_gradient_bytes_per_token(spec, mode) * tokens / tp
    saved, recompute_peak = _kept_layers(
        spec, plan, mode, n_layers, tokens, per_layer_tok, biggest_layer_tok, layer_grads
    )
    if modules_recomputed(plan) and not cross:
        # backward re-runs one layer's recomputed modules: what they dropped is alive again
        dropped = max(
            te_layer_bytes(
                spec, plan, moe, mode=mode, seq_len=plan.seq_len, tp=tp, sp=sp, modules=False
            )
            - kept
            for moe, kept in ((False, dense_layer), (True, moe_layer))
            if moe == spec.is_moe or (not moe and spec.num_dense_layers)
        )
        recompute_peak = max(recompute_peak, dropped * tokens)
    liger, liger_norm = fused_saved(spec, plan, mode, tp, sp)
    norm = _norm_bytes_per_token(spec.hidden_size, mode, spec.norm_low_precision) - liger_norm
    final_norm = norm * tokens if last_stage else 0.0
    vocab_tok = spec.vocab_size / tp  # vocabulary-parallel logits
    if spec.output_classes is not None:
        # a classification head: one pooled position per sequence, not a vocabulary per token
        vocab_tok = spec.output_classes / plan.seq_len
    loss = loss_bytes(
        _loss_kernel(spec, plan),
        plan.loss_chunks,
        compiled=plan.compile,
        tokens=tokens,
        vocab=vocab_tok,
        hidden=spec.embed_width,  # the head's input (OPT-350m: after project_out)
        head_trainable=plan.method in (Method.PRETRAIN, Method.FULL),
        head_bytes=plan_recipe(plan).grad,
        plain=plain_loss(framework(plan.framework), tp),
    )
    loss_saved = loss.forward_peak + final_norm if last_stage else 0.0
    loss_bwd = loss.backward_peak + final_norm if last_stage else 0.0
    if last_stage and plan.method is Method.QLORA and framework(plan.framework).quantizes_lm_head:
        # a 4-bit lm_head is dequantized to bf16 for each use, in forward and in backward
        loss_saved += 2.0 * vocab_tok * spec.embed_width
        loss_bwd += 2.0 * vocab_tok * spec.embed_width
    saved += vision_activation_bytes(spec, plan, mode)
    saved += _kept_expert_weights(spec, plan, mode, n_layers)
    cache = 2.0 * trainable_cast_params if mode is Precision.AMP else 0.0
    if plan.method is Method.INFERENCE:
        cache = 0.0
    saved_cast = 0.0
    if plan.recompute is not Recompute.FULL and cache:
        # Saved by the matmuls for backward: alive until each layer's backward, not just forward.
        saved += cache
        saved_cast, cache = cache, 0.0
    offloaded = 0.0
    if plan.activation_offload and plan.activation_offload_layers is not None:
        # Megatron-Core cpu_offloading_num_layers: that many layers of the stage send what they
        # saved to host RAM; the others keep it (the layers' share of what they save)
        share = min(plan.activation_offload_layers, n_layers) / n_layers
        offloaded = share * saved
        saved -= offloaded
        saved_cast *= 1 - share
    elif plan.activation_offload:
        # torchtune OffloadActivations / Unsloth offloaded checkpointing: every saved layer
        # tensor goes to pinned host RAM in forward (a stash of at most 5 tensors waits for its
        # copy) and comes back layer by layer in backward (see the backward moments).
        offloaded, saved, saved_cast = saved, 0.0, 0.0
    ring = 0.0  # sparse attention in training gathers its keys instead (sparse_whole_bytes)
    if plan.cp > 1 and plan.cp_kind is CpKind.RING and not sparse_trained(plan, spec):
        # the peer's key/value block arriving while the local one is used, double-buffered
        ring = 2 * 2 * tokens * spec.widest_width("kv") * 2.0 / tp  # the widest layer's
    return ActivationBytes(
        per_layer_saved=per_layer_tok * tokens,
        saved_layers=saved,
        recompute_peak=recompute_peak,
        layer_gradients=layer_grads,
        loss_saved=loss_saved,
        loss_backward_peak=loss_bwd,
        autocast_cache=cache,
        layers=n_layers,
        offloaded=offloaded,
        ring_buffers=ring,
        loss=loss if last_stage else None,
        tokens=tokens,
        lora_kernels=kernels,
        rope_tables=rope_table_bytes(spec, plan, mode, n_layers),
        saved_cast=saved_cast,
        recurrent_mixer=spec.recurrent.kind if spec.recurrent and spec.recurrent_layers else None,
        backward_transient=(
            MLX_BACKWARD_LAYERS * biggest_layer_tok * tokens
            if framework(plan.framework).mlx_layers
            else 0.0
        ),
        liger_saved=liger * tokens,
        fused_norms_alone=fused_layers(spec, plan) is FUSED_NORMS,
    )


def fused_expert_weights(spec: ModelSpec, plan: Plan, mode: Precision) -> float:
    """Bytes one MoE layer keeps of its effective expert weights on this GPU when LoRA adapts
    a mixture's fused expert tensors (PEFT target_parameters, framework.fused_expert_lora):
    PEFT's ParamWrapper adds B·A to the whole expert tensor in each forward, W + B·A for every
    expert in the compute dtype, and the grouped matmul keeps that tensor for the input
    gradient until the layer's backward. Measured through the fake-tensor oracle (PEFT 0.21.2,
    transformers 5.24 grouped_mm experts, TRL 0.28 RewardTrainer on Qwen3-30B-A3B LoRA without
    checkpointing: 54 GiB over 48 layers, the planned total 34–43% short without it). 0 for a
    plan that adapts no fused experts."""
    if not (spec.is_moe and plan.base_method.is_peft and "experts" in plan.lora_targets):
        return 0.0
    fw = framework(plan.framework)
    # Megatron-Core's LoRA (Megatron-SWIFT's LoraParallelLinear) adds B·A to the output
    if not fw.fused_expert_lora or fw.te_layers or not spec.num_experts:
        return 0.0
    matrices = 3 if spec.mlp is MlpKind.GATED else 2
    per_layer = spec.num_experts * matrices * spec.routed_width * spec.expert_width
    div = plan.ep * expert_tp(plan) if plan.ep > 1 else plan.tp  # as the experts are split
    return per_layer * (4 if mode is Precision.FP32 else 2) / div


def _loss_kernel(spec: ModelSpec, plan: Plan) -> Loss:
    """The plan's loss kernel; plain for a classifier, whose few outputs leave no kernel over a
    vocabulary to choose."""
    return plan.loss if spec.has_lm_head else Loss.PLAIN


def _kept_expert_weights(spec: ModelSpec, plan: Plan, mode: Precision, n_layers: int) -> float:
    """What the MoE layers among this GPU's `n_layers` keep of their effective expert weights
    until their backward (fused_expert_weights): each its own without recompute, none with
    full recompute (the layer being recomputed holds its own, as its other tensors)."""
    if plan.recompute is Recompute.FULL:
        return 0.0
    moe = sum(1 for i in range(spec.num_layers) if spec.layer_is_moe(i))
    share = moe * n_layers / max(spec.total_layers, 1)  # the stage's share of the MoE layers
    return fused_expert_weights(spec, plan, mode) * share


def vision_activation_bytes(spec: ModelSpec, plan: Plan, mode: Precision) -> float:
    """What a trained vision tower keeps for backward: per patch and layer two norms, q/k/v,
    the attention output, log-sum-exp and the MLP tensors (as a text layer keeps). A frozen
    tower (LoRA, QLoRA, freeze: PEFT recipes freeze it) keeps nothing: its input needs no
    gradient. Full recompute keeps one residual per layer."""
    v = spec.vision
    if v is None or not v.num_layers or plan.method.is_peft or not plan.method.is_training:
        return 0.0
    if plan.freeze_vision:  # frozen whole in full training (ms-swift, LLaMA-Factory defaults)
        return 0.0
    if plan.method is Method.FREEZE:
        return 0.0
    c = 4 if mode is Precision.FP32 else 2
    video = v.video_groups * v.video_group_patches
    patches = (v.patches_per_image * v.images_per_sample + video) * plan.micro_batch
    d, w = v.hidden_size, v.intermediate_size
    if plan.recompute is Recompute.FULL:
        return (4 if mode is not Precision.BF16 else 2) * d * v.num_layers * patches
    per = 2 * _norm_bytes_per_token(d, mode) + c * 5 * d + 4 * v.num_attention_heads
    per += (4 if v.mlp is VisionMlp.GATED else 2) * c * w
    return per * v.num_layers * patches / plan.tp
