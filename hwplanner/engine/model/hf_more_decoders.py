"""config.json → ModelSpec fields for more decoder families: Command-R (Cohere), GLM-4 / ChatGLM,
Hunyuan, EXAONE 4, MiniMax-M2, StarCoder2, Baichuan and Qwen 1, each following its modeling code
(the hybrids in hf_hybrids.py, the Chinese MoE families in hf_moe_decoders.py, Gemma 4 in
hf_gemma4.py)."""

from __future__ import annotations

from hwplanner.engine.model.hf_decoders import MAX_LAYERS, Fields, base, moe, sliding
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


def _nas_ffn_width(mult: float, hidden: int) -> int:
    """DeciLM's MLP width for a block's ffn_mult: ⌊2/3 × ffn_mult × hidden⌋ rounded up to a
    multiple of 256 (github vllm-project/vllm@00bd1493 vllm/model_executor/models/
    nemotron_nas.py _ffn_mult_to_intermediate_size; NVIDIA/Megatron-LM@1296a819 megatron/core/
    transformer/heterogeneous/heterogeneous_config.py, the same)."""
    n = int(2 * mult * hidden / 3)
    return n if n % 256 == 0 else n + 256 - n % 256


def nemotron_nas(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Llama-Nemotron's NAS models (DeciLMForCausalLM: Llama-3.3-Nemotron-Super-49B,
    Llama-3.1-Nemotron-Ultra-253B): Llama layers whose blocks block_configs sets one by one —
    attention with n_heads_in_group query heads a key/value head, or a no-op (the layer its
    MLP and that MLP's norm alone: 'm'); a gated MLP of its own width (ffn_mult), or a no-op
    (the layer its attention alone: 'A'). A block whose attention and MLP are both no-ops
    holds nothing and passes its input through: not counted as a layer. The MLPs' widths,
    which differ, are taken at their mean for every sum over layers, each layer's own kept
    for what one layer or one pipeline stage holds (layer_mlp_widths). A linear layer in place
    of either (replace_with_linear), attention sinks, windows and sparsity are refused by
    name: not modelled."""
    d = c.int("hidden_size", lo=1)
    heads = c.int("num_attention_heads", lo=1)
    layers = c.int("num_hidden_layers", lo=1, hi=MAX_LAYERS)
    blocks = c.list("block_configs")
    if not blocks:
        raise c.error("block_configs", "needed: the per-block layout of a nemotron-nas model")
    if len(blocks) != layers:
        raise c.error("block_configs", f"{len(blocks)} blocks for {layers} layers: one a layer")
    kinds: list[str] = []
    widths: list[int] = []  # of the layers with an MLP
    per_layer: list[int] = []  # of every layer (0: none)
    groups: set[int] = set()
    for i, raw in enumerate(blocks):
        if not isinstance(raw, dict):
            raise c.error(f"block_configs[{i}]", "expected an object")
        block = Cfg(raw, c.name(f"block_configs[{i}]."))
        att, ffn = block.sub("attention"), block.sub("ffn")
        if att is None or ffn is None:
            raise block.error("attention" if att is None else "ffn", "needed")
        for part in (att, ffn):
            if part.bool("replace_with_linear", False):
                raise part.error("replace_with_linear", "a linear layer in its place: not modelled")
            if part.has("sparsify"):
                raise part.error("sparsify", "sparsified blocks: not modelled")
        for key in ("window_length", "num_sink_tokens"):
            if att.has(key):
                raise att.error(key, "windowed or sink attention: not modelled")
        for key in ("unshifted_sink", "use_prefill_window_in_sink_attention"):
            if att.bool(key, False):
                raise att.error(key, "windowed or sink attention: not modelled")
        attends = not att.bool("no_op", False)
        if attends:
            groups.add(att.int("n_heads_in_group", lo=1))
        has_mlp = not ffn.bool("no_op", False)
        if has_mlp:
            mult = ffn.float("ffn_mult", 0.0)
            if mult <= 0:
                raise ffn.error("ffn_mult", "needed: a positive multiple of the hidden size")
            widths.append(_nas_ffn_width(mult, d))
        if attends or has_mlp:
            kinds.append("a" if attends and has_mlp else "A" if attends else "m")
            per_layer.append(widths[-1] if has_mlp else 0)
    if not widths or not groups:
        raise c.error("block_configs", "no block with both attention and an MLP somewhere")
    if len(groups) > 1:
        raise c.error(
            "block_configs", "attention blocks of different key/value heads: not modelled"
        )
    group = groups.pop()
    if heads % group:
        raise c.error("block_configs", f"n_heads_in_group {group} does not divide {heads} heads")
    c.has("intermediate_size")  # null: each block's own
    c.has("num_key_value_heads")
    dropped = len(blocks) - len(kinds)
    if dropped:
        notes.append(f"{dropped} blocks whose attention and MLP are both no-ops hold nothing")
    mean = round(sum(widths) / len(widths))
    widest = max(widths)
    differ = widest != min(widths)
    if differ:
        notes.append(
            f"MLP widths differ by layer ({min(widths):,}–{widest:,}): counted at their mean "
            f"{mean:,} over the model, each layer's own for a pipeline stage and a layer's peak"
        )
    return {
        "hidden_size": d,
        "num_layers": len(kinds),
        "num_attention_heads": heads,
        "num_kv_heads": heads // group,
        "head_dim": c.opt_int("head_dim", lo=1),
        "intermediate_size": mean,
        "layer_mlp_widths": tuple(per_layer) if differ else (),
        "vocab_size": c.int("vocab_size", lo=1),
        "tie_word_embeddings": c.bool("tie_word_embeddings", False),
        "max_position_embeddings": c.opt_int("max_position_embeddings", lo=1),
        "mlp_bias": c.bool("mlp_bias", False),
        "qkv_bias": c.bool("attention_bias", False),
        "o_bias": c.bool("attention_bias", False),
        "layer_kinds": "" if set(kinds) == {"a"} else "".join(kinds),
    }
