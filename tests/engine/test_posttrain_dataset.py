"""A post-training dataset as people have it: its pairs, labelled examples or prompts set the
run's steps (samples × epochs ÷ what a step reads), and an offline method's sequences cost the
data's lengths, padded as the trainer pads them (TRL, OpenRLHF, ms-swift, LLaMA-Factory pad a
micro-batch of chosen and rejected sequences to its longest), while memory is sized for the
longest row."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.enums import Padding
from hwplanner.engine.plan.lengths import expected_longest
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.engine.solve.recommend import recommend
from tests.engine.models import H100, LLAMA_8B

DPO = Plan(method="dpo", framework="trl", gpus_per_node=8, zero=3, seq_len=2048, micro_batch=2)


def _est(plan: Plan, workload: Workload):  # type: ignore[no-untyped-def]
    return estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=workload), solve=False)


def test_pairs_and_epochs_set_the_steps() -> None:
    """60,000 pairs × 2 epochs over 2 pairs × 8 ranks a step: 7,500 steps, said with its
    inputs, and no warning that the steps were assumed."""
    est = _est(DPO, Workload(dataset_samples=60_000, epochs=2))
    steps = est.budget.compute["steps_run"]
    assert steps.value == 7_500
    assert dict(steps.inputs)["dataset samples"] == 60_000
    assert not any("No step count given" in str(w) for w in est.budget.warnings)
    # steps given win
    assert (
        _est(DPO, Workload(steps=10, dataset_samples=60_000)).budget.compute["steps_run"].value
        == 10
    )
    # the time is steps × the step
    step_s = est.budget.compute["step_seconds"].value
    good = est.budget.compute["goodput"].value
    assert est.budget.compute["seconds"].value == pytest.approx(7_500 * step_s / good)


def test_rl_datasets_count_prompts() -> None:
    """GRPO reads prompts_per_step prompts a step (each generates its completions)."""
    plan = Plan(method="grpo", framework="trl", gpus_per_node=8, prompts_per_step=32)
    est = _est(plan, Workload(dataset_samples=10_000, epochs=1))
    assert est.budget.compute["steps_run"].value == math.ceil(10_000 / 32)


def test_padded_pairs_cost_the_expected_longest_row() -> None:
    """Mean 500, longest 2,048, a micro-batch of 2 pairs: 4 rows padded to the expected
    longest of 4; packed they cost the mean, padded to the sequence length the whole 2,048."""
    base = {"dataset_samples": 60_000, "sample_tokens_mean": 500, "sample_tokens_max": 2048}
    seconds = {
        pad: _est(DPO, Workload(**base, padding=pad)).budget.compute["step_seconds"].value
        for pad in Padding
    }
    assert seconds[Padding.PACKED] < seconds[Padding.LONGEST] < seconds[Padding.MAX_LENGTH]
    full = _est(DPO, Workload(steps=7_500)).budget.compute["step_seconds"].value
    assert seconds[Padding.MAX_LENGTH] == pytest.approx(full)
    longest = _est(DPO, Workload(**base, padding=Padding.LONGEST))
    row = round(expected_longest(500, 2048, 4))
    # one step trains 2 pairs × 2 sequences × 8 ranks of `row` tokens
    assert longest.budget.compute["scoring_flops"].inputs[-1] == ("tokens per sequence", row)
    # its FLOPs: row ÷ 2,048 of the full rows' for the matrices, less for attention (shorter)
    padded = _est(DPO, Workload(**base, padding=Padding.MAX_LENGTH)).budget.compute["flops"]
    ratio = longest.budget.compute["flops"].value / padded.value
    assert 0.8 * row / 2048 < ratio <= row / 2048


def test_padding_free_pairs_are_said_with_their_memory() -> None:
    """Chosen packed, a preference plan is padding-free (the user turned it on): its memory
    note says so; unset, it pads as its trainer does and says nothing of it."""
    free = _est(DPO, Workload(steps=10, sample_tokens_mean=500, padding=Padding.PACKED))
    assert any("concatenated without padding" in str(n) for n in free.notes)
    padded = _est(DPO, Workload(steps=10, sample_tokens_mean=500))
    assert not any("concatenated without padding" in str(n) for n in padded.notes)


def test_unset_padding_is_the_trainers_default() -> None:
    """Unset, a preference trainer pads each micro-batch to its longest (TRL's, OpenRLHF's,
    ms-swift's, LLaMA-Factory's collators), as the user would have to say otherwise; training
    sized in tokens stays packed."""
    lengths = {"steps": 10, "sample_tokens_mean": 500, "sample_tokens_max": 2048}
    unset = _est(DPO, Workload(**lengths))
    longest = _est(DPO, Workload(**lengths, padding=Padding.LONGEST))
    assert unset.memory.total.value == longest.memory.total.value
    step = [e.budget.compute["step_seconds"].value for e in (unset, longest)]
    assert step[0] == step[1]
    assert Workload().trainer_padding(Padding.PACKED) is Padding.PACKED
    # Megatron-SWIFT's preference training is padding-free by default (padding_free true)
    from hwplanner.engine.plan.fields import default_padding

    assert default_padding(Plan(method="dpo", framework="swift-megatron")) is Padding.FREE
    sft = Plan(method="full", framework="fsdp", gpus_per_node=8, zero=3)
    tokens = Workload(tokens=1e9, sample_tokens_mean=500)
    assert _est(sft, tokens).budget.compute["processed_tokens"].value == 1e9


def test_memory_is_sized_for_the_longest_row() -> None:
    """Padded per micro-batch with the longest sample given, a pair's rows are at most that
    long: memory is sized for 1,024-token rows, not the 2,048-token sequence."""
    short = _est(
        DPO,
        Workload(steps=10, sample_tokens_mean=500, sample_tokens_max=1024, padding=Padding.LONGEST),
    )
    full = _est(DPO, Workload(steps=10))
    at_1024 = _est(DPO.model_copy(update={"seq_len": 1024}), Workload(steps=10))
    assert short.memory.total.value == pytest.approx(at_1024.memory.total.value)
    assert short.memory.total.value < full.memory.total.value


def test_a_token_trained_dataset_without_its_mean_length_fills_the_sequence() -> None:
    """SFT sized by its samples alone: each taken to fill the sequence (an upper bound, said),
    the estimate and recommend both answer; post-training counts its steps from the samples."""
    sft = Plan(method="full", framework="fsdp", gpus_per_node=8, zero=3)
    est = _est(sft, Workload(dataset_samples=1000))
    assert est.budget.compute["processed_tokens"].value == 1000 * sft.seq_len
    assert any("samples (1,000) have no mean length" in n for n in est.notes)
    assert recommend(LLAMA_8B, sft, Workload(dataset_samples=1000), [H100])
    assert _est(DPO, Workload(dataset_samples=1000)).budget.compute["steps_run"].value > 0


@settings(max_examples=25, deadline=None)
@given(
    samples=st.integers(1, 10**7),
    epochs=st.floats(0.001, 20),
    micro=st.integers(1, 8),
)
def test_more_data_never_takes_fewer_steps(samples: int, epochs: float, micro: int) -> None:
    plan = DPO.model_copy(update={"micro_batch": micro})
    one = _est(plan, Workload(dataset_samples=samples, epochs=epochs))
    more = _est(plan, Workload(dataset_samples=samples + 1000, epochs=epochs))
    n = one.budget.compute["steps_run"].value
    assert n == max(1, math.ceil(samples * epochs / (micro * 8)))
    assert more.budget.compute["steps_run"].value >= n


def test_padding_free_memory_holds_the_fullest_micro_batch() -> None:
    """ms-swift's padding-free DPO (examples/train/padding_free/dpo.sh: max_length 8192): a
    micro-batch of 8 pairs is 16 sequences concatenated; the fullest holds the longest sample
    beside 15 of the mean, 1,801 + 15 × 334 tokens, not 16 rows of 8,192 (which no GPU held)."""
    plan = DPO.model_copy(update={"seq_len": 8192, "micro_batch": 8})
    free = Workload(
        steps=10, sample_tokens_mean=334, sample_tokens_max=1801, padding=Padding.PACKED
    )
    est = _est(plan, free)
    tokens = 1801 + 15 * 334
    at_rows = _est(plan.model_copy(update={"seq_len": -(-tokens // 16)}), Workload(steps=10))
    assert est.memory.total.value == pytest.approx(at_rows.memory.total.value)
    assert est.memory.total.value < _est(plan, Workload(steps=10)).memory.total.value / 2
    assert any("concatenated without padding" in str(n) for n in est.notes)
    # training's packing fills whole rows: its memory stays at the sequence length
    sft = Plan(method="full", framework="fsdp", gpus_per_node=8, zero=3, seq_len=8192)
    packed = _est(sft, Workload(tokens=1e9, sample_tokens_mean=334, sample_tokens_max=1801))
    assert packed.memory_plan.seq_len == 8192


def test_precomputed_reference_runs_once_over_the_dataset() -> None:
    """TRL's precompute_ref_log_probs scores the dataset once before training: over 3 epochs a
    step carries a third of the reference forward it runs each step otherwise."""
    w = Workload(dataset_samples=10_000, epochs=3)
    each = _est(DPO, w).budget.compute["scoring_flops"].value
    pre = DPO.with_changes(reference="precomputed")
    assert _est(pre, w).budget.compute["scoring_flops"].value == pytest.approx(each / 3)
    one_epoch = Workload(dataset_samples=10_000, epochs=1)
    assert _est(pre, one_epoch).budget.compute["scoring_flops"].value == pytest.approx(each)


def test_swift_rlhf_splits_sequences_with_ulysses() -> None:
    """ms-swift's swift rlhf takes --sequence_parallel_size (its sequence_parallel_dpo.sh:
    DPO on 4 A100, ZeRO-3, sequence parallel 4): Ulysses, each rank a quarter of every row."""
    plan = Plan(method="dpo", framework="swift-rlhf", gpus_per_node=4, zero=3, seq_len=8192)
    split = _est(plan.with_changes(cp=4), Workload(steps=10))
    assert split.scenario.plan.cp_kind.value == "ulysses"
    whole = _est(plan, Workload(steps=10))
    acts = [e.memory.components["activations"].value for e in (split, whole)]
    assert acts[0] < acts[1] / 2


def test_dpo_evaluation_pauses_are_a_line_of_the_run() -> None:
    """Every 500 steps a forward over 1M evaluation tokens by the policy and its reference,
    at the step's executed rate: added to the run before goodput."""
    w = Workload(steps=2_000)
    plain = _est(DPO, w).budget.compute
    ev = _est(DPO, w.model_copy(update={"eval_interval_steps": 500, "eval_tokens": 1e6}))
    pause = ev.budget.compute["eval_seconds"]
    assert dict(pause.inputs)["evaluations"] == 4
    assert dict(pause.inputs)["models scoring each token"] == 2
    seconds = ev.budget.compute["seconds"].value * ev.budget.compute["goodput"].value
    busy = plain["seconds"].value * plain["goodput"].value
    assert seconds == pytest.approx(busy + pause.value, rel=1e-6)
    # a reward model scores with itself alone
    rm = DPO.with_changes(method="reward")
    est = _est(rm, w.model_copy(update={"eval_interval_steps": 500, "eval_tokens": 1e6}))
    assert dict(est.budget.compute["eval_seconds"].inputs)["models scoring each token"] == 1


