"""Typed reads of a parsed config.json: every bad value becomes a ConfigError naming its field."""

from __future__ import annotations

import math
from typing import Any

from hwplanner.engine.core.message import Message, Term, refused
from hwplanner.engine.core.text import short_repr

# The most we read of a list (layer_types and friends): longer lists are refused, not scanned.
MAX_LIST = 100_000


class ConfigError(ValueError):
    """A config the engine cannot model. `field` is the config key (dotted when nested);
    `problem` a Message where the reader words it so (views translate it), else English."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}" if field else problem)
        self.field = field
        self.problem = problem

    @property
    def message(self) -> str:
        """The error as a view shows it: the key as written, then the problem (a Message)."""
        return refused(self.field, self.problem) if self.field else self.problem


MISSING = Message("missing (required)")
# a JSON value's kind, as a view names it (translated through its context)
KINDS = {
    bool: Term("ConfigKind", "a boolean"),
    int: Term("ConfigKind", "an integer"),
    float: Term("ConfigKind", "a number"),
    str: Term("ConfigKind", "a string"),
}
A_LIST, AN_OBJECT, NULL = (
    Term("ConfigKind", "a list"),
    Term("ConfigKind", "an object"),
    Term("ConfigKind", "null"),
)


def _kind(value: Any) -> str:
    if value is None:
        return NULL
    return KINDS.get(type(value), A_LIST if isinstance(value, list) else AN_OBJECT)


def _too_long(entries: int) -> Message:
    return Message("{entries} entries; allowed: ≤ {most}", entries=entries, most=MAX_LIST)


def expected(what: str, value: Any) -> Message:
    """'expected an integer, got a string' (`what` a ConfigKind term)."""
    return Message("expected {what}, got {kind}", what=what, kind=_kind(value))


# Cfg's getters are named for the type they return; these aliases keep annotations readable.
Int = int
Str = str
List = list
Bool = bool
Float = float


class Cfg:
    """A config dict with typed getters. Keys read are remembered so the rest can be listed."""

    def __init__(self, data: dict[str, Any], prefix: Str = "") -> None:
        self.data = data
        self.prefix = prefix
        self.read: set[Str] = set()

    def name(self, key: Str) -> Str:
        return self.prefix + key

    def has(self, key: Str) -> Bool:
        self.read.add(key)
        return self.data.get(key) is not None

    def raw(self, key: Str) -> Any:
        self.read.add(key)
        return self.data.get(key)

    def error(self, key: Str, problem: Str) -> ConfigError:
        return ConfigError(self.name(key), problem)

    def int(
        self, key: Str, default: Int | None = None, *, lo: Int = 0, hi: Int | None = None
    ) -> Int:
        value = self.opt_int(key, lo=lo, hi=hi)
        if value is None:
            if default is None:
                raise self.error(key, MISSING)
            return default
        return value

    def opt_int(self, key: Str, *, lo: Int = 0, hi: Int | None = None) -> Int | None:
        """An integer or None; `hi`: the most what it sizes allows (else 10^12)."""
        value = self.raw(key)
        if value is None:
            return None
        if isinstance(value, float) and math.isfinite(value) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, Int):
            raise self.error(key, expected(KINDS[int], value))
        if value < lo:
            raise self.error(
                key,
                Message("{value} is out of range; allowed: ≥ {lo}", value=short_repr(value), lo=lo),
            )
        if hi is not None and value > hi:
            raise self.error(
                key,
                Message(
                    "{value:,} is out of range; allowed: {lo:,}–{hi:,}", value=value, lo=lo, hi=hi
                ),
            )
        if value > 10**12:
            raise self.error(
                key, Message("{value} is out of range; allowed: ≤ 10^12", value=short_repr(value))
            )
        return value

    def first_int(self, *keys: Str, default: Int | None = None, lo: Int = 0) -> Int:
        for key in keys:
            value = self.opt_int(key, lo=lo)
            if value is not None:
                return value
        if default is None:
            raise self.error(keys[0], MISSING)
        return default

    def bool(self, key: Str, default: Bool) -> Bool:
        value = self.raw(key)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise self.error(key, Message("expected true or false, got {kind}", kind=_kind(value)))
        return value

    def float(self, key: Str, default: Float) -> Float:
        value = self.raw(key)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, Int | float):
            raise self.error(key, expected(KINDS[float], value))
        if not math.isfinite(value):
            raise self.error(key, Message("expected a finite number"))
        return float(value)

    def str(self, key: Str, default: Str = "") -> Str:
        value = self.raw(key)
        if value is None:
            return default
        if not isinstance(value, Str):
            raise self.error(key, expected(KINDS[str], value))
        return value

    def list(self, key: Str) -> List[Any] | None:
        value = self.raw(key)
        if value is None:
            return None
        if not isinstance(value, list):
            raise self.error(key, expected(A_LIST, value))
        if len(value) > MAX_LIST:
            raise self.error(key, _too_long(len(value)))
        return value

    def int_or_list(self, key: Str) -> List[Int] | None:
        """An integer, or a per-layer list of integers (Hunyuan, MiniMax); as a list."""
        value = self.raw(key)
        if value is None:
            return None
        items = value if isinstance(value, list) else [value]
        if len(items) > MAX_LIST:
            raise self.error(key, _too_long(len(items)))
        out = []
        for item in items:
            if isinstance(item, bool) or not isinstance(item, Int) or item < 0:
                raise self.error(
                    key, Message("expected integers ≥ 0, got {kind}", kind=_kind(item))
                )
            out.append(item)
        return out

    def uniform(self, key: Str) -> Int | None:
        """One value from an integer or a per-layer list that must hold a single value."""
        values = self.int_or_list(key)
        if not values:
            return None
        if len(set(values)) > 1:
            raise self.error(key, Message("different values per layer are not modelled"))
        return values[0]

    def sub(self, key: Str) -> Cfg | None:
        value = self.raw(key)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise self.error(key, expected(AN_OBJECT, value))
        return Cfg(value, self.prefix + key + ".")

    def unread(self, ignorable: set[Str]) -> List[Str]:
        return sorted(self.prefix + k for k in self.data if k not in self.read | ignorable)
