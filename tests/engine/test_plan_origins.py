"""Every plan value with where it comes from: the user, the framework (for the method and GPU
count, or for the model's size), the engine's choice for an unset field, or the field's own
default; the same in the JSON, the sheet, --explain and the window."""

from __future__ import annotations

from hypothesis import given

from hwplanner.engine.defaults import Origin, plan_origins
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import Recompute
from hwplanner.engine.plan.fields import declared
from hwplanner.engine.plan.frameworks import PROFILE_FIELDS
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.sizing import size_plan, size_ruled
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B
from tests.strategies import GPUS, MODELS, examples, plans, valid_for


def _lora(spec: object, **kw: object) -> Scenario:
    plan = Plan(method="lora", framework="torchtune", gpus_per_node=8, **kw)
    return Scenario(model=spec, gpu=H100, plan=plan)


def test_a_size_rule_is_named_with_the_size_it_starts_at() -> None:
    big = _lora(LLAMA_70B)
    assert big.plan.recompute is Recompute.FULL  # torchtune's 70B-class LoRA recipes
    origins = plan_origins(big.model, big.plan, big.gpu)
    assert origins["recompute"].origin is Origin.MODEL_SIZE
    assert origins["recompute"].from_params == 60e9
    small = _lora(LLAMA_8B)
    assert small.plan.recompute is Recompute.NONE
    assert plan_origins(small.model, small.plan, small.gpu)["recompute"].origin is Origin.FRAMEWORK


def test_the_users_value_wins_and_says_so() -> None:
    mine = _lora(LLAMA_70B, recompute="none")
    assert mine.plan.recompute is Recompute.NONE
    origins = plan_origins(mine.model, mine.plan, mine.gpu)
    assert origins["recompute"].origin is Origin.USER
    assert origins["method"].origin is Origin.USER


def test_an_unset_field_the_engine_fills_shows_the_value_used() -> None:
    sc = _lora(LLAMA_8B)
    weights = plan_origins(sc.model, sc.plan, sc.gpu)["weight_format"]
    assert sc.plan.weight_format is None
    assert weights.origin is Origin.ENGINE and weights.value == "bf16"


def test_the_json_carries_every_fields_origin() -> None:
    doc = estimate(_lora(LLAMA_70B)).as_dict()
    origins = doc["plan_origins"]
    assert isinstance(origins, dict)
    assert set(origins) == {d.name for d in declared(Plan)}
    assert origins["recompute"] == "framework_model_size"
    assert set(origins.values()) <= {o.value for o in Origin}


@examples(200)
@given(MODELS, GPUS, plans())
def test_origins_agree_with_the_plan_for_random_plans(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan
) -> None:
    """On random valid plans: the user's fields are the user's, a size-ruled field carries the
    rule's value, a framework field is a profile field, and an engine value fills a None."""
    plan = valid_for(spec, plan, gpu)
    sized = size_plan(plan, spec)
    origins = plan_origins(spec, sized, gpu)
    ruled = size_ruled(sized, spec)
    for name, r in origins.items():
        if name in sized.user_fields:
            assert r.origin is Origin.USER
        elif r.origin is Origin.MODEL_SIZE:
            assert name in ruled and r.value == getattr(sized, name)
        elif r.origin is Origin.FRAMEWORK:
            assert name in PROFILE_FIELDS
        elif r.origin is Origin.ENGINE:
            assert getattr(sized, name) is None and r.value is not None
