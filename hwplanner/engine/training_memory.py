"""Peak memory per GPU of a training step: weights, gradients, optimizer states, activations."""

from __future__ import annotations

from hwplanner.engine.activations import activation_bytes, activation_mode
from hwplanner.engine.breakdown import (
    MemoryEstimate,
    assemble,
    frozen_bytes_per_param,
    trainable_params,
)
from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import (
    RECIPES,
    optimizer_states,
)
from hwplanner.engine.frameworks import framework
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.overhead import overhead_figures
from hwplanner.engine.params import ParamCounts, count_params
from hwplanner.engine.plan import (
    Method,
    Offload,
    Optimizer,
    OptimizerImpl,
    Plan,
    Precision,
)
from hwplanner.engine.sharding import Slice, model_slice


def training_memory(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> MemoryEstimate:
    counts = count_params(spec)
    stages = [model_slice(spec, counts, plan, first=True, last=plan.pp == 1)]
    if plan.pp > 1:
        stages.append(model_slice(spec, counts, plan, first=False, last=True))
    results = [_training_stage(spec, gpu, plan, counts, s) for s in stages]
    return max(results, key=lambda r: r.total.value)


def _training_stage(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, counts: ParamCounts, sl: Slice
) -> MemoryEstimate:
    recipe = RECIPES[plan.precision]
    prof = framework(plan.framework)
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
    warnings: list[str] = []

    # Weights: the trainable working copy plus frozen weights in their storage format.
    frozen_bpp, frozen_note = frozen_bytes_per_param(spec, plan, counts)
    adapter_bytes = recipe.weight  # LoRA adapters follow the recipe (fp32 under PEFT + AMP)
    w_trainable = trainable * adapter_bytes
    w_frozen = frozen * frozen_bpp
    shard3 = dp if zero == 3 else 1
    gathered = 0.0
    if zero == 3:
        gathered = 2 * sl.largest_layer_params * 2  # two layers gathered in 16-bit (prefetch)
    weights_bytes = (w_trainable + w_frozen) / shard3 + gathered
    host = 0.0
    if plan.offload is Offload.OPTIMIZER_AND_PARAMS:
        host += (w_trainable + w_frozen) / shard3
        weights_bytes = gathered or 2 * sl.largest_layer_params * 2
    weights = Figure(
        "weights",
        "Weights",
        weights_bytes,
        "bytes",
        "trainable params × working bytes + frozen params × storage bytes"
        + (" ÷ data-parallel ranks (ZeRO-3/FSDP) + 2 gathered layers" if zero == 3 else ""),
        (
            ("trainable params on this GPU", round(trainable)),
            ("working bytes/param", adapter_bytes),
            ("frozen params on this GPU", round(frozen)),
            ("frozen bytes/param", round(frozen_bpp, 4)),
            ("ZeRO-3 shards", shard3),
        ),
        f"{recipe.frameworks}; frozen: {frozen_note}",
    )

    # Gradients.
    grad_shard = dp if zero >= 2 else 1
    grads_bytes = trainable * recipe.grad / grad_shard
    # Optimizer: master copy + states (+ the foreach temporary during the step).
    n_states, opt_note = optimizer_states(plan.optimizer)
    state_bytes = recipe.state
    if plan.optimizer is Optimizer.ADAMW_8BIT:
        per_param_states = 2.0 + 2 * 4 / 2048  # two uint8 states + fp32 absmax per 2048 block
    elif plan.optimizer is Optimizer.ADAFACTOR:
        per_param_states = state_bytes * 2 / max(plan.lora_rank if is_peft else 1024, 1)
    else:
        per_param_states = n_states * state_bytes
    opt_shard = dp if zero >= 1 else 1
    master_bytes = trainable * recipe.master / opt_shard
    states_bytes = trainable * per_param_states / opt_shard
    temp_bytes = 0.0
    if plan.optimizer_impl is OptimizerImpl.FOREACH and plan.optimizer in (
        Optimizer.ADAMW,
        Optimizer.LION,
    ):
        temp_bytes = trainable * state_bytes / opt_shard
    if plan.offload is not Offload.NONE:
        host += master_bytes + states_bytes + temp_bytes
        master_bytes = states_bytes = temp_bytes = 0.0

    # Activations.
    mode = activation_mode(plan, prof.qlora_fp32_extras)
    cast = 0.0
    if mode is Precision.AMP:
        # autocast caches a bf16 copy of every fp32 weight a matmul reads: all trainable weights,
        # or with QLoRA the fp32-upcast output projection.
        if is_peft:
            head = counts.lm_head or counts.embedding
            cast = trainable + (head / plan.tp if sl.last else 0.0)
        else:
            cast = trainable / shard3
    act = activation_bytes(
        spec, plan, trainable_cast_params=cast, mode=mode, last_stage=sl.last, layers=sl.layers
    )
    in_flight = min(plan.pp, plan.grad_accum) if sl.first and plan.pp > 1 else 1
    layer_acts = act.saved_layers * in_flight
    fwd_act = layer_acts + act.loss_saved + act.autocast_cache
    bwd_act = layer_acts + max(act.loss_backward_peak, act.recompute_peak)
    # Gradients are live during forward/backward when they accumulate over micro-batches, or as
    # the reduced gradient partition DeepSpeed ZeRO keeps (1/dp of them); otherwise they appear
    # as activations are freed, after the activation peak.
    partition = trainable * recipe.grad / dp
    grads_during = grads_bytes if plan.grad_accum > 1 else (partition if zero >= 1 else 0.0)
    static = weights_bytes + master_bytes + states_bytes
    phases = {
        "forward": static + grads_during + fwd_act,
        "backward": static + grads_during + bwd_act,
        "optimizer step": static + grads_bytes + temp_bytes,
    }
    phase = max(phases, key=lambda k: phases[k])
    acts_at_peak = {"forward": fwd_act, "backward": bwd_act, "optimizer step": 0.0}[phase]
    grads_at_peak = grads_bytes if phase == "optimizer step" else grads_during
    temp_at_peak = temp_bytes if phase == "optimizer step" else 0.0

    gradients = Figure(
        "gradients",
        "Gradients",
        grads_at_peak,
        "bytes",
        "trainable params × gradient bytes"
        + (" ÷ data-parallel ranks (ZeRO-2/3)" if grad_shard > 1 else "")
        + (
            "; at the forward/backward peak they are not yet allocated" if not grads_at_peak else ""
        ),
        (
            ("trainable params on this GPU", round(trainable)),
            ("gradient bytes/param", recipe.grad),
            ("shards", grad_shard),
            ("gradients when all allocated", grads_bytes),
        ),
        recipe.frameworks,
    )
    optimizer = Figure(
        "optimizer",
        "Optimizer states",
        master_bytes + states_bytes + temp_at_peak,
        "bytes",
        "trainable params × (master bytes + state bytes) ÷ ZeRO shards"
        + (" + one state-sized foreach temporary in the step" if temp_at_peak else ""),
        (
            ("trainable params on this GPU", round(trainable)),
            ("fp32 master bytes/param", recipe.master),
            ("state bytes/param", per_param_states),
            ("shards", opt_shard),
            ("foreach temporary", temp_at_peak),
        ),
        opt_note,
        notes=(Message("offloaded to host RAM"),) if plan.offload is not Offload.NONE else (),
    )
    activations = Figure(
        "activations",
        "Activations",
        acts_at_peak,
        "bytes",
        "per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches)"
        " + logits/loss buffers (+ autocast weight cache in forward)",
        (
            ("micro-batch × sequence", f"{plan.micro_batch} × {plan.seq_len}"),
            ("saved per layer, no recompute", act.per_layer_saved),
            ("layers on this GPU", act.layers),
            ("recompute", plan.recompute.value),
            ("layers' saved tensors", layer_acts),
            ("loss/logits at end of forward", act.loss_saved),
            ("loss backward peak", act.loss_backward_peak),
            ("one-layer recompute peak", act.recompute_peak),
            ("autocast bf16 weight cache", act.autocast_cache),
            ("in-flight micro-batches", in_flight),
        ),
        "Korthikanti et al. 2022 accounting, checked against PyTorch saved tensors",
        notes=(Message("peak falls in the {phase}", phase=Message(phase)),),
    )
    kv = Figure("kv_cache", "KV cache", 0.0, "bytes", "training keeps no KV cache")
    allocated = (
        static
        + {
            "forward": grads_during + fwd_act,
            "backward": grads_during + bwd_act,
            "optimizer step": grads_bytes + temp_bytes,
        }[phase]
    )
    parts = overhead_figures(spec, gpu, plan, allocated, training=True)
    if plan.method is Method.QLORA and spec.is_moe:
        warnings.append(
            Message(
                "QLoRA on an MoE model still holds every expert's weights (in 4-bit): memory "
                "follows the total parameter count, not the active one."
            )
        )
    return assemble(
        weights,
        gradients,
        optimizer,
        activations,
        kv,
        parts,
        phase,
        phases,
        gpu,
        trainable_all,
        host,
        warnings,
    )
