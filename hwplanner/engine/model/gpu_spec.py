"""An accelerator's datasheet figures, and cloud instance shapes built from it."""

# No `from __future__ import annotations` in this module: pydantic would compile every
# field's annotation from its text as each model is built, a share of every command's
# start-up (forward references are quoted instead).
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from hwplanner.engine.core.limits import ID_MAX, NAME_MAX, NOTE_MAX, SHORT_TEXT_MAX, SOURCE_MAX
from hwplanner.engine.core.message import Message
from hwplanner.engine.core.units import GIB
from hwplanner.engine.model.prices import PriceBook
from hwplanner.engine.plan.framework_spec import HOST_OP_S


class GpuClass(StrEnum):
    DATACENTER = "datacenter"
    WORKSTATION = "workstation"
    CONSUMER = "consumer"


class GpuSpec(BaseModel):
    """One accelerator. TFLOPS are dense (no 2:4 sparsity); bandwidths are decimal GB/s."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    id: str = Field(min_length=1, max_length=ID_MAX)
    name: str = Field(min_length=1, max_length=NAME_MAX)
    vendor: str = Field(default="", max_length=SHORT_TEXT_MAX)
    form_factor: str = Field(default="", max_length=SHORT_TEXT_MAX)
    gpu_class: GpuClass = GpuClass.DATACENTER
    memory_gb: float = Field(ge=0.01, le=100_000, description="capacity as marketed")
    memory_gib: float = Field(ge=0.01, le=100_000, description="capacity the device reports")
    cuda_memory_gib: float | None = Field(
        default=None,
        ge=0.01,
        le=100_000,
        description="the total CUDA reports (torch.cuda.mem_get_info, PyTorch's 'total "
        "capacity'), below memory_gib by what the driver keeps: a serving engine's memory share "
        "is of it; None: memory_gib",
    )
    memory_type: str = Field(default="", max_length=SHORT_TEXT_MAX)
    unified_memory_gb: float | None = Field(
        default=None,
        ge=0.01,
        le=100_000,
        description="memory the GPU shares with its CPU and the OS (an APU, Apple silicon); "
        "memory_gib is the part the GPU may take; None: a card with memory of its own",
    )
    memory_bandwidth_gbps: float = Field(ge=0.1, le=1e6, description="GB/s, decimal")
    bf16_tflops: float | None = Field(default=None, ge=1e-3, le=1e6)
    fp16_tflops: float | None = Field(default=None, ge=1e-3, le=1e6)
    fp8_tflops: float | None = Field(default=None, ge=1e-3, le=1e6)
    fp4_tflops: float | None = Field(default=None, ge=1e-3, le=1e6)
    fp32_tflops: float | None = Field(default=None, ge=1e-3, le=1e6)
    int8_tops: float | None = Field(default=None, ge=1e-3, le=1e6)
    tdp_w: float | None = Field(
        ge=1,
        le=100_000,
        description="maximum power, W (a unified-memory machine: the whole machine's); "
        "None: not published, and the energy, electricity and power figures are unknown",
    )
    interconnect: str = Field(default="", max_length=SHORT_TEXT_MAX)
    interconnect_gbps: float | None = Field(
        default=None, ge=0, le=1e6, description="GPU-to-GPU bandwidth per GPU, GB/s, bidirectional"
    )
    pcie_gbps: float | None = Field(default=None, ge=0.1, le=1e6, description="GB/s per direction")
    release_year: int | None = Field(default=None, ge=1900, le=2200)
    architecture: str = Field(
        default="",
        max_length=SHORT_TEXT_MAX,
        description="microarchitecture (volta, turing, ampere, ada, hopper, blackwell, rubin, "
        "cdna3, …): which tensor-core formats and engines it runs; '' unknown",
    )
    matmul_efficiency: float | None = Field(
        default=None,
        ge=0.01,
        le=1,
        description="best dense bf16 matmul ÷ datasheet peak (MAMF), measured; None: unknown",
    )
    stream_bandwidth_efficiency: float | None = Field(
        default=None,
        ge=0.01,
        le=1,
        description="best measured stream kernel (BabelStream's best of Copy, Mul, Add, Triad "
        "and Dot, or a read-only kernel) ÷ datasheet memory bandwidth; None: unknown",
    )
    sm_count: int | None = Field(
        default=None,
        ge=1,
        le=100_000,
        description="streaming multiprocessors (SMs) as shipped, as the vendor's architecture "
        "paper or a die analysis gives them (what kernels that hold SMs take a share of); "
        "None: not sourced",
    )
    scaleout_gbit: float | None = Field(
        default=None,
        ge=1,
        le=1e6,
        description="the compute (east-west) network of the vendor's reference system, Gb/s a "
        "GPU per direction (its NICs, one rail a GPU), as its catalog row's source gives it; "
        "None: the class rule (400 Gb/s a GPU from Hopper on, 200 before)",
    )
    price_usd: float | None = Field(default=None, ge=0, le=1e9)
    price_date: str = Field(default="", max_length=SHORT_TEXT_MAX)
    cloud_usd_per_gpu_hour: float | None = Field(default=None, ge=0, le=1e5)
    cloud_price_date: str = Field(default="", max_length=SHORT_TEXT_MAX)
    source: str = Field(default="", max_length=SOURCE_MAX)
    confidence: str = Field(default="", max_length=SHORT_TEXT_MAX)
    notes: str = Field(default="", max_length=NOTE_MAX)
    # Dated price rows, exchange rates and regional site prices (catalog.py attaches them; never
    # saved with a project or a user's catalog entry).
    prices: PriceBook | None = Field(default=None, exclude=True)

    @property
    def whole_machine(self) -> bool:
        """A computer of its own whose GPU shares one pool of memory with its CPU (DGX Spark,
        Apple silicon, an APU mini-PC), not a card in a server: one per node, its own power
        figure and supply, its price the whole computer's."""
        return self.unified_memory_gb is not None

    @property
    def capacity_bytes(self) -> int:
        return int(self.memory_gib * GIB)

    @property
    def cuda_capacity_bytes(self) -> int:
        """The card as CUDA reports it (cuda_memory_gib, at most memory_gib), else
        capacity_bytes."""
        cuda = min(self.cuda_memory_gib, self.memory_gib) if self.cuda_memory_gib else None
        return int((cuda or self.memory_gib) * GIB)

    def peak_tflops(self, compute_dtype: str) -> float:
        """Dense peak for the dtype a plan computes in, falling back to the next slower format."""
        for name in PEAK_ORDER[compute_dtype]:
            value = getattr(self, name)
            if value:
                return float(value)
        return float(self.fp32_tflops or 1.0)


