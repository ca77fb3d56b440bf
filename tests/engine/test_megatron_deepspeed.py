"""Megatron-DeepSpeed: DeepSpeed's BF16_Optimizer (an unsharded fp32 gradient buffer beside the
bf16 .grad, master and states sharded over data-parallel ranks), its pipeline engine's limits,
the fused softmax of its non-flash attention, gradients reduced after the backward, and
BLOOM-176B as BigScience ran it."""

from __future__ import annotations

import json

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.cli import main
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.activations import _attention_block, fused_softmax_runs
from hwplanner.engine.memory.training import training_memory
from hwplanner.engine.plan.formats import bf16_optimizer_grads
from hwplanner.engine.plan.plan import Plan, Precision
from hwplanner.engine.scenario.validity import PlanError, check_plan, plan_problems
from hwplanner.engine.time.comm import Windows
from hwplanner.engine.time.overlap import communication
from hwplanner.validation.technique_rows import BLOOM_TR11
from tests.engine.models import A100, H100, LLAMA_8B, MIXTRAL

MHA_8B = LLAMA_8B.model_copy(update={"num_kv_heads": None})
BASE = {"framework": "megatron-deepspeed", "method": "pretrain", "gpus_per_node": 8}


def _memory(plan: Plan) -> dict[str, float]:
    return {k: f.value for k, f in training_memory(LLAMA_8B, A100, plan).components.items()}


def test_bf16_optimizer_keeps_fp32_and_bf16_gradients_whole_and_shards_the_states() -> None:
    """Per trainable parameter: 4 B fp32 buffer + 2 B bf16 .grad, not divided by the 8
    data-parallel ranks; master + Adam 12 B divided by them. Megatron-LM's distributed
    optimizer keeps 4 B of main_grad only."""
    plan = Plan(**BASE)
    assert plan.zero == 0 and plan.precision.value == "mixed"  # the ds config's stage 0, bf16
    ours = _memory(plan)
    # stage 1 with fp32 accumulation asked for (data_types.grad_accum_dtype) is the same
    assert _memory(plan.with_changes(zero=1, precision="mixed_fp32_grads")) == ours
    megatron = _memory(plan.with_changes(framework="megatron", zero=1))
    trainable = ours["weights"] / 2  # bf16 weights, every parameter trained
    assert ours["gradients"] == pytest.approx(trainable * 6)
    assert megatron["gradients"] == pytest.approx(trainable * 4)
    assert ours["optimizer"] == pytest.approx(trainable * 12 / 8)
    # bf16 gradients accumulated by ZeRO-1 (precision mixed) keep the ordinary layout
    bf16 = _memory(plan.with_changes(zero=1))
    assert bf16["gradients"] == pytest.approx(trainable * 2 / 8)  # the reduced partition


def test_explain_names_the_bf16_optimizer(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["estimate", "--model", "llama-2-7b", "--gpu", "a100-sxm-80gb", "--json"]
    argv += ["--framework", "megatron-deepspeed", "--method", "pretrain", "--gpus", "8"]
    argv += ["--tp", "2", "--pp", "2", "--recompute", "full", "--no-solve"]
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    grads = doc["explain"]["memory.gradients"]
    assert "BF16_Optimizer" in grads["formula"] and "bf16_optimizer.py" in grads["source"]
    assert grads["inputs"]["bf16 gradient bytes/param"] == 2
    assert doc["plan_origins"]["attention"] == "framework"
    assert doc["plan"]["attention"] == "eager" and doc["plan"]["sequence_parallel"] is False


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"pp": 2, "zero": 2}, "zero"),  # the pipeline engine runs ZeRO 0/1 only
        ({"pp": 2, "pp_interleave": 2, "seq_len": 4096}, "pp_interleave"),
        ({"pp": 2, "cp": 2}, "cp"),  # Ulysses slices the input off the pipeline path only
        ({"cp": 2, "tp": 2, "sequence_parallel": True}, "sequence_parallel"),
        ({"precision": "fp8"}, "precision"),  # no Transformer Engine here
    ],
)
def test_what_deepspeeds_engine_does_not_run_is_refused_by_name(
    changes: dict[str, object], field: str
) -> None:
    plan = Plan(**{**BASE, **changes})
    with pytest.raises(PlanError) as exc:
        check_plan(MHA_8B, plan, A100)
    assert exc.value.field == field
    assert "allowed:" in exc.value.text


