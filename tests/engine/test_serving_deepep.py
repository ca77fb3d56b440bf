"""DeepSeek-style serving (attention data-parallel groups with the experts split over the
replica, DEP) whose tokens reach their experts through DeepEP (plan.moe_deepep), and the
engines' two-batch overlap (plan.ep_comm_overlap)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.plan.inputs import unused_fields
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.serving.disagg import DisaggReplica
from hwplanner.engine.serving.expert_load import busiest_tokens_ratio
from hwplanner.engine.serving.latency import Replica
from hwplanner.engine.time.collectives import collective
from hwplanner.engine.time.comm import deepep_remote_share

CAT = shipped_catalog()
DSV3 = CAT.model("deepseek-v3")

# SGLang's DeepSeek-V3 on 12 nodes of 8 H100 (lmsys blog 2025-05-05, lm-sys/lm-sys.github.io
# @2db4e404 blog/2025-05-05-large-scale-ep.md): prefill on 4 nodes (EP32, 16,384 tokens a GPU,
# 2,000-token prompts) 54,543 tokens/s a node; DeepEP, DeepGEMM, two-batch overlap, FP8 weights
DEP = dict(
    gpus_per_node=8,
    framework="sglang",
    tp=32,
    attention_dp=32,
    ep=32,
    weight_format="fp8",
    prompt_tokens=2000,
    output_tokens=100,
    max_batched_tokens=16384 * 32,
)


def replica(**kw: object) -> Replica:
    values = {**DEP, "nodes": 8, "prefill_replicas": 1, "batch": 32 * 256, **kw}
    est = api.estimate("deepseek-v3", "h100-sxm-80gb", "inference", solve=False, **values)
    r, _ = est.replica
    return r


def test_the_fields_apply_to_dep_serving_and_are_named_unused_elsewhere() -> None:
    dep = Plan(method="inference", framework="sglang", gpus_per_node=8, tp=8, attention_dp=8, ep=8)
    on = dep.with_changes(moe_deepep=True, ep_comm_overlap=True)
    assert not unused_fields(on, DSV3, {"moe_deepep", "ep_comm_overlap"})
    # tensor parallel only (no attention groups): neither applies
    tp_only = Plan(method="inference", framework="sglang", gpus_per_node=8, tp=8, ep=8)
    named = {d.name for d in unused_fields(tp_only, DSV3, {"moe_deepep"})}
    assert named == {"moe_deepep"}
    # the overlap only with DeepEP on, and only where the engine offers it (not TensorRT-LLM)
    assert {d.name for d in unused_fields(dep, DSV3, {"ep_comm_overlap"})} == {"ep_comm_overlap"}
    trt = on.with_changes(framework="trtllm")
    assert {d.name for d in unused_fields(trt, DSV3, {"ep_comm_overlap"})} == {"ep_comm_overlap"}
    vllm = on.with_changes(framework="vllm")
    assert not unused_fields(vllm, DSV3, {"moe_deepep", "ep_comm_overlap"})


def test_moe_layers_send_all_to_alls_in_place_of_all_reduces() -> None:
    """With DeepEP a MoE layer's time is its dispatch (FP8 for an FP8 model) and combine (BF16)
    all-to-alls of each GPU's share of the tokens, every peer written at once; a step with
    prompt tokens sends one copy a node over the network (normal kernels), a step of decodes
    one copy an expert (low-latency kernels); the dense layers keep their two all-reduces."""
    off, on = replica(), replica(moe_deepep=True)
    assert off.a2a_layers == 0 and on.a2a_layers == DSV3.num_moe_layers == 58
    tokens = 4096.0
    # each GPU's share of the copies, at the busiest GPU's (serving/expert_load.py)
    busiest = busiest_tokens_ratio(tokens, 8, 32)
    assert on.busiest_tokens(tokens) == pytest.approx(busiest) and busiest > 1.0
    combine = tokens / 32 * 8 * DSV3.routed_width * 2 * busiest
    share = deepep_remote_share(8, 32, 8)
    assert on.a2a_share == pytest.approx(share)
    for decode, s in ((False, share), (True, 1.0)):
        d = collective("all_to_all", combine / 2, 32, 8, on.fab, s, True).seconds
        c = collective("all_to_all", combine, 32, 8, on.fab, s, True).seconds
        assert on.a2a_parts(tokens, decode=decode) == pytest.approx((58 * d, 58 * c))
    assert on.a2a_s(tokens, decode=True) > on.a2a_s(tokens)
    dense = off.comm_s(tokens) / DSV3.num_layers  # two all-reduces a layer
    assert on.comm_s(tokens) == pytest.approx(3 * dense + on.a2a_s(tokens))
    assert on.comm_s(tokens) < off.comm_s(tokens)
    # chunks: each its own all-to-alls
    two = on.a2a_parts(tokens, rounds=2)
    half = on.a2a_parts(tokens / 2)
    assert two == pytest.approx((2 * half[0], 2 * half[1]))


def test_deepep_writes_every_peer_at_once() -> None:
    """DeepEP's low-latency kernels at EP64, 128 tokens a GPU, FP8 dispatch and BF16 combine
    (deepseek-ai/DeepEP@0297fc80 docs/legacy.md, H800 with CX7 400 Gb/s: 173 µs and 314 µs a
    layer): one hop's latency beside the bytes, not one a peer, within 20% of the table."""
    r = replica(moe_deepep=True, nodes=8, tp=64, attention_dp=64, ep=64, prefill_replicas=0)
    d, c = r.a2a_parts(128 * 64, decode=True)
    assert (d + c) / 58 == pytest.approx(173e-6 + 314e-6, rel=0.2)
    peer_by_peer = collective("all_to_all", 128 * 8 * 7168 * 2, 64, 8, r.fab, 1.0).seconds
    assert peer_by_peer > 1.5 * c / 58


