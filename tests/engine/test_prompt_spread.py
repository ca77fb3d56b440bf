"""Prompts given as a spread (--prompt-tokens-max): evenly from 2 × the average − the longest to
the longest. The means average the prefill over the spread, a percentile's first token waits for
the prompt at its share, a static batch pads to its longest prompt, and a spread that cannot be
is refused by name."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.serving.latency import Replica
from hwplanner.engine.serving.levels import build_replica
from hwplanner.engine.serving.speed import request_flops
from hwplanner.engine.serving.static_batch import StaticReplica
from tests.engine.models import H100, LLAMA_8B

VLLM = Plan(method="inference", framework="vllm", context=8192)


def replica(plan: Plan, workload: Workload) -> Replica:
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=workload), solve=False)
    c = est.budget.compute
    return build_replica(
        LLAMA_8B, H100, plan, workload, est.memory, c["prefill_mfu"].value, c["decode_mbu"].value
    )[0]


def serving(workload: Workload, plan: Plan = VLLM) -> dict[str, float]:
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=workload), solve=False)
    return {k: f.value for k, f in est.budget.serving.items()}


def test_a_spread_of_one_length_is_the_average() -> None:
    # the longest equal to the average: every prompt alike, every figure as unset
    alike = Workload(prompt_tokens=2000, request_rate=4.0)
    same = alike.model_copy(update={"prompt_tokens_max": 2000})
    assert serving(same) == serving(alike)


@pytest.mark.parametrize(("mean", "most"), [(3000, 5800), (875, 1150), (2000, 3900)])
def test_the_mean_prefill_is_the_average_over_the_spread(mean: int, most: int) -> None:
    # composite Simpson over five lengths against a fine average over the lengths, for the
    # prefill and its square (the queue's E[X²] ÷ E[X])
    r = replica(VLLM, Workload(prompt_tokens=mean, prompt_tokens_max=most))
    low, high = r.prompt_at(0.0), r.prompt_at(1.0)
    assert (low, high) == (2 * mean - most, most)
    lengths = [low + (high - low) * i / 400 for i in range(401)]
    times = [r._prefill_s(prompt=n) for n in lengths]
    mean_s = sum(times) / len(times)
    assert r.prefill_s() == pytest.approx(mean_s, rel=0.01)
    square = sum(t * t for t in times) / len(times)
    assert r.residual_s == pytest.approx(square / mean_s, rel=0.02)
    assert r.residual_s > r.prefill_s()  # a spread queues longer than its mean alone


def test_a_requests_flops_average_over_the_spread() -> None:
    wl = Workload(prompt_tokens=3000, prompt_tokens_max=5800)
    r = replica(VLLM, wl)
    alike = replica(VLLM, Workload(prompt_tokens=3000))
    # attention is quadratic in the length: the spread's average prefill is longer
    assert r.prefill_s() > alike.prefill_s() and alike.residual_s == alike.prefill_s()
    # and so is a request's FLOPs, exactly (Simpson is exact for a quadratic)
    lengths = [200 + 5600 * i / 400 for i in range(401)]
    out = wl.output_tokens
    flops = [request_flops(LLAMA_8B, n, out, n + out / 2) for n in lengths]
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=VLLM, workload=wl), solve=False)
    per_request = est.budget.compute["flops"].value / (wl.requests_per_day * wl.serving_days)
    assert per_request == pytest.approx(sum(flops) / len(flops), rel=1e-3)


def test_a_percentiles_first_token_waits_for_the_prompt_at_its_share() -> None:
    alike = serving(Workload(prompt_tokens=2000, request_rate=5.0))
    spread = serving(Workload(prompt_tokens=2000, prompt_tokens_max=3900, request_rate=5.0))
    # the median prompt is the average one (the cycles it waits in are a little longer: the
    # prefills they hold vary); the tail's prompts are the long ones
    assert alike["ttft_p50_ms"] < spread["ttft_p50_ms"] < 1.1 * alike["ttft_p50_ms"]
    assert spread["ttft_p99_ms"] > 1.2 * alike["ttft_p99_ms"]
    assert spread["ttft_p90_ms"] > alike["ttft_p90_ms"]
    # the decode steps do not care how long the prompts were (same mean context)
    assert spread["tpot_p50_ms"] == pytest.approx(alike["tpot_p50_ms"], rel=0.05)


@settings(max_examples=40, deadline=None)
@given(
    mean=st.integers(min_value=64, max_value=6000),
    widths=st.tuples(st.floats(0.0, 1.0), st.floats(0.0, 1.0)),
    load=st.floats(0.05, 0.8),
)
def test_a_wider_spread_never_shortens_the_tail(
    mean: int, widths: tuple[float, float], load: float
) -> None:
    narrow, wide = sorted(widths)
    most = [mean + round((mean - 1) * w) for w in (narrow, wide)]
    r = [replica(VLLM, Workload(prompt_tokens=mean, prompt_tokens_max=m)) for m in most]
    # below the wider spread's saturation, where both answer
    rate = load * min(x.max_rate(None, None) for x in r)
    a, b = (x.quantiles_at_rate(rate) for x in r)
    for q in (90, 99):
        assert math.isfinite(a[q][0]) and math.isfinite(b[q][0])
        assert b[q][0] >= a[q][0] * (1 - 1e-9)
    # and the mean first token likewise (the queue's E[X²] grows with the spread)
    assert r[1].at_rate(rate).ttft_s >= r[0].at_rate(rate).ttft_s * (1 - 1e-9)


def test_a_static_batch_pads_to_its_longest_prompt() -> None:
    plan = Plan(method="inference", framework="hf", context=8192, batch=16)
    wl = Workload(prompt_tokens=1000, prompt_tokens_max=1999, output_tokens=128)
    r = replica(plan, wl)
    assert isinstance(r, StaticReplica)
    # the largest of 16 uniform draws from 1 … 1,999: 1 + 1,998 × 16/17
    assert r.longest_prompt(16) == pytest.approx(1 + 1998 * 16 / 17)
    assert r.batch_prefill_s(16) == pytest.approx(r._prefill_s(16, 1 + 1998 * 16 / 17))
    alike = replica(plan, Workload(prompt_tokens=1000, output_tokens=128))
    assert r.batch_prefill_s(16) > 1.7 * alike.batch_prefill_s(16)
    # its decode steps read every cache at the padded context: the longest prompt and half
    # the (here alike) answers
    assert r.batch_context(16) == pytest.approx(1 + 1998 * 16 / 17 + 64)
    parts, flat = r.step_parts(16), alike.step_parts(16)
    assert parts.kv_s / flat.kv_s == pytest.approx(r.batch_context(16) / (1000 + 64), rel=1e-6)
    assert parts.weights_s == flat.weights_s
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=wl), solve=False)
    assert any("pad to their longest prompt" in str(w) for w in est.warnings)


def test_the_context_must_hold_the_longest_prompt() -> None:
    plan = Plan(method="inference", framework="vllm", context=4096)
    wl = Workload(prompt_tokens=3000, prompt_tokens_max=4000, output_tokens=200)
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=wl), solve=False)
    assert any("exceed the plan's context" in str(w) for w in est.warnings)
    fits = wl.model_copy(update={"prompt_tokens_max": 3500})
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=fits), solve=False)
    assert not any("exceed the plan's context" in str(w) for w in est.warnings)


def test_a_spread_that_cannot_be_is_refused_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    for wrong in (999, 2000):  # shorter than the average; the shortest would be 0
        with pytest.raises(api.InputError, match=r"prompt_tokens_max: .* does not spread evenly"):
            api.estimate(
                "llama-3.1-8b", "h100-sxm-80gb", "inference",
                prompt_tokens=1000, prompt_tokens_max=wrong,
            )  # fmt: skip
    # the shortest prompt must still hold the shared prefix
    with pytest.raises(api.InputError, match=r"prompt_tokens_max: .* shorter than the shared"):
        api.estimate(
            "llama-3.1-8b", "h100-sxm-80gb", "inference",
            prompt_tokens=1000, prompt_tokens_max=1800, shared_prefix_tokens=500,
        )  # fmt: skip
    from hwplanner.cli import main

    argv = ["--model", "llama-3.1-8b", "--method", "inference", "--prompt-tokens-max", "5000"]
    assert main(["estimate", *argv]) == 2
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and "--prompt-tokens-max: 5,000 does not spread evenly" in said[0]
    assert "allowed: 1,000 to 1,999" in said[0]


def test_a_project_keeps_the_spread_and_resets_a_wrong_one(tmp_path: Path) -> None:
    from hwplanner.project import Project, ScenarioSpec, load_project_lenient

    sc = ScenarioSpec(
        model_id="llama-3.1-8b",
        plan=Plan(method="inference"),
        workload=Workload(prompt_tokens=1000, prompt_tokens_max=1500),
    )
    doc = json.loads(Project(scenarios=(sc,)).model_dump_json())
    doc["format"] = "hwplanner-project"
    path = tmp_path / "spread.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    project, notes = load_project_lenient(path)
    assert project.scenarios[0].workload.prompt_tokens_max == 1500 and not notes
    doc["scenarios"][0]["workload"]["prompt_tokens_max"] = 3000
    path.write_text(json.dumps(doc), encoding="utf-8")
    project, notes = load_project_lenient(path)
    assert project.scenarios[0].workload.prompt_tokens_max is None
    assert any("workload.prompt_tokens_max: 3,000 does not spread evenly" in n for n in notes)
