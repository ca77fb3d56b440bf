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