def test_two_batch_overlap_pairs_each_micro_batch_with_the_others_transfers() -> None:
    """Two micro-batches of half the sequences, each running every kernel; one's dispatch and
    combine beside the other's attention and experts, slot by slot."""
    on, both = replica(moe_deepep=True), replica(moe_deepep=True, ep_comm_overlap=True)
    for running in (64.0, 2048.0, 8192.0):
        half = both.step_parts(running / 2)
        a2a = both.a2a_s(running, decode=True)
        d, c = both.a2a_parts(running / 2, decode=True)
        m = both.experts_s(running / 2, half.linear_s)
        a = half.kernels_s - m
        slots = max(a, d) + max(m, d) + max(m, c) + max(a, c)
        assert both.overlapped_step_s(running) == pytest.approx(slots)
        parts = both.step_parts(running)
        assert both.gpu_step_s(running) == pytest.approx(slots + parts.comm_s - a2a + parts.other_s)
        assert on.gpu_step_s(running) == pytest.approx(
            parts.kernels_s + parts.comm_s + parts.other_s
        )


def test_each_overlapped_micro_batch_runs_its_own_experts() -> None:
    """A step with prompt chunks under two-batch overlap: each micro-batch's experts at its own
    half of the rows and its own busiest expert-parallel GPU, not the whole step's."""
    on, both = replica(moe_deepep=True), replica(moe_deepep=True, ep_comm_overlap=True)
    assert on._half_experts_s(4096.0, on.gpus) == 0.0
    for tokens in (64.0, 4096.0):
        extra = both.expert_extra_at(tokens / 2) - both.expert_extra_at(tokens)
        assert extra > 0.0  # fewer tokens: fewer rows per expert, a busier busiest GPU
        per_flop = tokens / 2 / (both.gpus * both.peak * both.mfu)
        assert both._half_experts_s(tokens, both.gpus) == pytest.approx(extra * per_flop)


def test_deepseek_v3_on_h100_comes_near_what_sglang_measured() -> None:
    """Tests, not constants (lmsys blog 2025-05-05). Prefill on 4 nodes (EP32, 16,384 tokens a
    GPU, 2,000-token prompts, two-batch overlap): 54,543 prompt tokens/s a node, the plan
    within 15% (without DeepEP's all-to-alls, all-reduces over the 32 GPUs, a third of it).
    Decode at 256 sequences a GPU: 22,282 tokens/s a node on 9 nodes (EP72 over 256 experts
    and 32 redundant copies), 25.5% above the same run without the overlap; at 32 a
    GPU the overlap was 27% slower. The plan, whose overlap pairs the micro-batches' slots
    perfectly (LIMITS): within 30%, the overlap's gain under 70%, and a loss at 32."""
    r = replica(moe_deepep=True, ep_comm_overlap=True)
    assert isinstance(r, DisaggReplica)
    assert r.server.capacity * 2000 / 4 == pytest.approx(54_543, rel=0.15)
    plain = replica()
    assert isinstance(plain, DisaggReplica)
    assert plain.server.capacity * 2000 / 4 < 0.4 * 54_543
    decode = {
        o: replica(
            moe_deepep=True,
            ep_comm_overlap=o,
            nodes=13,
            tp=72,
            attention_dp=72,
            ep=72,
            redundant_experts=32,  # the blog's 288 experts for EP72
            prefill_tp=32,
            batch=256 * 72,
        )
        for o in (False, True)
    }
    per_node = {o: {n: n * 8 / x.gpu_step_s(n * 72) for n in (32, 256)} for o, x in decode.items()}
    assert per_node[True][256] == pytest.approx(22_282, rel=0.3)
    assert per_node[False][256] == pytest.approx(22_282 / 1.255, rel=0.1)
    assert 1.0 < per_node[True][256] / per_node[False][256] < 1.7
    assert per_node[True][32] < per_node[False][32]


