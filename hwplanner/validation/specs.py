"""Architectures and GPUs the measurements use that the shipped catalog does not hold."""

from __future__ import annotations

from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.hf_config import spec_from_hf_config
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec, NormKind


def llama1(size: str, d: int, layers: int, heads: int, ffn: int) -> ModelSpec:
    """LLaMA (Touvron et al. 2023, table 2; params.json of the release)."""
    return ModelSpec(
        id=f"llama-1-{size.lower()}",
        name=f"LLaMA-{size}",
        hidden_size=d,
        num_layers=layers,
        num_attention_heads=heads,
        intermediate_size=ffn,
        vocab_size=32000,
        source="Touvron et al. 2023, LLaMA, table 2",
    )


LLAMA1 = {
    "7B": llama1("7B", 4096, 32, 32, 11008),
    "13B": llama1("13B", 5120, 40, 40, 13824),
    "33B": llama1("33B", 6656, 60, 52, 17920),
    "65B": llama1("65B", 8192, 80, 64, 22016),
}


def gpt(model_id: str, d: int, layers: int, heads: int, vocab: int, *, bias: bool) -> ModelSpec:
    """A GPT-2/3-style decoder: LayerNorm, plain 4·d GeLU MLP, tied embeddings (learned position
    embeddings, a few million parameters, are left out)."""
    return ModelSpec(
        id=model_id,
        name=model_id,
        hidden_size=d,
        num_layers=layers,
        num_attention_heads=heads,
        intermediate_size=4 * d,
        vocab_size=vocab,
        tie_word_embeddings=True,
        mlp=MlpKind.PLAIN,
        norm=NormKind.LAYERNORM,
        mlp_bias=bias,
        qkv_bias=bias,
        o_bias=bias,
    )


# Narayanan et al. 2021 (Megatron-LM on Selene), table 1: hidden, layers, heads; vocab 51,200.
MEGATRON_2021 = {
    "1.7b": (2304, 24, 24),
    "3.6b": (3072, 30, 32),
    "7.5b": (4096, 36, 32),
    "18b": (6144, 40, 48),
    "39b": (8192, 48, 64),
    "76b": (10240, 60, 80),
    "145b": (12288, 80, 96),
    "310b": (16384, 96, 128),
    "530b": (20480, 105, 128),
    "1t": (25600, 128, 160),
}
# (tensor, pipeline) parallel sizes of the same table.
MEGATRON_2021_PARALLEL = {
    "1.7b": (1, 1),
    "3.6b": (2, 1),
    "7.5b": (4, 1),
    "18b": (8, 1),
    "39b": (8, 2),
    "76b": (8, 4),
    "145b": (8, 8),
    "310b": (8, 16),
    "530b": (8, 35),
    "1t": (8, 64),
}


def megatron_2021(size: str) -> ModelSpec:
    d, layers, heads = MEGATRON_2021[size]
    return gpt(f"megatron-gpt-{size}", d, layers, heads, 51200, bias=True)


def mpt(size: str, d: int, layers: int, heads: int) -> ModelSpec:
    """MPT (llm-foundry): LayerNorm without bias, 4·d GeLU MLP, no biases, tied, vocab 50,368;
    its norms in 16 bits (MPTConfig's default norm_type, low_precision_layernorm)."""
    spec = gpt(f"mpt-{size}", d, layers, heads, 50368, bias=False)
    return spec.model_copy(update={"norm_low_precision": True, "family": "mpt"})


MPT = {
    "125m": mpt("125m", 768, 12, 12),
    "1b": mpt("1b", 2048, 24, 16),
    "7b": mpt("7b", 4096, 32, 32),
    "13b": mpt("13b", 5120, 40, 40),
    "30b": mpt("30b", 7168, 48, 56),
    "70b": mpt("70b", 8192, 80, 64),
}

