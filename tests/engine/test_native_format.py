"""Models shipped in a quantized native format: served as stored, upcast for training."""

from __future__ import annotations

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Method, Plan, WeightFormat
from hwplanner.engine.scenario.weights import weight_storage


def _scenario(model: str, plan: Plan) -> Scenario:
    cat = shipped_catalog()
    return Scenario(model=cat.model(model), gpu=cat.gpu("h100-sxm-80gb"), plan=plan)


@pytest.mark.parametrize(
    ("model", "method", "label"),
    [
        ("gpt-oss-120b", "mxfp4", "MXFP4"),
        ("gpt-oss-20b", "mxfp4", "MXFP4"),
        ("deepseek-v3", "fp8", "FP8"),
        ("kimi-k2", "fp8", "FP8"),
    ],
)
def test_native_format_is_the_serving_default(model: str, method: str, label: str) -> None:
    spec = shipped_catalog().model(model)
    assert spec.quantization is not None and spec.quantization.method == method
    plan = Plan(method=Method.INFERENCE)
    storage = weight_storage(spec, plan)
    assert storage.source == "checkpoint" and label in storage.label
    assert storage.bytes_per_param < 1.1  # well under bf16's 2 B


def test_gpt_oss_120b_is_served_on_one_h100() -> None:
    est = estimate(_scenario("gpt-oss-120b", Plan(method=Method.INFERENCE)), solve=False)
    weights_gb = est.memory.bytes_of("weights") / 1e9
    # OpenAI's model card: "fits into a single 80GB GPU" thanks to MXFP4 experts
    assert 60 < weights_gb < 70


def test_training_upcasts_native_fp8_and_mxfp4_with_a_note() -> None:
    spec = shipped_catalog().model("gpt-oss-20b")
    storage = weight_storage(spec, Plan(method=Method.LORA))
    assert storage.source == "default" and storage.format is WeightFormat.BF16
    assert storage.bytes_per_param == pytest.approx(2.0)
    assert "upcast for training" in storage.note
    # an explicit format still wins
    explicit = Plan(method=Method.LORA, weight_format=WeightFormat.BF16)
    assert weight_storage(spec, explicit).source == "plan"
