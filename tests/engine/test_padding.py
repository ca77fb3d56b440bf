"""A dataset as people have it: a mean (and longest) sample length, packed, padded to the sequence
length or each micro-batch padded to its longest sample — the tokens that cost compute are not
always the data's."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan import fields as f
from hwplanner.engine.plan.enums import Padding
from hwplanner.engine.plan.lengths import expected_longest
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.rows import memory_plan, peak_row_tokens, row_note
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B

PLAN = Plan(method="full", framework="fsdp", gpus_per_node=8, zero=3, seq_len=2048)


def _compute(workload: Workload) -> dict:  # type: ignore[type-arg]
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=PLAN, workload=workload), solve=False)
    return est.budget.compute


def test_padding_to_the_sequence_computes_the_padding() -> None:
    packed = _compute(Workload(tokens=1e9, sample_tokens_mean=512))
    padded = _compute(Workload(tokens=1e9, sample_tokens_mean=512, padding=Padding.MAX_LENGTH))
    assert packed["processed_tokens"].value == 1e9
    assert padded["processed_tokens"].value == pytest.approx(4e9)  # 2,048 ÷ 512
    assert padded["flops"].value == pytest.approx(4 * packed["flops"].value)
    assert padded["seconds"].value == pytest.approx(4 * packed["seconds"].value, rel=0.02)
    note = padded["processed_tokens"].notes[0]
    assert "75% padding" in str(note) and "4.0×" in str(note)


def test_without_a_mean_length_or_packed_nothing_changes() -> None:
    base = _compute(Workload(tokens=1e9))["seconds"].value
    assert _compute(Workload(tokens=1e9, padding=Padding.MAX_LENGTH))["seconds"].value == base
    # a sample longer than the sequence is cut to it: no padding
    long = Workload(tokens=1e9, sample_tokens_mean=9000, padding=Padding.MAX_LENGTH)
    assert _compute(long)["processed_tokens"].value == 1e9


@settings(max_examples=30, deadline=None)
@given(mean=st.integers(min_value=1, max_value=100_000), seq=st.integers(128, 32_768))
def test_computed_tokens_are_never_fewer_than_the_data(mean: int, seq: int) -> None:
    w = Workload(tokens=1e9, sample_tokens_mean=mean, padding=Padding.MAX_LENGTH)
    assert w.processed_tokens(seq) >= 1e9
    assert w.processed_tokens(seq) == pytest.approx(1e9 * seq / min(mean, seq))


def test_padding_each_micro_batch_to_its_longest_sample() -> None:
    """HF's default collator: 8 samples of mean 512 up to 2,048 padded to the longest of the 8
    cost 8 × E[longest of 8]; between packing and padding to the sequence length."""
    plan = PLAN.model_copy(update={"micro_batch": 8})
    w = Workload(tokens=1e9, sample_tokens_mean=512, padding=Padding.LONGEST)
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=w)
    c = estimate(sc, solve=False).budget.compute
    longest = expected_longest(512, 2048, 8)
    assert 512 < longest < 2048
    assert c["processed_tokens"].value == pytest.approx(1e9 * longest / 512)
    assert dict(c["processed_tokens"].inputs)["expected longest of a micro-batch"] == round(
        longest, 1
    )
    assert any(
        "micro-batch's longest sample computes" in str(n) for n in c["processed_tokens"].notes
    )
    # one sample a micro-batch pads nothing; a shorter longest sample pads less
    assert w.processed_tokens(2048, 1) == 1e9
    short = w.model_copy(update={"sample_tokens_max": 1024})
    assert 1e9 < short.processed_tokens(2048, 8) < w.processed_tokens(2048, 8)
    # a longest sample under the sequence: memory is sized for rows that long, and said so
    notes = estimate(sc.model_copy(update={"workload": short}), solve=False).notes
    assert any("Memory is sized for rows of 1,024 tokens" in str(n) for n in notes)
    # the longest is cut to the sequence, as the mean is
    long = w.model_copy(update={"sample_tokens_max": 100_000})
    assert long.processed_tokens(2048, 8) == w.processed_tokens(2048, 8)
    with pytest.raises(ValueError, match="sample_tokens_max: the longest sample"):
        Workload(sample_tokens_mean=512, sample_tokens_max=500)


def test_the_longest_of_a_micro_batch() -> None:
    """The order statistic of the spread of greatest entropy: even at a mean of half the
    longest (E[max of B uniform] = M·B/(B + 1)), one sample's is the mean, a mean at the longest
    is the longest; a short mean with a long tail tends to the exponential's m·H_B."""
    assert expected_longest(1000, 2000, 1) == 1000
    assert expected_longest(1000, 2000, 4) == pytest.approx(2000 * 4 / 5, rel=1e-6)
    assert expected_longest(2000, 2000, 8) == 2000
    harmonic = sum(1 / k for k in range(1, 9))
    assert expected_longest(100, 100_000, 8) == pytest.approx(100 * harmonic, rel=1e-3)


