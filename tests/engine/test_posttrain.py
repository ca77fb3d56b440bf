"""Post-training plans: memory components and step time checked against hand-computed values.

Qwen3-8B (config.json: hidden 4096, 36 layers, 32 heads, 8 KV heads of 128, MLP 12288, vocab
151936, untied): total 8,190,735,360 parameters, embedding = lm_head = 151936 × 4096 =
622,329,856. A reward or value model swaps lm_head for a one-output head: 8,190,735,360 −
622,329,856 + 4096 = 7,568,409,600. H100 SXM: 79.65 GiB = 85,523,536,281 bytes, 3,350 GB/s,
989 dense bf16 TFLOPS, NVLink 900 GB/s.
"""

from __future__ import annotations

import itertools
import math

import pytest
from pydantic import ValidationError

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.breakdown import COMPONENTS
from hwplanner.engine.memory.training import training_memory
from hwplanner.engine.methods import budget, estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.frameworks import FRAMEWORKS, framework
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.posttrain.time import QWEN3_30B_TENSORS, TENSOR_LOAD_S, checkpoint_tensors
from hwplanner.engine.scenario.validity import PlanError, check_plan

QWEN3_8B = ModelSpec(
    id="qwen3-8b",
    name="Qwen3 8B",
    hidden_size=4096,
    num_layers=36,
    num_attention_heads=32,
    num_kv_heads=8,
    head_dim=128,
    intermediate_size=12288,
    vocab_size=151936,
    tie_word_embeddings=False,
    qk_norm=True,
)
H100 = GpuSpec(
    id="h100-sxm-80gb",
    name="H100 SXM",
    memory_gb=80,
    memory_gib=79.65,
    memory_bandwidth_gbps=3350,
    bf16_tflops=989,
    fp32_tflops=67,
    tdp_w=700,
    interconnect_gbps=900,
    pcie_gbps=64,
)
TOTAL = 8_190_735_360
SCORED = 7_568_409_600  # reward / value model: lm_head replaced by a score head
CAPACITY = 85_523_536_281
N_MATMUL = 7_568_405_504  # total − input embedding (a lookup)


def mem(**plan: object):  # type: ignore[no-untyped-def]
    return estimate_memory(QWEN3_8B, H100, Plan(**plan))  # type: ignore[arg-type]


def test_every_plan_has_the_model_components() -> None:
    for method in ("lora", "full", "inference", "dpo", "grpo"):
        m = mem(method=method, gpus_per_node=8)
        assert tuple(m.components) == COMPONENTS
        for key in ("reference", "reward", "critic", "rollout"):
            assert key in m.components
    plain = mem(method="lora")
    assert all(plain.bytes_of(k) == 0 for k in ("reference", "reward", "critic", "rollout"))
    assert plain.shown() == (
        "weights",
        "gradients",
        "optimizer",
        "activations",
        "kv_cache",
        "overhead",
    )


def test_existing_methods_keep_their_framework_and_numbers() -> None:
    plan = Plan(method="lora")
    assert plan.framework == "hf" and plan.base_method is Method.LORA
    assert mem(method="lora").total_bytes == training_memory(QWEN3_8B, H100, plan).total_bytes


def test_post_training_defaults_to_trl_and_its_method_defaults() -> None:
    grpo = Plan(method="grpo", gpus_per_node=8)
    assert grpo.framework == "trl"
    assert (grpo.reference.value, grpo.reward_model.value, grpo.completions) == (
        "none",
        "function",
        8,
    )
    ppo = Plan(method="ppo", gpus_per_node=8)
    assert (ppo.rollout.value, ppo.reward_model.value, ppo.completions) == ("trainer", "model", 1)
    verl = Plan(method="grpo", framework="verl", gpus_per_node=8)
    assert (verl.zero, verl.rollout_tp, verl.rollout_sleep, verl.reference.value) == (
        3,
        2,
        True,
        "model",
    )
    # the plan was on GRPO's default framework, so LoRA brings its own default (as serving does)
    assert Plan(method="grpo").with_changes(method="lora").framework == "hf"
    chosen = Plan(method="grpo", framework="trl").with_changes(framework="trl")
    assert chosen.with_changes(method="lora").framework == "hf"  # trl is GRPO's default too
    verl_grpo = Plan(method="grpo", framework="verl", gpus_per_node=8)
    assert verl_grpo.with_changes(method="ppo").framework == "verl"  # chosen and offered: kept
    assert verl_grpo.with_changes(method="dpo").framework == "trl"  # verl offers no DPO
    # a profile value for one method does not stay behind when the method changes
    assert Plan(method="grpo").with_changes(method="dpo").reference.value == "model"
    verl8 = Plan(method="grpo", framework="verl", gpus_per_node=8)
    assert verl8.with_changes(framework="trl").zero == 0


def test_dpo_reference_is_a_second_copy_in_the_policy_dtype() -> None:
    # TRL loads the reference as it loads the policy: fp32 under autocast (4 B/param)
    assert mem(method="dpo", gpus_per_node=8).bytes_of("reference") == TOTAL * 4
    # ZeRO-3 shards it over the 8 data-parallel ranks (prepare_deepspeed keeps stage 3), in
    # DeepSpeed's bf16 as the policy's working weights (formats.sharded_bf16)
    assert mem(method="dpo", gpus_per_node=8, zero=3).bytes_of("reference") == TOTAL * 2 / 8
    # ZeRO-2 does not shard a frozen model: TRL prepares it with stage 0, bf16 config kept
    assert mem(method="dpo", gpus_per_node=8, zero=2).bytes_of("reference") == TOTAL * 2
    # DeepSpeed bf16 (OpenRLHF) holds it in 2 B/param
    assert mem(method="dpo", framework="openrlhf", gpus_per_node=8, zero=3).bytes_of(
        "reference"
    ) == pytest.approx(TOTAL * 2 / 8)


def test_no_reference_copy_with_lora_precomputed_log_probs_or_reference_free_methods() -> None:
    assert mem(method="dpo", adapter="lora").bytes_of("reference") == 0
    assert mem(method="dpo", adapter="qlora").bytes_of("reference") == 0
    assert mem(method="dpo", reference="precomputed").bytes_of("reference") == 0
    for method in ("orpo", "simpo"):
        assert mem(method=method).bytes_of("reference") == 0
    offloaded = mem(method="dpo", offload_frozen=True)
    assert offloaded.bytes_of("reference") == 0
    assert offloaded.host_offload_bytes >= TOTAL * 4


def test_preference_pairs_double_the_micro_batch() -> None:
    orpo = mem(method="orpo", micro_batch=2, recompute="none")  # full logits (trl.experimental)
    plain = Plan(method="full", framework="trl", micro_batch=4, recompute="none", loss="plain")
    full = training_memory(QWEN3_8B, H100, plain)
    assert orpo.bytes_of("activations") == full.bytes_of("activations")
    kto = mem(method="kto", micro_batch=2, recompute="none")  # one sequence per example
    half = training_memory(
        QWEN3_8B, H100, Plan(method="full", framework="trl", micro_batch=2, recompute="none")
    )
    assert kto.bytes_of("activations") == half.bytes_of("activations")


def test_lora_adapter_trains_like_the_lora_method() -> None:
    dpo = mem(method="dpo", adapter="lora", lora_rank=16)
    lora = training_memory(
        QWEN3_8B, H100, Plan(method="lora", framework="trl", lora_rank=16, micro_batch=2)
    )
    assert dpo.trainable_params == lora.trainable_params
    assert dpo.bytes_of("weights") == lora.bytes_of("weights")
    assert Plan(method="dpo", adapter="qlora").frozen_format.value == "nf4-dq"


def test_ppo_reward_and_critic_in_trl() -> None:
    m = mem(method="ppo", gpus_per_node=8)
    assert m.bytes_of("reward") == SCORED * 4  # frozen, fp32 like the policy
    # value model trained fully: fp32 weights 4 + gradients 4 + Adam 2 × 4 = 16 B/param
    assert m.bytes_of("critic") == SCORED * 16
    assert m.bytes_of("reference") == TOTAL * 4
    zero3 = mem(method="ppo", gpus_per_node=8, zero=3, adapter="lora")
    # TRL keeps training the value model fully under LoRA; ZeRO-3 shards all three parts
    assert dict(zero3.components["critic"].inputs)["weights"] == pytest.approx(SCORED * 4 / 8)


def test_trl_generation_under_zero3_gathers_the_value_model_too() -> None:
    """TRL's PPOTrainer generates inside unwrap_model_for_generation(self.model), and
    self.model wraps the policy and the value model: ZeRO-3 gathers both while the policy
    generates (ms-swift's PPO on 8 GPUs read 65 GiB, the plan gave 31 with the policy alone)."""
    for dp in (8, 16):
        m = mem(method="ppo", gpus_per_node=dp, zero=3)
        shard = dict(m.components["critic"].inputs)["weights"]
        # DeepSpeed's bf16 mode: 2-byte working weights (formats.sharded_bf16)
        assert shard == pytest.approx(SCORED * 2 / dp)
        assert m.phase == "generation"
        # the critic while generating: its resident shard + states, and the rest of its weights
        held = shard + dict(m.components["critic"].inputs)["master + optimizer states"]
        assert m.bytes_of("critic") == pytest.approx(held + SCORED * 2 * (1 - 1 / dp))
        assert any("ZeRO-3" in str(n) for n in m.components["critic"].notes)
    stage2 = mem(method="ppo", gpus_per_node=8, zero=2)  # nothing to gather
    assert not any("ZeRO-3" in str(n) for n in stage2.components["critic"].notes)
    engine = mem(method="ppo", gpus_per_node=8, zero=3, rollout="colocate")  # vLLM generates
    assert not any("ZeRO-3" in str(n) for n in engine.components["critic"].notes)


def test_swift_ppo_critic_follows_the_adapter() -> None:
    """ms-swift passes the value model through prepare_model, which applies the run's tuner:
    a LoRA policy gets a LoRA critic on a frozen bf16 copy of the reward model."""
    m = mem(method="ppo", framework="swift-rlhf", adapter="lora", gpus_per_node=4, zero=2)
    critic = dict(m.components["critic"].inputs)
    assert critic["frozen parameters"] == SCORED
    assert 4097 < critic["trainable parameters"] < SCORED / 100  # the value head + adapters
    trl = dict(
        mem(method="ppo", adapter="lora", gpus_per_node=4, zero=2).components["critic"].inputs
    )
    assert trl["trainable parameters"] == SCORED  # TRL trains the value model fully


def test_llamafactory_ppo_value_head_and_reward_adapter() -> None:
    m = mem(method="ppo", framework="llamafactory-rlhf", adapter="lora")
    head = dict(m.components["critic"].inputs)  # value head: fp32 weight, gradient, Adam
    assert head["weights"] + head["gradients"] + head["master + optimizer states"] == (4097 * 16)
    assert m.bytes_of("reward") == 0  # a reward adapter on the shared base
    full = mem(method="ppo", framework="llamafactory-rlhf")
    assert full.bytes_of("reward") == SCORED * 2  # loaded in bf16


def test_colocated_engine_takes_its_share_and_sleeps() -> None:
    m = mem(method="grpo", gpus_per_node=8, zero=3)
    rollout = CAPACITY * 0.3  # TRL vllm_gpu_memory_utilization 0.3, no sleep mode
    assert m.bytes_of("rollout") == pytest.approx(rollout)
    assert all(v >= rollout for v in m.phase_totals.values())
    slept = mem(method="grpo", gpus_per_node=8, zero=3, rollout_sleep=True)
    awake = m.phase_totals["forward"] - m.bytes_of("overhead")
    asleep = slept.phase_totals["forward"] - slept.bytes_of("overhead")
    assert awake - asleep == pytest.approx(rollout)  # released while the policy trains
    assert slept.phase == "generation" and slept.bytes_of("rollout") == pytest.approx(rollout)
    separate = mem(method="grpo", gpus_per_node=8, rollout="separate", rollout_gpus=2, zero=3)
    assert separate.bytes_of("rollout") == 0
    assert separate.extras["rollout_sequences"] > 0


def test_engine_too_small_is_a_warning_naming_the_field() -> None:
    m = mem(method="grpo", gpus_per_node=8, rollout_memory=0.05)
    assert any("rollout_memory" in w for w in m.warnings)
    est = estimate(
        Scenario(
            model=QWEN3_8B, gpu=H100, plan=Plan(method="grpo", gpus_per_node=8, rollout_memory=0.05)
        ),
        solve=False,
    )
    assert est.as_dict()["time"]["step_seconds"] is None  # unknown, not a number


def test_grpo_step_time_by_hand() -> None:
    plan = Plan(
        method="grpo", prompts_per_step=1, completions=2, prompt_len=512, completion_len=512
    )
    work = Workload(steps=100)
    m = estimate_memory(QWEN3_8B, H100, plan)
    b = budget(QWEN3_8B, H100, plan, work, m)
    # generation: one replica, both completions at once; decode reads the bf16 weights and the
    # KV cache at the average context 512 + 256 (2 × 8 heads × 128 × 2 B per token per layer)
    # (the serving engine's model, serving/latency.py: the input embedding is a lookup, not a
    # read, and vLLM's host work adds ~1 ms a step; prefill details such as chunk reads within 1%)
    weights = TOTAL * 2
    read = (TOTAL - 622_329_856) * 2
    kv = 2 * (2 * 8 * 128 * 2) * 768 * 36
    # a forward runs 12 kernels per layer (10, and Qwen3's q/k norms) at a fixed time each
    # (this H100 names no architecture: 1.7 µs)
    floor = 36 * 12 * 1.7e-6
    decode_step = (read + kv) / (3350e9 * 0.7) + floor + 1e-3
    attn_prefill = 2 * (4096 + 4096) * 256 * 36 * 512  # causal: 256 keys on average
    prefill = 2 * (2 * N_MATMUL * 512 + attn_prefill) / (989e12 * 0.5) + 2 * floor
    generation = prefill + 512 * decode_step
    assert b.compute["generation_seconds"].value == pytest.approx(generation, rel=0.01)
    generation = b.compute["generation_seconds"].value
    # update: 2 × 1024 tokens × (6N + 3A + full recompute 2(N − lm_head) + A) at the default
    # HFU (time/steptime.py), plus the communication no compute hides (one GPU: none)
    attn = 2 * (4096 + 4096) * 1024 * 36
    per_token = 6 * N_MATMUL + 3 * attn + 2 * (N_MATMUL - 622_329_856) + attn
    hfu = b.compute["hfu"].value
    assert 0.3 < hfu < 0.6
    update = 2048 * per_token / (989e12 * hfu)
    assert b.compute["training_seconds"].value == pytest.approx(update, rel=1e-9)
    assert b.compute["scoring_seconds"].value == 0  # TRL GRPO: beta 0, no old log-probs
    # sync: colocated, no shards to gather: loading into the engine, and its 399 checkpoint
    # tensors (36 layers × (q, k, v, o, q/k norms, 2 norms, 3 MLP matrices) + embeddings,
    # output layer and final norm) taken one by one in TRL's way
    style = framework("trl").weight_update["colocate"]
    sync = weights / 3350e9 + 399 * TENSOR_LOAD_S[style]
    assert b.compute["sync_seconds"].value == pytest.approx(sync, rel=1e-9)
    step = generation + update + sync
    assert b.time["step_seconds"].value == pytest.approx(step, rel=1e-9)
    # the run's wall-clock: the steps ÷ goodput (failures, restarts, checkpoint stalls), as
    # any training run's (it was the steps alone)
    good = b.compute["goodput"].value
    assert 0.9 < good < 1.0
    assert b.compute["seconds"].value == pytest.approx(100 * step / good, rel=1e-9)
    assert b.compute["gpu_hours"].value == pytest.approx(100 * step / good / 3600, rel=1e-9)


