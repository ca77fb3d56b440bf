"""Label placement as pure geometry: the live chart's layout and the printed bars' totals."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner.gui.chart import nice_ceiling
from hwplanner.gui.chart_labels import Line, Segment, View, layout
from hwplanner.sheet.placement import Box, breaks, hline, place, value_after_bar, vline, wrap

CHAR_PX, LINE_PX = 7.0, 18.0


def measure(text: str) -> tuple[float, float]:
    """A monospaced stand-in for a font: 7 px a character, 18 px a line."""
    lines = text.split("\n")
    return max(len(line) for line in lines) * CHAR_PX, LINE_PX * len(lines)


def test_boxes_that_touch_do_not_intersect() -> None:
    a = Box(0, 0, 10, 10)
    assert not a.intersects(Box(10, 0, 20, 10))
    assert a.intersects(Box(9, 9, 20, 20))
    assert Box(1, 1, 9, 9).within(a) and not Box(1, 1, 11, 9).within(a)


def test_place_takes_the_first_free_candidate_most_important_first() -> None:
    bounds = Box(0, 0, 100, 100)
    first = [("a", Box(0, 0, 50, 20))]
    second = [("b", Box(10, 10, 60, 30)), ("b2", Box(10, 30, 60, 50))]
    third = [("c", Box(0, 0, 10, 10)), ("c2", Box(90, 90, 120, 110))]  # clash; out of bounds
    picks = place([first, second, third], [], bounds)
    assert picks == [first[0], second[1], None]


def test_obstacles_are_avoided() -> None:
    bounds = Box(0, 0, 100, 100)
    line = hline(50, bounds)
    picks = place([[("on", Box(0, 45, 30, 60)), ("above", Box(0, 30, 30, 48))]], [line], bounds)
    assert picks[0] is not None and picks[0][0] == "above"


VIEW = View(470.0, 600.0, (-1.6, 1.9), 100.0)


def boxes_of(view: View, total: float, capacity: float, segs: list[tuple[str, float]]) -> dict:
    """Lay out a bar of `segs` (key, GB) against a capacity line, as the live chart does."""
    segments, bottom = [], 0.0
    for key, height in segs:
        shown = f"{height:.1f} GB"
        segments.append(Segment(key, (f"{key}  {shown}", shown), bottom, bottom + height))
        bottom += height
    caption = "NVIDIA H100 SXM5 80GB capacity: 85.5 GB"
    wordings = (caption, caption.replace(" capacity", "\ncapacity"), "capacity: 85.5 GB")
    lines = [Line("capacity", capacity, wordings, True)]
    view = view._replace(top=nice_ceiling(max(total, capacity) * 1.1))  # as the chart does
    return layout(view, (-0.3, 0.3), (total, f"{total:.1f} GB"), lines, segments, measure, measure)


@pytest.mark.parametrize("total", [84.9, 85.2, 85.5, 85.8, 86.5, 60.0, 99.0])
@pytest.mark.parametrize("width_px", [300.0, 470.0, 930.0])
def test_no_two_texts_meet_near_the_capacity_line(total: float, width_px: float) -> None:
    view = VIEW._replace(width_px=width_px, top=nice_ceiling(max(total, 85.5) * 1.1))
    segs = [("weights", total * 0.8), ("activations", total * 0.13), ("overhead", total * 0.07)]
    placed = boxes_of(view, total, 85.5, segs)
    assert placed["total"] is not None and placed["capacity"] is not None
    shown = [p.box for p in placed.values() if p is not None]
    for a, b in itertools.combinations(shown, 2):
        assert not a.intersects(b)
    line = view.y(85.5)
    bar = Box(view.x(-0.3), view.y(total), view.x(0.3), view.height_px)
    for box in shown:
        assert not (box.top < line < box.bottom)  # no text across the line
        assert not box.intersects(bar)
        assert box.within(Box(0, 0, view.width_px, view.height_px))


def test_the_total_rests_above_the_line_it_would_cross() -> None:
    placed = boxes_of(VIEW, 84.9, 85.5, [("weights", 84.9)])
    total = placed["total"]
    assert total is not None and total.box.bottom <= VIEW.y(85.5)


def test_thin_segments_are_labelled_only_where_there_is_room() -> None:
    segs = [("weights", 60.0), ("a", 0.8), ("b", 0.8), ("c", 0.8), ("d", 0.8)]
    placed = boxes_of(VIEW, 63.2, 85.5, segs)
    shown = [k for k in "abcd" if placed[k] is not None]
    assert placed["weights"] is not None and 0 < len(shown) < 4  # some dropped, none overlap
    for a, b in itertools.combinations([placed[k].box for k in shown], 2):  # type: ignore[union-attr]
        assert not a.intersects(b)


def test_a_caption_gives_way_to_the_total_with_a_shorter_wording() -> None:
    placed = boxes_of(VIEW._replace(width_px=300.0), 84.9, 85.5, [("weights", 84.9)])
    caption, total = placed["capacity"], placed["total"]
    assert caption is not None and total is not None
    assert caption.text != "NVIDIA H100 SXM5 80GB capacity: 85.5 GB"  # too wide beside it
    assert not caption.box.intersects(total.box)


def test_printed_total_moves_past_a_capacity_mark_that_would_cross_it() -> None:
    far = value_after_bar(100, 300, 0, 16, 40, 3)
    assert far.left == 103  # right after the bar
    near = value_after_bar(100, 120, 0, 16, 40, 3)
    assert near.left > 120 and not near.intersects(vline(120, 0, 16))
    over = value_after_bar(100, 80, 0, 16, 40, 3)
    assert over.left == 103  # the mark is inside the bar


def test_wrap_keeps_two_lines_and_leaves_the_rest_for_eliding() -> None:
    def advance(text: str) -> float:
        return len(text) * CHAR_PX

    assert wrap("LoRA (attention), 8 × H100, ZeRO-3", advance, 150) == [
        "LoRA (attention), 8 ×",
        "H100, ZeRO-3",
    ]
    assert wrap("short", advance, 150) == ["short"]
    assert wrap("", advance, 150) == [""]  # a scenario may have no name
    assert wrap("averyveryverylongwordthatdoesnotfit tail", advance, 50) == [
        "averyveryverylongwordthatdoesnotfit tail"
    ]


def test_wrap_breaks_chinese_between_characters_never_before_closing_punctuation() -> None:
    def advance(text: str) -> float:  # a Chinese character is twice as wide
        return sum(2 * CHAR_PX if ord(c) > 0x2E80 else CHAR_PX for c in text)

    name = "全參數微調，32 × H100，ZeRO-3"
    assert wrap(name, advance, 60, 3) == ["全參數微", "調，32 ×", "H100，ZeRO-3"]
    assert all(not line.startswith("，") for line in wrap(name, advance, 28, 9))


@given(st.text(alphabet=st.sampled_from("ab 全參，。)x"), max_size=40))
def test_breaks_give_the_text_back(text: str) -> None:
    pieces = breaks(text)
    assert "".join(pieces) == text
    assert all(pieces)
    assert not any(p.startswith(("，", "。")) for p in pieces[1:])


@given(
    st.text(alphabet=st.sampled_from("ab 全參，x"), max_size=40),
    st.integers(1, 200),
    st.integers(1, 4),
)
def test_wrap_keeps_every_character_but_the_spaces_it_breaks_at(
    text: str, width: int, lines: int
) -> None:
    out = wrap(text, lambda t: len(t) * CHAR_PX, width, lines)
    assert len(out) <= lines
    assert "".join(out).replace(" ", "") == text.replace(" ", "")
    assert all(len(line) * CHAR_PX <= width for line in out[:-1])
