"""FLOPs of a training run and the time they take; prefill and decode speed of a serving plan.

Training counts multiply–adds as 2 FLOPs: forward 2·N per token, backward 4·N (activation and
weight gradients; Kaplan et al. 2020, Hoffmann et al. 2022: C ≈ 6·N·D). N is the active
parameters that take part in matrix multiplies (the input embedding is a lookup). Attention's
score and value products add 2·s·(q width + value width) per layer per token forward, ×3 with the
backward (Narayanan et al. 2021 eq. 3, PaLM appendix B). That term is counted over the full s×s
square, as PaLM and llm-foundry do when they quote MFU, so the default utilisations (calibrated
on those figures) stay consistent; causal kernels skip about half of it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldValue, Joined, Message, as_source, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.layers import layer_counts
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.model.params import (
    ParamCounts,
    count_params,
    embedding_copies,
    layer_shape_at,
    trainable_params,
    vision_matrices,
)
from hwplanner.engine.plan.fields import (
    DENSE_EXPERTS_SOURCE,
    backward_layers,
    effective_recompute_modules,
    experts_run,
    modules_recomputed,
    per_op_recompute,
    recomputes_attention,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import recomputed_layers
from hwplanner.engine.plan.plan import Method, Plan, Precision, Recompute, WeightFormat

SQUARE_ATTENTION = Message(
    "attention counted over the full s×s square (PaLM/MFU convention); causal "
    "kernels execute about half of that term"
)
WITHIN_SAMPLES = Message(
    "packed rows whose samples attend only within themselves: each token meets its own "
    "sample's keys, E[L²] ÷ E[L] over the samples' lengths (the spread of greatest entropy "
    "with the mean and longest given), not the row's"
)


class TrainingFlops(NamedTuple):
    per_token: Figure  # model FLOPs per token
    model: Figure  # model FLOPs of the run (what MFU counts)
    recompute: Figure  # extra forward work of activation recomputation
    hardware: Figure  # what the GPUs execute: model + recompute
    hardware_per_token: float  # executed FLOPs per token (model + recompute)


def compute_dtype(plan: Plan, served: WeightFormat | None = None) -> str:
    """The dtype matrix multiplies run in: fp32 for the all-fp32 recipe, fp8 when serving FP8
    weights (W8A8), otherwise bf16 (autocast, mixed and pure-bf16 recipes; 4-bit weights are
    dequantised to bf16 before the matmul). `served` is the effective serving format
    (weights.weight_storage) when the checkpoint, not the plan, sets it."""
    fmt = served if served is not None else plan.frozen_format
    if plan.precision is Precision.FP32 and plan.method is not Method.INFERENCE:
        return "fp32"
    if plan.method is Method.INFERENCE and fmt is WeightFormat.FP8:
        return "fp8"
    if plan.method is Method.INFERENCE and fmt is WeightFormat.FP32:
        return "fp32"
    return "bf16"


# The training recipes whose matrix multiplies run below 16 bits, and the dense peak theirs run
# at (the training time's floor, money/budget.py; MFU keeps the 16-bit peak: MFU_FORMULA)
LOW_PRECISION_PEAKS = {Precision.FP8: "fp8", Precision.NVFP4: "fp4"}


def low_precision_peak(plan: Plan, gpu: GpuSpec) -> str | None:
    """The dtype of the dense peak a training recipe's matrix multiplies run at where it is
    below 16 bits and the GPU publishes that rate; None otherwise (bf16's, or fp16's)."""
    low = LOW_PRECISION_PEAKS.get(plan.precision) if plan.method.is_training else None
    return low if low is not None and getattr(gpu, f"{low}_tflops", None) else None


# MFU's denominator: the dense 16-bit peak whatever the recipe's matmuls run in (FP8 and FP4
# runs report it so: Megatron-Bridge's and NeMo's performance tables, PaLM's definition), or
# the fp32 peak of the all-fp32 recipe
MFU_FORMULA = {
    "bf16": N_(
        "Formula",
        "model FLOPs ÷ (training seconds without downtime × GPUs × dense 16-bit peak, bf16's, or "
        "fp16's on a GPU without bf16; an FP8 or FP4 recipe's too)",
    ),
    "fp32": N_(
        "Formula", "model FLOPs ÷ (training seconds without downtime × GPUs × dense fp32 peak)"
    ),
}

# Said with an MFU above 1: the 16-bit peak it is measured against is not the recipe's
MFU_ABOVE_PEAK = Message(
    "above 100%: the FP8 or FP4 recipe's matrix multiplies run faster than the 16-bit peak "
    "that model FLOPs are measured against"
)


def mfu_notes(value: float) -> tuple[Message, ...]:
    """What an MFU figure says of itself: MFU_ABOVE_PEAK when above 1."""
    return (MFU_ABOVE_PEAK,) if value > 1.0 else ()


class Launches(NamedTuple):
    """A step's kernel launches on its busiest stage: the host's seconds for all of its
    micro-batches, the seconds they add to the step beyond its kernels, and where the count and
    the time per launch come from."""

    per_step: float
    exposed: float
    source: str


NO_LAUNCHES = Launches(0.0, 0.0, "")


def launches_bind(exposed: float, other: float) -> bool:
    """Whether the host's kernel launches set a step's pace: they add time beyond its kernels
    (`exposed`), more than the other host work it waits for beyond them (`other`: offloading's
    transfers)."""
    return exposed > max(other, 0.0)


def recomputed_share(spec: ModelSpec, plan: Plan) -> float:
    """The share of a stage's layers full recompute runs again (plan.layout.recomputed_layers:
    `recompute_layers` of each model chunk)."""
    per_stage = -(-spec.num_layers // plan.pp)
    return recomputed_layers(plan, per_stage) / per_stage


def attention_forward_flops(spec: ModelSpec, context: float, layers: float) -> float:
    """Forward FLOPs per token of the score (QKᵀ) and value (PV) products over `layers` layers,
    each query meeting `context` keys (sliding-window layers at most the window). Under sparse
    attention the core meets at most index_topk keys, each in MLA's latent form (every head's
    query against the kv_lora_rank + rope latent, its output over the kv_lora_rank latent: the
    kernels' MQA mode, deepseek-ai/FlashMLA's sparse kernels: k 576, v 512), and the indexer
    scores all `context` (its QKᵀ over index_n_heads heads of index_head_dim; DeepSeek's
    kernels run it in FP8, counted here as FLOPs like the rest). A caller's `context` is the
    mean over a prompt's queries: min(mean, top-k) overstates the sparse core's mean of
    min(position, top-k) by at most a third (a prompt of twice top-k), and not at all for
    prompts up to top-k or in decode."""
    if layers <= 0 or not spec.attention_blocks:
        return 0.0  # no attention layer (a hybrid of recurrent layers only)
    width = spec.q_dim + spec.attn_out_dim
    if spec.index_topk is not None:
        assert spec.index_n_heads is not None and spec.index_head_dim is not None
        latent = latent_width(spec)
        # an indexer on the layers that run their own (index_shared_layers reuse a choice)
        index = spec.index_n_heads * spec.index_head_dim * spec.indexed_share
        return 2 * layers * (latent * spec.attended_tokens(context) + index * context)
    local = min(spec.sliding_window_layers, spec.num_layers) * layers / spec.attention_blocks
    window = min(context, spec.sliding_window or context)
    if spec.has_global_geometry:  # the full layers' own widths (Gemma 4's 'g' layers)
        return 2 * (2 * spec.global_q_dim * context * (layers - local) + width * window * local)
    return 2 * width * (context * (layers - local) + window * local)


def latent_width(spec: ModelSpec) -> int:
    """Multi-head latent attention in its absorbed form, per key: every head's query against
    the kv_lora_rank + rope latent and its output over the kv_lora_rank latent."""
    assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
    return spec.num_attention_heads * (2 * spec.kv_lora_rank + spec.qk_rope_head_dim)


def decode_attention_flops(spec: ModelSpec, context: float, layers: float) -> float:
    """attention_forward_flops for a decode step's query: multi-head latent attention decodes in
    its absorbed, latent form (every head's query against the kv_lora_rank + rope latent, its
    output over the kv_lora_rank latent: k 576, v 512 for DeepSeek-V3; github
    deepseek-ai/FlashMLA README, the MLA decoding kernel, as TensorRT-LLM's, vLLM's and SGLang's
    MLA decode backends run it), 3.4 times the expanded heads' products that a prompt's
    prefill runs; every other attention as attention_forward_flops."""
    mla = spec.is_mla and spec.qk_rope_head_dim is not None
    if not mla or spec.index_topk is not None or layers <= 0 or not spec.attention_blocks:
        return attention_forward_flops(spec, context, layers)
    return 2 * layers * latent_width(spec) * context


def replicated_forward_flops(spec: ModelSpec, context: float, layers: float) -> float:
    """Forward FLOPs per token, over `layers` layers, of what serving engines run whole on
    every tensor-parallel GPU (Matrix.replicated): MLA's latent down-projections and a
    sparse-attention indexer (2 a weight), and the indexer's scores of `context` tokens (vLLM
    and SGLang build them as ReplicatedLinear: github vllm-project/vllm@002d6073
    deepseek_v2.py, q_a_proj, kv_a_proj_with_mqa and the Indexer, "no tensor parallel, just
    replicated"); 0 without them."""
    counts = count_params(spec)
    if not counts.replicated or not spec.attention_blocks:
        return 0.0
    weights = 2 * counts.replicated * layers / spec.attention_blocks  # attention layers hold them
    if spec.index_n_heads is None or spec.index_head_dim is None:
        return weights
    index = spec.index_n_heads * spec.index_head_dim * spec.indexed_share
    return weights + 2 * layers * index * context


