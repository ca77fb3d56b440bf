"""Peak memory per GPU of a post-training step: the policy plus reference, reward, critic and
the rollout engine, in the phase (generation or training) where they weigh most.

The policy is training_memory's, on its own training plan (posttrain.policy_plan). The frozen
reference and reward models sit in the policy's working dtype (TRL and LLaMA-Factory load them
as they load the policy; DeepSpeed and FSDP cast them to bf16), sharded over the data-parallel
ranks only under ZeRO-3/FSDP (TRL prepare_deepspeed keeps stage 3, otherwise stage 0). A PPO
critic is a second model of the policy's architecture with a score head, trained with its own
gradients and optimizer states (LLaMA-Factory: a value head on the policy instead). While the
engine generates, the policy holds its weights and optimizer states but no gradients or
activations; while it trains, a sleeping engine holds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Message, joined
from hwplanner.engine.memory.breakdown import (
    CAPACITY_TEMPLATES,
    MemoryEstimate,
    assemble,
    frozen_bytes_per_param,
    paged_out,
)
from hwplanner.engine.memory.overhead import overhead_figures, reserve_share
from hwplanner.engine.memory.training import training_memory, weight_slice
from hwplanner.engine.memory.training_figures import MASTER_INPUT, STATES_INPUT
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts, count_params
from hwplanner.engine.plan.formats import (
    RECIPES,
    optimizer_states,
    plan_recipe,
    sharded_bf16,
    state_bytes_per_param,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import uses_engine
from hwplanner.engine.plan.plan import (
    Loss,
    Method,
    Offload,
    Plan,
    Precision,
    Reference,
    RlAlgorithm,
    Rollout,
)
from hwplanner.engine.plan.posttrain_rules import post_training_problem
from hwplanner.engine.posttrain.rollout import rollout_memory
from hwplanner.engine.posttrain.shape import (
    Shape,
    critic_arch,
    critic_params,
    reference_copy,
    reward_arch,
    scored_params,
    shape,
    uses_critic,
    uses_reference,
    uses_reward_model,
)
from hwplanner.engine.scenario.sharding import first_stage_is_last, model_slice, zero_shards
from hwplanner.engine.scenario.validity import reward_problems

FOREACH_INPUT = "foreach temporary"  # training_memory's optimizer input: the step's temporary
PARKED = Message("in host RAM while the engine generates (the trainer sleeps)")
GATHERED_CRITIC = Message(
    "gathered whole from its ZeRO-3 shards while the policy generates (TRL's PPOTrainer "
    "unwraps the policy and the value model together)"
)


@dataclass(frozen=True, slots=True)
class ModelShare:
    """The share of a model of the policy's shape one GPU holds under TP/PP/EP (`fraction`),
    and what ZeRO divides it by at each stage (1 where the stage does not shard): routed
    experts only over the GPUs holding the same experts (sharding.zero_shards; dividing the
    whole slice by the data-parallel ranks divided each expert by ep twice)."""

    fraction: float
    weights: float  # ZeRO-3 / FSDP
    grads: float  # ZeRO-2 and up
    states: float  # ZeRO-1 and up


def model_share(spec: ModelSpec, policy: Plan) -> ModelShare:
    sl = model_slice(spec, policy, first=True, last=first_stage_is_last(policy))
    zero = policy.zero if policy.shard_ranks > 1 else 0  # data and context ranks
    each = zero_shards(policy, sl) if zero else 1.0
    return ModelShare(
        sl.fraction,
        each if zero == 3 else 1.0,
        each if zero >= 2 else 1.0,
        each,
    )


def frozen_model_bytes(policy: Plan) -> float:
    """Bytes per parameter of a frozen reference or reward model: the framework's, else the
    policy's working dtype (TRL loads them as it loads the policy; under ZeRO or FSDP the
    sharding engine's bf16, formats.sharded_bf16)."""
    fixed = framework(policy.framework).frozen_model_bytes
    if fixed is not None:
        return fixed
    return 2.0 if sharded_bf16(policy) else RECIPES[policy.precision].weight


