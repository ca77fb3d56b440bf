"""Which share of a model one GPU holds under tensor, pipeline and expert parallelism."""

from __future__ import annotations

from dataclasses import dataclass, replace

from hwplanner.engine.core.memo import per_object
from hwplanner.engine.model.layers import LayerKind, kind_shape, layer_shape_at
from hwplanner.engine.model.model_spec import MlpKind, ModelSpec
from hwplanner.engine.model.params import ParamCounts, count_params, layer_counts
from hwplanner.engine.plan.enums import Method, PpSchedule
from hwplanner.engine.plan.fields import redundant_experts
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.layout import stage_chunks, training_gpus
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.scenario.cards import parse_split


@dataclass(frozen=True, slots=True)
class Slice:
    """The part of the model on one GPU of one pipeline stage (before ZeRO sharding)."""

    params: float  # parameters held
    fraction: float  # params / total
    layers: int  # transformer layers in this stage
    first: bool  # holds the input embedding (and keeps pp micro-batches in flight)
    last: bool  # holds lm_head and computes the loss
    largest_layer_params: float  # one layer's parameters on this GPU (ZeRO-3 gathers it whole)
    expert_params: float = 0.0  # routed-expert parameters among `params`
    rank: int | None = None  # the pipeline rank, where the split gives ranks their own layers


def attention_groups(plan: Plan) -> int:
    """Attention data-parallel groups of a serving replica (plan.attention_dp); 1 without them
    (training, or an engine that does not offer them: the field is then named unused)."""
    if plan.attention_dp <= 1 or plan.method is not Method.INFERENCE:
        return 1
    fw = FRAMEWORKS.get(plan.framework)
    return plan.attention_dp if fw is not None and fw.attention_dp_parts else 1


