"""The language a test runs in, installed as `--lang` installs it; English again after (the
translators are global)."""

from __future__ import annotations

from collections.abc import Iterator

from hwplanner.gui import language


def installed(code: str) -> Iterator[str]:
    """For a fixture: `yield from installed(request.param)`."""
    assert language.install(code) == code
    yield code
    language.install("en")
