"""Serving speed: prefill is compute bound, decode is memory-bandwidth bound.

Prefill runs 2·N FLOPs per prompt token plus causal attention (Kaplan et al. 2020 forward
pass); decode reads every active weight and the KV cache once per step for the whole batch
(the roofline argument of Pope et al. 2022, "Efficiently Scaling Transformer Inference").
One replica is the tp × pp GPUs that hold one copy of the model; plan.dp replicas run side by
side. The step and prefill times come from latency.Replica, which also gives TTFT and TPOT.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Joined, Message, Term, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.framework_spec import FRONTEND_SOURCE
from hwplanner.engine.plan.plan import KvDtype, Plan
from hwplanner.engine.plan.workload import decoding_context
from hwplanner.engine.scenario.offload import DEFAULT_HOST_SOURCE, GIVEN_HOST_SOURCE, host_gbps
from hwplanner.engine.scenario.serving_config import (
    replica_kv_bytes,
    serving_config,
)
from hwplanner.engine.serving.disagg import DisaggReplica
from hwplanner.engine.serving.expert_load import SOURCE as EXPERT_LOAD_SOURCE
from hwplanner.engine.serving.latency import (
    ATTENTION_DTYPE_SOURCE,
    HOST_READ_SHARE,
    OP_OFFLOAD_MIN_BATCH,
    QK_NORM_ALLREDUCE_SOURCE,
    SERVER_BOUND,
    Replica,
)
from hwplanner.engine.serving.points import Point, StepParts
from hwplanner.engine.serving.static_batch import StaticReplica, replica_for
from hwplanner.engine.time.compute import (
    attention_forward_flops,
    scan_forward_flops,
    vision_forward_flops,
)
from hwplanner.engine.time.kernels import (
    FUSED_MOE_CURVE_SOURCE,
    INT4_GEMV_SOURCE,
    KERNEL_FIXED_SOURCE,
    SCAN_PREFILL_SOURCE,
    TRITON_MOE_DECODE_SOURCE,
    TRITON_MOE_SOURCE,
    W4A16_MOE_SOURCE,
    int4_gemv_note,
    kernel_fixed_note,
)


@dataclass(frozen=True, slots=True)
class Serving:
    prefill_tokens_per_second: Figure  # one prompt on the replica
    decode_step_bytes: Figure  # bytes read per decode step, whole replica
    decode_tokens_per_second: Figure  # per replica, generated tokens, no prefill interleaved
    request_seconds: float  # one request at the plan's concurrency: TTFT + the other tokens
    flops_per_request: float
    output_tokens_per_second: float  # per replica at the plan's concurrency, prefills included
    replica_gpus: float  # tp × pp, and a disaggregated plan's prefill GPUs per decode replica
    point: Point  # the replica at the plan's concurrency
    batch_prefill_s: float  # the plan's batch of prompts prefilled together, seconds


@lru_cache(maxsize=256)
def _decode_source(*parts: str) -> str:
    """The decode figure's sources: the GPU's datasheet bandwidth (parts[0], its name) and the
    others given (empty where they do not apply)."""
    return Joined(Message("{gpu} datasheet bandwidth", gpu=parts[0]), *parts[1:])


def _attention_sources(r: Replica) -> tuple[str, ...]:
    """Why attention multiplies below the weights' peak: the rule, and the engine's own word
    where it multiplies in FP8 over an FP8 cache."""
    if r.attention_scale <= 1:
        return ()
    fp8 = r.cfg.framework.fp8_attention if r.plan.kv_dtype == KvDtype.FP8 else ""
    return (ATTENTION_DTYPE_SOURCE, fp8)


def _attention_inputs(r: Replica) -> tuple[tuple[str, float], ...]:
    """Where attention multiplies at a lower peak than the weights' format (an FP8 or 4-bit
    model's 16-bit attention): the weights' peak over attention's."""
    if r.attention_scale <= 1:
        return ()
    return ((N_("Input", "weights' peak ÷ attention's peak"), r.attention_scale),)


def _bound(parts: StepParts, launch_s: float, server_bound: bool = False) -> Message:
    """What limits a decode step: the server's work on its outputs, memory bandwidth, compute,
    or launching the kernels."""
    if server_bound:
        return SERVER_BOUND
    if launch_s > parts.kernels_s:
        return Message("host bound (kernels launched one by one)")
    if parts.floor_s > max(parts.linear_s, parts.attention_s):
        return Message("bound by its number of kernels (each a fixed time, however small)")
    if parts.weights_s >= parts.linear_compute_s:
        return Message("memory-bandwidth bound")
    return Message("compute bound (large batch)")


