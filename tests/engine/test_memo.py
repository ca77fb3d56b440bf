"""Remembered answers are the answers: the per-model memo, the facility cache and the shared
post-training shape give what a fresh computation gives, for any plan."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.money import facility
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.posttrain.rollout import engine_plan
from hwplanner.engine.posttrain.shape import shape
from hwplanner.engine.scenario import sharding, weights
from tests.strategies import _SEEDS, _Draw, examples, gpu_from, plan_from, workload_from
from tests.strategies import CATALOG_MODELS as MODELS


def test_per_object_keys_on_identity_and_arguments() -> None:
    calls: list[tuple[object, ...]] = []

    @per_object(maxsize=3)
    def f(obj: list[int], k: int, *, scale: int = 1) -> int:
        calls.append((id(obj), k, scale))
        return (sum(obj) + k) * scale

    a, b = [1, 2], [1, 2]  # equal, not the same object
    assert f(a, 1) == f(a, 1) == 4 and len(calls) == 1
    assert f(b, 1) == 4 and len(calls) == 2  # another object: computed again
    assert f(a, 2) == 5 and f(a, 1, scale=3) == 12 and len(calls) == 4
    assert f(a, 1) == 4 and len(calls) == 5  # the table was full: dropped, then refilled
    f.cache_clear()  # type: ignore[attr-defined]
    assert f(a, 1) == 4 and len(calls) == 6


@given(_SEEDS)
@examples(150)
def test_remembered_storage_and_slice_equal_fresh_ones(seed: int) -> None:
    d = _Draw(seed)
    spec: ModelSpec = d.one(MODELS)
    plan = plan_from(d)
    fresh = weights._storage.__wrapped__(  # type: ignore[attr-defined]
        spec, plan.weight_format, plan.method, plan.framework, plan.frozen_format
    )
    assert weights.weight_storage(spec, plan) == fresh
    for first, last in ((True, True), (True, False), (False, True)):
        got = sharding.model_slice(spec, plan, first=first, last=last)
        fresh_slice = sharding._slice.__wrapped__  # type: ignore[attr-defined]
        etp, whole = sharding.expert_tp(plan), sharding.whole_tp(plan)
        args = (spec, plan.tp, plan.pp, plan.ep, first, last, None, etp, whole)
        assert got == fresh_slice(*args)


@given(_SEEDS)
@examples(150)
def test_facility_reads_only_the_layout_of_the_plan(seed: int) -> None:
    """The cache is keyed on the GPU, the workload, (nodes, GPUs per node) and serving or not:
    two such plans must have the same facility, whatever else differs."""
    d = _Draw(seed)
    gpu, workload = gpu_from(d), workload_from(d)
    one, other = plan_from(d), plan_from(d)
    serving = (one.method == "inference") == (other.method == "inference")
    layout = {"nodes": one.nodes, "gpus_per_node": one.gpus_per_node}
    other = other.model_copy(update=layout if serving else layout | {"method": one.method})
    fresh = facility._facility_figures(gpu, one, workload)
    assert facility._facility_figures(gpu, other, workload) == fresh
    assert facility.facility_figures(gpu, other, workload) == fresh
    assert facility.facility_figures(gpu, one, workload) == fresh


def test_facility_answers_are_copies() -> None:
    d = _Draw(1)
    gpu, workload, plan = gpu_from(d), workload_from(d), plan_from(d)
    first = facility.facility_figures(gpu, plan, workload)
    first.clear()
    assert facility.facility_figures(gpu, plan, workload)


@given(st.integers(1, 4096), st.integers(1, 8))
@examples(30)
def test_engine_plans_are_shared_per_shape(sequences: int, tp: int) -> None:
    plan = Plan(method=Method.GRPO)
    a, b = engine_plan(plan, sequences, tp), engine_plan(plan, sequences, tp)
    assert a is b and a.batch == max(sequences, 1) and a.tp == tp
    assert a.context == plan.prompt_len + plan.completion_len


def test_shape_is_remembered_per_plan_object() -> None:
    plan = Plan(method=Method.GRPO)
    assert shape(plan) is shape(plan)
    other = plan.model_copy(update={"completion_len": plan.completion_len * 2})
    assert shape(other) is not shape(plan)
    assert shape(other) == shape.__wrapped__(other)  # type: ignore[attr-defined]
    assert shape(other).seq_len == plan.prompt_len + 2 * plan.completion_len
