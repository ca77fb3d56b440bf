"""Every plan value, resolved once and in one order, with where it comes from.

The order: a field's own default; the framework profile's value for the method and GPU count (the
plan's own validator applies it to every profile field the user did not set); the framework's rule
for the model's size (scenario/sizing.py, applied when a model meets a plan: torchtune's multi-GPU
LoRA recipes checkpoint activations from the 70B class on); the user's value, which nothing
overrides; gradient accumulation derived from the user's global batch (plan/layout.py); an RL
completion length derived from the user's total sequence length (what the prompt leaves); the loss a
framework's Liger switch brings with it (plan.liger_sets_loss). A field the user left unset (None)
that the engine fills with its own choice (the frozen weights' storage, the serving framework's
memory share and batch limits, the rollout engine's memory share) is the engine's, its value from
the function that uses it (`default_values`).

`plan_origins` says, for every declared plan field, which of these gave its value; the JSON
(`plan_origins`), the sheet's inputs, Explain and the window show it, so no default changes an
answer unseen.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.fields import declared, expert_tensor_parallel
from hwplanner.engine.plan.frameworks import PROFILE_FIELDS, framework
from hwplanner.engine.plan.layout import global_sequences
from hwplanner.engine.plan.plan import KvDtype, Method, Plan, Rollout, liger_sets_loss
from hwplanner.engine.scenario.serving_config import serving_config
from hwplanner.engine.scenario.sharding import expert_tp
from hwplanner.engine.scenario.sizing import checkpoint_ruled, engine_ruled, size_ruled
from hwplanner.engine.scenario.weights import weight_storage

CONTEXT_DEFAULT = Plan.model_fields["context"].default


class Origin(StrEnum):
    """Where a resolved plan value comes from (the JSON's words)."""

    DEFAULT = "default"  # the field's own default
    FRAMEWORK = "framework"  # the framework profile's, for the method and GPU count
    MODEL_SIZE = "framework_model_size"  # the framework's, for models of this size
    ENGINE = "engine"  # left unset: the engine's choice (default_values)
    GLOBAL_BATCH = "global_batch"  # gradient accumulation the user's global batch sets
    TOTAL_LEN = "total_len"  # the completion length a total sequence length leaves (RL)
    CHECKPOINT = "checkpoint"  # the format the model's checkpoint implies (its KV cache)
    ENGINE_RULE = "engine_rule"  # what the framework's own rules set for this plan
    LIGER = "liger_kernels"  # the loss the framework's Liger switch brings (Framework.liger_loss)
    WORKLOAD = "workload"  # a serving context left unset: the longest request the workload gives
    USER = "user"  # the user's


class Resolved(NamedTuple):
    """One plan field as estimated: its value, where it comes from, and for a value the
    framework sets by model size, the size from which it applies (parameters)."""

    value: object
    origin: Origin
    from_params: float = 0.0


def plan_origins(spec: ModelSpec, plan: Plan, gpu: GpuSpec) -> dict[str, Resolved]:
    """{field: Resolved} for every declared field of `plan` (a plan as estimated: its size rule
    applied, `size_plan`)."""
    filled = default_values(spec, plan, gpu)
    by_size = size_ruled(plan, spec)
    by_checkpoint = checkpoint_ruled(plan.model_copy(update={"kv_dtype": KvDtype.BF16}), spec)
    # what the framework's rules set, read on the plan with the values it held before them
    by_engine = engine_ruled(plan.model_copy(update=_before_rules(plan)), spec)
    user = set(plan.user_fields)
    # pp is the framework's only where it sets one (llama.cpp's stage per GPU)
    fw = framework(plan.framework)
    stage_per_gpu = fw.stage_per_gpu(plan.method)
    out: dict[str, Resolved] = {}
    for d in declared(Plan):
        value = getattr(plan, d.name)
        if d.name in user:
            out[d.name] = Resolved(value, Origin.USER)
        elif d.name == "loss" and liger_sets_loss(fw, plan.liger_kernels, user, plan.method):
            out[d.name] = Resolved(value, Origin.LIGER)
        elif d.name == "grad_accum" and _batch_sets_accumulation(plan):
            out[d.name] = Resolved(value, Origin.GLOBAL_BATCH)
        elif d.name == "completion_len" and plan.method.is_rl and plan.total_len is not None:
            out[d.name] = Resolved(value, Origin.TOTAL_LEN)
        elif d.name == "context" and plan.method is Method.INFERENCE and value != CONTEXT_DEFAULT:
            # not the user's and not the field's: the longest request (sizing.workload_context)
            out[d.name] = Resolved(value, Origin.WORKLOAD)
        elif d.name == "rollout_ahead" and not value and plan.rollout is not Rollout.SEPARATE:
            # no generation ahead on the trainer's GPUs whatever the profile says (Plan's
            # validator): the field's own 0
            out[d.name] = Resolved(value, Origin.DEFAULT)
        elif d.name in by_checkpoint and by_checkpoint[d.name] == value:
            out[d.name] = Resolved(value, Origin.CHECKPOINT)
        elif d.name in by_engine and by_engine[d.name] == value:
            out[d.name] = Resolved(value, Origin.ENGINE_RULE)
        elif d.name in by_size:
            out[d.name] = Resolved(value, Origin.MODEL_SIZE, by_size[d.name])
        elif d.name in filled:
            out[d.name] = Resolved(filled[d.name], Origin.ENGINE)
        elif (
            d.name in PROFILE_FIELDS
            and (d.name != "pp" or stage_per_gpu)
            and (
                d.name != "sharding" or value is not None  # a profile that names one
            )
        ):
            out[d.name] = Resolved(value, Origin.FRAMEWORK)
        else:
            out[d.name] = Resolved(value, Origin.DEFAULT)
    return out


# the fields the framework's own rules set (scenario/sizing.engine_ruled)
ENGINE_RULED = ("async_scheduling", "lora_targets", "micro_batch_tokens")


def _before_rules(plan: Plan) -> dict[str, object]:
    """What the plan held in the fields the rules set before they did, for those the user did
    not set: the framework profile's value, else the field's own default."""
    defaults = framework(plan.framework).defaults
    fields = Plan.model_fields
    return {
        n: defaults[n] if n in defaults else fields[n].default
        for n in ENGINE_RULED
        if not plan.is_user(n)
    }


def _batch_sets_accumulation(plan: Plan) -> bool:
    """Offline training whose gradient accumulation its global batch sets."""
    return plan.method.is_offline_training and global_sequences(plan) is not None


def default_values(spec: ModelSpec, plan: Plan, gpu: GpuSpec) -> dict[str, object]:
    """{field name: the value used} for the plan's unset (None) fields the engine fills (the
    weights as their label: "bf16", "AWQ int4, group 128"). The engine's own functions are the
    one source of each value; views show them, marked as defaults, instead of the words
    "framework default"."""
    storage = weight_storage(spec, plan)
    found: dict[str, object] = {"weight_format": storage.label}
    if plan.method is Method.INFERENCE:
        cfg = serving_config(gpu, plan)
        found |= {
            "memory_share": cfg.memory_share,
            "max_num_seqs": cfg.max_seqs,
            "max_batched_tokens": cfg.batched_tokens,
        }
    if expert_tensor_parallel(plan, spec):
        found["etp"] = expert_tp(plan)  # tp, or 1 where tp × ep does not divide a stage
    if plan.method.is_rl:
        # imported here: a plan that generates no rollouts never loads the serving engine
        from hwplanner.engine.posttrain.rollout import utilisation

        found["rollout_memory"] = utilisation(plan)
    return {k: v for k, v in found.items() if v is not None and getattr(plan, k) is None}
