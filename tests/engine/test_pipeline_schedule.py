"""The pipeline schedule: what each keeps in memory, which framework runs it, refusals by name,
and the command line's flag."""

from __future__ import annotations

import json

import pytest

from hwplanner.cli import main
from hwplanner.engine.memory.training import in_flight_micro_batches, training_memory
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Method, Plan, PpSchedule
from hwplanner.engine.scenario.sharding import model_slice
from hwplanner.engine.scenario.validity import PlanError, check_plan, plan_problems
from tests.engine.models import H100, LLAMA_8B, LLAMA_70B

PLAN = Plan(
    method=Method.PRETRAIN,
    framework="fsdp",
    gpus_per_node=8,
    nodes=4,
    tp=8,
    pp=4,
    zero=3,  # torchtitan shards every stage with FSDP (no stage 1)
    grad_accum=16,
    recompute="none",
)


def test_zero_bubble_holds_what_1f1b_holds() -> None:
    # long sequences: the peak falls in backward, where the in-flight activations count
    plan = PLAN.with_changes(seq_len=8192, micro_batch=2)
    zb = plan.with_changes(pp_schedule="zb1p")
    assert in_flight_micro_batches(zb, first=True) == in_flight_micro_batches(plan, first=True)
    one, zero = training_memory(LLAMA_70B, H100, plan), training_memory(LLAMA_70B, H100, zb)
    assert one.phase != "optimizer step" and one.components["activations"].value > 0
    assert zero.total.value == pytest.approx(one.total.value)


def test_dualpipev_first_gpu_holds_both_ends_and_half_a_stage_more() -> None:
    """S + 1 chunks of L/S layers in flight for S = 2·pp (pp + ½ stages' worth), and the V puts
    the embedding, the output layer and the loss on the same GPU (the even split; with the ends
    counted as layers, tests/engine/test_pipeline_split.py)."""
    dv = PLAN.with_changes(pp_schedule="dualpipev", pp_ends_as_layers=False)
    assert in_flight_micro_batches(dv, first=True) == 4.5
    mem = training_memory(LLAMA_70B, H100, dv)
    act = dict(mem.components["activations"].inputs)
    per_layer, layers = act["saved per layer, no recompute"], act["layers on this GPU"]
    assert act["layers' saved tensors"] == pytest.approx(4.5 * layers * per_layer)
    # the planned GPU holds both ends: the output layer and final norm beside the embedding
    held = dict(mem.components["weights"].inputs)["trainable params on this GPU"]
    total = count_params(LLAMA_70B).total
    both = model_slice(LLAMA_70B, dv, first=True, last=True)
    first = model_slice(LLAMA_70B, dv, first=True, last=False)
    assert held == round(total * both.fraction)
    assert held - round(total * first.fraction) == pytest.approx(
        count_params(LLAMA_70B).lm_head / 8 + LLAMA_70B.hidden_size, abs=2
    )


def test_frameworks_offer_their_schedules_and_refuse_others_by_name() -> None:
    for fw, schedule in (("fsdp", "dualpipev"), ("megatron", "zb1p")):
        check_plan(LLAMA_70B, PLAN.with_changes(framework=fw, pp_schedule=schedule), H100)
    # torchtitan's zero-bubble schedule is the interleaved one (two or more stages a rank)
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_70B, PLAN.with_changes(pp_schedule="zb1p"))
    assert exc.value.field == "pp_schedule" and "allowed: 1f1b, dualpipev" in exc.value.text
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_70B, PLAN.with_changes(framework="megatron", pp_schedule="dualpipev"))
    assert exc.value.field == "pp_schedule"
    assert "Megatron-LM does not offer DualPipeV" in exc.value.text
    assert "allowed: 1f1b, zb1p" in exc.value.text
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_70B, PLAN.with_changes(framework="nemo", pp_schedule="zb1p"))
    assert exc.value.field == "pp_schedule" and "allowed: 1f1b" in exc.value.text
    # a trainer with no pipeline at all is refused the stages themselves, by name
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_70B, PLAN.with_changes(framework="deepspeed"))
    assert exc.value.field == "pp" and "DeepSpeed ZeRO does not offer pipeline" in exc.value.text
    assert (
        "the profiles that do, for this method: fsdp, megatron, megatron-deepspeed"
        in exc.value.text
    )


