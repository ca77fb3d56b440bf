"""Expert parallelism: ep within the GPUs of a pipeline stage, experts sharded once."""

from __future__ import annotations

import pytest

from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.typed import typed_values
from hwplanner.engine.scenario.sharding import expert_shard_ranks
from hwplanner.engine.scenario.validity import expert_parallel_choices, plan_problems, refusal
from hwplanner.engine.solve.proposal import propose_parallelism
from hwplanner.engine.solve.solve import min_gpus
from tests.engine.models import DEEPSEEK_V3, H100, LLAMA_8B, MIXTRAL, QWEN3_30B, QWEN3_235B


def _ep_texts(spec: object, plan: Plan) -> list[str]:
    return [p.text for p in plan_problems(spec, plan) if p.field == "ep"]  # type: ignore[arg-type]


def test_ep_beyond_the_gpus_of_a_stage_is_refused_by_name() -> None:
    # the reviewers' plans: 16 GPUs in 16 stages hold 1 GPU per stage, not 64 expert ranks
    dsv3 = Plan(method="full", framework="megatron", gpus_per_node=8, nodes=2, pp=16, ep=64)
    assert _ep_texts(DEEPSEEK_V3, dsv3) == [
        "64 does not divide the GPUs of a pipeline stage (GPUs ÷ pp = 16 ÷ 16 = 1); allowed: 1"
    ]
    mixtral = Plan(method="full", framework="megatron", ep=8)
    assert _ep_texts(MIXTRAL, mixtral) == [
        "8 does not divide the GPUs of a pipeline stage (GPUs ÷ pp = 1 ÷ 1 = 1); allowed: 1"
    ]
    serve = Plan(method="inference", gpus_per_node=8, tp=2, pp=4, ep=16)
    assert _ep_texts(QWEN3_235B, serve) == [
        "16 does not divide the GPUs of a pipeline stage (GPUs ÷ pp = 8 ÷ 4 = 2); allowed: 1, 2"
    ]
    assert (
        refusal(QWEN3_235B, serve.with_changes(ep=1), "ep", 16) == _ep_texts(QWEN3_235B, serve)[0]
    )
    assert refusal(QWEN3_235B, serve.with_changes(ep=1), "ep", 2) is None


def test_ep_must_divide_the_experts_and_is_1_on_a_dense_model() -> None:
    plan = Plan(method="inference", framework="sglang", gpus_per_node=8, tp=8, ep=3)
    assert _ep_texts(MIXTRAL, plan) == [
        "3 does not divide the model's 8 experts; allowed: 1, 2, 4, 8"
    ]
    # vLLM's expert parallelism takes every GPU of the replica (EP = TP × DP) or none
    vllm = plan.with_changes(framework="vllm", ep=2)
    assert _ep_texts(MIXTRAL, vllm) == [
        "vLLM's expert parallelism spreads the experts over all of a replica's 8 GPUs, not 2 of "
        "them; allowed: 1 or 8"
    ]
    assert expert_parallel_choices(MIXTRAL, vllm) == [1, 8]
    assert _ep_texts(LLAMA_8B, plan.with_changes(ep=2)) == [
        "2 is not allowed; allowed: 1 (dense model)"
    ]
    assert expert_parallel_choices(QWEN3_235B, Plan(gpus_per_node=8, nodes=4, pp=4)) == [1, 2, 4, 8]


