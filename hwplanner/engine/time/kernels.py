"""What a small GPU kernel costs besides its bytes and FLOPs: the gap between dependent
kernels, the kernel's start and tail, by GPU architecture (serving's replayed CUDA graphs, the
small kernels of LoRA adapters in a training step)."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.message import Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec, kernel_architecture
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.framework_spec import HOST_OP_SOURCE

# What one kernel of a replayed graph costs besides its bytes (the gap between dependent
# kernels, the kernel's start and tail), seconds, by architecture: 10,000 dependent kernels
# each moving 64 KiB replayed as one CUDA graph (hipGraph on AMD) take 1.34 µs each on an A100
# 80GB, 0.94 µs on an L40, 2.2 µs on an H200 and 2.05 µs on an MI210 under ROCm 6.0
# (github te42kyfo/gpu-benches @11f5daa gpu-small-kernels/main.cu, a100_80_graph.txt,
# l40_graph.txt, h200_graph.txt, mi210_rocm60_graph.txt: 65,536 B ÷ the best GB/s of the first
# row); the MI100 (CDNA1) 2.28 µs in the same benchmark's earlier form, every run a hipGraph of
# 10,000 dependent stencil kernels (@20db037 gpu-small-kernels/mi100.txt, first row: 61,504 B
# at 27 GB/s; its V100 row, 2.05 µs, as the later form's). AMD's CDNA3 (MI300X) takes the
# MI210's figure (same runtime, CDNA2); an architecture not measured takes the middle of the
# four of the later form.
KERNEL_FIXED_S = {
    "ampere": 1.34e-6,
    "ada": 0.94e-6,
    "hopper": 2.2e-6,
    "cdna": 61_504 / 27e9,
    "cdna2": 2.05e-6,
    "cdna3": 2.05e-6,
}
KERNEL_FIXED_UNMEASURED_S = 1.7e-6
KERNEL_FIXED_SOURCE = N_(
    "Source",
    "kernels per layer counted from vLLM's Llama layer (10; FP8 +4 input quantizations; MoE "
    "+4); the fixed time of a kernel in a replayed CUDA graph from github "
    "te42kyfo/gpu-benches gpu-small-kernels/ (A100 1.34 µs, L40 0.94 µs, H200 2.2 µs, MI210 "
    "2.05 µs, MI100 2.28 µs)",
)


def kernel_fixed_s(gpu: GpuSpec) -> float:
    """One replayed kernel's fixed time on `gpu`, seconds (KERNEL_FIXED_S)."""
    return KERNEL_FIXED_S.get(kernel_architecture(gpu), KERNEL_FIXED_UNMEASURED_S)


# A fine-grained mixture's routed-expert block in a decode step, as the serving engines' own
# fused-MoE benchmarks time it (top-k, moe_align_block_size, both grouped GEMMs, the activation,
# FP8's input quantizations, the weighted sum; replayed as a CUDA graph), fitted over 1–8 tokens
# (1–16 where 2 and 8 were not timed)
# as a fixed time plus the touched experts' bytes ÷ (bandwidth × share), least squares:
# * H200, FP8 w8a8, Qwen3-235B-A22B's 128 experts of 1,536 at TP8 (hidden 4096; SGLang
#   tuning_fused_moe_triton.py, default configs; github sgl-project/sglang PR #11730,
#   2025-10-16): 31.70, 36.56, 49.67, 66.87 µs at 1, 2, 4, 8 tokens: 24.8 µs + 0.60;
# * H100, FP8 w8a8, Qwen3-30B-A3B's 128 of 768 on one GPU (hidden 2048; vLLM benchmark_moe.py,
#   the defaults of github vllm-project/vllm PR #24700): 40.44, 56.15, 78.10, 118.64: 27.2 + 0.80;
# * H200, FP8 128 × 128 blocks, vLLM main of 2026-03-09 (github vllm-project/vllm PR #36559):
#   Qwen3-Next-80B's 512 of 512 at TP2 (hidden 2048) 29.97, 33.00, 46.43, 62.29: 24.5 + 0.64;
#   DeepSeek-R1's 256 of 2,048 at TP2 (hidden 7168) 77.48, 112.15, 190.71, 350.35: 27.1 + 0.82;
# * B200, bf16, Qwen3-30B-A3B on one GPU (vLLM PR #31448, 2025-12-28, default configs): 39.61,
#   51.87, 73.18 at 1, 2, 4: 27.1 + 0.74;
# * B200, FP8 blocks, DeepSeek-R1 at TP8 (SGLang, configs before github sgl-project/sglang
#   PR #11816's, 2025-10-19): 52.65, 60.35, 79.09, 95.47: 47.6 + 0.82;
# * A100 80GB PCIe, bf16, Qwen3.5-122B-A10B's 256 experts of 1,024 at TP2 (hidden 3072; vLLM
#   v0.28.0 benchmark_moe.py, tuned configs; github vllm-project/vllm PR #55511, 2026-09-05):
#   67.54, 200.41, 589.62 µs at 1, 4, 16 tokens: 26.9 + 0.88.
# The bytes' share sits about the H100's decode bandwidth utilisation (DECODE_MBU, 0.7; lower at
# TP8's 192-wide expert shards); the fixed time — on Hopper 24.5–27.2 µs whatever the hidden
# size, on Blackwell 27.1 and 47.6, on Ampere 26.9 — is more than the block's kernels at a
# replayed kernel's fixed time (6, with FP8 8, × 2.2 µs on an H200): at a few rows per expert
# each grouped GEMM's loop over the hidden size is latency, not bytes. The block takes the mean
# of its architecture's fits in place of its counted kernels' (Ampere's untuned fit, 58.4 µs for
# Qwen3-30B-A3B on an A100 40GB PCIe with default configs, vLLM PR #19049, is left out where a
# tuned one exists; the other architectures keep the kernel count).
TRITON_MOE_DECODE_FIXED_S = {
    "hopper": (24.8e-6 + 27.2e-6 + 24.5e-6 + 27.1e-6) / 4,
    "blackwell": (27.1e-6 + 47.6e-6) / 2,
    "ampere": 26.9e-6,
}
# The same fits' shares of the bandwidth grow with the bytes of one expert matrix on a GPU (its
# width there × the width it multiplies, the hidden size or a latent mixture's latent, × bytes
# a weight): 0.64 at 0.52 MB (Qwen3-Next TP2 FP8), 0.60 at
# 0.79 MB (Qwen3-235B TP8 FP8), 0.80 at 1.57 MB (Qwen3-30B FP8), 0.82 at 1.84 MB (DeepSeek-R1
# TP8 FP8, B200), 0.77 at 3.15 MB (Qwen3-30B bf16, B200 at 7.7 TB/s), 0.82 at 7.34 MB
# (DeepSeek-R1 TP2 FP8), 0.88 at 3.15 MB (Qwen3.5-122B bf16 TP2, A100), and Mixtral's 8 experts
# of 7,168 at TP2 in bf16 (58.7 MB, H100, tuned, vLLM PR #24700: 144.03, 229.28, 351.10,
# 434.98 µs) 0.93: least squares of s_max · b ÷ (b + b_half) over the eight, 0.90 and
# 0.265 MB (rms 0.05, where one share of 0.7 for all is off by 0.13). A step reads its routed
# experts' bytes at that share where the fixed time above applies, in place of the decode
# bandwidth utilisation.
TRITON_MOE_BYTES_SHARE = (0.90, 0.265e6)


