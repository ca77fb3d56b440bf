"""Padding-free training (--padding free): a micro-batch's samples concatenated as they are,
neither padded nor filled to the sequence length (Megatron-SWIFT's default padding_free,
TRL's padding_free without packing)."""

from __future__ import annotations

import pytest

from hwplanner import api

KW = dict(
    solve=False, framework="swift-megatron", gpus_per_node=2, tp=2, sequence_parallel=True,
    micro_batch=16, global_batch=16, seq_len=2048, recompute="full",
)  # fmt: skip


def _full(**kw: object):  # type: ignore[no-untyped-def]
    return api.estimate("qwen2.5-7b", "a100-sxm-80gb", "full", **{**KW, **kw})


def test_megatron_swift_is_padding_free_by_default_and_sized_at_its_samples() -> None:
    """Its SFT example (Qwen2.5-7B full, TP 2, 16 samples a micro-batch, 2 × 70 GiB
    published) was told it does not fit: its 16 samples were counted as 16 full rows."""
    worst = _full()
    assert worst.scenario.workload.padding is None  # the trainer's: Megatron-SWIFT's free
    notes = [str(n) for n in worst.as_dict()["notes"]]
    assert any(n.startswith("Padding-free (") and "mean length" in n for n in notes)
    real = _full(sample_tokens_mean=800)
    act = real.memory.bytes_of("activations")
    # the fullest micro-batch: one sample as long as the sequence beside 15 of the mean
    assert act == pytest.approx(worst.memory.bytes_of("activations") * (2048 + 15 * 800) /
                                (16 * 2048), rel=0.02)  # fmt: skip
    assert real.fits and not worst.fits
    # packing fills the rows: as without a mean
    packed = _full(sample_tokens_mean=800, padding="packed")
    assert packed.memory.bytes_of("activations") == worst.memory.bytes_of("activations")


def test_padding_free_computes_on_the_training_tokens_alone() -> None:
    kw = dict(solve=False, framework="trl", seq_len=4096, micro_batch=8,
              sample_tokens_mean=600, tokens=1e8)  # fmt: skip
    free = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "lora", padding="free", **kw)
    padded = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "lora", padding="longest", **kw)
    c_free, c_pad = free.figures(), padded.figures()
    key = next(k for k in c_free if k.endswith("processed_tokens"))
    assert c_free[key].value == pytest.approx(1e8)
    assert c_pad[key].value > 1e8
    assert "padding-free" in c_free[key].formula


def test_megatron_swift_keeps_each_packed_sample_to_itself_in_attention() -> None:
    """Its packed and padding-free rows reach Megatron-Core as THD with each sample's
    boundaries: a 32K row of 5,000-token samples attends over about 5K keys a token, not 32K
    (ms-swift's long-text example, Qwen2.5-7B TP 4, 23 s/it published)."""
    from hwplanner.engine.scenario.rows import packed_context

    kw = dict(
        solve=False, framework="swift-megatron", gpus_per_node=4, tp=4, sequence_parallel=True,
        micro_batch=1, global_batch=8, seq_len=32768, recompute="full",
    )  # fmt: skip
    packed = api.estimate("qwen2.5-7b", "a100-sxm-80gb", "full", padding="packed",
                          sample_tokens_mean=5000, **kw)  # fmt: skip
    sc = packed.scenario
    context = packed_context(sc.plan, sc.workload)
    assert context is not None and 5000 < context < 2 * 5000
    whole = api.estimate("qwen2.5-7b", "a100-sxm-80gb", "full", padding="packed", **kw)
    step = packed.budget.compute["step_seconds"].value
    assert step < whole.budget.compute["step_seconds"].value


def test_a_full_length_plan_that_does_not_fit_says_the_mean_at_which_it_would() -> None:
    """Megatron-SWIFT's Qwen2.5-7B example (TP 2, 16 samples a micro-batch of up to 2,048
    tokens; it ran at 2 × 70 GiB on the ms-swift example mix): sized at full-length samples it
    does not fit, and the answer gives the longest mean length that fits — which the data set's
    own mean (128 tokens) is under, where it fits (69.6 GiB)."""
    est = _full()
    assert not est.memory.fits
    notes = [str(w) for w in est.notes if str(w).startswith("It fits when the samples")]
    assert len(notes) == 1
    mean = int(notes[0].split("average ")[1].split(" tokens")[0].replace(",", ""))
    assert 128 < mean < 2048
    assert _full(sample_tokens_mean=mean).memory.fits
    assert not _full(sample_tokens_mean=mean + 1).memory.fits
    mix = _full(training_dataset="swift-example-mix")
    assert mix.memory.fits and mix.memory.total_bytes / 2**30 == pytest.approx(70, rel=0.05)
    assert not any(str(w).startswith("It fits when") for w in mix.notes)
