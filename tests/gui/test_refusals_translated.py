"""The engine's refusals read in the window's language: a refused value (the status line), the
scenario's error (the chart and summary banner), a greyed choice's tooltip, a greyed module's
tooltip and the scenarios a project opens with refused; in English they read as the CLI says
them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from hwplanner.gui.fields import ChoiceCombo
from hwplanner.gui.panels.method import MethodPanel
from hwplanner.gui.session import Session
from hwplanner.project import check_estimates
from tests.gui.conftest import project_with
from tests.languages import installed

HAN = re.compile(r"[\u4e00-\u9fff]")
# what each language says for "tensor parallel", "allowed", "not modelled"
WORDS = {
    "zh_TW": ("張量平行", "允許：", "未建模"),
    "zh_CN": ("张量并行", "允许：", "未建模"),
}
MINIMAX_M1_TRAINING = (
    "method: training Lightning Attention layers (MiniMax-Text-01/M1) is not modelled (what its "
    "kernel keeps for backward is not counted); allowed: inference"
)


@pytest.fixture(params=sorted(WORDS))
def lang(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    yield from installed(str(request.param))


def test_a_tp_that_does_not_divide_the_gpus_is_refused_in_chinese(
    session: Session, qtbot: QtBot, lang: str
) -> None:
    tp, allowed, _ = WORDS[lang]
    session.set("plan.gpus_per_node", 8)
    with qtbot.waitSignal(session.rejected) as said:
        assert not session.set("plan.tp", 3)
    text = said.args[0]
    assert text.startswith(tp) and allowed in text and "1, 2, 4, 8" in text
    assert "does not divide" not in text and "allowed" not in text


def test_training_minimax_m1_is_refused_in_chinese(
    session: Session, qtbot: QtBot, lang: str
) -> None:
    _, allowed, not_modelled = WORDS[lang]
    session.set("model_id", "minimax-m1")
    session.set("plan.method", "full")
    assert session.estimate is None
    # the field by its label, then the engine's text, both in the window's language
    assert not session.error.startswith("method") and "Lightning Attention" in session.error
    assert not_modelled in session.error and allowed + "inference" in session.error
    assert "not modelled" not in session.error
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    method = panel.findChild(QComboBox, "plan.method")
    assert isinstance(method, ChoiceCombo) and method.before_popup is not None
    method.before_popup(method)  # what opening the list runs: the refused choices greyed
    tip = method.itemData(method.findData("lora"), Qt.ItemDataRole.ToolTipRole)
    assert tip and not_modelled in tip and HAN.search(tip) and "not modelled" not in tip


def test_a_greyed_recompute_module_says_why_in_chinese(
    session: Session, qtbot: QtBot, lang: str
) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    session.set("model_id", "qwen3-30b-a3b")
    session.set("plan.framework", "megatron")
    session.set("plan.method", "pretrain")
    session.set("plan.recompute", "selective")
    box = panel.findChild(QWidget, "plan.recompute_modules")
    mla = next(c for c in box.findChildren(QCheckBox) if "(mla_up_proj)" in c.toolTip())
    assert not mla.isEnabled()
    reason = mla.toolTip().partition(": ")[2]
    assert HAN.search(reason) and "multi-latent" not in reason


def test_a_project_opened_with_a_refused_scenario_says_why_in_chinese(
    session: Session, lang: str
) -> None:
    _, allowed, not_modelled = WORDS[lang]
    project = project_with(name="M1", model_id="minimax-m1", plan={"method": "full"})
    found = check_estimates(project, session.catalog, Path("m1.json"), session.estimate_in)
    assert len(found) == 1 and found[0].startswith(("情境 'M1'：方法：", "场景 'M1'：方法："))
    assert not_modelled in found[0] and allowed + "inference" in found[0]
    assert "not modelled" not in found[0]


def test_in_english_the_window_says_what_the_cli_says(session: Session, qtbot: QtBot) -> None:
    session.set("plan.gpus_per_node", 8)
    with qtbot.waitSignal(session.rejected) as said:
        session.set("plan.tp", 3)
    assert said.args[0] == (
        "Tensor parallel: 3 does not divide the number of GPUs (8); allowed: 1, 2, 4, 8"
    )
    session.set("model_id", "minimax-m1")
    session.set("plan.method", "full")
    assert session.error == "Method: " + MINIMAX_M1_TRAINING.removeprefix("method: ")
    project = project_with(name="M1", model_id="minimax-m1", plan={"method": "full"})
    found = check_estimates(project, session.catalog, Path("m1.json"), session.estimate_in)
    assert found == ["scenario 'M1': Method: " + MINIMAX_M1_TRAINING.removeprefix("method: ")]


def test_a_refusal_of_the_model_itself_names_it_in_the_language(
    session: Session, qtbot: QtBot, lang: str
) -> None:
    # MLX trains no mixture of experts: the field is the model, shown by its word
    session.set("gpu_id", "apple-m4-max-128gb")
    session.set("plan.framework", "mlx")
    session.set("model_id", "qwen3-30b-a3b")
    session.set("plan.method", "lora")
    assert session.estimate is None
    assert not session.error.startswith("model") and "MLX" in session.error


# what each language says for "KV heads" (the Model panel's label), "attention heads" and
# "outside the allowed range"
SPEC_WORDS = {
    "zh_TW": ("KV 頭數", "注意力頭", "超出允許範圍"),
    "zh_CN": ("KV 头数", "注意力头", "超出允许范围"),
}


def test_a_refused_architecture_edit_names_the_field_in_chinese(
    session: Session, qtbot: QtBot, lang: str
) -> None:
    """An edit the model's own checks refuse (32 query heads over 5 key/value heads) reads in
    the window's language, the edited field first by its label; the undo step too."""
    from hwplanner.gui.panels.model import ModelPanel

    kv, heads, outside = SPEC_WORDS[lang]
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    spin = panel.findChild(QWidget, "model.num_kv_heads")
    with qtbot.waitSignal(session.rejected) as said:
        spin.setValue(5)  # type: ignore[attr-defined]
    text = said.args[0]
    assert text.startswith(kv + ": ") and heads in text and "32" in text and "5" in text
    assert "must be a multiple" not in text and "num_" not in text
    assert not session.is_custom("model")  # nothing changed
    spin.setValue(4)  # type: ignore[attr-defined]
    assert session.is_custom("model") and session.model_spec().num_kv_heads == 4
    assert session.undo_stack.undoText().endswith(f"{kv}: 8 → 4")
    # a GPU figure outside its range, in the same words as a plan's
    with qtbot.waitSignal(session.rejected) as said:
        assert not session.edit_gpu("memory_gib", 0.001, label="Memory")
    assert said.args[0].startswith("Memory: 0.001 ") and outside in said.args[0]


