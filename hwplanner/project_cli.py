"""`hwplanner estimate PROJECT.json`: estimate every scenario of a project file."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from hwplanner.catalog import shipped_catalog
from hwplanner.engine.estimate import Estimate, estimate
from hwplanner.project import Project, ProjectError, ScenarioSpec, load_project, resolve
from hwplanner.report import render_estimate


class ProjectUsageError(Exception):
    """Raised for a project that cannot be estimated; cli.main prints it and exits 2."""


def estimate_scenarios(
    project: Project, path: Path, *, solve: bool = True, only: str | None = None
) -> list[tuple[ScenarioSpec, Estimate]]:
    """Every scenario (or the one named or numbered `only`) with its estimate; an unknown
    catalog reference raises ProjectUsageError naming the file and the scenario."""
    catalog = shipped_catalog()
    results = []
    for i, sc in enumerate(project.scenarios):
        if only is not None and only not in (sc.name, str(i)):
            continue
        try:
            engine_scenario = resolve(project, sc, catalog)
        except KeyError as exc:
            raise ProjectUsageError(f"{path}: {exc.args[0]}") from None
        results.append((sc, estimate(engine_scenario, solve=solve)))
    if not results:
        raise ProjectUsageError(f"--scenario: no scenario named {only!r}")
    return results


def estimate_project(args: argparse.Namespace) -> int:
    path = Path(args.target)
    try:
        project = load_project(path)
    except ProjectError as exc:
        raise ProjectUsageError(str(exc)) from None
    results = estimate_scenarios(project, path, solve=not args.no_solve)
    if args.json:
        doc = {
            "project": project.name,
            "scenarios": [{"name": sc.name, **res.as_dict()} for sc, res in results],
        }
        print(json.dumps(doc, indent=2, ensure_ascii=False))
    else:
        blocks = [f"# {project.name}"]
        for sc, res in results:
            blocks.append(
                f"## {sc.name}\n" + render_estimate(res, binary=args.gib, explain=args.explain)
            )
        print("\n\n".join(blocks))
    return 0
