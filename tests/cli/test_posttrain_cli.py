"""`hwplanner estimate` for post-training plans: the JSON keys, a step time, one-line errors."""

from __future__ import annotations

import json

import pytest

from hwplanner.cli import main
from tests.cli.test_cli import run

BASE = ("estimate", "--model", "qwen3-8b", "--gpu", "h100-sxm-80gb", "--gpus", "8")
MODELS = ("reference", "reward", "critic", "rollout")


@pytest.mark.parametrize("method", ["grpo", "dpo", "orpo", "ppo", "kto", "simpo"])
@pytest.mark.parametrize("extra", [(), ("--zero", "3"), ("--adapter", "lora", "--lora-rank", "16")])
def test_post_training_json(
    capsys: pytest.CaptureFixture[str], method: str, extra: tuple[str, ...]
) -> None:
    code = main([*BASE, "--method", method, *extra, "--json", "--no-solve"])
    out = capsys.readouterr().out
    assert code == 0
    doc = json.loads(out)
    memory = doc["memory_per_gpu_bytes"]
    assert all(isinstance(memory[k], float | int) for k in MODELS)
    step = doc["time"]["step_seconds"]
    assert step is not None and step > 0
    assert doc["compute"]["step_seconds"] == step
    assert doc["plan"]["method"] == method and doc["plan"]["framework"] == "trl"
    if method in ("orpo", "simpo") or "lora" in extra:
        assert memory["reference"] == 0
    if method == "ppo":
        assert memory["critic"] > 0 and memory["reward"] > 0
    if method == "grpo":
        assert memory["rollout"] > 0 and doc["compute"]["generation_seconds"] > 0


def test_other_plans_have_the_keys_at_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*BASE, "--method", "lora", "--json", "--no-solve"]) == 0
    memory = json.loads(capsys.readouterr().out)["memory_per_gpu_bytes"]
    assert all(memory[k] == 0 for k in MODELS)


@pytest.mark.parametrize(
    ("args", "flag"),
    [
        (("--method", "ppo", "--reward-model", "function"), "--reward-model"),
        (("--method", "grpo", "--completions", "0"), "--completions"),
        (("--method", "grpo", "--completions", "1"), "--completions"),
        (("--method", "dpo", "--reference", "none"), "--reference"),
        (("--method", "grpo", "--rollout", "separate", "--rollout-gpus", "8"), "--rollout-gpus"),
    ],
)
def test_bad_input_is_one_line_naming_the_option(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], flag: str
) -> None:
    assert main([*BASE, *args]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"error: {flag}: " in err


def test_text_report_lists_the_held_models_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*BASE, "--method", "ppo", "--zero", "3", "--steps", "10", "--no-solve"]) == 0
    out = capsys.readouterr().out
    assert "Critic" in out and "Reward model" in out and "Time per step" in out
    assert main([*BASE, "--method", "orpo", "--no-solve"]) == 0
    assert "Reference model" not in capsys.readouterr().out


def test_the_text_report_lists_the_lines_the_sheet_lists(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """summary.left_out in the terminal too: no part the plan does not hold (a training plan's
    KV cache), no $0 line item, no hidden cost repeating an on-premises item (named once)."""
    code, out, _ = run(
        capsys,
        "estimate",
        "--model",
        "qwen3-8b",
        "--gpu",
        "h100-sxm-80gb",
        "--method",
        "grpo",
        "--gpus",
        "8",
    )
    assert code == 0
    memory = out.split("Memory per GPU", 1)[1].split("Total", 1)[0]
    assert "KV cache" not in memory and "Weights" in memory
    assert "$0.00" not in out
    hidden = out.split("Hidden costs", 1)[1].split("\n\n", 1)[0]
    assert "Cooling and power overhead (PUE)" in hidden
    assert "Machine-room space " not in hidden  # listed under the on-premises items
    assert "listed above: " in hidden and "Machine-room space" in hidden


def test_a_refusal_names_the_option_it_points_to(capsys: pytest.CaptureFixture[str]) -> None:
    """verl's offload is its generation-phase offload: the refusal names that option as the
    command line spells it, not the field."""
    args = ("--method", "grpo", "--framework", "verl", "--offload", "optimizer+params")
    assert main([*BASE, *args]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("hwplanner: error: --offload: ") and "--offload-training" in err
    assert "offload_training" not in err
