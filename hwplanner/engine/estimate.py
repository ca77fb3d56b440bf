"""The one entry point views call: a scenario in, every figure out."""

from __future__ import annotations

import math
from functools import cached_property
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, model_validator

from hwplanner import __version__
from hwplanner.engine.core.explain import Figure, json_safe
from hwplanner.engine.core.keys import FigureKey
from hwplanner.engine.core.message import Bytes, FieldRef, FieldValue, Listed, Message, Term
from hwplanner.engine.core.text import N_
from hwplanner.engine.defaults import Origin, Resolved, plan_origins
from hwplanner.engine.memory.breakdown import MemoryEstimate
from hwplanner.engine.memory.inference import stage_memory
from hwplanner.engine.methods import budget, estimate_memory
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.model_parts import RecurrentKind
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.params import ParamCounts, count_params
from hwplanner.engine.money.budget import Budget
from hwplanner.engine.money.pricing import machine_prices
from hwplanner.engine.plan.architectures import HYBRID_NAMES, support
from hwplanner.engine.plan.datasets import TRAINING_DATASETS_SOURCE
from hwplanner.engine.plan.enums import Loss, Rollout, TrainingDataset
from hwplanner.engine.plan.fields import choice_label, fine_tuning, token_trained
from hwplanner.engine.plan.frameworks import FRAMEWORKS, framework
from hwplanner.engine.plan.plan import Method, Plan, WeightFormat
from hwplanner.engine.plan.workload import Workload
from hwplanner.engine.rules import Case, RuleCheck, check_rules
from hwplanner.engine.scenario.cards import (
    laid_out,
    lay_out_cards,
    mixed,
    other_ids,
    pipeline_card,
    stage_cards,
)
from hwplanner.engine.scenario.rows import memory_plan, padding_free, row_note
from hwplanner.engine.scenario.scored import as_trained
from hwplanner.engine.scenario.serving_config import served_storage
from hwplanner.engine.scenario.sharding import prefill_plan, serving_split
from hwplanner.engine.scenario.sizing import (
    checkpoint_kv,
    mlp_targets_adapt_experts,
    size_plan,
    workload_context,
)
from hwplanner.engine.scenario.validity import (
    card_problems,
    check_plan,
    machine_problems,
    reward_problems,
    serving_problems,
    workload_problems,
)
from hwplanner.engine.scenario.vision_inputs import vision_notes, with_vision_inputs
from hwplanner.engine.scenario.weights import format_storage, weight_storage
from hwplanner.engine.solve.card_split import propose_split
from hwplanner.engine.solve.fixes import rollout_start_fix, training_proposals
from hwplanner.engine.solve.proposal import (
    Proposal,
    propose_parallelism,
    propose_prefill_size,
    propose_training,
)
from hwplanner.engine.solve.solve import GpuSolution, min_gpus
from hwplanner.engine.time.collectives import link_view
from hwplanner.engine.time.kernels import fine_grained

if TYPE_CHECKING:
    from hwplanner.engine.document import CardDoc, EstimateDocument
    from hwplanner.engine.serving.latency import Replica
    from hwplanner.engine.serving.slo import Pool


def whole(n_bytes: float | None) -> int | None:
    """A byte count as an integer (None stays None, and so does a count that is not finite)."""
    if n_bytes is None or not math.isfinite(n_bytes):
        return None
    return round(n_bytes)


