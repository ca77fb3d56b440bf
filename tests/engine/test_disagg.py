"""Prefill/decode disaggregation (plan.prefill_replicas): prompts are prefilled on replicas of
their own, the KV cache crosses to a decode replica, and decode steps carry no prefill."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.sharding import prefill_plan
from hwplanner.engine.scenario.validity import PlanError, check_plan
from hwplanner.engine.serving.disagg import DisaggReplica, wait_quantile
from hwplanner.engine.serving.latency import Replica
from hwplanner.engine.serving.levels import build_replica
from tests.engine.models import LLAMA_8B

H100_NVLINK = shipped_catalog().gpu("h100-sxm-80gb")
WL = Workload(prompt_tokens=2000, output_tokens=200)


def plan(prefill: int = 2, gpus: int = 8, **kw: object) -> Plan:
    return Plan(
        method="inference",
        framework="sglang",
        gpus_per_node=gpus,
        tp=1,
        prefill_replicas=prefill,
        **kw,  # type: ignore[arg-type]
    )


def replica(p: Plan, wl: Workload = WL) -> Replica:
    return replica_of(LLAMA_8B, p, wl=wl)


def replica_of(spec, p: Plan, gpu=H100_NVLINK, wl: Workload = WL) -> Replica:  # type: ignore[no-untyped-def]
    """The replica model of `p` serving `spec` on `gpu`, as the estimate builds it."""
    est = estimate(Scenario(model=spec, gpu=gpu, plan=p, workload=wl), solve=False)
    comp = est.budget.compute
    r, _ = build_replica(
        spec, gpu, p, wl, est.memory, comp["prefill_mfu"].value, comp["decode_mbu"].value
    )
    return r


def test_prefill_replicas_leave_at_least_one_to_decode() -> None:
    with pytest.raises(ValueError, match=r"prefill_replicas: 8 of the plan's 8 replica.*0 … 7"):
        plan(prefill=8)
    assert plan(prefill=7).decode_replicas == 1
    assert plan(prefill=0).decode_replicas == 8


def test_elsewhere_the_field_changes_nothing_and_is_named_unused() -> None:
    """An engine that does not disaggregate, a training plan or a machine of unequal cards: the
    field applies to nothing (hidden in the window, named unused by the CLI and the API), and
    every replica decodes."""
    from hwplanner.engine.plan.inputs import unused_fields

    for fw in ("lmdeploy", "tgi", "llamacpp"):
        p = Plan(method="inference", framework=fw, gpus_per_node=2, prefill_replicas=5)
        assert p.prefill_only_replicas == 0 and p.decode_replicas == p.dp
        check_plan(LLAMA_8B, p, H100_NVLINK)
        assert [d.name for d in unused_fields(p, LLAMA_8B, {"prefill_replicas"})] == [
            "prefill_replicas"
        ]
    trained = Plan(method="full", gpus_per_node=2, prefill_replicas=5)
    assert trained.prefill_only_replicas == 0
    for fw in ("vllm", "sglang", "trtllm"):
        p = plan().with_changes(framework=fw)
        check_plan(LLAMA_8B, p, H100_NVLINK)
        assert p.prefill_only_replicas == 2 and not unused_fields(p, LLAMA_8B, {"prefill_replicas"})


def test_the_cli_refuses_too_many_prefill_replicas_in_one_line(capsys) -> None:  # type: ignore[no-untyped-def]
    from hwplanner.cli import main

    args = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method"]
    args += ["inference", "--framework", "sglang", "--gpus", "4", "--prefill-replicas", "4"]
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--prefill-replicas" in err[0] and "0 … 3" in err[0]


def test_the_kv_cache_crosses_over_nvlink_inside_a_node_else_the_network() -> None:
    """Llama 3.1 8B keeps 32 layers × 8 KV heads × 128 × 2 (k, v) × 2 B = 131,072 B a token:
    a 2,000-token prompt sends 262 MB, at one GPU's NVLink share (450 GB/s) inside a node;
    replicas of 8 GPUs on 8-GPU nodes send it over the node network instead."""
    r = replica(plan())
    assert isinstance(r, DisaggReplica)
    assert r.transfer_bytes == pytest.approx(2000 * 131_072)
    assert r.transfer_link == "NVLink"
    assert r.transfer_s == pytest.approx(2000 * 131_072 / 450e9)
    wide = replica(plan(prefill=1, gpus=8, nodes=2).with_changes(tp=8))
    assert isinstance(wide, DisaggReplica)
    assert wide.transfer_link == "network" and wide.transfer_s > r.transfer_s
    # two nodes of replicas of 4: the decode replicas are mostly on the other node
    two = replica(plan(prefill=1, gpus=8, nodes=2).with_changes(tp=4))
    assert isinstance(two, DisaggReplica) and two.transfer_link == "network"
    per_gpu_nic = two.inter_bps
    assert two.transfer_s == pytest.approx(2000 * 131_072 / (4 * per_gpu_nic))


def test_an_xgmi_mesh_sends_over_one_peer_link() -> None:
    """8 MI300X in one node: each GPU reaches its peer over one of its 7 xGMI links (448 ÷ 7 =
    64 GB/s per direction), not over all of them as NVLink's switch gives a pair."""
    from hwplanner.catalog import shipped_catalog

    r = replica_of(LLAMA_8B, plan(prefill=2), gpu=shipped_catalog().gpu("mi300x"))
    assert isinstance(r, DisaggReplica) and r.transfer_link == "xGMI"
    assert r.transfer_bps == pytest.approx(448e9 / 7)
    # two replicas of bridged RTX 3090 pairs in a box of four cross PCIe, not the bridge
    rtx = shipped_catalog().gpu("rtx-3090")
    bridged = replica_of(LLAMA_8B, plan(prefill=1, gpus=4).with_changes(tp=2), gpu=rtx)
    assert isinstance(bridged, DisaggReplica) and bridged.transfer_link == "PCIe"
    assert bridged.transfer_bps == pytest.approx(rtx.pcie_gbps * 1e9 * 2)  # 2 senders


