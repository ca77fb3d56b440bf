"""The framework profiles by id, in the order the app and the command line list them, and the
rules read from them: which plan fields a profile sets, the framework a plan gets when it names
none. The profiles live by kind (plan/frameworks_training.py, plan/frameworks_serving.py,
plan/frameworks_posttraining.py); what a profile holds is framework_spec.Framework."""

from __future__ import annotations

from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import allowed, short_repr
from hwplanner.engine.plan.enums import Method, RlAlgorithm
from hwplanner.engine.plan.framework_spec import STEP_OVERHEAD_SOURCE, Framework
from hwplanner.engine.plan.frameworks_posttraining import (
    DEEPSPEED_CHAT,
    LLAMAFACTORY_MEGATRON,
    LLAMAFACTORY_RLHF,
    NEMO_RL,
    NEMO_RL_MEGATRON,
    OPENRLHF,
    PRIME_RL,
    SKYRL,
    SLIME,
    SWIFT_MEGATRON,
    SWIFT_RLHF,
    TRL,
    UNSLOTH_RL,
    VERL,
    VERL_MEGATRON,
)
from hwplanner.engine.plan.frameworks_serving import LLAMACPP, LMDEPLOY, SGLANG, TGI, TRTLLM, VLLM
from hwplanner.engine.plan.frameworks_training import (
    AXOLOTL,
    DEEPSPEED,
    FSDP,
    HF,
    LITGPT,
    LLAMAFACTORY,
    MEGATRON,
    MEGATRON_DEEPSPEED,
    MLX,
    NEMO,
    SWIFT,
    TORCHTUNE,
    UNSLOTH,
)

FRAMEWORKS: dict[str, Framework] = {
    f.id: f
    for f in (
        HF,
        TORCHTUNE,
        DEEPSPEED,
        FSDP,
        MEGATRON,
        MEGATRON_DEEPSPEED,
        VLLM,
        LLAMACPP,
        SGLANG,
        TRTLLM,
        LMDEPLOY,
        TGI,
        TRL,
        OPENRLHF,
        VERL,
        VERL_MEGATRON,
        SLIME,
        LLAMAFACTORY_RLHF,
        SWIFT_RLHF,
        UNSLOTH_RL,
        NEMO_RL,
        NEMO_RL_MEGATRON,
        PRIME_RL,
        SKYRL,
        DEEPSPEED_CHAT,
        UNSLOTH,
        LLAMAFACTORY,
        LLAMAFACTORY_MEGATRON,
        SWIFT,
        SWIFT_MEGATRON,
        AXOLOTL,
        NEMO,
        LITGPT,
        MLX,
    )
}
# Plan fields some profile sets: the fields whose default depends on the framework.
PROFILE_FIELDS: frozenset[str] = frozenset(
    name
    for f in FRAMEWORKS.values()
    for values in (
        f.defaults,
        *f.method_defaults.values(),
        *f.distributed_defaults.values(),
        *(v for rows in f.size_defaults.values() for _, v in rows),
        *(v for rows in f.single_size_defaults.values() for _, v in rows),
    )
    for name in values
) | frozenset(
    # a stage per GPU (llama.cpp's split), the sharding a trainer offers first (plan_defaults)
    name
    for name, set_by in (("pp", "splits_layers"), ("sharding", "shardings"))
    if any(getattr(f, set_by) for f in FRAMEWORKS.values())
)


