"""Every refusal the engine writes is a Message whose template the translators get: read from
the source (a PlanError's text, a framework rule's (field, text) pair, a plan or workload
validator's ValueError: a Message or refused(...) call, never an f-string or a literal), and
checked on refused plans (English as before, each template listed by scripts/engine_strings.py
and translated in both .ts files)."""

from __future__ import annotations

import ast
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.core.message import Message
from hwplanner.engine.plan.fields import declared, problem
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import gpu_problems, plan_problems, refusal
from tests.test_i18n_engine import extracted

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "hwplanner" / "engine"
# the modules whose every `raise ValueError(...)` refuses a user's value (pydantic validators)
VALIDATORS = ("plan/plan.py", "plan/workload.py")
MESSAGE_CALLS = ("Message", "refused")


class Source:
    """The engine's modules parsed, with each function found by name (the caller's module
    first) and the names each function binds."""

    def __init__(self, trees: dict[str, ast.Module]) -> None:
        self.trees = trees
        self.functions: dict[str, list[tuple[str, ast.FunctionDef]]] = {}
        for module, tree in self.trees.items():
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef):
                    self.functions.setdefault(node.name, []).append((module, node))

    def function(self, name: str, module: str) -> tuple[str, ast.FunctionDef] | None:
        found = self.functions.get(name, [])
        return next((f for f in found if f[0] == module), found[0] if found else None)


@cache
def source() -> Source:
    return Source(
        {
            str(p.relative_to(ENGINE)): ast.parse(p.read_text(encoding="utf-8"))
            for p in sorted(ENGINE.rglob("*.py"))
        }
    )


def _name(call: ast.Call) -> str:
    return getattr(call.func, "id", None) or getattr(call.func, "attr", "")


def _bindings(
    func: ast.FunctionDef,
) -> tuple[dict[str, list[ast.AST]], dict[str, tuple[ast.Call, int]]]:
    """(name → every value assigned to it, name → the call a for-loop target of it iterates
    and its position in the target tuple)."""
    values: dict[str, list[ast.AST]] = {}
    loops: dict[str, tuple[ast.Call, int]] = {}
    for node in ast.walk(func):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    values.setdefault(target.id, []).append(node.value)
        elif isinstance(node, ast.AnnAssign | ast.NamedExpr) and node.value is not None:
            if isinstance(node.target, ast.Name):
                values.setdefault(node.target.id, []).append(node.value)
        elif (
            isinstance(node, ast.For | ast.comprehension)
            and isinstance(node.iter, ast.Call)
            and isinstance(node.target, ast.Tuple)
        ):
            for i, elt in enumerate(node.target.elts):
                if isinstance(elt, ast.Name):
                    loops[elt.id] = (node.iter, i)
    return values, loops


class Check:
    """Whether a refusal's text is a Message wherever it comes from, with the places it is not."""

    def __init__(self, src: Source | None = None) -> None:
        self.src = src or source()
        self.seen: set[int] = set()
        self.bad: list[str] = []

    def where(self, module: str, node: ast.AST) -> str:
        return f"{module}:{getattr(node, 'lineno', '?')}: {ast.unparse(node)[:90]}"

    def text(self, node: ast.AST, module: str, func: ast.FunctionDef | None, empty: bool) -> bool:
        """`node` is a Message (`empty`: or None/"", a refusal function's 'no refusal')."""
        if isinstance(node, ast.Constant):
            return empty and node.value in (None, "")
        if isinstance(node, ast.IfExp):
            return self.text(node.body, module, func, empty) and self.text(
                node.orelse, module, func, empty
            )
        if isinstance(node, ast.Call):
            if _name(node) in MESSAGE_CALLS:
                return True
            return self.returns_text(_name(node), module)
        if isinstance(node, ast.Name) and func is not None:
            values, loops = _bindings(func)
            if node.id in values:
                return all(self.text(v, module, func, empty) for v in values[node.id])
            if node.id in loops:  # `for field, text in rules(...)`: the rule's pairs
                call, i = loops[node.id]
                return i == 1 and self.returns_pairs(_name(call), module)
        return False

    def returns_text(self, name: str, module: str) -> bool:
        """Every value the function `name` returns is a Message, None or ""."""
        found = self.src.function(name, module)
        if found is None:
            return False
        mod, func = found
        if id(func) in self.seen:
            return True
        self.seen.add(id(func))
        returns = [n for n in ast.walk(func) if isinstance(n, ast.Return) and n.value is not None]
        return bool(returns) and all(self.text(r.value, mod, func, True) for r in returns)

    def returns_pairs(self, name: str, module: str) -> bool:
        """Every (field, text) pair the rule function `name` returns has a Message text."""
        found = self.src.function(name, module)
        if found is None:
            return False
        mod, func = found
        if id(func) in self.seen:
            return True
        self.seen.add(id(func))
        ok = True
        for pair in _pairs(func):
            if isinstance(pair, ast.Call):  # `out += other_rules(...)`
                ok &= self.returns_pairs(_name(pair), mod)
            elif not self.text(pair.elts[1], mod, func, False):
                self.bad.append(self.where(mod, pair))
                ok = False
        return ok


