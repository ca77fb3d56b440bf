"""The summary sheet as data: sections, figures matching the engine, comparison page."""

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import estimate
from hwplanner.formatting import format_figure
from hwplanner.project import Project, ScenarioSpec, resolve
from hwplanner.summary import build_sheet


def _items(p: Project) -> list:  # type: ignore[type-arg]
    cat = load_catalog()
    return [(sc, estimate(resolve(p, sc, cat))) for sc in p.scenarios]


def test_one_scenario_sheet_holds_the_engine_figures() -> None:
    p = Project(name="P", notes="why", scenarios=(ScenarioSpec(name="only"),))
    items = _items(p)
    sheet = build_sheet(p, items)
    assert len(sheet.pages) == 2  # the summary for a decision, then the scenario
    page = sheet.pages[1]
    titles = [s.title for s in page.sections]
    for expected in (
        "Inputs",
        "Project notes",
        "Compute and time",
        "Cost",
        "Energy",
        "Storage",
        "Hidden costs",
        "Assumptions and sources",
    ):
        assert expected in titles
    rows = {r.label: r.value for s in page.sections for r in s.rows}
    est = items[0][1]
    assert rows["Total per GPU"] == format_figure(est.memory.total)
    assert rows["Cloud cost"] == format_figure(est.budget.cost["cloud_usd"])
    assert page.bars[0].capacity_bytes == est.memory.capacity_bytes


def test_several_scenarios_add_a_comparison_page() -> None:
    p = Project(scenarios=(ScenarioSpec(name="A"), ScenarioSpec(name="B", gpu_id="rtx-4090")))
    sheet = build_sheet(p, _items(p), binary=True)
    assert len(sheet.pages) == 4  # decision, A, B, comparison
    table = sheet.pages[-1].tables[0]
    assert table.header[1:] == ("A", "B")
    assert any(row[0] == "Memory per GPU" and "GiB" in row[1] for row in table.rows)
