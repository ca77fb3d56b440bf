"""The engine's translatable English, read from its source code (no engine code runs).

The engine stays English and Qt-free; views translate its words through hwplanner.i18n. Its
strings are marked where they are written, by where they stand:
  * `Figure(...)` and any engine function with a `label` or `formula` parameter: the literal
    passed as label, formula, display, notes or source (contexts Figure, Formula, Figure,
    Message, Source) and the name of each (name, value) pair of its inputs (Input); a framework
    profile's `source`, `serving_source`, `attention_dp_source`, `rollout_ahead_source`,
    `reserves_whole_request`, `optimizers_source`, `triton_scans`, `triton_moe`,
    `weight_update_source` and the other `FRAMEWORK_SOURCES` (Source);
  * `Joined(...)`, `joined(...)`: each literal part (context Source);
  * `Term("Context", "text")`: the text (context Context);
  * `Message("template", ...)`: the template (context Message);
  * `Ui(...)` field declarations: label (Field), help (FieldHelp), suffix and unset (Fields),
    the values of `choices` (Choice);
  * `N_("Context", "text")`: anything else (table entries, phase names, group titles).
A literal may be a conditional (`"a" if c else "b"`) or a sum of literals; both sides are
listed. Anything computed (an f-string) is not a translatable string: tests/test_i18n_engine.py
checks that every figure, warning and note the engine produces is found here.

`python scripts/engine_strings.py OUT.py` writes them as QT_TRANSLATE_NOOP lines that
pyside6-lupdate reads (scripts/update_translations.sh does this into a temporary file).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from itertools import product
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "hwplanner" / "engine"
PARAM_CONTEXT = {
    "label": "Figure",
    "formula": "Formula",
    "display": "Figure",
    "notes": "Message",
    "source": "Source",
}
FRAMEWORK_SOURCES = (
    "source",
    "serving_source",
    "attention_dp_source",
    "rollout_ahead_source",
    "reserves_whole_request",
    "prefill_first",
    "export_gathers_whole",
    "parks_pageable_source",
    "optimizers_source",
    "triton_scans",
    "triton_moe",
    "hybrid_pages",
    "packing_within_samples",
    "fp8_attention",
    "ep_spans_tp",
    "fused_layer_kernels",
    "async_scheduling_source",
    "mlp_targets_cover_experts",
    "outside_share_source",
    "rollout_shares_weights",
    "rollout_placements_source",
    "weight_update_source",
    "sampler_source",
    "sorting_sampler_source",
)
UI_CONTEXT = {"label": "Field", "help": "FieldHelp", "suffix": "Fields", "unset": "Fields"}


def _strings(node: ast.AST | None, names: dict[str, ast.AST]) -> set[str]:
    """Every string `node` can be, when it is built from literals only (else empty)."""
    if node is None:
        return set()
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _strings(node.body, names) | _strings(node.orelse, names)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _strings(node.left, names), _strings(node.right, names)
        return {a + b for a, b in product(left, right)} if left and right else set()
    if isinstance(node, ast.Name) and node.id in names:
        value = names[node.id]
        if isinstance(value, ast.Tuple) and getattr(value, "_assigned", False):
            return set().union(*(_strings(v, names) for v in value.elts))
        return _strings(value, names)
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Message" and node.args:
        return _strings(node.args[0], names)
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        return set().union(*(_strings(v, names) for v in node.value.values if v is not None))
    return set()


def _items(node: ast.AST | None, names: dict[str, ast.AST]) -> Iterator[ast.AST]:
    """The elements of a tuple/list literal, the values of a dict literal, or the node."""
    if isinstance(node, ast.Name) and node.id in names:
        node = names[node.id]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        yield from node.elts
    elif isinstance(node, ast.Dict):
        yield from (v for v in node.values if v is not None)
    elif node is not None:
        yield node


def _input_names(node: ast.AST | None, names: dict[str, ast.AST], depth: int = 0) -> set[str]:
    """The names of a figure's inputs: the first element of every (name, value) pair of a
    tuple or list literal, followed through local names and starred parts."""
    if node is None or depth > 6:
        return set()
    if isinstance(node, ast.Name) and node.id in names:
        return _input_names(names[node.id], names, depth + 1)
    if isinstance(node, ast.Starred):
        return _input_names(node.value, names, depth + 1)
    if isinstance(node, ast.Tuple | ast.List):
        if getattr(node, "_assigned", False):  # a local name's every value
            return set().union(*(_input_names(v, names, depth + 1) for v in node.elts))
        if len(node.elts) == 2 and _strings(node.elts[0], names):
            return _strings(node.elts[0], names)
        return set().union(*(_input_names(v, names, depth + 1) for v in node.elts))
    return set()


def _builds_figures(params: list[str]) -> bool:
    return bool({"label", "formula"} & set(params))


def _signatures(trees: list[ast.Module]) -> dict[str, list[str]]:
    """Parameter names, in order, of every engine function and dataclass."""
    out: dict[str, list[str]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                params = [a.arg for a in node.args.args]
                # a name defined twice (a property `usd` and a figure builder `usd`): the one
                # that builds figures, whatever the order the files are read in
                if node.name not in out or _builds_figures(params) > _builds_figures(
                    out[node.name]
                ):
                    out[node.name] = params
            elif isinstance(node, ast.ClassDef):
                fields = [
                    s.target.id
                    for s in node.body
                    if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
                ]
                if fields:
                    out.setdefault(node.name, fields)
    return out


def _module_names(tree: ast.Module) -> dict[str, ast.AST]:
    names: dict[str, ast.AST] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                names[target.id] = node.value
        elif (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and node.value is not None
        ):
            names[node.target.id] = node.value
    return names


def _local_names(func: ast.FunctionDef, outer: dict[str, ast.AST]) -> dict[str, ast.AST]:
    """Module names plus the function's own: a name assigned several times stands for any of
    its values (held in a marked tuple)."""
    values: dict[str, list[ast.AST]] = {}
    for node in ast.walk(func):
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        for target in targets:
            if isinstance(target, ast.Name):
                values.setdefault(target.id, []).append(value)
            elif isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                for t, v in zip(target.elts, value.elts, strict=False):
                    if isinstance(t, ast.Name):
                        values.setdefault(t.id, []).append(v)
    names = dict(outer)
    for name, vs in values.items():
        group = ast.Tuple(elts=vs, ctx=ast.Load())
        group._assigned = True  # type: ignore[attr-defined]
        names[name] = group
    return names


def _calls(
    tree: ast.Module, names: dict[str, ast.AST]
) -> Iterator[tuple[ast.Call, dict[str, ast.AST]]]:
    """Every call with the names visible where it stands (its function's, else the module's)."""
    seen: set[int] = set()
    for func in ast.walk(tree):
        if isinstance(func, ast.FunctionDef):
            local = _local_names(func, names)
            for node in ast.walk(func):
                if isinstance(node, ast.Call) and id(node) not in seen:
                    seen.add(id(node))
                    yield node, local
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and id(node) not in seen:
            yield node, names


def _arguments(call: ast.Call, params: list[str]) -> Iterator[tuple[str, ast.AST]]:
    for i, arg in enumerate(call.args):
        if i < len(params):
            yield params[i], arg
    for kw in call.keywords:
        if kw.arg:
            yield kw.arg, kw.value


def collect(engine: Path = ENGINE) -> dict[str, set[str]]:
    """{context: strings} for every translatable literal in the engine's source."""
    files = sorted(engine.rglob("*.py"))
    trees = [ast.parse(p.read_text(encoding="utf-8")) for p in files]
    sigs = _signatures(trees)
    found: dict[str, set[str]] = {}

    def add(context: str, texts: set[str]) -> None:
        found.setdefault(context, set()).update(t for t in texts if t.strip())

    for tree in trees:
        for node, names in _calls(tree, _module_names(tree)):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", "")
            if name == "Message" and node.args:
                add("Message", _strings(node.args[0], names))
            elif name in ("Joined", "joined", "Listed"):
                for arg in node.args:
                    add("Source", _strings(arg, names))
            elif name in ("N_", "Term") and len(node.args) == 2:
                for ctx in _strings(node.args[0], names):
                    add(ctx, _strings(node.args[1], names))
            elif name == "Ui":
                for param, value in _arguments(node, sigs.get("Ui", [])):
                    if param in UI_CONTEXT:
                        add(UI_CONTEXT[param], _strings(value, names))
                    elif param == "choices":
                        for item in _items(value, names):
                            add("Choice", _strings(item, names))
            elif name == "Framework":
                for param, value in _arguments(node, sigs.get("Framework", [])):
                    if param in FRAMEWORK_SOURCES:
                        add("Source", _strings(value, names))
            elif name in sigs and {"label", "formula"} & set(sigs[name]):
                for param, value in _arguments(node, sigs[name]):
                    if param == "inputs":
                        add("Input", _input_names(value, names))
                    if param in PARAM_CONTEXT:
                        for item in _items(value, names) if param == "notes" else [value]:
                            add(PARAM_CONTEXT[param], _strings(item, names))
    return found


def literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write(out: Path) -> dict[str, int]:
    """Write the strings as QT_TRANSLATE_NOOP calls for pyside6-lupdate; counts per context."""
    found = collect()
    lines = ["# Generated by scripts/engine_strings.py for pyside6-lupdate; not imported.\n"]
    for context in sorted(found):
        lines += [
            f"QT_TRANSLATE_NOOP({literal(context)}, {literal(t)})\n" for t in sorted(found[context])
        ]
    out.write_text("".join(lines), encoding="utf-8")
    return {c: len(t) for c, t in sorted(found.items())}


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("engine_strings_for_lupdate.py")
    print(", ".join(f"{c} {n}" for c, n in write(target).items()))
