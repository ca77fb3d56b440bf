"""The fewest-GPUs solver, proved on random valid plans: for every strategy the answer fits
and the next smaller count of that strategy does not; a plan that fits is never told to use
more GPUs and never answered with none; ZeRO-3 memory per GPU never grows with dp."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.memory import estimate_memory
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Method, Plan
from hwplanner.engine.solve import first_fit, min_gpus, strategies
from tests.strategies import GPUS, MODELS, examples, plans, valid_for

TRAINING = [m for m in Method if m.is_training]


def _fits(spec: ModelSpec, gpu: GpuSpec, plan: Plan | None) -> bool:
    if plan is None:
        return False
    try:
        return estimate_memory(spec, gpu, plan).fits
    except ValueError:
        return False


def check_solver(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> None:
    plan = valid_for(spec, plan, gpu)  # estimate() refuses the others before solving
    per_node = max(plan.gpus_per_node, 8)
    best = min_gpus(spec, gpu, plan, per_node=per_node)
    answers: list[int] = []
    names: list[str] = []
    for strategy in strategies(spec, plan, per_node=per_node):
        assert list(strategy.candidates) == sorted(set(strategy.candidates))
        usable = [n for n in strategy.candidates if strategy.plans(n) is not None]
        found = first_fit(spec, gpu, strategy)
        if found is None:
            # none: then no count of the strategy fits (the smallest, largest and the plan's own)
            for n in {*usable[:1], *usable[-1:], plan.gpus}:
                if n in usable:
                    assert not _fits(spec, gpu, strategy.plans(n)), (strategy.name, n)
            continue
        answers.append(found.gpus)
        names.append(strategy.name)
        assert found.plan.gpus == found.gpus
        assert _fits(spec, gpu, found.plan), (strategy.name, found.gpus)
        smaller = [n for n in usable if n < found.gpus]
        if smaller:  # one fewer (the next smaller count this strategy can use) does not fit
            assert not _fits(spec, gpu, strategy.plans(smaller[-1])), (strategy.name, smaller[-1])
    if answers:
        assert best is not None and best.gpus == min(answers)
        # the earliest strategy (the plan's own first) wins a tie
        assert best.strategy == names[answers.index(min(answers))]
    else:
        assert best is None
    if _fits(spec, gpu, plan):
        assert best is not None, "a plan that fits got no answer"
        assert best.gpus <= plan.gpus, "a plan that fits was told to use more GPUs"


@examples(1000)
@given(MODELS, GPUS, plans())
def test_solver_answer_fits_and_one_fewer_does_not(spec, gpu, plan) -> None:  # type: ignore[no-untyped-def]
    check_solver(spec, gpu, plan)


@examples(400)
@given(MODELS, GPUS, plans(methods=TRAINING), st.sampled_from([1, 2, 4]))
def test_zero3_memory_never_grows_with_dp(spec, gpu, plan, tp) -> None:  # type: ignore[no-untyped-def]
    totals = []
    for dp in (1, 2, 3, 4, 8, 16, 64):
        p = plan.model_copy(update={"zero": 3, "tp": tp, "pp": 1, "gpus_per_node": tp, "nodes": dp})
        totals.append(estimate_memory(spec, gpu, p).total_bytes)
    for fewer, more in itertools.pairwise(totals):
        assert more <= fewer * (1 + 1e-12)


@pytest.mark.nightly
@examples(1_000)  # × 20 under HWPLANNER_NIGHTLY=1
@given(MODELS, GPUS, plans())
def test_solver_nightly(spec, gpu, plan) -> None:  # type: ignore[no-untyped-def]
    check_solver(spec, gpu, plan)


def test_plan_own_count_is_a_candidate() -> None:
    from tests.engine.models import H100, LLAMA_8B

    plan = Plan(method="lora", gpus_per_node=5, nodes=2)  # 10 GPUs: no whole 8-GPU node count
    as_planned = strategies(LLAMA_8B, plan, per_node=8)[0]
    assert 10 in as_planned.candidates and as_planned.plans(10) == plan
    best = min_gpus(LLAMA_8B, H100, plan)
    assert best is not None and best.gpus == 1
