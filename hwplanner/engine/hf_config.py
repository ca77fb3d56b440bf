"""Turn a Hugging Face config.json (already parsed into a dict) into a ModelSpec, or say why not."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from hwplanner.engine.message import Message
from hwplanner.engine.model_spec import ModelSpec

# model_type values whose layers this engine models faithfully.
SUPPORTED = {
    "llama": "llama",
    "mistral": "mistral",
    "mixtral": "mixtral",
    "qwen2": "qwen2",
    "qwen2_moe": "qwen2_moe",
    "qwen3": "qwen3",
    "qwen3_moe": "qwen3_moe",
    "deepseek_v3": "deepseek_v3",
    "deepseek_v2": "deepseek_v2",
    "gemma": "gemma",
    "gemma2": "gemma2",
    "gemma3_text": "gemma3",
    "phi3": "phi3",
    "gpt_oss": "gpt_oss",
    "llama4_text": "llama4",
    "olmo2": "olmo2",
    "granite": "granite",
}
# Keys read below, or known to carry nothing memory or FLOPs depend on (training, tokenizer,
# generation, numerics, RoPE variants). Any other key is reported as not modeled.
KNOWN = {
    "architectures",
    "auto_map",
    "bos_token_id",
    "eos_token_id",
    "pad_token_id",
    "torch_dtype",
    "dtype",
    "transformers_version",
    "use_cache",
    "initializer_range",
    "rms_norm_eps",
    "layer_norm_eps",
    "rope_theta",
    "rope_scaling",
    "rope_parameters",
    "attention_dropout",
    "hidden_act",
    "hidden_activation",
    "pretraining_tp",
    "model_type",
    "_name_or_path",
    "max_window_layers",
    "use_sliding_window",
    "output_router_logits",
    "router_aux_loss_coef",
    "router_jitter_noise",
    "norm_topk_prob",
    "decoder_sparse_step",
    "mlp_only_layers",
    "bos_token",
    "eos_token",
    "quantization_config",
    "original_max_position_embeddings",
    "attn_logit_softcapping",
    "final_logit_softcapping",
    "query_pre_attn_scalar",
    "layer_types",
    "sliding_window_pattern",
    "rope_local_base_freq",
    "embedding_multiplier",
    "logits_scaling",
    "residual_multiplier",
    "attention_multiplier",
    "resid_pdrop",
    "embd_pdrop",
    "routed_scaling_factor",
    "scoring_func",
    "topk_method",
    "n_group",
    "topk_group",
    "ep_size",
    "aux_loss_alpha",
    "seq_aux",
    "moe_layer_freq",
    "num_nextn_predict_layers",
    "swiglu_limit",
    "experts_per_token",
    "initial_context_length",
    "no_rope_layers",
    "attention_chunk_size",
    "router_dtype",
    "attn_temperature_tuning",
    "floor_scale",
    "attn_scale",
    "cache_implementation",
    "tie_word_embeddings",
    "mlp_bias",
    "attention_bias",
    "vocab_size",
    "head_dim",
    "intermediate_size",
    "hidden_size",
    "num_hidden_layers",
    "num_attention_heads",
    "num_key_value_heads",
    "max_position_embeddings",
    "sliding_window",
    "num_local_experts",
    "num_experts",
    "n_routed_experts",
    "num_experts_per_tok",
    "num_experts_per_token",
    "moe_intermediate_size",
    "n_shared_experts",
    "shared_expert_intermediate_size",
    "intermediate_size_mlp",
    "interleave_moe_layer_step",
    "first_k_dense_replace",
    "kv_lora_rank",
    "q_lora_rank",
    "qk_rope_head_dim",
    "qk_nope_head_dim",
    "v_head_dim",
    "text_config",
    "is_encoder_decoder",
    "use_qk_norm",
    "rope_type",
    "id2label",
    "label2id",
    "return_dict",
    "output_attentions",
    "output_hidden_states",
    "torchscript",
    "use_return_dict",
    "chunk_size_feed_forward",
    "tokenizer_class",
    "prefix",
    "problem_type",
    "bad_words_ids",
    "pad_token",
    "unk_token_id",
    "sep_token_id",
    "decoder_start_token_id",
    "task_specific_params",
    "finetuning_task",
    "vision_config",
    "image_token_index",
    "boi_token_index",
    "eoi_token_index",
    "mm_tokens_per_image",
    "attn_implementation",
    "moe_router_enable_expert_bias",
}


class ConfigError(ValueError):
    """A config.json the engine cannot model; the message names the field."""


def _req(cfg: dict[str, Any], key: str) -> Any:
    if key not in cfg or cfg[key] is None:
        raise ConfigError(f"config.json: missing required field {key!r}")
    return cfg[key]


def spec_from_hf_config(
    cfg: dict[str, Any], *, model_id: str, name: str = ""
) -> tuple[ModelSpec, list[str]]:
    """Map a decoder-only causal LM config onto ModelSpec, with notes on what was not modeled.

    Multimodal wrappers are unwrapped to their text_config (the vision tower is not counted); an
    unknown model_type is refused with its name; keys the engine does not read are listed.
    """
    notes: list[str] = []
    if "vision_config" in cfg:
        notes.append(Message("vision_config: the vision tower is not counted (text decoder only)"))
    if "text_config" in cfg and isinstance(cfg["text_config"], dict):
        cfg = {**cfg["text_config"], "model_type": cfg["text_config"].get("model_type", "")}
    model_type = str(cfg.get("model_type", ""))
    if model_type not in SUPPORTED:
        raise ConfigError(
            f"config.json: model_type {model_type!r} is not supported; supported: "
            f"{', '.join(sorted(SUPPORTED))}"
        )
    family = SUPPORTED[model_type]
    if cfg.get("is_encoder_decoder"):
        raise ConfigError("config.json: is_encoder_decoder models are not supported")
    fields: dict[str, Any] = {
        "id": model_id,
        "name": name or model_id,
        "family": family,
        "hidden_size": _req(cfg, "hidden_size"),
        "num_layers": _req(cfg, "num_hidden_layers"),
        "num_attention_heads": _req(cfg, "num_attention_heads"),
        "num_kv_heads": cfg.get("num_key_value_heads"),
        "head_dim": cfg.get("head_dim"),
        "intermediate_size": _req(cfg, "intermediate_size"),
        "vocab_size": _req(cfg, "vocab_size"),
        "tie_word_embeddings": bool(cfg.get("tie_word_embeddings", False)),
        "max_position_embeddings": cfg.get("max_position_embeddings"),
        "mlp_bias": bool(cfg.get("mlp_bias", False)),
        "qkv_bias": bool(cfg.get("attention_bias", family in ("qwen2", "qwen2_moe"))),
        "o_bias": family == "gpt_oss" or (family == "llama" and bool(cfg.get("attention_bias"))),
        "qk_norm": family in ("qwen3", "qwen3_moe", "gemma3", "olmo2"),
        "attention_sinks": family == "gpt_oss",
        "norms_per_layer": 4 if family in ("gemma2", "gemma3") else 2,
    }
    if family == "gpt_oss":
        fields["qkv_bias"] = True
    if family == "olmo2":
        fields["qk_norm"] = False  # OLMo 2 normalises full q/k projections, counted below
    experts = cfg.get("num_local_experts") or cfg.get("num_experts") or cfg.get("n_routed_experts")
    if experts:
        fields["num_experts"] = experts
        fields["experts_per_token"] = _req_any(
            cfg, "num_experts_per_tok", "experts_per_token", "num_experts_per_token"
        )
        fields["expert_intermediate_size"] = cfg.get("moe_intermediate_size") or cfg.get(
            "intermediate_size"
        )
        shared = cfg.get("n_shared_experts") or 0
        if family == "qwen2_moe" and cfg.get("shared_expert_intermediate_size"):
            fields["num_shared_experts"] = 1
            fields["shared_expert_intermediate_size"] = cfg["shared_expert_intermediate_size"]
            fields["shared_expert_gate"] = True
        elif family == "llama4":
            fields["num_shared_experts"] = 1
            fields["intermediate_size"] = cfg.get("intermediate_size_mlp", cfg["intermediate_size"])
            fields["moe_layer_interval"] = cfg.get("interleave_moe_layer_step", 1)
        else:
            fields["num_shared_experts"] = shared
        fields["first_dense_layers"] = cfg.get("first_k_dense_replace", 0)
        if family == "gpt_oss":
            fields["router_bias"] = True
            fields["expert_bias"] = True
    if cfg.get("kv_lora_rank"):
        for key in ("kv_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim"):
            fields[key] = _req(cfg, key)
        fields["q_lora_rank"] = cfg.get("q_lora_rank")
        fields["head_dim"] = None
    window = cfg.get("sliding_window")
    if window and (cfg.get("use_sliding_window", True) is not False):
        fields["sliding_window"] = window
        types = cfg.get("layer_types")
        if isinstance(types, list):
            fields["sliding_window_layers"] = sum(1 for t in types if "sliding" in str(t))
        elif family in ("gemma2", "gpt_oss"):
            fields["sliding_window_layers"] = cfg["num_hidden_layers"] // 2
        elif family == "gemma3":
            pattern = int(cfg.get("sliding_window_pattern", 6))
            fields["sliding_window_layers"] = cfg["num_hidden_layers"] - (
                cfg["num_hidden_layers"] // pattern
            )
        elif family in ("mistral", "mixtral"):
            fields["sliding_window_layers"] = cfg["num_hidden_layers"]
        else:
            fields["sliding_window"] = None
    unknown = sorted(k for k in cfg if k not in KNOWN)
    if unknown:
        notes.append(Message("not modeled (no effect assumed): {keys}", keys=", ".join(unknown)))
    try:
        return ModelSpec(**fields), notes
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(p) for p in err["loc"]) or "config"
        raise ConfigError(f"config.json: {loc}: {err['msg']}") from None


def _req_any(cfg: dict[str, Any], *keys: str) -> Any:
    for key in keys:
        if cfg.get(key):
            return cfg[key]
    raise ConfigError(f"config.json: missing required field {keys[0]!r}")
