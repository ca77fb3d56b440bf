"""A Megatron-Core step runs no faster than its host launches its kernels (steptime
.mcore_launch_s, compute.training_time): a fine-grained mixture's local experts are launched one
by one, and a Grace host launches slower than an x86 one."""

from __future__ import annotations

import pytest

from hwplanner import api
from hwplanner.engine.estimate import estimate
from hwplanner.engine.plan.framework_spec import HOST_OP_S
from hwplanner.engine.time.steptime import mcore_launch_s, mcore_region_s, micro_launches

LAUNCHES = "host kernel launches per step s"
REGION = "MoE dispatch-to-combine launches after the host's wait, s"


def _qwen3_moe(gpu: str, **values: object) -> api.Scenario:
    per_node = 4 if gpu.startswith("gb") else 8
    plan: dict[str, object] = {
        "framework": "megatron",
        "gpus_per_node": per_node,
        "nodes": 8 // per_node,
        "ep": 8,
        "micro_batch": 4,
        "global_batch": 512,
        "seq_len": 4096,
        "precision": "fp8",
        "fp8_recipe": "mxfp8",
        "tokens": 1e9,
    }
    plan.update(values)
    sc, _ = api.scenario("qwen3-30b-a3b", gpu, "pretrain", **plan)
    return sc


def _step(sc: api.Scenario) -> dict[str, object]:
    figure = estimate(sc, solve=False).budget.compute["step_seconds"]
    return {"value": figure.value, "inputs": dict(figure.inputs), "notes": figure.notes}


def test_grace_hosted_fine_grained_mixture_waits_on_its_host() -> None:
    # Megatron-Bridge's own GB200 run of this plan (26.02, FP8-MX, micro-batch 4): 26,084 tokens/s
    # a GPU; its kernels alone would allow ~33,700 here
    sc = _qwen3_moe("gb200")
    step = _step(sc)
    inputs = step["inputs"]
    assert isinstance(inputs, dict)
    launched = mcore_launch_s(sc.model, sc.plan, sc.gpu)
    region = mcore_region_s(sc.model, sc.plan, sc.gpu)
    # every launch is counted once: the region's wait for the GPU, the rest run ahead
    assert inputs[LAUNCHES] == pytest.approx(launched * sc.plan.grad_accum)
    micro = micro_launches(sc.model, sc.plan, sc.gpu)
    assert micro.serial == pytest.approx(region) and micro.ahead == pytest.approx(launched - region)
    # 48 MoE layers × (11 + 16 local experts × 2 GEMMs + 2 MXFP8 quantizations each) launches at
    # Grace's 37.08 µs, in the one forward
    assert region == pytest.approx(48 * (11 + 16 * 2 + 2 * 16) * 37.08e-6, rel=1e-3)
    hfu = dict(estimate(sc, solve=False).budget.compute["hfu"].inputs)
    assert hfu[REGION] == pytest.approx(region)
    budget = estimate(sc, solve=False).budget
    # 25,530 planned: the waits are not sped up by the MXFP8 GEMMs, nor the casts of its thin
    # experts
    assert budget.compute["tokens_per_second_per_gpu"].value == pytest.approx(25_530, rel=0.01)
    speedup = dict(budget.compute["fp8_speedup"].inputs)
    share = speedup["GEMMs' share of the step"]
    kernels = hfu["matmul seconds per micro-batch"] + hfu["attention seconds per micro-batch"]
    kernels += hfu["memory-bound seconds per micro-batch"]
    assert share < hfu["matmul seconds per micro-batch"] / kernels  # the waits left out
    # said where the answer is shown, with the fields that shorten it
    said = [str(w) for w in budget.warnings if "Host waits" in str(w)]
    assert len(said) == 1 and "micro_batch" in said[0] and "larger ep" in said[0]
    assert "train_cuda_graphs full_iteration" in said[0]
    # a whole-step CUDA graph (paged stash) waits for nothing and launches nothing per kernel
    graphed = _qwen3_moe("gb200", train_cuda_graphs="full_iteration")
    assert mcore_region_s(graphed.model, graphed.plan, graphed.gpu) == 0.0
    faster = estimate(graphed, solve=False).budget
    assert faster.compute["tokens_per_second_per_gpu"].value > 1.15 * (
        budget.compute["tokens_per_second_per_gpu"].value
    )
    assert not [w for w in faster.warnings if "Host waits" in str(w)]


