"""Renders a summary Sheet (sheet/summary.py) with QPainter: to a printer, a preview or a PDF.

A PDF is written with QPdfWriter, which never touches the print system (a QPrinter asks CUPS
for the default printer, over a socket, as soon as it is made). Text flows over as many pages
as it needs: a long note is never cut."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMarginsF,
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextLayout,
    QTextOption,
)

from hwplanner import __version__
from hwplanner.atomic import atomic_write_bytes
from hwplanner.engine.memory.breakdown import COMPONENTS
from hwplanner.formatting import format_value
from hwplanner.i18n import translate
from hwplanner.sheet.colors import COMPONENT_COLORS
from hwplanner.sheet.placement import value_after_bar, wrap
from hwplanner.sheet.summary import held_components
from hwplanner.sheet.types import Bar, Page, Section, Sheet, Table

# One colour per memory component, in COMPONENTS order: the same as the on-screen chart.
SEGMENT_COLOURS = tuple(COMPONENT_COLORS[k] for k in COMPONENTS)
# DejaVu for Latin text, WenQuanYi Micro Hei / Noto CJK for Chinese (Debian packages).
FONT_FAMILIES = ["DejaVu Sans", "WenQuanYi Micro Hei", "Noto Sans CJK SC", "Noto Sans CJK TC"]
PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


PDF_DPI = 1200  # QPrinter's HighResolution on a PDF
VALUE_GAP_PT = 3.0  # between a bar's end (or its capacity mark) and its total


def make_pdf_writer(target: Path | QIODevice, page_size: str = "a4") -> QPdfWriter:
    writer = QPdfWriter(target if isinstance(target, QIODevice) else str(target))
    writer.setResolution(PDF_DPI)
    writer.setCreator("hwplanner")
    setup_page(writer, page_size)
    return writer


def setup_page(printer: QPagedPaintDevice, page_size: str = "a4") -> None:
    printer.setPageLayout(
        QPageLayout(
            QPageSize(PAGE_SIZES[page_size]),
            QPageLayout.Orientation.Portrait,
            QMarginsF(16, 14, 16, 14),
            QPageLayout.Unit.Millimeter,
        )
    )


class _Renderer:
    """Lays pages out top to bottom in points (1/72 in), breaking to a new page when full."""

    def __init__(self, printer: QPagedPaintDevice, painter: QPainter, sheet: Sheet) -> None:
        self.printer = printer
        self.p = painter
        self.sheet = sheet
        # QPdfWriter and QPrinter both have resolution(); their common base does not declare it
        dpi: int = printer.resolution()  # type: ignore[attr-defined]
        rect = printer.pageLayout().paintRectPixels(dpi)
        self.scale = dpi / 72.0
        painter.scale(self.scale, self.scale)
        self.width = rect.width() / self.scale
        self.height = rect.height() / self.scale
        self.y = 0.0
        self.page_no = 1
        self.f_title = self._font(15, bold=True)
        self.f_sub = self._font(9)
        self.f_head = self._font(10, bold=True)
        self.f_body = self._font(8)
        self.f_small = self._font(6.5)
        self.f_fine = self._font(7)  # sources and citations: reference, not reading

    # -- primitives ----------------------------------------------------------------------
    def _font(self, points: float, bold: bool = False) -> QFont:
        """A font of `points` on paper. The painter is already scaled from points to device
        pixels, and Qt scales point sizes by the device resolution too, so divide once."""
        font = QFont(FONT_FAMILIES)
        font.setPointSizeF(points / self.scale)
        font.setBold(bold)
        return font

    def _fm(self, font: QFont) -> QFontMetricsF:
        """Metrics on the printer, in the painter's (point) units."""
        return QFontMetricsF(font, self.printer)

    def _line_h(self, font: QFont) -> float:
        return self._fm(font).height() * 1.15

    def new_page(self) -> None:
        self._footer()
        self.printer.newPage()
        self.page_no += 1
        self.y = 0.0

    def ensure(self, needed: float) -> None:
        if self.y + needed > self.height - 18:
            self.new_page()

    def _footer(self) -> None:
        self.p.setFont(self.f_small)
        self.p.setPen(QColor("#666666"))
        tail = f" · {self.sheet.date} · {self.page_no}"
        room = self.width - self._fm(self.f_small).horizontalAdvance(f"hwplanner · {tail}")
        title = self._fm(self.f_small).elidedText(
            self.sheet.title, Qt.TextElideMode.ElideMiddle, max(room, 20)
        )
        self.p.drawText(
            QRectF(0, self.height - 12, self.width, 12),
            Qt.AlignmentFlag.AlignRight,
            f"hwplanner · {title}{tail}",
        )
        self.p.setPen(QColor("#000000"))

    def text(self, text: str, font: QFont, *, indent: float = 0, colour: str = "#000000") -> None:
        """Wrapped text, line by line: a paragraph longer than the page continues on the next
        (and the next: a 100,000-character note fills about ten pages, none of it cut)."""
        self.p.setFont(font)
        self.p.setPen(QColor(colour))
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        for para in text.split("\n"):
            layout = QTextLayout(para, font, self.printer)
            layout.setTextOption(option)
            layout.beginLayout()
            while (line := layout.createLine()).isValid():
                line.setLineWidth(self.width - indent)
            layout.endLayout()
            for i in range(layout.lineCount()):
                line = layout.lineAt(i)
                self.ensure(line.height())
                line.draw(self.p, QPointF(indent, self.y - line.y()))
                self.y += line.height()
        self.y += 2

    # -- blocks --------------------------------------------------------------------------
    def page(self, page: Page, first: bool) -> None:
        if not first:
            self.new_page()
        self.text(page.title, self.f_title)
        self.text(f"{page.subtitle} · {self.sheet.date}", self.f_sub, colour="#444444")
        self.y += 6
        if page.bars:
            self.bars(page.bars)
        for section in page.sections:
            self.section(section)
        for table in page.tables:
            self.table(table)
        for section in page.after:
            self.section(section)

    def section(self, section: Section) -> None:
        head = self._line_h(self.f_head)
        row_h = self._line_h(self.f_body)
        self.ensure(head + row_h * min(len(section.rows), 3) + 4)
        self.y += 4
        self.text(section.title, self.f_head, colour="#1F3A5F")
        self.p.setFont(self.f_body)
        fm = self._fm(self.f_body)
        col1, widest = self.width * 0.36, self.width * 0.30
        # the value column as wide as its widest value, so the notes get the rest of the line
        fitting = [fm.horizontalAdvance(r.value) for r in section.rows]
        col2 = min(max([w + 16 for w in fitting if w <= widest] or [0.0]), widest)
        col2 = max(col2, self.width * 0.14)
        note_x = col1 + col2 + 12
        for row in section.rows:
            self.p.setPen(QColor("#000000"))
            if fm.horizontalAdvance(row.value) > col2:
                # a long text answer (a server class): left-aligned across the note column, its
                # note (where the value comes from) on the line below
                h = row_h * (2 if row.note else 1)
                self.ensure(h)
                self.p.drawText(
                    QRectF(6, self.y, col1 - 6, row_h), Qt.AlignmentFlag.AlignVCenter, row.label
                )
                self.p.drawText(
                    QRectF(col1, self.y, self.width - col1, row_h),
                    Qt.AlignmentFlag.AlignVCenter,
                    row.value,
                )
                if row.note:
                    self.p.setPen(QColor("#555555"))
                    self.p.drawText(
                        QRectF(col1, self.y + row_h, self.width - col1, row_h),
                        Qt.AlignmentFlag.AlignVCenter,
                        row.note,
                    )
                self._rule(h)
                continue
            # a note wraps onto more lines rather than being cut
            wrap = Qt.TextFlag.TextWordWrap
            note_w = self.width - note_x
            h = row_h
            if row.note:
                bound = fm.boundingRect(QRect(0, 0, int(note_w), 100_000), int(wrap), row.note)
                h = max(row_h, bound.height() + (row_h - fm.height()))
            self.ensure(h)
            self.p.drawText(
                QRectF(6, self.y, col1 - 6, row_h), Qt.AlignmentFlag.AlignVCenter, row.label
            )
            self.p.drawText(
                QRectF(col1, self.y, col2, row_h),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                row.value,
            )
            if row.note:
                self.p.setPen(QColor("#555555"))
                top = (row_h - fm.height()) / 2
                self.p.drawText(QRectF(note_x, self.y + top, note_w, h), int(wrap), row.note)
            self._rule(h)
        font = self.f_fine if section.fine_print else self.f_body
        for para in section.paragraphs:
            self.text("• " + para, font, indent=6)

    def _rule(self, row_h: float) -> None:
        """A hairline under the current row, then move down one row."""
        self.p.setPen(QPen(QColor("#DDDDDD"), 0.4))
        self.p.drawLine(QPointF(6, self.y + row_h), QPointF(self.width, self.y + row_h))
        self.y += row_h

    def table(self, table: Table) -> None:
        row_h = self._line_h(self.f_body)
        self.ensure(row_h * (len(table.rows) + 2))
        self.text(table.title, self.f_head, colour="#1F3A5F")
        n = len(table.header)
        first = self.width * 0.24
        rest = (self.width - first) / max(n - 1, 1)
        wrap = int(Qt.TextFlag.TextWordWrap)
        for i, row in enumerate((table.header, *table.rows)):
            font = QFont(self.f_body)
            font.setBold(i == 0)
            fm = self._fm(font)
            cells = [
                (0.0 if j == 0 else first + (j - 1) * rest, first if j == 0 else rest, cell)
                for j, cell in enumerate(row)
            ]
            # a cell wraps onto more lines rather than being cut ("32 × NVIDIA H100 SXM5 80…")
            tall = max(
                fm.boundingRect(QRect(0, 0, int(w - 6), 100_000), wrap, cell).height()
                for _, w, cell in cells
            )
            h = max(row_h, tall + (row_h - fm.height()))
            self.ensure(h)
            self.p.setFont(font)
            self.p.setPen(QColor("#000000"))
            top = (row_h - fm.height()) / 2
            for j, (x, w, cell) in enumerate(cells):
                align = Qt.AlignmentFlag.AlignLeft if j == 0 else Qt.AlignmentFlag.AlignRight
                self.p.drawText(QRectF(x, self.y + top, w - 6, h), int(align) | wrap, cell)
            self.p.setPen(QPen(QColor("#CCCCCC"), 0.4))
            self.p.drawLine(0, int(self.y + h), int(self.width), int(self.y + h))
            self.y += h
        self.y += 6

    def _legend_lines(
        self, bars: tuple[Bar, ...], left: float, fm: QFontMetricsF
    ) -> list[list[tuple[str, str]]]:
        """Legend entries (name, colour; "" for the capacity line) in lines that fit the page:
        every component some bar holds (the on-screen legend's rule), then the capacity."""
        held = held_components(
            dict(zip(COMPONENTS, (v for _, v in b.segments), strict=False)) for b in bars
        )
        entries = [
            (name, colour)
            for key, (name, _), colour in zip(
                COMPONENTS, bars[0].segments, SEGMENT_COLOURS, strict=False
            )
            if key in held
        ]
        entries.append((translate("Printing", "GPU capacity"), ""))
        lines: list[list[tuple[str, str]]] = [[]]
        x = left
        for name, colour in entries:
            w = 16 + fm.horizontalAdvance(name)
            if lines[-1] and x + w > self.width:
                lines.append([])
                x = left
            lines[-1].append((name, colour))
            x += w
        return lines

    def bars(self, bars: tuple[Bar, ...]) -> None:
        """Horizontal stacked bars of per-GPU memory against each GPU's capacity mark, each
        bar's total after its end, or after the mark when the mark would run through it."""
        bar_h, gap, label_w = 16.0, 8.0, self.width * 0.2
        legend_h = self._line_h(self.f_small) + 4
        fm = self._fm(self.f_small)
        legend = self._legend_lines(bars, label_w, fm)
        height = len(bars) * (bar_h + gap) + legend_h * len(legend) + 14
        self.ensure(height)
        top = self.y
        totals = [format_value(sum(v for _, v in b.segments), "bytes") for b in bars]
        # room at the right for the widest total past the mark: no text runs off the page
        value_w = max(fm.horizontalAdvance(t) for t in totals) + 2
        scale_max = max(max(sum(v for _, v in b.segments), b.capacity_bytes) for b in bars)
        plot_w = self.width - label_w - value_w - 3 * VALUE_GAP_PT
        self.p.setFont(self.f_small)
        for i, (bar, total) in enumerate(zip(bars, totals, strict=True)):
            y = top + i * (bar_h + gap)
            self.p.setPen(QColor("#000000"))
            # the scenario's name on two lines, the rest elided
            lines = wrap(bar.name, fm.horizontalAdvance, label_w - 4)
            lines[-1] = fm.elidedText(lines[-1], Qt.TextElideMode.ElideRight, label_w - 4)
            label = "\n".join(lines)
            self.p.drawText(QRectF(0, y, label_w - 4, bar_h), Qt.AlignmentFlag.AlignVCenter, label)
            x = label_w
            for (_, value), colour in zip(bar.segments, SEGMENT_COLOURS, strict=False):
                w = plot_w * value / scale_max
                self.p.fillRect(QRectF(x, y, w, bar_h), QColor(colour))
                x += w
            cap_x = label_w + plot_w * bar.capacity_bytes / scale_max
            box = value_after_bar(x, cap_x, y, y + bar_h, value_w, VALUE_GAP_PT)
            self.p.setPen(QColor("#000000"))
            self.p.drawText(
                QRectF(box.left, box.top, box.width, box.height),
                Qt.AlignmentFlag.AlignVCenter,
                total,
            )
            over = sum(v for _, v in bar.segments) > bar.capacity_bytes
            self.p.setPen(QPen(QColor("#C00000" if over else "#222222"), 1.2, Qt.PenStyle.DashLine))
            self.p.drawLine(int(cap_x), int(y - 3), int(cap_x), int(y + bar_h + 3))
        y = top + len(bars) * (bar_h + gap) + 2
        for line in legend:
            x = label_w
            for name, colour in line:
                if colour:
                    self.p.fillRect(QRectF(x, y + 2, 8, 8), QColor(colour))
                else:  # the capacity line
                    self.p.setPen(QPen(QColor("#222222"), 1.2, Qt.PenStyle.DashLine))
                    self.p.drawLine(int(x), int(y + 6), int(x + 8), int(y + 6))
                self.p.setPen(QColor("#000000"))
                self.p.drawText(QRectF(x + 10, y, 160, 12), Qt.AlignmentFlag.AlignVCenter, name)
                x += 16 + fm.horizontalAdvance(name)
            y += legend_h
        self.y = top + height

    def finish(self) -> None:
        self._footer()