def triton_moe_bytes_share(gpu: GpuSpec, matrix_bytes: float) -> float | None:
    """The share of the bandwidth a fused-MoE block reads its experts at, by the bytes of one
    expert matrix on the GPU (TRITON_MOE_BYTES_SHARE); None where not measured."""
    if kernel_architecture(gpu) not in TRITON_MOE_DECODE_FIXED_S or matrix_bytes <= 0:
        return None
    s_max, half = TRITON_MOE_BYTES_SHARE
    return s_max * matrix_bytes / (matrix_bytes + half)


TRITON_MOE_BLOCK_KERNELS = 6  # top-k, align, two grouped GEMMs, the activation, the sum
TRITON_MOE_FP8_QUANT_KERNELS = 2  # FP8 w8a8: each grouped GEMM's input quantized
TRITON_MOE_DECODE_SOURCE = N_(
    "Source",
    "a fused-MoE block's fixed time at decode, fitted to the engines' kernel benchmarks over "
    "1–16 tokens, the mean per architecture: Hopper 24.5–27.2 µs (H200 FP8 Qwen3-235B TP8, "
    "github sgl-project/sglang PR #11730; H100 FP8 Qwen3-30B, github vllm-project/vllm PR "
    "#24700; H200 FP8 Qwen3-Next and DeepSeek-R1 TP2, PR #36559), Blackwell 27.1 and 47.6 µs "
    "(B200 bf16 Qwen3-30B, PR #31448; B200 FP8 DeepSeek-R1 TP8, github sgl-project/sglang PR "
    "#11816), Ampere 26.9 µs (A100 bf16 Qwen3.5-122B TP2, PR #55511); the experts' bytes at "
    "0.90 · b ÷ (b + 0.265 MB) of the bandwidth, b one expert matrix's bytes on a GPU (the "
    "same fits and Mixtral at TP2, PR #24700)",
)


def triton_moe_block_extra_s(gpu: GpuSpec, fp8: bool) -> float:
    """Seconds one fused-MoE block takes at decode beyond its kernels counted at the replayed
    kernel's fixed time (TRITON_MOE_DECODE_FIXED_S); 0 where not measured."""
    fixed = TRITON_MOE_DECODE_FIXED_S.get(kernel_architecture(gpu))
    if fixed is None:
        return 0.0
    kernels = TRITON_MOE_BLOCK_KERNELS + (TRITON_MOE_FP8_QUANT_KERNELS if fp8 else 0)
    return max(fixed - kernels * kernel_fixed_s(gpu), 0.0)


def kernel_fixed_note(gpu: GpuSpec) -> Message | None:
    """Said when the fixed time per kernel was not measured on the GPU's architecture."""
    if gpu.architecture == "cdna3":
        return Message("fixed time per kernel: the MI210's (CDNA2), not measured on CDNA3")
    if kernel_architecture(gpu) not in KERNEL_FIXED_S:
        return Message(
            "fixed time per kernel not measured on this GPU's architecture: the middle of the "
            "measured ones (1.7 µs)"
        )
    return None


