"""One figure, one value: every figure reads the same in the window, the sheet, the readable
report, the comparison and JSON, for every example project in every language; a figure a note
quotes is one the views show; every value carries its unit."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from hwplanner.cli.report import render_estimate
from hwplanner.engine.core.keys import FigureKey
from hwplanner.engine.estimate import Estimate
from hwplanner.formatting import format_figure, format_value, rule_line
from hwplanner.gui.session import Session
from hwplanner.gui.summary import SummaryPanel
from hwplanner.i18n import label, message
from hwplanner.paths import example_projects, examples_dir
from hwplanner.project import load_project
from hwplanner.scenarios import estimate_scenarios
from hwplanner.sheet.comparison import comparison_rows, run_seconds
from hwplanner.sheet.summary import build_sheet
from hwplanner.sheet.types import Sheet
from tests.languages import installed

LANGS = ("en", "zh_TW", "zh_CN")
EXAMPLES = sorted(p.name for p in examples_dir().glob("*.json"))
# a size as the views write it (format_bytes: one decimal); articles' round figures have none
SIZE = re.compile(r"\d[\d,]*\.\d (?:GB|TB)")


@pytest.fixture(params=LANGS)
def lang(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    yield from installed(str(request.param))


def shown(est: Estimate, key: str) -> str:
    fig = est.figures()[key]
    return label(fig.display) if fig.display else format_figure(fig)


def page_rows(sheet: Sheet, index: int) -> dict[str, str]:
    """The scenario page's rows, label → value (the first page is the decision summary)."""
    # a scenario page: one bar and its sections (a serving plan's also has its Fit table);
    # the comparison page has a bar per scenario and only its table
    pages = [p for p in sheet.pages if p.bars and len(p.bars) == 1 and p.sections]
    rows: dict[str, str] = {}
    for section in pages[index].sections:
        rows.update({r.label: r.value for r in section.rows})
    return rows


def report_value(report: str, text: str) -> str | None:
    """The value the readable report gives a row labelled `text` (its first column)."""
    found = re.search(rf"^  {re.escape(text)}  +(\S.*?)(?:   .*)?$", report, re.M)
    return found.group(1).strip() if found else None


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_figure_reads_the_same_in_every_view(name: str, lang: str, qtbot: QtBot) -> None:
    path = next(p for p in example_projects(lang) if p.name == name)
    project = load_project(path)
    items = estimate_scenarios(project, path)
    sheet = build_sheet(project, items)
    compare = {r.label: r.cells for r in comparison_rows(items)} if len(items) > 1 else {}
    session = Session(project)
    panel = SummaryPanel(session)
    qtbot.addWidget(panel)
    checked = 0
    for i, (_, est) in enumerate(items):
        assert est is not None
        session.select_scenario(i)
        panel.refresh(est)
        rows = page_rows(sheet, i)
        report = render_estimate(est)
        doc = est.as_dict()
        for key, item in panel.items.items():
            value = shown(est, key)
            window = item.text(1).removeprefix("⚠ ")
            assert window == value, (key, window, value)
            text = label(est.figures()[key].label)
            if text in rows:
                row = rows[text].removeprefix("⚠ ")
                assert row == value or row.startswith(value + " ("), (key, row, value)
                checked += 1
            cli = report_value(report, text)
            if cli is not None and not est.figures()[key].display:
                assert cli == value or cli.startswith(value + " "), (key, cli, value)
                checked += 1
            explained = doc["explain"][key]
            fig = est.figures()[key]
            if explained["value"] is not None and fig.display == "":
                again = fig._replace(value=explained["value"])
                assert format_figure(again) == value, key  # JSON holds the same number
        # the rules of thumb: the same two figures in the window, the report and the sheet
        paragraphs = [p for page in sheet.pages for s in page.sections for p in s.paragraphs]
        for check, (rule_row, ours_row) in zip(est.rule_checks, panel._rule_rows, strict=True):
            line = rule_line(check)
            assert rule_row.text(1).endswith(line.rule_value) and ours_row.text(1) == line.ours
            assert any(line.head in p for p in paragraphs)
            assert line.head.split(": ")[0] in report or line.head[:20] in report
        # the comparison: its cells are the page's figures
        if compare:
            seconds = run_seconds(est)
            memory = format_value(est.memory.held_total_bytes, "bytes")
            cells = {k: v[i] for k, v in compare.items()}
            assert any(c.startswith(memory) for c in cells.values()), (memory, cells)
            gpu_hours = est.figures().get(FigureKey.COMPUTE_GPU_HOURS)
            if gpu_hours is not None:
                assert format_figure(gpu_hours) in cells.values()
            if seconds is not None and est.scenario.plan.method.is_training:
                assert shown(est, FigureKey.COMPUTE_SECONDS) in cells.values()
    assert checked > 0


@pytest.mark.parametrize("name", EXAMPLES)
def test_a_size_a_note_quotes_is_one_the_views_show(name: str, lang: str) -> None:
    """The project's notes and the estimate's own notes quote sizes the views show (the
    Qwen3-235B example said 122, 125 and 126 GB for one figure in three places)."""
    path = next(p for p in example_projects(lang) if p.name == name)
    project = load_project(path)
    items = estimate_scenarios(project, path)
    views: set[str] = set()
    notes = [project.notes]
    for _, est in items:
        assert est is not None
        views |= {format_figure(f) for f in est.figures().values()}
        for c in est.rule_checks:
            line = rule_line(c)
            views |= {line.rule_value, line.ours}
        for size in (
            est.memory.held_total_bytes,
            est.memory.capacity_bytes,
            est.memory.limit_bytes,
        ):
            views.add(format_value(size, "bytes"))  # the memory table's rows
        notes += [message(n) for n in est.notes]
        views |= set(SIZE.findall(" ".join(message(c.why) for c in est.rule_checks)))
    for text in notes:
        for size in SIZE.findall(text):
            assert size in views, (size, text[:160])


def test_every_value_carries_its_unit(qapp: object) -> None:
    """A figure shown without a unit is a count of what its label names (GPUs, racks,
    replicas, users) or the exchange rate; never tokens or bytes."""
    bare = set()
    for path in sorted(examples_dir().glob("*.json")):
        project = load_project(path)
        for _, est in estimate_scenarios(project, path):
            assert est is not None
            for fig in est.figures().values():
                text = format_figure(fig)
                if not re.search(r"[A-Za-z%$×—]", text) and fig.value != 0:
                    bare.add(fig.unit)
    assert bare <= {"count", "factor"}, bare


def test_tokens_read_as_tokens() -> None:
    assert format_value(18788, "tokens") == "18,788 tokens"
