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
    one, other = serving(same), serving(alike)
    assert one.keys() == other.keys()
    assert all(one[k] == pytest.approx(other[k], rel=1e-12) for k in one)


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
    with pytest.raises(api.InputError, match=r"prompt_tokens_max: 999 is shorter than the aver"):
        api.estimate(
            "llama-3.1-8b", "h100-sxm-80gb", "inference", prompt_tokens=1000, prompt_tokens_max=999
        )  # fmt: skip
    # an average at the shared prefix every prompt holds leaves no room for a longer prompt
    with pytest.raises(api.InputError, match=r"prompt_tokens_max: 1,800 cannot be: .* \(1,000\)"):
        api.estimate(
            "llama-3.1-8b", "h100-sxm-80gb", "inference",
            prompt_tokens=1000, prompt_tokens_max=1800, shared_prefix_tokens=1000,
        )  # fmt: skip
    with pytest.raises(api.InputError, match=r"output_tokens_max: 9 cannot be: .*allowed: 1$"):
        api.estimate(
            "llama-3.1-8b", "h100-sxm-80gb", "inference", output_tokens=1, output_tokens_max=9
        )  # fmt: skip
    from hwplanner.cli import main

    argv = ["--model", "llama-3.1-8b", "--method", "inference", "--prompt-tokens-max", "500"]
    assert main(["estimate", *argv]) == 2
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and "--prompt-tokens-max: 500 is shorter than the average" in said[0]
    assert "allowed: 1,000 or more" in said[0]


def test_a_longest_past_an_even_spread_is_a_long_tail_said_where_shown() -> None:
    """Prompts averaging 294 tokens up to 1,024 (MLPerf's Llama 2 70B data set: most short, a
    few long) cannot spread evenly; they are the spread of greatest entropy on [1, 1,024] with
    that average (plan.lengths), and the estimate says so. It meets the even spread where the
    even one's shortest is 1: the figures barely move across the boundary."""
    from hwplanner.engine.plan.workload import LengthSpread

    tail = Workload(prompt_tokens=294, prompt_tokens_max=1024).prompt_spread()
    assert tail is not None and tail.tail and (tail.shortest, tail.longest) == (1, 1024)
    mean = sum(x * w for x, w in tail.nodes())
    assert mean == pytest.approx(294, rel=1e-5)
    assert tail.at(0.0) == 1 and tail.at(1.0) == 1024
    assert tail.at(0.5) < 294 < tail.at(0.75)  # the median under the mean: a long tail
    assert tail.longest_of(1) == pytest.approx(294, rel=1e-3)
    assert 294 < tail.longest_of(16) < 1024
    # a shared prefix is the tail's floor; an even spread's shortest is 2m − M
    assert Workload(
        prompt_tokens=1000, prompt_tokens_max=1800, shared_prefix_tokens=500
    ).prompt_spread() == LengthSpread(1000, 1800, 500)
    assert LengthSpread(1000, 1500, 500).shortest == 500 and not LengthSpread(1000, 1500, 500).tail
    runs = {}
    for most in (587, 588, 1024):
        wl = Workload(prompt_tokens=294, prompt_tokens_max=most, output_tokens=200)
        plan = Plan(method="inference", framework="vllm", context=4096)
        est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=wl), solve=False)
        runs[most] = est
    ttft = {m: e.budget.serving["ttft_ms"].value for m, e in runs.items()}
    assert ttft[588] == pytest.approx(ttft[587], rel=0.01)  # continuous at the boundary
    said = [str(w) for w in runs[1024].warnings if "long tail" in str(w)]
    assert len(said) == 1 and "Prompts averaging 294 tokens up to 1,024" in said[0]
    assert not any("long tail" in str(w) for w in runs[587].warnings)


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
    doc["scenarios"][0]["workload"]["prompt_tokens_max"] = 300
    path.write_text(json.dumps(doc), encoding="utf-8")
    project, notes = load_project_lenient(path)
    assert project.scenarios[0].workload.prompt_tokens_max is None
    assert any("workload.prompt_tokens_max: 300 is shorter than the average" in n for n in notes)


@settings(max_examples=200, deadline=None)
@given(
    mean=st.integers(2, 200_000),
    stretch=st.floats(1.0, 1000.0),
    floor=st.integers(1, 100),
    shares=st.lists(st.floats(0.0, 1.0), min_size=2, max_size=6),
)
def test_any_spread_keeps_its_average_ends_and_order(
    mean: int, stretch: float, floor: int, shares: list[float]
) -> None:
    """Whatever the average, longest and floor a workload accepts: the lengths run from the
    shortest to the longest in order, average the mean (within 0.5%: the tail's quadrature),
    and the longest of a batch grows with the batch within them."""
    from hwplanner.engine.plan.workload import LengthSpread

    floor = min(floor, mean - 1)
    spread = LengthSpread(mean, max(mean, round(mean * stretch)), floor)
    lengths = [spread.at(s) for s in sorted(shares)]
    assert lengths == sorted(lengths)
    assert spread.at(0.0) == pytest.approx(spread.shortest)
    assert spread.at(1.0) == pytest.approx(spread.longest)
    assert spread.shortest >= floor
    if spread.tail:
        average = sum(x * w for x, w in spread.nodes())
        assert average == pytest.approx(mean, rel=5e-3)
        assert spread.at(0.5) <= mean + 1e-9  # a long tail's median is not above its mean
    picks = [spread.longest_of(b) for b in (1, 1.49, 1.51, 2, 2.5, 8, 64)]  # fractional too
    assert picks == sorted(picks) and all(spread.shortest <= p <= spread.longest for p in picks)


def test_a_running_batch_holds_long_answers_longer() -> None:
    """The context a decoding sequence holds, averaged over the steps it decodes, is the prompt
    and half the answers' length-biased mean E[O²] ÷ E[O]: answers of 250 tokens spread evenly
    from 1 to 499 hold 250 + 498²/12 ÷ 250 = 332.7 tokens on average, not 250; a long tail
    (197 up to 1,800, ShareGPT-like) about twice its mean. The KV cache then holds fewer
    requests than the average request's length would say, and the replica reads as much."""
    from hwplanner.engine.plan.workload import decoding_context, length_spread

    assert decoding_context(100, 250, None) == 225
    even = decoding_context(100, 250, length_spread(250, 499))
    assert even == pytest.approx(100 + (250 + 498**2 / 12 / 250) / 2, rel=1e-9)
    tail = decoding_context(0, 197, length_spread(197, 1800))
    assert 0.9 * 197 < tail < 1.2 * 197
    alike = Workload(prompt_tokens=215, output_tokens=1000)
    spread = Workload(prompt_tokens=215, output_tokens=1000, output_tokens_max=8000)
    plan = VLLM.model_copy(update={"batch": 256, "context": 16384})
    held = {w.output_tokens_max: replica(plan, w) for w in (alike, spread)}
    assert held[None].context == 215 + 1000 / 2
    biased = decoding_context(215, 1000, length_spread(1000, 8000))
    assert held[8000].context == pytest.approx(biased)
    # whole blocks of 16 tokens: the requests held go as the blocks each holds
    blocks = math.ceil(biased / 16) / math.ceil(715 / 16)
    assert held[8000].limit == pytest.approx(held[None].limit / blocks, abs=1)
