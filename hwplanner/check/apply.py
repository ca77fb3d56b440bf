"""Measurements kept as the user's own values: the utilisation a training run reached becomes
the scenario's MFU (workload.mfu), the memory share a serving engine ran with its memory share
(plan.memory_share). Each becomes a value the user set, so the estimate uses it, Explain and the
sheet show it as given, and the project remembers it."""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.check import logs
from hwplanner.check.compare import Row, planned
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.fields import by_name
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.i18n import QT_TRANSLATE_NOOP
from hwplanner.project import ScenarioSpec


@dataclass(frozen=True)
class Stored:
    path: str  # "workload.mfu", "plan.memory_share"
    value: float
    tool: str  # the tool whose reading it is


def storable(est: Estimate, rows: tuple[Row, ...]) -> tuple[Stored, ...]:
    """What the readings let the project keep: the MFU a training run measured (printed, or
    the plan's MFU scaled by the measured ÷ planned tokens/s), the memory share a serving
    engine printed. Nothing a reading cannot give (no guess)."""
    found = {r.quantity: r for r in rows}
    out: list[Stored] = []
    plan = est.scenario.plan
    if plan.method.is_training and not plan.method.is_post_training:
        mfu = found.get(logs.MFU)
        speed = found.get(logs.TOKENS_PER_SECOND)
        planned_mfu = planned(est, logs.MFU)
        value = None
        if mfu is not None:
            value, tool = mfu.measured, mfu.tool
        elif speed is not None and speed.planned and planned_mfu:
            value, tool = planned_mfu * speed.measured / speed.planned, speed.tool
        if value is not None and by_name(Workload)["mfu"].allows(value):
            out.append(Stored("workload.mfu", round(value, 4), tool))
    share = found.get(logs.MEMORY_SHARE)
    # vLLM printed it: its gpu_memory_utilization, which another engine's share is not
    vllm = est.scenario.plan.framework == "vllm"
    if (
        share is not None
        and vllm
        and share.tool == "vLLM"
        and by_name(Plan)["memory_share"].allows(share.measured)
    ):
        out.append(Stored("plan.memory_share", round(share.measured, 4), share.tool))
    return tuple(out)


NOT_POST_TRAINING = QT_TRANSLATE_NOOP(
    "Check",
    "a post-training plan's time is set by its rollouts and steps, not an MFU the project keeps",
)
NOTHING_READ = QT_TRANSLATE_NOOP(
    "Check",
    "no utilisation (MFU or tokens/s of a training run) nor vLLM memory share of a vLLM plan "
    "was read",
)


def not_kept(est: Estimate, rows: tuple[Row, ...]) -> str:
    """Why nothing was kept (English, context "Check")."""
    speed = {logs.MFU, logs.TOKENS_PER_SECOND} & {r.quantity for r in rows}
    if speed and est.scenario.plan.method.is_post_training:
        return NOT_POST_TRAINING
    return NOTHING_READ


def applied(scenario: ScenarioSpec, stored: tuple[Stored, ...]) -> ScenarioSpec:
    """The scenario with the stored values set as the user's (validated)."""
    return scenario.with_values({s.path: s.value for s in stored})