class Scenario(BaseModel):
    """A model, a GPU type and a plan: what the engine needs to estimate."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    model: ModelSpec
    gpu: GpuSpec
    plan: Plan
    workload: Workload = Workload()
    draft: ModelSpec | None = None  # the draft model of draft speculative decoding
    # the reward model plan.reward_model_id names (RL); None: the policy's architecture
    reward: ModelSpec | None = None
    # the cards plan.other_gpus names, in its order (the front ends look them up)
    other_gpus: tuple[GpuSpec, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _size_defaults(cls, data: Any) -> Any:
        """The plan resolved for the model: its framework's values for the model's size
        (defaults.size_plan; defaults.plan_origins says which values they gave), the model fed
        the plan's images (vision_inputs), and a machine of unequal cards laid out: a stage
        per card unless pp is the user's, their layers in proportion to the cards' memory
        unless layer_split is (cards.card_split), and a reward model's score head in place of
        its LM head (scored.as_trained)."""
        if not isinstance(data, dict):
            return data
        model, plan = data.get("model"), data.get("plan")
        if isinstance(model, dict):
            model = ModelSpec.model_validate(model)
        if isinstance(plan, dict):
            plan = Plan.model_validate(plan)
        if isinstance(model, ModelSpec) and isinstance(plan, Plan):
            sized = size_plan(plan, model)
            workload = data.get("workload")
            if isinstance(workload, dict):
                workload = Workload.model_validate(workload)
            if isinstance(workload, Workload):  # an unset context holds the longest request
                sized = workload_context(sized, workload)
                data = {**data, "workload": workload}  # validated once
            others = data.get("other_gpus") or ()
            gpu = data.get("gpu")
            if isinstance(gpu, dict):
                gpu = GpuSpec.model_validate(gpu)
            if laid_out(sized) and isinstance(gpu, GpuSpec):
                sized = lay_out_cards(model, gpu, sized, others)
            fed = as_trained(with_vision_inputs(model, sized), sized)
            data = {**data, "model": fed, "plan": sized}
        return data

    @model_validator(mode="after")
    def _cards_named(self) -> Scenario:
        if mixed(self.plan) and other_ids(self.plan) != tuple(g.id for g in self.other_gpus):
            raise ValueError(
                "other_gpus: the plan names "
                f"{', '.join(other_ids(self.plan))} but the scenario was given "
                f"{', '.join(g.id for g in self.other_gpus) or 'no cards'}"
            )
        return self

    @property
    def cards(self) -> tuple[GpuSpec, ...]:
        """The card of each pipeline stage on a machine of unequal cards; empty otherwise."""
        if not laid_out(self.plan) or not self.other_gpus:
            return ()
        return stage_cards(self.gpu, self.plan, self.other_gpus)

    @property
    def hardware(self) -> str:
        """The cards, counted: "2 × NVIDIA H100 SXM", or on a machine of unequal cards
        "1 × NVIDIA GeForce RTX 4090 24GB + 1 × NVIDIA GeForce RTX 3090 24GB"."""
        cards = self.cards
        if not cards:
            return f"{self.plan.gpus} × {self.gpu.name}"
        counted: dict[str, int] = {}
        for card in cards:
            counted[card.name] = counted.get(card.name, 0) + 1
        return " + ".join(f"{n} × {name}" for name, n in counted.items())

    @property
    def serving_gpu(self) -> GpuSpec:
        """The card speed and money are planned on: the plan's GPU, or a machine of unequal
        cards as one card (cards.pipeline_card)."""
        cards = self.cards
        if not cards:
            return self.gpu
        split = serving_split(self.plan)
        card = pipeline_card(cards, split or (1,) * len(cards))
        if card is self.gpu:
            return card
        return machine_prices(card, cards, self.plan, self.workload)


class Estimate:
    """One scenario's estimate. Each section — parameter counts, memory, the fewest GPUs that
    fit, the proposal for a plan that does not fit, the notes, the budget (time, money,
    energy, infrastructure, serving) — is computed when it is first asked for and then kept:
    a caller that asks only for memory pays only for memory. `estimate()` checks the plan
    first, so every section can be computed."""

    def __init__(
        self, scenario: Scenario, *, solve: bool = True, notes: tuple[str, ...] = ()
    ) -> None:
        self.scenario = scenario
        self.solved = solve  # the fewest-GPUs search (and the proposal built on it) asked for
        self.given_notes = notes  # the caller's (what a config.json import could not model)

    @cached_property
    def params(self) -> ParamCounts:
        return count_params(self.scenario.model)

    @cached_property
    def memory(self) -> MemoryEstimate:
        """Memory per GPU: the replicas' (replica_memory); with prefill replicas of a tp of
        their own, the fuller of theirs and the decode replicas'."""
        prefill, decode = self.prefill_memory, self.replica_memory
        # the side that does not fit, else the fuller (a decode side holding fewer sequences
        # than asked still fits)
        if prefill is not None and _worse(prefill) > _worse(decode):
            return prefill
        return decode

    @cached_property
    def replica_memory(self) -> MemoryEstimate:
        """The plan's replicas' memory per GPU, on a machine of unequal cards the fullest
        card's, a disaggregated plan's decode replicas' (what the rules and the serving levels
        read: their KV cache); `memory` where no prefill replica of a tp of its own is
        fuller."""
        if self.card_memory:
            return max(self.card_memory, key=lambda m: m.total.value / max(m.limit_bytes, 1.0))
        s = self.scenario
        return estimate_memory(s.model, s.gpu, self.memory_plan, s.draft, reward=s.reward)

    @cached_property
    def prefill_memory(self) -> MemoryEstimate | None:
        """A disaggregated plan whose prefill replicas have a tp of their own (prefill_tp): a
        prefill replica's memory per GPU, one prompt a group in flight (None otherwise);
        `memory` is the fuller of it and the decode replicas'."""
        s = self.scenario
        if s.cards or not s.plan.unequal_prefill:
            return None
        return estimate_memory(s.model, s.gpu, prefill_plan(self.memory_plan), s.draft)

    @cached_property
    def memory_plan(self) -> Plan:
        """The plan as memory and its solvers see it: rows as long as the run's longest
        (scenario/rows.py; the plan itself unless padding to each micro-batch's longest sample
        makes them shorter than the sequence length)."""
        return memory_plan(self.scenario.plan, self.scenario.workload)

    @property
    def memory_card(self) -> GpuSpec:
        """The card `memory` is of: the plan's GPU, or the fullest of unequal cards."""
        cards = self.scenario.cards
        if not cards:
            return self.scenario.gpu
        return cards[self.card_memory.index(self.memory)]

    @cached_property
    def card_memory(self) -> tuple[MemoryEstimate, ...]:
        """A machine of unequal cards: each pipeline stage's memory on its own card, in stage
        order (empty otherwise)."""
        s = self.scenario
        return tuple(
            stage_memory(s.model, card, self.memory_plan, s.draft, stage)
            for stage, card in enumerate(s.cards)
        )

    @cached_property
    def min_gpus(self) -> GpuSolution | None:
        """The fewest GPUs of this type that fit (None: not asked for, or no count fits)."""
        s = self.scenario
        if not self.solved or s.cards:  # a machine of unequal cards has the cards it has
            return None
        if self.prefill_memory is not None and not self.prefill_memory.fits:
            return None  # prefill replicas of their own tp that no count of GPUs changes
        plan = self.memory_plan
        return min_gpus(s.model, s.gpu, plan, per_node=max(plan.gpus_per_node, 8), reward=s.reward)

    @cached_property
    def proposals(self) -> tuple[Proposal, ...]:
        """A plan that does not fit: every change that makes it fit, in the order proposed
        (training: the fixes on its own GPUs that keep the run, cheapest first, then those
        that change the run, then more GPUs — solve/fixes.py; serving: the parallelism). A
        serving plan that runs but misses its latency targets: every change that meets them
        (solve/latency_fixes.py; `keeps_run` there means the same numerics, `hours` is None)."""
        s = self.scenario
        if not self.solved:
            return ()
        if self.memory.fits and self.start_refusal is not None:
            fix = self._start_fix()
            return (fix,) if fix is not None else ()
        if s.cards:  # unequal cards: only the split of their layers (docs/LIMITS.md)
            found = None
            if not self.memory.fits:
                found = propose_split(s.model, s.cards, self.memory_plan, s.draft)
            return (found,) if found is not None else ()
        if self.memory.fits:
            if not self.targets_missed:
                return ()
            from hwplanner.engine.solve.latency_fixes import latency_proposals

            users = self.budget.serving["max_concurrency_at_slo"].value
            return latency_proposals(s.model, s.gpu, s.plan, s.workload, int(users), s.draft)
        if s.plan.method.is_training:
            # the solver's layout changes, found for rows as long as the run's longest
            more = propose_training(s.model, s.gpu, self.memory_plan, self.min_gpus, s.reward)
            return training_proposals(s.model, s.gpu, s.plan, s.workload, more, s.reward)
        if self.replica_memory.fits:  # only prefill replicas of their own tp do not fit
            found = propose_prefill_size(s.model, s.gpu, s.plan, s.draft)
        else:
            found = propose_parallelism(s.model, s.gpu, s.plan, s.draft)
        return (found,) if found is not None else ()

    @cached_property
    def targets_missed(self) -> tuple[str, ...]:
        """A serving plan that runs: the latency targets it misses at its concurrency, each
        with by how much (solve/latency_fixes.py); empty otherwise."""
        s = self.scenario
        if s.plan.method is not Method.INFERENCE or not self.memory.fits:
            return ()
        # serving's own modules, imported for a serving plan only (start-up time)
        from hwplanner.engine.solve.latency_fixes import targets_missed

        return targets_missed(s.workload, self.budget)

    @cached_property
    def start_refusal(self) -> str | None:
        """A plan that fits in memory but does not start: a serving engine that would refuse
        it (vLLM with more max_num_seqs than a hybrid's cache blocks: serving/slo.py kv_pool),
        or an RL plan whose inference engine holds not one completion beside its weights
        (posttrain/rollout.py NO_ROOM: generation cannot run). Why, and what to set; None
        otherwise."""
        s = self.scenario
        if not self.memory.fits:
            return None
        if s.plan.method.is_rl:
            # post-training's own module, imported for an RL plan only (start-up time)
            from hwplanner.engine.posttrain.rollout import NO_ROOM

            return next(
                (w for w in self.memory.warnings if getattr(w, "template", "") == NO_ROOM), None
            )
        if s.plan.method is not Method.INFERENCE:
            return None
        return self.budget.refusal

    def _start_fix(self) -> Proposal | None:
        """The plan change that lets the engine start, keeping the run (the same GPUs, numerics
        and concurrency)."""
        s = self.scenario
        plan = s.plan
        if plan.method.is_rl:
            return rollout_start_fix(s.model, s.gpu, plan, s.workload, s.reward)
        fix = dict(self.budget.refusal_fix)
        (name, value), *_ = fix.items()
        text = Message("set {field} to {value:,}", field=FieldRef(f"plan.{name}"), value=value)
        cloud = self.budget.cost["cloud_usd"].value
        return Proposal(
            fix, plan.gpus, self.memory.total_bytes, text, cloud_usd=cloud, serving=True
        )

    @property
    def verdict(self) -> str:
        """The memory verdict (fits, tight, …); for a serving plan that fits, `does_not_start`
        when its engine would refuse to start it, else `misses_targets` when it misses a
        latency target at its concurrency."""
        if self.start_refusal is not None:
            return "does_not_start"
        return "misses_targets" if self.targets_missed else self.memory.verdict

    @cached_property
    def proposal(self) -> Proposal | None:
        """The first of the proposals: what the app's bar applies with one click."""
        return self.proposals[0] if self.proposals else None

    @cached_property
    def notes(self) -> tuple[str, ...]:
        return (*_notes(self), *self.budget.notes, *self.given_notes)

    @cached_property
    def budget(self) -> Budget:
        s = self.scenario
        cards = tuple(zip(s.cards, self.card_memory, strict=True))
        return budget(
            s.model,
            s.serving_gpu,
            s.plan,
            s.workload,
            self.replica_memory,
            draft=s.draft,
            cards=cards,
            reward=s.reward,
        )

    @cached_property
    def rule_checks(self) -> tuple[RuleCheck, ...]:
        """The rules of thumb this plan is a case of, each beside the estimate (rules.py)."""
        s = self.scenario
        # a disaggregated plan's rules are checked on its decode replicas (tp × pp GPUs each)
        memory = self.replica_memory
        case = Case(
            s.model, s.gpu, s.plan, s.workload, self.params, memory, self.budget, self.min_gpus
        )
        return check_rules(case)

    @cached_property
    def param_figures(self) -> dict[str, Figure]:
        return _param_figures(self.scenario.model, self.params, self.memory.trainable_params)

    @cached_property
    def origins(self) -> dict[str, Resolved]:
        """Every plan value with where it comes from (defaults.plan_origins)."""
        s = self.scenario
        return plan_origins(s.model, s.plan, s.gpu)

    @cached_property
    def replica(self) -> tuple[Replica, Pool]:
        """A serving plan's replica model and KV pool, as its serving figures were computed:
        what the latency view plots and the validation cuts its figures from."""
        s = self.scenario
        # serving's own modules, imported for a serving plan only (start-up time)
        from hwplanner.engine.serving.levels import build_replica

        compute = self.budget.compute
        return build_replica(
            s.model,
            s.serving_gpu,
            s.plan,
            s.workload,
            self.replica_memory,
            compute["prefill_mfu"].value,
            compute["decode_mbu"].value,
            s.draft,
            tuple(zip(s.cards, self.card_memory, strict=True)),
        )

    def complete(self) -> Estimate:
        """Every section an estimate used to compute at once, computed now: memory, the
        fewest GPUs and the proposal (when solved), the notes and the budget; itself."""
        _ = (self.memory, self.min_gpus, self.proposal, self.notes, self.budget)
        return self

    @property
    def fits(self) -> bool:
        return self.memory.fits

    @property
    def warnings(self) -> tuple[str, ...]:
        # the budget repeats the memory warnings it was built on; each warning once, in order
        return tuple(dict.fromkeys(self.memory.warnings + self.budget.warnings))

    def as_dict(self) -> dict[str, object]:
        """The documented JSON contract of `hwplanner estimate --json` (document.py declares
        it; docs/CLI.md and resources/schemas/estimate.schema.json are made from it)."""
        return self.document().model_dump(exclude_unset=True)

    def document(self) -> EstimateDocument:
        """This estimate as its JSON document. Strict JSON whatever the inputs: a figure with
        no finite value is null (its explain entry says why), never NaN or Infinity."""
        # the document's models are imported when a document is written: the window and the
        # readable report never build one
        from hwplanner.engine.document import (
            JSON_SCHEMA_VERSION,
            Currency,
            EstimateDocument,
            GpuRef,
            ModelRef,
            Params,
            RuleCheckDoc,
        )

        mem = self.memory
        plan = self.scenario.plan
        gpu = self.scenario.gpu
        serving = plan.method is Method.INFERENCE
        budget = self.budget
        code, per_usd = budget.currency
        proposal = self.proposal.as_dict(costs=not serving) if self.proposal else None
        return EstimateDocument(
            schema_version=JSON_SCHEMA_VERSION,
            hwplanner_version=__version__,
            model=ModelRef(id=self.scenario.model.id, name=self.scenario.model.name),
            gpu=GpuRef(
                id=gpu.id,
                name=gpu.name,
                capacity_bytes=mem.capacity_bytes,
                count=plan.gpus,
                per_node=plan.gpus_per_node,
                nodes=plan.nodes,
            ),
            plan=json_safe(plan.model_dump(mode="json")),
            plan_origins={
                k: r.origin.value for k, r in plan_origins(self.scenario.model, plan, gpu).items()
            },
            params=Params(
                total=self.params.total,
                active=self.params.active,
                trainable=mem.trainable_params,
                by_module=self.params.as_dict(),
            ),
            memory_per_gpu_bytes={
                **{k: whole(f.value) for k, f in mem.components.items()},
                "total": whole(mem.total.value),
                "total_low": whole(mem.total.low),
                "total_high": whole(mem.total.high),
            },
            memory_peak_phase=mem.phase,
            memory_phase_totals_bytes={k: whole(v) for k, v in mem.phase_totals.items()},
            overheads_bytes={p.key: whole(p.value) for p in mem.overheads},
            cards=self._card_docs(),
            host_offload_bytes=whole(mem.host_offload_bytes),
            nvme_offload_bytes=whole(mem.nvme_offload_bytes),
            paged_bytes=whole(mem.paged_bytes),
            verdict=self.verdict,
            start_refusal=self.start_refusal,
            targets_missed=list(self.targets_missed),
            fits=mem.fits,
            memory_limit_bytes=whole(mem.limit_bytes),
            headroom_bytes=whole(mem.headroom_bytes),
            min_gpus=self.min_gpus.gpus if self.min_gpus else None,
            min_gpus_strategy=self.min_gpus.strategy if self.min_gpus else None,
            min_gpus_held_sequences=self.min_gpus.held_sequences if self.min_gpus else None,
            parallel_proposal=json_safe(proposal) if serving and not mem.fits else None,
            training_proposal=json_safe(proposal) if not serving else None,
            proposals=[json_safe(p.as_dict(costs=True)) for p in self.proposals]
            if not serving or mem.fits
            else [],
            warnings=list(self.warnings),
            notes=list(self.notes),
            rule_checks=[RuleCheckDoc(**json_safe(r.as_dict())) for r in self.rule_checks],
            kind=budget.kind,
            compute=budget.json_group("compute"),
            time=budget.json_group("time"),
            cost=budget.json_group("cost"),
            cost_cloud_items=budget.json_group("cost_cloud_items"),
            cost_onprem_items=budget.json_group("cost_onprem_items"),
            hidden_costs=budget.json_group("hidden_costs"),
            energy=budget.json_group("energy"),
            storage=budget.json_group("storage"),
            network=budget.json_group("network"),
            power=budget.json_group("power"),
            prices=budget.json_group("prices"),
            **({"serving": budget.json_group("serving")} if budget.serving else {}),
            host_ram_bytes=budget.host_ram_value,
            host_ram_beyond_server=budget.host_ram_beyond_server,
            currency=Currency(code=code, per_usd=per_usd),
            explain={k: f.as_dict() for k, f in self.figures().items()},
        )

    def _card_docs(self) -> list[CardDoc]:
        from hwplanner.engine.document import CardDoc

        split = serving_split(self.scenario.plan) or ()
        return [
            CardDoc(
                id=card.id,
                name=card.name,
                stage=stage,
                layers=n,
                total_bytes=whole(mem.total.value),
                limit_bytes=whole(mem.limit_bytes),
                fits=mem.fits,
            )
            for stage, (card, mem, n) in enumerate(
                zip(self.scenario.cards, self.card_memory, split, strict=False)
            )
        ]

    def figures(self) -> dict[str, Figure[float | None]]:
        """Every figure with its working, keyed for lookup by views."""
        out: dict[str, Figure[float | None]] = dict(self.param_figures)
        out.update({f"memory.{k}": f for k, f in self.memory.components.items()})
        out.update({f"overhead.{p.key}": p for p in self.memory.overheads})
        out.update({f"memory.{f.key}": f for f in self.memory.techniques})
        out[FigureKey.MEMORY_TOTAL] = self.memory.total
        for group, figs in self.budget.groups().items():
            out.update({f"{group}.{k}": f for k, f in figs.items()})
        out["host_ram_bytes"] = self.budget.host_ram
        for check in self.rule_checks:  # the rules' working, and hwplanner's where it is theirs
            out[check.rule.key] = check.rule
            out.setdefault(check.ours_key, check.ours)
        return out


