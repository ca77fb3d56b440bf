"""Falcon-H1 (falcon_h1): attention and a Mamba-2 mixer side by side in every layer (layer kind
'p'), counted, cached and trained as transformers' modeling_falcon_h1.py and vLLM lay them out
(sources in the fixtures' meta.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.layers import layer_groups
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import Method, Recompute
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import kv_layers_in, recurrent_state_bytes
from hwplanner.engine.time.compute import attention_forward_flops, mixing_forward_flops

DERIVED = Path(__file__).parent.parent / "fixtures" / "configs_derived"


def _config(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DERIVED / name / "config.json").read_text("utf-8"))
    return data


def _spec(name: str, **keys: Any) -> ModelSpec:
    return spec_from_hf_config({**_config(name), **keys}, model_id=name)[0]


def _by_hand(d: int, layers: int, heads: int, kv: int, hd: int, ffn: int, vocab: int,
             m_heads: int, m_head: int, groups: int, state: int) -> int:  # fmt: skip
    """transformers' FalconH1 layer by layer: q/k/v/o; in_proj to z, x, B, C and one dt per
    head; a depthwise convolution (kernel 4, with bias) over x, B, C; dt_bias, A_log, D per
    head; out_proj; gate/up/down; two RMSNorms — and the untied embedding and head, the final
    norm (no biases, no gated norm: the configs' flags)."""
    inner = m_heads * m_head
    conv = inner + 2 * groups * state
    attention = d * heads * hd + 2 * d * kv * hd + heads * hd * d
    mamba = d * (2 * inner + 2 * groups * state + m_heads) + conv * 4 + conv + 3 * m_heads
    mamba += inner * d
    layer = attention + mamba + 3 * d * ffn + 2 * d
    return layers * layer + 2 * vocab * d + d


def test_counts_follow_the_modeling_code() -> None:
    half = count_params(_spec("falcon-h1-0.5b-instruct"))
    assert half.total == _by_hand(1024, 36, 8, 2, 64, 2048, 32784, 24, 64, 1, 128)
    assert half.total == 521_411_104
    seven = count_params(_spec("falcon-h1-7b-instruct"))
    assert seven.total == _by_hand(3072, 44, 12, 2, 128, 12288, 130048, 24, 128, 1, 256)
    assert seven.total == pytest.approx(7.59e9, rel=0.005)  # the Hub's rounded figure
    assert seven.active == seven.total  # no experts


def test_every_layer_attends_and_keeps_a_state() -> None:
    spec = _spec("falcon-h1-7b-instruct")
    assert spec.layer_kinds == "p" * 44
    assert spec.recurrent_layers == 44 and spec.attention_blocks == 44
    assert spec.attending_layers_in(0, 44) == 44
    ((shape, n),) = layer_groups(spec)
    names = {m.name for m in shape.matrices}
    assert n == 44 and {"q", "k", "v", "o", "mixer_in", "mixer_conv", "mixer_out"} <= names
    plan = Plan(method=Method.INFERENCE)
    # a KV cache in every layer, and a state in every layer
    assert kv_layers_in(spec, (0, 44)) == (44, 0)
    per_layer = 24 * 128 * 256 * 2 + (3072 + 2 * 256) * 3 * 2  # state and convolution, bf16
    assert recurrent_state_bytes(spec, plan, (0, 44)) == 44 * per_layer
    # attention over the context in all 44 layers, the chunked scan in all 44 too
    scan = mixing_forward_flops(spec, 4096) - attention_forward_flops(spec, 4096, 44)
    assert spec.recurrent is not None
    assert scan == spec.recurrent.scan_flops_per_token * 44


def test_defaults_and_flags_as_the_config_class_reads_them() -> None:
    cfg = _config("falcon-h1-7b-instruct")
    # mamba_d_ssm absent: FalconH1Config's 1,024, split over mamba_n_heads ("auto" head size)
    small = {k: v for k, v in cfg.items() if k not in ("mamba_d_ssm", "mamba_d_head")}
    spec = spec_from_hf_config({**small, "mamba_n_heads": 16}, model_id="x")[0]
    assert spec.recurrent is not None and spec.recurrent.value_dim == 1024
    assert spec.recurrent.value_head_dim == 64
    # an explicit null: mamba_expand × hidden_size
    spec = spec_from_hf_config({**small, "mamba_d_ssm": None}, model_id="x")[0]
    assert spec.recurrent is not None and spec.recurrent.value_dim == 2 * 3072
    base = count_params(_spec("falcon-h1-7b-instruct")).total
    # the gated norm under mamba_rms_norm; out_proj's bias under projectors_bias; in_proj's
    # under mamba_proj_bias
    assert count_params(_spec("falcon-h1-7b-instruct", mamba_rms_norm=True)).total == (
        base + 44 * 3072
    )
    assert count_params(_spec("falcon-h1-7b-instruct", projectors_bias=True)).total == (
        base + 44 * 3072
    )
    in_width = 2 * 3072 + 2 * 256 + 24
    assert count_params(_spec("falcon-h1-7b-instruct", mamba_proj_bias=True)).total == (
        base + 44 * in_width
    )


@pytest.mark.parametrize(
    ("keys", "field"),
    [
        ({"attention_bias": True}, "attention_bias"),
        ({"mlp_bias": True}, "mlp_bias"),
        ({"mamba_n_heads": 25}, "mamba_d_head"),
        # a value the recurrent mixer's own bounds refuse names its config key (any hybrid)
        ({"mamba_d_conv": 1001}, "mamba_d_conv"),
        (
            {
                "model_type": "granitemoehybrid",
                "shared_intermediate_size": 12288,
                "layer_types": ["mamba"] * 44,
                "mamba_expand": 1,
                "mamba_d_conv": 1001,
            },
            "mamba_d_conv",
        ),
    ],
)
def test_what_is_not_modelled_is_refused_by_name(keys: dict[str, Any], field: str) -> None:
    with pytest.raises(ConfigError) as err:
        spec_from_hf_config({**_config("falcon-h1-7b-instruct"), **keys}, model_id="x")
    assert err.value.field == field


def test_megatron_bridges_transcription_without_mamba_d_ssm_is_refused() -> None:
    """Megatron-Bridge's 0.5B dict leaves out mamba_d_ssm: the config class's 1,024 does not
    split into 24 heads of 64 (transformers refuses it too)."""
    cfg = {k: v for k, v in _config("falcon-h1-0.5b-instruct").items() if k != "mamba_d_ssm"}
    with pytest.raises(ConfigError) as err:
        spec_from_hf_config(cfg, model_id="x")
    assert err.value.field == "mamba_d_head"


def test_attn_layer_indices_is_said_not_followed() -> None:
    spec, notes = spec_from_hf_config(
        {**_config("falcon-h1-7b-instruct"), "attn_layer_indices": [0, 1]}, model_id="x"
    )
    assert spec.layer_kinds == "p" * 44
    assert any("attn_layer_indices" in str(n) for n in notes)


def test_training_keeps_both_mixers() -> None:
    """A parallel layer keeps what an attention layer keeps plus its mixer's tensors."""
    from hwplanner.engine.memory.activations import layer_bytes_per_token
    from hwplanner.engine.plan.enums import Precision

    spec = _spec("falcon-h1-7b-instruct")
    plan = Plan(method=Method.FULL, recompute=Recompute.NONE, seq_len=4096)
    both = layer_bytes_per_token(
        spec, plan, False, mode=Precision.BF16, seq_len=4096, parallel=True
    )
    alone = layer_bytes_per_token(spec, plan, False, mode=Precision.BF16, seq_len=4096)
    mixer = layer_bytes_per_token(spec, plan, False, mode=Precision.BF16, seq_len=4096,
                                  recurrent=True)  # fmt: skip
    assert alone < both < alone + mixer  # the shared norm is kept once


def test_full_training_keeps_both_scaled_inputs() -> None:
    """transformers scales the normed input once per mixer: under full training q/k/v keep one
    copy and in_proj the other (LoRA's frozen in_proj keeps none, nor its out_proj's input)."""
    from hwplanner.engine.memory.activations import _recurrent_block, layer_bytes_per_token
    from hwplanner.engine.plan.enums import Precision

    spec = _spec("falcon-h1-7b-instruct")
    kw: dict[str, Any] = {"mode": Precision.BF16, "seq_len": 4096}
    full = Plan(method=Method.FULL, recompute=Recompute.NONE, seq_len=4096)
    both = layer_bytes_per_token(spec, full, False, parallel=True, **kw)
    alone = layer_bytes_per_token(spec, full, False, **kw)
    assert both == alone + _recurrent_block(spec, Precision.BF16) + 2 * 3072
    lora = Plan(method=Method.LORA, recompute=Recompute.NONE, seq_len=4096)
    both = layer_bytes_per_token(spec, lora, False, parallel=True, **kw)
    alone = layer_bytes_per_token(spec, lora, False, **kw)
    assert both == alone + _recurrent_block(spec, Precision.BF16, out_kept=False)


def test_megatron_keeps_no_gated_norm_input_without_the_norm() -> None:
    from hwplanner.engine.memory.activations import _recurrent_block
    from hwplanner.engine.plan.enums import Precision

    spec = _spec("falcon-h1-7b-instruct")
    r = spec.recurrent
    assert r is not None and not r.gated_norm
    megatron = _recurrent_block(spec, Precision.BF16, 1.0)  # FP8 copy of out_proj's input
    assert megatron == 2 * (r.in_width + r.value_dim) + 1.0 * r.value_dim
    normed = _spec("falcon-h1-7b-instruct", mamba_rms_norm=True)
    assert _recurrent_block(normed, Precision.BF16, 1.0) == megatron + 2 * r.value_dim + 4


def test_unsloth_kernels_and_an_eagle_head_see_attention_layers_only() -> None:
    from hwplanner.engine.memory.lora_kernels import uses_lora_kernels
    from hwplanner.engine.plan.enums import Speculative
    from hwplanner.engine.scenario.serving_config import kv_bytes_per_token_layer, page_layout
    from hwplanner.engine.scenario.serving_extras import extra_kv_bytes

    spec = _spec("falcon-h1-7b-instruct")
    # no layer of Falcon-H1 runs Unsloth's attention-and-MLP kernels
    assert not uses_lora_kernels(spec, Plan(method=Method.LORA, framework="unsloth"))
    # an EAGLE head is one plain attention layer: its cache, no recurrent state; on vLLM its
    # pages join the sequence's blocks (one more attention layer in the groups: 45 of them)
    plan = Plan(method=Method.INFERENCE, speculative=Speculative.EAGLE, batch=8, context=8192)
    per_token = kv_bytes_per_token_layer(spec, plan)
    assert extra_kv_bytes(spec, plan, None, 16) == 0.0
    layout = page_layout(spec, plan, (0, spec.total_layers))
    assert layout is not None and layout.group_layers == 45
    sglang = plan.model_copy(update={"framework": "sglang"})
    assert extra_kv_bytes(spec, sglang, None, 1) == 8 * 8192 * per_token


def test_a_mixer_value_out_of_bounds_names_the_config_key_in_jamba_too() -> None:
    cfg = json.loads((DERIVED / "ai21-jamba-1.5-mini" / "config.json").read_text("utf-8"))
    with pytest.raises(ConfigError) as err:
        spec_from_hf_config({**cfg, "mamba_expand": 1_000_000}, model_id="x")
    assert err.value.field == "mamba_expand"
