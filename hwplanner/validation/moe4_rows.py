"""Serving rows of mixtures of experts whose routed experts are stored in 4 bits (D-moe4-…):
GPUStack's gpt-oss-20b runs on one H100 with vLLM 0.11.0, every request sent at once. They test
the 4-bit experts' share of the peak in prefill (time/kernels.py W4A16_MOE_SHARE, Marlin's,
a kernel measurement), set without them; the MXFP4 experts most likely ran through Triton's
matmul_ogs, vLLM's default on Hopper, which that share stands in for."""

from __future__ import annotations

from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.validation.cases import Case, Quantity, unmodelled, vllm_case

OUT, T, P = Quantity.OUTPUT_TOKENS_PER_SECOND, Quantity.TTFT_MS, Quantity.TPOT_MS

# name: prompt tokens, the mean output, the output asked (None: a data set's own), requests
OSS20B_RUNS: dict[str, tuple[int, int, int | None, int]] = {
    "sharegpt": (215, 194, None, 1000),  # 215,312 in / 193,979 out over 1,000
    "r32k": (32000, 94, 100, 100),  # 9,350 generated over 100
    "r4k": (3998, 105, 200, 500),  # 1,999,249 in / 52,309 out over 500
    "r2k": (1998, 94, 100, 500),  # 999,120 in / 47,022 out over 500
    "r128": (128, 4, 4, 1000),
}
OSS20B_NOTE = (
    "GPUStack's baseline 'vllm serve openai/gpt-oss-20b' (vLLM 0.11.0, its defaults: no async "
    "scheduling, one GPU), vllm bench serve sending every request at once; the checkpoint's "
    "MXFP4 experts; prompts and answers at the run's means (random answers spread evenly up to "
    "the length asked, end of sequence kept; ShareGPT as the benchmarks sample it)"
)


def serving_cases(cat: Catalog, row: dict[str, Any]) -> list[Case]:
    """The cases of a D-moe4-… row: output tokens/s, mean TPOT and mean TTFT."""
    name = row["id"].removeprefix("D-moe4-oss20b-vllm011-h100-")
    if name not in OSS20B_RUNS:
        return [unmodelled(row, "", OUT, "no mapping written for this row yet")]
    prompt, output, asked, n = OSS20B_RUNS[name]
    args = (cat.model("gpt-oss-20b"), "h100-sxm-80gb", cat, 1, prompt, output)
    kw: dict[str, Any] = {"concurrency": float(n), "run": n, "async_scheduling": False}
    if asked is None:
        kw["dataset"] = "sharegpt"
    elif asked > output:
        kw["output_max"] = asked
    return [
        vllm_case(row, "", OUT, row["value"], *args, OSS20B_NOTE, **kw),
        vllm_case(row, "-tpot", P, row["tpot_ms"], *args, OSS20B_NOTE, **kw),
        vllm_case(row, "-ttft", T, row["ttft_ms"], *args, OSS20B_NOTE, **kw),
    ]
