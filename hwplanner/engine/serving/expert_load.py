"""How unevenly a step's tokens load the expert-parallel GPUs of a mixture of experts.

With expert parallelism each GPU (or group of `expert_tp` GPUs) holds its own share of the routed
experts, and every MoE layer waits for the busiest of them before the next layer starts (the
all-to-all or all-reduce after the experts joins them). Routing is a draw per token, so the
busiest group reads more experts' weights and multiplies more tokens than the mean, however well
the router balances on average: balls into bins. The figures here are that statistic under
uniform routing — the floor of the imbalance, a router's own skew comes on top (what EPLB's
redundant experts work against) — with no parameter fitted to a run:

* weights: each of a group's m experts is reached by some of t tokens with probability
  p = 1 − (1 − k/E)^t, independently (a binomial: one token's k experts are in truth drawn
  without replacement, which spreads them a little more evenly); the busiest of G groups reads
  E[max of G Binomial(m, p)] experts, where the mean group reads m·p;
* FLOPs: a step's t·k routed copies fall in the G groups alike, the busiest taking
  t·k/G + c_G·σ, σ = √(t·k·(1/G)·(1 − 1/G)), c_G the expected largest of G standard normals.

At one decoding sequence (k = 8 of 256 experts over 8 GPUs) the busiest GPU reads 2.5 experts
a layer where the mean reads 1; at 256 sequences it multiplies 8% more tokens than the mean.
"""

from __future__ import annotations

import math
from functools import lru_cache
from statistics import NormalDist

SOURCE = (
    "balls into bins under uniform routing: the busiest expert-parallel group's experts as the "
    "expected largest of G binomials, its routed tokens as the mean + c_G standard deviations "
    "(c_G the expected largest of G standard normals; Raab & Steger 1998, 'Balls into bins — a "
    "simple and tight analysis'); a router's own skew is not counted"
)

_NORMAL = NormalDist()


@lru_cache(maxsize=64)
def normal_max(groups: int) -> float:
    """E[max of `groups` independent standard normals] (0 for one), by the integral
    ∫ x · G φ(x) Φ(x)^(G−1) dx on a grid of 0.01 over ±8."""
    if groups <= 1:
        return 0.0
    h = 0.01
    total = 0.0
    for i in range(-800, 801):
        x = i * h
        total += x * _NORMAL.pdf(x) * _NORMAL.cdf(x) ** (groups - 1)
    return groups * total * h


@lru_cache(maxsize=4096)
def busiest_binomial(m: int, p: float, groups: int) -> float:
    """E[max of `groups` independent Binomial(m, p)]: Σ over t < m of P(max > t) =
    1 − F(t)^groups."""
    if groups <= 1 or m <= 0 or p <= 0.0:
        return m * max(p, 0.0)
    if p >= 1.0:
        return float(m)
    pmf = (1.0 - p) ** m
    ratio = p / (1.0 - p)
    cdf = 0.0
    total = 0.0
    for t in range(m):
        cdf += pmf
        above = 1.0 - min(cdf, 1.0) ** groups
        if above < 1e-12:
            break
        total += above
        pmf *= (m - t) / (t + 1) * ratio
    return total


def busiest_experts_ratio(tokens: float, k: int, experts: int, groups: int) -> float:
    """The experts the busiest of `groups` expert-parallel groups reads in a layer ÷ the mean
    group's, for a step of `tokens` tokens each routed to `k` of `experts` (1 with one group)."""
    if groups <= 1 or experts <= 0 or k <= 0 or tokens <= 0:
        return 1.0
    m = experts // groups
    p = 1.0 - float((1.0 - min(k / experts, 1.0)) ** tokens)
    if m <= 0 or p <= 0.0:
        return 1.0
    return max(busiest_binomial(m, float(p), groups) / (m * p), 1.0)


def busiest_tokens_ratio(tokens: float, k: int, groups: int) -> float:
    """The routed token copies the busiest of `groups` expert-parallel groups multiplies in a
    layer ÷ the mean group's, for a step of `tokens` tokens of `k` copies each (1 with one
    group; at most all of them on one group)."""
    copies = tokens * k
    if groups <= 1 or copies <= 0:
        return 1.0
    spread = math.sqrt((groups - 1) / copies)  # σ ÷ the mean of Binomial(copies, 1/groups)
    return min(1.0 + normal_max(groups) * spread, float(groups))
