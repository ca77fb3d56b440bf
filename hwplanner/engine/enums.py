"""The choices a plan is made of: method, precision recipe, formats, optimizer, kernels."""

from __future__ import annotations

from enum import StrEnum


class Method(StrEnum):
    PRETRAIN = "pretrain"
    FULL = "full"
    FREEZE = "freeze"
    LORA = "lora"
    QLORA = "qlora"
    INFERENCE = "inference"

    @property
    def is_training(self) -> bool:
        return self is not Method.INFERENCE

    @property
    def is_peft(self) -> bool:
        return self in (Method.LORA, Method.QLORA)


class Precision(StrEnum):
    """Precision recipes: what dtype weights, gradients, master copy and optimizer states use.

    fp32      everything fp32 (4+4 B/param, optimizer states fp32).
    amp       fp32 weights and gradients, bf16 compute under autocast (Hugging Face Trainer /
              accelerate `bf16=True`, PyTorch AMP): 4+4 B/param, fp32 states.
    mixed     bf16 weights and gradients plus an fp32 master copy (DeepSpeed, Megatron-LM with
              bf16 grads, FSDP MixedPrecision with fp32 sharded params): 2+2+4 B/param.
    mixed_fp32_grads  as mixed, gradients accumulated in fp32 (Megatron-LM `main_grad`,
              DeepSpeed bf16 with fp32 grad accumulation): 2+4+4 B/param.
    bf16      pure bf16: weights, gradients and optimizer states in bf16 (torchtune default).
    fp8       the mixed recipe's bytes with the linear layers' matrix multiplies in FP8
              (torchao float8, Transformer Engine, DeepSeek-V3 fine-grained FP8); which scaling
              is the plan's `fp8_recipe`.
    """

    FP32 = "fp32"
    AMP = "amp"
    MIXED = "mixed"
    MIXED_FP32_GRADS = "mixed_fp32_grads"
    BF16 = "bf16"
    FP8 = "fp8"


class WeightFormat(StrEnum):
    """Storage format of frozen (or served) weights."""

    FP32 = "fp32"
    BF16 = "bf16"
    FP16 = "fp16"
    FP8 = "fp8"
    INT8 = "int8"
    INT4 = "int4"
    NF4 = "nf4"
    NF4_DQ = "nf4-dq"
    MXFP4 = "mxfp4"


class Optimizer(StrEnum):
    ADAMW = "adamw"
    ADAMW_8BIT = "adamw-8bit"
    SGD = "sgd"
    SGD_MOMENTUM = "sgd-momentum"
    ADAFACTOR = "adafactor"
    LION = "lion"


class OptimizerImpl(StrEnum):
    """foreach (PyTorch's default on CUDA) allocates one state-sized temporary in the step."""

    FOREACH = "foreach"
    FUSED = "fused"


class Recompute(StrEnum):
    NONE = "none"
    SELECTIVE = "selective"
    FULL = "full"


class Attention(StrEnum):
    FLASH = "flash"
    EAGER = "eager"


class Offload(StrEnum):
    NONE = "none"
    OPTIMIZER = "optimizer"
    OPTIMIZER_AND_PARAMS = "optimizer+params"


class OffloadDevice(StrEnum):
    """Where offloaded states live: host RAM, or NVMe through host buffers (ZeRO-Infinity)."""

    CPU = "cpu"
    NVME = "nvme"


class Loss(StrEnum):
    """How the output projection and cross-entropy are computed (what they keep in memory).

    plain           logits for every token, upcast to fp32, then log-softmax (Hugging Face,
                    torchtune's CrossEntropyLoss).
    chunked         logits for every token in bf16, each of `loss_chunks` chunks upcast and
                    reduced on its own (torchtune CEWithChunkedOutputLoss).
    chunked_linear  projection and loss per chunk of tokens (torchtune LinearCrossEntropyLoss).
    fused_linear    one kernel projects and reduces a few rows at a time and writes the
                    gradients in forward (Liger-Kernel, Apple Cut Cross-Entropy, Unsloth).
    """

    PLAIN = "plain"
    CHUNKED = "chunked"
    CHUNKED_LINEAR = "chunked_linear"
    FUSED_LINEAR = "fused_linear"


class Fp8Recipe(StrEnum):
    """FP8 scaling recipe: tensorwise and rowwise dynamic scaling (torchao float8), delayed
    scaling with an amax history (Transformer Engine), 1×128/128×128 blocks (DeepSeek-V3)."""

    TENSORWISE = "tensorwise"
    ROWWISE = "rowwise"
    DELAYED = "delayed"
    BLOCKWISE = "blockwise"


class CpKind(StrEnum):
    """Context parallelism: ring attention passes key/value chunks around the CP group
    (Megatron-LM, torchtitan, 360-LLaMA-Factory); Ulysses swaps sequence for heads with
    all-to-alls (DeepSpeed Ulysses, ms-swift)."""

    RING = "ring"
    ULYSSES = "ulysses"


class KvDtype(StrEnum):
    FP32 = "fp32"
    BF16 = "bf16"
    FP8 = "fp8"
    INT8 = "int8"
    INT4 = "int4"


LORA_TARGET_PRESETS: dict[str, tuple[str, ...]] = {
    "all": ("q", "k", "v", "o", "gate", "up", "down"),
    "attention": ("q", "k", "v", "o"),
    "qv": ("q", "v"),
    "mlp": ("gate", "up", "down"),
}
LORA_TARGETS = ("q", "k", "v", "o", "gate", "up", "down", "experts", "lm_head")
