"""An accelerator's datasheet figures, and cloud instance shapes built from it."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from hwplanner.engine.prices import PriceBook
from hwplanner.engine.units import GIB


class GpuClass(StrEnum):
    DATACENTER = "datacenter"
    WORKSTATION = "workstation"
    CONSUMER = "consumer"


class GpuSpec(BaseModel):
    """One accelerator. TFLOPS are dense (no 2:4 sparsity); bandwidths are decimal GB/s."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    vendor: str = ""
    form_factor: str = ""
    gpu_class: GpuClass = GpuClass.DATACENTER
    memory_gb: float = Field(gt=0, le=100_000, description="capacity as marketed")
    memory_gib: float = Field(gt=0, le=100_000, description="capacity the device reports")
    memory_type: str = ""
    memory_bandwidth_gbps: float = Field(gt=0, description="GB/s, decimal")
    bf16_tflops: float | None = Field(default=None, gt=0)
    fp16_tflops: float | None = Field(default=None, gt=0)
    fp8_tflops: float | None = Field(default=None, gt=0)
    fp4_tflops: float | None = Field(default=None, gt=0)
    fp32_tflops: float | None = Field(default=None, gt=0)
    int8_tops: float | None = Field(default=None, gt=0)
    tdp_w: float = Field(gt=0, le=100_000)
    interconnect: str = ""
    interconnect_gbps: float | None = Field(
        default=None, ge=0, description="GPU-to-GPU bandwidth per GPU, GB/s, bidirectional"
    )
    pcie_gbps: float | None = Field(default=None, gt=0, description="GB/s per direction")
    release_year: int | None = None
    matmul_efficiency: float | None = Field(
        default=None,
        gt=0,
        le=1,
        description="best dense bf16 matmul ÷ datasheet peak (MAMF), measured; None: unknown",
    )
    price_usd: float | None = Field(default=None, ge=0)
    price_date: str = ""
    cloud_usd_per_gpu_hour: float | None = Field(default=None, ge=0)
    cloud_price_date: str = ""
    source: str = ""
    confidence: str = ""
    notes: str = ""
    # Dated price rows, exchange rates and regional site prices (catalog.py attaches them; never
    # saved with a project or a user's catalog entry).
    prices: PriceBook | None = Field(default=None, exclude=True)

    @property
    def capacity_bytes(self) -> int:
        return int(self.memory_gib * GIB)

    def peak_tflops(self, compute_dtype: str) -> float:
        """Dense peak for the dtype a plan computes in, falling back to the next slower format."""
        for name in PEAK_ORDER[compute_dtype]:
            value = getattr(self, name)
            if value:
                return float(value)
        return float(self.fp32_tflops or 1.0)


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

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1)
    provider: str
    name: str
    gpu_id: str
    gpus: int = Field(gt=0, le=1024)
    usd_per_hour: float = Field(gt=0)
    price_date: str = ""
    region: str = ""
    source: str = ""
    confidence: str = ""
    notes: str = ""

    @property
    def usd_per_gpu_hour(self) -> float:
        return self.usd_per_hour / self.gpus