# A weight-only 4-bit GEMV's achieved bandwidth ÷ a 16-bit GEMV's on the same matrix, one token
# (m = 1), by architecture: Marlin-class W4A16 kernels (vLLM's awq_marlin / gptq_marlin,
# SGLang's) unpack and scale every weight on the way in and do not stream HBM as a 16-bit GEMV
# does. Ampere: A100 fp16 × int4 (group 64) GEMV 1,313 GB/s against cuBLAS fp16 1,692 GB/s at
# 16384 × 16384, both from DRAM (github ml-explore/mlx PR #3197, 2026-03-04), 0.78; Marlin's own
# bench.py 1,158.6 GB/s at 3.12× over fp16 (github vllm-project/vllm PR #2497, 2024-01-24), 0.80.
# Hopper: H100 Marlin w4a16 1.45 TB/s against torch fp16 2.68 TB/s at 8192 × 8192 (github
# inclusionAI/humming PR #2, 2026-03-30), 0.54; a CUTLASS sm90 int4 kernel against cuBLAS at
# 16384 × 16384 from DRAM, 0.54 (ml-explore/mlx PR #3160, 2026-02-23). Ada runs Marlin's
# Ampere code path (mma.sync, sm80–sm89) and takes the A100's figure; Blackwell, unmeasured,
# takes the H100's. A GPU Marlin does not run on (before Ampere) is read at the 16-bit rate.
# Unmeasured and taken as these: the fused Marlin MoE kernel (routed experts), vLLM's other
# mixed-precision kernels its choose_mp_linear_kernel may pick first (Machete on Hopper).
INT4_GEMV_SHARE = {"ampere": 0.78, "ada": 0.78, "hopper": 0.54, "blackwell": 0.54}
INT4_GEMV_MEASURED = ("ampere", "hopper")
INT4_GEMV_SOURCE = N_(
    "Source",
    "4-bit GEMV bandwidth ÷ 16-bit GEMV bandwidth, one token: A100 0.78 (github "
    "ml-explore/mlx PR #3197, 16384²; Marlin 0.80, github vllm-project/vllm PR #2497), H100 "
    "0.54 (github inclusionAI/humming PR #2, Marlin at 8192²; github ml-explore/mlx PR "
    "#3160); vLLM runs AWQ checkpoints through awq_marlin unless told quantization=awq (github "
    "vllm-project/vllm vllm/model_executor/layers/quantization/awq_marlin.py, "
    "AWQMarlinConfig.override_quantization_method), GPTQ through gptq_marlin; SGLang "
    "likewise (github sgl-project/sglang python/sglang/srt/layers/quantization/"
    "awq_marlin.py); TGI repacks AWQ and GPTQ for GPTQ-Marlin on sm80 and newer (github "
    "huggingface/text-generation-inference server/text_generation_server/layers/marlin/"
    "gptq.py, can_use_gptq_marlin)",
)


def int4_gemv_share(gpu: GpuSpec) -> float:
    """A Marlin-class 4-bit GEMV's bandwidth ÷ a 16-bit GEMV's on `gpu` (INT4_GEMV_SHARE); 1
    on an architecture Marlin does not run on."""
    return INT4_GEMV_SHARE.get(kernel_architecture(gpu), 1.0)


def int4_gemv_note(gpu: GpuSpec) -> Message:
    """What the decode figure says of its 4-bit weights' read rate on `gpu`."""
    share = int4_gemv_share(gpu)
    if share == 1.0:
        return Message(
            "4-bit weights read at a 16-bit GEMV's bandwidth: no 4-bit kernel measured on "
            "this GPU's architecture"
        )
    if kernel_architecture(gpu) in INT4_GEMV_MEASURED:
        return Message(
            "4-bit weights read at {share} of a 16-bit GEMV's bandwidth (Marlin-class "
            "kernels, measured on this architecture)",
            share=share,
        )
    return Message(
        "4-bit weights read at {share} of a 16-bit GEMV's bandwidth: not measured on this "
        "GPU's architecture, the nearest measured one's",
        share=share,
    )


# A recurrent layer's decode step reads its state and writes it back (the selective state
# update of Mamba/Mamba-2, Gated DeltaNet's fused recurrent kernel): those Triton kernels stream
# about half the datasheet bandwidth, less than a GEMV. vLLM's fused_recurrent_gated_delta_rule
# at Qwen3-Next's TP 4 shapes, batch 256-1,024: 2.2-2.5 TB/s on an H200 (46-52% of 4.8), 3.2-3.3
# TB/s on a B200 (40-42% of 8.0), from its kernel timings (github vllm-project/vllm PR #31722,
# 2026-01-05, a 2-byte state taken); Mamba-2's selective_state_update, tuned: 3.3-4.2 TB/s with
# an fp16 state (41-53% of a B200's 8.0; the device is not in the excerpt read, its rates rule
# out an H100: PR #43083) and 1.5-3.8 TB/s on an H200 with an fp32 one (PR #44251). Their
# middle, 0.5. Faster kernels reach ~85%: FlashInfer's Gated DeltaNet decode on a B200 (PR
# #2583, calls of hundreds of MB), which SGLang runs (sgl-project/sglang PR #19150), and a
# report of vLLM 0.29's packed decode kernel at 76-93% on an H200 (a source not identified): a
# plan on those decodes faster than planned (docs/LIMITS.md). A bandwidth utilisation given
# for the plan scales this share as it scales the rest of the decode.
STATE_UPDATE_SHARE = 0.5
STATE_UPDATE_SOURCE = N_(
    "Source",
    "recurrent state update kernels at half the datasheet bandwidth: vLLM's Gated DeltaNet "
    "decode kernel 2.2-2.5 TB/s on H200 and 3.2-3.3 TB/s on B200 (github vllm-project/vllm PR "
    "#31722), Mamba-2 selective_state_update 3.3-4.2 TB/s (PR #43083, Blackwell inferred) and "
    "1.5-3.8 TB/s on H200 with an fp32 state (PR #44251)",
)


