"""The live chart alone: bars equal the estimate, updated in place; capacity; units; clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from hwplanner.engine.memory.breakdown import COMPONENTS
from hwplanner.gui.chart import MemoryChart
from hwplanner.gui.session import Session
from tests.gui.conftest import project_with


def heights(chart: MemoryChart) -> dict[str, float]:
    return {k: float(chart.bars[k].opts["height"][0]) for k in COMPONENTS}


def test_bars_show_the_components_in_gb(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    est = session.estimate
    assert est is not None
    for key, h in heights(chart).items():
        assert h == pytest.approx(est.memory.components[key].value / 1e9)
    assert chart.capacity.value() == pytest.approx(est.memory.capacity_bytes / 1e9)
    assert "Fits" in chart.status.text()
    assert not chart.over.isVisible()


def test_an_edit_updates_the_same_bar_items(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    items = set(map(id, chart.plot.getPlotItem().items))
    before = heights(chart)
    session.set("plan.seq_len", 8192)
    assert heights(chart)["activations"] > before["activations"]
    assert set(map(id, chart.plot.getPlotItem().items)) == items  # never rebuilt


def test_over_capacity_is_shown(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    session.set_project(project_with(model_id="llama-3.1-70b", plan={"method": "full"}))
    assert "Over capacity" in chart.status.text()
    assert chart.over.isVisible()
    low, high = chart.over.getRegion()
    assert low == pytest.approx(chart.capacity.value())
    assert high > low


def test_gib_switch_rescales(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    gb = heights(chart)["weights"]
    session.set_binary(True)
    assert heights(chart)["weights"] == pytest.approx(gb * 1e9 / 2**30)
    assert "GiB" in chart.plot.getAxis("left").labelText
    assert "GiB" in chart.status.text()


def test_clicking_a_segment_selects_its_component(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    chart.resize(600, 500)
    chart.show()
    qtbot.waitExposed(chart)
    est = session.estimate
    assert est is not None
    vb = chart.plot.getPlotItem().vb
    middle = est.memory.components["weights"].value / 1e9 / 2
    scene = vb.mapViewToScene(QPointF(0.0, middle))
    assert chart.component_at(scene) == "weights"
    view_pos = chart.plot.mapFromScene(scene)
    with qtbot.waitSignal(chart.component_selected) as blocker:
        qtbot.mouseClick(chart.plot.viewport(), Qt.MouseButton.LeftButton, pos=view_pos)
    assert blocker.args == ["weights"]


def test_no_estimate_says_why(session: Session, qtbot: QtBot) -> None:
    chart = MemoryChart(session)
    qtbot.addWidget(chart)
    session.set_project(project_with(model_id="no-such-model"))
    assert "no-such-model" in chart.status.text()


def test_borderline_is_shown_amber_with_its_low_end(session: Session, qtbot: QtBot) -> None:
    """Over at the expected overheads, under at their low end: 'May not fit' in amber on the
    chart, the summary and the proposal bar (not the red 'Over capacity'), with what the low
    end needs; the proposal to fit stands."""
    from hwplanner.gui.proposal import ProposalBar
    from hwplanner.gui.summary import SummaryPanel
    from hwplanner.gui.theme import TIGHT

    chart, panel, bar = MemoryChart(session), SummaryPanel(session), ProposalBar(session)
    for w in (chart, panel, bar):
        qtbot.addWidget(w)
    plan = {"method": "lora", "recompute": "full", "seq_len": 34816}
    session.set_project(project_with(gpu_id="h100-sxm-80gb", plan=plan))
    est = session.estimate
    assert est is not None and est.memory.verdict == "borderline"
    assert chart.status.text().startswith("⚠ May not fit on")
    assert "it runs at their low end" in chart.status.text()
    assert "May not fit" in panel.headline.text() and TIGHT.name() in panel.headline.text()
    assert "May not fit:" in bar.text.text() and est.proposals
