"""Adversarial JSON for the fuzz suites: a valid document, then a few mutations an attacker
or a broken disk would make (hostile strings, absurd numbers, deep nesting, wrong types,
missing and extra keys, truncation)."""

from __future__ import annotations

import json
import math
import random
from typing import Any

HOSTILE_STRINGS = [
    "",
    "RTX {}",
    "RTX {x}",
    "{0} {1!r} {value:>{width}}",
    "100% %s %n %(x)s",
    "<img src=x>",
    "<a href=file:///etc/passwd>link</a>",
    "<b>bold</b><script>alert(1)</script>",
    "two\nlines\r\x1b[31m\x00",
    "\u202eevil\u200b",
    "計劃 🚀",
    "..",
    "/etc/passwd",
    "x" * 300,
]
NUMBERS: list[Any] = [
    0,
    -1,
    1,
    0.5,
    1e300,
    -1e300,
    5e-324,
    -5e-324,
    math.nan,
    math.inf,
    -math.inf,
    2**63,
    10**400,
    True,
    False,
]


def hostile_value(rng: random.Random) -> Any:
    kind = rng.randrange(7)
    if kind == 0:
        s = rng.choice(HOSTILE_STRINGS)
        return s * rng.choice([1, 1, 1, 100, 3_000]) if s else s
    if kind == 1:
        return rng.choice(NUMBERS)
    if kind == 2:
        return None
    if kind == 3:
        depth = rng.choice([1, 2, 5, 40])
        value: Any = rng.choice(NUMBERS[:5])
        for _ in range(depth):
            value = [value] if rng.random() < 0.5 else {"k": value}
        return value
    if kind == 4:
        return [rng.choice(HOSTILE_STRINGS) for _ in range(rng.randrange(4))]
    if kind == 5:
        return {rng.choice(HOSTILE_STRINGS): rng.choice(NUMBERS[:6])}
    return rng.uniform(-1e6, 1e6)


_PATHS: dict[int, list[tuple[Any, ...]]] = {}


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*prefix, i))
    return out


def json_paths(doc: Any) -> list[tuple[Any, ...]]:
    """Every place in a JSON document (keys and indexes from the root), the root left out."""
    return _paths(doc)[1:]


def mutate(doc: Any, rng: random.Random, rounds: int) -> Any:
    """`doc` (a fresh copy) with `rounds` mutations at places of the original document (a
    place an earlier mutation removed is skipped)."""
    paths = _PATHS.get(id(doc))
    if paths is None:
        paths = _PATHS[id(doc)] = json_paths(doc)
    doc = json.loads(json.dumps(doc))
    for _ in range(rounds):
        path = rng.choice(paths)
        try:
            parent = doc
            for key in path[:-1]:
                parent = parent[key]
            key = path[-1]
            parent[key]  # still there?
        except (KeyError, IndexError, TypeError):
            continue
        if not isinstance(parent, (dict, list)):
            continue
        op = rng.randrange(4)
        if op == 0 and isinstance(parent, dict):
            del parent[key]
        elif op == 1 and isinstance(parent, dict):
            parent[rng.choice(HOSTILE_STRINGS[:8])] = hostile_value(rng)
        elif op == 2 and isinstance(parent, list):
            parent.append(json.loads(json.dumps(rng.choice(parent))))
        else:
            parent[key] = hostile_value(rng)
    return doc


def to_text(doc: Any, rng: random.Random) -> str:
    """JSON text of `doc`, NaN/Infinity literals included, sometimes damaged."""
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5)
    r = rng.random()
    if r < 0.05:
        return text[: rng.randrange(len(text) + 1)]  # truncated
    if r < 0.08:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(["\x00", "}", "]", ",", '"', "\ufffd"]) + text[i:]
    return text
