"""The time training techniques cost or save: host transfers, the CPU optimizer step, NVMe,
paging, and FP8 matrix multiplies.

Per optimizer step (grad_accum micro-batches), one GPU:
* activation offloading copies every offloaded tensor out in forward and back in backward over
  PCIe, on a side stream that overlaps compute (torchtune OffloadActivations use_streams=True,
  Unsloth's offloaded checkpointing);
* parameter offload copies the weight shard in for forward and again for backward (FSDP2
  CPUOffloadPolicy: "Sharded parameters are copied host-to-device before all-gather"; ZeRO-3
  offload_param), the gradient shard out, and the updated 16-bit parameters back after the CPU
  step (ZeRO-Offload) — prefetched, so overlapped with compute like the activations;
* the optimizer step runs on the host CPU after backward (serial), streaming weights, gradients
  and states through host memory once: bytes per parameter ÷ the rate CPU Adam steps at, the
  median of its measured optimizer steps (CPU_ADAM_GBPS);
* ZeRO-Infinity reads and writes the offloaded optimizer states on NVMe each step (serial);
* paged optimizer states evicted to host RAM cost "evicted bytes ÷ (50% of the PCIe bandwidth)"
  per step (bitsandbytes docs, explanations/optimizers.mdx).
"""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.memory.saved_inputs import norm_readers
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec, kernel_architecture
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import Fp8Recipe, Offload, Precision, Recompute
from hwplanner.engine.plan.fields import deepspeed_offloads, eager_te_fp8
from hwplanner.engine.plan.formats import nvfp4_share, plan_recipe, state_bytes_per_param
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.offload import DEFAULT_HOST_GBPS
from hwplanner.engine.scenario.sharding import expert_tp, local_experts
from hwplanner.engine.time.steptime import (
    StepCompute,
    backward_share,
    moe_forward_again,
    stage_share,
)