def test_context_parallel_ranks_share_a_micro_batch() -> None:
    """Sequence parallel over 4 GPUs is one data-parallel rank: the same global batch of 16
    pairs and the same 1,000 steps train the same pairs, in one step count."""
    plan = Plan(method="dpo", framework="swift-rlhf", gpus_per_node=4, zero=3, global_batch=16)
    one, four = (_est(plan.with_changes(cp=cp), Workload(steps=1000)) for cp in (1, 4))
    assert one.budget.compute["steps_run"].value == four.budget.compute["steps_run"].value
    tokens = [e.budget.compute["flops"].value for e in (one, four)]
    assert tokens[1] == pytest.approx(tokens[0], rel=0.02)
    data = Workload(dataset_samples=16_000)
    assert _est(plan.with_changes(cp=4), data).budget.compute["steps_run"].value == 1000


def test_the_largest_micro_batch_does_not_depend_on_the_one_typed() -> None:
    """Padding-free, a micro-batch's rows depend on its size: the search sizes each candidate's
    own rows, so the answer is the same whatever micro-batch the plan holds."""
    from hwplanner.engine.methods import estimate_memory
    from hwplanner.engine.scenario.rows import memory_plan
    from hwplanner.engine.solve.solve import max_micro_batch

    w = Workload(steps=10, sample_tokens_mean=500, sample_tokens_max=4000, padding="packed")
    base = DPO.model_copy(update={"seq_len": 8192})
    found = {
        mb: max_micro_batch(LLAMA_8B, H100, base.with_changes(micro_batch=mb), workload=w)
        for mb in (1, 4, 8)
    }
    assert len(set(found.values())) == 1
    best = found[1]
    assert best is not None
    fits = _est(base.with_changes(micro_batch=best), w).memory
    over = estimate_memory(LLAMA_8B, H100, memory_plan(base.with_changes(micro_batch=best + 1), w))
    assert fits.holds_all and not over.holds_all


