"""Default utilisation: the share of a GPU's dense peak a plan keeps busy, with its sources.

Two numbers, after PaLM (Chowdhery et al. 2022, appendix B):
* MFU, model FLOPs utilisation = model FLOPs per second ÷ peak. Model FLOPs exclude recompute.
* HFU, hardware FLOPs utilisation = FLOPs the GPU actually runs (recompute included) ÷ peak.
The defaults here are HFU: the rate the matrix units sustain does not depend on whether the
work is a first forward or a recomputed one. Time is hardware FLOPs ÷ (peak × HFU); a user's
MFU override replaces that with model FLOPs ÷ (peak × MFU), as published MFU figures do.
"""

from __future__ import annotations

from hwplanner.engine.explain import Figure
from hwplanner.engine.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.message import FieldRef, Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Method, Plan
from hwplanner.engine.text import N_

# Hardware FLOPs utilisation on one node of large, well-tuned training, by GPU class.
CLASS_HFU: dict[GpuClass, tuple[float, str]] = {
    GpuClass.DATACENTER: (
        0.50,
        "calibration C_time_throughput: MosaicML MPT on 8–64 A100 HFU 0.45–0.74 (median ~0.6); "
        "Megatron-LM 2021 HFU 0.43–0.52 on 32–3072 A100; PaLM HFU 0.578; Megatron-Core H100 MFU "
        "0.41–0.49; LLaMA/Llama 2 GPU-hours imply MFU 0.44–0.50 (downtime included)",
    ),
    GpuClass.WORKSTATION: (
        0.45,
        "estimate: datacenter figure less ~10% for GDDR bandwidth and power-capped clocks "
        "(no published training MFU for workstation cards in the calibration set)",
    ),
    GpuClass.CONSUMER: (
        0.40,
        "estimate: GeForce peaks are already the half-rate FP32-accumulate figures; lower still "
        "for small memory (short micro-batches) and thermal limits; no calibration row",
    ),
}
EDIT_MFU = Message(
    "edit {field} (an MFU, model FLOPs only) if you have measured your stack",
    field=FieldRef("workload.mfu"),
)
# Names of the factors a default utilisation multiplies (views translate each part).
CLASS_FACTOR_NAMES = {
    GpuClass.DATACENTER: N_("Formula", "GPU class datacenter"),
    GpuClass.WORKSTATION: N_("Formula", "GPU class workstation"),
    GpuClass.CONSUMER: N_("Formula", "GPU class consumer"),
}
METHOD_FACTOR_NAMES = {
    Method.PRETRAIN: N_("Formula", "method pretrain"),
    Method.FULL: N_("Formula", "method full"),
    Method.FREEZE: N_("Formula", "method freeze"),
    Method.LORA: N_("Formula", "method lora"),
    Method.QLORA: N_("Formula", "method qlora"),
    Method.INFERENCE: N_("Formula", "method inference"),
}
MULTI_NODE_FACTOR = (
    0.9,
    "MPT 30B on 8 GPUs MFU 0.553 vs MPT 70B on 64 GPUs 0.533; Megatron-Core H100 MFU 0.47 "
    "(96 GPUs) vs 0.42–0.44 (768–2304): cross-node collectives cost ~5–10%",
)
NO_NVLINK_FACTOR = (
    0.8,
    "estimate: tensor parallelism or ZeRO-3 gathers over PCIe (32–64 GB/s) instead of NVLink "
    "(300–900 GB/s) leave the matrix units idle part of each step",
)
METHOD_FACTOR: dict[Method, tuple[float, str]] = {
    Method.PRETRAIN: (1.0, "calibration rows are pretraining runs"),
    Method.FULL: (1.0, "same kernels as pretraining"),
    Method.FREEZE: (1.0, "same kernels as pretraining on the layers that train"),
    Method.LORA: (
        0.75,
        "estimate: adapter matmuls are thin (rank r) and add kernel launches; Hugging Face PEFT "
        "runs use short micro-batches",
    ),
    Method.QLORA: (
        0.5,
        "estimate: bitsandbytes dequantises every 4-bit weight on every forward and backward "
        "matmul; QLoRA runs are commonly reported ~1.5–2× slower than 16-bit LoRA",
    ),
    Method.INFERENCE: (1.0, "see inference utilisation"),
}
MOE_FACTOR = (
    1.0,
    "DeepSeek-V3 (2048 H800, EP 64, DualPipe) reached the dense default against the bf16 peak "
    "(its FP8 GEMMs offset routing and all-to-all cost); no penalty applied — lower it for "
    "MoE runs without communication overlap",
)
PREFILL_MFU = (0.5, "estimate: prefill is large GEMMs, like training forward (HFU ~0.5)")
DECODE_MBU = (
    0.7,
    "memory-bandwidth utilisation of decode: Databricks 'LLM inference performance "
    "engineering' (2023) reports MBU ~0.6–0.7 on A100/H100; aiconfigurator applies 0.8",
)


