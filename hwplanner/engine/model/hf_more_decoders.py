"""config.json → ModelSpec fields for more decoder families: Command-R (Cohere), GLM-4 / ChatGLM,
Hunyuan, EXAONE 4, MiniMax-M2, StarCoder2, Baichuan and Qwen 1, each following its modeling code
(the hybrids in hf_hybrids.py, the Chinese MoE families in hf_moe_decoders.py, Gemma 4 in
hf_gemma4.py)."""

from __future__ import annotations

from hwplanner.engine.model.hf_decoders import Fields, base, moe, sliding
from hwplanner.engine.model.hf_reader import Cfg
from hwplanner.engine.model.model_spec import NormKind


def cohere(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Command-R (cohere, cohere2): one bias-free LayerNorm per layer feeding attention and MLP
    in parallel; optional q/k LayerNorms over (heads, head_dim); tied embeddings."""
    f = base(c, mt)
    f["norm"] = NormKind.LAYERNORM_NO_BIAS
    f["norms_per_layer"] = 1
    f["parallel_block"] = True
    f["qk_norm_full"] = c.bool("use_qk_norm", False)
    sliding(c, f, mt)
    if mt == "cohere2" and "sliding_window_layers" not in f and c.has("sliding_window"):
        pattern = c.int("sliding_window_pattern", 4, lo=1)
        f["sliding_window"] = c.int("sliding_window", lo=1)
        f["sliding_window_layers"] = f["num_layers"] - f["num_layers"] // pattern
    return f


def glm(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """GLM-4 (glm): q/k/v biases, fused gate_up. GLM-4-0414 (glm4) adds post-attention and
    post-MLP norms. GLM-4.5 (glm4_moe): DeepSeek-V3-style MoE with optional per-head q/k norm."""
    f = base(c, mt)
    f["o_bias"] = False
    if mt == "glm4":
        f["norms_per_layer"] = 4
    if mt == "glm4_moe":
        moe(c, f)
        f["qk_norm"] = c.bool("use_qk_norm", False)
        f["router_bias"] = bool(f.get("num_experts"))  # e_score_correction_bias
        f["mtp_layers"] = c.int("num_nextn_predict_layers", 0)
    return f


def hunyuan(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Hunyuan dense/MoE (v1): per-head q/k RMSNorm; MoE experts and one shared MLP of
    intermediate_size (moe_intermediate_size when given) and a bias-free router."""
    if c.bool("use_cla", False):
        raise c.error("use_cla", "cross-layer attention (K/V shared across layers) is not modelled")
    f = base(c, mt)
    f["qk_norm"] = c.bool("use_qk_norm", True)
    if mt == "hunyuan_v1_moe" or c.has("num_experts"):
        moe(c, f, experts_key="num_experts")
        shared = c.uniform("num_shared_expert")
        f["num_shared_experts"] = 1 if shared is None else shared
    return f


def exaone4(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """EXAONE 4.0: per-head q/k norms and OLMo-2-style post norms (2 per layer)."""
    f = base(c, mt)
    f["qk_norm"] = True
    sliding(c, f, mt)
    return f


def minimax_m2(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """MiniMax-M2: full attention, q/k RMSNorm over all heads, experts with a biased router."""
    f = base(c, mt)
    f["qk_norm_full"] = c.bool("use_qk_norm", True)
    moe(c, f, width_key="intermediate_size")
    f["router_bias"] = True  # e_score_correction_bias
    return f


def starcoder2(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """StarCoder2: LayerNorm with bias, plain GELU MLP, every projection biased (use_bias)."""
    f = base(c, mt)
    bias = c.bool("use_bias", True)
    f.update(
        qkv_bias=bias,
        o_bias=bias,
        mlp_bias=bias,
        norm=NormKind.LAYERNORM,
        mlp="plain",
    )
    sliding(c, f, mt)
    return f


def chatglm(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """ChatGLM2/3 and GLM-4-9B remote code: fused query_key_value with multi-query groups,
    gated MLP (dense_h_to_4h is 2 × ffn_hidden_size), separate output_layer."""
    d = c.int("hidden_size", lo=1)
    heads = c.int("num_attention_heads", lo=1)
    kv = (
        c.int("multi_query_group_num", heads, lo=1)
        if c.bool("multi_query_attention", False)
        else heads
    )
    bias = c.bool("add_bias_linear", False)
    return {
        "hidden_size": d,
        "num_layers": c.int("num_layers", lo=1),
        "num_attention_heads": heads,
        "num_kv_heads": kv,
        "head_dim": c.int("kv_channels", d // heads, lo=1),
        "intermediate_size": c.int("ffn_hidden_size", lo=1),
        "vocab_size": c.first_int("padded_vocab_size", "vocab_size", lo=1),
        "tie_word_embeddings": False,
        "max_position_embeddings": c.opt_int("seq_length", lo=1),
        "qkv_bias": c.bool("add_qkv_bias", False) or bias,
        "o_bias": bias,
        "mlp_bias": bias,
        "norm": NormKind.RMSNORM if c.bool("rmsnorm", True) else NormKind.LAYERNORM,
        "final_norm": c.bool("post_layer_norm", True),
    }


def baichuan(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Baichuan 1/2 remote code: W_pack (fused q/k/v, no bias), Llama MLP, untied lm_head
    (Baichuan 2's NormHead has the same shape). The 13B models use ALiBi (their modeling code;
    the config does not say) and their reference attention materialises the scores."""
    f = base(c, mt)
    if f["num_layers"] == 40 and f["hidden_size"] == 5120:
        f["position"] = "alibi"
        notes.append("Baichuan 13B: ALiBi attention (from the model's code, not its config)")
    f["max_position_embeddings"] = (
        c.opt_int("model_max_length", lo=1) or f["max_position_embeddings"]
    )
    return f


def qwen1(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Qwen (1) remote code: c_attn with bias, c_proj without; w1/w2 each of intermediate_size/2."""
    d = c.int("hidden_size", lo=1)
    heads = c.int("num_attention_heads", lo=1)
    return {
        "hidden_size": d,
        "num_layers": c.int("num_hidden_layers", lo=1),
        "num_attention_heads": heads,
        "head_dim": c.int("kv_channels", d // heads, lo=1),
        "intermediate_size": c.int("intermediate_size", lo=2) // 2,
        "vocab_size": c.int("vocab_size", lo=1),
        "tie_word_embeddings": c.bool("tie_word_embeddings", False),
        "max_position_embeddings": c.opt_int("max_position_embeddings", lo=1),
        "qkv_bias": True,
    }
