"""What a training step waits for: each collective's time, the compute that hides it, the rest.

A collective issued while compute runs costs nothing until it outlasts its window; then the
step waits for the difference. Collectives on the same link queue behind each other, so the
overlappable ones of one link share the step's compute; links (NVLink, network) run side by
side. Collectives nothing can hide (tensor-parallel all-reduces without overlap, pipeline
sends, expert all-to-alls) add their whole time. The first layer's gather and the last
bucket's reduction of each pass wait too: one layer's share of the overlapped traffic.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import FieldRef, Joined, Message, joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.sharding import (
    ends_as_layers,
    first_stage_is_last,
    heaviest_slice,
    model_slice,
)
from hwplanner.engine.time.collectives import (
    INTRA_SOURCES,
    Fabric,
    Timing,
    collective,
    fabric,
    link_view,
)
from hwplanner.engine.time.comm import (
    NETWORK_CLASSES,
    NVLINK_CLASSES,
    SOURCE,
    TERMS,
    TRAFFIC_LABELS,
    Context,
    Traffic,
    Windows,
)

VOLUME_FACTOR = {"all_reduce": 2.0, "send_recv": 1.0}  # × (n−1)/n except send/receive


class Communication(NamedTuple):
    traffic: tuple[Figure, ...]  # bytes per GPU per step, one per kind of collective
    intra_gbps: Figure  # ring bus bandwidth between the GPUs of a node, GB/s
    inter_gbps: Figure  # bus bandwidth of a whole-node group across nodes, GB/s
    step_seconds: Figure  # transfers per step on the busiest link
    exposed_seconds: Figure  # transfer time per step no compute hides
    needed: tuple[Figure, ...]  # bandwidth at which the overlappable traffic stays hidden
    bound: bool  # overlappable traffic outlasts the compute on some link
    warnings: tuple[str, ...]


class Timed(NamedTuple):
    traffic: Traffic
    timing: Timing
    seconds: float  # per step
    window_s: float  # compute that can hide it
    exposed_s: float  # alone on its link

    @property
    def overlapped(self) -> bool:
        return self.traffic.window != "none"


def _window(w: Windows, window: str) -> float:
    return {
        "step": w.step_s,
        "backward": w.backward_s * w.micro_batches,
        "last_backward": w.backward_s,
    }.get(window, 0.0)


def _timed(t: Traffic, fab: Fabric, w: Windows) -> Timed:
    timing = collective(
        t.op, t.size_bytes, t.ranks, t.local_ranks, fab, t.remote_share, t.concurrent
    )
    seconds = timing.seconds * t.calls
    window = _window(w, t.window)
    exposed = seconds
    if t.window != "none":
        exposed = max(0.0, seconds - window) + seconds / max(w.layers, 1)
    return Timed(t, timing, seconds, window, exposed)


def _volume(t: Traffic) -> float:
    if t.op == "send_recv":
        return t.size_bytes * t.calls
    return VOLUME_FACTOR.get(t.op, 1.0) * (t.ranks - 1) / t.ranks * t.size_bytes * t.calls


def _traffic_figure(x: Timed) -> Figure:
    t = x.traffic
    return Figure(
        f"traffic_{t.key}",
        TRAFFIC_LABELS[t.key],
        _volume(t),
        "bytes",
        t.formula,
        (
            ("collective", t.op),
            ("bytes per call (S)", t.size_bytes),
            ("calls per step", t.calls),
            ("ranks", t.ranks),
            ("ranks per node", t.local_ranks),
            *(
                ((N_("Input", "share of the remote bytes sent (DeepEP)"), t.remote_share),)
                if t.remote_share < 1.0
                else ()
            ),
            ("algorithm", x.timing.algorithm),
            ("bus bandwidth GB/s", x.timing.busbw),
            ("seconds per step", x.seconds),
            ("hidden behind", t.window),
            ("exposed seconds", x.exposed_s),
        ),
        Joined(SOURCE, t.source) if t.source else SOURCE,
    )


# DeepEP's kernels hold SMs while they run: an all-to-all hidden behind compute slows it by
# their share of the GPU's SMs (Megatron-Core transformer_config.py moe_deepep_num_sms = 20,
# github NVIDIA/Megatron-LM@d2c5e8b4; DeepEP Buffer's own default too), of the SMs the GPU's
# catalog row gives (GpuSpec.sm_count, with its source)
DEEPEP_SMS = 20
DEEPEP_SM_SOURCE = N_(
    "Source",
    "Megatron-Core transformer_config.py moe_deepep_num_sms 20 (github NVIDIA/Megatron-LM@"
    "d2c5e8b4); the GPU's SMs: its sm_count, with the source of its catalog row or of the "
    "user's GPU file",
)


def deepep_sm_share(gpu: GpuSpec) -> float | None:
    """The share of `gpu`'s SMs DeepEP's kernels hold (None: its SM count not sourced)."""
    return DEEPEP_SMS / gpu.sm_count if gpu.sm_count else None


def _contention(timed: list[Timed], share: float | None) -> float:
    """Seconds the compute loses to DeepEP's SMs while it hides their all-to-alls."""
    if not share:
        return 0.0
    hidden = sum(
        max(0.0, x.seconds - x.exposed_s) for x in timed if x.overlapped and x.traffic.concurrent
    )
    return hidden * share


