"""The JSON contracts as pydantic models: the `estimate --json` document and the project file.

`json_schemas()` turns them into the JSON Schema files shipped in resources/schemas/
(scripts/make_schemas.py writes them; a test keeps them current and checks real output
against them).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from hwplanner.engine.plan.plan import Plan
from hwplanner.project import Project

Number = float | int | None


class _Doc(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ModelRef(_Doc):
    id: str
    name: str


class GpuRef(_Doc):
    id: str
    name: str
    capacity_bytes: int
    count: int
    per_node: int
    nodes: int


class Params(_Doc):
    total: int
    active: int
    trainable: int
    by_module: dict[str, int]


class Currency(_Doc):
    """The currency money is shown in; money values stay US dollars."""

    code: str
    per_usd: float


class FigureDoc(_Doc):
    """One figure's working (engine/explain.py Figure.as_dict)."""

    label: str
    value: Number
    unit: str
    formula: str
    inputs: dict[str, float | int | str | None]
    source: str
    low: Number = None
    high: Number = None
    notes: list[str] = []
    display: str = ""
    currency: Currency | None = None  # money shown in another currency than USD
    undefined: str | None = None  # why the value is null: no finite value for these inputs


class ParallelProposal(_Doc):
    """A serving plan that does not fit: the parallelism that makes it fit."""

    changes: dict[str, int]
    gpus: int
    total_bytes: int | float
    text: str


class TrainingProposal(_Doc):
    """A training plan that does not fit: the changes that make it fit (GPUs per node, nodes,
    ZeRO stage; full activation checkpointing when no count fits without it)."""

    changes: dict[str, int | str]
    gpus: int
    total_bytes: int | float
    text: str


class EstimateDocument(_Doc):
    """`hwplanner estimate --json` (and `hwplanner.api.estimate(...).as_dict()`). Byte counts
    are integers; a figure with no finite value is null."""

    schema_version: Literal[1]
    hwplanner_version: str
    model: ModelRef
    gpu: GpuRef
    plan: dict[str, Any]
    params: Params
    memory_per_gpu_bytes: dict[str, int | None]
    memory_peak_phase: str
    memory_phase_totals_bytes: dict[str, int | None]
    overheads_bytes: dict[str, int | None]
    host_offload_bytes: int | None
    nvme_offload_bytes: int | None
    paged_bytes: int | None
    verdict: Literal["fits", "tight", "fits_with_paging", "fits_fewer_sequences", "does_not_fit"]
    fits: bool
    memory_limit_bytes: int | None
    headroom_bytes: int | None
    min_gpus: int | None
    min_gpus_strategy: str | None
    # at that count a paged KV pool runs the plan holding this many of its sequences at full
    # context (null: it holds them all)
    min_gpus_held_sequences: int | None
    parallel_proposal: ParallelProposal | None
    training_proposal: TrainingProposal | None
    warnings: list[str]
    notes: list[str]
    kind: Literal["training", "inference"]
    compute: dict[str, Number]
    time: dict[str, Number]
    cost: dict[str, Number]
    cost_cloud_items: dict[str, Number]
    cost_onprem_items: dict[str, Number]
    hidden_costs: dict[str, Number]
    energy: dict[str, Number]
    storage: dict[str, Number]
    network: dict[str, Number]
    power: dict[str, Number]
    prices: dict[str, Number]
    currency: Currency
    serving: dict[str, Number] | None = None  # inference plans: latency and service levels
    host_ram_bytes: int | None
    host_ram_beyond_server: bool  # more than a server of the GPU's class holds
    explain: dict[str, FigureDoc]
    # with --max-batch / --max-seq
    max_micro_batch: int | None = None
    max_seq_len: int | None = None


def json_schemas() -> dict[str, dict[str, Any]]:
    """{file name: JSON Schema} for the shipped contracts."""
    estimate = EstimateDocument.model_json_schema()
    estimate["properties"]["plan"] = {
        "description": "every plan value, resolved; user_fields names the user's",
        **Plan.model_json_schema(mode="serialization"),
    }
    project = Project.model_json_schema(mode="validation")
    for schema, title in ((estimate, "hwplanner estimate --json"), (project, "hwplanner project")):
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = title
    return {"estimate.schema.json": estimate, "project.schema.json": project}
