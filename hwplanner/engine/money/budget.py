"""The whole budget of a plan: compute and time, money, energy, storage, host and network."""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.model.gpu_spec import GpuSpec, confidence_note, confidence_warns
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.money.cost import Cost, cost
from hwplanner.engine.money.energy import Energy, energy, power_unknown
from hwplanner.engine.money.facility import checkpoint_write, facility_figures
from hwplanner.engine.money.infra import host_ram, storage
from hwplanner.engine.money.owning import Money
from hwplanner.engine.money.pricing import Prices, prices
from hwplanner.engine.plan.enums import Padding
from hwplanner.engine.plan.fields import default_padding
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.rows import packed_context, peak_row_tokens
from hwplanner.engine.time.comm import Windows
from hwplanner.engine.time.compute import (
    compute_dtype,
    compute_seconds,
    evaluation_time,
    low_precision_peak,
    training_flops,
    training_time,
)
from hwplanner.engine.time.goodput import checkpoint_warning, goodput
from hwplanner.engine.time.overlap import Communication, communication
from hwplanner.engine.time.steptime import (
    bubble_warning,
    host_wait_warning,
    launch_warning,
    stage_warning,
    step_compute,
    step_launches,
)
from hwplanner.engine.time.techniques import fp8_speedup, technique_time

DAY = 86_400.0
NO_TOKENS = Message(
    "No token count given: assuming 1B training tokens (set {field}).",
    field=FieldRef("workload.tokens"),
)


def no_tokens_epochs(workload: Workload, seq_len: int) -> Message:
    """The warning when epochs are set but no token count: epochs over the assumed dataset."""
    return Message(
        "No token count given: assuming a 1B-token dataset, {epochs:g} epochs = "
        "{tokens_b:g}B training tokens (set {field}).",
        epochs=workload.epochs,
        tokens_b=workload.training_tokens(seq_len) / 1e9,
        field=FieldRef("workload.dataset_tokens"),
    )


RULE_OF_THUMB_NOTE = Message(
    "a schedule shorter than that needs more GPUs, not a better guess: rules of "
    "thumb such as '7B on 1T tokens ≈ 1 month on 8 A100s' skip the 6·N·D arithmetic"
)


def carries_load(
    busy_s: float, period_s: float, replicas_needed: float, replicas_in_plan: int
) -> bool:
    """The one rule for a serving plan carrying its load (the estimate's warnings and
    recommend's meets_load both ask it): the replicas finish the period's requests within the
    period at the plan's concurrency, and the busiest hour (peak factor) needs no more replicas
    at the latency targets than the plan has (infinite: no concurrency meets the targets or no
    request fits the KV cache)."""
    return busy_s <= period_s and replicas_needed <= replicas_in_plan


class Budget(NamedTuple):
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
    power: dict[str, Figure[float | None]]
    hidden_costs: dict[str, Money]
    prices: dict[str, Money]  # every price and rate assumed, each with its date and source
    warnings: tuple[str, ...]
    serving: Mapping[str, Figure] = MappingProxyType({})  # latency and SLOs (inference)
    notes: tuple[str, ...] = ()  # what moves the figures in a way the inputs alone do not say
    price_terms: tuple[str, ...] = ()  # what the price set's hourly rate leaves out (in notes)
    replicas: int = 0  # serving: replicas in the plan that decode (data-parallel copies)
    billed_gpu_hours: float = 0.0  # the GPU-hours the cloud bills at the rental price
    # serving: why the engine would refuse to start this plan (None: it starts), and the plan
    # changes that make it start and keep everything else (serving/slo.py kv_pool)
    refusal: str | None = None
    refusal_fix: Mapping[str, int] = MappingProxyType({})

    def cloud_cost_at(self, usd_per_gpu_hour: float) -> float | None:
        """This run's cloud cost (USD) at another rental price: GPU-hours billed × the price +
        storage, the formula of the cloud cost (None when its storage is unknown)."""
        storage = self.cloud_items.get("cloud_storage_usd")
        if storage is None or storage.value is None:
            return None
        return self.billed_gpu_hours * usd_per_gpu_hour + storage.value

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
        plan has (carries_load, the rule the estimate warns by). None for
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

    def json_group(self, group: str) -> dict[str, float | int | None]:
        """One group's plain values for the JSON document: bytes as integers, unknown or not
        finite as null (the figure's explain entry then says why under "undefined")."""
        return {key: _json_value(f) for key, f in self.groups()[group].items()}

    @property
    def host_ram_value(self) -> float | int | None:
        return _json_value(self.host_ram)