def test_dpo_scoring_is_the_reference_forward() -> None:
    plan = Plan(method="dpo", gpus_per_node=8, seq_len=2048)
    b = budget(QWEN3_8B, H100, plan, Workload(steps=10), estimate_memory(QWEN3_8B, H100, plan))
    attn = 2 * (4096 + 4096) * 2048 * 36
    # 8 pairs a step: 16 sequences of 2048 tokens through the reference, 2N + A per token
    flops = 16 * 2048 * (2 * N_MATMUL + attn)
    assert b.compute["scoring_flops"].value == pytest.approx(flops, rel=1e-9)
    hfu = b.compute["hfu"].value  # the default utilisation (time/steptime.py)
    assert b.compute["scoring_seconds"].value == pytest.approx(flops / (8 * 989e12 * hfu))
    assert b.compute["generation_seconds"].value == 0


def test_scoring_waits_for_the_forward_passes_collectives() -> None:
    """A reference forward under tensor parallelism makes the forward's all-reduce of every
    block and micro-batch, which nothing hides (time/overlap.forward_communication); data
    parallelism alone adds nothing."""
    from hwplanner.engine.posttrain.shape import shape
    from hwplanner.engine.time.overlap import forward_communication

    def scoring(plan: Plan) -> tuple[dict[str, float], float, float]:
        b = budget(QWEN3_8B, H100, plan, Workload(steps=10), estimate_memory(QWEN3_8B, H100, plan))
        inputs = dict(b.compute["scoring_seconds"].inputs)
        flops = b.compute["scoring_flops"].value
        return (
            inputs,
            b.compute["scoring_seconds"].value,
            flops / (8 * 989e12 * b.compute["hfu"].value),
        )

    tp = Plan(method="dpo", framework="nemo-rl-megatron", gpus_per_node=8, tp=4, seq_len=2048)
    inputs, seconds, compute = scoring(tp)
    assert inputs["compute seconds"] == pytest.approx(compute)
    # one reference pass over each update's micro-batches, as the policy is laid out
    sh = shape(tp)
    each = compute / sh.updates
    expected = sh.updates * forward_communication(QWEN3_8B, H100, sh.policy, each).value
    assert inputs["communication not hidden"] == pytest.approx(expected) and expected > 0
    assert seconds == pytest.approx(compute + expected)
    dp = tp.with_changes(tp=1)
    inputs, seconds, compute = scoring(dp)
    assert "communication not hidden" not in inputs and seconds == pytest.approx(compute)


def test_scoring_collectives_follow_the_passes_not_the_updates() -> None:
    """The step's forward passes carry the same collectives however the completions split into
    optimizer steps; a reward model of another architecture carries its own."""

    def comm(plan: Plan, reward: ModelSpec | None = None) -> dict[str, float]:
        est = estimate(Scenario(model=QWEN3_8B, gpu=H100, plan=plan, reward=reward), solve=False)
        return {
            str(k): float(v)
            for k, v in est.figures()["compute.scoring_seconds"].inputs
            if isinstance(v, (int, float))
        }

    grpo = Plan(
        method="grpo", framework="nemo-rl-megatron", gpus_per_node=8, tp=4, prompts_per_step=8,
        completions=8, micro_batch=1,
    )  # fmt: skip
    whole, split = comm(grpo), comm(grpo.with_changes(global_batch=16))
    assert split["optimizer steps a step"] == 4 and whole["optimizer steps a step"] == 1
    assert split["communication not hidden"] == pytest.approx(whole["communication not hidden"])
    assert whole["forward-only passes a step"] == 2  # reference and old log-probabilities
    small = QWEN3_8B.model_copy(update={"id": "small", "num_layers": 6, "intermediate_size": 2048})
    ppo = Plan(method="ppo", framework="verl-megatron", gpus_per_node=8, tp=4)
    own = comm(ppo.with_changes(reward_model="model"))
    other = comm(ppo.with_changes(reward_model="model", reward_model_id="small"), small)
    assert other["communication not hidden"] < own["communication not hidden"]


def test_ppo_critic_pays_its_own_training_collectives() -> None:
    """PPO's value model updates after the policy: its collectives (here tensor parallelism's)
    hidden only behind its own compute and added to the update; a value head on the policy
    (LLaMA-Factory) has none of its own."""
    from hwplanner.engine.posttrain.shape import critic_params, shape
    from hwplanner.engine.posttrain.time import critic_model_plan, update_communication

    plan = Plan(method="ppo", framework="verl-megatron", gpus_per_node=8, nodes=2, tp=2)
    b = budget(QWEN3_8B, H100, plan, Workload(steps=10), estimate_memory(QWEN3_8B, H100, plan))
    inputs = dict(b.compute["training_seconds"].inputs)
    sh = shape(plan)
    cspec, cplan = critic_model_plan(QWEN3_8B, plan, sh.policy, None)
    assert cplan is not None
    trainable, frozen = critic_params(cspec, sh.policy, count_params(cspec))
    assert (
        frozen == 0
        and trainable == count_params(cspec).total - count_params(cspec).lm_head + cspec.embed_width
    )
    comm = inputs["critic's communication not hidden"]
    assert comm > 0
    seconds = b.compute["training_seconds"].value
    rest = (
        inputs["compute seconds"]
        + inputs["communication not hidden"]
        + inputs["host work not hidden"]
    )
    assert seconds == pytest.approx(rest + comm)
    # the critic's collectives as a training step of its own would time them: a bound check
    whole = update_communication(cspec, H100, cplan, int(trainable), 1e-9, sh.updates, None)
    assert comm <= whole.exposed_seconds.value
    head = Plan(method="ppo", framework="llamafactory-rlhf", gpus_per_node=8, nodes=2)
    b2 = budget(QWEN3_8B, H100, head, Workload(steps=10), estimate_memory(QWEN3_8B, H100, head))
    assert "critic's communication not hidden" not in dict(b2.compute["training_seconds"].inputs)


def test_a_launch_bound_critic_paces_its_own_update() -> None:
    """Megatron-Core launching 128 local experts' GEMMs one by one outlasts a short update's
    kernels: PPO's value model, the policy's own architecture here, adds its own paced
    launches to the host work the policy's update already waits for."""
    from tests.engine.models import QWEN3_30B

    def host(method: str) -> float:
        plan = Plan(
            method=method, framework="verl-megatron", gpus_per_node=8, micro_batch=1,
            prompts_per_step=8, completions=4, completion_len=256, prompt_len=256,
        )  # fmt: skip
        mem = estimate_memory(QWEN3_30B, H100, plan)
        b = budget(QWEN3_30B, H100, plan, Workload(steps=10), mem)
        return float(dict(b.compute["training_seconds"].inputs)["host work not hidden"])

    grpo, ppo = host("grpo"), host("ppo")
    assert grpo > 0 and ppo == pytest.approx(2 * grpo, rel=0.02)


def test_a_launch_bound_scoring_pass_runs_at_the_hosts_pace() -> None:
    """Each forward-only pass launches its forward's kernels (Megatron-Core: 128 local experts'
    GEMMs one by one) micro-batch by micro-batch; where they outlast the kernels the host
    sets the pace, as in the update (steptime.micro_launches, forward_only)."""
    from hwplanner.engine.posttrain.shape import shape
    from hwplanner.engine.time.steptime import micro_launches
    from tests.engine.models import QWEN3_30B

    plan = Plan(
        method="grpo", framework="verl-megatron", gpus_per_node=8, micro_batch=1,
        prompts_per_step=8, completions=4, completion_len=256, prompt_len=256,
    )  # fmt: skip
    mem = estimate_memory(QWEN3_30B, H100, plan)
    b = budget(QWEN3_30B, H100, plan, Workload(steps=10), mem)
    inputs = dict(b.compute["scoring_seconds"].inputs)
    sh = shape(plan)
    forward = micro_launches(QWEN3_30B, sh.policy, H100, forward_only=True)
    whole = micro_launches(QWEN3_30B, sh.policy, H100)
    assert 0 < forward.ahead < whole.ahead / 2  # the forward alone, no backward
    passes, micro = inputs["forward-only passes a step"], sh.policy.grad_accum * sh.updates
    kernels = inputs["compute seconds"] / passes / micro
    paced = inputs["host launches beyond the kernels s"]
    # the MoE region's launches after the host's wait (forward.serial) are the kernels' own,
    # carried by the utilisation: the launches ahead run beside the rest
    assert forward.serial > 0
    beside = max(kernels - forward.serial, 0.0)
    assert paced == pytest.approx(passes * micro * (forward.ahead - beside))
    assert b.compute["scoring_seconds"].value == pytest.approx(inputs["compute seconds"] + paced)
    given = budget(QWEN3_30B, H100, plan, Workload(steps=10, mfu=0.3), mem)
    assert "host launches beyond the kernels s" not in dict(given.compute["scoring_seconds"].inputs)


def test_steps_default_is_a_warning() -> None:
    plan = Plan(method="orpo")
    b = budget(QWEN3_8B, H100, plan, Workload(), estimate_memory(QWEN3_8B, H100, plan))
    assert any("steps" in w for w in b.warnings)
    assert b.compute["steps_run"].value == 1000


@pytest.mark.parametrize(
    ("plan", "field"),
    [
        ({"method": "ppo", "reward_model": "function"}, "reward_model"),
        ({"method": "grpo", "completions": 0}, "completions"),
        ({"method": "grpo", "completions": 1}, "completions"),
        ({"method": "dpo", "reference": "none"}, "reference"),
        ({"method": "grpo", "reference": "precomputed"}, "reference"),
        (
            {"method": "grpo", "gpus_per_node": 4, "rollout": "separate", "rollout_gpus": 4},
            "rollout_gpus",
        ),
        ({"method": "grpo", "gpus_per_node": 8, "rollout_tp": 3}, "rollout_tp"),
        ({"method": "grpo", "framework": "hf"}, "method"),
        ({"method": "simpo", "framework": "verl"}, "method"),
    ],
)
def test_bad_input_names_the_field(plan: dict[str, object], field: str) -> None:
    with pytest.raises(ValidationError) as exc:
        Plan(**plan)  # type: ignore[arg-type]
    err = exc.value.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or str(err["msg"]).removeprefix("Value error, ")
    assert where.startswith(field)


def test_the_profile_engine_tp_fits_the_engine_gpus() -> None:
    """verl's rollout.yaml says tensor parallel 2; on one GPU (its quickstart sets 1) or on an
    odd count of engine GPUs the default is the largest size that divides them, never a
    refusal; a size the user sets is still checked."""
    one = Plan(method="grpo", framework="verl", gpus_per_node=1)
    assert one.rollout_tp == 1 and "rollout_tp" not in one.user_fields
    check_plan(QWEN3_8B, one)
    assert Plan(method="grpo", framework="verl", gpus_per_node=6).rollout_tp == 2
    split = Plan(
        method="grpo", framework="verl", gpus_per_node=8, rollout="separate", rollout_gpus=3
    )
    assert split.rollout_tp == 1
    with pytest.raises(ValidationError, match="rollout_tp"):
        Plan(method="grpo", framework="verl", gpus_per_node=1, rollout_tp=2)


def test_an_unset_separate_engine_takes_its_default_gpus_and_reopens() -> None:
    """A verl plan with a separate rollout and its GPUs unset: the engine's one GPU (the
    field's default) sets the profile's tensor parallel to 1, as the window's edits give it,
    and the saved plan reopens as it was (it did not: refused, and the lenient load reset it)."""
    plan = Plan(method="grpo", framework="verl", gpus_per_node=8, rollout="separate")
    assert plan.rollout_gpus == 1 and plan.rollout_tp == 1
    check_plan(QWEN3_8B, plan)
    saved = {k: getattr(plan, k) for k in plan.user_fields} | {"method": "grpo"}
    again = Plan(**saved)  # type: ignore[arg-type]
    assert (again.rollout_gpus, again.rollout_tp) == (1, 1)
    three = Plan(
        method="grpo", framework="verl", gpus_per_node=8, rollout="separate", rollout_gpus="3"
    )  # type: ignore[arg-type]
    assert three.rollout_tp == 1


def test_trainers_call_their_engine_in_process() -> None:
    """verl, OpenRLHF and TRL generate through vLLM's LLM class: no server's per-request
    output work on a busy rollout (256 prompts × 16 completions of a 0.6B model on 8 B200
    generated in 16.8 s before and after the server was timed)."""
    from hwplanner.engine.posttrain.rollout import ENGINE_PLAN

    assert ENGINE_PLAN.frontend == "offline"


def test_verl_offload_refusal_names_its_generation_offload() -> None:
    plan = Plan(method="grpo", framework="verl", gpus_per_node=4, offload="optimizer+params")
    with pytest.raises(PlanError) as exc:
        check_plan(QWEN3_8B, plan)
    assert exc.value.field == "offload"
    assert "offload_training" in str(exc.value.text)
    # OpenRLHF offers the optimizer's offload: its own list, not verl's pointer
    openrlhf = Plan(
        method="grpo", framework="openrlhf", gpus_per_node=4, offload="optimizer+params"
    )
    with pytest.raises(PlanError) as other:
        check_plan(QWEN3_8B, openrlhf)
    assert "allowed: none, optimizer" in str(other.value.text)


@pytest.mark.parametrize(
    ("framework", "field", "values"),
    [
        ("trl", "offload_frozen", {"reference": "model"}),
        ("trl", "offload_training", {}),
        ("swift-rlhf", "offload_frozen", {"reference": "model"}),
    ],
)
def test_an_rl_offload_the_framework_lacks_is_refused_by_name(
    framework: str, field: str, values: dict[str, str]
) -> None:
    """TRL's GRPO keeps its reference on the GPU and has no trainer offload while vLLM
    generates (only vllm_enable_sleep_mode); ms-swift has no reference offload: a plan that
    turns one on is refused naming the field and the profiles that have it, not sized as if
    it ran (Framework.rl_offloads)."""
    plan = Plan(method="grpo", framework=framework, gpus_per_node=4, **{field: True}, **values)
    with pytest.raises(PlanError) as exc:
        check_plan(QWEN3_8B, plan)
    assert exc.value.field == field
    text = str(exc.value.text)
    assert "allowed: off" in text and "verl" in text and framework not in text.split("do")[-1]
    # where the framework has it, the same plan runs
    check_plan(
        QWEN3_8B, Plan(method="grpo", framework="verl", gpus_per_node=4, **{field: True}, **values)
    )


def test_rollout_tp_must_divide_the_heads() -> None:
    plan = Plan(method="grpo", gpus_per_node=8, rollout_tp=8)
    check_plan(QWEN3_8B, plan)  # 32 heads: fine
    odd = QWEN3_8B.model_copy(update={"num_attention_heads": 28, "num_kv_heads": 4})
    with pytest.raises(PlanError) as exc:
        check_plan(odd, plan)
    assert exc.value.field == "rollout_tp"


@pytest.mark.parametrize("weight_format", ["bf16", "int8"])
def test_generate_under_zero3_gathers_the_policy_as_stored(weight_format: str) -> None:
    """bench/fuzz.py (plans, seed 6446): PPO on kimi-k2 with int8 weights needed more memory
    per GPU at dp 3 than at dp 2: the gathered weights were counted in bf16 while the shard
    was int8. Hugging Face generate on the training model gathers its own parameters, so the
    shard plus what is gathered is the whole policy as stored, at every dp."""
    totals = []
    for dp in (2, 4, 8, 16):
        m = mem(method="ppo", gpus_per_node=dp, zero=3, weight_format=weight_format)
        shard = dict(m.components["weights"].inputs)
        gathered = dict(m.components["rollout"].inputs)["gathered weights"]
        whole = shard["trainable params on this GPU"] * shard["working bytes/param"]
        assert gathered == pytest.approx(whole * (1 - 1 / dp))  # fp32 working copy here
        totals.append(m.total_bytes)
    assert totals == sorted(totals, reverse=True)  # ZeRO-3: more ranks, never more per GPU


