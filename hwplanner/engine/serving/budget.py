"""The budget of a serving plan: latency and service levels, speeds, busy time over the serving
period, its cost and energy, and the cost per million output tokens."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple, cast

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.model.gpu_spec import GpuSpec, confidence_note, confidence_warns
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.money.budget import DAY, Budget, assemble, time_group
from hwplanner.engine.money.cost import Cost, cost
from hwplanner.engine.money.energy import energy
from hwplanner.engine.money.infra import storage
from hwplanner.engine.money.owning import Money
from hwplanner.engine.money.pricing import Prices, prices
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.serving.levels import Levels, serving_levels
from hwplanner.engine.serving.speed import Serving, serving
from hwplanner.engine.time.collectives import link_view
from hwplanner.engine.time.mfu import decode_mbu, prefill_mfu

# A serving plan whose KV cache holds no request serves nothing: its speeds, busy time and cost
# per token are unknown, not the figures of a plan that would run.
NO_REQUEST = Message("unknown: the KV cache does not hold one request of this size")
# figures a plan that serves nothing cannot give
_SPEEDS = (
    "seconds",
    "gpu_hours",
    "tokens_per_second_per_gpu",
    "prefill_tokens_per_second",
    "decode_tokens_per_second",
)


class Load(NamedTuple):
    """The serving period's requests and how long the plan's replicas are busy with them."""

    requests: float
    replicas: int
    busy_replica_s: float  # one replica serving every request of the period
    busy_s: float  # each replica, the replicas sharing the requests
    period_s: float
    runs: bool  # one request fits in the KV cache (else the plan serves nothing)


def serving_budget(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cloud_price: float | None,
    draft: ModelSpec | None,
    cards: Sequence[tuple[GpuSpec, MemoryEstimate]] = (),
) -> Budget:
    """budget() of a serving plan. `cloud_price`: an instance price (solve/recommend.py), the
    workload's wins; `draft`: the draft model of draft speculative decoding; `cards`: a
    machine of unequal cards, each stage's card and memory (levels.build_replica)."""
    mfu = prefill_mfu(gpu, plan)
    if workload.mfu is not None:
        mfu = Figure(mfu.key, mfu.label, workload.mfu, "ratio", "given", source="workload")
    mbu = decode_mbu(workload.bandwidth_utilisation, gpu)
    levels = serving_levels(spec, gpu, plan, workload, memory, mfu.value, mbu.value, draft, cards)
    srv = serving(
        spec,
        gpu,
        plan,
        workload.prompt_tokens,
        workload.output_tokens,
        mfu,
        mbu,
        replica=levels.replica,
    )
    requests = workload.requests_per_day * workload.serving_days
    busy_replica_s = requests / levels.now.requests_per_second
    load = Load(
        requests,
        plan.decode_replicas,  # every replica, but a disaggregated plan's prefill ones
        busy_replica_s,
        busy_replica_s / plan.decode_replicas,
        workload.serving_days * DAY,
        levels.pool.limit >= 1,  # else levels.warnings says no request fits; no replica helps
    )
    warnings = _warnings(
        plan, link_view(gpu, plan).plan.gpus_per_node, workload, memory, levels, load
    )
    said = confidence_note(gpu)
    figures = dict(levels.figures)
    if said is not None:  # a row with derived peaks: said with the latencies it sets
        for key in ("ttft_ms", "tpot_ms"):
            fig = figures.get(key)
            if fig is not None:
                figures[key] = fig._replace(notes=(*fig.notes, said))
        if confidence_warns(gpu):
            warnings.append(said)
    hours = load.period_s / 3600  # replicas are provisioned for the whole period
    price = prices(gpu, plan, workload, cloud_price)
    en = energy(gpu, plan, workload, hours, price.co2)
    store = storage(spec, plan, workload, 0)
    money = cost(
        gpu,
        plan,
        workload,
        price,
        hours,
        plan.gpus * hours,
        en.kwh.value,
        en.power_w.value,
        store["total_bytes"].value,
        always_on=True,
    )
    warnings += [*price.warnings, *money.warnings]
    out_tokens = requests * workload.output_tokens
    return assemble(
        "inference",
        spec,
        gpu,
        plan,
        workload,
        memory,
        _compute(plan, srv, load, mfu, mbu),
        time_group(load.period_s),
        price,
        money,
        en,
        store,
        {},
        warnings,
        _per_million(money, price, load, out_tokens, levels.figures["replicas"].value),
        figures,
        refusal=levels.pool.refusal,
        refusal_fix={"max_num_seqs": levels.pool.blocks or 0} if levels.pool.refusal else None,
    )