def scan_forward_flops(spec: ModelSpec) -> float:
    """Forward FLOPs per token of a hybrid's recurrent layers' chunked scans, beyond their
    projections (`RecurrentMixer.scan_flops_per_token` × recurrent layers); 0 without any."""
    r = spec.recurrent
    return r.scan_flops_per_token * spec.recurrent_layers if r is not None else 0.0


def mixing_forward_flops(spec: ModelSpec, context: float) -> float:
    """Token-mixing forward FLOPs per token of the whole text stack: attention over `context`
    in every attention block, a hybrid's chunked scans in its recurrent layers."""
    return attention_forward_flops(spec, context, spec.attention_blocks) + scan_forward_flops(spec)


def vision_forward_flops(spec: ModelSpec) -> float:
    """Forward FLOPs of the vision tower and projector for one sample's images and video: 2
    FLOPs per weight per patch (projector: per image token) plus attention over each image's
    patches (a video's within each group of frames: Qwen-VL's cu_seqlens per temporal slice)."""
    v = spec.vision
    if v is None:
        return 0.0
    tower = sum(
        m.weights for m in vision_matrices(v) if m.name.startswith("vision_")
    )  # fmt: skip
    projector = sum(i * o for i, o, _ in v.projector)

    def one(patches: int, tokens: int) -> float:  # an image, or a video's group of frames
        out = 2 * tower * patches + 2 * projector * max(tokens, 1)
        return out + 4 * v.hidden_size * patches * patches * v.num_layers  # QKᵀ and PV

    video = one(v.video_group_patches, v.video_group_tokens) * v.video_groups
    return one(v.patches_per_image, v.image_tokens) * v.images_per_sample + video