def test_a_refused_gpu_figure_says_its_range(session: Session, qtbot: QtBot) -> None:
    with qtbot.waitSignal(session.rejected) as said:
        assert not session.edit_gpu("memory_gib", 0.001, label="Memory")
    assert said.args[0] == (
        "Memory: 0.001 is outside the allowed range 0.01 ≤ memory_gib ≤ 100,000"
    )
    with qtbot.waitSignal(session.rejected) as said:
        assert not session.edit_model("num_kv_heads", 5)
    assert said.args[0] == (
        "num_kv_heads: 32 attention heads must be a multiple of the 5 key/value heads"
    )
    assert session.edit_gpu("memory_gib", 40.0, label="Memory")
    assert session.undo_stack.undoText() == "NVIDIA H100 SXM5 80GB: Memory: 79.65 → 40"


@pytest.mark.parametrize(
    ("model", "field", "value", "english"),
    [
        ("qwen3-30b-a3b", "experts_per_token", 200, "allowed from 1 to the"),
        ("deepseek-v3", "num_layers", 2, "dense layers before the experts"),
        ("qwen3-30b-a3b", "num_experts", 0, "need routed experts"),
    ],
)
def test_the_models_other_checks_read_in_chinese(
    session: Session, lang: str, model: str, field: str, value: int, english: str
) -> None:
    session.set("model_id", model)
    said: list[str] = []
    session.rejected.connect(said.append)
    assert not session.edit_model(field, value, label="X")
    assert said and said[-1].startswith("X: ") and HAN.search(said[-1])
    assert english not in said[-1] and "Value error" not in said[-1]


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ('{"model_type": "llama", "hidden_size": 4096}', "missing (required)"),
        ('{"model_type": "llama", "num_hidden_layers": "x"}', "expected an integer"),
        ('{"model_type": "foo_bar"}', "is not supported"),
        ("{bad", "not valid JSON"),
        ('{"model_type": "mamba"}', "not modelled"),
    ],
)
def test_a_config_the_import_refuses_is_said_in_chinese(
    session: Session, qtbot: QtBot, lang: str, tmp_path: Path, text: str, english: str
) -> None:
    """The file as written, the config key as written, the problem in the language."""
    from hwplanner.gui.panels.model import ModelPanel

    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    path = tmp_path / "config.json"
    path.write_text(text)
    with qtbot.waitSignal(session.rejected) as said:
        panel.import_config(str(path))
    line = said.args[0]
    assert line.startswith(str(path)) and HAN.search(line) and english not in line


