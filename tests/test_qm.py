"""hwplanner.qm: the .ts sources compiled without Qt, the .qm an install ships current with its
.ts, and what a reader without Qt and Qt's own QTranslator find in a compiled file."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner import i18n, language, qm
from hwplanner.paths import resources_dir

TS = sorted((resources_dir() / "translations").glob("*.ts"))

texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
messages = st.lists(st.builds(qm.Message, texts, texts, texts.filter(bool)), max_size=30)


def test_both_languages_have_a_source() -> None:
    assert [p.name for p in TS] == ["hwplanner_zh_CN.ts", "hwplanner_zh_TW.ts"]


@pytest.mark.parametrize("ts", TS, ids=lambda p: p.stem)
def test_the_installed_qm_is_compiled_from_its_ts(ts: Path) -> None:
    """The build compiled each .qm from the .ts beside it (an edited .ts wants
    scripts/update_translations.sh, or a reinstall)."""
    assert ts.with_suffix(".qm").read_bytes() == qm.compiled(ts)
    table = qm.read_qm(ts.with_suffix(".qm").read_bytes())
    assert len(table) == len(qm.ts_messages(ts.read_bytes())) > 2000


@given(messages)
def test_what_is_written_reads_back(found: list[qm.Message]) -> None:
    table = qm.read_qm(qm.write_qm(found, "zh_TW"))
    expected: dict[tuple[str, str], str] = {}
    for m in found:
        expected.setdefault((m.context, m.source), m.translation)
    assert table == expected


def test_the_ts_reader_keeps_what_a_release_carries() -> None:
    ts = """<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="zh_CN">
    <context><name>A</name>
    <message><source>one &amp; two</source><translation>一和二</translation></message>
    <message><source>draft</source><translation type="unfinished">草稿</translation></message>
    <message><source>empty</source><translation type="unfinished"></translation></message>
    <message><source>gone</source><translation type="vanished">去</translation></message>
    <message><source>old</source><translation type="obsolete">旧</translation></message>
    </context></TS>"""
    got = qm.ts_messages(ts)
    assert [(m.context, m.source, m.translation) for m in got] == [
        ("A", "one & two", "一和二"),
        ("A", "draft", "草稿"),
    ]
    assert qm.ts_language(ts) == "zh_CN"
    with pytest.raises(qm.QmError, match=r"not a readable \.ts"):
        qm.ts_messages("<TS><context>")


def test_the_elf_hash_is_never_zero() -> None:
    assert qm.elf_hash(b"") == 1
    assert qm.elf_hash(b"a") == 0x61
    assert all(0 < qm.elf_hash(bytes([b]) * 40) < 2**32 for b in range(256))


def test_a_checkout_without_the_compiled_file_reads_the_ts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "hwplanner_zh_TW.ts").write_bytes(TS[1].read_bytes())
    monkeypatch.setattr(language, "translations_dir", lambda: tmp_path)
    table = language.load("zh_TW")
    assert table == qm.read_qm(TS[1].with_suffix(".qm").read_bytes())
    (tmp_path / "hwplanner_zh_CN.ts").write_text("<TS><context>")
    with caplog.at_level(logging.WARNING, "hwplanner"):
        assert language.load("zh_CN") is None
    assert "not a readable .ts" in caplog.text
    try:
        assert language.install("zh_CN") == "en"  # unreadable: English, never a crash
        assert i18n.translate("Group", "Prices") == "Prices"
    finally:
        language.install("en")


def test_the_command_compiles_and_refuses_by_name(tmp_path: Path) -> None:
    ts = tmp_path / "x.ts"
    ts.write_bytes(TS[0].read_bytes())
    run = [sys.executable, "-m", "hwplanner.qm"]
    out = subprocess.run([*run, str(ts)], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "x.qm").read_bytes() == qm.compiled(TS[0])
    bad = subprocess.run([*run, str(tmp_path / "none.ts")], capture_output=True, text=True)
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "none.ts" in bad.stderr
    assert subprocess.run(run, capture_output=True, check=False).returncode == 2


def test_a_ts_edited_since_its_qm_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkout keeps the .qm its install built; a .ts pulled or edited since is read."""
    import os

    ts = tmp_path / "hwplanner_zh_TW.ts"
    ts.write_bytes(TS[1].read_bytes())
    qm.compile_files([ts])
    old = ts.with_suffix(".qm")
    text = ts.read_text(encoding="utf-8")
    ts.write_text(text.replace("<translation>程式會繼續執行。", "<translation>新譯文。", 1))
    os.utime(old, (1, 1))  # the compiled file older than its source
    monkeypatch.setattr(language, "translations_dir", lambda: tmp_path)
    table = language.load("zh_TW")
    assert table is not None
    assert table[("App", "The app keeps running. Details were written to the log.")].startswith(
        "新譯文。"
    )
