"""A serving engine keeps its KV cache and loads weights only in the formats it offers: vLLM's
quantized KV cache is FP8, LMDeploy's INT8/INT4, llama.cpp's q8_0/q4_0; GGUF weights load in
llama.cpp (and vLLM, SGLang), not in TensorRT-LLM, LMDeploy or TGI."""

from __future__ import annotations

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.validity import plan_problems, refusal

CAT = shipped_catalog()
SPEC = CAT.model("llama-3.1-8b")


def fields(**plan: object) -> list[str]:
    return [p.field for p in plan_problems(SPEC, Plan(method="inference", **plan))]


@pytest.mark.parametrize(
    ("framework", "kv", "refused"),
    [
        ("vllm", "int4", True),
        ("vllm", "int8", True),
        ("vllm", "fp8", False),
        ("sglang", "int4", True),
        ("tgi", "int8", True),
        ("trtllm", "int8", False),
        ("trtllm", "int4", True),
        ("lmdeploy", "int4", False),
        ("lmdeploy", "fp8", True),
        ("llamacpp", "int4", False),
        ("llamacpp", "fp8", True),
    ],
)
def test_kv_cache_dtypes_by_engine(framework: str, kv: str, refused: bool) -> None:
    assert ("kv_dtype" in fields(framework=framework, kv_dtype=kv)) is refused


@pytest.mark.parametrize(
    ("framework", "weights", "refused"),
    [
        ("llamacpp", "q4_0", False),
        ("llamacpp", "nf4", True),
        ("llamacpp", "fp8", True),
        ("trtllm", "q4_0", True),
        ("lmdeploy", "q8_0", True),
        ("tgi", "q4_0", True),
        ("tgi", "nf4", False),
        ("vllm", "q4_0", False),
    ],
)
def test_weight_formats_by_engine(framework: str, weights: str, refused: bool) -> None:
    assert ("weight_format" in fields(framework=framework, weight_format=weights)) is refused


def test_the_app_greys_the_refused_choice_with_the_reason() -> None:
    plan = Plan(method="inference", framework="vllm")
    why = refusal(SPEC, plan, "kv_dtype", "int4")
    assert why is not None and "allowed: fp32, bf16, fp8" in why
    assert refusal(SPEC, plan, "kv_dtype", "fp8") is None


def test_no_gpu_count_fits_says_what_stays_on_every_gpu() -> None:
    """70B full fine-tuning with the Hugging Face Trainer's default (no checkpointing): what
    more GPUs cannot divide (the floor: one micro-batch's activations, the gathered layers,
    fixed overheads) exceeds a card; the estimate says how much, against what, and which
    fields lower it."""
    from hwplanner.engine.core.units import format_bytes
    from hwplanner.engine.estimate import Scenario, estimate
    from hwplanner.engine.methods import estimate_memory

    spec, gpu = CAT.model("llama-3.1-70b"), CAT.gpu("h100-sxm-80gb")
    plan = Plan(method="full", zero=3, seq_len=4096)
    est = estimate(Scenario(model=spec, gpu=gpu, plan=plan))
    assert est.min_gpus is None
    note = next(n for n in est.notes if n.startswith("No GPU count fits"))
    floor = estimate_memory(spec, gpu, plan.with_changes(gpus_per_node=8)).floor_bytes
    assert floor > gpu.capacity_bytes
    assert f"{format_bytes(floor)} of every GPU's memory does not shrink" in note
    assert "recompute" in note and "seq_len" in note
    fixed = estimate(
        Scenario(model=spec, gpu=gpu, plan=Plan(method="full", zero=3, recompute="full"))
    )
    assert fixed.min_gpus is not None
    assert not any(n.startswith("No GPU count fits") for n in fixed.notes)


