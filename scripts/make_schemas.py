"""Write resources/schemas/*.schema.json and the key tables of docs/CLI.md from the pydantic
models that declare the JSON documents (engine/document.py, project.py; hwplanner/schemas.py).

Run after changing a document or the project format: `python scripts/make_schemas.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

from hwplanner.schemas import json_schemas, with_key_tables

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "schemas"
CLI_DOC = ROOT / "docs" / "CLI.md"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, schema in json_schemas().items():
        text = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
        (OUT / name).write_text(text, encoding="utf-8")
        print(f"wrote {OUT / name}")
    CLI_DOC.write_text(with_key_tables(CLI_DOC.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote the key tables of {CLI_DOC}")


if __name__ == "__main__":
    main()
