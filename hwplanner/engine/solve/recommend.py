"""Rank the hardware that fits a model and method: GPU type × count, rented or owned.

Rented options are priced per GPU-hour from a cloud instance with at least one node's GPUs
(never a cluster of single-GPU instances), else from the price rows (money/pricing.py). Owned
options are ranked by what this run costs of owning them (amortised purchase + running costs); the
purchase is shown apart. A budget is weighed against the run cost (cloud: the run's rent; owned:
the run's share of owning), and an owned option's purchase against it too (BUDGET_BASIS).
Before more GPUs, the cheaper levers are tried: fewer GPUs for
longer (ZeRO-3), optimizer offload, a shorter sequence, QLoRA.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from hwplanner.engine.command_documents import (
    RecommendDocument,
    RecommendRejected,
    RecommendUnknownCost,
)
from hwplanner.engine.core.explain import json_safe
from hwplanner.engine.core.message import FieldRef, Listed, Message, Term, Verbatim
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.methods import budget, estimate_memory
from hwplanner.engine.model.gpu_spec import CloudInstance, GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.money.budget import Budget
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.layout import uses_engine
from hwplanner.engine.plan.plan import KvDtype, Method, Offload, Plan, Recompute
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.rows import memory_plan, row_note
from hwplanner.engine.scenario.sharding import widened
from hwplanner.engine.scenario.sizing import size_plan
from hwplanner.engine.scenario.validity import (
    PlanError,
    check_plan,
    gpu_problems,
    node_limit,
    one_gpu_type,
    plan_problems,
    reward_problems,
    workload_problems,
)
from hwplanner.engine.serving.levels import missed_targets, one_user_ms
from hwplanner.engine.solve.fixes import engine_holds_none, wider_rollout
from hwplanner.engine.solve.latency_fixes import WIDTHS, offered, targets_missed

COUNTS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096)
KEEPS, NUMERICS, CUTS = 0, 1, 2  # what a lever does to the run (Lever.kind), in that order
NODE_GPUS = 8  # GPUs per server once a count outgrows one node
EXTRA_DOUBLINGS = 2  # besides the smallest count that fits, offer ×2 and ×4 (faster, dearer)
BUDGET_BASIS = Message(
    "run cost (cloud: rent for this run; owned: this run's share of owning, amortised purchase "
    "+ power, space, staff); an owned option's purchase is also compared with the budget"
)


@dataclass(frozen=True, slots=True)
class Option:
    """One way to run the plan. `usd`: cloud = the run's rent; owned = the run's share of
    owning (amortised purchase + power, space, staff); None when a price is unknown."""

    gpu: GpuSpec
    gpus: int
    where: str  # "cloud" or "owned"
    instance: CloudInstance | None
    plan: Plan
    memory: MemoryEstimate
    budget: Budget
    seconds: float
    usd: float | None
    purchase_usd: float | None  # owned: buying the hardware up front
    meets_deadline: bool | None
    meets_budget: bool | None
    # serving: the replicas carry the period's requests at the plan's concurrency (None: training)
    meets_load: bool | None = None
    # owned: buying the hardware costs at most the budget (None: cloud, no budget or no price);
    # a run whose share of owning fits a budget the purchase is far above is not affordable
    purchase_within_budget: bool | None = None
    # serving: the max_num_seqs the option sets so its engine starts (a hybrid on vLLM with
    # fewer cache blocks than the default; Estimate.start_refusal), None: the plan's own
    start_seqs: int | None = None

    @property
    def latency_s(self) -> float | None:
        """Serving: a request's latency at the plan's load (its arrival to its last token);
        None for training."""
        figure = self.budget.serving.get("request_latency_s")
        return None if figure is None else figure.value

    @property
    def speed_key(self) -> float:
        return speed(self.seconds, self.latency_s)

    def as_dict(self) -> dict[str, object]:
        # strict JSON: an hour count or a price that is not finite is null
        return json_safe(  # type: ignore[no-any-return]
            {
                "gpu": self.gpu.id,
                "gpus": self.gpus,
                "where": self.where,
                "instance": self.instance.id if self.instance else None,
                "zero": self.plan.zero,
                "tp": self.plan.tp,
                "pp": self.plan.pp,
                "ep": self.plan.ep,
                "cp": self.plan.cp,
                "prefill_replicas": self.plan.prefill_only_replicas,
                "max_num_seqs": self.start_seqs,
                "rollout_tp": self.plan.rollout_tp if uses_engine(self.plan) else None,
                "hours": self.seconds / 3600,
                "request_latency_s": self.latency_s,
                "usd": self.usd,
                "run_usd": self.usd,
                "purchase_usd": self.purchase_usd,
                "memory_gib_per_gpu": self.memory.total_bytes / 2**30,
                "meets_deadline": self.meets_deadline,
                "meets_budget": self.meets_budget,
                "meets_load": self.meets_load,
                "purchase_within_budget": self.purchase_within_budget,
            }
        )


def speed(seconds: float, latency_s: float | None) -> float:
    """What "fastest" ranks by: a serving plan's request latency at its load (its busy time
    follows the load alone), a training run's time."""
    return seconds if latency_s is None else latency_s