BLOOM_7B1 = ModelSpec(
    id="bloomz-7b1",
    name="BLOOMZ 7B1",
    hidden_size=4096,
    num_layers=30,
    num_attention_heads=32,
    intermediate_size=16384,
    vocab_size=250880,
    tie_word_embeddings=True,
    mlp=MlpKind.PLAIN,
    norm=NormKind.LAYERNORM,
    mlp_bias=True,
    qkv_bias=True,
    o_bias=True,
    source="bigscience/bloom-7b1 config.json (ALiBi, no position embeddings)",
)


def h800(h100: GpuSpec) -> GpuSpec:
    """H800 SXM: the H100 SXM die with NVLink cut to 400 GB/s (NVIDIA China export SKU)."""
    return h100.model_copy(
        update={
            "id": "h800-sxm-80gb",
            "name": "NVIDIA H800 SXM 80GB",
            "interconnect_gbps": 400,
            "source": "H100 SXM figures; NVLink 400 GB/s per DeepSeek-V3 report §3.1",
        }
    )


MPT["3b"] = mpt("3b", 2560, 32, 32)  # llm-foundry yamls/pretrain/mpt-3b.yaml (d_model 2560)

DEEPSEEK_67B = ModelSpec(
    id="deepseek-llm-67b",
    name="DeepSeek LLM 67B",
    hidden_size=8192,
    num_layers=95,
    num_attention_heads=64,
    num_kv_heads=8,
    intermediate_size=22016,
    vocab_size=102400,
    source="deepseek-ai/deepseek-llm-67b-base config.json as recalled (DeepSeek LLM paper)",
)
DEEPSEEK_V2 = ModelSpec(
    id="deepseek-v2",
    name="DeepSeek-V2",
    hidden_size=5120,
    num_layers=60,
    num_attention_heads=128,
    num_kv_heads=128,
    intermediate_size=12288,
    vocab_size=102400,
    num_experts=160,
    experts_per_token=6,
    expert_intermediate_size=1536,
    num_shared_experts=2,
    first_dense_layers=1,
    q_lora_rank=1536,
    kv_lora_rank=512,
    qk_rope_head_dim=64,
    qk_nope_head_dim=128,
    v_head_dim=128,
    source="deepseek-ai/DeepSeek-V2 config.json as recalled (236B total, 21B active)",
)


# Clocks under a power cap: dynamic power ∝ C·V²·f with V roughly ∝ f, so f ∝ P^(1/3).
POWER_CAP_EXPONENT = 1 / 3


def h100_grand_teton(h100: GpuSpec) -> GpuSpec:
    """The H100 SXM of Meta's Grand Teton servers in torchtitan's H100 benchmarks: 96 GB HBM2e,
    500 W power limit (torchtitan benchmarks/llama3_h100_202412_torchtitan.md). The tensor peak
    is scaled by (500 / 700)^(1/3) for the lower clocks (an estimate; not published)."""
    scale = (500 / (h100.tdp_w or 700)) ** POWER_CAP_EXPONENT  # the catalog's row has 700 W
    return h100.model_copy(
        update={
            "id": "h100-sxm-96gb-500w",
            "name": "NVIDIA H100 SXM 96GB HBM2e (500 W)",
            "memory_gb": 96,
            "memory_gib": 96,
            "tdp_w": 500,
            "bf16_tflops": (h100.bf16_tflops or 0) * scale,
            "fp16_tflops": (h100.fp16_tflops or 0) * scale,
            "fp8_tflops": (h100.fp8_tflops or 0) * scale,
            "source": "H100 SXM figures; 96 GB HBM2e at 500 W per torchtitan's benchmark page; "
            "peaks × (500/700)^(1/3) for the capped clocks (estimate)",
        }
    )


