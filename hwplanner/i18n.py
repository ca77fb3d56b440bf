"""Translation hook usable without Qt: views install Qt's translator; plain code calls translate.

Strings are marked as `translate("Context", "text")` (translated where called) or
`QT_TRANSLATE_NOOP("Context", "text")` (a table entry, translated where shown), which
pyside6-lupdate extracts. Until the GUI or the print command installs Qt's
QCoreApplication.translate, translate returns the text.

The engine stays English (the CLI's JSON is a contract). Views show its words in the chosen
language through the helpers below: figure labels and formulas are looked up as they are
("Figure", "Formula"; a formula's input names stay the engine's variable names); warnings and
notes are engine Messages, whose template is translated and then formatted with the message's
arguments; a figure's source is a literal (context Source), a Message, or a Joined list of
sources, each part translated on its own, and catalog citations (Verbatim) stay as written,
quoted. scripts/engine_strings.py reads the engine's marked strings from its source for
lupdate (scripts/update_translations.sh).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from hwplanner.engine.core.message import Bytes, FieldValue, Listed, Verbatim
from hwplanner.engine.core.text import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP
from hwplanner.engine.core.units import format_bytes

if TYPE_CHECKING:
    from hwplanner.engine.plan.fields import Declared

_hook: Callable[[str, str], str] | None = None
_binary_sizes = False  # sizes inside messages in GiB (the view's GB/GiB choice), else GB


def install(hook: Callable[[str, str], str] | None) -> None:
    global _hook
    _hook = hook


def translate(context: str, text: str) -> str:
    return _hook(context, text) if _hook is not None else text


def show_binary_sizes(binary: bool) -> None:
    """Sizes inside warnings and notes in GiB (True) or GB, as the view shows its figures."""
    global _binary_sizes
    _binary_sizes = binary


@contextmanager
def binary_sizes(binary: bool) -> Iterator[None]:
    """show_binary_sizes(binary) while a sheet is built, then the view's choice again."""
    before = _binary_sizes
    show_binary_sizes(binary)
    try:
        yield
    finally:
        show_binary_sizes(before)


def message(text: str) -> str:
    """A warning or note in the current language: an engine Message, or a plain string."""
    template: str | None = getattr(text, "template", None)
    if template is None:
        return translate("Message", text)
    args: dict[str, Any] = getattr(text, "args", {})
    shown = {k: argument(v) for k, v in args.items()}
    try:
        return translate("Message", template).format(**shown)
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide the warning
        return str(text)


def argument(value: Any) -> Any:
    """A message argument as shown: a nested message, a table's term or a list of sources
    translated, a catalog citation quoted as written, a field by its label."""
    kind = type(value)
    if kind is Bytes:
        return format_bytes(value, binary=_binary_sizes)
    if kind is str or not isinstance(value, str):
        return value
    if hasattr(value, "template"):
        return message(value)
    context = getattr(value, "context", None)
    if isinstance(context, str):
        return translate(context, value)
    parts = getattr(value, "parts", None)
    if parts is not None:
        return _joined([source(p) for p in parts], isinstance(value, Listed))
    if isinstance(value, Verbatim):
        shown = citation(value)
        if shown != value:
            return shown  # translated (hwplanner/citations.py): the prose reads in the language
        return translate("Source", "{citation}").format(citation=value)
    if isinstance(value, FieldValue):
        from hwplanner.engine.plan.inputs import field_at

        d = field_at(value.path)
        worded = field_words(d, value.value) if d else None
        return value if worded is None else worded
    path = getattr(value, "path", None)
    if isinstance(path, str):
        from hwplanner.engine.plan.inputs import field_at

        d = field_at(path)
        # quoted as each language quotes a name: “…” in English and zh_CN, 「…」 in zh_TW
        return translate("Field", "“{field}”").format(field=field_label(d.ui.label)) if d else value
    return value


def field_words(d: Declared, value: Any) -> str | None:
    """A field's value in words, in the current language, where it has them: what unset
    means, yes/no, a list, the choice's label; None for a number (formatting.format_field
    puts it in the field's unit)."""
    if value is None:
        return translate("Fields", d.ui.unset) if d.ui.unset else "—"
    if d.kind == "bool":
        return translate("Fields", "yes") if value else translate("Fields", "no")
    if isinstance(value, tuple):
        if d.ui.choices:  # each item as its control shows it (recomputed modules)
            return listed([choice(d.ui.choices.get(str(v), str(v))) for v in value])
        return ", ".join(str(v) for v in value)
    raw = getattr(value, "value", value)
    if d.ui.choices and str(raw) in d.ui.choices:
        return choice(d.ui.choices[str(raw)])
    if isinstance(raw, int | float):
        return None
    return str(raw)


def _joined(parts: list[str], listed: bool = False) -> str:
    """Sources one after another ("a; b"), or the items of a list ("a, b")."""
    if not parts:
        return ""
    template = translate("Source", "{a}, {b}") if listed else translate("Source", "{a}; {b}")
    out = parts[0]
    for part in parts[1:]:
        out = template.format(a=out, b=part)
    return out


def listed(items: list[str]) -> str:
    """Items of a list in running text: "a, b, c" (Chinese: "a、b、c")."""
    return _joined(items, listed=True)


def source(text: str) -> str:
    """Where a figure comes from, in the current language: a literal source (context Source),
    or a Message, Term or Joined list whose parts are translated one by one. Citations stay
    as they are: author names, titles, URLs, repository paths, code identifiers."""
    if type(text) is str:
        return translate("Source", text)
    return str(argument(text))


def citation(text: str) -> str:
    """A catalog citation or date in the current language where hwplanner/citations.py lists
    it (titles, addresses and names kept), else as it was recorded."""
    return translate("Citation", text)


