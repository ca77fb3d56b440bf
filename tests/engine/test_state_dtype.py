"""Adam's moments in bf16 beside the fp32 master copy (Megatron-Core's precision-aware
optimizer, --exp-avg-dtype/--exp-avg-sq-dtype bf16), where the framework offers it."""

from __future__ import annotations

import pytest

from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.plan.enums import StateDtype
from hwplanner.engine.plan.fields import state_dtype
from hwplanner.engine.plan.formats import plan_recipe
from hwplanner.engine.plan.plan import Method, Plan, Precision
from tests.engine.models import H100, LLAMA_70B

MEGATRON = Plan(
    framework="megatron",
    method=Method.PRETRAIN,
    precision=Precision.FP8,
    gpus_per_node=8,
    nodes=2,
    tp=4,
    pp=4,
    seq_len=4096,
    zero=1,  # the distributed optimizer: Megatron-Core's precision-aware optimizer needs it
)


def _optimizer(plan: Plan) -> float:
    return estimate_memory(LLAMA_70B, H100, plan).components["optimizer"].value


def test_bf16_moments_halve_the_states_and_keep_the_master_copy() -> None:
    fp32 = _optimizer(MEGATRON)
    bf16 = MEGATRON.with_changes(optimizer_state_dtype=StateDtype.BF16)
    # bf16 moments, and the master copy as its 16-bit remainder beside the bf16 weights
    assert _optimizer(bf16) == pytest.approx(fp32 * (2 + 2 * 2) / (4 + 2 * 4))
    assert plan_recipe(bf16).state == 2 and plan_recipe(bf16).master == 2
    notes = estimate_memory(LLAMA_70B, H100, bf16).components["optimizer"].notes
    assert any("moments kept in bf16" in str(n) for n in notes)
    fp8_weights = bf16.with_changes(fp8_params=True)  # no bf16 weights to pair remainders with
    assert plan_recipe(fp8_weights).master == 4
    assert _optimizer(MEGATRON.with_changes(optimizer_state_dtype=StateDtype.FP32)) == fp32


@pytest.mark.parametrize(
    "changes",
    [
        {"framework": "fsdp", "zero": 3},
        # bf16 here is Megatron-LM's --bf16, a mixed recipe: the field applies (formats.
        # megatron_bf16); under torchtitan's FSDP2 bf16 has no fp32 states to halve
        {"framework": "torchtitan", "zero": 3, "precision": Precision.BF16},
        {"optimizer": "adamw-8bit"},
        {"optimizer": "sgd-momentum"},
        {"optimizer": "lion"},
        {"zero": 0},
        {"method": Method.INFERENCE},
    ],
)
def test_not_used_where_it_does_not_apply(changes) -> None:  # type: ignore[no-untyped-def]
    plan = MEGATRON.with_changes(**changes)
    bf16 = plan.with_changes(optimizer_state_dtype=StateDtype.BF16)
    assert not state_dtype(bf16, None)
    assert plan_recipe(bf16) == plan_recipe(plan)


def test_the_cli_takes_it(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from hwplanner.cli import main

    args = [
        "estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm-80gb", "--gpus", "8",
        "--nodes", "2", "--framework", "nemo", "--method", "full", "--precision", "fp8",
        "--tp", "4", "--pp", "4", "--json",
    ]  # fmt: skip
    assert main([*args, "--optimizer-state-dtype", "bf16"]) == 0
    bf16 = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    fp32 = json.loads(capsys.readouterr().out)
    assert bf16["plan"]["optimizer_state_dtype"] == "bf16"
    assert fp32["plan"]["optimizer_state_dtype"] is None
    ratio = bf16["memory_per_gpu_bytes"]["optimizer"] / fp32["memory_per_gpu_bytes"]["optimizer"]
    assert ratio == pytest.approx(8 / 12)  # NeMo keeps FP8 weights: the master copy whole
    assert main([*args, "--optimizer-state-dtype", "fp16"]) == 2
    assert "--optimizer-state-dtype" in capsys.readouterr().err


def test_bf16_moments_are_proposed_as_a_change_to_the_run() -> None:
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.fixes import same_gpu_fixes

    plan = MEGATRON.with_changes(framework="nemo", method=Method.FULL, seq_len=6144)
    fixes = {
        next(iter(dict(p.changes))): p for p in same_gpu_fixes(LLAMA_70B, H100, plan, Workload())
    }
    moments = fixes["optimizer_state_dtype"]
    assert dict(moments.changes) == {"optimizer_state_dtype": "bf16"}
    assert not moments.keeps_run
    assert "zero" not in fixes  # one data-parallel rank: nothing for ZeRO to shard over


def test_zero_3_is_proposed_over_context_parallel_ranks_too() -> None:
    from hwplanner.engine.plan.plan import Recompute
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.fixes import same_gpu_fixes
    from tests.engine.models import LLAMA_8B

    plan = Plan(
        framework="fsdp",
        method=Method.FULL,
        gpus_per_node=8,
        seq_len=32768,
        cp=8,
        zero=1,
        recompute=Recompute.FULL,
    )
    assert plan.dp == 1 and plan.shard_ranks == 8
    fields = [next(iter(dict(p.changes))) for p in same_gpu_fixes(LLAMA_8B, H100, plan, Workload())]
    assert "zero" in fields
