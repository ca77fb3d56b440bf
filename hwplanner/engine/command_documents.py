"""The other commands' JSON documents: `hwplanner estimate --json` without --gpu, of a project
file, `recommend --json`, `check --json` and `fit --json` (document.py declares one plan's and
what these share with it; the JSON Schemas and docs/CLI.md's key tables are generated from both).
Apart from one plan's document, which a new process of `estimate --json` builds and writes: its
classes are ~4 ms it need not spend on these.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from hwplanner.engine.document import EstimateDocument, ModelRef, Number, _Doc


class GpuNeeded(_Doc):
    gpu: str = Field(description="the GPU's catalog id")
    name: str
    capacity_bytes: int
    min_gpus: int | None = Field(description="the fewest that fit; null when no count does")
    strategy: str | None
    refused: str | None = Field(
        description="null, or why the plan cannot run on that GPU at all (FP8 training "
        "without FP8 tensor cores, say)"
    )


class EveryGpuDocument(_Doc):
    """`hwplanner estimate --json` without --gpu: the memory per GPU the plan needs (it does not
    depend on the GPU type) and the fewest of each catalog GPU that fit."""

    model: ModelRef = Field(description="`{id, name}`: the model estimated")
    plan: dict[str, Any] = Field(description="every plan value, resolved")
    memory_per_gpu_bytes: dict[str, int] = Field(description="the components and `total`")
    memory_peak_phase: str = Field(description="where the peak falls")
    gpus_needed: list[GpuNeeded] = Field(
        description="one object per catalog GPU, smallest first: `gpu, name, capacity_bytes, "
        "min_gpus, strategy` (null when no count fits) and `refused` (null, or why the plan "
        'cannot run on that GPU at all; the table says "refused (--precision)")'
    )
    notes: list[str] = Field(
        description="plain-language notes on how the memory was sized (rows of micro-batches "
        "padded to their longest sample, not the sequence length)"
    )


class ScenarioDocument(EstimateDocument):
    """One scenario of a project: its name, then the estimate document."""

    name: str = Field(description="the scenario's name")


class ProjectDocument(_Doc):
    """`hwplanner estimate PROJECT.json --json`: every selected scenario's estimate."""

    project: str = Field(description="the project's name")
    scenarios: list[ScenarioDocument] = Field(
        description="each scenario: `name`, then every key of the estimate document"
    )


class RecommendBudget(_Doc):
    usd: float | int
    basis: str


class RecommendOption(_Doc):
    gpu: str
    gpus: int
    where: Literal["cloud", "owned"]
    instance: str | None
    zero: int
    tp: int
    pp: int
    ep: int  # expert-parallel degree (a mixture of experts), 1: none
    cp: int  # context-parallel degree (training), 1: none
    prefill_replicas: int  # replicas that only prefill (disaggregated serving); 0: none
    # serving: the scheduler's sequences where the option sets them (a hybrid on vLLM with
    # fewer cache blocks than its default max_num_seqs: the most that starts); null: default
    max_num_seqs: int | None
    # RL: the inference engine's tensor parallelism (widened where the plan's holds no
    # completion); null: no inference engine (training, serving, a trainer that generates)
    rollout_tp: int | None
    hours: Number
    # serving: a request's latency at the plan's load, what "fastest" ranks by; null: training
    request_latency_s: Number
    usd: Number
    run_usd: Number
    purchase_usd: Number
    memory_gib_per_gpu: float | int
    meets_deadline: bool | None
    meets_budget: bool | None
    meets_load: bool | None
    purchase_within_budget: bool | None


class RecommendRejected(_Doc):
    gpu: str
    why: str


class RecommendUnknownCost(_Doc):
    gpu: str
    where: Literal["cloud", "owned"]
    why: str


class RecommendLever(_Doc):
    gpu: str
    change: str
    gpus: int
    baseline_gpus: int | None  # GPUs the plan as given needs; null: it fits on none
    # the same model, data and arithmetic (false: other numerics, or shorter examples)
    keeps_run: bool
    hours: Number
    request_latency_s: Number  # serving: a request's latency at the load; null: training


