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
* FLOPs: a step's t·k routed copies fall in the G groups alike, the busiest taking the
  expected largest of G Binomial(t·k, 1/G) — about t·k/G + c_G·σ, σ = √(t·k·(1/G)·(1 − 1/G)),
  c_G the expected largest of G standard normals, once the copies are many.

At one decoding sequence (k = 8 of 256 experts over 8 GPUs) the busiest GPU reads 2.5 experts
a layer where the mean reads 1; at 256 sequences it multiplies 8% more tokens than the mean.
"""

from __future__ import annotations

import math
from functools import lru_cache

SOURCE = (
    "balls into bins under uniform routing: the busiest expert-parallel group's experts and "
    "its routed tokens as the expected largest of G binomials (Raab & Steger 1998, 'Balls "
    "into bins — a simple and tight analysis'); a router's own skew is not counted"
)


@lru_cache(maxsize=4096)
def busiest_binomial(m: int, p: float, groups: int) -> float:
    """E[max of `groups` independent Binomial(m, p)]: Σ over t < m of P(max > t) =
    1 − F(t)^groups. The probabilities are carried as logarithms (at hundreds of experts
    (1 − p)^m is below the smallest float); only the terms within ten standard deviations of
    the mean are summed, those below it being 1 and those above it 0 to within 1e-20."""
    if groups <= 1 or m <= 0 or p <= 0.0:
        return m * max(p, 0.0)
    if p >= 1.0:
        return float(m)
    mean = m * p
    spread = 10.0 * math.sqrt(mean * (1.0 - p)) + 1.0
    start = max(int(mean - spread), 0)
    stop = min(int(mean + spread) + 1, m)  # P(max > t) beyond it: under 1e-20 × groups
    log_p, log_q = math.log(p), math.log1p(-p)
    log_pmf = (
        math.lgamma(m + 1)
        - math.lgamma(start + 1)
        - math.lgamma(m - start + 1)
        + start * log_p
        + (m - start) * log_q
    )
    cdf = 0.0  # the mass below `start` is left out: under 1e-20
    total = float(start)
    for t in range(start, stop):
        cdf += math.exp(log_pmf)
        total += 1.0 - min(cdf, 1.0) ** groups
        log_pmf += math.log((m - t) / (t + 1)) + log_p - log_q
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
    group): the copies fall in the groups alike, the busiest taking the expected largest of
    `groups` Binomial(copies, 1/groups) (at one token, the busiest group's experts)."""
    copies = round(tokens * k)
    if groups <= 1 or copies <= 0:
        return 1.0
    mean = copies / groups
    return max(busiest_binomial(copies, 1.0 / groups, groups) / mean, 1.0)
