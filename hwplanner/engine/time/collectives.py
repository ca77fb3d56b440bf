"""How long one NCCL collective takes on a node's links: ring or tree, inside a node or across.

Bus bandwidth (NCCL nccl-tests, doc/PERFORMANCE.md): a collective of S bytes on n ranks takes
    t = latency + S × factor ÷ busbw,
factor = 2(n−1)/n for an all-reduce, (n−1)/n for an all-gather, a reduce-scatter or an
all-to-all, 1 for a send/receive; busbw is the bottleneck link's bandwidth and does not depend on
n. Inside a node the bottleneck is each GPU's NVLink (or PCIe) link; NCCL reaches ~82% of the
NVLink line rate on a ring (370 of 450 GB/s per direction on H100, nccl-tests#212). Across nodes
NCCL builds one ring per channel and gives each channel its own NIC, so a group with k GPUs on a
node moves its inter-node part over k of the node's NICs: busbw ≈ node NIC bandwidth × k ÷ GPUs
per node × ~0.94 (46–48 GB/s per 400 Gb/s NIC, nccl-tests#290). A group spanning nodes runs at
the slower of the two. Trees (NCCL 2.4+) cut the latency of an all-reduce to log2(nodes) levels
at 0.92 × the ring's bandwidth; NCCL times both with that model (src/graph/tuning.cc,
ncclTopoTuneModel: ring 2(n−1) steps, tree 2·((n/nodes − 1)·intra + log2(nodes)·inter)) and
takes the faster (nccl#457), and so does this module: trees for small messages at scale, rings
for the large buffers of training.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec, baseboard, nvlink_domain
from hwplanner.engine.plan.plan import Plan

NVLINK_EFFICIENCY = 0.82  # NCCL ring busbw ÷ NVLink line rate per direction (370/450, H100)
# RCCL all-reduce busbw ÷ the xGMI (Infinity Fabric) links' sum per direction on 8 AMD GPUs:
# 8× MI300X reach 316–318 GB/s at 8 GB (AMD ROCm blog, 2025-03-02, RCCL 2.22.3 / ROCm 6.3;
# Azure AI-benchmarking-guide MI300X results: 316.82 GB/s; AMD's acceptance pass mark ≥ 304,
# github ROCm/system-acceptance-docs) of 7 links × 64 GB/s = 448: 0.71
XGMI_EFFICIENCY = 0.71
# MetaX C550's MetaXLink is the same kind of fabric, each card's 7 direct links of 64 GB/s a
# direction (896 GB/s both ways): 8 cards reach 329 GB/s busbw in an all-reduce of 1 GB
# (mccl_tests; leliyliu/TileStack@d2113415 npus/07-C550硬件规格.md §4.2) of 448: 0.73
METAXLINK_EFFICIENCY = 329 / 448
MESH_LINKS = frozenset({"xGMI", "MetaXLink"})  # each GPU a direct link to each other one
INTRA_SOURCES = {
    "NVLink": N_(
        "Source",
        "all-reduce bus bandwidth over NVLink: NCCL's ring 370 of 450 GB/s per direction on "
        "H100 (0.82; nccl-tests#212)",
    ),
    "xGMI": N_(
        "Source",
        "all-reduce bus bandwidth over xGMI: RCCL 316 of 448 GB/s on 8 MI300X (0.71; AMD ROCm "
        "blog 2025-03-02, RCCL 2.22.3; github Azure/AI-benchmarking-guide MI300X results)",
    ),
    "MetaXLink": N_(
        "Source",
        "all-reduce bus bandwidth over MetaXLink: 329 of 448 GB/s on 8 MetaX C550 (0.73; "
        "mccl_tests at 1 GB, leliyliu/TileStack@d2113415 npus/07-C550硬件规格.md)",
    ),
    "PCIe": N_(
        "Source",
        "estimate: GPU-to-GPU all-reduce through the PCIe root complex at 0.7 of the link's "
        "rate per direction",
    ),
}
NIC_EFFICIENCY = 0.94  # NCCL busbw ÷ NIC line rate (46–48 GB/s per 400 Gb/s NDR NIC)
PCIE_EFFICIENCY = 0.7  # estimate: GPU-to-GPU through the PCIe root complex, no NVLink
SWITCHED_NVLINK_GBPS = 200.0  # bidirectional GB/s per GPU above which NVLink is switch-based
PCIE_FALLBACK_GBPS = 16.0  # PCIe Gen3 x16 per direction, when the datasheet gives nothing
HOPPER_BF16_TFLOPS = 600.0  # dense bf16 peak above which a GPU is Hopper-class or newer
NIC_GBIT_HOPPER = 400.0  # DGX H100/H200/B200: one 400 Gb/s NDR NIC per GPU
NIC_GBIT_AMPERE = 200.0  # DGX A100: one 200 Gb/s HDR NIC per GPU
NODE_GBIT_OTHER = 100.0  # workstation and consumer clusters: one 100 GbE link per node
# A PCIe server's compute (east-west) NICs: one per two GPUs. NVIDIA's enterprise reference
# designs name PCIe servers sockets-GPUs-adapters, "PCIe Optimized 2-8-5" and "2-4-3" (one
# adapter of each for the north-south network), against "2-8-9" for HGX, one per GPU
# (docs.nvidia.com/ai-enterprise/reference-architecture/latest/compute-node-hardware.html)
PCIE_SERVER_GPUS_PER_NIC = 2
HOP_SECONDS_INTRA = 2e-6  # per ring step over NVLink/PCIe (NCCL LL/Simple base latency order)
HOP_SECONDS_INTER = 6e-6  # per ring step or tree level over InfiniBand/RoCE
TREE_BANDWIDTH = 0.92  # NCCL tuning.cc: tree all-reduce busbw × .92

FACTORS = {
    "all_reduce": "2(n−1)/n",
    "all_gather": "(n−1)/n",
    "reduce_scatter": "(n−1)/n",
    "all_to_all": "(n−1)/n",
    "send_recv": "1",
}


class Fabric(NamedTuple):
    """The links of one node as NCCL sees them."""

    intra_busbw: float  # GB/s, ring bus bandwidth between GPUs of a node
    intra_name: str  # "NVLink", a full mesh ("xGMI", "MetaXLink") or "PCIe"
    node_gbit: float  # Gbit/s of network per node (all NICs)
    node_gbit_source: str
    gpus_per_node: int

    def inter_busbw(self, local_ranks: int) -> float:
        """GB/s across nodes for a group with `local_ranks` GPUs on each node: its share of the
        node's NICs (groups on the same node run side by side, one rail each)."""
        share = min(local_ranks, self.gpus_per_node) / self.gpus_per_node
        return self.node_gbit / 8 * NIC_EFFICIENCY * share