def _reference(plan: Plan, sh: Shape, counts: ParamCounts, share: ModelShare) -> Figure:
    """A frozen copy of the starting policy, bytes per GPU (0 without a second copy)."""
    policy = sh.policy
    bpp = frozen_model_bytes(policy)
    copy = reference_copy(plan)
    held = counts.total * share.fraction * bpp / share.weights if copy else 0.0
    on_gpu = 0.0 if plan.offload_frozen else held
    if not uses_reference(plan):
        formula = "no reference: the method or the plan needs none"
    elif plan.reference is Reference.PRECOMPUTED:
        formula = "log-probs computed in one pass before training: no model while training"
    elif not copy:
        formula = "the base model with the LoRA adapters disabled: no second copy"
    elif plan.offload_frozen:
        formula = "kept in host RAM, streamed in for its forward pass"
    else:
        formula = "parameters on this GPU × working bytes ÷ ZeRO-3/FSDP shards"
    return Figure(
        "reference",
        "Reference model",
        on_gpu,
        "bytes",
        formula,
        (
            ("parameters", counts.total),
            ("share on this GPU (TP/PP/EP)", round(share.fraction, 6)),
            ("bytes/param", bpp),
            ("shards", share.weights),
            ("held (GPU or host)", held),
        ),
        "TRL DPOTrainer/GRPOTrainer: ref_model None with PEFT or precompute_ref_log_probs, "
        "else loaded like the policy and prepared with ZeRO-3 only under stage 3; verl "
        "ref_in_actor with LoRA; OpenRLHF --ref.offload",
    )


def _reward(
    spec: ModelSpec, plan: Plan, sh: Shape, counts: ParamCounts, share: ModelShare
) -> Figure:
    policy = sh.policy
    bpp = frozen_model_bytes(policy)
    params = scored_params(spec, counts)
    shared = framework(plan.framework).reward_shares_base and policy.base_method.is_peft
    present = uses_reward_model(plan) and not shared
    held = params * share.fraction * bpp / share.weights if present else 0.0
    if not uses_reward_model(plan):
        formula = "no reward model: a reward function scores the completions"
    elif shared:
        formula = "a reward adapter on the policy's base (reward_model_type lora): no copy"
    elif plan.offload_frozen:
        formula = "kept in host RAM, streamed in for its forward pass"
    else:
        formula = "(parameters − lm_head + score head) × working bytes ÷ ZeRO-3/FSDP shards"
    return Figure(
        "reward",
        "Reward model",
        0.0 if plan.offload_frozen else held,
        "bytes",
        formula,
        (
            ("reward model", spec.name),
            ("reward model parameters", params),
            ("bytes/param", bpp),
            ("shards", share.weights),
            ("held (GPU or host)", held),
        ),
        "a sequence classifier, the policy's architecture unless reward_model_id names "
        "another (InstructGPT; TRL PPOTrainer reward_model, OpenRLHF "
        "--reward.model_name_or_path, verl reward_model)",
    )


def _critic(
    spec: ModelSpec, plan: Plan, sh: Shape, counts: ParamCounts, share: ModelShare
) -> tuple[Figure, float, float]:
    """(the critic at its update: weights + gradients + optimizer states, its part that stays
    resident between updates: weights + optimizer states, and its states in host RAM when the
    plan offloads the optimizer: OpenRLHF's --adam_offload and DeepSpeed's offload_optimizer
    take the critic's engine too), bytes per GPU."""
    policy = sh.policy
    fw = framework(plan.framework)
    if not uses_critic(plan):
        empty = Figure("critic", "Critic", 0.0, "bytes", "no critic: the method needs none")
        return empty, 0.0, 0.0
    recipe = plan_recipe(policy)
    _, note = optimizer_states(policy.optimizer)
    state_bytes = state_bytes_per_param(policy, recipe)
    # the value head, over what the LM head reads (TRL's ValueHead takes OPT's
    # word_embed_proj_dim: huggingface/trl@6ac2bce trl/models/modeling_value_head.py)
    trainable, frozen = critic_params(spec, policy, counts)
    lora = frozen > 0
    frozen_bpp = frozen_bytes_per_param(spec, policy, counts)[0]
    zero = policy.zero if policy.dp > 1 else 0
    fraction = share.fraction
    weights = (trainable * recipe.weight + frozen * frozen_bpp) * fraction / share.weights
    grads = trainable * recipe.grad * fraction / share.grads
    states = trainable * (recipe.master + state_bytes) * fraction / share.states
    host = states if plan.offload is not Offload.NONE else 0.0
    states -= host
    formula = (
        "value head on the policy: (hidden + 1) × (weight + gradient + optimizer bytes)"
        if fw.critic == "value_head"
        else "LoRA on a frozen copy: frozen × storage bytes + adapters × (weight + gradient"
        " + optimizer bytes), each ÷ its ZeRO shards"
        if lora
        else "(parameters − lm_head + score head) × (weight + gradient + optimizer bytes), "
        "each ÷ its ZeRO shards"
    )
    figure = Figure(
        "critic",
        "Critic",
        weights + grads + states,
        "bytes",
        formula,
        (
            ("critic model", spec.name),
            ("trainable parameters", trainable),
            ("frozen parameters", frozen),
            ("weights", weights),
            ("gradients", grads),
            ("master + optimizer states", states),
            ("in host RAM (offloaded)", host),
            ("ZeRO stage", zero),
        ),
        joined(
            "PPO value model (Schulman et al. 2017; Ouyang et al. 2022): TRL PPOTrainer "
            "value_model, OpenRLHF/verl critic",
            note,
        ),
    )
    return figure, weights + states, host


