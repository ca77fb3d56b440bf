"""Prices from the dated, sourced catalog: sets, regions, currencies; unknown stays unknown."""

import pytest

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.money.pricing import prices
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload

CAT = shipped_catalog()
ONE = Plan(method="qlora")


def test_every_price_row_is_dated_and_sourced() -> None:
    rows = CAT.prices.rows
    assert len(rows) > 150
    assert all(r.date and r.source and r.amount >= 0 for r in rows)
    assert {r.gpu_id for r in rows} <= set(CAT.gpus)
    assert {c.currency.value for c in CAT.prices.rates} == {"CNY", "EUR", "TWD"}


def test_cloud_price_is_the_median_of_the_set() -> None:
    p = prices(CAT.gpu("h100-sxm-80gb"), ONE, Workload())
    assert p.rental.value == pytest.approx(6.88)  # AWS, Azure, GCP, CoreWeave, Lambda
    assert p.rental.low is not None and p.rental.low < p.rental.value < (p.rental.high or 0)
    assert "AWS" in p.rental.source


def test_rtx_4090_has_no_cloud_list_price_but_a_market_one() -> None:
    gpu = CAT.gpu("rtx-4090")
    assert prices(gpu, ONE, Workload()).rental.value is None
    market = prices(gpu, ONE, Workload(price_set="market_rental")).rental
    assert market.value is not None and 0.3 < market.value < 1.2


def test_china_rows_are_in_yuan_and_never_fall_back() -> None:
    w = Workload(region="cn", price_set="market_rental", currency="CNY")
    p = prices(CAT.gpu("rtx-4090"), ONE, w)
    assert p.rental.value == pytest.approx(1.88 / 6.9858)  # AutoDL, median of 3 rows
    assert p.currency == ("CNY", pytest.approx(6.9858))
    assert p.co2.value == pytest.approx(0.5306)
    assert prices(CAT.gpu("b200"), ONE, w).rental.value is None


def test_clusters_need_offers_of_whole_nodes() -> None:
    gpu = CAT.gpu("rtx-4090")
    w = Workload(price_set="market_rental")
    cluster = Plan(method="qlora", gpus_per_node=8, nodes=2)
    assert prices(gpu, cluster, w).rental.value is None  # no 8-GPU 4090 offer in the set
    cn = Workload(price_set="market_rental", region="cn")
    assert prices(gpu, cluster, cn).rental.value == pytest.approx(1.27 / 6.9858)  # SMM 8-GPU


def test_taiwan_uses_its_rows_then_the_global_ones_and_its_own_grid() -> None:
    p = prices(CAT.gpu("h100-sxm-80gb"), ONE, Workload(region="tw", currency="TWD"))
    assert p.rental.value == pytest.approx(102.358780070575 / 8, rel=1e-4)  # GCP asia-east1
    assert p.co2.value == pytest.approx(0.494)
    assert p.currency[0] == "TWD"
    # a GPU without a Taiwan row: the global rows, as before there were Taiwan rows
    h200 = prices(CAT.gpu("h200-sxm-141gb"), ONE, Workload(region="tw"))
    assert h200.rental.value == prices(CAT.gpu("h200-sxm-141gb"), ONE, Workload()).rental.value
    assert h200.rental.value is not None


def test_user_values_win_and_unknown_rates_ask() -> None:
    gpu = CAT.gpu("h100-sxm-80gb")
    p = prices(gpu, ONE, Workload(cloud_usd_per_gpu_hour=2.5, exchange_rate=7.1, currency="CNY"))
    assert p.rental.value == 2.5 and p.exchange.value == 7.1
    bare = gpu.model_copy(update={"prices": None})
    q = prices(bare, ONE, Workload(currency="EUR"))
    assert q.exchange.value is None and q.currency == ("USD", 1.0)
    assert any("No exchange rate" in w for w in q.warnings)


