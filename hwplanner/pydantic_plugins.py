"""pydantic's look-up of its plugins, without importlib.metadata, in hwplanner's own processes.

When pydantic builds its first validator it asks which installed distributions declare an entry
point in its `pydantic` group (pydantic.plugin._loader.get_plugins). Its loader imports
importlib.metadata for that (the email package, zipfile, csv…: about 10 ms of a command's
start-up here) and then reads every distribution's metadata (3 ms more), to find none: hwplanner
uses no pydantic plugin, and few environments hold one.

`install()` puts a stand-in in that module's place before pydantic looks. On the first question
it reads the entry_points.txt of the distributions on sys.path itself (under 1 ms), as
importlib.metadata's path finder lists them. When none of them mentions pydantic, the answer is
the one pydantic's loader would give: no plugins. Whenever one does, or the search could miss a
distribution (another finder of distributions on sys.meta_path, a zip or an egg on sys.path),
pydantic's own loader is imported in its place and answers, as it always has (its
PYDANTIC_DISABLE_PLUGINS included). Anything else asked of the stand-in is the loader's own.
Standard library only; the command line (hwplanner.launch) installs it.
"""

from __future__ import annotations

import importlib
import os
import sys
import types
from collections.abc import Iterable
from importlib.machinery import PathFinder
from typing import Any

LOADER = "pydantic.plugin._loader"


class _StandIn(types.ModuleType):
    """pydantic's plugin loader until a plugin may exist; then the loader itself."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):  # the import system's questions (__path__…): a module's
            raise AttributeError(name)
        return getattr(_loader(), name)  # the loader's own names (_plugins…): the loader's


_none_declared = False  # known: no distribution declares a pydantic plugin


def get_plugins(*args: Any, **kwargs: Any) -> Iterable[Any]:
    """No plugins where no distribution may declare one; else pydantic's own answer. Whatever
    pydantic passes (none today) goes on to its loader; a call this stand-in does not know
    (any argument) is the loader's to answer."""
    global _none_declared
    if args or kwargs:
        return _loader().get_plugins(*args, **kwargs)  # type: ignore[no-any-return]
    if not _none_declared:
        if _may_declare_plugins():
            return _loader().get_plugins()  # type: ignore[no-any-return]
        _none_declared = True
    return ()


def install() -> None:
    """Stand in for pydantic's plugin loader, unless that loader has already been imported."""
    if LOADER in sys.modules:
        return
    module = _StandIn(LOADER, __doc__)
    module.get_plugins = get_plugins  # type: ignore[attr-defined]
    sys.modules[LOADER] = module


def _loader() -> Any:
    """pydantic's own plugin loader, imported in the stand-in's place."""
    if isinstance(sys.modules.get(LOADER), _StandIn):
        del sys.modules[LOADER]
    return importlib.import_module(LOADER)


def _may_declare_plugins() -> bool:
    """Whether an installed distribution may declare a pydantic plugin: one on sys.path whose
    entry points mention pydantic, or one this search cannot see."""
    if any(
        finder is not PathFinder and hasattr(finder, "find_distributions")
        for finder in sys.meta_path
    ):
        return True  # another finder of distributions: only importlib.metadata asks it
    for entry in sys.path:
        if not isinstance(entry, str) or entry.lower().endswith(".egg"):
            return True
        root = entry or "."  # importlib.metadata reads "" as the working folder too
        try:
            names = os.listdir(root)
        except NotADirectoryError:
            return True  # a zip on sys.path: its distributions are not listed here
        except OSError:
            continue  # absent or unreadable: importlib.metadata finds nothing there either
        for name in names:
            if name.lower().endswith((".dist-info", ".egg-info")) and _mentions_pydantic(
                os.path.join(root, name, "entry_points.txt")
            ):
                return True
    return False


def _mentions_pydantic(path: str) -> bool:
    """Whether a distribution's entry points mention pydantic. None read (importlib.metadata
    skips the same errors): no; a file it could not decode either: yes, its loader decides."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError, PermissionError):
        return False
    except OSError:
        return True
    try:
        return "pydantic" in data.decode("utf-8").lower()
    except UnicodeDecodeError:
        return True
