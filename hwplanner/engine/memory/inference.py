"""Memory per GPU while serving: weights (+ adapters, draft), paged KV cache, the activation peak
the framework profiles, overheads, and the share of the card the framework lets the plan use."""

from __future__ import annotations

import math

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Bytes, FieldRef, Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.breakdown import MemoryEstimate, assemble
from hwplanner.engine.memory.overhead import overhead_figures
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts, count_params
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.offload import Split, classes, split
from hwplanner.engine.scenario.serving_config import (
    SPARSE_ATTENTION_SOURCE,
    ServingConfig,
    attention_kv_bytes,
    conv_state_bytes,
    index_key_bytes,
    kv_layers_in,
    page_layout,
    recurrent_state_bytes,
    sequence_kv_bytes,
    serving_config,
    ssm_state_bytes,
    stage_kv_bytes,
)
from hwplanner.engine.scenario.serving_extras import ServedWeights, extra_kv_bytes, served_weights
from hwplanner.engine.scenario.sharding import (
    attention_groups,
    model_slice,
    serving_split,
    stage_layers,
)


def inference_memory(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, draft: ModelSpec | None = None
) -> MemoryEstimate:
    """Weights in their format + KV cache for `batch` sequences of `context` tokens (whole blocks,
    a shared prefix once) + the activation peak + overheads, per GPU of the most loaded pipeline
    stage (the first holds the embedding, the last lm_head and the logits, a middle one may hold
    more full-attention layers), against what the framework may use of the card."""
    cfg = serving_config(gpu, plan)
    counts = count_params(spec)
    stages = {0, plan.pp - 1}
    if serving_split(plan) is not None:
        stages = set(range(plan.pp))  # stages of their own sizes: each may be the largest
    elif plan.pp > 2:
        kv = stage_kv_bytes(spec, plan, plan.context, plan.batch, cfg.block_tokens)
        stages.add(max(range(1, plan.pp - 1), key=lambda s: kv[s]))
    results = [_stage(spec, gpu, plan, cfg, counts, draft, s) for s in sorted(stages)]
    heaviest = max(results, key=lambda r: r.total.value)
    # the last stage samples: what its sampler's warm-up says stands beside the heaviest
    sampling = tuple(w for w in results[-1].warnings if _is_sorting_note(w))
    if heaviest is results[-1] or not sampling:
        return heaviest
    return heaviest._replace(warnings=(*heaviest.warnings, *sampling))


def _is_sorting_note(warning: str) -> bool:
    """A warning _sorting_sampler wrote."""
    return getattr(warning, "template", None) in (SORTING_SAMPLER_START, SORTING_SAMPLER_SHRINK)


def stage_memory(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, draft: ModelSpec | None, stage: int
) -> MemoryEstimate:
    """Memory of one pipeline stage's GPU, that stage on `gpu` (a machine of unequal cards:
    each stage on its own card, cards.stage_cards)."""
    cfg = serving_config(gpu, plan)
    return _stage(spec, gpu, plan, cfg, count_params(spec), draft, stage)


