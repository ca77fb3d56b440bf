"""Which sections a method uses: training, serving or post-training memory and budget.

The one place the engine dispatches on the method, above the sections themselves, so that no
section imports another's caller: post-training memory builds on serving (its rollout engine)
and on training memory, and the serving and post-training budgets on the training budget's
parts, while none of them needs to know the others exist.
"""

from __future__ import annotations

from collections.abc import Sequence

from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.memory.inference import inference_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.money.budget import Budget, training_budget
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.scored import as_trained


def estimate_memory(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    draft: ModelSpec | None = None,
    *,
    reward: ModelSpec | None = None,
) -> MemoryEstimate:
    """Peak memory per GPU, component by component. `draft`: the draft model of a plan with
    draft speculative decoding; `reward`: the reward model an RL plan names (both else
    unused)."""
    if plan.method is Method.INFERENCE:
        return inference_memory(spec, gpu, plan, draft)
    if plan.method.is_post_training:
        from hwplanner.engine.posttrain.memory import posttrain_memory

        # a caller's own spec too (the Scenario already made it the trained model)
        return posttrain_memory(as_trained(spec, plan), gpu, plan, reward)
    # imported when a training plan asks, as the budgets below are: a serving estimate never
    # loads training memory (its activations, losses and fused kernels)
    from hwplanner.engine.memory.training import training_memory

    return training_memory(spec, gpu, plan)


def budget(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cloud_usd_per_gpu_hour: float | None = None,
    draft: ModelSpec | None = None,
    cards: Sequence[tuple[GpuSpec, MemoryEstimate]] = (),
    *,
    reward: ModelSpec | None = None,
) -> Budget:
    """Everything a plan costs besides memory. Training: FLOPs → time → money and energy.
    Inference: latency, service levels, prefill/decode speed, the serving period's cost and
    cost per million tokens. Post-training: the step's phases, then the same money.
    `cloud_usd_per_gpu_hour` is an instance price (recommend); the workload's wins. `draft`:
    the draft model of draft speculative decoding; `reward`: an RL plan's reward model."""
    # each method's sections imported when asked for: a training estimate never loads the
    # serving and post-training modules (start-up time of the command line)
    if plan.method is Method.INFERENCE:
        from hwplanner.engine.serving.budget import serving_budget

        return serving_budget(
            spec, gpu, plan, workload, memory, cloud_usd_per_gpu_hour, draft, cards
        )
    if plan.method.is_post_training:
        from hwplanner.engine.posttrain.budget import posttrain_budget

        trained = as_trained(spec, plan)
        return posttrain_budget(
            trained, gpu, plan, workload, memory, cloud_usd_per_gpu_hour, reward
        )
    return training_budget(spec, gpu, plan, workload, memory, cloud_usd_per_gpu_hour)
