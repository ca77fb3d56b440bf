"""The room around the GPUs: server power, rack space and power, cooling, checkpoint writes.

An 8-GPU SXM server draws far more than its GPUs: a DGX H100 is specified at up to 10.2 kW for
8 × 700 W of GPUs (NVIDIA DGX H100 datasheet; six 3.3 kW PSUs, 4+2 redundant), a DGX A100 at
6.5 kW for 8 × 400 W. Racks are limited by power before space: most colocation sites still
deliver ~12 kW per rack, air cooling reaches 30–40 kW per rack with special airflow, and beyond
that racks are liquid-cooled (GB200 NVL72, ~120 kW, is liquid-only).
"""

from __future__ import annotations

import math

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.memo import remembered
from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.model.gpu_spec import (
    NVL72_DOMAIN_GPUS,
    GpuClass,
    GpuSpec,
    baseboard,
    nvlink_domain,
)
from hwplanner.engine.money.energy import host_power_w, power_unknown
from hwplanner.engine.money.infra import cpu_cores, psu, server_class
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.time.collectives import HOPPER_BF16_TFLOPS

SXM_SYSTEM_FACTOR = 10_200 / (8 * 700)  # DGX H100: system max input ÷ its GPUs' TDP (1.82)
SXM_SOURCE = (
    "NVIDIA DGX H100 datasheet: ~10.2 kW max for 8 × 700 W GPUs (DGX A100: 6.5 kW, 8 × 400 W)"
)
# An NVL72 rack's maximum power over its 72 GPUs' TDP: GB300 NVL72 "Full rack requiring up to
# 142 kW" for 72 × 1,400 W (1.41; GB200 NVL72 "up to 120 kW" for 72 × 1,200 W, 1.39): the
# trays' CPUs, NICs and fans, the NVLink switch trays and the power shelves beside the GPUs
NVL72_RACK_FACTOR = 142_000 / (72 * 1400)
NVL72_SOURCE = (
    "NVIDIA Enterprise Reference Architecture 'NVL72 AI Factory', System Hardware & Components "
    "(docs.nvidia.com/enterprise-reference-architectures/nvl72-ai-factory/latest/"
    "components.html: GB300 NVL72 'Full rack requiring up to 142 kW', 8 power shelves of 33 kW, "
    "18 compute trays of 4 GPUs); GB200 NVL72 'up to 120KW' (NVIDIA at the OCP Global Summit, "
    "Network World 2024-10-15)"
)
# DGX H100 8U; 4U PCIe GPU servers; an NVL72 compute tray 1U
RACK_UNITS = {"sxm": 8, "pcie": 4, "workstation": 4, "nvl72": 1}
RACK_HEIGHT_U = 42
AIR_LIMIT_KW = 35.0  # per rack: 30–40 kW with special airflow; beyond, liquid cooling
COLOCATION_KW = 20.0  # "most existing colocation data centers are not ready above 20 kW/rack"
COOLING_SOURCE = (
    "colocation notes (SemiAnalysis-style compilation): ~12 kW per rack typical, not ready above "
    "20 kW, air up to 30–40 kW with special airflow; Uptime Institute 2025: modal density ~10 kW"
)
# Sequential write per node to local NVMe: Azure ND H200 v5 FIO 33.8 GB/s; ND A100 v4 8.2 GB/s
# (Azure AI-benchmarking-guide results); one PCIe 4.0 NVMe drive sustains ~3 GB/s (estimate).
NVME_WRITE_GBPS = {"hopper": 33.8, "ampere": 8.2, "workstation": 3.0}


def _kind(gpu: GpuSpec, plan: Plan) -> str:
    # an NVL72 rack's compute trays; SXM, OAM and superchip boards: systems drawing like DGX
    # (8U class); PCIe cards: 4U
    if nvlink_domain(gpu):
        return "nvl72"
    if gpu.gpu_class is GpuClass.DATACENTER:
        return "sxm" if baseboard(gpu) else "pcie"
    return "pcie" if plan.gpus_per_node > 4 else "workstation"


