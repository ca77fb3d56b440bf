"""Well-known rules of thumb, checked where they are used.

Articles and web calculators size a plan with a few rules: bytes per parameter for full
fine-tuning, LoRA's share of the parameters, weights at so many bits, twenty per cent on top for
serving, memory from an MoE's active parameters, GPUs as memory ÷ card, time as 6·N·D, a 10 Gbit
network, a 750 W supply, NVLink between consumer cards. RULES declares each once — the rule as
stated, its formula and where it is stated. When a plan is a case a rule covers, its check gives
the rule's figure for this plan beside hwplanner's and one sentence on why they differ, from the
estimate's own parts. Views show them (summary, Explain, sheet, `rule_checks` in JSON); nothing
here changes a figure of the estimate.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure, Input
from hwplanner.engine.core.message import Bytes, Listed, Message, Term, Verbatim
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.memory.techniques import optimizer_state_bytes
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts
from hwplanner.engine.money.budget import Budget
from hwplanner.engine.plan.fields import adapted_layers, backward_layers
from hwplanner.engine.plan.formats import (
    LOW_BIT_OPTIMIZERS,
    NOMINAL_BITS,
    gradient_bytes,
    plan_recipe,
)
from hwplanner.engine.plan.plan import Method, Optimizer, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.expert_padding import expert_padding_bytes
from hwplanner.engine.scenario.weights import WeightStorage, weight_storage
from hwplanner.engine.solve.solve import GpuSolution

AGREE = (
    0.10  # a rule "agrees" when its figure is within ±10% of hwplanner's (or its range holds it)
)
RULE_MFU = 0.40  # the utilisation the 6·N·D rule is usually quoted with (calculators: 30–50%)
NVLINK_BRIDGE_GBPS = 112.5  # GB/s, the 2-way NVLink 3 bridge of the RTX 3090 and RTX A6000
RULE_NETWORK_GBIT = 10.0
RULE_PSU_W = 750.0
SERVING_MARGIN = 1.2


@dataclass(frozen=True, slots=True)
class Case:
    """What a check reads: the scenario and the estimate's sections."""

    model: ModelSpec
    gpu: GpuSpec
    plan: Plan
    workload: Workload
    params: ParamCounts
    memory: MemoryEstimate
    budget: Budget
    fewest: GpuSolution | None


class RuleCheck(NamedTuple):
    """One rule checked on one plan: the rule's figure (its label is the rule as stated, its
    source where it is stated) beside hwplanner's, whether they agree, and why they differ."""

    key: str
    rule: Figure
    ours: Figure[float | None]
    agrees: bool
    why: str  # a Message: one sentence
    group: str = ""  # the budget group of hwplanner's figure when it is the budget's own

    @property
    def ours_key(self) -> str:
        """hwplanner's figure's key in Estimate.figures(): "group.name" for a budget figure,
        else the check's own ("rule.<key>.hwplanner")."""
        return f"{self.group}.{self.ours.key}" if self.group else self.ours.key

    def as_dict(self) -> dict[str, object]:
        return {
            "key": self.key,
            "rule": self.rule.label,
            "source": self.rule.source,
            "unit": self.rule.unit,
            "rule_value": _finite(self.rule.value),
            "rule_low": _finite(self.rule.low),
            "rule_high": _finite(self.rule.high),
            "hwplanner_value": _finite(self.ours.value),
            "hwplanner_figure": self.ours_key,
            "agrees": self.agrees,
            "why": self.why,
        }


def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


@dataclass(frozen=True, slots=True)
class Rule:
    """A rule of thumb: its key, the rule as commonly stated, where it is stated, and its check
    (None when the plan is not a case it covers)."""

    key: str
    statement: str
    source: str
    check: Callable[[Case], RuleCheck | None]


def _near(rule: float, ours: float) -> bool:
    return ours > 0 and abs(rule / ours - 1) <= AGREE


def _stated(
    key: str,
    value: float,
    unit: str,
    formula: str,
    inputs: tuple[Input, ...] = (),
    *,
    low: float | None = None,
    high: float | None = None,
) -> Figure:
    """The rule's figure for this plan: its label is the rule as stated, its source where it
    is stated (both declared once, in RULES)."""
    rule = RULES_BY_KEY[key]
    return Figure(
        f"rule.{key}", rule.statement, value, unit, formula, inputs, rule.source, low=low, high=high
    )


