"""Checks a plan must pass against the model it runs and the GPU it runs on: one rule set for
every front end (the CLI exits with the message, the app shows it on the plan)."""

from __future__ import annotations

from collections.abc import Iterator

from hwplanner.engine.enums import CpKind, Offload, OffloadDevice, Optimizer, Precision
from hwplanner.engine.framework_rules import gpu_rules, plan_rules
from hwplanner.engine.frameworks import FRAMEWORKS
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Plan

PAGED_OPTIMIZERS = (Optimizer.ADAMW, Optimizer.ADAMW_8BIT, Optimizer.LION)
# GPUs with FP8 tensor cores: Hopper, Ada, Blackwell (NVIDIA), CDNA 3 (AMD MI300), Gaudi 2/3.
FP8_GPUS = "Hopper, Ada, Blackwell, MI300 or Gaudi 2/3"


class PlanError(ValueError):
    """A plan the model cannot run; `field` names the plan field, the text what is allowed."""

    def __init__(self, field: str, text: str) -> None:
        super().__init__(f"{field}: {text}")
        self.field = field
        self.text = text


def techniques_used(plan: Plan) -> Iterator[tuple[str, str, str]]:
    """(field, shown value, offer key) of every training technique the plan turns on."""
    if not plan.loss.is_plain:  # older plain implementations are versions, not techniques
        yield "loss", plan.loss.value, f"loss:{plan.loss.value}"
    for name in ("optimizer_in_backward", "paged_optimizer", "activation_offload", "compile"):
        if getattr(plan, name):
            yield name, name.replace("_", " "), name
    if plan.offload is not Offload.NONE:
        yield "offload", plan.offload.value, f"offload:{plan.offload.value}"
        if plan.offload_device is OffloadDevice.NVME:
            yield "offload_device", "nvme", "offload_device:nvme"
    if plan.precision is Precision.FP8:
        yield "fp8_recipe", plan.fp8_recipe.value, f"fp8:{plan.fp8_recipe.value}"
    if plan.cp > 1:
        yield "cp", f"{plan.cp} ({plan.cp_kind.value})", f"cp:{plan.cp_kind.value}"


def _framework_problems(plan: Plan) -> Iterator[PlanError]:
    fw = FRAMEWORKS[plan.framework]
    for name, value, key in techniques_used(plan):
        if key not in fw.offers:
            yield PlanError(name, f"{fw.name} does not offer {value}; {offered(fw.offers, key)}")


def offered(offers: frozenset[str], key: str) -> str:
    """'allowed: plain, chunked' for the values of `key`'s field the framework offers."""
    head = key.partition(":")[0]
    values = sorted(k.partition(":")[2] for k in offers if k.startswith(head + ":"))
    if head == "loss":
        values = ["plain", *values]
    elif head in ("offload", "offload_device"):
        values = ["none" if head == "offload" else "cpu", *values]
    elif ":" not in key:
        return "allowed: off"
    return "allowed: " + ", ".join(values) if values else "allowed: off"


def _technique_problems(plan: Plan) -> Iterator[PlanError]:
    if plan.optimizer_in_backward and plan.grad_accum > 1:
        yield PlanError(
            "optimizer_in_backward",
            "each gradient is freed as soon as its parameter steps, so gradients cannot "
            f"accumulate over {plan.grad_accum} micro-batches; allowed: grad_accum 1",
        )
    if plan.paged_optimizer and plan.optimizer not in PAGED_OPTIMIZERS:
        yield PlanError(
            "paged_optimizer",
            f"bitsandbytes has no paged {plan.optimizer.value}; allowed with: "
            + ", ".join(o.value for o in PAGED_OPTIMIZERS),
        )
    if plan.offload_device is OffloadDevice.NVME and plan.offload is Offload.NONE:
        yield PlanError("offload_device", "NVMe needs an offload; allowed: cpu")


def _cp_problems(spec: ModelSpec, plan: Plan) -> Iterator[PlanError]:
    if plan.cp == 1:
        return
    if plan.cp_kind is CpKind.RING and plan.seq_len % (2 * plan.cp):
        # Load-balanced ring attention cuts each sequence into 2·cp chunks (each GPU takes one
        # from each end): Megatron-LM, torchtitan and ring-flash-attn's zigzag all require it.
        yield PlanError(
            "cp",
            f"seq_len {plan.seq_len} is not a multiple of 2 × cp ({2 * plan.cp}); allowed: a "
            "cp whose double divides the sequence length",
        )
    if plan.cp_kind is CpKind.ULYSSES and spec.num_attention_heads % (plan.tp * plan.cp):
        yield PlanError(
            "cp",
            f"Ulysses gives each GPU whole heads: tp × cp ({plan.tp * plan.cp}) does not divide"
            f" the model's {spec.num_attention_heads} attention heads; allowed: a divisor",
        )