PCIE_FALLBACK_GBPS = 16.0  # PCIe Gen3 x16 per direction, when the datasheet gives nothing
# A host's datasheet memory bandwidth (GB/s per node), which scales the measured CPU Adam rate
# (CPU_ADAM_GBPS, a datacenter node's) to the other classes: two sockets × 8 DDR4-3200 channels
# for a datacenter node
# (DGX A100: 2 × AMD EPYC 7742, 204.8 GB/s per socket, AMD datasheet), 8 DDR5-4800 channels for a
# workstation (Threadripper PRO / Xeon W), 2 DDR5-5600 channels for a desktop.
HOST_MEMORY_GBPS = {
    GpuClass.DATACENTER: 2 * 8 * 25.6,
    GpuClass.WORKSTATION: 8 * 38.4,
    GpuClass.CONSUMER: DEFAULT_HOST_GBPS,  # 2 × DDR5-5600 (engine/scenario/offload.py)
}
# The rate a CPU Adam step moves its bytes through a datacenter node's memory, measured on the
# optimizer step alone (the bytes per parameter of each run's recipe ÷ its step seconds): 42.4
# GB/s (DeepSpeedCPUAdam, 11.6B parameters in 8.2 s, fp16 mixed, 30 B each; github
# deepspeedai/DeepSpeed PR #735, 2021-02), 54.5 GB/s (DeepSpeed ZeRO-3 with optimizer and
# parameter offload, Qwen 72B over 4 A100 nodes: 18.2B parameters a node in ~10 s; issue
# #6834, 2024-12), 83 GB/s (Megatron's CPU Adam in slime, GLM-4.5-Air 106B over 4 H100 nodes:
# 26.5B a node in 9.6 s; THUDM/slime issue #1139, 2025-12). The median, about an eighth of the
# node's datasheet bandwidth: the step runs thread by thread over tiles, converting dtypes and
# copying into pinned buffers, far below a stream kernel. Other classes take it in proportion
# to their datasheet bandwidth.
CPU_ADAM_GBPS = 54.5
CPU_ADAM_SOURCE = N_(
    "Source",
    "median of CPU Adam steps measured alone: 42.4 GB/s (DeepSpeed PR #735: 11.6B parameters "
    "in 8.2 s), 54.5 (DeepSpeed issue #6834: Qwen 72B, 4 A100 nodes, ~10 s), 83 (THUDM/slime "
    "issue #1139: GLM-4.5-Air, 4 H100 nodes, 9.6 s); other GPU classes in proportion to their "
    "hosts' datasheet memory bandwidth (DGX A100's EPYC 7742 pair: 409.6 GB/s)",
)
# ZeRO-Infinity SC21 slides: "NVMe -> GPU: 28 GB/s" for one DGX-2 node.
NVME_GBPS_PER_NODE = 28.0
PAGING_PCIE_SHARE = 0.5  # bitsandbytes: "about 50% of the PCIe bandwidth ... in the best case"
# FP8 matrix multiplies of a training layer (fprop, dgrad and wgrad GEMMs) over bf16, from
# kernel microbenchmarks, not a run's result: Transformer Engine's "GEMM Speedups Across
# Precisions" (docs/features/low_precision_training/speedups.rst and
# docs/examples/gemm_profiling/gemm_profiling.rst, NVIDIA/TransformerEngine@8f2e635 and
# @3329417) times one layer of a 5B-class model (hidden 4096, MLP 16384, 32 heads, 15,872
# tokens; benchmarks/gemm/benchmark_gemm.py) twice: in autocast, each GEMM's inputs
# quantized as training does, and pre-quantized, the GEMM kernels alone. Their difference is the
# quantization — casting and scaling every input, a memory-bound pass whose cost grows with the
# tensors' elements (tokens × the linears' input and output widths, and the weights) while the
# GEMMs grow with tokens × input × output width: a narrow model gains less from FP8 than a wide
# one ("Speedup Is Shape-Dependent": small GEMMs "may see little benefit or even a slowdown").
# So a step's FP8 GEMMs take bf16 GEMM time ÷ the pre-quantized speed-up + the quantized
# elements × the recipe's bytes per element ÷ the GPU's bandwidth (Fp8Layer):
# * H200 NVL (Hopper; 4.8 TB/s): bf16 32.014 ms a layer; autocast DelayedScaling 18.978,
#   Float8CurrentScaling 20.285 (torchao's tensorwise), Float8BlockScaling 22.882;
#   pre-quantized "raw FP8 reaches 1.92x over BF16";
# * B300 SXM6 (Blackwell; 8 TB/s): autocast bf16 12.758 ms, delayed 7.802, current 9.147, MXFP8
#   8.984 (FP8 block scaling runs there as MXFP8: "On Blackwell (SM100+), FP8 Block is emulated
#   via MXFP8"); pre-quantized bf16 12.835, FP8 block 6.830 (per-tensor FP8 kernels taken as
#   the same), MXFP8 7.324.
# Row-wise scales (torchao's rowwise) have a GEMM measurement with its scaling at one large
# shape only: FBGEMM PR #2546 (pytorch/FBGEMM, 2024-04-29), H100 at 500 W, 8192³, 931.8 TFLOP/s
# against bf16's 585.2, the GEMM's speed-up whatever the shape, its casts as below (on
# Blackwell the current scaling's layer at the reference shape). NVFP4 keeps the B300 layer's
# autocast speed-up (bf16 12.758 ms, NVFP4 6.453; the HGX B300's FP4 ÷ bf16 peak 13,125 ÷ 2,250).
FP8_REF_TOKENS = 15_872
# the reference layer's four linears: input widths 4096 × 3 + 16,384, output widths 12,288 +
# 4096 + 16,384 + 4096, and its weights
_REF_INPUTS = 3 * 4096 + 16_384
_REF_OUTPUTS = 12_288 + 4096 + 16_384 + 4096
_REF_WEIGHTS = 4096 * 12_288 + 4096 * 4096 + 2 * 4096 * 16_384
# What the reference layer's autocast time quantized: benchmark_gemm.py's
# model-config mode runs each GEMM shape as a te.Linear forward on a bf16 input and counts the
# fprop shapes twice (dgrad taken as fprop) and the wgrad shapes once (NVIDIA/
# TransformerEngine@3329417 benchmarks/gemm/benchmark_gemm.py compute_gemm_shapes,
# run_model_config_benchmarks). A forward casts its input row- and column-wise (TE Linear:
# backward_needs_input = grad enabled and the weight, a parameter, requires grad) and its weight
# row-wise only (the input needs no gradient). Per linear of input width i and output width o
# at T tokens: row- and column-wise 3·T·i (fprop's input twice, wgrad's (i, T) input once),
# row-wise only 2·i·o + T·o (fprop's weight twice, wgrad's (T, o) "weight" once).
FP8_REF_BOTH_WAYS = 3 * FP8_REF_TOKENS * _REF_INPUTS
FP8_REF_ROW_ONLY = 2 * _REF_WEIGHTS + FP8_REF_TOKENS * _REF_OUTPUTS
# Bytes a cast moves per bf16 element, (row-wise only, row- and column-wise), as the recipes'
# kernels run: delayed scaling's cast-transpose reads the input once and writes each FP8 copy
# (1 B), its amax in the same kernel; current scaling reads it once more for the amax (TE docs
# fp8_delayed_scaling.rst: "two tensor reads per quantization"); block and MXFP8 scales add
# 1/128 and 1/32 B an element; NVFP4 reads it for the global amax, then casts row-wise (0.5 B
# and a scale per 16) and, in a kernel of its own, Hadamard-transforms and casts it
# column-wise (TE's NVFP4Quantizer). The row-wise-only cast's share of a two-way one weighs the
# benchmark's row-wise casts.
CAST_BYTES: dict[str, tuple[float, float]] = {
    "delayed": (3.0, 4.0),
    "current": (5.0, 6.0),
    "block": (2 + 1 + 1 / 128, 2 + 2 * (1 + 1 / 128)),
    "mxfp8": (2 + 1 + 1 / 32, 2 + 2 * (1 + 1 / 32)),
    "nvfp4": (2 + 2 + 0.5 + 1 / 16, 2 + 2 * (2 + 0.5 + 1 / 16)),
}
# NVFP4 rounds the gradients stochastically: Transformer Engine's tuned NVFP4 cast on a B300
# streams 6.4 TB/s row- and column-wise rounding to nearest and 4.5 TB/s with stochastic
# rounding (github NVIDIA/TransformerEngine PR #2412, 2025-11-21): a gradient's cast takes
# 6.4 ÷ 4.5 of an input's
NVFP4_SR_SLOWER = 6.4 / 4.5


class Fp8Layer(NamedTuple):
    """A recipe's FP8 GEMMs as Transformer Engine's reference layer measured them (at the
    measuring GPU's FP8 ÷ bf16 peak of 2): the speed-up over bf16 in autocast, quantization
    included; the pre-quantized speed-up; and the quantization's bytes per element a training
    step casts (row- and column-wise) at the GPU's bandwidth (0: the autocast speed-up holds
    whatever the shape)."""

    autocast: float
    raw: float
    bytes_per_element: float


