"""Hugging Face generate() batches statically: a batch of prompts is prefilled together and
decoded until its last answer ends before the next starts — no prefill interleaves with the
decode steps and no request joins a running batch."""

from __future__ import annotations

import math

import pytest

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.serving.levels import build_replica
from hwplanner.engine.serving.static_batch import StaticReplica
from tests.engine.models import H100, LLAMA_8B

LOAD = Workload(prompt_tokens=512, output_tokens=256)


def replica(framework: str, batch: int = 8):  # type: ignore[no-untyped-def]
    plan = Plan(method="inference", framework=framework, context=2048, batch=batch)
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=LOAD), solve=False)
    c = est.budget.compute
    mem = est.memory
    return build_replica(
        LLAMA_8B, H100, plan, LOAD, mem, c["prefill_mfu"].value, c["decode_mbu"].value
    )[0]


def test_a_static_batch_prefills_together_and_decodes_undisturbed() -> None:
    r = replica("hf")
    p = r.at(8)
    assert p.ttft_s == pytest.approx(r.batch_prefill_s(8))  # the batch's prompts, together
    assert p.tpot_s == pytest.approx(r.step_s(8) / r.tokens_per_step)  # never stretched
    assert p.requests_per_second == pytest.approx(8 / r.batch_s(8))
    # 8 prompts prefill in about 8 × one prompt's time (compute bound), not one
    assert r.batch_prefill_s(8) > 6 * r.batch_prefill_s(1)


def test_users_beyond_a_batch_wait_for_the_batches_ahead() -> None:
    r = replica("hf", batch=8)
    full = r.limit  # the sequences a batch may hold
    one, two = r.at(full), r.at(2 * full)
    assert two.running == full
    assert two.requests_per_second == pytest.approx(one.requests_per_second)
    assert two.ttft_s == pytest.approx(one.ttft_s + r.batch_s(full))


def test_at_a_request_rate_a_batch_takes_what_arrived_meanwhile() -> None:
    r = replica("hf", batch=64)
    low, high = r.at_rate(1.0), r.at_rate(10.0)
    assert 1 <= low.running < high.running
    assert low.ttft_s < high.ttft_s and low.tpot_s <= high.tpot_s
    q = r.quantiles_at_rate(10.0)
    assert q[50][0] < q[90][0] < q[99][0]
    top = r.max_rate(None, None)
    assert math.isfinite(r.at_rate(0.9 * top).ttft_s)
    assert not math.isfinite(r.at_rate(1.5 * top).ttft_s)


def test_continuous_batching_engines_are_unchanged() -> None:
    r = replica("vllm")
    assert not r.cfg.framework.static_batching
    assert r.at(8).ttft_s < replica("hf").at(8).ttft_s  # one prompt, not the batch's eight


def test_static_percentiles_explain_the_batch_not_a_prefill_queue() -> None:
    plan = Plan(method="inference", framework="hf", context=2048, batch=8)
    load = LOAD.model_copy(update={"request_rate": 0.5})
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=load), solve=False)
    ttft = est.budget.serving["ttft_p90_ms"]
    assert "batch ahead" in ttft.formula and "ρ" not in ttft.formula
    inputs = dict(ttft.inputs)
    expected = 0.9 * inputs["batch seconds"] + inputs["batch prefill seconds"]
    assert ttft.value == pytest.approx(expected * 1000)
    assert isinstance(
        build_replica(LLAMA_8B, H100, plan, load, est.memory, 0.5, 0.5)[0], StaticReplica
    )


def test_a_static_batch_waits_for_its_longest_answer() -> None:
    """Answers of 250 tokens on average spread evenly up to 499: a batch of 16 ends after the
    largest of 16 uniform draws, 1 + 498 × 16/17 ≈ 470 tokens, so the engine that batches
    statically serves fewer tokens per second; continuous batching keeps nearly the average's
    (only its running sequences' contexts lengthen: long answers are held longer). A longest
    answer that spreads no evenly is refused by name."""
    from hwplanner import api
    from hwplanner.engine.serving.levels import build_replica
    from hwplanner.engine.serving.static_batch import StaticReplica

    def offline(fw: str, longest: int | None) -> float:
        est = api.estimate(
            "llama-3.1-8b",
            "a100-sxm-80gb",
            "inference",
            framework=fw,
            batch=16,
            output_tokens=250,
            output_tokens_max=longest,
            context=2048,
        )
        return float(est.figures()["serving.offline_output_tokens_per_s"].value)

    assert offline("hf", 499) < offline("hf", 400) < offline("hf", None)
    assert offline("vllm", None) * 0.98 < offline("vllm", 499) < offline("vllm", None)
    est = api.estimate(
        "llama-3.1-8b",
        "a100-sxm-80gb",
        "inference",
        framework="hf",
        output_tokens=250,
        output_tokens_max=499,
        batch=16,
    )
    sc, compute = est.scenario, est.budget.compute
    replica, _ = build_replica(
        sc.model, sc.gpu, sc.plan, sc.workload, est.memory,
        compute["prefill_mfu"].value, compute["decode_mbu"].value,
    )  # fmt: skip
    assert isinstance(replica, StaticReplica)
    assert replica.longest_answer(16) == pytest.approx(1 + 498 * 16 / 17)
    assert any("a batch of 16 ends after 470 tokens" in str(w) for w in est.warnings)
    # a request returns when its batch's longest answer ends
    serving = est.budget.serving
    latency = serving["ttft_ms"].value / 1000 + (replica.longest_answer(16) - 1) * (
        serving["tpot_ms"].value / 1000
    )
    assert serving["request_latency_s"].value == pytest.approx(latency)
    # refused by the workload itself: every command, every front end
    for wrong in (100, 249):
        with pytest.raises(api.InputError, match=r"output_tokens_max: .* shorter than the average"):
            api.estimate("llama-3.1-8b", "a100-sxm-80gb", "inference", output_tokens_max=wrong)
    from hwplanner.cli import main

    argv = ["--model", "llama-3.1-8b", "--method", "inference", "--output-tokens-max", "100"]
    assert main(["recommend", *argv, "--gpu-filter", "a100-sxm-80gb"]) == 2
    assert main(["estimate", *argv]) == 2
