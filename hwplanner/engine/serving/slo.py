"""Service levels: the KV cache pool, the concurrency that meets a TTFT/TPOT target, the
requests/s it serves, and the replicas a day's load needs at its busiest hour."""

from __future__ import annotations

import math
from dataclasses import dataclass

from hwplanner.engine.core.explain import Figure, Input
from hwplanner.engine.core.message import FieldRef, Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.datasets import asked_output
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload, decoding_context
from hwplanner.engine.scenario.serving_config import (
    PageLayout,
    ServingConfig,
    attention_layers_kv_bytes,
    cached_prefix,
    kv_bytes_per_token_layer,
    page_layout,
    sequence_kv_bytes,
    shared_kv_bytes,
    stage_kv_bytes,
)
from hwplanner.engine.scenario.serving_extras import extra_kv_bytes
from hwplanner.engine.scenario.sharding import attention_groups, stage_layers
from hwplanner.engine.serving.latency import Replica
from hwplanner.engine.serving.points import Point


@dataclass(frozen=True, slots=True)
class Pool:
    """The KV cache a replica's GPU can hold, and the sequences of average length it fits."""

    bytes: float  # per GPU
    tokens: float  # tokens of one sequence's KV that fit (per GPU share of the layers)
    limit: float  # concurrent sequences: memory, the scheduler's cap, or the slots configured
    # sequences of the decoding context the memory holds, before the scheduler's cap, and
    # unrounded (a run counts the cache in tokens: their room, BenchmarkRun)
    held: float
    cap: float  # the scheduler's cap on sequences running (inf: none)
    figure_tokens: Figure
    figure_limit: Figure
    # a hybrid paged in one pool (page_layout): the block ids it holds, one of them the null
    # block; None otherwise
    blocks: int | None = None
    # why the engine refuses to start with this pool (None: it starts)
    refusal: Message | None = None
    # the tokens a request holds on average, as `limit` and `held` count it (under an engine
    # that reserves whole requests: its reservation), and the output every request asks for (a
    # data set's one cap; 0: each its own answer's) — _request_tokens
    request: tuple[float, int] = (0.0, 0)


# Requests a server without a KV cache holds at once when its scheduler sets no limit.
NO_KV_LIMIT = 1_000_000


def _pool_tokens(
    cfg: ServingConfig, gpu: GpuSpec, pool: float, per_token: float, share: float, outside: float
) -> Figure:
    """The KV cache pool in tokens (a count; inf without a KV cache), with what sized it: the
    share of the card as CUDA reports it where the catalog gives that figure."""
    tokens = math.floor(pool / per_token) if per_token else math.inf
    card = ((N_("Input", "the card as CUDA reports it, GiB"), gpu.cuda_capacity_bytes / 2**30),)
    return Figure(
        "kv_pool_tokens",
        "KV cache pool",
        tokens,
        "tokens",
        "memory the framework leaves for the KV cache ÷ KV bytes per token on this GPU",
        (
            ("pool bytes per GPU", pool),
            ("bytes per token", per_token),
            ("memory share", share),
            ("share of", cfg.share_of or "none"),
            *(card if gpu.cuda_memory_gib else ()),
            ("overheads outside the share", outside),
        ),
        joined(cfg.source, cfg.framework.outside_share_source),
    )


