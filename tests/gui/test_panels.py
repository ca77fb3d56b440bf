"""Each input panel alone: it shows the session's project and edits go through the session."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from hwplanner.engine.plan.inputs import field_at
from hwplanner.gui.fields import ChoiceCombo
from hwplanner.gui.panels.hardware import HardwarePanel
from hwplanner.gui.panels.method import MethodPanel
from hwplanner.gui.panels.model import ModelPanel
from hwplanner.gui.panels.workload import WorkloadPanel
from hwplanner.gui.session import Session
from tests.gui.conftest import project_with


def test_method_panel_shows_the_project(session: Session, qtbot: QtBot) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    session.set_project(project_with(plan={"seq_len": 8192, "method": "full"}))
    assert panel.findChild(QSpinBox, "plan.seq_len").value() == 8192
    assert panel.findChild(QComboBox, "plan.method").currentData() == "full"


def test_method_panel_edit_sets_the_field_with_one_undo_step(
    session: Session, qtbot: QtBot
) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    spin = panel.findChild(QSpinBox, "plan.micro_batch")
    with qtbot.waitSignal(session.project_changed):
        spin.setValue(4)
    assert session.project.scenario.plan.micro_batch == 4
    spin.stepUp()  # a held arrow: merged into the same step
    spin.stepUp()
    assert session.project.scenario.plan.micro_batch == 6
    assert session.undo_stack.count() == 1
    session.undo_stack.undo()
    assert spin.value() == 1  # the panel follows the undo


def test_method_panel_hides_what_does_not_apply(session: Session, qtbot: QtBot) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    rank = panel.findChild(QSpinBox, "plan.lora_rank")
    kv = panel.findChild(QComboBox, "plan.kv_dtype")
    ep = panel.findChild(QSpinBox, "plan.ep")
    assert rank.isVisible() and not kv.isVisible() and not ep.isVisible()
    session.set("plan.method", "inference")
    assert not rank.isVisible() and kv.isVisible()
    assert not panel.findChild(QSpinBox, "plan.micro_batch").isVisible()
    session.set("model_id", "mixtral-8x7b")
    assert ep.isVisible()


def test_lora_targets_toggle(session: Session, qtbot: QtBot) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    check = next(c for c in panel.findChildren(QCheckBox) if c.text() == "gate")
    check.setChecked(False)
    assert "gate" not in session.project.scenario.plan.lora_targets


def test_refused_value_is_put_back(session: Session, qtbot: QtBot) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    spin = panel.findChild(QSpinBox, "plan.tp")
    with qtbot.waitSignal(session.rejected):
        spin.setValue(3)
    assert spin.value() == 1


def test_hardware_panel(session: Session, qtbot: QtBot) -> None:
    panel = HardwarePanel(session)
    qtbot.addWidget(panel)
    session.set_project(project_with(gpu_id="a100-sxm-80gb", plan={"gpus_per_node": 8}))
    assert panel.gpu.currentData() == "a100-sxm-80gb"
    assert panel.per_node.value() == 8
    assert "8 GPUs" in panel.total.text()
    panel.gpu.setCurrentIndex(panel.gpu.findData("h200-sxm-141gb"))
    assert session.project.scenario.gpu_id == "h200-sxm-141gb"
    panel.nodes.setValue(2)
    assert session.project.scenario.plan.gpus == 16
    panel.figures["memory_gib"].setValue(100.0)
    assert session.project.scenario.gpu_id == "h200-sxm-141gb-custom"
    assert panel.gpu.currentData() == "h200-sxm-141gb-custom"
    # the GiB the device reports, with the GB the charts show (100 GiB = 107.4 GB)
    assert panel.figures["memory_gib"].suffix() == " GiB = 107.4 GB"


def test_a_unified_memory_machine_has_no_pcie_link(session: Session, qtbot: QtBot) -> None:
    panel = HardwarePanel(session)
    qtbot.addWidget(panel)
    plan = {"method": "inference", "framework": "llamacpp"}
    session.set_project(project_with(gpu_id="apple-m4-max-128gb", plan=plan))
    assert panel.link.text() == "none named (one chip, unified memory)"
    session.set("gpu_id", "h100-sxm-80gb")
    assert panel.link.text().startswith("NVLink")


def test_model_panel_filters_and_picks(session: Session, qtbot: QtBot) -> None:
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    shown = lambda: [  # noqa: E731
        panel.list.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
        for i in range(panel.list.topLevelItemCount())
        if not panel.list.topLevelItem(i).isHidden()
    ]
    panel.search.setText("qwen3")
    assert shown() and all("qwen3" in m for m in shown())
    panel.search.clear()
    panel.size_class.setCurrentIndex(4)  # > 100B
    assert "llama-3.1-405b" in shown() and "llama-3.1-8b" not in shown()
    item = next(
        panel.list.topLevelItem(i)
        for i in range(panel.list.topLevelItemCount())
        if panel.list.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == "llama-3.1-405b"
    )
    panel.list.setCurrentItem(item)
    assert session.project.scenario.model_id == "llama-3.1-405b"
    assert panel.arch["num_layers"].value() == 126


def test_model_panel_architecture_edit_and_import(
    session: Session, qtbot: QtBot, tmp_path: object
) -> None:
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    panel.arch["num_layers"].setValue(8)
    assert session.project.custom_models[0].num_layers == 8
    cfg = {
        "model_type": "llama",
        "hidden_size": 2048,
        "num_hidden_layers": 16,
        "num_attention_heads": 32,
        "num_key_value_heads": 8,
        "intermediate_size": 8192,
        "vocab_size": 128256,
    }
    path = tmp_path / "tiny" / "config.json"  # type: ignore[operator]
    path.parent.mkdir()
    path.write_text(__import__("json").dumps(cfg))
    panel.import_config(str(path))
    assert session.project.scenario.model_id == "tiny"
    assert panel.arch["hidden_size"].value() == 2048


def test_model_panel_import_error_is_reported(
    session: Session, qtbot: QtBot, tmp_path: object
) -> None:
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    path = tmp_path / "config.json"  # type: ignore[operator]
    path.write_text('{"model_type": "mamba"}')
    with qtbot.waitSignal(session.rejected) as blocker:
        panel.import_config(str(path))
    assert "mamba" in blocker.args[0]
    box = panel.findChild(QMessageBox, "model_import_error")
    assert box is not None and "model_type" in box.text() and str(path) in box.text()
    box.close()


def test_model_panel_imports_folder_and_gguf(
    session: Session, qtbot: QtBot, tmp_path: object
) -> None:
    from tests.test_model_source import checkpoint, write_llama_gguf

    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    folder = tmp_path / "tiny-ckpt"  # type: ignore[operator]
    checkpoint(folder)
    panel.import_config(str(folder))
    assert session.project.scenario.model_id == "tiny-ckpt"
    write_llama_gguf(tmp_path / "small.gguf")  # type: ignore[operator]
    panel.import_config(str(tmp_path / "small.gguf"))  # type: ignore[operator]
    spec = session.models()[session.project.scenario.model_id]
    assert spec.quantization is not None and spec.quantization.method == "gguf"
    bad = tmp_path / "broken.gguf"  # type: ignore[operator]
    bad.write_bytes(b"GGUF\x03\x00")
    panel.import_config(str(bad))
    box = panel.findChild(QMessageBox, "model_import_error")
    assert box is not None and "broken.gguf" in box.text()
    box.close()


def test_workload_panel(session: Session, qtbot: QtBot) -> None:
    panel = WorkloadPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    tokens = panel.findChild(QDoubleSpinBox, "workload.tokens")
    assert tokens.text() == "not set"
    tokens.setValue(20.0)
    assert session.project.scenario.workload.tokens == 20e9
    tokens.setValue(tokens.minimum())
    assert session.project.scenario.workload.tokens is None
    session.set_project(project_with(workload={"pue": 1.2}))
    assert panel.findChild(QDoubleSpinBox, "workload.pue").value() == 1.2
    assert "Allowed" in panel.findChild(QDoubleSpinBox, "workload.pue").toolTip()
    session.set("plan.method", "inference")
    boxes = panel.groups.boxes
    assert not boxes["training"].isVisible() and boxes["serving"].isVisible()


RECOMPUTE = field_at("plan.recompute").ui.choices  # type: ignore[union-attr]


def test_method_panel_shows_the_framework_default_for_the_models_size(
    session: Session, qtbot: QtBot
) -> None:
    """torchtune checkpoints activations for a 70B LoRA on 8 GPUs (its 70B_lora.yaml), not for
    an 8B one: the panel shows what the estimate uses, and that the model's size chose it."""
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    plan = {"method": "lora", "framework": "torchtune", "gpus_per_node": 8}
    session.set_project(project_with(model_id="llama-3.1-70b", plan=plan))
    est = session.estimate
    assert est is not None and est.scenario.plan.recompute.value == "full"
    combo = panel.findChild(QComboBox, "plan.recompute")
    labels = dict(zip(RECOMPUTE.values(), RECOMPUTE, strict=True))
    assert combo.currentText().startswith("Framework ≥ 60B: ")
    assert "models of 60B parameters and more" in combo.itemData(0, Qt.ItemDataRole.ToolTipRole)
    shown = combo.currentText().removeprefix("Framework ≥ 60B: ")
    assert combo.currentIndex() == 0 and labels[shown] == "full"
    session.set_project(project_with(model_id="llama-3.1-8b", plan=plan))
    assert session.estimate is not None
    assert session.estimate.scenario.plan.recompute.value == "none"
    assert labels[combo.currentText().removeprefix("Framework default: ")] == "none"