def _fp8_layer(
    bf16_ms: float, autocast_ms: float, raw: float, bandwidth_tbs: float, cast: str
) -> Fp8Layer:
    """The quantization of the reference layer, autocast − bf16 ÷ raw, as bytes per element
    cast both ways, over what the benchmark cast (FP8_REF_BOTH_WAYS, and FP8_REF_ROW_ONLY at
    the `cast` kernels' row-wise share, CAST_BYTES)."""
    quantize_s = (autocast_ms - bf16_ms / raw) * 1e-3
    row, both = CAST_BYTES[cast]
    cast_elements = FP8_REF_BOTH_WAYS + FP8_REF_ROW_ONLY * row / both
    per_element = quantize_s * bandwidth_tbs * 1e12 / cast_elements
    return Fp8Layer(bf16_ms / autocast_ms, raw, per_element)


_H200_RAW = 1.92
_B300_RAW, _B300_MX_RAW = 12.835 / 6.830, 12.835 / 7.324
# Row-wise scales: FBGEMM's GEMM with its scaling (the only measurement, one shape) plus the
# casts of current scaling at the reference layer — a row's amax and its cast read each input
# as current scaling's do, and the backward's column-wise scales cast the inputs again from
# high precision (torchao float8 README, 'Derivation': 'account for max_abs and casting
# overhead'); where the stack fuses the amax into the producer, the delayed recipe's casts
_ROWWISE_RAW = 931.8 / 585.2
_CURRENT_CAST_MS = 20.285 - 32.014 / _H200_RAW
_DELAYED_CAST_MS = 18.978 - 32.014 / _H200_RAW
FP8_LAYER: dict[Fp8Recipe, Fp8Layer] = {
    Fp8Recipe.DELAYED: _fp8_layer(32.014, 18.978, _H200_RAW, 4.8, "delayed"),
    Fp8Recipe.TENSORWISE: _fp8_layer(32.014, 20.285, _H200_RAW, 4.8, "current"),
    Fp8Recipe.BLOCKWISE: _fp8_layer(32.014, 22.882, _H200_RAW, 4.8, "block"),
    Fp8Recipe.ROWWISE: _fp8_layer(
        32.014, 32.014 / _ROWWISE_RAW + _CURRENT_CAST_MS, _ROWWISE_RAW, 4.8, "current"
    ),
    Fp8Recipe.MXFP8: _fp8_layer(12.758, 8.984, _B300_MX_RAW, 8.0, "mxfp8"),
}
FP8_LAYER_BLACKWELL: dict[Fp8Recipe, Fp8Layer] = {
    Fp8Recipe.DELAYED: _fp8_layer(12.758, 7.802, _B300_RAW, 8.0, "delayed"),
    Fp8Recipe.TENSORWISE: _fp8_layer(12.758, 9.147, _B300_RAW, 8.0, "current"),
    Fp8Recipe.ROWWISE: Fp8Layer(12.758 / 9.147, 12.758 / 9.147, 0.0),
    Fp8Recipe.BLOCKWISE: FP8_LAYER[Fp8Recipe.MXFP8],
    Fp8Recipe.MXFP8: FP8_LAYER[Fp8Recipe.MXFP8],
}
NVFP4_GEMM_PEAK_RATIO = 13125 / 2250  # dense FP4 ÷ bf16 peak of the B300 it was measured on
# NVFP4 on the B300's reference layer: autocast 12.758 → 6.453 ms (1.98×), pre-quantized 12.835
# → 3.754 ms (3.42×; gemm_profiling.rst "NVFP4 vs BF16 goes from 1.90x (autocast) to 3.42x
# (kernel-only). The gap between these two numbers is the overhead from dynamic quantization,
# Hadamard transforms, and block scaling"): the quantization, per element, as for FP8
NVFP4_LAYER = _fp8_layer(12.758, 6.453, 12.835 / 3.754, 8.0, "nvfp4")
FP8_GEMM_SOURCE = (
    "Transformer Engine speedups.rst / gemm_profiling.rst @8f2e635 (a 5B-class layer's GEMMs "
    "in autocast and pre-quantized: H200 NVL for Hopper and older, B300 SXM6 for Blackwell, "
    "MXFP8 and NVFP4; what its autocast cast: benchmarks/gemm/benchmark_gemm.py @3329417); "
    "FBGEMM PR #2546 (H100, row-wise FP8 GEMM with scaling); NVFP4 stochastic rounding: TE "
    "PR #2412 (B300 cast 6.4 TB/s rounding to nearest, 4.5 TB/s stochastic)"
)
FP8_GEMM_PEAK_RATIO = 2.0  # dense FP8 ÷ bf16 peak of the GPUs the GEMMs were measured on
# Current scaling reads each input twice, once for its amax and once to cast it; delayed
# scaling once (NVIDIA/TransformerEngine@e742032f docs/features/low_precision_training/
# fp8_delayed_scaling/fp8_delayed_scaling.rst: "FP8 Current Scaling requires two tensor reads
# per quantization: one to compute amax, one to cast"). The benchmark's layer is standalone
# Linears, so its autocast pays every read. In fused layers the kernel that produces an input
# also quantizes it (@0bd7f52c performance_considerations/performance_considerations.rst,
# "Fused layers": TE's LayerNormLinear and LayerNormMLP quantize the norm's output in its
# kernel; torchao's float8, run under torch.compile as its README asks and as the FSDP profile
# takes it, has the amax fused into the producer): the amax read is folded in and one read to
# cast is left, what the benchmark's delayed-scaling autocast pays. So a fused stack's current
# scaling is timed with the delayed recipe's autocast measurement (delayed keeps its own, one
# read more than it pays there: taken as measured).
FUSED_CURRENT_AS: dict[Fp8Recipe, Fp8Recipe] = {Fp8Recipe.TENSORWISE: Fp8Recipe.DELAYED}
# Row-wise scales in such a stack: the GEMM's own speed-up with the delayed recipe's casts
# (Hopper); on Blackwell the delayed recipe's layer, as current scaling stands for row-wise there
FUSED_ROWWISE: dict[bool, Fp8Layer] = {
    False: _fp8_layer(
        32.014, 32.014 / _ROWWISE_RAW + _DELAYED_CAST_MS, _ROWWISE_RAW, 4.8, "delayed"
    ),
    True: FP8_LAYER_BLACKWELL[Fp8Recipe.DELAYED],
}
FUSED_CURRENT_NOTE = Message(
    "current scaling in layers that fuse its amax into the kernel producing each input: timed "
    "as the reference layer's delayed-scaling autocast, one read of each input fewer than its "
    "standalone current scaling (Transformer Engine docs: current scaling reads a tensor twice, "
    "for the amax and to cast; LayerNormLinear quantizes the norm's output in its kernel)"
)


