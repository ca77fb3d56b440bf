"""Start-up time of the desktop app: process start to the first painted main window.

Runs the app in a child process (offscreen unless a DISPLAY is set) that reports its first paint
of the main window. Cold: with --drop-caches (root), the kernel's page cache is dropped first, so
every file is read from disk; without it, the first run gets an empty bytecode cache instead (no
.pyc for anything, a harsher stand-in). The other runs are warm, alternating with a bare
PySide6 + pyqtgraph window (one plot in a main window) timed the same way. Targets: cold
< 1.5 s, warm < 0.8 s, and warm within 1.5x the bare window.

    python bench/startup.py [--runs 5] [--drop-caches]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

# Prints "painted" at the first paint an event filter installed on `watched` sees, then quits;
# each child below makes `app` and `window`, then runs this.
FIRST_PAINT = """
from PySide6.QtCore import QEvent, QObject, QTimer

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            QTimer.singleShot(0, app.quit)
            obj.removeEventFilter(self)
        return False

first = FirstPaint()
watched.installEventFilter(first)
window.show()
app.exec()
"""

# As `hwplanner gui` starts (cli/gui.py, gui/app.run_gui): the cyclic collector off while the
# modules load and the window is built, back on just after its first paint.
CHILD = (
    """
import gc
gc.disable()
from hwplanner.gui.app import after_first_paint, build_window, collector_back, create_app

app = create_app()
window = build_window()
watched = window
after_first_paint(window, collector_back)
"""
    + FIRST_PAINT
)

# A bare PySide6 + pyqtgraph window (a main window holding one plot), timed the same way. Its
# first paint is any of its widgets' (offscreen the window itself may get none: its central
# plot covers it).
BARE = (
    """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
import pyqtgraph as pg

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(pg.PlotWidget())
window.resize(1500, 920)
watched = app
"""
    + FIRST_PAINT
)
# The same bare window with the collector off as well: what the trick alone is worth.
BARE_NO_GC = "import gc\ngc.disable()\n" + BARE


def run_once(env: dict[str, str], child: str = CHILD) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", child],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("painted"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError("the app exited without painting")
    proc.wait(timeout=30)
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--drop-caches", action="store_true", help="root: drop the page cache")
    args = parser.parse_args()
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    env["HWPLANNER_CONFIG_DIR"] = tempfile.mkdtemp(prefix="hwplanner-bench-")
    # an installed app has its bytecode: a shell that forbids writing it (as some sandboxes
    # do) would make every warm run compile hwplanner's ~120 modules again (~0.3 s here)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if args.drop_caches:
        os.sync()
        with open("/proc/sys/vm/drop_caches", "w") as f:
            f.write("3\n")
        kind, cold = "page cache dropped", run_once(env)
    else:
        cold_env = dict(env, PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="hwplanner-pyc-"))
        kind, cold = "no bytecode cache", run_once(cold_env)
    warm, bare, bare_no_gc = [], [], []
    for _ in range(args.runs):  # alternately, so a slow minute hits both
        bare.append(run_once(env, BARE))
        warm.append(run_once(env))
        bare_no_gc.append(run_once(env, BARE_NO_GC))
    print(f"platform: {env.get('QT_QPA_PLATFORM', 'xcb')}")
    print(f"cold ({kind}): {cold:.3f} s (target < 1.5 s)")
    print(
        f"warm over {len(warm)} runs: median {statistics.median(warm):.3f} s, "
        f"best {min(warm):.3f} s (target < 0.8 s)"
    )
    ratio = statistics.median(warm) / statistics.median(bare)
    print(
        f"a bare PySide6 + pyqtgraph window: median {statistics.median(bare):.3f} s; "
        f"hwplanner / bare = {ratio:.2f}x (target <= 1.5x)"
    )
    fair = statistics.median(warm) / statistics.median(bare_no_gc)
    print(
        f"the bare window with the collector off too: median "
        f"{statistics.median(bare_no_gc):.3f} s; hwplanner / that = {fair:.2f}x"
    )
    return 0 if cold < 1.5 and statistics.median(warm) < 0.8 else 1


if __name__ == "__main__":
    sys.exit(main())
