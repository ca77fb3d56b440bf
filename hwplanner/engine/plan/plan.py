"""How a model is trained or served: method, numeric formats, batch shape and parallelism.

A Plan remembers which values are the user's (`user_fields`). The fields a framework profile
sets (frameworks.PROFILE_FIELDS) take the profile's value unless the user set them, every time a
plan is built; so a plan that says only `{"method": "full", "framework": "deepspeed"}` and the
CLI's `--method full --framework deepspeed` are the same plan.
"""

# No `from __future__ import annotations` in this module: pydantic would compile every
# field's annotation from its text as each model is built, a share of every command's
# start-up (forward references are quoted instead).
import math
from collections.abc import Collection
from functools import cache
from types import SimpleNamespace
from typing import Annotated, Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    field_validator,
    model_validator,
)

from hwplanner.engine.core.message import Message, Term, refused
from hwplanner.engine.core.text import short_repr
from hwplanner.engine.plan import fields as f
from hwplanner.engine.plan.enums import (
    DEFAULT_RECOMPUTE_MODULES,
    LORA_TARGET_PRESETS,
    LORA_TARGETS,
    RECOMPUTE_MODULES,
    Adapter,
    Attention,
    CpKind,
    ExpertsImpl,
    Fp8Recipe,
    Frontend,
    KvDtype,
    Loss,
    Method,
    Offload,
    OffloadDevice,
    Optimizer,
    OptimizerImpl,
    PpSchedule,
    Precision,
    Recompute,
    Reference,
    RewardSource,
    RlAlgorithm,
    Rollout,
    Sharding,
    Speculative,
    StateDtype,
    TrainCudaGraphs,
    WeightFormat,
)
from hwplanner.engine.plan.fields import Checked, Ui
from hwplanner.engine.plan.framework_spec import Framework
from hwplanner.engine.plan.frameworks import (
    ALGORITHM_OF,
    FRAMEWORK_ALIASES,
    FRAMEWORK_POINTERS,
    FRAMEWORKS,
    METHOD_ALIASES,
    PROFILE_FIELDS,
    default_framework,
    known_framework,
    lone_completion_refusal,
    method_of,
    profile_of,
)
from hwplanner.engine.plan.layout import (
    accumulation,
    batch_problem,
    data_parallel,
    global_sequences,
    layout_problem,
)
from hwplanner.engine.plan.posttrain_rules import TOTAL_LEN_MOST, post_training_problem

__all__ = [
    "LORA_TARGETS",
    "LORA_TARGET_PRESETS",
    "Adapter",
    "Attention",
    "CpKind",
    "Fp8Recipe",
    "Frontend",
    "KvDtype",
    "Loss",
    "Method",
    "Offload",
    "OffloadDevice",
    "Optimizer",
    "OptimizerImpl",
    "Plan",
    "PpSchedule",
    "Precision",
    "Recompute",
    "Reference",
    "RewardSource",
    "RlAlgorithm",
    "Rollout",
    "Speculative",
    "TrainCudaGraphs",
    "WeightFormat",
]

METHOD_LABELS = {
    "pretrain": "Pre-training",
    "full": "Full fine-tuning",
    "freeze": "Freeze (train last layers)",
    "lora": "LoRA",
    "qlora": "QLoRA (4-bit base)",
    "inference": "Inference",
    "dpo": "DPO (preference pairs)",
    "orpo": "ORPO (pairs, no reference)",
    "kto": "KTO (good/bad labels)",
    "simpo": "SimPO (pairs, no reference)",
    "ppo": "PPO (RL with a critic)",
    "grpo": "GRPO (RL, group of completions)",
    "rloo": "RLOO (RL, leave-one-out baseline)",
    "dapo": "DAPO (RL, groups, token-level loss)",
    "reward": "Reward model (preference pairs)",
}
PRECISION_LABELS = {
    "fp32": "fp32",
    "amp": "AMP: fp32 weights, bf16 compute",
    "mixed": "Mixed: bf16 + fp32 master",
    "mixed_fp32_grads": "Mixed, fp32 gradients",
    "bf16": "Pure bf16",
    "fp8": "FP8 matmuls, mixed bf16 + fp32 master",
    "nvfp4": "NVFP4 matmuls (Blackwell), mixed bf16 + fp32 master",
}
OPTIMIZER_LABELS = {
    "adamw": "AdamW",
    "adamw-8bit": "AdamW 8-bit",
    "adamw-4bit": "AdamW 4-bit (torchao)",
    "sgd": "SGD",
    "sgd-momentum": "SGD with momentum",
    "adafactor": "Adafactor",
    "lion": "Lion",
}
RECOMPUTE_LABELS = {"none": "none", "selective": "selective", "full": "full"}
RECOMPUTE_MODULE_LABELS = {
    "core_attn": "attention core",
    "moe_act": "expert activation",
    "layernorm": "separate norms",
    "mla_up_proj": "MLA up-projections",
    "mlp": "dense MLP",
    "moe": "MoE layer",
    "shared_experts": "shared experts",
}
ATTENTION_LABELS = {"flash": "flash", "eager": "eager"}
SHARDING_LABELS = {"deepspeed": "DeepSpeed ZeRO", "fsdp": "PyTorch FSDP"}
EXPERTS_IMPL_LABELS = {"grouped_mm": "grouped GEMM (grouped_mm)", "eager": "loop over the experts"}
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
    "fused_linear": "Fused linear cross-entropy (Liger, Unsloth, TRL)",
    "cut": "Cut Cross-Entropy (Apple)",
    "plain_shifted": "Plain, shifted fp32 copy (transformers 4.46–4.48)",
    "plain_kept": "Plain, logits kept through backward (torchtune 2024)",
    "plain_bf16": "Plain in bf16, no fp32 copy (NeMo AutoModel, MLX)",
    "fused_ce": "Fused cross-entropy over bf16 logits (flash-attn, llm-foundry)",
    "fused_ce_inplace": "Fused cross-entropy, gradient over the logits (Transformer Engine; verl)",
}
FP8_LABELS = {
    "tensorwise": "tensorwise (current scaling)",
    "rowwise": "rowwise (torchao)",
    "delayed": "delayed (Transformer Engine)",
    "blockwise": "blockwise (DeepSeek-V3)",
    "mxfp8": "MXFP8 (32-element blocks, Blackwell)",
}
OFFLOAD_DEVICE_LABELS = {"cpu": "host RAM", "nvme": "NVMe (ZeRO-Infinity)"}
CP_KIND_LABELS = {"ring": "ring attention", "ulysses": "Ulysses (all-to-all)"}
TRAIN_CUDA_GRAPHS_LABELS = {
    "none": "none",
    "layers": "each layer (experts eager)",
    "full_iteration": "the whole forward and backward",
}
PP_SCHEDULE_LABELS = {
    "1f1b": "1F1B (interleaved with virtual stages)",
    "zb1p": "zero bubble (ZB-H1)",
    "dualpipev": "DualPipeV (V-shaped DualPipe)",
}
ADAPTER_LABELS = {
    "none": "Full: all policy weights",
    "lora": "LoRA adapters",
    "qlora": "QLoRA: adapters on a 4-bit base",
}
REFERENCE_LABELS = {
    "model": "Frozen copy of the policy",
    "precomputed": "Log-probs precomputed before training",
    "none": "None (no KL penalty)",
}
REWARD_LABELS = {"model": "Reward model", "function": "Reward function (no model)"}
RL_ALGORITHM_LABELS = {
    "grpo": "GRPO",
    "gspo": "GSPO (sequence-level ratio)",
    "dr_grpo": "Dr. GRPO (no length or std normalisation)",
    "reinforce_plus_plus": "REINFORCE++ (advantage over the batch)",
    "reinforce_baseline": "REINFORCE++ with a group baseline",
}
ROLLOUT_LABELS = {
    "colocate": "Inference engine on the training GPUs",
    "separate": "Inference engine on GPUs of its own",
    "trainer": "The training model generates",
}
FRAMEWORK_LABELS = {fid: fw.name for fid, fw in FRAMEWORKS.items()}
FRONTEND_LABELS = {"api": "OpenAI-compatible server", "offline": "in-process (no server)"}
SPECULATIVE_LABELS = {
    "none": "off",
    "draft": "draft model",
    "ngram": "n-gram (prompt lookup)",
    "eagle": "EAGLE head",
    "mtp": "the model's MTP layers",
}
# KV cache blocks (pages) are powers of two: vLLM allows 8–256 on CUDA, SGLang pages of 1–64.
BLOCK_SIZES = tuple(2**k for k in range(11))  # 1 … 1024 tokens
# Every plan names its method and framework: they are saved and shown as the user's choice.
ALWAYS_CHOSEN = frozenset({"method", "framework"})


GLOBAL_BATCH_FIELDS = ("global_batch", "global_batch_tokens")
# The fields a global batch's gradient accumulation depends on (layout.batch_problem).
LAYOUT_FIELDS = (
    *GLOBAL_BATCH_FIELDS,
    "method",  # a preference pair's two sequences are one example of the global batch
    "seq_len",
    "micro_batch",
    "gpus_per_node",
    "nodes",
    "tp",
    "pp",
    "cp",
)


