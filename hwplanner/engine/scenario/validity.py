"""Checks a plan must pass against the model it runs and the GPU it runs on: one rule set for
every front end (the CLI exits with the message, the app shows it on the plan)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import StrEnum

from pydantic import ValidationError

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.core.message import FieldRef, Message, Term
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec, nvlink_domain
from hwplanner.engine.model.model_parts import RecurrentKind, RecurrentMixer
from hwplanner.engine.model.model_spec import ModelSpec, NormKind, PositionKind
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.architectures import HYBRID_NAMES, Hybrid, absent_because, support
from hwplanner.engine.plan.enums import (
    OFFERED_OPTIMIZERS,
    PAGED_OPTIMIZERS,
    RECOMPUTE_MODULES,
    Attention,
    CpKind,
    Fp8Recipe,
    KvDtype,
    Method,
    Offload,
    OffloadDevice,
    Optimizer,
    PpSchedule,
    Precision,
    Recompute,
    RecurrentCp,
    Rollout,
    Speculative,
    TrainCudaGraphs,
    optimizer_offer_key,
)
from hwplanner.engine.plan.fields import (
    GALORE_METHODS,
    GALORE_OPTIMIZERS,
    RL_OFFLOADS,
    accelerate_fsdp,
    deepep_applies,
    deepspeed_offloads,
    eager_norms,
    eager_te_fp8,
    expert_dispatch_serving,
    fp8_rollout,
    galore_applicable,
    modules_recomputed,
    offline_training,
    problem,
    reward_model_id,
    sharding_named,
    through_fsdp,
    unfused_attention,
    vocabulary_loss,
)
from hwplanner.engine.plan.formats import effective_zero, fp8_attention_runs, training_graphs
from hwplanner.engine.plan.framework_spec import Framework
from hwplanner.engine.plan.frameworks import FRAMEWORKS, staged_backend
from hwplanner.engine.plan.layout import stage_chunks
from hwplanner.engine.plan.plan import OPTIMIZER_LABELS, PP_SCHEDULE_LABELS, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.cards import other_ids, parse_split, stages
from hwplanner.engine.scenario.framework_rules import (
    engine_gpu_rules,
    framework_gpu_rules,
    gpu_rules,
    lacks_cores,
    lacks_nvfp4,
    offered_precisions,
    plan_rules,
    runs_model,
    stepped_optimizers,
    usable_precisions,
)
from hwplanner.engine.scenario.liger import LIGER_FAMILIES
from hwplanner.engine.scenario.sharding import (
    attention_groups,
    attention_tp,
    ends_as_layers,
    ends_split_divides,
    expert_tp,
    model_chunks,
    physical_experts,
    prefill_plan,
    stage_gpus,
)
from hwplanner.engine.scenario.vision_inputs import (
    DEFAULT_VIDEO,
    MAX_ASPECT,
    plan_image_dims,
    with_vision_inputs,
)

# GPUs with FP8 tensor cores: Hopper, Ada, Blackwell (NVIDIA), CDNA 3 (AMD MI300), Gaudi 2/3.
FP8_GPUS = Message("Hopper, Ada, Blackwell, MI300 or Gaudi 2/3")


# The training techniques a switch turns on, as a refusal names them
SWITCHED_TECHNIQUES = (
    ("optimizer_in_backward", Message("optimizer in backward")),
    ("paged_optimizer", Message("paged optimizer")),
    ("activation_offload", Message("activation offload")),
    ("compile", Message("compile")),
    ("fused_norms", Message("fused RMSNorm")),
    ("cudnn_attention", Message("cuDNN fused attention")),
)


def _values(members: Iterable[StrEnum]) -> str:
    """'fp32, amp, …': the allowed values of an enum field, as the declarations have them."""
    return ", ".join(m.value for m in members)


class PlanError(ValueError):
    """A plan the model cannot run; `field` names the plan field, the text what is allowed: a
    Message (English as its str: the CLI, the API; the app shows it translated)."""

    def __init__(self, field: str, text: str) -> None:
        super().__init__(f"{field}: {text}")
        self.field = field
        self.text = text


def _framework_runs_it(plan: Plan, name: str) -> bool:
    """A kernel switch the framework's own layers always run (Megatron-Core's Transformer Engine
    norms and cuDNN attention): set, it changes nothing and is not refused (the switches apply
    only where the framework runs them unfused: fields.eager_norms, fields.unfused_attention)."""
    if name == "cudnn_attention":
        return not unfused_attention(plan, None)
    return name == "fused_norms" and not eager_norms(plan, None)


def techniques_used(plan: Plan) -> Iterator[tuple[str, str, str]]:
    """(field, shown value, offer key) of every training technique the plan turns on."""
    if plan.loss.is_technique and vocabulary_loss(plan, None):
        yield "loss", plan.loss.value, f"loss:{plan.loss.value}"
    if plan.optimizer in OFFERED_OPTIMIZERS:
        yield (
            "optimizer",
            Term("Choice", OPTIMIZER_LABELS[plan.optimizer.value]),
            optimizer_offer_key(plan.optimizer),
        )
    galore = plan.galore_rank is not None and galore_applicable(plan, None)
    if galore:
        yield "galore_rank", "GaLore", "galore"
    for name, shown in SWITCHED_TECHNIQUES:
        if name == "optimizer_in_backward" and galore:
            if plan.optimizer_in_backward:  # GaLore's layer-wise optimizers (…_layerwise)
                yield name, Message("layer-wise GaLore"), "galore_layerwise"
        elif getattr(plan, name) and not _framework_runs_it(plan, name):
            yield name, shown, name
    if plan.liger_kernels:
        yield "liger_kernels", Message("Liger kernels"), "liger"
    if plan.offload is not Offload.NONE:
        yield "offload", plan.offload.value, f"offload:{plan.offload.value}"
        if plan.offload_device is OffloadDevice.NVME:
            yield "offload_device", "nvme", "offload_device:nvme"
    if plan.precision is Precision.NVFP4:
        yield "precision", Message("NVFP4 training"), "nvfp4"
        if plan.fp4_params:
            yield "fp4_params", Message("FP4 weights"), "fp4_params"
    if plan.precision is Precision.FP8:
        yield "fp8_recipe", plan.fp8_recipe.value, f"fp8:{plan.fp8_recipe.value}"
        if plan.fp8_params:
            yield "fp8_params", Message("FP8 weights"), "fp8_params"
    if fp8_attention_runs(plan):
        yield "fp8_attention", Message("FP8 attention"), "fp8_attention"
    if training_graphs(plan) is not TrainCudaGraphs.NONE:
        scope = plan.train_cuda_graphs.value
        shown = Message("CUDA graphs ({scope})", scope=scope)
        yield "train_cuda_graphs", shown, f"train_cuda_graphs:{scope}"
    if plan.cp > 1:
        yield "cp", f"{plan.cp} ({plan.cp_kind.value})", f"cp:{plan.cp_kind.value}"
    if plan.recompute_layers is not None and plan.recompute is Recompute.FULL:
        yield "recompute_layers", Message("recompute of some layers"), "recompute_layers"
    if plan.activation_offload_layers is not None and plan.activation_offload:
        shown = Message("offload of some layers")
        yield "activation_offload_layers", shown, "activation_offload_layers"
    if plan.pp > 1:
        yield "pp", Message("pipeline parallelism"), "pp"
    if plan.pp > 1 and plan.pp_schedule is not PpSchedule.ONE_F_ONE_B:
        value = plan.pp_schedule.value
        yield "pp_schedule", Term("Choice", PP_SCHEDULE_LABELS[value]), f"pp_schedule:{value}"
    if ends_as_layers(plan):
        shown = Message("the embedding and loss as pipeline layers")
        yield "pp_ends_as_layers", shown, "pp_ends_as_layers"
    if fp8_rollout(plan):
        yield "rollout_fp8", Message("FP8 rollout"), "rollout_fp8"
    if plan.train_embeddings and plan.base_method.is_peft:
        shown = Message("trainable embeddings and output layer")
        yield "train_embeddings", shown, "train_embeddings"


def _framework_problems(plan: Plan, gpu: GpuSpec | None = None) -> Iterator[PlanError]:
    fw = FRAMEWORKS[plan.framework]
    # the precisions to offer instead: the framework's, on this GPU when it is known
    usable = offered_precisions(fw) if gpu is None else usable_precisions(fw, gpu)
    for name, value, key in techniques_used(plan):
        if key == "pp" and key in fw.offers and not fw.pipelines(plan.method):
            yield PlanError(
                "pp",
                Message(
                    "{framework} trains pipeline stages for {methods} only (torchtitan's), not "
                    "{method}; allowed: 1 (the profiles that do, for this method: {profiles})",
                    framework=fw.name,
                    methods=", ".join(m.value for m in fw.pipeline_methods),
                    method=plan.method.value,
                    profiles=", ".join(_staged_profiles(plan.method)) or Message("none"),
                ),
            )
            continue
        if key in fw.offers:
            continue
        head = key.partition(":")[0]
        if key == "nvfp4":
            others = ", ".join(p.value for p in usable)
            yield PlanError(
                "precision",
                Message(
                    "{framework} does not offer NVFP4 training (Transformer Engine's NVFP4 "
                    "recipe runs in megatron and nemo); allowed: {allowed}",
                    framework=fw.name,
                    allowed=others,
                ),
            )
        elif head in ("fp8", "cp") and not any(k.startswith(head + ":") for k in fw.offers):
            # no recipe or kind at all: the field the user set (precision fp8, cp > 1) is
            # refused, not a recipe or kind they may never have chosen
            yield _technique_absent(fw, head, usable)
        elif head == "optimizer":
            steps = ", ".join(o.value for o in stepped_optimizers(fw))
            yield PlanError(
                name,
                Message(
                    "{framework} does not offer {technique}; allowed: {allowed}",
                    framework=fw.name,
                    technique=value,
                    allowed=steps,
                ),
            )
        elif key == "pp" and fw.data_parallel_only:
            continue  # named by plan_rules: one GPU or data-parallel copies
        elif key == "pp":
            staged = _staged_profiles(plan.method)
            # the framework's own backend that stages the layers (Framework.stages_backend),
            # by its name: a plan typed with the framework and stages is planned with it
            # (plan/typed.py), one edited or saved so is refused with the pointer
            own = staged_backend(plan.framework, plan.method)
            yield PlanError(
                "pp",
                Message(
                    "{framework} does not offer pipeline parallelism (its trainer runs no "
                    "micro-batch pipeline; a device_map split of the layers, where it has one, "
                    "is not modelled); allowed: 1, or its backend that does ({own}), by that "
                    "name (the profiles that do, for this method: {profiles})",
                    framework=fw.name,
                    own=own,
                    profiles=", ".join(staged),
                )
                if own
                else Message(
                    "{framework} does not offer pipeline parallelism (its trainer runs no "
                    "micro-batch pipeline; a device_map split of the layers, where it has one, "
                    "is not modelled); allowed: 1 (the profiles that do, for this method: "
                    "{profiles})",
                    framework=fw.name,
                    profiles=", ".join(staged) if staged else Message("none"),
                ),
            )
        elif (
            head == "offload"
            and plan.method.is_rl
            and plan.rollout is Rollout.COLOCATE
            and "offload_training" in fw.defaults
            and not any(k.startswith("offload:") for k in fw.offers)
        ):
            # verl's param_offload and optimizer_offload, OpenRLHF's and ms-swift's sleep:
            # host RAM while the engine generates, back on the GPU for the update
            yield PlanError(
                name,
                Message(
                    "{framework} does not offer {technique} during the update; its offload "
                    "moves the weights and optimizer states to host RAM while the engine "
                    "generates: {field}; allowed: none",
                    framework=fw.name,
                    technique=value,
                    field=FieldRef("plan.offload_training"),
                ),
            )
        elif head == "cp":
            yield PlanError(
                "cp_kind",
                Message(
                    "{framework} does not offer {kind} context parallelism; {allowed}",
                    framework=fw.name,
                    kind=plan.cp_kind.value,
                    allowed=offered(fw.offers, key),
                ),
            )
        else:
            yield PlanError(
                name,
                Message(
                    "{framework} does not offer {technique}; {allowed}",
                    framework=fw.name,
                    technique=value,
                    allowed=offered(fw.offers, key),
                ),
            )


def _token_budget_problems(plan: Plan) -> Iterator[PlanError]:
    """A token budget per micro-batch (plan.micro_batch_tokens): an RL framework that packs
    its update's sequences, and room for one whole sequence (verl's dynamic batches and
    NeMo-RL's packed ones hold at least the longest)."""
    if plan.micro_batch_tokens is None:
        return
    fw = FRAMEWORKS[plan.framework]
    if not (plan.method.is_rl and fw.rl_packs_sequences):
        yield PlanError(
            "micro_batch_tokens",
            Message(
                "{framework} batches {method} by sequences (micro_batch), not by a token "
                "budget; allowed: unset",
                framework=fw.name,
                method=plan.method.value,
            ),
        )
        return
    whole = plan.prompt_len + plan.completion_len
    if plan.micro_batch_tokens < whole:
        yield PlanError(
            "micro_batch_tokens",
            Message(
                "a micro-batch of {budget:,} tokens holds no whole sequence of {whole:,} "
                "(prompt_len + completion_len); allowed: {whole:,} to 100,000,000",
                budget=plan.micro_batch_tokens,
                whole=whole,
            ),
        )


