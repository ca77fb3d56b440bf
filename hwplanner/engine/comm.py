"""Bytes each GPU sends per optimizer step, for each kind of parallelism, against its link.

Ring collectives move 2(n−1)/n × the buffer per GPU for an all-reduce and (n−1)/n for an
all-gather or reduce-scatter (NCCL performance notes, "bus bandwidth"). Megatron tensor
parallelism all-reduces the b·s·h activations twice per layer forward and twice backward
(Shoeybi et al. 2019; sequence parallelism swaps them for an equal-volume reduce-scatter +
all-gather). ZeRO-3 gathers the parameters for forward and again for backward (Rajbhandari et al.
2020: 1.5× the traffic of data parallelism). Links: NVLink inside a node (half the bidirectional
figure per direction), else PCIe; between nodes the node's network shared by its GPUs.
"""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.explain import Figure
from hwplanner.engine.formats import RECIPES, WEIGHT_BYTES
from hwplanner.engine.gpu_spec import GpuClass, GpuSpec
from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.params import count_params
from hwplanner.engine.plan import CpKind, Plan, Recompute
from hwplanner.engine.sharding import model_slice
from hwplanner.engine.text import N_
from hwplanner.engine.weights import weight_storage

INTER_NODE_GBIT_PER_GPU = 200.0  # DGX A100: one 200 Gb/s HDR InfiniBand NIC per GPU
INTER_NODE_GBIT_PER_GPU_HOPPER = 400.0  # DGX H100 and later: one 400 Gb/s NDR NIC per GPU
HOPPER_BF16_TFLOPS = 600.0  # dense bf16 peak above which a GPU is Hopper-class or newer
INTER_NODE_GBIT_OTHER = 100.0  # a 100 GbE NIC per node for workstation/consumer clusters
PCIE_FALLBACK_GBPS = 16.0  # PCIe Gen3 x16 per direction, when the datasheet gives nothing

NVLINK_CLASSES = (
    (32, "PCIe Gen4 x16"),
    (64, "PCIe Gen5 x16"),
    (56, "NVLink bridge"),
    (300, "NVLink 3 (A100)"),
    (450, "NVLink 4 (H100)"),
    (900, "NVLink 5 (B200)"),
)
NETWORK_CLASSES = (10, 25, 100, 200, 400, 800, 1600, 3200)  # Gbit/s per node
TRAFFIC_LABELS = {
    "dp": N_("Figure", "DP traffic per GPU per step"),
    "zero3": N_("Figure", "ZeRO-3 parameter traffic per GPU per step"),
    "tp": N_("Figure", "TP traffic per GPU per step"),
    "pp": N_("Figure", "PP traffic per GPU per step"),
    "ep": N_("Figure", "EP traffic per GPU per step (in the node)"),
    "ep_inter": N_("Figure", "EP traffic per GPU per step (between nodes)"),
    "cp": N_("Figure", "CP traffic per GPU per step"),
}


OVERLAP_NOTE = Message(
    "overlapped with compute when the link keeps up; the default utilisation "
    "already includes ordinary communication cost"
)


@dataclass(frozen=True, slots=True)
class Communication:
    traffic: tuple[Figure, ...]  # bytes per GPU per step, one per parallelism in use
    intra_gbps: Figure  # per GPU per direction, GB/s
    inter_gbps: Figure  # per GPU per direction, GB/s (the node's network ÷ its GPUs)
    step_seconds: Figure  # the busiest link's transfer time per step
    needed: tuple[Figure, ...]  # bandwidth each link needs to keep up with compute
    bound: bool
    warnings: tuple[str, ...]


def inter_node_gbit(gpu: GpuSpec, plan: Plan, override: float | None) -> float:
    """Network per node, Gbit/s: the workload's figure, else one NIC per datacenter GPU (200 Gb/s
    as in DGX A100, 400 Gb/s for Hopper-class and newer as in DGX H100), else one 100 GbE link."""
    if override is not None:
        return override
    if gpu.gpu_class is GpuClass.DATACENTER:
        hopper = (gpu.bf16_tflops or 0) >= HOPPER_BF16_TFLOPS
        per_gpu = INTER_NODE_GBIT_PER_GPU_HOPPER if hopper else INTER_NODE_GBIT_PER_GPU
        return per_gpu * plan.gpus_per_node
    return INTER_NODE_GBIT_OTHER


