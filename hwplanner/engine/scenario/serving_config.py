"""What a serving framework does with a plan on a GPU: its memory share, step sizes, KV layout.

A framework profile (plan/frameworks.py) records its habits as data; this module resolves them
for one GPU and plan (the user's plan values win), and answers two questions every serving figure
needs: which weight format is served, and how many bytes of KV cache one sequence holds.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from hwplanner.engine.core.message import joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.core.units import GIB
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.architectures import Runs, support
from hwplanner.engine.plan.formats import KV_BYTES
from hwplanner.engine.plan.frameworks import STEP_OVERHEAD_SOURCE, Framework, framework
from hwplanner.engine.plan.plan import KvDtype, Plan, Speculative, WeightFormat
from hwplanner.engine.scenario.sharding import (
    attention_groups,
    attention_tp,
    local_layers_in,
    stage_layers,
)
from hwplanner.engine.scenario.sizing import ASYNC_OFF_SOURCE
from hwplanner.engine.scenario.weights import WeightStorage, weight_storage

# A sparse-attention model's FP8 caches (the indexer's keys, and the latent under an FP8 KV
# cache) keep an fp32 scale per this many FP8 elements
FP8_SCALE_BLOCK = 128
SPARSE_ATTENTION_SOURCE = N_(
    "Source",
    "DeepSeek Sparse Attention: each query attends the index_topk earlier tokens its lightning "
    "indexer scores highest, and every layer caches an indexer key per token, FP8 with an fp32 "
    "scale per 128 elements (github deepseek-ai/DeepSeek-V3.2-Exp@6d8cb70 inference/model.py); "
    "an FP8 cache keeps the latent in FP8 with its scales and the rotary part in bf16 (vLLM's "
    "fp8_ds_mla, github vllm-project/vllm@008a0c31 flashmla_sparse.py)",
)

# Memory CUDA graphs of the decode batch sizes take (low, expected, high): vLLM logs it after
# capture ("Graph capturing finished in N secs, took X GiB", gpu_model_runner.capture_model);
# published logs show 0.1–1.0 GiB for 8B–70B models.
CUDA_GRAPH_GIB = (0.1, 0.5, 1.5)
CUDA_GRAPH_SOURCE = (
    "vLLM gpu_model_runner.capture_model log 'Graph capturing finished … took X GiB' "
    "(published logs: 0.11–0.96 GiB); SGLang and TGI capture decode graphs the same way"
)


class ServingConfig(NamedTuple):
    """A framework's serving habits resolved for one GPU and plan."""

    framework: Framework
    memory_share: float | None  # None: the framework takes what it needs
    share_of: str  # "card", "static", "free" or ""
    block_tokens: int  # KV block (page) size; 1: contiguous or token-level
    batched_tokens: int | None  # tokens per forward step; None: a whole prompt at once
    max_seqs: int | None  # sequences per step; None: as many as the KV cache holds
    prefix_caching: bool
    cuda_graph_bytes: tuple[float, float, float]  # low, expected, high
    step_overhead_s: float  # 0 when the engine schedules a step ahead (`scheduled_ahead`)
    scheduled_ahead: bool = False  # async scheduling: the host's step work hidden
    ruled_off: bool = False  # the engine's rule left it off (scenario/sizing.engine_ruled)
    # attention data-parallel ranks that each fill a token budget of their own (vLLM's engine
    # core per DP rank, TensorRT-LLM's max_num_tokens per rank); 1 otherwise
    budget_ranks: int = 1

    @property
    def step_tokens(self) -> int | None:
        """Tokens one scheduler step of the whole replica carries at most: every rank's budget
        together (batched_tokens is one rank's, which also chunks one prompt)."""
        return self.batched_tokens * self.budget_ranks if self.batched_tokens else None

    @property
    def preallocates(self) -> bool:
        """Sizes its KV cache pool at start from a memory share (vLLM, SGLang, TRT-LLM…)."""
        return self.memory_share is not None

    @property
    def source(self) -> str:
        return self.framework.serving_source or self.framework.source

    @property
    def overhead_source(self) -> str:
        if self.scheduled_ahead:
            return joined(STEP_OVERHEAD_SOURCE, self.framework.async_scheduling_source)
        if self.ruled_off:
            return joined(STEP_OVERHEAD_SOURCE, ASYNC_OFF_SOURCE)
        return STEP_OVERHEAD_SOURCE