def test_expert_parallel_frozen_models_shard_experts_once() -> None:
    """With ep = 8 on 8 GPUs each GPU holds 1/8 of the experts and shards none further (its
    expert data-parallel group is itself); the reference divided the experts by ep and again
    by the 8 data-parallel ranks (1.29 GB per GPU for a 30B model's bf16 copy, not 7.63)."""
    from hwplanner.engine.model.params import count_params
    from hwplanner.engine.posttrain.memory import posttrain_memory
    from hwplanner.engine.scenario.sharding import model_slice, zero_shards
    from tests.engine.models import H100, QWEN3_30B

    plan = Plan(method="dpo", framework="openrlhf", gpus_per_node=8, ep=8, zero=3)
    mem = posttrain_memory(QWEN3_30B, H100, plan)
    total = count_params(QWEN3_30B).total
    assert mem.bytes_of("reference") == pytest.approx(total * 2 / 8, rel=1e-6)
    # the same divisor the policy's own ZeRO-3 weights use
    sl = model_slice(QWEN3_30B, plan, first=True, last=True)
    assert zero_shards(plan, sl) == pytest.approx(sl.params / (total / 8))
    # without expert parallelism every weight shards over the 8 ranks: the same bytes
    plain = posttrain_memory(QWEN3_30B, H100, plan.with_changes(ep=1))
    assert plain.bytes_of("reference") == pytest.approx(total * 2 / 8, rel=1e-6)


def test_post_training_runs_pay_their_checkpoint_stalls_and_failures() -> None:
    """A GRPO run writing its checkpoints at 0.1 GB/s per node was as long as one writing in
    seconds: post-training ignored goodput."""
    from tests.engine.models import H100, LLAMA_8B

    plan = Plan(method="grpo", gpus_per_node=8, zero=3)

    def run(**kw: object) -> object:
        sc = Scenario(model=LLAMA_8B, gpu=H100, plan=plan, workload=Workload(steps=100, **kw))
        return estimate(sc, solve=False).budget

    fast, slow = run(), run(checkpoint_write_gbps_per_node=0.1)
    assert slow.compute["goodput"].value < fast.compute["goodput"].value - 0.05
    assert slow.compute["seconds"].value > fast.compute["seconds"].value * 1.05
    assert slow.compute["step_seconds"].value == fast.compute["step_seconds"].value
    assert any("checkpoint writes stall training" in w for w in slow.warnings)
    given = run(goodput=0.5)
    assert given.compute["seconds"].value == pytest.approx(
        100 * given.compute["step_seconds"].value / 0.5
    )


def test_an_rl_micro_batch_stops_mattering_at_each_ranks_share() -> None:
    """GRPO's policy trains each rank's share of the step's completions: a micro-batch past it
    changes nothing, so the largest that fits is at most that share (the sweep said "fits up to
    512" over a flat curve)."""
    from hwplanner.engine.methods import estimate_memory
    from hwplanner.engine.plan.layout import micro_batch_ceiling
    from hwplanner.engine.solve.solve import max_micro_batch

    plan = Plan(
        method="grpo", framework="verl", gpus_per_node=8, prompts_per_step=16, completions=4
    )
    assert micro_batch_ceiling(plan) == 8  # 64 completions over 8 training ranks
    assert micro_batch_ceiling(Plan(method="lora")) is None
    at = {
        mb: estimate_memory(QWEN3_8B, H100, plan.model_copy(update={"micro_batch": mb})).total_bytes
        for mb in (8, 64)
    }
    assert at[8] == at[64]
    best = max_micro_batch(QWEN3_8B, H100, plan, limit=512)
    assert best is not None and best <= 8


def test_unsloth_rl_grpo_keeps_no_full_logits_and_offloads_checkpoints() -> None:
    """Unsloth's GRPO benchmark as its profile enters it (Qwen3-4B LoRA r32, 1 prompt × 4
    completions of 2,048 tokens, rollouts from the training model): chunked log-probabilities
    and offloaded checkpoints put it near the published 10.66 GiB allocated; TRL 1.16's fused
    LM head chunks them too but keeps every layer's input on the GPU, and TRL before its fused
    head (`loss plain`) held the full fp32 logits."""
    from hwplanner import api

    kw = dict(
        adapter="lora",
        lora_rank=32,
        prompt_len=512,
        completion_len=1536,
        micro_batch=4,
        completions=4,
        prompts_per_step=1,
        rollout="trainer",
    )
    us, _ = api.scenario("qwen3-4b", "b200", "grpo", framework="unsloth-rl", **kw)
    trl, _ = api.scenario("qwen3-4b", "b200", "grpo", framework="trl", **kw)
    old, _ = api.scenario("qwen3-4b", "b200", "grpo", framework="trl", loss="plain", **kw)
    assert us.plan.loss.value == "fused_linear" and us.plan.activation_offload
    a, b, c = estimate(us).memory, estimate(trl).memory, estimate(old).memory
    assert a.total.value < b.total.value < c.total.value / 1.5
    assert 10.0 < a.counted("allocated") / 2**30 < 11.5


def test_unsloth_rl_keeps_full_logits_outside_grpo() -> None:
    """Unsloth's DPO trainer takes TRL's log-probabilities of the full fp32 logits; only its
    GRPO takes them in chunks."""
    from hwplanner import api

    dpo, _ = api.scenario("qwen3-4b", "b200", "dpo", framework="unsloth-rl", adapter="lora")
    grpo, _ = api.scenario("qwen3-4b", "b200", "grpo", framework="unsloth-rl", adapter="lora")
    assert dpo.plan.loss.value == "plain" and grpo.plan.loss.value == "fused_linear"


def test_trl_dpo_builds_no_full_logits() -> None:
    """TRL 1.16's DPOTrainer takes per-token log-probabilities through a fused LM head: the
    profile's DPO uses that loss, and keeping the full fp32 logits (older TRL, `loss plain`)
    costs more."""
    from hwplanner import api

    kw = dict(adapter="lora", seq_len=2048, micro_batch=2)
    fused, _ = api.scenario("llama-3.2-1b", "h100-sxm-80gb", "dpo", framework="trl", **kw)
    plain, _ = api.scenario(
        "llama-3.2-1b", "h100-sxm-80gb", "dpo", framework="trl", loss="plain", **kw
    )
    assert fused.plan.loss.value == "fused_linear"
    assert estimate(fused).memory.total.value < estimate(plain).memory.total.value * 0.5


def test_trl_methods_without_the_fused_head_keep_full_logits() -> None:
    """TRL 1.16's ORPO and CPO (SimPO) trainers, in trl.experimental, and PPO build the full
    logits; its SFT, DPO, KTO and GRPO trainers do not."""
    from hwplanner import api

    losses = {
        m: api.scenario("llama-3.2-1b", "h100-sxm-80gb", m, framework="trl")[0].plan.loss.value
        for m in ("orpo", "simpo", "ppo", "kto", "dpo", "grpo", "lora")
    }
    assert losses == {
        "orpo": "plain",
        "simpo": "plain",
        "ppo": "plain",
        "kto": "fused_linear",
        "dpo": "fused_linear",
        "grpo": "fused_linear",
        "lora": "fused_linear",
    }


def test_trl_full_logits_dpo_holds_the_references_hidden_states_in_forward() -> None:
    """TRL before its fused LM head runs the reference's forward after the policy's, whose
    graph is alive, with every hidden state returned and copied to fp32: the forward phase
    gains 6 B × (layers + 1) × tokens × hidden (the fake-tensor oracle's TRL 0.28 reference
    phase); ORPO (no reference), the fused head, a precomputed reference and other
    frameworks add nothing."""
    from hwplanner import api
    from hwplanner.engine.posttrain.memory import reference_pass
    from hwplanner.engine.posttrain.shape import shape

    kw = dict(seq_len=2048, micro_batch=2, loss="plain")
    sc, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "dpo", framework="trl", adapter="lora", **kw
    )
    tokens = 2 * 2 * 2048  # chosen and rejected of 2 pairs
    extra = reference_pass(sc.model, sc.plan, shape(sc.plan))
    assert extra == 6 * 33 * tokens * 4096
    mem = estimate(sc).memory
    acts = dict(mem.components["activations"].inputs)
    assert acts["reference forward's hidden states (DPO)"] == extra
    assert mem.phase == "forward"  # 8B LoRA, 2 × 2,048 tokens: the reference's pass is the peak
    # the oracle's TRL 0.28 step (O-dpo-llama3.1-8b-lora16-mixed-2048x2-ckpt): 33.53 GiB of
    # tensors; without the reference's hidden states the plan said 29.42
    tensors = mem.total.value - mem.bytes_of("overhead")
    assert tensors / 2**30 == pytest.approx(33.53, rel=0.01)
    # the hidden states in the model's dtype: a fully trained model under autocast keeps fp32
    # weights and residual stream (4 B, nothing to convert); under DeepSpeed (ZeRO ≥ 1)
    # accelerate installs no fp32 output conversion (2 B); a pipeline stage holds its share
    full, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "dpo", framework="trl", **kw)
    assert full.plan.precision.value == "amp" and not full.plan.base_method.is_peft
    assert reference_pass(full.model, full.plan, shape(full.plan)) == 4 * 33 * tokens * 4096
    zero, _ = api.scenario(
        "llama-3.1-8b",
        "h100-sxm-80gb",
        "dpo",
        framework="trl",
        zero=2,
        gpus_per_node=8,
        **{**kw, "adapter": "lora"},
    )
    assert reference_pass(zero.model, zero.plan, shape(zero.plan)) == 2 * 33 * tokens * 4096
    # the policy's floor on more data-parallel ranks holds the reference's pass too
    assert mem.floor_bytes > extra
    for other in (
        dict(framework="trl", method="orpo"),
        dict(framework="trl", method="kto"),
        dict(framework="trl", method="simpo"),
        dict(framework="trl", method="dpo", loss="fused_linear"),
        dict(framework="trl", method="dpo", reference="precomputed"),
        dict(framework="llamafactory-rlhf", method="dpo"),
        dict(framework="unsloth-rl", method="dpo"),
    ):
        method = other.pop("method")
        case, _ = api.scenario(
            "llama-3.1-8b", "h100-sxm-80gb", method, adapter="lora", **{**kw, **other}
        )
        assert reference_pass(case.model, case.plan, shape(case.plan)) == 0.0, other


def test_generation_ahead_overlaps_the_update_on_its_own_gpus() -> None:
    """verl with the engine on 4 of 8 H100s: one step ahead, the step is the longer of
    generation and scoring + update, plus the weight sync (not their sum); a colocated engine,
    or a framework with only the synchronous loop, refuses it by name."""
    from hwplanner import api

    def step(ahead: int) -> tuple[float, dict[str, float]]:
        est = api.estimate(
            "qwen3-8b",
            "h100-sxm-80gb",
            "grpo",
            framework="verl",
            gpus_per_node=8,
            rollout="separate",
            rollout_gpus=4,
            rollout_ahead=ahead,
        )
        fig = est.figures()
        parts = {k.split(".")[1]: f.value for k, f in fig.items() if k.startswith("compute.")}
        return fig["compute.step_seconds"].value, parts

    sync_s, parts = step(0)
    ahead_s, same = step(1)
    trainer = parts["scoring_seconds"] + parts["training_seconds"] + parts["offload_seconds"]
    assert sync_s == pytest.approx(trainer + parts["generation_seconds"] + parts["sync_seconds"])
    assert ahead_s == pytest.approx(
        max(parts["generation_seconds"], trainer) + parts["sync_seconds"]
    )
    assert ahead_s < sync_s and same["generation_seconds"] == parts["generation_seconds"]
    with pytest.raises(api.InputError, match="rollout_ahead: generation runs ahead"):
        api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", framework="verl", rollout_ahead=1)
    with pytest.raises(api.InputError, match="rollout_ahead: TRL"):
        api.estimate(
            "qwen3-8b",
            "h100-sxm-80gb",
            "grpo",
            framework="trl",
            gpus_per_node=8,
            rollout="separate",
            rollout_gpus=4,
            rollout_ahead=1,
        )


def test_megatron_swift_dpo_keeps_a_reference_in_the_policys_layout() -> None:
    """Megatron-SWIFT builds a second, frozen bf16 model with the policy's TP/PP/EP layout for
    full DPO and KTO (rlhf_mixin.prepare_model: get_mcore_model(args)), no copy with LoRA
    (disable_adapter); the policy keeps Megatron-Core's fp32 gradient buffer and the
    distributed optimizer's fp32 master and states over its data-parallel ranks."""
    plan = {"framework": "swift-megatron", "gpus_per_node": 8, "tp": 4, "seq_len": 4096}
    full = mem(method="dpo", **plan)
    share = dict(full.components["reference"].inputs)["share on this GPU (TP/PP/EP)"]
    assert 0.25 <= share < 0.26  # a quarter of every matrix (norms stay whole)
    assert full.bytes_of("reference") == pytest.approx(TOTAL * share * 2, rel=1e-4)
    assert full.bytes_of("gradients") == pytest.approx(TOTAL * share * 4, rel=1e-4)
    states = dict(full.components["optimizer"].inputs)
    assert states["shards"] == 2  # ZeRO-1 over the 2 data-parallel ranks
    for method in ("dpo", "kto"):
        assert mem(method=method, adapter="lora", **plan).bytes_of("reference") == 0
    with pytest.raises(ValidationError, match="ppo"):
        Plan(method="ppo", framework="swift-megatron")


def test_swift_under_deepspeed_zero_keeps_an_fp32_master() -> None:
    """ms-swift loads a bf16 model; without ZeRO its AdamW keeps bf16 states beside it, but
    --deepspeed zero1/2/3 runs DeepSpeed's bf16 mode: an fp32 master copy and fp32 Adam states
    of each partition (the plan stays bf16, Explain says why the bytes are the mixed ones)."""
    alone = dict(mem(method="full", framework="swift-rlhf").components["optimizer"].inputs)
    assert (alone["fp32 master bytes/param"], alone["state bytes/param"]) == (0, 4.0)
    zero = mem(method="full", framework="swift-rlhf", gpus_per_node=8, zero=3)
    sharded = dict(zero.components["optimizer"].inputs)
    assert (sharded["fp32 master bytes/param"], sharded["state bytes/param"]) == (4, 8.0)
    assert any("DeepSpeed" in str(n) for n in zero.components["optimizer"].notes)
    # TRL's autocast plan under ZeRO: the sharding engine's bf16 over an fp32 master, said so
    trl = mem(method="full", framework="trl", gpus_per_node=8, zero=3)
    assert any("sharding engine" in str(n) for n in trl.components["optimizer"].notes)