def pipeline_efficiency(plan: Plan) -> float:
    """1 ÷ (1 + bubble), bubble = (pp − 1) ÷ micro-batches per step (1F1B schedule,
    Narayanan et al. 2021 §2.2)."""
    if plan.pp == 1:
        return 1.0
    return 1.0 / (1.0 + (plan.pp - 1) / plan.grad_accum)


def default_hfu(spec: ModelSpec, gpu: GpuSpec, plan: Plan) -> Figure:
    """Hardware FLOPs utilisation for a training plan, ratio: class × scale × link × method ×
    MoE × pipeline bubble."""
    base, base_src = CLASS_HFU[gpu.gpu_class]
    factors: list[tuple[str, float, str]] = [(CLASS_FACTOR_NAMES[gpu.gpu_class], base, base_src)]
    if plan.nodes > 1:
        factors.append((N_("Formula", "several nodes"), *MULTI_NODE_FACTOR))
    no_nvlink = not gpu.interconnect_gbps
    if no_nvlink and plan.gpus > 1 and (plan.tp > 1 or plan.zero == 3):
        factors.append((N_("Formula", "TP/ZeRO-3 over PCIe"), *NO_NVLINK_FACTOR))
    m, m_src = METHOD_FACTOR[plan.method]
    if m != 1.0:
        factors.append((METHOD_FACTOR_NAMES[plan.method], m, m_src))
    if spec.is_moe and MOE_FACTOR[0] != 1.0:
        factors.append((N_("Formula", "mixture of experts"), *MOE_FACTOR))
    bubble = pipeline_efficiency(plan)
    if bubble < 1.0:
        factors.append(
            (
                N_("Formula", "pipeline bubble"),
                bubble,
                "1 ÷ (1 + (pp − 1) ÷ micro-batches), Narayanan 2021",
            )
        )
    value = 1.0
    for _, f, _ in factors:
        value *= f
    return Figure(
        "hfu",
        "Hardware FLOPs utilisation (default)",
        value,
        "ratio",
        " × ".join(name for name, _, _ in factors),
        tuple((name, f) for name, f, _ in factors),
        "; ".join(f"{name}: {src}" for name, _, src in factors),
        low=value * 0.7,
        high=min(value * 1.3, 1.0),
        notes=(EDIT_MFU,),
    )


def prefill_mfu(gpu: GpuSpec, plan: Plan) -> Figure:
    """Share of dense peak that prefill sustains, ratio."""
    base = PREFILL_MFU[0] * CLASS_HFU[gpu.gpu_class][0] / CLASS_HFU[GpuClass.DATACENTER][0]
    return Figure(
        "prefill_mfu",
        "Prefill utilisation",
        base,
        "ratio",
        "prefill MFU × (class HFU ÷ datacenter HFU)",
        (("datacenter prefill MFU", PREFILL_MFU[0]), ("GPU class", gpu.gpu_class.value)),
        PREFILL_MFU[1],
    )


def decode_mbu(override: float | None) -> Figure:
    """Share of peak memory bandwidth decode sustains, ratio (workload override first)."""
    value = override if override is not None else DECODE_MBU[0]
    return Figure(
        "decode_mbu",
        "Decode bandwidth utilisation",
        value,
        "ratio",
        "bytes read per second ÷ peak memory bandwidth",
        (("value", value),),
        "workload override" if override is not None else DECODE_MBU[1],
    )
