"""The language chosen and translated without Qt: the saved choice, the system locale, the
compiled translations' reader, and a command that prints Chinese without starting Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner import i18n, language, paths, qm


def test_locale_names() -> None:
    assert language.from_locale("zh_HK") == "zh_TW"
    assert language.from_locale("zh-Hant-TW") == "zh_TW"
    assert language.from_locale("zh_SG.UTF-8") == "zh_CN"
    assert language.from_locale("zh_Hans") == "zh_CN"
    assert language.from_locale("de_DE") == "en"


@pytest.mark.parametrize(
    ("env", "want"),
    [
        ({"LANG": "zh_TW.UTF-8"}, "zh_TW"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "zh_CN.UTF-8"}, "zh_CN"),
        ({"LANG": "zh_CN.UTF-8", "LC_MESSAGES": "zh_HK.UTF-8"}, "zh_TW"),
        ({"LANG": "C.UTF-8", "LANGUAGE": "zh_TW"}, "en"),  # the C locale is English
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "zh_TW:en"}, "zh_TW"),
        ({}, "en"),
    ],
)
def test_system_language_reads_the_locale_as_qt_does(env: dict[str, str], want: str) -> None:
    assert language.system_language(env) == want


def test_the_saved_choice_is_read_from_the_apps_settings_file() -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[window]\ngeometry="@ByteArray(\\x1[]=%)"\n\n[view]\nlanguage=zh_CN\n')
    assert language.saved_language() == "zh_CN"
    assert language.choose(None) == "zh_CN"
    path.write_text("[view]\nlanguage=klingon\n")
    assert language.saved_language() is None
    path.unlink()
    path.mkdir()  # a folder where the file should be: ignored, never fatal
    assert language.saved_language() is None


def test_install_translates_and_english_removes_it() -> None:
    try:
        assert language.install("zh_TW") == "zh_TW"
        assert language.current_language() == "zh_TW"
        assert i18n.translate("Group", "Prices") != "Prices"
    finally:
        assert language.install("en") == "en"
    assert i18n.translate("Group", "Prices") == "Prices"


@given(st.binary(max_size=200))
def test_the_reader_refuses_what_is_not_a_translation(data: bytes) -> None:
    for blob in (data, qm.QM_MAGIC + data):
        try:
            table = qm.read_qm(blob)
        except qm.QmError:
            continue
        assert isinstance(table, dict)


def test_a_chinese_report_starts_no_qt() -> None:
    """`estimate --lang zh_TW` prints Chinese with neither PySide6 nor shiboken imported."""
    code = (
        "import sys\n"
        "from hwplanner.cli import main\n"
        "rc = main(['estimate', '--model', 'llama-3.1-8b', '--gpu', 'rtx-4090', '--method',"
        " 'qlora', '--lang', 'zh_TW'])\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print('QT', qt, rc)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert "QT [] 0" in out.stdout, out.stdout[-500:]
    assert "每張 GPU" in out.stdout