def test_grouped_query_attention_and_moe_are_refused_where_it_cannot_run_them() -> None:
    ulysses = Plan(**BASE, cp=2)
    assert not plan_problems(MHA_8B, ulysses, A100)
    (gqa,) = plan_problems(LLAMA_8B, ulysses, A100)
    assert gqa.field == "cp" and "grouped-query" in gqa.text
    moe = plan_problems(MIXTRAL, Plan(**BASE), A100)
    assert [p.field for p in moe] == ["framework"]
    assert "DeepSpeed-MoE" in moe[0].text and "megatron" in moe[0].text
    # ZeRO-2/3 run without pipeline (--no-pipeline-parallel)
    assert not plan_problems(MHA_8B, Plan(**BASE, zero=3), A100)


def test_gradients_are_reduced_in_bf16_after_the_backward() -> None:
    """BF16_Optimizer all-reduces the bf16 gradients whole after the last backward and
    gathers the weights after the step, neither hidden; Megatron-LM reduce-scatters fp32
    main_grad during the last backward and gathers under the next forward."""
    plan = Plan(**BASE, nodes=2)
    windows = Windows(10.0, 6.0, 1, 32)
    ours = communication(LLAMA_8B, A100, plan, 10**9, windows)
    megatron = communication(
        LLAMA_8B, A100, plan.with_changes(framework="megatron", zero=1), 10**9, windows
    )
    dp = {f.key: f for f in ours.traffic}
    other = {f.key: f for f in megatron.traffic}
    # an all-reduce of 2-byte gradients moves what a reduce-scatter of 4-byte ones does
    assert dict(dp["traffic_dp"].inputs)["collective"] == "all_reduce"
    assert dict(other["traffic_dp"].inputs)["collective"] == "reduce_scatter"
    assert dp["traffic_dp"].value == pytest.approx(other["traffic_dp"].value)
    assert "after the last backward" in dp["traffic_dp"].formula
    assert dict(dp["traffic_dp"].inputs)["hidden behind"] == "none"
    assert dict(other["traffic_dp"].inputs)["hidden behind"] == "last_backward"
    assert ours.exposed_seconds.value > megatron.exposed_seconds.value


def _attention_blocks(plan: Plan) -> tuple[float, float]:
    """Bytes per token the attention core keeps under the plan (Megatron-DeepSpeed, eager
    attention) and under eager PyTorch's softmax (the deepspeed profile, eager attention)."""
    other = plan.with_changes(framework="deepspeed", zero=1, attention="eager")
    return (
        _attention_block(LLAMA_8B, plan, Precision.MIXED, plan.seq_len),
        _attention_block(LLAMA_8B, other, Precision.MIXED, plan.seq_len),
    )


def test_fused_softmax_keeps_only_the_bf16_probabilities() -> None:
    """Without flash attention Megatron's fused scale-mask-softmax keeps its 16-bit output;
    eager PyTorch keeps the fp32 softmax and its bf16 copy: 2 of 6 bytes per score."""
    ours, eager = _attention_blocks(Plan(**BASE, seq_len=2048))
    assert eager - ours == 4 * LLAMA_8B.num_attention_heads * 2048


def test_bloom_176b_as_bigscience_ran_it() -> None:
    """tr11: 384 A100 80GB, TP 4 × PP 12 × DP 8, micro-batch 2, 128 micro-batches, every layer
    checkpointed. The page: ~60 GB on each GPU; the log: 104.70 s per iteration."""
    cat = shipped_catalog()
    plan = Plan(**BLOOM_TR11)  # the validation rows' configuration
    est = estimate(
        Scenario(model=cat.model("bloom-176b"), gpu=cat.gpu("a100-sxm-80gb"), plan=plan),
        solve=False,
    )
    assert est.memory.fits
    assert 0.9 < est.memory.total.value / 60e9 < 1.1
    assert 0.85 < est.budget.compute["step_seconds"].value / 104.70 < 1.1