@dataclass(frozen=True, slots=True)
class Lever:
    """A change to the plan that runs it on fewer GPUs of a type than the plan as given."""

    gpu: GpuSpec
    change: str  # what changes, in words (a Message)
    plan: Plan
    gpus: int  # GPUs it needs
    baseline_gpus: int | None  # GPUs the plan as given needs (None: does not fit at all)
    seconds: float
    latency_s: float | None = None  # serving: a request's latency at the load (None: training)
    # what the change does to the run: KEEPS it (the same model, data and arithmetic, paid for
    # in time), changes its NUMERICS (4-bit weights, an FP8 cache), or CUTS its examples
    kind: int = KEEPS

    @property
    def speed_key(self) -> float:
        return speed(self.seconds, self.latency_s)

    @property
    def keeps_run(self) -> bool:
        return self.kind == KEEPS

    def as_dict(self) -> dict[str, object]:
        return {
            "gpu": self.gpu.id,
            "change": str(self.change),
            "gpus": self.gpus,
            "baseline_gpus": self.baseline_gpus,
            "keeps_run": self.keeps_run,
            "hours": json_safe(self.seconds / 3600),
            "request_latency_s": json_safe(self.latency_s),
        }


@dataclass(frozen=True, slots=True)
class Recommendation:
    by_time: tuple[Option, ...]
    by_cost: tuple[Option, ...]
    rejected: tuple[tuple[str, str], ...]  # (gpu id, why it cannot run the plan)
    levers: tuple[Lever, ...] = ()
    budget_usd: float | None = None  # what options were weighed against (BUDGET_BASIS)
    # no option meets the constraints given: which fails, and by how much (Messages)
    unmet: tuple[str, ...] = ()
    # why a ranked option's cost is unknown: (gpu id, cloud or owned, why), once each
    unknown_costs: tuple[tuple[str, str, str], ...] = ()
    # how the options were sized, where it moves them (Messages): memory for rows shorter than
    # the sequence length (scenario/rows.py)
    notes: tuple[str, ...] = ()
    # the options across nodes whose step waits on the network assumed by GPU class
    # (_network_bound), said where they are shown (notes_for)
    network_bound: frozenset[tuple[str, int]] = frozenset()

    def notes_for(self, top: int | None = None) -> tuple[str, ...]:
        """The notes of the first `top` options of each ranking: `notes`, and which of them
        wait on the network assumed by GPU class."""
        first = slice(None, top)
        shown = [o for options in (self.by_time, self.by_cost) for o in options[first]]
        bound = [
            f"{o.gpus} × {o.gpu.name}" for o in shown if (o.gpu.id, o.gpus) in self.network_bound
        ]
        note = _network_note(tuple(dict.fromkeys(bound)))
        return (*self.notes, note) if note else self.notes

    def budget_dict(self) -> dict[str, object] | None:
        """The budget and what it is compared with (None: no budget given)."""
        if self.budget_usd is None:
            return None
        return {"usd": self.budget_usd, "basis": str(BUDGET_BASIS)}

    def document(self, top: int | None = None) -> RecommendDocument:
        """The JSON document (command_documents.py declares it): the first `top` options of each
        ranking and of the levers, every rejected GPU."""
        first = slice(None, top)
        return RecommendDocument(
            budget=self.budget_dict(),
            by_time=[o.as_dict() for o in self.by_time[first]],
            by_cost=[o.as_dict() for o in self.by_cost[first]],
            rejected=[RecommendRejected(gpu=g, why=w) for g, w in self.rejected],
            levers=[lv.as_dict() for lv in self.levers[first]],
            unmet=[str(m) for m in self.unmet],
            unknown_costs=[
                RecommendUnknownCost(gpu=g, where=w, why=why) for g, w, why in self.unknown_costs
            ],
            notes=[str(m) for m in self.notes_for(top)],
        )

    def as_dict(self, top: int | None = None) -> dict[str, object]:
        return self.document(top).model_dump()