def kv_pool(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cfg: ServingConfig,
    draft: ModelSpec | None,
    stage: int | None = None,
) -> Pool:
    """What the framework's memory habit leaves for the KV cache on one GPU, and how many
    requests of average length (decoding_context: prompt + half the answer, length-biased where
    answers spread; whole blocks, a cached prefix once) it holds (Kwon et al. 2023: sequences
    hold blocks only for the tokens they have). `stage`: that pipeline stage's GPU and layers (a
    machine of unequal cards); else the stage whose layers hold the most KV per sequence."""
    cap = float(gpu.cuda_capacity_bytes)  # the share is of the card as CUDA reports it
    non_kv = memory.total_bytes - memory.bytes_of("kv_cache")
    share = cfg.memory_share or 1.0
    # what the card holds beside the share (vLLM: CUDA context, NCCL, allocator reserve, graphs)
    outside = max(memory.limit_bytes - share * cap, 0.0) if cfg.share_of == "card" else 0.0
    if cfg.share_of == "static":
        pool = share * cap - memory.bytes_of("weights")
    elif cfg.share_of == "free":
        pool = share * (cap - non_kv)
    else:
        pool = memory.limit_bytes - non_kv
    pool = max(pool, 0.0)
    block = cfg.block_tokens
    whole = cfg.framework.reserves_whole_request
    avg, asked = _request_tokens(workload, bool(whole))
    # the stage whose own layers hold the most KV per sequence bounds the concurrency
    if stage is None:
        per_stage = stage_kv_bytes(spec, plan, avg, 1, block)
        # ties (a hybrid's stages often take as many pages an id): the one with attention
        # layers, whose tokens the pool's figure counts
        stage = max(
            range(plan.pp),
            key=lambda s: (per_stage[s], spec.attending_layers_in(*stage_layers(spec, plan, s))),
        )
    span = stage_layers(spec, plan, stage)
    attending = spec.attending_layers_in(*span)  # a hybrid's attention layers
    if spec.has_global_geometry:  # full and sliding layers, each its own geometry
        per_token = attention_layers_kv_bytes(spec, plan, span)
    else:
        per_token = kv_bytes_per_token_layer(spec, plan) * attending
    cached = cached_prefix(spec, plan, workload.shared_prefix_tokens, block)
    once = shared_kv_bytes(spec, plan, cached, span, block) if cached else 0.0
    per_seq = sequence_kv_bytes(spec, plan, avg, span, block, cached)
    one = plan.model_copy(update={"batch": 1, "context": max(int(avg), 1)})
    per_seq += extra_kv_bytes(spec, one, draft, block)
    layout = page_layout(spec, plan, span)
    blocks = math.floor(pool / layout.block_bytes) if layout is not None else None
    # vLLM's block pool holds one block back for good (BlockPool.null_block)
    null = layout.block_bytes if layout is not None else 0.0
    # a model that keeps no KV cache (encoder-only) is bounded by the scheduler alone
    fits = math.floor(max((pool - once - null) / per_seq, 0.0)) if per_seq else NO_KV_LIMIT
    # the same without whole blocks: what a run that counts the cache in tokens holds
    exact = sequence_kv_bytes(spec, plan, avg, span, 1, cached) + extra_kv_bytes(
        spec, one, draft, 1
    )
    room = max((pool - once - null) / exact, 0.0) if exact else NO_KV_LIMIT
    cap_seqs = cfg.max_seqs
    if cfg.framework.fixed_slots:
        cap_seqs = plan.batch  # llama.cpp: n_ctx × slots is allocated at start, no more
    groups = attention_groups(plan)
    if groups > 1:
        # each attention data-parallel group keeps its own requests' cache; vLLM runs an
        # engine core per DP rank, each with its own cap; SGLang divides its cap among them
        fits *= groups
        room *= groups
        if cap_seqs and cfg.framework.attention_dp_cap_per_group:
            cap_seqs *= groups
    limit = min(fits, cap_seqs) if cap_seqs else fits
    figure_tokens = _pool_tokens(cfg, gpu, pool, per_token, share, outside)
    figure_limit = Figure(
        "concurrency_limit",
        "Concurrent requests the KV cache holds",
        limit,
        "count",
        "(pool − shared prefix once) ÷ KV of one request at its average length (prompt + "
        "output ÷ 2, of the answers' mean weighted by their length where they spread, whole "
        "blocks; an engine that reserves whole requests: prompt + the output each asks for, "
        "its own answer in a benchmark, length-weighted), at most the scheduler's limit; "
        "× attention data-parallel groups, each with its own cache (and, on vLLM, its own "
        "scheduler's limit)",
        (
            ("pool bytes per GPU", pool),
            *(((N_("Input", "attention data-parallel groups"), groups),) if groups > 1 else ()),
            (
                N_("Input", "tokens reserved per request") if whole else "average request tokens",
                avg,
            ),
            *(
                ((N_("Input", "output every request asks for (the data set's max_tokens)"), asked),)
                if asked
                else ()
            ),
            ("bytes per request", per_seq),
            ("cached prefix tokens", cached),
            ("scheduler limit", cap_seqs or 0),
            *(_layout_inputs(layout, blocks, avg) if layout is not None else ()),
        ),
        joined(
            "Kwon et al. 2023 (PagedAttention)",
            cfg.source,
            cfg.framework.attention_dp_source if groups > 1 else "",
            whole,
            cfg.framework.hybrid_pages if layout is not None else "",
        ),
    )
    refusal = _start_refusal(cfg, plan, blocks)
    cap = float(cap_seqs) if cap_seqs else math.inf
    tokens = figure_tokens.value
    return Pool(
        pool, tokens, limit, room, cap, figure_tokens, figure_limit, blocks, refusal, (avg, asked)
    )


