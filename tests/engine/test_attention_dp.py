"""Attention data parallelism (DeepSeek-style serving): groups of the tensor-parallel GPUs each
hold attention whole and serve their own requests, so an MLA KV cache is kept once per request
instead of once per GPU; routed experts stay split over every GPU."""

from __future__ import annotations

import math

import pytest

from hwplanner import api
from hwplanner.engine.estimate import estimate
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.inputs import unused_fields
from hwplanner.engine.scenario.serving_config import sequence_kv_bytes

PLAN = {"gpus_per_node": 8, "tp": 8, "context": 4096, "batch": 64}


def _dsv3(framework: str, groups: int, gpu: str = "h200-sxm-141gb", **kw: object):  # type: ignore[no-untyped-def]
    sc, _ = api.scenario(
        "deepseek-v3",
        gpu,
        "inference",
        framework=framework,
        attention_dp=groups,
        **{**PLAN, **kw},
    )
    return sc


def test_sglang_groups_hold_attention_and_embedding_whole() -> None:
    """SGLang: attention and the embedding whole on every GPU of a group of one (tp 8 ÷ 8
    groups), lm_head, dense MLPs and experts still split over the 8; the KV cache holds one
    group's 8 of the 64 sequences, and the replica 8 times the requests."""
    tp, dp = _dsv3("sglang", 1), _dsv3("sglang", 8)
    c = count_params(dp.model)
    bpp = estimate(tp).memory.components["weights"].inputs[1][1]  # bytes/param as served
    # MLA's latent projections are whole on every GPU either way (Matrix.replicated)
    extra = (c.attention - c.replicated + c.embedding) * (1 - 1 / 8) * bpp
    w_tp = estimate(tp).memory.components["weights"].value
    w_dp = estimate(dp).memory.components["weights"].value
    assert w_dp - w_tp == pytest.approx(extra, rel=0.02)
    kv_tp = estimate(tp).memory.components["kv_cache"].value
    kv_dp = estimate(dp).memory.components["kv_cache"].value
    assert kv_dp == pytest.approx(kv_tp / 8)  # MLA's latent is whole on every rank either way
    lim_tp = estimate(tp).budget.serving["concurrency_limit"].value
    lim_dp = estimate(dp).budget.serving["concurrency_limit"].value
    assert lim_dp > 5 * lim_tp
    inputs = dict(estimate(dp).budget.serving["concurrency_limit"].inputs)
    assert inputs["attention data-parallel groups"] == 8


def test_vllm_groups_hold_every_part_but_the_experts() -> None:
    """vLLM's DP ranks are whole models of their own TP size: dense MLPs, shared experts and
    lm_head too, so its GPUs hold more than SGLang's."""
    sg = estimate(_dsv3("sglang", 8)).memory.components["weights"].value
    vl = estimate(_dsv3("vllm", 8)).memory.components["weights"].value
    c = count_params(_dsv3("vllm", 8).model)
    assert vl > sg
    assert vl - sg > (c.mlp + c.lm_head) * (1 - 1 / 8) * 0.9  # ≥ 1 B/param, 16-bit lm_head


def test_groups_of_two_split_attention_and_gqa_heads_over_their_gpus() -> None:
    """Llama 3.1 70B (8 KV heads) on tp 8 in 2 groups: a group splits the heads over 4 GPUs,
    so a sequence's cache per GPU doubles while each GPU holds half the sequences."""
    sc, _ = api.scenario(
        "llama-3.1-70b",
        "h100-sxm-80gb",
        "inference",
        framework="sglang",
        attention_dp=2,
        **PLAN,
    )
    plain = sc.model_copy(update={"plan": sc.plan.model_copy(update={"attention_dp": 1})})
    one = sequence_kv_bytes(sc.model, sc.plan, 4096, (0, sc.model.num_layers), 1)
    base = sequence_kv_bytes(plain.model, plain.plan, 4096, (0, plain.model.num_layers), 1)
    assert one == pytest.approx(2 * base)
    kv = estimate(sc).memory.components["kv_cache"].value
    assert kv == pytest.approx(estimate(plain).memory.components["kv_cache"].value)


