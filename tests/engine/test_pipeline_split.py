"""The pipeline's split of layers into stages and chunks, with the embedding and the loss
counted as a layer each (Megatron-Core's account_for_*_in_pipeline_split, torchtitan's
input_weight/output_weight), the activations each rank holds at its peak, and the slowest
stage that paces the step."""

from __future__ import annotations

import pytest

from hwplanner.cli import main
from hwplanner.engine.memory.training import (
    _training_stage,
    layer_micro_batches,
    training_memory,
)
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.scenario.sharding import (
    heaviest_slice,
    model_slice,
    pipeline_chunks,
    rank_layers,
    rank_slice,
)
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.time.compute import training_flops
from hwplanner.engine.time.steptime import stage_balance
from tests.engine.models import H100, LLAMA_8B, MIXTRAL

# Llama 3.1 405B's layout as a ModelSpec would give it: 126 layers (only the count matters here)
L126 = LLAMA_8B.model_copy(update={"num_layers": 126, "name": "126 layers"})
MEGATRON = Plan(
    method=Method.PRETRAIN,
    framework="megatron",
    gpus_per_node=8,
    nodes=128,
    tp=8,
    pp=16,
    pp_interleave=8,
    grad_accum=32,
    pp_ends_as_layers=True,
)


def staged(framework: str, pp: int = 4, **changes: object) -> Plan:
    """A pretraining plan of `pp` stages on one node of `pp` GPUs, 8 micro-batches a step."""
    base = Plan(method=Method.PRETRAIN, framework=framework, gpus_per_node=pp, pp=pp, grad_accum=8)
    return base.with_changes(**changes) if changes else base


def test_the_llama_3_layout_puts_one_layer_in_each_chunk() -> None:
    """Llama 3 405B (arXiv 2407.21783 §3.3.2): 126 layers over 16 stages of 8 chunks; the first
    chunk holds only the embedding, the last only the output layer and loss."""
    chunks = pipeline_chunks(L126, MEGATRON)
    assert len(chunks) == 128 and sum(chunks) == 126
    assert chunks[0] == 0 and chunks[-1] == 0 and set(chunks[1:-1]) == {1}
    assert rank_layers(L126, MEGATRON, 0) == 7
    assert rank_layers(L126, MEGATRON, 1) == 8
    assert rank_layers(L126, MEGATRON, 15) == 7
    # the first two ranks' warm-up (Megatron's interleaved schedule): 143 chunk forwards on
    # rank 0, 16 of them on its empty first chunk and 15 more on it again; 141 on rank 1
    assert layer_micro_batches(L126, MEGATRON, 0) == 112
    assert layer_micro_batches(L126, MEGATRON, 1) == 141
    first = model_slice(L126, MEGATRON, first=True, last=False)
    assert first.layers == 7


def test_torchtitans_split_gives_the_remainder_to_the_first_stages() -> None:
    """torchtitan generate_llm_fqn_per_model_part: 32 layers + 2 over 8 stages = 4 each with
    2 left for the first two; the first and the last give one up to the embedding and output."""
    plan = staged("fsdp", 8)
    assert plan.pp_ends_as_layers  # torchtitan's default, the fsdp profile's
    assert pipeline_chunks(LLAMA_8B, plan) == (4, 5, 4, 4, 4, 4, 4, 3)
    off = plan.with_changes(pp_ends_as_layers=False)
    assert model_slice(LLAMA_8B, off, first=True, last=False).layers == 4  # ceil(32 / 8)


def test_the_output_layer_slows_the_last_stage_unless_it_counts_as_a_layer() -> None:
    """Llama 3 8B on 4 stages of 8 layers: the last stage also runs the output layer
    (128,256 × 4,096 weights, 6 FLOPs each a token), ~2.4 layers' worth, and paces the step;
    counted as layers, the last stage holds 7 and the balance is closer."""
    plan = staged("megatron")
    hw = training_flops(LLAMA_8B, plan, 1.0).hardware_per_token
    head = 6.0 * count_params(LLAMA_8B).lm_head
    layer = (hw - head) / 32
    even = stage_balance(LLAMA_8B, plan, hw)
    assert even == pytest.approx((8 * layer + head) * 4 / hw)
    assert even > 1.15
    # torchtitan's split (34 over 4: 9, 9, 8, 8 less one at each end): the last stage holds 7
    titan = plan.with_changes(framework="fsdp", pp_ends_as_layers=True)
    assert rank_layers(LLAMA_8B, titan, 3) == 7
    assert plan_problems(LLAMA_8B, titan, H100) == []
    ends = stage_balance(LLAMA_8B, titan, hw)
    assert 1.0 <= ends < even
    # a frozen output layer runs forward and the input gradient only: 4 FLOPs a weight
    frozen = stage_balance(LLAMA_8B, plan.with_changes(method="freeze"), hw)
    assert frozen == pytest.approx((8 * (hw - head * 4 / 6) / 32 + head * 4 / 6) * 4 / hw)
    assert stage_balance(LLAMA_8B, plan.with_changes(pp=1, gpus_per_node=1), hw) == 1.0


def test_memory_takes_the_heavier_of_the_first_two_ranks() -> None:
    """With the flag the first rank holds a layer fewer; the second holds all its layers and
    nearly as many micro-batches: the first stage's activations are the larger of the two."""
    big = L126.model_copy(update={"hidden_size": 4096})
    plan = MEGATRON.with_changes(seq_len=8192, recompute="none")
    on = training_memory(big, H100, plan).components["activations"].value
    off = training_memory(big, H100, plan.with_changes(pp_ends_as_layers=False))
    # even split: 8 layers a rank, chunks of one, rank 0 warms up 143 chunk forwards
    assert on / off.components["activations"].value == pytest.approx(141 / 143, rel=0.01)


