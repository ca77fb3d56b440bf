"""A plan resolved for its model: the framework's values for the model's size (torchtune's
multi-GPU LoRA recipes checkpoint activations from the 70B class on), the last of the rules
that give a plan its values (engine/defaults.py says the order and each value's origin)."""

from __future__ import annotations

from hwplanner.engine.core.text import N_
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import CONTEXT_MOST, KvDtype, Method, Plan, Speculative
from hwplanner.engine.plan.workload import Workload


def size_plan(plan: Plan, spec: ModelSpec) -> Plan:
    """The plan with its framework's values for the model's size, on the fields the user did
    not set (Plan.for_model), the KV-cache format the checkpoint implies where the serving
    engine follows it, and what the engine's own rules turn off for this model and plan; the
    last step of resolving a plan."""
    sized = plan.for_model(count_params(spec).total)
    implied = checkpoint_ruled(sized, spec) | engine_ruled(sized, spec)
    return sized.model_copy(update=implied) if implied else sized


def workload_context(plan: Plan, workload: Workload) -> Plan:
    """A serving plan whose context the user left unset sized for the longest request the
    workload gives (its longest prompt and answer), where that is longer than the field's
    default: the engines' own default is the model's whole context (vLLM and SGLang's
    max_model_len / context_length), and a KV cache sized below the requests served would
    make the memory verdict optimistic. The plan itself otherwise."""
    if plan.method is not Method.INFERENCE or plan.is_user("context"):
        return plan
    longest = workload.longest_request
    if longest <= plan.context or longest > CONTEXT_MOST:
        return plan  # (beyond the field's range: left for its warning)
    return plan.model_copy(update={"context": longest})


# vLLM leaves async scheduling off where it cannot run it (the default resolves per plan)
ASYNC_OFF_SOURCE = N_(
    "Source",
    "github vllm-project/vllm PR #31998 (2026-01: on by default only for EAGLE and MTP "
    "speculation, off for the other kinds); vLLM's start-up warning 'Async scheduling is not "
    "compatible with prefix caching for Mamba models and will be disabled' (quoted in github "
    "QwenLM/Qwen3-Coder issue #578, 2026-03)",
)


MLP_TARGETS = frozenset({"gate", "up", "down"})


def engine_ruled(plan: Plan, spec: ModelSpec) -> dict[str, object]:
    """{field: value} the framework's own rules set in `plan`: the routed experts among the
    LoRA targets where the framework names them as the MLP (Megatron-SWIFT), vLLM's async
    scheduling, where the user did not set it, off with n-gram speculation, for a hybrid model
    (recurrent layers) that caches prefixes, or as V0 with multi-step scheduling, and an RL
    update's token budget where the framework packs to one by default (NeMo-RL)."""
    return _experts_ruled(plan, spec) | _async_ruled(plan, spec) | _budget_ruled(plan)


def _budget_ruled(plan: Plan) -> dict[str, object]:
    """An RL update packed to a token budget by its framework's default (NeMo-RL's
    sequence_packing: train_mb_tokens = max_total_sequence_length × micro-batch, the total
    the plan gives or its prompt and completion), where the user set no budget."""
    fw = FRAMEWORKS[plan.framework]
    if not (plan.method.is_rl and fw.packs_to_budget) or plan.is_user("micro_batch_tokens"):
        return {}
    longest = plan.total_len or plan.prompt_len + plan.completion_len
    return {"micro_batch_tokens": plan.micro_batch * longest}


def reruled(plan: Plan) -> Plan:
    """`plan` changed by a search (another micro-batch or length) with the framework's rules
    that follow those fields applied again (the token budget a micro-batch and a length set)."""
    budget = _budget_ruled(plan)
    return plan.model_copy(update=budget) if budget else plan


def mlp_targets_adapt_experts(plan: Plan, spec: ModelSpec) -> bool:
    """LoRA on a mixture's MLP under a framework that names its routed experts as the MLP
    (Framework.mlp_targets_cover_experts): the experts are adapted too."""
    return (
        bool(FRAMEWORKS[plan.framework].mlp_targets_cover_experts)
        and plan.base_method.is_peft
        and spec.is_moe
        and bool(MLP_TARGETS & set(plan.lora_targets))
    )


def _experts_ruled(plan: Plan, spec: ModelSpec) -> dict[str, object]:
    targets = plan.lora_targets
    if "experts" in targets or not mlp_targets_adapt_experts(plan, spec):
        return {}
    return {"lora_targets": (*targets, "experts")}


def _async_ruled(plan: Plan, spec: ModelSpec) -> dict[str, object]:
    fw = FRAMEWORKS[plan.framework]
    if (
        plan.method is not Method.INFERENCE
        or not fw.async_scheduling_source
        or not plan.async_scheduling
        or plan.is_user("async_scheduling")
    ):
        return {}
    hybrid_cache = bool(spec.recurrent_layers) and plan.prefix_caching
    # multi-step scheduling is vLLM V0's, which had no async scheduling
    v0 = plan.scheduler_steps > 1
    if plan.speculative is Speculative.NGRAM or hybrid_cache or v0:
        return {"async_scheduling": False}
    return {}


def checkpoint_kv(spec: ModelSpec) -> str:
    """The KV-cache format the model's checkpoint was calibrated for ("" for none)."""
    return spec.quantization.kv_cache if spec.quantization is not None else ""


def checkpoint_ruled(plan: Plan, spec: ModelSpec) -> dict[str, KvDtype]:
    """{field: value} the checkpoint sets in `plan`: the KV cache's format for a serving engine
    that follows the checkpoint (TensorRT-LLM), unless the user chose one."""
    kv = checkpoint_kv(spec)
    fw = FRAMEWORKS[plan.framework]
    if (
        plan.method is not Method.INFERENCE
        or not fw.kv_follows_checkpoint
        or plan.is_user("kv_dtype")
        or kv not in fw.kv_dtypes
    ):
        return {}
    return {"kv_dtype": KvDtype(kv)}


def size_ruled(plan: Plan, spec: ModelSpec) -> dict[str, float]:
    """{field: the size, in parameters, from which the framework sets it} for the fields of
    `plan` (as estimated) whose value is the framework's for models of this size. A row that
    holds from 0 parameters is the framework's value for every size: not listed."""
    rule = FRAMEWORKS[plan.framework].size_rule(plan.method, plan.gpus, count_params(spec).total)
    from_params, values = rule
    if from_params <= 0:
        return {}
    user = set(plan.user_fields)
    return {
        name: from_params
        for name, value in values.items()
        if name not in user and getattr(plan, name) == value
    }
