"""Warnings and notes that views can translate: English text plus its template and arguments."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from hwplanner.engine.core.units import format_bytes


class Message(str):
    """English text (the str value, so JSON, the CLI and `in` tests see plain English) that
    keeps the template and named arguments it came from. A view translates `template`, then
    formats it with `args`; an argument that is itself a Message is translated too.

    >>> m = Message("Needs {need:.1f} GiB per GPU", need=81.25)
    >>> str(m), m.template, m.args
    ('Needs 81.2 GiB per GPU', 'Needs {need:.1f} GiB per GPU', {'need': 81.25})
    """

    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, **args: Any) -> Message:
        self = super().__new__(cls, template.format(**args))
        self.template = template
        self.args = args
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.template, self.args))


def _rebuild(template: str, args: dict[str, Any]) -> Message:
    return Message(template, **args)


FIELD_TEXT = "{field}: {text}"


def refused(field: str, text: str) -> Message:
    """A refusal that names its field first, "tp: 3 does not divide …", as a plan's or a
    workload's validator raises it (a ValueError pydantic keeps): the English is the same line;
    plan.fields.problem takes the field and the translatable `text` (a Message) apart again."""
    return Message(FIELD_TEXT, field=field, text=text)


class Bytes(float):
    """A size inside a message ("needs {need} per GPU"): English text in decimal GB, as the
    views show sizes by default; a view that shows GiB formats it so (i18n.message)."""

    def __format__(self, spec: str) -> str:
        return format_bytes(float(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Bytes, (float(self),))


class FieldRef(str):
    """A plan or workload field named inside a message ("set {field}"): the English text is
    the field's name; each front end shows its own control instead (the CLI its option, the
    app the field's label)."""

    path: str

    def __new__(cls, path: str) -> FieldRef:
        self = super().__new__(cls, path.rpartition(".")[2])
        self.path = path
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (FieldRef, (self.path,))


class FieldValue(str):
    """A plan or workload field's value inside a message ("{field} {old} → {new}"): the English
    text is the value as the CLI takes it (an enumeration's value, yes/no, the number); views
    show it as the field's control does (the choice's label, in the current language)."""

    path: str
    value: Any

    def __new__(cls, path: str, value: Any) -> FieldValue:
        if isinstance(value, bool):
            text = "yes" if value else "no"
        elif isinstance(value, tuple):
            text = ",".join(str(v) for v in value)  # a list as the CLI takes it
        else:
            text = str(getattr(value, "value", value))
        self = super().__new__(cls, text)
        self.path, self.value = path, value
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (FieldValue, (self.path, self.value))


class Term(str):
    """A word or phrase of an engine table that views translate in its context, where the
    extractor cannot see it as a literal: Term("Phase", phase), Term("Source", SOURCES[loss]).
    The str value is the English text."""

    context: str

    def __new__(cls, context: str, text: str) -> Term:
        self = super().__new__(cls, text)
        self.context = context
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Term, (self.context, str(self)))


class Verbatim(str):
    """Text cited as it was written (a catalog row's source, researched and recorded in
    English): views never translate it; Chinese views put it in quotation marks."""

    def __reduce__(self) -> tuple[Any, ...]:
        return (Verbatim, (str(self),))


class Joined(str):
    """The sources of one figure, "a; b; c": views translate each part on its own. A plain
    string part is a literal source (context Source, listed by the extractor from the call);
    Messages, Terms and Verbatim citations keep their own kind."""

    separator = "; "
    parts: tuple[str, ...]

    def __new__(cls, *parts: str) -> Joined:
        kept = parts if all(parts) else tuple(filter(None, parts))
        self = super().__new__(cls, cls.separator.join(kept))
        self.parts = kept
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), self.parts)


class Listed(Joined):
    """Items of a list in running text, "a, b, c" (each translated on its own)."""

    separator = ", "


# Joined, remembered: an estimate joins the same few sources again and again.
joined = lru_cache(maxsize=1024)(Joined)


def as_source(text: str) -> str:
    """`text` as a Message argument that views translate as a source: a plain literal becomes
    a Source Term; Messages, Terms, Joined lists and Verbatim citations keep their kind."""
    return Term("Source", text) if type(text) is str else text
