"""config.json → ModelSpec fields for MoE families planned in China: ERNIE 4.5 MoE, Ling / Ring
(Bailing MoE 1 and 2) and dots.llm1, each following its modeling code."""

from __future__ import annotations

from hwplanner.engine.core.message import Message
from hwplanner.engine.model.hf_decoders import PATTERN_KEYS, Fields, base, moe
from hwplanner.engine.model.hf_reader import Cfg

# Ernie4_5_MoeConfig's defaults (transformers@001f85b configuration_ernie4_5_moe.py), used where
# a config leaves a key out, as transformers would
ERNIE_MOE_DEFAULTS = {
    "num_key_value_heads": 4,
    "moe_num_experts": 64,
    "moe_k": 6,
    "moe_intermediate_size": 1536,
    "moe_num_shared_experts": 2,
    "moe_layer_start_index": 1,
    "moe_layer_interval": 1,
}


def ernie45_moe(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """ERNIE 4.5 MoE (transformers modeling_ernie4_5_moe.py): every projection, the experts'
    too, and the output layer biased when use_bias; moe_num_experts of moe_intermediate_size,
    moe_k per token, moe_num_shared_experts as one MLP of that many expert widths; an fp32
    router and its score-correction vector (moe_statics, one per expert) in each MoE layer. A
    layer i is MoE when (i + 1) % moe_layer_interval == 0 and start ≤ i ≤ end: leading dense
    layers only (trailing ones are refused by name). Keys left out take the config class's
    defaults (ERNIE_MOE_DEFAULTS). The checkpoint's MTP blocks (mtp_*), which transformers
    skips on load, are not counted."""
    d = ERNIE_MOE_DEFAULTS
    f = base(c, mt)
    if f["num_kv_heads"] is None:
        f["num_kv_heads"] = d["num_key_value_heads"]
    bias = c.bool("use_bias", False)
    f["qkv_bias"] = f["o_bias"] = f["mlp_bias"] = f["lm_head_bias"] = bias
    for key in PATTERN_KEYS:
        c.has(key)  # ERNIE spells its pattern below
    experts = c.int("moe_num_experts", d["moe_num_experts"])
    if not experts:
        return f
    layers = f["num_layers"]
    start = c.int("moe_layer_start_index", d["moe_layer_start_index"])
    interval = c.int("moe_layer_interval", d["moe_layer_interval"], lo=1)
    # absent, null or -1: to the last layer (the config class's rule)
    given = c.raw("moe_layer_end_index")
    end = layers - 1 if given is None or given == -1 else c.int("moe_layer_end_index", lo=0)
    routed = [i for i in range(layers) if (i + 1) % interval == 0 and start <= i <= end]
    if not routed:
        raise c.error("moe_layer_start_index", f"leaves no MoE layer of {layers}")
    # ModelSpec's pattern: after `first` dense layers, every interval-th layer is MoE
    first = routed[0] - interval + 1
    spec_layers = [i for i in range(layers) if i >= first and (i - first + 1) % interval == 0]
    if first < 0 or routed != spec_layers:
        raise c.error(
            "moe_layer_end_index",
            f"MoE layers {routed[0]}–{routed[-1]} every {interval}: only leading dense layers "
            "then MoE layers to the last are modelled",
        )
    f.update(
        num_experts=experts,
        experts_per_token=c.int("moe_k", d["moe_k"], lo=1),
        expert_intermediate_size=c.int("moe_intermediate_size", d["moe_intermediate_size"], lo=1),
        num_shared_experts=c.int("moe_num_shared_experts", d["moe_num_shared_experts"]),
        first_dense_layers=first,
        moe_layer_interval=interval,
        router_bias=True,  # moe_statics.e_score_correction_bias, one per expert
        expert_bias=bias,  # each expert an Ernie4_5_MoeMLP, biased with use_bias
    )
    if c.int("num_nextn_predict_layers", 0):
        notes.append(
            Message("num_nextn_predict_layers: the checkpoint's MTP blocks are not counted")
        )
    return f


# Keys only Ling 2.0 (BailingMoeV2) configs carry: a config without `architectures` is read
# as version 2 when it has one of them
BAILING_V2_KEYS = (
    "use_qk_norm",
    "moe_router_enable_expert_bias",
    "moe_shared_expert_intermediate_size",
    "score_function",
)


def bailing_moe(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Ling / Ring (Bailing MoE): a fused query_key_value (bias use_qkv_bias), the output
    projection `dense` (bias use_bias: required in version 2, True by default in version 1's
    config class), bias-free MLPs, num_shared_experts as one MLP of that many expert widths,
    leading dense layers (first_k_dense_replace). Version 2 (BailingMoeV2ForCausalLM, also
    under model_type bailing_moe): per-head q/k RMSNorm (use_qk_norm) and a router expert_bias
    vector every MoE layer stores (inclusionAI/Ling-V2@efee9bb models/modeling_bailing_moe_v2.py).
    MTP layers are refused by name: that code counts them inside num_hidden_layers, llama.cpp's
    converter adds them (the published Ling 2.0 checkpoints have none)."""
    f = base(c, mt)
    archs = c.list("architectures")
    if archs is not None:
        v2 = mt == "bailing_moe_v2" or "BailingMoeV2ForCausalLM" in archs
    else:
        v2 = mt == "bailing_moe_v2" or any(c.has(k) for k in BAILING_V2_KEYS)
    f["qkv_bias"] = c.bool("use_qkv_bias", False)
    if v2 and not c.has("use_bias"):
        raise c.error("use_bias", "missing (required: the output projection's bias)")
    f["o_bias"] = c.bool("use_bias", True)  # BailingMoeConfig's default
    moe(c, f, experts_key="num_experts", leading_only=True)
    f["qk_norm"] = c.bool("use_qk_norm", False)
    shared = c.int("num_shared_experts", 0)
    f["num_shared_experts"] = shared if f.get("num_experts") else 0
    width = c.opt_int("moe_shared_expert_intermediate_size", lo=1)
    if (
        f.get("num_experts")
        and shared
        and width is not None
        and width != f["expert_intermediate_size"]
    ):
        raise c.error(
            "moe_shared_expert_intermediate_size",
            "differs from moe_intermediate_size: implementations read it differently "
            "(the Ling-V2 modeling code ignores it, vLLM multiplies it by "
            "num_shared_experts), so the shared experts' size is not known",
        )
    if v2 and f.get("num_experts"):
        f["router_bias"] = True  # the gate's expert_bias buffer, stored in the checkpoint
    if c.int("num_nextn_predict_layers", 0):
        raise c.error(
            "num_nextn_predict_layers",
            "MTP layers are not modelled for Ling: its modeling code counts them inside "
            "num_hidden_layers, llama.cpp adds them to it (0 in the published checkpoints)",
        )
    return f


def dots1(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """dots.llm1 (transformers modeling_dots1.py): Qwen3's attention with per-head q/k RMSNorm
    and DeepSeek-V3's MoE — n_routed_experts, n_shared_experts as one MLP of that many expert
    widths, MoE from layer first_k_dense_replace on, a sigmoid router with its score-correction
    vector. A sliding window (Dots1Config slides the layers from max_window_layers on) is
    refused by name."""
    f = base(c, mt)
    f["qk_norm"] = True
    moe(c, f, leading_only=True)
    if f.get("num_experts"):
        f["router_bias"] = True  # e_score_correction_bias, a persistent buffer
    c.has("use_sliding_window")  # Dots1Config does not read it
    if c.opt_int("sliding_window", lo=0):
        raise c.error(
            "sliding_window",
            "sliding-window layers of dots1 (from max_window_layers on) are not modelled",
        )
    return f
