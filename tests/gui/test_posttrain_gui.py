"""Post-training in the app: the Method panel's generated rows and the chart legends."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from hwplanner.gui.chart import MemoryChart
from hwplanner.gui.compare import CompareView
from hwplanner.gui.legend import LegendRow
from hwplanner.gui.panels.method import MethodPanel
from hwplanner.gui.panels.workload import WorkloadPanel
from hwplanner.gui.session import Session
from hwplanner.project import Project, ScenarioSpec


def legend_texts(legend: LegendRow) -> list[str]:
    return legend.texts()


def test_method_panel_rows_follow_the_post_training_method(session: Session, qtbot: QtBot) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    completions = panel.findChild(QSpinBox, "plan.completions")
    rank = panel.findChild(QSpinBox, "plan.lora_rank")
    seq = panel.findChild(QSpinBox, "plan.seq_len")
    adapter = panel.findChild(QComboBox, "plan.adapter")
    assert not completions.isVisible() and not adapter.isVisible()
    session.set("plan.method", "grpo")
    assert session.project.scenario.plan.framework == "trl"
    assert completions.isVisible() and completions.value() == 8
    assert adapter.isVisible() and not rank.isVisible() and not seq.isVisible()
    assert panel.findChild(QComboBox, "plan.rollout").isVisible()
    assert not panel.findChild(QSpinBox, "plan.rollout_gpus").isVisible()
    adapter.setCurrentIndex(adapter.findData("lora"))
    assert session.project.scenario.plan.adapter.value == "lora"
    assert rank.isVisible()
    session.set("plan.gpus_per_node", 8)
    session.set("plan.rollout", "separate")
    assert session.project.scenario.plan.rollout.value == "separate"
    assert panel.findChild(QSpinBox, "plan.rollout_gpus").isVisible()
    session.set("plan.method", "dpo")
    assert seq.isVisible() and not completions.isVisible()
    assert panel.findChild(QComboBox, "plan.reference").isVisible()


def test_the_reward_model_is_chosen_from_the_catalog(session: Session, qtbot: QtBot) -> None:
    """The reward model's own size: a catalog model box where a reward model scores (PPO),
    hidden with a reward function; the estimate's critic follows it (OpenRLHF)."""
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    combo = panel.findChild(QComboBox, "plan.reward_model_id")
    assert not combo.isVisible()
    session.set("plan.method", "ppo")
    session.set("plan.framework", "openrlhf")
    session.set("plan.gpus_per_node", 8)
    assert combo.isVisible()
    assert session.estimate is not None
    before = dict(session.estimate.memory.components["critic"].inputs)["trainable parameters"]
    combo.setCurrentIndex(combo.findData("llama-3.2-1b"))
    assert session.project.scenario.plan.reward_model_id == "llama-3.2-1b"
    assert session.estimate is not None
    critic = dict(session.estimate.memory.components["critic"].inputs)
    assert critic["critic model"] == "Llama 3.2 1B" and critic["trainable parameters"] < before
    session.set("plan.reward_model", "function")
    assert not combo.isVisible()


def test_workload_panel_asks_for_steps_not_tokens(session: Session, qtbot: QtBot) -> None:
    panel = WorkloadPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    steps = panel.findChild(QSpinBox, "workload.steps")
    assert not steps.isVisible()
    session.set("plan.method", "orpo")
    assert steps.isVisible()
    tokens = [w for w in panel.findChildren(object) if w.objectName() == "workload.tokens"]
    assert tokens and not tokens[0].isVisible()


def test_chart_legend_lists_the_models_a_plan_holds(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    plain = legend_texts(chart.legend)
    assert "Rollout engine" not in plain and plain[0] == "Weights"
    session.set("plan.method", "grpo")
    assert session.estimate is not None
    shown = legend_texts(chart.legend)
    assert "Rollout engine" in shown and "Critic" not in shown
    assert shown.index("Weights") < shown.index("Rollout engine") < shown.index("Overheads")
    assert float(chart.bars["rollout"].opts["height"][0]) > 0
    session.set("plan.method", "lora")
    assert legend_texts(chart.legend) == plain


def test_compare_legend_covers_every_scenario(qapp: object, qtbot: QtBot) -> None:
    base = ScenarioSpec()
    ppo = base.model_copy(
        update={"id": "ppo", "name": "PPO", "plan": base.plan.with_changes(method="ppo")}
    )
    session = Session(Project(scenarios=(base, ppo)))
    view = CompareView(session)
    qtbot.addWidget(view)
    texts = legend_texts(view.legend)
    assert {"Reference model", "Reward model", "Critic"} <= set(texts)
    assert texts[-1] in ("usable per GPU", "usable per GPU, exceeded")
