"""The framework profiles by id, in the order the app and the command line list them, and the
rules read from them: which plan fields a profile sets, the framework a plan gets when it names
none. The profiles live by kind (plan/frameworks_training.py, plan/frameworks_serving.py,
plan/frameworks_posttraining.py); what a profile holds is framework_spec.Framework."""

from __future__ import annotations

from hwplanner.engine.core.text import allowed, short_repr
from hwplanner.engine.plan.enums import Method
from hwplanner.engine.plan.framework_spec import STEP_OVERHEAD_SOURCE, Framework
from hwplanner.engine.plan.frameworks_posttraining import (
    DEEPSPEED_CHAT,
    LLAMAFACTORY_RLHF,
    NEMO_RL,
    OPENRLHF,
    SWIFT_MEGATRON,
    SWIFT_RLHF,
    TRL,
    UNSLOTH_RL,
    VERL,
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
        LLAMAFACTORY_RLHF,
        SWIFT_RLHF,
        UNSLOTH_RL,
        NEMO_RL,
        DEEPSPEED_CHAT,
        UNSLOTH,
        LLAMAFACTORY,
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
        *(v for rows in f.size_defaults.values() for _, v in rows),
        *(v for rows in f.single_size_defaults.values() for _, v in rows),
    )
    for name in values
) | ({"pp"} if any(f.splits_layers for f in FRAMEWORKS.values()) else frozenset())


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
