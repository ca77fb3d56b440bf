"""The serving group of an estimate: TTFT and TPOT at the plan's concurrency, the concurrency
that meets the targets, the requests/s it serves and the replicas the busiest hour needs."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Listed, Message, Term, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.money.budget import carries_load
from hwplanner.engine.plan.datasets import DATASETS
from hwplanner.engine.plan.enums import DatasetName
from hwplanner.engine.plan.fields import benchmark_run, choice_label
from hwplanner.engine.plan.framework_spec import FRONTEND_SOURCE
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import Plan, Speculative
from hwplanner.engine.plan.workload import LengthSpread, Workload
from hwplanner.engine.scenario.serving_config import ServingConfig, serving_config, stage_kv_bytes
from hwplanner.engine.serving.benchmark_run import RUN_SIMULATED, run_passes
from hwplanner.engine.serving.disagg import DisaggReplica
from hwplanner.engine.serving.latency import SERVER_BOUND, Replica, at_percentile
from hwplanner.engine.serving.points import Point
from hwplanner.engine.serving.slo import Pool, kv_pool, max_concurrency, replicas_needed
from hwplanner.engine.serving.static_batch import StaticReplica, replica_for
from hwplanner.engine.time.kernels import INT4_GEMV_SOURCE, STATE_UPDATE_SHARE, STATE_UPDATE_SOURCE

LATENCY_SOURCE = N_(
    "Source",
    "prefill: Kaplan et al. 2020 (2·N FLOPs per token); decode: Pope et al. 2022 roofline, "
    "per operator (Williams et al. 2009; Yuan et al. 2024, LLM Inference Unveiled); "
    "interleaving: continuous batching (Yu et al. 2022, Orca) with chunked prefill "
    "(Agrawal et al. 2024, Sarathi-Serve); queueing: M/D/1 (Pollaczek–Khinchine) and "
    "Little's law; prefills batched between scheduling rounds (vLLM 0.6.0 "
    "core/scheduler.py _schedule_default, SGLang 0.3.0 managers/tp_worker.py "
    "get_new_prefill_batch)",
)


@dataclass(frozen=True, slots=True)
class Levels:
    replica: Replica
    pool: Pool
    now: Point  # at the plan's concurrency
    best: Point | None  # at the largest concurrency that meets the targets (None: none does)
    figures: dict[str, Figure]
    warnings: tuple[str, ...]


def build_replica(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    mfu: float,
    mbu: float,
    draft: ModelSpec | None = None,
    cards: Sequence[tuple[GpuSpec, MemoryEstimate]] = (),
) -> tuple[Replica, Pool]:
    """The replica model of a serving plan and the KV pool that limits its concurrency.
    `cards`: a machine of unequal cards, each stage's card and memory in stage order (the
    pool is the stage's that holds the fewest sequences, each on its own card)."""
    cfg = serving_config(gpu, plan)
    if cards:
        pools = [
            kv_pool(spec, card, plan, workload, mem, serving_config(card, plan), draft, s)
            for s, (card, mem) in enumerate(cards)
        ]
        pool = min(pools, key=lambda p: (p.limit, p.tokens))
    else:
        pool = kv_pool(spec, gpu, plan, workload, memory, cfg, draft)
    replica = replica_for(
        spec,
        gpu,
        plan,
        cfg,
        prompt=workload.prompt_tokens,
        output=workload.output_tokens,
        output_max=workload.output_tokens_max,
        prompt_max=workload.prompt_tokens_max,
        shared_prefix=workload.shared_prefix_tokens,
        mfu=mfu,
        mbu=mbu,
        limit=pool.limit,
        held=pool.held,
        seq_cap=pool.cap,
        draft=draft,
        inter_node_gbit=workload.inter_node_gbit_per_node,
        mfu_given=workload.mfu is not None,
        reservation=pool.request,
    )
    return replica, pool


def serving_levels(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    mfu: float,
    mbu: float,
    draft: ModelSpec | None = None,
    cards: Sequence[tuple[GpuSpec, MemoryEstimate]] = (),
) -> Levels:
    replica, pool = build_replica(spec, gpu, plan, workload, memory, mfu, mbu, draft, cards)
    ttft_s = workload.ttft_slo_ms / 1000 if workload.ttft_slo_ms is not None else None
    tpot_s = workload.tpot_slo_ms / 1000 if workload.tpot_slo_ms is not None else None
    rate = workload.request_rate
    runs = pool.limit >= 1  # else no request fits: latency is unknown (the budget's time
    # and cost still assume the plan would run, as the training budget does)
    # a request rate spreads over the plan's replicas; else its concurrent users (closed loop)
    decoding = plan.decode_replicas  # every replica, but a disaggregated plan's prefill ones
    now = replica.at_rate(rate / decoding) if rate is not None and runs else replica.at(plan.batch)
    # a benchmark run of so many requests, its start and end simulated (continuous batching):
    # its latencies are what the plan shows; the period's load stays the steady state's
    run = workload.run_requests if rate is None and runs and benchmark_run(plan, spec) else None
    # the run's requests are shared by the replicas that decode, as its users are
    pct = workload.slo_percentile
    extra = (pct,) if pct is not None else ()
    detail = replica.run_detail(plan.batch, math.ceil(run / decoding), extra) if run else None
    ran = detail[0] if detail is not None else None
    if ran is None:
        run = None  # not simulated (a run too long to simulate: the steady state, said)
    shown = ran or now
    best_c = max_concurrency(replica, ttft_s, tpot_s)
    best = replica.at(best_c) if best_c else None
    peak = workload.peak_requests_per_second
    need = replicas_needed(peak, best)
    one = replica.at(1) if runs else None  # one user alone: how far a missed target is
    figures = {
        "ttft_ms": _ttft(replica, shown, runs, rate, run),
        "tpot_ms": _tpot(replica, shown, runs, rate, run),
        # at a request rate, the percentiles beside the means they spread around
        **(_percentiles(replica, plan, rate) if rate is not None and runs else {}),
        # in a benchmark run, the percentiles over its requests, as the benchmark reports them
        **(_run_percentiles(detail[1], run, pct) if detail is not None and run else {}),
        "request_latency_s": _request_latency(replica, shown, runs),
        **({"run_output_tokens_per_s": _run_output(replica, plan, shown, run)} if run else {}),
        "offline_output_tokens_per_s": _offline(replica, plan, pool, runs),
        "kv_pool_tokens": pool.figure_tokens,
        "concurrency_limit": pool.figure_limit,
        "max_concurrency_at_slo": _best(best_c, workload, pool, one),
        "requests_per_second": Figure(
            "requests_per_second",
            "Requests/s at the targets",
            (best.requests_per_second if best else 0.0) * decoding,
            "requests/s",
            "replicas in the plan × users at the targets ÷ request time (Little's law)",
            (
                _replicas_input(plan),
                ("users per replica", best_c),
                ("request seconds", best.request_s if best else math.inf),
            ),
            LATENCY_SOURCE,
            notes=_on_means(workload),
        ),
        "peak_requests_per_second": Figure(
            "peak_requests_per_second",
            "Peak load",
            peak,
            "requests/s",
            "requests per day ÷ 86,400 s × peak factor",
            (
                ("requests per day", workload.requests_per_day),
                ("peak factor", workload.peak_factor),
            ),
        ),
        "replicas": Figure(
            "replicas",
            "Replicas for the peak load",
            int(need) if math.isfinite(need) else need,  # a count (inf: none can; JSON null)
            "count",
            "⌈peak requests/s ÷ requests/s one replica serves at the targets⌉",
            (
                ("peak requests/s", peak),
                ("per replica", best.requests_per_second if best else 0.0),
                ("GPUs per replica", plan.tp * plan.pp),
            ),
            notes=(*_replica_notes(plan, need), *_on_means(workload)),
        ),
    }
    if rate is not None and runs:
        figures.update(_at_rate_targets(replica, plan, workload, rate, ttft_s, tpot_s))
    if plan.speculative is not Speculative.NONE:
        figures["tokens_per_step"] = Figure(
            "tokens_per_step",
            "Tokens per decode step",
            replica.tokens_per_step,
            "count",
            "(1 − α^(k+1)) ÷ (1 − α): expected tokens accepted per verification",
            (("proposed k", replica.k), ("acceptance α", plan.acceptance_rate)),
            "Leviathan et al. 2023, eq. 1",
        )
    warnings = _warnings(
        plan, workload, pool, best_c, need, _one_at_percentile(replica, one, workload, rate), ran
    )
    if workload.run_requests is not None and run is None and runs:
        warnings.append(_run_unused(plan, spec, rate, replica))
    if isinstance(replica, DisaggReplica):
        warnings.append(_disagg_note(replica, plan))
    if isinstance(replica, StaticReplica):
        warnings += _static_spread_notes(replica, workload, now.running, max(pool.limit, 1.0))
    warnings += _length_notes(replica, workload)
    warnings += _percentile_notes(workload, rate, run)
    started = _model_context_note(spec, plan, replica.cfg, pool)
    if started is not None:
        warnings.append(started)
    return Levels(replica, pool, now, best, figures, tuple(warnings))


