"""What surrounds the GPUs: disk for data and checkpoints, host RAM and CPU, server class, PSU."""

from __future__ import annotations

from functools import lru_cache

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Joined, Message, Term
from hwplanner.engine.core.text import N_
from hwplanner.engine.core.units import GB, GIB
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.memory.techniques import optimizer_state_bytes
from hwplanner.engine.model.gpu_spec import GpuClass, GpuSpec, baseboard, nvlink_domain
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params, embedding_copies, embedding_copy_bytes
from hwplanner.engine.money.energy import power_unknown
from hwplanner.engine.plan.formats import copy_state_bytes, plan_recipe
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Method, Plan
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.serving_config import weight_bytes_per_param
from hwplanner.engine.scenario.validity import node_limit

# DIMM totals a node is built with: powers of two, and the 48 GB DDR5 steps (2/4/8 × 48 GB)
RAM_SIZES_GB: tuple[int, ...] = (16, 32, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536)
RAM_SIZES_GB += (2048, 3072, 4096, 6144, 8192)
PSU_SIZES_W = (450, 550, 650, 750, 850, 1000, 1200, 1300, 1600, 2000, 2400, 2800, 3200)
OS_RAM = 8 * GIB  # OS, page cache floor, monitoring
PROCESS_RAM = 4 * GIB  # per training process: CUDA host context, pinned staging, Python heap
WORKER_RAM = 1 * GIB  # per DataLoader worker: a forked interpreter plus prefetched batches
OTHER_W = 100.0  # board, drives, fans of a workstation
SERVER_KINDS = {  # the machine a GPU class goes in, as a warning names it
    GpuClass.DATACENTER: N_("Message", "datacenter"),
    GpuClass.WORKSTATION: N_("Message", "workstation"),
    GpuClass.CONSUMER: N_("Message", "consumer"),
}


