"""Import of Hugging Face config.json dicts."""

import pytest

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.params import count_params, mtp_params

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


ROBERTA_BASE = {
    "model_type": "roberta",
    "hidden_size": 768,
    "intermediate_size": 3072,
    "num_attention_heads": 12,
    "num_hidden_layers": 12,
    "vocab_size": 50265,
    "max_position_embeddings": 514,
    "type_vocab_size": 1,
}


@pytest.mark.parametrize(
    ("architecture", "labels", "head"),
    [
        # pooler (d² + d) and no output layer
        ("RobertaModel", None, 768 * 768 + 768),
        # qa_outputs: start/end logits on every token; built without a pooler
        ("RobertaForQuestionAnswering", None, 768 * 2 + 2),
        ("RobertaForTokenClassification", {"0": "O", "1": "B", "2": "I"}, 768 * 3 + 3),
    ],
)
def test_encoder_heads_follow_architectures(
    architecture: str, labels: dict[str, str] | None, head: int
) -> None:
    cfg = {**ROBERTA_BASE, "architectures": [architecture]}
    if labels:
        cfg["id2label"] = labels
    spec, _ = spec_from_hf_config(cfg, model_id="roberta")
    embeddings = 50265 * 768 + (514 + 1) * 768 + 2 * 768
    layer = 4 * (768 * 768 + 768) + 768 * 3072 + 3072 + 3072 * 768 + 768 + 2 * 2 * 768
    # deepset/roberta-base-squad2: 124,056,578 (its model.safetensors holds 124.06 M)
    assert count_params(spec).total == embeddings + 12 * layer + head


def test_stablelm_epoch_reads_like_stablelm() -> None:
    """stabilityai/stable-code-3b's remote-code config (model_type stablelm_epoch)."""
    cfg = {
        "model_type": "stablelm_epoch",
        "hidden_size": 2560,
        "intermediate_size": 6912,
        "num_attention_heads": 32,
        "num_heads": 32,
        "num_hidden_layers": 32,
        "num_key_value_heads": 32,
        "vocab_size": 50304,
        "norm_eps": 1e-5,
        "rope_pct": 0.25,
        "use_qkv_bias": False,
        "tie_word_embeddings": False,
    }
    spec, notes = spec_from_hf_config(cfg, model_id="stable-code-3b")
    assert count_params(spec).total == 2_795_443_200  # index total_size 5,590,886,400 B ÷ 2
    assert notes == []
    with pytest.raises(ConfigError, match="num_heads"):
        spec_from_hf_config({**cfg, "num_heads": 16}, model_id="x")


def test_resaved_qwen2_vl_config_uses_the_vision_defaults() -> None:
    """transformers drops nested values equal to the class defaults when it re-saves a config:
    a Qwen2-VL-7B fine-tune keeps only in_chans and spatial_patch_size in vision_config."""
    text = {
        "model_type": "qwen2_vl",
        "hidden_size": 3584,
        "intermediate_size": 18944,
        "num_attention_heads": 28,
        "num_hidden_layers": 28,
        "num_key_value_heads": 4,
        "vocab_size": 152064,
        "tie_word_embeddings": False,
    }
    sparse = {**text, "vision_config": {"in_chans": 3, "spatial_patch_size": 14}}
    full = {
        **text,
        "vision_config": {"depth": 32, "embed_dim": 1280, "hidden_size": 3584, "mlp_ratio": 4,
                          "num_heads": 16, "in_chans": 3, "patch_size": 14,
                          "spatial_merge_size": 2, "temporal_patch_size": 2},
    }  # fmt: skip
    spec, notes = spec_from_hf_config(sparse, model_id="qwen2-vl")
    # Qwen2-VL-7B-Instruct: index total_size 16,582,751,232 B in bf16
    assert count_params(spec).total == 8_291_375_616
    assert count_params(spec_from_hf_config(full, model_id="x")[0]).total == 8_291_375_616
    assert any("Qwen2-VL config defaults" in n for n in notes)


def test_mimo_mtp_layer_holds_no_embedding_copies() -> None:
    cfg = {
        "model_type": "mimo",
        "hidden_size": 4096,
        "intermediate_size": 11008,
        "num_attention_heads": 32,
        "num_hidden_layers": 36,
        "num_key_value_heads": 8,
        "vocab_size": 151680,
        "num_nextn_predict_layers": 1,
    }
    spec, _ = spec_from_hf_config(cfg, model_id="mimo")
    # MiMo-7B's index: 15,666,819,072 B = 2 × (the model + model.mtp_layers.0)
    assert count_params(spec).total == 7_622_619_136
    assert mtp_params(spec) == 210_790_400
    deepseek, _ = spec_from_hf_config(DEEPSEEK_V3, model_id="ds")
    d, v = 7168, 129280
    assert mtp_params(deepseek) > 2 * v * d  # DeepSeek's MTP layer keeps its own copies


