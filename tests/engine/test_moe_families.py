"""ERNIE 4.5 MoE, Ling / Ring (Bailing MoE 1 and 2) and dots.llm1 from their config.json:
counts against the published totals (sources in each fixture's meta.json), and the layouts the
importer refuses by name."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.params import count_params

FIXTURES = Path(__file__).parent.parent / "fixtures"


def _config(folder: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / folder / "config.json").read_text("utf-8"))
    return data


def _counts(cfg: dict[str, Any]) -> tuple[int, int]:
    spec, _ = spec_from_hf_config(cfg, model_id="m")
    c = count_params(spec)
    return c.total, c.active


# Ling 2.0 sizes beside Ling-mini-2.0's keys: Ling-flash-2.0's 32 layers, 4 KV heads and
# 256 experts top-8 as published; hidden size, query heads and widths the only ones (widths in
# multiples of 256, the dense one 1-6 hidden sizes) that reproduce the Hub's exact total
FLASH = {
    "hidden_size": 4096,
    "num_hidden_layers": 32,
    "num_attention_heads": 32,
    "num_key_value_heads": 4,
    "intermediate_size": 9216,
    "moe_intermediate_size": 1024,
    "moe_shared_expert_intermediate_size": 1024,
}


@pytest.mark.parametrize(
    ("folder", "total", "active"),
    [
        # the Hugging Face safetensors total (16,255,643,392); card: 1.4B activated
        ("configs_derived/ling-mini-2.0", 16_255_643_392, 1_432_973_056),
        # card: 16.8B total, 2.75B activated
        ("configs/ling-lite-1.5", 16_801_974_272, 2_753_153_024),
        # 21.8B; 3B activated (the MTP block apart)
        ("configs_derived/ernie-4.5-21b-a3b", 21_825_437_888, 3_352_150_208),
        # 142B total, 14B activated (headline figures)
        ("configs_derived/dots.llm1.base", 142_774_381_696, 14_016_588_928),
    ],
)
def test_published_counts(folder: str, total: int, active: int) -> None:
    assert _counts(_config(folder)) == (total, active)


def test_ling_flash_2_matches_the_hub_total() -> None:
    # Hub record: "safetensors": {"parameters": {"BF16": 102889697280, "F32": 7936}}; the F32
    # part is the 31 MoE layers' expert_bias (31 × 256)
    total, active = _counts({**_config("configs_derived/ling-mini-2.0"), **FLASH})
    assert total == 102_889_705_216
    assert active == pytest.approx(6.1e9, rel=0.01)  # "6.1B active"


def test_bailing_v1_has_no_router_bias_nor_qk_norm() -> None:
    v1, _ = spec_from_hf_config(_config("configs/ling-lite-1.5"), model_id="v1")
    v2, _ = spec_from_hf_config(_config("configs_derived/ling-mini-2.0"), model_id="v2")
    assert not v1.router_bias and not v1.qk_norm and v1.first_dense_layers == 0
    assert v2.router_bias and v2.qk_norm and v2.first_dense_layers == 1
    assert v1.shared_width == 2 * 1408  # two shared experts as one MLP
    # the same layout under the explicit model_type
    alias, _ = spec_from_hf_config(
        {**_config("configs_derived/ling-mini-2.0"), "model_type": "bailing_moe_v2"}, model_id="a"
    )
    assert count_params(alias).total == 16_255_643_392


def test_bailing_shared_width_that_implementations_read_apart_is_refused() -> None:
    cfg = {**_config("configs_derived/ling-mini-2.0"), "moe_shared_expert_intermediate_size": 1024}
    with pytest.raises(ConfigError, match="moe_shared_expert_intermediate_size"):
        spec_from_hf_config(cfg, model_id="m")


def test_bailing_mtp_layers_are_refused() -> None:
    # Ling-V2's modeling code makes the last n of num_hidden_layers MTP layers, llama.cpp's
    # converter adds n to them: which the config means is not known
    cfg = {**_config("configs_derived/ling-mini-2.0"), "num_nextn_predict_layers": 1}
    with pytest.raises(ConfigError, match="num_nextn_predict_layers"):
        spec_from_hf_config(cfg, model_id="m")


def test_bailing_version_and_pattern() -> None:
    mini = _config("configs_derived/ling-mini-2.0")
    # without `architectures`, a Ling 2.0 key says version 2 (its expert_bias counted)
    bare = {k: v for k, v in mini.items() if k != "architectures"}
    assert _counts(bare)[0] == 16_255_643_392
    # MoE from first_k_dense_replace on, whatever other pattern keys say (the modeling code
    # reads only that key)
    assert _counts({**mini, "moe_layer_freq": 2, "mlp_only_layers": [0, 1]})[0] == 16_255_643_392
    with pytest.raises(ConfigError, match="first_k_dense_replace"):
        spec_from_hf_config({**mini, "first_k_dense_replace": 20}, model_id="m")
    # version 2 needs use_bias; version 1 takes its config class's default (True)
    with pytest.raises(ConfigError, match="use_bias"):
        spec_from_hf_config({k: v for k, v in mini.items() if k != "use_bias"}, model_id="m")
    lite = _config("configs/ling-lite-1.5")
    v1, _ = spec_from_hf_config({k: v for k, v in lite.items() if k != "use_bias"}, model_id="v1")
    assert v1.o_bias


def test_ernie_layer_pattern() -> None:
    cfg = _config("configs_derived/ernie-4.5-21b-a3b")
    spec, _ = spec_from_hf_config(cfg, model_id="e")
    assert (spec.first_dense_layers, spec.num_moe_layers, spec.shared_width) == (1, 27, 3072)
    assert spec.tie_word_embeddings and spec.router_bias
    # end index given as the last layer, or null: the same model
    for end in (27, None):
        assert _counts({**cfg, "moe_layer_end_index": end})[0] == 21_825_437_888
    # MoE every second layer (1, 3, …, 27): modelled
    two, _ = spec_from_hf_config({**cfg, "moe_layer_interval": 2}, model_id="e2")
    assert (two.first_dense_layers, two.moe_layer_interval, two.num_moe_layers) == (0, 2, 14)
    # trailing dense layers: refused by name
    with pytest.raises(ConfigError, match="moe_layer_end_index"):
        spec_from_hf_config({**cfg, "moe_layer_end_index": 20}, model_id="e3")
    with pytest.raises(ConfigError, match="moe_layer_start_index"):
        spec_from_hf_config({**cfg, "moe_layer_start_index": 28}, model_id="e4")


def test_ernie_biases_defaults_and_mtp_note() -> None:
    cfg = _config("configs_derived/ernie-4.5-21b-a3b")
    biased, notes = spec_from_hf_config(
        {**cfg, "use_bias": True, "num_nextn_predict_layers": 1}, model_id="b"
    )
    assert biased.qkv_bias and biased.o_bias and biased.mlp_bias and biased.lm_head_bias
    # every projection, each of the 27 × 64 experts' (2 × 1,536 + 2,560) and the output layer's
    assert count_params(biased).total == 21_835_707_584
    assert any("MTP" in n for n in notes)
    # keys left out take Ernie4_5_MoeConfig's defaults, as transformers does
    defaults = (
        "num_key_value_heads", "moe_num_experts", "moe_k", "moe_intermediate_size",
        "moe_num_shared_experts", "moe_layer_start_index", "moe_layer_interval",
        "moe_layer_end_index", "tie_word_embeddings", "use_bias",
    )  # fmt: skip
    bare = {k: v for k, v in cfg.items() if k not in defaults}
    assert _counts(bare) == (21_825_437_888, 3_352_150_208)
    with pytest.raises(ConfigError, match="moe_k"):
        spec_from_hf_config({**cfg, "moe_k": 65}, model_id="e")


def test_dots1_structure() -> None:
    spec, _ = spec_from_hf_config(_config("configs_derived/dots.llm1.base"), model_id="d")
    assert spec.qk_norm and spec.router_bias and not spec.tie_word_embeddings
    assert (spec.first_dense_layers, spec.num_experts, spec.shared_width) == (1, 128, 2816)
    assert spec.sliding_window is None  # sliding_window null: full attention everywhere
    # MoE from first_k_dense_replace on (moe_layer_freq is not read by the modeling code)
    cfg = _config("configs_derived/dots.llm1.base")
    assert _counts({**cfg, "moe_layer_freq": 2})[0] == 142_774_381_696
    with pytest.raises(ConfigError, match="sliding_window"):
        spec_from_hf_config({**cfg, "sliding_window": 4096}, model_id="d")