def storage(spec: ModelSpec, plan: Plan, workload: Workload, trainable: int) -> dict[str, Figure]:
    """Disk bytes: dataset raw and tokenised, checkpoints (weights only / resumable), base model."""
    counts = count_params(spec)
    recipe = plan_recipe(plan)
    served = counts.total * weight_bytes_per_param(spec, plan)
    if plan.method is Method.INFERENCE:
        model = Figure(
            "model_bytes",
            "Model files",
            served,
            "bytes",
            "parameters × bytes per parameter in the serving format",
            (("parameters", counts.total),),
        )
        none = Figure("checkpoint_bytes", "Checkpoints", 0.0, "bytes", "serving writes none")
        return {
            "model_bytes": model,
            "checkpoint_bytes": none,
            "total_bytes": Figure("total_bytes", "Storage total", served, "bytes", "model files"),
        }
    unique = workload.unique_tokens(plan.seq_len)
    raw = Figure(
        "dataset_raw_bytes",
        "Dataset (raw text)",
        unique * workload.raw_bytes_per_token,
        "bytes",
        "unique tokens × bytes of text per token",
        (("tokens", unique), ("bytes/token", workload.raw_bytes_per_token)),
        "≈4 characters per BPE token for English (OpenAI tokenizer guide)",
    )
    id_bytes = 2 if spec.vocab_size <= 65_535 else 4
    tok = Figure(
        "dataset_tokenised_bytes",
        "Dataset (tokenised)",
        unique * id_bytes,
        "bytes",
        "unique tokens × bytes per token id",
        (("tokens", unique), ("id bytes", id_bytes)),
        "Megatron/llm-foundry tokenised (.bin/.idx) datasets: uint16 ids below 65,536 vocab, else "
        "int32 (github NVIDIA/Megatron-LM megatron/core/datasets/indexed_dataset.py @93261d7, "
        "DType.optimal_dtype, switches at 65,500)",
    )
    state_b = optimizer_state_bytes(spec, plan, recipe)
    # the embedding and output-layer copies trained beside the adapters are saved with them,
    # in their own dtype (PEFT modules_to_save: 16-bit, fp32 in an fp32 model or where HF's
    # QLoRA upcast them), their states in that dtype, or fp32 with the recipe's master
    copies = embedding_copies(spec, plan)
    copy_b = embedding_copy_bytes(plan)
    if plan.method.is_peft:
        weights = (trainable - copies) * recipe.weight + copies * copy_b
        what = "adapter params × adapter bytes (the base model is not re-saved)"
    else:
        weights = trainable * recipe.weight + (counts.total - trainable) * 2.0
        what = "trainable params × working bytes + frozen params × 2 B"
    copy_states = copies * (recipe.master + copy_state_bytes(plan, recipe, copy_b))
    resumable = weights + (trainable - copies) * (recipe.master + state_b) + copy_states
    w_fig = Figure(
        "checkpoint_weights_bytes",
        "Checkpoint, weights only",
        weights,
        "bytes",
        what,
        (("trainable params", trainable), ("working bytes", recipe.weight)),
    )
    r_fig = Figure(
        "checkpoint_resumable_bytes",
        "Checkpoint, resumable",
        resumable,
        "bytes",
        "weights + trainable params × (fp32 master + optimizer state bytes)",
        (("weights", weights), ("master bytes", recipe.master), ("state bytes", state_b)),
        "what torch.save of model + optimizer writes",
    )
    kept = workload.checkpoints_kept
    ck = Figure(
        "checkpoint_bytes",
        "Checkpoints kept",
        kept * resumable,
        "bytes",
        "checkpoints kept × resumable checkpoint",
        (("kept", kept), ("each", resumable)),
    )
    base = 0.0 if plan.method is Method.PRETRAIN else served
    base_fig = Figure(
        "base_model_bytes",
        "Base model download",
        base,
        "bytes",
        "parameters × stored bytes (fine-tunes start from it)",
    )
    total = raw.value + tok.value + ck.value + weights + base
    return {
        "dataset_raw_bytes": raw,
        "dataset_tokenised_bytes": tok,
        "checkpoint_weights_bytes": w_fig,
        "checkpoint_resumable_bytes": r_fig,
        "checkpoint_bytes": ck,
        "base_model_bytes": base_fig,
        "total_bytes": Figure(
            "total_bytes",
            "Storage total",
            total,
            "bytes",
            "raw + tokenised dataset + checkpoints kept + final weights + base",
            (
                ("raw", raw.value),
                ("tokenised", tok.value),
                ("checkpoints", ck.value),
                ("final weights", weights),
                ("base model", base),
            ),
        ),
    }


# What one server's memory slots hold (estimate): 2-socket servers 32 × 128 GB (DGX H100 ships
# 2 TB), workstations 8 × 256 GB (Threadripper Pro / Xeon W), desktops 4 × 48 GB DDR5.
RAM_LIMIT_GB = {GpuClass.DATACENTER: 4096, GpuClass.WORKSTATION: 2048, GpuClass.CONSUMER: 192}
SHARD_FILE = 5 * GB  # one safetensors shard a process reads at a time (Hugging Face: 5 GB)


def _loading(spec: ModelSpec, plan: Plan, full: float) -> tuple[float, str]:
    """Host bytes a node needs to load the model, and how, by framework."""
    per_node = plan.gpus_per_node
    fw = plan.framework
    # Megatron-Core (megatron, nemo: its gradient buffer marks it), Megatron-DeepSpeed (its
    # DeepSpeed pipeline marks it), vLLM and llama.cpp load a tensor- and pipeline-parallel
    # shard per process
    profile = framework(fw)
    if profile.grad_buffer or profile.deepspeed_pipeline or fw in ("vllm", "llamacpp"):
        return per_node * full / (plan.tp * plan.pp), N_(
            "Source", "a tensor- and pipeline-parallel shard per process"
        )
    if plan.zero == 3 and fw in ("deepspeed", "hf"):
        # zero.Init partitions each parameter onto the GPUs as it is built: the host holds
        # only the checkpoint shard file a process is reading.
        return per_node * SHARD_FILE, N_(
            "Source", "one checkpoint shard file per process (ZeRO-3 zero.Init)"
        )
    if fw == "fsdp":
        return full + per_node * SHARD_FILE, N_(
            "Source", "one copy per node (rank 0) + one shard file each"
        )
    # Hugging Face from_pretrained memory-maps safetensors: the page cache holds one copy per
    # node, shared by the processes; each also holds the shard file it is copying to the GPU.
    return full + per_node * SHARD_FILE, N_(
        "Source",
        "one memory-mapped copy per node (safetensors page cache) + one shard file per process",
    )


