"""Peak memory per GPU of a training step: weights, gradients, optimizer states, activations.

A step has three phases whose totals differ: forward (activations being saved), backward
(activations freed as gradients appear) and the optimizer step (all gradients plus the step's
temporaries). Each component is computed once for this GPU's share of the model (its pipeline
stage, tensor/expert slice and ZeRO shard); the peak is the largest phase.
"""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.activations import ActivationBytes, activation_bytes, activation_mode
from hwplanner.engine.breakdown import (
    MemoryEstimate,
    assemble,
    frozen_bytes_per_param,
    trainable_params,
)
from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import RECIPES, Recipe, optimizer_states
from hwplanner.engine.frameworks import framework
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.overhead import overhead_figures
from hwplanner.engine.params import ParamCounts, count_params
from hwplanner.engine.plan import Method, Offload, Optimizer, OptimizerImpl, Plan, Precision
from hwplanner.engine.sharding import Slice, model_slice


def training_memory(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> MemoryEstimate:
    """The heavier pipeline stage's peak (the first holds the embedding and in-flight
    micro-batches, the last lm_head and the loss)."""
    counts = count_params(spec)
    stages = [model_slice(spec, counts, plan, first=True, last=plan.pp == 1)]
    if plan.pp > 1:
        stages.append(model_slice(spec, counts, plan, first=False, last=True))
    results = [_training_stage(spec, gpu, plan, counts, s) for s in stages]
    return max(results, key=lambda r: r.total.value)


@dataclass(frozen=True, slots=True)
class Share:
    """What one GPU of one stage trains and holds, and how ZeRO divides it."""

    trainable_all: int  # trainable parameters of the whole model
    trainable: float  # trainable parameters on this GPU (before ZeRO)
    frozen: float  # frozen parameters on this GPU
    dp: int
    zero: int  # effective ZeRO stage (offload implies at least 1; applies on one rank too)

    @property
    def weight_shards(self) -> int:
        return self.dp if self.zero == 3 else 1

    @property
    def grad_shards(self) -> int:
        return self.dp if self.zero >= 2 else 1

    @property
    def optimizer_shards(self) -> int:
        return self.dp if self.zero >= 1 else 1


def _share(spec: ModelSpec, plan: Plan, counts: ParamCounts, sl: Slice) -> Share:
    trainable_all = trainable_params(spec, plan, counts)
    frac = sl.fraction  # share of the model's parameters this GPU holds before ZeRO
    is_peft = plan.method.is_peft
    trainable = trainable_all * (1 / (plan.tp * plan.pp) if is_peft else frac)
    if plan.method is Method.FREEZE:
        trainable = min(trainable_all, counts.total * frac)
    frozen = counts.total * frac - (0 if is_peft else trainable)
    dp = plan.dp
    # ZeRO keeps its buffers on one rank too (DeepSpeed does not special-case a world of one:
    # the gradient partition, the gathered layers and the reduce buckets all exist), so the
    # stage applies at every dp; dropping it at dp = 1 made one GPU look cheaper than two.
    zero = plan.zero
    if plan.offload is not Offload.NONE:
        zero = max(zero, 1)  # ZeRO-Offload is a ZeRO feature: stage 0 with offload means stage 1
    return Share(trainable_all, trainable, frozen, dp, zero)


def _weights(
    spec: ModelSpec, plan: Plan, counts: ParamCounts, sl: Slice, sh: Share, recipe: Recipe
) -> tuple[Figure, float]:
    """The trainable working copy plus frozen weights in their storage format (bytes), and
    what offload moves to host RAM."""
    frozen_bpp, frozen_note = frozen_bytes_per_param(spec, plan, counts)
    working = recipe.weight  # LoRA adapters follow the recipe (fp32 under PEFT + AMP)
    held = (sh.trainable * working + sh.frozen * frozen_bpp) / sh.weight_shards
    gathered = 2 * sl.largest_layer_params * 2 if sh.zero == 3 else 0.0  # 2 layers, 16-bit
    on_gpu, host = held + gathered, 0.0
    if plan.offload is Offload.OPTIMIZER_AND_PARAMS:
        on_gpu, host = gathered or 2 * sl.largest_layer_params * 2, held
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
            ("ZeRO-3 shards", sh.weight_shards),
        ),
        f"{recipe.frameworks}; frozen: {frozen_note}",
    )
    return figure, host


