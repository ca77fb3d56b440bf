"""Summary sheets from the app: print preview, print and PDF export of the open project."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFileDialog, QMainWindow

from hwplanner.gui.session import Session
from hwplanner.i18n import translate

if TYPE_CHECKING:  # the sheet's modules and Qt's print support load when a sheet is asked for
    from hwplanner.sheet.summary import Sheet


class SheetActions:
    """Builds the sheet from the session (every scenario that estimates) and sends it out."""

    def __init__(
        self,
        window: QMainWindow,
        session: Session,
        warn: Callable[[str, str], None],
        default_pdf: Callable[[], Path],
    ) -> None:
        self.window, self.session = window, session
        self.page_size = "a4"
        self._warn = warn
        self.default_pdf = default_pdf

    def sheet(self) -> Sheet:
        from hwplanner.sheet.summary import build_sheet

        project = self.session.project
        items = [
            (sc, e) for sc in project.scenarios if (e := self.session.estimate_of(sc)) is not None
        ]
        return build_sheet(project, items, binary=self.session.binary)

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from hwplanner.sheet.render import render_sheet, setup_page

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        setup_page(printer, self.page_size)
        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.paintRequested.connect(lambda p: render_sheet(self.sheet(), p))
        dialog.exec()

    def print_(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from hwplanner.sheet.render import render_sheet, setup_page

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        setup_page(printer, self.page_size)
        dialog = QPrintDialog(printer, self.window)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            render_sheet(self.sheet(), printer)

    def export_pdf_dialog(self) -> None:
        base = self.default_pdf()
        name, _ = QFileDialog.getSaveFileName(
            self.window, translate("Files", "Export PDF"), str(base), "PDF (*.pdf)"
        )
        if name:
            self.export_pdf(Path(name))

    def export_pdf(self, path: Path) -> bool:
        from hwplanner.sheet.render import export_pdf

        try:
            export_pdf(self.sheet(), path, self.page_size)
        except OSError as exc:
            self._warn(translate("Files", "Cannot export PDF"), str(exc))
            return False
        self.window.statusBar().showMessage(
            translate("Files", "Wrote {path}").format(path=path), 5000
        )
        return True
