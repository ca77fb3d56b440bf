"""The explained figures of a training step's memory: components and technique details."""

from __future__ import annotations

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldValue, Joined, Message, Verbatim
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.activations import ActivationBytes
from hwplanner.engine.memory.loss import PLAIN_BY_FRAMEWORK, SOURCES, plain_loss
from hwplanner.engine.memory.saved_inputs import te_fp8_copies
from hwplanner.engine.memory.techniques import Placement
from hwplanner.engine.memory.training_parts import Grads, OptimizerBytes, Share
from hwplanner.engine.model.model_parts import RecurrentKind
from hwplanner.engine.plan.enums import Loss, Offload, OffloadDevice
from hwplanner.engine.plan.fields import modules_recomputed, through_fsdp
from hwplanner.engine.plan.formats import (
    RECIPES,
    Recipe,
    deepspeed_master,
    kbit_trainables_bf16,
    plan_recipe,
    sharded_bf16,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.liger import COMPILE_SOURCE, FUSED_NORMS_SOURCE, LIGER_SOURCE

BUFFER_SOURCE = N_(
    "Source",
    "github NVIDIA/Megatron-LM megatron/core/distributed/param_and_grad_buffer.py @d98e8a6 "
    "(_ParamAndGradBuffer: grad_data = torch.zeros(numel, dtype=grad_dtype) at construction; "
    "fp32 with grad_reduce_in_fp32, which --bf16 turns on in megatron/training/arguments.py)",
)
BF16_OPTIMIZER_SOURCE = N_(
    "Source",
    "microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py (BF16_Optimizer: "
    "fp32_groups_gradients_flat = zeros_like(bf16_groups_flat, dtype=float32), a narrowed "
    "view per data-parallel rank; clear_lp_grads zeroes the bf16 .grad); bigscience-workshop/"
    "bigscience@e726b15 train/tr11-176B-ml/README.md ('doesn't shard the static fp32 buffer … "
    "4 bytes * params of additional memory')",
)
GRADIENT_SOURCES = {"buffer": BUFFER_SOURCE, "bf16_optimizer": BF16_OPTIMIZER_SOURCE}
# FSDP in backward (FSDP2 measured, FSDP1 alike): the layer running backward's unsharded
# gradients (its compute dtype) and the layer before's reduce-scatter input (its reduce dtype),
# which FSDP2's param group keeps (comm_ctx.reduce_scatter_states, at most
# reduce_scatter_max_input_buffers = 1) until the next layer's post-backward; measured on fake
# tensors with FSDPMemTracker over a fake process group of 8 ranks (torch 2.13.0, an 8-layer
# model of Llama 3.1 8B's width): at the backward peak
# 1.07 layers of unsharded-gradient temporaries and a reduce-scatter input of 1.00 (bf16 reduce)
# or 2.00 (fp32 reduce) bf16 layers, beside 1.04 unsharded and 1.00 all-gathered layers
FSDP_REDUCE_SOURCE = N_(
    "Source",
    "PyTorch FSDP2 (github pytorch/pytorch v2.13.0 torch/distributed/fsdp/_fully_shard/"
    "_fsdp_param_group.py post_backward: reduce_scatter_states kept until the next layer's "
    "reduce-scatter, reduce_scatter_max_input_buffers 1; _fsdp_collectives.py foreach_reduce: "
    "the gradients copied into a reduce-scatter input of the reduce dtype); measured with "
    "torch.distributed._tools.fsdp2_mem_tracker on fake tensors, 8 ranks: 1.07 layers of "
    "unsharded gradients and 1.00 (bf16) or 2.00 (fp32 reduce) of reduce-scatter input at the "
    "backward peak; FSDP1 alike (github pytorch/pytorch@00ae0bc9 torch/distributed/fsdp/"
    "_runtime_utils.py _post_backward_hook: the unit's unsharded gradient, cast to the reduce "
    "dtype, reduce-scattered on the post-backward stream and kept there by record_stream "
    "until done, while the next unit's backward runs)",
)
OFFLOADED = Message("offloaded to host RAM")
ON_NVME = Message("on NVMe drives (DeepSpeed ZeRO-Infinity), staged through host buffers")
PAGED = Message(
    "paged: bitsandbytes unified memory, evicted to host RAM when the GPU runs short; "
    "PyTorch's memory counters do not include it"
)
STEPPED_IN_BACKWARD = Message("stepped in backward, one parameter at a time")
COMPILE_LAYERS = Message(
    "torch.compile: the compiled loss keeps bf16 logits; each layer keeps what Liger's kernels "
    "keep (its norms' inputs and rsigma, the gate and up outputs), as a compiled layer was "
    "measured to; routed experts and selective recompute stay as eager PyTorch keeps them"
)
LORA_KERNELS = Message(
    "Unsloth's LoRA kernels: a layer keeps its norms' inputs and outputs, the attention tensors "
    "and the gate and up outputs; SwiGLU is recomputed in place in backward"
)
SAVED_TENSORS_SOURCE = N_(
    "Source", "Korthikanti et al. 2022 accounting, checked against PyTorch saved tensors"
)
LIGER_KERNELS = Message(
    "Liger's kernels: each RMSNorm keeps its input and an fp32 rsigma, SwiGLU/GeGLU the gate "
    "and up outputs (the activation recomputed in backward), RoPE rotates q and k in place"
)
FUSED_NORM_KERNELS = Message(
    "fused RMSNorm: each norm keeps its input and an fp32 rsigma, not an fp32 copy of its "
    "input and the normalised output; the rest of the layer as eager PyTorch keeps it"
)
TE_FP8_EAGER = Message(
    "Transformer Engine's FP8 linears each keep their own FP8 copy of their input (one byte "
    "an element) for the weight gradient: a norm's output once for each projection that reads "
    "it (separate q, k and v: three), the MLP's inner activation once, attention's output in "
    "bf16 too (FlashAttention keeps it); routed experts keep theirs in bf16"
)
KERNEL_MIXERS = {
    RecurrentKind.MAMBA: Message(
        "Mamba (Mamba-1) layers: a rough count of what mamba_ssm's selective scan keeps (x and "
        "z, the convolution's output, dt, B and C, the scan's output); training them is refused "
        "by name"
    ),
    RecurrentKind.MAMBA2: Message(
        "Mamba-2 layers keep what mamba_ssm's fused training kernel saves (its input "
        "projection's output, the scan's output, the gated norm's rsigma where it has one); "
        "without the kernels (transformers' torch fallback) they keep far more"
    ),
    RecurrentKind.GATED_DELTANET: Message(
        "Gated DeltaNet layers keep what fla's chunked kernel and causal-conv1d save (q, k, v, "
        "gates, a 64-token chunk matrix per head); without them (transformers' torch fallback) "
        "they keep far more"
    ),
    RecurrentKind.LIGHTNING: Message(
        "Lightning Attention layers: a rough count (q, k, v, the gate, the output); training "
        "them is refused by name"
    ),
    RecurrentKind.SHORT_CONV: Message(
        "short-convolution layers keep their input projection's output (B, C and x), the "
        "convolution's input and output and the output projection's input"
    ),
}
LOSS_FORMULAS = {
    Loss.PLAIN: N_(
        "Formula",
        "tokens × vocabulary × bytes per logit (fp32 copy and log-softmax of every logit)",
    ),
    Loss.CHUNKED: N_(
        "Formula",
        "tokens × vocabulary × (bf16 logits + fp32 log-softmax + one chunk's fp32 "
        "temporaries ÷ chunks)",
    ),
    Loss.CHUNKED_LINEAR: N_(
        "Formula",
        "tokens × vocabulary × (fp32 log-softmax + one chunk's logits ÷ chunks)",
    ),
    Loss.FUSED_LINEAR: N_(
        "Formula",
        "two chunks of logit rows + the hidden-state gradient (+ lm_head gradient "
        "and its fp32 accumulation when it trains)",
    ),
    Loss.CUT: N_(
        "Formula",
        "a log-sum-exp per token + the hidden-state gradient (+ the lm_head gradient when it "
        "trains, written in bf16)",
    ),
    Loss.PLAIN_SHIFTED: N_(
        "Formula",
        "tokens × vocabulary × bytes per logit (fp32 copy, its shifted contiguous "
        "copy and log-softmax of every logit)",
    ),
    Loss.PLAIN_BF16: N_(
        "Formula",
        "tokens × vocabulary × bytes per logit (bf16 logits and their bf16 log-softmax, no "
        "fp32 copy)",
    ),
    Loss.FUSED_CE: N_(
        "Formula",
        "tokens × vocabulary × bytes per logit (the bf16 logits the kernel saves, and their bf16 "
        "gradient in backward)",
    ),
    Loss.FUSED_CE_INPLACE: N_(
        "Formula",
        "tokens × vocabulary shard × bytes per logit (the bf16 logits, over which the kernel "
        "writes their gradient in forward)",
    ),
    Loss.PLAIN_KEPT: N_(
        "Formula",
        "tokens × vocabulary × bytes per logit (fp32 logits kept through backward, "
        "the transposed log-softmax's input copy and output)",
    ),
}

# the optimizer figure's inputs that say its bytes a parameter (posttrain/memory.py reads them)
MASTER_INPUT = N_("Input", "fp32 master bytes/param")
STATES_INPUT = N_("Input", "state bytes/param")

# PEFT modules_to_save: the trainable copies of the embedding and the output layer, counted
# apart from the adapters (their own dtype: peft/utils/other.py ModulesToSaveWrapper copies the
# module; autocast_adapter_dtype upcasts only adapter weights)
COPIES_INPUT = N_("Input", "trainable embedding and output-layer copies")


# The gradients' formula where FSDP's reduce buffers are part of them, by how they are held
FSDP_FORMULAS = {
    "resident": N_(
        "Formula",
        "trainable params × gradient bytes ÷ data-parallel ranks (ZeRO-2/3) + FSDP's reduce "
        "buffers: a trained layer's parameters × (compute bytes of its unsharded gradients + "
        "reduce bytes of the layer before's reduce-scatter input, kept until the next one)",
    ),
    "offloaded": N_(
        "Formula",
        "one layer's gradients while they are reduced (the reduce-scatter input) + FSDP's "
        "unsharded gradients of the layer in backward (a trained layer's parameters × compute "
        "bytes); the fp32 gradient partition lives in host RAM (offload)",
    ),
    "in_backward": N_(
        "Formula",
        "largest trainable tensor × gradient bytes, each freed as soon as its parameter steps "
        "(optimizer step in backward) + FSDP's reduce buffers: a trained layer's parameters × "
        "(compute bytes of its unsharded gradients + reduce bytes of the reduce-scatter input)",
    ),
}


def gradients_figure(
    at_peak: float, grads: Grads, sh: Share, recipe: Recipe, reducing: float = 0.0
) -> Figure:
    """The gradients at the peak; `reducing`: of them, FSDP's reduce buffers (a layer's
    unsharded gradients and the reduce-scatter input before it)."""
    if grads.how == "in_backward":
        formula = (
            "largest trainable tensor × gradient bytes: each gradient is freed as soon as its "
            "parameter steps (optimizer step in backward)"
        )
    elif grads.how == "offloaded":
        formula = (
            "one layer's gradients while they are reduced; the fp32 gradient partition lives "
            "in host RAM (offload)"
        )
    elif grads.how == "bf16_optimizer":
        formula = (
            "trainable params × (fp32 gradient bytes + bf16 gradient bytes) ÷ gradient shards: "
            "DeepSpeed's BF16_Optimizer accumulates every gradient in one fp32 buffer it does "
            "not shard, beside the bf16 .grad tensors it zeroes and keeps"
        )
    elif grads.how == "buffer":
        formula = (
            "trainable params × gradient bytes ÷ gradient shards: one main_grad buffer "
            "allocated when the model is wrapped, resident in every phase (Megatron-Core DDP; "
            "the distributed optimizer does not shard it)"
        )
    elif sh.grad_shards > 1:
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
    if reducing:
        formula = FSDP_FORMULAS.get(grads.how, FSDP_FORMULAS["resident"])
    return Figure(
        "gradients",
        "Gradients",
        at_peak,
        "bytes",
        formula,
        (
            ("trainable params on this GPU", round(sh.trainable)),
            *(
                (
                    (N_("Input", "fp32 gradient bytes/param"), 4.0),
                    (N_("Input", "bf16 gradient bytes/param"), recipe.weight),
                )
                if grads.how == "bf16_optimizer"
                else (("gradient bytes/param", recipe.grad),)
            ),
            *((COPIES_INPUT, round(sh.copies)),) * bool(sh.copies),
            ("shards", round(sh.grad_shards, 2)),
            ("gradients when all allocated", grads.all),
            ("gradients in host RAM", grads.host),
            *(
                (
                    (N_("Input", "FSDP: a trained layer's parameters"), grads.reduce_layer),
                    (
                        N_("Input", "FSDP: bytes per parameter of its reduce buffers"),
                        grads.reduce_bytes,
                    ),
                    (N_("Input", "FSDP: reduce buffers"), reducing),
                )
                if reducing
                else ()
            ),
        ),
        Joined(GRADIENT_SOURCES.get(grads.how, recipe.frameworks), FSDP_REDUCE_SOURCE)
        if reducing
        else GRADIENT_SOURCES.get(grads.how, recipe.frameworks),
    )


def optimizer_figure(
    plan: Plan, opt: OptimizerBytes, value: float, temp_at_peak: float, sh: Share, gpu: object
) -> Figure:
    recipe = plan_recipe(plan, gpu)
    notes: list[str] = []
    if plan.offload is not Offload.NONE:
        notes.append(ON_NVME if plan.offload_device is OffloadDevice.NVME else OFFLOADED)
    elif opt.paged:
        notes.append(PAGED)
    if plan.optimizer_in_backward:
        notes.append(STEPPED_IN_BACKWARD)
    if kbit_trainables_bf16(plan, gpu):
        notes.append(KBIT_BF16)
    elif recipe.state < RECIPES[plan.precision].state:
        notes.append(BF16_MOMENTS)
    if sharded_bf16(plan):
        notes.append(SHARDED_BF16)
    elif deepspeed_master(plan):
        notes.append(FSDP_MASTER if through_fsdp(plan) else DEEPSPEED_MASTER)
    if plan.zero == 0 and sh.zero >= 1 and plan.offload is Offload.NONE:
        notes.append(BF16_OPTIMIZER_SHARDS)  # its own ZeRO-1 (bf16_optimizer_grads)
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
            *((COPIES_INPUT, round(sh.copies)),) * bool(sh.copies),
            (MASTER_INPUT, recipe.master),
            (STATES_INPUT, opt.per_param_states),
            *((("GaLore rank", plan.galore_rank),) if plan.galore_rank is not None else ()),
            ("shards", round(sh.optimizer_shards, 2)),
            ("foreach temporary", temp_at_peak),
            ("paged states", opt.paged),
        ),
        opt.note,
        notes=tuple(notes),
    )


