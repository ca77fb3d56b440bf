"""llama.cpp's split of a model between one GPU and the host (-ngl, Ollama num_gpu): the last
`gpu_layers` decoder layers on the GPU, the others in host RAM computed by the CPU (which layers
does not change the bytes: the engine counts layers alike). The token embedding always stays on
the CPU; the output layer goes to the GPU only when `gpu_layers` exceeds the layers (llama.cpp's
-ngl above n_layer, "offloading output layer to GPU"; -ngl 99 for everything). The KV cache of a
layer lives where the layer does (unless -nkvo). Source: github
ggml-org/llama.cpp@a5410f046c01d01330c8a42f13b64a211fedf2c3 src/llama-model.cpp
(llama_model::load_tensors: i_gpu_start = n_layer − n_gpu_layers; the input layer "always
keep[s] it on the CPU"; dev_output = the buffer of layer n_layer) and the KV cache's per-layer
buffer types (llama-kv-cache: the layer's device when offload is on)."""

from __future__ import annotations

from typing import NamedTuple

from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gguf_mix import mix_parts, planned_as_mix
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params, quantizable_params
from hwplanner.engine.plan.formats import WEIGHT_BYTES, is_quantized
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.serving_config import served_storage
from hwplanner.engine.scenario.serving_extras import bytes_per_param, stored_bytes

# Dual-channel DDR5-5600 (a 2024–2026 desktop's memory): 2 channels × 5,600 MT/s × 8 bytes
# (JEDEC JESD79-5 DDR5-5600 data rate, 64-bit channel) = 89.6 GB/s, the default when the plan
# gives none.
DEFAULT_HOST_GBPS = 89.6
DEFAULT_HOST_SOURCE = N_("Source", "dual-channel DDR5-5600: 2 × 5,600 MT/s × 8 B (JEDEC JESD79-5)")
GIVEN_HOST_SOURCE = N_("Source", "the host memory bandwidth you set")


class Split(NamedTuple):
    """Where a served model's weights and KV cache are: bytes of each class on the GPU and on
    the host (the whole model in its served format, not adapters or a draft model)."""

    gpu_layers: int  # repeating layers on the GPU
    layers: int
    cpu_moe_layers: int  # llama.cpp --n-cpu-moe N (layer indices below N), 0: none
    layer_share: float  # share of the layers (and their KV cache) on the GPU
    host_bytes: float  # weights in host RAM (the embedding always, with llama.cpp)
    host_layer_bytes: float  # of the host's, the repeating layers' dense weights
    host_expert_bytes: float  # of the host's, routed experts
    host_output_bytes: float  # of the host's, the output layer (lm_head) and final norm

    @property
    def offloads(self) -> bool:
        """Anything a step reads from host RAM (the embedding is a lookup, not a read)."""
        return bool(self.host_layer_bytes or self.host_expert_bytes or self.host_output_bytes)


class Classes(NamedTuple):
    """A model's weights in their served format, by where llama.cpp may put them."""

    dense_per_layer: float  # a repeating layer's weights other than routed experts (mean)
    experts_per_moe_layer: float
    embedding: float
    output: float  # lm_head (0 when tied to the embedding) + the final norm


def classes(spec: ModelSpec, plan: Plan) -> Classes:
    """Bytes by class: a quantized format covers the block linear layers (experts among
    them), the embedding, lm_head and norms stay 16-bit (bytes_per_param's rule), scaled to the
    checkpoint's own storage when it has one (its exact header bytes)."""
    counts = count_params(spec)
    storage = served_storage(spec, plan)
    fmt = storage.format
    fb = WEIGHT_BYTES[fmt]
    quantized = is_quantized(fmt)
    experts = counts.experts * fb
    linear = quantizable_params(spec) - counts.experts
    layer_dense = counts.layers - counts.experts
    dense = stored_bytes(layer_dense, linear, fmt)
    other = 2.0 if quantized else fb
    scale = storage.bytes_per_param / bytes_per_param(spec, fmt)
    # beside the embedding, per-layer embeddings are lookups and an audio tower runs per request
    output = counts.non_layer - counts.embedding - counts.per_layer_table - counts.audio
    if storage.source != "checkpoint" and planned_as_mix(spec, fmt):
        # a GGUF type's file by part (model/gguf_mix.py): a tied output is the embedding
        parts = mix_parts(spec, fmt)
        tied = spec.tie_word_embeddings
        return Classes(
            parts["layers"] / spec.num_layers,
            parts["experts"] / counts.moe_layers if counts.moe_layers else 0.0,
            parts["output"] if tied else parts["embedding"],
            0.0 if tied else parts["output"],
        )
    return Classes(
        dense * scale / spec.num_layers,
        experts * scale / counts.moe_layers if counts.moe_layers else 0.0,
        (counts.embedding + counts.per_layer_table) * other * scale,  # lookups, on the host
        output * other * scale,
    )


def split(spec: ModelSpec, plan: Plan) -> Split:
    """The plan's split, as llama.cpp makes it: with -ngl g the last g repeating layers on the
    GPU, the output layer too when g exceeds the layers (-ngl 99), the embedding always on the
    host; --n-cpu-moe N keeps the routed experts of layers 0 … N − 1 in host RAM. Unset, or a
    framework other than llama.cpp: everything on the GPU (the embedding counted there, as for
    every engine)."""
    layers = spec.num_layers
    unset = plan.gpu_layers is None and not plan.cpu_moe_layers
    if unset or not framework(plan.framework).host_split:
        return Split(layers, layers, 0, 1.0, 0.0, 0.0, 0.0, 0.0)
    c = classes(spec, plan)
    g = layers + 1 if plan.gpu_layers is None else min(plan.gpu_layers, layers + 1)
    on_gpu = min(g, layers)
    first_gpu = layers - on_gpu
    n = min(plan.cpu_moe_layers or 0, layers)
    gpu_experts = sum(
        c.experts_per_moe_layer for i in range(max(first_gpu, n), layers) if spec.layer_is_moe(i)
    )
    all_experts = c.experts_per_moe_layer * count_params(spec).moe_layers
    output_on_gpu = g > layers
    host_layers = c.dense_per_layer * (layers - on_gpu)
    host_experts = all_experts - gpu_experts
    host_output = 0.0 if output_on_gpu else c.output
    host = c.embedding + host_layers + host_experts + host_output
    return Split(on_gpu, layers, n, on_gpu / layers, host, host_layers, host_experts, host_output)


def host_gbps(plan: Plan) -> float:
    return plan.host_memory_gbps or DEFAULT_HOST_GBPS
