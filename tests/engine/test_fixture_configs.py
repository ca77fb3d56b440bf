"""Real config.json files (tests/fixtures/configs, sources in each meta.json and INDEX.md):
every one imports or is refused by name, and each with a published or index total is counted
exactly (index totals) or within 0.5% (a single file's size, an upper bound) of it.

tests/fixtures/configs_derived holds configs rebuilt from other projects' Python dicts (not
verbatim): they are imported too, but count toward nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.params import count_params, mtp_params

ROOT = Path(__file__).parent.parent / "fixtures" / "configs"
DERIVED = Path(__file__).parent.parent / "fixtures" / "configs_derived"
FIXTURES = sorted(p for p in ROOT.iterdir() if (p / "config.json").is_file())
DERIVED_FIXTURES = sorted(p for p in DERIVED.iterdir() if (p / "config.json").is_file())
# Families refused by name with the reason (never a silent wrong count).
REFUSED = {
    "deepseek_v4": "not supported",
    "molmo": "not supported",
}
# The import is checked on at least this many real config.json files, of this many model types.
MIN_FIXTURES, MIN_TYPES = 40, 30


def _load(folder: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    cfg = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    return cfg, meta


def _weight_map(folder: Path) -> dict[str, str]:
    for index in folder.glob("*.index.json"):
        doc = json.loads(index.read_text(encoding="utf-8"))
        return dict(doc.get("weight_map") or {})
    return {}


def derived_total(meta: dict[str, Any]) -> int:
    """Parameters from the stored bytes: the index total_size (or a single file's size), less
    what it holds that is not a parameter (buffers, a tied head stored twice, the safetensors
    length prefix), less MXFP4-packed elements, over the bytes per parameter."""
    rest = int(meta["total_bytes"]) - sum(meta.get("not_parameter_bytes", {}).values())
    packed = meta.get("quantized_elements")
    if packed:
        rest -= round(packed["elements"] * packed["bytes_per_element"])
    params = rest // int(meta["bytes_per_param"])
    return params + (int(packed["elements"]) if packed else 0)


def _counted(folder: Path) -> tuple[str, int] | None:
    """(model_type, published total) of a fixture that counts toward the goal, else None."""
    cfg, meta = _load(folder)
    mt = str(meta.get("model_type", cfg.get("model_type")))
    if meta.get("config_verbatim") and meta.get("published_total_params") and mt not in REFUSED:
        return mt, int(meta["published_total_params"])
    return None


@pytest.mark.parametrize("folder", FIXTURES, ids=[p.name for p in FIXTURES])
def test_real_config(folder: Path) -> None:
    cfg, meta = _load(folder)
    assert meta["config_verbatim"] is True, "non-verbatim configs belong in configs_derived"
    assert meta["source_config"].startswith("github ")
    mt = str(meta.get("model_type", cfg.get("model_type")))
    if mt in REFUSED:
        with pytest.raises(ConfigError, match=REFUSED[mt]):
            spec_from_hf_config(cfg, model_id=folder.name)
        return
    spec, notes = spec_from_hf_config(cfg, model_id=folder.name)
    counts = count_params(spec)
    assert counts.total > 0 and counts.active <= counts.total
    assert all(isinstance(n, str) and "\n" not in n for n in notes)
    if not meta.get("published_total_params"):
        return
    expected = int(meta["published_total_params"])
    assert derived_total(meta) == expected, "published_total_params must follow from the bytes"
    tied_copy = any("tied" in k for k in meta.get("not_parameter_bytes", {}))
    stored_twice = spec.tie_word_embeddings and any(
        n.endswith("lm_head.weight") for n in _weight_map(folder)
    )
    assert tied_copy == stored_twice, "a tied lm_head the index stores again must be excluded"
    for what, size in meta.get("not_parameter_bytes", {}).items():
        if "mtp" in what:  # multi-token-prediction layers: the engine counts them apart
            assert size == mtp_params(spec) * int(meta["bytes_per_param"])
    # what the model loads from elsewhere (original LLaVA's CLIP tower, named in its config)
    expected += int(meta.get("parameters_outside_checkpoint", {}).get("elements", 0))
    if meta.get("total_is_upper_bound"):
        # one file's size: its header or pickle records are not subtracted
        assert counts.total == pytest.approx(expected, rel=0.005), (counts.total, expected)
    else:
        assert counts.total == expected, (counts.total, expected)


@pytest.mark.parametrize("folder", DERIVED_FIXTURES, ids=[p.name for p in DERIVED_FIXTURES])
def test_derived_config_imports(folder: Path) -> None:
    cfg, meta = _load(folder)
    assert meta["config_verbatim"] is False
    spec, _ = spec_from_hf_config(cfg, model_id=folder.name)
    assert count_params(spec).total > 0


def test_enough_real_configs_with_totals() -> None:
    counted = {p.name: c for p in FIXTURES if (c := _counted(p)) is not None}
    types = {mt for mt, _ in counted.values()}
    assert len(counted) >= MIN_FIXTURES, sorted(counted)
    assert len(types) >= MIN_TYPES, sorted(types)


def test_derived_total_arithmetic() -> None:
    meta = {
        "total_bytes": 1000 + 64 + 17,
        "bytes_per_param": 2,
        "not_parameter_bytes": {"buffer": 64},
        "quantized_elements": {"elements": 32, "bytes_per_element": 17 / 32},
    }
    assert derived_total(meta) == 500 + 32