def communication(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    trainable: int,
    compute_step_seconds: float,
    inter_node_override: float | None = None,
) -> Communication:
    """Per-step traffic per GPU of DP/ZeRO, TP, PP and EP, and whether the links keep up."""
    counts = count_params(spec)
    recipe = RECIPES[plan.precision]
    intra = (gpu.interconnect_gbps or 0) / 2 or gpu.pcie_gbps or PCIE_FALLBACK_GBPS
    node_gbit = inter_node_gbit(gpu, plan, inter_node_override)
    inter = node_gbit / 8 / plan.gpus_per_node
    dp, tp, pp, mb = plan.dp, plan.tp, plan.pp, plan.grad_accum
    act = plan.micro_batch * plan.seq_len * spec.hidden_size * 2  # one bf16 activation tensor
    layers = -(-spec.num_layers // pp)
    traffic: list[tuple[str, float, str, str]] = []  # key, bytes, link, formula
    # Parameters one GPU holds under TP/PP/EP (before ZeRO), as a share of the model.
    share = model_slice(spec, counts, plan, first=True, last=pp == 1).fraction
    if dp > 1:
        grads = trainable * share * recipe.grad
        dp_link = "inter" if plan.nodes > 1 else "intra"
        if plan.zero == 3:
            # ZeRO-3/FSDP reduce-scatters gradients as each micro-batch's backward produces
            # them: (dp−1)/dp per micro-batch, not a ring all-reduce once per step. With the two
            # parameter gathers below that is 1.5× plain data parallelism at one micro-batch
            # (Rajbhandari et al. 2020, §7).
            dp_volume = mb * (dp - 1) / dp * grads
            dp_formula = N_(
                "Formula", "micro-batches × (dp−1)/dp × gradient bytes (reduce-scatter)"
            )
        else:
            dp_volume = 2 * (dp - 1) / dp * grads
            dp_formula = N_("Formula", "2(dp−1)/dp × trainable params on this GPU × gradient bytes")
        traffic.append(("dp", dp_volume, dp_link, dp_formula))
        if plan.zero == 3:
            stored = WEIGHT_BYTES[weight_storage(spec, plan, counts).format]
            params = counts.total * share * min(stored, 2.0)
            traffic.append(
                (
                    "zero3",
                    2 * mb * (dp - 1) / dp * params,
                    dp_link,
                    N_(
                        "Formula",
                        "2 gathers × micro-batches × (dp−1)/dp × 16-bit params on this GPU",
                    ),
                )
            )
    if tp > 1:
        n_ar = 6 if plan.recompute is Recompute.FULL else 4
        link = "intra" if tp <= plan.gpus_per_node else "inter"
        tp_formula = (
            N_(
                "Formula",
                "6 all-reduces per layer × 2(tp−1)/tp × b·s·h·2 B × layers × micro-batches",
            )
            if n_ar == 6
            else N_(
                "Formula",
                "4 all-reduces per layer × 2(tp−1)/tp × b·s·h·2 B × layers × micro-batches",
            )
        )
        traffic.append(("tp", n_ar * 2 * (tp - 1) / tp * act * layers * mb, link, tp_formula))
    if pp > 1:
        link = "inter" if plan.nodes > 1 else "intra"
        pp_formula = N_("Formula", "activation out + gradient back × micro-batches")
        traffic.append(("pp", 2 * act * mb, link, pp_formula))
    if spec.is_moe and plan.ep > 1:
        ep = min(plan.ep, spec.num_experts)
        moe_layers = spec.num_moe_layers / pp
        # Tokens sent to peers in the node ride NVLink, the rest the node's network.
        volume = 4 * act * spec.experts_per_token * moe_layers * mb
        local = min(ep, plan.gpus_per_node)
        in_node = N_(
            "Formula",
            "4 all-to-alls per MoE layer × b·s·k·h·2 B × micro-batches × (in-node peers)/ep",
        )
        traffic.append(("ep", volume * (local - 1) / ep, "intra", in_node))
        if ep > local:
            off_node = N_(
                "Formula",
                "4 all-to-alls per MoE layer × b·s·k·h·2 B × micro-batches × (off-node)/ep",
            )
            traffic.append(("ep_inter", volume * (ep - local) / ep, "inter", off_node))
    if plan.cp > 1:
        cp_link = "intra" if plan.tp * plan.cp <= plan.gpus_per_node else "inter"
        traffic.append(("cp", cp_traffic(spec, plan) * mb, cp_link, CP_FORMULAS[plan.cp_kind]))
    bw = {"intra": intra, "inter": inter}
    per_link = {"intra": 0.0, "inter": 0.0}
    figs: list[Figure] = []
    for key, volume, link, formula in traffic:
        per_link[link] += volume
        figs.append(
            Figure(
                f"traffic_{key}",
                TRAFFIC_LABELS[key],
                volume,
                "bytes",
                formula,
                (("link", link), ("GB/s per direction", bw[link])),
                "NCCL ring collectives; Megatron-LM; ZeRO (Rajbhandari et al. 2020)",
            )
        )
    times = {k: v / (bw[k] * 1e9) for k, v in per_link.items()}
    slow = max(times, key=lambda k: times[k])
    step = times[slow]
    bound = step > compute_step_seconds > 0
    warnings: list[str] = []
    needed: list[Figure] = []
    for link, volume in per_link.items():
        if not volume or compute_step_seconds <= 0:
            continue
        gbps = volume / compute_step_seconds / 1e9
        if link == "intra":
            name = next((n for cap, n in sorted(NVLINK_CLASSES) if cap >= gbps), "beyond NVLink 5")
            needed.append(
                Figure(
                    "needed_intra_gbps",
                    "GPU-to-GPU bandwidth needed",
                    gbps,
                    "GB/s",
                    "intra-node bytes per step ÷ compute time per step (per GPU, per direction)",
                    (("bytes", volume), ("step seconds", compute_step_seconds)),
                    name,
                )
            )
        else:
            gbit = gbps * 8 * plan.gpus_per_node
            name = next((f"{c} Gb/s" for c in NETWORK_CLASSES if c >= gbit), "> 3.2 Tb/s")
            needed.append(
                Figure(
                    "needed_inter_gbit",
                    "Network per node needed",
                    gbit,
                    "gbit/s",
                    "inter-node bytes per step × GPUs per node × 8 ÷ compute time per step",
                    (("bytes per GPU", volume), ("step seconds", compute_step_seconds)),
                    f"at least {name} per node",
                )
            )
        if times[link] > compute_step_seconds:
            warnings.append(
                Message(
                    "Communication bound on the {link}: {transfer_s:.3g} s of transfers per "
                    "step vs {compute_s:.3g} s of compute; it needs ~{gbps:.0f} GB/s per GPU "
                    "({have}).",
                    link=Message("node network" if link == "inter" else "GPU link"),
                    transfer_s=times[link],
                    compute_s=compute_step_seconds,
                    gbps=gbps,
                    have=needed[-1].source,
                )
            )
    if tp > 1 and not gpu.interconnect_gbps:
        warnings.append(
            Message("Tensor parallelism over PCIe: the {gpu} has no NVLink.", gpu=gpu.name)
        )
    if tp > plan.gpus_per_node:
        warnings.append(
            Message("Tensor parallelism spans nodes: keep tp ≤ GPUs per node (NVLink).")
        )
    step_fig = Figure(
        "comm_seconds",
        "Transfer time per step (busiest link)",
        step,
        "seconds",
        "bytes on the link ÷ its bandwidth per direction",
        (
            ("intra-node bytes", per_link["intra"]),
            ("inter-node bytes", per_link["inter"]),
            ("compute seconds per step", compute_step_seconds),
        ),
        notes=(OVERLAP_NOTE,),
    )
    return Communication(
        tuple(figs),
        Figure(
            "intra_gbps",
            "GPU link per direction",
            intra,
            "GB/s",
            "NVLink bidirectional ÷ 2, else PCIe per direction",
            (("NVLink GB/s (bidir)", gpu.interconnect_gbps or 0),),
            gpu.name,
        ),
        Figure(
            "inter_gbps",
            "Network per GPU per direction",
            inter,
            "GB/s",
            "node network Gbit/s ÷ 8 ÷ GPUs per node",
            (("Gbit/s per node", node_gbit), ("GPUs per node", plan.gpus_per_node)),
            "workload"
            if inter_node_override
            else "default: 200 Gb/s per datacenter GPU "
            "(DGX A100), 400 Gb/s for Hopper-class (DGX H100), 100 GbE per node otherwise",
        ),
        step_fig,
        tuple(needed),
        bound,
        tuple(warnings),
    )


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


def cp_traffic(spec: ModelSpec, plan: Plan) -> float:
    """Bytes one GPU sends per micro-batch for context parallelism (16-bit activations).

    Ring attention (Megatron-LM context_parallel.md, torchtitan): each GPU receives the other
    cp−1 blocks of keys and values in forward, again in backward, and sends back their
    gradients: 3 × (cp−1)/cp × the sequence's K and V, a 4th with full recompute. Ulysses
    (DeepSpeed blog): all-to-alls of q, k, v before attention and of the output after, each
    moving (cp−1)/cp of the local tokens' tensors, repeated for the gradients (×2) and for
    recompute (×3)."""
    cp, tp = plan.cp, plan.tp
    layers = -(-spec.num_layers // plan.pp)
    tokens = plan.micro_batch * plan.seq_len  # the whole sequence of one micro-batch
    full = plan.recompute is Recompute.FULL
    if plan.cp_kind is CpKind.RING:
        kv = tokens * 2 * spec.kv_dim * 2 / tp
        return (4 if full else 3) * (cp - 1) / cp * kv * layers
    local = tokens / cp * (2 * spec.q_dim + 2 * spec.kv_dim) * 2 / tp
    return (3 if full else 2) * (cp - 1) / cp * local * layers
