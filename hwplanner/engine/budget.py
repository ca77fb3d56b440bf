"""The whole budget of a plan: compute and time, money, energy, storage, host and network."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from hwplanner.engine.comm import Windows
from hwplanner.engine.compute import (
    compute_dtype,
    compute_seconds,
    training_flops,
    training_time,
)
from hwplanner.engine.cost import Cost, cost
from hwplanner.engine.energy import Energy, energy
from hwplanner.engine.explain import Figure
from hwplanner.engine.facility import checkpoint_write, facility_figures
from hwplanner.engine.goodput import checkpoint_warning, goodput
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.infra import host_ram, storage
from hwplanner.engine.memory import MemoryEstimate
from hwplanner.engine.message import FieldRef, Message
from hwplanner.engine.mfu import decode_mbu, prefill_mfu
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.overlap import communication
from hwplanner.engine.owning import Money
from hwplanner.engine.plan import Method, Plan
from hwplanner.engine.pricing import Prices, prices
from hwplanner.engine.serving import serving
from hwplanner.engine.serving_levels import carries_load, serving_levels
from hwplanner.engine.steptime import bubble_warning, step_compute
from hwplanner.engine.technique_time import fp8_speedup, technique_time
from hwplanner.engine.workload import Workload

DAY = 86_400.0
NO_TOKENS = Message(
    "No token count given: assuming 1B training tokens (set {field}).",
    field=FieldRef("workload.tokens"),
)
# A serving plan whose KV cache holds no request serves nothing: its speeds, busy time and cost
# per token are unknown, not the figures of a plan that would run.
NO_REQUEST = Message("unknown: the KV cache does not hold one request of this size")


def no_tokens_epochs(workload: Workload) -> Message:
    """The warning when epochs are set but no token count: epochs over the assumed dataset."""
    return Message(
        "No token count given: assuming a 1B-token dataset, {epochs:g} epochs = "
        "{tokens_b:g}B training tokens (set {field}).",
        epochs=workload.epochs,
        tokens_b=workload.training_tokens / 1e9,
        field=FieldRef("workload.dataset_tokens"),
    )


RULE_OF_THUMB_NOTE = Message(
    "a schedule shorter than that needs more GPUs, not a better guess: rules of "
    "thumb such as '7B on 1T tokens ≈ 1 month on 8 A100s' skip the 6·N·D arithmetic"
)


@dataclass(frozen=True, slots=True)
class Budget:
    """Figures by group. `as_dict()` gives plain values for JSON plus every figure's working."""

    kind: str  # "training" or "inference"
    compute: dict[str, Figure]
    time: dict[str, Figure]
    cost: dict[str, Money]
    cloud_items: dict[str, Money]
    onprem_items: dict[str, Money]
    energy: dict[str, Money]
    storage: dict[str, Figure]
    host_ram: Figure
    network: dict[str, Figure]
    power: dict[str, Figure]
    hidden_costs: dict[str, Money]
    prices: dict[str, Money]  # every price and rate assumed, each with its date and source
    warnings: tuple[str, ...]
    serving: dict[str, Figure] = field(default_factory=dict)  # latency and SLOs (inference)
    replicas: int = 0  # serving: replicas in the plan (data-parallel copies)

    @property
    def currency(self) -> tuple[str, float]:
        """(code, units per USD) money is shown in."""
        fx = self.prices.get("exchange_rate")
        if fx is None or fx.value is None or not fx.display:
            return ("USD", 1.0)
        return (fx.display, fx.value)

    @property
    def carries_load(self) -> bool | None:
        """Serving: the replicas finish the period's requests within the period at the plan's
        concurrency, and the peak load needs no more replicas at the latency targets than the
        plan has (serving_levels.carries_load, the rule the estimate warns by). None for
        training."""
        if self.kind != "inference":
            return None
        busy = self.compute["seconds"].value
        need = self.serving["replicas"].value
        if busy is None:  # no request fits the KV cache: it serves nothing
            return False
        return carries_load(busy, self.time["days"].value * DAY, need, self.replicas)

    @property
    def host_ram_beyond_server(self) -> bool:
        """More host RAM per node than a server of the GPU's class holds (~4 TB datacenter,
        ~2 TB workstation, 192 GB desktop)."""
        limit = dict(self.host_ram.inputs).get("a server holds at most")
        value = self.host_ram.value
        return isinstance(limit, int | float) and value is not None and value > limit

    def groups(self) -> dict[str, Mapping[str, Money]]:
        return {
            "compute": self.compute,
            "time": self.time,
            "cost": self.cost,
            "cost_cloud_items": self.cloud_items,
            "cost_onprem_items": self.onprem_items,
            "hidden_costs": self.hidden_costs,
            "energy": self.energy,
            "storage": self.storage,
            "network": self.network,
            "power": self.power,
            "prices": self.prices,
            **({"serving": self.serving} if self.serving else {}),
        }

    def as_dict(self, *, with_figures: bool = True) -> dict[str, object]:
        """{"compute": {"flops": 1.2e24, …}, …, "host_ram_bytes": …, "figures": {"compute.flops":
        {label, value, unit, formula, inputs, source…}}}; infinities become None (a figure's
        entry then says why under "undefined")."""
        out: dict[str, object] = {"kind": self.kind}
        figures: dict[str, object] = {}
        for group, figs in self.groups().items():
            out[group] = {key: _json_value(f) for key, f in figs.items()}
            if with_figures:
                for key, f in figs.items():
                    figures[f"{group}.{key}"] = f.as_dict()
        out["host_ram_bytes"] = _json_value(self.host_ram)
        out["host_ram_beyond_server"] = self.host_ram_beyond_server
        code, rate = self.currency
        out["currency"] = {"code": code, "per_usd": rate}
        out["warnings"] = list(self.warnings)
        if with_figures:
            figures["host_ram_bytes"] = self.host_ram.as_dict()
            out["figures"] = figures
        return out


