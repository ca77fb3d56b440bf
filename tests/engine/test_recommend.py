"""Ranking hardware options that fit, by time and by cost, against a deadline and a budget."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hwplanner.engine.model.gpu_spec import CloudInstance
from hwplanner.engine.plan.plan import Plan, Recompute
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.engine.solve.recommend import recommend, shaped
from tests.engine.budget_fixtures import A100, LLAMA2_7B, LLAMA2_70B, RTX4090
from tests.strategies import examples

P4DE = CloudInstance(
    id="p4de", provider="AWS", name="p4de.24xlarge", gpu_id=A100.id, gpus=8, usd_per_hour=40.96
)


def test_options_fit_and_are_sorted() -> None:
    r = recommend(LLAMA2_7B, Plan(method="qlora"), Workload(tokens=1e8), [A100, RTX4090])
    assert r.by_time and r.by_cost
    assert all(o.memory.fits for o in r.by_time)
    secs = [o.seconds for o in r.by_time]
    assert secs == sorted(secs)
    known = [o.usd for o in r.by_cost if o.usd is not None]
    assert known == sorted(known)
    unknown = [i for i, o in enumerate(r.by_cost) if o.usd is None]
    assert unknown == list(range(len(known), len(r.by_cost)))  # unknown prices rank last
    assert {o.where for o in r.by_time} == {"cloud", "owned"}
    cloud_4090 = [o for o in r.by_time if o.gpu.id == RTX4090.id and o.where == "cloud"]
    assert cloud_4090 and all(o.usd is None for o in cloud_4090)  # no price: unknown, not $0
    owned = next(o for o in r.by_cost if o.where == "owned" and o.usd is not None)
    assert owned.purchase_usd is not None and owned.usd < owned.purchase_usd  # run share


def test_full_finetune_70b_grows_gpu_count_with_zero3() -> None:
    plan = Plan(method="full", precision="mixed", framework="deepspeed", seq_len=1024)
    r = recommend(LLAMA2_70B, plan, Workload(tokens=1e8), [A100], [P4DE], max_gpus=64)
    smallest = min(r.by_time, key=lambda o: o.gpus)
    assert smallest.gpus >= 16  # 70B × 16 B/param ≈ 1.1 TB of states
    assert smallest.plan.zero == 3
    cloud = next(o for o in r.by_cost if o.where == "cloud")
    assert cloud.instance == P4DE


def test_nothing_proposed_breaks_the_deadline_or_the_budget() -> None:
    r = recommend(
        LLAMA2_7B,
        Plan(method="lora"),
        Workload(tokens=1e9),
        [A100],
        deadline_hours=10,
        budget_usd=50_000,
    )
    assert r.by_time and not r.unmet
    for o in (*r.by_time, *r.by_cost):
        assert o.seconds / 3600 <= 10 and o.meets_deadline
        assert o.meets_budget is not False and o.purchase_within_budget is not False
    assert all(lv.seconds / 3600 <= 10 for lv in r.levers)
    assert r.as_dict()["by_time"] and r.as_dict()["unmet"] == []


def test_when_no_option_meets_them_the_answer_says_which_and_by_how_much() -> None:
    r = recommend(
        LLAMA2_7B,
        Plan(method="full"),
        Workload(tokens=1e11),
        [A100],
        deadline_hours=1,
        budget_usd=100,
    )
    assert not r.by_time and not r.by_cost
    deadline, budget = r.unmet
    assert "1-hour deadline" in deadline and "× the deadline" in deadline
    assert "budget of US$100" in budget and "× the budget" in budget
    assert r.as_dict()["unmet"] == [deadline, budget]


@examples(60)
@given(st.floats(0.5, 2_000), st.sampled_from(["lora", "qlora", "full"]), st.integers(7, 11))
def test_recommend_never_returns_an_option_past_the_deadline(
    deadline: float, method: str, exponent: int
) -> None:
    """Any deadline, method and token count: every option and lever finishes within it; none
    left means the answer names the deadline."""
    r = recommend(
        LLAMA2_7B,
        Plan(method=method),
        Workload(tokens=10.0**exponent),
        [A100, RTX4090],
        deadline_hours=deadline,
        max_gpus=64,
    )
    assert all(o.seconds / 3600 <= deadline for o in (*r.by_time, *r.by_cost))
    assert all(lv.seconds / 3600 <= deadline for lv in r.levers)
    if not r.by_time and r.unmet:
        assert "deadline" in r.unmet[0]
    assert r.as_dict()["by_time"] is not None  # the document validates (a lever may fit nowhere)


def test_too_big_is_rejected_with_a_reason() -> None:
    r = recommend(LLAMA2_70B, Plan(method="full"), Workload(tokens=1e6), [RTX4090], max_gpus=4)
    assert not r.by_time
    assert r.rejected == ((RTX4090.id, "does not fit on up to 4 GPUs"),)


def test_shaped_plans() -> None:
    p = shaped(Plan(method="inference"), 16, zero3=False)
    assert p is not None and (p.tp, p.pp, p.nodes) == (8, 2, 2)
    p = shaped(Plan(method="full", tp=2, gpus_per_node=2), 4, zero3=True)
    assert p is not None and (p.tp, p.zero, p.gpus) == (2, 3, 4)


def test_no_cluster_from_single_gpu_instances() -> None:
    one = CloudInstance(id="1x", provider="X", name="1x", gpu_id=A100.id, gpus=1, usd_per_hour=1.0)
    plan = Plan(method="full", precision="mixed", framework="deepspeed", seq_len=1024)
    r = recommend(LLAMA2_70B, plan, Workload(tokens=1e8), [A100], [one, P4DE], max_gpus=64)
    clouds = [o for o in r.by_time if o.where == "cloud"]
    assert clouds and all(o.instance == P4DE for o in clouds)


def test_cheaper_levers_before_more_gpus() -> None:
    plan = Plan(
        method="full", precision="mixed", framework="deepspeed", seq_len=4096, recompute="full"
    )
    r = recommend(LLAMA2_7B, plan, Workload(tokens=1e8), [RTX4090], max_gpus=64)
    changes = {str(lv.change) for lv in r.levers}
    assert any("QLoRA" in c for c in changes)
    base = min(o.gpus for o in r.by_time) if r.by_time else None
    assert all(base is None or lv.gpus < base for lv in r.levers)
    assert r.as_dict()["levers"]


def test_activation_checkpointing_is_offered_before_more_gpus() -> None:
    """The Trainer's default trains without checkpointing; the levers offered a shorter
    sequence, offload and QLoRA but not the one switch that shrinks activations most."""
    plan = Plan(method="lora", seq_len=4096)
    assert plan.recompute is Recompute.NONE
    r = recommend(LLAMA2_7B, plan, Workload(tokens=1e8), [RTX4090], max_gpus=64)
    (lever,) = [lv for lv in r.levers if "activation checkpointing" in str(lv.change)]
    assert lever.plan.recompute is Recompute.FULL
    assert lever.baseline_gpus is None or lever.gpus < lever.baseline_gpus
    done = recommend(
        LLAMA2_7B, plan.with_changes(recompute="full"), Workload(tokens=1e8), [RTX4090]
    )
    assert not [lv for lv in done.levers if "activation checkpointing" in str(lv.change)]
    # the levers that keep the run come first, a shorter sequence (cut examples) last, as the
    # fixes of one plan are ranked; the JSON says which keep it
    kinds = [lv.kind for lv in r.levers]
    assert kinds == sorted(kinds) and r.levers[0].keeps_run
    shorter = [lv for lv in r.levers if "shorter sequence" in str(lv.change)]
    assert shorter and not any(lv.keeps_run for lv in shorter)
    assert [d["keeps_run"] for d in r.as_dict()["levers"]] == [lv.keeps_run for lv in r.levers]


def test_a_server_that_cannot_carry_the_load_is_not_proposed() -> None:
    """Serving at one request at a time (the plan's --batch), 10,000 requests a day keep two
    RTX A6000s busy 57 days of a 30-day period: the estimate warns, and recommend proposes only
    options that carry the load."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    cat = shipped_catalog()
    qwen, a6000 = cat.model("qwen3-32b"), cat.gpu("rtx-a6000")
    plan = Plan(method="inference", gpus_per_node=2, tp=2)
    est = estimate(Scenario(model=qwen, gpu=a6000, plan=plan), solve=False)
    busy_days = est.budget.compute["seconds"].value / 86_400
    assert busy_days > 30
    (warned,) = [w for w in est.warnings if "cannot carry that load" in w]
    assert "10,000 requests a day (requests_per_day)" in warned  # the load it assumed
    roomy = estimate(
        Scenario(model=qwen, gpu=a6000, plan=plan.model_copy(update={"batch": 32})), solve=False
    )
    assert not any("cannot carry that load" in w for w in roomy.warnings)
    gpus = [a6000, cat.gpu("h100-sxm-80gb"), cat.gpu("rtx-4090")]
    rec = recommend(qwen, Plan(method="inference"), Workload(), gpus, [])
    for ranking in (rec.by_time, rec.by_cost):
        assert ranking and all(o.meets_load for o in ranking)
        assert all(o.seconds <= 30 * 86_400 for o in ranking)  # busy within the period
    assert not any(o.gpu.id == "rtx-a6000" and o.gpus == 2 for o in rec.by_cost)  # 57 days
    assert rec.by_cost[0].as_dict()["meets_load"] is True


def test_meets_load_is_the_estimates_rule_at_the_peak_and_the_targets() -> None:
    """recommend's meets_load is the estimate's serving rule (money.budget.carries_load): the
    peak load (peak factor) at the latency targets needs no more replicas than the plan has.
    8 × RTX 5090 for Llama 3.1 70B in FP8 at 200,000 requests/day needs 2 replicas at the peak:
    it was 'yes' when only the busy time at the average rate was compared."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    cat = shipped_catalog()
    spec = cat.model("llama-3.1-70b")
    plan = Plan(method="inference", weight_format="fp8", kv_dtype="fp8", batch=32)
    wl = Workload(requests_per_day=200_000, ttft_slo_ms=1000, tpot_slo_ms=50)
    gpus = [cat.gpu(g) for g in ("rtx-5090", "gaudi3", "h200-sxm-141gb")]
    rec = recommend(spec, plan, wl, gpus, [], budget_usd=50_000)
    seen = set()
    for o in rec.by_cost:
        assert o.meets_load  # short of the peak: never proposed
        est = estimate(Scenario(model=spec, gpu=o.gpu, plan=o.plan, workload=wl), solve=False)
        need = est.budget.serving["replicas"].value
        assert o.meets_load == (
            need <= o.plan.dp and not est.budget.compute["seconds"].value > 30 * 86_400
        )
        short = any("needs" in w and "replicas" in w for w in est.warnings)
        assert o.meets_load is not short or need == math.inf
        seen.add((o.gpu.id, o.gpus, o.meets_load))
    assert ("gaudi3", 2, True) in seen
    for gpu, n in (("rtx-5090", 8), ("gaudi3", 1), ("h200-sxm-141gb", 1)):
        # the peak needs 2 replicas of these (TPOT 50.2 ms at 32 users on one Gaudi 3)
        assert (gpu, n, True) not in seen and (gpu, n, False) not in seen


def test_an_owned_option_whose_purchase_exceeds_the_budget_is_not_proposed() -> None:
    """'4 × B200 owned, run cost $10,272, purchase $180,007, yes' against a $50k budget: the run
    fits the budget, buying the hardware does not; such an owned option is left out."""
    r = recommend(LLAMA2_7B, Plan(method="lora"), Workload(tokens=1e9), [A100], budget_usd=50_000)
    owned = [o for o in r.by_cost if o.where == "owned"]
    cloud = [o for o in r.by_cost if o.where == "cloud"]
    assert owned and cloud
    for o in owned:
        assert o.purchase_usd is not None and o.purchase_usd <= 50_000
        assert o.purchase_within_budget is True
        assert o.as_dict()["purchase_within_budget"] is True
    unlimited = recommend(LLAMA2_7B, Plan(method="lora"), Workload(tokens=1e9), [A100])
    assert any((o.purchase_usd or 0) > 50_000 for o in unlimited.by_cost if o.where == "owned")
    assert all(o.purchase_within_budget is None for o in cloud)  # nothing to buy
    assert r.budget_usd == 50_000
    basis = r.as_dict()["budget"]
    assert isinstance(basis, dict) and basis["usd"] == 50_000
    assert "run cost" in basis["basis"] and "purchase" in basis["basis"]
    assert (
        recommend(LLAMA2_7B, Plan(method="lora"), Workload(tokens=1e9), [A100]).budget_usd is None
    )


def test_a_deadline_is_refused_for_a_serving_plan() -> None:
    """A serving plan runs for its whole period: ranking it by busy time against a deadline
    meant nothing; the field is named."""
    with pytest.raises(PlanError) as err:
        recommend(LLAMA2_7B, Plan(method="inference"), Workload(), [A100], deadline_hours=10)
    assert err.value.field == "deadline_hours"


def test_latency_targets_nobody_meets_are_named_with_how_far() -> None:
    """recommend with latency targets no GPU meets said only "No option carries the load";
    it names the nearest option and each target it misses for one user alone, and the
    estimate's warning says the same."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    cat = shipped_catalog()
    model, h100 = cat.model("llama-3.1-70b"), cat.gpu("h100-sxm-80gb")
    strict = Workload(ttft_slo_ms=5, tpot_slo_ms=2)
    rec = recommend(model, Plan(method="inference"), strict, [h100], [])
    assert not rec.by_time and not rec.by_cost
    (why,) = rec.unmet
    assert why.startswith("No option meets the latency targets even for one user: the nearest")
    assert "against the 5 ms target" in why and "against the 2 ms target" in why
    plan = Plan(method="inference", gpus_per_node=2, tp=2)
    est = estimate(Scenario(model=model, gpu=h100, plan=plan, workload=strict), solve=False)
    users = est.budget.serving["max_concurrency_at_slo"]
    ttft = dict(users.inputs)["TTFT of one user ms"]
    assert users.value == 0 and isinstance(ttft, float) and ttft > 5
    (warning,) = [w for w in est.warnings if w.startswith("Even one user misses")]
    assert f"time to first token {ttft:,.1f} ms against the 5 ms target" in warning
    # targets one user meets but a load no option carries: the best throughput, how short
    busy = Workload(ttft_slo_ms=2000, tpot_slo_ms=100, requests_per_day=1e9)
    (short,) = recommend(model, Plan(method="inference"), busy, [h100], []).unmet
    assert short.startswith("No option carries the peak load of") and "× short" in short


def test_serving_levers_meet_the_targets_on_fewer_gpus() -> None:
    """recommend offered no serving lever: FP8 or 4-bit weights or an FP8 KV cache that serve
    the plan within its latency targets on fewer GPUs of a type than the plan as given."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    cat = shipped_catalog()
    model, h100 = cat.model("qwen3-32b"), cat.gpu("h100-sxm-80gb")
    work = Workload(ttft_slo_ms=500, tpot_slo_ms=25)
    rec = recommend(model, Plan(method="inference"), work, [h100], [])
    assert rec.levers and all(lv.gpu is h100 for lv in rec.levers)
    for lever in rec.levers:
        assert lever.baseline_gpus is not None and lever.gpus < lever.baseline_gpus
        est = estimate(Scenario(model=model, gpu=h100, plan=lever.plan, workload=work), solve=False)
        assert est.fits and not est.targets_missed
    changes = {str(lv.change) for lv in rec.levers}
    assert changes <= {"fp8 weights", "int4 weights", "an FP8 KV cache"}
    assert rec.document().model_dump()["levers"]  # in JSON too


def test_serving_search_widens_until_the_targets_are_met() -> None:
    """The serving search stopped at the smallest count that fits plus two doublings, so a
    TPOT target only tensor parallel 8 meets (7.3 ms on H100s; 10.7 at 4) was said to be met
    by nothing."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    cat = shipped_catalog()
    model, h100 = cat.model("qwen3-32b"), cat.gpu("h100-sxm-80gb")
    work = Workload(tpot_slo_ms=8)
    rec = recommend(model, Plan(method="inference"), work, [h100], [])
    assert rec.by_time and not rec.unmet
    best = rec.by_time[0]
    est = estimate(Scenario(model=model, gpu=h100, plan=best.plan, workload=work), solve=False)
    assert not est.targets_missed and best.gpus == 8


def test_an_unknown_cost_says_why_once_per_gpu_and_place(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A ranked option without a cost says why under the tables and in the JSON: no rental
    price, no purchase price, or — with a purchase price given — no published power."""
    import json

    from hwplanner.cli import main

    args = ["recommend", "--model", "llama-3.1-8b", "--method", "lora"]
    args += ["--gpu", "mtt-s4000-48gb", "--gpu-price", "8000", "--top", "2"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Costs shown as —:" in out
    assert "MTT S4000 48GB: no published maximum power, so its electricity is unknown" in out
    assert main([*args, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    whys = {(u["gpu"], u["where"]): u["why"] for u in doc["unknown_costs"]}
    assert set(whys) == {("mtt-s4000-48gb", "cloud"), ("mtt-s4000-48gb", "owned")}
    assert "no rental price" in whys["mtt-s4000-48gb", "cloud"]
    priced = ["--gpu", "rtx-4090", "--price-per-gpu-hour", "0.5", "--gpu-price", "1800"]
    assert main([*args[:5], *priced, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["unknown_costs"] == []


def test_serving_options_meet_the_targets_at_the_rate_and_rank_by_latency() -> None:
    """At a request rate, recommend proposes only what the estimate would not call
    misses_targets (it listed 4 × RTX 5090 for Qwen3-32B at 2 requests/s, TTFT ≤ 500 ms and
    TPOT ≤ 25 ms, with a 9.9 s request where 6.7 s is the most the targets allow), and "fastest"
    is the lowest request latency: every option's busy time follows the load alone."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import Scenario, estimate

    cat = shipped_catalog()
    spec = cat.model("qwen3-32b")
    plan = Plan(method="inference")
    wl = Workload(request_rate=2.0, ttft_slo_ms=500, tpot_slo_ms=25)
    gpus = [cat.gpu(g) for g in ("rtx-5090", "rtx-3080-ti", "h200-sxm-141gb", "mi300x")]
    rec = recommend(spec, plan, wl, gpus, [])
    assert rec.by_time
    latencies = [o.latency_s for o in rec.by_time]
    assert all(lat is not None for lat in latencies)
    assert latencies == sorted(latencies)  # type: ignore[type-var]
    for o in rec.by_time:
        est = estimate(Scenario(model=spec, gpu=o.gpu, plan=o.plan, workload=wl), solve=False)
        assert est.verdict != "misses_targets", (o.gpu.id, o.gpus)
        assert o.as_dict()["request_latency_s"] == pytest.approx(o.latency_s)
    assert ("rtx-5090", 4) not in {(o.gpu.id, o.gpus) for o in rec.by_time}


def test_a_rate_without_targets_is_served_and_named_when_it_cannot_be() -> None:
    """Found by review: at a request rate without latency targets recommend kept no GPU count
    that keeps up (it grew the count only for targets), and the 'no option' line measured the
    period's requests per day instead of the rate given."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    spec = cat.model("llama-3.1-8b")
    gpus = [cat.gpu("h100-sxm-80gb")]
    rec = recommend(spec, Plan(method="inference"), Workload(request_rate=20.0), gpus, [])
    assert rec.by_time and all(o.meets_load for o in rec.by_time)
    slow = recommend(
        spec,
        Plan(method="inference"),
        Workload(request_rate=50_000.0, ttft_slo_ms=200, tpot_slo_ms=20),
        gpus,
        [],
        max_gpus=8,
    )
    assert not slow.by_time
    assert any("50,000.00 requests/s given" in str(m) for m in slow.unmet)


def test_options_that_wait_on_the_assumed_network_are_named_where_shown() -> None:
    """Llama 3.1 70B fully fine-tuned on 1B tokens: B200 options across nodes are faster by a
    tenth or more on a network that never binds than on the one assumed for HGX B200 (a
    400 Gb/s NIC per GPU), so the note names them; 128 A10s for the 8B are bound by PCIe
    inside their nodes, which no network changes, and are not named; with the user's network
    the note is gone."""
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    plan = Plan(method="full")
    big = recommend(cat.model("llama-3.1-70b"), plan, Workload(tokens=1e9), [cat.gpu("b200")])
    assert big.network_bound and all(g == "b200" for g, _ in big.network_bound)
    said = [n for n in big.notes_for(10) if "faster network" in n]
    assert said and "NVIDIA B200" in said[0] and "inter_node_gbit_per_node" in said[0]
    assert said[0] in big.as_dict(top=10)["notes"]
    small = recommend(cat.model("llama-3.1-8b"), plan, Workload(tokens=1e9), [cat.gpu("a10")])
    assert ("a10", 128) in {(o.gpu.id, o.gpus) for o in small.by_time}
    assert not small.network_bound  # PCIe binds inside the node
    mine = recommend(cat.model("llama-3.1-70b"), plan, Workload(tokens=1e9,
                     inter_node_gbit_per_node=3200), [cat.gpu("b200")])  # fmt: skip
    assert not mine.network_bound and not any("faster network" in n for n in mine.notes_for(10))


def test_ranked_gpus_without_a_measured_moe_kernel_are_said_optimistic() -> None:
    """gpt-oss-120b's MXFP4 experts in vLLM, ranked over an H100 (W4A16 share measured) and an
    A100 (not): the note names where the kernels' shares were measured, the 4-bit experts
    among them; over H100s alone nothing is said."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.solve.recommend import _expert_note

    cat = shipped_catalog()
    oss = cat.model("gpt-oss-120b")
    plan = Plan(method="inference", framework="vllm")
    h100, a100 = cat.gpu("h100-sxm-80gb"), cat.gpu("a100-sxm-80gb")
    note = _expert_note(oss, plan, [h100, a100])
    assert note is not None and "4-bit experts (W4A16 kernels) on H100/H200-class GPUs" in note
    assert _expert_note(oss, plan, [h100]) is None