def test_attention_data_parallel_sends_from_the_sequences_group_only() -> None:
    """With attention data-parallel groups a sequence's KV cache sits on its group's GPUs only
    (tp ÷ groups of them): those send it, not all tp."""
    from hwplanner.catalog import shipped_catalog

    dsv3 = shipped_catalog().model("deepseek-v3")
    h200 = shipped_catalog().gpu("h200-sxm-141gb")
    p = Plan(
        method="inference",
        framework="sglang",
        gpus_per_node=8,
        nodes=2,
        tp=8,
        attention_dp=8,
        weight_format="fp8",
        prefill_replicas=1,
    )
    r = replica_of(dsv3, p, gpu=h200)
    assert isinstance(r, DisaggReplica)
    assert r.transfer_bps == pytest.approx(r.inter_bps * 1)  # one GPU of its group of 1
    # MLA keeps 61 layers × (512 + 64) × 2 B a token on that GPU
    assert r.transfer_bytes == pytest.approx(2000 * 61 * 576 * 2)


def test_at_a_rate_the_first_token_waits_for_a_prefill_replica_and_decode_runs_alone() -> None:
    """One prompt at a time where the step holds no second one (prompts of the token budget):
    TTFT = the M/G/1 wait of a prefill replica (ρ·t ÷ (2(1 − ρ)), prompts alike) + the prefill
    + the transfer; TPOT is the decode step alone, never stretched by prefills."""
    wl = Workload(prompt_tokens=8192, output_tokens=2000)  # SGLang's chunk on an H100: 8,192
    r = replica(plan(prefill=2), wl)  # 2 prefill, 6 decode replicas
    assert isinstance(r, DisaggReplica)
    assert r.server.batch_max == 1
    t_p = r.prefill_s()
    rate = 0.6  # requests/s on one decode replica: 1.8 a second on each prefill replica
    rho = rate * 6 / 2 * t_p
    assert 0.3 < rho < 0.9
    assert r.prefill_load(rate) == pytest.approx(rho)
    p = r.at_rate(rate)
    assert p.ttft_s == pytest.approx(rho * t_p / (2 * (1 - rho)) + t_p + r.transfer_s)
    assert p.tpot_s == pytest.approx(r.step_s(p.running) / r.tokens_per_step)
    assert p.running == pytest.approx(rate * 1999 * p.tpot_s, rel=1e-4)
    # past a prefill replica's capacity the queue grows without end
    assert math.isinf(r.at_rate(1.01 * 2 / 6 / t_p).ttft_s)


