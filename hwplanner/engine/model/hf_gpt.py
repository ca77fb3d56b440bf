"""config.json → ModelSpec fields for GPT-style families: LayerNorm, plain GELU MLP, biases,
learned or ALiBi positions, parallel blocks, multi-query attention (GPT-2, GPT-Neo … Falcon, Phi-2).

Layouts follow the Hugging Face modeling code of each family (modeling_gpt2, modeling_gpt_neo,
modeling_gptj, modeling_gpt_neox, modeling_mpt, modeling_bloom, modeling_falcon,
modeling_gpt_bigcode, modeling_opt, modeling_codegen, modeling_phi, modeling_stablelm).
"""

from __future__ import annotations

from typing import Any

from hwplanner.engine.model.hf_reader import Cfg
from hwplanner.engine.model.model_spec import NormKind, PositionKind

Fields = dict[str, Any]


def _gpt(d: int, layers: int, heads: int, inner: int, vocab: int) -> Fields:
    return {
        "hidden_size": d,
        "num_layers": layers,
        "num_attention_heads": heads,
        "intermediate_size": inner,
        "vocab_size": vocab,
        "mlp": "plain",
        "norm": NormKind.LAYERNORM,
        "qkv_bias": True,
        "o_bias": True,
        "mlp_bias": True,
    }