def _stage(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    cfg: ServingConfig,
    counts: ParamCounts,
    draft: ModelSpec | None,
    stage: int,
) -> MemoryEstimate:
    last = stage == plan.pp - 1
    sl = model_slice(spec, plan, first=stage == 0, last=last, stage=stage)
    where = split(spec, plan)
    w = served_weights(spec, plan, sl.fraction, draft, gpu)
    kv = _kv(spec, plan, cfg, stage, draft)
    host = 0.0
    extras: dict[str, float] = {}
    if where.host_bytes:
        w, kv, host = _on_the_host(where, w, kv)
    if framework(plan.framework).host_split:
        # what stays resident in host RAM (the host RAM figure counts it as loading)
        extras["host_weight_bytes"] = where.host_bytes or classes(spec, plan).embedding
    act = _activations(spec, plan, cfg, last)
    zero = Figure("gradients", "Gradients", 0.0, "bytes", "inference has no gradients")
    nothing = Figure("optimizer", "Optimizer states", 0.0, "bytes", "inference has no optimizer")
    allocated = w.figure.value + kv.value + act.value
    # A pre-allocating server takes its weights and KV pool in a few large blocks: the caching
    # allocator's slack follows the transient activations only.
    slack_base = act.value if cfg.preallocates else allocated
    parts = (*overhead_figures(spec, gpu, plan, slack_base, training=False), _graphs(cfg))
    parts = tuple(p for p in parts if p.value or p.key != "cuda_graphs")
    non_kv = w.figure.value + act.value + sum(p.value for p in parts)
    usable, warnings = _usable(gpu, cfg, w, non_kv, parts)
    sequence = kv.value / sequences_here(plan) if cfg.preallocates else 0.0
    warnings += _fewer(plan, cfg, gpu, usable, non_kv, kv.value, sequence)
    if last:
        warnings += _sorting_sampler(spec, plan, cfg, act, usable, non_kv, sequence)
    warnings += _warnings(spec, plan)
    if where.host_layer_bytes:
        warnings.append(
            Message(
                "{cpu} of {layers} layers stay in host RAM ({host}) with the token embedding "
                "and the output layer, and run on the CPU: every generated token reads them at "
                "the host's memory bandwidth.",
                cpu=where.layers - where.gpu_layers,
                layers=where.layers,
                host=Bytes(host),
            )
        )
    elif where.host_expert_bytes:
        warnings.append(
            Message(
                "The routed experts of layers 0 to {last} stay in host RAM ({host}) and run on "
                "the CPU: every generated token reads the experts it is routed to there, at the "
                "host's memory bandwidth.",
                last=where.cpu_moe_layers - 1,
                host=Bytes(host),
            )
        )
    elif where.host_output_bytes:
        warnings.append(
            Message(
                "The output layer stays in host RAM ({host}) and runs on the CPU: llama.cpp puts "
                "it on the GPU only when gpu_layers exceeds the model's layers (-ngl 99).",
                host=Bytes(where.host_output_bytes),
            )
        )
    return assemble(
        w.figure,
        zero,
        nothing,
        act,
        kv,
        parts,
        "serving",
        {"serving": allocated},
        gpu,
        0,
        host,
        warnings,
        usable_bytes=usable,
        framework_name=cfg.framework.name,
        sequence_kv=sequence,
        overhead_band=cfg.memory_share is None or cfg.share_of == "card",
        extras=extras,
        sequence_groups=attention_groups(plan),
    )


def _on_the_host(
    where: Split, weights: ServedWeights, kv: Figure
) -> tuple[ServedWeights, Figure, float]:
    """The GPU's part of a model llama.cpp splits with the host (offload.split): its weights
    (adapters and a draft model stay on the GPU) and the KV cache of its layers; and the bytes
    in host RAM (the host's weights and the KV cache of the CPU layers)."""
    on = Message("{n} of {layers}", n=where.gpu_layers, layers=where.layers)
    figure = weights.figure._replace(
        value=weights.figure.value - where.host_bytes,
        inputs=(
            *weights.figure.inputs,
            (N_("Input", "layers on the GPU"), on),
            (N_("Input", "weights in host RAM"), where.host_bytes),
        ),
    )
    host_kv = kv.value * (1 - where.layer_share)
    kv = kv._replace(
        value=kv.value - host_kv, inputs=(*kv.inputs, (N_("Input", "layers on the GPU"), on))
    )
    served = ServedWeights(
        figure,
        weights.base_bytes - where.host_bytes,
        weights.adapter_bytes,
        weights.draft_bytes,
        weights.bytes_per_param,
    )
    return served, kv, where.host_bytes + host_kv


def _fewer(
    plan: Plan,
    cfg: ServingConfig,
    gpu: GpuSpec,
    usable: float | None,
    non_kv: float,
    kv: float,
    sequence: float,
) -> list[str]:
    """A paged KV pool that holds fewer than the plan's sequences at full context, but one: the
    engine starts and serves (MemoryEstimate.verdict 'fits_fewer_sequences'). vLLM refuses to
    start only when the pool cannot hold one max_model_len sequence (check_enough_kv_cache_memory)
    and its scheduler allocates blocks as tokens are scheduled, preempting when none are free;
    SGLang, TensorRT-LLM, LMDeploy and TGI admit requests by free blocks or tokens too."""
    limit = float(gpu.capacity_bytes) if usable is None else usable
    if not sequence or non_kv + kv <= limit:
        return []
    held = math.floor((limit - non_kv) / sequence) * attention_groups(plan)
    if held < 1:
        return []
    return [
        Message(
            "{framework}'s KV cache pool holds {held:,} of the plan's {batch:,} sequences at "
            "the full context ({context:,} tokens). The server starts (it needs one) and admits "
            "requests by the KV blocks they use: the serving figures give the concurrent "
            "requests at the average length.",
            framework=cfg.framework.name,
            held=held,
            batch=plan.batch,
            context=plan.context,
        )
    ]