def test_a_prefill_replica_takes_the_prompts_waiting_into_one_forward() -> None:
    """Prompts shorter than the step's token budget are prefilled together: past the rate one
    prompt at a time keeps up with, the batch is the prompts that arrive while one runs
    (b = λ·S(b)), the replica is busy all the time and the plan still serves; its capacity is
    full batches back to back; one prompt alone is timed as before."""
    # 256-token prompts, SGLang's 8,192-token chunk on an H100: 32 a forward
    r = replica(plan(prefill=2), Workload(prompt_tokens=256, output_tokens=200))
    assert isinstance(r, DisaggReplica)
    srv = r.server
    assert srv.batch_max == pytest.approx(32)
    t_p = r.prefill_s()
    assert srv.stage_s(1.0) == pytest.approx(t_p)
    full = r.prefill_side.batch_prefill_s(32) / r.prefill_side.batch_prefill_s(1) * t_p
    assert srv.capacity == pytest.approx(32 / full)
    assert srv.capacity > 1 / t_p  # the weights read once for the batch
    assert r.top_rate() == pytest.approx(min(2 / 6 * srv.capacity, r.top_rate()))
    alone = 2 / 6 / t_p  # requests/s per decode replica one prompt at a time keeps up with
    rate = (alone + 2 / 6 * srv.capacity) / 2
    b = r.prefill_batch(rate)
    assert 1 < b < srv.batch_max
    assert b == pytest.approx(r.prefill_rate(rate) * srv.stage_s(b), rel=1e-9)
    assert r.prefill_load(rate) == pytest.approx(1.0)
    p = r.at_rate(rate)
    assert math.isfinite(p.ttft_s)
    used = r.prefill_used(rate)
    s = srv.stage_s(b)
    assert p.ttft_s == pytest.approx(s / (2 * (1 - used)) + s + r.transfer_s)
    assert math.isinf(r.at_rate(1.01 * 2 / 6 * srv.capacity).ttft_s)
    # light load: one prompt a forward, the wait of a queue that would batch
    low = 0.2 * alone
    assert r.prefill_batch(low) == 1.0
    rho = low * 6 / 2 * t_p
    wait = rho * t_p / (2 * (1 - r.prefill_used(low)))
    assert r.at_rate(low).ttft_s == pytest.approx(wait + t_p + r.transfer_s)


@settings(max_examples=40, deadline=None)
@given(
    share=st.floats(min_value=0.01, max_value=0.99),
    more=st.floats(min_value=1.0, max_value=1.5),
    prompt=st.integers(min_value=50, max_value=9000),
)
def test_more_load_never_shortens_the_first_token(share: float, more: float, prompt: int) -> None:
    """At a higher rate the batch, the busy share and the wait never fall."""
    r = replica(plan(prefill=2), Workload(prompt_tokens=prompt, output_tokens=50))
    assert isinstance(r, DisaggReplica)
    top = 2 / 6 * r.server.capacity
    lo, hi = share * top, min(share * top * more, 0.999 * top)
    assert r.prefill_batch(hi) >= r.prefill_batch(lo) - 1e-9
    assert r.first_token_s(hi) >= r.first_token_s(lo) * (1 - 1e-9)


def test_the_closed_loop_obeys_littles_law() -> None:
    r = replica(plan(prefill=2))
    for users in (1, 16, 64, 200):
        p = r.at(users)
        cycle = p.ttft_s + 199 * p.tpot_s
        assert p.requests_per_second * cycle == pytest.approx(min(users, r.limit), rel=1e-3)
        assert p.prefill_share == 0.0