def _json_value(fig: Figure[float | None]) -> float | int | None:
    """A figure's value for JSON: bytes as integers, unknown or not finite as null."""
    value = _finite(fig.value)
    if value is not None and fig.unit == "bytes":
        return round(value)
    return value


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


def time_group(seconds: float) -> dict[str, Figure]:
    return {
        "hours": Figure("hours", "Wall-clock hours", seconds / 3600, "hours", "seconds ÷ 3600"),
        "days": Figure("days", "Wall-clock days", seconds / DAY, "days", "seconds ÷ 86,400"),
    }


def run_goodput(
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    store: dict[str, Figure],
    warnings: list[str],
    evaluation_counted: bool = False,
) -> Figure:
    """The run's goodput: failures, restarts and the stall of writing the resumable checkpoint
    every interval (its write time added to `store`, a warning when the stall is large);
    `evaluation_counted` when the run's evaluation pauses are a line of their own."""
    store["checkpoint_write_seconds"] = checkpoint_write(
        gpu, plan, workload, store["checkpoint_resumable_bytes"].value
    )
    write_s = store["checkpoint_write_seconds"].value
    interval_h = workload.checkpoint_interval_hours
    stalled = checkpoint_warning(write_s, interval_h) if workload.goodput is None else None
    warnings += [stalled] if stalled else []
    return goodput(plan.gpus, workload.goodput, write_s, interval_h, evaluation_counted)


def training_budget(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cloud_usd_per_gpu_hour: float | None = None,
) -> Budget:
    """A training plan's budget: FLOPs → step time → run time → money and energy.
    `cloud_usd_per_gpu_hour` is an instance price (recommend); the workload's wins."""
    warnings = list(memory.warnings)
    if not workload.tokens_given:
        warnings.append(
            NO_TOKENS if workload.epochs == 1 else no_tokens_epochs(workload, plan.seq_len)
        )
    trainer = default_padding(plan)  # an unset padding is the trainer's
    tokens = workload.processed_tokens(plan.seq_len, plan.micro_batch, trainer)  # and padding
    processed = _processed(workload, plan, tokens)
    warnings.extend(processed.notes)  # padding that multiplies the time is said with it
    # padded to its longest sample, a micro-batch's rows are shorter than the sequence: more
    # optimizer steps for the same tokens, and attention, kernel efficiency and each
    # micro-batch's fixed work (4-bit dequantization, adapter kernels) at the rows' length
    row = workload.row_tokens(plan.seq_len, plan.micro_batch, trainer)
    short = row < plan.seq_len
    at_rows = plan.model_copy(update={"seq_len": round(row)}) if short else plan
    # packed samples that attend only within themselves meet their own length's keys
    context = packed_context(plan, workload)
    flops = training_flops(spec, at_rows, tokens, context)
    step = step_compute(spec, gpu, at_rows, memory.trainable_params, flops, context)
    hfu = step.hfu
    fp8 = fp8_speedup(spec, gpu, at_rows, step, spec.num_layers)
    speedup = fp8.value if fp8 else 1.0
    compute_s, steps = compute_seconds(flops, gpu, plan, tokens, hfu, workload.mfu, speedup, row)
    # memory's offloaded activations are of its longest row; a micro-batch's rows average less
    peak = peak_row_tokens(plan, workload)
    host = technique_time(gpu, plan, memory, min(row / peak, 1.0) if peak < plan.seq_len else 1.0)
    step_s = compute_s / steps
    launches = step_launches(spec, gpu, at_rows, step, step_s)  # a given MFU: training_time
    windows = Windows(
        step_s,
        step.backward_s * step_s / step.step_s,
        plan.grad_accum,
        -(-spec.num_layers // plan.pp),
    )
    comm = communication(  # the activations tensor and context parallelism move: the rows'
        spec, gpu, at_rows, memory.trainable_params, windows, workload.inter_node_gbit_per_node
    )
    store = storage(spec, plan, workload, memory.trainable_params)
    rate = flops.hardware.value / compute_s if compute_s > 0 else math.inf
    evals = evaluation_time(
        spec, plan, steps, workload.eval_interval_steps, workload.eval_tokens, rate, 1, context
    )
    good = run_goodput(gpu, plan, workload, store, warnings, evals is not None and evals.value > 0)
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
        evals.value if evals is not None else 0.0,
        row,
        launches,
    )
    warnings += comm.warnings
    pipeline = (bubble_warning(plan, step), stage_warning(spec, plan, flops.hardware_per_token))
    other = host.overlapped_step_seconds - step_s if workload.mfu is None else math.inf
    waits = host_wait_warning(spec, gpu, plan, t.step_seconds.value, workload.mfu)
    warnings += [w for w in (*pipeline, launch_warning(spec, plan, launches, other), waits) if w]
    seconds = _with_ideal(t.seconds, flops.model.value, gpu, plan, t.mfu.value)
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
        warnings.append(memory.budget_note())
    compute = {
        "flops": flops.hardware,
        "model_flops": flops.model,
        "recompute_flops": flops.recompute,
        "flops_per_token": flops.per_token,
        "processed_tokens": processed,
        "hfu": hfu,
        "mfu": t.mfu,
        "step_seconds": t.step_seconds,
        "tokens_per_second_per_gpu": t.tokens_per_second_per_gpu,
        "goodput": good,
        "seconds": seconds,
        "gpu_hours": t.gpu_hours,
        **host.figures,
        **({"fp8_speedup": fp8} if fp8 else {}),
        **({"eval_seconds": evals} if evals is not None else {}),
    }
    said = confidence_note(gpu)
    if said is not None:  # a row with derived peaks: said with the step it sets
        step_fig = compute["step_seconds"]
        compute["step_seconds"] = step_fig._replace(notes=(*step_fig.notes, said))
        if confidence_warns(gpu):
            warnings.append(said)
    return assemble(
        "training",
        spec,
        gpu,
        plan,
        workload,
        memory,
        compute,
        time_group(seconds.value),
        price,
        money,
        en,
        store,
        _network(comm),
        warnings,
    )


