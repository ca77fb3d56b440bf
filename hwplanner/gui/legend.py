"""Chart legends beside the plot, never on it: the memory components the shown plans hold.

A component is listed while some shown estimate holds it, so a serving chart lists no
gradients or optimizer states, and post-training's extra models (reference, reward, critic,
rollout engine) appear only for a plan that keeps one. The legend is a row of swatches under
the plot that wraps into as many lines as the chart's width needs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from hwplanner.engine.memory.breakdown import COMPONENT_LABELS, COMPONENTS, MemoryEstimate
from hwplanner.i18n import label
from hwplanner.sheet.colors import COMPONENT_COLORS
from hwplanner.sheet.summary import held_components

SWATCH_PX = 14
SPACING_PX = 16  # between two entries on a line
LINE_GAP_PX = 2
MARGIN_PX = 4  # around the entries


def present(memories: Iterable[MemoryEstimate | None]) -> tuple[str, ...]:
    """The components to list for these estimates, in stacking order."""
    return held_components({k: f.value for k, f in m.components.items()} for m in memories if m)


def swatch(color: str | QColor, line: Qt.PenStyle | None = None) -> QPixmap:
    """A filled square, or for a line (its pen style) a short stroke, `SWATCH_PX` wide."""
    pixmap = QPixmap(SWATCH_PX, SWATCH_PX)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    if line is None:
        painter.fillRect(1, 1, SWATCH_PX - 2, SWATCH_PX - 2, QColor(color))
        painter.setPen(QPen(QColor("#00000055"), 1))
        painter.drawRect(1, 1, SWATCH_PX - 3, SWATCH_PX - 3)
    else:
        painter.setPen(QPen(QColor(color), 2, line))
        painter.drawLine(0, SWATCH_PX // 2, SWATCH_PX, SWATCH_PX // 2)
    painter.end()
    return pixmap


class _Entry(QWidget):
    def __init__(self, pixmap: QPixmap, text: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.swatch = QLabel(self)
        self.swatch.setPixmap(pixmap)
        self.text = QLabel(text, self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.swatch)
        row.addWidget(self.text)
        row.addStretch(1)


class LegendRow(QWidget):
    """Named swatches under a plot, left to right, wrapped onto more lines when the plot is
    narrow. Entries are made once; `show_keys` only chooses which are listed."""

    def __init__(
        self,
        entries: Sequence[tuple[str, QPixmap, str]],
        parent: QWidget | None = None,
        *,
        object_name: str = "legend",
    ) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.entries = {key: _Entry(pixmap, text, self) for key, pixmap, text in entries}
        self.keys: tuple[str, ...] = ()
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.show_keys(tuple(self.entries))

    @classmethod
    def components(
        cls, tail: Sequence[tuple[str, QPixmap, str]] = (), parent: QWidget | None = None
    ) -> LegendRow:
        """Every memory component in its chart colour, then `tail` (lines, marks)."""
        entries = [(k, swatch(COMPONENT_COLORS[k]), label(COMPONENT_LABELS[k])) for k in COMPONENTS]
        return cls([*entries, *tail], parent)

    def show_keys(self, keys: tuple[str, ...]) -> None:
        """List `keys` in the given order (re-laid out only when they change)."""
        if keys == self.keys:
            return
        self.keys = keys
        for key, entry in self.entries.items():
            entry.setVisible(key in keys)
        self.updateGeometry()
        self._arrange(self.width())

    def set_swatch(self, key: str, pixmap: QPixmap) -> None:
        self.entries[key].swatch.setPixmap(pixmap)

    def set_text(self, key: str, text: str) -> None:
        """Rename an entry (laid out again only when the text changes)."""
        if self.entries[key].text.text() != text:
            self.entries[key].text.setText(text)
            self.updateGeometry()
            self._arrange(self.width())

    def texts(self) -> list[str]:
        """The listed entries' names, in order."""
        return [self.entries[k].text.text() for k in self.keys]

    def _positions(self, width: int) -> list[tuple[str, QRect]]:
        """Entries left to right at their natural widths, a new line when one would not fit."""
        out, x, y, line_h = [], MARGIN_PX, MARGIN_PX, 0
        for key in self.keys:
            hint = self.entries[key].sizeHint()
            if x > MARGIN_PX and x + hint.width() > width:
                x, y, line_h = MARGIN_PX, y + line_h + LINE_GAP_PX, 0
            out.append((key, QRect(x, y, hint.width(), hint.height())))
            x += hint.width() + SPACING_PX
            line_h = max(line_h, hint.height())
        return out

    def _arrange(self, width: int) -> None:
        for key, rect in self._positions(width):
            self.entries[key].setGeometry(rect)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rects = [rect for _, rect in self._positions(width)]
        return max(rect.bottom() + 1 for rect in rects) + MARGIN_PX if rects else 0

    def sizeHint(self) -> QSize:
        width = sum(self.entries[k].sizeHint().width() + SPACING_PX for k in self.keys)
        return QSize(width, self.heightForWidth(self.width() if self.width() > 1 else width))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self.heightForWidth(self.width() if self.width() > 1 else 0))

    def resizeEvent(self, event: object) -> None:
        self._arrange(self.width())
        if self.heightForWidth(self.width()) != self.height():
            self.updateGeometry()  # wrapped onto more (or fewer) lines: ask for that height
        super().resizeEvent(event)  # type: ignore[arg-type]
