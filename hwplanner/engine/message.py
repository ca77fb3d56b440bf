"""Warnings and notes that views can translate: English text plus its template and arguments."""

from __future__ import annotations

from typing import Any


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