def test_dep_serving_with_deepep_holds_the_engines_rules() -> None:
    """DeepEP spreads the experts over every GPU of the replica (ep = tp, refused by name
    otherwise); its nodes of 8 NVLink GPUs are asked only of a replica spanning nodes."""
    base = dict(method="inference", framework="sglang", gpus_per_node=8, attention_dp=8)
    with pytest.raises(api.InputError, match=r"moe_deepep: DeepEP spreads the experts.*ep 8"):
        api.scenario(
            "deepseek-v3", "h100-sxm-80gb", **{**base, "tp": 8, "ep": 4, "moe_deepep": True}
        )
    # replicas of 4 inside nodes of 4: no network between an all-to-all's GPUs
    sc, _ = api.scenario(
        "qwen3-30b-a3b",
        "h100-sxm-80gb",
        method="inference",
        framework="sglang",
        gpus_per_node=4,
        nodes=4,
        tp=4,
        attention_dp=4,
        ep=4,
        moe_deepep=True,
    )
    assert sc.plan.moe_deepep
    with pytest.raises(api.InputError, match=r"moe_deepep: DeepEP's cross-node kernels"):
        api.scenario(
            "qwen3-30b-a3b",
            "h100-sxm-80gb",
            method="inference",
            framework="sglang",
            gpus_per_node=4,
            nodes=4,
            tp=16,
            attention_dp=16,
            ep=16,
            moe_deepep=True,
        )


def test_the_cli_takes_the_flags_and_explains_the_all_to_alls(capsys) -> None:  # type: ignore[no-untyped-def]
    from hwplanner.cli import main

    args = [
        "estimate",
        "--model",
        "deepseek-v3",
        "--gpu",
        "h100-sxm-80gb",
        "--method",
        "inference",
        "--framework",
        "sglang",
        "--gpus",
        "8",
        "--nodes",
        "4",
        "--tp",
        "32",
        "--attention-dp",
        "32",
        "--ep",
        "32",
        "--weight-format",
        "fp8",
        "--moe-deepep",
        "--ep-comm-overlap",
        "--batch",
        "4096",
        "--explain",
    ]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "expert all-to-all seconds (DeepEP)" in out
    assert "kernels and all-to-alls with two-batch overlap s" in out


@settings(max_examples=25, deadline=None)
@given(running=st.floats(min_value=1.0, max_value=20_000.0))
def test_the_overlapped_step_lies_between_its_parts_side_by_side_and_in_turn(
    running: float,
) -> None:
    """Under two-batch overlap the kernels and all-to-alls take at least the longer of the
    micro-batches' kernels and the all-to-alls, at most their sum."""
    _, both = _pair()
    half = both.step_parts(running / 2)
    kernels = 2 * half.kernels_s
    a2a = both.a2a_s(running, decode=True)
    slots = both.overlapped_step_s(running)
    assert max(kernels, a2a) * (1 - 1e-9) <= slots <= (kernels + a2a) * (1 + 1e-9)


_CACHE: dict[str, tuple[Replica, Replica]] = {}


def _pair() -> tuple[Replica, Replica]:
    if "pair" not in _CACHE:
        _CACHE["pair"] = (replica(moe_deepep=True), replica(moe_deepep=True, ep_comm_overlap=True))
    return _CACHE["pair"]


def test_a_group_of_several_gpus_adds_its_attention_all_reduce() -> None:
    """Attention groups of two GPUs (tp 16, 8 groups): each MoE layer's all-to-alls and the
    group's all-reduce of its attention output, over the group's share of the tokens."""
    r = replica(moe_deepep=True, tp=16, attention_dp=8, ep=16, prefill_replicas=0, batch=1024)
    assert r.group_tp == 2 and r.groups == 8
    tokens = 1024.0
    act = tokens / 8 * DSV3.hidden_size * 2
    group = r.group_latency_s + act * 2 * (2 - 1) / 2 / r.tp_bps
    per_layer = r.a2a_s(tokens) / 58 + group
    assert r.dispatch_s(tokens) == pytest.approx(per_layer)


