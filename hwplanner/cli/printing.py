"""`hwplanner print PROJECT -o SHEET.pdf`: the summary sheet as a PDF, no display needed."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hwplanner.cli.errors import UsageError
from hwplanner.cli.lang import LANGS
from hwplanner.jsonfile import one_line, shown_path
from hwplanner.project import ProjectError, load_project
from hwplanner.scenarios import ScenarioError, estimate_scenarios


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("print", help="write a project's summary sheet as a PDF")
    p.add_argument("project", help="project file (.json)")
    p.add_argument(
        "-o", "--output", required=True, help="PDF file to write (- for the standard output)"
    )
    p.add_argument("--page", choices=["a4", "letter"], default="a4", help="paper size")
    p.add_argument("--gib", action="store_true", help="GiB (2^30) instead of GB (10^9)")
    p.add_argument("--scenario", help="only this scenario (name or index)")
    p.add_argument(
        "--lang",
        choices=LANGS,
        help="sheet language (default: the app's saved choice, else the system locale)",
    )


def run(args: argparse.Namespace) -> int:
    path = Path(args.project)
    try:
        project = load_project(path)
        items = estimate_scenarios(project, path, only=args.scenario)
    except ProjectError as exc:
        raise UsageError(str(exc)) from None
    except ScenarioError as exc:
        text = str(exc)
        raise UsageError(
            ("--scenario: " if text.startswith("no scenario") else "") + text
        ) from None
    from hwplanner.sheet.pdf import write_pdf

    if args.output == "-":  # the PDF on the standard output; what was written, on stderr
        kw = {"page": args.page, "lang": args.lang, "binary": args.gib}
        pages = write_pdf(project, items, sys.stdout.buffer, **kw)
        print(
            f"wrote {pages} page{'s' if pages != 1 else ''} to the standard output", file=sys.stderr
        )
        return 0
    out = Path(args.output)
    try:
        if not out.parent.is_dir():
            raise UsageError(f"--output: folder {shown_path(out.parent)} does not exist")
        pages = write_pdf(project, items, out, page=args.page, lang=args.lang, binary=args.gib)
    except OSError as exc:
        if exc.strerror:  # from the file system: say which file, not the temporary's name
            raise UsageError(f"--output: {shown_path(out)}: {exc.strerror}") from None
        raise UsageError(f"--output: {one_line(str(exc))}") from None
    print(f"wrote {out} ({pages} pages)" if pages != 1 else f"wrote {out} (1 page)")
    return 0
