"""How much work a plan does and what the site charges: tokens, utilisation, prices, power."""

from __future__ import annotations

import math
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

# name -> (low, low inclusive, high, high inclusive, unit, default's source). One table feeds the
# validation messages, the CLI help and docs/METHOD-budget.md, so they cannot disagree.
RANGES: dict[str, tuple[float, bool, float, bool, str, str]] = {
    "tokens": (0, False, 1e16, True, "tokens", "training tokens seen (all epochs)"),
    "dataset_tokens": (0, False, 1e16, True, "tokens", "unique tokens in the dataset"),
    "epochs": (0, False, 10_000, True, "count", "passes over the dataset"),
    "mfu": (0, False, 1, True, "ratio", "model FLOPs utilisation override (PaLM definition)"),
    "bandwidth_utilisation": (0, False, 1, True, "ratio", "decode memory-bandwidth utilisation"),
    "cloud_usd_per_gpu_hour": (0, True, 1_000, True, "usd", "catalog price when unset"),
    "gpu_price_usd": (0, True, 10_000_000, True, "usd", "catalog street price when unset"),
    "server_usd_per_node": (0, True, 10_000_000, True, "usd", "by GPU class when unset"),
    "network_usd_per_node": (0, True, 10_000_000, True, "usd", "by GPU class when unset"),
    "amortisation_years": (0, False, 30, True, "years", "3 years: common GPU depreciation life"),
    "electricity_usd_per_kwh": (0, True, 10, True, "usd/kwh", "US commercial ~0.13 (EIA 2024)"),
    "pue": (1, True, 5, True, "ratio", "Uptime Institute survey average ~1.5–1.6"),
    "co2_kg_per_kwh": (0, True, 2, True, "kg/kwh", "~0.4: US/world grid average (EPA, IEA)"),
    "gpu_power_fraction": (0, False, 1, True, "ratio", "average draw / TDP under training"),
    "host_power_w_per_node": (0, True, 100_000, True, "w", "by GPU class when unset"),
    "cpu_power_w": (0, True, 5_000, True, "w", "workstation CPU package power"),
    "psu_headroom": (1, True, 3, True, "ratio", "PSU margin over steady draw (GPU transients)"),
    "staff_usd_per_year": (0, True, 10_000_000, True, "usd", "loaded cost of one engineer"),
    "staff_share": (0, True, 1_000, True, "count", "FTE; unset: 0.05 per node, at least 0.1"),
    "space_usd_per_node_year": (0, True, 1_000_000, True, "usd", "by GPU class when unset"),
    "duty_cycle": (0, False, 1, True, "ratio", "share of hours owned hardware is busy"),
    "checkpoints_kept": (1, True, 100_000, True, "count", "resumable checkpoints kept on disk"),
    "storage_usd_per_gb_month": (0, True, 100, True, "usd", "S3 Standard us-east-1: $0.023"),
    "onprem_storage_usd_per_tb": (0, True, 100_000, True, "usd", "enterprise NVMe/NAS, ~$100/TB"),
    "raw_bytes_per_token": (0, False, 1_000, True, "bytes", "≈4 characters per BPE token"),
    "inter_node_gbit_per_node": (0, False, 1_000_000, True, "gbit/s", "by GPU class when unset"),
    "dataloader_workers_per_gpu": (0, True, 256, True, "count", "PyTorch DataLoader workers"),
    "prompt_tokens": (0, False, 100_000_000, True, "tokens", "average prompt per request"),
    "output_tokens": (0, False, 100_000_000, True, "tokens", "average generated per request"),
    "requests_per_day": (0, False, 1e12, True, "count", "inference requests served per day"),
    "serving_days": (0, False, 36_500, True, "days", "length of the serving period costed"),
}

DEFAULT_TRAINING_TOKENS = 1e9  # used (with a warning) when neither tokens nor dataset is given


def range_text(name: str) -> str:
    """'0 < mfu ≤ 1' style text for a field's allowed range."""
    low, low_inc, high, high_inc, _, _ = RANGES[name]
    return f"{low:g} {'≤' if low_inc else '<'} {name} {'≤' if high_inc else '<'} {high:g}"


class Workload(BaseModel):
    """The run's size and the site's prices. Unset (None) fields take a documented default.

    Defaults and their sources are in RANGES and docs/METHOD-budget.md.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    # How much training.
    tokens: float | None = None
    dataset_tokens: float | None = None
    epochs: float = 1.0
    # Utilisation overrides.
    mfu: float | None = None
    bandwidth_utilisation: float | None = None
    # Prices.
    cloud_usd_per_gpu_hour: float | None = None
    gpu_price_usd: float | None = None
    server_usd_per_node: float | None = None
    network_usd_per_node: float | None = None
    amortisation_years: float = 3.0
    electricity_usd_per_kwh: float = 0.15
    pue: float = 1.5
    co2_kg_per_kwh: float = 0.4
    gpu_power_fraction: float = 0.8
    host_power_w_per_node: float | None = None
    cpu_power_w: float = 250.0
    psu_headroom: float = 1.25
    staff_usd_per_year: float = 150_000.0
    staff_share: float | None = None
    space_usd_per_node_year: float | None = None
    duty_cycle: float = 0.7
    # Storage and data.
    checkpoints_kept: int = 3
    storage_usd_per_gb_month: float = 0.023
    onprem_storage_usd_per_tb: float = 100.0
    raw_bytes_per_token: float = 4.0
    inter_node_gbit_per_node: float | None = None
    dataloader_workers_per_gpu: int = 4
    # Inference traffic.
    prompt_tokens: int = 1000
    output_tokens: int = 250
    requests_per_day: float = 10_000.0
    serving_days: float = 30.0

    @field_validator("*", mode="after")
    @classmethod
    def _in_range(cls, value: Any, info: Any) -> Any:
        name = str(info.field_name)
        if value is None or name not in RANGES:
            return value
        low, low_inc, high, high_inc, _unit, _ = RANGES[name]
        v = float(value)
        ok = (
            math.isfinite(v)
            and (v >= low if low_inc else v > low)
            and (v <= high if high_inc else v < high)
        )
        if not ok:
            raise ValueError(f"{name}: {value!r} is outside the allowed range {range_text(name)}")
        return value

    @property
    def training_tokens(self) -> float:
        """Tokens the run trains on: `tokens`, else dataset tokens × epochs, else a 1B default."""
        if self.tokens is not None:
            return self.tokens
        if self.dataset_tokens is not None:
            return self.dataset_tokens * self.epochs
        return DEFAULT_TRAINING_TOKENS

    def staff_fte(self, nodes: int) -> float:
        """Engineers' time the hardware takes, FTE: the workload's figure, else 0.05 per node
        and at least 0.1 (estimate: one administrator per ~20 GPU servers)."""
        if self.staff_share is not None:
            return self.staff_share
        return max(0.1, 0.05 * nodes)

    @property
    def tokens_given(self) -> bool:
        return self.tokens is not None or self.dataset_tokens is not None

    @property
    def unique_tokens(self) -> float:
        """Tokens the dataset holds on disk: dataset tokens, else training tokens ÷ epochs."""
        if self.dataset_tokens is not None:
            return self.dataset_tokens
        return self.training_tokens / self.epochs