def gpt2(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """GPT-2 and GPT-BigCode (StarCoder 1): learned positions (n_positions rows), Conv1D/Linear
    with biases, tied lm_head; BigCode's multi_query keeps one key/value head."""
    d = c.first_int("n_embd", "hidden_size", lo=1)
    heads = c.first_int("n_head", "num_attention_heads", lo=1)
    f = _gpt(
        d,
        c.first_int("n_layer", "num_hidden_layers", lo=1),
        heads,
        c.opt_int("n_inner", lo=1) or 4 * d,
        c.int("vocab_size", lo=1),
    )
    positions = c.first_int("n_positions", "max_position_embeddings", lo=1)
    f.update(
        tie_word_embeddings=c.bool("tie_word_embeddings", True),
        position=PositionKind.LEARNED,
        extra_embedding_rows=positions,
        max_position_embeddings=positions,
    )
    if mt == "gpt_bigcode" and c.bool("multi_query", True):
        f["num_kv_heads"] = 1
    return f


def gptj(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """GPT-J and CodeGen: one LayerNorm, attention and MLP in parallel, bias-free attention,
    biased MLP, untied lm_head with a bias."""
    d = c.first_int("n_embd", "hidden_size", lo=1)
    f = _gpt(
        d,
        c.first_int("n_layer", "num_hidden_layers", lo=1),
        c.first_int("n_head", "num_attention_heads", lo=1),
        c.opt_int("n_inner", lo=1) or 4 * d,
        c.int("vocab_size", lo=1),
    )
    f.update(
        qkv_bias=False,
        o_bias=False,
        norms_per_layer=1,
        parallel_block=True,
        tie_word_embeddings=c.bool("tie_word_embeddings", False),
        lm_head_bias=True,
        max_position_embeddings=c.opt_int("n_positions", lo=1),
    )
    return f


def neox(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """GPT-NeoX / Pythia: two LayerNorms, fused biased query_key_value, untied embed_out;
    attention and MLP in parallel when use_parallel_residual."""
    f = _gpt(
        c.int("hidden_size", lo=1),
        c.int("num_hidden_layers", lo=1),
        c.int("num_attention_heads", lo=1),
        c.int("intermediate_size", lo=1),
        c.int("vocab_size", lo=1),
    )
    bias = c.bool("attention_bias", True)
    f.update(
        qkv_bias=bias,
        o_bias=bias,
        parallel_block=c.bool("use_parallel_residual", True),
        tie_word_embeddings=c.bool("tie_word_embeddings", False),
        max_position_embeddings=c.opt_int("max_position_embeddings", lo=1),
    )
    return f


def stablelm(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """StableLM (and its remote-code predecessor stablelm_epoch): LayerNorm with bias, gated MLP,
    q/k/v biases (use_qkv_bias), optional per-head q/k LayerNorms and parallel residual."""
    f = _gpt(
        c.int("hidden_size", lo=1),
        c.int("num_hidden_layers", lo=1),
        c.int("num_attention_heads", lo=1),
        c.int("intermediate_size", lo=1),
        c.int("vocab_size", lo=1),
    )
    parallel = c.bool("use_parallel_residual", False)
    heads, kv = f["num_attention_heads"], c.opt_int("num_key_value_heads", lo=1)
    if c.int("num_heads", heads, lo=1) != heads:  # the remote-code stablelm_epoch repeats it
        raise c.error("num_heads", f"must equal num_attention_heads ({heads})")
    head = f["hidden_size"] // heads
    f.update(
        mlp="gated",
        mlp_bias=False,
        qkv_bias=c.bool("use_qkv_bias", False),
        o_bias=False,
        num_kv_heads=kv,
        parallel_block=parallel,
        norms_per_layer=1 if parallel else 2,
        tie_word_embeddings=c.bool("tie_word_embeddings", False),
        max_position_embeddings=c.opt_int("max_position_embeddings", lo=1),
    )
    if c.bool("qk_layernorm", False):
        # one LayerNorm (weight only) per head for q and per kv head for k
        f["extra_params"] = (heads + (kv or heads)) * head
    return f


def mpt(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """MPT (llm-foundry): bias-free LayerNorms and projections (no_bias), fused Wqkv, ALiBi
    (the Hugging Face MPT materialises the scores), tied embeddings, MLP of expansion_ratio·d."""
    d = c.first_int("d_model", "hidden_size", lo=1)
    attn = c.sub("attn_config")
    ratio = c.float("expansion_ratio", 4.0)
    no_bias = c.bool("no_bias", True)
    f = _gpt(
        d,
        c.first_int("n_layers", "num_hidden_layers", lo=1),
        c.first_int("n_heads", "num_attention_heads", lo=1),
        int(d * ratio),
        c.int("vocab_size", lo=1),
    )
    # llm-foundry MPTConfig norm_type: low_precision_layernorm unless the config says
    norm_type = c.str("norm_type", "low_precision_layernorm")
    if "rmsnorm" in norm_type:
        norm = NormKind.RMSNORM
    else:
        norm = NormKind.LAYERNORM_NO_BIAS if no_bias else NormKind.LAYERNORM
    f.update(
        qkv_bias=not no_bias,
        o_bias=not no_bias,
        mlp_bias=not no_bias,
        norm=norm,
        # LPLayerNorm: torch's layer_norm on the 16-bit input (LPRMSNorm's Python ops keep
        # more: counted as an upcasting norm)
        norm_low_precision=norm_type == "low_precision_layernorm",
        tie_word_embeddings=True,
        max_position_embeddings=c.opt_int("max_seq_len", lo=1),
    )
    alibi = True
    if attn is not None:
        alibi = attn.bool("alibi", True)
        kv = attn.opt_int("kv_n_heads", lo=1)
        if kv:
            f["num_kv_heads"] = kv
        c.read.add("attn_config")
    if alibi:
        f.update(position=PositionKind.ALIBI, eager_attention=True)
    elif c.bool("learned_pos_emb", True):
        f.update(
            position=PositionKind.LEARNED, extra_embedding_rows=f["max_position_embeddings"] or 0
        )
    return f


def bloom(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """BLOOM: a LayerNorm after the word embeddings, biased fused query_key_value, 4·d MLP,
    ALiBi (eager scores in Hugging Face), tied lm_head."""
    d = c.first_int("hidden_size", "n_embed", lo=1)
    f = _gpt(
        d,
        c.first_int("n_layer", "num_hidden_layers", lo=1),
        c.first_int("n_head", "num_attention_heads", lo=1),
        4 * d,
        c.int("vocab_size", lo=1),
    )
    f.update(
        tie_word_embeddings=c.bool("tie_word_embeddings", True),
        position=PositionKind.ALIBI,
        eager_attention=True,
        extra_params=2 * d,  # word_embeddings_layernorm
    )
    return f


def falcon(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Falcon (and its RefinedWeb remote-code configs). New decoder architecture (40B, 180B):
    grouped K/V heads, two LayerNorms side by side (num_ln_in_parallel_attn). Old (7B, RW):
    multi-query (one K/V head) or full heads, parallel attention unless parallel_attn is false,
    ALiBi for the RW models. Biases follow `bias`; embeddings tied."""
    d = c.int("hidden_size", lo=1)
    heads = c.first_int("num_attention_heads", "n_head", lo=1)
    new = c.bool("new_decoder_architecture", mt == "RefinedWeb")
    parallel = c.bool("parallel_attn", True)
    f = _gpt(
        d,
        c.first_int("num_hidden_layers", "n_layer", lo=1),
        heads,
        c.opt_int("ffn_hidden_size", lo=1) or 4 * d,
        c.int("vocab_size", lo=1),
    )
    bias = c.bool("bias", False)
    f.update(
        qkv_bias=bias,
        o_bias=bias,
        mlp_bias=bias,
        parallel_block=parallel,
        tie_word_embeddings=c.bool("tie_word_embeddings", True),
        max_position_embeddings=c.opt_int("max_position_embeddings", lo=1),
    )
    if c.opt_int("head_dim", lo=1):
        f["head_dim"] = c.int("head_dim", lo=1)
    if new:
        f["num_kv_heads"] = c.first_int("num_kv_heads", "n_head_kv", default=heads, lo=1)
        lns = c.int("num_ln_in_parallel_attn", 2, lo=1)
        f["norms_per_layer"] = 2 if lns == 2 else (1 if parallel else 2)
    else:
        if c.bool("multi_query", True):
            f["num_kv_heads"] = 1
        f["norms_per_layer"] = 1 if parallel else 2
    if c.bool("alibi", False):
        f.update(position=PositionKind.ALIBI, eager_attention=True)
    return f


def opt(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """OPT: learned positions with an offset of 2 rows, LayerNorm with bias, biased projections,
    ffn_dim MLP, tied lm_head; a final LayerNorm only with do_layer_norm_before (and not
    _remove_final_layer_norm). Where word_embed_proj_dim differs from hidden_size (OPT-350m:
    512 against 1,024) the token embedding and the lm_head are vocab × word_embed_proj_dim and
    the bias-free project_in (word_embed_proj_dim → hidden) and project_out (hidden →
    word_embed_proj_dim) sit either side of the layers; the positions stay hidden_size wide
    (transformers@0184d20 src/transformers/models/opt/modeling_opt.py: OPTDecoder,
    OPTLearnedPositionalEmbedding, OPTForCausalLM)."""
    d = c.int("hidden_size", lo=1)
    f = _gpt(
        d,
        c.int("num_hidden_layers", lo=1),
        c.int("num_attention_heads", lo=1),
        c.int("ffn_dim", lo=1),
        c.int("vocab_size", lo=1),
    )
    positions = c.int("max_position_embeddings", 2048, lo=1)
    proj = c.int("word_embed_proj_dim", d, lo=1)
    f.update(
        tie_word_embeddings=c.bool("tie_word_embeddings", True),
        position=PositionKind.LEARNED,
        extra_embedding_rows=positions + 2,
        max_position_embeddings=positions,
        mlp_bias=c.bool("enable_bias", True),
        qkv_bias=c.bool("enable_bias", True),
        o_bias=c.bool("enable_bias", True),
    )
    final = c.bool("do_layer_norm_before", True) and not c.bool("_remove_final_layer_norm", False)
    f["final_norm"] = final
    if proj != d:
        f["word_embed_proj_dim"] = proj
    return f


def phi(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Phi-1/1.5/2: one LayerNorm, attention and MLP in parallel, every projection biased,
    plain GELU MLP, untied lm_head with a bias."""
    f = _gpt(
        c.int("hidden_size", lo=1),
        c.int("num_hidden_layers", lo=1),
        c.int("num_attention_heads", lo=1),
        c.int("intermediate_size", lo=1),
        c.int("vocab_size", lo=1),
    )
    f.update(
        num_kv_heads=c.opt_int("num_key_value_heads", lo=1),
        norms_per_layer=1,
        parallel_block=True,
        lm_head_bias=True,
        tie_word_embeddings=c.bool("tie_word_embeddings", False),
        max_position_embeddings=c.opt_int("max_position_embeddings", lo=1),
    )
    if c.bool("qk_layernorm", False):
        f["qk_norm"] = True
    return f


def gpt_neo(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """GPT-Neo: learned positions, bias-free q/k/v with a biased out_proj, biased GELU MLP, tied
    lm_head; the layers attention_layers marks "local" attend to the last window_size tokens."""
    d = c.int("hidden_size", lo=1)
    layers = c.int("num_layers", lo=1)
    f = _gpt(d, layers, c.int("num_heads", lo=1), c.opt_int("intermediate_size", lo=1) or 4 * d,
             c.int("vocab_size", lo=1))  # fmt: skip
    positions = c.int("max_position_embeddings", 2048, lo=1)
    kinds = [str(k) for k in c.list("attention_layers") or []]
    c.has("attention_types")  # the compressed form of attention_layers
    if kinds and len(kinds) != layers:
        raise c.error("attention_layers", f"lists {len(kinds)} layers, num_layers is {layers}")
    local = kinds.count("local")
    f.update(
        qkv_bias=False,
        tie_word_embeddings=c.bool("tie_word_embeddings", True),
        position=PositionKind.LEARNED,
        extra_embedding_rows=positions,
        max_position_embeddings=positions,
        sliding_window=c.int("window_size", 256, lo=1) if local else None,
        sliding_window_layers=local,
        dropout=max(c.float(k, 0.0) for k in ("embed_dropout", "resid_dropout")) > 0,
    )
    return f
