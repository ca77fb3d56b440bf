"""The architecture of a transformer model, as far as memory and FLOPs need it."""

# No `from __future__ import annotations` in this module: pydantic would compile every
# field's annotation from its text as each model is built, a share of every command's
# start-up (forward references are quoted instead).
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator

from hwplanner.engine.core.limits import ID_MAX, NAME_MAX, NOTE_MAX, SHORT_TEXT_MAX, SOURCE_MAX
from hwplanner.engine.core.memo import per_object
from hwplanner.engine.core.message import Message, refused
from hwplanner.engine.model.model_parts import Quantization, RecurrentMixer, VisionSpec
from hwplanner.engine.plan.architectures import Hybrid, hybrid_of


class MlpKind(StrEnum):
    """Gated MLPs (SwiGLU/GeGLU) have three matrices per block; plain MLPs two."""

    GATED = "gated"
    PLAIN = "plain"


class NormKind(StrEnum):
    """Parameters per normalised element: RMSNorm and bias-free LayerNorm 1, LayerNorm 2
    (weight and bias), non-parametric LayerNorm (OLMo 1) none."""

    RMSNORM = "rmsnorm"
    LAYERNORM = "layernorm"
    LAYERNORM_NO_BIAS = "layernorm-nobias"
    NONPARAMETRIC = "nonparametric"

    @property
    def params_per_element(self) -> int:
        return _NORM_PARAMS[self.value]


_NORM_PARAMS = {"rmsnorm": 1, "layernorm": 2, "layernorm-nobias": 1, "nonparametric": 0}


class PositionKind(StrEnum):
    """How token positions enter attention. ALiBi and relative buckets add a bias to the scores
    (no parameters beyond `extra_params`); learned positions are a lookup table."""

    ROPE = "rope"
    ALIBI = "alibi"
    LEARNED = "learned"
    RELATIVE = "relative"
    NONE = "none"


