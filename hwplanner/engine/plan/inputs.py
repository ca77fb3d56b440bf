"""Every declared input field by its dotted path ("plan.seq_len", "workload.tokens"): the plan
and the workload are the two models whose fields the user sets; and which of the fields a user
set do not apply to their plan."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from pydantic import BaseModel

from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.fields import Declared, by_name, declared
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload


def field_at(path: str) -> Declared | None:
    """The declaration of 'plan.seq_len' or 'workload.tokens' (None when there is none)."""
    owner, _, name = path.partition(".")
    models: dict[str, type[BaseModel]] = {"plan": Plan, "workload": Workload}
    model = models.get(owner)
    return by_name(model).get(name) if model else None


# The one wording of the note (views translate it; the CLI names the fields by their options).
UNUSED = N_("Message", "Not used by this plan, so they change nothing: {options}.")


def unused_fields(
    plan: Plan,
    spec: Any,
    given: Collection[str],
    models: tuple[type[BaseModel], ...] = (Plan, Workload),
) -> list[Declared]:
    """The declared fields among `given` (field names the user set) that do not apply to the
    plan (the declarations' `applies`, the rule that hides their rows in the app): accepted,
    but they change nothing — a storage format for full fine-tuning, --draft-model without
    draft speculation, ZeRO for serving."""
    return [
        d for m in models for d in declared(m) if d.name in given and not d.ui.applies(plan, spec)
    ]
