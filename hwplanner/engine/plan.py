"""How a model is trained or served: method, numeric formats, batch shape and parallelism.

A Plan remembers which values are the user's (`user_fields`). The fields a framework profile
sets (frameworks.PROFILE_FIELDS) take the profile's value unless the user set them, every time a
plan is built; so a plan that says only `{"method": "full", "framework": "deepspeed"}` and the
CLI's `--method full --framework deepspeed` are the same plan.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import ConfigDict, Field, field_validator, model_validator

from hwplanner.engine import fields as f
from hwplanner.engine.enums import (
    LORA_TARGET_PRESETS,
    LORA_TARGETS,
    Attention,
    CpKind,
    Fp8Recipe,
    KvDtype,
    Loss,
    Method,
    Offload,
    OffloadDevice,
    Optimizer,
    OptimizerImpl,
    Precision,
    Recompute,
    WeightFormat,
)
from hwplanner.engine.fields import Checked, Ui
from hwplanner.engine.frameworks import FRAMEWORKS, PROFILE_FIELDS

__all__ = [
    "LORA_TARGETS",
    "LORA_TARGET_PRESETS",
    "Attention",
    "CpKind",
    "Fp8Recipe",
    "KvDtype",
    "Loss",
    "Method",
    "Offload",
    "OffloadDevice",
    "Optimizer",
    "OptimizerImpl",
    "Plan",
    "Precision",
    "Recompute",
    "WeightFormat",
]

METHOD_LABELS = {
    "pretrain": "Pre-training",
    "full": "Full fine-tuning",
    "freeze": "Freeze (train last layers)",
    "lora": "LoRA",
    "qlora": "QLoRA (4-bit base)",
    "inference": "Inference",
}
PRECISION_LABELS = {
    "fp32": "fp32",
    "amp": "AMP: fp32 weights, bf16 compute",
    "mixed": "Mixed: bf16 + fp32 master",
    "mixed_fp32_grads": "Mixed, fp32 gradients",
    "bf16": "Pure bf16",
    "fp8": "FP8 matmuls, mixed bf16 + fp32 master",
}
OPTIMIZER_LABELS = {
    "adamw": "AdamW",
    "adamw-8bit": "AdamW 8-bit",
    "sgd": "SGD",
    "sgd-momentum": "SGD with momentum",
    "adafactor": "Adafactor",
    "lion": "Lion",
}
RECOMPUTE_LABELS = {"none": "none", "selective": "selective", "full": "full"}
ATTENTION_LABELS = {"flash": "flash", "eager": "eager"}
OFFLOAD_LABELS = {
    "none": "none",
    "optimizer": "optimizer",
    "optimizer+params": "optimizer+params",
}
IMPL_LABELS = {"foreach": "foreach", "fused": "fused"}
LOSS_LABELS = {
    "plain": "Plain (fp32 logits)",
    "chunked": "Chunked output (torchtune)",
    "chunked_linear": "Chunked projection and loss (torchtune)",
    "fused_linear": "Fused linear cross-entropy (Liger, Cut CE, Unsloth)",
}
FP8_LABELS = {
    "tensorwise": "tensorwise (torchao)",
    "rowwise": "rowwise (torchao)",
    "delayed": "delayed (Transformer Engine)",
    "blockwise": "blockwise (DeepSeek-V3)",
}
OFFLOAD_DEVICE_LABELS = {"cpu": "host RAM", "nvme": "NVMe (ZeRO-Infinity)"}
CP_KIND_LABELS = {"ring": "ring attention", "ulysses": "Ulysses (all-to-all)"}
FRAMEWORK_LABELS = {fid: fw.name for fid, fw in FRAMEWORKS.items()}
# Every plan names its method and framework: they are saved and shown as the user's choice.
ALWAYS_CHOSEN = frozenset({"method", "framework"})


class Plan(Checked):
    """Everything about a run except the model and the GPU type."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    method: Annotated[
        Method,
        Ui(
            "Method",
            "What the run does: train from scratch, fine-tune all or part, or serve",
            "method",
            sheet=True,
            compare=True,
            choices=METHOD_LABELS,
        ),
    ] = Method.LORA
    framework: Annotated[
        str,
        Ui(
            "Framework",
            "Software profile: its precision defaults and memory habits",
            "method",
            sheet=True,
            choices=FRAMEWORK_LABELS,
        ),
    ] = "hf"
    precision: Annotated[
        Precision,
        Ui(
            "Precision",
            "Bytes per parameter for weights, gradients and the fp32 master copy",
            "precision",
            sheet=True,
            compare=True,
            applies=f.training,
            choices=PRECISION_LABELS,
        ),
    ] = Precision.AMP
    weight_format: Annotated[
        WeightFormat | None,
        Ui(
            "Frozen weights",
            "Storage format of frozen or served weights (default by method)",
            "precision",
            sheet=True,
            applies=f.frozen_weights,
            unset="Default for the method",
            choices={w.value: w.value for w in WeightFormat},
        ),
    ] = None
    optimizer: Annotated[
        Optimizer,
        Ui(
            "Optimizer",
            "Optimizer states per trainable parameter (AdamW: two moments)",
            "precision",
            sheet=True,
            applies=f.training,
            choices=OPTIMIZER_LABELS,
        ),
    ] = Optimizer.ADAMW
    optimizer_impl: Annotated[
        OptimizerImpl,
        Ui(
            "Optimizer kernel",
            "foreach (PyTorch's default on CUDA) allocates one state-sized temporary in the step",
            "precision",
            applies=f.training,
            choices=IMPL_LABELS,
        ),
    ] = OptimizerImpl.FOREACH
    seq_len: Annotated[
        int,
        Ui(
            "Sequence length",
            "Tokens per training sequence",
            "batch",
            unit="tokens",
            sheet=True,
            compare=True,
            applies=f.training,
            suffix=" tokens",
        ),
    ] = Field(default=2048, ge=1, le=10_000_000)
    micro_batch: Annotated[
        int,
        Ui(
            "Micro-batch",
            "Sequences per GPU per forward/backward pass",
            "batch",
            unit="count",
            sheet=True,
            applies=f.training,
        ),
    ] = Field(default=1, ge=1, le=100_000)
    grad_accum: Annotated[
        int,
        Ui(
            "Gradient accumulation",
            "Micro-batches accumulated before each optimizer step (time, not memory)",
            "batch",
            unit="count",
            sheet=True,
            applies=f.training,
        ),
    ] = Field(default=1, ge=1, le=100_000)
    batch: Annotated[
        int,
        Ui(
            "Concurrent sequences",
            "Concurrent sequences served per replica",
            "batch",
            unit="count",
            sheet=True,
            compare=True,
            applies=f.serving,
        ),
    ] = Field(default=1, ge=1, le=1_000_000)
    context: Annotated[
        int,
        Ui(
            "Context",
            "Tokens per served sequence (prompt + output) the KV cache is sized for",
            "batch",
            unit="tokens",
            sheet=True,
            compare=True,
            applies=f.serving,
            suffix=" tokens",
        ),
    ] = Field(default=4096, ge=1, le=100_000_000)
    kv_dtype: Annotated[
        KvDtype,
        Ui(
            "KV cache type",
            "KV cache element type",
            "batch",
            sheet=True,
            applies=f.serving,
            choices={k.value: k.value for k in KvDtype},
        ),
    ] = KvDtype.BF16
    recompute: Annotated[
        Recompute,
        Ui(
            "Recompute",
            "Activation checkpointing: trade recomputation for activation memory",
            "batch",
            sheet=True,
            applies=f.training,
            choices=RECOMPUTE_LABELS,
        ),
    ] = Recompute.FULL
    attention: Annotated[
        Attention,
        Ui(
            "Attention",
            "Flash attention never stores the seq × seq score matrix",
            "batch",
            sheet=True,
            applies=f.training,
            choices=ATTENTION_LABELS,
        ),
    ] = Attention.FLASH
    lora_rank: Annotated[
        int,
        Ui("LoRA rank", "Rank r of the LoRA adapters", "adapters", sheet=True, applies=f.peft),
    ] = Field(default=16, ge=1, le=65_536)
    lora_targets: Annotated[
        tuple[str, ...],
        Ui(
            "Targets",
            "Modules that get LoRA adapters: a comma list of "
            + ", ".join(LORA_TARGETS)
            + " or a preset: "
            + ", ".join(LORA_TARGET_PRESETS),
            "adapters",
            sheet=True,
            applies=f.peft,
            widget="targets",
        ),
    ] = LORA_TARGET_PRESETS["all"]
    freeze_trainable_layers: Annotated[
        int,
        Ui(
            "Trainable layers",
            "How many final layers train; the rest stay frozen",
            "adapters",
            flag="--freeze-layers",
            sheet=True,
            applies=f.freeze,
        ),
    ] = Field(default=2, ge=0, le=10_000)
    gpus_per_node: Annotated[
        int,
        Ui(
            "GPUs per node",
            "GPUs in each server",
            "hardware",
            flag="--gpus",
            unit="count",
            compare=True,
        ),
    ] = Field(default=1, ge=1, le=1024)
    nodes: Annotated[
        int,
        Ui("Nodes", "Servers", "hardware", unit="count", compare=True),
    ] = Field(default=1, ge=1, le=100_000)
    zero: Annotated[
        int,
        Ui(
            "ZeRO / FSDP",
            "ZeRO stage / FSDP sharding of optimizer (1), gradients (2), weights (3)",
            "parallel",
            sheet=True,
            applies=f.training,
            choices={"0": "stage 0", "1": "stage 1", "2": "stage 2", "3": "stage 3"},
        ),
    ] = Field(default=0, ge=0, le=3)
    tp: Annotated[
        int,
        Ui("Tensor parallel", "Tensor parallel degree (within a node)", "parallel", sheet=True),
    ] = Field(default=1, ge=1, le=1024)
    pp: Annotated[
        int, Ui("Pipeline parallel", "Pipeline parallel stages", "parallel", sheet=True)
    ] = Field(default=1, ge=1, le=1024)
    ep: Annotated[
        int,
        Ui(
            "Expert parallel",
            "Expert parallel degree (MoE models)",
            "parallel",
            sheet=True,
            applies=f.moe,
        ),
    ] = Field(default=1, ge=1, le=100_000)
    sequence_parallel: Annotated[
        bool,
        Ui(
            "Sequence parallel",
            "Shard norm/dropout activations across the tensor-parallel group",
            "parallel",
            applies=f.tensor_parallel,
        ),
    ] = True
    offload: Annotated[
        Offload,
        Ui(
            "Offload",
            "Move optimizer states (and weights) to host RAM",
            "parallel",
            sheet=True,
            applies=f.training,
            choices=OFFLOAD_LABELS,
        ),
    ] = Offload.NONE
    offload_device: Annotated[
        OffloadDevice,
        Ui(
            "Offload to",
            "Host RAM, or NVMe drives through host buffers (DeepSpeed ZeRO-Infinity)",
            "parallel",
            sheet=True,
            applies=f.offloading,
            choices=OFFLOAD_DEVICE_LABELS,
        ),
    ] = OffloadDevice.CPU
    cp: Annotated[
        int,
        Ui(
            "Context parallel",
            "GPUs that split every sequence between them (long context)",
            "parallel",
            sheet=True,
            applies=f.training,
        ),
    ] = Field(default=1, ge=1, le=1024)
    cp_kind: Annotated[
        CpKind,
        Ui(
            "Context parallel kind",
            "Ring attention passes key/value blocks around; Ulysses swaps sequence for heads",
            "parallel",
            sheet=True,
            applies=f.context_parallel,
            choices=CP_KIND_LABELS,
        ),
    ] = CpKind.RING
    fp8_recipe: Annotated[
        Fp8Recipe,
        Ui(
            "FP8 scaling",
            "How FP8 matrix multiplies are scaled; each framework offers its own",
            "precision",
            sheet=True,
            applies=f.fp8,
            choices=FP8_LABELS,
        ),
    ] = Fp8Recipe.TENSORWISE
    paged_optimizer: Annotated[
        bool,
        Ui(
            "Paged optimizer",
            "bitsandbytes paged states: unified memory that moves to host RAM when the GPU "
            "runs short",
            "precision",
            sheet=True,
            applies=f.pageable,
        ),
    ] = False
    loss: Annotated[
        Loss,
        Ui(
            "Loss kernel",
            "How logits and cross-entropy are computed: the logits are often the peak",
            "techniques",
            sheet=True,
            applies=f.training,
            choices=LOSS_LABELS,
        ),
    ] = Loss.PLAIN
    loss_chunks: Annotated[
        int,
        Ui(
            "Loss chunks",
            "Chunks a chunked loss splits the tokens into (torchtune: 8)",
            "techniques",
            unit="count",
            sheet=True,
            applies=f.chunked_loss,
        ),
    ] = Field(default=8, ge=1, le=4096)
    optimizer_in_backward: Annotated[
        bool,
        Ui(
            "Optimizer step in backward",
            "Each parameter is updated and its gradient freed during backward (torchtune "
            "optimizer_in_bwd, LOMO); needs gradient accumulation 1",
            "techniques",
            sheet=True,
            applies=f.training,
        ),
    ] = False
    activation_offload: Annotated[
        bool,
        Ui(
            "Activation offloading",
            "Saved activations go to host RAM in forward and come back in backward "
            "(torchtune; Unsloth offloaded checkpointing)",
            "techniques",
            sheet=True,
            applies=f.training,
        ),
    ] = False
    compile: Annotated[
        bool,
        Ui(
            "torch.compile",
            "Compiled model and loss: the loss keeps only bf16 logits; fusions inside the "
            "layers are not modelled",
            "techniques",
            sheet=True,
            applies=f.training,
        ),
    ] = False
    user_fields: tuple[str, ...] = ()  # which values the user set; the rest are defaults

    @model_validator(mode="before")
    @classmethod
    def _profile_defaults(cls, data: Any) -> Any:
        """Fill the fields the user did not set from the framework profile (for the method)."""
        if not isinstance(data, dict):
            return data
        values = dict(data)
        given = values.pop("user_fields", None)
        names = set(cls.model_fields) - {"user_fields"}
        user = set(values) if given is None else {str(n) for n in given}
        user = (user & names) | ALWAYS_CHOSEN
        fw = FRAMEWORKS.get(str(values.get("framework", "hf")))
        try:
            method = Method(values.get("method", Method.LORA))
            gpus = int(values.get("gpus_per_node", 1)) * int(values.get("nodes", 1))
        except (TypeError, ValueError):
            method = None  # the field validation names the bad value
            gpus = 1
        if fw is not None and method is not None:
            profile = fw.plan_defaults(method, gpus)
            # A field some profile sets and this one does not takes the field's own default,
            # so a value one framework chose never sticks when the plan moves to another.
            for name in PROFILE_FIELDS - user:
                values[name] = profile.get(name, cls.model_fields[name].default)
        values["user_fields"] = tuple(sorted(user))
        return values

    @field_validator("framework")
    @classmethod
    def _known_framework(cls, value: str) -> str:
        if value not in FRAMEWORKS:
            raise ValueError(f"unknown {value!r}; allowed: {', '.join(FRAMEWORKS)}")
        return value

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
        if self.gpus % (self.tp * self.pp * self.cp):
            raise ValueError(
                f"cp: tp × pp × cp ({self.tp}×{self.pp}×{self.cp}) must divide the number of "
                f"GPUs ({self.gpus})"
            )
        fw = FRAMEWORKS[self.framework]
        if self.method not in fw.methods:
            raise ValueError(
                f"method: {fw.name} does not offer {self.method.value}; allowed: "
                + ", ".join(m.value for m in fw.methods)
            )
        return self

    # Derived ---------------------------------------------------------------------------------

    @property
    def gpus(self) -> int:
        return self.gpus_per_node * self.nodes

    @property
    def dp(self) -> int:
        """Data-parallel replicas: GPUs ÷ (tp × pp × cp)."""
        return self.gpus // (self.tp * self.pp * self.cp)

    @property
    def shard_ranks(self) -> int:
        """GPUs ZeRO/FSDP shards states over: the data-parallel and context-parallel ranks
        (torchtitan and Megatron-LM shard over both)."""
        return self.dp * self.cp

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

    # The user's values -----------------------------------------------------------------------

    def is_user(self, name: str) -> bool:
        """Did the user set this value (True), or does it come from a default (False)?"""
        return name in self.user_fields

    def user_values(self) -> dict[str, Any]:
        """What the user chose (plus method and framework): what a project file stores."""
        keep = set(self.user_fields)
        return {name: getattr(self, name) for name in type(self).model_fields if name in keep}

    def with_changes(self, **changes: Any) -> Plan:
        """The plan with the user's new values (validated); profile defaults re-applied. None for
        a field a framework profile sets gives it back to the profile. A method the user's
        framework does not offer gives the framework back to its default."""
        data = self.model_dump()
        data.update(changes)
        user = set(self.user_fields) | set(changes)
        # None for a field a profile sets means "the profile's value" again
        user -= {k for k, v in changes.items() if v is None and k in PROFILE_FIELDS}
        method = changes.get("method")
        if method is not None and "framework" not in changes:
            try:
                offered = Method(method) in FRAMEWORKS[self.framework].methods
            except ValueError:
                offered = True  # validation below names the bad method
            if not offered:
                data["framework"] = Plan.model_fields["framework"].default
        data["user_fields"] = tuple(sorted(user))
        return Plan.model_validate(data)

    def reset(self, *names: str) -> Plan:
        """The plan with these fields back to their defaults (the profile's, or the field's)."""
        data = self.model_dump()
        for name in names:
            if name not in PROFILE_FIELDS:
                data[name] = Plan.model_fields[name].default
        user = (set(self.user_fields) - set(names)) | ALWAYS_CHOSEN
        data["user_fields"] = tuple(sorted(user))
        return Plan.model_validate(data)
