"""Summary, Explain, Compare and Sweep, each built alone on a session."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from hwplanner.gui.compare import CompareView, shared_widths
from hwplanner.gui.explain import ExplainPanel
from hwplanner.gui.session import Session
from hwplanner.gui.summary import SummaryPanel
from hwplanner.gui.sweep import SweepView
from hwplanner.gui.theme import OVER
from hwplanner.sheet.comparison import comparison_rows
from tests.gui.conftest import project_with


def test_summary_shows_fit_gpus_and_costs(session: Session, qtbot: QtBot) -> None:
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    assert "Fits" in panel.headline.text()
    for key in ("memory.total", "compute.gpu_hours", "cost.cloud_usd", "energy.kwh"):
        assert key in panel.items
    assert "$" in panel.items["cost.cloud_usd"].text(1)
    assert panel.items["cost_cloud_items.cloud_gpu_usd"].parent() is panel.items["cost.cloud_usd"]
    session.set_project(project_with(model_id="llama-3.1-70b", plan={"method": "full"}))
    assert "Does not fit" in panel.headline.text()
    assert "fewest that fit" in panel.headline.text()


def test_summary_leaves_out_zero_items_and_repeated_hidden_costs(
    session: Session, qtbot: QtBot
) -> None:
    session.set_project(project_with(gpu_id="rtx-4090", plan={"method": "lora"}))
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    est = session.estimate
    assert est is not None
    zero = [k for k, f in est.budget.onprem_items.items() if f.value == 0]
    assert zero and not any(f"cost_onprem_items.{k}" in panel.items for k in zero)
    assert "memory.kv_cache" not in panel.items  # a training plan holds no KV cache
    assert "hidden_costs.hidden_cooling_usd" in panel.items
    assert "hidden_costs.onprem_staff_usd" not in panel.items  # under On-premises cost
    assert "cost_onprem_items.onprem_staff_usd" in panel.items


def test_summary_flags_host_ram_beyond_a_server(session: Session, qtbot: QtBot) -> None:
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    assert not panel.items["host_ram_bytes"].text(1).startswith("⚠")
    plan = {"method": "full", "gpus_per_node": 8, "zero": 3, "offload": "optimizer+params"}
    session.set_project(project_with(model_id="deepseek-v3", gpu_id="h100-sxm-80gb", plan=plan))
    item = panel.items["host_ram_bytes"]
    assert item.text(1).startswith("⚠ ") and "TB" in item.text(1)
    assert "more than a datacenter server holds" in item.toolTip(1)
    assert item.foreground(1).color() == OVER


def test_summary_lists_warnings(session: Session, qtbot: QtBot) -> None:
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    session.set_project(project_with(model_id="qwen3-235b-a22b", plan={"method": "qlora"}))
    est = session.estimate
    assert est is not None
    for line in est.warnings + est.notes:
        assert line.split(":")[0].replace("&", "&amp;") in panel.warnings.text()


def test_summary_says_when_no_count_fits_and_why(session: Session, qtbot: QtBot) -> None:
    """70B full fine-tuning without checkpointing on A100s: no GPU count fits (what more GPUs
    cannot divide exceeds the card): the headline says none, the notes say how much stays."""
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    plan = {"method": "full", "gpus_per_node": 8, "nodes": 2, "recompute": "none", "seq_len": 4096}
    session.set_project(project_with(model_id="llama-3.1-70b", gpu_id="a100-sxm-80gb", plan=plan))
    session.set("plan.zero", 3)
    est = session.estimate
    assert est is not None and est.min_gpus is None and est.scenario.plan.zero == 3
    assert "fewest that fit: <b>none</b>" in panel.headline.text()
    assert "does not shrink with more GPUs" in panel.warnings.text()


def test_summary_switches_rows_for_inference(session: Session, qtbot: QtBot) -> None:
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    session.set("plan.method", "inference")
    assert "memory.kv_cache" in panel.items
    assert "cost.cloud_usd_per_million_tokens" in panel.items


def test_selecting_a_figure_explains_it(session: Session, qtbot: QtBot) -> None:
    summary = SummaryPanel(session)
    explain = ExplainPanel(session)
    qtbot.addWidget(summary)
    qtbot.addWidget(explain)
    summary.figure_selected.connect(explain.show_key)
    with qtbot.waitSignal(summary.figure_selected):
        summary.tree.setCurrentItem(summary.items["compute.gpu_hours"])
    text = explain.toPlainText()
    fig = session.estimate.figures()["compute.gpu_hours"]  # type: ignore[union-attr]
    assert fig.label in text and fig.formula in text
    session.set("plan.seq_len", 4096)  # the explanation follows the edit
    assert session.estimate.figures()["compute.gpu_hours"].label in explain.toPlainText()  # type: ignore[union-attr]


def test_explain_a_memory_component(session: Session, qtbot: QtBot) -> None:
    explain = ExplainPanel(session)
    qtbot.addWidget(explain)
    explain.show_component("weights")
    fig = session.estimate.memory.components["weights"]  # type: ignore[union-attr]
    text = explain.toPlainText()
    assert fig.formula in text and "Source" in text and f"{fig.value:,.0f} bytes" in text


def test_compare_shows_pinned_scenarios(session: Session, qtbot: QtBot) -> None:
    view = CompareView(session)
    qtbot.addWidget(view)
    view.show()
    qtbot.mouseClick(view.pin, Qt.MouseButton.LeftButton)
    session.set("plan.method", "qlora")
    assert view.table.columnCount() == 2
    assert "editing" in view.table.horizontalHeaderItem(1).text()
    project = session.project
    items = [(sc, session.estimate_of(sc)) for sc in project.scenarios]
    labels = [view.table.verticalHeaderItem(r).text() for r in range(view.table.rowCount())]
    assert labels == [r.label for r in comparison_rows(items)]  # the sheet's rows too
    assert len(view.bars["weights"].opts["height"]) == 2
    w_lora, w_qlora = view.bars["weights"].opts["height"]
    assert w_qlora < w_lora
    view.table.selectColumn(0)
    qtbot.mouseClick(view.remove, Qt.MouseButton.LeftButton)
    assert len(session.project.scenarios) == 1


def test_compare_puts_every_scenario_side_by_side_in_a_narrow_table(
    session: Session, qtbot: QtBot
) -> None:
    """At 1280 × 800 the Compare table has some 300 px beside its row labels: three
    scenarios share it (their long values and names wrap) instead of the first filling it
    and the rest scrolled away; a cut header keeps the whole name in its tooltip; a wide
    table gives each its width."""
    for method in ("lora", "qlora"):
        session.pin()
        session.set("plan.method", method)
    view = CompareView(session)
    qtbot.addWidget(view)
    view.resize(520, 700)  # the Compare tab of a 1280 × 800 window
    view.show()
    qtbot.waitExposed(view)
    table = view.table
    widths = [table.columnWidth(c) for c in range(table.columnCount())]
    assert len(widths) == 3
    assert sum(widths) <= table.viewport().width()
    assert table.horizontalScrollBar().maximum() == 0
    names = [sc.name for sc in session.project.scenarios]
    cut = [c for c in range(3) if table.horizontalHeaderItem(c).toolTip()]
    assert cut, "names this long do not fit 100 px on one line"
    for c in cut:
        assert names[c].split(" · ")[0] in table.horizontalHeaderItem(c).toolTip()
    view.resize(1400, 700)
    qtbot.wait(10)
    assert [table.columnWidth(c) for c in range(3)] > widths
    assert not any(table.horizontalHeaderItem(c).toolTip() for c in range(3))


@given(
    natural=st.lists(st.integers(1, 2000), min_size=1, max_size=12),
    room=st.integers(0, 4000),
    least=st.integers(1, 200),
)
def test_shared_widths_fill_the_room_and_cut_only_the_widest(
    natural: list[int], room: int, least: int
) -> None:
    widths = shared_widths(natural, room, least)
    assert len(widths) == len(natural)
    assert all(w <= n for w, n in zip(widths, natural, strict=True))
    if sum(natural) <= room:
        assert widths == natural
        return
    cut = {w for w, n in zip(widths, natural, strict=True) if w < n}
    assert len(cut) <= 1  # one common width for the columns it cuts
    assert all(w >= min(n, least) for w, n in zip(widths, natural, strict=True))
    if cut and min(cut) > least:
        assert sum(widths) <= room
        assert sum(widths) >= room - len(natural)  # filled, up to rounding


def test_sweep_shows_where_the_plan_stops_fitting(session: Session, qtbot: QtBot) -> None:
    view = SweepView(session)
    qtbot.addWidget(view)
    view.show()
    assert "Fits up to" in view.limit.text()
    x, y = view.tops[-1].getData()
    assert len(x) > 5 and y[-1] > y[0]
    view.axis.setCurrentIndex(1)
    assert "micro-batch" in view.limit.text()
    session.set_project(project_with(model_id="llama-3.1-405b", plan={"method": "full"}))
    assert "Does not fit" in view.limit.text()


def test_summary_rows_add_up_to_the_total(session: Session, qtbot: QtBot) -> None:
    """Parts of a component sit under it, what offloading keeps off the GPU under Storage and
    host: the memory section's top rows sum to the total (70B full: loss 6.3 GB is inside the
    activations)."""
    plan = {"method": "full", "gpus_per_node": 8, "nodes": 4, "zero": 3, "offload": "optimizer"}
    session.set_project(project_with(model_id="llama-3.1-70b", gpu_id="h100-sxm-80gb", plan=plan))
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    est = session.estimate
    assert est is not None
    loss = panel.items["memory.loss"]
    assert loss.parent() is panel.items["memory.activations"]
    section = panel.items["memory.total"].parent()
    parts = [
        section.child(i).data(0, Qt.ItemDataRole.UserRole) for i in range(section.childCount())
    ]
    memory_parts = [k for k in parts if k.startswith("memory.") and k != "memory.total"]
    total = sum(est.figures()[k].value for k in memory_parts)
    assert abs(total - est.memory.total.value) < 1e6
    host = panel.items["memory.host_offload"].parent()
    assert host is panel.items["host_ram_bytes"].parent()  # the Storage and host section


def test_serving_sweep_draws_the_engines_share_and_says_what_fits(
    session: Session, qtbot: QtBot
) -> None:
    """vLLM's 77.0 GB share was not drawn, so "the largest that fits" (weighed against it) sat
    below the capacity line's crossing; a serving sweep read "Fits up to a concurrent
    sequences of 8"."""
    plan = {"method": "inference", "framework": "vllm", "batch": 32, "context": 131072}
    session.set_project(project_with(model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", plan=plan))
    view = SweepView(session)
    qtbot.addWidget(view)
    view.show()
    mem = session.estimate.memory  # type: ignore[union-attr]
    assert view.usable.isVisible()
    assert view.usable.value() == pytest.approx(mem.limit_bytes / 1e9)
    assert view.limit.text().startswith("All 32 sequences fit at once up to a context of ")
    # the largest that fits is a sample: the curve meets the engine's share at the marker
    x, y = view.tops[-1].getData()
    at = list(x).index(view.edge.value())
    assert 0.97 * mem.limit_bytes / 1e9 < y[at] <= mem.limit_bytes / 1e9
    view.axis.setCurrentIndex(1)
    assert view.limit.text().startswith("Up to ")
    assert "sequences fit at once at full context (now 32)" in view.limit.text()
    session.set_project(project_with(model_id="llama-3.1-8b", plan={"method": "lora"}))
    assert not view.usable.isVisible()


def test_summary_checks_the_rules_of_thumb_and_explains_them(
    session: Session, qtbot: QtBot
) -> None:
    """A rule the plan is a case of: its figure, hwplanner's under it, the reason in Explain;
    the rows follow edits in place and go when the plan leaves the rule's case."""
    session.set_project(project_with(gpu_id="rtx-4090", plan={"method": "lora"}))
    summary = SummaryPanel(session)
    explain = ExplainPanel(session)
    qtbot.addWidget(summary)
    qtbot.addWidget(explain)
    summary.figure_selected.connect(explain.show_key)
    section = summary._rules_section
    assert section is not None and section.text(0) == "Rules of thumb, checked"
    assert summary.tree.indexOfTopLevelItem(section) == 1  # after memory
    est = session.estimate
    assert est is not None
    keys = [c.key for c in est.rule_checks]
    assert keys[:2] == ["lora_share", "weights_bits"] and "psu" in keys
    psu, kid = summary._rule_rows[keys.index("psu")]
    assert psu.text(1) == "≠ 750 W" and kid.text(0) == "hwplanner" and kid.text(1) == "1,000 W"
    with qtbot.waitSignal(summary.figure_selected):
        summary.tree.setCurrentItem(psu)
    text = explain.toPlainText()
    assert "A 750 W power supply is enough: 750 W by the rule, 1,000 W by hwplanner" in text
    assert "headroom for the GPUs' power spikes" in text and "Formula" in text
    rows = list(summary._rule_rows)
    session.set("plan.gpus_per_node", 2)  # a second card: the NVLink rule joins
    assert "nvlink" in [c.key for c in session.estimate.rule_checks]  # type: ignore[union-attr]
    assert len(summary._rule_rows) == len(rows) + 1
    same = list(summary._rule_rows)
    session.set("plan.lora_rank", 64)  # the same rules: the rows updated in place
    assert summary._rule_rows == same and "1.0%" not in same[0][1].text(1)
    session.set_project(project_with(gpu_id="h100-sxm-80gb", plan={"method": "inference"}))
    keys = ("weights_bits", "serving_margin", "gpu_count")
    assert summary._rule_keys == tuple(f"rule.{k}" for k in keys)


def test_a_cut_label_or_choice_reads_whole_in_its_tooltip(session: Session, qtbot: QtBot) -> None:
    """At 1280 × 800 "Concurrent requests the K…" and "Framework default: AMP: fp32 w…" were
    cut with no way to read them: the whole text leads the tooltip."""
    from hwplanner.gui.panels.method import MethodPanel

    session.set_project(project_with(plan={"method": "inference"}))
    summary = SummaryPanel(session)
    qtbot.addWidget(summary)
    item = summary.items["serving.concurrency_limit"]
    assert "Concurrent requests the KV cache holds" in item.toolTip(0)
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    combos = [w for w in panel.findChildren(QComboBox) if w.currentText() and w.isVisible()]
    assert combos and all(c.toolTip().startswith(c.currentText()) for c in combos)


def test_sweep_over_gpu_count(session: Session, qtbot: QtBot) -> None:
    """Sweep varied only the sequence and the micro-batch: GPU count too, with the plan's
    parallelism (ZeRO-3 kept), saying from how many GPUs it fits."""
    session.set_project(project_with(model_id="llama-3.1-70b", plan={"method": "full"}))
    view = SweepView(session)
    qtbot.addWidget(view)
    view.show()
    view.axis.setCurrentIndex(view.axis.findData("gpus"))
    flat = view.tops[-1].yData
    assert max(flat) - min(flat) < 0.01 * max(flat)  # ZeRO-0: every GPU holds it all
    assert "Does not fit on up to 128 GPUs" in view.limit.text()
    session.set("plan.zero", 3)
    session.set("plan.recompute", "full")  # without it the activations fit on no count
    session.set("plan.recompute", "full")  # without it the activations fit on no count
    xs = [round(2**x) for x in view.tops[1].xData]
    assert xs[0] == 1 and xs[-1] == 128
    totals = view.tops[-1].yData
    assert totals[0] > totals[-1]  # ZeRO-3: memory per GPU falls as GPUs are added
    assert "Fits from" in view.limit.text() and "GPUs" in view.limit.text()


def test_sweep_over_the_rental_price(session: Session, qtbot: QtBot) -> None:
    """The run's cloud cost against the rental price, beside what owning costs for the same
    run: the lines meet at the engine's break-even price, which the header names."""
    session.set_project(project_with(model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb"))
    view = SweepView(session)
    qtbot.addWidget(view)
    view.show()
    view.axis.setCurrentIndex(view.axis.findData("price"))
    assert view.prices.isVisible() and not view.plot.isVisible()
    est = session.estimate
    assert est is not None
    even = est.budget.cost["break_even_usd_per_gpu_hour"].value
    now = est.budget.prices["cloud_usd_per_gpu_hour"].value
    assert even is not None and now is not None
    assert view.limit.text() == (
        f"Renting is cheaper below ${even:,.2f} per GPU-hour, owning above (now ${now:,.2f})"
    )
    assert view.prices.parity.value() == pytest.approx(even)
    assert view.prices.owned.value() == pytest.approx(est.budget.cost["onprem_usd"].value)
    xs, ys = view.prices.cloud.xData, view.prices.cloud.yData
    assert ys[0] < view.prices.owned.value() < ys[-1]  # the cloud line crosses the owned one
    assert view.prices.legend.keys == ("cloud", "owned", "now", "parity", "rows")
    session.set("workload.currency", "TWD")  # drawn and said in the chosen currency
    assert "NT$" in view.limit.text()
    assert view.prices.cloud.xData[-1] == pytest.approx(xs[-1] * 31.438)
    view.axis.setCurrentIndex(view.axis.findData("seq"))
    assert view.plot.isVisible() and not view.prices.isVisible()


def test_compare_row_labels_stay_inside_the_table_and_leave_with_it(
    session: Session, qtbot: QtBot
) -> None:
    """Compare drew its row labels below the table ("On-premises cost", "Energy" outside its
    frame) and they stayed on screen after switching to Sweep: every label is the table's
    own header, drawn inside the table's frame, and hidden with it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QTabWidget

    for method in ("lora", "qlora"):
        session.pin()
        session.set("plan.method", method)
    tabs = QTabWidget()
    view = CompareView(session)
    tabs.addTab(view, "Compare")
    tabs.addTab(SweepView(session), "Sweep")
    qtbot.addWidget(tabs)
    tabs.resize(520, 700)  # the Compare tab of a 1280 × 800 window
    tabs.show()
    qtbot.waitExposed(tabs)
    table, header = view.table, view.table.verticalHeader()
    assert header.isVisible() and header.parentWidget() is table
    inside = table.rect()
    shown = 0
    for row in range(table.rowCount()):
        top = header.sectionViewportPosition(row)
        bottom = top + header.sectionSize(row)
        if bottom <= 0 or top >= header.viewport().height():
            continue  # scrolled out of view: not drawn
        shown += 1
        for y in (max(top, 0), min(bottom, header.viewport().height()) - 1):
            point = header.viewport().mapTo(table, QPoint(1, y))
            assert inside.contains(point), (table.verticalHeaderItem(row).text(), point)
    assert shown >= 5
    tabs.setCurrentIndex(1)
    qtbot.wait(10)
    assert not header.isVisible() and not table.isVisible()


def test_the_sweep_lays_whole_machines_out_one_per_node() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.plan import Method, Plan
    from hwplanner.gui.sweep import _counted

    cat = shipped_catalog()
    serve = Plan(method=Method.INFERENCE, framework="llamacpp")
    counted = _counted(cat.model("llama-3.1-8b"), cat.gpu("apple-m4-max-128gb"), serve)
    assert {1, 2, 4} <= set(counted)
    assert all(p.gpus_per_node == 1 and p.nodes == n for n, p in counted.items())


def test_summary_shows_a_post_training_step_and_its_parts() -> None:
    """The window lists a post-training step's time with its parts under it, as the CLI and
    the sheet do: generation, scoring, the policy update, the weight sync, host transfers."""
    from hwplanner import api
    from hwplanner.engine.estimate import estimate
    from hwplanner.gui.summary import layout_rows

    sc, _ = api.scenario("qwen3-8b", "h100-sxm-80gb", "grpo", framework="verl", gpus_per_node=8)
    figures = estimate(sc, solve=False).figures()
    rows = dict(next(rows for title, rows in layout_rows(figures) if title == "Time and compute"))
    assert rows["compute.step_seconds"] == [
        "compute.generation_seconds",
        "compute.scoring_seconds",
        "compute.training_seconds",
        "compute.sync_seconds",
        "compute.offload_seconds",
    ]
    parts = sum(figures[k].value or 0.0 for k in rows["compute.step_seconds"])
    assert parts == pytest.approx(figures["compute.step_seconds"].value)
