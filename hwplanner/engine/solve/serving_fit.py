"""Reverse fit for serving: on the plan's GPUs (its count and tensor-parallel degree) and its
engine, the plan as it stands and then every weight format the engine and the GPU serve, each
with every KV-cache type the engine offers: whether the model fits, the longest context one
user can have, how many users the KV cache holds at the plan's context (each at full context),
one user's decode speed, and the format's published quality cost (serving/quality.py)."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.methods import budget, estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import KvDtype, WeightFormat
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.serving_config import served_storage
from hwplanner.engine.scenario.sizing import size_plan
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.serving.quality import QUALITY, QualityCost
from hwplanner.engine.solve.solve import max_micro_batch, max_seq_len

# The formats tried, widest first: 16-bit, the 8-bit kinds, the 4-bit kinds (llama.cpp's
# GGUF types where that engine serves them; the others where vLLM, SGLang, TensorRT-LLM or TGI
# do; bitsandbytes' NF4 in TGI)
FORMATS = (
    WeightFormat.BF16,
    WeightFormat.FP16,
    WeightFormat.FP8,
    WeightFormat.INT8,
    WeightFormat.Q8_0,
    WeightFormat.Q6_K,
    WeightFormat.Q5_K_M,
    WeightFormat.INT4,
    WeightFormat.Q4_K_M,
    WeightFormat.Q4_0,
    WeightFormat.NVFP4,
    WeightFormat.MXFP4,
    WeightFormat.NF4,
    WeightFormat.NF4_DQ,
)
LONGEST = 10_000_000  # tokens: the context search's ceiling
MOST_USERS = 4096  # the users search's ceiling (solve.max_micro_batch)


class FitRow(NamedTuple):
    """One weight format and KV-cache type on the plan's GPUs."""

    weight_format: WeightFormat  # as served (the checkpoint's own for the plan's row)
    kv_dtype: KvDtype
    plan: Plan  # as estimated (size rules applied)
    total_bytes: float  # per GPU, one user at the plan's context
    fits: bool  # one user at the plan's context
    longest_context: int | None  # one user; None: not even 128 tokens
    users: int | None  # sequences at the plan's context, all held at full context at once
    decode_tokens_per_second: float | None  # one user alone
    quality: QualityCost | None  # the format's published cost; None: 16 bits, or none known
    planned: bool = False  # the plan as it stands (its own format and KV cache)
    checkpoint: bool = False  # the checkpoint's own format (no cost against its own release)
    model_limit: bool = False  # the longest context is the model's own limit, not memory's


def _valid(spec: ModelSpec, gpu: GpuSpec, plan: Plan, **changes: str) -> Plan | None:
    try:
        changed = plan.with_changes(**changes)
    except ValueError:
        return None
    return None if plan_problems(spec, changed, gpu) else changed


def _formats(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> list[WeightFormat]:
    """The formats the engine and the GPU serve. fp16 where the GPU has no bf16 (and bf16 not
    there), or the plan asks for it."""
    no_bf16 = gpu.bf16_tflops is None
    out = []
    for fmt in FORMATS:
        if fmt is WeightFormat.BF16 and no_bf16 and plan.weight_format is not WeightFormat.BF16:
            continue
        wanted = plan.weight_format is WeightFormat.FP16 or no_bf16
        if fmt is WeightFormat.FP16 and not wanted:
            continue
        if _valid(spec, gpu, plan, weight_format=fmt.value) is not None:
            out.append(fmt)
    return out


def _kv_dtypes(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> list[KvDtype]:
    """The KV-cache types the engine offers for this plan (fp32 left out), the plan's own
    first."""
    own = size_plan(plan, spec).kv_dtype
    offered = framework(plan.framework).kv_dtypes or ("bf16", "fp8")
    out = [own]
    for name in offered:
        kv = KvDtype(name)
        if kv in out or kv is KvDtype.FP32:
            continue
        if _valid(spec, gpu, plan, kv_dtype=kv.value) is not None:
            out.append(kv)
    return out


def _row(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    draft: ModelSpec | None,
    *,
    planned: bool,
) -> FitRow:
    sized = size_plan(plan, spec)
    fmt = served_storage(spec, sized).format
    mem = estimate_memory(spec, gpu, sized, draft)
    fits = mem.holds_all
    speed = None
    if fits:
        b = budget(spec, gpu, sized, workload, mem, draft=draft)
        speed = b.compute["decode_tokens_per_second"].value
    own = spec.quantization is not None and spec.quantization.weight_format is fmt
    checkpoint = own and plan.weight_format in (None, fmt)
    longest = max_seq_len(spec, gpu, sized, LONGEST)
    limit = spec.max_position_embeddings
    model_limit = bool(longest and limit and longest >= limit)
    if model_limit:
        longest = limit
    return FitRow(
        fmt,
        sized.kv_dtype,
        sized,
        mem.total.value,
        fits,
        longest,
        max_micro_batch(spec, gpu, sized, MOST_USERS) if fits else None,
        speed,
        None if checkpoint else QUALITY.get(fmt),
        planned,
        checkpoint,
        model_limit,
    )


def serving_fit(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    draft: ModelSpec | None = None,
) -> tuple[FitRow, ...]:
    """The plan as it stands, then every format × KV-cache type its engine serves on its GPUs
    (an inference plan; `draft`: the draft model of draft speculative decoding)."""
    if plan.method is not Method.INFERENCE:
        raise ValueError("method: the reverse fit is for serving plans (method inference)")
    one_user = plan.with_changes(batch=1)
    # the table weighs formats at one user in the steady state: a benchmark run is not simulated
    workload = workload.model_copy(update={"run_requests": None})
    rows = [_row(spec, gpu, one_user, workload, draft, planned=True)]
    # a row the same as one listed (the plan's own, asked for again by name) is left out
    seen = {(rows[0].weight_format, rows[0].kv_dtype, round(rows[0].total_bytes))}
    for fmt in _formats(spec, gpu, one_user):
        with_fmt = _valid(spec, gpu, one_user, weight_format=fmt.value)
        if with_fmt is None:
            continue
        own_kv = size_plan(with_fmt, spec).kv_dtype
        for kv in _kv_dtypes(spec, gpu, with_fmt):
            p = with_fmt if kv is own_kv else _valid(spec, gpu, with_fmt, kv_dtype=kv.value)
            if p is None:
                continue
            row = _row(spec, gpu, p, workload, draft, planned=False)
            key = (row.weight_format, row.kv_dtype, round(row.total_bytes))
            if key not in seen:
                seen.add(key)
                rows.append(row)
    return tuple(rows)
