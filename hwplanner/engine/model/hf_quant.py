"""quantization_config → Quantization: how a pre-quantized checkpoint stores its weights.

Bytes per quantized weight count the packed values plus their scales and zero points:
* AWQ (GEMM/GEMV packing): b-bit values, an fp16 scale and a b-bit zero per group per column.
* GPTQ: b-bit values, fp16 scale and b-bit zero per group per column (per column when
  group_size is -1), plus an int32 g_idx per input row (negligible, not counted).
* bitsandbytes: NF4/FP4 with fp32 or double-quantized absmax per 64 (Dettmers et al. 2023);
  LLM.int8() int8 values with an fp32 scale per row.
* FP8 (fine-grained): e4m3 values with an fp32 scale per weight_block_size block (DeepSeek-V3).
* MXFP4 (OCP microscaling): 4-bit values with one 8-bit scale per 32 (gpt-oss).
* compressed-tensors: num_bits values with a 16-bit scale per group / channel / block (NVFP4: an
  fp8 scale per 16); asymmetric groups add a zero point.
* NVIDIA ModelOpt (quant_method modelopt, or hf_quant_config.json beside config.json): FP8 with
  per-tensor scales, NVFP4 with an fp8 e4m3 scale per 16 weights (and one fp32 per tensor).
The KV-cache format a checkpoint was calibrated for (ModelOpt kv_cache_quant_algo,
compressed-tensors kv_cache_scheme) is kept as Quantization.kv_cache.
Which modules stay 16-bit comes from modules_to_not_convert / ignore / llm_int8_skip_modules;
AWQ and GPTQ quantize only the linear layers inside the blocks (never embeddings or lm_head).
"""

from __future__ import annotations

import re

from hwplanner.engine.model.hf_reader import Cfg
from hwplanner.engine.model.model_parts import DEFAULT_QUANTIZED, ModuleKind, Quantization
from hwplanner.engine.plan.plan import WeightFormat

SUPPORTED = ("awq", "gptq", "bitsandbytes", "fp8", "mxfp4", "compressed-tensors", "modelopt")
MODELOPT_ALGOS = ("FP8", "NVFP4")
KV_FORMATS = ("fp8", "int8", "nvfp4")

# Module-name patterns → the group they name (first match wins; order matters).
_PATTERNS: tuple[tuple[str, ModuleKind | None], ...] = (
    (r"vision|visual|image|multi_modal|mm_projector|projector|patch", ModuleKind.VISION),
    (r"lm_head|output_layer|embed_out", ModuleKind.LM_HEAD),
    (r"embed|wte|word_embeddings", ModuleKind.EMBEDDING),
    (
        r"router|\.gate$|mlp\.gate\b(?!_)|block_sparse_moe\.gate\b(?!_)|^gate$|\bwg\b"
        r"|shared_expert_gate",  # Qwen-MoE's hidden → 1 gate of the shared expert
        ModuleKind.ROUTER,
    ),
    (r"shared_expert", ModuleKind.MLP),
    (r"experts", ModuleKind.EXPERTS),
    (
        r"attn|attention|q_proj|k_proj|v_proj|o_proj|qkv|kv_a|kv_b|q_a|q_b|W_pack",
        ModuleKind.ATTENTION,
    ),
    (r"mlp|gate_proj|up_proj|down_proj|ffn|feed_forward|fc1|fc2|c_fc", ModuleKind.MLP),
    (r"norm|layernorm|ln_|bias", None),  # never quantized anyway
)


def _kind(name: str) -> ModuleKind | str | None:
    pattern = name.removeprefix("re:")
    for regex, kind in _PATTERNS:
        if re.search(regex, pattern):
            return kind
    return "unknown"