def test_the_region_follows_recompute_graphs_and_the_model() -> None:
    base = _qwen3_moe("b200", precision="mixed")
    region = mcore_region_s(base.model, base.plan, base.gpu)
    assert region == pytest.approx(48 * (11 + 16 * 2) * HOST_OP_S["x86"])
    # layer graphs leave the region eager; recompute of the MoE block runs its forward again
    layers = _qwen3_moe("b200", precision="mixed", train_cuda_graphs="layers")
    assert mcore_region_s(layers.model, layers.plan, layers.gpu) == pytest.approx(region)
    moe = _qwen3_moe("b200", precision="mixed", recompute="selective", recompute_modules=["moe"])
    assert mcore_region_s(moe.model, moe.plan, moe.gpu) == pytest.approx(2 * region)
    full = _qwen3_moe("b200", precision="mixed", recompute="full")
    assert mcore_region_s(full.model, full.plan, full.gpu) == pytest.approx(2 * region)
    piped = _qwen3_moe("b200", precision="mixed", pp=2, nodes=2)
    assert mcore_region_s(piped.model, piped.plan, piped.gpu) == pytest.approx(region / 2)
    # a scoring pass: its forward alone
    assert mcore_region_s(moe.model, moe.plan, moe.gpu, forward_only=True) == pytest.approx(region)
    dense, _ = api.scenario(
        "llama-3-70b", "h100-sxm-80gb", "pretrain", framework="megatron", gpus_per_node=8,
        nodes=8, tp=4, pp=8, micro_batch=1, seq_len=8192, tokens=1e9,
    )  # fmt: skip
    assert mcore_region_s(dense.model, dense.plan, dense.gpu) == 0.0
    titan = _qwen3_moe("b200", framework="torchtitan", fp8_recipe="tensorwise")
    assert mcore_region_s(titan.model, titan.plan, titan.gpu) == 0.0


def test_a_pipeline_runs_its_micro_batches_and_its_fill_at_the_host_pace() -> None:
    sc = _qwen3_moe("gb200", pp=4, nodes=8, micro_batch=1, global_batch=16)
    step = compute_step = estimate(sc, solve=False).budget.compute["step_seconds"]
    inputs = dict(step.inputs)
    # micro-batches and bubble at the host's pace: more than the launches alone (the optimizer
    # step hides none of them)
    assert inputs["exposed host transfers and host work s"] > 0
    assert compute_step.value > inputs[LAUNCHES]


def test_x86_host_and_larger_micro_batches_keep_the_gpu_the_bound() -> None:
    sc = _qwen3_moe("b300", micro_batch=8)
    inputs = _step(sc)["inputs"]
    assert isinstance(inputs, dict)
    assert inputs[LAUNCHES] > 0  # listed where the framework launches them this way
    assert inputs["exposed host transfers and host work s"] == 0.0
    warnings = estimate(sc, solve=False).budget.warnings
    assert not [w for w in warnings if "Host-launch bound" in str(w)]


def test_launch_time_follows_the_host_the_local_experts_and_the_recipe() -> None:
    grace, x86 = _qwen3_moe("gb200"), _qwen3_moe("b200")
    ratio = HOST_OP_S["grace"] / HOST_OP_S["x86"]
    assert mcore_launch_s(grace.model, grace.plan, grace.gpu) == pytest.approx(
        ratio * mcore_launch_s(x86.model, x86.plan, x86.gpu)
    )
    few = _qwen3_moe("b200", ep=64, nodes=8)  # 2 local experts where ep 8 leaves 16
    assert mcore_launch_s(few.model, few.plan, few.gpu) < 0.6 * mcore_launch_s(
        x86.model, x86.plan, x86.gpu
    )
    current = _qwen3_moe("b200", fp8_recipe="tensorwise")  # 4 launches an operand, split by split
    bf16 = _qwen3_moe("b200", precision="mixed")
    ops = [mcore_launch_s(s.model, s.plan, s.gpu) for s in (bf16, x86, current)]
    assert ops == sorted(ops) and ops[2] > 2 * ops[0]
    piped = _qwen3_moe("b200", pp=2, nodes=2)  # the busiest stage holds half the layers
    assert mcore_launch_s(piped.model, piped.plan, piped.gpu) == pytest.approx(
        mcore_launch_s(x86.model, x86.plan, x86.gpu) / 2
    )


