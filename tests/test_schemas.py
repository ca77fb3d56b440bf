"""The shipped JSON Schemas are current, and real output and projects satisfy the models."""

from __future__ import annotations

import json

import pytest

from hwplanner import api
from hwplanner.engine.document import EstimateDocument
from hwplanner.paths import examples_dir, resources_dir
from hwplanner.project import Project
from hwplanner.schemas import json_schemas, with_key_tables


def test_shipped_schemas_are_current() -> None:
    for name, schema in json_schemas().items():
        shipped = json.loads((resources_dir() / "schemas" / name).read_text(encoding="utf-8"))
        assert shipped == json.loads(json.dumps(schema)), f"run scripts/make_schemas.py ({name})"


@pytest.mark.parametrize(
    ("model", "gpu", "method", "values"),
    [
        ("llama-3.1-8b", "h100-sxm-80gb", "lora", {}),
        ("mixtral-8x7b", "a100-sxm-80gb", "full", {"gpus_per_node": 8, "zero": 3}),
        ("deepseek-v3", "l40s", "inference", {}),
        ("llama-3.1-8b", "rtx-4090", "qlora", {}),
    ],
)
def test_estimate_documents_satisfy_the_contract(
    model: str, gpu: str, method: str, values: dict[str, object]
) -> None:
    from hwplanner.cli.output import finite

    doc = finite(api.estimate(model, gpu, method, **values).as_dict())
    EstimateDocument.model_validate(json.loads(json.dumps(doc, allow_nan=False)))


def test_example_projects_satisfy_the_project_schema() -> None:
    for path in examples_dir().glob("*.json"):
        Project.model_validate_json(path.read_text(encoding="utf-8"))


def test_the_docs_key_tables_are_current() -> None:
    """docs/CLI.md's key tables are generated from the documents' declarations (every key, with
    its description): run scripts/make_schemas.py after changing a document."""
    doc = (resources_dir().parent / "docs" / "CLI.md").read_text(encoding="utf-8")
    assert with_key_tables(doc) == doc, "run scripts/make_schemas.py"
    from hwplanner.cli.doc_tables import with_option_tables

    assert with_option_tables(doc) == doc, "run scripts/make_schemas.py (the option tables)"
    for key, info in EstimateDocument.model_fields.items():
        assert info.description, f"{key}: say what it means (Field(description=...))"
        assert f"| `{key}` |" in doc


def test_the_methods_hybrid_frameworks_table_is_current() -> None:
    """docs/METHOD.md's table of which framework runs which hybrid is generated from
    plan/architectures.py: run scripts/make_schemas.py after changing it."""
    from hwplanner.cli.doc_tables import with_method_tables

    doc = (resources_dir().parent / "docs" / "METHOD.md").read_text(encoding="utf-8")
    assert with_method_tables(doc) == doc, "run scripts/make_schemas.py (METHOD's hybrid table)"
    assert "| `tgi` | ✗ |" in doc and "| `vllm` | ✓ |" in doc


def _json_of(capsys: pytest.CaptureFixture[str], *argv: str) -> object:
    from hwplanner.cli import main

    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_every_json_output_satisfies_its_declaration(capsys: pytest.CaptureFixture[str]) -> None:
    """estimate without --gpu, a project's estimates, recommend and the catalogs: each output
    validates against the model its schema is made from (extra keys refused)."""
    from pydantic import TypeAdapter

    from hwplanner.engine.command_documents import (
        EveryGpuDocument,
        ProjectDocument,
        RecommendDocument,
    )
    from hwplanner.engine.model.gpu_spec import CloudInstance, GpuSpec
    from hwplanner.engine.model.model_spec import ModelSpec
    from hwplanner.engine.model.prices import PriceRow

    every = _json_of(capsys, "estimate", "--model", "llama-3.1-8b", "--method", "lora", "--json")
    assert EveryGpuDocument.model_validate(every).gpus_needed
    project = examples_dir() / "70b-full-lora-qlora.json"
    doc = ProjectDocument.model_validate(_json_of(capsys, "estimate", str(project), "--json"))
    assert len(doc.scenarios) == 3 and doc.scenarios[0].name
    for method in ("lora", "inference"):
        rec = _json_of(capsys, "recommend", "--model", "llama-3.1-8b", "--method", method, "--json")
        assert RecommendDocument.model_validate(rec).by_time
    kinds = {"models": ModelSpec, "gpus": GpuSpec, "instances": CloudInstance, "prices": PriceRow}
    for kind, model in kinds.items():
        rows = _json_of(capsys, "catalog", kind, "--json")
        assert TypeAdapter(list[model]).validate_python(rows)  # type: ignore[valid-type]


def test_every_json_output_has_a_shipped_schema() -> None:
    names = set(json_schemas())
    for name in ("estimate", "estimate-every-gpu", "estimate-project", "recommend"):
        assert f"{name}.schema.json" in names
    for kind in ("models", "gpus", "instances", "prices"):
        assert f"catalog-{kind}.schema.json" in names


def test_every_figure_key_views_name_is_one_an_estimate_produces() -> None:
    """FigureKey is the one list of figure keys the views look up: each is produced by an
    estimate (training with offload and a paged optimizer, serving, post-training)."""
    from hwplanner.engine.core.keys import FigureKey

    produced: set[str] = set()
    for model, gpu, method, values in [
        ("llama-3.1-8b", "h100-sxm-80gb", "full", {"offload": "optimizer", "zero": 2}),
        ("llama-3.1-8b", "rtx-4090", "qlora", {"paged_optimizer": True, "loss": "fused_linear"}),
        (
            "llama-3.1-70b",
            "a100-sxm-80gb",
            "full",
            {
                "offload": "optimizer+params",
                "zero": 3,
                "offload_device": "nvme",
                "framework": "deepspeed",
            },
        ),
        ("qwen3-32b", "h100-sxm-80gb", "inference", {}),
        ("qwen3-32b", "h100-sxm-80gb", "inference", {"requests_per_day": 1e8}),  # over the peak
        ("qwen3-8b", "h100-sxm-80gb", "grpo", {"gpus_per_node": 8}),
    ]:
        produced |= set(api.estimate(model, gpu, method, **values).figures())
    missing = [k.value for k in FigureKey if k.value not in produced]
    assert not missing, missing
