"""What is proposed when a plan does not fit: serving parallelism, training GPUs, ZeRO-3 and
activation checkpointing; applied, it fits."""

from __future__ import annotations

import math

import pytest
from hypothesis import given

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.methods import estimate_memory
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.solve.proposal import propose_parallelism
from tests.engine.models import DEEPSEEK_V3, H100, LLAMA_8B, LLAMA_70B
from tests.strategies import GPUS, MODELS, examples, plans, valid_for


def test_the_plans_own_gpus_first_smallest_replica() -> None:
    plan = Plan(method="inference", gpus_per_node=8)  # tp 1: 141 GB of weights on one card
    prop = propose_parallelism(LLAMA_70B, H100, plan)
    assert prop is not None and prop.changes == {"tp": 2, "pp": 1} and prop.gpus == 8
    assert str(prop.text) == "set tp to 2"
    assert estimate_memory(LLAMA_70B, H100, plan.with_changes(**prop.changes)).fits


def test_more_gpus_when_the_node_is_not_enough() -> None:
    # DeepSeek-V3 in bf16 (1.34 TB) on 8 H100: tensor parallel in the node, stages across nodes
    plan = Plan(method="inference", gpus_per_node=8)
    prop = propose_parallelism(DEEPSEEK_V3, H100, plan)
    assert prop is not None
    assert prop.changes["tp"] == 8 and prop.changes["gpus_per_node"] == 8
    assert prop.gpus == prop.changes["nodes"] * 8 == 8 * prop.changes["pp"]
    assert estimate_memory(DEEPSEEK_V3, H100, plan.with_changes(**prop.changes)).fits
    fewer = plan.with_changes(gpus_per_node=8, nodes=prop.changes["nodes"] - 1, tp=8)
    fewer = fewer.with_changes(pp=prop.changes["pp"] - 1)
    assert not estimate_memory(DEEPSEEK_V3, H100, fewer).fits
    assert "pp" in str(prop.text) and f"{prop.gpus} GPUs" in str(prop.text)


def test_no_proposal_when_it_fits_or_for_training() -> None:
    assert propose_parallelism(LLAMA_8B, H100, Plan(method="inference")) is None
    assert propose_parallelism(LLAMA_70B, H100, Plan(method="full")) is None


def test_estimate_carries_the_proposal_in_json() -> None:
    sc = Scenario(model=LLAMA_70B, gpu=H100, plan=Plan(method="inference", gpus_per_node=4))
    doc = estimate(sc).as_dict()
    assert doc["parallel_proposal"]["changes"] == {"tp": 2, "pp": 1}  # type: ignore[index]
    sc = sc.model_copy(update={"plan": Plan(method="inference", gpus_per_node=4, tp=2)})
    assert estimate(sc).as_dict()["parallel_proposal"] is None


# Training ----------------------------------------------------------------------------------


def test_training_proposes_the_solvers_fewest_gpus() -> None:
    """8B LoRA at 8,192 tokens without checkpointing does not fit one H100: the proposal is
    the solver's answer (its count, ZeRO-3 where it needed it), and applying it fits."""
    from hwplanner.engine.solve.proposal import propose_training
    from hwplanner.engine.solve.solve import min_gpus

    plan = Plan(method="lora", seq_len=8192, lora_rank=64)
    assert not estimate_memory(LLAMA_8B, H100, plan).fits
    solution = min_gpus(LLAMA_8B, H100, plan)
    prop = propose_training(LLAMA_8B, H100, plan, solution)
    assert solution is not None and prop is not None
    assert prop.gpus == solution.gpus and "recompute" not in prop.changes
    applied = plan.with_changes(**prop.changes)
    assert applied.gpus == prop.gpus and estimate_memory(LLAMA_8B, H100, applied).fits
    assert f"use {prop.gpus} GPUs" in str(prop.text)


