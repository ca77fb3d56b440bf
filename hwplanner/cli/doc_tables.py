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
        return " \\| ".join(f"`{v}`" for v in d.values)
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


def with_option_tables(doc: str) -> str:
    """docs/CLI.md with its plan and workload option tables, and the config.json families,
    generated again."""
    for model in MODELS:
        doc = replace_marked(doc, "options", model.__name__.lower(), options_markdown(model))
    return replace_marked(doc, "families", "config", families_markdown())
