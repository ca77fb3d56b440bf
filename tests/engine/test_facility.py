"""Server power, racks, cooling, power supplies and checkpoint writes by hand."""

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.money.facility import checkpoint_write, node_power, rack, server_psu
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
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


@pytest.mark.parametrize("gpu_id", ["h100-sxm-80gb", "l40s", "h20-96gb", "h100-pcie-80gb"])
@pytest.mark.parametrize("gpus", [1, 2, 4, 8])
def test_a_server_never_draws_more_running_than_its_maximum(gpu_id: str, gpus: int) -> None:
    """1 × H100 SXM: maximum 1,275 W but running draw 560 + 1,500 W host (the host W of an
    8-GPU server was added to every node)."""
    from hwplanner.engine.money.energy import energy

    gpu, w = CAT.gpu(gpu_id), Workload(gpu_power_fraction=1.0)
    plan = Plan(method="inference", gpus_per_node=gpus, tp=gpus)
    running = energy(gpu, plan, w, 1.0).power_w.value / w.pue
    assert running <= node_power(gpu, plan, w).value + 1e-6


def test_a_datacenter_node_draws_its_share_of_an_8_gpu_host() -> None:
    from hwplanner.engine.money.energy import energy

    one = energy(H100, Plan(method="inference"), Workload(), 1.0)
    assert dict(one.power_w.inputs)["host W per node"] == pytest.approx(1500 / 8)
    assert one.power_w.value == pytest.approx((700 * 0.8 + 187.5) * 1.5)  # 1,121 W (was 3,090)
    eight = energy(H100, NODE, Workload(), 1.0)
    assert dict(eight.power_w.inputs)["host W per node"] == pytest.approx(1500)


@pytest.mark.parametrize(
    ("gpu_id", "kind"),
    [
        ("gb200", "rack-scale NVLink system (NVL72 class)"),
        ("gh200", "Grace superchip server (1–4 superchips per node, MGX class)"),
        ("mi300x", "OAM/module baseboard server (up to 8 accelerators)"),
        ("gaudi3", "OAM/module baseboard server (up to 8 accelerators)"),
        ("ascend-910b", "OAM/module baseboard server (up to 8 accelerators)"),
        ("b200", "4-GPU HGX/DGX-class server (SXM, NVSwitch)"),
        ("h100-pcie-80gb", "2U/4U PCIe GPU server (up to 8 double-width cards, 2 CPUs)"),
    ],
)
def test_server_class_follows_the_form_factor(gpu_id: str, kind: str) -> None:
    """GB200, GH200 and MI300X were shown as PCIe servers."""
    from hwplanner.engine.money.infra import server_class

    assert server_class(CAT.gpu(gpu_id), Plan(gpus_per_node=4)).display == kind


@pytest.mark.parametrize(
    ("gpu_id", "per_node", "kind"),
    [
        ("l40s", 10, "4U PCIe GPU server (10 double-width cards, 2 CPUs)"),
        ("t4", 20, "4U server of single-slot cards (up to 20, 2 CPUs)"),
        ("v100-sxm2-32gb", 16, "16-GPU DGX-2 / HGX-2 class server (SXM, NVSwitch)"),
        # two HGX A100 baseboards over NVSwitch (Google Cloud a2-megagpu-16g)
        ("a100-sxm-40gb", 16, "16-GPU HGX A100 class server (two baseboards, NVSwitch)"),
    ],
)
def test_the_server_class_holds_as_many_gpus_as_the_node_limit_allows(
    gpu_id: str, per_node: int, kind: str
) -> None:
    """10 L40S per node (the node limit allows 10) were a server of 'up to 8' cards, 16 V100
    SXM2 an NVL72 rack."""
    from hwplanner.engine.money.infra import server_class
    from hwplanner.engine.scenario.validity import node_limit

    gpu = CAT.gpu(gpu_id)
    assert node_limit(gpu)[0] == per_node
    assert server_class(gpu, Plan(gpus_per_node=per_node)).display == kind


def test_gb200_is_liquid_cooled_whatever_the_density() -> None:
    """Four GB200 were 'air' (NVL72 is liquid-cooled only)."""
    gb200 = CAT.gpu("gb200")
    plan = Plan(method="inference", gpus_per_node=4, tp=4)
    r = rack(gb200, plan, Workload(), node_power(gb200, plan, Workload()).value)
    assert r["cooling"].display == "liquid"
    assert any("liquid-cooled only" in n for n in r["cooling"].notes)
    assert rack(H100, NODE, Workload(), 10_200)["cooling"].display == "air"


def test_an_nvl72_rack_is_the_system_whatever_the_sites_rack_power() -> None:
    """GB200/GB300/Vera Rubin NVL72: 18 compute trays of 4 in one liquid-cooled rack drawing
    GPU TDP × 72 × 142 kW ÷ (72 × 1,400 W) (GB300 NVL72's 142 kW, NVIDIA's reference
    architecture); they were one tray a rack at the site's 12 kW (18 racks for 72 GPUs)."""
    from hwplanner.engine.money.facility import facility_figures

    gb300, gb200, vr200 = CAT.gpu("gb300"), CAT.gpu("gb200"), CAT.gpu("vr200")
    trays = Plan(method="pretrain", gpus_per_node=4, nodes=18)
    f = facility_figures(gb300, trays, Workload())
    assert f["nodes_per_rack"].value == 18 and f["racks"].value == 1
    assert f["rack_kw"].value == pytest.approx(142.0)
    assert f["cooling"].display == "liquid" and f["rack_units"].value == 1
    assert any("site's racks get 12 kW" in str(n) for n in f["nodes_per_rack"].notes)
    assert f["server_psu_count"].display == "the rack's power shelves"
    # GB200 NVL72: NVIDIA's "up to 120 kW", within 2%
    assert facility_figures(gb200, trays, Workload())["rack_kw"].value == pytest.approx(120, 0.02)
    # 36 trays: two racks; 2 trays: one rack drawing what they do
    two = facility_figures(vr200, trays.model_copy(update={"nodes": 36}), Workload())
    assert two["racks"].value == 2
    small = facility_figures(gb300, trays.model_copy(update={"nodes": 2}), Workload())
    assert small["racks"].value == 1 and small["rack_kw"].value == pytest.approx(142 * 2 / 18)
    # a site with racks of the system's power is not told
    fed = facility_figures(gb300, trays, Workload(rack_kw=150))
    assert not any("site's racks" in str(n) for n in fed["nodes_per_rack"].notes)
    # the whole rack given as one node of 72
    whole = facility_figures(gb300, Plan(method="pretrain", gpus_per_node=72, nodes=3), Workload())
    assert whole["nodes_per_rack"].value == 1 and whole["racks"].value == 3