def _kernel_inputs(r: Replica) -> tuple[tuple[str, float | str], ...]:
    """The decode figure's inputs about its kernels: a CUDA graph's count and fixed time (with
    the graphs off, the ops launched from Python and each one's host time), the share of a
    16-bit GEMV's bandwidth 4-bit weights are read at."""
    graph: tuple[tuple[str, float | str], ...] = ()
    if r.eager_engine:  # CUDA graphs off: the same kernels, and the ops launched around them
        graph = (
            (N_("Input", "ops launched from Python per step"), r.eager_ops),
            (N_("Input", "host seconds per op"), r.host_op_s),
        )
    elif r.graph_kernels:
        graph = ((N_("Input", "kernels per step (CUDA graph)"), r.graph_kernels),)
    if r.graph_kernels:
        graph += ((N_("Input", "fixed time per kernel s"), r.kernel_fixed_s),)
    if r.moe_block_extra_s:
        extra = N_("Input", "fused-MoE blocks' fixed time beyond their kernels s")
        graph += ((extra, r.moe_block_extra_s),)
    if r.expert_read_share:
        share = N_("Input", "routed experts read at this share of the bandwidth")
        graph += ((share, r.expert_read_share),)
    int4 = ((N_("Input", "4-bit GEMV ÷ 16-bit GEMV bandwidth"), r.int4_share),)
    return graph + (int4 if r.int4_extra else ())


def _host_inputs(r: Replica) -> tuple[tuple[str, float | str], ...]:
    """The host RAM's part of a step when llama.cpp keeps layers or experts on the CPU."""
    if not r.where.offloads:
        return ()
    return (
        (
            "layers on the GPU",
            Message("{n} of {layers}", n=r.where.gpu_layers, layers=r.where.layers),
        ),
        (N_("Input", "layers with experts on the CPU"), r.where.cpu_moe_layers),
        (N_("Input", "host RAM bandwidth B/s"), host_gbps(r.plan) * 1e9),
        (N_("Input", "share of it read"), HOST_READ_SHARE),
    )


def _host_notes(r: Replica) -> tuple[str, ...]:
    if not r.where.offloads:
        return ()
    return (
        Message(
            "the CPU layers' weights and KV cache are read from host RAM at {share:.0%} of its "
            "bandwidth ({source}); a prompt chunk of {min_batch}+ tokens copies them to the GPU "
            "over PCIe instead",
            share=HOST_READ_SHARE,
            source=Term(
                "Source",
                DEFAULT_HOST_SOURCE if r.plan.host_memory_gbps is None else GIVEN_HOST_SOURCE,
            ),
            min_batch=OP_OFFLOAD_MIN_BATCH,
        ),
    )


def request_flops(spec: ModelSpec, prompt: float, output: int, ctx: float) -> float:
    """FLOPs of one request: its prompt's prefill (projections, attention over half the prompt
    on average, a hybrid's chunked scans), its images once, and its output tokens' decode."""
    n = 2.0 * count_params(spec).active_compute
    prompt_mixing = attention_forward_flops(spec, prompt / 2, spec.attention_blocks)
    flops = prompt * (n + prompt_mixing + scan_forward_flops(spec))
    flops += vision_forward_flops(spec)  # the images of a request, once in prefill
    return flops + output * (n + attention_forward_flops(spec, ctx, spec.attention_blocks))


def spread_request_flops(spec: ModelSpec, r: Replica, prompt: int, output: int) -> float:
    """request_flops averaged over the replica's spread of prompts (an even one: Simpson's rule
    over the shortest, the average and the longest, exact, a request's FLOPs being quadratic in
    its prompt's length; a long tail: its density's weights); one request of the average prompt
    when prompts are alike."""
    held = decoding_context(0, output, r.output_spread)  # half the answers, length-biased
    one = request_flops(spec, prompt, output, prompt + held)
    if r.prompt_spread is None:
        return one
    if r.prompt_spread.tail:  # a long tail: its density's weights (plan.lengths)
        nodes = r.prompt_spread.nodes()
        return sum(w * request_flops(spec, p, output, p + held) for p, w in nodes)
    ends = (r.prompt_at(0.0), r.prompt_at(1.0))
    return (4 * one + sum(request_flops(spec, p, output, p + held) for p in ends)) / 6


# What the prefill FLOPs count for a fine-grained mixture's routed experts (kernels.
# TRITON_MOE_SHARE)
ROUTED_EXPERTS_NOTE = Message(
    "the routed experts' FLOPs run at their Triton fused-MoE kernels' share of the peak: they "
    "count in the prefill FLOPs × utilisation ÷ that share"
)


