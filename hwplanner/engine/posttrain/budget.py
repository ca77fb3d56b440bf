"""Time and money of a post-training run: steps × time per step (posttrain/time.py) →
GPU-hours, energy, storage and cost as for any training run (money/budget.py's pieces)."""

from __future__ import annotations

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Message
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.model.gpu_spec import GpuSpec, confidence_note, confidence_warns
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts, count_params
from hwplanner.engine.money.budget import Budget, assemble, run_goodput, time_group
from hwplanner.engine.money.cost import cost
from hwplanner.engine.money.energy import energy
from hwplanner.engine.money.infra import storage
from hwplanner.engine.money.pricing import prices
from hwplanner.engine.plan.enums import Method, Reference
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.posttrain.shape import (
    DEFAULT_STEPS,
    Shape,
    per_step,
    run_shape,
    run_steps,
    uses_reference,
)
from hwplanner.engine.posttrain.time import Step, step_time
from hwplanner.engine.time.compute import MFU_FORMULA, compute_dtype, evaluation_time, mfu_notes
from hwplanner.engine.time.steptime import host_wait_warning, launch_warning

# DAPO's dynamic sampling drops the groups whose completions all scored alike and generates more
# until the batch is full: how many more depends on the data and the policy, so it is said, not
# guessed (verl recipe/dapo: gen_batch_size 1,536 for train_batch_size 512, up to
# max_num_gen_batches 10, docs/algo/dapo.md; NeMo-RL's DAPO guide: batch_multiplier 3)
DAPO_SAMPLING = Message(
    "DAPO's dynamic sampling generates more groups than it trains on (verl's recipe: 3 × the "
    "batch a round, up to 10 rounds; NeMo-RL's: 3 ×): generation is timed for the prompts "
    "trained only; multiply its time by the rounds your data needs."
)


def posttrain_budget(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    cloud_usd_per_gpu_hour: float | None = None,
    reward_spec: ModelSpec | None = None,
) -> Budget:
    """The step's phases, time, cost and energy of a post-training plan (`reward_spec`: the
    reward model plan.reward_model_id names; None: the policy's architecture)."""
    sh = run_shape(plan, workload)
    policy = sh.policy
    counts = count_params(spec)
    warnings = list(memory.warnings)
    if workload.steps is None and workload.dataset_samples is None:
        warnings.append(
            Message(
                "No step count given: assuming {steps:,} steps (set {field}, or the dataset's "
                "samples).",
                steps=DEFAULT_STEPS,
                field=FieldRef("workload.steps"),
            )
        )
    if plan.method is Method.DAPO and framework(plan.framework).dynamic_sampling:
        warnings.append(DAPO_SAMPLING)
    n_steps = run_steps(plan, workload)
    step = step_time(spec, gpu, plan, workload, memory, sh, counts, reward_spec)
    warnings += step.comm.warnings
    launched = launch_warning(spec, policy, step.launches, step.transfers_s)
    # a Megatron-Core mixture's MoE layers waiting on the host, over the step's updates
    waits = host_wait_warning(spec, gpu, policy, step.figure.value, workload.mfu, sh.updates)
    warnings += [w for w in (launched, waits) if w]
    # the tokens the run sees, as a workload for the storage figures; not re-validated: at the
    # edge of the plan's ranges they exceed what a user may type as tokens (1e16)
    # (the dataset's own counts cleared: a sample of a pair is two sequences)
    seen = workload.model_copy(
        update={
            "tokens": max(_dataset_tokens(plan, sh, workload) * n_steps, 1.0),
            "dataset_samples": None,
            "dataset_tokens": None,
        }
    )
    store = storage(spec, policy, seen, memory.trainable_params)
    evals = _evaluation(spec, plan, workload, sh, step, n_steps)
    # failures, restarts and checkpoint stalls lengthen the run as they do any training run
    good = run_goodput(gpu, plan, workload, store, warnings, evals is not None and evals.value > 0)
    compute = _compute(plan, sh, counts, step, _steps_figure(plan, workload, n_steps), good, evals)
    seconds_v, gpu_hours_v = compute["seconds"].value, compute["gpu_hours"].value
    step_fig = step.figure
    said = confidence_note(gpu)
    if said is not None:  # a row with derived peaks: said with the step it sets
        step_fig = step_fig._replace(notes=(*step_fig.notes, said))
        if confidence_warns(gpu):
            warnings.append(said)
    time = {**time_group(seconds_v), "step_seconds": step_fig}
    hours = seconds_v / 3600
    price = prices(gpu, plan, workload, cloud_usd_per_gpu_hour)
    en = energy(gpu, plan, workload, hours, price.co2)
    money = cost(
        gpu,
        plan,
        workload,
        price,
        hours,
        gpu_hours_v,
        en.kwh.value,
        en.power_w.value,
        store["total_bytes"].value,
    )
    warnings += [*price.warnings, *money.warnings]
    if not memory.fits:
        warnings.append(memory.budget_note())
    comm = step.comm
    network = {
        "comm_seconds": comm.step_seconds,
        "exposed_comm_seconds": comm.exposed_seconds,
        "intra_gbps": comm.intra_gbps,
        "inter_gbps": comm.inter_gbps,
        **{f.key: f for f in comm.traffic},
        **{f.key: f for f in comm.needed},
    }
    return assemble(
        "training",
        spec,
        gpu,
        plan,
        workload,
        memory,
        compute,
        time,
        price,
        money,
        en,
        store,
        network,
        warnings,
    )


