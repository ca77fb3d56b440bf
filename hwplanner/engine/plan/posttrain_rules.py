"""Rules a post-training plan must pass (no model needed): each names the field it refuses.

Plan's validator calls `post_training_problem`; the text starts with the field's name so every
front end can point at its own control ("completions: GRPO compares …").
"""

from __future__ import annotations

from typing import Any

from hwplanner.engine.core.message import Message, as_source, refused
from hwplanner.engine.plan.enums import Method, Reference, RewardSource, RlAlgorithm, Rollout
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.layout import (
    divisors,
    layout_problem,
    rl_data_parallel,
    rollout_gpus,
    training_gpus,
)

TOTAL_LEN_MOST = 10_000_000  # a total sequence length (Plan.total_len), a completion's most


def _placements(fw: Any, gpus: int) -> list[str]:
    """Where the framework generates (Framework.rollout_placements; all where it names none),
    on this many GPUs: separately only with a GPU to spare for training."""
    return [
        r.value
        for r in Rollout
        if (not fw.rollout_placements or r.value in fw.rollout_placements)
        and not (r is Rollout.SEPARATE and gpus < 2)
    ]


def _layout_problem(plan: Any, fw: Any) -> str | None:
    gpus = int(plan.gpus_per_node * plan.nodes)
    if plan.rollout is Rollout.SEPARATE:
        if gpus < 2:
            return refused(
                "rollout",
                Message(
                    "separate generation takes GPUs of its own beside the ones that train, "
                    "and the plan has {gpus}; allowed: {others}, or 2 GPUs or more",
                    gpus=gpus,
                    others=", ".join(_placements(fw, gpus)),
                ),
            )
        if plan.rollout_gpus >= gpus:
            return refused(
                "rollout_gpus",
                Message(
                    "{rollout_gpus} leaves no GPU to train on; allowed: 1 to {most}",
                    rollout_gpus=plan.rollout_gpus,
                    most=gpus - 1,
                ),
            )
        if plan.nodes > 1 and plan.rollout_gpus % plan.gpus_per_node:
            return refused(
                "rollout_gpus",
                Message(
                    "across {nodes} nodes the engine takes whole nodes; allowed: a multiple of "
                    "{per_node}",
                    nodes=plan.nodes,
                    per_node=plan.gpus_per_node,
                ),
            )
        train = training_gpus(plan)
        layout = layout_problem(train, plan.tp, plan.pp, training=True)
        if layout:
            return layout
        if train % (plan.tp * plan.pp * plan.cp):
            return refused(
                "cp",
                Message(
                    "tp × pp × cp ({tp}×{pp}×{cp}) must divide the training GPUs ({train}: the "
                    "plan's {gpus} less the inference engine's {engine}); allowed: {allowed}",
                    tp=plan.tp,
                    pp=plan.pp,
                    cp=plan.cp,
                    train=train,
                    gpus=gpus,
                    engine=plan.rollout_gpus,
                    allowed=divisors(train // (plan.tp * plan.pp)),
                ),
            )
    if plan.rollout is not Rollout.TRAINER and rollout_gpus(plan) % plan.rollout_tp:
        return refused(
            "rollout_tp",
            Message(
                "{tp} must divide the {gpus} GPUs the inference engine runs on",
                tp=plan.rollout_tp,
                gpus=rollout_gpus(plan),
            ),
        )
    return None


def _rl_global_batch_problem(plan: Any) -> str | None:
    """An RL global batch (completions per optimizer step) the step cannot make: more than
    the step generates, or not shared equally by the training data-parallel ranks and whole
    updates of the step's completions (NeMo-RL and verl assert both)."""
    batch = plan.global_batch
    if batch is None:
        return None
    completions = int(plan.prompts_per_step * plan.completions)
    if batch > completions:
        return refused(
            "global_batch",
            Message(
                "{batch:,} completions per optimizer step is more than the step generates "
                "({prompts:,} prompts × {each} completions = {completions:,}); allowed: 1 to "
                "{completions:,}",
                batch=batch,
                prompts=plan.prompts_per_step,
                each=plan.completions,
                completions=completions,
            ),
        )
    dp = rl_data_parallel(plan)
    if dp > completions:
        return refused(
            "global_batch",
            Message(
                "the step's {completions:,} completions cannot be shared by the {dp} training "
                "data-parallel ranks; allowed: unset, or more completions per step",
                completions=completions,
                dp=dp,
            ),
        )
    if batch % dp or completions % batch:
        return refused(
            "global_batch",
            Message(
                "{batch:,} completions per optimizer step must be shared equally by the {dp} "
                "training data-parallel ranks and divide the step's {completions:,}; allowed: "
                "{allowed}",
                batch=batch,
                dp=dp,
                completions=completions,
                allowed=", ".join(
                    f"{g:,}" for g in range(dp, completions + 1, dp) if completions % g == 0
                ),
            ),
        )
    return None


def _ahead_problem(plan: Any, fw: Any, method: Method) -> str | None:
    """Generation ahead of the update (rollout_ahead): only on GPUs of its own, where the
    framework generates ahead, for the methods and as many steps as it does."""
    if plan.rollout_ahead and plan.rollout is not Rollout.SEPARATE:
        return refused(
            "rollout_ahead",
            Message(
                "generation runs ahead of the update only on GPUs of its own (the plan's is "
                "{rollout}); allowed: 0, or rollout separate",
                rollout=plan.rollout.value,
            ),
        )
    if plan.rollout_ahead and fw.rollout_ahead_group_only and not method.is_group_rl:
        return refused(
            "rollout_ahead",
            Message(
                "{framework} generates ahead for its group methods only (GRPO, RLOO, DAPO), "
                "not {method}; allowed: 0",
                framework=fw.name,
                method=method.value.upper(),
            ),
        )
    if plan.rollout_ahead > fw.rollout_ahead_most and fw.rollout_ahead_source:
        return refused(
            "rollout_ahead",
            Message(
                "{framework} generates at most {most} step(s) ahead ({source}); allowed: 0 "
                "to {most}",
                framework=fw.name,
                most=fw.rollout_ahead_most,
                source=as_source(fw.rollout_ahead_source),
            ),
        )
    if plan.rollout_ahead and not fw.rollout_ahead_source:
        return refused(
            "rollout_ahead",
            Message(
                "{framework} runs the synchronous on-policy loop only; allowed: 0 (the "
                "profiles that generate ahead: {profiles})",
                framework=fw.name,
                profiles=", ".join(
                    name
                    for name, other in FRAMEWORKS.items()
                    if other.rollout_ahead_source
                    and plan.method in other.methods
                    and (method.is_group_rl or not other.rollout_ahead_group_only)
                ),
            ),
        )
    return None


def post_training_problem(plan: Any, fw: Any) -> str | None:
    """The first rule `plan` breaks, as "field: what is allowed", or None."""
    method: Method = plan.method
    if method in (Method.DPO, Method.KTO) and plan.reference is Reference.NONE:
        return refused(
            "reference",
            Message(
                "{method} compares the policy with a reference; allowed: model, precomputed",
                method=method.value.upper(),
            ),
        )
    if not method.is_rl:
        return None
    if fw.rollout_placements and plan.rollout.value not in fw.rollout_placements:
        return refused(
            "rollout",
            Message(
                "{framework} does not generate with {rollout} ({source}); allowed: {allowed}",
                framework=fw.name,
                rollout=plan.rollout.value,
                source=as_source(fw.rollout_placements_source),
                allowed=", ".join(_placements(fw, int(plan.gpus_per_node * plan.nodes))),
            ),
        )
    total = plan.total_len
    if total is not None and plan.prompt_len + plan.completion_len > total:
        given = "completion_len" in plan.user_fields
        least = plan.prompt_len + (plan.completion_len if given else 1)
        return refused(
            "total_len",
            Message(
                "{total:,} tokens does not hold the {prompt:,}-token prompt and a "
                "{completion:,}-token completion; allowed: {least:,} to {most:,}",
                total=total,
                most=TOTAL_LEN_MOST,
                prompt=plan.prompt_len,
                completion=plan.completion_len if given else 1,
                least=least,
            ),
        )
    batch_problem = _rl_global_batch_problem(plan)
    if batch_problem:
        return batch_problem
    mean = plan.completion_len_mean
    if mean is not None and mean > plan.completion_len:
        return refused(
            "completion_len_mean",
            Message(
                "{mean:,} tokens is above the longest completion (completion_len {longest:,}); "
                "allowed: 1 to {longest:,}",
                mean=mean,
                longest=plan.completion_len,
            ),
        )
    ahead = _ahead_problem(plan, fw, method)
    if ahead:
        return ahead
    if plan.reference is Reference.PRECOMPUTED:
        return refused(
            "reference",
            Message(
                "log-probs can only be precomputed for a fixed dataset (dpo, kto); allowed: "
                "model, none"
            ),
        )
    single = method in (Method.GRPO, Method.RLOO) and plan.completions == 1
    lone = single and bool(fw.lone_completion)
    # REINFORCE++ normalises its advantage over the batch: no group needed
    batch = method is Method.GRPO and plan.rl_algorithm is RlAlgorithm.REINFORCE
    if method.is_group_rl and plan.completions < 2 and not (lone or batch):
        return refused(
            "completions",
            Message(
                "{method} compares the completions of one prompt with each other; "
                "{completions} is not allowed; allowed: 2 to 1,024",
                method=method.value.upper(),
                completions=plan.completions,
            ),
        )
    trl_ppo = method is Method.PPO and fw.ppo_needs_reward_model
    if trl_ppo and plan.reward_model is RewardSource.FUNCTION:
        return refused(
            "reward_model",
            Message(
                "{framework}'s PPO trainer scores completions with a reward model; allowed: model",
                framework=fw.name,
            ),
        )
    if trl_ppo and plan.completions != 1:
        return refused(
            "completions",
            Message(
                "{framework}'s PPO trainer samples one completion per prompt; allowed: 1",
                framework=fw.name,
            ),
        )
    return _layout_problem(plan, fw)
