"""The command-line face of the engine: `hwplanner estimate | catalog | gui | --version`.

Exit status: 0 success, 2 bad input (one line on stderr naming the field and what is allowed).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from hwplanner import __version__, print_cli, recommend_cli
from hwplanner.catalog import Catalog, CatalogError, shipped_catalog
from hwplanner.cli_workload import OPTIONS as WORKLOAD_OPTIONS
from hwplanner.cli_workload import add_workload_arguments, workload_from_args
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.frameworks import FRAMEWORKS
from hwplanner.engine.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import (
    LORA_TARGET_PRESETS,
    LORA_TARGETS,
    Attention,
    KvDtype,
    Method,
    Offload,
    Optimizer,
    Plan,
    Precision,
    Recompute,
    WeightFormat,
)
from hwplanner.engine.workload import Workload
from hwplanner.project_cli import ProjectUsageError
from hwplanner.report import render_estimate
from hwplanner.validation import cli as validate_cli


class UsageError(Exception):
    """Bad input: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def _choices(enum: type[Any]) -> list[str]:
    return [e.value for e in enum]


def _add_estimate_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("model and hardware")
    g.add_argument("target", nargs="?", help="a project file (.json) to estimate instead of flags")
    g.add_argument("--model", help="catalog model id, or a path to a Hugging Face config.json")
    g.add_argument("--gpu", help="catalog GPU id (see `hwplanner catalog gpus`)")
    g.add_argument("--gpus", type=int, default=None, help="GPUs per node (1–1024, default 1)")
    g.add_argument("--nodes", type=int, default=None, help="nodes (≥1, default 1)")
    g.add_argument(
        "--framework",
        choices=list(FRAMEWORKS),
        default=None,
        help="framework profile: sets the precision recipe and habits (default hf)",
    )
    m = p.add_argument_group("method")
    m.add_argument(
        "--method",
        choices=_choices(Method),
        default=None,
        help="what to do with the model (default lora)",
    )
    m.add_argument(
        "--precision",
        choices=_choices(Precision),
        default=None,
        help="precision recipe (default: the framework's)",
    )
    m.add_argument(
        "--weight-format",
        choices=_choices(WeightFormat),
        default=None,
        help="storage of frozen/served weights (default bf16; nf4-dq for qlora)",
    )
    m.add_argument("--optimizer", choices=_choices(Optimizer), default=None)
    m.add_argument("--seq-len", type=int, default=None, help="training sequence length (tokens)")
    m.add_argument("--micro-batch", type=int, default=None, help="sequences per GPU per step")
    m.add_argument("--grad-accum", type=int, default=None, help="gradient accumulation steps")
    m.add_argument(
        "--recompute",
        choices=_choices(Recompute),
        default=None,
        help="activation recomputation (gradient checkpointing)",
    )
    m.add_argument("--attention", choices=_choices(Attention), default=None)
    m.add_argument("--lora-rank", type=int, default=None, help="LoRA rank r (1–65536)")
    m.add_argument(
        "--lora-targets",
        default=None,
        help=f"comma list of {', '.join(LORA_TARGETS)} or a preset: "
        f"{', '.join(LORA_TARGET_PRESETS)}",
    )
    m.add_argument(
        "--freeze-layers", type=int, default=None, help="freeze method: how many last layers train"
    )
    par = p.add_argument_group("parallelism and offload")
    par.add_argument(
        "--zero",
        type=int,
        choices=[0, 1, 2, 3],
        default=None,
        help="ZeRO stage (FSDP: SHARD_GRAD_OP = 2, FULL_SHARD = 3)",
    )
    par.add_argument("--tp", type=int, default=None, help="tensor parallel degree")
    par.add_argument("--pp", type=int, default=None, help="pipeline parallel degree")
    par.add_argument("--ep", type=int, default=None, help="expert parallel degree")
    par.add_argument("--offload", choices=_choices(Offload), default=None)
    inf = p.add_argument_group("inference")
    inf.add_argument("--kv-dtype", choices=_choices(KvDtype), default=None)
    inf.add_argument("--batch", type=int, default=None, help="concurrent sequences")
    inf.add_argument("--context", type=int, default=None, help="tokens per sequence")
    add_workload_arguments(p)
    out = p.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print the estimate as JSON")
    out.add_argument("--gib", action="store_true", help="show GiB (2^30) instead of GB (10^9)")
    out.add_argument("--explain", action="store_true", help="show how every figure was computed")
    out.add_argument("--no-solve", action="store_true", help="skip the fewest-GPUs search")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="hwplanner", description="Plan GPUs, time and money for LLM work.")
    parser.add_argument("--version", action="version", version=f"hwplanner {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    est = sub.add_parser("estimate", help="estimate memory (and more) for one plan")
    _add_estimate_options(est)
    cat = sub.add_parser("catalog", help="list the model or GPU catalog")
    cat.add_argument("kind", choices=["models", "gpus", "instances"])
    cat.add_argument("--json", action="store_true")
    recommend_cli.add_parser(sub, _add_estimate_options)
    print_cli.add_parser(sub)
    validate_cli.add_parser(sub)
    gui = sub.add_parser("gui", help="start the desktop app")
    gui.add_argument("project", nargs="?", help="project file to open")
    gui.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    gui.add_argument(
        "--lang",
        choices=("en", "zh_TW", "zh_CN"),
        help="interface language (default: View ▸ Language, else the system locale)",
    )
    return parser


_PLAN_FLAGS = {
    "method": "method",
    "precision": "precision",
    "weight_format": "weight_format",
    "optimizer": "optimizer",
    "seq_len": "seq_len",
    "micro_batch": "micro_batch",
    "grad_accum": "grad_accum",
    "recompute": "recompute",
    "attention": "attention",
    "lora_rank": "lora_rank",
    "freeze_layers": "freeze_trainable_layers",
    "zero": "zero",
    "tp": "tp",
    "pp": "pp",
    "ep": "ep",
    "offload": "offload",
    "kv_dtype": "kv_dtype",
    "batch": "batch",
    "context": "context",
    "gpus": "gpus_per_node",
    "nodes": "nodes",
    "framework": "framework",
}
_FLAG_NAMES = {v: "--" + k.replace("_", "-") for k, v in _PLAN_FLAGS.items()}
_FLAG_NAMES["lora_targets"] = "--lora-targets"
_WORKLOAD_FLAGS = {field: flag for flag, field, _, _ in WORKLOAD_OPTIONS}


def parse_targets(text: str) -> tuple[str, ...]:
    if text in LORA_TARGET_PRESETS:
        return LORA_TARGET_PRESETS[text]
    items: list[str] = []
    for part in (t.strip() for t in text.split(",")):
        if not part:
            continue
        items += LORA_TARGET_PRESETS.get(part, (part,))
    return tuple(dict.fromkeys(items))


def plan_from_args(args: argparse.Namespace, base: Plan | None = None) -> Plan:
    values: dict[str, Any] = dict(base.model_dump()) if base else {}
    for flag, fieldname in _PLAN_FLAGS.items():
        v = getattr(args, flag, None)
        if v is not None:
            values[fieldname] = v
    if args.lora_targets is not None:
        values["lora_targets"] = parse_targets(args.lora_targets)
    if args.precision is None and args.framework is not None:
        values["precision"] = FRAMEWORKS[args.framework].precision
        values["optimizer_impl"] = FRAMEWORKS[args.framework].optimizer_impl
    try:
        return Plan(**values)
    except ValidationError as exc:
        raise UsageError(_validation_message(exc)) from None


def _validation_message(exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = err["loc"][0] if err["loc"] else ""
    flag = _FLAG_NAMES.get(str(loc), str(loc))
    msg = err["msg"].removeprefix("Value error, ")
    ctx = err.get("ctx") or {}
    if "gt" in ctx or "ge" in ctx or "le" in ctx:
        lo = f"> {ctx['gt']}" if "gt" in ctx else f"≥ {ctx.get('ge')}" if "ge" in ctx else ""
        hi = f"≤ {ctx['le']}" if "le" in ctx else ""
        allowed = " and ".join(x for x in (lo, hi) if x)
        return f"{flag}: {err.get('input')!r} is out of range; allowed: {allowed}"
    if not flag:
        head, _, rest = msg.partition(": ")
        if head in _FLAG_NAMES:
            return f"{_FLAG_NAMES[head]}: {rest}"
    return f"{flag}: {msg}" if flag else msg


def resolve_model(ref: str, catalog: Catalog) -> tuple[ModelSpec, list[str]]:
    if ref in catalog.models:
        return catalog.models[ref], []
    path = Path(ref)
    if path.suffix == ".json" or path.is_file() or "/" in ref:
        if not path.is_file():
            raise UsageError(f"--model: no such file {ref!r}")
        try:
            cfg = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise UsageError(f"--model: {ref} is not valid JSON ({exc})") from None
        if not isinstance(cfg, dict):
            raise UsageError(f"--model: {ref} is not a config.json object")
        try:
            return spec_from_hf_config(cfg, model_id=path.parent.name or path.stem)
        except ConfigError as exc:
            raise UsageError(f"--model: {exc}") from None
    raise UsageError(
        f"--model: unknown model {ref!r}; use a catalog id (`hwplanner catalog models`) "
        "or a path to a config.json"
    )


def run_estimate(args: argparse.Namespace) -> int:
    if args.target:
        from hwplanner.project_cli import estimate_project

        if any(getattr(args, f, None) is not None for f in ("model", "gpu")):
            raise UsageError("--model/--gpu: not allowed with a project file (it names its own)")
        return estimate_project(args)
    catalog = shipped_catalog()
    if not args.gpu:
        raise UsageError("--gpu: required (see `hwplanner catalog gpus`)")
    if args.gpu not in catalog.gpus:
        raise UsageError(f"--gpu: unknown GPU {args.gpu!r}; see `hwplanner catalog gpus`")
    model, plan, workload = model_plan_workload(args)
    scenario = Scenario(model=model, gpu=catalog.gpus[args.gpu], plan=plan, workload=workload)
    result = estimate(scenario, solve=not args.no_solve)
    emit(result, args, list(args.model_notes))
    return 0


def model_plan_workload(args: argparse.Namespace) -> tuple[ModelSpec, Plan, Workload]:
    """The model, plan and workload the flags describe (shared by estimate and recommend)."""
    if not args.model:
        raise UsageError("--model: required (a catalog id or a path to config.json)")
    model, notes = resolve_model(args.model, shipped_catalog())
    args.model_notes = notes
    plan = plan_from_args(args)
    check_plan(model, plan)
    try:
        workload = workload_from_args(args)
    except ValueError as exc:
        raise UsageError(_workload_message(exc)) from None
    return model, plan, workload


def _workload_message(exc: ValueError) -> str:
    """Name the command-line flag of the Workload field in the message."""
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        field = str(err["loc"][0]) if err["loc"] else ""
        text = err["msg"].removeprefix("Value error, ")
    else:
        text = str(exc)
        field = text.split(":", 1)[0]
    flag = _WORKLOAD_FLAGS.get(field, "--" + field.replace("_", "-"))
    rest = text.split(":", 1)[1].strip() if text.startswith(field + ":") else text
    return f"{flag}: {rest}"


def check_plan(model: ModelSpec, plan: Plan) -> None:
    """Checks that need both the model and the plan."""
    if model.num_attention_heads % plan.tp:
        raise UsageError(
            f"--tp: {plan.tp} does not divide the model's {model.num_attention_heads} attention "
            "heads; allowed: a divisor of the head count"
        )
    if plan.ep > 1 and (not model.is_moe or model.num_experts % plan.ep):
        allowed = f"a divisor of {model.num_experts} experts" if model.is_moe else "1 (dense model)"
        raise UsageError(f"--ep: {plan.ep} is not allowed; allowed: {allowed}")
    if plan.pp > model.num_layers:
        raise UsageError(f"--pp: {plan.pp} exceeds the model's {model.num_layers} layers")


def emit(result: Estimate, args: argparse.Namespace, notes: list[str]) -> None:
    if args.json:
        doc = result.as_dict()
        doc["notes"] = list(doc["notes"]) + notes  # type: ignore[call-overload]
        print(json.dumps(doc, indent=2, ensure_ascii=False))
    else:
        print(render_estimate(result, binary=args.gib, explain=args.explain, extra_notes=notes))


def run_catalog(args: argparse.Namespace) -> int:
    cat = shipped_catalog()
    rows: list[dict[str, Any]]
    if args.kind == "models":
        rows = [m.model_dump(mode="json") for m in cat.models.values()]
        header = f"{'id':28} {'name':34} {'layers':>6} {'hidden':>6} {'experts':>7}"
        lines = [
            f"{m.id:28} {m.name:34} {m.num_layers:6} {m.hidden_size:6} {m.num_experts or '':>7}"
            for m in cat.models.values()
        ]
    elif args.kind == "gpus":
        rows = [g.model_dump(mode="json") for g in cat.gpus.values()]
        header = f"{'id':24} {'name':36} {'GiB':>7} {'TB/s':>6} {'bf16 TF':>8} {'TDP W':>6}"
        lines = [
            f"{g.id:24} {g.name:36} {g.memory_gib:7.1f} {g.memory_bandwidth_gbps / 1000:6.2f} "
            f"{g.bf16_tflops or 0:8.1f} {g.tdp_w:6.0f}"
            for g in cat.gpus.values()
        ]
    else:
        rows = [i.model_dump(mode="json") for i in cat.instances.values()]
        header = f"{'id':30} {'gpu':24} {'n':>3} {'$/h':>9} {'date':>10}"
        lines = [
            f"{i.id:30} {i.gpu_id:24} {i.gpus:3} {i.usd_per_hour:9.2f} {i.price_date:>10}"
            for i in cat.instances.values()
        ]
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
    else:
        print(header)
        print("\n".join(lines))
    for problem in cat.problems:
        print(f"warning: {problem}", file=sys.stderr)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command == "estimate":
            return run_estimate(args)
        if args.command == "catalog":
            return run_catalog(args)
        if args.command == "recommend":
            return recommend_cli.run(args, model_plan_workload)
        if args.command == "validate":
            return validate_cli.run(args)
        if args.command == "print":
            return print_cli.run(args)
        if args.command == "gui":
            from hwplanner.gui.app import run_gui

            return run_gui(args)
        parser.print_help()
        return 0
    except (UsageError, ProjectUsageError) as exc:
        print(f"hwplanner: error: {exc}", file=sys.stderr)
        return 2
    except (KeyError, ValueError, CatalogError) as exc:
        text = str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)
        print(f"hwplanner: error: {text.splitlines()[0]}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
