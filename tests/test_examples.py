"""The example projects in each language: the same scenarios as the English ones (plans,
workloads, models, GPUs, ids), only their names and notes translated, every figure of the
notes kept; the app offers each language its own."""

from __future__ import annotations

import re
from typing import Any

import pytest

from hwplanner.paths import example_projects, examples_dir
from hwplanner.project import Project, load_project
from tests.sheet_words import english, half_width

LANGS = ("zh_TW", "zh_CN")
HAN = re.compile(r"[\u4e00-\u9fff]")
NUMBER = re.compile(r"\d[\d,.]*\d|\d")
ENGLISH = sorted(examples_dir().glob("*.json"))


def without_text(project: Project) -> dict[str, Any]:
    """The project as data, its names and notes left out."""
    doc = project.model_dump(mode="json", exclude={"name", "notes"})
    for scenario in doc["scenarios"]:
        scenario.pop("name")
        scenario.pop("notes")
    return doc


def numbers(text: str) -> set[str]:
    return {n.rstrip(".,") for n in NUMBER.findall(text)}


def test_english_examples_are_the_default() -> None:
    assert ENGLISH and example_projects() == ENGLISH == example_projects("en")
    assert example_projects("fr") == ENGLISH  # a language without examples of its own


@pytest.mark.parametrize("lang", LANGS)
def test_every_example_has_a_translation_with_the_same_scenarios(lang: str) -> None:
    local = example_projects(lang)
    assert [p.name for p in local] == [p.name for p in ENGLISH]
    assert all(p.parent == examples_dir() / lang for p in local)
    for en_path, path in zip(ENGLISH, local, strict=True):
        en, zh = load_project(en_path), load_project(path)
        assert without_text(zh) == without_text(en), path.name
        assert HAN.search(zh.name) and HAN.search(zh.notes), path.name
        # every figure the English notes quote is in the translation
        assert numbers(en.notes) <= numbers(zh.notes), (
            path.name,
            numbers(en.notes) - numbers(zh.notes),
        )


@pytest.mark.parametrize("lang", LANGS)
def test_translated_examples_read_in_chinese(lang: str) -> None:
    """No English word outside the sheet's allow-list (names, units, dtypes), and Chinese
    punctuation next to Chinese text, in every name and note."""
    for path in example_projects(lang):
        project = load_project(path)
        texts = [project.name, project.notes]
        texts += [t for s in project.scenarios for t in (s.name, s.notes) if t]
        for text in texts:
            assert not english(text), (path.name, english(text), text)
            assert not half_width(text), (path.name, half_width(text))