# The chunked scans of a hybrid's recurrent layers in a prefill (or a prefill chunk of a mixed
# step), as vLLM and SGLang run them: chains of Triton kernels outside the replayed graphs
# (their mixers are the piecewise graphs' splitting ops), far from the GEMMs' rate. A layer's
# call over T tokens takes, by recurrent kind (the FLOPs RecurrentMixer.scan_flops_per_token
# counts, at a share of the dense bf16 peak by GPU architecture):
# * Gated DeltaNet (fla chunk_gated_delta_rule, vLLM's vendored copy): a fixed part plus the
#   tokens' FLOPs. B200, Qwen3.6-27B's 48 value heads of 128 × 128: 1.116 ms for 8,192 tokens
#   and 2.017 ms for 16,384 (github vllm-project/vllm PR #43273, its FLA column; another table
#   of the PR, 1.185 and 2.041 ms): 0.110 µs a token, 8.6 MFLOP a token counted so, 3.5% of
#   2,250 TFLOP/s, and 0.215 ms at no tokens; H200 (a stored report of vLLM 0.29's kernels on
#   Qwen3.8-27B, same heads, Triton): 0.16 µs a token from 4,096 to 16,384 tokens, 5.5% of 989;
#   another architecture the middle, 4.5%; the fixed part 0.2 ms;
# * Mamba-2 SSD (vLLM's five-kernel mamba_chunk_scan_combined): the larger of a floor and the
#   tokens' FLOPs. H100, granite-4.0-h-small's 128 heads of 64 with a state of 128: 1.21e7
#   tokens/s at 4,096 tokens and 1.29e7 at 16,384, about 0.29 ms a call up to 2,048 tokens
#   (github vllm-project/vllm PR #27299): 8.45 MFLOP a token counted so, 10–11% of 989 TFLOP/s.
# Other recurrent kinds (Mamba-1, Lightning Attention, short convolutions) have no kernel
# benchmark here: their scans stay at the prefill utilisation, with no floor.


class ScanKernel(NamedTuple):
    """How one recurrent kind's chunked scan runs in a prefill (SCAN_PREFILL)."""

    share: dict[str, float]  # of the dense bf16 peak, by GPU architecture ("": any other)
    fixed_s: float  # a call's fixed seconds
    additive: bool  # fixed + tokens' time (True), or the larger of the two


SCAN_PREFILL = {
    "gated_deltanet": ScanKernel({"blackwell": 0.035, "hopper": 0.055, "": 0.045}, 0.2e-3, True),
    "mamba2": ScanKernel({"": 0.105}, 0.29e-3, False),
}
SCAN_PREFILL_SOURCE = N_(
    "Source",
    "chunked recurrent scans in prefill: Gated DeltaNet (fla chunk_gated_delta_rule) 3.5% of "
    "the B200's bf16 peak and 0.215 ms a call at no tokens (github vllm-project/vllm PR #43273), "
    "5.5% of the H200's in vLLM 0.29; Mamba-2 SSD (vLLM's mamba_chunk_scan_combined) 10–11% of "
    "the H100's and 0.29 ms a call up to 2,048 tokens (vLLM PR #27299)",
)


# Routed experts of a fine-grained mixture (FINE_GRAINED_EXPERTS or more: many narrow experts)
# through the Triton fused-MoE kernels vLLM and SGLang run for bf16, fp16 and FP8 experts (vLLM
# model_executor/layers/fused_moe/fused_moe.py; SGLang layers/moe/fused_moe_triton), the whole
# routed-expert block as vLLM's benchmarks/kernels/benchmark_moe.py times it (top-k,
# moe_align_block_size, both grouped GEMMs, the activation, FP8 quantization, the weighted
# sum), at prefill token counts, as a share of the dense peak of the dtype it runs in, on
# H100/H200-class GPUs:
# * bf16: Gemma 4's 128 experts of 704 (hidden 2,816, top-8), one H200, 4,096 tokens:
#   1,189.6 µs with tuned configs (github vllm-project/vllm PR #44818, 2026-06-08), 390 GFLOP
#   counted as 6 × tokens × top-k × hidden × width: 328 TFLOP/s, 33% of 989;
# * FP8 w8a8: tuned FP8 experts run 10–17% faster than tuned bf16 ones at batch sizes of 4 and
#   more (vLLM PR #35457, 2026-02-27, Qwen3-MoE's 128 experts on an H200): the bf16 share's
#   rate × 1.15, 0.19 of the FP8 peak (twice bf16's). (PR #24700's Qwen3-30B-A3B FP8 at 9.5%,
#   1,647.57 µs for 4,096 tokens on an H100, was timed with the default configs that merged PR
#   #34846 replaced, "up to 2x speedup at large batch": not used.)
# Wide experts run at the dense rate (Mixtral's 8 of 7,168 a GPU, H100 bf16, 1,536 tokens:
# 1,122.93 µs, 49%, PR #24700): below FINE_GRAINED_EXPERTS the experts stay at the prefill
# utilisation. A kernel's time does not scale with the GPU's peak (Ada's L40S, 733 FP8 TFLOP/s,
# runs PR #24700's Qwen3 shape in 1,846–1,916 µs at 4,096 tokens, 22–23% of its peak, PR
# #53710): the shares hold for GPUs of the H100's class only (a dense bf16 peak of 600 TFLOP/s
# or more; not the H20's 148). Blackwell's NVFP4, AMD Instinct's FP8 and Ada's FP8 experts
# follow FUSED_MOE_CURVE below, 4-bit experts W4A16_MOE_SHARE; other architectures and dtypes and
# other kernels (ggml for GGUF, TensorRT-LLM's CUTLASS) keep the prefill utilisation.
FINE_GRAINED_EXPERTS = 32
TRITON_MOE_SHARE: dict[str, dict[str, float]] = {
    "hopper": {"bf16": 0.33, "fp16": 0.33, "fp8": 0.33 * 989 / 1979 * 1.15},
}
TRITON_MOE_MIN_BF16_TFLOPS = 600.0  # the H100's class (H100, H200, H800, GH200)