# GB200 / GB300 NVL72: the compute trays of a rack (4 GPUs each) share one NVLink switch
# fabric of 72 GPUs ("72 Blackwell GPUs ... in a single NVLink domain", NVIDIA GB200 NVL72
# and GB300 NVL72 product pages)
NVL72_DOMAIN_GPUS = 72


def baseboard(gpu: GpuSpec) -> str:
    """How a datacenter GPU is mounted, from its catalog form factor: "superchip" (Grace with
    GPUs on one board), "sxm" (NVIDIA SXM on an HGX board), "oam" (OAM or vendor modules on a
    universal baseboard: AMD Instinct, Intel Gaudi, Huawei Ascend), "" for a PCIe card."""
    if gpu.gpu_class is not GpuClass.DATACENTER:
        return ""
    form = (gpu.form_factor + " " + gpu.name).upper()
    if "SUPERCHIP" in form:
        return "superchip"
    if "SXM" in form and (gpu.interconnect_gbps or 0) >= 300:
        return "sxm"
    if "OAM" in form or "MODULE" in form:
        return "oam"
    return ""


def host_op_s(gpu: GpuSpec) -> float:
    """CPU seconds for one launched op on the host beside `gpu` (HOST_OP_S): Grace beside a
    superchip's GPUs (GH200's, else GB200's), an x86 server's otherwise (the Arm hosts of
    workstations such as DGX Spark are not measured and take it too)."""
    if baseboard(gpu) != "superchip":
        return HOST_OP_S["x86"]
    return HOST_OP_S["grace-hopper" if gpu.architecture == "hopper" else "grace"]