def _nominal(c: Case) -> tuple[WeightStorage, int] | None:
    """How the plan stores its weights and the bits its format's name promises (None: a
    format without a nominal width)."""
    storage = weight_storage(c.model, c.plan)
    bits = NOMINAL_BITS.get(storage.format)
    return None if bits is None else (storage, bits)


def _stored(c: Case, key: str, storage: WeightStorage) -> Figure:
    """hwplanner's weights of the whole model as the plan stores them (a serving engine's
    padding of its experts included: expert_padding)."""
    n = c.params.total
    padded = expert_padding_bytes(c.model, c.plan, c.gpu, 1.0)
    return Figure(
        f"rule.{key}.hwplanner",
        "Weights of the whole model as stored",
        n * storage.bytes_per_param + padded,
        "bytes",
        "parameters × average bytes per parameter as stored (+ the engine's padding of its "
        "experts)",
        (
            (N_("Input", "parameters"), n),
            (N_("Input", "bytes/param"), storage.bytes_per_param),
            *(((N_("Input", "padding bytes"), padded),) if padded else ()),
        ),
        storage.note,
    )


# --- the checks ------------------------------------------------------------------------------


def _full_states(c: Case) -> RuleCheck | None:
    plan = c.plan
    if plan.base_method not in (Method.FULL, Method.PRETRAIN):
        return None
    if plan.optimizer is not Optimizer.ADAMW and plan.optimizer not in LOW_BIT_OPTIMIZERS:
        return None
    n = c.params.total
    recipe = plan_recipe(plan)
    states = optimizer_state_bytes(c.model, plan, recipe)  # GaLore's projected states too
    grad = gradient_bytes(plan, recipe, c.gpu)  # DeepSpeed's BF16_Optimizer: fp32 + bf16 .grad
    per = recipe.weight + grad + recipe.master + states
    rule = _stated(
        "full_states",
        12.0 * n,
        "bytes",
        "12 B × parameters (2 B weights + 2 B gradients + 8 B Adam states)",
        ((N_("Input", "parameters"), n),),
    )
    ours = Figure(
        "rule.full_states.hwplanner",
        "Weights, gradients and optimizer states of the whole model",
        per * n,
        "bytes",
        "(weight + gradient + fp32 master + optimizer state bytes per parameter) × parameters",
        (
            (N_("Input", "parameters"), n),
            (N_("Input", "weight bytes/param"), recipe.weight),
            (N_("Input", "gradient bytes/param"), grad),
            (N_("Input", "fp32 master bytes/param"), recipe.master),
            (N_("Input", "optimizer state bytes/param"), states),
        ),
        recipe.frameworks,
    )
    why = Message(
        "The rule counts 2 + 2 + 8 bytes per parameter; this plan keeps {weights:g} B of "
        "weights, {grads:g} B of gradients, {master:g} B of fp32 master copy and {states:.3g} B "
        "of optimizer states ({per:.3g} B in all), and activations and overheads come on top "
        "({total} per GPU in all)."
        if not plan.method.is_post_training
        else "The rule counts 2 + 2 + 8 bytes per parameter; this plan keeps {weights:g} B of "
        "weights, {grads:g} B of gradients, {master:g} B of fp32 master copy and {states:.3g} B "
        "of optimizer states ({per:.3g} B in all) for the policy alone, and the other models, "
        "activations and overheads come on top ({total} per GPU in all).",
        weights=recipe.weight,
        grads=grad,
        master=recipe.master,
        states=states,
        per=per,
        total=Bytes(c.memory.held_total_bytes),
    )
    return RuleCheck("full_states", rule, ours, _near(rule.value, ours.value), why)