BF16_OPTIMIZER_SHARDS = Message(
    "ZeRO stage 0 in bf16: DeepSpeed's BF16_Optimizer shards the fp32 master copy and the "
    "states over the data-parallel ranks as ZeRO-1 does"
)
DEEPSPEED_MASTER = Message(
    "ZeRO through DeepSpeed: its bf16 mode keeps an fp32 master copy and fp32 optimizer states "
    "beside the bf16 weights, though the model was loaded in bf16"
)
FSDP_MASTER = Message(
    "ZeRO through PyTorch FSDP: accelerate upcasts the sharded trainable parameters to fp32 "
    "when mixed precision is on, so an fp32 master copy and fp32 optimizer states sit beside "
    "the bf16 compute weights, though the model was loaded in bf16"
)
SHARDED_BF16 = Message(
    "ZeRO or FSDP shards this mixed-precision run: the sharding engine computes with bf16 "
    "working weights over an fp32 master partition and fp32 optimizer states (DeepSpeed's "
    "bf16 mode, FSDP's MixedPrecision)"
)
BF16_MOMENTS = Message(
    "moments kept in bf16 and the fp32 master copy as the 16 bits the bf16 weights lack "
    "(Megatron-Core's precision-aware optimizer: exp_avg_dtype and exp_avg_sq_dtype bf16, "
    "store_param_remainders)"
)
KBIT_BF16 = Message(
    "TRL casts the parameters that train to bf16 over a 4- or 8-bit base: 16-bit weights, "
    "gradients and AdamW moments, no fp32 copy"
)
PEAK_NOTES = {
    phase: Message("peak falls in the {phase}", phase=Message(phase))
    for phase in ("forward", "backward", "optimizer step")
}


