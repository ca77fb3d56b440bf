"""The one entry point views call: a scenario in, every figure out."""

from __future__ import annotations

from dataclasses import dataclass, replace

from pydantic import BaseModel, ConfigDict

from hwplanner.engine.budget import Budget, budget
from hwplanner.engine.explain import Figure, json_safe
from hwplanner.engine.frameworks import framework
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.memory import MemoryEstimate, estimate_memory
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.params import ParamCounts, count_params
from hwplanner.engine.plan import Plan
from hwplanner.engine.solve import GpuSolution, min_gpus
from hwplanner.engine.workload import Workload


class Scenario(BaseModel):
    """A model, a GPU type and a plan: what the engine needs to estimate."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    model: ModelSpec
    gpu: GpuSpec
    plan: Plan
    workload: Workload = Workload()


@dataclass(frozen=True, slots=True)
class Estimate:
    scenario: Scenario
    params: ParamCounts
    memory: MemoryEstimate
    min_gpus: GpuSolution | None
    param_figures: dict[str, Figure]
    notes: tuple[str, ...]
    budget: Budget

    @property
    def fits(self) -> bool:
        return self.memory.fits

    @property
    def warnings(self) -> tuple[str, ...]:
        # the budget repeats the memory warnings it was built on; each warning once, in order
        return tuple(dict.fromkeys(self.memory.warnings + self.budget.warnings))

    def as_dict(self) -> dict[str, object]:
        """The documented JSON contract of `hwplanner estimate --json`."""
        mem = self.memory
        plan = self.scenario.plan
        gpu = self.scenario.gpu
        doc = {
            "model": {"id": self.scenario.model.id, "name": self.scenario.model.name},
            "gpu": {
                "id": gpu.id,
                "name": gpu.name,
                "capacity_bytes": mem.capacity_bytes,
                "count": plan.gpus,
                "per_node": plan.gpus_per_node,
                "nodes": plan.nodes,
            },
            "plan": plan.model_dump(mode="json"),
            "params": {
                "total": self.params.total,
                "active": self.params.active,
                "trainable": mem.trainable_params,
                "by_module": self.params.as_dict(),
            },
            "memory_per_gpu_bytes": {
                **{k: f.value for k, f in mem.components.items()},
                "total": mem.total.value,
                "total_low": mem.total.low,
                "total_high": mem.total.high,
            },
            "memory_peak_phase": mem.phase,
            "memory_phase_totals_bytes": mem.phase_totals,
            "overheads_bytes": {p.key: p.value for p in mem.overheads},
            "host_offload_bytes": mem.host_offload_bytes,
            "fits": mem.fits,
            "headroom_bytes": mem.headroom_bytes,
            "min_gpus": self.min_gpus.gpus if self.min_gpus else None,
            "min_gpus_strategy": self.min_gpus.strategy if self.min_gpus else None,
            "warnings": list(self.warnings),
            "notes": list(self.notes),
            **self.budget.as_dict(with_figures=False),
        }
        # strict JSON whatever the inputs: a figure with no finite value is null (its
        # explain entry says why), never NaN or Infinity
        doc = json_safe(doc)
        doc["explain"] = {k: f.as_dict() for k, f in self.figures().items()}  # already safe
        return doc  # type: ignore[no-any-return]

    def figures(self) -> dict[str, Figure]:
        """Every figure with its working, keyed for lookup by views."""
        out = dict(self.param_figures)
        out.update({f"memory.{k}": f for k, f in self.memory.components.items()})
        out.update({f"overhead.{p.key}": p for p in self.memory.overheads})
        out["memory.total"] = self.memory.total
        for group, figs in self.budget.groups().items():
            out.update({f"{group}.{k}": f for k, f in figs.items()})
        out["host_ram_bytes"] = self.budget.host_ram
        return out


def _param_figures(spec: ModelSpec, counts: ParamCounts, trainable: int) -> dict[str, Figure]:
    src = "counted from the architecture as the Hugging Face implementation allocates it"
    total = Figure(
        "params.total",
        "Parameters (total)",
        counts.total,
        "params",
        "embedding + lm_head (untied) + layers × (attention + MLP or router+experts) + norms",
        (
            ("embedding", counts.embedding),
            ("lm_head", counts.lm_head),
            ("attention", counts.attention),
            ("MLP / shared experts", counts.mlp),
            ("routed experts", counts.experts),
            ("routers", counts.router),
            ("norms and vectors", counts.norms),
        ),
        src,
    )
    notes: tuple[str, ...] = ()
    if spec.official_total_params:
        diff = counts.total / spec.official_total_params - 1
        notes = (
            Message(
                "official figure {official_b:.2f}B ({diff:+.2%})",
                official_b=spec.official_total_params / 1e9,
                diff=diff,
            ),
        )
    total = replace(total, notes=notes)
    active = Figure(
        "params.active",
        "Parameters (active per token)",
        counts.active,
        "params",
        "total − routed experts + experts_per_token/num_experts of them",
        (("routed experts", counts.experts), ("active routed experts", counts.active_experts)),
        src,
    )
    train = Figure(
        "params.trainable",
        "Parameters (trainable)",
        trainable,
        "params",
        "all (full, pre-training), last N layers (freeze), r·(in+out) per adapted matrix (LoRA)",
        (),
        "LoRA: Hu et al. 2021; PEFT adapter shapes",
    )
    return {"params.total": total, "params.active": active, "params.trainable": train}


def estimate(scenario: Scenario, *, solve: bool = True) -> Estimate:
    """Parameters, per-GPU memory and (optionally) the fewest GPUs that fit."""
    spec, gpu, plan = scenario.model, scenario.gpu, scenario.plan
    framework(plan.framework)  # validates the framework id with a clear message
    counts = count_params(spec)
    memory = estimate_memory(spec, gpu, plan)
    solution = min_gpus(spec, gpu, plan, per_node=max(plan.gpus_per_node, 8)) if solve else None
    notes: list[str] = []
    if plan.method.is_peft and spec.is_moe:
        notes.append(
            Message(
                "Rule of thumb check: LoRA/QLoRA on {model} is sometimes quoted at 20–30 GB; "
                "the frozen {total_b:.0f}B weights alone are {bf16_gb:.0f} GB in bf16 and about "
                "{int4_gb:.0f} GB in 4-bit, because every expert must be resident even though "
                "few run per token.",
                model=spec.name,
                total_b=counts.total / 1e9,
                bf16_gb=counts.total * 2 / 1e9,
                int4_gb=counts.total * 0.52 / 1e9,
            )
        )
    return Estimate(
        scenario=scenario,
        params=counts,
        memory=memory,
        min_gpus=solution,
        param_figures=_param_figures(spec, counts, memory.trainable_params),
        notes=tuple(notes),
        budget=budget(spec, gpu, plan, scenario.workload, memory),
    )