def _lora_share(c: Case) -> RuleCheck | None:
    plan = c.plan
    if not plan.base_method.is_peft:
        return None
    trainable, total = c.memory.trainable_params, c.params.total
    share = trainable / total
    rule = _stated(
        "lora_share",
        0.015,
        "ratio",
        "1–2% of the parameters",
        (),
        low=0.01,
        high=0.02,
    )
    ours = Figure(
        "rule.lora_share.hwplanner",
        "Trainable share of the parameters",
        share,
        "ratio",
        "trainable parameters ÷ total parameters",
        ((N_("Input", "trainable parameters"), trainable), (N_("Input", "parameters"), total)),
        "LoRA: Hu et al. 2021; PEFT adapter shapes",
    )
    adapted = adapted_layers(plan, c.model)
    where = (
        Message("each layer")
        if adapted is None
        else Message("each of the last {layers} layers", layers=adapted)
    )
    why = Message(
        "Rank {rank} adapters on {targets} matrices of {where} add r × (inputs + outputs) "
        "parameters each; the share follows the rank and the matrices adapted, not a fixed "
        "percentage, and the memory follows the frozen weights ({weights} per GPU).",
        rank=plan.lora_rank,
        targets=len(plan.lora_targets),
        where=where,
        weights=Bytes(c.memory.bytes_of("weights")),
    )
    agrees = rule.low is not None and rule.high is not None and rule.low <= share <= rule.high
    return RuleCheck("lora_share", rule, ours, agrees, why)


def _weights_bits(c: Case) -> RuleCheck | None:
    """Weights at so many bits: serving, and the frozen base of LoRA and QLoRA."""
    plan = c.plan
    if not (plan.method is Method.INFERENCE or plan.base_method.is_peft):
        return None
    nominal = _nominal(c)
    if nominal is None:
        return None
    storage, bits = nominal
    n = c.params.total
    rule = _stated(
        "weights_bits",
        n * bits / 8,
        "bytes",
        "parameters × bits ÷ 8",
        ((N_("Input", "parameters"), n), (N_("Input", "bits"), bits)),
    )
    ours = _stored(c, "weights_bits", storage)
    padded = expert_padding_bytes(c.model, c.plan, c.gpu, 1.0)
    why = Message(
        "The rule gives every parameter the {bits} bits the format's name promises; stored as "
        "{format}, {note}. The engine pads the experts for its kernels: {padded} more."
        if padded
        else "The rule gives every parameter the {bits} bits the format's name promises; "
        "stored as {format}, {note}.",
        bits=bits,
        format=storage.label,
        note=storage.note,
        padded=Bytes(padded),
    )
    return RuleCheck("weights_bits", rule, ours, _near(rule.value, ours.value), why)


def _serving_margin(c: Case) -> RuleCheck | None:
    plan = c.plan
    if plan.method is not Method.INFERENCE:
        return None
    nominal = _nominal(c)
    if nominal is None:
        return None
    bits = nominal[1]
    n = c.params.total
    per_replica = plan.tp * plan.pp
    mem = c.memory
    # what the GPUs hold: a paged pool holding fewer sequences holds the pool, not every
    # sequence at full context
    weights = mem.bytes_of("weights") * per_replica
    kv = mem.held_bytes("kv_cache") * per_replica
    total = mem.held_total_bytes * per_replica
    rule = _stated(
        "serving_margin",
        n * bits / 8 * SERVING_MARGIN,
        "bytes",
        "parameters × bits ÷ 8 × 1.2",
        ((N_("Input", "parameters"), n), (N_("Input", "bits"), bits)),
    )
    ours = Figure(
        "rule.serving_margin.hwplanner",
        "Memory of one replica",
        total,
        "bytes",
        "memory per GPU × GPUs per replica (tensor × pipeline parallel)",
        (
            (N_("Input", "memory per GPU"), mem.held_total_bytes),
            (N_("Input", "GPUs"), per_replica),
        ),
        "",
    )
    why = Message(
        "The 20% stands for everything besides the weights; here the KV cache the GPUs hold "
        "for {batch:,} sequences of up to {context:,} tokens is {kv} and activations and "
        "runtime {rest} per replica: {extra:.0%} on top of the weights.",
        batch=plan.batch,
        context=plan.context,
        kv=Bytes(kv),
        rest=Bytes(total - weights - kv),
        extra=total / weights - 1 if weights else 0.0,
    )
    return RuleCheck("serving_margin", rule, ours, _near(rule.value, ours.value), why)


def _moe_active(c: Case) -> RuleCheck | None:
    if not c.model.is_moe:
        return None
    storage = weight_storage(c.model, c.plan)
    active, total = c.params.active, c.params.total
    rule = _stated(
        "moe_active",
        active * storage.bytes_per_param,
        "bytes",
        "active parameters × bytes per parameter",
        (
            (N_("Input", "active parameters"), active),
            (N_("Input", "bytes/param"), storage.bytes_per_param),
        ),
    )
    ours = _stored(c, "moe_active", storage)
    why = Message(
        "Every expert must be resident, since any token may be routed to it: {total_b:.0f}B "
        "parameters are held although {active_b:.0f}B run per token. Active parameters set the "
        "FLOPs and the decode bandwidth, not the memory.",
        total_b=total / 1e9,
        active_b=active / 1e9,
    )
    return RuleCheck("moe_active", rule, ours, _near(rule.value, ours.value), why)


