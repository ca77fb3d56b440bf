"""A plan as a user types it in a framework's own words, read into this planner's notation.

Read once, where a whole plan is typed (the CLI's flags, the API's keywords), never on an edit
of one field (the window's, `Plan.with_changes`), on a saved project or on a plan the engine
builds (the solver's, a proposal's): there the planner's notation holds and another value is
refused by name with its equivalent. Each reading is said in a note.

- A trainer typed with pipeline stages that it runs only through a backend of its own
  (Framework.stages_backend): LLaMA-Factory with pp > 1 is LLaMA-Factory's Megatron backend
  (USE_MCA=1), verl's is verl-megatron, NeMo-RL's its Megatron policy. Not ms-swift's: its
  own trainer splits layers with device_map too (Framework.device_map_split), so pp is refused
  there, pointing to Megatron-SWIFT.
- vLLM's data-parallel ranks counted beside tensor parallelism (Framework.dp_beside_tp):
  `vllm serve -tp 1 -dp 4 --enable-expert-parallel` typed as tp 1, attention_dp 4, ep 4. On a
  mixture of experts the ranks share the expert layers: one replica of tp × attention_dp GPUs.
  On a dense model they are independent replicas (vLLM docs, Data Parallel Deployment): the
  replicas of the rank's tp the plan's GPUs hold, no attention groups.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.plan.enums import Method
from hwplanner.engine.plan.frameworks import FRAMEWORKS, method_of, staged_backend
from hwplanner.engine.plan.plan import TP_MOST


class Typed(NamedTuple):
    """A typed plan read: its values in the planner's notation, what each reading says, and
    the fields a reading used up (typed, they change nothing more: not named unused)."""

    values: dict[str, Any]
    said: list[Message]
    consumed: frozenset[str]


def typed_values(values: dict[str, Any], method: object, *, moe: bool | None) -> Typed:
    """`values` (a typed plan's fields, by name) read into the planner's notation, and what
    each reading says. `method`: the plan's method as typed (a name, or an alias: gspo);
    `moe`: whether the model is a mixture of experts (None: not known, vLLM's notation left as
    typed)."""
    out = dict(values)
    said: list[Message] = []
    named = _method(method)
    framework = out.get("framework")
    staged = staged_backend(framework, named) if _whole(out.get("pp"), above=1) else None
    if staged is not None and FRAMEWORKS[str(framework)].device_map_split:
        staged = None  # its own trainer's layer split may be what pp means: refused, pointed
    if staged is not None:
        out["framework"] = staged
        said.append(
            Message(
                "{framework} runs pipeline stages only through its own backend, so this plan "
                "is planned with the {backend} profile ({id}), its defaults and sources; set "
                "{field} to 1 to plan with {framework} itself.",
                framework=FRAMEWORKS[str(framework)].name,
                backend=FRAMEWORKS[staged].name,
                id=staged,
                field=FieldRef("plan.pp"),
            )
        )
    consumed: frozenset[str] = frozenset()
    if moe:
        said += _vllm_ranks(out, named)
    elif moe is not None:
        dense = _vllm_dense_ranks(out, named)
        if dense:
            said += dense
            consumed = frozenset({"attention_dp"})
    return Typed(out, said, consumed)


def _vllm_ranks(out: dict[str, Any], method: str | None) -> list[Message]:
    """vLLM's -tp N -dp M on a mixture of experts typed as tp N, attention_dp M where M does not
    divide N (so it is not this planner's notation), read in place as the replica of N × M
    GPUs; nothing where the GPUs cannot hold that replica (the refusal then names the
    equivalent)."""
    typed = _vllm_typed(out, method)
    if typed is None or typed[0] % typed[1] == 0:
        return []
    tp, groups, gpus = typed
    whole = tp * groups
    if not gpus or whole > TP_MOST or gpus % whole:
        return []
    out["tp"] = whole
    return [
        Message(
            "vLLM's -tp {tp} -dp {dp}: its data-parallel ranks share the expert layers, so it "
            "is planned as one replica of {whole} GPUs, tp {whole} with attention_dp {dp} (vLLM "
            "counts its ranks beside tensor parallelism; this plan counts a replica's GPUs).",
            tp=tp,
            dp=groups,
            whole=whole,
        )
    ]


def _vllm_dense_ranks(out: dict[str, Any], method: str | None) -> list[Message]:
    """vLLM's -tp N -dp M on a dense model: M independent replicas of tp N (its docs, Data Parallel
    Deployment), typed as tp N with attention_dp M (or this plan's tp N × M with M groups):
    read as replicas of tp N, no attention groups, as many as the GPUs hold (their count
    must hold whole ranks: else left as typed, refused with the equivalent)."""
    typed = _vllm_typed(out, method)
    if typed is None:
        return []
    tp, groups, gpus = typed
    rank = tp // groups if tp % groups == 0 else tp  # this plan's notation, else vLLM's
    if not gpus or gpus % (rank * groups):
        return []
    out["tp"], out["attention_dp"] = rank, 1
    return [
        Message(
            "vLLM's -tp {tp} -dp {dp} on a dense model runs {dp} independent replicas of tp "
            "{tp}: planned as replicas of tp {tp}, as many as the {gpus} GPUs hold, with no "
            "attention groups (its ranks share layers only on a mixture of experts).",
            tp=rank,
            dp=groups,
            gpus=gpus,
        )
    ]


def _vllm_typed(out: dict[str, Any], method: str | None) -> tuple[int, int, int] | None:
    """(tp, attention_dp, GPUs) of a serving plan typed for an engine that counts its
    data-parallel ranks beside tensor parallelism (vLLM), with attention groups and whole
    values; None otherwise (GPUs 0 where their count is not a whole number)."""
    name = out.get("framework")
    fw = FRAMEWORKS.get(name) if isinstance(name, str) else None
    tp, groups = out.get("tp"), out.get("attention_dp")
    if fw is None or not fw.dp_beside_tp or method != Method.INFERENCE.value:
        return None
    if not isinstance(tp, int) or not isinstance(groups, int):
        return None
    if not (_whole(tp, above=0) and _whole(groups, above=1)):
        return None
    return tp, groups, _count(out.get("gpus_per_node")) * _count(out.get("nodes"))


def _method(method: object) -> str | None:
    """The method a typed name trains as (an RL algorithm's name: its method), or None."""
    if not isinstance(method, str):
        return None
    try:
        return Method(method_of(method)).value
    except ValueError:
        return None  # the method field refuses it by name


def _whole(value: object, *, above: int) -> bool:
    """An int (not a bool) above `above`: the values a reading applies to (others are left for
    the fields to refuse or coerce)."""
    return type(value) is int and value > above


def _count(value: object) -> int:
    """A GPU count as typed, its field's default 1 when unset; 0 (no reading) when not an int."""
    if value is None:
        return 1
    return value if isinstance(value, int) and _whole(value, above=0) else 0
