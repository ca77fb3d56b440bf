"""Printed sheets: the PDF's text carries the engine's figures; pages look like pages."""

import shutil
import subprocess
from pathlib import Path

import pytest

from hwplanner.catalog import load_catalog
from hwplanner.cli import main
from hwplanner.engine.estimate import estimate
from hwplanner.formatting import format_figure
from hwplanner.paths import examples_dir
from hwplanner.project import load_project, resolve

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs poppler-utils")


def pdf_text(path: Path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout


def test_print_command_writes_pdf_with_engine_figures(
    tmp_path: Path, qapp: object, capsys: pytest.CaptureFixture[str]
) -> None:
    project_path = examples_dir() / "70b-full-lora-qlora.json"
    out = tmp_path / "sheet.pdf"
    assert main(["print", str(project_path), "-o", str(out)]) == 0
    text = pdf_text(out)
    project = load_project(project_path)
    cat = load_catalog()
    for sc in project.scenarios:
        est = estimate(resolve(project, sc, cat))
        assert format_figure(est.memory.total) in text
        assert format_figure(est.budget.cost["cloud_usd"]) in text
        assert format_figure(est.budget.compute["gpu_hours"]) in text
    assert "comparison" in text and "Hidden costs" in text and "840 GB" in text
    # the comparison table (the last page) wraps a long cell onto a second line, never cuts it
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    pages = next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:"))
    last = subprocess.run(
        ["pdftotext", "-f", pages, "-l", pages, str(out), "-"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    assert "comparison" in last.lower() and "…" not in last
    assert "32 × NVIDIA H100 SXM5" in last and "AMP: fp32 weights, bf16" in last
    assert "A4" in info or "595" in info


def test_letter_paper_and_bad_output(
    tmp_path: Path, qapp: object, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "sheet.pdf"
    project = str(examples_dir() / "7b-lora-rtx4090.json")
    assert main(["print", project, "-o", str(out), "--page", "letter"]) == 0
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    assert "612 x 792" in info
    code = main(["print", project, "-o", str(tmp_path / "no" / "such" / "dir" / "x.pdf")])
    assert code == 2
    assert "--output" in capsys.readouterr().err


def test_print_refuses_corrupt_project(
    tmp_path: Path, qapp: object, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["print", str(bad), "-o", str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert "corrupt" in err and len(err.strip().splitlines()) == 1


def test_pdf_carries_title_author_and_subject(tmp_path: Path, qapp: object) -> None:
    from hwplanner.sheet.render import export_pdf
    from hwplanner.sheet.summary import Sheet

    out = tmp_path / "meta.pdf"
    export_pdf(Sheet(title='R&D <plan> "Q3"', date="2026-12-01"), out)
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    assert 'Title:           R&D <plan> "Q3"' in info
    assert "Author:          hwplanner" in info and "Creator:         hwplanner" in info
    xmp = subprocess.run(["pdfinfo", "-meta", str(out)], capture_output=True, text=True).stdout
    assert "<dc:description>" in xmp and "2026-12-01" in xmp
    assert "R&amp;D &lt;plan&gt; &quot;Q3&quot;" in xmp


def test_a_long_input_value_keeps_its_origin_note(tmp_path: Path, qapp: object) -> None:
    """The loss Liger's switch brings is a long value: drawn across the note column, its
    origin ("with Liger kernels") goes on the line below instead of being dropped."""
    from hwplanner.project import Project, ScenarioSpec

    plan = {"method": "lora", "framework": "hf", "seq_len": 2048, "liger_kernels": True}
    sc = ScenarioSpec(name="S", model_id="llama-3.1-8b", gpu_id="rtx-4090", plan=plan)
    path = tmp_path / "p.json"
    path.write_text(Project(name="P", scenarios=(sc,)).model_dump_json(), encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    assert main(["print", str(path), "-o", str(out)]) == 0
    lines = pdf_text(out).splitlines()
    at = next(i for i, line in enumerate(lines) if "Fused linear cross-entropy" in line)
    assert "with Liger kernels" in lines[at + 1]
