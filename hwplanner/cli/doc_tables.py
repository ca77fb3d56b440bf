"""docs/CLI.md's option tables, made from the same declarations as the options and their
`--help` (scripts/make_schemas.py writes them; a test keeps them current). Imported only
there: no command needs it."""

from __future__ import annotations

from pydantic import BaseModel

from hwplanner.cli.options import MODELS, help_text
from hwplanner.engine.plan.fields import GROUPS, Declared, declared
from hwplanner.schemas import replace_marked


def _values_text(d: Declared) -> str:
    """The values an option takes, as `--help` gives them: its choices, else its unit."""
    if d.kind == "bool":
        return f"`{d.flag}` / `--no-{d.flag[2:]}`"
    if d.kind == "enum" or (d.kind == "text" and d.ui.choices):
        shown = " \\| ".join(f"`{v}`" for v in d.values)
        also = ", ".join(f"`{a}`" for a in d.ui.aliases)
        if not also:
            return shown
        if d.kind == "enum":  # the method's algorithm names
            return f"{shown}; also {also} (other names: each planned as the value it trains as)"
        return (
            f"{shown}; also {also} (other names: each planned with the profile it stands "
            "for, or refused naming the profiles to choose)"
        )
    if d.kind == "int" and d.ui.choices:
        return ", ".join(str(k) for k in d.ui.choices)
    return d.ui.unit or ("number" if d.kind in ("int", "float") else d.kind)


def options_markdown(model: type[BaseModel]) -> str:
    """Every option of `model`'s fields as a Markdown table by group: what docs/CLI.md lists
    (scripts/make_schemas.py writes it; the same declarations as `--help`)."""
    lines: list[str] = []
    group = None
    for d in declared(model):
        if d.ui.flag == "":
            continue
        if d.ui.group != group:
            group = d.ui.group
            lines += [
                "",
                f"**{GROUPS[group][1]}**",
                "",
                "| option | values | meaning |",
                "|---|---|---|",
            ]
        what = help_text(d).replace("%%", "%").replace("|", "\\|")
        lines.append(f"| `{d.flag}` | {_values_text(d)} | {what} |")
    return "\n".join(lines).lstrip("\n") + "\n"


def families_markdown() -> str:
    """The config.json model_types the reader takes, as docs/CLI.md lists them."""
    from hwplanner.engine.model.hf_config import FAMILIES

    return ", ".join(f"`{name}`" for name in sorted(FAMILIES)) + "\n"


def hybrid_support_markdown() -> str:
    """Which framework runs which hybrid architecture, as plan/architectures.py says: a table of
    marks, transformers' releases, then each framework's own sources and caveats
    (docs/METHOD.md)."""
    from hwplanner.engine.plan.architectures import (
        ABSENT_BECAUSE,
        CHECKED,
        TRANSFORMERS,
        Hybrid,
        Runs,
        support,
    )
    from hwplanner.engine.plan.frameworks import FRAMEWORKS

    def mark(s: Runs | str | None) -> str:
        if isinstance(s, Runs):
            return "✓ (until " + s.until + ")" if s.until else "✓"
        return "?" if s else "✗"

    def said(h: Hybrid, s: Runs) -> str:
        extra = "; ".join(
            x for x in (s.since and f"since {s.since}", s.until and f"until {s.until}", s.note) if x
        )
        return f"`{h.value}`: {s.source}" + (f" ({extra})" if extra else "")

    lines = ["| framework | " + " | ".join(f"`{h.value}`" for h in Hybrid) + " |"]
    lines.append("|---" * (len(Hybrid) + 1) + "|")
    for fid in FRAMEWORKS:
        lines.append(f"| `{fid}` | " + " | ".join(mark(support(fid, h)) for h in Hybrid) + " |")
    lines += ["", "- **transformers**: " + "; ".join(said(h, r) for h, r in TRANSFORMERS.items())]
    for fid, fw in FRAMEWORKS.items():
        own: list[str] = []
        follows: list[str] = []
        for h in Hybrid:
            s = support(fid, h)
            if isinstance(s, Runs) and s == TRANSFORMERS[h]:
                follows.append(f"`{h.value}`")
            elif isinstance(s, Runs):
                own.append(said(h, s))
            elif s:
                own.append(f"`{h.value}` not settled: {s}")
            elif h in ABSENT_BECAUSE.get(fid, {}):
                own.append(f"`{h.value}` does not run: {ABSENT_BECAUSE[fid][h]}")
        if follows:
            own.insert(0, "as transformers: " + ", ".join(follows))
        absent = [h for h in Hybrid if support(fid, h) is None]
        if fid in CHECKED and any(h not in ABSENT_BECAUSE.get(fid, {}) for h in absent):
            own.append(f"{'the others' if own else 'all'} absent from {CHECKED[fid]}")
        lines.append(f"- **{fw.name}** (`{fid}`): " + "; ".join(own) + ".")
    return "\n".join(lines) + "\n"


def with_method_tables(doc: str) -> str:
    """docs/METHOD.md with its generated table (which framework runs which hybrid)."""
    return replace_marked(doc, "table", "hybrid-frameworks", hybrid_support_markdown())


def with_option_tables(doc: str) -> str:
    """docs/CLI.md with its plan and workload option tables, and the config.json families,
    generated again."""
    for model in MODELS:
        doc = replace_marked(doc, "options", model.__name__.lower(), options_markdown(model))
    return replace_marked(doc, "families", "config", families_markdown())
