"""config.json → ModelSpec fields for the hybrid families, whose layers mix attention with a
recurrent mixer (model_parts.RecurrentMixer, ModelSpec.layer_kinds): Granite 4.0, Jamba,
Qwen3-Next and Qwen3.5, Nemotron-H, Falcon-H1, MiniMax-Text-01/M1 and LFM2, each following its
modeling code."""

from __future__ import annotations

from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import short_repr
from hwplanner.engine.model.hf_decoders import PATTERN_KEYS, Fields, base, moe
from hwplanner.engine.model.hf_reader import Cfg
from hwplanner.engine.model.model_parts import RecurrentKind, RecurrentMixer
from hwplanner.engine.model.model_spec import MlpKind, PositionKind

# Bytes per element of the dtype names a config gives a recurrent state.
DTYPE_BYTES = {"float32": 4.0, "bfloat16": 2.0, "float16": 2.0}


MAMBA_FIELDS = (
    "mamba_expand", "mamba_n_heads", "mamba_d_head", "mamba_n_groups", "mamba_d_state",
    "mamba_d_conv", "mamba_proj_bias", "mamba_conv_bias", "mamba_chunk_size",
)  # fmt: skip


def granite_hybrid(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Granite 4.0 (transformers GraniteMoeHybridForCausalLM, vLLM granitemoehybrid.py): every
    layer is two RMSNorms, one token mixer — Mamba-2 or attention, by `layer_types` (older
    configs: `layers_block_type`; none: every layer Mamba-2, as transformers reads it) — and a
    gated shared MLP of shared_intermediate_size, beside routed experts of intermediate_size
    (fused gate/up, a bias-free router) where num_local_experts > 0; where it is 0 (H-Micro,
    H-1B, H-350M, the attention-only Micro) the shared MLP is the layer's whole MLP. Only
    position_embedding_type "rope" builds rotary embeddings ("nope", the H models, and unset:
    none). Mamba-2: in_proj to z, x, B, C and one dt per head, a depthwise convolution over x,
    B, C, dt_bias, A_log and D per head, a gated RMSNorm over the inner width, out_proj
    (GraniteMoeHybridMambaLayer; vLLM MambaMixer2)."""
    f = base(c, mt)
    norm = c.str("normalization_function", "rmsnorm")
    if norm != "rmsnorm":
        raise c.error("normalization_function", f"{norm!r}: only Granite's RMSNorm is modelled")
    shared = c.int("shared_intermediate_size", 0, lo=0)
    experts = c.uniform("num_local_experts") or 0
    if experts:
        moe(c, f, width_key="intermediate_size")
        if shared:
            f["num_shared_experts"] = 1
            f["shared_expert_intermediate_size"] = shared
    else:
        c.has("num_experts_per_tok")  # 0 beside no experts: nothing to read
        if not shared:
            raise c.error(
                "shared_intermediate_size",
                "0 with num_local_experts 0 leaves the layers no MLP: not modelled",
            )
        f["intermediate_size"] = shared  # the shared MLP alone: a dense model
    # transformers and vLLM build rotary embeddings only for "rope" (the default None: none)
    position = c.raw("position_embedding_type")
    if position not in (None, "nope", "rope"):
        raise c.error("position_embedding_type", f"{position!r}: expected nope or rope")
    if position != "rope":
        f["position"] = PositionKind.NONE
    key = "layer_types" if c.has("layer_types") else "layers_block_type"
    types = c.list(key)
    other = c.list("layers_block_type") if key == "layer_types" else None
    if other is not None and other != types:
        raise c.error("layers_block_type", "differs from layer_types: which one is meant?")
    layers = f["num_layers"]
    # transformers' GraniteMoeHybridConfig: no list means every layer Mamba-2; transformers 5
    # spells the kinds linear_attention / full_attention
    kinds = {"mamba": "r", "linear_attention": "r", "attention": "a", "full_attention": "a"}
    types = types or ["mamba"] * layers
    if len(types) != layers or any(str(t) not in kinds for t in types):
        raise c.error(key, f"expected {layers} of mamba, attention")
    f["layer_kinds"] = "".join(kinds[str(t)] for t in types)
    if "r" not in f["layer_kinds"]:
        f["layer_kinds"] = ""  # attention only: a plain Granite 4.0 (Micro, 1B)
        for field in MAMBA_FIELDS:
            c.has(field)  # no Mamba-2 layer: its fields size nothing
        return f
    # transformers' GraniteMoeHybridConfig: the inner width is mamba_expand × hidden
    width = c.int("mamba_expand", 2, lo=1) * f["hidden_size"]
    f["recurrent"] = mamba_namespace_mixer(c, width, "mamba_expand × hidden_size")
    return f


def mamba_namespace_mixer(c: Cfg, width: int, what: str, **extra: bool | None) -> RecurrentMixer:
    """The Mamba-2 mixer of the configs that spell it in the mamba_* namespace (Granite 4.0,
    Falcon-H1) at their config classes' shared defaults: `width` inner channels (`what` names
    how the config gives it) in mamba_n_heads heads of mamba_d_head ("auto": width ÷ heads; a
    product that differs is refused, as both classes refuse it), mamba_n_groups groups of
    mamba_d_state, a convolution of mamba_d_conv taps; `extra`: the family's own flags."""
    heads = c.int("mamba_n_heads", 128, lo=1)
    auto = not c.has("mamba_d_head") or c.raw("mamba_d_head") == "auto"
    head_dim = width // heads if auto else c.int("mamba_d_head", lo=1)
    if heads * head_dim != width:
        raise c.error(
            "mamba_d_head",
            f"mamba_n_heads × mamba_d_head ({heads * head_dim:,}) is not {what} ({width:,})",
        )
    return RecurrentMixer(
        kind=RecurrentKind.MAMBA2,
        value_heads=heads,
        value_head_dim=head_dim,
        key_heads=c.int("mamba_n_groups", 1, lo=1),
        key_head_dim=c.int("mamba_d_state", 256, lo=1),
        conv_kernel=c.int("mamba_d_conv", 4, lo=1),
        proj_bias=c.bool("mamba_proj_bias", False),
        conv_bias=c.bool("mamba_conv_bias", True),
        chunk_size=c.opt_int("mamba_chunk_size", lo=1),
        **extra,
    )


