"""The validation report as plain rows, and its text and Markdown renderings."""

from __future__ import annotations

import math

from hwplanner.validation.calibration import (
    BEFORE,
    CALIBRATION_MD,
    CALIBRATION_ROWS,
    ESTIMATES,
    TARGETS,
)
from hwplanner.validation.cases import CATEGORIES, CATEGORY_LABELS, Quantity
from hwplanner.validation.derivations import ConstantReport, Validation
from hwplanner.validation.evaluate import Result, Summary
from hwplanner.validation.rules import RULE_MD, RULES

GIB = 2.0**30


def fmt_value(value: float, quantity: Quantity) -> str:
    if math.isnan(value):
        return "–"
    if quantity.is_memory:
        return f"{value / GIB:,.2f} GiB"
    if quantity in (Quantity.PARAMS_TOTAL, Quantity.PARAMS_ACTIVE):
        return f"{value / 1e9:,.3f} B"
    if quantity is Quantity.MFU:
        return f"{value:.3f}"
    if quantity is Quantity.GPU_HOURS:
        return f"{value:,.0f} h"
    if quantity is Quantity.HW_TFLOPS_PER_GPU:
        return f"{value:,.1f} TF/s"
    if quantity is Quantity.MAX_SEQ_LEN:
        return f"{value:,.0f} tokens"
    if quantity is Quantity.STEP_SECONDS:
        return f"{value:,.2f} s"
    if quantity in (Quantity.TTFT_MS, Quantity.TPOT_MS):
        return f"{value:,.1f} ms"
    return f"{value:,.0f} tok/s"


def fmt_pct(value: float) -> str:
    return "–" if math.isnan(value) else f"{value:+.1%}"


def _pct(value: float) -> str:
    return "–" if math.isnan(value) else f"{value:.1%}"


def _rule(s: Summary) -> str:
    """The one-line rule's median error and the engine's on the same rows (validation/rules.py)."""
    if not s.rule_scored:
        return "–"
    engine = s.engine_median_abs_on_rule_rows
    return f"{RULES[s.category]}: {s.rule_median_abs:.1%} ({engine:.1%}, {s.rule_scored} rows)"


def summary_rows(summaries: list[Summary]) -> list[list[str]]:
    rows = []
    for s in summaries:
        before = BEFORE.get(s.category)
        rows.append(
            [
                CATEGORY_LABELS[s.category],
                f"{s.scored} / {s.cases}",
                f"{s.median_abs:.1%}",
                f"{s.p90_abs:.1%}",
                f"{s.median_signed:+.1%}",
                _pct(s.loso_median_abs),
                _pct(s.loso_p90_abs),
                f"{before[0]:.1%} / {before[1]:.1%}" if before else "–",
                TARGETS.get(s.category, "–"),
                _rule(s),
            ]
        )
    return rows


SUMMARY_HEAD = [
    "category",
    "scored / rows",
    "median |err|",
    "p90 |err|",
    "median err",
    "median |err|, source left out",
    "p90 |err|, source left out",
    "before calibration (median / p90)",
    "target",
    "one-line rule: median |err| (engine on its rows)",
]
CASE_HEAD = [
    "case",
    "measured",
    "quantity",
    "predicted",
    "measured value",
    "error",
    "source left out",
    "notes",
]


def case_rows(results: list[Result], category: str) -> list[list[str]]:
    rows = []
    for r in results:
        c = r.case
        if c.category != category or not r.modelled:
            continue
        note = c.assumptions
        if c.lower_bound:
            note = ("holds: " if r.error == 0 else "FAILS: ") + note
        measured = fmt_value(c.measured, c.quantity)
        if c.lower_bound:
            measured = "> " + measured
        rows.append(
            [
                c.id,
                c.trust,
                c.quantity.value,
                fmt_value(r.predicted, c.quantity),
                measured,
                fmt_pct(r.error) if not c.lower_bound else "bound",
                _unseen(r),
                note,
            ]
        )
    return rows


