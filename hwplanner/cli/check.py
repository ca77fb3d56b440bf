"""`hwplanner check`: a plan beside what a real run printed — PyTorch's memory counters or
memory_summary(), nvidia-smi, a vLLM or SGLang start-up log, torchtitan's step lines, Megatron's
memory report, mlx-lm's report lines, verl's step metrics — each figure counted as that tool
counts it, with the difference and the likely cause of a gap.

    hwplanner check --model llama-3.1-8b --gpu rtx-3090 --method inference \\
        --framework vllm --context 20000 --log vllm.log
    hwplanner check PROJECT.json --scenario 0 --log - < memory_summary.txt
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hwplanner.check import logs
from hwplanner.check.apply import Stored, applied, not_kept, storable
from hwplanner.check.compare import COUNTS, LABELS, compare
from hwplanner.cli.errors import UsageError
from hwplanner.cli.formats import chosen, write_table
from hwplanner.cli.lang import use_language
from hwplanner.cli.output import print_json
from hwplanner.cli.plan_args import (
    add_plan_and_output,
    flag_estimate,
    known_gpu,
    model_plan_workload,
)
from hwplanner.cli.report import pad, rpad, width_of
from hwplanner.engine.command_documents import CheckDocument, CheckRow
from hwplanner.engine.core.text import short_repr
from hwplanner.engine.estimate import Estimate
from hwplanner.formatting import format_value
from hwplanner.i18n import translate


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "check", help="compare a plan with what a real run printed (memory, KV cache, speed)"
    )
    p.add_argument("target", nargs="?", help="a project file (.json) whose scenario was run")
    p.add_argument(
        "--log",
        action="append",
        required=True,
        metavar="FILE",
        help="what the run printed (- for standard input); may be given again",
    )
    out = add_plan_and_output(p)
    out.add_argument("--scenario", help="with a project file: the scenario run (name or index)")
    out.add_argument(
        "--apply",
        action="store_true",
        help="with a project file: keep the measured utilisation (MFU) and memory share as the "
        "scenario's own values, and save the file",
    )


def _text(names: list[str]) -> str:
    parts = []
    for name in names:
        if name == "-":
            parts.append(sys.stdin.read())
            continue
        try:
            parts.append(logs.file_text(Path(name)))
        except logs.LogFileError as exc:
            raise UsageError(f"--log: {short_repr(name)}: {exc}") from None
    return "\n".join(parts)


def _estimate(args: argparse.Namespace) -> tuple[Estimate, str | None]:
    """The plan the run is checked against, and the project scenario's name (None: flags)."""
    if args.apply and not args.target:
        raise UsageError("--apply: only with a project file (the values are kept in it)")
    if args.target:
        return _scenario(args)
    if args.scenario is not None:
        raise UsageError("--scenario: only with a project file")
    if not args.gpu:
        raise UsageError("--gpu: the GPU the run used is needed (see `hwplanner catalog gpus`)")
    gpu = known_gpu(args.gpu)
    model, notes, plan, workload = model_plan_workload(args)
    return flag_estimate(gpu, model, notes, plan, workload, solve=False), None


def _scenario(args: argparse.Namespace) -> tuple[Estimate, str]:
    """A project's scenario: named with --scenario when the project has several (a run is one
    of them); with --apply, as the file has it (plan flags would check another plan than the
    one the values are kept in)."""
    from hwplanner.cli.estimate_project import _with_flags, scenario_error
    from hwplanner.project import ProjectError, load_project
    from hwplanner.scenarios import ScenarioError, estimate_scenarios

    path = Path(args.target)
    try:
        stored = load_project(path)
        if args.scenario is None and len(stored.scenarios) > 1:
            names = ", ".join(short_repr(sc.name) for sc in stored.scenarios[:8])
            raise UsageError(
                f"--scenario: {path.name} has {len(stored.scenarios)} scenarios; name the one "
                f"that ran (a name or a 0-based index: {names})"
            )
        project = _with_flags(stored, args)
        if args.apply and project != stored:
            raise UsageError(
                "--apply: plan options change the scenario; check it as the project has it "
                "(without them) to keep the measured values in it"
            )
        only = args.scenario if args.scenario is not None else "0"
        results = estimate_scenarios(project, path, solve=False, only=only)
    except ProjectError as exc:
        raise UsageError(str(exc)) from None
    except ScenarioError as exc:
        raise scenario_error(exc) from None
    sc, est = results[0]
    return est, sc.name


