"""Dated, sourced prices: GPU rental and purchase rows, exchange rates, regional site prices.

The catalog (resources/catalog/prices.json, read by catalog.py) attaches to each GPU the rows
that price it; the engine picks the rows of the workload's price set and region and takes
their median. No row means no price: the figure is None and asks the user for one.
"""

# No `from __future__ import annotations` in this module: pydantic would compile every
# field's annotation from its text as each model is built, a share of every command's
# start-up (forward references are quoted instead).
import statistics
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from hwplanner.engine.core.text import N_
from hwplanner.engine.plan.enums import Currency, PriceSet, Region

ROW_KINDS = ("list", "floor", "subsidised", "superseded")  # only "list" rows price a plan
OWN_ENTRY = N_("Provider", "the GPU entry")  # a GPU entry's own price fields, as a row
UNDATED = N_("Source", "undated")


class PriceRow(BaseModel):
    """One price someone published for one GPU, with its date and source."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    gpu_id: str = Field(min_length=1)
    price_set: PriceSet
    region: Literal["global", "cn", "tw"]
    provider: str
    currency: Currency
    amount: float = Field(ge=0)
    unit: Literal["gpu_hour", "gpu"]
    per_usd: float = Field(default=1.0, gt=0, description="currency units per USD to convert")
    date: str = Field(min_length=1)
    source: str = Field(min_length=1)
    confidence: str = ""
    kind: Literal["list", "floor", "subsidised", "superseded"] = "list"
    gpus_per_instance: int | None = Field(default=None, ge=1)
    notes: str = ""

    @property
    def usd(self) -> float:
        return self.amount / self.per_usd


class ExchangeRate(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    currency: Currency
    per_usd: float = Field(gt=0)
    date: str
    source: str


class SitePrice(BaseModel):
    """A regional figure with its unit, date and source (electricity USD/kWh, grid kg/kWh)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    value: float = Field(ge=0)
    date: str
    source: str


class RegionPrices(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    region: Region
    name: str
    gpu_rows: Literal["global", "cn", "tw"]  # whose GPU rows this region uses
    # whose rows price a GPU the region's own rows do not (None: unknown then)
    fallback_rows: Literal["global"] | None = None
    currency: Currency
    electricity_usd_per_kwh: SitePrice
    co2_kg_per_kwh: SitePrice
    notes: str = ""


class PriceBook(BaseModel):
    """The rows pricing one GPU, and the shared exchange rates and regional site prices."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rows: tuple[PriceRow, ...] = ()
    rates: tuple[ExchangeRate, ...] = ()
    regions: tuple[RegionPrices, ...] = ()

    def rate(self, currency: Currency) -> ExchangeRate | None:
        if currency is Currency.USD:
            return ExchangeRate(currency=currency, per_usd=1.0, date="", source="")
        return next((r for r in self.rates if r.currency is currency), None)

    def region(self, region: Region) -> RegionPrices | None:
        return next((r for r in self.regions if r.region is region), None)


def own_rows(
    gpu_id: str, source: str, purchase: tuple[float | None, str], cloud: tuple[float | None, str]
) -> list[PriceRow]:
    """A GPU entry's own price fields (a user's catalog entry) as rows: (amount, date) each."""
    out = []
    for price_set, (amount, date), unit in (
        (PriceSet.PURCHASE, purchase, "gpu"),
        (PriceSet.CLOUD, cloud, "gpu_hour"),
    ):
        if amount is not None:
            out.append(
                PriceRow(
                    gpu_id=gpu_id,
                    price_set=price_set,
                    region="global",
                    provider=OWN_ENTRY,
                    currency=Currency.USD,
                    amount=amount,
                    unit=unit,
                    date=date or UNDATED,
                    source=source or OWN_ENTRY,
                )
            )
    return out


def matching(
    rows: tuple[PriceRow, ...] | list[PriceRow],
    price_set: PriceSet,
    region: str,
    min_instance: int = 1,
) -> list[PriceRow]:
    """Rows of a set and region, list prices only, from instances of at least `min_instance`
    GPUs (clusters are not built from single-GPU offers)."""
    return [
        r
        for r in rows
        if r.price_set is price_set
        and r.region == region
        and r.kind == "list"
        and (min_instance <= 1 or (r.gpus_per_instance or 1) >= min_instance)
    ]


def median_usd(rows: list[PriceRow]) -> float | None:
    return statistics.median(r.usd for r in rows) if rows else None