def _tier(tiers: tuple[tuple[float, int], ...], gpu: GpuSpec, small: tuple[str, ...]) -> int:
    """The value of the largest memory tier the GPU reaches (named small GPUs: the first)."""
    if any(name in gpu.id for name in small):
        return tiers[0][1]
    value = tiers[0][1]
    for gib, v in tiers:
        if gpu.memory_gib >= gib:
            value = v
    return value


def serving_config(gpu: GpuSpec, plan: Plan) -> ServingConfig:
    """The plan's framework habits on `gpu`; the plan's own serving values win."""
    fw = framework(plan.framework)
    share = fw.memory_share
    if fw.memory_share_by_tp:
        share = next((s for tp, s in fw.memory_share_by_tp if plan.tp >= tp), None)
    if plan.memory_share is not None and fw.memory_share_of:
        share = plan.memory_share
    batched = _tier(fw.batched_tokens, gpu, fw.small_tier) if fw.batched_tokens else None
    batched = plan.max_batched_tokens or batched or fw.prefill_chunk_tokens
    seqs = _tier(fw.max_seqs, gpu, fw.small_tier) if fw.max_seqs else None
    if seqs and batched:
        # a step runs at most one token a sequence: an engine's default sequences never exceed
        # the step's token budget (vLLM arg_utils: max_num_seqs = min(its default,
        # max_num_batched_tokens) when max_num_seqs is not given)
        seqs = min(seqs, batched)
    groups = attention_groups(plan)
    # each attention data-parallel rank's scheduler fills a token budget of its own (vLLM's
    # engine core per DP rank, TensorRT-LLM's max_num_tokens per rank); SGLang divides its one
    ranks = groups if groups > 1 and fw.attention_dp_cap_per_group else 1
    # scheduling a step ahead hides the host's work behind the GPU's step in flight
    ahead = plan.async_scheduling and bool(fw.async_scheduling_source)
    # graphs turned off keep no memory
    graphs = tuple(v * GIB for v in CUDA_GRAPH_GIB) if plan.graphs_captured else (0.0, 0.0, 0.0)
    return ServingConfig(
        framework=fw,
        memory_share=share if fw.memory_share_of else None,
        share_of=fw.memory_share_of,
        block_tokens=plan.kv_block_size,
        batched_tokens=batched,
        max_seqs=plan.max_num_seqs or seqs,
        prefix_caching=plan.prefix_caching,
        cuda_graph_bytes=(graphs[0], graphs[1], graphs[2]),
        step_overhead_s=0.0 if ahead else fw.step_overhead_s,
        scheduled_ahead=ahead,
        # off where the framework would run it and the user did not say: the engine's rule
        ruled_off=not ahead
        and bool(fw.defaults.get("async_scheduling"))
        and not plan.is_user("async_scheduling"),
        budget_ranks=ranks,
    )


def served_storage(spec: ModelSpec, plan: Plan) -> WeightStorage:
    """How the served weights are stored (weights.weight_storage): the user's weight_format,
    else the checkpoint's own (a model shipped in FP8 serves in FP8), else bf16."""
    return weight_storage(spec, plan)


def served_format(spec: ModelSpec, plan: Plan) -> WeightFormat:
    """The weight format a plan serves in (the nearest engine format of served_storage)."""
    return served_storage(spec, plan).format


def kv_layers_in(spec: ModelSpec, span: tuple[int, int]) -> tuple[int, int]:
    """(layers that keep a KV cache, sliding-window layers among them) of layers [start, stop)
    of the model's stack (an encoder–decoder's encoder first). Each pipeline stage counts its
    own local and global layers (sharding.local_layers_in). A decoder layer of an
    encoder–decoder model caches its own tokens and the encoder's (cross-attention); an
    encoder-only model generates nothing."""
    start, stop = span
    if not spec.causal:
        return 0, 0
    if spec.is_encoder_decoder:
        first, last = max(start - spec.encoder_layers, 0), max(stop - spec.encoder_layers, 0)
        return 2 * (last - first), local_layers_in(spec, first, last)
    # a hybrid's recurrent layers keep a state per sequence instead (recurrent_state_bytes;
    # a parallel hybrid layer 'p' keeps both);
    # a key/value-sharing layer reads an earlier layer's cache and keeps none
    shared = spec.kv_shared_layers_in(start, stop)
    kinds = spec.layer_kinds[start:stop]
    return (
        spec.attending_layers_in(start, stop) - shared,
        local_layers_in(spec, start, stop) - kinds.count("s"),
    )