def reference_pass(spec: ModelSpec, plan: Plan, sh: Shape) -> float:
    """Bytes a DPO step's reference forward holds on top of the policy's forward phase, on
    the GPU that holds the loss, where the framework runs it after the policy's forward with
    every hidden state returned (framework.reference_hidden_states; TRL before its fused LM
    head, `loss` plain). The policy's graph is still alive and keeps its fp32 logits; the
    reference builds its own bf16 logits and fp32 copy — the bytes per logit the forward phase
    already counts for the policy's loss — and its (layers + 1) hidden states (a pipeline stage
    its share). Each is in the model's dtype: bf16 (2 B) with an fp32 copy (4 B) made by
    accelerate's output conversion, which native mixed precision installs (not under DeepSpeed,
    ZeRO ≥ 1 here); an fp32 model (precision fp32, or fully trained under autocast, whose
    weights and residual stream stay fp32) holds them in 4 B with no copy. Fake-tensor oracle,
    TRL 0.28.0 DPO on Llama 3.2 1B and 3.1 8B, full bf16 and LoRA on a bf16 base
    (resources/validation/oracle_dpo_results.jsonl): the reference phase = policy forward +
    this, within 0.5%."""
    fw = framework(plan.framework)
    online = uses_reference(plan) and plan.reference is Reference.MODEL
    if not (fw.reference_hidden_states and plan.method is Method.DPO and online):
        return 0.0
    if plan.loss is not Loss.PLAIN:
        return 0.0
    policy = sh.policy
    tokens = policy.micro_batch * policy.seq_len / policy.cp
    fp32_model = policy.precision is Precision.FP32 or (
        policy.precision is Precision.AMP and not policy.method.is_peft and not sharded_bf16(policy)
    )
    per_value = 4.0 if fp32_model else 2.0 + (4.0 if policy.zero < 1 else 0.0)
    states = (spec.num_layers + 1) / policy.pp
    return per_value * states * tokens * spec.hidden_size


def _critic_gathered(plan: Plan, critic: Figure, share: ModelShare) -> float:
    """The critic's weights ZeRO-3 gathers while the training model generates: TRL's
    PPOTrainer wraps the policy and the value model in one module (PolicyAndValueWrapper) and
    generates inside unwrap_model_for_generation(self.model, …), which gathers every parameter
    of the wrapper (ds3_gather_for_generation, on by default), the value model's too; the
    bytes beyond the shard the GPU holds. 0 where an engine generates or nothing is sharded."""
    if not (uses_critic(plan) and plan.rollout is Rollout.TRAINER) or share.weights <= 1:
        return 0.0
    fw = framework(plan.framework)
    if fw.critic != "model" or not fw.generation_gathers_critic:
        return 0.0
    held = float(dict(critic.inputs)["weights"] or 0.0)
    return held * (share.weights - 1)


def _optimizer_held(policy: MemoryEstimate) -> float:
    """The policy's master copy and optimizer states, without the step's foreach temporary:
    what stays between steps of them."""
    opt = policy.components["optimizer"]
    temporary = dict(opt.inputs).get(FOREACH_INPUT, 0.0)
    return opt.value - float(temporary or 0.0)


