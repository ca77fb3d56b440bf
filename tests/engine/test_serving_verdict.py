"""The memory verdict of a serving plan: a paged KV pool runs with fewer full-context sequences
than the plan's batch ('fits_fewer_sequences'); engines that allocate every sequence up front
keep batch × context."""

from __future__ import annotations

import math

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.solve.solve import max_micro_batch, min_gpus
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B, RTX4090

BATCH_128 = Plan(method="inference", context=4096, batch=128)


def test_paged_pool_holding_fewer_full_sequences_runs() -> None:
    mem = estimate_memory(LLAMA_8B, H100, BATCH_128)
    # batch × full context does not fit vLLM's 0.9 share …
    assert mem.total_bytes > mem.limit_bytes
    # … but the pool holds 109 full-context sequences of 4,096 tokens (what is left of the
    # share after weights, the activation peak and the overheads inside it ÷ 128 KiB × 4,096
    # per sequence)
    per_seq = mem.bytes_of("kv_cache") / 128
    assert per_seq == 32 * 2 * 8 * 128 * 2 * 4096  # layers × K,V × kv heads × head_dim × bf16
    room = mem.limit_bytes - (mem.total_bytes - mem.bytes_of("kv_cache"))
    assert mem.full_sequences == math.floor(room / per_seq) == 109
    assert mem.verdict == "fits_fewer_sequences"
    assert mem.fits and not mem.holds_all
    assert any("holds 109 of the plan's 128 sequences" in w for w in mem.warnings)
    assert not any(w.startswith("Needs ") for w in mem.warnings)


def test_what_the_gpu_holds_of_a_pool_that_holds_fewer_sequences() -> None:
    """The chart drew the plan's 128 full-context sequences (over the card) for a plan that
    runs: the GPU holds the pool, which fills the usable share."""
    mem = estimate_memory(LLAMA_8B, H100, BATCH_128)
    rest = mem.total_bytes - mem.bytes_of("kv_cache")
    assert mem.held_bytes("kv_cache") == pytest.approx(mem.limit_bytes - rest)
    assert mem.held_total_bytes == pytest.approx(mem.limit_bytes)
    assert mem.held_bytes("weights") == mem.bytes_of("weights")
    small = estimate_memory(LLAMA_8B, H100, BATCH_128.with_changes(batch=8))
    assert small.verdict == "fits"
    assert small.held_bytes("kv_cache") == small.bytes_of("kv_cache")
    assert small.held_total_bytes == small.total_bytes


def test_fewer_sequences_plan_needs_no_more_gpus() -> None:
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=BATCH_128, workload=Workload()))
    assert est.fits
    assert est.min_gpus is not None and est.min_gpus.gpus == 1
    assert est.proposal is None  # no "use 2 GPUs with tp 2"
    assert est.as_dict()["verdict"] == "fits_fewer_sequences"
    # the serving section sizes the pool at the average length: more than the full-context count
    assert est.budget.serving["concurrency_limit"].value == 395


@pytest.mark.parametrize("fw", ["vllm", "sglang", "trtllm", "lmdeploy", "tgi"])
def test_every_paged_engine_runs_with_fewer_sequences(fw: str) -> None:
    mem = estimate_memory(LLAMA_8B, H100, BATCH_128.with_changes(framework=fw))
    assert mem.verdict in ("fits", "tight", "fits_fewer_sequences")
    assert mem.full_sequences is not None and mem.full_sequences >= 1


@pytest.mark.parametrize("fw", ["hf", "llamacpp"])
def test_engines_allocating_up_front_keep_batch_times_context(fw: str) -> None:
    plan = BATCH_128.with_changes(framework=fw, batch=256)
    mem = estimate_memory(LLAMA_8B, H100, plan)
    assert mem.full_sequences is None
    assert mem.verdict == "does_not_fit" and not mem.fits
    solution = min_gpus(LLAMA_8B, H100, plan)
    assert solution is not None and solution.gpus > 1


def test_pool_without_one_full_sequence_does_not_fit() -> None:
    # 70B in bf16 (141 GB) on one 24 GB card: not even the weights
    mem = estimate_memory(LLAMA_70B, RTX4090, BATCH_128)
    assert mem.full_sequences == 0 and mem.verdict == "does_not_fit"
    # a context no share holds once: 8B on an H100 at 1M tokens (128 GiB per sequence)
    long = estimate_memory(LLAMA_8B, H100, Plan(method="inference", context=1_048_576))
    assert long.full_sequences == 0 and long.verdict == "does_not_fit"


def test_a_plan_that_fits_holds_its_batch() -> None:
    mem = estimate_memory(LLAMA_8B, H100, Plan(method="inference", context=4096, batch=8))
    assert mem.verdict == "fits" and mem.holds_all
    assert mem.full_sequences is not None and mem.full_sequences >= 8


def test_largest_batch_counts_sequences_at_full_context() -> None:
    # what the pool holds at full context, not any batch the engine would start with
    assert max_micro_batch(LLAMA_8B, H100, BATCH_128) == 109


def test_sheet_and_compare_word_the_verdict() -> None:
    from hwplanner.project import ScenarioSpec
    from hwplanner.sheet.comparison import answer_rows
    from hwplanner.sheet.executive import fit_words
    from hwplanner.sheet.summary import _memory

    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=BATCH_128, workload=Workload()))
    assert fit_words(est) == "runs, fewer sequences at full context"
    verdict = next(r for r in _memory(est, False).rows if r.label == "Verdict")
    assert verdict.note == "the KV cache holds 109 of 128 sequences at full context"
    fits = next(r for r in answer_rows([(ScenarioSpec(), est)]) if r.key == "fits")
    assert fits.cells == ("runs, 109 of 128 sequences at full context",)


def test_a_plan_that_serves_no_request_has_unknown_speeds_and_costs_per_token() -> None:
    """Llama 3.1 8B (16 GB of weights) on a 12 GB card: the KV cache holds no request, so busy
    time, tokens/s and cost per token are unknown, and adding replicas is not advised."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    plan = Plan(method="inference", batch=64)
    est = estimate(Scenario(model=LLAMA_8B, gpu=cat.gpu("rtx-3060"), plan=plan), solve=False)
    b = est.budget
    assert b.serving["concurrency_limit"].value == 0
    for key in (
        "seconds",
        "gpu_hours",
        "tokens_per_second_per_gpu",
        "prefill_tokens_per_second",
        "decode_tokens_per_second",
    ):
        assert b.compute[key].value is None, key
        assert "does not hold one request" in b.compute[key].notes[0]
    for key in ("cloud_usd_per_million_tokens", "onprem_usd_per_million_tokens"):
        assert b.cost[key].value is None
    assert b.compute["flops"].value > 0  # the work the requests ask for is still known
    assert b.carries_load is False
    assert not any("replicas" in w or "busy" in w for w in est.warnings)
    assert any("does not hold one request" in w for w in est.warnings)
    doc = est.as_dict()
    seconds = doc["explain"]["compute.seconds"]  # type: ignore[index]
    assert seconds["value"] is None and "does not hold one request" in seconds["undefined"]
