"""vLLM allocates a mixture's MXFP4 experts padded for the kernels that multiply them
(mxfp4.py create_weights; on Hopper the Triton kernels' MX layout): more memory than the
checkpoint, read padded."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.engine.scenario.expert_padding import expert_padding_ratio, mxfp4_expert_padding


def _est(gpu: str = "h100-sxm-80gb", **values: object) -> api.Estimate:
    plan = {"framework": "vllm", "gpus_per_node": 1, "context": 4096, "batch": 1, **values}
    return api.estimate("gpt-oss-120b", gpu, "inference", solve=False, **plan)


def _ratio(est: api.Estimate) -> float:
    s = est.scenario
    return expert_padding_ratio(s.model, s.plan, s.gpu)


def test_each_backend_pads_gpt_oss_experts_as_vllm_allocates_them() -> None:
    h = i = 2880  # gpt-oss's hidden and expert widths
    # Hopper, Triton: gate/up (H, 2I) to 128 × 256, down (I, H) to 128 × 256
    hopper = (2944 * 5888 + 2944 * 3072) / (3 * i * h)
    assert _ratio(_est()) == pytest.approx(hopper)
    assert hopper == pytest.approx(1.0601, abs=1e-4)
    assert _ratio(_est("b200")) == pytest.approx(3072 * 3072 / (i * h))  # FlashInfer, 256
    assert _ratio(_est("a100-sxm-80gb", gpus_per_node=2, tp=2)) == pytest.approx(
        1536 * 3072 / (1440 * h)  # Marlin: I ÷ tp to 128, H to 256
    )
    assert _ratio(_est("mi300x")) == pytest.approx(2944 * 2944 / (i * h))  # ROCm, 128
    assert _ratio(_est("mi355x")) == pytest.approx(3072 * 3072 / (i * h))  # gfx950, 256
    # no MXFP4 mixture path known before the MI300 series: not padded
    assert _ratio(_est("mi250x", gpus_per_node=2, tp=2)) == 1.0
    # the workstation Blackwell (SM120) runs Marlin, not FlashInfer's SM100 kernels
    s = _est("rtx-pro-6000-blackwell").scenario
    padding = mxfp4_expert_padding(s.model, s.plan, s.gpu)
    assert padding is not None and padding.backend == "marlin"


def test_only_mxfp4_experts_are_padded_and_sglang_only_on_hopper() -> None:
    assert _ratio(_est(framework="sglang")) == _ratio(_est())  # the same Triton kernels
    assert _ratio(_est("b200", framework="sglang")) == 1.0
    assert _ratio(_est(framework="trtllm")) == 1.0
    assert _ratio(_est(weight_format="bf16", gpus_per_node=2, tp=2)) == 1.0


def test_the_padding_is_held_and_read() -> None:
    """gpt-oss-120b on one H100: the checkpoint's experts (60.9 GB) take 6% more — vLLM 0.14.1
    logs 'Model loading took 64.38 GiB' (issue #33155); the replica reads them padded."""
    padded, plain = _est(), _est(framework="trtllm")
    weights = padded.memory.components["weights"]
    inputs = dict(weights.inputs)
    extra = inputs["padding bytes"]
    assert extra == pytest.approx(3.66e9, rel=0.01)
    assert weights.value / 2**30 == pytest.approx(64.18, abs=0.05)
    assert "#33155" in str(weights.source)
    assert weights.value - plain.memory.components["weights"].value == pytest.approx(extra)
    replica, _ = padded.replica
    s = padded.scenario
    assert replica.expert_bytes == pytest.approx(
        plain.replica[0].expert_bytes * expert_padding_ratio(s.model, s.plan, s.gpu)
    )


def test_the_rule_of_thumb_compares_with_the_padded_weights() -> None:
    est = _est()
    check = next(r for r in est.rule_checks if r.key == "weights_bits")
    assert check.ours.value == pytest.approx(est.memory.components["weights"].value, rel=1e-6)
    assert "pads the experts" in str(check.why)
