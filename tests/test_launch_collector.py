"""The console script runs the command line with the cyclic collector off while the command's
modules load and on while it runs (hwplanner.launch._run, cli.main's `loaded`)."""

from __future__ import annotations

import gc
import signal
from collections.abc import Iterator
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from hwplanner import cli, launch


@pytest.fixture(autouse=True)
def _sigint_kept() -> Iterator[None]:
    """launch._run runs as the program: it ignores Ctrl-C once the answer is decided; it also
    freezes what the imports built and stands in for pydantic's plugin loader, which the rest
    of this test process should not inherit (review12)."""
    import sys

    from hwplanner.pydantic_plugins import LOADER

    handler = signal.getsignal(signal.SIGINT)
    loader = sys.modules.get(LOADER)
    yield
    signal.signal(signal.SIGINT, handler)
    gc.unfreeze()
    if loader is None:
        sys.modules.pop(LOADER, None)
    else:
        sys.modules[LOADER] = loader


def test_the_collector_is_off_while_loading_and_on_while_running(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: dict[str, bool] = {}
    real_command = cli.command

    def command(name: str) -> Any:
        module: ModuleType = real_command(name)
        seen.setdefault("loading", gc.isenabled())

        def run(args: Any) -> int:
            seen["running"] = gc.isenabled()
            return int(module.run(args))

        return SimpleNamespace(add_parser=module.add_parser, run=run)

    monkeypatch.setattr(cli, "command", command)
    assert gc.isenabled()
    assert launch._run(["catalog", "gpus"]) == 0
    assert seen == {"loading": False, "running": True}
    assert gc.isenabled()
    assert "h100-sxm-80gb" in capsys.readouterr().out


def test_a_refused_command_line_leaves_the_collector_on(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert launch._run(["estimate", "--no-such-option"]) == 2
    assert gc.isenabled()
    assert "--no-such-option" in capsys.readouterr().err


def test_loaded_is_called_once_before_the_command_runs(
    capsys: pytest.CaptureFixture[str],
) -> None:
    calls: list[str] = []
    assert cli.main(["catalog", "gpus"], loaded=lambda: calls.append("loaded")) == 0
    assert calls == ["loaded"]
