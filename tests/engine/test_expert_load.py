"""The busiest expert-parallel group of a mixture of experts (serving/expert_load.py): the
statistic against a simulation, its bounds, and what it does to a served step."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.engine.serving.expert_load import (
    busiest_experts_ratio,
    busiest_tokens_ratio,
    normal_max,
)


def test_the_expected_largest_normal_matches_its_closed_forms() -> None:
    assert normal_max(1) == 0.0
    assert normal_max(2) == pytest.approx(1 / math.sqrt(math.pi), abs=1e-4)
    assert normal_max(3) == pytest.approx(1.5 / math.sqrt(math.pi), abs=1e-4)
    assert normal_max(8) == pytest.approx(1.4236, abs=1e-3)  # tables of normal order statistics


def _simulated(tokens: int, k: int, experts: int, groups: int, runs: int) -> float:
    """Busiest group's distinct experts ÷ the mean group's, by drawing each token's k experts
    without replacement (what the binomial approximates)."""
    rng = random.Random(7)
    per = experts // groups
    busiest = mean = 0.0
    for _ in range(runs):
        touched: set[int] = set()
        for _ in range(tokens):
            touched.update(rng.sample(range(experts), k))
        counts = [0] * groups
        for e in touched:
            counts[e // per] += 1
        busiest += max(counts)
        mean += len(touched) / groups
    return busiest / mean


@pytest.mark.parametrize("tokens", [1, 4, 32])
def test_the_busiest_groups_experts_match_a_simulation(tokens: int) -> None:
    # DeepSeek-V3's routing (8 of 256) over 8 GPUs
    simulated = _simulated(tokens, 8, 256, 8, 3000)
    assert busiest_experts_ratio(tokens, 8, 256, 8) == pytest.approx(simulated, rel=0.03)


def test_one_decoding_sequence_reaches_two_and_a_half_times_the_mean_groups_experts() -> None:
    assert busiest_experts_ratio(1, 8, 256, 8) == pytest.approx(2.54, abs=0.01)
    # every expert reached: no imbalance left in the weights read
    assert busiest_experts_ratio(4096, 8, 256, 8) == pytest.approx(1.0)
    assert busiest_experts_ratio(1, 8, 256, 1) == 1.0
    # 256 sequences: the busiest GPU multiplies ~8% more tokens than the mean
    assert busiest_tokens_ratio(256, 8, 8) == pytest.approx(1 + 1.4236 * math.sqrt(7 / 2048))


@settings(max_examples=60, deadline=None)
@given(
    st.integers(1, 5000),
    st.integers(1, 5000),
    st.sampled_from([(8, 256), (8, 128), (4, 128), (2, 8), (1, 64)]),
    st.sampled_from([2, 4, 8, 16, 32]),
)
def test_more_tokens_never_unbalance_the_groups_more(
    a: int, b: int, routing: tuple[int, int], groups: int
) -> None:
    k, experts = routing
    lo, hi = sorted((a, b))
    for f in (
        lambda t: busiest_experts_ratio(t, k, experts, groups),
        lambda t: busiest_tokens_ratio(t, k, groups),
    ):
        assert 1.0 <= f(hi) <= f(lo) + 1e-9 <= groups + 1e-9


def _tpot(ep: int, batch: int) -> float:
    est = api.estimate(
        "deepseek-r1",
        "h200-sxm-141gb",
        "inference",
        solve=False,
        framework="trtllm",
        gpus_per_node=8,
        tp=8,
        ep=ep,
        weight_format="fp8",
        batch=batch,
        prompt_tokens=1600,
        output_tokens=600,
        context=2200,
    )
    r, _ = est.replica
    return r.step_s(batch)


def test_an_expert_parallel_step_waits_for_its_busiest_gpu() -> None:
    # DeepSeek-R1 FP8 on 8 H200 (TensorRT-LLM, TP8 EP8), one sequence: the busiest GPU reads
    # 2.5 experts a layer where the experts split over all eight (EP1) are read 1/8 each
    est = api.estimate(
        "deepseek-r1",
        "h200-sxm-141gb",
        "inference",
        solve=False,
        framework="trtllm",
        gpus_per_node=8,
        tp=8,
        ep=8,
        weight_format="fp8",
        batch=1,
        prompt_tokens=1600,
        output_tokens=600,
        context=2200,
    )
    r, _ = est.replica
    mean, busiest = r.weight_read_bytes(1, busiest=False), r.weight_read_bytes(1)
    extra = r.expert_bytes * r.experts_touched(1) / r.tp * (busiest_experts_ratio(1, 8, 256, 8) - 1)
    assert busiest - mean == pytest.approx(extra)
    assert r.busiest_tokens(1) == pytest.approx(busiest_tokens_ratio(1, 8, 8))
    # the step: more than a tenth longer at one sequence than with the experts split over all
    # eight GPUs; at 256 sequences every GPU reads all its experts and the gap is the tokens'
    assert _tpot(8, 1) > 1.1 * _tpot(1, 1)
    assert _tpot(8, 256) < 1.1 * _tpot(1, 256)
