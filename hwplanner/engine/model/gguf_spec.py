"""A GGUF file's metadata and tensor list (already read) → ModelSpec with its exact storage mix.

The architecture comes from the `{arch}.*` keys (llama.cpp gguf-py constants); biases, norm kinds
and gated MLPs from which tensors exist in the first block; the stored bytes from every tensor's
ggml type (block size and bytes per block, ggml src/ggml-common.h). Embeddings and the output
layer are usually quantized too, so the weights are the file's tensor bytes, not a formula.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from hwplanner.engine.core.message import Message
from hwplanner.engine.model.hf_hybrids import UnpairedBlock, pair_blocks
from hwplanner.engine.model.hf_reader import MISSING, ConfigError
from hwplanner.engine.model.model_parts import (
    ModuleKind,
    Quantization,
    RecurrentKind,
    RecurrentMixer,
)
from hwplanner.engine.model.model_spec import ModelSpec, NormKind, PositionKind
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.fields import problem
from hwplanner.engine.plan.plan import WeightFormat

# Spec fields → the GGUF metadata keys they come from (after "<arch>."), for error messages
GGUF_KEYS = {
    "num_kv_heads": "attention.head_count_kv",
    "num_attention_heads": "attention.head_count",
    "num_layers": "block_count",
    "hidden_size": "embedding_length",
    "intermediate_size": "feed_forward_length",
    "num_experts": "expert_count",
    "experts_per_token": "expert_used_count",
    "first_dense_layers": "leading_dense_block_count",
    "expert_intermediate_size": "expert_feed_forward_length",
}

# ggml type id → (name, elements per block, bytes per block).
GGML_TYPES: dict[int, tuple[str, int, int]] = {
    0: ("F32", 1, 4), 1: ("F16", 1, 2), 2: ("Q4_0", 32, 18), 3: ("Q4_1", 32, 20),
    6: ("Q5_0", 32, 22), 7: ("Q5_1", 32, 24), 8: ("Q8_0", 32, 34), 9: ("Q8_1", 32, 36),
    10: ("Q2_K", 256, 84), 11: ("Q3_K", 256, 110), 12: ("Q4_K", 256, 144), 13: ("Q5_K", 256, 176),
    14: ("Q6_K", 256, 210), 15: ("Q8_K", 256, 292), 16: ("IQ2_XXS", 256, 66),
    17: ("IQ2_XS", 256, 74), 18: ("IQ3_XXS", 256, 98), 19: ("IQ1_S", 256, 50),
    20: ("IQ4_NL", 32, 18), 21: ("IQ3_S", 256, 110), 22: ("IQ2_S", 256, 82),
    23: ("IQ4_XS", 256, 136), 24: ("I8", 1, 1), 25: ("I16", 1, 2), 26: ("I32", 1, 4),
    27: ("I64", 1, 8), 28: ("F64", 1, 8), 29: ("IQ1_M", 256, 56), 30: ("BF16", 1, 2),
    34: ("TQ1_0", 256, 54), 35: ("TQ2_0", 256, 66), 39: ("MXFP4", 32, 17), 40: ("NVFP4", 64, 36),
    41: ("Q1_0", 128, 18), 42: ("Q2_0", 64, 18),
}  # fmt: skip
# general.file_type (llama.cpp llama_ftype) → the name llama.cpp's quantize tool gives it.
FILE_TYPES = {
    0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K",
    11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S",
    17: "Q5_K_M", 18: "Q6_K", 19: "IQ2_XXS", 20: "IQ2_XS", 21: "Q2_K_S", 22: "IQ3_XS",
    23: "IQ3_XXS", 24: "IQ1_S", 25: "IQ4_NL", 26: "IQ3_S", 27: "IQ3_M", 28: "IQ2_S", 29: "IQ2_M",
    30: "IQ4_XS", 31: "IQ1_M", 32: "BF16", 36: "TQ1_0", 37: "TQ2_0", 38: "MXFP4_MOE",
}  # fmt: skip
_FLOAT = {"F32", "F16", "BF16", "F64"}
NAMED_TYPES = {
    "Q8_0": WeightFormat.Q8_0,
    "Q6_K": WeightFormat.Q6_K,
    "Q5_K_M": WeightFormat.Q5_K_M,
    "Q4_K_M": WeightFormat.Q4_K_M,
    "Q4_0": WeightFormat.Q4_0,
}
# Hybrids of Mamba-2 and attention layers the engine reads from a GGUF (llama.cpp arch names).
MAMBA2_HYBRIDS = frozenset({"granitehybrid", "nemotron_h"})
# GGUF architectures whose layers the engine does not model (llama.cpp arch names).
REFUSED_ARCHS = {
    **dict.fromkeys(
        ("mamba", "mamba2", "rwkv6", "rwkv6qwen2", "rwkv7", "arwkv7", "plamo2", "kimi-linear"),
        "state-space, recurrent or linear-attention layers are not modelled",
    ),
    **dict.fromkeys(
        ("jamba", "falcon-h1", "lfm2", "lfm2moe", "qwen3next", "qwen35", "qwen35moe",
         "minimax", "minimax-01"),
        "this hybrid is modelled from its config.json (or the catalog), not from a GGUF file "
        "(its recurrent tensors' layout in GGUF was not read)",
    ),
    **dict.fromkeys(
        ("t5", "t5encoder", "bert", "nomic-bert", "jina-bert-v2", "roberta"),
        "encoder models are modelled from their config.json, not from GGUF",
    ),
    # llama.cpp's name for Nemotron-NAS (DeciLMForCausalLM)
    "deci": "Nemotron-NAS's per-block layout is modelled from its config.json (or the "
    "catalog), not from a GGUF file (its per-block arrays were not read)",
    **dict.fromkeys(
        ("gemma4",),
        "Gemma 4's full-attention layers of their own geometry are modelled from its "
        "config.json, not from GGUF",
    ),
    # llama.cpp's converter writes a Nemotron-H with experts (or multi-token prediction) as
    # its own architecture
    "nemotron_h_moe": "Nemotron-H's MoE and multi-token-prediction blocks are not modelled",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class StringArray:
    """A GGUF string array kept as its length (vocabularies run to 250k entries)."""

    length: int


Tensor = tuple[str, str, tuple[int, ...], int]  # name, ggml type, dims (ne[0] first), bytes


def _meta_int(meta: dict[str, Any], key: str, default: int | None = None) -> int:
    value = meta.get(key)
    if isinstance(value, list) and value:  # per-layer arrays: one value must fit all layers
        if not all(type(v) is int for v in value):  # nested arrays, strings, floats
            raise ConfigError(key, Message("expected an integer or an array of integers"))
        if len(set(value)) > 1:
            raise ConfigError(key, Message("different values per layer are not modelled"))
        value = value[0]
    if value is None:
        if default is None:
            raise ConfigError(key, MISSING)
        return default
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ConfigError(key, Message("expected a non-negative integer"))
    return value


def spec_from_gguf(
    meta: dict[str, Any], tensors: list[Tensor], *, model_id: str
) -> tuple[ModelSpec, list[str]]:
    """Map GGUF metadata and tensor infos onto ModelSpec with an exact Quantization."""
    arch = meta.get("general.architecture")
    if not isinstance(arch, str) or not arch:
        raise ConfigError("general.architecture", MISSING)
    if arch in REFUSED_ARCHS:
        raise ConfigError("general.architecture", f"{arch!r}: {REFUSED_ARCHS[arch]}")
    notes: list[str] = []
    names = {t[0]: t for t in tensors}
    a = arch + "."
    d = _meta_int(meta, a + "embedding_length")
    heads = _meta_int(meta, a + "attention.head_count")
    blocks = _meta_int(meta, a + "block_count")
    per_layer: dict[str, list[int]] = {}
    if arch in MAMBA2_HYBRIDS:
        # per-block arrays (a Mamba-2 block has no KV heads; only Nemotron-H's MLP blocks have
        # a feed-forward length): the scalar fields below read their largest entry
        keys = ("attention.head_count_kv", "feed_forward_length")
        per_layer = {k: _per_block(meta, a + k, blocks) for k in keys if k in _ARRAYS[arch]}
        meta = {**meta, **{a + k: max(v) for k, v in per_layer.items()}}
    if heads == 0 or d == 0:
        raise ConfigError(a + "attention.head_count", Message("must be > 0"))
    embd = names.get("token_embd.weight")
    tokens = meta.get("tokenizer.ggml.tokens")
    vocab = _meta_int(meta, a + "vocab_size", 0)
    if not vocab and isinstance(tokens, StringArray | list):
        vocab = tokens.length if isinstance(tokens, StringArray) else len(tokens)
    if not vocab and embd is not None and len(embd[2]) == 2:
        vocab = embd[2][1]

    def has(tensor: str) -> bool:
        return tensor in names

    ff = _meta_int(meta, a + "feed_forward_length", 0)
    up = names.get("blk.0.ffn_up.weight")
    gated = has("blk.0.ffn_gate.weight") or has("blk.0.ffn_gate_exps.weight")
    if not gated and up is not None and ff and len(up[2]) == 2 and up[2][1] == 2 * ff:
        gated = True  # fused gate_up (Phi-3)
    norm_names = [n for n in names if n.startswith("blk.0.") and n.endswith("norm.weight")]
    inner = ("attn_q_norm", "attn_k_norm", "ssm_norm")  # per head, or inside the Mamba-2 mixer
    layer_norms = [n for n in norm_names if not any(k in n for k in inner)]
    # the first attention block's tensors (a hybrid's first block may be a Mamba-2 block)
    kv = per_layer.get("attention.head_count_kv")
    attn0 = f"blk.{kv.index(max(kv))}." if kv else "blk.0."
    layernorm = any(n.replace(".weight", ".bias") in names for n in layer_norms)
    fields: dict[str, Any] = {
        "id": model_id,
        "name": str(meta.get("general.name") or model_id)[:200],
        "family": arch,
        "hidden_size": d,
        "num_layers": _meta_int(meta, a + "block_count"),
        "num_attention_heads": heads,
        "num_kv_heads": _meta_int(meta, a + "attention.head_count_kv", heads) or None,
        "intermediate_size": ff or _meta_int(meta, a + "expert_feed_forward_length", 0) or d,
        "vocab_size": vocab,
        "tie_word_embeddings": not has("output.weight"),
        "max_position_embeddings": _meta_int(meta, a + "context_length", 0) or None,
        "mlp": "gated" if gated else "plain",
        "norm": NormKind.LAYERNORM if layernorm else NormKind.RMSNORM,
        "norms_per_layer": len(layer_norms),
        "qkv_bias": has(attn0 + "attn_q.bias") or has(attn0 + "attn_qkv.bias"),
        "o_bias": has(attn0 + "attn_output.bias"),
        "mlp_bias": has("blk.0.ffn_up.bias") or has("blk.0.ffn_down.bias"),
        "lm_head_bias": has("output.bias"),
    }
    key_length = _meta_int(meta, a + "attention.key_length", 0)
    if key_length and not meta.get(a + "attention.kv_lora_rank"):
        fields["head_dim"] = key_length
    q_norm = names.get("blk.0.attn_q_norm.weight")
    if q_norm is not None:
        per_head = q_norm[2][0] == (key_length or d // heads)
        fields["qk_norm" if per_head else "qk_norm_full"] = True
    if has("position_embd.weight"):
        fields["extra_embedding_rows"] = names["position_embd.weight"][2][-1]
    experts = _meta_int(meta, a + "expert_count", 0)
    if experts:
        fields.update(
            num_experts=experts,
            experts_per_token=_meta_int(meta, a + "expert_used_count"),
            expert_intermediate_size=_meta_int(meta, a + "expert_feed_forward_length", 0) or None,
            num_shared_experts=_meta_int(meta, a + "expert_shared_count", 0),
            first_dense_layers=_meta_int(meta, a + "leading_dense_block_count", 0),
            router_bias=has("blk.0.exp_probs_b.bias") or has("blk.0.ffn_gate_inp.bias"),
        )
        shared_ff = _meta_int(meta, a + "expert_shared_feed_forward_length", 0)
        if shared_ff:
            fields["shared_expert_intermediate_size"] = shared_ff * max(
                fields["num_shared_experts"], 1
            )
    rank = _meta_int(meta, a + "attention.kv_lora_rank", 0)
    if rank:
        rope = _meta_int(meta, a + "rope.dimension_count")
        fields.update(
            kv_lora_rank=rank,
            q_lora_rank=_meta_int(meta, a + "attention.q_lora_rank", 0) or None,
            qk_rope_head_dim=rope,
            qk_nope_head_dim=key_length - rope,
            v_head_dim=_meta_int(meta, a + "attention.value_length"),
        )
    if per_layer:
        _mamba2_layers(arch, meta, a, names, per_layer, fields)
    fields["quantization"] = _storage(meta, tensors, fields["num_layers"], notes)
    try:
        spec = ModelSpec(**fields)
    except ValidationError as exc:
        found = problem(exc)  # a check that names its field taken apart
        field = found.field.partition(".")[0]
        key = GGUF_KEYS.get(field, field)
        raise ConfigError(a + key if key else "", found.text) from None
    stored = sum(_elements(t[2]) for t in tensors)
    counted = count_params(spec).total
    if stored and abs(counted - stored) > 0.005 * stored:
        notes.append(
            f"GGUF holds {stored:,} weights; the {arch} layout counted {counted:,} "
            "(weights bytes are the file's own)"
        )
    return spec, notes


# The per-block arrays each Mamba-2 hybrid's converter writes (convert_hf_to_gguf.py:
# GraniteHybridModel writes head_count_kv, NemotronHModel head_count_kv and feed_forward_length).
_ARRAYS = {
    "granitehybrid": ("attention.head_count_kv",),
    "nemotron_h": ("attention.head_count_kv", "feed_forward_length"),
}


def _per_block(meta: dict[str, Any], key: str, blocks: int) -> list[int]:
    """A per-block array of non-negative integers, one per block."""
    value = meta.get(key)
    if (
        not isinstance(value, list)
        or len(value) != blocks
        or not all(type(v) is int and v >= 0 for v in value)
    ):
        raise ConfigError(key, f"expected {blocks} counts, one per block (0: none in that block)")
    return value


def _mamba2_layers(
    arch: str,
    meta: dict[str, Any],
    a: str,
    names: dict[str, Tensor],
    per_layer: dict[str, list[int]],
    fields: dict[str, Any],
) -> None:
    """A Mamba-2 hybrid's layers as llama.cpp lays them out (src/llama-model.cpp creates
    ssm_in {d, 2·d_inner + 2·groups·state + heads}, ssm_conv1d {kernel, d_inner +
    2·groups·state} and its bias, ssm_dt.bias, ssm_a and ssm_d {heads}, ssm_norm {d_inner ÷
    groups, groups}, ssm_out {d_inner, d}):
    * granitehybrid: a layer is Mamba-2 where its head_count_kv is 0, each layer with its MLP
      (the shared expert from its tensors); no rotary embedding where rope.scaling.finetuned
      is false (the converter's switch, false for every export with a Mamba-2 layer; llama.cpp
      rotates when the key is absent);
    * nemotron_h: single-purpose blocks — Mamba-2 (no KV heads, no feed-forward length),
      attention (KV heads), a plain MLP (a feed-forward length) — paired into the engine's
      layers as its config.json reader pairs them (hf_hybrids.pair_blocks); no rotary
      embedding (llama.cpp's NEMOTRON_H rotates nothing).
    A file without a Mamba-2 layer is a plain model of its kind."""
    kv = per_layer["attention.head_count_kv"]
    if not any(kv):
        raise ConfigError(a + "attention.head_count_kv", "no attention block: not modelled")
    if len({v for v in kv if v}) > 1:
        raise ConfigError(
            a + "attention.head_count_kv", "different values per attention block are not modelled"
        )
    if arch == "nemotron_h":
        if any(n.endswith("_exps.weight") for n in names):
            raise ConfigError(a + "expert_count", "Nemotron-H's MoE blocks are not modelled")
        if _meta_int(meta, a + "nextn_predict_layers", 0):
            raise ConfigError(
                a + "nextn_predict_layers", "multi-token prediction blocks are not modelled"
            )
        ff = per_layer["feed_forward_length"]
        if len({f for f in ff if f}) > 1:
            raise ConfigError(
                a + "feed_forward_length", "different widths per MLP block are not modelled"
            )
        pattern = "".join("-" if f else "*" if k else "M" for k, f in zip(kv, ff, strict=True))
        try:
            kinds = pair_blocks(pattern)
        except UnpairedBlock as exc:
            raise ConfigError(
                a + "feed_forward_length",
                f"block {exc.block} is an MLP block without a Mamba-2 or attention block before "
                "it: not modelled",
            ) from None
        fields["position"] = PositionKind.NONE
        fields["num_layers"] = len(kinds)
        fields.pop("norms_per_layer", None)  # two a paired layer, one a lone block's
        mlp0 = f"blk.{ff.index(max(ff))}." if any(ff) else "blk.0."
        fields["mlp_bias"] = f"{mlp0}ffn_up.bias" in names or f"{mlp0}ffn_down.bias" in names
    else:
        kinds = "".join("a" if v else "r" for v in kv)
        if meta.get(a + "rope.scaling.finetuned", True) is not True:
            fields["position"] = PositionKind.NONE
        dense = names.get("blk.0.ffn_up.weight")
        if dense is not None and len(dense[2]) == 2:
            fields["intermediate_size"] = dense[2][1]  # a dense hybrid's MLP, as stored
        shared = names.get("blk.0.ffn_up_shexp.weight")
        if shared is not None and len(shared[2]) == 2:
            fields["num_shared_experts"] = 1
            fields["shared_expert_intermediate_size"] = shared[2][1]
    if "r" not in kinds.lower():  # no Mamba-2 layer: no ssm.* keys to read
        fields["layer_kinds"] = kinds if kinds != kinds.lower() else ""
        return
    inner = _meta_int(meta, a + "ssm.inner_size")
    heads = _meta_int(meta, a + "ssm.time_step_rank")
    if not heads or not inner or inner % heads:
        raise ConfigError(a + "ssm.time_step_rank", f"{heads} heads do not divide {inner:,}")
    ff = per_layer.get("feed_forward_length", [0] * len(kv))
    mamba = next((i for i, (k, f) in enumerate(zip(kv, ff, strict=True)) if not k and not f), 0)
    fields["layer_kinds"] = kinds
    fields["recurrent"] = RecurrentMixer(
        kind=RecurrentKind.MAMBA2,
        value_heads=heads,
        value_head_dim=inner // heads,
        key_heads=_meta_int(meta, a + "ssm.group_count", 1) or 1,
        key_head_dim=_meta_int(meta, a + "ssm.state_size"),
        conv_kernel=_meta_int(meta, a + "ssm.conv_kernel"),
        conv_bias=f"blk.{mamba}.ssm_conv1d.bias" in names,
        proj_bias=f"blk.{mamba}.ssm_in.bias" in names,
    )


def _elements(dims: tuple[int, ...]) -> int:
    n = 1
    for x in dims:
        n *= x
    return n


def _storage(
    meta: dict[str, Any], tensors: list[Tensor], layers: int, notes: list[str]
) -> Quantization:
    """The file's storage: exact bytes, the type mix, and the quantized share."""
    mix: dict[str, list[int]] = {}
    for _, kind, _, nbytes in tensors:
        entry = mix.setdefault(kind, [0, 0])
        entry[0] += 1
        entry[1] += nbytes
    total = sum(t[3] for t in tensors)
    quant = [t for t in tensors if t[1] not in _FLOAT]
    q_elements = sum(_elements(t[2]) for t in quant)
    q_bytes = sum(t[3] for t in quant)
    ftype = meta.get("general.file_type")
    dominant = max(mix, key=lambda k: mix[k][1]) if mix else "F16"
    label = FILE_TYPES.get(ftype, dominant) if isinstance(ftype, int) else dominant
    per = q_bytes / q_elements if q_elements else 2.0
    bits = per * 8
    fmt = WeightFormat.BF16 if not quant else WeightFormat.INT8 if bits > 6 else WeightFormat.INT4
    # a type the engine names itself (its quality cost, llama.cpp's format list)
    fmt = NAMED_TYPES.get(label, fmt)
    kinds = [ModuleKind.ATTENTION, ModuleKind.MLP, ModuleKind.EXPERTS]
    quantized_names = {t[0] for t in quant}
    if "token_embd.weight" in quantized_names:
        kinds.append(ModuleKind.EMBEDDING)
    if "output.weight" in quantized_names:
        kinds.append(ModuleKind.LM_HEAD)
    order = sorted(mix.items(), key=lambda kv: -kv[1][1])
    notes.append(
        "GGUF "
        + label
        + ": "
        + ", ".join(f"{k} {v[0]} tensors {v[1] / 1e9:.3g} GB" for k, v in order[:6])
    )
    return Quantization(
        method="gguf",
        label=f"GGUF {label}",
        weight_format=fmt,
        bits=max(min(bits, 32.0), 0.1),
        bytes_per_weight=min(max(per, 0.01), 4.0),
        quantized=tuple(kinds if quant else ()),
        checkpoint_bytes=float(total) if total else None,
        tensor_types=tuple((k, v[0], float(v[1])) for k, v in order),
    )
