"""The only module that knows directories: resources, and the user's settings, projects,
autosave, recent files, logs and own catalog entries.

Each kind of file lives where the platform keeps it (platformdirs): settings in the config
directory; projects in the user's documents folder (Documents/hwplanner, or the last folder
used); autosave and recent files in the state directory; logs in the log directory (rotated);
the user's catalog entries in the data directory. HWPLANNER_CONFIG_DIR (or set_config_dir, for
tests and portable installs) puts all of them under one folder. `migrate()` moves files from
where hwplanner 0.1 kept them (all in the config directory).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import platformdirs

APP = "hwplanner"
_override: Path | None = None


def set_config_dir(path: Path | None) -> None:
    """Point every user directory at `path` (tests, portable installs); None restores default."""
    global _override
    _override = path


def _single_root() -> Path | None:
    """One folder for everything (HWPLANNER_CONFIG_DIR or set_config_dir), else None."""
    if _override is not None:
        return _override
    env = os.environ.get("HWPLANNER_CONFIG_DIR")
    return Path(env) if env else None


def config_dir() -> Path:
    """Settings (gui.ini)."""
    root = _single_root()
    return root if root else Path(platformdirs.user_config_dir(APP, appauthor=False))


def state_dir() -> Path:
    """Autosave and recent files: state that is not worth a backup."""
    root = _single_root()
    return root / "state" if root else Path(platformdirs.user_state_dir(APP, appauthor=False))


def data_dir() -> Path:
    """The user's own catalog entries."""
    root = _single_root()
    return root / "data" if root else Path(platformdirs.user_data_dir(APP, appauthor=False))


def log_dir() -> Path:
    root = _single_root()
    return root / "log" if root else Path(platformdirs.user_log_dir(APP, appauthor=False))


def projects_dir() -> Path:
    """Where Open and Save start: Documents/hwplanner (the app remembers the last folder)."""
    root = _single_root()
    if root:
        return root / "projects"
    return Path(platformdirs.user_documents_dir()) / APP


def autosave_dir() -> Path:
    return state_dir() / "autosave"


def settings_file() -> Path:
    """The app's window layout and view preferences (QSettings, INI format)."""
    return config_dir() / "gui.ini"


def log_file() -> Path:
    """The log (rotated at LOG_BYTES, LOG_BACKUPS old files kept)."""
    return log_dir() / "hwplanner.log"


LOG_BYTES = 1_000_000
LOG_BACKUPS = 3


def recent_file() -> Path:
    return state_dir() / "recent.json"


def user_catalog_dir() -> Path:
    """Where the user's own models and GPUs live (models.json, gpus.json)."""
    return data_dir() / "catalog"


def where() -> dict[str, Path]:
    """Every place hwplanner writes, for Help ▸ Where files are and the docs."""
    return {
        "settings": settings_file(),
        "projects": projects_dir(),
        "autosave": autosave_dir(),
        "recent files": recent_file(),
        "log": log_file(),
        "your catalog entries": user_catalog_dir(),
    }


def _old_locations() -> dict[Path, Path]:
    """hwplanner 0.1 kept everything in the config directory: old path -> new path."""
    old = config_dir()
    return {
        old / "autosave": autosave_dir(),
        old / "recent.json": recent_file(),
        old / "hwplanner.log": log_file(),
        old / "catalog": user_catalog_dir(),
    }


def migrate() -> list[tuple[Path, Path]]:
    """Move files from hwplanner 0.1's locations to today's, once; never overwrite. Returns
    what moved. Errors (a read-only folder) leave the old files where they are."""
    moved = []
    for old, new in _old_locations().items():
        if old == new or not old.exists() or new.exists():
            continue
        try:
            new.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(old), str(new))
        except OSError:
            continue
        moved.append((old, new))
    return moved


def resources_dir() -> Path:
    """Shipped data: inside the installed package, or the checkout's top-level resources/."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if (candidate / "catalog").is_dir():
            return candidate
    raise FileNotFoundError("hwplanner resources/ not found next to the package")


def examples_dir() -> Path:
    """The example projects (English); each translation in a folder of its own (zh_TW/…)."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "examples", here.parent / "examples"):
        if candidate.is_dir():
            return candidate
    return here.parent / "examples"


def example_projects(lang: str = "en") -> list[Path]:
    """The example projects, each in `lang` where its translation exists, else in English."""
    base = examples_dir()
    out = []
    for path in sorted(base.glob("*.json")):
        local = base / lang / path.name
        out.append(local if lang != "en" and local.is_file() else path)
    return out


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
