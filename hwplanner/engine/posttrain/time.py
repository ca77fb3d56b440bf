"""One post-training step's time: generation, scoring, policy update, weight sync, host transfers.

The synchronous on-policy loop of TRL, OpenRLHF's hybrid engine and verl: the engine generates
the step's completions (posttrain/rollout.py); the frozen models score them with forward passes
(reference log-probs, reward, critic values, the policy's old log-probs); the policy (and PPO's
critic) trains on them (compute.training_flops at the default utilisation, never faster than
its gradient traffic, time/comm.py); the new weights are loaded into the engine; sleep mode and
offloading move state across PCIe. A DPO-family step is scoring + training.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.model.params import ParamCounts, count_params
from hwplanner.engine.plan.enums import Reference
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import training_gpus, training_layout, uses_engine
from hwplanner.engine.plan.plan import Method, Plan, Rollout
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.posttrain.rollout import generation_seconds
from hwplanner.engine.posttrain.shape import (
    Shape,
    critic_arch,
    critic_params,
    per_step,
    reward_arch,
    run_steps,
    uses_critic,
    uses_reference,
    uses_reward_model,
)
from hwplanner.engine.scenario.sharding import expert_tp
from hwplanner.engine.time.collectives import (
    PCIE_FALLBACK_GBPS,
    collective,
    fabric,
    link_view,
    node_gbit,
)
from hwplanner.engine.time.comm import SOURCE as COMM_SOURCE
from hwplanner.engine.time.comm import Windows
from hwplanner.engine.time.compute import (
    NO_LAUNCHES,
    Launches,
    TrainingFlops,
    compute_dtype,
    mixing_forward_flops,
    training_flops,
)
from hwplanner.engine.time.overlap import Communication, communication, forward_communication
from hwplanner.engine.time.steptime import default_hfu, micro_launches, paced_s
from hwplanner.engine.time.techniques import technique_time


class Step(NamedTuple):
    """One step's time, its parts and the FLOPs behind them (per step)."""

    figure: Figure  # seconds per step, with its parts as inputs
    parts: tuple[Figure, ...]  # generation, scoring, update, sync, host transfers
    train: TrainingFlops  # the policy's
    critic_hardware: float  # the critic's executed and model FLOPs (PPO)
    critic_model: float
    scoring: Figure
    hfu: Figure
    peak: float  # dense FLOP/s of one GPU
    comm: Communication
    # offloading's and paging's figures, the step's (one update's × the updates)
    host: Mapping[str, Figure] = MappingProxyType({})
    rate: float = 0.0  # FLOP/s the training GPUs execute: their peak × the utilisation
    # the policy's kernel launches over the step's updates, what they add beyond the kernels,
    # and what offloading's transfers add (the longer of the two sets the pace)
    launches: Launches = NO_LAUNCHES
    transfers_s: float = 0.0


def _scored_forward(spec: ModelSpec, seq_len: float) -> float:
    """Forward FLOPs per token of a reward or value model of `spec`'s architecture: its
    matrices but the vocabulary projection (a one-output head instead), and attention."""
    counts = count_params(spec)
    scored_n = float(counts.active_compute) - (counts.lm_head or counts.embedding)
    return 2 * scored_n + mixing_forward_flops(spec, seq_len)


def reference_share(plan: Plan, workload: Workload) -> float:
    """The share of a step's reference forward that precomputing the reference once over the
    dataset costs each step: the dataset's samples ÷ the samples the run's steps read (1 ÷
    epochs when the dataset sets the steps; given steps that stop short still pay the whole
    pass), else 1 ÷ epochs."""
    if workload.dataset_samples is None:
        return 1.0 / workload.epochs
    return workload.dataset_samples / (run_steps(plan, workload) * per_step(plan))


# A forward-only pass (Megatron-Core's forward_only schedule, as NeMo-RL and verl score with)
# runs each layer's forward collectives as a training step's forward does
FORWARD_COMM_SOURCE = N_(
    "Source",
    "forward-only passes run the layers' forward collectives (Megatron-Core "
    "schedules.forward_backward_func with forward_only); the experts' all-to-all overlap pairs "
    "one micro-batch's forward with another's backward (Megatron-Core MoE README, "
    "overlap_moe_expert_parallel_comm), which a forward-only pass has not",
)


class ScoredPass(NamedTuple):
    """One forward-only pass of a step: what it is, the model it runs, how many times over the
    step's sequences (KTO scores its mismatched KL pairs too; a reference precomputed once
    over the dataset, its share of a step's), and its forward FLOPs per token."""

    label: str
    arch: ModelSpec
    times: float
    flops_per_token: float