def _param_figures(spec: ModelSpec, counts: ParamCounts, trainable: int) -> dict[str, Figure]:
    src = "counted from the architecture as the Hugging Face implementation allocates it"
    total = Figure(
        FigureKey.PARAMS_TOTAL,
        "Parameters (total)",
        counts.total,
        "params",
        "embedding + lm_head (untied) + layers × (attention + MLP or router+experts) + norms",
        (
            ("embedding", counts.embedding),
            ("lm_head", counts.lm_head),
            ("attention", counts.attention),
            ("MLP / shared experts", counts.mlp),
            ("routed experts", counts.experts),
            ("routers", counts.router),
            ("norms and vectors", counts.norms),
        ),
        src,
    )
    notes: tuple[str, ...] = ()
    if spec.official_total_params:
        diff = counts.total / spec.official_total_params - 1
        notes = (
            Message(
                "official figure {official_b:.2f}B ({diff:+.2%})",
                official_b=spec.official_total_params / 1e9,
                diff=diff,
            ),
        )
    total = total._replace(notes=notes)
    active = Figure(
        FigureKey.PARAMS_ACTIVE,
        "Parameters (active per token)",
        counts.active,
        "params",
        "total − routed experts + experts_per_token/num_experts of them",
        (("routed experts", counts.experts), ("active routed experts", counts.active_experts)),
        src,
    )
    train = Figure(
        FigureKey.PARAMS_TRAINABLE,
        "Parameters (trainable)",
        trainable,
        "params",
        "all (full, pre-training), last N layers (freeze), r·(in+out) per adapted matrix (LoRA)",
        (),
        "LoRA: Hu et al. 2021; PEFT adapter shapes",
    )
    return {
        FigureKey.PARAMS_TOTAL: total,
        FigureKey.PARAMS_ACTIVE: active,
        FigureKey.PARAMS_TRAINABLE: train,
    }