def _gpu_count(c: Case) -> RuleCheck | None:
    """GPUs = the rule's memory ÷ the card's memory, against the fewest that fit."""
    plan, sol = c.plan, c.fewest
    if sol is None:
        return None
    card = c.gpu.memory_gb * 1e9
    n = c.params.total
    if plan.method is Method.INFERENCE:
        nominal = _nominal(c)
        if nominal is None:
            return None
        need = n * nominal[1] / 8 * SERVING_MARGIN
    elif plan.method in (Method.FULL, Method.PRETRAIN):
        need = 12.0 * n
    else:
        return None
    count = max(1, math.ceil(need / card))
    rule = _stated(
        "gpu_count",
        float(count),
        "count",
        "⌈memory by the rule ÷ memory per GPU⌉",
        ((N_("Input", "memory by the rule"), need), (N_("Input", "memory per GPU"), card)),
    )
    ours = Figure(
        "rule.gpu_count.hwplanner",
        "Fewest GPUs that fit",
        float(sol.gpus),
        "count",
        "the smallest count whose plan fits (the solver)",
        ((N_("Input", "memory per GPU at that count"), sol.total_bytes),),
        "",
    )
    why = Message(
        "The rule divides the model's memory evenly; at {n} GPUs ({strategy}) each still holds "
        "{per_gpu} against {usable} usable, because activations, gathered layers, buffers and "
        "the CUDA context stay on every GPU."
        if count < sol.gpus
        else "The rule's memory is more than this plan holds: at {n} GPUs ({strategy}) each "
        "holds {per_gpu} against {usable} usable."
        if count > sol.gpus
        else "At {n} GPUs ({strategy}) each holds {per_gpu} against {usable} usable.",
        n=sol.gpus,
        strategy=Term("Message", sol.strategy),
        # a paged pool holding fewer sequences fills the usable share, no more
        per_gpu=Bytes(
            sol.total_bytes
            if sol.held_sequences is None
            else min(sol.total_bytes, c.memory.limit_bytes)
        ),
        usable=Bytes(c.memory.limit_bytes),
    )
    return RuleCheck("gpu_count", rule, ours, count == sol.gpus, why)


def _time_6nd(c: Case) -> RuleCheck | None:
    plan = c.plan
    if not plan.method.is_offline_training:
        return None
    compute = c.budget.compute
    seconds, flops = compute.get("seconds"), compute.get("flops")
    per_token, hfu = compute.get("flops_per_token"), compute.get("hfu")
    model_flops = compute.get("model_flops")
    if seconds is None or flops is None or per_token is None or hfu is None:
        return None
    if model_flops is None or not (seconds.value > 0 and per_token.value > 0 and hfu.value > 0):
        return None
    computed = model_flops.value / per_token.value  # the model FLOPs count each token once
    # the rule's D is the data: padding (to the sequence or to each micro-batch's longest) is
    # hwplanner's extra work
    processed = compute.get("processed_tokens")
    trained = c.workload.training_tokens(c.plan.seq_len)
    padding = processed.value / trained if processed is not None else 1.0
    tokens = computed / padding
    n = c.params.active
    peak = c.gpu.peak_tflops("bf16") * 1e12
    rule_flops = 6.0 * n * tokens
    value = rule_flops / (plan.gpus * peak * RULE_MFU)
    rule = _stated(
        "time_6nd",
        value,
        "seconds",
        "6 × parameters × tokens ÷ (GPUs × dense bf16 peak × 40%)",
        (
            (N_("Input", "active parameters"), n),
            (N_("Input", "tokens"), tokens),
            (N_("Input", "GPUs"), plan.gpus),
            (N_("Input", "peak FLOP/s per GPU"), peak),
        ),
    )
    work = flops.value / rule_flops
    speed = RULE_MFU / hfu.value
    rest = seconds.value / value / (work * speed)
    causes: list[str] = [Message("attention over {seq:,} tokens", seq=plan.seq_len)]
    if computed > tokens * (1 + 1e-9):
        causes.append(Message("padding: {ratio:,.1f} × the data's tokens", ratio=computed / tokens))
    recomputed = compute.get("recompute_flops")
    if recomputed is not None and recomputed.value > 0:
        causes.append(Message("recompute"))
    if plan.base_method.is_peft:
        causes.append(Message("a backward without weight gradients for the frozen weights"))
    elif plan.method is Method.FREEZE and backward_layers(plan, c.model) is not None:
        causes.append(Message("a backward that stops at the lowest trained layer"))
    elif plan.method is Method.FREEZE and plan.freeze_trainable_layers < c.model.num_layers:
        causes.append(Message("a backward without weight gradients below the trained layers"))
    args = {"work": work, "causes": Listed(*causes), "hfu": hfu.value, "speed": speed}
    if "eval_seconds" in compute:  # pauses the rule's training-only FLOPs leave out
        why = Message(
            "hwplanner counts {work:.2f} × the rule's FLOPs ({causes}), runs them at {hfu:.0%} "
            "of the peak rather than 40% (×{speed:.2f}), and adds communication not hidden, "
            "pipeline bubbles, restarts and the evaluation pauses (×{rest:.2f}).",
            rest=rest,
            **args,
        )
    else:
        why = Message(
            "hwplanner counts {work:.2f} × the rule's FLOPs ({causes}), runs them at {hfu:.0%} "
            "of the peak rather than 40% (×{speed:.2f}), and adds communication not hidden, "
            "pipeline bubbles and restarts (×{rest:.2f}).",
            rest=rest,
            **args,
        )
    return RuleCheck("time_6nd", rule, seconds, _near(value, seconds.value), why, "compute")