def scored_passes(
    spec: ModelSpec,
    plan: Plan,
    sh: Shape,
    counts: ParamCounts,
    reward_spec: ModelSpec | None = None,
    precomputed_share: float = 1.0,
) -> tuple[ScoredPass, ...]:
    """The forward-only passes of one step (which run: TRL, OpenRLHF and verl trainers), each
    2·N + attention per token: the policy's architecture for the reference, KTO's KL and the
    old log-probabilities; the reward model and critic of their own (`reward_spec` where it is
    given), a one-output head in place of the vocabulary projection."""
    n = float(counts.active_compute)
    context = sh.attention_context or sh.seq_len  # padding-free rows: each sequence's own
    policy_fwd = 2 * n + mixing_forward_flops(spec, context)
    kl = 2.0 if plan.method is Method.KTO else 1.0  # KTO also scores the mismatched KL pairs
    out: list[ScoredPass] = []
    if uses_reference(plan) and plan.reference is Reference.PRECOMPUTED:
        label = N_("Input", "reference forward (once over the dataset)")
        out.append(ScoredPass(label, spec, kl * precomputed_share, policy_fwd))
    elif uses_reference(plan):
        out.append(ScoredPass(N_("Input", "reference forward"), spec, kl, policy_fwd))
    if plan.method is Method.KTO:
        out.append(ScoredPass(N_("Input", "policy KL forward (no grad)"), spec, 1.0, policy_fwd))
    if plan.method.is_rl and framework(plan.framework).recompute_old_logprobs:
        out.append(ScoredPass(N_("Input", "policy old log-probs"), spec, 1.0, policy_fwd))
    if uses_reward_model(plan):
        arch = reward_arch(spec, plan, reward_spec)
        out.append(
            ScoredPass(N_("Input", "reward model"), arch, 1.0, _scored_forward(arch, context))
        )
    if uses_critic(plan) and framework(plan.framework).critic == "model":
        arch = critic_arch(spec, plan, reward_spec)
        out.append(
            ScoredPass(N_("Input", "critic values"), arch, 1.0, _scored_forward(arch, context))
        )
    return tuple(out)


def scoring_flops(passes: tuple[ScoredPass, ...], sh: Shape) -> Figure:
    """Forward-only FLOPs of one step: every scored sequence's tokens through each pass
    (scored_passes)."""
    flops = tuple(
        (p.label, p.times * sh.sequences * p.flops_per_token * sh.seq_len) for p in passes
    )
    return Figure(
        "scoring_flops",
        "Scoring FLOPs per step",
        sum(v for _, v in flops),
        "flops",
        "scored sequences × tokens × (2·N + attention) for each forward-only pass",
        (*flops, ("tokens per sequence", sh.seq_len)),
        "forward pass 2·N per token (Kaplan et al. 2020); which passes run: TRL, OpenRLHF, "
        "verl trainers (reference, reward, critic values, old log-probs)",
    )


def scoring_seconds(
    passes: tuple[ScoredPass, ...],
    gpu: GpuSpec,
    policy: Plan,
    sh: Shape,
    rate: float,
    inter_node: float | None,
    launches: bool = True,
) -> Figure:
    """Seconds of a step's forward-only passes: their FLOPs at the training GPUs' rate, each
    pass's collectives that its compute does not hide (time/overlap.py forward_communication:
    the model laid out as the policy is, one update's micro-batches at a time, over the step's
    updates), and where a pass's kernel launches outlast its kernels (Megatron-Core's,
    eager layers': steptime.micro_launches, its forward alone) the host's pace (`launches`
    False: a utilisation given for the run, which holds them)."""
    compute = comm = paced = 0.0
    launch_source = ""
    kinds: dict[str, float] = {}  # each kind's transfer seconds over the passes
    micro_batches = policy.grad_accum * sh.updates  # a pass's, over the step
    for p in passes:
        if p.times <= 0:
            continue
        seconds = p.times * sh.sequences * p.flops_per_token * sh.seq_len / rate
        compute += seconds
        each = forward_communication(
            p.arch, gpu, policy, seconds / p.times / sh.updates, inter_node
        )
        comm += each.value * p.times * sh.updates
        for label, value in each.transfers:
            kinds[label] = kinds.get(label, 0.0) + value * p.times * sh.updates
        forward = micro_launches(p.arch, policy, gpu, forward_only=True)
        pass_paced = paced_s(forward, seconds / p.times / micro_batches, micro_batches)
        if launches and pass_paced:
            paced += p.times * pass_paced
            launch_source = forward.source
    return _seconds(
        "scoring_seconds",
        "Scoring",
        compute + comm + paced,
        "scoring FLOPs ÷ (training GPUs × dense peak × utilisation) + each forward-only "
        "pass's communication not hidden + its kernel launches beyond its kernels",
        joined(
            COMM_SOURCE if comm else "",
            FORWARD_COMM_SOURCE if comm else "",
            launch_source,
        ),
        inputs=(
            ("compute seconds", compute),
            *((("communication not hidden", comm),) if comm else ()),
            *((label, v) for label, v in kinds.items() if comm and v),
            *(((N_("Input", "host launches beyond the kernels s"), paced),) if paced else ()),
            *(
                (
                    (N_("Input", "forward-only passes a step"), sum(p.times for p in passes)),
                    ("optimizer steps a step", sh.updates),
                )
                if comm or paced
                else ()
            ),
        ),
    )


