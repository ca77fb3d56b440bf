"""What the training techniques change in GPU memory besides activations and the loss.

* Optimizer step in backward (torchtune OptimizerInBackward, LOMO): one optimizer per parameter
  steps in the parameter's post-accumulate-grad hook and sets its gradient to None, so the step
  never holds all gradients; at most one parameter's gradient and its step temporaries exist.
* Paged optimizers (bitsandbytes PagedAdamW / PagedAdamW8bit / PagedLion): state buffers of
  tensors with ≥ 10⁵ elements are cudaMallocManaged unified memory that the driver evicts to host
  RAM under pressure; PyTorch's allocator never sees them (bitsandbytes optim/optimizer.py
  get_state_buffer, functional.py get_paged).
* CPU offload: DeepSpeed ZeRO-Offload keeps the fp32 gradient partition, master copy and states
  on the host and steps there (Ren et al. 2021); FSDP CPUOffload / FSDP2 CPUOffloadPolicy and
  ZeRO-3 offload_param also keep the sharded parameters there, copying each layer in as it runs.
* GaLore (Zhao et al. 2024, GaLoreProjector with proj_type "std"): each targeted matrix's
  gradient G (m × n) is projected onto its top-r singular vectors of the shorter side — P^T G
  (r × n) when m < n, G P (m × r) otherwise — and the optimizer keeps states of that r × the
  longer side, plus P itself (r × the shorter side, in the gradient's dtype). The rank is at most
  the shorter side. Embeddings, norms and the output layer keep full states.
* FP8 (Transformer Engine recipes): an FP8 copy of each linear weight and its transpose are
  cached for the step (TE user guide, "FP8 weight caching"; "Handling transposes"); torchao's
  float8 casts on the fly and, with torchtitan's force_recompute_fp8_weight_in_bwd, saves none.
"""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.layers import layer_groups
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts, count_params
from hwplanner.engine.plan.enums import Fp8Recipe, Method, Offload, OffloadDevice, Precision
from hwplanner.engine.plan.fields import deepspeed_offloads
from hwplanner.engine.plan.formats import (
    MXFP8_BYTES,
    NVFP4_BF16_LAYERS_EACH_END,
    NVFP4_BYTES,
    Recipe,
    state_bytes_per_param,
)
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.sharding import Slice

# bitsandbytes pages only state buffers of tensors with at least this many elements.
PAGED_MIN_ELEMENTS = 100_000
# FP8 bytes per linear weight element Transformer Engine caches for a step (weight + transpose).
TE_FP8_CACHE_BYTES = 2.0
FP8_CACHE_BYTES: dict[Fp8Recipe, float] = {
    Fp8Recipe.TENSORWISE: 0.0,
    Fp8Recipe.ROWWISE: 0.0,
    Fp8Recipe.DELAYED: TE_FP8_CACHE_BYTES,
    Fp8Recipe.BLOCKWISE: TE_FP8_CACHE_BYTES,
    # MXFP8 blocks run along one axis: the weight is quantized row-wise for the forward and
    # column-wise for the data gradient, each with its scales
    Fp8Recipe.MXFP8: 2 * MXFP8_BYTES,
}


GALORE_SOURCE = N_(
    "Source",
    "GaLore: Zhao et al. 2024, 'GaLore: Memory-Efficient LLM Training by Gradient Low-Rank "
    "Projection' (arXiv 2403.03507); galore_torch GaLoreProjector (proj_type std): states of "
    "rank × the longer side, the projection rank × the shorter side",
)


class GaloreShare(NamedTuple):
    """What GaLore keeps of the whole model's optimizer, per the rank."""

    projected: float  # parameters of the matrices GaLore projects
    state_elements: float  # their projected gradients' elements (rank × the longer side)
    projection_elements: float  # their projection matrices' elements (rank × the shorter side)


@per_object()
def galore_share(spec: ModelSpec, rank: int) -> GaloreShare:
    """The attention and MLP weight matrices GaLore projects (every matrix a LoRA could target:
    routers and embeddings apart), with their projected and projection elements."""
    projected = states = projection = 0.0
    for shape, n_layers in layer_groups(spec):
        for m in shape.matrices:
            if not m.lora_key:
                continue
            r = min(rank, m.fan_in, m.fan_out)
            many = m.count * n_layers
            projected += m.fan_in * m.fan_out * many
            states += r * max(m.fan_in, m.fan_out) * many
            projection += r * min(m.fan_in, m.fan_out) * many
    return GaloreShare(projected, states, projection)


