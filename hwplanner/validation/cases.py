"""One validation case: a measurement, the scenario that reproduces it, and what it measured."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from hwplanner import paths
from hwplanner.catalog import Catalog
from hwplanner.engine.core.units import BYTES_PER_UNIT
from hwplanner.engine.estimate import Scenario
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload

CATEGORIES = (
    "A_train_memory",
    "A_posttrain_memory",
    "B_inference_memory",
    "C_time_throughput",
    "D_params_arch",
    "D_serving",
    "O_oracle_grid",
    "E_max_seq_len",
)
CATEGORY_LABELS = {
    "A_train_memory": "Training peak memory (published)",
    "A_posttrain_memory": "Post-training peak memory (published)",
    "B_inference_memory": "Inference memory (published)",
    "C_time_throughput": "GPU-hours, throughput, utilisation",
    "D_params_arch": "Parameter counts",
    "D_serving": "Serving latency and throughput (published)",
    "O_oracle_grid": "Training step, fake-tensor oracle (exact bytes)",
    "E_max_seq_len": "Longest sequence that trains on a card (published)",
}


class Quantity(StrEnum):
    """What a measurement measured, so the prediction can be cut the same way."""

    ALLOCATED = "allocated"  # torch max_memory_allocated / active: no context, no allocator slack
    RESERVED = "reserved"  # torch max_memory_reserved: allocated + allocator reserve
    DEVICE = "device"  # nvidia-smi / NVML: everything on the card, CUDA context included
    TENSORS = "tensors"  # oracle: live tensor bytes only (no context, allocator, workspaces)
    WEIGHTS = "weights"  # a weight file's size
    PARAMS_TOTAL = "params_total"
    PARAMS_ACTIVE = "params_active"
    GPU_HOURS = "gpu_hours"
    TOKENS_PER_SECOND_PER_GPU = "tokens_per_second_per_gpu"
    MFU = "mfu"
    HW_TFLOPS_PER_GPU = "hw_tflops_per_gpu"  # executed FLOP/s per GPU incl. recompute, ÷ 1e12
    MAX_SEQ_LEN = "max_seq_len"  # the longest sequence that fits the card (tokens)
    STEP_SECONDS = "step_seconds"  # one optimizer step, while training
    TTFT_MS = "ttft_ms"  # time to first token, ms, at the case's concurrency or request rate
    TPOT_MS = "tpot_ms"  # time per output token after the first, ms
    OUTPUT_TOKENS_PER_SECOND = "output_tokens_per_s"  # one replica, prefills included
    DECODE_TOKENS_PER_SECOND = "decode_tokens_per_s"  # one sequence, no prefill (llama-bench tg)
    PREFILL_TOKENS_PER_SECOND = "prefill_tokens_per_s"  # one prompt (llama-bench pp)
    # a paged engine's KV cache pool per GPU (vLLM's "Available KV cache memory")
    KV_POOL = "kv_pool"

    @property
    def is_memory(self) -> bool:
        return self in (
            Quantity.ALLOCATED,
            Quantity.RESERVED,
            Quantity.DEVICE,
            Quantity.TENSORS,
            Quantity.WEIGHTS,
            Quantity.KV_POOL,
        )


UNIT_FACTORS = {**BYTES_PER_UNIT, "": 1.0}  # "": a count, not bytes


@dataclass(frozen=True, slots=True)
class Case:
    """A measurement and how the engine reproduces it. `scenario` is None when it cannot."""

    id: str
    category: str
    quantity: Quantity
    measured: float  # bytes for memory, else the quantity's own unit
    scenario: Scenario | None = None
    reason: str = ""  # why the engine cannot model it (scenario None)
    assumptions: str = ""  # what the row left open and we chose
    gpus_summed: int = 1  # measured is the sum over this many GPUs (layer split)
    lower_bound: bool = False  # measured is a lower bound (an out-of-memory report)
    trust: str = ""
    source: str = ""
    concurrency: float | None = None  # serving: users in a closed loop (inf: saturated)
    request_rate: float | None = None  # serving: Poisson arrivals per second (open loop)
    percentile: int | None = None  # serving at a rate: the percentile reported (None: the mean)
    publication: str = ""  # the document it comes from (validation/sources.py)
    derives: tuple[str, ...] = ()  # derived constants it is evidence for (engine/core/derived.py)


def unmodelled(row: dict[str, Any], suffix: str, quantity: Quantity, reason: str) -> Case:
    """A case of `row` the engine does not model, with the reason (not scored)."""
    return Case(
        id=row["id"] + suffix,
        category=row["category"],
        quantity=quantity,
        measured=math.nan,
        reason=reason,
        trust=str(row.get("trust", "")),
        source=str(row.get("source", "")),
    )


def serving_case(
    row: dict[str, Any],
    suffix: str,
    quantity: Quantity,
    measured: float,
    model: ModelSpec,
    gpu_id: str,
    cat: Catalog,
    plan: Plan,
    workload: Workload,
    assumptions: str,
    *,
    concurrency: float | None = None,
    rate: float | None = None,
    percentile: int | None = None,
) -> Case:
    """A serving case of `row` (its id + `suffix`): `plan` on `gpu_id` serving `workload`,
    at a closed loop of `concurrency` users or an open loop of `rate` requests/s."""
    return Case(
        id=row["id"] + suffix,
        category=row["category"],
        quantity=quantity,
        measured=float(measured),
        scenario=Scenario(model=model, gpu=cat.gpu(gpu_id), plan=plan, workload=workload),
        assumptions=assumptions,
        trust=str(row.get("trust", "")),
        source=str(row.get("source", "")),
        concurrency=concurrency,
        request_rate=rate,
        percentile=percentile,
    )


def serving_plan(fw: str, gpus: int, tp: int, context: int, **kw: Any) -> Plan:
    """A serving plan on `gpus` (whole nodes of 8 beyond 8) at tensor parallelism `tp`."""
    nodes = max(gpus // 8, 1)
    return Plan(
        method=Method.INFERENCE,
        framework=fw,
        gpus_per_node=gpus // nodes,
        nodes=nodes,
        tp=tp,
        context=context,
        **kw,
    )


def vllm_case(
    row: dict[str, Any],
    suffix: str,
    quantity: Quantity,
    measured: float,
    model: ModelSpec,
    gpu: str,
    cat: Catalog,
    tp: int,
    prompt: int,
    output: int,
    assumptions: str,
    *,
    concurrency: float | None = None,
    rate: float | None = None,
    run: int | None = None,
    output_max: int | None = None,
    dataset: str = "custom",
    **plan: Any,
) -> Case:
    """A vLLM serving case of `row` (its id + `suffix`): `model` at tensor parallelism `tp`
    serving prompts of `prompt` and answers of `output` tokens, at a closed loop of
    `concurrency` users (a run of `run` requests) or an open loop of `rate` requests/s."""
    batch = int(concurrency) if concurrency and not math.isinf(concurrency) else 1
    given = {"output_tokens_max": output_max} if output_max is not None else {}
    work = Workload(
        dataset_name=dataset, prompt_tokens=prompt, output_tokens=output, run_requests=run, **given
    )
    p = serving_plan("vllm", tp, tp, work.longest_request, batch=batch, **plan)
    return serving_case(
        row, suffix, quantity, measured, model, gpu, cat, p, work, assumptions,
        concurrency=concurrency, rate=rate,
    )  # fmt: skip


def load_jsonl(name: str, directory: Path | None = None) -> list[dict[str, Any]]:
    """Rows of resources/validation/<name>."""
    path = (directory or paths.resources_dir() / "validation") / name
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]
