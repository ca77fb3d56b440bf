"""Server power, racks, cooling, power supplies and checkpoint writes by hand."""

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.facility import checkpoint_write, node_power, rack, server_psu
from hwplanner.engine.plan import Plan
from hwplanner.engine.workload import Workload
from tests.engine.budget_fixtures import RTX4090

CAT = shipped_catalog()
H100 = CAT.gpu("h100-sxm-80gb")
NODE = Plan(method="pretrain", gpus_per_node=8, nodes=4)


def test_dgx_h100_draws_10_2_kw() -> None:
    assert node_power(H100, NODE, Workload()).value == pytest.approx(10_200)
    psu = server_psu(H100, NODE, 10_200)
    assert psu.value == 6  # 4 working + 2 redundant 3.3 kW units, as DGX H100 ships


def test_racks_are_limited_by_power() -> None:
    r = rack(H100, NODE, Workload(), 10_200)  # 12 kW racks: one DGX H100 each
    assert r["nodes_per_rack"].value == 1 and r["racks"].value == 4
    assert r["cooling"].display == "air"
    dense = rack(H100, NODE, Workload(rack_kw=45), 10_200)
    assert dense["nodes_per_rack"].value == 4  # 4 × 8U, 40.8 kW
    assert dense["cooling"].display == "liquid"
    small = rack(H100, NODE, Workload(rack_kw=8), 10_200)
    assert small["nodes_per_rack"].value == 0
    assert any("more than the 8 kW" in n for n in small["nodes_per_rack"].notes)


def test_workstation_power_is_gpus_plus_host() -> None:
    plan = Plan(method="qlora", gpus_per_node=2)
    assert node_power(RTX4090, plan, Workload()).value == 2 * 450 + 250 + 100


def test_checkpoint_write_time_per_node() -> None:
    # 1 TB resumable checkpoint over 4 nodes at 33.8 GB/s each (Azure ND H200 v5 NVMe).
    f = checkpoint_write(H100, NODE, Workload(), 1e12)
    assert f.value == pytest.approx(1e12 / 4 / 33.8e9)
    given = checkpoint_write(H100, NODE, Workload(checkpoint_write_gbps_per_node=2), 1e12)
    assert given.value == pytest.approx(1e12 / 4 / 2e9)
