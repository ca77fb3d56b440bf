"""The estimate as its JSON document: `hwplanner estimate --json` and `api.estimate(...).as_dict()`.

Declared once, here. Estimate.as_dict() fills these models by keyword, so a key that is not
declared cannot be written; the JSON Schema (resources/schemas/estimate.schema.json) and the key
table of docs/CLI.md are generated from the same declarations and their descriptions
(scripts/make_schemas.py; a test keeps both current). Fields come in the order the document
writes them. Byte counts are integers; a figure with no finite value is null.
"""

# No `from __future__ import annotations` in this module: pydantic would compile every
# field's annotation from its text as each model is built, a share of every command's
# start-up (forward references are quoted instead).
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

# The version of the document: bumped when a key changes meaning or goes.
JSON_SCHEMA_VERSION = 1

Number = float | int | None


class _Doc(BaseModel):
    # built when first used (a JSON document is written), not when the engine is imported:
    # the window and the readable report never build them
    model_config = ConfigDict(extra="forbid", defer_build=True)


def _no_cards() -> "list[CardDoc]":
    """An empty list, as `list` would make. pydantic asks a default factory for its signature;
    a builtin's is parsed from its text by the tokenizer, whose pattern compiles on first use
    (2-5 ms of every JSON estimate), a Python function's is read at once."""
    return []


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


class CardDoc(_Doc):
    """One card of a machine of unequal cards: its pipeline stage, layers and memory."""

    id: str
    name: str
    stage: int
    layers: int
    total_bytes: int | None
    limit_bytes: int | None
    fits: bool


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
    """One figure's working (core/explain.py Figure.as_dict)."""

    label: str
    value: Number
    unit: str
    formula: str
    inputs: dict[str, float | int | str | None]
    source: str
    undefined: str | None = None  # why the value is null: no finite value for these inputs
    low: Number = None
    high: Number = None
    notes: list[str] = []
    display: str = ""
    currency: Currency | None = None  # money shown in another currency than USD


class ParallelProposal(_Doc):
    """A serving plan that does not fit: the parallelism that makes it fit (on unequal cards,
    the split of their layers)."""

    changes: dict[str, int | str]
    gpus: int
    total_bytes: int | float
    text: str


class TrainingProposal(_Doc):
    """A change that makes a training plan that does not fit fit (solve/fixes.py), with what
    the fixed plan costs."""

    changes: dict[str, int | str | bool]
    gpus: int
    total_bytes: int | float
    text: str
    keeps_run: bool | None = None  # the same model, data and optimizer arithmetic
    step_seconds: Number = None
    hours: Number = None
    gpu_hours: Number = None
    cloud_usd: Number = None
    paged_bytes: int | float = 0  # of total_bytes, paged optimizer states host RAM may take


class RuleCheckDoc(_Doc):
    """A rule of thumb checked on this plan (rules.py): the rule as stated and its source, its
    figure for this plan beside hwplanner's, and why they differ."""

    key: str
    rule: str
    source: str
    unit: str
    rule_value: Number
    rule_low: Number = None
    rule_high: Number = None
    hwplanner_value: Number
    hwplanner_figure: str
    agrees: bool
    why: str


Verdict = Literal[
    "fits",
    "tight",
    "fits_with_paging",
    "fits_fewer_sequences",
    "misses_targets",
    "does_not_start",
    "borderline",
    "does_not_fit",
]


