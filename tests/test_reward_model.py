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
