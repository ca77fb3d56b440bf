"""What a served model keeps beside its own weights: LoRA adapters resident for multi-LoRA
serving, a draft model or EAGLE head for speculative decoding, and their KV caches."""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.message import Joined
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import count_params, lora_params, mtp_params, quantizable_params
from hwplanner.engine.plan.enums import LORA_TARGET_PRESETS, Speculative, WeightFormat
from hwplanner.engine.plan.formats import WEIGHT_BYTES, is_quantized
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.expert_padding import EXPERT_PADDING_SOURCE, mxfp4_expert_padding
from hwplanner.engine.scenario.serving_config import (
    page_layout,
    sequence_kv_bytes,
    served_storage,
)

ADAPTER_BYTES = 2.0  # adapters are served in the model's 16-bit dtype (vLLM LoRA slots)
MTP_SOURCE = (
    "DeepSeek-V3 technical report §2.2 (MTP modules: a transformer block, two norms and a 2h × h "
    "projection, embedding and output head shared) and §5.4.3 (second-token acceptance "
    "85–90%); vLLM speculative method deepseek_mtp, SGLang NEXTN"
)
EAGLE_SOURCE = (
    "EAGLE (Li et al. 2024): one decoder layer on the target's features, an fc of 2·h × h, "
    "the target's embeddings and lm_head shared"
)


@dataclass(frozen=True, slots=True)
class ServedWeights:
    figure: Figure  # the weights component, bytes per GPU
    base_bytes: float
    adapter_bytes: float
    draft_bytes: float
    bytes_per_param: float


def bytes_per_param(spec: ModelSpec, fmt: WeightFormat) -> float:
    """Average stored bytes per parameter: a quantized format covers the block linear layers,
    embeddings, lm_head, norms and routers stay 16-bit."""
    if not is_quantized(fmt):
        return WEIGHT_BYTES[fmt]
    total = count_params(spec).total
    return stored_bytes(total, quantizable_params(spec), fmt) / total


def stored_bytes(params: float, linear: float, fmt: WeightFormat) -> float:
    """Bytes of `params` parameters stored in `fmt`: a quantized format covers the `linear`
    block linear layers among them, the rest stays 16-bit."""
    per = WEIGHT_BYTES[fmt]
    if not is_quantized(fmt):
        return params * per
    return linear * per + (params - linear) * 2.0


def adapter_params(spec: ModelSpec, plan: Plan) -> int:
    """Parameters of the resident adapters: lora_adapters × rank·(in + out) on every projection
    (vLLM allocates its LoRA slots for every supported linear layer at max_lora_rank)."""
    if plan.lora_adapters == 0:
        return 0
    per = lora_params(spec, plan.adapter_rank, LORA_TARGET_PRESETS["all"])
    return plan.lora_adapters * per


def eagle_params(spec: ModelSpec) -> int:
    """An EAGLE head: one decoder layer of the target plus its 2·h × h feature fc."""
    counts = count_params(spec)
    layer = counts.per_dense_layer if counts.dense_layers else counts.per_moe_layer
    return layer + 2 * spec.hidden_size * spec.hidden_size


def draft_weight_bytes(spec: ModelSpec, plan: Plan, draft: ModelSpec | None) -> float:
    """Bytes of the proposer's weights on one GPU (run with the target's tensor parallelism)."""
    if plan.speculative is Speculative.DRAFT and draft is not None:
        storage = served_storage(draft, plan)
        return count_params(draft).total * storage.bytes_per_param / plan.tp
    if plan.speculative is Speculative.EAGLE:
        return eagle_params(spec) * 2.0 / plan.tp
    if plan.speculative is Speculative.MTP:
        return mtp_params(spec, copies=False) * served_storage(spec, plan).bytes_per_param / plan.tp
    return 0.0


def served_weights(
    spec: ModelSpec, plan: Plan, fraction: float, draft: ModelSpec | None, gpu: GpuSpec
) -> ServedWeights:
    """The weights component of a serving GPU: its slice of the model in the served format
    (a vLLM replica's MXFP4 experts as padded for its kernels: expert_padding), its share of
    the resident adapters, and the speculative proposer."""
    counts = count_params(spec)
    storage = served_storage(spec, plan)
    bpp = storage.bytes_per_param
    base = counts.total * fraction * bpp
    padding = mxfp4_expert_padding(spec, plan, gpu)
    padded = 0.0 if padding is None else padding.extra_bytes(spec, fraction)
    base += padded
    adapters = adapter_params(spec, plan) * ADAPTER_BYTES * fraction
    proposer = draft_weight_bytes(spec, plan, draft)
    note = storage.note if padding is None else Joined(storage.note, EXPERT_PADDING_SOURCE)
    figure = Figure(
        "weights",
        "Weights",
        base + adapters + proposer,
        "bytes",
        "parameters on this GPU × bytes per parameter in the serving format + the engine's "
        "padding of its experts + resident LoRA adapters + the draft model, EAGLE head or MTP "
        "layers",
        (
            ("parameters on this GPU", round(counts.total * fraction)),
            ("bytes/param", round(bpp, 4)),
            ("format", storage.label),
            *(
                (
                    (N_("Input", "experts padded for the engine's kernels (×)"), padding.ratio),
                    (N_("Input", "padding bytes"), padded),
                )
                if padding is not None
                else ()
            ),
            ("adapters", adapters),
            ("draft / head", proposer),
        ),
        note,
    )
    return ServedWeights(figure, base, adapters, proposer, bpp)


def attention_layer(spec: ModelSpec) -> tuple[int, int]:
    """The span of one attention layer of the model (a hybrid's first, past its recurrent
    ones): what an EAGLE head or an MTP layer caches like."""
    kinds = spec.layer_kinds
    first = min((i for i, k in enumerate(kinds) if k in "aA"), default=0) if kinds else 0
    return first, first + 1


def extra_kv_bytes(spec: ModelSpec, plan: Plan, draft: ModelSpec | None, block: int) -> float:
    """KV cache of the proposer for the plan's sequences: the draft model's own layers, or the
    EAGLE head's one layer (MTP's layers); none apart for a hybrid paged in one pool, whose
    sequences' blocks hold the head's pages (page_layout)."""
    if plan.speculative is Speculative.DRAFT and draft is not None:
        per = sequence_kv_bytes(draft, plan, plan.context, (0, draft.total_layers), block)
    elif page_layout(spec, plan, (0, spec.total_layers)) is not None:
        return 0.0  # a hybrid in one block pool: the head's pages are the sequence's own
    elif plan.speculative is Speculative.EAGLE:
        # the head is one plain attention layer: no recurrent state beside its cache (a
        # model whose every layer is a parallel hybrid 'p' has no such layer to point at)
        per = sequence_kv_bytes(spec, plan, plan.context, attention_layer(spec), block, state=False)
    elif plan.speculative is Speculative.MTP:
        # each MTP layer is an attention layer of the model's
        span = attention_layer(spec)
        per = spec.mtp_layers * sequence_kv_bytes(
            spec, plan, plan.context, span, block, state=False
        )
    else:
        return 0.0
    return plan.batch * per