def _exposed(timed: list[Timed], w: Windows) -> tuple[float, dict[str, float]]:
    """Seconds per step the GPUs wait, and the overlappable transfer seconds per link."""
    waiting = sum(x.seconds for x in timed if not x.overlapped)
    per_link: dict[str, float] = {}
    hidden_wait = 0.0
    for link in ("intra", "inter"):
        mine = [x for x in timed if x.overlapped and x.timing.link == link]
        total = sum(x.seconds for x in mine)
        per_link[link] = total
        own = sum(x.exposed_s for x in mine)
        hidden_wait = max(hidden_wait, own, total - w.step_s)
    return waiting + hidden_wait, per_link


def _needed(
    fab: Fabric, per_link: dict[str, float], w: Windows, plan: Plan, trays: int = 1
) -> list[Figure]:
    """The network per node and the GPU link the step's transfers need to hide behind its
    compute; `trays`: the plan's nodes in one node of `plan` (an NVL72 domain), the network
    figure given per node as the user counts them."""
    out: list[Figure] = []
    if w.step_s <= 0:
        return out
    if per_link["inter"] > 0:
        node_gbit = fab.node_gbit / trays
        gbit = node_gbit * per_link["inter"] / w.step_s
        speed = next((c for c in NETWORK_CLASSES if c >= gbit), None)
        out.append(
            Figure(
                "needed_inter_gbit",
                "Network per node needed",
                gbit,
                "gbit/s",
                "node Gbit/s × overlappable inter-node transfer time ÷ compute time per step",
                (
                    ("node Gbit/s assumed", node_gbit),
                    ("transfer seconds per step", per_link["inter"]),
                    ("compute seconds per step", w.step_s),
                ),
                Message("at least {gbit:,} Gb/s per node", gbit=speed)
                if speed is not None
                else Message("more than {gbit:,} Gb/s per node", gbit=NETWORK_CLASSES[-1]),
            )
        )
    if per_link["intra"] > 0 and plan.gpus_per_node > 1:
        gbps = fab.intra_busbw * per_link["intra"] / w.step_s
        name = next(
            (n for cap, n in NVLINK_CLASSES if cap >= gbps), N_("Source", "beyond NVLink 5")
        )
        out.append(
            Figure(
                "needed_intra_gbps",
                "GPU-to-GPU bandwidth needed",
                gbps,
                "GB/s",
                "bus bandwidth × overlappable in-node transfer time ÷ compute time per step",
                (
                    ("bus bandwidth GB/s", fab.intra_busbw),
                    ("transfer seconds per step", per_link["intra"]),
                    ("compute seconds per step", w.step_s),
                ),
                name,
            )
        )
    return out


