"""config.json → ModelSpec fields for the Llama-style decoder families (RoPE, RMSNorm, gated MLP).

Each builder follows the family's Hugging Face modeling code (or the remote code its checkpoints
ship): which projections carry biases, how many norms a layer has, how experts are laid out.
"""

from __future__ import annotations

from typing import Any

from hwplanner.engine.model.hf_reader import Cfg
from hwplanner.engine.model.model_spec import NormKind

Fields = dict[str, Any]

# tie_word_embeddings when config.json leaves it out: the config class's default.
TIED_BY_DEFAULT = {
    "gemma",
    "gemma2",
    "gemma3_text",
    "cohere",
    "cohere2",
    "starcoder2",
    "smollm3",
    "exaone",
    "ernie4_5_moe",
    "gemma4_text",
}


MAX_LAYERS = 10_000  # ModelSpec.num_layers' bound


def base(
    c: Cfg,
    mt: str,
    *,
    layers_key: str = "num_hidden_layers",
    ffn_keys: tuple[str, ...] = ("intermediate_size",),
    ffn_default: int | None = None,
) -> Fields:
    """The fields every Llama-style config spells the same way (`ffn_keys`: where the MLP width
    is, first found first; `ffn_default`: the config class's width when none is given)."""
    bias = c.bool("attention_bias", False)
    # bounded before a reader spells one letter per layer
    layers = c.int(layers_key, lo=1, hi=MAX_LAYERS)
    return {
        "hidden_size": c.int("hidden_size", lo=1),
        "num_layers": layers,
        "num_attention_heads": c.int("num_attention_heads", lo=1),
        "num_kv_heads": c.opt_int("num_key_value_heads", lo=1),
        "head_dim": c.opt_int("head_dim", lo=1),
        "intermediate_size": c.first_int(*ffn_keys, default=ffn_default, lo=1),
        "vocab_size": c.int("vocab_size", lo=1),
        "tie_word_embeddings": c.bool("tie_word_embeddings", mt in TIED_BY_DEFAULT),
        "max_position_embeddings": c.opt_int("max_position_embeddings", lo=1),
        "mlp_bias": c.bool("mlp_bias", False),
        "qkv_bias": bias,
        "o_bias": bias,
    }


def leading_dense(c: Cfg, layers: int) -> int:
    """Leading dense layers from first_k_dense_replace, or an mlp_only_layers list that holds
    only leading layers (Qwen MoE); other layer patterns are refused by name."""
    first = c.int("first_k_dense_replace", 0)
    only = c.list("mlp_only_layers")
    if only:
        if any(isinstance(i, bool) or not isinstance(i, int) for i in only):
            raise c.error("mlp_only_layers", "expected a list of layer indices")
        if sorted(only) != list(range(len(only))):
            raise c.error("mlp_only_layers", "only leading dense layers are modelled")
        first = max(first, len(only))
    if first >= layers:
        raise c.error("first_k_dense_replace", f"{first} leaves no MoE layer of {layers}")
    return first


# The keys that spell which layers are MoE (moe); a family without a pattern reads them idle
PATTERN_KEYS = ("decoder_sparse_step", "moe_layer_freq", "mlp_only_layers", "first_k_dense_replace")


def moe(
    c: Cfg,
    f: Fields,
    *,
    experts_key: str = "",
    width_key: str = "moe_intermediate_size",
    every_layer: bool = False,
    leading_only: bool = False,
) -> None:
    """Routed experts, experts per token, their width and the layer pattern (`every_layer`:
    a family whose config class has no pattern, its pattern keys read and ignored;
    `leading_only`: MoE from first_k_dense_replace to the last layer, the only pattern key its
    modeling code reads — DeepSeek-V3's decoder layer in transformers, Bailing MoE)."""
    keys = (
        (experts_key,) if experts_key else ("num_local_experts", "num_experts", "n_routed_experts")
    )
    experts = 0
    for key in keys:
        experts = c.uniform(key) or 0
        if experts:
            break
    if not experts:
        return
    f["num_experts"] = experts
    top = 0
    for key in ("num_experts_per_tok", "experts_per_token", "num_experts_per_token", "moe_topk"):
        top = c.uniform(key) or 0
        if top:
            break
    if not top:
        raise c.error("num_experts_per_tok", "missing (required with experts)")
    f["experts_per_token"] = top
    f["expert_intermediate_size"] = c.uniform(width_key) or f["intermediate_size"]
    if every_layer or leading_only:
        for key in PATTERN_KEYS:
            c.has(key)
        first = c.int("first_k_dense_replace", 0) if leading_only else 0
        if first >= f["num_layers"]:
            raise c.error(
                "first_k_dense_replace", f"{first} leaves no MoE layer of {f['num_layers']}"
            )
        f["moe_layer_interval"], f["first_dense_layers"] = 1, first
    else:
        step = c.int("decoder_sparse_step", 1, lo=1)
        step = c.int("moe_layer_freq", step, lo=1)
        f["moe_layer_interval"] = step
        f["first_dense_layers"] = leading_dense(c, f["num_layers"])
    f["num_shared_experts"] = c.int("n_shared_experts", 0)