def jamba(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Jamba (transformers JambaForCausalLM; AI21 Jamba v0.1, 1.5 Mini/Large): every layer two
    RMSNorms, a Mamba (Mamba-1) or attention mixer — attention where layer % attn_layer_period
    == attn_layer_offset (or by an explicit layers_block_type) — and a gated SiLU MLP, routed
    experts (a bias-free router) where layer % expert_layer_period == expert_layer_offset and
    num_experts > 1. Attention has no positional embedding. Mamba: in_proj to x and z, a
    depthwise convolution over x (with a bias), x_proj to the time step (mamba_dt_rank; "auto":
    ⌈hidden ÷ 16⌉), B and C, RMSNorms over each of the three, dt_proj back to every channel
    (with a bias), A_log (a state per channel) and D, out_proj (JambaMambaMixer)."""
    f = base(c, mt)
    layers = f["num_layers"]
    # JambaConfig's own defaults and spellings: 8 KV heads unless given; num_local_experts is
    # its attribute_map's name for num_experts; its layers build no attention or MLP biases
    f["num_kv_heads"] = c.int("num_key_value_heads", 8, lo=1)
    f["qkv_bias"] = f["o_bias"] = f["mlp_bias"] = False
    experts = c.first_int("num_experts", "num_local_experts", default=16, lo=1)
    if experts > 1:
        f["num_experts"] = experts
        f["experts_per_token"] = c.int("num_experts_per_tok", 2, lo=1)
        f["expert_intermediate_size"] = f["intermediate_size"]
        period = c.int("expert_layer_period", 2, lo=1)
        offset = c.int("expert_layer_offset", 1, lo=0)
        if offset >= period:
            raise c.error("expert_layer_offset", f"{offset}: expected below the period ({period})")
        if offset != period - 1:
            raise c.error(
                "expert_layer_offset",
                f"{offset} of a period of {period}: only experts in the last layer of each "
                f"period are modelled (allowed: {period - 1})",
            )
        f["moe_layer_interval"], f["first_dense_layers"] = period, 0
    else:
        for key in ("num_experts_per_tok", "expert_layer_period", "expert_layer_offset"):
            c.has(key)  # one expert: every layer a plain MLP
    f["position"] = PositionKind.NONE
    period = c.int("attn_layer_period", 8, lo=1)
    offset = c.int("attn_layer_offset", 4, lo=0)
    if offset >= period:
        raise c.error("attn_layer_offset", f"{offset}: expected below the period ({period})")
    kinds = "".join("a" if i % period == offset else "r" for i in range(layers))
    if c.has("layers_block_type"):
        # a read-only property of JambaConfig: transformers (and vLLM) refuse a config that
        # sets it; the layers follow attn_layer_period and attn_layer_offset
        raise c.error(
            "layers_block_type",
            "set in the config, where transformers derives it (attn_layer_period, "
            "attn_layer_offset) and refuses it",
        )
    if "r" not in kinds:
        f["layer_kinds"] = ""
        return f
    f["layer_kinds"] = kinds
    d = f["hidden_size"]
    inner = c.int("mamba_expand", 2, lo=1) * d
    rank = c.raw("mamba_dt_rank")
    dt_rank = -(-d // 16) if rank in (None, "auto") else c.int("mamba_dt_rank", lo=1)
    f["recurrent"] = RecurrentMixer(
        kind=RecurrentKind.MAMBA,
        value_heads=inner,  # every channel its own scan: tensor parallelism splits channels
        value_head_dim=1,
        key_heads=1,
        key_head_dim=c.int("mamba_d_state", 16, lo=1),
        conv_kernel=c.int("mamba_d_conv", 4, lo=1),
        proj_bias=c.bool("mamba_proj_bias", False),
        conv_bias=c.bool("mamba_conv_bias", True),
        dt_rank=dt_rank,
        inner_norms=True,
    )
    return f


def qwen3_next(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Qwen3-Next (transformers Qwen3NextForCausalLM): three Gated DeltaNet layers to each
    gated-attention layer (full_attention_interval, or layer_types), every layer MoE with a
    gated shared expert; attention has per-head q/k norms and a sigmoid output gate that
    doubles q_proj."""
    qwen35 = mt.startswith("qwen3_5")
    # Qwen3.5's MoE text config has no dense width (every layer is sparse)
    f = base(c, mt, ffn_keys=("intermediate_size", "moe_intermediate_size"))
    f["qk_norm"] = True
    # the sigmoid output gate doubles q_proj (vLLM and SGLang size it by attn_output_gate)
    f["attention_gate"] = c.bool("attn_output_gate", True)
    # one multi-token-prediction layer beside the model (its card: "Multi-Token Prediction";
    # vLLM's qwen3_next_mtp proposer, one layer unless the config says)
    # Qwen3.5 spells it mtp_num_hidden_layers
    f["mtp_layers"] = c.first_int("num_nextn_predict_layers", "mtp_num_hidden_layers", default=1)
    if c.bool("mtp_use_dedicated_embeddings", False):
        raise c.error(
            "mtp_use_dedicated_embeddings", "MTP layers with their own embedding: not modelled"
        )
    # Qwen3.5's config classes drop decoder_sparse_step and mlp_only_layers: every layer of
    # the MoE model is sparse, none of the dense model's (transformers 5.24)
    if mt == "qwen3_5_text":
        for key in ("num_experts", "num_experts_per_tok", "moe_intermediate_size", *PATTERN_KEYS):
            c.has(key)
    else:
        moe(c, f, every_layer=qwen35)
    shared = c.opt_int("shared_expert_intermediate_size", lo=0)
    if shared:
        f["num_shared_experts"] = 1
        f["shared_expert_intermediate_size"] = shared
        f["shared_expert_gate"] = True
    f["recurrent"] = RecurrentMixer(
        kind=RecurrentKind.GATED_DELTANET,
        value_heads=c.int("linear_num_value_heads", lo=1),
        value_head_dim=c.int("linear_value_head_dim", lo=1),
        key_heads=c.int("linear_num_key_heads", lo=1),
        key_head_dim=c.int("linear_key_head_dim", lo=1),
        conv_kernel=c.int("linear_conv_kernel_dim", 4, lo=1),
        # the recurrent state's width where the config asks one (Qwen3.5's mamba_ssm_dtype
        # "float32", read by vLLM's Qwen3_5ForConditionalGenerationConfig); else the model's
        ssm_state_bytes=DTYPE_BYTES.get(c.str("mamba_ssm_dtype", "")),
    )
    layers = f["num_layers"]
    types = c.list("layer_types")
    if types is not None:
        c.has("full_attention_interval")  # layer_types wins, as in transformers
        known = {"linear_attention": "r", "full_attention": "a"}
        if len(types) != layers or any(t not in known for t in types):
            raise c.error(
                "layer_types",
                f"expected {layers} of linear_attention, full_attention",
            )
        f["layer_kinds"] = "".join(known[t] for t in types)
    else:
        every = c.int("full_attention_interval", 4, lo=1)
        f["layer_kinds"] = "".join("a" if (i + 1) % every == 0 else "r" for i in range(layers))
    return f


class UnpairedBlock(ValueError):
    """A Nemotron-H block pair_blocks cannot place: `block` its index."""

    def __init__(self, block: int, message: str) -> None:
        super().__init__(message)
        self.block = block


def pair_blocks(pattern: str) -> str:
    """Nemotron-H's single-purpose blocks ("M" Mamba-2, "*" attention, "-" a plain MLP, "E" a
    mixture of experts) as the engine's layers: a mixer block and the MLP block after it are
    one layer ("r", "a"); a mixer block before another mixer a layer without MLP ("R", "A").
    UnpairedBlock names the first block that pairs with nothing."""
    kinds: list[str] = []
    i = 0
    while i < len(pattern):
        block = pattern[i]
        if block not in "M*":
            what = "an MLP block without a mixer before it" if block in "-E" else repr(block)
            raise UnpairedBlock(
                i, f"{what} at block {i}: not modelled (M, * and a following - or E)"
            )
        paired = i + 1 < len(pattern) and pattern[i + 1] in "-E"
        kind = "r" if block == "M" else "a"
        kinds.append(kind if paired else kind.upper())
        i += 2 if paired else 1
    return "".join(kinds)


def nemotron_h(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Nemotron-H (NemotronHForCausalLM): a stack of single-purpose blocks, each one RMSNorm and
    one mixer, spelled by hybrid_override_pattern: "M" Mamba-2, "*" attention, "-" a plain
    squared-ReLU MLP, "E" a mixture of squared-ReLU experts (Nemotron 3). A mixer block
    followed by an MLP block is one layer of the engine (two norms); a mixer block followed by
    another mixer is a layer without MLP (one norm)."""
    act = c.str("mlp_hidden_act", "relu2")
    if act != "relu2":
        raise c.error("mlp_hidden_act", f"{act!r}: only Nemotron-H's ungated relu2 MLP is modelled")
    pattern = _nemotron_pattern(c)
    if "-" in pattern and "E" in pattern:
        raise c.error(
            "hybrid_override_pattern",
            "plain MLP blocks (-) beside expert blocks (E) in one stack: not modelled",
        )
    try:
        kinds = pair_blocks(pattern)
    except ValueError as exc:
        raise c.error("hybrid_override_pattern", str(exc)) from None
    d = c.int("hidden_size", lo=1)
    heads = c.int("num_attention_heads", lo=1)
    f: Fields = {
        "hidden_size": d,
        "num_layers": len(kinds),
        "num_attention_heads": heads,
        "num_kv_heads": c.opt_int("num_key_value_heads", lo=1),
        "head_dim": c.opt_int("attention_head_dim", lo=1) or c.opt_int("head_dim", lo=1),
        "intermediate_size": c.int("intermediate_size", lo=1),
        "vocab_size": c.int("vocab_size", lo=1),
        "tie_word_embeddings": c.bool("tie_word_embeddings", False),
        "max_position_embeddings": c.opt_int("max_position_embeddings", lo=1),
        "mlp": MlpKind.PLAIN,  # up and down, squared ReLU between: no gate
        "mlp_bias": c.bool("mlp_bias", False),
        "qkv_bias": c.bool("attention_bias", False),
        "o_bias": c.bool("attention_bias", False),
        "layer_kinds": kinds,
        # no rotary embedding: transformers 5.24's NemotronHAttention calls none (its copied
        # apply_rotary_pos_emb is never called), nor does llama.cpp's NEMOTRON_H graph
        "position": PositionKind.NONE,
    }
    value_heads = c.int("mamba_num_heads", lo=1)
    value_head_dim = c.int("mamba_head_dim", lo=1)
    # the inner width is mamba_num_heads × mamba_head_dim (transformers' NemotronHMamba2Mixer);
    # expand is read by nothing (Nemotron 3 Nano: 64 × 64 = 4,096, not 2 × 2,688)
    c.has("expand")
    f["recurrent"] = RecurrentMixer(
        kind=RecurrentKind.MAMBA2,
        value_heads=value_heads,
        value_head_dim=value_head_dim,
        key_heads=c.int("n_groups", 1, lo=1),
        key_head_dim=c.int("ssm_state_size", lo=1),
        conv_kernel=c.int("conv_kernel", 4, lo=1),
        proj_bias=c.bool("mamba_proj_bias", c.bool("use_bias", False)),
        conv_bias=c.bool("use_conv_bias", True),
        # vLLM's NemotronHForCausalLMConfig: the config's mamba_ssm_cache_dtype, else float32
        ssm_state_bytes=DTYPE_BYTES.get(c.str("mamba_ssm_cache_dtype", "float32"), 4.0),
        chunk_size=c.opt_int("chunk_size", lo=1),
    )
    if "E" in pattern:
        _nemotron_experts(c, f)
    # multi-token prediction (Nemotron 3 Super, Ultra): one attention block and one expert
    # block ("*E") with the DeepSeek-V3 fusion, sharing the model's embedding and head
    mtp = c.int("num_nextn_predict_layers", 0, lo=0)
    if mtp:
        # one attention block and one MLP block; transformers' default is attention and experts
        expected = "*E" if "E" in pattern else "*-"
        kinds = _blocks(c, "mtp_hybrid_override_pattern", "mtp_layers_block_type") or "*E"
        if kinds != expected:
            raise c.error("mtp_hybrid_override_pattern", f"{kinds!r}: only {expected} is modelled")
        f["mtp_layers"] = mtp
    return f


# transformers' NemotronHConfig: the block names of layers_block_type (and of layer_types,
# its later spelling: linear_attention for mamba, full_attention for attention) as
# hybrid_override_pattern's letters
BLOCK_LETTERS = {
    "mamba": "M", "linear_attention": "M", "attention": "*", "full_attention": "*",
    "mlp": "-", "moe": "E",
}  # fmt: skip


def _blocks(c: Cfg, letters_key: str, *list_keys: str) -> str | None:
    """A block pattern given as letters (`letters_key`) or as lists of block names
    (`list_keys`); every form given must agree."""
    found: list[tuple[str, str]] = []
    for key in list_keys:
        blocks = c.list(key)
        if blocks is None:
            continue
        if any(not isinstance(b, str) or b not in BLOCK_LETTERS for b in blocks):
            raise c.error(key, f"expected {', '.join(BLOCK_LETTERS)}")
        found.append((key, "".join(BLOCK_LETTERS[b] for b in blocks)))
    letters = c.raw(letters_key)
    if letters is not None:
        if not isinstance(letters, str):
            raise c.error(letters_key, "expected a string of block letters (M, *, -, E)")
        found.append((letters_key, letters))
    for key, value in found[1:]:
        if value != found[0][1]:
            raise c.error(key, f"differs from {found[0][0]}")
    return found[0][1] if found else None


def _nemotron_pattern(c: Cfg) -> str:
    """The block letters, from hybrid_override_pattern or from the block list transformers
    derives it from (layers_block_type, later layer_types; Nemotron 3 Ultra's config gives
    only the list)."""
    pattern = _blocks(c, "hybrid_override_pattern", "layers_block_type", "layer_types")
    if not pattern:
        raise c.error("hybrid_override_pattern", "expected one letter per block (M, *, -, E)")
    layers = c.opt_int("num_hidden_layers", lo=1)
    if layers is not None and layers != len(pattern):
        raise c.error("num_hidden_layers", f"{layers}, but the pattern has {len(pattern)} blocks")
    return pattern


def _nemotron_experts(c: Cfg, f: Fields) -> None:
    """Nemotron 3's expert blocks (NemotronHMoE): a router of sigmoid scores with one
    correction bias per expert (e_score_correction_bias), n_routed_experts squared-ReLU
    experts of moe_intermediate_size (up and down, no gate) of which num_experts_per_tok run,
    and a shared expert of moe_shared_expert_intermediate_size on every token. A latent
    projection around the routed experts (moe_latent_size, Nemotron 3 Super and Ultra:
    fc1_latent_proj down before dispatch, fc2_latent_proj up after combine) makes them read
    and write that width. n_group, topk_group, routed_scaling_factor, norm_topk_prob and
    moe_shared_expert_overlap hold no parameters."""
    latent = c.opt_int("moe_latent_size", lo=1)
    if latent:
        f["expert_latent_size"] = latent
    f["num_experts"] = c.int("n_routed_experts", lo=1)
    f["experts_per_token"] = c.int("num_experts_per_tok", lo=1)
    if f["experts_per_token"] > f["num_experts"]:
        raise c.error("num_experts_per_tok", f"more than the {f['num_experts']} experts")
    f["expert_intermediate_size"] = c.int("moe_intermediate_size", lo=1)
    f["router_bias"] = True  # gate.e_score_correction_bias, one per expert, in the checkpoint
    # transformers' NemotronHMoE builds one shared expert whatever n_shared_experts says (its
    # default 1); vLLM multiplies its width by it: a count other than 1 is refused
    if c.int("n_shared_experts", 1, lo=0) != 1:
        raise c.error("n_shared_experts", "only one shared expert is modelled")
    f["num_shared_experts"] = 1
    f["shared_expert_intermediate_size"] = c.int("moe_shared_expert_intermediate_size", lo=1)
    for key in (
        "n_group", "topk_group", "routed_scaling_factor", "norm_topk_prob",
        "moe_shared_expert_overlap",
    ):  # fmt: skip
        c.has(key)


# Falcon-H1's µP multipliers and Mamba-2 numerics: scalars and lists the forward pass
# multiplies by (a non-persistent buffer, mup_vector, is built from ssm_multipliers), no weight
FALCON_H1_IDLE = (
    "lm_head_multiplier", "key_multiplier", "attention_in_multiplier",
    "attention_out_multiplier", "ssm_in_multiplier", "ssm_out_multiplier", "mlp_multipliers",
    "ssm_multipliers", "mamba_norm_before_gate", "mamba_use_mlp", "mamba_expand",
)  # fmt: skip


def falcon_h1(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Falcon-H1 (transformers FalconH1ForCausalLM, models/falcon_h1/modeling_falcon_h1.py):
    every layer runs attention and a Mamba-2 mixer side by side on the output of one RMSNorm
    (input_layernorm) and adds both to the residual, then a gated MLP after its own norm
    (pre_ff_layernorm): layer kind 'p'. The mixer: in_proj to z, x, B, C and one dt per head
    (bias mamba_proj_bias), a depthwise convolution over x, B and C (bias mamba_conv_bias),
    dt_bias, A_log and D per head, a gated RMSNorm over the inner width only under
    mamba_rms_norm, out_proj (bias projectors_bias). The inner width is mamba_d_ssm (the config
    class's default 1,024; null: mamba_expand × hidden_size), split into mamba_n_heads heads of
    mamba_d_head ("auto": the width ÷ the heads). attn_layer_indices is read by neither
    transformers nor vLLM: every layer builds both mixers."""
    f = base(c, mt)
    # vLLM's FalconH1 builds q/k/v/o and the MLP without biases (and transformers' first
    # FalconH1Config forced both flags off): a config asking for them is not modelled
    for key in ("attention_bias", "mlp_bias"):
        if c.bool(key, False):
            raise c.error(key, "true: Falcon-H1's attention and MLP have no biases in vLLM")
    d = f["hidden_size"]
    if c.raw("mamba_d_ssm") is None and "mamba_d_ssm" in c.data:
        width = c.int("mamba_expand", 2, lo=1) * d  # an explicit null: expand × hidden
    else:
        width = c.int("mamba_d_ssm", 1024, lo=1)
    if c.has("attn_layer_indices"):
        notes.append(
            Message(
                "attn_layer_indices is read by neither transformers' nor vLLM's Falcon-H1: "
                "every layer is counted with attention and Mamba-2, as they build it"
            )
        )
    for key in FALCON_H1_IDLE:
        c.has(key)
    f["layer_kinds"] = "p" * f["num_layers"]
    f["recurrent"] = mamba_namespace_mixer(
        c,
        width,
        "the Mamba-2 inner width mamba_d_ssm",
        out_bias=c.bool("projectors_bias", False),
        gated_norm=c.bool("mamba_rms_norm", False),
    )
    return f


# MiniMax-Text-01/M1's scalars: the residual mixing factors of its post-norm layers (remote
# code layernorm_*_alpha/beta, transformers *_alpha_factor/*_beta_factor), the shared-expert
# gate's mode, partial rotary embedding: no weight
MINIMAX_IDLE = (
    "postnorm", "rotary_dim", "shared_moe_mode", "layernorm_full_attention_alpha",
    "layernorm_full_attention_beta", "layernorm_linear_attention_alpha",
    "layernorm_linear_attention_beta", "layernorm_mlp_alpha", "layernorm_mlp_beta",
    "full_attn_alpha_factor", "full_attn_beta_factor", "linear_attn_alpha_factor",
    "linear_attn_beta_factor", "mlp_alpha_factor", "mlp_beta_factor",
)  # fmt: skip


def _minimax_kinds(c: Cfg, layers: int, mt: str) -> str:
    """Which layers are Lightning Attention ('r') and which softmax attention ('a'): the remote
    code's attn_type_list (0 lightning, 1 softmax; required by minimax_m1 and minimax_text_01),
    else transformers' layer_types (linear_attention, full_attention), else MiniMaxConfig's
    default (full attention where (i + 1) is odd)."""
    if c.has("attn_type_list") or mt != "minimax":
        # the remote code indexes config.attn_type_list[layer_idx]: no default
        types = c.list("attn_type_list")
        if types is None:
            raise c.error("attn_type_list", "missing (required: MiniMax's remote code reads it)")
        if len(types) != layers or any(t not in (0, 1) or isinstance(t, bool) for t in types):
            raise c.error("attn_type_list", f"expected {layers} of 0 (lightning), 1 (softmax)")
        return "".join("a" if t == 1 else "r" for t in types)
    named = c.list("layer_types")
    if named is None:
        return "".join("a" if (i + 1) % 2 else "r" for i in range(layers))
    kinds = {"full_attention": "a", "linear_attention": "r"}
    if len(named) != layers or any(str(t) not in kinds for t in named):
        raise c.error("layer_types", f"expected {layers} of linear_attention, full_attention")
    return "".join(kinds[str(t)] for t in named)


def minimax(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """MiniMax-Text-01 and MiniMax-M1 (remote code minimax_text_01 / minimax_m1, transformers
    MiniMaxForCausalLM "minimax"; vLLM minimax_text_01.py): each layer two RMSNorms, one mixer —
    Lightning Attention (qkv_proj, a sigmoid output gate, an RMSNorm over the heads' width,
    out_proj; a fixed decay per head, no weight; a heads × head size × head size state per
    sequence) or softmax attention (q/k/v/o, GQA) — and routed experts (a bias-free router,
    w1/w3/w2 of intermediate_size). The released configs have no shared expert
    (shared_intermediate_size 0); one is refused by name, as is a sliding window."""
    f = base(c, mt)
    if f["qkv_bias"]:
        raise c.error("attention_bias", "true: MiniMax's attention layers have no biases")
    if mt == "minimax" and "num_key_value_heads" not in c.data:
        f["num_kv_heads"] = 8  # transformers' MiniMaxConfig default (null: every head)
    moe(c, f, width_key="intermediate_size", every_layer=True)
    if not f.get("num_experts"):
        raise c.error("num_local_experts", "missing: MiniMax's layers are mixtures of experts")
    shared = c.raw("shared_intermediate_size")
    widths = shared if isinstance(shared, list) else [shared]
    if any(w not in (None, 0) for w in widths):
        raise c.error(
            "shared_intermediate_size",
            f"{short_repr(shared)}: MiniMax's gated shared expert is not modelled (the "
            "released checkpoints have none)",
        )
    if c.has("sliding_window"):
        raise c.error("sliding_window", "a window over MiniMax's softmax layers: not modelled")
    for key in MINIMAX_IDLE:
        c.has(key)
    layers = f["num_layers"]
    f["layer_kinds"] = _minimax_kinds(c, layers, mt)
    if "r" not in f["layer_kinds"]:
        f["layer_kinds"] = ""  # softmax attention only
        return f
    heads = f["num_attention_heads"]
    head_dim = f["head_dim"] or f["hidden_size"] // heads
    f["recurrent"] = RecurrentMixer(
        kind=RecurrentKind.LIGHTNING,
        value_heads=heads,
        value_head_dim=head_dim,
        key_heads=heads,
        key_head_dim=head_dim,
        conv_kernel=0,
        chunk_size=c.opt_int("block_size", lo=1),
    )
    return f


# LFM2's initialisation scales and aliases of keys read under their other name
LFM2_IDLE = (
    "block_mlp_init_scale", "block_out_init_scale", "block_use_xavier_init",
    "conv_use_xavier_init", "block_norm_eps", "norm_eps", "theta", "use_pos_enc",
)  # fmt: skip


def lfm2_ff_width(c: Cfg) -> int:
    """The SwiGLU width transformers' Lfm2MLP builds: intermediate_size (block_ff_dim, which
    Lfm2Config takes in its place), under block_auto_adjust_ff_dim two thirds of it, times
    block_ffn_dim_multiplier and rounded up to block_multiple_of (Lfm2MLP.__init__; vLLM and
    llama.cpp's converter round with no multiplier too, the same at 1.0)."""
    key = "block_ff_dim" if c.has("block_ff_dim") else "intermediate_size"
    width = c.int(key, 12288, lo=1)
    # an explicit null is falsy to Lfm2MLP: no adjustment
    adjust = c.raw("block_auto_adjust_ff_dim")
    if not c.bool("block_auto_adjust_ff_dim", True) or (
        adjust is None and "block_auto_adjust_ff_dim" in c.data
    ):
        return width
    width = int(2 * width / 3)
    multiplier = c.raw("block_ffn_dim_multiplier")
    if multiplier is None and "block_ffn_dim_multiplier" in c.data:
        return max(width, 1)  # an explicit null: no rounding in transformers
    scale = c.float("block_ffn_dim_multiplier", 1.0)
    if not 0 < scale <= 1000:
        raise c.error("block_ffn_dim_multiplier", f"{scale!r} is out of range; allowed: (0, 1000]")
    step = c.int("block_multiple_of", 256, lo=1)
    width = step * -(-int(scale * width) // step)
    if not 0 < width <= 10_000_000:
        raise c.error(key, f"gives an MLP width of {width:,}; allowed: 1–10,000,000")
    return width


def _lfm2_moe(c: Cfg, f: Fields) -> None:
    """LFM2's mixture of experts (transformers Lfm2MoeForCausalLM, lfm2_moe): the first
    num_dense_layers keep a SwiGLU MLP of intermediate_size as it is (no two-thirds rule: base()
    read it); the
    others route to num_experts experts of moe_intermediate_size (top num_experts_per_tok; a
    bias-free router, and under use_expert_bias a float32 score bias per expert, stored in the
    checkpoint), with no shared expert."""
    experts = c.int("num_experts", 32, lo=1)
    dense = c.int("num_dense_layers", 2)
    if dense >= f["num_layers"]:
        raise c.error("num_dense_layers", f"{dense} leaves no MoE layer of {f['num_layers']}")
    f["num_experts"] = experts
    f["experts_per_token"] = c.int("num_experts_per_tok", 4, lo=1)
    f["expert_intermediate_size"] = c.int("moe_intermediate_size", 1792, lo=1)
    f["first_dense_layers"] = dense
    f["router_bias"] = c.bool("use_expert_bias", True)
    for key in ("norm_topk_prob", "routed_scaling_factor", *PATTERN_KEYS):
        c.has(key)


def lfm2(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """LFM2 (transformers Lfm2ForCausalLM, vLLM lfm2.py): each layer two RMSNorms (operator_norm,
    ffn_norm), one mixer — a gated short convolution (in_proj to B, C and x, B·x through a
    depthwise causal convolution of conv_L_cache taps, gated by C, out_proj; conv_bias on all
    three) or GQA attention with per-head q/k RMSNorms — and a SwiGLU MLP (lfm2_ff_width); a
    final RMSNorm (embedding_norm); tied embeddings by default. Which layers attend:
    layer_types, else full_attn_idxs, else all. A serving engine keeps, per sequence and per
    convolution layer, its last conv_L_cache − 1 inputs."""
    moe_model = mt == "lfm2_moe"
    if moe_model:  # Lfm2MoeConfig reads intermediate_size alone (its default 7,168)
        f = base(c, mt, ffn_default=7168)
        _lfm2_moe(c, f)
    else:
        f = base(c, mt, ffn_keys=("block_ff_dim", "intermediate_size"))
        f["intermediate_size"] = lfm2_ff_width(c)
    # Lfm2Config: kwargs.get("tie_embedding", tie_word_embeddings) — the alias wins
    f["tie_word_embeddings"] = c.bool("tie_embedding", c.bool("tie_word_embeddings", True))
    f["qk_norm"] = True
    d = f["hidden_size"]
    if not moe_model:  # Lfm2Config's keys; Lfm2MoeConfig reads none of them
        for key in ("block_dim", "conv_dim", "conv_dim_out"):
            if c.has(key) and c.int(key, lo=1) != d:
                raise c.error(key, f"differs from hidden_size ({d:,}): not modelled")
        if c.has("num_heads") and c.int("num_heads", lo=1) != f["num_attention_heads"]:
            raise c.error("num_heads", "differs from num_attention_heads: which one is meant?")
        if not c.bool("block_use_swiglu", True):
            raise c.error("block_use_swiglu", "false: only LFM2's SwiGLU MLP is modelled")
        for key in LFM2_IDLE:
            c.has(key)
    layers = f["num_layers"]
    types = c.list("layer_types")
    if types is None and mt == "lfm2_moe":
        raise c.error("layer_types", "missing (required: Lfm2MoeConfig has no default)")
    if types is not None:
        c.has("full_attn_idxs")  # Lfm2Config reads it only without layer_types
        kinds = {"conv": "r", "full_attention": "a"}
        if len(types) != layers or any(str(t) not in kinds for t in types):
            raise c.error("layer_types", f"expected {layers} of conv, full_attention")
        pattern = "".join(kinds[str(t)] for t in types)
    else:
        idxs = c.list("full_attn_idxs")
        if idxs is None:
            pattern = "a" * layers  # Lfm2Config: every layer attends
        else:
            if any(isinstance(i, bool) or not isinstance(i, int) for i in idxs):
                raise c.error("full_attn_idxs", "expected a list of layer indices")
            if any(not 0 <= i < layers for i in idxs):
                raise c.error("full_attn_idxs", f"indices outside 0–{layers - 1}")
            pattern = "".join("a" if i in idxs else "r" for i in range(layers))
    bias = c.bool("conv_bias", False)
    if "r" not in pattern:
        c.has("conv_L_cache")  # no convolution layer: its size sizes nothing
        return f
    f["layer_kinds"] = pattern
    f["recurrent"] = RecurrentMixer(
        kind=RecurrentKind.SHORT_CONV,
        value_heads=d,
        value_head_dim=1,
        key_heads=1,
        key_head_dim=1,
        conv_kernel=c.int("conv_L_cache", 3, lo=1),
        proj_bias=bias,
        conv_bias=bias,
    )
    return f
