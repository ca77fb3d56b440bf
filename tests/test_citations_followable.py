"""Every source the shipped data cites can be followed by a reader: no citation names the
internal code-search index a source was once found with (its query, file ids or corpora)
instead of a URL, a document's title and date, or a repository, commit and path."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FILES = (
    "resources/catalog/gpus.json",
    "resources/catalog/prices.json",
    "resources/catalog/cloud_instances.json",
    "resources/catalog/models.json",
    "resources/validation/measurements.jsonl",
    "hwplanner/citations.py",
    "hwplanner/engine/money/infra.py",
)
UNTRACEABLE = re.compile(
    r"find_string|index id|file id|index file|code search|code-search|compilation id"
    r"|pages corpus|not resolvable|with the tools|code index",
    re.IGNORECASE,
)


def test_no_citation_names_the_search_index_instead_of_a_source() -> None:
    found = [
        f"{name}:{number}: {match.group()!r}"
        for name in FILES
        for number, line in enumerate(
            (ROOT / name).read_text(encoding="utf-8").splitlines(), start=1
        )
        for match in UNTRACEABLE.finditer(line)
    ]
    assert not found, "untraceable citation words:\n" + "\n".join(found)
