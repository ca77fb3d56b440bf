"""MLX (mlx-lm) fine-tuning on Apple silicon: what a layer keeps, against MLX's own counters."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.mlx_layers import mlx_layer_bytes
from hwplanner.engine.model.hf_config import spec_from_hf_config
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import Precision
from hwplanner.engine.plan.fields import backward_layers
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import plan_problems
from tests.engine.models import H100, LLAMA_8B, QWEN3_30B

FIXTURES = Path(__file__).parents[1] / "fixtures" / "mlx"
ORACLE = json.loads((FIXTURES / "oracle_peaks.json").read_text(encoding="utf-8"))
M4_MAX = load_catalog().gpu("apple-m4-max-128gb")


def _spec(name: str, vocab: int | None = None) -> ModelSpec:
    cfg: Any = ORACLE["models"][name]
    if isinstance(cfg, str):
        cfg = json.loads((FIXTURES / cfg).read_text(encoding="utf-8"))
    cfg = {**cfg, "architectures": ["LlamaForCausalLM"], "torch_dtype": "bfloat16"}
    if vocab:
        cfg["vocab_size"] = vocab
    return spec_from_hf_config(cfg, name=name, model_id=name)[0]


def _allocated(spec: ModelSpec, plan: Plan) -> float:
    """What mx.get_peak_memory counts: the allocated parts, without the buffer cache."""
    mem = estimate(Scenario(model=spec, gpu=M4_MAX, plan=plan), solve=False).memory
    return sum(mem.bytes_of(k) for k in ("weights", "gradients", "optimizer", "activations"))


def test_a_layer_keeps_what_mlx_vjps_read() -> None:
    # d 512, q 512, k/v 128, intermediate 1,536, 8 heads, 256 tokens, LoRA r 8 everywhere: two
    # norm inputs (2·2·512), q/k/v and the s×s probabilities (2·768 + 2·8·256), the gated MLP's
    # four tensors (8·1,536), fp32 copies of the three block inputs and the down projection's
    # (4·512·3 + 4·1,536) and seven rank-8 products (4·8·7)
    plan = Plan(method="lora", framework="mlx", seq_len=256, micro_batch=1)
    assert mlx_layer_bytes(_spec("tiny"), plan, mode=Precision.BF16, seq_len=256) == 32_480


@pytest.mark.parametrize("run", ORACLE["runs"], ids=lambda r: json.dumps(r["plan"]))
def test_the_peak_is_mlx_own_within_six_percent(run: dict[str, Any]) -> None:
    plan = Plan(**{**ORACLE["fixed_plan"], **run["plan"]})
    ours = _allocated(_spec(run["model"], run.get("vocab")), plan)
    assert ours == pytest.approx(run["peak"], rel=run.get("tolerance", 0.06))


def test_mlx_lm_defaults_and_what_runs_backward() -> None:
    plan = Plan(method="lora", framework="mlx")
    assert (plan.lora_layers, plan.lora_rank, plan.seq_len, plan.micro_batch) == (16, 8, 2048, 4)
    assert (plan.attention.value, plan.precision.value, plan.recompute.value) == (
        "eager", "bf16", "none"
    )  # fmt: skip
    # MLX differentiates only what depends on the adapters: with checkpointing too
    assert backward_layers(plan.with_changes(recompute="full"), LLAMA_8B) == 16
    assert Plan(method="qlora", framework="mlx").frozen_format.value == "mlx-q4"
    assert backward_layers(Plan(method="freeze", framework="mlx"), LLAMA_8B) == 16


def test_qlora_quantizes_the_embedding_and_lm_head_too() -> None:
    spec = _spec("tiny")
    plan = Plan(method="qlora", framework="mlx", lora_layers=8)
    est = estimate(Scenario(model=spec, gpu=M4_MAX, plan=plan), solve=False)
    # 4.5 bits for every matrix, embedding and lm_head included (8.39M + 24.1M), norms in bf16
    matrices = 2 * 8192 * 512 + 8 * (2 * 512 * 512 + 2 * 512 * 128 + 3 * 512 * 1536)
    norms = 8 * 2 * 512 + 512
    adapters = 8 * 8 * (2 * (512 + 512) + 2 * (512 + 128) + 3 * (512 + 1536))  # 606,208
    expected = matrices * 0.5625 + norms * 2 + adapters * 4
    assert est.memory.bytes_of("weights") == pytest.approx(expected, rel=1e-6)
    overheads = [p.key for p in est.memory.overheads]
    assert overheads == ["allocator"]  # no CUDA context, cuBLAS workspace or NCCL


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"attention": "flash"}, "attention", "allowed: eager"),
        ({"recompute": "selective"}, "recompute", "allowed: none, full"),
        ({"precision": "amp"}, "precision", "allowed: fp32, bf16"),
        ({"method": "qlora", "weight_format": "nf4"}, "weight_format", "allowed: mlx-q4, mlx-q8"),
        ({"optimizer": "adamw-8bit"}, "optimizer", "allowed: adamw, sgd, sgd-momentum, adafactor"),
        ({"lora_dropout": 0.05}, "lora_dropout", "allowed: 0"),
    ],
)
def test_what_mlx_does_not_run_is_refused_by_name(
    change: dict[str, Any], field: str, words: str
) -> None:
    plan = Plan(method="lora", framework="mlx").with_changes(**change)
    texts = [p.text for p in plan_problems(LLAMA_8B, plan, M4_MAX) if p.field == field]
    assert len(texts) == 1 and texts[0].endswith(words), texts


def test_mlx_runs_on_apple_silicon_and_its_formats_only_under_mlx() -> None:
    on_h100 = [p.text for p in plan_problems(LLAMA_8B, Plan(method="lora", framework="mlx"), H100)]
    assert any("runs on Apple GPUs only" in t for t in on_h100)
    hf = [p.text for p in plan_problems(LLAMA_8B, Plan(method="lora"), M4_MAX)]
    assert any(t.endswith("allowed: mlx") for t in hf)
    q4 = Plan(method="qlora", weight_format="mlx-q4")
    assert [p.field for p in plan_problems(LLAMA_8B, q4, H100)] == ["weight_format"]
    moe = [p.text for p in plan_problems(QWEN3_30B, Plan(method="lora", framework="mlx"), M4_MAX)]
    assert any("mixture of experts is not modelled" in t for t in moe)


def test_a_70b_lora_on_one_mac_is_told_the_changes_that_fit_together() -> None:
    # no single change fits bf16 weights of 141 GB into 103 GB: QLoRA with checkpointing does
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.fixes import same_gpu_fixes
    from tests.engine.models import LLAMA_70B

    plan = Plan(method="lora", framework="mlx")
    (first, *_) = same_gpu_fixes(LLAMA_70B, M4_MAX, plan, Workload())
    assert dict(first.changes) == {"method": "qlora", "recompute": "full"}
    assert not first.keeps_run and first.total_bytes < M4_MAX.capacity_bytes


def test_mlx_serves_with_a_kv_cache_grown_256_tokens_at_a_time() -> None:
    from tests.engine.models import QWEN3_30B as MOE

    plan = Plan(method="inference", framework="mlx", weight_format="mlx-q4", context=2176, batch=1)
    assert not plan_problems(MOE, plan, M4_MAX)  # MoE serving runs (training is refused)
    assert (plan.attention.value, plan.kv_block_size) == ("flash", 256)
    est = estimate(Scenario(model=MOE, gpu=M4_MAX, plan=plan), solve=False)
    per_token = 2 * MOE.num_layers * MOE.kv_dim * 2  # k and v, bf16
    assert est.memory.bytes_of("kv_cache") == pytest.approx(2304 * per_token, rel=1e-6)
    int4 = plan.with_changes(weight_format="int4")
    (text,) = [p.text for p in plan_problems(MOE, int4, M4_MAX) if p.field == "weight_format"]
    assert text.endswith("allowed: bf16, fp16, mlx-q4, mlx-q8")


@pytest.mark.parametrize(
    ("model_id", "words"),
    [
        ("gpt2", "a plain (GeLU) MLP"),
        ("gemma-2-9b", "Gemma's GeGLU and soft-capped attention"),
        ("bert-base-uncased", "an encoder-only model"),
        ("starcoder2-7b", "LayerNorm"),
    ],
)
def test_mlx_training_of_layers_it_does_not_count_is_refused(model_id: str, words: str) -> None:
    # the layer count is MLX's for RMSNorm and SiLU-gated MLPs; the review measured GeLU,
    # LayerNorm and Gemma models 15-26% above it
    spec = load_catalog().model(model_id)
    texts = [p.text for p in plan_problems(spec, Plan(method="lora", framework="mlx"), M4_MAX)]
    assert any(f"MLX training of {words} is not modelled" in t for t in texts), texts


def test_the_unset_weight_format_of_mlx_qlora_is_its_own() -> None:
    from hwplanner.engine.scenario.weights import default_storage_label

    assert default_storage_label(LLAMA_8B, Plan(method="qlora", framework="mlx"))[0] == "mlx-q4"
    assert default_storage_label(LLAMA_8B, Plan(method="qlora"))[0] == "nf4-dq"


def test_no_count_fits_says_whole_copies_do_not_shrink() -> None:
    from tests.engine.models import LLAMA_70B

    plan = Plan(method="lora", framework="mlx")
    notes = [str(n) for n in estimate(Scenario(model=LLAMA_70B, gpu=M4_MAX, plan=plan)).notes]
    (note,) = [n for n in notes if n.startswith("No GPU count fits")]
    assert "trains a whole copy on every GPU" in note and "tensor" not in note


def test_refusals_under_mlx_name_only_what_mlx_allows() -> None:
    # on an NVIDIA GPU the GPU is the refusal, not bf16 on a V100
    v100 = load_catalog().gpu("v100-sxm2-32gb")
    texts = [p.text for p in plan_problems(LLAMA_8B, Plan(method="lora", framework="mlx"), v100)]
    assert texts and "runs on Apple GPUs only" in texts[0]
    assert not any("no bf16" in t for t in texts)
    # FP8 lists the precisions MLX trains in
    fp8 = Plan(method="lora", framework="mlx", precision="fp8")
    texts = [p.text for p in plan_problems(LLAMA_8B, fp8, M4_MAX) if p.field == "precision"]
    assert texts and all(t.endswith("allowed: fp32, bf16") for t in texts)
    # on an NVIDIA GPU the GPU is refused first, whatever else the plan asks
    for change in ({"precision": "fp8"}, {"precision": "amp"}, {"weight_format": "mlx-q4"}):
        plan = Plan(method="lora", framework="mlx").with_changes(**change)
        first = plan_problems(LLAMA_8B, plan, v100)[0]
        assert first.field == "framework" and "Apple GPUs only" in first.text
    # LoRA over MLX's quantized weights points to QLoRA
    q4 = Plan(method="lora", framework="mlx", weight_format="mlx-q4")
    texts = [p.text for p in plan_problems(LLAMA_8B, q4, M4_MAX) if p.field == "weight_format"]
    assert texts and "--method qlora" in texts[0]
    # elsewhere the fp16 fallback lists the recipes the framework offers (no NVFP4 in PEFT)
    hf = Plan(method="lora", precision="bf16")
    texts = [p.text for p in plan_problems(LLAMA_8B, hf, v100) if p.field == "precision"]
    assert texts and "nvfp4" not in texts[0] and "amp" in texts[0]
    # every "allowed" list names only what this framework runs on this GPU
    for framework, precision in (("megatron", "bf16"), ("megatron", "fp8"), ("hf", "fp8")):
        plan = Plan(method="lora", framework=framework, precision=precision)
        for t in (p.text for p in plan_problems(LLAMA_8B, plan, v100) if p.field == "precision"):
            allowed = t.split("allowed: ")[1]
            assert "nvfp4" not in allowed and "bf16" not in allowed and "fp8" not in allowed, t


def test_mlx_qlora_time_says_its_method_factor_is_assumed() -> None:
    from hwplanner.engine.time.steptime import default_hfu

    plan = Plan(method="qlora", framework="mlx")
    source = default_hfu(LLAMA_8B, M4_MAX, plan).source
    assert "MLX's quantized matmul" in source and "not measured" in source
    hf = default_hfu(LLAMA_8B, H100, Plan(method="qlora")).source
    assert "MLX" not in hf
