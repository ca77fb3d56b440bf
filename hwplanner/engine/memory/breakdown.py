"""The per-GPU memory breakdown: its components, the result type, and how parts combine."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import NamedTuple, cast

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Bytes, Message, Term
from hwplanner.engine.core.text import N_
from hwplanner.engine.memory.techniques import NO_TRAFFIC, Traffic
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.weights import weight_storage

# The extra models of post-training (reference, reward, critic, rollout engine) stand between
# the policy's own parts and the overheads; every plan has them, at 0 when it holds none.
MODEL_COMPONENTS = ("reference", "reward", "critic", "rollout")
COMPONENTS = (
    "weights",
    "gradients",
    "optimizer",
    "activations",
    "kv_cache",
    *MODEL_COMPONENTS,
    "overhead",
)
GENERATION = "generation"  # a post-training plan's rollout phase (posttrain/memory.py)
# Where a memory peak can fall; views show them as phases and inside messages.
PHASES = (
    N_("Phase", "forward"),
    N_("Phase", "backward"),
    N_("Phase", "optimizer step"),
    N_("Phase", "serving"),
    N_("Phase", "generation"),
)
_PHASES_IN_MESSAGES = (
    N_("Message", "forward"),
    N_("Message", "backward"),
    N_("Message", "optimizer step"),
    N_("Message", "serving"),
    N_("Message", "generation"),
)
COMPONENT_LABELS = {
    "weights": N_("Figure", "Weights"),
    "gradients": N_("Figure", "Gradients"),
    "optimizer": N_("Figure", "Optimizer states"),
    "activations": N_("Figure", "Activations"),
    "kv_cache": N_("Figure", "KV cache"),
    "reference": N_("Figure", "Reference model"),
    "reward": N_("Figure", "Reward model"),
    "critic": N_("Figure", "Critic"),
    "rollout": N_("Figure", "Rollout engine"),
    "overhead": N_("Figure", "Overheads"),
}
# Capacity warnings assemble() adds: a plan built on another's estimate drops them and lets its
# own total decide.
NEEDS = "Needs {need} per GPU; the {gpu} has {have}."
LITTLE_HEADROOM = "Fits only if overheads stay near their expected value: little headroom."
CAPACITY_TEMPLATES = frozenset({NEEDS, LITTLE_HEADROOM})
NO_MODEL = {
    "reference": Figure("reference", "Reference model", 0.0, "bytes", "no reference model"),
    "reward": Figure("reward", "Reward model", 0.0, "bytes", "no reward model"),
    "critic": Figure("critic", "Critic", 0.0, "bytes", "no critic"),
    "rollout": Figure("rollout", "Rollout engine", 0.0, "bytes", "no rollout engine"),
}


class MemoryEstimate(NamedTuple):
    """Per-GPU memory at the peak of a step (training) or while serving (inference)."""

    components: dict[str, Figure]  # the chart components (COMPONENTS), bytes
    overheads: tuple[Figure, ...]  # named parts of the overhead component
    total: Figure
    phase: str  # where the peak falls: forward, backward, optimizer step, serving
    phase_totals: dict[str, float]  # every phase's total, bytes
    capacity_bytes: int
    trainable_params: int
    host_offload_bytes: float  # what offload moved to host RAM, per GPU
    warnings: tuple[str, ...]
    # The share of the card the framework lets the plan use (a serving engine's memory share);
    # None: the whole card.
    usable_bytes: float | None = None
    # Quantities the budget reuses rather than recomputes (post-training: the rollout's
    # concurrency, bytes moved to and from host RAM per step), by name.
    extras: Mapping[str, float] = MappingProxyType({})
    # Paged optimizer states (unified memory the driver may evict to host RAM), part of total.
    paged_bytes: float = 0.0
    nvme_offload_bytes: float = 0.0  # what ZeRO-Infinity keeps on NVMe, per GPU
    techniques: tuple[Figure, ...] = ()  # what the plan's training techniques keep, explained
    # host transfers the techniques need (time/techniques.py)
    traffic: Traffic = NO_TRAFFIC
    # A serving engine with a paged KV pool (vLLM, SGLang, TensorRT-LLM, LMDeploy, TGI): the KV
    # bytes of one full-context sequence on this GPU. The engine starts when the pool holds one
    # and admits sequences by the blocks they use; 0: the KV cache of every sequence at full
    # context is allocated up front (Hugging Face generate, llama.cpp n_ctx × slots).
    sequence_kv_bytes: float = 0.0
    # Attention data-parallel groups of a serving replica: each GPU's pool holds its own
    # group's sequences, the replica the groups' sum (scenario/sharding.attention_groups).
    sequence_groups: int = 1
    # Training: bytes per GPU that no larger data-parallel degree removes (memory/training.py
    # `floor_bytes`): a lower bound of the total on every count of the same plan that differs
    # only in how many data-parallel ranks it has. The solver stops at a count whose floor
    # exceeds the card. 0: no bound known (serving, post-training).
    floor_bytes: float = 0.0
    # Whether the usable memory stays put as the overheads move (the card, or a share of it):
    # then their low end can decide a 'borderline' verdict. A framework whose share is of
    # what the rest leaves (SGLang's static fraction, TGI's and LMDeploy's free memory) moves
    # its limit with them, so their low end settles nothing.
    overhead_band: bool = True

    @property
    def total_bytes(self) -> float:
        return self.total.value

    @property
    def limit_bytes(self) -> float:
        """What the plan may use per GPU: the framework's share, else the card."""
        return self.capacity_bytes if self.usable_bytes is None else self.usable_bytes

    @property
    def verdict(self) -> str:
        """'fits'; 'tight' when it fits at the expected overheads but their high end (the
        allocator's reserve, CUDA context, communication buffers at their largest) would not;
        'fits_with_paging' when only evicting paged optimizer states to host RAM makes room
        (the run works, each step pages them over PCIe); 'fits_fewer_sequences' when a
        paged KV pool holds fewer than the plan's sequences at full context but at least one
        (the engine starts and its scheduler admits sequences by the blocks they use: the
        serving levels give the concurrency at the average length); 'borderline' when it is
        over at the expected overheads but under at their low end (it may run: the allocator's
        reserve and the buffers decide; `fits` stays false, the proposals stand); else
        'does_not_fit'."""
        if self.total.value <= self.limit_bytes:
            high = self.total.high if self.total.high is not None else self.total.value
            return "tight" if high > self.limit_bytes else "fits"
        if self.paged_bytes and self.total.value - self.paged_bytes <= self.limit_bytes:
            return "fits_with_paging"
        if self.full_sequences:
            return "fits_fewer_sequences"
        low = self.total.low
        if self.overhead_band and low is not None and self._holds(low):
            return "borderline"
        return "does_not_fit"

    def _holds(self, total: float) -> bool:
        """Whether a total of `total` bytes runs: within the limit, or only with paging, or
        with a paged KV pool that still holds one full-context sequence (as the verdict's)."""
        limit = self.limit_bytes
        if total <= limit or (self.paged_bytes and total - self.paged_bytes <= limit):
            return True
        if not self.sequence_kv_bytes:
            return False
        room = limit - (total - self.components["kv_cache"].value)
        return room >= self.sequence_kv_bytes

    def budget_note(self) -> Message:
        """What a budget of a plan that does not fit assumes (every method's budget says it)."""
        if self.verdict == "borderline":
            return Message(
                "The plan may not fit in GPU memory (over at the expected overheads, it runs at "
                "their low end); the budget assumes it runs."
            )
        return Message("The plan does not fit in GPU memory; the budget assumes it would run.")

    @property
    def fits(self) -> bool:
        """The plan runs: it fits, fits with paging, or its KV pool holds at least one
        full-context sequence."""
        return self.verdict not in ("does_not_fit", "borderline")

    @property
    def holds_all(self) -> bool:
        """Every sequence (micro-batch) of the plan fits at once at its full length."""
        return self.fits and self.verdict != "fits_fewer_sequences"

    @property
    def full_sequences(self) -> int | None:
        """Full-context sequences the paged KV pool holds (what is left of the usable memory
        after everything but the KV cache ÷ one sequence's KV); None without a paged pool."""
        if not self.sequence_kv_bytes:
            return None
        room = self.limit_bytes - (self.total.value - self.components["kv_cache"].value)
        return max(math.floor(room / self.sequence_kv_bytes), 0) * self.sequence_groups

    def held_bytes(self, component: str) -> float:
        """What the GPU holds of a component: its bytes, except the KV cache of a paged pool
        that holds fewer full-context sequences than the plan has (verdict
        'fits_fewer_sequences'): the pool, which fills what the rest leaves of the usable
        share, where the component's figure is the plan's sequences at full context."""
        value = self.components[component].value
        if component != "kv_cache" or self.verdict != "fits_fewer_sequences":
            return value
        return max(self.limit_bytes - (self.total.value - value), 0.0)

    @property
    def held_total_bytes(self) -> float:
        """What the GPU holds in all (the usable share when a paged pool fills it)."""
        kv = self.components["kv_cache"].value
        return self.total.value - kv + self.held_bytes("kv_cache")

    @property
    def paged_out_bytes(self) -> float:
        """Paged bytes that cannot stay on the GPU (0 unless the verdict is fits_with_paging)."""
        return max(0.0, min(self.paged_bytes, self.total.value - self.limit_bytes))

    @property
    def headroom_bytes(self) -> float:
        return self.limit_bytes - self.total.value

    def bytes_of(self, component: str) -> float:
        return self.components[component].value

    def counted(self, counter: str, *, training: bool = False) -> float:
        """The total as a tool counts it: "device" (nvidia-smi, NVML: everything on the card),
        "reserved" (torch.cuda.max_memory_reserved: no CUDA context, no paged optimizer states,
        which are cudaMallocManaged outside PyTorch's allocator), "allocated"
        (max_memory_allocated: nor the allocator's cached reserve), "tensors" (live tensors:
        no overhead at all). `training`: the peak of the training phases alone, without a
        colocated rollout engine's generation (what a post-training framework's counters read
        after its update where the engine runs in a process of its own, as verl's server-mode
        rollout does); the whole peak where the plan generates nothing. An engine in the
        trainer's process with vLLM's sleep mode keeps its pool in these counters while it
        sleeps (vLLM's CuMemAllocator allocates through a torch MemPool and only unmaps the
        memory): there the whole peak is the comparable figure (docs/LIMITS.md)."""
        parts = {p.key: p.value for p in self.overheads}
        value = self.total_bytes
        trained = [v for k, v in self.phase_totals.items() if k != GENERATION]
        if training and GENERATION in self.phase_totals and trained:
            value = max(trained)
        if counter == "tensors":
            return value - sum(parts.values())
        if counter in ("reserved", "allocated"):
            value -= parts.get("cuda_context", 0.0) + self.paged_bytes
        if counter == "allocated":
            value -= parts.get("allocator", 0.0)
        return value

    @property
    def kv_pool_bytes(self) -> float | None:
        """A paged serving engine's KV pool on this GPU: what its usable share leaves after the
        weights, activations and overheads (vLLM and SGLang give the pool all of it); None
        without a paged pool."""
        if not self.sequence_kv_bytes:
            return None
        return max(self.limit_bytes - (self.total.value - self.components["kv_cache"].value), 0.0)

    def shown(self) -> tuple[str, ...]:
        """The components a view lists: the policy's parts and overheads always, the extra
        models of post-training only when this plan holds them."""
        return tuple(k for k in COMPONENTS if k not in MODEL_COMPONENTS or self.components[k].value)


