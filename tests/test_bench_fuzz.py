"""bench/fuzz.py at a small size, as CI runs it: every class of hostile input (command lines in
hostile worlds — ASCII output, the C locale, a full standard output, Ctrl-C; damaged and
hostile projects opened by the CLI and the window; random valid plans; kill -9 during saves and
saves onto read-only, hard-linked, looping and dangling files) with 0 failures. The full-size
runs (≥ 10,000 cases) are in bench/ and docs/LIMITS.md."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

RUNS = {
    "cli": ["cli", "200", "--subprocess", "12"],
    "projects": ["projects", "120", "--gui", "12"],
    "plans": ["plans", "40"],
    "saves": ["saves", "6"],
}


@pytest.mark.slow
@pytest.mark.parametrize("run", sorted(RUNS))
def test_the_fuzzers_find_nothing_at_a_small_size(run: str, tmp_path: Path) -> None:
    out = tmp_path / f"{run}.json"
    proc = subprocess.run(
        [sys.executable, "bench/fuzz.py", *RUNS[run], "--seed", "36", "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert out.exists(), proc.stderr[-2000:]
    summary = json.loads(out.read_text(encoding="utf-8"))
    shown = json.dumps(summary["failures"][:5], indent=1, ensure_ascii=False)[:3000]
    assert summary["failed_cases"] == 0, shown
    assert summary["cases"] >= int(RUNS[run][1]), summary["cases"]
    assert proc.returncode == 0, proc.stdout[-2000:]