def test_prefill_of_one_prompt_runs_attention_on_its_group() -> None:
    """Each GPU of a group of one reads the attention whole for a prompt chunk (more bytes a
    chunk than split over 8), while the MLA latent projections every tensor-parallel rank runs
    whole are run once (fewer FLOPs a token). Which wins depends on the prompt; both parts are
    what the prefill is made of."""
    tp, dp = estimate(_dsv3("sglang", 1)), estimate(_dsv3("sglang", 8))
    r_tp, r_dp = tp.replica[0], dp.replica[0]
    # where the routed experts keep the prefill utilisation (no kernel measurement on B200),
    # the attention read whole outweighs: one prompt's first token comes later with groups
    b200 = [estimate(_dsv3("sglang", g, gpu="b200")) for g in (1, 8)]
    assert b200[1].budget.serving["ttft_ms"].value > b200[0].budget.serving["ttft_ms"].value
    assert r_dp.weight_read_bytes(2048) > r_tp.weight_read_bytes(2048)
    assert r_dp.replicated_flops(1024) < r_tp.replicated_flops(1024)


def test_groups_must_divide_tp_within_one_stage() -> None:
    """Refused by name where the scenario is built (api.scenario checks the plan)."""
    with pytest.raises(
        api.InputError, match=r"attention_dp: 3 groups do not divide.*allowed: 1, 2, 4, 8"
    ):
        estimate(_dsv3("sglang", 3))
    with pytest.raises(api.InputError, match=r"attention_dp: .*pipeline parallelism"):
        estimate(_dsv3("sglang", 4, pp=2, nodes=2))


def test_engines_without_it_and_training_name_it_unused() -> None:
    lmd = _dsv3("lmdeploy", 8)
    assert [d.name for d in unused_fields(lmd.plan, lmd.model, {"attention_dp"})] == [
        "attention_dp"
    ]
    same = _dsv3("lmdeploy", 1)
    a, b = estimate(lmd).memory.total.value, estimate(same).memory.total.value
    assert a == b
    train, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "full", attention_dp=2)
    assert [d.name for d in unused_fields(train.plan, train.model, {"attention_dp"})] == [
        "attention_dp"
    ]
    assert not math.isnan(estimate(train).memory.total.value)


def test_review_fixes_cap_sequences_and_embedding() -> None:
    """The pool's full sequences count every group; SGLang divides its sequence cap among the
    groups (vLLM's holds per DP rank); SGLang's embedding is whole on every GPU even when a
    group has several."""
    big = _dsv3("sglang", 8, context=32768, batch=1024)
    mem = estimate(big).memory
    assert mem.full_sequences is not None and mem.full_sequences % 8 == 0
    sg = estimate(_dsv3("sglang", 8, max_num_seqs=100)).budget.serving["concurrency_limit"]
    vl = estimate(_dsv3("vllm", 8, max_num_seqs=100)).budget.serving["concurrency_limit"]
    assert sg.value <= 100 < vl.value
    c = count_params(_dsv3("sglang", 4).model)
    bpp = estimate(_dsv3("sglang", 1)).memory.components["weights"].inputs[1][1]
    w4 = estimate(_dsv3("sglang", 4)).memory.components["weights"].value
    w1 = estimate(_dsv3("sglang", 1)).memory.components["weights"].value
    split = c.attention - c.replicated  # the latent projections are whole either way
    expected = (split * (1 / 2 - 1 / 8) + c.embedding * (1 - 1 / 8)) * bpp
    assert w4 - w1 == pytest.approx(expected, rel=0.02)