def test_hugging_face_qlora_checkpoints_as_peft_prepares_it() -> None:
    """The Trainer checkpoints nothing by default, but QLoRA goes through PEFT's
    prepare_model_for_kbit_training, whose use_gradient_checkpointing defaults to True."""
    assert Plan(method="lora").recompute.value == "none"
    assert Plan(method="qlora").recompute.value == "full"
    assert Plan(method="qlora", recompute="none").recompute.value == "none"  # the user's wins


def test_an_unset_weight_format_shows_what_the_engine_stores() -> None:
    """The sheet and Compare show the value used for an unset field: a pre-quantized
    checkpoint's own storage (DeepSeek-V3's FP8 blocks), else the method's default."""
    from hwplanner.engine.defaults import default_values

    gpu = CAT.gpu("h100-sxm-80gb")
    serve = Plan(method="inference", gpus_per_node=8, tp=8)
    assert default_values(CAT.model("deepseek-v3"), serve, gpu)["weight_format"].startswith("FP8")
    assert default_values(SPEC, Plan(method="qlora"), gpu)["weight_format"] == "nf4-dq"
    filled = default_values(SPEC, Plan(method="inference"), gpu)
    assert filled["memory_share"] == 0.9 and filled["max_num_seqs"] == 1024
    assert "memory_share" not in default_values(
        SPEC, Plan(method="inference", memory_share=0.8), gpu
    )  # the user's own value is no default


def test_a_plan_that_cannot_carry_the_peak_says_what_the_load_would_cost() -> None:
    """Qwen3-32B on one H100 at the chat service's load needs 4 replicas at the peak (vLLM
    scheduling a step ahead, its default): the plan buys one; the cost of the load is 3 × that,
    a figure of its own."""
    from hwplanner.engine.estimate import Scenario, estimate
    from hwplanner.engine.plan.workload import Workload

    wl = Workload(
        prompt_tokens=1500,
        output_tokens=400,
        requests_per_day=200_000,
        ttft_slo_ms=1000,
        tpot_slo_ms=50,
        shared_prefix_tokens=500,
    )
    plan = Plan(method="inference", batch=32, context=8192)
    gpu = CAT.gpu("h100-sxm-80gb")
    est = estimate(Scenario(model=CAT.model("qwen3-32b"), gpu=gpu, plan=plan, workload=wl))
    need = est.budget.serving["replicas"].value
    load = est.budget.cost["cloud_usd_for_the_load"]
    assert need == 4
    assert load.value == pytest.approx(est.budget.cost["cloud_usd"].value * need)
    two = plan.with_changes(gpus_per_node=2, tp=2)
    fine = estimate(Scenario(model=CAT.model("qwen3-32b"), gpu=gpu, plan=two, workload=wl))
    assert "cloud_usd_for_the_load" not in fine.budget.cost  # it carries the load


def gpu_fields(model: str, gpu: str, **plan: object) -> list[tuple[str, str]]:
    spec, card = CAT.model(model), CAT.gpus[gpu]
    return [(p.field, p.text) for p in plan_problems(spec, Plan(method="inference", **plan), card)]


def test_tensorrt_llm_runs_on_nvidia_gpus_only() -> None:
    """TensorRT-LLM's support matrix names NVIDIA architectures only; vLLM and llama.cpp run on
    the MI300X."""
    problems = gpu_fields("llama-3.1-8b", "mi300x", framework="trtllm")
    assert [f for f, _ in problems] == ["framework"]
    text = problems[0][1]
    assert text.startswith("TensorRT-LLM runs on NVIDIA GPUs only, not the AMD Instinct MI300X")
    assert "vllm" in text and "llamacpp" in text and "trtllm" not in text
    assert gpu_fields("llama-3.1-8b", "mi300x", framework="vllm") == []
    assert gpu_fields("llama-3.1-8b", "rtx-4090-48gb", framework="trtllm") == []


