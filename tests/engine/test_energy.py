"""Energy and CO₂ against hand-computed cases and Meta's published Llama 2 footprint."""

import pytest

from hwplanner.engine.money.energy import energy
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from tests.engine.budget_fixtures import A100, RTX4090


def test_llama2_70b_energy_the_way_meta_counted_it() -> None:
    # Meta: 1,720,320 GPU-hours at 400 W per GPU → 688,128 kWh; 291.42 t CO2eq implies
    # 0.4235 kg/kWh. At TDP, PUE 1 and no host power the engine reproduces both.
    w = Workload(
        gpu_power_fraction=1.0, pue=1.0, host_power_w_per_node=0, co2_kg_per_kwh=291_420 / 688_128
    )
    e = energy(A100, Plan(method="pretrain"), w, 1_720_320)
    assert e.kwh.value == pytest.approx(688_128)
    assert e.co2_kg.value == pytest.approx(291_420)


def test_power_formula_by_hand() -> None:
    # (400 W × 16 GPUs × 0.8 + 1500 W × 2 nodes) × PUE 1.5 = (5120 + 3000) × 1.5 = 12,180 W
    plan = Plan(method="pretrain", gpus_per_node=8, nodes=2)
    e = energy(A100, plan, Workload(), 10)
    assert e.power_w.value == pytest.approx(12_180)
    assert e.kwh.value == pytest.approx(121.8)
    assert e.co2_kg.value == pytest.approx(121.8 * 0.4)


def test_workstation_host_power_default() -> None:
    e = energy(RTX4090, Plan(), Workload(pue=1.0, gpu_power_fraction=1.0), 1)
    assert e.power_w.value == pytest.approx(450 + 250)


def test_a_gpu_without_a_published_power_leaves_every_power_figure_unknown() -> None:
    """Unknown is unknown: no power figure, no energy, electricity cost, CO₂ or the facility's
    power-set figures (null in the JSON, — in the views), each saying why; the rest stands."""
    import json

    from hwplanner import api
    from hwplanner.engine.estimate import estimate
    from hwplanner.engine.money.energy import power_unknown

    known, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "full", gpus_per_node=8, zero=3)
    sc = known.model_copy(update={"gpu": known.gpu.model_copy(update={"tdp_w": None})})
    e = estimate(sc).complete()
    said = power_unknown(sc.gpu)
    b = e.budget
    assert b.energy["power_w"].value is None and said in b.energy["power_w"].notes
    assert b.energy["kwh"].value is None and b.energy["co2_kg"].value is None
    for key in ("node_power_w", "server_psu_count", "nodes_per_rack", "racks", "rack_kw"):
        assert b.power[key].value is None, key
    assert b.power["rack_units"].value == 8  # the server's height is not its power
    assert b.onprem_items["onprem_power_usd"].value is None
    assert b.cost["onprem_usd"].value is None and b.cost["break_even_months"].value is None
    assert b.cost["purchase_usd"].value is not None  # what buying costs is still known
    assert b.cost["cloud_usd"].value is not None
    assert said in e.warnings
    doc = e.as_dict()
    assert doc["energy"] == {"kwh": None, "co2_kg": None, "power_w": None}
    json.dumps(doc, allow_nan=False)
    other = estimate(known).complete()  # nothing else moves
    assert e.memory.total == other.memory.total and e.min_gpus == other.min_gpus
    assert b.compute == other.budget.compute


def test_a_workstation_without_a_power_figure_sizes_no_supply() -> None:
    plan = Plan(method="lora")
    e = energy(RTX4090.model_copy(update={"tdp_w": None}), plan, Workload(), 10)
    assert e.kwh.value is None and e.kwh.low is None and e.kwh.high is None
    from hwplanner.engine.money.facility import facility_figures

    figs = facility_figures(RTX4090.model_copy(update={"tdp_w": None}), plan, Workload())
    assert figs["psu_w"].value is None and figs["node_power_w"].value is None
    assert figs["cooling"].value is None and figs["cooling"].display == ""


@pytest.mark.parametrize("gpu_id", ["apple-m2-max-96gb", "apple-m3-max-128gb"])
def test_the_max_chips_plan_with_their_power_unknown(gpu_id: str) -> None:
    """Apple publishes no maximum power for these configurations: they serve and fine-tune with
    memory and speed planned and every power figure unknown."""
    from hwplanner import api
    from hwplanner.engine.estimate import estimate

    for method, fw in (("inference", "llamacpp"), ("lora", "mlx")):
        sc, _ = api.scenario("llama-3.1-8b", gpu_id, method, framework=fw)
        assert sc.gpu.tdp_w is None and sc.gpu.unified_memory_gb is not None
        e = estimate(sc).complete()
        assert e.budget.energy["kwh"].value is None
        assert e.budget.compute["seconds"].value > 0
        assert e.fits or e.proposal is not None  # (LoRA at MLX's defaults: turn on recompute)


def test_the_chinese_accelerators_plan_and_refuse_what_they_lack() -> None:
    """The MetaX C500 (power from FlagPerf) and the Moore Threads MTT S4000 (power not
    published) serve and train; what they lack (FP8, TensorRT-LLM) is refused by name."""
    from hwplanner import api
    from hwplanner.engine.estimate import estimate
    from hwplanner.engine.scenario.validity import plan_problems

    for gpu_id, power in (("metax-c500-64gb", 350), ("mtt-s4000-48gb", None)):
        sc, _ = api.scenario("qwen2.5-7b", gpu_id, "inference", framework="vllm")
        assert sc.gpu.tdp_w == power
        e = estimate(sc).complete()
        assert e.fits and (e.budget.energy["kwh"].value is None) == (power is None)
        assert e.budget.power["rack_units"].value == 4  # a PCIe card's server, not a baseboard
        fp8, _ = api.scenario("llama-3.1-8b", gpu_id, "full", precision="bf16", gpus_per_node=8)
        bad = fp8.plan.with_changes(precision="fp8")
        assert any(p.field == "precision" for p in plan_problems(fp8.model, bad, fp8.gpu))
        trt = sc.plan.with_changes(framework="trtllm")
        assert any(p.field == "framework" for p in plan_problems(sc.model, trt, sc.gpu))