# The convolution state, and the recurrent state unless engine or architecture say otherwise,
# is kept in the model's dtype: vLLM's mamba_cache_dtype / TensorRT-LLM's mamba_ssm_cache_dtype
# "auto" (vllm/model_executor/layers/mamba/mamba_utils.py MambaStateDtypeCalculator;
# tensorrt_llm llmapi KvCacheConfig).
STATE_BYTES = 2.0


def ssm_state_bytes(spec: ModelSpec, plan: Plan) -> float:
    """Bytes per element of a hybrid's recurrent (SSM) state as the serving engine keeps it:
    the engine's own rule (SGLang float32, TensorRT-LLM the model's dtype), else the
    architecture's (vLLM keeps Nemotron-H's in float32), else the model's dtype."""
    fw = framework(plan.framework)
    if fw.ssm_state_bytes is not None:
        return fw.ssm_state_bytes
    r = spec.recurrent
    return r.ssm_state_bytes if r is not None and r.ssm_state_bytes else STATE_BYTES


def conv_state_bytes(plan: Plan) -> float:
    """Bytes per element of a hybrid's convolution state: the engine's (llama.cpp F32), else
    the model's dtype."""
    return framework(plan.framework).conv_state_bytes or STATE_BYTES


def recurrent_state_bytes(spec: ModelSpec, plan: Plan, span: tuple[int, int]) -> float:
    """Bytes one sequence's recurrent state takes on one GPU in layers [start, stop), whatever
    its length: per recurrent layer the state (value heads × value head size × key size) and
    the convolution's last kernel − 1 inputs, tensor parallelism splitting the heads."""
    r = spec.recurrent
    if r is None:
        return 0.0
    layers = spec.recurrent_layers_in(*span)
    split = max(r.value_heads / attention_tp(plan), 1.0) / r.value_heads
    per_layer = r.ssm_state_elements * ssm_state_bytes(spec, plan)
    per_layer += r.conv_state_elements * conv_state_bytes(plan)
    return layers * per_layer * split


def kv_bytes_per_token_layer(spec: ModelSpec, plan: Plan, full: bool = True) -> float:
    """KV cache bytes one token leaves in one full-attention layer on one GPU (`full` False: a
    sliding-window layer, which differs where the full layers have their own geometry):
    tensor parallelism splits the KV heads (replicating them when tp exceeds their count) over
    the GPUs that run the sequence's attention (an attention data-parallel group's,
    sharding.attention_tp); MLA's latent is whole on every rank, and so is a sparse-attention
    layer's indexer key."""
    return attention_kv_bytes(spec, plan, full) + index_key_bytes(spec)


def attention_kv_bytes(spec: ModelSpec, plan: Plan, full: bool = True) -> float:
    """The attention's own share of kv_bytes_per_token_layer (keys and values, or MLA's
    latent): what a query reads for each token it attends. A sparse-attention model's FP8
    cache keeps the latent in FP8 with an fp32 scale per 128 elements and its rotary part in
    bf16 (vLLM's fp8_ds_mla, 656 bytes for DeepSeek-V3.2: github vllm-project/vllm@008a0c31
    vllm/v1/attention/backends/mla/flashmla_sparse.py; SGLang's NSA pool likewise)."""
    if spec.is_sparse_attention and plan.kv_dtype == KvDtype.FP8:
        assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
        rotary = spec.qk_rope_head_dim * KV_BYTES[KvDtype.BF16]
        return _fp8_with_scales(spec.kv_lora_rank) + rotary
    if full and spec.has_global_geometry:
        heads = spec.global_kv_count
        per = spec.global_kv_cache_elements * KV_BYTES[plan.kv_dtype]
        return per * max(heads / attention_tp(plan), 1.0) / heads
    per = spec.kv_cache_elements_per_token_per_layer * KV_BYTES[plan.kv_dtype]
    if not spec.is_mla:
        per *= max(spec.kv_heads / attention_tp(plan), 1.0) / spec.kv_heads
    return per