def test_serving_experts_stay_within_one_replica() -> None:
    # vllm serve -tp 1 -dp 4 --enable-expert-parallel typed as tp 1, ep 4 would leave each
    # one-GPU replica running attention for every sequence: refused, with the equivalent
    plan = Plan(method="inference", framework="vllm", gpus_per_node=4, tp=1, ep=4)
    assert _ep_texts(DEEPSEEK_V3, plan) == [
        "4 does not divide the replica's 1 tensor-parallel GPUs (a serving engine spreads the "
        "experts over the GPUs of one replica); allowed: 1 — an engine's data-parallel size 4 "
        "with expert parallelism over tensor parallelism 1 is tp 4 with attention_dp 4 and ep 4 "
        "here"
    ]
    assert expert_parallel_choices(DEEPSEEK_V3, plan) == [1]
    # typed with vLLM's data-parallel size as attention_dp too: the same equivalent, not 4 × 4
    # (read as it where a whole plan is typed: plan/typed.py; an edit keeps what it says)
    both = plan.with_changes(attention_dp=4)
    assert (both.tp, both.attention_dp) == (1, 4)
    assert "data-parallel size 4 " in _ep_texts(DEEPSEEK_V3, both)[0]
    assert "tp 4 with attention_dp 4 and ep 4" in _ep_texts(DEEPSEEK_V3, both)[0]
    typed = plan.with_changes(tp=4, attention_dp=4)
    assert not _ep_texts(DEEPSEEK_V3, typed)
    assert expert_parallel_choices(DEEPSEEK_V3, typed) == [1, 4]  # vLLM: none or all
    assert expert_parallel_choices(DEEPSEEK_V3, typed.with_changes(framework="sglang")) == [
        1,
        2,
        4,
    ]
    # training spreads experts over the data-parallel ranks (Megatron's expert data parallel)
    assert not _ep_texts(DEEPSEEK_V3, plan.with_changes(method="full", framework="megatron"))
    # SGLang's large-EP decode (--tp 32 --dp 32 --enable-dp-attention --ep 32 over 4 nodes):
    # attention whole on each GPU, so the heads need not divide by 32; typed as 4 replicas of
    # tp 8 with 8 groups, the refusal counts all 32 groups
    wide = Plan(method="inference", framework="sglang", gpus_per_node=8, nodes=4, tp=32,
                attention_dp=32, ep=32)  # fmt: skip
    assert not [p for p in plan_problems(DEEPSEEK_V3, wide) if p.field in ("tp", "ep")]
    typed = wide.with_changes(tp=8, attention_dp=8)
    assert _ep_texts(DEEPSEEK_V3, typed)[0].endswith("is tp 32 with attention_dp 32 and ep 32 here")


@pytest.mark.parametrize(
    ("tp", "pp", "ep", "nodes"),
    [(1, 1, 8, 1), (2, 1, 8, 1), (4, 4, 8, 4), (1, 2, 4, 1), (8, 1, 8, 1)],
)
def test_every_expert_state_is_held_somewhere(tp: int, pp: int, ep: int, nodes: int) -> None:
    """Σ over GPUs of weights + gradients + optimizer ≥ parameters × bytes per parameter (the
    reviewers' invariant): ZeRO divides the experts only over the GPUs that hold the same ones."""
    plan = Plan(
        method="full",
        framework="megatron",
        precision="mixed",
        gpus_per_node=8,
        nodes=nodes,
        tp=tp,
        pp=pp,
        ep=ep,
        etp=1,  # experts whole on their expert-parallel rank
        zero=3,
    )
    assert not plan_problems(QWEN3_30B, plan)
    m = estimate_memory(QWEN3_30B, H100, plan)
    states = sum(m.components[k].value for k in ("weights", "gradients", "optimizer"))
    params = count_params(QWEN3_30B).total
    # bf16 weights + bf16 gradients + fp32 master and two Adam states: 16 bytes per parameter
    assert states * plan.gpus >= params * 16 * 0.999


def test_expert_shard_ranks_is_megatrons_expert_data_parallel_group() -> None:
    # GPUs ÷ (ep × pp) with experts whole on a rank; with ep 1 the data-parallel ranks
    assert expert_shard_ranks(Plan(gpus_per_node=8, nodes=4, tp=4, pp=4, ep=8)) == 1
    assert expert_shard_ranks(Plan(gpus_per_node=8, nodes=4, tp=1, pp=4, ep=2)) == 4
    assert expert_shard_ranks(Plan(gpus_per_node=8, nodes=4, tp=4, pp=2)) == 4


def test_qwen3_235b_zero3_no_longer_fits_below_its_states() -> None:
    # 32 GPUs, tp 4 pp 4 ep 8: the expert data-parallel group is 1, so ZeRO shards no expert
    plan = Plan(
        method="full", framework="megatron", gpus_per_node=8, nodes=4, tp=4, pp=4, ep=8, etp=1,
        zero=3,
    )  # fmt: skip
    m = estimate_memory(QWEN3_235B, H100, plan)
    states = sum(m.components[k].value for k in ("weights", "gradients", "optimizer"))
    assert states * 32 >= count_params(QWEN3_235B).total * 16 * 0.999
    assert not m.fits