def _model_context_note(
    spec: ModelSpec, plan: Plan, cfg: ServingConfig, pool: Pool
) -> Message | None:
    """An engine that serves the model's own context unless told (vLLM: max_model_len) and
    stops at start-up when its KV cache cannot hold one request that long
    (Framework.model_context_start): said when the plan's context is the shorter and the
    pool would not hold one request of the model's (a stage's GPU, whole blocks)."""
    top = spec.max_position_embeddings
    if not cfg.framework.model_context_start or top is None or plan.context >= top:
        return None
    if pool.limit < 1 or max(stage_kv_bytes(spec, plan, top, 1, cfg.block_tokens)) <= pool.bytes:
        return None
    return Message(
        "{engine} serves the model's own context ({model:,} tokens) unless told otherwise, and "
        "stops at start-up when its KV cache cannot hold one request that long: this plan "
        "leaves it {pool:,.0f} tokens. Start it with max_model_len={context:d} (this plan's "
        "{field}), or max_model_len=auto where the release has it (the longest that fits).",
        engine=cfg.framework.name,
        model=top,
        pool=pool.tokens,
        context=plan.context,
        field=FieldRef("plan.context"),
    )


def _replicas_input(plan: Plan) -> tuple[str, int]:
    """The replicas a per-replica figure is multiplied by: every replica, or a disaggregated
    plan's decode replicas (said so)."""
    if plan.prefill_only_replicas:
        return (N_("Input", "decode replicas in the plan"), plan.decode_replicas)
    return ("replicas in the plan", plan.dp)


def _replica_notes(plan: Plan, need: float) -> tuple[Message, ...]:
    """The GPUs the replicas for the peak load come to: each replica's tp × pp, and in a
    disaggregated plan its share of the prefill replicas beside it."""
    if not math.isfinite(need):
        return ()
    per = plan.tp * plan.pp
    if plan.prefill_only_replicas:
        share = plan.prefill_only_replicas / plan.decode_replicas
        prefill = max(math.ceil(need * share - 1e-9), 1)
        each = plan.prefill_replica_tp * plan.pp
        if each != per:
            return (
                Message(
                    "{gpus:,} GPUs in all: {replicas:,.0f} decode replica(s) of {per} GPUs and "
                    "{prefill:,} prefill replica(s) of {each} (the plan's {plan_prefill:,} "
                    "prefill to {plan_decode:,} decode, rounded up)",
                    gpus=int(need * per + prefill * each),
                    replicas=need,
                    prefill=prefill,
                    per=per,
                    each=each,
                    plan_prefill=plan.prefill_only_replicas,
                    plan_decode=plan.decode_replicas,
                ),
            )
        return (
            Message(
                "{gpus:,} GPUs in all: {replicas:,.0f} decode and {prefill:,} prefill "
                "replica(s) of {per} GPUs (the plan's {plan_prefill:,} prefill to "
                "{plan_decode:,} decode, rounded up)",
                gpus=int((need + prefill) * per),
                replicas=need,
                prefill=prefill,
                per=per,
                plan_prefill=plan.prefill_only_replicas,
                plan_decode=plan.decode_replicas,
            ),
        )
    return (
        Message(
            "{gpus:,} GPU in all (one replica of one GPU)"
            if need * per == 1
            else "{gpus:,} GPUs in all ({replicas:,.0f} × {per}: replicas × GPUs each)",
            gpus=int(need * per),
            replicas=need,
            per=per,
        ),
    )


def _disagg_note(r: DisaggReplica, plan: Plan) -> Message:
    """What a disaggregated plan's figures are per: a decode replica with its prefill share."""
    return Message(
        "Prefill/decode disaggregated: {prefill:,} of the plan's {replicas:,} replicas only "
        "prefill and send each prompt's KV cache ({mb:,.1f} MB) in {ms:,.2f} ms ({link}) to "
        "the decode replicas ({decode:,}); their steps carry no prefill, and the figures per "
        "replica are a decode replica's. A prefill replica takes up to {batch:,.1f} prompts "
        "into one forward (its step's token budget): {capacity:,.0f} prompt tokens/s at most.",
        prefill=plan.prefill_only_replicas,
        replicas=plan.prefill_only_replicas + plan.decode_replicas,
        decode=plan.decode_replicas,
        mb=r.transfer_bytes / 1e6,
        ms=r.transfer_s * 1000,
        batch=r.server.batch_max,
        capacity=r.server.capacity * max(r.prompt - r.cached, 1),
        link=Message("over the node network")
        if r.transfer_link == "network"
        else Message("{link} inside the node", link=r.transfer_link),
    )


