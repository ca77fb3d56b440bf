"""Rules of thumb checked live: a plan a rule covers shows the rule's figure beside hwplanner's
and why they differ, in the estimate, JSON, the readable report, the sheet and Explain."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given

from hwplanner import api
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.plan.plan import Method
from hwplanner.engine.rules import RULES, RuleCheck
from hwplanner.paths import examples_dir
from hwplanner.project import load_project
from hwplanner.scenarios import estimate_scenarios
from tests.strategies import GPUS, MODELS, examples, plans, valid_for

DOCS = Path(__file__).resolve().parents[2] / "docs"
GB = 1e9


def checks(est: Estimate) -> dict[str, RuleCheck]:
    return {c.key: c for c in est.rule_checks}


def test_rules_are_declared_once_with_a_statement_and_a_source() -> None:
    keys = [r.key for r in RULES]
    assert len(keys) == len(set(keys))
    method = (DOCS / "METHOD.md").read_text(encoding="utf-8")
    for rule in RULES:
        assert rule.statement and rule.source, rule.key
        assert rule.statement in method, rule.key  # docs/METHOD.md lists every rule


def test_70b_full_fine_tuning_against_the_840_gb_rule() -> None:
    est = api.estimate("llama-3.1-70b", "h100-sxm-80gb", "full", precision="mixed")
    c = checks(est)["full_states"]
    n = est.params.total
    assert c.rule.value == pytest.approx(12 * n)  # ≈ 847 GB: "70B ≈ 840 GB"
    assert c.ours.value == pytest.approx(16 * n)  # + the fp32 master copy
    assert not c.agrees
    assert "4 B of fp32 master copy" in c.why


def test_lora_share_on_an_8b_model_is_below_the_rule() -> None:
    est = api.estimate("llama-3.1-8b", "rtx-4090", "lora")
    c = checks(est)["lora_share"]
    assert c.ours.value == pytest.approx(est.memory.trainable_params / est.params.total)
    assert 0.004 < c.ours.value < 0.006 and not c.agrees
    assert (c.rule.low, c.rule.high) == (0.01, 0.02)


def test_a_consumer_card_workstation_is_checked_for_supply_and_nvlink() -> None:
    one = checks(api.estimate("llama-3.1-8b", "rtx-4090", "lora"))
    assert one["psu"].ours.value == 1000 and not one["psu"].agrees
    assert "nvlink" not in one  # one card: nothing to link
    two = checks(api.estimate("llama-3.1-8b", "rtx-4090", "lora", gpus_per_node=2))
    assert two["psu"].ours.value == 1600
    assert two["nvlink"].ours.value == 32 and "never pooled" in two["nvlink"].why
    # a card with an NVLink bridge, and a datacenter server, are not cases of these rules
    bridged = checks(api.estimate("llama-3.1-8b", "rtx-3090", "qlora", gpus_per_node=2))
    assert "nvlink" not in bridged
    assert not {"psu", "nvlink"} & set(
        checks(api.estimate("llama-3.1-8b", "h100-sxm-80gb", "lora"))
    )


def test_moe_memory_follows_every_expert() -> None:
    est = api.estimate("qwen3-235b-a22b", "h100-sxm-80gb", "lora", gpus_per_node=8, zero=3)
    c = checks(est)["moe_active"]
    assert c.ours.value / c.rule.value == pytest.approx(est.params.total / est.params.active)
    assert c.ours.value > 400 * GB and c.rule.value < 50 * GB


def test_weights_at_4_bits_carry_their_scales_and_16_bit_layers() -> None:
    est = api.estimate("llama-3.1-70b", "h100-sxm-80gb", "inference", weight_format="int4")
    c = checks(est)["weights_bits"]
    assert c.rule.value == pytest.approx(est.params.total / 2)  # 35 GB: "4 bits"
    assert 1.1 < c.ours.value / c.rule.value < 1.2 and not c.agrees
    serving = checks(est)["serving_margin"]
    assert serving.rule.value == pytest.approx(est.params.total / 2 * 1.2)


def test_network_rule_on_a_multi_node_run() -> None:
    est = api.estimate(
        "llama-2-7b", "a100-sxm-80gb", "pretrain", gpus_per_node=8, nodes=4, tokens=1e10
    )
    c = checks(est)["network"]
    assert c.rule.value == 10 and c.ours.value > 10 and not c.agrees
    assert c.ours is est.budget.network["needed_inter_gbit"]
    single = api.estimate("llama-2-7b", "a100-sxm-80gb", "pretrain", gpus_per_node=8)
    assert "network" not in checks(single)


@given(MODELS, GPUS, plans([Method.PRETRAIN, Method.FULL, Method.LORA, Method.QLORA]))
@examples(40)
def test_the_time_rules_factors_multiply_to_the_ratio(model, gpu, plan) -> None:  # type: ignore[no-untyped-def]
    """hwplanner's time ÷ 6·N·D's = FLOPs ratio × utilisation ratio × the rest, as the reason
    states them; every check is strict JSON and explained under its key."""
    plan = valid_for(model, plan, gpu)
    est = estimate(Scenario(model=model, gpu=gpu, plan=plan), solve=False)
    found = checks(est)
    c = found.get("time_6nd")
    if c is not None:
        args = c.why.args
        ratio = c.ours.value / c.rule.value
        assert args["work"] * args["speed"] * args["rest"] == pytest.approx(ratio, rel=1e-9)
    figures = est.figures()
    for check in found.values():
        assert figures[check.rule.key] is check.rule and check.why in check.rule.notes
        assert check.ours_key in figures
        assert not (isinstance(check.ours.value, float) and math.isnan(check.ours.value))
    json.dumps(est.as_dict()["rule_checks"], allow_nan=False)


@pytest.mark.parametrize("path", sorted(examples_dir().glob("*.json")), ids=lambda p: p.stem)
def test_every_example_project_shows_its_rule_checks(path: Path) -> None:
    """Each example is a case of at least one rule: JSON, the sheet and the report show it."""
    from hwplanner.cli.report import render_estimate
    from hwplanner.sheet.summary import build_sheet

    project = load_project(path)
    items = estimate_scenarios(project, path)
    assert all(est is not None and est.rule_checks for _, est in items)
    for _, est in items:
        doc = est.as_dict()
        assert [r["key"] for r in doc["rule_checks"]] == [c.key for c in est.rule_checks]
        report = render_estimate(est)
        assert "Rules of thumb, checked" in report
        assert all(
            str(c.why).split(";")[0][:40] in report.replace("\n    ", " ") for c in est.rule_checks
        )
    sheet = build_sheet(project, items)
    shown = [
        s for page in sheet.pages for s in page.sections if s.title == "Rules of thumb, checked"
    ]
    assert len(shown) == len(items)
