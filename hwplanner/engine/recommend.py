"""Rank the hardware that fits a model and method: GPU type × count, rented or owned."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from hwplanner.engine.budget import Budget, budget
from hwplanner.engine.explain import json_safe
from hwplanner.engine.gpu_spec import CloudInstance, GpuSpec
from hwplanner.engine.memory import MemoryEstimate, estimate_memory
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Method, Plan
from hwplanner.engine.workload import Workload

COUNTS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096)
NODE_GPUS = 8  # GPUs per server once a count outgrows one node
EXTRA_DOUBLINGS = 2  # besides the smallest count that fits, offer ×2 and ×4 (faster, dearer)


@dataclass(frozen=True, slots=True)
class Option:
    """One way to run the plan. `usd`: cloud = the run's rent; owned = the purchase price."""

    gpu: GpuSpec
    gpus: int
    where: str  # "cloud" or "owned"
    instance: CloudInstance | None
    plan: Plan
    memory: MemoryEstimate
    budget: Budget
    seconds: float
    usd: float
    meets_deadline: bool | None
    meets_budget: bool | None

    def as_dict(self) -> dict[str, object]:
        return json_safe(  # type: ignore[no-any-return]
            {
                "gpu": self.gpu.id,
                "gpus": self.gpus,
                "where": self.where,
                "instance": self.instance.id if self.instance else None,
                "zero": self.plan.zero,
                "tp": self.plan.tp,
                "pp": self.plan.pp,
                "hours": self.seconds / 3600,
                "usd": self.usd,
                "run_usd": self.budget.cost["onprem_usd"].value
                if self.where == "owned"
                else self.usd,
                "memory_gib_per_gpu": self.memory.total_bytes / 2**30,
                "meets_deadline": self.meets_deadline,
                "meets_budget": self.meets_budget,
            }
        )


@dataclass(frozen=True, slots=True)
class Recommendation:
    by_time: tuple[Option, ...]
    by_cost: tuple[Option, ...]
    rejected: tuple[tuple[str, str], ...]  # (gpu id, why it cannot run the plan)

    def as_dict(self) -> dict[str, object]:
        return {
            "by_time": [o.as_dict() for o in self.by_time],
            "by_cost": [o.as_dict() for o in self.by_cost],
            "rejected": [{"gpu": g, "why": w} for g, w in self.rejected],
        }


def shaped(plan: Plan, n: int, zero3: bool) -> Plan | None:
    """The plan on n GPUs: one node up to 8, then 8-GPU nodes. Inference spreads the model with
    tensor parallelism inside a node and pipeline stages across nodes; training keeps its
    tp × pp when they divide n, else runs pure data parallel, with ZeRO-3 when asked."""
    per_node = min(n, NODE_GPUS)
    if n % per_node:
        return None
    nodes = n // per_node
    upd: dict[str, object] = {"gpus_per_node": per_node, "nodes": nodes}
    if plan.method is Method.INFERENCE:
        upd |= {"tp": per_node, "pp": nodes}
    else:
        keep = n % (plan.tp * plan.pp) == 0 and plan.tp <= per_node
        upd |= {"tp": plan.tp if keep else 1, "pp": plan.pp if keep else 1}
        if zero3 and n > 1:
            upd["zero"] = 3
    return plan.model_copy(update=upd)


def _fit(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, max_gpus: int
) -> list[tuple[Plan, MemoryEstimate]]:
    found: list[tuple[Plan, MemoryEstimate]] = []
    for n in (c for c in COUNTS if c <= max_gpus):
        for zero3 in (False, True):
            if zero3 and (plan.method is Method.INFERENCE or n == 1 or plan.zero == 3):
                continue
            p = shaped(plan, n, zero3)
            if p is None:
                continue
            mem = estimate_memory(spec, gpu, p)
            if mem.fits:
                found.append((p, mem))
                break
        if found and len(found) > EXTRA_DOUBLINGS:
            break
    return found


def recommend(
    spec: ModelSpec,
    plan: Plan,
    workload: Workload,
    gpus: Sequence[GpuSpec],
    instances: Sequence[CloudInstance] = (),
    deadline_hours: float | None = None,
    budget_usd: float | None = None,
    max_gpus: int = 1024,
) -> Recommendation:
    """Options that fit (estimate_memory), from the smallest GPU count that fits upwards, each
    rented (cheapest matching instance, else the GPU's catalog price) and owned; sorted by
    wall-clock time and by cost, flagged against an optional deadline and budget."""
    options: list[Option] = []
    rejected: list[tuple[str, str]] = []
    for gpu in gpus:
        fits = _fit(spec, gpu, plan, max_gpus)
        if not fits:
            rejected.append((gpu.id, f"does not fit on up to {max_gpus} GPUs"))
            continue
        shapes = [i for i in instances if i.gpu_id == gpu.id]
        inst = min(shapes, key=lambda i: i.usd_per_gpu_hour) if shapes else None
        for p, mem in fits:
            price = inst.usd_per_gpu_hour if inst else None
            b = budget(spec, gpu, p, workload, mem, price)
            seconds = b.compute["seconds"].value
            billed = math.ceil(p.gpus / inst.gpus) * inst.gpus / p.gpus if inst else 1.0
            gpu_usd = b.cloud_items[0].value * billed
            rent = gpu_usd + b.cloud_items[1].value
            has_price = rent > 0 and (
                inst is not None
                or gpu.cloud_usd_per_gpu_hour is not None
                or workload.cloud_usd_per_gpu_hour is not None
            )
            for where, usd, priced in (
                ("cloud", rent, has_price),
                (
                    "owned",
                    b.cost["purchase_usd"].value,
                    gpu.price_usd is not None or workload.gpu_price_usd is not None,
                ),
            ):
                if not priced:
                    continue
                options.append(
                    Option(
                        gpu,
                        p.gpus,
                        where,
                        inst if where == "cloud" else None,
                        p,
                        mem,
                        b,
                        seconds,
                        usd,
                        None if deadline_hours is None else seconds / 3600 <= deadline_hours,
                        None if budget_usd is None else usd <= budget_usd,
                    )
                )
    by_time = tuple(sorted(options, key=lambda o: (o.seconds, o.usd)))
    by_cost = tuple(sorted(options, key=lambda o: (o.usd, o.seconds)))
    return Recommendation(by_time, by_cost, tuple(rejected))
