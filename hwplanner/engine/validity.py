"""Checks a plan must pass against the model it runs: one rule set for every front end."""

from __future__ import annotations

from hwplanner.engine.model_spec import ModelSpec
from hwplanner.engine.plan import Plan


class PlanError(ValueError):
    """A plan the model cannot run; `field` names the plan field, the text what is allowed."""

    def __init__(self, field: str, text: str) -> None:
        super().__init__(f"{field}: {text}")
        self.field = field
        self.text = text


def plan_problems(spec: ModelSpec, plan: Plan) -> list[PlanError]:
    """Every way `plan` does not fit `spec`'s architecture (empty: the plan can run)."""
    out: list[PlanError] = []
    if spec.num_attention_heads % plan.tp:
        out.append(
            PlanError(
                "tp",
                f"{plan.tp} does not divide the model's {spec.num_attention_heads} attention "
                "heads; allowed: a divisor of the head count",
            )
        )
    if plan.ep > 1 and (not spec.is_moe or spec.num_experts % plan.ep):
        allowed = f"a divisor of {spec.num_experts} experts" if spec.is_moe else "1 (dense model)"
        out.append(PlanError("ep", f"{plan.ep} is not allowed; allowed: {allowed}"))
    if plan.method.is_rl and not spec.causal:
        out.append(
            PlanError(
                "method",
                f"{plan.method.value} generates completions; {spec.id} is an encoder-only "
                "model (no causal decoder) and generates nothing; allowed: pretrain, full, "
                "freeze, lora, qlora, dpo, orpo, kto, simpo",
            )
        )
    if plan.method.is_rl and spec.num_attention_heads % plan.rollout_tp:
        out.append(
            PlanError(
                "rollout_tp",
                f"{plan.rollout_tp} does not divide the model's {spec.num_attention_heads} "
                "attention heads; allowed: a divisor of the head count",
            )
        )
    if plan.pp > spec.num_layers:
        out.append(
            PlanError(
                "pp",
                f"{plan.pp} exceeds the model's {spec.num_layers} layers; allowed: 1 to "
                f"{spec.num_layers}",
            )
        )
    per_stage = -(-spec.num_layers // plan.pp)
    if plan.pp_interleave > 1 and plan.pp_interleave > per_stage:
        out.append(
            PlanError(
                "pp_interleave",
                f"{plan.pp_interleave} exceeds the {per_stage} layers of a pipeline stage; "
                f"allowed: 1 to {per_stage}",
            )
        )
    return out


def check_plan(spec: ModelSpec, plan: Plan) -> None:
    """Raise the first PlanError of `plan_problems`."""
    problems = plan_problems(spec, plan)
    if problems:
        raise problems[0]


def serving_problems(spec: ModelSpec, plan: Plan, draft: ModelSpec | None) -> list[PlanError]:
    """Speculative decoding needs a draft model smaller than the target, of its vocabulary."""
    from hwplanner.engine.enums import Speculative
    from hwplanner.engine.params import count_params

    if plan.speculative is not Speculative.DRAFT:
        return []
    if draft is None:
        return [PlanError("draft_model", "set a draft model (a catalog id) to draft tokens with")]
    target_b, draft_b = count_params(spec).total / 1e9, count_params(draft).total / 1e9
    if draft_b >= target_b:
        return [
            PlanError(
                "draft_model",
                f"{draft.id} ({draft_b:.1f}B parameters) is not smaller than the target "
                f"{spec.id} ({target_b:.1f}B); allowed: a smaller model with the target's "
                "tokenizer",
            )
        ]
    if draft.vocab_size != spec.vocab_size:
        return [
            PlanError(
                "draft_model",
                f"{draft.id} has a vocabulary of {draft.vocab_size:,} tokens, the target "
                f"{spec.vocab_size:,}; allowed: a model with the target's tokenizer",
            )
        ]
    return []
