"""Traffic of each kind of parallelism per optimizer step, the share compute hides, and the rest.

Each parallelism contributes collectives (TERMS, one small function each): data parallelism
all-reduces or reduce-scatters gradients, ZeRO-3/FSDP all-gathers parameters before each forward
and backward, Megatron tensor parallelism all-reduces activations inside every layer, pipeline
stages send activations and gradients, expert parallelism exchanges tokens all-to-all. Their
times come from time/collectives.py (bus bandwidth, ring or tree). What a step waits for is the part
no compute window hides: gradient buckets reduce during the backward (DDP, ZeRO, Megatron
--overlap-grad-reduce), ZeRO-3/FSDP prefetch the next layer's parameters during the current
one, tensor-parallel all-reduces sit on the critical path unless overlapped with the GEMMs
(Megatron-Core --tp-comm-overlap), and all-to-alls wait. "Network needed per node" is the
bandwidth at which the overlappable inter-node traffic fits its window.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts
from hwplanner.engine.plan.enums import RecurrentCp
from hwplanner.engine.plan.fields import sparse_trained, through_fsdp
from hwplanner.engine.plan.formats import (
    FP8_GATHER_SOURCE,
    WEIGHT_BYTES,
    bf16_optimizer_grads,
    effective_zero,
    fp8_gathered,
    fp8_gathered_share,
    plan_recipe,
    reduce_bytes,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import recomputed_layers
from hwplanner.engine.plan.plan import CpKind, Plan, PpSchedule, Recompute
from hwplanner.engine.scenario.sharding import expert_tp
from hwplanner.engine.scenario.weights import weight_storage
from hwplanner.engine.time.collectives import Fabric

NETWORK_CLASSES = (10, 25, 100, 200, 400, 800, 1600, 3200, 6400)  # Gbit/s per node
NVLINK_CLASSES = (
    (22, N_("Source", "PCIe Gen4 x16")),
    (45, N_("Source", "PCIe Gen5 x16")),
    (46, N_("Source", "NVLink bridge")),
    (246, N_("Source", "NVLink 3 (A100)")),
    (369, N_("Source", "NVLink 4 (H100)")),
    (738, N_("Source", "NVLink 5 (B200)")),
)  # NCCL ring bus bandwidth per GPU, GB/s (line rate per direction × 0.82)
TRAFFIC_LABELS = {
    "dp": N_("Figure", "DP gradient traffic per GPU per step"),
    "dp_params": N_("Figure", "DP parameter gather per GPU per step"),
    "zero3": N_("Figure", "ZeRO-3 parameter traffic per GPU per step"),
    "tp": N_("Figure", "TP traffic per GPU per step"),
    "pp": N_("Figure", "PP traffic per GPU per step"),
    "pp_steady": N_("Figure", "PP steady-phase traffic per GPU per step"),
    "ep": N_("Figure", "EP traffic per GPU per step"),
    "cp": N_("Figure", "CP traffic per GPU per step"),
    "cp_recurrent": N_("Figure", "CP traffic of the recurrent layers per GPU per step"),
}
PP_OVERLAP_SOURCE = N_(
    "Source",
    "NeMo docs features/optimizations/communication_overlap.rst 'Pipeline-parallel "
    "Communication Overlap' (overlap_p2p_comm: the 1F1B phase's sends beside non-dependent "
    "compute, fill and flush exposed, with virtual pipelining only); Megatron-LM "
    "arguments.py (overlap_p2p_comm on unless --no-overlap-p2p-communication); Megatron-Core "
    "schedules.py forward_backward_pipelining_with_interleaving (warm-up micro-batches "
    "(pp − rank − 1)·2 + (v − 1)·pp)",
)
SOURCE = N_(
    "Source",
    "NCCL nccl-tests PERFORMANCE.md (bus bandwidth); Megatron-LM (Shoeybi et al. 2019, "
    "Narayanan et al. 2021); ZeRO (Rajbhandari et al. 2020); PyTorch FSDP (Zhao et al. 2023)",
)


class Windows(NamedTuple):
    """Compute one GPU does per optimizer step, in seconds: what collectives can hide behind."""

    step_s: float  # the whole step (every micro-batch, forward and backward)
    backward_s: float  # the backward of one micro-batch (recomputation included)
    micro_batches: int
    layers: int  # transformer layers on this GPU (ZeRO-3 gathers and reduces one at a time)


class Context(NamedTuple):
    spec: ModelSpec
    gpu: GpuSpec
    plan: Plan
    counts: ParamCounts
    trainable: int
    fabric: Fabric
    share: float  # parameters one GPU holds under TP/PP/EP, as a share of the model

    @property
    def activation_bytes(self) -> float:
        """One bf16 activation tensor of a micro-batch: b · s · h · 2 bytes."""
        return self.plan.micro_batch * self.plan.seq_len * self.spec.hidden_size * 2.0


class Traffic(NamedTuple):
    """One kind of collective a step issues, `calls` times, each of `size_bytes`."""

    key: str
    op: str  # all_reduce | all_gather | reduce_scatter | all_to_all | send_recv
    size_bytes: float
    calls: float
    ranks: int
    local_ranks: int  # of the group's ranks, on one node
    window: str  # step | backward | last_backward | none: the compute that can hide it
    formula: str
    # of an all-to-all's bytes to other nodes, the share that crosses the network (DeepEP: one
    # copy a node, not one an expert; deepep_remote_share)
    remote_share: float = 1.0
    source: str = ""  # a source of its own, beside the collectives' (SOURCE)
    concurrent: bool = False  # an all-to-all to every peer at once (DeepEP's kernels)
    # of the calls, the share one forward-only pass over the same micro-batches makes (a
    # reference's or a reward model's scoring pass: overlap.forward_communication); 0: none
    # (the gradients' reductions, the updated parameters' gathers)
    forward: float = 0.0
    # whether the overlap of `window` also hides the forward pass's calls: not the experts'
    # all-to-alls, which Megatron-Core overlaps across a 1F1B pair of micro-batches (one's
    # forward beside another's backward), which a forward-only pass has not
    forward_overlap: bool = True


Term = Callable[[Context], list[Traffic]]


def passes(p: Plan) -> int:
    """Forward/backward passes over a GPU's parameters per step, for sharded data parallelism:
    one per micro-batch, but one per step under pipeline parallelism, where a stage keeps its
    gathered parameters through the schedule (torchtitan, NeMo AutoModel: FSDP2 + PP)."""
    return 1 if p.pp > 1 else p.grad_accum


def dp_terms(c: Context) -> list[Traffic]:
    """Gradients: ZeRO-2/3 reduce-scatter each micro-batch's gradients during its backward
    (Rajbhandari et al. 2020 §5, §7); plain data parallelism and ZeRO-1 reduce once per step,
    during the last micro-batch's backward (DDP no_sync, gradient buckets). ZeRO-1/2 then
    all-gather the updated parameters. The ranks are the data- and context-parallel ones
    (Plan.shard_ranks: Megatron-LM and FSDP reduce and shard over both)."""
    p = c.plan
    if p.shard_ranks <= 1:
        return []
    # in the reduce dtype: bf16 where ZeRO/FSDP compute in it, FSDP's own where it has one
    grads = c.trainable * c.share * reduce_bytes(p, plan_recipe(p))
    # ranks numbered tensor-parallel first, then context and data parallel (pp_terms)
    local = min(p.shard_ranks, max(1, p.gpus_per_node // p.tp))
    dp = p.shard_ranks
    # DeepSpeed's pipeline engine (Framework.deepspeed_pipeline) reduces the gradients once,
    # after the last micro-batch's backward (pipe/engine.py _exec_reduce_grads; its engine sets
    # enable_backward_allreduce False); DeepSpeed's ZeRO-1/2 reduce on the compute stream
    # unless overlap_comm is set (Framework.serial_zero_reduce)
    fw = framework(p.framework)
    zero = effective_zero(p, c.gpu)  # offload means stage 1; so does BF16_Optimizer
    # (FSDP reduce-scatters on a stream of its own, beside the backward: through_fsdp)
    serial = fw.serial_zero_reduce and zero in (1, 2) and not through_fsdp(p)
    after = (fw.deepspeed_pipeline and p.pp > 1) or serial
    if bf16_optimizer_grads(p, c.gpu):
        grad = Traffic(
            "dp",
            "all_reduce",
            c.trainable * c.share * 2.0,
            1,
            dp,
            local,
            "none",
            N_(
                "Formula",
                "bf16 gradients all-reduced whole after the last backward (DeepSpeed's "
                "BF16_Optimizer, communication_data_type bf16)",
            ),
        )
    elif zero >= 2:
        grad = Traffic(
            "dp",
            "reduce_scatter",
            grads,
            passes(p),
            dp,
            local,
            "none" if after else "backward",
            N_("Formula", "reduce-scatter of the gradients each micro-batch"),
        )
    else:
        op = "reduce_scatter" if zero == 1 else "all_reduce"
        grad = Traffic(
            "dp",
            op,
            grads,
            1,
            dp,
            local,
            "none" if after else "last_backward",
            N_("Formula", "gradients reduced once per step, during the last backward")
            if not after
            else N_("Formula", "gradients reduced once per step, after the last backward"),
        )
    out = [grad]
    if zero in (1, 2):  # BF16_Optimizer gathers its bf16 weights at stage 0 too
        params = c.trainable * c.share * 2.0
        out.append(
            Traffic(
                "dp_params",
                "all_gather",
                params,
                1,
                dp,
                local,
                # Megatron-Core's param_and_grad_buffer gathers the updated parameters bucket
                # by bucket under the next forward (megatron and nemo: Framework.grad_buffer);
                # FSDP's SHARD_GRAD_OP gathers each unit in the next forward, prefetching
                "step" if framework(p.framework).grad_buffer or through_fsdp(p) else "none",
                N_("Formula", "all-gather of the updated 16-bit parameters after the step"),
            )
        )
    return out


def regathered_share(spec: ModelSpec, p: Plan) -> float:
    """The share of the layers whose parameters DeepSpeed's ZeRO-3 gathers a third time, for
    their recompute (Framework.zero3_recompute_regathers; not where the framework shards
    through FSDP, plan.sharding): full recompute's layers; none elsewhere (selective
    recompute reruns the attention core, which holds no parameters)."""
    regathers = framework(p.framework).zero3_recompute_regathers and not through_fsdp(p)
    if p.recompute is not Recompute.FULL or not regathers:
        return 0.0
    layers = -(-spec.num_layers // p.pp)
    return recomputed_layers(p, layers) / layers if layers else 0.0


def zero3_terms(c: Context) -> list[Traffic]:
    """ZeRO-3/FSDP gather every layer's parameters before its forward and again before its
    backward, for each pass (passes()), prefetching the next layer meanwhile; DeepSpeed's
    ZeRO-3 a third time for each recomputed layer's recompute (regathered_share)."""
    p = c.plan
    if p.shard_ranks <= 1 or p.zero != 3:
        return []
    stored = min(WEIGHT_BYTES[weight_storage(c.spec, p).format], 2.0)
    params = c.counts.total * c.share * stored
    fp8 = fp8_gathered(p)
    if fp8:  # the layers' FP8 weights gathered a byte each (formats.FP8_GATHER_SOURCE)
        params -= c.counts.layers * fp8_gathered_share(c.counts, p) * c.share * (stored - 1.0)
    local = min(p.shard_ranks, max(1, p.gpus_per_node // p.tp))
    again = regathered_share(c.spec, p)  # DeepSpeed's, which gathers no FP8 weights
    if again:
        return [
            Traffic(
                "zero3",
                "all_gather",
                params,
                (2 + again) * passes(p),
                p.shard_ranks,
                local,
                "step",
                N_(
                    "Formula",
                    "(2 gathers, forward and backward, + 1 for each recomputed layer's "
                    "recompute under DeepSpeed) × micro-batches of the 16-bit params",
                ),
                forward=1 / (2 + again),
            )
        ]
    return [
        Traffic(
            "zero3",
            "all_gather",
            params,
            2 * passes(p),
            p.shard_ranks,
            local,
            "step",
            N_(
                "Formula",
                "2 gathers (forward, backward) × micro-batches of the params: the layers' FP8 "
                "weights a byte each, the rest in 16 bits",
            )
            if fp8
            else N_(
                "Formula", "2 gathers (forward, backward) × micro-batches of the 16-bit params"
            ),
            source=FP8_GATHER_SOURCE if fp8 else "",
            forward=0.5,
        )
    ]


def tp_terms(c: Context) -> list[Traffic]:
    """Megatron tensor parallelism: an all-reduce of b·s·h after each block (attention, MLP)
    forward, one backward, one more with full recomputation (sequence parallelism:
    reduce-scatter + all-gather, same volume): 4 a layer, 6 recomputed; fewer in layers of
    one block (a hybrid's lone mixer, Nemotron-NAS's lone MLP)."""
    p = c.plan
    if p.tp <= 1:
        return []
    per_block = 3 if p.recompute is Recompute.FULL else 2
    per_layer = per_block * c.spec.blocks / c.spec.num_layers
    layers = -(-c.spec.num_layers // p.pp)
    return [
        Traffic(
            "tp",
            "all_reduce",
            c.activation_bytes,
            per_layer * layers * p.grad_accum,
            p.tp,
            min(p.tp, p.gpus_per_node),
            "step" if p.tp_comm_overlap else "none",
            N_("Formula", "all-reduces per layer × layers × micro-batches, each b·s·h·2 B"),
            forward=1 / per_block,
        )
    ]


def pp_terms(c: Context) -> list[Traffic]:
    """Pipeline stages pass one activation forward and its gradient back per micro-batch (and per
    virtual stage when interleaved, per chunk under DualPipeV); each tensor-parallel rank sends
    its 1/tp slice."""
    p = c.plan
    if p.pp <= 1:
        return []
    # the frameworks number pipeline stages last (Megatron-Core "tp-cp-ep-dp-pp", DeepSpeed's
    # ['pipe', 'data', 'model'], torchtitan's mesh from "pp"): a stage holds gpus ÷ pp
    # consecutive ranks, so once the job spans nodes a stage boundary falls on a node boundary
    # and that hand-off, over the network, paces the pipeline; all stay in a node only where
    # the whole job does
    local = 2 if p.gpus <= p.gpus_per_node else 1
    # DualPipeV's V: two chunks a GPU, each passing the micro-batch on
    chunks = 2 if p.pp_schedule is PpSchedule.DUALPIPEV else p.pp_interleave
    sends = 2 * p.grad_accum * chunks
    every = Traffic(
        "pp",
        "send_recv",
        c.activation_bytes / p.tp,
        sends,
        2,
        local,
        "none",
        N_(
            "Formula",
            "activation out + gradient back × micro-batches × chunks per GPU (virtual "
            "stages; DualPipeV's two)",
        ),
        forward=0.5,
    )
    if chunks <= 1 or p.pp_schedule is PpSchedule.DUALPIPEV or not framework(p.framework).te_layers:
        return [every]
    # Megatron-Core's interleaved schedule overlaps the 1F1B phase's sends with the chunks'
    # compute (overlap_p2p_comm); the first stage's warm-up forwards and flush backwards, the
    # longest, stay exposed
    warm = min(p.grad_accum * chunks, (p.pp - 1) * 2 + (chunks - 1) * p.pp)
    steady = 2.0 * (p.grad_accum * chunks - warm)
    if steady <= 0:
        return [every]
    return [
        every._replace(
            calls=sends - steady,
            formula=N_(
                "Formula",
                "activation out + gradient back × the first stage's warm-up micro-batches "
                "((pp − 1)·2 + (chunks − 1)·pp), exposed",
            ),
        ),
        every._replace(
            key="pp_steady",
            calls=steady,
            window="step",
            formula=N_(
                "Formula",
                "activation out + gradient back × the 1F1B phase's micro-batches × chunks − "
                "the warm-up's, beside the chunks' compute",
            ),
            source=PP_OVERLAP_SOURCE,
        ),
    ]


def ep_terms(c: Context) -> list[Traffic]:
    """Expert parallelism: dispatch and combine all-to-alls per MoE layer, forward and backward,
    each moving b·s·k·h·2 bytes (Lepikhin et al. 2020; Megatron-Core MoE); h is the latent
    width where the experts compute in one (ModelSpec.routed_width)."""
    p, spec = c.plan, c.spec
    if not spec.is_moe or p.ep <= 1:
        return []
    ep = min(p.ep, spec.num_experts)
    layers = spec.num_moe_layers / p.pp
    dispatched = spec.routed_width / spec.hidden_size  # a latent width's share of h
    # Megatron-Core orders a stage's ranks expert-tensor first: an expert-parallel group's
    # ranks lie expert_tp apart, so a node holds gpus_per_node ÷ expert_tp of them
    local = min(ep, max(p.gpus_per_node // expert_tp(p), 1))
    share = deepep_remote_share(spec.experts_per_token, ep, local) if p.moe_deepep else 1.0
    return [
        Traffic(
            "ep",
            "all_to_all",
            c.activation_bytes * spec.experts_per_token * dispatched / p.tp,
            4 * layers * p.grad_accum,
            ep,
            local,
            "step" if p.ep_comm_overlap else "none",
            EP_FORMULAS[share < 1.0],
            share,
            concurrent=bool(p.moe_deepep),
            forward=0.5,
            forward_overlap=False,
        )
    ]


EP_FORMULAS = {
    False: N_("Formula", "4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B"),
    True: N_(
        "Formula",
        "4 all-to-alls per MoE layer × micro-batches, each b·s·k·h·2 B; DeepEP sends a token "
        "once to each other node holding one of its k experts: (n − 1)(1 − (1 − 1/n)^k) "
        "copies over the network where an all-to-all sends k(n − 1)/n (n nodes, routing "
        "spread evenly)",
    ),
}


def deepep_remote_share(k: int, ranks: int, local: int) -> float:
    """Of the bytes an all-to-all sends to other nodes, the share DeepEP sends: a token goes
    once to each other node that holds one of its k experts, and is forwarded inside it over
    NVLink (deepseek-ai/DeepEP README, "normal kernels": NVLink and RDMA forwarding). With
    routing spread evenly over n nodes a token reaches (n − 1)(1 − (1 − 1/n)^k) other nodes
    where the all-to-all sends k(n − 1)/n copies across; 1 inside one node."""
    nodes = max(math.ceil(ranks / max(local, 1)), 1)
    if nodes <= 1 or k <= 1:
        return 1.0
    reached = (nodes - 1) * (1 - (1 - 1 / nodes) ** k)
    return reached / (k * (nodes - 1) / nodes)


CP_FORMULAS = {
    CpKind.RING: N_(
        "Formula",
        "(cp−1)/cp × key/value bytes of the sequence × (3, or 4 with full recompute) × layers "
        "× micro-batches",
    ),
    CpKind.ULYSSES: N_(
        "Formula",
        "(cp−1)/cp × (q + k + v + output) bytes of the local tokens × (2, or 3 with full "
        "recompute) × layers × micro-batches",
    ),
}


RECURRENT_CP_FORMULAS = {
    RecurrentCp.HEADS: N_(
        "Formula",
        "(cp−1)/cp × (input projection's outputs + the mixer's output) bytes of the local "
        "tokens × (2, or 3 with full recompute) × recurrent layers × micro-batches",
    ),
    RecurrentCp.STATES: N_(
        "Formula",
        "(cp−1)/cp × fp32 (state d_k × d_v + transition d_k × d_k) per value head and "
        "sequence × cp × (2, or 3 with full recompute) × recurrent layers × micro-batches",
    ),
}
RECURRENT_CP_SOURCES = {
    RecurrentCp.HEADS: N_(
        "Source",
        "github NVIDIA/Megatron-LM@e867835174aecbc95c2e8e1b1d61b68e05f2c061 "
        "megatron/core/ssm/gated_delta_net.py, @00caa53af30912914981c86f39db123961678bbd "
        "megatron/core/ssm/mamba_context_parallel.py (all-to-alls to head parallelism and back)",
    ),
    RecurrentCp.STATES: N_(
        "Source",
        "github fla-org/flash-linear-attention@29282a37c3b81c3a22f2b1d304c58a2654a3dc7e "
        "fla/ops/cp/README.md (each rank's state from zero and its transition matrix, "
        "all-gathered in fp32 and chained in forward and backward)",
    ),
}


def cp_terms(c: Context) -> list[Traffic]:
    """Context parallelism. Ring attention (Megatron-LM context_parallel.md,
    torchtitan): each GPU receives the other cp−1 blocks of keys and values in forward, again
    in backward, and sends their gradients back — three all-gather-sized passes of the
    sequence's K and V per layer, a fourth with full recompute — overlapped with the attention
    blocks. Ulysses (DeepSpeed blog: 4Nh/P per link per layer): all-to-alls of q, k, v and of
    the output, again for the gradients (×2) and for recompute (×3), on the critical path. A
    hybrid's recurrent layers move what their framework's scheme moves instead
    (_recurrent_cp_terms)."""
    p, spec = c.plan, c.spec
    if p.cp <= 1:
        return []
    layers = -(-spec.attending_layers_in(0, spec.num_layers) // p.pp)
    tokens = p.micro_batch * p.seq_len  # the whole sequence of one micro-batch
    full = p.recompute is Recompute.FULL
    local = min(p.cp, max(1, p.gpus_per_node // p.tp))  # tp ranks innermost, then cp
    recurrent = _recurrent_cp_terms(c, tokens, local)
    if not layers:
        return recurrent
    if sparse_trained(p, spec):
        return [_sparse_cp_term(c, tokens, layers, local), *recurrent]
    if p.cp_kind is CpKind.RING:
        kv = tokens * 2 * spec.attention_width("kv") * 2 / p.tp
        passes_per_layer = 4 if full else 3
        return [
            Traffic("cp", "all_gather", kv, passes_per_layer * layers * p.grad_accum, p.cp,
                    local, "step", CP_FORMULAS[CpKind.RING], forward=1 / passes_per_layer),
            *recurrent,
        ]  # fmt: skip
    qkvo = (
        tokens / p.cp * (2 * spec.attention_width("q") + 2 * spec.attention_width("kv")) * 2 / p.tp
    )
    per_layer = 3 if full else 2
    calls = per_layer * layers * p.grad_accum
    return [
        Traffic(
            "cp",
            "all_to_all",
            qkvo,
            calls,
            p.cp,
            local,
            "none",
            CP_FORMULAS[CpKind.ULYSSES],
            forward=1 / per_layer,
        ),
        *recurrent,
    ]


SPARSE_CP_FORMULA = N_(
    "Formula",
    "(cp−1)/cp × the sequence's key latent and indexer key, bf16 × (2, or 3 with full "
    "recompute) × layers × micro-batches",
)
SPARSE_CP_SOURCE = N_(
    "Source",
    "github NVIDIA/Megatron-LM@00bebb45 megatron/core/transformer/experimental_attention_"
    "variant/dsa.py (_validate_nonpacked_cp_uniform_length: 'Non-packed DSA allgather CP')",
)


def _sparse_cp_term(c: Context, tokens: float, layers: int, local: int) -> Traffic:
    """Sparse attention in training under context parallelism: each rank all-gathers the
    sequence's key latent (kv_lora_rank + rope) and, on the layers with their own indexer, the
    indexer's key, in forward; the gradients go back as a reduce-scatter of the same size in
    backward; a third pass with full recompute. Not split by tp (the heads share them)."""
    spec, p = c.spec, c.plan
    assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
    index = (spec.index_head_dim or 0) * spec.indexed_share
    size = tokens * (spec.kv_lora_rank + spec.qk_rope_head_dim + index) * 2
    per_layer = 3 if p.recompute is Recompute.FULL else 2
    calls = per_layer * layers * p.grad_accum
    return Traffic(
        "cp", "all_gather", size, calls, p.cp, local, "none", SPARSE_CP_FORMULA,
        source=SPARSE_CP_SOURCE, forward=1 / per_layer,
    )  # fmt: skip


def _recurrent_cp_terms(c: Context, tokens: float, local: int) -> list[Traffic]:
    """A hybrid's recurrent layers under context parallelism (Framework.recurrent_cp).
    Megatron-Core swaps the sequence for the mixer's heads with an all-to-all of the input
    projection's outputs before the convolution and scan and one of the mixer's output after
    them, the same again for the gradients; flash-linear-attention's scheme all-gathers each
    rank's state from zero and its transition matrix (fp32, per value head and sequence) in
    forward and again in backward. Both wait on the critical path."""
    p, spec = c.plan, c.spec
    r = spec.recurrent
    support = framework(p.framework).recurrent_cp_of(r.kind.value, spec.family) if r else None
    if r is None or support is None or not spec.recurrent_layers:
        return []
    layers = -(-spec.recurrent_layers // p.pp)
    per_layer = 3 if p.recompute is Recompute.FULL else 2
    calls = per_layer * layers * p.grad_accum
    if support.how is RecurrentCp.HEADS:
        size = tokens / p.cp * (r.in_width + r.value_dim) * 2 / p.tp
        op = "all_to_all"
    else:
        per_head = r.key_head_dim * (r.value_head_dim + r.key_head_dim) * 4.0
        size = p.micro_batch * r.value_heads / p.tp * per_head * p.cp
        op = "all_gather"
    return [
        Traffic("cp_recurrent", op, size, calls, p.cp, local, "none",
                RECURRENT_CP_FORMULAS[support.how], source=RECURRENT_CP_SOURCES[support.how],
                forward=1 / per_layer)
    ]  # fmt: skip


# Per-parallelism terms, in the order they are shown.
TERMS: list[Term] = [dp_terms, zero3_terms, tp_terms, pp_terms, ep_terms, cp_terms]