def activations_figure(
    plan: Plan,
    act: ActivationBytes,
    in_flight: float,
    at_peak: float,
    phase: str,
    reference_pass: float = 0.0,
    *,
    top_only: bool = False,
) -> Figure:
    """`top_only`: adapters sit on the last layers and only those run backward."""
    notes: list[str] = [PEAK_NOTES[phase]]
    if plan.compile:
        notes.append(COMPILE_LAYERS)
    if act.lora_kernels:
        notes.append(LORA_KERNELS)
    if act.liger_saved and plan.liger_kernels:
        notes.append(LIGER_KERNELS)
    if act.liger_saved and act.fused_norms_alone:
        notes.append(FUSED_NORM_KERNELS)
    if te_fp8_copies(plan, None):
        notes.append(TE_FP8_EAGER)
    if act.recurrent_mixer is not None:
        notes.append(KERNEL_MIXERS[act.recurrent_mixer])
    return Figure(
        "activations",
        "Activations",
        at_peak,
        "bytes",
        (
            "per-layer saved tensors × layers × micro-batch tokens (× in-flight micro-batches)"
            " + logits/loss buffers (+ autocast weight cache in forward; + the reference's"
            " forward after the policy's in a DPO step)"
            if reference_pass
            else "per-layer saved tensors × layers × micro-batch tokens (× in-flight "
            "micro-batches) + logits/loss buffers (+ autocast weight cache in forward)"
        ),
        (
            ("micro-batch × sequence", f"{plan.micro_batch} × {plan.seq_len}"),
            ("tokens on this GPU (÷ context parallel)", act.tokens),
            (
                N_("Input", "saved per layer, without the recomputed modules")
                if modules_recomputed(plan)
                else N_("Input", "saved per layer, no recompute"),
                act.per_layer_saved,
            ),
            (
                N_("Input", "layers that run backward (the last ones, which train)")
                if top_only
                else "layers on this GPU",
                act.layers,
            ),
            *(
                ((N_("Input", "kept less per layer by fused kernels"), act.liger_saved),)
                if act.liger_saved
                else ()
            ),
            ("recompute", plan.recompute.value),
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
            ("layers' saved tensors", act.saved_layers * in_flight),
            ("offloaded to host RAM", act.offloaded * in_flight),
            ("loss kernel", plan.loss.value),
            ("loss/logits at end of forward", act.loss_saved),
            ("loss backward peak", act.loss_backward_peak),
            ("one-layer recompute peak", act.recompute_peak),
            ("ring attention key/value buffers", act.ring_buffers),
            ("autocast bf16 weight cache", act.autocast_cache),
            ("in-flight micro-batches", in_flight),
            ("rotary tables of every layer", act.rope_tables),
            *(
                ((N_("Input", "reference forward's hidden states (DPO)"), reference_pass),)
                if reference_pass
                else ()
            ),
        ),
        Joined(
            SAVED_TENSORS_SOURCE,
            Verbatim(LIGER_SOURCE) if plan.liger_kernels else "",
            Verbatim(COMPILE_SOURCE) if plan.compile else "",
            Verbatim(FUSED_NORMS_SOURCE) if act.fused_norms_alone else "",
        )
        if act.liger_saved
        else SAVED_TENSORS_SOURCE,
        notes=tuple(notes),
    )


