"""FP8 attention in training (Transformer Engine's fp8_dpa through cuDNN): its kernels' speed-up
from cuDNN's FP8 against bf16 microbenchmark at the kernel's length, q, k, v and the output
kept in FP8 for the backward, and the refusals where cuDNN or the framework runs none."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.catalog import shipped_catalog
from hwplanner.engine.time.mfu import FP8_ATTENTION_SPEEDUP, fp8_attention_speedup

PLAN = {"framework": "megatron", "gpus_per_node": 8, "micro_batch": 1, "precision": "fp8"}


def _est(model: str = "llama-3.1-8b", gpu: str = "b200", **values: object) -> api.Estimate:
    return api.estimate(model, gpu, "pretrain", solve=False, **{**PLAN, **values})


def _parts(est: api.Estimate) -> dict[str, float]:
    return dict(est.figures()["compute.hfu"].inputs)


def test_the_speedup_is_cudnns_forward_and_backward_weighed_by_their_bf16_times() -> None:
    b200 = shipped_catalog().gpu("b200")
    _, backward = FP8_ATTENTION_SPEEDUP["blackwell"][:2]
    whole, fwd, bwd, source = fp8_attention_speedup(b200, 8192)
    assert (fwd, bwd) == (pytest.approx(1.22), pytest.approx(1.08))
    assert whole == pytest.approx((1 + backward) / (1 / 1.22 + backward / 1.08))
    assert "cudnn-frontend" in source
    # between two measured lengths the ratios interpolate in log2; below 2k FP8 loses
    assert fp8_attention_speedup(b200, 8192 * 2**0.5)[1] == pytest.approx(1.22)
    assert fp8_attention_speedup(b200, 3 * 2048)[2] == pytest.approx(1.01 + 0.07 * 0.585, 1e-3)
    assert fp8_attention_speedup(b200, 1024)[0] < 1 < fp8_attention_speedup(b200, 32768)[0]
    # a full recompute runs the forward again, which gains more at 2k than the backward
    assert fp8_attention_speedup(b200, 2048, 2.0)[0] > fp8_attention_speedup(b200, 2048)[0]
    # Hopper: the one shape published, every length; Rubin takes Blackwell's
    h100 = shipped_catalog().gpu("h100-sxm-80gb")
    assert fp8_attention_speedup(h100, 512)[:3] == fp8_attention_speedup(h100, 131072)[:3]
    assert fp8_attention_speedup(h100, 8192)[1] == pytest.approx(678.07 / 501.13)


def test_attention_kernels_run_faster_and_the_step_shortens_at_long_sequences() -> None:
    off, on = _est(seq_len=32768), _est(seq_len=32768, fp8_attention=True)
    speedup = _parts(on)["FP8 attention speed-up (attention kernels)"]
    assert speedup == pytest.approx(fp8_attention_speedup(shipped_catalog().gpu("b200"), 32768)[0])
    attn = "attention seconds per micro-batch"
    assert _parts(off)[attn] / _parts(on)[attn] == pytest.approx(speedup)
    assert "FP8 attention speed-up (attention kernels)" not in _parts(off)
    assert on.figures()["compute.step_seconds"].value < off.figures()["compute.step_seconds"].value
    assert "cudnn-frontend" in str(on.figures()["compute.hfu"].source)


def _saved(**values: object) -> float:
    off, on = _est(seq_len=4096, **values), _est(seq_len=4096, fp8_attention=True, **values)
    return off.memory.bytes_of("activations") - on.memory.bytes_of("activations")


def test_q_k_v_and_the_output_are_kept_in_fp8() -> None:
    """Llama 3.1 8B, one GPU's micro-batch of 4,096 tokens, 32 layers: 1 byte less for each
    of q (4,096 wide), k and v (1,024 each); the output (4,096) too under delayed scaling,
    where current scaling's output projection keeps the bf16 output itself; selective
    recompute of the core keeps q, k and v in bf16 as the checkpoint's inputs."""
    assert _saved(fp8_recipe="delayed") == pytest.approx(32 * 4096 * (2 * 4096 + 2 * 1024))
    assert _saved(fp8_recipe="tensorwise") == pytest.approx(32 * 4096 * (4096 + 2 * 1024))
    assert _saved(fp8_recipe="delayed", recompute="selective") == pytest.approx(32 * 4096 * 4096)
    assert _saved(fp8_recipe="tensorwise", recompute="selective") == 0


@pytest.mark.parametrize(
    ("model", "gpu", "values", "message"),
    [
        (
            "llama-3.1-8b",
            "b200",
            {"framework": "fsdp"},
            "PyTorch FSDP does not offer FP8 attention",
        ),
        ("llama-3.1-8b", "b200", {"fp8_recipe": "blockwise"}, "blockwise FP8 recipe runs no FP8"),
        ("llama-3.1-8b", "l40s", {}, "L40S.* runs no FP8 fused attention"),
        ("llama-3.2-1b", "h100-sxm-80gb", {}, "on Hopper cuDNN's FP8 attention trains heads of"),
        ("gpt-oss-20b", "b200", {}, "no sliding window or attention sinks"),
        ("llama-3.1-8b", "b200", {"attention": "eager"}, "not in eager attention"),
        ("bloom-176b", "h100-sxm-80gb", {}, "(eager attention|adds no bias to the scores)"),
    ],
)
def test_refused_by_name_where_cudnn_or_the_framework_runs_none(
    model: str, gpu: str, values: dict[str, object], message: str
) -> None:
    with pytest.raises(api.InputError, match="fp8_attention: .*" + message):
        _est(model, gpu, seq_len=4096, fp8_attention=True, **values)


def test_a_plan_in_bf16_or_nvfp4() -> None:
    """bf16: the switch changes nothing (the CLI names it unused); NVFP4's linears take FP8
    attention too (Transformer Engine's NVTE_DPA_FP8_RECIPE)."""
    bf16 = _est(seq_len=4096, precision="bf16", fp8_attention=True)
    plain = _est(seq_len=4096, precision="bf16")
    assert bf16.memory.bytes_of("activations") == plain.memory.bytes_of("activations")
    fp4 = _est(seq_len=32768, precision="nvfp4", fp8_attention=True)
    assert _parts(fp4)["FP8 attention speed-up (attention kernels)"] > 1.3


def test_a_gpu_without_it_is_refused_in_the_fewest_gpus_table_too() -> None:
    """The GPU's part of the rule is a GPU problem: each row of the table without --gpu says
    why it is refused."""
    from hwplanner.engine.scenario.validity import fp8_attention_gpu_problems

    est = _est(seq_len=4096, fp8_attention=True)
    sc = est.scenario
    for gpu in ("l40s", "mi300x"):
        problems = fp8_attention_gpu_problems(shipped_catalog().gpu(gpu), sc.plan, sc.model)
        assert [p.field for p in problems] == ["fp8_attention"]
    assert not fp8_attention_gpu_problems(shipped_catalog().gpu("h100-sxm-80gb"), sc.plan, sc.model)
