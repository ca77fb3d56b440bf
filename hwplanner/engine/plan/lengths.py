"""Sample lengths of a dataset known by its mean and its longest sample, and the padded length of
a micro-batch padded to its longest sample.

With only the mean m and the longest M known, the lengths are taken as the spread of greatest
entropy on [0, M] with mean m (Jaynes 1957, "Information Theory and Statistical Mechanics",
Phys. Rev. 106: a bounded quantity with a known mean): the density ∝ e^(−λx), truncated at M —
falling where most samples are short (m < M/2), even at m = M/2, rising above. A micro-batch of
B samples padded to its longest costs B × E[max of B lengths] tokens of compute, with
E[max] = M − ∫₀^M F(x)^B dx for the spread's distribution function F (the order statistic).
"""

from __future__ import annotations

import math
from functools import lru_cache

# Simpson intervals over [0, M]: F^B is smooth; 2,000 keep E[max] within 1e-6 of M for B ≤ 10⁴
INTERVALS = 2000


def _log_abs_expm1(a: float) -> float:
    """log |e^a − 1| without overflow (a ≠ 0)."""
    if a > 0:
        return a + math.log1p(-math.exp(-a))
    return math.log(-math.expm1(a))


def _mean_share(u: float) -> float:
    """The truncated exponential's mean ÷ M at rate u ÷ M (u = λ·M): 1/u − 1/(e^u − 1)."""
    if abs(u) < 1e-6:
        return 0.5 - u / 12  # the series at 0
    if u > 700:
        return 1.0 / u
    return 1.0 / u - 1.0 / math.expm1(u)


@lru_cache(maxsize=256)
def spread_rate(share: float) -> float:
    """u = λ·M of the spread whose mean is `share` × M (0 < share < 1), by bisection (the mean
    falls as u rises)."""
    lo, hi = -1e5, 1e5
    for _ in range(200):
        mid = (lo + hi) / 2
        if _mean_share(mid) > share:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@lru_cache(maxsize=1024)
def expected_longest(mean: float, longest: float, batch: int) -> float:
    """Expected length of the longest of `batch` samples drawn from the spread with this mean
    and longest sample (tokens). One sample: the mean; a mean at the longest: the longest."""
    if batch <= 1 or mean >= longest:
        return min(mean, longest)
    share = mean / longest
    u = spread_rate(share)
    log_total = _log_abs_expm1(-u) if abs(u) >= 1e-9 else 0.0

    def cdf_power(t: float) -> float:
        if t <= 0.0:
            return 0.0
        if abs(u) < 1e-9:
            return t**batch
        return math.exp(batch * (_log_abs_expm1(-u * t) - log_total))

    n = INTERVALS
    h = 1.0 / n
    total = cdf_power(0.0) + cdf_power(1.0)
    for i in range(1, n):
        total += (4 if i % 2 else 2) * cdf_power(i * h)
    integral = total * h / 3
    return longest * min(max(1.0 - integral, share), 1.0)
