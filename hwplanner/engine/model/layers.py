"""A model's layers as lists of weight matrices (`Matrix`) plus vectors: the one description that
parameter counting, LoRA adapter sizes, quantization and optimizer-state shapes all read."""

from __future__ import annotations

from dataclasses import dataclass

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.model.model_parts import RecurrentKind, VisionMlp, VisionSpec
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec


@dataclass(frozen=True, slots=True)
class Matrix:
    """`count` weight matrices of shape fan_in × fan_out in one layer (experts: one per expert)."""

    name: str
    lora_key: str  # the LoRA target name that selects it ("" = never a LoRA target)
    fan_in: int
    fan_out: int
    count: int = 1
    bias: bool = False
    expert: bool = False  # a routed expert: only experts_per_token of `count` run per token
    # whole on every tensor-parallel GPU instead of split (MLA's latent down-projections and a
    # sparse-attention indexer: vLLM's and SGLang's ReplicatedLinear, Megatron-Core's TELinear
    # with parallel_mode "duplicated")
    replicated: bool = False

    @property
    def weights(self) -> int:
        return self.fan_in * self.fan_out * self.count

    @property
    def biases(self) -> int:
        return self.fan_out * self.count if self.bias else 0

    @property
    def mixes(self) -> bool:
        """Token mixing: attention's projections (a sparse-attention indexer's among them) or
        a hybrid's recurrent mixer."""
        return self.lora_key in ("q", "k", "v", "o") or self.name.startswith(("mixer_", "index_"))


@dataclass(frozen=True, slots=True)
class LayerShape:
    matrices: tuple[Matrix, ...]
    vectors: int  # norm weights/biases, attention sinks: kept in 16 bits or better, never LoRA'd

    @property
    def params(self) -> int:
        return sum(m.weights + m.biases for m in self.matrices) + self.vectors


def norm_params(spec: ModelSpec, width: int) -> int:
    return width * spec.norm.params_per_element


def _self_attention(spec: ModelSpec, prefix: str = "") -> tuple[Matrix, ...]:
    d = spec.hidden_size
    q_out = spec.q_dim * (2 if spec.attention_gate and not prefix else 1)  # + its output gate
    return (
        Matrix(prefix + "q", "q", d, q_out, bias=spec.qkv_bias),
        Matrix(prefix + "k", "k", d, spec.kv_dim, bias=spec.qkv_bias),
        Matrix(prefix + "v", "v", d, spec.kv_dim, bias=spec.qkv_bias),
        Matrix(prefix + "o", "o", spec.attn_out_dim, d, bias=spec.o_bias),
    )


def _gemma4_attention(spec: ModelSpec, full: bool, shared: bool) -> tuple[Matrix, ...]:
    """A Gemma 4 attention layer (transformers@0246b4f models/gemma4/modeling_gemma4.py,
    Gemma4TextAttention): a full-attention layer ('g') at its own head size and key/value
    heads, without a value projection where the keys serve as values; a key/value-sharing layer
    ('s', 'h') with no key or value projection at all ("layers sharing kv states don't need any
    weight matrices")."""
    d = spec.hidden_size
    q, kv = (spec.global_q_dim, spec.global_kv_dim) if full else (spec.q_dim, spec.kv_dim)
    keys: tuple[Matrix, ...] = ()
    if not shared:
        keys = (Matrix("k", "k", d, kv, bias=spec.qkv_bias),)
        if not (full and spec.global_k_eq_v):
            keys += (Matrix("v", "v", d, kv, bias=spec.qkv_bias),)
    return (
        Matrix("q", "q", d, q, bias=spec.qkv_bias),
        *keys,
        Matrix("o", "o", q, d, bias=spec.o_bias),
    )


def attention_matrices(
    spec: ModelSpec, full: bool = False, shared: bool = False
) -> tuple[Matrix, ...]:
    """One attention layer's matrices (`full`: a full-attention layer of its own geometry;
    `shared`: a layer that reads an earlier layer's key/value cache)."""
    d = spec.hidden_size
    if full or shared:
        return _gemma4_attention(spec, full, shared)
    if spec.is_mla:
        assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
        assert spec.v_head_dim is not None and spec.qk_nope_head_dim is not None
        heads = spec.num_attention_heads
        kv_up = heads * (spec.qk_nope_head_dim + spec.v_head_dim)
        q: tuple[Matrix, ...]
        if spec.q_lora_rank:
            q = (
                Matrix("q_a", "q", d, spec.q_lora_rank, replicated=True),
                Matrix("q_b", "q", spec.q_lora_rank, spec.q_dim),
            )
        else:
            q = (Matrix("q", "q", d, spec.q_dim),)
        return (
            *q,
            Matrix("kv_a", "k", d, spec.kv_lora_rank + spec.qk_rope_head_dim, replicated=True),
            Matrix("kv_b", "v", spec.kv_lora_rank, kv_up),
            Matrix("o", "o", spec.attn_out_dim, d, bias=spec.o_bias),
            *indexer_matrices(spec),
        )
    return _self_attention(spec)