ROUTED_EXPERTS_CURVE_NOTE = Message(
    "the routed experts' FLOPs run at their fused-MoE kernels' share of the peak at the rows "
    "each expert gets in a prompt step: they count in the prefill FLOPs × utilisation ÷ that "
    "share"
)


ROUTED_EXPERTS_W4A16_NOTE = Message(
    "the routed experts' 4-bit weights multiply in W4A16 fused-MoE kernels at their measured "
    "share of the bf16 peak: they count in the prefill FLOPs × utilisation ÷ that share"
)


def _experts_source(r: Replica) -> str:
    """The source of the share of the peak the routed experts are timed at in prefill: the
    measured curve's, the W4A16 kernels' or Triton's; none where they run at the utilisation."""
    if not r.moe_share:
        return ""
    if r.moe_curved:
        return FUSED_MOE_CURVE_SOURCE
    return W4A16_MOE_SOURCE if r.moe_w4a16 else TRITON_MOE_SOURCE


DEEPEP_SERVING_SOURCE = N_(
    "Source",
    "deepseek-ai/DeepEP README (normal and low-latency kernels: a token sent once to each "
    "node holding one of its experts, forwarded inside it over NVLink); SGLang "
    "--moe-a2a-backend deepep; vLLM --all2all-backend deepep_high_throughput or "
    "deepep_low_latency (docs.vllm.ai serving/expert_parallel_deployment)",
)
DISPATCH_NOTE = Message(
    "MoE layers: DeepEP's dispatch and combine all-to-alls over the expert-parallel GPUs in "
    "place of the all-reduces (counted in the all-reduce seconds); a step of decodes alone "
    "runs its low-latency kernels, a copy of each token to every GPU holding one of its "
    "experts, a step with prompt tokens its normal kernels, one copy a node"
)


def _busiest_inputs(r: Replica, tokens: float) -> tuple[tuple[str, float], ...]:
    """With expert parallelism, the busiest group's experts and routed tokens in a decode step
    of `tokens` tokens, each ÷ the mean group's (expert_load)."""
    if r.expert_groups <= 1:
        return ()
    touched = r.experts_touched(tokens)
    return (
        (N_("Input", "expert-parallel groups"), r.expert_groups),
        (N_("Input", "weights the busiest GPU reads, per GPU"), r.weight_read_bytes(tokens)),
        (
            N_("Input", "busiest group's experts ÷ the mean"),
            round(r.busiest_touched(tokens) / touched, 4) if touched else 1.0,
        ),
        (
            N_("Input", "busiest group's routed tokens ÷ the mean"),
            round(r.busiest_tokens(tokens), 4),
        ),
    )


def _dispatch_inputs(r: Replica, batch: float) -> tuple[tuple[str, float], ...]:
    """A DeepEP replica's all-to-alls in a decode step, and with two-batch overlap the
    step's kernels and all-to-alls as the micro-batches pair them."""
    if not r.a2a_layers:
        return ()
    tokens = max(batch, 1.0) * (r.k + 1)
    out: tuple[tuple[str, float], ...] = (
        (N_("Input", "MoE layers with all-to-alls"), r.a2a_layers),
        (N_("Input", "expert all-to-all seconds (DeepEP)"), r.a2a_s(tokens, decode=True)),
        (N_("Input", "expert-parallel GPUs"), r.a2a_ranks),
    )
    if r.overlapped:
        out += (
            (
                N_("Input", "kernels and all-to-alls with two-batch overlap s"),
                r.overlapped_step_s(batch),
            ),
        )
    return out