DISAGG_SOURCE = N_(
    "Source",
    "prefill/decode disaggregation (DistServe, Zhong et al. 2024; Splitwise, Patel et al. "
    "2024): a prefill replica takes the prompts waiting into one forward up to its step's "
    "token budget (SGLang python/sglang/srt/managers/schedule_policy.py PrefillAdder, vLLM's "
    "max_num_batched_tokens), its queue of batches as M/G/1 (Pollaczek–Khinchine) with an "
    "exponential tail; the KV cache sent at the link's bandwidth after the prefill",
)


def _disagg_percentiles(
    r: DisaggReplica, per: float, quantiles: dict[float, tuple[float, float]]
) -> dict[str, Figure]:
    """The percentiles of a disaggregated plan, said as DisaggReplica.quantiles_at_rate
    computes them."""
    inputs = (
        (N_("Input", "request rate per replica"), per),
        (N_("Input", "prefill replicas per decode replica"), r.prefill_per_decode),
        (N_("Input", "prefill seconds"), r.prefill_s()),
        *_prefill_batch_inputs(r, per),
        (N_("Input", "KV cache transfer s"), r.transfer_s),
    )
    return _percentile_figures(
        quantiles,
        PercentileText(
            N_(
                "Formula",
                "prefill of its prompt's batch (with prompts spread: the one at the q-th share) "
                "+ the q-th quantile of the wait for a prefill replica + the KV cache's transfer",
            ),
            N_(
                "Formula",
                "decode step with N + z·√N sequences running (N: the mean, Poisson) ÷ tokens "
                "per step (no prefill in a decode replica's steps)",
            ),
            lambda q: inputs,
            inputs[:2],
            DISAGG_SOURCE,
        ),
    )


def _spread_how(spread: LengthSpread) -> Message:
    return Message("in a long tail") if spread.tail else Message("spread evenly")


def _static_spread_notes(
    r: StaticReplica, workload: Workload, batch: float, full: float
) -> list[Message]:
    """What lengths given as a spread cost static batches (static_batch.StaticReplica): a batch
    prefills at its longest prompt and decodes until its longest answer ends."""
    notes = []
    prompts = r.prompt_spread
    if prompts is not None and prompts.shortest < prompts.longest:
        notes.append(
            Message(
                "Static batches pad to their longest prompt: with prompts {how} from {low:,} to "
                "{high:,} tokens (average {mean:,}), a batch of {batch:,.0f} is prefilled at "
                "{longest:,.0f} tokens a prompt on average.",
                how=_spread_how(prompts),
                low=prompts.shortest,
                high=prompts.longest,
                mean=workload.prompt_tokens,
                batch=batch,
                longest=r.longest_prompt(batch),
            )
        )
    answers = r.output_spread
    if answers is not None and answers.shortest < answers.longest:
        notes.append(
            Message(
                "Static batches wait for their longest answer: with answers {how} from {low:,} "
                "to {high:,} tokens (average {mean:,}), a batch of {batch:,.0f} ends after "
                "{longest:,.0f} tokens on average, a full batch of {full:,.0f} after "
                "{longest_full:,.0f}.",
                how=_spread_how(answers),
                low=answers.shortest,
                high=answers.longest,
                mean=workload.output_tokens,
                batch=batch,
                longest=r.longest_answer(batch),
                full=full,
                longest_full=r.longest_answer(full),
            )
        )
    return notes


def _length_notes(r: Replica, workload: Workload) -> list[Message]:
    """Where the request lengths come from: a benchmark data set's bounds (one note, its
    source; the averages may be the run's own; a second where the data set's average answer
    is taken at its cap), else each spread taken as a long tail (_tail_notes)."""
    found = DATASETS.get(workload.dataset_name)
    bounds = (workload.prompt_tokens_max, workload.output_tokens_max)
    if found is None or bounds != (found.prompt_tokens_max, found.output_tokens_max):
        return _tail_notes(r)
    dataset = Term("Choice", _dataset_label(workload.dataset_name))
    notes = [
        Message(
            "Request lengths of {dataset}: prompts averaging {prompt:,} tokens up to "
            "{prompt_max:,}, answers averaging {output:,} up to {output_max:,}, a "
            "prompt and its answer {pair:,} at most ({source}); most short, a few long.",
            dataset=dataset,
            source=found.source,
            prompt=workload.prompt_tokens,
            prompt_max=found.prompt_tokens_max,
            output=workload.output_tokens,
            output_max=found.output_tokens_max,
            pair=found.longest_request,
        )
    ]
    if found.output_at_cap and workload.output_tokens == found.output_tokens:
        notes.append(
            Message(
                "{dataset}: the average answer length is not published; taken at the cap "
                "every request asks for, {cap:,} tokens (set the answer average to a run's "
                "own).",
                dataset=dataset,
                cap=found.output_tokens_max,
            )
        )
    return notes


def _dataset_label(name: DatasetName) -> str:
    """The data set as the workload field's choices name it (declared once there)."""
    return choice_label(Workload, "dataset_name", name)


def _tail_notes(r: Replica) -> list[Message]:
    """Lengths whose longest reaches past an even spread are taken as a long tail
    (plan.workload.LengthSpread): said, as it moves the prefill's average and its spread."""
    notes = []
    for spread, what in (
        (r.prompt_spread, Message("Prompts")),
        (r.output_spread, Message("Answers")),
    ):
        if spread is not None and spread.tail:
            notes.append(
                Message(
                    "{what} averaging {mean:,} tokens up to {longest:,} cannot spread evenly "
                    "(the shortest would be under {floor:,} tokens): they are taken as a long "
                    "tail from {floor:,} to {longest:,}, the spread of greatest entropy with that "
                    "average — most short, a few long, as in chat data sets such as ShareGPT; "
                    "the real distribution may differ.",
                    what=what,
                    mean=spread.mean,
                    longest=spread.longest,
                    floor=spread.floor,
                )
            )
    return notes


PERCENTILE_SOURCE = N_(
    "Source",
    "gated batch admission (vLLM 0.6.0 core/scheduler.py _schedule_default, SGLang 0.3.0 "
    "managers/tp_worker.py get_new_prefill_batch): the cycle a Poisson arrival lands in is "
    "length-biased, E[C] + Var C ÷ E[C]; sequences running under Poisson arrivals: Poisson in "
    "number (M/G/∞)",
)

