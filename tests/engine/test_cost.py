"""Cloud and on-premises cost, hidden costs and break-even against hand-computed cases."""

import math

import pytest

from hwplanner.engine.core.units import GB
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.money.cost import Cost, cost
from hwplanner.engine.money.pricing import prices
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload
from tests.engine.budget_fixtures import A100, RTX4090

W = Workload(
    cloud_usd_per_gpu_hour=2.0,
    gpu_price_usd=10_000,
    server_usd_per_node=50_000,
    network_usd_per_node=20_000,
    amortisation_years=3,
    duty_cycle=0.5,
    electricity_usd_per_kwh=0.1,
    staff_usd_per_year=100_000,
    staff_share=0.5,
    space_usd_per_node_year=4_000,
    onprem_storage_usd_per_tb=0,
    storage_usd_per_gb_month=0.02,
)
PLAN = Plan(method="pretrain", gpus_per_node=8)


def _cost(
    gpu: GpuSpec, plan: Plan, w: Workload, *args: float, instance: float | None = None
) -> Cost:
    return cost(gpu, plan, w, prices(gpu, plan, w, instance), *args)


def test_cloud_is_gpu_hours_times_price_plus_storage() -> None:
    c = _cost(A100, PLAN, W, 100, 800, 0, 0, 100 * GB)
    assert c.cloud_items["cloud_gpu_usd"].value == 1600  # 800 GPU-hours × $2
    storage = c.cloud_items["cloud_storage_usd"].value
    assert storage == pytest.approx(100 * 0.02 * 1)  # at least one month
    assert c.cloud.value == pytest.approx(1602)


def test_onprem_tco_line_items() -> None:
    c = _cost(A100, PLAN, W, 100, 800, 1000, 5000, 0)
    busy_life = 3 * 8760 * 0.5  # 13,140 busy hours over the amortisation period
    items = {k: i.value for k, i in c.onprem_items.items()}
    assert c.purchase.value == 8 * 10_000 + 50_000  # one node: no network gear
    assert items["onprem_hardware_usd"] == pytest.approx(130_000 * 100 / busy_life)
    assert items["onprem_power_usd"] == pytest.approx(100)  # 1000 kWh × $0.1
    assert items["onprem_space_usd"] == pytest.approx(4_000 * 100 / (8760 * 0.5))
    assert items["onprem_staff_usd"] == pytest.approx(50_000 * 100 / (8760 * 0.5))
    assert items["onprem_network_usd"] == 0
    assert c.onprem.value == pytest.approx(sum(items.values()))
    hidden = set(c.hidden)
    assert {"hidden_cooling_usd", "onprem_space_usd", "onprem_staff_usd"} <= hidden


def test_network_gear_only_between_nodes() -> None:
    plan = Plan(method="pretrain", gpus_per_node=8, nodes=4)
    c = _cost(A100, plan, W, 100, 3200, 0, 0, 0)
    assert c.purchase.value == 32 * 10_000 + 4 * 50_000 + 4 * 20_000


def test_break_even_months() -> None:
    c = _cost(A100, PLAN, W, 100, 800, 1000, 5000, 0)
    busy_month = 730 * 0.5
    rent = 8 * busy_month * 2.0  # 5,840
    running = 5000 * busy_month / 1000 * 0.1 + (4_000 + 50_000) / 12  # 182.5 + 4,500
    assert c.break_even_months.value == pytest.approx(130_000 / (rent - running))
    cheap = W.model_copy(update={"cloud_usd_per_gpu_hour": 1.0})
    c = _cost(A100, PLAN, cheap, 100, 800, 1000, 5000, 0)
    assert c.break_even_months.value is not None
    assert math.isinf(c.break_even_months.value)  # renting stays cheaper at $1/GPU-hour
    assert any("pay back" in w for w in c.warnings)


def test_missing_prices_are_unknown_never_zero() -> None:
    w = Workload()
    p = prices(RTX4090, Plan(), w)
    c = cost(RTX4090, Plan(), w, p, 10, 10, 1, 100, 0)
    assert p.rental.value is None
    assert c.cloud_items["cloud_gpu_usd"].value is None
    assert c.cloud.value is None  # storage alone is not the cloud cost
    assert c.break_even_months.value is None
    assert c.purchase.value is not None  # the fixture has its own purchase price
    prompt = next(w for w in p.warnings if "No cloud on-demand price" in w)
    assert prompt.args["field"].path == "workload.cloud_usd_per_gpu_hour"
    assert prompt.args["choice"].path == "workload.price_set"
    unknown = RTX4090.model_copy(update={"price_usd": None})
    c = _cost(unknown, Plan(), w, 10, 10, 1, 100, 0)
    assert c.purchase.value is None and c.onprem.value is None
    assert c.onprem_items["onprem_hardware_usd"].value is None
    assert c.onprem_items["onprem_power_usd"].value is not None  # power is still priced