def shaped(plan: Plan, n: int, zero3: bool, gpu: GpuSpec | None = None) -> Plan | None:
    """The plan on n GPUs: one node up to 8 (up to what a node of `gpu` holds: one
    unified-memory machine), then full nodes. Inference spreads the model with tensor
    parallelism inside a node and pipeline stages across nodes; training keeps its tp × pp
    when they divide n, else runs pure data parallel, with ZeRO-3 when asked."""
    per_node = min(n, NODE_GPUS if gpu is None else min(NODE_GPUS, node_limit(gpu)[0]))
    if n % per_node:
        return None
    nodes = n // per_node
    upd: dict[str, object] = {"gpus_per_node": per_node, "nodes": nodes}
    if plan.method is Method.INFERENCE and plan.attention_dp > 1:
        # attention data parallelism runs in one stage: tensor parallel across the nodes
        upd |= {**widened(plan, n), "pp": 1, "prefill_replicas": 0}
    elif plan.method is Method.INFERENCE:
        upd |= {"tp": per_node, "pp": nodes, "prefill_replicas": 0}  # one replica
    else:
        keep = n % (plan.tp * plan.pp) == 0 and plan.tp <= per_node
        upd |= {"tp": plan.tp if keep else 1, "pp": plan.pp if keep else 1}
        if zero3 and n > 1:
            upd["zero"] = 3
    return plan.relaid(**upd)


def _disaggregated(plan: Plan, n: int, per_node: int) -> Plan | None:
    """A disaggregated plan on n GPUs: its tp × pp replicas, prefill replicas in the plan's
    proportion (at least one, one decode replica left at least); None when n holds fewer than
    two replicas."""
    unit = plan.tp * plan.pp
    replicas = n // unit
    if n % unit or replicas < 2:
        return None
    # prefill replicas of a tp of their own (prefill_tp) are tried at the decode replicas' size
    share = plan.prefill_only_replicas / (plan.prefill_only_replicas + plan.decode_replicas)
    prefill = min(max(round(replicas * share), 1), replicas - 1)
    return plan.relaid(
        gpus_per_node=per_node, nodes=n // per_node, prefill_replicas=prefill, prefill_tp=None
    )


def _fits(
    spec: ModelSpec, gpu: GpuSpec, p: Plan, workload: Workload, reward: ModelSpec | None = None
) -> MemoryEstimate | None:
    """The plan's memory where it fits (its rows as long as the run's longest:
    scenario/rows.py), else None."""
    if plan_problems(spec, p, gpu) or reward_problems(spec, p, reward):
        return None
    mem = estimate_memory(spec, gpu, memory_plan(p, workload), reward=reward)
    if mem.fits and engine_holds_none(mem):  # an RL engine that holds no completion …
        # … runs only at a wider tensor parallelism of its own (_started sets it)
        return mem if wider_rollout(spec, gpu, p, workload, reward) else None
    return mem if mem.fits else None


def _shapes(plan: Plan, n: int, zero3: bool, gpu: GpuSpec) -> list[Plan]:
    """The layouts of n GPUs tried in turn: `shaped`'s; for an engine that splits whole
    layers (Framework.splits_layers: llama.cpp) the fewest stages in one machine first, the rest
    replicas (two 24 GB cards hold a 70B at 4 bits; eight make four replicas of two, not one of
    eight, which would serve no more), then a stage on every GPU, then `shaped`'s."""
    base = shaped(plan, n, zero3, gpu)
    if base is None:
        return []
    if plan.prefill_only_replicas:
        # a disaggregated plan keeps its replicas' layout and its share of prefill replicas
        # first, then tries one replica of every GPU (not disaggregated)
        split = _disaggregated(plan, n, base.gpus_per_node)
        return [*([split] if split is not None else []), base]
    if plan.method is not Method.INFERENCE or not FRAMEWORKS[plan.framework].splits_layers:
        return [base]
    out, stages = [], 1
    while stages <= base.gpus_per_node:
        laid = base.relaid(tp=1, pp=stages) if base.gpus_per_node % stages == 0 else None
        if laid is not None:
            out.append(laid)
        stages *= 2
    # a model no machine holds: one replica with a stage on every GPU, then `shaped`'s
    across = base.relaid(tp=1, pp=n) if n > base.gpus_per_node else None
    return [*out, *([across] if across is not None else []), base]


def _first_shape_that_fits(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    n: int,
    zero3: bool,
    reward: ModelSpec | None,
) -> tuple[Plan, MemoryEstimate] | None:
    """The first of n GPUs' layouts (`_shapes`) on which the plan fits, as estimated (size
    rules, KV), with its memory."""
    for shape in _shapes(plan, n, zero3, gpu):
        p = size_plan(shape, spec)
        mem = _fits(spec, gpu, p, workload, reward)
        if mem is not None:
            return p, mem
    return None


def _fit(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    max_gpus: int,
    in_time: Callable[[Plan, MemoryEstimate], bool] | None = None,
    reward: ModelSpec | None = None,
) -> list[tuple[Plan, MemoryEstimate]]:
    """The smallest count that fits and EXTRA_DOUBLINGS doublings of it; with `in_time` (a
    deadline; serving: latency targets), more doublings until one finishes in time (serves
    within the targets), up to `max_gpus`."""
    found: list[tuple[Plan, MemoryEstimate]] = []
    for n in (c for c in COUNTS if c <= max_gpus):
        for zero3 in (False, True):
            if zero3 and (plan.method is Method.INFERENCE or n == 1 or plan.zero == 3):
                continue
            fitted = _first_shape_that_fits(spec, gpu, plan, workload, n, zero3, reward)
            if fitted is not None:
                found.append(fitted)
                break
        if found and len(found) > EXTRA_DOUBLINGS and (in_time is None or in_time(*found[-1])):
            break
    return found


