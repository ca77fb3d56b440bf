"""Write resources/schemas/*.schema.json from the pydantic models (hwplanner/schemas.py).

Run after changing the estimate document or the project format: `python scripts/make_schemas.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

from hwplanner.schemas import json_schemas

OUT = Path(__file__).resolve().parents[1] / "resources" / "schemas"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, schema in json_schemas().items():
        text = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
        (OUT / name).write_text(text, encoding="utf-8")
        print(f"wrote {OUT / name}")


if __name__ == "__main__":
    main()
