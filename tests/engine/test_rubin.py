"""The Rubin GPU of a Vera Rubin NVL72 (catalog row vr200): its formats, its rack's NVLink
domain, its engines, and Blackwell's kernel measurements standing in for its own, said where
its times are shown."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.model.gpu_spec import (
    confidence_note,
    kernel_architecture,
    nvlink_domain,
)
from hwplanner.engine.scenario.framework_rules import lacks_cores, lacks_nvfp4
from hwplanner.engine.time.kernels import (
    fused_moe_share,
    int4_gemv_share,
    triton_moe_block_extra_s,
    triton_moe_bytes_share,
)

GPUS = shipped_catalog().gpus
VR200, B300, GB300 = GPUS["vr200"], GPUS["b300"], GPUS["gb300"]


def test_the_row_is_nvidias_per_gpu_column_with_its_rack() -> None:
    assert VR200.architecture == "rubin" and VR200.gpu_class.value == "datacenter"
    # per GPU: the rack's 4 / 17.5 / 35 PFLOPS (BF16, FP8, NVFP4 training) over 72
    assert (VR200.bf16_tflops, VR200.fp8_tflops, VR200.fp4_tflops) == (4000, 17500, 35000)
    assert VR200.memory_bandwidth_gbps == 22000 and VR200.tdp_w == 2300
    # 288 GB as marketed, the lower reading kept where the device's is unknown
    assert VR200.capacity_bytes == pytest.approx(288e9, rel=1e-4)
    assert nvlink_domain(VR200) == 72
    assert VR200.source and VR200.confidence == "medium"


def test_rubin_has_fp8_mxfp8_and_nvfp4_cores() -> None:
    for fmt in ("fp8", "mxfp8", "nvfp4"):
        assert not lacks_cores(VR200, fmt)
    assert not lacks_nvfp4(VR200)


def test_blackwells_kernel_measurements_stand_in_and_are_said() -> None:
    assert kernel_architecture(VR200) == "blackwell"
    assert kernel_architecture(B300) == "blackwell"  # an architecture keeps its own
    # the fused-MoE block's fixed time at decode and its bytes' share, measured on a B200
    assert triton_moe_block_extra_s(VR200, fp8=False) == triton_moe_block_extra_s(B300, fp8=False)
    assert triton_moe_block_extra_s(VR200, fp8=False) > 0.0
    assert triton_moe_bytes_share(VR200, 1e6) == triton_moe_bytes_share(B300, 1e6) is not None
    assert int4_gemv_share(VR200) == int4_gemv_share(B300)
    # the B300's NVFP4 MoE curve, its rate capped at the B300's where the peak is larger
    share = fused_moe_share(VR200, "fp4", 512.0)
    assert share is not None
    assert share * VR200.fp4_tflops == pytest.approx(fused_moe_share(B300, "fp4", 512.0) * 13125)
    note = str(confidence_note(VR200))
    assert "Rubin" in note and "Blackwell" in note and "medium confidence" in note
    assert confidence_note(GB300) is None
    # a user's own Rubin row of high confidence: the kernels only
    own = VR200.model_copy(update={"id": "my-rubin", "confidence": "high"})
    assert "Blackwell" in str(confidence_note(own)) and "confidence" not in str(
        confidence_note(own)
    )


def test_an_nvfp4_pretraining_plan_runs_and_says_whose_kernels_time_it() -> None:
    plan = dict(
        framework="megatron", precision="nvfp4", gpus_per_node=4, seq_len=8192, micro_batch=1
    )
    est = api.estimate("llama-3.1-8b", "vr200", "pretrain", **plan)
    step = est.figures()["compute.step_seconds"]
    assert any("Blackwell" in str(n) for n in step.notes)
    # said where the answer is shown, not only in Explain
    assert any("Blackwell" in str(w) for w in est.warnings)
    speedup = est.figures()["compute.fp8_speedup"].value
    b200 = api.estimate("llama-3.1-8b", "b200", "pretrain", **plan)
    # its FP4 ÷ bf16 peak (8.75) is above Blackwell's (4–5.8): a larger gain
    assert speedup > b200.figures()["compute.fp8_speedup"].value > 1.0


def test_an_mfu_above_the_16_bit_peak_says_why() -> None:
    """Model FLOPs are measured against the 16-bit peak, FP4 recipes too: Llama 3.1 70B in
    NVFP4 on Rubin comes out above 1, and says that its matmuls outrun that peak."""
    plan = dict(
        framework="megatron",
        gpus_per_node=4,
        nodes=16,
        tp=4,
        pp=2,
        seq_len=8192,
        micro_batch=1,
        global_batch=512,
    )
    fp4 = api.estimate("llama-3.1-70b", "vr200", "pretrain", precision="nvfp4", **plan)
    mfu = fp4.figures()["compute.mfu"]
    assert mfu.value > 1.0 and any("above 100%" in str(n) for n in mfu.notes)
    bf16 = api.estimate("llama-3.1-70b", "vr200", "pretrain", precision="mixed", **plan)
    mfu = bf16.figures()["compute.mfu"]
    assert mfu.value < 1.0 and not mfu.notes


# DeepSeek-R1 in NVFP4 on TensorRT-LLM, attention data parallel over two trays of four
DEP8 = dict(
    framework="trtllm",
    weight_format="nvfp4",
    kv_dtype="fp8",
    gpus_per_node=4,
    nodes=2,
    tp=8,
    attention_dp=8,
    ep=8,
    prompt_tokens=1024,
    output_tokens=1024,
    batch=256,
)


def test_tensorrt_llm_serves_on_rubin_and_the_rack_is_one_nvlink_domain() -> None:
    est = api.estimate("deepseek-r1", "vr200", "inference", **DEP8)
    assert est.verdict == "fits"
    assert any("share one NVLink domain" in str(n) for n in est.notes)
    server = dict(est.figures()["power.server_class"].inputs)["class"]
    assert "NVL72" in str(server)
    gb300 = api.estimate("deepseek-r1", "gb300", "inference", **DEP8)
    # 2.75× the bandwidth: a decode step well under GB300's
    assert est.figures()["serving.tpot_ms"].value < 0.6 * gb300.figures()["serving.tpot_ms"].value