PERCENTILE_LABELS: dict[float, tuple[str, str]] = {
    50: (N_("Figure", "Time to first token, p50"), N_("Figure", "Time per output token, p50")),
    90: (N_("Figure", "Time to first token, p90"), N_("Figure", "Time per output token, p90")),
    95: (N_("Figure", "Time to first token, p95"), N_("Figure", "Time per output token, p95")),
    99: (N_("Figure", "Time to first token, p99"), N_("Figure", "Time per output token, p99")),
}


class PercentileText(NamedTuple):
    """How one kind of replica says its latency percentiles: the two formulas, their inputs
    (TTFT's may depend on the percentile), the source and notes."""

    ttft_formula: str
    tpot_formula: str
    ttft_inputs: Callable[[float], tuple[tuple[str, Any], ...]]
    tpot_inputs: tuple[tuple[str, Any], ...]
    source: str
    notes: tuple[str, ...] = ()


def _percentile_figures(
    quantiles: dict[float, tuple[float, float]], text: PercentileText
) -> dict[str, Figure]:
    """The ttft_pQ_ms and tpot_pQ_ms figures of `quantiles` (seconds), said as `text` says."""
    out: dict[str, Figure] = {}
    for q, (ttft, tpot) in quantiles.items():
        ttft_label, tpot_label = PERCENTILE_LABELS[q]
        out[f"ttft_p{q:g}_ms"] = Figure(
            f"ttft_p{q:g}_ms",
            ttft_label,
            ttft * 1000,
            "ms",
            text.ttft_formula,
            text.ttft_inputs(q),
            text.source,
            notes=text.notes,
        )
        out[f"tpot_p{q:g}_ms"] = Figure(
            f"tpot_p{q:g}_ms",
            tpot_label,
            tpot * 1000,
            "ms",
            text.tpot_formula,
            text.tpot_inputs,
            text.source,
            notes=text.notes,
        )
    return out


def _run_percentiles(
    quantiles: dict[float, tuple[float, float]], run: int, pct: float | None = None
) -> dict[str, Figure]:
    """The percentiles of a simulated benchmark run, over its requests, as a benchmark reports
    them; with a target percentile, the run's latencies at it (what its verdict judges)."""
    inputs = ((N_("Input", "requests in the run"), run),)
    out = {} if pct is None else _target_figures(*quantiles[pct], pct, inputs, RUN_SOURCE)
    reported = {q: v for q, v in quantiles.items() if q in PERCENTILE_LABELS}
    figures = _percentile_figures(
        reported,
        PercentileText(
            N_(
                "Formula",
                "the q-th percentile of the run's requests' times to first token, each from "
                "its arrival to the end of the step that samples its first token (linear "
                "between ranks, as numpy.percentile)",
            ),
            N_(
                "Formula",
                "the q-th percentile of the run's requests' (end − first token) ÷ (output "
                "tokens − 1), requests of more than one output token",
            ),
            lambda q: inputs,
            inputs,
            RUN_SOURCE,
        ),
    )
    return figures | out


def _percentiles(r: Replica, plan: Plan, rate: float) -> dict[str, Figure]:
    """Latency percentiles at the workload's request rate (per plan: the rate spreads evenly
    over its data-parallel replicas)."""
    per = rate / plan.decode_replicas
    quantiles = r.quantiles_at_rate(per)
    if isinstance(r, StaticReplica):
        return _static_percentiles(r, per, quantiles)
    if isinstance(r, DisaggReplica):
        return _disagg_percentiles(r, per, quantiles)
    rho = min(per * r.prefill_s() / r.pp, 1.0)

    def ttft_inputs(q: float) -> tuple[tuple[str, Any], ...]:
        own = (
            ((N_("Input", "its prompt's prefill seconds"), r.prefill_at_s(q / 100)),)
            if r.prompt_spread is not None
            else ()
        )
        return (
            (N_("Input", "request rate per replica"), per),
            (N_("Input", "prefill seconds"), r.prefill_s()),
            *own,
            (N_("Input", "prefill share ρ"), rho),
        )

    return _percentile_figures(
        quantiles,
        PercentileText(
            N_(
                "Formula",
                "prefill of its prompt (with prompts spread: the one at the q-th share) + the "
                "share q of the admission cycle it arrives in + the prefills batched with it "
                "at the q-th percentile of their Poisson count (mean λ × the cycle)",
            ),
            N_(
                "Formula",
                "decode step with N + z·√N sequences running (N: the mean, Poisson) ÷ tokens "
                "per step ÷ (1 − ρ)",
            ),
            ttft_inputs,
            ((N_("Input", "request rate per replica"), per), (N_("Input", "prefill share ρ"), rho)),
            PERCENTILE_SOURCE,
        ),
    )


def _static_percentiles(
    r: StaticReplica, per: float, quantiles: dict[float, tuple[float, float]]
) -> dict[str, Figure]:
    """The percentiles of static batches, said as StaticReplica.quantiles_at_rate computes
    them (no queue of prefills: a request waits its share of the batch ahead)."""
    batch = r.at_rate(per).running
    inputs = (
        (N_("Input", "request rate per replica"), per),
        (N_("Input", "sequences per batch"), batch),
        (N_("Input", "batch seconds"), r.batch_s(batch)),
        (N_("Input", "batch prefill seconds"), r.batch_prefill_s(batch)),
    )
    return _percentile_figures(
        quantiles,
        PercentileText(
            N_(
                "Formula",
                "the q-th share of the batch ahead (a request arrives uniformly within it) + "
                "its batch's prefill",
            ),
            N_(
                "Formula",
                "one decode step of the batch ÷ tokens per step (the steps of a batch are alike)",
            ),
            lambda q: inputs,
            inputs[:2],
            r.cfg.source,
            (STATIC_NOTE,),
        ),
    )


def _at_rate_targets(
    r: Replica,
    plan: Plan,
    workload: Workload,
    rate: float,
    ttft_s: float | None,
    tpot_s: float | None,
) -> dict[str, Figure]:
    """At a request rate: the highest rate within the targets and, with a target percentile,
    the plan's latencies at it (what its verdict judges)."""
    pct = workload.slo_percentile
    out = {"max_request_rate_at_slo": _max_rate(r, plan, rate, ttft_s, tpot_s, pct)}
    if pct is None:
        return out
    per = rate / plan.decode_replicas
    ttft, tpot = r.quantiles_at_rate(per, at_percentile(pct))[pct]
    # the percentiles' own source: a static batch's (the engine's), a disaggregated plan's,
    # else continuous batching's admission
    source = (
        r.cfg.source
        if isinstance(r, StaticReplica)
        else DISAGG_SOURCE
        if isinstance(r, DisaggReplica)
        else PERCENTILE_SOURCE
    )
    inputs = ((N_("Input", "request rate per replica"), per),)
    return out | _target_figures(ttft, tpot, pct, inputs, source)


