"""`hwplanner estimate`'s readable output of one plan: the report, a table of every figure (text,
Markdown, CSV), and the solver's extra answers; the JSON needs none of it."""

from __future__ import annotations

import argparse
from typing import Any

from hwplanner.cli.formats import write_table
from hwplanner.cli.report import render_estimate
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.plan import Method
from hwplanner.formatting import format_figure, format_value
from hwplanner.i18n import QT_TRANSLATE_NOOP, label, translate
from hwplanner.sheet.executive import fit_words

SOLVED_WORDS = {
    "max_micro_batch": QT_TRANSLATE_NOOP("Report", "Largest micro-batch that fits"),
    "max_seq_len": QT_TRANSLATE_NOOP("Report", "Longest sequence that fits"),
}
SERVING_WORDS = {  # a serving plan's batch is its concurrent sequences
    "max_micro_batch": QT_TRANSLATE_NOOP("Report", "Most concurrent sequences that fit"),
    "max_seq_len": QT_TRANSLATE_NOOP("Report", "Longest context that fits"),
}
# micro-batches padded to their longest sample (scenario/rows.py): the answers are of rows
PADDED_WORDS = {
    "max_micro_batch": QT_TRANSLATE_NOOP(
        "Report", "Largest micro-batch that fits (rows of the longest sample)"
    ),
    "max_seq_len": QT_TRANSLATE_NOOP("Report", "Longest padded row (sample) that fits"),
}


def solved_words(key: str, result: Estimate) -> str:
    words = SERVING_WORDS if result.scenario.plan.method is Method.INFERENCE else SOLVED_WORDS
    if result.memory_plan is not result.scenario.plan:
        words = PADDED_WORDS
    return translate("Report", words[key])


def solved_lines(result: Estimate, solved: dict[str, Any]) -> list[str]:
    """'Longest sequence that fits: 9,728' for each solver answer asked for."""
    return [
        translate("Report", "{label}: {value}").format(
            label=solved_words(k, result), value="—" if v is None else f"{v:,}"
        )
        for k, v in solved.items()
    ]


def verdict_rows(result: Estimate) -> list[list[Any]]:
    """[key, English label, value, unit]: the verdict, the headroom and the fewest GPUs, for
    the csv and markdown tables (the table report words them itself)."""
    mem = result.memory
    need = result.min_gpus
    return [
        ["memory.verdict", translate("Report", "Verdict"), result.verdict, "text"],
        [
            "memory.headroom_bytes",
            translate("Report", "Headroom per GPU"),
            mem.headroom_bytes,
            "bytes",
        ],
        [
            "min_gpus",
            translate("Report", "Fewest GPUs that fit")
            if need is None or need.held_sequences is None
            else translate("Report", "Fewest GPUs that run it"),
            need and need.gpus,
            "count",
        ],
        *(
            [
                [
                    "min_gpus_held_sequences",
                    translate("Report", "Full-context sequences the KV cache pool holds there"),
                    need.held_sequences,
                    "count",
                ]
            ]
            if need is not None and need.held_sequences is not None
            else []
        ),
    ]


def emit(result: Estimate, args: argparse.Namespace, fmt: str, solved: dict[str, Any]) -> None:
    if fmt == "table":
        text = render_estimate(result, binary=args.gib, explain=args.explain)
        print("\n".join([text, *solved_lines(result, solved)]))
        return
    rows: list[list[Any]] = []
    for key, fig in result.figures().items():
        if fmt == "csv":
            value = round(fig.value) if fig.unit == "bytes" and fig.value is not None else fig.value
            rows.append([key, fig.label, value, fig.unit, fig.low, fig.high])
        else:
            rows.append([label(fig.label), format_figure(fig, binary=args.gib)])
    for key, name, value, unit in verdict_rows(result):
        if fmt == "csv":
            rows.append([key, name, round(value) if unit == "bytes" else value, unit, None, None])
        else:
            shown = format_value(value, "bytes", binary=args.gib) if unit == "bytes" else value
            if key == "memory.verdict":
                shown = fit_words(result)
            rows.append([translate("Report", name), "—" if shown is None else shown])
    for key, value in solved.items():
        rows.append(
            [key, solved_words(key, result), value, "count", None, None]
            if fmt == "csv"
            else [solved_words(key, result), "—" if value is None else f"{value:,}"]
        )
    header = (
        ["key", "label", "value", "unit", "low", "high"]
        if fmt == "csv"  # data for a spreadsheet: English labels, keys to look up by
        else [translate("Report", "Figure"), translate("Report", "Value")]
    )
    write_table(fmt, header, rows)
