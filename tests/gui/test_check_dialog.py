"""File ▸ Check Against a Measured Run…: the pasted log read and set beside the current
scenario; "Use These Measurements" keeps them as the scenario's own values in one undo step."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from hwplanner.gui.check_dialog import CheckDialog
from hwplanner.gui.session import Session
from tests.gui.conftest import project_with

LOGS = Path(__file__).parents[1] / "fixtures" / "logs"


def test_a_pasted_log_is_compared_and_its_utilisation_kept(session: Session, qtbot: QtBot) -> None:
    plan = {"method": "pretrain", "framework": "fsdp", "gpus_per_node": 8, "seq_len": 8192}
    session.set_project(project_with(model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", plan=plan))
    dialog = CheckDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 0 and not dialog.use.isEnabled()
    dialog.text.setPlainText("nothing a tool printed")
    qtbot.waitUntil(lambda: "No measurement recognised" in dialog.status.text(), timeout=2000)
    dialog.load(LOGS / "torchtitan.log")
    labels = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert labels == ["Peak reserved memory per GPU", "Tokens/s per GPU", "Model FLOPs utilisation"]
    assert "torchtitan" in dialog.table.item(1, 2).toolTip()
    assert dialog.use.isEnabled()
    dialog.use.click()
    assert session.scenario.workload.mfu == pytest.approx(0.3433)
    assert "workload.mfu = 0.3433" in dialog.status.text()
    speed = next(r for r in dialog.rows if r.quantity == "tokens_per_second_per_gpu")
    assert abs(speed.difference or 1) < 0.01  # the estimate now runs at the measured speed
    session.undo_stack.undo()
    assert session.scenario.workload.mfu is None


def test_an_unreadable_file_is_one_line_and_keeps_the_text(
    session: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = CheckDialog(session)
    qtbot.addWidget(dialog)
    dialog.text.setPlainText("max_memory_allocated: 12.5 GiB")
    dialog.load(tmp_path / "missing.log")
    assert "Cannot read missing.log" in dialog.status.text()
    assert dialog.text.toPlainText() == "max_memory_allocated: 12.5 GiB"
