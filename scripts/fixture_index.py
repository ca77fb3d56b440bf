"""Write tests/fixtures/configs/INDEX.md, one row per fixture: `python -m scripts.fixture_index`
from the repository root (so this checkout's engine counts)."""

from __future__ import annotations

import json
from pathlib import Path

from hwplanner.engine.model.hf_config import ConfigError, spec_from_hf_config
from hwplanner.engine.model.params import count_params

HERE = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "configs"


def row(folder: Path) -> tuple[str, str, bool]:
    cfg = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    mt = str(meta.get("model_type"))
    try:
        count = f"{count_params(spec_from_hf_config(cfg, model_id=folder.name)[0]).total:,}"
    except ConfigError:
        count = "refused"
    pub = meta.get("published_total_params")
    err = ""
    outside = int(meta.get("parameters_outside_checkpoint", {}).get("elements", 0))
    if pub and count != "refused":
        err = f"{(int(count.replace(',', '')) - pub - outside) / (pub + outside) * 100:+.4f} %"
    kind = {"index": "index", "lfs_file_size": "file size (≤)"}.get(meta.get("total_kind", ""), "")
    if outside:
        kind += f" + {outside:,} loaded apart"
    src = meta["source_config"].removeprefix("github ").split(" @")[0]
    line = (
        f"| {folder.name} | {mt} | {meta['hf_repo'].split(' (')[0]} | "
        f"{f'{pub:,}' if pub else '—'} | {count} | {err} | {kind} | {src} |"
    )
    return line, mt, bool(pub) and count != "refused"


def main() -> None:
    rows = [row(p) for p in sorted(HERE.iterdir()) if (p / "config.json").is_file()]
    counted = [r for r in rows if r[2]]
    types = sorted({r[1] for r in counted})
    lines = [
        f"# Config fixtures ({len(rows)} verbatim configs; {len(counted)} with a total, "
        f"from {len(types)} model types)",
        "",
        "Sources and arithmetic in each meta.json (see README.md). Error = engine count vs total.",
        "",
        "| dir | model_type | model | total params | engine count | error | total from | "
        "config source (github) |",
        "|---|---|---|---|---|---|---|---|",
        *(r[0] for r in rows),
        "",
        "Model types with a total: " + ", ".join(types),
        "",
    ]
    (HERE / "INDEX.md").write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main()
