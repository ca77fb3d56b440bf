"""Owning the hardware: what this run's share of it costs, and when buying pays back.

Purchase is amortised over its life at the workload's duty cycle; power, space and staff are
charged for the run's busy hours; break-even = purchase ÷ (monthly rent − monthly running cost).
An always-on service occupies its hardware for the whole period it is rented for: its duty
cycle is 1, whatever the workload's duty cycle (the share of hours a run keeps owned hardware
busy) says, so cloud, on-premises and break-even count the same hours.
An unknown price makes every sum that needs it unknown (None).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure, Input
from hwplanner.engine.core.message import FieldRef, Message, Verbatim
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.money.pricing import Prices
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload

HOURS_PER_YEAR = 8760.0
HOURS_PER_MONTH = 730.0
# Estimates when the workload leaves them unset (USD, 2024–25 street prices; see METHOD.md).
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

Money = Figure[float | None]


def total(values: list[float | None]) -> float | None:
    """The sum, or None when any value is unknown."""
    out: float = 0
    for v in values:
        if v is None:
            return None
        out += v
    return out


def times(a: float | None, b: float) -> float | None:
    return None if a is None else a * b


class Builder(NamedTuple):
    currency: tuple[str, float]


def usd(
    currency: tuple[str, float],
    key: str,
    label: str,
    value: float | None,
    formula: str,
    inputs: tuple[Input, ...] = (),
    source: str = "",
    notes: tuple[str, ...] = (),
) -> Money:
    """A money figure in US dollars, shown in `currency`."""
    return Figure(key, label, value, "usd", formula, inputs, source, notes=notes, currency=currency)


def site_estimates(gpu: GpuSpec, plan: Plan, workload: Workload, b: Builder) -> dict[str, Money]:
    cls = gpu.gpu_class
    server = workload.server_usd_per_node
    server_src = "workload" if server is not None else SOURCE
    whole = server is None and gpu.whole_machine
    if whole:
        server = 0.0  # a unified-memory machine (DGX Spark, an APU mini-PC) is the computer
    elif server is None:
        server = SERVER_BASE[cls] + SERVER_PER_GPU_SLOT[cls] * plan.gpus_per_node
    network = workload.network_usd_per_node
    network_src = "workload" if network is not None else SOURCE
    if network is None:
        datacenter = cls is GpuClass.DATACENTER
        network = NETWORK_PER_GPU * plan.gpus_per_node if datacenter else NETWORK_PER_NODE_OTHER
    space = workload.space_usd_per_node_year
    space_src = "workload" if space is not None else SOURCE
    if space is None:
        space = SPACE_PER_NODE_YEAR[cls]
    staff_given = workload.staff_usd_per_year != Workload.model_fields["staff_usd_per_year"].default
    figs = (
        usd(
            b.currency,
            "server_usd_per_node",
            "Server per node (without GPUs)",
            server,
            "given"
            if server_src == "workload"
            else "none: a unified-memory machine's price is the whole computer's"
            if whole
            else "by GPU class",
            (("GPUs per node", plan.gpus_per_node),),
            server_src,
        ),
        usd(
            b.currency,
            "network_usd_per_node",
            "Network gear per node",
            network,
            "given" if network_src == "workload" else "by GPU class",
            (("GPUs per node", plan.gpus_per_node),),
            network_src,
        ),
        usd(
            b.currency,
            "space_usd_per_node_year",
            "Machine-room space per node-year",
            space,
            "given" if space_src == "workload" else "by GPU class",
            (),
            space_src,
        ),
        usd(
            b.currency,
            "staff_usd_per_year",
            "Engineer cost per year",
            workload.staff_usd_per_year,
            "given" if staff_given else "hwplanner default",
            (),
            "workload" if staff_given else "loaded cost of one engineer-year (hwplanner default)",
        ),
    )
    return {f.key: f for f in figs}


def onprem_items(
    prices: Prices,
    plan: Plan,
    workload: Workload,
    site: dict[str, Money],
    machines: float | None,
    network: float,
    disk: float,
    share: float,
    run_hours: float,
    kwh: float | None,
    b: Builder,
    duty: float,
) -> dict[str, Money]:
    per_busy_hour_year = 1 / (HOURS_PER_YEAR * duty)
    notes = duty_notes(workload, duty)
    space_year = site["space_usd_per_node_year"].value or 0.0
    staff_fte = workload.staff_fte(plan.nodes)
    staff_year = workload.staff_usd_per_year * staff_fte
    power = prices.electricity.value
    listed = (
        usd(
            b.currency,
            "onprem_hardware_usd",
            "Hardware (amortised)",
            times(machines, share),
            "(GPUs + servers) × run hours ÷ (life × 8760 × duty cycle)",
            (
                ("GPUs + servers", machines),
                ("run hours", run_hours),
                ("years", workload.amortisation_years),
                ("duty cycle", duty),
            ),
            notes=(*notes, *prices.purchase.notes),
        ),
        usd(
            b.currency,
            "onprem_network_usd",
            "Network gear (amortised)",
            network * share,
            "network gear × run share of its life",
            (("network gear", network),),
        ),
        usd(
            b.currency,
            "onprem_storage_usd",
            "Storage (amortised)",
            disk * share,
            "TB × USD/TB × run share of its life",
            (("storage", disk),),
        ),
        usd(
            b.currency,
            "onprem_power_usd",
            "Power and cooling",
            None if kwh is None else times(power, kwh),
            "kWh (PUE included) × USD/kWh",
            (("kWh", kwh), ("USD/kWh", power)),
            prices.electricity.source,
            prices.electricity.notes,
        ),
        usd(
            b.currency,
            "onprem_space_usd",
            "Machine-room space",
            space_year * plan.nodes * run_hours * per_busy_hour_year,
            "USD per node-year × nodes × run hours ÷ busy hours per year",
            (("USD/node-year", space_year), ("nodes", plan.nodes), ("duty cycle", duty)),
            SOURCE,
            notes,
        ),
        usd(
            b.currency,
            "onprem_staff_usd",
            "Cluster staff",
            staff_year * run_hours * per_busy_hour_year,
            "staff cost/year × FTE share × run hours ÷ busy hours per year",
            (
                ("USD/year", workload.staff_usd_per_year),
                ("FTE", staff_fte),
                ("duty cycle", duty),
            ),
            notes=notes,
        ),
    )
    return {i.key: i for i in listed}


def break_even(
    prices: Prices,
    plan: Plan,
    workload: Workload,
    site: dict[str, Money],
    capex: float | None,
    site_power_w: float | None,
    duty: float,
) -> Money:
    busy_month = HOURS_PER_MONTH * duty
    rent = prices.rental.value
    power = prices.electricity.value
    staff_year = workload.staff_usd_per_year * workload.staff_fte(plan.nodes)
    space = (site["space_usd_per_node_year"].value or 0.0) * plan.nodes
    rent_month = times(rent, plan.gpus * busy_month)
    power_month = None if site_power_w is None else times(power, site_power_w * busy_month / 1000)
    run_month = total([power_month, (space + staff_year) / 12])
    value: float | None = None
    notes = duty_notes(workload, duty)
    if capex is not None and rent_month is not None and run_month is not None:
        saving = rent_month - run_month
        value = capex / saving if saving > 0 else math.inf
        if saving <= 0:
            notes += (Message("renting stays cheaper: running costs exceed the rent"),)
    elif site_power_w is None:
        notes += (Message("needs the site's power, unknown without the GPU's"),)
    else:
        notes += (Message("needs both a rental and a purchase price"),)
    return Figure(
        "break_even_months",
        "Break-even (buy vs rent)",
        value,
        "months",
        "purchase ÷ (monthly rent − monthly running cost), at the duty cycle",
        (
            ("purchase", capex),
            ("rent per month", rent_month),
            ("running per month", run_month),
            ("duty cycle", duty),
        ),
        notes=notes,
    )


def duty_notes(workload: Workload, duty: float) -> tuple[str, ...]:
    """Why the duty cycle differs from the workload's: an always-on service."""
    if duty == workload.duty_cycle:
        return ()
    return (
        Message(
            "always-on serving occupies the hardware for the whole period: duty cycle 1, "
            "not the {field} of a run ({duty})",
            field=FieldRef("workload.duty_cycle"),
            duty=Verbatim(f"{workload.duty_cycle:g}"),
        ),
    )


def hidden_costs(
    items: dict[str, Money], prices: Prices, workload: Workload, b: Builder
) -> dict[str, Money]:
    """Beside the GPUs and servers: what a budget of GPU prices alone leaves out."""
    power = items["onprem_power_usd"].value
    cooling = usd(
        b.currency,
        "hidden_cooling_usd",
        "Cooling and power overhead (PUE)",
        times(power, 1 - 1 / workload.pue),
        "power cost × (1 − 1/PUE)",
        (("power cost", power), ("PUE", workload.pue)),
        notes=prices.electricity.notes,
    )
    keep = {k: f for k, f in items.items() if k not in ("onprem_hardware_usd", "onprem_power_usd")}
    return {cooling.key: cooling} | keep
