"""A post-training plan in a project file: only the user's values are stored, and read back."""

from __future__ import annotations

import json
from pathlib import Path

from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.project import Project, ScenarioSpec, load_project, save_project


def test_post_training_plan_round_trip(tmp_path: Path) -> None:
    plan = Plan(
        method="grpo",
        framework="verl",
        gpus_per_node=8,
        adapter="lora",
        lora_rank=32,
        prompts_per_step=256,
        completions=16,
        completion_len=2048,
        rollout="separate",
        rollout_gpus=2,
        rollout_memory=0.85,
    )
    sc = ScenarioSpec(model_id="qwen3-8b", plan=plan, workload=Workload(steps=500))
    path = tmp_path / "grpo.json"
    save_project(Project(name="RL", scenarios=(sc,)), path)
    stored = json.loads(path.read_text())["scenarios"][0]["plan"]
    assert stored["method"] == "grpo" and stored["rollout_gpus"] == 2
    assert "rollout_sleep" not in stored and "zero" not in stored  # the profile's, not saved
    back = load_project(path).scenarios[0]
    assert back.plan == plan
    assert back.plan.zero == 3 and back.plan.rollout_sleep  # verl's defaults come back
    assert back.workload.steps == 500
