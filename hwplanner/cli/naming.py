"""How a refused field becomes the CLI's error: named by the option that sets it."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from hwplanner.cli.errors import UsageError
from hwplanner.engine.core.message import FieldRef, FieldValue
from hwplanner.engine.plan.fields import Problem, declared, problem
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError

# field name -> flag, for naming fields in messages (plan and workload names never collide)
FLAGS: dict[str, str] = {
    d.name: d.flag for m in (Plan, Workload) for d in declared(m) if d.ui.flag != ""
}


def flag_for(field: str) -> str:
    """The option that sets a plan or workload field ('seq_len' → '--seq-len')."""
    name = field.rpartition(".")[2]
    # a command's own option (recommend's deadline_hours), not a plan or workload field
    return FLAGS.get(name) or "--" + name.replace("_", "-")


def named(p: Problem | PlanError, prefix: str = "") -> UsageError:
    """A refused field (a bad value, or a plan the rules refuse) as the CLI says it: the flag,
    then what is wrong."""
    where = flag_for(p.field) if p.field else ""
    said = _options_named(p.text)
    text = f"{where}: {said}" if where else said
    return UsageError(prefix + text)


def _options_named(text: Any) -> str:
    """The refusal's English text with every field it names shown as the option that sets it
    ('use --offload-training'), a field's value as the value, in nested messages too, as the
    report's warnings show them."""
    args = getattr(text, "args", None)
    if not args:
        return str(text)
    shown = {
        k: str(v)  # a field's value as the option takes it
        if isinstance(v, FieldValue)
        else flag_for(v.path)
        if isinstance(v, FieldRef)
        else _options_named(v)
        if hasattr(v, "template")
        else v
        for k, v in args.items()
    }
    return str(text.template.format(**shown))


def from_validation(exc: ValidationError, prefix: str = "") -> UsageError:
    return named(problem(exc), prefix)