def _warnings(
    plan: Plan,
    nvlink_gpus: int,
    workload: Workload,
    memory: MemoryEstimate,
    levels: Levels,
    load: Load,
) -> list[str]:
    """What the plan's memory and service levels warn, then what its layout and load do
    (`nvlink_gpus`: the GPUs that share NVLink, a node or an NVL72 rack's trays)."""
    warnings = list(memory.warnings)
    longest = workload.longest_request
    if longest > plan.context:
        warnings.append(
            Message(
                "The longest prompt + the longest output ({tokens:,} tokens) exceed the plan's "
                "context ({context:,}; the KV cache is sized for it).",
                tokens=longest,
                context=plan.context,
            )
        )
    if not memory.fits:
        warnings.append(memory.budget_note())
    warnings += levels.warnings
    if plan.tp > nvlink_gpus:
        # vLLM: tensor parallel inside a node, pipeline parallel across nodes
        # (https://docs.vllm.ai/en/v0.8.3/serving/distributed_serving.html)
        warnings.append(
            Message("Tensor parallelism spans nodes: keep tp ≤ GPUs per node (NVLink).")
        )
    if load.runs and load.busy_s > load.period_s:
        limit = levels.figures["concurrency_limit"].value or 0
        warnings.append(
            Message(
                "At {batch:,} concurrent requests, {daily:,.0f} requests a day ({load}) keep "
                "the replicas busy {busy:,.1f} days of the {days:,.0f}-day period: they cannot "
                "carry that load. Raise {field} (the KV cache holds {limit:,.0f}) or add "
                "replicas."
                if plan.batch < limit
                else "At {batch:,} concurrent requests, {daily:,.0f} requests a day ({load}) "
                "keep the replicas busy {busy:,.1f} days of the {days:,.0f}-day period: they "
                "cannot carry that load. Add replicas (the KV cache holds {limit:,.0f} requests "
                "at a time).",
                batch=plan.batch,
                daily=workload.requests_per_day,
                load=FieldRef("workload.requests_per_day"),
                busy=load.busy_s / DAY,
                days=workload.serving_days,
                field=FieldRef("plan.batch"),
                limit=limit,
            )
        )
    return warnings


def _compute(plan: Plan, srv: Serving, load: Load, mfu: Figure, mbu: Figure) -> dict[str, Figure]:
    """Serving FLOPs, busy time and GPU-hours over the period, and the speeds; unknown when
    the plan serves nothing."""
    compute = {
        "flops": Figure(
            "flops",
            "Serving FLOPs",
            srv.flops_per_request * load.requests,
            "flops",
            "FLOPs per request × requests in the period",
            (("per request", srv.flops_per_request), ("requests", load.requests)),
        ),
        "seconds": Figure(
            "seconds",
            "Busy serving time",
            load.busy_s,
            "seconds",
            "requests ÷ (concurrent users ÷ request time) ÷ replicas",
            (
                ("requests", load.requests),
                ("request time s", srv.request_seconds),
                ("concurrent users", plan.batch),
                ("replicas", load.replicas),
            ),
            notes=(
                "inference has no training time; this is the time the "
                "replicas are busy over the serving period",
            ),
        ),
        "gpu_hours": Figure(
            "gpu_hours",
            "Busy GPU-hours",
            load.busy_replica_s * srv.replica_gpus / 3600,
            "hours",
            "busy replica-seconds × GPUs per replica ÷ 3600 (disaggregated: a decode "
            "replica's GPUs and its share of the prefill replicas')",
        ),
        "tokens_per_second_per_gpu": Figure(
            "tokens_per_second_per_gpu",
            "Output tokens/s per GPU",
            srv.output_tokens_per_second / srv.replica_gpus,
            "tokens/s",
            "concurrent users × output tokens ÷ request time ÷ GPUs per replica",
        ),
        "prefill_tokens_per_second": srv.prefill_tokens_per_second,
        "decode_tokens_per_second": srv.decode_tokens_per_second,
        "decode_step_bytes": srv.decode_step_bytes,
        "prefill_mfu": mfu,
        "decode_mbu": mbu,
    }
    if not load.runs:
        for key in _SPEEDS:
            compute[key] = _unknown(compute[key])
    return compute


def _per_million(
    money: Cost, price: Prices, load: Load, out_tokens: float, need: float
) -> dict[str, Money]:
    """Cost per million output tokens, cloud and on premises; and, when the plan's replicas
    cannot carry the peak (`need` replicas), what the cloud would cost at the replicas it
    needs."""
    per_m = 1e6 / out_tokens
    cloud_v, onprem_v = money.cloud.value, money.onprem.value
    per_million: dict[str, Money] = {
        "cloud_usd_per_million_tokens": Figure(
            "cloud_usd_per_million_tokens",
            "Cloud cost per million output tokens",
            None if cloud_v is None else cloud_v * per_m,
            "usd",
            "cloud cost of the period ÷ output tokens × 10⁶",
            (("cloud USD", cloud_v), ("output tokens", out_tokens)),
            notes=(Message("always-on replicas: idle time is paid for"),),
            currency=price.currency,
        ),
        "onprem_usd_per_million_tokens": Figure(
            "onprem_usd_per_million_tokens",
            "On-premises cost per million output tokens",
            None if onprem_v is None else onprem_v * per_m,
            "usd",
            "on-premises cost of the period ÷ output tokens × 10⁶",
            (("on-prem USD", onprem_v), ("output tokens", out_tokens)),
            currency=price.currency,
        ),
    }
    if not load.runs:
        return {k: _unknown(f) for k, f in per_million.items()}
    if math.isfinite(need) and need > load.replicas:
        # the plan's replicas cannot carry the peak: what serving the load would cost
        per_million["cloud_usd_for_the_load"] = Figure(
            "cloud_usd_for_the_load",
            "Cloud cost at the replicas the peak needs",
            None if cloud_v is None else cloud_v * need / load.replicas,
            "usd",
            "cloud cost of the period × replicas the peak needs ÷ replicas in the plan",
            (
                ("cloud USD", cloud_v),
                ("replicas needed", need),
                ("replicas in the plan", load.replicas),
            ),
            notes=(Message("the plan's own replicas cannot carry the peak load"),),
            currency=price.currency,
        )
    return per_million


def _unknown(fig: Figure[Any]) -> Figure:
    """The figure of a serving plan that serves nothing: unknown (None, shown "—"), and why.
    Budget groups are typed Figure[float]; views and JSON read a None value as unknown."""
    unknown: Figure[float | None] = fig._replace(low=None, high=None)
    unknown = unknown._replace(value=None, notes=(NO_REQUEST, *fig.notes))
    return cast(Figure, unknown)
