"""vLLM's async scheduling: the next step scheduled while the GPU runs this one, the host's
per-step work hidden; on by default, off where vLLM's own rules turn it off."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.engine.defaults import Origin, plan_origins
from hwplanner.engine.plan.fields import async_engine
from hwplanner.engine.scenario.serving_config import serving_config
from hwplanner.validation.cases import Case, Quantity
from hwplanner.validation.serving_cases import _vllm_async


def _tpot(model: str, **plan: object) -> float:
    est = api.estimate(model, "h100-sxm-80gb", "inference", solve=False, batch=1, **plan)
    return est.budget.serving["tpot_ms"].value


def test_scheduling_ahead_hides_the_host_step_and_off_brings_it_back() -> None:
    on = _tpot("llama-3.1-8b")
    off = _tpot("llama-3.1-8b", async_scheduling=False)
    assert off - on == pytest.approx(1.0, rel=0.05)  # vLLM's 1 ms of host time a step
    est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False)
    cfg = serving_config(est.scenario.gpu, est.scenario.plan)
    assert cfg.scheduled_ahead and cfg.step_overhead_s == 0.0
    assert "#19970" in cfg.overhead_source
    origins = plan_origins(est.scenario.model, est.scenario.plan, est.scenario.gpu)
    assert origins["async_scheduling"].origin is Origin.FRAMEWORK


def test_vllm_turns_it_off_for_a_hybrid_that_caches_prefixes_and_for_ngram() -> None:
    for model, plan in (
        ("qwen3-next-80b-a3b", {"gpus_per_node": 4, "tp": 4}),
        ("llama-3.1-8b", {"speculative": "ngram"}),
    ):
        est = api.estimate(model, "h100-sxm-80gb", "inference", solve=False, **plan)
        sc = est.scenario
        assert sc.plan.async_scheduling is False
        assert plan_origins(sc.model, sc.plan, sc.gpu)["async_scheduling"].origin is (
            Origin.ENGINE_RULE
        )
        cfg = serving_config(sc.gpu, sc.plan)
        assert cfg.ruled_off and "#31998" in cfg.overhead_source
    # the user's choice is theirs; a hybrid without prefix caching schedules ahead
    mine = api.estimate(
        "qwen3-next-80b-a3b", "h100-sxm-80gb", "inference", solve=False, gpus_per_node=4, tp=4,
        async_scheduling=True,
    )  # fmt: skip
    assert mine.scenario.plan.async_scheduling is True
    bare = api.estimate(
        "qwen3-next-80b-a3b", "h100-sxm-80gb", "inference", solve=False, gpus_per_node=4, tp=4,
        prefix_caching=False,
    )  # fmt: skip
    assert bare.scenario.plan.async_scheduling is True


def test_only_an_engine_that_offers_it_shows_it() -> None:
    vllm = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False)
    sglang = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False,
                          framework="sglang")  # fmt: skip
    assert async_engine(vllm.scenario.plan, vllm.scenario.model)
    assert not async_engine(sglang.scenario.plan, sglang.scenario.model)
    assert not serving_config(sglang.scenario.gpu, sglang.scenario.plan).scheduled_ahead


@pytest.mark.parametrize(
    ("version", "off"),
    [
        ("v0.6.3", True),
        ("rocm/vllm:rocm7.0.0_vllm_0.10.2_20251006; ROCm 7.0.0", True),
        ("not stated", True),
        ("v0.17.1", False),
        ("0.12.0", False),
    ],
)
def test_validation_rows_run_it_only_from_the_version_that_made_it_the_default(
    version: str, off: bool
) -> None:
    row = {"id": "D-x", "framework": "vLLM", "framework_version": version}
    est = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False)
    case = Case("D-x", "D_serving", Quantity.TPOT_MS, 1.0, est.scenario)
    (out,) = _vllm_async(row, [case])
    assert out.scenario is not None
    assert out.scenario.plan.async_scheduling is (not off)
    assert ("no async scheduling" in out.assumptions) is off


def test_multi_step_scheduling_is_v0_which_had_none() -> None:
    est = api.estimate(
        "llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False, scheduler_steps=10
    )
    assert est.scenario.plan.async_scheduling is False
    with pytest.raises(ValueError, match="multi-step scheduling \\(V0\\) without async"):
        api.estimate(
            "llama-3.1-8b", "h100-sxm-80gb", "inference", solve=False, scheduler_steps=10,
            async_scheduling=True,
        )  # fmt: skip
