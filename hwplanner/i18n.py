"""Translation hook usable without Qt: views install Qt's translator; plain code calls translate.

Strings are marked as `translate("Context", "text")`, which pyside6-lupdate extracts. Until the
GUI or the print command installs Qt's QCoreApplication.translate, translate returns the text.
"""

from __future__ import annotations

from collections.abc import Callable

_hook: Callable[[str, str], str] | None = None


def install(hook: Callable[[str, str], str] | None) -> None:
    global _hook
    _hook = hook


def translate(context: str, text: str) -> str:
    return _hook(context, text) if _hook is not None else text
