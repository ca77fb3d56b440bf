"""What the engine uses for the plan fields a user left unset: the frozen weights' storage
(a pre-quantized checkpoint's own, else the method's default), the serving framework's memory
share, sequence and token limits on this GPU, the rollout engine's memory share. Views show
these values (marked as defaults) instead of the words "framework default"; the engine's own
functions are the one source of each value."""

from __future__ import annotations

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.posttrain.rollout import utilisation
from hwplanner.engine.scenario.serving_config import serving_config
from hwplanner.engine.scenario.weights import weight_storage


def default_values(spec: ModelSpec, plan: Plan, gpu: GpuSpec) -> dict[str, object]:
    """{field name: the value used} for the plan's unset (None) fields the engine fills (the
    weights as their label: "bf16", "AWQ int4, group 128")."""
    storage = weight_storage(spec, plan)
    found: dict[str, object] = {"weight_format": storage.label}
    if plan.method is Method.INFERENCE:
        cfg = serving_config(gpu, plan)
        found |= {
            "memory_share": cfg.memory_share,
            "max_num_seqs": cfg.max_seqs,
            "max_batched_tokens": cfg.batched_tokens,
        }
    if plan.method.is_rl:
        found["rollout_memory"] = utilisation(plan)
    return {k: v for k, v in found.items() if v is not None and getattr(plan, k) is None}
