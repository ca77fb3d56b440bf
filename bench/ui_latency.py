"""Edit-to-repaint latency of the desktop app: a spin box edit until the chart has repainted.

Drives the real path (control → binding → session → engine → signals → panels and chart →
paint) a few hundred times offscreen and prints the median and 95th percentile from the edit to
the chart's first paint after it (target: 16 ms), and beside it the time until every view has
caught up (the summary, the proposal bar and the verdict line, which read the estimate's other
sections after the bars are painted; the event queue empty).

    python bench/ui_latency.py [--edits 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=300)
    args = parser.parse_args()

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QSpinBox

    from hwplanner import paths
    from hwplanner.gui.app import create_app
    from hwplanner.gui.main_window import MainWindow
    from hwplanner.gui.session import Session

    paths.set_config_dir(Path(tempfile.mkdtemp(prefix="hwplanner-bench-")))
    create_app()
    window = MainWindow(Session())
    window.resize(1500, 920)
    window.show()
    window.inputs.setCurrentIndex(2)  # the Method panel, where the spin box is
    QApplication.processEvents()

    class PaintClock(QObject):
        painted = 0
        first: float | None = None  # perf_counter at the first paint since the last reset

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.painted += 1
                if self.first is None:
                    self.first = time.perf_counter()
            return False

    clock = PaintClock()
    viewport = window.chart.plot.viewport()
    viewport.installEventFilter(clock)
    spin = window.method_panel.findChild(QSpinBox, "plan.seq_len")
    values = [1024, 2048, 4096, 8192, 3000, 6000]
    samples, settled, missed = [], [], 0
    rescaled: list[float] = []  # edits that moved the chart's scale: every item is redrawn
    vb = window.chart.plot.getViewBox()
    for i in range(args.edits):
        before = clock.painted
        scale = vb.viewRange()[1]
        clock.first = None
        start = time.perf_counter()
        spin.setValue(values[i % len(values)])
        QApplication.processEvents()
        if clock.painted == before:  # nothing was painted yet: force it, and count the miss
            viewport.repaint()
            missed += 1
        done = time.perf_counter()
        took = ((clock.first or done) - start) * 1000
        samples.append(took)
        settled.append((done - start) * 1000)
        if vb.viewRange()[1] != scale:
            rescaled.append(took)
    samples.sort()
    settled.sort()
    p95 = samples[int(0.95 * (len(samples) - 1))]
    print(
        f"edit-to-repaint over {len(samples)} edits: median {statistics.median(samples):.2f} ms, "
        f"p95 {p95:.2f} ms, max {samples[-1]:.2f} ms (target < 16 ms); "
        f"{missed} edits needed a forced repaint"
    )
    print(
        f"edit until every view has caught up: median {statistics.median(settled):.2f} ms, "
        f"p95 {settled[int(0.95 * (len(settled) - 1))]:.2f} ms"
    )
    if rescaled:
        print(
            f"of which {len(rescaled)} changed the chart's scale: median "
            f"{statistics.median(rescaled):.2f} ms"
        )
    print(f"undo steps: {window.session.undo_stack.count()}")
    window.session.undo_stack.setClean()  # closes without asking to save
    window.close()
    return 0 if p95 < 16 else 1


if __name__ == "__main__":
    sys.exit(main())
