"""The only module that knows directories: resources, the user's config, projects, autosave."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "hwplanner"
_override: Path | None = None


def set_config_dir(path: Path | None) -> None:
    """Point every user directory at `path` (tests, portable installs); None restores default."""
    global _override
    _override = path


def config_dir() -> Path:
    if _override is not None:
        return _override
    env = os.environ.get("HWPLANNER_CONFIG_DIR")
    if env:
        return Path(env)
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def projects_dir() -> Path:
    return config_dir() / "projects"


def autosave_dir() -> Path:
    return config_dir() / "autosave"


def settings_file() -> Path:
    """The app's window layout and view preferences (QSettings, INI format)."""
    return config_dir() / "gui.ini"


def log_file() -> Path:
    return config_dir() / "hwplanner.log"


def recent_file() -> Path:
    return config_dir() / "recent.json"


def user_catalog_dir() -> Path:
    """Where the user's own models and GPUs live (models.json, gpus.json)."""
    return config_dir() / "catalog"


def resources_dir() -> Path:
    """Shipped data: inside the installed package, or the checkout's top-level resources/."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "catalog").is_dir():
            return candidate
    raise FileNotFoundError("hwplanner resources/ not found next to the package")


def examples_dir() -> Path:
    here = Path(__file__).resolve().parent
    for candidate in (here / "examples", here.parent / "examples"):
        if candidate.is_dir():
            return candidate
    return here.parent / "examples"
