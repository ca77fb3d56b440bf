"""`bench/fuzz.py projects N`: damaged project documents through the CLI's reader and the app's
(lenient load, every scenario estimated), and a sample opened in the app's window offscreen;
opening never changes the file."""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from pathlib import Path
from typing import Any

from bench.fuzz_runner import (
    NON_FINITE_TEXT,
    Result,
    contract,
    english,
    file_state,
    folder_state,
    run_cli,
    run_forked,
    short,
    strict,
    summarise,
    tail,
    use_env,
)


def _app_reader(path: Path) -> tuple[list[str], str]:
    """What the app does to open a file (load leniently, estimate every scenario) and what it
    could do next (save, show the figures). Returns failures and a detail."""
    from hwplanner.catalog import shipped_catalog
    from hwplanner.engine.estimate import estimate
    from hwplanner.formatting import format_figure
    from hwplanner.project import (
        ProjectError,
        check_estimates,
        dump_project,
        load_project_lenient,
        resolve,
    )

    try:
        project, repaired = load_project_lenient(path)
        found = check_estimates(project, shipped_catalog(), path)
    except ProjectError as exc:
        text = str(exc)
        bad = any(c in text for c in "\n\r") or len(text) > 3000
        return (["app: refusal is not one line"] if bad else []), text[:300]
    except Exception as exc:
        return [f"app reader raised {type(exc).__name__}"], tail(exc)
    failures = []
    for line in [*repaired, *found]:
        if any(c in line for c in "\n\r") or len(line) > 3000:
            failures.append("app: a repair or problem is not one line")
            break
    try:
        text = dump_project(project)
        json.loads(text, parse_constant=strict)
        text.encode("utf-8")
    except (ValueError, UnicodeError) as exc:
        failures.append(f"app: the opened project cannot be saved ({type(exc).__name__})")
    for sc in project.scenarios[:2]:
        try:
            est = estimate(resolve(project, sc, shipped_catalog()), solve=False)
        except (KeyError, ValueError):
            continue
        except Exception as exc:
            failures.append(f"app: estimate raised {type(exc).__name__}")
            return failures, tail(exc)
        try:
            json.dumps(est.as_dict(), allow_nan=False)
        except ValueError:
            failures.append("app: as_dict is not strict JSON")
        shown = [format_figure(f, with_range=True) for f in est.figures().values()]
        if any(NON_FINITE_TEXT.search(t) for t in shown):
            failures.append("app: nan/inf in a figure")
    return failures, ""


