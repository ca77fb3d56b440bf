"""The request lengths of the data sets serving benchmarks sample, for a workload named by its
data set (Workload.dataset_name): choosing one fills the prompt and answer lengths, their
averages and their longest, which stay editable."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.plan.enums import DatasetName

# The workload fields a data set fills, in the order the window shows them
LENGTH_FIELDS = ("prompt_tokens", "prompt_tokens_max", "output_tokens", "output_tokens_max")


class DatasetLengths(NamedTuple):
    prompt_tokens: int  # average prompt tokens
    prompt_tokens_max: int  # longest prompt
    output_tokens: int  # average answer tokens
    output_tokens_max: int  # longest answer
    longest_request: int  # prompt + answer, at most (the benchmark drops longer pairs)


# ShareGPT (ShareGPT_V3_unfiltered_cleaned_split.json) as vLLM's serving benchmark (vllm bench
# serve) samples it: a conversation's first turn is the prompt and its reply the expected output,
# kept when both are 4 tokens or more, the prompt 1,024 or fewer and the two 2,048 or fewer
# (github vllm-project/vllm @f2e97dda vllm/benchmarks/datasets.py is_valid_sequence, min_len 4,
# max_prompt_len 1024, max_total_len 2048): the longest answer is 2,044 tokens. SGLang's
# bench_serving keeps longer pairs (it drops only those past --sharegpt-context-len, unset by
# default), so its runs are not bounded so. The averages depend a little on the tokenizer and
# the chat template; 1,000 requests averaged 217.4 prompt / 201.4 output tokens (Qwen3-32B),
# 219.2 / 200.8 (DeepSeek-R1), 215.3 / 194.2 (gpt-oss-20b) and 232.6 / 220.6 (Qwen3-8B, chat
# endpoint) in github gpustack/gpustack docs/performance-lab (qwen3-32b/h100.md,
# deepseek-r1/h200.md, gpt-oss-20b/a100.md, qwen3-8b/h100-latency.md, all run with vllm bench
# serve), 229.7 prompt tokens with the Llama 3.1 tokenizer (vllm-project/vllm PR #18566): 220
# and 200, the middle of them.
SHAREGPT = DatasetLengths(
    220,
    1024,
    200,
    2044,
    2048,
)

# by name (a DatasetName is its str)
DATASETS: dict[str, DatasetLengths] = {DatasetName.SHAREGPT: SHAREGPT}


def dataset_lengths(name: object) -> dict[str, int]:
    """{length field: value} a data set fills (empty for custom lengths, and for a name that is
    no data set's: the field's own check refuses it)."""
    found = DATASETS.get(name) if isinstance(name, str) else None
    if found is None:
        return {}
    return {field: getattr(found, field) for field in LENGTH_FIELDS}


def longest_request(
    name: DatasetName, prompt_max: int | None, output_max: int | None
) -> int | None:
    """The most tokens a request of the data set holds, prompt and answer together, where the
    workload's longest prompt and answer are within the data set's (None: custom lengths, or a
    longest past the data set's bounds)."""
    found = DATASETS.get(name)
    if found is None or prompt_max is None or output_max is None:
        return None
    if prompt_max > found.prompt_tokens_max or output_max > found.output_tokens_max:
        return None
    return found.longest_request