def run(args: argparse.Namespace) -> int:
    fmt = chosen(args)
    use_language(args)
    text = _text(args.log)
    measured, skipped = logs.read_counting(text)
    if not measured:
        long = f"; {skipped:,} lines over {logs.MAX_LINE:,} characters skipped" if skipped else ""
        raise UsageError(f"--log: no measurement recognised ({logs.TOOLS_READ}){long}")
    est, name = _estimate(args)
    rows = compare(est, measured)
    kept = storable(est, rows) if args.apply else ()
    if kept:
        _keep(args, kept)
    if fmt == "json":
        doc = CheckDocument(
            scenario=name,
            model=est.scenario.model.id,
            gpu=est.scenario.gpu.id,
            method=est.scenario.plan.method.value,
            stored={k.path: k.value for k in kept},
            rows=[
                CheckRow(
                    quantity=r.quantity,
                    planned=r.planned,
                    measured=r.measured,
                    unit=r.unit,
                    difference=r.difference,
                    counts=COUNTS[r.quantity],
                    cause=r.cause or None,
                    tool=r.tool,
                    line=r.line,
                    note=r.note or None,
                )
                for r in rows
            ],
        )
        print_json(doc.model_dump(mode="json"))
        return 0
    # CSV and Markdown are for other programs: English, as every command writes them
    words = translate if fmt == "table" else (lambda context, text: text)
    header = [
        words("Check", "figure"),
        words("Check", "plan"),
        words("Check", "measured"),
        words("Check", "difference"),
        words("Check", "tool"),
    ]
    table = [
        [
            words("Check", LABELS[r.quantity]),
            format_value(r.planned, r.unit, binary=args.gib),
            format_value(r.measured, r.unit, binary=args.gib),
            r.difference_text(),
            r.tool,
        ]
        for r in rows
    ]
    if fmt != "table":
        write_table(fmt, header, table)
        return 0
    if name is not None:
        print(translate("Check", "Scenario: {name}").format(name=name))
    widths = [max(width_of(str(line[i])) for line in (header, *table)) for i in range(5)]
    for line in (header, *table):
        first = pad(str(line[0]), widths[0])
        rest = "  ".join(rpad(str(c), w) for c, w in zip(line[1:4], widths[1:4], strict=True))
        print(f"{first}  {rest}  {line[4]}")
    print()
    for r in rows:
        print(f"{translate('Check', LABELS[r.quantity])}: {translate('Check', COUNTS[r.quantity])}")
        if r.cause:
            print(
                "  "
                + translate("Check", "likely cause: {cause}").format(
                    cause=translate("Check", r.cause)
                )
            )
        if r.note:
            print("  " + translate("Check", "unit: {note}").format(note=r.note))
        print("  " + translate("Check", "read from: {line}").format(line=short_repr(r.line)))
    if args.apply:
        print()
        if not kept:
            print(
                translate("Check", "Nothing kept: {why}").format(
                    why=translate("Check", not_kept(est, rows))
                )
            )
        for k in kept:
            print(
                translate("Check", "Kept in {file}: {field} = {value} (measured by {tool})").format(
                    file=args.target, field=k.path, value=f"{k.value:g}", tool=k.tool
                )
            )
    return 0


def _keep(args: argparse.Namespace, kept: tuple[Stored, ...]) -> None:
    """The measured values set as the scenario's own and the project saved (atomically)."""
    from hwplanner.project import ProjectError, load_project, save_project
    from hwplanner.scenarios import select

    path = Path(args.target)
    try:
        project = load_project(path)
        chosen = select(project, args.scenario if args.scenario is not None else "0")[0]
        index = project.scenarios.index(chosen)
        save_project(project.with_scenario(index, applied(chosen, kept)), path)
    except (ProjectError, OSError) as exc:
        raise UsageError(f"--apply: {args.target}: {exc}") from None