def test_padding_to_the_longest_keeps_the_optimizer_steps() -> None:
    """A step is micro-batch × accumulation × data-parallel samples however they are padded:
    100,000 samples in micro-batches of 8 on 8 GPUs are 1,562.5 steps packed into padded rows,
    each step as long as its rows; one sample a micro-batch (any epochs) pads nothing."""
    plan = PLAN.model_copy(update={"micro_batch": 8})
    base = {"dataset_samples": 100_000, "sample_tokens_mean": 300}
    steps = {}
    for padding in (Padding.LONGEST, Padding.MAX_LENGTH):
        w = Workload(**base, padding=padding)
        c = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=w), solve=False)
        seconds = c.budget.compute["seconds"]
        steps[padding] = dict(seconds.inputs)["optimizer steps"]
        assert steps[padding] == pytest.approx(100_000 / 64)
    one = Workload(dataset_samples=1000, epochs=0.7, sample_tokens_mean=333, padding="longest")
    assert one.processed_tokens(2048, 1) == one.training_tokens(2048)
    c = _compute(one)
    assert c["processed_tokens"].value == one.training_tokens(2048)
    assert not c["processed_tokens"].notes
    with pytest.raises(ValueError, match="sample_tokens_max: needs the mean sample length"):
        Workload(sample_tokens_max=500)


def test_a_short_mean_under_a_long_longest_tends_to_the_exponential() -> None:
    """Where the truncation no longer shows, the longest of B is the exponential's m·H_B,
    whatever the longest sample; rising spreads near the longest give M − (M − m)/B."""
    harmonic = sum(1 / k for k in range(1, 9))
    for mean, most in ((1, 10_000_000), (5, 1_000_000), (10, 100_000), (100, 1_000_000)):
        assert expected_longest(mean, most, 8) == pytest.approx(mean * harmonic, rel=1e-6)
    assert expected_longest(2047, 2048, 8) == pytest.approx(2048 - 1 / 8)
    # the longest of 8 grows with the longest sample and levels off
    seq = [expected_longest(300, m, 8) for m in (600, 1000, 2048, 4096, 32_768, 1_000_000)]
    assert seq == sorted(seq) and seq[-1] == pytest.approx(300 * harmonic, rel=1e-4)


@settings(max_examples=60, deadline=None)
@given(
    mean=st.integers(1, 50_000),
    extra=st.integers(0, 100_000),
    batch=st.integers(1, 512),
)
def test_the_longest_lies_between_the_mean_and_the_longest_sample(
    mean: int, extra: int, batch: int
) -> None:
    most = mean + extra
    e = expected_longest(mean, most, batch)
    assert mean - 1e-6 * most <= e <= most
    assert expected_longest(mean, most, batch + 1) >= e - 1e-6 * most
    assert expected_longest(mean, most + 1 + extra, batch) >= e - 1e-6 * most


