"""How the weights that do not train (or are served) are stored: the plan's explicit format, else
the checkpoint's own quantization, else the plan's default for its method and precision."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.core.message import Joined, Listed, Message, Term
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gguf_mix import mix_bytes, planned_as_mix
from hwplanner.engine.model.model_parts import ModuleKind
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params, params_by_kind, quantizable_params
from hwplanner.engine.plan.formats import WEIGHT_BYTES, WEIGHT_FORMAT_NOTES, is_quantized
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Method, Plan, WeightFormat

MODULE_KINDS = {  # the groups of weights a quantization config names, as views show them
    ModuleKind.ATTENTION: N_("Module", "attention"),
    ModuleKind.MLP: N_("Module", "mlp"),
    ModuleKind.EXPERTS: N_("Module", "experts"),
    ModuleKind.ROUTER: N_("Module", "router"),
    ModuleKind.EMBEDDING: N_("Module", "embedding"),
    ModuleKind.LM_HEAD: N_("Module", "lm_head"),
    ModuleKind.VISION: N_("Module", "vision"),
}


@dataclass(frozen=True, slots=True)
class WeightStorage:
    format: WeightFormat  # the nearest engine format (compute dtype, comparisons)
    label: str  # what to show: "bf16", "AWQ int4, group 128", "GGUF Q4_K_M"
    bytes_per_param: float  # averaged over every parameter of the model
    source: str  # "plan" (explicit), "checkpoint" or "default"
    note: str


def _upcast(method: Method, framework_id: str) -> bool:
    """QLoRA through prepare_model_for_kbit_training keeps the non-quantized parameters in fp32."""
    return method is Method.QLORA and framework(framework_id).qlora_fp32_extras


def _from_format(
    spec: ModelSpec, method: Method, framework_id: str, fmt: WeightFormat, source: str
) -> WeightStorage:
    counts = count_params(spec)
    per = WEIGHT_BYTES[fmt]
    fw = framework(framework_id)
    head = spec.vocab_size * spec.embed_width
    # MLX's format quantizes lm_head (and the embedding) for serving too
    quantized_head = fw.quantizes_lm_head and (method is Method.QLORA or fw.quantizes_embedding)
    # a framework that keeps lm_head as its own parameter copies a tied embedding into it
    head_copy = head * (per if quantized_head else 2.0) if fw.untied_head else 0.0
    if not spec.tie_word_embeddings:
        head_copy = 0.0
    if not is_quantized(fmt):
        avg = per + head_copy / counts.total
        return WeightStorage(fmt, fmt.value, avg, source, WEIGHT_FORMAT_NOTES[fmt])
    if planned_as_mix(spec, fmt) and not _upcast(method, framework_id):
        # a GGUF file: llama-quantize's own mix, embeddings and output layer included
        total = mix_bytes(spec, fmt)
        return WeightStorage(fmt, fmt.value, total / counts.total, source, _gguf_note(fmt, total))
    q = quantizable_params(spec)
    extras_bytes = 4.0 if _upcast(method, framework_id) else 2.0
    if quantized_head and not spec.tie_word_embeddings:
        q += head  # lm_head quantized like the block layers
    if fw.quantizes_embedding:
        q += head  # the token embedding too (mlx_lm.convert quantizes nn.Embedding)
    avg = (q * per + (counts.total - q) * extras_bytes + head_copy) / counts.total
    if fw.quantizes_embedding:
        note = _mlx_note(q / counts.total, per, fmt)
    else:
        note = _quantized_note(q / counts.total, per, fmt, extras_bytes)
    return WeightStorage(fmt, fmt.value, avg, source, note)


@lru_cache(maxsize=64)
def _gguf_note(fmt: WeightFormat, total: float) -> str:
    return Message(
        "{gb:.3g} GB: every tensor as llama-quantize stores it for {name} ({storage}; token "
        "embedding at the default type, norms in F32)",
        gb=total / 1e9,
        name=fmt.value.upper(),
        storage=Term("Source", WEIGHT_FORMAT_NOTES[fmt]),
    )


@lru_cache(maxsize=64)
def _mlx_note(share: float, per: float, fmt: WeightFormat) -> str:
    return Message(
        "{share:.1%} of parameters (block linear layers, embedding and lm_head) at {per:.4g} B "
        "({storage}); norms and routers at 2 B",
        share=share,
        per=per,
        storage=Term("Source", WEIGHT_FORMAT_NOTES[fmt]),
    )


@lru_cache(maxsize=256)
def _quantized_note(share: float, per: float, fmt: WeightFormat, extras_bytes: float) -> str:
    return Message(
        "{share:.1%} of parameters (block linear layers) at {per:.4g} B ({storage}); "
        "embeddings, lm_head, norms and routers at {extras:g} B"
        if extras_bytes != 4.0
        else "{share:.1%} of parameters (block linear layers) at {per:.4g} B ({storage}); "
        "embeddings, lm_head, norms and routers at {extras:g} B "
        "(prepare_model_for_kbit_training upcasts them to fp32)",
        share=share,
        per=per,
        storage=Term("Source", WEIGHT_FORMAT_NOTES[fmt]),
        extras=extras_bytes,
    )


def _from_checkpoint(spec: ModelSpec, method: Method, framework_id: str) -> WeightStorage:
    counts = count_params(spec)
    q = spec.quantization
    assert q is not None
    kinds = params_by_kind(spec)
    quantized = min(sum(kinds[k] for k in q.quantized), counts.total)
    rest = counts.total - quantized
    if q.checkpoint_bytes is not None:
        total = q.checkpoint_bytes
        note: str = Message(
            "checkpoint {label}: {gb:.3g} GB summed from the checkpoint's tensor headers",
            label=q.label,
            gb=total / 1e9,
        )
    else:
        total = quantized * q.bytes_per_weight + rest * 2.0
        note = Message(
            "checkpoint {label}: {share:.1%} of parameters ({groups}) at {per:.4g} B, the rest "
            "at 2 B",
            label=q.label,
            share=quantized / counts.total,
            groups=Listed(*(Term("Module", MODULE_KINDS[k]) for k in q.quantized)),
            per=q.bytes_per_weight,
        )
    if _upcast(method, framework_id):
        total += rest * 2.0
        note = Joined(
            note, "non-quantized parameters upcast to fp32 (prepare_model_for_kbit_training)"
        )
    return WeightStorage(q.weight_format, q.label, total / counts.total, "checkpoint", note)


# Checkpoint formats trainers upcast before fine-tuning: MXFP4 (gpt-oss; LMSYS and NVIDIA,
# 2025-08-28: "most existing finetuning examples convert GPT-OSS to bf16", "the model must first
# be upcast to higher precision") and block FP8 (DeepSeek-V3/R1, Kimi K2: DeepSeek's
# inference/fp8_cast_bf16.py; transformers' FineGrainedFP8 is an inference path). Serving keeps
# them as stored; GPTQ/AWQ/bitsandbytes bases train as stored (PEFT adapters over them).
UPCAST_FOR_TRAINING = frozenset({"mxfp4", "fp8"})


def weight_storage(spec: ModelSpec, plan: Plan) -> WeightStorage:
    """The storage of frozen or served weights for this model and plan.

    The plan's explicit weight_format wins; else a pre-quantized checkpoint keeps its own
    storage (quantized modules at the checkpoint's bytes per weight, or the exact bytes its
    headers list); else the plan's default (bf16, fp32 for the fp32 recipe, NF4 for QLoRA).
    """
    return _storage(spec, plan.weight_format, plan.method, plan.framework, plan.frozen_format)


@per_object()
def _storage(
    spec: ModelSpec,
    chosen: WeightFormat | None,
    method: Method,
    framework_id: str,
    default_format: WeightFormat,
) -> WeightStorage:
    """weight_storage from the only plan fields it reads (remembered per model)."""
    if chosen is not None:
        return _from_format(spec, method, framework_id, chosen, "plan")
    q = spec.quantization
    if q is not None and not (method.is_training and q.method in UPCAST_FOR_TRAINING):
        return _from_checkpoint(spec, method, framework_id)
    default = _from_format(spec, method, framework_id, default_format, "default")
    if q is None:
        return default
    note = Message(
        "the {label} checkpoint is upcast for training; {note}", label=q.label, note=default.note
    )
    return WeightStorage(default.format, default.label, default.bytes_per_param, "default", note)


def format_storage(
    spec: ModelSpec, method: Method, framework_id: str, fmt: WeightFormat
) -> WeightStorage:
    """The storage of this model's weights in `fmt` as `method` under `framework_id` keeps
    them (a note quoting what the model would take in another format uses the same bytes as
    the estimate would)."""
    return _from_format(spec, method, framework_id, fmt, "plan")


def default_storage_label(spec: ModelSpec, plan: Plan) -> tuple[str, bool]:
    """What the weights are stored as when the plan names no format: (label, from the
    checkpoint) — shown on the unset choice of the weight-format control."""
    # unset: the framework's own default for the method (MLX QLoRA: mlx-q4), else the rule's
    profile = framework(plan.framework).plan_defaults(plan.method)
    unset = plan.model_copy(update={"weight_format": profile.get("weight_format")})
    storage = weight_storage(spec, unset)
    return storage.label, storage.source == "checkpoint"