def test_tensorrt_llm_attention_dp_makes_every_gpu_a_rank() -> None:
    """TensorRT-LLM's enable_attention_dp (NVIDIA's 'DEP' rows): every GPU of the tp group a
    rank of its own with attention, dense MLPs, shared experts, embedding and LM head whole,
    its own KV pool and max_batch_size; the routed experts stay split. It is one switch over
    the whole group, so another count of groups is refused by name with the two allowed."""
    tp, dp = _dsv3("trtllm", 1), _dsv3("trtllm", 8)
    assert not unused_fields(dp.plan, dp.model, {"attention_dp"})
    kv_tp = estimate(tp).memory.components["kv_cache"].value
    kv_dp = estimate(dp).memory.components["kv_cache"].value
    assert kv_dp == pytest.approx(kv_tp / 8)
    w_vllm = estimate(_dsv3("vllm", 8)).memory.components["weights"].value
    w_trt = estimate(dp).memory.components["weights"].value
    assert w_trt == pytest.approx(w_vllm, rel=0.01)  # the same parts whole as vLLM's ranks
    serving = estimate(dp).budget.serving
    assert (
        serving["concurrency_limit"].value
        > 5 * estimate(tp).budget.serving["concurrency_limit"].value
    )
    assert "enable_attention_dp" in str(serving["concurrency_limit"].source)
    with pytest.raises(
        api.InputError,
        match=r"attention_dp: TensorRT-LLM's attention data parallelism .* not 4 groups; "
        r"allowed: 1 or 8",
    ):
        estimate(_dsv3("trtllm", 4))


def test_serving_experts_spread_over_the_whole_replica_and_dep_searches_keep_dep() -> None:
    """A serving engine spreads the routed experts over all of a replica's tensor-parallel
    GPUs, ep × the experts' own tensor-parallel ranks (SGLang's moe_tp_size = tp // ep,
    TensorRT-LLM's moe_ep × moe_tp = tp): tp 16 with ep 4 holds as many expert weights per GPU
    as ep 16, with or without attention groups. The fewest-GPUs search of a TensorRT-LLM DEP
    plan keeps attention data parallelism on every GPU as tp grows (DeepSeek-R1 FP8 on H100:
    16)."""

    def weights(framework: str, ep: int, groups: int = 1) -> float:
        sc, _ = api.scenario(
            "deepseek-r1", "h100-sxm-80gb", "inference", framework=framework,
            gpus_per_node=8, nodes=2, tp=16, ep=ep, attention_dp=groups,
            weight_format="fp8", batch=64,
        )  # fmt: skip
        return float(estimate(sc, solve=False).memory.components["weights"].value)

    assert weights("sglang", 4) == pytest.approx(weights("sglang", 16), rel=0.01)
    assert weights("trtllm", 4, 16) == pytest.approx(weights("trtllm", 16, 16), rel=0.01)
    sc, _ = api.scenario(
        "deepseek-r1", "h100-sxm-80gb", "inference", framework="trtllm", gpus_per_node=4,
        tp=4, attention_dp=4, ep=4, weight_format="fp8", batch=64,
    )  # fmt: skip
    est = estimate(sc)
    assert est.min_gpus is not None and est.min_gpus.gpus == 16
    assert est.min_gpus.plan.attention_dp == est.min_gpus.plan.tp == 16


def test_vllm_rank_notation_is_estimated_as_the_replica_with_its_flags_said() -> None:
    """vllm serve -tp 1 -dp 8 --enable-expert-parallel typed in vLLM's notation is the same
    estimate as the replica of tp 8 with 8 attention groups, and the note gives the flags."""
    ranks = estimate(_dsv3("vllm", 8, tp=1, ep=8))
    replica = estimate(_dsv3("vllm", 8, ep=8))
    assert ranks.scenario.plan.tp == 8
    assert ranks.memory.total_bytes == replica.memory.total_bytes
    assert ranks.budget.serving["tpot_ms"].value == replica.budget.serving["tpot_ms"].value
    flags = [n for n in ranks.notes if "-tp 1 -dp 8 --enable-expert-parallel" in n]
    assert len(flags) == 1 and "its own -tp N -dp M is tp N × M" in flags[0]
    # SGLang counts its groups within --tp: no such note
    assert not [n for n in estimate(_dsv3("sglang", 8)).notes if " -dp " in n]
