"""Every change that makes a training or post-training plan that does not fit fit, ranked by
what it costs.

First the changes that keep the run the user asked for on the GPUs the plan has — the same model,
data and optimizer arithmetic, paid for in step time or nothing: an RL or preference plan's own
offloads (the colocated engine asleep while the policy trains, the frozen models in host RAM, the
trainer's states in host RAM while the engine generates), activation checkpointing
(selective, then full), a chunked or fused loss, Liger's layer kernels, a paged optimizer, the
optimizer step in the backward, activation offloading, optimizer states in host RAM, ZeRO-3 across
the plan's own GPUs, a smaller micro-batch accumulating more (the global batch stays), another
tensor/pipeline/expert layout of the same GPUs (the cheapest that fits), and when no one of them
is enough, several together. Then the changes that change the run, named as such: an
8-bit optimizer, QLoRA in place of LoRA, and last a shorter sequence (it cuts the user's examples).
Then more GPUs (the solver's answer, proposal.propose_training). Within each group the cheapest in
GPU-hours comes first; each proposal carries its step time, run time, GPU-hours and cloud cost, so
the user sees what the memory costs.

A choice the plan's framework does not offer is never proposed: each candidate passes the same
checks as a plan the user types (validity.plan_problems).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from hwplanner.engine.core.message import FieldRef, FieldValue, Message
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.methods import budget, estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.plan.enums import (
    PAGED_OPTIMIZERS,
    RECOMPUTE_MODULES,
    Loss,
    Method,
    Offload,
    Optimizer,
    Recompute,
    StateDtype,
)
from hwplanner.engine.plan.fields import RL_OFFLOADS, accelerate_fsdp, state_dtype
from hwplanner.engine.plan.fields import recompute_modules as recompute_modules_apply
from hwplanner.engine.plan.frameworks import framework
from hwplanner.engine.plan.layout import global_sequences, rollout_gpus
from hwplanner.engine.plan.plan import Plan, Precision, liger_sets_loss
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.scenario.rows import memory_plan
from hwplanner.engine.scenario.sharding import model_chunks
from hwplanner.engine.scenario.validity import (
    expert_parallel_choices,
    plan_problems,
    reward_problems,
    unusable_modules,
)
from hwplanner.engine.solve.proposal import Proposal

# Candidate = (plan changes, the words for them); the changes use the fields' JSON values.
Candidate = tuple[dict[str, int | str | bool], Message]
SHORTEST_SEQUENCE = 256  # tokens: shorter sequences are not the run any more
MOST_PROPOSALS = 8


def plan_field(name: str) -> FieldRef:
    return FieldRef(f"plan.{name}")


def engine_holds_none(memory: MemoryEstimate) -> bool:
    """An RL plan's inference engine holds not one completion beside its weights (its share
    too small: posttrain/rollout.py NO_ROOM): generation cannot run, the plan does not start."""
    return memory.extras.get("rollout_sequences", 1) < 1


def _cheap_modules(spec: ModelSpec, plan: Plan) -> tuple[str, ...]:
    """Megatron-Core's output-discarding recompute modules the model has, added to the plan's:
    element-wise work (or MLA's up-projections) run again for a layer's largest tensors."""
    if not recompute_modules_apply(plan, spec):
        return plan.recompute_modules
    cheap = {"moe_act", "layernorm", "mla_up_proj"} - set(unusable_modules(spec, plan))
    if "moe" in plan.recompute_modules:
        cheap.discard("moe_act")  # the whole MoE layer is recomputed already
    return tuple(m for m in RECOMPUTE_MODULES if m in cheap or m in plan.recompute_modules)


def _post_training(plan: Plan, spec: ModelSpec) -> Iterator[Candidate]:
    """An RL or preference plan's own levers that keep its numerics: the colocated engine
    asleep while the policy trains, the frozen models in host RAM, the trainer's states in
    host RAM while the engine generates — each only where the framework has it
    (Framework.rl_offloads), never proposed elsewhere."""
    offered = framework(plan.framework).rl_offloads
    for name, applies in RL_OFFLOADS:
        if name in offered and applies(plan, spec) and not getattr(plan, name):
            yield {name: True}, Message("turn on {f}", f=plan_field(name))


def _keeping(plan: Plan, spec: ModelSpec) -> Iterator[Candidate]:
    """Changes that keep what is trained and how, cheapest in time first."""
    if plan.method.is_post_training:
        yield from _post_training(plan, spec)
    # the layers' weights held in the recipe's own format, no 16-bit copy (refused where the
    # framework keeps none: Framework.offers)
    if plan.precision is Precision.FP8 and not plan.fp8_params:
        yield {"fp8_params": True}, Message("turn on {f}", f=plan_field("fp8_params"))
    if plan.precision is Precision.NVFP4 and not plan.fp4_params:
        yield {"fp4_params": True}, Message("turn on {f}", f=plan_field("fp4_params"))
    if plan.loss.is_plain:
        # the chunked and fused-linear kernels, then fused kernels over the whole logits
        # (Transformer Engine's, flash-attn's, the bf16 loss: the profiles that offer them)
        kinds: tuple[Loss, ...] = (Loss.CUT, Loss.FUSED_LINEAR, Loss.CHUNKED_LINEAR, Loss.CHUNKED)
        kinds += (Loss.FUSED_CE_INPLACE, Loss.FUSED_CE, Loss.PLAIN_BF16)
        for loss in (k for k in kinds if k is not plan.loss):
            yield (
                {"loss": loss.value},
                Message(
                    "use the {loss} {kernel}",
                    loss=plan_field("loss"),
                    kernel=FieldValue("plan.loss", loss),
                ),
            )
    if not plan.liger_kernels:  # refused where the framework or the model family has none
        words = "turn on {f}"
        if liger_sets_loss(framework(plan.framework), True, plan.user_fields, plan.method):
            words = "turn on {f} (with Liger's fused linear loss)"
        yield {"liger_kernels": True}, Message(words, f=plan_field("liger_kernels"))
    if plan.optimizer in PAGED_OPTIMIZERS and not plan.paged_optimizer:
        yield {"paged_optimizer": True}, Message("turn on {f}", f=plan_field("paged_optimizer"))
    if not plan.optimizer_in_backward and plan.grad_accum == 1:
        yield (
            {"optimizer_in_backward": True},
            Message("turn on {f}", f=plan_field("optimizer_in_backward")),
        )
    if plan.recompute is Recompute.NONE:
        yield (
            {"recompute": Recompute.SELECTIVE.value},
            Message("turn on {recompute} (selective)", recompute=plan_field("recompute")),
        )
    modules = _cheap_modules(spec, plan)
    if modules != plan.recompute_modules:
        yield (
            {"recompute_modules": ",".join(modules)},
            Message(
                "set {f} to {modules}",
                f=plan_field("recompute_modules"),
                modules=FieldValue("plan.recompute_modules", modules),
            ),
        )
    if plan.recompute is not Recompute.FULL:
        yield (
            {"recompute": Recompute.FULL.value},
            Message("turn on {recompute} (full)", recompute=plan_field("recompute")),
        )
    if not plan.activation_offload:
        yield (
            {"activation_offload": True},
            Message("turn on {f}", f=plan_field("activation_offload")),
        )
    if plan.offload is Offload.NONE:
        # accelerate's FSDP offloads the parameters with their optimizer states
        off = Offload.OPTIMIZER_AND_PARAMS if accelerate_fsdp(plan) else Offload.OPTIMIZER
        yield (
            {"offload": off.value},
            Message(
                "set {offload} to {value}",
                offload=plan_field("offload"),
                value=FieldValue("plan.offload", off),
            ),
        )
    if plan.shard_ranks > 1 and plan.zero == 0 and framework(plan.framework).bf16_optimizer:
        # DeepSpeed at stage 0 in bf16 keeps an fp32 gradient buffer of the whole model
        # (BF16_Optimizer); stage 1 accumulates bf16 gradients and keeps their partition
        yield {"zero": 1}, Message("set {zero} to {stage}", zero=plan_field("zero"), stage=1)
    if plan.shard_ranks > 1 and plan.zero < 3:  # ZeRO shards over data (and context) ranks
        yield {"zero": 3}, Message("set {zero} to {stage}", zero=plan_field("zero"), stage=3)
    yield from _smaller_micro_batches(plan)


def _smaller_micro_batches(plan: Plan) -> Iterator[Candidate]:
    """A smaller micro-batch accumulating more, the global batch kept: the same sequences and
    the same optimizer step, paid for in step time (smaller matmuls, more of them)."""
    mb = plan.micro_batch
    for smaller in sorted((d for d in range(1, mb) if mb % d == 0), reverse=True):
        if global_sequences(plan) is not None:
            # the global batch sets the accumulation: it follows the micro-batch by itself
            yield (
                {"micro_batch": smaller},
                Message(
                    "set {micro_batch} to {mb} (the same global batch)",
                    micro_batch=plan_field("micro_batch"),
                    mb=smaller,
                ),
            )
            continue
        accum = plan.grad_accum * mb // smaller
        yield (
            {"micro_batch": smaller, "grad_accum": accum},
            Message(
                "set {micro_batch} to {mb} and {grad_accum} to {accum} (the same global batch)",
                micro_batch=plan_field("micro_batch"),
                mb=smaller,
                grad_accum=plan_field("grad_accum"),
                accum=accum,
            ),
        )


def _changing(plan: Plan) -> Iterator[Candidate]:
    """Changes to the run itself: its optimizer's precision, its base weights or its
    sequences."""
    if state_dtype(plan, None) and plan.optimizer_state_dtype is not StateDtype.BF16:
        yield (
            {"optimizer_state_dtype": StateDtype.BF16.value},
            Message(
                "set {f} to bf16 (moments in bf16, the fp32 master copy kept)",
                f=plan_field("optimizer_state_dtype"),
            ),
        )
    if plan.optimizer is Optimizer.ADAMW:
        yield (
            {"optimizer": Optimizer.ADAMW_8BIT.value},
            Message(
                "set {optimizer} to adamw-8bit (states in 8 bits)",
                optimizer=plan_field("optimizer"),
            ),
        )
    if plan.optimizer in (Optimizer.ADAMW, Optimizer.ADAMW_8BIT):
        # refused by name where the framework does not take torchao's optimizers
        yield (
            {"optimizer": Optimizer.ADAMW_4BIT.value},
            Message(
                "set {optimizer} to adamw-4bit (states in 4 bits, torchao)",
                optimizer=plan_field("optimizer"),
            ),
        )
    if plan.method is Method.LORA:
        yield (
            {"method": Method.QLORA.value},
            Message(
                "set {method} to qlora (a 4-bit base)",
                method=plan_field("method"),
            ),
        )
    seq = plan.seq_len // 2
    while seq >= SHORTEST_SEQUENCE:
        yield (
            {"seq_len": seq},
            Message(
                "set {seq_len} to {tokens} tokens (longer examples are cut)",
                seq_len=plan_field("seq_len"),
                tokens=seq,
            ),
        )
        seq //= 2


def joined_changes(parts: Sequence[str]) -> str:
    """Several changes in one proposal: 'turn on X, use Y and set Z'."""
    if len(parts) == 1:
        return parts[0]
    head = Message("{first} and {then}", first=parts[-2], then=parts[-1])
    for part in reversed(parts[:-2]):
        head = Message("{first}, {then}", first=part, then=head)
    return head


class _Trial:
    """A plan and what it is measured against: the model, the GPU, the workload."""

    def __init__(
        self,
        spec: ModelSpec,
        gpu: GpuSpec,
        plan: Plan,
        workload: Workload,
        reward: ModelSpec | None = None,
    ) -> None:
        self.spec, self.gpu, self.plan, self.workload = spec, gpu, plan, workload
        self.reward = reward  # an RL plan's reward model (None: the policy's architecture)

    def plan_with(
        self, changes: dict[str, int | str | bool], base: Plan | None = None
    ) -> Plan | None:
        """The plan with `changes` when its rules and its framework allow them, else None."""
        try:
            new = (base or self.plan).with_changes(**changes)
        except ValueError:
            return None
        if plan_problems(self.spec, new, self.gpu):
            return None
        # an RL plan's reward model is laid out as the policy (its heads divide the tp)
        return None if reward_problems(self.spec, new, self.reward) else new

    def memory(self, new: Plan) -> MemoryEstimate:
        """`new`'s memory per GPU, for rows as long as the run's longest (scenario/rows.py)."""
        planned = memory_plan(new, self.workload)
        return estimate_memory(self.spec, self.gpu, planned, reward=self.reward)

    def wider_rollout(self, new: Plan) -> tuple[Plan, MemoryEstimate] | None:
        """An RL plan whose inference engine holds no completion: the plan at the smallest
        wider tensor parallelism of the engine (dividing its GPUs, its replicas kept inside a
        node) at which it fits and the engine holds one, with its memory; None where none
        does."""
        gpus = rollout_gpus(new)
        for tp in range(new.rollout_tp + 1, min(gpus, new.gpus_per_node) + 1):
            if gpus % tp:
                continue
            wider = self.plan_with({"rollout_tp": tp}, base=new)
            if wider is None:
                continue
            memory = self.memory(wider)
            if memory.fits and not engine_holds_none(memory):
                return wider, memory
        return None

    def proposal(
        self, new: Plan, changes: dict[str, int | str | bool], text: str, keeps_run: bool
    ) -> Proposal | None:
        """The proposal of `new` with its costs, when it fits (else None); an RL plan whose
        engine would then hold no completion takes the engine's tensor parallelism that holds
        one with it (wider_rollout), or is no proposal."""
        memory = self.memory(new)
        if not memory.fits:
            return None
        if engine_holds_none(memory):
            wider = self.wider_rollout(new)
            if wider is None:
                return None
            new, memory = wider
            tp = new.rollout_tp
            more = Message("set {field} to {value:,}", field=plan_field("rollout_tp"), value=tp)
            changes = {**changes, "rollout_tp": tp}
            text = joined_changes([text, more]) if text else more
        b = budget(self.spec, self.gpu, new, self.workload, memory, reward=self.reward)
        cloud = b.cost["cloud_usd"].value
        return Proposal(
            changes,
            new.gpus,
            memory.total_bytes,
            text,
            keeps_run=keeps_run,
            step_seconds=b.compute["step_seconds"].value,
            hours=b.time["hours"].value,
            gpu_hours=b.compute["gpu_hours"].value,
            cloud_usd=cloud,
            paged_bytes=memory.paged_bytes,
        )


def _fewest_recomputed(trial: _Trial, spec: ModelSpec) -> Proposal | None:
    """Full recompute of the fewest layers of each model chunk that fit (Megatron's block
    method, plan.layout.recomputed_layers): the memory falls with each layer recomputed, the
    time rises with it, so the fewest that fit cost least — less than every layer (a bisection
    over 1 … the chunk's layers − 1, or above the plan's own count; None where the framework
    has no such count, or none fit)."""
    plan = trial.plan
    full = plan.recompute is Recompute.FULL
    if full and plan.recompute_layers is None:
        return None
    first = (plan.recompute_layers or 0) + 1 if full else 1
    per_chunk = -(-spec.num_layers // model_chunks(plan))

    def fitting(n: int) -> Plan | None:
        new = trial.plan_with({"recompute": Recompute.FULL.value, "recompute_layers": n})
        return new if new is not None and trial.memory(new).fits else None

    if per_chunk - 1 < first or fitting(per_chunk - 1) is None:
        return None
    low, high = first, per_chunk - 1  # high fits
    while low < high:
        mid = (low + high) // 2
        if fitting(mid) is not None:
            high = mid
        else:
            low = mid + 1
    new = fitting(high)
    assert new is not None
    text = Message(
        "set {f} to {n:,} (of every {per:,} layers)"
        if full
        else "turn on {recompute} (full) for {n:,} of every {per:,} layers ({f} {n:,})",
        recompute=plan_field("recompute"),
        f=plan_field("recompute_layers"),
        n=high,
        per=per_chunk,
    )
    changes: dict[str, int | str | bool] = {} if full else {"recompute": Recompute.FULL.value}
    changes["recompute_layers"] = high
    return trial.proposal(new, changes, text, keeps_run=True)


LAYOUT_TP = (1, 2, 4, 8)
LAYOUT_PP = (1, 2, 4, 8, 16)


def _layouts(spec: ModelSpec, plan: Plan) -> Iterator[list[dict[str, int | str | bool]]]:
    """Other ways to lay the plan's model over its own GPUs, in groups: for each tensor-
    parallel degree within a node, pipeline depth and ZeRO stage (the distributed optimizer,
    ZeRO-1, added where none is set), the expert-parallel degrees of a mixture of experts in
    rising order (each spreads the experts further: the first that fits is that group's
    answer). Only the values that differ from the plan's."""
    zeros = (plan.zero, 1) if plan.zero == 0 else (plan.zero,)
    for tp in (t for t in LAYOUT_TP if t <= plan.gpus_per_node):
        for pp in (p for p in LAYOUT_PP if p <= spec.num_layers):
            if plan.gpus % (tp * pp * plan.cp):
                continue
            eps = expert_parallel_choices(spec, plan.model_copy(update={"tp": tp, "pp": pp}))
            for zero in zeros:
                group: list[dict[str, int | str | bool]] = []
                for ep in eps:
                    wanted = {"tp": tp, "pp": pp, "ep": ep, "zero": zero}
                    changes: dict[str, int | str | bool] = {
                        k: v for k, v in wanted.items() if getattr(plan, k) != v
                    }
                    if changes:
                        group.append(changes)
                yield group


def _parallel_layout(trial: _Trial, spec: ModelSpec) -> Proposal | None:
    """The layout of the plan's own GPUs that fits for the fewest GPU-hours (the same model,
    data and arithmetic, split otherwise: a mixture of experts that holds every expert on
    every GPU fits once its experts are spread, a large dense model once its layers are
    split); None on one GPU or where none fits. In each group the widest expert spread is
    tried first (the least memory: where it does not fit, no spread of the group does); where
    it fits, the least spread that fits is found too (a bisection), and both are costed."""
    plan = trial.plan
    if plan.gpus == 1 or not plan.method.is_training:
        return None
    best: Proposal | None = None

    tried: dict[tuple[tuple[str, int | str | bool], ...], Plan | None] = {}

    def fitting(changes: dict[str, int | str | bool]) -> Plan | None:
        key = tuple(changes.items())
        if key not in tried:
            new = trial.plan_with(changes)
            tried[key] = new if new is not None and trial.memory(new).fits else None
        return tried[key]

    for group in _layouts(spec, plan):
        if not group or fitting(group[-1]) is None:
            continue
        low, high = 0, len(group) - 1  # high fits; memory falls as the experts spread
        while low < high:
            mid = (low + high) // 2
            if fitting(group[mid]) is not None:
                high = mid
            else:
                low = mid + 1
        least = group[high]
        for changes in dict.fromkeys(map(tuple, (least.items(), group[-1].items()))):
            chosen = dict(changes)
            new = fitting(chosen)
            assert new is not None
            words = joined_changes(
                [
                    Message("set {f} to {value}", f=plan_field(name), value=value)
                    for name, value in chosen.items()
                ]
            )
            found = trial.proposal(new, chosen, words, keeps_run=True)
            if found is None or found.gpu_hours is None:
                continue
            if best is None or best.gpu_hours is None or found.gpu_hours < best.gpu_hours:
                best = found
    return best


def _ranked(found: list[Proposal]) -> list[Proposal]:
    """Cheapest in GPU-hours first; an unknown cost last; then the smaller memory. A shorter
    sequence comes after every other change, whatever it saves: it cuts the user's examples
    (the fewer tokens are why it is cheap), where the others keep the data."""
    return sorted(
        found,
        key=lambda p: (
            "seq_len" in p.changes,
            p.gpu_hours is None,
            p.gpu_hours or 0.0,
            p.total_bytes,
        ),
    )


def same_gpu_fixes(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    reward: ModelSpec | None = None,
) -> list[Proposal]:
    """The changes on the plan's own GPUs that make it fit: those that keep the run (one at a
    time, else the fewest together), then those that change it; each group cheapest first.
    `reward`: an RL plan's reward model."""
    trial = _Trial(spec, gpu, plan, workload, reward)
    keeping: list[Proposal] = []
    valid: list[tuple[dict[str, int | str | bool], Message]] = []
    for changes, text in _keeping(plan, spec):
        new = trial.plan_with(changes)
        if new is None:
            continue
        valid.append((changes, text))
        if "loss" not in changes and _less_already_fits(changes, keeping):
            continue  # a lighter change of the same fields fits (selective recompute, ZeRO-1)
        found = trial.proposal(new, changes, text, keeps_run=True)
        if found is not None:
            keeping.append(found)
    partial = _fewest_recomputed(trial, spec)
    if partial is not None:
        keeping.append(partial)
    if not any("micro_batch" not in p.changes for p in keeping):
        # no technique is enough alone: the fewest together, beside a smaller micro-batch
        # that fits by itself (each costs its own time; the ranking weighs them)
        known = [dict(p.changes) for p in keeping]
        keeping += [p for p in _stacked(trial, valid) if dict(p.changes) not in known]
    layout = _parallel_layout(trial, spec)
    if layout is not None:
        keeping.append(layout)
    changing: list[Proposal] = []
    for changes, text in _changing(plan):
        if _less_already_fits(changes, changing):
            continue
        new = trial.plan_with(changes)
        if new is None:
            continue
        found = trial.proposal(new, changes, text, keeps_run=False)
        if found is not None:
            changing.append(found)
    if not keeping and not changing:
        changing = _changed_and_stacked(trial, spec)
    return _ranked(keeping) + _ranked(changing)


def _less_already_fits(changes: dict[str, int | str | bool], found: list[Proposal]) -> bool:
    """Whether a change of the same fields already fits, for candidates tried from the least
    change up (a larger micro-batch, a longer sequence, selective before full recompute, ZeRO-1
    before ZeRO-3, an 8-bit before a 4-bit optimizer): the least change kept. The loss kernels,
    none lighter than another, are each a fix."""
    return any(frozenset(changes) == frozenset(p.changes) for p in found)


def _changed_and_stacked(trial: _Trial, spec: ModelSpec) -> list[Proposal]:
    """Nothing fits alone: each change to the run with the fewest memory savings that keep
    it (a 70B LoRA on one 128 GB Mac: QLoRA with checkpointing)."""
    out: list[Proposal] = []
    for changes, text in _changing(trial.plan):
        base = trial.plan_with(changes)
        if base is None:
            continue
        sub = _Trial(spec, trial.gpu, base, trial.workload, trial.reward)
        valid = [(c, t) for c, t in _keeping(base, spec) if sub.plan_with(c) is not None]
        for found in _stacked(sub, valid):
            merged = {**changes, **dict(found.changes)}
            both = joined_changes([text, found.text])
            out.append(replace(found, changes=merged, text=both, keeps_run=False))
    return out


def wider_rollout(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    reward: ModelSpec | None = None,
) -> tuple[Plan, MemoryEstimate] | None:
    """`plan` at the smallest wider tensor parallelism of its inference engine at which it fits
    and the engine holds a completion, with its memory (_Trial.wider_rollout); None where none
    does."""
    return _Trial(spec, gpu, plan, workload, reward).wider_rollout(plan)


def rollout_start_fix(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    reward: ModelSpec | None = None,
) -> Proposal | None:
    """An RL plan whose inference engine holds no completion: the smallest wider tensor
    parallelism of the engine at which the plan fits and the engine holds one, keeping the
    memory split, the GPUs and the run, with the time and cost of the run so changed — the
    widening every proposal takes (_Trial.proposal), here alone; None where none does."""
    return _Trial(spec, gpu, plan, workload, reward).proposal(plan, {}, "", keeps_run=True)


def training_proposals(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    more_gpus: Proposal | None,
    reward: ModelSpec | None = None,
) -> tuple[Proposal, ...]:
    """Every fix of a training or post-training plan that does not fit, in the order
    proposed: the changes on its own GPUs (same_gpu_fixes), then `more_gpus` (the solver's
    answer) with its costs. `reward`: an RL plan's reward model."""
    found = same_gpu_fixes(spec, gpu, plan, workload, reward)
    if more_gpus is not None and any(dict(p.changes) == dict(more_gpus.changes) for p in found):
        more_gpus = None  # the solver's fewest GPUs are the plan's own: already proposed
    if more_gpus is not None:
        trial = _Trial(spec, gpu, plan, workload, reward)
        new = trial.plan_with(dict(more_gpus.changes))
        costed = None
        if new is not None:
            costed = trial.proposal(new, dict(more_gpus.changes), more_gpus.text, keeps_run=True)
        # the solver's answer as it came where it could not be costed, unless its engine would
        # hold no completion at any width (the proposal's own check)
        if costed is not None or new is None or not engine_holds_none(trial.memory(new)):
            found.append(costed or more_gpus)
    return tuple(found[:MOST_PROPOSALS])


def _stacked(
    trial: _Trial, valid: list[tuple[dict[str, int | str | bool], Message]]
) -> list[Proposal]:
    """No single change is enough: add them one by one, in their order (a later recompute
    level replacing an earlier one, only the first loss kernel the framework offers), until
    the plan fits; then drop each that the others no longer need."""
    chosen: list[tuple[dict[str, int | str | bool], Message]] = []
    for changes, text in valid:
        field = next(iter(changes))
        if field == "loss" and any("loss" in c for c, _ in chosen):
            continue
        chosen = [(c, t) for c, t in chosen if field not in c]  # full recompute over selective
        chosen.append((changes, text))
        merged = {k: v for c, _ in chosen for k, v in c.items()}
        new = trial.plan_with(merged)
        if new is None:
            chosen.pop()
            continue
        if trial.memory(new).fits:
            break
    else:
        return []
    for item in list(chosen):  # the fewest changes that still fit
        rest = [c for c in chosen if c is not item]
        merged = {k: v for c, _ in rest for k, v in c.items()}
        new = trial.plan_with(merged) if rest else None
        if new is not None and trial.memory(new).fits:
            chosen = rest
    merged = {k: v for c, _ in chosen for k, v in c.items()}
    new = trial.plan_with(merged)
    if new is None:
        return []
    found = trial.proposal(new, merged, joined_changes([t for _, t in chosen]), keeps_run=True)
    return [found] if found is not None else []