def _prefill_figure(r: Replica, prompt: int, mfu: Figure) -> Figure:
    """The prefill tokens/s figure of one prompt (a hybrid's recurrent scans as the engine's
    kernels run them, where they are timed apart), on a prefill replica of its own tp where a
    disaggregated plan sets one (its layout's inputs)."""
    if isinstance(r, DisaggReplica):
        r = r.prefill_side
    t_p = r.prefill_s()
    formula = (
        "prompt tokens computed ÷ max(prefill FLOPs ÷ (TP GPUs × peak × utilisation), weights "
        "read per chunk ÷ bandwidth) + all-reduces + step overhead (+ kernels × fixed time "
        "per kernel, per chunk)"
    )
    scans: tuple[tuple[str, float], ...] = ()
    calls = r.scans
    if calls is not None:
        joins = "+" if calls.kernel.additive else "max of"
        formula = (
            "prompt tokens computed ÷ (max(prefill FLOPs but the recurrent scans ÷ (TP GPUs × "
            "peak × utilisation), weights read per chunk ÷ bandwidth) + recurrent layers × "
            "calls (one a chunk) × (a call's fixed time " + joins + " its tokens' scan FLOPs ÷ "
            "(TP GPUs × bf16 peak × the scans' share)) + all-reduces + step overhead (+ kernels "
            "× fixed time per kernel, per chunk))"
        )
        scans = (
            (N_("Input", "recurrent layers"), calls.layers),
            (N_("Input", "a scan call's fixed time s"), calls.kernel.fixed_s),
            (N_("Input", "scans' share of the bf16 peak"), calls.share),
            (N_("Input", "bf16 peak FLOP/s"), calls.bf16_peak),
            (N_("Input", "scan seconds per prompt token and layer"), calls.token_s),
            (
                N_("Input", "recurrent scans' seconds per prompt"),
                r.scan_s(prompt - r.cached, r.cfg.batched_tokens or None),
            ),
        )
    experts: tuple[tuple[str, float], ...] = ()
    if r.moe_share:  # a fine-grained mixture's routed experts at their kernels' rate
        experts = (
            (N_("Input", "routed-expert FLOPs per token"), 2.0 * r.active_expert_params),
            (
                N_("Input", "routed experts' share of the peak (fused-MoE kernels)")
                if r.moe_curved
                else N_("Input", "routed experts' share of the bf16 peak (W4A16 fused MoE)")
                if r.moe_w4a16
                else N_("Input", "routed experts' share of the peak (Triton fused MoE)"),
                r.moe_share,
            ),
        )
        if r.moe_curved:
            experts += ((N_("Input", "rows per expert in a prompt step"), r.moe_rows),)
    prefill = Figure(
        "prefill_tokens_per_second",
        "Prefill tokens/s (per replica)",
        (prompt - r.cached) / t_p,
        "tokens/s",
        formula,
        (
            ("prompt tokens computed", prompt - r.cached),
            ("peak FLOP/s", r.peak),
            ("utilisation", mfu.value),
            ("TP GPUs", r.tp),
            ("tokens per chunk", r.cfg.batched_tokens or prompt),
            *(
                ((N_("Input", "kernels' fixed time per chunk s"), r.prefill_floor_s),)
                if r.prefill_floor_s
                else ()
            ),
            *scans,
            *experts,
            *_attention_inputs(r),
        ),
        joined(
            N_("Source", "2·N per token + causal attention (Kaplan et al. 2020)"),
            *_attention_sources(r),
            KERNEL_FIXED_SOURCE if r.prefill_floor_s else "",
            SCAN_PREFILL_SOURCE if calls is not None else "",
            r.cfg.framework.triton_scans if calls is not None else "",
            _experts_source(r),
            r.cfg.framework.triton_moe if r.moe_share and not (r.moe_curved or r.moe_w4a16) else "",
        ),
        notes=(
            *(
                (Message("peak at the fp16-accumulate tensor rate (twice the catalog's)"),)
                if r.accumulate_gain > 1
                else ()
            ),
            *(
                (
                    (
                        ROUTED_EXPERTS_CURVE_NOTE
                        if r.moe_curved
                        else ROUTED_EXPERTS_W4A16_NOTE
                        if r.moe_w4a16
                        else ROUTED_EXPERTS_NOTE
                    ),
                )
                if r.moe_share
                else ()
            ),
        ),
    )
    return prefill


def _step_bytes_figure(spec: ModelSpec, plan: Plan, r: Replica, batch: int) -> Figure:
    """The bytes one decode step of `batch` sequences reads over the replica: its weights (the
    mean GPU's, the busiest expert-parallel GPU's among the inputs), host layers and KV cache."""
    # a static batch's caches hold its padded prompts and its longest answer's steps
    ctx = r.batch_context(batch) if isinstance(r, StaticReplica) else r.context
    tokens = batch * (r.k + 1)
    weights = r.weight_read_bytes(tokens, busiest=False) * r.tp
    # every GPU of the replica reads its own cache: each stage's local and global layers, and
    # heads (or MLA's latent) that tensor parallelism replicates are read on every rank
    kv = replica_kv_bytes(spec, plan, ctx, batch)
    host = r.host_read_bytes(tokens)  # llama.cpp's CPU layers, from host RAM
    return Figure(
        "decode_step_bytes",
        "Bytes read per decode step",
        weights + host + kv,
        "bytes",
        "weights read (MoE: experts any sequence routes to; llama.cpp's CPU layers from host "
        "RAM) + batch × KV cache at average length"
        + (
            "; with expert parallelism every MoE layer waits for the GPU whose experts the step "
            "reaches most, which reads more than its share"
            if r.expert_groups > 1
            else ""
        ),
        (
            ("weights read", weights),
            *(((N_("Input", "weights read from host RAM"), host),) if host else ()),
            ("KV cache read", kv),
            ("bytes/param", round(r.bpp_served, 4)),
            ("experts touched", round(r.experts_touched(tokens), 4)),
            *_busiest_inputs(r, tokens),
            ("average context", ctx),
        ),
        "Pope et al. 2022 roofline; the input embedding is a lookup of one row"
        + (f"; {EXPERT_LOAD_SOURCE}" if r.expert_groups > 1 else ""),
    )