def test_virtual_stages_stay_visible_and_refused_after_a_framework_switch() -> None:
    """A megatron plan with virtual stages switched to megatron-deepspeed: the control stays
    shown (the user can set 1), and the plan names it."""
    from hwplanner.engine.plan.fields import declared

    megatron = Plan(**{**BASE, "framework": "megatron"}, pp=2, pp_interleave=2, seq_len=4096)
    assert not plan_problems(MHA_8B, megatron, A100)
    switched = megatron.with_changes(framework="megatron-deepspeed")
    (problem,) = [p for p in plan_problems(MHA_8B, switched, A100) if p.field == "pp_interleave"]
    assert "allowed: 1" in problem.text
    field = next(d for d in declared(Plan) if d.name == "pp_interleave")
    assert field.ui.applies(switched, MHA_8B)


def test_the_fused_softmax_falls_back_outside_its_kernels_shapes() -> None:
    """Beyond 4,096 keys, or with sequences × heads per GPU not a multiple of 4, Megatron's
    fused softmax runs PyTorch's in fp32: 6 bytes per score again."""
    plan = Plan(**BASE, seq_len=4096)
    assert fused_softmax_runs(LLAMA_8B, plan, 4096)
    assert not fused_softmax_runs(LLAMA_8B, plan.with_changes(seq_len=8192), 8192)
    odd = LLAMA_8B.model_copy(update={"num_attention_heads": 30, "num_kv_heads": None})
    assert not fused_softmax_runs(odd, plan, 4096)  # 30 heads × 1 sequence
    assert fused_softmax_runs(odd, plan.with_changes(micro_batch=2), 4096)  # 60
    ours, eager = _attention_blocks(plan.with_changes(seq_len=8192))
    assert ours == eager


def test_megatron_optimizers_only() -> None:
    """Megatron-LM builds adam or sgd: an 8-bit or 4-bit AdamW, Adafactor or Lion is refused by
    name (offloaded or not: its CPU side is fp32 AdamW), and the fixes do not propose them."""
    for fw in ("megatron", "nemo", "megatron-deepspeed"):
        plan = Plan(**{**BASE, "framework": fw}, optimizer="adamw-8bit")
        (problem,) = [p for p in plan_problems(MHA_8B, plan, A100) if p.field == "optimizer"]
        assert problem.text.endswith("allowed: adamw, sgd, sgd-momentum")
        assert not plan_problems(MHA_8B, plan.with_changes(optimizer="sgd-momentum"), A100)
    big = shipped_catalog().model("llama-3.1-70b")
    est = estimate(Scenario(model=big, gpu=A100, plan=Plan(**BASE, tp=8, seq_len=4096)), solve=True)
    assert not est.memory.fits and est.proposals
    assert not any(p.changes.get("optimizer") for p in est.proposals)


def test_comm_follows_deepspeeds_engine_by_stage() -> None:
    """Without a pipeline, ZeRO-3 overlaps as the deepspeed profile's does; with CPU offload
    DeepSpeed steps through ZeRO's optimizer, not BF16_Optimizer."""
    windows = Windows(10.0, 6.0, 1, 32)
    z3 = Plan(**BASE, nodes=2, zero=3, precision="mixed")
    ours = communication(LLAMA_8B, A100, z3, 10**9, windows)
    ds = communication(LLAMA_8B, A100, z3.with_changes(framework="deepspeed"), 10**9, windows)
    assert ours.exposed_seconds.value == pytest.approx(ds.exposed_seconds.value)
    offload = Plan(**BASE, nodes=2, offload="optimizer")
    assert not bf16_optimizer_grads(offload)
    assert bf16_optimizer_grads(offload.with_changes(offload="none"))


def test_recommend_finds_a_lever_for_a_pipeline_plan(capsys: pytest.CaptureFixture[str]) -> None:
    """DeepSpeed's pipeline takes no ZeRO-3: recommend tries the plan's own sharding, so the
    checkpointing the estimate proposes is found there too."""
    argv = ["recommend", "--model", "llama-2-13b", "--gpu", "a100-sxm-80gb", "--json"]
    argv += ["--framework", "megatron-deepspeed", "--method", "pretrain", "--pp", "2"]
    argv += ["--gpus", "8", "--seq-len", "4096", "--tokens", "1e9"]
    assert main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    changes = {x["change"]: x["gpus"] for x in doc["levers"]}
    assert changes.get("activation checkpointing: recompute each layer in the backward") == 8


