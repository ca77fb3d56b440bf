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

from hwplanner.engine.enums import Method, OptimizerImpl, Precision

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
    # Attention through Transformer Engine's cuDNN fused kernels (Hopper-tuned, FlashAttention-3
    # class) rather than FlashAttention-2 / PyTorch SDPA (mfu.attention_efficiency).
    fused_attention: bool = False
    # Norms, rotary embeddings, residual adds and activations as fused kernels (Transformer
    # Engine, Apex) rather than eager PyTorch ops: ~3× less element-wise memory traffic.
    fused_kernels: bool = False

    def plan_defaults(self, method: Method) -> dict[str, Any]:
        """The plan values this framework uses for `method` when the user sets none."""
        return {**self.defaults, **self.method_defaults.get(method, {})}


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
        ),
        Framework(
            "torchtune",
            "torchtune",
            TRAINING_METHODS,
            {"precision": Precision.BF16, "optimizer_impl": OptimizerImpl.FUSED},
            "pure bf16 weights, gradients and optimizer states; fused AdamW; the caching "
            "allocator keeps ~11% above allocated (blocks left from loading the checkpoint)",
            "torchtune recipe configs (dtype: bf16, optimizer fused=True)",
            # torchtune LoRA tutorial log, Llama-2-7B: 13.98 GiB reserved after model init for
            # 12.55 GiB of bf16 weights (+11%); those blocks stay reserved through training.
            allocator_share=0.11,
        ),
        Framework(
            "deepspeed",
            "DeepSpeed ZeRO",
            TRAINING_METHODS,
            {"precision": Precision.MIXED, "optimizer_impl": OptimizerImpl.FUSED},
            "bf16 working weights and gradients, fp32 master copy and Adam states, fused Adam",
            "DeepSpeed bf16 config with ZeRO: fp32 master weights and states; FusedAdam",
        ),
        Framework(
            "fsdp",
            "PyTorch FSDP",
            TRAINING_METHODS,
            {"precision": Precision.MIXED, "optimizer_impl": OptimizerImpl.FOREACH},
            "MixedPrecision(param_dtype=bf16) over fp32 sharded parameters",
            "PyTorch FSDP MixedPrecision docs",
        ),
        Framework(
            "megatron",
            "Megatron-LM",
            TRAINING_METHODS,
            {"precision": Precision.MIXED_FP32_GRADS, "optimizer_impl": OptimizerImpl.FUSED},
            "bf16 weights, fp32 main_grad accumulation, fp32 master + Adam (distributed optimizer"
            " = ZeRO-1)",
            "Megatron-LM --bf16 (accumulate_allreduce_grads_in_fp32), Apex FusedAdam",
            fused_attention=True,
            fused_kernels=True,
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