def test_schedule_rules_name_the_field() -> None:
    def fields(plan: Plan) -> list[str]:
        return [p.field for p in plan_problems(LLAMA_70B, plan, H100)]

    megatron = PLAN.with_changes(framework="megatron")
    assert fields(megatron.with_changes(pp_schedule="zb1p", pp_interleave=2)) == ["pp_interleave"]
    few = PLAN.with_changes(pp_schedule="dualpipev", grad_accum=7)
    assert fields(few) == ["pp_schedule"]
    assert "2 × pp = 8 micro-batches" in str(plan_problems(LLAMA_70B, few, H100)[0])
    # 32 layers, pp 32: 64 chunks do not fit them (and 32 stages need 64 micro-batches)
    deep = PLAN.with_changes(
        tp=1, pp=32, gpus_per_node=8, nodes=4, pp_schedule="dualpipev", grad_accum=64
    )
    problems = plan_problems(LLAMA_8B, deep)
    assert [p.field for p in problems] == [
        "pp"
    ] and "allowed: pp 2 to 16, or pp_schedule 1f1b" in problems[0].text
    # one stage: the schedule has nothing to order (the window hides the field)
    assert fields(PLAN.with_changes(pp=1, tp=8, nodes=1, pp_schedule="dualpipev")) == []
    serving = Plan(method="inference", framework="vllm", gpus_per_node=2, pp_schedule="zb1p")
    assert [p.field for p in plan_problems(LLAMA_8B, serving, H100)] == []  # one stage
    staged = serving.with_changes(tp=1, pp=2)
    assert [p.field for p in plan_problems(LLAMA_8B, staged, H100)] == ["pp_schedule"]


