"""Where a model comes from: a catalog id or a Hugging Face config.json on disk."""

from __future__ import annotations

import json
from pathlib import Path

from hwplanner.catalog import Catalog
from hwplanner.engine.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model_spec import ModelSpec


class ModelSourceError(ValueError):
    """A model reference that cannot be used; one line naming the file or id and why."""


def load_model(ref: str, catalog: Catalog) -> tuple[ModelSpec, list[str]]:
    """The model `ref` names (catalog id, or a path to a config.json) and notes on what the
    import could not model."""
    if ref in catalog.models:
        return catalog.models[ref], []
    path = Path(ref)
    if path.suffix == ".json" or path.is_file() or "/" in ref:
        if not path.is_file():
            raise ModelSourceError(f"no such file {ref!r}")
        try:
            cfg = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ModelSourceError(f"{ref} is not valid JSON ({exc})") from None
        if not isinstance(cfg, dict):
            raise ModelSourceError(f"{ref} is not a config.json object")
        try:
            return spec_from_hf_config(cfg, model_id=path.parent.name or path.stem)
        except ConfigError as exc:
            raise ModelSourceError(str(exc)) from None
    raise ModelSourceError(
        f"unknown model {ref!r}; use a catalog id (`hwplanner catalog models`) "
        "or a path to a config.json"
    )
