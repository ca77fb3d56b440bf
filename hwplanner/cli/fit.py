"""`hwplanner fit`: for the GPUs of a serving plan, which weight formats and KV-cache types
serve the model, the longest context one user can have, the users each holds at the plan's
context, one user's decode speed, and each format's published quality cost.

    hwplanner fit --model llama-3.1-70b --gpu rtx-4090 --tp 2 --gpus 2 --context 8192
"""

from __future__ import annotations

import argparse

from hwplanner.cli.errors import UsageError
from hwplanner.cli.formats import chosen, write_table
from hwplanner.cli.lang import use_language
from hwplanner.cli.naming import named
from hwplanner.cli.output import print_json
from hwplanner.cli.plan_args import (
    add_plan_and_output,
    draft_from_plan,
    known_gpu,
    model_plan_workload,
)
from hwplanner.cli.report import pad, rpad, width_of
from hwplanner.engine.command_documents import FitDocument, FitQuality, FitRowDoc
from hwplanner.engine.scenario.validity import (
    PlanError,
    check_plan,
    one_gpu_type,
    serving_problems,
)
from hwplanner.engine.solve.serving_fit import FitRow, serving_fit
from hwplanner.fit_text import fit_columns, quality_line
from hwplanner.i18n import message, translate


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "fit",
        help="for a serving plan's GPUs: which weight formats fit, at what context, for how "
        "many users",
    )
    add_plan_and_output(p)


def _doc_row(r: FitRow) -> FitRowDoc:
    q = r.quality
    return FitRowDoc(
        weight_format=r.weight_format.value,
        kv_dtype=r.kv_dtype.value,
        total_bytes=round(r.total_bytes),
        fits=r.fits,
        longest_context=r.longest_context,
        users=r.users,
        decode_tokens_per_second=r.decode_tokens_per_second,
        planned=r.planned,
        checkpoint=r.checkpoint,
        model_limit=r.model_limit,
        quality=None
        if q is None
        else FitQuality(
            model=q.model,
            measure=q.measure,
            full=q.full,
            quantized=q.quantized,
            lower_is_better=q.lower_is_better,
            worse_by=q.worse_by,
            source=q.source,
            caveat=q.caveat or None,
        ),
    )


DATA_COLUMNS = [
    "weight_format",
    "kv_dtype",
    "planned",
    "checkpoint",
    "fits",
    "total_bytes",
    "longest_context",
    "model_limit",
    "users",
    "decode_tokens_per_second",
    "quality_worse_by",
    "quality_measure",
    "quality_model",
    "quality_source",
]


def _data_row(d: FitRowDoc) -> list[object]:
    q = d.quality
    return [
        *(getattr(d, k) for k in DATA_COLUMNS[:10]),
        None if q is None else round(q.worse_by, 6),
        None if q is None else q.measure,
        None if q is None else q.model,
        None if q is None else q.source,
    ]


def run(args: argparse.Namespace) -> int:
    fmt = chosen(args)
    use_language(args)
    if args.plan_method is None:
        args.plan_method = "inference"
    if args.plan_method != "inference":
        raise UsageError("--method: fit is for serving plans (inference)")
    if not args.gpu:
        raise UsageError("--gpu: the GPU to fit on is needed (see `hwplanner catalog gpus`)")
    gpu = known_gpu(args.gpu)
    model, notes, plan, workload = model_plan_workload(args)
    draft = draft_from_plan(plan)
    try:
        one_gpu_type(plan, "the reverse fit")
        check_plan(model, plan, gpu)
        problems = serving_problems(model, plan, draft)
        if problems:
            raise problems[0]
    except PlanError as exc:
        raise named(exc) from None
    rows = serving_fit(model, gpu, plan, workload, draft)
    if fmt == "json":
        doc = FitDocument(
            model=model.id,
            gpu=gpu.id,
            gpus=plan.tp * plan.pp,
            framework=plan.framework,
            context=plan.context,
            notes=[message(n) for n in notes],
            rows=[_doc_row(r) for r in rows],
        )
        print_json(doc.model_dump(mode="json"))
        return 0
    if fmt in ("csv", "markdown"):
        # data for a spreadsheet: the JSON rows' keys, bytes and tokens as numbers
        write_table(fmt, DATA_COLUMNS, [_data_row(_doc_row(r)) for r in rows])
        return 0
    header, table = fit_columns(rows, binary=args.gib)
    print(
        translate(
            "Fit", "{model} on {gpus} × {gpu} ({framework}), {context:,} tokens per user"
        ).format(
            model=model.name,
            gpus=plan.tp * plan.pp,
            gpu=gpu.name,
            framework=plan.framework,
            context=plan.context,
        )
    )
    replicas = plan.gpus // max(plan.tp * plan.pp, 1)
    if replicas > 1:
        print(
            translate(
                "Fit", "The plan's {total} GPUs hold {replicas} replicas of it (tp × pp = {each})."
            ).format(total=plan.gpus, replicas=replicas, each=plan.tp * plan.pp)
        )
    for note in notes:
        print(message(note))
    widths = [max(width_of(str(line[i])) for line in (header, *table)) for i in range(len(header))]
    for line in (header, *table):
        first = pad(str(line[0]), widths[0])
        rest = "  ".join(rpad(str(c), w) for c, w in zip(line[1:], widths[1:], strict=True))
        print(f"{first}  {rest}")
    print()
    seen = set()
    for r in rows:
        if r.quality is not None and r.weight_format not in seen:
            seen.add(r.weight_format)
            print(f"{r.weight_format.value}: {quality_line(r.quality)}")
    print(
        translate(
            "Fit",
            "Quality costs come from different models and measures: each compares a format "
            "with 16 bits, not formats with each other.",
        )
    )
    return 0