def test_training_turns_on_checkpointing_when_no_count_fits() -> None:
    """70B full fine-tuning without checkpointing fits on no count of H100s (one
    micro-batch's activations alone stay on every GPU): the proposal turns on full
    recompute and takes the solver's count for that plan."""
    from hwplanner.engine.solve.proposal import propose_training
    from hwplanner.engine.solve.solve import min_gpus

    plan = Plan(method="full", zero=3, gpus_per_node=8, nodes=2, seq_len=4096)
    assert plan.recompute.value == "none" and min_gpus(LLAMA_70B, H100, plan) is None
    prop = propose_training(LLAMA_70B, H100, plan, None)
    assert prop is not None and prop.changes["recompute"] == "full"
    applied = plan.with_changes(**prop.changes)
    assert estimate_memory(LLAMA_70B, H100, applied).fits
    checkpointed = min_gpus(LLAMA_70B, H100, plan.with_changes(recompute="full"))
    assert checkpointed is not None and prop.gpus == checkpointed.gpus == applied.gpus
    assert str(prop.text).startswith("turn on recompute (full) and use")
    # already checkpointed and still nothing fits: no proposal (the notes say why)
    long = plan.with_changes(recompute="full", seq_len=1_048_576)
    assert propose_training(LLAMA_70B, H100, long, min_gpus(LLAMA_70B, H100, long)) is None


def test_training_proposal_in_json_and_none_when_it_fits() -> None:
    sc = Scenario(model=LLAMA_70B, gpu=H100, plan=Plan(method="full", zero=3, seq_len=4096))
    doc = estimate(sc).as_dict()
    assert doc["parallel_proposal"] is None
    prop = doc["training_proposal"]
    assert isinstance(prop, dict) and prop["changes"]["recompute"] == "full"
    fits = Scenario(model=LLAMA_8B, gpu=H100, plan=Plan(method="lora"))
    assert estimate(fits).as_dict()["training_proposal"] is None


def test_training_proposal_names_only_what_changes() -> None:
    from hwplanner.engine.solve.proposal import propose_training
    from hwplanner.engine.solve.solve import min_gpus

    def text(plan: Plan) -> str:
        prop = propose_training(LLAMA_70B, H100, plan, min_gpus(LLAMA_70B, H100, plan))
        assert prop is not None
        assert estimate_memory(LLAMA_70B, H100, plan.with_changes(**prop.changes)).fits
        return str(prop.text)

    # 24 GPUs with ZeRO-3 already, 4,096 tokens (no count fits without it): checkpointing alone
    full = Plan(method="full", gpus_per_node=8, nodes=3, zero=3, seq_len=4096)
    assert text(full) == "turn on recompute (full)"
    # the GPUs are enough once sharded and checkpointed: no new count
    assert text(full.with_changes(zero=0)) == "turn on recompute (full) and set zero to 3"
    # checkpointed already: the solver's count, sharded
    assert text(Plan(method="full", recompute="full")).startswith("use 24 GPUs (3 × 8) with zero 3")


@pytest.mark.slow
@examples(150)
@given(MODELS, GPUS, plans())
def test_an_applied_proposal_fits(spec, gpu, plan) -> None:  # type: ignore[no-untyped-def]
    """On random valid plans: a plan that fits gets no proposal (a serving plan its engine
    would refuse to start gets the setting that starts it); one that does not gets fixes
    each of which, applied as the app applies it (with_changes), fits on its GPUs with the
    bytes it says; those on the plan's own GPUs that keep the run come first, then those that
    change it, then (last) the solver's count."""
    plan = valid_for(spec, plan, gpu)
    try:
        est = estimate(Scenario(model=spec, gpu=gpu, plan=plan))
    except ValueError:
        return  # refused (a serving plan's own checks)
    if est.memory.fits and est.start_refusal is not None:
        # the engine would refuse to start it (a serving plan): the one proposal is the
        # setting that lets it start, on the same GPUs, and applied it starts
        (fix,) = est.proposals
        assert fix.gpus == plan.gpus and fix.keeps_run
        started = estimate(Scenario(model=spec, gpu=gpu, plan=plan.with_changes(**fix.changes)))
        assert started.start_refusal is None
        return
    if est.memory.fits:
        assert est.proposal is None and est.proposals == ()
        return
    assert est.proposal is (est.proposals[0] if est.proposals else None)
    for prop in est.proposals:
        applied = plan.with_changes(**prop.changes)
        assert applied.gpus == prop.gpus
        mem = estimate_memory(spec, gpu, applied.for_model(est.params.total))
        assert mem.fits, prop.text
        assert math.isclose(mem.total_bytes, prop.total_bytes, rel_tol=1e-9)
    own = [p for p in est.proposals[:-1] if p.gpus == plan.gpus and "nodes" not in p.changes]
    kinds = [p.keeps_run for p in own]
    assert kinds == sorted(kinds, reverse=True), kinds  # keeping the run before changing it
    cuts = [("seq_len" in p.changes) for p in own if not p.keeps_run]
    assert cuts == sorted(cuts), cuts  # a shorter sequence after every other change


