"""The figure keys views look up by name (document.py's `explain` keys): declared here, apart
from the JSON document's models, so that a view or the engine names a figure without building
the document's classes (the readable report and the window never write JSON)."""

from __future__ import annotations

from enum import StrEnum


class FigureKey(StrEnum):
    """The keys of Estimate.figures() (the document's `explain` keys) that views look up by
    name: the sheet, the summary panel, Compare and the readable report. Engine sections name
    their figures within their group; a figure's key is "group.name". tests/test_schemas.py
    checks that every key here is one an estimate produces."""

    COMPUTE_DECODE_MBU = "compute.decode_mbu"
    COMPUTE_FLOPS = "compute.flops"
    COMPUTE_GPU_HOURS = "compute.gpu_hours"
    COMPUTE_HFU = "compute.hfu"
    COMPUTE_MFU = "compute.mfu"
    COMPUTE_PREFILL_MFU = "compute.prefill_mfu"
    COMPUTE_PROCESSED_TOKENS = "compute.processed_tokens"
    COMPUTE_SAMPLES_TRAINED = "compute.samples_trained"
    COMPUTE_SECONDS = "compute.seconds"
    COMPUTE_STEPS_RUN = "compute.steps_run"
    COMPUTE_TOKENS_PER_SECOND_PER_GPU = "compute.tokens_per_second_per_gpu"
    COST_BREAK_EVEN_MONTHS = "cost.break_even_months"
    COST_BREAK_EVEN_USD_PER_GPU_HOUR = "cost.break_even_usd_per_gpu_hour"
    COST_CLOUD_USD = "cost.cloud_usd"
    COST_CLOUD_USD_FOR_THE_LOAD = "cost.cloud_usd_for_the_load"
    COST_CLOUD_USD_PER_MILLION_TOKENS = "cost.cloud_usd_per_million_tokens"
    COST_ONPREM_USD = "cost.onprem_usd"
    COST_PURCHASE_USD = "cost.purchase_usd"
    COST_CLOUD_ITEMS_CLOUD_GPU_USD = "cost_cloud_items.cloud_gpu_usd"
    ENERGY_KWH = "energy.kwh"
    MEMORY_ACTIVATIONS = "memory.activations"
    MEMORY_HOST_OFFLOAD = "memory.host_offload"
    MEMORY_LOSS = "memory.loss"
    MEMORY_NVME_OFFLOAD = "memory.nvme_offload"
    MEMORY_OPTIMIZER = "memory.optimizer"
    MEMORY_PAGED = "memory.paged"
    MEMORY_TOTAL = "memory.total"
    PARAMS_ACTIVE = "params.active"
    PARAMS_TOTAL = "params.total"
    PARAMS_TRAINABLE = "params.trainable"
    STORAGE_TOTAL_BYTES = "storage.total_bytes"
    TIME_DAYS = "time.days"
    TIME_HOURS = "time.hours"