def test_a_reward_model_of_another_size_and_the_critic_it_starts() -> None:
    """An 8B-class reward model for the Qwen3-8B-shaped policy at a quarter of its width: the
    reward model, and PPO's critic where the framework starts it from the reward model
    (OpenRLHF's critic_pretrain, TRL's example), are that model's size; verl's critic stays the
    policy's; the scoring FLOPs follow the reward model's architecture."""
    from hwplanner.engine.model.params import count_params
    from hwplanner.engine.posttrain.memory import posttrain_memory
    from hwplanner.engine.posttrain.shape import scored_params, shape
    from hwplanner.engine.posttrain.time import scored_passes, scoring_flops

    small = QWEN3_8B.model_copy(
        update={"id": "small", "name": "Small", "num_layers": 12, "intermediate_size": 4096}
    )
    small_scored = scored_params(small, count_params(small))
    plan = Plan(method="ppo", framework="openrlhf", gpus_per_node=8, zero=3)
    same = posttrain_memory(QWEN3_8B, H100, plan)
    other = posttrain_memory(QWEN3_8B, H100, plan, small)
    reward = dict(other.components["reward"].inputs)
    assert reward["reward model parameters"] == small_scored and reward["reward model"] == "Small"
    assert dict(same.components["reward"].inputs)["reward model parameters"] == SCORED
    critic = dict(other.components["critic"].inputs)
    assert critic["trainable parameters"] == small_scored and critic["critic model"] == "Small"
    assert critic["weights"] < dict(same.components["critic"].inputs)["weights"] / 2
    verl = Plan(method="ppo", framework="verl", gpus_per_node=8, reward_model="model")
    kept = dict(posttrain_memory(QWEN3_8B, H100, verl, small).components["critic"].inputs)
    assert kept["trainable parameters"] == SCORED  # verl's critic is the policy's model
    sh = shape(plan)
    counts = count_params(QWEN3_8B)
    assert (
        scoring_flops(scored_passes(QWEN3_8B, plan, sh, counts, small), sh).value
        < scoring_flops(scored_passes(QWEN3_8B, plan, sh, counts), sh).value
    )
    # a reward function uses no reward model: the id changes nothing
    grpo = Plan(method="grpo", framework="verl", gpus_per_node=8)
    assert posttrain_memory(QWEN3_8B, H100, grpo, small).total_bytes == pytest.approx(
        posttrain_memory(QWEN3_8B, H100, grpo).total_bytes
    )


def test_the_fewest_gpus_count_the_reward_model_named() -> None:
    """The solver plans with the reward model the scenario names, as the estimate does."""
    small = QWEN3_8B.model_copy(update={"id": "small", "num_layers": 6, "intermediate_size": 2048})
    plan = Plan(method="ppo", framework="openrlhf", reward_model_id="small", zero=3)
    with_small = estimate(Scenario(model=QWEN3_8B, gpu=H100, plan=plan, reward=small))
    policy_sized = estimate(Scenario(model=QWEN3_8B, gpu=H100, plan=plan))
    assert with_small.min_gpus is not None and policy_sized.min_gpus is not None
    assert with_small.min_gpus.gpus <= policy_sized.min_gpus.gpus
    assert with_small.min_gpus.total_bytes < policy_sized.min_gpus.total_bytes


def test_an_fp8_rollout_serves_fp8_weights_where_the_framework_offers_it() -> None:
    """verl's FP8 rollout (actor_rollout_ref.rollout.quantization): the engine's weights in
    FP8, so its share of the card holds more completions and generation is faster; the pool
    it pre-allocates is the same. Refused by name by a framework without it and on a GPU
    without FP8 tensor cores."""
    from hwplanner.engine.posttrain.rollout import rollout_memory
    from hwplanner.engine.posttrain.shape import shape

    h100 = H100.model_copy(update={"fp8_tflops": 1979})
    plan = Plan(method="grpo", framework="verl", gpus_per_node=8, completion_len=4096)
    fp8 = plan.with_changes(rollout_fp8=True)
    weights = estimate_memory(QWEN3_8B, h100, plan).components["weights"]
    bf16_roll = rollout_memory(QWEN3_8B, h100, plan, shape(plan), weights)
    fp8_roll = rollout_memory(QWEN3_8B, h100, fp8, shape(fp8), weights)
    assert fp8_roll.generating == pytest.approx(bf16_roll.generating)  # the same pool
    assert fp8_roll.sequences > bf16_roll.sequences
    engine = dict(fp8_roll.figure.inputs)["engine weights per GPU (FP8 rollout)"]
    assert engine < dict(bf16_roll.figure.inputs)["engine weights per GPU (bf16)"] * 0.6
    runs = [
        Scenario(model=QWEN3_8B, gpu=h100, plan=p, workload=Workload(steps=10)) for p in (plan, fp8)
    ]
    gen = [estimate(sc, solve=False).budget.compute["generation_seconds"].value for sc in runs]
    assert gen[1] < gen[0]
    with pytest.raises(PlanError) as exc:
        check_plan(QWEN3_8B, fp8.with_changes(framework="trl"), h100)
    assert exc.value.field == "rollout_fp8" and "does not offer FP8 rollout" in exc.value.text
    with pytest.raises(PlanError) as exc:
        check_plan(QWEN3_8B, fp8, H100)  # this fixture lists no FP8 rate
    assert exc.value.field == "rollout_fp8" and "FP8 tensor cores" in exc.value.text
    # generating with the training model: the field is not used, nothing is refused
    check_plan(QWEN3_8B, fp8.with_changes(rollout="trainer"), H100)


def test_nemo_rl_keeps_its_reference_in_host_ram_and_colocates_vllm() -> None:
    """NeMo-RL's DTensor policy: no second model on the GPU for DPO (the reference's weights
    wait in host RAM and are swapped in), GRPO with vLLM at 0.6 of the card, 32 prompts × 16
    generations, the policy parked in host RAM while it generates; FP8 generation offered."""
    dpo = mem(method="dpo", framework="nemo-rl", gpus_per_node=8)
    reference = dict(dpo.components["reference"].inputs)
    assert dpo.bytes_of("reference") == 0 and reference["held (GPU or host)"] > 0
    grpo = Plan(method="grpo", framework="nemo-rl", gpus_per_node=8)
    assert (grpo.completions, grpo.prompts_per_step) == (16, 32)
    m = estimate_memory(QWEN3_8B, H100, grpo)
    assert m.bytes_of("rollout") == pytest.approx(CAPACITY * 0.6)
    check_plan(QWEN3_8B, grpo.with_changes(rollout_fp8=True), H100.model_copy(
        update={"fp8_tflops": 1979}
    ))  # fmt: skip


def test_deepspeed_chat_keeps_its_hybrid_engine_cache_and_gathers_only_the_actor() -> None:
    """DeepSpeed-Chat's hybrid engine: under ZeRO-3 the actor's weights are gathered to
    generate, not the critic's (it is a DeepSpeed engine of its own, unlike TRL's wrapper), and
    the KV workspace stays allocated while the models train (release_inference_cache off)."""
    plan = {"method": "ppo", "gpus_per_node": 8, "zero": 3}
    ds = mem(framework="deepspeed-chat", **plan)
    trl = mem(**plan)
    assert not any("ZeRO-3" in str(n) for n in ds.components["critic"].notes)
    assert any("ZeRO-3" in str(n) for n in trl.components["critic"].notes)
    zero2 = mem(framework="deepspeed-chat", gpus_per_node=8, zero=2, method="ppo")
    cache = dict(zero2.components["rollout"].inputs)["hybrid engine workspace"]
    assert zero2.phase != "generation" and zero2.bytes_of("rollout") == pytest.approx(cache)
    sc = Scenario(model=QWEN3_8B, gpu=H100, plan=Plan(framework="deepspeed-chat", **plan))
    gen = estimate(sc, solve=False).budget.compute["generation_seconds"]
    assert any("hybrid engine" in str(n) for n in gen.notes)


def test_review_findings_on_the_new_profiles() -> None:
    """DeepSpeed-Chat keeps a reference model of its own under LoRA and runs ZeRO through
    DeepSpeed (fp32 master in bf16 mode); NeMo-RL's host copy of the reference is fp32; a
    trainer that parks its state during generation does so only beside a colocated engine."""
    lora = mem(method="ppo", framework="deepspeed-chat", adapter="lora", gpus_per_node=8, zero=2)
    assert lora.bytes_of("reference") == pytest.approx(TOTAL * 2)  # fp16, not sharded below 3
    bf16 = mem(method="ppo", framework="deepspeed-chat", gpus_per_node=8, zero=3, precision="bf16")
    states = dict(bf16.components["optimizer"].inputs)
    assert (states["fp32 master bytes/param"], states["state bytes/param"]) == (4, 8.0)
    dpo = mem(method="dpo", framework="nemo-rl", gpus_per_node=8)
    held = dict(dpo.components["reference"].inputs)["held (GPU or host)"]
    assert held == pytest.approx(TOTAL * 4 / 8)  # fp32, sharded over the 8 ranks
    separate = dict(method="grpo", gpus_per_node=8, rollout="separate", rollout_gpus=4)
    parked = mem(framework="openrlhf", offload_training=True, **separate)
    kept = mem(framework="openrlhf", offload_training=False, **separate)
    assert parked.host_offload_bytes == pytest.approx(kept.host_offload_bytes)


def test_completions_of_varying_length_generate_to_the_longest_and_pack_to_the_average() -> None:
    """completion_len is the longest and completion_len_mean the average: generation takes at
    least the longest's decoding, the rest fills freed slots; a framework that packs (verl's
    use_remove_padding) trains on the average, one that pads (TRL) on the longest; memory
    stays at the longest. An average above the longest is refused by name."""
    from hwplanner.engine.posttrain.shape import shape

    base = {"method": "grpo", "gpus_per_node": 8, "completion_len": 8192, "prompt_len": 512}
    h100 = H100.model_copy(update={"fp8_tflops": 1979})

    def run(framework: str, mean: int | None):  # type: ignore[no-untyped-def]
        plan = Plan(framework=framework, completion_len_mean=mean, **base)
        sc = Scenario(model=QWEN3_8B, gpu=h100, plan=plan, workload=Workload(steps=10))
        return plan, estimate(sc, solve=False)

    plan, fixed = run("verl", None)
    varied_plan, varied = run("verl", 2048)
    assert shape(varied_plan).seq_len == 512 + 2048 and shape(plan).seq_len == 512 + 8192
    gen = varied.budget.compute["generation_seconds"]
    assert gen.value < fixed.budget.compute["generation_seconds"].value
    inputs = dict(gen.inputs)
    assert inputs["decode steps"] >= 8192  # never shorter than the longest completion
    assert varied.memory.total_bytes == pytest.approx(fixed.memory.total_bytes)
    trl_plan, _ = run("trl", 2048)
    assert shape(trl_plan).seq_len == 512 + 8192  # padded to the longest
    with pytest.raises(ValidationError, match=r"completion_len_mean: .*allowed: 1 to 8,192"):
        Plan(framework="verl", completion_len_mean=9000, **base)


def test_the_hybrid_engine_workspace_matches_the_size_deepspeed_printed() -> None:
    """DeepSpeed-Inference's GenWorkSpace for OPT-1.3B (24 layers, 32 heads of 64) at batch 4,
    512 tokens (256 + 256), no tensor parallelism: DeepSpeed-Chat's shipped step-3 log printed
    'Requested memory: 0.515625 GB' (GiB)."""
    from hwplanner.engine.posttrain.rollout import hybrid_workspace

    opt = ModelSpec(
        id="opt-1.3b",
        name="OPT-1.3B",
        hidden_size=2048,
        num_layers=24,
        num_attention_heads=32,
        num_kv_heads=32,
        intermediate_size=8192,
        vocab_size=50272,
    )
    assert hybrid_workspace(opt, 4, 512, 1) == 0.515625 * 2**30
    m = mem(method="ppo", framework="deepspeed-chat", gpus_per_node=8, zero=2)
    rollout = dict(m.components["rollout"].inputs)
    assert rollout["hybrid engine workspace"] == pytest.approx(m.bytes_of("rollout"))


def test_rl_trainers_split_sequences_as_they_offer() -> None:
    """verl's FSDP workers split sequences by Ulysses (ulysses_sequence_parallel_size, its
    only kind, the profile's default), NeMo-RL's DTensor policy by PyTorch's context parallel
    (ring); each refuses the other kind by name. TRL's is DeepSpeed's Ulysses through
    accelerate: its default kind, which needs a ZeRO stage."""
    from hwplanner import api

    kw = dict(gpus_per_node=8, cp=4)
    verl = api.estimate("qwen2.5-7b", "h100-sxm-80gb", "grpo", framework="verl", **kw)
    assert verl.scenario.plan.cp_kind.value == "ulysses"
    assert api.estimate("qwen2.5-7b", "h100-sxm-80gb", "grpo", framework="nemo-rl", **kw)
    with pytest.raises(api.InputError, match=r"cp_kind: NeMo-RL .* does not offer ulysses"):
        api.estimate(
            "qwen2.5-7b", "h100-sxm-80gb", "grpo", framework="nemo-rl", cp_kind="ulysses", **kw
        )
    with pytest.raises(api.InputError, match=r"zero: TRL .* runs Ulysses through DeepSpeed"):
        api.estimate("qwen2.5-7b", "h100-sxm-80gb", "dpo", framework="trl", **kw)
    trl = api.estimate("qwen2.5-7b", "h100-sxm-80gb", "dpo", framework="trl", zero=3, **kw)
    assert trl.scenario.plan.cp_kind.value == "ulysses"


# Reward modelling ------------------------------------------------------------------------------


def test_a_reward_model_is_the_policy_as_a_sequence_classifier() -> None:
    """Reward modelling trains Qwen3-8B as AutoModelForSequenceClassification(num_labels=1):
    the parameter counts lose lm_head and gain the score head (hidden × 1); the weights,
    gradients and AdamW states follow those counts, and the pairs share one micro-batch."""
    est = estimate(Scenario(model=QWEN3_8B, gpu=H100, plan=Plan(method="reward", zero=0)))
    assert est.params.total == SCORED
    assert est.params.lm_head == 0
    full = mem(method="reward", precision="mixed", zero=0)
    # mixed: bf16 weights, fp32 master + two AdamW moments (12 B), bf16 gradients
    assert full.bytes_of("weights") == pytest.approx(SCORED * 2)
    assert full.bytes_of("gradients") == pytest.approx(SCORED * 2)
    assert full.bytes_of("reference") == 0 and full.bytes_of("reward") == 0
    # a caller's own spec gets the classifier too: the same bytes as the scenario's
    assert est.memory.total_bytes == mem(method="reward", zero=0).total_bytes
    # chosen and rejected in one pass: the activations of a micro-batch of 2 × pairs
    # sequences, less the logits an LM head would have built over the vocabulary
    rm = mem(method="reward", micro_batch=2, recompute="none", adapter="lora")
    simpo = mem(method="simpo", micro_batch=2, recompute="none", adapter="lora")
    logits = 4 * 2048 * QWEN3_8B.vocab_size * 4  # 4 sequences' fp32 logits, at the least
    assert rm.bytes_of("activations") < simpo.bytes_of("activations") - logits


def test_a_reward_model_plan_says_so_and_refuses_what_it_lacks() -> None:
    est = estimate(Scenario(model=QWEN3_8B, gpu=H100, plan=Plan(method="reward")))
    assert any("sequence classifier" in str(n) for n in est.notes)
    # the loss kernel reads logits over the vocabulary: a reward model has none
    from hwplanner.engine.plan.fields import vocabulary_loss

    assert not vocabulary_loss(Plan(method="reward"), QWEN3_8B)
    assert vocabulary_loss(Plan(method="simpo"), QWEN3_8B)
    assert Plan(method="reward", framework="trl").loss.value == "plain"
    # verl trains no reward model of its own; OpenRLHF, DeepSpeed-Chat, TRL and ms-swift do
    with pytest.raises(ValidationError, match="method"):
        Plan(method="reward", framework="verl")
    for fw in ("trl", "openrlhf", "deepspeed-chat", "swift-rlhf", "swift-megatron"):
        assert Plan(method="reward", framework=fw).method is Method.REWARD


def test_a_reward_model_step_has_no_generation_and_no_scoring() -> None:
    plan = Plan(method="reward", gpus_per_node=8, zero=3, micro_batch=4)
    b = budget(QWEN3_8B, H100, plan, Workload(steps=100), estimate_memory(QWEN3_8B, H100, plan))
    assert b.compute["generation_seconds"].value == 0
    assert b.compute["scoring_seconds"].value == 0
    assert b.compute["step_seconds"].value > 0


