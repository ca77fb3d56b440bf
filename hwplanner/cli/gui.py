"""`hwplanner gui [PROJECT]`: start the desktop app (or render it to a PNG)."""

from __future__ import annotations

import argparse

from hwplanner.cli.lang import LANGS


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    gui = sub.add_parser("gui", help="start the desktop app")
    gui.add_argument("project", nargs="?", help="project file to open")
    gui.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    gui.add_argument(
        "--lang",
        choices=LANGS,
        help="interface language (default: View ▸ Language, else the system locale)",
    )


def run(args: argparse.Namespace) -> int:
    from hwplanner.gui.app import run_gui

    return run_gui(args)
