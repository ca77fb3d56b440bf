"""Loads the shipped and the user's catalogs of models, GPUs and cloud instances (the only reader
of resources/catalog). Every row is validated; a bad row is reported with its file and id."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from hwplanner import jsonfile, paths
from hwplanner.atomic import atomic_write_text
from hwplanner.engine.core.text import short_repr
from hwplanner.engine.model.gpu_spec import CloudInstance, GpuSpec
from hwplanner.engine.model.model_spec import ModelSpec
from hwplanner.engine.model.prices import ExchangeRate, PriceBook, PriceRow, RegionPrices
from hwplanner.engine.plan.fields import problem, reward_model_id
from hwplanner.engine.plan.plan import Plan

SCHEMA_VERSION = 1
MAX_FILE_BYTES = 16 * 2**20  # the shipped catalogs are ~200 KB together
T = TypeVar("T", bound=BaseModel)


class CatalogError(ValueError):
    """A catalog file that cannot be read; the message names the file, row and field."""


@dataclass
class Catalog:
    models: dict[str, ModelSpec] = field(default_factory=dict)
    gpus: dict[str, GpuSpec] = field(default_factory=dict)
    instances: dict[str, CloudInstance] = field(default_factory=dict)
    user_model_ids: set[str] = field(default_factory=set)
    user_gpu_ids: set[str] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)
    prices: PriceBook = field(default_factory=PriceBook)

    def priced(self, gpu: GpuSpec) -> GpuSpec:
        """The GPU with the catalog's price rows for it, the exchange rates and the regional
        site prices attached (its own price fields, a user's entry, count as rows too)."""
        return self._priced(gpu, tuple(r for r in self.prices.rows if r.gpu_id == gpu.id))

    def _priced(self, gpu: GpuSpec, rows: tuple[PriceRow, ...]) -> GpuSpec:
        book = self.prices.model_copy(update={"rows": rows})
        return gpu.model_copy(update={"prices": book})

    def cards(
        self, ids: Sequence[str], custom: Mapping[str, GpuSpec] | None = None
    ) -> tuple[GpuSpec, ...]:
        """The GPUs `ids` name (plan.other_gpus), a project's own entries first, each priced;
        an unknown id raises KeyError with that id."""
        found = []
        for gpu_id in ids:
            own = (custom or {}).get(gpu_id)
            gpu = own or self.gpus.get(gpu_id)
            if gpu is None:
                raise KeyError(gpu_id)
            found.append(self.priced(own) if own else gpu)
        return tuple(found)

    def reward_model(
        self, plan: Plan, custom: Mapping[str, ModelSpec] | None = None
    ) -> ModelSpec | None:
        """The reward model plan.reward_model_id names where the plan uses one (RL scored by a
        reward model), a project's own entries first; None where it names none or the plan
        uses none. An unknown id raises KeyError with that id."""
        model_id = plan.reward_model_id
        if model_id is None or not reward_model_id(plan, None):
            return None
        found = (custom or {}).get(model_id) or self.models.get(model_id)
        if found is None:
            raise KeyError(model_id)
        return found

    def model(self, model_id: str) -> ModelSpec:
        try:
            return self.models[model_id]
        except KeyError:
            raise KeyError(
                f"model: unknown id {short_repr(model_id)}; see `hwplanner catalog models` "
                f"({len(self.models)} known)"
            ) from None

    def gpu(self, gpu_id: str) -> GpuSpec:
        try:
            return self.gpus[gpu_id]
        except KeyError:
            raise KeyError(
                f"gpu: unknown id {short_repr(gpu_id)}; see `hwplanner catalog gpus` "
                f"({len(self.gpus)} known)"
            ) from None


def _read(path: Path) -> Any:
    """The document in a catalog file, within the size and nesting limits (a FIFO, a device
    or a 1 GB file is refused at once)."""
    where = jsonfile.shown_path(path)
    try:
        doc = jsonfile.load(path, MAX_FILE_BYTES)
    except jsonfile.JsonLimitError as exc:
        raise CatalogError(f"{where}: cannot read: {exc}") from None
    if doc.unusable:  # NaN, Infinity, 10**400, a 5,000-digit integer: no datasheet figure
        place, _, why = doc.unusable[0]
        name = jsonfile.one_line(".".join(str(p) for p in place), 100)
        raise CatalogError(f"{where}: {name}: {why}")
    return doc.value


def _rows(path: Path, key: str, cls: type[T], doc: Any = None) -> list[T]:
    """The rows of `key` in the catalog file at `path`, each validated; `doc`: the file's
    document, already read."""
    doc = _read(path) if doc is None else doc
    where = jsonfile.shown_path(path)
    if not isinstance(doc, dict) or not isinstance(doc.get(key), list):
        raise CatalogError(f"{where}: expected an object with a {key!r} list")
    version = doc.get("schema_version", 1)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CatalogError(
            f"{where}: schema_version {jsonfile.short_repr(version)} is not a catalog version"
        )
    if version > SCHEMA_VERSION:
        raise CatalogError(f"{where}: schema_version {version} is newer than this hwplanner")
    out: list[T] = []
    for i, row in enumerate(doc[key]):
        try:
            out.append(cls.model_validate(row))
        except ValidationError as exc:
            found = problem(exc)  # a check that names its field taken apart
            loc = jsonfile.one_line(found.field, 200)
            rid = row.get("id", f"#{i}") if isinstance(row, dict) else f"#{i}"
            rid = jsonfile.one_line(rid, 60) if isinstance(rid, str) else f"#{i}"
            msg = jsonfile.one_line(str(found.text), 300)
            where_row = f"{where}: row {rid}"
            raise CatalogError(
                f"{where_row}: {loc}: {msg}" if loc else f"{where_row}: {msg}"
            ) from None
    return out


def load_catalog(resources: Path | None = None, user_dir: Path | None = None) -> Catalog:
    """Shipped catalogs, then the user's own entries (which may add to or replace shipped ones).
    A broken user file is reported in `problems`, never fatal: the shipped catalog still loads."""
    res = (resources or paths.resources_dir()) / "catalog"
    cat = Catalog()
    for m in _rows(res / "models.json", "models", ModelSpec):
        cat.models[m.id] = m
    for g in _rows(res / "gpus.json", "gpus", GpuSpec):
        cat.gpus[g.id] = g
    inst = res / "cloud_instances.json"
    if inst.exists():
        for c in _rows(inst, "instances", CloudInstance):
            cat.instances[c.id] = c
    prices = res / "prices.json"
    if prices.exists():
        doc = _read(prices)  # once for its three lists
        cat.prices = PriceBook(
            rows=tuple(_rows(prices, "prices", PriceRow, doc)),
            rates=tuple(_rows(prices, "exchange_rates", ExchangeRate, doc)),
            regions=tuple(_rows(prices, "regions", RegionPrices, doc)),
        )
    udir = user_dir or paths.user_catalog_dir()
    for fname, key, cls, target, ids in (
        ("models.json", "models", ModelSpec, cat.models, cat.user_model_ids),
        ("gpus.json", "gpus", GpuSpec, cat.gpus, cat.user_gpu_ids),
    ):
        path = udir / fname
        if not path.exists():
            continue
        try:
            for row in _rows(path, key, cls):
                target[row.id] = row  # type: ignore[assignment, attr-defined]
                ids.add(row.id)  # type: ignore[attr-defined]
        except CatalogError as exc:
            cat.problems.append(str(exc))
    by_gpu: dict[str, list[PriceRow]] = {}  # each GPU's rows in the book's order, as priced()
    for r in cat.prices.rows:
        by_gpu.setdefault(r.gpu_id, []).append(r)
    cat.gpus = {gid: cat._priced(g, tuple(by_gpu.get(g.id, ()))) for gid, g in cat.gpus.items()}
    return cat


def unknown_gpu(option: str, gpu_id: object, gpus: Mapping[str, GpuSpec]) -> str:
    """The one-line refusal of a GPU id the catalog lacks: the nearest ids (a typo), where
    the list is, and where the user's own GPUs go (docs/CLI.md, "Your own GPUs and models")."""
    import difflib  # only when a GPU is refused: not every command's start-up

    near: list[str] = []
    if isinstance(gpu_id, str) and gpu_id.strip():  # the ids holding it, else the closest
        given = gpu_id.strip().lower()
        near = [g for g in gpus if given in g][:3]
        near = near or difflib.get_close_matches(given, list(gpus), n=3)
    nearest = f" (nearest: {', '.join(near)})" if near else ""
    own = jsonfile.shown_path(paths.user_catalog_dir() / "gpus.json")
    return (
        f"{option}: unknown GPU {short_repr(gpu_id)}{nearest}; see `hwplanner catalog gpus`, "
        f"or add your own to {own}"
    )


@lru_cache(maxsize=1)
def shipped_catalog() -> Catalog:
    return load_catalog()


def save_user_entry(entry: ModelSpec | GpuSpec, user_dir: Path | None = None) -> Path:
    """Add or replace one of the user's own models or GPUs (atomic write, previous kept)."""
    udir = user_dir or paths.user_catalog_dir()
    fname, key = (
        ("models.json", "models") if isinstance(entry, ModelSpec) else ("gpus.json", "gpus")
    )
    path = udir / fname
    rows: list[dict[str, Any]] = []
    if path.exists():
        doc = _read(path)  # a broken file raises CatalogError: never overwritten silently
        if not isinstance(doc, dict) or not isinstance(doc.get(key), list):
            where = jsonfile.shown_path(path)
            raise CatalogError(f"{where}: expected an object with a {key!r} list; left as it is")
        # every other row is kept as it was, even one this version cannot read
        rows = [r for r in doc[key] if not (isinstance(r, dict) and r.get("id") == entry.id)]
    rows.append(entry.model_dump(mode="json", exclude_defaults=True))
    text = json.dumps({"schema_version": SCHEMA_VERSION, key: rows}, indent=2, ensure_ascii=False)
    atomic_write_text(path, text + "\n")
    shipped_catalog.cache_clear()
    return path