def _no_count_fits(
    spec: ModelSpec,
    gpu: GpuSpec,
    plan: Plan,
    draft: ModelSpec | None,
    reward: ModelSpec | None = None,
) -> list[str]:
    """Why no GPU count fits, when it is what more GPUs cannot divide: with ZeRO-3 on a full
    node (weights and optimizer states sharded as far as they go), the estimate's floor — one
    micro-batch's activations, the gathered layers, the fixed overheads — already exceeds the
    card; failing that proof, when the activations alone take over half of it."""
    fields = {
        "recompute": FieldRef("plan.recompute"),
        "seq_len": FieldRef("plan.seq_len"),
        "micro_batch": FieldRef("plan.micro_batch"),
    }
    if FRAMEWORKS[plan.framework].data_parallel_only:
        # whole copies on every GPU (Unsloth, MLX): nothing shrinks with more of them
        whole = estimate_memory(spec, gpu, plan, draft, reward=reward)
        return [
            Message(
                "No GPU count fits: {fw} trains a whole copy on every GPU, so its {total} does "
                "not shrink with more of them, more than the {have} of the {gpu}. Lower it "
                "with {recompute}, a shorter {seq_len} or a smaller {micro_batch}.",
                fw=FRAMEWORKS[plan.framework].name,
                total=Bytes(whole.total_bytes),
                have=Bytes(whole.limit_bytes),
                gpu=gpu.name,
                **fields,
            )
        ]
    try:
        sharded = plan.with_changes(zero=3, gpus_per_node=8)
    except ValueError:
        return []  # the framework shards no further
    mem = estimate_memory(spec, gpu, sharded, draft, reward=reward)
    if mem.floor_bytes > mem.limit_bytes:
        return [
            Message(
                "No GPU count fits: {floor} of every GPU's memory does not shrink with more "
                "GPUs (one micro-batch's activations, the layers ZeRO gathers, fixed overheads), "
                "more than the {have} of the {gpu}. Lower the activations with {recompute}, a "
                "shorter {seq_len}, a smaller {micro_batch}, or tensor or context parallelism.",
                floor=Bytes(mem.floor_bytes),
                have=Bytes(mem.limit_bytes),
                gpu=gpu.name,
                **fields,
            )
        ]
    acts = mem.bytes_of("activations")
    if acts <= mem.limit_bytes / 2:
        return []
    return [
        Message(
            "No GPU count fits: {activations} of activations stay on every GPU however many "
            "there are. Lower them with {recompute}, a shorter {seq_len}, a smaller "
            "{micro_batch}, or tensor or context parallelism.",
            activations=Bytes(acts),
            **fields,
        )
    ]


