"""The whole budget of a plan: compute and time, money, energy, storage, host and network."""

from __future__ import annotations

import math
from dataclasses import dataclass

from hwplanner.engine.comm import communication
from hwplanner.engine.compute import compute_dtype, training_flops, training_time
from hwplanner.engine.cost import Cost, cost
from hwplanner.engine.energy import Energy, energy
from hwplanner.engine.explain import Figure
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.infra import cpu_cores, host_ram, psu, server_class, storage
from hwplanner.engine.memory import MemoryEstimate
from hwplanner.engine.message import Message
from hwplanner.engine.mfu import decode_mbu, default_hfu, prefill_mfu
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Method, Plan
from hwplanner.engine.serving import serving
from hwplanner.engine.workload import Workload

DAY = 86_400.0


@dataclass(frozen=True, slots=True)
class Budget:
    """Figures by group. `as_dict()` gives plain values for JSON plus every figure's working."""

    kind: str  # "training" or "inference"
    compute: dict[str, Figure]
    time: dict[str, Figure]
    cost: dict[str, Figure]
    cloud_items: tuple[Figure, ...]
    onprem_items: tuple[Figure, ...]
    energy: dict[str, Figure]
    storage: dict[str, Figure]
    host_ram: Figure
    network: dict[str, Figure]
    power: dict[str, Figure]
    hidden_costs: tuple[Figure, ...]
    warnings: tuple[str, ...]

    def groups(self) -> dict[str, dict[str, Figure]]:
        return {
            "compute": self.compute,
            "time": self.time,
            "cost": self.cost,
            "cost_cloud_items": {f.key: f for f in self.cloud_items},
            "cost_onprem_items": {f.key: f for f in self.onprem_items},
            "hidden_costs": {f.key: f for f in self.hidden_costs},
            "energy": self.energy,
            "storage": self.storage,
            "network": self.network,
            "power": self.power,
        }

    def as_dict(self, *, with_figures: bool = True) -> dict[str, object]:
        """{"compute": {"flops": 1.2e24, …}, …, "host_ram_bytes": …, "figures": {"compute.flops":
        {label, value, unit, formula, inputs, source…}}}; infinities become None (a figure's
        entry then says why under "undefined")."""
        out: dict[str, object] = {"kind": self.kind}
        figures: dict[str, object] = {}
        for group, figs in self.groups().items():
            out[group] = {key: _finite(f.value) for key, f in figs.items()}
            if with_figures:
                for key, f in figs.items():
                    figures[f"{group}.{key}"] = f.as_dict()
        out["host_ram_bytes"] = _finite(self.host_ram.value)
        out["warnings"] = list(self.warnings)
        if with_figures:
            figures["host_ram_bytes"] = self.host_ram.as_dict()
            out["figures"] = figures
        return out


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) else None


def _time_group(seconds: float) -> dict[str, Figure]:
    return {
        "hours": Figure("hours", "Wall-clock hours", seconds / 3600, "hours", "seconds ÷ 3600"),
        "days": Figure("days", "Wall-clock days", seconds / DAY, "days", "seconds ÷ 86,400"),
    }


