"""Post-training plans (DPO, ORPO, KTO, SimPO, PPO, GRPO): what one step trains and holds.

A post-training method trains a policy exactly as full, LoRA or QLoRA training does (its
adapter), on batches shaped by the method: DPO, ORPO and SimPO put a chosen and a rejected
sequence of every pair into one batch (TRL's collator concatenates them: 2 × micro-batch
sequences per pass); KTO trains one labelled sequence per example (its KL term is a no-grad
forward on mismatched pairs); PPO and GRPO train on the completions they generated, prompt +
completion tokens long. Around the policy sit the extra models the method needs: a frozen
reference (Rafailov et al. 2023, DPO; the KL term of Ouyang et al. 2022 and Shao et al. 2024,
GRPO), a reward model, a critic (PPO, Schulman et al. 2017) and an inference engine that
generates the completions.

`policy_plan` turns a post-training plan into the training plan of its policy, so the training
memory, FLOPs and utilisation modules apply to it unchanged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts, lora_params
from hwplanner.engine.plan.enums import Attention, Method, Reference, RewardSource
from hwplanner.engine.plan.fields import default_padding, reward_model_id
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import (
    examples_per_step,
    micro_batch_ceiling,
    rl_updates,
    sequences_per_example,
    training_gpus,
    training_layout,
)
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import UNPADDED, Workload

DEFAULT_STEPS = 1000  # used (with a warning) when the workload gives no step count


@dataclass(frozen=True, slots=True)
class Shape:
    """One post-training step: what the policy trains on and where."""

    policy: Plan  # the policy's own training plan (full/lora/qlora; its batch and sequence)
    examples: int  # per step: completions (RL), pairs (DPO/ORPO/SimPO) or examples (KTO)
    sequences: int  # sequences the policy trains on per step (pairs count twice)
    seq_len: int  # tokens per trained sequence
    train_gpus: int
    updates: int = 1  # optimizer steps per step (RL: its completions in global batches)
    # keys a token meets where padding-free rows keep each sequence to itself: E[L²] ÷ E[L]
    # of the data's lengths (plan/lengths.attended_context); None: the sequence's length
    attention_context: float | None = None

    @property
    def tokens(self) -> int:
        """Tokens the policy trains on per step."""
        return self.sequences * self.seq_len


def policy_plan(plan: Plan) -> Plan:
    """The training plan of the policy: the adapter's method, the training GPUs, sequences of
    prompt + completion (RL) and, for pairs, chosen and rejected in one micro-batch."""
    per_node, nodes = training_layout(plan)
    update: dict[str, object] = {
        "method": plan.base_method,
        "gpus_per_node": per_node,
        "nodes": nodes,
    }
    if plan.method.is_paired:
        update["micro_batch"] = sequences_per_example(plan) * plan.micro_batch
    if plan.method.is_rl:
        # each rank trains its share of an update's completions (the step's, or a global
        # batch of them), micro-batch by micro-batch
        per_rank = micro_batch_ceiling(plan) or plan.micro_batch
        micro = min(plan.micro_batch, per_rank)
        update["seq_len"] = plan.prompt_len + plan.completion_len
        update["micro_batch"] = micro
        update["grad_accum"] = math.ceil(per_rank / micro)
        budget = token_budget(plan)
        if budget is not None:
            # packed into micro-batches of at most `budget` tokens: one row that holds the
            # rank's tokens up to the budget, and at least the longest sequence
            tokens = per_rank * trained_len(plan)
            update["seq_len"] = max(min(budget, tokens), plan.prompt_len + plan.completion_len)
            update["micro_batch"] = 1
            update["grad_accum"] = max(math.ceil(tokens / budget), 1)
        update["global_batch"] = None  # the policy's plan is one update's, its accumulation set
    return plan.model_copy(update=update)


def token_budget(plan: Plan) -> int | None:
    """The tokens an RL micro-batch holds at most where the framework packs its update's
    sequences into a budget (plan.micro_batch_tokens; None: micro-batches of sequences)."""
    if plan.micro_batch_tokens is None or not plan.method.is_rl:
        return None
    return plan.micro_batch_tokens if framework(plan.framework).rl_packs_sequences else None


@per_object(256)
def shape(plan: Plan) -> Shape:
    """The policy's plan and the step's examples and sequences (remembered per plan object:
    memory and budget both ask)."""
    policy = policy_plan(plan)
    examples = examples_per_step(plan)
    # sequences packed into a token budget each attend within themselves
    context = float(trained_len(plan)) if token_budget(plan) is not None else None
    return Shape(
        policy,
        examples,
        examples * sequences_per_example(plan),
        trained_len(plan),
        training_gpus(plan),
        rl_updates(plan),
        context,
    )


def trained_len(plan: Plan) -> int:
    """Tokens the update computes on per sequence: the prompt and the completion as the policy
    holds them at the longest (its memory), or the average completion where completions vary
    and the framework packs them without padding (rl_packs_sequences)."""
    if not plan.method.is_rl:
        return policy_plan(plan).seq_len
    mean = plan.completion_len_mean
    if mean is not None and framework(plan.framework).rl_packs_sequences:
        return plan.prompt_len + min(mean, plan.completion_len)
    return plan.prompt_len + plan.completion_len


# What the method keeps besides the policy --------------------------------------------------


def uses_reference(plan: Plan) -> bool:
    """Some reference log-probabilities enter the loss (resident, offloaded or precomputed)."""
    if plan.method.reference_free:
        return False
    return plan.reference is not Reference.NONE


def reference_copy(plan: Plan) -> bool:
    """A second copy of the weights: a reference model without a LoRA base to fall back on
    (TRL, verl and LLaMA-Factory disable the adapters instead; DeepSpeed-Chat keeps its own
    reference even then) and not precomputed."""
    if not (uses_reference(plan) and plan.reference is Reference.MODEL):
        return False
    return not plan.base_method.is_peft or framework(plan.framework).lora_reference_copy


def uses_reward_model(plan: Plan) -> bool:
    return plan.method.is_rl and plan.reward_model is RewardSource.MODEL


def uses_critic(plan: Plan) -> bool:
    return plan.method is Method.PPO


def reward_arch(spec: ModelSpec, plan: Plan, reward: ModelSpec | None) -> ModelSpec:
    """The reward model's architecture: the model plan.reward_model_id names where the plan
    scores with a reward model of its own (fields.reward_model_id), else the policy's."""
    return reward if reward is not None and reward_model_id(plan, spec) else spec