def test_instance_price_used_when_workload_has_none() -> None:
    c = _cost(A100, PLAN, Workload(), 1, 8, 0, 0, 0, instance=4.0)
    assert c.cloud_items["cloud_gpu_usd"].value == 32
    c = _cost(A100, PLAN, Workload(), 1, 8, 0, 0, 0)
    assert c.cloud_items["cloud_gpu_usd"].value == pytest.approx(8 * 5.12)  # the GPU's own price


def test_money_is_shown_in_the_chosen_currency() -> None:
    w = W.model_copy(update={"currency": "CNY", "exchange_rate": 7.0})
    c = _cost(A100, PLAN, w, 100, 800, 0, 0, 0)
    assert c.cloud.value == pytest.approx(1600)  # still US dollars in the engine
    assert c.cloud.currency == ("CNY", 7.0)


def test_always_on_serving_occupies_the_hardware_for_the_whole_period() -> None:
    """Cloud billed every hour of a 30-day period while on-prem hardware, space, staff and
    break-even were divided by the duty cycle (0.1: a 30-day server cost $27,868 on-prem)."""
    period = 720.0
    runs = _cost(A100, PLAN, W, period, 8 * period, 1000, 5000, 0)
    serve = cost(A100, PLAN, W, prices(A100, PLAN, W), period, 8 * period, 1000, 5000, 0, True)
    assert serve.cloud.value == runs.cloud.value == pytest.approx(8 * 720 * 2.0)
    items = {k: i.value for k, i in serve.onprem_items.items()}
    assert items["onprem_hardware_usd"] == pytest.approx(130_000 * 720 / (3 * 8760))
    assert items["onprem_space_usd"] == pytest.approx(4_000 * 720 / 8760)
    assert items["onprem_staff_usd"] == pytest.approx(50_000 * 720 / 8760)
    assert runs.onprem_items["onprem_hardware_usd"].value == pytest.approx(2 * items[
        "onprem_hardware_usd"
    ])  # fmt: skip
    rent = 8 * 730 * 2.0  # every hour of the month, as the cloud bills it
    running = 5000 * 730 / 1000 * 0.1 + (4_000 + 50_000) / 12
    assert serve.break_even_months.value == pytest.approx(130_000 / (rent - running))
    note = serve.onprem_items["onprem_hardware_usd"].notes[0]
    assert "always-on" in note and note.args["field"].path == "workload.duty_cycle"
    assert ("duty cycle", 1.0) in serve.break_even_months.inputs
    # the workload's duty cycle no longer changes an always-on service's cost
    idle = W.model_copy(update={"duty_cycle": 0.1})
    again = cost(
        A100, PLAN, idle, prices(A100, PLAN, idle), period, 8 * period, 1000, 5000, 0, True
    )
    assert again.onprem.value == pytest.approx(serve.onprem.value)
    assert again.break_even_months.value == pytest.approx(serve.break_even_months.value)


RUN_LENGTH_NOTE = "billed for every month the data is kept"


def test_cost_grows_with_tokens_no_faster_than_linearly_or_says_why() -> None:
    """Twice the tokens cost at most twice as much in the cloud, except where the run lasts
    over a month: storage is then paid each month for data that also grew, and the estimate
    says so."""
    from hwplanner import api

    for tokens in (1e8, 1e9, 1e10, 1e11, 1e12):
        one, two = (
            api.estimate("llama-3.1-8b", "a100-sxm-80gb", "full", tokens=t, gpus_per_node=8)
            for t in (tokens, 2 * tokens)
        )
        ratio = two.budget.cost["cloud_usd"].value / one.budget.cost["cloud_usd"].value
        said = any(RUN_LENGTH_NOTE in n for n in two.notes)
        if ratio > 2.0 + 1e-9:
            assert said, tokens
        months = dict(two.budget.cloud_items["cloud_storage_usd"].inputs)["months"]
        assert said == (months > 1.0), tokens


def test_serving_storage_is_not_said_to_grow_with_tokens() -> None:
    from hwplanner import api

    est = api.estimate("llama-3.1-8b", "a100-sxm-80gb", "inference", serving_days=400)
    assert not any(RUN_LENGTH_NOTE in n for n in est.notes)
