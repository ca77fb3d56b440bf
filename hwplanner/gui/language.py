"""The interface language: --lang, else the saved preference, else the system locale; and the
Qt translators that make translate() answer in it (GUI and the headless print command)."""

from __future__ import annotations

import logging
from typing import Any

from hwplanner import i18n, jsonfile, paths

LANGUAGES = {"en": "English", "zh_TW": "繁體中文", "zh_CN": "简体中文"}  # each in its own words
SETTING = "view/language"
SETTINGS_MAX_BYTES = 1 << 20  # a window layout and a few preferences are a few KB
_installed: list[Any] = []  # keep the QTranslators alive while installed
_current = "en"


def current_language() -> str:
    """The language install() put in force ('en' until then)."""
    return _current


def from_locale(name: str) -> str:
    """A locale name ('zh_TW', 'zh-Hant-HK', 'zh_CN.UTF-8', 'en_US') → one of LANGUAGES."""
    tag = name.replace("-", "_").split(".")[0]
    parts = tag.split("_")
    if parts[0].lower() != "zh":
        return "en"
    rest = {p.lower() for p in parts[1:]}
    if rest & {"hant", "tw", "hk", "mo"}:
        return "zh_TW"
    return "zh_CN"  # zh, zh_CN, zh_SG, zh_Hans


def system_language() -> str:
    from PySide6.QtCore import QLocale

    locale = QLocale.system()
    if locale.language() is not QLocale.Language.Chinese:
        return "en"
    if locale.script() is QLocale.Script.TraditionalChineseScript:
        return "zh_TW"
    return from_locale(locale.name())


def settings() -> Any:
    """The app's settings (QSettings on gui.ini), or None when that file is unusable: Qt
    reads it whole and blocks on a FIFO, so a folder, pipe or device there, or a file over
    SETTINGS_MAX_BYTES, is left alone (logged) and nothing is remembered this session."""
    from PySide6.QtCore import QSettings

    path = paths.settings_file()
    why = jsonfile.file_problem(path, SETTINGS_MAX_BYTES)
    if why is not None:
        logging.getLogger("hwplanner").info("settings %s ignored: %s", path, why)
        return None
    return QSettings(str(path), QSettings.Format.IniFormat)


def saved_language() -> str | None:
    stored = settings()
    value = stored.value(SETTING) if stored is not None else None
    return str(value) if value in LANGUAGES else None


def save_language(lang: str) -> None:
    stored = settings()
    if stored is not None:
        stored.setValue(SETTING, lang)
        stored.sync()


def choose(requested: str | None) -> str:
    """--lang wins, then the preference saved from View ▸ Language, then the system locale."""
    if requested:
        return requested if requested in LANGUAGES else from_locale(requested)
    return saved_language() or system_language()


def translations_dir() -> Any:
    return paths.resources_dir() / "translations"


def install(lang: str) -> str:
    """Load hwplanner's translation (and Qt's own, for standard dialog buttons) into the
    running QCoreApplication; English removes them. Returns the language in force."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    global _current
    app = QCoreApplication.instance()
    assert app is not None, "create the application first"
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _current = "en"
    if lang == "en" or lang not in LANGUAGES:
        i18n.install(None)
        return "en"
    ours = QTranslator(app)
    if not ours.load(str(translations_dir() / f"hwplanner_{lang}.qm")):
        i18n.install(None)
        return "en"
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(ours)
    _installed.append(ours)
    i18n.install(QCoreApplication.translate)
    _current = lang
    return lang