QWEN1_7B = ModelSpec(
    id="qwen-7b-v1",
    name="Qwen-7B (v1)",
    hidden_size=4096,
    num_layers=32,
    num_attention_heads=32,
    intermediate_size=11008,
    vocab_size=151936,
    qkv_bias=True,
    source="Qwen/Qwen-7B config.json (intermediate_size 22016 = w1 + w2, 11008 each; c_attn "
    "with bias; untied lm_head)",
)


def _from_config(model_id: str, cfg: dict[str, object], source: str) -> ModelSpec:
    spec, _ = spec_from_hf_config(cfg, model_id=model_id)
    return spec.model_copy(update={"source": source})


# bigscience/T0_3B config.json (T5 v1.1 XL, LM-adapted): gated-GELU, untied lm_head.
T0_3B = _from_config(
    "t0-3b",
    {"model_type": "t5", "d_model": 2048, "d_ff": 5120, "d_kv": 64, "num_heads": 32,
     "num_layers": 24, "num_decoder_layers": 24, "vocab_size": 32128, "dropout_rate": 0.1,
     "feed_forward_proj": "gated-gelu", "tie_word_embeddings": False},
    "bigscience/T0_3B config.json",
)  # fmt: skip
# bigscience/mt0-xxl config.json (mT5-XXL).
MT0_XXL = _from_config(
    "mt0-xxl",
    {"model_type": "mt5", "d_model": 4096, "d_ff": 10240, "d_kv": 64, "num_heads": 64,
     "num_layers": 24, "num_decoder_layers": 24, "vocab_size": 250112, "dropout_rate": 0.1,
     "feed_forward_proj": "gated-gelu", "tie_word_embeddings": False},
    "bigscience/mt0-xxl config.json",
)  # fmt: skip
# google-bert/bert-large-uncased config.json, loaded as BertForSequenceClassification (2 labels).
BERT_LARGE_CLS = _from_config(
    "bert-large-uncased-cls",
    {"model_type": "bert", "architectures": ["BertForSequenceClassification"],
     "hidden_size": 1024, "num_hidden_layers": 24, "num_attention_heads": 16,
     "intermediate_size": 4096, "vocab_size": 30522, "max_position_embeddings": 512,
     "type_vocab_size": 2, "hidden_dropout_prob": 0.1, "attention_probs_dropout_prob": 0.1},
    "google-bert/bert-large-uncased config.json",
)  # fmt: skip


