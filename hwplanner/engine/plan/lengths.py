"""Sample lengths of a dataset known by its mean and its longest sample, and the padded length of
a micro-batch padded to its longest sample.

With only the mean m and the longest M known, the lengths are taken as the spread of greatest
entropy on [0, M] with mean m (Jaynes 1957, "Information Theory and Statistical Mechanics",
Phys. Rev. 106: a bounded quantity with a known mean): the density ∝ e^(−λx), truncated at M —
falling where most samples are short (m < M/2), flat (uniform) at m = M/2, rising above. A
micro-batch of B samples padded to its longest costs B × E[max of B lengths]; with F the
spread's distribution function, E[max of B] = ∫₀¹ F⁻¹(r^(1/B)) dr (the order statistic).
Serving's prompts and answers whose longest reaches past an even spread take the same spread
on [shortest, M] (plan.workload.LengthSpread): its inverse and its average of a function.
"""

from __future__ import annotations

import math
from functools import lru_cache

# Simpson intervals over [0, 1] in x ÷ M for the middle spreads (|λ·M| ≤ 700): F^B rises over
# ~1 ÷ |λ·M| of the range, at least 11 intervals there
INTERVALS = 8000
# beyond |λ·M| = 700 the truncation no longer shows (e^-700): the spread is an exponential of
# mean m below M (falling) or of mean M − m above 0 below M (rising), whose longest of B is
# m·H_B (H_B the B-th harmonic number), or M − (M − m) ÷ B (B draws' shortest gap to M)
EXTREME_RATE = 700.0


def _mean_share(u: float) -> float:
    """The truncated exponential's mean ÷ M at u = λ·M: 1/u − 1/(e^u − 1)."""
    if abs(u) < 1e-6:
        return 0.5 - u / 12  # the series at 0
    return 1.0 / u - 1.0 / math.expm1(u)


@lru_cache(maxsize=256)
def spread_rate(share: float) -> float:
    """u = λ·M of the spread whose mean is `share` × M, for 1/700 < share < 1 − 1/700, by
    bisection (the mean falls as u rises)."""
    lo, hi = -EXTREME_RATE, EXTREME_RATE
    for _ in range(100):
        mid = (lo + hi) / 2
        if _mean_share(mid) > share:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def _log_abs_expm1(a: float) -> float:
    """log |e^a − 1| (a ≠ 0, |a| ≤ 700)."""
    return math.log(abs(math.expm1(a)))


# intervals per 1 ÷ |λ·M| (the scale over which F^B rises) when fewer than INTERVALS serve
STEPS_PER_SCALE = 12
FEWEST_INTERVALS = 256


@lru_cache(maxsize=1024)
def expected_longest(mean: float, longest: float, batch: int, fine: bool = True) -> float:
    """Expected length of the longest of `batch` samples drawn from the spread with this mean
    and longest sample (tokens). One sample: the mean; a mean at the longest: the longest.
    `fine`: INTERVALS whatever the spread (training's padding); else STEPS_PER_SCALE
    intervals over each 1 ÷ |λ·M| of the range, at least FEWEST_INTERVALS (serving's static
    batches ask for many batch sizes: within 0.1% of the fine figure)."""
    if batch <= 1 or mean >= longest:
        return min(mean, longest)
    share = mean / longest
    if share <= 1.0 / EXTREME_RATE:
        return min(mean * sum(1.0 / k for k in range(1, batch + 1)), longest)
    if share >= 1.0 - 1.0 / EXTREME_RATE:
        return longest - (longest - mean) / batch
    u = spread_rate(share)
    flat = abs(u) < 1e-9
    total_log = 0.0 if flat else _log_abs_expm1(-u)

    def cdf_power(t: float) -> float:  # F(t)^B, t = x ÷ M
        if t <= 0.0:
            return 0.0
        if flat:
            return t**batch
        return math.exp(batch * (_log_abs_expm1(-u * t) - total_log))

    n = INTERVALS
    if not fine:
        n = min(INTERVALS, max(FEWEST_INTERVALS, 2 * math.ceil(STEPS_PER_SCALE * abs(u) / 2)))
    h = 1.0 / n
    total = cdf_power(1.0)
    for i in range(1, n):
        total += (4 if i % 2 else 2) * cdf_power(i * h)
    below = total * h / 3  # ∫₀¹ F^B: the share of the range under the longest of B
    return longest * min(max(1.0 - below, share), 1.0)


def _rate(mean: float, longest: float, shortest: float) -> float:
    """u = λ·(longest − shortest) of the spread on [shortest, longest] with this mean; past
    EXTREME_RATE the exponential's own, width ÷ (mean − shortest)."""
    share = (mean - shortest) / (longest - shortest)
    return 1.0 / share if share <= 1.0 / EXTREME_RATE else spread_rate(share)


def spread_length(mean: float, longest: float, share: float, shortest: float = 0.0) -> float:
    """The length at `share` (0 … 1) of the spread of greatest entropy on [shortest, longest]
    with this mean: its distribution function's inverse, F⁻¹(share)."""
    width = longest - shortest
    if width <= 0 or share >= 1.0:
        return longest
    u = _rate(mean, longest, shortest)
    if abs(u) < 1e-9:
        return shortest + width * share
    # F(t) = (1 − e^(−u·t)) ÷ (1 − e^(−u)) on t = (x − shortest) ÷ width
    t = -math.log1p(share * math.expm1(-u)) / u
    return shortest + width * min(max(t, 0.0), 1.0)


# Simpson intervals for a spread's moments; they cover the range up to 40 e-folds of the
# density (e^-40 of the mass lies beyond): within 0.3% of E[x] and E[x²] up to u = 50,000
MOMENT_INTERVALS = 64


@lru_cache(maxsize=256)
def spread_nodes(
    mean: float, longest: float, shortest: float = 0.0
) -> tuple[tuple[float, float], ...]:
    """(length, weight) pairs whose weighted sums are a function's average over the spread of
    greatest entropy on [shortest, longest] with this mean: Simpson's rule in the length with
    the density's weights, normalised to 1."""
    width = longest - shortest
    if width <= 0:
        return ((longest, 1.0),)
    u = _rate(mean, longest, shortest)
    span = min(1.0, 40.0 / u) if u > 0 else 1.0
    n = MOMENT_INTERVALS
    h = span / n
    raw = []
    for i in range(n + 1):
        t = i * h
        simpson = 1 if i in (0, n) else 4 if i % 2 else 2
        raw.append((shortest + width * t, simpson * math.exp(-u * t)))
    total = sum(w for _, w in raw)
    return tuple((x, w / total) for x, w in raw)


def attended_context(mean: float, longest: float) -> float:
    """Keys a token meets on average, counted as the full square as a row's attention is, when
    rows pack samples that attend only within themselves: a sample of L tokens gives each of
    its tokens L keys, so over the tokens E[L²] ÷ E[L], on the spread of greatest entropy with
    this mean and longest (the longest when every sample is that long)."""
    if mean >= longest:
        return longest
    nodes = spread_nodes(mean, longest)
    first = sum(w * x for x, w in nodes)
    second = sum(w * x * x for x, w in nodes)
    return min(second / first, longest) if first > 0 else mean
