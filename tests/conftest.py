"""Test setup shared by every test: offscreen Qt, and a private config directory per test."""

import os
import sys

# Without a platform or a DISPLAY, creating a QApplication aborts the whole process.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from pathlib import Path

import pytest

from hwplanner import paths

# pytest rewrites every test module's asserts (about 6,600 of them, some 8 s a worker) and keeps
# the result in __pycache__ unless bytecode writing is off; with PYTHONDONTWRITEBYTECODE set
# (as on the shared machines here) each run rewrote them all again. The test session writes
# its bytecode whatever the shell says; __pycache__ is ignored by git.
sys.dont_write_bytecode = False


@pytest.fixture(autouse=True)
def private_config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No test may touch the real config directory."""
    cfg = tmp_path / "config"
    paths.set_config_dir(cfg)
    monkeypatch.setenv("HWPLANNER_CONFIG_DIR", str(cfg))
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    yield cfg
    paths.set_config_dir(None)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """`nightly` tests run only with HWPLANNER_NIGHTLY=1 (minutes of property checking)."""
    if os.environ.get("HWPLANNER_NIGHTLY") == "1":
        return
    skip = pytest.mark.skip(reason="nightly: set HWPLANNER_NIGHTLY=1")
    for item in items:
        if "nightly" in item.keywords:
            item.add_marker(skip)
