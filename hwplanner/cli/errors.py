"""The CLI's one error type, and how engine and file errors become it (naming the flag)."""

from __future__ import annotations

from pydantic import ValidationError

from hwplanner.engine.plan.fields import Problem, declared, problem
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError

# field name -> flag, for naming fields in messages (plan and workload names never collide)
FLAGS: dict[str, str] = {
    d.name: d.flag for m in (Plan, Workload) for d in declared(m) if d.ui.flag != ""
}


class UsageError(Exception):
    """Bad input: printed as one line on stderr, exit status 2."""


def flag_for(field: str) -> str:
    """The option that sets a plan or workload field ('seq_len' → '--seq-len')."""
    name = field.rpartition(".")[2]
    # a command's own option (recommend's deadline_hours), not a plan or workload field
    return FLAGS.get(name) or "--" + name.replace("_", "-")


def named(p: Problem | PlanError, prefix: str = "") -> UsageError:
    """A refused field (a bad value, or a plan the rules refuse) as the CLI says it: the flag,
    then what is wrong."""
    where = flag_for(p.field) if p.field else ""
    text = f"{where}: {p.text}" if where else p.text
    return UsageError(prefix + text)


def from_validation(exc: ValidationError, prefix: str = "") -> UsageError:
    return named(problem(exc), prefix)