def render_sheet(sheet: Sheet, printer: QPagedPaintDevice, where: str = "") -> int:
    """Paint every page of the sheet on the device (a PDF writer, a printer or a preview);
    returns the pages painted (a long section flows onto more than the sheet's own)."""
    painter = QPainter()
    if not painter.begin(printer):
        name = getattr(printer, "outputFileName", lambda: "")() or where
        raise OSError(f"cannot print to {name or getattr(printer, 'printerName', str)()}")
    try:
        r = _Renderer(printer, painter, sheet)
        for i, page in enumerate(sheet.pages):
            r.page(page, first=i == 0)
        r.finish()
    finally:
        painter.end()
    return r.page_no


def _xmp(title: str, author: str, subject: str, tool: str) -> bytes:
    """XMP metadata: the title, author and subject (dc:description) a PDF reader shows."""

    def x(text: str) -> str:
        # (not xml.sax.saxutils.escape: it imports urllib.request, ~50 ms of the app's start)
        return html.escape(text, quote=False).replace('"', "&quot;")

    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/">'
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:xmp="http://ns.adobe.com/xap/1.0/">'
        f'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">{x(title)}</rdf:li></rdf:Alt></dc:title>'
        f"<dc:creator><rdf:Seq><rdf:li>{x(author)}</rdf:li></rdf:Seq></dc:creator>"
        '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">'
        f"{x(subject)}</rdf:li></rdf:Alt></dc:description>"
        f"<xmp:CreatorTool>{x(tool)}</xmp:CreatorTool>"
        "</rdf:Description></rdf:RDF></x:xmpmeta>"
        '<?xpacket end="w"?>'
    ).encode()


