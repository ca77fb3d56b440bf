"""The shipped JSON Schemas are current, and real output and projects satisfy the models."""

from __future__ import annotations

import json

import pytest

from hwplanner import api
from hwplanner.paths import examples_dir, resources_dir
from hwplanner.project import Project
from hwplanner.schemas import EstimateDocument, json_schemas


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


def test_every_top_level_key_is_documented() -> None:
    """docs/CLI.md names every key of the estimate document (the contract)."""
    from hwplanner.paths import resources_dir as _res

    doc = (_res().parent / "docs" / "CLI.md").read_text(encoding="utf-8")
    missing = [k for k in EstimateDocument.model_fields if f"`{k}" not in doc]
    assert not missing, f"document these keys in docs/CLI.md: {missing}"
