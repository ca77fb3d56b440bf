"""The summary sheet as data: sections, figures matching the engine, comparison page."""

import pytest

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.plan import Plan
from hwplanner.formatting import format_figure
from hwplanner.project import Project, ScenarioSpec, resolve
from hwplanner.sheet.summary import build_sheet, input_rows


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


def _section(sheet_page, title: str):  # type: ignore[no-untyped-def]
    return next(s for s in sheet_page.sections if s.title == title)


def test_every_price_is_printed_with_how_it_was_chosen_and_its_source() -> None:
    from hwplanner.engine.plan.workload import Workload

    p = Project(
        scenarios=(
            ScenarioSpec(
                name="A", gpu_id="h100-sxm-80gb", workload=Workload(staff_usd_per_year=120_000)
            ),
        )
    )
    items = _items(p)
    est = items[0][1]
    prices = _section(build_sheet(p, items).pages[1], "Prices assumed")
    rows = {r.label: r for r in prices.rows}
    rent = est.budget.prices["cloud_usd_per_gpu_hour"]
    assert rows["Rental price per GPU-hour"].value == format_figure(rent)
    # the median of the catalog's dated rows, with the span of their dates
    dates = dict(rent.inputs)["dates"]
    assert rows["Rental price per GPU-hour"].note.startswith("median of ")
    assert rows["Rental price per GPU-hour"].note.endswith(str(dates))
    assert rows["Electricity price"].note.endswith(", 2024")
    assert rows["Engineer cost per year"].note == "your value"
    assert rows["Server per node (without GPUs)"].note == "by GPU class"
    assert "Exchange rate" not in rows  # US dollars: no rate to state
    # each source cited in full once, never cut inside an address
    cited = "\n".join(prices.paragraphs)
    assert rent.source in cited and cited.count(rent.source) == 1
    assert "Lambda" in cited


def test_another_currency_states_its_rate() -> None:
    from hwplanner.engine.plan.workload import Workload

    p = Project(scenarios=(ScenarioSpec(name="A", workload=Workload(currency="CNY")),))
    prices = _section(build_sheet(p, _items(p)).pages[1], "Prices assumed")
    fx = next(r for r in prices.rows if r.label == "Exchange rate")
    assert fx.value.endswith("CNY per US dollar") and "catalog" in fx.note


def test_host_ram_beyond_a_server_is_flagged() -> None:
    from hwplanner.engine.plan.plan import Plan

    plan = Plan(method="full", gpus_per_node=8, zero=3, offload="optimizer+params")
    p = Project(
        scenarios=(
            ScenarioSpec(name="big", model_id="deepseek-v3", gpu_id="h100-sxm-80gb", plan=plan),
            ScenarioSpec(name="small", gpu_id="h100-sxm-80gb"),
        )
    )
    items = _items(p)
    big, small = (e for _, e in items)
    assert big.budget.host_ram_beyond_server and not small.budget.host_ram_beyond_server
    assert big.as_dict()["host_ram_beyond_server"] is True
    sheet = build_sheet(p, items)
    host = _section(sheet.pages[1], "Host").rows[0]
    assert host.value.startswith("⚠ ") and "more than a datacenter server holds" in host.note
    assert not _section(sheet.pages[2], "Host").rows[0].value.startswith("⚠")


def test_zero_lines_are_left_out_and_hidden_costs_do_not_repeat_onprem_items() -> None:
    from hwplanner.engine.plan.plan import Plan

    sc = ScenarioSpec(name="L", gpu_id="rtx-4090", plan=Plan(method="lora"))
    p = Project(scenarios=(sc,))
    items = _items(p)
    est = items[0][1]
    page = build_sheet(p, items).pages[1]
    memory = next(s for s in page.sections if s.title.startswith("Memory per GPU"))
    labels = [r.label for r in memory.rows]
    assert est.memory.bytes_of("kv_cache") == 0 and "KV cache" not in labels
    assert "Weights" in labels and "Activations" in labels
    onprem = _section(page, "On-premises line items")
    assert all(r.value not in ("$0.00", "$0") for r in onprem.rows)
    zero = [f.label for f in est.budget.onprem_items.values() if f.value == 0]
    assert zero and not set(zero) & {r.label for r in onprem.rows}
    hidden = _section(page, "Hidden costs")
    shown_onprem = {r.label for r in onprem.rows}
    assert not {r.label for r in hidden.rows} & shown_onprem
    assert "Cluster staff" in hidden.paragraphs[0] and "listed above" in hidden.paragraphs[0]


def test_a_cost_under_a_cent_is_not_written_as_nothing() -> None:
    from hwplanner.formatting import format_money

    assert format_money(0.004) == "< $0.01"
    assert format_money(0.0) == "$0.00"
    assert format_money(0.42) == "$0.42"


