"""The JSON contracts' schemas: every document hwplanner writes (estimate with and without --gpu,
a project's estimates, recommend, check, fit, declared in engine/document.py and
engine/command_documents.py; the catalogs, the specs'
own models) and the project file, as the JSON Schema files shipped in resources/schemas/, and
the key tables of docs/CLI.md (scripts/make_schemas.py writes both; tests keep them current and
check real output against them)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, TypeAdapter

from hwplanner.engine.command_documents import (
    CheckDocument,
    EveryGpuDocument,
    FitDocument,
    ProjectDocument,
    RecommendDocument,
)
from hwplanner.engine.document import EstimateDocument
from hwplanner.engine.model.gpu_spec import CloudInstance, GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.prices import PriceRow
from hwplanner.engine.plan.plan import Plan
from hwplanner.project import Project


def json_schemas() -> dict[str, dict[str, Any]]:
    """{file name: JSON Schema} for every JSON document hwplanner writes, and the project file."""
    plan = {
        "description": "every plan value, resolved; user_fields names the user's",
        **Plan.model_json_schema(mode="serialization"),
    }
    found: dict[str, dict[str, Any]] = {}
    for name, (title, schema) in _documents().items():
        if "plan" in schema.get("properties", {}):
            schema["properties"]["plan"] = plan
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = title
        found[f"{name}.schema.json"] = schema
    return found


def _documents() -> dict[str, tuple[str, dict[str, Any]]]:
    def rows(model: type[BaseModel]) -> dict[str, Any]:
        return TypeAdapter(list[model]).json_schema(mode="serialization")  # type: ignore[valid-type]

    return {
        "estimate": ("hwplanner estimate --json", EstimateDocument.model_json_schema()),
        "estimate-every-gpu": (
            "hwplanner estimate --json (no --gpu)",
            EveryGpuDocument.model_json_schema(),
        ),
        "estimate-project": (
            "hwplanner estimate PROJECT.json --json",
            ProjectDocument.model_json_schema(),
        ),
        "recommend": ("hwplanner recommend --json", RecommendDocument.model_json_schema()),
        "check": ("hwplanner check --json", CheckDocument.model_json_schema()),
        "fit": ("hwplanner fit --json", FitDocument.model_json_schema()),
        "catalog-models": ("hwplanner catalog models --json", rows(ModelSpec)),
        "catalog-gpus": ("hwplanner catalog gpus --json", rows(GpuSpec)),
        "catalog-instances": ("hwplanner catalog instances --json", rows(CloudInstance)),
        "catalog-prices": ("hwplanner catalog prices --json", rows(PriceRow)),
        "project": ("hwplanner project", Project.model_json_schema(mode="validation")),
    }


def key_table(model: type[BaseModel]) -> str:
    """A Markdown table of a document's keys, in the order the document writes them, each with
    its declared description (what docs/CLI.md shows)."""
    rows = ["| key | meaning |", "|---|---|"]
    for name, info in model.model_fields.items():
        text = (info.description or "").replace("|", "\\|").replace("\n", " ")
        rows.append(f"| `{name}` | {text} |")
    return "\n".join(rows) + "\n"


TABLES: dict[str, type[BaseModel]] = {
    "estimate": EstimateDocument,
    "estimate-every-gpu": EveryGpuDocument,
    "recommend": RecommendDocument,
    "check": CheckDocument,
    "fit": FitDocument,
}


def replace_marked(doc: str, kind: str, name: str, content: str) -> str:
    """`doc` with the text between `<!-- KIND: NAME -->` and `<!-- /KIND -->` replaced by
    `content` (generated tables in docs/CLI.md)."""
    start, end = f"<!-- {kind}: {name} -->\n", f"<!-- /{kind} -->"
    head, found, rest = doc.partition(start)
    if not found:
        raise ValueError(f"docs/CLI.md has no {start.strip()} marker")
    _, found, tail = rest.partition(end)
    if not found:
        raise ValueError(f"docs/CLI.md: {start.strip()} is not closed by {end}")
    return head + start + content + end + tail


def with_key_tables(doc: str) -> str:
    """docs/CLI.md with every generated key table replaced by the current one."""
    for name, model in TABLES.items():
        doc = replace_marked(doc, "keys", name, key_table(model))
    return doc
