"""Lint, format and strict typing are part of the test suite, so CI enforces them."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)


@pytest.mark.skipif(
    shutil.which("ruff") is None and not (Path(sys.executable).parent / "ruff").exists(),
    reason="ruff not installed",
)
def test_ruff_lint_and_format() -> None:
    ruff = (
        str(Path(sys.executable).parent / "ruff")
        if (Path(sys.executable).parent / "ruff").exists()
        else "ruff"
    )
    lint = _run(ruff, "check", "hwplanner", "tests", "bench", "scripts", "packaging")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    fmt = _run(ruff, "format", "--check", "hwplanner", "tests", "bench", "scripts", "packaging")
    assert fmt.returncode == 0, fmt.stdout + fmt.stderr


def test_mypy_strict_everything_but_the_widgets() -> None:
    """engine, project, summary, catalog, cli, api… (pyproject [tool.mypy])."""
    out = _run(sys.executable, "-m", "mypy")
    assert out.returncode == 0, out.stdout + out.stderr


def test_import_contracts() -> None:
    """The engine imports nothing above it and no Qt; only the app side imports Qt
    (pyproject [tool.importlinter])."""
    tool = Path(sys.executable).parent / "lint-imports"
    out = _run(str(tool) if tool.exists() else "lint-imports")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "4 kept, 0 broken" in out.stdout, out.stdout


def test_no_import_circle() -> None:
    """No two modules of hwplanner import each other, directly or round a circle, even inside
    a function (scripts/import_circles.py)."""
    out = _run(sys.executable, "scripts/import_circles.py")
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_engine_top_level_stays_small() -> None:
    """engine/ holds its subpackages and at most 12 modules of its own."""
    engine = ROOT / "hwplanner" / "engine"
    modules = sorted(p.name for p in engine.glob("*.py"))
    assert len(modules) <= 12, modules
    for package in (p for p in engine.iterdir() if (p / "__init__.py").exists()):
        doc = (package / "__init__.py").read_text(encoding="utf-8")
        assert doc.startswith('"""') and len(doc) > 80, f"{package.name} says what it owns"
