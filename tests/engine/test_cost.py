"""Cloud and on-premises cost, hidden costs and break-even against hand-computed cases."""

import math

import pytest

from hwplanner.engine.cost import cost
from hwplanner.engine.plan import Plan
from hwplanner.engine.units import GB
from hwplanner.engine.workload import Workload
from tests.engine.budget_fixtures import A100, RTX4090

W = Workload(
    cloud_usd_per_gpu_hour=2.0,
    gpu_price_usd=10_000,
    server_usd_per_node=50_000,
    network_usd_per_node=20_000,
    amortisation_years=3,
    duty_cycle=0.5,
    electricity_usd_per_kwh=0.1,
    staff_usd_per_year=100_000,
    staff_share=0.5,
    space_usd_per_node_year=4_000,
    onprem_storage_usd_per_tb=0,
    storage_usd_per_gb_month=0.02,
)
PLAN = Plan(method="pretrain", gpus_per_node=8)


def test_cloud_is_gpu_hours_times_price_plus_storage() -> None:
    c = cost(
        A100, PLAN, W, run_hours=100, gpu_hours=800, kwh=0, site_power_w=0, storage_bytes=100 * GB
    )
    assert c.cloud_items["cloud_gpu_usd"].value == 1600  # 800 GPU-hours × $2
    storage = c.cloud_items["cloud_storage_usd"].value
    assert storage == pytest.approx(100 * 0.02 * 1)  # at least one month
    assert c.cloud.value == pytest.approx(1602)


def test_onprem_tco_line_items() -> None:
    c = cost(
        A100, PLAN, W, run_hours=100, gpu_hours=800, kwh=1000, site_power_w=5000, storage_bytes=0
    )
    busy_life = 3 * 8760 * 0.5  # 13,140 busy hours over the amortisation period
    items = {k: i.value for k, i in c.onprem_items.items()}
    assert c.purchase.value == 8 * 10_000 + 50_000  # one node: no network gear
    assert items["onprem_hardware_usd"] == pytest.approx(130_000 * 100 / busy_life)
    assert items["onprem_power_usd"] == pytest.approx(100)  # 1000 kWh × $0.1
    assert items["onprem_space_usd"] == pytest.approx(4_000 * 100 / (8760 * 0.5))
    assert items["onprem_staff_usd"] == pytest.approx(50_000 * 100 / (8760 * 0.5))
    assert items["onprem_network_usd"] == 0
    assert c.onprem.value == pytest.approx(sum(items.values()))
    hidden = set(c.hidden)
    assert {"hidden_cooling_usd", "onprem_space_usd", "onprem_staff_usd"} <= hidden


def test_network_gear_only_between_nodes() -> None:
    plan = Plan(method="pretrain", gpus_per_node=8, nodes=4)
    c = cost(A100, plan, W, 100, 3200, 0, 0, 0)
    assert c.purchase.value == 32 * 10_000 + 4 * 50_000 + 4 * 20_000


def test_break_even_months() -> None:
    c = cost(A100, PLAN, W, 100, 800, 1000, 5000, 0)
    busy_month = 730 * 0.5
    rent = 8 * busy_month * 2.0  # 5,840
    running = 5000 * busy_month / 1000 * 0.1 + (4_000 + 50_000) / 12  # 182.5 + 4,500
    assert c.break_even_months.value == pytest.approx(130_000 / (rent - running))
    cheap = W.model_copy(update={"cloud_usd_per_gpu_hour": 1.0})
    c = cost(A100, PLAN, cheap, 100, 800, 1000, 5000, 0)
    assert math.isinf(c.break_even_months.value)  # renting stays cheaper at $1/GPU-hour
    assert any("pay back" in w for w in c.warnings)


def test_missing_prices_warn_instead_of_guessing() -> None:
    c = cost(RTX4090, Plan(), Workload(), 10, 10, 1, 100, 0)
    assert c.cloud_items["cloud_gpu_usd"].value == 0
    warning = next(w for w in c.warnings if "No cloud price" in w)
    assert warning.args["field"].path == "workload.cloud_usd_per_gpu_hour"


def test_instance_price_used_when_workload_has_none() -> None:
    c = cost(A100, PLAN, Workload(), 1, 8, 0, 0, 0, cloud_usd_per_gpu_hour=4.0)
    assert c.cloud_items["cloud_gpu_usd"].value == 32
    c = cost(A100, PLAN, Workload(), 1, 8, 0, 0, 0)
    catalog = c.cloud_items["cloud_gpu_usd"].value
    assert catalog == pytest.approx(8 * 5.12)  # the GPU's catalog price