def optimizer_state_bytes(spec: ModelSpec, plan: Plan, recipe: Recipe) -> float:
    """Bytes of optimizer state per trainable parameter, averaged over the model: under GaLore
    the projected matrices keep states of their projected gradients and the projection (in the
    gradient's dtype), the rest full states; otherwise plan.formats.state_bytes_per_param."""
    per_element = state_bytes_per_param(plan, recipe)
    if plan.galore_rank is None:
        return per_element
    total = float(count_params(spec).total)
    g = galore_share(spec, plan.galore_rank)
    galore = g.state_elements * per_element + g.projection_elements * recipe.grad
    return (galore + (total - g.projected) * per_element) / total if total else per_element


def largest_trainable_tensor(spec: ModelSpec, plan: Plan, sl: Slice) -> float:
    """Elements of the largest single trainable tensor on this GPU: the one whose gradient
    and step temporaries the optimizer-in-backward peak holds (the embedding or lm_head for
    full training, one weight matrix otherwise; a LoRA adapter for PEFT)."""
    d, tp = spec.hidden_size, plan.tp
    width = max(
        spec.widest_width("mlp"), spec.expert_width if spec.is_moe else 0, spec.widest_width("q")
    )
    if plan.method.is_peft:
        if plan.train_embeddings and (sl.first or sl.last):  # a trainable embedding copy
            return spec.vocab_size * spec.embed_width / tp
        return float(plan.lora_rank * max(d, width))
    matrix = d * width / tp
    if plan.method in (Method.PRETRAIN, Method.FULL) and (sl.first or sl.last):
        return max(matrix, spec.vocab_size * spec.embed_width / tp)
    return float(matrix)


def fp8_weights(plan: Plan) -> bool:
    """The layers' working weights are FP8 tensors (Megatron --fp8-param-gather): no bf16 copy,
    and the FP8 cache holds only their transposes. (torchao's float8 all-gather keeps its fp32
    shards and casts them for the gather alone: formats.fp8_gathered.)"""
    fp8 = plan.fp8_params and plan.precision is Precision.FP8 and plan.method.is_training
    return fp8 and framework(plan.framework).te_layers


def fp4_weights(plan: Plan) -> bool:
    """The NVFP4 layers' working weights are NVFP4 tensors (Megatron-Core fp4_param,
    Megatron-LM --fp4-param-gather): no bf16 copy, and the cache holds only their column-wise
    copy (github NVIDIA/Megatron-LM megatron/core/fp8_utils.py: fp4_param builds the model
    under Transformer Engine's quantized_model_init)."""
    fp4 = plan.fp4_params and plan.precision is Precision.NVFP4 and plan.method.is_training
    return fp4 and framework(plan.framework).te_layers


def nvfp4_layer_share(sl: Slice) -> float:
    """The share of this GPU's layers that multiply in NVFP4: the first two and last two layers
    of the model stay bf16 (Megatron-LM's Blackwell FP4 configuration), on the first and last
    stage."""
    kept = NVFP4_BF16_LAYERS_EACH_END * (int(sl.first) + int(sl.last))
    return max(sl.layers - kept, 0) / sl.layers if sl.layers else 0.0


def layer_params_on_gpu(plan: Plan, counts: ParamCounts, sl: Slice) -> float:
    """Parameters of the transformer layers on this GPU (the stage's share less embedding and
    output layer where this stage holds them)."""
    layer = sl.params - (counts.non_layer / plan.tp if (sl.first or sl.last) else 0.0)
    return max(layer, 0.0)