def critic_arch(spec: ModelSpec, plan: Plan, reward: ModelSpec | None) -> ModelSpec:
    """PPO's critic: the reward model's architecture where the framework starts it from the
    reward model's checkpoint (TRL's, OpenRLHF's and ms-swift's defaults), else the policy's."""
    if framework(plan.framework).critic_from_reward:
        return reward_arch(spec, plan, reward)
    return spec


def scored_params(spec: ModelSpec, counts: ParamCounts) -> float:
    """Parameters of a reward or value model built on the policy's architecture: the vocabulary
    projection replaced by a one-output score head (AutoModelForSequenceClassification) over
    what the LM head read (the embedding width: OPT's score is word_embed_proj_dim × 1)."""
    return float(counts.total - counts.lm_head + spec.embed_width)


def critic_params(spec: ModelSpec, policy: Plan, counts: ParamCounts) -> tuple[float, float]:
    """PPO's critic (`spec` its architecture, `counts` its parameters), trainable and frozen: a
    value model of its own trains whole, or as LoRA on a frozen copy where the framework's
    critic follows the policy's adapters; a value head on the policy (Framework.critic
    'value_head') trains its hidden + 1 weights alone (TRL's ValueHead over what the LM head
    reads: word_embed_proj_dim for OPT)."""
    fw = framework(policy.framework)
    params = scored_params(spec, counts) if fw.critic == "model" else 0.0
    lora = policy.base_method.is_peft and fw.critic_follows_adapter and params > 0
    trainable = float(spec.embed_width + 1)
    if params and not lora:
        trainable = params
    elif lora:
        targets = tuple(t for t in policy.lora_targets if t != "lm_head")
        trainable += lora_params(
            spec, policy.lora_rank, targets, fused_experts=fw.fused_expert_lora
        )
    return trainable, params if lora else 0.0


def per_step(plan: Plan) -> int:
    """Dataset samples one step reads: prompts (RL: each generates its completions), else its
    pairs or labelled examples."""
    return int(plan.prompts_per_step) if plan.method.is_rl else examples_per_step(plan)


def dataset_steps(plan: Plan, workload: Workload) -> int | None:
    """Steps the run takes over its dataset: samples × epochs ÷ the samples a step reads,
    rounded up (the last batch is a step; None: no dataset in samples)."""
    if workload.dataset_samples is None:
        return None
    return max(1, math.ceil(workload.dataset_samples * workload.epochs / per_step(plan)))


def run_steps(plan: Plan, workload: Workload) -> int:
    """The run's steps: the workload's, else its dataset's (dataset_steps), else DEFAULT_STEPS
    (the budget warns)."""
    if workload.steps is not None:
        return workload.steps
    found = dataset_steps(plan, workload)
    return found if found is not None else DEFAULT_STEPS


def run_shape(plan: Plan, workload: Workload) -> Shape:
    """The step as the run computes it: where the mean sample length is given, an offline
    method's sequences (DPO, ORPO, SimPO, KTO, reward models) are as long as the data's, padded
    as the workload says (Workload.padded_length over the policy's micro-batch rows, a pair's
    chosen and rejected padded together; a sample's length counts its images' tokens); the
    plan's step otherwise."""
    sh = shape(plan)
    if not plan.method.is_offline_training or workload.sample_tokens_mean is None:
        return sh
    padding = workload.trainer_padding(default_padding(plan))
    row = max(1, round(workload.padded_length(plan.seq_len, sh.policy.micro_batch, padding)))
    if row >= sh.seq_len:
        return sh
    # padding-free rows: each sequence attends within itself, its tokens meet E[L²] ÷ E[L] keys
    free = padding in UNPADDED and plan.attention is Attention.FLASH
    context = workload.sample_context(plan.seq_len) if free else None
    return replace(
        sh,
        policy=sh.policy.model_copy(update={"seq_len": row}),
        seq_len=row,
        attention_context=context,
    )
