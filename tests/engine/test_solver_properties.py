"""The fewest-GPUs solver, proved on random valid plans: for every strategy the answer fits
and the next smaller count of that strategy does not; a plan that fits is never told to use
more GPUs and never answered with none; ZeRO-3 memory per GPU never grows with dp; the floor
that stops a scan early bounds every larger data-parallel degree, so the early stop answers
as a full scan does."""

from __future__ import annotations

import dataclasses
import itertools
import math

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Method, Plan, Rollout
from hwplanner.engine.solve.solve import first_fit, min_gpus, strategies
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
    for strategy in strategies(spec, plan, per_node=per_node, gpu=gpu):  # as the solver
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


@pytest.mark.slow  # a long property or fuzz run: the full suite runs it
@examples(1000)
@given(MODELS, GPUS, plans())
def test_solver_answer_fits_and_one_fewer_does_not(spec, gpu, plan) -> None:  # type: ignore[no-untyped-def]
    check_solver(spec, gpu, plan)


@examples(400)
@given(MODELS, GPUS, plans(methods=TRAINING), st.sampled_from([1, 2, 4]))
def test_zero3_memory_never_grows_with_dp(spec, gpu, plan, tp) -> None:  # type: ignore[no-untyped-def]
    totals = []
    for dp in (1, 2, 3, 4, 8, 16, 64):
        p = plan.model_copy(
            update={"zero": 3, "tp": tp, "pp": 1, "cp": 1, "gpus_per_node": tp, "nodes": dp}
            | ({"rollout": Rollout.COLOCATE} if plan.method.is_rl else {})
        )
        totals.append(estimate_memory(spec, gpu, p).total_bytes)
    for fewer, more in itertools.pairwise(totals):
        assert more <= fewer * (1 + 1e-12)


def _full_scan(spec: ModelSpec, gpu: GpuSpec, strategy) -> int | None:  # type: ignore[no-untyped-def]
    """The reference first_fit: every count, no early stop."""
    for n in strategy.candidates:
        if _fits(spec, gpu, strategy.plans(n)):
            return n  # type: ignore[no-any-return]
    return None


@pytest.mark.slow  # a long property or fuzz run: the full suite runs it
@examples(600)
@given(MODELS, GPUS, plans())
def test_early_stop_answers_as_a_full_scan(spec, gpu, plan) -> None:  # type: ignore[no-untyped-def]
    plan = valid_for(spec, plan, gpu)
    for strategy in strategies(spec, plan, per_node=8, gpu=gpu):
        found = first_fit(spec, gpu, strategy)
        assert (found.gpus if found else None) == _full_scan(spec, gpu, strategy), strategy.name


@examples(400)
@given(MODELS, GPUS, plans(methods=TRAINING), st.sampled_from([1, 2, 4]))
def test_floor_is_the_same_at_every_dp_and_below_the_total(spec, gpu, plan, tp) -> None:  # type: ignore[no-untyped-def]
    """What ZeRO cannot divide does not change with the data-parallel degree (from the second
    GPU on), and never exceeds the total less paged states."""
    unit = tp * plan.pp * plan.cp  # one data-parallel rank: the GPUs of one node here
    try:
        plan = valid_for(spec, plan.with_changes(tp=tp, gpus_per_node=unit, nodes=2), gpu)
    except ValueError:
        assume(False)  # the framework's rules refuse this parallelism
    assume(plan.gpus_per_node % (plan.tp * plan.pp * plan.cp) == 0)
    floors = []
    for nodes in (2, 3, 8, 64):
        p = plan.model_copy(update={"nodes": nodes})
        try:
            m = estimate_memory(spec, gpu, p)
        except ValueError:
            continue
        assert m.floor_bytes <= (m.total_bytes - m.paged_bytes) * (1 + 1e-12)
        floors.append(m.floor_bytes)
    assert all(math.isclose(f, floors[0], rel_tol=1e-9) for f in floors), floors


def test_a_plan_no_count_fits_stops_at_the_second_gpu() -> None:
    """70B full fine-tuning of 4,096-token rows without checkpointing on A100s: its forward
    activations alone (bf16 under ZeRO-3: about 137 GB) and the gathered layers exceed the card
    on any count, so the scan stops after two counts rather than estimating all 24 up to 8,192
    GPUs."""
    from tests.engine.models import A100, LLAMA_70B

    plan = Plan(method="full", gpus_per_node=8, nodes=2, zero=3, recompute="none", seq_len=4096)
    tried: list[int] = []
    (strategy,) = strategies(LLAMA_70B, plan, per_node=8, gpu=A100)
    counted = dataclasses.replace(strategy, plans=lambda n: tried.append(n) or strategy.plans(n))
    assert first_fit(LLAMA_70B, A100, counted) is None
    assert tried == [1, 2]
    m = estimate_memory(LLAMA_70B, A100, plan.model_copy(update={"nodes": 1024}))
    assert not m.fits and m.floor_bytes <= m.total_bytes
    assert m.floor_bytes / 1e9 == pytest.approx(147.7, abs=0.1)


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
