"""Optional parts of a model description: a vision tower and a checkpoint's stored quantization."""

# No `from __future__ import annotations` in this module: pydantic would compile every
# field's annotation from its text as each model is built, a share of every command's
# start-up (forward references are quoted instead).
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator

from hwplanner.engine.core.limits import NOTE_MAX
from hwplanner.engine.core.text import N_
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
    # Dynamic resolution (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): the encoder runs over each image at
    # its own size, on a grid of `dynamic_grid` pixels per image token (patch × spatial merge),
    # the processor resizing the image into [min_pixels, max_pixels] (None: no limit known).
    # None: every image is resized to image_size, whatever its size.
    dynamic_grid: int | None = Field(default=None, gt=0, le=10_000)
    spatial_merge: int = Field(default=1, ge=1, le=64)
    min_pixels: int | None = Field(default=None, gt=0, le=10**10)
    max_pixels: int | None = Field(default=None, gt=0, le=10**10)
    # A sample's video (plan.video_seconds, scenario/vision_inputs): its frames in groups of
    # two (the temporal patch), each group encoded like one image of the resized frame's size.
    video_groups: int = Field(default=0, ge=0, le=100_000)
    video_group_patches: int = Field(default=0, ge=0, le=10_000_000)
    video_group_tokens: int = Field(default=0, ge=0, le=10_000_000)


class RecurrentKind(StrEnum):
    """A token mixer that keeps a fixed state per sequence instead of a KV cache."""

    MAMBA = "mamba"  # Mamba (Mamba-1) selective state space (Gu & Dao 2023)
    MAMBA2 = "mamba2"  # Mamba-2 selective state space (Dao & Gu 2024)
    GATED_DELTANET = "gated_deltanet"  # Gated DeltaNet linear attention (Yang et al. 2024)
    # Lightning Attention (Qin et al. 2024, Lightning Attention-2): MiniMax-Text-01/M1's linear
    # attention with a fixed decay per head and a sigmoid output gate
    LIGHTNING = "lightning"
    # LFM2's gated short convolution: B·x through a depthwise causal convolution, gated by C;
    # it keeps only the convolution's last inputs per sequence
    SHORT_CONV = "short_conv"


RECURRENT_NAMES = {  # shown in the window through translate("Recurrent", name)
    RecurrentKind.MAMBA: N_("Recurrent", "Mamba"),
    RecurrentKind.MAMBA2: N_("Recurrent", "Mamba-2"),
    RecurrentKind.GATED_DELTANET: N_("Recurrent", "Gated DeltaNet"),
    RecurrentKind.LIGHTNING: N_("Recurrent", "Lightning Attention"),
    RecurrentKind.SHORT_CONV: N_("Recurrent", "short convolution"),
}