@lru_cache(maxsize=256)
def _loading_source(how: str, framework_name: str) -> str:
    return Joined(
        Message("loading: {how} ({framework})", how=Term("Source", how), framework=framework_name),
        "offload from the memory estimate",
    )


def host_ram(
    spec: ModelSpec, plan: Plan, workload: Workload, memory: MemoryEstimate, gpu: GpuSpec
) -> Figure:
    """Host RAM per node, bytes: model loading + offloaded states + data loaders + OS; flagged
    when a server of this class cannot hold it."""
    counts = count_params(spec)
    full = counts.total * weight_bytes_per_param(spec, plan)
    per_node = plan.gpus_per_node
    loading, how = _loading(spec, plan, full)
    offload = memory.host_offload_bytes * per_node
    host_weights = memory.extras.get("host_weight_bytes")
    if host_weights is not None:
        # llama.cpp memory-maps the GGUF file: the tensors it computes on the CPU (the
        # embedding always, the CPU layers and experts) stay resident; the pages of those it
        # copied to the GPU are clean page cache the OS takes back (llama_model_loader also
        # unmaps the file outside the host tensors' range). Counted once, as loading.
        loading = host_weights * per_node
        how = N_("Source", "the weights llama.cpp keeps on the CPU, memory-mapped from the file")
        offload = max(offload - host_weights * per_node, 0.0)
    workers = _workers_per_gpu(plan, workload) * per_node * WORKER_RAM
    procs = per_node * PROCESS_RAM
    total = loading + offload + workers + procs + OS_RAM
    limit = RAM_LIMIT_GB[gpu.gpu_class]
    # the smallest DIMM total that holds it, among those this class of server takes
    size = next((s for s in RAM_SIZES_GB if total <= s * GB <= limit * GB), None)
    notes: list[str] = []
    if size is not None:
        notes.append(Message("fit {size} GB of RAM per node", size=size))
    else:
        notes.append(
            Message(
                "{need:,.0f} GB is more than a {kind} server holds (~{limit:,} GB): shard the "
                "loading (ZeRO-3, FSDP) or offload less",
                need=total / GB,
                kind=Term("Message", SERVER_KINDS[gpu.gpu_class]),
                limit=limit,
            )
        )
    return Figure(
        "host_ram_bytes",
        "Host RAM per node",
        total,
        "bytes",
        "model loading + offloaded states + DataLoader workers + per-process + OS"
        if plan.method is not Method.INFERENCE
        else "model loading + offloaded states + per-process + OS (serving has no DataLoader)",
        (
            ("model loading", loading),
            ("offloaded states", offload),
            ("data loading", workers),
            ("processes", procs),
            ("OS", OS_RAM),
            ("a server holds at most", limit * GB),
        ),
        _loading_source(how, framework(plan.framework).name),
        notes=tuple(notes),
    )


def _workers_per_gpu(plan: Plan, workload: Workload) -> int:
    """DataLoader workers per GPU: a serving engine reads requests, not a dataset (vLLM, SGLang
    and TGI run one worker process per GPU and an API server, no DataLoader)."""
    return 0 if plan.method is Method.INFERENCE else workload.dataloader_workers_per_gpu


def cpu_cores(plan: Plan, workload: Workload) -> Figure:
    """Host CPU cores per node: one per GPU process and per DataLoader worker, plus 2."""
    workers = _workers_per_gpu(plan, workload)
    n = plan.gpus_per_node * (workers + 1) + 2
    return Figure(
        "cpu_cores",
        "Host CPU cores per node",
        n,
        "count",
        "GPUs per node × (DataLoader workers + 1 main process) + 2 for the OS",
        (
            ("GPUs per node", plan.gpus_per_node),
            ("workers per GPU", workers),
        ),
        "PyTorch DataLoader: one process per worker; DGX A100 has 16 cores per GPU",
    )