def _in_time(
    spec: ModelSpec,
    gpu: GpuSpec,
    workload: Workload,
    limit_s: float,
    reward: ModelSpec | None,
    plan: Plan,
    mem: MemoryEstimate,
) -> bool:
    """The plan finishes within `limit_s` seconds (a deadline)."""
    seconds = budget(spec, gpu, plan, workload, mem, reward=reward).compute["seconds"].value
    return seconds is not None and seconds <= limit_s


def _serves(
    spec: ModelSpec, gpu: GpuSpec, workload: Workload, plan: Plan, mem: MemoryEstimate
) -> bool:
    """A serving plan meets its latency targets at its concurrency and carries the load."""
    _, _, b = _started(spec, gpu, workload, plan, mem, budget(spec, gpu, plan, workload, mem))
    return not targets_missed(workload, b) and carries(b)


def _started(
    spec: ModelSpec,
    gpu: GpuSpec,
    workload: Workload,
    plan: Plan,
    mem: MemoryEstimate,
    b: Budget,
    price: float | None = None,
    reward: ModelSpec | None = None,
) -> tuple[Plan, MemoryEstimate, Budget]:
    """A serving plan its engine would refuse to start (Budget.refusal: vLLM with more
    max_num_seqs than a hybrid's cache blocks) with the setting that starts it applied, as the
    estimate proposes it; an RL plan whose inference engine holds no completion at the
    smallest wider tensor parallelism of the engine that holds one (solve/fixes.py
    rollout_start_fix); any other plan as it is."""
    if engine_holds_none(mem):
        found = wider_rollout(spec, gpu, plan, workload, reward)
        if found is None:
            return plan, mem, b
        wider, wider_mem = found
        return wider, wider_mem, budget(spec, gpu, wider, workload, wider_mem, price, reward=reward)
    if not b.refusal_fix:
        return plan, mem, b
    fixed = plan.with_changes(**b.refusal_fix)
    fixed_mem = estimate_memory(spec, gpu, fixed, reward=reward)
    return fixed, fixed_mem, budget(spec, gpu, fixed, workload, fixed_mem, price, reward=reward)


def _instance(gpu: GpuSpec, plan: Plan, instances: Sequence[CloudInstance]) -> CloudInstance | None:
    """The cheapest instance per GPU that holds one node's GPUs (a single node may also be
    billed as part of a larger instance)."""
    shapes = [i for i in instances if i.gpu_id == gpu.id and i.gpus >= plan.gpus_per_node]
    return min(shapes, key=lambda i: i.usd_per_gpu_hour) if shapes else None


def _options(
    gpu: GpuSpec,
    p: Plan,
    mem: MemoryEstimate,
    b: Budget,
    inst: CloudInstance | None,
    deadline_hours: float | None,
    budget_usd: float | None,
    start_seqs: int | None = None,
    serves: bool | None = None,
) -> list[Option]:
    """The option rented and owned. `serves`: a serving plan carries its load within its
    latency targets (None: training)."""
    seconds = b.compute["seconds"].value
    gpu_usd = b.cloud_items["cloud_gpu_usd"].value
    store = b.cloud_items["cloud_storage_usd"].value or 0.0
    rent: float | None = None
    if gpu_usd is not None:
        billed = math.ceil(p.gpus / inst.gpus) * inst.gpus / p.gpus if inst else 1.0
        rent = gpu_usd * billed + store
    out = []
    for where, usd, purchase in (
        ("cloud", rent, None),
        ("owned", b.cost["onprem_usd"].value, b.cost["purchase_usd"].value),
    ):
        out.append(
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
                purchase,
                None if deadline_hours is None else seconds / 3600 <= deadline_hours,
                None if budget_usd is None or usd is None else usd <= budget_usd,
                serves,
                None if budget_usd is None or purchase is None else purchase <= budget_usd,
                start_seqs,
            )
        )
    return out


