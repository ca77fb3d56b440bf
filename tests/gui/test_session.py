"""The session: one-field edits, undo/redo with merging, refusals, pins, custom entries."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from hwplanner.gui import session as session_module
from hwplanner.gui.session import Session
from tests.gui.conftest import project_with


def test_set_makes_a_new_project_an_estimate_and_one_undo_step(
    session: Session, qtbot: QtBot
) -> None:
    before = session.project
    with qtbot.waitSignals([session.project_changed, session.estimate_changed]):
        assert session.set("plan.seq_len", 4096)
    assert session.project.scenario.plan.seq_len == 4096
    assert session.estimate is not None
    assert session.estimate.scenario.plan.seq_len == 4096
    assert session.undo_stack.count() == 1
    session.undo_stack.undo()
    assert session.project == before
    session.undo_stack.redo()
    assert session.project.scenario.plan.seq_len == 4096


def test_edits_with_one_merge_key_are_one_step(session: Session) -> None:
    for n in (2, 3, 4, 5):
        session.set("plan.micro_batch", n, merge="plan.micro_batch")
    session.set("plan.seq_len", 1024, merge="plan.seq_len")
    assert session.undo_stack.count() == 2
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.project.scenario.plan.micro_batch == 1


def test_timed_merge_ends_after_the_window(
    session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session_module, "MERGE_WINDOW_S", -1.0)
    session.set("plan.micro_batch", 2, merge="plan.micro_batch")
    session.set("plan.micro_batch", 3, merge="plan.micro_batch")
    assert session.undo_stack.count() == 2


def test_gesture_keys_merge_regardless_of_time(
    session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session_module, "MERGE_WINDOW_S", -1.0)
    for n in (2, 3, 4):
        session.set("plan.micro_batch", n, merge="gesture:drag-1")
    assert session.undo_stack.count() == 1


def test_a_refused_value_is_named_and_changes_nothing(session: Session, qtbot: QtBot) -> None:
    before = session.project
    with qtbot.waitSignal(session.rejected) as blocker:
        assert not session.set("plan.tp", 3)  # 3 does not divide 1 GPU
    assert blocker.args[0].startswith("Tensor parallel: 3 does not divide")
    assert session.project == before
    assert session.undo_stack.count() == 0


def test_set_project_clears_history(session: Session) -> None:
    session.set("plan.seq_len", 1024)
    session.set_project(project_with(model_id="llama-3.1-70b"))
    assert session.undo_stack.count() == 0
    assert session.estimate is not None
    assert session.estimate.scenario.model.id == "llama-3.1-70b"


def test_unknown_model_gives_no_estimate_and_says_why(session: Session) -> None:
    session.set_project(project_with(model_id="no-such-model"))
    assert session.estimate is None
    assert "no-such-model" in session.error


def test_editing_architecture_makes_a_custom_model(session: Session) -> None:
    assert session.edit_model("num_layers", 16)
    p = session.project
    assert p.scenario.model_id == "llama-3.1-8b-custom"
    assert p.custom_models[0].num_layers == 16
    assert session.is_custom("model")
    session.edit_model("num_layers", 12)
    assert len(session.project.custom_models) == 1
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.project.scenario.model_id == "llama-3.1-8b"


def test_editing_a_gpu_makes_a_custom_gpu(session: Session) -> None:
    assert session.edit_gpu("memory_gib", 40.0)
    assert session.project.custom_gpus[0].memory_gib == 40.0
    assert session.estimate is not None
    assert session.estimate.memory.capacity_bytes == 40 * 2**30


def test_pin_keeps_a_copy_and_editing_goes_on(session: Session) -> None:
    session.pin()
    p = session.project
    assert len(p.scenarios) == 2 and p.current == 1
    session.set("plan.method", "qlora")
    assert session.project.scenarios[0].plan.method.value == "lora"
    session.select_scenario(0)
    assert session.project.current == 0
    session.remove_scenario(1)
    assert len(session.project.scenarios) == 1
    assert session.project.current == 0


def test_units_switch_is_a_preference_not_an_edit(session: Session, qtbot: QtBot) -> None:
    with qtbot.waitSignal(session.units_changed) as blocker:
        session.set_binary(True)
    assert blocker.args == [True]
    assert session.undo_stack.count() == 0


def test_an_arithmetic_failure_is_an_error_not_a_crash(
    session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the field declarations now refuse inputs that divided by zero (5e-324 tokens); an
    # arithmetic failure the bounds miss is still named, not a crash
    def failing(*args: object, **kwargs: object) -> None:
        raise ZeroDivisionError("float division by zero")

    monkeypatch.setattr(session_module, "estimate", failing)
    sc = session.scenario.model_copy(update={"name": "tiny"})
    session.replace(session.project.with_scenario(0, sc), "tiny")
    assert session.estimate is None
    assert "cannot be estimated with these values (ZeroDivisionError" in session.error
    assert session.estimate_of(sc) is None


def test_undo_steps_say_what_changed_in_words(session: Session) -> None:
    session.set("plan.seq_len", 4096, merge="plan.seq_len")
    session.set("plan.seq_len", 8192, merge="plan.seq_len")  # one drag: one step
    assert session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Sequence length: 2,048 → 8,192"
    session.set("plan.precision", "bf16")
    assert session.undo_stack.undoText().startswith("Precision: AMP")


def test_a_refused_value_is_named_by_its_label(session: Session) -> None:
    seen: list[str] = []
    session.rejected.connect(seen.append)
    assert not session.set("workload.mfu", 2.0)
    assert seen == ["MFU: 2.0 is outside the allowed range 0.01 ≤ mfu ≤ 1"]


def test_an_edit_estimates_the_edited_scenario_only(
    session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Compare asks for every scenario after each edit: the ones the edit did not touch keep
    their estimate (the same object), undo finds the one it had, and editing a model of the
    project's own estimates again every scenario that might use it."""
    session.pin()
    session.pin()
    pinned = session.project.scenarios[0]
    first = session.estimate_of(pinned)
    calls: list[object] = []
    real = session_module.estimate
    monkeypatch.setattr(session_module, "estimate", lambda sc: calls.append(sc) or real(sc))
    session.set("plan.seq_len", 4096)
    assert len(calls) == 1  # the edited scenario
    assert session.estimate_of(pinned) is first
    assert len(calls) == 1
    before_edit = session.estimate
    session.set("plan.seq_len", 1024)
    session.undo_stack.undo()
    assert session.estimate is before_edit
    assert len(calls) == 2
    session.edit_model("num_layers", 40)  # the current scenario now uses a model of its own
    assert session.estimate is not None and session.estimate.scenario.model.num_layers == 40
    calls.clear()
    assert session.estimate_of(pinned) is not first  # its inputs may have changed: again
    assert len(calls) == 1


