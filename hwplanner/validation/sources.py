"""Which publication a validation row comes from: the unit `hwplanner validate` leaves out when
it measures generalisation (leave one source out).

A publication is a document — one file of a repository (its README, a benchmark page), one paper,
one web page — read off the row's `source_locator`; runs one team published in several
documents (a paper and its model cards) are one source, so that a constant taken from the paper
is left out when its model cards are scored."""

from __future__ import annotations

import re
from typing import Any

# documents that describe one measurement campaign, or one document under two spellings
SAME_SOURCE: dict[str, str] = {
    "arXiv 2407.21783": "Meta Llama 3 (paper and model cards)",
    "meta-llama/llama3 MODEL_CARD.md": "Meta Llama 3 (paper and model cards)",
    "meta-llama/llama-models models/llama3_1/MODEL_CARD.md": "Meta Llama 3 (paper and model cards)",
    "arXiv 2307.09288": "Meta Llama 2 (paper and model cards)",
    "meta-llama/llama-models models/": "Meta Llama 2 (paper and model cards)",
    "Llama 2 model card": "Meta Llama 2 (paper and model cards)",
    "Llama 2 model card + standard HF config": "Meta Llama 2 (paper and model cards)",
    "Qwen2.5 Speed Benchmark": "QwenLM/Qwen2.5 docs/source/benchmark/speed_benchmark.rst",
    "DeepSeek Open Infra Index Day 6 'DeepSeek-V3 / R1 Inference System Overview'": (
        "deepseek-ai/open-infra-index 202502OpenSourceWeek/"
        "day_6_one_more_thing_deepseekV3R1_inference_system_overview.md"
    ),
    "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md": (
        "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md"
    ),
}
ORACLE = "hwplanner fake-tensor oracle"


def publication(row: dict[str, Any]) -> str:
    """The row's publication: `owner/repo path` for a repository file, `arXiv id` for a paper,
    the URL of a web page, else the source's title."""
    where = str(row.get("source_locator", ""))
    source = str(row.get("source", ""))
    if m := re.match(r"github ([\w.-]+/[\w.-]+) ([\w./-]+)", where):
        key = f"{m[1]} {m[2]}"
    elif m := re.search(r"arXiv (\d{4}\.\d{4,5})", f"{where} {source}"):
        key = f"arXiv {m[1]}"
    elif m := re.search(r"https?://[^\s,;)]+", where):
        key = m[0].rstrip(".")
    else:
        key = source.split(" (")[0].split(",")[0].strip()
    return SAME_SOURCE.get(key, key)
