"""Memory a GPU needs beyond the tensors a framework allocates: named, with a low–high range."""

from __future__ import annotations

from hwplanner.engine.core.derived import derived
from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.core.units import GIB
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.formats import effective_zero, training_graphs
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import in_flight_micro_batches
from hwplanner.engine.plan.plan import Plan, Precision, TrainCudaGraphs

MIB = 2**20

# CUDA context + driver state per process, outside PyTorch's counters. PyTorch's CUDA semantics
# notes and NVIDIA's lazy-loading docs put it at roughly 300–1000 MiB depending on GPU, driver and
# how many kernels load; ~500 MiB is typical for PyTorch 2.x on A100/H100 with lazy loading.
CONTEXT_GIB = (0.3, 0.5, 1.0)
# Reserved minus allocated at the peak (caching allocator blocks, fragmentation), as a share of
# the allocated peak: calibrated on published peak-reserved vs peak-allocated pairs.
ALLOCATOR_SHARE = (0.01, 0.05, 0.15)
# cuBLAS/cuBLASLt workspaces and other per-stream kernel scratch.
WORKSPACE_MIB = (32, 64, 256)
# NCCL communicator buffers (NCCL_BUFFSIZE 4 MiB × channels × peers) per process.
NCCL_GIB = (0.2, 0.5, 1.0)


# the same for every plan: built once
_CONTEXT = Figure(
    "cuda_context",
    "CUDA context",
    CONTEXT_GIB[1] * GIB,
    "bytes",
    "per-process driver and kernel images, outside the framework's counters",
    (),
    "PyTorch CUDA semantics notes; NVIDIA CUDA lazy loading (CUDA_MODULE_LOADING=LAZY)",
    low=CONTEXT_GIB[0] * GIB,
    high=CONTEXT_GIB[2] * GIB,
)
_WORKSPACE = tuple(v * MIB for v in WORKSPACE_MIB)
GRAPHS_SOURCE = N_(
    "Source",
    "Megatron-Core's training CUDA graphs (github NVIDIA/Megatron-LM@0004de18 megatron/core/"
    "transformer/cuda_graphs.py: static inputs for each layer and micro-batch); Megatron-"
    "Bridge docs/training/cuda-graphs.md @0bcbd0bd: 'typically adding a few GB. Models with "
    "PP > 1 can consume over 10 GB'",
)
FULL_GRAPH_POOL = Message(
    "A graph of the whole step keeps its own memory pool, not counted here: torchtitan measured "
    "6% more on Llama 3.1 70B (PR #2050), Megatron-Bridge warns of up to 1.5–2× the peak."
)

_NCCL = tuple(v * GIB for v in NCCL_GIB)


def distributed(plan: Plan, *, training: bool) -> bool:
    """Whether the run opens a process group: more than one GPU, or a ZeRO/offload training run
    (DeepSpeed initialises NCCL and runs its collectives on one rank too; a one-rank
    communicator still allocates ~0.5 GiB: NVIDIA/nccl issue 2363, NCCL 2.28)."""
    zero_run = training and effective_zero(plan) >= 1
    return plan.gpus > 1 or zero_run


def reserve_share(plan: Plan) -> tuple[float, float, float]:
    """The allocator's reserve as a share of the allocated peak (low, expected, high): the
    framework's own where it sets one."""
    s_lo, s_mid, s_hi = ALLOCATOR_SHARE
    profile = framework(plan.framework)
    share = profile.allocator_share
    if profile.allocator_share_derived:
        share = derived().torchtune_allocator_share
    if share is not None:  # the range holds it (llama.cpp's 0: no caching allocator)
        s_lo, s_mid, s_hi = min(s_lo, share), share, max(s_hi, share)
    return s_lo, s_mid, s_hi