def test_megatron_refuses_a_split_that_does_not_divide(capsys: pytest.CaptureFixture[str]) -> None:
    """Megatron-Core splits the layers plus two evenly over pp × virtual stages: 32 + 2 over 8
    chunks does not divide; DeepSpeed offers no such split."""
    plan = staged("megatron", 8, pp_ends_as_layers=True)
    problems = plan_problems(LLAMA_8B, plan, H100)
    assert [p.field for p in problems] == ["pp_ends_as_layers"]
    assert "(34) evenly over pp × virtual stages (8 chunks)" in problems[0].text
    assert plan_problems(LLAMA_8B, plan.with_changes(pp=2), H100) == []  # 34 ÷ 2
    # the values it names are ones the other rules take: pp up to the 32 layers
    assert problems[0].text.endswith("allowed: off, or pp 2, 17 without virtual stages")
    # one cause, one error: more stages than layers is the stage rule's alone
    tiny = plan.with_changes(pp=40, gpus_per_node=8, nodes=5)
    assert [p.field for p in plan_problems(LLAMA_8B, tiny, H100)].count("pp_ends_as_layers") == 0
    argv = "estimate --model llama-3.1-8b --gpu h100-sxm-80gb --gpus 8 --pp 4 --framework "
    code = main([*argv.split(), "megatron-deepspeed", "--method", "full", "--pp-ends-as-layers"])
    err = capsys.readouterr().err.strip()
    assert code == 2 and err.count("\n") == 0
    assert "--pp-ends-as-layers: Megatron-DeepSpeed does not offer" in err


@pytest.mark.parametrize(
    "changes",
    [
        {"pp_schedule": "dualpipev"},
        {"pp_interleave": 2},
        {},
    ],
)
def test_the_planned_ranks_hold_the_peak_of_every_rank(changes: dict[str, object]) -> None:
    """With the ends counted as layers each rank holds its own layers; the ranks planned (first,
    second, last, and under DualPipeV the one with the most layers) give the same peak as every
    rank would. DualPipeV's V: chunks 0 and 7 on rank 0 (7 layers), 1 and 6 on rank 1 (9)."""
    plan = staged("fsdp", seq_len=8192, **changes)
    if changes.get("pp_schedule") == "dualpipev":
        assert [rank_layers(LLAMA_8B, plan, r) for r in range(4)] == [7, 9, 8, 8]
    counts = count_params(LLAMA_8B)
    every = max(
        _training_stage(
            LLAMA_8B, H100, plan, counts, rank_slice(LLAMA_8B, plan, r), 0.0
        ).total.value
        for r in range(plan.pp)
    )
    assert training_memory(LLAMA_8B, H100, plan).total.value == pytest.approx(every)


def test_more_chunks_than_layers_and_ends_is_refused() -> None:
    """61 layers + 2 over 16 stages × 4 virtual stages: 64 chunks cannot each hold one."""
    deep = L126.model_copy(update={"num_layers": 61})
    plan = MEGATRON.with_changes(pp=16, pp_interleave=4)
    problems = plan_problems(deep, plan, H100)
    assert [p.field for p in problems] == ["pp_ends_as_layers"]
    assert "fewer than the pipeline's 64 model chunks" in problems[0].text


def test_a_model_without_a_separate_output_layer_counts_its_tied_embedding() -> None:
    tied: ModelSpec = LLAMA_8B.model_copy(update={"tie_word_embeddings": True})
    plan = staged("megatron")
    hw = training_flops(tied, plan, 1.0).hardware_per_token
    assert stage_balance(tied, plan, hw) > 1.15


def test_the_heaviest_rank_sets_the_optimizer_and_traffic_shares() -> None:
    """Each rank of its own layers: the optimizer step and the data-parallel exchange are the
    heaviest rank's. A small vocabulary's MoE under DualPipeV: rank 1 (chunks 1 and 6, 9 of 32
    layers) outweighs rank 0 (7 layers, the embedding and the output layer)."""
    plan = staged("fsdp", pp_schedule="dualpipev")
    heavy = heaviest_slice(MIXTRAL, plan)
    ranks = [rank_slice(MIXTRAL, plan, r) for r in range(4)]
    assert heavy.params == max(r.params for r in ranks)
    assert heavy.rank == 1 and heavy.params > ranks[0].params


def test_an_unbalanced_pipeline_is_said_with_the_change_that_balances_it() -> None:
    """Llama 3 8B on 4 stages: the last stage works 20% more; under torchtitan's split counting
    the ends as layers takes it to 8%, and the warning names the field. Megatron-Core cannot
    split 34 over 4: the warning says the imbalance only."""
    from hwplanner.engine.time.steptime import stage_warning

    hw = training_flops(LLAMA_8B, staged("fsdp"), 1.0).hardware_per_token
    titan = str(stage_warning(LLAMA_8B, staged("fsdp", pp_ends_as_layers=False), hw))
    assert "works 20% more" in titan and "counting the embedding and the loss" in titan
    assert "brings it to 8%" in titan
    megatron = str(stage_warning(LLAMA_8B, staged("megatron"), hw))
    assert "works 20% more" in megatron and "counting" not in megatron
    assert stage_warning(LLAMA_8B, staged("megatron", 2, gpus_per_node=2), 0.0) is None