def _processed(workload: Workload, plan: Plan, tokens: float) -> Figure:
    """The tokens the run computes on: the training tokens, plus the padding when samples are
    padded (to the sequence length, or each micro-batch to its longest sample)."""
    mean = workload.sample_tokens_mean
    trained = workload.training_tokens(plan.seq_len)
    padded = tokens != trained
    padding = workload.trainer_padding(default_padding(plan))
    longest = padded and padding is Padding.LONGEST
    if longest:
        formula = (
            "training tokens × expected longest of a micro-batch's samples ÷ mean sample length "
            "(each micro-batch padded to its longest sample)"
        )
    elif padded:
        formula = (
            "training tokens × sequence length ÷ mean sample length (padded to the sequence length)"
        )
    elif mean is not None and padding is Padding.FREE:
        formula = "training tokens (padding-free: a micro-batch's samples concatenated)"
    elif mean is not None and padding is not Padding.PACKED:
        formula = "training tokens (nothing padded: one sample a micro-batch, or one length)"
    elif workload.dataset_samples is not None and workload.tokens is None and mean is None:
        formula = (
            "dataset samples × sequence length × epochs (no mean sample length: each fills it)"
        )
    elif workload.dataset_samples is not None and workload.tokens is None:
        formula = "dataset samples × mean sample length × epochs (packed)"
    else:
        formula = "training tokens (packed, or samples that fill the sequence)"
    inputs: tuple[tuple[str, float | int | str | None], ...] = (
        ("training tokens", trained),
        ("dataset samples", workload.dataset_samples or "—"),
        ("epochs", workload.epochs),
        ("sequence length", plan.seq_len),
        ("mean sample length", mean if mean is not None else "—"),
    )
    notes: tuple[str, ...] = ()
    if longest:
        most = workload.longest_length(plan.seq_len)
        inputs += (
            (N_("Input", "longest sample"), most),
            (N_("Input", "samples per micro-batch"), plan.micro_batch),
            (
                N_("Input", "expected longest of a micro-batch"),
                round(workload.padded_length(plan.seq_len, plan.micro_batch, padding), 1),
            ),
        )
        notes += (
            Message(
                "sample lengths taken as the spread of greatest entropy between 0 and the "
                "longest sample with the given mean; attention, kernel efficiency and each "
                "micro-batch's fixed work are costed at rows of the expected longest"
            ),
        )
    if padded:
        share, ratio = 1 - trained / tokens, tokens / trained
        field = FieldRef("workload.padding")
        notes += (
            Message(
                "padding to each micro-batch's longest sample computes {share:.0%} padding: pack "
                "the samples ({field}) to train {ratio:,.1f}× faster",
                share=share,
                field=field,
                ratio=ratio,
            )
            if longest
            else Message(
                "padding to the sequence length computes {share:.0%} padding: pack the "
                "samples ({field}) to train {ratio:,.1f}× faster",
                share=share,
                field=field,
                ratio=ratio,
            ),
        )
    return Figure(
        "processed_tokens",
        "Tokens computed",
        tokens,
        "tokens",
        formula,
        inputs,
        LONGEST_SOURCE
        if longest
        else "every padded position runs through every layer as a data token does",
        notes=notes,
    )


