"""Reading JSON someone else made, within limits: a regular, readable file of bounded size (a FIFO
or /dev/zero never hangs the reader), bounded nesting (no RecursionError), and every number
that is not finite (NaN, Infinity, 1e999) found and named by its place in the document."""

from __future__ import annotations

import json
import math
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import QT_TRANSLATE_NOOP
from hwplanner.engine.core.text import short_repr as _short_repr

MAX_DEPTH = 32  # a project nests 5 deep; a config.json rarely 4


class JsonLimitError(ValueError):
    """The file or document breaks a limit; the message says which (without the path)."""


def _limit(template: str, **args: Any) -> JsonLimitError:
    """A refusal worded by `template`, kept a Message the views translate (str(): English)."""
    return JsonLimitError(Message(template, **args))


@dataclass
class Document:
    """A parsed JSON document and the places where it holds a number no field can use: NaN,
    ±Infinity (JSON's extensions, and 1e999), or an integer beyond 64 bits (10**400)."""

    value: Any
    unusable: list[tuple[tuple[int | str, ...], Any, str]] = field(default_factory=list)


MAX_INT = 2**63  # past a 64-bit integer no figure means anything (and float() overflows)
# Python refuses to read an integer of more digits than this (sys.get_int_max_str_digits:
# 4,300 by default) with a ValueError; such a number is kept as its length instead.
LONGEST_INT = 4_000


class HugeInt:
    """Where a document holds an integer too long to read: its number of digits."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<an integer of {self.digits:,} digits>"


def _int(text: str) -> int | HugeInt:
    digits = len(text) - (text[:1] == "-")
    return HugeInt(digits) if digits > LONGEST_INT else int(text)


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object; a key given twice is refused (JSON takes the last silently, so a file
    edited by hand could hold two values of which the reader sees one)."""
    out = dict(pairs)
    if len(out) < len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise JsonLimitError(f"the key {_short_repr(key)} appears twice in one object")
            seen.add(key)
    return out


def _why(value: float | int | HugeInt) -> str:
    if isinstance(value, float):
        return f"not a finite number (was {value})"
    if isinstance(value, HugeInt):
        return f"not a usable number (an integer of {value.digits:,} digits)"
    return f"not a usable number (an integer of {len(str(abs(value))):,} digits)"


def read_text(path: Path, max_bytes: int) -> str:
    """The file's text (UTF-8). Refuses, without blocking, anything that is not a regular file
    and anything larger than `max_bytes`."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise _limit(QT_TRANSLATE_NOOP("Message", "no such file")) from None
    except IsADirectoryError:
        raise _limit(QT_TRANSLATE_NOOP("Message", "is a folder, not a file")) from None
    except PermissionError:
        raise _limit(QT_TRANSLATE_NOOP("Message", "not readable (permission denied)")) from None
    except OSError as exc:
        raise JsonLimitError(f"cannot open ({exc.strerror or exc})") from None
    except ValueError:  # os.open refuses a name with a NUL byte before asking the system
        raise _limit(QT_TRANSLATE_NOOP("Message", "the name holds a NUL character")) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _limit(QT_TRANSLATE_NOOP("Message", "is a folder, not a file"))
        if not stat.S_ISREG(info.st_mode):
            raise _limit(
                QT_TRANSLATE_NOOP("Message", "not a regular file (a pipe, device or socket)")
            )
        if info.st_size > max_bytes:
            raise _limit(
                QT_TRANSLATE_NOOP("Message", "too large ({size:,} bytes; the limit is {most:,})"),
                size=info.st_size,
                most=max_bytes,
            )
        chunks, size = [], 0
        while size <= max_bytes:  # the file may grow while it is read
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > max_bytes:
            raise JsonLimitError(f"too large (over {max_bytes:,} bytes)")
    except OSError as exc:
        raise JsonLimitError(f"cannot read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    try:
        return b"".join(chunks).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonLimitError(f"not UTF-8 text (byte {exc.start:,})") from None


def file_problem(path: Path, max_bytes: int) -> str | None:
    """Why a file another reader (Qt's settings, say) must not be given: not a regular file
    (a FIFO would block it), or larger than `max_bytes`. None when it is usable or absent."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        return f"cannot open ({getattr(exc, 'strerror', None) or exc})"
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file (a folder, pipe, device or socket)"
    if info.st_size > max_bytes:
        return f"too large ({info.st_size:,} bytes; the limit is {max_bytes:,})"
    return None


def parse(text: str, max_depth: int = MAX_DEPTH) -> Document:
    """The JSON in `text`. Raises json.JSONDecodeError for bad syntax and JsonLimitError for
    nesting deeper than `max_depth`."""
    text = text.removeprefix("\ufeff")  # a byte order mark some editors write: not an error
    try:
        value = json.loads(text, parse_int=_int, object_pairs_hook=_object)
    except RecursionError:
        raise JsonLimitError(f"nested deeper than {max_depth} levels") from None
    doc = Document(value)
    # iterative (the depth is what is being checked); a place is kept as a linked list of
    # (parent, key) and spelled out only for the rare bad number
    Link = tuple[Any, int | str] | None
    stack: list[tuple[Any, int, Link]] = [(value, 0, None)] if type(value) in (dict, list) else []
    if type(value) is HugeInt:  # the whole document is one such number
        doc.unusable.append(((), value, _why(value)))
    while stack:
        node, depth, link = stack.pop()
        if depth > max_depth:
            raise JsonLimitError(f"nested deeper than {max_depth} levels")
        items = node.items() if type(node) is dict else enumerate(node)
        for key, child in items:
            kind = type(child)
            if kind is dict or kind is list:
                stack.append((child, depth + 1, (link, key)))
            elif (
                (kind is float and not math.isfinite(child))
                or (kind is int and not -MAX_INT <= child <= MAX_INT)
                or kind is HugeInt
            ):
                doc.unusable.append((_spell((link, key)), child, _why(child)))
    doc.unusable.sort(key=lambda item: [str(p) for p in item[0]])
    return doc


def _spell(link: Any) -> tuple[int | str, ...]:
    keys: list[int | str] = []
    while link is not None:
        link, key = link
        keys.append(key)
    return tuple(reversed(keys))


def load(path: Path, max_bytes: int, max_depth: int = MAX_DEPTH) -> Document:
    """read_text + parse; bad JSON syntax becomes a JsonLimitError with its line and column."""
    text = read_text(path, max_bytes)
    try:
        return parse(text, max_depth)
    except json.JSONDecodeError as exc:
        raise JsonLimitError(
            f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        ) from None


def one_line(text: str, limit: int = 300) -> str:
    """`text` on one line (control characters shown as escapes), at most `limit` characters:
    safe inside a one-line error message whatever a file put in it."""
    flat = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text[: limit + 1])
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


PATH_SHOWN = 120  # characters of a path inside an error line


def shown_path(path: object) -> str:
    """A path as one error line names it: whole when short, else its start and its end (the
    file's name) with the length stated — a 4,000-character path stays a short line."""
    text = str(path)
    if len(text) <= PATH_SHOWN:
        return one_line(text, PATH_SHOWN)
    return f"{one_line(text[:40], 40)}…{one_line(text[-70:], 70)} ({len(text):,} characters)"


def short_repr(value: Any, limit: int = 80) -> str:
    """repr() of a value from a file, cut to `limit` characters (a 10 MB string stays short)."""
    return _short_repr(value, limit)