def provider(text: str) -> str:
    """A price row's provider as the catalog names it ("AWS (us-east-1)", "street (global)"):
    the words that say what kind of price it is are translated, company names stay."""
    return translate("Provider", text)


def label(text: str) -> str:
    """A figure's label (or text answer, or a memory component's name)."""
    return translate("Figure", text)


def formula(text: str) -> str:
    """A figure's formula in words. A formula assembled from parts (the utilisation's
    'GPU class consumer × several nodes', the overheads' 'CUDA context + Allocator reserve')
    is translated part by part, each part as a formula or else as a figure label."""
    if getattr(text, "template", None) is not None:
        return message(text)
    out = translate("Formula", text)
    if out != text:
        return out
    for sep in (" × ", " + "):
        parts = text.split(sep)
        if len(parts) > 1:
            return sep.join(_part(p) for p in parts)
    return _part(text)  # a sum of one part: MLX's overheads are its buffer cache alone


def _part(text: str) -> str:
    out = translate("Formula", text)
    return out if out != text else translate("Figure", text)


def phase(text: str) -> str:
    """Where the memory peak falls: forward, backward, optimizer step, serving."""
    return translate("Phase", text)


def input_name(text: str) -> str:
    """The name of a value a figure's working plugs in ("trainable params on this GPU"): an
    engine Message (a price row's provider and date) translated by parts, an input literal
    (context Input), or a figure's label reused as an input name (an on-premises item)."""
    if getattr(text, "template", None) is not None:
        return message(text)
    shown = translate("Input", text)
    return shown if shown != text else translate("Figure", text)


def input_value(value: str) -> str:
    """An input's string value: an engine Message or Term translated as it says; a word of
    hwplanner.engine.core.text.INPUT_VALUES (context Value); another figure's text answer (a server
    class) as that figure shows it; else as it is (identifiers, names, numbers)."""
    if (
        getattr(value, "template", None) is not None
        or hasattr(value, "context")
        or isinstance(value, FieldValue)
    ):
        return str(argument(value))
    shown = translate("Value", value)
    return shown if shown != value else translate("Figure", value)


def input_text(value: float | int | str | None) -> str:
    """An input's value as the working shows it: a raw number (whole when it is a count or
    large: bytes, FLOPs), a word in the current language, "—" when unknown or not finite."""
    if isinstance(value, str):
        return input_value(value)
    if value is None or not math.isfinite(value):
        return "—"
    if float(value).is_integer() or abs(value) >= 1e6:
        return f"{value:,.0f}"
    return f"{value:,.6g}"


def exact_text(value: float | None, unit: str) -> str:
    """A figure's value at full precision with its unit (exact_value), "—" when unknown or not
    finite (its notes say why)."""
    return "—" if value is None or not math.isfinite(value) else exact_value(value, unit)


EXACT_UNITS = {  # how the exact value names its unit: symbols, or a word the language gives
    "ratio": "{n}",
    "count": "{n}",
    "percentile": "p{n}",
    "factor": "{n}",
    "usd": "{n} USD",
    "usd/kwh": "{n} USD/kWh",
    "w": "{n} W",
    "kw": "{n} kW",
    "kwh": "{n} kWh",
    "kg": "{n} kg",
    "kg/kwh": "{n} kg/kWh",
    "flops": "{n} FLOP",
    "gbit/s": "{n} Gbit/s",
    "GB/s": "{n} GB/s",
    "ms": "{n} ms",
}
EXACT_WORDS = {  # units in words: translated (context Explain)
    "bytes": QT_TRANSLATE_NOOP("Explain", "{n} bytes"),
    "params": QT_TRANSLATE_NOOP("Explain", "{n} parameters"),
    "seconds": QT_TRANSLATE_NOOP("Explain", "{n} seconds"),
    "hours": QT_TRANSLATE_NOOP("Explain", "{n} hours"),
    "days": QT_TRANSLATE_NOOP("Explain", "{n} days"),
    "months": QT_TRANSLATE_NOOP("Explain", "{n} months"),
    "tokens": QT_TRANSLATE_NOOP("Explain", "{n} tokens"),
    "tokens/s": QT_TRANSLATE_NOOP("Explain", "{n} tokens/s"),
    "requests/s": QT_TRANSLATE_NOOP("Explain", "{n} requests/s"),
}


def exact_value(value: float, unit: str) -> str:
    """A figure's value at full precision with its unit, in the current language."""
    whole = unit == "bytes" or float(value).is_integer() or abs(value) >= 1e6
    n = f"{value:,.0f}" if whole else f"{value:,.6g}"  # bytes, counts, FLOPs read whole
    if unit in EXACT_WORDS:
        return translate("Explain", EXACT_WORDS[unit]).format(n=n)
    return EXACT_UNITS.get(unit, "{n} " + unit).format(n=n)


def field_label(text: str) -> str:
    """A plan or workload field's name (fields.Ui.label)."""
    return translate("Field", text)


def field_named(field: str, heads: tuple[str, ...] = ("plan", "workload")) -> str:
    """A plan or workload field named in a refusal ("tp"): the label of the first of `heads`
    that declares it, in the current language, else the name as the engine gives it."""
    from hwplanner.engine.plan.inputs import field_at

    for head in heads:
        d = field_at(f"{head}.{field}")
        if d is not None:
            return field_label(d.ui.label)
    return field


def field_help(text: str) -> str:
    """A plan or workload field's one-line help (fields.Ui.help)."""
    return translate("FieldHelp", text)


def choice(text: str) -> str:
    """The label of one choice of an enum field (fields.Ui.choices)."""
    return translate("Choice", text)


def group_title(text: str) -> str:
    """The title of a group of fields (fields.GROUPS)."""
    return translate("Group", text)
