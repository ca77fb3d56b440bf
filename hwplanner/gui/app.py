"""Start-up: the QApplication, the palette, the error hook, window layout memory, screenshots."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any

from hwplanner.sheet.pdf import utf8_locale

log = logging.getLogger("hwplanner.gui")
DARK = {  # QPalette role -> colour, for a dark scheme where the platform gives no palette
    "Window": "#2b2b2b",
    "Base": "#1e1e1e",
    "AlternateBase": "#333333",
    "Text": "#e6e6e6",
    "WindowText": "#e6e6e6",
    "Button": "#353535",
    "ButtonText": "#e6e6e6",
    "Highlight": "#3d6fb4",
    "ToolTipBase": "#333333",
    "ToolTipText": "#e6e6e6",
}
_showing_error = False


def settings_path() -> Path:
    from hwplanner import paths

    return paths.settings_file()


def log_path() -> Path:
    from hwplanner import paths

    return paths.log_file()


def create_app(offscreen: bool = False) -> Any:
    """The QApplication (made once), with pyqtgraph set up and the palette following the system."""
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    utf8_locale()  # under LC_ALL=C, no Qt warning about the locale on the terminal
    # Import the Qt-free modules first: once PySide6 is loaded, its import hook reads the
    # source of every module imported after it (looking for `from __feature__`), ~0.15 s here.
    import numpy  # noqa: F401
    import pydantic  # noqa: F401
    from PySide6.QtWidgets import QApplication

    import hwplanner.catalog
    import hwplanner.engine.estimate
    import hwplanner.project  # noqa: F401

    if offscreen and QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot needs no display
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)  # instance() is typed as the QCoreApplication base
    app.setApplicationName("hwplanner")
    app.setOrganizationName("hwplanner")
    app.setApplicationDisplayName("hwplanner")
    # Wayland matches windows to the .desktop file by this name; X11 and the task bar take
    # the window icon from the application.
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    import pyqtgraph as pg

    pg.setConfigOptions(antialias=False)  # bars and grid are axis-aligned; AA costs paint time
    follow_color_scheme(app)
    return app


APP_ID = "io.github.hwplanner.HwPlanner"  # the .desktop, metainfo and MIME files' name


def app_icon() -> Any:
    """The app's icon at every size the package ships (hicolor PNGs, then the SVG)."""
    from PySide6.QtGui import QIcon

    from hwplanner import paths

    icons = paths.resources_dir() / "icons"
    icon = QIcon()
    for png in sorted(icons.glob(f"hicolor/*/apps/{APP_ID}.png")):
        icon.addFile(str(png))
    svg = icons / "hwplanner.svg"
    if svg.exists():
        icon.addFile(str(svg))
    return icon


def follow_color_scheme(app: Any) -> None:
    """Qt's platform theme already follows light/dark where it can; where the scheme is known
    but the palette stayed light (no platform theme), use Fusion's colours for a dark scheme."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPalette

    def apply(scheme: Qt.ColorScheme) -> None:
        window = app.palette().color(QPalette.ColorRole.Window)
        if scheme is Qt.ColorScheme.Dark and window.lightness() >= 128:
            app.setStyle("Fusion")
            pal = QPalette()
            for role, color in DARK.items():
                pal.setColor(getattr(QPalette.ColorRole, role), QColor(color))
            app.setPalette(pal)

    hints = app.styleHints()
    apply(hints.colorScheme())
    hints.colorSchemeChanged.connect(apply)


def setup_logging() -> None:
    """Log to the log directory, rotated (paths.LOG_BYTES, paths.LOG_BACKUPS)."""
    from logging.handlers import RotatingFileHandler

    from hwplanner import paths

    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not path.is_file():  # a FIFO there would block the app's start
            raise IsADirectoryError(path)
        handler: logging.Handler = RotatingFileHandler(
            path, maxBytes=paths.LOG_BYTES, backupCount=paths.LOG_BACKUPS, encoding="utf-8"
        )
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("hwplanner")
    if not any(isinstance(h, type(handler)) for h in root.handlers):
        root.addHandler(handler)
    root.setLevel(logging.INFO)


def show_error_dialog(title: str, text: str, details: str) -> None:
    """A readable dialog; the traceback is behind 'Show Details'. Tests replace this function."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMessageBox

    box = QMessageBox(QMessageBox.Icon.Critical, title, "", parent=QApplication.activeWindow())
    box.setTextFormat(Qt.TextFormat.PlainText)  # an error may quote a file's text
    box.setText(text[:2000])
    from hwplanner.i18n import translate

    box.setInformativeText(
        translate("App", "The app keeps running. Details were written to the log.")
    )
    box.setDetailedText(details)
    box.exec()


def handle_exception(
    kind: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    """sys.excepthook: log the error and show it; never let a slot's error end the app."""
    global _showing_error
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, exc, tb)
        return
    details = "".join(traceback.format_exception(kind, exc, tb))
    log.error("unexpected error\n%s", details)
    if _showing_error:
        return  # an error while the dialog is up: logged, not stacked
    _showing_error = True
    from hwplanner.i18n import translate

    try:
        show_error_dialog(
            translate("App", "hwplanner: unexpected error"),
            f"{kind.__name__}: {exc}",
            details + f"\nLog: {log_path()}",
        )
    finally:
        _showing_error = False