@settings(max_examples=30, deadline=None)
@given(
    rate=st.floats(min_value=0.05, max_value=3.0),
    prompt=st.integers(min_value=100, max_value=6000),
)
def test_decode_alone_is_never_slower_than_decode_among_prefills(rate: float, prompt: int) -> None:
    """At the same request rate per decode replica, a disaggregated plan's TPOT is never above
    that of the colocated plan with as many replicas (its steps carry no prefill), and more
    prefill replicas never lengthen the first token."""
    wl = Workload(prompt_tokens=prompt, output_tokens=200)
    colocated = replica(plan(prefill=0, gpus=6), wl).at_rate(rate)
    two = replica(plan(prefill=2), wl).at_rate(rate)
    # on two nodes both (the KV cache crosses the network alike): 6 decode replicas each
    two_nodes = replica(plan(prefill=2, gpus=4, nodes=2), wl).at_rate(rate)
    four = replica(plan(prefill=4, gpus=5, nodes=2), wl).at_rate(rate)
    if math.isfinite(colocated.tpot_s) and math.isfinite(two.tpot_s):
        assert two.tpot_s <= colocated.tpot_s * (1 + 1e-9)
    assert four.ttft_s <= two_nodes.ttft_s * (1 + 1e-9) or math.isinf(two_nodes.ttft_s)


def test_the_wait_quantile_is_an_exponential_tail_with_the_mean_it_is_given() -> None:
    assert wait_quantile(0.1, 0.5, 0.4) == 0.0  # half the requests wait not at all
    qs = [wait_quantile(0.1, 0.5, (i + 0.5) / 10_000) for i in range(10_000)]
    assert sum(qs) / len(qs) == pytest.approx(0.1, rel=1e-2)


def test_gpu_hours_count_the_prefill_replicas_beside_the_decode_ones() -> None:
    """Busy GPU-hours and tokens per GPU count a decode replica's share of the prefill GPUs;
    the busy time and request rates are the decode replicas'."""
    sc = Scenario(model=LLAMA_8B, gpu=H100_NVLINK, plan=plan(prefill=2), workload=WL)
    est = estimate(sc, solve=False)
    comp = est.budget.compute
    per_gpu = comp["tokens_per_second_per_gpu"].value
    r = replica(plan(prefill=2))
    point = r.at(plan(prefill=2).batch)
    assert per_gpu == pytest.approx(point.requests_per_second * 200 / (1 + 2 / 6))
    assert est.budget.replicas == 6
    assert any("Prefill/decode disaggregated" in str(w) for w in est.budget.warnings)
    ttft = est.budget.serving["ttft_ms"]
    assert dict(ttft.inputs)["KV cache transfer s"] == pytest.approx(r.transfer_s)


def test_json_and_api_carry_the_field() -> None:
    sc, _ = api.scenario(
        "llama-3.1-8b",
        "h100-sxm-80gb",
        "inference",
        framework="vllm",
        gpus_per_node=8,
        prefill_replicas=3,
    )
    doc = json.loads(estimate(sc, solve=False).document().model_dump_json())
    assert doc["plan"]["prefill_replicas"] == 3


def test_vllm_samples_the_first_token_on_the_decode_replica() -> None:
    """vLLM's decode instance recomputes the prompt's last token and samples the first token:
    its TTFT adds one decode step, where SGLang's prefill replica ships the token."""
    r = replica(plan(prefill=2).with_changes(framework="vllm"))
    assert isinstance(r, DisaggReplica) and r.decode_samples_first
    p = r.at_rate(2.0)
    alone = r.prefill_wait_s(2.0) + r.prefill_s() + r.transfer_s
    assert p.ttft_s == pytest.approx(alone + r.step_s(p.running))
    sglang = replica(plan(prefill=2))
    assert isinstance(sglang, DisaggReplica) and not sglang.decode_samples_first


def test_rebalancing_prefill_and_decode_is_proposed_on_the_same_gpus() -> None:
    """A disaggregated plan that misses its first-token target at a request rate is offered
    another split of the same GPUs before more GPUs."""
    p = plan(prefill=1, gpus=4)
    wl = Workload(
        prompt_tokens=2000, output_tokens=200, request_rate=20, ttft_slo_ms=500, tpot_slo_ms=30
    )
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100_NVLINK, plan=p, workload=wl), solve=True)
    changes = [prop.changes for prop in est.proposals]
    assert {"prefill_replicas": 2} in changes
    first = est.proposals[0]
    assert first.gpus == 4


def test_recommend_keeps_the_split_and_falls_back_to_one_replica() -> None:
    from hwplanner.engine.solve.recommend import _shapes

    p = plan(prefill=2)  # 2 of 8 replicas of one GPU
    shapes = _shapes(p, 16, False, H100_NVLINK)
    assert shapes[0].prefill_only_replicas == 4 and shapes[0].tp == 1
    assert shapes[-1].prefill_only_replicas == 0
    assert _shapes(p, 1, False, H100_NVLINK)[0].prefill_only_replicas == 0


