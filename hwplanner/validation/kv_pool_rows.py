"""Published vLLM start-up logs, mapped to scenarios: the KV cache pool the engine sized
("Available KV cache memory", per GPU) against the plan's (MemoryEstimate.kv_pool_bytes).

Each builder writes out the log's settings: the memory share (gpu_memory_utilization), the step's
tokens where the log names them, max_num_seqs where set (else the GPU's default, 1,024 on GPUs of
70 GiB or more but the A100, 256 on the A100 and smaller GPUs), tensor parallelism. Logs of
releases whose sampler warm-up sorts the vocabulary (0.11.1–0.15) at 1,024 dummy requests are
listed in NOT_MODELLED: the plan sizes the pool of the releases that do not, and says the
other's beside it (a log of such a release at 6 requests, where the sort is small, is scored).
"""

from __future__ import annotations

from typing import Any

from hwplanner.engine.plan.plan import Method
from hwplanner.validation.cases import Quantity
from hwplanner.validation.technique_rows import Builder, plan_row

QWEN2 = (
    "Qwen2-7B-Instruct entered as the catalog's Qwen2.5 7B, the same architecture (hidden 3,584, "
    "28 layers, 4 key/value heads, MLP 18,944, vocabulary 152,064; weights logged 14.25 GiB, "
    "planned 14.19); "
)


def _pool(model: str, gpu: str, note: str, **kw: Any) -> Builder:
    """A vLLM start-up log's KV cache pool, the plan written out."""
    return plan_row(
        model,
        gpu,
        Quantity.KV_POOL,
        "GiB",
        note,
        method=Method.INFERENCE,
        framework="vllm",
        **kw,
    )


def kv_pool_builders() -> dict[str, Builder]:
    """Row id → builder for the rows this module maps."""
    return {
        "B-vllm019-llama31-8b-h100-kvpool": _pool(
            "llama-3.1-8b",
            "h100-sxm-80gb",
            "vLLM 0.19.0 at gpu_memory_utilization 0.95, the H100's defaults (8,192 tokens a "
            "step, 1,024 sequences)",
            memory_share=0.95,
            context=8192,
        ),
        "B-vllm019-qwen25-7b-h100-kvpool": _pool(
            "qwen2.5-7b",
            "h100-sxm-80gb",
            "vLLM 0.19.0 at gpu_memory_utilization 0.95, the H100's defaults",
            memory_share=0.95,
            context=8192,
        ),
        # the same report's TP 2 and 4 rows, their pool derived from its parts: 0.19 counts
        # NCCL's buffers (2.1 GiB a GPU) inside the share, which the plan keeps outside it
        **{
            f"B-vllm019-{rid}-{tp}h100-tp{tp}-kvpool": _pool(
                model,
                "h100-sxm-80gb",
                f"vLLM 0.19.0 at 0.95, tensor parallel {tp} on one node, the H100's defaults; the "
                "pool derived from the report's per-GPU parts (its identity gives the logged "
                "pool at tensor parallel 1); the 2.1 GiB of non-torch memory a GPU at tensor "
                "parallel 2 and 4 (NCCL's buffers) are inside the share in this release, the "
                "plan keeps its communication buffers outside it",
                memory_share=0.95,
                context=8192,
                tp=tp,
                gpus_per_node=tp,
            )
            for rid, model in (("llama31-8b", "llama-3.1-8b"), ("qwen25-7b", "qwen2.5-7b"))
            for tp in (2, 4)
        },
        "B-vllm0101-qwen2-7b-a100-util050-kvpool": _pool(
            "qwen2.5-7b",
            "a100-sxm-80gb",
            QWEN2 + "vLLM 0.10.1.1 at 0.5, 2,048 tokens a step (logged), the A100's 256 sequences",
            memory_share=0.5,
            context=16384,
            max_batched_tokens=2048,
        ),
        "B-vllm0101-qwen2-7b-a100-util025-kvpool": _pool(
            "qwen2.5-7b",
            "a100-sxm-80gb",
            QWEN2 + "vLLM 0.10.1.1 at 0.25, 2,048 tokens a step",
            memory_share=0.25,
            context=16384,
            max_batched_tokens=2048,
        ),
        "B-vllm0101-qwen2-7b-2a100-tp2-kvpool": _pool(
            "qwen2.5-7b",
            "a100-sxm-80gb",
            QWEN2 + "vLLM 0.10.1.1 at 0.5, tensor parallel 2 on one node, 2,048 tokens a step",
            memory_share=0.5,
            context=16384,
            max_batched_tokens=2048,
            tp=2,
            gpus_per_node=2,
        ),
        "B-vllm0101-gptoss120b-4a100-tp4-kvpool": _pool(
            "gpt-oss-120b",
            "a100-sxm-80gb",
            "vLLM 0.10.1.1 at 0.8, tensor parallel 4 (across nodes through Ray in the log, "
            "entered on one node: the pool does not depend on it), 2,048 tokens a step",
            memory_share=0.8,
            context=16384,
            max_batched_tokens=2048,
            tp=4,
            gpus_per_node=4,
        ),
        "B-vllm0112-gptoss120b-h100-seqs6-kvpool": _pool(
            "gpt-oss-120b",
            "h100-sxm-80gb",
            "vLLM 0.11.2 at 0.96 with max_num_seqs 6 (its sorting sampler's warm-up is small at "
            "6 requests); the log's MXFP4 weights through the Marlin backend take 65.97 GiB, the "
            "plan's 64.18 (Marlin's layout is not modelled)",
            memory_share=0.96,
            context=98304,
            max_num_seqs=6,
        ),
    }


SORTING = (
    "a vLLM of early 2026 whose sampler warm-up sorts the whole vocabulary for each of 1,024 "
    "dummy requests (peak activation {peak} GiB; releases 0.11.1–0.15): the plan sizes the pool "
    "of the releases that do not, and says this one's beside it ({said})"
)
NOT_MODELLED: dict[str, str] = {
    "B-vllm2026-qwen3-32b-h100-kvpool": SORTING.format(
        peak="5.64", said="42% of 8.6 GB smaller: 4.6 GiB against 4.45 logged"
    ),
    "B-vllm2026-llama31-8b-h100-kvpool": SORTING.format(
        peak="4.76",
        said="5% smaller, below the 10% at which it is said: 51.5 GiB against 51.38 logged",
    ),
}