def fp8_cache_bytes(plan: Plan, counts: ParamCounts, sl: Slice) -> float:
    """FP8 (or NVFP4) weight copies cached for the step on this GPU (Transformer Engine
    recipes). NVFP4: the weight quantized row-wise for the forward and column-wise for the
    backward's data gradient, 0.5625 B per element each, on the layers that multiply in NVFP4
    (the first two and last two stay bf16, as Megatron-LM's Blackwell FP4 configuration)."""
    if plan.precision is Precision.NVFP4 and plan.method.is_training:
        # FP4 weights: the row-wise copy is the weight itself, the column-wise one cached
        per = NVFP4_BYTES if fp4_weights(plan) else 2 * NVFP4_BYTES
        if plan.zero >= 3 and framework(plan.framework).te_layers:
            return per * 2 * sl.largest_layer_params  # gathered layer by layer, as for FP8
        return per * nvfp4_layer_share(sl) * layer_params_on_gpu(plan, counts, sl)
    if plan.precision is not Precision.FP8 or not plan.method.is_training:
        return 0.0
    per = FP8_CACHE_BYTES[plan.fp8_recipe]
    if framework(plan.framework).te_layers:
        # every Megatron/NeMo FP8 recipe runs through TE modules, which cache the weight and
        # its transpose (MXFP8: its row- and column-wise copies, with their scales)
        per = max(per, TE_FP8_CACHE_BYTES)
    if fp8_weights(plan):
        # the weight is the FP8 tensor itself: only its transpose (MXFP8: its column-wise
        # copy) is cached (Transformer Engine Float8Tensor keeps the transposed data for the
        # backward's GEMM)
        per = MXFP8_BYTES if plan.fp8_recipe is Fp8Recipe.MXFP8 else TE_FP8_CACHE_BYTES / 2
    if plan.zero >= 3 and framework(plan.framework).te_layers:
        # Megatron-FSDP (fp8_param_gather): the FP8 copy is gathered layer by layer like the
        # 16-bit one, so only the two gathered layers hold it (Megatron-Bridge
        # scripts/performance/utils/helpers.py: use_megatron_fsdp with the FP8 current-scaling
        # recipe's fp8_param_gather=True)
        return per * 2 * sl.largest_layer_params
    return per * layer_params_on_gpu(plan, counts, sl)


def offload_moves_gradients(plan: Plan) -> bool:
    """Whether offloading keeps the gradients in host RAM too: always with parameters
    offloaded (FSDP, ZeRO-3 offload_param); with optimizer offload where it is DeepSpeed's
    ZeRO-Offload (the fp32 gradient partition lives on the host)."""
    if plan.offload is Offload.NONE:
        return False
    return plan.offload is Offload.OPTIMIZER_AND_PARAMS or deepspeed_offloads(plan)


# ZeRO-Infinity stages NVMe traffic through pinned host buffers: offload_optimizer
# buffer_count 4 and offload_param buffer_count 5 × buffer_size 1e8 elements (DeepSpeed
# configuration reference, defaults), fp32 for optimizer states, 16-bit for parameters.
NVME_OPTIMIZER_BUFFER_BYTES = 4 * 1e8 * 4
NVME_PARAM_BUFFER_BYTES = 5 * 1e8 * 2


class Traffic(NamedTuple):
    """What moves between GPU and host per micro-batch or step (bytes, one GPU), for the time
    the techniques cost (time/techniques.py)."""

    activations: float = 0.0  # offloaded saved activations, per micro-batch (out and back in)
    params: float = 0.0  # offloaded weights, 16-bit, copied in for forward and for backward
    grads: float = 0.0  # 16-bit gradient shard sent to the host
    step_params: float = 0.0  # trainable parameters the CPU optimizer steps on this GPU's shard
    states_on_nvme: float = 0.0  # optimizer states read and written from NVMe each step


NO_TRAFFIC = Traffic()


class Placement(NamedTuple):
    """Where the offloaded bytes of one GPU live."""

    host: float  # host RAM: offloaded states and activations, NVMe staging buffers
    nvme: float
    states: float  # offloaded optimizer/gradient/parameter bytes
    activations: float  # offloaded saved activations (pinned host RAM)
    buffers: float  # NVMe staging buffers


def offload_placement(plan: Plan, states: float, activations: float) -> Placement:
    """Host RAM and NVMe bytes of one GPU's offloaded states and activations."""
    if plan.offload is not Offload.NONE and plan.offload_device is OffloadDevice.NVME:
        buffers = NVME_OPTIMIZER_BUFFER_BYTES
        if plan.offload is Offload.OPTIMIZER_AND_PARAMS:
            buffers += NVME_PARAM_BUFFER_BYTES
        return Placement(buffers + activations, states, states, activations, buffers)
    return Placement(states + activations, 0.0, states, activations, 0.0)