def test_an_rl_step_splits_its_completions_into_global_batches() -> None:
    """NeMo-RL's train_global_batch_size (verl ppo_mini_batch_size × n, OpenRLHF
    train_batch_size): the step's 2,048 completions in global batches of 512 are 4 optimizer
    steps, each rank accumulating its share of one batch; what the collectives do not hide is
    paid per update, and each update's optimizer step and bubble lower the utilisation."""
    from hwplanner.engine.plan.fields import batched_update
    from hwplanner.engine.plan.layout import micro_batch_ceiling, rl_updates
    from hwplanner.engine.posttrain.shape import shape

    base = dict(
        method="grpo",
        framework="nemo-rl",
        gpus_per_node=8,
        nodes=2,
        prompts_per_step=64,
        completions=32,
        micro_batch=4,
    )
    one, four = Plan(**base), Plan(**base, global_batch=512)  # type: ignore[arg-type]
    assert rl_updates(one) == 1 and rl_updates(four) == 4
    assert micro_batch_ceiling(one) == 128 and micro_batch_ceiling(four) == 32  # ÷ 16 ranks
    assert shape(four).updates == 4
    assert shape(four).policy.grad_accum == 8 and shape(one).policy.grad_accum == 32
    assert shape(four).policy.global_batch is None  # the policy's plan is one update's
    assert shape(four).tokens == shape(one).tokens  # the same completions are trained
    assert batched_update(four, QWEN3_8B) and batched_update(Plan(method="lora"), QWEN3_8B)
    assert not batched_update(Plan(method="inference"), QWEN3_8B)
    work = Workload(steps=10)
    b1, b4 = (
        budget(QWEN3_8B, H100, p, work, estimate_memory(QWEN3_8B, H100, p)) for p in (one, four)
    )
    update1, update4 = b1.compute["training_seconds"], b4.compute["training_seconds"]
    assert dict(update4.inputs)["optimizer steps a step"] == 4
    assert update4.value > update1.value  # four optimizer steps where there was one
    exposed1 = b1.network["exposed_comm_seconds"].value
    assert b4.network["exposed_comm_seconds"].value == pytest.approx(
        dict(update4.inputs)["communication not hidden"]
    )
    assert b4.network["exposed_comm_seconds"].value >= exposed1
    # a global batch larger than the step's completions is refused by name
    with pytest.raises(ValidationError, match=r"global_batch.*allowed: 1 to 2,048"):
        Plan(**base, global_batch=4096)  # type: ignore[arg-type]


def test_a_reward_model_keeps_nothing_of_the_lm_head() -> None:
    """Found by review: the classifier's tied embedding gains no second (output) gradient, a
    LoRA run's trainable copies are the input embedding's alone, a pipeline's last stage holds
    no embedding copy as its output layer, an LM-head bias goes with the head, a model without a
    head gets the score head, and the loss kernel changes nothing."""
    from hwplanner.engine.model.params import count_params, embedding_copies
    from hwplanner.engine.scenario.scored import as_trained
    from hwplanner.engine.scenario.sharding import model_slice

    tied = QWEN3_8B.model_copy(update={"tie_word_embeddings": True})
    reward = Plan(method="reward", precision="bf16", recompute="none", zero=0)
    rm = as_trained(tied, reward)
    untied_rm = as_trained(QWEN3_8B, reward)
    # the same classifier whether or not the LM head was tied to the embedding
    assert count_params(rm).total == count_params(untied_rm).total == SCORED
    m_tied, m_untied = (estimate_memory(s, H100, reward) for s in (tied, QWEN3_8B))
    assert m_tied.total_bytes == pytest.approx(m_untied.total_bytes)
    lora = Plan(method="lora", train_embeddings=True)
    assert embedding_copies(rm, lora) == QWEN3_8B.vocab_size * 4096
    assert embedding_copies(tied, lora) == 2 * QWEN3_8B.vocab_size * 4096
    # pipeline stages of the classifier add up to it, with no output-layer copy
    pp = Plan(method="full", gpus_per_node=4, pp=4)
    counts = count_params(rm)
    stages = [
        model_slice(rm, pp, first=s == 0, last=s == 3).params
        for s in range(4)  # every stage's share, the first and last their ends
    ]
    assert sum(stages) == pytest.approx(counts.total, rel=0.02)
    assert (
        model_slice(rm, pp, first=False, last=True).params
        < model_slice(tied, pp, first=False, last=True).params
    )
    biased = QWEN3_8B.model_copy(update={"lm_head_bias": True})
    assert count_params(as_trained(biased, reward)).lm_head == 0
    headless = QWEN3_8B.model_copy(update={"output_classes": 0})
    assert as_trained(headless, reward).output_classes == 1
    plain = estimate_memory(QWEN3_8B, H100, Plan(method="reward", loss="plain"))
    fused = estimate_memory(QWEN3_8B, H100, Plan(method="reward", loss="fused_linear"))
    assert plain.total_bytes == fused.total_bytes


def test_an_rl_global_batch_is_shared_equally_and_makes_whole_updates() -> None:
    """Found by review: a global batch the training ranks cannot share equally (or that leaves
    a part of an update) counted micro-batches that do not exist; refused by name with the
    values allowed. A context-parallel group shares its sequences: the ranks are GPUs ÷ (tp ×
    pp × cp)."""
    from hwplanner.engine.plan.layout import micro_batch_ceiling

    base = dict(method="grpo", framework="verl", gpus_per_node=8, prompts_per_step=16)
    for bad in (1, 9, 12):
        with pytest.raises(ValidationError, match=r"global_batch.*allowed: 8, 16, 32, 64"):
            Plan(**base, completions=16, global_batch=bad)  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="cannot be shared by the 8"):
        Plan(**{**base, "prompts_per_step": 2}, completions=2, global_batch=2)  # type: ignore[arg-type]
    assert Plan(**base, completions=16, global_batch=64).global_batch == 64  # type: ignore[arg-type]
    cp = Plan(**base, completions=16, cp=2)  # type: ignore[arg-type]
    assert micro_batch_ceiling(cp) == 256 // 4  # 4 data-parallel ranks of 2 GPUs each


def test_trl_and_openrlhf_offer_their_optimizer_memory_savers() -> None:
    """Found by the reward-model probe: TRL's configs are TrainingArguments (optim
    paged_adamw_*, DeepSpeed/FSDP CPU offload through accelerate) and OpenRLHF's scripts take
    --adam_offload; both were refused by name. A post-training total now carries the policy's
    paged states as training does: outside the allocator's reserve, paged out past the card."""
    full = dict(method="dpo", framework="trl", gpus_per_node=1)
    plain = estimate_memory(QWEN3_8B, H100, Plan(**full))  # type: ignore[arg-type]
    paged = estimate_memory(QWEN3_8B, H100, Plan(**full, paged_optimizer=True))  # type: ignore[arg-type]
    assert paged.paged_bytes > 0 and plain.paged_bytes == 0
    assert paged.total_bytes < plain.total_bytes  # no allocator reserve on paged states
    out = max(0.0, min(paged.paged_bytes, paged.total_bytes - H100.capacity_bytes))
    assert paged.host_offload_bytes == pytest.approx(out)
    offloaded = Plan(method="reward", framework="openrlhf", offload="optimizer", zero=3)
    assert estimate_memory(QWEN3_8B, H100, offloaded).bytes_of("optimizer") == 0
    assert Plan(method="grpo", framework="trl", offload="optimizer", zero=3).offload.value == (
        "optimizer"
    )


def test_lora_on_fused_experts_keeps_each_layers_effective_weights_without_recompute() -> None:
    """PEFT's ParamWrapper (target_parameters) builds W + B·A for every expert of a layer in
    each forward and the grouped matmul keeps it for the input gradient: without
    checkpointing every MoE layer holds E × 3 × d × w values in the compute dtype (the
    reward-model oracle on Qwen3-30B-A3B: 54 GiB over 48 layers); with full recompute, none
    beyond the layer being recomputed; adapters that leave the experts alone, none."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.memory.activations import fused_expert_weights
    from hwplanner.engine.plan.plan import Precision

    spec = shipped_catalog().model("qwen3-30b-a3b")
    targets = ("q", "k", "v", "o", "gate", "up", "down", "experts")
    plan = Plan(
        method="lora", framework="trl", recompute="none", precision="bf16", lora_targets=targets
    )
    per_layer = 128 * 3 * 2048 * 768 * 2
    assert fused_expert_weights(spec, plan, Precision.BF16) == per_layer
    no_ckpt = estimate_memory(spec, H100, plan).bytes_of("activations")
    ckpt = estimate_memory(spec, H100, plan.with_changes(recompute="full")).bytes_of("activations")
    assert no_ckpt - ckpt > 48 * per_layer
    attn = plan.with_changes(lora_targets=("q", "k", "v", "o"))
    assert fused_expert_weights(spec, attn, Precision.BF16) == 0
    ep = plan.with_changes(gpus_per_node=8, ep=8)
    assert fused_expert_weights(spec, ep, Precision.BF16) == per_layer / 8


def test_ms_swift_and_llamafactory_freeze_the_vision_tower_in_full_training() -> None:
    """ms-swift's freeze_vit/freeze_aligner and LLaMA-Factory's freeze_vision_tower and
    freeze_multi_modal_projector are on by default (found by the reward-model probe: a
    Qwen2.5-VL full run counted its tower as trainable): no gradients, optimizer states or
    activations for the tower, its FLOPs forward only; TRL trains it; a plan may say either."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.model.params import count_params, trainable_params

    spec = shipped_catalog().model("qwen2.5-vl-7b")
    counts = count_params(spec)
    swift = Plan(method="full", framework="swift")
    trl = Plan(method="full", framework="trl")
    assert swift.freeze_vision and not trl.freeze_vision
    assert trainable_params(spec, swift, counts) == counts.total - counts.vision
    assert trainable_params(spec, trl, counts) == counts.total
    frozen = estimate_memory(spec, H100, swift)
    trained = estimate_memory(spec, H100, swift.with_changes(freeze_vision=False))
    # bf16 gradients and AdamW states (ms-swift trains its bf16 checkpoint in bf16)
    assert trained.total_bytes - frozen.total_bytes > counts.vision * 6
    assert Plan(method="reward", framework="swift-megatron").freeze_vision


def test_offload_and_paging_cost_a_post_training_step_and_the_critic_offloads_too() -> None:
    """Found by review: an offloaded optimizer took no time in a post-training step (OpenRLHF
    DPO 0.67 s with or without --adam_offload), a sleeping trainer's parked states were still
    paged, the critic kept its states on the GPU under --adam_offload, and Megatron-Core's LoRA
    was charged PEFT's materialised expert weights."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.memory.activations import fused_expert_weights
    from hwplanner.engine.plan.plan import Precision

    dpo = Plan(method="dpo", framework="openrlhf", gpus_per_node=2, zero=3)
    off = dpo.with_changes(offload="optimizer")
    work = Workload(steps=10)
    t_plain, t_off = (
        budget(QWEN3_8B, H100, p, work, estimate_memory(QWEN3_8B, H100, p)).compute
        for p in (dpo, off)
    )
    assert t_off["step_seconds"].value > t_plain["step_seconds"].value
    assert dict(t_off["training_seconds"].inputs)["host work not hidden"] > 0
    ppo = Plan(method="ppo", framework="openrlhf", gpus_per_node=8, zero=3, offload_training=False)
    critic_on = estimate_memory(QWEN3_8B, H100, ppo).components["critic"]
    critic_off = estimate_memory(QWEN3_8B, H100, ppo.with_changes(offload="optimizer"))
    assert dict(critic_off.components["critic"].inputs)["in host RAM (offloaded)"] > 0
    states = dict(critic_off.components["critic"].inputs)["master + optimizer states"]
    assert states == 0 and dict(critic_on.inputs)["master + optimizer states"] > 0
    spec = shipped_catalog().model("qwen3-30b-a3b")
    targets = ("q", "k", "v", "o", "gate", "up", "down", "experts")
    megatron = Plan(
        method="lora", framework="swift-megatron", recompute="none", lora_targets=targets
    )
    assert fused_expert_weights(spec, megatron, Precision.BF16) == 0


def test_padding_free_dpo_meets_each_sequences_own_keys() -> None:
    """review13: padding-free preference rows (DPO with packed padding under flash attention)
    keep each sequence to itself, as SFT's packing does: a token meets E[L²] ÷ E[L] keys of
    the data's spread, not the mean length, so DPO and SFT count the same attention."""
    from hwplanner.engine.plan.lengths import attended_context
    from hwplanner.engine.posttrain.shape import run_shape

    plan = Plan(method="dpo", framework="trl", seq_len=4096)
    wl = Workload(sample_tokens_mean=500, sample_tokens_max=4096, padding="packed")
    sh = run_shape(plan, wl)
    assert sh.seq_len == 500
    assert sh.attention_context == pytest.approx(attended_context(500, 4096))
    padded = run_shape(plan, wl.model_copy(update={"padding": "longest"}))
    assert padded.attention_context is None
    eager = run_shape(plan.with_changes(attention="eager"), wl)
    assert eager.attention_context is None


def test_padding_free_preference_rows_time_their_own_keys_everywhere() -> None:
    """review14: the padding-free context reaches the step's default utilisation and the
    evaluation pauses too, not only the FLOPs."""
    from hwplanner import api

    def est(padding: str) -> object:
        sc, _ = api.scenario(
            "llama-3.1-8b",
            "h100-sxm-80gb",
            "dpo",
            framework="trl",
            seq_len=65536,
            sample_tokens_mean=2000,
            sample_tokens_max=65536,
            padding=padding,
            eval_interval_steps=10,
            eval_tokens=100_000,
            steps=100,
        )
        return estimate(sc, solve=False)

    packed = est("packed")
    compute = packed.budget.compute  # type: ignore[attr-defined]
    assert compute["eval_seconds"].value > 0
    inputs = dict(compute["flops_per_token"].inputs)
    assert inputs["keys a token meets (samples kept apart in packed rows)"] > 2000


@pytest.mark.parametrize("method", ["rloo", "dapo"])
@pytest.mark.parametrize("framework", ["trl", "verl"])
def test_rloo_and_dapo_plan_grpos_step_with_their_frameworks_defaults(
    method: str, framework: str
) -> None:
    """RLOO and DAPO hold GRPO's models and run its step (a group of completions a prompt, no
    critic): given the same fields, memory and step time are GRPO's to the byte. What differs is
    each framework's default: TRL's RLOOTrainer loads the reference (beta 0.05) and samples two
    completions; DAPO drops the KL term, so no reference."""
    same = {
        "framework": framework, "gpus_per_node": 8, "completions": 8, "prompts_per_step": 64,
        "reference": "none", "prompt_len": 512, "completion_len": 1024,
    }  # fmt: skip
    grpo, other = Plan(method="grpo", **same), Plan(method=method, **same)  # type: ignore[arg-type]
    m_grpo, m_other = estimate_memory(QWEN3_8B, H100, grpo), estimate_memory(QWEN3_8B, H100, other)
    assert m_other.total_bytes == m_grpo.total_bytes
    work = Workload(steps=10)
    step = budget(QWEN3_8B, H100, other, work, m_other).time["step_seconds"].value
    assert step == budget(QWEN3_8B, H100, grpo, work, m_grpo).time["step_seconds"].value
    own = Plan(method=method, framework=framework)
    assert own.method.is_rl and own.method.is_group_rl and own.method.is_post_training
    if method == "dapo":
        assert own.reference.value == "none"
    if method == "rloo" and framework == "trl":
        assert own.reference.value == "model" and own.completions == 2
        assert estimate_memory(QWEN3_8B, H100, own).components["reference"].value > 0