def test_one_backend_engines_keep_their_kernels_in_prompt_steps() -> None:
    """vLLM runs one DeepEP backend for every step of a replica: colocated, its low-latency
    kernels, so a prompt token never shortens a step of decodes; a disaggregated plan's
    prefill instance runs the normal kernels. SGLang picks them batch by batch."""
    kw = dict(prefill_replicas=0, nodes=8, tp=64, attention_dp=64, ep=64, batch=64 * 256)
    vllm = replica(moe_deepep=True, framework="vllm", **kw)
    assert vllm.a2a_low_latency
    assert vllm.a2a_s(4096.0) == pytest.approx(vllm.a2a_s(4096.0, decode=True))
    running = 64 * 256
    ctx = vllm.context
    assert vllm.mixed_step_s(running, 1.0, ctx) >= vllm.gpu_step_s(running) * (1 - 1e-9)
    sglang = replica(moe_deepep=True, **kw)
    assert not sglang.a2a_low_latency
    assert sglang.a2a_s(4096.0) < sglang.a2a_s(4096.0, decode=True)
    pd = replica(moe_deepep=True, framework="vllm", nodes=12, tp=64, attention_dp=64, ep=64,
                 prefill_tp=32, prefill_replicas=1)  # fmt: skip
    assert isinstance(pd, DisaggReplica)
    assert not pd.a2a_low_latency and not pd.prefill_side.a2a_low_latency


def test_deepep_needs_nvlink_inside_a_node() -> None:
    """DeepEP reaches a node's GPUs over NVLink between every pair (its README): a serving
    replica of several GPUs on PCIe cards or AMD GPUs is refused by name, even in one node."""
    for gpu in ("l40s", "mi300x"):
        with pytest.raises(api.InputError, match=r"moe_deepep: DeepEP reaches the GPUs"):
            api.scenario(
                "qwen3-30b-a3b", gpu, "inference", framework="sglang", gpus_per_node=4,
                tp=4, attention_dp=4, ep=4, moe_deepep=True,
            )  # fmt: skip


def test_redundant_experts_are_held_and_divided_with_the_models() -> None:
    """SGLang --ep-num-redundant-experts / vLLM's EPLB: 32 copies make DeepSeek-V3's 256
    experts a pool of 288 that EP72 divides (256 alone refuses it, by name); each GPU holds
    4 experts either way (256 ÷ 64, 288 ÷ 72); a token reads one copy of each of its experts,
    the copies spread over the pool; named unused in training, for a dense model and where
    ep is 1."""
    from hwplanner.engine.scenario.sharding import expert_copies, physical_experts

    base = dict(
        method="inference", framework="sglang", gpus_per_node=8, nodes=9, tp=72,
        attention_dp=72, ep=72, weight_format="fp8",
    )  # fmt: skip
    with pytest.raises(api.InputError, match=r"ep: 72 does not divide the model's 256 experts"):
        api.scenario("deepseek-v3", "h100-sxm-80gb", **base)
    sc, _ = api.scenario("deepseek-v3", "h100-sxm-80gb", **base, redundant_experts=32)
    assert physical_experts(DSV3, sc.plan) == 288
    assert expert_copies(DSV3, sc.plan) == pytest.approx(288 / 256)
    with pytest.raises(api.InputError, match=r"and their 32 redundant copies \(288\)"):
        api.scenario(
            "deepseek-v3", "h100-sxm-80gb", **{**base, "nodes": 8, "tp": 64, "attention_dp": 64,
                                               "ep": 64}, redundant_experts=32,
        )  # fmt: skip
    ep72 = api.estimate("deepseek-v3", "h100-sxm-80gb", **base, redundant_experts=32, batch=1)
    ep64 = api.estimate(
        "deepseek-v3", "h100-sxm-80gb", **{**base, "nodes": 8, "tp": 64, "attention_dp": 64,
                                           "ep": 64}, batch=1,
    )  # fmt: skip
    w72 = ep72.memory.components["weights"].value
    w64 = ep64.memory.components["weights"].value
    assert w72 == pytest.approx(w64, rel=0.02)
    r, _ = ep72.replica
    assert r.physical_experts == 288
    assert r.experts_touched(1) == pytest.approx(8 / 288)
    p = Plan(method="inference", framework="sglang", gpus_per_node=8, tp=8, ep=8)
    on = p.with_changes(redundant_experts=8)
    assert not unused_fields(on, DSV3, {"redundant_experts"})
    for other in (
        Plan(method="full", gpus_per_node=8, ep=8, redundant_experts=8),
        Plan(method="inference", framework="sglang", gpus_per_node=8, tp=8, redundant_experts=8),
        on.with_changes(framework="trtllm"),
    ):
        assert [d.name for d in unused_fields(other, DSV3, {"redundant_experts"})] == [
            "redundant_experts"
        ]