def _rl_offload_problems(spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    """An RL offload turned on where the plan's framework has none such
    (Framework.rl_offloads): refused by name with the profiles that have it, never timed or
    sized as if it ran (an offload whose plan it does not apply to is named unused instead)."""
    fw = FRAMEWORKS[plan.framework]
    for name, applies in RL_OFFLOADS:
        if not getattr(plan, name) or name in fw.rl_offloads or not applies(plan, spec):
            continue
        having = [
            k for k, f in FRAMEWORKS.items() if name in f.rl_offloads and plan.method in f.methods
        ]
        yield PlanError(
            name,
            Message(
                "{framework} does not offer {field}; allowed: off (the profiles that do, for "
                "this method: {profiles})",
                framework=fw.name,
                field=FieldRef(f"plan.{name}"),
                profiles=", ".join(having) if having else Message("none"),
            ),
        )


def _staged_profiles(method: Method) -> list[str]:
    """The profiles whose pipeline stages train `method` (Framework.pipelines)."""
    return [k for k, f in FRAMEWORKS.items() if method in f.methods and f.pipelines(method)]


def _fused_kernel_problems(spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    """A fused RMSNorm kernel replaces RMSNorms only, and not under torch.compile, which fuses
    the norms itself (torchtitan refused its fused_rmsnorm with compile); cuDNN's fused
    attention is a flash-style kernel, not eager attention, and NVIDIA's: refused rather than
    left unchanged or timed where it does not run."""
    if not plan.method.is_training:
        return
    if plan.fused_norms and spec.norm is not NormKind.RMSNORM:
        yield PlanError(
            "fused_norms",
            Message(
                "the model's norms are {norm}, not RMSNorm; allowed: off",
                norm=spec.norm.value,
            ),
        )
    if plan.fused_norms and plan.compile and eager_norms(plan, spec):
        yield PlanError(
            "fused_norms",
            Message("torch.compile fuses the norms itself; allowed: off (or compile off)"),
        )
    cudnn = plan.cudnn_attention and unfused_attention(plan, spec)
    if cudnn and spec.eager_attention:
        yield PlanError(
            "cudnn_attention",
            Message("this model's attention runs eager, not flash; allowed: off"),
        )
    elif cudnn and plan.attention is Attention.EAGER:
        yield PlanError(
            "cudnn_attention",
            Message(
                "cuDNN's fused attention replaces flash attention, not eager attention; "
                "allowed: off (or attention flash)"
            ),
        )
    if eager_te_fp8(plan, spec) and max(plan.tp, plan.pp, plan.cp) > 1:
        yield PlanError(
            "fp8_recipe",
            Message(
                "Transformer Engine's delayed scaling outside Megatron-Core (Composer's amp_fp8, "
                "Accelerate's TE backend) runs with data parallelism alone; allowed: tensorwise, "
                "rowwise (or tp, pp and cp 1)"
            ),
        )


def _liger_problems(spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    """Liger patches the model families its monkey_patch.py lists; those whose patch is not
    read here are refused as well, not guessed (scenario/liger.py)."""
    if plan.liger_kernels and plan.method.is_training and spec.family not in LIGER_FAMILIES:
        kind = (
            Message("{family} models", family=spec.family)
            if spec.family
            else Message("this model's family")
        )
        yield PlanError(
            "liger_kernels",
            Message(
                "no Liger-Kernel patch is modelled for {kind}; allowed with: {families}",
                kind=kind,
                families=", ".join(sorted(LIGER_FAMILIES)),
            ),
        )


def _technique_absent(fw: Framework, head: str, usable: list[Precision]) -> PlanError:
    if head == "fp8":
        others = ", ".join(p.value for p in usable)
        return PlanError(
            "precision",
            Message(
                "{framework} does not offer FP8 training; allowed: {allowed}",
                framework=fw.name,
                allowed=others,
            ),
        )
    return PlanError(
        "cp",
        Message("{framework} does not offer context parallelism; allowed: 1", framework=fw.name),
    )


def offered(offers: frozenset[str], key: str) -> Message:
    """'allowed: plain, chunked' for the values of `key`'s field the framework offers."""
    head = key.partition(":")[0]
    values = sorted(k.partition(":")[2] for k in offers if k.startswith(head + ":"))
    if head == "loss":
        values = ["plain", *values]
    elif head in ("offload", "offload_device"):
        values = ["none" if head == "offload" else "cpu", *values]
    elif head == "pp_schedule":
        values = [PpSchedule.ONE_F_ONE_B.value, *values]
    elif head == "train_cuda_graphs":
        values = [TrainCudaGraphs.NONE.value, *values]
    elif ":" not in key:
        return Message("allowed: off")
    if not values:
        return Message("allowed: off")
    return Message("allowed: {values}", values=", ".join(values))


def _technique_problems(plan: Plan) -> Iterator[PlanError]:
    if plan.optimizer_in_backward and plan.grad_accum > 1:
        yield PlanError(
            "optimizer_in_backward",
            Message(
                "each gradient is freed as soon as its parameter steps, so gradients cannot "
                "accumulate over {accum} micro-batches; allowed: grad_accum 1",
                accum=plan.grad_accum,
            ),
        )
    if plan.paged_optimizer and plan.optimizer not in PAGED_OPTIMIZERS:
        yield PlanError(
            "paged_optimizer",
            Message(
                "bitsandbytes has no paged {optimizer}; allowed with: {allowed}",
                optimizer=plan.optimizer.value,
                allowed=", ".join(o.value for o in PAGED_OPTIMIZERS),
            ),
        )
    if plan.offload_device is OffloadDevice.NVME and plan.offload is Offload.NONE:
        yield PlanError("offload_device", Message("NVMe needs an offload; allowed: cpu"))
    yield from _fp8_gather_problems(plan)


def _fp8_gather_problems(plan: Plan) -> Iterator[PlanError]:
    """torchao's FP8 weights under FSDP2 are its float8 all-gather: tensor-wise scaling only,
    and only where FSDP gathers (torchtitan docs/float8.md; formats.FP8_GATHER_SOURCE)."""
    fw = FRAMEWORKS[plan.framework]
    if fw.te_layers or not plan.fp8_params or plan.precision is not Precision.FP8:
        return
    if plan.fp8_recipe is not Fp8Recipe.TENSORWISE:
        yield PlanError(
            "fp8_params",
            Message(
                "{framework} gathers FP8 weights with torchao's tensorwise recipe only (fp8 "
                "recipe is {recipe}); allowed: off, or fp8_recipe tensorwise",
                framework=fw.name,
                recipe=plan.fp8_recipe.value,
            ),
        )
    elif plan.zero < 3:
        yield PlanError(
            "fp8_params",
            Message(
                "{framework} casts FP8 weights for its FSDP all-gather, which ZeRO stage {zero} "
                "does not run; allowed: off, or zero 3",
                framework=fw.name,
                zero=plan.zero,
            ),
        )


def _galore_problems(plan: Plan) -> Iterator[PlanError]:
    """GaLore projects full-weight gradients, wraps AdamW (8-bit too) or Adafactor, and steps
    on the GPU with its own optimizer (not a CPU one); sharding its states is not modelled."""
    if plan.galore_rank is None:
        return
    if not galore_applicable(plan, None):
        yield PlanError(
            "galore_rank",
            Message(
                "GaLore projects the gradients of every weight ({methods}); {method} does not "
                "train them all; allowed: unset",
                methods=", ".join(GALORE_METHODS),
                method=plan.method.value,
            ),
        )
        return
    if plan.optimizer.value not in GALORE_OPTIMIZERS:
        yield PlanError(
            "optimizer",
            Message(
                "GaLore wraps {optimizers}, not {optimizer}; allowed: {optimizers} (or unset "
                "galore_rank)",
                optimizers=", ".join(GALORE_OPTIMIZERS),
                optimizer=plan.optimizer.value,
            ),
        )
    if plan.offload is not Offload.NONE:
        yield PlanError(
            "offload",
            Message(
                "GaLore's optimizer steps on the GPU, not on the CPU; allowed: none (or unset "
                "galore_rank)"
            ),
        )
    elif plan.zero >= 1:
        yield PlanError(
            "zero",
            Message(
                "GaLore's states sharded by ZeRO or FSDP are not modelled (its paper's runs and "
                "Hugging Face's examples keep them whole on each GPU); allowed: 0 (or unset "
                "galore_rank)"
            ),
        )


# What the host steps under DeepSpeed's ZeRO-Offload: DeepSpeed's own CPU optimizers, fp32
# states in host RAM. DeepSpeed refuses a client optimizer there unless the config sets
# zero_force_ds_cpu_optimizer false (deepspeedai/DeepSpeed@007cca6a deepspeed/runtime/
# engine.py _configure_optimizer, ZeRORuntimeException; default True in runtime/constants.py
# @088be892); through Hugging Face's Trainer, accelerate puts DeepSpeedCPUAdam in its place
# (accelerate 1.16.0 accelerator.py _prepare_deepspeed → utils/deepspeed.py
# map_pytorch_optim_to_deepspeed: AdamW mode only for torch's AdamW and 32-bit bitsandbytes
# AdamW, DeepSpeedCPULion for 32-bit Lion) and a ds config with an optimizer section ignores
# the Trainer's optim
DEEPSPEED_CPU_OPTIMIZERS = (Optimizer.ADAMW, Optimizer.LION)


def _sharding_problems(plan: Plan) -> Iterator[PlanError]:
    """A sharding engine the framework does not shard through (Framework.shardings; where it
    names none, or where nothing is sharded, the field is not used), and what PyTorch FSDP does
    not do that DeepSpeed's ZeRO does: shard the optimizer states alone (stage 1, under any
    FSDP), and where a trainer offers both through accelerate offload the optimizer without the
    parameters, offload to NVMe (ZeRO-Infinity), carry Ulysses."""
    fw = FRAMEWORKS[plan.framework]
    if plan.sharding is None or not sharding_named(plan, None):
        return
    if plan.sharding not in fw.shardings:
        yield PlanError(
            "sharding",
            Message(
                "{framework} does not shard through {sharding}; allowed: {allowed}",
                framework=fw.name,
                sharding=plan.sharding.value,
                allowed=", ".join(s.value for s in fw.shardings),
            ),
        )
        return
    deepspeed = FieldRef("plan.sharding")
    if through_fsdp(plan) and plan.zero == 1:
        # FSDP1's sharding strategies and FSDP2's fully_shard shard the gradients and weights
        # with the states; a trainer on FSDP alone (torchtune, torchtitan, verl, NeMo-RL's
        # DTensor policy) has no stage 1 either
        yield PlanError(
            "zero",
            Message(
                "PyTorch FSDP shards the gradients and weights with the optimizer states "
                "(2: SHARD_GRAD_OP, 3: FULL_SHARD), not the optimizer states alone; allowed: "
                "0, 2, 3 (or {field} deepspeed)",
                field=deepspeed,
            )
            if accelerate_fsdp(plan)
            else Message(
                "PyTorch FSDP shards the gradients and weights with the optimizer states "
                "(2: SHARD_GRAD_OP, 3: FULL_SHARD), not the optimizer states alone; allowed: "
                "0, 2, 3"
            ),
        )
    if not accelerate_fsdp(plan):
        return
    if plan.offload is Offload.OPTIMIZER:
        yield PlanError(
            "offload",
            Message(
                "PyTorch FSDP offloads the parameters with their gradients and optimizer states "
                "(offload_params), not the optimizer alone; allowed: none, optimizer+params (or "
                "{field} deepspeed)",
                field=deepspeed,
            ),
        )
    if plan.offload is not Offload.NONE and plan.offload_device is OffloadDevice.NVME:
        yield PlanError(
            "offload_device",
            Message(
                "offload to NVMe is DeepSpeed's (ZeRO-Infinity); PyTorch FSDP offloads to host "
                "RAM; allowed: cpu (or {field} deepspeed)",
                field=deepspeed,
            ),
        )
    if plan.cp > 1 and plan.cp_kind is CpKind.ULYSSES and fw.ulysses_via_deepspeed:
        yield PlanError(
            "sharding",
            Message(
                "{framework} runs Ulysses through DeepSpeed (accelerate's ParallelismConfig, "
                "sp_backend deepspeed); allowed: deepspeed",
                framework=fw.name,
            ),
        )


def _cpu_optimizer_problems(plan: Plan) -> Iterator[PlanError]:
    """An optimizer the host does not step under DeepSpeed's ZeRO-Offload."""
    fw = FRAMEWORKS[plan.framework]
    if plan.offload is Offload.NONE or not deepspeed_offloads(plan):
        return
    if plan.optimizer in DEEPSPEED_CPU_OPTIMIZERS:
        return
    allowed = ", ".join(o.value for o in DEEPSPEED_CPU_OPTIMIZERS)
    yield PlanError(
        "optimizer",
        Message(
            "{framework} offloads the optimizer through DeepSpeed's ZeRO-Offload, whose host "
            "steps DeepSpeedCPUAdam or DeepSpeedCPULion with fp32 states: {optimizer} is "
            "replaced by CPU Adam (accelerate) or refused (DeepSpeed); allowed: {allowed} (or "
            "offload none)",
            framework=fw.name,
            optimizer=plan.optimizer.value,
            allowed=allowed,
        ),
    )


def _cp_problems(spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    if plan.cp == 1:
        return
    if plan.cp_kind is CpKind.RING and plan.seq_len % (2 * plan.cp):
        # Load-balanced ring attention cuts each sequence into 2·cp chunks (each GPU takes one
        # from each end): Megatron-LM, torchtitan and ring-flash-attn's zigzag all require it.
        yield PlanError(
            "cp",
            Message(
                "seq_len {seq_len} is not a multiple of 2 × cp ({chunks}); allowed: a cp whose "
                "double divides the sequence length",
                seq_len=plan.seq_len,
                chunks=2 * plan.cp,
            ),
        )
    fw = FRAMEWORKS[plan.framework]
    if plan.cp_kind is CpKind.ULYSSES and fw.ulysses_via_deepspeed and plan.zero == 0:
        yield PlanError(
            "zero",
            Message(
                "{framework} runs Ulysses through DeepSpeed (accelerate's ParallelismConfig, "
                "sp_backend deepspeed); allowed: 1, 2, 3",
                framework=fw.name,
            ),
        )
    if plan.cp_kind is CpKind.ULYSSES and spec.num_attention_heads % (plan.tp * plan.cp):
        yield PlanError(
            "cp",
            Message(
                "Ulysses gives each GPU whole heads: tp × cp ({ranks}) does not divide the "
                "model's {heads} attention heads; allowed: a divisor",
                ranks=plan.tp * plan.cp,
                heads=spec.num_attention_heads,
            ),
        )


def expert_parallel_choices(spec: ModelSpec, plan: Plan) -> list[int]:
    """The ep values the plan can use: divisors of the expert count whose expert groups (ep ×
    the expert tensor-parallel ranks it would have) divide the GPUs of a pipeline stage (1 for
    a dense model); serving, the GPUs of one replica (its tensor-parallel GPUs)."""
    if not spec.is_moe:
        return [1]
    stage = stage_gpus(plan)
    serving = plan.method is Method.INFERENCE
    spans = serving and bool(FRAMEWORKS[plan.framework].ep_spans_tp)
    return [
        e
        for e in range(1, stage + 1)
        if physical_experts(spec, plan) % e == 0
        and stage % (e * (expert_tp(plan, e) if e > 1 else 1)) == 0
        and (not serving or plan.tp % e == 0)
        and (not spans or e in (1, plan.tp))
    ]


def _ep_problems(spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    """Expert parallelism spreads a stage's experts over ep of the stage's own GPUs.

    Megatron-Core builds its expert groups from the GPUs of a pipeline stage: world size must
    divide by expert-tensor × expert-model × pipeline parallel size, the rest being the expert
    data-parallel group (megatron/core/parallel_state.py initialize_model_parallel,
    github NVIDIA/Megatron-LM), so ep × expert tensor parallel (sharding.expert_tp) must divide
    GPUs ÷ pp. vLLM spreads experts over the TP × DP ranks of a stage
    (https://docs.vllm.ai/en/v0.10.1.1/serving/expert_parallel_deployment.html: "EP size is
    automatically calculated" as TP × DP), SGLang over its TP ranks: never more than the
    stage's GPUs. Whole experts go to the expert-parallel ranks (serving splits each over tp ÷
    ep beside them), so ep also divides the expert count."""
    if plan.ep == 1:
        return
    if not spec.is_moe:
        yield PlanError("ep", Message("{ep} is not allowed; allowed: 1 (dense model)", ep=plan.ep))
        return
    allowed = ", ".join(str(e) for e in expert_parallel_choices(spec, plan))
    # a replica's attention groups; more than its GPUs are vLLM's data-parallel size typed as
    # attention_dp (-tp 1 -dp 4): the same ranks as ep ÷ tp, not more of them
    groups = attention_groups(plan) if attention_groups(plan) <= plan.tp else 1
    physical = physical_experts(spec, plan)
    if physical % plan.ep:
        yield PlanError(
            "ep",
            Message(
                "{ep} does not divide the model's {experts} experts; allowed: {allowed}",
                ep=plan.ep,
                experts=spec.num_experts,
                allowed=allowed,
            )
            if physical == spec.num_experts
            else Message(
                "{ep} does not divide the model's {experts} experts and their {copies} "
                "redundant copies ({physical}); allowed: {allowed}",
                ep=plan.ep,
                experts=spec.num_experts,
                copies=physical - spec.num_experts,
                physical=physical,
                allowed=allowed,
            ),
        )
    elif stage_gpus(plan) % plan.ep:
        yield PlanError(
            "ep",
            Message(
                "{ep} does not divide the GPUs of a pipeline stage (GPUs ÷ pp = {gpus} ÷ {pp} = "
                "{stage}); allowed: {allowed}",
                ep=plan.ep,
                gpus=stage_gpus(plan) * plan.pp,
                pp=plan.pp,
                stage=stage_gpus(plan),
                allowed=allowed,
            ),
        )
    elif plan.method is Method.INFERENCE and plan.tp % plan.ep:
        # a serving replica spreads its experts over its own tensor-parallel GPUs (SGLang
        # ep_size ≤ tp_size, TensorRT-LLM moe_ep_size × moe_tp_size = tp_size, vLLM over TP ×
        # DP, the DP ranks being attention_dp groups here): experts over several replicas would
        # leave each replica's attention on tp GPUs, a layout no engine runs
        yield PlanError(
            "ep",
            Message(
                "{ep} does not divide the replica's {tp} tensor-parallel GPUs (a serving "
                "engine spreads the experts over the GPUs of one replica); allowed: {allowed} "
                "— an engine's data-parallel size {dp} with expert parallelism over "
                "tensor parallelism {tp} is tp {whole} with attention_dp {dp} and ep {whole} "
                "here",
                ep=plan.ep,
                tp=plan.tp,
                dp=plan.ep // plan.tp * groups,
                whole=plan.ep,
                allowed=allowed,
            )
            if plan.ep % plan.tp == 0
            else Message(
                "{ep} does not divide the replica's {tp} tensor-parallel GPUs (a serving "
                "engine spreads the experts over the GPUs of one replica); allowed: {allowed}",
                ep=plan.ep,
                tp=plan.tp,
                allowed=allowed,
            ),
        )
    elif (
        plan.method is Method.INFERENCE
        and FRAMEWORKS[plan.framework].ep_spans_tp
        and plan.ep != plan.tp
    ):
        yield PlanError(
            "ep",
            Message(
                "{framework}'s expert parallelism spreads the experts over all of a replica's "
                "{tp} GPUs, not {ep} of them; allowed: 1 or {tp}",
                framework=FRAMEWORKS[plan.framework].name,
                tp=plan.tp,
                ep=plan.ep,
            ),
        )
    elif stage_gpus(plan) % (plan.ep * expert_tp(plan)):
        etp = expert_tp(plan)
        per = stage_gpus(plan) // plan.ep
        fits = [e for e in range(1, per + 1) if per % e == 0]
        yield PlanError(
            "etp",
            Message(
                "{etp} × ep {ep} does not divide the GPUs of a pipeline stage ({stage}): "
                "Megatron-Core builds its expert groups of expert tensor × expert parallel "
                "ranks (expert tensor parallel {how}); allowed: {allowed}",
                etp=etp,
                ep=plan.ep,
                stage=stage_gpus(plan),
                how=Message("as set") if plan.etp is not None else Message("defaults to tp"),
                allowed=", ".join(str(e) for e in fits),
            ),
        )


# The most GPUs one server (one node) of a form factor holds, and the machine that holds them.
# NVL72 racks are one NVLink domain of 72 Blackwell GPUs (GB200/GB300 NVL72; GH200 NVL32 is
# smaller); DGX-2 / HGX-2 put 16 V100 SXM on NVSwitch; HGX/DGX boards, OAM baseboards (MI300X,
# Gaudi), Ascend Atlas 800 servers hold 8 modules; 4U PCIe servers hold up to 10 double-width
# cards (Supermicro SYS-322GB-NR, The Register 2024-10-10) or 20 single-slot cards
# (Supermicro's 20-slot T4 server, AnandTech 13619).
NODE_LIMITS = (
    (("superchip", "rack"), 72, Message("an NVL72 rack")),
    (("sxm2", "sxm3"), 16, Message("a DGX-2 / HGX-2 server")),
    # two HGX A100 8-GPU baseboards joined back-to-back by NVSwitch (NVIDIA developer blog,
    # "Introducing NVIDIA HGX A100", 2020); Google Cloud's a2-megagpu-16g is one
    (("a100 sxm4",), 16, Message("an HGX A100 16-GPU server (two baseboards over NVSwitch)")),
    (("sxm", "oam", "module", "hgx"), 8, Message("an 8-GPU HGX/DGX/OAM server")),
    (("single slot",), 20, Message("a 4U server of single-slot cards")),
)
PCIE_NODE = (10, Message("a 4U PCIe server of double-width cards"))


@per_object(maxsize=64)
def node_limit(gpu: GpuSpec) -> tuple[int, str]:
    """The most GPUs of this type one node holds, and the machine (by its form factor);
    remembered per GPU object (a solve asks for every count it tries)."""
    if gpu.whole_machine:
        # a unified-memory machine is a computer of its own: more of them are more nodes
        return 1, Message("a unified-memory machine (its GPU and memory on one chip)")
    form = f"{gpu.form_factor} {gpu.name}".lower()  # a custom GPU may name only "SXM"
    for words, most, machine in NODE_LIMITS:
        if any(w in form for w in words):
            return most, machine
    return PCIE_NODE


# GPUs a node holds where DeepEP's normal (cross-node) kernels run: one NVLink peer per RDMA rail
DEEPEP_NODE_GPUS = 8


def gpu_problems(
    gpu: GpuSpec, plan: Plan, spec: ModelSpec, *, framework: bool = True
) -> list[PlanError]:
    """What the GPU cannot do for this plan (a framework on another vendor's GPU, FP8 without
    FP8 tensor cores, more GPUs in a node than its servers hold, bf16 without bf16 where the
    framework refuses it, a serving format the GPU has no tensor cores for). `framework=False`
    leaves out whether the framework runs on the GPU at all (plan_problems asks that first)."""
    out = [PlanError(n, t) for n, t in framework_gpu_rules(gpu, plan, spec)] if framework else []
    most, machine = node_limit(gpu)
    if gpu.whole_machine and plan.tp > 1:
        out.append(
            PlanError(
                "tp",
                Message(
                    "{tp} {gpu} machines share no fast link for tensor parallelism; allowed: 1 "
                    "(pipeline stages or replicas across machines)",
                    tp=plan.tp,
                    gpu=gpu.name,
                ),
            )
        )
    if plan.gpus_per_node > most:
        out.append(
            PlanError(
                "gpus_per_node",
                Message(
                    "{gpus} {gpu} do not fit one node: {machine} holds at most {most}; allowed: "
                    "1 to {most} (add nodes for more)",
                    gpus=plan.gpus_per_node,
                    gpu=gpu.name,
                    machine=machine,
                    most=most,
                ),
            )
        )
    no_fp4 = lacks_nvfp4(gpu)
    allowed = _values(usable_precisions(FRAMEWORKS[plan.framework], gpu))
    if plan.method.is_training and plan.precision is Precision.NVFP4 and no_fp4:
        out.append(
            PlanError(
                "precision",
                Message(
                    "the {gpu} runs no NVFP4 matrix multiplies (NVFP4 training needs NVIDIA "
                    "Blackwell: B200, GB200, B300, GB300, RTX PRO 6000, RTX 50, DGX Spark); "
                    "allowed: {allowed}",
                    gpu=gpu.name,
                    allowed=allowed,
                ),
            )
        )
    if plan.method.is_training and plan.precision is Precision.FP8 and not gpu.fp8_tflops:
        out.append(
            PlanError(
                "precision",
                Message(
                    "the {gpu} has no FP8 tensor cores (FP8 training needs {fp8_gpus}); "
                    "allowed: {allowed}",
                    gpu=gpu.name,
                    fp8_gpus=FP8_GPUS,
                    allowed=allowed,
                ),
            )
        )
    mx = plan.precision is Precision.FP8 and plan.fp8_recipe is Fp8Recipe.MXFP8
    if plan.method.is_training and mx and gpu.fp8_tflops and lacks_cores(gpu, "mxfp8"):
        offers = FRAMEWORKS[plan.framework].offers
        others = [r.value for r in Fp8Recipe if r is not Fp8Recipe.MXFP8 and f"fp8:{r}" in offers]
        out.append(
            PlanError(
                "fp8_recipe",
                Message(
                    "the {gpu} has no MXFP8 block-scaled tensor cores (MXFP8 training needs "
                    "NVIDIA Blackwell: Transformer Engine's MXFP8BlockScaling); allowed: "
                    "{allowed}",
                    gpu=gpu.name,
                    allowed=", ".join(others),
                ),
            )
        )
    if fp8_rollout(plan) and not gpu.fp8_tflops:
        out.append(
            PlanError(
                "rollout_fp8",
                Message(
                    "the {gpu} has no FP8 tensor cores (FP8 rollout's blockwise matrix "
                    "multiplies need {fp8_gpus}); allowed: off",
                    gpu=gpu.name,
                    fp8_gpus=FP8_GPUS,
                ),
            )
        )
    out.extend(fp8_attention_gpu_problems(gpu, plan, spec))
    out.extend(_deepep_problems(spec, plan, gpu))
    other_vendor = gpu.vendor.strip() and not gpu.vendor.strip().lower().startswith("nvidia")
    if plan.cudnn_attention and plan.method.is_training and other_vendor:
        out.append(
            PlanError(
                "cudnn_attention",
                Message("cuDNN runs on NVIDIA GPUs only, not on {gpu}; allowed: off", gpu=gpu.name),
            )
        )
    out += [PlanError(name, text) for name, text in engine_gpu_rules(spec, gpu, plan)]
    out += [PlanError(name, text) for name, text in gpu_rules(gpu, plan)]
    return out


def _deepep_problems(spec: ModelSpec, plan: Plan, gpu: GpuSpec) -> list[PlanError]:
    """DeepEP's rules: a serving replica's experts over every one of its GPUs (ep = tp), and
    its cross-node kernels on NVIDIA nodes of 8 joined by NVLink."""
    out: list[PlanError] = []
    if plan.moe_deepep and expert_dispatch_serving(plan, spec) and plan.ep != plan.tp:
        out.append(
            PlanError(
                "moe_deepep",
                Message(
                    "DeepEP spreads the experts over every GPU of the replica (SGLang sets "
                    "ep_size to tp_size with --moe-a2a-backend deepep; vLLM's expert "
                    "parallelism is TP × DP): ep {ep} is not the replica's {tp} GPUs; allowed: "
                    "off, or ep {tp}",
                    ep=plan.ep,
                    tp=plan.tp,
                ),
            )
        )
    if not (plan.moe_deepep and deepep_applies(plan, spec)):
        return out
    # DeepEP's all-to-alls cross nodes: training's over its nodes, a serving replica's where
    # its GPUs span nodes; inside a node they need NVLink between every pair of GPUs
    spans = plan.nodes > 1 if plan.method.is_training else plan.tp > plan.gpus_per_node
    nvlink = gpu.vendor.startswith("NVIDIA") and (gpu.interconnect_gbps or 0) > 0
    if spans and (not nvlink or plan.gpus_per_node != DEEPEP_NODE_GPUS or nvlink_domain(gpu)):
        out.append(
            PlanError(
                "moe_deepep",
                Message(
                    "DeepEP's cross-node kernels run on NVIDIA GPUs in nodes of 8 joined by "
                    "NVLink (deepseek-ai/DeepEP issues #50 and #216), not on {gpus} × {gpu} "
                    "a node (NVL72 racks: HybridEP, not modelled); allowed: off",
                    gpus=plan.gpus_per_node,
                    gpu=gpu.name,
                ),
            )
        )
    elif not plan.method.is_training and plan.tp > 1 and not nvlink:
        out.append(
            PlanError(
                "moe_deepep",
                Message(
                    "DeepEP reaches the GPUs of a node over NVLink between every pair of them "
                    "(deepseek-ai/DeepEP README, requirements), which the {gpu} has not; "
                    "allowed: off",
                    gpu=gpu.name,
                ),
            )
        )
    return out


def _heads_divide_tp(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    # attention data-parallel groups split the heads over their own GPUs only (tp ÷ groups:
    # SGLang --tp 96 --dp 96 --enable-dp-attention runs attention whole on each GPU)
    groups = attention_groups(plan)
    split = attention_tp(plan) if groups > 1 else plan.tp
    if spec.num_attention_heads % split:
        yield PlanError(
            "tp",
            Message(
                "{tp} does not divide the model's {heads} attention heads; allowed: a divisor "
                "of the head count",
                tp=split,
                heads=spec.num_attention_heads,
            )
            if groups == 1
            else Message(
                "each attention group's {split} GPUs (tp {tp} ÷ {groups} groups) do not divide "
                "the model's {heads} attention heads; allowed: a tp whose share divides them",
                split=split,
                tp=plan.tp,
                groups=groups,
                heads=spec.num_attention_heads,
            ),
        )


def _experts(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    yield from _ep_problems(spec, plan)


def _generates(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    if plan.method.is_rl and not spec.causal:
        yield PlanError(
            "method",
            Message(
                "{method} generates completions; {model} is an encoder-only model (no causal "
                "decoder) and generates nothing; allowed: {allowed}",
                method=plan.method.value,
                model=spec.id,
                allowed=_values(m for m in Method if m.is_offline_training),
            ),
        )


def _heads_divide_rollout_tp(
    spec: ModelSpec, plan: Plan, gpu: GpuSpec | None
) -> Iterator[PlanError]:
    if plan.method.is_rl and spec.num_attention_heads % plan.rollout_tp:
        yield PlanError(
            "rollout_tp",
            Message(
                "{tp} does not divide the model's {heads} attention heads; allowed: a divisor "
                "of the head count",
                tp=plan.rollout_tp,
                heads=spec.num_attention_heads,
            ),
        )


def _stages_within_layers(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    if plan.pp > spec.num_layers:
        yield PlanError(
            "pp",
            Message(
                "{pp} exceeds the model's {layers} layers; allowed: 1 to {layers}",
                pp=plan.pp,
                layers=spec.num_layers,
            ),
        )


def _training_techniques(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """What the framework offers, what the techniques need of each other, context
    parallelism; serving splits no sequence between GPUs."""
    if plan.method.is_training:
        yield from _framework_problems(plan, gpu)
        yield from _technique_problems(plan)
        yield from _galore_problems(plan)
        yield from _sharding_problems(plan)
        yield from _cpu_optimizer_problems(plan)
        yield from _cp_problems(spec, plan)
        yield from _liger_problems(spec, plan)
        yield from _fused_kernel_problems(spec, plan)
        yield from _rl_offload_problems(spec, plan)
        yield from _token_budget_problems(plan)
    elif plan.cp > 1:
        yield PlanError("cp", Message("serving splits no sequences between GPUs; allowed: 1"))
    if (
        not plan.method.is_training
        and plan.pp > 1
        and plan.pp_schedule is not PpSchedule.ONE_F_ONE_B
    ):
        yield PlanError(
            "pp_schedule",
            Message(
                "serving runs no backward pass for a schedule to place; allowed: {allowed}",
                allowed=PpSchedule.ONE_F_ONE_B.value,
            ),
        )


def _framework_rules(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    yield from (PlanError(name, text) for name, text in plan_rules(spec, plan))


def _runs_on_the_gpu(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    if gpu is not None:
        yield from (PlanError(n, t) for n, t in framework_gpu_rules(gpu, plan, spec))


def _the_gpu(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    if gpu is not None:
        yield from gpu_problems(gpu, plan, spec, framework=False)


def _within_stage(field: str, layers: int, spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    """A layer count that applies per pipeline stage cannot exceed the stage's layers."""
    per_stage = -(-spec.num_layers // plan.pp)
    if layers > per_stage:
        yield PlanError(
            field,
            Message(
                "{layers} exceeds the {per_stage} layers of a pipeline stage; allowed: 1 to "
                "{per_stage}",
                layers=layers,
                per_stage=per_stage,
            ),
        )


def _recomputed_layers(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    if plan.recompute_layers is None:
        return
    if plan.recompute is not Recompute.FULL:
        yield PlanError(
            "recompute_layers",
            Message(
                "applies to full recompute only (recompute is {recompute}); allowed: unset, or "
                "set recompute to full",
                recompute=plan.recompute.value,
            ),
        )
    elif stage_chunks(plan) > 1:  # a count per virtual stage (plan.layout.recomputed_layers)
        per_chunk = -(-spec.num_layers // model_chunks(plan))
        if plan.recompute_layers > per_chunk:
            yield PlanError(
                "recompute_layers",
                Message(
                    "{layers} is more than a virtual pipeline stage holds ({per_chunk}): with "
                    "interleaving Megatron counts them per model chunk; allowed: 1 to "
                    "{per_chunk}",
                    layers=plan.recompute_layers,
                    per_chunk=per_chunk,
                ),
            )
    else:
        yield from _within_stage("recompute_layers", plan.recompute_layers, spec, plan)


def unusable_modules(spec: ModelSpec, plan: Plan) -> dict[str, Message]:
    """The recompute modules this model and plan cannot take, each with why: a module the
    model lacks (Megatron-Core skips it; a choice that changes nothing is refused rather than
    shown as a saving) or one Megatron-Core refuses with the plan's FP8 recipe."""
    no_experts = Message("the model has no experts")
    lacks = {
        "layernorm": (
            not spec.is_moe and not spec.is_mla,
            Message(
                "every norm of the model is fused into the linear after it (TE LayerNormLinear)"
            ),
        ),
        "mla_up_proj": (not spec.is_mla, Message("the model has no multi-latent attention")),
        "moe_act": (not spec.is_moe, no_experts),
        "moe": (not spec.is_moe, no_experts),
        "shared_experts": (not spec.shared_width, Message("the model has no shared experts")),
        "mlp": (spec.num_dense_layers == 0, Message("every layer of the model is an MoE layer")),
    }
    out = {name: why for name, (absent, why) in lacks.items() if absent}
    # TransformerConfig.__post_init__: "Delayed scaling does not support moe_act and layernorm
    # recompute for fp8"
    if plan.precision is Precision.FP8 and plan.fp8_recipe is Fp8Recipe.DELAYED:
        delayed = Message("Megatron-Core does not recompute it under delayed-scaling FP8")
        for name in ("moe_act", "layernorm"):
            out.setdefault(name, delayed)
    return out


def _recomputed_modules(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """Megatron-Core's recompute modules, where they apply: only those the plan can take."""
    if not modules_recomputed(plan):
        return
    unusable = unusable_modules(spec, plan)
    usable = [m for m in RECOMPUTE_MODULES if m not in unusable]
    for module in plan.recompute_modules:
        if module in unusable:
            yield PlanError(
                "recompute_modules",
                Message(
                    "{module}: {why}; allowed for this plan: {allowed}",
                    module=module,
                    why=unusable[module],
                    allowed=", ".join(usable),
                ),
            )
            return


def _offloaded_layers(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    if plan.activation_offload and FRAMEWORKS[plan.framework].te_layers and plan.method.is_training:
        yield from _megatron_offload(spec, plan)
        return
    if plan.activation_offload_layers is None:
        return
    if not plan.activation_offload:
        yield PlanError(
            "activation_offload_layers",
            Message(
                "applies with activation offloading only (it is off); allowed: unset, or turn "
                "on activation_offload"
            ),
        )
    else:
        yield from _within_stage(
            "activation_offload_layers", plan.activation_offload_layers, spec, plan
        )


def _recurrent_training(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """Training a hybrid's recurrent layers (Gated DeltaNet, Mamba-2) as their fused kernels
    run: split across context-parallel ranks only where the framework does it
    (_recurrent_cp_problems), and Gated DeltaNet not in fp32 (fla's chunk_gated_delta_rule
    refuses float32 inputs)."""
    if not spec.recurrent_layers or not plan.method.is_training:
        return
    assert spec.recurrent is not None
    name = Term("Recurrent", spec.recurrent.name)  # the window shows the mixer's name translated
    if spec.recurrent.kind is RecurrentKind.MAMBA:
        # what mamba_ssm's selective_scan_fn / mamba_inner_fn keep for backward is not counted
        yield PlanError(
            "method",
            Message(
                "training {layers} (Mamba-1) layers is not modelled (the selective scan's "
                "saved tensors are not counted); allowed: inference",
                layers=name,
            ),
        )
        return
    if spec.recurrent.kind is RecurrentKind.LIGHTNING:
        # no trainer's Lightning Attention kernel was read (ms-swift: inference only)
        yield PlanError(
            "method",
            Message(
                "training {layers} layers (MiniMax-Text-01/M1) is not modelled (what its kernel "
                "keeps for backward is not counted); allowed: inference",
                layers=name,
            ),
        )
        return
    yield from _recurrent_cp_problems(spec, plan, name)
    fw = FRAMEWORKS[plan.framework]
    whole = fw.recurrent_tp
    families = fw.recurrent_tp_families
    if whole and plan.tp > 1 and (not families or spec.family in families):
        # the mixer's weights duplicated on every tensor-parallel rank: not modelled
        yield PlanError(
            "tp",
            Message(
                "{framework} keeps the {layers} layers whole on every tensor-parallel GPU "
                "({source}), which is not modelled; allowed: 1",
                framework=FRAMEWORKS[plan.framework].name,
                layers=name,
                source=whole,
            ),
        )
    if spec.recurrent.kind is RecurrentKind.GATED_DELTANET and plan.precision is Precision.FP32:
        yield PlanError(
            "precision",
            Message(
                "{layers} trains in bf16 (fla's chunk_gated_delta_rule refuses float32); "
                "allowed: amp, mixed, mixed_fp32_grads, bf16, fp8, nvfp4",
                layers=name,
            ),
        )


def _recurrent_cp_problems(spec: ModelSpec, plan: Plan, name: Term) -> Iterator[PlanError]:
    """Context parallelism across a hybrid's recurrent layers, where the framework runs it
    (Framework.recurrent_cp): Megatron-Core's all-to-alls hand each context-parallel rank whole
    heads of the mixer, so its heads (and Gated DeltaNet's key heads) divide by tp × cp and
    Mamba-2's groups on a tensor-parallel rank divide cp or are divided by it
    (megatron/core/ssm/mamba_context_parallel.py, its asserts); flash-linear-attention's state
    passing splits the sequence alone."""
    r = spec.recurrent
    if r is None:
        return
    if plan.tp > 1 and FRAMEWORKS[plan.framework].te_layers and not heads_split(r, plan.tp, 1):
        # Megatron-Core asserts its mixer's heads (and groups) divide by tp
        fits = [t for t in range(1, r.value_heads + 1) if heads_split(r, t, 1)]
        yield PlanError(
            "tp",
            Message(
                "{tp} does not split the heads of the {layers} layers ({heads} heads, {groups} "
                "key heads or groups): each tensor-parallel rank takes whole heads; allowed: "
                "{allowed}",
                tp=plan.tp,
                layers=name,
                heads=r.value_heads,
                groups=r.key_heads,
                allowed=", ".join(str(t) for t in fits),
            ),
        )
        return
    if plan.cp <= 1:
        return
    support = FRAMEWORKS[plan.framework].recurrent_cp_of(r.kind.value, spec.family)
    if support is None:
        others = [
            f.id
            for f in FRAMEWORKS.values()
            if plan.method in f.methods
            and f.recurrent_cp_of(r.kind.value, spec.family)
            and runs_model(f, plan, spec)
        ]
        yield PlanError(
            "cp",
            Message(
                "{framework} does not split this model's {layers} layers by context "
                "parallelism; allowed: 1 (the profiles that do: {others})",
                framework=FRAMEWORKS[plan.framework].name,
                layers=name,
                others=", ".join(others) if others else Term("Message", N_("Message", "none")),
            ),
        )
        return
    if support.how is RecurrentCp.HEADS and not heads_split(r, plan.tp, plan.cp):
        fits = [c for c in range(1, r.value_heads + 1) if heads_split(r, plan.tp, c)]
        yield PlanError(
            "cp",
            Message(
                "{cp} × tp {tp} does not split the heads of the {layers} layers ({heads} "
                "heads, {groups} key heads or groups): each context-parallel rank takes whole "
                "heads; allowed: {allowed}",
                cp=plan.cp,
                tp=plan.tp,
                layers=name,
                heads=r.value_heads,
                groups=r.key_heads,
                allowed=", ".join(str(c) for c in fits),
            ),
        )


def heads_split(r: RecurrentMixer, tp: int, cp: int) -> bool:
    """Whether Megatron-Core's context parallelism by heads hands each of tp × cp ranks whole
    heads of the mixer `r` (its value heads; Gated DeltaNet's key heads too; Mamba-2's groups
    on a tensor-parallel rank divide cp or are divided by it)."""
    if r.value_heads % (tp * cp):
        return False
    if r.kind is RecurrentKind.GATED_DELTANET:
        return r.key_heads % (tp * cp) == 0
    if r.kind is RecurrentKind.MAMBA2:
        groups = r.key_heads // tp if r.key_heads % tp == 0 else 0
        return groups > 0 and (groups % cp == 0 or cp % groups == 0)
    return True


def _framework_runs_the_model(
    spec: ModelSpec, plan: Plan, gpu: GpuSpec | None
) -> Iterator[PlanError]:
    """A hybrid model runs only under a framework that implements its recurrent mixer and the
    state it keeps: refused by name where the framework's model list was read and the
    architecture is not in it (plan/architectures.py)."""
    hybrid = spec.hybrid
    if hybrid is None or support(plan.framework, hybrid) is not None:
        return
    # runs_model first: the frameworks whose list has the model (so the nested check below
    # never asks this rule for another list), then every rule of the plan under each
    allowed = [
        f.id
        for f in FRAMEWORKS.values()
        if runs_model(f, plan, spec) and _runs_the_model(spec, plan, gpu, f.id)
    ]
    names = ", ".join(allowed) if allowed else Term("Message", N_("Message", "none"))
    yield PlanError("framework", _not_run(plan.framework, hybrid, names))


def _not_run(framework: str, hybrid: Hybrid, allowed: str) -> Message:
    return Message(
        "{framework} does not run {architecture} models ({why}); allowed: {allowed}",
        framework=FRAMEWORKS[framework].name,
        architecture=HYBRID_NAMES[hybrid],
        why=absent_because(framework, hybrid),
        allowed=allowed,
    )


def _runs_the_model(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None, framework: str) -> bool:
    """Whether `plan` under `framework` runs `spec` at all: it offers the method, and no rule
    refuses the framework or the model (MLX serves hybrids but trains none)."""
    try:
        new = plan.with_changes(framework=framework)
    except ValidationError:
        return False
    return not any(p.field in ("framework", "model") for p in plan_problems(spec, new, gpu))


# Serving engines that implement DeepSeek Sparse Attention's indexer and sparse kernels: vLLM
# (github vllm-project/vllm@002d6073 deepseek_v2.py Indexer), SGLang (its NSA backend,
# python/sglang/srt/layers/attention/nsa), TensorRT-LLM (NVIDIA/TensorRT-LLM PR #9141)
SPARSE_ATTENTION_ENGINES = ("vllm", "sglang", "trtllm")
# The KV cache types their sparse kernels take (github vllm-project/vllm@008a0c31
# vllm/v1/attention/backends/mla/flashmla_sparse.py supported_kv_cache_dtypes)
SPARSE_ATTENTION_KV = (KvDtype.BF16, KvDtype.FP8)


def sparse_attention_unsupported(plan: Plan, gpu: GpuSpec) -> str:
    """Why the plan's engine has no sparse-attention kernels for `gpu` ('' when it has):
    NVIDIA's (FlashMLA's sparse kernels, DeepGEMM's indexer logits) run on Hopper and
    Blackwell (vLLM's DeepSeek-V3.2 notes: "Only Hopper and Blackwell data center GPUs are
    supported" at release; later vLLM adds sm120 sparse backends, flashinfer_mla_sparse_sm120);
    on AMD Instinct SGLang's day-0 release ships a launch recipe (MI300X/MI355X: the SGLang
    team's DeepSeek-V3.2 post, read in its copy at https://www.winzheng.com/en/review/
    sglang-deepseek-v32-sparse-attention) and vLLM its ROCm backend (rocm_aiter_mla_sparse, a
    bf16 cache only; AMD's amd/DeepSeek-V3.2-mxfp4 card serves it with --kv-cache-dtype
    bfloat16 on MI350/MI355); on Ascend, vllm-ascend (its DeepSeek-V3.2 tutorial since
    v0.13.0). A GPU whose architecture is unknown is not refused, nor Rubin (no run of these
    kernels on it published either way)."""
    arch = gpu.architecture
    if not arch:
        return ""  # a GPU of unknown architecture (a custom one): not refused on a guess
    if gpu.vendor.startswith("NVIDIA"):
        if arch in ("hopper", "blackwell", "rubin"):
            return ""
        return Message(
            "sparse attention (DeepSeek Sparse Attention) has no kernels for the {gpu} "
            "(NVIDIA's run on Hopper and Blackwell); allowed: a Hopper or Blackwell GPU",
            gpu=gpu.name,
        )
    engines = {"AMD": ("sglang", "vllm"), "Huawei": ("vllm",)}.get(gpu.vendor, ())
    if gpu.vendor == "AMD" and arch not in ("cdna3", "cdna4"):
        engines = ()
    if plan.framework in engines:
        return ""
    return Message(
        "{framework} has no sparse-attention kernels for the {gpu}; allowed: {allowed}",
        framework=plan.framework,
        gpu=gpu.name,
        allowed=", ".join(engines)
        if engines
        else Message("a Hopper or Blackwell GPU, or AMD Instinct MI300X–MI355X"),
    )


def _kv_sharing(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """A model whose last layers read an earlier layer's key/value cache (Gemma 4's E models)
    runs in one pipeline stage: split, a stage's sharing layers would read a cache another
    stage holds, which vLLM's Gemma 4 refuses (kv_sharing_target_layer_name must name a layer
    of the same stage) and the engine does not count."""
    if spec.kv_shared_layers_in(0, spec.num_layers) and plan.pp > 1:
        yield PlanError(
            "pp",
            Message(
                "pipeline stages of a model whose last {layers} layers read an earlier layer's "
                "key/value cache are not modelled; allowed: 1",
                layers=spec.kv_shared_layers_in(0, spec.num_layers),
            ),
        )


def _sparse_attention(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """A sparse-attention model (DeepSeek-V3.2, GLM-5) is served by the engines that implement
    its indexer and trained by the frameworks that run it through sparse MLA kernels with the
    indexer kept out of the backward (Framework.sparse_training); the others are refused by
    name (transformers runs it as dense attention under a token mask, not counted here)."""
    if not spec.is_sparse_attention:
        return
    if plan.method.is_training:
        if plan.cp > 1 and plan.cp_kind is CpKind.ULYSSES:
            yield PlanError(
                "cp_kind",
                Message(
                    "sparse attention (DeepSeek Sparse Attention) trains with its keys "
                    "gathered over the context-parallel ranks, not by heads; allowed: ring"
                ),
            )
        if not FRAMEWORKS[plan.framework].sparse_training:
            trainers = [
                k for k, f in FRAMEWORKS.items() if f.sparse_training and plan.method in f.methods
            ]
            names = ", ".join(trainers) if trainers else Term("Message", N_("Message", "none"))
            fw = FRAMEWORKS[plan.framework]
            yield PlanError(
                "framework",
                Message(
                    "{framework} does not train sparse attention (DeepSeek Sparse Attention) as "
                    "modelled here (its Megatron-Core sparse-attention path was not read); "
                    "allowed: {allowed}",
                    framework=fw.name,
                    allowed=names,
                )
                if fw.te_layers
                else Message(
                    "{framework} does not train sparse attention (DeepSeek Sparse Attention) "
                    "through sparse kernels (transformers runs it as dense attention under a "
                    "token mask, not modelled); allowed: {allowed}",
                    framework=fw.name,
                    allowed=names,
                ),
            )
    elif plan.framework not in SPARSE_ATTENTION_ENGINES:
        yield PlanError(
            "framework",
            Message(
                "{framework} does not run sparse attention (DeepSeek Sparse Attention) as "
                "modelled here; allowed: {allowed}",
                framework=plan.framework,
                allowed=", ".join(SPARSE_ATTENTION_ENGINES),
            ),
        )
    elif gpu is not None and (why := sparse_attention_unsupported(plan, gpu)):
        yield PlanError("framework", why)
    elif (
        gpu is not None
        and gpu.vendor == "AMD"
        and plan.framework == "vllm"
        and plan.kv_dtype != KvDtype.BF16
    ):
        yield PlanError(
            "kv_dtype",
            Message(
                "vLLM's ROCm sparse-attention backend keeps the KV cache in bf16 "
                "(rocm_aiter_mla_sparse); allowed: bf16"
            ),
        )
    elif plan.kv_dtype not in SPARSE_ATTENTION_KV:
        yield PlanError(
            "kv_dtype",
            Message(
                "sparse attention's kernels keep the KV cache in bf16 or FP8 (vLLM's FlashMLA "
                "sparse backend: bfloat16, fp8_ds_mla; SGLang's NSA pool likewise); allowed: "
                "{allowed}",
                allowed=", ".join(SPARSE_ATTENTION_KV),
            ),
        )


def _mtp_layers(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """Speculating with the model's own MTP layers needs a model that has them."""
    if (
        plan.method is Method.INFERENCE
        and plan.speculative is Speculative.MTP
        and not spec.mtp_layers
    ):
        yield PlanError(
            "speculative",
            Message(
                "{model} has no multi-token-prediction layers; allowed: none, ngram, eagle, "
                "draft (mtp: DeepSeek-V3/R1, GLM-4.5, Qwen3-Next, MiMo and others that ship "
                "them)",
                model=spec.name,
            ),
        )


def _megatron_offload(spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    """Megatron-Core's CPU offloading of activations (transformer_config.py __post_init__):
    fewer layers than the model's, no pipeline parallelism, no activation recomputation."""
    n = spec.num_layers
    if plan.pp > 1:
        yield PlanError(
            "activation_offload",
            Message(
                "Megatron-Core offloads activations without pipeline parallelism (pp is {pp}); "
                "allowed: pp 1, or no activation offloading",
                pp=plan.pp,
            ),
        )
    elif plan.recompute is not Recompute.NONE:
        yield PlanError(
            "activation_offload",
            Message(
                "Megatron-Core does not offload activations with recomputation on (recompute "
                "is {recompute}); allowed: recompute none, or no activation offloading",
                recompute=plan.recompute.value,
            ),
        )
    elif plan.activation_offload_layers is None or plan.activation_offload_layers >= n:
        yield PlanError(
            "activation_offload_layers",
            Message(
                "Megatron-Core offloads fewer layers than the model's {layers}; allowed: 1 to "
                "{most}",
                layers=n,
                most=n - 1,
            ),
        )


def _weights_on_the_cpu(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """llama.cpp's -ngl and --n-cpu-moe, as llama.cpp takes them: -ngl above the layers puts
    everything on the GPU (-ngl 99), --n-cpu-moe counts layer indices (dense layers too); the
    split is planned with one GPU. Another framework ignores them (named as unused)."""
    host_split = FRAMEWORKS[plan.framework].host_split
    if not host_split or (plan.gpu_layers is None and plan.cpu_moe_layers is None):
        return
    name = "gpu_layers" if plan.gpu_layers is not None else "cpu_moe_layers"
    if plan.gpus != 1:
        yield PlanError(
            name,
            Message(
                "weights on the CPU are planned with one GPU (the plan has {gpus}); allowed: "
                "unset, or gpus_per_node 1 and nodes 1",
                gpus=plan.gpus,
            ),
        )
    if gpu is not None and gpu.whole_machine:
        yield PlanError(
            name,
            Message(
                "the {gpu} has one pool of memory for its CPU and GPU: layers kept for the CPU "
                "take the same memory and bandwidth (not modelled); allowed: unset (every "
                "layer on the GPU)",
                gpu=gpu.name,
            ),
        )
    if plan.cpu_moe_layers is not None and not count_params(spec).moe_layers:
        yield PlanError(
            "cpu_moe_layers",
            Message(
                "{model} has no experts to keep on the CPU; allowed: unset (or gpu_layers for "
                "whole layers)",
                model=spec.name,
            ),
        )


def _interleave_within_a_stage(
    spec: ModelSpec, plan: Plan, gpu: GpuSpec | None
) -> Iterator[PlanError]:
    if plan.pp_interleave > 1:
        yield from _within_stage("pp_interleave", plan.pp_interleave, spec, plan)


def _pipeline_schedule(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """Zero bubble (ZB-H1) and DualPipeV place their own chunks: no virtual stages of
    interleaved 1F1B. DualPipeV cuts the model into 2·pp chunks and needs at least that many
    micro-batches a step (PyTorch ScheduleDualPipeV; MindSpeed's DualPipeV: micro-batches ≥
    2 × pp)."""
    schedule = plan.pp_schedule
    if plan.pp <= 1 or schedule is PpSchedule.ONE_F_ONE_B or not plan.method.is_training:
        return
    name = Term("Choice", PP_SCHEDULE_LABELS[schedule.value])
    one_f_one_b = PpSchedule.ONE_F_ONE_B.value
    if plan.pp_interleave > 1:
        yield PlanError(
            "pp_interleave",
            Message(
                "{schedule} places its own chunks; virtual stages are interleaved 1F1B's; "
                "allowed: 1 (or pp_schedule {one_f_one_b})",
                schedule=name,
                one_f_one_b=one_f_one_b,
            ),
        )
    if schedule is not PpSchedule.DUALPIPEV:
        return
    chunks = 2 * plan.pp
    if spec.num_layers < chunks:
        most = spec.num_layers // 2
        yield PlanError(
            "pp",
            Message(
                "DualPipeV cuts the model into 2 × pp = {chunks} chunks and {model} has "
                "{layers} layers; allowed: {allowed}",
                chunks=chunks,
                model=spec.name,
                layers=spec.num_layers,
                allowed=Message(
                    "pp 2 to {most}, or pp_schedule {one_f_one_b}",
                    most=most,
                    one_f_one_b=one_f_one_b,
                )
                if most >= 2
                else Message("pp_schedule {one_f_one_b}", one_f_one_b=one_f_one_b),
            ),
        )
    if plan.grad_accum < chunks:
        yield PlanError(
            "pp_schedule",
            Message(
                "DualPipeV needs at least 2 × pp = {chunks} micro-batches a step and the plan "
                "has {accum}; allowed: {one_f_one_b} or {zb1p}, or a larger global batch",
                chunks=chunks,
                accum=plan.grad_accum,
                one_f_one_b=one_f_one_b,
                zb1p=PpSchedule.ZB1P.value,
            ),
        )


def _pipeline_ends(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """With the embedding and the loss counted as layers, every model chunk needs at least one
    of the layers plus two (torchtitan raises otherwise), and Megatron-Core splits them evenly
    over the chunks (its get_transformer_layer_offset asserts it): the count must divide."""
    if not ends_as_layers(plan):
        return
    v_shape = plan.pp_schedule is PpSchedule.DUALPIPEV
    per_stage = -(-spec.num_layers // plan.pp)
    fw = FRAMEWORKS[plan.framework]
    if (
        plan.pp > spec.num_layers
        or plan.pp_interleave > per_stage
        or (plan.pp_interleave > 1 and plan.pp_schedule is not PpSchedule.ONE_F_ONE_B)
        or (v_shape and (spec.num_layers < 2 * plan.pp or "pp_schedule:dualpipev" not in fw.offers))
    ):
        return  # the stage, virtual-stage and schedule rules name the cause
    chunks = model_chunks(plan)
    total = spec.total_layers + 2
    if total < chunks:
        yield PlanError(
            "pp_ends_as_layers",
            Message(
                "{model}'s {layers} layers with the embedding and the loss ({total}) are fewer "
                "than the pipeline's {chunks} model chunks; allowed: off, or fewer stages or "
                "virtual stages",
                model=spec.name,
                layers=spec.total_layers,
                total=total,
                chunks=chunks,
            ),
        )
    elif fw.te_layers and not ends_split_divides(spec, plan):
        vs = [v for v in range(1, per_stage + 1) if total % (plan.pp * v) == 0]
        pps = [p for p in range(2, min(spec.num_layers, 64) + 1) if total % p == 0]
        allowed: str
        if vs and not v_shape:
            allowed = Message(
                "off, or virtual stages {stages} at pp {pp}",
                stages=", ".join(map(str, vs[:6])),
                pp=plan.pp,
            )
        elif pps:
            allowed = Message(
                "off, or pp {pps} without virtual stages", pps=", ".join(map(str, pps[:6]))
            )
        else:
            allowed = "off"  # the field's value, as the CLI takes it
        yield PlanError(
            "pp_ends_as_layers",
            Message(
                "Megatron-Core splits the {layers} layers plus the embedding and the loss "
                "({total}) evenly over pp × virtual stages ({chunks} chunks); allowed: {allowed}",
                layers=spec.total_layers,
                total=total,
                chunks=chunks,
                allowed=allowed,
            ),
        )


Rule = Callable[[ModelSpec, Plan, GpuSpec | None], Iterable[PlanError]]


def _images_within_sequence(
    spec: ModelSpec, plan: Plan, gpu: GpuSpec | None
) -> Iterator[PlanError]:
    """The images a plan gives a sample fit its sequence: their tokens are part of it."""
    fed = with_vision_inputs(spec, plan)
    v = fed.vision
    dynamic = v is not None and v.dynamic_grid is not None
    if dynamic and plan.image_height is not None and plan.image_size is None:
        yield PlanError(
            "image_height",
            Message(
                "a non-square image needs its width too; allowed: set the image size (its width)"
            ),
        )
        return
    video = plan.video_seconds is not None and v is not None and v.dynamic_grid is not None
    if video:
        w, h = plan.video_width or DEFAULT_VIDEO[0], plan.video_height or DEFAULT_VIDEO[1]
        if max(w, h) > MAX_ASPECT * min(w, h):
            yield PlanError(
                "video_width" if w > h else "video_height",
                Message(
                    "a {width:,} × {height:,} video is past the processor's aspect limit "
                    "(qwen-vl-utils smart_resize raises beyond {aspect}:1); allowed: sides "
                    "within {aspect}:1",
                    width=w,
                    height=h,
                    aspect=MAX_ASPECT,
                ),
            )
            return
    if v is None or (plan.images_per_sample is None and plan.image_size is None and not video):
        return
    if plan.method is Method.INFERENCE:
        room, length = plan.context, "context"
    elif plan.method.is_rl:
        room, length = plan.prompt_len, "prompt_len"
    else:
        room, length = plan.seq_len, "seq_len"
    tokens = fed.image_tokens
    groups, per = (v.video_groups, v.video_group_tokens) if video else (0, 0)
    images = tokens - groups * per  # the images' own tokens
    if tokens > room and video and images <= room:
        args = dict(
            seconds=plan.video_seconds,
            frames=groups * 2,
            tokens=groups * per,
            groups=groups,
            per=per,
            room=room,
            length=length,
        )
        if images:
            text = Message(
                "{seconds:g} s of video ({frames:,} frames) take {tokens:,} video tokens "
                "({groups:,} groups of {per:,}) and the images {images:,} more, more than the "
                "{room:,} of {length}; allowed: a shorter or smaller video, or a longer {length}",
                images=images,
                **args,
            )
        else:
            text = Message(
                "{seconds:g} s of video ({frames:,} frames) take {tokens:,} video tokens "
                "({groups:,} groups of {per:,}), more than the {room:,} of {length}; allowed: "
                "a shorter or smaller video, or a longer {length}",
                **args,
            )
        yield PlanError("video_seconds", text)
    elif tokens > room:
        name = "image_size" if plan.image_size is not None else "images_per_sample"
        dims = plan_image_dims(v, plan)
        count, limit = v.images_per_sample, dict(images=images, room=room, length=length)
        if dims is not None and plan.image_height not in (None, plan.image_size):
            text = Message(
                "{count} image(s) of {width:,} × {height:,} px take {images:,} image tokens, "
                "more than the {room:,} of {length}; allowed: fewer or smaller images, or a "
                "longer {length}",
                count=count,
                width=dims[0],
                height=dims[1],
                **limit,
            )
        elif v.image_size:
            text = Message(
                "{count} image(s) of {size:,} px take {images:,} image tokens, more than the "
                "{room:,} of {length}; allowed: fewer or smaller images, or a longer {length}",
                count=count,
                size=v.image_size,
                **limit,
            )
        else:  # no size known: none said
            text = Message(
                "{count} image(s) take {images:,} image tokens, more than the {room:,} of "
                "{length}; allowed: fewer or smaller images, or a longer {length}",
                count=count,
                **limit,
            )
        yield PlanError(name, text)


def _attention_groups(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """Attention data-parallel groups split the replica's tensor-parallel GPUs evenly, within
    one pipeline stage."""
    groups = attention_groups(plan)
    if groups == 1:
        return
    fw = FRAMEWORKS[plan.framework]
    if fw.attention_dp_spans_tp and groups != plan.tp and plan.tp % groups == 0:
        yield PlanError(
            "attention_dp",
            Message(
                "{framework}'s attention data parallelism makes every one of the {tp} "
                "tensor-parallel GPUs a group of its own, not {groups} groups; allowed: 1 or "
                "{tp}",
                framework=fw.name,
                tp=plan.tp,
                groups=groups,
            ),
        )
        return
    if plan.tp % groups:
        divisors = [d for d in range(1, plan.tp + 1) if plan.tp % d == 0]
        if groups > plan.tp and not spec.is_moe:
            # vLLM's -dp on a dense model: independent replicas (its docs, Data Parallel
            # Deployment), the replicas the plan's GPUs hold here
            text = Message(
                "{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs "
                "attention on tp ÷ groups of them); allowed: {allowed} — an engine's "
                "data-parallel size {groups} on a dense model is {groups} independent replicas: "
                "attention_dp 1 here, the GPUs holding the replicas",
                groups=groups,
                tp=plan.tp,
                allowed=", ".join(str(d) for d in divisors),
            )
        elif groups > plan.tp:
            # vLLM and SGLang count data-parallel attention ranks beside tensor parallelism
            # (vllm serve -tp 1 -dp 8 --enable-expert-parallel): here the replica's GPUs are tp
            text = Message(
                "{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs "
                "attention on tp ÷ groups of them); allowed: {allowed} — an engine's "
                "data-parallel size {groups} over tensor parallelism {tp} is tp {whole} with "
                "attention_dp {groups} here",
                groups=groups,
                tp=plan.tp,
                whole=groups * plan.tp,
                allowed=", ".join(str(d) for d in divisors),
            )
        else:
            text = Message(
                "{groups} groups do not divide the {tp} tensor-parallel GPUs (each group runs "
                "attention on tp ÷ groups of them); allowed: {allowed}",
                groups=groups,
                tp=plan.tp,
                allowed=", ".join(str(d) for d in divisors),
            )
        yield PlanError("attention_dp", text)
    elif plan.pp > 1:
        yield PlanError(
            "attention_dp",
            Message(
                "attention data parallelism with pipeline parallelism (pp {pp}) is not "
                "modelled; allowed: 1 with pp > 1, or pp 1",
                pp=plan.pp,
            ),
        )


def _unequal_cards(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """A machine of unequal cards serves one copy, a pipeline stage per card (no tensor
    parallelism: it splits every layer evenly); a split of layers per stage adds up to the
    model's layers, one count per stage, each at least one."""
    if plan.method is not Method.INFERENCE:
        return
    if plan.other_gpus is not None:
        k = len(other_ids(plan))
        if plan.nodes > 1:
            yield PlanError(
                "other_gpus",
                Message(
                    "other cards are planned in one machine (the plan has {nodes} nodes); "
                    "allowed: nodes 1",
                    nodes=plan.nodes,
                ),
            )
        elif plan.gpus < k + 1:
            yield PlanError(
                "other_gpus",
                Message(
                    "the plan's {gpus} GPU(s) count every card, {others} other(s) among them; "
                    "allowed: at least {least} GPUs, or fewer other cards",
                    gpus=plan.gpus,
                    others=k,
                    least=k + 1,
                ),
            )
        elif plan.tp > 1:
            yield PlanError(
                "tp",
                Message(
                    "tensor parallelism splits every layer evenly, over equal cards; allowed: 1 "
                    "with other cards"
                ),
            )
        elif plan.pp != plan.gpus and plan.is_user("pp"):  # else a stage per card (Scenario)
            yield PlanError(
                "pp",
                Message(
                    "with other cards every card is one pipeline stage; allowed: {gpus} (the "
                    "plan's GPUs)",
                    gpus=plan.gpus,
                ),
            )
    if plan.layer_split is None:
        return
    pp = stages(plan)  # before the Scenario lays out the cards, a stage per card is to come
    counts = parse_split(plan.layer_split)
    total = spec.total_layers
    derived = not plan.is_user("layer_split")  # the Scenario split the layers by memory
    if derived and len(counts) == pp and sum(counts) == total and min(counts) < 1:
        yield PlanError(
            "other_gpus",
            Message(
                "llama.cpp's split by memory gives a card none of the model's {layers} layers "
                "({split}: its share is below one layer); allowed: cards nearer in memory, or "
                "a layer_split giving every card at least one layer",
                layers=total,
                split=plan.layer_split,
            ),
        )
    elif len(counts) != pp or sum(counts) != total or min(counts) < 1:
        yield PlanError(
            "layer_split",
            Message(
                "{pp} stage(s) (pp {pp}) need {pp} count(s), each at least 1, adding up to the "
                "model's {layers} layers (given {split})",
                pp=pp,
                layers=total,
                split=plan.layer_split,
            ),
        )


def machine_problems(gpu: GpuSpec, others: Sequence[GpuSpec]) -> list[PlanError]:
    """A machine of unequal cards holds cards, not whole unified-memory machines (checked
    before each card's own rules, which would only say one such machine fills a node)."""
    whole = next((g for g in (gpu, *others) if g.whole_machine), None)
    if others and whole is not None:
        return [
            PlanError(
                "other_gpus",
                Message(
                    "the {gpu} is a whole machine whose memory its CPU shares, not a card beside "
                    "others; allowed: unset, or cards with memory of their own",
                    gpu=whole.name,
                ),
            )
        ]
    return []


def card_problems(gpu: GpuSpec, others: Sequence[GpuSpec]) -> list[PlanError]:
    """One engine process drives the cards of one vendor's stack (CUDA, ROCm, …): a machine of
    unequal cards mixes models, not vendors, and cards, not whole unified-memory machines."""
    whole = machine_problems(gpu, others)
    if whole:
        return whole

    def maker(card: GpuSpec) -> str:  # "NVIDIA (board modified by third parties)": NVIDIA's
        return card.vendor.split(" ", 1)[0] if card.vendor else ""

    odd = next((g for g in others if maker(g) and maker(gpu) and maker(g) != maker(gpu)), None)
    if odd is None:  # one maker, or one the catalog does not say (a user's own entry)
        return []
    return [
        PlanError(
            "other_gpus",
            Message(
                "{other} ({other_maker}) and the {gpu} ({maker}) are not driven by one serving "
                "engine; allowed: {maker} cards",
                other=odd.name,
                other_maker=maker(odd),
                gpu=gpu.name,
                maker=maker(gpu),
            ),
        )
    ]


def one_gpu_type(plan: Plan, task: str) -> None:
    """Raise for a plan with other cards given to a search over one GPU type (`task`: what
    searches)."""
    if plan.method is Method.INFERENCE and plan.other_gpus is not None:
        raise PlanError(
            "other_gpus",
            Message(
                "{task} plans with one GPU type; allowed: unset (a machine of unequal cards is "
                "estimated with its GPU given)",
                task=task,
            ),
        )


# Every rule a plan must pass against its model (and GPU, when given), in the order their
# refusals are reported: the one registry the CLI, the API, the window's greyed choices and the
# solver ask. Rules that need no model run when a Plan is built (plan/plan.py's validator, with
# plan/layout.py and plan/posttrain_rules.py); a draft model's rules need the draft
# (serving_problems).
def _prefill_replicas(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """Prefill replicas of a tp of their own (plan.prefill_tp) run the model on their own
    layout (sharding.prefill_plan): what that layout cannot run is refused on prefill_tp."""
    if not plan.unequal_prefill:
        return
    prefill = prefill_plan(plan)
    for found in RULES_BEFORE_PREFILL:
        for refused_here in found(spec, prefill, gpu):
            yield PlanError(
                "prefill_tp",
                Message(
                    "a prefill replica of tp {tp}: {field}: {why}",
                    tp=prefill.tp,
                    field=refused_here.field,
                    why=refused_here.text,
                ),
            )
            return


# cuDNN's FP8 fused attention, the only FP8 attention Transformer Engine trains with (FA3's
# FP8 has no backward): sm90+ with a head size of 128 on Hopper and up to 128 on Blackwell, no
# sliding window, no attention sinks (github NVIDIA/TransformerEngine@015d346d transformer_engine
# /common/fused_attn/fused_attn.cpp nvte_get_fused_attn_backend: "sm90: fwd d<=256, bwd d=128
# only; sm100: fwd d<=128, bwd d<=128"; pytorch/attention/dot_product_attention/utils.py:
# "Disabling FusedAttention as it does not support sliding window attention for FP8");
# Float8BlockScaling refuses it (backends.py @61fa1f95)
FP8_ATTENTION_ARCHITECTURES = frozenset({"hopper", "blackwell", "rubin"})


def _train_cuda_graphs(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """What Megatron-Core's training CUDA graphs run with (github NVIDIA/Megatron-LM@002526d8
    megatron/core/transformer/transformer_config.py: "full recompute is only supported with
    full iteration CUDA graph", "CUDA graphs not supported with CPU offloading"; NVIDIA/NeMo
    @02a0e6a5 scripts/performance/helpers.py: "cuda graphs are not supported with FSDP")."""
    scope = training_graphs(plan)
    if scope is TrainCudaGraphs.NONE:
        return
    layers = scope is TrainCudaGraphs.LAYERS
    if layers and plan.recompute is Recompute.FULL:
        yield PlanError(
            "train_cuda_graphs",
            Message(
                "Megatron-Core captures full recompute only in a graph of the whole step; "
                "allowed: none, full_iteration (or recompute none or selective)"
            ),
        )
    moe_recomputed = plan.recompute is Recompute.SELECTIVE and "moe" in plan.recompute_modules
    if layers and spec.is_moe and moe_recomputed:
        yield PlanError(
            "train_cuda_graphs",
            Message(
                "Megatron-Core's layer graphs capture a mixture's router, which the recompute "
                "of its MoE block cannot run beside; allowed: none, full_iteration (or "
                "recompute_modules without moe)"
            ),
        )
    if layers and plan.activation_offload:
        yield PlanError(
            "train_cuda_graphs",
            Message(
                "Megatron-Core's layer graphs run no activation offload to the CPU; allowed: "
                "none, full_iteration"
            ),
        )
    if effective_zero(plan, gpu) >= 3:
        yield PlanError(
            "train_cuda_graphs",
            Message(
                "NeMo turns CUDA graphs off under Megatron-Core's FSDP (ZeRO stage 3); "
                "allowed: none (or zero below 3)"
            ),
        )


def _no_fp8_attention(reason: Message) -> PlanError:
    return PlanError("fp8_attention", Message("{reason}; allowed: off", reason=reason))


def _fp8_attention(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None) -> Iterator[PlanError]:
    """FP8 attention where cuDNN's FP8 kernels run it: the recipe, the attention kernel, the
    model's attention (the GPU: fp8_attention_gpu_problems, within gpu_problems)."""
    if not fp8_attention_runs(plan):
        return
    no = _no_fp8_attention
    if plan.precision is Precision.FP8 and plan.fp8_recipe is Fp8Recipe.BLOCKWISE:
        yield no(Message("Transformer Engine's blockwise FP8 recipe runs no FP8 attention"))
    if plan.attention is Attention.EAGER or spec.eager_attention:
        yield no(Message("FP8 attention runs in cuDNN's fused kernels, not in eager attention"))
    if spec.is_mla:
        yield no(
            Message(
                "cuDNN's FP8 attention takes heads of up to 128, not multi-latent attention's "
                "{size}",
                size=(spec.qk_nope_head_dim or 0) + (spec.qk_rope_head_dim or 0),
            )
        )
    elif spec.head_size > 128:
        yield no(
            Message(
                "cuDNN's FP8 attention takes heads of up to 128, not {size}", size=spec.head_size
            )
        )
    if spec.sliding_window_layers or spec.attention_sinks:
        yield no(Message("cuDNN's FP8 attention runs no sliding window or attention sinks"))
    if spec.position is PositionKind.ALIBI or spec.position is PositionKind.RELATIVE:
        yield no(Message("cuDNN's FP8 attention adds no bias to the scores (ALiBi, relative)"))


def fp8_attention_gpu_problems(gpu: GpuSpec, plan: Plan, spec: ModelSpec) -> list[PlanError]:
    """The GPU's part of FP8 attention: cuDNN's FP8 fused kernels on NVIDIA Hopper and
    Blackwell, heads of exactly 128 for Hopper's backward (a GPU without FP8 at all is refused
    on the precision)."""
    if not fp8_attention_runs(plan) or not gpu.fp8_tflops:
        return []
    nvidia = gpu.vendor.strip().lower().startswith("nvidia")
    if not nvidia or gpu.architecture not in FP8_ATTENTION_ARCHITECTURES:
        reason = Message(
            "the {gpu} runs no FP8 fused attention (cuDNN's needs NVIDIA Hopper or Blackwell)",
            gpu=gpu.name,
        )
        return [_no_fp8_attention(reason)]
    if gpu.architecture == "hopper" and spec.head_size != 128 and not spec.is_mla:
        reason = Message(
            "on Hopper cuDNN's FP8 attention trains heads of exactly 128, not {size}",
            size=spec.head_size,
        )
        return [_no_fp8_attention(reason)]
    return []


RULES: tuple[Rule, ...] = (
    _runs_on_the_gpu,
    _heads_divide_tp,
    _experts,
    _generates,
    _heads_divide_rollout_tp,
    _stages_within_layers,
    _training_techniques,
    _framework_rules,
    _the_gpu,
    _interleave_within_a_stage,
    _pipeline_schedule,
    _pipeline_ends,
    _recomputed_layers,
    _recomputed_modules,
    _offloaded_layers,
    _recurrent_training,
    _framework_runs_the_model,
    _sparse_attention,
    _kv_sharing,
    _mtp_layers,
    _weights_on_the_cpu,
    _images_within_sequence,
    _attention_groups,
    _fp8_attention,
    _train_cuda_graphs,
    _unequal_cards,
    _prefill_replicas,
)


# the rules a prefill replica's own layout is held to (all but its own)
RULES_BEFORE_PREFILL = tuple(rule for rule in RULES if rule is not _prefill_replicas)


def plan_problems(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None = None) -> list[PlanError]:
    """Every way `plan` does not fit `spec`'s architecture, its framework or (when given) the
    GPU, in RULES' order (empty: the plan can run)."""
    return [problem for rule in RULES for problem in rule(spec, plan, gpu)]


def check_plan(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None = None) -> None:
    """Raise the first PlanError of `plan_problems`."""
    problems = plan_problems(spec, plan, gpu)
    if problems:
        raise problems[0]


def reward_problems(spec: ModelSpec, plan: Plan, reward: ModelSpec | None) -> list[PlanError]:
    """The reward model plan.reward_model_id names is laid out as the policy is (its tensor and
    pipeline parallel split): the tensor-parallel degree must divide its attention heads and
    the pipeline stages not outnumber its layers, as for the policy (the rules that need the
    reward model as well as the plan)."""
    if reward is None or not reward_model_id(plan, spec):
        return []
    hybrid = reward.hybrid
    if hybrid is not None and support(plan.framework, hybrid) is None:
        other = Term("Message", N_("Message", "a reward model of an architecture it runs"))
        return [PlanError("reward_model_id", _not_run(plan.framework, hybrid, other))]
    if reward.num_attention_heads % plan.tp:
        return [
            PlanError(
                "reward_model_id",
                Message(
                    "{model} has {heads} attention heads, which tp {tp} does not divide (it is "
                    "split as the policy is); allowed: a model whose head count tp divides",
                    model=reward.id,
                    heads=reward.num_attention_heads,
                    tp=plan.tp,
                ),
            )
        ]
    if plan.pp > reward.num_layers:
        return [
            PlanError(
                "reward_model_id",
                Message(
                    "{model} has {layers} layers, fewer than the {pp} pipeline stages it is "
                    "split into; allowed: a model with at least as many layers",
                    model=reward.id,
                    layers=reward.num_layers,
                    pp=plan.pp,
                ),
            )
        ]
    return []


def workload_problems(spec: ModelSpec, plan: Plan, workload: Workload) -> list[PlanError]:
    """The workload's fields a plan of this method cannot take together (the workload alone
    cannot tell: it does not know the plan's images, and the window sets one field at a time):
    sample lengths no shorter than the images every sample carries (media_length_problems).
    Evaluation half set is said, not refused (Workload.evaluation_note); a dataset in samples
    without its mean length is taken to fill the sequence, and said (estimate.py
    _samples_fill_note)."""
    return media_length_problems(spec, plan, workload)


def media_length_problems(spec: ModelSpec, plan: Plan, workload: Workload) -> list[PlanError]:
    """A sample's length counts its images' and video's tokens (scenario/rows.py sizes rows by
    it): a mean or longest sample shorter than the tokens every sample's media take is
    refused — the model's default image where the plan gives none (images_per_sample 0 is a
    text-only sample)."""
    if spec.vision is None or not offline_training(plan, None):
        return []
    media = with_vision_inputs(spec, plan).image_tokens
    if not media:
        return []
    defaulted = plan.images_per_sample is None and plan.image_size is None
    defaulted = defaulted and plan.video_seconds is None
    for name in ("sample_tokens_mean", "sample_tokens_max"):
        given = getattr(workload, name)
        if given is not None and given < media:
            text = (
                Message(
                    "{given:,} tokens is shorter than the {media:,} tokens of the image the "
                    "model takes in each sample by default (a sample's length counts them); "
                    "allowed: at least {media:,}, or {images} 0 for text-only samples",
                    given=given,
                    media=media,
                    images=FieldRef("plan.images_per_sample"),
                )
                if defaulted
                else Message(
                    "{given:,} tokens is shorter than the {media:,} tokens each sample's "
                    "images or video take (a sample's length counts them); allowed: at "
                    "least {media:,}",
                    given=given,
                    media=media,
                )
            )
            return [PlanError(name, text)]
    return []


def serving_problems(spec: ModelSpec, plan: Plan, draft: ModelSpec | None) -> list[PlanError]:
    """Speculative decoding needs a draft model smaller than the target, of its vocabulary
    (the rules that need the draft as well as the model)."""
    if plan.speculative is not Speculative.DRAFT:
        return []
    if draft is None:
        return [
            PlanError(
                "draft_model", Message("set a draft model (a catalog id) to draft tokens with")
            )
        ]
    hybrid = draft.hybrid
    if hybrid is not None and support(plan.framework, hybrid) is None:
        other = Term("Message", N_("Message", "a draft model of an architecture it runs"))
        return [PlanError("draft_model", _not_run(plan.framework, hybrid, other))]
    target_b, draft_b = count_params(spec).total / 1e9, count_params(draft).total / 1e9
    if draft_b >= target_b:
        return [
            PlanError(
                "draft_model",
                Message(
                    "{draft} ({draft_b:.1f}B parameters) is not smaller than the target "
                    "{target} ({target_b:.1f}B); allowed: a smaller model with the target's "
                    "tokenizer",
                    draft=draft.id,
                    draft_b=draft_b,
                    target=spec.id,
                    target_b=target_b,
                ),
            )
        ]
    if draft.vocab_size != spec.vocab_size:
        return [
            PlanError(
                "draft_model",
                Message(
                    "{draft} has a vocabulary of {vocab:,} tokens, the target {target_vocab:,}; "
                    "allowed: a model with the target's tokenizer",
                    draft=draft.id,
                    vocab=draft.vocab_size,
                    target_vocab=spec.vocab_size,
                ),
            )
        ]
    return []


def refusal(
    spec: ModelSpec | None, plan: Plan, name: str, value: object, gpu: GpuSpec | None = None
) -> str | None:
    """Why setting the plan's field `name` to `value` would be refused (None: allowed).

    The same rules as a plan that is built or estimated: the app greys such a choice out with
    this reason, the CLI exits with it. Only a refusal of this field counts; a change that makes
    another field invalid (a framework without the chosen loss kernel) is that field's problem.
    """
    try:
        new = plan.with_changes(**{name: value})
    except ValidationError as exc:
        return problem(exc).text
    if spec is None:
        return None
    return next((p.text for p in plan_problems(spec, new, gpu) if p.field == name), None)