def recommend(
    spec: ModelSpec,
    plan: Plan,
    workload: Workload,
    gpus: Sequence[GpuSpec],
    instances: Sequence[CloudInstance] = (),
    deadline_hours: float | None = None,
    budget_usd: float | None = None,
    max_gpus: int = 1024,
    reward: ModelSpec | None = None,
) -> Recommendation:
    """Options that fit (estimate_memory), from the smallest GPU count that fits upwards, each
    rented and owned; sorted by wall-clock time and by cost (unknown costs last), flagged
    against an optional deadline and budget; and the levers that need fewer GPUs. Raises
    PlanError for a plan the rules refuse on any GPU (a technique its framework lacks), and for
    a deadline on a serving plan (it serves for the workload's period; busy time is no
    finishing time). `reward`: an RL plan's reward model (plan.reward_model_id)."""
    one_gpu_type(plan, "recommend")
    check_plan(spec, plan)
    # hardware is ranked on the steady state it serves: a benchmark run is not simulated for
    # each option (its latencies are the estimate's, not the ranking's)
    workload = workload.model_copy(update={"run_requests": None})
    for bad in [*reward_problems(spec, plan, reward), *workload_problems(spec, plan, workload)]:
        raise bad
    if deadline_hours is not None and plan.method is Method.INFERENCE:
        raise PlanError(
            "deadline_hours",
            Message(
                "applies to training plans; a serving plan serves for the whole serving period"
            ),
        )
    options: list[Option] = []
    rejected: list[tuple[str, str]] = []
    levers: list[Lever] = []
    for gpu in gpus:
        refused = gpu_problems(gpu, size_plan(plan, spec), spec)  # e.g. FP8 without FP8
        if refused:
            rejected.append((gpu.id, refused[0].text))
            continue
        in_time = (
            None
            if deadline_hours is None
            else partial(_in_time, spec, gpu, workload, deadline_hours * 3600, reward)
        )
        targets = workload.ttft_slo_ms is not None or workload.tpot_slo_ms is not None
        if plan.method is Method.INFERENCE and (targets or workload.request_rate is not None):
            # more GPUs (wider tensor parallelism) until one serves within the targets, or
            # keeps up with the request rate given
            in_time = partial(_serves, spec, gpu, workload)
        fits = _fit(spec, gpu, plan, workload, max_gpus, in_time, reward)
        if plan.method is not Method.INFERENCE:
            levers += _levers(
                spec, gpu, plan, workload, max_gpus, fits[0][0].gpus if fits else None, reward
            )
        if not fits:
            rejected.append((gpu.id, Message("does not fit on up to {n:,} GPUs", n=max_gpus)))
            continue
        served = 0
        for p, mem in fits:
            inst = _instance(gpu, p, instances)
            price = inst.usd_per_gpu_hour if inst else None
            b = budget(spec, gpu, p, workload, mem, price, reward=reward)
            seqs = b.refusal_fix.get("max_num_seqs")  # the setting that starts it, if any
            p, mem, b = _started(spec, gpu, workload, p, mem, b, price, reward)
            if b.compute["seconds"].value is None:
                continue  # serving: the KV cache holds no request (its time is unknown)
            served += 1
            # serving: the load carried within the latency targets at the plan's concurrency or
            # request rate (the estimate's misses_targets verdict, one rule for both)
            serves = b.carries_load
            if serves is not None:
                serves = serves and not targets_missed(workload, b)
            options += _options(gpu, p, mem, b, inst, deadline_hours, budget_usd, seqs, serves)
        if plan.method is Method.INFERENCE:  # against the fewest GPUs that serve within targets
            serving = [o.gpus for o in options if o.gpu is gpu and _within(o)]
            levers += _levers(spec, gpu, plan, workload, max_gpus, min(serving, default=None))
        if not served:
            text = Message(
                "The KV cache left by the framework does not hold one request of this size."
            )
            rejected.append((gpu.id, text))
    # nothing proposed breaks a constraint given: an option past the deadline, over the budget
    # (its run cost or, owned, its purchase) or short of the load is dropped; when that
    # leaves none, the answer says which constraint fails and by how much
    kept = [o for o in options if _within(o)]
    unmet = _unmet(options, workload, deadline_hours, budget_usd) if options and not kept else ()
    by_time = tuple(sorted(kept, key=lambda o: (o.speed_key, _cost_key(o))))
    by_cost = tuple(sorted(kept, key=lambda o: (_cost_key(o), o.speed_key)))
    if deadline_hours is not None:
        levers = [lv for lv in levers if lv.seconds / 3600 <= deadline_hours]
    # the changes that keep the run first, a shorter sequence last (it cuts the examples), as
    # the fixes of one plan are ranked (solve/fixes.py); then the fewest GPUs, the fastest
    levers.sort(key=lambda lv: (lv.kind, lv.gpus, lv.speed_key))
    notes = [n for n in (row_note(plan, workload), _expert_note(spec, plan, gpus)) if n]
    return Recommendation(
        by_time,
        by_cost,
        tuple(rejected),
        tuple(levers),
        budget_usd,
        unmet,
        unknown_costs(kept),
        tuple(notes),
        _network_bound(kept, spec, workload, reward),
    )


