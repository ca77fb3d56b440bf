"""The fake-tensor oracle grid (resources/validation/oracle_results.jsonl) as validation cases.

The oracle runs one Hugging Face training step on FakeTensors and counts every live storage
(tests/oracle is not shipped; see docs/ACCURACY.md for how it was produced). It sees tensors
only: no CUDA context, allocator slack or kernel workspaces, so it is compared with the
engine's tensor bytes (total minus every overhead part).
"""

from __future__ import annotations

from typing import Any

from hwplanner.catalog import Catalog
from hwplanner.engine.estimate import Scenario
from hwplanner.engine.plan import (
    Attention,
    Method,
    OptimizerImpl,
    Plan,
    Precision,
    Recompute,
)
from hwplanner.validation.cases import Case, Quantity

PRESETS = {
    "llama3.1-8b": "llama-3.1-8b",
    "llama3.2-1b": "llama-3.2-1b",
    "llama3.1-70b": "llama-3.1-70b",
    "qwen3-30b-a3b": "qwen3-30b-a3b",
}
PRECISIONS = {"mixed": Precision.AMP, "bf16": Precision.BF16, "fp32": Precision.FP32}
PHASES = {"fwd": "forward", "bwd": "backward", "opt": "optimizer step"}


def oracle_plan(sc: dict[str, Any], moe: bool = False) -> Plan:
    """The engine plan of one oracle scenario (HF Trainer-shaped loop, framework 'hf'). On MoE
    models PEFT turns MLP targets into adapters on the fused expert tensors ('experts')."""
    targets = tuple(t.removesuffix("_proj") for t in str(sc["lora_targets"]).split(","))
    if moe and any(t in targets for t in ("gate", "up", "down")):
        targets = (*targets, "experts")
    return Plan(
        framework="hf",
        method=Method(sc["method"]),
        precision=PRECISIONS[sc["precision"]],
        optimizer_impl=OptimizerImpl(sc.get("optim_impl") or "foreach"),
        seq_len=int(sc["seq"]),
        micro_batch=int(sc["batch"]),
        recompute=Recompute.FULL if sc["grad_ckpt"] else Recompute.NONE,
        attention=Attention.EAGER if sc.get("attn") == "eager" else Attention.FLASH,
        lora_rank=int(sc["lora_r"]),
        lora_targets=targets,
    )


def case_id(sc: dict[str, Any]) -> str:
    method = sc["method"] if sc["method"] == "full" else f"{sc['method']}{sc['lora_r']}"
    if sc["method"] != "full" and str(sc["lora_targets"]).count(",") == 3:
        method += "-attn"
    parts = [
        "O",
        sc["preset"],
        method,
        sc["precision"],
        f"{sc['seq']}x{sc['batch']}",
        "ckpt" if sc["grad_ckpt"] else "nockpt",
    ]
    if sc.get("attn") == "eager":
        parts.append("eager")
    return "-".join(parts)


def oracle_cases(cat: Catalog, rows: list[dict[str, Any]]) -> list[Case]:
    out = []
    for row in rows:
        sc = row["scenario"]
        model = cat.model(PRESETS[sc["preset"]])
        scenario = Scenario(
            model=model, gpu=cat.gpu("h100-sxm-80gb"), plan=oracle_plan(sc, model.is_moe)
        )
        out.append(
            Case(
                id=case_id(sc),
                category="O_oracle_grid",
                quantity=Quantity.TENSORS,
                measured=float(row["bytes"]["peak_step"]),
                scenario=scenario,
                trust="exact (fake tensors, real HF code)",
                source=f"oracle measure.py, torch {row['versions']['torch']}, transformers "
                f"{row['versions']['transformers']}, peft {row['versions'].get('peft', '')}",
            )
        )
    return out


def oracle_phases(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Case id → the oracle's live-tensor peak per engine phase name, bytes."""
    return {
        case_id(r["scenario"]): {
            PHASES[k]: float(v["total"]) for k, v in r["phase_peaks_step2"].items()
        }
        for r in rows
    }
