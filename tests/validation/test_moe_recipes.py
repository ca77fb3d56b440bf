"""Megatron-LM's MoE recipes as cases: Megatron's own FLOPs count converts the README's
TFLOP/s to tokens per second a GPU."""

import json

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.paths import resources_dir
from hwplanner.validation.moe_recipe_rows import (
    NOT_MODELLED,
    RECIPE_RUNS,
    build_recipe,
    megatron_flops_per_token,
)

CAT = shipped_catalog()


def _rows() -> dict[str, dict[str, object]]:
    path = resources_dir() / "validation" / "measurements.jsonl"
    rows = (json.loads(line) for line in path.read_text().splitlines() if line.strip())
    return {r["id"]: r for r in rows if str(r["id"]).startswith("C-mlmrecipe-")}


def test_megatrons_flops_count_per_token() -> None:
    # worked by hand from num_floating_point_operations (12·h·L terms, causal s/2):
    # Qwen3-235B-A22B attention 12·h²·(1 + 4/64 + 4096/4096 × 0.5) × 2 = 629.1M a layer, the
    # routed experts 18·h·1536·8 = 905.97M, × 94 layers, + the output layer 6·h·151,936
    qwen = 94 * (12 * 4096**2 * (1 + 4 / 64 + 0.5) * 2 + 18 * 4096 * 1536 * 8)
    qwen += 6 * 4096 * 151_936
    assert megatron_flops_per_token(CAT.model("qwen3-235b-a22b"), 4096) == pytest.approx(qwen)
    # DeepSeek-V3 counts its MTP layer as a 62nd (MoE) layer, its norms and projection, and a
    # second output layer: 259.99 GFLOP a token
    assert megatron_flops_per_token(CAT.model("deepseek-v3"), 4096) == pytest.approx(
        259.99e9, rel=1e-4
    )


def test_every_recipe_row_is_a_case_or_says_why_not() -> None:
    rows = _rows()
    assert set(rows) == set(RECIPE_RUNS) | set(NOT_MODELLED)
    case = build_recipe(CAT, dict(rows["C-mlmrecipe-qwen3-235b-128gb200-fullcg"]))
    # 1,159.5 TFLOP/s ÷ 148.03 GFLOP a token
    assert case.measured == pytest.approx(1159.5e12 / 148.0348e9, rel=1e-4)
    assert case.scenario.plan.train_cuda_graphs.value == "full_iteration"
    assert case.scenario.plan.etp == 1 and case.scenario.plan.ep == 64