def test_a_refused_scenario_keeps_its_reason(session: Session) -> None:
    session.set("model_id", "no-such-model")
    assert session.estimate is None
    reason = session.error
    assert "no-such-model" in reason
    session.set("plan.seq_len", 4096)  # still refused, for the same reason
    session.undo_stack.undo()
    assert session.estimate is None and session.error == reason


def test_evaluation_is_set_one_field_at_a_time(session: Session) -> None:
    """The window sets the interval first: the estimate says the tokens are missing (named
    in its notes, the pauses left to the stalls), then the second field completes the pair
    and the pauses are counted."""
    session.set("workload.tokens", 1e9)
    assert session.set("workload.eval_interval_steps", 500)
    assert session.estimate is not None and session.error == ""
    assert "eval_seconds" not in session.estimate.budget.compute
    assert any("Evaluation is not timed" in str(n) for n in session.estimate.notes)
    assert session.set("workload.eval_tokens", 1e7)
    assert session.error == ""
    assert session.estimate is not None
    assert session.estimate.budget.compute["eval_seconds"].value > 0


def test_the_summary_shows_the_evaluation_pauses_under_the_time(
    session: Session, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QTreeWidgetItemIterator

    from hwplanner.gui.summary import KEY, SummaryPanel

    session.set("workload.eval_interval_steps", 500)
    session.set("workload.eval_tokens", 1e7)
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    keys = []
    it = QTreeWidgetItemIterator(panel.tree)
    while it.value():
        keys.append(it.value().data(0, KEY))
        it += 1
    assert keys.index("compute.eval_seconds") == keys.index("compute.seconds") + 1


def test_a_prompt_spread_that_cannot_be_is_named_and_changes_nothing(
    session: Session, qtbot: QtBot
) -> None:
    session.set("plan.method", "inference")
    session.set("workload.prompt_tokens", 1000)
    assert session.set("workload.prompt_tokens_max", 1500)
    assert session.project.scenario.workload.prompt_tokens_max == 1500
    before = session.project
    with qtbot.waitSignal(session.rejected) as blocker:
        assert not session.set("workload.prompt_tokens_max", 900)
    assert "900 is shorter than the average" in blocker.args[0]
    assert "allowed: 1,000 or more" in blocker.args[0]
    assert session.project == before
    # raising the average above the longest is refused by the same check
    with qtbot.waitSignal(session.rejected) as blocker:
        assert not session.set("workload.prompt_tokens", 1600)
    assert "is shorter than the average" in blocker.args[0]
    assert session.estimate is not None


def test_choosing_a_benchmark_data_set_fills_the_lengths_in_one_undo_step(
    session: Session,
) -> None:
    """ShareGPT chosen in the serving group: its averages and longest fill the four length
    rows, one undo step puts them back; custom keeps them for editing."""
    session.set("plan.method", "inference")
    session.set("workload.prompt_tokens", 4000)
    steps = session.undo_stack.count()
    assert session.set("workload.dataset_name", "sharegpt")
    w = session.project.scenario.workload
    assert (w.prompt_tokens, w.prompt_tokens_max, w.output_tokens, w.output_tokens_max) == (
        220,
        1024,
        200,
        2044,
    )
    assert session.undo_stack.count() == steps + 1
    assert session.estimate is not None and not session.error
    session.undo_stack.undo()
    assert session.project.scenario.workload.prompt_tokens == 4000
    session.undo_stack.redo()
    session.set("workload.dataset_name", "custom")
    assert session.project.scenario.workload.prompt_tokens_max == 1024


def test_choosing_a_training_data_set_fills_its_samples_in_one_undo_step(
    session: Session,
) -> None:
    """alpaca-gpt4 (en) chosen for a LoRA run: its samples, mean and longest sample fill the
    three rows, one undo step puts them back; a longest edited makes the lengths custom."""
    session.set("plan.method", "lora")
    session.set("workload.sample_tokens_mean", 3000)
    steps = session.undo_stack.count()
    assert session.set("workload.training_dataset", "alpaca-gpt4-en")
    w = session.project.scenario.workload
    assert (w.dataset_samples, w.sample_tokens_mean, w.sample_tokens_max) == (52_002, 168, 607)
    assert session.undo_stack.count() == steps + 1
    assert session.estimate is not None and not session.error
    session.undo_stack.undo()
    assert session.project.scenario.workload.sample_tokens_mean == 3000
    session.undo_stack.redo()
    session.set("workload.sample_tokens_max", 1024)
    w = session.project.scenario.workload
    assert w.training_dataset == "custom" and w.sample_tokens_mean == 168