def _warnings(
    gpu: GpuSpec, plan: Plan, fab: Fabric, per_link: dict[str, float], w: Windows
) -> list[str]:
    out: list[str] = []
    for link, total in per_link.items():
        if not total > w.step_s > 0:
            continue
        if link == "inter":
            out.append(
                Message(
                    "Communication bound on the {link}: {transfer_s:.3g} s of transfers per "
                    "step vs {compute_s:.3g} s of compute (set {field} if your network differs).",
                    link=Message("node network"),
                    transfer_s=total,
                    compute_s=w.step_s,
                    field=FieldRef("workload.inter_node_gbit_per_node"),
                )
            )
        else:  # the GPUs' own link, NVLink or PCIe: the catalog's, not a workload setting
            out.append(
                Message(
                    "Communication bound on the GPU link ({fabric}): {transfer_s:.3g} s of "
                    "transfers per step vs {compute_s:.3g} s of compute.",
                    fabric=fab.intra_name,
                    transfer_s=total,
                    compute_s=w.step_s,
                )
            )
    if plan.tp > 1 and fab.intra_name == "PCIe":
        out.append(Message("Tensor parallelism over PCIe: the {gpu} has no NVLink.", gpu=gpu.name))
    if plan.tp > plan.gpus_per_node:
        out.append(Message("Tensor parallelism spans nodes: keep tp ≤ GPUs per node (NVLink)."))
    return out


DOMAIN_INPUT = N_("Input", "GPUs per NVLink domain")  # an NVL72 rack's trays (link_view)


