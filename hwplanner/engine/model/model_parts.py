"""Optional parts of a model description: a vision tower and a checkpoint's stored quantization."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from hwplanner.engine.core.limits import NOTE_MAX
from hwplanner.engine.plan.plan import WeightFormat


class VisionMlp(StrEnum):
    GATED = "gated"
    PLAIN = "plain"


class VisionSpec(BaseModel):
    """A vision encoder (ViT) and the projector that maps its output into the text model.

    Image tokens are what one image adds to the text sequence after the projector (merging or
    pooling patches); patches are what the encoder itself runs over. Both are for the default
    image size the importer names (dynamic-resolution models vary with the image).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    hidden_size: int = Field(gt=0, le=100_000)
    num_layers: int = Field(ge=0, le=10_000)
    num_attention_heads: int = Field(gt=0, le=10_000)
    intermediate_size: int = Field(gt=0, le=1_000_000)
    mlp: VisionMlp = VisionMlp.PLAIN
    norm_params_per_element: int = Field(default=2, ge=0, le=2)  # LayerNorm 2, RMSNorm 1
    qkv_bias: bool = True
    o_bias: bool = True
    mlp_bias: bool = True
    # Weights per layer besides q/k/v/o, the MLP and two norms (layer scales, q/k norms).
    layer_extra_params: int = Field(default=0, ge=0, le=10**9)
    # Patch embedding, positions, class token, pre/post norms of the encoder.
    embedding_params: int = Field(default=0, ge=0, le=10**10)
    # Projector matrices (fan_in, fan_out, bias) and its norms.
    projector: tuple[tuple[int, int, bool], ...] = ()
    projector_extra_params: int = Field(default=0, ge=0, le=10**10)
    patches_per_image: int = Field(default=1024, gt=0, le=10_000_000)
    image_tokens: int = Field(default=256, ge=0, le=10_000_000)
    images_per_sample: int = Field(default=1, ge=0, le=10_000)
    image_size: int | None = Field(
        default=None, gt=0, le=1_000_000, description="pixels per side assumed"
    )


class ModuleKind(StrEnum):
    """Groups of weights a quantization config can keep in 16 bits."""

    ATTENTION = "attention"
    MLP = "mlp"  # dense MLPs and shared experts
    EXPERTS = "experts"  # routed experts
    ROUTER = "router"
    EMBEDDING = "embedding"
    LM_HEAD = "lm_head"
    VISION = "vision"


DEFAULT_QUANTIZED = (ModuleKind.ATTENTION, ModuleKind.MLP, ModuleKind.EXPERTS)


class Quantization(BaseModel):
    """How a pre-quantized checkpoint stores its weights (from quantization_config, safetensors
    dtypes or GGUF tensor types). Modules not in `quantized` stay 16-bit."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    method: str = Field(min_length=1, max_length=64)  # awq, gptq, fp8, mxfp4, gguf, …
    label: str = Field(min_length=1, max_length=200)  # e.g. "AWQ int4, group 128"
    weight_format: WeightFormat  # the nearest engine format (compute dtype, labels)
    bits: float = Field(gt=0, le=32)
    bytes_per_weight: float = Field(gt=0, le=4)  # stored bytes per quantized weight, scales in
    quantized: tuple[ModuleKind, ...] = DEFAULT_QUANTIZED
    # Exact bytes of every weight the model loads, summed from the checkpoint's tensor headers.
    checkpoint_bytes: float | None = Field(default=None, gt=0, le=1e16)
    # (type, tensors, bytes): the checkpoint's storage mix, largest first.
    tensor_types: tuple[tuple[str, int, float], ...] = ()
    # The KV-cache format the checkpoint was calibrated for and ships scales of (ModelOpt
    # kv_cache_quant_algo, compressed-tensors kv_cache_scheme): "fp8", "int8", "nvfp4"; "":
    # none. An engine that follows the checkpoint serves it (TensorRT-LLM).
    kv_cache: str = Field(default="", max_length=16)
    notes: str = Field(default="", max_length=NOTE_MAX)
