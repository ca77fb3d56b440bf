"""Solvers: the fewest GPUs that fit, the largest micro-batch and the longest sequence."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hwplanner.engine.core.message import Message
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.layout import global_sequences, micro_batch_ceiling
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.rows import memory_plan
from hwplanner.engine.scenario.sharding import widened
from hwplanner.engine.scenario.sizing import reruled, size_plan
from hwplanner.engine.scenario.validity import node_limit, plan_problems

MAX_GPUS = 8192


@dataclass(frozen=True, slots=True)
class GpuSolution:
    gpus: int
    plan: Plan  # the plan that fits with that many GPUs (parallelism may differ from the input)
    total_bytes: float
    strategy: str
    # a paged KV pool that runs the plan but holds fewer of its sequences at full context than
    # the plan has: how many it holds (None: it holds them all)
    held_sequences: int | None = None


@dataclass(frozen=True, slots=True)
class Strategy:
    """One way to spend more GPUs: the counts it tries, ascending, and the plan at each (None
    where the count cannot be laid out or the plan would be refused)."""

    name: str
    candidates: tuple[int, ...]
    plans: Callable[[int], Plan | None]
    # the counts differ only in data-parallel ranks (nodes × GPUs per node; tp, pp and cp
    # stay): a training estimate's floor at one count bounds every larger one
    data_parallel_only: bool = True


def _candidate_counts(per_node: int) -> list[int]:
    small = [n for n in range(1, per_node + 1)]
    nodes = [per_node * k for k in (2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256, 512, 1024)]
    return [n for n in small + nodes if n <= MAX_GPUS]


def _with_gpus(plan: Plan, n: int, per_node: int, **changes: object) -> Plan | None:
    """The plan re-laid on n GPUs: nodes × GPUs per node, keeping tp·pp dividing n. The plan's
    own count keeps the plan's own layout."""
    if n == plan.gpus:
        layout = {"gpus_per_node": plan.gpus_per_node, "nodes": plan.nodes}
    elif n <= per_node:
        layout = {"gpus_per_node": n, "nodes": 1}
    elif n % per_node == 0:
        layout = {"gpus_per_node": per_node, "nodes": n // per_node}
    else:
        return None
    update = {**layout, **changes}
    fw = FRAMEWORKS[plan.framework]
    stages_follow = _stages_follow_gpus(plan) and "pp" not in changes
    tp = int(update.get("tp", plan.tp))  # type: ignore[call-overload]
    # stages that follow the count are a stage per GPU of the new machine
    pp = layout["gpus_per_node"] if stages_follow else int(update.get("pp", plan.pp))  # type: ignore[call-overload]
    # prefill replicas of their own tp keep their GPUs; the decode replicas take the rest
    prefill = plan.prefill_gpus if plan.unequal_prefill and "tp" not in changes else 0
    if n <= prefill or (n - prefill) % (tp * pp * plan.cp):
        return None
    if (fw.distributed_defaults and (n > 1) != (plan.gpus > 1)) or stages_follow:
        # validated again so the framework's defaults for that many GPUs apply (torchtune's
        # distributed recipes differ from its single-device ones; llama.cpp's stage on every
        # GPU of the machine); the user's values and the strategy's changes stay
        user = tuple(sorted({*plan.user_fields, *changes}))
        try:
            return Plan.model_validate({**plan.model_dump(), **update, "user_fields": user})
        except ValueError:  # the global batch does not divide on this layout
            return None
    return plan.relaid(**update)


def _stages_follow_gpus(plan: Plan) -> bool:
    """The plan's pipeline stages are its framework's default for its GPUs (llama.cpp: a stage
    on every GPU of the machine), so they follow the count."""
    stage_per_gpu = FRAMEWORKS[plan.framework].stage_per_gpu(plan.method)
    return stage_per_gpu and not set(plan.user_fields) & {"tp", "pp"}


def strategies(
    spec: ModelSpec, plan: Plan, *, per_node: int = 8, gpu: GpuSpec | None = None
) -> list[Strategy]:
    """Ways to spend more GPUs, the user's own first. Every strategy's counts include the plan's
    own, laid out as given, so a plan that fits is never answered with more GPUs. With `gpu`,
    what that GPU cannot run (FP8 without FP8 tensor cores) leaves no counts at all."""
    if gpu is not None:  # more GPUs go in more nodes, never in a node its servers cannot hold
        per_node = min(per_node, node_limit(gpu)[0])
    counts = tuple(sorted({*_candidate_counts(per_node), plan.gpus}))
    # (name, the plan's changes at n GPUs, whether the counts then differ only in
    # data-parallel ranks)
    changes: list[tuple[str, Callable[[int], dict[str, object]], bool]] = [
        (Message("with the plan's layout"), lambda n: {}, True)
    ]
    if plan.method is Method.INFERENCE and FRAMEWORKS[plan.framework].splits_layers:
        # the engine's own way over several GPUs (llama.cpp --split-mode layer)
        changes.append(
            (Message("layers split across all GPUs"), lambda n: {"tp": 1, "pp": n}, False)
        )
    elif plan.method is Method.INFERENCE:
        # an engine whose attention data parallelism spans the whole tp group (TensorRT-LLM's
        # enable_attention_dp) keeps it on every GPU at every count (sharding.widened)
        changes.append(
            (
                Message("tensor parallel across all GPUs"),
                lambda n: {**widened(plan, n), "pp": 1},
                False,
            )
        )
    elif plan.zero < 3:
        changes.append((Message("ZeRO-3 / FSDP full sharding"), lambda n: {"zero": 3}, True))
    out = []
    for name, change, data_parallel_only in changes:

        def plan_at(n: int, change: Callable[[int], dict[str, object]] = change) -> Plan | None:
            try:
                p = _with_gpus(plan, n, per_node, **change(n))
            except ValueError:
                return None  # the framework's defaults for that many GPUs refuse the plan
            if p is not None and plan_problems(spec, p, gpu):
                return None  # e.g. a tp the solver picks must split the attention heads evenly
            return size_plan(p, spec) if p is not None else None

        # counts a layout cannot use are skipped when scanned (plan_at is None), not filtered
        # here: building every count's plan twice was half of a solve's time
        out.append(Strategy(name, counts, plan_at, data_parallel_only))
    return out


def first_fit(
    spec: ModelSpec, gpu: GpuSpec, strategy: Strategy, reward: ModelSpec | None = None
) -> GpuSolution | None:
    """The smallest count of the strategy on which the plan fits. A scan, not a bisection:
    memory per GPU is not monotone in the count (communication buffers appear with the second
    GPU, data parallelism without ZeRO never lowers it, layouts must divide), so every smaller
    count is tried, and the answer is minimal by construction. The scan stops early only where
    the estimate proves no larger count fits: on more than one GPU (one GPU may take a
    framework's single-device defaults), when the counts differ only in data-parallel ranks
    and what ZeRO cannot divide (`floor_bytes`) already exceeds the card."""
    for n in strategy.candidates:
        p = strategy.plans(n)
        if p is None:
            continue
        try:
            m = estimate_memory(spec, gpu, p, reward=reward)
        except ValueError:
            continue
        if m.fits:
            held = None if m.holds_all else m.full_sequences
            return GpuSolution(n, p, m.total_bytes, strategy.name, held)
        if n > 1 and strategy.data_parallel_only and m.floor_bytes > m.limit_bytes:
            return None
    return None


def min_gpus(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    *,
    per_node: int = 8,
    reward: ModelSpec | None = None,
) -> GpuSolution | None:
    """The fewest GPUs of this type on which the plan fits: the smallest first fit over the
    strategies (the plan's own parallelism first, then full sharding or tensor parallelism),
    the earlier strategy on a tie. None when no count up to MAX_GPUS (or the plan's own) fits.

    The strategies are scanned last to first: the one that spends GPUs best usually answers
    with few counts tried, and bounds the scans of the others (a count above the best so far
    cannot win), so a plan that only fits sharded is not first tried on every count as
    planned. The answer is the same as scanning them in order. `reward`: an RL plan's reward
    model (plan.reward_model_id)."""
    best: GpuSolution | None = None
    for strategy in reversed(strategies(spec, plan, per_node=per_node, gpu=gpu)):
        if best is not None:  # an earlier strategy wins a tie, so counts up to the best
            strategy = Strategy(
                strategy.name,
                tuple(n for n in strategy.candidates if n <= best.gpus),
                strategy.plans,
                strategy.data_parallel_only,
            )
        found = first_fit(spec, gpu, strategy, reward)
        if found is not None and (best is None or found.gpus <= best.gpus):
            best = found
    return best


def _largest(lo: int, hi: int, fits: Callable[[int], bool]) -> int | None:
    """Largest integer in [lo, hi] for which `fits` holds, given fits is monotone decreasing."""
    if not fits(lo):
        return None
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def max_micro_batch(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    limit: int = 4096,
    *,
    reward: ModelSpec | None = None,
    workload: Workload | None = None,
) -> int | None:
    """Largest micro-batch (training; RL: at most each training rank's share of the step's
    completions, past which nothing changes) or number of concurrent sequences at full context
    (inference: all of them in the KV cache at once, not only the one a paged pool needs to
    start) that fits. `workload`: each micro-batch's rows as long as the run's longest
    (scenario/rows.py: padding-free, they depend on the micro-batch)."""
    field = "batch" if plan.method is Method.INFERENCE else "micro_batch"

    def holds(candidate: Plan) -> bool:
        at = memory_plan(candidate, workload) if workload is not None else candidate
        return estimate_memory(spec, gpu, at, reward=reward).holds_all

    seqs = global_sequences(plan)
    if field == "micro_batch" and seqs is not None and not plan.method.is_rl:
        # a global batch admits the micro-batches that divide each rank's share of it
        share = seqs // max(plan.dp, 1)
        for b in sorted(
            (b for b in range(1, min(share, limit) + 1) if share % b == 0), reverse=True
        ):
            relaid = plan.relaid(micro_batch=b)
            if relaid is not None and holds(relaid):
                return b
        return None
    ceiling = micro_batch_ceiling(plan)  # RL: past each rank's share nothing changes
    return _largest(
        1,
        min(limit, ceiling or limit),
        lambda b: holds(reruled(plan.model_copy(update={field: b}))),
    )


def at_length(plan: Plan, field: str, value: int) -> Plan:
    """The plan at another length of `field` (seq_len, context, or an RL completion_len, which
    then no longer follows a total length: the total is the plan's, not the length swept; a
    mean completion above the longest swept is taken at it, every completion at the cap)."""
    update: dict[str, object] = {field: value}
    if field == "completion_len":
        update["total_len"] = None
        mean = plan.completion_len_mean
        if mean is not None and mean > value:
            update["completion_len_mean"] = value
    return reruled(plan.model_copy(update=update))


def max_seq_len(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    limit: int = 10_000_000,
    *,
    reward: ModelSpec | None = None,
) -> int | None:
    """Longest sequence (training), completion (RL) or context (inference: for all the plan's
    sequences at once) that fits, to a multiple of 128."""
    field = "context" if plan.method is Method.INFERENCE else "seq_len"
    if plan.method.is_rl:
        field = "completion_len"  # RL sequences are prompt + completion
    if field == "seq_len" and plan.global_batch_tokens is not None:
        # at the plan's number of sequences per step (tokens would not divide most lengths)
        seqs = global_sequences(plan)
        plan = plan.model_copy(update={"global_batch_tokens": None, "global_batch": seqs})
    best = _largest(
        1,
        limit // 128,
        lambda k: (
            estimate_memory(spec, gpu, at_length(plan, field, k * 128), reward=reward).holds_all
        ),
    )
    return best * 128 if best else None
