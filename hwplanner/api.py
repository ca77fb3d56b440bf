"""The Python API for notebooks and scripts: the engine, its rules and its numbers, as the
command line gives them.

    from hwplanner import api
    est = api.estimate(model="llama-3.1-8b", gpu="h100-sxm-80gb", method="lora", seq_len=4096)
    est.fits, est.memory.total_bytes, est.as_dict()   # as_dict() is the `--json` document
    api.min_gpus(model="llama-3.1-70b", gpu="a100-sxm-80gb", method="full")   # → 24, or None
    api.check(est, open("vllm.log").read())   # the plan beside what a real run printed

Keyword names are the plan and workload field names (`hwplanner estimate --help` lists them as
options: `--seq-len` is `seq_len`, `--price-per-gpu-hour` is `cloud_usd_per_gpu_hour`; see
`fields()`). A bad value raises InputError naming the field and the allowed range.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from hwplanner.catalog import Catalog, shipped_catalog, unknown_gpu
from hwplanner.check.compare import Row, compare
from hwplanner.check.logs import read
from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import short_repr
from hwplanner.engine.estimate import Estimate, Scenario
from hwplanner.engine.estimate import estimate as _estimate
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.fields import Declared, declared, problem
from hwplanner.engine.plan.frameworks import alias_note, method_alias_note
from hwplanner.engine.plan.inputs import UNUSED, unused_fields
from hwplanner.engine.plan.plan import LORA_TARGET_PRESETS, Plan, Speculative
from hwplanner.engine.plan.typed import typed_values
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.cards import other_ids
from hwplanner.engine.scenario.rows import memory_plan
from hwplanner.engine.scenario.validity import (
    PlanError,
    card_problems,
    check_plan,
    machine_problems,
    one_gpu_type,
    serving_problems,
    workload_problems,
)
from hwplanner.engine.solve.serving_fit import FitRow
from hwplanner.engine.solve.solve import min_gpus as _min_gpus
from hwplanner.jsonfile import one_line
from hwplanner.model_source import ModelSourceError, load_model

__all__ = [
    "Estimate",
    "InputError",
    "check",
    "estimate",
    "fields",
    "fit",
    "min_gpus",
    "scenario",
]


class InputError(ValueError):
    """An input the engine refuses; the message names the field and what is allowed."""


def fields() -> dict[str, Declared]:
    """Every keyword `estimate` takes besides model and gpu, with its declaration (label, help,
    unit, range, default)."""
    return {d.name: d for model in (Plan, Workload) for d in declared(model)}


def _model(model: str | ModelSpec, catalog: Catalog) -> tuple[ModelSpec, list[str]]:
    if isinstance(model, ModelSpec):
        return model, []
    try:
        source = load_model(str(model), catalog)
    except ModelSourceError as exc:
        raise InputError(f"model: {exc}") from None
    return source.spec, list(source.notes)


def _gpu(gpu: str | GpuSpec, catalog: Catalog) -> GpuSpec:
    if isinstance(gpu, GpuSpec):
        return gpu
    if gpu not in catalog.gpus:
        raise InputError(unknown_gpu("gpu", gpu, catalog.gpus))
    return catalog.gpus[gpu]


def scenario(
    model: str | ModelSpec,
    gpu: str | GpuSpec,
    method: str = "lora",
    **values: Any,
) -> tuple[Scenario, list[str]]:
    """The engine's scenario for these inputs (and the model import's notes), validated."""
    catalog = shipped_catalog()
    spec, notes = _model(model, catalog)
    known = fields()
    unknown = sorted(set(values) - set(known))
    if unknown:
        import difflib

        name = one_line(str(unknown[0]), 80)
        near = difflib.get_close_matches(str(unknown[0]), list(known), n=3)
        hint = f"did you mean {', '.join(near)}? " if near else ""
        raise InputError(f"{name}: not a plan or workload field ({hint}api.fields() lists them)")
    plan_values = {k: v for k, v in values.items() if known[k].owner == "plan"}
    targets = plan_values.get("lora_targets")
    if isinstance(targets, str):
        plan_values["lora_targets"] = LORA_TARGET_PRESETS.get(targets, tuple(targets.split(",")))
    # typed in a framework's own words (llamafactory with stages, vLLM's -tp 1 -dp 4): read
    plan_values, read, consumed = typed_values(plan_values, method, moe=spec.is_moe)
    try:
        plan = Plan(method=method, **plan_values)
        workload = Workload(**{k: v for k, v in values.items() if known[k].owner == "workload"})
        try:
            others = catalog.cards(other_ids(plan))
        except KeyError as exc:
            name = short_repr(exc.args[0])
            raise InputError(f"other_gpus: unknown GPU {name} (see the catalog's GPUs)") from None
        try:
            reward = catalog.reward_model(plan)
        except KeyError as exc:
            name = short_repr(exc.args[0])
            raise InputError(
                f"reward_model_id: unknown model {name} (see the catalog's models)"
            ) from None
        sc = Scenario(
            model=spec,
            gpu=_gpu(gpu, catalog),
            plan=plan,
            workload=workload,
            reward=reward,
            other_gpus=others,
        )
        for found in machine_problems(sc.gpu, sc.other_gpus):  # whole machines, first
            raise found
        # FP8 on a GPU without FP8 too, on every card (the plan laid out a stage per card)
        for card in (sc.gpu, *sc.other_gpus):
            check_plan(spec, sc.plan if sc.cards else plan, card)
        for found in card_problems(sc.gpu, sc.other_gpus):
            raise found
    except ValidationError as exc:
        raise InputError(str(problem(exc))) from None
    except PlanError as exc:
        raise InputError(str(exc)) from None
    # accepted, but named: never silent (a field a typed reading used up is said there)
    unused = unused_fields(sc.plan, spec, set(values) - consumed)
    if unused:
        notes = [*notes, Message(UNUSED, options=", ".join(d.name for d in unused))]
    aliases = [alias_note(values.get("framework")), method_alias_note(method), *read]
    return sc, [*notes, *(a for a in aliases if a is not None)]


def estimate(
    model: str | ModelSpec,
    gpu: str | GpuSpec,
    method: str = "lora",
    *,
    solve: bool = True,
    **values: Any,
) -> Estimate:
    """Memory, time and money of one plan (`solve`: also search the fewest GPUs that fit).
    `model` is a catalog id, a path to a config.json, or a ModelSpec; `gpu` a catalog id or a
    GpuSpec. The result's `as_dict()` is the document `hwplanner estimate --json` prints."""
    sc, notes = scenario(model, gpu, method, **values)
    try:
        return _estimate(sc, solve=solve, notes=tuple(notes))
    except PlanError as exc:  # what needs the whole scenario (a half-set pair, a spread)
        raise InputError(str(exc)) from None


