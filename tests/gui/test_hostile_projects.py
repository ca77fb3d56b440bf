"""Project files crafted to break the app: format strings and HTML in every name field, 1 MB
names, 1e300 and 5e-324 in every numeric field. The app neither crashes nor shows markup, a
failed open changes nothing (Ctrl+S cannot overwrite the file that failed), and opening never
writes to the file."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget, QTreeWidget, QWidget
from pytestqt.qtbot import QtBot

from hwplanner.catalog import shipped_catalog
from hwplanner.gui.files import DISCARD
from hwplanner.gui.main_window import MainWindow
from hwplanner.gui.session import Session
from hwplanner.project import Project, dump_project, save_project

HOSTILE = [
    "RTX {}",
    "RTX {x}",
    "{0!r:>{1}}",
    "100% %s %n %(x)s",
    "<img src=x>",
    "<a href=file:///etc/passwd>passwd</a>",
    "<b>bold</b><script>x</script>",
]
# the hostile names' markup (the app's own links, "<a href='rule.…'>", are not a name's)
MARKUP = ("<img", "<a href=file", "<b>bold", "<script")


def base_doc() -> dict[str, Any]:
    cat = shipped_catalog()
    doc = json.loads(dump_project(Project()))
    doc["custom_gpus"] = [{**cat.gpu("h100-sxm-80gb").model_dump(mode="json"), "id": "g"}]
    doc["custom_models"] = [{**cat.model("llama-3.1-8b").model_dump(mode="json"), "id": "m"}]
    doc["scenarios"][0].update(model_id="m", gpu_id="g", name="S", notes="")
    second = {**doc["scenarios"][0], "id": "second", "plan": {"method": "inference", "tp": 1}}
    doc["scenarios"].append(second)
    return doc


TEXT_FIELDS = [
    ("name",),
    ("notes",),
    ("scenarios", 0, "name"),
    ("scenarios", 0, "notes"),
    ("scenarios", 1, "name"),
    *(("custom_gpus", 0, f) for f in ("name", "vendor", "form_factor", "interconnect")),
    *(("custom_gpus", 0, f) for f in ("memory_type", "source", "notes", "price_date")),
    *(("custom_models", 0, f) for f in ("name", "family", "hf_repo", "source", "notes")),
]
ID_FIELDS = [("custom_gpus", 0, "id"), ("custom_models", 0, "id")]  # the scenarios follow


def with_value(doc: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    doc = json.loads(json.dumps(doc))
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    if path in ID_FIELDS:
        ref = "gpu_id" if path[0] == "custom_gpus" else "model_id"
        for sc in doc["scenarios"]:
            sc[ref] = value
    return doc


def numeric_paths(doc: dict[str, Any]) -> Iterator[tuple[Any, ...]]:
    for top in ("custom_gpus", "custom_models"):
        for key, value in doc[top][0].items():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                yield (top, 0, key)
    sc = doc["scenarios"][0]
    plan_fields = ("seq_len", "micro_batch", "grad_accum", "lora_rank", "tp", "nodes", "batch")
    yield from (("scenarios", 0, "plan", f) for f in plan_fields)
    yield from (("scenarios", 1, "plan", f) for f in ("context", "batch"))
    for key, value in sc["workload"].items():
        if value is None or isinstance(value, (int, float)):
            yield ("scenarios", 0, "workload", key)
            yield ("scenarios", 1, "workload", key)


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(Session(Project()))
    qtbot.addWidget(w)
    w.files.ask = lambda *_: DISCARD
    w.files.warnings = []  # type: ignore[attr-defined]
    w.files.warn = lambda _w, title, text: w.files.warnings.append(text)  # type: ignore[attr-defined]
    w.resize(1500, 920)
    w.show()
    return w


def shows_no_markup(window: MainWindow) -> None:
    # the input panels built when first shown: built, so that their texts are read too
    assert window.hardware_panel and window.method_panel and window.workload_panel
    for label in window.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.PlainText:
            continue
        text = label.text()
        assert not any(m in text for m in MARKUP), (label.objectName(), text[:200])
    for item in (*window.chart.labels.values(), window.chart.total_label):
        assert not any(m in item.toHtml() for m in MARKUP)  # plain text, never markup
    # tooltips: Qt renders any that looks like HTML as HTML (an <img> reads its file)
    tips = [w.toolTip() for w in window.findChildren(QWidget)]
    tips += [a.toolTip() for a in window.findChildren(QAction)]
    for table in window.findChildren(QTableWidget):
        for col in range(table.columnCount()):
            header = table.horizontalHeaderItem(col)
            tips.append(header.toolTip() if header is not None else "")
            for row in range(table.rowCount()):
                cell = table.item(row, col)
                tips.append(cell.toolTip() if cell is not None else "")
    for tree in window.findChildren(QTreeWidget):
        for item in tree.findItems("*", Qt.MatchFlag.MatchWildcard | Qt.MatchFlag.MatchRecursive):
            tips += [item.toolTip(c) for c in range(tree.columnCount())]
    for tip in tips:
        assert not any(m in tip for m in MARKUP), tip[:200]


def visit_views(window: MainWindow) -> None:
    for index in (1, 2, 0):
        window.views.setCurrentIndex(index)
        QApplication.processEvents()
    for index in range(window.inputs.count()):
        window.inputs.setCurrentIndex(index)
    QApplication.processEvents()


@pytest.mark.parametrize("value", HOSTILE)
def test_format_strings_and_html_in_every_name_field(
    window: MainWindow, tmp_path: Path, value: str
) -> None:
    doc = base_doc()
    for path in [*TEXT_FIELDS, *ID_FIELDS]:
        doc = with_value(doc, path, f"{value} {path[-1]}")
    file = tmp_path / "hostile.json"
    file.write_text(json.dumps(doc), encoding="utf-8")
    before = file.read_bytes()
    assert window.files.open_path(file), window.files.warnings  # type: ignore[attr-defined]
    assert window.session.project.name == f"{value} name"
    visit_views(window)
    window.grab()  # every paint event runs
    shows_no_markup(window)
    if "{" in value:  # shown literally on the chart, not formatted
        assert value in window.chart.labels["capacity"].toPlainText()
        assert value in window.sweep.legend.entries["capacity"].text.text()
    if "<img" in value:
        assert value in window.chart.status.text()  # plain text: the markup as characters
        assert f"{value} name" in window.windowTitle()
    window.files.ask = lambda *_: DISCARD
    assert window.close()
    assert file.read_bytes() == before  # opening (and quitting) never writes to the file


def test_a_long_html_scenario_name_is_plain_text_in_the_compare_header(
    window: MainWindow, tmp_path: Path
) -> None:
    """A name long enough to be cut in the Compare view's header shows whole in its tooltip —
    as characters: as HTML, '<img src=/dev/zero>' read /dev/zero without bound on hover."""
    doc = base_doc()
    long = "<img src=/dev/zero>" + " the scenario with a very long name" * 4
    doc["scenarios"] = [
        {**doc["scenarios"][0], "name": f"{long} {i}", "id": f"s{i}"} for i in range(3)
    ]
    file = tmp_path / "long.json"
    file.write_text(json.dumps(doc), encoding="utf-8")
    assert window.files.open_path(file), window.files.warnings  # type: ignore[attr-defined]
    window.views.setCurrentIndex(1)  # Compare, built when first shown
    QApplication.processEvents()
    table = window.compare.table
    tips = [table.horizontalHeaderItem(c).toolTip() for c in range(table.columnCount())]
    assert any("&lt;img src=/dev/zero&gt;" in t for t in tips), tips  # cut, so shown whole
    shows_no_markup(window)
    window.files.ask = lambda *_: DISCARD
    assert window.close()


def test_one_megabyte_names_are_cut_at_load_and_the_window_keeps_its_size(
    window: MainWindow, tmp_path: Path
) -> None:
    doc = base_doc()
    for path in TEXT_FIELDS:
        doc = with_value(doc, path, "W{<b>" * 200_000)
    file = tmp_path / "huge.json"
    file.write_text(json.dumps(doc), encoding="utf-8")
    assert window.files.open_path(file)
    assert window.session.project.name == ("W{<b>" * 40)[:200]  # cut to the limit, named
    assert len(window.files.warnings[-1].splitlines()) >= len(TEXT_FIELDS)  # type: ignore[attr-defined]
    # 200 characters without a break (the limit) in every name: still a usable window
    doc = base_doc()
    for path in TEXT_FIELDS:
        doc = with_value(doc, path, "W" * 200)
    file.write_text(json.dumps(doc), encoding="utf-8")
    assert window.files.open_path(file)
    visit_views(window)
    assert window.minimumSizeHint().width() < 1400
    assert window.width() <= 1500 and not window.grab().isNull()
    assert len(window.windowTitle()) < 200


@pytest.mark.slow  # a long property or fuzz run: the full suite runs it
def test_extreme_numbers_in_every_numeric_field(window: MainWindow, tmp_path: Path) -> None:
    """Each of 1e300 and 5e-324 in each numeric field: the file opens (the value reset, or
    usable) or is refused; after a refusal nothing has changed."""
    good = tmp_path / "good.json"
    save_project(Project(name="Good"), good)
    assert window.files.open_path(good)
    title = window.windowTitle()
    doc = base_doc()
    paths = list(numeric_paths(doc))
    assert len(paths) > 60
    opened = refused = 0
    file = tmp_path / "extreme.json"
    for path in paths:
        for value in (1e300, 5e-324):
            file.write_text(json.dumps(with_value(doc, path, value)), encoding="utf-8")
            before = file.read_bytes()
            if window.files.open_path(file):
                opened += 1
                QApplication.processEvents()
                shows_no_markup(window)
                assert window.files.open_path(good)
            else:
                refused += 1
                # a failed open changes nothing: project, path, title
                assert window.session.project.name == "Good"
                assert window.files.path == good and window.windowTitle() == title
            assert file.read_bytes() == before
    assert opened and opened + refused == 2 * len(paths)


def test_a_failed_open_changes_nothing_and_save_writes_the_previous_file(
    window: MainWindow, tmp_path: Path
) -> None:
    good = tmp_path / "good.json"
    save_project(Project(name="Good"), good)
    assert window.files.open_path(good)
    window.session.set("plan.seq_len", 4096)
    title, project = window.windowTitle(), window.session.project
    bad = tmp_path / "bad.json"
    doc = base_doc()
    doc["custom_gpus"][0]["memory_gib"] = "Infinity"
    bad.write_text(json.dumps(doc).replace('"Infinity"', "Infinity"), encoding="utf-8")
    before = bad.read_bytes()
    assert not window.files.open_path(bad, ask=False)
    assert "custom_gpus.0.memory_gib: not a finite number" in window.files.warnings[-1]  # type: ignore[attr-defined]
    assert window.session.project == project and window.files.path == good
    assert window.windowTitle() == title and window.files.dirty
    window.session.set("plan.seq_len", 8192)  # no error dialog on the next edit
    assert window.session.estimate is not None
    assert window.files.save()  # Ctrl+S: the previous file, never the one that failed
    assert bad.read_bytes() == before
    assert json.loads(good.read_text())["scenarios"][0]["plan"]["seq_len"] == 8192