# Where a datacenter node's default network comes from, by (PCIe card, Hopper-class)
NIC_SOURCES = {
    (False, True): N_("Source", "one 400 Gb/s NIC per GPU (DGX H100)"),
    (False, False): N_("Source", "one 200 Gb/s NIC per GPU (DGX A100)"),
    (True, True): N_(
        "Source",
        "one NIC per two PCIe GPUs, as NVIDIA's PCIe Optimized 2-8-5 servers have; "
        "400 Gb/s each, assumed as DGX H100's",
    ),
    (True, False): N_(
        "Source",
        "one NIC per two PCIe GPUs, as NVIDIA's PCIe Optimized 2-8-5 servers have; "
        "200 Gb/s each, assumed as DGX A100's",
    ),
}


# A GPU whose reference system's compute network its catalog row gives (GpuSpec.scaleout_gbit)
SCALEOUT_SOURCE = N_(
    "Source",
    "the compute-fabric NICs of the GPU's reference system, one rail a GPU, as its catalog row "
    "gives them (scaleout_gbit, with the row's source)",
)


def node_gbit(gpu: GpuSpec, plan: Plan, override: float | None) -> tuple[float, str]:
    """Network per node, Gbit/s, and where the figure comes from: the workload's value, else the
    GPU's reference system as its catalog row gives it (scaleout_gbit a GPU), else one
    NIC per datacenter GPU on a GPU baseboard or module (400 Gb/s from Hopper on, as in DGX
    H100; 200 Gb/s before, as in DGX A100) and one per two datacenter PCIe cards (NVIDIA's
    PCIe Optimized 2-8-5 servers: PCIE_SERVER_GPUS_PER_NIC; the NICs' speed assumed as DGX's,
    the reference designs giving none), else a 100 GbE link per node."""
    if override is not None:
        return override, N_("Source", "workload")
    if gpu.scaleout_gbit is not None:
        return gpu.scaleout_gbit * plan.gpus_per_node, SCALEOUT_SOURCE
    if gpu.gpu_class is GpuClass.DATACENTER:
        hopper = (gpu.bf16_tflops or 0) >= HOPPER_BF16_TFLOPS
        pcie = not baseboard(gpu)  # a PCIe card: its servers are PCIe servers
        per_nic = PCIE_SERVER_GPUS_PER_NIC if pcie else 1
        nics = math.ceil(plan.gpus_per_node / per_nic)
        return (NIC_GBIT_HOPPER if hopper else NIC_GBIT_AMPERE) * nics, NIC_SOURCES[pcie, hopper]
    return NODE_GBIT_OTHER, N_("Source", "one 100 GbE link per node")


class LinkView(NamedTuple):
    """A plan as its collectives see it, and the network per node of that view."""

    plan: Plan
    network_gbit: float | None  # the user's Gbit/s per node, for a node of the view
    trays: int  # the plan's nodes in one node of the view (1: as given)


