"""Parameter counts against official figures and hand-computed adapter sizes."""

import pytest

from hwplanner.catalog import load_catalog
from hwplanner.engine.model.params import count_params, lora_params, quantizable_params
from tests.engine.models import (
    DEEPSEEK_V3,
    GPT_OSS_120B,
    LLAMA_8B,
    LLAMA_70B,
    MIXTRAL,
    QWEN3_30B,
    QWEN3_235B,
)


def test_llama_exact() -> None:
    assert count_params(LLAMA_8B).total == 8_030_261_248
    assert count_params(LLAMA_70B).total == 70_553_706_496


def test_mixtral_total_and_active_exact() -> None:
    c = count_params(MIXTRAL)
    assert (c.total, c.active) == (46_702_792_704, 12_879_925_248)


def test_qwen3_235b() -> None:
    c = count_params(QWEN3_235B)
    assert c.total == 235_093_634_560
    assert c.active == 22_190_763_520


def test_deepseek_v3_and_gpt_oss() -> None:
    assert count_params(DEEPSEEK_V3).total == pytest.approx(671.0e9, rel=2e-4)
    assert count_params(DEEPSEEK_V3).active == pytest.approx(37.55e9, rel=1e-3)
    c = count_params(GPT_OSS_120B)
    assert c.total == pytest.approx(116.83e9, rel=1e-4)
    # OpenAI's "active" excludes the input embedding table
    assert c.active - c.embedding == pytest.approx(5.13e9, rel=1e-3)


def test_module_breakdown_sums_to_total() -> None:
    for spec in (LLAMA_8B, MIXTRAL, DEEPSEEK_V3, GPT_OSS_120B):
        c = count_params(spec)
        parts = c.embedding + c.lm_head + c.attention + c.mlp + c.experts + c.router + c.norms
        assert parts == c.total
        assert c.layers + c.non_layer == c.total


def test_lora_rank16_all_linear() -> None:
    # r·(in+out) per matrix: q 4096→4096, k,v 4096→1024, o, gate/up 4096→14336, down
    per_layer = 16 * ((4096 + 4096) * 2 + (4096 + 1024) * 2 + (4096 + 14336) * 3)
    assert lora_params(LLAMA_8B, 16, ("q", "k", "v", "o", "gate", "up", "down")) == 32 * per_layer
    assert lora_params(LLAMA_8B, 16, ("q", "k", "v", "o", "gate", "up", "down")) == 41_943_040


def test_lora_on_moe_experts() -> None:
    attention_only = lora_params(QWEN3_30B, 16, ("q", "k", "v", "o"))
    assert attention_only == 13_369_344  # the PEFT figure for attention-only LoRA
    # PEFT on transformers' fused experts: rank-2r adapter on gate_up, rank r on down
    fused = lora_params(QWEN3_30B, 16, ("q", "k", "v", "o", "experts"), fused_experts=True)
    assert fused == 994_836_480
    separate = lora_params(QWEN3_30B, 16, ("q", "k", "v", "o", "experts"))
    assert separate == attention_only + 48 * 128 * 3 * 16 * (2048 + 768)


def test_quantizable_excludes_embeddings_and_norms() -> None:
    c = count_params(LLAMA_8B)
    q = quantizable_params(LLAMA_8B)
    assert q == c.total - c.embedding - c.lm_head - c.norms


def test_shipped_catalog_matches_official_figures() -> None:
    cat = load_catalog()
    assert len(cat.models) >= 30
    checked = 0
    for spec in cat.models.values():
        if spec.official_total_params and "vision" not in spec.notes.lower():
            # official figures are rounded headline numbers ("7B"): within 4%
            assert count_params(spec).total == pytest.approx(
                spec.official_total_params, rel=0.04
            ), spec.id
            checked += 1
    assert checked >= 30