def _target_figures(
    ttft: float, tpot: float, pct: float, inputs: tuple[tuple[str, Any], ...], source: str
) -> dict[str, Figure]:
    """The two latencies a target percentile judges (seconds in, ms shown): at a request rate
    or over a simulated run's requests, as their percentiles are computed."""
    shown = ((N_("Input", "target percentile"), pct), *inputs)
    out = {}
    for key, label, value in (
        ("ttft_at_target_percentile_ms", N_("Figure", "TTFT at the target percentile"), ttft),
        ("tpot_at_target_percentile_ms", N_("Figure", "TPOT at the target percentile"), tpot),
    ):
        out[key] = Figure(
            key,
            label,
            value * 1000,
            "ms",
            N_(
                "Formula",
                "the latency at the target percentile of the requests, as the percentiles "
                "at the request rate or over the run are computed (q: the target percentile)",
            ),
            shown,
            source,
        )
    return out


def _max_rate(
    r: Replica,
    plan: Plan,
    rate: float,
    ttft_s: float | None,
    tpot_s: float | None,
    percentile: float | None = None,
) -> Figure:
    """The highest request rate within the targets (their means, or at the target
    percentile), over the plan's replicas."""
    top = r.max_rate(ttft_s, tpot_s, percentile) * plan.decode_replicas
    at = (
        N_(
            "Formula",
            "the largest Poisson rate whose TTFT and TPOT at the target percentile meet the "
            "targets, per replica × replicas in the plan; no target: the rate short of "
            "saturation",
        )
        if percentile is not None
        else N_(
            "Formula",
            "the largest Poisson rate whose mean TTFT and TPOT meet the targets, per replica × "
            "replicas in the plan; no target: the rate short of saturation",
        )
    )
    return Figure(
        "max_request_rate_at_slo",
        "Highest request rate within the targets",
        top,
        "requests/s",
        at,
        (
            _replicas_input(plan),
            ("TTFT target ms", ttft_s * 1000 if ttft_s is not None else "—"),
            ("TPOT target ms", tpot_s * 1000 if tpot_s is not None else "—"),
            *(((N_("Input", "target percentile"), percentile),) if percentile is not None else ()),
        ),
        LATENCY_SOURCE,
        notes=(
            (Message("the request rate given is above it: latencies miss the targets"),)
            if rate > top and (ttft_s is not None or tpot_s is not None)
            else ()
        ),
    )


def _offline(r: Replica, plan: Plan, pool: Pool, runs: bool) -> Figure:
    """Offline (batch) throughput: every request queued at once, so the replica runs as many
    sequences as its KV cache and scheduler hold, prefills included."""
    full = r.at(pool.limit) if runs and math.isfinite(pool.limit) else None
    value = full.requests_per_second * r.output * plan.decode_replicas if full else math.inf
    return Figure(
        "offline_output_tokens_per_s",
        "Output tokens/s with every request queued",
        value,
        "tokens/s",
        "replicas × sequences the KV cache holds ÷ request time × output tokens (offline "
        "batch: the queue never empties)",
        (
            _replicas_input(plan),
            ("sequences running", pool.limit),
            ("output tokens", r.output),
        ),
        LATENCY_SOURCE,
    )


def _load(p: Point, rate: float | None) -> tuple[str, float]:
    """What the latency is at: the request rate given, else the concurrent users."""
    if rate is not None:
        return (N_("Input", "request rate"), rate)
    return (N_("Input", "concurrent users"), p.concurrency)


RUN_SOURCE = N_(
    "Source",
    "a run as serving benchmarks send it (vLLM benchmarks/benchmark_serving.py: "
    "--max-concurrency users, --num-prompts requests, every user starting at once; "
    "genai-perf --concurrency, --request-count); continuous batching with chunked prefill, "
    "decodes first and prompt chunks in what is left of max_num_batched_tokens (vLLM V1 "
    "scheduler; Agrawal et al. 2024, Sarathi-Serve)",
)


def _run_unused(plan: Plan, spec: ModelSpec, rate: float | None, r: Replica) -> Message:
    """Why the plan's requests in the run are not simulated (a run that follows the cache
    token by token may take more scheduler passes: run_passes)."""
    if rate is not None:
        return Message(
            "{field} is not used at a request rate: its arrivals start no wave together; "
            "the latencies are the steady state at the rate.",
            field=FieldRef("workload.run_requests"),
        )
    if benchmark_run(plan, spec):
        return Message(
            "{field}: a run this large is not simulated (two waves of its users take more "
            "than {requests:,} requests or {steps:,} scheduler steps): the latencies are the "
            "steady state.",
            field=FieldRef("workload.run_requests"),
            requests=RUN_SIMULATED,
            steps=run_passes(r),
        )
    return Message(
        "{field} is not simulated for static batches, prefill/decode disaggregation or "
        "pipeline stages: the latencies are the steady state.",
        field=FieldRef("workload.run_requests"),
    )


def _run_output(r: Replica, plan: Plan, p: Point, run: int) -> Figure:
    """What a benchmark run reports as its output throughput: its output tokens ÷ its
    length, start and drain included, over the plan's replicas."""
    return Figure(
        "run_output_tokens_per_s",
        "Output tokens/s over the run",
        p.requests_per_second * r.output * plan.decode_replicas,
        "tokens/s",
        "replicas × requests in the run × output tokens ÷ the run's simulated length",
        (_replicas_input(plan), *_run_inputs(r, p, run)),
        _run_source(r),
    )


def _run_source(r: Replica) -> str:
    """A simulated run's sources: the engine's admission where the run follows it token by
    token (vLLM's preemption, SGLang's reservations) or request by request (TensorRT-LLM's
    whole-request reservations), and its steps where it runs prefill first (SGLang)."""
    fw = r.cfg.framework
    admits = (fw.preempts or fw.new_token_ratio_source) if r.kv_budget is not None else ""
    if r.reserve_budget is not None:
        admits = fw.reserves_whole_request
    return joined(LATENCY_SOURCE, RUN_SOURCE, admits, fw.prefill_first)


def _run_inputs(r: Replica, p: Point, run: int) -> tuple[tuple[str, Any], ...]:
    """The inputs of a figure of a simulated benchmark run (an engine that preempts: the
    tokens its KV cache holds, which its admission and preemption follow)."""
    kv = r.kv_budget
    held = (
        N_("Input", "KV cache tokens (keeps room for the outputs to come, retracts the newest)")
        if r.cfg.framework.new_token_ratio is not None
        else N_("Input", "KV cache tokens (admits by the prompt, preempts the newest)")
    )
    reserve = r.reserve_budget
    reserved = N_(
        "Input",
        "KV cache tokens at the average reservation (each request reserves its prompt and "
        "asked output)",
    )
    return (
        *(((held, kv),) if kv is not None else ()),
        *(((reserved, reserve),) if reserve is not None else ()),
        (N_("Input", "requests in the run"), run),
        (N_("Input", "concurrent users"), p.concurrency),
        (N_("Input", "sequences running at most"), p.running),
        (N_("Input", "run seconds"), run / p.requests_per_second),
        (N_("Input", "prompt tokens a step (token budget)"), r.cfg.step_tokens or 0),
        (N_("Input", "prefill seconds (one prompt alone)"), r.prefill_s()),
        (
            N_("Input", "decode step seconds at the sequences running"),
            r.step_s(max(p.running, 1.0)),
        ),
        ("cached prefix tokens", r.cached),
    )


