"""The technique fields in the Method panel: shown where they apply, refusals on the plan."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from hwplanner.gui.fields import ChoiceCombo
from hwplanner.gui.panels.method import MethodPanel
from hwplanner.gui.session import Session


def _shown_panel(session: Session, qtbot: QtBot) -> MethodPanel:
    """The Method panel on the session, shown (rows that do not apply are hidden)."""
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_technique_rows_follow_the_plan(session: Session, qtbot: QtBot) -> None:
    panel = _shown_panel(session, qtbot)
    loss = panel.findChild(QComboBox, "plan.loss")
    chunks = panel.findChild(QSpinBox, "plan.loss_chunks")
    recipe = panel.findChild(QComboBox, "plan.fp8_recipe")
    cp_kind = panel.findChild(QComboBox, "plan.cp_kind")
    compile_box = panel.findChild(QCheckBox, "plan.compile")
    assert loss.isVisible() and compile_box.isVisible()
    assert not chunks.isVisible() and not recipe.isVisible() and not cp_kind.isVisible()
    session.set("plan.framework", "torchtune")  # its profile: chunked projection + loss
    assert session.project.scenario.plan.loss.value == "chunked_linear"
    assert chunks.isVisible()
    session.set("plan.method", "full")
    session.set("plan.gpus_per_node", 2)
    session.set("plan.cp", 2)
    assert cp_kind.isVisible()
    session.set("plan.precision", "fp8")
    assert recipe.isVisible()
    session.set("plan.method", "inference")
    assert not loss.isVisible() and not chunks.isVisible()


def test_a_technique_the_framework_lacks_is_named(session: Session, qtbot: QtBot) -> None:
    session.set("plan.framework", "unsloth")
    session.set("plan.loss", "chunked")
    assert session.estimate is None
    assert "Unsloth does not offer chunked" in session.error
    session.set("plan.loss", "fused_linear")
    assert session.estimate is not None and not session.error


def _enabled(combo: QComboBox) -> dict[str, bool]:
    assert isinstance(combo, ChoiceCombo) and combo.before_popup is not None
    combo.before_popup(combo)  # what opening the list or focusing the combo runs
    model = combo.model()
    return {
        str(combo.itemData(i)): model.item(i).isEnabled()  # type: ignore[attr-defined]
        for i in range(combo.count())
    }


def test_choices_the_engine_refuses_are_greyed_with_the_reason(
    session: Session, qtbot: QtBot
) -> None:
    panel = _shown_panel(session, qtbot)
    framework = panel.findChild(QComboBox, "plan.framework")
    loss = panel.findChild(QComboBox, "plan.loss")
    session.set("plan.method", "lora")
    offered = _enabled(framework)
    assert offered["hf"] and offered["torchtune"] and not offered["vllm"]
    vllm = framework.findData("vllm")
    assert "vLLM does not offer lora" in framework.itemData(vllm, Qt.ItemDataRole.ToolTipRole)
    assert not _enabled(loss)["chunked"]  # the HF Trainer has no chunked loss
    session.set("plan.method", "inference")
    offered = _enabled(framework)
    assert offered["vllm"] and offered["sglang"] and not offered["trl"]
    assert not offered["torchtune"] and not offered["unsloth"]
    session.set("plan.method", "dpo")
    offered = _enabled(framework)
    assert offered["trl"] and not offered["vllm"]


def test_recomputed_modules_are_check_boxes_for_megatron_selective(
    session: Session, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QWidget

    panel = _shown_panel(session, qtbot)
    box = panel.findChild(QWidget, "plan.recompute_modules")
    assert box is not None and not box.isVisible()
    session.set("model_id", "qwen3-30b-a3b")
    session.set("plan.framework", "megatron")
    session.set("plan.method", "pretrain")
    session.set("plan.recompute", "selective")
    assert box.isVisible()
    checks = {c.text(): c for c in box.findChildren(QCheckBox)}
    assert checks["attention core"].isChecked() and not checks["expert activation"].isChecked()
    checks["expert activation"].setChecked(True)
    assert session.project.scenario.plan.recompute_modules == ("core_attn", "moe_act")
    assert session.estimate is not None and not session.error
    mla = checks["MLA up-projections"]  # Qwen3 has none: greyed with the engine's reason
    assert not mla.isEnabled() and "no multi-latent attention" in mla.toolTip()
    assert checks["MoE layer"].isEnabled() and not checks["dense MLP"].isEnabled()
    mla.setChecked(True)  # set all the same (a project file could): refused by name
    assert "mla_up_proj: the model has no multi-latent attention" in session.error
    assert mla.isEnabled()  # a ticked one stays enabled, so it can be unticked
    mla.setChecked(False)
    session.set("plan.recompute", "full")
    assert not box.isVisible()
    assert not session.error and session.estimate is not None  # hidden, not used, no refusal


def test_the_recompute_modules_proposal_applies_in_one_click(
    session: Session, qtbot: QtBot
) -> None:
    from hwplanner.gui.proposal import ProposalBar

    bar = ProposalBar(session)
    qtbot.addWidget(bar)
    from hwplanner.engine.plan.plan import Plan
    from hwplanner.project import Project, ScenarioSpec
    from tests.engine.models import QWEN3_30B_MEGATRON_FP8 as plan

    sc = ScenarioSpec(model_id="qwen3-30b-a3b", gpu_id="h100-sxm-80gb", plan=Plan(**plan))
    session.set_project(Project(scenarios=(sc,)))
    est = session.estimate
    assert est is not None
    wanted = {"recompute_modules": "core_attn,moe_act,layernorm"}
    index = next(i for i, p in enumerate(est.proposals) if dict(p.changes) == wanted)
    bar.apply_proposal(index)
    assert session.project.scenario.plan.recompute_modules == ("core_attn", "moe_act", "layernorm")
    assert session.estimate is not None and session.estimate.memory.fits
    session.undo_stack.undo()
    assert session.project.scenario.plan.recompute_modules == ("core_attn",)


def test_train_embeddings_is_a_lora_box_and_moves_the_bars(session: Session, qtbot: QtBot) -> None:
    """Shown for LoRA/QLoRA only; ticking it adds the copies to the estimate; a framework
    without modules_to_save names the field."""
    panel = _shown_panel(session, qtbot)
    box = panel.findChild(QCheckBox, "plan.train_embeddings")
    session.set("plan.method", "lora")
    assert box.isVisible() and not box.isChecked()
    before = session.estimate.memory.trainable_params
    box.setChecked(True)  # (a click would move the focus: no focus changes here)
    assert session.project.scenario.plan.train_embeddings
    assert session.estimate.memory.trainable_params > before
    session.set("plan.method", "full")
    assert not box.isVisible()


def test_train_embeddings_with_a_framework_without_it_is_named(session: Session) -> None:
    session.set("plan.method", "lora")
    session.set("plan.train_embeddings", True)
    session.set("plan.framework", "torchtune")
    assert session.estimate is None and session.error.startswith("Train embeddings and output")


def test_a_key_right_after_focus_skips_refused_choices(session: Session, qtbot: QtBot) -> None:
    """The combo works out its refused choices just after it takes focus; an arrow key that
    comes first has them worked out before it moves (it picked a refused choice)."""
    panel = _shown_panel(session, qtbot)
    session.set("plan.framework", "unsloth")
    session.set("plan.loss", "plain")
    loss = panel.findChild(QComboBox, "plan.loss")
    loss.focusInEvent(QFocusEvent(QEvent.Type.FocusIn))  # the greying is now pending
    QTest.keyClick(loss, Qt.Key.Key_Down)  # before any event is processed
    chosen = session.project.scenario.plan.loss.value
    assert chosen != "chunked"  # the next choice, which Unsloth does not offer
    assert session.estimate is not None and not session.error


def test_deepep_dispatch_shows_for_expert_parallel_training(session: Session, qtbot: QtBot) -> None:
    """The DeepEP row: shown when an MoE model trains with expert parallelism, hidden without
    it; turning it on shortens a cross-node step."""
    panel = _shown_panel(session, qtbot)
    box = panel.findChild(QCheckBox, "plan.moe_deepep")
    assert box is not None and not box.isVisible()
    session.set("model_id", "qwen3-30b-a3b")
    session.set("plan.method", "full")
    session.set("plan.framework", "megatron")
    session.set("plan.gpus_per_node", 8)
    session.set("plan.nodes", 2)
    session.set("plan.ep", 16)
    assert box.isVisible()
    before = session.estimate.figures()["compute.step_seconds"].value  # type: ignore[union-attr]
    box.click()
    assert session.project.scenario.plan.moe_deepep
    after = session.estimate.figures()["compute.step_seconds"].value  # type: ignore[union-attr]
    assert after < before


def test_an_rl_offload_the_framework_lacks_is_greyed_with_the_reason(
    session: Session, qtbot: QtBot
) -> None:
    """TRL has no reference offload: the box is greyed with the engine's refusal as its
    tooltip; under verl it can be ticked."""
    panel = _shown_panel(session, qtbot)
    session.set("plan.method", "grpo")
    session.set("plan.framework", "trl")
    session.set("plan.reference", "model")
    frozen = panel.findChild(QCheckBox, "plan.offload_frozen")
    assert frozen.isVisible() and not frozen.isEnabled()
    assert "does not offer" in frozen.toolTip() and "verl" in frozen.toolTip()
    session.set("plan.framework", "verl")
    assert frozen.isEnabled() and "does not offer" not in frozen.toolTip()
    frozen.setChecked(True)
    assert session.project.scenario.plan.offload_frozen and not session.error


def test_the_sharding_engine_is_offered_where_the_trainer_has_both(
    session: Session, qtbot: QtBot
) -> None:
    """Accelerate-based trainers shard through DeepSpeed or PyTorch FSDP: the row shows their
    default and takes FSDP, which the estimate reads; torchtune's one way is shown with
    DeepSpeed greyed; DeepSpeed's own hides the row and leaves the value unused."""
    panel = _shown_panel(session, qtbot)
    sharding = panel.findChild(QComboBox, "plan.sharding")
    session.set("plan.framework", "axolotl")
    session.set("plan.method", "full")
    session.set("plan.gpus_per_node", 8)
    session.set("plan.zero", 3)
    assert sharding.isVisible()
    assert session.project.scenario.plan.sharding == "deepspeed"
    session.set("plan.sharding", "fsdp")
    assert session.estimate is not None and not session.error
    assert session.estimate.scenario.plan.sharding == "fsdp"
    session.set("plan.offload", "optimizer")  # FSDP offloads the parameters with it
    assert session.estimate is None and "offload_params" in session.error
    session.set("plan.offload", "none")
    assert _enabled(sharding) == {"": True, "deepspeed": True, "fsdp": True}
    session.set("plan.framework", "torchtune")  # FSDP its one way: shown, DeepSpeed greyed
    assert sharding.isVisible() and session.estimate is not None
    assert not _enabled(sharding)["deepspeed"]
    session.set("plan.framework", "deepspeed")  # its own: hidden, not used, no refusal
    assert not sharding.isVisible()
    assert session.estimate is not None and not session.error
    assert session.project.scenario.plan.sharding == "fsdp"  # kept, for a switch back
    session.set("plan.framework", "axolotl")
    assert sharding.isVisible() and sharding.currentData() == "fsdp"