# After each step the engine takes the new weights tensor by tensor, whatever carries them: its
# load_weights loop, and where each tensor travels alone, one CUDA IPC handle opened per tensor.
# The weight-update loop measured alone, per stage, on one model and machine for both ways
# (Qwen3-30B-A3B, 8 × H200 colocated, TP4·CP2·EP8, the same 115 chunks: github
# vllm-project/vime issue #175, [WSPROF] timing, 2026-06): slime's flattened buckets (one handle
# per bucket) ~3.0 s a sync (trainer build and conversion 0.47-0.92 s, engine rebuild +
# load_weights 2.47-2.53 s), vime's one handle per tensor 12-13.5 s; over the model's
# checkpoint tensors (checkpoint_tensors: 18,867) ~0.16 and ~0.68 ms a tensor. NeMo-RL's refit
# measured each rebuild_cuda_tensor alone at ~0.18 ms (github NVIDIA-NeMo/RL discussion #1189).
# One NCCL broadcast per tensor with the calls batched per bucket (slime's and Miles' separate
# engines), measured with the pause excluded: Qwen3-30B-A3B over 2 H100 nodes 2.67 s,
# Qwen3-235B-A22B over 8 nodes 10.75 s (radixark/miles docs on P2P weight transfer, PR #976):
# ~0.14 and ~0.29 ms a tensor, the bytes over the network included.
QWEN3_30B_TENSORS = 18_867  # checkpoint_tensors of Qwen3-30B-A3B (tests pin it)
TENSOR_LOAD_S = {
    "bucketed": 3.0 / QWEN3_30B_TENSORS,
    "per_tensor": 12.75 / QWEN3_30B_TENSORS,
    "broadcast": 2.67 / QWEN3_30B_TENSORS,
}
TENSOR_LOAD_LOW = {
    "bucketed": 2.94 / QWEN3_30B_TENSORS,
    "per_tensor": 12.0 / QWEN3_30B_TENSORS,
    "broadcast": 2.67 / QWEN3_30B_TENSORS,
}
# An engine inside the trainer's process calls the same loader, without the handles (assumed:
# no measurement of its own)
TENSOR_LOAD_S["in_process"] = TENSOR_LOAD_S["bucketed"]
TENSOR_LOAD_LOW["in_process"] = TENSOR_LOAD_LOW["bucketed"]
# Whatever the way, the figure's upper bound takes the slowest measured: one handle per tensor
# (13.5 s for the 30B mixture); the published update phases run longer still (their pauses)
TENSOR_LOAD_HIGH = 13.5 / QWEN3_30B_TENSORS
# A checkpoint reloaded from disk (prime-rl's filesystem broadcast): vLLM's reload_weights of the
# same checkpoint on an H200 at TP 1, the steady median of reloads 2 and 3, reads ~4.2-4.7 GB/s
# (Qwen3-4B 8.0 GB in 1.90 s, MiMo-7B 15.6 GB in 3.47, Qwen3-8B 16.4 GB in 3.72, GLM-Z1-9B 18.8
# GB in 4.02; github vllm-project/vllm PR #49459, its baseline column); at TP 4 it read faster
# (6.1-8.5 GB/s), so the TP 1 rate is the figure's slow end. The trainer's write is not counted.
RELOAD_GBPS = 4.45
RELOAD_GBPS_RANGE = (4.2, 8.5)
WEIGHT_UPDATE_SOURCE = N_(
    "Source",
    "github vllm-project/vime issue #175 (Qwen3-30B-A3B on 8 × H200, the same 115 chunks: "
    "slime's flattened buckets ~3.0 s a sync, one CUDA IPC handle per tensor 12-13.5 s); "
    "github NVIDIA-NeMo/RL discussion #1189 (refit: ~0.18 ms per rebuild_cuda_tensor); Miles "
    "P2P weight-transfer docs, PR #976 (one NCCL broadcast per tensor: Qwen3-30B-A3B 2.67 s "
    "over 2 nodes); a checkpoint reloaded: vLLM reload_weights on an H200, 4.2-8.5 GB/s "
    "(github vllm-project/vllm PR #49459)",
)
# Not counted: pausing generation, flushing the engine's cache and the barriers around an update
# (slime's update_weights_time 21-26 s against its ~3 s loop in vime issue #175, not itemised;
# prime-rl's pause 5.2 s median, 9.9 s p95, github PrimeIntellect-ai/prime-rl #3341)

