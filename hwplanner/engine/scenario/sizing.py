"""A plan resolved for its model: the framework's values for the model's size (torchtune's
multi-GPU LoRA recipes checkpoint activations from the 70B class on), the last of the rules
that give a plan its values (engine/defaults.py says the order and each value's origin)."""

from __future__ import annotations

from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import KvDtype, Method, Plan


def size_plan(plan: Plan, spec: ModelSpec) -> Plan:
    """The plan with its framework's values for the model's size, on the fields the user did
    not set (Plan.for_model), and the KV-cache format the checkpoint implies where the serving
    engine follows it; the last step of resolving a plan."""
    sized = plan.for_model(count_params(spec).total)
    implied = checkpoint_ruled(sized, spec)
    return sized.model_copy(update=implied) if implied else sized


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
