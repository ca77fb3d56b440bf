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
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import (
    Adapter,
    Attention,
    Loss,
    Method,
    Optimizer,
    OptimizerImpl,
    Plan,
    Precision,
    Recompute,
)
from hwplanner.engine.scenario.validity import techniques_used
from hwplanner.validation.cases import Case, Quantity
from hwplanner.validation.sources import ORACLE

PRESETS = {
    "llama3.1-8b": "llama-3.1-8b",
    "llama3.2-1b": "llama-3.2-1b",
    "llama3.2-3b": "llama-3.2-3b",
    "llama3.1-70b": "llama-3.1-70b",
    "qwen3-30b-a3b": "qwen3-30b-a3b",
}
# The oracle's stand-ins for each framework's loss (its techniques.py, written from their source)
LOSSES = {
    "hf": Loss.PLAIN,
    "tt_chunked": Loss.CHUNKED,
    "tt_linear": Loss.CHUNKED_LINEAR,
    "liger_flce": Loss.FUSED_LINEAR,
}
TECHNIQUE_TAGS = {"tt_chunked": "ttchunked", "tt_linear": "ttlinear", "liger_flce": "liger"}
NO_FRAMEWORK = "no framework profile offers this combination of techniques"
PRECISIONS = {"mixed": Precision.AMP, "bf16": Precision.BF16, "fp32": Precision.FP32}
PHASES = {"fwd": "forward", "bwd": "backward", "opt": "optimizer step"}
# The preference steps (TRL's DPOTrainer and RewardTrainer loops) and their case ids' prefixes
PAIRS = {"dpo": "O-dpo", "reward": "O-rm"}


def _step(sc: dict[str, Any]) -> dict[str, Any]:
    """The plan fields every oracle step sets the same way: the precision, torch AdamW (the
    oracle has no 8-bit or paged states), the batch, checkpointing, attention and adapters."""
    return {
        "precision": PRECISIONS[sc["precision"]],
        "optimizer": Optimizer.ADAMW,
        "optimizer_impl": OptimizerImpl(sc.get("optim_impl") or "foreach"),
        "seq_len": int(sc["seq"]),
        "micro_batch": int(sc["batch"]),
        "recompute": Recompute.FULL if sc["grad_ckpt"] else Recompute.NONE,
        "attention": Attention.EAGER if sc.get("attn") == "eager" else Attention.FLASH,
        "lora_rank": int(sc["lora_r"]),
    }


def _targets(sc: dict[str, Any]) -> tuple[str, ...]:
    return tuple(t.removesuffix("_proj") for t in str(sc["lora_targets"]).split(","))


def dpo_plan(sc: dict[str, Any]) -> Plan:
    """The engine plan of one DPO oracle step (TRL's DPOTrainer loop: a frozen reference copy
    for full fine-tuning, the base with adapters disabled for LoRA; chosen and rejected in one
    batch of 2 × pairs). TRL 0.28 takes the log-probabilities of the full fp32 logits (loss
    plain); TRL 1.16, the profile's, through its fused LM head."""
    old = {"loss": Loss.PLAIN} if sc.get("trl", "0.28") == "0.28" else {}
    return _trl_pairs_plan(sc, Method.DPO, _targets(sc), **old)


def reward_plan(sc: dict[str, Any], moe: bool = False) -> Plan:
    """The engine plan of one reward-model oracle step (TRL 0.28's RewardTrainer loop:
    AutoModelForSequenceClassification with one label, chosen and rejected in one batch of
    2 × pairs, the reward at each sequence's last token); LoRA through PEFT's SEQ_CLS task,
    MLP targets on a mixture's fused expert tensors as for SFT."""
    return _trl_pairs_plan(sc, Method.REWARD, _moe_targets(_targets(sc), moe))


def _trl_pairs_plan(
    sc: dict[str, Any], method: Method, targets: tuple[str, ...], **more: Any
) -> Plan:
    """A TRL preference step of the oracle: the policy trained fully or through LoRA."""
    adapter = Adapter.LORA if sc["base"] == "lora" else Adapter.NONE
    return Plan(
        framework="trl", method=method, adapter=adapter, lora_targets=targets, **more, **_step(sc)
    )


def _moe_targets(targets: tuple[str, ...], moe: bool) -> tuple[str, ...]:
    """PEFT turns MLP targets of a mixture into adapters on its fused expert tensors."""
    if moe and any(t in targets for t in ("gate", "up", "down")):
        return (*targets, "experts")
    return targets


