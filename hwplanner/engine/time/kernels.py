"""What a small GPU kernel costs besides its bytes and FLOPs: the gap between dependent
kernels, the kernel's start and tail, by GPU architecture (serving's replayed CUDA graphs, the
small kernels of LoRA adapters in a training step)."""

from __future__ import annotations

from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec

# What one kernel of a replayed graph costs besides its bytes (the gap between dependent
# kernels, the kernel's start and tail), seconds, by architecture: 10,000 dependent kernels
# each moving 64 KiB replayed as one CUDA graph (hipGraph on AMD) take 1.34 µs each on an A100
# 80GB, 0.94 µs on an L40, 2.2 µs on an H200 and 2.05 µs on an MI210 under ROCm 6.0
# (github te42kyfo/gpu-benches @11f5daa gpu-small-kernels/main.cu, a100_80_graph.txt,
# l40_graph.txt, h200_graph.txt, mi210_rocm60_graph.txt: 65,536 B ÷ the best GB/s of the first
# row). AMD's CDNA3 (MI300X) takes the MI210's figure (same runtime, CDNA2); an architecture
# not measured takes the middle of the four.
KERNEL_FIXED_S = {
    "ampere": 1.34e-6,
    "ada": 0.94e-6,
    "hopper": 2.2e-6,
    "cdna2": 2.05e-6,
    "cdna3": 2.05e-6,
}
KERNEL_FIXED_UNMEASURED_S = 1.7e-6
KERNEL_FIXED_SOURCE = N_(
    "Source",
    "kernels per layer counted from vLLM's Llama layer (10; FP8 +4 input quantizations; MoE "
    "+4); the fixed time of a kernel in a replayed CUDA graph from github "
    "te42kyfo/gpu-benches gpu-small-kernels/ (A100 1.34 µs, L40 0.94 µs, H200 2.2 µs, MI210 "
    "2.05 µs)",
)


def kernel_fixed_s(gpu: GpuSpec) -> float:
    """One replayed kernel's fixed time on `gpu`, seconds (KERNEL_FIXED_S)."""
    return KERNEL_FIXED_S.get(gpu.architecture, KERNEL_FIXED_UNMEASURED_S)


def kernel_fixed_note(gpu: GpuSpec) -> Message | None:
    """Said when the fixed time per kernel was not measured on the GPU's architecture."""
    if gpu.architecture == "cdna3":
        return Message("fixed time per kernel: the MI210's (CDNA2), not measured on CDNA3")
    if gpu.architecture not in KERNEL_FIXED_S:
        return Message(
            "fixed time per kernel not measured on this GPU's architecture: the middle of the "
            "measured ones (1.7 µs)"
        )
    return None