def projects_run(args: argparse.Namespace, tmp: Path) -> Result:
    from bench.fuzz_documents import ProjectCases

    cases = ProjectCases(args.seed)
    env = {"HWPLANNER_CONFIG_DIR": str(tmp / "config")}

    def write(i: int) -> tuple[str, Path]:
        kind, data = cases.case(i)
        folder = tmp / "p" / str(i)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "project.json"
        path.write_bytes(data)
        return kind, path

    def one(i: int) -> Result:
        kind, path = write(i)
        rng = random.Random(i)
        before = (file_state(str(path)), folder_state(str(path)))
        fmt = rng.choice([["--json"], [], ["--format", "csv"], ["--format", "markdown"]])
        argv = ["estimate", str(path), *fmt, *(["--no-solve"] if rng.random() < 0.5 else [])]
        if i % 50 == 0:
            argv = ["print", str(path), "-o", str(path.with_suffix(".pdf"))]
        t0 = time.monotonic()
        code, out, err = run_cli(argv)
        failures = contract(argv, code, out, err, time.monotonic() - t0)
        path.with_suffix(".pdf").unlink(missing_ok=True)
        app, detail = _app_reader(path)
        failures += app
        if (file_state(str(path)), folder_state(str(path))) != before:
            failures.append("opening changed the file or its folder")
        english()
        shutil.rmtree(path.parent)
        return {
            "i": i,
            "kind": kind,
            "case": f"{kind} #{i} ({short(argv[:1])})",
            "code": code,
            "failures": failures,
            "detail": (err[-400:] + " | " + detail) if failures else "",
            "seconds": round(time.monotonic() - t0, 3),
        }

    def describe(i: int) -> tuple[str, str]:
        return cases.kind(i), f"{cases.kind(i)} #{i}"

    def app_describe(i: int) -> tuple[str, str]:
        return "app:" + cases.kind(i), f"{cases.kind(i)} #{i}"

    indices = [args.only] if args.only is not None else list(range(args.n))
    if args.kinds:  # a rerun of some kinds of case (the same i gives the same case)
        indices = [i for i in indices if cases.kind(i) in args.kinds.split(",")]
    results = run_forked(
        indices, one, args.timeout, lambda: use_env(env), progress="projects", describe=describe
    )
    step = max(1, len(indices) // max(args.gui, 1))
    sample = indices[::step][: args.gui] if args.gui else []
    gui = run_forked(
        sample,
        lambda i: _gui_open(i, *write(i)),
        args.timeout,
        _gui_setup,
        describe=app_describe,
    )
    summary = summarise("projects", args.n, args.seed, results + gui, 0)
    summary["extra"] = {
        "documents": len(results),
        "opened in the app (offscreen), each with a model file imported": len(gui),
    }
    return summary


_WINDOW: Any = None
_QT_PROBLEMS: list[str] = []


def _gui_setup() -> None:
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from hwplanner.gui.files import DISCARD
    from hwplanner.gui.main_window import MainWindow
    from hwplanner.gui.session import Session
    from hwplanner.project import Project

    global _WINDOW
    _QT_APP.append(QApplication.instance() or QApplication([]))

    def qt_message(mode: Any, context: Any, message: str) -> None:
        if "propagateSizeHints" not in message:
            _QT_PROBLEMS.append(f"Qt: {message[:200]}")

    qInstallMessageHandler(qt_message)
    sys.excepthook = lambda kind, exc, tb: _QT_PROBLEMS.append(f"slot raised {kind.__name__}")
    _MODELS.extend(_model_pool())
    _WINDOW = MainWindow(Session(Project()))
    _WINDOW.files.ask = lambda *_: DISCARD
    _WINDOW.files.warn = lambda *_: None
    _WINDOW.resize(1500, 920)
    _WINDOW.show()


_QT_APP: list[Any] = []
_MODELS: list[str] = []  # hostile model files the window imports, one per case


def _model_pool() -> list[str]:
    """The CLI fuzzer's hostile model files (FIFOs, huge and deep configs, 5,000-digit
    integers, broken safetensors and GGUF files) and config.json files whose names are markup,
    for the window's Import."""
    import tempfile

    from bench.fuzz_inputs import MARKUP, _model_files, _write, config_fixtures

    root = Path(tempfile.mkdtemp(prefix="hwfuzz-models-"))
    pool = [p for p in _model_files(root / "m", random.Random(36)) if not p.startswith("/dev")]
    good = json.loads(config_fixtures()[0].read_text(encoding="utf-8"))
    for k, name in enumerate(MARKUP):
        doc = {**good, "_name_or_path": name, "architectures": [name]}
        pool.append(str(_write(root / f"markup-{k}" / "config.json", json.dumps(doc))))
    return pool


def _markup_shown(window: Any) -> list[str]:
    """A user's string shown as rich text anywhere in the window (labels, chart labels,
    tooltips of widgets, actions, table and tree items): tests/gui/test_hostile_projects.py's
    walk."""
    from tests.gui.test_hostile_projects import shows_no_markup

    try:
        shows_no_markup(window)
    except AssertionError as exc:
        return [f"app: markup shown as rich text ({str(exc)[:80]})"]
    return []


def _gui_open(i: int, kind: str, path: Path) -> Result:
    from PySide6.QtWidgets import QApplication, QMessageBox

    w = _WINDOW
    before = (file_state(str(path)), folder_state(str(path)))
    title, project = w.windowTitle(), w.session.project
    _QT_PROBLEMS.clear()
    failures: list[str] = []
    t0 = time.monotonic()
    try:
        opened = w.files.open_path(path, ask=False)
        for index in (1, 2, 0):  # every view paints the opened project
            w.views.setCurrentIndex(index)
            QApplication.processEvents()
        if not opened and (w.windowTitle() != title or w.session.project is not project):
            failures.append("app: a failed open changed the window")
        model = _MODELS[i % len(_MODELS)] if _MODELS else ""
        if model:  # the window's Import of a hostile model file: refused in a dialog, or shown
            w.model_panel.import_config(model)
            QApplication.processEvents()
            for box in w.findChildren(QMessageBox, "model_import_error"):
                box.close()
            QApplication.processEvents()
        if opened or model:
            failures += _markup_shown(w)
        w.files.autosave()
    except Exception as exc:
        failures.append(f"app window raised {type(exc).__name__}")
        _QT_PROBLEMS.append(tail(exc))
    failures += sorted(set(_QT_PROBLEMS))[:3]
    if (file_state(str(path)), folder_state(str(path))) != before:
        failures.append("opening in the app changed the file or its folder")
    shutil.rmtree(path.parent)
    return {
        "i": i,
        "kind": f"app:{kind}",
        "case": f"{kind} #{i}, model {_MODELS[i % len(_MODELS)] if _MODELS else '-'}"[:300],
        "failures": failures,
        "detail": " | ".join(_QT_PROBLEMS)[-600:],
        "seconds": round(time.monotonic() - t0, 3),
    }
