"""Regenerate hwplanner/citations.py: every citation and date of the shipped catalog that reads
as English on a Chinese sheet (tests/sheet_words.english), sorted, one translatable entry each.

    python scripts/citations.py
    PYTHON=.venv/bin/python scripts/update_translations.sh   # new entries become unfinished
    python scripts/ts_fill.py BATCH.json                      # or translate them in Qt Linguist

tests/test_sheet_language.py fails until the list matches the catalog again.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.sheet_words import english  # noqa: E402
from tests.test_sheet_language import catalog_citations  # noqa: E402

TARGET = ROOT / "hwplanner" / "citations.py"
WIDTH = 84  # characters of one string piece, quotes included


def pieces(text: str) -> list[str]:
    """`text` cut at spaces into pieces of at most WIDTH (an address longer than that whole)."""
    out, current = [], ""
    for word in text.split(" "):
        longer = f"{current} {word}" if current else word
        if len(repr(longer)) > WIDTH and current:
            out.append(current + " ")
            current = word
        else:
            current = longer
    return [*out, current]


def entry(text: str) -> list[str]:
    parts = pieces(text)
    if len(parts) == 1 and len(repr(text)) <= 60:
        return [f'    QT_TRANSLATE_NOOP("Citation", {text!r}),']
    return [
        "    QT_TRANSLATE_NOOP(",
        '        "Citation",',
        *(f"        {p!r}" for p in parts[:-1]),
        f"        {parts[-1]!r},",
        "    ),",
    ]


def main() -> None:
    head = TARGET.read_text(encoding="utf-8").split("CITATIONS = (")[0]
    cited = sorted(c for c in catalog_citations() if english(c))
    body = ["CITATIONS = (", *(line for c in cited for line in entry(c)), ")"]
    TARGET.write_text(head + "\n".join(body) + "\n", encoding="utf-8")
    print(f"{TARGET.relative_to(ROOT)}: {len(cited)} citations (run ruff format on it)")


if __name__ == "__main__":
    main()
