"""Shipped catalogs load, validate and carry sources; the user's own entries add to them."""

import json
from pathlib import Path

import pytest

from hwplanner.catalog import CatalogError, load_catalog, save_user_entry
from tests.engine.models import LLAMA_8B


def test_shipped_catalog_is_complete_and_sourced() -> None:
    cat = load_catalog()
    assert len(cat.models) >= 30 and len(cat.gpus) >= 30
    assert all(m.source for m in cat.models.values())
    assert all(g.source for g in cat.gpus.values())
    for inst in cat.instances.values():
        assert inst.gpu_id in cat.gpus
    h100 = cat.gpu("h100-sxm-80gb")
    assert h100.bf16_tflops == pytest.approx(989, rel=0.01)  # dense, not the 1,979 sparse figure


def test_user_entries_add_to_catalog(tmp_path: Path) -> None:
    mine = LLAMA_8B.model_copy(update={"id": "my-model", "name": "My model"})
    save_user_entry(mine, user_dir=tmp_path)
    cat = load_catalog(user_dir=tmp_path)
    assert cat.model("my-model").name == "My model"
    assert "my-model" in cat.user_model_ids
    save_user_entry(mine.model_copy(update={"name": "Renamed"}), user_dir=tmp_path)
    assert load_catalog(user_dir=tmp_path).model("my-model").name == "Renamed"
    assert (tmp_path / "models.json.bak").exists()


def test_broken_user_file_is_reported_not_fatal(tmp_path: Path) -> None:
    (tmp_path / "gpus.json").write_text('{"gpus": [{"id": "x", "name": "X", "memory_gb": -1}]}')
    cat = load_catalog(user_dir=tmp_path)
    assert len(cat.gpus) >= 30
    assert cat.problems and "row x" in cat.problems[0]


def test_invalid_shipped_row_names_file_row_and_field(tmp_path: Path) -> None:
    res = tmp_path / "res" / "catalog"
    res.mkdir(parents=True)
    good = json.loads((Path(__file__).parents[1] / "resources/catalog/gpus.json").read_text())
    (res / "gpus.json").write_text(json.dumps(good))
    (res / "models.json").write_text(json.dumps({"models": [{"id": "bad", "name": "B"}]}))
    with pytest.raises(CatalogError, match=r"row bad: hidden_size"):
        load_catalog(resources=tmp_path / "res", user_dir=tmp_path / "none")
