"""Taiwan's own GPU rows where they exist (Google Cloud asia-east1, the RTX 4090's Taiwan launch
price), the global rows for any other GPU — and the figure names whose rows it used."""

from __future__ import annotations

import pytest

from hwplanner.catalog import load_catalog
from hwplanner.engine.estimate import Scenario, estimate
from hwplanner.engine.plan.enums import PriceSet, Region
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload


def _prices(gpu_id: str, price_set: PriceSet = PriceSet.CLOUD) -> dict:  # type: ignore[type-arg]
    cat = load_catalog()
    est = estimate(
        Scenario(
            model=cat.model("llama-3.1-8b"),
            gpu=cat.gpu(gpu_id),
            plan=Plan(method="lora"),
            workload=Workload(region=Region.TAIWAN, price_set=price_set),
        ),
        solve=False,
    )
    return est.budget.prices


def test_taiwan_rows_first_then_the_global_ones() -> None:
    h100 = _prices("h100-sxm-80gb")
    rent = h100["cloud_usd_per_gpu_hour"]
    assert rent.value == pytest.approx(102.358780070575 / 8, rel=1e-4)  # a3-highgpu-8g ÷ 8
    assert dict(rent.inputs)["rows of region"] == "tw"
    buy = h100["gpu_price_usd"]  # no Taiwan purchase row for the H100: the global ones
    assert buy.value is not None and dict(buy.inputs)["rows of region"] == "global"
    rtx = _prices("rtx-4090")["gpu_price_usd"]
    assert dict(rtx.inputs)["rows of region"] == "tw"
    assert rtx.value == pytest.approx(56_990 / 31.438, rel=1e-3)
