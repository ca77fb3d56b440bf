"""A reward model of another size than the policy (plan.reward_model_id): every front end
resolves it from the catalog, refuses an unknown id by name, and estimates with it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hwplanner import api
from hwplanner.catalog import load_catalog
from hwplanner.cli import main
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.project import Project, ScenarioSpec, load_project, resolve, save_project

PPO = {"method": "ppo", "framework": "openrlhf", "gpus_per_node": 8, "zero": 3}


def test_a_project_keeps_and_resolves_the_reward_model(tmp_path: Path) -> None:
    plan = Plan(**PPO, reward_model_id="llama-3.1-8b")
    project = Project(scenarios=(ScenarioSpec(model_id="llama-3.1-70b", plan=plan),))
    path = tmp_path / "ppo.json"
    save_project(project, path)
    back = load_project(path)
    assert back == project
    saved = json.loads(path.read_text(encoding="utf-8"))["scenarios"][0]["plan"]
    assert saved["reward_model_id"] == "llama-3.1-8b"
    cat = load_catalog(user_dir=tmp_path)
    engine = resolve(back, back.scenarios[0], cat)
    assert engine.reward is not None and engine.reward.id == "llama-3.1-8b"
    same = resolve(back, back.scenarios[0].model_copy(update={"plan": Plan(**PPO)}), cat)
    assert same.reward is None
    smaller = estimate(engine, solve=False).memory.bytes_of("critic")
    assert smaller < estimate(same, solve=False).memory.bytes_of("critic") / 4
    bad = back.scenarios[0].model_copy(
        update={"plan": plan.with_changes(reward_model_id="no-such-model")}
    )
    with pytest.raises(KeyError, match="reward_model_id"):
        resolve(back, bad, cat)


def test_the_cli_and_the_api_name_an_unknown_reward_model(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm-80gb", "--gpus", "8"]
    argv += ["--zero", "3", "--method", "ppo", "--framework", "openrlhf", "--no-solve"]
    code = main([*argv, "--reward-model-id", "no-such-model"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "--reward-model-id" in err
    assert main([*argv, "--reward-model-id", "llama-3.1-8b", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    critic = doc["explain"]["memory.critic"]["inputs"]
    assert critic["critic model"] == "Llama 3.1 8B"
    with pytest.raises(api.InputError, match="reward_model_id: unknown model"):
        api.estimate("llama-3.1-70b", "h100-sxm-80gb", reward_model_id="nope", **PPO)
    est = api.estimate("llama-3.1-70b", "h100-sxm-80gb", reward_model_id="llama-3.1-8b", **PPO)
    assert est.scenario.reward is not None
    # a reward function uses no reward model: the id is named as unused, not refused
    unused = [*argv[:-5], "--method", "grpo", "--framework", "verl", "--no-solve"]
    code = main([*unused, "--reward-model-id", "no-such-model"])
    assert code == 0 and "--reward-model-id" in capsys.readouterr().out


def test_recommend_and_the_every_gpu_table_resolve_the_reward_model(
    capsys: pytest.CaptureFixture[str],
) -> None:
    base = ["--model", "llama-3.1-70b", "--method", "ppo", "--framework", "openrlhf"]
    base += ["--zero", "3"]
    code = main(["recommend", *base, "--gpu-filter", "h100-sxm-80gb", "--reward-model-id", "x"])
    err = capsys.readouterr().err
    assert code == 2 and "--reward-model-id" in err and err.count("\n") == 1
    assert main(["estimate", *base, "--gpus", "8", "--reward-model-id", "llama-3.1-8b"]) == 0
    assert "Llama 3.1 70B" in capsys.readouterr().out
    code = main(["estimate", *base, "--gpus", "8", "--reward-model-id", "no-such", "--json"])
    assert code == 2 and "--reward-model-id" in capsys.readouterr().err


def test_a_reward_model_the_layout_cannot_split_is_refused_by_name(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The reward model is split as the policy is: tp 8 must divide its heads too."""
    argv = ["estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm-80gb", "--gpus", "8"]
    argv += ["--tp", "8", "--method", "ppo", "--framework", "openrlhf"]
    assert main([*argv, "--reward-model-id", "qwen2.5-0.5b"]) == 2
    err = capsys.readouterr().err
    assert "--reward-model-id" in err and "14 attention heads" in err
    with pytest.raises(api.InputError, match="reward_model_id"):
        api.estimate(
            "llama-3.1-70b", "h100-sxm-80gb", gpus_per_node=8, tp=8, method="ppo",
            framework="openrlhf", reward_model_id="qwen2.5-0.5b",
        )  # fmt: skip


def test_llamafactorys_reward_adapter_takes_no_reward_model_id() -> None:
    """LLaMA-Factory's PPO with LoRA scores with a reward adapter on the policy's base: a
    reward model id is not used (named as such), and nothing is sized from it."""
    plan = Plan(method="ppo", framework="llamafactory-rlhf", adapter="lora")
    named = plan.with_changes(reward_model_id="llama-3.2-1b")
    cat = load_catalog()
    assert cat.reward_model(named) is None
    full = named.with_changes(adapter="none")
    found = cat.reward_model(full)
    assert found is not None and found.id == "llama-3.2-1b"