# On Blackwell, AMD Instinct and Ada the fused-MoE kernels' share of the peak grows with the rows
# each expert's GEMMs get, m = a step's tokens × top-k ÷ experts (the same with expert or tensor
# parallelism), as s_max · m ÷ (m + m_half), fitted to kernel timings at prefill sizes (the
# whole routed-expert block, counted as 6 · tokens · top-k · hidden · width; the fits from
# m ≈ 128 up, where prefill chunks fall):
# * Blackwell NVFP4, FlashInfer's TRT-LLM-gen MoE (vLLM's and SGLang's FP4 MoE backend on
#   SM100), DeepSeek-V3's experts (256 of 2,048, hidden 7,168, top-8; 32 local, an EP8 shard),
#   one B300, CUDA graphs and CUPTI: 4,096 tokens 312.0 µs, 8,192 385.5 µs, 16,384 622.6 µs
#   (github flashinfer-ai/flashinfer PR #5301, benchmarks/bench_moe_deepseek.py): 8.8%, 14.3%,
#   17.7% of the B300's 13,125 FP4 TFLOP/s; s_max 0.272, m_half 258. Taken for every Blackwell
#   GPU (the B200's lower FP4 peak makes it conservative there); bf16 and FP8 experts on
#   Blackwell: not measured at these sizes (their prefill utilisation).
# * MI355X (CDNA4) FP8 block scales, AITER's tuned fused MoE, DeepSeek-V3.2's experts at TP8
#   (256 of 256): 1,024 tokens 289.1 µs, 4,096 683.4 µs, 16,384 2,109.8 µs, 32,768 4,139.1 µs
#   (github ROCm/aiter@70be56b aiter/configs/model_configs/dsv32_a8w8_blockscale_tuned_fmoe.csv,
#   cu_num 256): 6.2–13.9% of 5,000; s_max 0.147, m_half 49.
# * MI300X/MI325X (CDNA3) FP8 block scales, the same kernels, DeepSeek's experts as an EP8 shard
#   (33 of 2,048 with the shared expert, top-9): 1,024 tokens 1,091.0 µs, 4,096 3,549.1 µs,
#   16,384 13,796.9 µs (ROCm/aiter@0b1924d a8w8_blockscale_tuned_fmoe_ds_v3.csv, cu_num 304):
#   28–36% of 2,615; s_max 0.372, m_half 81. bf16 experts on AMD: not measured.
# * Ada FP8 (w8a8), vLLM's Triton fused MoE with tuned configs on one L40S (Triton 3.6.0):
#   Qwen3-VL-30B-A3B's experts (128 of 768, hidden 2,048, top-8) 1,024 tokens 1,052.11 µs,
#   2,048 1,286.40, 4,096 1,846.43, 8,192 3,195.68 (github vllm-project/vllm PR #53710); Qwen3.5's
#   (256 of 512, the same hidden and top-8) 2,048 tokens 1,502.44 µs, 4,096 1,904.68, 8,192
#   2,772.23, 16,384 4,854.88, 32,768 9,198.10 (PR #53819): 9–26% of the L40S's 733 FP8 TFLOP/s
#   from 64 to 1,024 rows per expert, the two shapes within 14% of each other at equal rows;
#   s_max 0.294, m_half 106, fitted from 128 rows (every point there within 9%; past 1,024 rows
#   the curve extrapolates). PR #53710's tuned configs are not merged: vLLM runs that shape with
#   its defaults, 4–8% slower (the PR's own comparison). bf16 experts on Ada: not measured.
# AITER's are its tuned kernels (SGLang's default on ROCm, vLLM's with VLLM_ROCM_USE_AITER): an
# engine on its Triton fallback runs slower. A curve holds for the GPUs of its architecture
# whose peak in the dtype is at least half the measured one's (CURVE_MIN_PEAK_SHARE): a smaller
# part's kernels do not slow with its peak (the H20's, the RTX 4090's FP8).


class MoeCurve(NamedTuple):
    """A fused-MoE kernel's share of the peak against the rows per expert (FUSED_MOE_CURVE),
    and the dtype's dense peak of the GPU it was measured on, TFLOP/s."""

    s_max: float
    m_half: float
    measured_peak: float

    def share(self, rows_per_expert: float) -> float:
        m = max(rows_per_expert, 1.0)
        return self.s_max * m / (m + self.m_half)


# The kernels' rate does not grow with a larger peak than the one measured (GB300's FP4 peak
# over the B300's): there the share shrinks so the rate stays the measured one.
FUSED_MOE_CURVE: dict[str, dict[str, MoeCurve]] = {
    "blackwell": {"fp4": MoeCurve(0.272, 258.0, 13_125.0)},  # B300
    "cdna4": {"fp8": MoeCurve(0.147, 49.0, 5_000.0)},  # MI355X
    "cdna3": {"fp8": MoeCurve(0.372, 81.0, 2_614.9)},  # MI300X/MI325X
    "ada": {"fp8": MoeCurve(0.294, 106.0, 733.0)},  # L40S
}
FUSED_MOE_CURVE_SOURCE = N_(
    "Source",
    "fused-MoE kernels by rows per expert, s_max · m ÷ (m + m_half): Blackwell NVFP4 from "
    "FlashInfer's TRT-LLM-gen MoE on a B300 (DeepSeek-V3's experts, 4,096–16,384 tokens: "
    "8.8–17.7% of the FP4 peak; github flashinfer-ai/flashinfer PR #5301); MI355X and "
    "MI300X/MI325X FP8 from AITER's tuned fused MoE (DeepSeek's experts: 6–14% and 28–36% of "
    "the FP8 peak; github ROCm/aiter aiter/configs/model_configs/dsv32_a8w8_blockscale_"
    "tuned_fmoe.csv, a8w8_blockscale_tuned_fmoe_ds_v3.csv); Ada FP8 from vLLM's tuned Triton "
    "fused MoE on an L40S (Qwen3-VL-30B-A3B's and Qwen3.5's experts, 64–1,024 rows per expert: "
    "9–26% of the FP8 peak; github vllm-project/vllm PRs #53710, #53819); on GPUs of the "
    "architecture with at least half the measured peak",
)
# A curve holds on a GPU of its architecture whose dtype peak is at least this share of the one
# it was measured on (a smaller part's kernels do not slow with its peak)
CURVE_MIN_PEAK_SHARE = 0.5


