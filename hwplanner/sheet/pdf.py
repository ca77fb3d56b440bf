"""Summary sheets as PDF files without a window: what `hwplanner print` and the API call."""

from __future__ import annotations

import os
from pathlib import Path
from typing import BinaryIO

from hwplanner.engine.estimate import Estimate
from hwplanner.project import Project, ScenarioSpec


def write_pdf(
    project: Project,
    items: list[tuple[ScenarioSpec, Estimate]],
    out: Path | BinaryIO,
    *,
    page: str = "a4",
    lang: str | None = None,
    binary: bool = False,
) -> int:
    """Write the summary sheet of `items` to `out` — a file, or an open binary stream such as
    the standard output — ("a4" or "letter" paper) in `lang` (en, zh_TW, zh_CN; None: the
    saved choice, else the system locale). Returns the pages written (long sections flow onto
    more than the sheet's own). Raises OSError when `out` cannot be written."""
    from hwplanner import language
    from hwplanner.interrupts import deferred_interrupt

    with deferred_interrupt():  # Qt's extension modules load here: Ctrl-C waits for them
        from hwplanner.sheet.render import export_pdf, pdf_bytes
        from hwplanner.sheet.summary import build_sheet

        gui_application()
    language.install(language.choose(lang))
    sheet = build_sheet(project, items, binary=binary)
    if isinstance(out, Path):
        pages: int = export_pdf(sheet, out, page)
        return pages
    data, pages = pdf_bytes(sheet, page)
    out.write(data)
    out.flush()
    return pages


_KEPT: list[object] = []


def utf8_locale() -> None:
    """Qt needs a UTF-8 locale and, under the C locale (LC_ALL=C), switches to C.UTF-8 with a
    four-line warning on the terminal: switched to first, so nothing is printed."""
    import locale

    # the C library's codeset, as Qt will read it (Python's own UTF-8 mode hides it)
    codeset = getattr(locale, "nl_langinfo", lambda _: "UTF-8")(getattr(locale, "CODESET", 0))
    if codeset.lower().replace("-", "") != "utf8":
        os.environ["LC_ALL"] = "C.UTF-8"


def gui_application() -> object:
    """The process's Qt application, made a QGuiApplication (fonts, painting; offscreen when
    there is no screen) if none runs yet. Every command that needs Qt makes this one, so a
    later print in the same process (the API, a notebook) finds what it needs; a plain
    QCoreApplication made elsewhere cannot paint, and is refused in words, not by Qt's abort."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # printing needs no screen
    utf8_locale()
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    app = QCoreApplication.instance()
    if app is None:
        _KEPT.append(QGuiApplication([]))  # alive for the process, like a program's own
        return _KEPT[-1]
    if not isinstance(app, QGuiApplication):
        raise RuntimeError(
            "printing needs a QGuiApplication, but this process already runs a "
            "QCoreApplication; make a QGuiApplication (or QApplication) first"
        )
    return app
