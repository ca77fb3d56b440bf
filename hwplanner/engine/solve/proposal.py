"""When a plan does not fit: the changes that make it fit, applied in the app with one click.

Serving: the tensor/pipeline parallelism (and GPUs). Tensor parallelism stays inside a node
(its two all-reduces per layer need NVLink-class links); pipeline parallelism spans nodes. The
plan's own GPUs are tried first, the smallest replica (tp × pp) that fits winning, so the most
replicas serve side by side; then more GPUs of the same type, in whole nodes past one.

Training: the fewest GPUs the solver finds (with ZeRO-3 where it needs it), and when no count
fits as planned, activation checkpointing first — changes that keep what is trained. A shorter
sequence, a smaller micro-batch or QLoRA change the run: the estimate's note names them and
`hwplanner recommend` weighs them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import Method, Plan, Recompute
from hwplanner.engine.scenario.sharding import prefill_plan
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.solve.solve import GpuSolution, min_gpus

NODE_GPUS = 8  # a GPU server when the plan must grow past one node: 8 GPUs (HGX/DGX)
MAX_NODES = 64


@dataclass(frozen=True, slots=True)
class Proposal:
    """Plan changes that make the plan fit, what they give, the words for them, and for a
    training plan what the fixed plan costs (solve/fixes.py)."""

    changes: Mapping[str, int | str | bool]  # plan field → value (an enum's by its JSON value)
    gpus: int
    total_bytes: float
    text: str  # a Message naming the fields
    keeps_run: bool = True  # the same model, data and optimizer arithmetic (else: changes it)
    step_seconds: float | None = None
    hours: float | None = None  # wall-clock hours of the run
    gpu_hours: float | None = None
    cloud_usd: float | None = None  # None: no cloud price for this GPU
    serving: bool = False  # a serving plan's fix (keeps_run: the same numerics)
    # of total_bytes, paged optimizer states the driver moves to host RAM as the GPU runs short
    # (a fix that fits with paging: the rest is what stays on the GPU)
    paged_bytes: float = 0.0

    def as_dict(self, *, costs: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "changes": dict(self.changes),
            "gpus": self.gpus,
            "total_bytes": self.total_bytes,
            "text": str(self.text),
        }
        if costs:
            out |= {
                "keeps_run": self.keeps_run,
                "step_seconds": self.step_seconds,
                "hours": self.hours,
                "gpu_hours": self.gpu_hours,
                "cloud_usd": self.cloud_usd,
                "paged_bytes": self.paged_bytes,
            }
        return out


def _layouts(
    spec: ModelSpec, per_node: int, nodes: int, layers_first: bool = False
) -> list[tuple[int, int]]:
    """(tp, pp) with tp a divisor of the node and of the attention heads, pp ≤ layers, and
    tp × pp dividing the GPUs; smallest replica first, then fewer pipeline stages (an engine
    that splits layers by default, Framework.splits_layers: fewer tensor-parallel ranks)."""
    gpus = per_node * nodes
    out = []
    for tp in range(1, per_node + 1):
        if per_node % tp or spec.num_attention_heads % tp:
            continue
        for pp in range(1, min(gpus // tp, spec.num_layers) + 1):
            if gpus % (tp * pp) == 0:
                out.append((tp, pp))
    if layers_first:
        return sorted(out, key=lambda t: (t[0] * t[1], t[0], t[1]))
    return sorted(out, key=lambda t: (t[0] * t[1], t[1], t[0]))


def _fits(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, draft: ModelSpec | None, changes: dict[str, int]
) -> float | None:
    """Memory per GPU of the plan with `changes` when it fits, else None."""
    try:
        p = plan.with_changes(**changes)
    except ValueError:
        return None
    if plan_problems(spec, p):
        return None
    m = estimate_memory(spec, gpu, p, draft)
    return m.total_bytes if m.fits else None


def _text(changes: dict[str, int], grown: bool, plan_tp: int = 0, plan_pp: int = 1) -> str:
    """What the proposal asks, naming only the fields it changes (a grown plan names both)."""
    tp, pp = changes["tp"], changes["pp"]
    tp_f, pp_f = FieldRef("plan.tp"), FieldRef("plan.pp")
    if grown:
        return Message(
            "use {gpus} GPUs ({nodes} × {per_node}) with {tp_field} {tp} and {pp_field} {pp}",
            gpus=changes["gpus_per_node"] * changes["nodes"],
            nodes=changes["nodes"],
            per_node=changes["gpus_per_node"],
            tp_field=tp_f,
            tp=tp,
            pp_field=pp_f,
            pp=pp,
        )
    if pp == plan_pp:
        return Message("set {tp_field} to {tp}", tp_field=tp_f, tp=tp)
    if tp == plan_tp:
        return Message("set {pp_field} to {pp}", pp_field=pp_f, pp=pp)
    return Message(
        "set {tp_field} to {tp} and {pp_field} to {pp}", tp_field=tp_f, tp=tp, pp_field=pp_f, pp=pp
    )


def propose_parallelism(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, draft: ModelSpec | None = None
) -> Proposal | None:
    """The parallelism that makes a serving plan fit (None: it fits already, it is not a
    serving plan, or nothing up to MAX_NODES nodes fits)."""
    if plan.method is not Method.INFERENCE or estimate_memory(spec, gpu, plan, draft).fits:
        return None
    layers_first = bool(FRAMEWORKS[plan.framework].splits_layers)
    for tp, pp in _layouts(spec, plan.gpus_per_node, plan.nodes, layers_first):
        if (tp, pp) == (plan.tp, plan.pp):
            continue
        changes = {"tp": tp, "pp": pp}
        total = _fits(spec, gpu, plan, draft, changes)
        if total is not None:
            return Proposal(changes, plan.gpus, total, _text(changes, False, plan.tp, plan.pp))
    per_node = plan.gpus_per_node if plan.nodes > 1 else max(plan.gpus_per_node, NODE_GPUS)
    counts = [n for n in range(1, per_node + 1) if per_node % n == 0]
    counts += [per_node * k for k in range(2, MAX_NODES + 1)]
    for n in counts:
        if n <= plan.gpus:
            continue
        layout = {"gpus_per_node": min(n, per_node), "nodes": max(n // per_node, 1)}
        for tp, pp in _layouts(spec, layout["gpus_per_node"], layout["nodes"], layers_first):
            if tp * pp != n:
                continue  # one replica on all of them: the fewest GPUs that hold the model
            changes = {**layout, "tp": tp, "pp": pp}
            total = _fits(spec, gpu, plan, draft, changes)
            if total is not None:
                return Proposal(changes, n, total, _text(changes, True))
    return None


def propose_prefill_size(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, draft: ModelSpec | None = None
) -> Proposal | None:
    """Prefill replicas of a tp of their own (plan.prefill_tp) that do not fit while the decode
    replicas do: the smallest larger prefill tp whose replica fits on the same prefill GPUs
    (fewer, larger prefill replicas, one at least), the decode replicas as they are (None: no
    such tp, or nothing to fix)."""
    if not plan.unequal_prefill or estimate_memory(spec, gpu, prefill_plan(plan), draft).fits:
        return None
    gpus, pp = plan.prefill_gpus, plan.pp
    for tp in range(plan.prefill_replica_tp + 1, gpus // pp + 1):
        if gpus % (tp * pp):
            continue
        changes = {"prefill_tp": tp, "prefill_replicas": gpus // (tp * pp)}
        try:
            new = plan.with_changes(**changes)
        except ValueError:
            continue  # a layout the plan refuses (a replica spanning nodes unevenly)
        if plan_problems(spec, new, gpu):
            continue
        memory = estimate_memory(spec, gpu, prefill_plan(new), draft)
        if memory.fits:
            text = Message(
                "set {tp_field} to {tp} and {replicas_field} to {replicas} (the same {gpus} "
                "prefill GPUs)",
                tp_field=FieldRef("plan.prefill_tp"),
                tp=tp,
                replicas_field=FieldRef("plan.prefill_replicas"),
                replicas=changes["prefill_replicas"],
                gpus=gpus,
            )
            return Proposal(changes, plan.gpus, memory.total_bytes, text, serving=True)
    return None


def propose_training(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    solution: GpuSolution | None,
    reward: ModelSpec | None = None,
) -> Proposal | None:
    """What makes a training plan that does not fit fit: the fewest GPUs of its layout or
    with ZeRO-3 (`solution`, the solver's answer for the plan as given); failing any count,
    the same with full activation checkpointing (recompute each layer in the backward: ~1/3
    more compute, the same training). None: it fits already, or neither finds a count.
    `reward`: an RL plan's reward model."""
    if not plan.method.is_training or estimate_memory(spec, gpu, plan, reward=reward).fits:
        return None
    changes: dict[str, int | str] = {}
    if solution is None and plan.recompute is not Recompute.FULL:
        try:
            checkpointed = plan.with_changes(recompute=Recompute.FULL)
        except ValueError:
            return None  # the framework refuses it
        solution = min_gpus(
            spec, gpu, checkpointed, per_node=max(plan.gpus_per_node, 8), reward=reward
        )
        changes["recompute"] = Recompute.FULL.value
    if solution is None:
        return None
    for name in ("gpus_per_node", "nodes", "zero"):
        if getattr(solution.plan, name) != getattr(plan, name):
            changes[name] = getattr(solution.plan, name)
    if not changes:
        return None  # the solver's count is the plan's own (its memory then fits as planned)
    text = _training_text(changes, solution.plan)
    return Proposal(changes, solution.gpus, solution.total_bytes, text)


def _training_text(changes: Mapping[str, int | str], plan: Plan) -> str:
    """'turn on recompute (full) and use 24 GPUs (3 × 8) with zero 3', from the changes."""
    zero = FieldRef("plan.zero")
    layout = "gpus_per_node" in changes or "nodes" in changes
    where: Message | None = None
    if layout and "zero" in changes:
        where = Message(
            "use {gpus} GPUs ({nodes} × {per_node}) with {zero} {stage}",
            gpus=plan.gpus,
            nodes=plan.nodes,
            per_node=plan.gpus_per_node,
            zero=zero,
            stage=plan.zero,
        )
    elif layout:
        where = Message(
            "use {gpus} GPUs ({nodes} × {per_node})",
            gpus=plan.gpus,
            nodes=plan.nodes,
            per_node=plan.gpus_per_node,
        )
    elif "zero" in changes:
        where = Message("set {zero} to {stage}", zero=zero, stage=plan.zero)
    if "recompute" not in changes:
        assert where is not None  # a proposal changes something
        return where
    recompute = FieldRef("plan.recompute")
    if where is None:
        return Message("turn on {recompute} (full)", recompute=recompute)
    return Message("turn on {recompute} (full) and {then}", recompute=recompute, then=where)
