"""config.json → ModelSpec fields for Gemma 4's text model: sliding and full-attention layers
of their own geometry, key/value-sharing layers, per-layer embeddings (its towers are read in
hf_vision.py)."""

from __future__ import annotations

from hwplanner.engine.core.message import Message
from hwplanner.engine.model.hf_decoders import Fields, base
from hwplanner.engine.model.hf_reader import Cfg


def _gemma4_full_layers(c: Cfg, kinds: str, k_eq_v: bool) -> tuple[int, int | None]:
    """(head size, key/value heads or None: the model's) of Gemma 4's full-attention layers:
    from global_head_dim and, where keys serve as values, num_global_key_value_heads (the
    other full layers keep the model's heads), or from per_layer_config, which
    transformers 5.24 writes instead ({layer: {"head_dim", "num_key_value_heads"}} for each
    full layer) and which wins where both are given; refused by name where its layers or values
    differ from one full layer to the next."""
    head = c.int("global_head_dim", 512, lo=1)
    heads = c.opt_int("num_global_key_value_heads", lo=1)
    per = c.raw("per_layer_config")
    if per is None:
        return head, heads if k_eq_v else None
    full = {i for i, k in enumerate(kinds) if k == "g"}
    if not isinstance(per, dict) or not per:
        raise c.error("per_layer_config", "expected an object of layer overrides")
    try:
        layers = {int(k) for k in per}
    except ValueError:
        raise c.error("per_layer_config", "expected layer numbers as keys") from None
    values = {tuple(sorted(v.items())) if isinstance(v, dict) else None for v in per.values()}
    if layers != full or len(values) != 1 or None in values:
        raise c.error(
            "per_layer_config",
            "overrides other than one geometry for exactly the full-attention layers are "
            "not modelled",
        )
    first = next(iter(per.values()))
    override: dict[str, object] = dict(first)
    if set(override) - {"head_dim", "num_key_value_heads"}:
        raise c.error("per_layer_config", "only head_dim and num_key_value_heads are modelled")
    for key, value in override.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise c.error("per_layer_config", f"{key}: expected a positive integer")
    given_head = override.get("head_dim", head)
    given_heads = override.get("num_key_value_heads", heads)
    assert isinstance(given_head, int) and (given_heads is None or isinstance(given_heads, int))
    return given_head, given_heads


def gemma4(c: Cfg, mt: str, notes: list[str]) -> Fields:
    """Gemma 4's text model (transformers@0246b4f models/gemma4/modeling_gemma4.py): sliding
    and full-attention layers by layer_types, the full ones ('g') with their own head size
    (global_head_dim) and, where keys serve as values (attention_k_eq_v), their own key/value
    heads (num_global_key_value_heads) and no value projection; per-head q/k RMSNorms (the
    value norm has no weight), four norms and a scalar per layer; with enable_moe_block every
    layer adds top_k_experts of num_experts experts (moe_intermediate_size) beside its dense
    MLP — counted as a shared expert of intermediate_size — with a router of a projection, a
    scale per hidden unit and per expert, and three more norms. The E models add per-layer
    embeddings (hidden_size_per_layer_input) and make their last num_kv_shared_layers layers
    read the cache of the last earlier layer of their kind ('s', 'h': no key/value projection
    as transformers loads them; use_double_wide_mlp doubles their MLP)."""
    f = base(c, mt)
    unified = mt == "gemma4_unified_text"
    # the config class's default: 256 (Gemma4UnifiedTextConfig builds no per-layer
    # embeddings, nor experts)
    ple = c.int("hidden_size_per_layer_input", 0 if unified else 256)
    if unified and ple:
        raise c.error("hidden_size_per_layer_input", "Gemma 4 unified has no per-layer embeddings")
    if unified and c.bool("enable_moe_block", False):
        raise c.error("enable_moe_block", "Gemma 4 unified has no experts")
    if ple:
        f["per_layer_input_size"] = ple
        f["per_layer_vocab_size"] = c.int("vocab_size_per_layer_input", 262_144, lo=1)
    else:
        c.has("vocab_size_per_layer_input")
    layers = f["num_layers"]
    types = c.list("layer_types")
    if (
        types is None
        or len(types) != layers
        or any(t not in ("sliding_attention", "full_attention") for t in types)
    ):
        raise c.error(
            "layer_types",
            f"expected {layers} entries, each sliding_attention or full_attention",
        )
    # the last layer attends fully whatever the list says (Gemma4TextConfig's rule)
    kinds = "".join("a" if t == "sliding_attention" else "g" for t in types[:-1]) + "g"
    if "a" not in kinds:
        raise c.error("layer_types", "both sliding and full-attention layers expected")
    shared = c.int("num_kv_shared_layers", 0)
    if shared:
        first = layers - shared
        if not first > 0 or any(k not in kinds[:first] for k in set(kinds[first:])):
            raise c.error(
                "num_kv_shared_layers",
                f"{shared} of {layers} layers leaves a sharing layer no earlier layer of its kind",
            )
        kinds = kinds[:first] + kinds[first:].replace("a", "s").replace("g", "h")
        f["kv_shared_double_mlp"] = c.bool("use_double_wide_mlp", False)
        notes.append(
            Message(
                "num_kv_shared_layers: the key/value projections the checkpoint stores for the "
                "{n} sharing layers, which transformers does not load, are not counted",
                n=shared,
            )
        )
    else:
        c.has("use_double_wide_mlp")  # widens the sharing layers' MLPs only
    f["layer_kinds"] = kinds
    f["sliding_window"] = c.int("sliding_window", lo=1)
    f["sliding_window_layers"] = kinds.count("a") + kinds.count("s")
    c.has("use_sliding_window")
    f["norms_per_layer"] = 4
    f["qk_norm"] = True
    k_eq_v = c.bool("attention_k_eq_v", False)
    head, heads = _gemma4_full_layers(c, kinds, k_eq_v)
    f["global_head_dim"] = head
    f["global_k_eq_v"] = k_eq_v
    if heads is not None:  # else the model's (transformers' fallback)
        f["global_kv_heads"] = heads
    extra = layers  # layer_scalar, one per layer (a buffer the checkpoint stores)
    if c.bool("enable_moe_block", False):
        experts = c.int("num_experts", lo=1)
        width = c.opt_int("moe_intermediate_size", lo=1)
        width = width if width is not None else c.int("expert_intermediate_size", lo=1)
        f.update(
            num_experts=experts,
            experts_per_token=c.int("top_k_experts", lo=1),
            expert_intermediate_size=width,
            num_shared_experts=1,
            shared_expert_intermediate_size=f["intermediate_size"],
            norms_per_layer=7,
        )
        extra += layers * (f["hidden_size"] + experts)  # router scale and per_expert_scale
    else:
        for key in ("num_experts", "top_k_experts", "moe_intermediate_size",
                    "expert_intermediate_size"):  # fmt: skip
            c.has(key)
    f["extra_params"] = extra
    return f
