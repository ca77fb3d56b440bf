"""Time and speed on a GPU whose catalog figures were derived or left unverified say so: in
Explain beside the step time and latencies, and as a warning when the row is of low
confidence (B300, H200 NVL)."""

from __future__ import annotations

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan


def _run(gpu_id: str, plan: Plan):  # type: ignore[no-untyped-def]
    cat = shipped_catalog()
    sc = Scenario(model=cat.model("llama-3.1-8b"), gpu=cat.gpu(gpu_id), plan=plan)
    return estimate(sc, solve=False)


def _said(notes: object) -> bool:
    return any("The catalog's figures for" in str(n) for n in notes)  # type: ignore[attr-defined]


def test_low_confidence_peaks_are_a_warning_and_an_explain_note() -> None:
    est = _run("b300", Plan(method="lora"))
    assert _said(est.warnings)
    assert _said(est.budget.compute["step_seconds"].notes)
    served = _run("h200-nvl-141gb", Plan(method="inference"))
    assert _said(served.warnings) and _said(served.budget.serving["tpot_ms"].notes)


def test_medium_confidence_is_said_in_explain_only_and_high_not_at_all() -> None:
    est = _run("h100-nvl-94gb", Plan(method="lora"))
    assert _said(est.budget.compute["step_seconds"].notes) and not _said(est.warnings)
    high = _run("h100-sxm-80gb", Plan(method="lora"))
    assert not _said(high.budget.compute["step_seconds"].notes) and not _said(high.warnings)
