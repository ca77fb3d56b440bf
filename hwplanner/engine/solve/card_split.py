"""A machine of unequal cards whose fullest card overflows: the split of layers that fits the
cards it has (the change that keeps the run: the same model, format and context)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.memory.inference import stage_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.sharding import serving_split
from hwplanner.engine.solve.proposal import Proposal

MAX_ROUNDS = 32  # each round moves the layers one card lacks room for: a few rounds suffice
BALANCE_MOVES = 16  # single layers moved afterwards to even out the room left


def propose_split(
    spec: ModelSpec, cards: Sequence[GpuSpec], plan: Plan, draft: ModelSpec | None = None
) -> Proposal | None:
    """Layers moved from the card with the least room to the one with the most, as many as
    the shortfall takes at that card's bytes per layer, until every card fits; None when the
    plan fits already, or when no split of the layers fits (a split tried twice ends it)."""
    split = serving_split(plan)
    if split is None or len(split) != len(cards):
        return None
    current = list(split)
    seen = {tuple(current)}
    mems = _memories(spec, cards, plan, draft, current)
    if all(m.fits for m in mems):
        return None
    for _ in range(MAX_ROUNDS):
        room = [m.limit_bytes - m.total.value for m in mems]
        worst = min(range(len(cards)), key=lambda i: room[i])
        best = max(range(len(cards)), key=lambda i: room[i])
        if worst == best or current[worst] <= 1:
            return None
        per_layer = _layer_bytes(mems[worst], current[worst])
        move = max(math.ceil(-room[worst] / per_layer), 1) if per_layer > 0 else 1
        move = min(move, current[worst] - 1)
        current[worst] -= move
        current[best] += move
        if tuple(current) in seen:
            return None
        seen.add(tuple(current))
        mems = _memories(spec, cards, plan, draft, current)
        if all(m.fits for m in mems):
            current, mems = _balanced(spec, cards, plan, draft, current, mems)
            text = ",".join(str(n) for n in current)
            return Proposal(
                {"layer_split": text},
                plan.gpus,
                max(m.total.value for m in mems),
                Message(
                    "set {field} to {split} (each card's layers within its memory)",
                    field=FieldRef("plan.layer_split"),
                    split=text,
                ),
                serving=True,
            )
    return None


def _balanced(
    spec: ModelSpec,
    cards: Sequence[GpuSpec],
    plan: Plan,
    draft: ModelSpec | None,
    split: list[int],
    mems: list[MemoryEstimate],
) -> tuple[list[int], list[MemoryEstimate]]:
    """A split that fits, evened out: a layer at a time from the card with the least room to
    the one with the most while the least room grows (at most BALANCE_MOVES), so the proposal
    leaves every card what room it can, not just enough."""
    for _ in range(BALANCE_MOVES):
        room = [m.limit_bytes - m.total.value for m in mems]
        worst = min(range(len(cards)), key=lambda i: room[i])
        best = max(range(len(cards)), key=lambda i: room[i])
        if worst == best or split[worst] <= 1:
            break
        tried = list(split)
        tried[worst] -= 1
        tried[best] += 1
        after = _memories(spec, cards, plan, draft, tried)
        if min(m.limit_bytes - m.total.value for m in after) <= room[worst]:
            break
        split, mems = tried, after
    return split, mems


def _memories(
    spec: ModelSpec,
    cards: Sequence[GpuSpec],
    plan: Plan,
    draft: ModelSpec | None,
    split: Sequence[int],
) -> list[MemoryEstimate]:
    tried = plan.model_copy(update={"layer_split": ",".join(str(n) for n in split)})
    return [stage_memory(spec, card, tried, draft, s) for s, card in enumerate(cards)]


def _layer_bytes(mem: MemoryEstimate, layers: int) -> float:
    """A layer's weights and KV cache on this card (what moving it frees)."""
    held = mem.bytes_of("weights") + mem.bytes_of("kv_cache")
    return held / max(layers, 1)
