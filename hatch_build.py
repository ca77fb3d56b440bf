"""The wheel's build hook: compile the translations (resources/translations/*.ts → .qm) the
package ships, so no compiled file is kept in the repository. It runs for every wheel, an
editable install's too, and needs only the standard library (hwplanner/qm.py, loaded by path:
the build environment has none of hwplanner's dependencies)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class TranslationsHook(BuildHookInterface):  # type: ignore[misc]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        spec = importlib.util.spec_from_file_location("_hwplanner_qm", root / "hwplanner" / "qm.py")
        assert spec is not None and spec.loader is not None
        qm = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = qm  # its dataclass looks its module up while being defined
        spec.loader.exec_module(qm)
        sources = sorted((root / "resources" / "translations").glob("*.ts"))
        # written beside their .ts: the wheel's force-include of resources/ takes them from
        # there, and an editable install reads them in place
        qm.compile_files(sources)