def attention_layers_kv_bytes(spec: ModelSpec, plan: Plan, span: tuple[int, int]) -> float:
    """KV bytes one token leaves across the attention layers of layers [start, stop) on one
    GPU, each layer at its own geometry (no window applied)."""
    layers, local = kv_layers_in(spec, span)
    if not spec.has_global_geometry:
        return kv_bytes_per_token_layer(spec, plan) * layers
    return (
        kv_bytes_per_token_layer(spec, plan) * (layers - local)
        + kv_bytes_per_token_layer(spec, plan, full=False) * local
    )


def index_key_bytes(spec: ModelSpec) -> float:
    """Bytes one token leaves in a sparse-attention layer's indexer key cache, whatever the KV
    cache's dtype: its FP8 key and an fp32 scale per 128 elements (DeepSeek's reference keeps
    `k_cache` in float8_e4m3fn and `k_scale_cache` per 128-element block, deepseek-ai/
    DeepSeek-V3.2-Exp@6d8cb70 inference/model.py Indexer); every query's indexer reads all of
    them; a layer reusing an earlier layer's choice keeps none (the mean over the layers).
    0 without sparse attention."""
    if spec.index_head_dim is None:
        return 0.0
    return _fp8_with_scales(spec.index_head_dim) * spec.indexed_share


def _fp8_with_scales(elements: int) -> float:
    """Bytes of `elements` FP8 values with an fp32 scale per FP8_SCALE_BLOCK of them."""
    scales = math.ceil(elements / FP8_SCALE_BLOCK)
    return elements * KV_BYTES[KvDtype.FP8] + scales * KV_BYTES[KvDtype.FP32]


# vLLM aligns a hybrid's attention block to a multiple of the attention kernel's smallest block
# (FlashAttention's MultipleOf(16)), or of 128 for MLA, or of the configured block size if
# larger (platforms/interface.py, kernel_block_alignment_size; source: Framework.hybrid_pages)
KERNEL_BLOCK_TOKENS = 16
MLA_KERNEL_BLOCK_TOKENS = 128


class PageLayout(NamedTuple):
    """A hybrid model's cache on one GPU as vLLM lays it out: one pool of block ids, each id a
    page in every layer of a group; an attention layer's page holds `block_tokens` tokens, a
    recurrent layer's page one sequence's state (padded up to the attention page). Layers are
    grouped by kind, `group_layers` to a group (the last group of a kind padded with empty
    layers); each group has its own block table, so a sequence holds ⌈tokens ÷ block_tokens⌉
    ids in every attention group and `state_blocks` in every state group."""

    block_tokens: int  # B: a multiple of the kernel block whose page holds a layer's state
    token_bytes: float  # one token in one attention layer on this GPU
    state_bytes: float  # one sequence's state in one recurrent layer on this GPU, unpadded
    group_layers: int  # pages a block id takes on this GPU: g, or a stage's fullest group
    attention_groups: int
    state_groups: int
    state_blocks: int  # ids a sequence holds per state group: 1 + speculative tokens

    @property
    def page_bytes(self) -> float:
        """P = B × one token's attention bytes: every page's size, a state's page padded to it."""
        return self.block_tokens * self.token_bytes

    @property
    def block_bytes(self) -> float:
        """The bytes one block id takes: a page in each of the g layers of a group."""
        return self.group_layers * self.page_bytes

    def blocks(self, tokens: float, state: bool = True) -> int:
        """Block ids one sequence of `tokens` holds (its states too unless `state` is False)."""
        attention = self.attention_groups * math.ceil(tokens / self.block_tokens)
        return attention + (self.state_groups * self.state_blocks if state else 0)


def head_layers(spec: ModelSpec, plan: Plan, span: tuple[int, int]) -> int:
    """Attention layers a speculative head adds to the stage holding the model's last layers:
    EAGLE's one layer, or the model's MTP layers (each an attention layer of the model's); 0
    for other stages, a draft model (layers of its own model) or n-grams."""
    if span[1] < spec.total_layers:
        return 0
    if plan.speculative is Speculative.EAGLE:
        return 1
    return spec.mtp_layers if plan.speculative is Speculative.MTP else 0


