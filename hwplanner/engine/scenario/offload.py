"""llama.cpp's split of a model between one GPU and the host (-ngl, Ollama num_gpu): the last
`gpu_layers` decoder layers on the GPU, the others in host RAM computed by the CPU (which layers
does not change the bytes: the engine counts layers alike). The token embedding always stays on
the CPU; the output layer goes to the GPU only when every layer does (`gpu_layers` = the model's
layers here; llama.cpp's -ngl above n_layer, "offloading output layer to GPU"). The KV cache of a
layer lives where the layer does (unless -nkvo). Source: github
ggml-org/llama.cpp@a5410f046c01d01330c8a42f13b64a211fedf2c3 src/llama-model.cpp
(llama_model::load_tensors: i_gpu_start = n_layer − n_gpu_layers; the input layer "always
keep[s] it on the CPU"; dev_output = the buffer of layer n_layer) and the KV cache's per-layer
buffer types (llama-kv-cache: the layer's device when offload is on)."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.text import N_
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan

# Dual-channel DDR5-5600 (a 2024–2026 desktop's memory): 2 channels × 5,600 MT/s × 8 bytes
# (JEDEC JESD79-5 DDR5-5600 data rate, 64-bit channel) = 89.6 GB/s, the default when the plan
# gives none.
DEFAULT_HOST_GBPS = 89.6
DEFAULT_HOST_SOURCE = N_("Source", "dual-channel DDR5-5600: 2 × 5,600 MT/s × 8 B (JEDEC JESD79-5)")
GIVEN_HOST_SOURCE = N_("Source", "the host memory bandwidth you set")


class Split(NamedTuple):
    """Where a served model's parameters and KV cache are (shares of each, 0–1)."""

    layer_share: float  # decoder layers (and their KV cache) on the GPU
    param_share: float  # parameters on the GPU
    gpu_layers: int
    layers: int
    expert_share: float = 1.0  # routed experts on the GPU
    cpu_moe_layers: int = 0

    @property
    def offloads(self) -> bool:
        return self.param_share < 1.0


def split(spec: ModelSpec, plan: Plan) -> Split:
    """The plan's split; every layer and expert on the GPU when neither `gpu_layers` nor
    `cpu_moe_layers` is set. llama.cpp's --n-cpu-moe N keeps the routed experts of the first N
    MoE layers in host RAM; -ngl puts the last layers on the GPU: an expert is on the GPU when
    its layer is and it is not among the first N (MoE layers taken as evenly spread)."""
    layers = spec.num_layers
    gpu_layers = layers if plan.gpu_layers is None else min(plan.gpu_layers, layers)
    cpu_moe = plan.cpu_moe_layers or 0
    if gpu_layers >= layers and not cpu_moe:
        return Split(1.0, 1.0, layers, layers)
    counts = count_params(spec)
    share = gpu_layers / layers
    experts = 0.0
    if counts.moe_layers:
        moe_on_gpu = counts.moe_layers * share
        moe_cpu_first = counts.moe_layers - moe_on_gpu  # the CPU layers come first
        experts = max(moe_on_gpu - max(cpu_moe - moe_cpu_first, 0.0), 0.0) / counts.moe_layers
    dense_layer_params = counts.layers - counts.experts
    on_gpu = dense_layer_params * share + counts.experts * experts
    if gpu_layers >= layers:  # every layer on the GPU: the output layer and final norm too
        on_gpu += counts.non_layer - counts.embedding
    return Split(share, on_gpu / counts.total, gpu_layers, layers, experts, cpu_moe)


def host_gbps(plan: Plan) -> float:
    return plan.host_memory_gbps or DEFAULT_HOST_GBPS
