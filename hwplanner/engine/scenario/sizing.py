"""A plan resolved for its model: the framework's values for the model's size (torchtune's
multi-GPU LoRA recipes checkpoint activations from the 70B class on), the last of the rules
that give a plan its values (engine/defaults.py says the order and each value's origin)."""

from __future__ import annotations

from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import Plan


def size_plan(plan: Plan, spec: ModelSpec) -> Plan:
    """The plan with its framework's values for the model's size, on the fields the user did
    not set (Plan.for_model); the last step of resolving a plan."""
    return plan.for_model(count_params(spec).total)


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
