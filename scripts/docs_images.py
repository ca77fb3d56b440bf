"""Regenerate the pictures under docs/images: the window (main view, Compare, Sweep) at 1280×800
and 1920×1080, and the first page of every example's sheet in English, Traditional and
Simplified Chinese. Needs pdftoppm (poppler-utils). Usage: python scripts/docs_images.py"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "images"
SIZES = ((1280, 800), (1920, 1080))
VIEWS = ("main", "compare", "sweep")
LANGUAGES = ("en", "zh_TW", "zh_CN")
WINDOW_PROJECT = ROOT / "examples" / "70b-full-lora-qlora.json"


def windows() -> None:
    """Screenshots of the window with the example that compares three plans."""
    from PySide6.QtWidgets import QApplication

    from hwplanner.gui.app import build_window, create_app, screenshot

    create_app(offscreen=True)
    window = build_window(str(WINDOW_PROJECT), interactive=False)
    for width, height in SIZES:
        for index, view in enumerate(VIEWS):
            window.views.setCurrentIndex(index)
            QApplication.processEvents()
            screenshot(window, str(OUT / f"window-{view}-{width}x{height}.png"), (width, height))


def sheets() -> None:
    """First page of each example's sheet per language, at 70 dpi."""
    with tempfile.TemporaryDirectory() as tmp:
        for english in sorted((ROOT / "examples").glob("*.json")):
            for lang in LANGUAGES:
                # each language's own example (its names and notes translated), where there is one
                local = ROOT / "examples" / lang / english.name
                example = local if local.is_file() else english
                pdf = Path(tmp) / f"{example.stem}-{lang}.pdf"
                cmd = [sys.executable, "-m", "hwplanner", "print", str(example), "--lang", lang]
                subprocess.run([*cmd, "-o", str(pdf)], check=True, capture_output=True)
                stem = OUT / f"sheet-{example.stem}-{lang}"
                first_page = ["-r", "70", "-png", "-f", "1", "-l", "1", "-singlefile"]
                subprocess.run(["pdftoppm", *first_page, str(pdf), str(stem)], check=True)


def main() -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # a throwaway settings folder: the pictures never depend on this machine's remembered layout
    os.environ["HWPLANNER_CONFIG_DIR"] = tempfile.mkdtemp(prefix="hwplanner-docs-")
    OUT.mkdir(parents=True, exist_ok=True)
    windows()
    sheets()
    print(f"wrote {len(list(OUT.glob('*.png')))} pictures to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