# A ranked option's step is said to wait on the network where its exposed communication is at
# least this share of its step (a tenth: the time ranking moves by it)
NETWORK_BOUND_SHARE = 0.1
# Gbit/s per node of a network that never binds (an option re-timed on it)
UNBOUND_NETWORK_GBIT = 1e6


def _network_bound(
    options: Sequence[Option], spec: ModelSpec, workload: Workload, reward: ModelSpec | None
) -> frozenset[tuple[str, int]]:
    """(GPU id, GPUs) of the training options across nodes whose time the network between
    nodes sets, where that network is the default by GPU class (collectives.node_gbit), not the
    user's (workload.inter_node_gbit_per_node): re-timed on a network that never binds, their
    time falls by NETWORK_BOUND_SHARE or more (a link inside the node that binds instead — PCIe,
    a narrow NVLink — is no assumption of the user's network)."""
    if workload.inter_node_gbit_per_node is not None:
        return frozenset()
    unbound = workload.model_copy(update={"inter_node_gbit_per_node": UNBOUND_NETWORK_GBIT})
    out: set[tuple[str, int]] = set()
    seen: set[tuple[str, int]] = set()
    for o in options:
        key = (o.gpu.id, o.gpus)
        if key in seen or o.plan.nodes < 2 or o.budget.kind != "training":
            continue
        seen.add(key)
        exposed = o.budget.network.get("exposed_comm_seconds")
        step = o.budget.compute.get("step_seconds")
        if exposed is None or step is None or not exposed.value or not step.value:
            continue
        if exposed.value < NETWORK_BOUND_SHARE * step.value:
            continue
        free = budget(spec, o.gpu, o.plan, unbound, o.memory, None, reward=reward)
        seconds = free.compute["seconds"].value
        if seconds is not None and seconds <= (1 - NETWORK_BOUND_SHARE) * o.seconds:
            out.add(key)
    return frozenset(out)


def _network_note(bound: Sequence[str]) -> Message | None:
    """Which shown options wait on the network assumed by GPU class, and how to give yours."""
    if not bound:
        return None
    return Message(
        "Across nodes {options} would be a tenth faster or more on a faster network than the "
        "one assumed by their GPU class (see Network per node in their estimate); set {field} "
        "to your network's.",
        options=Listed(*(Verbatim(b) for b in bound)),
        field=FieldRef("workload.inter_node_gbit_per_node"),
    )


def _expert_note(spec: ModelSpec, plan: Plan, gpus: Sequence[GpuSpec]) -> Message | None:
    """A fine-grained mixture served by an engine whose routed experts run far below the dense
    rate: the options on GPUs where that rate was measured are timed with it, the others not
    (latency.routed_expert_share)."""
    if plan.method is not Method.INFERENCE:
        return None
    from hwplanner.engine.serving.latency import MEASURED_MOE_KERNELS, routed_expert_share

    # whether a share was measured on each GPU, not its value: any prompt step will do
    fw = FRAMEWORKS[plan.framework]
    shares = [routed_expert_share(spec, g, plan, fw, float(plan.seq_len)) for g in gpus]
    if not any(applies for applies, _ in shares) or all(s is not None for _, s in shares):
        return None
    return Message(
        "{model}'s routed experts are timed at what {engine}'s fused-MoE kernels were "
        "measured to reach where they were measured ({measured}); on the other GPUs ranked "
        "they run at the prefill utilisation, so those options' prefill and time to first "
        "token are optimistic.",
        measured=MEASURED_MOE_KERNELS,
        model=spec.name,
        engine=FRAMEWORKS[plan.framework].name,
    )


def unknown_costs(options: Sequence[Option]) -> tuple[tuple[str, str, str], ...]:
    """Why each ranked option without a cost has none, once per GPU and place: no rental
    price (cloud); no purchase price, or no published power so no electricity (owned)."""
    out: dict[tuple[str, str], str] = {}
    for o in options:
        if o.usd is not None or (o.gpu.id, o.where) in out:
            continue
        if o.where == "cloud":
            why = Message(
                "{gpu}: no rental price in this price set (set {field})",
                gpu=o.gpu.name,
                field=FieldRef("workload.cloud_usd_per_gpu_hour"),
            )
        elif o.purchase_usd is None:
            why = Message(
                "{gpu}: no purchase price (set {field})",
                gpu=o.gpu.name,
                field=FieldRef("workload.gpu_price_usd"),
            )
        elif o.gpu.tdp_w is None:
            why = Message(
                "{gpu}: no published maximum power, so its electricity is unknown",
                gpu=o.gpu.name,
            )
        else:
            why = Message("{gpu}: a price this run needs is unknown", gpu=o.gpu.name)
        out[(o.gpu.id, o.where)] = why
    return tuple((gpu, where, why) for (gpu, where), why in out.items())