_BOOL: TypeAdapter[bool] = TypeAdapter(bool)


def liger_sets_loss(fw: Framework, liger: object, user: Collection[str], method: Method) -> bool:
    """A training plan's framework brings Liger's fused linear loss with its Liger switch
    (Framework.liger_loss), the switch is on (as the field will read it: true, 1, "yes"…)
    and the user left the loss unset."""
    if not (fw.liger_loss and method.is_training and "loss" not in user):
        return False
    try:
        return _BOOL.validate_python(liger)
    except ValidationError:
        return False  # the field's own validation names the bad value


TP_MOST = 1024  # tensor-parallel GPUs of a replica, at most
CONTEXT_MOST = 100_000_000  # tokens of a served sequence, at most


@cache
def _field_defaults(model: type[BaseModel]) -> dict[str, Any]:
    """Each field's default, read once (pydantic's model_fields is a property worth avoiding
    in a validator that runs for every plan the solver tries)."""
    return {name: info.default for name, info in model.model_fields.items()}


def _engine_tp(values: dict[str, Any], gpus: int, own_gpus: int) -> Any:
    """The profile's generation tensor-parallel size where the inference engine's GPUs can
    hold it, else the largest size that divides them: a default never refuses the plan it
    fills (verl's rollout.yaml says 2, its one-GPU quickstart sets 1). `own_gpus`: the
    engine's GPUs of a separate rollout left unset (the field's default)."""
    tp = values.get("rollout_tp", 1)
    engine: Any = gpus
    if str(values.get("rollout")) == "separate":
        engine = values.get("rollout_gpus")
        engine = own_gpus if engine is None else engine
    try:
        whole_tp, whole_engine = int(tp), int(engine)
        whole = float(tp) == whole_tp and float(engine) == whole_engine  # "3", 3.0: 3
    except (TypeError, ValueError, OverflowError):
        return tp  # a value the field validation refuses by name
    if not whole or whole_tp < 1 or whole_engine < 1:
        return tp
    return math.gcd(whole_tp, whole_engine)


def _completion_left(values: dict[str, Any], defaults: dict[str, Any]) -> int | None:
    """The completion length a total sequence length leaves after the prompt (RL), or None:
    no total, or values the validation will refuse (a total no longer than the prompt)."""
    total = values.get("total_len")
    if total is None:
        return None
    prompt = values.get("prompt_len", defaults["prompt_len"])
    try:
        if not Method(values.get("method", defaults["method"])).is_rl:
            return None  # other methods have no completion (the field is named unused)
        if not 1 <= int(total) <= TOTAL_LEN_MOST:
            return None  # the field refuses it by name
        left = int(total) - int(prompt)
    except (TypeError, ValueError, OverflowError):
        return None  # the field validation names the bad value
    return left if left >= 1 else None