def test_deepspeed_at_stage_0_in_bf16_is_its_bf16_optimizer() -> None:
    """The deepspeed profile's own stage 0: DeepSpeed's BF16_Optimizer (fp32 gradient buffer
    beside the bf16 .grad, master and states sharded over data-parallel ranks), 20 B per
    parameter on one GPU where it counted 16; stage 1 shards them with bf16 gradients."""
    one = Plan(method="full", framework="deepspeed")
    assert one.zero == 0 and bf16_optimizer_grads(one)
    mem = _memory(one)
    trainable = mem["weights"] / 2
    assert mem["gradients"] == pytest.approx(trainable * 6)
    assert mem["optimizer"] == pytest.approx(trainable * 12)
    eight = _memory(one.with_changes(gpus_per_node=8))
    assert eight["optimizer"] == pytest.approx(trainable * 12 / 8)
    assert eight["gradients"] == pytest.approx(trainable * 6)
    figure = training_memory(LLAMA_8B, A100, one.with_changes(gpus_per_node=8)).components[
        "optimizer"
    ]
    assert any("BF16_Optimizer" in str(n) for n in figure.notes)
    # fp32 training, or CPU offload, is not BF16_Optimizer's
    assert not bf16_optimizer_grads(one.with_changes(precision="fp32"))
    assert not bf16_optimizer_grads(one.with_changes(offload="optimizer"))
    # the Hugging Face-based profiles' zero 0 is no DeepSpeed at all
    assert not bf16_optimizer_grads(Plan(method="full", framework="hf"))


def test_deepspeed_trains_fp8_through_accelerates_transformer_engine() -> None:
    """accelerate's FP8 (Transformer Engine, delayed scaling) with DeepSpeed ZeRO 1-3: offered
    by the deepspeed profile, faster than bf16 on an H100; its other recipes refused by name;
    at stage 0 the bf16 engine under it is BF16_Optimizer."""
    plan = Plan(method="full", framework="deepspeed", gpus_per_node=8, zero=3, precision="fp8")
    assert plan.fp8_recipe.value == "delayed"
    assert not plan_problems(LLAMA_8B, plan, H100)
    for recipe in ("tensorwise", "rowwise"):
        (problem,) = plan_problems(LLAMA_8B, plan.with_changes(fp8_recipe=recipe), H100)
        assert problem.field == "fp8_recipe" and problem.text.endswith("allowed: delayed")
    fp8 = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan), solve=False)
    bf16 = estimate(
        Scenario(model=LLAMA_8B, gpu=H100, plan=plan.with_changes(precision="mixed")),
        solve=False,
    )
    assert (
        fp8.budget.compute["step_seconds"].value < 0.9 * bf16.budget.compute["step_seconds"].value
    )
    assert plan_problems(LLAMA_8B, plan.with_changes(zero=0), H100)  # ZeRO 1-3 only


def test_deepspeed_zero_1_and_2_reduce_on_the_compute_stream() -> None:
    """DeepSpeed's overlap_comm is off unless set at stages 1 and 2 (on at 3): its gradient
    reductions there are not hidden behind the backward, as FSDP's are."""
    windows = Windows(10.0, 6.0, 1, 32)
    for zero, hidden in ((1, "none"), (2, "none"), (3, "backward")):
        plan = Plan(method="full", framework="deepspeed", gpus_per_node=8, nodes=2, zero=zero)
        c = communication(LLAMA_8B, A100, plan, 10**9, windows)
        dp = {f.key: f for f in c.traffic}["traffic_dp"]
        assert dict(dp.inputs)["hidden behind"] == hidden, zero
    # LLaMA-Factory's shipped ds_z2_config.json turns it off too
    lf = Plan(method="full", framework="llamafactory", gpus_per_node=8, nodes=2, zero=2)
    c = communication(LLAMA_8B, A100, lf, 10**9, windows)
    assert dict({f.key: f for f in c.traffic}["traffic_dp"].inputs)["hidden behind"] == "none"
    fsdp = Plan(method="full", framework="fsdp", gpus_per_node=8, nodes=2, zero=2)
    c = communication(LLAMA_8B, A100, fsdp, 10**9, windows)
    assert dict({f.key: f for f in c.traffic}["traffic_dp"].inputs)["hidden behind"] == "backward"