def _static_policy(policy: MemoryEstimate) -> float:
    """The policy's weights, master copy and optimizer states: what stays between steps."""
    return policy.bytes_of("weights") + _optimizer_held(policy)


def _pageable_parked(policy: MemoryEstimate, parts: frozenset[str]) -> float:
    """The bytes of the parked policy its trainer copies through pageable host memory, one
    way (Framework.parks_pageable): the optimizer's states (its master copy left to the
    weights) and, with "weights", the parameters and their master copy."""
    if not parts:
        return 0.0
    held = _optimizer_held(policy)
    inputs = dict(policy.components["optimizer"].inputs)
    master = float(inputs.get(MASTER_INPUT, 0.0) or 0.0)
    states = float(inputs.get(STATES_INPUT, 0.0) or 0.0)
    moments = held * states / (master + states) if master + states else 0.0
    pageable = moments if "optimizer" in parts else 0.0
    if "weights" in parts:  # the GPU's shard, not the layers ZeRO-3 gathers in passing
        full, shards = weight_slice(policy.components["weights"])
        pageable += full / max(shards, 1.0) + held - moments
    return pageable


def _held(fig: Figure) -> float:
    return float(dict(fig.inputs)["held (GPU or host)"] or 0.0)


def posttrain_memory(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, reward_spec: ModelSpec | None = None
) -> MemoryEstimate:
    """The heavier of the generation phase (RL) and the policy's training phases.
    `reward_spec`: the reward model plan.reward_model_id names (None: the policy's
    architecture); PPO's critic starts from it where the framework does."""
    problem = post_training_problem(plan, framework(plan.framework))
    if problem:  # a plan re-laid by a solver (model_copy) is not validated
        raise ValueError(problem)
    for refused in reward_problems(spec, plan, reward_spec):  # a solver's layout, likewise
        raise refused
    sh = shape(plan)
    counts = count_params(spec)
    policy = training_memory(spec, gpu, sh.policy, reference_pass=reference_pass(spec, plan, sh))
    share = model_share(spec, sh.policy)
    reference = _reference(plan, sh, counts, share)
    rspec = reward_arch(spec, plan, reward_spec)
    reward = _reward(rspec, plan, sh, count_params(rspec), model_share(rspec, sh.policy))
    cspec = critic_arch(spec, plan, reward_spec)
    critic_share = model_share(cspec, sh.policy)
    critic, critic_static, critic_host = _critic(cspec, plan, sh, count_params(cspec), critic_share)
    roll = rollout_memory(spec, gpu, plan, sh, policy.components["weights"])
    frozen = reference.value + reward.value
    own_overhead = policy.bytes_of("overhead")
    phases = {
        k: v - own_overhead + frozen + critic.value + roll.training
        for k, v in policy.phase_totals.items()
    }
    # the trainer parks its state while a colocated engine generates (the field applies there
    # only: an engine on GPUs of its own leaves the training GPUs to the trainer)
    sleeping = plan.method.is_rl and plan.offload_training and plan.rollout is Rollout.COLOCATE
    static = 0.0 if sleeping else _static_policy(policy)
    gathered = _critic_gathered(plan, critic, critic_share)
    # frozen models parked with the policy (ms-swift's offload_model): not on the GPU then
    parked_frozen = frozen if sleeping and framework(plan.framework).parks_frozen else 0.0
    if plan.method.is_rl:
        kept = 0.0 if sleeping else critic_static + gathered
        phases["generation"] = static + frozen - parked_frozen + kept + roll.generating
    phase = max(phases, key=lambda k: phases[k])
    generating = phase == "generation"
    engine_pool = roll.generating if generating else roll.training
    pooled = engine_pool if uses_engine(plan) else 0.0  # the engine's pool is not PyTorch's
    # the policy's paged optimizer states (bitsandbytes paged AdamW) sit outside PyTorch's
    # caching allocator too, and what the GPU cannot hold of them the driver moves to host RAM
    # (none on the GPU while a sleeping trainer's states are parked in host RAM)
    paged = 0.0 if generating and sleeping else policy.paged_bytes
    parts = overhead_figures(spec, gpu, sh.policy, phases[phase] - pooled - paged, training=True)
    to_host = paged_out(paged, phases[phase] + sum(p.value for p in parts), gpu)
    # Host RAM it uses, and bytes crossing PCIe each step (out and back in; frozen models in)
    streamed = (_held(reference) + _held(reward)) if plan.offload_frozen else 0.0
    parked = _static_policy(policy) + critic_static + parked_frozen if sleeping else 0.0
    # the policy's host bytes hold what its own total paged out; this total pages out its own
    own = paged_out(policy.paged_bytes, policy.total_bytes, gpu)
    host = policy.host_offload_bytes - own + roll.host + streamed + critic_host
    # the paged states are among those a sleeping trainer parks: host RAM holds them once
    host += max(parked, to_host) if sleeping else to_host
    transfer = 2 * (roll.host + parked) + streamed
    pageable = _pageable_parked(policy, framework(plan.framework).parks_pageable) if sleeping else 0
    comps = policy.components
    if generating:
        away = (PARKED,) if sleeping else ()
        weights = comps["weights"]._replace(
            value=0.0 if sleeping else comps["weights"].value, notes=away
        )
        optimizer = comps["optimizer"]._replace(value=static - weights.value, notes=away)
        gradients = Figure(
            "gradients", "Gradients", 0.0, "bytes", "none while the engine generates"
        )
        activations = Figure(
            "activations", "Activations", 0.0, "bytes", "no training pass while generating"
        )
        kv = comps["kv_cache"]
        gather = (GATHERED_CRITIC,) if gathered else ()
        critic = critic._replace(
            value=0.0 if sleeping else critic_static + gathered, notes=away + gather
        )
    else:
        weights, gradients, optimizer = comps["weights"], comps["gradients"], comps["optimizer"]
        activations, kv = comps["activations"], comps["kv_cache"]
    if generating and parked_frozen:
        reference = reference._replace(value=0.0, notes=(PARKED,))
        reward = reward._replace(value=0.0, notes=(PARKED,))
    models = {
        "reference": reference,
        "reward": reward,
        "critic": critic,
        "rollout": roll.figure._replace(value=engine_pool),
    }
    return assemble(
        weights,
        gradients,
        optimizer,
        activations,
        kv,
        parts,
        phase,
        phases,
        gpu,
        policy.trainable_params,
        host,
        [
            *(w for w in policy.warnings if getattr(w, "template", "") not in CAPACITY_TEMPLATES),
            *roll.warnings,
            *_lone_completion(plan),
        ],
        models=models,
        extras={
            "rollout_sequences": roll.sequences,
            "host_transfer_bytes": transfer,
            "host_pageable_bytes": pageable,
        },
        floor=_floor(plan, sh, policy),
        paged=paged,
        traffic=policy.traffic,  # offload and paging time (time/techniques.py), per update
    )


