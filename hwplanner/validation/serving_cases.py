"""Published serving benchmarks (category D_serving) mapped to serving scenarios.

Each row says what was measured: TTFT and TPOT at a fixed concurrency (NVIDIA NIM, AIPerf) or
at a Poisson request rate (sglang.bench_serving), output tokens/s of an offline run with every
request queued (trtllm-bench, bench_serving rate=inf), tokens/s of one request (Qwen's vLLM
speed benchmark, llama-bench). The engine is asked the same question: the closed loop at that
concurrency, the open loop at that rate, the replica saturated at its concurrency limit.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Frontend, KvDtype, Plan, WeightFormat
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.serving.points import Point
from hwplanner.validation import hybrid_rows, moe4_rows, specs
from hwplanner.validation.cases import Case, Quantity, unmodelled
from hwplanner.validation.cases import serving_case as _case
from hwplanner.validation.cases import serving_plan as _serve

Row = dict[str, Any]
Builder = Callable[[Catalog, Row], Case]
SATURATED = math.inf  # every request queued: the replica runs at its concurrency limit

SERVING_QUANTITIES = frozenset(
    {
        Quantity.TTFT_MS,
        Quantity.TPOT_MS,
        Quantity.OUTPUT_TOKENS_PER_SECOND,
        Quantity.DECODE_TOKENS_PER_SECOND,
        Quantity.PREFILL_TOKENS_PER_SECOND,
    }
)
# ShareGPT as the serving benchmarks sample it: 229,711 prompt tokens over 1,000 requests with
# the Llama-3.1 tokenizer (vllm-project/vllm PR #18566 log); 194 output tokens per request from
# the SGLang README's own offline rows (4,281.51 output tok/s at 22.03 requests/s).
SHAREGPT_PROMPT, SHAREGPT_OUTPUT = 230, 194
MODELOPT_FP8 = (
    "NVIDIA ModelOpt FP8 checkpoint: FP8 weights and activations, FP8 KV cache "
    "(kv_cache_quant_algo FP8)"
)
MODELOPT_FP4 = (
    "NVIDIA ModelOpt NVFP4 checkpoint: NVFP4 weights and activations, FP8 KV cache "
    "(kv_cache_quant_algo FP8)"
)
NOT_MODELLED: dict[str, str] = {
    "D-azure-h200-l3-70b-ws8-bs64-128-8": "serving framework and precision not stated",
    "D-deepseek-v3r1-prod-prefill-per-node": "a day's production average over prefill/decode "
    "disaggregated nodes with expert parallelism across 32–144 GPUs and an on-disk KV cache "
    "(56% of the input tokens hit it): the engine plans a fixed load, prefill and decode "
    "replicas of one layout, and no on-disk cache",
    "D-deepseek-v3r1-prod-decode-per-node": "a day's production average over decode nodes with "
    "expert parallelism across 144 GPUs and multi-token prediction: the engine models one "
    "replica at a fixed load",
    "D-sglang-dsv3-96h100-pd-ep-decode": "decode measured on its own (the prefill side's "
    "resources unlimited) on 72 GPUs, EP72 over 288 experts, from a secondary summary; the "
    "blog (lm-sys/lm-sys.github.io@2db4e404 blog/2025-05-05-large-scale-ep.md) gives the "
    "figure at 256 sequences a GPU with its server's flags and the output length not stated: "
    "its prefill (54.5k prompt tokens/s a node on EP32) and this decode are tests "
    "(tests/engine/test_serving_deepep.py)",
    "D-vllm060-vs-053-llama3-8b-1h100": "a ratio between two vLLM versions, not a measurement "
    "of one configuration",
    "D-vllm060-vs-053-llama3-70b-4h100": "a ratio between two vLLM versions, not a measurement "
    "of one configuration",
}


# TensorRT-LLM performance overview and Azure's TensorRT-LLM runs: offline throughput -------

TRT_GPUS = {
    "h100": "h100-sxm-80gb",
    "h200": "h200-sxm-141gb",
    "b200": "b200",
    "gb200": "gb200",
    "rtx6000pro": "rtx-pro-6000-blackwell-se",  # its peaks the Workstation Edition's (catalog)
}
# Model keys in the row ids (D-trtllm-l31-8b-…, D-rocmblog-vllm-l31-70b-…) → catalog ids
ROW_MODELS = {
    "l31-8b": "llama-3.1-8b",
    "l31-70b": "llama-3.1-70b",
    "l33-70b": "llama-3.3-70b",
    "l31-405b": "llama-3.1-405b",
    "qwen3-235b": "qwen3-235b-a22b",
    "l3-70b": "llama-3-70b",
    "dsr1": "deepseek-r1",
}


def _requests(row: Row) -> int | None:
    """The requests a benchmark run sent, where the row states them."""
    n = row.get("num_prompts")
    return int(n) if isinstance(n, int | float) and n >= 1 else None


def _trt_offline(cat: Catalog, row: Row) -> Case:
    parts = row["id"].split("-")  # D-trtllm-l31-8b-h100-tp1-fp8-128-128
    azure = parts[1] == "azure"
    key = "-".join(parts[4:6]) if azure else "-".join(parts[2:4])
    model = cat.model(ROW_MODELS[key])
    gpu = TRT_GPUS[parts[2] if azure else parts[4]]
    tp = int(row["tp"])
    prompt, output = int(row["input_len"]), int(row["output_len"])
    fmt = WeightFormat.NVFP4 if "fp4" in row["id"] else WeightFormat.FP8
    plan = _serve(
        "trtllm",
        tp,
        tp,
        prompt + output,
        weight_format=fmt,
        kv_dtype=KvDtype.FP8,
        batch=1,
        frontend=Frontend.OFFLINE,  # trtllm-bench throughput calls the engine in-process
    )
    requests = _requests(row)
    return _case(
        row,
        "",
        Quantity.OUTPUT_TOKENS_PER_SECOND,
        row["value"],
        model,
        gpu,
        cat,
        plan,
        Workload(prompt_tokens=prompt, output_tokens=output, run_requests=requests),
        (
            f"every request queued: a run of the {requests:,} requests stated, as many running "
            "as the replica holds"
            if requests
            else "every request queued, the number not stated: the replica at its concurrency "
            "limit in the steady state"
        )
        + " (TensorRT-LLM defaults, max_batch_size 2048; trtllm-bench tunes its own); "
        + (MODELOPT_FP4 if fmt is WeightFormat.NVFP4 else MODELOPT_FP8),
        concurrency=SATURATED,
    )


# NVIDIA NIM 1.8.0 (TensorRT-LLM), Llama-3.3-70B FP8 on 2×H100: a concurrency sweep ---------


def _nim(cat: Catalog, row: Row) -> list[Case]:
    prompt, output = int(row["input_len"]), int(row["output_len"])
    c = float(row["concurrency"])
    plan = _serve(
        "trtllm",
        2,
        2,
        prompt + output,
        weight_format=WeightFormat.FP8,
        kv_dtype=KvDtype.FP8,
        batch=int(c),
    )
    args = (cat.model("llama-3.3-70b"), "h100-sxm-80gb", cat, plan)
    wl = Workload(prompt_tokens=prompt, output_tokens=output)
    note = f"AIPerf closed loop of {c:.0f} users; NIM's TensorRT-LLM engine; " + MODELOPT_FP8
    return [
        _case(row, "", Quantity.TTFT_MS, row["ttft_ms"], *args, wl, note, concurrency=c),
        _case(row, "-itl", Quantity.TPOT_MS, row["itl_ms"], *args, wl, note, concurrency=c),
        _case(
            row,
            "-throughput",
            Quantity.OUTPUT_TOKENS_PER_SECOND,
            row["output_throughput_tok_s"],
            *args,
            wl,
            note,
            concurrency=c,
        ),
    ]


# SGLang v0.3.0 against vLLM v0.6.0 on ShareGPT (sgl-project/sglang benchmark_vllm_060) ------


def _sharegpt(cat: Catalog, row: Row) -> list[Case]:
    big = "-70b-" in row["id"]
    fw = "sglang" if "-sglang-" in row["id"] else "vllm"
    model = cat.model("llama-3.1-70b" if big else "llama-3.1-8b")
    gpu = "h100-sxm-80gb" if big else "a100-sxm-80gb"
    tp = 4 if big else 1
    # vLLM 0.6.0 ran every benchmark with --num-scheduler-steps 10 (the row's method)
    steps = {"scheduler_steps": 10} if fw == "vllm" else {}
    plan = _serve(fw, tp, tp, 4096, prefix_caching=False, **steps)
    wl = Workload(
        dataset_name="sharegpt", prompt_tokens=SHAREGPT_PROMPT, output_tokens=SHAREGPT_OUTPUT
    )
    args = (model, gpu, cat, plan, wl)
    mean = (
        f"ShareGPT as the benchmarks sample it, at the run's means ({SHAREGPT_PROMPT} prompt, "
        f"{SHAREGPT_OUTPUT} output tokens); the row reports medians"
        + ("; vLLM with 10 scheduler steps a round" if steps else "")
    )
    if row["id"].endswith("offline"):
        return [
            _case(
                row,
                "",
                Quantity.OUTPUT_TOKENS_PER_SECOND,
                row["value"],
                *args,
                "all 5,000 prompts at once: the replica at its concurrency limit; " + mean,
                concurrency=SATURATED,
            )
        ]
    rate = float(row["request_rate"])
    note = f"Poisson arrivals at {rate:g} requests/s; " + mean
    ttft = _case(row, "", Quantity.TTFT_MS, row["ttft_ms"], *args, note, rate=rate, percentile=50)
    tpot = _case(
        row, "-tpot", Quantity.TPOT_MS, row["tpot_ms"], *args, note, rate=rate, percentile=50
    )
    return [ttft, tpot]


# Qwen2.5 speed benchmark on vLLM 0.6.3, one request on A100 80GB ------------------------------

QWEN_SIZES = {"7b": "qwen2.5-7b", "14b": "qwen2.5-14b", "32b": "qwen2.5-32b", "72b": "qwen2.5-72b"}


def _qwen_speed(cat: Catalog, row: Row) -> Case:
    parts = row["id"].split("-")  # D-qwen25-72b-vllm063-a100-gptq-int4-tp1-in1
    fmt = WeightFormat.BF16 if parts[5] == "bf16" else WeightFormat.INT4
    prompt, output = int(row["input_len"]), int(row["output_len"])
    tp = int(row["tp"])
    context = 131072 if prompt > 32768 else 32768  # the benchmark's max_model_len
    plan = _serve("vllm", tp, tp, context, weight_format=fmt, batch=1)
    return _case(
        row,
        "",
        Quantity.OUTPUT_TOKENS_PER_SECOND,
        row["value"],
        cat.model(QWEN_SIZES[parts[2]]),
        "a100-sxm-80gb",
        cat,
        plan,
        Workload(prompt_tokens=max(prompt, 1), output_tokens=output),
        "one request: 2,048 generated tokens ÷ wall time of llm.generate (prefill included); "
        "AWQ and GPTQ-Int4 as 4-bit weights with 16-bit compute (Marlin kernels)",
        concurrency=1,
    )


# llama.cpp llama-bench, LLaMA 7B on GeForce cards and an Apple M4 Max --------------------------

GGUF = {"f16": WeightFormat.FP16, "q8_0": WeightFormat.Q8_0, "q4_0": WeightFormat.Q4_0}


def _llamabench(cat: Catalog, row: Row) -> Case:
    parts = row["id"].split("-")  # D-llamacpp-4090-llama7b-f16-tg128
    gpu = {
        "4090": "rtx-4090",
        "3090": "rtx-3090",
        "3090ti": "rtx-3090-ti",
        "m4max": "apple-m4-max-128gb",
        "m2ultra": "apple-m2-ultra-192gb",
        "m3ultra": "apple-m3-ultra-256gb",
    }[parts[2]]
    prompt = 512 if parts[5] == "pp512" else 1
    output = 128 if parts[5] == "tg128" else 1
    plan = _serve("llamacpp", 1, 1, 640, weight_format=GGUF[parts[4]], batch=1)
    quantity = (
        Quantity.PREFILL_TOKENS_PER_SECOND
        if parts[5] == "pp512"
        else Quantity.DECODE_TOKENS_PER_SECOND
    )
    return _case(
        row,
        "",
        quantity,
        row["value"],
        specs.LLAMA1["7B"],
        gpu,
        cat,
        plan,
        Workload(prompt_tokens=prompt, output_tokens=output),
        "llama-bench: pp512 = one 512-token prompt, tg128 = 128 tokens generated from an empty "
        "context, all layers on the GPU; GGUF blocks quantize the embeddings too (the engine "
        "keeps them 16-bit)",
        concurrency=1,
    )


# mlx-lm's efficiency benchmarks on an Apple M4 Max (mlx_lm/BENCHMARKS.md) ----------------------

MLX_MODELS = {"qwen3_4b": "qwen3-4b", "qwen3_30b_a3b": "qwen3-30b-a3b"}
MLX_FORMATS = {"bf16": None, "q8": WeightFormat.MLX_Q8, "q4": WeightFormat.MLX_Q4}


def mlx_bench_plan(row: Row) -> tuple[str, Plan]:
    """The catalog model and the plan of an mlx_lm.benchmark row (-p 2048 -g 128, one
    sequence): D-mlxlm-m4max-qwen3_4b-q4-pp2048, B-mlxlm-m4max-qwen3_4b-q4-peak."""
    parts = row["id"].split("-")
    fmt = MLX_FORMATS[parts[4]]
    kw: dict[str, Any] = {"weight_format": fmt} if fmt is not None else {}
    return MLX_MODELS[parts[3]], _serve("mlx", 1, 1, 2048 + 128, batch=1, **kw)


MLX_BENCH = (
    "mlx_lm.benchmark -p 2048 -g 128: one 2,048-token prompt, then 128 tokens; prompt tok/s "
    "includes the first decode step; the 64 GB M4 Max as the catalog's 128 GB one (the same "
    "40-core GPU and 546 GB/s)"
)


def _one_prompt(
    cat: Catalog, row: Row, prefill: bool, model_id: str, gpu_id: str, plan: Plan
) -> tuple[Quantity, float, ModelSpec, str, Catalog, Plan]:
    """A benchmark of one sequence: its prompt's prefill or its decode speed, the model, GPU
    and plan (the positional head of _case)."""
    quantity = Quantity.PREFILL_TOKENS_PER_SECOND if prefill else Quantity.DECODE_TOKENS_PER_SECOND
    return quantity, row["value"], cat.model(model_id), gpu_id, cat, plan


def _mlxbench(cat: Catalog, row: Row) -> Case:
    model_id, plan = mlx_bench_plan(row)
    pp = row["id"].endswith("-pp2048")
    head = _one_prompt(cat, row, pp, model_id, "apple-m4-max-128gb", plan)
    return _case(
        row, "", *head, Workload(prompt_tokens=2048, output_tokens=128), MLX_BENCH, concurrency=1
    )


# llama.cpp llama-bench on an NVIDIA DGX Spark (GB10) -----------------------------------------

SPARK_MODELS = {  # row key → (catalog model, the GGUF's format as the plan gives it)
    "gptoss20b": ("gpt-oss-20b", None),  # the checkpoint's own MXFP4 experts
    "gptoss120b": ("gpt-oss-120b", None),
    "qwen3coder30b": ("qwen3-coder-30b-a3b", WeightFormat.Q8_0),
    "qwen25coder7b": ("qwen2.5-7b", WeightFormat.Q8_0),  # Qwen2.5-Coder-7B: Qwen2.5-7B's shape
}


def _spark(cat: Catalog, row: Row) -> Case:
    parts = row["id"].split("-")  # D-llamacpp-spark-gptoss20b-pp2048
    model_id, fmt = SPARK_MODELS[parts[3]]
    pp = parts[4] == "pp2048"
    kw: dict[str, Any] = {"weight_format": fmt} if fmt is not None else {}
    plan = _serve("llamacpp", 1, 1, 2048 + 32, batch=1, **kw)
    return _case(
        row,
        "",
        *_one_prompt(cat, row, pp, model_id, "dgx-spark", plan),
        Workload(prompt_tokens=2048 if pp else 1, output_tokens=1 if pp else 32),
        "llama-bench: pp2048 = one 2,048-token prompt (n_ubatch 2048), tg32 = 32 tokens generated "
        "from an empty context, all layers on the GPU; the GGUF's own mix of block formats is "
        "planned as its main format (gpt-oss: the checkpoint's MXFP4 experts)",
        concurrency=1,
    )


# vLLM turned async scheduling on by default after 0.11 (plan/frameworks_serving.py's
# source); a row that states an older version, or none, ran without it
ASYNC_DEFAULT_FROM = (0, 12)
VERSION = re.compile(r"(?<![\d.])0\.(\d+)(?:\.\d+)*")


def _vllm_async(row: Row, cases: list[Case]) -> list[Case]:
    """The row's vLLM cases with async scheduling off unless the row states a vLLM that runs
    it by default (its version read from framework and framework_version)."""
    text = f"{row.get('framework', '')} {row.get('framework_version', '')}"
    found = [(0, int(m.group(1))) for m in VERSION.finditer(text)]
    if found and max(found) >= ASYNC_DEFAULT_FROM:
        return cases
    out = []
    for c in cases:
        sc = c.scenario
        if sc is None or sc.plan.framework != "vllm" or not sc.plan.async_scheduling:
            out.append(c)
            continue
        plan = sc.plan.with_changes(async_scheduling=False)
        note = "vLLM of that date: no async scheduling (its default after 0.11)"
        out.append(
            replace(
                c,
                scenario=sc.model_copy(update={"plan": plan}),
                assumptions="; ".join(filter(None, (c.assumptions, note))),
            )
        )
    return out


def serving_cases(cat: Catalog, row: Row) -> list[Case]:
    """Every case a D_serving row gives (one, or TTFT/TPOT/throughput of one run)."""
    return _vllm_async(row, _dispatch(cat, row))


def _dispatch(cat: Catalog, row: Row) -> list[Case]:
    rid: str = row["id"]
    if rid in NOT_MODELLED:
        return [unmodelled(row, "", Quantity.OUTPUT_TOKENS_PER_SECOND, NOT_MODELLED[rid])]
    if rid.startswith(("D-trtllm-", "D-azure-gb200-", "D-azure-h100-")):
        return [_trt_offline(cat, row)]
    if rid.startswith("D-nim180-"):
        return _nim(cat, row)
    if rid.startswith("D-sglang030-vs-vllm060-"):
        return _sharegpt(cat, row)
    if rid.startswith("D-qwen25-"):
        return [_qwen_speed(cat, row)]
    if rid.startswith("D-mlxlm-"):
        return [_mlxbench(cat, row)]
    if rid.startswith("D-llamacpp-spark-"):
        return [_spark(cat, row)]
    if rid.startswith("D-llamacpp-"):
        return [_llamabench(cat, row)]
    if rid.startswith(AMD_PREFIXES):
        return [_amd(cat, row)]
    if rid.startswith("D-hyb-"):
        return hybrid_rows.serving_cases(cat, row)
    if rid.startswith("D-moe4-"):
        return moe4_rows.serving_cases(cat, row)
    return [unmodelled(row, "", Quantity.OUTPUT_TOKENS_PER_SECOND, "no mapping written yet")]


def serving_value(case: Case, est: Estimate) -> float:
    """The engine's figure for a serving case, cut as the benchmark measured it."""
    sc = case.scenario
    assert sc is not None
    replica, _ = est.replica
    q = case.quantity
    if q is Quantity.PREFILL_TOKENS_PER_SECOND:
        return (replica.prompt - replica.cached) / replica.prefill_s()
    if q is Quantity.DECODE_TOKENS_PER_SECOND:
        return 1 / replica.tpot_alone_s(1)
    point: Point
    if case.request_rate is not None and case.percentile is not None:
        ttft_s, tpot_s = replica.quantiles_at_rate(case.request_rate)[case.percentile]
        return (ttft_s if q is Quantity.TTFT_MS else tpot_s) * 1000
    if case.request_rate is not None:
        point = replica.at_rate(case.request_rate)
    elif sc.workload.run_requests is not None:  # a benchmark run of so many requests
        c = case.concurrency if case.concurrency is not None else float(sc.plan.batch)
        ran = replica.run(min(c, replica.limit) if math.isinf(c) else c, sc.workload.run_requests)
        point = ran if ran is not None else replica.at(min(c, replica.limit))
    else:
        c = case.concurrency if case.concurrency is not None else float(sc.plan.batch)
        point = replica.at(min(c, replica.limit) if math.isinf(c) else c)
    if q is Quantity.TTFT_MS:
        return point.ttft_s * 1000
    if q is Quantity.TPOT_MS:
        return point.tpot_s * 1000
    return point.requests_per_second * replica.output