def budget(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cloud_usd_per_gpu_hour: float | None = None,
) -> Budget:
    """Everything a plan costs besides memory. Training: FLOPs → time → money and energy.
    Inference: prefill/decode speed, the serving period's cost and cost per million tokens.
    `cloud_usd_per_gpu_hour` is an instance price (recommend.py); the workload's wins."""
    if plan.method is Method.INFERENCE:
        return _inference(spec, gpu, plan, workload, memory, cloud_usd_per_gpu_hour)
    warnings = list(memory.warnings)
    if not workload.tokens_given:
        warnings.append(
            Message("No token count given: assuming 1B training tokens (set --tokens).")
        )
    tokens = workload.training_tokens
    flops = training_flops(spec, plan, tokens)
    hfu = default_hfu(spec, gpu, plan)
    first = training_time(flops, gpu, plan, tokens, hfu, workload.mfu)
    comm = communication(
        spec,
        gpu,
        plan,
        memory.trainable_params,
        first.step_seconds,
        workload.inter_node_gbit_per_node,
    )
    t = training_time(flops, gpu, plan, tokens, hfu, workload.mfu, comm.step_seconds.value)
    warnings += comm.warnings
    peak = gpu.peak_tflops(compute_dtype(plan)) * 1e12
    ideal_days = flops.model.value / (plan.gpus * peak) / DAY
    seconds = Figure(
        t.seconds.key,
        t.seconds.label,
        t.seconds.value,
        t.seconds.unit,
        t.seconds.formula,
        t.seconds.inputs,
        t.seconds.source,
        t.seconds.low,
        t.seconds.high,
        (
            *t.seconds.notes,
            Message(
                "even at 100% of the dense peak this takes {days:,.1f} days; real runs reach "
                "{mfu:.0%} MFU here (published large runs: 40–55%)",
                days=ideal_days,
                mfu=t.mfu.value,
            ),
            Message(
                "a schedule shorter than that needs more GPUs, not a better guess: rules of "
                "thumb such as '7B on 1T tokens ≈ 1 month on 8 A100s' skip the 6·N·D arithmetic"
            ),
        ),
    )
    hours = seconds.value / 3600
    en = energy(gpu, plan, workload, hours)
    store = storage(spec, plan, workload, memory.trainable_params)
    money = cost(
        gpu,
        plan,
        workload,
        hours,
        t.gpu_hours.value,
        en.kwh.value,
        en.power_w.value,
        store["total_bytes"].value,
        cloud_usd_per_gpu_hour,
    )
    warnings += money.warnings
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
        "seconds": seconds,
        "gpu_hours": t.gpu_hours,
        "tokens_per_second_per_gpu": t.tokens_per_second_per_gpu,
    }
    network = {
        "comm_seconds": comm.step_seconds,
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
) -> Budget:
    warnings = list(memory.warnings)
    mfu = prefill_mfu(gpu, plan)
    if workload.mfu is not None:
        mfu = Figure(mfu.key, mfu.label, workload.mfu, "ratio", "given", source="workload")
    mbu = decode_mbu(workload.bandwidth_utilisation)
    srv = serving(spec, gpu, plan, workload.prompt_tokens, workload.output_tokens, mfu, mbu)
    if workload.prompt_tokens + workload.output_tokens > plan.context:
        warnings.append(
            Message("Prompt + output tokens exceed the plan's context (KV cache sized for it).")
        )
    replicas = plan.dp
    requests = workload.requests_per_day * workload.serving_days
    per_replica_rps = plan.batch / srv.request_seconds
    busy_replica_s = requests / per_replica_rps
    busy_s = busy_replica_s / replicas
    period_s = workload.serving_days * DAY
    if busy_s > period_s:
        need = math.ceil(busy_replica_s / period_s)
        warnings.append(
            Message(
                "{requests:,.0f} requests/day need {need} replicas of {gpus} GPUs; "
                "the plan has {replicas}.",
                requests=workload.requests_per_day,
                need=need,
                gpus=srv.replica_gpus,
                replicas=replicas,
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
            "requests ÷ (batch ÷ request time) ÷ replicas",
            (
                ("requests", requests),
                ("request time s", srv.request_seconds),
                ("batch", plan.batch),
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
            "batch × output tokens ÷ request time ÷ GPUs per replica",
        ),
        "prefill_tokens_per_second": srv.prefill_tokens_per_second,
        "decode_tokens_per_second": srv.decode_tokens_per_second,
        "decode_step_bytes": srv.decode_step_bytes,
        "prefill_mfu": mfu,
        "decode_mbu": mbu,
    }
    hours = period_s / 3600  # replicas are provisioned for the whole period
    en = energy(gpu, plan, workload, hours)
    store = storage(spec, plan, workload, 0)
    money = cost(
        gpu,
        plan,
        workload,
        hours,
        plan.gpus * hours,
        en.kwh.value,
        en.power_w.value,
        store["total_bytes"].value,
        cloud_price,
    )
    warnings += money.warnings
    per_m = 1e6 / out_tokens
    budget_ = _assemble(
        "inference",
        spec,
        gpu,
        plan,
        workload,
        memory,
        compute,
        _time_group(period_s),
        money,
        en,
        store,
        {},
        warnings,
    )
    budget_.cost["cloud_usd_per_million_tokens"] = Figure(
        "cloud_usd_per_million_tokens",
        "Cloud cost per million output tokens",
        money.cloud.value * per_m,
        "usd",
        "cloud cost of the period ÷ output tokens × 10⁶",
        (("cloud USD", money.cloud.value), ("output tokens", out_tokens)),
        notes=(Message("always-on replicas: idle time is paid for"),),
    )
    budget_.cost["onprem_usd_per_million_tokens"] = Figure(
        "onprem_usd_per_million_tokens",
        "On-premises cost per million output tokens",
        money.onprem.value * per_m,
        "usd",
        "on-premises cost of the period ÷ output tokens × 10⁶",
        (("on-prem USD", money.onprem.value), ("output tokens", out_tokens)),
    )
    return budget_


def _assemble(
    kind: str,
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    compute: dict[str, Figure],
    time: dict[str, Figure],
    money: Cost,
    en: Energy,
    store: dict[str, Figure],
    network: dict[str, Figure],
    warnings: list[str],
) -> Budget:
    cost_group = {
        "cloud_usd": money.cloud,
        "onprem_usd": money.onprem,
        "purchase_usd": money.purchase,
        "break_even_months": money.break_even_months,
    }
    return Budget(
        kind=kind,
        compute=compute,
        time=time,
        cost=cost_group,
        cloud_items=money.cloud_items,
        onprem_items=money.onprem_items,
        energy={"kwh": en.kwh, "co2_kg": en.co2_kg, "power_w": en.power_w},
        storage=store,
        host_ram=host_ram(spec, plan, workload, memory),
        network=network,
        power={
            "psu_w": psu(gpu, plan, workload),
            "server_class": server_class(gpu, plan),
            "cpu_cores": cpu_cores(plan, workload),
        },
        hidden_costs=money.hidden,
        warnings=tuple(dict.fromkeys(warnings)),
    )
