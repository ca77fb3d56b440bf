"""Every price a budget assumes, as a figure with its date and source (the budget's `prices`).

A price is the user's (workload), else the median of the catalog's dated rows for the chosen
price set and region, else unknown: None, with a note asking for it. Rows of single-GPU offers
never price a multi-node cluster. Money is carried in US dollars; the currency only changes
how it is shown (Figure.currency).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from hwplanner.engine.core.explain import Figure
from hwplanner.engine.core.memo import remembered
from hwplanner.engine.core.message import FieldRef, Joined, Message, Term, Verbatim
from hwplanner.engine.core.text import N_
from hwplanner.engine.model.gpu_spec import GpuSpec
from hwplanner.engine.model.prices import (
    OWN_ENTRY,
    UNDATED,
    PriceBook,
    PriceRow,
    matching,
    median_usd,
    own_rows,
)
from hwplanner.engine.plan.enums import Currency, PriceSet, Region
from hwplanner.engine.plan.plan import Plan
from hwplanner.engine.plan.workload import Workload

SET_NAMES = {
    PriceSet.CLOUD: Message("cloud on-demand"),
    PriceSet.SPOT: Message("cloud spot"),
    PriceSet.RESERVED_1Y: Message("cloud 1-year commitment"),
    PriceSet.RESERVED_3Y: Message("cloud 3-year commitment"),
    PriceSet.MARKET: Message("typical market / rental"),
    PriceSet.PURCHASE: Message("purchase"),
}


@dataclass(frozen=True, slots=True)
class Prices:
    """The prices one plan is costed with (USD; None when nobody priced it)."""

    rental: Figure[float | None]  # USD per GPU-hour
    purchase: Figure[float | None]  # USD per GPU
    electricity: Figure[float | None]  # USD per kWh
    co2: Figure[float | None]  # kg CO2 per kWh
    exchange: Figure[float | None]  # units of the display currency per USD
    warnings: tuple[str, ...]

    @property
    def currency(self) -> tuple[str, float]:
        """(code, units per USD) the money is shown in; USD when the rate is unknown."""
        code = self.exchange.display or "USD"
        rate = self.exchange.value
        return (code, rate) if rate is not None else ("USD", 1.0)

    def figures(self) -> dict[str, Figure[float | None]]:
        return {
            f.key: f
            for f in (self.rental, self.purchase, self.electricity, self.co2, self.exchange)
        }


ROWS_OF_REGION = N_("Input", "rows of region")


def _rows_inputs(rows: list[PriceRow]) -> tuple[tuple[str, float | int | str | None], ...]:
    # each row named by its provider and date, both translated where the catalog's are
    return tuple((_row_name(r.provider, r.date), round(r.usd, 4)) for r in rows[:12])


@lru_cache(maxsize=1024)
def _row_name(provider: str, date: str) -> str:
    return Message(
        "{provider} ({date})",
        provider=Term("Provider", provider),
        date=Term("Source" if date == UNDATED else "Citation", date),
    )


def _row_sources(rows: list[PriceRow]) -> str:
    # whole citations only (never one cut in the middle of its address), as many as the inputs
    return _cited(tuple(dict.fromkeys((r.provider, r.date, r.source) for r in rows[:12])))


@lru_cache(maxsize=512)
def _cited(rows: tuple[tuple[str, str, str], ...]) -> str:
    """Each row as "provider, date: citation": the provider's kind of price is translated, the
    catalog's citation is quoted as it was recorded."""
    return Joined(
        *(
            Message(
                "{provider}, {date}: {citation}",
                provider=Term("Provider", provider),
                date=Term("Source" if date == UNDATED else "Citation", date),
                citation=Term("Provider", source) if source == OWN_ENTRY else Verbatim(source),
            )
            for provider, date, source in rows
        )
    )