class RecommendDocument(_Doc):
    """`hwplanner recommend --json`: the hardware that runs the plan, ranked."""

    budget: RecommendBudget | None = Field(
        description="`{usd, basis}`: the budget given and what options are weighed against; "
        "null when none is given"
    )
    by_time: list[RecommendOption] = Field(
        description="options that meet every constraint given, fastest first (serving: the "
        "lowest request latency at the plan's load, `request_latency_s`; its `hours` are the "
        "replicas' busy time, which follows the load): `gpu, gpus, "
        "where` (cloud or owned), `instance, zero, tp, pp, hours, usd` (= `run_usd`), "
        "`purchase_usd, memory_gib_per_gpu`, and "
        "`meets_deadline, meets_budget, meets_load, purchase_within_budget` (null: no such "
        "constraint)"
    )
    by_cost: list[RecommendOption] = Field(description="the same options, cheapest first")
    rejected: list[RecommendRejected] = Field(
        description="`{gpu, why}`: GPUs that cannot run the plan at all"
    )
    levers: list[RecommendLever] = Field(
        description="`{gpu, change, gpus, baseline_gpus, keeps_run, hours, request_latency_s}`: "
        "changes to the plan that run it on fewer GPUs of a type than the plan as given "
        "(within the deadline, when one is given; serving: FP8 or 4-bit weights or an FP8 KV "
        "cache, within the latency targets and carrying the load), those that keep the run "
        "first (`keeps_run`: the same model, data and arithmetic), a shorter sequence last"
    )
    unmet: list[str] = Field(
        description="empty, or — when no option meets the deadline, budget or load given "
        "(options that break one are never listed) — which constraint fails and by how much"
    )
    unknown_costs: list[RecommendUnknownCost] = Field(
        description="`{gpu, where, why}`: why a ranked option's cost is null, once per GPU "
        "and place (no rental price; no purchase price; no published power)"
    )
    notes: list[str] = Field(
        description="plain-language notes: how the inputs were read (a model's import, an "
        "alias, a framework's own notation, options that change nothing), then how the "
        "options were sized (memory for the rows of micro-batches padded to their longest "
        "sample, not the sequence length)"
    )


class CheckRow(_Doc):
    quantity: str
    planned: Number
    measured: float | int
    unit: str
    difference: Number
    counts: str
    cause: str | None
    tool: str
    line: str
    note: str | None


class CheckDocument(_Doc):
    """`hwplanner check --json`: a plan beside what a real run printed."""

    scenario: str | None = Field(
        description="the project scenario checked; null when the plan came from options"
    )
    model: str = Field(description="the plan's model id")
    gpu: str = Field(description="the plan's GPU id")
    method: str = Field(description="the plan's method")
    stored: dict[str, float] = Field(
        description="with `--apply`: the values kept in the project as the scenario's own "
        "(`workload.mfu`, `plan.memory_share`); empty otherwise"
    )
    rows: list[CheckRow] = Field(
        description="a row per quantity read: `quantity` (allocated, reserved, device, "
        "weights, kv_cache, kv_tokens, max_concurrency, memory_share, "
        "tokens_per_second_per_gpu, mfu), `planned` (the plan's figure counted as the tool "
        "counts it; null when the plan has none), `measured` (bytes, tokens, a share or "
        "tokens/s: the highest memory reading, the median speed, else the last), `unit`, "
        "`difference` ((measured − planned) ÷ planned), `counts` (what both sides count), "
        "`cause` (the likely cause of a gap over 10%; null when they agree), `tool`, `line` "
        "(as printed), `note` (how the unit was read, when not plain)"
    )


class FitQuality(_Doc):
    model: str
    measure: str
    full: float
    quantized: float
    lower_is_better: bool
    worse_by: float
    source: str
    caveat: str | None


class FitRowDoc(_Doc):
    weight_format: str
    kv_dtype: str
    total_bytes: int | None
    fits: bool
    longest_context: int | None
    users: int | None
    decode_tokens_per_second: Number
    planned: bool
    checkpoint: bool
    model_limit: bool
    quality: FitQuality | None


class FitDocument(_Doc):
    """`hwplanner fit --json`: which weight formats and KV-cache types serve the model on the
    plan's GPUs, at what context and for how many users."""

    model: str = Field(description="the plan's model id")
    gpu: str = Field(description="the plan's GPU id")
    gpus: int = Field(description="GPUs of one replica (the plan's tensor × pipeline parallel)")
    framework: str = Field(description="the serving engine")
    context: int = Field(description="the plan's context per sequence, tokens")
    notes: list[str] = Field(
        description="what the model import and the options said (options this plan does not use)"
    )
    rows: list[FitRowDoc] = Field(
        description="the plan as it stands first, then a row per weight format × KV-cache type "
        "the engine serves on the GPU: `weight_format` (as served), `kv_dtype`, `total_bytes` "
        "(per GPU, one user at the plan's context), "
        "`fits` (that user fits), `longest_context` (one user's longest context that fits, a "
        "multiple of 128; null: none), `users` (sequences at the plan's context the KV cache "
        "holds at once, each at full context; null when one does not fit), "
        "`decode_tokens_per_second` (one user alone; null when it does not fit), `planned` (the "
        "plan's own row), `checkpoint` (the checkpoint's own format: no cost shown against its "
        "release), `model_limit` (`longest_context` is the model's maximum position, not "
        "memory's), `quality` "
        "(the format's published cost against 16 bits: `model`, `measure`, `full`, "
        "`quantized`, `lower_is_better`, `worse_by` (the loss as a share of the 16-bit "
        "figure), `source`, `caveat`; null for 16 bits and for the checkpoint's own format)"
    )