def indexer_matrices(spec: ModelSpec) -> tuple[Matrix, ...]:
    """A sparse-attention layer's lightning indexer (deepseek-ai/DeepSeek-V3.2-Exp@6d8cb70
    inference/model.py, Indexer): its queries from the query latent (wq_b), one key (wk) and a
    weight per head (weights_proj) from the layer's input; never a LoRA target (PEFT targets
    name the attention's own projections)."""
    if spec.index_n_heads is None or spec.index_head_dim is None or spec.q_lora_rank is None:
        return ()
    d = spec.hidden_size
    heads = spec.index_n_heads * spec.index_head_dim
    return (
        Matrix("index_q", "", spec.q_lora_rank, heads, replicated=True),
        Matrix("index_k", "", d, spec.index_head_dim, replicated=True),
        Matrix("index_w", "", d, spec.index_n_heads, replicated=True),
    )


def indexer_key_norm(spec: ModelSpec) -> int:
    """The lightning indexer key's LayerNorm (weight and bias), 0 without an indexer."""
    return 2 * (spec.index_head_dim or 0)


def _attention_vectors(spec: ModelSpec, full: bool = False, shared: bool = False) -> int:
    n = 0
    if spec.qk_norm_full:
        n += (spec.q_dim + spec.kv_dim) * spec.norm.params_per_element
    elif spec.qk_norm:
        head = spec.global_head_size if full else spec.head_size
        n += (1 if shared else 2) * head * spec.norm.params_per_element  # no k_norm if shared
    if spec.attention_sinks:
        n += spec.num_attention_heads
    if spec.is_mla:
        assert spec.kv_lora_rank is not None
        n += spec.kv_lora_rank + (spec.q_lora_rank or 0)  # latent RMSNorms
    n += indexer_key_norm(spec)
    return n


def mlp_matrices(
    spec: ModelSpec, width: int, *, prefix: str = "", count: int = 1, expert: bool = False
) -> tuple[Matrix, ...]:
    """An MLP's matrices; routed experts read and write the width they are dispatched at
    (ModelSpec.routed_width: a latent width where the experts compute in one)."""
    d = spec.routed_width if expert else spec.hidden_size
    bias = spec.expert_bias if expert else spec.mlp_bias
    key = "experts" if expert else ""
    if spec.mlp is MlpKind.GATED:
        return (
            Matrix(prefix + "gate", key or "gate", d, width, count, bias, expert),
            Matrix(prefix + "up", key or "up", d, width, count, bias, expert),
            Matrix(prefix + "down", key or "down", width, d, count, bias, expert),
        )
    return (
        Matrix(prefix + "up", key or "up", d, width, count, bias, expert),
        Matrix(prefix + "down", key or "down", width, d, count, bias, expert),
    )


def recurrent_matrices(spec: ModelSpec) -> tuple[Matrix, ...]:
    """A recurrent layer's token mixer: input projection(s), the depthwise causal convolution
    (one kernel per channel) and the output projection (Hugging Face Mamba2Mixer /
    Qwen3NextGatedDeltaNet; MiniMax's Lightning Attention: q, k, v and the output gate, no
    convolution); Mamba also projects the convolved x to its time step, B and C
    (x_proj) and the time step back to every channel (dt_proj, with a bias: Hugging Face
    JambaMambaMixer / MambaMixer). Never LoRA targets here."""
    r = spec.recurrent
    assert r is not None
    d = spec.hidden_size
    mixer = [Matrix("mixer_in", "", d, r.in_width, bias=r.proj_bias)]
    if r.conv_kernel:  # Lightning Attention has no convolution
        mixer.append(Matrix("mixer_conv", "", r.conv_kernel, r.conv_dim))
    if r.kind is RecurrentKind.MAMBA:
        mixer += [
            Matrix("mixer_x", "", r.value_dim, r.dt_width + 2 * r.key_dim),
            Matrix("mixer_dt", "", r.dt_width, r.value_dim, bias=True),
        ]
    mixer.append(Matrix("mixer_out", "", r.value_dim, d, bias=r.out_proj_bias))
    return tuple(mixer)


