"""Table cells that are updated in place, never replaced.

PySide6 6.11.3 leaks one reference to None the first time C++ calls a virtual method (data,
setData) of an item that has a Python wrapper: every QTableWidgetItem made in Python leaks when
the view sizes or paints it, so a table refilled with new items on each edit leaked 22
references per Compare refresh (198k after 6,000 edits, +28 MB). Reusing each cell's item
leaks only once per cell (tests/gui/test_qt_refcounts.py measures both).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

FOREGROUND = Qt.ItemDataRole.ForegroundRole


def set_cell(
    table: QTableWidget, row: int, col: int, text: str, foreground: QColor | None = None
) -> QTableWidgetItem:
    """Show `text` (and a colour, or the palette's) in a cell, reusing its item."""
    item = table.item(row, col)
    if item is None:  # a new row or column: the only time an item is made
        item = QTableWidgetItem()
        table.setItem(row, col, item)
    if item.text() != text:
        item.setText(text)
    if foreground is not None:
        item.setForeground(foreground)
    elif item.data(FOREGROUND) is not None:
        item.setData(FOREGROUND, None)
    return item
