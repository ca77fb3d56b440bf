"""One validate() a worker for the validation tests: it reads the shipped rows only and gives the
same answer every time (its computation is what the accuracy and derivation tests check), so the
command's tests take it too and check what the command prints and writes."""

from __future__ import annotations

import pytest

from hwplanner.cli import validate as cli
from hwplanner.validation.derivations import Validation


@pytest.fixture(scope="session")
def validation_run() -> Validation:
    return cli.validate()


@pytest.fixture
def command_validates_once(monkeypatch: pytest.MonkeyPatch, validation_run: Validation) -> None:
    """`hwplanner validate` answered from validation_run."""
    monkeypatch.setattr(cli, "validate", lambda data_dir=None: validation_run)
