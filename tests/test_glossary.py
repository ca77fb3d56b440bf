"""The Chinese translations keep to resources/translations/GLOSSARY.md: where an English source
names a term, its translation uses the variant's word, never a rejected one."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"
COLUMN = {"zh_TW": 1, "zh_CN": 2}


def glossary() -> list[list[str]]:
    rows = []
    for line in (TRANSLATIONS / "GLOSSARY.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0] not in ("English", "---"):
            rows.append(cells)
    return rows


def messages(lang: str) -> list[tuple[str, str]]:
    root = ET.parse(TRANSLATIONS / f"hwplanner_{lang}.ts").getroot()
    return [
        (m.findtext("source") or "", m.findtext("translation") or "") for m in root.iter("message")
    ]


@pytest.mark.parametrize("lang", COLUMN)
def test_a_kernel_is_one_word(lang: str) -> None:
    """zh_CN wrote a GPU kernel as both 算子 and 内核; a kernel is 内核 (算子 is an operator)."""
    rejected = next(r for r in glossary() if r[0] == "kernel")[3].split(", ")
    for source, text in messages(lang):
        if re.search(r"\bkernels?\b", source, re.I) and "operator" not in source:
            assert not any(r in text for r in rejected), (source, text)


@pytest.mark.parametrize("lang", COLUMN)
def test_the_sweep_view_and_the_catalog_rate_use_their_words(lang: str) -> None:
    rows = {r[0]: r for r in glossary()}
    found = dict(messages(lang))
    assert found["Sweep"].startswith(rows["Sweep (the view)"][COLUMN[lang]])
    assert found["catalog rate"] == rows["catalog rate"][COLUMN[lang]]
    for rejected in ("目錄匯率", "目录汇率"):
        assert all(rejected not in text for _, text in messages(lang))


def test_the_glossary_names_each_variants_word() -> None:
    rows = glossary()
    assert len(rows) >= 5 and all(r[1] and r[2] for r in rows)


@pytest.mark.parametrize("lang", COLUMN)
def test_a_signed_sheet_says_fits_formally(lang: str) -> None:
    """放得下/放不下 was too casual for a sheet a manager signs: 容納得下/容納不下 (容纳…)."""
    row = next(r for r in glossary() if r[0].startswith("fits / does not fit"))
    rejected = row[3].split(", ")
    assert all(not any(r in text for r in rejected) for _, text in messages(lang))
    assert any(row[COLUMN[lang]].split(" / ")[0] in text for _, text in messages(lang))
