"""The rows a training run's micro-batches hold at their longest: what peak memory is sized for.

Packed samples, and samples padded to the sequence length, fill rows of the sequence length.
Padded to each micro-batch's longest sample (Hugging Face DataCollatorWithPadding,
padding='longest'; TRL's, LLaMA-Factory's and ms-swift's collators without packing), a
micro-batch's rows are as long as its longest sample: the run's peak is at the micro-batch
that holds the dataset's longest sample, cut to the sequence length. The time of the run reads
the expected longest of each micro-batch instead (Workload.padded_length).
"""

from __future__ import annotations

import math

from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.plan.enums import Attention, CpKind, Method, Padding
from hwplanner.engine.plan.fields import default_padding, offline_training
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import global_sequences, sequences_per_example
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import UNPADDED, Workload
from hwplanner.engine.scenario.sizing import workload_context


def row_multiple(plan: Plan) -> int:
    """What a padded row's length is rounded up to: each context-parallel rank holds an equal
    part of every row (two chunks with ring attention, so 2 × cp; cp with Ulysses), and each
    tensor-parallel rank of a sequence-parallel layout an equal slice of that part (× tp), as
    Megatron-Core pads a row: tp × cp × 2, cp × 2, or tp (github NVIDIA/Megatron-LM@00caa53
    megatron/core/models/multimodal/context_parallel.py get_padding); 1 otherwise."""
    step = 2 * plan.cp if plan.cp > 1 and plan.cp_kind is CpKind.RING else plan.cp
    if plan.sequence_parallel and plan.tp > 1:
        step *= plan.tp
    return step


def padding_free(plan: Plan, workload: Workload) -> bool:
    """Each micro-batch's sequences concatenated as they are, with the samples' mean length
    given: padding-free training (Megatron-SWIFT's padding_free, TRL's padding_free without
    packing), and an offline post-training method's samples counted packed (its trainers
    cannot pack pairs into full rows: TRL padding_free, ms-swift --padding_free, OpenRLHF
    --packing_samples)."""
    if not offline_training(plan, None) or workload.sample_tokens_mean is None:
        return False
    padding = workload.trainer_padding(default_padding(plan))
    return padding is Padding.FREE or (padding is Padding.PACKED and plan.method.is_post_training)


def peak_row_tokens(plan: Plan, workload: Workload) -> int:
    """Tokens of the longest row a micro-batch of the run holds, rounded up to the row
    multiple: the longest sample cut to the sequence length, when each micro-batch is padded to
    its longest sample and that length is given; padding-free, the micro-batch that holds the
    longest sample (the sequence length when not given) beside samples of the mean length,
    spread over its rows — its tokens are what memory holds; the sequence length otherwise
    (packed training, padded to it, the longest sample not given, RL sized by its own lengths).
    A sample's length counts its images' and video's tokens (validity.media_length_problems
    refuses lengths shorter than them)."""
    if not offline_training(plan, None):
        return plan.seq_len
    longest = workload.longest_length(plan.seq_len)
    if padding_free(plan, workload):
        rows = sequences_per_example(plan) * plan.micro_batch
        longest = math.ceil((longest + (rows - 1) * workload.mean_length(plan.seq_len)) / rows)
    elif (
        workload.trainer_padding(default_padding(plan)) is not Padding.LONGEST
        or workload.sample_tokens_max is None
    ):
        return plan.seq_len
    step = row_multiple(plan)
    return min(math.ceil(longest / step) * step, plan.seq_len)


def memory_plan(plan: Plan, workload: Workload) -> Plan:
    """The plan as peak memory sees it: rows of peak_row_tokens; serving, the context an unset
    one takes (sizing.workload_context). A global batch given in tokens
    is kept as the sequences it makes at the plan's own sequence length, so that solvers laying
    the plan out on other GPU counts accumulate as the run does."""
    if plan.method is Method.INFERENCE:
        # an unset serving context holds the longest request (recommend's plans come here
        # unresolved; an estimate's scenario resolved it already)
        return workload_context(plan, workload)
    row = peak_row_tokens(plan, workload)
    if row >= plan.seq_len:
        return plan
    # the rows are the user's from here on, so that a solver re-validating the plan (a
    # framework's defaults for another GPU count, a proposal's changes) keeps them rather than
    # the profile's sequence length
    user = {*plan.user_fields, "seq_len"}
    update: dict[str, object] = {"seq_len": row}
    sequences = global_sequences(plan)
    if plan.global_batch_tokens is not None and sequences is not None:
        update.update(global_batch=sequences, global_batch_tokens=None)
        user = (user - {"global_batch_tokens"}) | {"global_batch"}
    update["user_fields"] = tuple(sorted(user))
    return plan.model_copy(update=update)


