"""The bytes of a model quantized by llama.cpp's `llama-quantize` to a named GGUF type, from the
tool's own per-tensor rules (github ggml-org/llama.cpp src/llama-quant.cpp @007dbbf3,
llama_tensor_get_type_impl and tensor_type_fallback), without a file to read.

A GGUF "type" names a mix: a default ggml type for the 2-D weights (Q4_K for Q4_K_M, Q5_K for
Q5_K_M, Q6_K for Q6_K, Q4_0, Q8_0), the output layer (and a tied embedding) at Q6_K unless the
default is Q8_0, the token embedding at the default type, and for the _M mixes more bits on
attn_v and ffn_down of the layers `use_more_bits` picks (the first and last eighth and every
third between); a 70B-class model (80 layers, grouped KV) takes Q5_K for its other attn_v at
Q4_K_M, an 8-expert model Q8_0 for attn_v and attn_k and Q5_K for attn_output. A K-type needs
rows of a multiple of 256 values; narrower rows fall back (Q4_K → Q5_0, Q5_K → Q5_1, Q6_K →
Q8_0). One-dimensional tensors (norms, biases) and the MoE router stay F32. Block sizes and
bytes per block: ggml src/ggml-common.h (gguf_spec.GGML_TYPES).
"""

from __future__ import annotations

from collections import Counter

from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.enums import WeightFormat

# ggml type → (values per block, bytes per block)
BLOCKS: dict[str, tuple[int, int]] = {
    "F32": (1, 4), "F16": (1, 2), "Q4_0": (32, 18), "Q5_0": (32, 22), "Q5_1": (32, 24),
    "Q8_0": (32, 34), "Q4_K": (256, 144), "Q5_K": (256, 176), "Q6_K": (256, 210),
}  # fmt: skip
# the file type → its default ggml type (llama_ftype_get_default_type)
DEFAULT_TYPE: dict[WeightFormat, str] = {
    WeightFormat.Q4_0: "Q4_0",
    WeightFormat.Q8_0: "Q8_0",
    WeightFormat.Q4_K_M: "Q4_K",
    WeightFormat.Q5_K_M: "Q5_K",
    WeightFormat.Q6_K: "Q6_K",
}
FALLBACK = {"Q4_K": "Q5_0", "Q5_K": "Q5_1", "Q6_K": "Q8_0"}
# Architectures whose GGUF holds one fused attn_qkv tensor, which llama-quantize treats as
# attn_v (the whole tensor at attn_v's type): not laid out here yet, the generic formula
# stands for them (llama.cpp's tensor names for phi3, gpt2, bloom, starcoder, gptneox, falcon,
# chatglm, mpt, qwen)
FUSED_QKV = frozenset(
    {"gpt2", "gpt3", "bloom", "gpt_bigcode", "gpt_neox", "falcon", "RefinedWeb", "chatglm",
     "mpt", "qwen"}
)  # fmt: skip
# Phi-3/3.5/4 store one attn_qkv (llama.cpp's phi3 tensors) and are laid out: the fused
# tensor takes attn_v's type (category_is_attn_v counts ATTENTION_QKV), its ffn_up holds gate
# and up together (the same bytes as two)
QKV_AS_V = frozenset({"phi3"})
GGUF_FORMATS = frozenset(DEFAULT_TYPE)
# The formats planned with their whole mix. Q4_0 is not yet: its file stores the token
# embedding at Q4_0 and the output layer at Q6_K (a Llama 3 8B Q4_0 file is 4.34 GiB, this
# module's 4.33), but the plan keeps both at 16 bits (5.6 GiB) until llama.cpp's per-kernel
# time in decode is modelled — with the file's bytes alone its 4-bit decode on Apple silicon
# reads as fast as +52% over llama-bench's (docs/LIMITS.md, "GGUF Q4_0").
GGUF_MIXED = GGUF_FORMATS - {WeightFormat.Q4_0}


def use_more_bits(i: int, n: int) -> bool:
    """llama-quant.cpp's choice of the layers that get more bits (C++ integer division)."""
    return i < n // 8 or i >= 7 * n // 8 or (i - n // 8) % 3 == 2


def laid_out(spec: ModelSpec) -> bool:
    """The tensors this module names are the model's: standard attention and MLP blocks (no
    latent attention, recurrent mixers, encoder stack, parallel blocks or vision tower)."""
    return spec.family not in FUSED_QKV and not (
        spec.q_lora_rank
        or spec.kv_lora_rank
        or spec.layer_kinds
        or spec.encoder_layers
        or spec.parallel_block
        or spec.vision is not None
    )


