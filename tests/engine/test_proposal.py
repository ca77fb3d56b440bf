"""The parallelism proposed when a serving plan does not fit."""

from __future__ import annotations

from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory import estimate_memory
from hwplanner.engine.plan import Plan
from hwplanner.engine.proposal import propose_parallelism
from tests.engine.models import DEEPSEEK_V3, H100, LLAMA_8B, LLAMA_70B


def test_the_plans_own_gpus_first_smallest_replica() -> None:
    plan = Plan(method="inference", gpus_per_node=8)  # tp 1: 141 GB of weights on one card
    prop = propose_parallelism(LLAMA_70B, H100, plan)
    assert prop is not None and prop.changes == {"tp": 2, "pp": 1} and prop.gpus == 8
    assert str(prop.text) == "set tp to 2"
    assert estimate_memory(LLAMA_70B, H100, plan.with_changes(**prop.changes)).fits


def test_more_gpus_when_the_node_is_not_enough() -> None:
    # DeepSeek-V3 in bf16 (1.34 TB) on 8 H100: tensor parallel in the node, stages across nodes
    plan = Plan(method="inference", gpus_per_node=8)
    prop = propose_parallelism(DEEPSEEK_V3, H100, plan)
    assert prop is not None
    assert prop.changes["tp"] == 8 and prop.changes["gpus_per_node"] == 8
    assert prop.gpus == prop.changes["nodes"] * 8 == 8 * prop.changes["pp"]
    assert estimate_memory(DEEPSEEK_V3, H100, plan.with_changes(**prop.changes)).fits
    fewer = plan.with_changes(gpus_per_node=8, nodes=prop.changes["nodes"] - 1, tp=8)
    fewer = fewer.with_changes(pp=prop.changes["pp"] - 1)
    assert not estimate_memory(DEEPSEEK_V3, H100, fewer).fits
    assert "pp" in str(prop.text) and f"{prop.gpus} GPUs" in str(prop.text)


def test_no_proposal_when_it_fits_or_for_training() -> None:
    assert propose_parallelism(LLAMA_8B, H100, Plan(method="inference")) is None
    assert propose_parallelism(LLAMA_70B, H100, Plan(method="full")) is None


def test_estimate_carries_the_proposal_in_json() -> None:
    sc = Scenario(model=LLAMA_70B, gpu=H100, plan=Plan(method="inference", gpus_per_node=4))
    doc = estimate(sc).as_dict()
    assert doc["parallel_proposal"]["changes"] == {"tp": 2, "pp": 1}  # type: ignore[index]
    sc = sc.model_copy(update={"plan": Plan(method="inference", gpus_per_node=4, tp=2)})
    assert estimate(sc).as_dict()["parallel_proposal"] is None