def _network(c: Case) -> RuleCheck | None:
    plan = c.plan
    if plan.nodes < 2 or not plan.method.is_training:
        return None
    need = c.budget.network.get("needed_inter_gbit")
    if need is None:
        return None
    rule = _stated(
        "network",
        RULE_NETWORK_GBIT,
        "gbit/s",
        "10 Gbit/s per node",
        (),
    )
    inputs = dict(need.inputs)
    why = Message(
        "Each step sends {seconds:.3g} s of transfers at the assumed {node:,.0f} Gbit/s across "
        "nodes, which must hide behind {compute:.3g} s of compute: {need:,.0f} Gbit/s per "
        "node, {times:.1f} × the rule's 10.",
        seconds=float(inputs.get("transfer seconds per step") or 0.0),
        node=float(inputs.get("node Gbit/s assumed") or 0.0),
        compute=float(inputs.get("compute seconds per step") or 0.0),
        need=need.value,
        times=need.value / RULE_NETWORK_GBIT,
    )
    return RuleCheck("network", rule, need, need.value <= RULE_NETWORK_GBIT, why, "network")


def _psu(c: Case) -> RuleCheck | None:
    psu = c.budget.power.get("psu_w")
    if psu is None or psu.value is None or c.gpu.gpu_class is GpuClass.DATACENTER:
        return None  # (an unknown power: no supply to size, no rule to check)
    rule = _stated(
        "psu",
        RULE_PSU_W,
        "w",
        "750 W",
        (),
    )
    inputs = dict(psu.inputs)
    why = Message(
        "{gpus} × {tdp:,.0f} W of GPUs with the CPU and the rest draw {steady:,.0f} W; with "
        "{headroom:g} × headroom for the GPUs' power spikes the supply is {psu:,.0f} W.",
        gpus=c.plan.gpus_per_node,
        tdp=c.gpu.tdp_w,
        steady=float(inputs.get("need W") or 0.0) / float(inputs.get("headroom") or 1.0),
        headroom=float(inputs.get("headroom") or 1.0),
        psu=psu.value,
    )
    return RuleCheck("psu", rule, psu, psu.value <= RULE_PSU_W, why, "power")