def test_the_most_common_plan_fits_its_one_card_by_checkpointing_first() -> None:
    """Llama-3.1-8B LoRA on one RTX 4090 with the Hugging Face defaults (36 GB against the
    card's 25.8 GB): the first fix turns on activation checkpointing and fits the one card;
    the list also has the GPU option, with what each costs."""
    from tests.engine.models import RTX4090

    est = estimate(Scenario(model=LLAMA_8B, gpu=RTX4090, plan=Plan(method="lora")))
    assert not est.memory.fits
    first = est.proposal
    assert first is not None and first.changes == {"recompute": "full"} and first.gpus == 1
    assert first.keeps_run and first.hours is not None and first.gpu_hours is not None
    applied = est.scenario.plan.with_changes(**first.changes)
    assert estimate_memory(LLAMA_8B, RTX4090, applied).fits
    more = est.proposals[-1]
    assert more.gpus > 1 and more.keeps_run and more.hours is not None
    assert any(not p.keeps_run for p in est.proposals)  # a shorter sequence, QLoRA: named
    doc = est.as_dict()
    assert doc["training_proposal"]["changes"] == {"recompute": "full"}  # type: ignore[index]
    assert [p["changes"] for p in doc["proposals"]] == [  # type: ignore[attr-defined]
        dict(p.changes) for p in est.proposals
    ]


def test_long_sequences_on_one_card_keep_their_length_and_their_global_batch() -> None:
    """Llama-3.1-8B LoRA on one RTX 4090 at 8,192 tokens, micro-batch 2 (165 GB): no single
    change fits, and cutting the sequences to 256 tokens would (the cheapest in GPU-hours, as
    the examples are cut). The first fix keeps the run: the fused loss, checkpointing and one
    sequence a micro-batch accumulated twice (the same global batch); the shorter sequence
    comes after it, named as a change to the run."""
    from tests.engine.models import RTX4090

    plan = Plan(method="lora", seq_len=8192, micro_batch=2)
    est = estimate(Scenario(model=LLAMA_8B, gpu=RTX4090, plan=plan))
    assert not est.memory.fits
    first = est.proposals[0]
    changes = dict(first.changes)
    assert {"recompute": "full", "micro_batch": 1, "grad_accum": 2}.items() <= changes.items()
    assert changes.get("loss") == "fused_linear" or changes.get("liger_kernels") is True
    assert first.keeps_run and first.gpus == 1 and "the same global batch" in str(first.text)
    applied = plan.with_changes(**first.changes)
    assert applied.micro_batch * applied.grad_accum == plan.micro_batch * plan.grad_accum
    assert estimate_memory(LLAMA_8B, RTX4090, applied).fits
    cut = [p for p in est.proposals if "seq_len" in p.changes]
    assert cut and not cut[0].keeps_run
    assert cut[0].gpu_hours is not None and first.gpu_hours is not None
    assert cut[0].gpu_hours < first.gpu_hours  # cheaper, and still after it


def test_a_smaller_micro_batch_keeps_the_run_and_the_largest_that_fits_is_proposed() -> None:
    """Micro-batch 32 of 4,096 tokens on one H100 with checkpointing and the fused loss already
    on: 16 sequences accumulated twice keep the global batch, so they are the first fix, with
    the changes that keep the run; 8 or 4 would fit too, but only the largest is proposed (the
    least change)."""
    plan = Plan(
        method="lora", framework="hf", seq_len=4096, micro_batch=32, recompute="full",
        loss="fused_linear",
    )  # fmt: skip
    est = estimate(Scenario(model=LLAMA_8B, gpu=H100, plan=plan))
    assert not est.memory.fits
    first = est.proposals[0]
    assert dict(first.changes) == {"micro_batch": 16, "grad_accum": 2}
    assert first.keeps_run and first.gpus == 1
    assert sum("micro_batch" in p.changes for p in est.proposals) == 1


