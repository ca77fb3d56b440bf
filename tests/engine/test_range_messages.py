"""Out-of-range values are worded once, by the model (one check around it, not per field)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload


def test_each_ranged_field_once_in_its_words_and_other_errors_as_they_were() -> None:
    with pytest.raises(ValidationError) as exc:
        Plan(seq_len=-5, lora_rank=0, tp="x", kv_dtype="nope")
    errors = exc.value.errors()
    by_field = {e["loc"][0]: e for e in errors}
    assert [e["loc"][0] for e in errors] == ["seq_len", "kv_dtype", "lora_rank", "tp"]
    assert by_field["seq_len"]["msg"] == "-5 is outside the allowed range 1 ≤ seq_len ≤ 10,000,000"
    assert by_field["seq_len"]["type"] == "out_of_range"
    assert by_field["lora_rank"]["msg"].startswith("0 is outside the allowed range 1 ≤ lora_rank")
    assert by_field["tp"]["type"] == "int_parsing"
    assert by_field["kv_dtype"]["type"] == "enum"


def test_not_finite_is_worded_too_and_valid_values_pass() -> None:
    with pytest.raises(ValidationError) as exc:
        Workload(mfu=float("nan"))
    assert "is outside the allowed range" in exc.value.errors()[0]["msg"]
    assert Workload(mfu=0.5).mfu == 0.5
    assert Plan(seq_len=4096).seq_len == 4096


def test_a_derived_value_is_quoted_as_derived() -> None:
    """A global batch sets the accumulation; its range is worded with that value (200,000
    sequences on one GPU at micro-batch 1), not with the one the plan held before (1)."""
    with pytest.raises(ValidationError) as exc:
        Plan(method="full").with_changes(global_batch=200_000)
    err = exc.value.errors()[0]
    assert err["loc"] == ("grad_accum",)
    assert err["msg"] == "200000 is outside the allowed range 1 ≤ grad_accum ≤ 100,000"


def test_a_nested_plan_keeps_its_location_and_wording() -> None:
    from hwplanner.project import ScenarioSpec

    with pytest.raises(ValidationError) as exc:
        ScenarioSpec.model_validate({"plan": {"seq_len": 0}, "workload": {"mfu": 2.0}})
    by_loc = {e["loc"]: e["msg"] for e in exc.value.errors()}
    assert by_loc[("plan", "seq_len")].startswith("0 is outside the allowed range 1 ≤ seq_len")
    assert by_loc[("workload", "mfu")].startswith("2.0 is outside the allowed range")
