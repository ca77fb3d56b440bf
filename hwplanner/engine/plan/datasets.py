"""The request lengths of the data sets serving benchmarks sample, for a workload named by its
data set (Workload.dataset_name): choosing one fills the prompt and answer lengths, their
averages and their longest, which stay editable. And the sample lengths and counts of published
fine-tuning data sets (Workload.training_dataset), which fill a fine-tuning workload's mean and
longest sample and its samples."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import DatasetName, TrainingDataset

# The workload fields a data set fills, in the order the window shows them
LENGTH_FIELDS = ("prompt_tokens", "prompt_tokens_max", "output_tokens", "output_tokens_max")


class DatasetLengths(NamedTuple):
    prompt_tokens: int  # average prompt tokens
    prompt_tokens_max: int  # longest prompt
    output_tokens: int  # average answer tokens
    output_tokens_max: int  # longest answer
    longest_request: int  # prompt + answer, at most (the benchmark drops longer pairs)
    source: str  # where the lengths and their bounds come from (the estimate's note cites it)
    # the output every request asks for (its max_tokens) whatever it decodes, where the
    # benchmark asks one cap of all; 0: each request asks for its own answer's length
    asks_output: int = 0
    # the average answer is not published: taken at the cap (said beside the lengths)
    output_at_cap: bool = False


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
    "vllm/benchmarks/datasets.py is_valid_sequence",
)

# MLPerf Inference's Llama 2 70B set (also its interactive scenario's): 24,576 OpenOrca samples
# kept under 1,024 prompt tokens (mlcommons/inference@01b4e7eb language/llama2-70b/processorca.py,
# --seqlen_limit=1024); its prompts, Llama 2 tokenizer, 48 to 1,021 tokens, 5,463,976 in all
# (222.3 on average), as counted from the official data file (sha256 ec34d70f…) by
# FlashLab-MBZUAI/HBFSim@96cf1b37 validation/calibration/h100-llama2-70b-calibration-protocol.json
# (MLCommons publishes no mean); the answers are what a run decodes, greedy, up to
# max_new_tokens 1,024 (language/llama2-70b/SUT.py), 294.45 on average in the reference run
# (language/llama2-70b/README.md 'Accuracy Target'; inference_rules.adoc tokens_per_sample).
MLPERF_LLAMA2_70B = DatasetLengths(
    222,
    1021,
    294,
    1024,
    1021 + 1024,
    "mlcommons/inference language/llama2-70b README.md, SUT.py; FlashLab-MBZUAI/HBFSim"
    "@96cf1b37 validation/calibration/h100-llama2-70b-calibration-protocol.json",
    1024,  # SUT.py's generation config: max_new_tokens 1024 for every sample
)


# MLPerf Inference's Llama 3.1 8B set (v5.0 on): the 13,368 articles of CNN/DailyMail 3.0.0's
# validation split, each in the prompt "Summarize the following news article in 128 tokens…",
# Llama 3.1 8B Instruct's tokenizer, no length filter (mlcommons/inference@74e706c
# language/llama3.1-8b/download_cnndm.py; the count: tools/submission/submission_checker/
# constants.py @001d64ca): prompts 79 to 2,540 tokens, 870.7 on average, counted per sample from
# the official data file (github openshift-psap/performance-dashboard@b04ea53
# mlperf-data/summaries/llama3-1-8b-datacenter.csv; NVIDIA's v5.1 code pads to 2,540); answers
# greedy up to max_tokens 128 (language/llama3.1-8b/SUT_VLLM.py @64eb781). MLCommons publishes no
# tokens per answer (its gen_len counts characters: 611 a sample): the average is taken at the
# cap, said with the lengths (edit it to a run's own).
MLPERF_LLAMA31_8B = DatasetLengths(
    871,
    2540,
    128,
    128,
    2540 + 128,
    "mlcommons/inference language/llama3.1-8b download_cnndm.py, SUT_VLLM.py (max_tokens 128); "
    "openshift-psap/performance-dashboard@b04ea53 mlperf-data/summaries/"
    "llama3-1-8b-datacenter.csv",
    128,
    output_at_cap=True,
)

# MLPerf Inference's Llama 3.1 405B set (v5.0 on): 8,313 samples (summaries, needle-in-a-haystack
# retrieval, questions: mlperf_llama3.1_405b_dataset_8313_processed_fp16_eval.pkl), prompts 476
# to 19,988 tokens, 9,428.6 on average (counted per sample by openshift-psap/
# performance-dashboard@739352b mlperf-data/summaries/llama3-1-405b.csv; NVIDIA's v5.1 code pads
# to 20,000); answers greedy up to max_tokens 2,000 (language/llama3.1-405b/SUT_VLLM.py
# @41199ff), 684.68 on average in the reference run (README tokens_per_sample @2a45df4; the same
# file's outputs: 3 to 1,830).
MLPERF_LLAMA31_405B = DatasetLengths(
    9429,
    19988,
    685,
    2000,
    19988 + 2000,
    "mlcommons/inference language/llama3.1-405b README.md (tokens_per_sample 684.68), "
    "SUT_VLLM.py (max_tokens 2000); openshift-psap/performance-dashboard"
    "@739352b mlperf-data/summaries/llama3-1-405b.csv",
    2000,
)

# MLPerf Inference v5.1's DeepSeek-R1 set: 4,388 samples of AIME, MATH500, GPQA, MMLU-Pro and
# LiveCodeBench (language/deepseek-r1 README @3b98f3d), prompts 52 to 3,140 tokens (the reference
# caps them at MAX_ISL 3,136 + 4 template tokens: utils/backend_registry.py @495962a), 803.8 on
# average (counted per sample by openshift-psap/performance-dashboard@c402a31
# datasets/summaries/deepseek-r1.csv); answers greedy up to MAX_OSL 20,000, 3,886.2 on average
# (the v5.1 rules' TOKENS_PER_SAMPLE, submission_checker constants.py @001d64ca).
MLPERF_DEEPSEEK_R1 = DatasetLengths(
    804,
    3140,
    3886,
    20000,
    3140 + 20000,
    "mlcommons/inference language/deepseek-r1 README.md, utils/backend_registry.py (MAX_ISL "
    "3136, MAX_OSL 20000); TOKENS_PER_SAMPLE 3886.2 (tools/submission/submission_checker/"
    "constants.py); openshift-psap/performance-dashboard@c402a31 "
    "datasets/summaries/deepseek-r1.csv",
    20000,
)


def asked_output(name: object, output_tokens_max: int | None) -> int:
    """The output every request of the named data set asks for (its max_tokens), 0 where each
    asks for its own answer's length or the answers are the user's own (a longest answer other
    than the data set's)."""
    lengths = DATASETS.get(name) if isinstance(name, str) else None
    if lengths is None or output_tokens_max != lengths.output_tokens_max:
        return 0
    return lengths.asks_output


# by name (a DatasetName is its str)
DATASETS: dict[str, DatasetLengths] = {
    DatasetName.SHAREGPT: SHAREGPT,
    DatasetName.MLPERF_LLAMA2_70B: MLPERF_LLAMA2_70B,
    DatasetName.MLPERF_LLAMA31_8B: MLPERF_LLAMA31_8B,
    DatasetName.MLPERF_LLAMA31_405B: MLPERF_LLAMA31_405B,
    DatasetName.MLPERF_DEEPSEEK_R1: MLPERF_DEEPSEEK_R1,
}


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


# The fine-tuning workload fields a training data set fills
SAMPLE_FIELDS = ("dataset_samples", "sample_tokens_mean", "sample_tokens_max")


class SampleLengths(NamedTuple):
    samples: int  # rows of the data set
    mean: int  # tokens in an average sample (prompt and answer, the chat template's included)
    longest: int  # tokens in the longest sample


# ms-swift's table of the data sets it registers, "Statistic (token)": each sample's tokens with
# Qwen2.5's tokenizer ("We tokenize the dataset using the tokenizer of qwen2.5. The token count
# varies with different tokenizers"), mean ± standard deviation, min and max over the training
# and validation rows (github modelscope/ms-swift@009f37a3
# docs/source_en/Instruction/Supported-models-and-datasets.md). Means rounded to the token.
# Left out: rows without figures ("huge dataset": OpenHermes-2.5, deepctrl-sft-data, the
# pre-training corpora), data sets tagged for GRPO (NuminaMath, MATH-lighteval, gsm8k: their
# figures count the prompt their RL rows keep, 89–113 tokens on average), preference and KTO
# sets, multimodal sets (whether their images' tokens are counted is not said), and the Chinese
# R1 / Qwen3-235B distillation sets, whose three rows print the same figures (72.1 tokens on
# average for chain-of-thought answers).
TRAINING_DATASETS_SOURCE = N_(
    "Source",
    "github modelscope/ms-swift@009f37a3 docs/source_en/Instruction/"
    "Supported-models-and-datasets.md, 'Statistic (token)'",
)
_ALPACA_EN = SampleLengths(52_002, 168, 607)  # AI-ModelScope/alpaca-gpt4-data-en: 167.6±123.9
_ALPACA_ZH = SampleLengths(48_818, 157, 544)  # AI-ModelScope/alpaca-gpt4-data-zh: 157.2±93.2
_SELF_COGNITION = SampleLengths(108, 59, 131)  # swift/self-cognition: 58.9±20.3
# ms-swift's example scripts train on 500 samples of each of the three (examples/train/
# lora_sft.sh, examples/megatron/sft.sh: --dataset 'AI-ModelScope/alpaca-gpt4-data-zh#500'
# 'AI-ModelScope/alpaca-gpt4-data-en#500' 'swift/self-cognition#500'; '#500' samples 500 rows,
# repeating a smaller set's): their mean is the three means' mean, their longest the longest
_EXAMPLE_MIX = SampleLengths(1_500, round((167.6 + 157.2 + 58.9) / 3), 607)
TRAINING_DATASETS: dict[str, SampleLengths] = {
    TrainingDataset.ALPACA_GPT4_EN: _ALPACA_EN,
    TrainingDataset.ALPACA_GPT4_ZH: _ALPACA_ZH,
    TrainingDataset.SELF_COGNITION: _SELF_COGNITION,
    TrainingDataset.SWIFT_EXAMPLE_MIX: _EXAMPLE_MIX,
    TrainingDataset.CODE_ALPACA: SampleLengths(20_022, 99, 857),  # CodeAlpaca-20k: 99.3±57.6
    TrainingDataset.BLOSSOM_MATH: SampleLengths(10_000, 175, 563),  # blossom-math-v2: 175.4±59.1
    # Magpie-Qwen2-Pro-200K-Chinese 448.4±223.5 and -English 609.9±277.1
    TrainingDataset.MAGPIE_QWEN2_ZH: SampleLengths(200_000, 448, 4_098),
    TrainingDataset.MAGPIE_QWEN2_EN: SampleLengths(200_000, 610, 4_098),
    TrainingDataset.ULTRACHAT_200K: SampleLengths(207_843, 1_188, 4_068),  # 1188.0±571.1
    # AI-ModelScope/sharegpt_gpt4, multi-round: 3476.6±5959.0
    TrainingDataset.SHAREGPT_GPT4: SampleLengths(103_329, 3_477, 115_132),
    TrainingDataset.LONGALPACA_12K: SampleLengths(11_998, 9_942, 25_826),  # 9941.8±3417.1
    TrainingDataset.LONGWRITER_6K: SampleLengths(6_000, 5_009, 30_354),  # 5009.0±2932.8
}


def training_dataset_fields(name: object) -> dict[str, int]:
    """{workload field: value} a training data set fills (empty for custom lengths, and for a
    name that is no data set's: the field's own check refuses it)."""
    found = TRAINING_DATASETS.get(name) if isinstance(name, str) else None
    if found is None:
        return {}
    return dict(zip(SAMPLE_FIELDS, found, strict=True))