def test_a_dataset_counted_in_samples() -> None:
    """50,000 samples of 600 tokens for 3 epochs: 90M tokens trained; padded to 2,048 each
    sample costs a whole sequence."""
    w = Workload(dataset_samples=50_000, sample_tokens_mean=600, epochs=3)
    assert w.tokens_given and w.unique_tokens(2048) == 30e6 and w.training_tokens(2048) == 90e6
    packed = _compute(w)["processed_tokens"]
    assert packed.value == 90e6 and packed.formula.startswith("dataset samples")
    padded = _compute(w.model_copy(update={"padding": Padding.MAX_LENGTH}))
    assert padded["processed_tokens"].value == pytest.approx(50_000 * 3 * 2048)
    # explicit training tokens win, as over dataset tokens
    many = Workload(tokens=1e9, dataset_samples=10, sample_tokens_mean=100)
    assert many.training_tokens(2048) == 1e9 and not many.samples_fill_sequence
    # without the mean length each sample is taken to fill the sequence (an upper bound on
    # the tokens, said in a note): the steps follow from the samples, not from a default
    bare = Workload(dataset_samples=50_000, epochs=3)
    assert bare.samples_fill_sequence and bare.training_tokens(PLAN.seq_len) == 150_000 * 2048
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=PLAN, workload=bare), solve=False)
    compute = est.budget.compute
    assert compute["processed_tokens"].value == pytest.approx(150_000 * PLAN.seq_len)
    assert "sequence length" in compute["processed_tokens"].formula
    assert [n for n in est.notes if "samples (50,000) have no mean length" in n]
    given = bare.model_copy(update={"sample_tokens_mean": 600})
    assert not [n for n in estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=PLAN,
                                             workload=given), solve=False).notes
                if "no mean length" in n]  # fmt: skip
    with pytest.raises(ValueError, match="dataset_samples: the dataset is given in tokens"):
        Workload(dataset_samples=50_000, sample_tokens_mean=600, dataset_tokens=1e9)


