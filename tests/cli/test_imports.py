"""A command imports what it needs: one plan's JSON pulls in neither the other commands, the text
report, the sheet, project files nor Qt (what the command line's start-up time is made of)."""

from __future__ import annotations

import importlib
import subprocess
import sys

from pydantic import BaseModel

LOADED = """
import sys
from hwplanner.cli import main
rc = main(sys.argv[1:])
mods = sorted(m for m in sys.modules if m.startswith(("hwplanner", "PySide6", "shiboken6")))
print("LOADED", rc, " ".join(mods))
"""


def loaded(*argv: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", LOADED, *argv], capture_output=True, text=True, check=False
    )
    line = next(x for x in out.stdout.splitlines() if x.startswith("LOADED"))
    _, rc, *mods = line.split()
    assert rc == "0", out.stderr
    return set(mods)


def test_one_plans_json_loads_only_what_it_prints() -> None:
    mods = loaded("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--json")
    unwanted = {
        "hwplanner.cli.recommend",
        "hwplanner.cli.validate",
        "hwplanner.cli.printing",
        "hwplanner.cli.report",
        "hwplanner.cli.estimate_text",
        "hwplanner.cli.estimate_project",
        "hwplanner.validation",
        "hwplanner.sheet",
        "hwplanner.project",
        "hwplanner.gui",
        "PySide6",
    }
    assert not mods & unwanted, sorted(mods & unwanted)
    assert "hwplanner.engine.estimate" in mods


def test_a_serving_plans_json_loads_no_training_memory() -> None:
    """A serving estimate imports neither training memory (engine/methods.py asks for it only
    for a training plan) nor post-training."""
    plan = ("--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--method", "inference")
    mods = loaded("estimate", *plan, "--json")
    unwanted = {
        "hwplanner.engine.memory.training",
        "hwplanner.engine.memory.activations",
        "hwplanner.engine.posttrain",
    }
    assert not mods & unwanted, sorted(mods & unwanted)
    assert "hwplanner.engine.memory.inference" in mods


def test_help_still_lists_every_command() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "hwplanner", "--help"], capture_output=True, text=True, check=True
    )
    for name in ("estimate", "recommend", "catalog", "print", "validate", "gui", "completion"):
        assert name in out.stdout


AS_THE_PROGRAM = """
import sys
from hwplanner import launch
rc = launch._run(sys.argv[1:])
print("LOADED", rc, " ".join(sorted(sys.modules)))
"""


def test_an_english_estimate_of_a_catalog_model_loads_no_reader_it_does_not_use() -> None:
    """No config.json, checkpoint or GGUF reader for a catalog id, no translation reader for
    English, no `logging` when nothing goes wrong, no importlib.metadata for pydantic's plugins
    (hwplanner.pydantic_plugins), no difflib when no name is refused — each a few ms of a new
    process."""
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            AS_THE_PROGRAM,
            "estimate",
            "--model",
            "llama-3.1-8b",
            "--gpu",
            "h100-sxm-80gb",
            "--lang",
            "en",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    line = next(x for x in out.stdout.splitlines() if x.startswith("LOADED"))
    _, rc, *names = line.split()
    assert rc == "0", out.stderr
    unwanted = {
        "hwplanner.engine.model.hf_config",
        "hwplanner.engine.model.gguf_spec",
        "hwplanner.checkpoint_files",
        "hwplanner.qm",
        "logging",
        "importlib.metadata",
        "difflib",
    }
    assert not set(names) & unwanted, sorted(set(names) & unwanted)


# the modules of the models every estimate builds (its plan, workload, model, GPU, prices, JSON)
MODEL_MODULES = (
    "hwplanner.engine.plan.plan",
    "hwplanner.engine.plan.workload",
    "hwplanner.engine.model.model_spec",
    "hwplanner.engine.model.model_parts",
    "hwplanner.engine.model.gpu_spec",
    "hwplanner.engine.model.prices",
    "hwplanner.engine.document",
)


def test_the_models_an_estimate_builds_hold_their_annotations_as_objects() -> None:
    """An annotation held as text (`from __future__ import annotations`) is compiled and
    evaluated by pydantic when it builds the model, a share of every command's start-up; these
    modules declare their models without it."""
    for name in MODEL_MODULES:
        module = importlib.import_module(name)
        models = [
            v
            for v in vars(module).values()
            if isinstance(v, type) and issubclass(v, BaseModel) and v.__module__ == name
        ]
        assert models, name
        for model in models:
            texts = [k for k, a in vars(model).get("__annotations__", {}).items() if type(a) is str]
            assert not texts, (model.__qualname__, texts)