def test_the_framework_default_item_names_the_profiles_value_beside_the_users_choice(
    session: Session, qtbot: QtBot
) -> None:
    """With the user's fused cross-entropy chosen, the first item read "Framework default: Fused
    cross-entropy…" (the user's value) where the FSDP profile's is the plain loss."""
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    plan = {"method": "pretrain", "framework": "fsdp", "gpus_per_node": 8}
    session.set_project(project_with(model_id="llama-3.1-8b", plan=plan))
    session.set("plan.loss", "fused_ce")
    combo = panel.findChild(QComboBox, "plan.loss")
    assert combo.currentData() == "fused_ce"
    assert combo.itemText(0) == "Framework default: Plain (fp32 logits)"
    session.set("plan.loss", None)
    assert combo.currentIndex() == 0 and combo.itemText(0).endswith("Plain (fp32 logits)")


def test_transformer_engines_fused_loss_is_a_choice_a_megatron_plan_takes(
    session: Session, qtbot: QtBot
) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    plan = {"method": "pretrain", "framework": "megatron", "gpus_per_node": 8}
    session.set_project(project_with(model_id="llama-3.1-8b", plan=plan))
    combo = panel.findChild(QComboBox, "plan.loss")
    index = combo.findData("fused_ce_inplace")
    assert combo.itemText(index) == (
        "Fused cross-entropy, gradient over the logits (Transformer Engine; verl)"
    )
    combo.setCurrentIndex(index)
    assert session.estimate is not None
    assert session.estimate.scenario.plan.loss.value == "fused_ce_inplace"
    # under a profile without it the choice is greyed, with the engine's reason
    session.set("plan.loss", None)
    session.set("plan.framework", "fsdp")
    assert isinstance(combo, ChoiceCombo) and combo.before_popup is not None
    combo.before_popup(combo)
    item = combo.model().item(combo.findData("fused_ce_inplace"))  # type: ignore[attr-defined]
    assert not item.isEnabled() and "does not offer fused_ce_inplace" in item.toolTip()


