"""Hypothesis strategies for random valid inputs: catalog and extreme custom GPUs, catalog
models, plans and workloads anywhere inside their declared ranges."""

from __future__ import annotations

import math
import os
import random
from collections.abc import Sequence
from typing import Any, TypeVar

from hypothesis import HealthCheck, reject, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import Padding
from hwplanner.engine.plan.fields import declared
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import (
    LORA_TARGET_PRESETS,
    Attention,
    KvDtype,
    Method,
    Offload,
    Optimizer,
    OptimizerImpl,
    Plan,
    Precision,
    Recompute,
    Rollout,
    WeightFormat,
)
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.framework_rules import own_stack
from hwplanner.engine.scenario.validity import plan_problems, sparse_attention_unsupported

# CI runs the stated example counts; HWPLANNER_NIGHTLY=1 (the `slow` runs) multiplies them.
NIGHTLY = os.environ.get("HWPLANNER_NIGHTLY") == "1"


def examples(n: int) -> settings:
    return settings(
        max_examples=n * (20 if NIGHTLY else 1),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        derandomize=not NIGHTLY,  # CI is reproducible; nightly explores
    )


_CAT = shipped_catalog()
CATALOG_MODELS: list[ModelSpec] = sorted(_CAT.models.values(), key=lambda m: m.id)
# no plan runs on an accelerator no framework profile runs on (TPUs, Trainium): refused whole
CATALOG_GPUS: list[GpuSpec] = sorted(
    (g for g in _CAT.gpus.values() if own_stack(g) is None), key=lambda g: g.id
)
T = TypeVar("T")