def _nvlink(c: Case) -> RuleCheck | None:
    gpu = c.gpu
    if gpu.gpu_class is GpuClass.DATACENTER or gpu.interconnect_gbps or c.plan.gpus_per_node < 2:
        return None
    if gpu.whole_machine:
        return None  # one machine per node: no cards to bridge
    rule = _stated(
        "nvlink",
        NVLINK_BRIDGE_GBPS,
        "GB/s",
        "a 2-way NVLink 3 bridge",
        (),
    )
    pcie = gpu.pcie_gbps
    ours = Figure(
        "rule.nvlink.hwplanner",
        "GPU-to-GPU link, per direction",
        pcie,
        "GB/s",
        "PCIe per direction (the card has no NVLink)",
        (),
        Verbatim(gpu.source),
    )
    why = (
        Message(
            "The {gpu} has no NVLink connector: its GPUs exchange data over PCIe ({pcie:,.0f} "
            "GB/s per direction), and each holds its own share of the model ({per_gpu} here); "
            "memory is never pooled.",
            gpu=gpu.name,
            pcie=pcie,
            per_gpu=Bytes(c.memory.held_total_bytes),
        )
        if pcie is not None
        else Message(
            "The {gpu} has no NVLink connector: its GPUs exchange data over PCIe, and each "
            "holds its own share of the model ({per_gpu} here); memory is never pooled.",
            gpu=gpu.name,
            per_gpu=Bytes(c.memory.held_total_bytes),
        )
    )
    return RuleCheck("nvlink", rule, ours, False, why)


RULES: tuple[Rule, ...] = (
    Rule(
        "full_states",
        N_(
            "Figure",
            "Full fine-tuning needs 12 bytes per parameter (70B ≈ 840 GB)",
        ),
        N_(
            "Source",
            "common in fine-tuning articles (2 B weights + 2 B gradients + 8 B Adam states); "
            "cf. Rajbhandari et al. 2020 (ZeRO), §3.1: mixed-precision Adam keeps 16 B/param",
        ),
        _full_states,
    ),
    Rule(
        "lora_share",
        N_("Figure", "LoRA trains 1–2% of the parameters"),
        N_("Source", "common in LoRA tutorials; Hu et al. 2021 report far smaller shares"),
        _lora_share,
    ),
    Rule(
        "weights_bits",
        N_("Figure", "Weights = parameters × bits ÷ 8 (70B: 140 / 70 / 35 GB at 16 / 8 / 4 bits)"),
        N_("Source", "common in serving and quantization articles"),
        _weights_bits,
    ),
    Rule(
        "serving_margin",
        N_("Figure", "Serving needs the weights plus 20%"),
        N_(
            "Source",
            "weights × 1.2: https://www.substratus.ai/blog/calculating-gpu-memory-for-llm (2023)",
        ),
        _serving_margin,
    ),
    Rule(
        "moe_active",
        N_("Figure", "A mixture of experts needs memory for its active parameters only"),
        N_("Source", "common claim for MoE models (e.g. Qwen3-235B-A22B LoRA in 20–30 GB)"),
        _moe_active,
    ),
    Rule(
        "gpu_count",
        N_("Figure", "GPUs needed = the model's memory ÷ memory per GPU"),
        N_(
            "Source",
            "web GPU calculators; the memory from the 12 B/param rule (training) or weights + "
            "20% (serving)",
        ),
        _gpu_count,
    ),
    Rule(
        "time_6nd",
        N_("Figure", "Training time = 6·N·D FLOPs at 40% of the peak"),
        N_(
            "Source",
            "Kaplan et al. 2020 (6·N·D FLOPs); 30–50% utilisation as training-time "
            "calculators assume (PaLM: 46% MFU)",
        ),
        _time_6nd,
    ),
    Rule(
        "network",
        N_("Figure", "10 Gbit/s Ethernet is enough between training nodes"),
        N_("Source", "common advice for small multi-node clusters"),
        _network,
    ),
    Rule(
        "psu",
        N_("Figure", "A 750 W power supply is enough"),
        N_("Source", "common PC-building advice; NVIDIA lists 850 W for one RTX 4090"),
        _psu,
    ),
    Rule(
        "nvlink",
        N_("Figure", "Consumer cards joined by NVLink pool their memory"),
        N_(
            "Source",
            "common claim; NVLink bridges ended with the RTX 3090 (112.5 GB/s, NVIDIA RTX "
            "A6000 datasheet for the same bridge)",
        ),
        _nvlink,
    ),
)
RULES_BY_KEY = {r.key: r for r in RULES}


def check_rules(case: Case) -> tuple[RuleCheck, ...]:
    """The rules this plan is a case of, each checked, in RULES' order. The rule's figure
    carries the reason as its note (Explain shows it with the working)."""
    found = (rule.check(case) for rule in RULES)
    return tuple(c._replace(rule=c.rule._replace(notes=(c.why,))) for c in found if c)
