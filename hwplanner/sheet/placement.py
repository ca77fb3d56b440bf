"""Chart labels that never overlap: pure geometry, shared by the live chart and the printed bars.

Each label offers its positions in order of preference; labels are placed most important first,
each at its first position that stays inside the plot and clear of the bars, the lines and the
labels already placed. A label with no free position is left out (its value stays in the
chart's tooltip), so two texts are never drawn over each other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import NamedTuple, TypeVar

T = TypeVar("T")


class Box(NamedTuple):
    """A rectangle in device units (pixels on screen, points on paper), y growing downwards."""

    left: float
    top: float
    right: float
    bottom: float

    def intersects(self, other: Box) -> bool:
        """Overlap of positive area (boxes that only touch do not intersect)."""
        return (
            self.left < other.right
            and other.left < self.right
            and self.top < other.bottom
            and other.top < self.bottom
        )

    def within(self, outer: Box) -> bool:
        return (
            self.left >= outer.left
            and self.right <= outer.right
            and self.top >= outer.top
            and self.bottom <= outer.bottom
        )

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top


def sized(left: float, top: float, width: float, height: float) -> Box:
    return Box(left, top, left + width, top + height)


def hline(y: float, bounds: Box, thickness: float = 3.0) -> Box:
    """A horizontal line across `bounds` as an obstacle (a text may sit on it, not across it)."""
    return Box(bounds.left, y - thickness / 2, bounds.right, y + thickness / 2)


def vline(x: float, top: float, bottom: float, thickness: float = 3.0) -> Box:
    """A vertical mark as an obstacle."""
    return Box(x - thickness / 2, top, x + thickness / 2, bottom)


def place(
    candidates: Sequence[Iterable[tuple[T, Box]]], obstacles: Sequence[Box], bounds: Box
) -> list[tuple[T, Box] | None]:
    """For each label (most important first) the first of its (wording, box) candidates
    whose box lies within `bounds` and meets neither an obstacle nor a label placed before
    it; None when every candidate does (the label is left out). Candidates may be lazy:
    a label that fits where it belongs costs one test."""
    taken = list(obstacles)
    chosen: list[tuple[T, Box] | None] = []
    for options in candidates:
        pick = next(
            (
                (text, box)
                for text, box in options
                if box.within(bounds) and not any(box.intersects(t) for t in taken)
            ),
            None,
        )
        chosen.append(pick)
        if pick is not None:
            taken.append(pick[1])
    return chosen


def nudges(step: float, reach: float) -> Iterator[float]:
    """0, then −step, +step, −2·step, +2·step, … while within ±reach: a label's vertical
    offsets from where it belongs, the nearest first."""
    yield 0.0
    k = 1
    while step > 0 and k * step <= reach:
        yield -k * step
        yield k * step
        k += 1


def beside_span(
    left: float, width: float, height: float, span_top: float, span_bottom: float
) -> Iterator[Box]:
    """Positions for a label of `width` × `height` beside a bar segment from `span_top` to
    `span_bottom`: centred on it, else nudged up or down while its middle stays within the
    segment (a third of the label's height of slack for thin segments)."""
    middle = (span_top + span_bottom) / 2
    reach = (span_bottom - span_top) / 2 + height / 3
    return (
        sized(left, middle + dy - height / 2, width, height) for dy in nudges(height / 4, reach)
    )


def above(
    centre_x: float, ys: Sequence[float], width: float, height: float, gap: float
) -> list[Box]:
    """Positions for a label centred on `centre_x` resting `gap` above each of `ys` in turn
    (a bar's top, then each line above it)."""
    return [sized(centre_x - width / 2, y - gap - height, width, height) for y in ys]


def value_after_bar(
    bar_end: float, mark_x: float, top: float, bottom: float, width: float, gap: float
) -> Box:
    """Where a horizontal bar's value label goes: just past the bar's end, or just past the
    capacity mark when the mark would run through the text (the printed sheet's bars)."""
    mark = vline(mark_x, top, bottom)
    first = Box(bar_end + gap, top, bar_end + gap + width, bottom)
    if not first.intersects(mark):
        return first
    return Box(mark.right + gap, top, mark.right + gap + width, bottom)


def wrap(text: str, advance: Callable[[str], float], width: float, lines: int = 2) -> list[str]:
    """`text` broken into at most `lines` lines no wider than `width` (by `advance`, a font's
    measure), at spaces or between Chinese characters (`breaks`); the last line holds the rest
    and may be wider: the caller elides it."""
    out: list[str] = []
    pieces = breaks(text) or [""]  # an empty text is one empty line
    while pieces and len(out) < lines - 1:
        line = pieces.pop(0)
        while pieces and advance((line + pieces[0]).rstrip()) <= width:
            line += pieces.pop(0)
        if advance(line.rstrip()) > width:  # one word wider than the room: it goes last, elided
            pieces.insert(0, line)
            break
        out.append(line.rstrip())
    if pieces:
        out.append("".join(pieces).rstrip())
    return out


# Chinese (and Japanese) text has no spaces: a line may break between any two of its
# characters, except before closing punctuation, which stays with the character before it
def _wide(ch: str) -> bool:
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" or "\uff00" <= ch <= "\uffef"


_NO_LINE_START = frozenset("，。、；：？！）」』》〉】")


def breaks(text: str) -> list[str]:
    """`text` cut where a line may break: after a run of spaces (kept at the piece's end), or
    between two characters one of which is Chinese (unless the second is closing
    punctuation). The pieces joined give `text` back."""
    pieces: list[str] = []
    piece = ""
    for ch in text:
        if piece and ch != " " and ch not in _NO_LINE_START:
            last = piece[-1]
            if last == " " or _wide(ch) or _wide(last):
                pieces.append(piece)
                piece = ""
        piece += ch
    if piece:
        pieces.append(piece)
    return pieces
