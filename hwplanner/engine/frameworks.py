"""Framework profiles: the defaults and habits of the software that runs the plan.

A measurement taken under one framework only compares with a plan that keeps what that framework
keeps: Hugging Face Trainer holds fp32 weights under autocast, torchtune trains in pure bf16,
DeepSpeed keeps a bf16 working copy plus an fp32 master, vLLM pre-allocates a share of the card.
"""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.plan import OptimizerImpl, Precision


@dataclass(frozen=True, slots=True)
class Framework:
    id: str
    name: str
    precision: Precision
    optimizer_impl: OptimizerImpl
    qlora_fp32_extras: bool  # peft.prepare_model_for_kbit_training upcasts non-4-bit params
    fused_expert_lora: bool  # PEFT on fused expert tensors: gate_up gets one rank-2r adapter
    prefill_chunk_tokens: int | None  # inference: tokens per prefill chunk (None = whole batch)
    gpu_memory_utilization: float | None  # inference servers that pre-allocate the card
    notes: str
    # Reserved minus allocated at the peak, share of allocated (None: overhead.ALLOCATOR_SHARE).
    allocator_share: float | None = None


FRAMEWORKS: dict[str, Framework] = {
    f.id: f
    for f in (
        Framework(
            "hf",
            "Hugging Face Trainer + PEFT",
            Precision.AMP,
            OptimizerImpl.FOREACH,
            True,
            True,
            None,
            None,
            "fp32 trainable weights under bf16 autocast; PEFT adapters in fp32; QLoRA via "
            "prepare_model_for_kbit_training (norms, embeddings, lm_head upcast to fp32); "
            "AdamW foreach",
        ),
        Framework(
            "torchtune",
            "torchtune",
            Precision.BF16,
            OptimizerImpl.FUSED,
            False,
            False,
            None,
            None,
            "pure bf16 weights, gradients and optimizer states; fused AdamW; the caching "
            "allocator keeps ~11% above allocated (blocks left from loading the checkpoint)",
            # torchtune LoRA tutorial log, Llama-2-7B: 13.98 GiB reserved after model init for
            # 12.55 GiB of bf16 weights (+11%); those blocks stay reserved through training.
            allocator_share=0.11,
        ),
        Framework(
            "deepspeed",
            "DeepSpeed ZeRO",
            Precision.MIXED,
            OptimizerImpl.FUSED,
            False,
            False,
            None,
            None,
            "bf16 working weights and gradients, fp32 master copy and Adam states, fused Adam",
        ),
        Framework(
            "fsdp",
            "PyTorch FSDP",
            Precision.MIXED,
            OptimizerImpl.FOREACH,
            False,
            False,
            None,
            None,
            "MixedPrecision(param_dtype=bf16) over fp32 sharded parameters",
        ),
        Framework(
            "megatron",
            "Megatron-LM",
            Precision.MIXED_FP32_GRADS,
            OptimizerImpl.FUSED,
            False,
            False,
            None,
            None,
            "bf16 weights, fp32 main_grad accumulation, fp32 master + Adam (distributed optimizer"
            " = ZeRO-1)",
        ),
        Framework(
            "vllm",
            "vLLM",
            Precision.BF16,
            OptimizerImpl.FUSED,
            False,
            False,
            8192,
            0.9,
            "pre-allocates gpu_memory_utilization (0.9) of the card; the rest of it is KV cache",
        ),
        Framework(
            "llamacpp",
            "llama.cpp",
            Precision.BF16,
            OptimizerImpl.FUSED,
            False,
            False,
            512,
            None,
            "weights in GGUF formats, KV cache f16 by default, compute buffers per ubatch (512)",
        ),
    )
}


def framework(framework_id: str) -> Framework:
    try:
        return FRAMEWORKS[framework_id]
    except KeyError:
        raise ValueError(
            f"framework: unknown {framework_id!r}; allowed: {', '.join(FRAMEWORKS)}"
        ) from None