def test_the_liger_switch_shows_and_brings_its_fused_loss(session: Session, qtbot: QtBot) -> None:
    """Liger's checkbox shows on a training plan; turning it on makes the loss combo's default
    Liger's fused linear loss, said as such. Under torchtune, which has no Liger, the plan is
    refused by name and the box stays there to turn it off."""
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    session.set_project(project_with(plan={"method": "lora", "framework": "hf"}))
    box = panel.findChild(QCheckBox, "plan.liger_kernels")
    combo = panel.findChild(QComboBox, "plan.loss")
    assert box.isVisible() and not box.isChecked()
    assert combo.itemText(0) == "Framework default: Plain (fp32 logits)"
    box.click()
    assert session.estimate is not None and session.estimate.scenario.plan.liger_kernels
    assert combo.currentIndex() == 0
    assert combo.itemText(0).startswith("With Liger kernels: Fused linear cross-entropy")
    session.set("plan.framework", "torchtune")
    assert box.isVisible() and box.isChecked()
    assert session.estimate is None and "torchtune does not offer Liger" in session.error
    box.click()
    assert session.estimate is not None and not session.estimate.scenario.plan.liger_kernels


def test_a_global_batch_sets_the_accumulation_the_panel_shows(
    session: Session, qtbot: QtBot
) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    plan = {"method": "pretrain", "framework": "megatron", "gpus_per_node": 8, "tp": 2}
    session.set_project(project_with(model_id="llama-3.1-8b", plan=plan))
    session.set("plan.global_batch", 256)
    accum = panel.findChild(QSpinBox, "plan.grad_accum")
    assert accum.value() == 64  # 256 ÷ (micro-batch 1 × 4 data-parallel ranks)
    session.set("plan.micro_batch", 2)
    assert accum.value() == 32


def test_model_panel_shows_expert_widths_and_uses_the_catalogs_twin(
    session: Session, qtbot: QtBot
) -> None:
    """Importing Qwen3-30B-A3B's config.json showed "MLP width 6,144" (the dense width; its
    experts are 768) and added "Qwen3-30B-A3B" beside the catalog's own "Qwen3 30B-A3B"."""
    from pathlib import Path

    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    config = Path(__file__).parents[1] / "fixtures" / "configs" / "qwen3-30b-a3b" / "config.json"
    with qtbot.waitSignal(session.rejected) as said:
        panel.import_config(str(config))
    assert session.project.scenario.model_id == "qwen3-30b-a3b"  # the catalog's entry
    assert not session.project.custom_models  # no near-duplicate
    assert "architecture of the catalog's Qwen3 30B-A3B" in said.args[0]
    assert panel.arch["intermediate_size"].value() == 6144
    assert panel.arch["expert_intermediate_size"].value() == 768
    assert panel.arch["expert_intermediate_size"].isEnabled()
    session.set("model_id", "llama-3.1-8b")  # dense: no expert width
    assert panel.arch["expert_intermediate_size"].value() == 0
    assert not panel.arch["expert_intermediate_size"].isEnabled()


