"""The hostile-input runs at full size: random and adversarial command lines, damaged project
files, random valid plans through the solver, and kill -9 during saves. Prints a summary
table and writes every failure (with what reproduces it) as JSON to --out.

    nice -n 10 .venv/bin/python bench/fuzz.py cli 10000 --out /tmp/fuzz-cli.json
    nice -n 10 .venv/bin/python bench/fuzz.py projects 10000 --out /tmp/fuzz-projects.json
    nice -n 10 .venv/bin/python bench/fuzz.py plans 10000 --out /tmp/fuzz-plans.json
    nice -n 10 .venv/bin/python bench/fuzz.py saves 200 --out /tmp/fuzz-saves.json

`--only I` reruns case I alone (the same seed gives the same case). Cases run in-process in
a forked worker watched by the parent: a case that takes longer than --timeout seconds is a
hang (the worker is killed and a new one continues after it); a worker that dies is a crash.
The code under test is this checkout's (its folder comes first on sys.path)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

Result = dict[str, Any]


def print_table(summary: Result) -> None:
    print(
        f"\n{summary['run']}: {summary['cases']:,} cases in {summary['seconds']:,.0f} s "
        f"(seed {summary['seed']}, {summary['commit']}): {summary['failed_cases']:,} failed"
    )
    print(f"  {'kind of case':26} {'cases':>7} {'failed':>7} {'seconds':>8}")
    for kind, (count, failed, seconds) in summary["cases_by_kind"].items():
        print(f"  {kind:26} {count:>7,} {failed:>7,} {seconds:>8,.0f}")
    for key, value in summary["extra"].items():
        print(f"  {key}: {value}")
    if summary["failures_by_kind"]:
        print(f"  {'failure':60} {'count':>7}")
        for what, count in summary["failures_by_kind"].items():
            print(f"  {what[:60]:60} {count:>7,}")
    for r in summary["failures"][:12]:
        print(f"  #{r['i']} [{r.get('kind', '?')}] {r['failures']}: {r.get('case', '')[:160]}")
        if r.get("detail"):
            print(f"      {r['detail'][:300]}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("run", choices=["cli", "projects", "plans", "saves"])
    p.add_argument("n", type=int)
    p.add_argument("--seed", type=int, default=18)
    p.add_argument("--out", type=Path, help="write the summary and failures as JSON here")
    p.add_argument("--only", type=int, help="run case I alone (prints its details)")
    p.add_argument("--timeout", type=float, default=20.0, help="seconds before a case is a hang")
    p.add_argument("--subprocess", type=int, default=200, help="cli: cases also run as processes")
    p.add_argument("--gui", type=int, default=300, help="projects: cases opened in the app")
    p.add_argument("--kinds", help="projects: only these kinds of case (comma-separated)")
    args = p.parse_args()
    from bench import fuzz_cli, fuzz_plans, fuzz_projects, fuzz_saves

    runs = {
        "cli": fuzz_cli.cli_run,
        "projects": fuzz_projects.projects_run,
        "plans": fuzz_plans.plans_run,
        "saves": fuzz_saves.saves_run,
    }
    t0 = time.monotonic()
    if args.out:
        args.out = args.out.resolve()
    here = Path.cwd()
    with tempfile.TemporaryDirectory(prefix="hwfuzz-") as tmp:
        # a case's relative output file (print -o NAME) lands in a folder of the run's own,
        # two levels down: a case that names ".." reads a folder nothing else writes to (the
        # shared /tmp changed under it while other programs ran: false "reading changed a file")
        cwd = Path(tmp) / "cwd" / "run"
        cwd.mkdir(parents=True)
        os.chdir(cwd)
        try:
            summary = runs[args.run](args, Path(tmp))
        finally:
            os.chdir(here)
    summary["seconds"] = round(time.monotonic() - t0, 1)
    if args.out:  # first: a failing table must not lose the failures
        args.out.write_text(json.dumps(summary, indent=1, ensure_ascii=False) + "\n")
    print_table(summary)
    if args.out:
        print(f"wrote {args.out}")
    return 1 if summary["failed_cases"] else 0


if __name__ == "__main__":
    sys.exit(main())