def _layer_active(spec: ModelSpec, index: int) -> float:
    """Parameters layer `index` runs per token (its own mixer and MLP, one routed share of its
    experts)."""
    counts = count_params(spec)
    moe = spec.layer_is_moe(index)
    if spec.layer_kinds:
        whole = float(layer_shape_at(spec, index).params)
    else:
        whole = float(counts.per_moe_layer if moe else counts.per_dense_layer)
    if moe:
        return whole - (counts.experts - counts.active_experts) / counts.moe_layers
    return whole


def _top_mixing_flops(spec: ModelSpec, context: float, k: int) -> float:
    """Token-mixing forward FLOPs per token of the top `k` layers: attention over `context` in
    the attention layers among them, a hybrid's chunked scan in the recurrent ones."""
    top = (spec.num_layers - k, spec.num_layers)
    recurrent = spec.recurrent_layers_in(*top)
    scan = spec.recurrent.scan_flops_per_token * recurrent if spec.recurrent else 0.0
    return attention_forward_flops(spec, context, spec.attending_layers_in(*top)) + scan


def _mlp_blocks(spec: ModelSpec, layers: range) -> tuple[int, int]:
    """(dense MLPs, MoE blocks) among `layers`, by each layer's kind."""
    kinds = layer_counts(spec, layers)
    dense = sum(n for (moe, _, mlp, *_), n in kinds.items() if mlp and not moe)
    return dense, sum(n for (moe, _, mlp, *_), n in kinds.items() if mlp and moe)


def op_sac_recompute_params(spec: ModelSpec) -> float:
    """Weights of the matrix multiplies one dense block runs again under torchtitan's per-op
    selective checkpointing: the 2nd, 4th and 6th in forward order (wq, wk, wv, wo, w1, w3, w2:
    wk, wo and w3; without a gate wk, wo and w2), whose outputs it does not save
    (torchtitan/distributed/activation_checkpoint.py _custom_policy, 'every second mm'; the
    kept ones are memory/activations.op_sac_bytes')."""
    q, kv = spec.attention_width("q"), spec.attention_width("kv")  # the layers' mean
    return float(spec.hidden_size * (kv + q + spec.intermediate_size))