@pytest.mark.parametrize(
    ("gpu", "plan", "refused"),
    [
        ("a100-sxm-80gb", {"weight_format": "fp8"}, ["weight_format"]),
        ("a100-sxm-80gb", {"kv_dtype": "fp8"}, ["kv_dtype"]),
        ("a100-sxm-80gb", {"weight_format": "nvfp4"}, ["weight_format"]),
        ("a100-sxm-80gb", {"weight_format": "int8", "kv_dtype": "int8"}, []),
        ("h100-sxm-80gb", {"weight_format": "fp8", "kv_dtype": "fp8"}, []),
        ("h100-sxm-80gb", {"weight_format": "nvfp4"}, ["weight_format"]),
        ("b200", {"weight_format": "nvfp4", "kv_dtype": "fp8"}, []),
    ],
)
def test_tensorrt_llm_low_precision_needs_its_tensor_cores(
    gpu: str, plan: dict[str, str], refused: list[str]
) -> None:
    """Ampere has no FP8 in TensorRT-LLM (support matrix), NVFP4 is Blackwell's; vLLM serves
    FP8 weights on Ampere through its weight-only Marlin kernels and is not refused."""
    got = [f for f, _ in gpu_fields("llama-3.1-8b", gpu, framework="trtllm", **plan)]
    assert got == refused
    assert gpu_fields("llama-3.1-8b", gpu, framework="vllm", weight_format="fp8") == []


def test_an_fp8_checkpoint_on_ampere_names_the_checkpoint() -> None:
    """DeepSeek-V3 ships FP8 weights: TensorRT-LLM on an A100 needs a bf16 copy, said so."""
    problems = dict(gpu_fields("deepseek-v3", "a100-sxm-80gb", framework="trtllm"))
    assert problems["weight_format"] == (
        "TensorRT-LLM runs the checkpoint's fp8 weights only on GPUs with FP8 (Ada, Hopper, "
        "Blackwell) tensor cores, which the NVIDIA A100 SXM4 80GB lacks; allowed: fp32, bf16, "
        "fp16, int8, int4, mxfp4"
    )
    assert "weight_format" not in dict(
        gpu_fields("deepseek-v3", "a100-sxm-80gb", framework="trtllm", weight_format="bf16")
    )


@pytest.mark.parametrize(
    ("gpu", "fmt", "refused"),
    [
        ("rtx-4080", "fp8", False),  # Ada, FP8 rate left unset: unknown, not refused
        ("rtx-5080", "nvfp4", False),  # Blackwell, FP4 rate unset
        ("b300", "nvfp4", False),  # Blackwell Ultra, FP4 rate unset
        ("a100-sxm-80gb", "fp8", True),  # Ampere: no FP8 tensor cores
        ("a800-sxm-80gb", "fp8", True),  # Ampere, released 2022: the year alone could not tell
        ("h100-sxm-80gb", "nvfp4", True),  # Hopper: no FP4 tensor cores
    ],
)
def test_a_missing_rate_is_unknown_not_absent(gpu: str, fmt: str, refused: bool) -> None:
    got = [f for f, _ in gpu_fields("llama-3.1-8b", gpu, framework="trtllm", weight_format=fmt)]
    assert ("weight_format" in got) is refused


@pytest.mark.parametrize("gpu", ["v100-sxm2-32gb", "t4"])
def test_tensorrt_llm_is_refused_on_architectures_it_does_not_support(gpu: str) -> None:
    """TensorRT-LLM's Supported Hardware: Blackwell, Hopper, Ada and Ampere; Volta and Turing
    are refused by name, the other engines offered."""
    fields = dict(gpu_fields("llama-3.1-8b", gpu, framework="trtllm"))
    assert "framework" in fields
    assert "Ampere, Ada Lovelace, Hopper, Blackwell" in fields["framework"]
    assert "vllm" in fields["framework"]


def test_a_custom_gpu_of_unknown_architecture_falls_back_to_its_year() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.scenario.framework_rules import lacks_cores

    a800 = shipped_catalog().gpu("a800-sxm-80gb")
    unknown = a800.model_copy(update={"architecture": ""})
    assert lacks_cores(a800, "fp8") and not lacks_cores(unknown, "fp8")