def _mlx_cache(allocated: float, share: tuple[float, float, float]) -> Figure:
    """MLX on Apple silicon: no CUDA context, cuBLAS workspace or NCCL; freed buffers stay in
    MLX's cache for reuse, outside the peak mlx-lm prints (mx.get_peak_memory counts what is
    allocated; mx.get_cache_memory what is cached), at the allocator's usual share."""
    lo, mid, hi = share
    return Figure(
        "allocator",
        "Allocator reserve",
        allocated * mid,
        "bytes",
        "share of the allocated peak held in MLX's buffer cache (freed buffers kept for reuse)",
        (("allocated peak", allocated), ("share", mid)),
        "ml-explore/mlx memory API: get_peak_memory (allocated), get_cache_memory (cached, "
        "not returned to the system), set_cache_limit",
        low=allocated * lo,
        high=allocated * hi,
    )


def index_score_bytes(spec: ModelSpec, plan: Plan) -> float:
    """The fp32 scores a sparse-attention layer's lightning indexer holds at once in training
    before it picks each query's top-k: the queries the framework scores at a time
    (Framework.index_score_rows; 0: all of a GPU's) against every key of the sequence
    (gathered over the context-parallel ranks). 0: not sparse attention."""
    if not spec.is_sparse_attention:
        return 0.0
    local = plan.micro_batch * plan.seq_len / plan.cp
    rows = framework(plan.framework).index_score_rows or local
    return 4.0 * min(rows, local) * plan.seq_len


def _sparse_workspaces(spec: ModelSpec, plan: Plan, scores: float) -> Figure:
    """Kernel workspaces of a sparse-attention model in training: the larger of the indexer's
    fp32 scores (forward, again in recompute) and the sparse kernel's backward, which
    accumulates the key latent's gradient in fp32 beside an fp32 Delta per query head."""
    w_lo, w_mid, w_hi = _WORKSPACE
    assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
    latent = spec.kv_lora_rank + spec.qk_rope_head_dim
    local = plan.micro_batch * plan.seq_len / plan.cp
    sparse = 4.0 * plan.micro_batch * plan.seq_len * latent
    sparse += 4.0 * local * spec.num_attention_heads / plan.tp
    held = max(sparse, scores)
    return Figure(
        "workspaces",
        "Kernel workspaces",
        w_mid + held,
        "bytes",
        "cuBLAS/cuBLASLt workspaces + the larger of the sparse attention backward's fp32 "
        "accumulators and the indexer's fp32 scores (one layer)",
        (
            ("cuBLAS workspace", w_mid),
            (N_("Input", "sparse attention backward, fp32 key-latent gradient and Delta"), sparse),
            (N_("Input", "indexer scores, fp32 (queries at once × keys × 4)"), scores),
        ),
        joined(
            "cuBLAS docs (CUBLAS_WORKSPACE_CONFIG)",
            N_(
                "Source",
                "github PrimeIntellect-ai/prime-rl kernels/sparse_mla_bwd.py @a194f332 "
                "(dkv = torch.zeros_like(kv, dtype=torch.float32), Delta [S, H] fp32)",
            ),
            framework(plan.framework).sparse_training,
        ),
        low=w_lo + held,
        high=w_hi + held,
    )


