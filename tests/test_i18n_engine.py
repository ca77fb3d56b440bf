"""The engine's words are marked where they are written: every label, formula, warning and
note an estimate produces is found by reading the engine's source (scripts/engine_strings.py)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.core.message import Verbatim
from hwplanner.engine.estimate import Estimate, Scenario, estimate
from hwplanner.engine.memory.breakdown import COMPONENT_LABELS
from hwplanner.engine.plan.plan import (
    Loss,
    Method,
    Offload,
    OffloadDevice,
    Optimizer,
    Plan,
    Precision,
    Recompute,
)
from hwplanner.engine.plan.workload import Workload
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


def _texts(text: str, context: str) -> set[tuple[str, str]]:
    """(context, text) of every translatable piece of `text`: a Message's template and its
    nested Messages, Terms and Joined parts; a plain string is a literal of `context`, except
    as a Message's argument (data: a name, a number); a Verbatim citation is never translated."""
    if not text or isinstance(text, Verbatim):
        return set()
    template = getattr(text, "template", None)
    if template is not None:
        out = {("Message", template)}
        for arg in getattr(text, "args", {}).values():
            if isinstance(arg, str) and type(arg) is not str:
                out |= _texts(arg, "Message")
        return out
    term = getattr(text, "context", None)
    if term is not None:
        return {(term, str(text))}
    parts = getattr(text, "parts", None)
    if parts is not None:
        return set().union(*(_texts(p, "Source") for p in parts))
    return {(context, text)} if type(text) is str else set()


def produced(est: Estimate) -> set[tuple[str, str]]:
    out: set[tuple[str, str]] = set()
    figures = {**est.figures(), **{f"price.{k}": f for k, f in est.budget.prices.items()}}
    for fig in figures.values():
        out.add(("Figure", fig.label))
        if fig.display:
            out.add(("Figure", fig.display))
        for sep in (" × ", " + "):
            if sep in fig.formula and not hasattr(fig.formula, "template"):
                break
        else:
            out |= _texts(fig.formula, "Formula")
        for note in fig.notes:
            out |= _texts(note, "Message")
        out |= _texts(fig.source, "Source")
        for name, _ in fig.inputs:  # a literal (Input), a Message (a price row), or a label
            out |= _texts(name, "Input")
    for text in (*est.warnings, *est.notes):
        out |= _texts(text, "Message")
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
    llama, h100, rtx = cat.model("llama-3.1-8b"), cat.gpu("h100-sxm-80gb"), cat.gpu("rtx-4090")
    techniques = [  # every technique figure and message at least once
        (rtx, Plan(framework="torchtune", method="full", compile=True)),  # paging
        (
            h100,
            Plan(
                framework="deepspeed",
                method="full",
                gpus_per_node=8,
                zero=3,
                offload="optimizer",
                offload_device="nvme",
                activation_offload=True,
            ),
        ),
        (
            h100,
            Plan(
                framework="fsdp",
                method="pretrain",
                gpus_per_node=8,
                cp=2,
                seq_len=65536,
                precision="fp8",
                offload="optimizer+params",
            ),
        ),
        (
            h100,
            Plan(
                framework="nemo",
                method="pretrain",
                gpus_per_node=8,
                cp=2,
                precision="fp8",
                fp8_recipe="delayed",
            ),
        ),
        (h100, Plan(framework="unsloth", method="qlora", seq_len=32768)),
        (
            h100,
            Plan(
                framework="swift",
                method="full",
                gpus_per_node=8,
                cp=4,
                cp_kind="ulysses",
                zero=3,
                loss="fused_linear",
            ),
        ),
    ]
    out += [
        Scenario(model=llama, gpu=g, plan=p, workload=Workload(tokens=1e9)) for g, p in techniques
    ]
    while len(out) < n:
        method = rng.choice(list(Method))
        fw = "vllm" if method is Method.INFERENCE and rng.random() < 0.5 else "hf"
        if method is not Method.INFERENCE:
            fw = rng.choice(
                [
                    "hf",
                    "deepspeed",
                    "megatron",
                    "fsdp",
                    "torchtune",
                    "unsloth",
                    "llamafactory",
                    "swift",
                    "axolotl",
                    "nemo",
                ]
            )
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
                loss=rng.choice(list(Loss)),
                compile=rng.random() < 0.3,
                optimizer_in_backward=rng.random() < 0.3,
                paged_optimizer=rng.random() < 0.3,
                activation_offload=rng.random() < 0.3,
                offload_device=rng.choice(list(OffloadDevice)),
                cp=rng.choice([1, 1, 2]),
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
        # a price row's provider, date and citation are catalog data: hwplanner/providers.py
        # and citations.py list those to translate; tests/test_sheet_language.py checks them
        missing |= {
            (c, t)
            for c, t in produced(est)
            if c not in ("Provider", "Citation")
            and t not in found.get(c, set())
            # an input named by a figure's label (an on-premises item): translated as a label
            and not (c == "Input" and t in found.get("Figure", set()))
        }
    assert not missing, sorted(missing)[:20]


def test_tables_and_declarations_are_found() -> None:
    found = extracted()
    assert set(COMPONENT_LABELS.values()) <= found["Figure"]
    assert {"Sequence length", "Training tokens", "Cloud price"} <= found["Field"]
    assert {"Pure bf16", "Full fine-tuning"} <= found["Choice"]
    assert {"forward", "backward", "optimizer step", "serving"} <= found["Phase"]
