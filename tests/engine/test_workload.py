"""Workload validation and the CLI options that build it."""

import pytest
from pydantic import ValidationError

from hwplanner.engine.plan.workload import DEFAULT_TRAINING_TOKENS, Workload


def test_defaults_are_valid_and_documented() -> None:
    w = Workload()
    assert w.training_tokens(2048) == DEFAULT_TRAINING_TOKENS
    assert not w.tokens_given
    assert w.pue == 1.5 and w.amortisation_years == 3


def test_tokens_from_dataset_and_epochs() -> None:
    w = Workload(dataset_tokens=2e9, epochs=3)
    assert w.training_tokens(2048) == 6e9
    assert w.unique_tokens(2048) == 2e9
    w = Workload(tokens=6e9, epochs=3)
    assert w.unique_tokens(2048) == 2e9


@pytest.mark.parametrize(
    ("field", "value", "range_text"),
    [
        ("mfu", 1.5, "0.01 ≤ mfu ≤ 1"),
        ("mfu", 0.0, "0.01 ≤ mfu ≤ 1"),
        ("mfu", 5e-324, "0.01 ≤ mfu ≤ 1"),
        ("tokens", 0, "1 ≤ tokens"),
        ("tokens", 5e-324, "1 ≤ tokens"),
        ("inter_node_gbit_per_node", 5e-324, "0.1 ≤ inter_node_gbit_per_node"),
        ("dataset_tokens", -5, "1 ≤ dataset_tokens"),
        ("cloud_usd_per_gpu_hour", -1.0, "0 ≤ cloud_usd_per_gpu_hour"),
        ("gpu_price_usd", -100.0, "0 ≤ gpu_price_usd"),
        ("electricity_usd_per_kwh", -0.1, "0 ≤ electricity_usd_per_kwh"),
        ("pue", 0.9, "1 ≤ pue ≤ 5"),
        ("checkpoints_kept", 0, "1 ≤ checkpoints_kept"),
        ("amortisation_years", 0, "0.1 ≤ amortisation_years"),
        ("epochs", float("nan"), "0.001 ≤ epochs"),
        ("pue", float("inf"), "1 ≤ pue ≤ 5"),
        ("goodput", 1.2, "0.01 ≤ goodput ≤ 1"),
        ("exchange_rate", 0, "0 < exchange_rate"),
        ("exchange_rate", -7.0, "0 < exchange_rate"),
        ("rack_kw", 0, "0.5 ≤ rack_kw"),
    ],
)
def test_bad_input_names_the_field_and_its_range(field: str, value: float, range_text: str) -> None:
    with pytest.raises(ValueError, match=field) as err:
        Workload(**{field: value})
    assert range_text in str(err.value)


def test_unknown_fields_and_mutation_are_refused() -> None:
    with pytest.raises(ValidationError, match="nonsense"):
        Workload(nonsense=1)  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        Workload().pue = 2.0  # type: ignore[misc]


def test_staff_default_scales_with_nodes() -> None:
    assert Workload().staff_fte(1) == 0.1
    assert Workload().staff_fte(40) == 2.0
    assert Workload(staff_share=0.5).staff_fte(40) == 0.5