# Mixtures whose checkpoints keep each layer's routed experts as one stacked tensor per matrix
# (gate_up_proj and down_proj of shape [experts, …]), not one tensor per expert: gpt-oss
# (model.layers.N.mlp.experts.gate_up_proj_blocks/_scales), Llama 4
# (feed_forward.experts.gate_up_proj), Granite MoE and Granite 4.0-H (block_sparse_moe
# input_linear/output_linear, transformers GraniteMoeParallelExperts), Qwen3.5/3.6 MoE
# (model.language_model.layers.N.mlp.experts.gate_up_proj, 3-D, in their safetensors indices)
FUSED_EXPERT_FAMILIES = frozenset(
    {"gpt_oss", "llama4", "granitemoe", "granitemoehybrid", "qwen3_5_moe_text"}
)


def checkpoint_tensors(spec: ModelSpec) -> int:
    """The parameter tensors a Hugging Face checkpoint of `spec` stores, about: per layer the
    attention's projections (MLA's five, seven with a low-rank query) with their biases and q/k
    norms, the layer norms, a dense MLP's matrices or a mixture's router (and its correction
    bias) with each routed expert's matrices — one stacked tensor each where the checkpoint
    keeps them so (FUSED_EXPERT_FAMILIES) — and the shared experts'; the embeddings, the output
    layer and the final norm. What a weight update hands the engine one by one. A trainer on
    transformers 5 hands every mixture's experts stacked (fewer): counted as stored."""
    if spec.kv_lora_rank:  # q(_a, _a_layernorm, _b), kv_a_proj_with_mqa, kv_a_layernorm, kv_b, o
        attention = 5 + (2 if spec.q_lora_rank else 0)
    else:
        attention = 4 + 3 * spec.qkv_bias + spec.o_bias + 2 * spec.qk_norm
    matrices = 3 if spec.mlp is MlpKind.GATED else 2
    dense = matrices * (2 if spec.mlp_bias else 1)
    moe_layers = spec.num_moe_layers if spec.is_moe else 0
    routed = 2 if spec.family in FUSED_EXPERT_FAMILIES else spec.num_experts * matrices
    routed *= 2 if spec.expert_bias else 1
    mixture = 1 + spec.router_bias + routed + (matrices if spec.num_shared_experts else 0)
    with_mlp = sum(spec.layer_has_mlp(i) for i in range(spec.num_layers))
    # a layer of an MLP alone (Nemotron-NAS's 'm') stores no attention and one norm
    total = spec.mixer_layers * (attention + spec.norms_per_layer) + spec.mlp_alone_layers
    total += max(with_mlp - moe_layers, 0) * dense + moe_layers * mixture
    return total + 1 + (0 if spec.tie_word_embeddings else 1) + int(spec.final_norm)