class ModelSpec(BaseModel):
    """One model's architecture. Field names follow Hugging Face config.json where one exists.

    Sizes are counts of elements. Optional MoE and MLA groups are off when left at their defaults.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)

    id: str = Field(min_length=1, max_length=ID_MAX, description="catalog id, e.g. 'llama-3.1-8b'")
    name: str = Field(min_length=1, max_length=NAME_MAX)
    family: str = Field(default="", max_length=SHORT_TEXT_MAX)
    hf_repo: str = Field(default="", max_length=SHORT_TEXT_MAX)
    source: str = Field(default="", max_length=SOURCE_MAX)
    notes: str = Field(default="", max_length=NOTE_MAX)

    hidden_size: int = Field(gt=0, le=1_000_000)
    num_layers: int = Field(gt=0, le=10_000)
    num_attention_heads: int = Field(gt=0, le=100_000)
    num_kv_heads: int | None = Field(default=None, gt=0, le=100_000)
    head_dim: int | None = Field(default=None, gt=0, le=100_000)
    intermediate_size: int = Field(gt=0, le=10_000_000)
    vocab_size: int = Field(gt=0, le=100_000_000)
    tie_word_embeddings: bool = False
    max_position_embeddings: int | None = Field(default=None, gt=0, le=1_000_000_000)

    mlp: MlpKind = MlpKind.GATED
    mlp_bias: bool = False
    qkv_bias: bool = False
    o_bias: bool = False
    qk_norm: bool = False
    attention_sinks: bool = False
    norm: NormKind = NormKind.RMSNORM
    norms_per_layer: int = Field(default=2, ge=0, le=8)
    # The norms compute in the activations' 16-bit dtype (MPT's low_precision_layernorm: the
    # input cast down under autocast, torch's layer_norm kernel), keeping the 16-bit input and
    # an fp32 mean and rsigma per token for backward instead of an fp32 copy of the input.
    norm_low_precision: bool = False
    # q/k norm weights span the whole projection (OLMo 2, OLMoE, Cohere) instead of one head.
    qk_norm_full: bool = False
    final_norm: bool = True
    lm_head_bias: bool = False
    position: PositionKind = PositionKind.ROPE
    # Attention and MLP read the same input and add to the residual together (GPT-J, NeoX,
    # Falcon, Cohere): one norm (or two side by side) per layer.
    parallel_block: bool = False
    # The reference implementation materialises the s×s scores whatever the kernel requested
    # (ALiBi or relative-bias attention in Hugging Face BLOOM, MPT, T5).
    eager_attention: bool = False
    # Training applies dropout (attention probabilities and each sublayer's output), keeping a
    # mask per element for backward (BERT, T5, BART, GPT-2 configs with non-zero dropout).
    dropout: bool = False
    # Lookup rows of width hidden_size besides the vocabulary: learned positions, token types.
    extra_embedding_rows: int = Field(default=0, ge=0, le=100_000_000)
    # The token embedding's width where it is not hidden_size (OPT-350m's word_embed_proj_dim):
    # the lookup and the LM head, tied or not, are vocabulary × this width; project_in (this
    # width → hidden) follows the lookup and project_out (hidden → this width) feeds the head,
    # both without bias (transformers@0184d20 models/opt/modeling_opt.py OPTDecoder,
    # OPTForCausalLM). None, or hidden_size itself: no projections.
    word_embed_proj_dim: int | None = Field(default=None, gt=0, le=1_000_000)
    # Parameters the architecture has outside every other field (embedding norms, pooler,
    # relative-position buckets, gates), counted from the config by the importer.
    extra_params: int = Field(default=0, ge=0, le=10**12)

    # Encoder–decoder (T5, BART): an encoder stack of the same width; decoder layers (num_layers)
    # then carry cross-attention. Encoder-only models (BERT) set causal=False instead.
    encoder_layers: int = Field(default=0, ge=0, le=10_000)
    causal: bool = True
    # The output layer: None = a language-model head over the vocabulary; n = a classification
    # head of n labels on the pooled sequence (its weights in extra_params); 0 = no head.
    output_classes: int | None = Field(default=None, ge=0, le=1_000_000)
    # Multi-token-prediction layers stored in the checkpoint but not loaded for training or
    # plain serving (DeepSeek-V3, GLM-4.5); counted apart.
    mtp_layers: int = Field(default=0, ge=0, le=100)
    vision: VisionSpec | None = None
    quantization: Quantization | None = None

    # Mixture of experts. A layer is MoE when moe layers are on and the layer index is past the
    # leading dense layers and falls on the interleave step.
    num_experts: int = Field(default=0, ge=0, le=100_000)
    experts_per_token: int = Field(default=0, ge=0, le=100_000)
    expert_intermediate_size: int | None = Field(default=None, gt=0, le=10_000_000)
    num_shared_experts: int = Field(default=0, ge=0, le=1000)
    shared_expert_intermediate_size: int | None = Field(default=None, gt=0, le=10_000_000)
    shared_expert_gate: bool = False
    first_dense_layers: int = Field(default=0, ge=0, le=10_000)
    moe_layer_interval: int = Field(default=1, ge=1, le=10_000)
    router_bias: bool = False
    expert_bias: bool = False
    # Routed experts computing in a latent width: the layer projects each token's hidden state
    # down to it before dispatch and back up after combine (Nemotron 3 Super and Ultra,
    # moe_latent_size); the router and the shared expert read the full hidden state.
    expert_latent_size: int | None = Field(default=None, gt=0, le=1_000_000)

    # DeepSeek-style multi-head latent attention.
    q_lora_rank: int | None = Field(default=None, gt=0, le=1_000_000)
    kv_lora_rank: int | None = Field(default=None, gt=0, le=1_000_000)
    qk_rope_head_dim: int | None = Field(default=None, gt=0, le=100_000)
    qk_nope_head_dim: int | None = Field(default=None, gt=0, le=100_000)
    v_head_dim: int | None = Field(default=None, gt=0, le=100_000)
    # DeepSeek Sparse Attention (DeepSeek-V3.2; its MLA layers): a lightning indexer of
    # index_n_heads heads of index_head_dim scores every earlier token from the query latent,
    # and each query's attention reads only the index_topk best (deepseek-ai/DeepSeek-V3.2-Exp
    # inference/model.py, Indexer). None: every earlier token is attended.
    index_n_heads: int | None = Field(default=None, gt=0, le=100_000)
    index_head_dim: int | None = Field(default=None, gt=0, le=100_000)
    index_topk: int | None = Field(default=None, gt=0, le=1_000_000_000)
    # layers that reuse an earlier layer's indexer choice (GLM-5.2's IndexCache): no indexer and
    # no indexer key cache of their own
    index_shared_layers: int = Field(default=0, ge=0, le=10_000)

    # Hybrid models: layers whose token mixer is recurrent (a fixed state per sequence, no KV
    # cache) instead of attention, by position: "a" attention, "r" the `recurrent` mixer; upper
    # case ("A", "R"): the layer is its mixer and its norm alone, no MLP (Nemotron-H's blocks);
    # "p": attention and the recurrent mixer side by side on the same normed input, their
    # outputs summed, then the MLP (Falcon-H1's parallel hybrid layers: a KV cache and a state);
    # empty: every layer attends (Qwen3-Next: three Gated DeltaNet layers, then one attention).
    recurrent: RecurrentMixer | None = None
    # "g": a full-attention layer of a model whose other attention layers slide over a window
    # and have another geometry (Gemma 4: global_head_dim, global_kv_heads, global_k_eq_v);
    # "s" and "h": a sliding ("a") and a full ("g") layer that reads the key/value cache of the
    # last earlier layer of its kind and has no key/value projections of its own (Gemma 4's E
    # models, num_kv_shared_layers); "m": a layer of the MLP and its norm alone, no token mixer
    # (Nemotron-NAS's blocks whose attention is a no-op)
    layer_kinds: str = Field(default="", max_length=10_000, pattern=r"^[arARgshpm]*$")
    # Each layer's MLP width where they differ (Nemotron-NAS's ffn_mult per block; 0: a layer
    # without MLP): intermediate_size is then their mean, which every sum over layers
    # (parameters, FLOPs, activations kept) takes; the widths themselves serve what one layer
    # holds at a time (widest_mlp) and what one pipeline stage holds (sharding.layer_weights).
    # Empty: every MLP is intermediate_size wide.
    layer_mlp_widths: tuple[int, ...] = Field(default=(), max_length=10_000)
    # Gated attention: q_proj also gives a sigmoid gate per output element (Qwen3-Next).
    attention_gate: bool = False

    # Local attention: how many layers attend only to the last `sliding_window` tokens.
    sliding_window: int | None = Field(default=None, gt=0, le=1_000_000_000)
    sliding_window_layers: int = Field(default=0, ge=0, le=10_000)
    # The full-attention layers' own geometry where it differs from the sliding ones' (Gemma 4,
    # layer_kinds "g"): their head size and key/value heads (None: the model's), and keys that
    # also serve as values (no value projection; the cache still holds both).
    global_head_dim: int | None = Field(default=None, gt=0, le=100_000)
    global_kv_heads: int | None = Field(default=None, gt=0, le=100_000)
    global_k_eq_v: bool = False
    # Key/value-sharing layers ("s", "h") have an MLP twice intermediate_size wide (Gemma 4
    # E2B's use_double_wide_mlp).
    kv_shared_double_mlp: bool = False
    # Per-layer embeddings (Gemma 4's E models): a second table of per_layer_vocab_size rows
    # gives every layer a per_layer_input_size-wide input, beside a projection of the hidden
    # state; each layer gates it in (hidden → width → hidden). 0: none.
    per_layer_input_size: int = Field(default=0, ge=0, le=1_000_000)
    per_layer_vocab_size: int | None = Field(default=None, gt=0, le=100_000_000)
    # An audio encoder and its projector (Gemma 4's E models): it runs over a request's audio,
    # not for every token.
    audio_params: int = Field(default=0, ge=0, le=10**11)

    official_total_params: float | None = Field(default=None, ge=1, le=1e16)
    official_active_params: float | None = Field(default=None, ge=1, le=1e16)

    def _check_counts(self) -> None:
        """Heads and experts: each refusal names its field (message.refused)."""
        kv = self.kv_heads
        if self.num_attention_heads % kv:
            raise ValueError(
                refused(
                    "num_kv_heads",
                    Message(
                        "{heads} attention heads must be a multiple of the {kv} key/value heads",
                        heads=self.num_attention_heads,
                        kv=kv,
                    ),
                )
            )
        if self.num_experts:
            if not 1 <= self.experts_per_token <= self.num_experts:
                raise ValueError(
                    refused(
                        "experts_per_token",
                        Message(
                            "{chosen} experts per token: allowed from 1 to the {experts} experts",
                            chosen=self.experts_per_token,
                            experts=self.num_experts,
                        ),
                    )
                )
            if self.first_dense_layers >= self.num_layers:
                raise ValueError(
                    refused(
                        "first_dense_layers",
                        Message(
                            "the {dense} dense layers before the experts must be fewer than the "
                            "{layers} layers",
                            dense=self.first_dense_layers,
                            layers=self.num_layers,
                        ),
                    )
                )
        elif self.experts_per_token or self.num_shared_experts or self.expert_latent_size:
            raise ValueError(
                refused(
                    "num_experts",
                    Message(
                        "experts per token, shared experts and a latent expert width need "
                        "routed experts (more than 0)"
                    ),
                )
            )

    @model_validator(mode="after")
    def _check(self) -> "ModelSpec":
        self._check_counts()
        mla = (self.kv_lora_rank, self.qk_rope_head_dim, self.qk_nope_head_dim, self.v_head_dim)
        if any(v is not None for v in mla) and any(v is None for v in mla):
            raise ValueError(
                "MLA needs kv_lora_rank, qk_rope_head_dim, qk_nope_head_dim and v_head_dim together"
            )
        dsa = (self.index_n_heads, self.index_head_dim, self.index_topk)
        if any(v is not None for v in dsa):
            if any(v is None for v in dsa):
                raise ValueError(
                    "sparse attention needs index_n_heads, index_head_dim and index_topk"
                )
            if self.sliding_window_layers:
                raise ValueError("sparse attention beside sliding-window layers is not modelled")
            if self.q_lora_rank is None or self.kv_lora_rank is None:
                raise ValueError(
                    "sparse attention (index_topk) is modelled on MLA (kv_lora_rank) with a "
                    "query latent (q_lora_rank): its indexer reads the query latent"
                )
            if self.index_shared_layers >= self.num_layers:
                raise ValueError("index_shared_layers: at least one layer runs its own indexer")
        elif self.index_shared_layers:
            raise ValueError("index_shared_layers needs sparse attention (index_topk)")
        if self.sliding_window_layers > self.num_layers:
            raise ValueError(
                refused(
                    "sliding_window_layers",
                    Message(
                        "the {sliding} sliding-window layers must not exceed the {layers} layers",
                        sliding=self.sliding_window_layers,
                        layers=self.num_layers,
                    ),
                )
            )
        if self.sliding_window_layers and self.sliding_window is None:
            raise ValueError("sliding_window_layers needs sliding_window")
        if self.encoder_layers and not self.causal:
            raise ValueError("encoder_layers: an encoder-only model (causal false) has no decoder")
        if self.layer_kinds and len(self.layer_kinds) != self.num_layers:
            raise ValueError(
                refused(
                    "layer_kinds",
                    Message(
                        "{letters} layer kinds for {layers} layers: one a layer",
                        letters=len(self.layer_kinds),
                        layers=self.num_layers,
                    ),
                )
            )
        widths = self.layer_mlp_widths
        if widths and (
            len(widths) != self.num_layers
            or any(not 0 <= w <= 10_000_000 for w in widths)
            or any((w > 0) != self.layer_has_mlp(i) for i, w in enumerate(widths))
        ):
            raise ValueError(
                "layer_mlp_widths: one width a layer, 0 exactly where the layer has no MLP"
            )
        if any(k in self.layer_kinds for k in "rRp") != (self.recurrent is not None):
            raise ValueError(
                "layer_kinds: recurrent layers ('r', 'p') and a recurrent mixer go together"
            )
        if self.layer_kinds and self.is_encoder_decoder:
            raise ValueError("layer_kinds: recurrent layers in an encoder–decoder are not modelled")
        glob = (self.global_head_dim, self.global_kv_heads)
        kinds = self.layer_kinds
        head = kinds.rstrip("sh")
        sharing = len(head) < len(kinds)
        if "s" in head or "h" in head:
            raise ValueError("layer_kinds: key/value-sharing layers ('s', 'h') come last")
        if ("s" in kinds and "a" not in head) or ("h" in kinds and "g" not in head):
            raise ValueError(
                "layer_kinds: a key/value-sharing layer needs an earlier layer of its kind"
            )
        if self.kv_shared_double_mlp and (not sharing or self.is_moe):
            raise ValueError(
                "kv_shared_double_mlp needs key/value-sharing layers ('s', 'h') and no experts"
            )
        if self.per_layer_vocab_size is not None and not self.per_layer_input_size:
            raise ValueError("per_layer_vocab_size needs per_layer_input_size")
        if self.has_global_geometry:
            if self.recurrent is not None or "A" in kinds or self.is_mla:
                raise ValueError(
                    "layer_kinds: full-attention layers of their own geometry ('g') go with "
                    "sliding-window attention layers ('a') only"
                )
            sliding = kinds.count("a") + kinds.count("s")
            if self.sliding_window is None or self.sliding_window_layers != sliding:
                raise ValueError(
                    "layer_kinds: 'g' layers need sliding_window, and sliding_window_layers "
                    "counting the sliding layers ('a', 's')"
                )
            if self.num_attention_heads % self.global_kv_count:
                raise ValueError(
                    refused(
                        "global_kv_heads",
                        Message(
                            "{heads} attention heads must be a multiple of the {kv} key/value "
                            "heads of the full-attention layers",
                            heads=self.num_attention_heads,
                            kv=self.global_kv_count,
                        ),
                    )
                )
        elif any(v is not None for v in glob) or self.global_k_eq_v or sharing:
            raise ValueError(
                "global_head_dim / global_kv_heads / global_k_eq_v and key/value-sharing "
                "layers need full-attention layers marked 'g' in layer_kinds"
            )
        return self

    # Derived sizes -------------------------------------------------------------------------

    @property
    def kv_heads(self) -> int:
        return self.num_kv_heads or self.num_attention_heads

    @property
    def head_size(self) -> int:
        return self.head_dim or self.hidden_size // self.num_attention_heads

    @property
    def is_mla(self) -> bool:
        return self.kv_lora_rank is not None

    @property
    def indexed_share(self) -> float:
        """Share of the layers that run their own lightning indexer (1 unless some reuse an
        earlier layer's choice: index_shared_layers)."""
        return 1.0 - self.index_shared_layers / self.num_layers

    @property
    def is_sparse_attention(self) -> bool:
        """DeepSeek Sparse Attention: each query attends at most index_topk earlier tokens."""
        return self.index_topk is not None

    def attended_tokens(self, context: float) -> float:
        """Keys one query's attention core meets in a full-attention layer when `context`
        tokens precede it: all of them, or under sparse attention the index_topk chosen."""
        return context if self.index_topk is None else min(context, self.index_topk)

    @property
    def is_moe(self) -> bool:
        return self.num_experts > 0

    @property
    def is_encoder_decoder(self) -> bool:
        return self.encoder_layers > 0

    @property
    def total_layers(self) -> int:
        """Transformer layers of every text stack (encoder and decoder)."""
        return self.num_layers + self.encoder_layers

    @property
    def attention_blocks(self) -> int:
        """Attention blocks a token's forward pass meets: one per attention layer (a hybrid's
        recurrent layers have none), plus cross-attention in every decoder layer of an
        encoder–decoder model."""
        cross = self.num_layers if self.is_encoder_decoder else 0
        return self.encoder_layers + self.attending_layers_in(0, self.num_layers) + cross

    @property
    def recurrent_layers(self) -> int:
        """Layers whose token mixer is the recurrent one."""
        return self.recurrent_layers_in(0, self.num_layers)

    @property
    def hybrid(self) -> Hybrid | None:
        """The hybrid architecture whose support by each framework plan/architectures.py
        lists: None for a model without recurrent layers (Granite 4.0's attention-only
        sizes share the hybrids' model_type) or of a family the table does not list."""
        return hybrid_of(self.family) if self.recurrent_layers else None

    def layer_is_recurrent(self, index: int) -> bool:
        """Whether layer `index` runs the recurrent mixer (alone, or beside attention: 'p')."""
        return bool(self.layer_kinds) and self.layer_kinds[index] in "rRp"

    def layer_is_parallel(self, index: int) -> bool:
        """Whether layer `index` runs attention and the recurrent mixer side by side ('p')."""
        return bool(self.layer_kinds) and self.layer_kinds[index] == "p"

    def layer_has_mlp(self, index: int) -> bool:
        """Whether layer `index` has an MLP after its mixer (Nemotron-H's lone mixer blocks
        have none)."""
        return not self.layer_kinds or self.layer_kinds[index] in "arpgshm"

    @property
    def widest_mlp(self) -> int | None:
        """The widest layer's MLP where the layers' widths differ (layer_mlp_widths), else
        None."""
        return max(self.layer_mlp_widths) if self.layer_mlp_widths else None

    @property
    def mlp_alone_layers(self) -> int:
        """Layers of an MLP and its norm alone, without a token mixer (Nemotron-NAS's 'm')."""
        return self.layer_kinds.count("m")

    @property
    def mixer_layers(self) -> int:
        """Layers with a token mixer, attention or recurrent (all but Nemotron-NAS's 'm')."""
        return self.num_layers - self.mlp_alone_layers

    @property
    def blocks(self) -> int:
        """The layers' blocks, a token mixer or an MLP each (two a layer unless a layer is its
        mixer alone, 'A'/'R', or its MLP alone, 'm'): what a tensor-parallel all-reduce
        follows."""
        kinds = self.layer_kinds
        alone = sum(kinds.count(k) for k in "ARm")
        return 2 * self.num_layers - alone

    def layer_has_mixer(self, index: int) -> bool:
        """Whether layer `index` has a token mixer, attention or recurrent (Nemotron-NAS's
        layers 'm' are their MLP alone)."""
        return not self.layer_kinds or self.layer_kinds[index] != "m"

    def layer_is_global(self, index: int) -> bool:
        """Whether layer `index` is a full-attention layer of its own geometry ('g', 'h')."""
        return bool(self.layer_kinds) and self.layer_kinds[index] in "gh"

    def layer_shares_kv(self, index: int) -> bool:
        """Whether layer `index` reads an earlier layer's key/value cache ('s', 'h')."""
        return bool(self.layer_kinds) and self.layer_kinds[index] in "sh"

    def kv_shared_layers_in(self, start: int, stop: int) -> int:
        """Key/value-sharing layers ('s', 'h') among decoder layers [start, stop)."""
        kinds = self.layer_kinds[start:stop]
        return kinds.count("s") + kinds.count("h")

    @property
    def has_global_geometry(self) -> bool:
        """Full-attention layers of their own geometry (layer_kinds 'g': Gemma 4)."""
        return "g" in self.layer_kinds

    @property
    def global_head_size(self) -> int:
        """Head size of the full-attention layers ('g'; the model's where not set)."""
        return self.global_head_dim or self.head_size

    @property
    def global_kv_count(self) -> int:
        """Key/value heads of the full-attention layers ('g'; the model's where not set)."""
        return self.global_kv_heads or self.kv_heads

    @property
    def global_q_dim(self) -> int:
        """Query (and attention output) width of a full-attention layer ('g')."""
        return self.num_attention_heads * self.global_head_size

    @property
    def global_kv_dim(self) -> int:
        """Key (and value) width of a full-attention layer ('g')."""
        return self.global_kv_count * self.global_head_size

    def attention_width(self, what: str) -> float:
        """The mean over attention layers of a per-layer width — "q" or "kv" — for sums over
        layers (activations, traffic): the one geometry's width, or with 'g' layers the mix of
        the sliding and the full layers'."""
        local = self.q_dim if what == "q" else self.kv_dim
        if not self.has_global_geometry:
            return local
        full = self.global_q_dim if what == "q" else self.global_kv_dim
        g = self.layer_kinds.count("g") + self.layer_kinds.count("h")
        return (local * (self.num_layers - g) + full * g) / self.num_layers

    def widest_width(self, what: str) -> int:
        """The widest layer's width — "q", "kv" or "mlp" — for what one layer holds at a time
        (a peak): a full-attention layer's own q or kv width where it is wider (Gemma 4), the
        doubled MLP of key/value-sharing layers (E2B)."""
        if what == "mlp":
            if self.widest_mlp is not None:  # never below the mean (a custom model's edit)
                return max(self.widest_mlp, self.intermediate_size)
            return self.intermediate_size * (2 if self.kv_shared_double_mlp else 1)
        local = self.q_dim if what == "q" else self.kv_dim
        if not self.has_global_geometry:
            return local
        return max(local, self.global_q_dim if what == "q" else self.global_kv_dim)

    def recurrent_layers_in(self, start: int, stop: int) -> int:
        """Layers running the recurrent mixer (a state per sequence) among decoder layers
        [start, stop): 'r', 'R' and the parallel hybrid layers 'p'."""
        kinds = self.layer_kinds[start:stop]
        return kinds.count("r") + kinds.count("R") + kinds.count("p")

    def attending_layers_in(self, start: int, stop: int) -> int:
        """Layers with self-attention among decoder layers [start, stop): every layer but the
        recurrent-only ones ('r', 'R') and those of an MLP alone ('m'); a parallel hybrid
        layer ('p') attends too."""
        kinds = self.layer_kinds[start:stop]
        return max(stop - start, 0) - kinds.count("r") - kinds.count("R") - kinds.count("m")

    @property
    def image_tokens(self) -> int:
        """Tokens the images (and the video) of one sample add to its text sequence (the spec's
        default images, or the plan's once scenario/vision_inputs has fed them)."""
        v = self.vision
        if v is None:
            return 0
        return v.image_tokens * v.images_per_sample + v.video_groups * v.video_group_tokens

    @property
    def q_dim(self) -> int:
        """Width of the query projection output."""
        if self.is_mla:
            assert self.qk_nope_head_dim is not None and self.qk_rope_head_dim is not None
            return self.num_attention_heads * (self.qk_nope_head_dim + self.qk_rope_head_dim)
        return self.num_attention_heads * self.head_size

    @property
    def kv_dim(self) -> int:
        """Width of one of the key/value projections (MLA: the up-projected per-head keys)."""
        if self.is_mla:
            return self.q_dim
        return self.kv_heads * self.head_size

    @property
    def attn_out_dim(self) -> int:
        """Width of the attention output before o_proj."""
        if self.is_mla:
            assert self.v_head_dim is not None
            return self.num_attention_heads * self.v_head_dim
        return self.num_attention_heads * self.head_size

    @property
    def num_moe_layers(self) -> int:
        """Layers past the leading dense ones that fall on the interleave step (layer_is_moe),
        counted without visiting each layer unless some layers have no MLP (Nemotron-H)."""
        if not self.is_moe:
            return 0
        if "A" in self.layer_kinds or "R" in self.layer_kinds:
            return sum(1 for i in range(self.num_layers) if self.layer_is_moe(i))
        return max(self.num_layers - self.first_dense_layers, 0) // self.moe_layer_interval

    @property
    def num_dense_layers(self) -> int:
        return self.num_layers - self.num_moe_layers

    def layer_is_moe(self, index: int) -> bool:
        """Whether layer `index` routes its MLP to experts: past the leading dense layers, on
        the interleave step, and with an MLP at all (a lone mixer block has none)."""
        if not self.is_moe or index < self.first_dense_layers or not self.layer_has_mlp(index):
            return False
        return (index - self.first_dense_layers + 1) % self.moe_layer_interval == 0

    @property
    def embed_width(self) -> int:
        """Width of the token embedding and of what the output head reads (the LM head, a
        classifier's score): word_embed_proj_dim where set, else the hidden size."""
        return self.word_embed_proj_dim or self.hidden_size

    @property
    def embed_projection_params(self) -> int:
        """project_in and project_out, hidden × embedding width each, where the embedding width
        differs from the hidden size (OPT-350m); 0 otherwise."""
        width = self.embed_width
        return 0 if width == self.hidden_size else 2 * width * self.hidden_size

    @property
    def has_lm_head(self) -> bool:
        """Logits over the vocabulary end the model (not a classification head or none)."""
        return self.output_classes is None

    @property
    def ties_lm_head(self) -> bool:
        """The LM head is the input embedding (tied): a classifier's head is its own."""
        return self.has_lm_head and self.tie_word_embeddings

    @property
    def untied_lm_head(self) -> bool:
        """An LM head of its own, beside the input embedding."""
        return self.has_lm_head and not self.tie_word_embeddings

    @property
    def expert_width(self) -> int:
        return self.expert_intermediate_size or self.intermediate_size

    @property
    def routed_width(self) -> int:
        """Width of a token's vector as dispatched to its routed experts: the latent width
        where the experts compute in one (expert_latent_size), else the hidden size."""
        return self.expert_latent_size or self.hidden_size

    @property
    def shared_width(self) -> int:
        """Total intermediate width of the shared expert(s)."""
        if not self.num_shared_experts:
            return 0
        if self.shared_expert_intermediate_size is not None:
            return self.shared_expert_intermediate_size
        return self.num_shared_experts * self.expert_width

    @property
    def kv_cache_elements_per_token_per_layer(self) -> int:
        """Elements one token leaves in the KV cache of one attention layer (with 'g' layers:
        a sliding one; global_kv_cache_elements for the full ones)."""
        if self.is_mla:
            assert self.kv_lora_rank is not None and self.qk_rope_head_dim is not None
            return self.kv_lora_rank + self.qk_rope_head_dim
        return 2 * self.kv_heads * self.head_size

    @property
    def global_kv_cache_elements(self) -> int:
        """Elements one token leaves in the KV cache of one full-attention layer: its keys and
        values (keys that serve as values are still cached twice: vLLM loads the key weights
        into both slots, github vllm-project/vllm@001cabc models/gemma4.py)."""
        if not self.has_global_geometry:
            return self.kv_cache_elements_per_token_per_layer
        return 2 * self.global_kv_dim


def at_mlp_width(spec: ModelSpec, width: int) -> ModelSpec:
    """`spec` with every MLP `width` wide (a layer's or a stage's own where the layers' widths
    differ, layer_mlp_widths), for what is worked out one layer at a time."""
    return spec.model_copy(update={"intermediate_size": width, "layer_mlp_widths": ()})


def global_view(spec: ModelSpec) -> ModelSpec:
    """`spec` with its full-attention layers' geometry ('g': head size, key/value heads) as
    every layer's, for what is worked out one layer at a time (a full layer's activations);
    `spec` itself without 'g' layers."""
    return layer_view(spec, True, False)


@per_object()
def layer_view(spec: ModelSpec, full: bool, shared: bool) -> ModelSpec:
    """`spec` with the geometry of one kind of its layers as every layer's — a full-attention
    layer's head size and key/value heads (`full`), a key/value-sharing layer's MLP width
    (`shared`, twice as wide under kv_shared_double_mlp) — for what is worked out one layer at
    a time; `spec` itself where nothing differs."""
    wide = shared and spec.kv_shared_double_mlp
    if not spec.has_global_geometry or not (full or wide):
        return spec
    update: dict[str, object] = {
        "layer_kinds": "",
        "global_head_dim": None,
        "global_kv_heads": None,
        "global_k_eq_v": False,
        "kv_shared_double_mlp": False,
    }
    if full:
        update |= {"head_dim": spec.global_head_size, "num_kv_heads": spec.global_kv_count}
    if wide:
        update["intermediate_size"] = 2 * spec.intermediate_size
    return spec.model_copy(update=update)