# Other names people give a framework the planner models under one of its profiles: the
# profile, and why it stands for that framework (the CLI and the API take the name, the plan
# keeps the profile, and the answer says which profile planned it).
FRAMEWORK_ALIASES: dict[str, tuple[str, Message]] = {
    "torchtitan": (
        "fsdp",
        Message(
            "PyTorch's trainer on FSDP2; the profile models its float8 recipes, selective "
            "recompute and pipeline split as torchtitan applies them"
        ),
    ),
    "megatron-bridge": (
        "nemo",
        Message(
            "NeMo Framework's training library after NeMo 2.0, on the same Megatron-Core "
            "layers, parallelism and mixed precision (NVIDIA, 'NeMo 2.0 to Megatron Bridge "
            "Migration Guide', docs.nvidia.com/nemo/megatron-bridge)"
        ),
    ),
    "easyr1": (
        "verl",
        Message(
            "a fork of verl (its hybrid engine: FSDP actor and vLLM rollout in the same "
            "GPUs; github hiyouga/EasyR1 README)"
        ),
    ),
}
# Names of trainers that run under one of several profiles: refused with the profiles to choose.
FRAMEWORK_POINTERS: dict[str, Message] = {
    "primus": Message(
        "Primus (AMD) runs its models on a backend of its choice: choose megatron for its "
        "Megatron-LM backend, fsdp for its TorchTitan backend"
    ),
}


def staged_backend(name: object, method: object) -> str | None:
    """The profile of a framework's own backend that trains `method` in pipeline stages where
    the framework's profile does not (Framework.stages_backend: LLaMA-Factory's Megatron
    backend, verl's Megatron workers); None: the profile stages itself, has no such backend,
    or the backend does not train the method. `name` is a profile id (an alias has none)."""
    fw = FRAMEWORKS.get(name) if isinstance(name, str) else None
    if fw is None or not fw.stages_backend or not isinstance(method, str):
        return None  # (a Method is a str too)
    try:
        wanted = Method(method)
    except ValueError:
        return None  # the method field refuses it by name
    backend = FRAMEWORKS[fw.stages_backend]
    if fw.pipelines(wanted) or wanted not in backend.methods or not backend.pipelines(wanted):
        return None
    return fw.stages_backend


def profile_of(name: str) -> str:
    """The profile id an alias names (torchtitan → fsdp); any other name as it is."""
    return FRAMEWORK_ALIASES[name][0] if name in FRAMEWORK_ALIASES else name


# Forks planned with a profile whose GRPO and RLOO run one completion a prompt
# (Framework.lone_completion) but refuse it themselves: EasyR1's advantages assert a group
# (github hiyouga/EasyR1@b0788936 verl/trainer/core_algos.py compute_grpo_outcome_advantage:
# 'GRPO needs rollout.n > 1.', compute_rloo_outcome_advantage: 'RLOO needs rollout.n > 1.')
NEEDS_A_GROUP = frozenset({"easyr1"})


def lone_completion_refusal(name: str, method: object, completions: object) -> Message | None:
    """Why a fork named by its alias refuses GRPO with one completion a prompt (None: it
    runs it, or the plan is another)."""
    named = str(method)
    if name not in NEEDS_A_GROUP or named not in ("grpo", "rloo") or completions not in (1, "1"):
        return None
    return Message(
        "completions: {alias} refuses {method} with one completion a prompt (rollout.n > 1); "
        "allowed: 2 to 1,024",
        alias=name,
        method=named.upper(),
    )


def known_framework(name: str) -> str:
    """A profile id as the plan keeps it (an alias is resolved to its profile before, by
    profile_of); a name the planner has no single profile for is refused naming the profiles
    to choose, any other with the nearest ids."""
    if name in FRAMEWORKS:
        return name
    if name in FRAMEWORK_POINTERS:
        raise ValueError(FRAMEWORK_POINTERS[name])
    raise ValueError(
        Message(
            "unknown {value}; allowed: {allowed}",
            value=short_repr(name),
            allowed=allowed(tuple(FRAMEWORKS), name),
        )
    )


def alias_note(name: object) -> Message | None:
    """What the answer says when the plan named its framework by an alias."""
    if not isinstance(name, str) or name not in FRAMEWORK_ALIASES:
        return None
    profile, why = FRAMEWORK_ALIASES[name]
    return Message(
        "{alias} is planned with the {profile} profile: {why}",
        alias=name,
        profile=FRAMEWORKS[profile].name,
        why=why,
    )


