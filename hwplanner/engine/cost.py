"""Money: renting GPU-hours in the cloud against owning the hardware (total cost of ownership)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from hwplanner.engine.explain import Figure
from hwplanner.engine.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.message import FieldRef, Message
from hwplanner.engine.plan import Plan
from hwplanner.engine.units import GB, TB
from hwplanner.engine.workload import Workload

HOURS_PER_YEAR = 8760.0
HOURS_PER_MONTH = 730.0
# Defaults when the workload leaves them unset (USD, 2024–25 street estimates; see METHOD-budget).
SERVER_PER_GPU_SLOT = {
    GpuClass.DATACENTER: 7_500.0,
    GpuClass.WORKSTATION: 1_500.0,
    GpuClass.CONSUMER: 1_000.0,
}  # chassis, CPUs, RAM, NVMe, PSU per GPU slot
SERVER_BASE = {GpuClass.DATACENTER: 0.0, GpuClass.WORKSTATION: 2_500.0, GpuClass.CONSUMER: 1_000.0}
NETWORK_PER_GPU = 2_500.0  # datacenter: a 200–400 Gb/s NIC, a switch port and cables per GPU
NETWORK_PER_NODE_OTHER = 1_000.0  # a 100 GbE NIC and switch port
SPACE_PER_NODE_YEAR = {
    GpuClass.DATACENTER: 6_000.0,
    GpuClass.WORKSTATION: 0.0,
    GpuClass.CONSUMER: 0.0,
}  # colocation: ~¼ rack incl. cooling capacity
SOURCE = (
    "estimates from 2024–25 list and street prices (HGX/DGX systems less their GPUs, "
    "InfiniBand NIC + port, colocation rack rates); edit them in the workload"
)


@dataclass(frozen=True, slots=True)
class Cost:
    cloud: Figure
    cloud_items: dict[str, Figure]  # by figure key: cloud_gpu_usd, cloud_storage_usd
    onprem: Figure  # this run's share of owning: amortised purchase + running costs
    onprem_items: dict[str, Figure]  # by key: onprem_hardware_usd, onprem_power_usd, …
    purchase: Figure  # what buying the hardware costs up front
    break_even_months: Figure  # inf when renting is always cheaper
    hidden: dict[str, Figure]  # costs a GPU-only budget forgets, by key
    warnings: tuple[str, ...]


def _usd(
    key: str,
    label: str,
    value: float,
    formula: str,
    inputs: tuple[tuple[str, float | int | str], ...],
    source: str = "",
) -> Figure:
    return Figure(key, label, value, "usd", formula, inputs, source)


def cost(
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    run_hours: float,
    gpu_hours: float,
    kwh: float,
    site_power_w: float,
    storage_bytes: float,
    cloud_usd_per_gpu_hour: float | None = None,
) -> Cost:
    """Cloud: GPU-hours × price + storage. On-premises: purchase amortised over its life at the
    workload's duty cycle, plus power × PUE × price, space, staff and network gear; break-even =
    purchase ÷ (monthly rent − monthly running cost) at that duty cycle."""
    warnings: list[str] = []
    cls = gpu.gpu_class
    price = workload.cloud_usd_per_gpu_hour
    price_src = "workload"
    if price is None:
        price, price_src = cloud_usd_per_gpu_hour, "cloud instance"
    if price is None:
        price, price_src = gpu.cloud_usd_per_gpu_hour, f"catalog {gpu.cloud_price_date}".strip()
    if price is None:
        price, price_src = 0.0, "unknown"
        warnings.append(
            Message(
                "No cloud price for the {gpu}: set {field}.",
                gpu=gpu.name,
                field=FieldRef("workload.cloud_usd_per_gpu_hour"),
            )
        )
    gpu_usd = _usd(
        "cloud_gpu_usd",
        "Cloud GPU time",
        gpu_hours * price,
        "GPU-hours × price per GPU-hour",
        (("GPU-hours", gpu_hours), ("USD/GPU-hour", price)),
        price_src,
    )
    months = max(run_hours / HOURS_PER_MONTH, 1.0)
    store_usd = _usd(
        "cloud_storage_usd",
        "Cloud storage",
        storage_bytes / GB * workload.storage_usd_per_gb_month * months,
        "GB stored × USD per GB-month × months (at least one)",
        (
            ("GB", storage_bytes / GB),
            ("USD/GB-month", workload.storage_usd_per_gb_month),
            ("months", months),
        ),
        "S3 Standard us-east-1 list price $0.023/GB-month by default",
    )
    cloud = _usd(
        "cloud_usd",
        "Cloud cost",
        gpu_usd.value + store_usd.value,
        "GPU time + storage",
        (("GPU time", gpu_usd.value), ("storage", store_usd.value)),
    )

    gpu_price = workload.gpu_price_usd if workload.gpu_price_usd is not None else gpu.price_usd
    if gpu_price is None:
        gpu_price = 0.0
        warnings.append(
            Message(
                "No purchase price for the {gpu}: set {field}.",
                gpu=gpu.name,
                field=FieldRef("workload.gpu_price_usd"),
            )
        )
    server = workload.server_usd_per_node
    if server is None:
        server = SERVER_BASE[cls] + SERVER_PER_GPU_SLOT[cls] * plan.gpus_per_node
    network = workload.network_usd_per_node
    if network is None:
        network = (
            NETWORK_PER_GPU * plan.gpus_per_node
            if cls is GpuClass.DATACENTER
            else (NETWORK_PER_NODE_OTHER)
        )
    network_total = network * plan.nodes if plan.nodes > 1 else 0.0
    disk = storage_bytes / TB * workload.onprem_storage_usd_per_tb
    capex_items = (
        ("GPUs", gpu_price * plan.gpus),
        ("servers", server * plan.nodes),
        ("network gear", network_total),
        ("storage", disk),
    )
    capex = sum(v for _, v in capex_items)
    purchase = _usd(
        "purchase_usd",
        "Purchase (up front)",
        capex,
        "GPUs × price + nodes × server + network gear (multi-node) + storage",
        capex_items,
        SOURCE,
    )
    busy_hours_life = workload.amortisation_years * HOURS_PER_YEAR * workload.duty_cycle
    share = run_hours / busy_hours_life
    space_year = workload.space_usd_per_node_year
    if space_year is None:
        space_year = SPACE_PER_NODE_YEAR[cls]
    staff_fte = workload.staff_fte(plan.nodes)
    staff_year = workload.staff_usd_per_year * staff_fte
    per_busy_hour_year = 1 / (HOURS_PER_YEAR * workload.duty_cycle)
    listed = (
        _usd(
            "onprem_hardware_usd",
            "Hardware (amortised)",
            capex * share - network_total * share - disk * share,
            "(GPUs + servers) × run hours ÷ (life × 8760 × duty cycle)",
            (
                ("GPUs + servers", capex - network_total - disk),
                ("run hours", run_hours),
                ("years", workload.amortisation_years),
                ("duty cycle", workload.duty_cycle),
            ),
        ),
        _usd(
            "onprem_network_usd",
            "Network gear (amortised)",
            network_total * share,
            "network gear × run share of its life",
            (("network gear", network_total),),
        ),
        _usd(
            "onprem_storage_usd",
            "Storage (amortised)",
            disk * share,
            "TB × USD/TB × run share of its life",
            (("storage", disk),),
        ),
        _usd(
            "onprem_power_usd",
            "Power and cooling",
            kwh * workload.electricity_usd_per_kwh,
            "kWh (PUE included) × USD/kWh",
            (("kWh", kwh), ("USD/kWh", workload.electricity_usd_per_kwh)),
            "electricity: US commercial average ~$0.13/kWh (EIA 2024); default 0.15",
        ),
        _usd(
            "onprem_space_usd",
            "Machine-room space",
            space_year * plan.nodes * run_hours * per_busy_hour_year,
            "USD per node-year × nodes × run hours ÷ busy hours per year",
            (("USD/node-year", space_year), ("nodes", plan.nodes)),
            SOURCE,
        ),
        _usd(
            "onprem_staff_usd",
            "Cluster staff",
            staff_year * run_hours * per_busy_hour_year,
            "staff cost/year × FTE share × run hours ÷ busy hours per year",
            (("USD/year", workload.staff_usd_per_year), ("FTE", staff_fte)),
        ),
    )
    items = {i.key: i for i in listed}
    onprem = _usd(
        "onprem_usd",
        "On-premises cost of this run",
        sum(i.value for i in listed),
        " + ".join(i.label for i in listed),
        tuple((i.label, i.value) for i in listed),
    )
    busy_month = HOURS_PER_MONTH * workload.duty_cycle
    rent_month = plan.gpus * busy_month * price
    run_month = (
        site_power_w * busy_month / 1000 * workload.electricity_usd_per_kwh
        + (space_year * plan.nodes + staff_year) / 12
    )
    saving = rent_month - run_month
    months_v = capex / saving if saving > 0 else math.inf
    be = Figure(
        "break_even_months",
        "Break-even (buy vs rent)",
        months_v,
        "months",
        "purchase ÷ (monthly rent − monthly running cost), at the duty cycle",
        (
            ("purchase", capex),
            ("rent per month", rent_month),
            ("running per month", run_month),
            ("duty cycle", workload.duty_cycle),
        ),
        notes=(Message("renting stays cheaper: running costs exceed the rent"),)
        if saving <= 0
        else (),
    )
    if months_v > workload.amortisation_years * 12:
        warnings.append(Message("Buying does not pay back within the amortisation period."))
    power = items["onprem_power_usd"]
    cooling = _usd(
        "hidden_cooling_usd",
        "Cooling and power overhead (PUE)",
        power.value * (1 - 1 / workload.pue),
        "power cost × (1 − 1/PUE)",
        (("power cost", power.value), ("PUE", workload.pue)),
    )
    # Beside the GPUs and servers: what a budget of GPU prices alone leaves out.
    hidden = {cooling.key: cooling} | {
        k: f for k, f in items.items() if k not in ("onprem_hardware_usd", "onprem_power_usd")
    }
    cloud_items = {gpu_usd.key: gpu_usd, store_usd.key: store_usd}
    return Cost(cloud, cloud_items, onprem, items, purchase, be, hidden, tuple(warnings))