def paged_out(paged: float, total: float, gpu: GpuSpec) -> float:
    """Paged optimizer states the card cannot hold beside the rest of a `total`: the driver
    moves them to host RAM."""
    return max(0.0, min(paged, total - gpu.capacity_bytes))


def frozen_bytes_per_param(spec: ModelSpec, plan: Plan, counts: ParamCounts) -> tuple[float, str]:
    """Average bytes per frozen (or served) parameter, and how that was reached."""
    storage = weight_storage(spec, plan)
    return storage.bytes_per_param, storage.note


@lru_cache(maxsize=16)
def _peak_source(phase: str) -> str:
    return Message("peak phase: {phase}", phase=Term("Phase", phase))


def overheads_figure(parts: tuple[Figure, ...]) -> Figure:
    """The overhead component: the sum of its parts, each at its low, expected and high value
    (one pass: an estimate sums them for every GPU count a solve tries)."""
    value = low = high = 0.0
    labels, inputs = [], []
    for p in parts:
        v = p.value
        value += v
        low += v if p.low is None else p.low
        high += v if p.high is None else p.high
        labels.append(p.label)
        inputs.append((p.label, v))
    return Figure(
        "overhead",
        "Overheads",
        value,
        "bytes",
        " + ".join(labels),
        tuple(inputs),
        "see each part",
        low=low,
        high=high,
    )


