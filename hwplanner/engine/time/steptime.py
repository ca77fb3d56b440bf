"""Seconds of one training step on one GPU, from its parts, and the utilisation that implies.

One micro-batch on one GPU runs its matrix multiplies at the GPU's best-matmul rate
(stas00/ml-engineering MAMF), its attention at the FlashAttention kernels' rate (causal kernels
skip the masked half of the score square) and its element-wise work at the memory bandwidth;
a stack efficiency covers what those kernels do not (time/mfu.py). A step is the micro-batches, the
pipeline bubble of its schedule (1F1B: (p − 1) ÷ v micro-batches with v virtual stages,
Narayanan et al. 2021 §2.2; zero bubble and DualPipeV: `pipeline_bubble`), and the optimizer
update, which streams every local trainable parameter's states once.
The default HFU is the step's executed FLOPs over the peak for that time.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from hwplanner.engine.core.derived import derived
from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Joined, Message, as_source, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.lora_kernels import uses_lora_kernels
from hwplanner.engine.memory.saved_inputs import MASK_BYTES, adapted_input_elements
from hwplanner.engine.memory.techniques import optimizer_state_bytes
from hwplanner.engine.model.gpu_spec import GpuSpec, host_op_s
from hwplanner.engine.model.model_parts import ModuleKind
from hwplanner.engine.model.model_spec import ModelSpec, NormKind, PositionKind
from hwplanner.engine.model.params import (
    adapted_modules,
    count_params,
    params_by_kind,
    quantizable_params,
)
from hwplanner.engine.plan.enums import ExpertsImpl, Fp8Recipe, Precision
from hwplanner.engine.plan.fields import (
    adapted_layers,
    backward_layers,
    effective_recompute_modules,
    experts_run,
    hf_experts,
    per_op_recompute,
    recomputes_attention,
    sparse_trained,
)
from hwplanner.engine.plan.formats import (
    bf16_optimizer_grads,
    effective_zero,
    fp8_attention_runs,
    plan_recipe,
    training_graphs,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import (
    Attention,
    CpKind,
    Method,
    Plan,
    PpSchedule,
    Recompute,
    TrainCudaGraphs,
)
from hwplanner.engine.scenario.liger import (
    FUSED_NORMS,
    FUSED_NORMS_SOURCE,
    LigerPatch,
    liger_patch,
    runs_fused_norms,
)
from hwplanner.engine.scenario.sharding import (
    ends_as_layers,
    ends_split_divides,
    heaviest_slice,
    layer_weights,
    local_experts,
    rank_layers,
    stage_layers,
)
from hwplanner.engine.time.compute import (
    NO_LAUNCHES,
    Launches,
    TrainingFlops,
    attention_forward_flops,
    compute_dtype,
    latent_width,
    launches_bind,
    mixing_forward_flops,
    recomputed_share,
    training_flops,
)
from hwplanner.engine.time.kernels import (
    EAGER_EXPERT_KERNELS,
    EAGER_TOKEN_KERNELS,
    LAUNCH_SOURCE,
    MCORE_ATTENTION_OPS,
    MCORE_DENSE_MLP_OPS,
    MCORE_EXPERT_GEMMS,
    MCORE_GRAPH_REPLAY_OPS,
    MCORE_GRAPH_SOURCE,
    MCORE_LAUNCH_SOURCE,
    MCORE_MOE_BLOCK_OPS,
    MCORE_MOE_REGION_OPS,
    MCORE_QUANT_GROUPED_ONCE,
    MCORE_QUANT_OPS,
    MCORE_SYNC_SOURCE,
    eager_kernels,
    kernel_fixed_s,
)
from hwplanner.engine.time.mfu import (
    BANDWIDTH_EFFICIENCY,
    EAGER_NORMS,
    EAGER_ROPE,
    EDIT_MFU,
    ELEMENTWISE_EAGER,
    ELEMENTWISE_FUSED,
    LIGER_NORMS,
    LIGER_ROPE,
    LOSS_BYTES_PER_VOCAB,
    METHOD_FACTOR,
    METHOD_FACTOR_NAMES,
    MLX_QLORA_SOURCE,
    MOE_PERMUTE,
    RESIDUAL_ADDS,
    STACK_EFFICIENCY_SOURCE,
    attention_efficiency,
    fp8_attention_speedup,
    matmul_efficiency,
)


class StepCompute(NamedTuple):
    """Compute seconds of one optimizer step on one GPU, by part."""

    gemm_s: float  # one micro-batch's matrix multiplies
    attention_s: float  # one micro-batch's attention score and value products
    memory_s: float  # one micro-batch's element-wise (memory-bound) work
    micro_batch_s: float  # the three ÷ stack efficiency ÷ method factor
    backward_s: float  # the backward share of one micro-batch (recomputation included)
    bubble_s: float  # pipeline fill and drain, per step
    optimizer_s: float  # the optimizer update, per step
    step_s: float
    hfu: Figure
    # of micro_batch_s, the launches made after the host waited for the GPU (an eager expert
    # loop's, a Megatron-Core mixture's dispatch-to-combine region): no faster in FP8
    host_wait_s: float = 0.0


def attention_hardware_per_token(
    spec: ModelSpec, plan: Plan, context: float | None = None
) -> float:
    """Attention FLOPs per token the step runs (full s×s square, as training_flops counts):
    forward A, backward 2A (only the layers that run backward), + A again when recomputed. Attention
    layers only: a hybrid's chunked scans compute whole blocks at the matmul rate. `context`:
    the keys a token meets where packed samples attend within themselves."""
    s = context or plan.seq_len
    full = attention_forward_flops(spec, s, spec.attention_blocks)
    k = backward_layers(plan, spec)
    if k is not None:
        layers = spec.attending_layers_in(spec.num_layers - k, spec.num_layers)
        top = attention_forward_flops(spec, s, layers)
        return full + 2 * top + (top if recomputes_attention(plan, spec) else 0.0)
    return 3 * full + (full if recomputes_attention(plan, spec) else 0.0)


def executed_attention_share(spec: ModelSpec, plan: Plan, context: float | None = None) -> float:
    """The share of attention_hardware_per_token's square count the kernels execute: a causal
    flash kernel half of it, eager attention all of it. Sparse attention in training
    (DeepSeek Sparse Attention through sparse MLA kernels): each query's core over min(its
    position, index_topk) chosen keys, forward and backward, and the lightning indexer's scores
    over its earlier keys in forward only (it runs without gradient: Framework.sparse_training),
    again when recomputed."""
    if not sparse_trained(plan, spec):
        return 0.5 if plan.attention is Attention.FLASH else 1.0
    assert spec.index_topk is not None and spec.index_n_heads is not None
    assert spec.index_head_dim is not None
    s = context or plan.seq_len
    k = float(spec.index_topk)
    # the mean over a row's positions p of min(p, k)
    mean = (s + 1) / 2 if s <= k else k - k * (k - 1) / (2 * s)
    core = latent_width(spec)
    index = spec.index_n_heads * spec.index_head_dim * spec.indexed_share
    # as attention_hardware_per_token counts the passes: every layer forward, the layers that
    # run backward twice more, those again where recomputed
    top = backward_layers(plan, spec)
    back = 1.0
    if top is not None:
        back = spec.attending_layers_in(spec.num_layers - top, spec.num_layers) / max(
            spec.attention_blocks, 1
        )
    again = back if recomputes_attention(plan, spec) else 0.0
    executed = core * mean * (1 + 2 * back + again) + index * s / 2 * (1 + again)
    return executed / ((core * min(s, k) + index * s) * (1 + 2 * back + again))


def kernel_length(plan: Plan, context: float | None = None) -> float:
    """The sequence length one attention kernel sees: the keys a token meets (`context` where
    packed samples attend within themselves), a ring's block of them under ring context
    parallelism (each step attends one rank's s ÷ cp keys); Ulysses attends the whole sequence
    with cp times fewer heads."""
    s = context or plan.seq_len
    return s / plan.cp if plan.cp > 1 and plan.cp_kind is CpKind.RING else s


# A framework that runs its own fused RMSNorm, RoPE and SwiGLU kernels (Framework.
# fused_layer_kernels: Unsloth's) moves what Liger's dense kernels move
FRAMEWORK_LAYER_KERNELS = LigerPatch(rms_norm=True, glu=True, experts=False, rope=True)


def framework_kernels(spec: ModelSpec, plan: Plan) -> bool:
    """The framework's own fused layer kernels run on this plan's layers: where its fused LoRA
    path runs, as memory counts it (memory/lora_kernels.uses_lora_kernels: Unsloth's LoRA and
    QLoRA with adapters on every attention and MLP matrix, no dropout, on the dense gated
    families it patches); elsewhere the layers are timed eager."""
    return bool(framework(plan.framework).fused_layer_kernels) and uses_lora_kernels(spec, plan)


def elementwise_bytes_per_token(spec: ModelSpec, plan: Plan) -> float:
    """Bytes the element-wise kernels move per token, forward + backward (+ recomputation),
    fused or eager as the framework runs them."""
    h = spec.hidden_size
    counts = count_params(spec)
    if framework(plan.framework).fused_kernels:
        per_h, per_ffn = ELEMENTWISE_FUSED[0], ELEMENTWISE_FUSED[1][spec.mlp.value]
    else:
        per_h = ELEMENTWISE_EAGER[0][spec.norm.value]
        per_ffn = ELEMENTWISE_EAGER[1][spec.mlp.value]
    per_routed = per_ffn
    patch = liger_patch(spec, plan)
    if patch is None and framework_kernels(spec, plan):
        patch = FRAMEWORK_LAYER_KERNELS  # the framework's own, as Liger's dense kernels
    if patch is None and runs_fused_norms(spec, plan):
        patch = FUSED_NORMS  # one read and one write a norm, the rest eager
    if patch is not None:
        per_h = liger_elementwise_per_hidden(spec, patch, per_h)
        fused_ffn = ELEMENTWISE_FUSED[1][spec.mlp.value]
        per_ffn, per_routed = (
            fused_ffn if patch.glu else per_ffn,
            fused_ffn if patch.experts else per_ffn,
        )
    dense = counts.dense_layers * (per_h * h + per_ffn * spec.intermediate_size)
    routed = spec.experts_per_token * spec.expert_width
    ffn = per_ffn * (routed + spec.shared_width)
    if per_routed != per_ffn:  # Liger's expert kernels (one product above: the same sums as before)
        ffn = per_routed * routed + per_ffn * spec.shared_width
    permute = MOE_PERMUTE * spec.routed_width * spec.experts_per_token
    moe = counts.moe_layers * (per_h * h + ffn + permute)
    # a second forward's element-wise work where every op but the saved ones runs again (full
    # recompute, torchtitan's per-op policy)
    again = plan.recompute is Recompute.FULL or per_op_recompute(plan, spec)
    passes = 3.0 + (1 if again else 0)
    if (k := backward_layers(plan, spec)) is not None:
        # the layers below the adapted ones run forward only
        passes = 1 + (passes - 1) * k / spec.num_layers
    # the loss over the vocabulary's logits (a classification head's: a few per sequence)
    vocab = spec.vocab_size if spec.has_lm_head else 0
    return (dense + moe) * passes + LOSS_BYTES_PER_VOCAB * vocab + peft_adapter_bytes(spec, plan)


# PEFT's LoRA layers over their inputs, per element of an adapted module's input (a, w: the
# activations' and the adapters' bytes; github huggingface/peft src/peft/tuners/lora/layer.py
# Linear.forward, tuners_utils._cast_input_dtype; get_peft_model(autocast_adapter_dtype=True)
# keeps the adapters fp32 over bf16 weights): forward the cast to the adapters' dtype (read a,
# write w, where they differ), the dropout (read w, write w and a one-byte mask, p > 0),
# autocast casting lora_A's input back to bf16 (read w, write a) and lora_A reading it (a);
# backward lora_A's input gradient (a), both casts' gradients, the dropout's (read w and the
# mask, write w) and the add into the base layer's input gradient (read 2a, write a), lora_A's
# weight gradient reading its saved input (a). bf16 activations and fp32 adapters: 14 bytes
# forward and 22 backward an element, 9 more each with dropout; bf16 adapters: 2 and 10.
def peft_adapter_bytes(spec: ModelSpec, plan: Plan) -> float:
    """Bytes PEFT's LoRA layers move per token over their inputs, forward + backward
    (+ recomputation), besides the adapters' GEMMs: each adapted module casts its input to the
    adapters' dtype where it differs from the activations' (fp32 adapters over bf16), drops it
    out, and lora_A reads it (autocast casting it back to bf16); backward the same in reverse,
    the input gradient added into the base layer's (the counts above). 0 where the
    framework builds adapters of its own or runs Unsloth's fused LoRA kernels."""
    fw = framework(plan.framework)
    if not plan.base_method.is_peft or not fw.peft_adapters or uses_lora_kernels(spec, plan):
        return 0.0
    r = plan_recipe(plan)
    a, w = float(r.compute), float(r.weight)
    cast = a + w if w != a else 0.0  # one dtype change: read one, write the other
    drop = 2 * w + MASK_BYTES if plan.lora_dropout > 0 else 0.0
    forward = cast + drop + cast + a  # cast, dropout, autocast's cast back, lora_A's read
    backward = a + cast + drop + cast + 3 * a + a  # grad written, casts, add, weight grad
    forwards = 2 if plan.recompute is Recompute.FULL else 1
    counts = count_params(spec)
    layers = adapted_layers(plan, spec) or spec.num_layers
    dense_share = counts.dense_layers / max(counts.dense_layers + counts.moe_layers, 1)
    per_layer = dense_share * adapted_input_elements(spec, plan, fw.fused_qkv) + (
        1 - dense_share
    ) * adapted_input_elements(spec, plan, fw.fused_qkv, mlp_block=False)
    return per_layer * layers * (forward * forwards + backward)


# PEFT's LoRA Linear (peft/tuners/lora/layer.py Linear.forward: result + lora_B(lora_A(
# dropout(x))) * scaling): forward two rank-r GEMMs, the scaling and the add; backward the
# scaling's gradient, each GEMM's input and weight gradients and the add into the base's input
# gradient. Each a small kernel whose fixed time (time/kernels.py) its few FLOPs do not hide.
ADAPTER_KERNELS_FORWARD = 4
ADAPTER_KERNELS_BACKWARD = 6
# A 4-bit weight is dequantized to bf16 before each matmul with more than one row
# (bitsandbytes matmul_4bit → MatMul4Bit: dequantize_4bit then torch.matmul, in forward and for
# the input gradient in backward; torchao's NF4Tensor under torchtune likewise): the packed
# 4 bits read and the bf16 copy written, 2.5 bytes an element a pass. MLX dequantizes inside its
# quantized matmul kernel instead.
DEQUANT_BYTES = 0.5 + 2.0


def adapter_kernels(spec: ModelSpec, plan: Plan) -> float:
    """Small kernels the LoRA adapters on this GPU's layers add to one micro-batch (forward,
    backward and, with full recompute, the forward again)."""
    if not plan.base_method.is_peft or framework(plan.framework).mlx_layers:
        return 0.0
    modules = adapted_modules(spec, plan.lora_targets, adapted_layers(plan, spec)) / plan.pp
    forwards = 2 if plan.recompute is Recompute.FULL else 1
    return modules * (ADAPTER_KERNELS_FORWARD * forwards + ADAPTER_KERNELS_BACKWARD)


def dequantized_bytes(spec: ModelSpec, plan: Plan) -> float:
    """Bytes one micro-batch moves dequantizing its 4-bit weights on this GPU (QLoRA: every
    quantized linear — attention, MLPs, the routed experts its tokens reach — once forward,
    once for the input gradient, again when recomputed)."""
    if plan.base_method is not Method.QLORA or framework(plan.framework).mlx_layers:
        return 0.0
    experts = float(params_by_kind(spec)[ModuleKind.EXPERTS])
    dense = quantizable_params(spec) - experts  # what bitsandbytes quantizes in the blocks
    if spec.is_moe and spec.num_experts:
        # a micro-batch's tokens reach every expert once they outnumber them; split over ep
        hits = plan.micro_batch * plan.seq_len * spec.experts_per_token
        experts = experts * min(1.0, hits / spec.num_experts) / plan.ep
    if framework(plan.framework).quantizes_lm_head:
        dense += spec.vocab_size * spec.embed_width
    passes = 3 if plan.recompute is Recompute.FULL else 2
    return (dense + experts) / (plan.tp * plan.pp) * DEQUANT_BYTES * passes


def fused_attention(plan: Plan) -> bool:
    """Attention runs Hopper-tuned fused kernels (cuDNN through Transformer Engine): the
    framework's own (Megatron-Core), or set for the plan (`cudnn_attention`)."""
    return framework(plan.framework).fused_attention or (
        plan.cudnn_attention and plan.method.is_training
    )


def layer_kernels_source(spec: ModelSpec, plan: Plan) -> str:
    """The source of the fused layer kernels the element-wise time counts, where they are not
    Liger's: the framework's own, or fused RMSNorm kernels ("" when the layers run eager)."""
    if liger_patch(spec, plan) is not None:
        return ""
    if framework_kernels(spec, plan):
        return framework(plan.framework).fused_layer_kernels
    return FUSED_NORMS_SOURCE if runs_fused_norms(spec, plan) else ""


def liger_elementwise_per_hidden(spec: ModelSpec, patch: LigerPatch, eager: float) -> float:
    """Element-wise bytes per hidden unit a layer moves forward under Liger's kernels: each
    RMSNorm one kernel reading its input and writing its output (4·h bytes, two norms) instead
    of eager PyTorch's five fp32 ops (36·h each), RoPE rotating q and k in place in bf16 (≈8·h)
    instead of through fp32 (≈20·h); the two residual adds stay eager (12·h). The counts are
    those of ELEMENTWISE_EAGER's comment (time/mfu.py)."""
    if spec.norm is not NormKind.RMSNORM:
        return eager
    norms = LIGER_NORMS if patch.rms_norm else EAGER_NORMS
    rope = (LIGER_ROPE if patch.rope else EAGER_ROPE) if spec.position is PositionKind.ROPE else 0
    return RESIDUAL_ADDS + norms + rope


def optimizer_bytes_per_param(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None = None) -> float:
    """One update reads the gradient (DeepSpeed's BF16_Optimizer: its fp32 partition), reads and
    writes the master copy and every state, and writes the working weights."""
    r = plan_recipe(plan, gpu)
    grad = 4.0 if bf16_optimizer_grads(plan, gpu) else r.grad
    return grad + 2 * r.master + 2 * optimizer_state_bytes(spec, plan, r) + r.weight


def step_compute(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    trainable: int,
    flops: TrainingFlops | None = None,
    context: float | None = None,
) -> StepCompute:
    """Per-GPU compute of one optimizer step and its default HFU (see the module docstring).
    `flops`: the run's training_flops when the caller has them (per token they are the same);
    `context`: the keys a token meets where packed samples attend within themselves."""
    hw_token = (flops or training_flops(spec, plan, 1.0, context)).hardware_per_token
    fwd_token = 2 * float(count_params(spec).active_compute) + mixing_forward_flops(
        spec, context or plan.seq_len
    )
    attn_token = attention_hardware_per_token(spec, plan, context)
    split = plan.tp * plan.pp
    tokens = plan.micro_batch * plan.seq_len
    peak = gpu.peak_tflops(compute_dtype(plan)) * 1e12
    bandwidth = gpu.memory_bandwidth_gbps * 1e9 * BANDWIDTH_EFFICIENCY[0]
    mm, mm_src = matmul_efficiency(gpu)
    attn_eff, attn_src = attention_efficiency(
        gpu, fused_attention(plan), kernel_length(plan, context)
    )
    executed_attn = executed_attention_share(spec, plan, context)
    gemm_s = (hw_token - attn_token) * tokens / split / (peak * mm)
    attention_s = executed_attn * attn_token * tokens / split / (peak * attn_eff)
    fp8_attn, fp8_attn_src = 1.0, ""
    if fp8_attention_runs(plan):
        # the attention forward runs again under full recompute and under selective
        # recompute of the attention core
        again = recomputed_share(spec, plan) if plan.recompute is Recompute.FULL else 0.0
        if plan.recompute is Recompute.SELECTIVE and recomputes_attention(plan):
            again = 1.0
        fp8_attn, *_, fp8_attn_src = fp8_attention_speedup(
            gpu, kernel_length(plan, context), 1.0 + again
        )
        attention_s /= fp8_attn
    mem_split = split if plan.sequence_parallel else plan.pp
    memory_s = elementwise_bytes_per_token(spec, plan) * tokens / mem_split / bandwidth
    peft_s = peft_adapter_bytes(spec, plan) * tokens / mem_split / bandwidth  # of memory_s
    method, method_src = METHOD_FACTOR[plan.method]
    if plan.method is Method.QLORA and framework(plan.framework).mlx_layers:
        method_src = MLX_QLORA_SOURCE
    adapter_s = adapter_kernels(spec, plan) * kernel_fixed_s(gpu)
    dequant_s = dequantized_bytes(spec, plan) / bandwidth
    stack = derived().stack_efficiency
    # the pipeline runs at its slowest stage's pace (the output layer and loss on the last)
    balance = stage_balance(spec, plan, hw_token)
    kernels = (gemm_s + attention_s + memory_s + adapter_s + dequant_s) / stack / method * balance
    # launches the host makes only once the GPU has caught up add to the kernels' time: an
    # eager expert loop's (each expert's rows found with torch.where, in its forward passes)
    # and a Megatron-Core mixture's dispatch-to-combine region (after the host has waited for
    # the token counts: mcore_region_s); the launches it makes ahead of the GPU bound the step
    # in step_launches. Both fall in forward passes: the backward is the kernels' alone
    _, loop_s = eager_launch_s(spec, plan, gpu)
    region_s = mcore_region_s(spec, plan, gpu)
    micro = kernels + loop_s + region_s
    backward = kernels * max(0.0, 1 - fwd_token / hw_token)
    # the weight-gradient GEMMs of backward (W): 2 FLOPs per trainable weight a token passes
    weight_grad = kernels * weight_grad_per_token(spec, trainable) / hw_token
    bubble = pipeline_bubble(plan, micro, backward, weight_grad)
    local = trainable * heaviest_slice(spec, plan).fraction
    if effective_zero(plan, gpu) >= 1:
        local /= plan.shard_ranks  # states sharded over data- and context-parallel ranks
    optimizer = local * optimizer_bytes_per_param(spec, plan, gpu) / bandwidth
    step = plan.grad_accum * micro + bubble + optimizer
    hw_step = hw_token * tokens * plan.grad_accum / split
    value = hw_step / (peak * step)
    parts = (
        ("matmul seconds per micro-batch", gemm_s),
        ("attention seconds per micro-batch", attention_s),
        ("memory-bound seconds per micro-batch", memory_s),
        *_listed(N_("Input", "of which PEFT's LoRA layers, seconds per micro-batch"), peft_s),
        *_listed(N_("Input", "adapter kernels' fixed time per micro-batch s"), adapter_s),
        *_listed(N_("Input", "4-bit dequantization seconds per micro-batch"), dequant_s),
        *_listed(N_("Input", "expert loops' launches after a host sync, s"), loop_s),
        *_listed(
            N_("Input", "MoE dispatch-to-combine launches after the host's wait, s"), region_s
        ),
        ("micro-batches", plan.grad_accum),
        *(
            ((N_("Input", "slowest pipeline stage ÷ the mean stage (work)"), round(balance, 4)),)
            if plan.pp > 1
            else ()
        ),
        ("pipeline bubble seconds", bubble),
        *(
            (("weight-gradient seconds per micro-batch", weight_grad),)
            if plan.pp > 1 and plan.pp_schedule is not PpSchedule.ONE_F_ONE_B
            else ()
        ),
        ("optimizer seconds", optimizer),
        ("best-matmul efficiency", mm),
        ("attention efficiency", attn_eff),
        *(
            ((N_("Input", "FP8 attention speed-up (attention kernels)"), fp8_attn),)
            if fp8_attn_src
            else ()
        ),
        ("stack efficiency", stack),
        (METHOD_FACTOR_NAMES[plan.method], method),
    )
    hfu = Figure(
        "hfu",
        "Hardware FLOPs utilisation (default)",
        value,
        "ratio",
        "executed FLOPs per step ÷ (peak × step seconds); step = micro-batches × ((matmul + "
        "attention + memory-bound (+ LoRA adapter kernels + 4-bit dequantization)) ÷ stack "
        "efficiency (+ launches after a host wait)) + pipeline bubble + optimizer",
        parts,
        hfu_source(
            mm_src,
            joined(attn_src, fp8_attn_src),
            method_src,
            BUBBLE_SOURCES[plan.pp_schedule],
            layer_kernels_source(spec, plan),
            framework(plan.framework).peft_adapters if peft_s else "",
            MCORE_SYNC_SOURCE if region_s else "",
        ),
        low=value * 0.75,
        high=min(value * 1.25, 1.0),
        notes=(EDIT_MFU,),
    )
    return StepCompute(
        gemm_s, attention_s, memory_s, micro, backward, bubble, optimizer, step, hfu,
        loop_s + region_s,
    )  # fmt: skip


# An eager training pass launches the forward's kernels, about twice as many for the backward
# (each op's gradient) and, with full recompute, the forward again
BACKWARD_KERNELS_PER_FORWARD = 2


def _listed(label: str, value: float) -> tuple[tuple[str, float], ...]:
    """An input of the HFU figure listed only where this plan has that part."""
    return ((label, value),) if value else ()


def eager_launch_s(
    spec: ModelSpec, plan: Plan, gpu: GpuSpec, forward_only: bool = False
) -> tuple[float, float]:
    """Host seconds one micro-batch's kernels take to launch on this GPU's stage when its
    layers run eagerly through transformers' modeling code (Framework.transformers_modeling,
    not compiled, no fused kernels of its own): the layers' kernels as time/kernels counts them
    × the host's CPU time per op (host_op_s) each, over the forward, backward and recomputed
    forward (`forward_only`: the forward alone) — the part the host launches ahead of the GPU,
    and the part it cannot: a mixture's loop over the experts its
    tokens reach finds each expert's rows with torch.where, which waits for the GPU, so each
    forward pass's expert launches add to the kernels' time (the backward replays saved indices
    without waiting). (0, 0) otherwise."""
    fw = framework(plan.framework)
    if not fw.transformers_modeling or plan.compile or fw.fused_layer_kernels:
        return 0.0, 0.0
    tokens = plan.micro_batch * plan.seq_len
    # Llama 4's experts run as one batched matmul over all of them (fields.experts_run): no loop;
    # transformers 5's grouped GEMMs (plan.experts_implementation) neither
    grouped = hf_experts(plan, spec) and plan.experts_implementation is ExpertsImpl.GROUPED_MM
    looped = spec.is_moe and experts_run(spec, plan) < spec.num_experts and not grouped
    hit = min(spec.num_experts, tokens * max(spec.experts_per_token, 1)) if looped else 0
    forwards = 1 + (1 if plan.recompute is Recompute.FULL and not forward_only else 0)
    loop = float(spec.num_moe_layers * hit * EAGER_EXPERT_KERNELS) if looped else 0.0
    layers = eager_kernels(spec, hit, grouped) - EAGER_TOKEN_KERNELS - loop
    op = host_op_s(gpu)
    back = 0.0 if forward_only else BACKWARD_KERNELS_PER_FORWARD * backward_share(spec, plan)
    ahead = (layers * forwards + (layers + loop) * back) * op
    return ahead / plan.pp, loop * forwards * op / plan.pp


def mcore_launch_s(spec: ModelSpec, plan: Plan, gpu: GpuSpec, forward_only: bool = False) -> float:
    """CPU seconds the host takes to launch one micro-batch's kernels on the busiest pipeline
    stage of a Megatron-Core step built from Transformer Engine modules (Framework.te_layers):
    each layer's launches (time/kernels.py MCORE_*: its mixer, counted as attention for a
    hybrid's recurrent layers too; a dense MLP, or a mixture's block with its shared experts'
    MLP and its local experts' GEMMs one by one; an FP8 or FP4 recipe's quantization launches)
    over the forward, the layers that run a backward (freeze and adapters on the last layers:
    fields.backward_layers; under PEFT no weight-gradient GEMMs, the adapters' own launches
    not counted) and the layers full recompute runs again (`forward_only`: the forward alone),
    × the host's CPU time per launch (host_op_s). 0 for other frameworks."""
    if not framework(plan.framework).te_layers:
        return 0.0
    graphs = training_graphs(plan)
    if graphs is TrainCudaGraphs.FULL_ITERATION:
        # one replay a step: a micro-batch's share is the copy of its inputs
        return MCORE_GRAPH_REPLAY_OPS / 2 * host_op_s(gpu)
    per_gemm = MCORE_QUANT_OPS.get(_mcore_quant(plan), 0)
    experts, grouped = _mcore_experts(spec, plan)
    moe = spec.num_moe_layers
    # dense MLPs: the layers' own, and a mixture's shared experts
    dense = sum(1 for i in range(spec.num_layers) if spec.layer_has_mlp(i)) - moe
    dense += moe if spec.num_shared_experts else 0
    # a frozen base (PEFT) launches no weight-gradient GEMM: two a block, two an expert
    frozen = 2 if plan.base_method.is_peft else 0
    (att_f, att_b), (mlp_f, mlp_b) = MCORE_ATTENTION_OPS, MCORE_DENSE_MLP_OPS
    (moe_f, moe_b), (exp_f, exp_b) = MCORE_MOE_BLOCK_OPS, MCORE_EXPERT_GEMMS
    casts = 2 * per_gemm  # a block's two GEMMs' operands
    mixers = spec.mixer_layers  # an attention block a layer, none in Nemotron-NAS's 'm'
    moe_forward = moe * (moe_f + exp_f * experts + 2 * grouped)
    moe_backward = moe * (moe_b + (exp_b - frozen) * experts + 2 * grouped)
    if graphs is TrainCudaGraphs.LAYERS:
        # each layer one graph (a dense layer whole, a mixture's attention); a mixture's MoE
        # block — router, shared experts, dispatch, experts — counted eager (the recipes
        # capture its router, a share of the block's launches not separated)
        forward = spec.num_layers * MCORE_GRAPH_REPLAY_OPS + moe_forward
        backward = spec.num_layers * MCORE_GRAPH_REPLAY_OPS + moe_backward
    else:
        forward = mixers * (att_f + casts) + dense * (mlp_f + casts) + moe_forward
        backward = mixers * (att_b - frozen + casts) + dense * (mlp_b - frozen + casts)
        backward += moe_backward
    again = recomputed_share(spec, plan) if plan.recompute is Recompute.FULL else 0.0
    # selective recompute of the MoE block alone runs its forward again
    moe_again = moe_forward_again(spec, plan) - again
    ops = (
        forward
        if forward_only
        else forward * (1 + again) + moe_forward * moe_again
        + backward * backward_share(spec, plan)
    )  # fmt: skip
    return ops * stage_share(spec, plan) * host_op_s(gpu)


def mcore_region_s(spec: ModelSpec, plan: Plan, gpu: GpuSpec, forward_only: bool = False) -> float:
    """CPU seconds one micro-batch's Megatron-Core mixture spends, on the busiest pipeline
    stage, launching each MoE layer's region from dispatch to combine after waiting for the
    layer's token counts (kernels.MCORE_MOE_REGION_OPS, each local expert's forward GEMMs and
    their quantization launches), in the forward and each recomputed forward (full recompute,
    or selective recompute of the MoE block): the GPU waits for each of those launches, so
    they add to the kernels' time; the backward launches from saved splits, ahead. 0 for other
    frameworks, dense models and a whole-step CUDA graph (which needs the paged stash or
    drop-and-pad: no wait)."""
    if not spec.is_moe or not framework(plan.framework).te_layers:
        return 0.0
    if training_graphs(plan) is TrainCudaGraphs.FULL_ITERATION:
        return 0.0
    experts, grouped = _mcore_experts(spec, plan)
    ops = MCORE_MOE_REGION_OPS + MCORE_EXPERT_GEMMS[0] * experts + 2 * grouped
    forwards = 1.0 if forward_only else 1.0 + moe_forward_again(spec, plan)
    return spec.num_moe_layers * stage_share(spec, plan) * ops * forwards * host_op_s(gpu)


def _mcore_experts(spec: ModelSpec, plan: Plan) -> tuple[float, float]:
    """A Megatron-Core mixture's local experts on a GPU and the quantization launches of one
    of its grouped linears' operands (each expert's split, or once for all of them: delayed
    scaling and NVFP4); (0, 0) for a dense model."""
    if not spec.is_moe:
        return 0.0, 0.0
    quant = _mcore_quant(plan)
    per_gemm = MCORE_QUANT_OPS.get(quant, 0)
    experts = local_experts(spec, plan)
    return experts, float(per_gemm) if quant in MCORE_QUANT_GROUPED_ONCE else per_gemm * experts


def moe_forward_again(spec: ModelSpec, plan: Plan) -> float:
    """The share of a micro-batch's MoE blocks whose forward runs again: full recompute's
    recomputed layers, or selective recompute of the block (`moe` among the modules Megatron-Core
    reads: fields.effective_recompute_modules) on the layers that run a backward."""
    if plan.recompute is Recompute.FULL:
        return recomputed_share(spec, plan)
    if plan.recompute is Recompute.SELECTIVE and "moe" in effective_recompute_modules(plan):
        return backward_share(spec, plan)
    return 0.0


def stage_share(spec: ModelSpec, plan: Plan) -> float:
    """The busiest pipeline stage's share of the layers (whole layers: the first stages take
    the remainder)."""
    return -(-spec.num_layers // plan.pp) / spec.num_layers


def backward_share(spec: ModelSpec, plan: Plan) -> float:
    """The share of the layers that run a backward: all, or only those that train (freeze,
    adapters on the last layers: fields.backward_layers)."""
    run_back = backward_layers(plan, spec)
    return 1.0 if run_back is None else run_back / spec.num_layers


class MicroLaunches(NamedTuple):
    """One micro-batch's launches on the busiest stage: the CPU seconds of those the host makes
    ahead of the GPU, of those it makes only once the GPU has caught up (an eager expert loop's,
    a Megatron-Core mixture's dispatch-to-combine region: already in the micro-batch's time,
    StepCompute.micro_batch_s), and their source."""

    ahead: float
    serial: float
    source: str


def micro_launches(
    spec: ModelSpec, plan: Plan, gpu: GpuSpec, forward_only: bool = False
) -> MicroLaunches:
    """A micro-batch's launches: Megatron-Core's layers (mcore_launch_s) or eager layers of
    transformers' modeling code (eager_launch_s); none for stacks that launch from C++ or
    replay graphs. `forward_only`: a scoring pass's, its forward alone (no recompute, no
    backward)."""
    mcore = mcore_launch_s(spec, plan, gpu, forward_only)
    if mcore:
        # a mixture's dispatch-to-combine launches wait for the GPU (mcore_region_s; their
        # source is the utilisation's, which holds their time)
        region = mcore_region_s(spec, plan, gpu, forward_only)
        graphs = training_graphs(plan) is not TrainCudaGraphs.NONE
        source = joined(MCORE_LAUNCH_SOURCE, MCORE_GRAPH_SOURCE) if graphs else MCORE_LAUNCH_SOURCE
        return MicroLaunches(max(mcore - region, 0.0), region, source)
    ahead, serial = eager_launch_s(spec, plan, gpu, forward_only)
    return MicroLaunches(ahead, serial, LAUNCH_SOURCE if ahead else "")


def paced_s(launches: MicroLaunches, kernels_s: float, micro_batches: float) -> float:
    """What `micro_batches` micro-batches of `kernels_s` kernel seconds each add where their
    launches outlast their kernels (the launches that wait for the GPU, `serial`, are already
    in the kernels' time): the host then sets the pace."""
    return micro_batches * max(0.0, launches.ahead - max(kernels_s - launches.serial, 0.0))


def step_launches(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, step: StepCompute, compute_step_s: float
) -> Launches:
    """The host's launches of a step (micro_launches a micro-batch) against its kernels, micro-
    batch by micro-batch: where a micro-batch's launches outlast its kernels (`step`'s, on the
    basis of the step's compute, `compute_step_s`: its FP8 speed-up included), each micro-batch
    and the pipeline's fill and drain run at the host's pace; the optimizer step hides none."""
    each, serial, source = micro_launches(spec, plan, gpu)
    if not each or step.step_s <= 0 or step.micro_batch_s <= 0:
        return NO_LAUNCHES
    # the kernels a micro-batch's launches run beside: not the launches that wait for the GPU
    # (they follow the others whatever the pace)
    kernels = (step.micro_batch_s - serial) * compute_step_s / step.step_s
    paced = plan.grad_accum + step.bubble_s / step.micro_batch_s
    # the host's launches a step: those ahead of the GPU and those that wait for it
    launched = (each + serial) * plan.grad_accum
    return Launches(launched, paced * max(0.0, each - kernels), source)


def launch_warning(spec: ModelSpec, plan: Plan, launches: Launches, other: float) -> str | None:
    """The host's launches setting a step's pace (what they add beyond its kernels, more than
    the `other` host work the step waits for beyond them: offloading's transfers): the step
    time already holds it; this says why the GPUs idle and which fields shorten it."""
    if not launches_bind(launches.exposed, other):
        return None
    fields = {
        "launch_s": launches.per_step,
        "exposed_s": launches.exposed,
        "mb_field": FieldRef("plan.micro_batch"),
        "ep_field": FieldRef("plan.ep"),
    }
    if spec.is_moe and plan.ep < spec.num_experts and framework(plan.framework).te_layers:
        return Message(
            "Host-launch bound: the host takes {launch_s:.3g} s to launch a step's kernels, "
            "{exposed_s:.3g} s more than the GPUs take to run them (Megatron-Core launches each "
            "local expert's GEMMs one by one). A larger {mb_field}, or a larger {ep_field} "
            "(fewer experts on each GPU), keeps the GPUs busy.",
            **fields,
        )
    return Message(
        "Host-launch bound: the host takes {launch_s:.3g} s to launch a step's kernels, "
        "{exposed_s:.3g} s more than the GPUs take to run them. A larger {mb_field} keeps the "
        "GPUs busy.",
        **fields,
    )


# The share of a step the MoE region's waits must reach before the estimate says so (a
# presentation threshold, as the launch-bound note's)
HOST_WAIT_NOTE_SHARE = 0.1


def host_wait_warning(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    step_s: float,
    mfu: float | None = None,
    updates: float = 1.0,
) -> str | None:
    """Megatron-Core's MoE layers waiting on the host (mcore_region_s) for a tenth of the
    step or more: the step time already holds it; this says why and which of the plan's fields
    shorten it — a whole-step CUDA graph where the framework offers one, a larger micro-batch,
    a larger expert parallelism where experts remain to spread. None under a given MFU (a
    measured whole-step figure holds whatever it waited). `updates`: the optimizer updates a
    step makes (an RL step's, `plan` its policy's)."""
    waited = mcore_region_s(spec, plan, gpu) * plan.grad_accum * updates
    if mfu is not None or step_s <= 0 or waited < HOST_WAIT_NOTE_SHARE * step_s:
        return None
    graphs = "train_cuda_graphs:full_iteration" in framework(plan.framework).offers
    spread = plan.ep < spec.num_experts
    return Message(
        HOST_WAIT_MESSAGES[graphs, spread],
        wait_s=waited,
        step_s=step_s,
        graphs_field=FieldRef("plan.train_cuda_graphs"),
        mb_field=FieldRef("plan.micro_batch"),
        ep_field=FieldRef("plan.ep"),
    )


# The host-wait warning by the fixes the plan allows: (a whole-step CUDA graph offered, experts
# left to spread over more GPUs)
_HOST_WAIT = (
    "Host waits: each MoE layer's forward waits for its token counts on the host "
    "(Megatron-Core's dropless dispatch), and its launches from dispatch to combine then run "
    "at the host's pace: {wait_s:.3g} s of each {step_s:.3g} s step. "
)
HOST_WAIT_MESSAGES = {
    (True, True): N_(
        "Message",
        _HOST_WAIT + "A whole-step CUDA graph ({graphs_field} full_iteration, with "
        "Megatron-Core's paged stash), a larger {mb_field} or a larger {ep_field} shortens it.",
    ),
    (True, False): N_(
        "Message",
        _HOST_WAIT + "A whole-step CUDA graph ({graphs_field} full_iteration, with "
        "Megatron-Core's paged stash) or a larger {mb_field} shortens it.",
    ),
    (False, True): N_(
        "Message", _HOST_WAIT + "A larger {mb_field} or a larger {ep_field} shortens it."
    ),
    (False, False): N_("Message", _HOST_WAIT + "A larger {mb_field} shortens it."),
}


def _mcore_quant(plan: Plan) -> str:
    """Which quantization launches a plan's recipe makes (MCORE_QUANT_OPS's keys; "" none):
    row-wise scaling computes its scales from the data as current scaling does."""
    if plan.precision is Precision.NVFP4:
        return "nvfp4"
    if plan.precision is not Precision.FP8:
        return ""
    if plan.fp8_recipe is Fp8Recipe.DELAYED:
        return "delayed"
    if plan.fp8_recipe in (Fp8Recipe.TENSORWISE, Fp8Recipe.ROWWISE):
        return "current"
    return "block"


def stage_balance(spec: ModelSpec, plan: Plan, hw_token: float) -> float:
    """How much longer the slowest pipeline stage works on a micro-batch than the mean stage:
    1F1B and its variants advance at the pace of the slowest stage once the pipeline is full.
    A stage's work is its transformer layers (even split: ceil(layers ÷ pp) each, the last what
    is left; with the embedding and the loss as layers, pipeline_chunks) plus, on the stage
    that holds it, the output layer: 6 FLOPs per weight a token where it trains, 4 where it is
    frozen (forward and the input gradient; a classifier's small head is counted as frozen
    layers are, within them). 1 without a pipeline."""
    if plan.pp <= 1 or hw_token <= 0:
        return 1.0
    counts = count_params(spec)
    base = plan.base_method
    trains_head = base in (Method.PRETRAIN, Method.FULL) or (
        base.is_peft and plan.train_embeddings
    )  # frozen under PEFT and freeze recipes: forward and the input gradient only
    head = min(float(counts.output_projection) * (6 if trains_head else 4), hw_token)
    per_layer = (hw_token - head) / max(spec.total_layers, 1)
    last = 0 if plan.pp_schedule is PpSchedule.DUALPIPEV else plan.pp - 1
    # layers unlike each other in place (Nemotron-NAS): each stage's own layers' share
    weights = None if ends_as_layers(plan) else layer_weights(spec)
    works = []
    for rank in range(plan.pp):
        if ends_as_layers(plan):
            layers = float(rank_layers(spec, plan, rank))
        else:
            start, stop = stage_layers(spec, plan, rank)
            layers = float(stop - start)
            if weights is not None:
                layers = spec.total_layers * sum(weights[start:stop]) / sum(weights)
        works.append(layers * per_layer + (head if rank == last else 0.0))
    return max(max(works) * plan.pp / hw_token, 1.0)


# The bubble of each schedule, per step, in the times of one micro-batch on one stage: F its
# forward, B its whole backward, W the weight-gradient part of B, F&B a forward and a
# backward of two micro-batches overlapped (taken as F + B: overlap hides communication, the
# GEMMs still share the SMs). DualPipeV's row is DualPipe's for 2·pp stages on pp GPUs, each
# chunk half a GPU's layers.
BUBBLE_SOURCES = {
    PpSchedule.ONE_F_ONE_B: N_("Source", "bubble: Narayanan et al. 2021 §2.2"),
    PpSchedule.ZB1P: N_(
        "Source",
        "bubble: Qi et al. 2024, Zero Bubble (Almost) Pipeline Parallelism (ICLR), ZB-H1; "
        "(pp − 1)(F + B − 2W) as deepseek-ai/DualPipe's README tabulates it (B the whole "
        "backward)",
    ),
    PpSchedule.DUALPIPEV: N_(
        "Source",
        "bubble: deepseek-ai/DualPipe README (bubbles and memory by method, for the same "
        "number of stages): DualPipeV (S/2 − 1)(F&B + B − 3W) for S = 2·pp chunks",
    ),
}


def weight_grad_per_token(spec: ModelSpec, trainable: float) -> float:
    """FLOPs per token of the weight-gradient GEMMs (W): 2 per trainable weight the token
    passes, the active share of the trainable parameters (none for a frozen base)."""
    counts = count_params(spec)
    share = min(1.0, trainable / counts.total) if counts.total else 0.0
    return 2 * float(counts.active_compute) * share


def pipeline_bubble(plan: Plan, micro: float, backward: float, weight_grad: float) -> float:
    """Idle seconds of a step's pipeline fill and drain on one GPU. 1F1B: (pp − 1) ÷ v
    micro-batch times; zero bubble (ZB-H1) defers each W into the drain: (pp − 1)(F + B − 2W);
    DualPipeV over S = 2·pp chunks of half a stage each: (S/2 − 1)(F&B + B − 3W) chunk times,
    (pp − 1)(F + 2B − 3W) ÷ 2 in a stage's times (BUBBLE_SOURCES). Zero bubble with fewer
    micro-batches than stages has no steady phase to fill: each stage's last W runs while the
    backward moves on to the stages before it, (pp − 1)(F + B − W) (exact for one micro-batch,
    an upper bound between one and pp)."""
    if plan.pp_schedule is PpSchedule.ONE_F_ONE_B or plan.pp <= 1:
        return (plan.pp - 1) / plan.pp_interleave * micro
    f, b, w = micro - backward, backward, min(weight_grad, backward)
    if plan.pp_schedule is PpSchedule.ZB1P:
        deferred = 2 * w if plan.grad_accum >= plan.pp else w
        return (plan.pp - 1) * max(f + b - deferred, 0.0)
    return (plan.pp - 1) * max(f + 2 * b - 3 * w, 0.0) / 2


@lru_cache(maxsize=256)
def hfu_source(
    matmul: str,
    attention: str,
    method: str,
    bubble: str,
    layer_kernels: str = "",
    adapters: str = "",
    host_wait: str = "",
) -> str:
    """Where each part of the step time comes from (one Joined source, parts translatable);
    `layer_kernels`: the framework's own fused layer kernels' source, where they run;
    `adapters`: PEFT's layers' source, where their traffic is counted (peft_adapter_bytes);
    `host_wait`: the launches made after the host waited for the GPU (mcore_region_s)."""
    return Joined(
        Message("matmul: {source}", source=as_source(matmul)),
        Message("attention: {source}", source=as_source(attention)),
        Message("memory: {source}", source=as_source(BANDWIDTH_EFFICIENCY[1])),
        *(
            (Message("layer kernels: {source}", source=as_source(layer_kernels)),)
            if layer_kernels
            else ()
        ),
        *((Message("LoRA layers: {source}", source=as_source(adapters)),) if adapters else ()),
        *((Message("host waits: {source}", source=as_source(host_wait)),) if host_wait else ()),
        Message("stack: {source}", source=as_source(STACK_EFFICIENCY_SOURCE)),
        Message("method: {source}", source=as_source(method)),
        bubble,
    )


def bubble_warning(plan: Plan, step: StepCompute) -> str | None:
    """Fewer micro-batches per step than pipeline stages: the fill and drain of the pipeline
    ((pp − 1) ÷ v micro-batch times, Narayanan et al. 2021 §2.2; GPipe, Huang et al. 2019:
    bubble share (pp − 1) ÷ (m + pp − 1)) dominate the step. The step time already holds it;
    this says why the utilisation is low and which field lifts it."""
    if plan.pp <= 1 or plan.grad_accum >= plan.pp:
        return None
    busy = plan.grad_accum * step.micro_batch_s
    share = step.bubble_s / (busy + step.bubble_s) if busy + step.bubble_s > 0 else 0.0
    fields = {
        "m": plan.grad_accum,
        "accum_field": FieldRef("plan.grad_accum"),
        "pp": plan.pp,
        "pp_field": FieldRef("plan.pp"),
        "share": share,
    }
    if plan.pp_schedule is not PpSchedule.ONE_F_ONE_B:
        return Message(
            "Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles "
            "{share:.0%} of the step while the pipeline fills and drains (the zero-bubble "
            "schedule has no steady phase to fill with fewer micro-batches than stages). "
            "Raise {accum_field} to several times {pp_field}.",
            **fields,
        )
    if f"pp_schedule:{PpSchedule.ZB1P.value}" in framework(plan.framework).offers:
        return Message(
            "Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles "
            "{share:.0%} of the step while the pipeline fills and drains ((pp − 1) ÷ (m·v + "
            "pp − 1) for m micro-batches per step and v virtual stages; GPipe, Megatron-LM "
            "1F1B). Raise {accum_field} to several times {pp_field}, or set {schedule_field} "
            "to zb1p: each stage's weight gradients then run while the backward moves on.",
            schedule_field=FieldRef("plan.pp_schedule"),
            **fields,
        )
    return Message(
        "Pipeline bubble: with {accum_field} {m} and {pp_field} {pp}, each GPU idles "
        "{share:.0%} of the step while the pipeline fills and drains ((pp − 1) ÷ (m·v + pp − 1) "
        "for m micro-batches per step and v virtual stages; GPipe, Megatron-LM 1F1B). Raise "
        "{accum_field} to several times {pp_field}.",
        **fields,
    )


def stage_warning(spec: ModelSpec, plan: Plan, hw_token: float) -> str | None:
    """A pipeline whose slowest stage works ≥ 5% more than the mean (stage_balance): every
    micro-batch waits for it. Where the framework offers counting the embedding and the loss
    as layers, the split allows it and it balances the stages better, say so (the cheapest
    change: the same GPUs and layout)."""
    balance = stage_balance(spec, plan, hw_token)
    if balance < 1.05:
        return None
    fields = {"extra": balance - 1, "pp_field": FieldRef("plan.pp"), "pp": plan.pp}
    on = plan.with_changes(pp_ends_as_layers=True)
    fw = framework(plan.framework)
    offered = "pp_ends_as_layers" in fw.offers and not plan.pp_ends_as_layers
    if offered and (not fw.te_layers or ends_split_divides(spec, on)):
        better = stage_balance(spec, on, hw_token)
        if better < balance - 0.02:
            return Message(
                "Pipeline stages: with {pp_field} {pp} the slowest stage works {extra:.0%} more "
                "than the mean (the output layer and loss on the last), and every micro-batch "
                "waits for it; counting the embedding and the loss as layers ({ends_field}) "
                "brings it to {better:.0%}.",
                ends_field=FieldRef("plan.pp_ends_as_layers"),
                better=better - 1,
                **fields,
            )
    return Message(
        "Pipeline stages: with {pp_field} {pp} the slowest stage works {extra:.0%} more than the "
        "mean (the output layer and loss on the last, or a stage with more layers), and every "
        "micro-batch waits for it.",
        **fields,
    )


def default_hfu(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    trainable: int = 0,
    context: float | None = None,
) -> Figure:
    """The default hardware FLOPs utilisation of a training plan (ratio); `context`: the keys
    a token meets where packed or padding-free rows keep each sequence to itself."""
    return step_compute(spec, gpu, plan, trainable, context=context).hfu