def selective_recompute_flops(
    spec: ModelSpec, plan: Plan, counts: ParamCounts, attention: float, top: int | None = None
) -> float:
    """Forward FLOPs per token that selective recompute runs again: the attention core
    (core_attn, Megatron-Core's default), the dense MLPs (mlp), the routed experts, router and
    shared experts (moe), the shared experts alone (shared_experts), the MLA up-projections
    (mla_up_proj). moe_act and layernorm recompute element-wise work only (no GEMM).
    `attention` is the recomputed attention core's FLOPs; `top`: only the last `top` layers run
    backward (freeze, LoRA on the last layers), so only theirs run again, each module's share
    counted over the layers of its kind among them (an MoE model's last layers recompute no
    dense MLP)."""
    modules = effective_recompute_modules(plan)
    gated = 3 if spec.mlp is MlpKind.GATED else 2
    shared = spec.num_moe_layers * gated * spec.hidden_size * spec.shared_width
    # a latent width's projections belong to the MoE block (counted among counts.mlp)
    latent = spec.num_moe_layers * 2 * spec.hidden_size * (spec.expert_latent_size or 0)
    dense_share = moe_share = share = 1.0
    if top is not None:
        # the dense MLPs and the MoE blocks among the last `top` layers, over the model's (a
        # hybrid's mixer-only layers have neither)
        dense_all, moe_all = _mlp_blocks(spec, range(spec.num_layers))
        dense_top, moe_top = _mlp_blocks(spec, range(spec.num_layers - top, spec.num_layers))
        dense_share = dense_top / dense_all if dense_all else 0.0
        moe_share = moe_top / moe_all if moe_all else 0.0
        share = top / spec.num_layers
    rec = 0.0
    if "mlp" in modules:
        rec += 2 * (counts.mlp - shared - latent) * dense_share
    if "moe" in modules:
        rec += 2 * (counts.active_experts + counts.router + shared + latent) * moe_share
    elif "shared_experts" in modules:
        rec += 2 * shared * moe_share
    if "mla_up_proj" in modules and spec.is_mla:
        assert spec.kv_lora_rank is not None
        per_head = (spec.qk_nope_head_dim or 0) + (spec.v_head_dim or 0)
        up = spec.kv_lora_rank * spec.num_attention_heads * per_head
        # q from its latent, or (no q latent) the whole q projection inside the recompute
        up += (spec.q_lora_rank or spec.hidden_size) * spec.q_dim
        rec += 2 * up * spec.num_layers * share
    return float(rec + (attention if "core_attn" in modules else 0.0))


class _Passes(NamedTuple):
    forward: float  # FLOPs per token
    backward: float
    rec_layers: float  # what full recompute runs again: the layers' matmuls
    rec_attn: float  # … and their token mixing
    formula: str


def _passes(spec: ModelSpec, plan: Plan, attn: float, adapter: float) -> _Passes:
    """Forward and backward FLOPs per token by method, and what recompute would run again:
    full training, LoRA/QLoRA (adapters everywhere, or on the last layers with the backward
    stopping there), freeze (the top layers train)."""
    counts = count_params(spec)
    n = float(counts.active_compute)
    head = float(counts.output_projection)  # the output projection's matmul
    s = plan.seq_len
    top_k = backward_layers(plan, spec)
    if plan.method is Method.FREEZE and top_k is None:
        # every layer runs backward for the activation gradient (a pipeline stage's input
        # requires grad; an encoder-decoder is counted whole), the trained top layers for their
        # weights' too
        k = min(plan.freeze_trainable_layers, spec.num_layers)
        top = sum(_layer_active(spec, i) for i in range(spec.num_layers - k, spec.num_layers))
        return _Passes(
            2 * n + attn,
            2 * n + 2 * attn + 2 * top,
            2 * (n - head),
            attn,
            "2·N + A forward; backward 2·N + 2·A + 2·N_top (every layer's activation gradient, "
            "the top layers' weight gradients)",
        )
    if top_k is not None:
        top = sum(_layer_active(spec, i) for i in range(spec.num_layers - top_k, spec.num_layers))
        attn_top = _top_mixing_flops(spec, s, top_k)
        if plan.method is Method.FREEZE:
            return _Passes(
                2 * n + attn,
                2 * head + 4 * top + 2 * attn_top,
                2 * top,
                attn_top,
                "2·N + A forward; backward 2·lm_head + 4·N_top + 2·A_top (top layers only)",
            )
        # adapters on the last k layers and nothing below needs a gradient: the backward
        # stops at the lowest adapted layer
        return _Passes(
            2 * n + attn + 2 * adapter,
            2 * head + 2 * top + 2 * attn_top + 4 * adapter,
            2 * (top + adapter),
            attn_top,
            "2·N + A + 2·N_adapter forward; backward 2·lm_head + 2·N_top + 2·A_top + "
            "4·N_adapter (adapters on the last layers only: the backward stops there)",
        )
    if plan.method.is_peft:
        return _Passes(
            2 * n + attn + 2 * adapter,
            2 * n + 2 * attn + 4 * adapter,
            2 * (n - head + adapter),
            attn,
            "4·N + 3·A + 6·N_adapter (frozen weights: activation gradient only)",
        )
    return _Passes(2 * n + attn, 4 * n + 2 * attn, 2 * (n - head), attn, "6·N + 3·A")


