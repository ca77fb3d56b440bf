"""One-line rules of thumb on the same rows as the engine, so `validate` shows whether the
engine beats them (a planner that loses to a one-line rule is not yet a planner).

* Memory: weights + optimizer states. Every model the step holds at 2 bytes per parameter (a
  4-bit base at 0.5), plus 12 bytes per trainable parameter (an fp32 master copy and two fp32
  Adam moments), over the GPUs that split the model (tensor, pipeline and expert parallelism)
  and, where ZeRO shards them, the data- and context-parallel ranks, as the engine lays them
  out. No gradients, activations or overheads.
* Time: 6·N·D at 40% of the dense peak of the precision the run computes in (N the active
  parameters that take part in matrix multiplies, D the tokens): Kaplan et al. 2020 and
  Hoffmann et al. 2022 for 6·N·D; 40% the model FLOPs utilisation large published runs
  commonly report.

A row the rule has nothing to say about (parameter counts, serving, the oracle's exact bytes,
the longest sequence) gets none.
"""

from __future__ import annotations

import math

from hwplanner.engine.estimate import Estimate
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params, trainable_params
from hwplanner.engine.plan.fields import reward_model_id
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Method, Plan, WeightFormat
from hwplanner.engine.posttrain.memory import model_share
from hwplanner.engine.posttrain.shape import (
    critic_arch,
    reference_copy,
    reward_arch,
    scored_params,
    shape,
    uses_critic,
)
from hwplanner.engine.scenario.weights import weight_storage
from hwplanner.engine.time.compute import compute_dtype
from hwplanner.validation.cases import Case, Quantity

RULE_MFU = 0.4
STATE_BYTES = 12.0  # fp32 master + two fp32 Adam moments
FOUR_BIT = (WeightFormat.NF4, WeightFormat.NF4_DQ, WeightFormat.INT4)
RULES = {
    "A_train_memory": "weights + optimizer states",
    "A_posttrain_memory": "weights + optimizer states",
    "C_time_throughput": "6·N·D at 40% of the dense peak",
    "D_serving": "decode at the memory bandwidth, prefill at 40% of the peak",
}
RULE_MD = """
## One-line rules on the same rows

The last summary column scores a rule of thumb on the same rows, cut to the same quantity:

- **Memory: weights + optimizer states.** Every model the step holds (policy; a reference copy,
  reward model and critic where the method keeps them, each of its own architecture) at 2
  bytes per parameter (a 4-bit base at 0.5), plus 12 bytes per trainable parameter (fp32
  master copy and two fp32 Adam moments), laid out as the engine lays the plan out: over the
  GPUs that split the model and, where ZeRO shards them, the data- and context-parallel ranks
  (routed experts over the ranks holding the same experts).
- **Time: 6·N·D at 40% of the dense peak** of the precision the run computes in (N the active
  parameters in matrix multiplies, D the tokens; Kaplan et al. 2020, Hoffmann et al. 2022).
  Tokens/s per GPU, step time, GPU-hours, MFU (0.4) and executed TFLOP/s (0.4 × peak) follow.
- **Serving: decode at the memory bandwidth, prefill at 40% of the peak.** A decode step reads
  the active weights once at the datasheet bandwidth of the tensor-parallel GPUs (time per
  output token; one stream's tokens/s), every concurrent sequence advancing a token a step
  (output tokens/s: the row's users, or the plan's batch when saturated); a prompt takes
  2 × active parameters FLOPs a token at 40% of the dense peak (time to first token, prefill
  tokens/s). Rows at a request rate get no rule.
"""


def rule_value(case: Case, est: Estimate | None) -> float:
    """The rule's figure for what the case measured, in its unit; nan where no rule applies."""
    sc = case.scenario
    if sc is None or est is None or case.lower_bound or case.category not in RULES:
        return math.nan
    if case.quantity in (Quantity.ALLOCATED, Quantity.RESERVED, Quantity.DEVICE):
        return _memory(case)
    if case.category == "D_serving":
        return _serving(case)
    return _time(case, est)