def _training_graphs(spec: ModelSpec, plan: Plan) -> Figure | None:
    """Megatron-Core's training CUDA graphs (plan.train_cuda_graphs): a layer graph keeps a
    static copy of its input (the hidden states) for each micro-batch a stage holds at once
    (Transformer Engine's helper builds static inputs "for each (layer, microbatch) pair" and
    reuses them once that micro-batch's backward is done; github NVIDIA/Megatron-LM@0004de18
    megatron/core/transformer/cuda_graphs.py TECudaGraphHelper); a whole-step graph one copy
    of each micro-batch's token ids, labels and positions (StaticBufferLoader), its private
    memory pool not counted. None without graphs."""
    scope = training_graphs(plan)
    if scope is TrainCudaGraphs.NONE or not framework(plan.framework).te_layers:
        return None
    tokens = plan.micro_batch * plan.seq_len / plan.cp
    if scope is TrainCudaGraphs.FULL_ITERATION:
        value = 3 * 8.0 * tokens * plan.grad_accum
        return Figure(
            "cuda_graphs",
            "CUDA graphs",
            value,
            "bytes",
            "micro-batches × tokens × 3 int64 inputs (ids, labels, positions) in static "
            "buffers; the graph's private memory pool is not counted",
            (("micro-batches", plan.grad_accum), ("tokens per micro-batch", tokens)),
            GRAPHS_SOURCE,
            notes=(FULL_GRAPH_POOL,),
        )
    split = plan.tp if plan.sequence_parallel else 1
    layers = -(-spec.num_layers // plan.pp)
    held = in_flight_micro_batches(plan, first=True)
    value = 2.0 * tokens * spec.hidden_size / split * layers * held
    return Figure(
        "cuda_graphs",
        "CUDA graphs",
        value,
        "bytes",
        "a bf16 static input (tokens × hidden ÷ sequence-parallel ranks) for each layer of the "
        "stage and each micro-batch it holds at once",
        (
            ("tokens per micro-batch", tokens),
            ("hidden size", spec.hidden_size),
            ("layers on the stage", layers),
            ("micro-batches held at once", held),
        ),
        GRAPHS_SOURCE,
        low=value / 2,
        high=value * 2,
    )


def overhead_figures(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, allocated: float, *, training: bool
) -> tuple[Figure, ...]:
    """CUDA context, allocator reserve, kernel workspaces and communication buffers."""
    s_lo, s_mid, s_hi = reserve_share(plan)
    if framework(plan.framework).mlx_layers:
        return (_mlx_cache(allocated, (s_lo, s_mid, s_hi)),)
    parts = [_CONTEXT]
    parts.append(
        Figure(
            "allocator",
            "Allocator reserve",
            allocated * s_mid,
            "bytes",
            "share of the allocated peak held by the caching allocator (blocks, fragmentation)",
            (("allocated peak", allocated), ("share", s_mid)),
            "PyTorch CUDACachingAllocator: memory_reserved() ≥ memory_allocated()",
            low=allocated * s_lo,
            high=allocated * s_hi,
        )
    )
    w_lo, w_mid, w_hi = _WORKSPACE
    flash = 0.0
    if training:
        # FlashAttention backward keeps an fp32 dq accumulator for one layer at a time.
        c_tokens = plan.micro_batch * plan.seq_len
        flash = 4.0 * c_tokens * spec.widest_width("q") / plan.tp
        if plan.precision is Precision.FP32:
            flash = 0.0
    scores = index_score_bytes(spec, plan) if training else 0.0
    if scores:  # the indexer's scores in forward, the sparse kernel's accumulators in backward
        parts.append(_sparse_workspaces(spec, plan, scores))
    else:
        parts.append(
            Figure(
                "workspaces",
                "Kernel workspaces",
                w_mid + flash,
                "bytes",
                "cuBLAS/cuBLASLt workspaces + FlashAttention backward fp32 dq accumulator "
                "(one layer)",
                (("cuBLAS workspace", w_mid), ("flash dq accumulator", flash)),
                "cuBLAS docs (CUBLAS_WORKSPACE_CONFIG); flash-attn backward source",
                low=w_lo + flash,
                high=w_hi + flash,
            )
        )
    graphs = _training_graphs(spec, plan) if training else None
    if graphs is not None:
        parts.append(graphs)
    if distributed(plan, training=training):
        n_lo, n_mid, n_hi = _NCCL
        buckets = 0.0
        if training:
            # Two 16-bit gradient buckets in flight: DDP's 25 MB bucket_cap_mb, or DeepSpeed's
            # reduce bucket of hidden² elements (Hugging Face's "auto"), whichever is larger.
            buckets = 2 * 2 * max(float(spec.hidden_size) ** 2, 12.5e6)
        parts.append(
            Figure(
                "communication",
                "Communication buffers",
                n_mid + buckets,
                "bytes",
                "NCCL communicator buffers + gradient/reduce buckets",
                (("NCCL", n_mid), ("buckets", buckets)),
                "NCCL environment docs (NCCL_BUFFSIZE); PyTorch DDP bucket_cap_mb=25; "
                "DeepSpeed reduce_bucket_size",
                low=n_lo + buckets,
                high=n_hi + buckets,
            )
        )
    return tuple(parts)