def _compute(
    plan: Plan,
    sh: Shape,
    counts: ParamCounts,
    step: Step,
    steps_run: Figure,
    good: Figure,
    evals: Figure | None = None,
) -> dict[str, Figure]:
    """The compute group: FLOPs of the run (generation counted), utilisation, time (goodput
    and evaluation pauses included), GPU-hours, the step and its parts."""
    n_steps = int(steps_run.value)
    train, score, hfu, peak = step.train, step.scoring, step.hfu, step.peak
    critic_hw, critic_model = step.critic_hardware, step.critic_model
    parts, step_value = step.parts, step.figure.value
    busy = step_value * n_steps  # while training: utilisation and speed exclude downtime
    paused = evals.value if evals is not None else 0.0
    seconds_v = (busy + paused) / good.value
    gpu_hours_v = seconds_v * plan.gpus / 3600
    gen_flops = 0.0
    if plan.method.is_rl:
        generated = plan.completion_len_mean or plan.completion_len  # the tokens generated
        gen_flops = sh.examples * (2 * counts.active_compute * (plan.prompt_len + generated))
    model_flops = (train.model.value + critic_model + score.value + gen_flops) * n_steps
    hw_flops = (train.hardware.value + critic_hw + score.value + gen_flops) * n_steps
    tokens = sh.tokens * n_steps
    mfu_value = model_flops / (busy * plan.gpus * peak) if busy else 0.0
    compute = {
        "flops": Figure(
            "flops",
            "Post-training FLOPs (executed)",
            hw_flops,
            "flops",
            "steps × (training + recompute + scoring + generation FLOPs)",
            (("steps", n_steps), ("generation FLOPs per step", gen_flops)),
        ),
        "model_flops": Figure(
            "model_flops",
            "Model FLOPs",
            model_flops,
            "flops",
            "steps × (training + scoring + generation model FLOPs)",
            (("steps", n_steps),),
        ),
        "steps_run": steps_run,
        "samples_trained": Figure(
            "samples_trained",
            "Samples trained",
            float(n_steps * per_step(plan)),
            "count",
            "steps × samples a step reads",
            (("steps", n_steps), ("samples a step reads", per_step(plan))),
            "pairs or labelled examples (DPO, ORPO, SimPO, KTO, reward models), prompts (RL): "
            "the amount of work a run's cost buys, whatever its layout",
        ),
        "flops_per_token": train.per_token,
        "scoring_flops": score,
        "hfu": hfu,
        "mfu": Figure(
            "mfu",
            "Model FLOPs utilisation",
            mfu_value,
            "ratio",
            MFU_FORMULA[compute_dtype(plan)],
            (("model FLOPs", model_flops), ("seconds", busy), ("peak FLOP/s", peak)),
            "PaLM (Chowdhery et al. 2022) appendix B definition; generation counted",
            notes=mfu_notes(mfu_value),
        ),
        "goodput": good,
        "seconds": Figure(
            "seconds",
            "Training time",
            seconds_v,
            "seconds",
            "(steps × time per step + evaluation pauses) ÷ goodput",
            (
                ("steps", n_steps),
                ("seconds per step", step_value),
                ("evaluation pauses, seconds", paused),
                ("goodput", good.value),
            ),
            low=seconds_v / 1.5,
            high=seconds_v * 1.5,
            notes=good.notes,
        ),
        "gpu_hours": Figure(
            "gpu_hours",
            "GPU-hours",
            gpu_hours_v,
            "hours",
            "training seconds × GPUs ÷ 3600",
            (("seconds", seconds_v), ("GPUs", plan.gpus)),
            low=gpu_hours_v / 1.5,
            high=gpu_hours_v * 1.5,
        ),
        "step_seconds": step.figure,
        **({"eval_seconds": evals} if evals is not None else {}),
        **{p.key: p for p in parts},
        **step.host,  # offloading's transfers and host work, paging
        "tokens_per_second_per_gpu": Figure(
            "tokens_per_second_per_gpu",
            "Tokens/s per GPU",
            tokens / busy / plan.gpus if busy else 0.0,
            "tokens/s",
            "trained tokens ÷ seconds ÷ GPUs (while training; goodput excluded)",
            (("tokens", tokens), ("seconds", busy), ("GPUs", plan.gpus)),
        ),
    }
    return compute