def _skipped(names: list[object], notes: list[str], field: str) -> set[ModuleKind]:
    """Module groups a skip list keeps in 16 bits. Per-layer entries (model.layers.3.mlp) are
    taken for the whole group; names that match no group are listed in the notes."""
    out: set[ModuleKind] = set()
    unknown = []
    for name in names:
        if not isinstance(name, str):
            continue
        kind = _kind(name)
        if isinstance(kind, ModuleKind):
            out.add(kind)
        elif kind == "unknown":
            unknown.append(name)
    if unknown:
        notes.append(f"{field}: not understood, taken as quantized: {', '.join(unknown[:5])}")
    return out


def _group_bytes(bits: float, group: int | None, scale_bytes: float, zero: bool) -> float:
    per = bits / 8
    if group and group > 0:
        per += (scale_bytes + (bits / 8 if zero else 0.0)) / group
    return per


def _near(bits: float, floating: bool) -> WeightFormat:
    if bits <= 4:
        return WeightFormat.MXFP4 if floating else WeightFormat.INT4
    if bits <= 8:
        return WeightFormat.FP8 if floating else WeightFormat.INT8
    return WeightFormat.BF16


def quantization_from_config(q: Cfg, notes: list[str]) -> Quantization:
    """Read a quantization_config object; unknown methods are refused by name."""
    method = q.str("quant_method", "").lower()
    if not method and q.has("load_in_4bit"):
        method = "bitsandbytes"
    quantized = set(DEFAULT_QUANTIZED)
    if method in ("awq", "gptq"):
        bits = q.int("bits", 4, lo=1)
        group = q.opt_int("group_size", lo=0) if q.raw("group_size") != -1 else None
        zero = (method == "awq" and q.bool("zero_point", True)) or method == "gptq"
        per = _group_bytes(bits, group or None, 2.0, zero)
        skipped = _skipped(
            q.list("modules_to_not_convert") or [], notes, q.name("modules_to_not_convert")
        )
        if method == "gptq" and q.bool("lm_head", False):
            quantized.add(ModuleKind.LM_HEAD)
        label = f"{method.upper()} int{bits}" + (f", group {group}" if group else ", per channel")
        fmt = WeightFormat.INT4 if bits <= 4 else WeightFormat.INT8
    elif method == "bitsandbytes":
        four = q.bool("load_in_4bit", False)
        if not four and not q.bool("load_in_8bit", False):
            raise q.error("load_in_4bit", "neither load_in_4bit nor load_in_8bit is set")
        skipped = _skipped(
            q.list("llm_int8_skip_modules") or [], notes, q.name("llm_int8_skip_modules")
        )
        if four:
            double = q.bool("bnb_4bit_use_double_quant", False)
            kind = q.str("bnb_4bit_quant_type", "fp4")
            fmt = WeightFormat.NF4_DQ if double else WeightFormat.NF4
            bits = 4
            per = 0.5 + (1 / 64 + 4 / (64 * 256) if double else 4 / 64)
            label = f"bitsandbytes {kind}" + (" (double quant)" if double else "")
        else:
            fmt, bits, per, label = WeightFormat.INT8, 8, 1.0, "bitsandbytes LLM.int8()"
    elif method == "fp8":
        block = q.list("weight_block_size")
        elements = 0
        if block:
            if len(block) != 2 or any(
                isinstance(b, bool) or not isinstance(b, int) or b <= 0 for b in block
            ):
                raise q.error("weight_block_size", "expected two positive integers")
            elements = block[0] * block[1]
        skipped = _skipped(
            q.list("modules_to_not_convert") or [], notes, q.name("modules_to_not_convert")
        )
        skipped.add(ModuleKind.LM_HEAD)
        fmt, bits = WeightFormat.FP8, 8
        per = 1.0 + (4.0 / elements if elements else 0.0)
        label = "FP8 e4m3" + (f", {block[0]}×{block[1]} blocks" if block else ", per-tensor scale")
    elif method == "mxfp4":
        skipped = _skipped(
            q.list("modules_to_not_convert") or [], notes, q.name("modules_to_not_convert")
        )
        fmt, bits, per, label = WeightFormat.MXFP4, 4, 0.5 + 1 / 32, "MXFP4 (OCP MX, 32-block)"
    elif method == "compressed-tensors":
        return _compressed(q, notes)
    elif method == "modelopt":
        algo = q.str("quant_algo", "").upper()
        skipped = _skipped(q.list("exclude_modules") or [], notes, q.name("exclude_modules"))
        if algo == "FP8":
            fmt, bits, per, label = WeightFormat.FP8, 8, 1.0, "ModelOpt FP8 (per-tensor scales)"
        elif algo == "NVFP4":
            # 4-bit e2m1 values and an fp8 e4m3 scale per 16 (one fp32 per tensor beside)
            fmt, bits, per = WeightFormat.NVFP4, 4, 0.5 + 1 / 16
            label = "ModelOpt NVFP4 (16-block fp8 scales)"
        else:
            raise q.error(
                "quant_algo", f"{algo or 'missing'!r} is not supported; supported: FP8, NVFP4"
            )
    else:
        allowed = ", ".join(SUPPORTED)
        raise q.error(
            "quant_method", f"{method or 'missing'!r} is not supported; supported: {allowed}"
        )
    quantized -= skipped
    return Quantization(
        method=method,
        label=label,
        weight_format=fmt,
        bits=bits,
        bytes_per_weight=per,
        quantized=tuple(k for k in ModuleKind if k in quantized),
        kv_cache=_kv_cache(q),
    )