def training_flops(
    spec: ModelSpec, plan: Plan, tokens: float, context: float | None = None
) -> TrainingFlops:
    """Model and hardware FLOPs of training on `tokens` tokens of `plan.seq_len` (`context`:
    the keys a token meets where packed samples attend within themselves, scenario/rows.
    packed_context; else the row's length).

    Full training: 6·N + 3·A per token (A = attention forward). LoRA/QLoRA: frozen weights need
    no weight-gradient matmul, so backward is 2·N not 4·N, plus 6·N_adapter. Freeze: backward
    runs only through lm_head and the trainable top layers, unless a pipeline stage's input
    requires grad (plan/fields.py backward_layers): then every layer's activation gradient.
    Recompute adds a forward of the recomputed part: full = every layer's forward, selective =
    the attention core (Korthikanti et al. 2022).
    """
    counts = count_params(spec)
    n = float(counts.active_compute)
    s = plan.seq_len
    scan = scan_forward_flops(spec)
    # a hybrid's recurrent scans are token mixing too: recomputed and ×3 with attention's
    attn = mixing_forward_flops(spec, context or s)
    # A vision tower runs over each sample's image patches: ×3 when it trains (full
    # fine-tuning), forward only when frozen (PEFT and freeze recipes freeze it).
    vision_trains = plan.method in (Method.FULL, Method.PRETRAIN) and not plan.freeze_vision
    vision = vision_forward_flops(spec) / s * (3 if vision_trains else 1)
    adapter = 0.0
    copies = float(embedding_copies(spec, plan))
    if plan.method.is_peft:
        adapter = float(trainable_params(spec, plan, counts)) - copies
    fwd, bwd, rec_layers, rec_attn, how = _passes(spec, plan, attn, adapter)
    # a trainable output-layer copy adds its weight gradient to the backward (2·vocab·hidden a
    # token); the embedding copy's gradient is a scatter of rows, no matmul
    per_token = fwd + bwd + vision + copies
    top = backward_layers(plan, spec)
    if plan.recompute is Recompute.FULL and top is not None:
        # the layers that run backward, their forward again: `recompute_layers` of them when
        # set, as memory counts them (memory/activations.py _kept_layers)
        rec = (rec_layers + rec_attn) * recomputed_layers(plan, top) / top
    elif plan.recompute is Recompute.FULL:
        rec = (rec_layers + rec_attn) * recomputed_share(spec, plan)
    elif per_op_recompute(plan, spec):
        # every other matrix multiply of the layers that run backward, forward again, and
        # eager attention's core (not on the save list; SDPA's fused kernels' output is)
        layers = spec.num_layers if top is None else top
        rec = 2 * op_sac_recompute_params(spec) * layers
        rec += rec_attn if recomputes_attention(plan, spec) else 0.0
    elif plan.recompute is Recompute.SELECTIVE:
        # only the layers that run backward are recomputed
        rec = selective_recompute_flops(spec, plan, counts, rec_attn, top)
    else:
        rec = 0.0
    # experts the training code runs beyond the router's choice (transformers' dense Llama 4
    # block): forward, the input gradient, the weight gradient where they train, and a second
    # forward where recomputed — executed, not model FLOPs
    dense = _dense_expert_flops(spec, plan, counts)
    inputs = (
        ("N active matmul params", n),
        ("A attention forward FLOPs/token", attn),
        *(((N_("Input", "of which recurrent scans (chunked, per token)"), scan),) if scan else ()),
        ("sequence length", s),
        *(
            ((N_("Input", "keys a token meets (samples kept apart in packed rows)"), context),)
            if context
            else ()
        ),
        ("adapter params", adapter),
        *(
            ((N_("Input", "trained output layer's weight gradient FLOPs/token"), copies),)
            if copies
            else ()
        ),
        ("vision FLOPs/token", vision),
        ("tokens", tokens),
    )
    src = "Kaplan et al. 2020 / Hoffmann et al. 2022 (6ND); Narayanan et al. 2021 (attention)"
    per = Figure(
        "flops_per_token",
        "Model FLOPs per token",
        per_token,
        "flops",
        how,
        inputs,
        joined(src, framework(plan.framework).packing_within_samples if context else ""),
        notes=(SQUARE_ATTENTION, *((WITHIN_SAMPLES,) if context else ())),
    )
    model = Figure(
        "model_flops",
        "Model FLOPs",
        per_token * tokens,
        "flops",
        "model FLOPs per token × tokens",
        (("per token", per_token), ("tokens", tokens)),
        src,
    )
    recompute = Figure(
        "recompute_flops",
        "Recompute FLOPs",
        rec * tokens,
        "flops",
        {
            Recompute.FULL: "a second forward of every recomputed layer × tokens",
            Recompute.SELECTIVE: (
                "every other matrix multiply's forward again × tokens (per-op checkpointing: "
                "SDPA's output kept)"
                if per_op_recompute(plan, spec)
                else "the attention core's forward again × tokens"
                if not modules_recomputed(plan)
                else "the recomputed modules' forward again × tokens"
            ),
            Recompute.NONE: "no recomputation",
        }[plan.recompute],
        (
            ("per token", rec),
            ("tokens", tokens),
            *(
                (
                    (
                        N_("Input", "recomputed modules"),
                        FieldValue("plan.recompute_modules", plan.recompute_modules),
                    ),
                )
                if modules_recomputed(plan)
                else ()
            ),
        ),
        "Korthikanti et al. 2022 (full vs selective recomputation)",
    )
    hardware = _executed(per_token, rec, dense, tokens, src)
    return TrainingFlops(per, model, recompute, hardware, per_token + rec + dense)


