"""Exact parameter counts from the architecture: total, active per token, and per module.

Each transformer layer is described as a list of weight matrices (`Matrix`) plus vectors (norms,
biases, sinks). Counting, LoRA adapter sizes, quantization and optimizer-state shapes all read the
same description, so they can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from hwplanner.engine.model_spec import MlpKind, ModelSpec, NormKind


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

    @property
    def weights(self) -> int:
        return self.fan_in * self.fan_out * self.count

    @property
    def biases(self) -> int:
        return self.fan_out * self.count if self.bias else 0


@dataclass(frozen=True, slots=True)
class LayerShape:
    matrices: tuple[Matrix, ...]
    vectors: int  # norm weights/biases, attention sinks: kept in 16 bits or better, never LoRA'd

    @property
    def params(self) -> int:
        return sum(m.weights + m.biases for m in self.matrices) + self.vectors


@dataclass(frozen=True, slots=True)
class ParamCounts:
    """Parameter counts by module (elements, not bytes)."""

    total: int
    active: int  # per token: every shared module plus experts_per_token routed experts
    embedding: int
    lm_head: int  # 0 when tied to the embedding
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

    @property
    def layers(self) -> int:
        return self.per_dense_layer * self.dense_layers + self.per_moe_layer * self.moe_layers

    @property
    def non_layer(self) -> int:
        return self.total - self.layers

    @property
    def active_compute(self) -> int:
        """Active parameters that take part in matrix multiplies: the input embedding is a lookup
        (unless tied, when it is also the output projection)."""
        return self.active - (self.embedding if self.lm_head else 0)

    def as_dict(self) -> dict[str, int]:
        return {
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


def _norm_params(spec: ModelSpec, width: int) -> int:
    return width * (2 if spec.norm is NormKind.LAYERNORM else 1)


def attention_matrices(spec: ModelSpec) -> tuple[Matrix, ...]:
    d = spec.hidden_size
    if spec.is_mla:
        assert spec.kv_lora_rank is not None and spec.qk_rope_head_dim is not None
        assert spec.v_head_dim is not None and spec.qk_nope_head_dim is not None
        heads = spec.num_attention_heads
        kv_up = heads * (spec.qk_nope_head_dim + spec.v_head_dim)
        q: tuple[Matrix, ...]
        if spec.q_lora_rank:
            q = (
                Matrix("q_a", "q", d, spec.q_lora_rank),
                Matrix("q_b", "q", spec.q_lora_rank, spec.q_dim),
            )
        else:
            q = (Matrix("q", "q", d, spec.q_dim),)
        return (
            *q,
            Matrix("kv_a", "k", d, spec.kv_lora_rank + spec.qk_rope_head_dim),
            Matrix("kv_b", "v", spec.kv_lora_rank, kv_up),
            Matrix("o", "o", spec.attn_out_dim, d, bias=spec.o_bias),
        )
    return (
        Matrix("q", "q", d, spec.q_dim, bias=spec.qkv_bias),
        Matrix("k", "k", d, spec.kv_dim, bias=spec.qkv_bias),
        Matrix("v", "v", d, spec.kv_dim, bias=spec.qkv_bias),
        Matrix("o", "o", spec.attn_out_dim, d, bias=spec.o_bias),
    )


def _attention_vectors(spec: ModelSpec) -> int:
    n = 0
    if spec.qk_norm:
        n += 2 * spec.head_size
    if spec.attention_sinks:
        n += spec.num_attention_heads
    if spec.is_mla:
        assert spec.kv_lora_rank is not None
        n += spec.kv_lora_rank + (spec.q_lora_rank or 0)  # latent RMSNorms
    return n


def mlp_matrices(
    spec: ModelSpec, width: int, *, prefix: str = "", count: int = 1, expert: bool = False
) -> tuple[Matrix, ...]:
    d = spec.hidden_size
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


@lru_cache(maxsize=1024)
def layer_shape(spec: ModelSpec, moe: bool) -> LayerShape:
    matrices = list(attention_matrices(spec))
    vectors = _attention_vectors(spec) + spec.norms_per_layer * _norm_params(spec, spec.hidden_size)
    if moe:
        matrices.append(
            Matrix("router", "", spec.hidden_size, spec.num_experts, bias=spec.router_bias)
        )
        matrices += mlp_matrices(
            spec, spec.expert_width, prefix="expert_", count=spec.num_experts, expert=True
        )
        if spec.num_shared_experts:
            matrices += mlp_matrices(spec, spec.shared_width, prefix="shared_")
            if spec.shared_expert_gate:
                matrices.append(Matrix("shared_gate", "", spec.hidden_size, 1))
    else:
        matrices += mlp_matrices(spec, spec.intermediate_size)
    return LayerShape(tuple(matrices), vectors)


_COUNTED: dict[int, tuple[ModelSpec, ParamCounts]] = {}


def count_params(spec: ModelSpec) -> ParamCounts:
    """Parameter counts of `spec`, computed once per model object (an estimate asks a dozen
    times; hashing a ModelSpec for a cache lookup costs more than this identity check)."""
    hit = _COUNTED.get(id(spec))
    if hit is not None and hit[0] is spec:
        return hit[1]
    counts = _count_params(spec)
    if len(_COUNTED) > 4096:
        _COUNTED.clear()
    _COUNTED[id(spec)] = (spec, counts)  # keeps spec alive, so its id cannot be reused
    return counts


@lru_cache(maxsize=512)
def _count_params(spec: ModelSpec) -> ParamCounts:
    """Count parameters exactly as the Hugging Face implementation allocates them.

    Embedding V·d, untied lm_head V·d, final norm, and per layer the attention projections (with
    biases, q/k norms, sinks, MLA latents), the MLP or router + experts + shared experts, and the
    layer norms. Multi-token-prediction heads and vision towers are not part of the decoder.
    """
    d, v = spec.hidden_size, spec.vocab_size
    dense = layer_shape(spec, moe=False)
    moe = layer_shape(spec, moe=True) if spec.is_moe else dense
    n_moe = spec.num_moe_layers
    n_dense = spec.num_layers - n_moe

    def split(shape: LayerShape) -> tuple[int, int, int, int, int, int]:
        attn = mlp = experts = active_experts = router = 0
        for m in shape.matrices:
            n = m.weights + m.biases
            if m.lora_key in ("q", "k", "v", "o"):
                attn += n
            elif m.expert:
                experts += n
                active_experts += n * spec.experts_per_token // m.count
            elif m.name in ("router", "shared_gate"):
                router += n
            else:
                mlp += n
        return attn, mlp, experts, active_experts, router, shape.vectors

    a_d, m_d, _, _, _, vec_d = split(dense)
    a_m, m_m, e_m, ae_m, r_m, vec_m = split(moe) if n_moe else (0, 0, 0, 0, 0, 0)
    embedding = v * d
    lm_head = 0 if spec.tie_word_embeddings else v * d
    final_norm = _norm_params(spec, d)
    attention = a_d * n_dense + a_m * n_moe
    mlp = m_d * n_dense + m_m * n_moe
    experts = e_m * n_moe
    active_experts = ae_m * n_moe
    router = r_m * n_moe
    norms = vec_d * n_dense + vec_m * n_moe + final_norm
    total = embedding + lm_head + attention + mlp + experts + router + norms
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
    )


@lru_cache(maxsize=4096)
def lora_params(
    spec: ModelSpec, rank: int, targets: tuple[str, ...], *, fused_experts: bool = False
) -> int:
    """LoRA adapter parameters: rank·(fan_in + fan_out) for every targeted matrix.

    Targets name projections (q, k, v, o, gate, up, down); "experts" adds one adapter per routed
    expert matrix (PEFT target_parameters on fused expert weights count the same), "lm_head" the
    output projection. Routers are never adapted. With `fused_experts` (PEFT on transformers'
    fused expert tensors) gate and up share one adapter of rank 2r on the fused gate_up matrix.
    """
    wanted = set(targets)
    total = 0
    for moe, n_layers in ((False, spec.num_dense_layers), (True, spec.num_moe_layers)):
        if not n_layers:
            continue
        for m in layer_shape(spec, moe).matrices:
            if m.lora_key and m.lora_key in wanted:
                if fused_experts and m.expert and m.name == "expert_gate":
                    # one rank-2r adapter on the fused d × 2I gate_up matrix (up adds nothing)
                    total += 2 * rank * (m.fan_in + 2 * m.fan_out) * m.count * n_layers
                    continue
                if fused_experts and m.expert and m.name == "expert_up":
                    continue
                total += rank * (m.fan_in + m.fan_out) * m.count * n_layers
            elif m.name.startswith("shared_") and m.name[7:] in wanted:
                total += rank * (m.fan_in + m.fan_out) * m.count * n_layers
    if "lm_head" in wanted:
        total += rank * (spec.hidden_size + spec.vocab_size)
    return total


@lru_cache(maxsize=512)
def quantizable_params(spec: ModelSpec) -> int:
    """Weights of the linear layers inside the transformer blocks: what bitsandbytes/GPTQ/AWQ
    quantize. Embeddings, lm_head, norms, biases and routers stay in 16 bits."""
    total = 0
    for moe, n_layers in ((False, spec.num_dense_layers), (True, spec.num_moe_layers)):
        if n_layers:
            total += n_layers * sum(
                m.weights for m in layer_shape(spec, moe).matrices if m.name != "router"
            )
    return total


def matrix_shapes(spec: ModelSpec) -> list[tuple[int, int, int]]:
    """(fan_in, fan_out, how many) for every weight matrix of the model, embeddings included."""
    shapes: list[tuple[int, int, int]] = [(spec.vocab_size, spec.hidden_size, 1)]
    if not spec.tie_word_embeddings:
        shapes.append((spec.hidden_size, spec.vocab_size, 1))
    for moe, n_layers in ((False, spec.num_dense_layers), (True, spec.num_moe_layers)):
        if n_layers:
            shapes += [
                (m.fan_in, m.fan_out, m.count * n_layers) for m in layer_shape(spec, moe).matrices
            ]
    return shapes
