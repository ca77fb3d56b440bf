"""`hwplanner validate`: run every validation case, print the table, optionally write Markdown."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from hwplanner import jsonfile, paths
from hwplanner.atomic import atomic_write_text, read_only, resolve_target
from hwplanner.catalog import load_catalog
from hwplanner.validation.cases import Case, load_jsonl
from hwplanner.validation.derivations import Validation, validated
from hwplanner.validation.measurements import measurement_cases
from hwplanner.validation.oracle import oracle_cases
from hwplanner.validation.report import render_markdown, render_text
from hwplanner.validation.rules import RULES

# DPO and reward-model steps through the oracle (TRL 0.28's DPOTrainer and RewardTrainer
# loops); a data folder may have neither
DPO_ORACLE = "oracle_dpo_results.jsonl"
REWARD_ORACLE = "oracle_rm_results.jsonl"


def all_cases(data_dir: Path | None = None) -> list[Case]:
    """Published measurements, then the oracle grid, from resources/validation/."""
    data = data_dir or paths.resources_dir() / "validation"
    # The shipped catalog only: pointing the user directory at the data (which holds no
    # models.json or gpus.json) keeps a user's own entries out of the published figures.
    cat = load_catalog(user_dir=data)
    return measurement_cases(cat, load_jsonl("measurements.jsonl", data)) + oracle_cases(
        cat,
        load_jsonl("oracle_results.jsonl", data)
        + [
            row
            for name in (DPO_ORACLE, REWARD_ORACLE)
            if (data / name).is_file()
            for row in load_jsonl(name, data)
        ],
    )


def validate(data_dir: Path | None = None) -> Validation:
    """Every case, in sample and with its own publication left out of the derived constants."""
    return validated(all_cases(data_dir))


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    p: argparse.ArgumentParser = subparsers.add_parser(
        "validate", help="compare the engine with published measurements and the oracle"
    )
    p.add_argument("--write", type=Path, help="also write the Markdown report (docs/ACCURACY.md)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON instead")
    return p


def _check_write(path: Path | None) -> None:
    """Refuse a --write target that cannot be written before the cases run: a folder, a
    device or pipe (a save replaces the file: it must be a regular one), a missing folder."""
    if path is None:
        return
    from hwplanner.cli.errors import UsageError

    where = jsonfile.shown_path(path)
    try:
        target = resolve_target(path)
        if target.exists() and not target.is_file():
            raise UsageError(f"--write: {where}: not a regular file")
        if not target.parent.is_dir():
            raise UsageError(f"--write: {where}: folder {target.parent.name!r} does not exist")
        if target.exists() and read_only(target, target.stat()):
            raise UsageError(f"--write: {where}: the file is read-only")
    except OSError as exc:
        raise UsageError(f"--write: {where}: {exc.strerror or exc}") from None


def as_json(run: Validation) -> dict[str, Any]:
    """The summary per category (in sample and leave one source out) and every derived
    constant with its value without each of its publications."""
    return {
        "categories": {
            s.category: {
                "cases": s.cases,
                "scored": s.scored,
                "median_abs_error": s.median_abs,
                "p90_abs_error": s.p90_abs,
                "median_error": s.median_signed,
                "loso_median_abs_error": s.loso_median_abs,
                "loso_p90_abs_error": s.loso_p90_abs,
                # a one-line rule on the rows it applies to (validation/rules.py), and the
                # engine's error on those same rows; null where no rule applies (print_json)
                "rule": RULES.get(s.category),
                "rule_rows": s.rule_scored,
                "rule_median_abs_error": s.rule_median_abs,
                "engine_median_abs_error_on_rule_rows": s.engine_median_abs_on_rule_rows,
            }
            for s in run.summaries
        },
        "derived_constants": {
            c.derivation.name: {
                "value": c.value,
                "rederived": c.again,
                "without": c.without,
            }
            for c in run.constants
        },
    }


def run(args: argparse.Namespace) -> int:
    """Print the per-case table and the summary; write Markdown when asked. Exit status 0."""
    _check_write(args.write)
    run = validate()
    if args.json:
        from hwplanner.cli.output import print_json

        print_json(as_json(run))  # strict: a category with no scored case has a null median
    else:
        print(render_text(run), end="")
    if args.write:
        try:
            atomic_write_text(args.write, render_markdown(run), keep_backup=False)
        except OSError as exc:
            from hwplanner.cli.errors import UsageError

            where = jsonfile.shown_path(args.write)
            raise UsageError(f"--write: {where}: {exc.strerror or exc}") from None
        print(f"wrote {args.write}")
    return 0