@pytest.mark.parametrize("method", ["rloo", "dapo"])
def test_a_group_method_needs_two_completions_and_a_framework_that_runs_it(method: str) -> None:
    with pytest.raises(ValidationError, match=f"{method.upper()} compares the completions"):
        Plan(method=method, framework="trl", completions=1)
    with pytest.raises(ValidationError, match=f"does not offer {method}"):
        Plan(method=method, framework="llamafactory-rlhf")


def test_nemo_rl_megatron_trains_in_pipeline_stages_that_the_dtensor_profile_refuses() -> None:
    """NeMo-RL publishes its performance from its Megatron-Core policy (TP, PP, CP, EP, the
    distributed optimizer); its DTensor profile has no pipeline stages, so NeMo-RL typed with
    them is planned with this one.
    The Megatron policy keeps bf16 weights and gradients and shards only the optimizer's
    fp32 master and states (ZeRO-1): its training phases hold more than FSDP2's full shard."""
    from hwplanner import api

    # typed as NeMo-RL with stages: planned with its Megatron policy, and said
    typed, notes = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "grpo", framework="nemo-rl",
                                pp=2, gpus_per_node=8)  # fmt: skip
    assert typed.plan.framework == "nemo-rl-megatron"
    assert any("planned with the NeMo-RL" in str(n) for n in notes)
    sc, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "grpo", framework="nemo-rl-megatron", pp=2,
        gpus_per_node=8, nodes=2, prompts_per_step=64, completions=32, global_batch=512,
    )  # fmt: skip
    plan = sc.plan
    assert (plan.zero, plan.precision.value, plan.recompute.value) == (1, "mixed", "none")
    assert plan.offload_frozen and plan.rollout.value == "colocate" and plan.completions == 32
    est = estimate(sc)
    assert est.fits and 0 < est.budget.time["step_seconds"].value < math.inf
    dtensor, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "grpo", framework="nemo-rl", gpus_per_node=8, tp=2
    )
    megatron, _ = api.scenario(
        "llama-3.1-8b", "h100-sxm-80gb", "grpo", framework="nemo-rl-megatron", gpus_per_node=8,
        tp=2,
    )  # fmt: skip
    train = "backward"
    fsdp_peak = estimate(dtensor).memory.phase_totals[train]
    zero1_peak = estimate(megatron).memory.phase_totals[train]
    assert zero1_peak > fsdp_peak


@pytest.mark.parametrize("framework", ["hf", "trl"])
def test_ulysses_in_the_hugging_face_trainer_runs_through_deepspeed(framework: str) -> None:
    """The Trainer's and TRL's Ulysses is DeepSpeed's (accelerate's ParallelismConfig with
    sp_backend deepspeed): with a ZeRO stage it plans as the deepspeed profile splits the
    sequence; without one it is refused naming zero."""
    from hwplanner import api

    kw = dict(gpus_per_node=4, cp=4, cp_kind="ulysses", seq_len=65536, micro_batch=1)
    sc, _ = api.scenario("qwen3-4b", "h100-sxm-80gb", "full", framework=framework, zero=3, **kw)
    assert sc.plan.cp == 4 and estimate(sc).memory.total_bytes > 0
    with pytest.raises(api.InputError, match=r"^zero: .* runs Ulysses through DeepSpeed"):
        api.scenario("qwen3-4b", "h100-sxm-80gb", "full", framework=framework, zero=0, **kw)


def test_megatron_rl_profiles_of_verl_and_ms_swift() -> None:
    """verl's Megatron workers and Megatron-SWIFT's GRPO train in pipeline stages. verl keeps
    its reference as a bf16 Megatron model on the GPUs and the actor there while vLLM
    generates (param_offload off); ms-swift's offload_model parks the policy and its reference
    in host RAM for the rollout (none of either on the GPU while generating)."""
    from hwplanner import api

    kw = dict(gpus_per_node=8, tp=2, pp=2)
    sc, _ = api.scenario("qwen2.5-7b", "h100-sxm-80gb", "grpo", framework="verl-megatron", **kw)
    assert (sc.plan.zero, sc.plan.rollout_tp, sc.plan.offload_training) == (1, 2, False)
    verl = estimate(sc).memory
    assert verl.components["reference"].value > 0
    sc, _ = api.scenario("qwen2.5-7b", "h100-sxm-80gb", "grpo", framework="swift-megatron", **kw)
    assert sc.plan.offload_training and sc.plan.rollout_sleep and sc.plan.completions == 8
    swift = estimate(sc).memory
    assert swift.phase == "generation" and swift.components["reference"].value == 0
    assert swift.phase_totals["backward"] > 0
    with pytest.raises(api.InputError, match="does not offer"):
        api.scenario("qwen2.5-7b", "h100-sxm-80gb", "dpo", framework="verl-megatron", **kw)


def test_a_default_fused_loss_says_what_full_logits_would_cost() -> None:
    """TRL's profile takes TRL 1.16's fused LM head (no full logits) without being asked; a run
    on an earlier release keeps the logits. Where that moves the peak by a tenth the estimate
    says both figures; set by the user, it says nothing."""
    from hwplanner import api

    kw = dict(framework="trl", seq_len=8192, micro_batch=1, zero=3, offload="optimizer")
    est = api.estimate("qwen3-4b", "h100-sxm-80gb", "full", **kw)
    (note,) = [n for n in est.notes if "as earlier releases keep them" in n]
    plain = api.estimate("qwen3-4b", "h100-sxm-80gb", "full", loss="plain", **kw)
    assert f"{plain.memory.total_bytes / 1e9:.1f} GB per GPU" in note
    assert not any("as earlier releases keep them" in n for n in plain.notes)
    # verl's actor: flash-attn's in-place kernel where it is installed, said so
    rl = dict(framework="verl", gpus_per_node=8, micro_batch=4, rollout_memory=0.1)
    rl.update(prompt_len=2048, completion_len=2048)
    verl = api.estimate("qwen2.5-7b", "l20-48gb", "grpo", **rl)
    (note,) = [n for n in verl.notes if "where flash-attn is installed" in n]
    full = api.estimate("qwen2.5-7b", "l20-48gb", "grpo", loss="plain", **rl)
    assert full.memory.total_bytes > 1.5 * verl.memory.total_bytes
    assert f"{full.memory.total_bytes / 1e9:.1f} GB per GPU" in note


@pytest.mark.parametrize(
    ("framework", "warned"), [("verl", True), ("openrlhf", True), ("trl", False)]
)
def test_dapo_says_its_generation_is_undercounted_only_where_it_samples_dynamically(
    framework: str, warned: bool
) -> None:
    """DAPO's dynamic sampling generates more groups than it trains (verl, NeMo-RL, OpenRLHF,
    ms-swift), which the plan does not time and says so; TRL's loss_type "dapo" has none, so
    its plans carry no such warning."""
    plan = Plan(method="dapo", framework=framework, gpus_per_node=8)
    mem = estimate_memory(QWEN3_8B, H100, plan)
    warnings = [str(w) for w in budget(QWEN3_8B, H100, plan, Workload(steps=10), mem).warnings]
    assert any("dynamic sampling" in w for w in warnings) is warned


def test_verls_actor_takes_its_log_probabilities_through_the_in_place_fused_loss() -> None:
    """verl's actor computes its log-probabilities with flash-attn's cross-entropy over the bf16
    logits, the gradient written over them (inplace_backward): its RL methods default to that
    kernel, which keeps a fifth of the plain loss's logits buffers; its SFT trainer's loss stays
    plain, and the other RL profiles refuse the kernel by name."""
    rl = Plan(method="grpo", framework="verl", gpus_per_node=8)
    assert rl.loss.value == "fused_ce_inplace"
    assert Plan(method="full", framework="verl").loss.value == "plain"
    plain = rl.with_changes(loss="plain")
    fused_mem, plain_mem = (
        training_memory(QWEN3_8B, H100, p.model_copy(update={"rollout_memory": 0.05}))
        for p in (rl, plain)
    )
    assert fused_mem.components["activations"].value < plain_mem.components["activations"].value
    from hwplanner.engine.scenario.validity import plan_problems

    other = Plan(method="grpo", framework="openrlhf", loss="fused_ce_inplace")
    assert [p.field for p in plan_problems(QWEN3_8B, other, H100)] == ["loss"]
    assert not plan_problems(QWEN3_8B, rl, H100)


def test_a_model_without_a_cache_holds_no_rollout_sequences_rather_than_crashing() -> None:
    """An encoder keeps no KV cache: a GRPO plan on it (refused by the plan's checks, as it
    cannot generate) still gives a memory figure to a caller that skips the checks — property
    tests draw such plans — instead of dividing by zero."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.methods import estimate_memory as memory

    cat = shipped_catalog()
    bert, gpu = cat.model("bert-base-uncased"), cat.gpu("rtx-4090")
    plan = Plan(method="grpo", framework="trl", rollout="colocate")
    assert memory(bert, gpu, plan).total_bytes > 0


def test_a_token_budget_packs_the_update_into_micro_batches_of_tokens() -> None:
    """verl's dynamic batches (use_dynamic_bsz, ppo_max_token_len_per_gpu) and NeMo-RL's packed
    ones (train_mb_tokens): each micro-batch holds at most the budget's tokens, at least one
    whole sequence; its sequences attend within themselves. GRPO of Qwen3-8B on 8 H100 under
    verl, 32 prompts × 8 completions of up to 2,048 + 8,192 tokens: a budget of one sequence
    holds less than two sequences a micro-batch, one of four sequences more."""
    from hwplanner import api
    from hwplanner.engine.posttrain.shape import shape

    kw = dict(framework="verl", gpus_per_node=8, prompts_per_step=32, completions=8,
              prompt_len=2048, completion_len=8192, micro_batch=2, solve=False)  # fmt: skip

    def forward(**extra: object) -> float:
        est = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", **kw, **extra)
        return est.memory.phase_totals["forward"]

    two, one, four = (
        forward(),
        forward(micro_batch_tokens=10_240),
        forward(micro_batch_tokens=40_960),
    )
    assert one < two < four
    plan = Plan(method="grpo", **{k: v for k, v in kw.items() if k != "solve"})
    budget = shape(plan.with_changes(micro_batch_tokens=40_960))
    per_rank = 32 * 8 // 8  # the update's completions over the 8 ranks
    assert budget.policy.micro_batch == 1 and budget.policy.seq_len == 40_960
    assert budget.policy.grad_accum == per_rank * 10_240 // 40_960
    assert budget.attention_context == 10_240 and shape(plan).attention_context is None
    with pytest.raises(api.InputError, match="micro_batch_tokens: a micro-batch of 4,096 tokens"):
        api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", micro_batch_tokens=4096, **kw)
    trl = {**kw, "framework": "trl"}
    with pytest.raises(api.InputError, match=r"micro_batch_tokens: TRL .* by sequences"):
        api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", micro_batch_tokens=20_000, **trl)


def test_slime_colocates_sglang_with_megatron_actors_that_sleep() -> None:
    """slime's scripts run --colocate (which turns --offload on): the actor is paused while
    SGLang generates and SGLang released while the actor trains; its rollouts are timed as
    SGLang's; GRPO without a KL term loads no reference; preference methods are refused."""
    from hwplanner import api
    from hwplanner.engine.plan.enums import Reference, Rollout
    from hwplanner.engine.posttrain.rollout import engine_plan

    plan = Plan(method="grpo", framework="slime", gpus_per_node=8)
    assert plan.rollout is Rollout.COLOCATE and plan.rollout_sleep and plan.offload_training
    assert plan.reference is Reference.NONE and plan.zero == 1
    assert engine_plan(plan, 4, 1).framework == "sglang"
    assert engine_plan(plan.with_changes(framework="verl"), 4, 1).framework == "vllm"
    # its Qwen3-4B script: TP 2 with sequence parallelism, full recompute, 9,216 tokens a GPU
    est = api.estimate("qwen3-4b", "h100-sxm-80gb", "grpo", framework="slime", gpus_per_node=8,
                       tp=2, sequence_parallel=True, recompute="full", micro_batch_tokens=9216,
                       prompt_len=1024, completion_len=8192, solve=False)  # fmt: skip
    assert est.memory.fits
    with pytest.raises(api.InputError, match="method"):
        api.estimate("qwen3-8b", "h100-sxm-80gb", "dpo", framework="slime", solve=False)


def test_unsloths_engine_shares_the_policys_weights_and_standby_frees_the_rest() -> None:
    """Unsloth's fast_inference wraps vLLM's own weight tensors as the training model's
    (unsloth-zoo convert_vllm_to_huggingface; "we share vLLM's weight space directly which
    removes the double memory usage of the model weights"); Standby (rollout_sleep) releases
    the KV cache and working set while the policy trains, not the weights. Qwen3-32B LoRA on
    one H100 at gpu_memory_utilization 0.95: the engine's component is the share less the
    shared weights; it fits only with Standby, as Unsloth's page says of its 6,144 tokens."""
    from hwplanner import api

    kw = dict(framework="unsloth-rl", adapter="lora", rollout="colocate", rollout_memory=0.95,
              prompt_len=512, completion_len=5632, solve=False)  # fmt: skip
    held = api.estimate("qwen3-32b", "h100-sxm-80gb", "grpo", **kw)
    standby = api.estimate("qwen3-32b", "h100-sxm-80gb", "grpo", rollout_sleep=True, **kw)
    weights = held.memory.components["weights"].value
    rollout = held.memory.components["rollout"]
    share = 0.95 * held.scenario.gpu.capacity_bytes
    assert rollout.value == pytest.approx(share - dict(rollout.inputs)[
        "engine weights per GPU (the policy's, shared)"])  # fmt: skip
    assert rollout.value < share - 0.9 * weights  # not a second copy of the weights
    assert not held.memory.fits and standby.memory.phase_totals["forward"] < share
    assert standby.memory.phase_totals["generation"] > standby.memory.phase_totals["forward"]
    # verl's engine loads its own copy
    verl = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", framework="verl", adapter="lora",
                        gpus_per_node=8, solve=False)  # fmt: skip
    engine = dict(verl.memory.components["rollout"].inputs)
    assert "engine weights per GPU (bf16)" in engine


def test_the_rollout_engine_takes_the_plans_cuda_graphs_and_step_budget() -> None:
    """verl's rollout.enforce_eager and rollout.max_num_batched_tokens (its Qwen3-235B recipe
    sets both): the engine's plan runs without graphs and profiles its working set at that
    budget; neither is named unused any more."""
    from hwplanner import api
    from hwplanner.engine.posttrain.rollout import engine_plan

    kw = dict(framework="verl", gpus_per_node=8, prompt_len=1024, completion_len=4096)
    sc, notes = api.scenario("qwen3-8b", "h100-sxm-80gb", "grpo", cuda_graphs=False,
                             max_batched_tokens=16_384, **kw)  # fmt: skip
    engine = engine_plan(sc.plan, 4, sc.plan.rollout_tp)
    assert engine.graphs_off and engine.max_batched_tokens == 16_384
    assert not any("change nothing" in str(n) for n in notes)
    small = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", solve=False, **kw)
    large = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", solve=False,
                         max_batched_tokens=65_536, **kw)  # fmt: skip
    working = lambda e: dict(e.memory.components["rollout"].inputs)["forward working set"]  # noqa: E731
    assert working(large) > working(small)