# vLLM and SGLang on AMD Instinct MI300X (ROCm blogs, AMD's performance pages, Azure, OCI,
# dstack) ------------------------------------------------------------------------------------

AMD_PREFIXES = ("D-rocmblog-", "D-amdperf-", "D-azure-vllm-", "D-oci-vllm-", "D-dstack-")
# vLLM 0.6's EngineArgs.max_num_seqs (256); the throughput pages of vLLM 0.9–0.10 set their own
VLLM_06_MAX_SEQS = 256


def _amd(cat: Catalog, row: Row) -> Case:
    rid = row["id"]  # D-rocmblog-vllm-l31-70b-fp8-mi300x-tp8-offline-128-2048
    fw = "sglang" if "-sglang-" in rid else "vllm"
    key = next(k for k in ROW_MODELS if f"-{k}-" in rid)
    prompt, output = int(row["input_len"]), int(row["output_len"])
    tp = int(row["tp"])
    notes = [f"{row.get('framework', fw)} {row.get('framework_version', '')}".strip()]
    kw: dict[str, Any] = {}
    if key != "dsr1":  # Llama FP8 checkpoints; DeepSeek-R1 serves its own block FP8
        kw["weight_format"] = WeightFormat.FP8
        fp8_kv = str(row.get("kv_cache_dtype") or "").startswith("fp8")
        kw["kv_dtype"] = KvDtype.FP8 if fp8_kv else KvDtype.BF16
        notes.append("FP8 weights; KV cache " + ("fp8 (stated)" if fp8_kv else "not stated: bf16"))
    version = str(row.get("framework_version", ""))
    if rid.startswith("D-amdperf-"):
        kw["max_num_seqs"] = 3200 if "-l31-70b-" in rid else 1500
        notes.append("max_num_seqs as the page sets it")
    elif fw == "vllm" and "0.6." in version:
        kw["max_num_seqs"] = VLLM_06_MAX_SEQS
        notes.append("vLLM 0.6's default max_num_seqs 256")
    metric = row["metric"]
    static = str(row.get("load") or "").startswith("static")
    offline = str(row.get("load") or "").startswith("offline")
    if "benchmark_throughput" in str(row.get("load") or ""):
        kw["frontend"] = Frontend.OFFLINE  # vLLM's offline benchmark: the engine in-process
        notes.append("in-process (benchmark_throughput), no server")
    c = SATURATED if offline else float(row.get("concurrency") or 1)
    plan = _serve(fw, tp, tp, prompt + output, batch=1 if offline else int(c), **kw)
    model = cat.model(ROW_MODELS[key])
    wl = Workload(prompt_tokens=prompt, output_tokens=output)
    if metric.startswith("e2e_latency"):
        seconds = float(row["value"]) / (1000.0 if metric.endswith("_ms") else 1.0)
        notes.append("one request: output tokens ÷ end-to-end seconds (prefill included)")
        quantity, measured = Quantity.OUTPUT_TOKENS_PER_SECOND, output / seconds
    else:
        quantity = {
            "output_tokens_per_s": Quantity.OUTPUT_TOKENS_PER_SECOND,
            "tpot_ms": Quantity.TPOT_MS,
            "ttft_ms": Quantity.TTFT_MS,
        }[metric]
        measured = float(row["value"])
    if offline:
        notes.append("every request queued: the replica at its concurrency limit")
    elif static:
        notes.append("one request at a time")
    else:
        notes.append(f"closed loop of {c:.0f} users (bench_serving --max-concurrency)")
    return _case(
        row,
        "",
        quantity,
        measured,
        model,
        "mi300x",
        cat,
        plan,
        wl,
        "; ".join(notes),
        concurrency=c,
    )
