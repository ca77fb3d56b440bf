"""Damaged project documents for `bench/fuzz.py projects`: a base (an example, an old-version
fixture, or one with a custom model and GPU) with one kind of damage — mutated values, extreme
numbers in the declared fields, wrong types, deep nesting, huge sizes, other encodings,
truncation. Case i is built from its own seed."""

from __future__ import annotations

import json
import random
from typing import Any, ClassVar

from bench.fuzz_inputs import DEEP, EXTREME_NUMBERS, HUGE_INT, MARKUP, in_range, project_bases
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.plan.fields import Declared, declared
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from tests.fuzz import json_paths, mutate, to_text

NUMERIC_FIELDS = [d for m in (Plan, Workload) for d in declared(m) if d.kind in ("int", "float")]
OTHER_TYPES: list[Any] = [[], {}, "", "x", 0, None, True, [{}], {"a": []}, "1e3", -1]


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(doc, path[:-1])[path[-1]] = value


class ProjectCases:
    """Project documents for case i: a base (example, old-version fixture or one with custom
    entries) with one kind of damage. Returns (kind, bytes)."""

    KINDS: ClassVar[list[tuple[str, int]]] = [
        ("mutate", 38), ("numbers", 24), ("types", 8), ("nesting", 5), ("sizes", 7),
        ("encoding", 9), ("truncate", 6), ("valid", 3), ("hostile", 10),
    ]  # fmt: skip

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.bases = project_bases()
        self.leaves = [json_paths(b) for b in self.bases]

    def kind(self, i: int) -> str:
        """Case i's kind, without building it."""
        rng = random.Random(self.seed * 1_000_033 + i)
        return rng.choices([k for k, _ in self.KINDS], [w for _, w in self.KINDS])[0]

    def case(self, i: int) -> tuple[str, bytes]:
        rng = random.Random(self.seed * 1_000_033 + i)
        kind = rng.choices([k for k, _ in self.KINDS], [w for _, w in self.KINDS])[0]
        b = rng.randrange(len(self.bases))
        doc = json.loads(json.dumps(self.bases[b]))
        data = getattr(self, "_" + kind)(rng, doc, self.leaves[b])
        return kind, data

    def _valid(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        return json.dumps(doc, indent=rng.choice([None, 2])).encode()

    def _mutate(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        return to_text(mutate(doc, rng, rng.choice([1, 1, 2, 3, 6])), rng).encode(
            "utf-8", "surrogatepass"
        )

    def _numbers(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        numeric = [p for p in leaves if type(_get(doc, p)) in (int, float)]
        for _ in range(rng.choice([1, 1, 2, 3])):
            r = rng.random()
            if r < 0.55 and doc.get("scenarios"):
                d = rng.choice(NUMERIC_FIELDS)
                sc = rng.choice(doc["scenarios"])
                target = sc.setdefault(d.owner, {})
                if not isinstance(target, dict):
                    continue
                target[d.name] = self._number(rng, d)
            elif numeric:
                _set(doc, rng.choice(numeric), rng.choice(EXTREME_NUMBERS))
        return json.dumps(doc).encode()

    def _number(self, rng: random.Random, d: Declared) -> Any:
        r = rng.random()
        if r < 0.5:  # valid extremes: the ends of the declared range
            text = in_range(rng, d)
            return int(text) if d.kind == "int" else float(text)
        if r < 0.7 and d.low is not None:  # just outside
            return d.low - rng.choice([1, 1e-9, 5e-324]) if d.kind == "float" else int(d.low) - 1
        if r < 0.8 and d.high is not None:
            return d.high * (1 + 1e-9) if d.kind == "float" else int(d.high) + 1
        return rng.choice(EXTREME_NUMBERS)

    def _types(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        if rng.random() < 0.05:
            return rng.choice([b"[]", b"null", b'"text"', b"1", b"{}", b"true"])
        for _ in range(rng.choice([1, 2])):
            try:
                _set(doc, rng.choice(leaves), rng.choice(OTHER_TYPES))
            except (KeyError, IndexError, TypeError):
                continue
        return json.dumps(doc).encode()

    def _nesting(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        try:
            _set(doc, rng.choice(leaves), "__DEEP__")
        except (KeyError, IndexError, TypeError):
            return json.dumps(doc).encode()
        depth = rng.choice([30, 31, 32, 33, 64, 1_000, DEEP])
        deep = rng.choice(["[", '{"k":']) if depth < DEEP else "["
        close = "]" if deep == "[" else "}"
        value = deep * depth + ("1" if deep != "[" else "") + close * depth
        return json.dumps(doc).replace('"__DEEP__"', value, 1).encode()

    def _sizes(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        r = rng.random()
        scenarios = doc.get("scenarios") or [{}]
        if r < 0.25:
            doc["name"] = rng.choice(["W", "計", "{<b>"]) * rng.choice([201, 10_000, 1_000_000])
        elif r < 0.45:
            where = rng.choice([doc, scenarios[0]])
            where["notes"] = "n" * rng.choice([100_000, 100_001, 2_000_000])
        elif r < 0.6:
            n = rng.choice([500, 501, 800])
            doc["scenarios"] = [{**scenarios[i % len(scenarios)], "id": f"s{i}"} for i in range(n)]
        elif r < 0.7:
            gpu = {**shipped_catalog().gpu("rtx-4090").model_dump(mode="json")}
            doc["custom_gpus"] = [{**gpu, "id": f"g{i}"} for i in range(rng.choice([1000, 1001]))]
        elif r < 0.85:
            key = rng.choice(["id", "model_id", "gpu_id", "name"])
            scenarios[0][key] = "i" * rng.choice([128, 129, 5000])
        elif r < 0.98:  # hundreds of bad values: "too many invalid values"
            doc["scenarios"] = [
                {**scenarios[0], "id": f"s{i}", "plan": {"seq_len": -1, "tp": "x"}}
                for i in range(rng.choice([100, 300]))
            ]
        else:
            doc["notes"] = "n" * (33 * 2**20)
        return json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode()

    def _encoding(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        doc["name"] = rng.choice(
            ["é 計劃 🚀", "\ud800 lone", "nul \u0000 in", "\u202eevil", "a\r\nb"]
        )
        text = json.dumps(doc, ensure_ascii=rng.random() < 0.3)
        r = rng.random()
        if r < 0.2:
            return text.encode("utf-16", "surrogatepass")  # a lone surrogate in the name
        if r < 0.3:
            return text.encode("utf-16-le", "surrogatepass")
        if r < 0.45:
            return b"\xef\xbb\xbf" + text.encode("utf-8", "surrogatepass")
        if r < 0.6:
            return text.encode("latin-1", "replace")
        if r < 0.7:
            return text.replace("\n", "\r\n").replace(",", ",\r\n").encode("utf-8", "surrogatepass")
        data = text.encode("utf-8", "surrogatepass")
        i = rng.randrange(len(data) + 1)
        return data[:i] + rng.choice([b"\x00", b"\xff", b"\xc3", b"\xed\xa0\x80"]) + data[i:]

    def _hostile(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        """What a strict reader refuses by name, or a view shows as plain text: an integer past
        Python's conversion limit, a key given twice, a schema_version that is no integer,
        markup in every name and note, a byte order mark."""
        r = rng.random()
        if r < 0.3:  # a 5,000-digit integer where a number stands
            numeric = [p for p in leaves if type(_get(doc, p)) in (int, float)]
            if numeric:
                _set(doc, rng.choice(numeric), "__HUGE__")
            sign = rng.choice(["", "-"])
            return json.dumps(doc).replace('"__HUGE__"', sign + HUGE_INT, 1).encode()
        if r < 0.45:  # a key given twice, at the top or in a scenario
            text = json.dumps(doc)
            key = rng.choice(['"name": ', '"plan": ', '"scenarios": ', '"schema_version": '])
            return text.replace(key, key + '"x", ' + key, 1).encode()
        if r < 0.6:
            doc["schema_version"] = rng.choice([True, False, 1.0, "1", None, [1], {}, 2**64])
            return json.dumps(doc).encode()
        if r < 0.9:  # markup everywhere a user's string is shown
            name = rng.choice(MARKUP) * rng.choice([1, 1, 3, 500])
            doc["name"], doc["notes"] = name, name
            for sc in doc.get("scenarios") or []:
                if isinstance(sc, dict):
                    sc["name"], sc["notes"] = name, name
            return json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode()
        return b"\xef\xbb\xbf" * rng.choice([1, 2]) + json.dumps(doc).encode()

    def _truncate(self, rng: random.Random, doc: Any, leaves: list[Any]) -> bytes:
        data = json.dumps(doc, ensure_ascii=False).encode()
        return data[: rng.randrange(len(data))]