def test_review_edges_of_stage_0() -> None:
    """fp16 on a GPU without bf16 is FP16_Optimizer (whole states, fp16 gradients); pure bf16
    and autocast are no Megatron-DeepSpeed modes; FP8 through accelerate runs ZeRO 1-3;
    stage 0 with offload is costed as the ZeRO-1 it is; the two BF16_Optimizer plans step
    alike; a pipeline plan that overflows is offered ZeRO-1 (ZeRO-3 is refused there)."""
    cat = shipped_catalog()
    v100 = cat.gpu("v100-sxm2-32gb")
    plan = Plan(method="full", framework="deepspeed", gpus_per_node=8)
    assert bf16_optimizer_grads(plan, A100) and not bf16_optimizer_grads(plan, v100)
    mem = {k: f.value for k, f in training_memory(LLAMA_8B, v100, plan).components.items()}
    trainable = mem["weights"] / 2
    assert mem["optimizer"] == pytest.approx(trainable * 12)  # whole on every rank
    for precision in ("bf16", "amp"):
        (problem,) = plan_problems(MHA_8B, Plan(**BASE, precision=precision), A100)
        assert problem.field == "precision"
    fp8 = Plan(method="full", framework="deepspeed", gpus_per_node=8, precision="fp8")
    assert [p.field for p in plan_problems(LLAMA_8B, fp8, H100)] == ["zero"]
    windows = Windows(10.0, 6.0, 1, 32)
    off0 = communication(LLAMA_8B, A100, plan.with_changes(offload="optimizer"), 10**9, windows)
    off1 = communication(
        LLAMA_8B, A100, plan.with_changes(offload="optimizer", zero=1), 10**9, windows
    )
    assert sum(f.value for f in off0.traffic) == pytest.approx(sum(f.value for f in off1.traffic))
    model = cat.model("llama-2-13b")
    a100 = cat.gpu("a100-sxm-80gb")
    steps = []
    for changes in ({}, {"zero": 1, "precision": "mixed_fp32_grads"}):
        p = Plan(**BASE, pp=2, seq_len=4096, **changes)
        est = estimate(Scenario(model=model, gpu=a100, plan=p), solve=False)
        steps.append(est.budget.compute["step_seconds"].value)
    assert steps[0] == pytest.approx(steps[1])
    over = estimate(
        Scenario(model=model, gpu=a100, plan=Plan(**BASE, pp=2, seq_len=2048)), solve=True
    )
    assert not over.memory.fits  # 94.0 GB; ZeRO-1 with bf16 gradients: 56.5 GB
    assert any(p.changes == {"zero": 1} for p in over.proposals)


def test_megatron_deepspeeds_zero_bubble_schedule() -> None:
    """--enable-zbh1-pipeline: ZB-H1 over DeepSpeed's pipeline, without Megatron's sequence
    parallelism; with as many micro-batches as stages its bubble is what 1F1B's leaves minus
    the deferred weight gradients."""
    cat = shipped_catalog()
    model, a100 = cat.model("llama-2-13b"), cat.gpu("a100-sxm-80gb")
    base = Plan(**BASE, pp=4, seq_len=2048, recompute="full", global_batch=8)
    zb = base.with_changes(pp_schedule="zb1p")
    assert not plan_problems(model, zb, a100)
    (problem,) = plan_problems(model, zb.with_changes(tp=2, sequence_parallel=True), a100)
    assert problem.field == "sequence_parallel"
    steps = [
        estimate(Scenario(model=model, gpu=a100, plan=p), solve=False)
        .budget.compute["step_seconds"]
        .value
        for p in (base, zb)
    ]
    assert steps[1] < 0.9 * steps[0]


def test_a_bf16_model_under_deepspeed_keeps_the_mixed_bytes() -> None:
    """DeepSpeed's bf16 engine keeps an fp32 master copy and fp32 states whatever dtype the
    model was loaded in: BF16_Optimizer at stage 0, ZeRO's fp32 partitions at 1-3."""
    for zero in (0, 1, 3):
        plan = Plan(method="full", framework="deepspeed", gpus_per_node=8, zero=zero)
        assert _memory(plan.with_changes(precision="bf16")) == _memory(plan), zero
