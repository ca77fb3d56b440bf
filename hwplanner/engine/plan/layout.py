"""How a plan's GPUs are laid out: tensor and pipeline degrees that divide them, the GPUs that
train and those a post-training plan's inference engine takes, and what one step trains on.
Plain arithmetic on the plan's fields (no model needed); the plan's validator and the
post-training rules both use it."""

from __future__ import annotations

import math
from typing import Any

from hwplanner.engine.core.message import Message, refused
from hwplanner.engine.plan.enums import PpSchedule, Rollout


def layout_problem(gpus: int, tp: int, pp: int, training: bool = False) -> str | None:
    """tp and pp must divide the GPUs (`training`: a post-training plan's training GPUs):
    "field: text" naming the one that does not (tp first: it is laid out first, inside a node)
    with the values allowed, or None."""
    if gpus % tp:
        return refused(
            "tp",
            Message(
                "{tp} does not divide the number of training GPUs ({gpus}); allowed: {allowed}"
                if training
                else "{tp} does not divide the number of GPUs ({gpus}); allowed: {allowed}",
                tp=tp,
                gpus=gpus,
                allowed=divisors(gpus),
            ),
        )
    if (gpus // tp) % pp:
        return refused(
            "pp",
            Message(
                "tp × pp ({tp}×{pp}) does not divide the number of training GPUs ({gpus}); "
                "allowed: pp {allowed}"
                if training
                else "tp × pp ({tp}×{pp}) does not divide the number of GPUs ({gpus}); allowed: "
                "pp {allowed}",
                tp=tp,
                pp=pp,
                gpus=gpus,
                allowed=divisors(gpus // tp),
            ),
        )
    return None


def divisors(n: int, shown: int = 8) -> str:
    """'1, 2, 4, 8' (the first `shown` divisors of n, then '… n')."""
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    found = sorted({*small, *(n // d for d in small)})
    if len(found) > shown:
        return ", ".join(str(d) for d in found[: shown - 1]) + f", … {n}"
    return ", ".join(str(d) for d in found)


def training_gpus(plan: Any) -> int:
    """GPUs that train: all of the plan's, less those a separate inference engine takes."""
    gpus = int(plan.gpus_per_node * plan.nodes)
    if plan.method.is_rl and plan.rollout is Rollout.SEPARATE:
        return gpus - int(plan.rollout_gpus)
    return gpus


def training_layout(plan: Any) -> tuple[int, int]:
    """(GPUs per node, nodes) of the training GPUs: a separate engine takes GPUs from a single
    node, or whole nodes from several."""
    train = training_gpus(plan)
    if plan.nodes == 1:
        return train, 1
    return int(plan.gpus_per_node), train // int(plan.gpus_per_node)


def uses_engine(plan: Any) -> bool:
    """An RL plan whose completions an inference engine (vLLM/SGLang) generates, not the
    training model."""
    return bool(plan.method.is_rl) and plan.rollout is not Rollout.TRAINER


def rollout_gpus(plan: Any) -> int:
    """GPUs the inference engine runs on: the training GPUs when colocated."""
    if plan.rollout is Rollout.SEPARATE:
        return int(plan.rollout_gpus)
    return training_gpus(plan)


def stage_chunks(plan: Any) -> int:
    """Model chunks one pipeline rank holds: its virtual stages (two under DualPipeV); one
    without a pipeline (its virtual stages and schedule then split nothing)."""
    if plan.pp <= 1:
        return 1
    return 2 if plan.pp_schedule is PpSchedule.DUALPIPEV else int(plan.pp_interleave)


def recomputed_layers(plan: Any, stage_layers: int) -> int:
    """Of a pipeline stage's `stage_layers`, those full recompute runs again: every one, or
    Megatron's block method's first `recompute_layers` of each model chunk — with interleaving
    each virtual stage is a TransformerBlock of its own, whose _checkpointed_forward counts
    the layers (megatron/core/transformer/transformer_block.py, num_layers_per_pipeline_rank
    = the chunk's layers)."""
    if plan.recompute_layers is None:
        return stage_layers
    chunks = stage_chunks(plan)
    per_chunk = -(-stage_layers // chunks)
    return min(stage_layers, chunks * min(int(plan.recompute_layers), per_chunk))


def global_sequences(plan: Any) -> int | None:
    """Sequences per optimizer step the user gave (as sequences, or as tokens ÷ the sequence
    length; a preference pair's two sequences are one example of the global batch), or
    None."""
    if plan.global_batch is not None:
        return int(plan.global_batch)
    if plan.global_batch_tokens is not None:
        return int(plan.global_batch_tokens) // (int(plan.seq_len) * sequences_per_example(plan))
    return None


def data_parallel(plan: Any) -> int:
    """Data-parallel replicas: GPUs ÷ (tp × pp × cp)."""
    return int(plan.gpus_per_node * plan.nodes) // int(plan.tp * plan.pp * plan.cp)


def accumulation(global_seqs: int, micro_batch: int, dp: int) -> int | None:
    """Micro-batches each data-parallel rank accumulates for a global batch of `global_seqs`
    sequences, or None when micro-batch × data-parallel ranks does not divide it."""
    per_step = micro_batch * dp
    if per_step <= 0 or global_seqs % per_step:
        return None
    return global_seqs // per_step


def batch_problem(plan: Any) -> str | None:
    """ "field: text" when the plan's global batch cannot be laid out: given twice, tokens that
    are not whole sequences, or sequences that micro-batch × data-parallel ranks does not
    divide (the allowed values named); None when it can, or when none is given."""
    if plan.global_batch is not None and plan.global_batch_tokens is not None:
        return refused(
            "global_batch_tokens",
            Message(
                "the global batch is given in sequences already ({batch}); allowed: one of "
                "global_batch, global_batch_tokens",
                batch=plan.global_batch,
            ),
        )
    tokens = plan.global_batch_tokens
    pair = sequences_per_example(plan) * plan.seq_len
    if tokens is not None and plan.method.is_paired and tokens % pair:
        return refused(
            "global_batch_tokens",
            Message(
                "{tokens:,} is not a whole number of preference pairs of two {seq_len:,}-token "
                "sequences; allowed: multiples of {pair:,}",
                tokens=tokens,
                seq_len=plan.seq_len,
                pair=pair,
            ),
        )
    if tokens is not None and tokens % plan.seq_len:
        return refused(
            "global_batch_tokens",
            Message(
                "{tokens:,} is not a whole number of {seq_len:,}-token sequences; allowed: "
                "multiples of {seq_len:,}",
                tokens=tokens,
                seq_len=plan.seq_len,
            ),
        )
    seqs = global_sequences(plan)
    if seqs is None:
        return None
    dp = data_parallel(plan)
    per_step = plan.micro_batch * dp
    name = "global_batch" if plan.global_batch is not None else "global_batch_tokens"
    if accumulation(seqs, plan.micro_batch, dp) is None:
        return refused(
            name,
            Message(
                "{sequences:,} sequences is not a multiple of micro-batch × data-parallel ranks "
                "({micro_batch} × {dp} = {per_step:,}); allowed: multiples of {per_step:,} "
                "sequences",
                sequences=seqs,
                micro_batch=plan.micro_batch,
                dp=dp,
                per_step=per_step,
            ),
        )
    return None


def sequences_per_example(plan: Any) -> int:
    """Sequences one example trains: a preference pair's chosen and rejected (DPO, ORPO,
    SimPO, reward models: TRL's collator concatenates them into one batch), else one."""
    return 2 if plan.method.is_paired else 1


def examples_per_step(plan: Any) -> int:
    """What one step trains on: completions for RL (prompts × completions per prompt), else
    pairs or labelled examples (micro-batch × accumulation × data-parallel ranks: a
    context-parallel group shares each of its micro-batches)."""
    if plan.method.is_rl:
        return int(plan.prompts_per_step * plan.completions)
    dp = max(training_gpus(plan) // (plan.tp * plan.pp * plan.cp), 1)
    return int(plan.micro_batch * plan.grad_accum * dp)


def rl_updates(plan: Any) -> int:
    """Optimizer steps an RL step takes: its completions split into global batches of
    completions (NeMo-RL train_global_batch_size, verl ppo_mini_batch_size × n, OpenRLHF
    train_batch_size), one update when none is given."""
    if not plan.method.is_rl or plan.global_batch is None:
        return 1
    return math.ceil(examples_per_step(plan) / int(plan.global_batch))


def rl_data_parallel(plan: Any) -> int:
    """The data-parallel ranks an RL update's completions are shared by: the training GPUs ÷
    (tp × pp × cp), a context-parallel group splitting each of its sequences."""
    return max(training_gpus(plan) // int(plan.tp * plan.pp * plan.cp), 1)


def micro_batch_ceiling(plan: Any) -> int | None:
    """The largest micro-batch that changes anything: an RL update's training ranks each train
    their share of its completions (the step's, or its global batch's), so a larger
    micro-batch is that share (None: no ceiling but the field's own)."""
    if not plan.method.is_rl:
        return None
    update = math.ceil(examples_per_step(plan) / rl_updates(plan))
    return math.ceil(update / rl_data_parallel(plan))


def in_flight_micro_batches(plan: Any, *, first: bool) -> float:
    """Micro-batches whose activations a pipeline stage holds at once, in units of its own
    layers: the first stage of 1F1B holds min(pp, micro-batches); the interleaved schedule
    warms up (pp − 1)·2 + (v − 1)·pp chunks of L/(pp·v) layers before the first backward, so
    it holds pp + (pp − 1)/v (Korthikanti et al. 2022, §4.2.3: L·(1 + (pp − 1)/(pp·v)) layers'
    worth; Megatron-LM schedules.py, forward_backward_pipelining_with_interleaving). Zero
    bubble (ZB-H1) holds what 1F1B holds; DualPipeV holds S + 1 chunks of L/S layers for
    S = 2·pp chunks, pp + 1/2 in a stage's units (deepseek-ai/DualPipe README, activation per
    device; it needs at least S micro-batches, scenario/validity.py)."""
    pp: int = plan.pp
    if not first or pp <= 1:
        return 1
    if plan.pp_schedule is PpSchedule.DUALPIPEV:
        return pp + 0.5
    if plan.pp_interleave > 1 and plan.grad_accum >= pp:
        return pp + (pp - 1) / float(plan.pp_interleave)
    return float(min(pp, plan.grad_accum))