def _ttft(r: Replica, p: Point, runs: bool, rate: float | None, run: int | None) -> Figure:
    if isinstance(r, DisaggReplica):
        return _disagg_ttft(r, p, runs, rate)
    if run is not None:
        return Figure(
            "ttft_ms",
            "Time to first token",
            p.ttft_s * 1000 if runs else math.inf,
            "ms",
            "mean over the run's requests, simulated step by step: the users all send a "
            "request at once and the next when one ends; each step decodes the running "
            "sequences and prefills prompt chunks, first come first served, in the rest of the "
            "token budget (an engine that runs prefill first: prompt chunks alone while a "
            "prompt waits, the running sequences paused); a request's first token ends its "
            "prompt's last chunk (the first "
            "wave waits behind the prompts ahead of it)",
            _run_inputs(r, p, run),
            _run_source(r),
        )
    return Figure(
        "ttft_ms",
        "Time to first token",
        p.ttft_s * 1000 if runs else math.inf,
        "ms",
        "prefill of the prompt + the step in flight (the round of steps, under multi-step "
        "scheduling) + waiting for the prefills ahead (M/D/1: ρ ÷ (2(1 − ρ)) prefills, or the "
        "prefills of the users arriving in the same round where they are more) + waiting for "
        "a free slot; at a request rate: prefill + the rest of the admission cycle it arrives "
        "in + the prefills of those arriving in it, prefilled together",
        (
            *_ttft_head(r, p, rate),
            ("prefill share ρ", p.prefill_share),
            (N_("Input", "requests prefilled with it (mean)"), _batched(r, p, runs, rate)),
            ("cached prefix tokens", r.cached),
            *(
                ((N_("Input", "decode steps per scheduling round"), r.rounds),)
                if r.rounds > 1
                else ()
            ),
        ),
        LATENCY_SOURCE,
        notes=(STATIC_NOTE,) if r.cfg.framework.static_batching else _round_notes(r),
    )


def _disagg_ttft(r: DisaggReplica, p: Point, runs: bool, rate: float | None) -> Figure:
    return Figure(
        "ttft_ms",
        "Time to first token",
        p.ttft_s * 1000 if runs else math.inf,
        "ms",
        "waiting for a prefill replica's batch in flight (M/G/1 of batches: ρ·q ÷ (2(1 − "
        "ρ_c)), q = E[X²] ÷ E[X] of a batch's prefill, ρ_c its batched capacity's share in "
        "use) + prefill of the prompt's batch (the prompts arriving while one batch runs, up "
        "to the step's token budget) + the KV cache's transfer to a decode replica (+ the "
        "decode step that samples the first token, where the decode replica samples it) + "
        "waiting for a free slot",
        (
            *_ttft_head(r, p, rate),
            (N_("Input", "prefill replicas per decode replica"), r.prefill_per_decode),
            *_prefill_batch_inputs(r, p.requests_per_second),
            (N_("Input", "KV cache transfer s"), r.transfer_s),
            (N_("Input", "KV cache bytes sent"), r.transfer_bytes),
            (N_("Input", "transfer bandwidth B/s"), r.transfer_bps),
            *(
                ((N_("Input", "decode step sampling the first token s"), r.step_s(p.running)),)
                if r.decode_samples_first
                else ()
            ),
            ("cached prefix tokens", r.cached),
        ),
        joined(LATENCY_SOURCE, DISAGG_SOURCE),
    )


def _prefill_batch_inputs(r: DisaggReplica, rate: float) -> tuple[tuple[str, float], ...]:
    """A prefill replica's batches at `rate` requests/s per decode replica: the prompts a
    forward takes and at most, its busy share and its batched capacity's share in use."""
    return (
        (N_("Input", "prompts a prefill forward takes"), r.prefill_batch(rate)),
        (N_("Input", "prompts a prefill forward takes at most"), r.server.batch_max),
        (N_("Input", "prefill replica load ρ"), min(r.prefill_load(rate), 1.0)),
        (
            N_("Input", "share of the prefill replicas' batched capacity in use"),
            min(r.prefill_used(rate), 1.0),
        ),
    )


def _ttft_head(r: Replica, p: Point, rate: float | None) -> tuple[tuple[str, Any], ...]:
    """The inputs every TTFT figure opens with: the load, the sequences running, the prefill
    and the prompts' spread."""
    return (
        _load(p, rate),
        (N_("Input", "running"), p.running),
        (N_("Input", "prefill seconds"), r.prefill_s()),
        *_spread_inputs(r),
    )


def _spread_inputs(r: Replica) -> tuple[tuple[str, float], ...]:
    """The prompts' spread, where one is given: its ends (the prefill is their average)."""
    if r.prompt_spread is None:
        return ()
    return (
        (N_("Input", "shortest prompt tokens"), r.prompt_at(0.0)),
        (N_("Input", "longest prompt tokens"), r.prompt_at(1.0)),
    )


def _batched(r: Replica, p: Point, runs: bool, rate: float | None) -> float:
    """Requests prefilled with a new one, on average: at a rate, those arriving in its
    admission cycle (latency.Replica.batched_prefills, at the replica's share of the rate); in
    the closed loop, the other users' arrivals in one round (counted where they outweigh the
    queue). None for static batches (their batch is the running sequences) or a plan that does
    not run."""
    if not runs or isinstance(r, StaticReplica) or not math.isfinite(p.ttft_s):
        return 0.0
    step = r.step_s(max(p.running, 1.0))
    if rate is not None:
        return r.batched_prefills(p.requests_per_second, step, p.running)
    return r.round_arrivals(p.requests_per_second, step, max(p.running, 1.0))


def _round_notes(r: Replica) -> tuple[str, ...]:
    """What multi-step scheduling does to the first token (latency.Replica.in_flight_s)."""
    if r.rounds == 1:
        return ()
    return (
        Message(
            "multi-step scheduling ({steps} decode steps a round, {source}): a new request "
            "waits for the round in flight to end before its prefill — half a round on "
            "average — and the host's per-step work is paid once a round",
            steps=r.rounds,
            source=r.cfg.framework.scheduler_steps_source,
        ),
    )