def fused_moe_curve(architecture: str, dtype: str) -> MoeCurve | None:
    """The measured fused-MoE curve of this architecture and dtype (FUSED_MOE_CURVE), if any."""
    return FUSED_MOE_CURVE.get(architecture, {}).get(dtype)


def rows_per_expert(spec: ModelSpec, step_tokens: float) -> float:
    """Rows each routed expert's GEMMs get in a step of `step_tokens` tokens: tokens × top-k ÷
    experts (the same under expert or tensor parallelism)."""
    return step_tokens * spec.experts_per_token / max(spec.num_experts, 1)


def fused_moe_share(gpu: GpuSpec, dtype: str, rows_per_expert: float) -> float | None:
    """The share of `dtype`'s dense peak a fine-grained mixture's routed experts reach on `gpu`
    in the engine's fused-MoE kernels with `rows_per_expert` rows per expert GEMM: the curve
    where measured on its architecture (FUSED_MOE_CURVE; on a GPU of a larger peak than the
    one measured, the measured rate; none below CURVE_MIN_PEAK_SHARE of it), else the
    H100/H200-class Triton share (TRITON_MOE_SHARE, measured at one size); None where neither
    was measured."""
    curve = fused_moe_curve(kernel_architecture(gpu), dtype)
    if curve is not None:
        peak = gpu.peak_tflops(dtype)
        if peak < CURVE_MIN_PEAK_SHARE * curve.measured_peak:
            return None
        return curve.share(rows_per_expert) * min(1.0, curve.measured_peak / peak)
    return triton_moe_share(gpu, dtype)


def fine_grained(spec: ModelSpec) -> bool:
    """A mixture of many narrow routed experts (FINE_GRAINED_EXPERTS or more), whose MoE
    kernels run far below the dense rate."""
    return spec.is_moe and spec.num_experts >= FINE_GRAINED_EXPERTS


TRITON_MOE_SOURCE = N_(
    "Source",
    "routed experts in Triton fused-MoE kernels on H100/H200-class GPUs (vLLM benchmark_moe.py, "
    "the whole block): bf16 33% of the bf16 peak (Gemma 4's 128 experts of 704 on an H200, "
    "4,096 tokens: 1,189.6 µs; github vllm-project/vllm PR #44818); FP8 15% faster than bf16, "
    "19% of the FP8 peak (tuned FP8 10–17% faster than tuned bf16, Qwen3-MoE on an H200; vLLM "
    "PR #35457)",
)


def triton_moe_share(gpu: GpuSpec, dtype: str) -> float | None:
    """The share of `dtype`'s dense peak a fine-grained mixture's routed experts reach in Triton
    fused-MoE kernels on `gpu` (TRITON_MOE_SHARE: H100/H200-class GPUs); None where not
    measured."""
    if not h100_class(gpu):
        return None
    return TRITON_MOE_SHARE.get(kernel_architecture(gpu), {}).get(dtype)


# Routed experts of a fine-grained mixture stored in 4 bits multiply in W4A16 fused-MoE kernels
# (each weight unpacked and scaled to bf16 in the kernel, bf16 tensor-core products): Marlin's
# fused MoE for GPTQ/AWQ int4 and for NVFP4 served weight-only (vLLM fused_marlin_moe,
# SGLang's), and for MXFP4 on Hopper the Triton kernels of triton_kernels (matmul_ogs), which
# vLLM and SGLang run by default there (vllm/model_executor/layers/quantization/mxfp4.py
# get_mxfp4_backend: Marlin only without triton_kernels; scenario/expert_padding.py). Measured
# at prefill token counts, as a share of the bf16 dense peak, on H100/H200-class GPUs: Marlin
# with DeepSeek-V4-Flash's MXFP4 experts (256 of 2,048, hidden 4,096, top-6) in SGLang's live
# 16,384-token prefill chunks on an H100, 1.237 TFLOP a layer and GPU in 4.863 ms: 254
# TFLOP/s, 25.7% of the bf16 peak (github sgl-project/sglang PR #38884, 2026-09, the Marlin
# baseline its CUTLASS MXFP4 backend improves on; 384 rows per expert). One size measured,
# taken at every prefill size, as TRITON_MOE_SHARE is; matmul_ogs is not measured and is taken
# at Marlin's share. Other architectures keep the prefill utilisation.
W4A16_MOE_SHARE = {"hopper": 0.257}
W4A16_MOE_SOURCE = N_(
    "Source",
    "routed experts in 4 bits through W4A16 fused-MoE kernels on H100/H200-class GPUs: 25.7% "
    "of the bf16 peak, Marlin's (DeepSeek-V4-Flash's MXFP4 experts in SGLang's 16,384-token "
    "prefill chunks on an H100: 1.237 TFLOP a layer in 4.863 ms; github sgl-project/sglang "
    "PR #38884); MXFP4 experts run on Hopper through Triton's matmul_ogs by default (vLLM and "
    "SGLang mxfp4.py), not measured: taken at Marlin's share",
)


