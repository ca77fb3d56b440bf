"""A hybrid's cache as vLLM pages it: one block pool for attention and recurrent layers, the
attention block raised until its page holds a layer's state (scenario/serving_config.py
page_layout; vLLM 0.20.0 and 0.34.0, platforms/interface.py and v1/core/kv_cache_utils.py)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.engine.core.units import GIB
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.enums import Speculative
from hwplanner.engine.scenario.serving_config import (
    cached_prefix,
    page_layout,
    recurrent_state_bytes,
    sequence_kv_bytes,
    serving_config,
)
from hwplanner.engine.scenario.sharding import stage_layers
from hwplanner.engine.serving.slo import kv_pool
from hwplanner.validation.specs import FALCON_H1_7B


def _scenario(model: str, gpu: str = "h200-sxm-141gb", tp: int = 1, **values: object):  # type: ignore[no-untyped-def]
    sc, _ = api.scenario(model, gpu, "inference", gpus_per_node=tp, tp=tp, **values)
    return sc


def test_qwen3_next_pages_as_vllm_logs_it() -> None:
    # vLLM's log for Qwen3-Next-80B at TP 1 in bf16: "Setting attention block size to 544
    # tokens" and "Padding mamba page size by 1.49%": one token of an attention layer is
    # 2 KV heads × (256 + 256) × 2 B = 2,048 B; a Gated DeltaNet layer's state is
    # 32 × 128 × 128 × 2 B + 8,192 × 3 × 2 B = 1,097,728 B; 16 × ⌈1,097,728 ÷ (16 × 2,048)⌉
    sc = _scenario("qwen3-next-80b-a3b")
    span = (0, sc.model.total_layers)
    layout = page_layout(sc.model, sc.plan, span)
    assert layout is not None
    assert (layout.token_bytes, layout.state_bytes) == (2048, 1_097_728)
    assert layout.block_tokens == 544
    assert layout.page_bytes / layout.state_bytes - 1 == pytest.approx(0.0149, abs=5e-5)
    # 12 attention and 36 recurrent layers: groups of 12, one attention group, three of states
    assert (layout.group_layers, layout.attention_groups, layout.state_groups) == (12, 1, 3)
    # a sequence of 32k tokens holds ⌈32,768 ÷ 544⌉ = 61 attention ids and 3 state ids, each id
    # a page in 12 layers: 64 × 13,369,344 B
    assert layout.block_bytes == 13_369_344
    assert layout.blocks(32_768) == 64
    assert sequence_kv_bytes(sc.model, sc.plan, 32_768, span, 16) == 64 * 13_369_344
    # 40 GiB of pool: 3,212 block ids
    assert math.floor(40 * GIB / layout.block_bytes) == 3_212


def test_tensor_parallelism_halves_both_pages_and_the_block_stays() -> None:
    one = page_layout(*_two("qwen3-next-80b-a3b", 1))
    two = page_layout(*_two("qwen3-next-80b-a3b", 2))
    assert one is not None and two is not None
    assert two.token_bytes == one.token_bytes / 2 and two.state_bytes == one.state_bytes / 2
    assert two.block_tokens == one.block_tokens == 544


def _two(model: str, tp: int):  # type: ignore[no-untyped-def]
    sc = _scenario(model, tp=tp)
    return sc.model, sc.plan, (0, sc.model.total_layers)


def test_layers_group_by_the_smaller_kind_and_the_last_group_is_padded() -> None:
    # Nemotron-H 56B: 10 attention and 54 Mamba-2 layers: groups of 10, the sixth group of
    # states padded with 6 empty layers, which the pool pays for
    model, plan, span = _two("nemotron-h-56b", 1)
    layout = page_layout(model, plan, span)
    assert layout is not None
    assert (layout.group_layers, layout.attention_groups, layout.state_groups) == (10, 1, 6)
    state = sequence_kv_bytes(model, plan, 1, span, 16) - layout.block_bytes  # one token's id
    assert state == 6 * 10 * layout.page_bytes > recurrent_state_bytes(model, plan, span)
    # a parallel hybrid (Falcon-H1: attention beside Mamba-2 in each of 44 layers): one group
    model = FALCON_H1_7B
    layout = page_layout(model, plan, (0, model.total_layers))
    assert layout is not None
    assert (layout.group_layers, layout.attention_groups, layout.state_groups) == (44, 1, 1)


def test_speculative_tokens_hold_a_state_block_each() -> None:
    model, plan, span = _two("qwen3-next-80b-a3b", 1)
    mtp = plan.with_changes(speculative=Speculative.MTP, speculative_tokens=2)
    base, more = page_layout(model, plan, span), page_layout(model, mtp, span)
    assert base is not None and more is not None
    assert (base.state_blocks, more.state_blocks) == (1, 3)
    assert more.blocks(1000) - base.blocks(1000) == 3 * 2


def test_only_vllm_pages_states_with_attention() -> None:
    model, plan, span = _two("qwen3-next-80b-a3b", 1)
    for fw in ("sglang", "trtllm", "llamacpp"):
        assert page_layout(model, plan.with_changes(framework=fw), span) is None
    # a model without recurrent layers keeps vLLM's 16-token blocks
    sc = _scenario("llama-3.1-8b")
    assert page_layout(sc.model, sc.plan, (0, sc.model.total_layers)) is None


def test_a_shared_prefix_is_cached_in_whole_raised_blocks() -> None:
    model, plan, _ = _two("qwen3-next-80b-a3b", 1)
    assert cached_prefix(model, plan, 1500, 16) == 2 * 544
    assert cached_prefix(model, plan.with_changes(framework="sglang"), 1500, 1) == 1500


def test_the_pool_keeps_a_null_block_and_counts_sequences_in_ids() -> None:
    sc = _scenario("qwen3-next-80b-a3b", gpu="h200-sxm-141gb", tp=2)
    est = estimate(sc)
    cfg = serving_config(sc.gpu, sc.plan)
    pool = kv_pool(sc.model, sc.gpu, sc.plan, sc.workload, est.memory, cfg, None)
    layout = page_layout(sc.model, sc.plan, (0, sc.model.total_layers))
    assert layout is not None and pool.blocks is not None
    assert pool.blocks == math.floor(pool.bytes / layout.block_bytes)
    tokens = sc.workload.prompt_tokens + sc.workload.output_tokens / 2
    assert pool.limit == min((pool.blocks - 1) // layout.blocks(tokens), cfg.max_seqs or 10**9)
    inputs = dict(pool.figure_limit.inputs)
    assert inputs["attention block tokens (raised to hold a state)"] == 544
    assert inputs["blocks in the pool (one held back)"] == pool.blocks
    assert pool.refusal is None


def test_vllm_refuses_to_start_when_max_num_seqs_exceeds_the_blocks() -> None:
    # Qwen3-Next on four H100 with 51% of the card: ~3 GB of pool per GPU, some 900 block
    # ids against vLLM's max_num_seqs of 1024 there; under full CUDA graphs vLLM raises
    sc = _scenario("qwen3-next-80b-a3b", gpu="h100-sxm-80gb", tp=4, memory_share=0.51)
    est = estimate(sc)
    cfg = serving_config(sc.gpu, sc.plan)
    pool = kv_pool(sc.model, sc.gpu, sc.plan, sc.workload, est.memory, cfg, None)
    assert pool.blocks is not None and pool.blocks < 1024 == cfg.max_seqs
    assert pool.refusal is not None
    text = str(pool.refusal)
    assert "max_num_seqs (1,024)" in text and f"{pool.blocks:,} cache blocks" in text
    assert est.verdict == "does_not_start" and est.fits  # it fits; it does not start
    assert est.start_refusal == pool.refusal
    assert [p.changes for p in est.proposals] == [{"max_num_seqs": pool.blocks}]
    assert est.proposals[0].keeps_run and est.proposals[0].gpus == sc.plan.gpus
    # at the number it names, it starts
    fixed = _scenario(
        "qwen3-next-80b-a3b",
        gpu="h100-sxm-80gb",
        tp=4,
        memory_share=0.51,
        max_num_seqs=pool.blocks,
    )
    before = est.budget.serving["concurrency_limit"].value
    est = estimate(fixed)
    # the run is kept: no fewer requests at once (each holds more than one block; fewer
    # sequences to profile for leave the pool a little more)
    assert est.budget.serving["concurrency_limit"].value >= before
    assert est.start_refusal is None and est.verdict == "fits" and not est.proposals
    replica, _ = est.replica
    assert replica.limit <= pool.blocks


HYBRIDS = ("qwen3-next-80b-a3b", "nemotron-h-56b", "jamba-1.5-mini", "granite-4.0-h-small")


@settings(max_examples=60, deadline=None)
@given(
    model=st.sampled_from(HYBRIDS),
    tp=st.sampled_from((1, 2, 4, 8)),
    block=st.sampled_from((16, 32, 64, 128)),
    kv=st.sampled_from(("bf16", "fp8")),
    tokens=st.integers(1, 200_000),
)
def test_every_page_holds_a_state_and_no_smaller_block_would(
    model: str, tp: int, block: int, kv: str, tokens: int
) -> None:
    sc = _scenario(model, tp=tp, kv_block_size=block, kv_dtype=kv)
    span = (0, sc.model.total_layers)
    layout = page_layout(sc.model, sc.plan, span)
    assert layout is not None
    b = layout.block_tokens
    assert b % block == 0 and b >= block
    assert layout.page_bytes >= layout.state_bytes
    # the smallest such block: one alignment fewer would not hold the state
    assert b == block or (b - block) * layout.token_bytes < layout.state_bytes
    # the groups cover every layer of each kind
    attending = sc.model.attending_layers_in(*span)
    recurrent = sc.model.recurrent_layers_in(*span)
    assert layout.attention_groups * layout.group_layers >= attending
    assert layout.state_groups * layout.group_layers >= recurrent
    # a sequence holds at least its unpadded bytes, and more tokens never hold less
    held = sequence_kv_bytes(sc.model, sc.plan, tokens, span, block)
    assert held >= tokens * layout.token_bytes * attending + layout.state_bytes * recurrent
    assert sequence_kv_bytes(sc.model, sc.plan, tokens + b, span, block) > held


def test_an_mtp_head_joins_the_attention_groups() -> None:
    # Qwen3-Next's one MTP layer is an attention layer: 13 with the model's 12, groups of 13,
    # three state groups (39 slots for 36 layers); its pages are the sequence's, not apart
    from hwplanner.engine.scenario.serving_extras import extra_kv_bytes

    model, plan, span = _two("qwen3-next-80b-a3b", 1)
    mtp = plan.with_changes(speculative=Speculative.MTP, speculative_tokens=1)
    layout = page_layout(model, mtp, span)
    assert layout is not None
    assert (layout.group_layers, layout.attention_groups, layout.state_groups) == (13, 1, 3)
    assert extra_kv_bytes(model, mtp, None, 16) == 0.0
    # a stage without the model's last layers holds no head
    staged = mtp.with_changes(gpus_per_node=2, pp=2)
    first = page_layout(model, staged, (0, 24))
    assert first is not None and first.group_layers == 6  # 6 attention, 18 recurrent


def test_max_num_seqs_left_unset_is_at_most_the_token_budget() -> None:
    # vLLM: max_num_seqs = min(its default, max_num_batched_tokens) when not given
    sc = _scenario(
        "qwen3-next-80b-a3b", gpu="h100-sxm-80gb", tp=4, memory_share=0.525, max_batched_tokens=800
    )
    assert serving_config(sc.gpu, sc.plan).max_seqs == 800
    assert estimate(sc).verdict != "does_not_start"  # 800 sequences within ~940 blocks


def test_unequal_cards_and_the_compare_table_say_it_does_not_start() -> None:
    from hwplanner.project import ScenarioSpec
    from hwplanner.sheet.comparison import comparison_rows

    sc, _ = api.scenario(
        "granite-4.0-h-small",
        "h100-sxm-80gb",
        "inference",
        gpus_per_node=2,
        other_gpus="a100-sxm-80gb",
        memory_share=0.45,
    )
    est = estimate(sc)
    assert est.verdict == "does_not_start" and est.start_refusal is not None
    # the first card's stage holds 19 of the 36 Mamba-2 layers: dealt over 9 state groups its
    # fullest group has 3, so a block id takes 3 pages there (2 on the other card)
    assert [p.changes for p in est.proposals] == [{"max_num_seqs": 499}]
    # the compare table: a pool holding fewer full-context sequences still says it
    ok, _ = api.scenario("qwen3-next-80b-a3b", "h100-sxm-80gb", "inference", gpus_per_node=4,
                         tp=4, memory_share=0.51, batch=64, context=32768)  # fmt: skip
    stops = estimate(ok)
    assert stops.memory.verdict == "fits_fewer_sequences" and stops.verdict == "does_not_start"
    rows = {r.key: r for r in comparison_rows([(ScenarioSpec(), stops)])}
    assert rows["fits"].cells[0].endswith("; does not start") and rows["fits"].marked[0]
    assert "(does not start)" in rows["cost.cloud_usd"].cells[0]


def test_recommend_sets_the_max_num_seqs_that_starts_its_options() -> None:
    from hwplanner.engine.solve.recommend import recommend

    sc = _scenario("qwen3-next-80b-a3b", gpu="h100-sxm-80gb", tp=4, memory_share=0.51)
    rec = recommend(sc.model, sc.plan, sc.workload, [sc.gpu])
    four = [o for o in rec.by_cost if o.gpus == 4]
    assert four and all(o.start_seqs is not None for o in four)
    assert all(o.plan.max_num_seqs == o.start_seqs for o in four)
    # the option as recommended starts: its plan estimated again says so
    again = estimate(sc.model_copy(update={"plan": four[0].plan}))
    assert again.verdict != "does_not_start"
    assert four[0].as_dict()["max_num_seqs"] == four[0].start_seqs
    wider = [o for o in rec.by_cost if o.gpus == 8]
    assert wider and all(o.start_seqs is None for o in wider)


def test_check_compares_a_hybrid_concurrency_as_vllm_counts_it() -> None:
    from hwplanner.check import logs
    from hwplanner.check.compare import planned

    sc = _scenario("qwen3-next-80b-a3b", tp=2, context=32768)
    est = estimate(sc)
    layout = page_layout(sc.model, sc.plan, (0, sc.model.total_layers))
    pool = est.memory.kv_pool_bytes
    assert layout is not None and pool is not None
    # vLLM's "Maximum concurrency for 4,096 tokens": the pool's ids ÷ one request's ids
    # (⌈4,096 ÷ 544⌉ = 8 attention ids + 3 state ids)
    want = pool / layout.block_bytes / 11
    assert planned(est, logs.CONCURRENCY, 4096) == pytest.approx(want)


def test_a_decode_step_updates_the_recurrent_state_at_the_kernels_share() -> None:
    # Qwen3-Next at TP 4 on B200-class bandwidth: each sequence's 36 Gated DeltaNet states are
    # read and written back at half the datasheet bandwidth (time/kernels.py), the attention
    # layers' KV cache at the decode bandwidth utilisation
    from hwplanner.engine.time.kernels import STATE_UPDATE_SHARE

    sc = _scenario("qwen3-next-80b-a3b", gpu="h200-sxm-141gb", tp=4, batch=64)
    est = estimate(sc)
    r, _ = est.replica
    state = 2 * recurrent_state_bytes(sc.model, sc.plan, (0, sc.model.total_layers))
    bw = sc.gpu.memory_bandwidth_gbps * 1e9
    parts = r.step_parts(64)
    assert parts.state_s == pytest.approx(64 * state / (bw * STATE_UPDATE_SHARE))
    kv = r.kv_seq_bytes * 64 - 64 * state
    assert parts.kv_s == pytest.approx(parts.state_s + kv / (bw * r.mbu))
    inputs = dict(est.budget.serving["tpot_ms"].inputs)
    assert inputs["state update kernels ÷ datasheet bandwidth"] == STATE_UPDATE_SHARE
    dense = _replica_parts("llama-3.1-8b")
    assert dense.state_s == 0.0


def test_a_prefill_runs_the_recurrent_scans_at_their_kernels_rate() -> None:
    # Qwen3-Next at TP 4 on H200s under vLLM: 36 Gated DeltaNet layers of 32 value heads (8 a
    # GPU), each scan 2 × (3·64·128 + 2·64·128 + 3·128·128) FLOPs a token and head
    # (RecurrentMixer.scan_flops_per_token), at Hopper's 5.5% of the bf16 peak, each call
    # 0.2 ms more (kernels.SCAN_PREFILL)
    from hwplanner.engine.time.kernels import SCAN_PREFILL

    kernel = SCAN_PREFILL["gated_deltanet"]
    share, fixed = kernel.share["hopper"], kernel.fixed_s
    sc = _scenario("qwen3-next-80b-a3b", tp=4, batch=1, prompt_tokens=8192, output_tokens=16)
    est = estimate(sc)
    r, _ = est.replica
    per_token = 32 * 2 * (3 * 64 * 128 + 2 * 64 * 128 + 3 * 128 * 128)
    token_s = per_token / (4 * sc.gpu.peak_tflops("bf16") * 1e12 * share)
    assert r.scan_layers == 36 and r.scan_token_s == pytest.approx(token_s)
    assert r.scan_s(8192) == pytest.approx(36 * (fixed + 8192 * token_s))
    assert r.scan_s(100) == pytest.approx(36 * (fixed + 100 * token_s))
    # a call for every chunk: 8,192 tokens in chunks of 3,000 are three calls
    calls = 2 * (fixed + 3000 * token_s) + fixed + 2192 * token_s
    assert r.scan_s(8192, 3000) == pytest.approx(36 * calls)
    figure = est.figures()["compute.prefill_tokens_per_second"]
    inputs = dict(figure.inputs)
    assert inputs["recurrent layers"] == 36 and "PR #43273" in figure.source
    assert inputs["scans' share of the bf16 peak"] == share
    assert inputs["recurrent scans' seconds per prompt"] == pytest.approx(r.scan_s(8192))
    # a mixed step adds the scans of its prompt tokens to the decode's kernels
    assert r.mixed_step_s(8, 512, 4096) >= r.step_s(8) + r.scan_s(512)
    assert r.mixed_step_s(8, 1, 4096) >= r.step_s(8) + 36 * fixed
    # llama.cpp runs its own scan kernels: the scans stay with the other FLOPs
    cpp = _scenario("qwen3-next-80b-a3b", tp=4, batch=1, framework="llamacpp")
    assert estimate(cpp).replica[0].scan_layers == 0


def test_a_mamba2_scan_call_costs_the_larger_of_its_floor_and_its_tokens() -> None:
    # Falcon-H1's parallel layers each run a Mamba-2 SSD scan: at least 0.29 ms a call
    # (vLLM's five-kernel chain up to 2,048 tokens), else its FLOPs at 10.5% of the peak
    from hwplanner.engine.time.kernels import SCAN_PREFILL

    kernel = SCAN_PREFILL["mamba2"]
    sc, _ = api.scenario(FALCON_H1_7B, "h100-sxm-80gb", "inference", batch=1)
    r, _ = estimate(sc).replica
    layers = sc.model.recurrent_layers
    assert r.scan_layers == layers and not kernel.additive
    assert r.scan_s(100) == pytest.approx(layers * kernel.fixed_s)
    long = 200_000 * r.scan_token_s
    assert long > kernel.fixed_s and r.scan_s(200_000) == pytest.approx(layers * long)


def _replica_parts(model: str):  # type: ignore[no-untyped-def]
    sc = _scenario(model, gpu="h100-sxm-80gb", batch=8)
    r, _ = estimate(sc).replica
    return r.step_parts(8)


def test_a_verify_step_writes_the_state_once_a_token() -> None:
    # MTP with k = 3: one read and four writes of each state a step, where a plain decode has
    # one of each: (3 + 2) / 2 of the state's bytes
    plain = _scenario("qwen3-next-80b-a3b", gpu="h200-sxm-141gb", tp=4, batch=16)
    mtp = _scenario(
        "qwen3-next-80b-a3b", gpu="h200-sxm-141gb", tp=4, batch=16, speculative="mtp",
        speculative_tokens=3,
    )  # fmt: skip
    a, _ = estimate(plain).replica
    b, _ = estimate(mtp).replica
    assert b.step_parts(16).state_s == pytest.approx(a.step_parts(16).state_s * 5 / 2)


def test_a_static_batch_scales_the_cache_not_the_state() -> None:
    sc = _scenario(
        "granite-4.0-h-tiny", gpu="h100-sxm-80gb", framework="hf", batch=32,
        prompt_tokens=1000, prompt_tokens_max=1900, output_tokens=200, output_tokens_max=390,
    )  # fmt: skip
    r, _ = estimate(sc).replica
    parts = r.step_parts(32)
    plain = type(r).__mro__[1].step_parts(r, 32)  # the continuous-batching parts
    assert parts.state_s == plain.state_s
    ratio = (parts.kv_s - parts.state_s) / (plain.kv_s - plain.state_s)
    ctx = r.batch_context(32)
    want = (r.kv_read_bytes(1.0, ctx) - r.state_seq_bytes) / (r.kv_seq_bytes - r.state_seq_bytes)
    assert ratio == pytest.approx(want)


def test_pipeline_stages_share_the_whole_models_groups() -> None:
    # Nemotron-H 56B at pp 4: vLLM groups the whole model (groups of 10: one attention group,
    # six state groups) and each stage keeps, per block id, a page for its fullest group
    sc, _ = api.scenario("nemotron-h-56b", "h200-sxm-141gb", "inference", gpus_per_node=4, pp=4)
    model, plan = sc.model, sc.plan
    whole = page_layout(model, plan.with_changes(gpus_per_node=1, pp=1), (0, model.total_layers))
    assert whole is not None
    for stage in range(4):
        span = stage_layers(model, plan, stage)
        layout = page_layout(model, plan, span)
        assert layout is not None
        assert (layout.attention_groups, layout.state_groups) == (1, 6)
        assert layout.block_tokens == whole.block_tokens
        attending = model.attending_layers_in(*span)
        recurrent = model.recurrent_layers_in(*span)
        assert layout.group_layers == max(attending, math.ceil(recurrent / 6))


def test_a_pipeline_pool_counts_tokens_on_a_stage_with_attention_and_check_the_densest() -> None:
    from hwplanner.check import logs
    from hwplanner.check.compare import planned

    # Granite 4.0-H Small over 8 stages: each takes one page an id, the first holds no
    # attention layer; the pool's tokens come from a stage that does
    sc, _ = api.scenario("granite-4.0-h-small", "h100-sxm-80gb", "inference", gpus_per_node=8, pp=8)
    est = estimate(sc)
    assert math.isfinite(est.budget.serving["kv_pool_tokens"].value)
    # vLLM's maximum concurrency binds on the stage taking the most pages an id
    sc, _ = api.scenario(
        "qwen3-next-80b-a3b", "h100-sxm-80gb", "inference", gpus_per_node=5, pp=5, batch=8,
        context=32768,
    )  # fmt: skip
    est = estimate(sc)
    pool = est.memory.kv_pool_bytes
    layouts = [page_layout(sc.model, sc.plan, stage_layers(sc.model, sc.plan, s)) for s in range(5)]
    densest = max(x.block_bytes for x in layouts if x is not None)
    assert pool is not None and densest > min(x.block_bytes for x in layouts if x is not None)
    blocks = next(x for x in layouts if x is not None).blocks(4096)
    assert planned(est, logs.CONCURRENCY, 4096) == pytest.approx(pool / densest / blocks)
