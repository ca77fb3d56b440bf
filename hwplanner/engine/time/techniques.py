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
  and states through host memory once: bytes per parameter ÷ the host's memory bandwidth (an
  upper bound on its speed; DeepSpeed measured 11.6B parameters in 8.2 s with DeepSpeedCPUAdam on
  an unnamed host, PR #735, ≈ 40 GB/s);
* ZeRO-Infinity reads and writes the offloaded optimizer states on NVMe each step (serial);
* paged optimizer states evicted to host RAM cost "evicted bytes ÷ (50% of the PCIe bandwidth)"
  per step (bitsandbytes docs, explanations/optimizers.mdx).
"""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Message
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import Fp8Recipe, Offload, Optimizer, Precision
from hwplanner.engine.plan.formats import RECIPES, optimizer_states
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.time.compute import attention_forward_flops

PCIE_FALLBACK_GBPS = 16.0  # PCIe Gen3 x16 per direction, when the datasheet gives nothing
# A CPU optimizer step streams every state through host memory once: it is bound by the host's
# memory bandwidth (GB/s per node): two sockets × 8 DDR4-3200 channels for a datacenter node
# (DGX A100: 2 × AMD EPYC 7742, 204.8 GB/s per socket, AMD datasheet), 8 DDR5-4800 channels for a
# workstation (Threadripper PRO / Xeon W), 2 DDR5-5600 channels for a desktop.
HOST_MEMORY_GBPS = {
    GpuClass.DATACENTER: 2 * 8 * 25.6,
    GpuClass.WORKSTATION: 8 * 38.4,
    GpuClass.CONSUMER: 2 * 44.8,
}
# ZeRO-Infinity SC21 slides: "NVMe -> GPU: 28 GB/s" for one DGX-2 node.
NVME_GBPS_PER_NODE = 28.0
PAGING_PCIE_SHARE = 0.5  # bitsandbytes: "about 50% of the PCIe bandwidth ... in the best case"
# FP8 speed-ups over bf16 as published: end to end for torchao (Llama3-8B, 8×H100, FSDP2 +
# compile: tensorwise 7,689.5 vs 6,150 tokens/s, rowwise 6,768; torchao training docs), and for
# the matrix multiplies alone for Transformer Engine (5B model on H200: DelayedScaling ~1.69×,
# Float8BlockScaling ~1.41×; TE docs speedups.rst), applied to the linear layers' share.
FP8_END_TO_END = {Fp8Recipe.TENSORWISE: 7689.5 / 6150, Fp8Recipe.ROWWISE: 6768 / 6150}
FP8_GEMM = {Fp8Recipe.DELAYED: 1.69, Fp8Recipe.BLOCKWISE: 1.41}


class TechniqueTime(NamedTuple):
    overlapped_step_seconds: float  # PCIe transfers that run beside compute
    serial_step_seconds: float  # host work the step waits for
    figures: dict[str, Figure]


def fp8_speedup(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> Figure | None:
    """How much faster the step runs with FP8 matrix multiplies than in bf16 (None: no FP8).
    A published speed-up on a GPU with 2× FP8 throughput scales with this GPU's FP8 ÷ bf16 peak
    ratio (Gaudi 3: 1×, so no gain)."""
    if plan.precision is not Precision.FP8 or not gpu.fp8_tflops or not gpu.bf16_tflops:
        return None
    ratio = gpu.fp8_tflops / gpu.bf16_tflops
    recipe = plan.fp8_recipe
    if recipe in FP8_END_TO_END:
        published, linear_share = FP8_END_TO_END[recipe], 1.0
    else:
        n = float(count_params(spec).active_compute)
        attn = attention_forward_flops(spec, plan.seq_len, spec.num_layers)
        linear_share = 6 * n / (6 * n + 3 * attn)  # attention stays in bf16 (TE default)
        published = FP8_GEMM[recipe]
    gain = 1 + (published - 1) * max(ratio - 1, 0.0)
    value = 1 / ((1 - linear_share) + linear_share / gain)
    return Figure(
        "fp8_speedup",
        "FP8 speed-up",
        value,
        "ratio",
        "published speed-up over bf16, scaled by this GPU's FP8 ÷ bf16 peak, on the linear "
        "layers' share of the FLOPs",
        (
            ("FP8 recipe", recipe.value),
            ("published speed-up", published),
            ("FP8 ÷ bf16 dense peak", ratio),
            ("linear layers' share of FLOPs", linear_share),
        ),
        "torchao float8 training benchmarks (Llama3-8B, 8×H100); Transformer Engine "
        "speedups.rst (H200 GEMMs)",
    )


def technique_time(gpu: GpuSpec, plan: Plan, memory: MemoryEstimate) -> TechniqueTime:
    """Seconds per optimizer step the plan's techniques add, overlapped or serial."""
    t = memory.traffic
    pcie = gpu.pcie_gbps or PCIE_FALLBACK_GBPS
    mb = plan.grad_accum
    figs: dict[str, Figure] = {}
    overlapped = serial = 0.0
    if t.activations:
        s = 2 * t.activations * mb / (pcie * 1e9)
        overlapped += s
        figs["activation_offload_seconds"] = Figure(
            "activation_offload_seconds",
            "Activation offloading transfers per step",
            s,
            "seconds",
            "2 (out and back) × offloaded activations × micro-batches ÷ PCIe bandwidth; "
            "overlaps compute on a side stream",
            (("offloaded per micro-batch", t.activations), ("micro-batches", mb), ("GB/s", pcie)),
            "torchtune OffloadActivations (use_streams); Unsloth offloaded checkpointing",
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
    recipe = RECIPES[plan.precision]
    n_states, _ = optimizer_states(plan.optimizer)
    states = 2.0 if plan.optimizer is Optimizer.ADAMW_8BIT else n_states * recipe.state
    weight = recipe.master or recipe.weight
    grad = 4.0 if framework(plan.framework).deepspeed_offload else recipe.grad
    return 2 * weight + grad + 2 * states + (recipe.weight if recipe.master else 0.0)


def _cpu_step(gpu: GpuSpec, plan: Plan, params: float, figs: dict[str, Figure]) -> float:
    """The host optimizer step: every GPU of a node steps its shard through the node's memory."""
    per_param = cpu_step_bytes_per_param(plan)
    bandwidth = HOST_MEMORY_GBPS[gpu.gpu_class]
    s = params * plan.gpus_per_node * per_param / (bandwidth * 1e9)
    figs["cpu_optimizer_seconds"] = Figure(
        "cpu_optimizer_seconds",
        "CPU optimizer step per step",
        s,
        "seconds",
        "parameters stepped per GPU × GPUs per node × bytes moved per parameter ÷ host memory "
        "bandwidth",
        (
            ("parameters per GPU", params),
            ("GPUs per node", plan.gpus_per_node),
            ("bytes per parameter", per_param),
            ("host memory GB/s", bandwidth),
        ),
        "memory-bound CPU Adam; host bandwidth from CPU datasheets (AMD EPYC 7742: 8 × "
        "DDR4-3200 per socket)",
        notes=(
            Message(
                "a lower bound: DeepSpeedCPUAdam measured 11.6B parameters in 8.2 s on an "
                "unnamed host (DeepSpeed PR #735)"
            ),
        ),
    )
    return s
