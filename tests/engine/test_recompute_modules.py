"""Megatron-Core's selective recompute modules (--recompute-modules): what each stops keeping,
the forward it runs again, the refusals, the proposal, and the field in every front end."""

from __future__ import annotations

import json

import pytest

from hwplanner.engine.memory.activations import layer_bytes_per_token
from hwplanner.engine.plan.plan import Method, Plan, Precision, Recompute
from hwplanner.engine.scenario.validity import PlanError, check_plan
from hwplanner.engine.time.compute import training_flops
from tests.engine.models import DEEPSEEK_V3, LLAMA_70B, QWEN3_30B

BASE = Plan(framework="megatron", method=Method.PRETRAIN, recompute=Recompute.SELECTIVE)


def _layer(spec, plan: Plan, moe: bool) -> float:  # type: ignore[no-untyped-def]
    return layer_bytes_per_token(spec, plan, moe, mode=Precision.BF16, seq_len=4096)


def test_default_is_the_attention_core_and_changes_nothing() -> None:
    assert BASE.recompute_modules == ("core_attn",)
    typed = BASE.with_changes(recompute_modules="core_attn")
    assert _layer(QWEN3_30B, typed, True) == _layer(QWEN3_30B, BASE, True)


def test_order_and_repeats_do_not_make_another_plan() -> None:
    a = BASE.with_changes(recompute_modules="layernorm, moe_act,moe_act")
    b = BASE.with_changes(recompute_modules=["moe_act", "layernorm"])
    assert a.recompute_modules == b.recompute_modules == ("moe_act", "layernorm")
    for bad, words in (("", "no module chosen"), ("moe_act,router", "unknown module 'router'")):
        with pytest.raises(ValueError, match=words):
            BASE.with_changes(recompute_modules=bad)


def test_each_module_drops_what_it_keeps_in_a_moe_layer() -> None:
    d, w, k = 2048, 768, 8
    base = _layer(QWEN3_30B, BASE, True)
    act = _layer(QWEN3_30B, BASE.with_changes(recompute_modules="moe_act"), True)
    assert base - act == k * 2 * w  # each routed copy's activation output (bf16)
    norm = _layer(QWEN3_30B, BASE.with_changes(recompute_modules="layernorm"), True)
    assert base - norm == 2 * d  # the pre-MLP norm's output the router kept
    moe = _layer(QWEN3_30B, BASE.with_changes(recompute_modules="moe"), True)
    assert moe < act < base
    fp8 = BASE.with_changes(precision=Precision.FP8)
    fp8_act = _layer(QWEN3_30B, fp8.with_changes(recompute_modules="moe_act"), True)
    assert _layer(QWEN3_30B, fp8, True) - fp8_act == k * 1 * w  # kept as FP8 input


def test_mla_up_projections_and_dense_mlps() -> None:
    base = _layer(DEEPSEEK_V3, BASE, True)
    up = _layer(DEEPSEEK_V3, BASE.with_changes(recompute_modules="mla_up_proj"), True)
    assert base - up == 2 * 3 * 128 * 192  # q, k, v as the attention core kept them
    dense = _layer(DEEPSEEK_V3, BASE, False)
    mlp = _layer(DEEPSEEK_V3, BASE.with_changes(recompute_modules="mlp"), False)
    assert dense - mlp == 2 * 7168 + 4 + 6 * 18432  # norm output + rsigma, the MLP tensors
    assert _layer(DEEPSEEK_V3, BASE.with_changes(recompute_modules="mlp"), True) == base


def test_recompute_flops_are_the_modules_forward() -> None:
    tokens = 1.0
    core = training_flops(QWEN3_30B, BASE, tokens).recompute.value
    act = training_flops(QWEN3_30B, BASE.with_changes(recompute_modules="moe_act"), tokens)
    assert act.recompute.value == 0.0  # element-wise only
    moe = training_flops(QWEN3_30B, BASE.with_changes(recompute_modules="core_attn,moe"), 1.0)
    # routed experts (8 of 128 × 3 × 2048 × 768) and the router, per MoE layer, forward
    per_layer = 8 * 3 * 2048 * 768 + 2048 * 128
    assert moe.recompute.value == pytest.approx(core + 2 * 48 * per_layer)
    assert "recomputed modules" in dict(moe.recompute.inputs)
    assert "recomputed modules" not in dict(training_flops(QWEN3_30B, BASE, 1.0).recompute.inputs)