FUSED_ROWWISE_NOTE = Message(
    "row-wise scales in layers that fuse the amax into the kernel producing each input: the "
    "row-wise GEMM's own speed-up (FBGEMM) with the reference layer's delayed-scaling casts, "
    "one read of each input fewer than unfused row-wise casts"
)


def quantized_parts(spec: ModelSpec, plan: Plan) -> tuple[float, float]:
    """Elements one GPU quantizes for a micro-batch's FP8 GEMMs in eager layers (Transformer
    Engine's reference count): tokens × the input widths (each TE Linear casts its own: separate
    q, k and v three times, memory/saved_inputs.norm_readers; each forward, twice under full
    recompute) and output widths of the layers' linears — q/k/v, the output projection, the
    MLP's up (gate and up when gated) and down, a mixture's shared experts — and their weights
    (each forward; once a step in Megatron-Core's TE layers, which keep the cast copy over the
    micro-batches), on this GPU's share. Routed experts stay in bf16 (eager experts are not TE
    modules). Returned apart: the inputs' and the weights', then the gradients' (tokens × the
    output widths)."""
    d = spec.hidden_size
    up = 2 if spec.mlp is MlpKind.GATED else 1
    qkv_casts, up_casts = norm_readers(spec)
    counts = count_params(spec)
    attention_layers = counts.dense_layers + counts.moe_layers
    shared = counts.moe_layers if spec.shared_width else 0
    widths = counts.dense_layers * spec.intermediate_size + shared * spec.shared_width
    mlps = counts.dense_layers + shared
    inputs = attention_layers * (qkv_casts * d + spec.attn_out_dim) + mlps * up_casts * d + widths
    outputs = attention_layers * (spec.q_dim + 2 * spec.kv_dim + d) + up * widths + mlps * d
    forwards = 2 if plan.recompute is Recompute.FULL else 1
    tokens = plan.micro_batch * plan.seq_len / max(plan.cp, 1)
    weights: float = forwards * (counts.layers - counts.experts)
    if framework(plan.framework).te_layers:
        # Megatron-Core's TE layers cast a weight on the step's first micro-batch and keep the
        # copy for the others (TE Linear is_first_microbatch; its cache: memory/techniques)
        weights = (counts.layers - counts.experts) / max(plan.grad_accum, 1)
    split = plan.tp * plan.pp
    return (tokens * forwards * inputs + weights) / split, tokens * outputs / split


def quantized_elements(spec: ModelSpec, plan: Plan) -> float:
    """Elements one GPU quantizes for a micro-batch's FP8 GEMMs in eager layers
    (quantized_parts, summed)."""
    return sum(quantized_parts(spec, plan))


def fp8_gemm_share(spec: ModelSpec) -> float:
    """The share of a step's matrix-multiply FLOPs that eager layers run in FP8: the layers'
    linears but the routed experts (bf16) — not the output layer."""
    counts = count_params(spec)
    matmuls = counts.active_compute
    return min((counts.layers - counts.experts) / matmuls, 1.0) if matmuls else 0.0


class TechniqueTime(NamedTuple):
    overlapped_step_seconds: float  # PCIe transfers that run beside compute
    serial_step_seconds: float  # host work the step waits for
    figures: dict[str, Figure]


