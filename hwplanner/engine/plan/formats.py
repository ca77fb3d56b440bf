"""Bytes per element of each storage format and precision recipe, and where they come from."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import Offload, StateDtype
from hwplanner.engine.plan.fields import fsdp_sharded, state_dtype
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import (
    KvDtype,
    Method,
    Optimizer,
    Plan,
    Precision,
    TrainCudaGraphs,
    WeightFormat,
)

# NF4 (bitsandbytes): 4-bit codes, one absmax per 64-element block. Without double quantization
# the absmax is fp32 (4 B / 64 = 0.0625 B/param); with it the absmax is 8-bit (1/64 B) plus an
# fp32 second-level absmax per 256 blocks (4 / (64·256) B). Dettmers et al. 2023, QLoRA, §2.
NF4_BLOCK = 64
NF4_DQ_BLOCK2 = 256
_NF4 = 0.5 + 4 / NF4_BLOCK
_NF4_DQ = 0.5 + 1 / NF4_BLOCK + 4 / (NF4_BLOCK * NF4_DQ_BLOCK2)
# MXFP4 (OCP microscaling): 4-bit elements with one 8-bit shared scale per 32 elements.
_MXFP4 = 0.5 + 1 / 32
# NVFP4 (NVIDIA ModelOpt): 4-bit E2M1 elements with one FP8 (E4M3) scale per 16 elements, plus
# a per-tensor fp32 scale (negligible). NVIDIA TensorRT Model Optimizer docs, "NVFP4".
_NVFP4 = 0.5 + 1 / 16
# GGUF block formats of llama.cpp (ggml-common.h): Q8_0 holds 32 int8 values and one fp16 scale
# per block (34 bytes / 32), Q4_0 32 4-bit values and one fp16 scale (18 bytes / 32).
_Q8_0 = 34 / 32
_Q4_0 = 18 / 32
# K-quant mixes (llama-quantize Q4_K_M, Q5_K_M, Q6_K): their default types' blocks of 256 —
# Q4_K 144 bytes, Q5_K 176, Q6_K 210; the whole file's bytes follow the tool's per-tensor rules
# (model/gguf_mix.py), these are the types most of the weights take
_Q4_K = 144 / 256
_Q5_K = 176 / 256
_Q6_K = 210 / 256
# MLX affine quantization (mlx.core.quantize, mode "affine"; mlx_lm convert's default group 64):
# packed 4- or 8-bit values, one scale and one bias per 64 in the weights' dtype (bf16/fp16)
MLX_GROUP = 64
_MLX_Q4 = 0.5 + 2 * 2 / MLX_GROUP
_MLX_Q8 = 1.0 + 2 * 2 / MLX_GROUP
# FP8 with 128×128 block scales in fp32 (DeepSeek-V3 checkpoints); per-tensor scales are smaller.
_FP8 = 1 + 4 / (128 * 128)
# LLM.int8() (bitsandbytes): int8 weights plus an fp32 scale per output row — ~1 B/param.
# GPTQ/AWQ int4 with group size 128: fp16 scale + 4-bit zero per group.
_INT4 = 0.5 + (2 + 0.5) / 128

WEIGHT_BYTES: dict[WeightFormat, float] = {
    WeightFormat.FP32: 4.0,
    WeightFormat.BF16: 2.0,
    WeightFormat.FP16: 2.0,
    WeightFormat.FP8: _FP8,
    WeightFormat.INT8: 1.0,
    WeightFormat.INT4: _INT4,
    WeightFormat.NF4: _NF4,
    WeightFormat.NF4_DQ: _NF4_DQ,
    WeightFormat.MXFP4: _MXFP4,
    WeightFormat.NVFP4: _NVFP4,
    WeightFormat.Q8_0: _Q8_0,
    WeightFormat.Q4_0: _Q4_0,
    WeightFormat.Q6_K: _Q6_K,
    WeightFormat.Q5_K_M: _Q5_K,
    WeightFormat.Q4_K_M: _Q4_K,
    WeightFormat.MLX_Q4: _MLX_Q4,
    WeightFormat.MLX_Q8: _MLX_Q8,
}

WEIGHT_FORMAT_NOTES: dict[WeightFormat, str] = {
    WeightFormat.FP32: N_("Source", "4 B/param"),
    WeightFormat.BF16: N_("Source", "2 B/param"),
    WeightFormat.FP16: N_("Source", "2 B/param"),
    WeightFormat.FP8: N_("Source", "1 B/param + fp32 scale per 128×128 block"),
    WeightFormat.INT8: N_("Source", "1 B/param (LLM.int8 / per-channel int8)"),
    WeightFormat.INT4: N_(
        "Source", "0.5 B/param + fp16 scale and 4-bit zero per 128-group (GPTQ/AWQ)"
    ),
    WeightFormat.NF4: N_(
        "Source", "0.5 B/param + fp32 absmax per 64-block (bitsandbytes, no double quant)"
    ),
    WeightFormat.NF4_DQ: N_(
        "Source",
        "0.5 B/param + 8-bit absmax per 64-block + fp32 per 256 blocks "
        "(bitsandbytes double quantization)",
    ),
    WeightFormat.MXFP4: N_("Source", "0.5 B/param + 8-bit scale per 32 (OCP MX)"),
    WeightFormat.NVFP4: N_("Source", "0.5 B/param + FP8 scale per 16 (NVIDIA NVFP4)"),
    WeightFormat.Q8_0: N_("Source", "34 bytes per 32 weights (GGUF Q8_0: int8 + fp16 scale)"),
    WeightFormat.Q4_0: N_("Source", "18 bytes per 32 weights (GGUF Q4_0: 4-bit + fp16 scale)"),
    WeightFormat.Q6_K: N_("Source", "210 bytes per 256 weights (GGUF Q6_K); output layer Q6_K"),
    WeightFormat.Q5_K_M: N_(
        "Source",
        "176 bytes per 256 weights (GGUF Q5_K), Q6_K on half the attn_v and ffn_down and the "
        "output layer (llama-quantize Q5_K_M)",
    ),
    WeightFormat.Q4_K_M: N_(
        "Source",
        "144 bytes per 256 weights (GGUF Q4_K), Q6_K on half the attn_v and ffn_down and the "
        "output layer (llama-quantize Q4_K_M)",
    ),
    WeightFormat.MLX_Q4: N_(
        "Source", "0.5 B/param + 16-bit scale and bias per 64 (MLX affine 4-bit, mlx_lm.convert)"
    ),
    WeightFormat.MLX_Q8: N_(
        "Source", "1 B/param + 16-bit scale and bias per 64 (MLX affine 8-bit, mlx_lm.convert)"
    ),
}

KV_BYTES: dict[KvDtype, float] = {
    KvDtype.FP32: 4.0,
    KvDtype.BF16: 2.0,
    KvDtype.FP8: 1.0,
    KvDtype.INT8: 1.0,
    KvDtype.INT4: 0.5,
}


# The bits a format's name promises (a rule of thumb multiplies parameters by them; the
# latency fixes try a smaller width)
NOMINAL_BITS: dict[WeightFormat, int] = {
    WeightFormat.FP32: 32,
    WeightFormat.BF16: 16,
    WeightFormat.FP16: 16,
    WeightFormat.FP8: 8,
    WeightFormat.INT8: 8,
    WeightFormat.Q8_0: 8,
    WeightFormat.INT4: 4,
    WeightFormat.NF4: 4,
    WeightFormat.NF4_DQ: 4,
    WeightFormat.MXFP4: 4,
    WeightFormat.NVFP4: 4,
    WeightFormat.Q4_0: 4,
    WeightFormat.Q6_K: 6,
    WeightFormat.Q5_K_M: 5,
    WeightFormat.Q4_K_M: 4,
    WeightFormat.MLX_Q4: 4,
    WeightFormat.MLX_Q8: 8,
}


def is_quantized(fmt: WeightFormat) -> bool:
    """Formats in which only the block linear layers are stored low-bit (embeddings stay 16-bit)."""
    return WEIGHT_BYTES[fmt] < 2.0


@dataclass(frozen=True, slots=True)
class Recipe:
    """Bytes per trainable parameter that a precision recipe keeps resident."""

    weight: float  # the working copy the forward pass reads
    grad: float
    master: float  # an extra fp32 copy for the optimizer (0 when the weights are already fp32)
    state: float  # bytes of one optimizer state element
    compute: int  # bytes of one activation element
    frameworks: str


RECIPES: dict[Precision, Recipe] = {
    Precision.FP32: Recipe(4, 4, 0, 4, 4, N_("Source", "any framework with mixed precision off")),
    Precision.AMP: Recipe(
        4,
        4,
        0,
        4,
        2,
        N_("Source", "Hugging Face Trainer / accelerate (bf16=True), PyTorch autocast"),
    ),
    Precision.MIXED: Recipe(
        2,
        2,
        4,
        4,
        2,
        N_("Source", "DeepSpeed ZeRO (bf16/fp16), FSDP MixedPrecision, Megatron-LM (bf16 grads)"),
    ),
    Precision.MIXED_FP32_GRADS: Recipe(
        2,
        4,
        4,
        4,
        2,
        N_("Source", "Megatron-LM (fp32 main_grad), DeepSpeed with fp32 gradient accumulation"),
    ),
    Precision.BF16: Recipe(
        2, 2, 0, 2, 2, N_("Source", "torchtune (pure bf16), pure-bf16 custom loops")
    ),
    # FP8 GEMMs keep the mixed recipe's resident bytes (torchtitan: fp32 sharded parameters,
    # bf16 compute; Megatron/NeMo: bf16 weights, fp32 master); FP8 copies are transient or a
    # Transformer Engine cache (memory/techniques.py).
    Precision.FP8: Recipe(
        2,
        2,
        4,
        4,
        2,
        N_("Source", "torchao float8 (torchtitan), Transformer Engine (Megatron-LM, NeMo)"),
    ),
    # NVFP4 GEMMs keep the same resident bytes (Megatron-LM: bf16 model, fp32 main grads and
    # master copy); the NVFP4 copies are Transformer Engine's cache (memory/techniques.py).
    Precision.NVFP4: Recipe(
        2,
        2,
        4,
        4,
        2,
        N_(
            "Source",
            "Transformer Engine NVFP4BlockScaling through Megatron-LM and NeMo (fp4_format "
            "e2m1, fp4_recipe nvfp4)",
        ),
    ),
}


def low_precision(precision: Precision) -> bool:
    """A recipe whose linear layers multiply in a format narrower than bf16 (FP8, NVFP4)."""
    return precision in (Precision.FP8, Precision.NVFP4)


def training_graphs(plan: Plan) -> TrainCudaGraphs:
    """What a training step replays as CUDA graphs (plan.train_cuda_graphs; none outside
    training)."""
    return plan.train_cuda_graphs if plan.method.is_training else TrainCudaGraphs.NONE


def fp8_attention_runs(plan: Plan) -> bool:
    """Training whose attention multiplies in FP8 (plan.fp8_attention under an FP8 or NVFP4
    recipe: Transformer Engine's fp8_dpa through cuDNN)."""
    return plan.fp8_attention and plan.method.is_training and low_precision(plan.precision)


# MXFP8: one 8-bit value and one E8M0 scale byte per 32 (OCP Microscaling Formats v1.0;
# Transformer Engine's MXFP8BlockScaling): 1 + 1/32 bytes per element
MXFP8_BYTES = 1 + 1 / 32
# NVFP4: 4-bit E2M1 values and one E4M3 scale byte per 16 (the FP32 per-tensor scale is
# negligible): 0.5 + 1/16 bytes per element (NVIDIA, "Pretraining Large Language Models with
# NVFP4", arXiv 2509.25149, §2; Transformer Engine NVFP4BlockScaling)
NVFP4_BYTES = 0.5 + 1 / 16
# Layers kept in bf16 at each end: Megatron-LM's FP4 configuration for Blackwell turns on
# --first-last-layers-bf16 with 2 at the start and 2 at the end (github
# NVIDIA/Megatron-LM@b94911d6 docs/user-guide/features/low_precision_training.md, "Blackwell /
# B200 — maximum memory / bandwidth savings (FP4)"; the flag is off by default, 1 each when on)
NVFP4_BF16_LAYERS_EACH_END = 2


def nvfp4_share(layers: int) -> float:
    """Share of a model's layers whose linear layers multiply in NVFP4 (the others bf16)."""
    kept = min(2 * NVFP4_BF16_LAYERS_EACH_END, layers)
    return (layers - kept) / layers if layers else 0.0


# FSDP2's float8 all-gather with torchao's Float8Linear: "cast Float8Linear.weight from high
# precision to float8 before FSDP all-gather so we can communicate in float8 to save bandwidth"
# (torchtitan --float8.enable_fsdp_float8_all_gather), for tensor-wise scaling only ("we
# currently support tensor-wise scaling with dynamic scales"; github pytorch/torchtitan@06fe290
# docs/float8.md); the fp32 shards stay as they are.
FP8_GATHER_SOURCE = N_(
    "Source",
    "Megatron-LM --fp8-param-gather (Megatron-FSDP gathers the FP8 parameters); torchao's "
    "float8 all-gather under FSDP2: each Float8Linear weight cast to FP8 on its shard before "
    "the gather, tensor-wise scaling only (github pytorch/torchtitan@06fe290 docs/float8.md)",
)


def fp8_gathered(plan: Any) -> bool:
    """ZeRO-3/FSDP gathers the layers' weights in FP8, a byte each: Megatron's FP8 parameters
    under Megatron-FSDP (--fp8-param-gather) and torchao's float8 all-gather under FSDP2
    (torchtitan's enable_fsdp_float8_all_gather), both `fp8_params`."""
    training = plan.method.is_training and plan.precision is Precision.FP8
    return training and plan.fp8_params and plan.zero >= 3


def fp8_gathered_share(counts: Any, plan: Any) -> float:
    """Of a transformer layer's parameters, the share gathered in FP8 (fp8_gathered): all of
    them under Transformer Engine's layers (its grouped experts are FP8 parameters too); under
    torchao, the linears Float8Linear replaces — not the routed experts, which are grouped
    tensors, not nn.Linear modules."""
    layers = counts.layers
    if not layers:
        return 0.0
    if framework(plan.framework).te_layers:
        return 1.0
    return float(max(layers - counts.experts, 0) / layers)


OPTIMIZER_STATES: dict[Optimizer, tuple[float, str]] = {
    Optimizer.ADAMW: (2.0, N_("Source", "AdamW keeps exp_avg and exp_avg_sq")),
    Optimizer.ADAMW_8BIT: (
        2.0,
        N_("Source", "bitsandbytes 8-bit AdamW: two 1-byte states + block stats"),
    ),
    Optimizer.ADAMW_4BIT: (
        2.0,
        N_(
            "Source",
            "torchao AdamW4bit: two 4-bit states packed two to a byte + an fp32 scale per "
            "128-element block each (torchao/optim/subclass_4bit.py OptimState4bit.zeros)",
        ),
    ),
    Optimizer.SGD: (0.0, N_("Source", "plain SGD keeps no state")),
    Optimizer.SGD_MOMENTUM: (1.0, N_("Source", "SGD with momentum keeps one buffer")),
    Optimizer.ADAFACTOR: (
        0.0,
        N_("Source", "Adafactor factors the second moment into row and column sums"),
    ),
    Optimizer.LION: (1.0, N_("Source", "Lion keeps one momentum buffer")),
}


# bitsandbytes 8-bit AdamW: one fp32 absmax per 256-element block of each state (bitsandbytes
# ≥ 0.44, Optimizer2State.init_state; 2048-element blocks before)
BNB_BLOCK = 256
# torchao AdamW4bit: 4-bit codes packed two to a uint8 and one fp32 scale per block (github
# pytorch/ao@d3a0add torchao/optim/subclass_4bit.py OptimState4bit.zeros: codes n/2 uint8,
# scale n/block_size in the default float32); the block is the profile's
# (Framework.torchao_4bit_block: the optimizer's default 128, 256 through Hugging Face)
# The optimizers whose states are quantized in blocks, each block with an fp32 scale
LOW_BIT_OPTIMIZERS = frozenset({Optimizer.ADAMW_8BIT, Optimizer.ADAMW_4BIT})


def state_bytes_per_param(plan: Any, recipe: Recipe) -> float:
    """Bytes of optimizer state per trainable parameter (the fp32 master copy apart): low-bit
    AdamW's quantized states with their block scales, Adafactor's factored second moment, else
    the optimizer's states in the recipe's state dtype."""
    n_states, _ = OPTIMIZER_STATES[plan.optimizer]
    if plan.optimizer is Optimizer.ADAMW_8BIT:
        return n_states * (1.0 + 4 / BNB_BLOCK)
    if plan.optimizer is Optimizer.ADAMW_4BIT:
        return n_states * (0.5 + 4 / framework(plan.framework).torchao_4bit_block)
    if plan.optimizer is Optimizer.ADAFACTOR:
        return recipe.state * 2 / max(plan.lora_rank if plan.base_method.is_peft else 1024, 1)
    if plan.paged_optimizer:
        # bitsandbytes' 32-bit paged optimizers (paged_adamw_32bit, PagedLion) keep float32
        # states whatever the parameter's dtype: 4 bytes each over a bf16 model too
        # (bitsandbytes/optim/optimizer.py Optimizer2State.init_state, optim_bits 32)
        return n_states * 4.0
    return n_states * recipe.state


def copy_state_bytes(plan: Any, recipe: Recipe, copy_bytes: float) -> float:
    """Optimizer state bytes per value of the embedding and output-layer copies trained beside
    adapters (`copy_bytes`: their own dtype's bytes): the states follow the parameter's dtype
    (torch's AdamW), fp32 where the recipe steps an fp32 master; low-bit and factored states
    as for any parameter."""
    if (
        plan.optimizer in LOW_BIT_OPTIMIZERS
        or plan.optimizer is Optimizer.ADAFACTOR
        or plan.paged_optimizer
    ):
        return state_bytes_per_param(plan, recipe)
    state = recipe.state if recipe.master else copy_bytes
    return OPTIMIZER_STATES[plan.optimizer][0] * state


def sharded_bf16(plan: Any) -> bool:
    """An autocast plan trained in full and sharded (ZeRO ≥ 1) by a profile that shards through
    DeepSpeed or accelerate (Framework.sharded_fp32_master): the sharding engine computes with
    bf16 working weights — DeepSpeed's bf16 mode casts the module, FSDP's MixedPrecision
    gathers bf16 parameters — over an fp32 master partition: the mixed recipe's bytes, bf16
    activations (memory/activations.activation_mode). LoRA and QLoRA keep their own regime."""
    return (
        plan.precision is Precision.AMP
        and int(plan.zero) >= 1
        and framework(plan.framework).sharded_fp32_master
        and plan.method.is_training
        and not plan.base_method.is_peft
    )


def deepspeed_master(plan: Any) -> bool:
    """A pure-bf16 plan sharded by ZeRO through DeepSpeed, whose bf16 mode adds an fp32 master
    copy and keeps fp32 optimizer states (DeepSpeed's bf16 optimizer and ZeRO stages 1–3
    create fp32 partitions of the bf16 parameters for the step): the mixed recipe's bytes. A
    profile that runs DeepSpeed at stage 0 too (Framework.bf16_optimizer) does so there; an
    autocast plan trained in full and sharded runs the same way (sharded_bf16)."""
    fw = framework(plan.framework)
    return (
        plan.precision is Precision.BF16
        and fw.sharded_fp32_master
        and (int(plan.zero) >= 1 or fw.bf16_optimizer)
        and plan.method.is_training
    ) or sharded_bf16(plan)


# Megatron-LM's --bf16 is mixed precision: bf16 weights, one fp32 main_grad buffer (--bf16
# turns on accumulate_allreduce_grads_in_fp32), fp32 main parameters and Adam states
# (megatron/core/optimizer/optimizer_config.py main_params_dtype float32, lowered only by the
# precision-aware optimizer): a Megatron-Core profile has no pure-bf16 recipe, so a plan in bf16
# there is planned as its bf16 runs: the profile's own mixed recipe (mixed_fp32_grads for
# Megatron-LM and NeMo; NeMo-RL's Megatron policy reduces its gradients in bf16: mixed)
MEGATRON_BF16_SOURCE = N_(
    "Source",
    "Megatron-LM's --bf16 (github NVIDIA/Megatron-LM megatron/training/arguments.py: it turns on "
    "accumulate_allreduce_grads_in_fp32; megatron/core/optimizer/optimizer_config.py "
    "main_params_dtype float32): bf16 weights, fp32 main parameters and Adam states, the "
    "gradients as the profile keeps them (Megatron-LM and NeMo: an fp32 main-gradient "
    "buffer); no pure-bf16 recipe",
)


def megatron_bf16(plan: Any) -> bool:
    """A training plan in bf16 under a Megatron-Core profile (Framework.te_layers), which runs
    it as Megatron-LM's --bf16 (MEGATRON_BF16_SOURCE)."""
    return (
        plan.precision is Precision.BF16
        and framework(plan.framework).te_layers
        and plan.method.is_training
    )


def megatron_bf16_precision(plan: Any) -> Precision:
    """The mixed recipe a Megatron-Core profile runs a bf16 plan as: its own default
    (mixed_fp32_grads for Megatron-LM and NeMo, mixed for NeMo-RL's Megatron policy)."""
    own = framework(plan.framework).defaults.get("precision")
    return (
        own if own in (Precision.MIXED, Precision.MIXED_FP32_GRADS) else Precision.MIXED_FP32_GRADS
    )


def bf16_optimizer_grads(plan: Any, gpu: Any = None) -> bool:
    """DeepSpeed steps through its BF16_Optimizer (Framework.bf16_optimizer): bf16 at ZeRO
    stage 0 (its gradient accumulation dtype is fp32 unless ZeRO is on), or stage 1 with fp32
    accumulation asked for (data_types.grad_accum_dtype: the plan's mixed_fp32_grads), without
    CPU offload (DeepSpeed >= 0.10 deepspeed/runtime/engine.py get_data_types and
    _do_optimizer_sanity_check: "… and not self.zero_cpu_offload()"). On a GPU without bf16
    (`gpu`, when known: a V100, a T4) the run is fp16, whose stage 0 is FP16_Optimizer: fp16
    gradients, the fp32 master copy and states whole on every rank (runtime/fp16/
    fused_optimizer.py), the plan's own bytes."""
    if not (
        framework(plan.framework).bf16_optimizer
        and plan.offload is Offload.NONE
        and plan.method.is_training
    ):
        return False
    if gpu is not None and not gpu.bf16_tflops:
        return False
    if int(plan.zero) == 0:
        # a model loaded in bf16 too: DeepSpeed's bf16 config runs BF16_Optimizer over it
        return plan.precision in (Precision.MIXED, Precision.MIXED_FP32_GRADS, Precision.BF16)
    return int(plan.zero) == 1 and plan.precision is Precision.MIXED_FP32_GRADS


def effective_zero(plan: Any, gpu: Any = None) -> int:
    """The ZeRO stage the optimizer states are laid out by: ZeRO-Offload is a ZeRO feature
    (stage 0 with offload means stage 1), and DeepSpeed's BF16_Optimizer shards the fp32
    master copy and the states over the data-parallel ranks at stage 0 as ZeRO-1 does
    (microsoft/DeepSpeed@06e39a5 deepspeed/runtime/bf16_optimizer.py; BigScience's tr11: 'it
    implements its own zero stage 1 equivalent')."""
    zero = int(plan.zero)
    if plan.offload is not Offload.NONE or bf16_optimizer_grads(plan, gpu):
        return max(zero, 1)
    return zero


def reduce_bytes(plan: Any, recipe: Recipe) -> float:
    """Bytes per gradient element the data-parallel reduction sends: the recipe's gradient
    width, but where PyTorch FSDP reduces in a dtype of its own under a mixed recipe
    (Framework.fsdp_reduce_bytes: torchtitan's and verl's fp32, accelerate's compute dtype),
    that one — the reduce-scatter input memory holds and the traffic it sends."""
    own = framework(plan.framework).fsdp_reduce_bytes
    if own is not None and recipe.master and fsdp_sharded(plan):
        return own
    return recipe.grad


def gradient_bytes(plan: Any, recipe: Recipe, gpu: Any = None) -> float:
    """Bytes of gradient per trainable parameter the plan keeps: the recipe's, or under
    DeepSpeed's BF16_Optimizer its fp32 accumulation buffer beside the 16-bit .grad."""
    return 4.0 + recipe.weight if bf16_optimizer_grads(plan, gpu) else recipe.grad


# TRL's SFTTrainer casts every parameter that trains to bf16 when the model is loaded in 4 or 8
# bits, following the QLoRA paper's recommendation (github huggingface/trl@00313f2
# trl/trainer/sft_trainer.py: `param.data = param.data.to(torch.bfloat16)` for each parameter
# with requires_grad when is_loaded_in_4bit or is_loaded_in_8bit): the adapters and the
# modules_to_save copies of the embedding and the output layer keep 16-bit weights and
# gradients, and torch's AdamW its states in their dtype. TRL 0.x (trl/trainer/utils.py
# peft_module_casting_to_bf16 under bf16=True) cast every module named lm_head or embed_tokens
# (the copies and the frozen originals) to bf16, and the LoRA layers in some versions only;
# this follows the current trainer (the frozen originals stay at the k-bit preparation's fp32).
KBIT_BF16_SOURCE = N_(
    "Source",
    "TRL SFTTrainer: every trainable parameter cast to bf16 over a 4- or 8-bit base "
    "(github huggingface/trl trl/trainer/sft_trainer.py; TRL 0.x "
    "peft_module_casting_to_bf16); AdamW's states in the parameter's dtype",
)


def kbit_trainables_bf16(plan: Any, gpu: Any = None) -> bool:
    """The trainer casts what trains to bf16 over a base loaded in 4 or 8 bits
    (Framework.kbit_trainables_bf16, KBIT_BF16_SOURCE); not in an fp32 run, nor under ZeRO or
    FSDP sharding, whose own mixed precision lays the trainable parameters out, nor on a GPU
    without bf16 (`gpu`, where known: a T4 or V100 trains in fp16, where TRL 0.x did not cast
    and a bf16 parameter breaks fp16 loss scaling)."""
    # LoRA over bitsandbytes' 8-bit weights (LLM.int8) is loaded in 8 bits as QLoRA is in 4
    kbit = plan.method is Method.LORA and plan.weight_format is WeightFormat.INT8
    methods = framework(plan.framework).kbit_trainables_bf16
    return (
        (plan.method in methods or (kbit and Method.QLORA in methods))
        and plan.precision is not Precision.FP32
        and int(plan.zero) == 0
        and (gpu is None or bool(gpu.bf16_tflops))
    )


def plan_recipe(plan: Any, gpu: Any = None) -> Recipe:
    """The plan's precision recipe, with its optimizer moments in bf16 where the plan keeps
    them so (optimizer_state_dtype, where it applies). Megatron-Core's precision-aware
    optimizer then keeps the fp32 master copy as the 16 bits bf16 weights lack
    (OptimizerConfig.store_param_remainders, True by default); FP8 weights leave it whole."""
    recipe = RECIPES[plan.precision]
    if plan.base_method.is_peft and framework(plan.framework).adapters_fp32:
        # float32 adapters and Adam states over bf16 weights (MLX's LoRALinear)
        return replace(recipe, weight=4, grad=4, master=0, state=4)
    if kbit_trainables_bf16(plan, gpu):
        return replace(recipe, weight=2, grad=2, master=0, state=2, frameworks=KBIT_BF16_SOURCE)
    if deepspeed_master(plan):
        recipe = RECIPES[Precision.MIXED]
    if megatron_bf16(plan):
        recipe = replace(RECIPES[megatron_bf16_precision(plan)], frameworks=MEGATRON_BF16_SOURCE)
    if plan.optimizer_state_dtype is StateDtype.BF16 and state_dtype(plan, None):
        master = recipe.master if plan.fp8_params else 2
        return replace(recipe, state=2, master=master)
    return recipe


def optimizer_states(optimizer: Optimizer) -> tuple[float, str]:
    """(number of state tensors per parameter, note); their bytes: state_bytes_per_param."""
    return OPTIMIZER_STATES[optimizer]