def _capacity_warnings(
    warnings: list[str],
    total: Figure,
    kv: float,
    gpu: GpuSpec,
    usable_bytes: float | None,
    framework_name: str,
    paged: float,
    sequence_kv: float,
) -> None:
    """Add what the total says of the card to `warnings`: it does not fit, fits only with
    paging, or fits with little headroom (a paged KV pool that holds fewer sequences: its
    caller says how many)."""
    cap = gpu.capacity_bytes if usable_bytes is None else usable_bytes
    if total.value > cap and sequence_kv and total.value - kv + sequence_kv <= cap:
        pass  # a paged KV pool that holds fewer sequences: the caller says how many
    elif total.value > cap and paged and total.value - paged <= cap:
        warnings.append(
            Message(
                "Fits only with paging: {out} of paged optimizer states live in host RAM "
                "and cross PCIe at every optimizer step.",
                out=Bytes(total.value - cap),
            )
        )
    elif usable_bytes is not None and total.value > cap:
        warnings.append(
            Message(
                "Needs {need} per GPU; {framework} may use {have} of the {gpu}.",
                need=Bytes(total.value),
                framework=framework_name,
                have=Bytes(cap),
                gpu=gpu.name,
            )
        )
    elif total.value > cap:
        warnings.append(
            Message(
                NEEDS,
                need=Bytes(total.value),
                gpu=gpu.name,
                have=Bytes(cap),
            )
        )
    elif total.high is not None and total.high > cap:
        warnings.append(Message(LITTLE_HEADROOM))
    if gpu.unified_memory_gb:
        warnings.append(
            Message(
                "The {gpu} shares {unified} of memory with its CPU and the operating system; "
                "the plan counts what the GPU may take: {gpu_part}.",
                gpu=gpu.name,
                unified=Bytes(gpu.unified_memory_gb * 1e9),
                gpu_part=Bytes(gpu.capacity_bytes),
            )
        )