def _from_rows(
    key: str,
    label: str,
    unit: str,
    rows: list[PriceRow],
    what: tuple[tuple[str, str], ...],
    given: float | None,
    prompt: str,
) -> tuple[Figure[float | None], list[str]]:
    if given is not None:
        fig: Figure[float | None] = Figure(
            key, label, given, unit, "given", (("given", given),), "workload"
        )
        return fig, []
    value = median_usd(rows)
    if value is None:
        return Figure(key, label, None, unit, "no price row", what, "", notes=(prompt,)), [prompt]
    amounts = [r.usd for r in rows]
    dates = sorted(str(r.date) for r in rows)
    first, last = (Term("Citation", d) for d in (dates[0], dates[-1]))
    span = first if dates[0] == dates[-1] else Message("{first} – {last}", first=first, last=last)
    return (
        Figure(
            key,
            label,
            value,
            unit,
            Message("one dated row" if len(rows) == 1 else "median of {n} dated rows", n=len(rows)),
            (*what, ("dates", span), *_rows_inputs(rows)),
            _row_sources(rows),
            low=min(amounts),
            high=max(amounts),
        ),
        [],
    )


def rental(
    gpu: GpuSpec, plan: Plan, workload: Workload, instance_price: float | None = None
) -> tuple[Figure[float | None], list[str]]:
    """USD per GPU-hour: the workload's, a cloud instance's (recommend), else the median of the
    chosen price set's rows in the region. A cluster (several nodes) takes only rows from
    offers of at least one node's GPUs."""
    key, label = "cloud_usd_per_gpu_hour", "Rental price per GPU-hour"
    if workload.cloud_usd_per_gpu_hour is None and instance_price is not None:
        fig: Figure[float | None] = Figure(
            key, label, instance_price, "usd", "cloud instance price ÷ its GPUs", (), "instance"
        )
        return fig, []
    min_instance = plan.gpus_per_node if plan.nodes > 1 else 1
    every = _all_rows(gpu)
    region, rows = _region_rows(
        gpu, workload.region, lambda r: matching(every, workload.price_set, r, min_instance)
    )
    set_name = SET_NAMES[workload.price_set]
    field = FieldRef("workload.cloud_usd_per_gpu_hour")
    if plan.nodes > 1:
        prompt = Message(
            "No {set} price for a cluster of {gpu} (offers of {n}+ GPUs): set {field} or "
            "choose another {choice}.",
            set=set_name,
            gpu=gpu.name,
            n=plan.gpus_per_node,
            field=field,
            choice=FieldRef("workload.price_set"),
        )
    else:
        prompt = Message(
            "No {set} price for the {gpu}: set {field} or choose another {choice}.",
            set=set_name,
            gpu=gpu.name,
            field=field,
            choice=FieldRef("workload.price_set"),
        )
    what = ((N_("Input", "price set"), workload.price_set.value), (ROWS_OF_REGION, region))
    return _from_rows(key, label, "usd", rows, what, workload.cloud_usd_per_gpu_hour, prompt)


def purchase(gpu: GpuSpec, workload: Workload) -> tuple[Figure[float | None], list[str]]:
    """USD per GPU: the workload's, else the median of the region's purchase rows."""
    region, rows = _region_rows(
        gpu, workload.region, lambda r: matching(_all_rows(gpu), PriceSet.PURCHASE, r)
    )
    prompt = Message(
        "No purchase price for the {gpu}: set {field}.",
        gpu=gpu.name,
        field=FieldRef("workload.gpu_price_usd"),
    )
    what = ((N_("Input", "price set"), PriceSet.PURCHASE.value), (ROWS_OF_REGION, region))
    return _from_rows(
        "gpu_price_usd", "Purchase price per GPU", "usd", rows, what, workload.gpu_price_usd, prompt
    )


def _all_rows(gpu: GpuSpec) -> list[PriceRow]:
    """The catalog's rows for the GPU and the GPU entry's own price fields."""
    rows = list(gpu.prices.rows) if gpu.prices else []
    return rows + own_rows(
        gpu.id,
        gpu.source,
        (gpu.price_usd, gpu.price_date),
        (gpu.cloud_usd_per_gpu_hour, gpu.cloud_price_date),
    )


