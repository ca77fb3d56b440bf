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


def hf_hub_caches() -> list[Path]:
    """Where the Hugging Face hub keeps downloaded models, in the order huggingface_hub looks:
    HF_HUB_CACHE (or the older HUGGINGFACE_HUB_CACHE), else HF_HOME/hub, else
    ~/.cache/huggingface/hub (XDG_CACHE_HOME moves ~/.cache)."""
    for var in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        if os.environ.get(var):
            return [Path(os.environ[var]).expanduser()]
    if os.environ.get("HF_HOME"):
        return [Path(os.environ["HF_HOME"]).expanduser() / "hub"]
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return [Path(cache).expanduser() / "huggingface" / "hub"]
