"""Reverse fit for serving: on the plan's GPUs (its count and tensor-parallel degree) and its
engine, every weight format the engine and the GPU serve, with the plan's KV-cache type and an
FP8 one where offered: whether the model fits, the longest context one user can have, how many
users the KV cache holds at the plan's context (each at full context), one user's decode speed,
and the format's published quality cost (serving/quality.py)."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.methods import budget, estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import KvDtype, WeightFormat
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.sizing import size_plan
from hwplanner.engine.scenario.validity import plan_problems
from hwplanner.engine.serving.quality import QUALITY, QualityCost
from hwplanner.engine.solve.solve import max_micro_batch, max_seq_len

# The formats tried, widest first: 16-bit, the 8-bit kinds, the 4-bit kinds (llama.cpp's
# GGUF types where that engine serves them; the others where vLLM, SGLang or TensorRT-LLM do)
FORMATS = (
    WeightFormat.BF16,
    WeightFormat.FP16,
    WeightFormat.FP8,
    WeightFormat.INT8,
    WeightFormat.Q8_0,
    WeightFormat.INT4,
    WeightFormat.Q4_0,
    WeightFormat.NVFP4,
    WeightFormat.MXFP4,
)
LONGEST = 10_000_000  # tokens: the context search's ceiling


class FitRow(NamedTuple):
    """One weight format and KV-cache type on the plan's GPUs."""

    weight_format: WeightFormat
    kv_dtype: KvDtype
    plan: Plan  # as estimated (size rules applied)
    total_bytes: float  # per GPU, one user at the plan's context
    fits: bool  # one user at the plan's context
    longest_context: int | None  # one user; None: not even 128 tokens
    users: int | None  # sequences at the plan's context, all held at full context at once
    decode_tokens_per_second: float | None  # one user alone
    quality: QualityCost | None  # the format's published cost; None for 16-bit


def _formats(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> list[WeightFormat]:
    """The formats the engine and the GPU serve, the plan's own first among its width."""
    out = []
    own = (plan.weight_format,) if plan.weight_format is not None else ()
    for fmt in (*FORMATS, *own):
        if fmt in out or (fmt is WeightFormat.FP16 and WeightFormat.BF16 in out):
            continue
        if _valid(spec, gpu, plan, weight_format=fmt.value) is not None:
            out.append(fmt)
    return out


def _native(spec: ModelSpec) -> WeightFormat | None:
    """The format the checkpoint is released in (no quality cost against its own release)."""
    q = spec.quantization
    return q.weight_format if q is not None else None


def _valid(spec: ModelSpec, gpu: GpuSpec, plan: Plan, **changes: str) -> Plan | None:
    try:
        changed = plan.with_changes(**changes)
    except ValueError:
        return None
    return None if plan_problems(spec, changed, gpu) else changed


def serving_fit(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, workload: Workload
) -> tuple[FitRow, ...]:
    """Every format × KV-cache type the plan's engine serves on its GPUs (an inference plan)."""
    if plan.method is not Method.INFERENCE:
        raise ValueError("method: the reverse fit is for serving plans (method inference)")
    one_user = plan.with_changes(batch=1)
    rows: list[FitRow] = []
    for fmt in _formats(spec, gpu, one_user):
        with_fmt = _valid(spec, gpu, one_user, weight_format=fmt.value)
        if with_fmt is None:
            continue
        own_kv = size_plan(with_fmt, spec).kv_dtype
        kv_dtypes = [own_kv]
        if own_kv is not KvDtype.FP8 and _valid(spec, gpu, with_fmt, kv_dtype="fp8"):
            kv_dtypes.append(KvDtype.FP8)
        for kv in kv_dtypes:
            p = with_fmt if kv is own_kv else with_fmt.with_changes(kv_dtype=kv.value)
            sized = size_plan(p, spec)
            mem = estimate_memory(spec, gpu, sized)
            fits = mem.holds_all
            longest = max_seq_len(spec, gpu, sized, LONGEST)
            users = max_micro_batch(spec, gpu, sized) if fits else None
            speed = None
            if fits:
                b = budget(spec, gpu, sized, workload, mem)
                speed = b.compute["decode_tokens_per_second"].value
            rows.append(
                FitRow(
                    fmt,
                    kv,
                    sized,
                    mem.total.value,
                    fits,
                    longest,
                    users,
                    speed,
                    None if _native(spec) is fmt else QUALITY.get(fmt),
                )
            )
    return tuple(rows)
