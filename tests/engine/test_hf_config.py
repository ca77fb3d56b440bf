"""Import of Hugging Face config.json dicts."""

import pytest

from hwplanner.engine.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.params import count_params

LLAMA_8B = {
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_attention_heads": 32,
    "num_hidden_layers": 32,
    "num_key_value_heads": 8,
    "vocab_size": 128256,
    "tie_word_embeddings": False,
    "max_position_embeddings": 131072,
    "rope_theta": 500000.0,
    "rms_norm_eps": 1e-5,
    "torch_dtype": "bfloat16",
}
MIXTRAL = {
    "model_type": "mixtral",
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_attention_heads": 32,
    "num_hidden_layers": 32,
    "num_key_value_heads": 8,
    "vocab_size": 32000,
    "num_local_experts": 8,
    "num_experts_per_tok": 2,
    "sliding_window": None,
}
DEEPSEEK_V3 = {
    "model_type": "deepseek_v3",
    "hidden_size": 7168,
    "intermediate_size": 18432,
    "moe_intermediate_size": 2048,
    "num_attention_heads": 128,
    "num_hidden_layers": 61,
    "num_key_value_heads": 128,
    "n_routed_experts": 256,
    "n_shared_experts": 1,
    "num_experts_per_tok": 8,
    "first_k_dense_replace": 3,
    "q_lora_rank": 1536,
    "kv_lora_rank": 512,
    "qk_rope_head_dim": 64,
    "qk_nope_head_dim": 128,
    "v_head_dim": 128,
    "vocab_size": 129280,
    "tie_word_embeddings": False,
    "num_nextn_predict_layers": 1,
}


def test_llama_config() -> None:
    spec, notes = spec_from_hf_config(LLAMA_8B, model_id="my-llama")
    assert count_params(spec).total == 8_030_261_248
    assert notes == []


def test_moe_and_mla_configs() -> None:
    spec, _ = spec_from_hf_config(MIXTRAL, model_id="m")
    assert count_params(spec).active == 12_879_925_248
    ds, _ = spec_from_hf_config(DEEPSEEK_V3, model_id="d")
    assert ds.is_mla and ds.kv_cache_elements_per_token_per_layer == 576
    assert count_params(ds).total == pytest.approx(671e9, rel=1e-3)


def test_unknown_field_is_named() -> None:
    _, notes = spec_from_hf_config({**LLAMA_8B, "fancy_new_routing": 3}, model_id="x")
    assert any("fancy_new_routing" in n for n in notes)


def test_unknown_architecture_is_refused_by_name() -> None:
    with pytest.raises(ConfigError, match="'mamba'"):
        spec_from_hf_config({**LLAMA_8B, "model_type": "mamba"}, model_id="x")


def test_missing_and_invalid_fields_are_named() -> None:
    cfg = dict(LLAMA_8B)
    del cfg["hidden_size"]
    with pytest.raises(ConfigError, match="hidden_size"):
        spec_from_hf_config(cfg, model_id="x")
    with pytest.raises(ConfigError, match="num_hidden_layers"):
        spec_from_hf_config({**LLAMA_8B, "num_hidden_layers": -4}, model_id="x")
    with pytest.raises(ConfigError, match="num_key_value_heads"):
        spec_from_hf_config({**LLAMA_8B, "num_key_value_heads": 5}, model_id="x")


def test_multimodal_wrapper_uses_text_config() -> None:
    cfg = {"model_type": "llava", "text_config": LLAMA_8B, "vision_config": {"hidden_size": 1}}
    spec, _ = spec_from_hf_config(cfg, model_id="v")
    c = count_params(spec)
    assert c.vision > 0 and c.total - c.vision == 8_030_261_248
