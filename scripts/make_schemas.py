"""Write resources/schemas/*.schema.json, the key and option tables of docs/CLI.md and the
hybrid frameworks table of docs/METHOD.md (plan/architectures.py), from
the declarations: the JSON documents' models (engine/document.py, project.py) and the plan and
workload fields (plan/plan.py, plan/workload.py, as cli/options.py turns them into options).

Run after changing a document or the project format: `python scripts/make_schemas.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

from hwplanner.cli.doc_tables import with_method_tables, with_option_tables
from hwplanner.schemas import json_schemas, with_key_tables

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "schemas"
CLI_DOC = ROOT / "docs" / "CLI.md"
METHOD_DOC = ROOT / "docs" / "METHOD.md"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, schema in json_schemas().items():
        text = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
        (OUT / name).write_text(text, encoding="utf-8")
        print(f"wrote {OUT / name}")
    doc = with_option_tables(with_key_tables(CLI_DOC.read_text(encoding="utf-8")))
    CLI_DOC.write_text(doc, encoding="utf-8")
    print(f"wrote the key and option tables of {CLI_DOC}")
    METHOD_DOC.write_text(with_method_tables(METHOD_DOC.read_text(encoding="utf-8")), "utf-8")
    print(f"wrote the hybrid frameworks table of {METHOD_DOC}")


if __name__ == "__main__":
    main()