def _json_value(fig: Figure[float | None]) -> float | int | None:
    """A figure's value for JSON: bytes as integers, unknown or not finite as null."""
    value = _finite(fig.value)
    if value is not None and fig.unit == "bytes":
        return round(value)
    return value


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


def _time_group(seconds: float) -> dict[str, Figure]:
    return {
        "hours": Figure("hours", "Wall-clock hours", seconds / 3600, "hours", "seconds ÷ 3600"),
        "days": Figure("days", "Wall-clock days", seconds / DAY, "days", "seconds ÷ 86,400"),
    }


def run_goodput(
    gpu: GpuSpec, plan: Plan, workload: Workload, store: dict[str, Figure], warnings: list[str]
) -> Figure:
    """The run's goodput: failures, restarts and the stall of writing the resumable checkpoint
    every interval (its write time added to `store`, a warning when the stall is large)."""
    store["checkpoint_write_seconds"] = checkpoint_write(
        gpu, plan, workload, store["checkpoint_resumable_bytes"].value
    )
    write_s = store["checkpoint_write_seconds"].value
    interval_h = workload.checkpoint_interval_hours
    stalled = checkpoint_warning(write_s, interval_h) if workload.goodput is None else None
    warnings += [stalled] if stalled else []
    return goodput(plan.gpus, workload.goodput, write_s, interval_h)


