"""Strict JSON and no 'nan'/'inf' text for every valid input: extreme catalogs, plans and
workloads anywhere in their ranges give finite figures or null with a reason."""

from __future__ import annotations

import json
import math
import re

import pytest
from hypothesis import given

from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import media_length_problems
from hwplanner.formatting import format_figure
from tests.strategies import GPUS, MODELS, examples, plans, valid_for, workloads

NON_FINITE_TEXT = re.compile(r"\b(nan|inf|infinity)\b", re.IGNORECASE)


def texts(est: Estimate) -> list[str]:
    out = [format_figure(f, with_range=True) for f in est.figures().values()]
    out += [f.explain() for f in est.figures().values()]
    out += [str(w) for w in est.warnings + est.notes]
    out += [str(n) for f in est.figures().values() for n in f.notes]
    return out


def check(scenario: Scenario, *, solve: bool) -> None:
    plan = valid_for(scenario.model, scenario.plan, scenario.gpu)  # estimate() refuses the others
    workload = scenario.workload
    if media_length_problems(scenario.model, plan, workload):  # lengths shorter than images
        workload = workload.model_copy(
            update={"sample_tokens_mean": None, "sample_tokens_max": None}
        )
    est = estimate(scenario.model_copy(update={"plan": plan, "workload": workload}), solve=solve)
    doc = est.as_dict()
    json.dumps(doc, allow_nan=False)  # raises ValueError on NaN/Infinity
    for text in texts(est):
        assert not NON_FINITE_TEXT.search(text), text
    for key, fig in doc["explain"].items():  # type: ignore[union-attr]
        if fig["value"] is None:
            assert fig["undefined"], key


@pytest.mark.slow  # a long property or fuzz run: the full suite runs it
@examples(2000)
@given(MODELS, GPUS, plans(), workloads())
def test_as_dict_is_strict_json_for_random_valid_plans(spec, gpu, plan, workload) -> None:  # type: ignore[no-untyped-def]
    check(Scenario(model=spec, gpu=gpu, plan=plan, workload=workload), solve=False)


@pytest.mark.slow
@examples(150)
@given(MODELS, GPUS, plans(), workloads())
def test_as_dict_with_solver_is_strict_json(spec, gpu, plan, workload) -> None:  # type: ignore[no-untyped-def]
    check(Scenario(model=spec, gpu=gpu, plan=plan, workload=workload), solve=True)


def test_break_even_that_never_comes_is_null_with_its_reason() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.workload import Workload

    cat = shipped_catalog()
    # main's prices leave an unpriced plan's break-even unknown (null, "needs both a
    # rental and a purchase price"); a cheap rent and dear power make it never come
    cheap_rent = Workload(
        cloud_usd_per_gpu_hour=0.01, gpu_price_usd=20_000, electricity_usd_per_kwh=1.0
    )
    sc = Scenario(
        model=cat.model("deepseek-v3"), gpu=cat.gpu("l40s"), plan=Plan(), workload=cheap_rent
    )
    doc = estimate(sc).as_dict()
    text = json.dumps(doc, allow_nan=False)
    fig = doc["explain"]["cost.break_even_months"]  # type: ignore[index]
    assert fig["value"] is None and "renting stays cheaper" in fig["undefined"]
    assert doc["cost"]["break_even_months"] is None  # type: ignore[index]
    assert "Infinity" not in text and "NaN" not in text
    assert not math.isfinite(estimate(sc).budget.cost["break_even_months"].value)


def test_explain_writes_large_values_as_whole_numbers() -> None:
    from hwplanner.engine.core.explain import Figure

    fig = Figure("x", "Rollout engine", 25_657_061_376.4, "bytes", "a", (("b", 7.68018e9),))
    text = fig.explain()
    assert "25,657,061,376 bytes" in text and "b = 7,680,180,000" in text
    assert "e+" not in text
    assert "= 0.3" in Figure("y", "Y", 0.3, "", "f", (("u", 0.3),)).explain()