def _serving(case: Case) -> float:
    """The bandwidth rule of thumb for a serving row (nan at a request rate)."""
    sc = case.scenario
    assert sc is not None
    if case.request_rate is not None:
        return math.nan
    plan, gpu = sc.plan, sc.gpu
    counts = count_params(sc.model)
    # the served storage: the plan's format, else the checkpoint's (an FP8 or AWQ release)
    weights = float(counts.active) * weight_storage(sc.model, plan).bytes_per_param
    tpot = weights / (plan.tp * gpu.memory_bandwidth_gbps * 1e9)
    flops = 2.0 * float(counts.active_compute)
    prefill = plan.tp * gpu.peak_tflops(compute_dtype(plan)) * 1e12 * RULE_MFU / flops  # tok/s
    q = case.quantity
    if q is Quantity.TPOT_MS:
        return tpot * 1000
    if q is Quantity.DECODE_TOKENS_PER_SECOND:
        return 1 / tpot
    if q is Quantity.PREFILL_TOKENS_PER_SECOND:
        return prefill
    if q is Quantity.TTFT_MS:
        return sc.workload.prompt_tokens / prefill * 1000
    if q is Quantity.OUTPUT_TOKENS_PER_SECOND:
        users = case.concurrency
        if users is None or math.isinf(users):
            users = float(plan.batch)
        return users / tpot
    return math.nan


def _held(
    arch: ModelSpec, policy: Plan, bytes_per_param: float, frozen: float, trained: float
) -> float:
    """One model's weights (`frozen` + `trained` parameters at `bytes_per_param`) and the Adam
    states of the `trained` ones on one GPU, laid out as the engine lays the policy out
    (posttrain/memory.model_share: its tensor, pipeline and expert split and ZeRO divisors)."""
    share = model_share(arch, policy)
    weights = bytes_per_param * (frozen + trained) * share.fraction / share.weights
    return weights + STATE_BYTES * trained * share.fraction / share.states


def _memory(case: Case) -> float:
    sc = case.scenario
    assert sc is not None
    spec, plan = sc.model, sc.plan
    post = plan.method.is_post_training
    policy = shape(plan).policy if post else plan
    counts = count_params(spec)
    trainable = float(trainable_params(spec, policy, counts))
    four_bit = policy.method is Method.QLORA or policy.frozen_format in FOUR_BIT
    base = 0.5 if policy.method.is_peft and four_bit else 2.0
    frozen = max(counts.total - trainable, 0.0)
    if policy.method.is_peft:  # the base at its storage bytes, the adapters at 2 B
        total = _held(spec, policy, base, frozen, 0.0) + _held(spec, policy, 2.0, 0.0, trainable)
    else:
        total = _held(spec, policy, 2.0, frozen, trainable)
    if post:
        on_gpu = not plan.offload_frozen  # frozen models kept in host RAM weigh nothing here
        if reference_copy(plan) and on_gpu:
            total += _held(spec, policy, 2.0, float(counts.total), 0.0)
        rspec = reward_arch(spec, plan, sc.reward)
        if reward_model_id(plan, spec) and on_gpu:  # a reward model of its own
            total += _held(rspec, policy, 2.0, scored_params(rspec, count_params(rspec)), 0.0)
        fw = framework(plan.framework)
        if uses_critic(plan) and fw.critic == "model":
            cspec = critic_arch(spec, plan, sc.reward)
            params = scored_params(cspec, count_params(cspec))
            adapters = policy.base_method.is_peft and fw.critic_follows_adapter
            # a critic with adapters: its base frozen (the adapters' states are small)
            total += _held(
                cspec, policy, 2.0, params if adapters else 0.0, 0 if adapters else params
            )
    return total * case.gpus_summed  # a layer split's cards summed


def _time(case: Case, est: Estimate) -> float:
    sc = case.scenario
    assert sc is not None
    plan, gpu = sc.plan, sc.gpu
    compute = est.budget.compute
    if "processed_tokens" not in compute:
        return math.nan
    n = float(count_params(sc.model).active_compute)
    peak = gpu.peak_tflops(compute_dtype(plan)) * 1e12
    rate = RULE_MFU * peak  # FLOP/s per GPU
    q = case.quantity
    if q is Quantity.MFU:
        return RULE_MFU
    if q is Quantity.HW_TFLOPS_PER_GPU:
        return rate / 1e12
    if q is Quantity.TOKENS_PER_SECOND_PER_GPU:
        return rate / (6 * n)
    if q is Quantity.STEP_SECONDS:
        if plan.method.is_post_training:
            return math.nan  # its step is not micro-batches of seq_len: no rule
        step_tokens = plan.micro_batch * plan.seq_len * plan.grad_accum * plan.dp
        return 6 * n * step_tokens / (plan.gpus * rate)
    if q is Quantity.GPU_HOURS:
        tokens = compute["processed_tokens"].value
        return 6 * n * tokens / rate / 3600
    return math.nan