def sliding(c: Cfg, f: Fields, mt: str) -> None:
    """Local-attention layers: from layer_types, a sliding_window_pattern, or the family rule."""
    window = c.opt_int("sliding_window", lo=0)
    if not window or not c.bool("use_sliding_window", True):
        return
    layers = f["num_layers"]
    types = c.list("layer_types")
    if types is not None:
        if any(not isinstance(t, str) for t in types):
            raise c.error("layer_types", "expected a list of strings")
        n = sum(1 for t in types if "sliding" in t)
    elif c.has("sliding_window_pattern"):
        pattern = c.int("sliding_window_pattern", lo=1)
        n = layers - layers // pattern  # every pattern-th layer is global
    elif mt in ("gemma2", "gpt_oss"):
        n = layers // 2
    elif mt in ("gemma3_text", "gemma3"):
        n = layers - layers // 6
    elif mt in ("mistral", "mixtral", "starcoder2", "qwen2", "qwen2_moe"):
        n = layers
        if mt.startswith("qwen2"):
            # Qwen2 slides above max_window_layers only (and only when use_sliding_window).
            n = max(layers - c.int("max_window_layers", layers), 0)
    else:
        return
    if n:
        f["sliding_window"] = window
        f["sliding_window_layers"] = min(n, layers)