def _card_notes(est: Estimate) -> list[str]:
    """A machine of unequal cards: each card's layers and memory, and how to ask the engine
    for that split."""
    s = est.scenario
    if not s.cards:
        return []
    split = serving_split(s.plan) or ()
    rows = []
    start = 0
    for card, mem, n in zip(s.cards, est.card_memory, split, strict=False):
        rows.append(
            Message(
                "{gpu}: layers {first}–{last}, {need} of {have}",
                gpu=card.name,
                first=start,
                last=start + n - 1,
                need=Bytes(mem.total.value),
                have=Bytes(mem.limit_bytes),
            )
        )
        start += n
    found: list[str] = [
        Message(
            "Layers split across unequal cards, one pipeline stage each, in proportion to each "
            "card's memory as llama.cpp splits them unless layers per stage is set: {cards}. A "
            "token passes the cards in turn, so decode runs at the cards' speeds weighted by "
            "their layers; the verdict is the fullest card's.",
            cards=Listed(*rows),
        )
    ]
    if FRAMEWORKS[s.plan.framework].host_split:
        # llama.cpp's split counts the output layer as one more slot, on the last card
        # (llama-server's --tensor-split, set through its environment variable)
        flag = "LLAMA_ARG_TENSOR_SPLIT=" + ",".join(str(n) for n in (*split[:-1], split[-1] + 1))
    else:
        flag = "VLLM_PP_LAYER_PARTITION=" + ",".join(str(n) for n in split)
    found.append(
        Message(
            "To run this split: {flag} (the engine's own default may differ: vLLM splits "
            "layers evenly, llama.cpp by the memory free when it loads).",
            flag=flag,
        )
    )
    return found


# the packages whose kernels a hybrid's recurrent layers train with (memory/activations.py
# `_recurrent_block`)
KERNEL_PACKAGES = {
    RecurrentKind.MAMBA: "mamba_ssm, causal-conv1d",
    RecurrentKind.MAMBA2: "mamba_ssm, causal-conv1d",
    RecurrentKind.GATED_DELTANET: "flash-linear-attention, causal-conv1d",
}  # a short convolution keeps the same tensors either way; Lightning Attention trains nowhere


def _nvlink_notes(est: Estimate) -> list[str]:
    """Nodes of an NVL72 rack's trays that the plan's collectives are timed over as one NVLink
    domain (collectives.link_view): how many domains, of how many GPUs."""
    s = est.scenario
    plan = s.plan
    gpu = s.serving_gpu if plan.method is Method.INFERENCE else s.gpu
    view = link_view(gpu, plan).plan
    if view is plan:
        return []
    args = dict(nodes=plan.nodes, per=plan.gpus_per_node, gpu=gpu.name, span=view.gpus_per_node)
    if view.nodes == 1:
        return [
            Message(
                "The {nodes} nodes of {per} {gpu} share one NVLink domain (an NVL72 rack, up "
                "to 72 GPUs): their collectives are timed over NVLink, as one node of {span}.",
                **args,
            )
        ]
    return [
        Message(
            "The {nodes} nodes of {per} {gpu} are timed as {domains} NVLink domains of "
            "{span} GPUs (NVL72 racks, up to 72 GPUs a domain): collectives run over NVLink "
            "inside a domain, over the network between domains.",
            domains=view.nodes,
            **args,
        )
    ]


def _marlin_fp4_notes(est: Estimate) -> list[str]:
    """A serving plan whose FP4 weights run weight-only through Marlin (latency.fp4_marlin):
    that it is timed so, with the source that says the engine does so."""
    from hwplanner.engine.serving.latency import fp4_marlin

    s = est.scenario
    fmt = weight_storage(s.model, s.plan).format
    marlin = fp4_marlin(fmt, s.serving_gpu, s.plan.framework)
    if marlin is None:
        return []
    return [
        Message(
            "On the {gpu} {framework} serves the {format} weights weight-only through "
            "Marlin's kernel (4-bit reads, 16-bit matrix multiplies; {source}), timed as its "
            "4-bit Marlin kernels run.",
            gpu=s.serving_gpu.name,
            framework=FRAMEWORKS[s.plan.framework].name,
            format=fmt.value.upper(),
            source=Term("Source", marlin),
        )
    ]


def _triton_moe_notes(est: Estimate) -> list[str]:
    """A serving plan (or an RL plan's rollout engine) of a fine-grained mixture whose engine
    runs its routed experts through its own MoE kernels: at what share of the peak they are
    timed (latency.routed_expert_share, where measured), or that prefill and TTFT are
    optimistic (where not)."""
    s = est.scenario
    spec, plan = s.model, s.plan
    if not fine_grained(spec):
        return []
    # serving's and post-training's own modules, imported for such a plan only (start-up time)
    from hwplanner.engine.scenario.serving_config import serving_config
    from hwplanner.engine.serving.latency import (
        MEASURED_MOE_KERNELS,
        expert_curve,
        prefill_step_tokens,
        routed_expert_share,
        serving_dtype,
        w4a16_experts,
    )
    from hwplanner.engine.time.kernels import rows_per_expert
    from hwplanner.engine.time.mfu import prefill_mfu

    if plan.method is Method.INFERENCE:
        if s.workload.mfu is not None:
            return []  # the user's utilisation, measured with its experts: nothing assumed
        served, gpu = plan, s.serving_gpu
        prompt = max(s.workload.prompt_tokens - s.workload.shared_prefix_tokens, 1)
    elif plan.method.is_rl and plan.rollout is not Rollout.TRAINER:
        from hwplanner.engine.posttrain.rollout import engine_plan

        served, gpu = engine_plan(plan, 1, plan.rollout_tp), s.gpu
        prompt = plan.prompt_len
    else:
        return []
    fw = FRAMEWORKS[served.framework]
    step = prefill_step_tokens(prompt, serving_config(gpu, served).batched_tokens)
    applies, share = routed_expert_share(spec, gpu, served, fw, step)
    if not applies:
        return []
    args = dict(model=spec.name, k=spec.experts_per_token, experts=spec.num_experts, engine=fw.name)
    dtype = serving_dtype(served_storage(spec, served).format)
    if share is not None and expert_curve(spec, gpu, served) is not None:
        if share >= prefill_mfu(gpu, served).value:
            return []  # the kernels reach the utilisation of the rest: nothing slower
        return [
            Message(
                "{model} routes each token to {k} of {experts} experts: {engine}'s fused-MoE "
                "kernels are timed here at {share:.1%} of the {dtype} peak, what kernel "
                "timings of such experts on this GPU family reach with {rows:,.0f} rows per "
                "expert (prompt steps of {tokens:,.0f} tokens), rather than at the prefill "
                "utilisation of the rest: prefill and large decode batches take longer by as "
                "much (Explain: prefill tokens/s).",
                share=share,
                dtype=dtype,
                rows=rows_per_expert(spec, step),
                tokens=step,
                **args,
            )
        ]
    if share is not None and w4a16_experts(spec, gpu, served, fw):
        return [
            Message(
                "{model} routes each token to {k} of {experts} experts in 4 bits: {engine} "
                "multiplies them in W4A16 fused-MoE kernels (Marlin's; for MXFP4 on Hopper, "
                "Triton's matmul_ogs, taken at Marlin's rate), timed here at {share:.1%} of the "
                "bf16 peak, what Marlin's measured in prefill on an H100 (SGLang PR #38884), "
                "rather than at the prefill utilisation of the rest: where prefill and large "
                "decode batches are bound by compute, they take longer by as much (Explain: "
                "prefill tokens/s).",
                share=share,
                **args,
            )
        ]
    if share is not None:
        return [
            Message(
                "{model} routes each token to {k} of {experts} experts: {engine} runs them "
                "through Triton fused-MoE kernels, timed here at {share:.1%} of the {dtype} "
                "peak, what vLLM's kernel benchmarks measured for such experts on an H100/H200-"
                "class GPU, rather than at the prefill utilisation of the rest: where prefill "
                "and large decode batches are bound by compute, they take longer by as much "
                "(Explain: prefill tokens/s).",
                share=share,
                dtype=dtype,
                **args,
            )
        ]
    return [
        Message(
            "{model} routes each token to {k} of {experts} experts, and {engine}'s MoE kernels "
            "reach far less of the peak on such narrow expert matrices than the prefill "
            "utilisation planned here (vLLM's Triton kernel benchmarks: about 33% of the bf16 "
            "peak for 128 experts of 704 on an H200, where Mixtral's 8 wide experts reach 49%; "
            "vLLM PRs #44818, #24700), measured only for {measured}. Published "
            "runs of such models took 2–4× the time to first token planned "
            "this way (LIMITS.md): treat prefill speed and TTFT as optimistic.",
            measured=MEASURED_MOE_KERNELS,
            **args,
        )
    ]