def test_other_cards_are_typed_and_each_makes_a_stage(session: Session, qtbot: QtBot) -> None:
    """A serving plan shows the other cards and the layers per stage; typing a card makes the
    pipeline spin show a stage per card and the estimate name the machine."""
    from PySide6.QtWidgets import QLineEdit

    from tests.gui.conftest import project_with

    plan = {"method": "inference", "framework": "llamacpp", "weight_format": "q4_0"}
    session.set_project(
        project_with(model_id="llama-3.1-70b", gpu_id="rtx-4090", plan={**plan, "gpus_per_node": 2})
    )
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    others = panel.findChild(QLineEdit, "plan.other_gpus")
    split = panel.findChild(QLineEdit, "plan.layer_split")
    # llama.cpp's own default on two GPUs is a stage on each: its layers can be split
    assert others.isVisible() and split.isVisible()
    assert panel.findChild(QSpinBox, "plan.pp").value() == 2
    others.setText("rtx-3090")
    others.editingFinished.emit()
    assert session.project.scenario.plan.other_gpus == "rtx-3090"
    assert split.isVisible() and panel.findChild(QSpinBox, "plan.pp").value() == 2
    est = session.estimate
    assert est is not None and est.scenario.plan.layer_split == "41,39"
    assert "RTX 3090" in est.scenario.hardware
    session.set("plan.method", "lora")
    assert not others.isVisible()


def test_an_unknown_datasheet_figure_shows_a_dash_and_zero_makes_it_unknown(
    session: Session, qtbot: QtBot
) -> None:
    """A power the vendor does not publish is — in the datasheet box, never 0 W; setting a
    figure that may be unknown to its lowest value makes the custom GPU's figure unknown."""
    panel = HardwarePanel(session)
    qtbot.addWidget(panel)
    session.set_project(project_with(gpu_id="rtx-4090"))
    power = panel.figures["tdp_w"]
    assert power.text() == "450 W"
    power.setValue(0.0)
    assert power.text() == "—"
    custom = session.project.custom_gpus
    assert custom and custom[0].tdp_w is None
    est = session.estimate
    assert est is not None and est.budget.energy["kwh"].value is None
    assert panel.figures["memory_gib"].minimum() > 0  # a required figure has no unknown


def test_model_panel_counts_a_model_whose_plan_is_refused(session: Session, qtbot: QtBot) -> None:
    # DeepSeek-V3.2 under LoRA is refused by name (no estimate): the panel still shows its own
    # count, not the previous model's
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    session.set_project(project_with(model_id="deepseek-v3.2", plan={"method": "lora"}))
    assert session.estimate is None
    assert panel.params.text().startswith("671.9B")
    session.set("plan.method", "inference")
    session.set("plan.framework", "vllm")
    assert panel.params.text().startswith("671.9B")


def test_model_panel_shows_gemma4s_layer_kinds_and_keeps_its_layer_count(
    session: Session, qtbot: QtBot
) -> None:
    # Gemma 4's sliding and full-attention layers follow its layer pattern: the layer count is
    # not edited (as a hybrid's), and the panel says the full layers' own geometry
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    session.set_project(project_with(model_id="gemma-4-31b-it"))
    assert not panel.arch["num_layers"].isEnabled()
    assert "50 sliding-window + 10 full-attention layers (heads of 512, 4 key/value)" in (
        panel.params.text()
    )
    session.set_project(project_with(model_id="llama-3.1-8b"))
    assert panel.arch["num_layers"].isEnabled()


def test_the_padding_combo_names_the_trainers_padding(session: Session, qtbot: QtBot) -> None:
    """Unset, the padding is the trainer's: the first item names it (Megatron-SWIFT's
    padding-free, Hugging Face's per micro-batch), as the sheet does."""
    panel = WorkloadPanel(session)
    qtbot.addWidget(panel)
    plan = {"method": "full", "framework": "swift-megatron", "gpus_per_node": 2, "tp": 2}
    session.set_project(project_with(model_id="qwen2.5-7b", plan=plan))
    combo = panel.findChild(QComboBox, "workload.padding")
    assert combo.currentIndex() == 0 and combo.itemText(0) == "Framework default: Padding-free"
    session.set("plan.framework", "hf")
    assert combo.itemText(0) == "Framework default: Padded per micro-batch"
