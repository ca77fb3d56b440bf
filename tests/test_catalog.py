"""Shipped catalogs load, validate and carry sources; the user's own entries add to them."""

import json
from pathlib import Path

import pytest

from hwplanner.catalog import CatalogError, load_catalog, save_user_entry, shipped_catalog
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


def test_the_accelerators_of_2025_are_in_with_their_sourced_figures() -> None:
    """GB300, MI350X/MI355X, RTX 5080/5070 Ti/4080 and Cambricon MLU370-X8 (research
    2026-12-02); devices whose figures could not be sourced are listed in docs/LIMITS.md."""
    cat = shipped_catalog()
    gb300, mi355x = cat.gpus["gb300"], cat.gpus["mi355x"]
    assert (gb300.bf16_tflops, gb300.fp8_tflops, gb300.fp4_tflops) == (2500, 5000, 15000)
    assert gb300.memory_bandwidth_gbps == 8000 and gb300.tdp_w == 1400
    assert (mi355x.memory_gb, mi355x.bf16_tflops, mi355x.tdp_w) == (288, 2500, 1400)
    assert cat.gpus["mi350x"].tdp_w == 1000
    for consumer in ("rtx-5080", "rtx-5070-ti", "rtx-4080"):
        assert cat.gpus[consumer].memory_gb == 16 and cat.gpus[consumer].fp8_tflops is None
    assert cat.gpus["mlu370-x8"].vendor == "Cambricon"
    bi = cat.gpus["iluvatar-bi-v100"]  # FlagPerf's vendor text and launch press
    assert (bi.bf16_tflops, bi.memory_gb, bi.tdp_w) == (147, 32, 300)
    spark = cat.gpus["dgx-spark"]  # FP4 1 PFLOP sparse: the tensor peaks follow, inferred
    assert (spark.fp4_tflops, spark.fp8_tflops, spark.bf16_tflops) == (500, 250, 125)
    assert "INFERRED" in spark.notes and spark.confidence == "medium"
    limits = (Path(__file__).parents[1] / "docs" / "LIMITS.md").read_text()
    for left_out in ("K100_AI", "MLU590", "P800", "RTX 4080 SUPER"):
        assert left_out in limits and left_out.lower() not in " ".join(cat.gpus).lower()
    # in since power may be unknown: the S4000 without one, the C500 with FlagPerf's
    s4000, c500 = cat.gpus["mtt-s4000-48gb"], cat.gpus["metax-c500-64gb"]
    assert (s4000.memory_gb, s4000.memory_bandwidth_gbps, s4000.bf16_tflops) == (48, 768, 100)
    assert s4000.tdp_w is None and s4000.fp8_tflops is None
    # the row is the PCIe card (350 W, a bridge): its peaks, not the OAM module's 280
    assert (c500.memory_gib, c500.memory_bandwidth_gbps, c500.bf16_tflops) == (64, 1800, 240)
    assert c500.tdp_w == 350 and c500.fp8_tflops is None and c500.confidence == "low"
    # the C550, an OAM module of the same chip: its peak inferred from the C500 OAM's and said
    c550 = cat.gpus["metax-c550-64gb"]
    assert (c550.memory_gib, c550.bf16_tflops, c550.tdp_w, c550.interconnect_gbps) == (
        64,
        280,
        450,
        896,
    )
    assert c550.fp8_tflops is None and c550.confidence == "low" and "inferred" in c550.notes


def test_a_unified_memory_machine_plans_with_what_its_gpu_may_take() -> None:
    """Ryzen AI Max+ 395 (Strix Halo), 128 GB shared with the CPU, up to 96 GB of it the
    GPU's (AMD Variable Graphics Memory): the plan says so, and decodes as llama.cpp does on it
    (github lhl/strix-halo-testing@03573bc9b8b6285d1d4232f3ad2a7a1f677b060a llm-bench/README.md:
    Llama-2-7B Q4_0 tg128 49.4 tokens/s, HIP; Qwen3-30B-A3B UD-Q4_K_XL 78.0, Vulkan)."""
    from hwplanner import api

    gpu = shipped_catalog().gpus["ryzen-ai-max-395"]
    assert gpu.unified_memory_gb == 128 and gpu.memory_gib == 96
    est = api.estimate(
        "llama-2-7b", "ryzen-ai-max-395", "inference", solve=False, framework="llamacpp",
        weight_format="q4_0", batch=1, context=512, prompt_tokens=128, output_tokens=128,
    )  # fmt: skip
    assert any("shares 128.0 GB of memory with its CPU" in w for w in est.warnings)
    decode = est.budget.compute["decode_tokens_per_second"].value
    assert decode == pytest.approx(49.4, rel=0.2)
    moe = api.estimate(
        "qwen3-30b-a3b", "ryzen-ai-max-395", "inference", solve=False, framework="llamacpp",
        weight_format="q4_0", batch=1, context=512, prompt_tokens=128, output_tokens=128,
    )  # fmt: skip
    assert moe.budget.compute["decode_tokens_per_second"].value == pytest.approx(78.0, rel=0.2)


def test_nemos_benchmark_models_count_as_their_configs_build_them() -> None:
    # NeMo's GPTConfig5B/20B/175B (learned positions, tied embeddings, biased linears, GELU,
    # LayerNorm, GPT-2 BPE padded to 50,304) and Nemotron3Config8B/22B, Nemotron4Config340B
    # (squared ReLU, LayerNorm1p, no linear bias, untied 256,000-row embeddings, RoPE)
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.model.params import count_params

    cat = shipped_catalog()

    def gpt3(layers: int, d: int) -> int:
        layer = 4 * d * d + 4 * d + 2 * 4 * d * d + 4 * d + d + 2 * 2 * d  # attn, mlp, 2 LNs
        return layers * layer + 50_304 * d + 2048 * d + 2 * d  # embeddings, positions, final LN

    assert count_params(cat.model("nemo-gpt3-5b")).total == gpt3(24, 4096)
    assert count_params(cat.model("nemo-gpt3-175b")).total == gpt3(96, 12288)

    def nemotron(layers: int, d: int, kv: int) -> int:
        layer = 2 * d * d + 2 * d * kv + 2 * d * 4 * d + 2 * 2 * d
        return layers * layer + 2 * 256_000 * d + 2 * d

    assert count_params(cat.model("nemotron-3-8b")).total == nemotron(32, 4096, 4096)
    n340 = cat.model("nemotron-4-340b")
    assert count_params(n340).total == nemotron(96, 18432, 8 * 192)
    # the card's "340 billion parameters": within 0.5%
    assert n340.official_total_params is not None
    assert abs(count_params(n340).total / n340.official_total_params - 1) < 0.005


def test_a_user_model_row_refused_by_its_own_check_names_the_field(tmp_path: Path) -> None:
    base = shipped_catalog().model("llama-3.1-8b").model_dump(mode="json")
    row = {**base, "id": "my", "name": "Mine", "num_kv_heads": 5}
    (tmp_path / "models.json").write_text(json.dumps({"models": [row]}))
    cat = load_catalog(user_dir=tmp_path)
    problem = next(p for p in cat.problems if "row my" in p)
    assert "row my: num_kv_heads: 32 attention heads must be a multiple" in problem
    assert "Value error" not in problem and ": :" not in problem