def node_power(gpu: GpuSpec, plan: Plan, workload: Workload) -> Figure[float | None]:
    """Maximum power one node draws, W: SXM servers as DGX systems do (GPU TDP × 1.82), PCIe
    servers and workstations GPU TDP × GPUs + CPU + board; unknown without the GPU's."""
    n = plan.gpus_per_node
    tdp = gpu.tdp_w
    value: float | None = None
    if gpu.whole_machine:
        # a unified-memory machine (DGX Spark, Apple silicon, an APU mini-PC): its CPU is on the
        # same chip and its power figure is the machine's
        value = None if tdp is None else tdp * n
        how, src = "the machine's power (CPU and GPU on one chip) × machines", "the catalog row"
    elif _kind(gpu, plan) == "nvl72":
        value = None if tdp is None else tdp * n * NVL72_RACK_FACTOR
        how, src = "GPU TDP × GPUs × 142 kW ÷ (72 × 1,400 W), an NVL72 rack's share", NVL72_SOURCE
    elif _kind(gpu, plan) == "sxm":
        value = None if tdp is None else tdp * n * SXM_SYSTEM_FACTOR
        how, src = "GPU TDP × GPUs × 10.2 kW ÷ (8 × 700 W)", SXM_SOURCE
    else:
        # the host's maximum is at least what it draws while running (a 2-CPU GPU server's
        # host draws more than one workstation CPU + board)
        parts = workload.cpu_power_w + 100.0 * max(1, n // 4)
        if tdp is not None:
            value = tdp * n + max(parts, host_power_w(gpu, plan, workload))
        how = "GPU TDP × GPUs + max(CPU + board, drives and fans; host W while running)"
        src = "GPU datasheet TDP; CPU power from the workload"
    return Figure(
        "node_power_w",
        "Server power (maximum)",
        value,
        "w",
        how,
        (
            ("GPU TDP W", gpu.tdp_w),
            ("GPUs per node", n),
            ("host W per node", host_power_w(gpu, plan, workload)),
        ),
        src,
        notes=() if tdp is not None else (power_unknown(gpu),),
    )


def rack(
    gpu: GpuSpec, plan: Plan, workload: Workload, node_w: float | None
) -> dict[str, Figure[float | None]]:
    """Rack units, nodes per rack at the site's rack power, racks, and the cooling it takes
    (what the server's power sets is unknown when it is)."""
    kind = _kind(gpu, plan)
    units = RACK_UNITS[kind]
    if node_w is None:
        return _rack_unknown(gpu, kind, units)
    if kind == "nvl72":
        return _nvl72_rack(gpu, plan, workload, node_w)
    rack_w = workload.rack_kw * 1000
    by_power = math.floor(rack_w / node_w) if node_w <= rack_w else 0
    per_rack = min(by_power, RACK_HEIGHT_U // units)
    racks = math.ceil(plan.nodes / per_rack) if per_rack else plan.nodes
    density_kw = node_w * max(per_rack, 1) / 1000
    notes: list[str] = []
    if per_rack == 0:
        notes.append(
            Message(
                "one server draws {node_kw:.1f} kW, more than the {rack_kw:.0f} kW a rack gets "
                "here (set {field})",
                node_kw=node_w / 1000,
                rack_kw=workload.rack_kw,
                field=FieldRef("workload.rack_kw"),
            )
        )
    cooling = "liquid" if density_kw > AIR_LIMIT_KW or _liquid_only(gpu) else "air"
    if _liquid_only(gpu):
        notes.append(_sold_liquid(gpu))
    elif cooling == "liquid":
        notes.append(Message("above ~35 kW per rack: direct liquid cooling"))
    elif density_kw > COLOCATION_KW:
        notes.append(Message("above 20 kW per rack: most colocation sites are not ready"))
    return {
        "rack_units": _rack_units(kind, units),
        "nodes_per_rack": Figure(
            "nodes_per_rack",
            "Servers per rack",
            per_rack,
            "count",
            "min(rack kW ÷ server kW, 42U ÷ server U)",
            (("rack kW", workload.rack_kw), ("server kW", node_w / 1000), ("server U", units)),
            COOLING_SOURCE,
            notes=tuple(notes),
        ),
        "racks": Figure("racks", "Racks", racks, "count", "nodes ÷ servers per rack"),
        "rack_kw": Figure(
            "rack_kw",
            "Power per rack",
            density_kw,
            "kw",
            "server kW × servers per rack",
            (("servers per rack", per_rack),),
            COOLING_SOURCE,
        ),
        "cooling": Figure(
            "cooling",
            "Cooling",
            density_kw,
            "kw",
            "air up to ~35 kW per rack, liquid beyond",
            (("kW per rack", density_kw),),
            COOLING_SOURCE,
            display=Message("liquid") if cooling == "liquid" else Message("air"),
            notes=tuple(notes),
        ),
    }


def _nvl72_rack(
    gpu: GpuSpec, plan: Plan, workload: Workload, node_w: float
) -> dict[str, Figure[float | None]]:
    """rack()'s figures for an NVL72 system: the rack is the product (its compute trays, NVLink
    switch trays and power shelves, liquid-cooled), so a rack holds its 72 GPUs' trays whatever
    the site's rack power, and draws what they do; a site whose racks get less is told."""
    trays = max(NVL72_DOMAIN_GPUS // plan.gpus_per_node, 1)
    per_rack = min(trays, plan.nodes)
    density_kw = node_w * per_rack / 1000
    notes: list[str] = [_sold_liquid(gpu)]
    if density_kw > workload.rack_kw:
        notes.append(
            Message(
                "an NVL72 rack of {trays} trays draws up to {rack_kw:,.0f} kW through its own "
                "power shelves, where the site's racks get {site_kw:,.0f} kW here (set {field})",
                trays=per_rack,
                rack_kw=density_kw,
                site_kw=workload.rack_kw,
                field=FieldRef("workload.rack_kw"),
            )
        )
    return {
        "rack_units": _rack_units("nvl72", RACK_UNITS["nvl72"]),
        "nodes_per_rack": Figure(
            "nodes_per_rack",
            "Servers per rack",
            per_rack,
            "count",
            "an NVL72 rack's compute trays (72 GPUs ÷ GPUs per tray), at most the plan's",
            (("GPUs per tray", plan.gpus_per_node), ("trays per rack", trays)),
            NVL72_SOURCE,
            notes=tuple(notes),
        ),
        "racks": Figure(
            "racks", "Racks", math.ceil(plan.nodes / trays), "count", "nodes ÷ trays per rack"
        ),
        "rack_kw": Figure(
            "rack_kw",
            "Power per rack",
            density_kw,
            "kw",
            "tray kW × trays per rack",
            (("trays per rack", per_rack),),
            NVL72_SOURCE,
        ),
        "cooling": Figure(
            "cooling",
            "Cooling",
            density_kw,
            "kw",
            "an NVL72 rack is liquid-cooled",
            (("kW per rack", density_kw),),
            NVL72_SOURCE,
            display=Message("liquid"),
            notes=tuple(notes[:1]),
        ),
    }


def _rack_units(kind: str, units: int) -> Figure[float | None]:
    return Figure(
        "rack_units",
        "Rack units per server",
        units,
        "count",
        "by server kind",
        (("kind", kind),),
        "DGX H100: 8U; 8-GPU PCIe servers: 4U; an NVL72 compute tray: 1U",
    )


def _rack_unknown(gpu: GpuSpec, kind: str, units: int) -> dict[str, Figure[float | None]]:
    """rack()'s figures for a server of unknown power: its height is known, the servers a rack
    holds at the site's power, the racks and the cooling are not (a GPU sold liquid-cooled
    only is liquid-cooled whatever its power)."""
    said = (power_unknown(gpu),)
    liquid = _liquid_only(gpu)
    return {
        "rack_units": _rack_units(kind, units),
        "nodes_per_rack": Figure(
            "nodes_per_rack", "Servers per rack", None, "count", "", notes=said
        ),
        "racks": Figure("racks", "Racks", None, "count", "nodes ÷ servers per rack", notes=said),
        "rack_kw": Figure("rack_kw", "Power per rack", None, "kw", "", notes=said),
        "cooling": Figure(
            "cooling",
            "Cooling",
            None,
            "kw",
            "air up to ~35 kW per rack, liquid beyond",
            source=COOLING_SOURCE,
            display=Message("liquid") if liquid else "",
            notes=(_sold_liquid(gpu),) if liquid else said,
        ),
    }


def _sold_liquid(gpu: GpuSpec) -> Message:
    """The note of a GPU sold in liquid-cooled systems only (_liquid_only)."""
    return Message("{gpu} is sold liquid-cooled only", gpu=gpu.name)


def _liquid_only(gpu: GpuSpec) -> bool:
    """The catalog's form factor says the GPU comes in liquid-cooled systems only (GB200)."""
    return "liquid" in gpu.form_factor.lower() and "air" not in gpu.form_factor.lower()


def server_psu(gpu: GpuSpec, plan: Plan, node_w: float | None) -> Figure[float | None]:
    """Power supplies of a server, count: 3.3 kW units covering the maximum draw, plus
    redundant ones, as DGX H100 has six (4+2); unknown with the server's power."""
    if node_w is None:
        return Figure(
            "server_psu_count",
            "Server power supplies (3.3 kW each)",
            None,
            "count",
            "ceil(server max ÷ 3.3 kW) working + redundant units",
            notes=(power_unknown(gpu),),
        )
    working = math.ceil(node_w / 3300)
    spare = max(2, working // 2)
    return Figure(
        "server_psu_count",
        "Server power supplies (3.3 kW each)",
        working + spare,
        "count",
        "ceil(server max ÷ 3.3 kW) working + redundant units",
        (("working", working), ("redundant", spare), ("kW each", 3.3)),
        "DGX H100 user guide: 6 × 3,300 W PSUs, 4+2 redundant",
        notes=(Message("{working} working + {spare} redundant", working=working, spare=spare),),
    )


def _tray_supplies() -> Figure[float | None]:
    """An NVL72 compute tray has no power supplies of its own: its rack's shelves feed it."""
    return Figure(
        "server_psu_count",
        "Server power supplies (3.3 kW each)",
        0,
        "count",
        "none in a tray: the rack's power shelves (8 × 33 kW, six 5.5 kW units each) feed its "
        "trays over the bus bar",
        (),
        NVL72_SOURCE,
        display=Message("the rack's power shelves"),
    )


def checkpoint_write(
    gpu: GpuSpec, plan: Plan, workload: Workload, resumable_bytes: float
) -> Figure:
    """Seconds to write one resumable checkpoint: each node writes its share to its NVMe."""
    given = workload.checkpoint_write_gbps_per_node
    if given is not None:
        rate, src = given, "workload"
    elif gpu.gpu_class is not GpuClass.DATACENTER:
        rate, src = NVME_WRITE_GBPS["workstation"], "estimate: one PCIe 4.0 NVMe drive"
    elif (gpu.bf16_tflops or 0) >= HOPPER_BF16_TFLOPS:
        rate, src = NVME_WRITE_GBPS["hopper"], "Azure ND H200 v5 FIO sequential write 33.8 GB/s"
    else:
        rate, src = NVME_WRITE_GBPS["ampere"], "Azure ND A100 v4 FIO sequential write 8.2 GB/s"
    share = resumable_bytes / plan.nodes
    return Figure(
        "checkpoint_write_seconds",
        "Checkpoint write time",
        share / (rate * 1e9),
        "seconds",
        "resumable checkpoint ÷ nodes ÷ NVMe write GB/s per node",
        (("bytes per node", share), ("GB/s per node", rate)),
        src + "; Llama 3: checkpoints of 1 MB–4 GB per GPU saturated a 2 TB/s fabric",
    )


# The facility is the same for every plan of one layout on one GPU with one workload (a solve,
# a sweep, the GUI's edits): remembered like pricing.prices, keyed on the GPU object's identity
# (held with the entry), the workload, the layout and serving or not (a serving node has no
# DataLoader workers), the only plan facts these figures read.
_CACHE: dict[tuple[object, ...], tuple[object, dict[str, Figure[float | None]]]] = {}


def facility_figures(
    gpu: GpuSpec, plan: Plan, workload: Workload
) -> dict[str, Figure[float | None]]:
    """Server, rack and cooling figures of one node (money/facility.py, money/infra.py)."""
    key = (workload, plan.nodes, plan.gpus_per_node, plan.method is Method.INFERENCE)
    built = remembered(_CACHE, gpu, key, lambda: _facility_figures(gpu, plan, workload), 256)
    return dict(built)  # a copy: the caller's dict is its own


def _facility_figures(
    gpu: GpuSpec, plan: Plan, workload: Workload
) -> dict[str, Figure[float | None]]:
    node = node_power(gpu, plan, workload)
    out = {"server_class": server_class(gpu, plan), "node_power_w": node}
    # a workstation's builder buys one power supply; a datacenter server ships the vendor's
    # redundant set, counted instead (one sized like a workstation's would read as less than
    # the server's own maximum draw)
    if _kind(gpu, plan) == "nvl72":
        out["server_psu_count"] = _tray_supplies()
    elif gpu.gpu_class is GpuClass.DATACENTER:
        out["server_psu_count"] = server_psu(gpu, plan, node.value)
    elif not gpu.whole_machine:  # a unified-memory machine comes with its own supply
        out["psu_w"] = psu(gpu, plan, workload)
    out.update(rack(gpu, plan, workload, node.value))
    out["cpu_cores"] = cpu_cores(plan, workload)
    return out