def oracle_plan(sc: dict[str, Any], moe: bool = False) -> Plan:
    """The engine plan of one oracle scenario (HF Trainer-shaped loop, framework 'hf'). On MoE
    models PEFT turns MLP targets into adapters on the fused expert tensors ('experts')."""
    if sc["method"] == "dpo":
        return dpo_plan(sc)
    if sc["method"] == "reward":
        return reward_plan(sc, moe)
    targets = _moe_targets(_targets(sc), moe)
    plan = Plan(
        framework="hf",
        method=Method(sc["method"]),
        paged_optimizer=False,
        lora_targets=targets,
        loss=LOSSES[sc.get("loss_impl") or "hf"],
        loss_chunks=int(sc.get("ce_chunks") or 8),
        optimizer_in_backward=bool(sc.get("opt_in_bwd")),
        activation_offload=bool(sc.get("act_offload")),
        liger_kernels=bool(sc.get("liger_layers")),
        lora_dropout=float(sc.get("lora_dropout") or 0.0),
        **_step(sc),
    )
    return with_framework(plan)


def with_framework(plan: Plan) -> Plan:
    """The plan under the first framework profile that offers all its techniques (the plan
    keeps its own precision and kernels); unchanged when none does."""
    keys = {key for _, _, key in techniques_used(plan)}
    for fid, fw in FRAMEWORKS.items():
        if fw.lora_kernels:
            continue  # Unsloth runs layers of its own; the oracle runs the Hugging Face ones
        if plan.method in fw.methods and keys <= fw.offers:
            return plan.with_changes(framework=fid)
    return plan


def case_id(sc: dict[str, Any]) -> str:
    if sc["method"] in PAIRS:  # O-dpo-llama3.2-1b-lora16-mixed-2048x2-ckpt (pairs); O-rm-…
        base = "full" if sc["base"] == "full" else f"lora{sc['lora_r']}"
        shape = f"{sc['seq']}x{sc['batch']}"
        tail = "ckpt" if sc["grad_ckpt"] else "nockpt"
        trl = "" if sc.get("trl", "0.28") == "0.28" else f"trl{sc['trl']}"
        fields = (PAIRS[sc["method"]], sc["preset"], base, sc["precision"], shape, tail, trl)
        return "-".join(f for f in fields if f)
    method = sc["method"] if sc["method"] == "full" else f"{sc['method']}{sc['lora_r']}"
    targets = str(sc["lora_targets"]).split(",")
    if sc["method"] != "full" and len(targets) == 4:
        method += "-attn"
    elif sc["method"] != "full" and len(targets) < 7:  # partial targets: q,v → "qv"
        method += "-" + "".join(t.removesuffix("_proj")[0] for t in targets)
    if sc["method"] != "full" and sc.get("lora_dropout"):
        method += f"-drop{sc['lora_dropout']:g}"
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
    if sc.get("optim_impl") == "fused":  # the technique grid: torchtune-style fused AdamW
        parts.append("fused")
    if sc.get("loss_impl", "hf") != "hf":
        parts.append(TECHNIQUE_TAGS[sc["loss_impl"]])
    if sc.get("opt_in_bwd"):
        parts.append("oib")
    if sc.get("act_offload"):
        parts.append("actoff")
    if sc.get("liger_layers"):  # Liger's RMSNorm, SwiGLU and RoPE as plain PyTorch Functions
        parts.append("ligerk")
    return "-".join(parts)


def oracle_cases(cat: Catalog, rows: list[dict[str, Any]]) -> list[Case]:
    out = []
    for row in rows:
        sc = row["scenario"]
        model = cat.model(PRESETS[sc["preset"]])
        plan = oracle_plan(sc, model.is_moe)
        offered = {k for _, _, k in techniques_used(plan)} <= FRAMEWORKS[plan.framework].offers
        scenario = Scenario(model=model, gpu=cat.gpu("h100-sxm-80gb"), plan=plan)
        out.append(
            Case(
                id=case_id(sc),
                category="O_oracle_grid",
                quantity=Quantity.TENSORS,
                measured=float(row["bytes"]["peak_step"]),
                scenario=scenario if offered else None,
                reason="" if offered else NO_FRAMEWORK,
                trust="exact (fake tensors, real HF code)",
                source=f"oracle measure.py, torch {row['versions']['torch']}, transformers "
                f"{row['versions']['transformers']}, peft {row['versions'].get('peft', '')}",
                publication=ORACLE,
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
        if "phase_peaks_step2" in r
    }