def page_layout(spec: ModelSpec, plan: Plan, span: tuple[int, int]) -> PageLayout | None:
    """How the plan's engine pages a hybrid's cache in layers [start, stop) on one GPU, where
    it keeps attention and recurrent layers in one block pool (Framework.hybrid_pages, vLLM);
    None for other engines, models without both kinds, a stage holding neither, and attention
    of more than one geometry (sliding-window or full layers of their own shape: their groups
    are not modelled).

    The attention block B is the smallest multiple of the kernel alignment a (the plan's block
    size, at least the kernel's smallest block) whose page holds one layer's state M:
    B = a·⌈M ÷ (a·A1)⌉ with A1 one token's bytes in one attention layer; every page is then
    P = B·A1. The whole model's layers go in groups of g: the smaller kind's count, or the
    larger's when it is under 1.5 times the smaller (vLLM 0.20.0 and 0.34.0 alike), a kind's
    layers dealt round-robin over its ⌈count ÷ g⌉ groups; a speculative head's attention layers
    (EAGLE, MTP) join the attention layers. One scheduler hands out the block ids for every
    pipeline stage; a stage keeps, per id, a page for each layer of its fullest group (g with
    one stage; fewer on a stage holding part of the model, each group's share of a stage's
    contiguous layers being ⌈layers ÷ groups⌉ at most)."""
    if not framework(plan.framework).hybrid_pages or spec.recurrent is None:
        return None
    whole = (0, spec.total_layers)
    attending, local = kv_layers_in(spec, whole)
    recurrent = spec.recurrent_layers_in(*whole)
    if not attending or not recurrent or local or spec.has_global_geometry:
        return None
    attending += head_layers(spec, plan, whole)
    here_attending = kv_layers_in(spec, span)[0] + head_layers(spec, plan, span)
    here_recurrent = spec.recurrent_layers_in(*span)
    if not here_attending and not here_recurrent:
        return None
    token = kv_bytes_per_token_layer(spec, plan)
    state = recurrent_state_bytes(spec, plan, whole) / recurrent
    align = max(plan.kv_block_size, KERNEL_BLOCK_TOKENS)
    if spec.is_mla:
        align = max(align, MLA_KERNEL_BLOCK_TOKENS)
    block = max(align * math.ceil(state / (align * token)), plan.kv_block_size)
    low, high = sorted((attending, recurrent))
    group = high if high < 1.5 * low else low
    attention_groups = math.ceil(attending / group)
    state_groups = math.ceil(recurrent / group)
    if span == whole:
        pages = group
    else:
        pages = max(
            math.ceil(here_attending / attention_groups), math.ceil(here_recurrent / state_groups)
        )
    speculative = plan.speculative_tokens if plan.speculative is not Speculative.NONE else 0
    return PageLayout(block, token, state, pages, attention_groups, state_groups, 1 + speculative)


def binding_layout(spec: ModelSpec, plan: Plan) -> PageLayout | None:
    """Of a hybrid paged in one pool, the pipeline stage's layout taking the most bytes an id:
    with one scheduler handing out ids for every stage, it bounds the ids (None: no layout)."""
    layouts = [page_layout(spec, plan, stage_layers(spec, plan, s)) for s in range(plan.pp)]
    return max((x for x in layouts if x is not None), key=lambda x: x.block_bytes, default=None)


def sequence_kv_bytes(
    spec: ModelSpec,
    plan: Plan,
    tokens: float,
    span: tuple[int, int],
    block: int,
    shared: float = 0.0,
    state: bool = True,
) -> float:
    """KV bytes one sequence of `tokens` holds in layers [start, stop) on one GPU, in whole
    blocks (the last block of a sequence is partly empty: paged attention's only waste, Kwon et
    al. 2023 §4.2). `shared` tokens sit in blocks other sequences share and are not counted.
    A hybrid on an engine with one block pool (page_layout): its block ids, each a page in
    every layer of a group."""
    own = max(tokens - shared, 0.0)
    layout = page_layout(spec, plan, span)
    if layout is not None:
        return layout.blocks(own, state and bool(tokens)) * layout.block_bytes
    layers, local = kv_layers_in(spec, span)
    per = kv_bytes_per_token_layer(spec, plan)
    per_local = kv_bytes_per_token_layer(spec, plan, full=False) if local else per
    window = spec.sliding_window or tokens
    full = math.ceil(own / block) * block if own else 0.0
    windowed = math.ceil(min(own, window) / block) * block if own else 0.0
    kept = recurrent_state_bytes(spec, plan, span) if tokens and state else 0.0
    if per_local == per:
        return per * (full * (layers - local) + windowed * local) + kept
    return per * full * (layers - local) + per_local * windowed * local + kept


