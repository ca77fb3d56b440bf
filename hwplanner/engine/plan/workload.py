"""How much work a plan does and what the site charges: tokens, utilisation, prices, power.

Every field is declared once with its range, unit, words and the source of its default
(fields.Ui); the CLI options, GUI rows and sheet rows are generated from these declarations.
Unset (None) fields take the documented default the help names.
"""

# No `from __future__ import annotations` in this module: pydantic would compile every
# field's annotation from its text as each model is built, a share of every command's
# start-up (forward references are quoted instead).
import math
from dataclasses import dataclass
from datetime import date
from typing import Annotated

from pydantic import ConfigDict, Field, field_validator, model_validator

from hwplanner.engine.core.message import FieldRef, Message, refused
from hwplanner.engine.plan import fields as f
from hwplanner.engine.plan.datasets import (
    LENGTH_FIELDS,
    SAMPLE_FIELDS,
    dataset_lengths,
    longest_request,
    training_dataset_fields,
)
from hwplanner.engine.plan.enums import (
    Currency,
    DatasetName,
    Padding,
    PriceSet,
    Region,
    TrainingDataset,
)
from hwplanner.engine.plan.fields import Checked, Ui
from hwplanner.engine.plan.lengths import (
    attended_context,
    expected_longest,
    spread_length,
    spread_nodes,
)

DEFAULT_TRAINING_TOKENS = 1e9  # the dataset assumed (with a warning) when no token count is given


# paddings under which the tokens computed on are the training tokens: packed, padding-free
UNPADDED = frozenset({Padding.PACKED, Padding.FREE})