def _request_tokens(workload: Workload, whole: bool) -> tuple[float, int]:
    """(tokens one running request holds in the cache on average, the output every request asks
    for where the data set asks one cap): its average context; under an engine that reserves
    whole requests (`whole`) its prompt and the output it asks for — a data set's one cap
    (MLPerf's max_new_tokens 1,024) whatever it decodes, else the benchmarks' max_tokens, each
    request its own answer's length (vllm bench serve and genai-perf), held for as long as it
    decodes, so long answers count by their length as decoding_context counts them (E[L²] ÷
    E[L]; the answer where they are alike)."""
    prompt = workload.prompt_tokens
    avg = decoding_context(prompt, workload.output_tokens, workload.output_spread())
    asked = asked_output(workload.dataset_name, workload.output_tokens_max) if whole else 0
    if asked:
        return prompt + asked, asked
    return (prompt + 2 * (avg - prompt) if whole else avg), 0


def _start_refusal(cfg: ServingConfig, plan: Plan, blocks: int | None) -> Message | None:
    """Why vLLM would not start with a hybrid's pool of `blocks` block ids (None: it starts):
    its CUDA graphs of the whole decode batch index a state block per sequence, and it raises
    at start-up rather than capture fewer (config/compilation.py); run eagerly, it captures
    none."""
    if blocks is None or not plan.graphs_captured or not cfg.max_seqs or cfg.max_seqs <= blocks:
        return None
    return Message(
        "vLLM stops at start-up: {field} ({seqs:,}) exceeds the {blocks:,} cache blocks "
        "this plan leaves it, and under CUDA graphs every running sequence of a hybrid "
        "model needs one; set {field} to {blocks:,} or fewer, or give the KV cache more "
        "memory.",
        field=FieldRef("plan.max_num_seqs"),
        seqs=cfg.max_seqs,
        blocks=blocks,
    )


def _layout_inputs(layout: PageLayout, blocks: int | None, tokens: float) -> tuple[Input, ...]:
    """The inputs a hybrid's one-pool layout adds to the concurrency figure."""
    return (
        (N_("Input", "attention block tokens (raised to hold a state)"), layout.block_tokens),
        (N_("Input", "page bytes (a state padded to it)"), layout.page_bytes),
        (N_("Input", "recurrent state bytes per layer"), layout.state_bytes),
        (N_("Input", "layers per group"), layout.group_layers),
        (N_("Input", "attention groups"), layout.attention_groups),
        (N_("Input", "state groups"), layout.state_groups),
        (N_("Input", "blocks per request"), layout.blocks(tokens)),
        (N_("Input", "blocks in the pool (one held back)"), blocks or 0),
    )


def max_concurrency(replica: Replica, ttft_s: float | None, tpot_s: float | None) -> int:
    """The largest number of concurrent users whose TTFT and TPOT stay within the targets
    (both grow with concurrency, so the answer is a bisection); 0 when even one user misses."""
    top = math.floor(replica.limit) if math.isfinite(replica.limit) else 1_000_000
    if top < 1:
        return 0

    def meets(c: int) -> bool:
        p = replica.at(c)
        return (ttft_s is None or p.ttft_s <= ttft_s) and (tpot_s is None or p.tpot_s <= tpot_s)

    if ttft_s is None and tpot_s is None:
        return top
    if not meets(1):
        return 0
    lo, hi = 1, top
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if meets(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def replicas_needed(peak_rps: float, best: Point | None) -> float:
    """Replicas that serve the busiest hour's requests at the SLO concurrency (inf: none can)."""
    if best is None or best.requests_per_second <= 0:
        return math.inf
    return float(math.ceil(peak_rps / best.requests_per_second - 1e-9)) if peak_rps else 0.0