# RL algorithms the frameworks name that train as a method the planner models: the same models
# resident (a policy, no critic; a reference with a KL term), a group of completions a prompt;
# only the advantage or the ratio differs, which changes neither memory nor FLOPs
_GROUP = Message(
    "a group of completions a prompt, no critic, as GRPO; its advantage or ratio differs, "
    "which changes neither the memory nor the FLOPs"
)
# REINFORCE++ (Hu 2025, arXiv 2501.03262; OpenRLHF --advantage_estimator reinforce, slime
# reinforce_plus_plus): GRPO's models and passes, its advantage normalised over the batch, so it
# needs no group (plan.rl_algorithm keeps the name: one completion a prompt is allowed)
_BATCH = Message(
    "a policy with no critic, as GRPO; its advantage is normalised over the batch, so one "
    "completion a prompt is enough, and the memory and FLOPs are GRPO's"
)
METHOD_ALIASES: dict[str, tuple[Method, Message]] = {
    # Group Sequence Policy Optimization (Zheng et al. 2025, arXiv 2507.18071): a
    # sequence-level ratio (verl policy_loss gspo, slime --advantage-estimator gspo)
    "gspo": (Method.GRPO, _GROUP),
    # REINFORCE++ and its group baseline (OpenRLHF --advantage_estimator reinforce,
    # reinforce_baseline; slime reinforce_plus_plus, reinforce_plus_plus_baseline)
    "reinforce_baseline": (Method.GRPO, _GROUP),
    "reinforce_plus_plus": (Method.GRPO, _BATCH),
    "reinforce": (Method.GRPO, _BATCH),
    "reinforce_plus_plus_baseline": (Method.GRPO, _GROUP),
    # Dr. GRPO (Liu et al. 2025, arXiv 2503.20783: GRPO without length and std normalisation)
    "dr_grpo": (Method.GRPO, _GROUP),
}


# The algorithm each name trains (plan.rl_algorithm), where it is not the method itself
ALGORITHM_OF: dict[str, RlAlgorithm] = {
    "gspo": RlAlgorithm.GSPO,
    "dr_grpo": RlAlgorithm.DR_GRPO,
    "reinforce": RlAlgorithm.REINFORCE,
    "reinforce_plus_plus": RlAlgorithm.REINFORCE,
    "reinforce_baseline": RlAlgorithm.REINFORCE_BASELINE,
    "reinforce_plus_plus_baseline": RlAlgorithm.REINFORCE_BASELINE,
}


def method_of(name: str) -> str:
    """The method an RL algorithm's name trains as (gspo → grpo); any other name as it is."""
    return METHOD_ALIASES[name][0].value if name in METHOD_ALIASES else name


def method_alias_note(name: object) -> Message | None:
    """What the answer says when the plan named its method by an algorithm's name."""
    if not isinstance(name, str) or name not in METHOD_ALIASES:
        return None
    method, why = METHOD_ALIASES[name]
    return Message(
        "{alias} is planned as {method}: {why}", alias=name, method=method.value, why=why
    )


# The framework a plan gets when its method is set and no framework is: serving plans are served
# by a serving engine, not by the training loop's generate().
METHOD_FRAMEWORKS: dict[Method, str] = {Method.INFERENCE: "vllm"}


def default_framework(method: Method) -> str:
    """The framework a plan uses when it names none: a serving engine for inference, Hugging
    Face for the other methods it offers, else the first profile that offers the method (TRL
    for post-training)."""
    if method in METHOD_FRAMEWORKS:
        return METHOD_FRAMEWORKS[method]
    if method in FRAMEWORKS["hf"].methods:
        return "hf"
    return next(fid for fid, f in FRAMEWORKS.items() if method in f.methods)


def framework(framework_id: str) -> Framework:
    try:
        return FRAMEWORKS[framework_id]
    except KeyError:
        raise ValueError(
            f"framework: unknown {short_repr(framework_id)}; "
            f"allowed: {allowed(tuple(FRAMEWORKS), framework_id)}"
        ) from None


__all__ = [
    "FRAMEWORKS",
    "METHOD_FRAMEWORKS",
    "PROFILE_FIELDS",
    "STEP_OVERHEAD_SOURCE",
    "Framework",
    "default_framework",
    "framework",
]