# What a static-batching framework's TTFT and TPOT mean (static_batch.StaticReplica)
STATIC_NOTE = Message(
    "static batching (Hugging Face generate): a batch's prompts are prefilled together — the "
    "first token waits for all of them, and for the batches ahead — and its decode steps run "
    "undisturbed until its longest answer ends"
)


# A run whose every answer has one token has no time between output tokens: 0, as serving
# benchmarks report it (vLLM's bench serve averages an empty list of TPOTs as 0)
ONE_TOKEN_ANSWERS = Message(
    "every answer of this run has one token: it has no time per output token (0, as "
    "benchmarks report it)"
)


def _tpot(r: Replica, p: Point, runs: bool, rate: float | None, run: int | None) -> Figure:
    parts = r.step_parts(p.running)
    server = r.frontend_s(p.running)
    gpu_step = r.gpu_step_s(p.running)
    if run is not None:
        return Figure(
            "tpot_ms",
            "Time per output token",
            p.tpot_s * 1000 if runs else math.inf,
            "ms",
            "mean over the run's requests of (last token − first token) ÷ (output tokens − 1), "
            "simulated step by step: a step's time is the decode of the running sequences "
            "with the prompt chunks prefilled in it (weights read once, their FLOPs added); an "
            "engine that runs prefill first decodes no token in a step with prompt chunks",
            _run_inputs(r, p, run),
            joined(_run_source(r), r.cfg.overhead_source),
            notes=(ONE_TOKEN_ANSWERS,) if runs and p.tpot_s == 0 else (),
        )
    return Figure(
        "tpot_ms",
        "Time per output token",
        p.tpot_s * 1000 if runs else math.inf,
        "ms",
        "max(linear layers: max(weights read, FLOPs) + attention: max(KV cache read, FLOPs) + "
        "kernels × fixed time per kernel + all-reduces + host and proposer time, the server's "
        "time on the step's outputs) per step ÷ tokens per step ÷ (1 − prefill share ρ)",
        (
            ("running", p.running),
            ("weights read ms", parts.weights_s * 1000),
            ("linear FLOPs ms", parts.linear_compute_s * 1000),
            ("KV cache read ms", parts.kv_s * 1000),
            *(
                (
                    (
                        N_("Input", "of which recurrent state read and written ms"),
                        parts.state_s * 1000,
                    ),
                    (N_("Input", "state update kernels ÷ datasheet bandwidth"), STATE_UPDATE_SHARE),
                )
                if parts.state_s
                else ()
            ),
            ("attention FLOPs ms", parts.attention_compute_s * 1000),
            ("all-reduce ms", parts.comm_s * 1000),
            ("host + proposer ms", parts.other_s * 1000),
            *(
                ((N_("Input", "kernels' fixed time ms"), parts.floor_s * 1000),)
                if parts.floor_s
                else ()
            ),
            *(
                ((N_("Input", "server's time on a step's outputs ms"), server * 1000),)
                if server
                else ()
            ),
            ("tokens per step", r.tokens_per_step),
            *(
                (
                    (
                        N_("Input", "tokens a query attends of the context (sparse attention)"),
                        r.spec.attended_tokens(r.context),
                    ),
                    (N_("Input", "average context"), r.context),
                    (N_("Input", "GPUs that each run the whole indexer"), r.group_tp),
                )
                if r.spec.is_sparse_attention
                else ()
            ),
            ("prefill share ρ", p.prefill_share),
            *(
                ((N_("Input", "4-bit GEMV ÷ 16-bit GEMV bandwidth"), r.int4_share),)
                if r.int4_extra
                else ()
            ),
        ),
        joined(
            LATENCY_SOURCE,
            r.cfg.overhead_source,
            INT4_GEMV_SOURCE if r.int4_extra else "",
            STATE_UPDATE_SOURCE if parts.state_s else "",
            FRONTEND_SOURCE if server else "",
        ),
        # the server catches up while prefills run: it sets the pace beyond the GPU's step
        # stretched by them (the TPOT above counts it per decode step: LIMITS.md)
        notes=(SERVER_BOUND,)
        if server and p.prefill_share < 1 and server >= gpu_step / (1 - p.prefill_share)
        else (),
    )


def _best(best_c: int, workload: Workload, pool: Pool, one: Point | None) -> Figure:
    """The most users per replica within the targets, with the latency of one user alone (what
    says by how much a plan no user can use misses them)."""
    notes: tuple[str, ...] = ()
    one_ttft = one.ttft_s * 1000 if one is not None else None
    one_tpot = one.tpot_s * 1000 if one is not None else None
    if workload.ttft_slo_ms is None and workload.tpot_slo_ms is None:
        notes = (
            Message(
                "no latency target set ({ttft}, {tpot}): the limit is the KV cache's",
                ttft=FieldRef("workload.ttft_slo_ms"),
                tpot=FieldRef("workload.tpot_slo_ms"),
            ),
        )
    notes += _on_means(workload)
    return Figure(
        "max_concurrency_at_slo",
        "Users at the latency targets",
        best_c,
        "count",
        "largest concurrency whose TTFT and TPOT meet the targets, at most what the KV cache holds",
        (
            ("TTFT target ms", workload.ttft_slo_ms),  # None: no target (unknown, not 0)
            ("TPOT target ms", workload.tpot_slo_ms),
            ("KV cache limit", pool.limit),
            ("TTFT of one user ms", one_ttft),  # None: no request fits
            ("TPOT of one user ms", one_tpot),
        ),
        LATENCY_SOURCE,
        notes=notes,
    )


def _percentile_notes(workload: Workload, rate: float | None, run: int | None) -> list[str]:
    """What a target percentile says when it judges nothing: no target set, or neither a
    request rate nor a simulated run (concurrent users alone are judged on the means)."""
    if workload.slo_percentile is None:
        return []
    if workload.ttft_slo_ms is None and workload.tpot_slo_ms is None:
        return [
            Message(
                "{pct} is set but no latency target is ({ttft}, {tpot}): nothing is judged at "
                "it, its latencies are shown",
                pct=FieldRef("workload.slo_percentile"),
                ttft=FieldRef("workload.ttft_slo_ms"),
                tpot=FieldRef("workload.tpot_slo_ms"),
            )
        ]
    if rate is None and run is None:
        return [
            Message(
                "{pct} is judged at a request rate ({rate}) or over a simulated benchmark run "
                "({run}); here the latency targets are judged on the means",
                pct=FieldRef("workload.slo_percentile"),
                rate=FieldRef("workload.request_rate"),
                run=FieldRef("workload.run_requests"),
            )
        ]
    return []