def gpu_problems(gpu: GpuSpec, plan: Plan) -> list[PlanError]:
    """What the GPU cannot do for this plan (FP8 without FP8 tensor cores, bf16 without bf16
    where the framework refuses it)."""
    if plan.method.is_training and plan.precision is Precision.FP8 and not gpu.fp8_tflops:
        return [
            PlanError(
                "precision",
                f"the {gpu.name} has no FP8 tensor cores (FP8 training needs {FP8_GPUS}); "
                "allowed: fp32, amp, mixed, mixed_fp32_grads, bf16",
            )
        ]
    return [PlanError(name, text) for name, text in gpu_rules(gpu, plan)]


def plan_problems(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None = None) -> list[PlanError]:
    """Every way `plan` does not fit `spec`'s architecture, its framework or (when given) the
    GPU (empty: the plan can run)."""
    out: list[PlanError] = []
    if spec.num_attention_heads % plan.tp:
        out.append(
            PlanError(
                "tp",
                f"{plan.tp} does not divide the model's {spec.num_attention_heads} attention "
                "heads; allowed: a divisor of the head count",
            )
        )
    if plan.ep > 1 and (not spec.is_moe or spec.num_experts % plan.ep):
        allowed = f"a divisor of {spec.num_experts} experts" if spec.is_moe else "1 (dense model)"
        out.append(PlanError("ep", f"{plan.ep} is not allowed; allowed: {allowed}"))
    if plan.method.is_rl and not spec.causal:
        out.append(
            PlanError(
                "method",
                f"{plan.method.value} generates completions; {spec.id} is an encoder-only "
                "model (no causal decoder) and generates nothing; allowed: pretrain, full, "
                "freeze, lora, qlora, dpo, orpo, kto, simpo",
            )
        )
    if plan.method.is_rl and spec.num_attention_heads % plan.rollout_tp:
        out.append(
            PlanError(
                "rollout_tp",
                f"{plan.rollout_tp} does not divide the model's {spec.num_attention_heads} "
                "attention heads; allowed: a divisor of the head count",
            )
        )
    if plan.pp > spec.num_layers:
        out.append(
            PlanError(
                "pp",
                f"{plan.pp} exceeds the model's {spec.num_layers} layers; allowed: 1 to "
                f"{spec.num_layers}",
            )
        )
    if plan.method.is_training:
        out += _framework_problems(plan)
        out += _technique_problems(plan)
        out += _cp_problems(spec, plan)
    elif plan.cp > 1:
        out.append(PlanError("cp", "serving splits no sequences between GPUs; allowed: 1"))
    out += [PlanError(name, text) for name, text in plan_rules(spec, plan)]
    if gpu is not None:
        out += gpu_problems(gpu, plan)
    per_stage = -(-spec.num_layers // plan.pp)
    if plan.pp_interleave > 1 and plan.pp_interleave > per_stage:
        out.append(
            PlanError(
                "pp_interleave",
                f"{plan.pp_interleave} exceeds the {per_stage} layers of a pipeline stage; "
                f"allowed: 1 to {per_stage}",
            )
        )
    return out


def check_plan(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None = None) -> None:
    """Raise the first PlanError of `plan_problems`."""
    problems = plan_problems(spec, plan, gpu)
    if problems:
        raise problems[0]


def serving_problems(spec: ModelSpec, plan: Plan, draft: ModelSpec | None) -> list[PlanError]:
    """Speculative decoding needs a draft model smaller than the target, of its vocabulary."""
    from hwplanner.engine.enums import Speculative
    from hwplanner.engine.params import count_params

    if plan.speculative is not Speculative.DRAFT:
        return []
    if draft is None:
        return [PlanError("draft_model", "set a draft model (a catalog id) to draft tokens with")]
    target_b, draft_b = count_params(spec).total / 1e9, count_params(draft).total / 1e9
    if draft_b >= target_b:
        return [
            PlanError(
                "draft_model",
                f"{draft.id} ({draft_b:.1f}B parameters) is not smaller than the target "
                f"{spec.id} ({target_b:.1f}B); allowed: a smaller model with the target's "
                "tokenizer",
            )
        ]
    if draft.vocab_size != spec.vocab_size:
        return [
            PlanError(
                "draft_model",
                f"{draft.id} has a vocabulary of {draft.vocab_size:,} tokens, the target "
                f"{spec.vocab_size:,}; allowed: a model with the target's tokenizer",
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
    from pydantic import ValidationError

    from hwplanner.engine.fields import problem

    try:
        new = plan.with_changes(**{name: value})
    except ValidationError as exc:
        return problem(exc).text
    if spec is None:
        return None
    return next((p.text for p in plan_problems(spec, new, gpu) if p.field == name), None)
