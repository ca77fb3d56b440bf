"""Vision towers and projectors of vision-language configs → VisionSpec (Qwen2-VL, Qwen2.5-VL,
Gemma 3 / SigLIP, LLaVA / CLIP, Llama 3.2 Vision, InternVL), following each modeling file."""

from __future__ import annotations

from hwplanner.engine.core.message import Message
from hwplanner.engine.model.hf_reader import Cfg
from hwplanner.engine.model.model_parts import VisionMlp, VisionSpec

# CLIPVisionConfig defaults (LLaVA configs often list only what differs).
_CLIP = {"hidden_size": 768, "intermediate_size": 3072, "num_hidden_layers": 12,
         "num_attention_heads": 12, "image_size": 224, "patch_size": 32}  # fmt: skip


def _size(c: Cfg, key: str, default: int) -> int:
    """An image or patch size given as an integer or a [h, w] pair (square assumed)."""
    value = c.raw(key)
    if isinstance(value, list) and value:
        value = value[0]
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise c.error(key, "expected a positive integer or [height, width]")
    return value


# Qwen2VLVisionConfig's defaults. save_pretrained drops the nested values that equal them, so a
# re-saved Qwen2-VL-7B config (any fine-tune) keeps only in_chans and spatial_patch_size.
_QWEN2_VL_DEFAULTS = {"depth": 32, "embed_dim": 1280, "hidden_size": 3584, "mlp_ratio": 4.0,
                      "num_heads": 16}  # fmt: skip


# Wrappers with Qwen3-VL's vision tower (a biased patch convolution, learned positions, deepstack
# mergers where listed): Qwen3-VL and Qwen3.5 (transformers 5.24 Qwen3_5MoeVisionModel, none
# listed)
QWEN3_VISION = ("qwen3_vl", "qwen3_vl_moe", "qwen3_5", "qwen3_5_moe")