def test_recompute_frozen_layers_and_adapters_change_what_is_launched() -> None:
    base = _qwen3_moe("b200", precision="mixed")
    launched = mcore_launch_s(base.model, base.plan, base.gpu)
    full = _qwen3_moe("b200", precision="mixed", recompute="full")
    one = _qwen3_moe("b200", precision="mixed", recompute="full", recompute_layers=1)
    forward_again = mcore_launch_s(full.model, full.plan, full.gpu) - launched
    assert forward_again > 0
    # one of 48 layers recomputed launches a 48th of the forward again
    assert mcore_launch_s(one.model, one.plan, one.gpu) - launched == pytest.approx(
        forward_again / 48
    )
    lora, _ = api.scenario(
        "qwen3-30b-a3b", "b200", "lora", framework="megatron", gpus_per_node=8, ep=8,
        micro_batch=4, seq_len=4096, tokens=1e9,
    )  # fmt: skip
    assert mcore_launch_s(lora.model, lora.plan, lora.gpu) < launched  # no weight gradients


def test_other_stacks_large_models_and_a_given_mfu_are_untouched() -> None:
    sc = _qwen3_moe("gb200", framework="torchtitan", fp8_recipe="tensorwise")
    assert mcore_launch_s(sc.model, sc.plan, sc.gpu) == 0.0
    assert LAUNCHES not in _step(sc)["inputs"]  # type: ignore[operator]
    dense, _ = api.scenario(
        "llama-3-70b", "h100-sxm-80gb", "pretrain", framework="megatron", gpus_per_node=8,
        nodes=8, tp=4, pp=8, micro_batch=1, seq_len=8192, tokens=1e9,
    )  # fmt: skip
    assert _step(dense)["inputs"]["exposed host transfers and host work s"] == 0.0  # type: ignore[index]
    given = _qwen3_moe("gb200", mfu=0.2)
    assert LAUNCHES not in _step(given)["inputs"]  # type: ignore[operator]


def test_an_rl_update_waits_for_its_launches_and_says_so() -> None:
    # slime's Megatron trainer with every expert on each GPU (ep 1): 128 local experts launched
    # one by one for each of the update's one-sequence micro-batches
    sc, _ = api.scenario(
        "qwen3-30b-a3b", "h100-sxm-80gb", "grpo", framework="slime", gpus_per_node=8
    )
    budget = estimate(sc, solve=False).budget
    update = dict(budget.compute["training_seconds"].inputs)
    assert update["host kernel launches per update s"] > update["compute seconds"]
    assert update["host work not hidden"] > 0
    said = [str(w) for w in budget.warnings if "Host-launch bound" in str(w)]
    assert len(said) == 1 and "larger ep" in said[0]
    spread, _ = api.scenario(
        "qwen3-30b-a3b", "h100-sxm-80gb", "grpo", framework="slime", gpus_per_node=8, ep=8
    )
    spread_update = dict(estimate(spread, solve=False).budget.compute["training_seconds"].inputs)
    # 16 experts a GPU where there were 128: a fraction of the launches
    assert (
        spread_update["host kernel launches per update s"]
        < 0.3 * update["host kernel launches per update s"]
    )


def test_an_eager_expert_loops_waits_add_to_the_launches_that_pace_the_step() -> None:
    # transformers 4's loop over the experts: its launches wait for the GPU (in the kernels'
    # time); the launches made ahead pace the micro-batch; a micro-batch takes
    # max(kernels, ahead) + the loop's, never less than the host's two together
    from hwplanner.engine.time.steptime import eager_launch_s

    sc, _ = api.scenario(
        "qwen1.5-moe-a2.7b", "a800-sxm-80gb", "full", framework="hf", micro_batch=1,
        seq_len=256, experts_implementation="eager", recompute="none", tokens=1e9,
    )  # fmt: skip
    ahead, loop = eager_launch_s(sc.model, sc.plan, sc.gpu)
    assert ahead > 0 and loop > 0
    step = estimate(sc, solve=False).budget.compute["step_seconds"]
    assert step.value >= sc.plan.grad_accum * (ahead + loop)
    # the host's launches a step count both kinds, as a Megatron-Core plan's do
    launched = dict(step.inputs)[LAUNCHES]
    assert launched == pytest.approx(sc.plan.grad_accum * (ahead + loop))
    frozen, _ = api.scenario(
        "qwen1.5-moe-a2.7b", "a800-sxm-80gb", "freeze", framework="hf", micro_batch=1,
        seq_len=256, experts_implementation="eager", recompute="none", tokens=1e9,
        freeze_trainable_layers=4,
    )  # fmt: skip
    assert eager_launch_s(frozen.model, frozen.plan, frozen.gpu)[0] < ahead  # 4 of 24 backward


