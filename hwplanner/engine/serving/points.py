"""What a serving replica's timing gives: a decode step's parts (StepParts) and the replica at
one concurrency (Point). serving/latency.py computes them; the simulated benchmark run
(serving/benchmark_run.py), the service levels and the views read them."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple


class StepParts(NamedTuple):
    """Seconds of one decode step's parts. The GPU runs a step's kernels one after another,
    each bound by its own roofline: the linear layers by reading the weights or by their
    FLOPs, attention by reading the KV cache or by its FLOPs. A large batch whose linear
    layers are compute bound still waits for attention to read every sequence's cache
    (operator-level roofline: Williams et al. 2009; Yuan et al. 2024, "LLM Inference
    Unveiled", which sums it per operator)."""

    weights_s: float  # reading the weights (and adapters) of the linear layers
    linear_compute_s: float  # the linear layers' FLOPs
    kv_s: float  # reading the running sequences' KV cache
    attention_compute_s: float  # attention's FLOPs
    comm_s: float  # tensor-parallel all-reduces and pipeline hand-offs
    other_s: float  # host step overhead and the proposer
    floor_s: float = 0.0  # every kernel's fixed time, besides its bytes and FLOPs
    state_s: float = 0.0  # of kv_s: a hybrid's recurrent state read and written back

    @property
    def linear_s(self) -> float:
        return max(self.weights_s, self.linear_compute_s)

    @property
    def attention_s(self) -> float:
        return max(self.kv_s, self.attention_compute_s)

    @property
    def kernels_s(self) -> float:
        return self.linear_s + self.attention_s + self.floor_s

    @property
    def memory_s(self) -> float:
        return self.weights_s + self.kv_s

    @property
    def compute_s(self) -> float:
        return self.linear_compute_s + self.attention_compute_s


@dataclass(frozen=True, slots=True)
class Point:
    """The replica at one concurrency: seconds, requests/s, and the sequences running."""

    concurrency: float
    running: float
    ttft_s: float
    tpot_s: float
    requests_per_second: float
    prefill_share: float  # ρ: share of the replica's time spent in prefills

    @property
    def request_s(self) -> float:
        return self.concurrency / self.requests_per_second if self.requests_per_second else math.inf
