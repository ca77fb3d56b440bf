"""Real config.json files (tests/fixtures/configs, sources in each meta.json and INDEX.md):
every one imports or is refused by name, and each with a published or index total is counted
within 0.5% of it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.params import count_params

ROOT = Path(__file__).parent.parent / "fixtures" / "configs"
FIXTURES = sorted(p for p in ROOT.iterdir() if (p / "config.json").is_file())
# Families refused by name with the reason (never a silent wrong count).
REFUSED = {"nemotron_h": "state-space", "deepseek_v4": "not supported", "molmo": "not supported"}


def _load(folder: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    cfg = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    return cfg, meta


def _weight_map(folder: Path) -> dict[str, str]:
    for index in folder.glob("*.index.json"):
        doc = json.loads(index.read_text(encoding="utf-8"))
        return dict(doc.get("weight_map") or {})
    return {}


def expected_total(folder: Path, meta: dict[str, Any], spec: Any) -> int:
    """The published total, less a tied lm_head the checkpoint stores as a second copy (the
    model loads one tensor; Falcon's checkpoints keep both in their index)."""
    total = int(meta["published_total_params"])
    names = _weight_map(folder)
    if spec.tie_word_embeddings and any(n.endswith("lm_head.weight") for n in names):
        total -= spec.vocab_size * spec.hidden_size
    return total


@pytest.mark.parametrize("folder", FIXTURES, ids=[p.name for p in FIXTURES])
def test_real_config(folder: Path) -> None:
    cfg, meta = _load(folder)
    mt = str(meta.get("model_type", cfg.get("model_type")))
    if mt in REFUSED:
        with pytest.raises(ConfigError, match=REFUSED[mt]):
            spec_from_hf_config(cfg, model_id=folder.name)
        return
    spec, notes = spec_from_hf_config(cfg, model_id=folder.name)
    counts = count_params(spec)
    assert counts.total > 0 and counts.active <= counts.total
    assert all(isinstance(n, str) and "\n" not in n for n in notes)
    if meta.get("published_total_params"):
        expected = expected_total(folder, meta, spec)
        assert counts.total == pytest.approx(expected, rel=0.005), (counts.total, expected)


def test_enough_real_configs_with_totals() -> None:
    with_total = {}
    for folder in FIXTURES:
        _, meta = _load(folder)
        if meta.get("published_total_params") and meta.get("model_type") not in REFUSED:
            with_total[folder.name] = meta.get("model_type")
    # The issue asks for 40 configs from 30 types; the fixtures gathered so far with an exact
    # published or index total are fewer (see README.md): this keeps them from shrinking.
    assert len(with_total) >= 16
    assert len(set(with_total.values())) >= 12