def min_gpus(
    model: str | ModelSpec, gpu: str | GpuSpec, method: str = "lora", **values: Any
) -> int | None:
    """The fewest GPUs of this type the plan fits on (its own parallelism first, then full
    sharding), or None when no count up to the search limit fits."""
    sc, _ = scenario(model, gpu, method, **values)
    try:
        one_gpu_type(sc.plan, "min_gpus")
        for bad in workload_problems(sc.model, sc.plan, sc.workload):  # as estimate refuses
            raise bad
    except PlanError as exc:
        raise InputError(str(exc)) from None
    per_node = max(sc.plan.gpus_per_node, 8)
    sized = memory_plan(sc.plan, sc.workload)  # rows as long as the run's longest
    found = _min_gpus(sc.model, sc.gpu, sized, per_node=per_node, reward=sc.reward)
    return found.gpus if found else None


def check(est: Estimate, log_text: str) -> tuple[Row, ...]:
    """The plan's figures beside what a run printed (PyTorch memory counters or
    memory_summary(), nvidia-smi, vLLM or SGLang start-up lines, torchtitan step lines): a row
    per quantity read, with the plan's figure counted as that tool counts it, the difference
    and the likely cause of a gap (`Row.cause`). Text with no measurement raises InputError."""
    measured = read(log_text)
    if not measured:
        raise InputError("log_text: no measurement recognised")
    return compare(est, measured)


def fit(model: str | ModelSpec, gpu: str | GpuSpec, **values: Any) -> tuple[FitRow, ...]:
    """For a serving plan's GPUs (tp, gpus_per_node, framework, context …): a row per weight
    format × KV-cache type the engine serves there — whether one user fits at the plan's
    context, the longest context one user can have, the users the KV cache holds at the
    context, one user's decode tokens/s and the format's published quality cost."""
    from hwplanner.engine.solve.serving_fit import serving_fit

    sc, _ = scenario(model, gpu, "inference", **values)
    draft = None
    if sc.plan.speculative is Speculative.DRAFT and sc.plan.draft_model:
        draft = shipped_catalog().models.get(sc.plan.draft_model)
        if draft is None:
            name = short_repr(sc.plan.draft_model)
            raise InputError(f"draft_model: unknown model {name} (see the catalog's models)")
    problems = serving_problems(sc.model, sc.plan, draft)
    if problems:
        raise InputError(str(problems[0]))
    try:
        one_gpu_type(sc.plan, "the reverse fit")
    except PlanError as exc:
        raise InputError(str(exc)) from None
    return serving_fit(sc.model, sc.gpu, sc.plan, sc.workload, draft)