def h100_class(gpu: GpuSpec) -> bool:
    """A GPU of the H100's class (a dense bf16 peak of TRITON_MOE_MIN_BF16_TFLOPS or more),
    where the fused-MoE kernels' measured shares hold: their time does not scale with a
    smaller part's peak (the H20's)."""
    return (gpu.bf16_tflops or 0.0) >= TRITON_MOE_MIN_BF16_TFLOPS


def w4a16_moe_share(gpu: GpuSpec) -> float | None:
    """The share of the bf16 dense peak a fine-grained mixture's 4-bit routed experts reach in
    W4A16 fused-MoE kernels on `gpu` (W4A16_MOE_SHARE: H100/H200-class GPUs); None where not
    measured."""
    if not h100_class(gpu):
        return None
    return W4A16_MOE_SHARE.get(kernel_architecture(gpu))


# Kernels eager transformers launches per decoder layer for one decode step, counted from
# github huggingface/transformers src/transformers/models/qwen3/modeling_qwen3.py @000c33fd
# (Llama's modeling code is the same without q_norm/k_norm): an RMSNorm is 8 kernels (to fp32,
# pow, mean, + eps, rsqrt, ×, to dtype, × weight; torch.nn.LayerNorm is 1); q/k/v and o
# projections 4; rotary embedding 5 each for q and k (×cos, neg and cat of rotate_half, ×sin, +);
# DynamicCache.update 2 (torch.cat of keys and of values); SDPA 2 (the kernel with enable_gqa,
# .contiguous(); integrations/sdpa_attention.py @00c238bd: with an attention mask — padded
# batches — repeat_kv copies k and v first, 2 more); gate, up, SiLU, ×, down 5; two residual adds.
EAGER_ATTENTION_KERNELS = 4 + 10 + 2 + 2  # projections, rotary, cache update, SDPA
EAGER_LAYER_KERNELS = EAGER_ATTENTION_KERNELS + 2  # and the two residual adds
EAGER_MLP_KERNELS = 5
EAGER_NORM_KERNELS = {"rmsnorm": 8, "layernorm": 1, "layernorm-nobias": 1, "nonparametric": 1}
# A mixture-of-experts block in eager transformers (modeling_qwen3_moe.py): the router (gate,
# softmax, top-k, renormalise, cast, one-hot mask) and, in a Python loop over the experts hit,
# torch.where, the row gather, the expert's gate/up/SiLU/×/down, the routing weight and index_add_.
EAGER_ROUTER_KERNELS = 8
EAGER_EXPERT_KERNELS = 10
# transformers 5's grouped_mm experts (src/transformers/integrations/moe.py
# grouped_mm_experts_forward @8b584a67): the token-expert pairs' index and gather, two argsorts,
# three permuted gathers, histc and cumsum for the offsets, the grouped GEMMs of gate/up and down
# with their input casts, the gate's activation and product, the routing weights, the inverse
# permutation and the sum over the k experts: about 20 kernels whatever the experts reached,
# none waiting for the host
GROUPED_EXPERT_KERNELS = 20
# Per generated token outside the layers: rotary cos/sin tables (~10), embedding, final norm,
# lm_head, the last position's logits in fp32, logits processors and sampling (temperature,
# top-k, top-p, softmax, multinomial), stopping criteria and the input/cache bookkeeping.
EAGER_TOKEN_KERNELS = 50
LAUNCH_SOURCE = joined(
    "kernels counted from transformers' modeling code (Llama 41 per layer, Qwen3 57, 50 per "
    "token), each launched from Python",
    HOST_OP_SOURCE,
)


def eager_kernels(spec: ModelSpec, experts_hit: float, grouped: bool = False) -> float:
    """Kernels eager PyTorch launches for one decode step of the whole model (`grouped`: the
    routed experts through transformers 5's grouped GEMMs, not a loop over those hit)."""
    norm = EAGER_NORM_KERNELS[spec.norm.value]
    dense = EAGER_LAYER_KERNELS + spec.norms_per_layer * norm
    dense += 2 * EAGER_NORM_KERNELS["rmsnorm"] if spec.qk_norm or spec.qk_norm_full else 0
    moe_layers = spec.num_moe_layers if spec.is_moe else 0
    experts = GROUPED_EXPERT_KERNELS if grouped else EAGER_EXPERT_KERNELS * experts_hit
    per_moe = EAGER_ROUTER_KERNELS + experts
    per_moe += EAGER_MLP_KERNELS * (1 if spec.num_shared_experts else 0)
    total = spec.num_layers * dense + (spec.num_layers - moe_layers) * EAGER_MLP_KERNELS
    # a layer of an MLP alone (Nemotron-NAS's 'm'): no attention, its norm and its add
    total -= spec.mlp_alone_layers * (EAGER_ATTENTION_KERNELS + norm + 1)
    return total + moe_layers * per_moe + EAGER_TOKEN_KERNELS