def _evaluation(
    spec: ModelSpec, plan: Plan, workload: Workload, sh: Shape, step: Step, n_steps: int
) -> Figure | None:
    """An offline method's evaluation pauses (TRL's eval_steps over an evaluation split): a
    forward pass over the evaluation tokens by the policy, and by its reference where one
    scores each step, at the rate the step's training executes (time/compute.py)."""
    if not plan.method.is_offline_training:
        return None
    forwards = 2 if uses_reference(plan) and plan.reference is Reference.MODEL else 1
    interval, tokens = workload.eval_interval_steps, workload.eval_tokens
    return evaluation_time(
        spec, sh.policy, n_steps, interval, tokens, step.rate, forwards, sh.attention_context
    )


def _steps_figure(plan: Plan, workload: Workload, n_steps: int) -> Figure:
    """The run's steps and where they come from: the workload's, its dataset's, or the
    default."""
    if workload.steps is not None:
        return Figure("steps_run", "Steps", float(n_steps), "count", "the workload's steps")
    if workload.dataset_samples is None:
        return Figure("steps_run", "Steps", float(n_steps), "count", "default step count")
    read = "prompts per step" if plan.method.is_rl else "examples per step"
    return Figure(
        "steps_run",
        "Steps",
        float(n_steps),
        "count",
        "⌈dataset samples × epochs ÷ samples a step reads⌉",
        (
            ("dataset samples", workload.dataset_samples),
            ("epochs", workload.epochs),
            (read, per_step(plan)),
        ),
        "a step reads micro-batch × accumulation × data-parallel ranks of pairs or examples "
        "(TRL, OpenRLHF, ms-swift), or its prompts (RL)",
    )


def _dataset_tokens(plan: Plan, sh: Shape, workload: Workload) -> float:
    """Tokens of data one step reads: prompts (RL), else the trained sequences as the data
    holds them (their mean length where it is given: padding is not stored)."""
    if plan.method.is_rl:
        return float(plan.prompts_per_step * plan.prompt_len)
    if workload.sample_tokens_mean is not None:
        return float(sh.sequences * workload.mean_length(plan.seq_len))
    return float(sh.tokens)
