"""Render resources/icons/hwplanner.svg to the hicolor PNG sizes (run after editing the SVG)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_ID = "io.github.hwplanner.HwPlanner"
SIZES = (16, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"


def render(svg: Path, out_dir: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Write <out_dir>/<N>x<N>/apps/<APP_ID>.png for each size; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    written = []
    for n in sizes:
        image = QImage(n, n, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        target = out_dir / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise OSError(f"could not write {target}")
        written.append(target)
    return written


def main() -> int:
    for path in render(ICONS / "hwplanner.svg", ICONS / "hicolor"):
        print(path.relative_to(ICONS.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