def _default_loss_note(est: Estimate) -> list[str]:
    """A loss kernel the framework profile takes without the user (TRL 1.16's fused LM head,
    Unsloth's chunked log-probabilities, verl's in-place kernel where flash-attn is installed)
    saves the full logits, and releases or setups without it keep them: where that moves the
    peak by a tenth, say what the full logits would cost."""
    plan = est.scenario.plan
    inplace = plan.loss is Loss.FUSED_CE_INPLACE  # verl's, where flash-attn is installed
    if not plan.method.is_training or (plan.loss.is_plain and not inplace) or plan.liger_kernels:
        return []
    if "loss" in plan.user_fields or est.memory.total_bytes <= 0:
        return []
    s = est.scenario
    try:
        full = est.memory_plan.with_changes(loss="plain")
    except ValueError:
        return []  # the framework offers no plain loss for this method
    plain = estimate_memory(s.model, s.gpu, full, s.draft, reward=s.reward)
    if plain.total_bytes < 1.1 * est.memory.total_bytes:
        return []
    return [
        Message(
            "The {framework} profile's {loss} is its own default where flash-attn is "
            "installed (its images install it): without it, with the full logits in fp32 "
            "({field} plain), the peak would be {plain} per GPU, not {ours}."
            if inplace
            else "The {framework} profile's {loss} is its own default (its latest releases): "
            "with the full logits, as earlier releases keep them ({field} plain), the peak "
            "would be {plain} per GPU, not {ours}.",
            framework=framework(plan.framework).name,
            loss=FieldValue("plan.loss", plan.loss),
            field=FieldRef("plan.loss"),
            plain=Bytes(plain.total_bytes),
            ours=Bytes(est.memory.total_bytes),
        )
    ]


def _samples_fill_note(plan: Plan, workload: Workload) -> list[str]:
    """A dataset given in samples without their mean length, in a run sized in tokens: its
    steps follow from the samples, its tokens only from a length, which is taken as the
    sequence (Workload.unique_tokens), an upper bound said where the answer is."""
    if not token_trained(plan, None) or not workload.samples_fill_sequence:
        return []
    return [
        Message(
            "The dataset's samples ({samples:,}) have no mean length: each is taken to fill "
            "the {seq_len:,}-token sequence, so the training tokens, time and cost are an "
            "upper bound (set {field}).",
            samples=workload.dataset_samples,
            seq_len=plan.seq_len,
            field=FieldRef("workload.sample_tokens_mean"),
        )
    ]


def _training_dataset_note(plan: Plan, workload: Workload) -> list[str]:
    """What a published training data set stands for in the estimate: its lengths counted with
    Qwen2.5's tokenizer (plan/datasets.py TRAINING_DATASETS)."""
    if workload.training_dataset is TrainingDataset.CUSTOM or not fine_tuning(plan, None):
        return []
    return [
        Message(
            "Samples of {dataset}: {samples:,} of {mean:,} tokens on average, {longest:,} at "
            "most, as ms-swift counts them with Qwen2.5's tokenizer ({source}); another "
            "model's tokenizer counts somewhat differently.",
            dataset=Term(
                "Choice", choice_label(Workload, "training_dataset", workload.training_dataset)
            ),
            samples=workload.dataset_samples or 0,
            mean=workload.sample_tokens_mean or 0,
            longest=workload.sample_tokens_max or 0,
            source=Term("Source", TRAINING_DATASETS_SOURCE),
        )
    ]


def _fits_at_mean(est: Estimate) -> list[str]:
    """A padding-free plan sized at full-length samples (no mean length given) that does not
    fit: the longest mean sample length at which it would (a bisection over the mean; nothing
    where even one-token samples do not fit, or on unequal cards)."""
    s = est.scenario
    plan, workload = s.plan, s.workload
    if workload.sample_tokens_mean is not None or est.memory.fits or s.cards:
        return []
    if s.model.vision is not None:
        return []  # a sample's images set its least length: a mean below it is refused
    if not plan.method.is_training or not padding_free(
        plan, workload.with_changes(sample_tokens_mean=1)
    ):
        return []  # not padding-free (its rows are sized otherwise)

    def fits(mean: int) -> bool:
        try:
            given = workload.with_changes(sample_tokens_mean=mean)
        except ValueError:  # a mean the workload's own bounds refuse
            return False
        found = estimate_memory(s.model, s.gpu, memory_plan(plan, given), s.draft, reward=s.reward)
        return found.fits

    lo, hi = 0, min(plan.seq_len, workload.sample_tokens_max or plan.seq_len) + 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid
    if lo < 1:
        return []
    return [
        Message(
            "It fits when the samples average {mean:,} tokens or fewer: a padding-free "
            "micro-batch holds its samples' own lengths ({field}).",
            mean=lo,
            field=FieldRef("workload.sample_tokens_mean"),
        )
    ]