def test_solver_and_proposal_never_pick_a_refused_ep() -> None:
    plan = Plan(method="full", framework="megatron", gpus_per_node=8, pp=2, ep=4, zero=1)
    sol = min_gpus(QWEN3_30B, H100, plan)
    assert sol is not None and not plan_problems(QWEN3_30B, sol.plan)
    serve = Plan(method="inference", gpus_per_node=8, tp=8, ep=8, weight_format="fp8")
    prop = propose_parallelism(DEEPSEEK_V3, H100, serve)
    assert prop is not None
    proposed = serve.with_changes(**prop.changes)
    assert not plan_problems(DEEPSEEK_V3, proposed)
    assert (proposed.gpus // proposed.pp) % proposed.ep == 0


def test_megatron_splits_experts_over_tensor_parallel_ranks_by_default() -> None:
    """Megatron-LM's --expert-tensor-parallel-size defaults to the tensor-parallel size: with tp
    2 and ep 4 on 8 GPUs each GPU holds a quarter of the experts, each split in two; etp 1
    keeps them whole (twice the expert weights per GPU). ms-swift's Megatron backend keeps
    them whole unless told (its default is 1 from 3.9)."""
    from hwplanner.engine.scenario.sharding import expert_tp, model_slice

    plan = Plan(method="full", framework="megatron", gpus_per_node=8, tp=2, ep=4, zero=1)
    assert expert_tp(plan) == 2 and not plan_problems(QWEN3_30B, plan)
    split = model_slice(QWEN3_30B, plan, first=True, last=True)
    whole = model_slice(QWEN3_30B, plan.with_changes(etp=1), first=True, last=True)
    experts = count_params(QWEN3_30B).experts
    assert split.expert_params == pytest.approx(experts / 8)
    assert whole.expert_params == pytest.approx(experts / 4)
    assert expert_tp(plan.with_changes(framework="swift-megatron")) == 1
    assert expert_tp(plan.with_changes(method="inference", framework="vllm")) == 1
    # the expert groups must tile a stage's GPUs: etp × ep divides GPUs ÷ pp (an etp set;
    # unset, it is 1 there)
    texts = [str(p) for p in plan_problems(QWEN3_30B, plan.with_changes(ep=8, etp=2))]
    assert any(t.startswith("etp: 2 × ep 8") and "allowed: 1" in t for t in texts)
    assert not plan_problems(QWEN3_30B, plan.with_changes(ep=8))


def test_an_etp_the_window_shows_is_the_etp_the_engine_uses() -> None:
    # tp 1 with etp 2 (Megatron allows an expert tensor-parallel size of its own): the field
    # applies, and the experts split over ep × etp
    from hwplanner.engine.plan.inputs import unused_fields
    from hwplanner.engine.scenario.sharding import expert_tp

    plan = Plan(method="full", framework="megatron", gpus_per_node=8, ep=4, etp=2, zero=1)
    assert expert_tp(plan) == 2 and not unused_fields(plan, QWEN3_30B, {"etp"})
    assert not plan_problems(QWEN3_30B, plan)
    # without expert parallelism the field does not apply and nothing reads it
    dense_ep = plan.with_changes(ep=1)
    assert unused_fields(dense_ep, QWEN3_30B, {"etp"}) and expert_tp(dense_ep) == 1
    # the allowed ep values are those whose expert groups tile a stage: at tp 2 with etp 2 set
    # on 8 GPUs, ep 8 is not among them; left unset, etp is 1 where tp × ep cannot tile a
    # stage (Megatron-Core refuses its default there, so a run that ran set 1)
    from hwplanner.engine.scenario.validity import expert_parallel_choices

    tp2 = Plan(method="full", framework="megatron", gpus_per_node=8, tp=2, zero=1)
    assert 8 not in expert_parallel_choices(QWEN3_30B, tp2.with_changes(etp=2))
    assert 8 in expert_parallel_choices(QWEN3_30B, tp2.with_changes(etp=1))
    assert 8 in expert_parallel_choices(QWEN3_30B, tp2)
    assert expert_tp(tp2.with_changes(ep=8)) == 1 and expert_tp(tp2.with_changes(ep=4)) == 2


def test_a_published_layout_whose_tp_and_ep_cannot_share_a_stage_is_entered() -> None:
    """Megatron-Bridge's Qwen3-235B on 256 H100 (TP 2, PP 8, EP 32: its recipe sets
    expert_tensor_parallel_size 1) was refused with etp left unset: tp × ep = 64 does not
    divide a stage's 32 GPUs."""
    from hwplanner import api

    est = api.estimate(
        "qwen3-235b-a22b", "h100-sxm-80gb", "pretrain", solve=False, framework="nemo",
        gpus_per_node=8, nodes=32, tp=2, pp=8, ep=32, micro_batch=1, global_batch=8192,
        seq_len=4096,
    )  # fmt: skip
    from hwplanner.engine.defaults import plan_origins

    sc = est.scenario
    origin = plan_origins(sc.model, sc.plan, sc.gpu)["etp"]
    assert origin.value == 1 and origin.origin.value == "engine"


def test_attention_groups_split_the_heads_over_their_own_gpus() -> None:
    """Kimi K2 (64 heads) served as SGLang runs it over 16 nodes (--tp 128 --dp 128
    --enable-dp-attention): each group runs attention whole on one GPU, so tp 128 is allowed;
    without the groups 128 does not divide the heads."""
    from hwplanner import api

    kw = {"gpus_per_node": 8, "nodes": 16, "framework": "sglang", "tp": 128, "ep": 128,
          "batch": 480, "solve": False}  # fmt: skip
    est = api.estimate("kimi-k2", "h200-sxm-141gb", "inference", attention_dp=128, **kw)
    assert est.memory.fits
    with pytest.raises(api.InputError, match=r"^tp: 128 does not divide the model's 64"):
        api.estimate("kimi-k2", "h200-sxm-141gb", "inference", **kw)
    with pytest.raises(api.InputError, match=r"group's 128 GPUs \(tp 256 ÷ 2 groups\)"):
        api.estimate("kimi-k2", "h200-sxm-141gb", "inference", attention_dp=2,
                     **{**kw, "nodes": 32, "tp": 256, "ep": 256})  # fmt: skip


def test_vllm_data_parallel_notation_is_read_where_a_plan_is_typed() -> None:
    """vllm serve -tp 1 -dp 4 --enable-expert-parallel typed as tp 1, attention_dp 4, ep 4 (entry
    probe S01) is the replica of tp 4 on a mixture of experts, read where the whole plan is
    typed (plan/typed.py), never on an edit, a saved plan or a plan the engine builds."""
    typed = {"framework": "vllm", "gpus_per_node": 4, "tp": 1, "attention_dp": 4, "ep": 4}
    read, said, _ = typed_values(typed, "inference", moe=True)
    assert (read["tp"], read["attention_dp"], read["ep"]) == (4, 4, 4)
    assert len(said) == 1 and "-tp 1 -dp 4" in str(said[0])
    plan = Plan(method="inference", **read)
    assert not plan_problems(DEEPSEEK_V3, plan)
    # -tp 2 -dp 4: 8 GPUs; -tp 4 -dp 3: 12 (a tp the groups do not divide is a rank's)
    node = {"framework": "vllm", "gpus_per_node": 8}
    assert (
        typed_values({**node, "tp": 2, "attention_dp": 4}, "inference", moe=True).values["tp"] == 8
    )
    twelve = {**node, "nodes": 3, "tp": 4, "attention_dp": 3}
    assert typed_values(twelve, "inference", moe=True).values["tp"] == 12
    # a dense model: vLLM's ranks are independent replicas of the rank's tp, no groups, the
    # attention_dp typed used up by the reading (not named unused)
    dense_read = typed_values({**node, "tp": 1, "attention_dp": 4}, "inference", moe=False)
    assert (dense_read.values["tp"], dense_read.values["attention_dp"]) == (1, 1)
    assert dense_read.consumed == {"attention_dp"} and "independent replicas" in str(
        dense_read.said[0]
    )
    # left as typed: the planner's notation (groups divide tp), GPUs that cannot hold the
    # replica (the refusal names the equivalent), values that are not ints, SGLang (its --dp
    # counts within --tp), training, and an unknown model kind
    for values, method, moe in (
        ({**node, "tp": 4, "attention_dp": 2}, "inference", True),
        ({"framework": "vllm", "tp": 1, "attention_dp": 4}, "inference", True),
        ({"framework": "vllm", "tp": 1, "attention_dp": 4}, "inference", False),
        ({**node, "tp": 1.0, "attention_dp": 4}, "inference", True),
        ({**node, "tp": True, "attention_dp": 4}, "inference", True),
        ({**node, "framework": "sglang", "tp": 1, "attention_dp": 4}, "inference", True),
        ({**node, "tp": 1, "attention_dp": 4}, "inference", None),
    ):
        assert typed_values(values, method, moe=moe) == (values, [], frozenset()), values
    # an edit or a saved plan keeps its values (the window's one-field edits, proposals)
    edited = plan.with_changes(tp=2)
    assert (edited.tp, edited.attention_dp) == (2, 4)
    assert Plan.model_validate(Plan(method="inference", **typed).model_dump()).tp == 1
    dense = Plan(method="inference", **{**node, "tp": 1, "attention_dp": 4})
    assert "independent replicas" in str(
        next(p for p in plan_problems(LLAMA_8B, dense) if p.field == "attention_dp")
    )