def test_prime_rl_generates_a_step_ahead_on_servers_of_their_own() -> None:
    """prime-rl: vLLM servers on GPUs of their own, one step ahead of the FSDP2 trainer
    (max_async_level 1); on one GPU a server beside the trainer, none ahead; the old policy's
    log-probabilities are the server's (no forward of the trainer's own), no reference; the
    trainer's own generate is refused by name."""
    from hwplanner import api
    from hwplanner.engine.plan.enums import Recompute, Reference, Rollout

    plan = Plan(method="grpo", framework="prime-rl", gpus_per_node=8)
    assert plan.rollout is Rollout.SEPARATE and plan.rollout_ahead == 1
    assert plan.reference is Reference.NONE and plan.zero == 3
    assert plan.recompute is Recompute.NONE and not plan.rollout_sleep
    one = Plan(method="grpo", framework="prime-rl")
    assert one.rollout is Rollout.COLOCATE and one.rollout_ahead == 0
    # put on the trainer's GPUs by hand, the profile's step ahead does not follow
    assert plan.with_changes(rollout="colocate").rollout_ahead == 0
    plan = plan.with_changes(rollout_gpus=2)
    b = budget(QWEN3_8B, H100, plan, Workload(), estimate_memory(QWEN3_8B, H100, plan))
    c = b.compute
    trainer = c["scoring_seconds"].value + c["training_seconds"].value
    trainer += c["offload_seconds"].value
    ahead = max(c["generation_seconds"].value, trainer) + c["sync_seconds"].value
    assert b.time["step_seconds"].value == pytest.approx(ahead, rel=1e-9)
    assert c["scoring_seconds"].value == 0  # no old-policy forward, no reference
    with pytest.raises(
        api.InputError, match=r"rollout: prime-rl .* does not generate with trainer"
    ):
        api.estimate("qwen3-4b", "h100-sxm-80gb", "grpo", framework="prime-rl",
                     rollout="trainer", solve=False)  # fmt: skip


def test_a_total_length_sets_the_completion_the_prompt_leaves() -> None:
    """NeMo-RL's max_total_sequence_length, prime-rl's seq_len, Unsloth's max_seq_length: one
    total for prompt and completion. It sets the completion length (said as its origin) unless
    the completion is given; a given one must fit with the prompt; too short is refused."""
    from hwplanner import api
    from hwplanner.engine.defaults import Origin, plan_origins

    plan = Plan(method="grpo", framework="nemo-rl", gpus_per_node=8, total_len=4096)
    assert plan.completion_len == 4096 - 512 and not plan.is_user("completion_len")
    origins = plan_origins(QWEN3_8B, plan, H100)
    assert origins["completion_len"].origin is Origin.TOTAL_LEN
    assert origins["total_len"].origin is Origin.USER
    given = Plan(method="grpo", total_len=6144, prompt_len=1024, completion_len=4096)
    assert given.completion_len == 4096  # Unsloth: max_seq_length with its own completion cap
    with pytest.raises(ValidationError, match=r"total_len: 1,000 tokens does not hold .* 1,112"):
        Plan(method="grpo", total_len=1000, completion_len=600)
    with pytest.raises(ValidationError, match=r"total_len: 400 tokens .*; allowed: 513 to"):
        Plan(method="grpo", total_len=400)
    est = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", framework="nemo-rl",
                       gpus_per_node=8, total_len=4096, solve=False)  # fmt: skip
    doc = est.as_dict()
    assert doc["plan_origins"]["completion_len"] == "total_len"
    assert doc["plan"]["completion_len"] == 3584
    # the longest completion that fits is searched past the plan's total (the sheet's "what
    # would change" line asked a plan with a total for longer completions and was refused)
    from hwplanner.engine.solve.solve import max_seq_len

    longest = max_seq_len(QWEN3_8B, H100, plan, limit=65_536)
    assert longest is not None and longest > 3584
    # a mean completion given beside the total: the search passes below the mean (128 tokens
    # first) and takes the mean at the cap there, where it refused the plan and the sheet's
    # first page failed to print (completion_len_mean above completion_len)
    averaged = plan.model_copy(update={"completion_len_mean": 1000})
    assert max_seq_len(QWEN3_8B, H100, averaged, limit=65_536) is not None


def test_separate_generation_on_one_gpu_is_refused_with_the_placements_left() -> None:
    """'1 leaves no GPU to train on; allowed: 1 to 0' read as an empty range: one GPU cannot
    generate apart; the refusal names the placements the framework offers instead."""
    with pytest.raises(ValidationError, match=r"rollout: .* plan has 1; allowed: colocate, "):
        Plan(method="grpo", framework="verl", rollout="separate")
    with pytest.raises(ValidationError, match=r"allowed: colocate, or 2 GPUs or more"):
        Plan(method="grpo", framework="prime-rl", rollout="separate")
    assert Plan(method="grpo", rollout="separate", gpus_per_node=2).rollout_gpus == 1


def test_the_trainers_layout_divides_the_gpus_a_separate_engine_leaves() -> None:
    """tp × pp × cp divides the training GPUs, not the plan's: 32 GPUs less a 24-GPU engine
    leave 8, which tp 4 × cp 4 cannot split (the fix search asked that layout's memory and
    divided by zero data-parallel ranks)."""
    with pytest.raises(ValidationError, match=r"must divide the training GPUs \(8: the plan's 32"):
        Plan(method="grpo", framework="prime-rl", gpus_per_node=8, nodes=4, rollout="separate",
             rollout_gpus=24, tp=4, cp=4)  # fmt: skip
    fits = Plan(method="grpo", framework="prime-rl", gpus_per_node=8, nodes=4,
                rollout="separate", rollout_gpus=24, tp=2, cp=4)  # fmt: skip
    assert fits.cp == 4
    from hwplanner import api

    moe = api.estimate("qwen3-30b-a3b", "h200-sxm-141gb", "grpo", framework="prime-rl",
                       gpus_per_node=8, nodes=4, rollout="separate", rollout_gpus=24, ep=8,
                       cp=4, completion_len=65536)  # fmt: skip
    assert isinstance(moe.proposals, tuple)  # the fix search tries only the layouts that divide
    # expert parallelism spreads the experts over the training GPUs' stage, not the engine's
    from hwplanner.catalog import shipped_catalog

    spec = shipped_catalog().model("qwen3-30b-a3b")
    wide = fits.with_changes(tp=1, cp=1, ep=32)
    with pytest.raises(PlanError, match=r"GPUs ÷ pp = 8 ÷ 1 = 8\); allowed: 1, 2, 4, 8"):
        check_plan(spec, wide, H100)


def test_checkpoint_tensors_count_as_hugging_face_stores_them() -> None:
    """Llama-3.1-8B's checkpoint holds 291 tensors (32 × 9 + 3), Mixtral-8x7B's 995 (one per
    expert matrix), DeepSeek-V3's 45,395 (MLA's seven with a low-rank query, the router's
    correction bias); gpt-oss keeps each layer's experts stacked (579 in all)."""
    models = load_catalog().models
    names = ("llama-3.1-8b", "mixtral-8x7b", "qwen3-30b-a3b", "deepseek-v3", "gpt-oss-120b")
    counts = {m: checkpoint_tensors(models[m]) for m in names}
    assert QWEN3_30B_TENSORS == 18_867  # what the per-tensor costs are divided by
    assert counts == {
        "llama-3.1-8b": 291,
        "mixtral-8x7b": 995,
        "qwen3-30b-a3b": 18_867,
        "deepseek-v3": 45_395,
        "gpt-oss-120b": 579,
    }
    # MLA without a low-rank query (DeepSeek-V2-Lite): q, kv_a, kv_a_layernorm, kv_b, o
    lite = models["deepseek-v2-lite"]
    assert (
        checkpoint_tensors(lite)
        == checkpoint_tensors(lite.model_copy(update={"q_lora_rank": 64})) - 2 * lite.num_layers
    )


def test_a_weight_sync_takes_the_checkpoint_tensor_by_tensor() -> None:
    """The engine takes the new weights tensor by tensor, as the framework hands them (vime
    issue #175, the same model side by side: ~3.0 s in flattened buckets, 12-13.5 s with one
    CUDA IPC handle each, over Qwen3-30B-A3B's 18,867 tensors); the figure says what it leaves
    out, and the slowest measured way bounds it from above."""
    from hwplanner import api

    assert TENSOR_LOAD_S["bucketed"] == pytest.approx(0.159e-3, rel=0.01)
    assert TENSOR_LOAD_S["per_tensor"] == pytest.approx(0.676e-3, rel=0.01)
    assert TENSOR_LOAD_S["broadcast"] == pytest.approx(0.1415e-3, rel=0.01)
    kw = {"gpus_per_node": 8, "tp": 4, "ep": 8, "solve": False}
    slime = api.estimate("qwen3-30b-a3b", "h100-sxm-80gb", "grpo", framework="slime", **kw)
    sync = slime.figures()["compute.sync_seconds"]
    inputs = dict(sync.inputs)
    assert inputs["checkpoint tensors"] == 18_867 and inputs["weight update"] == "bucketed"
    assert 3.0 < sync.value < 3.2  # the loop's 3.0 s and the weights' HBM copy
    assert sync.low < sync.value and sync.high > 13.5  # one handle per tensor at the top
    notes = [str(n) for n in sync.notes]
    assert any("pausing generation" in n for n in notes)
    assert not any("not stated" in n for n in notes)
    openrlhf = api.estimate("qwen3-30b-a3b", "h100-sxm-80gb", "grpo", framework="openrlhf",
                            rollout="colocate", **kw)  # fmt: skip
    handle_each = openrlhf.figures()["compute.sync_seconds"]
    assert dict(handle_each.inputs)["weight update"] == "per_tensor"
    assert 12.75 < handle_each.value < 13.0
    dense = api.estimate("llama-3.1-8b", "h100-sxm-80gb", "grpo", framework="slime",
                         gpus_per_node=8, solve=False)  # fmt: skip
    assert dense.figures()["compute.sync_seconds"].value == pytest.approx(
        291 * 3.0 / 18_867 + 2 * 8_030_261_248 / 3.35e12, rel=0.01
    )


def test_a_megatron_export_brings_whole_tensors_from_other_nodes() -> None:
    """NeMo-RL's Megatron policy (Megatron-Bridge's export: 'All ranks receive the full
    tensors') broadcasts each parameter's shard from its pipeline stage, then gathers the shards
    over the tensor- and expert-parallel ranks. DeepSeek-V3 over 32 nodes, PP16 × EP16: the
    other 15 stages' shards over each GPU's NIC, and the experts' gather over two nodes' NICs,
    ~5.6 s beside the tensors' 7.2 s; the user's network sets it; one node adds nothing, and a
    profile whose ranks hand over their own shards (slime) adds nothing."""
    from hwplanner import api
    from hwplanner.engine.posttrain.time import export_network_seconds

    catalog = load_catalog()
    spec, h100 = catalog.models["deepseek-v3"], catalog.gpus["h100-sxm-80gb"]
    counts = count_params(spec)
    kw = {"method": "grpo", "framework": "nemo-rl-megatron", "gpus_per_node": 8}
    wide = Plan(nodes=32, pp=16, ep=16, **kw)
    dense, experts = 2 * (counts.total - counts.experts), 2 * counts.experts
    moved, seconds = export_network_seconds(h100, wide, counts, None)
    broadcast = (dense + experts / 16) * 15 / 16
    assert moved == pytest.approx(broadcast + experts * 8 / 16 / 8)
    assert 5 < seconds < 6.5
    slow = export_network_seconds(h100, wide, counts, 800.0)[1]
    assert slow == pytest.approx(4 * seconds, rel=0.05)  # a quarter of the network
    assert export_network_seconds(h100, Plan(nodes=1, ep=8, **kw), counts, None) == (0, 0)

    run = {"nodes": 32, "pp": 16, "ep": 16, "recompute": "full", "prompts_per_step": 32,
           "completions": 16, "global_batch": 512, "micro_batch": 1, "total_len": 1536,
           "completion_len_mean": 233, "rollout": "colocate", "rollout_tp": 32,
           "gpus_per_node": 8, "solve": False}  # fmt: skip
    est = api.estimate("deepseek-v3", "h100-sxm-80gb", "grpo", framework="nemo-rl-megatron", **run)
    sync = est.figures()["compute.sync_seconds"]
    inputs = dict(sync.inputs)
    assert inputs["bytes from other nodes (whole tensors to every rank)"] == pytest.approx(moved)
    assert inputs["their seconds over the network"] == pytest.approx(seconds)
    assert 12 < sync.value < 14
    assert "All ranks receive the full tensors" in sync.source
    slime = api.estimate("deepseek-v3", "h100-sxm-80gb", "grpo", framework="slime", **run)
    assert "their seconds over the network" not in dict(
        slime.figures()["compute.sync_seconds"].inputs
    )


def test_a_checkpoint_reloaded_from_disk_and_a_way_not_stated() -> None:
    """prime-rl's servers reload the checkpoint the trainer writes: the bf16 weights at vLLM's
    reload rate (4.45 GB/s), no link transfer beside it, the write said not counted; a profile
    that names no way for the plan's placement is planned one handle per tensor, and says so."""
    from hwplanner import api

    kw = {"gpus_per_node": 8, "rollout": "separate", "rollout_gpus": 4, "solve": False}
    est = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", framework="prime-rl", **kw)
    sync = est.figures()["compute.sync_seconds"]
    weights = dict(sync.inputs)["bf16 weights"]
    assert sync.value == pytest.approx(weights / 4.45e9, rel=1e-9)
    assert sync.low == pytest.approx(weights / 8.5e9) and sync.high == pytest.approx(
        weights / 4.2e9
    )
    assert any("the trainer writing the checkpoint" in str(n) for n in sync.notes)
    fw = framework("nemo-rl").weight_update
    assert fw == {"colocate": "bucketed", "separate": "bucketed"}
    stated = {f.id for f in FRAMEWORKS.values() if f.weight_update}
    assert {"trl", "openrlhf", "verl", "slime", "nemo-rl", "prime-rl", "skyrl"} <= stated


def test_ms_swift_generates_one_step_ahead_with_its_server() -> None:
    """ms-swift's async_generate (vllm_mode server): the next batch on the previous step's
    weights, one step and no more; a loop-only trainer's refusal lists the profiles that do,
    from their declarations."""
    kw = {"method": "grpo", "gpus_per_node": 4, "rollout": "separate", "rollout_gpus": 2}
    assert Plan(framework="swift-rlhf", rollout_ahead=1, **kw).rollout_ahead == 1
    with pytest.raises(ValidationError, match=r"rollout_ahead: .* at most 1 step\(s\) ahead"):
        Plan(framework="swift-rlhf", rollout_ahead=2, **kw)
    with pytest.raises(ValidationError, match=r"ahead: openrlhf, verl, .*swift-rlhf.*prime-rl"):
        Plan(framework="trl", rollout_ahead=1, **kw)


def test_nemo_rl_packs_its_update_to_a_budget_by_default() -> None:
    """NeMo-RL's GRPO packs sequences (sequence_packing enabled) into micro-batches of
    train_mb_tokens = max_total_sequence_length × train_micro_batch_size: a default the
    framework's rule sets (origin engine_rule), unless the user gives a budget. A 40K-context
    update read as one sequence a micro-batch left its packed micro-batches uncounted."""
    from hwplanner import api

    kw = {"framework": "nemo-rl-megatron", "gpus_per_node": 8, "total_len": 40_960,
          "completion_len_mean": 8_170, "solve": False}  # fmt: skip
    est = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", **kw)
    doc = est.as_dict()
    assert doc["plan"]["micro_batch_tokens"] == 40_960
    assert doc["plan_origins"]["micro_batch_tokens"] == "engine_rule"
    given = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", micro_batch_tokens=81_920, **kw)
    assert given.as_dict()["plan_origins"]["micro_batch_tokens"] == "user"
    verl = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", framework="verl", gpus_per_node=8,
                        solve=False)  # fmt: skip
    assert verl.as_dict()["plan"]["micro_batch_tokens"] is None