def test_sources_and_citations_are_fine_print() -> None:
    """Reference paragraphs (every price's source, the assumptions' sources) print in the
    smaller type, so a plan's page is not followed by a page of three stray lines (the GRPO
    example's 9 pages became 8); the reading sections keep the body type."""
    p = Project(name="P", notes="why", scenarios=(ScenarioSpec(name="only"),))
    page = build_sheet(p, _items(p)).pages[1]
    fine = {s.title for s in page.sections if s.fine_print}
    assert fine == {"Prices assumed", "Assumptions and sources"}


def test_the_sheet_bar_of_a_pool_holding_fewer_sequences_is_what_the_gpu_holds() -> None:
    """The sheet drew 568.6 GB (32 sequences × 131,072 tokens) against an 80 GB card for a
    plan that runs: vLLM's pool fills its share, 77.7 GB with what it keeps beside it, as the
    app's chart shows."""
    plan = {"method": "inference", "framework": "vllm", "batch": 32, "context": 131072}
    sc = ScenarioSpec(name="pool", model_id="llama-3.1-8b", gpu_id="h100-sxm-80gb", plan=plan)
    p = Project(name="P", scenarios=(sc,))
    items = _items(p)
    mem = items[0][1].memory
    assert mem.verdict == "fits_fewer_sequences"
    bar = build_sheet(p, items).pages[1].bars[0]
    assert sum(v for _, v in bar.segments) == pytest.approx(mem.limit_bytes)
    assert dict(bar.segments)["KV cache"] == pytest.approx(mem.held_bytes("kv_cache"))
    rows = {r.label: r for s in build_sheet(p, items).pages[1].sections for r in s.rows}
    assert "Total at full context" in rows and "Total per GPU" not in rows
    assert rows["On the GPU"].value == "77.7 GB"
    assert rows["On the GPU"].note.startswith("the KV cache pool, ")


def test_inputs_show_the_plan_as_estimated() -> None:
    """torchtune trains a 1B model without checkpointing and the estimate used none, but the
    sheet and Compare showed the profile's 'full' (the plan before its size defaults)."""
    from hwplanner.sheet.comparison import input_rows as compare_rows

    sc = ScenarioSpec(
        name="1B", model_id="llama-3.2-1b", gpu_id="rtx-4090",
        plan={"method": "full", "framework": "torchtune"},
    )  # fmt: skip
    p = Project(name="P", scenarios=(sc,))
    items = _items(p)
    assert items[0][1].scenario.plan.recompute.value == "none"
    rows = {r.label: r for s in build_sheet(p, items).pages[1].sections for r in s.rows}
    assert rows["Recompute"].value == "none" and rows["Recompute"].note == "framework default"
    big = sc.model_copy(update={"name": "3B", "model_id": "llama-3.2-3b"})
    both = _items(Project(name="P", scenarios=(sc, big)))
    cells = {r.key: r.cells for r in compare_rows(both)}
    assert cells["plan.recompute"] == ("none", "full")  # the project plans are equal


def test_input_rows_say_where_a_default_comes_from() -> None:
    """The sheet marks each value that is not the user's: the framework's, or the framework's
    for models of this size (torchtune's 70B-class LoRA recipes checkpoint activations)."""
    plan = Plan(method="lora", framework="torchtune", gpus_per_node=8)
    sc = ScenarioSpec(name="70B", model_id="llama-3.1-70b", gpu_id="h100-sxm-80gb", plan=plan)
    project = Project(scenarios=(sc,))
    ((spec, est),) = _items(project)
    rows = {r.label: r for r in input_rows(spec, est)}
    assert rows["Recompute"].value == "full"
    assert rows["Recompute"].note == "framework default for models of 60B parameters and more"
    assert rows["Optimizer"].note == "framework default"


def test_a_scenario_that_does_not_fit_lists_its_fixes_on_its_own_page() -> None:
    """Each scenario's page lists what makes it fit, as the window's bar and the command line
    do, not only the recommended one's summary: Llama 3.1 8B LoRA at 8,192 tokens on one RTX
    4090 (checkpointing keeps the run on the card; more GPUs come after)."""
    from hwplanner.formatting import proposal_terms
    from hwplanner.i18n import message

    plan = Plan(method="lora", seq_len=8192, micro_batch=2)
    p = Project(
        scenarios=(
            ScenarioSpec(name="fits", plan=Plan(method="lora")),
            ScenarioSpec(name="one 4090", gpu_id="rtx-4090", plan=plan),
        )
    )
    items = _items(p)
    est = items[1][1]
    assert not est.memory.fits and len(est.proposals) >= 2
    page = build_sheet(p, items).pages[2]
    memory = next(s for s in page.sections if s.title.startswith("Memory per GPU"))
    fixes = [r for r in memory.rows if r.label in ("To fit", "Another way to fit")]
    assert [r.label for r in fixes] == ["To fit"] + ["Another way to fit"] * (len(fixes) - 1)
    assert len(fixes) == len(est.proposals)
    first = est.proposals[0]
    assert fixes[0].note == f"{message(first.text)} ({proposal_terms(first)})"
    fitting = build_sheet(p, items).pages[1]
    memory = next(s for s in fitting.sections if s.title.startswith("Memory per GPU"))
    assert not [r for r in memory.rows if r.label in ("To fit", "Another way to fit")]