def planned_as_mix(spec: ModelSpec, fmt: WeightFormat) -> bool:
    """The plan stores `fmt` as llama-quantize's whole mix (a format this module plans, on a
    model whose tensors it names)."""
    return fmt in GGUF_MIXED and laid_out(spec)


def _fits(type_: str, ncols: int) -> str:
    """tensor_type_fallback: a row that does not fill whole blocks takes a smaller block."""
    if ncols % BLOCKS[type_][0] == 0:
        return type_
    small = FALLBACK.get(type_, "F16")
    return small if ncols % BLOCKS[small][0] == 0 else "F16"


def _bytes(type_: str, values: int) -> float:
    per, size = BLOCKS[type_]
    return values / per * size


def tensor_types(spec: ModelSpec, fmt: WeightFormat) -> Counter[str]:
    """{ggml type: values} of every 2-D weight of the model quantized to `fmt`, the rest
    (one-dimensional tensors, routers) under "F32"."""
    out: Counter[str] = Counter()
    for types in _by_part(spec, fmt).values():
        out.update(types)
    return out


def mix_parts(spec: ModelSpec, fmt: WeightFormat) -> dict[str, float]:
    """Bytes of the file by part: "layers" (the blocks' dense weights, routers and norms),
    "experts" (routed experts), "embedding" (0 when tied to the output), "output"."""
    return {
        part: sum(_bytes(t, v) for t, v in types.items())
        for part, types in _by_part(spec, fmt).items()
    }


def _by_part(spec: ModelSpec, fmt: WeightFormat) -> dict[str, Counter[str]]:
    base = DEFAULT_TYPE[fmt]
    h, n = spec.hidden_size, spec.num_layers
    mixed = fmt in (WeightFormat.Q4_K_M, WeightFormat.Q5_K_M)
    eight_experts = spec.num_experts == 8
    seventy = n == 80 and (spec.num_kv_heads or spec.num_attention_heads) < spec.num_attention_heads
    parts: dict[str, Counter[str]] = {
        "layers": Counter(),
        "experts": Counter(),
        "embedding": Counter(),
        "output": Counter(),
    }
    out = parts["layers"]

    def add(type_: str, rows: int, ncols: int, part: str = "layers") -> None:
        parts[part][_fits(type_, ncols)] += rows * ncols

    for i in range(n):
        v_type = base
        if mixed and use_more_bits(i, n):
            v_type = "Q6_K"
        if seventy and v_type == "Q4_K":
            v_type = "Q5_K"
        if eight_experts:
            v_type = "Q8_0"
        if spec.family in QKV_AS_V:
            add(v_type, spec.q_dim + 2 * spec.kv_dim, h)
        else:
            add(base, spec.q_dim, h)
            add("Q8_0" if eight_experts else base, spec.kv_dim, h)
            add(v_type, spec.kv_dim, h)
        o_type = "Q5_K" if eight_experts and fmt is WeightFormat.Q4_K_M else base
        add(o_type, h, spec.q_dim)
        down = "Q6_K" if mixed and use_more_bits(i, n) else base
        if spec.layer_is_moe(i):
            w, e = spec.expert_width, spec.num_experts
            out["F32"] += h * e  # the router (ffn_gate_inp) is never quantized
            add(base, 2 * e * w, h, "experts")  # gate and up of every expert
            add(down, e * h, w, "experts")
            if spec.num_shared_experts:
                sw = spec.shared_width
                add(base, 2 * sw, h)
                add(down, h, sw)
        else:
            ffn = spec.intermediate_size
            add(base, (2 if spec.mlp is MlpKind.GATED else 1) * ffn, h)
            add(down, h, ffn)
    width = spec.embed_width  # the output's rows (the hidden size but for OPT-350m)
    head = width * spec.vocab_size
    head_type = "Q8_0" if base == "Q8_0" else "Q6_K"
    if width % BLOCKS[head_type][0]:
        head_type = "Q8_0"  # llama-quant.cpp: the output's rows not whole blocks
    parts["output"][head_type] += head  # a tied embedding is this one tensor
    if not spec.tie_word_embeddings:
        parts["embedding"][_fits(base, width)] += head
    rest = count_params(spec).total - sum(sum(c.values()) for c in parts.values())
    out["F32"] += max(rest, 0)  # norms, biases and routers, in the blocks
    return parts


def mix_bytes(spec: ModelSpec, fmt: WeightFormat) -> float:
    """Bytes of every tensor of the model in the GGUF file llama-quantize writes for `fmt`."""
    return sum(_bytes(t, v) for t, v in tensor_types(spec, fmt).items())