def _loss_kind(plan: Plan) -> tuple[str, str]:
    """(formula, source) of the plan's loss kernel: the plain loss as the framework computes
    it (Megatron-Core's, or PyTorch's loss_parallel under tensor parallelism)."""
    plain = plain_loss(framework(plan.framework), plan.tp)
    if plan.loss is Loss.PLAIN and not plan.compile and plain:
        found = PLAIN_BY_FRAMEWORK[plain]
        return found.formula, found.source
    return LOSS_FORMULAS[plan.loss], SOURCES[plan.loss]


def _loss_figure(plan: Plan, act: ActivationBytes) -> Figure | None:
    loss = act.loss
    if loss is None:
        return None
    formula, source = _loss_kind(plan)
    return Figure(
        "loss",
        "Loss and logits",
        max(loss.forward_peak, loss.backward_peak),
        "bytes",
        formula,
        (
            ("loss kernel", plan.loss.value),
            ("chunks", plan.loss_chunks if plan.loss in (Loss.CHUNKED, Loss.CHUNKED_LINEAR) else 1),
            ("torch.compile", "yes" if plan.compile else "no"),
            ("tokens × vocabulary on this GPU", loss.logits),
            ("bytes per logit, forward peak", loss.per_logit_forward),
            ("bytes per logit, backward peak", loss.per_logit_backward),
            ("lm_head gradient held", loss.head_gradient),
            ("forward peak", loss.forward_peak),
            ("backward peak", loss.backward_peak),
        ),
        source,
        notes=(
            Message(
                "compiled: Inductor saves the bf16 logits and a log-sum-exp per row, not the "
                "fp32 log-softmax"
            ),
        )
        if plan.compile and plan.loss not in (Loss.FUSED_LINEAR, Loss.CUT)
        else (),
    )


