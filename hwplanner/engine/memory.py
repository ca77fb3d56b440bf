"""Peak memory per GPU, component by component, for training and inference plans."""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.activations import activation_bytes, activation_mode
from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import (
    KV_BYTES,
    RECIPES,
    WEIGHT_BYTES,
    WEIGHT_FORMAT_NOTES,
    is_quantized,
    optimizer_states,
)
from hwplanner.engine.frameworks import framework
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.overhead import overhead_figures
from hwplanner.engine.params import ParamCounts, count_params, lora_params, quantizable_params
from hwplanner.engine.plan import (
    Method,
    Offload,
    Optimizer,
    OptimizerImpl,
    Plan,
    Precision,
)
from hwplanner.engine.sharding import Slice, model_slice

COMPONENTS = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
COMPONENT_LABELS = {
    "weights": "Weights",
    "gradients": "Gradients",
    "optimizer": "Optimizer states",
    "activations": "Activations",
    "kv_cache": "KV cache",
    "overhead": "Overheads",
}


@dataclass(frozen=True, slots=True)
class MemoryEstimate:
    """Per-GPU memory at the peak of a step (training) or while serving (inference)."""

    components: dict[str, Figure]  # the six chart components, bytes
    overheads: tuple[Figure, ...]  # named parts of the overhead component
    total: Figure
    phase: str  # where the peak falls: forward, backward, optimizer step, serving
    phase_totals: dict[str, float]  # every phase's total, bytes
    capacity_bytes: int
    trainable_params: int
    host_offload_bytes: float  # what offload moved to host RAM, per GPU
    warnings: tuple[str, ...]

    @property
    def total_bytes(self) -> float:
        return self.total.value

    @property
    def fits(self) -> bool:
        return self.total.value <= self.capacity_bytes

    @property
    def headroom_bytes(self) -> float:
        return self.capacity_bytes - self.total.value

    def bytes_of(self, component: str) -> float:
        return self.components[component].value


def trainable_params(spec: ModelSpec, plan: Plan, counts: ParamCounts) -> int:
    """Parameters the optimizer updates, by method."""
    if plan.method in (Method.PRETRAIN, Method.FULL):
        return counts.total
    if plan.method is Method.FREEZE:
        n = min(plan.freeze_trainable_layers, spec.num_layers)
        moe_in_tail = sum(
            1 for i in range(spec.num_layers - n, spec.num_layers) if spec.layer_is_moe(i)
        )
        return moe_in_tail * counts.per_moe_layer + (n - moe_in_tail) * counts.per_dense_layer
    if plan.method.is_peft:
        prof = framework(plan.framework)
        return lora_params(
            spec, plan.lora_rank, plan.lora_targets, fused_experts=prof.fused_expert_lora
        )
    return 0