def test_recomputing_the_fewest_layers_that_fit_comes_before_every_layer() -> None:
    """Llama 3 70B LoRA under NeMo on 8 H100 (TP 2, PP 4, 6,144 tokens), 30 GB over: full
    recompute of every layer fits but costs a third more time; Megatron's block method on the
    fewest layers of each stage that fit (a bisection) comes before it, cheaper in GPU-hours,
    and one layer fewer would not fit (a layout of the same GPUs that fits, TP 4 × PP 2, is
    cheaper still and comes first). With interleaving the count is per virtual stage."""
    plan = Plan(
        method="lora", framework="nemo", gpus_per_node=8, tp=2, pp=4, seq_len=6144,
        micro_batch=1, global_batch=32,
    )  # fmt: skip
    est = estimate(Scenario(model=LLAMA_70B, gpu=H100, plan=plan))
    assert est.memory.verdict == "does_not_fit"
    layout, first, every = est.proposals[0], est.proposals[1], est.proposals[2]
    assert dict(layout.changes) == {"tp": 4, "pp": 2} and layout.keeps_run
    n = first.changes["recompute_layers"]
    assert first.changes == {"recompute": "full", "recompute_layers": n} and 1 <= n < 20
    assert every.changes == {"recompute": "full"}
    assert first.gpu_hours is not None and every.gpu_hours is not None
    assert first.gpu_hours < every.gpu_hours and first.keeps_run
    assert f"for {n} of every 20 layers" in str(first.text)
    fewer = plan.with_changes(recompute="full", recompute_layers=n - 1)
    assert not estimate_memory(LLAMA_70B, H100, fewer).fits
    chunked = estimate(Scenario(model=LLAMA_70B, gpu=H100, plan=plan.with_changes(pp_interleave=2)))
    assert any("of every 10 layers" in str(p.text) for p in chunked.proposals)


def test_a_framework_never_gets_a_technique_it_does_not_offer() -> None:
    """The Hugging Face Trainer offers no chunked loss: it is never proposed, the fused one is
    (when it fits); torchtune's chunked loss is."""
    from tests.engine.models import RTX4090

    for framework in ("hf", "torchtune"):
        plan = Plan(method="lora", framework=framework, seq_len=16384)
        est = estimate(Scenario(model=LLAMA_8B, gpu=RTX4090, plan=plan))
        losses = {p.changes.get("loss") for p in est.proposals} - {None}
        assert not losses or framework != "hf" or "chunked" not in losses


def test_an_engine_that_splits_layers_is_proposed_its_own_split() -> None:
    # llama.cpp spreads a model over several GPUs by whole layers (--split-mode layer, its
    # default): 70B at q4_0 on two 24 GB cards is proposed pp 2, not tp 2; vLLM keeps tp
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.solve.solve import min_gpus

    cat = shipped_catalog()
    spec, card = cat.model("llama-3.1-70b"), cat.gpu("rtx-4090")
    plan = Plan(method="inference", framework="llamacpp", gpus_per_node=2, weight_format="q4_0")
    assert plan.pp == 2 and plan.tp == 1  # its own default: a stage on every GPU
    assert propose_parallelism(spec, card, plan) is None  # it fits as it is
    plan = Plan(  # two replicas, as the user asked
        method="inference", framework="llamacpp", gpus_per_node=2, weight_format="q4_0", pp=1
    )
    prop = propose_parallelism(spec, card, plan)
    assert prop is not None and prop.changes == {"tp": 1, "pp": 2}
    assert str(prop.text) == "set pp to 2"
    one = plan.with_changes(gpus_per_node=1)
    found = min_gpus(spec, card, one)
    assert found is not None and found.gpus == 2 and found.plan.pp == 2 and found.plan.tp == 1
    vllm = Plan(method="inference", framework="vllm", gpus_per_node=2, weight_format="int4")
    prop = propose_parallelism(spec, card, vllm)
    assert prop is not None and prop.changes["tp"] == 2


def test_recommend_serves_a_layer_splitting_engine_with_replicas_of_the_fewest_stages() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.recommend import recommend

    cat = shipped_catalog()
    spec = cat.model("llama-3.1-70b")
    plan = Plan(method="inference", framework="llamacpp", weight_format="q4_0")
    rec = recommend(spec, plan, Workload(), [cat.gpu("rtx-4090")], [])
    options = rec.by_cost
    assert options and all(o.plan.tp == 1 and o.plan.pp == 2 for o in options)
    assert {o.gpus for o in options} >= {8}