def assemble(
    weights: Figure,
    gradients: Figure,
    optimizer: Figure,
    activations: Figure,
    kv: Figure,
    parts: tuple[Figure, ...],
    phase: str,
    phases: dict[str, float],
    gpu: GpuSpec,
    trainable: int,
    host: float,
    warnings: list[str],
    *,
    usable_bytes: float | None = None,
    framework_name: str = "",
    models: dict[str, Figure] | None = None,
    extras: Mapping[str, float] | None = None,
    paged: float = 0.0,
    nvme: float = 0.0,
    techniques: tuple[Figure, ...] = (),
    traffic: Traffic = NO_TRAFFIC,
    sequence_kv: float = 0.0,
    floor: float = 0.0,
    sequence_groups: int = 1,
    overhead_band: bool = True,
) -> MemoryEstimate:
    overhead = overheads_figure(parts)
    overhead_value = overhead.value
    comps = {
        "weights": weights,
        "gradients": gradients,
        "optimizer": optimizer,
        "activations": activations,
        "kv_cache": kv,
        **(NO_MODEL if models is None else {**NO_MODEL, **models}),
        "overhead": overhead,
    }
    core = weights.value + gradients.value + optimizer.value + activations.value + kv.value
    shown = [
        (COMPONENT_LABELS["weights"], weights.value),
        (COMPONENT_LABELS["gradients"], gradients.value),
        (COMPONENT_LABELS["optimizer"], optimizer.value),
        (COMPONENT_LABELS["activations"], activations.value),
        (COMPONENT_LABELS["kv_cache"], kv.value),
    ]
    extra = False  # post-training's extra models held (the total's formula names them)
    if models:
        for k in MODEL_COMPONENTS:
            value = comps[k].value
            if value:
                core += value
                shown.append((COMPONENT_LABELS[k], value))
                extra = True
    shown.append((COMPONENT_LABELS["overhead"], overhead_value))
    total_value = core + overhead_value
    total = Figure(
        "total",
        "Total per GPU",
        total_value,
        "bytes",
        "weights + gradients + optimizer states + activations + KV cache + reference + "
        "reward + critic + rollout engine + overheads"
        if extra
        else "weights + gradients + optimizer states + activations + KV cache + overheads",
        tuple(shown),
        _peak_source(phase),
        low=core + cast(float, overhead.low),
        high=core + cast(float, overhead.high),
    )
    _capacity_warnings(
        warnings, total, kv.value, gpu, usable_bytes, framework_name, paged, sequence_kv
    )
    return MemoryEstimate(
        components=comps,
        overheads=parts,
        total=total,
        phase=phase,
        phase_totals={k: v + overhead_value for k, v in phases.items()},
        capacity_bytes=gpu.capacity_bytes,
        trainable_params=trainable,
        host_offload_bytes=host,
        warnings=tuple(warnings),
        usable_bytes=usable_bytes,
        extras=extras or {},
        paged_bytes=paged,
        nvme_offload_bytes=nvme,
        techniques=techniques,
        traffic=traffic,
        sequence_kv_bytes=sequence_kv,
        sequence_groups=sequence_groups,
        floor_bytes=floor,
        overhead_band=overhead_band,
    )
