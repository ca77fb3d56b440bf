"""Comparison rows: one set of rows for the app and the sheet, one unit per row, plans that do
not fit marked."""

from __future__ import annotations

from pathlib import Path

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.formatting import format_figure
from hwplanner.paths import examples_dir
from hwplanner.project import Project, ScenarioSpec, load_project, resolve
from hwplanner.sheet.comparison import comparison_rows
from hwplanner.sheet.summary import build_sheet


def _items(p: Project) -> list:  # type: ignore[type-arg]
    cat = load_catalog()
    return [(sc, estimate(resolve(p, sc, cat))) for sc in p.scenarios]


def test_inputs_that_differ_and_the_declared_ones_are_rows() -> None:
    p = Project(
        scenarios=(
            ScenarioSpec(name="a", workload=Workload(tokens=1e9)),
            ScenarioSpec(name="b", plan=Plan(seq_len=4096), workload=Workload(tokens=2e9)),
        )
    )
    rows = {r.key: r for r in comparison_rows(_items(p))}
    assert rows["workload.tokens"].cells == ("1.00B", "2.00B")  # always compared
    assert rows["plan.seq_len"].cells == ("2,048", "4,096")  # differs
    assert "plan.micro_batch" not in rows  # same everywhere, not a compare field


def test_each_cell_reads_as_its_page_and_non_fitting_costs_marked() -> None:
    """One figure, one value: a time reads as the scenario's page gives it (a common unit made
    a page's "85 min" read "1.4 h" here)."""
    p = load_project(examples_dir() / "70b-full-lora-qlora.json")
    items = _items(p)
    rows = {r.key: r for r in comparison_rows(items)}
    time = rows["compute.seconds"].cells
    assert time == tuple(format_figure(e.figures()["compute.seconds"]) for _, e in items)
    fits = [not m for m in rows["fits"].marked]
    for cell, ok in zip(rows["cost.cloud_usd"].cells, fits, strict=True):
        assert ("does not fit" in cell) is not ok


def test_serving_rows_use_the_serving_period() -> None:
    p = Project(
        scenarios=(
            ScenarioSpec(name="serve", plan=Plan(method="inference")),
            ScenarioSpec(name="train", workload=Workload(tokens=1e8)),
        )
    )
    rows = {r.key: r for r in comparison_rows(_items(p))}
    assert rows["compute.seconds"].cells[0] == "30.0 days"  # the period served


def test_the_sheet_prints_the_same_rows(tmp_path: Path) -> None:
    p = load_project(examples_dir() / "70b-inference-16-8-4-bit.json")
    items = _items(p)
    table = build_sheet(p, items).pages[-1].tables[0]
    assert [r[0] for r in table.rows] == [r.label for r in comparison_rows(items)]


def test_the_answers_come_right_after_what_is_compared() -> None:
    """Model and GPUs, then memory, fewest GPUs, time and cost (at 1280 × 800 only the inputs
    were visible before scrolling), then the other inputs."""
    p = Project(
        scenarios=(
            ScenarioSpec(name="a", workload=Workload(tokens=1e9)),
            ScenarioSpec(name="b", plan=Plan(seq_len=4096), workload=Workload(tokens=2e9)),
        )
    )
    keys = [r.key for r in comparison_rows(_items(p))]
    assert keys[:2] == ["model", "gpus"]
    assert keys.index("memory.total") == 2
    assert keys.index("cost.onprem_usd") < keys.index("workload.tokens")
    assert keys.index("plan.seq_len") > keys.index("energy.kwh")


def test_the_memory_row_of_a_pool_holding_fewer_sequences_is_what_the_gpu_holds() -> None:
    """Compare's bar showed 77.7 GB (the pool filling vLLM's share) beside a row of 569.1 GB."""
    from hwplanner.catalog import load_catalog
    from hwplanner.engine.estimate import estimate
    from hwplanner.project import Project, ScenarioSpec, resolve
    from hwplanner.sheet.comparison import answer_rows

    plan = {"method": "inference", "framework": "vllm", "batch": 32, "context": 131072}
    sc = ScenarioSpec(name="pool", model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", plan=plan)
    p = Project(name="P", scenarios=(sc,))
    est = estimate(resolve(p, sc, load_catalog()))
    rows = {r.key: r for r in answer_rows([(sc, est)])}
    # what the GPU holds, with the total at full context its page and headline give
    assert rows["memory.total"].cells == ("77.7 GB (569.1 GB at full context)",)
    assert rows["fits"].cells == ("runs, 3 of 32 sequences at full context",)


def test_money_is_compared_in_each_plans_currency() -> None:
    """A Taiwan project's comparison showed its costs in US$ beside NT$ on every other page."""
    taiwan = Workload(region="tw", currency="TWD")
    plans = [
        ScenarioSpec(name=n, model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", workload=w)
        for n, w in (("tw", taiwan), ("us", Workload()))
    ]
    rows = {r.label: r.cells for r in comparison_rows(_items(Project(scenarios=plans)))}
    for label in ("Cloud cost", "On-premises cost"):
        assert rows[label][0].startswith("NT$") and rows[label][1].startswith("$"), rows[label]
