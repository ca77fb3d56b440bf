"""The padding vLLM allocates around a mixture's MXFP4 experts (gpt-oss) for the kernels that
multiply them: the experts take more memory on the GPU than in the checkpoint, and their
padded tiles are read with them."""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec, baseboard
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import WeightFormat
from hwplanner.engine.plan.formats import WEIGHT_BYTES
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import served_format
from hwplanner.engine.scenario.sharding import expert_tp

# vLLM's Mxfp4MoEMethod (github vllm-project/vllm vllm/model_executor/layers/quantization/
# mxfp4.py @007d5005, get_mxfp4_backend and create_weights) allocates each expert's gate/up
# matrix (2·I × H) and down matrix (H × I), I the intermediate width on one GPU, padded for its
# backend:
# * datacenter Blackwell (SM100) through FlashInfer: I and H each to a multiple of 256;
# * Hopper (SM90) through the Triton kernels of triton_kernels: I to a multiple of 64, then
#   each matrix swizzled into the Hopper MX layout, whose rows of packed bytes along the
#   quantized axis (H for gate/up, I for down) align to 64 bytes — 128 values — and the other
#   axis to 256 (github triton-lang/triton python/triton_kernels/triton_kernels/
#   tensor_details/layout_details/hopper_value.py @000df03e, _padded_shape);
# * other NVIDIA GPUs through Marlin (Ampere, Ada, workstation Blackwell): I to 128, H to 256;
# * AMD Instinct MI300 series through the Triton kernels: both to 128 (gfx950, MI350/MI355:
#   256; mxfp4_utils.get_padding_alignment); vLLM's gpt-oss recipe names no older AMD GPU
#   (MI250X, MI100, Radeon and Ryzen: not padded here).
# SGLang's Mxfp4MoEMethod runs the same Triton kernels on Hopper (I to 64, then the same
# layout: github sgl-project/sglang python/sglang/srt/layers/quantization/mxfp4.py @0043c43a);
# its other GPUs' paths differ by release and are not padded here.
# gpt-oss's 2,880 × 2,880 experts on one H100: 6.0% more (the checkpoint's 60.9 GB of experts
# take 64.6 GB; vLLM 0.14.1 logs "Model loading took 64.38 GiB" on one H100 with the Triton
# backend, github vllm-project/vllm issue #33155, where the checkpoint holds 60.7 GiB).
EXPERT_PADDING_SOURCE = N_(
    "Source",
    "vLLM mxfp4.py @007d5005 (Mxfp4MoEMethod.create_weights: FlashInfer on SM100 pads the "
    "experts' widths to 256, Marlin to 128 and 256, ROCm to 128 or 256); triton_kernels "
    "hopper_value.py @000df03e (the Hopper MX layout aligns to 64 bytes and 256; SGLang "
    "mxfp4.py @0043c43a runs it too); vLLM issue #33155 (gpt-oss-120b on one H100: 64.38 GiB "
    "loaded)",
)


@dataclass(frozen=True, slots=True)
class ExpertPadding:
    ratio: float  # the padded experts' elements ÷ the checkpoint's
    backend: str  # the vLLM MXFP4 backend that pads them

    def extra_bytes(self, spec: ModelSpec, fraction: float) -> float:
        """Bytes the padding adds to `fraction` of the model's routed experts."""
        experts = count_params(spec).experts
        return experts * fraction * WEIGHT_BYTES[WeightFormat.MXFP4] * (self.ratio - 1)


def _up(n: int, to: int) -> int:
    return -(-n // to) * to


def mxfp4_backend(gpu: GpuSpec) -> str | None:
    """vLLM's MXFP4 mixture backend on `gpu` (get_mxfp4_backend's defaults); None where it has
    none known (Rubin, AMD before the MI300 series, a GPU of another vendor)."""
    arch = gpu.architecture
    if gpu.vendor.startswith("AMD"):  # the Instinct GPUs vLLM's gpt-oss recipe names
        return {"cdna3": "rocm", "cdna4": "rocm_gfx950"}.get(arch)
    if not gpu.vendor.startswith("NVIDIA"):
        return None
    if arch == "blackwell":
        return "flashinfer" if baseboard(gpu) in ("sxm", "superchip") else "marlin"
    if arch == "hopper":
        return "triton"
    if arch in ("ampere", "ada"):
        return "marlin"
    return None


def _padded_elements(backend: str, i: int, h: int) -> int:
    """Elements of one expert's gate/up and down matrices as `backend` allocates them."""
    if backend == "flashinfer":
        i, h = _up(i, 256), _up(h, 256)
        return 3 * i * h
    if backend == "marlin":
        i, h = _up(i, 128), _up(h, 256)
        return 3 * i * h
    if backend in ("rocm", "rocm_gfx950"):
        align = 256 if backend == "rocm_gfx950" else 128
        return 3 * _up(i, align) * _up(h, align)
    # Triton on Hopper: gate/up stored (H, 2·I), quantized along H; down (I, H), along I
    i = _up(i, 64)
    return _up(h, 128) * _up(2 * i, 256) + _up(i, 128) * _up(h, 256)


def mxfp4_expert_padding(spec: ModelSpec, plan: Plan, gpu: GpuSpec) -> ExpertPadding | None:
    """How much more a vLLM replica's MXFP4 routed experts take than the checkpoint's, or an
    SGLang replica's on Hopper (None: another engine or GPU, no MXFP4 experts, or no backend
    known for the GPU)."""
    if plan.framework not in ("vllm", "sglang") or not spec.is_moe or not spec.num_experts:
        return None
    if served_format(spec, plan) is not WeightFormat.MXFP4:
        return None
    backend = mxfp4_backend(gpu)
    if backend is None or (plan.framework == "sglang" and backend != "triton"):
        return None
    i = max(spec.expert_width // expert_tp(plan), 1)
    h = spec.hidden_size
    ratio = _padded_elements(backend, i, h) / (3 * i * h)
    return ExpertPadding(ratio, backend) if ratio > 1.0 else None


def expert_padding_ratio(spec: ModelSpec, plan: Plan, gpu: GpuSpec) -> float:
    """The routed experts' bytes on the GPU ÷ the checkpoint's (mxfp4_expert_padding; 1
    without padding)."""
    padding = mxfp4_expert_padding(spec, plan, gpu)
    return 1.0 if padding is None else padding.ratio


def expert_padding_bytes(spec: ModelSpec, plan: Plan, gpu: GpuSpec, fraction: float) -> float:
    """Bytes the padding adds to `fraction` of the model's routed experts (0 without)."""
    padding = mxfp4_expert_padding(spec, plan, gpu)
    return 0.0 if padding is None else padding.extra_bytes(spec, fraction)