def test_a_precompute_covers_the_whole_dataset_even_when_the_steps_stop_short() -> None:
    """60,000 pairs, 16 a step, but only 1,000 steps: the precompute still scores all 60,000
    pairs once, 60,000 ÷ 16,000 of a step's reference forward each step."""
    from hwplanner.engine.posttrain.time import reference_share

    pre = DPO.with_changes(reference="precomputed")
    short = Workload(steps=1_000, dataset_samples=60_000)
    assert reference_share(pre, short) == pytest.approx(60_000 / 16_000)
    assert reference_share(pre, Workload(dataset_samples=60_000, epochs=3)) == pytest.approx(
        1 / 3, rel=1e-3
    )
    assert reference_share(pre, Workload(steps=10, epochs=2)) == 0.5


def test_a_method_the_framework_has_but_the_planner_does_not_model_says_so() -> None:
    """LLaMA-Factory has a reward stage (stage rm): refused as not modelled, with why, not as
    a method it lacks."""
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match="has reward, but the planner does not model it"):
        Plan(method="reward", framework="llamafactory-rlhf")
    with pytest.raises(ValidationError, match="does not offer reward"):
        Plan(method="reward", framework="verl")


def test_a_global_batch_in_tokens_holds_whole_pairs() -> None:
    """A pair is two sequences: 8 pairs of 2,048-token sequences are 32,768 tokens, and a
    count of tokens that is not whole pairs is refused naming the field."""
    from pydantic import ValidationError

    from hwplanner.engine.plan.layout import global_sequences

    plan = Plan(method="dpo", framework="trl", seq_len=2048, global_batch_tokens=32_768)
    assert global_sequences(plan) == 8
    with pytest.raises(ValidationError, match="global_batch_tokens: 2,048 is not a whole number"):
        Plan(method="dpo", framework="trl", seq_len=2048, global_batch_tokens=2048)