def export_pdf(sheet: Sheet, path: Path, page_size: str = "a4") -> int:
    """The sheet as a PDF file, without the print system, with its title, author and subject.
    Rendered in memory, then written atomically: a write that fails (a full disk, a file under
    /proc) raises OSError instead of being reported as written (Qt's PDF writer ignores write
    errors), and a half-written PDF never replaces a good one. Returns the pages written."""
    if path.exists() and not path.is_file():
        raise OSError(f"cannot print to {path}: not a regular file")
    data, pages = pdf_bytes(sheet, page_size, str(path))
    atomic_write_bytes(path, data, keep_backup=False)
    return pages


def pdf_bytes(sheet: Sheet, page_size: str = "a4", where: str = "") -> tuple[bytes, int]:
    """The sheet rendered as a PDF in memory, and its page count."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = make_pdf_writer(buffer, page_size)
    tool = f"hwplanner {__version__}"
    subject = translate("Printing", "Hardware, time and cost plan, {date}").format(date=sheet.date)
    writer.setTitle(sheet.title)
    writer.setAuthor(tool)
    writer.setCreator(tool)
    writer.setDocumentXmpMetadata(QByteArray(_xmp(sheet.title, tool, subject, tool)))
    pages = render_sheet(sheet, writer, where)  # QPainter.end() finishes it
    return bytes(buffer.data().data()), pages


def page_size_mm(page_size: str) -> QSizeF:
    return QPageSize(PAGE_SIZES[page_size]).size(QPageSize.Unit.Millimeter)
