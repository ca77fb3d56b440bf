"""Fill unfinished messages of resources/translations/*.ts from JSON translation batches.

The .ts files are the translators' source of truth (Qt Linguist edits them). This helper is
for a batch prepared elsewhere: each JSON file maps an English source text to
{"zh_TW": "…", "zh_CN": "…"}; only messages still unfinished are filled, in any context.
A formula assembled from parts ("GPU class consumer × several nodes") needs no entry: views
translate it part by part.

    python scripts/ts_fill.py batch.json [more.json …]   # fill, then run update_translations.sh
    python scripts/ts_fill.py --check                    # list what is unfinished; exit 1 if any
    python scripts/ts_fill.py --replace review.json      # reviewed: overwrite finished ones too
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "resources" / "translations"


def fill(
    ts: Path, lang: str, table: dict[str, dict[str, str]], replace: bool = False
) -> tuple[int, list[str]]:
    """(messages filled, messages still unfinished) for one .ts file, written in place.
    `replace`: also overwrite finished translations the batch gives (a reviewed batch)."""
    tree = ET.parse(ts)
    filled, missing = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            element = message.find("translation")
            if element is None:
                element = ET.SubElement(message, "translation")
            unfinished = element.get("type") == "unfinished" or not (element.text or "").strip()
            text = table.get(source, {}).get(lang)
            if not unfinished and not (replace and text and text != element.text):
                continue
            if text:
                element.text = text
                element.attrib.pop("type", None)
                filled += 1
            else:
                missing.append(f"{name}: {source}")
    if filled:
        ET.indent(tree)
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )
    return filled, missing


def main(argv: list[str]) -> int:
    check = "--check" in argv
    replace = "--replace" in argv
    table: dict[str, dict[str, str]] = {}
    for name in (a for a in argv if not a.startswith("--")):
        batch = json.loads(Path(name).read_text(encoding="utf-8"))
        table.update({k: v for k, v in batch.items() if isinstance(v, dict)})
    unfinished = 0
    for ts in sorted(TS_DIR.glob("hwplanner_*.ts")):
        lang = ts.stem.removeprefix("hwplanner_")
        filled, missing = fill(ts, lang, table, replace)
        print(f"{ts.name}: {filled} filled, {len(missing)} unfinished")
        for line in missing[:50]:
            print("  " + line)
        unfinished += len(missing)
    return 1 if check and unfinished else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