def _one_at_percentile(
    r: Replica, one: Point | None, workload: Workload, rate: float | None
) -> Point | None:
    """One user alone as the targets judge it: at a request rate with a target percentile,
    its first token with the prompt at that share of the spread (the percentile's own
    prefill) in place of the mean prompt's; else as it is."""
    q = workload.slo_percentile
    if one is None or q is None or rate is None or r.prompt_spread is None:
        return one
    ttft = one.ttft_s - r.prefill_s() + r.prefill_at_s(q / 100)
    return dataclasses.replace(one, ttft_s=max(ttft, 0.0))


def _on_means(workload: Workload) -> tuple[str, ...]:
    """Said of the concurrent users' figures when the targets have a percentile: those are
    judged on the means (a percentile is judged at a request rate)."""
    if workload.slo_percentile is None:
        return ()
    return (
        Message(
            "on the means, as concurrent users: {pct} judges the latencies at the request rate "
            "or over the benchmark run",
            pct=FieldRef("workload.slo_percentile"),
        ),
    )


def missed_targets(
    workload: Workload,
    ttft_ms: float | None,
    tpot_ms: float | None,
    percentile: float | None = None,
) -> list[str]:
    """The latency targets missed by the times given (ms: one user alone's, or the plan's at
    its load — at `percentile` of its requests when given), each with by how much."""
    out: list[str] = []
    for first, ms, target in (
        (True, ttft_ms, workload.ttft_slo_ms),
        (False, tpot_ms, workload.tpot_slo_ms),
    ):
        if ms is not None and target is not None and ms > target:
            out.append(_missed(first, ms, target, percentile))
    return out


def _missed(first: bool, ms: float, target: float, q: float | None) -> Message:
    """One missed target (`first`: the first token's, else the time per output token), at
    the percentile `q` when given."""
    return Message(
        (
            "time to first token {ms:,.1f} ms against the {target:g} ms target ({ratio:,.1f}×)"
            if first
            else "time per output token {ms:,.1f} ms against the {target:g} ms target "
            "({ratio:,.1f}×)"
        )
        if q is None
        else (
            "time to first token at p{q:g} {ms:,.1f} ms against the {target:g} ms target "
            "({ratio:,.1f}×)"
            if first
            else "time per output token at p{q:g} {ms:,.1f} ms against the {target:g} ms "
            "target ({ratio:,.1f}×)"
        ),
        q=q,
        ms=ms,
        target=target,
        ratio=ms / target,
    )


def one_user_ms(figure: Figure) -> tuple[float | None, float | None]:
    """One user's time to first token and per output token, ms, from the users-at-the-targets
    figure's inputs (None: no request fits)."""
    got = dict(figure.inputs)
    ttft, tpot = got.get("TTFT of one user ms"), got.get("TPOT of one user ms")
    return (
        float(ttft) if isinstance(ttft, int | float) else None,
        float(tpot) if isinstance(tpot, int | float) else None,
    )


def _request_latency(replica: Replica, now: Point, runs: bool) -> Figure:
    """A request from its arrival to its last token: the time to its first token, then its
    answer's decode steps (a static batch returns when its longest answer ends)."""
    static = isinstance(replica, StaticReplica)
    tokens = float(replica.output)
    if isinstance(replica, StaticReplica):
        tokens = replica.longest_answer(now.running)
    return Figure(
        "request_latency_s",
        "Request latency",
        now.ttft_s + ((tokens - 1) * now.tpot_s if tokens > 1 else 0.0) if runs else math.inf,
        "seconds",
        "TTFT + (the batch's longest answer − 1) × TPOT"
        if static
        else "TTFT + (output tokens − 1) × TPOT",
        (("output tokens", tokens),),
    )


def _warnings(
    plan: Plan,
    workload: Workload,
    pool: Pool,
    best_c: int,
    need: float,
    one: Point | None,
    ran: Point | None = None,
) -> list[str]:
    """The serving plan's warnings; `ran`: a simulated benchmark run, whose engine admits
    requests by their own lengths (its peak, not the average's limit, says how many waited)."""
    out: list[str] = []
    if pool.limit < 1:
        out.append(
            Message("The KV cache left by the framework does not hold one request of this size.")
        )
    elif plan.batch > pool.limit:
        out.append(_held_note(plan, pool, ran))
    missed = []
    if best_c == 0 and one is not None:
        missed = missed_targets(workload, one.ttft_s * 1000, one.tpot_s * 1000)
    if missed and plan.graphs_off:  # the cheapest lever first: the engine's graphs back on
        out.append(
            Message(
                "Even one user misses the latency targets on this plan ({missed}): turn "
                "{graphs} on, or add tensor parallelism, a faster GPU or a smaller format.",
                missed=Listed(*missed),
                graphs=FieldRef("plan.cuda_graphs"),
            )
        )
    elif missed:
        out.append(
            Message(
                "Even one user misses the latency targets on this plan ({missed}): add tensor "
                "parallelism, a faster GPU or a smaller format.",
                missed=Listed(*missed),
            )
        )
    if math.isfinite(need) and not carries_load(0.0, 0.0, need, plan.decode_replicas):
        out.append(
            Message(
                "The peak load of {peak:,.2f} requests/s at the latency targets needs "
                "{need:,.0f} decode replicas ({gpus} GPUs each) beside their prefill "
                "replicas; the plan has {have} decode replicas."
                if plan.prefill_only_replicas
                else "The peak load of {peak:,.2f} requests/s at the latency targets needs "
                "{need:,.0f} replicas ({gpus} GPUs each: tensor × pipeline parallel); the plan "
                "has {have}."
                if plan.tp * plan.pp > 1
                else "The peak load of {peak:,.2f} requests/s at the latency targets needs "
                "{need:,.0f} replicas of one GPU; the plan has {have}.",
                peak=workload.peak_requests_per_second,
                need=need,
                gpus=plan.tp * plan.pp,
                have=plan.decode_replicas,
            )
        )
    return out


def _held_note(plan: Plan, pool: Pool, ran: Point | None) -> Message:
    """The plan's users past the requests the KV cache holds at the average: how many ran at
    once in a simulated run (its engine admits each by its own length), else how many wait."""
    length = (
        Message("the average request's prompt and maximum output reserved")
        if FRAMEWORKS[plan.framework].reserves_whole_request
        else Message("average length")
    )
    if ran is not None and int(ran.running) != int(pool.limit):
        return Message(
            "The KV cache holds {limit:,.0f} requests ({length}); the simulated run admits each "
            "by its own length, as the engine does: up to {ran:,.0f} ran at once, and the rest "
            "of the plan's {batch:,} concurrent users waited for a slot.",
            limit=pool.limit,
            length=length,
            ran=ran.running,
            batch=plan.batch,
        )
    return Message(
        "The KV cache holds {limit:,.0f} requests ({length}); the other {waiting:,} of the "
        "plan's {batch:,} concurrent users wait for a slot.",
        limit=pool.limit,
        length=length,
        waiting=plan.batch - int(pool.limit),
        batch=plan.batch,
    )