def fp8_speedup(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, step: StepCompute, layers: int = 0
) -> Figure | None:
    """How much faster the step runs with FP8 matrix multiplies than in bf16 (None: no FP8):
    the reference layer's measured speed-up scaled to this GPU's FP8 ÷ bf16 peak (Gaudi 3: 1×,
    no gain), on the share of the step its GEMMs take; in eager layers, whose TE linears cast
    their inputs in kernels of their own, the pre-quantized speed-up plus this plan's casts at
    the GPU's bandwidth (Fp8Layer; where the FP8 peak is bf16's, a loss). Attention stays in
    bf16 (the recipes' default), element-wise work, the optimizer and the pipeline's waits are
    not faster."""
    if plan.precision is Precision.NVFP4:
        return nvfp4_speedup(spec, gpu, plan, step, layers)
    if plan.precision is not Precision.FP8 or not gpu.fp8_tflops or not gpu.bf16_tflops:
        return None
    ratio = gpu.fp8_tflops / gpu.bf16_tflops
    recipe = plan.fp8_recipe
    table = FP8_LAYER_BLACKWELL if kernel_architecture(gpu) == "blackwell" else FP8_LAYER
    layer = table[recipe]
    # Megatron-Core's TE layers fuse the casts into the norms and activations before the linears
    # and cache the weights' FP8 copies for the step, torch.compile fuses torchao's casts (as
    # torchtitan runs them): no benchmark separates their casts, so they keep the reference
    # layer's autocast speed-up. TE's Linear in eager layers casts its inputs in kernels of its
    # own, as the benchmark's autocast does (fields.eager_te_fp8).
    if not eager_te_fp8(plan, spec) or not layer.bytes_per_element or not step.gemm_s:
        fw = framework(plan.framework)
        fused = FUSED_CURRENT_AS.get(recipe)
        fuses = fw.te_layers or plan.compile or fw.float8_compiled
        # a Megatron-Core mixture's grouped experts cast their split inputs in kernels of their
        # own (no norm or activation before them to fuse into): their traffic is counted
        # (at the recipe's own casts: an expert's input has no kernel to fold the amax into)
        moe = (spec, layer) if fw.te_layers and spec.is_moe else None
        if fused is not None and fuses:
            return _fused_fp8(gpu, plan, step, table[fused], ratio, FUSED_CURRENT_NOTE, moe)
        if recipe is Fp8Recipe.ROWWISE and fuses:
            rowwise = FUSED_ROWWISE[kernel_architecture(gpu) == "blackwell"]
            return _fused_fp8(gpu, plan, step, rowwise, ratio, FUSED_ROWWISE_NOTE, moe)
        return _fused_fp8(gpu, plan, step, layer, ratio, moe=moe)
    raw = _scaled(layer.raw, ratio)
    elements = quantized_elements(spec, plan)
    in_fp8 = fp8_gemm_share(spec)
    measured, quantize_s = _quantized_gain(layer, raw, in_fp8, elements, gpu, step)
    gain, share, value = _gemm_speedup(measured, FP8_GEMM_PEAK_RATIO, step, 1.0)
    return Figure(
        "fp8_speedup",
        "FP8 speed-up",
        value,
        "ratio",
        "1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = matmul seconds ÷ "
        "(matmul seconds × ((1 − FP8 share) + FP8 share ÷ the pre-quantized speed-up on this "
        "GPU) + quantized elements × bytes per element ÷ bandwidth); pre-quantized speed-up = "
        "1 + (measured − 1) × (this GPU's FP8 ÷ bf16 peak − 1) ÷ (2 − 1); FP8 share = the "
        "layers' matmuls but the routed experts ÷ all; GEMM share = the step's matrix "
        "multiplies ÷ its kernels, outside the optimizer step and the launches after a host "
        "wait",
        (
            ("FP8 recipe", recipe.value),
            (N_("Input", "pre-quantized GEMM speed-up measured (FP8 ÷ bf16 peak 2)"), layer.raw),
            ("FP8 ÷ bf16 dense peak", ratio),
            (N_("Input", "pre-quantized GEMM speed-up on this GPU"), raw),
            (N_("Input", "matmul seconds per micro-batch"), step.gemm_s),
            (N_("Input", "share of the matmuls in FP8"), in_fp8),
            (N_("Input", "elements quantized per micro-batch"), elements),
            (N_("Input", "quantization bytes per element"), layer.bytes_per_element),
            (N_("Input", "quantization seconds per micro-batch"), quantize_s),
            ("GEMM speed-up on this GPU", gain),
            ("GEMMs' share of the step", share),
        ),
        FP8_GEMM_SOURCE,
    )


def _fused_fp8(
    gpu: GpuSpec,
    plan: Plan,
    step: StepCompute,
    layer: Fp8Layer,
    ratio: float,
    note: Message | None = None,
    moe: tuple[ModelSpec, Fp8Layer] | None = None,
) -> Figure:
    """The FP8 speed-up of a stack that fuses its quantization: the reference layer's
    autocast speed-up, scaled to this GPU's FP8 ÷ bf16 peak, whatever the shape (`note`: why
    another recipe's measurement stands for the plan's). A Megatron-Core mixture (`moe`): its
    routed experts' GEMMs at the pre-quantized speed-up of the recipe's own layer (`moe`'s),
    plus the casts of their split inputs and output gradients at its bytes per element
    (routed_expert_casts) — a thin expert's GEMM gains little once its casts are paid."""
    own = moe[1] if moe is not None else layer
    if moe is None or not own.bytes_per_element or not step.gemm_s:
        gain, share, value = _gemm_speedup(layer.autocast, ratio, step, 1.0)
        experts: tuple[tuple[str, float], ...] = ()
    else:
        autocast, raw = _scaled(layer.autocast, ratio), _scaled(own.raw, ratio)
        routed = routed_gemm_share(moe[0])
        elements = routed_expert_casts(moe[0], plan)
        cast_s = elements * own.bytes_per_element / (gpu.memory_bandwidth_gbps * 1e9)
        measured = 1 / ((1 - routed) / autocast + routed / raw + cast_s / step.gemm_s)
        gain, share, value = _gemm_speedup(measured, FP8_GEMM_PEAK_RATIO, step, 1.0)
        experts = (
            (N_("Input", "routed experts' share of the matmuls"), routed),
            (N_("Input", "pre-quantized GEMM speed-up on this GPU"), raw),
            (N_("Input", "routed experts' elements cast per micro-batch"), elements),
            (N_("Input", "quantization bytes per element"), own.bytes_per_element),
            (N_("Input", "routed experts' casts, seconds per micro-batch"), cast_s),
        )
    return Figure(
        "fp8_speedup",
        "FP8 speed-up",
        value,
        "ratio",
        FUSED_FORMULAS[bool(experts)],
        (
            ("FP8 recipe", plan.fp8_recipe.value),
            ("GEMM speed-up measured (FP8 ÷ bf16 peak 2)", layer.autocast),
            ("FP8 ÷ bf16 dense peak", ratio),
            *experts,
            ("GEMM speed-up on this GPU", gain),
            ("GEMMs' share of the step", share),
        ),
        FP8_GEMM_SOURCE,
        notes=(note,) if note is not None else (),
    )


