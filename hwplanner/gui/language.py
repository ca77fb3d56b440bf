"""The app's side of the interface language: the settings file it saves the choice in (through
QSettings, with the window layout), and Qt's own translations for its standard dialog buttons.
Choosing the language and translating hwplanner's words is hwplanner.language, shared with the
command line."""

from __future__ import annotations

import logging
from typing import Any

from hwplanner import jsonfile, language, paths

_installed: list[Any] = []  # keep Qt's translator alive while installed


def settings() -> Any:
    """The app's settings (QSettings on gui.ini), or None when that file is unusable: Qt
    reads it whole and blocks on a FIFO, so a folder, pipe or device there, or a file over
    SETTINGS_MAX_BYTES, is left alone (logged) and nothing is remembered this session."""
    from PySide6.QtCore import QSettings

    path = paths.settings_file()
    why = jsonfile.file_problem(path, language.SETTINGS_MAX_BYTES)
    if why is not None:
        logging.getLogger("hwplanner").info("settings %s ignored: %s", path, why)
        return None
    return QSettings(str(path), QSettings.Format.IniFormat)


def save_language(lang: str) -> None:
    stored = settings()
    if stored is not None:
        stored.setValue(language.SETTING, lang)
        stored.sync()


def install(lang: str) -> str:
    """hwplanner's translation (language.install) and Qt's own for the standard dialog buttons
    into the running QCoreApplication; English removes them. Returns the language in force."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    app = QCoreApplication.instance()
    assert app is not None, "create the application first"
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    code = language.install(lang)
    if code == "en":
        return code
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return code
