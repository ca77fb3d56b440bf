"""Showing text that came from a file (a project, a catalog, a config.json) safely: as plain
text, never as markup or a format string, and short enough that no widget grows without bound.

Qt renders a label or tooltip as rich text when it merely looks like HTML, so `<img>` in a GPU
name would show an image; pyqtgraph's InfLineLabel formats its text with str.format, so
`RTX {}` in a name would raise inside a paint event. Every view goes through these helpers.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox, QSizePolicy, QWidget

SHORT_CHARS = 80  # a name in a label, a title, a chart caption
COMBO_CHARS = 24  # how wide a combo box asks to be, in characters


def elide(text: str, limit: int = SHORT_CHARS) -> str:
    """`text` on one line, at most `limit` characters, the middle replaced by '…' (both ends
    of 'NVIDIA H100 SXM5 80GB … (custom)' tell GPUs apart)."""
    flat = " ".join(text.split()) if any(c in text for c in "\n\r\t\v\f") else text
    if len(flat) <= limit:
        return flat
    head = (limit - 1) // 2
    return flat[:head] + "…" + flat[len(flat) - (limit - 1 - head) :]


def literal_format(text: str) -> str:
    """`text` as a str.format template that prints itself (pyqtgraph's label format)."""
    return text.replace("{", "{{").replace("}", "}}")


def html(text: str) -> str:
    """`text` escaped for a rich-text label or tooltip (line breaks kept)."""
    return escape(text, quote=False).replace("\n", "<br>")


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` literally, even when it looks like HTML."""
    return f"<p style='white-space:pre-wrap'>{html(text)}</p>" if text else ""


def plain_label(label: QLabel, *, shrink: bool = True) -> QLabel:
    """Make `label` plain text; with `shrink`, its width never forces the window wider (the
    text wraps, or is cut at the edge, instead)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    if shrink:
        label.setMinimumWidth(1)
        policy = label.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored)
        label.setSizePolicy(policy)
    return label


def narrow_combo(combo: QComboBox, chars: int = COMBO_CHARS) -> QComboBox:
    """A combo box whose width does not follow its longest item (a 200-character name)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)
    return combo


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
    default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
) -> QMessageBox.StandardButton:
    """QMessageBox.warning/question, but the text is plain (a file name or a project's name in
    it cannot turn into markup) and very long text is cut (the rest is in the log)."""
    box = QMessageBox(icon, elide(title), "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text if len(text) <= 20_000 else text[:20_000] + "\n…")
    if default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    return QMessageBox.StandardButton(box.exec())