def server_class(gpu: GpuSpec, plan: Plan) -> Figure:
    """The machine that holds one node's GPUs (value: GPUs per node; source: the class)."""
    n = plan.gpus_per_node
    board = baseboard(gpu)
    if gpu.whole_machine:
        kind = "the machine itself (a desktop computer with unified memory)"
    elif board == "superchip" and (nvlink_domain(gpu) or n > 4):
        # GB200, GB300 and Vera Rubin ship as NVL72 racks (18 compute trays of 2 superchips;
        # GB200 also as NVL36)
        kind = "rack-scale NVLink system (NVL72 class)"
    elif board == "superchip":
        kind = "Grace superchip server (1–4 superchips per node, MGX class)"
    elif board == "oam":
        kind = "OAM/module baseboard server (up to 8 accelerators)"
    elif board == "sxm":
        if n > 8 and any(w in gpu.form_factor.lower() for w in ("sxm2", "sxm3")):
            kind = "16-GPU DGX-2 / HGX-2 class server (SXM, NVSwitch)"
        elif n > 8 and node_limit(gpu)[0] == 16:  # the A100's (validity.NODE_LIMITS)
            kind = "16-GPU HGX A100 class server (two baseboards, NVSwitch)"
        elif n > 8:
            kind = "rack-scale NVLink system (NVL72 class)"
        elif n > 4:
            kind = "8-GPU HGX/DGX-class server (SXM, NVSwitch)"
        else:
            kind = "4-GPU HGX/DGX-class server (SXM, NVSwitch)"
    elif n > 8 and "single slot" in gpu.form_factor.lower():
        kind = "4U server of single-slot cards (up to 20, 2 CPUs)"  # validity.NODE_LIMITS
    elif n > 8:
        # the node limit (validity.PCIE_NODE): single-root 4U servers hold 10 double-width
        kind = "4U PCIe GPU server (10 double-width cards, 2 CPUs)"
    elif gpu.gpu_class is GpuClass.DATACENTER or n > 4:
        kind = "2U/4U PCIe GPU server (up to 8 double-width cards, 2 CPUs)"
    elif n <= 2:
        kind = "tower workstation"
    else:
        kind = "4-slot workstation (Threadripper / Xeon W class)"
    return Figure(
        "server_class",
        "Server or workstation",
        n,
        "count",
        "by GPU form factor, interconnect and GPUs per node",
        (("class", kind),),
        kind,
        display=kind,
    )


def psu(gpu: GpuSpec, plan: Plan, workload: Workload) -> Figure[float | None]:
    """Power supply for one node, W: (GPU TDP × GPUs + CPU + other) × headroom, rounded up to a
    standard size. Headroom covers GPU power transients (ATX 3.0 allows 2× spikes)."""
    if gpu.tdp_w is None:
        return Figure(
            "psu_w",
            "Power supply per node",
            None,
            "w",
            "(GPU TDP × GPUs + CPU + board/drives) × headroom, next standard size",
            notes=(power_unknown(gpu),),
        )
    steady = gpu.tdp_w * plan.gpus_per_node + workload.cpu_power_w + OTHER_W
    need = steady * workload.psu_headroom
    size = next((s for s in PSU_SIZES_W if s >= need), None)
    notes = (
        [] if size else [Message("beyond one ATX PSU: use two PSUs or a server chassis on 240 V")]
    )
    return Figure(
        "psu_w",
        "Power supply per node",
        float(size or need),
        "w",
        "(GPU TDP × GPUs + CPU + board/drives) × headroom, next standard size",
        (
            ("GPU TDP", gpu.tdp_w),
            ("GPUs", plan.gpus_per_node),
            ("CPU W", workload.cpu_power_w),
            ("other W", OTHER_W),
            ("headroom", workload.psu_headroom),
            ("need W", need),
        ),
        "GPU vendor PSU guidance; ATX 3.0 transient allowance",
        notes=tuple(notes),
    )
