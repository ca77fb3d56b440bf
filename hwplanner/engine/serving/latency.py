"""Latency of one serving replica: time to first token and time per output token at a concurrency.

A decode step reads the active weights once and every running sequence's KV cache (memory-bound,
Pope et al. 2022) unless its FLOPs take longer; tensor parallelism adds two all-reduces per layer
(Shoeybi et al. 2019), the framework a host overhead per step. A prefill is compute-bound
(2·N FLOPs per token plus causal attention, Kaplan et al. 2020). Prefills interleave with decode
steps (continuous batching with chunked prefill): while a share ρ of the replica's time goes to
prefills, decoding stretches by 1 ÷ (1 − ρ), and a new prompt waits for the prefills ahead of it
(M/D/1, Pollaczek–Khinchine). C users each sending their next request when the last one ends
(the closed loop of benchmark tools at a fixed concurrency) settle where λ × request time = C
(Little's law), which this module solves exactly (a quadratic in ρ).
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import NamedTuple

from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gguf_mix import GGUF_FORMATS, mix_parts, planned_as_mix
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec, host_op_s, kernel_architecture
from hwplanner.engine.model.model_parts import DEFAULT_QUANTIZED, ModuleKind
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import (
    ParamCounts,
    count_params,
    mtp_expert_params,
    mtp_params,
    params_by_kind,
    quantizable_params,
)
from hwplanner.engine.plan.enums import Frontend, Speculative, WeightFormat
from hwplanner.engine.plan.fields import expert_dispatch_serving, serving_ep_overlap
from hwplanner.engine.plan.formats import WEIGHT_BYTES, is_quantized
from hwplanner.engine.plan.framework_spec import EAGER_ENGINE_SOURCE, EAGER_OP_S, Framework
from hwplanner.engine.plan.plan import KvDtype, Plan
from hwplanner.engine.plan.workload import decoding_context, length_spread, prompt_floor
from hwplanner.engine.scenario.expert_padding import expert_padding_ratio, mxfp4_backend
from hwplanner.engine.scenario.offload import host_gbps, split
from hwplanner.engine.scenario.serving_config import (
    ServingConfig,
    cached_prefix,
    layer_read_bytes,
    recurrent_state_bytes,
    replica_kv_bytes,
    served_storage,
)
from hwplanner.engine.scenario.serving_extras import (
    ADAPTER_BYTES,
    adapter_params,
    bytes_per_param,
    eagle_params,
    stored_bytes,
)
from hwplanner.engine.scenario.sharding import (
    attention_groups,
    attention_tp,
    expert_copies,
    expert_tp,
    group_parts,
    physical_experts,
    whole_tp,
)
from hwplanner.engine.serving.benchmark_run import BenchmarkRun
from hwplanner.engine.serving.expert_load import busiest_experts_ratio, busiest_tokens_ratio
from hwplanner.engine.serving.points import Point, StepParts
from hwplanner.engine.time.collectives import (
    HOP_SECONDS_INTER,
    INTRA_SOURCES,
    collective,
    fabric,
    link_view,
)
from hwplanner.engine.time.comm import deepep_remote_share
from hwplanner.engine.time.compute import (
    attention_forward_flops,
    decode_attention_flops,
    replicated_forward_flops,
    scan_forward_flops,
    vision_forward_flops,
)
from hwplanner.engine.time.kernels import (
    LAUNCH_SOURCE,
    SCAN_PREFILL,
    STATE_UPDATE_SHARE,
    MoeCurve,
    ScanKernel,
    eager_kernels,
    fine_grained,
    fused_moe_curve,
    fused_moe_share,
    int4_gemv_share,
    kernel_fixed_s,
    rows_per_expert,
    triton_moe_block_extra_s,
    triton_moe_bytes_share,
    w4a16_moe_share,
)
from hwplanner.engine.time.mfu import gpu_decode_mbu

QK_NORM_ALLREDUCE_SOURCE = N_(
    "Source",
    "a query/key RMSNorm over the whole width split by tensor parallelism: MiniMax-M2's sums its "
    "squares over the ranks, one all-reduce a layer (github vllm-project/vllm "
    "vllm/model_executor/layers/mamba/linear_attn.py MiniMaxText01RMSNormTP: "
    "tensor_model_parallel_all_reduce of the variance; SGLang's models/minimax_m2.py over its "
    "attention-TP group); OLMo 2's gathers q and k first, two all-gathers a layer (vLLM "
    "models/olmo2.py _apply_qk_norm)",
)
# The model families whose engines all-reduce a full-width q/k norm's squares, or all-gather q
# and k before it, when attention is split (Replica.qk_norm_collectives); a per-head norm
# (Cohere's LayerNorm over each head) needs nothing
QK_NORM_ALLREDUCE_FAMILIES = frozenset({"minimax_m2"})
QK_NORM_ALLGATHER_FAMILIES = frozenset({"olmo2", "olmo3", "olmoe"})
# One small all-reduce inside a node, seconds: vLLM's custom all-reduce on H100 takes 8.7,
# 9.2 and 11.8 µs at 32 KB on 2, 4 and 8 GPUs (sgl-project/sglang PR #2904 table, without CUDA
# graphs): the tensor-parallel group's size, the largest entry it reaches; a pipeline hand-off
# between two GPUs of a node takes the 2-GPU figure's order (9 µs). NCCL over PCIe ~20 µs
# (sglang-V100 PR #2, 4 KB–32 KB inside a CUDA graph).
ALLREDUCE_S_NVLINK = 9e-6
ALLREDUCE_S_NVLINK_BY_TP = ((2, 8.7e-6), (4, 9.2e-6), (8, 11.8e-6))
ALLREDUCE_S_PCIE = 20e-6
PCIE_FALLBACK_BPS = 16e9  # PCIe Gen3 x16 per direction, when the datasheet gives nothing
ACTIVATION_BYTES = 2  # tensor-parallel all-reduces carry bf16 activations
# The share of the host RAM's theoretical bandwidth a desktop CPU reads weights at: memtest86+
# 7.20 reads 62.9 GB/s of dual-channel DDR5-5600's 89.6 on a Ryzen 7 9700X (70%;
# https://github.com/memtest86plus/memtest86plus/issues/557), and llama.cpp's CPU generation of a
# 7B Q4_0 at 18.27 tokens/s on an i9-13900K with DDR5-6400 reads ~70 of 102.4 GB/s (~68%;
# https://github.com/ggml-org/llama.cpp/issues/34, slaren 2023-08-12).
HOST_READ_SHARE = 0.7
# llama.cpp runs a CPU-resident matrix multiplication on the GPU, copying its weights over PCIe,
# when the batch has at least 32 tokens: github
# ggml-org/llama.cpp@f6d77a1ba0ac794e950bd3abb630b904bdcd8fb8 ggml/src/ggml-cuda/ggml-cuda.cu
# ggml_backend_cuda_device_offload_op (min_batch_size = 32; PR
# #6083 "backend : offload large batches to GPU"; GGML_OP_OFFLOAD_MIN_BATCH overrides it since
# PR #18535).
OP_OFFLOAD_MIN_BATCH = 32


# Engines that run NVFP4 weights weight-only through Marlin's FP4 kernel on NVIDIA GPUs without
# FP4 tensor cores (Marlin's FP4 kernels: sm75 to sm90), with where they say so; the others load
# no NVFP4 there, emulate it (vLLM on ROCm) or refuse it
NVFP4_MARLIN = {
    "vllm": N_(
        "Source",
        "vLLM's ModelOpt guide: GPUs without a native FP4 GEMM kernel fall back to weight-only "
        "(W4A16) Marlin (vllm-project/vllm PR #49376)",
    ),
    "sglang": N_(
        "Source", "sgl-project/sglang PR #25655 (NVFP4 on Ampere and Hopper through Marlin W4A16)"
    ),
}
MARLIN_FP4_ARCHITECTURES = frozenset({"turing", "ampere", "ada", "hopper"})
# vLLM runs MXFP4 weights (gpt-oss's experts) through Marlin's FP4 kernel where neither OpenAI's
# Triton kernels (sm90, sm100) nor FlashInfer's (datacenter Blackwell) run: Ampere, Ada and
# workstation Blackwell (expert_padding.mxfp4_backend, one rule for its padding and its speed)
MXFP4_MARLIN = {
    "vllm": N_(
        "Source",
        "vLLM mxfp4.py @007d5005 (get_mxfp4_backend: the Triton kernels on sm90–sm100, else "
        "the Marlin backend; Mxfp4Config.get_min_capability 80)",
    ),
}


def fp4_marlin(fmt: WeightFormat, gpu: GpuSpec, framework_id: str) -> str | None:
    """Where the engine serves FP4 weights weight-only through Marlin's FP4 kernel on this
    NVIDIA GPU (NVFP4 from Turing to Hopper; MXFP4 under vLLM where its MXFP4 backend is
    Marlin's: expert_padding.mxfp4_backend): the source that says so, else None."""
    if not gpu.vendor.startswith("NVIDIA"):
        return None
    if fmt is WeightFormat.NVFP4 and gpu.architecture in MARLIN_FP4_ARCHITECTURES:
        return NVFP4_MARLIN.get(framework_id)
    if fmt is WeightFormat.MXFP4 and mxfp4_backend(gpu) == "marlin":
        return MXFP4_MARLIN.get(framework_id)
    return None


def kernel_format(fmt: WeightFormat, gpu: GpuSpec, framework_id: str) -> WeightFormat:
    """The format whose kernels serve `fmt` on this GPU and engine: FP4 weights the engine runs
    weight-only through Marlin (fp4_marlin) multiply as 4-bit integer weights do (W4A16:
    dequantized to 16 bits in the kernel, no inputs quantized), else the format itself."""
    if fp4_marlin(fmt, gpu, framework_id) is not None:
        return WeightFormat.INT4
    return fmt


def serving_dtype(fmt: WeightFormat) -> str:
    """The dtype the serving matmuls run in: FP8 weights with FP8 activations (W8A8), NVFP4 on
    FP4 tensor cores, fp32 for fp32 weights; other quantized weights are dequantized to 16 bits
    in the kernel (W4A16/W8A16: GPTQ/AWQ Marlin, bitsandbytes, GGUF)."""
    if fmt is WeightFormat.FP8:
        return "fp8"
    if fmt is WeightFormat.NVFP4:
        return "fp4"
    if fmt is WeightFormat.FP32:
        return "fp32"
    if fmt is WeightFormat.FP16 or fmt in GGUF_FORMATS:
        return "fp16"
    return "bf16"


# Weight formats whose experts vLLM and SGLang run through their Triton fused-MoE kernels
# (int4 and MXFP4 go through Marlin-class kernels, GGUF through ggml's)
TRITON_MOE_FORMATS = (WeightFormat.BF16, WeightFormat.FP16, WeightFormat.FP8)


ATTENTION_DTYPE_SOURCE = N_(
    "Source",
    "attention's products in 16 bits whatever the weights' format (flash-attention's and the "
    "engines' paged-attention kernels), in FP8 over an FP8 KV cache where the engine says so",
)


def attention_peak(gpu: GpuSpec, plan: Plan, kernel: WeightFormat, fp8: bool) -> float:
    """Dense TFLOP/s attention's products run at: FP8 over an FP8 KV cache on a GPU with FP8
    tensor cores where the engine's attention multiplies in it (`fp8`: Framework.fp8_attention),
    else the 16-bit peak (fp16 where the weights' matmuls run in fp16 — fp16 and GGUF
    weights — else bf16). The caller keeps it at most the weights' own."""
    sixteen = "fp16" if serving_dtype(kernel) == "fp16" else "bf16"
    if fp8 and plan.kv_dtype == KvDtype.FP8 and gpu.fp8_tflops:
        return gpu.peak_tflops("fp8")
    return gpu.peak_tflops(sixteen)


def prefill_step_tokens(prompt: float, batched_tokens: int | None) -> float:
    """The tokens of one prompt's prefill step: `prompt` (the tokens it computes, those not in
    the prefix cache), or the engine's step budget where it chunks prompts
    (max_num_batched_tokens); the rows of the fused-MoE kernels follow it. Several short
    prompts prefilled in one step would give the kernels more rows than one: counting one
    prompt is the slower case."""
    return min(prompt, batched_tokens) if batched_tokens else prompt


def expert_curve(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> MoeCurve | None:
    """The measured fused-MoE curve for the served experts' dtype on this GPU (rows per expert
    set the share), if any."""
    arch = kernel_architecture(gpu)
    return fused_moe_curve(arch, serving_dtype(served_storage(spec, plan).format))


def triton_experts(spec: ModelSpec, plan: Plan, framework: Framework) -> bool:
    """A fine-grained mixture's routed experts that the engine runs through its Triton
    fused-MoE kernels (kernels.fine_grained, an engine with `triton_moe`, bf16/fp16/FP8)."""
    fmt = served_storage(spec, plan).format
    return fine_grained(spec) and bool(framework.triton_moe) and fmt in TRITON_MOE_FORMATS


# Where the fused-MoE kernels' shares of the peak were measured (routed_expert_share), as the
# notes of an estimate and of `recommend` say it
MEASURED_MOE_KERNELS = Message(
    "bf16 and FP8 experts and 4-bit experts (W4A16 kernels) on H100/H200-class GPUs, FP8 "
    "experts on L40S-class Ada GPUs, NVFP4 experts on Blackwell and FP8 experts on AMD Instinct"
)


def w4a16_experts(spec: ModelSpec, gpu: GpuSpec, plan: Plan, framework: Framework) -> bool:
    """A fine-grained mixture's routed experts in 4 bits that the engine (one with `triton_moe`
    and `int4_marlin`) multiplies in W4A16 fused-MoE kernels on this NVIDIA GPU: GPTQ/AWQ int4
    and FP4 served weight-only through Marlin (kernel_format), and MXFP4 where its mixture
    backend is one of those weight-only kernels (expert_padding.mxfp4_backend: Triton's
    matmul_ogs on Hopper, Marlin's; not FlashInfer's FP4 kernels on datacenter Blackwell).
    Their share of the peak is measured on Hopper only (kernels.w4a16_moe_share)."""
    if not (fine_grained(spec) and framework.triton_moe and framework.int4_marlin):
        return False
    if not gpu.vendor.startswith("NVIDIA"):
        return False
    kernel = kernel_format(served_storage(spec, plan).format, gpu, plan.framework)
    if kernel is WeightFormat.MXFP4:
        return mxfp4_backend(gpu) in ("triton", "marlin")
    return kernel is WeightFormat.INT4


def routed_expert_share(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, framework: Framework, step_tokens: float
) -> tuple[bool, float | None]:
    """Whether a serving plan's routed experts are a fine-grained mixture's that the engine runs
    through its own MoE kernels, far below the dense rate (kernels.fine_grained, an engine
    with `triton_moe`), and the share of the peak they are timed at in prefill steps of
    `step_tokens`: the measured one of its fused-MoE kernels on this GPU family and dtype
    (kernels.fused_moe_share: Triton bf16/fp16/FP8 on H100/H200-class GPUs, NVFP4 on
    Blackwell, FP8 on AMD Instinct and L40S-class Ada GPUs; kernels.w4a16_moe_share: 4-bit
    experts in W4A16 kernels on H100/H200-class GPUs), else None (the prefill utilisation:
    optimistic)."""
    if not (fine_grained(spec) and framework.triton_moe):
        return False, None
    if w4a16_experts(spec, gpu, plan, framework):
        return True, w4a16_moe_share(gpu)
    fmt = served_storage(spec, plan).format
    curved = expert_curve(spec, gpu, plan) is not None
    if not triton_experts(spec, plan, framework) and not (fmt is WeightFormat.NVFP4 and curved):
        return True, None
    rows = rows_per_expert(spec, step_tokens)
    return True, fused_moe_share(gpu, serving_dtype(fmt), rows)


# Kernels a CUDA-graph engine runs per decoder layer in a decode step, counted from vLLM's
# Llama layer (github vllm-project/vllm vllm/model_executor/models/llama.py @0035bdf2,
# LlamaDecoderLayer/LlamaAttention/LlamaMLP.forward): fused add + RMSNorm, qkv_proj, rotary
# embedding, the KV-cache write, attention, o_proj, fused add + RMSNorm, gate_up_proj,
# SiluAndMul, down_proj — the two all-reduces are timed apart (comm_s). An FP8 (w8a8) linear
# layer quantizes its input first (one kernel each: w8a8_utils apply_fp8_linear,
# ops.scaled_fp8_quant before cutlass_scaled_mm; NVFP4 likewise, scaled_fp4_quant); q/k
# norms (Qwen3) are two more; a fused-MoE MLP is router gemm, topk_softmax,
# moe_align_block_size, two grouped gemms, silu_and_mul and moe_sum
# (vllm/model_executor/layers/fused_moe/fused_moe.py) instead of three kernels, and a shared
# expert adds an MLP's three. Other engines fuse differently: counted the same.
GRAPH_LAYER_KERNELS = 10
GRAPH_FP8_QUANT_KERNELS = 4
GRAPH_MOE_EXTRA_KERNELS = 4
GRAPH_MLP_KERNELS = 3
GRAPH_MLP_ALONE_KERNELS = 4  # the fused add + RMSNorm before it, and the MLP's three
# A sparse-attention layer's lightning indexer in a decode step, counted from vLLM's CUDA path
# (github vllm-project/vllm@002d6073 vllm/model_executor/models/deepseek_v2.py Indexer.forward
# with use_fused_indexer_q): wq_b (its FP8 input quantized, then the GEMM), the fused wk +
# weights_proj GEMM, k_norm, fused_indexer_q_rope_quant, the key's rotary embedding, the
# concatenation, the key's quantized cache write, the FP8 paged logits and the top-k.
GRAPH_INDEXER_KERNELS = 10
# Ops the same layer dispatches from Python when the engine runs it eagerly (vLLM
# --enforce-eager; SGLang --disable-cuda-graph), counted from the same Llama layer's forward
# paths: its 10 kernels and 10 ops that launch none but still pass the dispatcher — the q/k/v
# split, the views the attention takes and returns, the attention's and SiluAndMul's output
# allocations; its 12 module calls are counted in the ops' host time (host_op_s).
EAGER_ENGINE_LAYER_OPS = 20


def _whole_bytes(counts: ParamCounts, fmt: WeightFormat, scale: float, group_tp: int) -> float:
    """Stored bytes each GPU of an attention group reads beyond its share because it holds
    the replicated matrices whole (Matrix.replicated: MLA's latent projections, an indexer);
    0 for a group of one GPU or without them."""
    whole = counts.replicated if group_tp > 1 else 0
    return stored_bytes(whole, whole, fmt) * scale * (1 - 1 / group_tp) if whole else 0.0


def graph_kernels(spec: ModelSpec, fmt: WeightFormat) -> float:
    """Kernels a CUDA-graph serving engine runs for one forward step of the whole model (the
    all-reduces apart)."""
    quantizes_inputs = fmt in (WeightFormat.FP8, WeightFormat.NVFP4)
    per_layer = GRAPH_LAYER_KERNELS + (GRAPH_FP8_QUANT_KERNELS if quantizes_inputs else 0)
    per_layer += 2 if spec.qk_norm or spec.qk_norm_full else 0
    # a layer of an MLP alone ('m'): the MLP's four kernels (its norm, gate_up_proj,
    # SiluAndMul, down_proj) and its two input quantizations
    alone = spec.mlp_alone_layers
    mlp_alone = GRAPH_MLP_ALONE_KERNELS + (GRAPH_FP8_QUANT_KERNELS // 2 if quantizes_inputs else 0)
    moe_layers = spec.num_moe_layers if spec.is_moe else 0
    per_moe = GRAPH_MOE_EXTRA_KERNELS + (GRAPH_MLP_KERNELS if spec.num_shared_experts else 0)
    # the layers that run their own indexer (index_shared_layers reuse a choice)
    indexed = spec.num_layers - spec.index_shared_layers if spec.is_sparse_attention else 0
    layers = (spec.num_layers - alone) * per_layer + alone * mlp_alone
    return layers + indexed * GRAPH_INDEXER_KERNELS + moe_layers * per_moe


def accumulate_gain(gpu: GpuSpec, fmt: WeightFormat, fp16_accumulate: bool) -> float:
    """How much faster than the catalog's fp16 peak the serving matmuls run: 2 when the
    framework accumulates fp16 and quantized weights in fp16 on a GeForce card, else 1.

    GeForce Ampere/Ada (and, assumed, Blackwell) run fp16 tensor math accumulating in fp32 at
    half the fp16-accumulate rate, and the catalog lists the fp32-accumulate rate (Ampere GA102
    and Ada whitepapers: RTX 3090 71 vs 142, RTX 4090 165.2 vs 330.3 TFLOPS dense; datacenter
    and professional cards run both at one rate). llama.cpp multiplies f16 weights with cuBLAS
    in CUBLAS_COMPUTE_16F, and dequantizes quantized weights to f16 for the same call
    (ggml_cuda_mul_mat_cublas, github ggml-org/llama.cpp ggml/src/ggml-cuda/ggml-cuda.cu
    @00108827); on Turing and newer it runs quantized weights through MMQ on the int8 tensor
    cores instead (ggml_cuda_should_use_mmq, mmq.cu @027ef876), which replaced that path
    because it is at least as fast (PR #7676 compares the two). MMQ does not reach the int8
    peak (q8_1 activation quantization, fp32 block-scale arithmetic), so no faster rate than
    the fp16-accumulate one is assumed."""
    sixteen_bit = serving_dtype(fmt) in ("fp16", "bf16")  # not FP8/FP4 tensor math
    if (
        not fp16_accumulate
        or not sixteen_bit
        or not (fmt is WeightFormat.FP16 or is_quantized(fmt))
    ):
        return 1.0
    geforce = gpu.gpu_class is GpuClass.CONSUMER and gpu.vendor.startswith("NVIDIA")
    return 2.0 if geforce else 1.0


def int4_bytes(spec: ModelSpec, plan: Plan) -> dict[ModuleKind, float]:
    """Bytes of the weights a plan serves in 4 bits, by module group: a pre-quantized
    checkpoint's quantized groups at its bytes per weight (the groups its config keeps in 16
    bits left out), else the block linear layers at the format's bytes; empty unless the
    served format is int4 or FP4 (the caller asks where Marlin's kernels read them)."""
    storage = served_storage(spec, plan)
    if storage.format not in (WeightFormat.INT4, WeightFormat.NVFP4, WeightFormat.MXFP4):
        return {}
    kinds = params_by_kind(spec)
    q = spec.quantization
    if storage.source == "checkpoint" and q is not None:
        return {k: kinds[k] * q.bytes_per_weight for k in q.quantized}
    per = WEIGHT_BYTES[storage.format]
    return {k: kinds[k] * per for k in DEFAULT_QUANTIZED}


class ScanCalls(NamedTuple):
    """A hybrid's chunked recurrent scans in a prefill, as the engine's kernels run them: each
    layer's call its kernel's fixed time with its tokens' FLOPs at a share of the bf16 peak
    (kernels.SCAN_PREFILL)."""

    layers: int
    kernel: ScanKernel
    share: float  # of the dense bf16 peak on this GPU's architecture
    bf16_peak: float  # FLOP/s
    token_s: float  # seconds per prompt token and layer, on one of the TP GPUs

    def call_s(self, tokens: float) -> float:
        """One layer's call over `tokens`: its fixed part and the tokens' time (Gated
        DeltaNet), or the larger of the two (Mamba-2)."""
        work = tokens * self.token_s
        fixed = self.kernel.fixed_s
        return fixed + work if self.kernel.additive else max(fixed, work)


def at_percentile(q: float) -> dict[float, float]:
    """{q: its standard normal quantile} (the running count's spread, Poisson ≈ normal): one
    percentile for quantiles_at_rate."""
    return {q: NormalDist().inv_cdf(q / 100)}


# the percentiles the figures give, each with its standard normal quantile
QUANTILES: dict[float, float] = {
    q: z for p in (50, 90, 95, 99) for q, z in at_percentile(p).items()
}


def poisson_quantile(mean: float, share: float) -> int:
    """The smallest k with P(K ≤ k) ≥ share for K ~ Poisson(mean); past a mean of 1,000 the
    normal approximation (its continuity-corrected quantile)."""
    if mean <= 0:
        return 0
    if mean > 1000:
        z = NormalDist().inv_cdf(share)
        return max(math.ceil(mean + z * math.sqrt(mean) - 0.5), 0)
    k, term = 0, math.exp(-mean)
    total = term
    while total < share:
        k += 1
        term *= mean / k
        total += term
    return k


# A decode step the server's work on its outputs outlasts (Replica.frontend_s)
SERVER_BOUND = Message(
    "bound by the engine's server: its work on the running requests' outputs takes longer "
    "than the GPU's step (more server processes, vLLM --api-server-count or SGLang "
    "--tokenizer-worker-num, or a longer --stream-interval lift it)"
)


class Replica:
    """One copy of the model on tp × pp GPUs serving prompts of `prompt` tokens and answers of
    `output` tokens; `limit` sequences fit in its KV cache (and its scheduler) at once.
    mfu_given: the prefill utilisation is the user's measurement, its experts included; held:
    the sequences of the decoding context the KV cache holds, before the scheduler's cap
    (kv_budget; None: the limit is all that is known); seq_cap: the scheduler's cap on
    sequences running, attention data-parallel groups included; prefill_instance: a
    disaggregated plan's prefill replica of a tp of its own; reservation: the tokens a request
    holds on average as the KV pool sized `held` and the output every request asks for
    (slo.Pool.request; _reservations)."""

    def __init__(
        self,
        spec: ModelSpec,
        gpu: GpuSpec,
        plan: Plan,
        cfg: ServingConfig,
        *,
        prompt: int,
        output: int,
        shared_prefix: int,
        mfu: float,
        mbu: float,
        limit: float,
        draft: ModelSpec | None = None,
        inter_node_gbit: float | None = None,
        output_max: int | None = None,
        prompt_max: int | None = None,
        mfu_given: bool = False,
        held: float | None = None,
        seq_cap: float = math.inf,
        prefill_instance: bool = False,
        reservation: tuple[float, int] = (0.0, 0),
    ) -> None:
        self.spec, self.plan, self.cfg, self.mfu_given = spec, plan, cfg, mfu_given
        self.prompt, self.output, self.limit = prompt, max(output, 1), limit
        # answers spread up to output_max (None: all alike), prompts up to prompt_max and none
        # shorter than the shared prefix or the images (plan.workload.LengthSpread,
        # prompt_floor); whether lengths spread is read from these, never kept beside them
        floor = prompt_floor(prompt, shared_prefix, spec.image_tokens)
        self.prompt_spread = length_spread(prompt, prompt_max, floor)
        self.output_spread = length_spread(self.output, output_max)
        counts = count_params(spec)
        storage = served_storage(spec, plan)
        fmt = storage.format
        self.tp, self.pp, self.gpus = plan.tp, plan.pp, plan.tp * plan.pp
        kernel = kernel_format(fmt, gpu, plan.framework)  # the matmuls' format; bytes: fmt's
        self._peaks(gpu, plan, cfg, kernel)
        self.bw, self.host_op_s = gpu.memory_bandwidth_gbps * 1e9, host_op_s(gpu)
        # base_mbu: the GPU's own utilisation, a given `mbu` scales measured shares against it
        self.mfu, self.mbu, self.base_mbu = mfu, mbu, gpu_decode_mbu(gpu)
        link = gpu.interconnect_gbps / 2 * 1e9 if gpu.interconnect_gbps else 0.0
        self.link_bps = link or (gpu.pcie_gbps or 0.0) * 1e9 or PCIE_FALLBACK_BPS
        self.allreduce_s = ALLREDUCE_S_NVLINK if gpu.interconnect_gbps else ALLREDUCE_S_PCIE
        self._links(gpu, plan, inter_node_gbit)
        self._dispatch(plan, kernel, prefill_instance)
        # Weights read per token: everything but the input embedding (a lookup of one row,
        # unless tied to lm_head). A quantized format covers the block linear layers (experts
        # among them); embeddings, lm_head, norms and routers stay 16-bit.
        self.bpp_served = storage.bytes_per_param
        fb = WEIGHT_BYTES[fmt]
        # towers run once a request in prefill; per-layer embeddings are looked up, a row each
        dense = counts.total - (counts.embedding if counts.lm_head else 0) - counts.experts
        dense -= counts.vision + counts.audio + counts.per_layer_table
        self.dense_bytes = stored_bytes(dense, quantizable_params(spec) - counts.experts, fmt)
        self.expert_bytes = counts.experts * fb * expert_copies(spec, plan)  # with the copies
        # a checkpoint's own storage (exact header bytes, modules it keeps in 16 bits) scales
        # the split the format gives
        scale = storage.bytes_per_param / bytes_per_param(spec, fmt)
        self.dense_bytes *= scale
        self.expert_bytes *= scale * expert_padding_ratio(spec, plan, gpu)  # read as padded
        if storage.source != "checkpoint" and planned_as_mix(spec, fmt):
            # a GGUF type's file by part: its blocks and output layer are read a token, its
            # embedding (a lookup of one row) is not
            by_part = mix_parts(spec, fmt)
            self.dense_bytes = by_part["layers"] + by_part["output"]
            self.expert_bytes = by_part["experts"]
        # Attention data-parallel groups (DeepSeek-style): the parts a group holds whole among
        # its tp ÷ groups GPUs are read, and computed for a prompt, on those GPUs only
        self.group_tp = attention_tp(plan)
        parts = group_parts(plan)
        grouped = counts.attention + (counts.mlp if "mlp" in parts else 0)
        head = counts.lm_head if "lm_head" in parts else 0
        self.grouped_bytes = stored_bytes(grouped, grouped, fmt) + stored_bytes(head, 0, fmt)
        self.grouped_bytes *= scale
        self.groups = attention_groups(plan)
        self.whole_tp = min(self.group_tp, whole_tp(plan))  # each holds Matrix.replicated
        self.replicated_bytes = _whole_bytes(counts, fmt, scale, self.whole_tp)
        self._marlin(spec, gpu, plan, cfg, kernel, parts)
        # llama.cpp with layers or experts on the CPU (offload.split): those weights (and the
        # output layer unless it is on the GPU) are read from host RAM, the rest from VRAM
        self.where = split(spec, plan)
        w = self.where
        self.host_dense_bytes = w.host_layer_bytes + w.host_output_bytes
        self.host_expert_bytes = w.host_expert_bytes
        self.dense_bytes = max(self.dense_bytes - self.host_dense_bytes, 0.0)
        self.expert_bytes = max(self.expert_bytes - self.host_expert_bytes, 0.0)
        self.host_bps = host_gbps(plan) * 1e9 * HOST_READ_SHARE
        self.pcie_bps = (gpu.pcie_gbps or 0.0) * 1e9 or PCIE_FALLBACK_BPS
        self.cached = min(cached_prefix(spec, plan, shared_prefix, cfg.block_tokens), prompt)
        self._time_flops(spec, gpu, plan, cfg, counts)
        self.adapter_bytes_each = (
            adapter_params(spec, plan) / plan.lora_adapters * ADAPTER_BYTES
            if plan.lora_adapters
            else 0.0
        )
        # decode steps per scheduling round (vLLM V0 multi-step): a new request waits for the
        # round in flight; the host's per-step work is paid once a round (1: engines that
        # schedule every step, whatever the field says)
        self.rounds = plan.scheduler_steps if cfg.framework.scheduler_steps_source else 1
        self.draft = draft if plan.speculative is Speculative.DRAFT else None
        self.draft_kernel = self._draft_kernel(gpu)
        self.draft_q = self._draft_int4_bytes()
        spec_on = plan.speculative is not Speculative.NONE
        self.k = plan.speculative_tokens if spec_on else 0
        a = plan.acceptance_rate
        # expected tokens per verification step (Leviathan et al. 2023, eq. 1)
        self.tokens_per_step = (1 - a ** (self.k + 1)) / (1 - a) if spec_on else 1.0
        # What every step shares: the average context, its attention FLOPs and KV bytes, and
        # the prefill of one prompt (computed once; concurrency searches call these often).
        self.context = decoding_context(prompt, self.output, self.output_spread)
        self.seq_cap = seq_cap
        self.kv_budget = self._kv_budget(held)
        self.reserve_budget, self.asked_output = self._reservations(held, *reservation)
        self.attention_flops = self.decode_attention_at(self.context)
        self.replicated_step_flops = self.replicated_flops(self.context)
        self.kv_seq_bytes = self.kv_read_bytes(1.0, self.context)
        self.state_seq_bytes = self.state_read_bytes()
        # the state update kernels' share, scaled as a bandwidth utilisation given is
        self.state_share = STATE_UPDATE_SHARE * mbu / self.base_mbu
        self._kernel_floor(gpu, kernel)
        self.proposer_s = self._draft_s(1.0, self.context)
        self.proposer_per_seq_s = self._draft_s(2.0, self.context) - self.proposer_s
        self.scans = self._scans(gpu)
        self._prefill, self._prefill_sq = self._prefill_moments()
        # E[X²] ÷ E[X] of a prefill X: what a queue of prefills waits per unit of load
        # (M/G/1, Pollaczek–Khinchine); the prefill itself when prompts are alike
        spread = self.prompt_spread is not None
        self.residual_s = self._prefill_sq / self._prefill if spread else self._prefill

    def _peaks(self, gpu: GpuSpec, plan: Plan, cfg: ServingConfig, kernel: WeightFormat) -> None:
        """The matmuls' dense peak FLOP/s in `kernel`'s format (`peak`, with an fp16-accumulate
        gain), and `attention_scale`: attention multiplies queries by the KV cache in the
        cache's precision, not the weights' (FP8 over an FP8 cache on a GPU with FP8 tensor
        cores, else 16 bits: attention_peak), timed as FLOPs at `peak` × this ratio."""
        self.peak = gpu.peak_tflops(serving_dtype(kernel)) * 1e12
        self.accumulate_gain = accumulate_gain(gpu, kernel, cfg.framework.fp16_accumulate)
        self.peak *= self.accumulate_gain
        fp8 = bool(cfg.framework.fp8_attention)
        attention = attention_peak(gpu, plan, kernel, fp8) * 1e12
        if cfg.framework.fp16_accumulate:  # its attention accumulates in fp16 too (ggml)
            attention *= accumulate_gain(gpu, WeightFormat.FP16, True)
        self.attention_scale = max(self.peak / attention, 1.0)

    def decode_attention_at(self, context: float) -> float:
        """A decode step's attention FLOPs per token at `context` keys, at the weights' peak
        (× attention_scale): multi-head latent attention in its absorbed form where the engine
        runs its own MLA kernels, expanded under transformers' modeling code (which caches and
        multiplies the expanded heads)."""
        layers = self.spec.attention_blocks
        if self.cfg.framework.transformers_modeling:
            flops = attention_forward_flops(self.spec, context, layers)
        else:
            flops = decode_attention_flops(self.spec, context, layers)
        return flops * self.attention_scale

    def _time_flops(
        self, spec: ModelSpec, gpu: GpuSpec, plan: Plan, cfg: ServingConfig, counts: ParamCounts
    ) -> None:
        """A token's forward FLOPs through the weights, `n_flops` (2 × active parameters). A
        fine-grained mixture's routed experts in the engine's own fused-MoE kernels (Triton's,
        W4A16 ones for 4-bit experts, a measured curve's) run at their measured share of the
        peak on this GPU (routed_expert_share), not at the utilisation of the rest:
        `moe_share` (None: at the utilisation) and the extra time as
        FLOPs per token at that utilisation, `expert_extra_flops` (0 where not measured, or
        where the utilisation is the user's: a measured utilisation includes its experts)."""
        self.n_flops = 2.0 * counts.active_compute
        self.active_expert_params = counts.active_experts
        step = prefill_step_tokens(max(self.prompt - self.cached, 1), cfg.batched_tokens)
        _, share = routed_expert_share(spec, gpu, plan, cfg.framework, step)
        self.moe_share = None if self.mfu_given else share
        # the share follows the rows per expert where a curve was measured (expert_curve)
        self.moe_curved = self.moe_share is not None and expert_curve(spec, gpu, plan) is not None
        # 4-bit experts in W4A16 kernels (w4a16_experts): their share is those kernels'
        self.moe_w4a16 = self.moe_share is not None and w4a16_experts(
            spec, gpu, plan, cfg.framework
        )
        self.moe_rows = rows_per_expert(spec, step)
        self.moe_step = step
        self.moe_gpu, self.moe_dtype = gpu, serving_dtype(served_storage(spec, plan).format)
        self.expert_extra_flops = self._expert_extra(self.moe_share)

    def _expert_extra(self, share: float | None) -> float:
        """FLOPs per token that time the routed experts at `share` of the peak where the rest
        runs at the utilisation (0: at the utilisation, or faster)."""
        slow = self.mfu / share if share else 1.0
        return 2.0 * self.active_expert_params * max(slow - 1.0, 0.0)

    def expert_extra_at(self, tokens: float) -> float:
        """expert_extra_flops for a step of `tokens` tokens through the experts: where the
        kernels' share follows a measured curve (moe_curved), at the step's own rows per expert
        once it holds more tokens than a prompt step (a large decode batch, a decode batch with
        prompt chunks in it: one grouped GEMM for all of them); below that, the prompt step's
        share (the curves are fitted from prompt sizes up; a small batch's experts are bound
        by reading their weights, which the step counts apart). With expert parallelism the
        busiest group's tokens beyond the mean's (busiest_tokens) are added, as FLOPs per token
        of the step."""
        if not self.moe_curved or tokens <= self.moe_step:
            extra = self.expert_extra_flops
        else:
            rows = rows_per_expert(self.spec, tokens)
            extra = self._expert_extra(fused_moe_share(self.moe_gpu, self.moe_dtype, rows))
        busiest = self.busiest_tokens(tokens)
        if busiest > 1.0:
            extra += (busiest - 1.0) * (2.0 * self.active_expert_params + extra)
        return extra

    def _marlin(
        self,
        spec: ModelSpec,
        gpu: GpuSpec,
        plan: Plan,
        cfg: ServingConfig,
        kernel: WeightFormat,
        parts: tuple[str, ...],
    ) -> None:
        """4-bit weights through Marlin-class kernels read at a share of a 16-bit GEMV's rate:
        their bytes cost 1 ÷ share − 1 more time in a bandwidth-bound step (only the module
        groups stored in 4 bits: a checkpoint's own, else the block linear layers). `kernel`:
        the served format's kernel_format (FP4 through Marlin's weight-only FP4 kernel is
        4-bit integer's: NVFP4 before Blackwell, vLLM's MXFP4 where its backend is Marlin)."""
        self.int4_marlin = kernel is WeightFormat.INT4 and cfg.framework.int4_marlin
        self.int4_share = int4_gemv_share(gpu) if self.int4_marlin else 1.0
        self.int4_extra = 1.0 / self.int4_share - 1.0
        q = int4_bytes(spec, plan) if self.int4_extra else {}
        dense_kinds = (ModuleKind.ATTENTION, ModuleKind.MLP, ModuleKind.LM_HEAD)
        self.dense_q = sum(q.get(k, 0.0) for k in dense_kinds)
        self.expert_q = q.get(ModuleKind.EXPERTS, 0.0)
        self.grouped_q = q.get(ModuleKind.ATTENTION, 0.0)
        self.grouped_q += q.get(ModuleKind.MLP, 0.0) if "mlp" in parts else 0.0
        self.grouped_q += q.get(ModuleKind.LM_HEAD, 0.0) if "lm_head" in parts else 0.0

    def _links(self, gpu: GpuSpec, plan: Plan, inter_node_gbit: float | None) -> None:
        """Where the replica's transfers run. A tensor-parallel group larger than a node does
        its all-reduces over the node network (NCCL's ring or tree across nodes,
        collectives.collective); pipeline hand-offs between stages on different nodes go over
        one GPU's share of the NICs. Stages fill a node before the next (tp innermost). An
        NVL72 rack's trays are one NVLink domain (collectives.link_view)."""
        plan, inter_node_gbit, _ = link_view(gpu, plan, inter_node_gbit)
        fab = fabric(gpu, plan, inter_node_gbit)
        self.node_link = fab.intra_name  # the link between any two GPUs of the node
        per_node = plan.gpus_per_node
        self.tp_nodes = -(-plan.tp // per_node)
        # the all-reduce's link and bus bandwidth inside the node, as training's collectives
        # take them (collectives.fabric: NCCL over NVLink 0.82 of the line rate, RCCL over
        # AMD's xGMI 0.71, PCIe 0.7), for the tensor-parallel group (a bridge joins a pair)
        group = fabric(gpu, plan, inter_node_gbit, group=plan.tp)
        self.tp_link = group.intra_name
        self.tp_source = INTRA_SOURCES[group.intra_name]
        self.tp_latency_s, self.tp_bps = ALLREDUCE_S_PCIE, group.intra_busbw * 1e9
        if group.intra_name != "PCIe" and plan.tp > 1:
            self.tp_latency_s = max(t for n, t in ALLREDUCE_S_NVLINK_BY_TP if plan.tp >= n)
        if self.tp_nodes > 1:
            local = min(plan.tp, per_node)
            # the latency of a near-empty all-reduce across the nodes, the ring's bandwidth
            self.tp_latency_s = collective("all_reduce", 1.0, plan.tp, local, fab).seconds
            self.tp_bps = min(fab.inter_busbw(local), fab.intra_busbw) * 1e9
            self.tp_link, self.tp_source = "network", fab.node_gbit_source
        stages_per_node = max(per_node // plan.tp, 1)
        self.pp_crossings = min(-(-plan.pp // stages_per_node) - 1, plan.pp - 1)
        self.hop_inter_s = HOP_SECONDS_INTER
        self.inter_bps = fab.inter_busbw(1) * 1e9
        self.fab = fab

    def _dispatch(self, plan: Plan, kernel: WeightFormat, prefill_instance: bool) -> None:
        """A DEP replica whose tokens reach their experts through DeepEP (plan.moe_deepep,
        fields.expert_dispatch_serving): its MoE layers dispatch and combine each token's k
        copies by all-to-all over the expert-parallel GPUs in place of the all-reduces
        (a2a_s); `a2a_layers` 0 elsewhere. An FP8 model's tokens are dispatched in FP8 (its
        experts' GEMMs take FP8 inputs), combined in BF16 (DeepEP's FP8 dispatching and BF16
        combining)."""
        spec = self.spec
        # redundant experts' copies are held and read beside the model's own (a token reads
        # one copy of each of its experts, the copies spread over the physical experts)
        self.physical_experts = physical_experts(spec, plan)
        # the groups the routed experts are spread over (expert parallelism), each layer
        # waiting for the busiest (expert_load)
        self.expert_groups = plan.ep if spec.is_moe and plan.ep > 1 else 1
        on = plan.moe_deepep and expert_dispatch_serving(plan, spec) and self.tp > 1
        self.a2a_layers = spec.num_moe_layers if on else 0
        self.a2a_ranks = min(plan.ep, self.tp)
        self.a2a_local = min(self.a2a_ranks, plan.gpus_per_node)
        k = spec.experts_per_token
        self.a2a_share = deepep_remote_share(k, self.a2a_ranks, self.a2a_local) if on else 1.0
        # a token's k copies of the width the experts compute in, a GPU's share of the step's
        self.a2a_token_bytes = k * spec.routed_width * ACTIVATION_BYTES / self.tp
        self.a2a_dispatch_bytes = self.a2a_token_bytes / (2 if kernel is WeightFormat.FP8 else 1)
        # an engine with one DeepEP backend for every step of a replica that decodes among its
        # prompts (vLLM's --all2all-backend, deepep_low_latency as its docs advise for decode)
        # runs the low-latency kernels in its prompt steps too; a disaggregated plan's prefill
        # instance the normal ones (deepep_high_throughput), its decode instance's steps of
        # decodes alone the low-latency ones; SGLang picks them batch by batch
        auto = bool(self.cfg.framework.deepep_auto_source)
        colocated = not prefill_instance and not plan.prefill_only_replicas
        self.a2a_low_latency = bool(self.a2a_layers) and colocated and not auto
        # two micro-batches a step: one's all-to-alls beside the other's kernels
        self.overlapped = (
            bool(self.a2a_layers) and serving_ep_overlap(plan, spec) and plan.ep_comm_overlap
        )

    # One decode step ----------------------------------------------------------------------

    def kv_read_bytes(self, running: float, context: float) -> float:
        """KV cache bytes one GPU reads in a step, averaged over the replica's GPUs: every
        running sequence's whole context in its stage's own local and global layers."""
        return replica_kv_bytes(self.spec, self.plan, context, running) / self.gpus

    def _graph_kernels(self, gpu: GpuSpec, kernel: WeightFormat) -> tuple[float, float]:
        """A replayed graph's kernels of one step (`kernel`: the served format's kernel_format)
        and each one's fixed time (eager engines are bound by launching them instead:
        launch_s; no graph, no kernels counted)."""
        fw = self.cfg.framework
        graphs = fw.cuda_graphs and not fw.kernel_launch_s
        return (graph_kernels(self.spec, kernel) if graphs else 0.0), kernel_fixed_s(gpu)

    def _kernel_floor(self, gpu: GpuSpec, kernel: WeightFormat) -> None:
        """A step's kernels and their fixed time, `floor_s`: the graph's kernels each at the
        replayed kernel's time, and in a decode step the fused-MoE blocks' measured time beyond
        theirs (`prefill_floor_s` without it)."""
        self.graph_kernels, self.kernel_fixed_s = self._graph_kernels(gpu, kernel)
        self.moe_block_extra_s = self._moe_block_extra_s(gpu, kernel)
        # a prefill chunk's experts are timed at the fused-MoE kernels' measured share of the
        # peak (routed_expert_share), their fixed time in it
        self.prefill_floor_s = self.graph_kernels * self.kernel_fixed_s
        self.floor_s = self.prefill_floor_s + self.moe_block_extra_s
        self.expert_share = self._expert_share(gpu)

    def _expert_share(self, gpu: GpuSpec) -> float | None:
        """The share of the bandwidth the fused-MoE kernels read the routed experts at, by the
        bytes of one expert matrix on a GPU (kernels.TRITON_MOE_BYTES_SHARE: its width split
        over the tensor-parallel GPUs an expert spans, sharding.expert_tp); None where the experts
        are read at the decode utilisation (not the Triton kernels, not measured)."""
        if not self.moe_block_extra_s:
            return None
        counts = count_params(self.spec)
        per_weight = self.expert_bytes / counts.experts if counts.experts else 0.0
        width = self.spec.expert_width / expert_tp(self.plan)
        # an expert multiplies the routed width (a latent mixture's latent, else the hidden size)
        share = triton_moe_bytes_share(gpu, width * self.spec.routed_width * per_weight)
        # scaled as the decode utilisation is where one is given, no faster than the bandwidth
        return min(share, self.base_mbu / self.mbu) if share else None

    @property
    def expert_slow(self) -> float:
        """The routed experts' bytes read at their share (expert_share) count this many bytes
        more each at the decode utilisation (0 where they read at it; negative: faster)."""
        return self.base_mbu / self.expert_share - 1 if self.expert_share else 0.0

    @property
    def expert_read_share(self) -> float | None:
        """The share of the bandwidth the routed experts are read at (expert_share as the
        given decode utilisation scales it), None where at the decode utilisation."""
        return self.expert_share * self.mbu / self.base_mbu if self.expert_share else None

    def _moe_block_extra_s(self, gpu: GpuSpec, kernel: WeightFormat) -> float:
        """What a step's fused-MoE blocks take beyond their kernels counted in the graph: a
        fine-grained mixture's routed experts in the engine's Triton kernels (bf16, fp16, FP8)
        at their measured fixed time at decode (kernels.TRITON_MOE_DECODE_FIXED_S), every MoE
        layer; 0 for an engine whose kernels are not counted (eager transformers, llama.cpp:
        timed by their launches) or where not measured."""
        if not self.graph_kernels or not triton_experts(self.spec, self.plan, self.cfg.framework):
            return 0.0
        extra = triton_moe_block_extra_s(gpu, fp8=kernel is WeightFormat.FP8)
        return self.spec.num_moe_layers * extra

    def state_read_bytes(self) -> float:
        """Of kv_seq_bytes, a hybrid's recurrent state one sequence reads and writes back on one
        GPU in a step, as replica_kv_bytes counts it (timed at the state update kernels'
        share of the bandwidth, kernels.STATE_UPDATE_SHARE)."""
        whole = (0, self.spec.total_layers)
        state = recurrent_state_bytes(self.spec, self.plan, whole)
        return 2 * state * attention_tp(self.plan) / self.gpus

    def experts_touched(self, tokens: float) -> float:
        """Share of routed experts some of `tokens` tokens routes to: 1 − (1 − k/E)^tokens."""
        if not self.spec.is_moe:
            return 1.0
        k_over_e = self.spec.experts_per_token / self.physical_experts
        return 1.0 - float((1.0 - k_over_e) ** tokens)

    def busiest_touched(self, tokens: float) -> float:
        """experts_touched on the busiest expert-parallel group, which each MoE layer waits for
        (expert_load.busiest_experts_ratio; experts_touched itself without expert
        parallelism)."""
        touched = self.experts_touched(tokens)
        if self.expert_groups <= 1:
            return touched
        k, experts = self.spec.experts_per_token, self.physical_experts
        return touched * busiest_experts_ratio(tokens, k, experts, self.expert_groups)

    def busiest_tokens(self, tokens: float) -> float:
        """The routed tokens the busiest expert-parallel group multiplies ÷ the mean group's
        (expert_load.busiest_tokens_ratio; 1 without expert parallelism)."""
        if self.expert_groups <= 1:
            return 1.0
        return busiest_tokens_ratio(tokens, self.spec.experts_per_token, self.expert_groups)

    def weight_read_bytes(self, tokens: float, busiest: bool = True) -> float:
        """Weights the busiest GPU reads for a step of `tokens` tokens (summed over pipeline
        stages): MoE reads only the experts some token routes to (with expert parallelism, those
        of the busiest group: busiest_touched; the mean GPU's unless `busiest`); an attention
        data-parallel group's whole parts are read by each of its tp ÷ groups GPUs."""
        touched = self.busiest_touched(tokens) if busiest else self.experts_touched(tokens)
        experts = self.expert_bytes * touched
        if not self.grouped_bytes:
            return (self.dense_bytes + experts) / self.tp + self.replicated_bytes
        split = self.dense_bytes - self.grouped_bytes + experts
        return split / self.tp + self.grouped_bytes / self.group_tp + self.replicated_bytes

    def weight_read_s(self, tokens: float, bandwidth: float) -> float:
        """Seconds one GPU spends reading its weights for a step of `tokens` tokens at
        `bandwidth` B/s: weight_read_bytes, its 4-bit bytes at the share of that rate a
        Marlin-class GEMV reaches (int4_share)."""
        read = self.weight_read_bytes(tokens)
        touched = self.busiest_touched(tokens)
        if self.expert_share:
            # the routed experts at the fused-MoE kernels' share, not the decode utilisation's
            read += self.expert_bytes * touched / self.tp * self.expert_slow
        if not self.int4_extra:
            return read / bandwidth
        experts = self.expert_q * touched
        if not self.grouped_bytes:
            slow = (self.dense_q + experts) / self.tp
        else:
            split = self.dense_q - self.grouped_q + experts
            slow = split / self.tp + self.grouped_q / self.group_tp
        if self.replicated_bytes and self.dense_bytes:
            # the replicated matrices' whole copies, at the 4-bit share of the dense bytes
            slow += self.replicated_bytes * self.dense_q / self.dense_bytes
        return (read + slow * self.int4_extra) / bandwidth

    def host_read_bytes(self, tokens: float) -> float:
        """Weights in host RAM a step of `tokens` tokens reads (0 unless llama.cpp keeps layers
        on the CPU)."""
        return self.host_dense_bytes + self.host_expert_bytes * self.experts_touched(tokens)

    def comm_s(self, tokens: float, rounds: int = 1, decode: bool = False) -> float:
        """Tensor-parallel all-reduces (one after each block, two a layer — one in a layer of
        one block, spec.blocks —, and a query/key norm's over the whole width one more:
        QK_NORM_ALLREDUCE_SOURCE; a DeepEP replica's MoE layers: dispatch_s, `decode` for a
        step of decodes alone) and pipeline hand-offs of a step."""
        out = 0.0
        act = tokens * self.spec.hidden_size * ACTIVATION_BYTES
        if self.tp > 1:
            ring = 2 * (self.tp - 1) / self.tp
            reduced = self.spec.blocks - 2 * self.a2a_layers
            out += reduced * (rounds * self.tp_latency_s + act * ring / self.tp_bps)
            out += self.a2a_layers * self.dispatch_s(tokens, rounds, decode)
        out += self.qk_norm_comm_s(tokens, rounds)
        if self.pp > 1:
            inside = self.pp - 1 - self.pp_crossings
            out += inside * (rounds * self.allreduce_s + act / self.link_bps)
            out += self.pp_crossings * (rounds * self.hop_inter_s + act / self.inter_bps)
        return out

    def dispatch_s(self, tokens: float, rounds: int = 1, decode: bool = False) -> float:
        """One MoE layer of a DeepEP replica (a2a_layers): the dispatch and the combine
        all-to-alls of the step's tokens (a2a_s), and where an attention group holds several
        GPUs its attention output's all-reduce among them (what two-batch overlap hides is
        in overlap_s)."""
        out = self.a2a_s(tokens, rounds, decode) / max(self.a2a_layers, 1)
        g = self.group_tp
        if g > 1:
            act = tokens / self.groups * self.spec.hidden_size * ACTIVATION_BYTES
            out += rounds * self.group_latency_s + act * 2 * (g - 1) / g / self.tp_bps
        return out

    def a2a_parts(
        self, tokens: float, rounds: int = 1, decode: bool = False
    ) -> tuple[float, float]:
        """The dispatch and the combine all-to-alls of a step's MoE layers, each summed over
        them (0 without DeepEP): each GPU's share of the tokens, k copies a token, every peer
        written at once (collectives.collective, concurrent). A step with prompt tokens runs
        DeepEP's normal kernels, a token sent once to each node holding one of its experts and
        forwarded inside it (a2a_share); a step of decodes alone its low-latency kernels, a
        copy to every expert's GPU (`decode`; SGLang's --deepep-mode auto, vLLM's
        deepep_low_latency). The GPU receiving the most copies paces both (busiest_tokens)."""
        if not self.a2a_layers:
            return 0.0, 0.0
        share = 1.0 if decode or self.a2a_low_latency else self.a2a_share
        # the GPU whose experts the tokens reach most receives (and sends back) the most
        busiest = self.busiest_tokens(tokens / rounds)
        out = []
        for per_token in (self.a2a_dispatch_bytes, self.a2a_token_bytes):  # dispatch, combine
            size = tokens * per_token / rounds * busiest
            one = collective(
                "all_to_all", size, self.a2a_ranks, self.a2a_local, self.fab, share, True
            )
            out.append(self.a2a_layers * rounds * one.seconds)
        return out[0], out[1]

    def a2a_s(self, tokens: float, rounds: int = 1, decode: bool = False) -> float:
        """The all-to-alls of a step's MoE layers, dispatch and combine (a2a_parts)."""
        dispatch, combine = self.a2a_parts(tokens, rounds, decode)
        return dispatch + combine

    def overlap_s(
        self,
        half_s: float,
        experts_s: float,
        tokens: float,
        rounds: int = 1,
        decode: bool = False,
    ) -> float:
        """The kernels and all-to-alls of a step under two-batch overlap (plan.ep_comm_overlap):
        two micro-batches of half the tokens, each running every kernel (`half_s`, of which
        `experts_s` its experts' GEMMs, the rest attention and the layers' other parts),
        one's dispatch or combine riding beside the other's compute slot by slot, in the
        order the engines' yield points give (SGLang's operations: attention, dispatch,
        experts, combine): max(A, D) + max(M, D) + max(M, C) + max(A, C) with A and M a
        micro-batch's attention and experts, D and C its dispatch and combine. Each
        micro-batch reads the weights and launches the kernels again, so a small batch can
        take longer than without the overlap (lmsys 2025-05-05: −27% at 32 tokens a GPU)."""
        d, c = self.a2a_parts(tokens / 2, rounds, decode)
        m = min(max(experts_s, 0.0), half_s)
        a = half_s - m
        return max(a, d) + max(m, d) + max(m, c) + max(a, c)

    def experts_s(self, tokens: float, linear_s: float) -> float:
        """Of `linear_s` seconds of a step's linear layers over `tokens` tokens, the routed
        experts' (what overlap_s pairs with the combine): their FLOPs at the step's rows, the
        fused-MoE kernels' own rate included, or where reading the weights binds, their share
        of the bytes read; at most the whole."""
        rate = self.gpus * self.peak * self.mfu
        compute = tokens * (2.0 * self.active_expert_params + self.expert_extra_at(tokens)) / rate
        read = self.expert_bytes * self.busiest_touched(tokens) / self.tp
        read *= linear_s / max(self.weight_read_bytes(tokens), 1.0)
        return min(max(compute, read), linear_s)

    def two_batches_s(
        self,
        linear_s: float,
        busy_s: float,
        tokens: float,
        rounds: int = 1,
        decode: bool = False,
    ) -> float:
        """A step's kernels and all-to-alls under two-batch overlap (overlap_s) where each
        micro-batch, half of the step's `tokens` over `rounds` chunks, runs `busy_s` seconds
        of kernels, `linear_s` of them its linear layers (whose routed experts experts_s
        takes out)."""
        experts = self.experts_s(tokens / 2 / rounds, linear_s / rounds) * rounds
        return self.overlap_s(busy_s, experts, tokens, rounds, decode)

    def overlapped_step_s(self, running: float) -> float:
        """A decode step's kernels and all-to-alls under two-batch overlap (overlap_s), each
        micro-batch half the sequences."""
        half = self.step_parts(max(running, 1.0) / 2)
        tokens = max(running, 1.0) * (self.k + 1)
        return self.two_batches_s(half.linear_s, half.kernels_s, tokens, decode=True)

    @property
    def qk_norm_collectives(self) -> str:
        """How a query/key norm over the whole width meets attention split over the group's
        GPUs (QK_NORM_SOURCE): "all_reduce" of the squares' sums (MiniMax-M2), "all_gather"
        of q and k before the norm (OLMo 2/3, OLMoE), "" (none: one GPU a group, per-head
        norms, or not measured)."""
        if self.group_tp <= 1:
            return ""
        if self.spec.family in QK_NORM_ALLREDUCE_FAMILIES:
            return "all_reduce"
        return "all_gather" if self.spec.family in QK_NORM_ALLGATHER_FAMILIES else ""

    @property
    def group_latency_s(self) -> float:
        """One small collective over an attention group's GPUs: the tensor-parallel group's
        where the group is the whole of it or spans nodes, else the group's size inside a
        node."""
        if self.group_tp >= self.tp or self.group_tp > self.plan.gpus_per_node:
            return self.tp_latency_s
        link = self.node_link if self.tp_link == "network" else self.tp_link
        if link == "PCIe":
            return ALLREDUCE_S_PCIE
        return max(t for n, t in ALLREDUCE_S_NVLINK_BY_TP if self.group_tp >= n)

    def qk_norm_comm_s(self, tokens: float, rounds: int = 1) -> float:
        """Seconds a step's query/key norms over the whole width add when attention is split
        (qk_norm_collectives): one small all-reduce a layer, or two all-gathers a layer of the
        tokens' q and k."""
        kind = self.qk_norm_collectives
        layers = self.spec.attention_blocks
        if kind == "all_reduce":
            return layers * rounds * self.group_latency_s
        if kind == "all_gather":
            g = self.group_tp
            moved = tokens * (self.spec.q_dim + self.spec.kv_dim) * ACTIVATION_BYTES
            return layers * (2 * rounds * self.group_latency_s + moved * (g - 1) / g / self.tp_bps)
        return 0.0

    def replicated_flops(self, context: float) -> float:
        """FLOPs per token that the tensor-parallel GPUs of an attention group each run whole
        beyond their share of the replica's — (GPUs of the group − 1) × the FLOPs of what is
        replicated on every rank (replicated_forward_flops: MLA's latent projections, a
        sparse-attention indexer with its scores)."""
        if self.whole_tp == 1:  # no tensor parallelism, or llama.cpp's row split
            return 0.0
        layers = self.spec.attention_blocks
        return (self.whole_tp - 1) * replicated_forward_flops(self.spec, context, layers)

    def step_parts(self, running: float) -> StepParts:
        """The parts of one decode step of `running` sequences (a verify step with
        speculation): its linear layers, its attention, communication, host and proposer."""
        running = max(running, 1.0)
        tokens = running * (self.k + 1)
        adapters = min(self.plan.lora_adapters, running) * self.adapter_bytes_each / self.tp
        compute = self.gpus * self.peak * self.mfu
        memory = self.bw * self.mbu
        proposer = self.proposer_s + (running - 1) * self.proposer_per_seq_s
        # layers on the CPU: their weights and KV cache read from host RAM, one after the
        # GPU's layers (llama.cpp runs the graph's CPU and GPU parts in turn)
        on_gpu = self.where.layer_share
        # a verify step of k + 1 tokens writes the recurrent state after each (vLLM's fused
        # recurrent kernel stores it per token): one read and k + 1 writes, where
        # kv_seq_bytes counts one of each
        extra = running * self.state_seq_bytes * self.k / 2
        kv = running * self.kv_seq_bytes + extra
        state = running * self.state_seq_bytes + extra
        state_s = state * on_gpu / (self.bw * self.state_share)
        return StepParts(
            self.weight_read_s(tokens, memory)
            + adapters / memory
            + self.host_read_bytes(tokens) / self.host_bps,
            tokens * (self.n_flops + self.expert_extra_at(tokens)) / compute,
            (kv - state) * on_gpu / memory + state_s + kv * (1 - on_gpu) / self.host_bps,
            tokens * (self.attention_flops + self.replicated_step_flops) / compute,
            self.comm_s(tokens, decode=True),
            self.cfg.step_overhead_s / self.rounds + proposer,
            self.floor_s,
            state_s,
        )

    def in_flight_s(self, step: float, running: float, share: float) -> float:
        """The part of the scheduling round in flight a new request waits for before its
        prefill (`share` of it: half on average), when others are running: one decode step,
        or the engine's round of `scheduler_steps` (vLLM V0 multi-step admits new requests
        only between rounds)."""
        return self.rounds * step * max(running - 1, 0) / max(running, 1) * share

    def launch_s(self, tokens: float) -> float:
        """Host seconds to launch one step's kernels one by one (eager PyTorch: transformers'
        modeling code, or a CUDA-graph engine with its graphs turned off, its own kernels and
        its tensor-parallel all-reduces; 0 for engines that replay CUDA graphs or launch from
        C++). The GPU runs them as they are queued, so a step takes the longer of this and its
        kernels' time."""
        fw = self.cfg.framework
        if self.eager_engine:
            return self.eager_ops * self.host_op_s / self.pp
        if not fw.kernel_launch_s:
            return 0.0
        hit = self.physical_experts * self.experts_touched(tokens) if self.spec.is_moe else 0.0
        # the profile's time a launch on an x86 host, on this GPU's host
        each = fw.kernel_launch_s * self.host_op_s / EAGER_OP_S
        return eager_kernels(self.spec, hit) * each / self.pp

    def _reservations(
        self, held: float | None, reserved: float, asked: int
    ) -> tuple[float | None, int]:
        """(the tokens of their own the KV cache holds for the requests a run admits, the output
        every request asks for: a data set's one cap, 0 where each asks its own answer's) for
        an engine that reserves whole requests (Framework.reserves_whole_request): the
        sequences it holds at the average reservation (`held`: the pool in bytes ÷ a request's
        KV at its `reserved` tokens, a draft's and a hybrid's state included, × attention
        data-parallel groups) × those tokens less a cached prefix, so a run of alike requests
        holds what the limit holds; (None, 0) for the others and where the pool is unknown."""
        whole = bool(self.cfg.framework.reserves_whole_request) and self.kv_budget is None
        if not whole or held is None or not math.isfinite(held) or reserved <= 0:
            return None, 0
        return held * max(reserved - self.cached, 1.0), asked

    def _kv_budget(self, held: float | None) -> float | None:
        """The tokens the KV cache holds, for an engine whose admission a run follows token by
        token (Framework.preempts, new_token_ratio: benchmark_run.BenchmarkRun): the sequences
        it holds at the decoding context × that context's tokens of their own (a shared prefix
        is stored once, outside them); None for the others, or where unknown."""
        fw = self.cfg.framework
        tracks = bool(fw.preempts) or fw.new_token_ratio is not None
        if not tracks or held is None or not math.isfinite(held):
            return None
        return held * max(self.context - self.cached, 1.0)

    @property
    def eager_ops(self) -> float:
        """Ops a CUDA-graph engine run eagerly dispatches from Python in one step of the whole
        model: its graph's kernels, the ops beside them (EAGER_ENGINE_LAYER_OPS) and the
        tensor-parallel all-reduces; 0 where it replays its graphs."""
        if not self.eager_engine:
            return 0.0
        layers = self.spec.num_layers
        beside = (EAGER_ENGINE_LAYER_OPS - GRAPH_LAYER_KERNELS) * layers
        all_reduces = self.spec.blocks if self.tp > 1 else 0
        return self.graph_kernels + beside + all_reduces

    @property
    def eager_engine(self) -> bool:
        """A CUDA-graph engine whose graphs are turned off (plan.cuda_graphs)."""
        return self.plan.graphs_off

    @property
    def launch_source(self) -> str:
        """Where launch_s's kernels and their host time come from."""
        return EAGER_ENGINE_SOURCE if self.eager_engine else LAUNCH_SOURCE

    def frontend_s(self, running: float) -> float:
        """Host seconds the engine's OpenAI-compatible server spends on one step's outputs: a
        streamed chunk for each running request (Framework.frontend_chunk_s) every
        plan.stream_interval steps, in processes of its own (plan.api_servers, sharing the
        requests) that work while the GPU runs the next step; 0 for in-process calls."""
        if self.plan.frontend is Frontend.OFFLINE:
            return 0.0
        shared = self.plan.api_servers * self.plan.stream_interval
        return max(running, 1.0) * self.cfg.framework.frontend_chunk_s / shared

    def gpu_step_s(self, running: float) -> float:
        """Seconds of one decode step of `running` sequences on the GPUs and the engine's
        host: its kernels (or launching them), communication, host overhead and proposer."""
        parts = self.step_parts(running)
        tokens = max(running, 1.0) * (self.k + 1)
        launch = self.launch_s(tokens)
        if self.overlapped:
            rest = parts.comm_s - self.a2a_s(tokens, decode=True)
            return max(self.overlapped_step_s(running), launch) + rest + parts.other_s
        return max(parts.kernels_s, launch) + parts.comm_s + parts.other_s

    def step_s(self, running: float) -> float:
        """Seconds of one decode step of `running` sequences: its GPU work and the host's
        overhead, or the server's work on its outputs where that takes longer."""
        return max(self.gpu_step_s(running), self.frontend_s(running))

    def _draft_s(self, running: float, ctx: float) -> float:
        """Time the proposer takes for its k tokens per step."""
        if self.k == 0 or self.plan.speculative is Speculative.NGRAM:
            return 0.0
        if self.draft is not None:
            d = self.draft
            w = count_params(d).total * served_storage(d, self.plan).bytes_per_param / self.tp
            # its 4-bit weights at the share a Marlin-class GEMV reaches, as the target's
            w += self.draft_q * self.int4_extra / self.tp
            kv = layer_read_bytes(d, self.plan, ctx) * d.num_layers * running
        elif self.plan.speculative is Speculative.MTP:
            # the MTP layers (only the experts some running sequence routes to) and the shared
            # output head, in the served format, for each proposed token
            spec = self.spec
            experts = mtp_expert_params(spec)
            layers = mtp_params(spec, copies=False) - experts
            touched = experts * self.busiest_touched(running)
            # the MTP layers' weights in the served format (4-bit: at the GEMV share), their
            # routed experts at the fused-MoE kernels' share where measured (expert_share)
            w = (layers + touched) * self.bpp_served * (1.0 + self.int4_extra)
            w += touched * self.bpp_served * self.expert_slow
            w += spec.embed_width * spec.vocab_size * 2.0
            w /= self.tp
            kv = layer_read_bytes(spec, self.plan, ctx) * running * spec.mtp_layers
        else:  # EAGLE: one layer and its fc, plus the shared lm_head
            w = (eagle_params(self.spec) + self.spec.embed_width * self.spec.vocab_size) * 2.0
            w /= self.tp
            kv = layer_read_bytes(self.spec, self.plan, ctx) * running
        kv /= self.groups  # each GPU keeps its own group's sequences
        # its kernels' fixed time when the engine replays graphs: the draft model's, or one
        # decoder layer per MTP layer (EAGLE: one) with its projection and the output head
        if self.draft is not None:
            assert self.draft_kernel is not None
            kernels = graph_kernels(self.draft, self.draft_kernel)
        else:
            mtp = self.plan.speculative is Speculative.MTP
            layers = self.spec.mtp_layers if mtp else 1
            kernels = layers * GRAPH_LAYER_KERNELS + 2
            if mtp and self.spec.is_sparse_attention:  # DeepSeek-V3.2's MTP layer indexes too
                kernels += layers * GRAPH_INDEXER_KERNELS
        fixed = kernels * self.kernel_fixed_s if self.graph_kernels else 0.0
        if self.draft is None and self.plan.speculative is Speculative.MTP:
            fixed += self._mtp_moe_blocks_s()
        return self.k * ((w + kv) / (self.bw * self.mbu) + self.cfg.step_overhead_s + fixed)

    def _mtp_moe_blocks_s(self) -> float:
        """An MoE MTP layer's fused-MoE block at its measured time beyond its kernels, as the
        target's MoE layers (moe_block_extra_s), each MTP layer."""
        moe_layers = self.spec.num_moe_layers
        if not self.moe_block_extra_s or not moe_layers or not mtp_expert_params(self.spec):
            return 0.0
        return self.spec.mtp_layers * self.moe_block_extra_s / moe_layers

    def _draft_kernel(self, gpu: GpuSpec) -> WeightFormat | None:
        """The draft model's matmuls' format on `gpu`, as the target's (kernel_format); None
        without a draft model."""
        if self.draft is None:
            return None
        return kernel_format(served_storage(self.draft, self.plan).format, gpu, self.plan.framework)

    def _draft_int4_bytes(self) -> float:
        """Bytes of the draft model stored in 4 bits that the share slows (0 unless the
        engine reads its 4-bit weights through Marlin-class kernels)."""
        if not self.int4_extra or self.draft is None or self.draft_kernel is not WeightFormat.INT4:
            return 0.0
        q = int4_bytes(self.draft, self.plan)
        return sum(v for k, v in q.items() if k not in (ModuleKind.EMBEDDING, ModuleKind.VISION))

    def tpot_alone_s(self, running: float) -> float:
        """Seconds per output token with no prefill interleaved."""
        return self.step_s(running) / self.tokens_per_step

    # One prefill --------------------------------------------------------------------------

    def prefill_s(self) -> float:
        """Seconds to prefill one prompt (the cached prefix skipped) through every stage; with
        prompts spread, the average over them."""
        return self._prefill

    def batch_prefill_s(self, batch: float) -> float:
        """Seconds to prefill `batch` prompts of the average length together, chunk by chunk
        (a rollout wave's prompts, all there as it starts)."""
        return self._prefill_s(batch)

    def prompt_at(self, share: float) -> float:
        """The prompt length at `share` (0 … 1) of the spread (LengthSpread.at)."""
        return float(self.prompt) if self.prompt_spread is None else self.prompt_spread.at(share)

    def _prefill_moments(self) -> tuple[float, float]:
        """One prompt's prefill seconds and their square, averaged over the prompts' spread
        (LengthSpread.nodes: composite Simpson over an even spread, the density's weights over
        a long tail)."""
        if self.prompt_spread is None:
            one = self._prefill_s()
            return one, one * one
        nodes = [(self._prefill_s(prompt=x), w) for x, w in self.prompt_spread.nodes()]
        return sum(w * t for t, w in nodes), sum(w * t * t for t, w in nodes)

    def prefill_at_s(self, share: float) -> float:
        """Seconds to prefill the prompt at `share` of the spread (prompt_at)."""
        if self.prompt_spread is None:
            return self._prefill
        return self._prefill_s(prompt=self.prompt_at(share))

    def _scans(self, gpu: GpuSpec) -> ScanCalls | None:
        """A hybrid's chunked recurrent scans in a prefill, at what the engine's Triton chains
        reach (kernels.SCAN_PREFILL); None: the scans with the other FLOPs at the prefill
        rate."""
        r = self.spec.recurrent
        kernel = SCAN_PREFILL.get(r.kind.value) if r is not None else None
        if r is None or kernel is None or not self.cfg.framework.triton_scans:
            return None
        share = kernel.share.get(kernel_architecture(gpu), kernel.share[""])
        bf16 = gpu.peak_tflops("bf16") * 1e12
        per_token = r.scan_flops_per_token / (self.tp * bf16 * share)
        return ScanCalls(self.spec.recurrent_layers, kernel, share, bf16, per_token)

    @property
    def scan_layers(self) -> int:
        """Recurrent layers whose scans are timed apart (0: none)."""
        return self.scans.layers if self.scans is not None else 0

    @property
    def scan_token_s(self) -> float:
        """A scan's seconds per prompt token and layer (0: not timed apart)."""
        return self.scans.token_s if self.scans is not None else 0.0

    def scan_s(self, tokens: float, chunk: float | None = None) -> float:
        """Seconds of the recurrent layers' chunked scans over `tokens` prompt tokens, one call
        a layer for every `chunk` of them (all at once unless told); 0 where the scans run at
        the prefill utilisation with the rest."""
        scans = self.scans
        if scans is None or tokens <= 0:
            return 0.0
        if chunk is None or chunk >= tokens:
            return scans.layers * scans.call_s(tokens)
        full, rest = divmod(tokens, chunk)
        return scans.layers * (full * scans.call_s(chunk) + (scans.call_s(rest) if rest else 0.0))

    def _prompt_token_flops(self, context: float) -> float:
        """Forward FLOPs of one prompt token at the prefill rate: the weights' (a draft model's
        too), attention over `context`, the recurrent scans unless timed apart (scan_s), the
        replicated parts."""
        spec = self.spec
        out = self.n_flops + self.expert_extra_flops
        attention = attention_forward_flops(spec, context, spec.attention_blocks)
        out += attention * self.attention_scale
        if self.draft is not None:
            out += 2.0 * count_params(self.draft).active_compute
        if self.scans is None:
            out += scan_forward_flops(spec)
        return out + self.replicated_flops(context)

    def _prefill_s(self, batch: float = 1.0, prompt: float | None = None) -> float:
        """Seconds to prefill `batch` prompts of `prompt` tokens together (one prompt of the
        average length, unless told)."""
        length = self.prompt if prompt is None else prompt
        new = max(length - self.cached, 1)
        ctx = self.cached + new / 2
        # one chunk of each prompt a step: the experts at that step's rows per expert
        step_tokens = batch * min(new, self.cfg.batched_tokens or new)
        experts = self.expert_extra_at(step_tokens) - self.expert_extra_flops
        flops = batch * new * (self._prompt_token_flops(ctx) + experts)
        flops += batch * vision_forward_flops(self.spec)  # each request's images, once
        chunks = math.ceil(new / self.cfg.batched_tokens) if self.cfg.batched_tokens else 1
        # With attention data-parallel groups a prompt's attention runs on its group's GPUs
        # only while the other groups prefill theirs: the replica's prefill work is spread over
        # all its GPUs (the one prompt alone on an idle replica would take longer: not modelled)
        compute = flops / (self.tp * self.peak * self.mfu)
        # every chunk reads the weights once; the stages of a pipeline run one after another
        memory = chunks * self.weight_read_bytes(step_tokens) / (self.bw * self.mbu)
        overhead = chunks * (self.cfg.step_overhead_s + self.prefill_floor_s)
        launch = chunks * self.launch_s(step_tokens)
        # CPU-resident layers in a prompt chunk: llama.cpp multiplies a batch of at least
        # OP_OFFLOAD_MIN_BATCH tokens on the GPU, copying those weights over PCIe for every
        # chunk; a smaller batch reads them on the CPU
        host = self.host_read_bytes(step_tokens)
        moved = (
            host / self.pcie_bps if step_tokens >= OP_OFFLOAD_MIN_BATCH else host / self.host_bps
        )
        comm, busy = self.comm_s(batch * new, chunks), max(compute, memory)
        if self.overlapped:  # two micro-batches a chunk, each reading the weights and
            # launching its kernels (the second's fixed time beside the overhead's one)
            half = max(compute / 2, memory)
            floor = chunks * self.prefill_floor_s
            busy = self.two_batches_s(half, half + floor, batch * new, chunks)
            comm -= self.a2a_s(batch * new, chunks)
        return (
            max(busy, launch)
            + self.scan_s(batch * new, step_tokens)
            + chunks * moved
            + comm
            + overhead
        )

    # Steady states ------------------------------------------------------------------------

    def at(self, concurrency: float) -> Point:
        """The closed loop of `concurrency` users: the sequences running are the users, up to
        the limit; the others wait for a slot.

        Each of the N running sequences cycles through its prefill and its decode. ρ is the
        share of the replica's time spent in prefills; a sequence is delayed only by the
        others' prefills, ρₒ = ρ·(N−1)/N of the time (one sequence alone never waits for a
        prefill, nor is its decode interrupted). With the time a sequence takes
        R = a + q·ρₒ/(2(1−ρₒ)) + d/(1−ρₒ) (its prefill and the step in flight, waiting
        behind others' prefills, its decode stretched by them) and Little's law
        N·t_pb = ρ·R, ρ is the root of m(q/2 − a)·ρ² + (a + d + (N−1)·t_pb)·ρ − N·t_pb = 0
        with m = (N−1)/N and q = E[X²] ÷ E[X] of a stage's prefill X (M/G/1; t_pb when prompts
        are alike, more when they spread). The other users' requests arriving in the same
        scheduling round are prefilled with a new one (batched_prefills, at the others' rate
        m·λ over one round): where they outweigh the queue, the difference joins `a` and ρ is
        solved again, until the two agree."""
        running = max(min(concurrency, self.limit), 1.0)
        t_p = self.prefill_s()
        t_pb = t_p / self.pp  # a prompt occupies each pipeline stage 1/pp of its prefill
        q_pb = self.residual_s / self.pp  # E[X²] ÷ E[X] of a stage's prefill (t_pb if alike)
        step = self.step_s(running)
        t_d = step / self.tokens_per_step
        a = t_p + self.in_flight_s(step, running, 0.5)  # + the round in flight when it arrives
        d = (self.output - 1) * t_d
        m = (running - 1) / running
        extra = 0.0  # the batched prefills' wait beyond the queue's
        for _ in range(60):
            c2, c1 = m * (q_pb / 2 - (a + extra)), a + extra + d + (running - 1) * t_pb
            disc = max(c1 * c1 + 4 * c2 * running * t_pb, 0.0)
            rho = 2 * running * t_pb / (c1 + math.sqrt(disc))
            rho = min(rho, 1 - 1e-12)
            others = min(m * rho, 1 - 1e-12)
            rate = rho / t_pb
            queued = q_pb * others / (2 * (1 - others))
            new = max(t_pb * self.round_arrivals(rate, step, running) - queued, 0.0)
            if abs(new - extra) <= 1e-9 * a:
                break
            extra = new
        ttft = a + extra + queued  # the extra the rate was solved with
        if concurrency > running:
            ttft += (concurrency - running) / rate  # waiting for a running sequence to end
        return Point(concurrency, running, ttft, t_d / (1 - others), rate, rho)

    # A benchmark run -----------------------------------------------------------------------

    def mixed_step_s(
        self,
        running: int,
        tokens: float,
        context: float,
        parts: dict[int, StepParts] | None = None,
    ) -> float:
        """Seconds of one scheduler step in which `running` sequences decode (k + 1 tokens each
        with speculation) and `tokens` prompt tokens, attending about `context` tokens, are
        prefilled in the same forward (chunked prefill: Agrawal et al. 2024, Sarathi-Serve;
        vLLM's and TensorRT-LLM's mixed batches): the weights are read once for both (the
        decode's, adapters and host layers included, and the experts only the prompt's tokens
        route to), the prompt tokens' FLOPs as a prefill counts them (a draft model's, a
        request's images spread over its prompt) join the decode's at the prefill utilisation,
        attention reads the running sequences' caches; llama.cpp copies its host layers over
        PCIe for the chunk. With nothing running it is a prefill chunk alone (_prefill_s).
        `parts`: decode parts already computed, by sequences running."""
        if tokens <= 0:
            return self.step_s(running)
        images = vision_forward_flops(self.spec) / max(self.prompt - self.cached, 1)  # per token
        decode = running * (self.k + 1)
        every = decode + tokens
        # the experts of the decode and the chunks in one grouped GEMM, at the step's rows
        at_step = self.expert_extra_at(every)
        experts = at_step - self.expert_extra_flops
        prompt_s = tokens * (self._prompt_token_flops(context) + images + experts)
        prompt_s /= self.tp * self.peak * self.mfu
        scan = self.scan_s(tokens)  # the recurrent scans' own kernels, after the rest
        host = self.host_read_bytes(tokens)
        moved = host / self.pcie_bps if tokens >= OP_OFFLOAD_MIN_BATCH else host / self.host_bps
        launch = self.launch_s(every)
        if not running:  # as _prefill_s counts one chunk
            weights = self.weight_read_bytes(tokens) / (self.bw * self.mbu)
            overhead = self.cfg.step_overhead_s + self.prefill_floor_s
            busy, comm = max(prompt_s, weights), self.comm_s(tokens)
            if self.overlapped:
                half = max(prompt_s / 2 + self._half_experts_s(tokens, self.tp), weights)
                busy = self.two_batches_s(half, half + self.prefill_floor_s, tokens)
                comm -= self.a2a_s(tokens)
            return max(busy, launch) + scan + moved + comm + overhead
        found = parts.get(running) if parts is not None else None
        if found is None:
            found = self.step_parts(running)
            if parts is not None:
                parts[running] = found
        memory = self.bw * self.mbu
        # the experts the prompt's tokens reach beyond the decode's
        more = self.weight_read_s(every, memory) - self.weight_read_s(decode, memory)
        # llama.cpp's host layers: read on the CPU for the decode alone (in its weights_s),
        # copied over PCIe once the step's batch reaches OP_OFFLOAD_MIN_BATCH tokens
        host = self.host_read_bytes(every)
        on_cpu = self.host_read_bytes(decode) / self.host_bps
        moved = host / self.pcie_bps if every >= OP_OFFLOAD_MIN_BATCH else host / self.host_bps
        decode_s = found.linear_compute_s
        decode_s += (
            decode * (at_step - self.expert_extra_at(decode)) / (self.gpus * self.peak * self.mfu)
        )
        linear = max(found.weights_s - on_cpu + more, decode_s + prompt_s)
        kernels = linear + found.attention_s + found.floor_s + scan
        comm = self.comm_s(every)
        if self.overlapped:  # each micro-batch half the decodes and half the prompt tokens,
            # reading the weights its own half of the tokens routes to
            flops_s = (decode_s + prompt_s) / 2 + self._half_experts_s(every, self.gpus)
            half = max(self.weight_read_s(every / 2, memory), flops_s)
            busy = half + (found.attention_s + scan) / 2 + found.floor_s
            kernels, comm = self.two_batches_s(half, busy, every), comm - self.a2a_s(every)
        gpu = max(kernels, launch) + moved + comm + found.other_s
        # the chunk's work is all in it: never shorter than the chunk on an idle replica (a
        # prefill's own overhead and kernel floor can exceed a decode step's)
        alone = self.mixed_step_s(0, tokens, context)
        return max(gpu, self.frontend_s(running), alone)

    def _half_experts_s(self, tokens: float, gpus: int) -> float:
        """What one of two-batch overlap's micro-batches (half of a step's `tokens`) adds to
        half the step's expert time: its own grouped GEMMs at half the rows per expert and its
        own busiest expert-parallel group (expert_extra_at), over `gpus` GPUs."""
        if not self.overlapped:
            return 0.0
        extra = self.expert_extra_at(tokens / 2) - self.expert_extra_at(tokens)
        return tokens / 2 * extra / (gpus * self.peak * self.mfu)

    def run(self, users: float, requests: int) -> Point | None:
        """A benchmark run of `requests` requests by `users` users who all start at once, each
        sending its next request when its previous one ends (vLLM bench serve --num-prompts
        with --max-concurrency, genai-perf --request-count; an offline run of every request
        queued at once when `users` is the KV cache's limit). Simulated step by step as a
        continuous-batching scheduler runs it: every step decodes the running sequences and
        fills what is left of the step's token budget (max_num_batched_tokens) with prompt
        chunks, first come first served (an engine that runs prefill first, Framework.
        prefill_first: a step of prompt chunks alone whenever one waits and the cache has room
        for it, the running sequences decoding nothing in it); a prompt's last chunk samples
        its first token. The
        means are over every request, the first wave queued behind each other included; the
        requests/s is the requests ÷ the run's length, its drain included (as the benchmarks
        divide). Lengths that spread are drawn evenly over their spread (run_lengths); a
        prompt chunk attends the average context. Past RUN_SIMULATED requests the rest are
        taken at the pace and the means of the simulated requests after the first wave, as
        they are past RUN_STEPS scheduler steps; None when two waves of its users would take
        more requests or steps.

        Sequences run at once: as many as the KV cache holds at the decoding context (`limit`),
        or, for an engine that preempts (Framework.preempts: vLLM), as its scheduler admits
        them — a request starts when the cache has room for its prompt, every running
        sequence grows by its tokens each step, and when the cache is full the newest running
        sequence is preempted: its cache freed, it waits at the head of the queue, and its
        prompt and the tokens it had generated are computed again when it resumes — with prefix
        caching, only those whose freed blocks the others' growth took meanwhile (its first
        token stays where it was; its time per token counts the wait). SGLang
        (Framework.new_token_ratio) starts a request only when the cache, less a share of the
        running requests' output still to come, has room for its prompt and its whole output
        (clipped at CLIP_NEW_TOKENS); the share falls every decode step and, when a step finds
        no room and the newest request is retracted as above, is reset to what the running
        ones generated. The cache's room is the sequences it holds × the decoding context
        (kv_budget), in tokens. An engine that reserves whole requests
        (Framework.reserves_whole_request: TensorRT-LLM's GUARANTEED_NO_EVICT) starts a
        request when its prompt and the output it asks for fit the pool's tokens
        (reserve_budget) beside the running ones' reservations, freed when they end."""
        found = self.run_detail(users, requests)
        return found[0] if found is not None else None

    def run_detail(
        self, users: float, requests: int, extra: tuple[float, ...] = ()
    ) -> tuple[Point, dict[float, tuple[float, float]]] | None:
        """run's means and its requests' TTFT and TPOT percentiles (seconds; `extra`
        percentiles beside the ones a benchmark reports)."""
        simulated = BenchmarkRun(self, users, requests)
        point = simulated.result()
        return (point, simulated.quantiles(extra)) if point is not None else None

    def run_lengths(self, i: int) -> tuple[float, float]:
        """The prompt and output tokens of a run's i-th request: the averages, or where they
        spread, points of the even spread taken in a low-discrepancy order (the golden
        ratio's and the plastic number's multiples, modulo 1), so any stretch of requests
        covers the spread evenly and the run's waves drift apart as measured ones do."""
        prompt = self.prompt_at((i * 0.7548777) % 1)  # the average when prompts are alike
        output = (
            self.output
            if self.output_spread is None
            else self.output_spread.at((i * 0.6180340) % 1)
        )
        return float(max(round(prompt), 1)), float(max(round(output), 1))  # whole tokens

    def round_arrivals(self, rate: float, step: float, running: float) -> float:
        """The closed loop's requests prefilled with a new one: the other users' arrivals (at
        their share (N − 1) ÷ N of `rate`) in one scheduling round."""
        return (running - 1) / running * rate * self.rounds * step

    def admission_cycle(self, rate: float, step: float, running: float) -> float:
        """The length of the scheduling cycle a new request arrives in, as Poisson arrivals see
        it (length-biased), seconds. The engine admits requests only between cycles and
        prefills every one that waited together (vLLM 0.6 core/scheduler.py _schedule_default:
        all waiting requests that fit max_num_batched_tokens, prefill alone as one step under
        multi-step; SGLang 0.3 managers/tp_worker.py get_new_prefill_batch): a cycle is the
        others' decode round S (in_flight_s at share 1) and the prefills of the requests that
        arrived in the cycle before, each t_pb (pipelined prompts follow one stage apart). A
        gated queue: E[C] = S ÷ (1 − ρ); Var C = ρ·q·E[C] ÷ (1 − ρ²) with q = E[X²] ÷ E[X] of
        a stage's prefill X (a compound Poisson count's variance through the cycle: t_pb when
        prompts are alike); an arrival lands in a cycle of E[C] + Var C ÷ E[C]."""
        t_pb = self.prefill_s() / self.pp
        rho = min(rate * t_pb, 1 - 1e-12)
        mean = self.in_flight_s(step, running, 1.0) / (1 - rho)
        # with prompts spread, each prefill's variance joins the count's (compound Poisson)
        return mean + rho * (self.residual_s / self.pp) / (1 - rho * rho)

    def batched_prefills(self, rate: float, step: float, running: float) -> float:
        """Requests prefilled with a new one, on average: those arriving in its cycle."""
        return rate * self.admission_cycle(rate, step, running)

    def at_rate(self, rate: float) -> Point:
        """Open-loop arrivals at `rate` requests/s (Poisson, as serving benchmarks send them):
        the running sequences follow from Little's law; past saturation the times are infinite.
        A new request waits for the rest of its admission cycle (half of it, as seen), then
        for its batch's prefill: its own and the others that arrived in the cycle
        (admission_cycle; the queue of prefills is inside the cycle's length)."""
        t_p = self.prefill_s()
        t_pb = t_p / self.pp
        rho = rate * t_pb
        if rho >= 1:
            return Point(math.inf, self.limit, math.inf, math.inf, 1 / t_pb, 1.0)
        running = 1.0
        for _ in range(40):
            step = self.step_s(running)
            seen = self.admission_cycle(rate, step, running)
            ttft = t_p + seen / 2 + t_pb * rate * seen
            tpot = step / self.tokens_per_step / (1 - rho)
            new = rate * (ttft + (self.output - 1) * tpot)
            if new > self.limit:
                return Point(math.inf, self.limit, math.inf, tpot, rate, rho)
            if abs(new - running) < 1e-6 * max(running, 1):
                running = new
                break
            running = new
        return Point(running, running, ttft, tpot, rate, rho)

    def quantiles_at_rate(
        self, rate: float, qs: dict[float, float] = QUANTILES
    ) -> dict[float, tuple[float, float]]:
        """Open-loop arrivals at `rate`: TTFT and TPOT seconds at the percentiles `qs` gives
        (percentile → its standard normal quantile; the 50th, 90th, 95th and 99th unless
        asked) over requests (inf past saturation).
        * TTFT: the prefill of its prompt (the q-th share of an even spread of prompts), the
          share q of the admission cycle it arrives in (uniform over it) and the prefills
          batched with it at the q-th percentile of their Poisson count (each its own part's
          q-th percentile: their sum errs long);
        * TPOT: the decode step at the q-th percentile of the sequences running, which under
          Poisson arrivals is Poisson in number (M/G/∞) — its mean N plus z_q·√N."""
        point = self.at_rate(rate)
        if not math.isfinite(point.ttft_s):
            return {q: (math.inf, math.inf) for q in qs}
        t_pb = self.prefill_s() / self.pp
        rho = point.prefill_share
        running = point.running
        step = self.step_s(running)
        seen = self.admission_cycle(rate, step, running)
        out = {}
        for q, z in qs.items():
            batched = poisson_quantile(rate * seen, q / 100)
            busy = min(running + z * math.sqrt(running), self.limit)
            tpot = self.step_s(max(busy, 1.0)) / self.tokens_per_step / (1 - rho)
            own = self.prefill_at_s(q / 100)  # its prompt at the q-th share of the spread
            out[q] = (own + q / 100 * seen + t_pb * batched, tpot)
        return out

    def top_rate(self) -> float:
        """The request rate that fills the replica: prefills alone."""
        return self.pp / self.prefill_s()

    def max_rate(
        self, ttft_s: float | None, tpot_s: float | None, percentile: float | None = None
    ) -> float:
        """The highest Poisson request rate whose mean TTFT and TPOT — or, given a
        `percentile`, their values at it (quantiles_at_rate) — meet the targets (bisection
        over 0 … the prefill-bound rate; 0: even a trickle misses them; with no target, the
        rate the replica sustains short of saturation)."""

        def meets(rate: float) -> bool:
            if percentile is None:
                p = self.at_rate(rate)
                ttft, tpot = p.ttft_s, p.tpot_s
            else:
                ttft, tpot = self.quantiles_at_rate(rate, at_percentile(percentile))[percentile]
            if not math.isfinite(ttft) or not math.isfinite(tpot):
                return False
            return (ttft_s is None or ttft <= ttft_s) and (tpot_s is None or tpot <= tpot_s)

        top = self.top_rate()
        lo, hi = 0.0, top
        if not meets(top * 1e-6):
            return 0.0
        for _ in range(50):
            mid = (lo + hi) / 2
            if meets(mid):
                lo = mid
            else:
                hi = mid
            if hi - lo < 1e-4 * hi:
                break
        return lo