def _kv_cache(q: Cfg) -> str:
    """The KV-cache format a checkpoint ships scales for: ModelOpt's kv_cache_quant_algo
    ("FP8"), compressed-tensors' kv_cache_scheme ({num_bits 8, type float}); "" for none or
    one the engine has no name for (said in the notes of whoever reads it)."""
    algo = q.raw("kv_cache_quant_algo")
    if isinstance(algo, str) and algo.lower() in KV_FORMATS:
        return algo.lower()
    scheme = q.sub("kv_cache_scheme")
    if scheme is not None and scheme.data:
        bits = scheme.int("num_bits", 16, lo=1)
        kind = scheme.str("type", "float")
        if bits == 8:
            return "fp8" if kind == "float" else "int8"
    return ""


def _compressed(q: Cfg, notes: list[str]) -> Quantization:
    """compressed-tensors (llm-compressor): the first config group's weight scheme."""
    groups = q.sub("config_groups")
    if groups is None or not groups.data:
        raise q.error("config_groups", "missing (required by compressed-tensors)")
    first = next(iter(groups.data))
    g = groups.sub(first)
    assert g is not None
    w = g.sub("weights")
    if w is None:
        raise g.error("weights", "missing (a weight-quantization scheme is required)")
    bits = w.int("num_bits", lo=1)
    kind = w.str("type", "int")
    strategy = w.str("strategy", "tensor")
    fmt_name = q.str("format", "")
    symmetric = w.bool("symmetric", True)
    group: int | None = None
    scale = 2.0
    if strategy == "group" or strategy == "tensor_group":
        group = w.int("group_size", lo=1)
    elif strategy == "block":
        block = w.list("block_structure") or [128, 128]
        if len(block) != 2 or any(
            isinstance(b, bool) or not isinstance(b, int) or b <= 0 for b in block
        ):
            raise w.error("block_structure", "expected two positive integers")
        group = block[0] * block[1]
        scale = 4.0
    if "nvfp4" in fmt_name or (kind == "float" and bits == 4):
        scale = 1.0  # fp8 e4m3 scale per 16-group
    per = _group_bytes(bits, group, scale, not symmetric)
    skipped = _skipped(q.list("ignore") or [], notes, q.name("ignore"))
    skipped.add(ModuleKind.LM_HEAD)
    quantized = set(DEFAULT_QUANTIZED) - skipped
    label = f"compressed-tensors {kind}{bits} {strategy}" + (f" {group}" if group else "")
    return Quantization(
        method="compressed-tensors",
        label=label,
        weight_format=_near(bits, kind == "float"),
        bits=bits,
        bytes_per_weight=per,
        quantized=tuple(k for k in ModuleKind if k in quantized),
        kv_cache=_kv_cache(q),
    )
