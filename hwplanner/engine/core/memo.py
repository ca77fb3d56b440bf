"""Results remembered per object: an estimate asks the same questions of one ModelSpec (or GPU)
a dozen times, and hashing a ModelSpec (a pydantic model of ~60 fields) for `lru_cache` costs
more than most of the answers. A table is keyed on the object's identity (held with the entry,
so an id is never reused while its entry lives) plus small hashable values; results are
immutable, so sharing them is safe. Prices and the facility use `remembered` directly, the
model's answers (parameter counts, layer shapes, weight storage, slices) the `per_object`
decorator."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, ParamSpec, TypeVar, cast

P = ParamSpec("P")
R = TypeVar("R")


def remembered(
    table: dict[tuple[Any, ...], tuple[object, Any]],
    obj: object,
    key: tuple[Any, ...],
    build: Callable[[], R],
    maxsize: int = 1024,
) -> R:
    """`build()`, remembered in `table` for `obj` (by identity) and `key` (by value). The
    table holds `obj` with the answer, so its id is never reused while the entry lives; it is
    emptied when it reaches `maxsize`."""
    full = (id(obj), *key)
    hit = table.get(full)
    if hit is not None and hit[0] is obj:
        return hit[1]  # type: ignore[no-any-return]
    value = build()
    if len(table) >= maxsize:
        table.clear()
    table[full] = (obj, value)
    return value


def per_object(maxsize: int = 1024) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Remember `fn(obj, *args)` per `obj` (by identity) and `args` (by value; keyword arguments
    too). The whole table is dropped when it reaches `maxsize` (a new model every time is the
    rare case: a catalog sweep)."""

    def decorate(fn: Callable[P, R]) -> Callable[P, R]:
        table: dict[tuple[Any, ...], tuple[object, Any]] = {}
        call: Callable[..., Any] = fn

        @wraps(fn)
        def answer(obj: object, *args: Any, **kwargs: Any) -> Any:
            if not kwargs:  # the common case, looked up without a call: (id, arguments)
                hit = table.get((id(obj), args))
                if hit is not None and hit[0] is obj:
                    return hit[1]
                return remembered(table, obj, (args,), lambda: call(obj, *args), maxsize)
            key = (args, tuple(kwargs.items()))
            return remembered(table, obj, key, lambda: call(obj, *args, **kwargs), maxsize)

        answer.cache_clear = table.clear  # type: ignore[attr-defined]
        return cast(Callable[P, R], answer)

    return decorate