def sequences_here(plan: Plan) -> int:
    """The plan's sequences one GPU keeps the KV cache of: all of them, or with attention
    data-parallel groups the share of the busiest group."""
    return -(-plan.batch // attention_groups(plan))


def _kv(
    spec: ModelSpec, plan: Plan, cfg: ServingConfig, stage: int, draft: ModelSpec | None
) -> Figure:
    """The KV cache of one GPU of pipeline stage `stage`: the stage's own local and global
    layers (sharding.local_layers_in)."""
    block = cfg.block_tokens
    span = stage_layers(spec, plan, stage)
    per_seq = sequence_kv_bytes(spec, plan, plan.context, span, block)
    layout = page_layout(spec, plan, span)  # a hybrid in one block pool (vLLM)
    groups = attention_groups(plan)
    here = sequences_here(plan)
    extra = extra_kv_bytes(spec, plan, draft, block)
    if groups > 1:  # the proposer's cache follows its group's sequences
        extra *= here / plan.batch
    value = here * per_seq + extra
    return Figure(
        "kv_cache",
        "KV cache",
        value,
        "bytes",
        "sequences × (context in whole blocks × bytes per token of the attention layers + the "
        "recurrent layers' state) on this GPU + the draft's cache; with attention data-parallel "
        "groups, the sequences of the busiest group",
        (
            ("sequences", plan.batch),
            *(
                (
                    (N_("Input", "attention data-parallel groups"), groups),
                    (N_("Input", "sequences on this GPU"), here),
                )
                if groups > 1
                else ()
            ),
            ("context", plan.context),
            ("block tokens", block),
            *(
                (
                    (
                        N_("Input", "attention block tokens (raised to hold a state)"),
                        layout.block_tokens,
                    ),
                    (N_("Input", "page bytes (a state padded to it)"), layout.page_bytes),
                    (N_("Input", "layers per group"), layout.group_layers),
                    (N_("Input", "blocks per request"), layout.blocks(plan.context)),
                )
                if layout is not None
                else ()
            ),
            ("layers on this GPU", span[1] - span[0]),
            ("local-attention layers", kv_layers_in(spec, span)[1]),
            (
                "recurrent layers (a state, no KV cache)"
                if "p" not in spec.layer_kinds
                else "recurrent layers (a state; beside attention, a KV cache too)",
                spec.recurrent_layers_in(*span),
            ),
            ("state per sequence", recurrent_state_bytes(spec, plan, span)),
            *(
                ((N_("Input", "recurrent state bytes per element"), ssm_state_bytes(spec, plan)),)
                if spec.recurrent is None or spec.recurrent.ssm_state_elements
                else ()  # a short convolution keeps its convolution's inputs only
            ),
            ("convolution state bytes per element", conv_state_bytes(plan)),
            ("elements per token per layer", spec.kv_cache_elements_per_token_per_layer),
            *(
                (
                    (
                        N_("Input", "elements per token per full-attention layer"),
                        spec.global_kv_cache_elements,
                    ),
                )
                if spec.has_global_geometry
                else ()
            ),
            ("KV type", plan.kv_dtype.value),
            *(
                (
                    (
                        N_("Input", "attention cache bytes per token per layer"),
                        attention_kv_bytes(spec, plan),
                    ),
                    (
                        N_("Input", "indexer key bytes per token per layer"),
                        index_key_bytes(spec),
                    ),
                )
                if spec.is_sparse_attention
                else ()
            ),
            ("draft / head cache", extra),
            ("pipeline stage", Message("{stage} of {stages}", stage=stage + 1, stages=plan.pp)),
        ),
        joined(
            "MLA caches the compressed latent (kv_lora_rank + rope dims)",
            SPARSE_ATTENTION_SOURCE if spec.is_sparse_attention else "",
            cfg.framework.hybrid_pages if layout is not None else "",
        )
        if spec.is_mla
        else joined(
            "GQA: 2 × kv_heads × head_dim per token per layer; paged blocks: Kwon et al. 2023",
            cfg.framework.hybrid_pages if layout is not None else "",
        ),
        notes=(
            Message(
                "every sequence at full context, no prefix shared: the most the plan's "
                "sequences can hold; a shared prefix raises the concurrency the KV cache holds"
            ),
        ),
    )


def _activations(spec: ModelSpec, plan: Plan, cfg: ServingConfig, last: bool) -> Figure:
    """One layer's transients for the tokens of one step, and on the last pipeline stage, which
    samples, the sequences' logits: for an engine whose sampler's bytes were measured
    (Framework.sampler_bytes) the larger of the two, its profile sampling after the forward
    pass; else the transients + the fp32 logits. A pre-allocating server reserves them for its
    largest step at start (vLLM profiles max_num_batched_tokens and max_num_seqs), whatever the
    plan's batch. A model that generates nothing (an encoder: vLLM runs its pooler, not the
    sampler) samples no rows."""
    if cfg.preallocates and cfg.step_tokens:
        tokens = cfg.step_tokens
    else:
        tokens = plan.batch * plan.context
        if cfg.step_tokens:
            tokens = min(tokens, cfg.step_tokens)
    rows = _sampled_rows(plan, cfg)
    d = spec.hidden_size
    width = max(spec.widest_width("mlp"), spec.expert_width * max(spec.experts_per_token, 1))
    q, kv = spec.widest_width("q"), spec.widest_width("kv")  # one layer's at a time
    per_tok = 2 * (4 * d + q + 2 * kv + 3 * width) / plan.tp
    if not last or not spec.causal:
        rows = 0  # only the last stage computes logits; an encoder computes none
    inputs: tuple[tuple[str, float], ...] = (
        ("tokens per step", tokens),
        ("bytes per token", per_tok),
        ("logit rows", rows),
    )
    source = joined("one layer at a time: inference keeps nothing for backward", cfg.source)
    fw = cfg.framework
    if fw.sampler_bytes and rows and cfg.preallocates:
        # the profile samples after the forward pass: the larger of the two sets the peak
        return Figure(
            "activations",
            "Activations",
            max(tokens * per_tok, fw.sampler_bytes * rows * spec.vocab_size),
            "bytes",
            N_(
                "Formula",
                "the larger of tokens per step × one layer's transient tensors and the "
                "sampler's peak, sampled rows × vocabulary × bytes per entry (the logits in "
                "bf16 and fp32, the probabilities, the sampler's buffers; every tensor-parallel "
                "GPU samples the whole vocabulary)",
            ),
            (
                *inputs,
                (N_("Input", "sampler bytes per row and vocabulary entry"), fw.sampler_bytes),
            ),
            joined(source, fw.sampler_source, fw.sorting_sampler_source),
        )
    return Figure(
        "activations",
        "Activations",
        tokens * per_tok + rows * spec.vocab_size * 4,
        "bytes",
        "tokens per step × one layer's transient tensors + sampled rows × vocabulary × 4 B "
        "(fp32 logits)",
        inputs,
        source,
    )


def _sampled_rows(plan: Plan, cfg: ServingConfig) -> int:
    """Sequences the engine samples at its largest step: a pre-allocating server's profile run
    samples min(max_num_seqs, its step's tokens) dummy requests, whatever the plan's batch;
    otherwise the plan's batch."""
    if cfg.preallocates and cfg.step_tokens:
        return min(cfg.max_seqs or plan.batch, cfg.step_tokens)
    return plan.batch


# said where the KV cache pool of the releases whose sampler sorts the vocabulary
# (Framework.sorting_sampler) is this share smaller or more
SORTING_SAMPLER_NOTE_SHARE = 0.1
SORTING_SAMPLER_START = (
    "{framework} {versions} warms its sampler up at start by sorting the whole vocabulary "
    "({vocab:,} tokens) for each of {rows:,} dummy requests: a start-up peak of {peak} where "
    "{counted} is counted here, for the releases whose sampler does not sort. Those releases "
    "leave a KV cache pool that cannot hold one request at the full context and do not start; "
    "fewer sequences at once ({field}) lower the peak."
)
SORTING_SAMPLER_SHRINK = (
    "{framework} {versions} warms its sampler up at start by sorting the whole vocabulary "
    "({vocab:,} tokens) for each of {rows:,} dummy requests: a start-up peak of {peak} where "
    "{counted} is counted here, for the releases whose sampler does not sort. On those releases "
    "the KV cache pool is {extra} smaller ({share:.0%} of {pool}); fewer sequences at once "
    "({field}) lower the peak."
)


def _sorting_sampler(
    spec: ModelSpec,
    plan: Plan,
    cfg: ServingConfig,
    act: Figure,
    usable: float | None,
    non_kv: float,
    sequence: float,
) -> list[str]:
    """The releases of the engine whose sampler warm-up sorts the whole vocabulary for each
    dummy request (Framework.sorting_sampler, sorting_sampler_bytes an entry): their start-up
    peak and the KV cache pool they leave beside the modelled releases', said where it is
    SORTING_SAMPLER_NOTE_SHARE of the pool or more, or too small for one request at the full
    context (`sequence` bytes: vLLM's start-up check). For the stage that samples (the caller
    passes the last pipeline stage's figures)."""
    fw = cfg.framework
    # a pool to shrink (`sequence` is 0 unless the engine pre-allocates) and logits to sample
    if not (fw.sorting_sampler and usable is not None and sequence > 0 and spec.causal):
        return []
    rows = _sampled_rows(plan, cfg)
    peak = fw.sorting_sampler_bytes * rows * spec.vocab_size
    extra = peak - act.value
    pool = usable - non_kv
    if extra <= 0 or pool <= 0 or extra < SORTING_SAMPLER_NOTE_SHARE * pool:
        return []
    args: dict[str, object] = {
        "framework": fw.name,
        "versions": fw.sorting_sampler,
        "vocab": spec.vocab_size,
        "rows": rows,
        "peak": Bytes(peak),
        "counted": Bytes(act.value),
        "field": FieldRef("plan.max_num_seqs"),
    }
    if pool - extra < sequence:
        return [Message(SORTING_SAMPLER_START, **args)]
    return [
        Message(
            SORTING_SAMPLER_SHRINK,
            extra=Bytes(extra),
            share=extra / pool,
            pool=Bytes(pool),
            **args,
        )
    ]


def _graphs(cfg: ServingConfig) -> Figure:
    lo, mid, hi = cfg.cuda_graph_bytes
    return Figure(
        "cuda_graphs",
        "CUDA graphs",
        mid,
        "bytes",
        "buffers of the decode CUDA graphs captured at start",
        (),
        "vLLM/SGLang/TGI graph capture logs",
        low=lo,
        high=hi,
    )


def _usable(
    gpu: GpuSpec,
    cfg: ServingConfig,
    w: ServedWeights,
    non_kv: float,
    parts: tuple[Figure, ...],
) -> tuple[float | None, list[str]]:
    """What the plan may use per GPU under the framework's memory share, and why not more:
    of the card, the share plus the overheads the engine's budget leaves outside it
    (Framework.outside_share: vLLM's CUDA context, NCCL buffers, allocator reserve and CUDA
    graphs)."""
    cap = float(gpu.cuda_capacity_bytes)  # the engines size their share of what CUDA reports
    share = cfg.memory_share
    warnings: list[str] = []
    if share is None:
        return None, warnings
    if cfg.share_of == "card":
        outside = sum(p.value for p in parts if p.key in cfg.framework.outside_share)
        if share * cap + outside > cap:
            warnings.append(
                Message(
                    "{framework} takes {share:.0%} of the card and keeps {need} beside it (CUDA "
                    "context, communication buffers, allocator reserve, CUDA graphs); the card "
                    "has {rest} left: lower the memory share ({field}).",
                    framework=cfg.framework.name,
                    share=share,
                    need=Bytes(outside),
                    rest=Bytes(max(cap - share * cap, 0.0)),
                    field=FieldRef("plan.memory_share"),
                )
            )
        return min(share * cap + outside, cap), warnings
    if cfg.share_of == "free":
        # the KV cache takes `share` of what the weights and activations leave free
        return cap - (1 - share) * max(cap - non_kv, 0.0), warnings
    # "static": weights + KV cache within share × card; the rest holds activations and graphs
    rest = (1 - share) * cap
    transient = non_kv - w.figure.value
    if transient > rest:
        warnings.append(
            Message(
                "{framework} leaves {rest} outside mem_fraction_static for activations and "
                "CUDA graphs; they need {need}.",
                framework=cfg.framework.name,
                rest=Bytes(rest),
                need=Bytes(transient),
            )
        )
    return share * cap + min(transient, rest), warnings


def _warnings(spec: ModelSpec, plan: Plan) -> list[str]:
    out: list[str] = []
    if spec.is_moe:
        counts = count_params(spec)
        out.append(
            Message(
                "MoE serving reads only the active experts per token (compute and bandwidth "
                "follow {active_b:.1f}B active parameters), but every expert's weights must be "
                "resident: memory follows all {total_b:.1f}B.",
                active_b=counts.active / 1e9,
                total_b=counts.total / 1e9,
            )
        )
    if spec.max_position_embeddings and plan.context > spec.max_position_embeddings:
        out.append(
            Message(
                "Context {context:,} exceeds the model's max_position_embeddings ({limit:,}).",
                context=plan.context,
                limit=spec.max_position_embeddings,
            )
        )
    return out
