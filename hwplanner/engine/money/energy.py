"""Electricity and CO₂ of a run: GPU and host power over its hours, times the site's PUE."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Joined, Message, Term
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.money.pricing import co2_intensity
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload

# Host power per node (CPUs, RAM, NICs, fans, storage) while the GPUs train. DGX A100 peaks at
# 6.5 kW with 3.2 kW of GPUs; under load the rest of the box draws ~1–2 kW: 1.5 kW for an 8-GPU
# server, a node of fewer datacenter GPUs that share of such a host (a 1-GPU cloud instance is
# a slice of a 4- or 8-GPU server). A workstation's CPU, board and drives draw ~150–300 W under
# data-loading load, one box whatever its GPU count.
HOST_POWER_W = {GpuClass.DATACENTER: 1500.0, GpuClass.WORKSTATION: 300.0, GpuClass.CONSUMER: 250.0}
HOST_SERVER_GPUS = 8  # the datacenter figure is an 8-GPU server's host
HOST_POWER_SOURCE = N_(
    "Source",
    "estimate: DGX A100 system max 6.5 kW less 8 × 400 W GPUs, at ~half load; workstation "
    "CPU + board + drives",
)


@lru_cache(maxsize=256)
def _power_source(gpu_name: str, host_given: bool) -> str:
    return Joined(
        Message("{gpu} datasheet TDP", gpu=gpu_name),
        Message(
            "host: {source}", source=Term("Source", "workload" if host_given else HOST_POWER_SOURCE)
        ),
        "PUE: Uptime Institute survey average ~1.5–1.6 (hyperscale ~1.1)",
    )


class Energy(NamedTuple):
    power_w: Figure[float | None]  # site power while running, PUE included (None: unknown)
    kwh: Figure[float | None]
    co2_kg: Figure[float | None]
    host_power_w: float


def power_unknown(gpu: GpuSpec) -> str:
    """Said with every figure a GPU without a published power figure leaves unknown."""
    return Message(
        "No maximum power is published for the {gpu}: its power, energy, electricity cost and "
        "CO₂ are unknown.",
        gpu=gpu.name,
    )


def host_power_w(gpu: GpuSpec, plan: Plan, workload: Workload) -> float:
    """Host power per node while running, W: the workload's figure, else by GPU class (a
    datacenter node: its GPUs' share of an 8-GPU server's host)."""
    if workload.host_power_w_per_node is not None:
        return workload.host_power_w_per_node
    if gpu.whole_machine:
        return 0.0  # the machine's power figure holds its CPU (one chip)
    if gpu.gpu_class is GpuClass.DATACENTER:
        return HOST_POWER_W[gpu.gpu_class] * plan.gpus_per_node / HOST_SERVER_GPUS
    return HOST_POWER_W[gpu.gpu_class]


def energy(
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    hours: float,
    co2_kg_per_kwh: Figure[float | None] | None = None,
) -> Energy:
    """kWh = (GPU TDP × GPUs × average draw fraction + host W × nodes) × PUE × hours ÷ 1000;
    CO₂ = kWh × grid intensity. The draw fraction defaults below 1: TDP is a cap, and Meta's and
    BigScience's published footprints (which assume TDP) are upper bounds."""
    host = host_power_w(gpu, plan, workload)
    unknown = () if gpu.tdp_w is not None else (power_unknown(gpu),)
    site_w: float | None = None
    if gpu.tdp_w is not None:
        gpu_w = gpu.tdp_w * plan.gpus * workload.gpu_power_fraction
        site_w = (gpu_w + host * plan.nodes) * workload.pue
    power: Figure[float | None] = Figure(
        "power_w",
        "Site power while running",
        site_w,
        "w",
        "(GPU TDP × GPUs × draw fraction + host W × nodes) × PUE",
        (
            ("GPU TDP W", gpu.tdp_w),
            ("GPUs", plan.gpus),
            ("draw fraction", workload.gpu_power_fraction),
            ("host W per node", host),
            ("nodes", plan.nodes),
            ("PUE", workload.pue),
        ),
        _power_source(gpu.name, workload.host_power_w_per_node is not None),
        notes=unknown,
    )
    kwh_v = None if site_w is None else site_w * hours / 1000
    kwh: Figure[float | None] = Figure(
        "kwh",
        "Energy",
        kwh_v,
        "kwh",
        "site power W × hours ÷ 1000",
        (("site W", site_w), ("hours", hours)),
        low=None if kwh_v is None else kwh_v * 0.7,
        high=None if kwh_v is None else kwh_v / workload.gpu_power_fraction,
        notes=unknown,
    )
    if co2_kg_per_kwh is None:
        co2_kg_per_kwh = co2_intensity(gpu, workload)
    intensity = co2_kg_per_kwh.value
    co2: Figure[float | None] = Figure(
        "co2_kg",
        "CO₂ (location-based)",
        None if intensity is None or kwh_v is None else kwh_v * intensity,
        "kg",
        "kWh × grid kg CO₂ per kWh",
        (("kWh", kwh_v), ("kg CO₂/kWh", intensity)),
        co2_kg_per_kwh.source,
        notes=(*co2_kg_per_kwh.notes, *unknown),
    )
    return Energy(power, kwh, co2, host)
