"""Gemma 4 (gemma4): full-attention layers of their own geometry ('g' in layer_kinds), counted
and cached as transformers and vLLM lay them out (sources in the fixtures' meta.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.model_spec import ModelSpec, global_view
from hwplanner.engine.model.params import count_params, layer_groups
from hwplanner.engine.plan.enums import Method
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import stage_kv_bytes
from hwplanner.engine.time.compute import attention_forward_flops

DERIVED = Path(__file__).parent.parent / "fixtures" / "configs_derived"


def _config(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DERIVED / name / "config.json").read_text("utf-8"))
    return data


def _spec(name: str, **text: Any) -> ModelSpec:
    cfg = _config(name)
    cfg["text_config"] = {**cfg["text_config"], **text}
    return spec_from_hf_config(cfg, model_id=name)[0]


def test_published_totals() -> None:
    big = count_params(_spec("gemma-4-31b-it"))
    # the Hub's safetensors totals: text, vision tower (569,550,384) and projector (6,193,152)
    assert big.total == 31_273_088_876
    assert big.vision == 569_550_384 + 6_193_152
    moe = count_params(_spec("gemma-4-26b-a4b-it"))
    assert moe.total == 25_805_936_206
    # card: 3.8B active (text, the input embedding included)
    assert moe.active - moe.vision == pytest.approx(3.82e9, rel=0.005)


def test_full_layers_have_their_own_geometry() -> None:
    spec = _spec("gemma-4-31b-it")
    assert spec.layer_kinds == "aaaaag" * 10 and spec.sliding_window_layers == 50
    assert (spec.q_dim, spec.kv_dim) == (32 * 256, 16 * 256)
    assert (spec.global_q_dim, spec.global_kv_dim) == (32 * 512, 4 * 512)
    shapes = {
        g[1]: {m.name: (m.fan_in, m.fan_out) for m in g[0].matrices} for g in layer_groups(spec)
    }
    full, local = shapes[10], shapes[50]
    assert "v" not in full and full["q"] == (5376, 16384) and full["k"] == (5376, 2048)
    assert local["v"] == (5376, 4096) and local["o"] == (8192, 5376)
    # what is worked out one layer at a time takes a full layer's widths from its view
    view = global_view(spec)
    assert (view.q_dim, view.kv_dim, view.layer_kinds) == (16384, 2048, "")
    assert spec.attention_width("q") == (8192 * 50 + 16384 * 10) / 60


def test_kv_cache_and_attention_by_layer_kind() -> None:
    spec = _spec("gemma-4-31b-it")
    plan = Plan(method=Method.INFERENCE, framework="vllm", context=10_000, batch=1)
    # bf16: a sliding layer keeps 2 × 16 × 256 × 2 B of its last 1,024 tokens, a full layer
    # 2 × 4 × 512 × 2 B (keys that serve as values still cached twice) of every token
    held = stage_kv_bytes(spec, plan, 10_000, 1)[0]
    assert held == 50 * 16_384 * 1024 + 10 * 8_192 * 10_000
    # scores and values: 2 × (q + out width) per key, full layers at their own widths
    assert attention_forward_flops(spec, 10_000, 60) == 2 * (
        2 * 16_384 * 10_000 * 10 + 2 * 8_192 * 1024 * 50
    )


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("num_kv_shared_layers", 59),  # a sharing full layer with no earlier full one
        ("layer_types", ["full_attention", "chunked_attention"] * 30),
    ],
)
def test_what_is_refused_by_name(key: str, value: Any) -> None:
    with pytest.raises(ConfigError, match=key):
        _spec("gemma-4-31b-it", **{key: value})


def test_no_k_eq_v() -> None:
    # without attention_k_eq_v the full layers keep the model's key/value heads and a value
    # projection, at their own head size
    spec = _spec("gemma-4-31b-it", attention_k_eq_v=False)
    assert spec.global_kv_count == 16 and not spec.global_k_eq_v
    assert spec.global_kv_dim == 16 * 512


def test_spec_checks_the_geometry() -> None:
    spec = _spec("gemma-4-31b-it")
    base = spec.model_dump()
    with pytest.raises(ValueError, match="global_head_dim"):
        ModelSpec(**{**base, "layer_kinds": ""})
    with pytest.raises(ValueError, match="sliding_window_layers"):
        ModelSpec(**{**base, "sliding_window_layers": 40})
    with pytest.raises(ValueError, match="global_kv_heads"):
        ModelSpec(**{**base, "global_kv_heads": 5})
    # read from a config, the refusal names the config's key
    with pytest.raises(ConfigError) as exc:
        _spec("gemma-4-31b-it", num_global_key_value_heads=5)
    assert str(exc.value).startswith("text_config.num_global_key_value_heads: 32 attention heads")


def test_plans_run() -> None:
    from hwplanner import api
    from hwplanner.engine.estimate import estimate

    spec = _spec("gemma-4-31b-it")
    for method, kw in (
        ("inference", {"tp": 4, "gpus_per_node": 4, "context": 32_768, "batch": 8}),
        ("lora", {"seq_len": 4096}),
        ("full", {"seq_len": 4096, "gpus_per_node": 8, "zero": 3}),
    ):
        sc, _ = api.scenario(spec, "h100-sxm-80gb", method, **kw)
        est = estimate(sc, solve=False).complete()
        assert est.memory.total.value > count_params(spec).total * 2 / max(sc.plan.gpus, 1) / 4


def test_config_as_transformers_5_24_saves_it() -> None:
    # Gemma4TextConfig (transformers 5.24) drops global_head_dim and num_global_key_value_heads
    # for per_layer_config, one override per full-attention layer
    cfg = _config("gemma-4-31b-it")
    text = {
        k: v
        for k, v in cfg["text_config"].items()
        if k not in ("global_head_dim", "num_global_key_value_heads")
    }
    full = {f"{i:02d}": {"head_dim": 512, "num_key_value_heads": 4} for i in range(5, 60, 6)}
    saved = {**cfg, "text_config": {**text, "per_layer_config": full}}
    spec, notes = spec_from_hf_config(saved, model_id="g")
    assert count_params(spec).total == 31_273_088_876 and not notes
    bad = {**full, "04": {"head_dim": 512}}
    with pytest.raises(ConfigError, match="per_layer_config"):
        spec_from_hf_config(
            {**saved, "text_config": {**text, "per_layer_config": bad}}, model_id="b"
        )
    odd = {**full, "05": {"head_dim": 256, "num_key_value_heads": 4}}
    with pytest.raises(ConfigError, match="per_layer_config"):
        spec_from_hf_config(
            {**saved, "text_config": {**text, "per_layer_config": odd}}, model_id="o"
        )
    # no global key/value heads given: the model's, as transformers falls back
    assert _spec_without("num_global_key_value_heads").global_kv_count == 16


def _spec_without(key: str) -> ModelSpec:
    cfg = _config("gemma-4-31b-it")
    text = {k: v for k, v in cfg["text_config"].items() if k != key}
    return spec_from_hf_config({**cfg, "text_config": text}, model_id="w")[0]


def test_config_class_defaults_and_rules() -> None:
    # hidden_size_per_layer_input defaults to 256: per-layer embeddings where the key is absent
    assert _spec_without("hidden_size_per_layer_input").per_layer_input_size == 256
    # the last layer attends fully whatever layer_types says
    spec = _spec("gemma-4-31b-it", layer_types=["sliding_attention"] * 60)
    assert spec.layer_kinds == "a" * 59 + "g" and spec.sliding_window_layers == 59


# What the E checkpoints store beside what transformers loads: the sharing layers' key/value
# projections and key norms (_keys_to_ignore_on_load_unexpected), which their published totals
# include
def _unloaded(spec: ModelSpec) -> int:
    total = 0
    for kind in spec.layer_kinds:
        if kind in "sh":
            head = spec.global_head_size if kind == "h" else spec.head_size
            total += 2 * spec.hidden_size * spec.kv_heads * head + head
    return total


@pytest.mark.parametrize(
    ("name", "loaded", "published"),
    [
        ("gemma-4-e2b-it", 5_104_297_539, 5_123_178_051),
        ("gemma-4-e4b-it", 7_941_100_874, 7_996_156_490),
    ],
)
def test_e_models(name: str, loaded: int, published: int) -> None:
    spec, notes = spec_from_hf_config(_config(name), model_id=name)
    assert count_params(spec).total == loaded
    assert loaded + _unloaded(spec) == published  # the Hub's safetensors totals
    assert any("num_kv_shared_layers" in n for n in notes)
    assert any("audio" in n for n in notes)


def test_e2b_layers_and_cache() -> None:
    spec = spec_from_hf_config(_config("gemma-4-e2b-it"), model_id="e2b")[0]
    assert spec.layer_kinds == "aaaag" * 3 + "ssssh" * 4
    groups = {(g[1], g[0].params) for g in layer_groups(spec)}
    shapes = {n: {m.name: (m.fan_in, m.fan_out) for m in g.matrices} for g, n in layer_groups(spec)}
    assert len(groups) == 4
    # a sharing layer has no key/value projection and a doubled MLP (use_double_wide_mlp)
    shared_full = shapes[4]
    assert "k" not in shared_full and shared_full["gate"] == (1536, 12_288)
    assert shapes[3]["k"] == (1536, 512) and shapes[3]["gate"] == (1536, 6_144)
    # per-layer embeddings: a gate and a projection in every layer
    assert shapes[12]["ple_gate"] == (1536, 256) and shapes[12]["ple_proj"] == (256, 1536)
    # only the 15 layers before the sharing ones keep a cache: 12 sliding (window 512) of
    # 2 × 1 × 256 × 2 B a token, 3 full of 2 × 1 × 512 × 2 B
    plan = Plan(method=Method.INFERENCE, framework="vllm", context=10_000, batch=1)
    assert stage_kv_bytes(spec, plan, 10_000, 1)[0] == 12 * 1024 * 512 + 3 * 2048 * 10_000
    # every layer still attends
    assert attention_forward_flops(spec, 10_000, 35) == 2 * (
        2 * 4096 * 10_000 * 7 + 2 * 2048 * 512 * 28
    )


def test_e_model_plans_run() -> None:
    from hwplanner import api
    from hwplanner.engine.estimate import estimate

    spec = spec_from_hf_config(_config("gemma-4-e4b-it"), model_id="e4b")[0]
    for gpu, method, kw in (
        ("rtx-4090", "qlora", {"seq_len": 2048}),
        ("rtx-4090", "inference", {"context": 8192, "batch": 4}),
    ):
        sc, _ = api.scenario(spec, gpu, method, **kw)
        assert estimate(sc, solve=False).complete().memory.total.value > 0


def test_sharing_layers_rules() -> None:
    spec = spec_from_hf_config(_config("gemma-4-e2b-it"), model_id="e2b")[0]
    base = spec.model_dump()
    # a sharing sliding layer needs an earlier sliding one
    with pytest.raises(ValueError, match="earlier layer of its kind"):
        ModelSpec(**{**base, "layer_kinds": "g" * 15 + "s" * 19 + "h", "sliding_window_layers": 19})
    with pytest.raises(ValueError, match="come last"):
        ModelSpec(**{**base, "layer_kinds": "s" + base["layer_kinds"][1:]})
    # one pipeline stage: a stage's sharing layers would read another stage's cache
    from hwplanner import api

    with pytest.raises(ValueError, match="pp"):
        api.scenario(spec, "rtx-4090", "inference", pp=2, gpus_per_node=2)


def test_decode_reads_no_lookup_table_nor_audio_tower() -> None:
    from hwplanner import api
    from hwplanner.engine.estimate import estimate

    spec = spec_from_hf_config(_config("gemma-4-e2b-it"), model_id="e2b")[0]
    c = count_params(spec)
    assert c.per_layer_table == 262_144 * 35 * 256 and c.audio == 304_824_608 + 1536 * 1536
    # what a decode step reads for its weights: every parameter but the per-layer table (a
    # row of it looked up), the vision and the audio towers; the embedding is tied, read whole
    # as the output layer. Before, the table and the audio tower were read too: 2.2 × as many
    read = c.total - c.per_layer_table - c.vision - c.audio
    assert c.output_tied and read < 0.5 * c.total
    sc, _ = api.scenario(spec, "rtx-4090", "inference", context=4096, batch=1)
    serving = estimate(sc, solve=False).complete().budget.serving
    step = serving["tpot_ms"].value / 1e3
    # bandwidth-bound: the weights read at the decode bandwidth share bound the step
    assert step < read * 2 * 1.2 / (1008e9 * 0.7) + 0.01


@pytest.mark.parametrize(
    ("model_id", "folder"),
    [
        ("gemma-4-31b-it", "configs_derived/gemma-4-31b-it"),
        ("gemma-4-26b-a4b-it", "configs_derived/gemma-4-26b-a4b-it"),
        ("gemma-4-e4b-it", "configs_derived/gemma-4-e4b-it"),
        ("gemma-4-e2b-it", "configs_derived/gemma-4-e2b-it"),
        ("gemma-4-12b", "configs_derived/gemma-4-12b"),
        ("ernie-4.5-21b-a3b", "configs_derived/ernie-4.5-21b-a3b"),
        ("ling-mini-2.0", "configs_derived/ling-mini-2.0"),
    ],
)
def test_catalog_rows_are_their_configs(model_id: str, folder: str) -> None:
    # a catalog row holds what its config imports to (the audio tower in audio_params, not
    # extra_params: a review found the rows written before that field existed)
    from hwplanner.catalog import load_catalog

    row = load_catalog().models[model_id]
    cfg = json.loads((DERIVED.parent / folder / "config.json").read_text("utf-8"))
    spec = spec_from_hf_config(cfg, model_id=model_id)[0]
    apart = {"id", "name", "hf_repo", "source", "notes", "official_total_params"}
    apart |= {"official_active_params"}
    assert row.model_dump(exclude=apart) == spec.model_dump(exclude=apart)


def test_the_unified_12b() -> None:
    """gemma4_unified: the Gemma 4 text decoder (no per-layer embeddings, no experts) beside an
    encoder-free vision embedder and an audio embedder; the Hub's total exactly."""
    spec = _spec("gemma-4-12b")
    counts = count_params(spec)
    assert counts.total == 11_959_730_224
    # LayerNorm(6,912), its linear into 3,840 with a bias, LayerNorm(3,840), 1,120 × 2 positions
    # and their LayerNorm, and the embedder's 3,840 × 3,840; the audio embedder's 640 × 3,840
    patch = 3 * 48 * 48
    vision = 2 * patch + patch * 3840 + 3840 + 2 * 3840 + 1120 * 2 * 3840 + 2 * 3840
    assert counts.vision == vision + 3840 * 3840 == 49_922_304
    assert counts.audio == 640 * 3840
    assert spec.layer_kinds == "aaaaag" * 8 and spec.per_layer_input_size == 0
    assert spec.vision is not None and spec.vision.image_tokens == 280
    # the cache: full layers one 512-wide head for K and V (16 KiB a token), sliding layers
    # 8 × 256 each, K and V
    plan = Plan(method=Method.INFERENCE, context=32768)
    full = stage_kv_bytes(spec, plan, 32768, 1, 16)[0]
    assert full == 8 * 2 * 512 * 2 * 32768 + 40 * 2 * 8 * 256 * 2 * 1024


@pytest.mark.parametrize(
    ("keys", "field"),
    [
        ({"hidden_size_per_layer_input": 256}, "hidden_size_per_layer_input"),
        ({"enable_moe_block": True}, "enable_moe_block"),
    ],
)
def test_the_unified_refuses_what_its_class_does_not_build(
    keys: dict[str, Any], field: str
) -> None:
    with pytest.raises(ConfigError) as err:
        _spec("gemma-4-12b", **keys)
    assert err.value.field.endswith(field)


@pytest.mark.parametrize(
    ("part", "key", "value"),
    [
        ("vision_config", "mm_embed_dim", 200_000),
        ("vision_config", "num_soft_tokens", 2**31),
        ("vision_config", "model_patch_size", 1000),  # the embedding grows out of range
        ("audio_config", "output_proj_dims", 3 * 10**7),
    ],
)
def test_the_unified_embedders_refuse_sizes_out_of_range(part: str, key: str, value: int) -> None:
    cfg = _config("gemma-4-12b")
    cfg[part] = {**cfg[part], key: value}
    with pytest.raises(ConfigError) as err:
        spec_from_hf_config(cfg, model_id="x")
    assert err.value.field.startswith(part)