def _lone_completion(plan: Plan) -> list[str]:
    """Said of GRPO or RLOO with one completion a prompt, where the framework runs it
    (Framework.lone_completion): what its advantage then is."""
    fw = framework(plan.framework)
    group = plan.method in (Method.GRPO, Method.RLOO)
    if not group or plan.completions != 1 or not fw.lone_completion:
        return []
    if plan.rl_algorithm is RlAlgorithm.REINFORCE:
        return []  # its advantage is over the batch, as the algorithm means it to be
    return [
        Message(
            "GRPO with one completion a prompt: {framework} gives a group of one the mean 0 "
            "and the deviation 1, so its reward is the advantage and the step trains as "
            "REINFORCE without a baseline ({source})"
            if plan.method is Method.GRPO
            else "RLOO with one completion a prompt: {framework} has no other completion to "
            "take a baseline from, so its reward is the advantage and the step trains as "
            "REINFORCE without a baseline ({source})",
            framework=fw.name,
            source=fw.lone_completion,
        )
    ]


def _floor(plan: Plan, sh: Shape, policy: MemoryEstimate) -> float:
    """A preference method's total on any larger data-parallel degree holds at least the
    policy's own: every training phase holds it and this total keeps no paged states apart,
    so the policy's floor bounds it, less the allocator's share that floor counts on the
    undividable bytes (this total's reserve is its own). Not RL: its per-rank micro-batch
    is the step's examples ÷ dp, so the policy's activations shrink with more GPUs."""
    if plan.method.is_rl:
        return 0.0
    return policy.floor_bytes / (1 + reserve_share(sh.policy)[1])