class Workload(Checked):
    """The run's size and the site's prices. Unset (None) fields take a documented default."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    # How much training.
    tokens: Annotated[
        float | None,
        Ui(
            "Training tokens",
            "training tokens seen, all epochs (e.g. 2e12)",
            "training",
            unit="tokens",
            sheet=True,
            compare=True,
            applies=f.token_trained,
            scale=1e9,
            suffix=" B",
            decimals=3,
            unset="not set",
        ),
    ] = Field(default=None, ge=1, le=1e16)
    dataset_tokens: Annotated[
        float | None,
        Ui(
            "Dataset",
            "unique tokens in the dataset",
            "training",
            unit="tokens",
            sheet=True,
            applies=f.token_trained,
            scale=1e9,
            suffix=" B tokens",
            decimals=3,
            unset="not set",
        ),
    ] = Field(default=None, ge=1, le=1e16)
    training_dataset: Annotated[
        TrainingDataset,
        Ui(
            "Training data set",
            "a published fine-tuning data set, whose samples, mean and longest sample (tokens "
            "counted with Qwen2.5's tokenizer, as ms-swift's data set table gives them; "
            "another model's tokenizer counts somewhat differently) fill the three fields "
            "below when chosen; they stay editable (a subset of the samples keeps the name, a "
            "mean or longest changed makes the lengths custom); ms-swift's example mix: 500 "
            "samples each of alpaca-gpt4 (zh, en) and self-cognition; custom: the values as "
            "set",
            "training",
            sheet=True,
            applies=f.fine_tuning,
            choices={
                TrainingDataset.CUSTOM.value: "Custom lengths",
                TrainingDataset.ALPACA_GPT4_EN.value: "alpaca-gpt4 (en)",
                TrainingDataset.ALPACA_GPT4_ZH.value: "alpaca-gpt4 (zh)",
                TrainingDataset.SELF_COGNITION.value: "self-cognition",
                TrainingDataset.SWIFT_EXAMPLE_MIX.value: "ms-swift example mix",
                TrainingDataset.CODE_ALPACA.value: "CodeAlpaca-20k",
                TrainingDataset.BLOSSOM_MATH.value: "blossom-math-v2",
                TrainingDataset.MAGPIE_QWEN2_ZH.value: "Magpie-Qwen2-Pro-200K (zh)",
                TrainingDataset.MAGPIE_QWEN2_EN.value: "Magpie-Qwen2-Pro-200K (en)",
                TrainingDataset.ULTRACHAT_200K.value: "UltraChat 200k",
                TrainingDataset.SHAREGPT_GPT4.value: "ShareGPT-GPT4 (multi-turn)",
                TrainingDataset.LONGALPACA_12K.value: "LongAlpaca-12k",
                TrainingDataset.LONGWRITER_6K.value: "LongWriter-6k",
            },
        ),
    ] = TrainingDataset.CUSTOM
    dataset_samples: Annotated[
        int | None,
        Ui(
            "Dataset samples",
            "examples in the dataset (a fine-tuning set counted in samples); its tokens are "
            "samples × the mean sample length (without a mean, each sample fills the sequence: "
            "an upper bound, said); post-training: its pairs (DPO, ORPO, SimPO, "
            "reward models), labelled examples (KTO) or prompts (PPO, GRPO), which set the "
            "steps unless they are given",
            "training",
            unit="count",
            sheet=True,
            applies=f.training,
            unset="not set",
        ),
    ] = Field(default=None, ge=1, le=10**12)
    epochs: Annotated[
        float,
        Ui(
            "Epochs",
            "passes over the dataset",
            "training",
            unit="count",
            sheet=True,
            applies=f.training,
            decimals=2,
        ),
    ] = Field(default=1.0, ge=0.001, le=10_000)
    sample_tokens_mean: Annotated[
        int | None,
        Ui(
            "Mean sample length",
            "tokens in an average sample of the dataset (prompt and answer, its images' and "
            "video's tokens included, up to the sequence length; a preference pair's chosen "
            "and rejected sequences each hold the prompt and one answer); unset: samples fill "
            "the sequence",
            "training",
            unit="tokens",
            sheet=True,
            applies=f.offline_training,
            suffix=" tokens",
            unset="fills the sequence",
        ),
    ] = Field(default=None, ge=1, le=10_000_000)
    sample_tokens_max: Annotated[
        int | None,
        Ui(
            "Longest sample",
            "tokens in the dataset's longest sample (its images' and video's tokens "
            "included, cut to the sequence length); with the "
            "mean it sets how sample lengths spread, which padding to each micro-batch's "
            "longest sample reads, and padded so, peak memory is sized for rows of this "
            "length; unset: the sequence length",
            "training",
            unit="tokens",
            sheet=True,
            applies=f.offline_training,
            suffix=" tokens",
            unset="the sequence length",
        ),
    ] = Field(default=None, ge=1, le=10_000_000)
    padding: Annotated[
        Padding | None,
        Ui(
            "Padding",
            "packed: samples concatenated into full sequences, every token trained is data; "
            "padded to the sequence length: each sample costs a whole sequence of compute "
            "(Hugging Face padding='max_length', no packing); padded to each micro-batch's "
            "longest sample: the micro-batch costs its samples × its longest (Hugging Face "
            "DataCollatorWithPadding, padding='longest', TRL's default collator; a preference "
            "pair's chosen and rejected sequences are padded together, as TRL, OpenRLHF, "
            "ms-swift and LLaMA-Factory pad them unless padding-free); padding-free: each "
            "micro-batch's samples concatenated as they are, neither padded nor filled to the "
            "sequence length (Megatron-SWIFT's and TRL's padding_free without packing), and "
            "post-training's packed is padding-free too (pairs cannot fill rows); unset: "
            "the trainer's default — padded per micro-batch for the fine-tuning trainers "
            "(Hugging Face, TRL, LLaMA-Factory, ms-swift, OpenRLHF, Unsloth, Axolotl, "
            "torchtune, LitGPT, MLX without packing) and the preference and reward-model "
            "trainers, padded to the sequence in DeepSpeed-Chat, padding-free in "
            "Megatron-SWIFT, packed for pretraining and the other profiles",
            "training",
            sheet=True,
            applies=f.offline_training,
            choices={
                Padding.PACKED.value: "Packed",
                Padding.MAX_LENGTH.value: "Padded to full length",
                Padding.LONGEST.value: "Padded per micro-batch",
                Padding.FREE.value: "Padding-free",
            },
            unset="the trainer's default",
        ),
    ] = None
    steps: Annotated[
        int | None,
        Ui(
            "Steps",
            "post-training steps; a PPO/GRPO step generates, scores and trains one batch of "
            "prompts; unset: the dataset's samples × epochs ÷ the examples a step trains on, "
            "else 1,000 (with a warning)",
            "training",
            unit="count",
            sheet=True,
            compare=True,
            applies=f.post_training,
            unset="not set",
        ),
    ] = Field(default=None, ge=1, le=1_000_000_000)
    # Utilisation overrides.
    mfu: Annotated[
        float | None,
        Ui(
            "MFU",
            "model FLOPs utilisation (PaLM definition), replaces the default",
            "training",
            unit="ratio",
            sheet=True,
            applies=f.training,
            decimals=2,
            unset="auto",
        ),
    ] = Field(default=None, ge=0.01, le=1)
    bandwidth_utilisation: Annotated[
        float | None,
        Ui(
            "Bandwidth use",
            "decode memory-bandwidth utilisation (default 0.7, scaled by the GPU's best measured "
            "stream against the H100's)",
            "serving",
            unit="ratio",
            sheet=True,
            applies=f.serving,
            decimals=2,
            unset="auto",
        ),
    ] = Field(default=None, ge=0.01, le=1)
    # Inference traffic.
    dataset_name: Annotated[
        DatasetName,
        Ui(
            "Benchmark data set",
            "the prompt and answer lengths of a serving benchmark's data set, filled in when "
            "chosen: ShareGPT as vllm bench serve samples it (prompts 220 tokens on average, up "
            "to 1,024; answers 200, up to 2,044; the two 2,048 at most: most short, a few "
            "long); MLPerf Inference's Llama 2 70B set (OpenOrca: prompts 222 on average, up "
            "to 1,021; answers as its runs decode them, 294 on average, up to 1,024); its "
            "Llama 3.1 8B set (CNN/DailyMail: prompts 871 on average, up to 2,540; answers up "
            "to 128, their average unpublished, taken at 128), Llama 3.1 405B set (prompts "
            "9,429 on average, up to 19,988; answers 685, up to 2,000) and DeepSeek-R1 set "
            "(prompts 804, up to 3,140; answers 3,886, up to 20,000); the averages may then "
            "be set to a run's own, a longest changed makes the lengths custom; custom: the "
            "lengths as set",
            "serving",
            sheet=True,
            applies=f.serving,
            choices={
                DatasetName.CUSTOM.value: "Custom lengths",
                DatasetName.SHAREGPT.value: "ShareGPT (vLLM bench)",
                DatasetName.MLPERF_LLAMA2_70B.value: "MLPerf Llama 2 70B (OpenOrca)",
                DatasetName.MLPERF_LLAMA31_8B.value: "MLPerf Llama 3.1 8B (CNN/DailyMail)",
                DatasetName.MLPERF_LLAMA31_405B.value: "MLPerf Llama 3.1 405B",
                DatasetName.MLPERF_DEEPSEEK_R1.value: "MLPerf DeepSeek-R1",
            },
        ),
    ] = DatasetName.CUSTOM
    prompt_tokens: Annotated[
        int,
        Ui(
            "Prompt",
            "average prompt tokens per request",
            "serving",
            unit="tokens",
            sheet=True,
            compare=True,
            applies=f.serving,
            suffix=" tokens",
        ),
    ] = Field(default=1000, ge=1, le=100_000_000)
    prompt_tokens_max: Annotated[
        int | None,
        Ui(
            "Longest prompt",
            "longest prompt tokens per request: prompts spread evenly from 2 × the average − "
            "the longest to the longest (a benchmark's random range ratio) while that holds "
            "the shared prefix; a longer longest makes a long tail (most prompts short, a few "
            "long, as chat data sets are); the first token's percentiles wait for the longer "
            "prompts' prefills, a static batch pads to its longest prompt, and the context must "
            "hold the longest; unset: every prompt has the average length",
            "serving",
            unit="tokens",
            sheet=True,
            applies=f.serving,
            suffix=" tokens",
            unset="the average",
        ),
    ] = Field(default=None, ge=1, le=100_000_000)
    output_tokens: Annotated[
        int,
        Ui(
            "Output",
            "average generated tokens per request",
            "serving",
            unit="tokens",
            sheet=True,
            compare=True,
            applies=f.serving,
            suffix=" tokens",
        ),
    ] = Field(default=250, ge=1, le=100_000_000)
    output_tokens_max: Annotated[
        int | None,
        Ui(
            "Longest output",
            "longest generated tokens per request: answers spread evenly from 2 × the average "
            "− the longest to the longest (a benchmark's random range ratio) while that is a "
            "token or more; a longer longest makes a long tail (most answers short, a few "
            "long); a static batch waits for its longest answer, and the context must hold it; "
            "unset: every answer has the average length",
            "serving",
            unit="tokens",
            sheet=True,
            applies=f.serving,
            suffix=" tokens",
            unset="the average",
        ),
    ] = Field(default=None, ge=1, le=100_000_000)
    requests_per_day: Annotated[
        float,
        Ui(
            "Requests per day",
            "inference requests served per day",
            "serving",
            unit="count",
            sheet=True,
            compare=True,
            applies=f.serving,
        ),
    ] = Field(default=10_000.0, ge=0.001, le=1e12)
    serving_days: Annotated[
        float,
        Ui(
            "Serving period",
            "days of serving costed",
            "serving",
            unit="days",
            sheet=True,
            applies=f.serving,
            suffix=" days",
        ),
    ] = Field(default=30.0, ge=0.01, le=36_500)
    # Prices.
    cloud_usd_per_gpu_hour: Annotated[
        float | None,
        Ui(
            "Cloud price",
            "cloud USD per GPU-hour; unset: the catalog price",
            "prices",
            flag="--price-per-gpu-hour",
            unit="usd",
            sheet=True,
            suffix=" $/GPU-h",
            decimals=2,
            unset="default",
        ),
    ] = Field(default=None, ge=0, le=1_000)
    gpu_price_usd: Annotated[
        float | None,
        Ui(
            "GPU price",
            "purchase USD per GPU; unset: the catalog street price",
            "prices",
            flag="--gpu-price",
            unit="usd",
            sheet=True,
            suffix=" $",
            unset="default",
        ),
    ] = Field(default=None, ge=0, le=10_000_000)
    server_usd_per_node: Annotated[
        float | None,
        Ui(
            "Server per node",
            "USD per server without GPUs; unset: by GPU class",
            "prices",
            flag="--server-price",
            unit="usd",
            sheet=True,
            suffix=" $",
            unset="default",
        ),
    ] = Field(default=None, ge=0, le=10_000_000)
    network_usd_per_node: Annotated[
        float | None,
        Ui(
            "Network gear per node",
            "USD of network gear per node; unset: by GPU class",
            "prices",
            flag="--network-price",
            unit="usd",
            sheet=True,
            suffix=" $",
            unset="default",
        ),
    ] = Field(default=None, ge=0, le=10_000_000)
    amortisation_years: Annotated[
        float,
        Ui(
            "Amortisation",
            "years to write hardware off; 3 years: common GPU depreciation life",
            "prices",
            unit="years",
            sheet=True,
            suffix=" years",
            decimals=1,
        ),
    ] = Field(default=3.0, ge=0.1, le=30)
    duty_cycle: Annotated[
        float,
        Ui(
            "Duty cycle",
            "share of hours owned hardware is busy",
            "prices",
            unit="ratio",
            sheet=True,
            decimals=2,
        ),
    ] = Field(default=0.7, ge=0.01, le=1)
    staff_usd_per_year: Annotated[
        float,
        Ui(
            "Staff cost",
            "loaded USD cost of one engineer-year",
            "prices",
            flag="--staff-cost",
            unit="usd/year",
            sheet=True,
            suffix=" $/year",
        ),
    ] = Field(default=150_000.0, ge=0, le=10_000_000)
    staff_share: Annotated[
        float | None,
        Ui(
            "Staff share",
            "engineer FTE the hardware takes; unset: 0.05 per node, at least 0.1",
            "prices",
            unit="fte",
            decimals=2,
            unset="default",
        ),
    ] = Field(default=None, ge=0, le=1_000)
    space_usd_per_node_year: Annotated[
        float | None,
        Ui(
            "Space per node-year",
            "machine-room USD per node-year; unset: by GPU class",
            "prices",
            flag="--space-cost",
            unit="usd/year",
            suffix=" $",
            unset="default",
        ),
    ] = Field(default=None, ge=0, le=1_000_000)
    # Power and site.
    electricity_usd_per_kwh: Annotated[
        float | None,
        Ui(
            "Electricity",
            "USD per kWh; unset: the region's figure (catalog, dated and sourced)",
            "site",
            flag="--electricity",
            unit="usd/kwh",
            sheet=True,
            suffix=" $/kWh",
            decimals=3,
            unset="region default",
        ),
    ] = Field(default=None, ge=0, le=10)
    pue: Annotated[
        float,
        Ui(
            "PUE",
            "power usage effectiveness of the site; Uptime Institute survey average ~1.5–1.6",
            "site",
            unit="factor",
            sheet=True,
            decimals=2,
        ),
    ] = Field(default=1.5, ge=1, le=5)
    co2_kg_per_kwh: Annotated[
        float | None,
        Ui(
            "Grid carbon",
            "grid kg CO2 per kWh; unset: the region's figure (catalog, dated and sourced)",
            "site",
            flag="--co2-intensity",
            unit="kg/kwh",
            sheet=True,
            suffix=" kg/kWh",
            decimals=2,
            unset="region default",
        ),
    ] = Field(default=None, ge=0, le=2)
    gpu_power_fraction: Annotated[
        float,
        Ui(
            "GPU draw / TDP",
            "average GPU draw ÷ TDP under load",
            "site",
            unit="ratio",
            decimals=2,
        ),
    ] = Field(default=0.8, ge=0.01, le=1)
    host_power_w_per_node: Annotated[
        float | None,
        Ui(
            "Host power per node",
            "host W per node besides GPUs; unset: by GPU class",
            "site",
            flag="--host-power",
            unit="w",
            suffix=" W",
            unset="default",
        ),
    ] = Field(default=None, ge=0, le=100_000)
    cpu_power_w: Annotated[
        float,
        Ui(
            "CPU power",
            "workstation CPU package power, W",
            "site",
            flag="--cpu-power",
            unit="w",
            suffix=" W",
        ),
    ] = Field(default=250.0, ge=0, le=5_000)
    psu_headroom: Annotated[
        float,
        Ui(
            "PSU headroom",
            "PSU margin over steady draw (GPU transients)",
            "site",
            unit="factor",
            decimals=2,
        ),
    ] = Field(default=1.25, ge=1, le=3)
    # Storage and data.
    checkpoints_kept: Annotated[
        int,
        Ui(
            "Checkpoints kept",
            "resumable checkpoints kept on disk",
            "storage",
            unit="count",
            applies=f.training,
        ),
    ] = Field(default=3, ge=1, le=100_000)
    storage_usd_per_gb_month: Annotated[
        float,
        Ui(
            "Cloud storage",
            "cloud USD per GB-month; S3 Standard us-east-1: $0.023",
            "storage",
            flag="--storage-price",
            unit="usd/gb-month",
            suffix=" $/GB-month",
            decimals=3,
        ),
    ] = Field(default=0.023, ge=0, le=100)
    onprem_storage_usd_per_tb: Annotated[
        float,
        Ui(
            "On-premises storage",
            "USD per TB of enterprise NVMe/NAS, ~$100/TB",
            "storage",
            flag="--onprem-storage-price",
            unit="usd/tb",
            suffix=" $/TB",
        ),
    ] = Field(default=100.0, ge=0, le=100_000)
    raw_bytes_per_token: Annotated[
        float,
        Ui(
            "Bytes per token",
            "bytes of raw text per token, ≈4 characters per BPE token",
            "storage",
            flag="--bytes-per-token",
            unit="bytes/token",
            applies=f.training,
            decimals=1,
        ),
    ] = Field(default=4.0, ge=0.1, le=1_000)
    dataloader_workers_per_gpu: Annotated[
        int,
        Ui(
            "Data loader workers",
            "PyTorch DataLoader workers per GPU",
            "storage",
            flag="--dataloader-workers",
            unit="count",
            applies=f.training,
        ),
    ] = Field(default=4, ge=0, le=256)
    inter_node_gbit_per_node: Annotated[
        float | None,
        Ui(
            "Network per node",
            "Gbit/s between nodes, per node; unset: the GPU's reference system, else by GPU class",
            "network",
            flag="--network-gbit",
            unit="gbit/s",
            suffix=" Gbit/s",
            unset="default",
        ),
    ] = Field(default=None, ge=0.1, le=1_000_000)
    rack_kw: Annotated[
        float,
        Ui(
            "Rack power",
            "kW a rack can draw and cool at the site; ~12 kW: what most colocation sites supply",
            "site",
            unit="kw",
            sheet=True,
            suffix=" kW",
            decimals=1,
        ),
    ] = Field(default=12.0, ge=0.5, le=1_000)
    checkpoint_write_gbps_per_node: Annotated[
        float | None,
        Ui(
            "Checkpoint write speed",
            "GB/s a node writes checkpoints at; unset: local NVMe by GPU class",
            "storage",
            unit="GB/s",
            applies=f.training,
            suffix=" GB/s",
            decimals=1,
            unset="default",
        ),
    ] = Field(default=None, ge=0.01, le=100_000)
    goodput: Annotated[
        float | None,
        Ui(
            "Goodput",
            "share of wall-clock spent training after failures, restarts and checkpoint "
            "stalls; unset: from the GPU count (Llama 3: >90% on 16,384 GPUs)",
            "training",
            unit="ratio",
            sheet=True,
            applies=f.training,
            decimals=2,
            unset="auto",
        ),
    ] = Field(default=None, ge=0.01, le=1)
    price_set: Annotated[
        PriceSet,
        Ui(
            "Rental prices",
            "which rental rows price GPU-hours: cloud on-demand list prices, spot prices "
            "(capacity the cloud can reclaim), the hourly rate under a 1- or 3-year commitment "
            "(billed for every hour of the term), or typical market/rental offers (catalog, "
            "dated and sourced)",
            "prices",
            sheet=True,
            choices={
                PriceSet.CLOUD.value: "Cloud on-demand",
                PriceSet.SPOT.value: "Cloud spot",
                PriceSet.RESERVED_1Y.value: "Cloud 1-year reserved",
                PriceSet.RESERVED_3Y.value: "Cloud 3-year reserved",
                PriceSet.MARKET.value: "Typical market / rental",
            },
        ),
    ] = PriceSet.CLOUD
    region: Annotated[
        Region,
        Ui(
            "Price region",
            "whose GPU prices, electricity and grid carbon: global (US/EU), China, Taiwan",
            "prices",
            sheet=True,
            choices={
                Region.GLOBAL.value: "Global (US/EU)",
                Region.CHINA.value: "China",
                Region.TAIWAN.value: "Taiwan",
            },
        ),
    ] = Region.GLOBAL
    currency: Annotated[
        Currency,
        Ui(
            "Currency",
            "currency money is shown in (prices you enter stay in US dollars)",
            "prices",
            sheet=True,
            choices={c.value: c.value for c in Currency},
        ),
    ] = Currency.USD
    exchange_rate: Annotated[
        float | None,
        Ui(
            "Exchange rate",
            "units of the currency per US dollar; unset: the catalog's dated rate",
            "prices",
            unit="factor",
            sheet=True,
            decimals=4,
            unset="catalog rate",
        ),
    ] = Field(default=None, gt=0, le=1_000_000)
    exchange_rate_date: Annotated[
        str | None,
        Ui(
            "Exchange rate date",
            "the date of your exchange rate (YYYY-MM-DD)",
            "prices",
            sheet=True,
            unset="not set",
        ),
    ] = Field(default=None, max_length=32)

    # Service level and load (serving).
    ttft_slo_ms: Annotated[
        float | None,
        Ui(
            "TTFT target",
            "service level: time to first token, ms; unset: no target",
            "serving",
            unit="ms",
            sheet=True,
            compare=True,
            applies=f.serving,
            suffix=" ms",
            unset="no target",
        ),
    ] = Field(default=None, gt=0, le=3_600_000)
    tpot_slo_ms: Annotated[
        float | None,
        Ui(
            "TPOT target",
            "service level: time per output token after the first, ms; unset: no target",
            "serving",
            unit="ms",
            sheet=True,
            compare=True,
            applies=f.serving,
            suffix=" ms",
            decimals=1,
            unset="no target",
        ),
    ] = Field(default=None, gt=0, le=600_000)
    slo_percentile: Annotated[
        float | None,
        Ui(
            "Target percentile",
            "the percentile of requests whose TTFT and TPOT must meet the targets, the median "
            "or above (MLPerf's server scenario judges the 99th): at a request rate, or over a "
            "benchmark run of so many requests, the plan's latencies are judged at it (at a "
            "rate, the highest rate within the targets too); unset, or with concurrent users "
            "alone: on the means",
            "serving",
            unit="percentile",
            sheet=True,
            compare=True,
            applies=f.serving,
            decimals=1,
            unset="the means",
        ),
    ] = Field(default=None, ge=50, le=99.9)
    request_rate: Annotated[
        float | None,
        Ui(
            "Request rate",
            "requests per second arriving at random (Poisson, as serving benchmarks send "
            "them) across the plan's replicas: latencies at this rate, with their 50th, 90th "
            "and 99th percentiles; unset: latencies at the plan's concurrent users",
            "serving",
            unit="requests/s",
            sheet=True,
            compare=True,
            applies=f.serving,
            suffix=" req/s",
            decimals=2,
            unset="concurrent users",
        ),
    ] = Field(default=None, gt=0, le=1_000_000)
    run_requests: Annotated[
        int | None,
        Ui(
            "Requests in the run",
            "requests a benchmark run sends in all (vLLM bench serve --num-prompts with "
            "--max-concurrency, genai-perf --request-count, an offline batch): the plan's "
            "concurrent users all start at once and each sends its next request when one "
            "ends; the latencies are the run's means, the first wave of prompts queued "
            "together and the end of the run included; unset: the steady state",
            "serving",
            unit="count",
            sheet=True,
            compare=True,
            applies=f.benchmark_run,
            unset="steady state",
        ),
    ] = Field(default=None, ge=1, le=100_000_000)
    peak_factor: Annotated[
        float,
        Ui(
            "Peak factor",
            "busiest hour's request rate ÷ the day's average; 2: a day's requests arriving over "
            "about 12 busy hours",
            "serving",
            unit="factor",
            sheet=True,
            applies=f.serving,
            decimals=1,
        ),
    ] = Field(default=2.0, ge=1, le=1000)
    shared_prefix_tokens: Annotated[
        int,
        Ui(
            "Shared prefix",
            "prompt tokens every request shares (a system prompt); with prefix caching they "
            "are computed and stored once",
            "serving",
            unit="tokens",
            sheet=True,
            applies=f.serving,
            suffix=" tokens",
        ),
    ] = Field(default=0, ge=0, le=100_000_000)
    eval_interval_steps: Annotated[
        int | None,
        Ui(
            "Evaluation interval",
            "optimizer steps between evaluations inside the run (Hugging Face eval_steps, "
            "Megatron --eval-interval); each pauses training for a forward pass over the "
            "evaluation tokens (DPO and the other preference methods: by the policy and its "
            "reference); unset: no evaluation",
            "training",
            unit="count",
            sheet=True,
            applies=f.offline_training,
            unset="no evaluation",
        ),
    ] = Field(default=None, ge=1, le=100_000_000)
    eval_tokens: Annotated[
        float | None,
        Ui(
            "Evaluation tokens",
            "tokens one evaluation runs through the model (Megatron --eval-iters × the "
            "global batch's tokens; a validation set's tokens)",
            "training",
            unit="tokens",
            sheet=True,
            applies=f.offline_training,
            scale=1e6,
            suffix=" M",
            decimals=3,
            unset="not set",
        ),
    ] = Field(default=None, ge=1, le=1e15)
    checkpoint_interval_hours: Annotated[
        float,
        Ui(
            "Checkpoint interval",
            "hours between resumable checkpoints (the framework's save interval); each write "
            "stalls training; 0.5 h: restart + half an interval ≈ the 0.3 h Llama 3 lost per "
            "failure",
            "storage",
            unit="hours",
            applies=f.training,
            suffix=" h",
            decimals=2,
        ),
    ] = Field(default=0.5, ge=0.01, le=10_000)

    @field_validator("exchange_rate_date")
    @classmethod
    def _iso_date(cls, value: str | None) -> str | None:
        # a rate is only as good as its date: one a reader can compare, never free text
        if value is None or not value.strip():
            return None
        text = value.strip()
        try:
            ok = len(text) == 10 and date.fromisoformat(text).isoformat() == text
        except ValueError:
            ok = False
        if not ok:
            raise ValueError(
                Message(
                    "{text} is not a date; write it as YYYY-MM-DD, e.g. 2026-12-01",
                    text=repr(text),
                )
            )
        return text

    @model_validator(mode="before")
    @classmethod
    def _dataset_lengths(cls, data: object) -> object:
        """A data set named fills the lengths not given with it (plan/datasets.py)."""
        if not isinstance(data, dict):
            return data
        filled = dataset_lengths(data.get("dataset_name"))
        if not filled:
            return data  # custom lengths, or no data set's name (the field's check names it)
        for mean, most in (
            ("prompt_tokens", "prompt_tokens_max"),
            ("output_tokens", "output_tokens_max"),
        ):
            given = data.get(mean)
            if most not in data and isinstance(given, int) and given > filled[most]:
                raise ValueError(
                    refused(
                        "dataset_name",
                        Message(
                            "{dataset} holds {what} of {longest:,} tokens at most, not "
                            "{given:,} on average; allowed: custom lengths, or {field} up to "
                            "{longest:,}",
                            dataset=data["dataset_name"],
                            what=Message("prompts")
                            if mean == "prompt_tokens"
                            else Message("answers"),
                            longest=filled[most],
                            given=given,
                            field=FieldRef(f"workload.{mean}"),
                        ),
                    )
                )
        return {**filled, **data}

    @model_validator(mode="before")
    @classmethod
    def _training_dataset(cls, data: object) -> object:
        """A training data set named fills its samples and lengths not given
        (plan/datasets.py TRAINING_DATASETS)."""
        if not isinstance(data, dict):
            return data
        filled = training_dataset_fields(data.get("training_dataset"))
        return {**filled, **data} if filled else data

    def with_changes(self, **values: object) -> "Workload":
        """This workload with fields changed, validated: a data set newly chosen fills the
        lengths the same change does not set (its own, replacing the ones before); back to
        custom lengths keeps them; a longest length changed away from the data set's makes
        the lengths custom (the averages may be a run's own: the data set's name stays). A
        training data set likewise fills its samples and sample lengths; a mean or longest
        changed away from its own makes them custom (a subset of its samples keeps the
        name)."""
        base = dict(self)
        chosen = values.get("training_dataset")
        if chosen is not None and chosen != self.training_dataset:
            for field in SAMPLE_FIELDS if training_dataset_fields(chosen) else ():
                base.pop(field)
        elif chosen is None and self.training_dataset != TrainingDataset.CUSTOM:
            own = training_dataset_fields(self.training_dataset)
            for field in ("sample_tokens_mean", "sample_tokens_max"):
                if field in values and values[field] != own[field]:
                    base["training_dataset"] = TrainingDataset.CUSTOM
        name = values.get("dataset_name")
        if name is not None and name != self.dataset_name and dataset_lengths(name):
            for field in LENGTH_FIELDS:
                base.pop(field)
        elif name is None and self.dataset_name != DatasetName.CUSTOM:
            bounds = dataset_lengths(self.dataset_name)
            for field in ("prompt_tokens_max", "output_tokens_max"):
                if field in values and values[field] != bounds[field]:
                    base["dataset_name"] = DatasetName.CUSTOM
        return Workload.model_validate({**base, **values})

    @model_validator(mode="after")
    def _prefix_within_prompt(self) -> "Workload":
        if self.shared_prefix_tokens > self.prompt_tokens:
            raise ValueError(
                refused(
                    "shared_prefix_tokens",
                    Message(
                        "{prefix:,} exceeds the prompt ({prompt:,} tokens); allowed: 0 to "
                        "prompt_tokens",
                        prefix=self.shared_prefix_tokens,
                        prompt=self.prompt_tokens,
                    ),
                )
            )
        return self

    @property
    def longest_request(self) -> int:
        """Tokens of the longest request, prompt and answer: the longest of each, or where a
        data set bounds the pair (ShareGPT's 2,048), that bound."""
        longest = (self.prompt_tokens_max or self.prompt_tokens) + (
            self.output_tokens_max or self.output_tokens
        )
        bound = longest_request(self.dataset_name, self.prompt_tokens_max, self.output_tokens_max)
        return min(longest, bound) if bound is not None else longest

    def prompt_spread(self, images: int = 0) -> "LengthSpread | None":
        """The prompts' lengths around the average (LengthSpread; none shorter than the shared
        prefix, nor than `images` tokens of images a prompt holds: prompt_floor; None: every
        prompt has the average length)."""
        floor = prompt_floor(self.prompt_tokens, self.shared_prefix_tokens, images)
        return length_spread(self.prompt_tokens, self.prompt_tokens_max, floor)

    @model_validator(mode="after")
    def _prompt_spread(self) -> "Workload":
        """A longest prompt the spread can hold (as _output_spread); the shortest still holds
        the shared prefix."""
        if self.prompt_tokens_max is not None:
            floor = max(self.shared_prefix_tokens, 1)
            _check_spread(
                "prompt_tokens_max", Message("prompt"), self.prompt_tokens,
                self.prompt_tokens_max, floor,
            )  # fmt: skip
        return self

    def output_spread(self) -> "LengthSpread | None":
        """The answers' lengths around the average (LengthSpread; None: every answer has the
        average length)."""
        return length_spread(self.output_tokens, self.output_tokens_max)

    @model_validator(mode="after")
    def _output_spread(self) -> "Workload":
        """A longest answer the spread can hold: not shorter than the average (every front
        end, every command: the workload cannot hold another)."""
        if self.output_tokens_max is not None:
            _check_spread(
                "output_tokens_max", Message("answer"), self.output_tokens, self.output_tokens_max
            )
        return self

    def evaluation_note(self) -> Message | None:
        """What the estimate says when evaluation is half set — an interval without its tokens
        (sources rarely give their evaluation set's size) or tokens without an interval: the
        pauses are not timed on a line of their own, the run's stalls stand for them
        (time/goodput.py). Not refused: the window sets one field at a time, and a run's
        interval alone is what many sources state."""
        if (self.eval_interval_steps is None) == (self.eval_tokens is None):
            return None
        given = "eval_interval_steps" if self.eval_tokens is None else "eval_tokens"
        other = "eval_tokens" if self.eval_tokens is None else "eval_interval_steps"
        return Message(
            "Evaluation is not timed on its own line: {given} is set without {other}, so its "
            "pauses are left to the run's stalls (the goodput); set {other} to time them.",
            given=FieldRef(f"workload.{given}"),
            other=FieldRef(f"workload.{other}"),
        )

    @model_validator(mode="after")
    def _dataset_in_samples(self) -> "Workload":
        if self.dataset_samples is None:
            return self
        if self.dataset_tokens is not None:
            raise ValueError(
                refused(
                    "dataset_samples",
                    Message(
                        "the dataset is given in tokens already ({tokens:,.0f}); allowed: one of "
                        "dataset_tokens, dataset_samples",
                        tokens=self.dataset_tokens,
                    ),
                )
            )
        return self

    @model_validator(mode="after")
    def _longest_sample(self) -> "Workload":
        mean, most = self.sample_tokens_mean, self.sample_tokens_max
        if most is not None and mean is None:
            raise ValueError(
                refused(
                    "sample_tokens_max",
                    Message(
                        "needs the mean sample length (sample_tokens_mean) to spread the "
                        "lengths; allowed: set it, or unset sample_tokens_max"
                    ),
                )
            )
        if mean is not None and most is not None and most < mean:
            raise ValueError(
                refused(
                    "sample_tokens_max",
                    Message(
                        "the longest sample ({most:,} tokens) is shorter than the mean sample "
                        "({mean:,}); allowed: {mean:,} to 10,000,000",
                        most=most,
                        mean=mean,
                    ),
                )
            )
        return self

    @model_validator(mode="after")
    def _rental_price_set(self) -> "Workload":
        # purchase rows are USD per GPU, not per GPU-hour: billing them as rent would charge
        # a GPU's price every hour (the purchase price is costed in the on-premises figures)
        if self.price_set is PriceSet.PURCHASE:
            allowed = ", ".join(s.value for s in PriceSet if s is not PriceSet.PURCHASE)
            raise ValueError(
                refused(
                    "price_set",
                    Message(
                        "purchase is a price per GPU (the on-premises cost uses it), not a "
                        "rental price per GPU-hour; allowed: {allowed}",
                        allowed=allowed,
                    ),
                )
            )
        return self

    @property
    def peak_requests_per_second(self) -> float:
        """Requests per second in the busiest hour: the day's average × the peak factor."""
        return self.requests_per_day / 86_400 * self.peak_factor

    def training_tokens(self, seq_len: int) -> float:
        """Tokens the run trains on: `tokens`, else dataset tokens × epochs, else the epochs
        over an assumed 1B-token dataset (the warning says so). `seq_len`: the plan's, what
        a sample of a dataset given in samples without its mean length is taken to fill."""
        if self.tokens is not None:
            return self.tokens
        return self.unique_tokens(seq_len) * self.epochs

    def staff_fte(self, nodes: int) -> float:
        """Engineers' time the hardware takes, FTE: the workload's figure, else 0.05 per node
        and at least 0.1 (estimate: one administrator per ~20 GPU servers)."""
        if self.staff_share is not None:
            return self.staff_share
        return max(0.1, 0.05 * nodes)

    def processed_tokens(
        self, seq_len: int, micro_batch: int = 1, default: Padding = Padding.PACKED
    ) -> float:
        """Tokens the run computes on: the training tokens, and with padding the padding too:
        padded to the sequence length each sample of the mean length costs a whole sequence;
        padded to its longest sample a micro-batch of B samples costs B × the expected longest
        of B (plan/lengths.py). `default`: the trainer's padding, where the workload sets
        none (fields.default_padding)."""
        padding = self.trainer_padding(default)
        trained = self.training_tokens(seq_len)
        if padding in UNPADDED or self.sample_tokens_mean is None:
            return trained
        padded = self.padded_length(seq_len, micro_batch, padding)
        mean = self.mean_length(seq_len)
        if padded <= mean:  # nothing padded (one sample a micro-batch, or all of one length)
            return trained
        return trained * padded / mean

    def row_tokens(
        self, seq_len: int, micro_batch: int = 1, default: Padding = Padding.PACKED
    ) -> float:
        """Tokens one row of a micro-batch holds: the sequence length (packed, or padded to
        it), or the expected longest of the micro-batch's samples padded to it."""
        padding = self.trainer_padding(default)
        if padding is Padding.LONGEST and self.sample_tokens_mean is not None:
            return max(self.padded_length(seq_len, micro_batch, padding), 1.0)
        return float(seq_len)

    def mean_length(self, seq_len: int) -> int:
        """The mean sample length as trained: longer samples are cut to the sequence (the
        sequence length when no mean is given)."""
        return min(self.sample_tokens_mean or seq_len, seq_len)

    def longest_length(self, seq_len: int) -> int:
        """The longest sample as trained: the given one cut to the sequence, else the sequence
        length."""
        return min(self.sample_tokens_max or seq_len, seq_len)

    def sample_context(self, seq_len: int) -> float:
        """Keys a token meets when each sample attends only within itself: E[L²] ÷ E[L] of the
        samples as trained (lengths.attended_context over the mean and longest, both cut to
        the sequence)."""
        return attended_context(self.mean_length(seq_len), self.longest_length(seq_len))

    def trainer_padding(self, default: Padding) -> Padding:
        """The padding the run's samples get: the workload's, else its trainer's (`default`:
        fields.default_padding)."""
        return self.padding if self.padding is not None else default

    def padded_length(
        self, seq_len: int, micro_batch: int = 1, padding: Padding | None = None
    ) -> float:
        """Tokens one sample costs on average once padded (`padding`: the run's, else the
        workload's or packed): the mean packed, the sequence length padded to it, the expected
        longest of a micro-batch padded to its longest."""
        mean = self.mean_length(seq_len)
        padding = padding or self.trainer_padding(Padding.PACKED)
        if padding is Padding.MAX_LENGTH:
            return float(seq_len)
        if padding is Padding.LONGEST:
            return expected_longest(mean, max(self.longest_length(seq_len), mean), micro_batch)
        return float(mean)

    @property
    def samples_fill_sequence(self) -> bool:
        """A dataset sized by its samples alone, no mean length given: each sample is taken to
        fill the plan's sequence (unique_tokens), an upper bound on its tokens."""
        sized = self.tokens is not None or self.dataset_tokens is not None
        return not sized and self.dataset_samples is not None and self.sample_tokens_mean is None

    @property
    def tokens_given(self) -> bool:
        given = (self.tokens, self.dataset_tokens, self.dataset_samples)
        return any(v is not None for v in given)

    def unique_tokens(self, seq_len: int) -> float:
        """Tokens the dataset holds on disk: dataset tokens, else its samples × the mean sample
        length (each sample filling the sequence, `seq_len`, when no mean is given: an upper
        bound the estimate's note states, samples_fill_note), else training tokens ÷ epochs,
        else the assumed 1B."""
        if self.dataset_tokens is not None:
            return self.dataset_tokens
        if self.dataset_samples is not None:
            return float(self.dataset_samples * self.mean_length(seq_len))
        if self.tokens is not None:
            return self.tokens / self.epochs
        return DEFAULT_TRAINING_TOKENS


EVEN_INTERVALS = 16  # Simpson intervals over an even spread (LengthSpread.nodes)


@dataclass(frozen=True, slots=True)
class LengthSpread:
    """Lengths known by their average and their longest, none under `floor` tokens: spread
    evenly from 2 × the average − the longest to the longest (a benchmark's random range
    ratio) while that shortest is at least the floor; past it, a long tail — the spread of
    greatest entropy on [floor, longest] with that average (plan.lengths, as a data set's
    samples), most lengths short and a few long (ShareGPT's, MLPerf's data sets). The two
    meet where the even spread's shortest is the floor (both then flat)."""

    mean: int
    longest: int
    floor: int = 1

    @property
    def tail(self) -> bool:
        return self.longest > 2 * self.mean - self.floor

    @property
    def shortest(self) -> int:
        return self.floor if self.tail else 2 * self.mean - self.longest

    def at(self, share: float) -> float:
        """The length at `share` (0 … 1): shortest + (longest − shortest)·share when even."""
        if self.tail:
            return spread_length(self.mean, self.longest, share, self.floor)
        return self.shortest + (self.longest - self.shortest) * share

    def nodes(self) -> tuple[tuple[float, float], ...]:
        """(length, weight) pairs averaging a function over the lengths: the tail's density's
        (plan.lengths); composite Simpson over EVEN_INTERVALS of an even spread (a prefill
        bends where its chunks and kernels change, which five points missed by ~1%)."""
        if self.tail:
            return spread_nodes(self.mean, self.longest, self.floor)
        n, low, width = EVEN_INTERVALS, self.shortest, self.longest - self.shortest
        weights = [1 if i in (0, n) else 4 if i % 2 else 2 for i in range(n + 1)]
        return tuple((low + width * i / n, w / (3 * n)) for i, w in enumerate(weights))

    def longest_of(self, batch: float) -> float:
        """The longest of `batch` lengths on average: B uniform draws' largest share,
        B ÷ (B + 1), of an even spread; the tail's order statistic (plan.lengths), linear
        between whole batches (a batch from a rate or a closed loop is fractional)."""
        b = max(batch, 1.0)
        if not self.tail:
            return self.at(b / (b + 1))
        whole = math.floor(b)
        low = self._tail_longest(whole)
        if b == whole:
            return low
        return low + (b - whole) * (self._tail_longest(whole + 1) - low)

    def _tail_longest(self, batch: int) -> float:
        width = self.longest - self.floor
        above = expected_longest(self.mean - self.floor, width, batch, fine=False)
        return self.floor + above


def prompt_floor(mean: int, prefix: int, images: int = 0) -> int:
    """The shortest a prompt can be: a token, the shared prefix every prompt holds, and its
    images' tokens (a multimodal prompt holds them) — those below the average, which a spread
    needs room above."""
    return max(1, prefix, min(images, mean - 1))


def decoding_context(prompt: float, output: float, answers: LengthSpread | None) -> float:
    """The context a decoding sequence holds, averaged over the steps the running batch
    decodes: the prompt and half the answer, where the answer is E[L²] ÷ E[L] of the answers'
    spread (an answer of L tokens stays in the batch for L steps, so long answers are held
    longer than their share of the requests: the length-biased mean; a sequence's
    attention over its whole decode is likewise L·prompt + L²/2), the average when answers are
    alike. The KV cache a running batch holds and reads, and the requests it admits, follow it."""
    if answers is None:
        return prompt + output / 2
    nodes = answers.nodes()
    first = sum(w * length for length, w in nodes)
    second = sum(w * length * length for length, w in nodes)
    return prompt + second / first / 2


def length_spread(mean: int, most: int | None, floor: int = 1) -> LengthSpread | None:
    """The spread of lengths averaging `mean` up to `most`, none under `floor` (None: every
    length is the mean)."""
    return None if most is None else LengthSpread(mean, most, max(floor, 1))


def _check_spread(field: str, what: str, mean: int, most: int, floor: int = 1) -> None:
    """A longest length at least the average; above it only where the average stands above
    the shortest a length can be (`floor`: a token, or the shared prefix a prompt holds)."""
    if most < mean:
        raise ValueError(
            refused(
                field,
                Message(
                    "{most:,} is shorter than the average of {mean:,} tokens; allowed: {mean:,} "
                    "or more",
                    most=most,
                    mean=mean,
                ),
            )
        )
    if most > mean and mean <= floor:
        raise ValueError(
            refused(
                field,
                Message(
                    "{most:,} cannot be: the average ({mean:,}) is already the shortest "
                    "possible ({floor:,}), so every {what} has exactly that length; allowed: "
                    "{mean:,}",
                    most=most,
                    mean=mean,
                    what=what,
                    floor=floor,
                ),
            )
        )
