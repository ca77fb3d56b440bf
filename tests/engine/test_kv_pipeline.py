"""The KV cache under pipeline parallelism: each stage counts its own local (sliding-window)
and global layers, so PP and TP hold the same total cache."""

from __future__ import annotations

import pytest

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import replica_kv_bytes, stage_kv_bytes
from hwplanner.engine.scenario.sharding import local_layers_in, stage_layers
from hwplanner.engine.serving.speed import serving
from tests.engine.models import H100

# Gemma 2 27B: github google/gemma.cpp gemma/configs.cc ConfigGemma2_27B (46 layers, model_dim
# 4608, 32 heads, 16 KV heads, qkv_dim 128, ff 36864, windows {4096, 8192} repeated: every
# other layer local, starting with a local one); vocab 256000 as Hugging Face's config.json.
GEMMA2_27B = ModelSpec(
    id="gemma-2-27b",
    name="Gemma 2 27B",
    hidden_size=4608,
    num_layers=46,
    num_attention_heads=32,
    num_kv_heads=16,
    head_dim=128,
    intermediate_size=36864,
    vocab_size=256000,
    tie_word_embeddings=True,
    norms_per_layer=4,
    sliding_window=4096,
    sliding_window_layers=23,
)


def serve(tp: int, pp: int) -> Plan:
    return Plan(method="inference", context=32768, batch=8, tp=tp, pp=pp, gpus_per_node=tp * pp)


def test_gemma2_pp_and_tp_hold_the_same_total_kv_cache() -> None:
    totals = {}
    for tp, pp in ((1, 1), (2, 1), (1, 2), (2, 2), (1, 4), (4, 1), (1, 3)):
        plan = serve(tp, pp)
        per_stage = stage_kv_bytes(GEMMA2_27B, plan, plan.context, plan.batch)
        totals[(tp, pp)] = tp * sum(per_stage)
        per_gpu = estimate_memory(GEMMA2_27B, H100, plan).components["kv_cache"].value
        assert per_gpu == pytest.approx(max(per_stage))  # the most loaded stage is reported
    one = totals[(1, 1)]
    # 8 × (23 × 32768 + 23 × 4096) tokens × 2 × 16 × 128 × 2 bytes = 55.57 GB
    assert one == pytest.approx(8 * 23 * (32768 + 4096) * 2 * 16 * 128 * 2)
    assert one / 1e9 == pytest.approx(55.57, abs=0.01)
    for total in totals.values():
        assert total == pytest.approx(one)
    tp2 = estimate_memory(GEMMA2_27B, H100, serve(2, 1)).components["kv_cache"].value
    pp2 = estimate_memory(GEMMA2_27B, H100, serve(1, 2)).components["kv_cache"].value
    assert tp2 / 1e9 == pytest.approx(27.78, abs=0.01)
    # was 6.17 GB (every layer of the stage taken as local); now the heavier stage: 12 global
    assert pp2 / 1e9 == pytest.approx(28.72, abs=0.01)


def test_stages_split_local_and_global_layers_as_the_model_interleaves_them() -> None:
    plan = serve(1, 2)
    assert [stage_layers(GEMMA2_27B, plan, s) for s in range(2)] == [(0, 23), (23, 46)]
    # Gemma 2: even layers local, odd global
    assert local_layers_in(GEMMA2_27B, 0, 23) == 12
    assert local_layers_in(GEMMA2_27B, 23, 46) == 11
    assert local_layers_in(GEMMA2_27B, 0, 1) == 1 and local_layers_in(GEMMA2_27B, 1, 2) == 0
    # Gemma 3 style: five local, then one global
    g3 = GEMMA2_27B.model_copy(update={"num_layers": 12, "sliding_window_layers": 10})
    assert [local_layers_in(g3, i, i + 1) for i in range(12)] == [1] * 5 + [0] + [1] * 5 + [0]
    # all local (Mistral 7B v0.1) and none
    allw = GEMMA2_27B.model_copy(update={"sliding_window_layers": 46})
    assert local_layers_in(allw, 5, 17) == 12
    nonew = GEMMA2_27B.model_copy(update={"sliding_window_layers": 0, "sliding_window": None})
    assert local_layers_in(nonew, 5, 17) == 0


def test_decode_reads_the_same_kv_cache_under_pp_and_tp() -> None:
    mfu = Figure("mfu", "mfu", 0.5, "ratio", "given")
    reads = [
        serving(GEMMA2_27B, H100, serve(tp, pp), 1000, 250, mfu, mfu).decode_step_bytes.inputs
        for tp, pp in ((1, 1), (2, 1), (1, 2))
    ]
    kv = [dict(r)["KV cache read"] for r in reads]
    assert kv[0] == pytest.approx(kv[1]) and kv[0] == pytest.approx(kv[2])


def test_replicated_heads_and_mla_latent_are_read_on_every_rank() -> None:
    from tests.engine.models import DEEPSEEK_V3, LLAMA_8B

    one = replica_kv_bytes(LLAMA_8B, serve(1, 1), 1000, 1)
    assert replica_kv_bytes(LLAMA_8B, serve(8, 1), 1000, 1) == pytest.approx(one)  # 8 KV heads
    # 16 ranks over 8 KV heads: each head is kept (and read) twice
    plan16 = Plan(method="inference", tp=16, gpus_per_node=16)
    assert replica_kv_bytes(LLAMA_8B, plan16, 1000, 1) == pytest.approx(2 * one)
    mla = replica_kv_bytes(DEEPSEEK_V3, serve(1, 1), 1000, 1)
    assert replica_kv_bytes(DEEPSEEK_V3, serve(8, 1), 1000, 1) == pytest.approx(8 * mla)
