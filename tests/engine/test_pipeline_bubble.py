"""The pipeline bubble: in the step time, and said when micro-batches per step < stages."""

from __future__ import annotations

import pytest

from hwplanner.engine.core.message import FieldRef
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.model.params import count_params
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.time.steptime import bubble_warning, step_compute
from tests.engine.models import H100, LLAMA_70B

PLAN = Plan(
    method="pretrain", framework="megatron", gpus_per_node=8, nodes=4, tp=8, pp=4, grad_accum=1
)


def bubble_texts(plan: Plan) -> list[str]:
    est = estimate(Scenario(model=LLAMA_70B, gpu=H100, plan=plan), solve=False)
    return [str(w) for w in est.warnings if str(w).startswith("Pipeline bubble")]


def test_the_step_time_holds_the_bubble() -> None:
    for accum, v in ((1, 1), (4, 1), (2, 2)):
        plan = PLAN.with_changes(grad_accum=accum, pp_interleave=v)
        step = step_compute(LLAMA_70B, H100, plan, 0)
        assert step.bubble_s == pytest.approx(3 / v * step.micro_batch_s)
        assert step.step_s == pytest.approx(
            accum * step.micro_batch_s + step.bubble_s + step.optimizer_s
        )


def test_too_few_micro_batches_are_warned_with_the_bubble_share() -> None:
    texts = bubble_texts(PLAN)
    assert len(texts) == 1
    assert texts[0].startswith("Pipeline bubble: with grad_accum 1 and pp 4, each GPU idles 75%")
    # interleaved: (4 − 1) ÷ (2·2 + 4 − 1) = 43%
    assert "idles 43%" in bubble_texts(PLAN.with_changes(grad_accum=2, pp_interleave=2))[0]
    assert bubble_texts(PLAN.with_changes(grad_accum=4)) == []
    assert bubble_texts(PLAN.with_changes(pp=1, grad_accum=1)) == []
    msg = bubble_warning(PLAN, step_compute(LLAMA_70B, H100, PLAN, 0))
    assert msg is not None and FieldRef("plan.grad_accum") in msg.args.values()  # type: ignore[attr-defined]


def test_more_micro_batches_raise_the_utilisation() -> None:
    def mfu(accum: int) -> float:
        est = estimate(
            Scenario(model=LLAMA_70B, gpu=H100, plan=PLAN.with_changes(grad_accum=accum))
        )
        return float(est.budget.compute["mfu"].value)

    assert mfu(1) < 0.5 * mfu(16)


def _parts(plan: Plan, trainable: float) -> tuple[float, float, float, float]:
    """(bubble, F, B, W) of one step: W from the figure's weight-gradient part."""
    step = step_compute(LLAMA_70B, H100, plan, int(trainable))
    parts = dict(step.hfu.inputs)
    w = float(parts.get("weight-gradient seconds per micro-batch", 0.0))
    return step.bubble_s, step.micro_batch_s - step.backward_s, step.backward_s, w


def test_zero_bubble_fills_the_drain_with_weight_gradients() -> None:
    """ZB-H1: (pp − 1)(F + B − 2W); W is 2 FLOPs per trained weight a token passes, a third of
    a full-training micro-batch without recompute."""
    total = float(count_params(LLAMA_70B).total)
    plan = PLAN.with_changes(grad_accum=16, pp_schedule="zb1p")
    bubble, f, b, w = _parts(plan, total)
    assert w == pytest.approx((f + b) / 3, rel=0.1)
    assert bubble == pytest.approx(3 * (f + b - 2 * w))
    one_f_one_b, f1, b1, _ = _parts(PLAN.with_changes(grad_accum=16), total)
    assert one_f_one_b == pytest.approx(3.0 * (f1 + b1))
    assert bubble / (f + b) == pytest.approx(1.07, abs=0.03)  # of 1F1B's 3 micro-batch times
    # fewer micro-batches than stages: each stage's last W alone overlaps the drain
    few, f2, b2, w2 = _parts(PLAN.with_changes(grad_accum=2, pp_schedule="zb1p"), total)
    assert few == pytest.approx(3 * (f2 + b2 - w2))


def test_a_frozen_base_leaves_zero_bubble_nothing_to_defer() -> None:
    lora = PLAN.with_changes(method="lora", grad_accum=16)
    zb, *_, w = _parts(lora.with_changes(pp_schedule="zb1p"), 1e8)
    plain, *_ = _parts(lora, 1e8)
    assert w < 0.01 * plain / 3
    assert zb == pytest.approx(plain, rel=0.02)


def test_dualpipev_bubble_is_half_a_stage_per_gpu() -> None:
    """(S/2 − 1)(F&B + B − 3W) over S = 2·pp chunks of half a stage, F&B = F + B."""
    total = float(count_params(LLAMA_70B).total)
    plan = PLAN.with_changes(framework="fsdp", grad_accum=16, pp_schedule="dualpipev")
    bubble, f, b, w = _parts(plan, total)
    assert bubble == pytest.approx(3 * (f + 2 * b - 3 * w) / 2)
    assert bubble / (f + b) == pytest.approx(1.06, abs=0.03)
    assert bubble < _parts(PLAN.with_changes(grad_accum=16), total)[0] / 2


def test_the_bubble_warning_names_the_zero_bubble_schedule_where_the_framework_offers_it() -> None:
    texts = bubble_texts(PLAN)  # Megatron-LM (Sea AI Lab's zero-bubble patch)
    assert texts[0].endswith("or set pp_schedule to zb1p: each stage's weight gradients then run "
                             "while the backward moves on.")  # fmt: skip
    nemo = bubble_texts(PLAN.with_changes(framework="nemo"))
    assert "zb1p" not in nemo[0] and nemo[0].endswith("several times pp.")
    zero = bubble_texts(PLAN.with_changes(pp_schedule="zb1p", grad_accum=2))
    assert "no steady phase" in zero[0]