def test_a_layer_splitting_engine_on_more_than_one_machine_and_the_proposal_text() -> None:
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.plan.workload import Workload
    from hwplanner.engine.solve.recommend import recommend

    cat = shipped_catalog()
    # Llama 3.1 405B at q4_0 holds on no 8-card machine of 24 GB: a stage on every GPU of two
    plan = Plan(method="inference", framework="llamacpp", weight_format="q4_0")
    rec = recommend(cat.model("llama-3.1-405b"), plan, Workload(), [cat.gpu("rtx-4090")], [])
    assert not rec.rejected
    # going back to one stage names both fields it changes
    vllm = Plan(method="inference", framework="vllm", gpus_per_node=4, pp=2, weight_format="int8")
    prop = propose_parallelism(LLAMA_70B, cat.gpu("rtx-4090"), vllm)
    if prop is not None and prop.changes.get("pp") == 1:
        assert "pp" in str(prop.text)


def test_a_plan_recomputing_some_layers_is_proposed_more_of_them() -> None:
    """Llama 3.1 405B LoRA under NeMo on 32 H100 (TP 8, PP 4, 16,384 tokens) already recomputes
    24 of every 32 layers and is 2.3 GB over: the cheapest fix that keeps the run recomputes
    the fewest more that fit, and names only that field."""
    from hwplanner.catalog import shipped_catalog

    spec = shipped_catalog().model("llama-3.1-405b")
    plan = Plan(
        method="lora", framework="nemo", gpus_per_node=8, nodes=4, tp=8, pp=4, seq_len=16384,
        global_batch=32, recompute="full", recompute_layers=24,
    )  # fmt: skip
    est = estimate(Scenario(model=spec, gpu=H100, plan=plan))
    assert not est.memory.fits
    first = est.proposals[0]
    assert set(first.changes) == {"recompute_layers"} and first.changes["recompute_layers"] > 24
    assert str(first.text).startswith("set ") and "(of every 32 layers)" in str(first.text)


def test_a_mixture_of_experts_that_does_not_fit_is_laid_out_over_its_own_gpus_first() -> None:
    """Llama 4 Maverick pre-trained under Megatron-LM on 2,048 H100 as given (no expert, tensor
    or pipeline parallelism, no distributed optimizer: 7.6 TB per GPU). Sharding everything
    with ZeRO-3 fits but runs its all-gathers over 256 nodes; spreading the experts with the
    distributed optimizer on the same GPUs fits for a fraction of the GPU-hours, so it is the
    first fix, keeping the run."""
    from hwplanner import api

    sc, _ = api.scenario(
        "llama-4-maverick", "h100-sxm-80gb", "pretrain", framework="megatron",
        gpus_per_node=8, nodes=256, tokens=22e12,
    )  # fmt: skip
    est = estimate(sc)
    assert not est.memory.fits
    first = est.proposals[0]
    assert first.keeps_run and first.gpus == 2048 and first.changes["ep"] > 1
    applied = sc.plan.with_changes(**first.changes)
    assert estimate_memory(sc.model, sc.gpu, applied).fits
    sharded = [p for p in est.proposals if p.changes.get("zero") == 3]
    assert sharded and first.gpu_hours is not None and sharded[0].gpu_hours is not None
    assert first.gpu_hours < sharded[0].gpu_hours / 3


def _catalog_plan(model: str, gpu: str, **plan: object) -> tuple[Scenario, object]:
    from hwplanner.catalog import shipped_catalog

    cat = shipped_catalog()
    scenario = Scenario(model=cat.model(model), gpu=cat.gpu(gpu), plan=Plan(**plan))
    return scenario, estimate(scenario)


def test_a_post_training_plan_is_fixed_on_its_own_gpus_before_more_gpus() -> None:
    """GRPO of Qwen2.5-7B under verl on 8 L20 48GB at micro-batch 4 (EasyR1's layout) with the
    plain loss over full logits does not fit: verl's in-place fused loss does, then micro-batch
    2 (the same global batch), both on the same 8 cards, before the solver's 16 GPUs; each
    proposal, applied, fits with the bytes it says, every phase counted."""
    scenario, est = _catalog_plan(
        "qwen2.5-7b", "l20-48gb", method="grpo", framework="verl", gpus_per_node=8,
        micro_batch=4, prompts_per_step=512, completions=5, global_batch=640,
        prompt_len=2048, completion_len=2048, loss="plain",
    )  # fmt: skip
    assert not est.memory.fits
    first, second, last = est.proposals
    assert dict(first.changes) == {"loss": "fused_ce_inplace"}
    assert dict(second.changes) == {"micro_batch": 2}
    assert all(p.keeps_run and p.gpus == 8 for p in (first, second))
    assert dict(last.changes) == {"nodes": 2}
    for prop in est.proposals:
        applied = scenario.plan.with_changes(**prop.changes)
        after = estimate(scenario.model_copy(update={"plan": applied}))
        assert after.memory.fits, prop.text
        assert math.isclose(after.memory.total_bytes, prop.total_bytes, rel_tol=1e-9)
        assert prop.gpu_hours is not None and prop.step_seconds is not None


