"""The rollout of PPO/GRPO: the engine that generates completions, its memory and its time.

A colocated engine (TRL vllm_mode="colocate", verl's hybrid engine, OpenRLHF --colocate_all)
pre-allocates gpu_memory_utilization × the card for its weights, a forward's working set and
the KV cache; sleep mode releases it while the policy trains. An engine on GPUs of its own
holds its share there instead. Without an engine the training model generates with Hugging
Face generate: its KV cache for the rank's whole batch, and under ZeRO-3 the gathered weights.
Generation time is the serving roofline (serving/speed.py, memory/inference.py) of each engine
replica working through its share of the step's completions, as many at once as its KV cache
holds; decoding lasts until the longest completion ends.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Bytes, FieldRef, Joined, Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.inference import inference_memory
from hwplanner.engine.memory.training import weight_slice
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import Frontend, Offload, Rollout
from hwplanner.engine.plan.fields import fp8_rollout
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import rollout_gpus, uses_engine
from hwplanner.engine.plan.plan import Method, Plan, WeightFormat
from hwplanner.engine.posttrain.shape import Shape
from hwplanner.engine.serving.speed import serving
from hwplanner.engine.time.mfu import decode_mbu, prefill_mfu

# Hugging Face generate: a Python step per token, no paged KV cache or CUDA graphs.
PROFILE_TOKENS = 8192  # vLLM max_num_batched_tokens (verl's default; TRL sets 4096)
# the trainers call their engine in-process (verl, OpenRLHF, TRL colocate: vLLM's LLM class;
# a server's per-request output work is not on their path); timed without scheduling a step
# ahead, as the trainers' engines of the published post-training runs (vLLM 0.11 and earlier)
# ran: whether each trainer's engine does so now is not checked (docs/LIMITS.md)
ENGINE_PLAN = Plan(
    method=Method.INFERENCE,
    framework="vllm",
    weight_format=WeightFormat.BF16,
    frontend=Frontend.OFFLINE,
    async_scheduling=False,
)
# the training model generating (TRL's own generate, OpenRLHF/PPO without vLLM): Hugging Face
# generate, static batches launched kernel by kernel from Python (the `hf` serving profile)
TRAINER_PLAN = Plan(method=Method.INFERENCE, framework="hf", weight_format=WeightFormat.BF16)


HYBRID_ENGINE = Message(
    "timed as Hugging Face generate: DeepSpeed-Chat's hybrid engine runs DeepSpeed-Inference's "
    "fused kernels, faster than this (not modelled)"
)
KV_KEPT = Message(
    "while the models train only the KV workspace stays (release_inference_cache off), not "
    "the gathered weights"
)
BF16_WEIGHTS = N_("Input", "engine weights per GPU (bf16)")
SHARED_WEIGHTS = N_("Input", "engine weights per GPU (the policy's, shared)")
ROLLOUT_SOURCE = N_(
    "Source",
    "vLLM gpu_memory_utilization pre-allocation; TRL vllm_gpu_memory_utilization, verl "
    "rollout.gpu_memory_utilization, OpenRLHF vllm.gpu_memory_utilization",
)


def shares_weights(plan: Plan) -> bool:
    """A colocated engine whose weights are the adapter-trained policy's frozen base, one copy
    for both (Framework.rollout_shares_weights: Unsloth's fast_inference)."""
    fw = framework(plan.framework)
    colocated = plan.rollout is Rollout.COLOCATE and plan.method.is_rl
    return colocated and bool(fw.rollout_shares_weights) and plan.base_method.is_peft


FP8_WEIGHTS = N_("Input", "engine weights per GPU (FP8 rollout)")


# The engine holds not one completion beside its weights and working set: generation cannot run
# (Estimate.start_refusal: a plan that fits in memory but so does not start)
NO_ROOM = (
    "The inference engine's share ({budget}) does not hold its weights "
    "({weights}) and one completion's KV cache: raise {field}."
)


class RolloutMemory(NamedTuple):
    generating: float  # bytes per training GPU while completions are generated
    training: float  # bytes per training GPU while the policy trains
    engine_gpu: float  # bytes per GPU of a separate engine (0 when colocated)
    sequences: int  # completions one replica holds at once (KV cache limit)
    host: float  # bytes per GPU sleep mode moves to host RAM
    figure: Figure  # the component, at its generating value
    warnings: tuple[str, ...]


def utilisation(plan: Plan) -> float:
    """gpu_memory_utilization: the plan's, else the framework's for the placement."""
    if plan.rollout_memory is not None:
        return plan.rollout_memory
    fw = framework(plan.framework)
    if plan.rollout is Rollout.SEPARATE:
        return fw.rollout_memory_separate
    return fw.rollout_memory_colocate


def engine_plan(plan: Plan, sequences: int, tp: int, *, trainer: bool = False) -> Plan:
    """The serving plan of one engine replica (`trainer`: the training model's generate):
    the framework's rollout engine (Framework.rollout_engine), bf16 weights (FP8 with an FP8
    rollout), `sequences` at once."""
    context = plan.prompt_len + plan.completion_len
    fp8 = fp8_rollout(plan) and not trainer
    engine = framework(plan.framework).rollout_engine
    step = (plan.cuda_graphs, plan.max_batched_tokens)  # enforce_eager, the step's budget
    return _engine_plan(max(sequences, 1), context, tp, trainer, fp8, engine, step)


@lru_cache(maxsize=1024)
def _engine_plan(
    sequences: int,
    context: int,
    tp: int,
    trainer: bool,
    fp8: bool,
    engine: str = "vllm",
    step: tuple[bool, int | None] = (True, None),
) -> Plan:
    """One Plan object per engine shape, so the caches keyed on it are hit again. An FP8
    rollout serves FP8 weights (verl quantizes each update's bf16 weights to FP8 blocks of
    128 × 128 as they load: docs/advance/fp8.md), its KV cache in the model's dtype; the RL
    plan's CUDA graphs (off: enforce_eager) and tokens per step are the engine's."""
    update: dict[str, object] = {"batch": sequences, "context": context, "tp": tp}
    update["gpus_per_node"] = tp
    if fp8:
        update["weight_format"] = WeightFormat.FP8
    if trainer:
        return TRAINER_PLAN.model_copy(update=update)
    if engine != ENGINE_PLAN.framework:
        update["framework"] = engine
    graphs, batched = step
    if not graphs:
        update["cuda_graphs"] = False
    if batched is not None:
        update["max_batched_tokens"] = batched
    return ENGINE_PLAN.model_copy(update=update)


def _per_replica(plan: Plan, sh: Shape) -> tuple[int, int]:
    """(replicas, completions per replica)."""
    if plan.rollout is Rollout.TRAINER:
        replicas = sh.train_gpus // (sh.policy.tp * sh.policy.pp)
    else:
        replicas = rollout_gpus(plan) // plan.rollout_tp
    return replicas, math.ceil(sh.examples / replicas)


def rollout_memory(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, sh: Shape, policy_weights: Figure
) -> RolloutMemory:
    """`policy_weights`: the policy's weights figure (training_memory), whose storage the
    training model generates with when there is no engine."""
    if not plan.method.is_rl:
        zero = Figure("rollout", "Rollout engine", 0.0, "bytes", "this method generates nothing")
        return RolloutMemory(0.0, 0.0, 0.0, 0, 0.0, zero, ())
    if not uses_engine(plan):
        return _trainer_generate(spec, gpu, plan, sh, policy_weights)
    share = utilisation(plan)
    # vLLM sizes its working set by a profile run of max_num_batched_tokens (8192): enough
    # sequences to fill that chunk
    budget_tokens = plan.max_batched_tokens or PROFILE_TOKENS
    profile = max(math.ceil(budget_tokens / (plan.prompt_len + plan.completion_len)), 1)
    one = inference_memory(spec, gpu, engine_plan(plan, profile, plan.rollout_tp))
    weights = one.bytes_of("weights")
    shared = shares_weights(plan)
    if shared:  # the engine's weights are the policy's frozen base, as it stores them
        inputs = dict(policy_weights.inputs)
        weights = float(inputs["frozen params on this GPU"] or 0) * float(
            inputs["frozen bytes/param"] or 0
        )
    working = one.bytes_of("activations")
    per_seq = one.bytes_of("kv_cache") / profile
    budget = share * gpu.capacity_bytes
    kv_room = budget - weights - working
    # a model that keeps no cache (an encoder, which cannot generate and is refused by the
    # plan's checks) holds no sequences rather than dividing by zero
    sequences = max(int(kv_room // per_seq), 0) if per_seq > 0 else 0
    warnings: list[str] = []
    if sequences < 1:
        warnings.append(
            Message(
                NO_ROOM,
                budget=Bytes(budget),
                weights=Bytes(weights),
                field=FieldRef("plan.rollout_memory"),
            )
        )
    separate = plan.rollout is Rollout.SEPARATE
    sleeps = plan.rollout_sleep and not separate
    moved = sleeps and framework(plan.framework).sleep_level == 1 and not shared
    host = weights if moved else 0.0
    # the policy's weights component holds a shared engine's weights already
    on_training = 0.0 if separate else budget - (weights if shared else 0.0)
    note = (
        Message("the engine's own GPUs hold it; the training GPUs hold none")
        if separate
        else Message(
            "the engine's weights are the policy's (counted under its weights); its KV cache "
            "and working set are released while the policy trains (sleep mode)"
        )
        if sleeps and shared
        else Message("released while the policy trains (sleep mode)")
        if sleeps
        else Message("held while the policy trains (no sleep mode)")
    )
    figure = Figure(
        "rollout",
        "Rollout engine",
        on_training,
        "bytes",
        "0 on the training GPUs; the engine's own GPUs hold gpu_memory_utilization × capacity"
        if separate
        else "gpu_memory_utilization × GPU capacity − the policy's weights, which the engine "
        "shares (working set + KV cache)"
        if shared
        else "gpu_memory_utilization × GPU capacity (weights + working set + KV cache)",
        (
            ("gpu_memory_utilization", share),
            ("GPU capacity", gpu.capacity_bytes),
            (
                SHARED_WEIGHTS if shared else FP8_WEIGHTS if fp8_rollout(plan) else BF16_WEIGHTS,
                weights,
            ),
            ("forward working set", working),
            ("KV cache", max(kv_room, 0.0)),
            ("KV cache per completion", per_seq),
            ("completions held at once per replica", sequences),
            ("engine tensor parallel", plan.rollout_tp),
        ),
        Joined(ROLLOUT_SOURCE, framework(plan.framework).rollout_shares_weights)
        if shared
        else ROLLOUT_SOURCE,
        notes=(note,),
    )
    return RolloutMemory(
        on_training,
        0.0 if sleeps else on_training,
        budget if separate else 0.0,
        sequences,
        host,
        figure,
        tuple(warnings),
    )


def _gathered_bytes(policy: Plan, weights: Figure) -> float:
    """What ZeRO-3 gathers for generation: the rank's whole model slice as the policy stores
    it (GatheredParameters gathers the parameters in their own dtype: int8/4-bit frozen
    weights stay so), less the shard the GPU already holds. Constant in dp once added to the
    shard, so more data-parallel ranks never need more memory per GPU (counting it at the bf16
    size instead would grow with dp for a quantized policy)."""
    full, shards = weight_slice(weights)
    if policy.offload is Offload.OPTIMIZER_AND_PARAMS:
        return full  # the shard is in host RAM: the whole slice comes to the GPU
    return full - full / max(int(shards), 1)


# (DeepSpeed-Chat's hybrid engine, weights gathered) → how the training model's generation
# memory is counted
TRAINER_FORMULAS = {
    (False, False): N_("Formula", "completions per GPU × KV cache per completion"),
    (False, True): N_(
        "Formula",
        "completions per GPU × KV cache per completion + weights gathered from ZeRO-3 shards",
    ),
    (True, False): N_(
        "Formula",
        "DeepSpeed-Inference workspace: (10·hidden·batch + batch·heads ÷ tp·tokens + "
        "2·layers·batch·hidden ÷ tp) × tokens × 2 B",
    ),
    (True, True): N_(
        "Formula",
        "DeepSpeed-Inference workspace: (10·hidden·batch + batch·heads ÷ tp·tokens + "
        "2·layers·batch·hidden ÷ tp) × tokens × 2 B + weights gathered from ZeRO-3 shards",
    ),
}


def hybrid_workspace(spec: ModelSpec, batch: int, tokens: int, tp: int) -> float:
    """Bytes of the workspace DeepSpeed-Chat's hybrid engine allocates for generation
    (DeepSpeed-Inference InferenceContext::GenWorkSpace, csrc/transformer/inference/includes/
    inference_context.h @0336518): per token of max_out_tokens (prompt + answer) an activation
    buffer of 10 × heads × padded head size × batch, the attention scores of batch × heads ÷ tp
    over max_out_tokens, and the K and V of every layer, in the model's 2-byte dtype. The head
    size is padded to 32, 64 or 128 (unchanged above 128); the free-memory cap is not applied.
    OPT-1.3B at batch 4 and 512 tokens: 0.515625 GiB, as the hybrid engine printed it."""
    head = spec.head_size
    padded = next((p for p in (32, 64, 128) if head <= p), head)
    width = spec.num_attention_heads * padded
    activation = 10 * width * batch
    scores = batch * spec.num_attention_heads / tp * tokens
    kv = spec.num_layers * batch * width / tp * 2
    return (activation + scores + kv) * tokens * 2.0


def _trainer_generate(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, sh: Shape, policy_weights: Figure
) -> RolloutMemory:
    """Hugging Face generate on the training model: KV cache of the rank's completions, and
    under ZeRO-3 the whole model gathered (unwrap_model_for_generation)."""
    _, batch = _per_replica(plan, sh)
    one = inference_memory(spec, gpu, engine_plan(plan, 1, sh.policy.tp))
    hybrid = framework(plan.framework).hybrid_engine
    tokens = plan.prompt_len + plan.completion_len
    kv = (
        hybrid_workspace(spec, batch, tokens, sh.policy.tp)
        if hybrid
        else batch * one.bytes_of("kv_cache")
    )
    gathered = _gathered_bytes(sh.policy, policy_weights) if sh.policy.zero == 3 else 0.0
    figure = Figure(
        "rollout",
        "Rollout engine",
        kv + gathered,
        "bytes",
        TRAINER_FORMULAS[hybrid, gathered > 0],
        (
            ("completions per GPU", batch),
            ("KV cache per completion", one.bytes_of("kv_cache")),
            *(((N_("Input", "hybrid engine workspace"), kv),) if hybrid else ()),
            ("gathered weights", gathered),
        ),
        "Hugging Face generate DynamicCache; TRL unwrap_model_for_generation "
        "(ds3_gather_for_generation)",
        notes=(
            Message("the training model generates: no inference engine"),
            *((KV_KEPT,) if framework(plan.framework).hybrid_engine else ()),
        ),
    )
    # DeepSpeed-Chat's hybrid engine keeps its KV workspace through training (not the weights
    # it gathered: released when generate returns)
    kept = kv if framework(plan.framework).hybrid_engine else 0.0
    return RolloutMemory(kv + gathered, kept, 0.0, batch, 0.0, figure, ())


def generation_seconds(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, sh: Shape, sequences: int
) -> Figure:
    """Seconds to generate one step's completions: each replica serves its share in waves of
    as many completions as its KV cache holds (serving/speed.py's prefill + decode roofline)."""
    if not plan.method.is_rl:
        return Figure("generation_seconds", "Generation", 0.0, "seconds", "no generation")
    replicas, per_replica = _per_replica(plan, sh)
    engine = uses_engine(plan)
    tp = plan.rollout_tp if engine else sh.policy.tp
    at_once = min(per_replica, sequences)
    if at_once < 1:
        return Figure(
            "generation_seconds",
            "Generation",
            math.inf,
            "seconds",
            "the engine holds no completion: unknown",
            notes=(Message("no KV cache room: generation cannot run"),),
        )
    waves = math.ceil(per_replica / at_once)
    rplan = engine_plan(plan, at_once, tp, trainer=not engine)
    mbu = decode_mbu(None, gpu)
    mean = plan.completion_len_mean
    output = plan.completion_len if mean is None else min(mean, plan.completion_len)
    srv = serving(spec, gpu, rplan, plan.prompt_len, output, prefill_mfu(gpu, rplan), mbu)
    # every prompt is prefilled once (a wave's together as it starts, a refill's in the slot
    # it takes: at the rate of a wave's batched prefill); the decode steps run with no prompt
    # beside them: the decode step alone, not a served stream's time per token (which counts
    # the prefills of requests arriving all along, more of them per token for shorter answers)
    token_s = at_once / srv.decode_tokens_per_second.value
    prefill_s = per_replica * srv.batch_prefill_s / at_once
    if mean is None:
        steps = waves * float(plan.completion_len)
        how = "prompts × a wave's prefill per prompt + waves × completion length × decode step"
    else:
        # completions of the average length fill the freed slots; the step still waits for
        # the longest completion's own decoding
        steps = max(per_replica * output / at_once, float(plan.completion_len))
        how = (
            "prompts × a wave's prefill per prompt + max(completions × average length ÷ "
            "completions at once, the longest completion) × decode step, per replica"
        )
    seconds = prefill_s + steps * token_s
    return Figure(
        "generation_seconds",
        "Generation",
        seconds,
        "seconds",
        how,
        (
            ("completions per step", sh.examples),
            ("replicas", replicas),
            ("completions per replica", per_replica),
            ("completions at once", at_once),
            ("waves", waves),
            ("prompt tokens", plan.prompt_len),
            ("completion tokens", plan.completion_len),
            ("average completion tokens", output),
            (N_("Input", "prefill seconds of the replica's prompts"), prefill_s),
            ("decode steps", steps),
            ("decode tokens/s per replica", srv.decode_tokens_per_second.value),
            ("decode bandwidth utilisation", mbu.value),
        ),
        joined("serving roofline (Pope et al. 2022) of each replica", mbu.source),
        low=seconds * 0.6,
        high=seconds * 1.5,
        notes=(
            Message(
                "decoding runs to the longest completion; shorter ones free their slots but "
                "the step waits for the last"
            ),
            *(
                ()
                if engine
                else (
                    HYBRID_ENGINE
                    if framework(plan.framework).hybrid_engine
                    else Message(
                        "the training model generates (Hugging Face generate): static "
                        "batches, each kernel launched from Python"
                    ),
                )
            ),
        ),
    )