def llama(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Llama, Mistral, Yi, InternLM 1/3, SmolLM3, Granite, Helium…: q/k/v/o share
    attention_bias (InternLM: bias / qkv_bias keys)."""
    f = base(c, mt)
    if mt == "internlm":
        f["qkv_bias"] = f["o_bias"] = c.bool("bias", True)
    elif mt == "internlm3":
        f["qkv_bias"] = c.bool("qkv_bias", False)
        f["o_bias"] = c.bool("bias", False)
    elif mt == "internlm2":
        f["qkv_bias"] = f["o_bias"] = c.bool("bias", False)
    elif mt == "seed_oss":
        f["o_bias"] = c.bool("attention_out_bias", False)
    elif mt == "exaone":
        f["num_layers"] = c.first_int("num_layers", "num_hidden_layers", lo=1)
    elif mt == "ernie4_5":
        f["qkv_bias"] = f["o_bias"] = f["mlp_bias"] = c.bool("use_bias", False)
    sliding(c, f, mt)
    return f


def qwen(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Qwen2 / Qwen2-MoE / MiMo: q/k/v biases, no o_proj bias; MoE with one gated shared
    expert; MiMo's MTP layers apart. Qwen3 (MoE, VL text): per-head q/k RMSNorm,
    attention_bias on all four projections."""
    f = base(c, mt)
    if mt.startswith("qwen2") or mt == "mimo":
        f["qkv_bias"], f["o_bias"] = True, False
        f["mtp_layers"] = c.int("num_nextn_predict_layers", 0)  # MiMo
    else:
        f["qk_norm"] = True
    moe(c, f)
    shared = c.opt_int("shared_expert_intermediate_size", lo=0)
    if mt == "qwen2_moe" and shared:
        f["num_shared_experts"] = 1
        f["shared_expert_intermediate_size"] = shared
        f["shared_expert_gate"] = True
    sliding(c, f, mt)
    return f


def mixtral(c: Cfg, mt: str, notes: list[str]) -> Fields:
    f = base(c, mt)
    moe(c, f, width_key="intermediate_size")
    sliding(c, f, mt)
    return f


def deepseek(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """DeepSeek MoE / V2 / V3 / V3.2 and Kimi K2: shared experts, leading dense layers,
    multi-head latent attention when kv_lora_rank is set; V3's router keeps a score-correction
    bias; V3.2's sparse attention (index_topk) adds a lightning indexer to every layer. GLM-5
    (glm_moe_dsa) reads as V3.2, a key it leaves out taking its config class's default."""
    filled = [k for k in GLM_DEFAULTS.get(mt, {}) if k not in c.data]
    if filled:  # said, as the nested text configs' defaults are (hf_config._text)
        notes.append(f"{', '.join(filled)} from the {mt} config defaults")
        c.data = {**c.data, **{k: GLM_DEFAULTS[mt][k] for k in filled}}
    f = base(c, mt)
    moe(c, f)
    if mt in GLM_DEFAULTS and not c.opt_int("kv_lora_rank", lo=1):
        raise c.error("kv_lora_rank", "GLM's attention is multi-head latent attention: needed")
    if c.opt_int("kv_lora_rank", lo=1):
        for key in ("kv_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim"):
            f[key] = c.int(key, lo=1)
        f["q_lora_rank"] = c.opt_int("q_lora_rank", lo=1)
        f["head_dim"] = None
    if mt in ("deepseek_v32", "glm_moe_dsa") or c.opt_int("index_topk", lo=1):
        for key in ("index_n_heads", "index_head_dim", "index_topk"):
            f[key] = c.int(key, lo=1)
    if f.get("num_experts") and c.str("topk_method", "") == "noaux_tc":
        f["router_bias"] = True  # e_score_correction_bias, one per expert
    f["mtp_layers"] = c.int("num_nextn_predict_layers", 0)
    if mt == "glm_moe_dsa":
        _glm_dsa(c, f)
    if mt == "glm4_moe_lite":
        # GLM-4.7-Flash: DeepSeek-V3's attention, GLM-4.5's MoE (its router always keeps the
        # expert bias, Glm4MoeTopkRouter's e_score_correction_bias); the class lays out its
        # layers from mlp_layer_types alone (default: one dense layer, then MoE)
        f["router_bias"] = True
        f["first_dense_layers"], f["moe_layer_interval"] = 1, 1
        _mlp_layer_types(c, f)
    for key in filled:
        c.has(key)  # a default the reader did not need is not the config's unread key
    return f


# transformers' GLM config class defaults: what a config that leaves a key out is built with.
# GlmMoeDsaConfig (src/transformers/models/glm_moe_dsa/modular_glm_moe_dsa.py @01f8fa5; the
# router's topk_method as its releases give it) and Glm4MoeLiteConfig (glm4_moe_lite/
# modular_glm4_moe_lite.py @008e574, GLM-4.7-Flash's sizes; one MTP layer, model.layers.47,
# which the class skips on load)
GLM_LITE_DEFAULTS: dict[str, object] = {
    "vocab_size": 154880, "hidden_size": 2048, "intermediate_size": 10240,
    "moe_intermediate_size": 1536, "num_hidden_layers": 47, "num_attention_heads": 20,
    "num_key_value_heads": 20, "n_shared_experts": 1, "n_routed_experts": 64,
    "kv_lora_rank": 512, "q_lora_rank": 768, "qk_rope_head_dim": 64, "v_head_dim": 256,
    "qk_nope_head_dim": 192, "num_experts_per_tok": 4, "max_position_embeddings": 202752,
}  # fmt: skip
GLM_DSA_DEFAULTS: dict[str, object] = {
    "vocab_size": 154880, "hidden_size": 6144, "intermediate_size": 12288,
    "moe_intermediate_size": 2048, "num_hidden_layers": 78, "num_attention_heads": 64,
    "num_key_value_heads": 64, "n_shared_experts": 1, "n_routed_experts": 256,
    "kv_lora_rank": 512, "q_lora_rank": 2048, "qk_rope_head_dim": 64, "v_head_dim": 256,
    "qk_nope_head_dim": 192, "num_experts_per_tok": 8, "max_position_embeddings": 202752,
    "index_topk": 2048, "index_head_dim": 128, "index_n_heads": 32,
    "first_k_dense_replace": 3, "topk_method": "noaux_tc",
}  # fmt: skip
GLM_DEFAULTS = {"glm_moe_dsa": GLM_DSA_DEFAULTS, "glm4_moe_lite": GLM_LITE_DEFAULTS}


def _mlp_layer_types(c: Cfg, f: Fields) -> None:
    """mlp_layer_types ("dense" / "sparse" per layer), where given, spells the leading dense
    layers (GLM's config classes build from it); other patterns are refused by name."""
    layers = f["num_layers"]
    mlp = c.list("mlp_layer_types")
    if mlp is None:
        return
    dense = sum(1 for t in mlp if t == "dense")
    if len(mlp) != layers or list(mlp) != ["dense"] * dense + ["sparse"] * (layers - dense):
        raise c.error("mlp_layer_types", f"expected {layers} of dense (leading only), then sparse")
    if dense >= layers:
        raise c.error("mlp_layer_types", "leaves no MoE layer")
    f["first_dense_layers"] = dense


def _glm_dsa(c: Cfg, f: Fields) -> None:
    """GLM-5 (transformers GlmMoeDsa: DeepSeek-V3.2's modules, the indexer's rotary embedding
    interleaved, which changes no size). mlp_layer_types, where given, spells the leading
    dense layers; layers reusing an earlier layer's indexer choice build no indexer of their
    own (_shared_indexers)."""
    c.has("indexer_rope_interleave")
    qk = c.opt_int("qk_head_dim", lo=1)
    if qk is not None and qk != f["qk_nope_head_dim"] + f["qk_rope_head_dim"]:
        raise c.error("qk_head_dim", "is not qk_nope_head_dim + qk_rope_head_dim")
    layers = f["num_layers"]
    _mlp_layer_types(c, f)
    f["index_shared_layers"] = _shared_indexers(c, layers)


def _shared_indexers(c: Cfg, layers: int) -> int:
    """Layers that reuse the previous full layer's indexer choice (GLM-5.2's IndexCache), as
    transformers' GlmMoeDsaConfig derives indexer_types: given, else from index_topk_pattern
    (a string of "F" / "S", or a list taken as it is), else from the schedule — a layer is
    full where max(i − index_skip_topk_offset + 1, 0) is a multiple of max(index_topk_freq, 1)
    (defaults 1 and 2: every layer full). A layer indexes unless its entry is "shared"."""
    types = c.list("indexer_types")
    pattern = c.raw("index_topk_pattern")
    freq = max(c.int("index_topk_freq", 1, lo=0), 1)
    offset = c.int("index_skip_topk_offset", 2, lo=-1_000_000)
    if types is not None:  # transformers builds from it, whatever the schedule says
        key, kinds = "indexer_types", list(types)
    elif isinstance(pattern, str):
        if any(p not in "FS" for p in pattern):
            raise c.error("index_topk_pattern", "expected a string of F (full) and S (shared)")
        key, kinds = "index_topk_pattern", ["shared" if p == "S" else "full" for p in pattern]
    elif pattern is not None:
        if not isinstance(pattern, list):
            raise c.error("index_topk_pattern", "expected a string or a list")
        key, kinds = "index_topk_pattern", list(pattern)
    else:
        kinds = ["full" if max(i - offset + 1, 0) % freq == 0 else "shared" for i in range(layers)]
        key = "index_topk_freq"
    if len(kinds) != layers:
        raise c.error(key, f"expected one entry per layer ({layers})")
    if kinds[0] == "shared":
        raise c.error(key, "the first layer has no earlier indexer to share")
    return sum(1 for k in kinds if k == "shared")


def gemma(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Gemma: RMSNorm(1+w), tied. Gemma 2/3: pre- and post-norms around attention and MLP
    (4 per layer), Gemma 3 per-head q/k norms; local layers from the pattern."""
    f = base(c, mt)
    if mt != "gemma":
        f["norms_per_layer"] = 4
    if mt.startswith("gemma3"):
        f["qk_norm"] = True
    sliding(c, f, mt)
    return f


def olmo(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """OLMo: non-parametric LayerNorm. OLMo 2/3: RMSNorm after attention and MLP (2 per layer),
    q/k norms over the whole projections. OLMoE: OLMo 2 norms with 64 experts."""
    f = base(c, mt)
    if mt == "olmo":
        f["norm"] = NormKind.NONPARAMETRIC
    else:
        f["qk_norm_full"] = True
    moe(c, f, width_key="intermediate_size")
    sliding(c, f, mt)
    return f


def granite(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Granite (Llama layout). GraniteMoE: experts with a fused gate/up input_linear, a
    bias-free router; GraniteMoEShared adds a gated shared MLP of shared_intermediate_size."""
    f = base(c, mt)
    if mt != "granite":
        moe(c, f, width_key="intermediate_size")
        shared = c.int("shared_intermediate_size", 0)
        if shared:
            f["num_shared_experts"] = 1
            f["shared_expert_intermediate_size"] = shared
    return f


def phi(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Phi-3/3.5/4-mini: fused qkv and gate_up, no biases. Phi-3.5-MoE: LayerNorm with bias,
    q/k/v/o biases, 16 experts, lm_head bias."""
    f = base(c, mt)
    if mt == "phimoe":
        f["norm"] = NormKind.LAYERNORM
        f["lm_head_bias"] = c.bool("lm_head_bias", False)
        moe(c, f, width_key="intermediate_size")
    sliding(c, f, mt)
    return f
