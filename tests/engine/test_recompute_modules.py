"""Megatron-Core's selective recompute modules (--recompute-modules): what each stops keeping,
the forward it runs again, the refusals, the proposal, and the field in every front end."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner.engine.memory.activations import layer_bytes_per_token
from hwplanner.engine.plan.enums import RECOMPUTE_MODULES
from hwplanner.engine.plan.plan import Method, Plan, Precision, Recompute
from hwplanner.engine.scenario.validity import PlanError, check_plan
from hwplanner.engine.time.compute import training_flops
from tests.engine.models import DEEPSEEK_V3, LLAMA_70B, QWEN3_30B, QWEN3_30B_MEGATRON_FP8

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

    plan = Plan(**QWEN3_30B_MEGATRON_FP8)
    fixes = same_gpu_fixes(QWEN3_30B, H100, plan, Workload())
    # (a layout of the same GPUs may come first: cheaper still, it keeps the run too)
    fields = [next(iter(dict(p.changes))) for p in fixes]
    cheap = fixes[fields.index("recompute_modules")]
    assert dict(cheap.changes) == {"recompute_modules": "core_attn,moe_act,layernorm"}
    assert cheap.text == "set recompute_modules to core_attn,moe_act,layernorm"
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


def _step(plan: Plan, spec=QWEN3_30B) -> float:  # type: ignore[no-untyped-def]
    from hwplanner.engine.estimate import Scenario, estimate
    from tests.engine.models import H100

    est = estimate(Scenario(model=spec, gpu=H100, plan=plan), solve=False)
    return float(est.budget.compute["step_seconds"].value)


def test_recompute_never_makes_a_step_faster_than_none() -> None:
    """Leaving the attention core out also leaves its recompute out of the step's attention
    time (it was still charged there, and taken off the matmuls: faster than no recompute)."""
    plan = BASE.with_changes(gpus_per_node=8, ep=8, seq_len=8192, zero=1)
    none = _step(plan.with_changes(recompute=Recompute.NONE))
    act = _step(plan.with_changes(recompute_modules="moe_act"))
    core = _step(plan)
    assert none <= act < core
    assert _step(plan.with_changes(recompute_modules="core_attn,moe")) > core


def test_moe_and_mla_up_proj_together_drop_both() -> None:
    moe = _layer(DEEPSEEK_V3, BASE.with_changes(recompute_modules="moe"), True)
    both = _layer(DEEPSEEK_V3, BASE.with_changes(recompute_modules="mla_up_proj,moe"), True)
    assert moe - both == 2 * 3 * 128 * 192


def test_delayed_fp8_refuses_the_output_discarding_pair_and_does_not_propose_it() -> None:
    from hwplanner.engine.plan.plan import Fp8Recipe
    from hwplanner.engine.solve.fixes import _cheap_modules

    delayed = BASE.with_changes(precision=Precision.FP8, fp8_recipe=Fp8Recipe.DELAYED)
    with pytest.raises(PlanError, match="moe_act: Megatron-Core does not recompute it under"):
        check_plan(QWEN3_30B, delayed.with_changes(recompute_modules="moe_act"))
    check_plan(QWEN3_30B, delayed.with_changes(recompute_modules="moe"))
    assert _cheap_modules(QWEN3_30B, delayed) == ("core_attn",)
    assert _cheap_modules(DEEPSEEK_V3, delayed) == ("core_attn", "mla_up_proj")
    current = BASE.with_changes(precision=Precision.FP8)
    assert _cheap_modules(QWEN3_30B, current) == ("core_attn", "moe_act", "layernorm")
    assert _cheap_modules(QWEN3_30B, BASE.with_changes(recompute_modules="moe")) == (
        "layernorm",
        "moe",
    )


def test_a_refusal_lists_the_modules_the_model_has() -> None:
    with pytest.raises(PlanError) as exc:
        check_plan(QWEN3_30B, BASE.with_changes(recompute_modules="mla_up_proj"))
    assert str(exc.value).endswith("allowed for this plan: core_attn, moe_act, layernorm, moe")


def test_eager_attention_keeps_its_probabilities_unless_the_core_is_recomputed() -> None:
    from hwplanner.engine.plan.plan import Attention

    eager = BASE.with_changes(attention=Attention.EAGER)
    core = _layer(LLAMA_70B, eager, False)
    mlp = _layer(LLAMA_70B, eager.with_changes(recompute_modules="mlp"), False)
    both = _layer(LLAMA_70B, eager.with_changes(recompute_modules="core_attn,mlp"), False)
    s2 = (4 + 2) * 64 * 4096  # fp32 probabilities and their bf16 copy, per head
    assert mlp - both > s2 and both < core


def test_freeze_recomputes_only_the_trained_layers_modules() -> None:
    freeze = BASE.with_changes(method=Method.FREEZE, freeze_trainable_layers=2)
    core = training_flops(QWEN3_30B, freeze, 1.0).recompute.value
    moe = training_flops(QWEN3_30B, freeze.with_changes(recompute_modules="core_attn,moe"), 1.0)
    per_layer = 8 * 3 * 2048 * 768 + 2048 * 128
    assert moe.recompute.value == pytest.approx(core + 2 * 2 * per_layer)


def test_backward_rebuilds_one_layers_recomputed_modules() -> None:
    from hwplanner.engine.memory.activations import activation_bytes

    plan = BASE.with_changes(gpus_per_node=8, ep=8, seq_len=8192)
    kw = {"trainable_cast_params": 0.0, "mode": Precision.BF16}
    kept = activation_bytes(QWEN3_30B, plan, **kw).recompute_peak
    moe = activation_bytes(QWEN3_30B, plan.with_changes(recompute_modules="moe"), **kw)
    layer_default = _layer(QWEN3_30B, plan, True)
    layer_moe = _layer(QWEN3_30B, plan.with_changes(recompute_modules="moe"), True)
    assert kept == 0.0
    assert moe.recompute_peak == pytest.approx((layer_default - layer_moe) * 8192)


@settings(max_examples=60, deadline=None)
@given(
    spec=st.sampled_from([QWEN3_30B, DEEPSEEK_V3, LLAMA_70B]),
    chosen=st.sets(st.sampled_from(RECOMPUTE_MODULES), min_size=1),
    extra=st.sampled_from(RECOMPUTE_MODULES),
    fp8=st.booleans(),
    tp=st.sampled_from([1, 2]),
)
def test_one_more_module_keeps_no_more_and_recomputes_no_less(  # type: ignore[no-untyped-def]
    spec, chosen, extra, fp8, tp
) -> None:
    """A module added to those the plan recomputes never keeps more of a layer and never runs
    less again; a set the model cannot take is refused by recompute_modules, nothing else."""
    plan = BASE.with_changes(
        precision=Precision.FP8 if fp8 else Precision.MIXED_FP32_GRADS,
        gpus_per_node=8,
        tp=tp,
        recompute_modules=",".join(sorted(chosen)),
    )
    more = plan.with_changes(recompute_modules=",".join(sorted(chosen | {extra})))
    try:
        check_plan(spec, more)
    except PlanError as exc:
        assert exc.field == "recompute_modules"
        return
    check_plan(spec, plan)
    for moe in {False, spec.is_moe}:
        assert _layer(spec, more, moe) <= _layer(spec, plan, moe) + 1e-6
    f0 = training_flops(spec, plan, 1.0).recompute.value
    assert training_flops(spec, more, 1.0).recompute.value >= f0 - 1e-6


def test_mla_up_projection_recompute_flops() -> None:
    """kv_b (kv latent 512 → 128 heads × (128 nope + 128 v)) and q_b (q latent 1,536 →
    128 × 192) again in every layer; a model without a q latent re-runs its whole q
    projection."""
    plan = BASE.with_changes(recompute_modules="mla_up_proj")
    up = 512 * 128 * (128 + 128) + 1536 * 128 * 192
    assert training_flops(DEEPSEEK_V3, plan, 1.0).recompute.value == 2 * up * 61
    lite = DEEPSEEK_V3.model_copy(update={"q_lora_rank": None})
    up_lite = 512 * 128 * (128 + 128) + 7168 * 128 * 192
    assert training_flops(lite, plan, 1.0).recompute.value == 2 * up_lite * 61


def test_a_shared_experts_gate_projection_is_an_mlp_matrix_not_the_router() -> None:
    # DeepSeek's shared experts are a gated MLP (shared_gate/up/down); only Qwen-MoE's
    # shared_expert_gate (hidden -> 1) is a router-like gate. Counting the projection as the
    # router made --recompute-modules mlp recompute a negative number of FLOPs.
    from hwplanner.engine.model.params import count_params

    counts = count_params(DEEPSEEK_V3)
    # the routers alone: 58 × (7,168 × 256 weights + 256 correction biases)
    assert counts.router == 58 * (7168 * 256 + 256)
    plan = BASE.with_changes(recompute_modules="mlp")
    assert training_flops(DEEPSEEK_V3, plan, 1.0).recompute.value > 0


def test_the_last_layers_recompute_the_modules_of_their_own_kind() -> None:
    # DeepSeek-V3's last layers are MoE layers: freezing below them, recomputing "mlp" (dense
    # MLPs) runs nothing again beyond the attention core; "moe" runs their experts again
    freeze = BASE.with_changes(method=Method.FREEZE, freeze_trainable_layers=2)
    core = training_flops(DEEPSEEK_V3, freeze, 1.0).recompute.value
    mlp = training_flops(DEEPSEEK_V3, freeze.with_changes(recompute_modules="core_attn,mlp"), 1.0)
    assert mlp.recompute.value == pytest.approx(core)
    moe = training_flops(DEEPSEEK_V3, freeze.with_changes(recompute_modules="core_attn,moe"), 1.0)
    assert moe.recompute.value > core


def test_a_hybrids_mixer_only_layers_recompute_no_mlp() -> None:
    from hwplanner.engine.model.params import count_params
    from hwplanner.engine.time.compute import selective_recompute_flops
    from tests.engine.test_hybrid import nemotron_h

    spec = nemotron_h()
    counts = count_params(spec)
    plan = BASE.with_changes(recompute_modules="mlp")
    every = selective_recompute_flops(spec, plan, counts, 0.0)
    # the last layer only: one of the layers with an MLP, whatever the mixer-only ones
    with_mlp = sum(1 for i in range(spec.num_layers) if spec.layer_has_mlp(i))
    last = selective_recompute_flops(spec, plan, counts, 0.0, top=1)
    assert spec.layer_has_mlp(spec.num_layers - 1)
    assert last == pytest.approx(every / with_mlp)


def test_qwen_moes_shared_expert_gate_is_router_like_and_its_projection_an_mlp() -> None:
    from hwplanner.catalog import load_catalog
    from hwplanner.engine.model.layers import layer_shape
    from hwplanner.engine.model.params import count_params

    spec = load_catalog().model("qwen1.5-moe-a2.7b")
    names = {m.name: m for m in layer_shape(spec, True).matrices}
    assert names["shared_expert_gate"].fan_out == 1 and names["shared_gate"].lora_key == "gate"
    counts = count_params(spec)
    # the router (hidden × 60 experts) and the hidden -> 1 gate, per MoE layer
    assert counts.router == spec.num_moe_layers * (spec.hidden_size * 60 + spec.hidden_size)