def budget(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cloud_usd_per_gpu_hour: float | None = None,
    draft: ModelSpec | None = None,
) -> Budget:
    """Everything a plan costs besides memory. Training: FLOPs → time → money and energy.
    Inference: latency, service levels, prefill/decode speed, the serving period's cost and
    cost per million tokens. `cloud_usd_per_gpu_hour` is an instance price (recommend.py); the
    workload's wins. `draft`: the draft model of draft speculative decoding."""
    if plan.method is Method.INFERENCE:
        return _inference(spec, gpu, plan, workload, memory, cloud_usd_per_gpu_hour, draft)
    if plan.method.is_post_training:
        # posttrain_budget builds on this module's pieces, hence the late import
        from hwplanner.engine.posttrain_budget import posttrain_budget

        return posttrain_budget(spec, gpu, plan, workload, memory, cloud_usd_per_gpu_hour)
    warnings = list(memory.warnings)
    if not workload.tokens_given:
        warnings.append(NO_TOKENS if workload.epochs == 1 else no_tokens_epochs(workload))
    tokens = workload.training_tokens
    flops = training_flops(spec, plan, tokens)
    step = step_compute(spec, gpu, plan, memory.trainable_params, flops)
    hfu = step.hfu
    fp8 = fp8_speedup(spec, gpu, plan)
    speedup = fp8.value if fp8 else 1.0
    compute_s, steps = compute_seconds(flops, gpu, plan, tokens, hfu, workload.mfu, speedup)
    host = technique_time(gpu, plan, memory)
    step_s = compute_s / steps
    windows = Windows(
        step_s,
        step.backward_s * step_s / step.step_s,
        plan.grad_accum,
        -(-spec.num_layers // plan.pp),
    )
    comm = communication(
        spec, gpu, plan, memory.trainable_params, windows, workload.inter_node_gbit_per_node
    )
    store = storage(spec, plan, workload, memory.trainable_params)
    good = run_goodput(gpu, plan, workload, store, warnings)
    t = training_time(
        flops,
        gpu,
        plan,
        tokens,
        hfu,
        workload.mfu,
        comm.exposed_seconds.value,
        good,
        speedup,
        (host.overlapped_step_seconds, host.serial_step_seconds),
    )
    warnings += comm.warnings
    bubble = bubble_warning(plan, step)
    if bubble:
        warnings.append(bubble)
    peak = gpu.peak_tflops(compute_dtype(plan)) * 1e12
    ideal_days = flops.model.value / (plan.gpus * peak) / DAY
    seconds = t.seconds._replace(
        notes=(
            *t.seconds.notes,
            Message(
                "even at 100% of the dense peak this takes {days:,.1f} days; real runs reach "
                "{mfu:.0%} MFU here (published large runs: 40–55%)",
                days=ideal_days,
                mfu=t.mfu.value,
            ),
            RULE_OF_THUMB_NOTE,
        )
    )
    hours = seconds.value / 3600
    price = prices(gpu, plan, workload, cloud_usd_per_gpu_hour)
    en = energy(gpu, plan, workload, hours, price.co2)
    money = cost(
        gpu,
        plan,
        workload,
        price,
        hours,
        t.gpu_hours.value,
        en.kwh.value,
        en.power_w.value,
        store["total_bytes"].value,
    )
    warnings += [*price.warnings, *money.warnings]
    if not memory.fits:
        warnings.append(
            Message("The plan does not fit in GPU memory; the budget assumes it would run.")
        )
    compute = {
        "flops": flops.hardware,
        "model_flops": flops.model,
        "recompute_flops": flops.recompute,
        "flops_per_token": flops.per_token,
        "hfu": hfu,
        "mfu": t.mfu,
        "step_seconds": t.step_seconds,
        "tokens_per_second_per_gpu": t.tokens_per_second_per_gpu,
        "goodput": good,
        "seconds": seconds,
        "gpu_hours": t.gpu_hours,
        **host.figures,
        **({"fp8_speedup": fp8} if fp8 else {}),
    }
    network = {
        "comm_seconds": comm.step_seconds,
        "exposed_comm_seconds": comm.exposed_seconds,
        "intra_gbps": comm.intra_gbps,
        "inter_gbps": comm.inter_gbps,
        **{f.key: f for f in comm.traffic},
        **{f.key: f for f in comm.needed},
    }
    return _assemble(
        "training",
        spec,
        gpu,
        plan,
        workload,
        memory,
        compute,
        _time_group(seconds.value),
        price,
        money,
        en,
        store,
        network,
        warnings,
    )


def _inference(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cloud_price: float | None,
    draft: ModelSpec | None,
) -> Budget:
    warnings = list(memory.warnings)
    mfu = prefill_mfu(gpu, plan)
    if workload.mfu is not None:
        mfu = Figure(mfu.key, mfu.label, workload.mfu, "ratio", "given", source="workload")
    mbu = decode_mbu(workload.bandwidth_utilisation)
    levels = serving_levels(spec, gpu, plan, workload, memory, mfu.value, mbu.value, draft)
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
    if workload.prompt_tokens + workload.output_tokens > plan.context:
        warnings.append(
            Message("Prompt + output tokens exceed the plan's context (KV cache sized for it).")
        )
    if not memory.fits:
        warnings.append(
            Message("The plan does not fit in GPU memory; the budget assumes it would run.")
        )
    warnings += levels.warnings
    if plan.tp > plan.gpus_per_node:
        # vLLM: tensor parallel inside a node, pipeline parallel across nodes
        # (https://docs.vllm.ai/en/v0.8.3/serving/distributed_serving.html)
        warnings.append(
            Message("Tensor parallelism spans nodes: keep tp ≤ GPUs per node (NVLink).")
        )
    replicas = plan.dp
    requests = workload.requests_per_day * workload.serving_days
    per_replica_rps = levels.now.requests_per_second
    busy_replica_s = requests / per_replica_rps
    busy_s = busy_replica_s / replicas
    period_s = workload.serving_days * DAY
    runs = levels.pool.limit >= 1  # else levels.warnings says no request fits; no replica helps
    if runs and busy_s > period_s:
        limit = levels.figures["concurrency_limit"].value or 0
        warnings.append(
            Message(
                "At {batch:,} concurrent requests the replicas would be busy {busy:,.1f} days of "
                "the {days:,.0f}-day period: they cannot carry the load. Raise {field} (the KV "
                "cache holds {limit:,.0f}) or add replicas."
                if plan.batch < limit
                else "At {batch:,} concurrent requests the replicas would be busy {busy:,.1f} days "
                "of the {days:,.0f}-day period: they cannot carry the load. Add replicas (the KV "
                "cache holds {limit:,.0f} requests at a time).",
                batch=plan.batch,
                busy=busy_s / DAY,
                days=workload.serving_days,
                field=FieldRef("plan.batch"),
                limit=limit,
            )
        )
    out_tokens = requests * workload.output_tokens
    compute = {
        "flops": Figure(
            "flops",
            "Serving FLOPs",
            srv.flops_per_request * requests,
            "flops",
            "FLOPs per request × requests in the period",
            (("per request", srv.flops_per_request), ("requests", requests)),
        ),
        "seconds": Figure(
            "seconds",
            "Busy serving time",
            busy_s,
            "seconds",
            "requests ÷ (concurrent users ÷ request time) ÷ replicas",
            (
                ("requests", requests),
                ("request time s", srv.request_seconds),
                ("concurrent users", plan.batch),
                ("replicas", replicas),
            ),
            notes=(
                "inference has no training time; this is the time the "
                "replicas are busy over the serving period",
            ),
        ),
        "gpu_hours": Figure(
            "gpu_hours",
            "Busy GPU-hours",
            busy_replica_s * srv.replica_gpus / 3600,
            "hours",
            "busy replica-seconds × GPUs per replica ÷ 3600",
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
    if not runs:
        for key in (
            "seconds",
            "gpu_hours",
            "tokens_per_second_per_gpu",
            "prefill_tokens_per_second",
            "decode_tokens_per_second",
        ):
            compute[key] = _unknown(compute[key])
    hours = period_s / 3600  # replicas are provisioned for the whole period
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
    if not runs:
        per_million = {k: _unknown(f) for k, f in per_million.items()}
    need = levels.figures["replicas"].value
    if runs and math.isfinite(need) and need > replicas:
        # the plan's replicas cannot carry the peak: what serving the load would cost
        per_million["cloud_usd_for_the_load"] = Figure(
            "cloud_usd_for_the_load",
            "Cloud cost at the replicas the peak needs",
            None if cloud_v is None else cloud_v * need / replicas,
            "usd",
            "cloud cost of the period × replicas the peak needs ÷ replicas in the plan",
            (("cloud USD", cloud_v), ("replicas needed", need), ("replicas in the plan", replicas)),
            notes=(Message("the plan's own replicas cannot carry the peak load"),),
            currency=price.currency,
        )
    return _assemble(
        "inference",
        spec,
        gpu,
        plan,
        workload,
        memory,
        compute,
        _time_group(period_s),
        price,
        money,
        en,
        store,
        {},
        warnings,
        per_million,
        levels.figures,
    )


def _unknown(fig: Figure[Any]) -> Figure:
    """The figure of a serving plan that serves nothing: unknown (None, shown "—"), and why.
    Budget groups are typed Figure[float]; views and JSON read a None value as unknown."""
    unknown: Figure[float | None] = fig._replace(low=None, high=None)
    unknown = unknown._replace(value=None, notes=(NO_REQUEST, *fig.notes))
    return cast(Figure, unknown)


def _assemble(
    kind: str,
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    compute: dict[str, Figure],
    time: dict[str, Figure],
    price: Prices,
    money: Cost,
    en: Energy,
    store: dict[str, Figure],
    network: dict[str, Figure],
    warnings: list[str],
    extra_cost: dict[str, Money] | None = None,
    serving_figures: dict[str, Figure] | None = None,
) -> Budget:
    cost_group: dict[str, Money] = {
        "cloud_usd": money.cloud,
        "onprem_usd": money.onprem,
        "purchase_usd": money.purchase,
        "break_even_months": money.break_even_months,
        **(extra_cost or {}),
    }
    host = host_ram(spec, plan, workload, memory, gpu)
    if host.notes and "more than" in host.notes[0]:
        warnings.append(host.notes[0])
    return Budget(
        kind=kind,
        compute=compute,
        time=time,
        cost=cost_group,
        cloud_items=money.cloud_items,
        onprem_items=money.onprem_items,
        energy={"kwh": en.kwh, "co2_kg": en.co2_kg, "power_w": en.power_w},
        storage=store,
        host_ram=host,
        network=network,
        power=facility_figures(gpu, plan, workload),
        hidden_costs=money.hidden,
        prices={**price.figures(), **money.assumptions},
        warnings=tuple(dict.fromkeys(warnings)),
        serving=serving_figures or {},
        replicas=plan.dp if kind == "inference" else 0,
    )