def _pairs(func: ast.FunctionDef) -> Iterator[ast.Tuple | ast.Call]:
    """The (field, text) tuples a rule function collects (`out.append((…))`, `return [(…)]`,
    `out += [(…)]`) and the rule functions whose pairs it adds (`out += f(…)`)."""
    for node in ast.walk(func):
        lists: list[ast.AST] = []
        if isinstance(node, ast.Call) and _name(node) == "append" and node.args:
            lists = [ast.List(elts=[node.args[0]])]
        elif isinstance(node, ast.Return | ast.AugAssign) and node.value is not None:
            lists = [node.value]
        for value in lists:
            if isinstance(value, ast.Call) and isinstance(node, ast.AugAssign):
                yield value
            elif isinstance(value, ast.List):
                yield from (e for e in value.elts if isinstance(e, ast.Tuple) and len(e.elts) == 2)


def _enclosing(tree: ast.Module) -> Iterator[tuple[ast.AST, ast.FunctionDef | None]]:
    """Every node with the innermost function it stands in (None at module level)."""

    def walk(node: ast.AST, func: ast.FunctionDef | None) -> Iterator[tuple[ast.AST, Any]]:
        for child in ast.iter_child_nodes(node):
            inner = child if isinstance(child, ast.FunctionDef) else func
            yield child, inner
            yield from walk(child, inner)

    return walk(tree, None)


def not_messages(src: Source | None = None) -> list[str]:
    """The refusal texts in the engine's source that are not Messages."""
    check = Check(src)
    src = check.src
    for module, tree in src.trees.items():
        for node, func in _enclosing(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node)
            if name == "PlanError":
                if node.args and isinstance(node.args[0], ast.Starred):  # PlanError(*pair)
                    ok = _starred_pair(check, node.args[0].value, module, func)
                else:
                    text = node.args[1] if len(node.args) > 1 else None
                    text = text or next((k.value for k in node.keywords if k.arg == "text"), None)
                    ok = text is not None and check.text(text, module, func, False)
            elif name == "ValueError" and module in VALIDATORS and node.args:
                ok = check.text(node.args[0], module, func, False)
            else:
                continue
            if not ok:
                check.bad.append(check.where(module, node))
    for found in src.functions.values():  # every rule function's pairs, called or not
        for module, f in found:
            returns = ast.unparse(f.returns) if f.returns is not None else ""
            if module == "scenario/framework_rules.py" and returns == "list[tuple[str, str]]":
                check.returns_pairs(f.name, module)
    return sorted(set(check.bad))


def _starred_pair(check: Check, node: ast.AST, module: str, func: Any) -> bool:
    """PlanError(*pair): `pair` comes from a function returning (field, Message) or None."""
    values = _bindings(func)[0].get(getattr(node, "id", ""), []) if func else []
    calls = [
        v
        for value in values
        for v in ((value.body, value.orelse) if isinstance(value, ast.IfExp) else (value,))
        if not (isinstance(v, ast.Constant) and v.value is None)
    ]
    if not calls:
        return False
    for call in calls:
        found = check.src.function(_name(call), module) if isinstance(call, ast.Call) else None
        if found is None:
            return False
        mod, f = found
        for r in (n for n in ast.walk(f) if isinstance(n, ast.Return) and n.value is not None):
            tup = r.value
            if isinstance(tup, ast.Constant) and tup.value is None:
                continue
            if not (isinstance(tup, ast.Tuple) and check.text(tup.elts[1], mod, f, False)):
                return False
    return True


def test_every_refusal_in_the_source_is_a_message() -> None:
    assert not_messages() == []


def test_an_f_string_refusal_is_caught() -> None:
    """The check finds a refusal written as an f-string, a literal, a name bound to one, or a
    rule's pair with plain text; a Message (or a name bound to one) passes."""
    rules = ast.parse(
        "def rule(plan):\n"
        "    yield PlanError('tp', f'{plan.tp} is odd')\n"
        "    yield PlanError('pp', 'no')\n"
        "    text = f'x {plan}'\n"
        "    yield PlanError('cp', text)\n"
        "    yield PlanError('ep', Message('{ep} is odd', ep=plan.ep))\n"
        "    fine = Message('fine')\n"
        "    yield PlanError('ep', fine)\n"
        "    yield from (PlanError(n, t) for n, t in pairs(plan))\n"
        "def pairs(plan) -> list[tuple[str, str]]:\n"
        "    out = []\n"
        "    out.append(('zero', f'{plan.zero} is odd'))\n"
        "    out.append(('tp', Message('fine')))\n"
        "    return out\n"
    )
    validator = ast.parse("def check(self):\n    raise ValueError(f'tp: {self.tp} is odd')\n")
    found = not_messages(Source({"scenario/framework_rules.py": rules, VALIDATORS[0]: validator}))
    assert {line.split(": ", 1)[1] for line in found} == {
        "('zero', f'{plan.zero} is odd')",
        "PlanError('cp', text)",
        "PlanError('pp', 'no')",
        "PlanError('tp', f'{plan.tp} is odd')",
        "PlanError(n, t)",
        "ValueError(f'tp: {self.tp} is odd')",
    }


