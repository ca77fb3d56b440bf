"""Fill the .ts files lupdate wrote with the translations kept in scripts/translations.json.

translations.json maps each English source text to its zh_TW and zh_CN translation; edit it
(not the .ts files) and run scripts/update_translations.sh. A formula assembled from parts
("GPU class consumer × several nodes") is translated part by part. Exits 1 and lists what
is missing when a message has no translation.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TABLE = json.loads((ROOT / "scripts" / "translations.json").read_text(encoding="utf-8"))


def translated(source: str, context: str, lang: str) -> str | None:
    if source in TABLE:
        return str(TABLE[source][lang])
    if context == "Formula":
        for sep in (" × ", " + "):
            parts = source.split(sep)
            if len(parts) > 1 and all(p in TABLE for p in parts):
                return sep.join(str(TABLE[p][lang]) for p in parts)
    return None


def fill(ts: Path, lang: str) -> list[str]:
    tree = ET.parse(ts)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = translated(source, name, lang)
            element = message.find("translation")
            if element is None:
                element = ET.SubElement(message, "translation")
            element.attrib.pop("type", None)  # finished
            if text is None:
                missing.append(f"{name}: {source}")
                element.set("type", "unfinished")
                text = ""
            element.text = text
    tree.getroot().set("language", lang)
    ET.indent(tree)
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return missing


def main() -> int:
    bad = 0
    for ts in sorted((ROOT / "resources" / "translations").glob("hwplanner_*.ts")):
        lang = ts.stem.removeprefix("hwplanner_")
        missing = fill(ts, lang)
        print(f"{ts.name}: {len(missing)} untranslated")
        for line in missing:
            print("  " + line)
        bad += len(missing)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