def _unseen(r: Result) -> str:
    """The error with the case's publication left out; "=" where nothing was derived from it."""
    if r.case.lower_bound:
        return "bound" if r.loso_error == 0 else fmt_pct(r.loso_error)
    return "=" if r.loso == r.predicted else fmt_pct(r.loso_error)


RAN_CATEGORIES = ("A_train_memory", "A_posttrain_memory", "C_time_throughput")


def told_cannot(results: list[Result]) -> tuple[int, list[list[str]]]:
    """Published training runs — every one of them ran — and those the engine's verdict says do
    not fit or fit only tightly: (runs checked, rows of case, verdict, memory per GPU, card)."""
    checked, rows = 0, []
    for r in results:
        c, est = r.case, r.estimate
        if c.category not in RAN_CATEGORIES or c.lower_bound or est is None or c.scenario is None:
            continue
        checked += 1
        if est.verdict not in ("fits", "fits_with_paging"):
            memory = f"{est.memory.total_bytes / GIB:,.1f} GiB"
            rows.append([c.id, est.verdict, memory, c.scenario.gpu.name])
    return checked, rows


RAN_MD = """
## Published runs told they do not fit

Every training run in the published rows ran. {bad} of the {checked} the engine models get a
verdict other than "fits" (per GPU at the expected overheads; "tight": fits only if overheads
stay near their expected value; "borderline": over at the expected overheads, under at their low
end) — each a place where the engine counts more than the framework
kept, or where the publication left out what made it fit (recompute, offload), listed in the
case's assumptions.

{table}
"""


CONSTANT_HEAD = [
    "constant (file)",
    "value",
    "derived from",
    "rule",
    "re-derived now",
    "without each source",
]


def _number(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".") if value >= 1e-3 else f"{value:.3e}"


def constant_rows(report: list[ConstantReport]) -> list[list[str]]:
    rows = []
    for c in report:
        d = c.derivation
        without = "; ".join(f"{pub}: {_number(v)}" for pub, v in c.without.items())
        if not d.from_rows:
            without += f" ({d.without_rule})"
        rows.append(
            [
                d.label,
                _number(c.value),
                d.evidence,
                d.rule,
                _number(c.again) if c.again is not None else "–",
                without,
            ]
        )
    return rows


CONSTANTS_MD = """
## Constants derived from published results, and validation with their sources left out

A constant of the engine is a mechanism's parameter — a datasheet figure, a kernel
microbenchmark, a framework's documented buffer — with its source, or one of the few below,
taken from what published runs measured (declared once, in `hwplanner/engine/core/derived.py`;
how each is derived, in `hwplanner/validation/derivations.py`). A row cannot test a value it set,
so every case also runs with each constant derived again without the case's own publication
(leave one source out): a constant derived from rows is re-derived from the other rows; one
taken from a publication's figure takes the stand-in named below when that publication is
scored. The summary's "source left out" columns and each case's "source left out" error are
those runs ("=": nothing was derived from the case's publication); they measure how the engine
does on sources it has never seen.

{table}
"""


ESTIMATES_MD = """
### Estimates no measurement sets

Parameters of the engine that are neither a mechanism's measured figure nor derived from the
validation rows: guesses, marked "estimate" in their source where the engine shows them. Leaving
a source out cannot change them; each is a place a kernel benchmark or an isolating measurement
would replace.

{table}
"""


def unmodelled_rows(results: list[Result]) -> list[list[str]]:
    return [[r.case.id, r.case.reason] for r in results if not r.modelled]


