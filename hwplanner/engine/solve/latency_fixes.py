"""A serving plan that runs but misses its latency targets: which target it misses at the
plan's concurrency and by how much, and every change that meets them — fewest GPUs first.

A plan whose time to first token or time per output token at its concurrent users (`batch`)
is past a target is not "fits": the estimate's verdict is `misses_targets`. The changes tried,
each checked against the plan rules (a change the framework or the GPU does not offer is never
proposed), its memory and its latency at the new plan's concurrency:

- keeping the plan's GPUs and its numerics: CUDA graphs turned back on where the engine has
  them; with multi-head latent attention, attention data
  parallelism (each GPU attends its own requests; every user kept, so tried first); a
  concurrency cap at the most users the targets allow, when the plan's replicas still carry
  the load;
- more GPUs per replica: tensor parallelism doubled up to the node (the replicas kept);
- changing the numerics (marked so): an FP8 KV cache, FP8 or 4-bit weights;
- and each tensor-parallel degree (or the attention groups) with one of those when neither alone
  is enough.
Ranked by GPUs, then those that keep the numerics, then in the order above.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from hwplanner.engine.core.message import Message
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.methods import budget, estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.money.budget import Budget
from hwplanner.engine.plan.formats import NOMINAL_BITS
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import KvDtype, Plan, WeightFormat
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.sharding import widened
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.serving.levels import missed_targets
from hwplanner.engine.solve.fixes import joined_changes, plan_field
from hwplanner.engine.solve.proposal import Proposal

Candidate = tuple[dict[str, int | str | bool], str, bool]  # changes, words, keeps the numerics
MAX_TP = 8  # tensor parallelism stays in a node
FOUR_BITS = frozenset(f for f, bits in NOMINAL_BITS.items() if bits == 4)
EIGHT_BITS = frozenset(f for f, bits in NOMINAL_BITS.items() if bits == 8)
AT_MOST_EIGHT = frozenset(f for f, bits in NOMINAL_BITS.items() if bits <= 8)  # q6_k, q5_k_m too


def targets_missed(workload: Workload, b: Budget) -> tuple[str, ...]:
    """The latency targets the plan misses at its own concurrency or request rate (there, with
    a target percentile, at that percentile of its requests), each with by how much (empty: no
    target, or every target met, or no request fits: then latency is unknown)."""
    serving = b.serving
    if not serving:
        return ()
    # at a request rate with a target percentile: the plan's latencies at it
    pct = workload.slo_percentile if "ttft_at_target_percentile_ms" in serving else None
    keys = ("ttft_at_target_percentile_ms", "tpot_at_target_percentile_ms")
    ttft, tpot = (serving.get(k) for k in (keys if pct is not None else ("ttft_ms", "tpot_ms")))
    values = [f.value if f is not None else None for f in (ttft, tpot)]
    saturated = "max_request_rate_at_slo" in serving  # a rate was given and a request fits
    if saturated and any(v is not None and math.isinf(v) for v in values):
        # arrivals faster than the plan serves: the queue, and every latency, grows unbounded
        return (
            Message(
                "requests arrive faster than the plan serves them: the queue grows without "
                "bound (the highest rate within the targets is under the figures)"
            ),
        )
    if any(v is None or not math.isfinite(v) for v in values):
        return ()
    return tuple(missed_targets(workload, values[0], values[1], pct))


def _tensor(plan: Plan, spec: ModelSpec) -> Iterator[Candidate]:
    tp = plan.tp * 2
    while tp <= MAX_TP:
        per_node = tp * plan.pp * plan.dp
        if spec.num_attention_heads % tp == 0 and per_node <= MAX_TP:
            yield (
                {**widened(plan, tp), "gpus_per_node": per_node, "nodes": 1},
                Message(
                    "use {gpus} GPUs with {tp_field} {tp}",
                    tp_field=plan_field("tp"),
                    tp=tp,
                    gpus=per_node,
                ),
                True,
            )
        tp *= 2


def _attention_groups(plan: Plan, spec: ModelSpec) -> Iterator[Candidate]:
    """Multi-head latent attention on tensor-parallel GPUs (DeepSeek-style serving): each GPU
    attends its own requests (attention data parallelism, SGLang's --enable-dp-attention,
    vLLM's --data-parallel-size), keeping each latent once instead of on every GPU and, under
    sparse attention, running its indexer once; the experts stay split over all of them.
    Offered where the framework runs it, and only when the plan's users fill the groups: the
    serving model spreads a group's work over the replica's GPUs, which a lone request on one
    GPU does not do (latency.Replica: prefill and the cache read per GPU)."""
    runs_it = bool(FRAMEWORKS[plan.framework].attention_dp_parts)
    if spec.is_mla and runs_it and plan.attention_dp == 1 and 1 < plan.tp <= plan.batch:
        yield (
            {"attention_dp": plan.tp},
            Message(
                "set {field} to {groups}: each GPU attends its own requests",
                field=plan_field("attention_dp"),
                groups=plan.tp,
            ),
            True,
        )


def _graphs(plan: Plan) -> Iterator[Candidate]:
    """An engine that replays CUDA graphs, run with them off (plan.cuda_graphs): turning them
    back on keeps the GPUs, the numerics and every user."""
    if plan.graphs_off:
        yield (
            {"cuda_graphs": True},
            Message("turn {field} on", field=plan_field("cuda_graphs")),
            True,
        )


def _replicas(plan: Plan) -> Iterator[Candidate]:
    """At a request rate: more replicas of the same layout share the arrivals (data
    parallelism), within one node."""
    per_replica = plan.tp * plan.pp
    replicas = plan.dp * 2
    while per_replica * replicas <= MAX_TP:
        gpus = per_replica * replicas
        yield (
            {"gpus_per_node": gpus, "nodes": 1},
            Message(
                "use {gpus} GPUs: {replicas} replicas share the request rate",
                gpus=gpus,
                replicas=replicas,
            ),
            True,
        )
        replicas *= 2


# The weight formats tried at each width, in order: the first the framework and the GPU offer
# is proposed (llama.cpp serves GGUF's q8_0 and q4_0; vLLM and the others FP8, int8, int4).
WIDTHS: tuple[tuple[frozenset[WeightFormat], tuple[WeightFormat, ...]], ...] = (
    (AT_MOST_EIGHT, (WeightFormat.FP8, WeightFormat.INT8, WeightFormat.Q8_0)),
    (
        FOUR_BITS,
        (
            WeightFormat.INT4,
            WeightFormat.Q4_K_M,
            WeightFormat.Q4_0,
            WeightFormat.NVFP4,
            WeightFormat.MXFP4,
        ),
    ),
)


def _prefill_split(plan: Plan) -> Iterator[Candidate]:
    """A disaggregated plan: the same GPUs split otherwise between prefill and decode
    replicas (more prefill replicas shorten the first token's wait, more decode replicas the
    steps' batch)."""
    now = plan.prefill_only_replicas
    if not now:
        return
    each = plan.prefill_replica_tp * plan.pp  # a prefill replica's GPUs (prefill_tp's, if set)
    decode = plan.tp * plan.pp
    for prefill in range(1, plan.gpus // each + 1):
        left = plan.gpus - prefill * each
        if prefill != now and plan.holds_decode_replicas(left):
            yield (
                {"prefill_replicas": prefill},
                Message(
                    "set {field} to {prefill} ({decode} decode)",
                    field=plan_field("prefill_replicas"),
                    prefill=prefill,
                    decode=left // decode,
                ),
                True,
            )


def _numerics(plan: Plan, spec: ModelSpec, gpu: GpuSpec) -> Iterator[Candidate]:
    if plan.kv_dtype is not KvDtype.FP8:
        yield (
            {"kv_dtype": KvDtype.FP8.value},
            Message("set {kv} to fp8", kv=plan_field("kv_dtype")),
            False,
        )
    for already, formats in WIDTHS:
        if plan.weight_format in already:
            continue
        fmt = next((f for f in formats if offered(plan, spec, gpu, f)), None)
        if fmt is not None:
            yield (
                {"weight_format": fmt.value},
                Message(
                    "set {weights} to {fmt}", weights=plan_field("weight_format"), fmt=fmt.value
                ),
                False,
            )


def offered(plan: Plan, spec: ModelSpec, gpu: GpuSpec, fmt: WeightFormat) -> bool:
    """The framework and the GPU serve weights in `fmt`."""
    try:
        return not plan_problems(spec, plan.with_changes(weight_format=fmt.value), gpu)
    except ValueError:
        return False


def latency_proposals(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    users_at_targets: int,
    draft: ModelSpec | None = None,
) -> tuple[Proposal, ...]:
    """Every change found that makes a serving plan meet its latency targets at its
    concurrency, in the order proposed (module docstring)."""
    rate = workload.request_rate is not None  # the load is a rate: users are not the lever
    # attention data parallelism first: the same GPUs and numerics, and every user kept (at a
    # rate the running requests are not the plan's batch: not offered)
    groups = [] if rate else list(_attention_groups(plan, spec))
    singles: list[Candidate] = list(_graphs(plan)) + groups
    if not rate and 1 <= users_at_targets < plan.batch:
        singles.append(
            (
                {"batch": users_at_targets},
                Message(
                    "cap {batch} at {users} concurrent users",
                    batch=plan_field("batch"),
                    users=users_at_targets,
                ),
                True,
            )
        )
    tensor = list(_prefill_split(plan)) + list(_tensor(plan, spec))
    if rate:
        tensor += list(_replicas(plan))
    numerics = list(_numerics(plan, spec, gpu))
    singles += tensor + numerics
    found = [p for c in singles if (p := _tried(spec, gpu, plan, workload, draft, c)) is not None]
    if not found:  # neither alone: a tensor-parallel degree, or a cap, with one of numerics
        layouts = groups + tensor
        pairs = [
            ({**t[0], **n[0]}, joined_changes([t[1], n[1]]), False)
            for t in layouts
            for n in numerics
        ]
        pairs += [c for n in numerics if (c := _capped(spec, gpu, plan, workload, draft, n))]
        found = [p for c in pairs if (p := _tried(spec, gpu, plan, workload, draft, c)) is not None]
    # fewest GPUs first, then those that keep the numerics; otherwise in the order tried (a
    # cap before more GPUs, FP8 before 4-bit): sort is stable
    found.sort(key=lambda p: (p.gpus, not p.keeps_run))
    return tuple(found)


def _run(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    draft: ModelSpec | None,
    changes: dict[str, int | str | bool],
) -> tuple[Plan, MemoryEstimate, Budget] | None:
    """The plan with `changes`, its memory and budget, when the rules allow it and it fits."""
    try:
        new = plan.with_changes(**changes)
    except ValueError:
        return None
    if plan_problems(spec, new, gpu):
        return None
    memory = estimate_memory(spec, gpu, new, draft)
    if not memory.fits:
        return None
    return new, memory, budget(spec, gpu, new, workload, memory, draft=draft)


def _capped(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    draft: ModelSpec | None,
    numerics: Candidate,
) -> Candidate | None:
    """A change of numerics with a concurrency cap at the most users the changed plan allows
    (None: the change alone leaves no user within the targets, or needs no cap)."""
    changes, text, _ = numerics
    ran = _run(spec, gpu, plan, workload, draft, changes)
    if ran is None:
        return None
    serving = ran[2].serving
    users = int(serving["max_concurrency_at_slo"].value) if serving else 0
    if not 1 <= users < plan.batch:
        return None
    cap = Message("cap {batch} at {users} concurrent users", batch=plan_field("batch"), users=users)
    return ({**changes, "batch": users}, joined_changes([text, cap]), False)


def _tried(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    draft: ModelSpec | None,
    candidate: Candidate,
) -> Proposal | None:
    changes, text, keeps = candidate
    ran = _run(spec, gpu, plan, workload, draft, changes)
    if ran is None:
        return None
    new, memory, b = ran
    if targets_missed(workload, b) or not b.serving:
        return None
    users = b.serving.get("max_concurrency_at_slo")
    if users is not None and users.value == 0:
        return None
    if "batch" in changes and b.carries_load is False:
        # a cap serves fewer at once: on the plan's own GPUs it must still carry the load
        return None
    return Proposal(
        changes,
        new.gpus,
        memory.total_bytes,
        text,
        keeps_run=keeps,
        cloud_usd=b.cost["cloud_usd"].value,
        serving=True,
    )