def test_gpt_neo_config() -> None:
    """EleutherAI/gpt-neo-125m: 125,198,592 parameters (a fine-tune's model.safetensors holds
    125.20 M fp32 values with its header); every other layer attends locally (window 256)."""
    cfg = {
        "model_type": "gpt_neo",
        "hidden_size": 768,
        "num_layers": 12,
        "num_heads": 12,
        "intermediate_size": None,
        "vocab_size": 50257,
        "max_position_embeddings": 2048,
        "window_size": 256,
        "attention_layers": ["global", "local"] * 6,
        "attention_types": [[["global", "local"], 6]],
    }
    spec, notes = spec_from_hf_config(cfg, model_id="gpt-neo-125m")
    assert count_params(spec).total == 125_198_592
    assert (spec.sliding_window, spec.sliding_window_layers) == (256, 6)
    assert spec.tie_word_embeddings and not spec.qkv_bias and spec.o_bias
    assert notes == []
    with pytest.raises(ConfigError, match="attention_layers"):
        spec_from_hf_config({**cfg, "attention_layers": ["global"] * 11}, model_id="x")


LLAVA_ORIGINAL = {
    "architectures": ["LlavaLlamaForCausalLM"],
    "model_type": "llava",
    "hidden_size": 4096,
    "intermediate_size": 11008,
    "num_attention_heads": 32,
    "num_hidden_layers": 32,
    "num_key_value_heads": 32,
    "vocab_size": 32000,
    "mm_hidden_size": 1024,
    "mm_projector_type": "mlp2x_gelu",
    "mm_vision_tower": "openai/clip-vit-large-patch14-336",
    "mm_vision_select_layer": -2,
    "use_mm_proj": True,
}


def test_original_llava_format() -> None:
    """liuhaotian/llava-v1.5-7b: Llama-2-7B and an mlp2x_gelu projector in the checkpoint
    (index 13,518,798,848 B in fp16, 8,192 B of it rotary buffers), plus the CLIP tower that
    the code loads from mm_vision_tower."""
    spec, notes = spec_from_hf_config(LLAVA_ORIGINAL, model_id="llava")
    projector = 1024 * 4096 + 4096 + 4096 * 4096 + 4096
    tower = 602_112 + 1_024 + 577 * 1024 + 4 * 1024 + 24 * 12_596_224
    assert count_params(spec).total == 6_738_415_616 + projector + tower
    assert spec.vision is not None and spec.vision.image_tokens == 576
    assert any("not in this checkpoint" in n for n in notes)
    linear, _ = spec_from_hf_config({**LLAVA_ORIGINAL, "mm_projector_type": "linear"}, model_id="x")
    assert count_params(spec).total - count_params(linear).total == 4096 * 4096 + 4096
    with pytest.raises(ConfigError, match="mm_vision_tower"):
        spec_from_hf_config({**LLAVA_ORIGINAL, "mm_vision_tower": "my/tower"}, model_id="x")


def test_modelopt_and_compressed_tensors_name_their_kv_cache() -> None:
    from hwplanner.engine.model.hf_quant import quantization_from_config
    from hwplanner.engine.model.hf_reader import Cfg, ConfigError

    nvfp4 = quantization_from_config(
        Cfg({"quant_method": "modelopt", "quant_algo": "NVFP4", "kv_cache_quant_algo": "FP8"}),
        [],
    )
    assert nvfp4.bytes_per_weight == 0.5 + 1 / 16 and nvfp4.kv_cache == "fp8"
    ct = {
        "quant_method": "compressed-tensors",
        "config_groups": {"g": {"weights": {"num_bits": 8, "type": "float"}}},
        "kv_cache_scheme": {"num_bits": 8, "type": "float", "strategy": "tensor"},
    }
    assert quantization_from_config(Cfg(ct), []).kv_cache == "fp8"
    no_kv = quantization_from_config(Cfg({"quant_method": "modelopt", "quant_algo": "FP8"}), [])
    assert no_kv.kv_cache == ""
    with pytest.raises(ConfigError, match="quant_algo"):
        quantization_from_config(Cfg({"quant_method": "modelopt", "quant_algo": "W4A8_AWQ"}), [])


def test_seed_oss_catalog_row_is_its_config() -> None:
    """Seed-OSS-36B's catalog row (model card + transformers' SeedOssConfig defaults) counts
    as its config.json reads: q/k/v biases without an output bias, heads of 128 wider than the
    hidden size ÷ heads, untied embeddings; 36.15B against the card's '36B'."""
    from hwplanner.catalog import load_catalog

    config = {
        "architectures": ["SeedOssForCausalLM"],
        "model_type": "seed_oss",
        "hidden_size": 5120,
        "intermediate_size": 27648,
        "num_hidden_layers": 64,
        "num_attention_heads": 80,
        "num_key_value_heads": 8,
        "head_dim": 128,
        "vocab_size": 155136,
        "max_position_embeddings": 524288,
        "attention_bias": True,
        "attention_out_bias": False,
        "mlp_bias": False,
        "tie_word_embeddings": False,
        "rope_theta": 10000000.0,
    }
    row = load_catalog().models["seed-oss-36b"]
    imported = count_params(spec_from_hf_config(config, model_id="seed")[0])
    assert count_params(row).total == imported.total == 36_151_104_512
    assert count_params(row) == imported
