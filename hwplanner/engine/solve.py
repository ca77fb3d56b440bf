"""Solvers: the fewest GPUs that fit, the largest micro-batch and the longest sequence."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hwplanner.engine.frameworks import FRAMEWORKS
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.memory import estimate_memory
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Method, Plan
from hwplanner.engine.validity import plan_problems

MAX_GPUS = 8192


@dataclass(frozen=True, slots=True)
class GpuSolution:
    gpus: int
    plan: Plan  # the plan that fits with that many GPUs (parallelism may differ from the input)
    total_bytes: float
    strategy: str


def _candidate_counts(per_node: int) -> list[int]:
    small = [n for n in range(1, per_node + 1)]
    nodes = [per_node * k for k in (2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256, 512, 1024)]
    return [n for n in small + nodes if n <= MAX_GPUS]


def _with_gpus(plan: Plan, n: int, per_node: int, **changes: object) -> Plan | None:
    """The plan re-laid on n GPUs: nodes × GPUs per node, keeping tp·pp dividing n."""
    if n <= per_node:
        layout = {"gpus_per_node": n, "nodes": 1}
    elif n % per_node == 0:
        layout = {"gpus_per_node": per_node, "nodes": n // per_node}
    else:
        return None
    update = {**layout, **changes}
    tp = int(update.get("tp", plan.tp))  # type: ignore[call-overload]
    pp = int(update.get("pp", plan.pp))  # type: ignore[call-overload]
    if n % (tp * pp * plan.cp):
        return None
    if FRAMEWORKS[plan.framework].distributed_defaults and (n > 1) != (plan.gpus > 1):
        # validated again so the framework's defaults for that many GPUs apply (torchtune's
        # distributed recipes differ from its single-device ones); the user's values and the
        # strategy's changes stay
        user = tuple(sorted({*plan.user_fields, *changes}))
        return Plan.model_validate({**plan.model_dump(), **update, "user_fields": user})
    return plan.model_copy(update=update)


def _strategies(
    spec: ModelSpec, plan: Plan
) -> list[tuple[str, Callable[[int], dict[str, object]]]]:
    """Ways to spend more GPUs, the user's own first. Each maps a GPU count to plan changes."""
    if plan.method is Method.INFERENCE:

        def tensor_parallel(n: int) -> dict[str, object]:
            return {"tp": n, "pp": 1}

        return [(Message("tensor parallel across all GPUs"), tensor_parallel)]
    out: list[tuple[str, Callable[[int], dict[str, object]]]] = [
        (Message("as planned"), lambda n: {})
    ]
    if plan.zero < 3:
        out.append((Message("ZeRO-3 / FSDP full sharding"), lambda n: {"zero": 3}))
    return out


def min_gpus(spec: ModelSpec, gpu: GpuSpec, plan: Plan, *, per_node: int = 8) -> GpuSolution | None:
    """The fewest GPUs of this type on which the plan fits, trying the plan's own parallelism
    first and then full sharding. Memory per GPU falls as GPUs are added, so each strategy is
    a binary search over candidate counts (1…per_node, then whole nodes)."""
    counts = _candidate_counts(per_node)
    best: GpuSolution | None = None
    for name, change in _strategies(spec, plan):

        def fits(
            n: int, change: Callable[[int], dict[str, object]] = change
        ) -> tuple[bool, Plan | None, float]:
            try:
                p = _with_gpus(plan, n, per_node, **change(n))
                if p is None:
                    return False, None, 0.0
                if plan_problems(spec, p, gpu):
                    return False, None, 0.0
                m = estimate_memory(spec, gpu, p)
            except ValueError:
                return False, None, 0.0
            return m.fits, p, m.total_bytes

        ok_top, _, _ = fits(counts[-1])
        # when even the largest count fails, layouts (tp/pp not dividing) break monotonicity:
        # scan upward instead of bisecting
        found = _bisect(counts, fits) if ok_top else _scan(counts, fits)
        if found and (best is None or found[0] < best.gpus):
            n, p, total = found
            best = GpuSolution(n, p, total, name)
        if best and best.gpus == 1:
            break
    return best


def _bisect(
    counts: list[int], fits: Callable[[int], tuple[bool, Plan | None, float]]
) -> tuple[int, Plan, float] | None:
    lo, hi = 0, len(counts) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if fits(counts[mid])[0]:
            hi = mid
        else:
            lo = mid + 1
    # the layout may be impossible at the bisected count: walk up to the first that fits
    return _scan(counts[lo:], fits)


def _scan(
    counts: list[int], fits: Callable[[int], tuple[bool, Plan | None, float]]
) -> tuple[int, Plan, float] | None:
    for n in counts:
        ok, p, total = fits(n)
        if ok and p is not None:
            return n, p, total
    return None


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


def max_micro_batch(spec: ModelSpec, gpu: GpuSpec, plan: Plan, limit: int = 4096) -> int | None:
    """Largest micro-batch (training) or number of concurrent sequences (inference) that fits."""
    field = "batch" if plan.method is Method.INFERENCE else "micro_batch"
    return _largest(
        1,
        limit,
        lambda b: estimate_memory(spec, gpu, plan.model_copy(update={field: b})).fits,
    )


def max_seq_len(spec: ModelSpec, gpu: GpuSpec, plan: Plan, limit: int = 10_000_000) -> int | None:
    """Longest sequence (training), completion (RL) or context (inference) that fits, to a
    multiple of 128."""
    field = "context" if plan.method is Method.INFERENCE else "seq_len"
    if plan.method.is_rl:
        field = "completion_len"  # RL sequences are prompt + completion
    best = _largest(
        1,
        limit // 128,
        lambda k: estimate_memory(spec, gpu, plan.model_copy(update={field: k * 128})).fits,
    )
    return best * 128 if best else None
