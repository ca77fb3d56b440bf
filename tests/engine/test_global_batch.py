"""A global batch (sequences or tokens per optimizer step) sets gradient accumulation, on the
plan's own layout and on every layout a solver tries."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner.engine.defaults import Origin, plan_origins
from hwplanner.engine.plan.layout import examples_per_step
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.solve.solve import min_gpus
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B

MEGATRON = {"method": "pretrain", "framework": "megatron", "seq_len": 4096}


def test_the_global_batch_sets_the_accumulation() -> None:
    plan = Plan(**MEGATRON, gpus_per_node=8, nodes=2, tp=2, global_batch=512)
    assert plan.dp == 8 and plan.grad_accum == 64 and not plan.is_user("grad_accum")
    assert examples_per_step(plan) == 512
    assert plan.with_changes(micro_batch=2).grad_accum == 32  # the same global batch
    # in tokens: 2M tokens of 4,096-token sequences = 512 sequences
    tokens = Plan(**MEGATRON, gpus_per_node=8, nodes=2, tp=2, global_batch_tokens=2 * 2**20)
    assert tokens.grad_accum == 64
    origins = plan_origins(LLAMA_8B, plan, H100)
    assert origins["grad_accum"].origin is Origin.GLOBAL_BATCH


def test_a_global_batch_that_does_not_divide_is_refused_by_name() -> None:
    eight = {"gpus_per_node": 8}
    refusals = (
        ({**eight, "global_batch": 100}, "global_batch: 100 sequences", "multiples of 8"),
        ({**eight, "global_batch_tokens": 10**6}, "global_batch_tokens: 1,000,000", "4,096"),
        ({**eight, "global_batch": 64, "global_batch_tokens": 2**18}, "tokens: the", "one of"),
        ({**eight, "global_batch": 64, "grad_accum": 3}, "grad_accum: 3", "unset, or 8"),
    )
    for values, head, allowed in refusals:
        with pytest.raises(ValueError) as exc:
            Plan(**MEGATRON, **values)
        assert head in str(exc.value) and allowed in str(exc.value)


def test_setting_a_global_batch_replaces_the_users_accumulation() -> None:
    plan = Plan(**MEGATRON, gpus_per_node=8, grad_accum=4)
    assert plan.is_user("grad_accum")
    batched = plan.with_changes(global_batch=256)
    assert batched.grad_accum == 32 and not batched.is_user("grad_accum")
    # unset again: the accumulation it had stays, now as the plan's own value
    assert batched.with_changes(global_batch=None).grad_accum == 32


def test_other_layouts_keep_the_global_batch_or_are_not_offered() -> None:
    plan = Plan(**MEGATRON, gpus_per_node=8, tp=8, global_batch=96)
    assert plan.relaid(nodes=2).grad_accum == 48  # type: ignore[union-attr]
    assert plan.relaid(nodes=5) is None  # 5 data-parallel ranks do not divide 96
    found = min_gpus(LLAMA_70B, H100, plan.with_changes(zero=1), per_node=8)
    assert found is not None
    assert examples_per_step(found.plan) == 96


@settings(max_examples=60, deadline=None)
@given(
    nodes=st.integers(1, 16),
    per_node=st.sampled_from([1, 2, 4, 8]),
    tp=st.sampled_from([1, 2, 4, 8]),
    mb=st.integers(1, 8),
    steps=st.integers(1, 64),
)
def test_a_relaid_plan_trains_on_the_same_global_batch(
    nodes: int, per_node: int, tp: int, mb: int, steps: int
) -> None:
    base = Plan(**MEGATRON, gpus_per_node=8, micro_batch=mb, global_batch=8 * mb * steps)
    if per_node % tp:
        return
    relaid = base.relaid(gpus_per_node=per_node, nodes=nodes, tp=tp)
    dp = per_node * nodes // tp
    if (8 * mb * steps) % (mb * dp):
        assert relaid is None
    else:
        assert relaid is not None and examples_per_step(relaid) == 8 * mb * steps


def test_an_agreeing_accumulation_follows_the_global_batch_and_the_solvers_keep_it() -> None:
    # given both ways and agreeing, the accumulation is the global batch's: solvers re-lay it
    plan = Plan(method="full", framework="torchtune", gpus_per_node=1, global_batch=16,
                grad_accum=16)  # fmt: skip
    assert not plan.is_user("grad_accum")
    found = min_gpus(LLAMA_8B, H100, plan)
    assert found is not None and examples_per_step(found.plan) == 16
    assert plan.with_changes(gpus_per_node=4, zero=3).grad_accum == 4


def test_the_largest_micro_batch_divides_the_global_batch() -> None:
    from hwplanner.engine.solve.solve import max_micro_batch

    plan = Plan(**MEGATRON, gpus_per_node=8, global_batch=96).with_changes(
        framework="fsdp", zero=3, recompute="full", seq_len=2048
    )
    best = max_micro_batch(LLAMA_8B, H100, plan)
    assert best is not None and 96 // 8 % best == 0
    assert plan.with_changes(micro_batch=best).grad_accum == 12 // best


def test_rl_plans_do_not_mark_their_accumulation_as_the_global_batchs() -> None:
    grpo = Plan(method="grpo", gpus_per_node=8, global_batch=64)
    assert plan_origins(LLAMA_8B, grpo, H100)["grad_accum"].origin is not Origin.GLOBAL_BATCH
