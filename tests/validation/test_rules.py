"""The one-line rules `validate` scores beside the engine (validation/rules.py), by hand."""

from __future__ import annotations

import argparse
import json
import math

import pytest

from hwplanner.cli import validate as cli
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.params import count_params, trainable_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.posttrain.shape import scored_params
from hwplanner.engine.scenario.weights import weight_storage
from hwplanner.validation.cases import Case, Quantity
from hwplanner.validation.rules import rule_value
from tests.engine.models import H100, LLAMA_8B

N = count_params(LLAMA_8B).total
ACTIVE = count_params(LLAMA_8B).active_compute


def _rule(category: str, q: Quantity, concurrency: float | None = None, **plan: object) -> float:
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=Plan(**plan), workload=Workload(tokens=1e9))  # type: ignore[arg-type]
    case = Case("x", category, q, 1.0, sc, concurrency=concurrency)
    return rule_value(case, estimate(sc, solve=False))


def test_memory_rule_is_weights_and_adam_states() -> None:
    one = _rule("A_train_memory", Quantity.RESERVED, method="full")
    assert one == pytest.approx(N * (2 + 12))
    sharded = _rule("A_train_memory", Quantity.ALLOCATED, method="full", gpus_per_node=8, zero=3)
    assert sharded == pytest.approx(N * (2 + 12) / 8)
    plan = Plan(method="qlora", lora_rank=16)
    lora = trainable_params(LLAMA_8B, plan, count_params(LLAMA_8B))
    qlora = _rule("A_train_memory", Quantity.ALLOCATED, method="qlora", lora_rank=16)
    assert qlora == pytest.approx((N - lora) * 0.5 + 14 * lora)  # a 4-bit base, 16-bit adapters


def test_memory_rule_counts_the_models_a_method_holds() -> None:
    dpo = _rule("A_posttrain_memory", Quantity.RESERVED, method="dpo")
    assert dpo == pytest.approx(N * (2 + 12) + 2 * N)  # a reference copy
    ppo = _rule("A_posttrain_memory", Quantity.RESERVED, method="ppo", gpus_per_node=8, zero=3)
    # policy and reference weights, reward model and critic weights (a score head in place
    # of lm_head), policy and critic states; all over the 8 ranks
    scored = scored_params(LLAMA_8B, count_params(LLAMA_8B))
    assert ppo == pytest.approx((2 * N * 2 + 12 * N + 2 * scored * 2 + 12 * scored) / 8)


def test_time_rule_is_six_n_d_at_forty_percent() -> None:
    rate = 0.4 * H100.bf16_tflops * 1e12  # type: ignore[operator]
    tps = _rule("C_time_throughput", Quantity.TOKENS_PER_SECOND_PER_GPU, method="full")
    assert tps == pytest.approx(rate / (6 * ACTIVE))
    hours = _rule("C_time_throughput", Quantity.GPU_HOURS, method="full")
    assert hours == pytest.approx(6 * ACTIVE * 1e9 / rate / 3600)
    assert _rule("C_time_throughput", Quantity.MFU, method="full") == 0.4


def test_memory_rule_shards_as_the_engine_does() -> None:
    """Context-parallel ranks shard too (FSDP over dp × cp), as the engine's zero_shards does:
    8 GPUs of context parallelism and one data-parallel rank divide everything by 8."""
    cp = _rule("A_train_memory", Quantity.ALLOCATED, method="full", gpus_per_node=8, cp=8, zero=3)
    assert cp == pytest.approx(N * (2 + 12) / 8)


def test_serving_rule_reads_the_weights_at_the_bandwidth() -> None:
    """Decode reads the active weights once a token at the datasheet bandwidth of the tp GPUs;
    prefill is 2 × active FLOPs a token at 40% of the peak."""
    active = count_params(LLAMA_8B).active
    bandwidth = H100.memory_bandwidth_gbps * 1e9
    tpot = _rule("D_serving", Quantity.TPOT_MS, method="inference", gpus_per_node=2, tp=2)
    assert tpot == pytest.approx(active * 2 / (2 * bandwidth) * 1000)  # bf16 weights over 2
    fp8 = _rule("D_serving", Quantity.TPOT_MS, method="inference", weight_format="fp8")
    stored = weight_storage(LLAMA_8B, Plan(method="inference", weight_format="fp8"))
    assert 1 < stored.bytes_per_param < 1.2  # embeddings and lm_head stay at 2 B
    assert fp8 == pytest.approx(active * stored.bytes_per_param / bandwidth * 1000)
    out = _rule("D_serving", Quantity.OUTPUT_TOKENS_PER_SECOND, 16.0, method="inference")
    assert out == pytest.approx(16 * bandwidth / (active * 2))  # 16 users, a token each a step
    rate = 0.4 * H100.bf16_tflops * 1e12  # type: ignore[operator]
    prefill = _rule("D_serving", Quantity.PREFILL_TOKENS_PER_SECOND, method="inference")
    assert prefill == pytest.approx(rate / (2 * ACTIVE))


def test_no_rule_where_none_applies() -> None:
    sc = Scenario(model=LLAMA_8B, gpu=H100, plan=Plan(method="inference"), workload=Workload())
    at_a_rate = Case("x", "D_serving", Quantity.TTFT_MS, 1.0, sc, request_rate=2.0)
    assert math.isnan(rule_value(at_a_rate, estimate(sc, solve=False)))
    assert math.isnan(_rule("O_oracle_grid", Quantity.TENSORS, method="full"))


@pytest.mark.usefixtures("command_validates_once")
def test_summary_and_json_score_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.run(argparse.Namespace(write=None, json=True)) == 0
    doc = json.loads(capsys.readouterr().out)["categories"]
    time = doc["C_time_throughput"]
    assert time["rule"].startswith("6·N·D") and time["rule_rows"] > 50
    # the engine beats the rule on the rows both score
    assert time["engine_median_abs_error_on_rule_rows"] < time["rule_median_abs_error"]
    post = doc["A_posttrain_memory"]
    assert post["engine_median_abs_error_on_rule_rows"] < post["rule_median_abs_error"]
    serving = doc["D_serving"]
    assert serving["rule"].startswith("decode at the memory bandwidth")
    assert serving["engine_median_abs_error_on_rule_rows"] < serving["rule_median_abs_error"]
