"""Published training measurements that use training techniques (fused and chunked losses,
8-bit and paged optimizers, offload, compile, FP8, context parallelism), mapped to scenarios.

Each builder writes out what the row ran: framework, loss kernel, optimizer and where it steps,
checkpointing, offloading, compile, FP8, context parallelism; what was measured (torch
allocated/active, reserved, or device memory) and in which unit. A row the engine cannot
reproduce is listed in NOT_MODELLED with the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.engine.estimate import Scenario
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import Sharding
from hwplanner.engine.plan.plan import (
    CpKind,
    Loss,
    Method,
    Offload,
    Optimizer,
    OptimizerImpl,
    Plan,
    Precision,
    Recompute,
    WeightFormat,
)
from hwplanner.validation import specs
from hwplanner.validation.cases import UNIT_FACTORS, Case, Quantity

Row = dict[str, Any]
Builder = Callable[[Catalog, Row], Case]

QV = ("q", "v")
QKV = ("q", "k", "v")
ALL = ("q", "k", "v", "o", "gate", "up", "down")
# torchtune recipes of 2024: torch AdamW (or bitsandbytes) stepped after backward, fused.
TT: dict[str, Any] = {
    "optimizer": Optimizer.ADAMW,
    "paged_optimizer": False,
    "optimizer_in_backward": False,
    "optimizer_impl": OptimizerImpl.FUSED,
    "recompute": Recompute.FULL,
}
TT_NOTE = "torchtune peak memory log read as allocated (the 3B table says 'active'); "
COMPILED_LAYERS = (
    "torch.compile: each layer keeps what a compiled Llama layer was measured to keep (its "
    "norms' inputs and rsigma, the gate and up outputs); the compiled loss keeps bf16 logits"
)


# GaLore's repository runs (github jiaweizzhao/GaLore@8460814 scripts/single_gpu/llama_7b*.sh,
# torchrun_main.py): LLaMA-7B (configs/llama_7b.json: Llama 2 7B's shape) cast to bf16, 256
# tokens, rank 1024, galore_adamw8bit_per_layer — GaLoreAdamW8bit on the attention and MLP
# weights, bitsandbytes Adam8bit on the rest, each parameter stepped in its gradient hook on
# every backward (so its 512-sequence batch never accumulates gradients); attention through
# F.scaled_dot_product_attention (peft_pretraining/modeling_llama.py @5a992f1)
GALORE_7B: dict[str, Any] = {
    "framework": "hf",
    "method": Method.PRETRAIN,
    "precision": Precision.BF16,
    "optimizer": Optimizer.ADAMW_8BIT,
    "galore_rank": 1024,
    "optimizer_in_backward": True,
    "seq_len": 256,
    "micro_batch": 1,
    "grad_accum": 1,
    "recompute": Recompute.NONE,
}
GALORE_NOTE = (
    "a script comment ('22.72G'; README '22.8G' with checkpointing), tool not stated: read as "
    "nvidia-smi device memory, its MiB ÷ "
    "1024; the per-layer hooks step on every backward, so the 512-sequence batch keeps no "
    "gradients (entered as accumulation 1); Hugging Face's layer-wise GaLore as the profile"
)


def _case(
    row: Row,
    q: Quantity,
    model: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    note: str,
    unit: str | None = None,
    measured: float | None = None,
) -> Case:
    factor = UNIT_FACTORS[unit if unit is not None else str(row["unit"])] if q.is_memory else 1
    return Case(
        id=row["id"],
        category="E_max_seq_len" if q is Quantity.MAX_SEQ_LEN else row["category"],
        quantity=q,
        measured=(float(row["value"]) if measured is None else measured) * factor,
        scenario=Scenario(model=model, gpu=gpu, plan=plan),
        assumptions=note,
        trust=str(row.get("trust", "")),
        source=str(row.get("source", "")),
    )


def _tt(model: str, gpu: str, gpus: int, unit: str, note: str, **kw: Any) -> Builder:
    """A torchtune row: pure bf16, fused AdamW, checkpointing unless said otherwise."""

    def build(cat: Catalog, row: Row) -> Case:
        plan = Plan(framework="torchtune", gpus_per_node=gpus, **{**TT, **kw})
        return _case(row, Quantity.ALLOCATED, cat.model(model), cat.gpu(gpu), plan, note, unit)

    return build


def _tt31(model: str, gpu: str, gpus: int, **kw: Any) -> Builder:
    """torchtune README (Sep 2024, Llama 3.1): batch 2, packed to 2048, compile on,
    CEWithChunkedOutputLoss with 8 chunks, activation checkpointing."""
    kw = {"seq_len": 2048, "micro_batch": 2, "loss": Loss.CHUNKED, "compile": True, **kw}
    return _tt(model, gpu, gpus, "GiB", TT_NOTE + COMPILED_LAYERS, **kw)


def _tt2(model: str, gpu: str, gpus: int, seq: int, mb: int, **kw: Any) -> Builder:
    """torchtune README (Apr–May 2024, Llama 2): cross-entropy over the fp32 logits the model
    returns, kept by the recipe through backward (before PR #1046, June 2024) and fed
    transposed; compile=True compiled the model only (utils.wrap_compile); GB = 1e9."""
    kw = {"seq_len": seq, "micro_batch": mb, "loss": Loss.PLAIN_KEPT, **kw}
    note = TT_NOTE + "GB = bytes ÷ 1e9 at that commit; logits kept through backward (2024 loop)"
    return _tt(model, gpu, gpus, "GB", note, **kw)


def _tt_3b(**kw: Any) -> Builder:
    """torchtune 'Optimization flags' table (Llama 3.2 3B, bs 2, packed 4096, cumulative)."""
    base = {"seq_len": 4096, "micro_batch": 2, "compile": True, "loss": Loss.CHUNKED}
    note = "peak memory active; cumulative row of the table; " + COMPILED_LAYERS
    return _tt("llama-3.2-3b", "a100-sxm-80gb", 1, "GiB", note, **{**base, **kw})


def _titan(
    gpus: int,
    seq: int,
    mb: int,
    model: str = "llama-3.1-8b",
    gpu: str = "h100-96gb",
    **kw: Any,
) -> Builder:
    """torchtitan benchmarks (Dec 2024; torchao's float8 e2e table): FSDP2 (fp32 sharded
    parameters, bf16 compute), full activation checkpointing and Float8 tensorwise unless `kw`
    says otherwise, compiled blocks; reserved memory, GiB. `gpu` "h100-96gb" is Meta's H100
    96GB at 500 W."""

    def build(cat: Catalog, row: Row) -> Case:
        fields: dict[str, Any] = {"precision": Precision.FP8, "recompute": Recompute.FULL, **kw}
        plan = Plan(
            framework="fsdp",
            method=Method.PRETRAIN,
            gpus_per_node=min(gpus, 8),
            nodes=max(gpus // 8, 1),
            zero=3,
            seq_len=seq,
            micro_batch=mb,
            optimizer_impl=OptimizerImpl.FOREACH,
            **fields,
        )
        card = (
            specs.h100_grand_teton(cat.gpu("h100-sxm-80gb")) if gpu == "h100-96gb" else cat.gpu(gpu)
        )
        note = (
            "torchtitan 'memory:' = max reserved, GiB; per-op selective AC; loss eager (fp32 "
            "logits); torch.compile's fusions, where used, not modelled"
            if plan.recompute is Recompute.SELECTIVE
            else "torchtitan 'memory:' = max reserved, GiB; blocks compiled, loss eager (fp32 "
            "logits); compile's fusions not modelled (full recompute)"
        )
        return _case(row, Quantity.RESERVED, cat.model(model), card, plan, note, unit="GiB")

    return build


# torchtitan's selective runs: bf16 mixed, per-op selective checkpointing, 8,192 tokens
SAC = {"precision": Precision.MIXED, "recompute": Recompute.SELECTIVE}
SAC_FP8 = {**SAC, "precision": Precision.FP8}


def _litgpt(
    model: str, gpu: str, seq: int, mb: int, r: int, method: Method = Method.LORA, **kw: Any
) -> Builder:
    """LitGPT finetune/lora.py under its own profile: bf16-true, LoRA r on query and value with
    dropout 0.05, logits in 128-token chunks (closest: the chunked kernel), no checkpointing;
    QLoRA through bitsandbytes on every linear layer (lm_head too) with a paged AdamW.
    torch.cuda.max_memory_allocated ÷ 1e9. The tables ran bitsandbytes 0.41.1 (Oct 2023) and
    the pinned 0.42.0 (2024), which kept every 4-bit matmul's input."""

    def build(cat: Catalog, row: Row) -> Case:
        extra: dict[str, Any] = {"bnb_keeps_inputs": True} if method is Method.QLORA else {}
        plan = Plan(
            framework="litgpt",
            method=method,
            lora_rank=r,
            seq_len=seq,
            micro_batch=mb,
            grad_accum=max(1, 128 // mb) if seq > 512 else 8 // mb,
            **{**extra, **kw},
        )
        note = (
            "LitGPT profile; sequence as the row states; bitsandbytes before 0.43.2 keeps "
            "every 4-bit matmul's input (QLoRA rows)"
        )
        return _case(row, Quantity.ALLOCATED, cat.model(model), cat.gpu(gpu), plan, note, "GB")

    return build


def _hf(model: str | ModelSpec, gpu: str, q: Quantity, note: str, **kw: Any) -> Builder:
    """A Hugging Face Trainer + PEFT row (or a framework built on it)."""

    def build(cat: Catalog, row: Row) -> Case:
        spec = model if isinstance(model, ModelSpec) else cat.model(model)
        plan = Plan(**{"framework": "hf", "recompute": Recompute.FULL, **kw})
        return _case(row, q, spec, cat.gpu(gpu), plan, note, "GB")

    return build


def plan_row(model: str, gpu: str, q: Quantity, unit: str, note: str, **kw: Any) -> Builder:
    """A row on the framework it names, every plan field written out (post-training rows
    too: validation/posttrain_rows.py)."""

    def build(cat: Catalog, row: Row) -> Case:
        return _case(row, q, cat.model(model), cat.gpu(gpu), Plan(**kw), note, unit)

    return build


def _capacity(model: str, gpu: str, framework: str, note: str, **kw: Any) -> Builder:
    """A longest-sequence row: the solver's longest sequence on this card vs the published."""

    def build(cat: Catalog, row: Row) -> Case:
        plan = Plan(
            framework=framework,
            method=Method.QLORA,
            lora_rank=32,
            lora_targets=ALL,
            micro_batch=1,
            seq_len=int(row["seq_len"]),
            **kw,
        )
        return _case(
            row,
            Quantity.MAX_SEQ_LEN,
            cat.model(model),
            cat.gpu(gpu),
            plan,
            note,
            measured=float(row["seq_len"]),
        )

    return build


UNSLOTH = (
    "Unsloth (Dec 2024): its LoRA kernels, offloaded checkpointing, fused linear cross-entropy, "
    "8-bit AdamW (notebooks); a rotary table in every layer (before 2025-01-07)"
)
UNSLOTH_2024: dict[str, Any] = {"rope_per_layer": True}
UNSLOTH_2025 = (
    "Unsloth (late 2025): its chunked fused loss and offloaded checkpointing, Tiled MLP off; "
    "rank, targets and batch not stated (taken as the 2024 benchmark's: rank 32 on every "
    "linear layer, batch 1); '290K' a rounded figure"
)
HF_FA2 = (
    "Hugging Face + FlashAttention-2 baseline (Dec 2024, transformers 4.46–4.47): gradient "
    "checkpointing assumed on; ForCausalLMLoss still shifted the fp32 logits by a copy"
)
HF_2024: dict[str, Any] = {"recompute": Recompute.FULL, "loss": Loss.PLAIN_SHIFTED}
PEFT_NOTE = "HF + PEFT docs: bf16 autocast, packed 2048, FA2, checkpointing; usage as stated"


def technique_builders() -> dict[str, Builder]:
    """Row id → builder for the rows this module maps."""
    full, lora, qlora = Method.FULL, Method.LORA, Method.QLORA
    return {
        # torchtune Llama 3.2 3B table, techniques applied cumulatively
        "A-tt-l32-3b-compile": _tt_3b(method=full, recompute=Recompute.NONE, loss=Loss.PLAIN),
        "A-tt-l32-3b-chunkedce": _tt_3b(method=full, recompute=Recompute.NONE),
        "A-tt-l32-3b-ac": _tt_3b(method=full),
        "A-tt-l32-3b-optinbwd": _tt_3b(method=full, optimizer_in_backward=True),
        "A-tt-l32-3b-actoffload": _tt_3b(
            method=full, optimizer_in_backward=True, activation_offload=True
        ),
        "A-tt-l32-3b-adamw8bit": _tt_3b(
            method=full,
            optimizer_in_backward=True,
            activation_offload=True,
            optimizer=Optimizer.ADAMW_8BIT,
        ),
        "A-tt-l32-3b-lora": _tt_3b(
            method=lora,
            lora_rank=64,
            lora_targets=("q", "v", "o", "gate", "up", "down"),
            activation_offload=True,
        ),
        "A-tt-l32-3b-qlora": _tt_3b(
            method=qlora,
            lora_rank=64,
            lora_targets=("q", "v", "o", "gate", "up", "down"),
            activation_offload=True,
        ),
        # torchtune README, Llama 3.1 (Sep 2024)
        "A-tt31-8b-full-4090": _tt31(
            "llama-3.1-8b",
            "rtx-4090",
            1,
            method=full,
            optimizer=Optimizer.ADAMW_8BIT,
            paged_optimizer=True,
            optimizer_in_backward=True,
        ),
        "A-tt31-8b-lora-4090": _tt31(
            "llama-3.1-8b", "rtx-4090", 1, method=lora, lora_rank=8, lora_targets=QV
        ),
        "A-tt31-8b-qlora-4090": _tt31(
            "llama-3.1-8b", "rtx-4090", 1, method=qlora, lora_rank=8, lora_targets=ALL
        ),
        "A-tt31-70b-full-8xa100-cpuoffload": _tt31(
            "llama-3.1-70b",
            "a100-sxm-80gb",
            8,
            method=full,
            zero=3,
            offload=Offload.OPTIMIZER_AND_PARAMS,
        ),
        "A-tt31-70b-lora-8xa100": _tt31(
            "llama-3.1-70b", "a100-sxm-80gb", 8, method=lora, lora_rank=16, lora_targets=QKV, zero=3
        ),
        # torchtune README, Llama 2 (Apr–May 2024)
        "A-tt2-7b-qlora-4090-bs4-s2048": _tt2(
            "llama-2-7b",
            "rtx-4090",
            1,
            2048,
            4,
            method=qlora,
            lora_rank=8,
            lora_targets=ALL,
            compile=True,
        ),
        "A-tt2-7b-lora-4090-bs4-s2048": _tt2(
            "llama-2-7b", "rtx-4090", 1, 2048, 4, method=lora, lora_rank=8, lora_targets=QV
        ),
        "A-tt2-7b-full-4090-pagedadamw-bs4-s2048": _tt2(
            "llama-2-7b",
            "rtx-4090",
            1,
            2048,
            4,
            method=full,
            paged_optimizer=True,
            optimizer_in_backward=True,
        ),
        "A-tt2-7b-full-4x4090-bs4-s2048": _tt2(
            "llama-2-7b", "rtx-4090", 4, 2048, 4, method=full, zero=3
        ),
        "A-tt2-7b-full-lowmem-pagedadamw-2404": _tt2(
            "llama-2-7b",
            "rtx-4090",
            1,
            512,
            2,
            method=full,
            paged_optimizer=True,
            optimizer_in_backward=True,
        ),
        "A-tt-l3-8b-lora-tutorial": _tt2(
            "llama-3-8b",
            "rtx-4090",
            1,
            512,
            2,
            method=lora,
            lora_rank=8,
            lora_targets=QV,
            grad_accum=64,
        ),
        # torchtitan (Dec 2024): context parallelism and the 70B 2D run
        "A-titan-l31-8b-cp1-s32768": _titan(8, 32768, 1),
        "A-titan-l31-8b-cp2-s65536": _titan(8, 65536, 1, cp=2, cp_kind=CpKind.RING),
        "A-titan-l31-8b-cp4-s131072": _titan(8, 131072, 1, cp=4, cp_kind=CpKind.RING),
        "A-titan-l31-8b-cp8-s262144": _titan(8, 262144, 1, cp=8, cp_kind=CpKind.RING),
        "A-titan-l31-70b-fsdp32-tp8": _titan(256, 8192, 16, model="llama-3.1-70b", tp=8),
        "A-titan-l31-8b-fsdp8": _titan(8, 8192, 2, **SAC),
        "A-titan-l31-8b-fsdp8-compile": _titan(8, 8192, 2, **SAC),
        "A-titan-l31-8b-fsdp8-compile-fp8": _titan(8, 8192, 2, **SAC_FP8),
        "A-titan-l31-8b-fsdp128": _titan(128, 8192, 2, **SAC),
        "A-aofp8-l3-8b-h100-bf16": _titan(8, 8192, 1, gpu="h100-sxm-80gb", **SAC),
        "A-aofp8-l3-8b-h100-fp8-tensorwise": _titan(
            8, 8192, 1, gpu="h100-sxm-80gb", **SAC_FP8, fp8_params=True
        ),
        "A-aofp8-l3-8b-mi300x-bf16": _titan(8, 8192, 1, gpu="mi300x", **SAC),
        # LitGPT resource tables (A100 40GB, Oct 2023) and config hub (A10G)
        "A-litgpt-l2-7b-lora-mb1": _litgpt("llama-2-7b", "a100-sxm-40gb", 1304, 1, 8),
        "A-litgpt-l2-7b-lora-mb2": _litgpt("llama-2-7b", "a100-sxm-40gb", 1304, 2, 8),
        "A-litgpt-l2-7b-qlora-nf4-mb1": _litgpt(
            "llama-2-7b", "a100-sxm-40gb", 1304, 1, 8, method=qlora, weight_format=WeightFormat.NF4
        ),
        "A-litgpt-l2-7b-qlora-nf4dq-mb1": _litgpt(
            "llama-2-7b", "a100-sxm-40gb", 1304, 1, 8, method=qlora
        ),
        "A-litgpt-l2-13b-lora-mb1": _litgpt("llama-2-13b", "a100-sxm-40gb", 1304, 1, 8),
        "A-litgpt-l2-13b-qlora-nf4-mb1": _litgpt(
            "llama-2-13b", "a100-sxm-40gb", 1304, 1, 8, method=qlora, weight_format=WeightFormat.NF4
        ),
        "A-litgptcfg-l3-8b-lora-a10g": _litgpt("llama-3-8b", "a10g", 512, 1, 32),
        "A-litgptcfg-l3-8b-qlora-a10g": _litgpt(
            "llama-3-8b", "a10g", 512, 2, 32, method=qlora, weight_format=WeightFormat.NF4
        ),
        "A-litgptcfg-l2-7b-lora-a10g": _litgpt("llama-2-7b", "a10g", 512, 2, 32),
        "A-litgptcfg-l2-7b-qlora-a10g": _litgpt(
            "llama-2-7b", "a10g", 512, 2, 32, method=qlora, weight_format=WeightFormat.NF4
        ),
        "A-litgptcfg-l32-3b-lora-a10g": _litgpt("llama-3.2-3b", "a10g", 512, 1, 32),
        "A-litgptcfg-l32-3b-qlora-a10g": _litgpt(
            "llama-3.2-3b", "a10g", 512, 2, 32, method=qlora, weight_format=WeightFormat.NF4
        ),
        # Qwen (v1) README profiling: HF Trainer + PEFT, FA2, checkpointing, batch 1
        "A-qwen1-7b-lora-s256": _hf(
            specs.QWEN1_7B,
            "a100-sxm-80gb",
            Quantity.DEVICE,
            "Qwen README 'memory (GB)', tool not stated: read as device memory",
            method=lora,
            lora_rank=64,
            lora_targets=ALL,
            seq_len=256,
            grad_accum=8,
        ),
        "A-qwen1-7b-loraemb-s2048": _hf(
            specs.QWEN1_7B,
            "a100-sxm-80gb",
            Quantity.DEVICE,
            "Qwen README 'memory (GB)', tool not stated: read as device memory; 'LoRA (emb)': "
            "the embedding and output layer trained in full beside the adapters (PEFT "
            "modules_to_save, in bf16 with bf16 AdamW states)",
            method=lora,
            lora_rank=64,
            lora_targets=ALL,
            seq_len=2048,
            grad_accum=8,
            train_embeddings=True,
        ),
        "A-qwen1-7b-lora-s8192": _hf(
            specs.QWEN1_7B,
            "a100-sxm-80gb",
            Quantity.DEVICE,
            "Qwen README 'memory (GB)', tool not stated: read as device memory",
            method=lora,
            lora_rank=64,
            lora_targets=ALL,
            seq_len=8192,
            grad_accum=8,
        ),
        # Hugging Face PEFT docs, Llama-2-70B
        "A-peft-l2-70b-qlora-fsdp-cpuoffload-2gpu": _hf(
            "llama-2-70b",
            "rtx-4090",
            Quantity.DEVICE,
            PEFT_NOTE + "; 24 GB-class card",
            method=qlora,
            lora_rank=8,
            lora_targets=ALL,
            seq_len=2048,
            micro_batch=2,
            grad_accum=2,
            gpus_per_node=2,
            zero=3,
            sharding=Sharding.FSDP,
            offload=Offload.OPTIMIZER_AND_PARAMS,
        ),
        "A-peft-l2-70b-qlora-fsdp-2gpu": _hf(
            "llama-2-70b",
            "a100-sxm-80gb",
            Quantity.DEVICE,
            PEFT_NOTE,
            method=qlora,
            lora_rank=8,
            lora_targets=ALL,
            seq_len=2048,
            micro_batch=2,
            grad_accum=2,
            gpus_per_node=2,
            zero=3,
            sharding=Sharding.FSDP,
        ),
        "A-peft-l2-70b-qlora-zero3-2gpu": _hf(
            "llama-2-70b",
            "a100-sxm-40gb",
            Quantity.DEVICE,
            PEFT_NOTE,
            method=qlora,
            lora_rank=8,
            lora_targets=ALL,
            seq_len=2048,
            micro_batch=2,
            grad_accum=2,
            gpus_per_node=2,
            zero=3,
        ),
        "A-peft-l2-70b-lora-zero3-8xh100": _hf(
            "llama-2-70b",
            "h100-sxm-80gb",
            Quantity.DEVICE,
            PEFT_NOTE + "; DeepSpeed bf16: adapters in the mixed recipe",
            framework="deepspeed",
            method=lora,
            lora_rank=8,
            lora_targets=ALL,
            seq_len=2048,
            micro_batch=8,
            grad_accum=4,
            gpus_per_node=8,
            zero=3,
        ),
        # ms-swift
        # the table's numbers are ms-swift's memory(GiB) log figure printed as 'GB': GiB
        "A-swift-q25-14b-full-zero3-8k": plan_row(
            "qwen2.5-14b",
            "a800-sxm-80gb",
            Quantity.RESERVED,
            "GiB",
            "ms-swift memory(GiB) = max reserved (printed 'GB'); DeepSpeed bf16 recipe",
            framework="swift",
            recompute=Recompute.FULL,
            precision=Precision.MIXED,
            method=full,
            seq_len=8192,
            grad_accum=2,
            gpus_per_node=8,
            zero=3,
        ),
        # Megatron-SWIFT column of the same table: TP 4 with sequence parallel × DP 2, the
        # distributed optimizer, selective recompute (its defaults), packed to 8,192
        "A-swift-q25-14b-full-megatron-tp4-8k": plan_row(
            "qwen2.5-14b",
            "a800-sxm-80gb",
            Quantity.RESERVED,
            "GiB",
            "Megatron-SWIFT memory(GiB) = max reserved over the model-parallel group (the table "
            "prints 'GB', the script's header 65 GiB)",
            framework="swift-megatron",
            method=full,
            tp=4,
            sequence_parallel=True,
            gpus_per_node=8,
            seq_len=8192,
            global_batch=16,
        ),
        # GaLore's own 7B pre-training scripts (Mar 2024), as Hugging Face's
        # galore_adamw_8bit_layerwise runs them
        "A-galore-llama7b-pretrain-bs1": plan_row(
            "llama-2-7b", "rtx-4090", Quantity.DEVICE, "GiB", GALORE_NOTE, **GALORE_7B
        ),
        "A-galore-llama7b-pretrain-bs16-ac": plan_row(
            "llama-2-7b",
            "rtx-4090",
            Quantity.DEVICE,
            "GiB",
            GALORE_NOTE,
            **{**GALORE_7B, "micro_batch": 16, "recompute": Recompute.FULL},
        ),
        # BLOOM-176B as BigScience ran it (tr11: Megatron-DeepSpeed, DeepSpeed's BF16_Optimizer)
        "A-bloom-176b-mem": plan_row(
            "bloom-176b",
            "a100-sxm-80gb",
            Quantity.DEVICE,
            "GB",
            BLOOM_NOTE,
            **BLOOM_TR11,
        ),
        # Liger-Kernel's patching-method comparison (examples/huggingface): TRL SFTTrainer,
        # FSDP1 full shard over 4 A100 80GB, a bf16-loaded model that accelerate upcasts to fp32
        "A-liger-trl-llama3-8b-fsdp4-liger": plan_row(
            "llama-3-8b",
            "a100-sxm-80gb",
            Quantity.ALLOCATED,
            "MiB",
            LIGER_NOTE,
            **{**LIGER_RUN, "liger_kernels": True},
        ),
        "A-liger-trl-mistral-7b-fsdp4-liger": plan_row(
            "mistral-7b-v0.1",
            "a100-sxm-80gb",
            Quantity.ALLOCATED,
            "MiB",
            LIGER_NOTE,
            **{**LIGER_RUN, "liger_kernels": True},
        ),
        "A-liger-trl-mistral-7b-fsdp4-noliger": plan_row(
            "mistral-7b-v0.1",
            "a100-sxm-80gb",
            Quantity.ALLOCATED,
            "MiB",
            LIGER_NOTE,
            **{**LIGER_RUN, "loss": Loss.PLAIN},
        ),
        # longest sequences (Unsloth's long-context blog, Dec 2024)
        "A-unsloth-l31-8b-qlora-80gb-maxctx": _capacity(
            "llama-3.1-8b", "a100-sxm-80gb", "unsloth", UNSLOTH, **UNSLOTH_2024
        ),
        "A-unsloth-l31-8b-qlora-24gb-maxctx": _capacity(
            "llama-3.1-8b", "rtx-4090", "unsloth", UNSLOTH, **UNSLOTH_2024
        ),
        "A-unsloth-l33-70b-qlora-80gb-maxctx": _capacity(
            "llama-3.3-70b", "a100-sxm-80gb", "unsloth", UNSLOTH, **UNSLOTH_2024
        ),
        # Unsloth's 500K-context page (late 2025): gpt-oss-20b QLoRA, 290K on an H100
        "A-unsloth-gptoss20b-qlora-h100-maxctx": _capacity(
            "gpt-oss-20b", "h100-sxm-80gb", "unsloth", UNSLOTH_2025
        ),
        "A-hffa2-l31-8b-qlora-80gb-maxctx": _capacity(
            "llama-3.1-8b", "a100-sxm-80gb", "hf", HF_FA2, **HF_2024
        ),
        "A-hffa2-l31-8b-qlora-24gb-maxctx": _capacity(
            "llama-3.1-8b", "rtx-4090", "hf", HF_FA2, **HF_2024
        ),
        "A-hffa2-l33-70b-qlora-80gb-maxctx": _capacity(
            "llama-3.3-70b", "a100-sxm-80gb", "hf", HF_FA2, **HF_2024
        ),
    }


# bigscience-workshop/bigscience@e726b15 train/tr11-176B-ml/tr11-176B-ml.slurm: TP 4, PP 12 over
# 48 nodes of 8 A100 80GB, micro-batch 2, global batch 2048, 2048 tokens, bf16 with ZeRO stage 0
# (BF16_Optimizer), --checkpoint-activations, no flash attention (ALiBi, fused softmax)
BLOOM_TR11: dict[str, Any] = {
    "framework": "megatron-deepspeed",
    "method": Method.PRETRAIN,
    "gpus_per_node": 8,
    "nodes": 48,
    "tp": 4,
    "pp": 12,
    "micro_batch": 2,
    "grad_accum": 128,
    "seq_len": 2048,
    "recompute": Recompute.FULL,
}
BLOOM_NOTE = (
    "BigScience tr11: Megatron-DeepSpeed, TP 4 × PP 12 × DP 8, micro-batch 2, 128 "
    "micro-batches, every layer checkpointed; the page's round '60 GB of memory on each GPU' "
    "read as device memory of the fullest GPU; the first stage planned with 6 blocks and the "
    "embedding (DeepSpeed's type:transformer partition) where tr11 put 5 blocks there "
    "(type:transformer|embedding): on that layout about 7 GB less"
)
# linkedin/Liger-Kernel@38411af examples/huggingface/run_patching_methods.sh, training.py:
# torchrun over 4 GPUs, --bf16, --fsdp "full_shard auto_wrap" (config: activation
# checkpointing), TRL SFTTrainer with max_seq_length 512 and 32 sequences a GPU, the model loaded
# in bfloat16, Liger's default patch for the family (its fused linear loss included)
LIGER_RUN: dict[str, Any] = {
    "framework": "trl",
    "method": Method.FULL,
    "precision": Precision.BF16,
    "gpus_per_node": 4,
    "zero": 3,
    "sharding": Sharding.FSDP,
    "recompute": Recompute.FULL,
    "micro_batch": 32,
    "seq_len": 384,
    "optimizer_impl": OptimizerImpl.FOREACH,
}
LIGER_NOTE = (
    "TRL SFTTrainer over FSDP1 full shard (4 × A100 80GB), every layer checkpointed; the "
    "bf16-loaded model upcast to fp32 by accelerate under mixed precision (fp32 master and "
    "Adam states); each batch padded to its longest sample (at most 512): entered at 384 "
    "tokens, the longest step's mean in the Mistral log (num_input_tokens_seen 49,152 over 4 "
    "ranks); the peak is the optimizer step at any length up to ~400"
)
SELECTIVE_OP = (
    "torchtitan's per-op selective checkpointing (saves every other matmul output) is not the "
    "engine's selective recompute (Korthikanti et al.)"
)
NOT_MODELLED: dict[str, str] = {
    "A-liger-trl-llama3-8b-fsdp4-noliger": "the peak is the plain loss over the longest "
    "rank's batch, whose padded length was not logged (its Liger twin, whose peak is the "
    "optimizer step, is modelled)",
    "A-tt31-8b-full-a6000": "the configuration change against the 4090 row is not stated",
    "A-tt31-8b-lora-a6000": "the configuration change against the 4090 row is not stated",
    "A-tt31-405b-qlora-8xa100": "batch and unit conflict between the README (bs 2, GiB) and "
    "its config (bs 1 × 16 accumulation, printed GB)",
    "A-tt2-70b-full-8xa100-pagedadamw-bs4-s4096": "its configuration was never published",
    "A-tt2-7b-lora-2x4090-bs4-s2048": "the stated configuration (no checkpointing, batch 4 × "
    "2048 per GPU) keeps ~50 GB of activations and cannot run on a 24 GB card; the batch or "
    "checkpointing actually used is not stated",
    "A-tt2-70b-lora-8xa100-bs4-s4096": "the stated batch (4 × 4096 per GPU) checkpoints "
    "80 × 16,384 × 8,192 × 2 B = 21 GB of layer inputs, which with the 17 GB weight shard "
    "already exceeds the 26.4 GB measured; the per-GPU batch is in doubt",
    "A-litgpt-l2-7b-lora-fsdp2-mb1": "more memory per GPU on two GPUs (22.2 GB) than on one "
    "(21.3 GB): how LitGPT's FSDP wrapped the frozen base is not stated",
    "A-aoopt-l2-7b-adamw-fused": "sequence length and batch not stated (only the differences "
    "between the three optimizer rows are firm: tests/engine/test_optimizer_states.py checks "
    "them)",
    "A-aoopt-l2-7b-bnb-adamw8bit": "sequence length and batch not stated (its difference from "
    "the other two is checked in tests)",
    "A-aoopt-l2-7b-ao-adamw4bit": "sequence length and batch not stated (its difference from "
    "the other two is checked in tests)",
    "A-qwen1-7b-qlora-gptq-s2048": "fp16 GPTQ-int4 Q-LoRA under DeepSpeed ZeRO-2 on one GPU: "
    "auto-gptq's dequantisation buffers are not modelled",
    "A-qwen1-7b-qlora-gptq-s8192": "fp16 GPTQ-int4 Q-LoRA under DeepSpeed ZeRO-2 on one GPU: "
    "auto-gptq's dequantisation buffers are not modelled",
    "A-qwen1-7b-lora-multinode-4gpu-s2048": "whether the figure is per GPU or summed is not stated",
    "A-peft-l2-70b-lora-fsdp-8xh100": "a range (72–80 GB) read off a screenshot, at the card's "
    "capacity",
    "A-cce-gemma2-loss-baseline": "a loss-kernel micro-benchmark (classifier head alone), not a"
    " training step; Apple's baseline differs from the Hugging Face loss",
    "A-cce-gemma2-loss-torchcompile": "a loss-kernel micro-benchmark; this figure is one of the"
    " engine's sources for the compiled loss",
    "A-cce-gemma2-loss-cce": "a loss-kernel micro-benchmark, not a training step: the `cut` "
    "loss kernel's bytes are checked against it in tests/engine/test_layer_layouts.py (1,161 "
    "MiB for 1,164 measured)",
    "A-unsloth-l31-8b-qlora-8gb-maxctx": "on an 8 GB card the 4-bit 8B weights leave ~0.4 GiB "
    "for activations, so the longest sequence is set by fixed memory the row does not state "
    "(the optimizer; a CUDA context of 0.3–1.0 GiB; a desktop card may also drive a display): "
    "0.4 GiB more or less moves it by ±100%; with the 32 rotary tables Unsloth built in fp32 "
    "then (32,768 positions, 1 GiB) nothing fits; the table is one extrapolated line (notes)",
    "A-lf360-q25-7b-sft-sp8-maxctx": "360-LLaMA-Factory (a fork) adds zigzag ring attention; "
    "no profile offers ring attention with DeepSpeed ZeRO-3 offload",
    "A-lf360-q25-14b-sft-sp8-maxctx": "360-LLaMA-Factory (a fork) adds zigzag ring attention; "
    "no profile offers ring attention with DeepSpeed ZeRO-3 offload",
}
