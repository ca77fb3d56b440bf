"""The constants taken from published results — what runs measured, not a datasheet figure, a
kernel microbenchmark or a framework's documented buffer — declared once, here.

Each is an engine parameter the mechanisms cannot give: how close a training stack gets to the
sum of its kernels' times, the allocator reserve one framework keeps, how often a large cluster
fails, the memory of one compiled loss. What each was derived from, and how to derive it again,
is in hwplanner/validation/derivations.py; `hwplanner validate` re-derives every one with the
source under test left out and runs that source's cases with those values (leave one source
out), so no source is scored on a value it set.

The engine reads them with `derived()`. `derived_values(...)` changes them for the calling
context only (a with-block; a ContextVar, so threads and other callers keep the defaults):
validation's way in, never a user's — a user's own figures are workload fields."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class Derived:
    # Whatever a training step does besides the kernels it is timed from (launch gaps, kernel
    # tails, clocks below the short-burst matmul rate, data loading): the median over the 41
    # training rows that predate the step-time model of measured ÷ kernel-time utilisation.
    stack_efficiency: float = 0.73
    # torchtune LoRA tutorial log, Llama-2-7B: 13.98 GiB reserved after model init for
    # 12.55 GiB of bf16 weights (+11%); those cached blocks stay reserved through training.
    torchtune_allocator_share: float = 0.11
    # Llama 3 405B (Grattafiori et al. 2024, §3.3.4): 419 unexpected interruptions in a
    # 54-day snapshot on 16,384 H100.
    failures_per_gpu_hour: float = 419 / (54 * 24 * 16_384)
    # Restart and work lost per interruption, hours: with one interruption every 3.1 h and
    # "higher than 90% effective training time" (the same report), at most 0.31 h.
    hours_lost_per_failure: float = 0.3
    # The whole plain cross-entropy under torch.compile, bytes per logit at its backward peak:
    # Cut Cross-Entropy (Wijmans et al. 2024, table 1), 16,000 MB for the loss and gradient of
    # 8,192 × 256,000 logits on a GPU.
    compiled_plain_loss_backward: float = 8.0


DEFAULTS = Derived()
_CURRENT: ContextVar[Derived] = ContextVar("hwplanner_derived", default=DEFAULTS)


def derived() -> Derived:
    """The values in force: the defaults, unless validation has changed them for this context."""
    return _CURRENT.get()


@contextmanager
def derived_values(values: Derived | None = None, **changes: float) -> Iterator[Derived]:
    """Run a block with other values (`values`, then `changes` on top); restored afterwards."""
    chosen = replace(values or derived(), **changes)
    token = _CURRENT.set(chosen)
    try:
        yield chosen
    finally:
        _CURRENT.reset(token)
