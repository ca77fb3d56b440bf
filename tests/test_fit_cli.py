"""`hwplanner fit`: the reverse fit as a table, CSV and JSON (the declared document)."""

from __future__ import annotations

import json

import pytest

from hwplanner.cli import main
from hwplanner.engine.command_documents import FitDocument

ARGS = ["fit", "--model", "llama-3.1-70b", "--gpu", "rtx-4090", "--tp", "2", "--gpus", "2"]


def test_the_table_names_each_format_its_fit_and_its_quality_source(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([*ARGS, "--context", "8192"]) == 0
    out = capsys.readouterr().out
    assert "Llama 3.1 70B on 2 × NVIDIA GeForce RTX 4090 24GB (vllm), 8,192 tokens" in out
    lines = [line.split() for line in out.splitlines()]
    int4_fp8 = next(cells for cells in lines if cells[:2] == ["int4", "fp8"])
    assert int4_fp8[2] == "yes"
    assert "int4: WikiText-2 perplexity 5.47 → 5.6 on Llama-2-7B" in out
    assert "not formats with each other" in out


def test_json_is_the_declared_document(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGS, "--context", "8192", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    FitDocument.model_validate(doc)  # resources/schemas/fit.schema.json
    assert doc["gpus"] == 2 and doc["context"] == 8192 and doc["framework"] == "vllm"
    rows = {(r["weight_format"], r["kv_dtype"]): r for r in doc["rows"]}
    assert rows[("int4", "fp8")]["fits"] and rows[("bf16", "bf16")]["users"] is None
    assert rows[("bf16", "bf16")]["quality"] is None
    assert rows[("int4", "fp8")]["quality"]["measure"] == "WikiText-2 perplexity"


def test_csv_is_english_and_a_training_method_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([*ARGS, "--format", "csv", "--lang", "zh_TW"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("weight_format,kv_dtype,planned,checkpoint,fits,total_bytes,")
    assert lines[1].startswith("bf16,bf16,True,False,False,")  # the plan, as data
    int4 = next(line for line in lines if line.startswith("int4,fp8,"))
    assert ",WikiText-2 perplexity,Llama-2-7B," in int4
    assert main([*ARGS, "--method", "lora"]) == 2
    assert "--method: fit is for serving plans" in capsys.readouterr().err


def test_a_serving_scenario_page_prints_its_fit_after_the_figures() -> None:
    """The printed sheet: a serving plan's page has the Fit table and each format's quality
    source after it; a training plan's page has neither."""
    from hwplanner.project import Project, ScenarioSpec
    from hwplanner.scenarios import estimate_scenarios
    from hwplanner.sheet.summary import build_sheet

    serving = ScenarioSpec(name="serve", model_id="llama-3.1-70b", gpu_id="rtx-4090")
    serving = serving.model_copy(
        update={
            "plan": serving.plan.with_changes(
                method="inference", tp=2, gpus_per_node=2, context=8192
            )
        }
    )
    training = ScenarioSpec(name="train")
    project = Project(scenarios=(serving, training))
    items = estimate_scenarios(project, None, solve=False)
    sheet = build_sheet(project, items)
    pages = [p for p in sheet.pages if p.bars and len(p.bars) == 1 and p.sections]
    serve_page, train_page = pages
    (table,) = serve_page.tables
    assert table.title == "Weight formats on these GPUs, at 8,192 tokens"
    assert table.header[0] == "weights" and ("int4", "fp8", "yes") in {r[:3] for r in table.rows}
    (sources,) = serve_page.after
    assert any(p.startswith("int4: WikiText-2 perplexity") for p in sources.paragraphs)
    assert not train_page.tables and not train_page.after


def test_replicas_of_the_plan_are_said(capsys: pytest.CaptureFixture[str]) -> None:
    # two GPUs with tp and pp 1 are two replicas of one GPU each, and the table is per replica
    args = ["fit", "--model", "llama-3.1-70b", "--gpu", "rtx-4090", "--gpus", "2"]
    assert main([*args, "--framework", "vllm"]) == 0
    out = capsys.readouterr().out
    assert "on 1 × NVIDIA GeForce RTX 4090 24GB" in out
    assert "The plan's 2 GPUs hold 2 replicas of it (tp × pp = 1)." in out
    assert main(ARGS) == 0
    assert "replicas of it" not in capsys.readouterr().out
