"""Money: renting GPU-hours against owning the hardware (total cost of ownership).

Every price comes from money/pricing.py with its date and source; an unknown price makes every sum
that needs it unknown (None), never $0.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from hwplanner.engine.core.message import Message
from hwplanner.engine.core.units import GB, TB
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.money.owning import (
    HOURS_PER_MONTH,
    HOURS_PER_YEAR,
    SOURCE,
    Builder,
    Money,
    break_even,
    hidden_costs,
    onprem_items,
    site_estimates,
    times,
    total,
    usd,
)
from hwplanner.engine.money.pricing import Prices
from hwplanner.engine.plan.enums import PriceSet
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload


class Cost(NamedTuple):
    cloud: Money
    cloud_items: dict[str, Money]  # by figure key: cloud_gpu_usd, cloud_storage_usd
    onprem: Money  # this run's share of owning: amortised purchase + running costs
    onprem_items: dict[str, Money]  # by key: onprem_hardware_usd, onprem_power_usd, …
    purchase: Money  # what buying the hardware costs up front
    break_even_months: Money  # inf when renting is always cheaper
    hidden: dict[str, Money]  # costs a GPU-only budget forgets, by key
    assumptions: dict[str, Money]  # server, network, space and staff prices assumed
    warnings: tuple[str, ...]
    notes: tuple[str, ...]  # what moves the cost in a way the tokens alone do not say
    terms: tuple[str, ...]  # what a spot or commitment rate leaves out (also in notes)
    parity: Money  # the rental price at which this run costs what owning does
    gpu_hours: float  # the GPU-hours the cloud bills (the rental price multiplies them)


def _cloud(
    prices: Prices,
    workload: Workload,
    run_hours: float,
    gpu_hours: float,
    storage: float,
    b: Builder,
    terms: tuple[str, ...],
) -> tuple[Money, dict[str, Money]]:
    rate = prices.rental.value
    gpu_usd = usd(
        b.currency,
        "cloud_gpu_usd",
        "Cloud GPU time",
        times(rate, gpu_hours),
        "GPU-hours × price per GPU-hour",
        (("GPU-hours", gpu_hours), ("USD/GPU-hour", rate)),
        prices.rental.source,
        (*prices.rental.notes, *terms),
    )
    months = max(run_hours / HOURS_PER_MONTH, 1.0)
    gb = storage / GB
    store_usd = usd(
        b.currency,
        "cloud_storage_usd",
        "Cloud storage",
        gb * workload.storage_usd_per_gb_month * months,
        "GB stored × USD per GB-month × months (at least one)",
        (("GB", gb), ("USD/GB-month", workload.storage_usd_per_gb_month), ("months", months)),
        "S3 Standard us-east-1 list price $0.023/GB-month by default",
    )
    cloud = usd(
        b.currency,
        "cloud_usd",
        "Cloud cost",
        total([gpu_usd.value, store_usd.value]),
        "GPU time + storage",
        (("GPU time", gpu_usd.value), ("storage", store_usd.value)),
        notes=prices.rental.notes,
    )
    return cloud, {gpu_usd.key: gpu_usd, store_usd.key: store_usd}


def _purchase(
    prices: Prices,
    plan: Plan,
    site: dict[str, Money],
    storage: float,
    workload: Workload,
    b: Builder,
) -> tuple[Money, float | None, float, float]:
    """Purchase figure, GPUs + servers, network gear and disk (USD)."""
    gpu_price = prices.purchase.value
    server = site["server_usd_per_node"].value or 0.0
    network = (site["network_usd_per_node"].value or 0.0) * plan.nodes if plan.nodes > 1 else 0.0
    disk = storage / TB * workload.onprem_storage_usd_per_tb
    gpus = times(gpu_price, plan.gpus)
    machines = total([gpus, server * plan.nodes])
    fig = usd(
        b.currency,
        "purchase_usd",
        "Purchase (up front)",
        total([machines, network, disk]),
        "GPUs × price + nodes × server + network gear (multi-node) + storage",
        (
            ("GPUs", gpus),
            ("servers", server * plan.nodes),
            ("network gear", network),
            ("storage", disk),
        ),
        prices.purchase.source or SOURCE,
        prices.purchase.notes,
    )
    return fig, machines, network, disk


def cost(
    gpu: GpuSpec,
    plan: Plan,
    workload: Workload,
    prices: Prices,
    run_hours: float,
    gpu_hours: float,
    kwh: float | None,
    site_power_w: float | None,
    storage_bytes: float,
    always_on: bool = False,
) -> Cost:
    """Cloud: GPU-hours × price + storage. On-premises: purchase amortised over its life at the
    workload's duty cycle, plus power × price, space, staff and network gear; break-even =
    purchase ÷ (monthly rent − monthly running cost) at that duty cycle. An always-on service
    (`always_on`) is billed every hour of its period in the cloud and occupies owned hardware
    for all of it: its duty cycle is 1."""
    b = Builder(prices.currency)
    site = site_estimates(gpu, plan, workload, b)
    terms = (
        price_set_terms(workload.price_set, plan.gpus, gpu_hours, always_on)
        if prices.rental.value is not None
        else ()  # no rate, no cost to qualify: the missing price is what is said
    )
    cloud, cloud_items = _cloud(prices, workload, run_hours, gpu_hours, storage_bytes, b, terms)
    purchase, machines, network, disk = _purchase(prices, plan, site, storage_bytes, workload, b)
    duty = 1.0 if always_on else workload.duty_cycle
    share = run_hours / (workload.amortisation_years * HOURS_PER_YEAR * duty)
    items = onprem_items(
        prices, plan, workload, site, machines, network, disk, share, run_hours, kwh, b, duty
    )
    onprem = usd(
        b.currency,
        "onprem_usd",
        "On-premises cost of this run",
        total([i.value for i in items.values()]),
        " + ".join(i.label for i in items.values()),
        tuple((i.label, i.value) for i in items.values()),
    )
    be = break_even(prices, plan, workload, site, purchase.value, site_power_w, duty)
    warnings: list[str] = []
    if be.value is not None and be.value > workload.amortisation_years * 12:
        warnings.append(Message("Buying does not pay back within the amortisation period."))
    hidden = hidden_costs(items, prices, workload, b)
    notes = () if always_on else _run_length_notes(run_hours, cloud_items["cloud_storage_usd"])
    notes = (*terms, *notes)
    parity = price_parity(onprem, cloud_items["cloud_storage_usd"], gpu_hours, b)
    return Cost(
        cloud,
        cloud_items,
        onprem,
        items,
        purchase,
        be,
        hidden,
        site,
        tuple(warnings),
        notes,
        terms,
        parity,
        gpu_hours,
    )


def price_parity(onprem: Money, storage: Money, gpu_hours: float, b: Builder) -> Money:
    """The rental price per GPU-hour at which renting this run costs what owning it does:
    (on-premises cost of this run − cloud storage) ÷ GPU-hours billed. Renting is cheaper below
    it, owning above; 0 when owning costs less than the cloud's storage alone. Unknown without
    an on-premises cost (no purchase price) or without GPU-hours."""
    value: float | None = None
    if onprem.value is not None and storage.value is not None and gpu_hours > 0:
        value = max(0.0, (onprem.value - storage.value) / gpu_hours)
    return usd(
        b.currency,
        "break_even_usd_per_gpu_hour",
        "Break-even price per GPU-hour",
        value,
        "(on-premises cost of this run − cloud storage) ÷ GPU-hours",
        (
            ("on-premises cost of this run", onprem.value),
            ("cloud storage", storage.value),
            ("GPU-hours", gpu_hours),
        ),
        notes=(
            Message(
                "Below this price per GPU-hour renting is cheaper for this run, above it owning "
                "is (at the workload's duty cycle and amortisation)."
            ),
        ),
    )


def price_set_terms(
    price_set: PriceSet, gpus: int, gpu_hours: float, always_on: bool
) -> tuple[str, ...]:
    """What a spot or commitment price leaves out of the hourly rate, said where the cost is
    shown: spot capacity can be taken back (the time lost to it is not in the estimate), and a
    commitment bills every hour of its term whether the GPUs are busy or not (the cost shown is
    this run's share of it)."""
    if price_set is PriceSet.SPOT:
        if always_on:
            return (
                Message(
                    "Spot prices: the cloud may take the GPUs back at short notice, and a "
                    "replica serves nothing until it is replaced. The capacity lost to that is "
                    "not in the estimate."
                ),
            )
        return (
            Message(
                "Spot prices: the cloud may take the GPUs back at short notice, and the run "
                "restarts from its last checkpoint. The time lost to that is not in the time or "
                "the cost."
            ),
        )
    years = price_set.commitment_years
    if years is None:
        return ()
    hours = years * HOURS_PER_YEAR
    billed = gpus * hours
    term = (
        Message("{hours:,.0f} GPU-hours for the plan's GPU", hours=hours)
        if gpus == 1
        else Message(
            "{gpus} GPUs × {hours:,.0f} hours = {billed:,.0f} GPU-hours",
            gpus=gpus,
            hours=hours,
            billed=billed,
        )
    )
    return (
        Message(
            "A {years}-year commitment bills every hour of its term, busy or not: {term}. This "
            "run's {used:,.0f} GPU-hours are {share:.1%} of them; the cost shown is that share, "
            "the commitment costs the whole term.",
            years=years,
            term=term,
            used=gpu_hours,
            share=gpu_hours / billed,
        ),
        # the sets' rows are not the same providers' (few publish a commitment price): a
        # commitment can look dearer than the on-demand median of other clouds
        Message(
            "Commitment rows come from fewer providers than on-demand ones: compare a provider's "
            "commitment with its own on-demand price (hwplanner catalog prices)."
        ),
    )


def _run_length_notes(run_hours: float, storage: Money) -> tuple[str, ...]:
    """A training run longer than a month pays cloud storage once a month for data whose size
    grows with the tokens too: that item grows as tokens × run length, faster than the tokens.
    Said when it happens (and when the storage costs anything), so a cost that more than
    doubles with twice the tokens is explained where it is shown."""
    months = run_hours / HOURS_PER_MONTH
    if not 1 < months < math.inf or not storage.value:
        return ()
    return (
        Message(
            "Cloud storage is billed for every month the data is kept: this run of {months:.1f} "
            "months pays it {months:.1f} times. That item grows with the run's length as well "
            "as with the data's size, so twice the tokens cost about four times the storage.",
            months=months,
        ),
    )