FUSED_FORMULAS = {
    False: N_(
        "Formula",
        "1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = 1 + (measured − "
        "1) × (this GPU's FP8 ÷ bf16 peak − 1) ÷ (2 − 1); GEMM share = the step's matrix "
        "multiplies ÷ its kernels, outside the optimizer step and the launches after a host "
        "wait",
    ),
    True: N_(
        "Formula",
        "1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = 1 ÷ ((1 − "
        "routed share) ÷ the autocast speed-up + routed share ÷ the pre-quantized speed-up + "
        "the routed experts' casts ÷ matmul seconds), each speed-up = 1 + (measured − 1) × "
        "(this GPU's FP8 ÷ bf16 peak − 1) ÷ (2 − 1); casts = elements × bytes per element ÷ "
        "bandwidth; GEMM share = the step's matrix multiplies ÷ its kernels, outside the "
        "optimizer step and the launches after a host wait",
    ),
}


def routed_gemm_share(spec: ModelSpec) -> float:
    """The share of a token's matrix-multiply FLOPs in the routed experts it reaches."""
    counts = count_params(spec)
    matmuls = counts.active_compute
    return min(counts.active_experts / matmuls, 1.0) if matmuls else 0.0


def routed_expert_cast_parts(spec: ModelSpec, plan: Plan) -> tuple[float, float]:
    """Elements one GPU casts for a micro-batch's routed-expert GEMMs in Megatron-Core's
    grouped linears, on the busiest stage (the inputs' and weights', then the gradients'):
    each routed row's fc1 and fc2 inputs in each forward (again where the MoE block is
    recomputed: steptime.moe_forward_again) and, on the
    layers that run a backward (steptime.backward_share), its fc2 and fc1 output gradients (the
    gated fc1's two halves) — the rows a GPU's experts take (tokens × top-k on its share of
    the sequence, gathered over the experts' own tensor-parallel ranks, which split the
    experts' width), at the width the experts compute in (a latent one: ModelSpec.
    routed_width) — and the local experts' weights once a step (their cast copies kept over
    the micro-batches). Under PEFT the frozen experts need no weight gradient: each tensor is
    cast one way only (CAST_BYTES' row-wise share of both ways)."""
    h, f = spec.routed_width, spec.expert_intermediate_size or 0
    up = 2 if spec.mlp is MlpKind.GATED else 1
    etp = expert_tp(plan)
    width = f / etp
    rows = plan.micro_batch * plan.seq_len / max(plan.cp, 1) / plan.tp * etp
    rows *= spec.experts_per_token
    layers = spec.num_moe_layers * stage_share(spec, plan)
    inputs = (1 + moe_forward_again(spec, plan)) * (h + width)
    grads = backward_share(spec, plan) * (h + up * width)
    weights = local_experts(spec, plan) * (up + 1) * h * width / max(plan.grad_accum, 1)
    one_way = 1.0
    if plan.base_method.is_peft:
        cast = "nvfp4" if plan.precision is Precision.NVFP4 else RECIPE_CASTS[plan.fp8_recipe]
        row, both = CAST_BYTES[cast]
        one_way = row / both
    return (
        layers * (rows * inputs + weights) * one_way,
        layers * rows * grads * one_way,
    )


def routed_expert_casts(spec: ModelSpec, plan: Plan) -> float:
    """Elements one GPU casts for a micro-batch's routed-expert GEMMs in Megatron-Core's
    grouped linears (routed_expert_cast_parts, summed)."""
    return sum(routed_expert_cast_parts(spec, plan))


# The cast kernels of each FP8 recipe (CAST_BYTES' keys)
RECIPE_CASTS: dict[Fp8Recipe, str] = {
    Fp8Recipe.DELAYED: "delayed",
    Fp8Recipe.TENSORWISE: "current",
    Fp8Recipe.ROWWISE: "current",
    Fp8Recipe.BLOCKWISE: "block",
    Fp8Recipe.MXFP8: "mxfp8",
}


def _quantized_gain(
    layer: Fp8Layer, raw: float, share: float, elements: float, gpu: GpuSpec, step: StepCompute
) -> tuple[float, float]:
    """(the matmuls' speed-up, the quantization's seconds) where each linear casts its inputs
    in kernels of its own: `share` of the matmul seconds at the pre-quantized speed-up `raw`,
    plus `elements` × the recipe's bytes per element at the GPU's bandwidth (1: no matmul)."""
    quantize_s = elements * layer.bytes_per_element / (gpu.memory_bandwidth_gbps * 1e9)
    if not step.gemm_s:
        return 1.0, quantize_s
    return step.gemm_s / (step.gemm_s * ((1 - share) + share / raw) + quantize_s), quantize_s


def _scaled(measured: float, ratio: float, at_ratio: float = FP8_GEMM_PEAK_RATIO) -> float:
    """A speed-up measured at a low-precision ÷ bf16 peak of `at_ratio`, on a GPU whose ratio is
    `ratio` (no gain where the low-precision peak is bf16's)."""
    return 1 + (measured - 1) * max(ratio - 1, 0.0) / (at_ratio - 1)


