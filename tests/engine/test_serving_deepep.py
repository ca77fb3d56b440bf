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
    """With DeepEP a MoE layer's time is its dispatch and combine all-to-alls of each GPU's
    share of the tokens (k copies, one a node over the network); the dense layers keep their
    two all-reduces."""
    off, on = replica(), replica(moe_deepep=True)
    assert off.a2a_layers == 0 and on.a2a_layers == DSV3.num_moe_layers == 58
    tokens = 4096.0
    size = tokens / 32 * 8 * DSV3.routed_width * 2
    share = deepep_remote_share(8, 32, 8)
    assert on.a2a_share == pytest.approx(share)
    one = collective("all_to_all", size, 32, 8, on.fab, share).seconds
    assert on.a2a_s(tokens) == pytest.approx(58 * 2 * one)
    dense = off.comm_s(tokens) / DSV3.num_layers  # two all-reduces a layer
    assert on.comm_s(tokens) == pytest.approx(3 * dense + on.a2a_s(tokens))
    assert on.comm_s(tokens) < off.comm_s(tokens)


def test_two_batch_overlap_hides_the_all_to_alls_behind_the_kernels() -> None:
    on, both = replica(moe_deepep=True), replica(moe_deepep=True, ep_comm_overlap=True)
    for running in (64.0, 2048.0, 8192.0):
        parts = both.step_parts(running)
        hidden = both.hidden_s(running)
        assert hidden == pytest.approx(min(both.a2a_s(running), parts.kernels_s))
        assert both.gpu_step_s(running) == pytest.approx(on.gpu_step_s(running) - hidden)
    assert on.hidden_s(2048.0) == 0.0


def test_deepseek_v3_prefill_on_32_h100_comes_near_what_sglang_measured() -> None:
    """A test, not a constant: 54,543 prompt tokens/s a node measured (EP32, 2,000-token
    prompts, 16,384 tokens a GPU, two-batch overlap); the plan's prefill replica, full batches
    back to back, within 15%. Without DeepEP's all-to-alls (all-reduces over the 32 GPUs) it
    was a third of it."""
    r = replica(moe_deepep=True, ep_comm_overlap=True)
    assert isinstance(r, DisaggReplica)
    per_node = r.server.capacity * 2000 / 4
    assert per_node == pytest.approx(54_543, rel=0.15)
    plain = replica()
    assert isinstance(plain, DisaggReplica)
    assert plain.server.capacity * 2000 / 4 < 0.4 * 54_543


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
    assert "all-to-all seconds hidden by two-batch overlap" in out


@settings(max_examples=25, deadline=None)
@given(running=st.floats(min_value=1.0, max_value=20_000.0))
def test_overlap_never_slows_a_step_and_deepep_never_sends_more(running: float) -> None:
    on, both = _pair()
    assert both.gpu_step_s(running) <= on.gpu_step_s(running) * (1 + 1e-12)
    assert both.gpu_step_s(running) >= on.gpu_step_s(running) - on.a2a_s(running) - 1e-12


_CACHE: dict[str, tuple[Replica, Replica]] = {}


def _pair() -> tuple[Replica, Replica]:
    if "pair" not in _CACHE:
        _CACHE["pair"] = (replica(moe_deepep=True), replica(moe_deepep=True, ep_comm_overlap=True))
    return _CACHE["pair"]