class EstimateDocument(_Doc):
    """`hwplanner estimate --json` (and `hwplanner.api.estimate(...).as_dict()`)."""

    schema_version: Literal[1] = Field(
        description="the document's version (1; bumped when a key changes meaning or goes)"
    )
    hwplanner_version: str = Field(description="the program's version")
    model: ModelRef = Field(description="`{id, name}`: the model estimated")
    gpu: GpuRef = Field(
        description="`{id, name, capacity_bytes, count, per_node, nodes}`: the card (its "
        "capacity as the device reports it) and the GPUs in the plan"
    )
    plan: dict[str, Any] = Field(
        description="every plan value, resolved (framework defaults filled in); "
        "`plan.user_fields` names the ones the user set"
    )
    plan_origins: dict[str, str] = Field(
        description="where each plan value comes from: `user`, `framework` (the framework "
        "profile's value for the method and GPU count), `framework_model_size` (the "
        "framework's value for models of this size), `global_batch` (gradient accumulation "
        "the global batch sets), `total_len` (an RL completion length the total sequence "
        "length leaves after the prompt), `checkpoint` (the KV cache the checkpoint's format "
        "implies), "
        "`engine_rule` (what the framework's own rules set for this plan: vLLM's async "
        "scheduling off for n-gram speculation or a hybrid model's prefix caching; NeMo-RL's "
        "packing budget, micro-batch × the longest sequence), "
        "`liger_kernels` (the fused linear loss the framework's Liger switch brings), "
        "`engine` (left unset: the engine's choice) or `default` (the field's own)"
    )
    params: Params = Field(
        description="parameter counts: `total`, `active` (per token), `trainable`, `by_module`"
    )
    memory_per_gpu_bytes: dict[str, int | None] = Field(
        description="per-GPU bytes at the peak: `weights, gradients, optimizer, activations, "
        "kv_cache, reference, reward, critic, rollout, overhead, total` (post-training's extra "
        "models present for every plan, 0 when it holds none); `total_low`/`total_high` bracket "
        "the overheads"
    )
    memory_peak_phase: str = Field(
        description="where the peak falls (forward, backward, optimizer step, serving, generation)"
    )
    memory_phase_totals_bytes: dict[str, int | None] = Field(
        description="every phase's total per GPU"
    )
    overheads_bytes: dict[str, int | None] = Field(
        description="CUDA context, allocator reserve, workspaces, communication buffers"
    )
    cards: list[CardDoc] = Field(
        default_factory=_no_cards,
        description="a serving plan on unequal cards (`plan.other_gpus`): `{id, name, stage, "
        "layers, total_bytes, limit_bytes, fits}` per card, in stage order; the memory fields "
        "above are the fullest card's; empty otherwise",
    )
    host_offload_bytes: int | None = Field(description="what offload moved to host RAM, per GPU")
    nvme_offload_bytes: int | None = Field(description="what ZeRO-Infinity keeps on NVMe, per GPU")
    paged_bytes: int | None = Field(description="paged optimizer states (part of the total)")
    verdict: Verdict = Field(
        description='`"fits"`, `"tight"`, `"fits_with_paging"` (it runs only because paged '
        'optimizer states move to host RAM; `fits` stays true), `"fits_fewer_sequences"` '
        "(serving with a paged KV pool: it holds fewer than `batch` sequences at full context "
        'but at least one; the server runs, `fits` stays true), `"misses_targets"` (serving: it '
        "runs, but its time to first token or per output token at its concurrent users, or at "
        "`--request-rate` or over a `--run-requests` run (at `--slo-percentile` when set), is "
        "past `--ttft-slo-ms` or "
        "`--tpot-slo-ms`; `fits` stays true, `targets_missed` says which), "
        '`"does_not_start"` (serving: it fits, but the engine refuses to start it as planned — '
        "vLLM with more `--max-num-seqs` than a hybrid model's cache blocks; `fits` stays true, "
        '`start_refusal` says why and `proposals` what to set), `"borderline"` (over the card '
        "at the expected overheads but under at their low end: it may run, as the allocator's "
        "reserve and the buffers fall; `fits` stays false and `proposals` stand) or "
        '`"does_not_fit"`'
    )
    start_refusal: str | None = Field(
        description="why the plan would not start and what to set (verdict `does_not_start`: "
        "a serving engine's refusal, or an RL inference engine that holds no completion); null "
        "when it starts"
    )
    targets_missed: list[str] = Field(
        description="a serving plan that runs but misses a latency target at its concurrency "
        "(`--batch`) or request rate (`--request-rate`; at `--slo-percentile` when set): each "
        "target missed, with the plan's value and by how much; empty otherwise"
    )
    fits: bool = Field(description="the plan runs on its GPUs")
    memory_limit_bytes: int | None = Field(
        description="what the plan may use per GPU: the serving framework's memory share, "
        "else the card"
    )
    headroom_bytes: int | None = Field(description="the limit less the total, per GPU")
    min_gpus: int | None = Field(description="the fewest GPUs of this type that fit")
    min_gpus_strategy: str | None = Field(description="how they are laid out (the strategy)")
    min_gpus_held_sequences: int | None = Field(
        description="at that count, a paged KV pool that runs the plan but holds fewer of its "
        "sequences at full context: how many it holds; else null"
    )
    parallel_proposal: ParallelProposal | None = Field(
        description="a serving plan that does not fit: `{changes: {tp, pp[, gpus_per_node, "
        "nodes]}, gpus, total_bytes, text}` that makes it fit (unequal cards: `{changes: "
        "{layer_split}}`, a split of the layers that fits each card); else null"
    )
    training_proposal: TrainingProposal | None = Field(
        description="a training plan that does not fit: the first of `proposals`, what the "
        "app's bar applies; null when it fits or nothing makes it fit (the notes then say what "
        "stays on every GPU)"
    )
    proposals: list[TrainingProposal] = Field(
        description="a training or post-training plan that does not fit: every change that "
        "makes it fit, in the order proposed — first those on the plan's own GPUs that keep "
        "the run (an RL plan's own offloads where its framework has them, activation "
        "checkpointing, a chunked or fused loss, a paged optimizer, the optimizer "
        "step in the backward, activation or optimizer offloading, ZeRO-3, a smaller "
        "micro-batch accumulating more, another tensor/pipeline/expert layout of the same GPUs; "
        "several together when one is not enough), cheapest in "
        "GPU-hours first; then those that change the run (`keeps_run` false: an 8-bit "
        "optimizer, QLoRA, and last a shorter sequence); then more GPUs (the solver's count, "
        "with full checkpointing when no count fits without it). Each: `{changes, gpus, "
        "total_bytes, text, keeps_run, step_seconds, hours, gpu_hours, cloud_usd, "
        "paged_bytes}` (`cloud_usd` null without a cloud price; `paged_bytes`: of "
        "`total_bytes`, the paged optimizer states the driver moves to host RAM, 0 for "
        "none). Empty when it fits. Serving: a plan that "
        "does not fit has `parallel_proposal`; one that runs but misses its latency targets "
        "gets here every change that meets them at its concurrency "
        "(a concurrency cap, more tensor parallelism, an FP8 KV cache, FP8 or 4-bit weights; "
        "`keeps_run` false where the numerics change), fewest GPUs first, `hours` null; one "
        "whose engine would not start it (verdict `does_not_start`) the one setting that "
        "starts it (`max_num_seqs`). An RL plan whose inference engine holds no completion "
        "(verdict `does_not_start`): the smallest wider `rollout_tp` at which it fits and "
        "generates, with the time and cost of the run so changed"
    )
    warnings: list[str] = Field(
        description="plain-language cautions; a field they name is given by its field name "
        "(the readable table shows the option)"
    )
    notes: list[str] = Field(description="plain-language notes, as the warnings")
    rule_checks: list[RuleCheckDoc] = Field(
        description="the well-known rules of thumb this plan is a case of (bytes per parameter "
        "for full fine-tuning, LoRA's share, weights at so many bits, serving's 20%, memory "
        "from an MoE's active parameters, GPUs as memory ÷ card, time as 6·N·D, a 10 Gbit "
        "network, a 750 W supply, NVLink on consumer cards), each `{key, rule, source, unit, "
        "rule_value, rule_low, rule_high, hwplanner_value, hwplanner_figure, agrees, why}`: "
        "the rule's figure for this plan beside hwplanner's (`hwplanner_figure` its `explain` "
        "key; `explain` also holds `rule.<key>`, the rule's working) and one sentence on why "
        "they differ; `agrees` within ±10% (or inside the rule's range)"
    )
    kind: Literal["training", "inference"] = Field(description="`training` or `inference`")
    compute: dict[str, Number] = Field(
        description="training compute and time (inference: throughput): `flops, seconds, "
        "gpu_hours, tokens_per_second_per_gpu, mfu, …`; `step_seconds` is one optimizer step "
        "on the plan's GPUs (compute + communication not hidden); `tokens_per_second_per_gpu` "
        "and `mfu` while training (goodput excluded); `goodput` the share of wall-clock that "
        "trains (`seconds` = (steps × step_seconds + eval_seconds) ÷ goodput); `hfu` the "
        "default hardware FLOPs utilisation, its `explain` inputs giving matmul, attention, "
        "memory-bound, bubble and optimizer seconds. Post-training: `steps_run, "
        "samples_trained, step_seconds, eval_seconds, generation_seconds, scoring_seconds, "
        "training_seconds, sync_seconds, offload_seconds, scoring_flops` (null when unknown: "
        "an engine with no KV cache room)"
    )
    time: dict[str, Number] = Field(
        description="wall-clock `hours`, `days` (post-training: `step_seconds` too)"
    )
    cost: dict[str, Number] = Field(
        description="`cloud_usd, onprem_usd, purchase_usd, break_even_months, "
        "break_even_usd_per_gpu_hour` (the rental price at which this run costs what owning it "
        "does; 0 when owning costs less than the cloud's storage alone): money in US dollars; "
        "null when a price it needs is unknown (an unknown is never 0)"
    )
    cost_cloud_items: dict[str, Number] = Field(description="the cloud cost's line items (USD)")
    cost_onprem_items: dict[str, Number] = Field(
        description="the on-premises cost's line items (USD)"
    )
    hidden_costs: dict[str, Number] = Field(
        description="what a budget of GPU prices alone leaves out (USD)"
    )
    energy: dict[str, Number] = Field(
        description="`kwh, co2_kg, power_w`; null = unknown (a GPU whose power is not "
        "published; CO₂ also without a grid intensity)"
    )
    storage: dict[str, Number] = Field(
        description="`checkpoint_bytes, …, checkpoint_write_seconds`: storage and checkpoint writes"
    )
    network: dict[str, Number] = Field(
        description="`comm_seconds, exposed_comm_seconds, intra_gbps, inter_gbps, traffic_*, "
        "needed_inter_gbit, needed_intra_gbps`: transfers per step on the busiest link, the part "
        "not hidden, bus bandwidths (GB/s), bytes per GPU per step by parallelism, network per "
        "node that keeps the traffic hidden"
    )
    power: dict[str, Number] = Field(
        description="`server_class, node_power_w, psu_w, server_psu_count, rack_units, "
        "nodes_per_rack, racks, rack_kw, cooling, cpu_cores`: the facility; a datacenter GPU's "
        "server counts its redundant supplies (`server_psu_count`), a workstation or desktop "
        "gets one supply's size (`psu_w`); what the server's power sets is null when the "
        "GPU's power is not published"
    )
    prices: dict[str, Number] = Field(
        description="`cloud_usd_per_gpu_hour, gpu_price_usd, electricity_usd_per_kwh, "
        "co2_kg_per_kwh, exchange_rate, server_usd_per_node, network_usd_per_node, "
        "space_usd_per_node_year, staff_usd_per_year`: every price and rate assumed; `explain` "
        "gives each one's rows, dates and sources; null = unknown"
    )
    serving: dict[str, Number] | None = Field(
        default=None,
        description="inference plans only: `ttft_ms, tpot_ms` (time to first token and per "
        "output token at the plan's concurrent sequences, `--batch`, or with `--request-rate` "
        "at that Poisson rate, then also `ttft_p50_ms, tpot_p50_ms, ttft_p90_ms, tpot_p90_ms, "
        "ttft_p95_ms, tpot_p95_ms, ttft_p99_ms, tpot_p99_ms` and `max_request_rate_at_slo`, "
        "the highest rate whose mean latencies meet the targets, or with `--slo-percentile` "
        "their values at that percentile, given then as `ttft_at_target_percentile_ms, "
        "tpot_at_target_percentile_ms`, null past saturation) and `request_latency_s` "
        "(null when no request fits; with `--run-requests`, the means of that benchmark run, "
        "beside the same percentiles over its requests, with `--slo-percentile` the two "
        "latencies at it, and `run_output_tokens_per_s`, its "
        "output tokens ÷ its length); "
        "`offline_output_tokens_per_s` (every request queued at "
        "once: the replicas at the KV cache's limit); `kv_pool_tokens, concurrency_limit` (the "
        "KV cache the "
        "framework leaves, tokens per GPU, and the requests of average length it holds); "
        "`max_concurrency_at_slo` (the most concurrent users per replica within "
        "`--ttft-slo-ms` and `--tpot-slo-ms`; no target: the KV limit; 0: even one misses); "
        "`requests_per_second, peak_requests_per_second, replicas` (what the plan serves at "
        "that concurrency, the busiest hour's load, the replicas it needs; null: none can); "
        "`tokens_per_step` with speculative decoding (tokens accepted per verification)",
    )
    host_ram_bytes: int | None = Field(description="host RAM per node")
    host_ram_beyond_server: bool = Field(
        description="true when the host RAM per node is more than a server of the GPU's class "
        "holds (~4 TB datacenter, ~2 TB workstation, 192 GB desktop)"
    )
    currency: Currency = Field(
        description="`{code, per_usd}`: the currency money is shown in (values stay USD)"
    )
    explain: dict[str, FigureDoc] = Field(
        description="`<key>.{label, value, unit, formula, inputs, source}`: how each figure was "
        "computed; `<key>.undefined` is present when `value` is null: why (a price nobody set, "
        "a break-even that never comes); the document is strict JSON, never NaN or Infinity"
    )
    max_micro_batch: int | None = Field(
        default=None,
        description="with `--max-batch`: the largest micro-batch (serving: concurrent "
        "sequences) that fits; null when none does",
    )
    max_seq_len: int | None = Field(
        default=None,
        description="with `--max-seq`: the longest sequence (serving: context, a multiple of "
        "128) that fits; null when none does",
    )