def _gemm_speedup(
    measured: float,
    ratio: float,
    step: StepCompute,
    layers: float,
    at_ratio: float = FP8_GEMM_PEAK_RATIO,
) -> tuple[float, float, float]:
    """(GEMM speed-up on this GPU, the share of the step it applies to, the step's speed-up):
    the measured per-GEMM gain at the peak ratio `at_ratio` it was measured at, scaled to this
    GPU's peak ratio, on `layers` (a share) of the step's matrix multiplies outside the
    optimizer step (Amdahl)."""
    gain = _scaled(measured, ratio, at_ratio)
    kernels = step.gemm_s + step.attention_s + step.memory_s
    # launches after a host wait run at the host's pace, whatever the GEMMs' precision
    timed = (1 - step.host_wait_s / step.micro_batch_s) if step.micro_batch_s > 0 else 1.0
    share = layers * step.gemm_s / kernels * timed * (step.step_s - step.optimizer_s) / step.step_s
    return gain, share, 1 / ((1 - share) + share / gain)


def nvfp4_speedup(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, step: StepCompute, layers: int
) -> Figure | None:
    """The step's speed-up with NVFP4 matrix multiplies, as the FP8 GEMMs of eager layers are
    timed (fp8_speedup): Transformer Engine's pre-quantized NVFP4 GEMMs of the reference layer
    (B300: 3.42× bf16 at a peak ratio of 5.83) scaled to this GPU's FP4 ÷ bf16 peak, on the
    matmuls of the layers that multiply in NVFP4 (the first two and last two stay bf16; the
    output layer too, and the routed experts but in Megatron-Core's grouped linears, whose
    split casts count as routed_expert_cast_parts), plus their quantization — the gap to the
    reference layer's autocast 1.98×, casts, Hadamard transforms and block scales — as bytes per
    quantized element at the GPU's bandwidth: a wide model's GEMMs outgrow their casts and
    gain more than the reference layer's 1.98×, a narrow one's less."""
    if not gpu.bf16_tflops:
        return None
    if not gpu.fp4_tflops:  # a Blackwell row whose dense FP4 figure is not published
        return Figure(
            "fp8_speedup",
            "NVFP4 speed-up",
            1.0,
            "ratio",
            "no FP4 peak for this GPU in the catalog: the step is timed at bf16 speed",
            (),
            FP8_GEMM_SOURCE,
            notes=(
                Message(
                    "The {gpu} has no dense FP4 figure in the catalog: the NVFP4 step is timed "
                    "at bf16 speed (likely slower than it runs).",
                    gpu=gpu.name,
                ),
            ),
        )
    ratio = gpu.fp4_tflops / gpu.bf16_tflops
    in_fp4 = nvfp4_share(layers)
    raw = _scaled(NVFP4_LAYER.raw, ratio, NVFP4_GEMM_PEAK_RATIO)
    # the gradients' casts round stochastically (NVFP4_SR_SLOWER)
    rest, grads = quantized_parts(spec, plan)
    share = fp8_gemm_share(spec)
    if framework(plan.framework).te_layers and spec.is_moe:
        # Transformer Engine's grouped linears run a Megatron-Core mixture's routed experts in
        # NVFP4 too, casting their split inputs and gradients in kernels of their own
        routed_rest, routed_grads = routed_expert_cast_parts(spec, plan)
        rest, grads = rest + routed_rest, grads + routed_grads
        share += routed_gemm_share(spec)
    elements = (rest + grads * NVFP4_SR_SLOWER) * in_fp4
    share *= in_fp4
    gain, quantize_s = _quantized_gain(NVFP4_LAYER, raw, share, elements, gpu, step)
    gain, steps_share, value = _gemm_speedup(
        gain, NVFP4_GEMM_PEAK_RATIO, step, 1.0, NVFP4_GEMM_PEAK_RATIO
    )
    return Figure(
        "fp8_speedup",
        "NVFP4 speed-up",
        value,
        "ratio",
        "1 ÷ ((1 − GEMM share) + GEMM share ÷ GEMM speed-up); GEMM speed-up = matmul seconds ÷ "
        "(matmul seconds × ((1 − NVFP4 share) + NVFP4 share ÷ the pre-quantized speed-up on "
        "this GPU) + quantized elements × bytes per element ÷ bandwidth); quantized elements = "
        "(the inputs' and weights' + the gradients' × their stochastic rounding's slowdown) × "
        "NVFP4 share of layers; pre-quantized "
        "speed-up = 1 + (measured − 1) × (this GPU's FP4 ÷ bf16 peak − 1) ÷ (the B300's 5.83 − "
        "1); NVFP4 share = the NVFP4 layers' matmuls but the routed experts (outside "
        "Megatron-Core's grouped linears) ÷ all; GEMM share = "
        "the step's matrix multiplies ÷ its kernels, outside the optimizer step and the launches "
        "after a host wait",
        (
            (N_("Input", "pre-quantized NVFP4 GEMM speed-up measured (B300)"), NVFP4_LAYER.raw),
            ("FP4 ÷ bf16 dense peak", ratio),
            (N_("Input", "pre-quantized GEMM speed-up on this GPU"), raw),
            ("share of layers in NVFP4", in_fp4),
            (N_("Input", "matmul seconds per micro-batch"), step.gemm_s),
            (N_("Input", "elements quantized per micro-batch, the inputs' and weights'"), rest),
            (N_("Input", "elements quantized per micro-batch, the gradients'"), grads),
            (N_("Input", "gradients' casts: stochastic rounding's slowdown"), NVFP4_SR_SLOWER),
            (N_("Input", "quantized elements (gradients' × slowdown, × NVFP4 share)"), elements),
            (N_("Input", "quantization bytes per element"), NVFP4_LAYER.bytes_per_element),
            (N_("Input", "quantization seconds per micro-batch"), quantize_s),
            ("GEMM speed-up on this GPU", gain),
            ("GEMMs' share of the step", steps_share),
        ),
        FP8_GEMM_SOURCE,
    )


