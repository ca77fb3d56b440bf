"""Specs refuse what no device or model has (1e300 TFLOPS, 5e-324 GB/s, Infinity, a 1 MB
name) with the field named, so the engine never divides by zero or overflows on them."""

from __future__ import annotations

import math

import pytest
from pydantic import ValidationError

from hwplanner.engine.core.limits import ID_MAX, NAME_MAX
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from tests.engine.models import H100, LLAMA_8B

GPU_NUMBERS = [
    name
    for name, f in GpuSpec.model_fields.items()
    if f.annotation in (float, float | None, int | None)
]
MODEL_NUMBERS = [
    name
    for name, f in ModelSpec.model_fields.items()
    if f.annotation in (int, int | None, float | None)
]


@pytest.mark.parametrize("field", GPU_NUMBERS)
@pytest.mark.parametrize("value", [1e300, -1.0, math.inf, math.nan])
def test_gpu_refuses_absurd_numbers_by_name(field: str, value: float) -> None:
    with pytest.raises(ValidationError) as info:
        GpuSpec.model_validate({**H100.model_dump(), field: value})
    assert info.value.errors()[0]["loc"] == (field,)


@pytest.mark.parametrize("field", [f for f in GPU_NUMBERS if f != "interconnect_gbps"])
def test_gpu_refuses_tiny_numbers(field: str) -> None:
    if field in ("price_usd", "cloud_usd_per_gpu_hour"):
        return  # a free GPU is a valid answer
    with pytest.raises(ValidationError):
        GpuSpec.model_validate({**H100.model_dump(), field: 5e-324})


@pytest.mark.parametrize("field", MODEL_NUMBERS)
def test_model_numbers_are_bounded(field: str) -> None:
    with pytest.raises(ValidationError) as info:
        ModelSpec.model_validate({**LLAMA_8B.model_dump(), field: 10**300})
    assert field in str(info.value)


def test_text_lengths_are_capped_with_the_field_named() -> None:
    for cls, base in ((GpuSpec, H100), (ModelSpec, LLAMA_8B)):
        for field, cap in (("id", ID_MAX), ("name", NAME_MAX)):
            cls.model_validate({**base.model_dump(), field: "x" * cap})
            with pytest.raises(ValidationError) as info:
                cls.model_validate({**base.model_dump(), field: "x" * (cap + 1)})
            assert info.value.errors()[0]["loc"] == (field,)
