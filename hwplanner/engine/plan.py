"""How a model is trained or served: method, numeric formats, batch shape and parallelism."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator


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
    """

    FP32 = "fp32"
    AMP = "amp"
    MIXED = "mixed"
    MIXED_FP32_GRADS = "mixed_fp32_grads"
    BF16 = "bf16"


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


class Plan(BaseModel):
    """Everything about a run except the model and the GPU type."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    method: Method = Method.LORA
    precision: Precision = Precision.AMP
    weight_format: WeightFormat | None = Field(
        default=None, description="frozen/served weight storage; default by method"
    )
    optimizer: Optimizer = Optimizer.ADAMW
    optimizer_impl: OptimizerImpl = OptimizerImpl.FOREACH
    seq_len: int = Field(default=2048, gt=0, le=10_000_000)
    micro_batch: int = Field(default=1, gt=0, le=100_000)
    grad_accum: int = Field(default=1, gt=0, le=100_000)
    recompute: Recompute = Recompute.FULL
    attention: Attention = Attention.FLASH
    lora_rank: int = Field(default=16, gt=0, le=65_536)
    lora_targets: tuple[str, ...] = LORA_TARGET_PRESETS["all"]
    freeze_trainable_layers: int = Field(default=2, ge=0, le=10_000)
    gpus_per_node: int = Field(default=1, gt=0, le=1024)
    nodes: int = Field(default=1, gt=0, le=100_000)
    zero: int = Field(default=0, ge=0, le=3)
    tp: int = Field(default=1, gt=0, le=1024)
    pp: int = Field(default=1, gt=0, le=1024)
    ep: int = Field(default=1, gt=0, le=100_000)
    sequence_parallel: bool = True
    offload: Offload = Offload.NONE
    kv_dtype: KvDtype = KvDtype.BF16
    batch: int = Field(default=1, gt=0, le=1_000_000, description="concurrent sequences")
    context: int = Field(default=4096, gt=0, le=100_000_000, description="tokens per sequence")
    framework: str = "hf"

    @model_validator(mode="after")
    def _check(self) -> Plan:
        unknown = [t for t in self.lora_targets if t not in LORA_TARGETS]
        if unknown:
            raise ValueError(
                f"lora_targets: unknown target {unknown[0]!r}; allowed: {', '.join(LORA_TARGETS)}"
            )
        if self.method.is_peft and not self.lora_targets:
            raise ValueError("lora_targets: LoRA needs at least one target module")
        if self.gpus % (self.tp * self.pp):
            raise ValueError(
                f"tp: tp × pp ({self.tp}×{self.pp}) must divide the number of GPUs ({self.gpus})"
            )
        return self

    @property
    def gpus(self) -> int:
        return self.gpus_per_node * self.nodes

    @property
    def dp(self) -> int:
        return self.gpus // (self.tp * self.pp)

    @property
    def frozen_format(self) -> WeightFormat:
        """Storage format of the weights that do not train."""
        if self.weight_format is not None:
            return self.weight_format
        if self.method is Method.QLORA:
            return WeightFormat.NF4_DQ
        if self.precision is Precision.FP32:
            return WeightFormat.FP32
        return WeightFormat.BF16