def _region_rows(
    gpu: GpuSpec, region: Region, rows_of: Callable[[str], list[PriceRow]]
) -> tuple[str, list[PriceRow]]:
    """The rows pricing the GPU in `region`, and whose they are: the region's own, else (a
    region that falls back, Taiwan) the global rows — the figure's inputs name them."""
    info = gpu.prices.region(region) if gpu.prices else None
    own = info.gpu_rows if info else "global"
    rows = rows_of(own)
    if not rows and info is not None and info.fallback_rows is not None:
        return info.fallback_rows, rows_of(info.fallback_rows)
    return own, rows


def _site(
    key: str,
    label: str,
    unit: str,
    given: float | None,
    book: PriceBook | None,
    region: Region,
    which: str,
    field: str,
) -> tuple[Figure[float | None], list[str]]:
    if given is not None:
        fig: Figure[float | None] = Figure(
            key, label, given, unit, "given", (("given", given),), "workload"
        )
        return fig, []
    info = book.region(region) if book else None
    if info is None:
        prompt = Message(
            "No {what} for this region: set {field}.", what=label, field=FieldRef(field)
        )
        return Figure(key, label, None, unit, "unknown", (), "", notes=(prompt,)), [prompt]
    site = getattr(info, which)
    return (
        Figure(
            key,
            label,
            site.value,
            unit,
            Message("{region} default", region=Term("Choice", info.name)),
            (("date", site.date),),
            Verbatim(site.source),
        ),
        [],
    )


def co2_intensity(gpu: GpuSpec, workload: Workload) -> Figure[float | None]:
    """Grid kg CO2 per kWh: the workload's, else the region's (catalog)."""
    fig, _ = _site(
        "co2_kg_per_kwh",
        "Grid carbon intensity",
        "kg/kwh",
        workload.co2_kg_per_kwh,
        gpu.prices,
        workload.region,
        "co2_kg_per_kwh",
        "workload.co2_kg_per_kwh",
    )
    return fig


def exchange(
    book: PriceBook | None, currency: Currency, given: float | None, date: str | None
) -> tuple[Figure[float | None], list[str]]:
    """Units of the display currency per US dollar: the workload's rate, else the catalog's."""
    key, label = "exchange_rate", "Exchange rate"
    if currency is Currency.USD:
        fig: Figure[float | None] = Figure(key, label, 1.0, "factor", "US dollars")
        if given is None and date is None:
            return fig, []
        unused = Message(
            "The exchange rate is not used: money is shown in US dollars (set {currency}).",
            currency=FieldRef("workload.currency"),
        )
        return fig._replace(notes=(unused,)), [unused]
    if given is not None:
        # the date (YYYY-MM-DD, validated by the workload) is shown with the rate
        inputs = (("date", date),) if date else ()
        fig = Figure(key, label, given, "factor", "given", inputs, "workload", display=currency)
        return fig, []
    rate = book.rate(currency) if book else None
    if rate is None:
        prompt = Message(
            "No exchange rate for {currency}: set {field}; money is shown in US dollars.",
            currency=currency.value,
            field=FieldRef("workload.exchange_rate"),
        )
        return Figure(key, label, None, "factor", "unknown", (), "", notes=(prompt,)), [prompt]
    undated: list[str] = []
    if date is not None:
        # a date dates the rate the user gives; alone it changes nothing, and saying so beats
        # showing the catalog's rate as if it were of the user's date
        undated.append(
            Message(
                "The exchange rate date {date} is not used: it dates a rate given in {field}; "
                "the catalog's rate of {catalog_date} is used.",
                date=date,
                field=FieldRef("workload.exchange_rate"),
                catalog_date=rate.date,
            )
        )
    return (
        Figure(
            key,
            label,
            rate.per_usd,
            "factor",
            Message("{currency} per US dollar (catalog)", currency=currency.value),
            (("date", rate.date),),
            Verbatim(rate.source),
            notes=tuple(undated),
            display=currency,
        ),
        undated,
    )


