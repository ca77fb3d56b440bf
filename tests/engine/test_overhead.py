"""The overheads' ranges: each component's low–high holds its expected value."""

from __future__ import annotations

import pytest

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.memory.overhead import reserve_share
from hwplanner.engine.plan.formats import WeightFormat
from hwplanner.engine.plan.frameworks import FRAMEWORKS
from hwplanner.engine.plan.plan import Plan


@pytest.mark.parametrize(
    "fw", sorted(f for f, p in FRAMEWORKS.items() if p.allocator_share is not None)
)
def test_a_frameworks_own_allocator_share_lies_in_the_range(fw: str) -> None:
    """A framework's own allocator share (llama.cpp's 0: no caching allocator) sits inside the
    reserve's low–high range (the range's low was the generic 1% above it)."""
    lo, mid, hi = reserve_share(Plan(method="inference", framework=fw))
    assert lo <= mid <= hi


def test_llama_cpp_range_holds_its_total() -> None:
    """Llama 3.1 70B in Q8_0 on one H100 under llama.cpp: each component's range holds it (the
    reserve's low was above it: the generic 1% against llama.cpp's none)."""
    cat = load_catalog()
    plan = Plan(method="inference", framework="llamacpp", weight_format=WeightFormat.Q8_0)
    scenario = Scenario(model=cat.model("llama-3.1-70b"), gpu=cat.gpu("h100-sxm-80gb"), plan=plan)
    for name, fig in estimate(scenario).memory.components.items():
        if fig.low is not None and fig.high is not None:
            assert fig.low <= fig.value <= fig.high, name
