"""The busiest expert-parallel group of a mixture of experts (serving/expert_load.py): the
statistic against a simulation, its bounds, and what it does to a served step."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.engine.serving.expert_load import (
    busiest_binomial,
    busiest_experts_ratio,
    busiest_tokens_ratio,
)
from hwplanner.engine.serving.latency import Replica


def _exact_busiest(m: int, p: Fraction, groups: int) -> float:
    """E[max of `groups` Binomial(m, p)] in exact rationals: Σ_t 1 − F(t)^groups."""
    cdf, total = Fraction(0), Fraction(0)
    for t in range(m):
        cdf += math.comb(m, t) * p**t * (1 - p) ** (m - t)
        total += 1 - cdf**groups
    return float(total)


@pytest.mark.parametrize(
    ("m", "p", "groups"),
    [
        (1, Fraction(1, 2), 2),
        (32, Fraction(1, 32), 8),
        (36, Fraction(1, 3), 8),
        (40, Fraction(9, 10), 4),
    ],
)
def test_the_busiest_of_several_binomials_is_their_expected_largest(
    m: int, p: Fraction, groups: int
) -> None:
    assert busiest_binomial(m, float(p), groups) == pytest.approx(_exact_busiest(m, p, groups))


def test_hundreds_of_experts_do_not_underflow() -> None:
    # (1 − 0.95)^256 is below the smallest float: the sum is carried in logarithms
    assert busiest_binomial(256, 0.95, 2) == pytest.approx(
        _exact_busiest(256, Fraction(95, 100), 2), rel=1e-9
    )
    # 512 experts over 2 GPUs (Qwen3-Next at EP2): the ratio only falls as the batch grows
    ratios = [busiest_experts_ratio(t, 10, 512, 2) for t in range(1, 400)]
    assert all(b <= a + 1e-12 for a, b in pairwise(ratios))


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
    # 256 sequences: the busiest GPU multiplies ~8% more tokens than the mean, the mean + c_8
    # standard deviations (c_8 = 1.4236, the expected largest of 8 standard normals)
    assert busiest_tokens_ratio(256, 8, 8) == pytest.approx(
        1 + 1.4236 * math.sqrt(7 / 2048), rel=1e-3
    )


def _simulated_copies(tokens: int, k: int, experts: int, groups: int, runs: int) -> float:
    """Busiest group's routed copies ÷ the mean group's, drawing each token's k experts."""
    rng = random.Random(11)
    per = experts // groups
    busiest = 0
    for _ in range(runs):
        counts = [0] * groups
        for _ in range(tokens):
            for e in rng.sample(range(experts), k):
                counts[e // per] += 1
        busiest += max(counts)
    return busiest / runs / (tokens * k / groups)


@pytest.mark.parametrize("tokens", [1, 4, 64])
def test_the_busiest_groups_tokens_match_a_simulation(tokens: int) -> None:
    # independent binomials for counts that sum to the step's copies: within 7% at one token,
    # closer as the copies grow
    simulated = _simulated_copies(tokens, 8, 256, 8, 3000)
    assert busiest_tokens_ratio(tokens, 8, 8) == pytest.approx(simulated, rel=0.07)


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


def _replica(ep: int, batch: int) -> Replica:
    """DeepSeek-R1 FP8 on 8 H200 under TensorRT-LLM, TP8 with `ep` expert-parallel groups."""
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
    assert isinstance(r, Replica)
    return r


def _tpot(ep: int, batch: int) -> float:
    return _replica(ep, batch).step_s(batch)


def test_an_expert_parallel_step_waits_for_its_busiest_gpu() -> None:
    # one sequence: the busiest of 8 GPUs reads 2.5 experts a layer where the experts split
    # over all eight (EP1) are read 1/8 each
    r = _replica(8, 1)
    mean, busiest = r.weight_read_bytes(1, busiest=False), r.weight_read_bytes(1)
    extra = r.expert_bytes * r.experts_touched(1) / r.tp * (busiest_experts_ratio(1, 8, 256, 8) - 1)
    assert busiest - mean == pytest.approx(extra)
    assert r.busiest_tokens(1) == pytest.approx(busiest_tokens_ratio(1, 8, 8))
    # the step: more than a tenth longer at one sequence than with the experts split over all
    # eight GPUs; at 256 sequences every GPU reads all its experts and the gap is the tokens'
    assert _tpot(8, 1) > 1.1 * _tpot(1, 1)
    assert _tpot(8, 256) < 1.1 * _tpot(1, 256)