class RecurrentMixer(BaseModel):
    """The recurrent token mixer that replaces attention in a hybrid model's recurrent layers.

    Widths follow the families' configs: value heads × value head size is the mixer's inner
    width (Mamba-2: mamba_n_heads × mamba_d_head; Gated DeltaNet: linear_num_value_heads ×
    linear_value_head_dim; Mamba: mamba_expand × hidden channels, each its own head of size
    1); key heads × key head size the B/C (Mamba-2: n_groups × d_state; Mamba: one group of
    d_state) or query/key
    width (linear_num_key_heads × linear_key_head_dim)."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    kind: RecurrentKind
    value_heads: int = Field(gt=0, le=100_000)
    value_head_dim: int = Field(gt=0, le=100_000)
    key_heads: int = Field(gt=0, le=100_000)
    key_head_dim: int = Field(gt=0, le=100_000)
    # the short causal convolution's kernel; 0: none (Lightning Attention has no convolution)
    conv_kernel: int = Field(ge=0, le=1_000)
    proj_bias: bool = False  # Mamba-2 use_bias (in and out projections)
    # the output projection's bias where it has its own flag (Falcon-H1: projectors_bias,
    # the input projection mamba_proj_bias); None: proj_bias
    out_bias: bool | None = None
    conv_bias: bool = False  # Mamba-2 use_conv_bias
    # Mamba-2's gated RMSNorm over the inner width before the output projection (Falcon-H1
    # has it only under mamba_rms_norm)
    gated_norm: bool = True
    # Bytes per element of the recurrent (SSM) state the architecture asks a serving engine to
    # keep, where it asks one: Nemotron-H's is float32 (vLLM's NemotronHForCausalLMConfig
    # DEFAULT_MAMBA_SSM_CACHE_DTYPE, "only float32 is known to have no accuracy issues", or
    # the config's mamba_ssm_cache_dtype). None: the model's dtype.
    ssm_state_bytes: float | None = Field(default=None, ge=1, le=8)
    # Tokens per chunk of the chunked scan a training or prefill step runs, where the config
    # sets it (Mamba-2's chunk_size / mamba_chunk_size); None: the kernel's default (`chunk`).
    chunk_size: int | None = Field(default=None, gt=0, le=100_000)
    # Mamba (Mamba-1): the rank of its time-step projection (x_proj's dt part, dt_proj's input)
    # and whether it normalises dt, B and C before the scan (Jamba's dt/b/c_layernorm RMSNorms)
    dt_rank: int | None = Field(default=None, gt=0, le=100_000)
    inner_norms: bool = False

    @model_validator(mode="after")
    def _mamba_shape(self) -> "RecurrentMixer":
        """Mamba's mixer is a scan per channel (heads of size 1, one group of B and C) with a
        time-step rank; the other kinds have no time-step rank or inner norms."""
        if self.kind is RecurrentKind.MAMBA:
            if self.dt_rank is None:
                raise ValueError("recurrent.dt_rank: required for Mamba (its time-step rank)")
            if self.value_head_dim != 1 or self.key_heads != 1:
                raise ValueError(
                    "recurrent: Mamba is a scan per channel — value_heads = its channels, "
                    "value_head_dim 1, key_heads 1"
                )
        elif self.dt_rank is not None or self.inner_norms:
            raise ValueError(
                f"recurrent: dt_rank and inner_norms are Mamba's, not {self.kind.value}'s"
            )
        if (self.conv_kernel == 0) != (self.kind is RecurrentKind.LIGHTNING):
            raise ValueError(
                "recurrent.conv_kernel: 0 (no convolution) for Lightning Attention only; "
                "allowed for the other kinds: 1–1000"
            )
        if self.kind is RecurrentKind.SHORT_CONV and (
            self.value_head_dim != 1 or self.key_heads != 1 or self.key_head_dim != 1
        ):
            raise ValueError(
                "recurrent: a short convolution is a filter per channel — value_heads = its "
                "channels, value_head_dim 1, key_heads 1, key_head_dim 1"
            )
        if self.kind is RecurrentKind.LIGHTNING and (
            self.value_heads != self.key_heads
            or self.value_head_dim != self.key_head_dim
            or self.conv_bias
            or self.proj_bias
        ):
            raise ValueError(
                "recurrent: Lightning Attention's q, k and v share their heads and head size "
                "(key_heads = value_heads, key_head_dim = value_head_dim), without biases"
            )
        if self.kind is not RecurrentKind.MAMBA2 and (
            not self.gated_norm or self.out_bias is not None
        ):
            raise ValueError(
                f"recurrent: gated_norm and out_bias are set for Mamba-2 only, not for "
                f"{self.kind.value}"
            )
        return self

    @property
    def out_proj_bias(self) -> bool:
        """Whether the output projection has a bias (its own flag, else proj_bias)."""
        return self.proj_bias if self.out_bias is None else self.out_bias

    @property
    def name(self) -> str:
        return RECURRENT_NAMES[self.kind]

    @property
    def value_dim(self) -> int:
        return self.value_heads * self.value_head_dim

    @property
    def key_dim(self) -> int:
        return self.key_heads * self.key_head_dim

    @property
    def conv_dim(self) -> int:
        """Channels of the short causal convolution: Mamba-2 convolves x, B and C; Gated
        DeltaNet q, k and v."""
        if self.kind in (RecurrentKind.MAMBA, RecurrentKind.SHORT_CONV):
            # Mamba: x only (B and C come from x_proj after the convolution); LFM2: B·x
            return self.value_dim
        if self.kind is RecurrentKind.MAMBA2:
            return self.value_dim + 2 * self.key_dim
        if self.kind is RecurrentKind.LIGHTNING:
            return 0  # no convolution
        return 2 * self.key_dim + self.value_dim

    @property
    def in_width(self) -> int:
        """Outputs of the input projection(s): Mamba-2 z, x, B, C and one dt per head; Gated
        DeltaNet q, k, v, z and a beta and a decay gate per value head."""
        if self.kind is RecurrentKind.MAMBA:
            return 2 * self.value_dim  # x and z
        if self.kind is RecurrentKind.MAMBA2:
            return 2 * self.value_dim + 2 * self.key_dim + self.value_heads
        if self.kind is RecurrentKind.LIGHTNING:
            return 2 * self.key_dim + 2 * self.value_dim  # q, k, v and the output gate
        if self.kind is RecurrentKind.SHORT_CONV:
            return 3 * self.value_dim  # B, C and x
        return 2 * self.key_dim + 2 * self.value_dim + 2 * self.value_heads

    @property
    def vectors(self) -> int:
        """Per-layer vectors: dt bias and A per head (Mamba-2 also D), the gated RMSNorm
        (Mamba-2 over the inner width, Gated DeltaNet per head), the convolution's bias; Mamba:
        A (a state size per channel) and D per channel, its dt/B/C norms (Jamba)."""
        if self.kind is RecurrentKind.MAMBA:
            norms = self.dt_width + 2 * self.key_dim if self.inner_norms else 0
            conv = self.conv_dim if self.conv_bias else 0
            return self.value_dim * self.key_dim + self.value_dim + norms + conv
        if self.kind is RecurrentKind.MAMBA2:
            norm = self.value_dim if self.gated_norm else 0
            return 3 * self.value_heads + norm + (self.conv_dim if self.conv_bias else 0)
        if self.kind is RecurrentKind.LIGHTNING:
            return self.value_dim  # the RMSNorm over the inner width (its decay: no weight)
        if self.kind is RecurrentKind.SHORT_CONV:
            return self.conv_dim if self.conv_bias else 0  # no norm inside the block
        return 2 * self.value_heads + self.value_head_dim + (self.conv_dim if self.conv_bias else 0)

    @property
    def dt_width(self) -> int:
        """Mamba's time-step rank (the config's mamba_dt_rank; unset: ⌈hidden ÷ 16⌉ as the
        reader resolves it); 0 for the other kinds."""
        return self.dt_rank or 0

    @property
    def chunk(self) -> int:
        """Tokens per chunk of the chunked scan: the config's, else mamba_ssm Mamba2's default
        256; Gated DeltaNet's 64 (fla chunk_gated_delta_rule, fixed). Sets the scan's FLOPs
        (training and prefill) and the per-chunk matrix Gated DeltaNet keeps for backward."""
        if self.kind is RecurrentKind.GATED_DELTANET:
            return 64
        return self.chunk_size or 256  # Lightning Attention: its block of 256

    @property
    def expanded_key_dim(self) -> int:
        """Query/key width after Gated DeltaNet repeats its key heads to every value head
        (transformers Qwen3NextGatedDeltaNet `repeat_interleave` before the kernel); Mamba-2's B
        and C stay per group."""
        if self.kind is RecurrentKind.GATED_DELTANET:
            return max(self.value_heads, self.key_heads) * self.key_head_dim
        return self.key_dim

    @property
    def scan_flops_per_token(self) -> float:
        """Forward FLOPs per token of one layer's chunked scan, beyond its projections (which
        count as parameters), as the training kernels compute it at chunk size Q (every Q×Q
        block whole, as attention's square is counted):
        * Mamba-2 SSD (mamba_ssm ops/triton/ssd_combined.py `_mamba_chunk_scan_combined_fwd`):
          per group C·Bᵀ within the chunk (Q·N); per head its product with x (Q·P), the chunk
          state Bᵀ·x (N·P) and the output from the previous state C·h (N·P);
        * Gated DeltaNet (fla ops/gated_delta_rule/chunk.py `chunk_gated_delta_rule_fwd`): per
          value head k·kᵀ within the chunk (Q·K), the WY factors w and u (Q·K + Q·V), the new
          values u − w·h and the state update kᵀ·v (2·K·V), and the output q·kᵀ, its product
          with v and q·h (Q·K + Q·V + K·V);
        * Lightning Attention (Lightning Attention-2, Qin et al. 2024: blocks of Q, softmax-free
          attention inside a block, the running K·V state across blocks): per head q·kᵀ and its
          product with v inside the block (Q·K + Q·V), the output from the state q·h (K·V) and
          the state update kᵀ·v (K·V).
        A multiply–add is 2 FLOPs."""
        if self.kind is RecurrentKind.MAMBA:
            # the selective scan per channel and state element (mamba_ssm selective_scan_ref):
            # Δ·A, its exp, Δ·B, ·u, Ā·h + that, and C·h summed: 7 FLOPs beside the exp
            return 7.0 * self.value_dim * self.key_dim
        if self.kind is RecurrentKind.SHORT_CONV:
            # the two gating products B·x and C·y (the convolution's taps are weights, in 2·N)
            return 2.0 * self.value_dim
        q = self.chunk
        if self.kind is RecurrentKind.MAMBA2:
            n, p = self.key_head_dim, self.value_head_dim
            return 2.0 * (self.key_heads * q * n + self.value_heads * (q * p + 2 * n * p))
        k, v = self.key_head_dim, self.value_head_dim
        if self.kind is RecurrentKind.LIGHTNING:
            return 2.0 * self.value_heads * (q * k + q * v + 2 * k * v)
        return 2.0 * self.value_heads * (3 * q * k + 2 * q * v + 3 * k * v)

    @property
    def ssm_state_elements(self) -> int:
        """The recurrent state one sequence keeps per layer: value heads × value head size ×
        key/state size (vLLM's mamba and GDN temporal state shapes); a short convolution keeps
        none beside its convolution's inputs."""
        if self.kind is RecurrentKind.SHORT_CONV:
            return 0
        return self.value_heads * self.value_head_dim * self.key_head_dim

    @property
    def conv_state_elements(self) -> int:
        """The convolution's last kernel − 1 inputs one sequence keeps per layer."""
        return self.conv_dim * max(self.conv_kernel - 1, 0)

    @property
    def state_elements(self) -> int:
        """What one sequence keeps per layer, whatever its length: the recurrent state and the
        convolution's inputs."""
        return self.ssm_state_elements + self.conv_state_elements


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