def test_the_flag_reaches_the_plan_and_bad_values_are_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["estimate", "--model", "llama-3.1-70b", "--gpu", "h100-sxm-80gb", "--no-solve"]
    argv += ["--method", "pretrain", "--framework", "megatron", "--gpus", "8", "--nodes", "4"]
    argv += ["--tp", "8", "--pp", "4", "--grad-accum", "16", "--json"]
    assert main([*argv, "--pp-schedule", "zb1p"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["plan"]["pp_schedule"] == PpSchedule.ZB1P.value
    assert main([*argv, "--pp-schedule", "dualpipe"]) == 2
    out, err = capsys.readouterr()
    assert not out and err.count("\n") == 1
    assert "--pp-schedule" in err and "'1f1b', 'zb1p', 'dualpipev'" in err
    assert main([*argv, "--pp-schedule", "dualpipev"]) == 2  # not Megatron-LM's
    assert "Megatron-LM does not offer DualPipeV" in capsys.readouterr().err


def test_dualpipev_passes_each_micro_batch_through_two_chunks_a_gpu() -> None:
    """Pipeline traffic per step: activation out and gradient back per micro-batch and chunk
    (1F1B: one chunk a GPU, v with virtual stages, DualPipeV two)."""
    from hwplanner.engine.time.collectives import fabric
    from hwplanner.engine.time.comm import Context, pp_terms

    def sends(plan: Plan) -> float:
        ctx = Context(
            LLAMA_70B, H100, plan, count_params(LLAMA_70B), 0, fabric(H100, plan, None), 1.0
        )
        return sum(term.calls for term in pp_terms(ctx))  # exposed and steady-phase sends

    assert sends(PLAN) == 2 * 16
    assert sends(PLAN.with_changes(pp_schedule="dualpipev")) == 2 * 16 * 2
    assert sends(PLAN.with_changes(framework="megatron", pp_interleave=5)) == 2 * 16 * 5


def test_a_given_mfu_comes_back_as_given_on_an_fp8_run() -> None:
    """A measured MFU is over the dense 16-bit peak, an FP8 run's too (MFU_FORMULA): the plan
    that takes it reports the same figure back (the FP8 speed-up is in it already)."""
    from hwplanner import api

    est = api.estimate(
        "llama-3.1-70b", "h100-sxm-80gb", "pretrain", framework="megatron", precision="fp8",
        gpus_per_node=8, nodes=8, tp=8, pp=2, mfu=0.4,
    )  # fmt: skip
    assert est.budget.compute["mfu"].value == pytest.approx(0.4)
    assert "dense 16-bit peak" in est.budget.compute["mfu"].formula


def test_torchtitans_stages_train_in_full_only() -> None:
    """The fsdp profile's pipeline is torchtitan's, which pre-trains and fine-tunes in full:
    LoRA, QLoRA and freezing with stages are refused by name, naming the profiles whose
    stages train the method (none for QLoRA); the window hides the field for them."""
    from hwplanner.engine.plan.fields import pipeline_offered

    lora = PLAN.with_changes(framework="fsdp", method="lora")
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_70B, lora, H100)
    assert exc.value.field == "pp" and "for pretrain, full only (torchtitan's), not lora" in (
        exc.value.text
    )
    assert exc.value.text.endswith("(the profiles that do, for this method: megatron, "
                                   "swift-megatron, nemo)")  # fmt: skip
    with pytest.raises(PlanError) as exc:
        check_plan(LLAMA_70B, PLAN.with_changes(framework="fsdp", method="qlora"), H100)
    assert exc.value.text.endswith("for this method: none)")
    assert not pipeline_offered(lora.with_changes(pp=1), None)
    assert pipeline_offered(lora.with_changes(pp=1, framework="nemo"), None)


def test_stages_are_numbered_last_so_their_hand_offs_cross_nodes() -> None:
    """Megatron-Core numbers ranks "tp-cp-ep-dp-pp" (DeepSpeed ['pipe', 'data', 'model'],
    torchtitan's mesh from "pp"): a stage holds GPUs ÷ pp consecutive ranks, so its hand-offs
    stay inside a node only where the whole job does (once it spans nodes a stage boundary
    falls on a node boundary, and that hand-off paces the pipeline), and a data-parallel group
    has GPUs per node ÷ tp ranks on a node."""
    from collections.abc import Callable

    from hwplanner.engine.time.collectives import fabric
    from hwplanner.engine.time.comm import Context, Traffic, dp_terms, pp_terms

    def local(plan: Plan, terms: Callable[[Context], list[Traffic]] = pp_terms) -> int:
        ctx = Context(
            LLAMA_70B, H100, plan, count_params(LLAMA_70B), 0, fabric(H100, plan, None), 1.0
        )
        return int(terms(ctx)[0].local_ranks)

    mega = Plan(framework="megatron", method="pretrain", gpus_per_node=8, grad_accum=16)
    assert local(mega.with_changes(nodes=1, pp=2)) == 2  # two stages of 4 GPUs in the node
    assert local(mega.with_changes(nodes=2, pp=2)) == 1  # a stage is a whole node
    # TP 2 × PP 8 on 2 nodes: stages of 2 GPUs, but stage 3 hands to stage 4 across the network
    assert local(mega.with_changes(nodes=2, tp=2, pp=8)) == 1
    assert local(mega.with_changes(nodes=2, tp=2, pp=4)) == 1
    # TP 2 × PP 4 on 64 GPUs: a stage is 16 GPUs, two nodes; its data-parallel ranks sit 4 a node
    wide = mega.with_changes(nodes=8, tp=2, pp=4)
    assert local(wide) == 1
    assert local(wide, dp_terms) == 4


def test_interleaved_sends_of_the_steady_phase_hide_behind_the_step() -> None:
    """Megatron-Core overlaps the 1F1B phase's sends with the chunks' compute
    (overlap_p2p_comm, virtual stages only); the first stage's warm-up and flush stay exposed:
    (pp − 1)·2 + (v − 1)·pp micro-batches of GA × v, a send each way."""
    from hwplanner.engine.time.collectives import fabric
    from hwplanner.engine.time.comm import Context, pp_terms

    def terms(plan: Plan) -> dict[str, tuple[float, str]]:
        ctx = Context(
            LLAMA_70B, H100, plan, count_params(LLAMA_70B), 0, fabric(H100, plan, None), 1.0
        )
        return {t.key: (t.calls, t.window) for t in pp_terms(ctx)}

    mega = Plan(framework="megatron", method="pretrain", gpus_per_node=8, nodes=2, tp=4, pp=4)
    # GA 32 × v 5 = 160 chunk passes; warm-up (4 − 1)·2 + (5 − 1)·4 = 22
    split = terms(mega.with_changes(grad_accum=32, pp_interleave=5))
    assert split == {"pp": (44.0, "none"), "pp_steady": (276.0, "step")}
    # no virtual stages, or a framework without the schedule: every hand-off exposed
    assert terms(mega.with_changes(grad_accum=32)) == {"pp": (64, "none")}
    deepspeed = Plan(
        framework="megatron-deepspeed",
        method="pretrain",
        gpus_per_node=8,
        nodes=2,
        tp=4,
        pp=4,
        grad_accum=32,
    )
    assert set(terms(deepspeed)) == {"pp"}
    # too few micro-batches for a steady phase: all exposed
    assert set(terms(mega.with_changes(grad_accum=4, pp_interleave=5))) == {"pp"}
