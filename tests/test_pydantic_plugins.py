"""The stand-in for pydantic's plugin loader (hwplanner.pydantic_plugins): no importlib.metadata
where no distribution declares a pydantic plugin, pydantic's own loader where one does. Each
case runs in a child process: the stand-in replaces a module for the whole interpreter."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = """
import sys
from hwplanner import pydantic_plugins
pydantic_plugins.install()
from hwplanner.engine.plan.plan import Plan
Plan(micro_batch=2)
from pydantic import BaseModel
class Mine(BaseModel):
    x: int = 1
Mine(x=2)
loader = sys.modules[pydantic_plugins.LOADER]
print("metadata" if "importlib.metadata" in sys.modules else "no metadata")
print("stand-in" if isinstance(loader, pydantic_plugins._StandIn) else "pydantic's loader")
"""

PLUGIN = """
seen = []

class Plugin:
    def new_schema_validator(self, schema, schema_type, schema_type_path, schema_kind, config,
                             plugin_settings):
        seen.append(schema_type_path.name)
        return None, None, None

plugin = Plugin()
"""


def _child(*paths: Path, code: str = CHILD) -> list[str]:
    unset = ("PYTHONPATH", "PYDANTIC_DISABLE_PLUGINS")
    env = {k: v for k, v in os.environ.items() if k not in unset}
    path = [str(p) for p in paths] + [str(Path(__file__).resolve().parents[1])]
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**env, "PYTHONPATH": os.pathsep.join(path)},
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split("\n")[:-1]


def test_without_a_declared_plugin_importlib_metadata_is_never_imported() -> None:
    assert _child() == ["no metadata", "stand-in"]


def _distribution(folder: Path, entry_points: str) -> None:
    info = folder / "someplugin-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: someplugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(entry_points)
    (folder / "someplugin.py").write_text(PLUGIN)


def test_a_declared_plugin_is_loaded_by_pydantic_itself(tmp_path: Path) -> None:
    _distribution(tmp_path, "[pydantic]\nsomeplugin = someplugin:plugin\n")
    code = CHILD + "import someplugin\nprint(sorted(set(someplugin.seen)))\n"
    out = _child(tmp_path, code=code)
    assert out[:2] == ["metadata", "pydantic's loader"]
    assert "'Plan'" in out[2] and "'Mine'" in out[2]  # every model validated through it


def test_other_entry_points_do_not_hand_over(tmp_path: Path) -> None:
    _distribution(tmp_path, "[console_scripts]\nsomeplugin = someplugin:main\n")
    assert _child(tmp_path) == ["no metadata", "stand-in"]


def test_a_zip_on_the_path_hands_over(tmp_path: Path) -> None:
    archive = tmp_path / "site.zip"
    archive.write_bytes(b"PK\x05\x06" + b"\0" * 18)  # an empty zip
    assert _child(archive) == ["metadata", "pydantic's loader"]


def test_the_loaders_other_names_are_the_loaders() -> None:
    code = (
        "from hwplanner import pydantic_plugins\npydantic_plugins.install()\n"
        "from pydantic.plugin import _loader\nprint(_loader.PYDANTIC_ENTRY_POINT_GROUP)\n"
        "import sys\nprint(type(sys.modules['pydantic.plugin._loader']).__name__)\n"
    )
    assert _child(code=code) == ["pydantic", "module"]


def test_the_stand_in_takes_what_pydantics_loader_takes() -> None:
    """pydantic's private get_plugins takes no argument today; were a later pydantic to pass
    one, the stand-in hands the call to the loader instead of failing every model build."""
    import inspect

    from pydantic.plugin import _loader

    from hwplanner import pydantic_plugins

    real = inspect.signature(_loader.get_plugins)
    assert all(
        p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.default is not p.empty
        for p in real.parameters.values()
    ), real  # pydantic's call stays argument-free; the stand-in accepts any anyway
    stand_in = inspect.signature(pydantic_plugins.get_plugins)
    kinds = {p.kind for p in stand_in.parameters.values()}
    assert inspect.Parameter.VAR_POSITIONAL in kinds and inspect.Parameter.VAR_KEYWORD in kinds