def _within(o: Option) -> bool:
    """The option meets every constraint given (one it cannot be checked against, a budget
    without a price, counts as met: the table says the budget is unknown)."""
    return False not in (o.meets_deadline, o.meets_budget, o.meets_load, o.purchase_within_budget)


def _unmet(
    options: list[Option],
    workload: Workload,
    deadline_hours: float | None,
    budget_usd: float | None,
) -> tuple[str, ...]:
    """Which constraint no option meets, and by how much: the fastest option against the
    deadline, the cheapest against the budget; when each is met by some option but none meets
    all, what the best of each costs in the other."""
    out: list[str] = []
    fastest = min(options, key=lambda o: o.seconds)
    priced = [o for o in options if o.usd is not None]
    if deadline_hours is not None and fastest.seconds / 3600 > deadline_hours:
        out.append(
            Message(
                "No option finishes within the {deadline:g}-hour deadline: the fastest "
                "({gpus} × {gpu}) takes {hours:,.1f} hours, {ratio:,.1f}× the deadline.",
                deadline=deadline_hours,
                gpus=fastest.gpus,
                gpu=fastest.gpu.name,
                hours=fastest.seconds / 3600,
                ratio=fastest.seconds / 3600 / deadline_hours,
            )
        )
    if budget_usd is not None and priced:
        cheapest = min(priced, key=lambda o: o.usd or 0.0)
        if (cheapest.usd or 0.0) > budget_usd:
            out.append(
                Message(
                    "No option costs at most the budget of US${budget:,.0f}: the cheapest "
                    "({gpus} × {gpu}, {where}) costs US${usd:,.0f}, {ratio:,.1f}× the budget.",
                    budget=budget_usd,
                    gpus=cheapest.gpus,
                    gpu=cheapest.gpu.name,
                    where=Term("Recommend", cheapest.where),  # 'cloud' or 'owned', translated
                    usd=cheapest.usd or 0.0,
                    ratio=(cheapest.usd or 0.0) / budget_usd,
                )
            )
    if all(o.meets_load is False for o in options):
        out.append(_unmet_load(options, workload))
    if not out:  # each constraint is met by some option, never all of them by one
        out.append(
            Message(
                "Some options meet the deadline and some the budget, none both: raise the "
                "budget or extend the deadline (recommend without one shows every option)."
            )
        )
    return tuple(out)


def _unmet_load(options: list[Option], workload: Workload) -> str:
    """Why no option carries the load, and by how much: when even one user misses the latency
    targets on every option, the option nearest them (its one-user latency against each
    target); else the option serving the most requests/s against the peak."""
    serving = [o for o in options if o.budget.serving]
    if not serving:
        return Message("No option carries the load at the latency targets.")
    users = {id(o): o.budget.serving["max_concurrency_at_slo"] for o in serving}
    if all(f.value == 0 for f in users.values()):

        def misses(o: Option) -> tuple[int, float]:
            ttft, tpot = one_user_ms(users[id(o)])
            ratios = [
                ms / target
                for ms, target in ((ttft, workload.ttft_slo_ms), (tpot, workload.tpot_slo_ms))
                if ms is not None and target
            ]
            return (0 if ratios else 1, max(ratios, default=math.inf))

        near = min(serving, key=misses)
        return Message(
            "No option meets the latency targets even for one user: the nearest ({gpus} × "
            "{gpu}) has {missed}.",
            gpus=near.gpus,
            gpu=near.gpu.name,
            missed=Listed(*missed_targets(workload, *one_user_ms(users[id(near)]))),
        )
    rate = workload.request_rate
    if rate is not None:  # the rate given is the load, not the period's requests per day
        top = max(serving, key=_rate_served)
        served = _rate_served(top)
        return Message(
            "No option serves the {rate:,.2f} requests/s given within the latency targets: the "
            "highest rate any serves within them is {best:,.2f} requests/s ({gpus} × {gpu}), "
            "{ratio:,.1f}× short.",
            rate=rate,
            best=served,
            gpus=top.gpus,
            gpu=top.gpu.name,
            ratio=rate / served if served else math.inf,
        )
    best = max(serving, key=lambda o: o.budget.serving["requests_per_second"].value or 0.0)
    rps = best.budget.serving["requests_per_second"].value or 0.0
    peak = best.budget.serving["peak_requests_per_second"].value or 0.0
    return Message(
        "No option carries the peak load of {peak:,.2f} requests/s at the latency targets: the "
        "most any serves is {rps:,.2f} requests/s ({gpus} × {gpu}), {ratio:,.1f}× short.",
        peak=peak,
        rps=rps,
        gpus=best.gpus,
        gpu=best.gpu.name,
        ratio=peak / rps if rps else math.inf,
    )


def _rate_served(o: Option) -> float:
    """The highest request rate the option serves within the targets (0: none, or no rate)."""
    figure = o.budget.serving.get("max_request_rate_at_slo")
    return (figure.value or 0.0) if figure is not None else 0.0


