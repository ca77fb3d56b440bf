"""Published runs of hybrid models (rows D-hyb-…, A-hyb-…), added 2026-12-04 when the engine had
never seen them: serving benchmarks of Qwen3-Next, Qwen3.5 and Falcon-H1R-7B under vLLM, and
Axolotl's memory figures for its hybrid examples. Each is entered as its source describes it;
what the source leaves open is said in the case's assumptions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.engine.estimate import Scenario
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import (
    Loss,
    Method,
    Optimizer,
    OptimizerImpl,
    Plan,
    Recompute,
    WeightFormat,
)
from hwplanner.validation import specs
from hwplanner.validation.cases import (
    UNIT_FACTORS,
    Case,
    Quantity,
    unmodelled,
    vllm_case,
)

Row = dict[str, Any]
# The serving rows' mean TTFT at a fixed concurrency includes the benchmark's start, every
# user's first prompt arriving at once; the engine plans the steady closed loop
BURST = (
    "the mean TTFT of a run at a fixed concurrency with every user starting at once includes "
    "the first wave of prompts queued together; the number of requests is not stated, so the "
    "run cannot be simulated (workload run_requests) and its start's share of the mean is "
    "unknown"
)


LONG_PREFILL = (
    "the engine prefills a 32,000-token prompt of this model in 1.27 s on one H100 (its "
    "projections and attention at half the dense bf16 peak, 1.17 s; its Gated DeltaNet scans "
    "at their kernels' rate, 0.10 s), so 1 request/s exceeds the replica and it plans an "
    "unbounded queue; the run kept up (mean TTFT 1.02 s): its long prefill ran faster than the "
    "engine's prefill share (LIMITS.md, prefill)"
)


OUT, T, P = Quantity.OUTPUT_TOKENS_PER_SECOND, Quantity.TTFT_MS, Quantity.TPOT_MS


def serving_cases(cat: Catalog, row: Row) -> list[Case]:
    """The cases of a D-hyb-… row."""
    rid = row["id"]
    if rid.startswith("D-hyb-q3next-"):
        # 1,024 output tokens asked without --ignore-eos: 957 a request on average
        args = (cat.model("qwen3-next-80b-a3b"), "b200", cat, 4, 2048, 957)
        note = (
            "vLLM recipe benchmark (nightly of Sep 2025), a run of 1,000 requests by 256 users "
            "starting at once, BF16 weights; 957 output tokens a request, the run's mean, "
            "spread evenly up to the 1,024 asked (end of sequence kept)"
        )
        kw: dict[str, Any] = {"concurrency": 256.0, "run": 1000, "output_max": 1024}
        return [
            vllm_case(row, "", OUT, row["value"], *args, note, **kw),
            vllm_case(row, "-tpot", P, row["tpot_ms"], *args, note, **kw),
            vllm_case(row, "-ttft", T, row["ttft_ms"], *args, note, **kw),
        ]
    if rid.startswith("D-hyb-falconh1r7b-"):
        fp8 = "-fp8-" in rid
        fmt: dict[str, Any] = {"weight_format": WeightFormat.FP8} if fp8 else {}
        if "-h100-" in rid:  # vLLM offline, 32 prompts of 512 tokens, ~8,192 generated each
            args = (specs.FALCON_H1_7B, "h100-sxm-80gb", cat, 1, 512, 8192)
            note = (
                "vLLM offline batch of 32; Falcon-H1R-7B is Falcon-H1-7B's architecture; the "
                "blog's tokens/s/GPU read as output tokens (it does not say; as all tokens the "
                "planned figure is 18% high instead of 11%); the H100 variant not stated (SXM)"
            )
            return [vllm_case(row, "", OUT, row["value"], *args, note, concurrency=32.0)]
        c = 64.0 if rid.endswith("-c64") else 1.0
        args = (specs.FALCON_H1_7B, "h200-sxm-141gb", cat, 1, 1000, 1000)
        note = f"vLLM online under AIPerf, {c:.0f} user(s); Falcon-H1R-7B is Falcon-H1-7B's"
        note += " architecture" + (
            "; ModelOpt FP8 weights, the KV cache as the engine's default (the run does not say)"
            if fp8
            else ""
        )
        cases = [vllm_case(row, "", OUT, row["value"], *args, note, concurrency=c, **fmt)]
        if c == 1.0:
            cases.append(vllm_case(row, "-ttft", T, row["ttft_ms"], *args, note, concurrency=c))
        else:
            cases.append(unmodelled(row, "-ttft", T, BURST))
        return cases
    if rid.startswith("D-hyb-q35-35b-"):
        fp8 = "-fp8-" in rid
        prompt, output = (1024, 128) if fp8 else (1000, 2000)
        n = 1000 if rid.endswith("-sat") else 200  # the run's requests, sent at once
        args = (specs.QWEN35_35B_A3B, "h200-sxm-141gb", cat, 1, prompt, output)
        note = (
            "GPUStack's vLLM 0.17.1 run of 1,000 (FP8) or 200 requests at 1,000 requests/s: "
            "a run with every request sent at once; at most 512 running, the peak the FP8 run "
            "reports, taken as its max_num_seqs (200: every request); one GPU (the command "
            "sets no tensor parallelism); Qwen3.5-35B-A3B as transformers' class defaults"
        )
        kw = {"weight_format": WeightFormat.FP8, "max_num_seqs": 512} if fp8 else {}
        return [vllm_case(row, "", OUT, row["value"], *args, note, concurrency=n, run=n, **kw)]
    if rid.startswith("D-hyb-q35-9b-"):
        note = (
            "GPUStack's vLLM 0.17.1 run; one GPU (the command sets no tensor parallelism); "
            "Qwen3.5-9B as transformers' class defaults"
        )
        if rid.endswith("-sat"):  # ShareGPT: 342,058 prompt and 281,412 output tokens / 1,000
            args = (specs.QWEN35_9B, "h100-sxm-80gb", cat, 1, 342, 281)
            note += (
                "; a run of 1,000 requests sent at once (1,000 requests/s), at most 512 "
                "running, the peak the run reports, taken as its max_num_seqs; ShareGPT as "
                "the benchmarks sample it, at the run's means"
            )
            kw = {"concurrency": 1000.0, "run": 1000, "max_num_seqs": 512, "dataset": "sharegpt"}
            return [vllm_case(row, "", OUT, row["value"], *args, note, **kw)]
        # 32,000-token prompts at 1 request/s: the engine prefills one in 1.27 s (50% of the
        # dense peak, the scans at their kernels' rate), below the offered rate, and plans an
        # unbounded queue
        return [unmodelled(row, "", T, LONG_PREFILL), unmodelled(row, "-tpot", P, LONG_PREFILL)]
    return [unmodelled(row, "", OUT, "no mapping written for this row yet")]


# Axolotl's examples: 'This config uses about X GiB VRAM' (how it was read is not said)

AXOLOTL = (
    "Axolotl README's figure (how it was read is not said: taken as torch's reserved peak); "
    "one GPU (the config has no DeepSpeed or FSDP); the README and the YAML read at different "
    "commits"
)


def _axolotl(row: Row, model: ModelSpec, cat: Catalog, extra: str, **plan: Any) -> Case:
    p = Plan(framework="axolotl", **plan)
    return Case(
        id=row["id"],
        category=row["category"],
        quantity=Quantity.RESERVED,
        measured=float(row["value"]) * UNIT_FACTORS["GiB"],
        scenario=Scenario(model=model, gpu=cat.gpu("h100-sxm-80gb"), plan=p),
        assumptions=f"{AXOLOTL}; {extra}",
        trust=str(row.get("trust", "")),
        source=str(row.get("source", "")),
    )


def memory_case(cat: Catalog, row: Row) -> Case:
    """The case of an A-hyb-… row."""
    rid = row["id"]
    if rid.endswith("q3next-80b-qlora"):
        return _axolotl(
            row,
            cat.model("qwen3-next-80b-a3b"),
            cat,
            "QLoRA r16 with the Cut Cross-Entropy plugin, 2 × 2,048 packed tokens, 8-bit AdamW "
            "(adamw_bnb_8bit, not paged), "
            "checkpointing; its adapters on the Gated DeltaNet projections are not planned "
            "(LoRA r16 there: about 0.1 GiB)",
            method=Method.QLORA,
            lora_rank=16,
            lora_dropout=0.05,
            seq_len=2048,
            micro_batch=2,
            optimizer=Optimizer.ADAMW_8BIT,
            paged_optimizer=False,
            recompute=Recompute.FULL,
            loss=Loss.CUT,
        )
    if rid.endswith("granite4-tiny-full"):
        return _axolotl(
            row,
            cat.model("granite-4.0-h-tiny"),
            cat,
            "the granite-4.0-tiny-preview checkpoint as Granite 4.0-H Tiny (its released "
            "successor); full fine-tuning, 2 × 2,048 tokens, 8-bit AdamW (adamw_bnb_8bit, not "
            "paged), checkpointing, the Cut Cross-Entropy plugin (its default on)",
            method=Method.FULL,
            seq_len=2048,
            micro_batch=2,
            optimizer=Optimizer.ADAMW_8BIT,
            paged_optimizer=False,
            recompute=Recompute.FULL,
            loss=Loss.CUT,
        )
    if rid.endswith("lfm2-350m-full"):
        return _axolotl(
            row,
            cat.model("lfm2-350m"),
            cat,
            "full fine-tuning, 4 × 4,096 packed tokens, fused AdamW, chunked cross-entropy, "
            "no checkpointing",
            method=Method.FULL,
            seq_len=4096,
            micro_batch=4,
            optimizer=Optimizer.ADAMW,
            optimizer_impl=OptimizerImpl.FUSED,
            paged_optimizer=False,
            recompute=Recompute.NONE,
            loss=Loss.CHUNKED,
        )
    return _axolotl(
        row,
        specs.LFM2_8B_A1B,
        cat,
        "LoRA r32 over 8-bit (bitsandbytes) weights, 4 × 4,096 packed tokens, fused AdamW, "
        "the Cut Cross-Entropy plugin, checkpointing, LoRA dropout 0.05; its pattern matches "
        "the attention's q, k and v projections only (LFM2-MoE names its MLPs w1, w2, w3)",
        method=Method.LORA,
        lora_rank=32,
        lora_dropout=0.05,
        lora_targets=("q", "k", "v"),
        weight_format=WeightFormat.INT8,
        seq_len=4096,
        micro_batch=4,
        optimizer=Optimizer.ADAMW,
        optimizer_impl=OptimizerImpl.FUSED,
        recompute=Recompute.FULL,
        loss=Loss.CUT,
    )


Builder = Callable[[Catalog, Row], Case]
