"""The window's Fit view: the reverse fit of a serving plan; a double-click uses a row."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from hwplanner.gui.fit_view import FitView
from hwplanner.gui.session import Session
from tests.gui.conftest import project_with

PLAN = {"method": "inference", "gpus_per_node": 2, "tp": 2, "context": 8192}


def test_fit_view_shows_every_format_and_a_double_click_uses_one(
    session: Session, qtbot: QtBot
) -> None:
    session.set_project(project_with(model_id="llama-3.1-70b", gpu_id="rtx-4090", plan=PLAN))
    view = FitView(session)
    qtbot.addWidget(view)
    view.show()
    table = view.table
    assert table.rowCount() == len(view.rows) > 4
    cells = {(table.item(i, 0).text(), table.item(i, 1).text()): i for i in range(table.rowCount())}
    assert table.item(0, 0).text() == "bf16 (plan)"  # the plan as it stands, first
    row = cells[("int4", "fp8")]
    assert table.item(row, 2).text() == "yes"
    assert "WikiText-2 perplexity" in table.item(row, table.columnCount() - 1).toolTip()
    assert "double-click" in view.info.text()
    view.use_row(row)
    plan = session.scenario.plan
    assert plan.weight_format.value == "int4" and plan.kv_dtype.value == "fp8"
    assert session.estimate is not None and session.estimate.memory.fits
    session.undo_stack.undo()  # one undo step
    assert session.scenario.plan.weight_format is None
    session.set("plan.tp", 3)  # refused by the engine for this model: said, not "serving plans"
    if session.estimate is None:
        assert view.info.text().startswith("No estimate")
    session.set("plan.method", "lora")
    assert "serving plans" in view.info.text() and not view.table.isVisible()
