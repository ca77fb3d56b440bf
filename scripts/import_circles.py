"""Import circles among hwplanner's modules: prints each circle and exits 1 when there is one.

Every import counts, at the top of a module or inside a function (a late import hides a circle
from Python's loader, not from a reader). Packages count as modules: a package's __init__
importing a submodule that imports the package back is a circle too. tests/test_static.py runs
this; pyproject's import-linter contracts keep the layers in order.

    python scripts/import_circles.py [--package hwplanner]
"""

from __future__ import annotations

import argparse
import sys

import grimp


def circles(package: str) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, iterative)."""
    graph = grimp.build_graph(package)
    modules = sorted(m for m in graph.modules if m == package or m.startswith(package + "."))
    edges = {
        m: sorted(
            x
            for x in graph.find_modules_directly_imported_by(m)
            if (x == package or x.startswith(package + ".")) and x != m
        )
        for m in modules
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in modules:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            if i < len(edges[node]):
                work.append((node, i + 1))
                nxt = edges[node][i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", default="hwplanner")
    args = parser.parse_args()
    found = circles(args.package)
    for group in found:
        print("circle:", " ↔ ".join(group))
    print(f"{len(found)} import circles in {args.package}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