def communication(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    trainable: int,
    windows: Windows,
    inter_node_override: float | None = None,
) -> Communication:
    """Per-step traffic per GPU of every parallelism in use, its time, and what stays exposed
    (an NVL72 rack's trays as one NVLink domain: collectives.link_view)."""
    plan, inter_node_override, trays = link_view(gpu, plan, inter_node_override)
    ctx = _context(spec, gpu, plan, trainable, inter_node_override)
    fab = ctx.fabric
    timed = [_timed(t, fab, windows) for term in TERMS for t in term(ctx)]
    share = deepep_sm_share(gpu)
    contention = _contention(timed, share)  # the compute DeepEP's SMs slow, waited for too
    exposed, per_link = _exposed(timed, windows)
    exposed += contention
    link_totals = {"intra": 0.0, "inter": 0.0}
    for x in timed:
        link_totals[x.timing.link] += x.seconds
    busiest = max(link_totals.values())
    return Communication(
        tuple(_traffic_figure(x) for x in timed),
        Figure(
            "intra_gbps",
            "GPU link bus bandwidth",
            fab.intra_busbw,
            "GB/s",
            "NVLink per direction × 0.82 (NCCL ring), AMD's xGMI per direction × 0.71 (RCCL), "
            "MetaXLink per direction × 0.73 (MCCL), else PCIe per direction × 0.7",
            (
                ("link", fab.intra_name),
                ("GPU link GB/s (bidirectional)", gpu.interconnect_gbps or 0),
            ),
            _link_source(gpu.name, fab.intra_name),
        ),
        Figure(
            "inter_gbps",
            "Network bus bandwidth per node",
            fab.inter_busbw(plan.gpus_per_node) / trays,
            "GB/s",
            "node Gbit/s ÷ 8 × 0.94 (NCCL spreads rings over every NIC of the node)",
            (
                ("Gbit/s per node", fab.node_gbit / trays),
                ("GPUs per node", plan.gpus_per_node // trays),
                *(((DOMAIN_INPUT, plan.gpus_per_node),) if trays > 1 else ()),
            ),
            joined(fab.node_gbit_source, "nccl-tests#290 (46–48 GB/s per 400 Gb/s NIC)"),
        ),
        _step_figure(busiest, exposed, link_totals, windows),
        _exposed_figure(exposed, windows, contention, gpu.sm_count),
        tuple(_needed(fab, per_link, windows, plan, trays)),
        any(v > windows.step_s > 0 for v in per_link.values()),
        tuple(_warnings(gpu, plan, fab, per_link, windows)),
    )


def _context(
    spec: ModelSpec, gpu: GpuSpec, plan: Plan, trainable: int, inter_node: float | None
) -> Context:
    """What every term reads: the plan as its links see it (collectives.link_view done), the
    fabric, and the share of the model one GPU holds (the heaviest rank's where each rank
    holds its own layers)."""
    if ends_as_layers(plan):
        share = heaviest_slice(spec, plan).fraction
    else:
        share = model_slice(spec, plan, first=True, last=first_stage_is_last(plan)).fraction
    fab = fabric(gpu, plan, inter_node)
    return Context(spec, gpu, plan, count_params(spec), trainable, fab, share)


FORWARD_LABELS = {
    "zero3": N_("Input", "ZeRO-3 parameter gathers, transfer s"),
    "tp": N_("Input", "tensor-parallel collectives, transfer s"),
    "pp": N_("Input", "pipeline sends, transfer s"),
    "pp_steady": N_("Input", "pipeline sends of the steady phase, transfer s"),
    "ep": N_("Input", "expert all-to-alls, transfer s"),
    "cp": N_("Input", "context-parallel exchanges, transfer s"),
    "cp_recurrent": N_("Input", "context-parallel exchanges of the recurrent layers, transfer s"),
}


class ForwardComm(NamedTuple):
    """A forward-only pass's collectives: the seconds no compute hides, and each kind's transfer
    seconds (FORWARD_LABELS: what Explain lists, not each kind's wait)."""

    value: float
    transfers: tuple[tuple[str, float], ...]


def forward_communication(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    forward_s: float,
    inter_node_override: float | None = None,
) -> ForwardComm:
    """Seconds one forward-only pass over a step's micro-batches (a reference's log-
    probabilities, old log-probabilities, a reward model's or a critic's values) waits for its
    collectives: each kind's forward calls (Traffic.forward: ZeRO-3's forward gathers, tensor
    parallelism's one a block, the experts' dispatch and combine, the pipeline's sends, context
    parallelism's forward exchange; none of the gradients'), timed as a training step's and
    hidden behind the pass's own compute (`forward_s`) where the training step overlaps them,
    but the experts' all-to-alls (Traffic.forward_overlap), one layer's share still waiting."""
    plan, inter_node_override, _ = link_view(gpu, plan, inter_node_override)
    ctx = _context(spec, gpu, plan, 0, inter_node_override)
    windows = Windows(forward_s, 0.0, plan.grad_accum, -(-spec.num_layers // plan.pp))
    timed = [
        _timed(
            t._replace(calls=t.calls * t.forward, window=t.window if t.forward_overlap else "none"),
            ctx.fabric,
            windows,
        )
        for term in TERMS
        for t in term(ctx)
        if t.forward
    ]
    exposed, _ = _exposed(timed, windows)
    return ForwardComm(exposed, tuple((FORWARD_LABELS[x.traffic.key], x.seconds) for x in timed))


@lru_cache(maxsize=256)
def _link_source(gpu_name: str, link: str) -> str:
    return Joined(INTRA_SOURCES[link], Message("{gpu} datasheet", gpu=gpu_name))


def _step_figure(busiest: float, exposed: float, totals: dict[str, float], w: Windows) -> Figure:
    return Figure(
        "comm_seconds",
        "Transfer time per step (busiest link)",
        busiest,
        "seconds",
        "Σ calls × (latency + S × factor ÷ bus bandwidth), per link",
        (
            ("in-node seconds", totals["intra"]),
            ("between-node seconds", totals["inter"]),
            ("compute seconds per step", w.step_s),
            ("exposed seconds", exposed),
        ),
        SOURCE,
    )


def _exposed_figure(
    exposed: float, w: Windows, contention: float = 0.0, sms: int | None = None
) -> Figure:
    source = "PyTorch DDP gradient buckets, FSDP/ZeRO-3 prefetch, Megatron overlap options"
    return Figure(
        "exposed_comm_seconds",
        "Communication not hidden, per step",
        exposed,
        "seconds",
        "non-overlapped transfers + overlapped transfers beyond their compute window "
        "+ one layer's share (first gather, last bucket) + DeepEP's hidden all-to-alls × its "
        "SMs ÷ the GPU's (the compute they slow)"
        if contention
        else "non-overlapped transfers + overlapped transfers beyond their compute window "
        "+ one layer's share (first gather, last bucket)",
        (
            ("compute seconds per step", w.step_s),
            ("micro-batches", w.micro_batches),
            *(
                (
                    (N_("Input", "DeepEP's SMs"), DEEPEP_SMS),
                    (N_("Input", "the GPU's SMs"), sms),
                    (N_("Input", "DeepEP's SMs ÷ the GPU's"), DEEPEP_SMS / sms),
                    (N_("Input", "compute slowed beside DeepEP, s"), contention),
                )
                if contention and sms
                else ()
            ),
        ),
        Joined(source, DEEPEP_SM_SOURCE) if contention else source,
    )
