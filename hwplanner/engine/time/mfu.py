"""Utilisation priors: how fast each kind of kernel runs on a GPU, with the source of each.

Two numbers, after PaLM (Chowdhery et al. 2022, appendix B):
* MFU, model FLOPs utilisation = model FLOPs per second ÷ peak. Model FLOPs exclude recompute.
* HFU, hardware FLOPs utilisation = FLOPs the GPU actually runs (recompute included) ÷ peak.
A training step's default HFU is not one number per GPU class: time/steptime.py times a step from
its parts (matrix multiplies at the GPU's measured best matmul rate, attention at the
FlashAttention kernels' rate, memory-bound element-wise work at the memory bandwidth, the
optimizer step, the pipeline bubble) with the priors below, so the utilisation follows the
model's width, the micro-batch, the sequence length and the GPU's compute-to-bandwidth balance.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import pairwise

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import KERNEL_STAND_IN, GpuClass, GpuSpec
from hwplanner.engine.plan.plan import Method, Plan

# Best dense bf16 matmul ÷ datasheet peak when the catalog has no measurement (GpuSpec
# .matmul_efficiency): the median of stas00/ml-engineering's MAMF table (A100 0.87, H100 0.80,
# B200 0.78, GB200 0.73, Gaudi 3 0.74, MI325X 0.60, MI300X 0.51).
MATMUL_EFFICIENCY = (
    0.75,
    N_(
        "Source",
        "estimate: median of measured best-matmul efficiencies (stas00/ml-engineering MAMF table)",
    ),
)
# Attention kernels, forward + backward, causal (FLOPs of the executed half), as a share of the
# dense peak over the sequence length s a kernel sees: e_max × s ÷ (s + s_half). Short sequences
# run below the long-sequence rate, since the tiles on the diagonal do a whole tile's work for
# half its FLOPs and the grid holds few blocks. (e_max, s_half) are fitted to the kernels'
# published forward and backward rates at head dim 128, combined as 3.5 ÷ (1 ÷ fwd + 2.5 ÷ bwd).
# FlashAttention-3 paper (Shah et al. 2024, arXiv 2407.08608, figures 5 and 6, causal, H100
# SXM5, batch × length = 16k, 16 heads; values read off the plots): FA3 forward 292, 423, 521,
# 579, 602, 616 and backward 316, 424, 501, 542, 559, 561 TFLOPs/s at 512 … 16k, i.e. 0.31, 0.43,
# 0.51, 0.56, 0.58, 0.58 of 989 (cuDNN within 10% of it); FlashAttention-2 on the same H100
# 0.21, 0.26, 0.30, 0.32, 0.33, 0.33. Printed at 8k causal (Dao-AILab/flash-attention PR #1791):
# FA3 630 forward / 532 backward (0.56), FA2 284 / 287 (0.29). FlashAttention-2 on A100 runs
# its kernels at 50-73% of the A100 peak forward and less backward (Dao 2023): 0.5 at 2k, with
# FlashAttention-2's curve on H100 for the shape.
ATTENTION_EFFICIENCY = {
    "fa2": (
        0.56,
        270.0,
        N_(
            "Source",
            "FlashAttention-2 (Dao 2023): 50–73% of the A100 peak forward, less backward; "
            "0.5 at 2k with FlashAttention-2's length curve on H100 (FlashAttention-3 paper, "
            "figures 5–6)",
        ),
    ),
    "fa2_hopper": (
        0.33,
        270.0,
        N_(
            "Source",
            "FlashAttention-3 paper (Shah et al. 2024, figures 5–6, causal, head dim 128): "
            "FlashAttention-2 on H100 from 0.21 of the peak at 512 to 0.33 from 8k",
        ),
    ),
    "fused_hopper": (
        0.61,
        420.0,
        N_(
            "Source",
            "FlashAttention-3 paper (Shah et al. 2024, figures 5–6, causal, head dim 128): 0.31 "
            "of the H100 peak at 512, 0.51 at 2k, 0.58 from 8k (cuDNN fused attention, as in "
            "Transformer Engine, within 10%); github Dao-AILab/flash-attention PR #1791: 0.56 "
            "at 8k",
        ),
    ),
}
EDIT_MFU = Message(
    "edit {field} (an MFU, model FLOPs only) if you have measured your stack",
    field=FieldRef("workload.mfu"),
)
HOPPER_BF16_TFLOPS = 600.0  # dense bf16 peak from which a GPU is Hopper-class or newer
BANDWIDTH_EFFICIENCY = (
    0.8,
    N_("Source", "estimate: element-wise kernels stream ~80% of the datasheet memory bandwidth"),
)
# Everything a step does besides the kernels timed above: kernel tails and launch gaps, clocks
# below the short-burst matmul rate under sustained power, data loading, logging. Its value is
# derived from published runs (engine/core/derived.py: `stack_efficiency`), with the value
# without each of them in docs/ACCURACY.md.
STACK_EFFICIENCY_SOURCE = N_(
    "Source",
    "empirical: median measured ÷ kernel-time HFU over the published training runs in "
    "docs/ACCURACY.md (Megatron-LM, Megatron-Core, llm-foundry MPT, LLaMA)",
)
# Element-wise traffic per token per layer, forward, bytes: (per hidden unit, per MLP unit).
# Fused kernels (Transformer Engine, Apex): two norms, two residual adds and rotary embeddings
# read and write ≈12·h bf16 elements (24·h bytes); a gated activation reads two ffn-wide
# tensors and writes one (6·ffn bytes), a plain GeLU reads one and writes one (4·ffn).
# Eager PyTorch (Hugging Face, torchtitan without torch.compile): an RMSNorm upcasts to fp32 and
# runs five ops (≈36·h bytes instead of 4·h), rotary embeddings go through fp32 complex numbers
# (≈20·h), SiLU and the product are separate kernels (10·ffn); torch.nn.LayerNorm is one
# kernel (≈8·h under autocast) and GPT-style models have no rotary embedding. The backward
# reads and writes about twice the forward's bytes. Counted from the operations of a block.
ELEMENTWISE_FUSED = (24.0, {"gated": 6.0, "plain": 4.0})
# The eager RMSNorm row's parts (forward, bytes per hidden unit): two residual adds (read two,
# write one bf16 tensor each), two five-op fp32 norms, rotary embeddings through fp32; and what
# Liger-Kernel's kernels move instead (scenario/liger.py): one read and one write per norm, an
# in-place bf16 rotation of q and k.
RESIDUAL_ADDS, EAGER_NORMS, EAGER_ROPE = 12.0, 72.0, 20.0
LIGER_NORMS, LIGER_ROPE = 8.0, 8.0
ELEMENTWISE_EAGER = (
    {
        "rmsnorm": RESIDUAL_ADDS + EAGER_NORMS + EAGER_ROPE,
        "layernorm": 28.0,
        "layernorm-nobias": 28.0,
        "nonparametric": 28.0,
    },
    {"gated": 10.0, "plain": 4.0},
)
MOE_PERMUTE = 8.0  # bytes per hidden unit × experts per token: token permute/unpermute, forward
LOSS_BYTES_PER_VOCAB = 16.0  # softmax cross-entropy: fp32 logits read/written ~4 times per token
METHOD_FACTOR_NAMES = {
    Method.PRETRAIN: N_("Input", "method pretrain"),
    Method.FULL: N_("Input", "method full"),
    Method.FREEZE: N_("Input", "method freeze"),
    Method.LORA: N_("Input", "method lora"),
    Method.QLORA: N_("Input", "method qlora"),
    Method.INFERENCE: N_("Input", "method inference"),
}
METHOD_FACTOR: dict[Method, tuple[float, str]] = {
    Method.PRETRAIN: (1.0, N_("Source", "calibration rows are pretraining runs")),
    Method.FULL: (1.0, N_("Source", "same kernels as pretraining")),
    Method.FREEZE: (1.0, N_("Source", "same kernels as pretraining on the layers that train")),
    Method.LORA: (
        1.0,
        N_(
            "Source",
            "the frozen base computes no weight gradient (the FLOPs); the adapters' small "
            "kernels are timed as a part (PEFT's LoRA Linear, the fixed time per kernel)",
        ),
    ),
    Method.QLORA: (
        1.0,
        N_(
            "Source",
            "as LoRA, and the dequantization of every 4-bit weight before each forward and "
            "input-gradient matmul timed as a part (bitsandbytes MatMul4Bit)",
        ),
    ),
    Method.INFERENCE: (1.0, N_("Source", "see inference utilisation")),
}
# MLX's QLoRA multiplies the packed weights directly (mx.quantized_matmul dequantises inside the
# kernel, no 16-bit copy): no dequantization pass is timed; no measured step of it was found.
MLX_QLORA_SOURCE = N_(
    "Source",
    "MLX's quantized matmul dequantises inside the kernel: no separate pass timed; its "
    "training speed is not measured here",
)
# Inference: prefill runs like a training forward, per GPU class (serving/speed.py).
CLASS_HFU: dict[GpuClass, float] = {
    GpuClass.DATACENTER: 0.50,
    GpuClass.WORKSTATION: 0.45,
    GpuClass.CONSUMER: 0.40,
}


def attention_efficiency(gpu: GpuSpec, fused: bool, length: float) -> tuple[float, str]:
    """Attention kernels' share of the peak at the sequence length one kernel sees:
    FlashAttention-2 runs far below the peak of Hopper-class GPUs; Hopper-tuned fused kernels
    (TE/cuDNN, FA3) do not; every kernel runs further below it on short sequences."""
    if (gpu.bf16_tflops or 0) < HOPPER_BF16_TFLOPS:
        e_max, s_half, source = ATTENTION_EFFICIENCY["fa2"]
    else:
        e_max, s_half, source = ATTENTION_EFFICIENCY["fused_hopper" if fused else "fa2_hopper"]
    return e_max * length / (length + s_half), source


# cuDNN's FP8 fused attention against its bf16 one, a kernel microbenchmark: (sequence length,
# forward speed-up, backward speed-up) and the bf16 backward's time ÷ the forward's, per
# architecture (a length between two rows interpolates in log2, outside them the nearest row).
# Blackwell: GB200, cuDNN 9.26.0, batch 2, 64 query and 8 key/value heads of 128, causal
# (github NVIDIA/cudnn-frontend@e99b0d0b benchmark/sdpa_benchmark_training/results/llama3.1/
# gb200: bf16 22.428 ms forward, 73.209 backward at 32k; FP8 16.482 and 52.660). Hopper: the
# one shape published, cuDNN 9.1.0, 512 tokens, not causal, batch 32, heads of 128 (cudnn-
# frontend@b7405428 benchmark/README.md: bf16 501.13 TFLOP/s forward, 351.28 backward; FP8
# 678.07 and 418.37; backward FLOPs 2.5× the forward's).
FP8_ATTENTION_SPEEDUP: dict[str, tuple[tuple[tuple[int, float, float], ...], float, str]] = {
    "blackwell": (
        (
            (2048, 1.30, 0.92),
            (4096, 1.27, 1.01),
            (8192, 1.22, 1.08),
            (16384, 1.22, 1.23),
            (32768, 1.36, 1.39),
        ),
        73.209 / 22.428,
        N_(
            "Source",
            "cuDNN FP8 against bf16 fused attention on GB200 (cuDNN 9.26, heads of 128, causal; "
            "github NVIDIA/cudnn-frontend@e99b0d0b benchmark/sdpa_benchmark_training/results/"
            "llama3.1/gb200): forward 1.30× at 2k to 1.36× at 32k, backward 0.92× to 1.39×",
        ),
    ),
    "hopper": (
        ((512, 678.07 / 501.13, 418.37 / 351.28),),
        2.5 * 501.13 / 351.28,
        N_(
            "Source",
            "cuDNN FP8 against bf16 fused attention, the one Hopper shape published (cuDNN "
            "9.1.0, 512 tokens, not causal, heads of 128; github NVIDIA/cudnn-frontend@b7405428 "
            "benchmark/README.md): forward 1.35×, backward 1.19×, taken for every length",
        ),
    ),
}


def fp8_attention_speedup(
    gpu: GpuSpec, length: float, forwards: float = 1.0
) -> tuple[float, float, float, str]:
    """(the attention kernels' speed-up, its forward's, its backward's, the source) with FP8
    attention at the kernel's sequence length on `gpu`'s architecture: the forward's and the
    backward's weighed by their bf16 times, `forwards` forwards a backward (full recompute
    runs it again); 1 where none is measured (Rubin takes Blackwell's)."""
    arch = KERNEL_STAND_IN.get(gpu.architecture, gpu.architecture)
    if arch not in FP8_ATTENTION_SPEEDUP:
        return 1.0, 1.0, 1.0, ""
    rows, backward_time, source = FP8_ATTENTION_SPEEDUP[arch]
    at = math.log2(max(length, 1.0))
    fwd, bwd = rows[0][1:] if at <= math.log2(rows[0][0]) else rows[-1][1:]
    for (l0, f0, b0), (l1, f1, b1) in pairwise(rows):
        x0, x1 = math.log2(l0), math.log2(l1)
        if x0 <= at <= x1:
            t = (at - x0) / (x1 - x0)
            fwd, bwd = f0 + (f1 - f0) * t, b0 + (b1 - b0) * t
    whole = (forwards + backward_time) / (forwards / fwd + backward_time / bwd)
    return whole, fwd, bwd, source


def matmul_efficiency(gpu: GpuSpec) -> tuple[float, str]:
    """The GPU's measured best-matmul efficiency, else the MAMF-table median."""
    if gpu.matmul_efficiency is not None:
        return gpu.matmul_efficiency, _measured(gpu.name)
    return MATMUL_EFFICIENCY


@lru_cache(maxsize=256)
def _measured(gpu_name: str) -> str:
    return Message("{gpu}: measured (catalog)", gpu=gpu_name)


PREFILL_MFU = (
    0.5,
    N_("Source", "estimate: prefill is large GEMMs, like training forward (HFU ~0.5)"),
)
DECODE_MBU = (
    0.7,
    N_(
        "Source",
        "memory-bandwidth utilisation of decode: Databricks 'LLM inference performance "
        "engineering' (2023) reports MBU ~0.6–0.7 on A100/H100; aiconfigurator applies 0.8",
    ),
)


# The GPU the prefill estimate stands for: H100 SXM's measured best matmul (its catalog row,
# stas00/ml-engineering MAMF table), the GPU of most published serving rows that check it.
PREFILL_REFERENCE_MAMF = 0.803


def prefill_mfu(gpu: GpuSpec, plan: Plan) -> Figure:
    """Share of dense peak that prefill (and a decode step's matmuls) sustains, ratio: the
    estimate for an H100, scaled by the GPU's own measured best matmul against the H100's
    (a kernel microbenchmark: MI300X reaches 51% of its datasheet peak where H100 reaches 80%,
    A100 87%, an M4 Max 72%), whatever its class. A datacenter GPU without a measurement takes
    the MAMF table's median, as its training steps do; a workstation or consumer card without
    one keeps its class's figure (the class stands in for the matmul rate not measured)."""
    datacenter = gpu.gpu_class is GpuClass.DATACENTER
    if gpu.matmul_efficiency is None and not datacenter:
        base = PREFILL_MFU[0] * CLASS_HFU[gpu.gpu_class] / CLASS_HFU[GpuClass.DATACENTER]
        return Figure(
            "prefill_mfu",
            "Prefill utilisation",
            base,
            "ratio",
            "prefill MFU × (class HFU ÷ datacenter HFU)",
            (("datacenter prefill MFU", PREFILL_MFU[0]), ("GPU class", gpu.gpu_class.value)),
            PREFILL_MFU[1],
            notes=(Message("no measured best matmul for this GPU: its class's figure"),),
        )
    measured, source = matmul_efficiency(gpu)
    return Figure(
        "prefill_mfu",
        "Prefill utilisation",
        PREFILL_MFU[0] * measured / PREFILL_REFERENCE_MAMF,
        "ratio",
        "prefill MFU × (the GPU's measured best matmul ÷ the H100's)",
        (
            ("datacenter prefill MFU", PREFILL_MFU[0]),
            ("best matmul ÷ peak, this GPU", measured),
            ("best matmul ÷ peak, H100 SXM", PREFILL_REFERENCE_MAMF),
        ),
        joined(PREFILL_MFU[1], source),
    )


# The GPU the decode utilisation stands for: H100 SXM's best measured stream kernel,
# BabelStream's Dot, 3.18 of 3.35 TB/s (Copy 2.90, Triad 2.97; github
# Azure/AI-benchmarking-guide @f350e7e6 Azure Results/ND_H100_v5_results.md), as for the
# prefill (PREFILL_REFERENCE_MAMF). Each GPU's figure is the best of the kernels measured on it
# (a maximum achievable bandwidth, as the best matmul is a maximum achievable rate).
DECODE_REFERENCE_STREAM = 0.949
STREAM_SCALE_SOURCE = N_(
    "Source",
    "scaled by the GPU's best measured stream kernel ÷ its datasheet bandwidth against the "
    "H100 SXM's 0.949 (BabelStream Dot, github Azure/AI-benchmarking-guide "
    "ND_H100_v5_results.md); the GPU's own figure and its source in its catalog row",
)


def gpu_decode_mbu(gpu: GpuSpec) -> float:
    """The decode bandwidth utilisation on `gpu` before any user's figure: DECODE_MBU (read on
    A100/H100) scaled by the GPU's measured stream efficiency against the H100's, so a GPU
    whose memory streams a smaller share of its datasheet rate (MI300X: 80%) decodes at that
    smaller share; a GPU without a measurement keeps DECODE_MBU."""
    measured = gpu.stream_bandwidth_efficiency
    if measured is None:
        return DECODE_MBU[0]
    return DECODE_MBU[0] * measured / DECODE_REFERENCE_STREAM


def decode_mbu(override: float | None, gpu: GpuSpec) -> Figure:
    """Share of peak memory bandwidth decode sustains on `gpu`, ratio (workload override
    first)."""
    measured = gpu.stream_bandwidth_efficiency
    value = override if override is not None else gpu_decode_mbu(gpu)
    formula = "bytes read per second ÷ peak memory bandwidth"
    inputs: tuple[tuple[str, float], ...] = (("value", value),)
    source: str = "workload override"
    notes: tuple[Message, ...] = ()
    if override is None and measured is not None:
        formula = "decode MBU × (the GPU's best measured stream ÷ the H100's)"
        inputs = (
            ("decode MBU, A100/H100", DECODE_MBU[0]),
            ("best stream ÷ datasheet bandwidth, this GPU", measured),
            ("best stream ÷ datasheet bandwidth, H100 SXM", DECODE_REFERENCE_STREAM),
        )
        source = joined(DECODE_MBU[1], STREAM_SCALE_SOURCE)
    elif override is None:
        source = DECODE_MBU[1]
        notes = (Message("no measured stream bandwidth for this GPU: the A100/H100 figure"),)
    return Figure(
        "decode_mbu", "Decode bandwidth utilisation", value, "ratio", formula, inputs, source,
        notes=notes,
    )  # fmt: skip
