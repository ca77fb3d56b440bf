"""The engine's words are marked where they are written: every label, formula, warning and
note an estimate produces is found by reading the engine's source (scripts/engine_strings.py)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.breakdown import COMPONENT_LABELS
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.plan import Method, Offload, Optimizer, Plan, Precision, Recompute
from hwplanner.engine.workload import Workload
from hwplanner.paths import examples_dir
from hwplanner.project import load_project, resolve

ROOT = Path(__file__).resolve().parents[1]


def extracted() -> dict[str, set[str]]:
    spec = importlib.util.spec_from_file_location(
        "engine_strings", ROOT / "scripts/engine_strings.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.collect()  # type: ignore[no-any-return]


def _messages(text: str) -> list[str]:
    template = getattr(text, "template", None)
    if template is None:
        return [text]
    out = [template]
    for arg in getattr(text, "args", {}).values():
        if hasattr(arg, "template"):
            out += _messages(arg)
    return out


def produced(est: Estimate) -> set[tuple[str, str]]:
    out: set[tuple[str, str]] = set()
    for fig in est.figures().values():
        out.add(("Figure", fig.label))
        if fig.display:
            out.add(("Figure", fig.display))
        for sep in (" × ", " + "):
            if sep in fig.formula and not hasattr(fig.formula, "template"):
                break
        else:
            out.update(("Formula", t) for t in _messages(fig.formula))
        for note in fig.notes:
            out.update(("Message", t) for t in _messages(note))
    for text in (*est.warnings, *est.notes):
        out.update(("Message", t) for t in _messages(text))
    out.add(("Phase", est.memory.phase))
    return out


def scenarios(n: int) -> list[Scenario]:
    cat = shipped_catalog()
    out = []
    for path in sorted(examples_dir().glob("*.json")):
        project = load_project(path)
        out += [resolve(project, sc, cat) for sc in project.scenarios]
    rng = random.Random(11)
    models, gpus = list(cat.models.values()), list(cat.gpus.values())
    while len(out) < n:
        method = rng.choice(list(Method))
        fw = "vllm" if method is Method.INFERENCE and rng.random() < 0.5 else "hf"
        if method is not Method.INFERENCE:
            fw = rng.choice(["hf", "deepspeed", "megatron", "fsdp", "torchtune"])
        try:
            plan = Plan(
                method=method,
                framework=fw,
                precision=rng.choice(list(Precision)),
                optimizer=rng.choice(list(Optimizer)),
                recompute=rng.choice(list(Recompute)),
                offload=rng.choice(list(Offload)),
                zero=rng.randint(0, 3),
                gpus_per_node=rng.choice([1, 2, 8]),
                nodes=rng.choice([1, 2]),
                tp=rng.choice([1, 1, 2]),
                pp=rng.choice([1, 1, 2]),
                grad_accum=rng.choice([1, 4]),
            )
        except ValueError:
            continue
        workload = rng.choice([Workload(), Workload(tokens=1e12, cloud_usd_per_gpu_hour=2.0)])
        out.append(
            Scenario(model=rng.choice(models), gpu=rng.choice(gpus), plan=plan, workload=workload)
        )
    return out


def test_every_engine_text_is_found_in_the_source() -> None:
    found = extracted()
    missing: set[tuple[str, str]] = set()
    for sc in scenarios(250):
        try:
            est = estimate(sc, solve=False)
        except ValueError:
            continue
        missing |= {(c, t) for c, t in produced(est) if t not in found.get(c, set())}
    assert not missing, sorted(missing)[:20]


def test_tables_and_declarations_are_found() -> None:
    found = extracted()
    assert set(COMPONENT_LABELS.values()) <= found["Figure"]
    assert {"Sequence length", "Training tokens", "Cloud price"} <= found["Field"]
    assert {"Pure bf16", "Full fine-tuning"} <= found["Choice"]
    assert {"forward", "backward", "optimizer step", "serving"} <= found["Phase"]
