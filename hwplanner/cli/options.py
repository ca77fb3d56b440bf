"""Command-line options generated from the plan and workload field declarations.

Every Plan and Workload field declared with fields.Ui gets its option here: the flag, type,
choices, range and help all come from the declaration, so the CLI cannot drift from the engine.
"""

from __future__ import annotations

import argparse
from typing import Any

from pydantic import BaseModel, ValidationError

from hwplanner.cli.errors import UsageError
from hwplanner.cli.naming import FLAGS, from_validation
from hwplanner.engine.core.message import Message
from hwplanner.engine.plan.fields import GROUPS, Declared, declared, number_text
from hwplanner.engine.plan.frameworks import PROFILE_FIELDS
from hwplanner.engine.plan.inputs import UNUSED, unused_fields
from hwplanner.engine.plan.plan import LORA_TARGET_PRESETS, Method, Plan
from hwplanner.engine.plan.typed import typed_values
from hwplanner.engine.plan.workload import Workload

MODELS: tuple[type[BaseModel], ...] = (Plan, Workload)


def _default_text(d: Declared) -> str:
    if d.owner == "plan" and d.name in PROFILE_FIELDS:
        return "default: the framework's"
    if d.optional:
        return "unset by default"
    value = d.default
    if isinstance(value, tuple):
        return "default: " + ",".join(value)
    if hasattr(value, "value"):
        value = value.value
    if isinstance(value, float):
        return f"default {number_text(value)}"
    return f"default {value}"


def help_text(d: Declared) -> str:
    """An option's help: the declaration's words, its range and its default."""
    parts = [d.ui.help]
    if d.range_text():
        parts.append(d.range_text())
    return ("; ".join(parts) + f" ({_default_text(d)})").replace("%", "%%")


def add_field_options(parser: argparse.ArgumentParser, model: type[BaseModel]) -> None:
    """One option per declared field of `model`, grouped as the GUI groups them."""
    groups: dict[str, Any] = {}
    for d in declared(model):
        if d.ui.flag == "":
            continue
        if d.ui.group not in groups:
            groups[d.ui.group] = parser.add_argument_group(GROUPS[d.ui.group][1].lower())
        kw: dict[str, Any] = {"dest": f"{d.owner}_{d.name}", "default": None, "help": help_text(d)}
        if d.kind == "bool":
            kw["action"] = argparse.BooleanOptionalAction
        elif d.kind == "enum":
            kw["choices"] = [*d.values, *d.ui.aliases]
        elif d.kind == "int":
            kw["type"] = int
            if d.ui.choices:
                kw["choices"] = [int(k) for k in d.ui.choices]
            else:
                kw["metavar"] = "N"
        elif d.kind == "float":
            kw["type"] = float
            kw["metavar"] = (d.ui.unit or "x").upper()
        elif d.kind == "text" and d.ui.choices:
            kw["choices"] = [*d.ui.choices, *d.ui.aliases]
        elif d.kind == "list":
            kw["metavar"] = "A,B,…"
        groups[d.ui.group].add_argument(d.flag, **kw)


def add_plan_options(parser: argparse.ArgumentParser) -> None:
    add_field_options(parser, Plan)
    add_field_options(parser, Workload)


def parse_targets(text: str) -> tuple[str, ...]:
    """'all', 'attention,experts' or 'q,v' → the target tuple (presets expanded, no repeats)."""
    items: list[str] = []
    for part in (t.strip() for t in text.split(",")):
        if part:
            items += LORA_TARGET_PRESETS.get(part, (part,))
    return tuple(dict.fromkeys(items))


def given_fields(args: argparse.Namespace, model: type[BaseModel]) -> dict[str, Any]:
    """The fields of `model` the command line set, as field values."""
    out: dict[str, Any] = {}
    for d in declared(model):
        value = getattr(args, f"{d.owner}_{d.name}", None)
        if value is None:
            continue
        out[d.name] = parse_targets(value) if d.name == "lora_targets" else value
    return out


def plan_from_args(args: argparse.Namespace, base: Plan | None = None) -> Plan:
    """The plan the flags describe; over `base` (a project's plan) the flags win."""
    return typed_plan_from_args(args, base)[0]


def typed_plan_from_args(
    args: argparse.Namespace, base: Plan | None = None, *, moe: bool | None = None
) -> tuple[Plan, list[Message], frozenset[str]]:
    """The plan the flags describe, a whole plan typed in a framework's own words read into the
    planner's notation (plan/typed.py; `moe`: the model's kind, for vLLM's data-parallel
    ranks), what each reading says and the fields it used up; over `base` (a project's plan)
    the flags are edits, taken as they are."""
    values = given_fields(args, Plan)
    said: list[Message] = []
    consumed: frozenset[str] = frozenset()
    if base is None:
        values, said, consumed = typed_values(values, values.get("method", Method.LORA), moe=moe)
    try:
        plan = base.with_changes(**values) if base is not None else Plan(**values)
    except ValidationError as exc:
        raise from_validation(exc) from None
    return plan, said, consumed


def workload_from_args(args: argparse.Namespace, base: Workload | None = None) -> Workload:
    values = given_fields(args, Workload)
    try:
        if base is not None:
            return base.with_changes(**values)
        return Workload(**values)
    except ValidationError as exc:
        raise from_validation(exc) from None


def unused_options(
    args: argparse.Namespace, plan: Plan, spec: object, consumed: frozenset[str] = frozenset()
) -> str | None:
    """A note naming the options the command line set that do not apply to this plan
    (inputs.unused_fields), by their flags; `consumed`: those a typed plan's reading used up
    (said in its own note)."""
    given = {name for model in MODELS for name in given_fields(args, model)} - consumed
    unused = [FLAGS[d.name] for d in unused_fields(plan, spec, given) if d.name in FLAGS]
    return Message(UNUSED, options=", ".join(unused)) if unused else None


def any_given(args: argparse.Namespace) -> bool:
    return any(given_fields(args, m) for m in MODELS)


__all__ = ["FLAGS", "UsageError", "add_plan_options", "plan_from_args", "workload_from_args"]