def test_an_rl_plan_is_first_proposed_its_own_offloads() -> None:
    """GRPO of Qwen3-4B under TRL on one H100 (vLLM colocated, asleep only when asked): the
    engine asleep while the policy trains is the first fix, not more GPUs."""
    _, est = _catalog_plan("qwen3-4b", "h100-sxm-80gb", method="grpo", framework="trl")
    assert not est.memory.fits
    assert dict(est.proposals[0].changes) == {"rollout_sleep": True}
    assert est.proposals[0].keeps_run and est.proposals[0].gpus == 1


def test_verl_fsdp_workers_take_no_tensor_parallel_degree() -> None:
    """verl's FSDP workers shard by data and sequence: --tp is refused by name, pointing to
    the Megatron profile, which takes it; the rollout's own tensor parallelism stays."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.scenario.validity import plan_problems

    cat = shipped_catalog()
    spec, gpu = cat.model("qwen3-8b"), cat.gpu("h100-sxm-80gb")
    fsdp = Plan(method="grpo", framework="verl", gpus_per_node=8, tp=2)
    (problem,) = [p for p in plan_problems(spec, fsdp, gpu) if p.field == "tp"]
    assert "verl-megatron" in str(problem.text)
    megatron = Plan(method="grpo", framework="verl-megatron", gpus_per_node=8, tp=2)
    assert not [p for p in plan_problems(spec, megatron, gpu) if p.field == "tp"]
    rollout = Plan(method="grpo", framework="verl", gpus_per_node=8, rollout_tp=4)
    assert not plan_problems(spec, rollout, gpu)


def test_every_loss_kernel_that_fits_is_a_fix_and_a_cheaper_stack_beats_a_micro_batch() -> None:
    """Full fine-tuning of Qwen2.5-7B at 8,192 tokens, micro-batch 8, on 2 H100s: under Axolotl
    each loss kernel that fits alone is its own fix (the first that fits does not hide the
    others); under ms-swift none fits alone, and the cut loss with Liger's kernels (fewer
    GPU-hours) comes before micro-batch 1, which fits by itself."""
    plan = dict(method="full", seq_len=8192, micro_batch=8, gpus_per_node=2, loss="plain")
    _, axolotl = _catalog_plan("qwen2.5-7b", "h100-sxm-80gb", framework="axolotl", **plan)
    losses = [dict(p.changes) for p in axolotl.proposals if set(p.changes) == {"loss"}]
    assert {"loss": "cut"} in losses and {"loss": "fused_linear"} in losses
    _, swift = _catalog_plan("qwen2.5-7b", "h100-sxm-80gb", framework="swift", **plan)
    first, second, *_ = swift.proposals
    assert dict(first.changes) == {"loss": "cut", "liger_kernels": True}
    assert dict(second.changes) == {"micro_batch": 1, "grad_accum": 8}
    assert first.gpu_hours is not None and second.gpu_hours is not None
    assert first.gpu_hours < second.gpu_hours


def test_post_training_fixes_keep_the_reward_model_laid_out_and_the_frameworks_own_offloads() -> (
    None
):
    """A PPO plan with a reward model of other heads than the policy's: no layout is proposed
    whose tp the reward model's heads do not divide (it crashed the estimate); and an RL
    offload is proposed only under a framework that has it (Framework.rl_offloads)."""
    from hwplanner import api

    est = api.estimate(
        "qwen3-32b", "h100-sxm-80gb", "ppo", framework="verl-megatron", gpus_per_node=8,
        reward_model="model", reward_model_id="qwen2.5-7b",
    )  # fmt: skip
    assert not est.memory.fits and est.proposals
    assert all(28 % dict(p.changes).get("tp", 1) == 0 for p in est.proposals)
    dpo = api.estimate("qwen3-8b", "a100-sxm-80gb", "dpo", framework="llamafactory-rlhf")
    for prop in dpo.proposals:
        assert not {"offload_frozen", "offload_training", "rollout_sleep"} & set(prop.changes)