_windows: list[Any] = []  # windows opened for further restored autosaves (kept alive here)


def build_window(project_path: str | None = None, *, interactive: bool = True) -> Any:
    """Session + main window, with the remembered layout. Raises ProjectError for a file that
    does not open (read, validated and every scenario estimated first); a project with
    out-of-range values opens with them named (a dialog, or stderr when not interactive,
    e.g. for --screenshot)."""
    from hwplanner.gui import language
    from hwplanner.gui.files import Opened
    from hwplanner.gui.main_window import MainWindow
    from hwplanner.gui.session import Session

    session = Session()
    opened = Opened(Path(project_path), session) if project_path else None
    window = MainWindow(session, language.settings())  # None: an unusable gui.ini
    window.files.new_window = lambda: _another_window(interactive)
    if not interactive:
        window.files.warn = lambda _w, title, text: print(f"{title}: {text}", file=sys.stderr)
    if opened is not None and project_path:
        window.files._load(opened.project, Path(project_path), opened.repaired, opened.problems)
    window.restore_layout()
    return window


def _another_window(interactive: bool) -> Any:
    window = build_window(interactive=interactive)
    _windows.append(window)
    window.destroyed.connect(lambda *_: _windows.remove(window) if window in _windows else None)
    window.show()
    return window


def clean_leftovers() -> None:
    """Temporary files that saves killed mid-write left in hwplanner's own folders (a
    project's folder is cleaned when that project is next opened or saved)."""
    from hwplanner import paths
    from hwplanner.atomic import clean_stale_temps

    for folder in (
        paths.config_dir(),
        paths.autosave_dir(),
        paths.user_catalog_dir(),
        paths.projects_dir(),
    ):
        clean_stale_temps(folder)


def screenshot(window: Any, png: str, size: tuple[int, int] = (1500, 920)) -> None:
    """Render the window at `size` to `png`; OSError when the file cannot be written."""
    from PySide6.QtWidgets import QApplication

    if not Path(png).parent.is_dir():
        raise OSError(f"folder {Path(png).parent} does not exist")

    window.resize(*size)
    window.fit_docks()
    window.show()
    for _ in range(3):
        QApplication.processEvents()
    if not window.grab().save(png):
        raise OSError(f"cannot write {png}")


def _size(text: str | None) -> tuple[int, int]:
    """'1280x800' → (1280, 800); None → the preferred size."""
    if not text:
        return (1500, 920)
    width, _, height = text.lower().partition("x")
    return int(width), int(height)


def has_display() -> bool:
    """A screen to open a window on (or a platform chosen explicitly, e.g. offscreen)."""
    return bool(
        os.environ.get("DISPLAY")
        or os.environ.get("WAYLAND_DISPLAY")
        or os.environ.get("QT_QPA_PLATFORM")
        or sys.platform in ("win32", "darwin")
    )


def run_gui(args: argparse.Namespace) -> int:
    """`hwplanner gui [PROJECT] [--screenshot PNG] [--lang LANG]`. Exit 2 (one line) for a
    project that cannot be opened, a screenshot that cannot be written, or no display."""
    png = getattr(args, "screenshot", None)
    if not png and not has_display():
        print(
            "hwplanner: error: gui: no display (DISPLAY and WAYLAND_DISPLAY are not set); start "
            "it in a desktop session, or use `hwplanner gui --screenshot FILE.png` or the "
            "command line (`hwplanner estimate --help`)",
            file=sys.stderr,
        )
        return 2
    from hwplanner import paths

    paths.migrate()
    app = create_app(offscreen=bool(png))
    from hwplanner import language
    from hwplanner.gui.language import install

    install(language.choose(getattr(args, "lang", None)))
    from hwplanner.project import ProjectError

    clean_leftovers()
    try:
        window = build_window(getattr(args, "project", None), interactive=not png)
    except ProjectError as exc:
        print(f"hwplanner: error: {exc}", file=sys.stderr)
        return 2
    if png:
        try:
            screenshot(window, png, _size(getattr(args, "size", None)))
        except OSError as exc:
            print(f"hwplanner: error: --screenshot: {exc}", file=sys.stderr)
            return 2
        print(png)
        return 0
    setup_logging()
    sys.excepthook = handle_exception
    window.show()
    window.files.restore_autosave()
    after_first_paint(window, collector_back)
    return int(app.exec())


def after_first_paint(window: Any, then: Any) -> None:
    """Call `then` once, just after the window's first paint (or two seconds on, should no
    paint event reach the window itself)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    done: list[bool] = []

    def once() -> None:
        if not done:
            done.append(True)
            then()

    class Painted(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint:
                obj.removeEventFilter(self)
                QTimer.singleShot(0, once)  # after the paint, not inside it
            return False

    window.installEventFilter(Painted(window))  # parented: lives as long as the window
    QTimer.singleShot(2000, once)


def collector_back() -> None:
    """The cyclic garbage collector back on after start-up (the entry points turn it off while
    the modules load and the window is built): what start-up built moves out of its reach, so
    no later collection walks it again (a few hundred objects of start-up garbage among it,
    ~140 KiB whatever the project's size, are kept)."""
    import gc

    gc.freeze()
    gc.enable()
