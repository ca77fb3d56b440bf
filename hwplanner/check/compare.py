"""The plan's figures beside what was measured, each counted as the tool counts it (allocated,
reserved, device memory; the KV pool a paged serving engine fills), with the difference and
the likely cause of a gap. Texts are English and marked for translation (context "Check");
views translate them."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from hwplanner.check import logs
from hwplanner.check.logs import Measured
from hwplanner.engine.estimate import Estimate
from hwplanner.engine.plan.enums import Method
from hwplanner.engine.scenario.serving_config import binding_layout, serving_config
from hwplanner.i18n import QT_TRANSLATE_NOOP

# A gap within this share is agreement: the engine's own memory range is about ±5%.
CLOSE = 0.10

LABELS = {
    logs.ALLOCATED: QT_TRANSLATE_NOOP("Check", "Peak allocated memory per GPU"),
    logs.RESERVED: QT_TRANSLATE_NOOP("Check", "Peak reserved memory per GPU"),
    logs.UPDATE_ALLOCATED: QT_TRANSLATE_NOOP(
        "Check", "Peak allocated memory per GPU while training (after the update)"
    ),
    logs.UPDATE_RESERVED: QT_TRANSLATE_NOOP(
        "Check", "Peak reserved memory per GPU while training (after the update)"
    ),
    logs.DEVICE: QT_TRANSLATE_NOOP("Check", "Memory used on the GPU"),
    logs.WEIGHTS: QT_TRANSLATE_NOOP("Check", "Weights per GPU"),
    logs.KV_CACHE: QT_TRANSLATE_NOOP("Check", "KV cache pool per GPU"),
    logs.KV_TOKENS: QT_TRANSLATE_NOOP("Check", "Tokens the KV cache holds"),
    logs.CONCURRENCY: QT_TRANSLATE_NOOP("Check", "Full-length requests the KV cache holds"),
    logs.MEMORY_SHARE: QT_TRANSLATE_NOOP("Check", "Share of the GPU the engine may use"),
    logs.TOKENS_PER_SECOND: QT_TRANSLATE_NOOP("Check", "Tokens/s per GPU"),
    logs.MFU: QT_TRANSLATE_NOOP("Check", "Model FLOPs utilisation"),
}
COUNTS = {
    logs.ALLOCATED: QT_TRANSLATE_NOOP(
        "Check", "live tensors and workspaces (no CUDA context, no allocator cache)"
    ),
    logs.RESERVED: QT_TRANSLATE_NOOP(
        "Check", "allocated + the allocator's cached blocks (no CUDA context)"
    ),
    logs.UPDATE_ALLOCATED: QT_TRANSLATE_NOOP(
        "Check",
        "as allocated, in the training phases (not while the rollout engine generates)",
    ),
    logs.UPDATE_RESERVED: QT_TRANSLATE_NOOP(
        "Check",
        "as reserved, in the training phases (not while the rollout engine generates)",
    ),
    logs.DEVICE: QT_TRANSLATE_NOOP(
        "Check", "everything on the card: CUDA context, NCCL buffers, every process"
    ),
    logs.WEIGHTS: QT_TRANSLATE_NOOP("Check", "the weights as loaded on this GPU"),
    logs.KV_CACHE: QT_TRANSLATE_NOOP(
        "Check", "the engine's memory share less weights, activations and overheads"
    ),
    logs.KV_TOKENS: QT_TRANSLATE_NOOP("Check", "the pool ÷ the KV bytes of one token"),
    logs.CONCURRENCY: QT_TRANSLATE_NOOP("Check", "the pool ÷ one request at the full length"),
    logs.MEMORY_SHARE: QT_TRANSLATE_NOOP("Check", "gpu_memory_utilization"),
    logs.TOKENS_PER_SECOND: QT_TRANSLATE_NOOP("Check", "training tokens per second per GPU"),
    logs.MFU: QT_TRANSLATE_NOOP(
        "Check", "model FLOPs ÷ the GPU's dense 16-bit peak (an FP8 or FP4 run's too)"
    ),
}
UNITS = {
    logs.ALLOCATED: "bytes",
    logs.RESERVED: "bytes",
    logs.UPDATE_ALLOCATED: "bytes",
    logs.UPDATE_RESERVED: "bytes",
    logs.DEVICE: "bytes",
    logs.WEIGHTS: "bytes",
    logs.KV_CACHE: "bytes",
    logs.KV_TOKENS: "tokens",
    logs.CONCURRENCY: "times",  # requests at the full length, as vLLM prints it ("1.56x")
    logs.MEMORY_SHARE: "ratio",
    logs.TOKENS_PER_SECOND: "tokens/s",
    logs.MFU: "ratio",
}

HIGHER = {  # the measurement is higher than the plan by more than CLOSE
    logs.ALLOCATED: QT_TRANSLATE_NOOP(
        "Check",
        "the run keeps tensors the plan does not: a longer sequence or larger micro-batch than "
        "planned, logits upcast to fp32, eager attention, or an optimizer's temporaries",
    ),
    logs.RESERVED: QT_TRANSLATE_NOOP(
        "Check",
        "the allocator caches more than planned: fragmentation (try "
        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True), or more tensors than planned",
    ),
    logs.DEVICE: QT_TRANSLATE_NOOP(
        "Check",
        "another process on the GPU, NCCL buffers, or a cache the framework keeps outside "
        "PyTorch (nvidia-smi counts every process)",
    ),
    logs.WEIGHTS: QT_TRANSLATE_NOOP(
        "Check",
        "weights stored wider than planned (a format the engine dequantizes, or unquantized "
        "embeddings), or tensor parallelism not as planned",
    ),
    logs.KV_CACHE: QT_TRANSLATE_NOOP(
        "Check",
        "the engine's share or its activations differ from the plan's (gpu_memory_utilization, "
        "max_num_batched_tokens, CUDA graphs)",
    ),
    logs.TOKENS_PER_SECOND: QT_TRANSLATE_NOOP(
        "Check", "the run is faster than planned: set the measured utilisation"
    ),
}
LOWER = {
    logs.ALLOCATED: QT_TRANSLATE_NOOP(
        "Check",
        "the run keeps less than planned: activation checkpointing, a fused or chunked loss, "
        "or a shorter sequence than planned",
    ),
    logs.RESERVED: QT_TRANSLATE_NOOP(
        "Check",
        "the run keeps less than planned: activation checkpointing, a fused or chunked loss, "
        "or a shorter sequence than planned",
    ),
    logs.DEVICE: QT_TRANSLATE_NOOP(
        "Check",
        "the reading was taken before the peak (nvidia-smi shows the moment, not the peak)",
    ),
    logs.WEIGHTS: QT_TRANSLATE_NOOP(
        "Check", "weights stored narrower than planned, or split over more GPUs"
    ),
    logs.KV_CACHE: QT_TRANSLATE_NOOP(
        "Check",
        "the engine keeps more outside the pool than planned: a larger activation peak "
        "(max_num_batched_tokens), CUDA graphs, or a smaller memory share",
    ),
    logs.TOKENS_PER_SECOND: QT_TRANSLATE_NOOP(
        "Check", "the run is slower than planned: set the measured utilisation"
    ),
}
for _key in (logs.KV_TOKENS, logs.CONCURRENCY):
    HIGHER[_key], LOWER[_key] = HIGHER[logs.KV_CACHE], LOWER[logs.KV_CACHE]
for _key, _like in ((logs.UPDATE_ALLOCATED, logs.ALLOCATED), (logs.UPDATE_RESERVED, logs.RESERVED)):
    HIGHER[_key], LOWER[_key] = HIGHER[_like], LOWER[_like]
# verl of 2025 ran vLLM in the trainer's process: its sleeping pool stays in these counters
# (vLLM's device_allocator/cumem.py allocates through a torch MemPool and only unmaps the memory)
IN_PROCESS_POOL = QT_TRANSLATE_NOOP(
    "Check",
    "the rollout engine ran in the trainer's process (verl before its server-mode rollout): "
    "vLLM's sleep mode allocates through a PyTorch memory pool and only unmaps it, so these "
    "counters keep its pool; compare them with the plan's whole peak",
)
HIGHER[logs.MFU], LOWER[logs.MFU] = HIGHER[logs.TOKENS_PER_SECOND], LOWER[logs.TOKENS_PER_SECOND]
NO_FIGURE = QT_TRANSLATE_NOOP("Check", "the plan has no such figure (not a paged engine?)")
NO_ROOM = QT_TRANSLATE_NOOP(
    "Check", "the plan leaves no room for a KV cache on this GPU: it does not fit as planned"
)
KV_QUANTITIES = frozenset({logs.KV_CACHE, logs.KV_TOKENS, logs.CONCURRENCY})


@dataclass(frozen=True)
class Row:
    quantity: str
    planned: float | None
    measured: float
    tool: str
    line: str
    note: str  # how the measured unit was read, in the reader's language ("" when plain)
    # an update counter of a plan that generates beside its training: the whole peak as the
    # counter counts it (a rollout engine in the trainer's process stays in the counters)
    whole: float | None = None

    @property
    def unit(self) -> str:
        return UNITS[self.quantity]

    @property
    def difference(self) -> float | None:
        """(measured − planned) ÷ planned; None when the plan has no figure."""
        if self.planned is None or self.planned == 0:
            return None
        return (self.measured - self.planned) / self.planned

    def difference_text(self) -> str:
        """'+12.3%', '−' never for a rounding of zero ('+0.0%'), '—' without a plan figure."""
        d = self.difference
        if d is None:
            return "—"
        return f"{0.0 if abs(d) < 0.0005 else d:+.1%}"

    @property
    def cause(self) -> str:
        """The likely cause of a gap (English, context "Check"); "" when they agree."""
        d = self.difference
        if d is None:
            return NO_ROOM if self.planned == 0 and self.quantity in KV_QUANTITIES else NO_FIGURE
        if abs(d) <= CLOSE:
            return ""
        # nearer the whole peak than the training phases': the engine's pool is counted
        whole, planned = self.whole, self.planned
        if d > 0 and whole is not None and planned is not None:
            nearer = abs(self.measured - whole) < abs(self.measured - planned)
            return IN_PROCESS_POOL if nearer else HIGHER.get(self.quantity, "")
        return (HIGHER if d > 0 else LOWER).get(self.quantity, "")


# the training phases' peaks a post-training framework reads, as torch's counters count them
UPDATE_COUNTERS = {logs.UPDATE_ALLOCATED: logs.ALLOCATED, logs.UPDATE_RESERVED: logs.RESERVED}


def planned(est: Estimate, quantity: str, per_request: float = 0.0) -> float | None:
    """The plan's figure for what a tool measured, counted as that tool counts it; a
    concurrency at the request length the tool printed (else the plan's context)."""
    mem = est.memory
    if quantity in (logs.ALLOCATED, logs.RESERVED, logs.DEVICE):
        return mem.counted(quantity)
    if quantity in UPDATE_COUNTERS:  # a training run's counters: no figure for serving
        if est.scenario.plan.method is Method.INFERENCE:
            return None
        return mem.counted(UPDATE_COUNTERS[quantity], training=True)
    if quantity == logs.WEIGHTS:
        return mem.bytes_of("weights")
    pool = mem.kv_pool_bytes
    if quantity == logs.KV_CACHE:
        return pool
    plan = est.scenario.plan
    spec = est.scenario.model
    # a hybrid vLLM pages in one block pool: its concurrency is the pool's block ids ÷ one
    # request's (vLLM's get_max_concurrency_for_kv_cache_config), not a token count
    densest = binding_layout(spec, plan) if quantity == logs.CONCURRENCY else None
    if pool is not None and densest is not None:
        return pool / densest.block_bytes / densest.blocks(per_request or plan.context)
    if quantity in (logs.KV_TOKENS, logs.CONCURRENCY) and pool is not None:
        # the bytes of one token's KV on this GPU, without the last block's rounding
        block = plan.kv_block_size
        per_token = mem.sequence_kv_bytes / (math.ceil(plan.context / block) * block)
        if quantity == logs.KV_TOKENS:
            return pool / per_token
        return pool / (per_token * (per_request or plan.context))
    if quantity == logs.MEMORY_SHARE:
        # the share itself, not what the card holds (vLLM keeps its CUDA context, NCCL
        # buffers, allocator reserve and graphs beside it: Framework.outside_share)
        return serving_config(est.scenario.gpu, plan).memory_share
    compute = est.budget.compute
    if quantity == logs.TOKENS_PER_SECOND and "tokens_per_second_per_gpu" in compute:
        return compute["tokens_per_second_per_gpu"].value
    if quantity == logs.MFU and "mfu" in compute:
        return compute["mfu"].value
    return None


PEAKS = frozenset(  # what a plan must hold
    {logs.ALLOCATED, logs.RESERVED, logs.UPDATE_ALLOCATED, logs.UPDATE_RESERVED, logs.DEVICE}
)
RATES = frozenset({logs.TOKENS_PER_SECOND, logs.MFU})  # steady-state speed over the steps


def reading(values: Sequence[Measured]) -> Measured:
    """One reading for a quantity printed several times: a memory peak is the highest (several
    GPUs or steps print several), a speed the median over the steps (the first steps warm up),
    anything else as last printed."""
    quantity = values[0].quantity
    if quantity in PEAKS:
        return max(values, key=lambda m: m.value)
    if quantity in RATES:
        ranked = sorted(values, key=lambda m: m.value)
        return ranked[(len(ranked) - 1) // 2]
    return values[-1]


def compare(est: Estimate, measured: Sequence[Measured]) -> tuple[Row, ...]:
    """One row per quantity measured, beside the plan's figure, in a fixed order."""
    by_quantity: dict[str, list[Measured]] = {}
    for m in measured:
        by_quantity.setdefault(m.quantity, []).append(m)
    rows = []
    for quantity in LABELS:
        if quantity in by_quantity:
            m = reading(by_quantity[quantity])
            expected = planned(est, quantity, m.per_request)
            whole = None
            if quantity in UPDATE_COUNTERS and expected is not None:
                counted = est.memory.counted(UPDATE_COUNTERS[quantity])
                whole = counted if counted > expected else None
            row = Row(quantity, expected, m.value, m.tool, m.line, m.note_text(), whole)
            rows.append(row)
    return tuple(rows)
