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
        (Plan(method=Method.LORA), "allowed: mlx"),
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


def test_one_machine_per_node_no_tensor_parallelism_and_its_own_power() -> None:
    from hwplanner.engine.estimate import Scenario, estimate
    from hwplanner.engine.solve.recommend import shaped

    cat = shipped_catalog()
    gpu, spec = cat.gpu(ID), cat.model("llama-3.1-8b")
    serve = Plan(method=Method.INFERENCE, framework="llamacpp")
    for bad, field in (
        (serve.with_changes(gpus_per_node=2, pp=2), "gpus_per_node"),
        (serve.with_changes(nodes=2, tp=2), "tp"),
        (serve.with_changes(gpu_layers=20), "gpu_layers"),
    ):
        with pytest.raises(PlanError) as exc:
            check_plan(spec, bad, gpu)
        assert exc.value.field == field
    four = shaped(serve, 4, False, gpu)
    assert four is not None and (four.gpus_per_node, four.nodes, four.tp) == (1, 4, 1)
    power = estimate(Scenario(model=spec, gpu=gpu, plan=serve)).budget.power
    assert power["node_power_w"].value == 145.0  # the machine's own figure, its CPU within
    assert "psu_w" not in power  # it comes with its supply
    assert power["server_class"].display.startswith("the machine itself")


def test_recommend_spreads_machines_as_nodes(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from hwplanner.cli import main

    args = ["recommend", "--model", "llama-3.1-8b", "--method", "inference"]
    assert main([*args, "--framework", "llamacpp", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert all(o["tp"] == 1 for o in doc["by_cost"] + doc["by_time"] if o["gpu"] == ID)
    assert main([*args, "--framework", "vllm", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert any(r["gpu"] == ID and "Apple silicon" in r["why"] for r in doc["rejected"])
