"""Estimating a project's scenarios: resolve each against the catalog, check it, estimate it."""

from __future__ import annotations

from pathlib import Path

from hwplanner.catalog import Catalog, shipped_catalog
from hwplanner.engine.estimate import Estimate, estimate
from hwplanner.engine.scenario.validity import PlanError
from hwplanner.project import Project, ScenarioSpec, resolve


class ScenarioError(ValueError):
    """A scenario that cannot be estimated; the message names the file and the scenario."""


def select(project: Project, only: str | None) -> list[ScenarioSpec]:
    """Every scenario, or the one named (or numbered from 0) `only`; a miss lists the names."""
    if only is None:
        return list(project.scenarios)
    for i, sc in enumerate(project.scenarios):
        if only in (sc.name, str(i)):
            return [sc]
    names = ", ".join(repr(sc.name) for sc in project.scenarios)
    raise ScenarioError(f"no scenario named {only!r}; the project has: {names}")


def estimate_scenarios(
    project: Project,
    path: Path,
    *,
    solve: bool = True,
    only: str | None = None,
    catalog: Catalog | None = None,
) -> list[tuple[ScenarioSpec, Estimate]]:
    """Each selected scenario with its estimate. An unknown catalog reference or a plan the
    model cannot run raises ScenarioError naming the file, the scenario and the field."""
    cat = catalog or shipped_catalog()
    results = []
    for sc in select(project, only):
        where = f'{path}: scenario "{sc.name}"'
        try:
            results.append((sc, estimate(resolve(project, sc, cat), solve=solve)))
        except KeyError as exc:
            raise ScenarioError(f"{path}: {exc.args[0]}") from None
        except PlanError as exc:
            raise ScenarioError(f"{where}: plan.{exc}") from None
    return results
