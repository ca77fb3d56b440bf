"""Guards the engine's error against published measurements and the fake-tensor oracle.

Thresholds sit a little above what the engine achieves (docs/ACCURACY.md), so a change that
makes any category worse fails here; the issue's targets are the outer limits.
"""

from __future__ import annotations

import argparse
import math
from pathlib import Path

import pytest

from hwplanner.validation import cli
from hwplanner.validation.cases import CATEGORIES, Case, Quantity, load_jsonl
from hwplanner.validation.evaluate import Result, Summary, predict

# category → (max median |error|, max p90 |error|); achieved values in the comments.
LIMITS = {
    # 4.3% / 12.7% over 59 rows (issue 11: 8% / 15%); was 5.4% / 17.4% before the frozen
    # projections, LitGPT's profile, bitsandbytes < 0.43.2 and the older plain losses
    "A_train_memory": (0.05, 0.14),
    "B_inference_memory": (0.03, 0.07),  # 2.1% / 5.1%; issue: 7% median
    "C_time_throughput": (0.10, 0.30),  # 8.3% / 27.1%; issue 13: 15% median, 30% p90
    "D_params_arch": (0.001, 0.001),  # exact
    "D_serving": (0.17, 0.55),  # 15.0% / 51.7%; issue 15: 20% median
    # 0.1% / 1.5% (228 rows; 32 before the technique grid, 218 before the LoRA-target rows)
    "O_oracle_grid": (0.005, 0.02),
    # 5.6% / 35.9% (21.6% median before the transformers 4.46–4.48 loss): Unsloth's (trust low)
    # longest sequences stay 34–37% beyond the engine's
    "E_max_seq_len": (0.07, 0.40),
}


@pytest.fixture(scope="module")
def validation() -> tuple[list[Result], list[Summary]]:
    return cli.validate()


@pytest.mark.parametrize("category", CATEGORIES)
def test_category_error_stays_within_its_limit(
    validation: tuple[list[Result], list[Summary]], category: str
) -> None:
    summary = {s.category: s for s in validation[1]}[category]
    median_limit, p90_limit = LIMITS[category]
    assert summary.scored >= 5
    assert summary.median_abs <= median_limit
    assert summary.p90_abs <= p90_limit


def test_every_row_is_a_case_modelled_or_explained(
    validation: tuple[list[Result], list[Summary]],
) -> None:
    results = validation[0]
    ids = {r.case.id for r in results}
    for row in load_jsonl("measurements.jsonl"):
        assert any(i == row["id"] or i.startswith(row["id"] + "-") for i in ids), row["id"]
    for r in results:
        if not r.modelled:
            assert r.case.reason and "no mapping" not in r.case.reason, r.case.id
        else:
            assert math.isfinite(r.predicted) and r.predicted > 0, r.case.id


def test_lower_bounds_hold(validation: tuple[list[Result], list[Summary]]) -> None:
    assert all(s.bounds_failed == 0 for s in validation[1])


def test_prediction_is_cut_to_what_was_measured(
    validation: tuple[list[Result], list[Summary]],
) -> None:
    case = next(r.case for r in validation[0] if r.case.id == "A-tt-l2-7b-lora-qv-r8")
    assert case.scenario is not None

    def as_(q: Quantity) -> float:
        return predict(
            Case(id="x", category=case.category, quantity=q, measured=1.0, scenario=case.scenario)
        )[0]

    parts = {}
    _, est = predict(case)
    assert est is not None
    parts = {p.key: p.value for p in est.memory.overheads}
    device = as_(Quantity.DEVICE)
    assert as_(Quantity.RESERVED) == pytest.approx(device - parts["cuda_context"])
    assert as_(Quantity.ALLOCATED) == pytest.approx(
        device - parts["cuda_context"] - parts["allocator"]
    )
    assert as_(Quantity.TENSORS) == pytest.approx(device - sum(parts.values()))


def test_command_prints_and_writes_markdown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ACCURACY.md"
    assert cli.run(argparse.Namespace(write=out, json=False)) == 0
    text = capsys.readouterr().out
    assert "Summary" in text and "Not modelled" in text
    md = out.read_text(encoding="utf-8")
    assert md.startswith("# Accuracy") and "| A-tt-l32-3b-packed |" in md
