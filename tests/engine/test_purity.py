"""The engine imports no Qt, no pyqtgraph and does no file I/O of its own."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "hwplanner" / "engine"

BLOCKER = """
import importlib.abc, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'PyQt5', 'PyQt6', 'shiboken6', 'pyqtgraph'):
            raise ImportError('blocked: ' + name)
sys.meta_path.insert(0, Block())
import pkgutil, importlib
import hwplanner.engine as e
found = list(pkgutil.walk_packages(e.__path__, 'hwplanner.engine.'))
for m in found:
    importlib.import_module(m.name)
print('ok', len(found))
"""


def test_engine_imports_with_qt_blocked() -> None:
    out = subprocess.run(
        [sys.executable, "-c", BLOCKER], capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok")
    assert int(out.stdout.split()[1]) >= 80


def test_engine_source_has_no_file_io() -> None:
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for banned in ("open(", "read_text(", "write_text(", "import PySide6", "import pyqtgraph"):
            assert banned not in text, f"{path.name} uses {banned}"


# Engine functions stay of a readable size ("no 190-line functions"): the longest
# today is 120 lines; a function that grows past this is split into named parts.
LONGEST_FUNCTION = 130


def test_engine_functions_are_of_a_readable_size() -> None:
    long = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > LONGEST_FUNCTION:
                    long.append(f"{path.name}:{node.lineno} {node.name} ({lines} lines)")
    assert not long, long