# plan/lengths.py: the spread of greatest entropy and the order statistic of its longest
LONGEST_SOURCE = N_(
    "Source",
    "every padded position runs through every layer as a data token does; the longest of B "
    "samples: its order statistic under the spread of greatest entropy with the given mean "
    "and longest sample (Jaynes 1957, Phys. Rev. 106)",
)


def _with_ideal(
    seconds: Figure, model_flops: float, gpu: GpuSpec, plan: Plan, mfu: float
) -> Figure:
    """The training time with what it would be at 100% of the GPUs' dense peak (the floor no
    better guess goes under) and the rule-of-thumb caution among its notes."""
    low = low_precision_peak(plan, gpu)
    peak = gpu.peak_tflops(low or compute_dtype(plan)) * 1e12
    ideal_days = model_flops / (plan.gpus * peak) / DAY
    if low:
        # MFU keeps the 16-bit peak as its denominator (MFU_FORMULA), which the recipe's
        # matrix multiplies run above: the floor is at the recipe's own peak
        ideal = Message(
            "even at 100% of the dense {dtype} peak this takes {days:,.1f} days; real runs "
            "reach {mfu:.0%} MFU here, counted against the bf16 peak as published runs count "
            "it (large bf16 runs: 40–55%; an {dtype} recipe runs above them)",
            dtype=low.upper(),
            days=ideal_days,
            mfu=mfu,
        )
    else:
        ideal = Message(
            "even at 100% of the dense peak this takes {days:,.1f} days; real runs reach "
            "{mfu:.0%} MFU here (published large runs: 40–55%)",
            days=ideal_days,
            mfu=mfu,
        )
    return seconds._replace(notes=(*seconds.notes, ideal, RULE_OF_THUMB_NOTE))


def _network(comm: Communication) -> dict[str, Figure]:
    """The network group: communication time per step, bandwidths, traffic and what the
    links need."""
    return {
        "comm_seconds": comm.step_seconds,
        "exposed_comm_seconds": comm.exposed_seconds,
        "intra_gbps": comm.intra_gbps,
        "inter_gbps": comm.inter_gbps,
        **{f.key: f for f in comm.traffic},
        **{f.key: f for f in comm.needed},
    }


def assemble(
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
    refusal: str | None = None,
    refusal_fix: Mapping[str, int] | None = None,
) -> Budget:
    cost_group: dict[str, Money] = {
        "cloud_usd": money.cloud,
        "onprem_usd": money.onprem,
        "purchase_usd": money.purchase,
        "break_even_months": money.break_even_months,
        "break_even_usd_per_gpu_hour": money.parity,
        **(extra_cost or {}),
    }
    host = host_ram(spec, plan, workload, memory, gpu)
    if host.notes and "more than" in host.notes[0]:
        warnings.append(host.notes[0])
    if gpu.tdp_w is None:  # said where the costs are shown, not only in Explain
        warnings.append(power_unknown(gpu))
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
        replicas=plan.decode_replicas if kind == "inference" else 0,
        notes=money.notes,
        price_terms=money.terms,
        billed_gpu_hours=money.gpu_hours,
        refusal=refusal,
        refusal_fix=MappingProxyType(dict(refusal_fix or {})),
    )
