"""Output formats shared by the subcommands: a readable table, strict JSON, CSV, Markdown."""

from __future__ import annotations

import argparse
import csv
import math
import sys
from collections.abc import Sequence

FORMATS = ("table", "json", "csv", "markdown")


def add_format_options(parser: argparse.ArgumentParser, group: object = None) -> None:
    """`--format table|json|csv|markdown` and its shortcut `--json`."""
    target = group if group is not None else parser
    target.add_argument(  # type: ignore[attr-defined]
        "--format",
        choices=FORMATS,
        default=None,
        help="output format (default table; csv and markdown give tables for other programs)",
    )
    target.add_argument(  # type: ignore[attr-defined]
        "--json", action="store_true", help="print JSON (the same as --format json)"
    )


def chosen(args: argparse.Namespace) -> str:
    """The format asked for; --json and --format must not disagree."""
    fmt = getattr(args, "format", None)
    if getattr(args, "json", False):
        if fmt not in (None, "json"):
            from hwplanner.cli.errors import UsageError

            raise UsageError(f"--format: {fmt} conflicts with --json")
        return "json"
    return str(fmt or "table")


def write_csv(header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """RFC 4180 CSV on stdout (Python's csv module quoting)."""
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(header)
    out.writerows([[_known(v) for v in row] for row in rows])


def _known(value: object) -> object:
    """A figure with no finite value (a break-even that never comes) is an empty cell, as
    JSON's null: never "inf" or "nan" in a table."""
    return None if isinstance(value, float) and not math.isfinite(value) else value


def _cell(value: object) -> str:
    value = _known(value)
    text = "" if value is None else str(value)
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A GitHub-flavoured Markdown table (pipes escaped, one line per row)."""
    lines = [
        "| " + " | ".join(_cell(h) for h in header) + " |",
        "|" + "|".join("---" for _ in header) + "|",
    ]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def write_table(fmt: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """Rows as csv or markdown (the caller prints json and table itself)."""
    if fmt == "csv":
        write_csv(header, rows)
    else:
        print(markdown(header, rows))