def test_the_message_templates_of_the_rules_are_extracted() -> None:
    """Every Message written in the rule modules is a literal template the extractor lists."""
    found = extracted()["Message"]
    modules = (
        "scenario/validity.py",
        "scenario/framework_rules.py",
        "plan/layout.py",
        "plan/posttrain_rules.py",
        *VALIDATORS,
    )
    missing = []
    for module in modules:
        tree = source().trees[module]
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node) == "Message":
                first = node.args[0]
                literals = [c.value for c in ast.walk(first) if isinstance(c, ast.Constant)]
                if not literals or not all(t in found for t in literals if isinstance(t, str)):
                    if isinstance(first, ast.Name):  # a module constant (FIELD_TEXT)
                        continue
                    missing.append(f"{module}:{node.lineno}")
    assert missing == []


# Refused plans: English as it was, every text a Message translated in both languages -------

TS = ROOT / "resources" / "translations"


@cache
def translated(lang: str) -> dict[str, str]:
    root = ET.parse(TS / f"hwplanner_{lang}.ts").getroot()
    return {
        m.findtext("source") or "": m.findtext("translation") or ""
        for c in root.iter("context")
        if c.findtext("name") == "Message"
        for m in c.iter("message")
    }


def templates(text: Any) -> Iterator[str]:
    """The Message templates of `text` and of the Messages among its arguments."""
    template = getattr(text, "template", None)
    if template is not None:
        yield template
        for arg in text.args.values():
            yield from templates(arg)


def refusals(n: int) -> Iterator[tuple[str, str]]:
    """(field, text) of every refusal among `n` random plans on random models and GPUs: the
    plan's own validation, the rules against model and GPU, and one field's greyed choices."""
    cat = shipped_catalog()
    rng = random.Random(7)
    models = sorted(cat.models.values(), key=lambda m: m.id)
    gpus = sorted(cat.gpus.values(), key=lambda g: g.id)
    choices = [d for d in declared(Plan) if d.values or d.kind == "bool"]
    numbers = [d for d in declared(Plan) if d.kind == "int" and d.high]
    for _ in range(n):
        spec, gpu = rng.choice(models), rng.choice(gpus)
        values = {d.name: rng.choice(d.values or (False, True)) for d in rng.sample(choices, 4)}
        for d in rng.sample(numbers, 2):
            values[d.name] = rng.choice([1, 2, 3, 8, int(d.high or 8)])
        try:
            plan = Plan(**values)
        except ValidationError as exc:
            p = problem(exc)
            yield p.field, p.text
            continue
        for e in (*plan_problems(spec, plan, gpu), *gpu_problems(gpu, plan, spec)):
            yield e.field, e.text
        d = rng.choice(choices)
        for value in d.values or (False, True):
            why = refusal(spec, plan, d.name, value, gpu)
            if why is not None:
                yield d.name, why


def placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"\{\w+", text))


def test_refusals_are_translated_messages() -> None:
    found = extracted()["Message"]
    messages = 0
    for field, text in refusals(1500):
        if not isinstance(text, Message):  # pydantic's own wording ("Input should be …")
            assert text.startswith("Input should be"), (field, text)
            continue
        messages += 1
        for template in templates(text):
            assert template in found, template
            for lang in ("zh_TW", "zh_CN"):
                shown = translated(lang).get(template, "")
                assert shown and placeholders(shown) == placeholders(template), (lang, template)
    assert messages > 500


def test_a_gpu_count_tp_does_not_divide_keeps_its_english() -> None:
    """The CLI, the API and --json read the same English as before the texts became Messages."""
    with pytest.raises(ValidationError) as caught:
        Plan(gpus_per_node=8, tp=3)
    english = "3 does not divide the number of GPUs (8); allowed: 1, 2, 4, 8"
    assert f"tp: {english}" in str(caught.value)
    p = problem(caught.value)
    assert (p.field, str(p.text)) == ("tp", english) and isinstance(p.text, Message)


def test_training_minimax_m1_keeps_its_english() -> None:
    spec = shipped_catalog().model("minimax-m1")
    first = plan_problems(spec, Plan(method="full"))[0]
    assert isinstance(first.text, Message)
    assert str(first) == (
        "method: training Lightning Attention layers (MiniMax-Text-01/M1) is not modelled (what "
        "its kernel keeps for backward is not counted); allowed: inference"
    )


def test_workload_refusals_are_messages() -> None:
    with pytest.raises(ValidationError) as caught:
        Workload(prompt_tokens=100, shared_prefix_tokens=200)
    p = problem(caught.value)
    assert p.field == "shared_prefix_tokens" and isinstance(p.text, Message)
    assert str(p.text) == "200 exceeds the prompt (100 tokens); allowed: 0 to prompt_tokens"
    half = Workload(eval_tokens=1000).evaluation_note()  # said, not refused
    assert half is not None and isinstance(half, Message)