@dataclass(frozen=True, slots=True)
class OptimizerBytes:
    master: float  # fp32 master copy, this GPU
    states: float
    temporary: float  # the foreach step's state-sized temporary
    per_param_states: float  # bytes of state per trainable parameter
    note: str


def _optimizer(plan: Plan, sh: Share, recipe: Recipe) -> OptimizerBytes:
    """Master copy + states (+ the foreach temporary during the step), bytes on this GPU."""
    n_states, note = optimizer_states(plan.optimizer)
    if plan.optimizer is Optimizer.ADAMW_8BIT:
        per_param = 2.0 + 2 * 4 / 2048  # two uint8 states + fp32 absmax per 2048 block
    elif plan.optimizer is Optimizer.ADAFACTOR:
        per_param = recipe.state * 2 / max(plan.lora_rank if plan.method.is_peft else 1024, 1)
    else:
        per_param = n_states * recipe.state
    shards = sh.optimizer_shards
    temporary = 0.0
    foreach = plan.optimizer_impl is OptimizerImpl.FOREACH
    if foreach and plan.optimizer in (Optimizer.ADAMW, Optimizer.LION):
        temporary = sh.trainable * recipe.state / shards
    return OptimizerBytes(
        sh.trainable * recipe.master / shards,
        sh.trainable * per_param / shards,
        temporary,
        per_param,
        note,
    )


def _activations(
    spec: ModelSpec, plan: Plan, counts: ParamCounts, sl: Slice, sh: Share
) -> tuple[ActivationBytes, int]:
    """Activation bytes of one micro-batch and how many micro-batches are in flight."""
    mode = activation_mode(plan, framework(plan.framework).qlora_fp32_extras)
    cast = 0.0
    if mode is Precision.AMP:
        # autocast caches a bf16 copy of every fp32 weight a matmul reads: all trainable weights,
        # or with QLoRA the fp32-upcast output projection.
        if plan.method.is_peft:
            head = counts.lm_head or counts.embedding
            cast = sh.trainable + (head / plan.tp if sl.last else 0.0)
        else:
            cast = sh.trainable / sh.weight_shards
    act = activation_bytes(
        spec, plan, trainable_cast_params=cast, mode=mode, last_stage=sl.last, layers=sl.layers
    )
    in_flight = min(plan.pp, plan.grad_accum) if sl.first and plan.pp > 1 else 1
    return act, in_flight


def _training_stage(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, counts: ParamCounts, sl: Slice
) -> MemoryEstimate:
    recipe = RECIPES[plan.precision]
    sh = _share(spec, plan, counts, sl)
    weights, host = _weights(spec, plan, counts, sl, sh, recipe)
    opt = _optimizer(plan, sh, recipe)
    master, states, temp = opt.master, opt.states, opt.temporary
    if plan.offload is not Offload.NONE:
        host += master + states + temp
        master = states = temp = 0.0
    grads_all = sh.trainable * recipe.grad / sh.grad_shards
    act, in_flight = _activations(spec, plan, counts, sl, sh)
    layer_acts = act.saved_layers * in_flight
    fwd_act = layer_acts + act.loss_saved + act.autocast_cache
    bwd_act = layer_acts + max(act.loss_backward_peak, act.recompute_peak)
    # Gradients are live during forward/backward when they accumulate over micro-batches, or as
    # the reduced gradient partition DeepSpeed ZeRO keeps (1/dp of them); otherwise they appear
    # as activations are freed, after the activation peak.
    partition = sh.trainable * recipe.grad / sh.dp
    grads_during = grads_all if plan.grad_accum > 1 else (partition if sh.zero >= 1 else 0.0)
    static = weights.value + master + states
    dynamic = {  # what comes and goes within the step, by phase
        "forward": grads_during + fwd_act,
        "backward": grads_during + bwd_act,
        "optimizer step": grads_all + temp,
    }
    phases = {k: static + v for k, v in dynamic.items()}
    phase = max(phases, key=lambda k: phases[k])
    in_step = phase == "optimizer step"
    grads_at_peak = grads_all if in_step else grads_during
    temp_at_peak = temp if in_step else 0.0
    acts_at_peak = {"forward": fwd_act, "backward": bwd_act, "optimizer step": 0.0}[phase]
    warnings: list[str] = []
    if plan.method is Method.QLORA and spec.is_moe:
        warnings.append(
            Message(
                "QLoRA on an MoE model still holds every expert's weights (in 4-bit): memory "
                "follows the total parameter count, not the active one."
            )
        )
    return assemble(
        weights,
        _gradients_figure(grads_at_peak, grads_all, sh, recipe),
        _optimizer_figure(plan, opt, master + states + temp_at_peak, temp_at_peak, sh),
        _activations_figure(plan, act, in_flight, acts_at_peak, phase),
        Figure("kv_cache", "KV cache", 0.0, "bytes", "training keeps no KV cache"),
        overhead_figures(spec, gpu, plan, static + dynamic[phase], training=True),
        phase,
        phases,
        gpu,
        sh.trainable_all,
        host,
        warnings,
    )


