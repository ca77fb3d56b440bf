"""The reverse fit for serving (engine/solve/serving_fit.py) as words and table cells, for
every view that shows it: `hwplanner fit`, the window's Fit tab and the printed sheet."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hwplanner.engine.serving.quality import QualityCost
from hwplanner.engine.solve.serving_fit import LONGEST, MOST_USERS, FitRow
from hwplanner.formatting import format_value
from hwplanner.i18n import QT_TRANSLATE_NOOP, translate

HEADER = (
    QT_TRANSLATE_NOOP("Fit", "weights"),
    QT_TRANSLATE_NOOP("Fit", "KV cache"),
    QT_TRANSLATE_NOOP("Fit", "fits"),
    QT_TRANSLATE_NOOP("Fit", "per GPU"),
    QT_TRANSLATE_NOOP("Fit", "max context"),
    QT_TRANSLATE_NOOP("Fit", "users"),
    QT_TRANSLATE_NOOP("Fit", "tokens/s"),
    QT_TRANSLATE_NOOP("Fit", "vs 16-bit"),
)
# what each column counts (the window's header tooltips)
HEADER_TIPS = (
    QT_TRANSLATE_NOOP("Fit", "the weight format"),
    QT_TRANSLATE_NOOP("Fit", "the KV cache's type"),
    QT_TRANSLATE_NOOP("Fit", "one user fits at the plan's context"),
    QT_TRANSLATE_NOOP("Fit", "memory per GPU with one user at the plan's context"),
    QT_TRANSLATE_NOOP("Fit", "the longest context one user can have, tokens"),
    QT_TRANSLATE_NOOP("Fit", "users at the plan's context, each held at full context at once"),
    QT_TRANSLATE_NOOP("Fit", "decode tokens/s of one user alone"),
    QT_TRANSLATE_NOOP(
        "Fit", "the format's published quality cost against 16 bits (its source in the tooltip)"
    ),
)
YES, NO = QT_TRANSLATE_NOOP("Fit", "yes"), QT_TRANSLATE_NOOP("Fit", "no")
WITH_CAVEAT = QT_TRANSLATE_NOOP("Fit", "{text}; {caveat}")
QUALITY_LINE = QT_TRANSLATE_NOOP(
    "Fit", "{measure} {full:g} → {quantized:g} on {model} ({change} against 16 bits); {source}"
)
PLANNED = QT_TRANSLATE_NOOP("Fit", "{format} (plan)")
CHECKPOINT = QT_TRANSLATE_NOOP("Fit", "the checkpoint's")
AT_LEAST = QT_TRANSLATE_NOOP("Fit", "≥ {value}")
MODEL_LIMIT = QT_TRANSLATE_NOOP("Fit", "{value} (the model's limit)")


def quality_cell(q: QualityCost | None) -> str:
    """The change in quality as a share of the 16-bit figure, '−2.4%' (worse) or '+0.2%'
    (better), or '—' where no figure applies (16 bits)."""
    if q is None:
        return "—"
    loss = -q.worse_by
    shown = f"{loss:+.2%}" if abs(loss) < 0.001 else f"{loss:+.1%}"
    return shown.replace("-", "−")


def quality_line(q: QualityCost) -> str:
    """One line: the measure, the two figures, the model, the source and its caveat."""
    w = translate
    text = w("Fit", QUALITY_LINE).format(
        measure=w("Quality", q.measure),
        full=q.full,
        quantized=q.quantized,
        model=q.model,
        change=quality_cell(q),
        source=w("Source", q.source),
    )
    if q.caveat:
        text = w("Fit", WITH_CAVEAT).format(text=text, caveat=w("Quality", q.caveat))
    return text


def _longest(r: FitRow, w: Callable[[str, str], str]) -> str:
    if not r.longest_context:
        return "—"
    shown = f"{r.longest_context:,}"
    if r.model_limit:
        return w("Fit", MODEL_LIMIT).format(value=shown)
    if r.longest_context >= LONGEST:
        return w("Fit", AT_LEAST).format(value=shown)
    return shown


def fit_columns(
    rows: Sequence[FitRow], *, binary: bool = False
) -> tuple[list[str], list[list[str]]]:
    """The table every view shows: a header and a row of cells per format × KV cache (the
    plan's own first), in the current language (CSV and Markdown write the rows as data)."""
    w = translate
    header = [w("Fit", h) for h in HEADER]
    table = []
    for r in rows:
        fmt = r.weight_format.value
        users = "—"
        if r.users:
            users = f"{r.users:,}"
            if r.users >= MOST_USERS:
                users = w("Fit", AT_LEAST).format(value=users)
        quality = w("Fit", CHECKPOINT) if r.checkpoint else quality_cell(r.quality)
        table.append(
            [
                w("Fit", PLANNED).format(format=fmt) if r.planned else fmt,
                r.kv_dtype.value,
                w("Fit", YES) if r.fits else w("Fit", NO),
                format_value(r.total_bytes, "bytes", binary=binary),
                _longest(r, w),
                users,
                f"{r.decode_tokens_per_second:,.0f}" if r.decode_tokens_per_second else "—",
                quality,
            ]
        )
    return header, table