def _accumulation_of(values: dict[str, Any], defaults: dict[str, Any]) -> int | None:
    """Gradient accumulation a plan's raw values imply through their global batch (offline
    training only), or None: no global batch, or values the validation will refuse."""

    def value(name: str) -> Any:
        raw = values[name] if name in values else defaults[name]
        if name == "method":
            return Method(raw)
        return raw if raw is None else int(raw)

    try:
        if not Method(value("method")).is_offline_training:
            return None
        raw = SimpleNamespace(**{name: value(name) for name in LAYOUT_FIELDS})
        seqs = None if batch_problem(raw) else global_sequences(raw)
        return None if seqs is None else accumulation(seqs, raw.micro_batch, data_parallel(raw))
    except (TypeError, ValueError, OverflowError, ZeroDivisionError):
        return None  # the field validation names the bad value


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
            aliases=tuple(METHOD_ALIASES),
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
            aliases=(*FRAMEWORK_ALIASES, *FRAMEWORK_POINTERS),
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
            "Weight format",
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
    optimizer_state_dtype: Annotated[
        StateDtype | None,
        Ui(
            "Optimizer state type",
            "the optimizer's moments in bf16 beside the fp32 master copy (Megatron-Core "
            "--use-precision-aware-optimizer --exp-avg-dtype bf16 --exp-avg-sq-dtype bf16, as "
            "DeepSeek-V3 trained; NeMo's distributed Adam with dtype bf16); unset: the "
            "precision's (fp32)",
            "precision",
            sheet=True,
            applies=f.state_dtype,
            choices={"fp32": "fp32", "bf16": "bf16"},
            unset="the precision's",
        ),
    ] = None
    seq_len: Annotated[
        int,
        Ui(
            "Sequence length",
            "Tokens per training sequence",
            "batch",
            unit="tokens",
            sheet=True,
            compare=True,
            applies=f.offline_training,
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
            applies=f.offline_training,
        ),
    ] = Field(default=1, ge=1, le=100_000)
    global_batch: Annotated[
        int | None,
        Ui(
            "Global batch",
            "Sequences per optimizer step over every data-parallel rank (NeMo "
            "global_batch_size, DeepSpeed train_batch_size); sets gradient accumulation = "
            "global batch ÷ (micro-batch × data-parallel ranks), also on other GPU counts; "
            "preference pairs (DPO, ORPO, SimPO, reward models) and KTO examples count as "
            "one each; RL: completions per optimizer step, the step's completions split into "
            "⌈completions ÷ global batch⌉ updates (NeMo-RL train_global_batch_size, verl "
            "ppo_mini_batch_size × n, OpenRLHF train_batch_size); unset: gradient "
            "accumulation as given (RL: one update a step)",
            "batch",
            unit="count",
            sheet=True,
            applies=f.batched_update,
            unset="accumulation as given",
        ),
    ] = Field(default=None, ge=1, le=100_000_000)
    global_batch_tokens: Annotated[
        int | None,
        Ui(
            "Global batch (tokens)",
            "The global batch in tokens (Llama 3: 16M), whole sequences of the sequence "
            "length (a preference pair: its two sequences); sets gradient accumulation as the "
            "global batch does; unset: gradient accumulation as given",
            "batch",
            unit="tokens",
            sheet=True,
            applies=f.offline_training,
            unset="gradient accumulation as given",
        ),
    ] = Field(default=None, ge=1, le=10**13)
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
    ] = Field(default=4096, ge=1, le=CONTEXT_MOST)
    freeze_vision: Annotated[
        bool,
        Ui(
            "Freeze the vision tower",
            "Full training of a vision-language model leaves its vision tower and projector "
            "frozen: no gradients, optimizer states or saved activations for them (ms-swift "
            "freeze_vit and freeze_aligner, LLaMA-Factory freeze_vision_tower and "
            "freeze_multi_modal_projector, both on by default; TRL and Hugging Face train "
            "them)",
            "batch",
            sheet=True,
            applies=f.vision_trained_whole,
        ),
    ] = False
    images_per_sample: Annotated[
        int | None,
        Ui(
            "Images per sample",
            "Images in each training sample or request of a vision-language model: each adds "
            "its image tokens to the sequence (within the sequence length or context) and "
            "runs the vision encoder over its patches; unset: the model's default (one; none "
            "in a sample with a video)",
            "batch",
            unit="count",
            sheet=True,
            applies=f.vision,
            unset="the model's",
        ),
    ] = Field(default=None, ge=0, le=10_000)
    image_size: Annotated[
        int | None,
        Ui(
            "Image size",
            "Pixels per side of a square image, for encoders that run at each image's own "
            "resolution (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): rounded to their grid and resized "
            "into their processor's pixel limits; unset: the model's default (448 px)",
            "batch",
            unit="px",
            sheet=True,
            applies=f.dynamic_vision,
            suffix=" px",
            unset="the model's",
        ),
    ] = Field(default=None, ge=1, le=100_000)
    image_height: Annotated[
        int | None,
        Ui(
            "Image height",
            "Pixels of a non-square image's height, the image size being its width (a 1920 × "
            "1080 screenshot: 1,920 and 1,080), for encoders that run at each image's own "
            "resolution; unset: a square image",
            "batch",
            unit="px",
            sheet=True,
            applies=f.dynamic_vision,
            suffix=" px",
            unset="square",
        ),
    ] = Field(default=None, ge=1, le=100_000)
    video_seconds: Annotated[
        float | None,
        Ui(
            "Video length",
            "Seconds of video in each sample or request (one video), for encoders that run at "
            "each frame's own resolution (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): sampled at 2 frames "
            "per second (4 to 768 frames), every 2 frames one group of video tokens, each "
            "frame resized within the per-frame and whole-video pixel limits (qwen-vl-utils); "
            "unset: no video",
            "batch",
            unit="seconds",
            sheet=True,
            applies=f.dynamic_vision,
            suffix=" s",
            decimals=1,
            unset="none",
        ),
    ] = Field(default=None, gt=0, le=100_000)
    video_width: Annotated[
        int | None,
        Ui(
            "Video width",
            "Pixels of the video's width before the processor resizes its frames; unset: "
            "1,280 (720p)",
            "batch",
            unit="px",
            sheet=True,
            applies=f.video,
            suffix=" px",
            unset="1,280",
        ),
    ] = Field(default=None, ge=1, le=100_000)
    video_height: Annotated[
        int | None,
        Ui(
            "Video height",
            "Pixels of the video's height before the processor resizes its frames; unset: "
            "720 (720p)",
            "batch",
            unit="px",
            sheet=True,
            applies=f.video,
            suffix=" px",
            unset="720",
        ),
    ] = Field(default=None, ge=1, le=100_000)
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
    train_cuda_graphs: Annotated[
        TrainCudaGraphs,
        Ui(
            "CUDA graphs in training",
            "What the step replays as CUDA graphs instead of launching each kernel from Python "
            "(Megatron-Core --cuda-graph-impl): each layer (transformer_engine or local; a "
            "mixture's experts and their dispatch stay eager), or the whole forward and "
            "backward (full_iteration; the optimizer step eager); none: every kernel launched, "
            "as Megatron-Core defaults",
            "batch",
            sheet=True,
            applies=f.training,
            choices=TRAIN_CUDA_GRAPHS_LABELS,
        ),
    ] = TrainCudaGraphs.NONE
    recompute_layers: Annotated[
        int | None,
        Ui(
            "Recomputed layers",
            "with full recompute, how many layers of each pipeline stage are recomputed — of "
            "each virtual stage with interleaving (Megatron-LM --recompute-method block "
            "--recompute-num-layers); the others keep their activations; unset: every layer",
            "batch",
            sheet=True,
            applies=f.full_recompute,
            unset="every layer",
        ),
    ] = Field(default=None, ge=1, le=10_000)
    recompute_modules: Annotated[
        tuple[str, ...],
        Ui(
            "Recomputed modules",
            "with selective recompute in Megatron-Core, the modules recomputed in backward, a "
            "comma list of core_attn, moe_act, layernorm, mla_up_proj, mlp, moe, shared_experts "
            "(Megatron-LM --recompute-modules); the default is the attention core",
            "batch",
            sheet=True,
            applies=f.recompute_modules,
            choices=RECOMPUTE_MODULE_LABELS,
            widget="targets",
        ),
        Field(json_schema_extra={"items": {"type": "string", "enum": list(RECOMPUTE_MODULES)}}),
    ] = DEFAULT_RECOMPUTE_MODULES
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
    experts_implementation: Annotated[
        ExpertsImpl,
        Ui(
            "Experts implementation",
            "How transformers runs a mixture's routed experts in training (from_pretrained "
            "experts_implementation): grouped_mm, transformers 5's default with PyTorch 2.9+, "
            "one grouped GEMM per projection over the sorted token-expert pairs; eager, a loop "
            "over the experts the tokens reach, each expert's rows found with a host sync "
            "(transformers 4, and 5's fallback)",
            "batch",
            sheet=True,
            applies=f.hf_experts,
            choices=EXPERTS_IMPL_LABELS,
        ),
    ] = ExpertsImpl.GROUPED_MM
    lora_rank: Annotated[
        int,
        Ui("LoRA rank", "Rank r of the LoRA adapters", "adapters", sheet=True, applies=f.peft),
    ] = Field(default=16, ge=1, le=65_536)
    lora_targets: Annotated[
        tuple[str, ...],
        Ui(
            "Targets",
            "Modules that get LoRA adapters: a comma list of q, k, v, o, gate, up, down, "
            "experts, lm_head or a preset: all, attention, qv, mlp",
            "adapters",
            sheet=True,
            applies=f.peft,
            widget="targets",
        ),
    ] = LORA_TARGET_PRESETS["all"]
    train_embeddings: Annotated[
        bool,
        Ui(
            "Train embeddings and output layer",
            "Also train the input embedding and the output layer in full beside the adapters "
            "(PEFT modules_to_save: a trainable copy of each, in the model's dtype, with its "
            "gradient and optimizer states), as for new tokens or a new language",
            "adapters",
            sheet=True,
            applies=f.peft,
        ),
    ] = False
    lora_layers: Annotated[
        int | None,
        Ui(
            "LoRA layers",
            "Adapters only on the last N decoder layers (mlx-lm --num-layers, PEFT "
            "layers_to_transform); unset: every layer, except under mlx-lm, whose default is "
            "the last 16 (give the model's layer count for every layer)",
            "adapters",
            sheet=True,
            applies=f.layer_limited_lora,
            unset="every layer",
        ),
    ] = Field(default=None, ge=1, le=10_000)
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
    ] = Field(default=2, ge=1, le=10_000)
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
    sharding: Annotated[
        Sharding | None,
        Ui(
            "Sharding engine",
            "What shards the states at ZeRO stage 2 or 3 (the trainers on accelerate offer "
            "both): DeepSpeed's ZeRO (a ds_config; gradients reduced in buckets) or PyTorch "
            "FSDP (accelerate's fsdp_config, FSDP1 or FSDP2; each layer's gradients "
            "reduce-scattered whole, the layer in backward's beside the one before's)",
            "parallel",
            sheet=True,
            applies=f.sharding_named,
            choices=SHARDING_LABELS,
            unset="the framework's",
        ),
    ] = None
    tp: Annotated[
        int,
        Ui("Tensor parallel", "Tensor parallel degree (within a node)", "parallel", sheet=True),
    ] = Field(default=1, ge=1, le=TP_MOST)
    pp: Annotated[
        int,
        Ui(
            "Pipeline parallel",
            "Pipeline parallel stages (training: the trainers that split a model into stages, "
            "Megatron-LM, NeMo, Megatron-DeepSpeed, Megatron-SWIFT, torchtitan's FSDP)",
            "parallel",
            sheet=True,
            applies=f.pipeline_offered,
        ),
    ] = Field(default=1, ge=1, le=1024)
    other_gpus: Annotated[
        str | None,
        Ui(
            "Other cards",
            "Catalog ids of the other cards in the machine, comma-separated (rtx-3090, or "
            "rtx-3090,rtx-3060): the model's layers are split across the plan's GPU and "
            "these, one pipeline stage per card (llama.cpp's layer split, vLLM's pipeline "
            "stages); unset: every card is the plan's GPU",
            "parallel",
            sheet=True,
            applies=f.serving,
            unset="none",
        ),
    ] = Field(default=None, min_length=1, max_length=400, pattern=r"^[^,\s]+(,[^,\s]+)*$")
    layer_split: Annotated[
        str | None,
        Ui(
            "Layers per stage",
            "Decoder layers on each pipeline stage, comma-separated, first stage first "
            "(llama.cpp --tensor-split, vLLM VLLM_PP_LAYER_PARTITION); unset: with other "
            "cards, in proportion to each card's memory as llama.cpp splits them, otherwise "
            "even",
            "parallel",
            sheet=True,
            applies=f.stages,
            unset="auto",
        ),
    ] = Field(default=None, min_length=1, max_length=400, pattern=r"^\d+(,\d+)*$")
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
    redundant_experts: Annotated[
        int,
        Ui(
            "Redundant experts",
            "Extra copies of the busiest experts that expert-parallel load balancing places "
            "beside the model's own (SGLang --ep-num-redundant-experts, vLLM --enable-eplb "
            "with num_redundant_experts): the expert-parallel GPUs divide the experts and their "
            "copies together, each holding its share of both (32 make DeepSeek-V3's 256 a "
            "pool of 288 that EP72 divides)",
            "parallel",
            unit="count",
            sheet=True,
            applies=f.redundant_experts,
        ),
    ] = Field(default=0, ge=0, le=100_000)
    etp: Annotated[
        int | None,
        Ui(
            "Expert tensor parallel",
            "Tensor-parallel ranks each routed expert is split over (Megatron-LM "
            "--expert-tensor-parallel-size); unset: the tensor-parallel degree, Megatron-LM's "
            "default (many MoE recipes set 1: experts whole on their expert-parallel rank), "
            "and 1 where tp × ep does not divide a pipeline stage's GPUs, which Megatron-Core "
            "refuses",
            "parallel",
            sheet=True,
            applies=f.expert_tensor_parallel,
            unset="tp (Megatron-LM's default); 1, to be set, where tp × ep cannot tile a stage",
        ),
    ] = Field(default=None, ge=1, le=1024)
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
    fp8_params: Annotated[
        bool,
        Ui(
            "FP8 weights",
            "The layers' working weights are kept and all-gathered in FP8 beside the fp32 "
            "master copy, with no bf16 copy (Megatron-LM --fp8-param-gather; NeMo's and "
            "Megatron-Bridge's FP8 recipes set it); under PyTorch FSDP with torchao's "
            "tensorwise FP8, the fp32 shards are cast to FP8 and gathered in FP8 "
            "(torchtitan's enable_fsdp_float8_all_gather)",
            "precision",
            sheet=True,
            applies=f.fp8,
        ),
    ] = False
    fp4_params: Annotated[
        bool,
        Ui(
            "FP4 weights",
            "The NVFP4 layers' working weights are NVFP4 tensors beside the fp32 master copy, "
            "with no bf16 copy, and are all-gathered as such (Megatron-Core fp4_param: "
            "Megatron-LM --fp4-param-gather, Transformer Engine 2.7+); a frozen LoRA base is "
            "then held in NVFP4 alone",
            "precision",
            sheet=True,
            applies=f.nvfp4,
        ),
    ] = False
    fp8_attention: Annotated[
        bool,
        Ui(
            "FP8 attention",
            "Attention's matrix multiplies in FP8, forward and backward, through cuDNN's fused "
            "kernels (Transformer Engine's fp8_dpa: Megatron-LM --fp8-dot-product-attention, "
            "NeMo's and Megatron-Bridge's fp8_dot_product_attention), which keep q, k, v and "
            "the output in FP8 for the backward; off: attention in bf16, as those stacks "
            "default",
            "precision",
            sheet=True,
            applies=f.low_precision_training,
        ),
    ] = False
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
            applies=f.vocabulary_loss,
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
    galore_rank: Annotated[
        int | None,
        Ui(
            "GaLore rank",
            "Gradient low-rank projection (GaLore, Zhao et al. 2024): each attention and MLP "
            "weight matrix's optimizer states are kept for its gradient projected to this "
            "rank (rank × the matrix's longer side) beside the projection (rank × its shorter "
            "side); embeddings, norms and the output layer keep full states (Hugging Face "
            "optim galore_adamw, galore_adamw_8bit, galore_adafactor); unset: off",
            "techniques",
            sheet=True,
            applies=f.galore_applicable,
            unset="off",
        ),
    ] = Field(default=None, ge=1, le=65_536)
    activation_offload: Annotated[
        bool,
        Ui(
            "Activation offloading",
            "Saved activations go to host RAM in forward and come back in backward "
            "(torchtune; Unsloth offloaded checkpointing; Megatron-LM --cpu-offloading)",
            "techniques",
            sheet=True,
            applies=f.training,
        ),
    ] = False
    activation_offload_layers: Annotated[
        int | None,
        Ui(
            "Offloaded layers",
            "with activation offloading, how many layers of each pipeline stage send their "
            "saved activations to host RAM (Megatron-LM --cpu-offloading-num-layers); the "
            "others keep them on the GPU; unset: every layer",
            "techniques",
            sheet=True,
            applies=f.activation_offloading,
            unset="every layer",
        ),
    ] = Field(default=None, ge=1, le=10_000)
    liger_kernels: Annotated[
        bool,
        Ui(
            "Liger kernels",
            "Liger-Kernel's RMSNorm, SwiGLU/GeGLU and RoPE kernels, which keep less for "
            "backward (Hugging Face use_liger_kernel, LLaMA-Factory enable_liger_kernel, "
            "ms-swift use_liger_kernel, axolotl's Liger plugin); where the trainer turns on "
            "Liger's fused linear loss with them, the loss kernel follows unless set",
            "techniques",
            sheet=True,
            applies=f.training,
        ),
    ] = False
    compile: Annotated[
        bool,
        Ui(
            "torch.compile",
            "Compiled model and loss: the loss keeps only bf16 logits, each layer's norms and "
            "gated MLP keep what Liger's kernels keep (measured on a compiled layer); its "
            "element-wise speed-up is not modelled",
            "techniques",
            sheet=True,
            applies=f.training,
        ),
    ] = False
    fused_norms: Annotated[
        bool,
        Ui(
            "Fused RMSNorm",
            "Each RMSNorm as one fused kernel (NeMo AutoModel's Transformer Engine RMSNorm, "
            "torchtitan's fused_rmsnorm of 2024): it keeps its input and one fp32 rsigma per "
            "token for backward where eager PyTorch keeps an fp32 copy of the input and the "
            "normalised output, and it reads and writes a token once instead of five fp32 "
            "passes",
            "techniques",
            sheet=True,
            applies=f.eager_norms,
        ),
    ] = False
    cudnn_attention: Annotated[
        bool,
        Ui(
            "cuDNN fused attention",
            "Attention through Transformer Engine's cuDNN fused kernels (NeMo AutoModel's "
            "backend attn te, its default where Transformer Engine is installed) instead of "
            "FlashAttention-2 or PyTorch SDPA's: on Hopper-class GPUs (600 dense bf16 TFLOPS "
            "or more) they run at the FlashAttention-3 class rate (0.31 of the H100 peak at 512 "
            "tokens, 0.58 from 8k, where FlashAttention-2 runs at 0.21 to 0.33), below that at "
            "FlashAttention-2's; NVIDIA GPUs only; attention keeps the same tensors",
            "techniques",
            sheet=True,
            applies=f.unfused_attention,
        ),
    ] = False
    pp_interleave: Annotated[
        int,
        Ui(
            "Virtual pipeline stages",
            "Interleaved 1F1B: model chunks per GPU; the pipeline bubble shrinks by this factor",
            "parallel",
            sheet=True,
            applies=f.pipeline_parallel,
        ),
    ] = Field(default=1, ge=1, le=128)
    pp_schedule: Annotated[
        PpSchedule,
        Ui(
            "Pipeline schedule",
            "Order of the micro-batches' forward and backward passes on the pipeline stages: "
            "1F1B idles (pp − 1) micro-batch times a step (÷ virtual stages); zero bubble "
            "(ZB-H1) fills the idle time with the weight-gradient half of backward; "
            "DualPipeV keeps two chunks a GPU and overlaps two micro-batches' forward and "
            "backward",
            "parallel",
            sheet=True,
            applies=f.training_pipeline,
            choices=PP_SCHEDULE_LABELS,
        ),
    ] = PpSchedule.ONE_F_ONE_B
    pp_ends_as_layers: Annotated[
        bool,
        Ui(
            "Embedding and loss as layers",
            "the pipeline split counts the input embedding and the output layer with its loss "
            "each as one transformer layer, so the first and last stages hold one layer fewer "
            "(Megatron-Core account_for_embedding_in_pipeline_split and "
            "account_for_loss_in_pipeline_split; torchtitan's input_weight and output_weight "
            "of 1, its default); off: every stage the same number of layers, the last one "
            "computing the output layer and loss besides",
            "parallel",
            sheet=True,
            applies=f.training_pipeline,
        ),
    ] = False
    tp_comm_overlap: Annotated[
        bool,
        Ui(
            "Overlap TP communication",
            "Tensor-parallel all-reduces overlapped with the GEMMs (Megatron-Core "
            "--tp-comm-overlap); off: they wait on the critical path",
            "parallel",
            applies=f.tensor_parallel,
        ),
    ] = False
    ep_comm_overlap: Annotated[
        bool,
        Ui(
            "Overlap EP communication",
            "Expert all-to-alls overlapped with another micro-batch's compute (training: "
            "DeepSeek DualPipe, Megatron-Core MoE overlap; serving with DeepEP: two "
            "micro-batches a step, SGLang --enable-two-batch-overlap, vLLM --enable-dbo); off: "
            "they wait on the critical path",
            "parallel",
            sheet=True,
            applies=f.ep_overlap_applies,
        ),
    ] = False
    moe_deepep: Annotated[
        bool,
        Ui(
            "DeepEP dispatch",
            "Tokens reach experts on other GPUs through DeepEP: each token crosses the network "
            "once for every node holding one of its experts and is forwarded inside the node "
            "over NVLink (training: Megatron-Core --moe-token-dispatcher-type flex with "
            "--moe-enable-deepep, NeMo AutoModel's DeepEP kernels; serving with attention data "
            "parallel: SGLang --moe-a2a-backend deepep, vLLM --all2all-backend "
            "deepep_high_throughput or deepep_low_latency); off: training's all-to-all sends it "
            "to every expert it routes to, and serving gathers every group's tokens on every "
            "GPU and scatters the results (timed as two all-reduces a layer)",
            "parallel",
            sheet=True,
            applies=f.deepep_applies,
        ),
    ] = False
    # Serving engine ----------------------------------------------------------------------------
    attention_dp: Annotated[
        int,
        Ui(
            "Attention data parallel",
            "Groups of the tensor-parallel GPUs that run attention data-parallel "
            "(DeepSeek-style serving: SGLang --dp with --enable-dp-attention, vLLM "
            "--data-parallel-size, TensorRT-LLM enable_attention_dp, whose groups are every "
            "GPU: N = tp): each group of tp ÷ N GPUs holds attention whole and "
            "serves its own requests, so an MLA KV cache is kept once per request instead "
            "of once per GPU; experts stay split over all the GPUs; vLLM's own notation is "
            "read too where a whole plan is typed, for a mixture of experts: a tp that N does "
            "not divide is one rank's (tp 1 with N = 4 is vllm serve -tp 1 -dp 4, a replica of "
            "tp 4 here); 1: off",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.attention_data_parallel,
        ),
    ] = Field(default=1, ge=1, le=1024)
    prefill_replicas: Annotated[
        int,
        Ui(
            "Prefill replicas",
            "Prefill/decode disaggregation: this many of the plan's replicas only prefill "
            "prompts and send each prompt's KV cache to a decode replica, whose steps then "
            "carry no prefill (SGLang --disaggregation-mode, vLLM's KV-transfer connectors, "
            "TensorRT-LLM's disaggregated serving; each replica of the plan's tp × pp GPUs); "
            "0: every replica prefills and decodes",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.disaggregation,
        ),
    ] = Field(default=0, ge=0, le=1024)
    prefill_tp: Annotated[
        int | None,
        Ui(
            "Prefill replica GPUs",
            "Tensor-parallel GPUs of each prefill replica where they differ from the decode "
            "replicas' tp (SGLang's and TensorRT-LLM's prefill and decode servers are launched "
            "each with its own --tp, tensor_parallel_size: DeepSeek-V3 prefilled on 32 GPUs "
            "and decoded on 96); a prefill replica keeps the decode replicas' attention groups "
            "and expert parallelism per GPU, and its GPUs count with theirs; unset: tp",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.prefill_only,
        ),
    ] = Field(default=None, ge=1, le=TP_MOST)
    gpu_layers: Annotated[
        int | None,
        Ui(
            "GPU layers",
            "Decoder layers on the GPU, as llama.cpp's -ngl (Ollama num_gpu) counts them: the "
            "last N layers; above the model's layers (-ngl 99) the output layer too. The others "
            "and the token embedding stay in host RAM and run on the CPU; unset: everything on "
            "the GPU",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.offloads_layers,
            unset="all",
        ),
    ] = Field(default=None, ge=0, le=10_000)
    cpu_moe_layers: Annotated[
        int | None,
        Ui(
            "Layers with experts on the CPU",
            "The routed experts of layers 0 to N − 1 stay in host RAM and run on the CPU, as "
            "llama.cpp's --n-cpu-moe N counts them (every layer's: --cpu-moe, -ot exps=CPU); "
            "attention and shared weights stay on the GPU; unset: none",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.offloads_experts,
            unset="none",
        ),
    ] = Field(default=None, ge=0, le=10_000)
    host_memory_gbps: Annotated[
        float | None,
        Ui(
            "Host memory bandwidth",
            "GB/s of the host RAM the CPU layers are read from: channels × MT/s × 8 bytes "
            "(dual-channel DDR5-5600: 89.6); unset: that",
            "serving_engine",
            unit="GB/s",
            sheet=True,
            applies=f.layers_on_cpu,
            decimals=1,
            unset="dual-channel DDR5-5600 (89.6 GB/s)",
        ),
    ] = Field(default=None, gt=0, le=100_000)
    memory_share: Annotated[
        float | None,
        Ui(
            "Memory share",
            "Share of GPU memory the server takes: vLLM gpu_memory_utilization and TGI "
            "cuda_memory_fraction (of the card), SGLang mem_fraction_static (weights + KV cache "
            "of the card), TensorRT-LLM free_gpu_memory_fraction and LMDeploy "
            "cache_max_entry_count (KV cache, of the memory left free)",
            "serving_engine",
            unit="ratio",
            sheet=True,
            applies=f.shares_memory,
            decimals=2,
            unset="framework default",
        ),
    ] = Field(default=None, gt=0, le=1)
    kv_block_size: Annotated[
        int,
        Ui(
            "KV block size",
            "Tokens per KV cache block (page): a sequence's last block is partly empty; 1 means "
            "a contiguous or token-level cache",
            "serving_engine",
            unit="tokens",
            sheet=True,
            applies=f.serving,
            choices={str(b): str(b) for b in BLOCK_SIZES},
        ),
    ] = Field(default=16, ge=1, le=1024)
    max_num_seqs: Annotated[
        int | None,
        Ui(
            "Max sequences",
            "Sequences the scheduler runs at once (vLLM max_num_seqs, TensorRT-LLM "
            "max_batch_size), each attention data-parallel rank's where the engine schedules "
            "each (vLLM, TensorRT-LLM); unset: the framework's default",
            "serving_engine",
            unit="count",
            applies=f.serving,
            unset="framework default",
        ),
    ] = Field(default=None, ge=1, le=1_000_000)
    max_batched_tokens: Annotated[
        int | None,
        Ui(
            "Tokens per step",
            "Tokens one forward step may carry (vLLM max_num_batched_tokens, SGLang "
            "chunked_prefill_size, TensorRT-LLM max_num_tokens): the chunked-prefill budget and "
            "the activation peak, each attention data-parallel rank's where the engine "
            "schedules each (vLLM, TensorRT-LLM); an RL plan's rollout engine too (verl "
            "rollout.max_num_batched_tokens)",
            "serving_engine",
            unit="tokens",
            applies=f.engine_step,
            suffix=" tokens",
            unset="framework default",
        ),
    ] = Field(default=None, ge=16, le=10_000_000)
    scheduler_steps: Annotated[
        int,
        Ui(
            "Scheduler steps",
            "Decode steps the engine runs per scheduling round (vLLM V0's --num-scheduler-steps, "
            "0.6–0.10): the host's per-step work is paid once a round, and a new request waits "
            "for the round in flight to end before its prefill; 1: a round per step (vLLM V1 "
            "and the other engines)",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.multi_step,
        ),
    ] = Field(default=1, ge=1, le=64)
    async_scheduling: Annotated[
        bool,
        Ui(
            "Async scheduling",
            "The engine schedules the next step while the GPU runs this one (vLLM "
            "--async-scheduling, on by default in recent releases), so the host's work per "
            "step (scheduling, input tensors, sampling) no longer waits between steps; off "
            "(--no-async-scheduling, and vLLM before it was the default): the GPU waits for it",
            "serving_engine",
            sheet=True,
            applies=f.async_engine,
        ),
    ] = False
    frontend: Annotated[
        Frontend,
        Ui(
            "Requests through",
            "How requests reach the engine: its OpenAI-compatible server (vllm serve, SGLang's "
            "server, trtllm-serve, LMDeploy api_server), a process of its own that spends about "
            "30 µs on each running request's output every step (detokenizing, streaming), so a "
            "step lasts at least that; or in-process calls with no server (vLLM LLM.generate "
            "and bench throughput, trtllm-bench throughput, SGLang's offline engine)",
            "serving_engine",
            sheet=True,
            applies=f.python_frontend,
            choices=FRONTEND_LABELS,
        ),
    ] = Frontend.API
    api_servers: Annotated[
        int,
        Ui(
            "Server processes",
            "Processes of the engine's OpenAI-compatible server that share the running "
            "requests' outputs (vLLM --api-server-count, SGLang --tokenizer-worker-num): each "
            "step's work on them is divided among the processes",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.api_frontend,
        ),
    ] = Field(default=1, ge=1, le=256)
    stream_interval: Annotated[
        int,
        Ui(
            "Stream interval",
            "Decode steps between the server's streamed chunks (vLLM and SGLang "
            "--stream-interval): it works on the running requests' outputs once every that "
            "many steps, their tokens sent together",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.api_frontend,
        ),
    ] = Field(default=1, ge=1, le=1024)
    cuda_graphs: Annotated[
        bool,
        Ui(
            "CUDA graphs",
            "Decode steps replay captured CUDA graphs, as the engine does by default; off "
            "(vLLM --enforce-eager, SGLang --disable-cuda-graph, TGI --cuda-graphs 0, "
            "TensorRT-LLM's PyTorch backend without cuda_graph_config), every kernel is "
            "launched from Python one by one, about 13 µs each on an x86 host and 35 µs on "
            "Grace, so a small batch's step lasts at least its launches, and no memory is kept "
            "for graphs",
            "serving_engine",
            sheet=True,
            applies=f.graph_engine,
        ),
    ] = True
    prefix_caching: Annotated[
        bool,
        Ui(
            "Prefix caching",
            "Keep the KV cache of a prompt prefix shared by requests (see shared prefix "
            "tokens): computed once, stored once",
            "serving_engine",
            sheet=True,
            applies=f.serving,
        ),
    ] = True
    speculative: Annotated[
        Speculative,
        Ui(
            "Speculative decoding",
            "Propose several tokens cheaply and verify them in one step of the model",
            "serving_engine",
            sheet=True,
            applies=f.serving,
            choices=SPECULATIVE_LABELS,
        ),
    ] = Speculative.NONE
    draft_model: Annotated[
        str | None,
        Ui(
            "Draft model",
            "Catalog id of the smaller model that proposes tokens (same tokenizer)",
            "serving_engine",
            sheet=True,
            applies=f.draft_model,
            unset="none",
            widget="model",
        ),
    ] = Field(default=None, min_length=1, max_length=200)
    speculative_tokens: Annotated[
        int,
        Ui(
            "Proposed tokens",
            "Tokens proposed per step (vLLM num_speculative_tokens)",
            "serving_engine",
            unit="count",
            applies=f.speculating,
        ),
    ] = Field(default=3, ge=1, le=16)
    acceptance_rate: Annotated[
        float,
        Ui(
            "Acceptance rate",
            "Chance that each proposed token is accepted; 0.6–0.8 is typical for a same-family "
            "draft or an EAGLE head on chat, 0.85–0.9 for DeepSeek-V3's MTP layer (its report), "
            "less for n-gram on new text",
            "serving_engine",
            unit="ratio",
            applies=f.speculating,
            decimals=2,
        ),
    ] = Field(default=0.7, gt=0, lt=1)
    lora_adapters: Annotated[
        int,
        Ui(
            "LoRA adapters",
            "LoRA adapters resident on the GPU at once (vLLM max_loras); 0: none",
            "serving_engine",
            unit="count",
            sheet=True,
            applies=f.serving,
        ),
    ] = Field(default=0, ge=0, le=100_000)
    adapter_rank: Annotated[
        int,
        Ui(
            "Adapter rank",
            "Largest rank of the served adapters (vLLM max_lora_rank)",
            "serving_engine",
            sheet=True,
            applies=f.serving_adapters,
        ),
    ] = Field(default=16, ge=1, le=65_536)
    # Post-training (methods dpo … grpo): how the policy trains and what else the GPUs hold.
    adapter: Annotated[
        Adapter,
        Ui(
            "Policy training",
            "Post-training updates all of the policy's weights, or LoRA adapters on a 16-bit "
            "or 4-bit base (then the LoRA rows apply)",
            "posttrain",
            sheet=True,
            compare=True,
            applies=f.post_training,
            choices=ADAPTER_LABELS,
        ),
    ] = Adapter.NONE
    reference: Annotated[
        Reference,
        Ui(
            "Reference model",
            "The frozen starting policy the loss or KL term compares against; with a LoRA "
            "adapter it is the base with adapters disabled (no second copy)",
            "posttrain",
            sheet=True,
            applies=f.with_reference,
            choices=REFERENCE_LABELS,
        ),
    ] = Reference.MODEL
    reward_model: Annotated[
        RewardSource,
        Ui(
            "Reward",
            "A reward model (a score head on the policy's architecture, or on the model "
            "reward_model_id names) or a reward function such as a verifier (no model)",
            "posttrain",
            sheet=True,
            applies=f.rl,
            choices=REWARD_LABELS,
        ),
    ] = RewardSource.MODEL
    reward_model_id: Annotated[
        str | None,
        Ui(
            "Reward model",
            "Catalog id of the reward model when it is not the policy's architecture (an 8B "
            "reward model for a 70B policy); PPO's critic starts from it where the framework "
            "does (TRL, OpenRLHF, ms-swift). Unset: the policy's architecture",
            "posttrain",
            sheet=True,
            applies=f.reward_model_id,
            unset="the policy's",
            widget="model",
        ),
    ] = Field(default=None, min_length=1, max_length=200)
    prompts_per_step: Annotated[
        int,
        Ui(
            "Prompts per step",
            "Prompts generated for and trained on in one step (verl data.train_batch_size, "
            "OpenRLHF rollout.batch_size); gradient accumulation follows from it",
            "posttrain",
            unit="count",
            sheet=True,
            compare=True,
            applies=f.rl,
        ),
    ] = Field(default=64, ge=1, le=10_000_000)
    completions: Annotated[
        int,
        Ui(
            "Completions per prompt",
            "Completions generated per prompt (G, num_generations); GRPO, RLOO and DAPO "
            "compare them, two at least (verl's GRPO and RLOO also run one: its reward is the "
            "advantage)",
            "posttrain",
            unit="count",
            sheet=True,
            compare=True,
            applies=f.rl,
        ),
    ] = Field(default=8, ge=1, le=1024)
    rl_algorithm: Annotated[
        RlAlgorithm,
        Ui(
            "RL algorithm",
            "GRPO, or an algorithm that trains as it does (a policy, no critic): its advantage "
            "or ratio differs, not the memory or the FLOPs; REINFORCE++ normalises over the "
            "batch and needs no group of completions (one a prompt is allowed)",
            "posttrain",
            sheet=True,
            applies=f.grpo,
            choices=RL_ALGORITHM_LABELS,
        ),
    ] = RlAlgorithm.GRPO
    prompt_len: Annotated[
        int,
        Ui(
            "Prompt length",
            "Tokens per prompt (max_prompt_length; TRL and verl default 512)",
            "posttrain",
            unit="tokens",
            sheet=True,
            applies=f.rl,
            suffix=" tokens",
        ),
    ] = Field(default=512, ge=1, le=10_000_000)
    completion_len: Annotated[
        int,
        Ui(
            "Completion length",
            "Tokens generated per completion (max_completion_length; TRL and verl default "
            "512); generation lasts until the longest completion ends",
            "posttrain",
            unit="tokens",
            sheet=True,
            compare=True,
            applies=f.rl,
            suffix=" tokens",
        ),
    ] = Field(default=512, ge=1, le=10_000_000)
    completion_len_mean: Annotated[
        int | None,
        Ui(
            "Average completion length",
            "Tokens an average completion generates when they vary (completion_len is then "
            "the longest): generation runs until the longest ends, and a framework that packs "
            "sequences trains on the average; unset: every completion at completion_len",
            "posttrain",
            unit="tokens",
            sheet=True,
            applies=f.rl,
            suffix=" tokens",
            unset="the completion length",
        ),
    ] = Field(default=None, ge=1, le=10_000_000)
    total_len: Annotated[
        int | None,
        Ui(
            "Total sequence length",
            "RL: the longest prompt and completion together, where the run states one total "
            "(NeMo-RL max_total_sequence_length, prime-rl seq_len, Unsloth max_seq_length); "
            "sets the completion length to what the prompt leaves of it unless that is given, "
            "and a given completion must fit in it with the prompt; unset: the lengths as given",
            "posttrain",
            unit="tokens",
            sheet=True,
            applies=f.rl,
            suffix=" tokens",
            unset="the lengths as given",
        ),
    ] = Field(default=None, ge=2, le=TOTAL_LEN_MOST)
    micro_batch_tokens: Annotated[
        int | None,
        Ui(
            "Micro-batch tokens",
            "RL: a token budget per micro-batch and GPU in place of a count of sequences: the "
            "update packs its sequences into micro-batches of at most this many tokens (verl "
            "use_dynamic_bsz with ppo_max_token_len_per_gpu; NeMo-RL's sequence_packing or "
            "dynamic_batching train_mb_tokens); at least one whole sequence (prompt + "
            "completion); unset: micro-batches of the micro-batch's sequences",
            "posttrain",
            unit="tokens",
            sheet=True,
            applies=f.token_batched,
            suffix=" tokens",
            unset="by sequences",
        ),
    ] = Field(default=None, ge=1, le=100_000_000)
    rollout: Annotated[
        Rollout,
        Ui(
            "Generation",
            "Where completions are generated: an inference engine (vLLM/SGLang) sharing the "
            "training GPUs, one on GPUs of its own, or the training model itself",
            "posttrain",
            sheet=True,
            applies=f.rl,
            choices=ROLLOUT_LABELS,
        ),
    ] = Rollout.COLOCATE
    rollout_gpus: Annotated[
        int,
        Ui(
            "Generation GPUs",
            "GPUs the separate inference engine takes from the plan's GPUs (the rest train); "
            "across nodes a whole node unless set",
            "posttrain",
            unit="count",
            sheet=True,
            applies=f.separate_rollout,
        ),
    ] = Field(default=1, ge=1, le=100_000)
    rollout_ahead: Annotated[
        int,
        Ui(
            "Generation ahead",
            "Steps the separate inference engine generates ahead of the policy update, on "
            "weights that many steps old (verl's one-step off-policy and fully async recipes, "
            "OpenRLHF --async_train): generation overlaps scoring and the update, the step "
            "takes the longer of the two plus the weight sync; 0: synchronous on-policy",
            "posttrain",
            unit="count",
            sheet=True,
            applies=f.separate_rollout,
        ),
    ] = Field(default=0, ge=0, le=64)
    rollout_tp: Annotated[
        int,
        Ui(
            "Generation tensor parallel",
            "GPUs per inference engine replica (tensor parallel degree)",
            "posttrain",
            unit="count",
            applies=f.rollout_engine,
        ),
    ] = Field(default=1, ge=1, le=1024)
    rollout_memory: Annotated[
        float | None,
        Ui(
            "Generation memory share",
            "Share of each GPU the inference engine pre-allocates for its weights and KV "
            "cache (gpu_memory_utilization); unset: the framework's value for the placement",
            "posttrain",
            unit="ratio",
            sheet=True,
            applies=f.rollout_engine,
            decimals=2,
            unset="default",
        ),
    ] = Field(default=None, ge=0.01, le=0.99)
    rollout_fp8: Annotated[
        bool,
        Ui(
            "FP8 rollout",
            "The inference engine generates with FP8 weights, quantized in 128 × 128 blocks as "
            "each update's bf16 weights load (verl actor_rollout_ref.rollout.quantization); "
            "needs FP8 tensor cores",
            "posttrain",
            sheet=True,
            applies=f.rollout_engine,
        ),
    ] = False
    rollout_sleep: Annotated[
        bool,
        Ui(
            "Engine sleeps during training",
            "The colocated engine releases its KV cache and weights while the policy trains "
            "(vLLM sleep mode, verl free_cache_engine)",
            "posttrain",
            sheet=True,
            applies=f.colocated,
        ),
    ] = False
    offload_training: Annotated[
        bool,
        Ui(
            "Trainer offloads during generation",
            "The policy's and critic's weights and optimizer states wait in host RAM while "
            "the engine generates (OpenRLHF --ds.enable_sleep, ms-swift --offload_model, verl "
            "fsdp_config param_offload and optimizer_offload)",
            "posttrain",
            sheet=True,
            applies=f.colocated,
        ),
    ] = False
    offload_frozen: Annotated[
        bool,
        Ui(
            "Reference and reward in host RAM",
            "Keep the frozen reference and reward models in host RAM, streamed in for their "
            "forward passes (OpenRLHF --ref.offload, verl param_offload)",
            "posttrain",
            sheet=True,
            applies=f.frozen_models,
        ),
    ] = False
    lora_dropout: Annotated[
        float,
        Ui(
            "LoRA dropout",
            "Dropout on each adapter's input: every adapted module then keeps a dropped copy "
            "and a mask for backward (PEFT lora_dropout)",
            "adapters",
            sheet=True,
            applies=f.peft,
            decimals=2,
        ),
    ] = Field(default=0.0, ge=0.0, le=0.9)
    bnb_keeps_inputs: Annotated[
        bool,
        Ui(
            "bitsandbytes before 0.43.2",
            "Older bitsandbytes kept every 4-bit matmul's input for backward, adapter or not "
            "(fixed in 0.43.2, July 2024)",
            "adapters",
            sheet=True,
            applies=f.qlora,
        ),
    ] = False
    rope_per_layer: Annotated[
        bool,
        Ui(
            "Rotary tables in every layer",
            "Unsloth before January 2025 (transformers ≤ 4.47) kept a rotary cos/sin table in "
            "every attention layer, grown to the longest sequence",
            "techniques",
            sheet=True,
            applies=f.lora_kernels,
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
        field_defaults = _field_defaults(cls)
        names = set(field_defaults) - {"user_fields"}
        user = set(values) if given is None else {str(n) for n in given}
        user = (user & names) | ALWAYS_CHOSEN
        if isinstance(values.get("method"), str):
            # an RL algorithm's name: the method it trains as (gspo → grpo), the name kept
            algorithm = ALGORITHM_OF.get(values["method"])
            if algorithm is not None and "rl_algorithm" not in values:
                values["rl_algorithm"] = algorithm
                user.add("rl_algorithm")
            values["method"] = method_of(values["method"])
        try:
            method = Method(values.get("method", Method.LORA))
            gpus = int(values.get("gpus_per_node", 1)) * int(values.get("nodes", 1))
        except (TypeError, ValueError, OverflowError):  # int(inf) overflows
            method = None  # the field validation names the bad value
            gpus = 1
        if "framework" not in values:
            # no framework given: the method's own (serving: vLLM; post-training: TRL)
            values["framework"] = default_framework(method or Method.LORA)
        elif isinstance(values["framework"], str):
            # another name of a profile: the profile (an unknown name: the field refuses it)
            lone = lone_completion_refusal(values["framework"], method, values.get("completions"))
            if lone is not None:
                raise ValueError(lone)
            values["framework"] = profile_of(values["framework"])
        fw = FRAMEWORKS.get(str(values["framework"]))
        if fw is not None and method is not None:
            # every profile field the user did not set: the profile's value for this method
            # (and GPU count), else the field's default (never one left over from another
            # method or framework)
            per_node = int(values.get("gpus_per_node", 1))
            tp = values.get("tp") if "tp" in user else None
            if "tp" in user and not (isinstance(tp, int) and tp > 0):
                tp = max(1, per_node)  # an invalid tp (its field refuses it): one stage meanwhile
            defaults = fw.plan_defaults(method, gpus, per_node, tp)
            for name in PROFILE_FIELDS - user:
                values[name] = defaults.get(name, field_defaults[name])
            if (
                {"optimizer"} <= user
                and "paged_optimizer" not in user
                and values.get("paged_optimizer")
            ):
                # paging belongs to the profile's own optimizer class (torchtune's
                # PagedAdamW8bit): an optimizer the user picks instead is not paged
                own = defaults.get("optimizer", field_defaults["optimizer"])
                if str(values["optimizer"]) != str(own):
                    values["paged_optimizer"] = False
            if liger_sets_loss(fw, values.get("liger_kernels"), user, method):
                values["loss"] = Loss.FUSED_LINEAR
            if "rollout_tp" not in user:
                values["rollout_tp"] = _engine_tp(values, gpus, field_defaults["rollout_gpus"])
            left = _completion_left(values, field_defaults)
            if left is not None and "completion_len" not in user:
                values["completion_len"] = left
            separate = str(values.get("rollout")) == "separate"
            if separate and "rollout_gpus" not in user and gpus > per_node > 0:
                # across nodes the engine takes whole nodes (layout rule): one node unless set
                values["rollout_gpus"] = per_node
            if "rollout_ahead" not in user and not separate:
                # generation runs ahead only on GPUs of its own (prime-rl's max_async_level
                # applies to its separate servers, not to one GPU shared by memory)
                values["rollout_ahead"] = 0
        derived = _accumulation_of(values, field_defaults)
        if derived is not None and "grad_accum" in user:
            try:
                agrees = int(values["grad_accum"]) == derived
            except (TypeError, ValueError, OverflowError):
                agrees = False  # the field validation names the bad value
            if agrees:  # the global batch's own value: it follows the layout from now on
                user.discard("grad_accum")
        if derived is not None and "grad_accum" not in user:
            values["grad_accum"] = derived
        values["user_fields"] = tuple(sorted(user))
        return values

    @field_validator("framework")
    @classmethod
    def _known_framework(cls, value: str) -> str:
        return known_framework(value)

    @field_validator("kv_block_size")
    @classmethod
    def _power_of_two(cls, value: int) -> int:
        if value not in BLOCK_SIZES:
            raise ValueError(
                Message(
                    "{value} is not a power of two; allowed: 1, 2, 4, … {most:,} tokens",
                    value=value,
                    most=BLOCK_SIZES[-1],
                )
            )
        return value

    @field_validator("recompute_modules", mode="before")
    @classmethod
    def _modules(cls, value: Any) -> Any:
        """A comma list or a sequence, in Megatron-Core's order, each module once (an order
        typed differently is the same plan)."""
        if isinstance(value, str):
            value = [item.strip() for item in value.split(",") if item.strip()]
        if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            if not value:
                raise ValueError(
                    Message(
                        "no module chosen; allowed: one or more of {modules}, or set recompute "
                        "to none",
                        modules=", ".join(RECOMPUTE_MODULES),
                    )
                )
            known = [m for m in RECOMPUTE_MODULES if m in value]
            return tuple(known + [v for v in dict.fromkeys(value) if v not in known])
        return value

    @field_validator("other_gpus", "layer_split", mode="before")
    @classmethod
    def _list(cls, value: Any) -> Any:
        """A comma-separated list as people type it: spaces around the items dropped
        ("rtx-3090, rtx-3060"); nothing left is unset."""
        if isinstance(value, str):
            value = ",".join(item.strip() for item in value.split(","))
            return value or None
        return value

    @model_validator(mode="after")
    def _check(self) -> "Plan":
        unknown = [t for t in self.lora_targets if t not in LORA_TARGETS]
        if unknown:
            raise ValueError(
                refused(
                    "lora_targets",
                    Message(
                        "unknown target {target}; allowed: {allowed}",
                        target=short_repr(unknown[0]),
                        allowed=", ".join(LORA_TARGETS),
                    ),
                )
            )
        if self.base_method.is_peft and not self.lora_targets:
            raise ValueError(
                refused("lora_targets", Message("LoRA needs at least one target module"))
            )
        odd = [m for m in self.recompute_modules if m not in RECOMPUTE_MODULES]
        if odd:
            raise ValueError(
                refused(
                    "recompute_modules",
                    Message(
                        "unknown module {module}; allowed: {allowed}",
                        module=short_repr(odd[0]),
                        allowed=", ".join(RECOMPUTE_MODULES),
                    ),
                )
            )
        if self.unequal_prefill:
            # prefill replicas of their own tp: the decode replicas take the GPUs they leave
            self._check_unequal_prefill()
            return self._check_framework()
        layout = layout_problem(self.gpus, self.tp, self.pp)
        if layout:
            raise ValueError(layout)
        if self.gpus % (self.tp * self.pp * self.cp):
            raise ValueError(
                refused(
                    "cp",
                    Message(
                        "tp × pp × cp ({tp}×{pp}×{cp}) must divide the number of GPUs ({gpus})",
                        tp=self.tp,
                        pp=self.pp,
                        cp=self.cp,
                        gpus=self.gpus,
                    ),
                )
            )
        if self.prefill_only_replicas and self.prefill_only_replicas >= self.dp:
            raise ValueError(
                refused(
                    "prefill_replicas",
                    Message(
                        "{prefill} of the plan's {dp} replica(s) of tp × pp = {gpus} GPUs leave "
                        "none to decode; allowed: 0 … {most}, or more GPUs",
                        prefill=self.prefill_replicas,
                        dp=self.dp,
                        gpus=self.tp * self.pp,
                        most=self.dp - 1,
                    ),
                )
            )
        return self._check_framework()

    def _check_unequal_prefill(self) -> None:
        """Prefill replicas of prefill_tp × pp GPUs each: the decode replicas of tp × pp GPUs
        share the GPUs they leave, one at least, evenly."""
        left = self.gpus - self.prefill_gpus
        decode = self.tp * self.pp
        each = self.prefill_replica_tp * self.pp
        if each > self.gpus_per_node and each % self.gpus_per_node:
            raise ValueError(
                refused(
                    "prefill_tp",
                    Message(
                        "a prefill replica of {each} GPUs spans nodes of {per_node} unevenly; "
                        "allowed: up to {per_node}, or a multiple of it",
                        each=each,
                        per_node=self.gpus_per_node,
                    ),
                )
            )
        if not self.holds_decode_replicas(left):
            most = (self.gpus - decode) // each
            raise ValueError(
                refused(
                    "prefill_tp",
                    Message(
                        "{prefill} prefill replica(s) of {ptp} × pp {pp} GPUs leave {left} of "
                        "the {gpus} GPUs, not a whole number of decode replicas of tp × pp = "
                        "{decode}; allowed: GPUs = prefill replicas × {ptp} × {pp} + decode "
                        "replicas × {decode} (prefill replicas at most {most} here)",
                        prefill=self.prefill_only_replicas,
                        ptp=self.prefill_replica_tp,
                        pp=self.pp,
                        left=max(left, 0),
                        gpus=self.gpus,
                        decode=decode,
                        most=max(most, 0),
                    ),
                )
            )

    def _check_framework(self) -> "Plan":
        fw = FRAMEWORKS[self.framework]
        if self.method in fw.unmodelled:
            raise ValueError(
                refused(
                    "method",
                    Message(
                        "{framework} has {method}, but the planner does not model it: {why}; "
                        "allowed: {allowed}",
                        framework=fw.name,
                        method=self.method.value,
                        why=Term("Message", fw.unmodelled[self.method]),
                        allowed=", ".join(m.value for m in fw.methods),
                    ),
                )
            )
        if self.method not in fw.methods:
            raise ValueError(
                refused(
                    "method",
                    Message(
                        "{framework} does not offer {method}; allowed: {allowed}",
                        framework=fw.name,
                        method=self.method.value,
                        allowed=", ".join(m.value for m in fw.methods),
                    ),
                )
            )
        if self.method.is_post_training:
            problem = post_training_problem(self, fw)
            if problem:
                raise ValueError(problem)
        if self.method.is_offline_training:
            problem = batch_problem(self)
            if problem:
                raise ValueError(problem)
            seqs = global_sequences(self)
            accum = None if seqs is None else accumulation(seqs, self.micro_batch, self.dp)
            if accum is not None and accum != self.grad_accum:
                raise ValueError(
                    refused(
                        "grad_accum",
                        Message(
                            "{accum_given} differs from what the global batch sets ({sequences:,} "
                            "sequences ÷ (micro-batch {micro_batch} × {dp} data-parallel ranks) "
                            "= {accum}); allowed: unset, or {accum}",
                            accum_given=self.grad_accum,
                            sequences=seqs,
                            micro_batch=self.micro_batch,
                            dp=self.dp,
                            accum=accum,
                        ),
                    )
                )
        return self

    # Derived ---------------------------------------------------------------------------------

    @property
    def gpus(self) -> int:
        return self.gpus_per_node * self.nodes

    @property
    def dp(self) -> int:
        """Data-parallel replicas: GPUs ÷ (tp × pp × cp)."""
        return data_parallel(self)

    @property
    def prefill_only_replicas(self) -> int:
        """The replicas that only prefill: prefill_replicas where the field applies
        (fields.disaggregation: a serving plan of one kind of card whose engine disaggregates),
        else none (the field is then named unused and changes nothing)."""
        return self.prefill_replicas if f.disaggregation(self, None) else 0

    @property
    def graphs_captured(self) -> bool:
        """The engine replays CUDA graphs for its decode steps: one that captures them
        (Framework.cuda_graphs) with the plan's cuda_graphs on."""
        fw = FRAMEWORKS.get(str(self.framework))
        return fw is not None and fw.cuda_graphs and self.cuda_graphs

    @property
    def graphs_off(self) -> bool:
        """An engine that captures CUDA graphs, run with them turned off (--enforce-eager)."""
        fw = FRAMEWORKS.get(str(self.framework))
        return fw is not None and fw.cuda_graphs and not self.cuda_graphs

    @property
    def decode_replicas(self) -> int:
        """Serving replicas that decode: every replica, but the prefill-only ones of a
        disaggregated plan (the GPUs they leave, in replicas of tp × pp × cp)."""
        return max((self.gpus - self.prefill_gpus) // (self.tp * self.pp * self.cp), 1)

    @property
    def prefill_replica_tp(self) -> int:
        """A prefill-only replica's tensor-parallel GPUs: prefill_tp where it applies (a
        disaggregated plan with prefill replicas), else tp."""
        if self.prefill_only_replicas and self.prefill_tp is not None:
            return self.prefill_tp
        return self.tp

    @property
    def prefill_gpus(self) -> int:
        """The GPUs of the prefill-only replicas (none without them)."""
        return self.prefill_only_replicas * self.prefill_replica_tp * self.pp

    @property
    def unequal_prefill(self) -> bool:
        """Prefill-only replicas of a tp of their own (prefill_tp), not the decode replicas'."""
        return bool(self.prefill_gpus) and self.prefill_replica_tp != self.tp

    def holds_decode_replicas(self, gpus: int) -> bool:
        """`gpus` hold whole decode replicas of tp × pp GPUs, one at least."""
        decode = self.tp * self.pp
        return gpus >= decode and gpus % decode == 0

    @property
    def shard_ranks(self) -> int:
        """GPUs ZeRO/FSDP shards states over: the data-parallel and context-parallel ranks
        (torchtitan and Megatron-LM shard over both)."""
        return self.dp * self.cp

    @property
    def base_method(self) -> Method:
        """How the policy's own weights train: the method itself, or for a post-training method
        full, LoRA or QLoRA training by its adapter."""
        if not self.method.is_post_training:
            return self.method
        return {
            Adapter.NONE: Method.FULL,
            Adapter.LORA: Method.LORA,
            Adapter.QLORA: Method.QLORA,
        }[self.adapter]

    @property
    def frozen_format(self) -> WeightFormat:
        """Storage format of the weights that do not train."""
        if self.weight_format is not None:
            return self.weight_format
        if self.base_method is Method.QLORA:
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

    def with_changes(self, **changes: Any) -> "Plan":
        """The plan with the user's new values (validated); profile defaults re-applied. None for
        a field a framework profile sets gives it back to the profile. A new method brings its
        own default framework when the plan used the old method's default (LoRA with the
        trainer → inference with vLLM), or when the plan's framework does not offer it."""
        data = self.model_dump()
        data.update(changes)
        user = set(self.user_fields) | set(changes)
        # None for a field a profile sets means "the profile's value" again
        user -= {k for k, v in changes.items() if v is None and k in PROFILE_FIELDS}
        if any(changes.get(k) is not None for k in GLOBAL_BATCH_FIELDS):
            user.discard("grad_accum")  # a global batch sets the accumulation from now on
        method = changes.get("method")
        if method is not None and "framework" not in changes:
            try:
                new = Method(method)
            except ValueError:
                new = None  # validation below names the bad method
            if new is not None and (
                new not in FRAMEWORKS[self.framework].methods
                or self.framework == default_framework(self.method)
            ):
                data["framework"] = default_framework(new)
        data["user_fields"] = tuple(sorted(user))
        return Plan.model_validate(data)

    def relaid(self, **update: Any) -> "Plan | None":
        """The plan with a solver's layout (`update`, unvalidated), its gradient accumulation
        following the global batch; None when micro-batch × data-parallel ranks no longer
        divides the global batch, or a disaggregated plan's prefill replicas leave none to
        decode."""
        new = self.model_copy(update=update)
        if new.unequal_prefill:
            if not new.holds_decode_replicas(new.gpus - new.prefill_gpus):
                return None
        elif new.prefill_only_replicas and new.prefill_only_replicas >= new.dp:
            return None
        seqs = global_sequences(new)
        if seqs is None or not new.method.is_offline_training:
            return new
        accum = accumulation(seqs, new.micro_batch, new.dp)
        if accum is None:
            return None
        return new if accum == new.grad_accum else new.model_copy(update={"grad_accum": accum})

    def for_model(self, total_params: float) -> "Plan":
        """The plan with the framework's size-dependent defaults (`size_defaults`) for a model
        of `total_params` parameters, on the fields the user did not set."""
        values = FRAMEWORKS[self.framework].model_defaults(self.method, self.gpus, total_params)
        update = {
            k: v for k, v in values.items() if k not in self.user_fields and getattr(self, k) != v
        }
        return self.model_copy(update=update) if update else self

    def reset(self, *names: str) -> "Plan":
        """The plan with these fields back to their defaults (the profile's, or the field's)."""
        data = self.model_dump()
        for name in names:
            if name not in PROFILE_FIELDS:
                data[name] = Plan.model_fields[name].default
        user = (set(self.user_fields) - set(names)) | ALWAYS_CHOSEN
        data["user_fields"] = tuple(sorted(user))
        return Plan.model_validate(data)
