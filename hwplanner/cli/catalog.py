"""`hwplanner catalog models|gpus|instances`: the shipped (and the user's) catalog rows."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.output import print_json


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("catalog", help="list the model, GPU, cloud instance or price catalog")
    p.add_argument("kind", choices=["models", "gpus", "instances", "prices"])
    p.add_argument("--json", action="store_true", help="print the rows as JSON")


def _cell(value: float | None, fmt: str) -> str:
    """A number, or "—" for an unknown one (never 0)."""
    return "—" if value is None else format(value, fmt)


def run(args: argparse.Namespace) -> int:
    cat = shipped_catalog()
    rows: list[dict[str, Any]]
    if args.kind == "models":
        rows = [m.model_dump(mode="json") for m in cat.models.values()]
        header = f"{'id':28} {'name':34} {'layers':>6} {'hidden':>6} {'experts':>7}"
        lines = [
            f"{m.id:28} {m.name:34} {m.num_layers:6} {m.hidden_size:6} {m.num_experts or '':>7}"
            for m in cat.models.values()
        ]
    elif args.kind == "gpus":
        rows = [g.model_dump(mode="json") for g in cat.gpus.values()]
        header = f"{'id':24} {'name':36} {'GiB':>7} {'TB/s':>6} {'bf16 TF':>8} {'TDP W':>6}"
        lines = [
            f"{g.id:24} {g.name:36} {g.memory_gib:7.1f} {g.memory_bandwidth_gbps / 1000:6.2f} "
            f"{_cell(g.bf16_tflops, '8.1f'):>8} {g.tdp_w:6.0f}"
            for g in cat.gpus.values()
        ]
    elif args.kind == "prices":
        rows = [r.model_dump(mode="json") for r in cat.prices.rows]
        header = f"{'gpu':24} {'set':15} {'region':6} {'provider':34} {'amount':>12} {'date':>12}"
        lines = [
            f"{r.gpu_id:24} {r.price_set.value:15} {r.region:6} {r.provider[:34]:34} "
            f"{r.amount:>8,.2f} {r.currency.value} {r.date[:12]:>12}"
            + ("" if r.kind == "list" else f"  ({r.kind})")
            for r in cat.prices.rows
        ]
    else:
        rows = [i.model_dump(mode="json") for i in cat.instances.values()]
        header = f"{'id':30} {'gpu':24} {'n':>3} {'$/h':>9} {'date':>10}"
        lines = [
            f"{i.id:30} {i.gpu_id:24} {i.gpus:3} {i.usd_per_hour:9.2f} {i.price_date:>10}"
            for i in cat.instances.values()
        ]
    if args.json:
        print_json(rows)
    else:
        print(header)
        print("\n".join(lines))
    for problem in cat.problems:
        print(f"warning: {problem}", file=sys.stderr)
    return 0
