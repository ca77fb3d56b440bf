"""A refusal names the option the user set and what it allows (review of Dec 1, item 9)."""

from __future__ import annotations

import json

import pytest

from hwplanner.cli import main
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.typed import typed_values
from hwplanner.engine.scenario.validity import plan_problems, refusal
from tests.engine.models import LLAMA_8B


def error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["estimate", "--model", "llama-3.1-8b", "--no-solve", *argv]) == 2
    return capsys.readouterr().err.strip().removeprefix("hwplanner: error: ")


def test_pipeline_stages_that_do_not_divide_the_gpus_name_pp(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert error(capsys, "--pp", "64") == (
        "--pp: tp × pp (1×64) does not divide the number of GPUs (1); allowed: pp 1"
    )
    assert error(capsys, "--pp", "3", "--gpus", "8", "--tp", "2") == (
        "--pp: tp × pp (2×3) does not divide the number of GPUs (8); allowed: pp 1, 2, 4"
    )
    assert error(capsys, "--tp", "3", "--gpus", "8") == (
        "--tp: 3 does not divide the number of GPUs (8); allowed: 1, 2, 4, 8"
    )
    # many divisors: the first seven, then the count itself
    assert error(capsys, "--tp", "7", "--gpus", "720").endswith(
        "allowed: 1, 2, 3, 4, 5, 6, 8, … 720"
    )


def test_fp8_on_a_framework_without_fp8_names_precision(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("--precision", "fp8", "--framework", "megatron-deepspeed", "--gpu", "h100-sxm-80gb")
    assert error(capsys, *argv, "--method", "full") == (
        "--precision: Megatron-DeepSpeed does not offer FP8 training; allowed: fp32, mixed, "
        "mixed_fp32_grads"
    )
    plan = Plan(method="full", framework="megatron-deepspeed")
    assert refusal(LLAMA_8B, plan, "precision", "fp8") == (
        "Megatron-DeepSpeed does not offer FP8 training; allowed: fp32, mixed, mixed_fp32_grads"
    )
    # a framework with FP8 but not this recipe: the recipe is named, with the ones it has
    fsdp = ("--precision", "fp8", "--fp8-recipe", "blockwise", "--framework", "fsdp")
    assert error(capsys, *fsdp, "--gpu", "h100-sxm-80gb", "--method", "full") == (
        "--fp8-recipe: PyTorch FSDP does not offer blockwise; allowed: delayed, rowwise, tensorwise"
    )


def test_context_parallel_kinds_name_cp_kind_and_none_names_cp(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("--cp", "2", "--gpus", "2", "--method", "full")
    # DeepSpeed's default is Ulysses (its only kind); ring, asked for, is refused by name
    assert error(capsys, *argv, "--framework", "deepspeed", "--cp-kind", "ring") == (
        "--cp-kind: DeepSpeed ZeRO does not offer ring context parallelism; allowed: ulysses"
    )
    plan = Plan(method="full", framework="litgpt", gpus_per_node=2, cp=2)
    assert [(p.field, p.text) for p in plan_problems(LLAMA_8B, plan)] == [
        ("cp", "LitGPT does not offer context parallelism; allowed: 1")
    ]


def test_liger_kernels_name_the_framework_or_the_model_family(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("--liger-kernels", "--method", "full")
    assert error(capsys, *argv, "--framework", "torchtune") == (
        "--liger-kernels: torchtune does not offer Liger kernels; allowed: off"
    )
    assert main(["estimate", "--model", "glm-4.5-air", "--no-solve", *argv]) == 2
    assert capsys.readouterr().err.startswith(
        "hwplanner: error: --liger-kernels: no Liger-Kernel patch is modelled for glm4_moe "
        "models; allowed with: deepseek_v3, gemma, gemma2"
    )


def test_fused_kernels_name_the_framework_or_the_norm(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("--method", "full", "--framework", "hf")
    assert error(capsys, *argv, "--fused-norms") == (
        "--fused-norms: Hugging Face Trainer + PEFT does not offer fused RMSNorm; allowed: off"
    )
    assert error(capsys, *argv, "--cudnn-attention") == (
        "--cudnn-attention: Hugging Face Trainer + PEFT does not offer cuDNN fused attention; "
        "allowed: off"
    )
    argv = ("--method", "pretrain", "--framework", "fsdp", "--fused-norms")
    assert main(["estimate", "--model", "gpt2", "--no-solve", *argv]) == 2
    assert capsys.readouterr().err.strip() == (
        "hwplanner: error: --fused-norms: the model's norms are layernorm, not RMSNorm; "
        "allowed: off"
    )
    argv = ("--framework", "fsdp", "--fused-norms", "--cudnn-attention", "--json")
    assert main(["estimate", "--model", "llama-3.1-8b", "--no-solve", *argv]) == 0
    plan = json.loads(capsys.readouterr().out)["plan"]
    assert plan["fused_norms"] is True and plan["cudnn_attention"] is True


def test_the_kernel_switches_change_nothing_where_megatron_always_runs_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("--framework", "megatron", "--method", "pretrain", "--gpus", "8")
    assert main(["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb",
                 "--no-solve", *argv, "--fused-norms", "--cudnn-attention"]) == 0  # fmt: skip
    assert "Not used by this plan, so they change nothing: --fused-norms, --cudnn-attention." in (
        capsys.readouterr().out
    )


def test_fp8_weights_under_fsdp_are_torchaos_tensorwise_all_gather(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("--method", "pretrain", "--framework", "torchtitan", "--precision", "fp8")
    assert error(capsys, *argv, "--fp8-recipe", "rowwise", "--fp8-params") == (
        "--fp8-params: PyTorch FSDP gathers FP8 weights with torchao's tensorwise recipe only "
        "(fp8 recipe is rowwise); allowed: off, or fp8_recipe tensorwise"
    )
    assert error(capsys, *argv, "--zero", "2", "--fp8-params") == (
        "--fp8-params: PyTorch FSDP casts FP8 weights for its FSDP all-gather, which ZeRO stage "
        "2 does not run; allowed: off, or zero 3"
    )
    assert main(["estimate", "--model", "llama-3-8b", "--no-solve", *argv, "--fp8-params"]) == 0


def test_an_engines_data_parallel_attention_is_translated_in_the_refusal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """vLLM's recipes write attention data parallelism as -tp 1 -dp 4 (--enable-expert-parallel):
    typed so for vLLM it is read as the replica of tp 4, and said; SGLang, which counts its
    --dp within --tp, refuses it with what that is here."""
    argv = ["estimate", "--model", "deepseek-r1", "--gpu", "b200", "--gpus", "4", "--no-solve"]
    argv += ["--method", "inference", "--tp", "1", "--attention-dp", "4"]
    assert main([*argv, "--framework", "vllm", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["plan"]["tp"], out["plan"]["attention_dp"]) == (4, 4)
    assert any("-tp 1 -dp 4" in n for n in out["notes"])
    # a dense model: vLLM's -tp 1 -dp 4 is four independent replicas, said once (the
    # attention_dp typed is used up by the reading, not named unused)
    dense = ["estimate", "--model", "qwen3-8b", "--gpu", "h100-sxm-80gb", "--gpus", "4"]
    dense += ["--no-solve", "--method", "inference", "--framework", "vllm", "--tp", "1"]
    assert main([*dense, "--attention-dp", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["plan"]["tp"], out["plan"]["attention_dp"]) == (1, 1)
    assert any("independent replicas" in n for n in out["notes"])
    assert not any("--attention-dp" in n and "Not used" in n for n in out["notes"])
    assert main([*argv, "--framework", "sglang"]) == 2
    err = capsys.readouterr().err
    assert "--attention-dp: 4 groups do not divide the 1 tensor-parallel GPUs" in err
    assert "is tp 4 with attention_dp 4 here" in err


def test_verl_megatron_splits_the_pipeline_with_its_ends_as_layers() -> None:
    """verl passes Megatron-Core's account_for_embedding/loss_in_pipeline_split through
    override_transformer_config (its Qwen3-235B recipe on 32 GPUs sets both)."""
    argv = ["estimate", "--model", "qwen3-8b", "--gpu", "h100-sxm-80gb", "--gpus", "8", "--pp"]
    argv += ["2", "--method", "grpo", "--framework", "verl-megatron", "--pp-ends-as-layers"]
    assert main([*argv, "--no-solve"]) == 0


def test_a_trainer_without_stages_is_planned_with_its_own_backend_that_has_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """LLaMA-Factory's trainer runs no pipeline; its Megatron backend (USE_MCA=1) does: a plan
    typed as LLaMA-Factory with stages is that backend's, and the answer says so. Where the
    backend does not train the method (LoRA), the refusal stands, without the pointer."""
    argv = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--no-solve"]
    argv += ["--method", "full", "--framework", "llamafactory", "--gpus", "8", "--pp", "4"]
    assert main([*argv, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["plan"]["framework"] == "llamafactory-megatron" and out["plan"]["pp"] == 4
    assert any("planned with the LLaMA-Factory Megatron" in n for n in out["notes"])
    err = error(
        capsys, "--method", "lora", "--framework", "llamafactory", "--gpus", "8", "--pp", "4"
    )
    assert err.startswith("--pp: LLaMA-Factory does not offer pipeline parallelism")
    assert "or its backend" not in err
    assert "or its backend" not in error(capsys, "--method", "full", "--gpus", "8", "--pp", "4")

    # as typed only: one stage keeps the trainer, a profile that stages itself is never
    # switched, an alias keeps its refusal (EasyR1, verl's fork, has no Megatron workers), and
    # a plan edited or built inside the engine (a proposal adding stages) keeps its framework,
    # refused with the pointer to the backend
    def switched(framework: str, method: str, pp: int = 2) -> str:
        return str(
            typed_values({"framework": framework, "pp": pp}, method, moe=None).values["framework"]
        )

    assert switched("llamafactory", "full", pp=1) == "llamafactory"
    assert switched("verl", "gspo") == "verl-megatron"
    # ms-swift's own trainer splits layers with device_map too: pp is not read, the refusal
    # points to Megatron-SWIFT
    assert switched("swift", "full") == "swift"
    assert switched("swift-rlhf", "grpo") == "swift-rlhf"
    assert "or its backend that does (swift-megatron)" in error(
        capsys, "--method", "full", "--framework", "swift", "--gpus", "8", "--pp", "2"
    )
    assert switched("nemo-rl", "grpo") == "nemo-rl-megatron"
    assert switched("megatron", "full") == "megatron"
    assert switched("easyr1", "grpo") == "easyr1"
    edited = Plan(method="full", framework="llamafactory", gpus_per_node=8, pp=2)
    assert edited.framework == "llamafactory"
    (found,) = [p for p in plan_problems(LLAMA_8B, edited) if p.field == "pp"]
    assert "or its backend that does (llamafactory-megatron), by that name" in str(found)
    assert error(
        capsys, "--method", "grpo", "--framework", "easyr1", "--gpus", "8", "--pp", "2"
    ).startswith("--pp: verl (FSDP + vLLM/SGLang) does not offer pipeline parallelism")