def _executed(per_token: float, rec: float, dense: float, tokens: float, src: str) -> Figure:
    """What the GPUs execute: the model's FLOPs, the recomputed forward, and the experts a dense
    block runs beyond the router's choice."""
    inputs: tuple[tuple[str, float], ...] = (
        ("model FLOPs", per_token * tokens),
        ("recompute FLOPs", rec * tokens),
    )
    if dense:
        beyond = N_("Input", "experts run on every token beyond the router's choice")
        inputs += ((beyond, dense * tokens),)
    return Figure(
        "flops",
        "Training FLOPs (executed)",
        (per_token + rec + dense) * tokens,
        "flops",
        N_("Formula", "model FLOPs + recompute FLOPs + dense experts' FLOPs")
        if dense
        else "model FLOPs + recompute FLOPs",
        inputs,
        joined(src, DENSE_EXPERTS_SOURCE) if dense else src,
    )


def _dense_expert_flops(spec: ModelSpec, plan: Plan, counts: ParamCounts) -> float:
    """FLOPs per token of the routed experts a dense block runs beyond the router's choice
    (fields.experts_run): 2 a parameter forward, 2 for the input gradient, 2 more for the
    weight gradient where the experts train (not under PEFT), 2 again where full recompute
    runs the layer's forward twice."""
    if not spec.is_moe or not spec.num_experts:
        return 0.0
    beyond = experts_run(spec, plan) - spec.experts_per_token
    if beyond <= 0:
        return 0.0
    params = counts.experts * beyond / spec.num_experts
    per_param = 2.0 + 2.0 + (0.0 if plan.method.is_peft else 2.0)
    if plan.recompute is Recompute.FULL:
        per_param += 2.0 * recomputed_share(spec, plan)
    return per_param * params


