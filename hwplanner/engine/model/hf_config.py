"""Turn a Hugging Face config.json (already parsed into a dict) into a ModelSpec, or say why not.

The model_type picks a family builder (hf_decoders, hf_gpt, hf_encoders); vision-language
wrappers add their vision tower (hf_vision); quantization_config becomes the checkpoint's
storage (hf_quant). State-space and hybrid families are refused by name with the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from hwplanner.engine.core.message import Message
from hwplanner.engine.core.text import short_repr
from hwplanner.engine.model import hf_decoders as dec
from hwplanner.engine.model import hf_encoders as enc
from hwplanner.engine.model import hf_gemma4
from hwplanner.engine.model import hf_gpt as gpt
from hwplanner.engine.model import hf_hybrids as hyb
from hwplanner.engine.model import hf_moe_decoders as moe_dec
from hwplanner.engine.model import hf_more_decoders as more
from hwplanner.engine.model import hf_vision as vis
from hwplanner.engine.model.hf_quant import quantization_from_config
from hwplanner.engine.model.hf_reader import MISSING, Cfg, ConfigError
from hwplanner.engine.model.model_parts import VisionSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.fields import problem

__all__ = ["FAMILIES", "REFUSED", "ConfigError", "spec_from_hf_config"]

Builder = Callable[[Cfg, str, list[str]], dict[str, Any]]

# model_type → builder. Aliases of one layout share a builder.
FAMILIES: dict[str, Builder] = {
    **dict.fromkeys(
        (
            "llama",
            "mistral",
            "ministral",
            "yi",
            "internlm",
            "internlm2",
            "internlm3",
            "smollm3",
            "helium",
            "seed_oss",
            "exaone",
            "ernie4_5",
            "mllama_text_model",
        ),
        dec.llama,
    ),
    **dict.fromkeys(
        ("qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "qwen3_vl_text", "qwen3_vl_moe_text", "mimo"),
        dec.qwen,
    ),
    "mixtral": dec.mixtral,
    **dict.fromkeys(
        (
            "deepseek",
            "deepseek_v2",
            "deepseek_v3",
            "deepseek_v32",
            "kimi_k2",
            "glm_moe_dsa",
            "glm4_moe_lite",
        ),
        dec.deepseek,
    ),
    **dict.fromkeys(("gemma", "gemma2", "gemma3_text"), dec.gemma),
    **dict.fromkeys(("olmo", "olmo2", "olmo3", "olmoe"), dec.olmo),
    **dict.fromkeys(("granite", "granitemoe", "granitemoeshared"), dec.granite),
    "granitemoehybrid": hyb.granite_hybrid,
    "jamba": hyb.jamba,
    **dict.fromkeys(("phi3", "phimoe"), dec.phi),
    **dict.fromkeys(("cohere", "cohere2"), more.cohere),
    **dict.fromkeys(("glm", "glm4", "glm4_moe"), more.glm),
    **dict.fromkeys(("hunyuan_v1_dense", "hunyuan_v1_moe", "hunyuan"), more.hunyuan),
    "exaone4": more.exaone4,
    "minimax_m2": more.minimax_m2,
    "ernie4_5_moe": moe_dec.ernie45_moe,
    **dict.fromkeys(("bailing_moe", "bailing_moe_v2"), moe_dec.bailing_moe),
    "dots1": moe_dec.dots1,
    **dict.fromkeys(("gemma4_text", "gemma4_unified_text"), hf_gemma4.gemma4),
    "qwen3_next": hyb.qwen3_next,
    # Qwen3.5 / 3.6 text models: Qwen3-Next's layers (its in_proj_qkv/z/b/a are the same
    # widths as Qwen3-Next's in_proj_qkvz/ba; transformers 5.24 modeling_qwen3_5_moe.py)
    "qwen3_5_text": hyb.qwen3_next,
    "qwen3_5_moe_text": hyb.qwen3_next,
    "nemotron_h": hyb.nemotron_h,
    "nemotron-nas": more.nemotron_nas,
    "falcon_h1": hyb.falcon_h1,
    **dict.fromkeys(("minimax", "minimax_m1", "minimax_text_01"), hyb.minimax),
    **dict.fromkeys(("lfm2", "lfm2_moe"), hyb.lfm2),
    "starcoder2": more.starcoder2,
    "chatglm": more.chatglm,
    "baichuan": more.baichuan,
    "qwen": more.qwen1,
    **dict.fromkeys(("gpt2", "gpt_bigcode"), gpt.gpt2),
    **dict.fromkeys(("gptj", "codegen"), gpt.gptj),
    "gpt_neox": gpt.neox,
    "gpt_neo": gpt.gpt_neo,
    **dict.fromkeys(("stablelm", "stablelm_epoch"), gpt.stablelm),
    "mpt": gpt.mpt,
    "bloom": gpt.bloom,
    **dict.fromkeys(("falcon", "RefinedWeb", "RefinedWebModel"), gpt.falcon),
    "opt": gpt.opt,
    "phi": gpt.phi,
    **dict.fromkeys(("t5", "mt5", "umt5"), enc.t5),
    **dict.fromkeys(("bart", "mbart"), enc.bart),
    **dict.fromkeys(("bert", "roberta", "xlm-roberta"), enc.bert),
}
# Families kept from before this module had builders: gpt_oss and llama4 read like Llama.
FAMILIES.update({"gpt_oss": dec.mixtral, "llama4_text": dec.mixtral})

_SSM = Message(
    "state-space (Mamba) layers keep a fixed recurrent state instead of a KV cache and run a "
    "selective scan: not modelled (the engine models attention layers)"
)
_HYBRID = Message(
    "a hybrid of attention and state-space/linear-attention layers: the recurrent layers are "
    "not modelled"
)
# model types refused by name, with why (Messages the views translate)
REFUSED: dict[str, Message] = {
    **dict.fromkeys(("mamba", "mamba2", "falcon_mamba"), _SSM),
    **dict.fromkeys(
        (
            "zamba",
            "zamba2",
            "bamba",
            "plamo2",
            "hymba",
            "recurrent_gemma",
        ),
        _HYBRID,
    ),
    **dict.fromkeys(
        ("rwkv", "rwkv5", "rwkv6", "rwkv7", "xlstm"),
        Message("recurrent (RNN) layers: {why}", why=_SSM),
    ),
    "gemma3n": Message("Gemma 3n's per-layer embeddings, AltUp and LAuReL blocks are not modelled"),
    "switch_transformers": Message("mixture-of-experts encoder–decoder layers are not modelled"),
}


def refused_type(model_type: str) -> Message:
    """'<model_type>: <why>', the why translatable."""
    return Message("{mt}: {why}", mt=repr(model_type), why=REFUSED[model_type])


# Keys that carry nothing memory or FLOPs depend on (training, tokenizer, generation, numerics).
IGNORED = {
    # Mamba-2 numerics and kernels (dt initialisation and clamp, the SSD scan's chunk, fp32
    # residuals), which neither weights nor a served state depend on
    "time_step_floor", "time_step_limit", "time_step_max", "time_step_min", "time_step_rank",
    "use_mamba_kernels", "rescale_prenorm_residual", "residual_in_fp32",
    "mamba_hidden_act", "num_logits_to_keep",
    "init_method",  # Granite 4.0's weight initialisation (mup)
    "architectures", "auto_map", "bos_token_id", "eos_token_id", "pad_token_id", "torch_dtype",
    "dtype", "transformers_version", "use_cache", "initializer_range", "rms_norm_eps",
    "layer_norm_eps", "layer_norm_epsilon", "norm_epsilon", "rope_theta", "rope_scaling",
    "rope_parameters", "attention_dropout", "hidden_act", "hidden_activation", "activation",
    "activation_function", "pretraining_tp", "model_type", "_name_or_path", "output_router_logits",
    "router_aux_loss_coef", "router_jitter_noise", "norm_topk_prob", "bos_token", "eos_token",
    "original_max_position_embeddings", "attn_logit_softcapping", "final_logit_softcapping",
    "query_pre_attn_scalar", "rope_local_base_freq", "embedding_multiplier", "logits_scaling",
    "residual_multiplier", "attention_multiplier", "resid_pdrop", "embd_pdrop", "attn_pdrop",
    "routed_scaling_factor", "scoring_func", "n_group", "topk_group", "ep_size", "aux_loss_alpha",
    "seq_aux", "swiglu_limit", "initial_context_length", "no_rope_layers", "no_rope_layer_interval",
    "attention_chunk_size", "router_dtype", "attn_temperature_tuning", "floor_scale", "attn_scale",
    "cache_implementation", "id2label", "label2id", "return_dict", "output_attentions",
    "output_hidden_states", "torchscript", "use_return_dict", "chunk_size_feed_forward",
    "tokenizer_class", "prefix", "problem_type", "bad_words_ids", "pad_token", "unk_token_id",
    "sep_token_id", "decoder_start_token_id", "task_specific_params", "finetuning_task",
    "attn_implementation", "moe_router_enable_expert_bias", "hidden_dropout", "hidden_dropout_prob",
    "attention_probs_dropout_prob", "dropout", "dropout_rate", "activation_dropout",
    "classifier_dropout", "rotary_pct", "rotary_emb_base", "rotary_dim",
    "partial_rotary_factor", "scale_attn_weights", "scale_attn_by_inverse_layer_idx",
    "reorder_and_upcast_attn", "summary_type", "summary_use_proj", "summary_activation",
    "summary_proj_to_labels", "summary_first_dropout", "n_ctx", "use_parallel_residual",
    "apply_residual_connection_post_layernorm", "attention_softmax_in_fp32",
    "masked_softmax_fusion",
    "slow_but_exact", "logit_scale", "clip_qkv", "fp32_residual_connection", "rope_ratio",
    "original_rope", "use_flash_attn", "layernorm_epsilon", "qk_layernorm", "is_decoder",
    "add_cross_attention", "position_embedding_type", "gradient_checkpointing", "init_std",
    "scale_embedding", "forced_eos_token_id", "forced_bos_token_id", "normalize_before",
    "classif_dropout", "classifier_activation", "num_labels", "relative_attention_max_distance",
    "feed_forward_proj", "is_gated_act", "dense_act_fn", "use_bfloat16", "max_length",
    "min_length", "num_beams", "early_stopping", "no_repeat_ngram_size", "length_penalty",
    "output_past", "gradient_checkpointing_kwargs", "layer_types", "sliding_window_pattern",
    "max_window_layers", "use_sliding_window", "use_scaled_rope", "interleaved_sliding_window",
    "rope_interleave", "head_dim_original", "quantization_config", "text_config", "vision_config",
    "image_token_index", "image_token_id", "video_token_id", "vision_start_token_id",
    "vision_end_token_id", "vision_token_id", "boi_token_index", "eoi_token_index",
    "mm_tokens_per_image", "vision_feature_layer", "vision_feature_select_strategy",
    "projector_hidden_act", "multimodal_projector_bias", "image_seq_length", "image_grid_pinpoints",
    "is_encoder_decoder", "mlp_only_layers", "decoder_sparse_step", "topk_method",
    "moe_layer_freq", "first_k_dense_replace", "use_qk_norm", "num_nextn_predict_layers",
    "attention_bias", "mlp_bias", "tie_word_embeddings", "sliding_window", "moe_intermediate_size",
    "max_position_embeddings", "head_dim", "num_key_value_heads", "intermediate_size_mlp",
    "interleave_moe_layer_step", "lm_head_bias", "downsample_ratio", "template", "ps_version",
    "select_layer", "force_image_size", "llm_config", "use_backbone_lora", "use_llm_lora",
    "dynamic_image_size", "use_thumbnail", "max_dynamic_patch", "min_dynamic_patch",
    "pad2square", "rope_type", "use_mtp", "num_mtp_modules", "mtp_transformer_layers",
    "qk_norm_type", "attn_type_list", "norm_eps", "rope_pct", "rotary_scaling_factor",
    "_sliding_window_pattern", "score_function", "norm_head", "norm_softmax", "embedding_dropout",
    "output_dropout", "moe_norm_min", "moe_gate", "moe_capacity", "moe_use_aux_free",
    "use_bidirectional_attention", "audio_token_id", "boa_token_id", "boi_token_id",
    "eoa_token_id", "eoa_token_index", "eoi_token_id",
}  # fmt: skip
# Spec fields → the config keys a user would look for, for error messages.
_KEYS = {
    "num_layers": ("num_hidden_layers", "n_layer", "n_layers", "num_layers", "decoder_layers"),
    "num_kv_heads": ("num_key_value_heads", "num_kv_heads", "n_head_kv", "multi_query_group_num"),
    "hidden_size": ("hidden_size", "n_embd", "d_model", "n_embed"),
    "num_attention_heads": ("num_attention_heads", "n_head", "n_heads", "num_heads"),
    "intermediate_size": (
        "intermediate_size",
        "n_inner",
        "ffn_hidden_size",
        "d_ff",
        "ffn_dim",
        "block_ff_dim",
    ),
    "head_dim": ("head_dim", "d_kv", "kv_channels"),
    "experts_per_token": ("num_experts_per_tok", "moe_topk", "moe_k", "top_k_experts"),
    "expert_intermediate_size": ("moe_intermediate_size", "intermediate_size"),
    "num_experts": ("num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts"),
    "first_dense_layers": ("first_k_dense_replace",),
    "global_kv_heads": ("num_global_key_value_heads",),
    "sliding_window_layers": ("layer_types", "sliding_window_pattern"),
    "layer_kinds": ("layer_types", "layers_block_type", "hybrid_override_pattern"),
}
# The config keys a hybrid's recurrent mixer (RecurrentMixer) reads each field from: the Mamba
# and Gated DeltaNet families', and the families whose mixer takes the attention's or the
# model's sizes (MiniMax's Lightning Attention, LFM2's short convolution)
_PART_KEYS: dict[str, tuple[str, ...]] = {
    "value_heads": ("mamba_n_heads", "mamba_num_heads", "linear_num_value_heads", "mamba_expand"),
    "value_head_dim": ("mamba_d_head", "mamba_head_dim", "linear_value_head_dim"),
    "key_heads": ("mamba_n_groups", "n_groups", "linear_num_key_heads"),
    "key_head_dim": ("mamba_d_state", "ssm_state_size", "linear_key_head_dim"),
    "conv_kernel": ("mamba_d_conv", "conv_kernel", "linear_conv_kernel_dim"),
    "chunk_size": ("mamba_chunk_size", "chunk_size"),
    "dt_rank": ("mamba_dt_rank",),
}
_LIGHTNING_KEYS: dict[str, tuple[str, ...]] = {
    "value_heads": ("num_attention_heads",),
    "key_heads": ("num_attention_heads",),
    "value_head_dim": ("head_dim", "hidden_size"),
    "key_head_dim": ("head_dim", "hidden_size"),
    "chunk_size": ("block_size",),
}
_SHORT_CONV_KEYS: dict[str, tuple[str, ...]] = {
    "value_heads": ("hidden_size",),
    "conv_kernel": ("conv_L_cache",),
}
_FAMILY_PART_KEYS: dict[str, dict[str, tuple[str, ...]]] = {
    **dict.fromkeys(("minimax", "minimax_m1", "minimax_text_01"), _LIGHTNING_KEYS),
    **dict.fromkeys(("lfm2", "lfm2_moe"), _SHORT_CONV_KEYS),
    # families whose inner width follows from other keys when the mixer's own are left out
    "jamba": {**_PART_KEYS, "value_heads": ("mamba_expand", "hidden_size")},
    "falcon_h1": {
        **_PART_KEYS,
        "value_head_dim": ("mamba_d_head", "mamba_d_ssm", "mamba_expand", "hidden_size"),
    },
    "granitemoehybrid": {
        **_PART_KEYS,
        "value_head_dim": ("mamba_d_head", "mamba_expand", "hidden_size"),
    },
}
# Config-class defaults for nested text configs that list only what differs (LLaVA).
# Qwen3.5's text-config class defaults (transformers 5.24 configuration_qwen3_5*.py), which a
# wrapper's text_config may leave out
_QWEN35_TEXT = {
    "vocab_size": 248320, "num_attention_heads": 16, "head_dim": 256,
    "linear_conv_kernel_dim": 4, "linear_key_head_dim": 128, "linear_value_head_dim": 128,
    "linear_num_key_heads": 16, "linear_num_value_heads": 32,
}  # fmt: skip
_TEXT_DEFAULTS: dict[str, dict[str, Any]] = {
    "qwen3_5_moe_text": {
        **_QWEN35_TEXT, "hidden_size": 2048, "num_hidden_layers": 40, "num_key_value_heads": 2,
        "moe_intermediate_size": 512, "shared_expert_intermediate_size": 512,
        "num_experts": 256, "num_experts_per_tok": 8,
    },
    "qwen3_5_text": {
        **_QWEN35_TEXT, "hidden_size": 4096, "num_hidden_layers": 32, "num_key_value_heads": 4,
        "intermediate_size": 12288,
    },
    "llama": {"hidden_size": 4096, "intermediate_size": 11008, "num_hidden_layers": 32,
              "num_attention_heads": 32, "vocab_size": 32000, "max_position_embeddings": 2048},
    "mistral": {"hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32,
                "num_attention_heads": 32, "num_key_value_heads": 8, "vocab_size": 32000},
    "qwen2": {"hidden_size": 4096, "intermediate_size": 22016, "num_hidden_layers": 32,
              "num_attention_heads": 32, "vocab_size": 151936},
}  # fmt: skip
_VLM = {
    "qwen2_vl", "qwen2_5_vl", "gemma3", "llava", "llava_next", "mllama", "internvl",
    "internvl_chat", "llama4", "mistral3", "qwen3_vl", "qwen3_vl_moe", "paligemma",
    "qwen3_5", "qwen3_5_moe", "gemma4", "gemma4_unified",
}  # fmt: skip


def unsupported(model_type: object) -> str:
    """Why a model_type is refused, in one short line: the nearest it reads (by spelling) and
    where the whole list is."""
    import difflib

    near = difflib.get_close_matches(str(model_type), sorted(FAMILIES), n=4, cutoff=0.5)
    if near:
        return Message(
            "{value} is not supported (nearest supported: {near}; {count} model types in all, "
            "listed in docs/CLI.md)",
            value=short_repr(model_type),
            near=", ".join(near),
            count=len(FAMILIES),
        )
    return Message(
        "{value} is not supported ({count} model types in all, listed in docs/CLI.md)",
        value=short_repr(model_type),
        count=len(FAMILIES),
    )


def _model_type(c: Cfg) -> str:
    mt = c.str("model_type", "")
    if not mt:
        raise c.error("model_type", MISSING)
    return mt


def _text_cfg(c: Cfg, key: str, notes: list[str], default_type: str = "") -> Cfg:
    """The nested text config of a wrapper, completed with its class defaults (`default_type`:
    its model_type where the wrapper implies it and the text config leaves it out)."""
    text = c.sub(key)
    if text is None:
        raise c.error(key, Message("missing (a vision-language config needs its text model)"))
    if default_type and not text.has("model_type"):
        text = Cfg({**text.data, "model_type": default_type}, text.prefix)
    mt = text.str("model_type", "")
    defaults = _TEXT_DEFAULTS.get(mt, {})
    missing = [k for k in defaults if k not in text.data]
    if missing:
        notes.append(f"{key}: {', '.join(missing)} from the {mt} config defaults")
        text = Cfg({**defaults, **text.data}, text.prefix)
    return text


def _vision(c: Cfg, mt: str, text: dict[str, Any], notes: list[str]) -> VisionSpec | None:
    d = text["hidden_size"]
    v = c.sub("vision_config")
    if mt in ("qwen2_vl", "qwen2_5_vl", *vis.QWEN3_VISION) and v is not None:
        return vis.qwen_vl(v, d, mt, notes)
    if mt == "gemma3" and v is not None:
        return vis.siglip(v, d, c.int("mm_tokens_per_image", 256), notes)
    audio = c.sub("audio_config")
    if mt == "gemma4" and audio is not None:  # its weights beside the text model's
        text["audio_params"] = vis.gemma4_audio(audio, d, notes)
    if mt == "gemma4" and v is not None:
        return vis.gemma4_vision(v, d, c.int("vision_soft_tokens_per_image", 0), notes)
    if mt == "gemma4_unified" and audio is not None:  # its audio embedder
        text["audio_params"] = vis.gemma4_unified_audio(audio, d)
    if mt == "gemma4_unified" and v is not None:
        return vis.gemma4_unified_vision(v, d)
    if mt == "llava" and v is None and c.has("mm_vision_tower"):
        return vis.llava_original(c, d, notes)
    if mt in ("llava", "llava_next") and v is not None:
        if v.str("model_type", "clip_vision_model") != "clip_vision_model":
            notes.append(
                f"vision_config: {v.str('model_type')} tower not counted (text model only)"
            )
            return None
        return vis.clip(v, d, mt, c.bool("multimodal_projector_bias", True), notes)
    if mt == "mllama" and v is not None:
        return vis.mllama(v, d, notes)
    if mt in ("internvl", "internvl_chat") and v is not None:
        return vis.intern_vit(v, d, c.float("downsample_ratio", 0.5), notes)
    if v is not None or mt in _VLM:
        notes.append(Message("vision_config: the vision tower is not counted (text decoder only)"))
    return None


def spec_from_hf_config(
    cfg: dict[str, Any], *, model_id: str, name: str = ""
) -> tuple[ModelSpec, list[str]]:
    """Map a config.json dict onto ModelSpec, with notes on what was assumed or not modelled.

    Raises ConfigError naming the config field for an unknown or refused model_type, a missing
    or mistyped field, or values the engine cannot model.
    """
    if not isinstance(cfg, dict):
        raise ConfigError("", Message("expected a JSON object"))
    notes: list[str] = []
    top = Cfg(cfg)
    outer = _model_type(top)
    c = top
    if outer in REFUSED:
        raise top.error("model_type", refused_type(outer))
    if outer in _VLM or (outer not in FAMILIES and top.has("text_config")):
        key = "llm_config" if top.has("llm_config") else "text_config"
        if top.has(key):
            qwen35 = outer in ("qwen3_5", "qwen3_5_moe")
            c = _text_cfg(top, key, notes, outer + "_text" if qwen35 else "")
        elif outer in ("qwen2_vl", "qwen2_5_vl"):
            c = top  # older Qwen2-VL configs keep the text fields at the top level
    mt = outer if c is top else _model_type(c)
    if c is top and outer in ("qwen2_vl", "qwen2_5_vl"):
        mt = "qwen2"
    if c is top and outer == "llava" and top.has("mm_vision_tower"):
        mt = "llama"  # the original LLaVA format: Llama fields at the top level
    if mt in REFUSED:
        raise c.error("model_type", refused_type(mt))
    if mt not in FAMILIES:
        raise c.error("model_type", unsupported(mt))
    if c.bool("is_encoder_decoder", False) and mt not in ("t5", "mt5", "umt5", "bart", "mbart"):
        raise c.error(
            "is_encoder_decoder", Message("encoder–decoder {mt} is not modelled", mt=repr(mt))
        )
    try:
        fields = FAMILIES[mt](c, mt, notes)
    except ValidationError as exc:  # a part built inside the reader (its recurrent mixer)
        err = exc.errors()[0]
        part = str(err["loc"][0]) if err["loc"] else ""
        keys = _FAMILY_PART_KEYS.get(mt, _PART_KEYS).get(part, ())
        key = next((k for k in keys if k in c.data), part)
        msg = err["msg"].removeprefix("Value error, ")
        raise ConfigError(c.name(key) if key else "", msg) from None
    if c is not top and outer in ("qwen3_5", "qwen3_5_moe"):
        # transformers ties Qwen3.5's head on the wrapper's own key (absent: untied)
        fields["tie_word_embeddings"] = top.bool("tie_word_embeddings", False)
    if mt == "mllama_text_model":
        cross = c.list("cross_attention_layers") or []
        head = fields["hidden_size"] // fields["num_attention_heads"]
        fields["extra_params"] = len(cross) * (2 * head + 2)  # q/k norms and two gates
        fields["extra_embedding_rows"] = 8  # embed_tokens holds vocab_size + 8 rows
    family = {
        "gemma3_text": "gemma3",
        "llama4_text": "llama4",
        "gemma4_text": "gemma4",
        "gemma4_unified_text": "gemma4",
    }.get(mt, mt)
    if mt in ("gpt_oss",):
        fields.update(qkv_bias=True, o_bias=True, attention_sinks=True, router_bias=True,
                      expert_bias=True)  # fmt: skip
    if mt == "llama4_text":
        fields["num_shared_experts"] = 1
        fields["intermediate_size"] = c.int("intermediate_size_mlp", fields["intermediate_size"])
        fields["moe_layer_interval"] = c.int("interleave_moe_layer_step", 1, lo=1)
    try:
        vision = _vision(top, outer, fields, notes) if c is not top or outer in _VLM else None
    except ValidationError as exc:  # a size the vision spec refuses, from the vision config
        err = exc.errors()[0]
        part = str(err["loc"][0]) if err["loc"] else ""
        msg = err["msg"].removeprefix("Value error, ")
        raise ConfigError("vision_config", f"gives {part} out of range: {msg}") from None
    if vision is not None:
        fields["vision"] = vision
    q = top.sub("quantization_config") or c.sub("quantization_config")
    if q is not None:
        fields["quantization"] = quantization_from_config(q, notes)
    fields.update(id=model_id, name=name or model_id, family=family)
    unknown = c.unread(IGNORED) + ([] if c is top else top.unread(IGNORED))
    if unknown:
        notes.append(Message("not modeled (no effect assumed): {keys}", keys=", ".join(unknown)))
    try:
        return ModelSpec(**fields), notes
    except ValidationError as exc:
        found = problem(exc)  # a check that names its field ("num_kv_heads: …") taken apart
        msg, field = found.text, found.field.partition(".")[0]
        for spec_field, keys in _KEYS.items():  # speak the config's names, not the spec's
            key = next((k for k in keys if k in c.data), spec_field)
            if spec_field in msg:
                field = field or spec_field
                # a Message keeps its words (the views translate it); plain English is
                # rewritten in the config's names
                if key != spec_field and not isinstance(msg, Message):
                    msg = msg.replace(spec_field, key)
        key = next((k for k in _KEYS.get(field, ()) if k in c.data), field)
        raise ConfigError(c.name(key) if key else "", msg) from None
