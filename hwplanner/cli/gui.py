"""`hwplanner gui [PROJECT]`: start the desktop app (or render it to a PNG)."""

from __future__ import annotations

import argparse

from hwplanner.cli.lang import LANGS
from hwplanner.engine.core.text import short_repr


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    gui = sub.add_parser("gui", help="start the desktop app")
    gui.add_argument("project", nargs="?", help="project file to open")
    gui.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    gui.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        default=None,
        help="window size for --screenshot, e.g. 1280x800 (default 1500x920)",
    )
    gui.add_argument(
        "--lang",
        choices=LANGS,
        help="interface language (default: View ▸ Language, else the system locale)",
    )


def _size(text: str) -> str:
    """Check 'WIDTHxHEIGHT' (each 320–10000 pixels); the app parses it."""
    width, sep, height = text.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{short_repr(text)} is not WIDTHxHEIGHT, e.g. 1280x800")
    if not (320 <= int(width) <= 10_000 and 320 <= int(height) <= 10_000):
        raise argparse.ArgumentTypeError(f"{short_repr(text)}: each side must be 320–10000 pixels")
    return text


def run(args: argparse.Namespace) -> int:
    import gc

    # start-up builds the app's modules and window, no cycles worth collecting: the collector
    # waits until the window has painted (app.collector_back), 50–60 ms sooner to the window
    gc.disable()
    try:
        from hwplanner.gui.app import run_gui

        return run_gui(args)
    finally:
        gc.enable()  # a screenshot or a refusal returns without painting (a caller in-process)
