"""An Apple M4 Max (unified memory, Metal): in the catalog with its sources, served by
llama.cpp only, and its llama.cpp decode speed checked against the published llama-bench
table (discussion #4167), which no constant was set from."""

from __future__ import annotations

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.cli.validate import all_cases
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.scenario.validity import PlanError, check_plan
from hwplanner.validation.evaluate import predict

ID = "apple-m4-max-128gb"


def test_the_row_says_what_the_gpu_may_use_and_what_is_inferred() -> None:
    gpu = shipped_catalog().gpu(ID)
    assert gpu.vendor == "Apple" and gpu.unified_memory_gb == 128
    assert gpu.memory_gib == 96.0  # Metal's recommendedMaxWorkingSetSize, 75% of 128 GiB
    assert gpu.memory_bandwidth_gbps == 546 and gpu.tdp_w == 145
    assert gpu.fp8_tflops is None and gpu.fp4_tflops is None
    assert "INFERRED" in gpu.notes and "discussions/4167" not in gpu.source


@pytest.mark.parametrize(
    ("plan", "words"),
    [
        (Plan(method=Method.INFERENCE, framework="vllm"), "vLLM does not run on the Apple"),
        (Plan(method=Method.INFERENCE, framework="sglang"), "allowed: llamacpp"),
        (Plan(method=Method.LORA), "nothing for training yet"),
    ],
)
def test_engines_without_a_metal_backend_are_refused_by_name(plan: Plan, words: str) -> None:
    cat = shipped_catalog()
    with pytest.raises(PlanError) as exc:
        check_plan(cat.model("llama-3.1-8b"), plan, cat.gpu(ID))
    assert exc.value.field == "framework" and words in str(exc.value)
    check_plan(
        cat.model("llama-3.1-8b"), Plan(method=Method.INFERENCE, framework="llamacpp"), cat.gpu(ID)
    )


def test_llama_cpp_decode_within_the_published_range() -> None:
    """Llama 2 7B, llama-bench tg128 on an M4 Max: Q4_0 83.06, Q8_0 54.05, F16 31.64 t/s."""
    cases = {c.id: c for c in all_cases() if c.id.startswith("D-llamacpp-m4max-")}
    for fmt, measured in (("q4_0", 83.06), ("q8_0", 54.05), ("f16", 31.64)):
        case = cases[f"D-llamacpp-m4max-llama7b-{fmt}-tg128"]
        value, _ = predict(case)
        assert case.measured == measured
        assert value == pytest.approx(measured, rel=0.15), fmt