def row_note(plan: Plan, workload: Workload) -> Message | None:
    """What the estimate says when memory is sized for rows shorter than the sequence length,
    or for padding-free micro-batches of samples whose length is not given."""
    row = peak_row_tokens(plan, workload)
    free = workload.trainer_padding(default_padding(plan)) is Padding.FREE
    if free and workload.sample_tokens_mean is None and offline_training(plan, None):
        return Message(
            "Padding-free ({padding}): memory is sized for micro-batches of {rows} samples as "
            "long as the sequence ({seq_len:,} tokens), the most they can hold; a micro-batch "
            "holds its samples' own lengths: give the data's mean length ({field}) for what "
            "they hold.",
            padding=FieldRef("workload.padding"),
            rows=sequences_per_example(plan) * plan.micro_batch,
            seq_len=plan.seq_len,
            field=FieldRef("workload.sample_tokens_mean"),
        )
    if row >= plan.seq_len:
        return None
    args = dict(
        row=row,
        seq_len=plan.seq_len,
        padding=FieldRef("workload.padding"),
        longest=workload.sample_tokens_max,
        field=FieldRef("workload.sample_tokens_max"),
    )
    multiple = row_multiple(plan)
    if padding_free(plan, workload):
        said = dict(
            tokens=row * sequences_per_example(plan) * plan.micro_batch,
            rows=sequences_per_example(plan) * plan.micro_batch,
            seq_len=plan.seq_len,
            padding=FieldRef("workload.padding"),
            longest_words=FieldRef("workload.sample_tokens_max"),
        )
        if workload.sample_tokens_max is None:
            return Message(
                "Memory is sized for {tokens:,} tokens a micro-batch, not {rows} rows of the "
                "sequence length {seq_len:,}: its sequences are concatenated without padding "
                "({padding}), and the fullest holds a sample as long as the sequence beside "
                "samples of the mean length (set {longest_words} for the data's longest).",
                **said,
            )
        return Message(
            "Memory is sized for {tokens:,} tokens a micro-batch, not {rows} rows of the "
            "sequence length {seq_len:,}: its sequences are concatenated without padding "
            "({padding}), and the fullest holds the longest sample ({longest_words}) beside "
            "samples of the mean length.",
            **said,
        )
    if multiple > 1:
        return Message(
            "Memory is sized for rows of {row:,} tokens, not the sequence length {seq_len:,}: "
            "each micro-batch is padded to its longest sample ({padding}), {longest:,} tokens "
            "at most ({field}), and then to a multiple of {multiple} tokens, what the context- "
            "and sequence-parallel ranks split. A longer sample in the data raises the peak "
            "up to the sequence length's.",
            multiple=multiple,
            **args,
        )
    return Message(
        "Memory is sized for rows of {row:,} tokens, not the sequence length {seq_len:,}: each "
        "micro-batch is padded to its longest sample ({padding}) and the longest sample is "
        "{longest:,} tokens ({field}). A longer sample in the data raises the peak up to the "
        "sequence length's.",
        **args,
    )


def packed_context(plan: Plan, workload: Workload) -> float | None:
    """Keys a token meets on average in packed rows whose trainer keeps each sample to itself
    (Framework.packing_within_samples, through flash-attention's varlen kernels): E[L²] ÷ E[L]
    of the samples' lengths (plan/lengths.attended_context), below the row's length; None
    where a token meets the whole row (no mean length given, padded rows, another attention
    kernel, a trainer whose packing attends across samples)."""
    if workload.sample_tokens_mean is None or plan.attention is not Attention.FLASH:
        return None
    if plan.method is Method.PRETRAIN:
        return None  # the fine-tuning trainers' packing features; pretraining packs as it may
    padding = workload.trainer_padding(default_padding(plan))
    # padding-free samples are each a sequence of their own, whatever the trainer's packing
    if padding is not Padding.FREE and not framework(plan.framework).packing_within_samples:
        return None
    if padding not in UNPADDED:
        return None
    context = workload.sample_context(plan.seq_len)
    return context if context < plan.seq_len else None
