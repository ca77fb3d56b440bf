"""Framework profiles: the defaults and habits of the software that runs the plan.

A measurement taken under one framework only compares with a plan that keeps what that framework
keeps: Hugging Face Trainer holds fp32 weights under autocast, torchtune trains in pure bf16,
DeepSpeed keeps a bf16 working copy plus an fp32 master, vLLM pre-allocates a share of the card.

A profile fills the plan fields the user did not set (`defaults`, then `method_defaults` for the
plan's method); the user's own values always win (plan.py applies this when a plan is built).
Habits that are not plan fields (how PEFT wraps expert tensors, what the allocator keeps) are
attributes of the profile.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from hwplanner.engine.enums import (
    Loss,
    Method,
    Optimizer,
    OptimizerImpl,
    Precision,
    Recompute,
)

TRAINING_METHODS = (Method.PRETRAIN, Method.FULL, Method.FREEZE, Method.LORA, Method.QLORA)


@dataclass(frozen=True, slots=True)
class Framework:
    id: str
    name: str
    methods: tuple[Method, ...]  # what the framework offers
    defaults: Mapping[str, Any]  # plan field -> value it uses unless told otherwise
    notes: str
    source: str = ""
    method_defaults: Mapping[Method, Mapping[str, Any]] = field(default_factory=dict)
    qlora_fp32_extras: bool = False  # peft.prepare_model_for_kbit_training upcasts non-4-bit
    fused_expert_lora: bool = False  # PEFT on fused expert tensors: gate_up gets one rank-2r
    prefill_chunk_tokens: int | None = None  # inference: tokens per prefill chunk
    gpu_memory_utilization: float | None = None  # inference servers that pre-allocate the card
    # Reserved minus allocated at the peak, share of allocated (None: overhead.ALLOCATOR_SHARE).
    allocator_share: float | None = None
    # Training techniques the framework offers (techniques.OFFER_KEYS), and the defaults of its
    # multi-GPU recipes where they differ from the single-device ones (torchtune).
    offers: frozenset[str] = frozenset()
    # Offload runs through DeepSpeed ZeRO-Offload (the Hugging Face-based frameworks too): the
    # fp32 gradient partition lives in host RAM and DeepSpeedCPUAdam steps it; torchao's
    # CPUOffloadOptimizer (torchtune) and Megatron's optimizer CPU offload keep gradients on the
    # GPU and step with PyTorch's CPU AdamW.
    deepspeed_offload: bool = False
    distributed_defaults: Mapping[Method, Mapping[str, Any]] = field(default_factory=dict)

    def plan_defaults(self, method: Method, gpus: int = 1) -> dict[str, Any]:
        """The plan values this framework uses for `method` on `gpus` GPUs when the user sets
        none."""
        out = {**self.defaults, **self.method_defaults.get(method, {})}
        if gpus > 1:
            out.update(self.distributed_defaults.get(method, {}))
        return out


FRAMEWORKS: dict[str, Framework] = {
    f.id: f
    for f in (
        Framework(
            "hf",
            "Hugging Face Trainer + PEFT",
            (*TRAINING_METHODS, Method.INFERENCE),
            {"precision": Precision.AMP, "optimizer_impl": OptimizerImpl.FOREACH},
            "fp32 trainable weights under bf16 autocast; PEFT adapters in fp32; QLoRA via "
            "prepare_model_for_kbit_training (norms, embeddings, lm_head upcast to fp32); "
            "AdamW foreach",
            "transformers TrainingArguments (bf16=True → torch.autocast); PEFT "
            "autocast_adapter_dtype=True; torch.optim.AdamW foreach on CUDA",
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "fp8:delayed",
                    "cp:ring",
                }
            ),
        ),
        Framework(
            "torchtune",
            "torchtune",
            TRAINING_METHODS,
            {
                "precision": Precision.BF16,
                "optimizer_impl": OptimizerImpl.FUSED,
                "loss": Loss.CHUNKED_LINEAR,
                "recompute": Recompute.FULL,
            },
            "pure bf16 weights, gradients and optimizer states; fused AdamW; projection and "
            "loss in 8 chunks (LinearCrossEntropyLoss); activation checkpointing; single-device"
            " full fine-tuning: paged 8-bit AdamW stepped in backward; the caching allocator "
            "keeps ~11% above allocated (blocks left from loading the checkpoint)",
            "torchtune recipes/configs/llama3_1/{8B_full_single_device, 8B_full, "
            "8B_lora_single_device, 8B_qlora_single_device, 70B_full}.yaml @bd2a0fc: dtype bf16,"
            " LinearCrossEntropyLoss, enable_activation_checkpointing True, single device: "
            "bitsandbytes PagedAdamW8bit + optimizer_in_bwd True, distributed: AdamW fused",
            method_defaults={
                m: {
                    "optimizer": Optimizer.ADAMW_8BIT,
                    "paged_optimizer": True,
                    "optimizer_in_backward": True,
                }
                for m in (Method.PRETRAIN, Method.FULL)
            },
            distributed_defaults={
                **{
                    m: {
                        "optimizer": Optimizer.ADAMW,
                        "paged_optimizer": False,
                        "optimizer_in_backward": False,
                        "zero": 3,  # FSDP2 fully_shard, reshard_after_forward True
                    }
                    for m in (Method.PRETRAIN, Method.FULL)
                },
                Method.LORA: {"recompute": Recompute.NONE, "zero": 3},  # 8B_lora.yaml
                Method.QLORA: {"zero": 3},
                Method.FREEZE: {"zero": 3},
            },
            # torchtune LoRA tutorial log, Llama-2-7B: 13.98 GiB reserved after model init for
            # 12.55 GiB of bf16 weights (+11%); those blocks stay reserved through training.
            allocator_share=0.11,
            offers=frozenset(
                {
                    "loss:chunked",
                    "loss:chunked_linear",
                    "optimizer_in_backward",
                    "paged_optimizer",
                    "activation_offload",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "cp:ring",
                }
            ),
        ),
        Framework(
            "deepspeed",
            "DeepSpeed ZeRO",
            TRAINING_METHODS,
            {"precision": Precision.MIXED, "optimizer_impl": OptimizerImpl.FUSED},
            "bf16 working weights and gradients, fp32 master copy and Adam states, fused Adam",
            "DeepSpeed bf16 config with ZeRO: fp32 master weights and states; FusedAdam",
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "activation_offload",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "cp:ulysses",
                }
            ),
        ),
        Framework(
            "fsdp",
            "PyTorch FSDP",
            TRAINING_METHODS,
            {"precision": Precision.MIXED, "optimizer_impl": OptimizerImpl.FOREACH, "zero": 3},
            "MixedPrecision(param_dtype=bf16) over fp32 sharded parameters; FULL_SHARD (the "
            "default sharding strategy)",
            "PyTorch FSDP MixedPrecision docs",
            offers=frozenset(
                {
                    "activation_offload",
                    "offload:optimizer+params",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "cp:ring",
                }
            ),
        ),
        Framework(
            "megatron",
            "Megatron-LM",
            TRAINING_METHODS,
            {"precision": Precision.MIXED_FP32_GRADS, "optimizer_impl": OptimizerImpl.FUSED},
            "bf16 weights, fp32 main_grad accumulation, fp32 master + Adam (distributed optimizer"
            " = ZeRO-1)",
            "Megatron-LM --bf16 (accumulate_allreduce_grads_in_fp32), Apex FusedAdam",
            offers=frozenset(
                {
                    "offload:optimizer",
                    "fp8:tensorwise",
                    "fp8:delayed",
                    "fp8:blockwise",
                    "cp:ring",
                }
            ),
        ),
        Framework(
            "vllm",
            "vLLM",
            (Method.INFERENCE,),
            {"precision": Precision.BF16, "optimizer_impl": OptimizerImpl.FUSED},
            "pre-allocates gpu_memory_utilization (0.9) of the card; the rest of it is KV cache",
            "vLLM engine arguments (gpu_memory_utilization 0.9, max_num_batched_tokens)",
            prefill_chunk_tokens=8192,
            gpu_memory_utilization=0.9,
        ),
        Framework(
            "llamacpp",
            "llama.cpp",
            (Method.INFERENCE,),
            {"precision": Precision.BF16, "optimizer_impl": OptimizerImpl.FUSED},
            "weights in GGUF formats, KV cache f16 by default, compute buffers per ubatch (512)",
            "llama.cpp server options (-ub 512, -ctk f16)",
            prefill_chunk_tokens=512,
        ),
        Framework(
            "unsloth",
            "Unsloth",
            (Method.FULL, Method.LORA, Method.QLORA),
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FUSED,
                "optimizer": Optimizer.ADAMW_8BIT,
                "loss": Loss.FUSED_LINEAR,
                "recompute": Recompute.FULL,
                "activation_offload": True,
            },
            "one GPU; offloaded gradient checkpointing (use_gradient_checkpointing='unsloth': "
            "each layer's input goes to host RAM), fused linear cross-entropy (Cut "
            "Cross-Entropy), 8-bit AdamW under the Hugging Face Trainer with bf16 autocast; "
            "embeddings and lm_head of a 4-bit model stay 16-bit",
            "Unsloth README and notebooks (use_gradient_checkpointing='unsloth', "
            "optim='adamw_8bit'); Unsloth blog 'Long-context training' (2024-11, Cut "
            "Cross-Entropy)",
            fused_expert_lora=True,
            offers=frozenset(
                {"loss:fused_linear", "activation_offload", "paged_optimizer", "compile"}
            ),
        ),
        Framework(
            "llamafactory",
            "LLaMA-Factory",
            TRAINING_METHODS,
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
            },
            "Hugging Face Trainer + PEFT underneath: bf16 autocast over fp32 trainable weights, "
            "gradient checkpointing on unless disabled; Liger kernels, Unsloth's offloaded "
            "checkpointing, paged optimizers and DeepSpeed offload on request",
            "LLaMA-Factory FinetuningArguments/ModelArguments @ff6d4d1 "
            "(disable_gradient_checkpointing False, enable_liger_kernel, use_unsloth_gc, "
            "pure_bf16; fp8 with fp8_backend torchao | te), examples/deepspeed "
            "ds_z2_offload/ds_z3_offload configs",
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "activation_offload",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:delayed",
                }
            ),
        ),
        Framework(
            "swift",
            "ms-swift",
            TRAINING_METHODS,
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
            },
            "Hugging Face Trainer + PEFT underneath: bf16 autocast, gradient checkpointing on "
            "by default; Liger kernels, DeepSpeed offload and Ulysses sequence parallelism "
            "(sequence_parallel_size) on request",
            "ms-swift command-line parameters (gradient_checkpointing True, use_liger_kernel, "
            "sequence_parallel_size, deepspeed zero2_offload/zero3_offload)",
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "cp:ulysses",
                }
            ),
        ),
        Framework(
            "axolotl",
            "Axolotl",
            TRAINING_METHODS,
            {
                "precision": Precision.AMP,
                "optimizer_impl": OptimizerImpl.FOREACH,
                "recompute": Recompute.FULL,
            },
            "Hugging Face Trainer + PEFT underneath: bf16 autocast, gradient checkpointing as in"
            " its example configs; Liger or Cut Cross-Entropy plugins, activation offloading, "
            "paged optimizers, DeepSpeed/FSDP offload and ring-attention context parallelism "
            "on request",
            "Axolotl examples/llama-3 fft-8b.yaml (paged_adamw_8bit), lora-8b.yml "
            "(adamw_bnb_8bit), qlora.yml (paged_adamw_32bit), all with gradient_checkpointing "
            "@067b021; config schema (activation_offloading, liger / cut_cross_entropy plugins, "
            "context_parallel_size, deepspeed/fsdp)",
            method_defaults={
                Method.FULL: {"optimizer": Optimizer.ADAMW_8BIT, "paged_optimizer": True},
                Method.LORA: {"optimizer": Optimizer.ADAMW_8BIT},
                Method.QLORA: {"paged_optimizer": True},
            },
            qlora_fp32_extras=True,
            fused_expert_lora=True,
            deepspeed_offload=True,
            offers=frozenset(
                {
                    "loss:fused_linear",
                    "activation_offload",
                    "paged_optimizer",
                    "offload:optimizer",
                    "offload:optimizer+params",
                    "offload_device:nvme",
                    "compile",
                    "fp8:tensorwise",
                    "fp8:rowwise",
                    "cp:ring",
                }
            ),
        ),
        Framework(
            "nemo",
            "NeMo (Megatron-Core)",
            TRAINING_METHODS,
            {
                "precision": Precision.MIXED_FP32_GRADS,
                "optimizer_impl": OptimizerImpl.FUSED,
            },
            "Megatron-Core underneath: bf16 weights, fp32 main gradients, fp32 master + Adam in "
            "the distributed optimizer; Transformer Engine FP8 recipes; context parallelism "
            "(ring, through Transformer Engine attention)",
            "NeMo 2.0 / Megatron-Bridge recipes (bf16_mixed, fp8 recipes: delayed, tensorwise "
            "current scaling, blockwise; context_parallel_size); Megatron-Core optimizer CPU "
            "offload",
            offers=frozenset(
                {
                    "offload:optimizer",
                    "fp8:tensorwise",
                    "fp8:delayed",
                    "fp8:blockwise",
                    "cp:ring",
                }
            ),
        ),
    )
}
# Plan fields some profile sets: the fields whose default depends on the framework.
PROFILE_FIELDS: frozenset[str] = frozenset(
    name
    for f in FRAMEWORKS.values()
    for values in (f.defaults, *f.method_defaults.values())
    for name in values
)


def framework(framework_id: str) -> Framework:
    try:
        return FRAMEWORKS[framework_id]
    except KeyError:
        raise ValueError(
            f"framework: unknown {framework_id!r}; allowed: {', '.join(FRAMEWORKS)}"
        ) from None
