"""Test setup shared by every test: offscreen Qt, and a private config directory per test."""

import os

# Without a platform or a DISPLAY, creating a QApplication aborts the whole process.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

from pathlib import Path

import pytest

from hwplanner import paths


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