# Hybrids of the published runs added 2026-12-04 (their configs as the engine's tests read them)
# Falcon-H1 7B (Falcon-H1R-7B is its reasoning fine-tune): tests/fixtures/configs_derived/
# falcon-h1-7b-instruct, rebuilt from the transformers documentation's architecture table (not
# verbatim; 7,585,513,568 parameters against the Hub's 7.59B)
FALCON_H1_7B = _from_config(
    "falcon-h1-7b",
    {
        "model_type": "falcon_h1",
        "attention_bias": False,
        "attn_layer_indices": None,
        "head_dim": 128,
        "hidden_act": "silu",
        "hidden_size": 3072,
        "intermediate_size": 12288,
        "mamba_chunk_size": 128,
        "mamba_conv_bias": True,
        "mamba_d_conv": 4,
        "mamba_d_head": 128,
        "mamba_d_ssm": 3072,
        "mamba_d_state": 256,
        "mamba_expand": 2,
        "mamba_n_groups": 1,
        "mamba_n_heads": 24,
        "mamba_norm_before_gate": False,
        "mamba_proj_bias": False,
        "mamba_rms_norm": False,
        "mlp_bias": False,
        "num_attention_heads": 12,
        "num_hidden_layers": 44,
        "num_key_value_heads": 2,
        "projectors_bias": False,
        "rms_norm_eps": 1e-05,
        "tie_word_embeddings": False,
        "torch_dtype": "bfloat16",
        "vocab_size": 130048,
    },
    "tiiuae/Falcon-H1-7B-Instruct, rebuilt (tests/fixtures/configs_derived/falcon-h1-7b-instruct)",
)
# LFM2-8B-A1B: tests/fixtures/configs_derived/lfm2-8b-a1b (8,339,930,560 parameters, the Hub's)
LFM2_8B_A1B = _from_config(
    "lfm2-8b-a1b",
    {
        "model_type": "lfm2_moe",
        "hidden_size": 2048,
        "intermediate_size": 7168,
        "moe_intermediate_size": 1792,
        "num_hidden_layers": 24,
        "num_attention_heads": 32,
        "num_key_value_heads": 8,
        "num_dense_layers": 2,
        "num_experts": 32,
        "num_experts_per_tok": 4,
        "use_expert_bias": True,
        "norm_topk_prob": True,
        "routed_scaling_factor": 1.0,
        "vocab_size": 65536,
        "conv_L_cache": 3,
        "conv_bias": False,
        "layer_types": [
            "conv",
            "conv",
            "full_attention",
            "conv",
            "conv",
            "conv",
            "full_attention",
            "conv",
            "conv",
            "conv",
            "full_attention",
            "conv",
            "conv",
            "conv",
            "full_attention",
            "conv",
            "conv",
            "conv",
            "full_attention",
            "conv",
            "conv",
            "full_attention",
            "conv",
            "conv",
        ],
        "max_position_embeddings": 128000,
        "norm_eps": 1e-05,
        "rope_theta": 1000000.0,
        "tie_word_embeddings": True,
        "torch_dtype": "bfloat16",
    },
    "LiquidAI/LFM2-8B-A1B, rebuilt (tests/fixtures/configs_derived/lfm2-8b-a1b)",
)
# Qwen3.5: transformers' Qwen3_5TextConfig and Qwen3_5MoeTextConfig class defaults (5.24; the
# MoE one 'Qwen3.5-35B-A3B style'), with their vision tower; not the released config.json files
_QWEN35_LINEAR = {
    "linear_num_key_heads": 16,
    "linear_num_value_heads": 32,
    "linear_key_head_dim": 128,
    "linear_value_head_dim": 128,
    "linear_conv_kernel_dim": 4,
    "head_dim": 256,
    "vocab_size": 248320,
    "tie_word_embeddings": False,
    "full_attention_interval": 4,
}
_QWEN35_VISION = {
    "depth": 27,
    "hidden_size": 1152,
    "intermediate_size": 4304,
    "num_heads": 16,
    "patch_size": 16,
    "spatial_merge_size": 2,
    "temporal_patch_size": 2,
    "out_hidden_size": 3584,
    "num_position_embeddings": 2304,
    "in_channels": 3,
}
QWEN35_9B = _from_config(
    "qwen3.5-9b",
    {
        "model_type": "qwen3_5",
        "vision_config": _QWEN35_VISION,
        "text_config": {
            **_QWEN35_LINEAR,
            "hidden_size": 4096,
            "num_hidden_layers": 32,
            "num_attention_heads": 16,
            "num_key_value_heads": 4,
            "intermediate_size": 12288,
        },
    },
    "transformers Qwen3_5TextConfig defaults (9,407,453,936 parameters with vision)",
)
QWEN35_35B_A3B = _from_config(
    "qwen3.5-35b-a3b",
    {
        "model_type": "qwen3_5_moe",
        "vision_config": _QWEN35_VISION,
        "text_config": {
            **_QWEN35_LINEAR,
            "model_type": "qwen3_5_moe_text",
            "hidden_size": 2048,
            "num_hidden_layers": 40,
            "num_attention_heads": 16,
            "num_key_value_heads": 2,
            "moe_intermediate_size": 512,
            "shared_expert_intermediate_size": 512,
            "num_experts": 256,
            "num_experts_per_tok": 8,
            "mtp_num_hidden_layers": 1,
        },
    },
    "transformers Qwen3_5MoeTextConfig defaults, 'Qwen3.5-35B-A3B style' (35,114,261,360 with "
    "vision)",
)
