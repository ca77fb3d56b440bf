"""config.json → ModelSpec fields for encoder–decoder (T5, mT5, BART, mBART) and encoder-only
(BERT, RoBERTa, XLM-R) models, following modeling_t5, modeling_bart and modeling_bert."""

from __future__ import annotations

from typing import Any

from hwplanner.engine.model.hf_reader import Cfg
from hwplanner.engine.model.model_spec import NormKind, PositionKind

Fields = dict[str, Any]


def t5(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """T5 / mT5 / UMT5: RMS-style LayerNorm (weight only), bias-free projections of width
    num_heads·d_kv, ReLU or gated-GELU feed-forward (wi / wi_0+wi_1, wo), relative position
    buckets (layer 0 of each stack; every layer in UMT5), a final norm per stack, one shared
    embedding and an lm_head tied unless tie_word_embeddings is false (v1.1, mT5)."""
    d = c.int("d_model", lo=1)
    heads = c.int("num_heads", lo=1)
    enc = c.int("num_layers", lo=1)
    dec = c.int("num_decoder_layers", enc, lo=1)
    proj = c.str("feed_forward_proj", "relu")
    gated = proj.startswith("gated-") or c.bool("is_gated_act", False)
    buckets = c.int("relative_attention_num_buckets", 32)
    bias_tables = (enc + dec) if mt == "umt5" else 2
    notes.append(
        "T5 attention adds relative position buckets to materialised scores (eager attention)"
    )
    return {
        "hidden_size": d,
        "num_layers": dec,
        "encoder_layers": enc,
        "num_attention_heads": heads,
        "head_dim": c.int("d_kv", d // heads, lo=1),
        "intermediate_size": c.int("d_ff", lo=1),
        "vocab_size": c.int("vocab_size", lo=1),
        "tie_word_embeddings": c.bool("tie_word_embeddings", True),
        "mlp": "gated" if gated else "plain",
        "norm": NormKind.RMSNORM,
        "position": PositionKind.RELATIVE,
        "eager_attention": True,
        "dropout": c.float("dropout_rate", 0.1) > 0,
        # relative_attention_bias tables + the encoder's final norm (the decoder's is final_norm)
        "extra_params": bias_tables * buckets * heads + d,
    }


def bart(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """BART / mBART: learned positions (max + 2 rows per stack), a LayerNorm after each stack's
    embeddings, biased projections, post-norm layers (mBART: pre-norm and a final LayerNorm per
    stack), tied lm_head; final_logits_bias is a stored buffer of vocabulary size."""
    d = c.int("d_model", lo=1)
    heads = c.int("encoder_attention_heads", lo=1)
    if c.int("decoder_attention_heads", heads, lo=1) != heads:
        raise c.error("decoder_attention_heads", "must equal encoder_attention_heads")
    ffn = c.int("encoder_ffn_dim", lo=1)
    if c.int("decoder_ffn_dim", ffn, lo=1) != ffn:
        raise c.error("decoder_ffn_dim", "must equal encoder_ffn_dim")
    vocab = c.int("vocab_size", lo=1)
    positions = c.int("max_position_embeddings", 1024, lo=1)
    final = c.bool("add_final_layer_norm", mt == "mbart")
    return {
        "hidden_size": d,
        "num_layers": c.int("decoder_layers", lo=1),
        "encoder_layers": c.int("encoder_layers", lo=1),
        "num_attention_heads": heads,
        "intermediate_size": ffn,
        "vocab_size": vocab,
        "tie_word_embeddings": c.bool("tie_word_embeddings", True),
        "max_position_embeddings": positions,
        "mlp": "plain",
        "norm": NormKind.LAYERNORM,
        "qkv_bias": True,
        "o_bias": True,
        "mlp_bias": True,
        "position": PositionKind.LEARNED,
        "extra_embedding_rows": 2 * (positions + 2),
        "dropout": c.float("dropout", 0.1) > 0,
        "final_norm": final,
        # two embedding LayerNorms, the encoder's final norm (mBART), final_logits_bias
        "extra_params": 2 * 2 * d + (2 * d if final else 0) + vocab,
    }


def _labels(c: Cfg) -> int:
    labels = c.raw("id2label")
    if isinstance(labels, dict) and labels:
        return len(labels)
    return c.int("num_labels", 2, lo=1)


def bert(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """BERT / RoBERTa / XLM-R: word, position and token-type embeddings with a LayerNorm,
    post-norm layers (two LayerNorms), biased projections, GELU MLP, no final norm. The head
    follows `architectures`: masked-LM (transform + tied decoder with bias), pre-training
    (+ pooler and next-sentence head), sequence classification (pooler + classifier), question
    answering and token classification (a per-token linear head, no pooler)."""
    d = c.int("hidden_size", lo=1)
    vocab = c.int("vocab_size", lo=1)
    positions = c.int("max_position_embeddings", 512, lo=1)
    types = c.int("type_vocab_size", 2)
    arch = " ".join(str(a) for a in (c.list("architectures") or []))
    f: Fields = {
        "hidden_size": d,
        "num_layers": c.int("num_hidden_layers", lo=1),
        "num_attention_heads": c.int("num_attention_heads", lo=1),
        "intermediate_size": c.int("intermediate_size", lo=1),
        "vocab_size": vocab,
        "max_position_embeddings": positions,
        "mlp": "plain",
        "norm": NormKind.LAYERNORM,
        "qkv_bias": True,
        "o_bias": True,
        "mlp_bias": True,
        "causal": False,
        "final_norm": False,
        "dropout": c.float("hidden_dropout_prob", 0.1) > 0
        or c.float("attention_probs_dropout_prob", 0.1) > 0,
        # BERT's reference attention (eager before transformers 4.41, still the default for
        # dropout with output_attentions) materialises the scores
        "eager_attention": True,
        "position": PositionKind.LEARNED,
        "extra_embedding_rows": positions + types,
        "tie_word_embeddings": True,
    }
    extra = 2 * d  # embeddings LayerNorm
    pooler = d * d + d
    if "MaskedLM" in arch or "PreTraining" in arch or "ForCausalLM" in arch:
        f["lm_head_bias"] = True
        extra += d * d + d + 2 * d  # transform dense + LayerNorm
        if "PreTraining" in arch and mt == "bert":
            extra += pooler + 2 * d + 2  # pooler + next-sentence head
    elif "QuestionAnswering" in arch or "TokenClassification" in arch:
        # a linear head on every token (qa_outputs: start/end logits); these models are built
        # with add_pooling_layer=False, so no pooler
        labels = _labels(c)
        f["output_classes"] = labels
        extra += d * labels + labels
    elif "SequenceClassification" in arch:
        labels = _labels(c)
        f["output_classes"] = labels
        if mt == "bert":
            extra += pooler + d * labels + labels
        else:  # RoBERTa's classification head: dense + out_proj
            extra += pooler + d * labels + labels
    else:
        f["output_classes"] = 0
        extra += pooler
        notes.append("encoder without a task head: pooler counted, no output layer")
    f["extra_params"] = extra
    return f