# Operations the host launches for one Megatron-Core transformer layer built from Transformer
# Engine modules, per micro-batch (forward, backward), counted from the megatron-core 0.15.0 and
# 0.16.0 and TransformerEngine 2.8.0 and 2.11.0 source packages (PyPI): the attention block
# (TE LayerNormLinear, core attention, the projection, the residual); a dense MLP (TE
# LayerNormMLP: norm, fc1, activation, fc2; backward both GEMMs' data and weight gradients, the
# activation's and the norm's); a mixture's block without its experts (TopKRouter's gating GEMM
# and top-k, the aux-loss scores, MoEAlltoAllTokenDispatcher's preprocess — the token counts
# all-gathered and copied to the host, which waits for them —, the fused permutation, the
# token and probability all-to-alls, sort_chunks_by_idxs, the weighted SwiGLU, their
# reverse); and each local expert's GEMMs, which TE's GroupedLinear launches one by one
# (general_grouped_gemm → multi_stream_cublas_gemm, a C++ loop over 4 streams): 2 forward,
# 4 backward. These are counts read from code, approximate (±20%), not a profile.
MCORE_ATTENTION_OPS = (14, 25)
MCORE_DENSE_MLP_OPS = (4, 6)
MCORE_MOE_BLOCK_OPS = (33, 26)
MCORE_EXPERT_GEMMS = (2, 4)
# Quantization launches per GEMM operand under an FP8 or FP4 recipe (forward: each GEMM's
# input; backward: its output gradient): current (tensorwise) scaling 4 (a memset and the amax
# kernel, the scale, the cast-transpose: Float8CurrentScalingQuantizer::quantize_impl, TE
# csrc quantizer.cpp), looped over the experts' splits (cast.cpp split_quantize); the
# block-scaled recipes (MXFP8, 1×128/128×128 blocks) 1; delayed scaling 1, and one fused
# multi_cast_transpose for all of a grouped linear's splits; NVFP4 1, its splits in one
# (nvte_group_amax). The weights' own casts are cached after a step's first micro-batch.
MCORE_QUANT_OPS = {"current": 4, "block": 1, "delayed": 1, "nvfp4": 1}
MCORE_QUANT_GROUPED_ONCE = frozenset({"delayed", "nvfp4"})
# A CUDA graph's replay from Megatron-Core's training graphs: the copy of the pass's input into
# the graph's static buffer and the graph's launch (_CudagraphReplayNode "handles copying data
# into/out of the cudagraph io"; github NVIDIA/Megatron-LM docs/user-guide/features/cuda_graph.md
# @117c06d9; core.transformer.cuda_graphs API docs), two launched ops each; an estimate, no
# timing of a replay's host time in PyTorch published (CUDA.jl's: a few µs, any graph size).
# Layer graphs replay one forward and one backward graph a layer and micro-batch; a whole-step
# graph one replay a step, each micro-batch's inputs copied into its static buffer.
MCORE_GRAPH_REPLAY_OPS = 2
# A dropless mixture's forward in Megatron-Core stops the host at every MoE layer until the
# GPU has counted the tokens each expert receives: each token dispatcher copies the counts to
# the host and waits for them before the dispatch (MoEAlltoAllTokenDispatcher's
# _maybe_dtoh_and_synchronize, at before_ep_alltoall, or before_finish for the grouped GEMM's
# splits without expert parallelism; DeepEP's dispatch, where "the CPU will wait for GPU's
# signal"; HybridEP's dispatch_with_permute unless the permuted-token count is given: the
# paged stash's capacity), so the GPU's queue is empty when the host starts launching what
# follows: "placing the CPU on the critical path" (NVIDIA, Scalable Training of MoE Models
# with Megatron Core, arXiv 2603.07685 §4.3.6, whose partial CUDA graphs leave "the region
# between token dispatch and combine"). The region's launches besides the experts' GEMMs and
# their quantization: the token and probability all-to-alls, the fused sort by local expert
# (2), the probability-weighted activation (2), the fused unsort (2), the combine all-to-all
# and the fused unpermutation (2) — counted from megatron-core's token_dispatcher.py and
# experts.py (the copy vendored in miles_rl 0.0.2 on PyPI), approximate as the counts above.
# Its backward launches from the splits the forward kept: no wait.
MCORE_MOE_REGION_OPS = 11
MCORE_SYNC_SOURCE = N_(
    "Source",
    "Megatron-Core's dropless token dispatchers wait on the host for each MoE layer's token "
    "counts before the dispatch (megatron-core token_dispatcher.py "
    "_maybe_dtoh_and_synchronize; DeepEP's and HybridEP's dispatch); the region from dispatch "
    "to combine then runs at the host's pace, 'placing the CPU on the critical path' (NVIDIA, "
    "Scalable Training of MoE Models with Megatron Core, arXiv 2603.07685 §4.3.6): 11 "
    "launches besides each local expert's GEMMs and their quantization, counted from the "
    "code; none under a whole-step CUDA graph (paged stash or drop-and-pad)",
)
MCORE_GRAPH_SOURCE = N_(
    "Source",
    "Megatron-Core's training CUDA graphs (--cuda-graph-impl transformer_engine, local or "
    "full_iteration; github NVIDIA/Megatron-LM@117c06d9 docs/user-guide/features/"
    "cuda_graph.md): a layer graph replaces a layer's launches but a mixture's router, "
    "dispatch and experts, a whole-step graph every launch of the forward and backward; a "
    "replay counted as 2 launched ops (the input copy and the graph launch; estimate)",
)
MCORE_LAUNCH_SOURCE = joined(
    "host launches of a Megatron-Core layer counted from megatron-core 0.15/0.16 and "
    "TransformerEngine 2.8/2.11 (attention 14 forward, 25 backward; a dense MLP 4 and 6; a "
    "mixture's block 33 and 26 and each local expert's GEMMs 2 and 4, one by one; per GEMM "
    "operand FP8 current scaling 4 quantization launches, block scaling 1, delayed scaling and "
    "NVFP4 1 for all of a grouped linear's splits)",
    HOST_OP_SOURCE,
)