@pytest.mark.parametrize(
    "changes",
    [
        {"framework": "fsdp", "zero": 3},
        {"recompute": Recompute.FULL},
        {"recompute": Recompute.NONE},
        {"method": Method.LORA},
    ],
)
def test_not_used_where_megatron_does_not_read_it(changes) -> None:  # type: ignore[no-untyped-def]
    """Megatron-Core reads recompute_modules under selective recompute only; elsewhere the
    field is hidden and unused (the estimate says so), never a refusal of a hidden value."""
    plan = BASE.with_changes(**{"recompute_modules": "moe_act,mla_up_proj", **changes})
    check_plan(QWEN3_30B, plan)  # mla_up_proj would be refused where the modules apply
    same = plan.with_changes(recompute_modules="core_attn")
    assert _layer(QWEN3_30B, plan, True) == _layer(QWEN3_30B, same, True)
    flops = training_flops(QWEN3_30B, plan, 1.0).recompute
    assert flops.value == training_flops(QWEN3_30B, same, 1.0).recompute.value


@pytest.mark.parametrize(
    ("spec", "changes", "words"),
    [
        (QWEN3_30B, {"recompute_modules": "mla_up_proj"}, "no multi-latent attention"),
        (QWEN3_30B, {"recompute_modules": "mlp"}, "every layer of the model is an MoE layer"),
        (QWEN3_30B, {"recompute_modules": "shared_experts"}, "no shared experts"),
        (LLAMA_70B, {"recompute_modules": "moe_act"}, "no experts"),
        (LLAMA_70B, {"recompute_modules": "layernorm"}, "fused into the linear after it"),
    ],
)
def test_refused_by_name(spec, changes, words) -> None:  # type: ignore[no-untyped-def]
    plan = BASE.with_changes(**{"recompute_modules": "moe_act", **changes})
    with pytest.raises(PlanError) as exc:
        check_plan(spec, plan)
    assert exc.value.field == "recompute_modules"
    assert words in str(exc.value)


def test_the_cheap_modules_are_proposed_before_full_recompute() -> None:
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.fixes import same_gpu_fixes
    from tests.engine.models import H100

    plan = BASE.with_changes(
        precision=Precision.FP8,
        fp8_params=True,
        gpus_per_node=8,
        nodes=2,
        pp=2,
        ep=8,
        micro_batch=2,
        grad_accum=32,
        pp_interleave=24,
        seq_len=4096,
        zero=1,
    )
    fixes = same_gpu_fixes(QWEN3_30B, H100, plan, Workload())
    first = fixes[0]
    assert dict(first.changes) == {"recompute_modules": "core_attn,moe_act,layernorm"}
    assert first.text == "set recompute_modules to core_attn,moe_act,layernorm"
    fields = [next(iter(dict(p.changes))) for p in fixes]
    assert fields.index("recompute_modules") < fields.index("recompute")


def test_cli_takes_the_list_and_refuses_a_bad_one(capsys: pytest.CaptureFixture[str]) -> None:
    from hwplanner.cli import main

    args = [
        "estimate", "--model", "qwen3-30b-a3b", "--gpu", "h100-sxm-80gb", "--gpus", "8",
        "--framework", "megatron", "--method", "pretrain", "--recompute", "selective",
        "--ep", "8", "--zero", "1",
    ]  # fmt: skip
    assert main([*args, "--recompute-modules", "moe_act,layernorm", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["plan"]["recompute_modules"] == ["moe_act", "layernorm"]
    assert doc["plan_origins"]["recompute_modules"] is not None
    assert main([*args, "--json"]) == 0
    default = json.loads(capsys.readouterr().out)
    assert default["plan"]["recompute_modules"] == ["core_attn"]
    assert (
        doc["memory_per_gpu_bytes"]["activations"] < default["memory_per_gpu_bytes"]["activations"]
    )
    assert main([*args, "--recompute-modules", "moe_act,attn"]) == 2
    err = capsys.readouterr().err.strip()
    assert "--recompute-modules:" in err and "unknown module 'attn'" in err and "\n" not in err


def test_a_project_keeps_the_modules_and_a_bad_one_resets_that_field_alone() -> None:
    from hwplanner.project import Project, ScenarioSpec, parse_project, parse_project_lenient

    plan = BASE.with_changes(recompute_modules="moe_act,layernorm")
    project = Project(name="P", scenarios=(ScenarioSpec(model_id="qwen3-30b-a3b", plan=plan),))
    text = project.model_dump_json()
    assert '"recompute_modules":["moe_act","layernorm"]' in text
    assert parse_project(text).scenarios[0].plan.recompute_modules == ("moe_act", "layernorm")
    broken = text.replace('["moe_act","layernorm"]', '["moe_act","attention"]')
    loaded, notes = parse_project_lenient(broken)
    assert loaded.scenarios[0].plan.recompute_modules == ("core_attn",)
    assert loaded.scenarios[0].plan.method is Method.PRETRAIN  # the rest of the plan kept
    assert len(notes) == 1 and "recompute_modules" in notes[0] and "'attention'" in notes[0]
