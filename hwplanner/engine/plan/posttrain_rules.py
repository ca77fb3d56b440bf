"""Rules a post-training plan must pass (no model needed): each names the field it refuses.

Plan's validator calls `post_training_problem`; the text starts with the field's name so every
front end can point at its own control ("completions: GRPO compares …").
"""

from __future__ import annotations

from typing import Any

from hwplanner.engine.plan.enums import Method, Reference, RewardSource, Rollout
from hwplanner.engine.plan.layout import layout_problem, rollout_gpus, training_gpus


def _layout_problem(plan: Any) -> str | None:
    gpus = int(plan.gpus_per_node * plan.nodes)
    if plan.rollout is Rollout.SEPARATE:
        if plan.rollout_gpus >= gpus:
            return (
                f"rollout_gpus: {plan.rollout_gpus} leaves no GPU to train on; allowed: 1 to "
                f"{gpus - 1}"
            )
        if plan.nodes > 1 and plan.rollout_gpus % plan.gpus_per_node:
            return (
                f"rollout_gpus: across {plan.nodes} nodes the engine takes whole nodes; "
                f"allowed: a multiple of {plan.gpus_per_node}"
            )
        layout = layout_problem(training_gpus(plan), plan.tp, plan.pp, "training GPUs")
        if layout:
            return layout
    if plan.rollout is not Rollout.TRAINER and rollout_gpus(plan) % plan.rollout_tp:
        return (
            f"rollout_tp: {plan.rollout_tp} must divide the {rollout_gpus(plan)} GPUs the "
            "inference engine runs on"
        )
    return None


def post_training_problem(plan: Any, fw: Any) -> str | None:
    """The first rule `plan` breaks, as "field: what is allowed", or None."""
    method: Method = plan.method
    if method in (Method.DPO, Method.KTO) and plan.reference is Reference.NONE:
        return (
            f"reference: {method.value.upper()} compares the policy with a reference; "
            "allowed: model, precomputed"
        )
    if not method.is_rl:
        return None
    mean = plan.completion_len_mean
    if mean is not None and mean > plan.completion_len:
        return (
            f"completion_len_mean: {mean:,} tokens is above the longest completion "
            f"(completion_len {plan.completion_len:,}); allowed: 1 to {plan.completion_len:,}"
        )
    if plan.rollout_ahead and plan.rollout is not Rollout.SEPARATE:
        return (
            f"rollout_ahead: generation runs ahead of the update only on GPUs of its own (the "
            f"plan's is {plan.rollout.value}); allowed: 0, or rollout separate"
        )
    if plan.rollout_ahead and not fw.rollout_ahead_source:
        return (
            f"rollout_ahead: {fw.name} runs the synchronous on-policy loop only; allowed: 0 "
            "(verl and OpenRLHF generate ahead)"
        )
    if plan.reference is Reference.PRECOMPUTED:
        return (
            "reference: log-probs can only be precomputed for a fixed dataset (dpo, kto); "
            "allowed: model, none"
        )
    if method is Method.GRPO and plan.completions < 2:
        return (
            f"completions: GRPO compares the completions of one prompt with each other; "
            f"{plan.completions} is not allowed; allowed: 2 to 1,024"
        )
    trl_ppo = method is Method.PPO and fw.ppo_needs_reward_model
    if trl_ppo and plan.reward_model is RewardSource.FUNCTION:
        return (
            f"reward_model: {fw.name}'s PPO trainer scores completions with a reward model; "
            "allowed: model"
        )
    if trl_ppo and plan.completions != 1:
        return f"completions: {fw.name}'s PPO trainer samples one completion per prompt; allowed: 1"
    return _layout_problem(plan)