def serving(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    prompt: int,
    output: int,
    mfu: Figure,
    mbu: Figure,
    replica: Replica | None = None,
) -> Serving:
    """Prefill and decode speed of one replica serving `plan.batch` requests at a time."""
    r = replica or replica_for(
        spec,
        gpu,
        plan,
        serving_config(gpu, plan),
        prompt=prompt,
        output=output,
        shared_prefix=0,
        mfu=mfu.value,
        mbu=mbu.value,
        limit=math.inf,
    )
    batch = plan.batch
    prefill = _prefill_figure(r, prompt, mfu)
    step_fig = _step_bytes_figure(spec, plan, r, batch)
    parts = r.step_parts(batch)
    launch_s = r.launch_s(batch * (r.k + 1))
    server_s = r.frontend_s(batch)
    step = r.step_s(batch)
    decode = Figure(
        "decode_tokens_per_second",
        "Decode tokens/s (per replica)",
        batch * r.tokens_per_step / step,
        "tokens/s",
        "batch × tokens per step ÷ max(max(linear layers + attention + kernels × fixed time "
        "per kernel + fused-MoE blocks' time beyond their kernels, kernels × host launch time) "
        "+ all-reduces + step overhead, the server's seconds on the step's outputs); each part "
        "the longer of its bytes ÷ (bandwidth × MBU; routed experts in fused-MoE kernels at "
        "their own share) and its FLOPs ÷ (GPUs × peak × MFU)",
        (
            ("batch", batch),
            ("step seconds", step),
            ("tokens per step", r.tokens_per_step),
            ("bandwidth B/s", r.bw),
            ("MBU", mbu.value),
            ("all-reduce seconds", r.comm_s(max(batch, 1.0) * (r.k + 1), decode=True)),
            *(((N_("Input", "all-reduce bus bandwidth B/s"), r.tp_bps),) if r.tp > 1 else ()),
            *_dispatch_inputs(r, batch),
            ("step overhead s", r.cfg.step_overhead_s / r.rounds),
            ("kernel launch seconds", launch_s),
            *(((N_("Input", "server seconds on a step's outputs"), server_s),) if server_s else ()),
            *(
                (
                    (N_("Input", "server processes"), plan.api_servers),
                    (N_("Input", "steps between streamed chunks"), plan.stream_interval),
                )
                if server_s
                else ()
            ),
            *_kernel_inputs(r),
            *_host_inputs(r),
            *_attention_inputs(r),
        ),
        _decode_source(
            gpu.name,
            *_attention_sources(r),
            mbu.source,
            r.launch_source if launch_s else r.cfg.overhead_source,
            KERNEL_FIXED_SOURCE if r.graph_kernels else "",
            TRITON_MOE_DECODE_SOURCE if r.moe_block_extra_s else "",
            INT4_GEMV_SOURCE if r.int4_extra else "",
            r.tp_source if r.tp > 1 else "",
            QK_NORM_ALLREDUCE_SOURCE if r.qk_norm_collectives else "",
            FRONTEND_SOURCE if server_s else "",
            DEEPEP_SERVING_SOURCE if r.a2a_layers else "",
            r.cfg.framework.batch_overlap_source if r.overlapped else "",
        ),
        notes=(
            _bound(parts, launch_s, server_s > r.gpu_step_s(batch)),
            *((DISPATCH_NOTE,) if r.a2a_layers else ()),
            *_host_notes(r),
            *((note,) if r.graph_kernels and (note := kernel_fixed_note(gpu)) else ()),
            *((int4_gemv_note(gpu),) if r.int4_marlin else ()),
        ),
    )
    point = r.at(batch)
    flops_req = spread_request_flops(spec, r, prompt, output)
    return Serving(
        prefill,
        step_fig,
        decode,
        point.request_s,
        flops_req,
        point.requests_per_second * output,
        plan.tp * plan.pp + plan.prefill_gpus / plan.decode_replicas,
        point,
        r.batch_prefill_s(batch),
    )
