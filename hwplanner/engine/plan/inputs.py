"""Every declared input field by its dotted path ("plan.seq_len", "workload.tokens"): the plan
and the workload are the two models whose fields the user sets."""

from __future__ import annotations

from pydantic import BaseModel

from hwplanner.engine.plan.fields import Declared, by_name
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload


def field_at(path: str) -> Declared | None:
    """The declaration of 'plan.seq_len' or 'workload.tokens' (None when there is none)."""
    owner, _, name = path.partition(".")
    models: dict[str, type[BaseModel]] = {"plan": Plan, "workload": Workload}
    model = models.get(owner)
    return by_name(model).get(name) if model else None