def _cost_key(o: Option) -> float:
    return math.inf if o.usd is None else o.usd


def _lever_plans(plan: Plan, spec: ModelSpec, gpu: GpuSpec) -> list[tuple[str, Plan, int]]:
    """Cheaper changes, in the order a team would try them before buying GPUs, each with what
    it does to the run (Lever.kind). Serving: 8-bit then 4-bit weights in the first format the
    framework and the GPU serve (llama.cpp: q8_0, q4_0), then an FP8 KV cache — each changes
    the numerics; solve/latency_fixes.py proposes the same for one plan."""
    out: list[tuple[str, Plan, int]] = []
    if plan.method is Method.INFERENCE:
        for already, formats in WIDTHS:
            if plan.weight_format in already:
                continue
            fmt = next((f for f in formats if offered(plan, spec, gpu, f)), None)
            if fmt is not None:
                change = Message("{format} weights", format=fmt.value)
                out.append((change, plan.with_changes(weight_format=fmt.value), NUMERICS))
        if size_plan(plan, spec).kv_dtype is not KvDtype.FP8:  # the checkpoint's may be FP8
            out.append((Message("an FP8 KV cache"), plan.with_changes(kv_dtype="fp8"), NUMERICS))
        return out
    if plan.recompute is Recompute.NONE:
        # the first memory lever: activations shrink to each layer's input, for ~1/3 more
        # compute (Chen et al. 2016; every training framework offers it)
        change = Message("activation checkpointing: recompute each layer in the backward")
        out.append((change, plan.with_changes(recompute=Recompute.FULL), KEEPS))
    if plan.zero < 3:
        out.append((Message("fewer GPUs for longer: ZeRO-3 / FSDP full sharding"), plan, KEEPS))
    if plan.offload is Offload.NONE:
        change = Message("offload the optimizer states to host RAM")
        out.append((change, plan.with_changes(offload=Offload.OPTIMIZER), KEEPS))
    if plan.seq_len >= 1024:
        change = Message("a shorter sequence: {seq:,} tokens", seq=plan.seq_len // 2)
        out.append((change, plan.with_changes(seq_len=plan.seq_len // 2), CUTS))
    if plan.method in (Method.FULL, Method.LORA, Method.FREEZE):
        change = Message("QLoRA: a 4-bit frozen base with LoRA adapters")
        out.append((change, plan.with_changes(method=Method.QLORA), NUMERICS))
    return out


def _levers(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    max_gpus: int,
    baseline: int | None,
    reward: ModelSpec | None = None,
) -> list[Lever]:
    """Each lever on the fewest GPUs of this type it needs, when that is fewer than the plan as
    given (`baseline`). A serving lever also meets the latency targets at the plan's
    concurrency and carries the load, as the options it is weighed against do."""
    out: list[Lever] = []
    for change, changed, kind in _lever_plans(plan, spec, gpu):
        limit = min(max_gpus, (baseline or max_gpus * 2) - 1)
        found = None
        for n in (c for c in COUNTS if c <= limit):
            # ZeRO-3 first; the plan's own sharding where a framework's pipeline takes no
            # ZeRO-3 (DeepSpeed's pipeline engine: ZeRO 0 and 1 only)
            for zero3 in (True, False) if n > 1 else (False,):
                found = _lever(spec, gpu, changed, workload, n, zero3, reward)
                if found is not None:
                    break
            if found is not None:
                out.append(Lever(gpu, change, found[0], n, baseline, found[1], found[2], kind))
                break
    return out


def _lever(
    spec: ModelSpec,
    gpu: GpuSpec,
    changed: Plan,
    workload: Workload,
    n: int,
    zero3: bool,
    reward: ModelSpec | None,
) -> tuple[Plan, float, float | None] | None:
    """A lever's plan on n GPUs, its seconds and (serving) a request's latency, when it runs
    there (serving: meets the targets and carries the load)."""
    serving = changed.method is Method.INFERENCE
    p = shaped(changed, n, zero3=zero3, gpu=gpu)
    p = size_plan(p, spec) if p is not None else None  # as estimated: size rules, KV
    if p is None or (serving and plan_problems(spec, p, gpu)):
        return None
    mem = _fits(spec, gpu, p, workload, reward)
    if mem is None:
        return None
    b = budget(spec, gpu, p, workload, mem, reward=reward)
    p, mem, b = _started(spec, gpu, workload, p, mem, b, reward=reward)
    seconds = b.compute["seconds"].value
    if serving and (seconds is None or targets_missed(workload, b) or not carries(b)):
        return None
    latency = b.serving["request_latency_s"].value if serving else None
    return p, seconds, latency


def carries(b: Budget) -> bool:
    """A serving budget's replicas carry the load within the targets (no load given: yes)."""
    return b.carries_load is not False
