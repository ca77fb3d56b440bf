"""`hwplanner print PROJECT -o SHEET.pdf`: the summary sheet as a PDF, no display needed."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from hwplanner.project import ProjectError, load_project
from hwplanner.project_cli import ProjectUsageError, estimate_scenarios
from hwplanner.summary import build_sheet


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("print", help="write a project's summary sheet as a PDF")
    p.add_argument("project", help="project file (.json)")
    p.add_argument("-o", "--output", required=True, help="PDF file to write")
    p.add_argument("--page", choices=["a4", "letter"], default="a4", help="paper size")
    p.add_argument("--gib", action="store_true", help="GiB (2^30) instead of GB (10^9)")
    p.add_argument("--scenario", help="only this scenario (name or index)")
    p.add_argument(
        "--lang",
        choices=("en", "zh_TW", "zh_CN"),
        help="sheet language (default: the app's saved choice, else the system locale)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        project = load_project(Path(args.project))
        items = estimate_scenarios(project, Path(args.project), only=args.scenario)
    except ProjectError as exc:
        raise ProjectUsageError(str(exc.args[0]) if exc.args else str(exc)) from None
    out = Path(args.output)
    if not out.parent.is_dir():
        raise ProjectUsageError(f"--output: folder {out.parent} does not exist")
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # printing needs no screen
    from PySide6.QtGui import QGuiApplication

    from hwplanner.gui.printing import export_pdf

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (keeps Qt alive)
    from hwplanner.gui import language

    language.install(language.choose(args.lang))
    sheet = build_sheet(project, items, binary=args.gib)
    try:
        export_pdf(sheet, out, args.page)
    except OSError as exc:
        raise ProjectUsageError(f"--output: {exc}") from None
    print(f"wrote {out} ({len(sheet.pages)} page(s) of summary, more if sections overflow)")
    return 0