def test_evaluation_pauses_are_a_named_line_of_the_run() -> None:
    """Every 500 steps a forward pass over 10M tokens: (steps ÷ 500) evaluations, each at the
    step's utilisation, added to the run's time and GPU-hours; goodput then takes off no share
    for evaluation and start-up stalls (the evaluation would be counted twice)."""
    base = Workload(tokens=1e9)
    plain = _compute(base)
    ev = _compute(base.model_copy(update={"eval_interval_steps": 10, "eval_tokens": 1e7}))
    pause = ev["eval_seconds"]
    steps = plain["seconds"].inputs[0][1]
    assert dict(pause.inputs)["evaluations"] == int(steps // 10)
    stalls = "evaluation and start-up stalls"
    assert dict(plain["goodput"].inputs)[stalls] == 0.02
    assert dict(ev["goodput"].inputs)[stalls] == 0.0
    assert any("own line" in str(n) for n in ev["goodput"].notes)
    assert ev["goodput"].value > plain["goodput"].value
    trained = plain["seconds"].value * plain["goodput"].value  # wall-clock less the lost share
    assert ev["seconds"].value == pytest.approx((trained + pause.value) / ev["goodput"].value)
    assert "eval_seconds" not in plain
    # half set (an interval alone is what most sources state): estimated as without an
    # evaluation — its pauses left to the stalls — and the estimate's notes name the field
    half = Workload(tokens=1e9, eval_interval_steps=500)
    assert "eval_tokens" in str(half.evaluation_note())
    halved = _compute(half)
    assert "eval_seconds" not in halved
    assert halved["seconds"].value == pytest.approx(plain["seconds"].value)
    alone = Workload(tokens=1e9, eval_tokens=1e7).evaluation_note()
    assert alone is not None and "eval_interval_steps" in str(alone)
    assert Workload(tokens=1e9).evaluation_note() is None


def test_evaluation_runs_at_the_runs_own_rate() -> None:
    """A given MFU (and FP8) slows or speeds the evaluation forward as it does the steps:
    the pause is the forward FLOPs at the run's executed FLOP/s."""
    ev = {"eval_interval_steps": 10, "eval_tokens": 1e7}
    auto = _compute(Workload(tokens=1e9, **ev))
    slow = _compute(Workload(tokens=1e9, mfu=0.1, **ev))
    for c in (auto, slow):
        rate = dict(c["eval_seconds"].inputs)["executed FLOP/s (training FLOPs ÷ compute seconds)"]
        compute_s = c["flops"].value / rate
        assert compute_s > 0
    ratio = slow["eval_seconds"].value / auto["eval_seconds"].value
    step_ratio = (
        dict(slow["eval_seconds"].inputs)["executed FLOP/s (training FLOPs ÷ compute seconds)"]
        / dict(auto["eval_seconds"].inputs)["executed FLOP/s (training FLOPs ÷ compute seconds)"]
    )
    assert ratio == pytest.approx(1 / step_ratio)
    assert ratio > 2  # MFU 0.1 is far below the default utilisation


def test_evaluation_fields_apply_to_fine_tuning_and_offline_post_training_not_rl() -> None:
    declared = f.by_name(Workload)
    for name in ("eval_interval_steps", "eval_tokens"):
        applies = declared[name].ui.applies
        assert applies(Plan(method="lora"), LLAMA_8B)
        assert applies(Plan(method="dpo"), LLAMA_8B)
        assert not applies(Plan(method="grpo"), LLAMA_8B)
        assert not applies(Plan(method="inference"), LLAMA_8B)


# Peak memory: rows as long as the run's longest (scenario/rows.py) --------------------------

ROWS = Workload(tokens=1e9, sample_tokens_mean=150, sample_tokens_max=300, padding=Padding.LONGEST)


def _estimate(plan: Plan, workload: Workload, solve: bool = True, model=LLAMA_8B):  # type: ignore[no-untyped-def]
    return estimate(Scenario(model=model, gpu=H100, plan=plan, workload=workload), solve=solve)


def test_memory_is_sized_for_the_longest_sample_when_each_micro_batch_is_padded_to_it() -> None:
    """ms-swift's LoRA example (max_length 2,048, samples of ~100–300 tokens, no packing): the
    peak is at the micro-batch that holds the longest sample, not at the sequence length."""
    plan = Plan(method="lora", framework="hf", seq_len=2048, recompute="none")
    short = _estimate(plan, ROWS).memory
    at_seq = _estimate(plan, Workload(tokens=1e9)).memory
    as_rows = _estimate(plan.model_copy(update={"seq_len": 300}), Workload(tokens=1e9)).memory
    assert short.total_bytes == pytest.approx(as_rows.total_bytes)
    assert short.components["activations"].value < at_seq.components["activations"].value / 5
    # the weights do not depend on the rows
    assert short.components["weights"].value == at_seq.components["weights"].value
    note = next(n for n in _estimate(plan, ROWS).notes if "rows of 300 tokens" in str(n))
    assert "2,048" in str(note)


@pytest.mark.parametrize(
    "workload",
    [
        Workload(tokens=1e9, sample_tokens_mean=150, sample_tokens_max=300, padding="packed"),
        Workload(tokens=1e9, sample_tokens_mean=150, sample_tokens_max=300, padding="max_length"),
        Workload(tokens=1e9, sample_tokens_mean=150, padding=Padding.LONGEST),  # longest unknown
        Workload(
            tokens=1e9, sample_tokens_mean=150, sample_tokens_max=4000, padding=Padding.LONGEST
        ),  # cut to the sequence
    ],
)
def test_rows_of_the_sequence_length_otherwise(workload: Workload) -> None:
    plan = Plan(method="lora", framework="hf", seq_len=2048)
    assert memory_plan(plan, workload) is plan
    est = _estimate(plan, workload)
    assert not any("rows of" in str(n) for n in est.notes)


def test_padded_rows_round_up_to_what_the_parallelism_splits() -> None:
    """Ring context parallelism holds two chunks of each row per rank, Ulysses one, and
    sequence parallelism splits a rank's part over tp: Megatron-Core pads to tp × cp × 2."""
    w = Workload(tokens=1e9, sample_tokens_mean=150, sample_tokens_max=305, padding="longest")
    ring = Plan(method="full", framework="megatron", gpus_per_node=8, cp=2, seq_len=4096)
    assert peak_row_tokens(ring, w) == 308  # 4 × 77
    both = Plan(
        method="full",
        framework="megatron",
        gpus_per_node=8,
        tp=4,
        sequence_parallel=True,
        cp=2,
        seq_len=4096,
    )
    assert peak_row_tokens(both, w) == 320  # 16 × 20: an equal slice on each of the 8 ranks
    ulysses = ring.model_copy(update={"cp_kind": "ulysses"})
    assert peak_row_tokens(ulysses, w) == 306  # 2 × 153
    plain = Plan(method="full", framework="fsdp", gpus_per_node=8, seq_len=4096)
    assert peak_row_tokens(plain, w) == 305
    note = row_note(both, w)
    assert note is not None and "multiple of 16 tokens" in str(note)


def test_a_global_batch_in_tokens_keeps_its_sequences() -> None:
    """The memory plan's solvers lay the run out on other counts: its accumulation follows the
    global batch the run has (sequences of the plan's own length), not tokens ÷ the row."""
    plan = Plan(
        method="full",
        framework="fsdp",
        gpus_per_node=8,
        zero=3,
        seq_len=2048,
        global_batch_tokens=2048 * 64,
    )
    sized = memory_plan(plan, ROWS)
    assert sized.seq_len == 300 and sized.global_batch == 64
    assert sized.global_batch_tokens is None and sized.grad_accum == plan.grad_accum


def test_rl_keeps_its_own_lengths() -> None:
    """RL's rows are its prompt and completion lengths; an offline method's are the data's."""
    plan = Plan(method="grpo", framework="trl", seq_len=2048)
    assert memory_plan(plan, ROWS) is plan
    dpo = Plan(method="dpo", framework="trl", seq_len=2048)
    assert memory_plan(dpo, ROWS).seq_len == 300


def test_the_solver_and_the_proposals_see_the_rows() -> None:
    """torchtune's distributed recipes re-validate a plan laid out on more GPUs: with the
    sequence length the profile's (not the user's), the rows must stay the padded ones there
    too (the fewest GPUs, estimate without --gpu and api.min_gpus read them)."""
    plan = Plan(method="full", framework="torchtune", recompute="none")  # seq_len: profile's
    rows = Workload(tokens=1e9, sample_tokens_mean=150, sample_tokens_max=300, padding="longest")
    sized = memory_plan(plan, rows)
    assert sized.seq_len == 300 and sized.with_changes(zero=3).seq_len == 300
    padded = _estimate(plan, rows, model=LLAMA_70B)
    explicit = _estimate(plan.with_changes(seq_len=300), Workload(tokens=1e9), model=LLAMA_70B)
    assert padded.min_gpus is not None and explicit.min_gpus is not None
    assert padded.min_gpus.gpus == explicit.min_gpus.gpus > 1
    assert padded.memory.total_bytes == pytest.approx(explicit.memory.total_bytes)
    whole = _estimate(plan, Workload(tokens=1e9), model=LLAMA_70B)
    assert whole.min_gpus is None or whole.min_gpus.gpus > padded.min_gpus.gpus


def test_proposals_for_padded_rows_fit_when_applied() -> None:
    """A plan that does not fit even at its padded rows: every proposal, applied to the user's
    plan (its sequence length as given), fits as the estimate then sizes it."""
    plan = Plan(method="full", framework="hf", seq_len=8192, recompute="none", micro_batch=8)
    rows = Workload(tokens=1e9, sample_tokens_mean=1500, sample_tokens_max=3000, padding="longest")
    padded = _estimate(plan, rows)
    assert not padded.memory.fits and padded.proposals
    assert all(
        "seq_len" not in dict(p.changes) or dict(p.changes)["seq_len"] < 3000
        for p in padded.proposals
    )
    for p in padded.proposals[:4]:
        new = plan.with_changes(**dict(p.changes))
        again = _estimate(new, rows, solve=False)
        assert again.memory.fits, p.text
        assert again.memory.total_bytes == pytest.approx(p.total_bytes, rel=1e-6)


def test_activation_offload_transfers_the_average_row() -> None:
    """Offloaded activations are sized at the longest row (memory); each micro-batch moves its
    own rows, the expected longest of its samples."""
    plan = Plan(method="lora", framework="torchtune", seq_len=2048, activation_offload=True)
    rows = Workload(tokens=1e9, sample_tokens_mean=150, sample_tokens_max=300, padding="longest")
    est = _estimate(plan, rows, solve=False)
    fig = est.budget.compute.get("activation_offload_seconds") or est.budget.time.get(
        "activation_offload_seconds"
    )
    assert fig is not None
    share = dict(fig.inputs)["average row ÷ longest row"]
    assert 0 < share < 1


def test_short_padded_rows_pay_each_micro_batchs_fixed_work() -> None:
    """One sample a micro-batch, padded to its longest, computes no padding but many more and
    shorter micro-batches than packed rows: QLoRA's 4-bit dequantization runs per
    micro-batch, so the run is slower than packed though its tokens are the same (Philipp
    Schmid's QLoRA on one L4: 135 min packed, 360 min unpacked)."""
    qlora = Plan(method="qlora", framework="trl", seq_len=2048, micro_batch=1)
    base = {"dataset_samples": 10_000, "sample_tokens_mean": 500, "sample_tokens_max": 2048}
    packed, longest = (
        estimate(
            Scenario(model=LLAMA_8B, gpu=H100, plan=qlora, workload=Workload(**base, padding=p)),
            solve=False,
        ).budget.compute
        for p in (Padding.PACKED, Padding.LONGEST)
    )
    assert longest["processed_tokens"].value == packed["processed_tokens"].value
    assert "nothing padded" in longest["processed_tokens"].formula
    assert longest["seconds"].value > 1.1 * packed["seconds"].value
    assert longest["hfu"].value < packed["hfu"].value


def test_unset_padding_is_the_fine_tuning_trainers_default() -> None:
    """Hugging Face's, TRL's, LLaMA-Factory's, ms-swift's, Unsloth's, Axolotl's, torchtune's,
    LitGPT's and MLX's fine-tuning collators pad each micro-batch to its longest sample unless
    packing is turned on; pretraining and the Megatron, NeMo, DeepSpeed and FSDP profiles
    pack. Unset, the padding is the trainer's."""
    from hwplanner.engine.plan.fields import default_padding

    w = Workload(tokens=1e9, sample_tokens_mean=150, sample_tokens_max=300)
    fine_tuning = ("hf", "trl", "llamafactory", "swift", "unsloth", "axolotl", "torchtune")
    for fw in (*fine_tuning, "litgpt", "mlx", "openrlhf"):
        assert default_padding(Plan(method="lora", framework=fw)) is Padding.LONGEST, fw
    assert default_padding(Plan(method="pretrain", framework="hf")) is Padding.PACKED
    assert default_padding(Plan(method="full", framework="megatron")) is Padding.PACKED
    # DeepSpeed-Chat's data pipeline pads every sample to the sequence length
    assert default_padding(Plan(method="full", framework="deepspeed-chat")) is Padding.MAX_LENGTH
    hf = Plan(method="lora", framework="hf", seq_len=2048, micro_batch=8)
    assert memory_plan(hf, w).seq_len == 300
    unset = _estimate(hf, w, solve=False).budget.compute["processed_tokens"].value
    longest = _estimate(hf, w.model_copy(update={"padding": Padding.LONGEST}), solve=False)
    assert unset == longest.budget.compute["processed_tokens"].value > 1e9
    megatron = Plan(method="full", framework="megatron", gpus_per_node=8, seq_len=2048)
    assert memory_plan(megatron, w) is megatron


def test_attended_context_is_the_tokens_mean_sample_length() -> None:
    """A token of a sample of L tokens meets L keys (the full square): over the tokens of
    samples spread with mean m, E[L²] ÷ E[L] — twice the mean for an exponential spread, the
    length itself when every sample is that long."""
    from hwplanner.engine.plan.lengths import attended_context

    assert attended_context(500, 65536) == pytest.approx(1000, rel=0.01)
    assert attended_context(2048, 2048) == 2048
    assert 1024 < attended_context(1024, 2048) < 2048  # uniform on [0, 2048]: 4/3 of the mean
    assert attended_context(1024, 2048) == pytest.approx(2048 * 2 / 3, rel=0.01)


@settings(max_examples=60, deadline=None)
@given(st.floats(10, 8000), st.floats(1.01, 30))
def test_attended_context_lies_between_the_mean_and_the_longest(mean: float, k: float) -> None:
    from hwplanner.engine.plan.lengths import attended_context

    longest = mean * k
    assert mean * 0.999 <= attended_context(mean, longest) <= longest


def test_packing_that_keeps_samples_apart_costs_their_attention_only() -> None:
    """TRL's, ms-swift's and Axolotl's packing keep each sample to itself (flash-attention's
    varlen kernels at the samples' boundaries): 16K rows of 500-token samples meet ~1,000 keys
    a token, not 16,384; the step is faster than a trainer whose packing attends across the row,
    and Explain says so. Eager attention, padded rows and a dataset without a mean length keep
    the row's length."""
    from hwplanner.engine.scenario.rows import packed_context

    wl = Workload(tokens=1e9, sample_tokens_mean=500, padding="packed")
    trl = Plan(method="full", framework="trl", gpus_per_node=8, zero=3, seq_len=16384)
    context = packed_context(trl, wl)
    assert context is not None and context == pytest.approx(1000, rel=0.01)
    hf = trl.with_changes(framework="hf")
    assert packed_context(hf, wl) is None  # its packing attends across the row
    assert packed_context(trl.with_changes(attention="eager"), wl) is None
    assert packed_context(trl, Workload(tokens=1e9, padding="packed")) is None
    assert packed_context(trl, wl.model_copy(update={"padding": Padding.LONGEST})) is None

    def run(plan: Plan) -> object:
        sc = Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=wl)
        return estimate(sc, solve=False).budget

    from hwplanner.engine.time.compute import attention_forward_flops

    kept, across = run(trl), run(hf)
    assert kept.compute["step_seconds"].value < across.compute["step_seconds"].value
    per_token = kept.compute["flops_per_token"]
    layers = LLAMA_8B.attention_blocks
    saved = attention_forward_flops(LLAMA_8B, 16384, layers) - attention_forward_flops(
        LLAMA_8B, context, layers
    )
    # model FLOPs: the attention products' forward and backward (twice the forward)
    assert across.compute["flops_per_token"].value - per_token.value == pytest.approx(3 * saved)
    assert dict(per_token.inputs)[
        "keys a token meets (samples kept apart in packed rows)"
    ] == pytest.approx(context)
    assert "TRL SFTTrainer packing" in str(per_token.source)