def shared_kv_bytes(
    spec: ModelSpec, plan: Plan, shared: int, span: tuple[int, int], block: int
) -> float:
    """KV bytes of a prompt prefix every sequence shares, stored once: its whole blocks."""
    whole = shared // block * block
    return sequence_kv_bytes(spec, plan, whole, span, 1, state=False)  # a prefix keeps no state


def stage_kv_bytes(
    spec: ModelSpec, plan: Plan, tokens: float, batch: float, block: int = 1
) -> list[float]:
    """KV cache bytes on one GPU of each pipeline stage for `batch` sequences of `tokens`."""
    return [
        batch * sequence_kv_bytes(spec, plan, tokens, stage_layers(spec, plan, s), block)
        for s in range(plan.pp)
    ]


def layer_read_bytes(spec: ModelSpec, plan: Plan, tokens: float) -> float:
    """KV bytes one decode step reads for one sequence of `tokens` in one full-attention layer
    on one GPU: the attention's keys and values of every token it attends (under sparse
    attention the index_topk chosen) and, under sparse attention, the indexer key of every
    token, which the indexer scores to choose them."""
    attended = spec.attended_tokens(tokens)
    return attention_kv_bytes(spec, plan) * attended + index_key_bytes(spec) * tokens


def replica_kv_bytes(
    spec: ModelSpec, plan: Plan, tokens: float, running: float, *, read: bool = True
) -> float:
    """KV cache bytes across one replica's tp × pp GPUs for `running` sequences of `tokens`
    tokens, not rounded to blocks: what a decode step reads, or with `read` False what the
    cache holds (they differ under sparse attention). Every tensor-parallel rank that
    runs a sequence's attention keeps its heads (a head replicated over ranks, and MLA's
    latent, is kept on each; with attention data-parallel groups only the sequence's group
    does); the stages' own local and global layers add up to the whole stack's, so the stack
    is counted once."""
    layers, local = kv_layers_in(spec, (0, spec.total_layers))
    window = min(tokens, spec.sliding_window or tokens)
    if spec.is_sparse_attention and read:  # its attention reads the chosen tokens, all keys
        per_seq = layer_read_bytes(spec, plan, tokens) * layers
    elif spec.has_global_geometry:  # the full and the sliding layers, each its own geometry
        per_tok = kv_bytes_per_token_layer(spec, plan)
        per_local = kv_bytes_per_token_layer(spec, plan, full=False)
        if read:  # a key/value-sharing layer reads its source layer's cache again
            kinds = spec.layer_kinds
            local += kinds.count("s")
            layers += kinds.count("s") + kinds.count("h")
        per_seq = per_tok * tokens * (layers - local) + per_local * window * local
    else:
        per_tok = kv_bytes_per_token_layer(spec, plan)
        per_seq = per_tok * (tokens * (layers - local) + window * local)
    # a recurrent layer reads its state and writes it back at every step
    per_seq += 2 * recurrent_state_bytes(spec, plan, (0, spec.total_layers))
    return attention_tp(plan) * running * per_seq


def cached_prefix(spec: ModelSpec, plan: Plan, shared_prefix_tokens: int, block: int) -> int:
    """Prompt tokens served from the prefix cache: the shared prefix's whole blocks (a hybrid's
    attention blocks where the engine pages it in one pool: page_layout; none where the
    framework reuses no prefix for the model's architecture: plan/architectures.py)."""
    if not plan.prefix_caching or shared_prefix_tokens <= 0:
        return 0
    hybrid = spec.hybrid
    runs = support(plan.framework, hybrid) if hybrid is not None else None
    if isinstance(runs, Runs) and not runs.reuses_prefix:
        return 0
    layout = page_layout(spec, plan, (0, spec.total_layers)) if hybrid is not None else None
    if layout is not None:
        block = layout.block_tokens
    return shared_prefix_tokens // block * block


def weight_bytes_per_param(spec: ModelSpec, plan: Plan) -> float:
    """Average stored bytes per parameter of the served weights (weights.weight_storage: the
    plan's format, else the checkpoint's, else bf16)."""
    return served_storage(spec, plan).bytes_per_param
