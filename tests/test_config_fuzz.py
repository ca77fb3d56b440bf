"""Hypothesis over the user's own files: damaged catalogs of models and GPUs never stop the
shipped catalog from loading (each problem one line, naming the file and row), and never get
overwritten by a save."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner.catalog import CatalogError, load_catalog, save_user_entry
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from tests.engine.models import H100, LLAMA_8B
from tests.fuzz import mutate, to_text
from tests.strategies import examples

SEEDS = st.integers(0, 2**63 - 1)
MODELS_DOC = {
    "schema_version": 1,
    "models": [
        {**LLAMA_8B.model_dump(mode="json", exclude_defaults=True), "id": "my-llama"},
        {**LLAMA_8B.model_dump(mode="json", exclude_defaults=True), "id": "my-other"},
    ],
}
GPUS_DOC = {
    "schema_version": 1,
    "gpus": [{**H100.model_dump(mode="json", exclude_defaults=True), "id": "my-gpu"}],
}


def write_damaged(folder: Path, seed: int) -> None:
    rng = random.Random(seed)
    for name, doc in (("models.json", MODELS_DOC), ("gpus.json", GPUS_DOC)):
        if rng.random() < 0.7:
            damaged = mutate(doc, rng, rounds=rng.choice([1, 2, 4]))
            (folder / name).write_text(to_text(damaged, rng), encoding="utf-8")
        else:
            (folder / name).write_text(json.dumps(doc), encoding="utf-8")


@pytest.mark.slow  # a long property or fuzz run: the full suite runs it
@examples(1500)
@given(SEEDS)
def test_damaged_user_catalogs_never_break_loading(seed: int) -> None:
    with tempfile.TemporaryDirectory() as name:
        check_load(Path(name), seed)


def check_load(folder: Path, seed: int) -> None:
    write_damaged(folder, seed)
    cat = load_catalog(user_dir=folder)
    assert len(cat.models) >= 40 and len(cat.gpus) >= 30  # the shipped catalog is intact
    for problem in cat.problems:
        assert "\n" not in problem and len(problem) < 1500, problem
        assert str(folder) in problem
    for gid in cat.user_gpu_ids:  # what loaded is usable
        est = estimate(Scenario(model=LLAMA_8B, gpu=cat.gpus[gid], plan=Plan()), solve=False)
        json.dumps(est.as_dict(), allow_nan=False)


@examples(300)
@given(SEEDS)
def test_saving_an_entry_never_overwrites_a_damaged_catalog(seed: int) -> None:
    with tempfile.TemporaryDirectory() as name:
        check_save(Path(name), seed)


def check_save(folder: Path, seed: int) -> None:
    write_damaged(folder, seed)
    path = folder / "gpus.json"
    before = path.read_bytes()
    entry = H100.model_copy(update={"id": "new-gpu"})
    try:
        save_user_entry(entry, folder)
    except CatalogError as exc:
        assert "\n" not in str(exc)
        assert path.read_bytes() == before  # refused: untouched
        return
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert any(isinstance(r, dict) and r.get("id") == "new-gpu" for r in doc["gpus"])


@pytest.mark.parametrize("kind", ["fifo", "folder", "huge", "deep"])
def test_user_catalog_paths_that_are_not_files(tmp_path: Path, kind: str) -> None:
    import os

    path = tmp_path / "gpus.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        with open(path, "wb") as fh:
            fh.truncate(17 * 2**20)
    else:
        path.write_text('{"gpus": ' + "[" * 50_000 + "]" * 50_000 + "}")
    cat = load_catalog(user_dir=tmp_path)
    assert len(cat.problems) == 1 and str(path) in cat.problems[0]
    assert len(cat.gpus) >= 30