def technique_time(
    gpu: GpuSpec, plan: Plan, memory: MemoryEstimate, row_share: float = 1.0
) -> TechniqueTime:
    """Seconds per optimizer step the plan's techniques add, overlapped or serial. `row_share`:
    a micro-batch's rows on average ÷ the longest row memory is sized for (below 1 when
    micro-batches are padded to their longest sample: scenario/rows.py)."""
    t = memory.traffic
    pcie = gpu.pcie_gbps or PCIE_FALLBACK_GBPS
    mb = plan.grad_accum
    figs: dict[str, Figure] = {}
    overlapped = serial = 0.0
    if t.activations:
        s = 2 * t.activations * row_share * mb / (pcie * 1e9)
        overlapped += s
        shared = ((N_("Input", "average row ÷ longest row"), row_share),) if row_share < 1 else ()
        figs["activation_offload_seconds"] = Figure(
            "activation_offload_seconds",
            "Activation offloading transfers per step",
            s,
            "seconds",
            "2 (out and back) × offloaded activations × micro-batches ÷ PCIe bandwidth; "
            "overlaps compute on a side stream",
            (
                ("offloaded per micro-batch", t.activations),
                *shared,
                ("micro-batches", mb),
                ("GB/s", pcie),
            ),
            "torchtune OffloadActivations (use_streams); Unsloth offloaded checkpointing; "
            "Megatron-Core cpu_offloading (asynchronous copies)",
        )
    if plan.offload is not Offload.NONE:
        moved = (2 * t.params + t.grads) * mb + (0.0 if t.params else t.grads)
        s = moved / (pcie * 1e9)
        overlapped += s
        figs["offload_transfer_seconds"] = Figure(
            "offload_transfer_seconds",
            "Offload transfers per step",
            s,
            "seconds",
            "(2 × offloaded weights + gradient shard) × micro-batches (+ updated weights back) ÷ "
            "PCIe bandwidth; prefetched beside compute",
            (
                ("offloaded weights", t.params),
                ("gradient shard", t.grads),
                ("micro-batches", mb),
                ("GB/s", pcie),
            ),
            "FSDP2 CPUOffloadPolicy; DeepSpeed ZeRO-Offload (Ren et al. 2021)",
        )
        serial += _cpu_step(gpu, plan, t.step_params, figs)
    if t.states_on_nvme:
        s = 2 * t.states_on_nvme * plan.gpus_per_node / (NVME_GBPS_PER_NODE * 1e9)
        serial += s
        figs["nvme_seconds"] = Figure(
            "nvme_seconds",
            "NVMe optimizer swap per step",
            s,
            "seconds",
            "2 (read and write) × optimizer states on NVMe × GPUs per node ÷ node NVMe bandwidth",
            (("states per GPU", t.states_on_nvme), ("GB/s per node", NVME_GBPS_PER_NODE)),
            "DeepSpeed ZeRO-Infinity SC21 slides (NVMe → GPU 28 GB/s, one DGX-2)",
        )
    if memory.paged_out_bytes:
        s = memory.paged_out_bytes / (PAGING_PCIE_SHARE * pcie * 1e9)
        serial += s
        figs["paging_seconds"] = Figure(
            "paging_seconds",
            "Paging per step",
            s,
            "seconds",
            "paged-out optimizer states ÷ (50% of the PCIe bandwidth)",
            (("paged out", memory.paged_out_bytes), ("GB/s", pcie)),
            "bitsandbytes docs, explanations/optimizers.mdx (paged optimizers)",
        )
    return TechniqueTime(overlapped, serial, figs)


def cpu_step_bytes_per_param(plan: Plan) -> float:
    """Host bytes one CPU optimizer step reads and writes per parameter: the weight (fp32 master
    if any) and the states read and written, the gradient read, and with a master copy the
    16-bit weight written back for the GPU."""
    recipe = plan_recipe(plan)
    states = state_bytes_per_param(plan, recipe)
    weight = recipe.master or recipe.weight
    grad = 4.0 if deepspeed_offloads(plan) else recipe.grad
    return 2 * weight + grad + 2 * states + (recipe.weight if recipe.master else 0.0)


def _cpu_step(gpu: GpuSpec, plan: Plan, params: float, figs: dict[str, Figure]) -> float:
    """The host optimizer step: every GPU of a node steps its shard through the node's memory."""
    per_param = cpu_step_bytes_per_param(plan)
    datasheet = HOST_MEMORY_GBPS[gpu.gpu_class]
    rate = CPU_ADAM_GBPS * datasheet / HOST_MEMORY_GBPS[GpuClass.DATACENTER]
    s = params * plan.gpus_per_node * per_param / (rate * 1e9)
    figs["cpu_optimizer_seconds"] = Figure(
        "cpu_optimizer_seconds",
        "CPU optimizer step per step",
        s,
        "seconds",
        "parameters stepped per GPU × GPUs per node × bytes moved per parameter ÷ the rate "
        "CPU Adam moves them (measured on datacenter nodes × this host's datasheet memory "
        "bandwidth ÷ theirs)",
        (
            ("parameters per GPU", params),
            ("GPUs per node", plan.gpus_per_node),
            ("bytes per parameter", per_param),
            ("CPU Adam GB/s, datacenter node", CPU_ADAM_GBPS),
            ("host memory GB/s (datasheet)", datasheet),
        ),
        CPU_ADAM_SOURCE,
    )
    return s