def technique_figures(
    plan: Plan,
    act: ActivationBytes,
    opt: OptimizerBytes,
    grads: Grads,
    off: Placement,
    paged_out: float,
) -> tuple[Figure, ...]:
    """What the training techniques keep where, for Explain (only the ones in use)."""
    out: list[Figure] = []
    loss = _loss_figure(plan, act)
    if loss is not None:
        out.append(loss)
    if off.host + paged_out:
        out.append(
            Figure(
                "host_offload",
                "Offloaded to host RAM per GPU",
                off.host + paged_out,
                "bytes",
                "offloaded states + offloaded activations + paged-out optimizer states + NVMe "
                "staging buffers",
                (
                    ("offloaded states (optimizer, gradients, weights)", off.states - off.nvme),
                    ("offloaded activations", off.activations),
                    ("paged-out optimizer states", paged_out),
                    ("NVMe staging buffers", off.buffers),
                ),
                "DeepSpeed ZeRO-Offload (Ren et al. 2021); FSDP CPUOffload; torchtune "
                "OffloadActivations; bitsandbytes paged optimizers; DeepSpeed config defaults",
            )
        )
    if off.nvme:
        out.append(
            Figure(
                "nvme_offload",
                "On NVMe per GPU",
                off.nvme,
                "bytes",
                "offloaded optimizer states, gradients (and weights) on NVMe",
                (("bytes", off.nvme),),
                "DeepSpeed ZeRO-Infinity (Rajbhandari et al. 2021)",
            )
        )
    if opt.paged:
        out.append(
            Figure(
                "paged",
                "Paged optimizer states",
                opt.paged,
                "bytes",
                "optimizer states in unified memory (part of the optimizer component)",
                (("paged", opt.paged), ("evicted to host RAM", paged_out)),
                "bitsandbytes optim/optimizer.py get_state_buffer (paged for tensors ≥ 10⁵ "
                "elements)",
                notes=(PAGED,),
            )
        )
    return tuple(out)