def _notes(est: Estimate) -> list[str]:
    """The estimate's own notes: why no GPU count fits (when the search found none), what a
    mixture of experts keeps resident under LoRA, and what the plan's images cost."""
    s = est.scenario
    spec, plan = s.model, s.plan
    found: list[str] = []
    row = row_note(plan, s.workload)
    if row is not None:
        found.append(row)
        found += _fits_at_mean(est)
    if est.solved and est.min_gpus is None and plan.method.is_training:
        found += _no_count_fits(spec, s.gpu, est.memory_plan, s.draft, s.reward)
    if plan.method.is_training:
        found += _count_defaults(est)
    found += _training_dataset_note(plan, s.workload)
    found += _samples_fill_note(plan, s.workload)
    evaluation = s.workload.evaluation_note() if plan.method.is_training else None
    if evaluation is not None:
        found.append(evaluation)
    found += _checkpoint_kv_notes(spec, plan)
    if plan.method.scores_sequences:
        found.append(
            Message(
                "A reward model: {model} is trained as a sequence classifier, a one-output "
                "score head on each sequence's last token in place of the LM head, so no logits "
                "over the vocabulary are built (the parameter counts are the classifier's).",
                model=spec.name,
            )
        )
    found += _card_notes(est)
    serving = plan.method is Method.INFERENCE
    found += _nvlink_notes(est)
    spread = s.workload.prompt_spread(spec.image_tokens) if serving else None
    prompt = spread.shortest if spread else s.workload.prompt_tokens if serving else None
    found += vision_notes(spec, plan, prompt, shortest=spread is not None)
    found += _framework_support_notes(spec, plan)
    found += _rank_flags_note(plan)
    found += _context_note(est)
    found += _prefill_memory_note(est)
    if mlp_targets_adapt_experts(plan, spec):
        fw = framework(plan.framework)
        found.append(
            Message(
                "{framework} names the routed experts' matrices as the MLP's (linear_fc1, "
                "linear_fc2): LoRA on the MLP adapts every expert too, and this plan counts "
                "their adapters ({source})",
                framework=fw.name,
                source=Term("Source", fw.mlp_targets_cover_experts),
            )
        )
    short_conv = spec.recurrent is not None and spec.recurrent.kind is RecurrentKind.SHORT_CONV
    if short_conv and plan.base_method.is_peft and "o" in plan.lora_targets:
        found.append(
            Message(
                "{model} names the output projections of its attention and of its short "
                "convolutions alike (out_proj): a LoRA config that targets out_proj adapts "
                "both, where this plan gives adapters to the attention layers' only",
                model=spec.name,
            )
        )
    fused = spec.recurrent is not None and spec.recurrent.kind in KERNEL_PACKAGES
    if plan.method.is_training and spec.recurrent is not None and fused and spec.recurrent_layers:
        found.append(
            Message(
                "{model}'s {mixer} layers are counted as their fused training kernels keep "
                "them ({packages}); without those packages transformers falls back to its torch "
                "scan, which keeps far more memory and runs far slower.",
                model=spec.name,
                mixer=Term("Recurrent", spec.recurrent.name),
                packages=KERNEL_PACKAGES[spec.recurrent.kind],
            )
        )
    if serving and spec.is_sparse_attention:
        found.append(
            Message(
                "{model}'s sparse attention is timed by the FLOPs and bytes its kernels move; "
                "published runs were slower: vLLM 0.14's prefill of 2,048-token prompts on 2 "
                "GB300 ran at a third of the rate planned this way, and SGLang's decode on 8 "
                "B200 took 1.7–2.4× the time per token (LIMITS.md): treat its speeds as "
                "optimistic.",
                model=spec.name,
            )
        )
    found += _triton_moe_notes(est)
    found += _default_loss_note(est)
    found += _marlin_fp4_notes(est) if serving else []
    if plan.base_method.is_peft and spec.is_moe:
        total = est.params.total
        # the bytes LoRA and QLoRA keep them in under this framework (as the estimate counts)
        bf16 = format_storage(spec, Method.LORA, plan.framework, WeightFormat.BF16)
        nf4 = format_storage(spec, Method.QLORA, plan.framework, WeightFormat.NF4_DQ)
        found.append(
            Message(
                "{model} is a mixture of experts: LoRA and QLoRA keep every expert resident "
                "although few run per token, so the frozen {total_b:.0f}B weights alone are "
                "{bf16} in bf16 and {nf4} in QLoRA's 4-bit NF4.",
                model=spec.name,
                total_b=total / 1e9,
                bf16=Bytes(total * bf16.bytes_per_param),
                nf4=Bytes(total * nf4.bytes_per_param),
            )
        )
    return found


PREFILL, DECODE = N_("Message", "prefill"), N_("Message", "decode")


def _worse(m: MemoryEstimate) -> tuple[bool, float]:
    """How badly a side of the plan fits: not at all first, then memory per GPU over what the
    framework may use of it."""
    return (not m.fits, m.total.value / max(m.limit_bytes, 1.0))


def _prefill_memory_note(est: Estimate) -> list[str]:
    """Which replicas' GPUs the memory shown is of, where prefill replicas have a tp of their
    own, and the other side's total."""
    prefill = est.prefill_memory
    if prefill is None:
        return []
    plan = est.scenario.plan
    shown = est.memory is prefill
    other = est.replica_memory if shown else prefill  # the side not shown
    found: list[str] = [
        Message(
            "Prefill replicas of tp {ptp} beside decode replicas of tp {tp} (pp {pp} each): "
            "the memory shown is the {side} replicas' per GPU (the side that does not fit, "
            "else the fuller); the {other_side} replicas' is {other_bytes} per GPU.",
            ptp=plan.prefill_replica_tp,
            tp=plan.tp,
            pp=plan.pp,
            side=Term("Message", PREFILL if shown else DECODE),
            other_side=Term("Message", DECODE if shown else PREFILL),
            other_bytes=Bytes(other.total.value),
        )
    ]
    if not prefill.fits:
        found.append(
            Message(
                "The prefill replicas need {need} per GPU, more than the {usable} the "
                "framework may use: the serving figures assume they would run; give them "
                "more GPUs ({field}).",
                need=Bytes(prefill.total.value),
                usable=Bytes(prefill.limit_bytes),
                field=FieldRef("plan.prefill_tp"),
            )
        )
    return found


def _context_note(est: Estimate) -> list[str]:
    """A serving context left unset and sized for the workload's longest request
    (sizing.workload_context): said, since the KV cache follows it."""
    plan = est.scenario.plan
    if plan.method is not Method.INFERENCE or est.origins["context"].origin is not Origin.WORKLOAD:
        return []
    return [
        Message(
            "Context not set: the KV cache is sized for the longest request the workload gives "
            "({tokens:,} tokens; the engines' own default is the model's whole context). Set "
            "{field} for another.",
            tokens=plan.context,
            field=FieldRef("plan.context"),
        )
    ]


