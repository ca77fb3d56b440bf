"""Exact parameter counts from the architecture: total, active per token, and per module.

Each transformer layer is described as a list of weight matrices (`Matrix`) plus vectors (norms,
biases, sinks). Counting, LoRA adapter sizes, quantization and optimizer-state shapes all read the
same description, so they can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.model.layers import (
    LayerShape,
    Matrix,
    attention_matrices,
    indexer_key_norm,
    indexer_matrices,
    kind_shape,
    layer_counts,
    layer_groups,
    layer_shape,
    layer_shape_at,
    mlp_matrices,
    norm_params,
    vision_matrices,
)
from hwplanner.engine.model.model_parts import ModuleKind, VisionSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.fields import adapted_layers
from hwplanner.engine.plan.formats import kbit_trainables_bf16
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.plan import Method, Plan, Precision

__all__ = [
    "LayerShape",
    "Matrix",
    "ParamCounts",
    "attention_matrices",
    "count_params",
    "embedding_copies",
    "kind_shape",
    "layer_counts",
    "layer_groups",
    "layer_shape",
    "layer_shape_at",
    "lora_params",
    "matrix_shapes",
    "mlp_matrices",
    "mtp_expert_params",
    "mtp_params",
    "params_by_kind",
    "quantizable_params",
    "trainable_params",
    "vision_matrices",
    "vision_params",
]


# ParamCounts fields as_dict lists only where the model has them
OPTIONAL_PARTS = (
    "lookup",
    "extra",
    "vision",
    "audio",
    "per_layer_table",
    "per_layer_proj",
    "embed_projections",
)


@dataclass(frozen=True, slots=True)
class ParamCounts:
    """Parameter counts by module (elements, not bytes)."""

    total: int
    active: int  # per token: every shared module plus experts_per_token routed experts
    embedding: int
    lm_head: int  # 0 when tied to the embedding (its bias, if any, included)
    attention: int
    mlp: int  # dense-layer MLPs and shared experts
    experts: int  # routed experts, all of them
    active_experts: int
    router: int
    norms: int  # norms, sinks and other vectors
    per_dense_layer: int
    per_moe_layer: int
    dense_layers: int
    moe_layers: int
    lookup: int = 0  # learned position / token-type tables (lookups, no matmul)
    extra: int = 0  # parameters outside the layers that no other field holds
    vision: int = 0  # vision tower and projector
    audio: int = 0  # audio tower and projector (run over a request's audio, not per token)
    # per-layer embeddings (Gemma 4's E models): their table (lookups) and the projection of
    # the hidden state into them with its norm; on the first pipeline stage, split like the
    # embedding
    per_layer_table: int = 0
    per_layer_proj: int = 0
    # project_in and project_out between an embedding narrower or wider than the hidden state
    # and the layers (OPT-350m's word_embed_proj_dim): matmuls outside the layers, like `extra`
    embed_projections: int = 0
    per_encoder_layer: int = 0
    encoder_layers: int = 0
    output_tied: bool = False  # the embedding is also the output projection
    # A hybrid's recurrent layers hold their mixer where per_dense_layer / per_moe_layer count
    # attention: Σ (recurrent layer − attention layer of the same MLP) over them
    recurrent_delta: int = 0
    # matrices whole on every tensor-parallel GPU (Matrix.replicated), over every layer
    replicated: int = 0

    @property
    def output_projection(self) -> int:
        """Weights of the output matmul over the vocabulary (0 for a classification head)."""
        return self.embedding if self.output_tied else self.lm_head

    @property
    def layers(self) -> int:
        return (
            self.per_dense_layer * self.dense_layers
            + self.per_moe_layer * self.moe_layers
            + self.per_encoder_layer * self.encoder_layers
            + self.recurrent_delta
        )

    @property
    def non_layer(self) -> int:
        return self.total - self.layers

    @property
    def active_compute(self) -> int:
        """Active parameters that take part in matrix multiplies for text tokens: the input
        embedding is a lookup (unless tied, when it is also the output projection), as are
        learned positions; a vision tower runs over image patches instead (time/compute.py)."""
        embedding = 0 if self.output_tied else self.embedding
        return (
            self.active - embedding - self.lookup - self.vision - self.audio - self.per_layer_table
        )

    def as_dict(self) -> dict[str, int]:
        out = {
            "total": self.total,
            "active": self.active,
            "embedding": self.embedding,
            "lm_head": self.lm_head,
            "attention": self.attention,
            "mlp": self.mlp,
            "experts": self.experts,
            "router": self.router,
            "norms": self.norms,
        }
        for key in OPTIONAL_PARTS:
            if getattr(self, key):
                out[key] = getattr(self, key)
        return out


@lru_cache(maxsize=256)
def vision_params(vision: VisionSpec) -> int:
    """Vision tower + projector parameters: layer matrices, two norms and extras per layer,
    the embedding block (patches, positions, class token, pre/post norms) and the projector."""
    mats = sum(m.weights + m.biases for m in vision_matrices(vision))
    per_layer = 2 * vision.norm_params_per_element * vision.hidden_size + vision.layer_extra_params
    return (
        mats
        + per_layer * vision.num_layers
        + vision.embedding_params
        + vision.projector_extra_params
    )


@per_object(4096)
def count_params(spec: ModelSpec) -> ParamCounts:
    """Parameter counts of `spec`, computed once per model object (an estimate asks a dozen
    times; hashing a ModelSpec for a cache lookup costs more than this identity check)."""
    return _count_params(spec)


@lru_cache(maxsize=512)
def _count_params(spec: ModelSpec) -> ParamCounts:
    """Count parameters exactly as the Hugging Face implementation allocates them.

    Embedding V·e, untied lm_head V·e (+ bias) at the embedding width e (the hidden size d, or
    OPT's word_embed_proj_dim with project_in and project_out, e·d each), learned position
    tables, the final norm, and per layer the attention projections (with biases, q/k norms,
    sinks, MLA latents, cross-attention in encoder–decoder decoders), the MLP or router +
    experts + shared experts, and the layer norms; the encoder stack; a vision tower and
    projector; and the importer's extra parameters.
    Multi-token-prediction layers are not loaded (see `mtp_params`).
    """
    d, v = spec.hidden_size, spec.vocab_size
    dense = layer_shape(spec, moe=False)
    moe = layer_shape(spec, moe=True) if spec.is_moe else dense
    encoder = layer_shape(spec, False, True) if spec.encoder_layers else dense
    n_moe = spec.num_moe_layers
    n_dense = spec.num_layers - n_moe
    n_enc = spec.encoder_layers

    def split(shape: LayerShape) -> tuple[int, int, int, int, int, int]:
        attn = mlp = experts = active_experts = router = 0
        for m in shape.matrices:
            n = m.weights + m.biases
            if m.mixes:
                attn += n  # token mixing: attention, or a hybrid's recurrent mixer
            elif m.expert:
                experts += n
                active_experts += n * spec.experts_per_token // m.count
            elif m.name in ("router", "shared_expert_gate"):
                router += n
            else:
                mlp += n
        return attn, mlp, experts, active_experts, router, shape.vectors

    a_d, m_d, _, _, _, vec_d = split(dense)
    a_m, m_m, e_m, ae_m, r_m, vec_m = split(moe) if n_moe else (0, 0, 0, 0, 0, 0)
    a_e, m_e, _, _, _, vec_e = split(encoder) if n_enc else (0, 0, 0, 0, 0, 0)
    embedding = v * spec.embed_width
    lm_head = v * spec.embed_width if spec.untied_lm_head else 0
    if spec.lm_head_bias and spec.has_lm_head:
        lm_head += v
    lookup = spec.extra_embedding_rows * d
    # per-layer embeddings: their table (lookups), the projection of the hidden state into them
    # and its norm
    ple = spec.per_layer_input_size * spec.num_layers
    per_layer_table = (spec.per_layer_vocab_size or v) * ple
    per_layer_proj = d * ple + (norm_params(spec, spec.per_layer_input_size) if ple else 0)
    final_norm = norm_params(spec, d) if spec.final_norm else 0
    attention = a_d * n_dense + a_m * n_moe + a_e * n_enc
    mlp = m_d * n_dense + m_m * n_moe + m_e * n_enc
    experts = e_m * n_moe
    active_experts = ae_m * n_moe
    router = r_m * n_moe
    norms = vec_d * n_dense + vec_m * n_moe + vec_e * n_enc + final_norm
    # a hybrid's layers unlike the plain ones counted above: the recurrent mixer (and its
    # vectors) in place of attention or beside it ('p'), mixer blocks without an MLP, MLPs
    # without a mixer ('m'), and full-attention layers of their own geometry ('g')
    recurrent_delta = 0
    for kind, n in layer_counts(spec).items():
        is_moe, recurrent, has_mlp, full, shared, _parallel, mixer = kind
        if (not recurrent and has_mlp and not full and not shared and mixer) or not n:
            continue
        shape = kind_shape(spec, kind)
        plain = moe if is_moe else dense
        a_r, m_r, e_r, ae_r, r_r, vec_r = split(shape)
        a_x, m_x, e_x, ae_x, r_x, vec_x = split(plain)
        attention += (a_r - a_x) * n
        mlp += (m_r - m_x) * n
        experts += (e_r - e_x) * n
        active_experts += (ae_r - ae_x) * n
        router += (r_r - r_x) * n
        norms += (vec_r - vec_x) * n
        recurrent_delta += (shape.params - plain.params) * n
    # layers reusing an earlier layer's indexer choice hold no indexer (GLM-5.2's IndexCache;
    # layer_groups takes them from the largest group)
    unindexed = spec.index_shared_layers
    indexer = sum(m.weights + m.biases for m in indexer_matrices(spec)) * unindexed
    key_norms = indexer_key_norm(spec) * unindexed
    attention -= indexer
    norms -= key_norms
    recurrent_delta -= indexer + key_norms  # the layers' own sum (ParamCounts.layers)
    vision = vision_params(spec.vision) if spec.vision is not None else 0
    extra = spec.extra_params
    total = (
        embedding + lm_head + lookup + attention + mlp + experts + router + norms + vision + extra
    )
    projections = spec.embed_projection_params
    total += spec.audio_params + per_layer_table + per_layer_proj + projections
    return ParamCounts(
        total=total,
        active=total - experts + active_experts,
        embedding=embedding,
        lm_head=lm_head,
        attention=attention,
        mlp=mlp,
        experts=experts,
        active_experts=active_experts,
        router=router,
        norms=norms,
        per_dense_layer=dense.params,
        per_moe_layer=moe.params if n_moe else 0,
        dense_layers=n_dense,
        moe_layers=n_moe,
        lookup=lookup,
        extra=extra,
        vision=vision,
        audio=spec.audio_params,
        per_layer_table=per_layer_table,
        per_layer_proj=per_layer_proj,
        embed_projections=projections,
        per_encoder_layer=encoder.params if n_enc else 0,
        encoder_layers=n_enc,
        output_tied=spec.ties_lm_head,
        recurrent_delta=recurrent_delta,
        replicated=sum(
            n * sum(m.weights + m.biases for m in shape.matrices if m.replicated)
            for shape, n in layer_groups(spec)
        ),
    )


# Families whose MTP layers use the model's embedding and output head (no copies stored)
SHARED_HEAD_MTP = frozenset(
    {"mimo", "qwen3_next", "qwen3_5_text", "qwen3_5_moe_text", "nemotron_h"}
)


def mtp_params(spec: ModelSpec, *, copies: bool = True) -> int:
    """Parameters of the multi-token-prediction layers a checkpoint stores beside the model:
    each a full (MoE) layer, two input norms, a 2d→d projection, a final norm and its own copies
    of the embedding and output head (the DeepSeek-V3 checkpoint layout; MiMo's mtp_layers
    share the model's embedding and head, so they hold no copies). `copies=False`: what a
    server loads to speculate with them, sharing the target's embedding and head (SGLang's
    NextN set_embed_and_head, vLLM's MTP proposers)."""
    if not spec.mtp_layers:
        return 0
    d = spec.hidden_size
    shape = layer_shape(spec, spec.is_moe)
    table = spec.vocab_size * spec.embed_width  # an embedding, or an output head
    stored = 2 * table if copies and spec.family not in SHARED_HEAD_MTP else 0
    return spec.mtp_layers * (shape.params + 3 * norm_params(spec, d) + 2 * d * d + stored)


def mtp_expert_params(spec: ModelSpec) -> int:
    """Routed-expert parameters among the MTP layers' (each an MoE layer of the model's)."""
    if not spec.mtp_layers or not spec.is_moe:
        return 0
    shape = layer_shape(spec, True)
    return spec.mtp_layers * sum(m.weights + m.biases for m in shape.matrices if m.expert)


@per_object()
def lora_params(
    spec: ModelSpec,
    rank: int,
    targets: tuple[str, ...],
    *,
    fused_experts: bool = False,
    layers: int | None = None,
) -> int:
    """LoRA adapter parameters: rank·(fan_in + fan_out) for every targeted matrix.

    Targets name projections (q, k, v, o, gate, up, down); "experts" adds one adapter per routed
    expert matrix (PEFT target_parameters on fused expert weights count the same), "lm_head" the
    output projection. Routers are never adapted. With `fused_experts` (PEFT on transformers'
    fused expert tensors) gate and up share one adapter of rank 2r on the fused gate_up matrix.
    Encoder layers and cross-attention count like any layer (PEFT matches module names).
    `layers`: adapters only on the last that many decoder layers (None: every layer).
    """
    wanted = set(targets)
    total = 0
    for shape, n_layers in _adapted_groups(spec, layers):
        for m in shape.matrices:
            if not _targeted(m, wanted):
                continue
            if fused_experts and m.expert and m.name == "expert_gate":
                # one rank-2r adapter on the fused d × 2I gate_up matrix (up adds nothing)
                total += 2 * rank * (m.fan_in + 2 * m.fan_out) * m.count * n_layers
                continue
            if fused_experts and m.expert and m.name == "expert_up":
                continue
            total += rank * (m.fan_in + m.fan_out) * m.count * n_layers
    if "lm_head" in wanted:
        total += rank * (spec.embed_width + spec.vocab_size)
    return total


def adapted_modules(spec: ModelSpec, targets: tuple[str, ...], layers: int | None = None) -> int:
    """Modules that carry a LoRA adapter, each with its own small kernels: every targeted
    matrix of the adapted layers, as lora_params counts them, an expert tensor once per layer
    (PEFT's adapter on a fused expert weight runs as one module) and the output projection."""
    wanted = set(targets)
    total = sum(
        (1 if m.expert else m.count) * n_layers
        for shape, n_layers in _adapted_groups(spec, layers)
        for m in shape.matrices
        if _targeted(m, wanted)
    )
    return total + (1 if "lm_head" in wanted else 0)


def _targeted(m: Matrix, wanted: set[str]) -> bool:
    """A matrix LoRA targets adapt: by its target name, or a shared expert's by its MLP's."""
    if m.lora_key and m.lora_key in wanted:
        return True
    return m.name.startswith("shared_") and m.name[7:] in wanted


def _adapted_groups(spec: ModelSpec, layers: int | None) -> tuple[tuple[LayerShape, int], ...]:
    """(shape, how many) of the layers that get adapters: every layer, or the last `layers`
    decoder layers each by its own kind."""
    if layers is None or layers >= spec.num_layers + spec.encoder_layers:
        return layer_groups(spec)
    counts = layer_counts(
        spec, range(spec.num_layers - min(layers, spec.num_layers), spec.num_layers)
    )
    return tuple((kind_shape(spec, kind), n) for kind, n in counts.items())


@per_object()
def quantizable_params(spec: ModelSpec) -> int:
    """Weights of the linear layers inside the transformer blocks: what bitsandbytes/GPTQ/AWQ
    quantize. Embeddings, lm_head, norms, biases, routers, a recurrent mixer's convolution
    kernels and vision towers stay in 16 bits."""
    kept = ("router", "mixer_conv")
    return sum(
        n_layers * sum(m.weights for m in shape.matrices if m.name not in kept)
        for shape, n_layers in layer_groups(spec)
    )


@per_object()
def params_by_kind(spec: ModelSpec) -> dict[ModuleKind, int]:
    """Weight-matrix elements by the module groups quantization configs name (biases, norms and
    other vectors are not in any group: quantizers keep them in 16 bits)."""
    out = dict.fromkeys(ModuleKind, 0)
    for shape, n_layers in layer_groups(spec):
        for m in shape.matrices:
            if m.name == "mixer_conv":
                continue  # a depthwise convolution's kernels: quantizers leave them in 16 bits
            if m.mixes:
                kind = ModuleKind.ATTENTION  # token mixing (a hybrid's recurrent projections)
            elif m.expert:
                kind = ModuleKind.EXPERTS
            elif m.name in ("router", "shared_expert_gate"):
                kind = ModuleKind.ROUTER
            else:
                kind = ModuleKind.MLP
            out[kind] += m.weights * n_layers
    out[ModuleKind.EMBEDDING] = spec.vocab_size * spec.embed_width
    if spec.untied_lm_head:  # a classifier has none
        out[ModuleKind.LM_HEAD] = spec.vocab_size * spec.embed_width
    if spec.vision is not None:
        out[ModuleKind.VISION] = sum(m.weights for m in vision_matrices(spec.vision))
    return out


def matrix_shapes(spec: ModelSpec) -> list[tuple[int, int, int]]:
    """(fan_in, fan_out, how many) for every weight matrix of the model, embeddings included."""
    width = spec.embed_width
    shapes: list[tuple[int, int, int]] = [(spec.vocab_size, width, 1)]
    if spec.untied_lm_head:
        shapes.append((width, spec.vocab_size, 1))
    if spec.embed_projection_params:  # project_in and project_out
        shapes += [(width, spec.hidden_size, 1), (spec.hidden_size, width, 1)]
    for shape, n_layers in layer_groups(spec):
        shapes += [(m.fan_in, m.fan_out, m.count * n_layers) for m in shape.matrices]
    return shapes


def embedding_copies(spec: ModelSpec, plan: Plan) -> int:
    """Parameters of the trainable copies of the input embedding and the output layer that
    PEFT's modules_to_save adds beside the adapters (one of each, a tied model's too: PEFT
    wraps each module apart; a classifier's, the input embedding's alone); 0 without them."""
    if not (plan.method.is_peft and plan.train_embeddings):
        return 0
    copies = 2 if spec.has_lm_head else 1
    return copies * spec.vocab_size * spec.embed_width


def embedding_copy_bytes(plan: Plan, gpu: object = None) -> float:
    """Bytes per parameter of those copies: they keep the module's dtype (PEFT upcasts
    adapters, not modules_to_save), fp32 in an fp32 model or where k-bit preparation upcast
    the embeddings (HF QLoRA) unless the trainer casts what trains to bf16 (TRL), else
    16-bit."""
    if kbit_trainables_bf16(plan, gpu):
        return 2.0
    fp32 = plan.precision is Precision.FP32 or (
        plan.method is Method.QLORA and framework(plan.framework).qlora_fp32_extras
    )
    return 4.0 if fp32 else 2.0


def trainable_params(spec: ModelSpec, plan: Plan, counts: ParamCounts) -> int:
    """Parameters the optimizer updates, by method (with LoRA: the adapters, and the
    embedding and output-layer copies when they train)."""
    if plan.method in (Method.PRETRAIN, Method.FULL):
        # a frozen vision tower and projector (ms-swift, LLaMA-Factory defaults) do not train
        return counts.total - (counts.vision if plan.freeze_vision else 0)
    if plan.method is Method.FREEZE:
        n = min(plan.freeze_trainable_layers, spec.num_layers)
        tail = range(spec.num_layers - n, spec.num_layers)
        if spec.layer_kinds:  # a hybrid: each top layer by its own kind
            return sum(layer_shape_at(spec, i).params for i in tail)
        moe_in_tail = sum(1 for i in tail if spec.layer_is_moe(i))
        return moe_in_tail * counts.per_moe_layer + (n - moe_in_tail) * counts.per_dense_layer
    if plan.method.is_peft:
        prof = framework(plan.framework)
        return lora_params(
            spec,
            plan.lora_rank,
            plan.lora_targets,
            fused_experts=prof.fused_expert_lora,
            layers=adapted_layers(plan, spec),
        ) + embedding_copies(spec, plan)
    return 0