def test_a_grace_host_launches_an_eager_engines_ops_slower() -> None:
    # vLLM with its CUDA graphs off on GH200 (Grace) and on an H100 server (x86): the same ops,
    # each at its own host's CPU time (TransformerEngine issue #2053's torch Linear call)
    ops = {}
    for gpu in ("gh200", "h100-sxm-80gb"):
        est = api.estimate(
            "llama-3.1-8b", gpu, "inference", solve=False, framework="vllm", cuda_graphs=False,
            batch=1, context=4096,
        )  # fmt: skip
        figure = next(f for k, f in est.figures().items() if k.endswith("decode_tokens_per_second"))
        ops[gpu] = dict(figure.inputs)["host seconds per op"]
    assert ops["gh200"] == pytest.approx(HOST_OP_S["grace-hopper"])
    assert ops["h100-sxm-80gb"] == pytest.approx(HOST_OP_S["x86"])


def test_selective_recompute_of_the_moe_block_launches_its_forward_again() -> None:
    base = _qwen3_moe("b200", precision="mixed")
    moe = _qwen3_moe("b200", precision="mixed", recompute="selective", recompute_modules=["moe"])
    # the whole block's forward is launched again (counted in the total), its region waiting
    assert mcore_launch_s(moe.model, moe.plan, moe.gpu) > mcore_launch_s(
        base.model, base.plan, base.gpu
    )
    before, after = (micro_launches(s.model, s.plan, s.gpu) for s in (base, moe))
    assert after.serial == pytest.approx(2 * before.serial)
    # the launches made ahead gain the recomputed block's pre-dispatch part, never lose any
    assert after.ahead > before.ahead


def test_peft_ignores_the_recompute_modules_field_as_the_rest_of_the_engine_does() -> None:
    lora, _ = api.scenario(
        "qwen3-30b-a3b", "h100-sxm-80gb", "lora", framework="megatron-bridge", gpus_per_node=8,
        ep=8, micro_batch=1, seq_len=4096, tokens=1e9, recompute="selective",
        recompute_modules=["moe"],
    )  # fmt: skip
    plain, _ = api.scenario(
        "qwen3-30b-a3b", "h100-sxm-80gb", "lora", framework="megatron-bridge", gpus_per_node=8,
        ep=8, micro_batch=1, seq_len=4096, tokens=1e9, recompute="selective",
    )  # fmt: skip
    assert mcore_region_s(lora.model, lora.plan, lora.gpu) == pytest.approx(
        mcore_region_s(plain.model, plain.plan, plain.gpu)
    )


def test_the_warning_names_only_the_fixes_the_plan_allows() -> None:
    def said(sc: api.Scenario) -> list[str]:
        return [str(w) for w in estimate(sc, solve=False).budget.warnings if "Host waits" in str(w)]

    (full,) = said(_qwen3_moe("gb200"))
    assert "full_iteration" in full and "micro_batch" in full and "larger ep" in full
    # a profile without whole-step graphs (ms-swift's Megatron) is not told to use them
    swift = said(_qwen3_moe("gb200", framework="swift-megatron", precision="mixed"))
    assert swift and "full_iteration" not in swift[0] and "micro_batch" in swift[0]
    # every expert already on its own GPU: no larger ep to offer
    spread = said(_qwen3_moe("gb200", ep=128, nodes=32, global_batch=1024))
    assert not spread or "larger ep" not in spread[0]
    # a given MFU holds whatever the step waited: silent
    assert not said(_qwen3_moe("gb200", mfu=0.3))
    # below a tenth of the step (an x86 host, large micro-batches): silent
    assert not said(_qwen3_moe("b300", micro_batch=8))


def test_an_rl_steps_waits_count_every_update() -> None:
    from hwplanner.engine.time.steptime import host_wait_warning

    sc = _qwen3_moe("gb200")
    update = mcore_region_s(sc.model, sc.plan, sc.gpu) * sc.plan.grad_accum
    args = (sc.model, sc.gpu, sc.plan)
    assert host_wait_warning(*args, 5 * update) is not None  # a fifth of the step
    assert host_wait_warning(*args, 15 * update) is None  # under a tenth
    assert host_wait_warning(*args, 15 * update, updates=2) is not None  # two updates a step
    assert host_wait_warning(*args, 5 * update, mfu=0.3) is None
