"""`--lang` for the commands that print words: the readable tables in zh_TW or zh_CN (JSON,
CSV keys and the exit status stay the same in every language)."""

from __future__ import annotations

import argparse

LANGS = ("en", "zh_TW", "zh_CN")


def add_lang_option(group: object) -> None:
    group.add_argument(  # type: ignore[attr-defined]
        "--lang",
        choices=LANGS,
        default=None,
        help="language of the readable output (default: the app's saved choice, else the "
        "system locale; JSON stays English)",
    )


def use_language(args: argparse.Namespace) -> None:
    """Translate what this command prints into the chosen language (no Qt started)."""
    from hwplanner import language

    language.install(language.choose(getattr(args, "lang", None)))
