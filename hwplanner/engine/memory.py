"""Peak memory per GPU, component by component, for training and inference plans.

The breakdown and its result type live in breakdown.py, training in training_memory.py,
serving in inference_memory.py; this module is the entry point the rest of the code uses.
"""

from __future__ import annotations

from hwplanner.engine.breakdown import (
    COMPONENT_LABELS,
    COMPONENTS,
    MemoryEstimate,
    trainable_params,
)
from hwplanner.engine.gpu_spec import GpuSpec
from hwplanner.engine.inference_memory import inference_memory
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Method, Plan
from hwplanner.engine.training_memory import training_memory

__all__ = [
    "COMPONENTS",
    "COMPONENT_LABELS",
    "MemoryEstimate",
    "estimate_memory",
    "inference_memory",
    "trainable_params",
    "training_memory",
]


def estimate_memory(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, draft: ModelSpec | None = None
) -> MemoryEstimate:
    """`draft`: the draft model of a plan with draft speculative decoding (else unused)."""
    if plan.method is Method.INFERENCE:
        return inference_memory(spec, gpu, plan, draft)
    if plan.method.is_post_training:
        # late import: post-training memory reuses serving.py, which imports compute.py,
        # which imports this module
        from hwplanner.engine.posttrain_memory import posttrain_memory

        return posttrain_memory(spec, gpu, plan)
    return training_memory(spec, gpu, plan)
