"""MiniMax-Text-01 / M1 (minimax_m1, minimax_text_01, transformers' minimax): Lightning
Attention layers (a recurrent kind: a heads × head size × head size state, no KV cache, no
convolution) among softmax attention layers, every layer a mixture of experts (sources in the
fixture's meta.json and the catalog row)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.layers import layer_groups
from hwplanner.engine.model.model_parts import RecurrentKind, RecurrentMixer
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import Method
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import (
    kv_bytes_per_token_layer,
    kv_layers_in,
    recurrent_state_bytes,
)
from hwplanner.engine.time.compute import attention_forward_flops, mixing_forward_flops

CONFIGS = Path(__file__).parent.parent / "fixtures" / "configs"


def _config() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((CONFIGS / "minimax-m1" / "config.json").read_text("utf-8"))
    return data


def _spec(**keys: Any) -> ModelSpec:
    return spec_from_hf_config({**_config(), **keys}, model_id="minimax-m1")[0]


def test_counts_layer_by_layer() -> None:
    """qkv_proj, the output gate, out_proj and an RMSNorm over the heads' width in a Lightning
    layer; q/k/v/o in a softmax layer; 32 experts of w1/w3/w2 and a router; two norms a layer;
    the untied embedding and head, the final norm."""
    d, inner, kv, ffn, vocab = 6144, 64 * 128, 8 * 128, 9216, 200064
    lightning = 5 * d * inner + inner
    softmax = 2 * d * inner + 2 * d * kv
    moe = 32 * 3 * d * ffn + 32 * d
    total = 70 * lightning + 10 * softmax + 80 * (moe + 2 * d) + 2 * vocab * d + d
    counts = count_params(_spec())
    # the card's 456B; the checkpoint's index total less its float32 routers' second half
    assert counts.total == total == (912_210_767_872 - 80 * 32 * d * 2) // 2
    # the card's 45.9B active: two of 32 experts, beside the embedding and the head
    assert counts.active_compute - vocab * d == 45_944_920_064
    assert counts.active_compute - vocab * d == pytest.approx(45.9e9, rel=0.005)


def test_lightning_layers_keep_a_state_softmax_layers_a_cache() -> None:
    spec = _spec()
    assert spec.layer_kinds == "rrrrrrra" * 10
    assert spec.recurrent_layers == 70 and spec.attention_blocks == 10
    shapes = {n: {m.name for m in s.matrices} for s, n in layer_groups(spec)}
    assert {"mixer_in", "mixer_out"} <= shapes[70] and "mixer_conv" not in shapes[70]
    assert {"q", "k", "v", "o"} <= shapes[10]
    plan = Plan(method=Method.INFERENCE)
    assert kv_layers_in(spec, (0, 80)) == (10, 0)
    # 10 layers × K and V × 8 heads × 128 × 2 bytes: MiniMax's 38.2 GB per million tokens
    per_token = 10 * kv_bytes_per_token_layer(spec, plan)
    assert per_token == 40_960
    assert per_token * 1e6 / 2**30 == pytest.approx(38.2, abs=0.1)  # its "GB" are GiB
    # 70 layers × 64 heads × 128 × 128 in the model's dtype, no convolution state
    assert recurrent_state_bytes(spec, plan, (0, 80)) == 70 * 64 * 128 * 128 * 2
    # attention FLOPs in the 10 softmax layers; the 70 Lightning layers' blocks of 256
    r = spec.recurrent
    assert r is not None and r.conv_state_elements == 0 and r.chunk == 256
    scan = mixing_forward_flops(spec, 4096) - attention_forward_flops(spec, 4096, 10)
    assert scan == 70 * 2.0 * 64 * (256 * 128 + 256 * 128 + 2 * 128 * 128)


def test_transformers_layer_types_and_the_default_pattern() -> None:
    cfg = {k: v for k, v in _config().items() if k != "attn_type_list"}
    native = {**cfg, "model_type": "minimax"}
    types = ["linear_attention"] * 7 + ["full_attention"]
    spec = spec_from_hf_config({**native, "layer_types": types * 10}, model_id="x")[0]
    assert spec.layer_kinds == "rrrrrrra" * 10
    # MiniMaxConfig's default: full attention where (i + 1) is odd
    spec = spec_from_hf_config(native, model_id="x")[0]
    assert spec.layer_kinds == "ar" * 40
    # and 8 key/value heads when the key is left out (null: every head)
    kv = {k: v for k, v in native.items() if k != "num_key_value_heads"}
    assert spec_from_hf_config(kv, model_id="x")[0].kv_heads == 8
    assert spec_from_hf_config({**kv, "num_key_value_heads": None}, model_id="x")[0].kv_heads == 64


def test_a_model_without_attention_layers_is_planned() -> None:
    """Every layer Lightning Attention: no attention FLOPs (no division by zero layers)."""
    from hwplanner.catalog import load_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    spec = _spec(attn_type_list=[0] * 80)
    assert spec.attention_blocks == 0
    assert attention_forward_flops(spec, 4096, 0) == 0.0
    gpu = load_catalog().gpu("h200-sxm-141gb")
    plan = Plan(method=Method.INFERENCE, tp=8, gpus_per_node=8)
    est = estimate(Scenario(model=spec, gpu=gpu, plan=plan), solve=False).complete()
    assert est.memory.components["kv_cache"].value > 0  # the states


@pytest.mark.parametrize(
    ("keys", "field"),
    [
        ({"shared_intermediate_size": 4096}, "shared_intermediate_size"),
        ({"shared_intermediate_size": [0] * 79 + [512]}, "shared_intermediate_size"),
        ({"sliding_window": 4096}, "sliding_window"),
        ({"attn_type_list": [0, 1]}, "attn_type_list"),
        ({"num_local_experts": None}, "num_local_experts"),
        ({"attention_bias": True}, "attention_bias"),
        ({"attn_type_list": None}, "attn_type_list"),  # the remote code has no default
        ({"block_size": 200_000}, "block_size"),  # out of the mixer's bounds: its own key
        ({"head_dim": 200_000}, "head_dim"),
    ],
)
def test_what_is_not_modelled_is_refused_by_name(keys: dict[str, Any], field: str) -> None:
    with pytest.raises(ConfigError) as err:
        spec_from_hf_config({**_config(), **keys}, model_id="x")
    assert err.value.field == field


def test_training_lightning_layers_is_refused_by_name() -> None:
    from hwplanner.engine.scenario.validity import plan_problems

    spec = _spec()
    problems = plan_problems(spec, Plan(method=Method.LORA))
    assert any(p.field == "method" and "Lightning Attention" in p.text for p in problems)
    assert not plan_problems(spec, Plan(method=Method.INFERENCE))


def test_a_lightning_mixer_has_no_convolution_and_shares_its_heads() -> None:
    common = {"value_heads": 4, "value_head_dim": 8, "key_heads": 4, "key_head_dim": 8}
    RecurrentMixer(kind=RecurrentKind.LIGHTNING, conv_kernel=0, **common)
    with pytest.raises(ValueError, match="conv_kernel"):
        RecurrentMixer(kind=RecurrentKind.LIGHTNING, conv_kernel=4, **common)
    with pytest.raises(ValueError, match="conv_kernel"):
        RecurrentMixer(kind=RecurrentKind.MAMBA2, conv_kernel=0, **common)
    with pytest.raises(ValueError, match="share their heads"):
        RecurrentMixer(kind=RecurrentKind.LIGHTNING, conv_kernel=0, **{**common, "key_heads": 2})
    with pytest.raises(ValueError, match="without biases"):
        RecurrentMixer(kind=RecurrentKind.LIGHTNING, conv_kernel=0, conv_bias=True, **common)


def test_the_catalog_row_is_its_config() -> None:
    from hwplanner.catalog import load_catalog

    row = load_catalog().models["minimax-m1"]
    spec = spec_from_hf_config(_config(), model_id="minimax-m1")[0]
    apart = {"id", "name", "hf_repo", "source", "notes", "official_total_params"}
    apart |= {"official_active_params"}
    assert row.model_dump(exclude=apart) == spec.model_dump(exclude=apart)