@per_object()
def layer_shape(
    spec: ModelSpec,
    moe: bool,
    encoder: bool = False,
    recurrent: bool = False,
    mlp: bool = True,
    full: bool = False,
    shared: bool = False,
    parallel: bool = False,
    mixer: bool = True,
) -> LayerShape:
    """One layer's matrices and vectors. Decoder layers of an encoder–decoder model add a
    cross-attention block (q/k/v/o of the same widths) and its norm; a hybrid's recurrent
    layer has the recurrent mixer where the others have attention; a layer without MLP (a
    Nemotron-H mixer block) is its mixer and one norm; `full`: a full-attention layer of its
    own geometry (layer_kinds 'g'); `shared`: a layer reading an earlier layer's key/value
    cache ('s', 'h'), its MLP twice as wide under kv_shared_double_mlp; `parallel`: a recurrent
    layer with attention beside its mixer ('p', Falcon-H1: both read the same normed input);
    without a `mixer`, the layer is its MLP and one norm (Nemotron-NAS's 'm'). Per-layer
    embeddings add a gate into their width, a projection back and a norm to every layer."""
    norms = spec.norms_per_layer if mlp else 1
    if not mixer:
        matrices: list[Matrix] = []
        vectors = norm_params(spec, spec.hidden_size)
    elif recurrent:
        assert spec.recurrent is not None
        matrices = list(recurrent_matrices(spec))
        vectors = spec.recurrent.vectors + norms * norm_params(spec, spec.hidden_size)
        if parallel:
            matrices = list(attention_matrices(spec, full, shared)) + matrices
            vectors += _attention_vectors(spec, full, shared)
    else:
        matrices = list(attention_matrices(spec, full, shared))
        if spec.is_encoder_decoder and not encoder:
            matrices += _self_attention(spec, prefix="cross_")
            norms += 1
        vectors = _attention_vectors(spec, full, shared)
        vectors += norms * norm_params(spec, spec.hidden_size)
    if spec.per_layer_input_size:
        d, w = spec.hidden_size, spec.per_layer_input_size
        matrices += [Matrix("ple_gate", "", d, w), Matrix("ple_proj", "", w, d)]
        vectors += norm_params(spec, d)  # post_per_layer_input_norm
    if not mlp:
        return LayerShape(tuple(matrices), vectors)
    if moe:
        matrices.append(
            Matrix("router", "", spec.hidden_size, spec.num_experts, bias=spec.router_bias)
        )
        if spec.expert_latent_size:  # down to the latent width before dispatch, back after
            # whole on every tensor-parallel GPU: vLLM builds fc1/fc2_latent_proj as
            # ReplicatedLinear (github vllm-project/vllm model_executor/models/nemotron_h.py,
            # NemotronHMoE); biases as the MLP's (transformers, vLLM: bias=config.mlp_bias)
            d, latent, bias = spec.hidden_size, spec.expert_latent_size, spec.mlp_bias
            matrices += [
                Matrix("latent_down", "", d, latent, bias=bias, replicated=True),
                Matrix("latent_up", "", latent, d, bias=bias, replicated=True),
            ]
        matrices += mlp_matrices(
            spec, spec.expert_width, prefix="expert_", count=spec.num_experts, expert=True
        )
        if spec.num_shared_experts:
            matrices += mlp_matrices(spec, spec.shared_width, prefix="shared_")
            if spec.shared_expert_gate:
                matrices.append(Matrix("shared_expert_gate", "", spec.hidden_size, 1))
    else:
        wide = 2 if shared and spec.kv_shared_double_mlp else 1
        matrices += mlp_matrices(spec, spec.intermediate_size * wide)
    return LayerShape(tuple(matrices), vectors)


# (MoE, recurrent, has an MLP, full attention of its own geometry 'g'/'h', reads an earlier
# layer's key/value cache 's'/'h', attention beside the recurrent mixer 'p', has a token mixer:
# not an MLP alone 'm')
LayerKind = tuple[bool, bool, bool, bool, bool, bool, bool]