def test_review_fixes_keep_derived_values_consistent() -> None:
    """A search over the micro-batch or the length re-applies NeMo-RL's budget (it answered 64
    sequences where 8 did not fit); the budget takes a given total; a total is bounded as a
    completion is and derives nothing outside RL; across nodes a separate engine takes a node;
    ms-swift generates ahead for its GRPO family only."""
    from hwplanner import api
    from hwplanner.engine.solve.solve import max_micro_batch

    kw = {"framework": "nemo-rl", "gpus_per_node": 8, "solve": False}
    est = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", **kw)
    sc = est.scenario
    most = max_micro_batch(sc.model, sc.gpu, sc.plan)
    assert most is not None
    assert api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", micro_batch=most, **kw).memory.fits
    over = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", micro_batch=most + 1, **kw)
    assert not over.memory.fits
    given = api.estimate("qwen3-8b", "h100-sxm-80gb", "grpo", total_len=4096,
                         completion_len=1000, **kw)  # fmt: skip
    assert given.as_dict()["plan"]["micro_batch_tokens"] == 4096
    with pytest.raises(ValidationError, match=r"^1 validation error.*\ntotal_len"):
        Plan(method="grpo", total_len=15_000_000)
    assert Plan(method="full", total_len=9000).completion_len == 512
    two = Plan(method="grpo", framework="prime-rl", gpus_per_node=8, nodes=2)
    assert two.rollout_gpus == 8 and two.rollout.value == "separate"
    swift = {"gpus_per_node": 8, "rollout": "separate", "rollout_gpus": 2, "rollout_ahead": 1}
    with pytest.raises(ValidationError, match=r"group methods only .* not PPO"):
        Plan(method="ppo", framework="swift-rlhf", **swift)
    assert Plan(method="dapo", framework="swift-rlhf", **swift).rollout_ahead == 1


def test_a_shorter_average_completion_never_generates_longer() -> None:
    """A wave's prompts are prefilled as it starts and its decode steps run with no prompt
    beside them: shortening the average completion (the longest kept) never lengthens the
    generation, as a served stream's time per token (which counts the prefills of requests
    arriving all along, more of them for shorter answers) made it do (ms-swift's GRPO of 16
    completions on 2 H20: 20.4 s at no average, 25.8 s at 211 tokens)."""
    base = {"method": "grpo", "gpus_per_node": 4, "completion_len": 2048, "prompt_len": 512,
            "framework": "swift-rlhf", "prompts_per_step": 2, "completions": 8,
            "rollout": "separate", "rollout_gpus": 2, "rollout_tp": 2}  # fmt: skip

    def gen(mean: int | None) -> float:
        plan = Plan(completion_len_mean=mean, **base)
        sc = Scenario(model=QWEN3_8B, gpu=H100, plan=plan, workload=Workload(steps=10))
        return float(estimate(sc, solve=False).budget.compute["generation_seconds"].value)

    times = [gen(m) for m in (None, 1500, 1000, 500, 211, 50)]
    assert all(b <= a * (1 + 1e-9) for a, b in itertools.pairwise(times)), times


def test_every_rollout_prompt_is_prefilled() -> None:
    """Generation counts every prompt's prefill (review of 2026-12-06: the decode-alone step
    had left all but one prompt's out): 1,024 completions of 4,096-token prompts on one
    replica of 2 H100 take at least their prompts' FLOPs at the dense peak longer than of
    512-token prompts, and Explain shows the prefill seconds."""
    base = {"method": "grpo", "framework": "verl", "gpus_per_node": 2, "rollout_tp": 2,
            "prompts_per_step": 128, "completions": 8, "completion_len": 2048}  # fmt: skip

    def gen(prompt: int):  # type: ignore[no-untyped-def]
        plan = Plan(prompt_len=prompt, **base)
        sc = Scenario(model=QWEN3_8B, gpu=H100, plan=plan, workload=Workload(steps=10))
        return estimate(sc, solve=False).budget.compute["generation_seconds"]

    short, long = gen(512), gen(4096)
    from hwplanner.engine.model.params import count_params

    flops = 1024 * (4096 - 512) * 2 * count_params(QWEN3_8B).active_compute
    assert long.value - short.value > flops / (2 * 989e12)
    assert dict(long.inputs)["prefill seconds of the replica's prompts"] > 0


def test_verl_runs_grpo_with_one_completion_and_says_what_it_trains() -> None:
    """verl's GRPO advantage takes a group of one's reward as it is (mean 0, deviation 1): one
    completion a prompt is planned, with a note; TRL checks for two, and RLOO stays at two."""
    with pytest.raises(ValidationError, match="GRPO compares the completions"):
        Plan(method="grpo", framework="trl", completions=1)
    with pytest.raises(ValidationError, match="RLOO compares the completions"):
        Plan(method="rloo", framework="trl", completions=1)
    with pytest.raises(ValidationError, match="DAPO compares the completions"):
        Plan(method="dapo", framework="verl", completions=1)
    rloo = estimate_memory(QWEN3_8B, H100, Plan(method="rloo", framework="verl", completions=1))
    assert any("RLOO with one completion a prompt" in str(w) for w in rloo.warnings)
    for fw in ("verl", "verl-megatron"):
        plan = Plan(method="grpo", framework=fw, completions=1, prompts_per_step=16)
        mem = estimate_memory(QWEN3_8B, H100, plan)
        notes = [str(w) for w in mem.warnings if "one completion a prompt" in str(w)]
        assert len(notes) == 1 and "REINFORCE without a baseline" in notes[0]
        assert "core_algos.py" in notes[0]
    two = estimate_memory(QWEN3_8B, H100, Plan(method="grpo", framework="verl", completions=2))
    assert not any("one completion a prompt" in str(w) for w in two.warnings)


def test_easyr1_planned_with_verl_still_refuses_one_completion() -> None:
    """EasyR1 is planned with verl's profile, but its own GRPO advantage asserts a group
    (hiyouga/EasyR1 core_algos.py 'GRPO needs rollout.n > 1'): refused by its name."""
    with pytest.raises(ValidationError, match="easyr1 refuses GRPO with one completion"):
        Plan(method="grpo", framework="easyr1", completions=1)
    with pytest.raises(ValidationError, match="easyr1 refuses RLOO with one completion"):
        Plan(method="rloo", framework="easyr1", completions=1)
    assert Plan(method="grpo", framework="easyr1", completions=2).framework == "verl"
    assert Plan(method="grpo", framework="verl", completions=1).completions == 1


def test_skyrl_plans_as_its_config_defaults_run() -> None:
    """SkyRL's FSDP2 + vLLM defaults (skyrl/train/config/config.py): colocated, the policy and
    its states in host RAM while vLLM generates at 0.8, gradient checkpointing, 1,024 × 5, a
    reference for the KL loss; DAPO with dynamic sampling and no reference; PPO refused."""
    plan = Plan(method="grpo", framework="skyrl")
    assert (plan.rollout.value, plan.rollout_sleep, plan.offload_training) == (
        "colocate",
        True,
        True,
    )
    assert (plan.prompts_per_step, plan.completions, plan.rollout_tp) == (1024, 5, 1)
    assert plan.recompute.value == "full" and plan.reference.value == "model"
    dapo = Plan(method="dapo", framework="skyrl")
    assert dapo.reference.value == "none"
    with pytest.raises(ValidationError, match="does not offer ppo"):
        Plan(method="ppo", framework="skyrl")
    ahead = Plan(method="grpo", framework="skyrl", rollout="separate", rollout_ahead=1,
                 gpus_per_node=8, rollout_gpus=4)  # fmt: skip
    assert ahead.rollout_ahead == 1
    mem = estimate_memory(QWEN3_8B, H100, Plan(method="grpo", framework="skyrl", gpus_per_node=8))
    assert mem.components["reference"].value > 0


def test_skyrl_trains_without_tensor_parallelism() -> None:
    from hwplanner import api

    with pytest.raises(api.InputError, match="does not offer tensor parallelism in training"):
        api.estimate("qwen2.5-7b", "h100-sxm-80gb", "grpo", framework="skyrl",
                     gpus_per_node=8, tp=2)  # fmt: skip


def test_every_weight_update_style_is_one_the_sync_times() -> None:
    """Each RL profile's weight update by placement names a style the sync figure times, each
    with its source; a profile whose engine generates (colocated or separate) and names none
    is said so, not guessed silently."""
    from hwplanner.engine.plan.plan import Rollout

    styles = {*TENSOR_LOAD_S, "disk_reload"}
    assert styles == {"bucketed", "in_process", "per_tensor", "broadcast", "disk_reload"}
    placements = {Rollout.COLOCATE.value, Rollout.SEPARATE.value}
    for fw in FRAMEWORKS.values():
        assert set(fw.weight_update) <= placements, fw.id
        assert set(fw.weight_update.values()) <= styles, fw.id
        assert bool(fw.weight_update) == bool(fw.weight_update_source), fw.id
    assert framework("openrlhf").weight_update["colocate"] == "per_tensor"
    assert framework("prime-rl").weight_update["separate"] == "disk_reload"


def test_an_engine_that_holds_no_completion_does_not_start_and_is_widened() -> None:
    """Qwen3-30B-A3B's 61 GB of bf16 weights in a colocated vLLM at NeMo-RL's 0.6 of an H100
    (51 GB) on one GPU: the engine holds not one completion, so the plan does not start,
    whatever the training's memory ('fits' with a warning before); the proposal widens the
    engine's tensor parallelism to 2, keeping the memory split and the GPUs, and the plan so
    changed fits and generates."""
    from hwplanner import api

    kw = {"framework": "nemo-rl-megatron", "gpus_per_node": 8, "nodes": 8, "tp": 2, "ep": 8,
          "prompts_per_step": 64, "completions": 32, "global_batch": 512, "micro_batch": 1,
          "total_len": 4096, "completion_len_mean": 3251, "rollout": "colocate"}  # fmt: skip
    est = api.estimate("qwen3-30b-a3b", "h100-sxm-80gb", "grpo", **kw)
    doc = est.as_dict()
    assert doc["verdict"] == "does_not_start"
    assert "does not hold its weights" in doc["start_refusal"]
    proposal = est.proposal
    assert proposal is not None and dict(proposal.changes) == {"rollout_tp": 2}
    fixed = api.estimate("qwen3-30b-a3b", "h100-sxm-80gb", "grpo", rollout_tp=2, **kw)
    assert fixed.as_dict()["verdict"] == "fits" and not fixed.as_dict()["proposals"]
    assert fixed.figures()["compute.generation_seconds"].value > 0
    # the proposal says what the run so changed takes: its step, hours and cloud cost
    runs = fixed.budget.compute
    assert proposal.step_seconds == pytest.approx(runs["step_seconds"].value)
    assert proposal.gpu_hours == pytest.approx(runs["gpu_hours"].value)
    assert proposal.cloud_usd == pytest.approx(fixed.budget.cost["cloud_usd"].value)


def test_a_fix_for_an_rl_plan_that_does_not_fit_also_starts_its_engine() -> None:
    """verl's GRPO on Qwen3-30B-A3B with its engine at 0.3 of one H100 neither fits nor holds a
    completion: every fix proposed also widens the engine's tensor parallelism (a fix that
    would leave it unable to generate is no fix), and the plan so changed fits and starts."""
    from hwplanner import api

    kw = {"framework": "verl", "gpus_per_node": 8, "rollout": "colocate", "rollout_memory": 0.3}
    est = api.estimate("qwen3-30b-a3b", "h100-sxm-80gb", "grpo", **kw)
    assert est.as_dict()["verdict"] == "does_not_fit"
    proposals = est.proposals
    assert proposals and all(dict(p.changes).get("rollout_tp", 1) > 1 for p in proposals)
    assert all(p.hours is not None and "rollout_tp" in str(p.text) for p in proposals)
    first = dict(proposals[0].changes)
    fixed = api.estimate("qwen3-30b-a3b", "h100-sxm-80gb", "grpo", **{**kw, **first})
    assert fixed.as_dict()["verdict"] == "fits"
    assert fixed.figures()["compute.generation_seconds"].value > 0


def test_recommend_widens_an_rl_engine_that_holds_no_completion() -> None:
    """recommend's options for a GRPO plan whose engine share holds no completion at one GPU
    set the engine's tensor parallelism that holds one (its JSON's rollout_tp, the table's
    'engine TP'), each with a time, rather than options that cannot generate."""
    from hwplanner import api
    from hwplanner.engine.solve.recommend import recommend

    sc, _ = api.scenario("qwen3-0.6b", "h100-sxm-80gb", "grpo", framework="verl",
                         rollout="colocate", rollout_memory=0.04)  # fmt: skip
    rec = recommend(sc.model, sc.plan, sc.workload, [sc.gpu])
    options = [*rec.by_time, *rec.by_cost]
    assert options
    for o in options:
        doc = o.as_dict()
        assert doc["rollout_tp"] is not None and doc["rollout_tp"] > 1
        assert doc["hours"] is not None


def test_nemo_rl_parks_its_optimizer_through_pageable_memory() -> None:
    """NeMo-RL's sleeping trainer moves what it parks with .to('cpu') into new pageable pages
    (Megatron: the optimizer's states; DTensor: the states and the parameters), timed at the
    pageable copies' measured rates; the rest of its host traffic at the PCIe link's."""
    from hwplanner.engine.posttrain import time as rl_time
    from hwplanner.engine.posttrain.shape import shape

    def host(fw: str) -> tuple[float, float, float]:
        plan = Plan(method="grpo", framework=fw, gpus_per_node=8)
        memory = estimate_memory(QWEN3_8B, H100, plan)
        fig = budget(QWEN3_8B, H100, plan, Workload(), memory).compute["offload_seconds"]
        moved = memory.extras["host_transfer_bytes"]
        return fig.value, moved, memory.extras["host_pageable_bytes"]

    seconds, moved, pageable = host("nemo-rl-megatron")
    # the distributed optimizer's Adam moments (8 bytes a parameter) over 8 data-parallel ranks
    assert pageable == pytest.approx(TOTAL * 8 / 8, rel=1e-6)
    pinned = (moved - 2 * pageable) / 64e9
    assert seconds == pytest.approx(pinned + pageable / 1.7e9 + pageable / 16.1e9, rel=1e-9)
    assert rl_time.PAGEABLE_OUT_GBPS == 1.7 and rl_time.PAGEABLE_BACK_GBPS == 16.1
    # DTensor: the parameters (fp32 under FSDP2) and the whole optimizer go the slow way
    seconds, moved, pageable = host("nemo-rl")
    policy_plan = shape(Plan(method="grpo", framework="nemo-rl", gpus_per_node=8)).policy
    policy = training_memory(QWEN3_8B, H100, policy_plan)
    # the GPU's shard of the parameters (not the two layers ZeRO-3 gathers in passing)
    shard = TOTAL * 2 / 8
    assert policy.bytes_of("weights") > shard
    assert pageable == pytest.approx(shard + policy.bytes_of("optimizer"), rel=1e-6)
    assert seconds > pageable / 1.7e9
    # a framework that parks nothing through pageable memory: every byte at the link's rate
    plan = Plan(method="grpo", framework="verl", gpus_per_node=8, offload_training=True)
    memory = estimate_memory(QWEN3_8B, H100, plan)
    fig = budget(QWEN3_8B, H100, plan, Workload(), memory).compute["offload_seconds"]
    assert memory.extras["host_pageable_bytes"] == 0
    assert fig.value == pytest.approx(memory.extras["host_transfer_bytes"] / 64e9, rel=1e-9)
    assert len(fig.inputs) == 2