def test_a_vision_plans_sample_lengths_size_its_rows_images_included() -> None:
    """A held-out probe gave Qwen2.5-VL-7B DPO under ms-swift (micro-batch 4, padding-free, one
    image at the pixel cap) its samples' mean and longest lengths; with an image fed they were
    ignored without a word and the rows sized at the sequence length (102 GiB where 53 GiB was
    measured). A sample's length counts its images' tokens: the lengths size the rows, and a
    length shorter than the images' tokens is refused naming the field."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    spec, gpu = cat.model("qwen2.5-vl-7b"), cat.gpu("a100-sxm-80gb")
    plan = Plan(
        method="dpo", framework="swift-rlhf", gpus_per_node=4, zero=3, micro_batch=4,
        seq_len=4096, images_per_sample=1, image_size=1001,
    )  # fmt: skip
    packed = Workload(padding="packed", sample_tokens_mean=1500, sample_tokens_max=2000)
    full = estimate(Scenario(model=spec, gpu=gpu, plan=plan, workload=Workload(padding="packed")))
    sized = estimate(Scenario(model=spec, gpu=gpu, plan=plan, workload=packed))
    assert sized.memory.total_bytes < 0.7 * full.memory.total_bytes
    assert sized.memory_plan.seq_len < plan.seq_len
    short = Workload(padding="packed", sample_tokens_mean=1000)
    with pytest.raises(PlanError, match="sample_tokens_mean: 1,000 tokens is shorter than the"):
        estimate(Scenario(model=spec, gpu=gpu, plan=plan, workload=short))


def test_the_image_length_rule_holds_without_a_gpu_and_in_recommend() -> None:
    """The rule that a sample's length counts its images is checked wherever a plan is
    estimated — recommend and the estimate on every GPU too — and a vision model's default
    image names the way to text-only samples."""
    from hwplanner import api
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    spec = cat.model("qwen2.5-vl-7b")
    plan = Plan(method="lora", images_per_sample=2)
    short = Workload(sample_tokens_mean=100, sample_tokens_max=120)
    with pytest.raises(PlanError, match="sample_tokens_mean: 100 tokens is shorter"):
        recommend(spec, plan, short, [cat.gpu("h100-sxm-80gb")])
    with pytest.raises(api.InputError, match="images_per_sample 0 for text-only"):
        api.estimate("qwen2.5-vl-7b", "h100-sxm-80gb", "lora", sample_tokens_mean=200)
    text = api.estimate(
        "qwen2.5-vl-7b", "h100-sxm-80gb", "lora", sample_tokens_mean=200, images_per_sample=0
    )
    assert text.memory.total_bytes > 0