def _frozen_bytes_per_param(spec: ModelSpec, plan: Plan, counts: ParamCounts) -> tuple[float, str]:
    """Average bytes per frozen (or served) parameter, and how that was reached."""
    fmt = plan.frozen_format
    per = WEIGHT_BYTES[fmt]
    if not is_quantized(fmt):
        return per, WEIGHT_FORMAT_NOTES[fmt]
    q = quantizable_params(spec)
    extras_bytes = 2.0
    if plan.method is Method.QLORA and framework(plan.framework).qlora_fp32_extras:
        extras_bytes = 4.0
    avg = (q * per + (counts.total - q) * extras_bytes) / counts.total
    note = (
        f"{q / counts.total:.1%} of parameters (block linear layers) at {per:.4g} B "
        f"({WEIGHT_FORMAT_NOTES[fmt]}); embeddings, lm_head, norms and routers at "
        f"{extras_bytes:g} B"
    )
    if extras_bytes == 4.0:
        note += " (prepare_model_for_kbit_training upcasts them to fp32)"
    return avg, note


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
    zero = plan.zero if dp > 1 else 0
    if plan.offload is not Offload.NONE and dp > 1:
        zero = max(zero, 1)  # ZeRO-Offload is a ZeRO feature: stage 0 with offload means stage 1
    warnings: list[str] = []

    # Weights: the trainable working copy plus frozen weights in their storage format.
    frozen_bpp, frozen_note = _frozen_bytes_per_param(spec, plan, counts)
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
    if is_peft and spec.is_moe and "experts" not in plan.lora_targets:
        pass
    return _assemble(
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


def _assemble(
    weights: Figure,
    gradients: Figure,
    optimizer: Figure,
    activations: Figure,
    kv: Figure,
    parts: tuple[Figure, ...],
    phase: str,
    phases: dict[str, float],
    gpu: GpuSpec,
    trainable: int,
    host: float,
    warnings: list[str],
) -> MemoryEstimate:
    overhead_value = sum(p.value for p in parts)
    low = sum(p.low if p.low is not None else p.value for p in parts)
    high = sum(p.high if p.high is not None else p.value for p in parts)
    overhead = Figure(
        "overhead",
        "Overheads",
        overhead_value,
        "bytes",
        " + ".join(p.label for p in parts),
        tuple((p.label, p.value) for p in parts),
        "see each part",
        low=low,
        high=high,
    )
    comps = {
        "weights": weights,
        "gradients": gradients,
        "optimizer": optimizer,
        "activations": activations,
        "kv_cache": kv,
        "overhead": overhead,
    }
    core = sum(c.value for k, c in comps.items() if k != "overhead")
    total_value = core + overhead_value
    total = Figure(
        "total",
        "Total per GPU",
        total_value,
        "bytes",
        "weights + gradients + optimizer states + activations + KV cache + overheads",
        tuple((COMPONENT_LABELS[k], c.value) for k, c in comps.items()),
        f"peak phase: {phase}",
        low=core + low,
        high=core + high,
    )
    cap = gpu.capacity_bytes
    if total_value > cap:
        warnings.append(
            Message(
                "Needs {need_gib:.1f} GiB per GPU; the {gpu} has {have_gib:.1f} GiB.",
                need_gib=total_value / 2**30,
                gpu=gpu.name,
                have_gib=cap / 2**30,
            )
        )
    elif core + high > cap:
        warnings.append(
            Message("Fits only if overheads stay near their expected value: little headroom.")
        )
    return MemoryEstimate(
        components=comps,
        overheads=parts,
        total=total,
        phase=phase,
        phase_totals={k: v + overhead_value for k, v in phases.items()},
        capacity_bytes=cap,
        trainable_params=trainable,
        host_offload_bytes=host,
        warnings=tuple(warnings),
    )


def inference_memory(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> MemoryEstimate:
    """Weights in their format + KV cache for `batch` sequences of `context` tokens + the
    prefill working set + overheads, per GPU under tensor/pipeline parallelism."""
    counts = count_params(spec)
    prof = framework(plan.framework)
    sl = model_slice(spec, counts, plan, first=True, last=plan.pp == 1)
    bpp, note = _frozen_bytes_per_param(spec, plan, counts)
    weights_bytes = counts.total * sl.fraction * bpp
    weights = Figure(
        "weights",
        "Weights",
        weights_bytes,
        "bytes",
        "parameters on this GPU × bytes per parameter in the serving format",
        (
            ("parameters on this GPU", round(counts.total * sl.fraction)),
            ("bytes/param", round(bpp, 4)),
            ("format", plan.frozen_format.value),
        ),
        note,
    )
    kv_bytes_el = KV_BYTES[plan.kv_dtype]
    per_token_layer = spec.kv_cache_elements_per_token_per_layer * kv_bytes_el
    if not spec.is_mla:
        kv_heads_gpu = max(spec.kv_heads / plan.tp, 1.0)  # heads replicate when tp > kv heads
        per_token_layer *= kv_heads_gpu / spec.kv_heads
    layers = sl.layers
    local = min(spec.sliding_window_layers, layers)
    window = spec.sliding_window or plan.context
    tokens_full = plan.context * (layers - local)
    tokens_local = min(plan.context, window) * local
    kv_value = plan.batch * (tokens_full + tokens_local) * per_token_layer
    kv = Figure(
        "kv_cache",
        "KV cache",
        kv_value,
        "bytes",
        "sequences × (context × full-attention layers + min(context, window) × local layers)"
        " × elements per token per layer × bytes per element",
        (
            ("sequences", plan.batch),
            ("context", plan.context),
            ("layers on this GPU", layers),
            ("local-attention layers", local),
            ("elements per token per layer", spec.kv_cache_elements_per_token_per_layer),
            ("bytes per element", kv_bytes_el),
        ),
        "MLA caches the compressed latent (kv_lora_rank + rope dims)"
        if spec.is_mla
        else "GQA: 2 × kv_heads × head_dim per token per layer",
    )
    chunk = plan.batch * plan.context
    if prof.prefill_chunk_tokens:
        chunk = min(chunk, prof.prefill_chunk_tokens)
    d = spec.hidden_size
    width = max(spec.intermediate_size, spec.expert_width * max(spec.experts_per_token, 1))
    per_tok = 2 * (4 * d + spec.q_dim + 2 * spec.kv_dim + 3 * width) / plan.tp
    act_value = chunk * per_tok + plan.batch * spec.vocab_size * 4
    activations = Figure(
        "activations",
        "Activations",
        act_value,
        "bytes",
        "prefill tokens in flight × one layer's transient tensors + last-token fp32 logits",
        (("prefill tokens", chunk), ("bytes per token", per_tok)),
        "one layer at a time: inference keeps nothing for backward",
    )
    zero = Figure("gradients", "Gradients", 0.0, "bytes", "inference has no gradients")
    nothing = Figure("optimizer", "Optimizer states", 0.0, "bytes", "inference has no optimizer")
    allocated = weights_bytes + kv_value + act_value
    parts = overhead_figures(spec, gpu, plan, allocated, training=False)
    warnings: list[str] = []
    if spec.is_moe:
        warnings.append(
            Message(
                "MoE serving reads only the active experts per token (compute and bandwidth "
                "follow {active_b:.1f}B active parameters), but every expert's weights must be "
                "resident: memory follows all {total_b:.1f}B.",
                active_b=counts.active / 1e9,
                total_b=counts.total / 1e9,
            )
        )
    if spec.max_position_embeddings and plan.context > spec.max_position_embeddings:
        warnings.append(
            Message(
                "Context {context:,} exceeds the model's max_position_embeddings ({limit:,}).",
                context=plan.context,
                limit=spec.max_position_embeddings,
            )
        )
    return _assemble(
        weights,
        zero,
        nothing,
        activations,
        kv,
        parts,
        "serving",
        {"serving": allocated},
        gpu,
        0,
        0.0,
        warnings,
    )


def estimate_memory(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> MemoryEstimate:
    if plan.method is Method.INFERENCE:
        return inference_memory(spec, gpu, plan)
    return training_memory(spec, gpu, plan)