class _Draw:
    """Values for one example from a seeded generator: hypothesis draws only the seed (one
    draw, ~50× cheaper than drawing each field), so thousands of plans fit in CI's time. A
    failing seed is reported by hypothesis and reproduces exactly."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def one(self, items: Sequence[T]) -> T:
        return items[self.rng.randrange(len(items))]

    def bounded(self, low: float, high: float) -> float:
        """In [low, high], the ends themselves often (extreme but valid), log-spread between."""
        r = self.rng.random()
        if r < 0.15:
            return low
        if r < 0.3:
            return high
        if low > 0:
            return min(high, max(low, math.exp(self.rng.uniform(math.log(low), math.log(high)))))
        return self.rng.uniform(low, high)

    def maybe(self, low: float, high: float) -> float | None:
        return None if self.rng.random() < 0.3 else self.bounded(low, high)


def gpu_from(d: _Draw) -> GpuSpec:
    """A catalog GPU, or one anywhere inside GpuSpec's limits (10 MB to 100 TB, 1 GFLOPS to 1
    EFLOPS). Its name is plain here; the loader and GUI tests craft hostile names."""
    if d.rng.random() < 0.6:
        return d.one(CATALOG_GPUS)
    return GpuSpec(
        id="custom-gpu",
        name="Custom GPU",
        gpu_class=d.one(list(GpuClass)),
        memory_gb=d.bounded(0.01, 100_000),
        memory_gib=d.bounded(0.01, 100_000),
        memory_bandwidth_gbps=d.bounded(0.1, 1e6),
        bf16_tflops=d.maybe(1e-3, 1e6),
        fp8_tflops=d.maybe(1e-3, 1e6),
        fp32_tflops=d.maybe(1e-3, 1e6),
        tdp_w=d.maybe(1, 100_000),  # None: a power not published
        interconnect_gbps=d.maybe(0, 1e6),
        pcie_gbps=d.maybe(0.1, 1e6),
        price_usd=d.maybe(0, 1e9),
        cloud_usd_per_gpu_hour=d.maybe(0, 1e5),
    )


def _layouts() -> list[tuple[int, int, int, int, int]]:
    """(GPUs per node, nodes, tp, pp, cp) with tp × pp × cp dividing the GPUs (context
    parallelism drawn one time in four)."""
    out = []
    for per_node in (1, 2, 3, 4, 6, 8):
        for nodes in (1, 2, 3, 4):
            for tp in (1, 2, 3, 4, 8):
                for pp in (1, 2, 3, 4):
                    for cp in (1, 1, 1, 2, 4):
                        if (per_node * nodes) % (tp * pp * cp) == 0:
                            out.append((per_node, nodes, tp, pp, cp))
    return out


LAYOUTS = _layouts()
PLAN_VALUES: dict[str, list[Any]] = {
    "precision": list(Precision),
    "weight_format": [None, None, *WeightFormat],
    "optimizer": list(Optimizer),
    "optimizer_impl": list(OptimizerImpl),
    "seq_len": [1, 128, 512, 2048, 8192, 32768, 10_000_000],
    "micro_batch": [1, 2, 4, 16, 100_000],
    "grad_accum": [1, 4, 100_000],
    "recompute": list(Recompute),
    "recompute_modules": [("core_attn",), ("moe_act", "layernorm"), ("mla_up_proj", "mlp")],
    "optimizer_state_dtype": [None, "fp32", "bf16"],
    "attention": list(Attention),
    "lora_rank": [1, 8, 64, 65_536],
    "lora_targets": list(LORA_TARGET_PRESETS.values()),
    "freeze_trainable_layers": [1, 2, 10_000],
    "zero": [0, 1, 2, 3],
    "ep": [1, 2, 8],
    "offload": list(Offload),
    "kv_dtype": list(KvDtype),
    "batch": [1, 8, 64, 1_000_000],
    "context": [1, 4096, 32768, 100_000_000],
    "rollout_fp8": [False, True],  # an RL engine's FP8 weights (verl; refused elsewhere)
    "completion_len_mean": [None, None, 64],  # completions of varying length (RL)
    "liger_kernels": [False, False, True],  # Liger's layer kernels (refused where absent)
    "compile": [False, False, True],
    "prefill_replicas": [0, 0, 1, 3],  # prefill/decode disaggregation (serving engines)
}


def plan_from(d: _Draw, methods: Sequence[Method] | None = None) -> Plan:
    per_node, nodes, tp, pp, cp = d.one(LAYOUTS)
    values = {name: d.one(options) for name, options in PLAN_VALUES.items()}
    # prefill replicas leave one replica at least to decode (more is refused by name)
    replicas = per_node * nodes // (tp * pp * cp)
    values["prefill_replicas"] = min(values["prefill_replicas"], replicas - 1)
    method = d.one(list(methods or Method))
    plan = Plan(method=method, gpus_per_node=per_node, nodes=nodes, tp=tp, pp=pp, **values)
    # RL: the engine on GPUs of its own, some of the time (the trainer's layout over those left)
    separate = {"rollout": Rollout.SEPARATE, "rollout_gpus": d.one([1, 2, per_node])}
    tries = [{"cp": cp, **separate}] if method.is_rl and d.one([False, True]) else []
    for extra in (*tries, {"cp": cp}):
        try:
            return plan.with_changes(**extra)
        except ValidationError:
            continue
    return plan


def valid_for(spec: ModelSpec, plan: Plan, gpu: GpuSpec | None = None) -> Plan:
    """`plan` with every field validity.plan_problems refuses for `spec` (and `gpu`) put back
    to its default — tp or ep not dividing the heads or experts, pp beyond the layers, a
    technique the framework lacks, FP8 on a GPU without it — so a plan drawn without the model
    is one the engine accepts for it."""
    for _ in range(6):
        problems = plan_problems(spec, plan, gpu)
        if not problems:
            break
        fields = {p.field for p in problems}
        if "method" in fields and (spec.recurrent_layers or spec.is_sparse_attention):
            # a hybrid and a sparse-attention model are served, not trained
            plan = plan.with_changes(method=Method.INFERENCE, framework="vllm")
        elif "method" in fields:  # RL on an encoder-only model: train it instead
            plan = plan.with_changes(method=Method.FULL, framework="hf")
        if spec.is_sparse_attention and plan.method.is_training and "framework" in fields:
            # trained through sparse kernels where a framework offers the method, else served
            trainers = [
                k for k, f in FRAMEWORKS.items() if f.sparse_training and plan.method in f.methods
            ]
            apple = gpu is not None and gpu.vendor.startswith("Apple")  # trained by nothing
            try:
                if apple or trainers[0] == plan.framework:
                    raise IndexError  # the trainer refuses something else: serve instead
                plan = plan.with_changes(framework=trainers[0])
                fields.discard("framework")
            except (IndexError, ValidationError):  # none offers it, or not with this plan
                plan = plan.with_changes(method=Method.INFERENCE, framework="vllm")
        if spec.is_sparse_attention and gpu is not None and not plan.method.is_training:
            usable = [
                f
                for f in ("vllm", "sglang")
                if not sparse_attention_unsupported(plan.with_changes(framework=f), gpu)
            ]
            if not usable:
                reject()  # no engine here has sparse-attention kernels for this GPU
            if "framework" in fields and plan.framework not in usable:
                plan = plan.with_changes(framework=usable[-1])  # SGLang on AMD, else either
                fields.discard("framework")
        if "framework" in fields and gpu is not None and gpu.vendor.startswith("Apple"):
            # Apple silicon: served by llama.cpp, trained by nothing here
            plan = plan.with_changes(method=Method.INFERENCE, framework="llamacpp")
            fields.discard("framework")
        if "fp8_recipe" in fields:  # no FP8 recipe in this framework: no FP8
            fields.add("precision")
        if "weight_format" in fields and plan.weight_format is None:
            # the checkpoint's own format has no kernels here (an FP8 checkpoint on a V100)
            plan = plan.with_changes(weight_format=WeightFormat.BF16)
            fields.discard("weight_format")
        if "cp_kind" in fields:  # not this kind of context parallelism: none
            fields.add("cp")
        if "zero" in fields and plan.cp > 1:  # a ZeRO stage its context parallelism needs
            fields.add("cp")
        if fields & {"gpus_per_node", "tp"}:  # a smaller node: the layout starts over
            fields |= {"gpus_per_node", "tp", "pp", "cp", "pp_interleave", "prefill_replicas"}
            fields |= {"rollout", "rollout_gpus"}  # an RL engine's GPUs came from the node
        plan = plan.reset(*(fields - {"method"}))
    return plan


# Workload minimums the field declarations do not carry (a bound that is exclusive: 0 < x):
# below these a rate or a target is not a run. The declarations (engine/workload.py) carry the
# others since (tokens ≥ 1, mfu ≥ 0.01, …).
SENSIBLE_LOW = {"exchange_rate": 1e-6, "ttft_slo_ms": 1e-3, "tpot_slo_ms": 1e-3}
NUMBERS = [d for d in declared(Workload) if d.kind in ("int", "float") and d.high is not None]


def workload_from(d: _Draw) -> Workload:
    values: dict[str, float] = {}
    for field in d.rng.sample(NUMBERS, d.rng.randrange(9)):
        low = field.low or 0.0
        high = field.high or 0.0
        if field.kind == "int":
            lowest = int(low) + (not field.low_inclusive)
            values[field.name] = d.one([lowest, int(high) - (not field.high_inclusive)])
        else:
            low = max(low if field.low_inclusive else low + 1e-9, SENSIBLE_LOW.get(field.name, low))
            high = high if field.high_inclusive else high * (1 - 1e-9)
            values[field.name] = d.bounded(low, high)
    if ("eval_interval_steps" in values) != ("eval_tokens" in values):
        # evaluation half set is estimated without its pauses (Workload.evaluation_note):
        # drawn whole, the pauses are exercised
        values.pop("eval_interval_steps", None)
        values.pop("eval_tokens", None)
    padding = d.one(list(Padding))
    while True:  # a cross-field rule (a shared prefix longer than the prompt): drop the last
        try:
            return Workload(**values, padding=padding)
        except ValidationError:
            values.popitem()
            if ("eval_interval_steps" in values) != ("eval_tokens" in values):
                values.pop("eval_interval_steps", None)  # never half an evaluation
                values.pop("eval_tokens", None)


_SEEDS = st.integers(0, 2**63 - 1)
MODELS = _SEEDS.map(lambda seed: _Draw(seed).one(CATALOG_MODELS))
GPUS = _SEEDS.map(lambda seed: gpu_from(_Draw(seed)))


def plans(methods: Sequence[Method] | None = None) -> st.SearchStrategy[Plan]:
    return _SEEDS.map(lambda seed: plan_from(_Draw(seed), methods))


def workloads() -> st.SearchStrategy[Workload]:
    return _SEEDS.map(lambda seed: workload_from(_Draw(seed)))