def evaluation_time(
    spec: ModelSpec,
    plan: Plan,
    steps: float,
    interval: int | None,
    tokens: float | None,
    rate: float,
    forwards: int = 1,
    context: float | None = None,
) -> Figure | None:
    """Evaluation pauses inside a run: every `interval` optimizer steps a forward pass over
    `tokens` (2 × active parameters + attention per token) by each of `forwards` models (a
    preference method's reference scores the evaluation too), at the rate the run's own steps
    execute FLOPs on the plan's GPUs (`rate`, FLOP/s: its utilisation, a given MFU and any FP8
    speed-up included). None without an evaluation."""
    if interval is None or tokens is None:
        return None
    evals = int(steps // interval)
    per_model = 2.0 * count_params(spec).active_compute + mixing_forward_flops(
        spec, context or plan.seq_len
    )
    per_token = per_model * forwards
    each = tokens * per_token / rate
    return Figure(
        "eval_seconds",
        "Evaluation pauses",
        evals * each,
        "seconds",
        "evaluations × tokens × forward FLOPs per token × models scoring each token ÷ the "
        "run's executed FLOP/s",
        (
            ("evaluations", evals),
            ("tokens each", tokens),
            ("forward FLOPs per token", per_model),
            ("models scoring each token", forwards),
            ("executed FLOP/s (training FLOPs ÷ compute seconds)", rate),
            ("seconds each", each),
        ),
        "Hugging Face TrainingArguments eval_steps; Megatron-LM --eval-interval, --eval-iters",
    )


class TrainingTime(NamedTuple):
    seconds: Figure  # wall-clock, goodput included
    gpu_hours: Figure
    tokens_per_second_per_gpu: Figure  # while training (goodput excluded)
    mfu: Figure  # achieved model FLOPs utilisation while training
    step_seconds: Figure  # one optimizer step: compute + communication not hidden


@lru_cache(maxsize=256)
def step_source(gpu_name: str, dtype: str, utilisation: str) -> str:
    """The datasheet peak and where the utilisation comes from (translatable parts)."""
    return Joined(
        Message("{gpu} datasheet ({dtype} dense)", gpu=gpu_name, dtype=dtype),
        Message("utilisation: {source}", source=as_source(utilisation)),
    )


def compute_seconds(
    flops: TrainingFlops,
    gpu: GpuSpec,
    plan: Plan,
    tokens: float,
    hfu: Figure,
    mfu_override: float | None = None,
    speedup: float = 1.0,
    row_tokens: float | None = None,
) -> tuple[float, float]:
    """(seconds of compute for the run, optimizer steps): the given MFU against model FLOPs
    over the dense 16-bit peak (MFU_FORMULA: a measured MFU already holds any FP8 speed-up, so
    the figure reported back is the one given), or the default HFU against executed FLOPs
    over that peak × any FP8 speed-up. A step is micro-batch × `row_tokens` (the sequence
    length unless each micro-batch is padded only to its longest sample) × accumulation ×
    data-parallel ranks."""
    peak = gpu.peak_tflops(compute_dtype(plan)) * 1e12
    if mfu_override is not None:
        seconds = flops.model.value / (plan.gpus * peak * mfu_override)
    else:
        seconds = flops.hardware.value / (plan.gpus * peak * speedup * hfu.value)
    row = float(plan.seq_len) if row_tokens is None else row_tokens
    step_tokens = plan.micro_batch * row * plan.grad_accum * plan.dp
    return seconds, tokens / step_tokens


def training_time(
    flops: TrainingFlops,
    gpu: GpuSpec,
    plan: Plan,
    tokens: float,
    hfu: Figure,
    mfu_override: float | None = None,
    exposed_comm_seconds: float = 0.0,
    goodput: Figure | None = None,
    speedup: float = 1.0,
    host_step_seconds: tuple[float, float] = (0.0, 0.0),
    eval_seconds: float = 0.0,
    row_tokens: float | None = None,
    launches: Launches = NO_LAUNCHES,
) -> TrainingTime:
    """Step time = compute (FLOPs ÷ (GPUs × dense peak × utilisation × FP8 speed-up), per
    step) + the communication no compute hides + the longer of the host transfers no compute
    hides (the first of `host_step_seconds`: offloading's PCIe copies beyond the compute) and
    the host's kernel launches beyond the kernels (`launches`: a step's launches and the
    seconds they add, steptime.step_launches) + the host work a step waits for (the second:
    CPU optimizer step, NVMe, paging); wall-clock = steps × step time ÷ goodput. A given MFU is
    a measured whole-step figure: no communication or launches are added to it."""
    dtype = compute_dtype(plan)
    peak = gpu.peak_tflops(dtype) * 1e12
    gpus = plan.gpus
    compute_s, steps = compute_seconds(
        flops, gpu, plan, tokens, hfu, mfu_override, speedup, row_tokens
    )
    pcie_s, serial_s = host_step_seconds
    if mfu_override is not None:
        how = "model FLOPs ÷ (GPUs × dense peak × MFU) ÷ steps"
        util: tuple[str, float] = ("MFU (given)", mfu_override)
        exposed_comm_seconds = 0.0
        launches = NO_LAUNCHES
    else:
        how = (
            "executed FLOPs ÷ (GPUs × dense peak × HFU) ÷ steps + exposed communication + "
            "exposed host transfers and host work"
        )
        util = ("HFU (default)", hfu.value)
    compute_step = compute_s / steps
    launch_s, launch_exposed, launch_source = launches
    exposed_host = max(0.0, pcie_s - compute_step, launch_exposed) + serial_s
    step_v = compute_step + exposed_comm_seconds + exposed_host
    nvfp4 = plan.precision is Precision.NVFP4
    notes = _step_notes(compute_step, pcie_s, serial_s, launches, speedup, nvfp4)
    step = Figure(
        "step_seconds",
        "Step time",
        step_v,
        "seconds",
        how,
        (
            ("FLOPs per step", flops.hardware.value / steps),
            ("GPUs", gpus),
            (Message("dense {dtype} peak FLOP/s", dtype=dtype), peak),
            util,
            ("NVFP4 speed-up" if nvfp4 else "FP8 speed-up", speedup),
            ("exposed communication s", exposed_comm_seconds),
            ("exposed host transfers and host work s", exposed_host),
            *(((N_("Input", "host kernel launches per step s"), launch_s),) if launch_s else ()),
        ),
        joined(step_source(gpu.name, dtype, hfu.source), launch_source if launch_s else ""),
        low=step_v / 1.25,
        high=step_v / 0.75,
        notes=tuple(notes),
    )
    good = goodput.value if goodput is not None else 1.0
    seconds_v = (step_v * steps + eval_seconds) / good
    seconds = Figure(
        "seconds",
        "Training time",
        seconds_v,
        "seconds",
        "(optimizer steps × step time + evaluation pauses) ÷ goodput",
        (
            ("optimizer steps", steps),
            ("step seconds", step_v),
            ("evaluation pauses s", eval_seconds),
            ("goodput", good),
        ),
        step_source(gpu.name, dtype, hfu.source),
        low=seconds_v / 1.25,
        high=seconds_v / 0.75,
        notes=tuple(goodput.notes) if goodput is not None else (),
    )
    hours = seconds_v * gpus / 3600
    gpu_hours = Figure(
        "gpu_hours",
        "GPU-hours",
        hours,
        "hours",
        "training seconds × GPUs ÷ 3600",
        (("seconds", seconds_v), ("GPUs", gpus)),
        "",
        low=hours / 1.25,
        high=hours / 0.75,
    )
    tps = tokens / (step_v * steps) / gpus
    tokens_s = Figure(
        "tokens_per_second_per_gpu",
        "Tokens/s per GPU",
        tps,
        "tokens/s",
        "tokens per step ÷ step time ÷ GPUs (while training; goodput excluded)",
        (("tokens", tokens), ("optimizer steps", steps), ("step seconds", step_v), ("GPUs", gpus)),
    )
    achieved = flops.model.value / (step_v * steps * gpus * peak)
    mfu = Figure(
        "mfu",
        "Model FLOPs utilisation",
        achieved,
        "ratio",
        MFU_FORMULA[dtype],
        (("model FLOPs", flops.model.value), ("seconds", step_v * steps), ("peak FLOP/s", peak)),
        "PaLM (Chowdhery et al. 2022) appendix B definition",
        notes=mfu_notes(achieved),
    )
    return TrainingTime(seconds, gpu_hours, tokens_s, mfu, step)


def _step_notes(
    compute_s: float,
    pcie_s: float,
    serial_s: float,
    launches: Launches,
    speedup: float,
    nvfp4: bool = False,
) -> list[str]:
    """What the step time says beside its figure: the host's launches or offloading's
    transfers outlasting the kernels, the host's own work, the FP8 (or NVFP4) speed-up."""
    notes: list[str] = []
    launch_s, exposed, _ = launches
    if launches_bind(exposed, pcie_s - compute_s):
        notes.append(
            Message(
                "host-launch bound: the host takes {launch_s:.3g} s to launch a step's kernels, "
                "{exposed_s:.3g} s more than its {compute_s:.3g} s of compute",
                launch_s=launch_s,
                exposed_s=exposed,
                compute_s=compute_s,
            )
        )
    if pcie_s > compute_s:
        notes.append(
            Message(
                "host-transfer bound: offloading moves {transfer_s:.3g} s of PCIe traffic per "
                "step against {compute_s:.3g} s of compute",
                transfer_s=pcie_s,
                compute_s=compute_s,
            )
        )
    if serial_s:
        notes.append(
            Message(
                "the host adds {host_s:.3g} s per step (CPU optimizer step, NVMe, paging)",
                host_s=serial_s,
            )
        )
    if speedup != 1.0:
        notes.append(
            Message("NVFP4 matrix multiplies: {speedup:.2f}× the bf16 rate", speedup=speedup)
            if nvfp4
            else Message("FP8 matrix multiplies: {speedup:.2f}× the bf16 rate", speedup=speedup)
        )
    return notes