def qwen_vl(v: Cfg, text_hidden: int, mt: str, notes: list[str]) -> VisionSpec:
    """Qwen2-VL: Conv3d patches (no bias), LayerNorm blocks with biased qkv/proj and a QuickGELU
    MLP, a PatchMerger (LayerNorm + two linears over 2×2 merged patches). Qwen2.5-VL: RMSNorm
    blocks, gated MLP with biases, RMSNorm in the merger. Qwen3-VL: biased Conv3d patches,
    learned positions, LayerNorm blocks with a plain MLP, and a DeepStack merger (LayerNorm over
    the merged width) per deepstack_visual_indexes entry beside the main merger."""
    v2 = mt == "qwen2_vl"
    if v2 and (missing := [k for k in _QWEN2_VL_DEFAULTS if k not in v.data]):
        notes.append(f"vision_config: {', '.join(missing)} from the Qwen2-VL config defaults")
        v = Cfg({**_QWEN2_VL_DEFAULTS, **v.data}, v.prefix)
    d = v.first_int("embed_dim", "hidden_size", lo=1) if v2 else v.int("hidden_size", lo=1)
    if v2 and v.has("hidden_size") and v.has("embed_dim"):
        out = v.int("hidden_size", lo=1)  # Qwen2-VL: hidden_size is the merger's output width
    else:
        out = v.int("out_hidden_size", text_hidden, lo=1)
    patch = v.int("patch_size", 16 if mt.startswith("qwen3_5") else 14, lo=1)
    temporal = v.int("temporal_patch_size", 2, lo=1)
    merge = v.int("spatial_merge_size", 2, lo=1)
    inter = int(d * v.float("mlp_ratio", 4.0)) if v2 else v.int("intermediate_size", lo=1)
    merged = d * merge * merge
    channels = v.int("in_chans", v.int("in_channels", 3))
    embed = channels * temporal * patch * patch * d
    projector = [(merged, merged, True), (merged, out, True)]
    extra = 2 * d
    if mt == "qwen2_5_vl":
        extra = d  # RMSNorm
    if mt in QWEN3_VISION:
        embed += d + v.int("num_position_embeddings", 2304) * d  # conv bias, positions
        stack = v.list("deepstack_visual_indexes") or []
        if mt.startswith("qwen3_5"):
            stack = []  # Qwen3.5's vision model deletes the deepstack mergers
        projector += [(merged, merged, True), (merged, out, True)] * len(stack)
        extra += 2 * merged * len(stack)
    side = 448  # the default image the estimate assumes (dynamic resolution)
    patches = (side // patch) ** 2
    notes.append(f"vision: a {side}×{side} image assumed ({patches // merge**2} image tokens)")
    # Qwen2-VL and Qwen2.5-VL processors resize an image into 4 to 16,384 tokens of 28 × 28
    # pixels (github QwenLM/Qwen2-VL qwen-vl-utils/src/qwen_vl_utils/vision_process.py:
    # MIN_PIXELS 4·28·28, MAX_PIXELS 16384·28·28); Qwen3-VL's into 65,536 to 16,777,216
    # pixels, 64 to 16,384 tokens of 32 × 32 (its preprocessor_config.json: size
    # shortest_edge 65536, longest_edge 16777216, Qwen2VLImageProcessorFast)
    qwen3 = mt in QWEN3_VISION
    limits = (65536, 16777216) if qwen3 else (4 * 28 * 28, 16384 * 28 * 28)
    return VisionSpec(
        hidden_size=d,
        num_layers=v.first_int("depth", "num_hidden_layers", lo=0),
        num_attention_heads=v.int("num_heads", 16, lo=1),
        intermediate_size=inter,
        mlp=VisionMlp.GATED if mt == "qwen2_5_vl" else VisionMlp.PLAIN,
        norm_params_per_element=1 if mt == "qwen2_5_vl" else 2,
        embedding_params=embed,
        projector=tuple(projector),
        projector_extra_params=extra,
        patches_per_image=patches,
        image_tokens=patches // (merge * merge),
        image_size=side,
        dynamic_grid=patch * merge,
        spatial_merge=merge,
        min_pixels=limits[0],
        max_pixels=limits[1],
    )


def siglip(v: Cfg, text_hidden: int, tokens: int, notes: list[str]) -> VisionSpec:
    """Gemma 3: SigLIP encoder (biased Conv2d patches, learned positions, post LayerNorm, no
    pooling head) and a projector of one RMSNorm and a bias-free vision→text matrix."""
    d = v.int("hidden_size", 1152, lo=1)
    patch = v.int("patch_size", 14, lo=1)
    image = _size(v, "image_size", 896)
    patches = (image // patch) ** 2
    ch = v.int("num_channels", 3, lo=1)
    return VisionSpec(
        hidden_size=d,
        num_layers=v.int("num_hidden_layers", 27, lo=0),
        num_attention_heads=v.int("num_attention_heads", 16, lo=1),
        intermediate_size=v.int("intermediate_size", 4304, lo=1),
        embedding_params=ch * patch * patch * d + d + patches * d + 2 * d,
        projector=((d, text_hidden, False),),
        projector_extra_params=d,
        patches_per_image=patches,
        image_tokens=tokens or 256,
        image_size=image,
    )


def gemma4_vision(v: Cfg, text_hidden: int, tokens: int, notes: list[str]) -> VisionSpec:
    """Gemma 4's vision tower (transformers@0246b4f models/gemma4/modeling_gemma4.py): a
    bias-free patch projection of 3·patch² inputs, a table of positions per axis
    (2 × position_embedding_size rows), layers of bias-free q/k/v/o with per-head q/k
    RMSNorms, a gated MLP and four RMSNorms, a standardizing bias and scale when `standardize`;
    the pooler averages pooling_kernel_size² patches into one soft token (vision_soft_tokens_
    per_image of them) and an unscaled RMSNorm and a bias-free matrix map it into the text."""
    d = v.int("hidden_size", 1152, lo=1)
    heads = v.int("num_attention_heads", 16, lo=1)
    head = v.int("head_dim", d // heads, lo=1)
    if head * heads != d:
        raise v.error("head_dim", f"{head} × {heads} heads must equal hidden_size ({d})")
    patch = v.int("patch_size", 16, lo=1)
    pool = v.int("pooling_kernel_size", 3, lo=1)
    positions = v.int("position_embedding_size", 10240, lo=1)
    standardize = 2 * d if v.bool("standardize", False) else 0
    tokens = tokens or v.int("default_output_length", 280, lo=1)
    return VisionSpec(
        hidden_size=d,
        num_layers=v.int("num_hidden_layers", 27, lo=0),
        num_attention_heads=heads,
        intermediate_size=v.int("intermediate_size", 4304, lo=1),
        mlp=VisionMlp.GATED,
        norm_params_per_element=1,
        qkv_bias=False,
        o_bias=False,
        mlp_bias=False,
        layer_extra_params=2 * head + 2 * d,  # q/k norms; two norms beyond the two counted
        embedding_params=3 * patch * patch * d + 2 * positions * d + standardize,
        projector=((d, text_hidden, False),),
        patches_per_image=tokens * pool * pool,
        image_tokens=tokens,
    )


def gemma4_unified_vision(v: Cfg, text_hidden: int) -> VisionSpec:
    """Gemma 4 unified's encoder-free vision embedder (transformers models/gemma4_unified/
    modeling_gemma4_unified.py, Gemma4UnifiedVisionEmbedder): each model_patch_size patch
    (3·patch² inputs) through a LayerNorm, a biased linear into mm_embed_dim and a LayerNorm;
    a table of mm_posemb_size positions per axis and its LayerNorm; the multimodal embedder's
    bias-free matrix from output_proj_dims into the text model (its RMSNorm has no weight). No
    transformer layers: an image is num_soft_tokens tokens, one per patch."""
    patch = v.int("model_patch_size", 48, lo=1, hi=1_000)
    width = v.int("mm_embed_dim", 3840, lo=1, hi=100_000)
    positions = v.int("mm_posemb_size", 1120, lo=1, hi=1_000_000)
    out = v.int("output_proj_dims", width, lo=1, hi=100_000)
    tokens = v.int("num_soft_tokens", 280, lo=1, hi=10_000_000)
    for key in ("patch_size", "pooling_kernel_size", "rms_norm_eps"):
        v.has(key)  # the processor's grid and the embedder's norm: no weight
    inputs = 3 * patch * patch
    embedding = 2 * inputs + inputs * width + width + 2 * width  # LayerNorms, the linear
    embedding += positions * 2 * width + 2 * width  # the position table and its LayerNorm
    return VisionSpec(
        hidden_size=width,
        num_layers=0,
        num_attention_heads=1,  # no layers: unused
        intermediate_size=1,
        embedding_params=embedding,
        projector=((out, text_hidden, False),),
        patches_per_image=tokens,
        image_tokens=tokens,
    )


def gemma4_unified_audio(a: Cfg, text_hidden: int) -> int:
    """Gemma 4 unified's audio embedder: raw waveform frames of audio_embed_dim samples through
    the multimodal embedder's bias-free matrix from output_proj_dims into the text model (its
    RMSNorm has no weight); no audio tower."""
    for key in ("audio_embed_dim", "audio_samples_per_token", "hidden_size", "rms_norm_eps"):
        a.has(key)
    return a.int("output_proj_dims", 640, lo=1, hi=100_000) * text_hidden


def gemma4_audio(a: Cfg, text_hidden: int, notes: list[str]) -> int:
    """Parameters of Gemma 4's audio tower and its embedder (the E models; transformers@0246b4f
    models/gemma4/modeling_gemma4.py, Gemma4Audio*): two subsampling convolutions (3 × 3, to
    subsampling_conv_channels) over 128 mel bins, a projection of their output into
    hidden_size, conformer layers of two feed-forward blocks (4 × hidden), relative-position
    attention (q/k/v/o, a relative key projection, a scale per head dimension) and a light
    depthwise convolution (a gated input, conv_kernel_size taps, an output), their norms; the
    output projection to output_proj_dims (biased) and the embedder's bias-free matrix into
    the text model. The clipped linears' bounds are buffers, not counted. Counted this way,
    E2B's and E4B's towers are the 304,824,608 of their published totals."""
    h = a.int("hidden_size", 1024, lo=1)
    layers = a.int("num_hidden_layers", 12, lo=0)
    heads = a.int("num_attention_heads", 8, lo=1)
    out = a.int("output_proj_dims", 1536, lo=1)
    taps = a.int("conv_kernel_size", 5, lo=1)
    channels = a.list("subsampling_conv_channels") or [128, 32]
    if len(channels) != 2 or any(isinstance(x, bool) or not isinstance(x, int) or x < 1
                                 for x in channels):  # fmt: skip
        raise a.error("subsampling_conv_channels", "expected two positive channel counts")
    c0, c1 = int(channels[0]), int(channels[1])
    mel = 128  # the feature extractor's mel bins, quartered by the two stride-2 convolutions
    sub = c0 * 9 + c0 + c1 * c0 * 9 + c1 + (c1 * mel // 4) * h
    ff = 2 * (h * 4 * h) + 2 * h
    attention = 5 * h * h + h // heads
    conv = 2 * h * h + h * h + taps * h + 2 * h
    tower = sub + layers * (2 * ff + attention + conv + 3 * h) + h * out + out
    notes.append(Message("audio_config: the audio tower counted with the text model's weights"))
    return tower + out * text_hidden


def clip(v: Cfg, text_hidden: int, mt: str, bias: bool, notes: list[str]) -> VisionSpec:
    """LLaVA / LLaVA-NeXT: CLIP ViT (class token, bias-free Conv2d patches, positions for every
    patch + class, pre and post LayerNorm) and a two-layer GELU projector."""

    def get(key: str) -> int:
        return v.int(key, _CLIP[key], lo=1)

    d, patch, image = get("hidden_size"), get("patch_size"), _size(v, "image_size", 224)
    patches = (image // patch) ** 2
    ch = v.int("num_channels", 3, lo=1)
    extra = text_hidden if mt == "llava_next" else 0  # image_newline
    if mt == "llava_next":
        notes.append("vision: LLaVA-NeXT any-resolution tiles vary; one base tile assumed")
    return VisionSpec(
        hidden_size=d,
        num_layers=get("num_hidden_layers"),
        num_attention_heads=get("num_attention_heads"),
        intermediate_size=get("intermediate_size"),
        embedding_params=d + ch * patch * patch * d + (patches + 1) * d + 4 * d,
        projector=((d, text_hidden, bias), (text_hidden, text_hidden, bias)),
        projector_extra_params=extra,
        patches_per_image=patches + 1,
        image_tokens=patches,
        image_size=image,
    )


# The CLIP towers the original LLaVA code (LlavaLlamaForCausalLM) loads by name from
# mm_vision_tower, with their Hugging Face configs (ViT-L/14: 24 layers, width 1024).
_LLAVA_TOWERS = {
    "openai/clip-vit-large-patch14": {"hidden_size": 1024, "intermediate_size": 4096,
        "num_hidden_layers": 24, "num_attention_heads": 16, "image_size": 224, "patch_size": 14},
    "openai/clip-vit-large-patch14-336": {"hidden_size": 1024, "intermediate_size": 4096,
        "num_hidden_layers": 24, "num_attention_heads": 16, "image_size": 336, "patch_size": 14},
}  # fmt: skip
# Training switches of the original LLaVA config: nothing memory or FLOPs depend on.
_LLAVA_FLAGS = ("mm_use_im_start_end", "mm_use_im_patch_token", "mm_vision_select_layer",
    "mm_vision_select_feature", "mm_resampler_type", "image_aspect_ratio", "use_mm_proj",
    "freeze_mm_mlp_adapter", "freeze_mm_vision_resampler", "tune_mm_mlp_adapter",
    "tune_mm_vision_resampler", "unfreeze_mm_vision_tower", "max_length",
    "tokenizer_padding_side", "tokenizer_model_max_length", "mm_patch_merge_type",
    "mm_projector_lr", "image_grid_pinpoints")  # fmt: skip


def llava_original(c: Cfg, text_hidden: int, notes: list[str]) -> VisionSpec:
    """The original LLaVA format (haotian-liu/LLaVA, LlavaLlamaForCausalLM): Llama fields at the
    top level, mm_projector (mlp2x_gelu or linear) in the checkpoint, and a CLIP tower the code
    loads by name (mm_vision_tower), so the checkpoint does not hold it but memory does."""
    name = c.str("mm_vision_tower", "")
    tower = _LLAVA_TOWERS.get(name)
    if tower is None:
        raise c.error("mm_vision_tower", f"{name!r}: known towers are {', '.join(_LLAVA_TOWERS)}")
    kind = c.str("mm_projector_type", "linear")
    if kind not in ("linear", "mlp2x_gelu"):
        raise c.error("mm_projector_type", f"{kind!r}: linear or mlp2x_gelu are modelled")
    if c.int("mm_hidden_size", tower["hidden_size"], lo=1) != tower["hidden_size"]:
        raise c.error("mm_hidden_size", f"must be {tower['hidden_size']} for {name}")
    for flag in _LLAVA_FLAGS:
        c.has(flag)
    notes.append(f"vision: {name} is loaded from its own repository (not in this checkpoint)")
    spec = clip(Cfg(dict(tower)), text_hidden, "llava", True, notes)
    if kind == "linear":
        spec = spec.model_copy(update={"projector": spec.projector[:1]})
    return spec


def mllama(v: Cfg, text_hidden: int, notes: list[str]) -> VisionSpec:
    """Llama 3.2 Vision: a bias-free-attention ViT of local layers plus gated global layers,
    gated tile and position embeddings, and one linear projector from the concatenated
    intermediate features. Images reach the text through cross-attention, not tokens."""
    d = v.int("hidden_size", 1280, lo=1)
    patch = v.int("patch_size", 14, lo=1)
    image = _size(v, "image_size", 560)
    tiles = v.int("max_num_tiles", 4, lo=1)
    ratios = v.list("supported_aspect_ratios")
    ratio_ids = (len(ratios) if ratios else 8) + 1
    patches = (image // patch) ** 2 + 1
    local = v.int("num_hidden_layers", 32, lo=0)
    glob = v.int("num_global_layers", 8, lo=0)
    ch = v.int("num_channels", 3, lo=1)
    embed = (
        ch * patch * patch * d  # patch_embedding (no bias)
        + d  # class_embedding
        + patches * d
        + 1  # gated positional embedding + gate
        + ratio_ids * tiles * patches * d  # tile positional embedding
        + 2 * (ratio_ids * tiles * d + 1)  # pre/post tile embeddings + gates
        + 4 * d  # layernorm_pre, layernorm_post
        + 2 * glob  # gate_attn, gate_ffn of the global layers
    )
    notes.append(f"vision: up to {tiles} tiles of {image}px per image (cross-attention inputs)")
    return VisionSpec(
        hidden_size=d,
        num_layers=local + glob,
        num_attention_heads=v.int("attention_heads", 16, lo=1),
        intermediate_size=v.int("intermediate_size", 5120, lo=1),
        qkv_bias=False,
        o_bias=False,
        embedding_params=embed,
        projector=((v.int("vision_output_dim", 7680, lo=1), text_hidden, True),),
        patches_per_image=tiles * patches,
        image_tokens=1,
        image_size=image,
    )


def intern_vit(v: Cfg, text_hidden: int, downsample: float, notes: list[str]) -> VisionSpec:
    """InternVL (native internvl_vision and remote intern_vit_6b): class token, biased Conv2d
    patches, learned positions, q/k RMSNorm over all heads when enabled, layer scales, and a
    LayerNorm + two-linear projector over pixel-shuffled (downsampled) patches."""
    d = v.int("hidden_size", lo=1)
    patch = _size(v, "patch_size", 14)
    image = _size(v, "image_size", 448)
    patches = (image // patch) ** 2
    qk = v.bool("use_qk_norm", False) or v.bool("qk_normalization", False)
    rms = "rms" in (v.str("layer_norm_type", "") or v.str("norm_type", "layer_norm"))
    bias = v.bool("attention_bias", v.bool("qkv_bias", True))
    merged = int(d / (downsample * downsample))
    norm = 1 if rms else 2
    return VisionSpec(
        hidden_size=d,
        num_layers=v.int("num_hidden_layers", lo=0),
        num_attention_heads=v.int("num_attention_heads", lo=1),
        intermediate_size=v.int("intermediate_size", lo=1),
        norm_params_per_element=norm,
        qkv_bias=bias,
        layer_extra_params=2 * d + (2 * d * norm if qk else 0),  # layer scales, q/k norms
        embedding_params=d + 3 * patch * patch * d + d + (patches + 1) * d,
        projector=((merged, text_hidden, True), (text_hidden, text_hidden, True)),
        projector_extra_params=2 * merged,
        patches_per_image=patches + 1,
        image_tokens=int(patches * downsample * downsample),
        image_size=image,
    )
