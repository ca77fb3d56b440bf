"""Peak memory per GPU of a training step: weights, gradients, optimizer states, activations.

A step has three phases whose totals differ: forward (activations being saved), backward
(activations freed as gradients appear) and the optimizer step (all gradients plus the step's
temporaries). Each component is computed once for this GPU's share of the model (its pipeline
stage, tensor/expert slice and ZeRO shard); the peak is the largest phase.
"""

from __future__ import annotations

from functools import lru_cache

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Bytes, FieldRef, Joined, Message, as_source
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.activations import ActivationBytes, activation_bytes, activation_mode
from hwplanner.engine.memory.breakdown import (
    MemoryEstimate,
    assemble,
    frozen_bytes_per_param,
    paged_out,
)
from hwplanner.engine.memory.overhead import overhead_figures, reserve_share
from hwplanner.engine.memory.techniques import (
    GALORE_SOURCE,
    PAGED_MIN_ELEMENTS,
    Traffic,
    fp4_weights,
    fp8_cache_bytes,
    fp8_weights,
    largest_trainable_tensor,
    layer_params_on_gpu,
    nvfp4_layer_share,
    offload_moves_gradients,
    offload_placement,
    optimizer_state_bytes,
)
from hwplanner.engine.memory.training_figures import (
    COPIES_INPUT,
    activations_figure,
    gradients_figure,
    optimizer_figure,
    technique_figures,
)
from hwplanner.engine.memory.training_parts import Grads, OptimizerBytes, Share
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import (
    ParamCounts,
    count_params,
    embedding_copies,
    embedding_copy_bytes,
    trainable_params,
)
from hwplanner.engine.plan.fields import (
    accelerate_fsdp,
    adapted_layers,
    backward_layers,
    fsdp_sharded,
)
from hwplanner.engine.plan.formats import (
    FP8_GATHER_SOURCE,
    NVFP4_BYTES,
    Recipe,
    bf16_optimizer_grads,
    copy_state_bytes,
    effective_zero,
    fp8_gathered,
    fp8_gathered_share,
    gradient_bytes,
    kbit_trainables_bf16,
    megatron_bf16,
    megatron_bf16_precision,
    optimizer_states,
    plan_recipe,
    reduce_bytes,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import in_flight_micro_batches
from hwplanner.engine.plan.plan import (
    Method,
    Offload,
    Optimizer,
    OptimizerImpl,
    Plan,
    PpSchedule,
    Precision,
)
from hwplanner.engine.scenario.framework_rules import lacks_bf16
from hwplanner.engine.scenario.sharding import (
    Slice,
    ends_as_layers,
    first_stage_is_last,
    heavy_ranks,
    model_slice,
    pipeline_chunks,
    rank_chunks,
    rank_slice,
    zero_shards,
)


def training_memory(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, *, reference_pass: float = 0.0
) -> MemoryEstimate:
    """The heavier pipeline stage's peak (the first holds the embedding and in-flight
    micro-batches, the last lm_head and the loss). `reference_pass`: bytes a post-training
    step's reference forward holds on top of the policy's forward phase, on the last stage
    (posttrain/memory.reference_pass)."""
    counts = count_params(spec)
    both_ends = first_stage_is_last(plan)
    stages = [model_slice(spec, plan, first=True, last=both_ends)]
    if ends_as_layers(plan):
        # each rank holds its own layers: the ranks that can peak, each whole
        stages = [rank_slice(spec, plan, r) for r in heavy_ranks(spec, plan)]
    elif not both_ends:
        stages.append(model_slice(spec, plan, first=False, last=True))
    results = [
        _training_stage(spec, gpu, plan, counts, s, reference_pass if s.last else 0.0)
        for s in stages
    ]
    if len(results) == 1:
        return results[0]
    peak = max(results, key=lambda r: r.total.value)
    # every stage's floor bounds its own total, and the peak is the larger total
    return peak._replace(floor_bytes=max(r.floor_bytes for r in results))


def _share(
    spec: ModelSpec, plan: Plan, counts: ParamCounts, sl: Slice, gpu: GpuSpec | None = None
) -> Share:
    trainable_all = trainable_params(spec, plan, counts)
    frac = sl.fraction  # share of the model's parameters this GPU holds before ZeRO
    is_peft = plan.method.is_peft
    # PEFT's modules_to_save: a trainable copy of the embedding (first stage) and of the
    # output layer (last stage), vocabulary-parallel, beside the adapters
    all_copies = embedding_copies(spec, plan)
    copies = all_copies / 2 / plan.tp * (int(sl.first) + int(sl.last))
    adapters = trainable_all - all_copies
    trainable = adapters * (1 / (plan.tp * plan.pp)) if is_peft else trainable_all * frac
    if plan.method is Method.FREEZE:
        # the top layers as this GPU holds every layer: split by tensor and expert parallelism
        # (one layer's parameters here ÷ a whole layer's)
        one = model_slice(
            spec, plan.model_copy(update={"tp": 1, "ep": 1, "etp": None}),
            first=sl.first, last=sl.last,
        )  # fmt: skip
        split = min(sl.largest_layer_params / max(one.largest_layer_params, 1.0), 1.0)
        trainable = min(trainable_all * split, counts.total * frac)
    frozen = counts.total * frac - (0 if is_peft else trainable)
    dp = zero_shards(plan, sl)
    # ZeRO keeps its buffers on one rank too (DeepSpeed does not special-case a world of one:
    # the gradient partition, the gathered layers and the reduce buckets all exist), so the
    # stage applies at every dp; dropping it at dp = 1 made one GPU look cheaper than two.
    zero = effective_zero(plan, gpu)  # offload means stage 1; so does DeepSpeed's BF16_Optimizer
    copy_b = embedding_copy_bytes(plan, gpu)
    trained_dp = float(plan.shard_ranks) if is_peft and plan.ep > 1 else None
    return Share(trainable_all, trainable, frozen, dp, zero, copies, copy_b, trained_dp)


@lru_cache(maxsize=256)
def weights_source(frameworks: str, frozen_note: str) -> str:
    """The precision recipe's frameworks, and how the frozen weights are stored."""
    return Joined(frameworks, Message("frozen: {storage}", storage=as_source(frozen_note)))


def _weights(
    spec: ModelSpec, plan: Plan, counts: ParamCounts, sl: Slice, sh: Share, recipe: Recipe
) -> tuple[Figure, float, float]:
    """The trainable working copy plus frozen weights in their storage format (bytes), what
    offload moves to host RAM, and what of the GPU's bytes ZeRO does not divide (all of them
    below stage 3; the gathered layers and the FP8 cache at stage 3)."""
    frozen_bpp, frozen_note = frozen_bytes_per_param(spec, plan, counts)
    working = recipe.weight  # LoRA adapters follow the recipe (fp32 under PEFT + AMP)
    trained = (sh.trainable * working + sh.copies * sh.copy_bytes) / sh.trained_weight_shards
    held = trained + sh.frozen * frozen_bpp / sh.weight_shards
    # ZeRO-3/FSDP gathers two layers ahead of use, in the format the shards are stored in: a
    # quantized frozen base travels packed (torchtune's NF4Tensor all-gathers NF4 data and
    # scales, FSDP2 fsdp_pre_all_gather; bitsandbytes' bnb_4bit_quant_storage packs 4-bit
    # weights into the gathered dtype) and is dequantized one weight at a time
    gather_bpp = min(frozen_bpp, 2.0) if plan.method is Method.QLORA else 2.0
    fp8_layers = fp8_weights(plan)
    fp4_layers = fp4_weights(plan)
    base_bpp = frozen_bpp if plan.method.is_peft else working
    if fp8_layers:
        # the layers' weights are FP8 tensors (Megatron --fp8-param-gather): 1 byte each,
        # trained or frozen; embedding and output layer stay 16-bit
        layer = layer_params_on_gpu(plan, counts, sl)
        held -= layer * max(base_bpp - 1.0, 0.0) / sh.weight_shards
    if fp4_layers:
        # the NVFP4 layers' weights are NVFP4 tensors (row-wise, with their scales), trained
        # or frozen; the bf16 layers at each end, embedding and output layer stay 16-bit
        layer = layer_params_on_gpu(plan, counts, sl) * nvfp4_layer_share(sl)
        held -= layer * max(base_bpp - NVFP4_BYTES, 0.0) / sh.weight_shards
    # gathered as FP8 (Megatron-FSDP's FP8 parameters, torchao's float8 all-gather), less the
    # routed experts torchao leaves in 16 bits
    fp8_gather = fp8_gathered_share(counts, plan) if fp8_gathered(plan) else 0.0
    gather_bpp = fp8_gather * min(gather_bpp, 1.0) + (1 - fp8_gather) * gather_bpp
    gathered = 2 * sl.largest_layer_params * gather_bpp if sh.zero == 3 else 0.0  # 2 layers
    on_gpu, host = held + gathered, 0.0
    undivided = on_gpu if sh.zero < 3 else gathered
    if plan.offload is Offload.OPTIMIZER_AND_PARAMS:
        on_gpu, host = gathered or 2 * sl.largest_layer_params * 2, held
        undivided = on_gpu
    fp8_cache = fp8_cache_bytes(plan, counts, sl)
    on_gpu += fp8_cache
    undivided += fp8_cache
    formula = (
        "trainable params × working bytes + frozen params × storage bytes"
        " ÷ data-parallel ranks (ZeRO-3/FSDP) + 2 gathered layers"
        if sh.zero == 3
        else "trainable params × working bytes + frozen params × storage bytes"
    )
    figure = Figure(
        "weights",
        "Weights",
        on_gpu,
        "bytes",
        formula,
        (
            ("trainable params on this GPU", round(sh.trainable)),
            ("working bytes/param", working),
            ("frozen params on this GPU", round(sh.frozen)),
            ("frozen bytes/param", round(frozen_bpp, 4)),
            ("ZeRO-3 shards", round(sh.weight_shards, 2)),
            *((COPIES_INPUT, sh.copies),) * bool(sh.copies),
            ("FP8 weight cache", fp8_cache),
            ("layer weights kept in FP8", "yes" if fp8_layers else "no"),
            *((N_("Input", "NVFP4 layers' weights kept in NVFP4"), "yes"),) * fp4_layers,
            *((N_("Input", "share of the gathered layers in FP8"), fp8_gather),) * bool(fp8_gather),
        ),
        Joined(weights_source(recipe.frameworks, frozen_note), FP8_GATHER_SOURCE)
        if fp8_gather
        else weights_source(recipe.frameworks, frozen_note),
    )
    return figure, host, undivided


def weight_slice(weights: Figure) -> tuple[float, float]:
    """A training estimate's weights figure read back (_weights' inputs): the bytes of the
    GPU's model slice as it is stored — trainable parameters at their working bytes, frozen
    ones at their storage bytes — before ZeRO-3/FSDP splits it, and the shards it is split
    over."""
    inputs = dict(weights.inputs)
    full = float(inputs["trainable params on this GPU"] or 0) * float(
        inputs["working bytes/param"] or 0
    ) + float(inputs["frozen params on this GPU"] or 0) * float(inputs["frozen bytes/param"] or 0)
    return full, float(inputs["ZeRO-3 shards"] or 1)


def copy_grad_bytes(recipe: Recipe, sh: Share) -> float:
    """Gradient bytes per value of the copies: their own dtype, or the recipe's where it
    accumulates gradients for an fp32 master."""
    return recipe.grad if recipe.master else sh.copy_bytes


@lru_cache(maxsize=16)
def galore_note(optimizer_note: str) -> str:
    """The optimizer's source, and GaLore's."""
    return Joined(optimizer_note, GALORE_SOURCE)


def _optimizer(
    spec: ModelSpec, plan: Plan, sh: Share, recipe: Recipe, largest: float
) -> OptimizerBytes:
    """Master copy + states (+ the foreach temporary during the step), bytes on this GPU.
    Stepping in backward, the temporary is one tensor's (`largest` elements). GaLore's
    optimizers step parameter by parameter (no foreach temporary)."""
    _, note = optimizer_states(plan.optimizer)
    if plan.galore_rank is not None:
        note = galore_note(note)
    per_param = optimizer_state_bytes(spec, plan, recipe)
    shards = sh.optimizer_shards
    temporary = 0.0
    foreach = plan.optimizer_impl is OptimizerImpl.FOREACH and plan.galore_rank is None
    if foreach and plan.optimizer in (Optimizer.ADAMW, Optimizer.LION):
        stepped = min(largest, sh.trainable) if plan.optimizer_in_backward else sh.trainable
        temporary = stepped * recipe.state / shards
        if not plan.optimizer_in_backward:  # the copies' states are in the same foreach lists
            temporary += sh.copies * copy_state_bytes(plan, recipe, sh.copy_bytes) / 2 / shards
    states = (
        sh.trainable * per_param + sh.copies * copy_state_bytes(plan, recipe, sh.copy_bytes)
    ) / shards
    return OptimizerBytes(
        (sh.trainable + sh.copies) * recipe.master / shards,
        states,
        temporary,
        per_param,
        note,
        # bitsandbytes pages only the states of tensors with ≥ 10⁵ elements
        states if plan.paged_optimizer and largest >= PAGED_MIN_ELEMENTS else 0.0,
    )


def _activations(
    spec: ModelSpec, plan: Plan, counts: ParamCounts, sl: Slice, sh: Share, gpu: GpuSpec
) -> tuple[ActivationBytes, float]:
    """Activation bytes of one micro-batch and how many micro-batches are in flight."""
    mode = activation_mode(plan, framework(plan.framework).qlora_fp32_extras)
    cast = 0.0
    if mode is Precision.AMP:
        # autocast caches a bf16 copy of every fp32 weight a matmul reads: all trainable weights,
        # or with QLoRA the fp32-upcast output projection.
        if plan.method.is_peft:
            head = counts.lm_head or counts.embedding
            # adapters the trainer cast to bf16 need no copy, nor a trained output-layer copy
            cast_bf16 = kbit_trainables_bf16(plan, gpu)
            adapters = 0.0 if cast_bf16 else sh.trainable
            fp32_head = not (plan.train_embeddings and cast_bf16)
            cast = adapters + (head / plan.tp if sl.last and fp32_head else 0.0)
        else:
            cast = sh.trainable / sh.weight_shards
    # adapters on the last layers only: the layers below keep nothing for a backward they
    # never run (plan/fields.py backward_layers)
    top = backward_layers(plan, spec)
    layers = sl.layers if top is None else min(top, sl.layers)
    act = activation_bytes(
        spec,
        plan,
        trainable_cast_params=cast,
        mode=mode,
        last_stage=sl.last,
        layers=layers,
        top_layers=top is not None,
    )
    if sl.rank is not None and plan.pp_schedule is not PpSchedule.DUALPIPEV:
        # a rank of its own layers: its chunks' layers over the chunk forwards it warms up, in
        # units of its layers (DualPipeV: pp + ½ stages on every rank, as in_flight_… gives)
        return act, layer_micro_batches(spec, plan, sl.rank) / max(sl.layers, 1)
    return act, in_flight_micro_batches(plan, first=sl.first or sl.rank is not None)


def layer_micro_batches(spec: ModelSpec, plan: Plan, rank: int) -> float:
    """Layers × micro-batches whose activations pipeline rank `rank` holds at its peak: 1F1B
    (and zero bubble) min(pp − rank, micro-batches) micro-batches of all its layers; interleaved
    1F1B warms up 2(pp − rank − 1) + (v − 1)·pp + 1 chunk forwards in groups of pp micro-batches
    per chunk (Megatron-LM schedules.py, forward_backward_pipelining_with_interleaving), each
    holding its chunk's layers (pipeline_chunks: the first and the last chunk hold a layer fewer
    with the embedding and the loss counted as layers)."""
    sizes = pipeline_chunks(spec, plan)
    own = rank_chunks(plan, rank)
    v = len(own)
    if v > 1 and plan.grad_accum >= plan.pp:
        warm = min(2 * (plan.pp - rank - 1) + (v - 1) * plan.pp + 1, plan.grad_accum * v)
        return float(sum(sizes[own[(k // plan.pp) % v]] for k in range(warm)))
    return float(min(plan.pp - rank, plan.grad_accum) * sum(sizes[c] for c in own))


def trained_layers(spec: ModelSpec, plan: Plan, sl: Slice) -> int:
    """The decoder layers on this GPU with trainable parameters: freeze's last
    `freeze_trainable_layers`, LoRA's last `lora_layers`, else all of them."""
    k = spec.num_layers
    if plan.method is Method.FREEZE:
        k = int(plan.freeze_trainable_layers)
    elif plan.method.is_peft:
        k = adapted_layers(plan, spec) or k  # where the framework offers it
    return max(min(k, sl.layers), 1)


def _gradients(
    plan: Plan,
    sh: Share,
    sl: Slice,
    recipe: Recipe,
    largest: float,
    gpu: GpuSpec | None = None,
    trained: int = 1,
) -> Grads:
    """The gradients' bytes by phase; `trained`: the layers on this GPU with trainable
    parameters (trained_layers), which FSDP reduces one by one."""
    copies = sh.copies * copy_grad_bytes(recipe, sh)  # the embedding and output-layer copies
    grads_all = (sh.trainable * recipe.grad + copies) / sh.grad_shards
    # Gradients are live during forward/backward when they accumulate over micro-batches, or as
    # the reduced gradient partition DeepSpeed ZeRO keeps (1/dp of them); otherwise they appear
    # as activations are freed, after the activation peak.
    partition = (sh.trainable * recipe.grad + copies) / sh.trained_shards
    during = grads_all if plan.grad_accum > 1 else (partition if sh.zero >= 1 else 0.0)
    # FSDP (gradients sharded: ZeRO-2 and 3): a trained layer's parameters on this GPU, its
    # unsharded gradients in the compute dtype while it runs backward, the layer before's
    # reduce-scatter input in the reduce dtype
    fsdp = fsdp_sharded(plan)
    layer = min(sl.largest_layer_params, sh.trainable / trained) if fsdp else 0.0
    if offload_moves_gradients(plan):
        # reduced layer by layer (bucket by bucket) into an fp32 partition in host RAM
        # (a trained embedding or output copy is reduced as one bucket of its own): that
        # layer is the reduce-scatter input; FSDP adds the layer in backward's own
        one_layer = max(sh.trainable / max(sl.layers, 1) * recipe.grad, copies)
        host = (sh.trainable + sh.copies) * 4.0 / sh.optimizer_shards
        one = min(grads_all, one_layer)
        return Grads(one, 0.0, one, host, "offloaded", layer, recipe.weight)
    per_param = recipe.weight + reduce_bytes(plan, recipe) if layer else 0.0
    if plan.optimizer_in_backward:
        # one tensor's gradient and step at a time, after the loss backward (the start of
        # backward holds none); counted in the step phase. FSDP still reduces layer by layer.
        one = min(largest * recipe.grad / sh.grad_shards, grads_all)
        return Grads(one, 0.0, 0.0, 0.0, "in_backward", layer, per_param)
    if bf16_optimizer_grads(plan, gpu):
        # DeepSpeed's BF16_Optimizer: the fp32 accumulation buffer of every parameter and the
        # bf16 .grad tensors it zeroes but keeps, both resident from the first backward on
        both = (sh.trainable * gradient_bytes(plan, recipe, gpu) + 2 * copies) / sh.grad_shards
        return Grads(both, both, both, 0.0, "bf16_optimizer")
    if framework(plan.framework).grad_buffer:
        # Megatron-Core DDP zero-fills one buffer of every trainable parameter's main_grad when
        # it wraps the model; it stays allocated through forward, backward and the step
        return Grads(grads_all, grads_all, grads_all, 0.0, "buffer")
    return Grads(grads_all, during, during, 0.0, "resident", layer, per_param)


def _backward_moment(
    spec: ModelSpec,
    plan: Plan,
    sl: Slice,
    recipe: Recipe,
    grads: Grads,
    act: ActivationBytes,
    sh: Share,
    start_act: float,
    first_layer_act: float = 0.0,
) -> tuple[float, float, float]:
    """(gradients, activations) at the fullest moment of backward: its start (every saved
    tensor, the loss backward), its last layers (nearly every gradient, one layer's backward)
    or its end, where a tied embedding's second gradient is summed with the first before it
    is accumulated (two vocabulary × hidden tensors on top of the gradients; PyTorch autograd's
    input buffer). FSDP's reduce buffers (Grads.reducing) join once the first layer's backward
    runs (`first_layer_act`: every saved tensor and that layer's backward); the third value is
    their bytes in the moment taken."""
    start = (grads.backward, start_act, 0.0)
    # one layer's backward: its saved tensors (recomputed, resident or back from host RAM) and
    # the gradients flowing through it
    last_layer = act.recompute_peak or act.layer_gradients + act.per_layer_saved
    red = grads.reducing
    first = [(grads.backward + red, first_layer_act, red)] if red else []
    if grads.how != "resident":  # the same gradient bytes all through backward
        return max([start, *first, (grads.backward + red, last_layer, red)], key=_moment)
    vocab_grad = spec.vocab_size * spec.embed_width / plan.tp * recipe.grad
    embedding_trains = plan.method in (Method.PRETRAIN, Method.FULL) and sl.first
    late_grads = grads.all - (vocab_grad / sh.grad_shards if embedding_trains else 0.0)
    moments = [start, *first, (late_grads + red, last_layer, red)]
    # (a classifier's head is its own: no output gradient joins the embedding's)
    if embedding_trains and sl.last and spec.ties_lm_head:
        moments.append((grads.all, 2 * vocab_grad, 0.0))
    return max(moments, key=_moment)


def _moment(m: tuple[float, float, float]) -> float:
    """A backward moment's bytes: its gradients and activations (the third value is part of
    the gradients)."""
    return m[0] + m[1]


def floor_bytes(
    plan: Plan,
    sh: Share,
    act: ActivationBytes,
    undivided_weights: float,
    opt: OptimizerBytes,
    parts: tuple[Figure, ...],
    reference_pass: float = 0.0,
) -> float:
    """A lower bound of this GPU's total (and of the total less paged states) on every count
    of the plan that differs only in its data-parallel ranks (more nodes, same tp, pp, cp,
    micro-batch and sequence): what ZeRO cannot divide.

    The allocated peak holds at least the forward activations of one micro-batch (its layers'
    saved tensors, the loss region, ring-attention blocks, rotary tables: tokens ÷ cp ÷ tp,
    none of them divided by dp; autocast's weight copies left out: they follow the shards),
    the weights ZeRO does not divide (`undivided_weights`: all of them below stage 3; the two
    gathered layers and the FP8 cache at stage 3), and the master copy and states where ZeRO
    does not shard them (stage 0, less paged states), and a DPO step's reference pass
    (`reference_pass`, per micro-batch). The allocator's reserve is its share of
    that peak; every other overhead part (CUDA context, workspaces, communication buffers,
    present from the second GPU) is the same on every such count."""
    allocated = act.saved_layers - act.saved_cast + act.loss_saved + act.ring_buffers
    allocated += act.rope_tables + undivided_weights + reference_pass
    if sh.zero < 1:  # (offload implies stage 1)
        allocated += opt.master + opt.states - opt.paged
    fixed = sum(p.value for p in parts if p.key != "allocator")
    return allocated * (1 + reserve_share(plan)[1]) + fixed


NO_KV_CACHE = Figure("kv_cache", "KV cache", 0.0, "bytes", "training keeps no KV cache")


def _megatron_bf16_warning(plan: Plan) -> Message:
    """A Megatron-Core plan in bf16 runs as its profile's mixed recipe (formats.megatron_bf16):
    said beside the answer, with Megatron-Bridge's bf16 gradients pointed to where the profile
    keeps fp32 ones."""
    own = megatron_bf16_precision(plan)
    said = {
        "framework": framework(plan.framework).name,
        "recipe": own.value,
        "field": FieldRef("plan.precision"),
    }
    if own is Precision.MIXED:  # bf16 gradients already: no other recipe to point to
        return Message(
            "bf16 under {framework} is its mixed precision (Megatron-LM's --bf16): fp32 "
            "main parameters and Adam states beside the bf16 weights, gradients as "
            "{recipe} keeps them.",
            **said,
        )
    return Message(
        "bf16 under {framework} is its mixed precision (Megatron-LM's --bf16): fp32 "
        "main parameters and Adam states beside the bf16 weights, gradients as "
        "{recipe} keeps them; Megatron-Bridge's performance scripts reduce gradients "
        "in bf16 ({field} mixed).",
        **said,
    )


def _training_stage(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    counts: ParamCounts,
    sl: Slice,
    reference_pass: float = 0.0,
) -> MemoryEstimate:
    recipe = plan_recipe(plan, gpu)
    sh = _share(spec, plan, counts, sl, gpu)
    largest = largest_trainable_tensor(spec, plan, sl)
    weights, host, undivided = _weights(spec, plan, counts, sl, sh, recipe)
    opt = _optimizer(spec, plan, sh, recipe, largest)
    master, states, temp = opt.master, opt.states, opt.temporary
    grads = _gradients(plan, sh, sl, recipe, largest, gpu, trained_layers(spec, plan, sl))
    moved = host + grads.host
    paged = opt.paged
    offloaded_states = 0.0
    if plan.offload is not Offload.NONE:
        offloaded_states = master + states + temp
        moved += offloaded_states
        master = states = temp = paged = 0.0
    act, in_flight = _activations(spec, plan, counts, sl, sh, gpu)
    off = offload_placement(plan, moved, act.offloaded * in_flight)
    layer_acts = act.saved_layers * in_flight
    fwd_act = layer_acts + act.loss_saved + act.autocast_cache + act.ring_buffers
    fwd_act += reference_pass
    bwd_act = layer_acts + max(act.loss_backward_peak, act.recompute_peak + act.ring_buffers)
    bwd_act += act.backward_transient
    # the first layer's backward, the loss's gone: what FSDP's reduce buffers join
    in_layer = act.recompute_peak + act.ring_buffers if act.recompute_peak else act.layer_gradients
    first_layer_act = layer_acts + in_layer + act.backward_transient
    step_temp = 0.0
    bwd_grads, bwd_act, bwd_reducing = _backward_moment(
        spec, plan, sl, recipe, grads, act, sh, bwd_act, first_layer_act
    )
    # buffers alive through the whole step (Unsloth's per-layer rotary tables)
    fwd_act, bwd_act = fwd_act + act.rope_tables, bwd_act + act.rope_tables
    static = weights.value + master + states
    dynamic = {  # what comes and goes within the step, by phase
        "forward": grads.forward + fwd_act,
        "backward": bwd_grads + step_temp + bwd_act,
        "optimizer step": grads.all + temp + act.rope_tables,
    }
    phases = {k: static + v for k, v in dynamic.items()}
    phase = max(phases, key=phases.__getitem__)
    grads_at_peak = {"forward": grads.forward, "backward": bwd_grads}.get(phase, grads.all)
    temp_at_peak = temp if phase == "optimizer step" else step_temp if phase == "backward" else 0
    acts_at_peak = {"forward": fwd_act, "backward": bwd_act, "optimizer step": act.rope_tables}[
        phase
    ]
    warnings: list[str] = []
    if plan.method is Method.QLORA and spec.is_moe:
        warnings.append(
            Message(
                "QLoRA on an MoE model still holds every expert's weights (in 4-bit): memory "
                "follows the total parameter count, not the active one."
            )
        )
    if megatron_bf16(plan):
        warnings.append(_megatron_bf16_warning(plan))
    accumulates = plan.grad_accum > 1 and plan.offload is Offload.NONE
    if fsdp_sharded(plan) and accelerate_fsdp(plan) and accumulates:
        # Hugging Face's Trainer enters the model's own no_sync for every micro-batch but the
        # last (accelerate's Accelerator.no_sync): FSDP1 has one, FSDP2 modules have none
        # (with offload_params FSDP1's accumulation is not read here: nothing said)
        warnings.append(
            Message(
                "Planned as FSDP2, which reduce-scatters every micro-batch: under FSDP1 "
                "(fsdp_version 1) the Trainer accumulates the {steps} micro-batches' gradients "
                "unsharded (its no_sync), about {extra} more per GPU.",
                steps=plan.grad_accum,
                extra=Bytes(sh.trainable * recipe.weight * (1 - 1 / sh.grad_shards)),
            )
        )
    if lacks_bf16(gpu, plan) and plan.precision is not Precision.FP8:
        # what framework_rules did not refuse runs in fp16: a mixed recipe's fp16 twin, or
        # Unsloth's float16 model
        warnings.append(
            Message(
                "The {gpu} has no bf16: estimated as {framework} in fp16 with loss scaling "
                "(the same bytes per value, at the fp16 tensor-core rate).",
                gpu=gpu.name,
                framework=framework(plan.framework).name,
            )
        )
    # paged states sit outside PyTorch's caching allocator: no reserve on them
    parts = overhead_figures(spec, gpu, plan, static + dynamic[phase] - paged, training=True)
    total = static + dynamic[phase] + sum(p.value for p in parts)
    # paged states the GPU cannot hold live in host RAM (the driver evicts them there)
    paged_to_host = paged_out(paged, total, gpu)
    offloading = plan.offload is not Offload.NONE
    stepped = (sh.trainable + sh.copies) / sh.optimizer_shards if offloading else 0.0
    traffic = Traffic(
        activations=act.offloaded * in_flight,
        params=host,
        grads=stepped * min(recipe.grad, 2.0),
        step_params=stepped,
        states_on_nvme=offloaded_states if off.nvme else 0.0,
    )
    return assemble(
        weights,
        gradients_figure(
            grads_at_peak, grads, sh, recipe, bwd_reducing if phase == "backward" else 0.0
        ),
        optimizer_figure(plan, opt, master + states + temp_at_peak, temp_at_peak, sh, gpu),
        activations_figure(
            plan,
            act,
            in_flight,
            acts_at_peak,
            phase,
            reference_pass,
            top_only=backward_layers(plan, spec) is not None,
        ),
        NO_KV_CACHE,
        parts,
        phase,
        phases,
        gpu,
        sh.trainable_all,
        off.host + paged_to_host,
        warnings,
        paged=paged,
        nvme=off.nvme,
        techniques=technique_figures(plan, act, opt, grads, off, paged_to_host),
        traffic=traffic,
        floor=floor_bytes(plan, sh, act, undivided, opt, parts, reference_pass),
    )
