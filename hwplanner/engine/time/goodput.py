"""Goodput: the share of a run's wall-clock that trains, after failures, restarts and stalls.

Failures arrive in proportion to GPU-hours. Llama 3 405B (Grattafiori et al. 2024, §3.3.4):
466 interruptions in a 54-day snapshot on 16,384 H100s, 419 of them unexpected, one every ~3
hours, and "higher than 90% effective training time". Each interruption costs the restart and
the work since the last checkpoint; 90% effective time at one interruption per 3.1 hours puts
that at ≤ 0.31 h, taken here as 0.3 h. A synchronous checkpoint stalls training while it is
written: write seconds ÷ the checkpoint interval of the wall-clock. Evaluation and slow starts
take a few per cent more on any scale (estimate 2%); a run whose evaluation pauses are given
counts them as their own line instead, and adds no stall share (the start-up after a restart is
in the hours lost per failure, the first one minutes in a run of days). So
    goodput = (1 − overhead − checkpoint write ÷ interval)
              ÷ (1 + failures per GPU-hour × GPUs × hours lost per failure),
0.89 on 16,384 GPUs, 0.97 on 2,048 and 0.98 on one node at seconds-long checkpoint writes.
"""

from __future__ import annotations

from hwplanner.engine.core.derived import derived
from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Message

FIXED_OVERHEAD = 0.02  # estimate: evaluation, start-up (checkpoint writes are modelled)
CHECKPOINT_SHARE_MAX = 0.9  # a write longer than the interval: the run barely trains
CHECKPOINT_WARN = 0.05  # a checkpoint stall share worth a warning
SOURCE = (
    "Llama 3 (Grattafiori et al. 2024, §3.3.4): 419 unexpected interruptions in 54 days on "
    "16,384 H100, >90% effective training time; OPT-175B logbook: 35+ manual restarts in 2 "
    "months on 992 A100"
)


def goodput(
    gpus: int,
    given: float | None,
    checkpoint_seconds: float = 0.0,
    interval_hours: float = 0.5,
    evaluation_counted: bool = False,
) -> Figure:
    """Share of wall-clock spent training (ratio): the workload's figure (taken to include the
    checkpoint stalls), else failures, checkpoint writes every `interval_hours` and the rest
    (no stall share when `evaluation_counted`: the pauses are a line of their own)."""
    if given is not None:
        return Figure(
            "goodput",
            "Goodput",
            given,
            "ratio",
            "given",
            (("goodput", given), ("checkpoint write s", checkpoint_seconds)),
            "workload",
            notes=(
                _note(given),
                Message("a given goodput is taken to include the checkpoint writes"),
            ),
        )
    rate = derived().failures_per_gpu_hour  # Llama 3's unexpected interruptions
    lost = derived().hours_lost_per_failure
    failures = rate * gpus * lost
    share = min(checkpoint_seconds / (interval_hours * 3600), CHECKPOINT_SHARE_MAX)
    stalls = 0.0 if evaluation_counted else FIXED_OVERHEAD
    value = max(0.01, (1 - stalls - share) / (1 + failures))
    notes = [_note(value)]
    if evaluation_counted:
        notes.append(
            Message(
                "the evaluation pauses are counted as their own line, so no share of "
                "evaluation and start-up stalls is taken off"
            )
        )
    return Figure(
        "goodput",
        "Goodput",
        value,
        "ratio",
        "(1 − stalls − checkpoint write ÷ interval) ÷ (1 + failures per GPU-hour × GPUs × "
        "hours lost per failure)",
        (
            ("failures per GPU-hour", rate),
            ("GPUs", gpus),
            ("hours lost per failure", lost),
            ("evaluation and start-up stalls", stalls),
            ("checkpoint write s", checkpoint_seconds),
            ("checkpoint interval h", interval_hours),
        ),
        SOURCE,
        low=max(0.01, value - 0.1),
        high=min(1.0, value + 0.02),
        notes=tuple(notes),
    )


def checkpoint_warning(checkpoint_seconds: float, interval_hours: float) -> str | None:
    """A warning when checkpoint writes take a noticeable share of the wall-clock."""
    share = checkpoint_seconds / (interval_hours * 3600)
    if share < CHECKPOINT_WARN:
        return None
    return Message(
        "checkpoint writes stall training {share:.0%} of the time ({minutes:,.1f} min every "
        "{hours:g} h): write faster ({speed}), checkpoint less often ({interval}) or "
        "asynchronously",
        share=min(share, 1.0),
        minutes=checkpoint_seconds / 60,
        hours=interval_hours,
        speed=FieldRef("workload.checkpoint_write_gbps_per_node"),
        interval=FieldRef("workload.checkpoint_interval_hours"),
    )


def _note(value: float) -> str:
    return Message(
        "wall-clock includes restarts, failures and checkpoint stalls: goodput {goodput:.0%} "
        "(edit {field})",
        goodput=value,
        field=FieldRef("workload.goodput"),
    )