# Prices are the same for every plan on one GPU with one workload (a solve, a sweep, the
# GUI's edits); building them is a quarter of a training budget. Keyed on the GPU object's
# identity (hashing a GpuSpec walks its price book) and held with it, so an id is never reused
# while its entry lives; results are immutable, so sharing them is safe.
_CACHE: dict[tuple[object, ...], tuple[object, Prices]] = {}
_CACHE_SIZE = 256


def prices(
    gpu: GpuSpec, plan: Plan, workload: Workload, instance_price: float | None = None
) -> Prices:
    """The prices a plan is costed with, each with its date and source."""
    layout = (plan.nodes, plan.gpus_per_node) if plan.nodes > 1 else (1, 1)
    key = (workload, layout, instance_price)
    return remembered(
        _CACHE, gpu, key, lambda: _prices(gpu, plan, workload, instance_price), _CACHE_SIZE
    )


def _prices(gpu: GpuSpec, plan: Plan, workload: Workload, instance_price: float | None) -> Prices:
    book = gpu.prices
    rent, w1 = rental(gpu, plan, workload, instance_price)
    buy, w2 = purchase(gpu, workload)
    power, w3 = _site(
        "electricity_usd_per_kwh",
        "Electricity price",
        "usd/kwh",
        workload.electricity_usd_per_kwh,
        book,
        workload.region,
        "electricity_usd_per_kwh",
        "workload.electricity_usd_per_kwh",
    )
    carbon = co2_intensity(gpu, workload)
    w4 = list(carbon.notes)
    fx, w5 = exchange(book, workload.currency, workload.exchange_rate, workload.exchange_rate_date)
    shown = (fx.display or "USD", fx.value) if fx.value is not None else ("USD", 1.0)
    rent, buy, power = (f._replace(currency=shown) for f in (rent, buy, power))
    return Prices(rent, buy, power, carbon, fx, tuple(w1 + w2 + w3 + w4 + w5))


def machine_prices(
    card: GpuSpec, cards: tuple[GpuSpec, ...], plan: Plan, workload: Workload
) -> GpuSpec:
    """The machine's prices per card: the mean of each card's purchase price, and of its rental
    price in the workload's price set, in the workload's region (pricing.purchase and
    .rental: the median of its rows), each one row of the region's own dated as the newest of
    the cards' rows, naming each card's price; the region's site prices and exchange rates
    kept. A card with no price leaves that price unknown."""
    book = cards[0].prices
    if book is None:
        return card.model_copy(update={"price_usd": None, "cloud_usd_per_gpu_hour": None})
    info = book.region(workload.region)
    region = info.gpu_rows if info else "global"
    rows: list[PriceRow] = []
    for price_set, unit, figures in (
        (PriceSet.PURCHASE, "gpu", [purchase(c, workload)[0].value for c in cards]),
        (workload.price_set, "gpu_hour", [rental(c, plan, workload)[0].value for c in cards]),
    ):
        known = [v for v in figures if v is not None]
        if len(known) < len(figures):
            continue
        dates = [
            r.date
            for c in cards
            for r in (c.prices.rows if c.prices else ())
            if r.price_set is price_set
        ]
        named = " + ".join(f"{c.name} ${v:,.2f}" for c, v in zip(cards, known, strict=True))
        rows.append(
            PriceRow(
                gpu_id=card.id,
                price_set=price_set,
                region=region,
                provider=named[:200],
                currency=Currency.USD,
                amount=sum(known) / len(known),
                unit=unit,
                date=max(dates, default=UNDATED),
                source=named,
            )
        )
    priced = book.model_copy(update={"rows": tuple(rows)})
    return card.model_copy(
        update={"prices": priced, "price_usd": None, "cloud_usd_per_gpu_hour": None}
    )