def test_prices_are_shared_only_for_the_same_gpu_workload_and_layout() -> None:
    gpu = CAT.gpu("h100-sxm-80gb")
    first = prices(gpu, ONE, Workload())
    assert prices(gpu, ONE.model_copy(update={"micro_batch": 4}), Workload()) is first
    # another GPU object (a user's edit of the price fields) is priced afresh
    own = gpu.model_copy(update={"cloud_usd_per_gpu_hour": 1.0})
    assert prices(own, ONE, Workload()) is not first
    assert prices(gpu, ONE, Workload(cloud_usd_per_gpu_hour=2.0)).rental.value == 2.0
    cluster = Plan(method="full", gpus_per_node=8, nodes=2)
    assert prices(gpu, cluster, Workload()) is not first  # only multi-GPU offers price a cluster


def test_spot_and_commitment_sets_price_from_their_own_rows() -> None:
    h100 = CAT.gpu("h100-sxm-80gb")
    spot = prices(h100, ONE, Workload(price_set="cloud_spot"))
    assert spot.rental.value == pytest.approx(35.395755 / 8, rel=1e-4)  # GCP us-central1 a3
    one, three = (
        prices(h100, ONE, Workload(price_set=s)).rental.value
        for s in ("cloud_reserved_1y", "cloud_reserved_3y")
    )
    on_demand = prices(h100, ONE, Workload()).rental.value
    assert one is not None and three is not None and on_demand is not None
    assert three < one and three < on_demand
    tw = prices(h100, ONE, Workload(price_set="cloud_reserved_3y", region="tw"))
    assert tw.rental.value == pytest.approx(5.619294, rel=1e-4)  # GCP asia-east1
    # a GPU nobody publishes a spot price for: unknown, asking for it, never on-demand instead
    none = prices(CAT.gpu("b200"), ONE, Workload(price_set="cloud_spot"))
    assert none.rental.value is None
    assert any("No cloud spot price for the NVIDIA B200" in w for w in none.warnings)


def test_spot_and_commitment_terms_are_said_with_the_cost() -> None:
    from hwplanner.engine.money.cost import price_set_terms
    from hwplanner.engine.plan.enums import PriceSet

    assert price_set_terms(PriceSet.CLOUD, 8, 100.0, False) == ()
    assert price_set_terms(PriceSet.MARKET, 8, 100.0, False) == ()
    (spot,) = price_set_terms(PriceSet.SPOT, 8, 100.0, False)
    assert "restarts from its last checkpoint" in spot
    (serving,) = price_set_terms(PriceSet.SPOT, 8, 100.0, True)
    assert "replica serves nothing" in serving
    term, compare = price_set_terms(PriceSet.RESERVED_3Y, 8, 2_102.4, False)
    assert "compare a provider's commitment with its own on-demand price" in compare
    assert "8 GPUs × 26,280 hours = 210,240 GPU-hours" in term
    assert "2,102 GPU-hours are 1.0% of them" in term
    single, _ = price_set_terms(PriceSet.RESERVED_1Y, 1, 34.0, False)
    assert "8,760 GPU-hours for the plan's GPU" in single and "0.4%" in single


def test_the_break_even_price_makes_renting_cost_what_owning_does() -> None:
    from hwplanner import api
    from hwplanner.engine.estimate import estimate

    sc, _ = api.scenario("llama-3.1-8b", "h100-sxm-80gb", "lora", tokens=1e9)
    budget = estimate(sc).budget
    even = budget.cost["break_even_usd_per_gpu_hour"].value
    assert even is not None and 0 < even < budget.prices["cloud_usd_per_gpu_hour"].value
    assert budget.cloud_cost_at(even) == pytest.approx(budget.cost["onprem_usd"].value)
    assert budget.cloud_cost_at(budget.prices["cloud_usd_per_gpu_hour"].value) == pytest.approx(
        budget.cost["cloud_usd"].value
    )
    # no purchase price: nothing to break even with
    bare = sc.gpu.model_copy(update={"prices": None})
    unknown = estimate(sc.model_copy(update={"gpu": bare})).budget
    assert unknown.cost["break_even_usd_per_gpu_hour"].value is None