def _md_table(head: list[str], rows: list[list[str]]) -> str:
    def esc(cell: str) -> str:
        return cell.replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(esc(h) for h in head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(esc(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _text_table(head: list[str], rows: list[list[str]], widths: list[int]) -> str:
    def cut(cell: str, w: int) -> str:
        return cell if len(cell) <= w else cell[: w - 1] + "…"

    out = ["  ".join(cut(h, w).ljust(w) for h, w in zip(head, widths, strict=True))]
    out += ["  ".join(cut(c, w).ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(out)


def render_text(run: Validation) -> str:
    results, summaries = run.results, run.summaries
    parts = []
    for cat in CATEGORIES:
        rows = case_rows(results, cat)
        if rows:
            parts.append(f"== {CATEGORY_LABELS[cat]} ({cat})")
            parts.append(
                _text_table(CASE_HEAD[:7], [r[:7] for r in rows], [46, 8, 13, 16, 16, 8, 9])
            )
    parts.append("== Not modelled")
    parts.append(_text_table(["case", "reason"], unmodelled_rows(results), [34, 90]))
    parts.append("== Constants derived from published results (value without each source)")
    parts.append(
        "\n".join(
            f"{row[0]}: {row[1]} (re-derived now {row[4]}); without {row[5]}"
            for row in constant_rows(run.constants)
        )
    )
    checked, told = told_cannot(results)
    parts.append(f"== Published runs told they do not fit: {len(told)} of {checked} (they all ran)")
    parts.append("\n".join(f"{row[0]}: {row[1]} ({row[2]} on {row[3]})" for row in told))
    parts.append("== Summary (in sample, and with each case's source left out)")
    widths = [36, 13, 12, 9, 10, 14, 14, 33, 22, 60]
    head = [*SUMMARY_HEAD[:5], "median, unseen", "p90, unseen", *SUMMARY_HEAD[7:]]
    parts.append(_text_table(head, summary_rows(summaries), widths))
    return "\n\n".join(parts) + "\n"


def _ran_md(results: list[Result]) -> str:
    checked, told = told_cannot(results)
    table = _md_table(["case", "verdict", "memory per GPU", "GPU"], told)
    return RAN_MD.strip().format(bad=len(told), checked=checked, table=table)


def render_markdown(run: Validation) -> str:
    results, summaries = run.results, run.summaries
    modelled = sum(1 for r in results if r.modelled)
    parts = [
        "# Accuracy",
        "",
        "Generated by `hwplanner validate --write docs/ACCURACY.md` (do not edit by hand: the "
        "text lives in `hwplanner/validation/`). Every usable published measurement in "
        "`resources/validation/measurements.jsonl` and every fake-tensor oracle run in "
        "`resources/validation/oracle_results.jsonl` (and the DPO steps of TRL 0.28's "
        "DPOTrainer loop in `oracle_dpo_results.jsonl`, ids O-dpo-…, and the reward-model "
        "steps of its RewardTrainer loop in `oracle_rm_results.jsonl`, ids O-rm-…) goes "
        "through the engine; "
        "the prediction "
        "is cut to what the measurement measured (torch allocated = total − CUDA context − "
        "allocator reserve; reserved = allocated + reserve; nvidia-smi = everything; oracle = "
        "live tensors only) in the row's unit. Error = predicted ÷ measured − 1.",
        "",
        f"{len(results)} cases ({modelled} modelled, {len(results) - modelled} listed as not "
        "modelled with the reason).",
        "",
        "## Summary",
        "",
        _md_table(SUMMARY_HEAD, summary_rows(summaries)),
        "",
        RULE_MD.strip(),
        "",
        CONSTANTS_MD.strip().format(table=_md_table(CONSTANT_HEAD, constant_rows(run.constants))),
        "",
        ESTIMATES_MD.strip().format(
            table=_md_table(
                ["parameter (file)", "value", "what it stands for"], [list(e) for e in ESTIMATES]
            )
        ),
        "",
        _ran_md(results),
        "",
        CALIBRATION_MD.strip().format(
            table=_md_table(
                ["constant (file)", "before → after", "evidence"],
                [list(r) for r in CALIBRATION_ROWS],
            )
        ),
        "",
    ]
    for cat in CATEGORIES:
        rows = case_rows(results, cat)
        if rows:
            parts += [f"## {CATEGORY_LABELS[cat]} (`{cat}`)", "", _md_table(CASE_HEAD, rows), ""]
    parts += [
        "## Not modelled",
        "",
        _md_table(["case", "reason"], unmodelled_rows(results)),
        "",
    ]
    return "\n".join(parts)