def export_network_seconds(
    gpu: GpuSpec, plan: Plan, counts: ParamCounts, network_gbit: float | None
) -> tuple[float, float]:
    """(bf16 bytes each trainer GPU takes over the network, their seconds) where the trainer's
    export hands every rank whole tensors (Framework.export_gathers_whole): each parameter's
    owner stage broadcasts its shard to the same rank of the other pipeline stages, then the
    tensor- and expert-parallel ranks gather the shards. In Megatron-Core's rank order (tensor,
    context, expert, data, then pipeline parallel) a stage's ranks sit side by side: the
    broadcast crosses nodes for the stages a GPU's node does not hold, at the GPU's NIC (every
    GPU of the node broadcasting its own shard at once), and the experts' gather crosses nodes
    where their etp × ep group spans nodes, at the node's NICs as NCCL's all-gather runs. A
    node's own gathers are inside the measured per-tensor cost (TENSOR_LOAD_S)."""
    view = link_view(gpu, plan, network_gbit)  # an NVL72 rack's trays are one NVLink node
    per_node = training_layout(view.plan)[0]
    fab = fabric(gpu, view.plan, view.network_gbit)
    stage = max(training_gpus(plan) // plan.pp, 1)  # ranks of one pipeline stage
    # of the stages, on one node (one where a stage fills a node or more): the whole stages every
    # GPU's node holds; a GPU whose node holds part of another stage besides waits for the one
    # whose does not, so the sync takes the fewest
    held = min(plan.pp, max(per_node // stage, 1)) / plan.pp
    group = expert_tp(plan) * plan.ep  # the ranks a stage's routed experts are spread over
    dense = (counts.total - counts.experts) * 2.0
    experts = counts.experts * 2.0
    broadcast = (dense / plan.tp + experts / group) * (1 - held)
    seconds = broadcast / (fab.inter_busbw(1) * 1e9) if broadcast else 0.0
    local = min(group, per_node)
    gathered = collective("all_gather", experts, group, local, fab)
    if gathered.link == "inter":
        seconds += gathered.seconds
        broadcast += experts * (group - local) / group / local  # this GPU's share of a node's
    return broadcast, seconds


def sync_seconds(
    gpu: GpuSpec,
    plan: Plan,
    sh: Shape,
    counts: ParamCounts,
    spec: ModelSpec,
    network_gbit: float | None = None,
) -> Figure:
    """Loading the new policy weights (bf16, LoRA merged) into the engine after each step: the
    bytes each engine GPU takes (gathered from the trainer's shards, or sent to an engine on
    GPUs of its own) over the link, what a trainer that exports whole tensors brings from
    other nodes (export_network_seconds), and the engine taking them tensor by tensor (the
    framework's weight_update: flattened buckets, its own process, one handle or broadcast per
    tensor); or, where the engine reloads a checkpoint from disk, the weights at its reload
    rate."""
    if not uses_engine(plan):
        return Figure("sync_seconds", "Weight sync", 0.0, "seconds", "no engine to update")
    fw = framework(plan.framework)
    weights = counts.total * 2.0
    style = fw.weight_update.get(plan.rollout.value, "per_tensor")
    tensors = checkpoint_tensors(spec)
    notes: list[Message] = []
    if plan.rollout.value not in fw.weight_update:
        notes.append(
            Message(
                "{framework}: how its weights reach the engine is not stated; planned as one "
                "handle per tensor",
                framework=fw.name,
            )
        )
    crossed = network_s = 0.0
    if style == "disk_reload":  # the engine reads the checkpoint back, at its reload rate
        gather = transfer = per_tensor = 0.0
        link = RELOAD_GBPS
        load, low, high = (weights / (r * 1e9) for r in (RELOAD_GBPS, *RELOAD_GBPS_RANGE[::-1]))
        notes.append(Message("not counted: the trainer writing the checkpoint"))
    else:
        intra = (gpu.interconnect_gbps or 0) / 2 or gpu.pcie_gbps or PCIE_FALLBACK_GBPS
        dp = sh.policy.shard_ranks  # FSDP shards over data- and context-parallel ranks
        gather = weights * (dp - 1) / dp if sh.policy.zero == 3 and dp > 1 else 0.0
        link = intra
        if plan.rollout is Rollout.SEPARATE and link_view(gpu, plan).plan.nodes > 1:
            link = node_gbit(gpu, plan, None)[0] / 8 / plan.gpus_per_node
        moved = gather + (weights if plan.rollout is Rollout.SEPARATE else 0.0)
        local = weights / plan.rollout_tp / (gpu.memory_bandwidth_gbps * 1e9)
        transfer = moved / (link * 1e9) + local
        if fw.export_gathers_whole:  # whole tensors to every trainer rank, across nodes too
            crossed, network_s = export_network_seconds(gpu, plan, counts, network_gbit)
            transfer += network_s
        per_tensor = TENSOR_LOAD_S[style]
        load = tensors * per_tensor
        low = transfer / 2 + tensors * TENSOR_LOAD_LOW[style]
        high = transfer * 3 + tensors * TENSOR_LOAD_HIGH
    notes.append(
        Message(
            "not counted: pausing generation, flushing the engine's cache and the barriers "
            "around an update (measured 5-18 s a step: prime-rl's pause, slime's update "
            "phase beyond its loop)"
        )
    )
    return Figure(
        "sync_seconds",
        "Weight sync",
        transfer + load,
        "seconds",
        "(gathered shards + weights sent to the engine's GPUs) ÷ link + engine load ÷ HBM + "
        "the shards a whole-tensor export brings from other nodes (pipeline broadcast, expert "
        "gather) over the network + "
        "checkpoint tensors × seconds per tensor the engine takes (flattened buckets, its own "
        "process, one handle or broadcast per tensor); a checkpoint reloaded from disk: bf16 "
        "weights ÷ reload rate",
        (
            ("bf16 weights", weights),
            ("gathered from ZeRO-3/FSDP shards", gather),
            ("link GB/s" if style != "disk_reload" else N_("Input", "reload GB/s"), link),
            *(
                (
                    (N_("Input", "bytes from other nodes (whole tensors to every rank)"), crossed),
                    (N_("Input", "their seconds over the network"), network_s),
                )
                if crossed
                else ()
            ),
            ("placement", plan.rollout.value),
            (N_("Input", "checkpoint tensors"), tensors),
            (N_("Input", "seconds per tensor"), per_tensor),
            (N_("Input", "weight update"), style),
        ),
        joined(
            "TRL _move_model_to_vllm (merged LoRA), OpenRLHF broadcast/CUDA IPC, verl "
            "update_weights; NVLink/PCIe datasheet bandwidth",
            WEIGHT_UPDATE_SOURCE,
            fw.weight_update_source,
            fw.export_gathers_whole if crossed else "",
        ),
        low=low,
        high=high,
        notes=tuple(notes),
    )


# Copies of a trainer's parked state that go tensor by tensor through pageable host memory
# (Framework.parks_pageable), rates of the copies themselves, not of the PCIe link:
# * out, each into newly allocated pageable memory (`tensor.to("cpu")`: the host faults in and
#   zeroes every page as the driver stages the copy): 1.7 GB/s, the middle of two H100
#   measurements, an Nsight trace of NeMo-RL's offload_before_refit (510 copies, 4.94 GB in
#   2.75 s of copy time, 1.8 GB/s; github NVIDIA-NeMo/RL issue #3976, 2026-09-17) and PyTorch's
#   own state-dict offload benchmark (150 tensors of 50 MB to the CPU in 4.66 s, 1.6 GB/s, on an
#   H100 with PCIe 5; github pytorch/pytorch PR #120378); an A100 host gave 1.4 GB/s
#   (PR #138018, "Device -> Pageable");
# * back, from pageable memory already written: 16.1 GB/s, the same H100 host's 1 GiB copy to a
#   pageable buffer (issue #3976; its pinned one: 55 GB/s), taken for this direction as well
#   (the driver stages either through a pinned bounce buffer), never above the link.
PAGEABLE_OUT_GBPS = 1.7
PAGEABLE_BACK_GBPS = 16.1
PAGEABLE_SOURCE = N_(
    "Source",
    "pageable copies: github NVIDIA-NeMo/RL issue #3976 (H100, Nsight: offload_before_refit's "
    "copies to pageable memory at 1.8 GB/s; the same host's 1 GiB pageable copy 16.1 GB/s, "
    "pinned 55 GB/s); github pytorch/pytorch PR #120378 (H100, PCIe 5: 7.5 GB of tensors to "
    "newly allocated CPU memory in 4.66 s) and PR #138018 (A100: 1.4 GB/s to pageable memory)",
)


def offload_seconds(gpu: GpuSpec, plan: Plan, memory: MemoryEstimate) -> Figure:
    """Host transfers a step: the bytes moved to host RAM and back at the PCIe link's rate
    (pinned copies: sleep mode's, the offloads'), those the trainer parks through pageable
    memory (Framework.parks_pageable) at the pageable copies' measured rates instead."""
    moved = float(memory.extras.get("host_transfer_bytes", 0.0))
    pageable = float(memory.extras.get("host_pageable_bytes", 0.0))
    pcie = gpu.pcie_gbps or PCIE_FALLBACK_GBPS
    back = min(PAGEABLE_BACK_GBPS, pcie)
    seconds = (moved - 2 * pageable) / (pcie * 1e9)
    seconds += pageable / (PAGEABLE_OUT_GBPS * 1e9) + pageable / (back * 1e9)
    source = (
        "vLLM sleep level 1, OpenRLHF --ds.enable_sleep, ms-swift offload_model, "
        "--ref.offload; PCIe datasheet bandwidth"
    )
    formula = "bytes moved to host RAM and back per step ÷ PCIe bandwidth"
    inputs: tuple[tuple[str, float], ...] = (
        ("bytes per GPU per step", moved),
        ("PCIe GB/s per direction", pcie),
    )
    if pageable:
        formula = N_(
            "Formula",
            "pinned bytes moved to host RAM and back per step ÷ PCIe bandwidth + the trainer's "
            "parked bytes through pageable memory ÷ the rate out + the same ÷ the rate back",
        )
        inputs += (
            (N_("Input", "of them parked through pageable memory, each way"), pageable),
            (N_("Input", "pageable GB/s out (into new pages)"), PAGEABLE_OUT_GBPS),
            (N_("Input", "pageable GB/s back"), back),
        )
        source = joined(source, PAGEABLE_SOURCE, framework(plan.framework).parks_pageable_source)
    return Figure("offload_seconds", "Host transfers", seconds, "seconds", formula, inputs, source)


def per_rl_step(comm: Communication, updates: int) -> Communication:
    """One update's collectives as the RL step's: its bytes and seconds × the step's optimizer
    steps (the bandwidths that keep them hidden are rates, unchanged)."""
    if updates == 1:
        return comm
    said = Message("× {updates} optimizer steps a step", updates=updates)

    def times(fig: Figure) -> Figure:
        return fig._replace(value=fig.value * updates, notes=(*fig.notes, said))

    return comm._replace(
        traffic=tuple(times(f) for f in comm.traffic),
        step_seconds=times(comm.step_seconds),
        exposed_seconds=times(comm.exposed_seconds),
    )


def _seconds(
    key: str,
    label: str,
    value: float,
    formula: str,
    source: str = "",
    inputs: tuple[tuple[str, float], ...] = (),
) -> Figure:
    return Figure(key, label, value, "seconds", formula, inputs, source)


CRITIC_COMM = N_("Input", "critic's communication not hidden")


def critic_model_plan(
    spec: ModelSpec, plan: Plan, policy: Plan, reward_spec: ModelSpec | None
) -> tuple[ModelSpec, Plan | None]:
    """PPO's critic where it is a value model of its own (Framework.critic 'model'): its
    architecture (shape.critic_arch) and the plan it trains under — the policy's layout,
    LoRA where the framework's critic follows the policy's adapters, else full; (spec, None)
    without one."""
    fw = framework(plan.framework)
    if not (uses_critic(plan) and fw.critic == "model"):
        return spec, None
    method = policy.method if fw.critic_follows_adapter else Method.FULL
    return critic_arch(spec, plan, reward_spec), policy.model_copy(update={"method": method})


def update_communication(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    trainable: int,
    compute_s: float,
    updates: int,
    inter_node: float | None,
) -> Communication:
    """A model's training collectives over a step's updates (time/overlap.py), each update
    hiding them behind its share of `compute_s` (its backward about two thirds of it); what is
    not hidden is paid once per update."""
    layers = -(-spec.num_layers // plan.pp)
    each = compute_s / updates
    windows = Windows(each, each * 2 / 3 / plan.grad_accum, plan.grad_accum, layers)
    return per_rl_step(communication(spec, gpu, plan, trainable, windows, inter_node), updates)


def step_time(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    memory: MemoryEstimate,
    sh: Shape,
    counts: ParamCounts,
    reward_spec: ModelSpec | None = None,
) -> Step:
    policy = sh.policy
    train = training_flops(spec, policy, sh.tokens, sh.attention_context)
    critic_hw = critic_model = 0.0
    cspec, cplan = critic_model_plan(spec, plan, policy, reward_spec)
    if cplan is not None:
        critic = training_flops(cspec, cplan, sh.tokens)
        critic_hw, critic_model = critic.hardware.value, critic.model.value
    scored = scored_passes(spec, plan, sh, counts, reward_spec, reference_share(plan, workload))
    score = scoring_flops(scored, sh)
    hfu = default_hfu(spec, gpu, policy, memory.trainable_params, sh.attention_context)
    peak = gpu.peak_tflops(compute_dtype(policy)) * 1e12
    rate = sh.train_gpus * peak * (workload.mfu or hfu.value)
    if workload.mfu is not None:
        train_s = (train.model.value + critic_model) / rate
    else:
        train_s = (train.hardware.value + critic_hw) / rate
    # Each of the step's updates overlaps its collectives like a training step
    # (update_communication); PPO's critic updates on its own, after the policy: each hides its
    # collectives behind its own compute
    critic_s = (critic_model if workload.mfu is not None else critic_hw) / rate
    inter = workload.inter_node_gbit_per_node
    each = train_s / sh.updates
    comm = update_communication(
        spec, gpu, policy, memory.trainable_params, train_s - critic_s, sh.updates, inter
    )
    critic_exposed = 0.0
    if cplan is not None:
        trainable, _ = critic_params(cspec, policy, count_params(cspec))
        critic_comm = update_communication(
            cspec, gpu, cplan, int(trainable), critic_s, sh.updates, inter
        )
        critic_exposed = critic_comm.exposed_seconds.value
    # what offloading and paging add to each update (time/techniques.py, as training counts
    # them): PCIe copies beyond the update's compute, or the trainer's kernel launches beyond
    # it (steptime.micro_launches: eager layers or Megatron-Core's), and the host's own work
    tech = technique_time(gpu, policy, memory)
    own = micro_launches(spec, policy, gpu)
    # the host's launches an update: those ahead of the GPU and those that wait for it
    launch, launch_source = own.ahead + own.serial, own.source
    launch = 0.0 if workload.mfu is not None else launch
    # the policy's micro-batches at the host's pace where their launches outlast their kernels,
    # and the critic's, in its own update after the policy's
    paced = 0.0
    if workload.mfu is None:
        per_micro = sh.updates * policy.grad_accum
        paced = paced_s(own, train.hardware.value / rate / per_micro, policy.grad_accum)
        if cplan is not None:
            critic_micro = critic_hw / rate / sh.updates / cplan.grad_accum
            paced += paced_s(micro_launches(cspec, cplan, gpu), critic_micro, cplan.grad_accum)
    launch *= policy.grad_accum  # an update's
    transfers = max(0.0, tech.overlapped_step_seconds - each)
    host_s = max(transfers, paced) + tech.serial_step_seconds
    host_s *= sh.updates
    exposed = comm.exposed_seconds.value
    sequences = int(memory.extras.get("rollout_sequences", 0))
    gen = generation_seconds(spec, gpu, plan, sh, sequences)
    sync = sync_seconds(gpu, plan, sh, counts, spec, workload.inter_node_gbit_per_node)
    host = offload_seconds(gpu, plan, memory)
    scoring = scoring_seconds(
        scored, gpu, policy, sh, rate, workload.inter_node_gbit_per_node, workload.mfu is None
    )
    training = _seconds(
        "training_seconds",
        "Policy update",
        train_s + exposed + critic_exposed + host_s,
        "training FLOPs (policy + critic) ÷ (training GPUs × dense peak × utilisation) + "
        "(communication and host work not hidden) × optimizer steps a step",
        joined(hfu.source, launch_source if launch else ""),
        inputs=(
            ("compute seconds", train_s),
            ("communication not hidden", exposed),
            *(((CRITIC_COMM, critic_exposed),) if cplan else ()),
            ("host work not hidden", host_s),
            *(((N_("Input", "host kernel launches per update s"), launch),) if launch else ()),
            ("optimizer steps a step", sh.updates),
        ),
    )
    parts = (gen, scoring, training, sync, host)
    step_value = sum(p.value for p in parts)
    formula = "generation + scoring + policy update + weight sync + host transfers"
    source = "synchronous on-policy loop (TRL, OpenRLHF hybrid engine, verl)"
    if plan.rollout_ahead and plan.rollout is Rollout.SEPARATE:
        # the engine generates the next steps' completions on its own GPUs while the trainer
        # scores and updates on this step's: the longer side sets the pace, the weight sync
        # waits for both (the recipes load the new weights between steps)
        trainer = scoring.value + training.value + host.value
        step_value = max(gen.value, trainer) + sync.value
        formula = (
            "max(generation, scoring + policy update + host transfers) + weight sync: "
            "generation runs ahead of the update"
        )
        source = framework(plan.framework).rollout_ahead_source
    step = Figure(
        "step_seconds",
        "Time per step",
        step_value,
        "seconds",
        formula,
        (*((p.label, p.value) for p in parts), ("steps generated ahead", plan.rollout_ahead)),
        source,
        low=step_value / 1.5,
        high=step_value * 1.5,
    )
    host_figures = {
        k: f._replace(value=f.value * sh.updates) if sh.updates > 1 else f
        for k, f in tech.figures.items()
    }
    return Step(
        step, parts, train, critic_hw, critic_model, score, hfu, peak, comm, host_figures, rate,
        Launches(launch * sh.updates, paced * sh.updates, launch_source),
        transfers * sh.updates,
    )  # fmt: skip
