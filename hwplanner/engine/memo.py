"""Results remembered per model object: an estimate asks the same questions of one ModelSpec a
dozen times, and hashing a ModelSpec (a pydantic model of ~60 fields) for `lru_cache` costs more
than most of the answers. The cache is keyed on the object's identity (held with the entry, so
an id is never reused while its entry lives) plus small hashable arguments; results are
immutable, so sharing them is safe."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def per_object(maxsize: int = 1024) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Remember `fn(obj, *args)` per `obj` (by identity) and `args` (by value; keyword arguments
    too). The whole table is dropped when it reaches `maxsize` (a new model every time is the
    rare case: a catalog sweep)."""

    def decorate(fn: Callable[P, R]) -> Callable[P, R]:
        table: dict[tuple[Any, ...], tuple[object, R]] = {}

        @wraps(fn)
        def remembered(*args: P.args, **kwargs: P.kwargs) -> R:
            obj = args[0]
            key = (id(obj), *args[1:], *kwargs.items()) if kwargs else (id(obj), *args[1:])
            hit = table.get(key)
            if hit is not None and hit[0] is obj:
                return hit[1]
            value = fn(*args, **kwargs)
            if len(table) >= maxsize:
                table.clear()
            table[key] = (obj, value)  # keeps obj alive, so its id cannot be reused
            return value

        remembered.cache_clear = table.clear  # type: ignore[attr-defined]
        return remembered

    return decorate
