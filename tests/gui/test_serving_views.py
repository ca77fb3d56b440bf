"""The serving views: the latency plot with its targets, the one-click parallelism proposal,
the draft model row, and the framework following the method."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from hwplanner.gui.latency import LatencyView
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.panels.method import MethodPanel
from hwplanner.gui.proposal import ProposalBar
from hwplanner.gui.session import Session
from tests.gui.conftest import project_with, shown_window

SERVING = {"method": "inference", "gpus_per_node": 2, "tp": 2, "batch": 16}
TARGETS = {"ttft_slo_ms": 1000.0, "tpot_slo_ms": 80.0}


def test_latency_view_plots_ttft_tpot_and_the_targets(session: Session, qtbot: QtBot) -> None:
    session.set_project(project_with(model_id="qwen3-32b", plan=SERVING, workload=TARGETS))
    view = LatencyView(session)
    qtbot.addWidget(view)
    view.show()
    xs = view.ttft_curve.xData  # concurrencies (the axis shows their log)
    tpot = view.tpot_curve.yData
    assert len(xs) > 10 and xs[0] == 1
    assert all(a <= b + 1e-9 for a, b in itertools.pairwise(tpot))
    assert view.ttft_slo.isVisible() and view.ttft_slo.value() == 1000
    assert view.tpot_slo.value() == 80 and "80 ms" in view.tpot_slo.label.format
    est = session.estimate
    assert est is not None
    best = est.budget.serving["max_concurrency_at_slo"].value
    assert view.best[0].value() == math.log10(best)
    assert view.now[0].value() == math.log10(16)
    assert f"{best:,.0f}" in view.info.text()
    session.set("workload.tpot_slo_ms", 25.0)  # the view follows the edit
    assert view.tpot_slo.value() == 25
    assert view.ttft.isVisible() and view.legend.isVisible()
    session.set("plan.method", "lora")
    assert "serving plans" in view.info.text()
    assert not view.ttft.isVisible() and not view.tpot.isVisible()  # no empty axes
    assert not view.legend.isVisible()
    session.set("plan.method", "inference")
    assert view.ttft.isVisible() and view.tpot.isVisible()


def test_proposal_applies_as_one_undo_step(session: Session, qtbot: QtBot) -> None:
    plan = {"method": "inference", "gpus_per_node": 8}
    session.set_project(project_with(model_id="llama-3.1-70b", plan=plan))
    bar = ProposalBar(session)
    qtbot.addWidget(bar)
    bar.show()
    assert bar.isVisible() and "Tensor parallel" in bar.text.text()
    steps = session.undo_stack.count()
    qtbot.mouseClick(bar.apply, Qt.MouseButton.LeftButton)
    assert session.scenario.plan.tp == 2 and session.estimate and session.estimate.fits
    assert session.undo_stack.count() == steps + 1
    assert not bar.isVisible()
    session.undo_stack.undo()
    assert session.scenario.plan.tp == 1 and bar.isVisible()


def test_a_training_proposal_applies_checkpointing_and_gpus(session: Session, qtbot: QtBot) -> None:
    """70B full fine-tuning with the Trainer's default (no checkpointing) fits on no count:
    the bar proposes full recompute and the solver's GPUs; one click applies both as one
    undo step, and the plan fits."""
    plan = {"method": "full", "seq_len": 4096}
    session.set_project(project_with(model_id="llama-3.1-70b", plan=plan))
    bar = ProposalBar(session)
    qtbot.addWidget(bar)
    bar.show()
    est = session.estimate
    assert est is not None and est.min_gpus is None and est.proposal is not None
    assert bar.isVisible() and "Recompute" in bar.text.text()
    steps = session.undo_stack.count()
    qtbot.mouseClick(bar.apply, Qt.MouseButton.LeftButton)
    plan = session.scenario.plan
    assert plan.recompute.value == "full" and plan.gpus == est.proposal.gpus
    assert session.estimate is not None and session.estimate.fits
    assert session.undo_stack.count() == steps + 1 and not bar.isVisible()
    assert session.undo_stack.undoText() == "Apply the proposed changes"
    session.undo_stack.undo()
    assert session.scenario.plan.recompute.value == "none" and bar.isVisible()


def test_the_bar_keeps_its_room_once_shown(session: Session, qtbot: QtBot) -> None:
    """A plan edited back and forth over the capacity: after the bar first appears, hiding it
    leaves the views where they are (no new layout, no redrawn chart, at every crossing)."""
    window = shown_window(session, qtbot)
    assert window.proposal.isHidden()
    session.set("plan.seq_len", 16384)  # 8B LoRA on one H100: over the capacity
    qtbot.waitUntil(lambda: window.proposal.isVisible())
    qtbot.wait(20)  # laid out with the bar
    views = window.views.geometry()
    session.set("plan.seq_len", 2048)  # fits again
    assert window.proposal.isHidden()
    qtbot.wait(20)
    assert window.views.geometry() == views


def test_main_window_has_the_latency_tab_and_the_bar(session: Session, qtbot: QtBot) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    assert window.views.tabText(3) == "Latency"
    window.views.setCurrentIndex(3)
    assert isinstance(window.views.widget(3), LatencyView)
    assert window.proposal.isHidden()  # the default LoRA plan fits


def test_switching_to_inference_picks_a_serving_framework(session: Session, qtbot: QtBot) -> None:
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    session.set("plan.method", "inference")
    assert session.scenario.plan.framework == "vllm"
    rows = panel.groups.rows
    assert not rows["plan.draft_model"].widget.isVisible()
    session.set("plan.speculative", "draft")
    combo = rows["plan.draft_model"].widget
    assert isinstance(combo, QComboBox) and combo.isVisible()
    assert session.estimate is None and session.error.startswith("Draft model: set a draft")
    combo.setCurrentIndex(combo.findData("llama-3.2-1b"))
    assert session.scenario.plan.draft_model == "llama-3.2-1b"
    assert session.estimate is not None
    assert session.estimate.budget.serving["tokens_per_step"].value > 1


def test_weight_format_default_names_the_models_own_format(session: Session, qtbot: QtBot) -> None:
    session.set_project(project_with(model_id="gpt-oss-120b", plan={"method": "inference"}))
    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    combo = panel.groups.rows["plan.weight_format"].widget
    assert isinstance(combo, QComboBox)
    assert combo.currentIndex() == 0 and combo.itemText(0).startswith("Model's format: MXFP4")
    est = session.estimate
    assert est is not None and 60e9 < est.memory.bytes_of("weights") < 70e9
    session.set("plan.method", "lora")  # trainers upcast MXFP4: the method's default
    assert combo.itemText(0) == "Default for the method: bf16"


def test_a_paged_pool_with_fewer_full_sequences_runs(session: Session, qtbot: QtBot) -> None:
    from hwplanner.gui.chart import MemoryChart
    from hwplanner.gui.summary import SummaryPanel

    plan = {"method": "inference", "framework": "vllm", "batch": 128, "context": 4096}
    session.set_project(project_with(model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", plan=plan))
    panel = SummaryPanel(session)
    chart = MemoryChart(session)
    bar = ProposalBar(session)
    for w in (panel, chart, bar):
        qtbot.addWidget(w)
    head = panel.headline.text()
    assert "Runs" in head and "holds 108 of 128 sequences" in head and "to spare" not in head
    assert "Runs on" in chart.status.text() and "108 of 128" in chart.status.text()
    assert "fewest that run it: <b>1 (" in head
    # the bar is what the GPU holds: the pool fills vLLM's share, no part of it over the card
    mem = session.estimate.memory  # type: ignore[union-attr]
    kv = chart.bars["kv_cache"].opts["height"][0]
    assert kv * 1e9 == pytest.approx(mem.held_bytes("kv_cache"), rel=1e-6)
    assert kv * 1e9 < mem.bytes_of("kv_cache") / 1.1
    assert chart._wanted is not None
    assert chart._wanted[1] == pytest.approx(mem.limit_bytes / 1e9, rel=1e-6)
    assert chart._wanted[2] == "77.7 GB"
    assert not chart.over.isVisible()
    from hwplanner.gui.compare import CompareView

    compare = CompareView(session)
    qtbot.addWidget(compare)
    heights = compare.bars["kv_cache"].opts["height"]
    assert heights[0] * 1e9 == pytest.approx(mem.held_bytes("kv_cache"), rel=1e-6)
    assert not bar.isVisible()  # no "2 GPUs" proposal


def test_other_ways_to_fit_apply_from_the_menu(session: Session, qtbot: QtBot) -> None:
    """8B LoRA on one RTX 4090 with the Trainer's defaults: the bar offers checkpointing on the
    one card (with its time) and lists the other fixes, each with its cost; one of them,
    chosen from the menu, applies as one undo step."""
    session.set_project(
        project_with(model_id="llama-3.1-8b", gpu_id="rtx-4090", plan={"method": "lora"})
    )
    bar = ProposalBar(session)
    qtbot.addWidget(bar)
    bar.show()
    est = session.estimate
    assert est is not None and len(est.proposals) > 1
    assert "Recompute" in bar.text.text() and "of training" in bar.text.text()
    actions = bar.others.menu().actions()
    assert bar.others.isVisible() and len(actions) == len(est.proposals) - 1
    assert all("per GPU" in a.text() for a in actions)
    gpus = next(a for a in actions if "GPUs" in a.text())
    steps = session.undo_stack.count()
    gpus.trigger()
    plan = session.scenario.plan
    assert plan.gpus == est.proposals[-1].gpus > 1 and session.estimate is not None
    assert session.estimate.fits and session.undo_stack.count() == steps + 1
    session.undo_stack.undo()
    assert session.scenario.plan.gpus == 1


def test_a_plan_missing_its_latency_targets_says_so_and_applies_a_fix(
    session: Session, qtbot: QtBot
) -> None:
    """Qwen3-32B on one H100 at TTFT ≤ 500 ms and TPOT ≤ 25 ms showed a green "Fits" and no
    proposal while no user met the targets: the headline names the target missed, the bar
    proposes the cheapest fix in GPUs, and Apply (one undo step) meets both targets."""
    from hwplanner.gui.summary import SummaryPanel

    plan = {"method": "inference", "framework": "vllm"}
    work = {"ttft_slo_ms": 500.0, "tpot_slo_ms": 25.0}
    session.set_project(project_with(model_id="qwen3-32b", plan=plan, workload=work))
    summary = SummaryPanel(session)
    bar = ProposalBar(session)
    for w in (summary, bar):
        qtbot.addWidget(w)
        w.show()
    est = session.estimate
    assert est is not None and est.verdict == "misses_targets"
    assert "Misses the latency targets" in summary.headline.text()
    assert "25 ms target" in summary.headline.text() and "Fits" not in summary.headline.text()
    assert bar.isVisible() and "Misses the latency targets:" in bar.text.text()
    assert bar.others.text() == "Other ways to meet them" and bar.others.isVisible()
    steps = session.undo_stack.count()
    qtbot.mouseClick(bar.apply, Qt.MouseButton.LeftButton)
    fixed = session.estimate
    assert fixed is not None and not fixed.targets_missed and fixed.verdict != "misses_targets"
    assert session.undo_stack.count() == steps + 1 and not bar.isVisible()
    assert "Misses" not in summary.headline.text()


def test_unequal_cards_get_a_split_that_fits_in_one_click(session: Session, qtbot: QtBot) -> None:
    """50 of 80 layers overflow the RTX 4090 beside an RTX 3090: the bar proposes the layers
    per stage that fit both cards; one click applies it and the plan fits."""
    plan = {
        "method": "inference",
        "framework": "llamacpp",
        "weight_format": "q4_0",
        "gpus_per_node": 2,
        "other_gpus": "rtx-3090",
        "layer_split": "50,30",
    }
    session.set_project(project_with(model_id="llama-3.1-70b", gpu_id="rtx-4090", plan=plan))
    bar = ProposalBar(session)
    qtbot.addWidget(bar)
    bar.show()
    assert bar.isVisible() and "Layers per stage" in bar.text.text()
    qtbot.mouseClick(bar.apply, Qt.MouseButton.LeftButton)
    assert session.scenario.plan.layer_split == "40,40"
    assert session.estimate is not None and session.estimate.fits


def test_the_views_of_a_machine_of_unequal_cards(session: Session, qtbot: QtBot) -> None:
    """The latency view plans on the cards (its TPOT at the plan's concurrency is the
    estimate's); Fit and Sweep, which plan with one GPU type, say so instead of a wrong table."""
    from hwplanner.gui.fit_view import FitView
    from hwplanner.gui.sweep import SweepView

    plan = {
        "method": "inference",
        "framework": "vllm",
        "weight_format": "int4",
        "gpus_per_node": 3,
        "other_gpus": "rtx-3060,rtx-3060",
        "batch": 1,
    }
    session.set_project(project_with(model_id="qwen2.5-32b", gpu_id="rtx-3090", plan=plan))
    est = session.estimate
    assert est is not None and est.scenario.cards
    latency = LatencyView(session)
    fit = FitView(session)
    sweep = SweepView(session)
    for view in (latency, fit, sweep):
        qtbot.addWidget(view)
        view.show()
        view.refresh(force=True)
    tpot = est.budget.serving["tpot_ms"].value
    assert latency.tpot_curve.yData[0] == pytest.approx(tpot, rel=1e-6)
    assert "one GPU type" in fit.info.text() and not fit.table.isVisible()
    assert "one GPU type" in sweep.limit.text() and not sweep.plot.isVisible()


def test_a_hybrid_vllm_will_not_start_says_so_and_applies_max_num_seqs(
    session: Session, qtbot: QtBot
) -> None:
    """Qwen3-Next on four H100 with 53% of each card for vLLM: it fits, but vLLM would stop at
    start-up (max_num_seqs 1,024 above the 327 cache blocks a hybrid needs one of per running
    sequence): the headline says it does not start, the bar proposes the max_num_seqs that
    starts, and Apply (one undo step) makes it start, keeping the GPUs."""
    from hwplanner.gui.chart import MemoryChart
    from hwplanner.gui.summary import SummaryPanel

    plan = {
        "method": "inference",
        "framework": "vllm",
        "gpus_per_node": 4,
        "tp": 4,
        "memory_share": 0.51,
    }
    session.set_project(
        project_with(model_id="qwen3-next-80b-a3b", gpu_id="h100-sxm-80gb", plan=plan)
    )
    summary, bar, chart = SummaryPanel(session), ProposalBar(session), MemoryChart(session)
    for w in (summary, bar, chart):
        qtbot.addWidget(w)
        w.show()
    est = session.estimate
    assert est is not None and est.verdict == "does_not_start" and est.fits
    assert "Does not start" in summary.headline.text() and "Fits" not in summary.headline.text()
    assert "327" in summary.headline.text()
    assert "does not start" in chart.status.text()
    assert bar.isVisible() and "Does not start:" in bar.text.text() and "327" in bar.text.text()
    assert not bar.others.isVisible()
    steps = session.undo_stack.count()
    qtbot.mouseClick(bar.apply, Qt.MouseButton.LeftButton)
    fixed = session.estimate
    assert fixed is not None and fixed.verdict != "does_not_start"
    assert session.scenario.plan.max_num_seqs == 327 and session.scenario.plan.gpus == 4
    assert session.undo_stack.count() == steps + 1 and not bar.isVisible()
    assert "Does not start" not in summary.headline.text()


def test_the_requests_in_a_run_row_shows_where_a_run_is_simulated(
    session: Session, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QWidget

    from hwplanner.gui.panels.workload import WorkloadPanel
    from hwplanner.gui.summary import SummaryPanel

    session.set_project(project_with(plan={"method": "inference", "framework": "vllm"}))
    panel, summary = WorkloadPanel(session), SummaryPanel(session)
    for w in (panel, summary):
        qtbot.addWidget(w)
        w.show()
    box = panel.findChild(QWidget, "workload.run_requests")
    assert box is not None and box.isVisible()
    before = session.estimate.budget.serving["ttft_ms"].value  # type: ignore[union-attr]
    session.set("plan.batch", 64)
    session.set("workload.run_requests", 640)
    est = session.estimate
    assert est is not None and est.budget.serving["ttft_ms"].value != before
    assert dict(est.budget.serving["ttft_ms"].inputs)["requests in the run"] == 640
    session.set("plan.framework", "hf")  # static batches: no run is simulated
    assert not box.isVisible()


def test_the_latency_view_marks_a_runs_means_off_the_steady_curves(
    session: Session, qtbot: QtBot
) -> None:
    session.set_project(project_with(plan={"method": "inference", "framework": "vllm"}))
    view = LatencyView(session)
    qtbot.addWidget(view)
    view.show()
    assert not view.ttft_run.isVisible()
    session.set("plan.batch", 64)
    session.set("workload.run_requests", 640)
    est = session.estimate
    assert est is not None and view.ttft_run.isVisible() and view.tpot_run.isVisible()
    assert list(view.ttft_run.yData) == [est.budget.serving["ttft_ms"].value]
    assert list(view.ttft_run.xData) == [64.0]
    # the steady curve at 64 users lies below the run's mean (its first wave included)
    steady = est.replica[0].at(64).ttft_s * 1000
    assert steady < view.ttft_run.yData[0]
    session.set("workload.run_requests", None)
    assert not view.ttft_run.isVisible()


def test_the_runs_dot_stands_at_the_runs_own_users(session: Session, qtbot: QtBot) -> None:
    # a run of 10 requests by 64 users runs 10 at once: its dot at 10 users
    session.set_project(project_with(plan={"method": "inference", "framework": "vllm"}))
    view = LatencyView(session)
    qtbot.addWidget(view)
    view.show()
    session.set("plan.batch", 64)
    session.set("workload.run_requests", 10)
    assert view.ttft_run.isVisible() and list(view.ttft_run.xData) == [10.0]


def test_requests_through_shows_for_python_servers_and_moves_the_answer(
    session: Session, qtbot: QtBot
) -> None:
    """The Method panel's "Requests through" row: shown for a Python engine's server (vLLM),
    hidden for llama.cpp's C++ server; in-process calls take the server's time off a busy
    step."""
    from PySide6.QtWidgets import QComboBox

    from hwplanner.gui.panels.method import MethodPanel

    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    session.set("plan.method", "inference")
    combo = panel.findChild(QComboBox, "plan.frontend")
    assert combo is not None and combo.isVisible()
    session.set("model_id", "llama-3.2-1b")
    session.set("plan.batch", 1024)
    served = session.estimate
    assert served is not None
    api = served.figures()["compute.decode_tokens_per_second"].value
    session.set("plan.frontend", "offline")
    offline = session.estimate.figures()["compute.decode_tokens_per_second"].value  # type: ignore[union-attr]
    assert offline > api
    session.set("plan.framework", "llamacpp")
    assert not combo.isVisible()


def test_cuda_graphs_row_shows_for_graph_engines_and_moves_the_answer(
    session: Session, qtbot: QtBot
) -> None:
    """The Method panel's "CUDA graphs" box: shown for an engine that captures graphs (vLLM),
    hidden for Hugging Face generate(); unticked, a small model decodes at its launches."""
    from PySide6.QtWidgets import QCheckBox

    from hwplanner.gui.panels.method import MethodPanel

    panel = MethodPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    session.set("plan.method", "inference")
    session.set("plan.framework", "vllm")
    box = panel.findChild(QCheckBox, "plan.cuda_graphs")
    assert box is not None and box.isVisible() and box.isChecked()
    session.set("model_id", "llama-3.2-1b")
    session.set("plan.batch", 1)
    graphs = session.estimate.figures()["compute.decode_tokens_per_second"].value  # type: ignore[union-attr]
    box.click()
    assert session.project.scenario.plan.cuda_graphs is False  # type: ignore[union-attr]
    eager = session.estimate.figures()["compute.decode_tokens_per_second"].value  # type: ignore[union-attr]
    assert eager < 0.8 * graphs
    session.set("plan.framework", "hf")
    assert not box.isVisible()


def test_the_target_percentile_row_judges_the_rate_at_it(session: Session, qtbot: QtBot) -> None:
    """The Workload panel's "Target percentile": shown for serving, hidden for training; set at
    a request rate, the verdict and the highest rate within the targets read the percentile."""
    from PySide6.QtWidgets import QAbstractSpinBox

    from hwplanner.gui.panels.workload import WorkloadPanel

    panel = WorkloadPanel(session)
    qtbot.addWidget(panel)
    panel.show()
    load = {"ttft_slo_ms": 300.0, "tpot_slo_ms": 20.0, "request_rate": 1.0}
    plan = {"method": "inference", "framework": "vllm", "batch": 64, "context": 4096}
    load |= {"prompt_tokens": 1000, "output_tokens": 200}
    session.set_project(project_with(model_id="llama-3.1-8b", plan=plan, workload=load))
    spin = panel.findChild(QAbstractSpinBox, "workload.slo_percentile")
    assert spin is not None and spin.isVisible()
    on_means = session.estimate.budget.serving["max_request_rate_at_slo"].value  # type: ignore[union-attr]
    session.set("workload.slo_percentile", 99.0)
    est = session.estimate
    assert est is not None
    at_p99 = est.budget.serving["max_request_rate_at_slo"].value
    assert 0 < at_p99 < on_means
    session.set("workload.request_rate", (at_p99 + on_means) / 2)
    assert session.estimate.verdict == "misses_targets"  # type: ignore[union-attr]
    assert "at p99" in str(session.estimate.targets_missed[0])  # type: ignore[union-attr]
    session.set("plan.method", "lora")
    assert not spin.isVisible()
