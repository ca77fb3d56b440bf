"""The model, plan and workload a command line describes: the model options, the plan and
workload built from the flags (estimate and recommend share them), and the solver answers asked
for with --max-batch and --max-seq."""

from __future__ import annotations

import argparse

from hwplanner.catalog import shipped_catalog, unknown_gpu
from hwplanner.cli.errors import UsageError
from hwplanner.cli.naming import named
from hwplanner.cli.options import (
    add_plan_options,
    typed_plan_from_args,
    unused_options,
    workload_from_args,
)
from hwplanner.engine.core.text import short_repr
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.frameworks import alias_note, method_alias_note
from hwplanner.engine.plan.plan import Plan, Speculative
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.cards import other_ids
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.engine.solve.solve import max_micro_batch, max_seq_len
from hwplanner.model_source import ModelSourceError, load_model

GPU_HELP = (
    "catalog GPU id (see `hwplanner catalog gpus`); without it: the memory the plan needs and "
    "how many of each catalog GPU it takes"
)


def add_model_options(p: argparse.ArgumentParser, gpu_help: str = GPU_HELP) -> None:
    g = p.add_argument_group("model and hardware")
    g.add_argument(
        "--model",
        help="catalog id, config.json, checkpoint folder, .gguf file or cached org/name",
    )
    g.add_argument("--gpu", help=gpu_help)


def model_from_args(args: argparse.Namespace) -> tuple[ModelSpec, list[str]]:
    if not args.model:
        raise UsageError("--model: required (a catalog id or a path to config.json)")
    try:
        source = load_model(args.model, shipped_catalog())
    except ModelSourceError as exc:
        raise UsageError(f"--model: {exc}") from None
    return source.spec, list(source.notes)


def add_plan_and_output(p: argparse.ArgumentParser) -> argparse._ArgumentGroup:
    """The options a command that estimates one plan takes (model, plan, workload) and its
    output group with --format/--json, --lang and --gib; returns the group for the command's
    own output options."""
    from hwplanner.cli.formats import add_format_options
    from hwplanner.cli.lang import add_lang_option

    add_model_options(p)
    add_plan_options(p)
    out = p.add_argument_group("output")
    add_format_options(p, out)
    add_lang_option(out)
    out.add_argument("--gib", action="store_true", help="show GiB (2^30) instead of GB (10^9)")
    return out


def known_gpu(gpu_id: str) -> GpuSpec:
    """The catalog GPU --gpu names, or the one-line refusal naming the option."""
    gpus = shipped_catalog().gpus
    if gpu_id not in gpus:
        raise UsageError(unknown_gpu("--gpu", gpu_id, gpus))
    return gpus[gpu_id]


def flag_estimate(
    gpu: GpuSpec,
    model: ModelSpec,
    notes: list[str],
    plan: Plan,
    workload: Workload,
    *,
    solve: bool,
) -> Estimate:
    """The estimate of the plan the flags describe (model_plan_workload) on `gpu`; a plan the
    engine refuses, refused by its option."""
    scenario = Scenario(
        model=model,
        gpu=gpu,
        plan=plan,
        workload=workload,
        draft=draft_from_plan(plan),
        reward=reward_from_plan(plan),
        other_gpus=cards_from_plan(plan),
    )
    try:
        return estimate(scenario, solve=solve, notes=tuple(notes))
    except PlanError as exc:
        raise named(exc) from None


def cards_from_plan(plan: Plan) -> tuple[GpuSpec, ...]:
    """The catalog GPUs --other-gpus names, or the one-line refusal naming the option."""
    try:
        return shipped_catalog().cards(other_ids(plan))
    except KeyError as exc:
        raise UsageError(unknown_gpu("--other-gpus", exc.args[0], shipped_catalog().gpus)) from None


def reward_from_plan(plan: Plan) -> ModelSpec | None:
    """The catalog model an RL plan's reward model is (--reward-model-id), if it names one."""
    try:
        return shipped_catalog().reward_model(plan)
    except KeyError as exc:
        raise UsageError(
            f"--reward-model-id: unknown model {short_repr(exc.args[0])}; "
            "see `hwplanner catalog models`"
        ) from None


def draft_from_plan(plan: Plan) -> ModelSpec | None:
    """The catalog model a plan drafts tokens with (draft speculative decoding), if any."""
    if plan.speculative is not Speculative.DRAFT or not plan.draft_model:
        return None
    catalog = shipped_catalog()
    if plan.draft_model not in catalog.models:
        raise UsageError(
            f"--draft-model: unknown model {short_repr(plan.draft_model)}; "
            "see `hwplanner catalog models`"
        )
    return catalog.models[plan.draft_model]


def model_plan_workload(args: argparse.Namespace) -> tuple[ModelSpec, list[str], Plan, Workload]:
    """The model, its import notes, the plan and the workload the flags describe (shared by
    estimate and recommend)."""
    model, notes = model_from_args(args)
    # typed in a framework's own words (llamafactory with stages, vLLM's -tp 1 -dp 4): read
    plan, read, consumed = typed_plan_from_args(args, moe=model.is_moe)
    unused = unused_options(args, plan, model, consumed)
    alias = alias_note(getattr(args, "plan_framework", None))  # torchtitan: the fsdp profile
    method = method_alias_note(getattr(args, "plan_method", None))  # gspo: grpo
    said = [n for n in (alias, method, *read) if n is not None]
    notes = [*notes, *([unused] if unused else []), *said]
    return model, notes, plan, workload_from_args(args)


def solved_answers(result: Estimate, args: argparse.Namespace) -> dict[str, int | None]:
    """The solver answers asked for with --max-batch / --max-seq."""
    s = result.scenario
    out: dict[str, int | None] = {}
    if (args.max_batch or args.max_seq) and s.cards:
        flag = "--max-batch" if args.max_batch else "--max-seq"
        raise UsageError(
            f"{flag}: the search plans with one GPU type; a machine of unequal cards is "
            "estimated as it is (try --context or --batch)"
        )
    if args.max_batch:
        # micro-batches of the run's rows (padded to their longest sample: its length;
        # padding-free: the fullest micro-batch's, which its size sets)
        out["max_micro_batch"] = max_micro_batch(
            s.model, s.gpu, s.plan, reward=s.reward, workload=s.workload
        )
    if args.max_seq:
        out["max_seq_len"] = max_seq_len(s.model, s.gpu, s.plan, reward=s.reward)
    return out