def link_view(gpu: GpuSpec, plan: Plan, network_gbit: float | None = None) -> LinkView:
    """The plan as its collectives see it: on an NVL72 rack, nodes (compute trays) of one rack
    are one NVLink domain, so 2 trays of 4 GPUs talk as one 8-GPU NVLink node — a domain of up
    to 72 GPUs in whole trays, the largest that divides the job (80 GPUs: 2 domains of 40);
    a user's network per node is per tray, so a domain has the sum of its trays'. Every other
    plan as given."""
    domain = nvlink_domain(gpu)
    same = LinkView(plan, network_gbit, 1)
    if domain is None or plan.nodes == 1 or plan.gpus_per_node >= domain:
        return same
    per, total = plan.gpus_per_node, plan.gpus
    span = max((n for n in range(per, domain + 1, per) if total % n == 0), default=per)
    if span <= per:
        return same
    trays = span // per
    view = plan.model_copy(update={"gpus_per_node": span, "nodes": total // span})
    return LinkView(view, None if network_gbit is None else network_gbit * trays, trays)


def fabric(
    gpu: GpuSpec, plan: Plan, override_gbit: float | None, group: int | None = None
) -> Fabric:
    """NVLink (AMD: xGMI) when it is switched (every GPU reaches every other) or the GPUs that
    talk — the node's, or a `group` of them (a tensor-parallel group) — are the two a bridge
    joins; otherwise PCIe."""
    nvlink = gpu.interconnect_gbps or 0.0
    pair = (plan.gpus_per_node if group is None else group) <= 2
    if nvlink >= SWITCHED_NVLINK_GBPS or (nvlink and pair):
        if gpu.vendor.startswith("AMD"):
            intra, name = nvlink / 2 * XGMI_EFFICIENCY, "xGMI"
        elif gpu.vendor.startswith("MetaX"):
            intra, name = nvlink / 2 * METAXLINK_EFFICIENCY, "MetaXLink"
        else:
            intra, name = nvlink / 2 * NVLINK_EFFICIENCY, "NVLink"
    else:
        intra, name = (gpu.pcie_gbps or PCIE_FALLBACK_GBPS) * PCIE_EFFICIENCY, "PCIe"
    gbit, source = node_gbit(gpu, plan, override_gbit)
    return Fabric(intra, name, gbit, source, plan.gpus_per_node)


class Timing(NamedTuple):
    seconds: float
    algorithm: str  # "ring" or "tree"
    busbw: float  # GB/s the bandwidth term ran at
    link: str  # "intra" when the group stays in a node, else "inter"


def collective(
    op: str,
    size_bytes: float,
    ranks: int,
    local_ranks: int,
    fab: Fabric,
    remote_share: float = 1.0,
    concurrent: bool = False,
) -> Timing:
    """Seconds for one collective of `size_bytes` (S as nccl-tests counts it) over `ranks` GPUs,
    `local_ranks` of them on each node (`remote_share`: of an all-to-all's bytes to other
    nodes, the share that crosses the network: DeepEP's one copy a node; `concurrent`: an
    all-to-all whose kernel writes to every peer at once, DeepEP's, one hop's latency where a
    peer-by-peer exchange waits one a peer)."""
    if ranks <= 1 or size_bytes <= 0:
        return Timing(0.0, "ring", fab.intra_busbw, "intra")
    nodes = max(1, math.ceil(ranks / max(local_ranks, 1)))
    spans = nodes > 1
    busbw = fab.intra_busbw
    if spans:
        busbw = fab.inter_busbw(local_ranks)
        if local_ranks > 1:
            busbw = min(busbw, fab.intra_busbw)
    factor = {"all_reduce": 2 * (ranks - 1) / ranks, "send_recv": 1.0}.get(op, (ranks - 1) / ranks)
    bandwidth_s = factor * size_bytes / (busbw * 1e9)
    if op == "all_to_all" and spans:
        # Peers in the node are reached over NVLink, the rest over this GPU's share of the NICs;
        # DeepEP (remote_share < 1) forwards every copy a node receives over NVLink to the GPU
        # that holds its expert, so NVLink carries (local − 1)/local of them
        inside = (local_ranks - 1) / (local_ranks if remote_share < 1.0 else ranks)
        near = inside * size_bytes / (fab.intra_busbw * 1e9)
        busbw = fab.inter_busbw(1)
        far = (ranks - local_ranks) / ranks * size_bytes * remote_share
        bandwidth_s = max(near, far / (busbw * 1e9))
    hop = HOP_SECONDS_INTER if spans else HOP_SECONDS_INTRA
    steps = 1 if op == "send_recv" else (2 if op == "all_reduce" else 1) * (ranks - 1)
    if concurrent and op == "all_to_all":
        steps = 1
    ring = Timing(bandwidth_s + steps * hop, "ring", busbw, "inter" if spans else "intra")
    if op != "all_reduce" or not spans:
        return ring
    # Double binary tree across nodes, a chain inside each node: up and down log2(nodes) levels.
    levels = 2 * math.ceil(math.log2(nodes)) * HOP_SECONDS_INTER
    chain = 2 * (local_ranks - 1) * HOP_SECONDS_INTRA
    tree_bw = busbw * TREE_BANDWIDTH
    tree = Timing(bandwidth_s / TREE_BANDWIDTH + levels + chain, "tree", tree_bw, "inter")
    return tree if tree.seconds < ring.seconds else ring
