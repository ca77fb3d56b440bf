"""Durations as the sheet, the CLI and the app write them."""

from __future__ import annotations

import math

from hwplanner.formatting import format_duration


def test_short_times_read_in_milliseconds() -> None:
    assert format_duration(0.034) == "34 ms"  # a GRPO weight sync, once "0.0 s"
    assert format_duration(0.0) == "0.0 s"
    assert format_duration(1.5) == "1.5 s"
    assert format_duration(math.inf) == "—"


def test_times_side_by_side_share_the_unit_of_the_first() -> None:
    hours = 57.0 * 3600
    assert format_duration(hours) == "57.0 h"
    assert format_duration(76.0 * 3600) == "3.2 days"
    assert format_duration(76.0 * 3600, like=hours) == "76.0 h"  # "76.0 h instead of 57.0 h"
    assert format_duration(4 * 86400, like=2 * 86400) == "96.0 h"
    assert format_duration(30.0, like=hours) == "30 s"  # never "0.5 min"


def test_chinese_counts_large_amounts_in_myriads() -> None:
    from hwplanner import i18n
    from hwplanner.formatting import format_money

    twd = ("TWD", 31.44)
    assert format_money(75_007.0) == "$75,007"
    assert format_money(1_280_000.0) == "$1.28M"
    words = {"{n} × 10⁴": "{n}萬", "{n} × 10⁸": "{n}億"}
    i18n.install(lambda context, text: words.get(text, text))
    try:
        assert format_money(75_007.0) == "$75,007"  # below a million: written out, as before
        assert format_money(1_280_000.0) == "$128萬"
        assert format_money(75_000.0, twd) == "NT$236萬"  # at 31.44 NT$ per US$
        assert format_money(4.5e8) == "$4.50億"
    finally:
        i18n.install(None)


def test_chinese_writes_the_us_dollar_and_token_counts_its_own_way() -> None:
    """ "$128萬" read as NT$ in Taiwan, and "1.00B 個訓練 token" stood beside 萬: the installed
    Chinese translations give US$ and myriads."""
    from hwplanner import language
    from hwplanner.engine.plan.inputs import field_at
    from hwplanner.formatting import format_field, format_money

    tokens = field_at("workload.tokens")
    assert tokens is not None
    assert format_field(tokens, 1e9) == "1.00B" and format_money(2392.0) == "$2,392"
    try:
        language.install("zh_TW")
        assert format_money(1_280_000.0) == "US$128萬" and format_money(2392.0) == "US$2,392"
        assert format_money(100.0, ("TWD", 32.0)) == "NT$3,200"
        assert format_field(tokens, 1e9) == "10億" and format_field(tokens, 5e7) == "5,000萬"
        assert format_field(tokens, 1.5e12) == "15,000億"
        language.install("zh_CN")
        assert format_field(tokens, 2.5e8) == "2.5亿" and format_money(4.5e8) == "US$4.50亿"
    finally:
        language.install("en")