@per_object()
def layer_counts(spec: ModelSpec, layers: range | None = None) -> dict[LayerKind, int]:
    """{(MoE, recurrent, has an MLP, full attention of its own geometry): decoder layers of
    that kind}, from each layer's position; `layers`: only those positions (the last ones that
    alone train), else all. Remembered per model (callers read it, never change it)."""
    if layers is None and not spec.layer_kinds:
        return {
            (False, False, True, False, False, False, True): spec.num_dense_layers,
            (True, False, True, False, False, False, True): spec.num_moe_layers,
        }
    counts: dict[LayerKind, int] = {}
    # a layer's kind but its MoE flag follows its letter in layer_kinds alone (ModelSpec's
    # layer_is_* read the letter): each letter's is asked once, the MoE flag of every layer
    by_letter: dict[tuple[str, bool], LayerKind] = {}
    kinds = spec.layer_kinds
    for i in layers if layers is not None else range(spec.num_layers):
        letter = (kinds[i] if kinds else "", spec.layer_is_moe(i))
        key = by_letter.get(letter)
        if key is None:
            key = by_letter[letter] = layer_kind(spec, i)
        counts[key] = counts.get(key, 0) + 1
    return counts


def layer_kind(spec: ModelSpec, index: int) -> LayerKind:
    """The kind of decoder layer `index`, by its position (layer_counts' keys)."""
    return (
        spec.layer_is_moe(index),
        spec.layer_is_recurrent(index),
        spec.layer_has_mlp(index),
        spec.layer_is_global(index),
        spec.layer_shares_kv(index),
        spec.layer_is_parallel(index),
        spec.layer_has_mixer(index),
    )


def kind_shape(spec: ModelSpec, kind: LayerKind) -> LayerShape:
    """The shape of a layer of `kind` (layer_counts' keys)."""
    moe, recurrent, mlp, full, shared, parallel, mixer = kind
    return layer_shape(
        spec,
        moe,
        recurrent=recurrent,
        mlp=mlp,
        full=full,
        shared=shared,
        parallel=parallel,
        mixer=mixer,
    )


def layer_shape_at(spec: ModelSpec, index: int) -> LayerShape:
    """The shape of decoder layer `index`: MoE or dense, attention or the recurrent mixer, with
    or without an MLP, sliding or full attention of its own geometry, by its position."""
    return kind_shape(spec, layer_kind(spec, index))


def layer_groups(spec: ModelSpec) -> tuple[tuple[LayerShape, int], ...]:
    """(shape, how many layers) for every kind of layer the text stacks hold; layers that reuse
    an earlier layer's indexer choice (index_shared_layers) are taken from the largest group
    and hold no indexer (GLM-5.2's are all MoE layers)."""
    groups = []
    for kind, n in layer_counts(spec).items():
        if n:
            groups.append((kind_shape(spec, kind), n))
    if spec.index_shared_layers and groups:
        i = max(range(len(groups)), key=lambda j: groups[j][1])
        shape, n = groups[i]
        shared = min(spec.index_shared_layers, n)
        groups[i] = (shape, n - shared)
        groups.append((without_indexer(spec, shape), shared))
    if spec.encoder_layers:
        groups.append((layer_shape(spec, False, True), spec.encoder_layers))
    return tuple((shape, n) for shape, n in groups if n)


def without_indexer(spec: ModelSpec, shape: LayerShape) -> LayerShape:
    """`shape` without its lightning indexer: its matrices and its key's LayerNorm."""
    names = {m.name for m in indexer_matrices(spec)}
    matrices = tuple(m for m in shape.matrices if m.name not in names)
    return LayerShape(matrices, shape.vectors - indexer_key_norm(spec))


def vision_matrices(vision: VisionSpec) -> tuple[Matrix, ...]:
    """The vision encoder's layer matrices (× layers) and the projector: never LoRA targets
    here (PEFT recipes freeze the tower), kept in 16 bits by quantizers."""
    d, w, n = vision.hidden_size, vision.intermediate_size, vision.num_layers
    mats = [
        Matrix("vision_qkv", "", d, 3 * d, n, vision.qkv_bias),
        Matrix("vision_o", "", d, d, n, vision.o_bias),
    ]
    if vision.mlp is VisionMlp.GATED:
        mats.append(Matrix("vision_gate_up", "", d, 2 * w, n, vision.mlp_bias))
    else:
        mats.append(Matrix("vision_up", "", d, w, n, vision.mlp_bias))
    mats.append(Matrix("vision_down", "", w, d, n, vision.mlp_bias))
    mats += [Matrix("projector", "", i, o, 1, b) for i, o, b in vision.projector]
    return tuple(mats)
