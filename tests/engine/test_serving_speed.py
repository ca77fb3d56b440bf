"""Serving speed mechanisms: fp16 accumulation on GeForce, eager launch time, front-end time."""

from __future__ import annotations

import pytest

from hwplanner.engine.compute import attention_forward_flops
from hwplanner.engine.enums import WeightFormat
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.explain import Figure
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.latency import accumulate_gain
from hwplanner.engine.params import count_params
from hwplanner.engine.plan import Plan
from hwplanner.engine.workload import Workload
from tests.engine.models import H100, LLAMA_8B, RTX4090
from tests.engine.test_serving import replica

GEFORCE = RTX4090.model_copy(update={"vendor": "NVIDIA"})
PP512 = Workload(prompt_tokens=512, output_tokens=1)


def llamacpp(fmt: str) -> Plan:
    return Plan(method="inference", framework="llamacpp", weight_format=fmt, context=4096)


def test_geforce_accumulates_fp16_at_twice_the_catalog_rate_in_llamacpp() -> None:
    assert accumulate_gain(GEFORCE, WeightFormat.Q4_0, True) == 2.0
    assert accumulate_gain(GEFORCE, WeightFormat.FP16, True) == 2.0
    # bf16 weights go through cuBLAS with fp32 accumulation; FP8 is other tensor math
    assert accumulate_gain(GEFORCE, WeightFormat.BF16, True) == 1.0
    assert accumulate_gain(GEFORCE, WeightFormat.FP8, True) == 1.0
    # frameworks accumulating in fp32, datacenter cards, a card of unknown make
    assert accumulate_gain(GEFORCE, WeightFormat.Q4_0, False) == 1.0
    assert accumulate_gain(H100, WeightFormat.Q4_0, True) == 1.0
    assert accumulate_gain(RTX4090, WeightFormat.Q4_0, True) == 1.0


def test_llamacpp_pp512_on_a_4090_runs_at_the_fp16_accumulate_rate() -> None:
    r, _ = replica(llamacpp("q4_0"), PP512, gpu=GEFORCE)
    assert r.peak == pytest.approx(2 * 165.2e12)
    flops = 512 * (2 * count_params(LLAMA_8B).active_compute)
    flops += 512 * attention_forward_flops(LLAMA_8B, 256, LLAMA_8B.attention_blocks)
    assert 512 / r.prefill_s() == pytest.approx(512 / (flops / (330.4e12 * 0.5)), rel=0.02)
    # the same card under vLLM (bf16, fp32 accumulation) keeps the catalog rate
    v, _ = replica(Plan(method="inference", context=4096), PP512, gpu=GEFORCE)
    assert v.peak == pytest.approx(165.2e12)


def prefill_figure(plan: Plan, gpu: GpuSpec) -> Figure:
    sc = Scenario(model=LLAMA_8B, gpu=gpu, plan=plan, workload=PP512)
    return estimate(sc, solve=False).budget.compute["prefill_tokens_per_second"]


def test_the_prefill_figure_says_it_uses_the_fp16_accumulate_rate() -> None:
    fig = prefill_figure(llamacpp("q4_0"), GEFORCE)
    assert [str(n) for n in fig.notes] == [
        "peak at the fp16-accumulate tensor rate (twice the catalog's)"
    ]
    assert prefill_figure(llamacpp("q4_0"), H100).notes == ()