def _gradients_figure(at_peak: float, all_grads: float, sh: Share, recipe: Recipe) -> Figure:
    if sh.grad_shards > 1:
        formula = "trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3)"
        if not at_peak:
            formula = (
                "trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3); at the "
                "forward/backward peak they are not yet allocated"
            )
    else:
        formula = "trainable params × gradient bytes"
        if not at_peak:
            formula = (
                "trainable params × gradient bytes; at the forward/backward peak they are not "
                "yet allocated"
            )
    return Figure(
        "gradients",
        "Gradients",
        at_peak,
        "bytes",
        formula,
        (
            ("trainable params on this GPU", round(sh.trainable)),
            ("gradient bytes/param", recipe.grad),
            ("shards", sh.grad_shards),
            ("gradients when all allocated", all_grads),
        ),
        recipe.frameworks,
    )


def _optimizer_figure(
    plan: Plan, opt: OptimizerBytes, value: float, temp_at_peak: float, sh: Share
) -> Figure:
    recipe = RECIPES[plan.precision]
    return Figure(
        "optimizer",
        "Optimizer states",
        value,
        "bytes",
        "trainable params × (master bytes + state bytes) ÷ ZeRO shards"
        " + one state-sized foreach temporary in the step"
        if temp_at_peak
        else "trainable params × (master bytes + state bytes) ÷ ZeRO shards",
        (
            ("trainable params on this GPU", round(sh.trainable)),
            ("fp32 master bytes/param", recipe.master),
            ("state bytes/param", opt.per_param_states),
            ("shards", sh.optimizer_shards),
            ("foreach temporary", temp_at_peak),
        ),
        opt.note,
        notes=(OFFLOADED,) if plan.offload is not Offload.NONE else (),
    )


OFFLOADED = Message("offloaded to host RAM")
PEAK_NOTES = {
    phase: Message("peak falls in the {phase}", phase=Message(phase))
    for phase in ("forward", "backward", "optimizer step")
}


def _activations_figure(
    plan: Plan, act: ActivationBytes, in_flight: int, at_peak: float, phase: str
) -> Figure:
    return Figure(
        "activations",
        "Activations",
        at_peak,
        "bytes",
        "per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches)"
        " + logits/loss buffers (+ autocast weight cache in forward)",
        (
            ("micro-batch × sequence", f"{plan.micro_batch} × {plan.seq_len}"),
            ("saved per layer, no recompute", act.per_layer_saved),
            ("layers on this GPU", act.layers),
            ("recompute", plan.recompute.value),
            ("layers' saved tensors", act.saved_layers * in_flight),
            ("loss/logits at end of forward", act.loss_saved),
            ("loss backward peak", act.loss_backward_peak),
            ("one-layer recompute peak", act.recompute_peak),
            ("autocast bf16 weight cache", act.autocast_cache),
            ("in-flight micro-batches", in_flight),
        ),
        "Korthikanti et al. 2022 accounting, checked against PyTorch saved tensors",
        notes=(PEAK_NOTES[phase],),
    )
