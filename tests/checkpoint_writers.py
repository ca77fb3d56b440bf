"""Small safetensors and GGUF files written by the tests (format facts: safetensors docs, ggml
docs/gguf.md); tensor data is zeros, only the headers matter to the planner."""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

DTYPE_BYTES = {"BF16": 2, "F16": 2, "F32": 4, "I32": 4, "U8": 1, "F8_E4M3": 1}
GGML = {"F32": (0, 1, 4), "F16": (1, 1, 2), "Q8_0": (8, 32, 34), "Q4_K": (12, 256, 144),
        "Q6_K": (14, 256, 210)}  # fmt: skip

TINY_LLAMA: dict[str, Any] = {
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_size": 256,
    "intermediate_size": 512,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "num_hidden_layers": 2,
    "vocab_size": 512,
    "tie_word_embeddings": False,
    "torch_dtype": "bfloat16",
}


def llama_tensors(cfg: dict[str, Any], *, extra_layers: int = 0) -> dict[str, list[int]]:
    """Hugging Face Llama tensor names and shapes (out, in) for `cfg`."""
    d, i, v = cfg["hidden_size"], cfg["intermediate_size"], cfg["vocab_size"]
    kv = d // cfg["num_attention_heads"] * cfg["num_key_value_heads"]
    out = {"model.embed_tokens.weight": [v, d], "model.norm.weight": [d]}
    if not cfg.get("tie_word_embeddings"):
        out["lm_head.weight"] = [v, d]
    for n in range(cfg["num_hidden_layers"] + extra_layers):
        p = f"model.layers.{n}."
        out |= {
            p + "self_attn.q_proj.weight": [d, d],
            p + "self_attn.k_proj.weight": [kv, d],
            p + "self_attn.v_proj.weight": [kv, d],
            p + "self_attn.o_proj.weight": [d, d],
            p + "mlp.gate_proj.weight": [i, d],
            p + "mlp.up_proj.weight": [i, d],
            p + "mlp.down_proj.weight": [d, i],
            p + "input_layernorm.weight": [d],
            p + "post_attention_layernorm.weight": [d],
        }
    return out


def write_safetensors(path: Path, tensors: dict[str, tuple[str, list[int]]]) -> int:
    """Write a .safetensors file; returns its data bytes."""
    header: dict[str, Any] = {"__metadata__": {"format": "pt"}}
    offset = 0
    for name, (dtype, shape) in tensors.items():
        n = DTYPE_BYTES[dtype]
        for s in shape:
            n *= s
        header[name] = {"dtype": dtype, "shape": shape, "data_offsets": [offset, offset + n]}
        offset += n
    raw = json.dumps(header).encode()
    raw += b" " * (-len(raw) % 8)
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + bytes(offset))
    return offset


def _gguf_str(s: str) -> bytes:
    b = s.encode()
    return struct.pack("<Q", len(b)) + b


def _gguf_value(value: Any) -> bytes:
    if isinstance(value, str):
        return struct.pack("<I", 8) + _gguf_str(value)
    if isinstance(value, bool):
        return struct.pack("<I?", 7, value)
    if isinstance(value, int):
        return struct.pack("<II", 4, value)
    if isinstance(value, float):
        return struct.pack("<If", 6, value)
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return struct.pack("<IIQ", 9, 8, len(value)) + b"".join(_gguf_str(x) for x in value)
    if isinstance(value, list) and all(type(x) is int for x in value):  # gguf-py: INT32
        return struct.pack("<IIQ", 9, 5, len(value)) + struct.pack(f"<{len(value)}i", *value)
    raise TypeError(value)


def write_gguf(path: Path, meta: dict[str, Any], tensors: dict[str, tuple[str, list[int]]]) -> int:
    """Write a GGUF v3 file (dims ne[0] first); returns the tensor data bytes."""
    body = b"".join(_gguf_str(k) + _gguf_value(v) for k, v in meta.items())
    infos, offset = b"", 0
    for name, (kind, dims) in tensors.items():
        type_id, block, block_bytes = GGML[kind]
        n = 1
        for x in dims:
            n *= x
        infos += _gguf_str(name) + struct.pack("<I", len(dims))
        infos += b"".join(struct.pack("<Q", x) for x in dims)
        infos += struct.pack("<IQ", type_id, offset)
        offset += n // block * block_bytes
        offset += -offset % 32
    head = b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(meta)) + body + infos
    head += bytes(-len(head) % 32)
    path.write_bytes(head + bytes(offset))
    return offset


def llama_gguf_tensors(d: int, ff: int, layers: int, vocab: int, kv: int) -> dict[str, Any]:
    """llama.cpp tensor names for a Llama model: Q4_K blocks, Q6_K output and ffn_down, f32
    norms (the shape of a Q4_K_M file)."""
    out: dict[str, Any] = {
        "token_embd.weight": ("Q4_K", [d, vocab]),
        "output_norm.weight": ("F32", [d]),
        "output.weight": ("Q6_K", [d, vocab]),
    }
    for n in range(layers):
        p = f"blk.{n}."
        out |= {
            p + "attn_norm.weight": ("F32", [d]),
            p + "attn_q.weight": ("Q4_K", [d, d]),
            p + "attn_k.weight": ("Q4_K", [d, kv]),
            p + "attn_v.weight": ("Q6_K", [d, kv]),
            p + "attn_output.weight": ("Q4_K", [d, d]),
            p + "ffn_norm.weight": ("F32", [d]),
            p + "ffn_gate.weight": ("Q4_K", [d, ff]),
            p + "ffn_up.weight": ("Q4_K", [d, ff]),
            p + "ffn_down.weight": ("Q6_K", [ff, d]),
        }
    return out
