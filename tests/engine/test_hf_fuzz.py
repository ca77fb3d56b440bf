"""Fuzzing the config importer: any JSON object gives a spec or a ConfigError, never a crash."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwplanner.engine.model.hf_config import FAMILIES, ConfigError, spec_from_hf_config
from hwplanner.engine.model.params import count_params

BASE: dict[str, Any] = {
    "hidden_size": 64,
    "intermediate_size": 128,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "num_hidden_layers": 4,
    "vocab_size": 100,
    "n_embd": 64,
    "n_layer": 4,
    "n_head": 4,
    "d_model": 64,
    "num_layers": 4,
    "num_heads": 4,
    "d_ff": 128,
    "d_kv": 16,
    "encoder_layers": 2,
    "decoder_layers": 2,
    "encoder_attention_heads": 4,
    "encoder_ffn_dim": 128,
    "ffn_hidden_size": 128,
    "kv_channels": 16,
    "num_local_experts": 4,
    "num_experts_per_tok": 2,
    "sliding_window": 16,
}
KEYS = [*BASE, "layer_types", "sliding_window_pattern", "mlp_only_layers", "first_k_dense_replace",
        "kv_lora_rank", "q_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim",
        "text_config", "vision_config", "quantization_config", "attn_config", "n_routed_experts",
        "moe_intermediate_size", "head_dim", "tie_word_embeddings", "new_decoder_architecture",
        "multi_query", "architectures", "moe_layer_freq", "decoder_sparse_step", "num_experts",
        "moe_topk", "num_shared_expert", "use_cla", "expansion_ratio",
        # ERNIE 4.5 MoE, Ling (Bailing MoE), dots.llm1
        "moe_num_experts", "moe_k", "moe_num_shared_experts", "moe_layer_start_index",
        "moe_layer_end_index", "moe_layer_interval", "use_bias", "use_qkv_bias", "use_qk_norm",
        "num_shared_experts", "moe_shared_expert_intermediate_size", "num_nextn_predict_layers",
        "n_shared_experts",
        # Gemma 4
        "global_head_dim", "attention_k_eq_v", "num_global_key_value_heads", "enable_moe_block",
        "top_k_experts", "hidden_size_per_layer_input", "num_kv_shared_layers",
        # Falcon-H1
        "mamba_d_ssm", "mamba_n_heads", "mamba_d_head", "mamba_n_groups", "mamba_d_state",
        "mamba_d_conv", "mamba_expand", "mamba_rms_norm", "projectors_bias", "mamba_proj_bias",
        "attn_layer_indices", "mlp_bias", "attention_bias",
        # MiniMax-Text-01 / M1
        "attn_type_list", "shared_intermediate_size", "block_size",
        # LFM2
        "block_ff_dim", "block_auto_adjust_ff_dim", "block_ffn_dim_multiplier",
        "block_multiple_of", "full_attn_idxs", "conv_L_cache", "conv_bias", "conv_dim"]  # fmt: skip
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**64), max_value=2**64)
    | st.floats(allow_nan=True)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    model_type=st.sampled_from(
        [
            *sorted(FAMILIES),
            "llava",
            "gemma3",
            "gemma4",
            "gemma4_unified",
            "qwen2_vl",
            "mllama",
            "x",
        ]
    ),
    changes=st.dictionaries(st.sampled_from(KEYS), json_values, max_size=6),
    drop=st.sets(st.sampled_from(sorted(BASE)), max_size=4),
)
def test_any_config_gives_a_spec_or_a_config_error(
    model_type: str, changes: dict[str, Any], drop: set[str]
) -> None:
    cfg = {k: v for k, v in BASE.items() if k not in drop}
    cfg.update(changes)
    cfg["model_type"] = model_type
    try:
        spec, notes = spec_from_hf_config(cfg, model_id="fuzz")
    except ConfigError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert count_params(spec).total > 0
    assert all(isinstance(n, str) for n in notes)