def test_pretraining_packs_across_the_row() -> None:
    """review13: the samples-apart packing is the fine-tuning trainers' feature; pretraining
    packs its documents into rows that attend across them unless told otherwise."""
    from hwplanner.engine.scenario.rows import packed_context

    wl = Workload(tokens=1e9, sample_tokens_mean=500, padding="packed")
    pre = Plan(method="pretrain", framework="axolotl", seq_len=8192)
    assert packed_context(pre, wl) is None
    assert packed_context(pre.with_changes(method="full"), wl) is not None


def test_nemo_fine_tuning_packs_samples_apart() -> None:
    """NeMo 2.0's packed fine-tuning sends each row's samples to Megatron-Core as THD with their
    cu_seqlens: 4,096-token rows of 200-token samples meet ~400 keys a token (twice the mean,
    the falling spread of a mean given alone), and the NeMo Llama 3 8B SFT step on 8 H100 (dgxc
    benchmark shape, packed SQuAD) is 7% shorter than counting the whole row; its pre-training
    rows still attend across the row, and Explain names NeMo's source."""
    from hwplanner.engine.scenario.rows import packed_context

    wl = Workload(tokens=1e9, sample_tokens_mean=200, padding="packed")
    sft = Plan(method="full", framework="nemo", gpus_per_node=8, seq_len=4096, micro_batch=1)
    context = packed_context(sft, wl)
    assert context == pytest.approx(400, rel=0.01)
    assert packed_context(sft.with_changes(method="lora"), wl) == context
    assert packed_context(sft.with_changes(method="pretrain"), wl) is None

    def step(plan: Plan, workload: Workload) -> object:
        sc = Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=workload)
        return estimate(sc, solve=False).budget.compute

    kept = step(sft, wl)
    across = step(sft, Workload(tokens=1e9, padding="packed"))
    ratio = kept["step_seconds"].value / across["step_seconds"].value
    assert 0.88 < ratio < 0.96
    assert "NVIDIA/NeMo" in str(kept["flops_per_token"].source)