def attention_tp(plan: Plan) -> int:
    """GPUs one attention data-parallel group splits attention (and the KV heads) over: tp ÷
    the groups."""
    return max(plan.tp // attention_groups(plan), 1)


def prefill_plan(plan: Plan) -> Plan:
    """One prefill-only replica of a disaggregated plan as a plan of its own: prefill_tp GPUs
    (× pp) holding its attention groups and expert parallelism at the decode replicas' share
    of its GPUs (DEP stays DEP, tp-only stays tp-only; a share its GPUs cannot hold: none),
    one sequence a group (it holds the prompts it prefills), no disaggregation; the plan
    itself where the prefill replicas are the decode replicas' size."""
    if not plan.unequal_prefill:
        return plan
    tp = plan.prefill_replica_tp
    gpus = tp * plan.pp

    def scaled(n: int) -> int:
        # the decode replica's n per tp GPUs, over the prefill replica's tp (whole, dividing)
        share = n * tp
        return share // plan.tp if share % plan.tp == 0 and tp % (share // plan.tp) == 0 else 1

    groups = scaled(plan.attention_dp) if plan.attention_dp > 1 else 1
    ep = scaled(plan.ep) if plan.ep > 1 else 1
    per_node = min(plan.gpus_per_node, gpus)
    update = {
        "tp": tp,
        "attention_dp": max(groups, 1),
        "ep": max(ep, 1),
        "prefill_replicas": 0,
        "prefill_tp": None,
        "gpus_per_node": per_node,
        "nodes": max(gpus // per_node, 1),
        "batch": max(groups, 1),
    }
    return plan.model_copy(update=update)


def widened(plan: Plan, tp: int) -> dict[str, int]:
    """The plan's fields at another tensor-parallel degree: tp, and what the engine runs over
    the whole group: attention data parallelism (TensorRT-LLM's enable_attention_dp:
    attention_dp = tp, Framework.attention_dp_spans_tp), expert parallelism (vLLM's
    --enable-expert-parallel: ep = tp, Framework.ep_spans_tp)."""
    out: dict[str, int] = {"tp": tp}
    fw = FRAMEWORKS.get(plan.framework)
    if fw is not None and fw.attention_dp_spans_tp and plan.attention_dp > 1:
        out["attention_dp"] = tp
    if fw is not None and fw.ep_spans_tp and plan.ep > 1 and plan.method is Method.INFERENCE:
        out["ep"] = tp
    return out


def group_parts(plan: Plan) -> tuple[str, ...]:
    """The parts each attention data-parallel group holds whole among its GPUs (none without
    groups)."""
    if attention_groups(plan) == 1:
        return ()
    return FRAMEWORKS[plan.framework].attention_dp_parts


def physical_experts(spec: ModelSpec, plan: Plan) -> int:
    """The routed experts the expert-parallel GPUs divide among them: the model's, and where
    the engine places them (fields.redundant_experts) the redundant copies of the busiest."""
    return spec.num_experts + (plan.redundant_experts if redundant_experts(plan, spec) else 0)


def expert_copies(spec: ModelSpec, plan: Plan) -> float:
    """The routed experts' weights a replica holds over the model's own (physical_experts ÷
    the model's experts; 1 without redundant copies)."""
    if not spec.is_moe or not spec.num_experts:
        return 1.0
    return physical_experts(spec, plan) / spec.num_experts


def _with_copies(sl: Slice, copies: float) -> Slice:
    """A slice whose routed experts hold `copies` times their weights (redundant experts)."""
    extra = sl.expert_params * (copies - 1)
    held = sl.params + extra
    return replace(
        sl,
        params=held,
        fraction=sl.fraction * held / sl.params if sl.params else sl.fraction,
        largest_layer_params=sl.largest_layer_params + extra / max(sl.layers, 1),
        expert_params=sl.expert_params * copies,
    )


def model_slice(
    spec: ModelSpec, plan: Plan, *, first: bool, last: bool, stage: int | None = None
) -> Slice:
    """The part of the model on one GPU (_model_slice), with the redundant experts' copies
    (expert_copies) where the plan places them."""
    sl = _model_slice(spec, plan, first=first, last=last, stage=stage)
    copies = expert_copies(spec, plan)
    return _with_copies(sl, copies) if copies > 1 else sl


def _model_slice(
    spec: ModelSpec, plan: Plan, *, first: bool, last: bool, stage: int | None = None
) -> Slice:
    """Tensor parallelism splits every matrix (the vocabulary too) across `tp` GPUs; expert
    parallelism spreads routed experts over `ep` GPUs instead; pipeline parallelism gives each
    stage ceil(layers / pp) layers (a serving plan's layer_split: stage `stage`'s count), the
    embedding to the first and lm_head to the last. Attention data-parallel groups split their
    parts (attention, and per engine the embedding, lm_head and dense MLPs) over tp ÷ groups
    GPUs only."""
    parts = group_parts(plan)
    if parts:
        return _grouped_slice(spec, plan.tp, attention_tp(plan), plan.ep, parts, first, last)
    split = serving_split(plan)
    own = split[stage] if split is not None and stage is not None else None
    v_shape = plan.pp_schedule is PpSchedule.DUALPIPEV
    if own is None and ends_as_layers(plan) and (first != last or v_shape):
        # the first and the last rank hold one layer fewer (DualPipeV: both on the first)
        return rank_slice(spec, plan, 0 if first or v_shape else plan.pp - 1)
    return _slice(
        spec, plan.tp, plan.pp, plan.ep, first, last, own, expert_tp(plan), whole_tp(plan)
    )


def rank_slice(spec: ModelSpec, plan: Plan, rank: int) -> Slice:
    """model_slice of pipeline rank `rank` where the split gives each rank its own layers
    (ends_as_layers): the embedding on rank 0, the output layer on the last rank (DualPipeV's V:
    on rank 0 too)."""
    v_shape = plan.pp_schedule is PpSchedule.DUALPIPEV
    first = rank == 0
    last = rank == (0 if v_shape else plan.pp - 1)
    own = rank_layers(spec, plan, rank)
    sl = _slice(spec, plan.tp, plan.pp, plan.ep, first, last, own, expert_tp(plan), whole_tp(plan))
    return replace(sl, rank=rank)


def heaviest_slice(spec: ModelSpec, plan: Plan) -> Slice:
    """The slice of the pipeline rank holding the most parameters, where the split gives each
    rank its own layers (the share its optimizer steps and its data-parallel ranks exchange);
    otherwise the even split's with both ends, an upper bound."""
    if ends_as_layers(plan):
        return max((rank_slice(spec, plan, r) for r in range(plan.pp)), key=lambda s: s.params)
    return model_slice(spec, plan, first=True, last=True)


def heavy_ranks(spec: ModelSpec, plan: Plan) -> tuple[int, ...]:
    """The pipeline ranks whose memory peaks are evaluated where the split gives ranks their own
    layers: the first (embedding, most micro-batches in flight), the second (all its layers and
    nearly as many micro-batches), the last (output layer and loss), and under DualPipeV the rank
    with the most layers (every rank holds pp + ½ stages of activations)."""
    ranks = {0, 1, plan.pp - 1}
    if plan.pp_schedule is PpSchedule.DUALPIPEV:
        ranks.add(max(range(plan.pp), key=lambda r: rank_layers(spec, plan, r)))
    return tuple(sorted(r for r in ranks if 0 <= r < plan.pp))


def ends_as_layers(plan: Plan) -> bool:
    """A training pipeline whose split counts the embedding and the loss as a layer each
    (plan.pp_ends_as_layers; a framework that does not offer it is refused by then)."""
    return plan.pp > 1 and plan.pp_ends_as_layers and plan.method.is_training


def model_chunks(plan: Plan) -> int:
    """Model chunks of a pipeline: pp × virtual stages (two a rank under DualPipeV)."""
    return plan.pp * stage_chunks(plan)


def ends_split_divides(spec: ModelSpec, plan: Plan) -> bool:
    """The layers plus the embedding and the loss divide evenly over the model chunks, as
    Megatron-Core's split with both counted as layers requires (its
    get_transformer_layer_offset asserts it)."""
    return (spec.total_layers + 2) % model_chunks(plan) == 0


def pipeline_chunks(spec: ModelSpec, plan: Plan) -> tuple[int, ...]:
    """Transformer layers of each model chunk in model order: pp × virtual stages chunks (two a
    rank under DualPipeV). With the embedding and the loss counted as a layer each, the layers
    plus two split evenly, the remainder to the first chunks, the first chunk holding one layer
    fewer for the embedding and the last one fewer for the output layer and loss (torchtitan
    generate_llm_fqn_per_model_part; Megatron-Core's split when it divides evenly); without, the
    layers alone split that way (the engine's stages then hold ceil(layers ÷ pp) each instead:
    stage_layers)."""
    chunks = model_chunks(plan)
    ends = 2 if ends_as_layers(plan) else 0
    per, extra = divmod(spec.total_layers + ends, chunks)
    sizes = [per + (1 if i < extra else 0) for i in range(chunks)]
    if ends:  # (fewer layers + 2 than chunks is refused: scenario/validity.py)
        sizes[0] = max(sizes[0] - 1, 0)
        sizes[-1] = max(sizes[-1] - 1, 0)
    return tuple(sizes)


def rank_chunks(plan: Plan, rank: int) -> tuple[int, ...]:
    """The model chunks pipeline rank `rank` holds, in the order it runs them: every pp-th
    chunk from its own (interleaved 1F1B), or its own and its mirror under DualPipeV's V."""
    chunks = model_chunks(plan)
    if plan.pp_schedule is PpSchedule.DUALPIPEV:
        return (rank, chunks - 1 - rank)
    return tuple(range(rank, chunks, plan.pp))


def rank_layers(spec: ModelSpec, plan: Plan, rank: int) -> int:
    """Transformer layers on pipeline rank `rank` (pipeline_chunks, rank_chunks)."""
    sizes = pipeline_chunks(spec, plan)
    return sum(sizes[c] for c in rank_chunks(plan, rank))


def first_stage_is_last(plan: Plan) -> bool:
    """The first pipeline stage also holds the model's last layers, output layer and loss: one
    stage, or DualPipeV, whose V puts the first chunk and the last on the first GPU."""
    return plan.pp == 1 or plan.pp_schedule is PpSchedule.DUALPIPEV


def serving_split(plan: Plan) -> tuple[int, ...] | None:
    """A serving plan's layers per pipeline stage (plan.layer_split, filled from the cards'
    memory when it has other cards); None: the even split. Training splits evenly."""
    if plan.method is not Method.INFERENCE or not plan.layer_split:
        return None
    split = parse_split(plan.layer_split)
    return split if len(split) == plan.pp else None


@per_object()
def _slice(
    spec: ModelSpec,
    tp: int,
    pp: int,
    ep: int,
    first: bool,
    last: bool,
    own: int | None = None,
    etp: int = 1,
    whole: int = 1,
) -> Slice:
    """model_slice from the only plan fields it reads (remembered per model); `etp`: the
    tensor-parallel ranks a routed expert is split over besides expert parallelism; `whole`:
    the GPUs that each hold the replicated matrices whole (whole_tp)."""
    counts = count_params(spec)
    ep = min(ep, spec.num_experts) if spec.is_moe else 1
    if own is not None:  # the stage's own count (a serving plan's layer_split)
        layers = own
    else:
        layers = -(-spec.total_layers // pp) if pp > 1 else spec.total_layers
    share = layers / spec.total_layers
    weights = layer_weights(spec)
    if weights is not None and pp > 1 and own is None:
        # layers unlike each other in place (Nemotron-NAS): the heaviest stage's share
        share = heaviest_stage(weights, layers) / sum(weights)
    expert_div = ep * etp if ep > 1 else tp
    layer_params = counts.layers - counts.experts
    held = layer_params * share / tp + counts.experts * share / expert_div
    replicated = _replicated_per_layer(spec, counts, whole)
    if replicated:  # MLA's latent projections, an indexer: whole on every tensor-parallel GPU
        held += replicated * layers * (1 - 1 / tp)
    per_layer = counts.per_layer_table + counts.per_layer_proj  # with the embedding
    if first:
        held += (counts.embedding + per_layer) / tp
    if last:
        final_norm = counts.non_layer - counts.embedding - counts.lm_head - per_layer
        # a tied model's last stage keeps a copy of the embedding as its output layer (not a
        # classifier's, whose head is its own)
        tied_copy = counts.embedding if counts.output_tied and not first else 0
        held += (counts.lm_head or tied_copy) / tp + final_norm
    per_dense = counts.per_dense_layer / tp
    per_moe = 0.0
    if counts.moe_layers:
        expert_per_layer = counts.experts / counts.moe_layers
        per_moe = (counts.per_moe_layer - expert_per_layer) / tp + expert_per_layer / expert_div
    largest = max(per_dense if counts.dense_layers else 0.0, per_moe)
    if spec.layer_kinds:  # a hybrid: the largest of its kinds of layer (a mixer and an MLP)
        largest = max(_layer_on_gpu(spec, kind, tp, expert_div) for kind in layer_counts(spec))
    if weights is not None:  # each layer its own (Nemotron-NAS's widths)
        largest = max(weights) / tp
    largest += replicated * (1 - 1 / tp) if replicated else 0.0
    return Slice(
        params=held,
        fraction=held / counts.total,
        layers=layers,
        first=first,
        last=last,
        largest_layer_params=largest,
        expert_params=counts.experts * share / expert_div,
    )


@per_object()
def layer_weights(spec: ModelSpec) -> tuple[float, ...] | None:
    """Each decoder layer's parameters, in order, where layers differ in place beyond their
    kinds' mean (Nemotron-NAS: layers of an MLP alone, MLPs of their own widths) — what one
    pipeline stage and one gathered layer hold; None for the others (a hybrid's stages are
    split by count, its kinds averaged)."""
    if not spec.layer_mlp_widths and "m" not in spec.layer_kinds:
        return None
    per_width = (3 if spec.mlp is MlpKind.GATED else 2) * spec.hidden_size  # biases aside
    widths = spec.layer_mlp_widths
    out = []
    for i in range(spec.num_layers):
        params = float(layer_shape_at(spec, i).params)
        if widths and spec.layer_has_mlp(i):
            params += per_width * (widths[i] - spec.intermediate_size)
        out.append(params)
    return tuple(out)


def heaviest_stage(weights: tuple[float, ...], per_stage: int) -> float:
    """The most that `per_stage` consecutive layers of an even split hold of `weights`."""
    start, stop = heaviest_span(weights, per_stage)
    return sum(weights[start:stop])


def heaviest_span(weights: tuple[float, ...], per_stage: int) -> tuple[int, int]:
    """The layers [start, stop) of the stage of an even split that holds the most `weights`."""
    start = max(range(0, len(weights), per_stage), key=lambda i: sum(weights[i : i + per_stage]))
    return start, min(start + per_stage, len(weights))


def whole_tp(plan: Plan) -> int:
    """The tensor-parallel GPUs that each hold the replicated matrices whole (MLA's latent
    projections, an indexer): the plan's tp, or 1 where the framework splits every matrix
    (llama.cpp's row split)."""
    fw = FRAMEWORKS.get(plan.framework)
    return 1 if fw is not None and fw.splits_layers else plan.tp


def _replicated_per_layer(spec: ModelSpec, counts: ParamCounts, tp: int) -> float:
    """Parameters of one layer held whole on every tensor-parallel GPU (Matrix.replicated:
    MLA's latent down-projections, a sparse-attention indexer; every layer of a model has the
    same attention); 0 under no tensor parallelism or without them."""
    if tp <= 1 or not counts.replicated:
        return 0.0
    return counts.replicated / spec.total_layers


def _layer_on_gpu(spec: ModelSpec, kind: LayerKind, tp: int, expert_div: int) -> float:
    """Parameters one GPU holds of a layer of `kind` (layer_counts' keys): its routed experts
    split over `expert_div`, the rest over tp."""
    shape = kind_shape(spec, kind)
    experts = sum(m.weights + m.biases for m in shape.matrices if m.expert)
    return (shape.params - experts) / tp + experts / expert_div


@per_object()
def _grouped_slice(
    spec: ModelSpec,
    tp: int,
    group_tp: int,
    ep: int,
    parts: tuple[str, ...],
    first: bool,
    last: bool,
) -> Slice:
    """model_slice of one stage (attention data parallelism is refused with pp > 1) whose
    `parts` are split over `group_tp` GPUs, the rest as _slice splits it."""
    counts = count_params(spec)
    ep = min(ep, spec.num_experts) if spec.is_moe else 1
    # the routed experts over every GPU of the replica, ep × their own tensor-parallel ranks
    # (expert_tp's serving rule)
    etp = max(tp // ep, 1) if ep > 1 else 1
    expert_div = ep * etp if ep > 1 else tp

    def div(part: str) -> int:
        if f"{part}_whole" in parts:
            return 1  # on every GPU whole, whatever the group's size
        return group_tp if part in parts else tp

    rest = counts.layers - counts.experts - counts.attention - counts.mlp
    held = counts.attention / div("attention") + counts.mlp / div("mlp") + rest / tp
    held += counts.experts / expert_div
    if counts.replicated and div("attention") > 1:  # whole on each GPU of the group
        held += counts.replicated * (1 - 1 / div("attention"))
    per_layer = counts.per_layer_table + counts.per_layer_proj  # with the embedding
    if first:
        held += (counts.embedding + per_layer) / div("embedding")
    if last:
        final_norm = counts.non_layer - counts.embedding - counts.lm_head - per_layer
        head = counts.lm_head or (counts.embedding if counts.output_tied and not first else 0)
        held += head / div("lm_head") + final_norm
    base = _slice(spec, tp, 1, ep, first, last, etp=etp)
    return Slice(
        params=held,
        fraction=held / counts.total,
        layers=base.layers,
        first=first,
        last=last,
        largest_layer_params=base.largest_layer_params,
        expert_params=base.expert_params,
    )


def stage_gpus(plan: Plan) -> int:
    """GPUs of one pipeline stage: the tensor-, data- and context-parallel ranks (the training
    GPUs ÷ pp: an RL run's inference engine on GPUs of its own takes no stage; serving, the
    decode replicas' where prefill replicas of their own tp take the rest)."""
    gpus = training_gpus(plan)
    if plan.unequal_prefill:
        gpus -= plan.prefill_gpus
    return gpus // plan.pp


def local_experts(spec: ModelSpec, plan: Plan) -> float:
    """The routed experts one GPU holds of a layer: the model's experts over its expert-parallel
    ranks (no more ranks than experts count)."""
    return spec.num_experts / min(max(plan.ep, 1), spec.num_experts)


def expert_tp(plan: Plan, ep: int | None = None) -> int:
    """The tensor-parallel ranks a routed expert's matrices are split over besides expert
    parallelism: the plan's etp, else on a Megatron-Core profile in training the tensor-parallel
    degree (Megatron-LM's default for --expert-tensor-parallel-size), serving tp ÷ ep (the
    experts spread over the whole replica), else 1 (an expert whole on its expert-parallel
    rank). Without expert parallelism experts are split over tp like every matrix. `ep`: as if
    the plan had that expert parallelism. Left unset where tp × ep does not divide a pipeline
    stage's GPUs, Megatron-Core would refuse the default (its expert groups are expert tensor ×
    expert parallel ranks): a run with that layout set 1, as the MoE recipes do
    (Megatron-Bridge's Qwen3 configs: expert_tensor_parallel_size=1)."""
    ep = plan.ep if ep is None else ep
    if ep <= 1:
        return plan.tp
    if plan.method is Method.INFERENCE:
        # a serving engine spreads the experts over all of a replica's tensor-parallel GPUs,
        # ep × the experts' own tensor-parallel ranks (SGLang moe_tp_size = tp_size //
        # moe_ep_size, TensorRT-LLM moe_tp_size × moe_ep_size = tp_size; vLLM's expert
        # parallelism takes the whole group); ep divides tp (scenario/validity.py)
        return max(plan.tp // ep, 1)
    fw = FRAMEWORKS.get(plan.framework)
    if fw is None or not fw.expert_tp_is_tp or not plan.method.is_training:
        return 1
    if plan.etp is not None:
        return plan.etp
    return plan.tp if stage_gpus(plan) % (ep * plan.tp) == 0 else 1


def expert_shard_ranks(plan: Plan) -> int:
    """GPUs that hold the same experts and shard their states (ZeRO / distributed optimizer):
    Megatron-Core's expert data-parallel group, GPUs ÷ (expert tensor × ep × pp)
    (megatron/core/parallel_state.py, github NVIDIA/Megatron-LM): with ep > 1 GPUs ÷
    (expert_tp × ep × pp), and with ep 1 the data- and context-parallel ranks every other
    weight shards over."""
    if plan.ep <= 1:
        return plan.shard_ranks
    return max(plan.gpus // (expert_tp(plan) * plan.ep * plan.pp), 1)


def zero_shards(plan: Plan, sl: Slice) -> float:
    """What ZeRO/FSDP divides the slice by: the data- and context-parallel ranks, routed experts
    only the GPUs that hold the same experts (expert_shard_ranks). With expert parallelism the
    two differ, and the mix is one effective divisor of the slice."""
    dp = plan.shard_ranks
    experts = sl.expert_params
    edp = expert_shard_ranks(plan)
    if plan.ep <= 1 or experts <= 0 or edp == dp:
        return dp
    return sl.params / ((sl.params - experts) / dp + experts / edp)


def stage_layers(spec: ModelSpec, plan: Plan, stage: int) -> tuple[int, int]:
    """Layers [start, stop) of pipeline stage `stage` in the model's stack (an encoder–decoder's
    encoder first): ceil(layers / pp) each as model_slice counts them, the last stage taking
    what is left (Megatron-LM's even split); a serving plan's layer_split gives each its own."""
    total = spec.total_layers
    split = serving_split(plan)
    if split is not None:
        start = min(sum(split[:stage]), total)
        return start, min(start + split[stage], total)
    per = -(-total // plan.pp)
    start = min(stage * per, total)
    return start, min(start + per, total)


def local_layers_in(spec: ModelSpec, start: int, stop: int) -> int:
    """Sliding-window layers among layers [start, stop). A config gives only how many there
    are; the models that mix the two kinds interleave them evenly, a full-attention layer
    closing each period (Gemma 2 and GPT-OSS alternate starting with a local layer, Gemma 3
    has five local then one global), so the first k layers hold floor(k·G/L) global ones."""
    if spec.has_global_geometry:  # the config's own layer_types, by position
        kinds = spec.layer_kinds[start:stop]
        return kinds.count("a") + kinds.count("s")
    n = spec.num_layers
    full = n - min(spec.sliding_window_layers, n)
    globals_in = (stop * full) // n - (start * full) // n
    return (stop - start) - globals_in