def test_a_project_keeps_the_field() -> None:
    from hwplanner.project import Project, ScenarioSpec, parse_project

    sc = ScenarioSpec(model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", plan=plan(prefill=3))
    text = Project(scenarios=(sc,)).model_dump_json()
    assert parse_project(text).scenarios[0].plan.prefill_replicas == 3


def test_a_hybrid_sends_its_recurrent_state_once() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.scenario.serving_config import recurrent_state_bytes

    granite = shipped_catalog().model("granite-4.0-h-small")
    p = plan(prefill=1, gpus=2)
    r = replica_of(granite, p)
    kv_only = r.transfer_bytes - recurrent_state_bytes(granite, p, (0, granite.total_layers))
    assert kv_only == pytest.approx(
        2000 * 4 * 8 * 128 * 2 * 2  # 4 attention layers × 8 KV heads × 128 × k, v × 2 B
    )


def test_prefill_replicas_of_their_own_tp() -> None:
    """SGLang's Kimi K2 1P1D (lmsys blog, 2025-07-17, entry probe S06): a prefill server on 32
    GPUs and a decode server on 96 (DEP both), 128 H200. The prefill replica keeps the decode
    side's attention groups and experts per GPU, holds more of the model per GPU than the
    decode replica (the memory shown, said), and prefills on its own layout."""
    kw = dict(method="inference", framework="sglang", gpus_per_node=8, nodes=16, tp=96,
              attention_dp=96, ep=96, prefill_replicas=1, batch=480)  # fmt: skip
    wl = Workload(prompt_tokens=2000, output_tokens=100)
    sc, _ = api.scenario("kimi-k2", "h200-sxm-141gb", **{**kw, "prefill_tp": 32})
    p = sc.plan
    assert (p.prefill_replica_tp, p.prefill_gpus, p.decode_replicas) == (32, 32, 1)
    pre = prefill_plan(p)
    assert (pre.tp, pre.attention_dp, pre.ep, pre.gpus, pre.prefill_replicas) == (32, 32, 32, 32, 0)
    est = estimate(sc.model_copy(update={"workload": wl}))
    assert est.prefill_memory is not None and est.memory is est.prefill_memory
    assert any("the memory shown is the prefill replicas'" in n for n in est.notes)
    assert est.min_gpus is not None and est.min_gpus.gpus == 128  # 32 + 96: the plan's own
    est_wl = estimate(sc.model_copy(update={"workload": wl}), solve=False)
    comp = est_wl.budget.compute
    r, _ = build_replica(sc.model, sc.gpu, p, wl, est_wl.replica_memory,
                         comp["prefill_mfu"].value, comp["decode_mbu"].value)  # fmt: skip
    assert isinstance(r, DisaggReplica) and r.prefill_side is not r
    assert r.prefill_s() == pytest.approx(r.prefill_side.prefill_s())
    # Explain gives the prefill replica's layout beside its prefill speed
    prefill_fig = est_wl.budget.compute["prefill_tokens_per_second"]
    assert dict(prefill_fig.inputs)["TP GPUs"] == 32
    # the GPUs must hold whole decode replicas beside the prefill ones, and a prefill replica's
    # own layout must run the model: each refused on prefill_tp, naming what is allowed
    with pytest.raises(ValueError, match=r"prefill_tp: 1 prefill replica.*leave 104 of the 128"):
        Plan(**{**kw, "prefill_tp": 24})
    with pytest.raises(ValueError, match="prefill_tp: a prefill replica of 12 GPUs spans nodes"):
        Plan(**{**kw, "prefill_tp": 12, "nodes": 15, "tp": 12 * 9, "attention_dp": 108,
                "ep": 108})  # fmt: skip
    heads = Plan(method="inference", framework="sglang", gpus_per_node=8, nodes=2, tp=4,
                 prefill_replicas=2, prefill_tp=6)  # fmt: skip
    with pytest.raises(PlanError, match="prefill_tp: a prefill replica of tp 6: tp: 6 does not"):
        check_plan(LLAMA_8B.model_copy(update={"num_attention_heads": 64}), heads)


def test_prefill_tp_equal_to_tp_changes_nothing() -> None:
    """prefill_tp set to the decode replicas' tp is the plan without it, to the byte."""
    base = plan(prefill=2, gpus=8)
    same = base.with_changes(prefill_tp=1)
    a = estimate(Scenario(model=LLAMA_8B, gpu=H100_NVLINK, plan=base, workload=WL))
    b = estimate(Scenario(model=LLAMA_8B, gpu=H100_NVLINK, plan=same, workload=WL))
    assert a.memory.total_bytes == b.memory.total_bytes and b.prefill_memory is None
    assert a.budget.serving["ttft_ms"].value == b.budget.serving["ttft_ms"].value
    assert (same.prefill_gpus, same.decode_replicas) == (2, 6)


def test_a_prefill_side_that_does_not_fit_is_the_memory_shown() -> None:
    """Llama 3.1 70B on 8 H200, decode replicas of tp 2 with two one-GPU prefill replicas: the
    decode side holds fewer sequences than asked (it still fits), the one-GPU prefill replica
    does not fit at all; that side is shown and said, and the serving figures still read the
    decode replicas' KV cache."""
    sc, _ = api.scenario("llama-3.1-70b", "h200-sxm-141gb", "inference", framework="sglang",
                         gpus_per_node=8, tp=2, prefill_replicas=2, prefill_tp=1, batch=128,
                         prompt_tokens=8000)  # fmt: skip
    est = estimate(sc)
    assert est.prefill_memory is not None and not est.prefill_memory.fits
    assert est.memory is est.prefill_memory and est.verdict == "does_not_fit"
    assert est.replica_memory.fits and est.min_gpus is None
    assert any("The prefill replicas need" in n for n in est.notes)
    _, pool = est.replica
    assert pool.figure_tokens.value == est.budget.serving["kv_pool_tokens"].value
    # the fix on the same GPUs: fewer, larger prefill replicas (one of two GPUs), which fit
    (fix,) = est.proposals
    assert dict(fix.changes) == {"prefill_tp": 2, "prefill_replicas": 1} and fix.gpus == 8
    fixed = estimate(sc.model_copy(update={"plan": sc.plan.with_changes(**fix.changes)}))
    assert fixed.memory.fits


def test_a_prefill_forward_takes_every_ranks_sequences() -> None:
    """vLLM's sequence cap is each data-parallel rank's, as its token budget is: a DEP prefill
    replica of 8 ranks with --max-num-seqs 16 takes up to 128 short prompts a forward."""
    dsv3 = shipped_catalog().model("deepseek-v3")
    p = Plan(
        method="inference",
        framework="vllm",
        gpus_per_node=8,
        nodes=2,
        tp=8,
        attention_dp=8,
        ep=8,
        weight_format="fp8",
        prefill_replicas=1,
        max_num_seqs=16,
    )
    r = replica_of(
        dsv3,
        p,
        gpu=shipped_catalog().gpu("h200-sxm-141gb"),
        wl=Workload(prompt_tokens=100, output_tokens=100),
    )
    assert isinstance(r, DisaggReplica)
    assert r.cfg.budget_ranks == 8
    assert r.server.batch_max == pytest.approx(128)


def test_a_long_prompt_in_a_batch_adds_its_own_length_to_the_batch() -> None:
    """With prompts spread, the q-th prompt's first token waits for its batch's forward with
    that prompt in place of an average one: one prompt a forward gives its own prefill."""
    wl = Workload(prompt_tokens=256, prompt_tokens_max=512, output_tokens=200)
    r = replica(plan(prefill=2), wl)
    assert isinstance(r, DisaggReplica)
    alone = 2 / 6 / r.prefill_s()
    for rate in (0.2 * alone, 1.5 * alone):
        qs = r.quantiles_at_rate(rate)
        others = r.batch_prefill_at_s(rate) - r.prefill_s()
        if rate < alone:
            assert others == pytest.approx(0.0, abs=1e-12)
        for q in (50.0, 99.0):
            wait = wait_quantile(r.prefill_wait_s(rate), r.prefill_load(rate), q / 100)
            want = r.prefill_at_s(q / 100) + others + wait + r.transfer_s
            assert qs[q][0] == pytest.approx(want)
