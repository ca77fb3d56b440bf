"""The language people read hwplanner in: --lang, else the choice saved from the app's View ▸
Language, else the system locale; and the translations that make i18n.translate answer in it.

No Qt here: the command line, the API and the app read the compiled translations (.qm files,
built from the .ts sources by the install; hwplanner.qm reads and writes that format), and the
saved choice from the app's settings file as Qt writes it, so `--lang zh_TW` (or a saved
Chinese choice) starts no Qt. The app adds Qt's own translations for its standard dialog
buttons (gui/language.py) and saves the choice.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from hwplanner import i18n, jsonfile, paths

LANGUAGES = {"en": "English", "zh_TW": "繁體中文", "zh_CN": "简体中文"}  # each in its own words
# The app's settings file (QSettings, INI format) keeps the choice as "view/language": the
# section [view], the key language.
SETTING = "view/language"
SETTINGS_MAX_BYTES = 1 << 20  # a window layout and a few preferences are a few KB
QM_MAX_BYTES = 32 << 20  # a shipped translation is ~0.3 MB (its .ts source ~0.45 MB)

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


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system locale's language, as Qt reads it on Unix: LC_ALL, else LC_MESSAGES, else
    LANG; the C/POSIX locale is English; otherwise the first entry of LANGUAGE, when set, says
    more (`man 7 locale`; Qt's QSystemLocale fallback)."""
    env = os.environ if environ is None else environ
    name = env.get("LC_ALL") or env.get("LC_MESSAGES") or env.get("LANG") or ""
    if not name or name.split(".")[0] in ("C", "POSIX"):
        return "en"
    first = (env.get("LANGUAGE") or "").split(":")[0]
    return from_locale(first or name)


def saved_language() -> str | None:
    """The choice saved from the app's View ▸ Language, or None (none saved, or the settings
    file unreadable: a folder, pipe or device there, or a file over SETTINGS_MAX_BYTES, is
    left alone and logged)."""
    path = paths.settings_file()
    why = jsonfile.file_problem(path, SETTINGS_MAX_BYTES)
    if why is not None:
        import logging

        logging.getLogger("hwplanner").info("settings %s ignored: %s", path, why)
        return None
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except (OSError, ValueError):
        return None
    value = _ini_value(text, *SETTING.split("/"))
    return value if value in LANGUAGES else None


def _ini_value(text: str, section: str, key: str) -> str | None:
    """A plain value of the INI file QSettings writes ("[view]" then "language=zh_TW"); any
    line that is not a section or a key=value pair is passed over, as Qt does."""
    current = None
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
        elif current == section and "=" in line:
            name, _, value = line.partition("=")
            if name.strip() == key:
                return value.strip().strip('"')
    return None


def choose(requested: str | None) -> str:
    """--lang wins, then the preference saved from View ▸ Language, then the system locale."""
    if requested:
        return requested if requested in LANGUAGES else from_locale(requested)
    return saved_language() or system_language()


def translations_dir() -> Path:
    return paths.resources_dir() / "translations"


def load(lang: str) -> dict[tuple[str, str], str] | None:
    """The shipped translation of `lang`, or None when it is missing or unreadable (logged).
    The compiled .qm is what an install carries (its build compiles it); a checkout run without
    an install, or whose .ts changed since, reads the .ts directly."""
    from hwplanner.qm import QmError, read_qm, ts_messages  # English reads none

    path = translations_dir() / f"hwplanner_{lang}.qm"
    source = path.with_suffix(".ts")
    # a checkout's .qm is a build product: a .ts edited (or pulled) since wins over it
    if source.exists() and (not path.exists() or _newer(source, path)):
        path = source
    try:
        why = jsonfile.file_problem(path, QM_MAX_BYTES)
        if why is not None:
            raise QmError(why)
        if path is source:
            return {(m.context, m.source): m.translation for m in ts_messages(path.read_bytes())}
        return read_qm(path.read_bytes())
    except (OSError, QmError) as exc:
        import logging

        logging.getLogger("hwplanner").warning("translation %s not loaded: %s", path, exc)
        return None


def _newer(a: Path, b: Path) -> bool:
    try:
        return a.stat().st_mtime > b.stat().st_mtime
    except OSError:
        return False


def install(lang: str) -> str:
    """Make i18n.translate answer in `lang` (English removes the translation). Returns the
    language in force: English when the translation cannot be read."""
    global _current
    table = load(lang) if lang in LANGUAGES and lang != "en" else None
    if table is None:
        i18n.install(None)
        _current = "en"
        return "en"

    def translate(context: str, text: str) -> str:
        return table.get((context, text), text)

    i18n.install(translate)
    _current = lang
    return lang