def _rank_flags_note(plan: Plan) -> list[str]:
    """The engine's own flags for a replica with attention data parallelism where the engine
    counts its data-parallel ranks beside tensor parallelism (vLLM), so that a plan typed in
    either notation shows how it was read (plan/typed.py)."""
    fw = FRAMEWORKS[plan.framework]
    groups = plan.attention_dp
    if not fw.dp_beside_tp or plan.method is not Method.INFERENCE or groups <= 1:
        return []
    if plan.tp % groups:
        return []  # refused by validity
    flags = f"-tp {plan.tp // groups} -dp {groups}"
    if plan.ep > 1:
        flags += " --enable-expert-parallel"
    return [
        Message(
            "{framework} runs each replica of {tp} GPUs as {flags}, counting its data-parallel "
            "ranks beside tensor parallelism, so its own -tp N -dp M is tp N × M with "
            "attention_dp M here: {source}.",
            framework=fw.name,
            tp=plan.tp,
            flags=flags,
            source=Term("Source", fw.dp_beside_tp),
        )
    ]


def _framework_support_notes(spec: ModelSpec, plan: Plan) -> list[str]:
    """What the plan assumes of the framework's support of a hybrid model: the release it needs,
    the last one that still ran it, what it does differently, or that support is not settled
    (plan/architectures.py; a framework that does not run it is refused by validity)."""
    framework = FRAMEWORKS[plan.framework].name
    hybrid = spec.hybrid
    if hybrid is None:
        if not spec.recurrent_layers:
            return []
        return [
            Message(
                "Which frameworks run {model}'s recurrent layers was not researched: the plan "
                "assumes {framework} runs them.",
                model=spec.name,
                framework=framework,
            )
        ]
    runs = support(plan.framework, hybrid)
    architecture = HYBRID_NAMES[hybrid]
    if runs is None:
        return []
    if isinstance(runs, str):
        return [
            Message(
                "Whether {framework} runs {architecture} models is not settled: {why}.",
                framework=framework,
                architecture=architecture,
                why=Term("Message", runs),
            )
        ]
    found: list[str] = []
    if runs.until:
        found.append(
            Message(
                "{framework} ran {architecture} models up to its release {until} and has removed "
                "them since ({source}): this plan holds for that release or an earlier one.",
                framework=framework,
                architecture=architecture,
                until=runs.until,
                source=runs.source,
            )
        )
    note = Term("Message", runs.note)
    if runs.since and runs.note:
        found.append(
            Message(
                "{framework} runs {architecture} models since {since}: {note}.",
                framework=framework,
                architecture=architecture,
                since=runs.since,
                note=note,
            )
        )
    elif runs.since:
        found.append(
            Message(
                "{framework} runs {architecture} models since {since}.",
                framework=framework,
                architecture=architecture,
                since=runs.since,
            )
        )
    elif runs.note:
        found.append(
            Message(
                "{framework} runs {architecture} models: {note}.",
                framework=framework,
                architecture=architecture,
                note=note,
            )
        )
    return found


def _checkpoint_kv_notes(spec: ModelSpec, plan: Plan) -> list[str]:
    """What serving does with the KV-cache scales a checkpoint ships: follows them (TensorRT-
    LLM, unless the user chose), keeps the model's dtype unless told, or cannot serve them."""
    kv = checkpoint_kv(spec)
    if plan.method is not Method.INFERENCE or not kv:
        return []
    fw = FRAMEWORKS[plan.framework]
    user = plan.is_user("kv_dtype")
    if plan.kv_dtype.value == kv:
        if user:
            return []
        return [
            Message(
                "The checkpoint ships {kv} KV-cache scales and {framework} follows the "
                "checkpoint: the KV cache is planned in {kv}.",
                kv=kv,
                framework=fw.name,
            )
        ]
    if kv not in fw.kv_dtypes:
        return [
            Message(
                "The checkpoint ships {kv} KV-cache scales, which {framework} does not "
                "serve: the KV cache is planned in {dtype}.",
                kv=kv,
                framework=fw.name,
                dtype=plan.kv_dtype.value,
            )
        ]
    if user:
        return []
    return [
        Message(
            "The checkpoint ships {kv} KV-cache scales; {framework} keeps the KV "
            "cache in the model's dtype unless told: set {field} to {kv} to plan "
            "with them.",
            kv=kv,
            framework=fw.name,
            field=FieldRef("plan.kv_dtype"),
        )
    ]


def _count_defaults(est: Estimate) -> list[str]:
    """A framework whose multi-GPU recipes differ from its single-device ones (torchtune: 8-bit
    paged AdamW stepped in backward on one GPU, plain AdamW under FSDP on several; LoRA without
    activation checkpointing on several) changes the plan between one GPU and two: memory per
    GPU can rise with a second GPU. Said, with what changes, where the user set none of it."""
    plan = est.scenario.plan
    one, many = FRAMEWORKS[plan.framework].by_count(plan.method, est.params.total)
    user = set(plan.user_fields)
    changes = [
        Message(
            "{field} {one} → {many}",
            field=FieldRef(f"plan.{name}"),
            one=FieldValue(f"plan.{name}", one.get(name, Plan.model_fields[name].default)),
            many=FieldValue(f"plan.{name}", many.get(name, Plan.model_fields[name].default)),
        )
        for name in sorted(one.keys() | many.keys())
        # ZeRO-3 over several GPUs is what they are for (it lowers memory per GPU)
        if name not in user and name in Plan.model_fields and name != "zero"
    ]
    if not changes:
        return []
    return [
        Message(
            "{framework}'s multi-GPU recipes differ from its single-device ones and the plan "
            "follows its GPU count: from one GPU to several, {changes}. Memory per GPU can "
            "rise when a second GPU is added; set these fields to keep one recipe's values.",
            framework=FRAMEWORKS[plan.framework].name,
            changes=Listed(*changes),
        )
    ]


def estimate(scenario: Scenario, *, solve: bool = True, notes: tuple[str, ...] = ()) -> Estimate:
    """The estimate of a scenario whose plan the model, GPU and framework can run: a plan they
    cannot raises validity.PlanError naming the field, here, before any section is computed.
    `solve`: also search the fewest GPUs that fit (and propose a fix for a plan that does not
    fit). `notes` (e.g. what a config.json import could not model) are carried with the
    estimate's own."""
    spec, gpu, plan, draft = scenario.model, scenario.gpu, scenario.plan, scenario.draft
    for problem in machine_problems(gpu, scenario.other_gpus):  # whole machines, first
        raise problem
    check_plan(spec, plan, gpu)
    for card in {c.id: c for c in scenario.cards}.values():  # each runs the format and engine
        check_plan(spec, plan, card)
    for problem in card_problems(gpu, scenario.other_gpus):
        raise problem
    problems = serving_problems(spec, plan, draft) + reward_problems(spec, plan, scenario.reward)
    problems += workload_problems(spec, plan, scenario.workload)
    if problems:
        raise problems[0]
    return Estimate(scenario, solve=solve, notes=notes)