def test_a_config_whose_model_refuses_its_heads_is_said_in_chinese(
    session: Session, qtbot: QtBot, lang: str, tmp_path: Path
) -> None:
    """A config the model's own check refuses (32 heads over 5 key/value heads): the config's
    key, then the check's words in the language."""
    import json

    from hwplanner.gui.panels.model import ModelPanel

    cfg = {
        "model_type": "llama",
        "hidden_size": 4096,
        "intermediate_size": 14336,
        "num_hidden_layers": 32,
        "num_attention_heads": 32,
        "num_key_value_heads": 5,
        "vocab_size": 128256,
    }
    path = tmp_path / "config.json"
    path.write_text(json.dumps(cfg))
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    with qtbot.waitSignal(session.rejected) as said:
        panel.import_config(str(path))
    line = said.args[0]
    assert "num_key_value_heads" in line and HAN.search(line) and "must be" not in line


def test_an_import_error_with_control_characters_shows_the_escaped_line() -> None:
    from hwplanner.engine.model.hf_reader import ConfigError
    from hwplanner.model_source import _config_error

    exc = _config_error(Path("x.gguf"), ConfigError("general.architecture", "ll\nam\x1b[31m"))
    assert exc.message == str(exc) and "\n" not in exc.message and "\x1b" not in exc.message


def test_a_folder_without_a_config_is_said_in_chinese(
    session: Session, qtbot: QtBot, lang: str, tmp_path: Path
) -> None:
    from hwplanner.gui.panels.model import ModelPanel

    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    folder = tmp_path / "ckpt"
    folder.mkdir()
    with qtbot.waitSignal(session.rejected) as said:
        panel.import_config(str(folder))
    line = said.args[0]
    assert "config.json" in line and HAN.search(line) and "no such file" not in line


def test_a_config_too_large_to_read_is_said_in_chinese(
    session: Session, qtbot: QtBot, lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import hwplanner.model_source as model_source
    from hwplanner.gui.panels.model import ModelPanel

    monkeypatch.setattr(model_source, "MAX_CONFIG_BYTES", 10)
    path = tmp_path / "config.json"
    path.write_text('{"model_type": "llama"}')
    panel = ModelPanel(session)
    qtbot.addWidget(panel)
    with qtbot.waitSignal(session.rejected) as said:
        panel.import_config(str(path))
    line = said.args[0]
    assert HAN.search(line) and "too large" not in line and "cannot read" not in line