def nvlink_domain(gpu: GpuSpec) -> int | None:
    """GPUs on one NVLink switch fabric beyond a node, for rack-scale NVLink systems (NVL72)."""
    return NVL72_DOMAIN_GPUS if "nvl72" in f"{gpu.form_factor} {gpu.name}".lower() else None


# The datasheet figure to use for a compute dtype, and the fallbacks when it is missing.
PEAK_ORDER = {
    "fp4": ("fp4_tflops", "fp8_tflops", "bf16_tflops", "fp16_tflops"),
    "fp8": ("fp8_tflops", "bf16_tflops", "fp16_tflops"),
    "bf16": ("bf16_tflops", "fp16_tflops"),
    "fp16": ("fp16_tflops", "bf16_tflops"),
    "fp32": ("fp32_tflops",),
}


class CloudInstance(BaseModel):
    """A rentable machine shape: how many of which GPU, for how much."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    id: str = Field(min_length=1, max_length=ID_MAX)
    provider: str = Field(max_length=SHORT_TEXT_MAX)
    name: str = Field(max_length=NAME_MAX)
    gpu_id: str = Field(max_length=ID_MAX)
    gpus: int = Field(gt=0, le=1024)
    usd_per_hour: float = Field(ge=1e-3, le=1e6)
    price_date: str = Field(default="", max_length=SHORT_TEXT_MAX)
    region: str = Field(default="", max_length=SHORT_TEXT_MAX)
    source: str = Field(default="", max_length=SOURCE_MAX)
    confidence: str = Field(default="", max_length=SHORT_TEXT_MAX)
    notes: str = Field(default="", max_length=NOTE_MAX)

    @property
    def usd_per_gpu_hour(self) -> float:
        return self.usd_per_hour / self.gpus


# An architecture none of whose kernels has been measured, and the measured one that stands in
# for it in the kernel tables (time/kernels.py, time/techniques.py): Rubin (Vera Rubin NVL72,
# 2026) takes Blackwell's, its predecessor's. Its own peaks still set the rates (a kernel table
# that caps a rate at the measured GPU's peak keeps that cap: FUSED_MOE_CURVE).
KERNEL_STAND_IN = {"rubin": "blackwell"}


def kernel_architecture(gpu: GpuSpec) -> str:
    """The architecture whose kernel measurements a time on `gpu` uses: its own, or for one
    with none published the architecture that stands in for it (KERNEL_STAND_IN)."""
    return KERNEL_STAND_IN.get(gpu.architecture, gpu.architecture)


def confidence_warns(gpu: GpuSpec) -> bool:
    """Whether confidence_note is said where the answer is shown, not only in Explain: a row
    of low confidence, or a GPU timed with another architecture's kernels."""
    return gpu.confidence == "low" or gpu.architecture in KERNEL_STAND_IN


def confidence_note(gpu: GpuSpec) -> Message | None:
    """What a time or speed on this GPU says about the catalog row it used: a row of low or
    medium confidence had figures derived or left unverified (its notes say which); a GPU of
    an architecture with no kernel measured is timed with another's kernels (said first)."""
    row = _row_confidence(gpu)
    stand_in = KERNEL_STAND_IN.get(gpu.architecture)
    if stand_in is None:
        return row
    kernels = Message(
        "No kernel of {gpu}'s architecture ({arch}) has been measured: its times use the "
        "kernel measurements of the architecture before it ({stand_in}) at its own peaks.",
        gpu=gpu.name,
        arch=gpu.architecture.capitalize(),
        stand_in=stand_in.capitalize(),
    )
    return kernels if row is None else Message("{kernels} {row}", kernels=kernels, row=row)


def _row_confidence(gpu: GpuSpec) -> Message | None:
    """confidence_note's word on the catalog row's own figures."""
    if gpu.confidence == "low":
        return Message(
            "The catalog's figures for {gpu} are of low confidence (peaks derived or "
            "unverified, as its notes say): time and speed follow them.",
            gpu=gpu.name,
        )
    if gpu.confidence == "medium":
        return Message(
            "The catalog's figures for {gpu} are of medium confidence (some derived from "
            "related products, as its notes say): time and speed follow them.",
            gpu=gpu.name,
        )
    return None
