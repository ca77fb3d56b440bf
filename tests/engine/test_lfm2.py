"""LFM2 (lfm2): gated short-convolution layers (a recurrent kind that keeps only its
convolution's last inputs per sequence) among GQA attention layers with per-head q/k norms,
counted as transformers' modeling_lfm2.py builds them (sources in the fixture's meta.json and
the catalog rows)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import Method, Precision, Recompute
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import (
    kv_bytes_per_token_layer,
    kv_layers_in,
    recurrent_state_bytes,
)

DERIVED = Path(__file__).parent.parent / "fixtures" / "configs_derived"

# the family's other sizes: the keys that differ from LFM2-700M's config (copies of their
# configs, meta.json), each reproducing the card's parameter count exactly
SIZES: dict[str, tuple[dict[str, Any], int]] = {
    "350M": (
        {"hidden_size": 1024, "block_ff_dim": 6656, "num_attention_heads": 16},
        354_483_968,
    ),
    "700M": ({}, 742_489_344),
    "1.2B": (
        {"hidden_size": 2048, "block_ff_dim": 12288, "num_attention_heads": 32},
        1_170_340_608,
    ),
}


def _config(**keys: Any) -> dict[str, Any]:
    cfg: dict[str, Any] = json.loads((DERIVED / "lfm2-700m" / "config.json").read_text("utf-8"))
    d = keys.get("hidden_size", cfg["hidden_size"])
    heads = keys.get("num_attention_heads", cfg["num_attention_heads"])
    same = {"block_dim": d, "conv_dim": d, "conv_dim_out": d, "num_heads": heads}
    return {**cfg, **same, **keys}


def _spec(**keys: Any) -> ModelSpec:
    return spec_from_hf_config(_config(**keys), model_id="lfm2")[0]


def _by_hand(d: int, ffn: int, heads: int, kv: int = 8, layers: int = 16) -> int:
    """Lfm2ShortConv (in_proj to B, C, x; a depthwise convolution of 3 taps; out_proj), Lfm2
    attention (q/k/v/o, per-head q/k RMSNorms), the SwiGLU MLP, two norms a layer; the tied
    embedding and the final norm."""
    hd = d // heads
    conv = 3 * d * d + 3 * d + d * d
    attention = 2 * d * heads * hd + 2 * d * kv * hd + 2 * hd
    per_layer = 3 * d * ffn + 2 * d
    return 10 * conv + 6 * attention + layers * per_layer + 65536 * d + d


@pytest.mark.parametrize("size", sorted(SIZES))
def test_card_totals_exactly(size: str) -> None:
    keys, total = SIZES[size]
    spec = _spec(**keys)
    assert count_params(spec).total == total
    assert total == _by_hand(spec.hidden_size, spec.intermediate_size, spec.num_attention_heads)


@pytest.mark.parametrize(
    ("keys", "width"),
    [
        ({}, 6912),  # 10,240 × 2/3 = 6,826, rounded up to 256
        ({"block_auto_adjust_ff_dim": False}, 10240),
        ({"block_ffn_dim_multiplier": 1.5}, 10240),  # int(1.5 × 6,826) = 10,239 → 10,240
        ({"block_ffn_dim_multiplier": None}, 6826),  # transformers rounds only with one
        ({"block_multiple_of": 64}, 6848),
    ],
)
def test_the_mlp_width_rule(keys: dict[str, Any], width: int) -> None:
    assert _spec(**keys).intermediate_size == width


def test_aliases_as_lfm2config_reads_them() -> None:
    # tie_embedding wins over tie_word_embeddings; full_attn_idxs is idle beside layer_types;
    # a null block_auto_adjust_ff_dim is falsy
    assert not _spec(tie_embedding=False, tie_word_embeddings=True).tie_word_embeddings
    spec, notes = spec_from_hf_config(
        _config(layer_types=["conv", "full_attention"] * 8), model_id="x"
    )
    assert spec.layer_kinds == "ra" * 8 and not notes
    assert _spec(block_auto_adjust_ff_dim=None).intermediate_size == 10240


def test_the_moe_reads_its_own_config_class() -> None:
    """Lfm2MoeConfig reads intermediate_size alone (7,168 by default) and none of the dense
    model's block_* checks; a bad mixer size names LFM2's key."""
    cfg = json.loads((DERIVED / "lfm2-8b-a1b" / "config.json").read_text("utf-8"))
    bare = {k: v for k, v in cfg.items() if k != "intermediate_size"}
    spec = spec_from_hf_config({**bare, "block_ff_dim": 0, "num_heads": 3}, model_id="x")[0]
    assert spec.intermediate_size == 7168
    for keys, field in (
        ({"conv_L_cache": 5000}, "conv_L_cache"),
        ({"num_hidden_layers": 3 * 10**9}, "num_hidden_layers"),
    ):
        with pytest.raises(ConfigError) as err:
            spec_from_hf_config({**cfg, **keys}, model_id="x")
        assert err.value.field == field


def test_which_layers_attend() -> None:
    assert _spec().layer_kinds == "rrarrarrarararar"
    types = ["conv", "full_attention"] * 8
    spec = _spec(layer_types=types)
    assert spec.layer_kinds == "ra" * 8
    cfg = {k: v for k, v in _config().items() if k != "full_attn_idxs"}
    assert spec_from_hf_config(cfg, model_id="x")[0].layer_kinds == ""  # every layer attends


def test_a_sequence_keeps_the_convolution_inputs_and_the_attention_cache() -> None:
    spec = _spec()
    plan = Plan(method=Method.INFERENCE)
    assert kv_layers_in(spec, (0, 16)) == (6, 0)
    assert kv_bytes_per_token_layer(spec, plan) == 2 * 8 * 64 * 2
    # 10 convolution layers × 1,536 channels × the last 2 inputs, bf16; no recurrent state
    assert recurrent_state_bytes(spec, plan, (0, 16)) == 10 * 1536 * 2 * 2
    r = spec.recurrent
    assert r is not None and r.ssm_state_elements == 0
    assert r.scan_flops_per_token == 2 * 1536  # B·x and C·y; the taps are weights


def test_training_keeps_the_gated_convolution_tensors() -> None:
    from hwplanner.engine.memory.activations import _recurrent_block

    spec = _spec()
    # B, C and x; B·x; the convolution's output; out_proj's contiguous input (bf16)
    assert _recurrent_block(spec, Precision.BF16) == 2 * 1536 * (3 + 1 + 1 + 1)
    assert _recurrent_block(spec, Precision.BF16, out_kept=False) == 2 * 1536 * 5
    plan = Plan(method=Method.LORA, recompute=Recompute.NONE, seq_len=2048)
    from hwplanner.engine.scenario.validity import plan_problems

    assert not plan_problems(spec, plan)


@pytest.mark.parametrize(
    ("keys", "field"),
    [
        ({"conv_dim": 1024}, "conv_dim"),
        ({"num_heads": 12}, "num_heads"),
        ({"block_use_swiglu": False}, "block_use_swiglu"),
        ({"full_attn_idxs": [2, 16]}, "full_attn_idxs"),
        ({"layer_types": ["conv"] * 15}, "layer_types"),
        ({"model_type": "lfm2_moe"}, "layer_types"),  # Lfm2MoeConfig has no default
        ({"block_ffn_dim_multiplier": 0}, "block_ffn_dim_multiplier"),
        ({"block_ffn_dim_multiplier": -1.0}, "block_ffn_dim_multiplier"),
        ({"block_ff_dim": 10**12}, "block_ff_dim"),
        # an out-of-bounds mixer size names LFM2's own key, not the attention's
        ({"hidden_size": 100_001, "num_attention_heads": 1}, "hidden_size"),
    ],
)
def test_what_is_not_modelled_is_refused_by_name(keys: dict[str, Any], field: str) -> None:
    with pytest.raises(ConfigError) as err:
        spec_from_hf_config(_config(**keys), model_id="x")
    assert err.value.field == field


def test_the_mixture_of_experts() -> None:
    """LFM2-8B-A1B (lfm2_moe): two dense layers at intermediate_size as it is, then 32 experts
    of 1,792 (top-4) with a bias-free router and a float32 bias per expert."""
    cfg = json.loads((DERIVED / "lfm2-8b-a1b" / "config.json").read_text("utf-8"))
    spec = spec_from_hf_config(cfg, model_id="lfm2-8b-a1b")[0]
    d, hd = 2048, 64
    conv = 4 * d * d + 3 * d
    attention = 2 * d * 32 * hd + 2 * d * 8 * hd + 2 * hd
    moe = 32 * 3 * d * 1792 + 32 * d + 32
    total = 18 * conv + 6 * attention + 2 * 3 * d * 7168 + 22 * moe + 24 * 2 * d + 65536 * d + d
    counts = count_params(spec)
    # the Hub's safetensors parameters: BF16 8,339,929,856 + F32 704 (22 × 32 expert biases)
    assert counts.total == total == 8_339_929_856 + 704
    assert spec.intermediate_size == 7168 and spec.first_dense_layers == 2
    assert counts.active == pytest.approx(1.5e9, rel=0.05)  # "1.5B active"


@pytest.mark.parametrize("model_id", ["lfm2-350m", "lfm2-700m", "lfm2-1.2b"])
def test_catalog_rows_are_their_configs(model_id: str) -> None:
    from hwplanner.catalog import load_catalog

    row = load_catalog().models[model_id]
    size = {"lfm2-350m": "350M", "lfm2-700m": "700M", "lfm2-1.2b": "1.2B"}[model_id]
    spec = spec_from_hf_config(_config(**SIZES[size][0]), model_id=model_id)[0]
    apart = {"id", "name", "hf_repo", "source", "notes", "official_total_params"}
    apart |= {"official_active_params", "max_position_embeddings"}
    assert row.model_dump(exclude=apart) == spec.model_dump(exclude=apart)
    assert count_params(row).total == SIZES[size][1]


@pytest.mark.parametrize(("method", "adapter"), [("lora", "none"), ("dpo", "lora")])
def test_a_lora_plan_says_that_out_proj_names_both_projections(method: str, adapter: str) -> None:
    from hwplanner.catalog import load_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    plan = Plan(method=Method(method), adapter=adapter)
    sc = Scenario(model=_spec(), gpu=load_catalog().gpu("rtx-4090"), plan=plan)
    notes = [str(n) for n in estimate(sc, solve=False).notes]
    assert any("out_proj" in n for n in notes)
