"""`hwplanner catalog models|gpus|instances|prices`: the shipped (and the user's) catalog rows."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from pydantic import BaseModel

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.formats import add_format_options, chosen, write_table
from hwplanner.cli.output import print_json


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("catalog", help="list the model, GPU, cloud instance or price catalog")
    p.add_argument("kind", choices=["models", "gpus", "instances", "prices"])
    add_format_options(p)


# kind -> columns of the readable table: (field, header, width, number format or "" for text)
COLUMNS: dict[str, tuple[tuple[str, str, int, str], ...]] = {
    "models": (
        ("id", "id", 28, ""),
        ("name", "name", 34, ""),
        ("num_layers", "layers", 6, "d"),
        ("hidden_size", "hidden", 6, "d"),
        ("num_experts", "experts", 7, "d"),
    ),
    "gpus": (
        ("id", "id", 24, ""),
        ("name", "name", 36, ""),
        ("memory_gib", "GiB", 7, ".1f"),
        ("memory_bandwidth_gbps", "GB/s", 6, ".0f"),
        ("bf16_tflops", "bf16 TF", 8, ".1f"),
        ("tdp_w", "TDP W", 6, ".0f"),
    ),
    "instances": (
        ("id", "id", 30, ""),
        ("gpu_id", "gpu", 24, ""),
        ("gpus", "n", 3, "d"),
        ("usd_per_hour", "$/h", 9, ".2f"),
        ("price_date", "date", 10, ""),
    ),
    "prices": (
        ("gpu_id", "gpu", 24, ""),
        ("price_set", "set", 17, ""),
        ("region", "region", 6, ""),
        ("provider", "provider", 34, ""),
        ("amount", "amount", 10, ",.2f"),
        ("currency", "cur", 4, ""),
        ("unit", "unit", 8, ""),
        ("date", "date", 12, ""),
        ("kind", "kind", 10, ""),
    ),
}


def _cell(value: object, width: int, number: str) -> str:
    """Text left-aligned, numbers right-aligned; an unknown value is "—" (never 0)."""
    if not number:
        return f"{value if value is not None else '—'!s:<{width}}"
    text = "—" if value is None else format(value, number)
    return f"{text:>{width}}"


def run(args: argparse.Namespace) -> int:
    cat = shipped_catalog()
    fmt = chosen(args)
    by_kind: dict[str, list[BaseModel]] = {
        "models": list(cat.models.values()),
        "gpus": list(cat.gpus.values()),
        "instances": list(cat.instances.values()),
        "prices": list(cat.prices.rows),
    }
    entries = by_kind[args.kind]
    rows: list[dict[str, Any]] = [e.model_dump(mode="json") for e in entries]
    columns = COLUMNS[args.kind]
    if fmt == "json":
        print_json(rows)
    elif fmt == "csv":
        keys = list(rows[0]) if rows else []
        write_table("csv", keys, [[r.get(k) for k in keys] for r in rows])
    elif fmt == "markdown":
        header = [h for _, h, _, _ in columns]
        write_table(fmt, header, [[r[f] for f, _, _, _ in columns] for r in rows])
    else:
        print(" ".join(f"{h:<{w}}" if not n else f"{h:>{w}}" for _, h, w, n in columns))
        for r in rows:
            print(" ".join(_cell(r[f], w, n) for f, _, w, n in columns))
    for problem in cat.problems:
        print(f"warning: {problem}", file=sys.stderr)
    return 0
