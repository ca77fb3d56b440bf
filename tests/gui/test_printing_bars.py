"""The printed sheet's memory bars: a legend of what the bars hold, totals clear of the mark."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from hwplanner.engine.memory.breakdown import COMPONENTS
from hwplanner.sheet.render import export_pdf
from hwplanner.sheet.types import Bar, Page, Sheet

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")

NAMES = {"weights": "Weights", "gradients": "Gradients", "optimizer": "Optimizer states"}


def bar(name: str, capacity_gb: float, **gb: float) -> Bar:
    segments = tuple((NAMES.get(k, k), gb.get(k, 0.0) * 1e9) for k in COMPONENTS)
    return Bar(name, segments, capacity_gb * 1e9)


def words(pdf: Path) -> list[tuple[str, float]]:
    """Each word of the first page with its right edge (points), in reading order."""
    out = subprocess.run(
        ["pdftotext", "-bbox", "-f", "1", "-l", "1", str(pdf), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = []
    for line in out.splitlines():
        if line.strip().startswith("<word"):
            x_max = float(line.split('xMax="')[1].split('"')[0])
            found.append((line.rsplit(">", 2)[-2].split("<")[0], x_max))
    return found


def test_a_serving_bar_lists_no_training_state_and_totals_fit_the_page(
    tmp_path: Path, qapp: object
) -> None:
    bars = (
        bar("Serving bf16, 2 × H100 (TP 2)", 85.5, weights=70.5, kv_cache=7.0, overhead=1.8),
        bar("Serving int8, a long scenario name", 85.5, weights=80.0, kv_cache=5.0),
    )
    sheet = Sheet("t", "2026-12-01", (Page("Bars", "sub", bars=bars),))
    out = tmp_path / "bars.pdf"
    export_pdf(sheet, out)
    text = [w for w, _ in words(out)]
    assert "Weights" in text and "kv_cache" in text and "capacity" in text
    assert "Gradients" not in text and "Optimizer" not in text  # nothing any bar holds
    assert "79.3" in text and "85.0" in text  # each bar's total, in full
    right_margin = 595.3 - 16 / 25.4 * 72  # A4 less its 16 mm margin, in points
    assert all(x <= right_margin + 1 for _, x in words(out))  # nothing runs into the margin
