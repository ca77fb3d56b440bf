"""What bench/fuzz.py's judging runs found in the command line, kept fixed: each case exits 2
with one line naming the option, quickly, without touching the file it names."""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hwplanner.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = str(ROOT / "examples" / "7b-lora-rtx4090.json")


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def one_error_line(err: str, *words: str) -> None:
    assert err.count("\n") == 1 and err.startswith("hwplanner: error: "), err
    for word in words:
        assert word in err, err


@pytest.mark.parametrize("kind", ["folder", "fifo", "missing-folder", "empty"])
def test_validate_write_to_what_cannot_be_written_is_refused_before_running(
    tmp_path: Path, kind: str
) -> None:
    """It was an internal error (exit 1) after the whole validation ran."""
    target = tmp_path / "report.md"
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "missing-folder":
        target = tmp_path / "missing" / "report.md"
    t0 = time.monotonic()
    code, out, err = run("validate", "--write", "" if kind == "empty" else str(target))
    assert code == 2 and out == ""
    one_error_line(err, "--write: ")
    assert time.monotonic() - t0 < 1  # refused before the cases run (~2 s)
    assert not (tmp_path / "missing").exists()  # no folder made for it either


@pytest.mark.skipif(not Path("/proc/version").is_file(), reason="Linux /proc only")
def test_print_to_a_file_that_cannot_be_written_is_not_reported_written(qapp: object) -> None:
    """`print -o /proc/version` said "wrote …" (Qt's PDF writer ignores write errors)."""
    code, out, err = run("print", EXAMPLE, "-o", "/proc/version")
    assert code == 2 and "wrote" not in out
    one_error_line(err, "--output: /proc/version: the file is read-only")


def test_print_to_a_folder_name_too_long_is_one_line(tmp_path: Path, qapp: object) -> None:
    # qapp: printing in-process needs the suite's QApplication (print would make a
    # QGuiApplication, and every later widget test in this worker would fail)
    code, _, err = run("print", EXAMPLE, "-o", str(tmp_path / ("a/" * 3000 + "x.pdf")))
    assert code == 2
    one_error_line(err, "--output: ")


@pytest.mark.parametrize("kind", ["fifo", "folder", "huge"])
def test_a_settings_file_that_is_not_a_small_regular_file_does_not_hang_the_cli(
    tmp_path: Path, kind: str
) -> None:
    """gui.ini as a FIFO made every estimate and recommend wait forever (Qt's settings read
    it to find the saved language); now it is ignored."""
    settings = tmp_path / "config" / "gui.ini"
    settings.parent.mkdir()
    if kind == "fifo":
        os.mkfifo(settings)
    elif kind == "folder":
        settings.mkdir()
    else:
        with open(settings, "wb") as fh:
            fh.truncate(100 * 2**20)
    argv = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb", "--no-solve"]
    proc = subprocess.run(
        [sys.executable, "-m", "hwplanner", *argv],
        cwd=ROOT,
        env={**os.environ, "HWPLANNER_CONFIG_DIR": str(settings.parent)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert "Llama 3.1 8B" in proc.stdout


def test_the_app_starts_with_a_settings_fifo(tmp_path: Path) -> None:
    """The app's window layout is not read from (nor written to) a gui.ini that is a FIFO."""
    config = tmp_path / "config"
    config.mkdir()
    os.mkfifo(config / "gui.ini")
    png = tmp_path / "shot.png"
    proc = subprocess.run(
        [sys.executable, "-m", "hwplanner", "gui", "--screenshot", str(png)],
        cwd=ROOT,
        env={**os.environ, "HWPLANNER_CONFIG_DIR": str(config), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert png.stat().st_size > 0 and (config / "gui.ini").is_fifo()


@pytest.mark.parametrize("ref", ["x" * 300, "org/" + "n" * 300, "a/" * 3000 + "config.json"])
def test_a_model_name_too_long_for_the_file_system_is_one_line_exit_2(ref: str) -> None:
    """bench/fuzz.py: a 300-character --model raised OSError (File name too long), exit 1."""
    code, out, err = run("estimate", "--model", ref, "--gpu", "h100-sxm-80gb", "--no-solve")
    assert code == 2 and out == ""
    one_error_line(err, "--model: ")
    assert len(err) < 1500 and "Traceback" not in err  # the name is shortened, not echoed whole


@pytest.mark.parametrize("fmt", ["csv", "markdown"])
def test_a_figure_with_no_finite_value_is_an_empty_cell(fmt: str) -> None:
    """bench/fuzz.py cli: `--format csv` printed `inf` for a break-even that never comes."""
    code, out, _ = run("estimate", "--model", "llama-3.1-405b", "--gpu", "a100-sxm-80gb",
                       "--no-solve", "--format", fmt)  # fmt: skip
    assert code == 0 and ("break_even_months" in out or "Break-even" in out)
    assert not re.search(r"\b(nan|inf|infinity)\b", out, re.IGNORECASE)


def test_print_after_a_translated_command_in_one_process(tmp_path: Path) -> None:
    """bench/fuzz.py cli, 14 in-process cases: `estimate --lang zh_TW` made a QCoreApplication,
    and a later `print` in the same process aborted (SIGABRT: no QGuiApplication for fonts).
    A fresh process, as the API or a notebook would be, without a display."""
    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "s.pdf"
    script = (
        "from hwplanner.cli import main\n"
        "assert main(['estimate', '--model', 'llama-3.1-8b', '--method', 'lora', "
        "'--lang', 'zh_TW']) == 0\n"
        f"assert main(['print', {str(root / 'examples' / '7b-lora-rtx4090.json')!r}, "
        f"'-o', {str(out)!r}, '--lang', 'zh_CN']) == 0\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    env["HWPLANNER_CONFIG_DIR"] = str(tmp_path / "config")
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert out.read_bytes().startswith(b"%PDF")


def test_every_gpu_table_refuses_what_the_rules_refuse(capsys: pytest.CaptureFixture[str]) -> None:
    """Without --gpu a plan its framework refuses read 'none fits' on every GPU: a silent
    wrong answer. Now the one-line error of --gpu; a GPU that cannot run the plan says so."""
    from hwplanner.cli import main

    argv = ["estimate", "--model", "llama-3.1-8b", "--method", "lora", "--framework", "hf"]
    assert main([*argv, "--loss", "chunked"]) == 2
    assert "--loss: Hugging Face Trainer + PEFT does not offer chunked" in capsys.readouterr().err
    fp8 = ["estimate", "--model", "llama-3.1-8b", "--method", "full", "--framework", "nemo"]
    assert main([*fp8, "--precision", "fp8", "--json"]) == 0
    import json

    rows = {r["gpu"]: r for r in json.loads(capsys.readouterr().out)["gpus_needed"]}
    assert rows["t4"]["min_gpus"] is None and "no FP8" in rows["t4"]["refused"]
    assert rows["h100-sxm-80gb"]["refused"] is None and rows["h100-sxm-80gb"]["min_gpus"]
    assert main([*fp8, "--precision", "fp8"]) == 0
    assert "refused (--precision)" in capsys.readouterr().out


def test_recommend_refuses_what_the_rules_refuse(capsys: pytest.CaptureFixture[str]) -> None:
    """recommend listed every GPU type as 'does not fit' for a plan its framework refuses."""
    from hwplanner.cli import main

    argv = ["recommend", "--model", "llama-3.1-8b", "--method", "lora", "--framework", "hf"]
    assert main([*argv, "--loss", "chunked"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--loss: Hugging Face Trainer + PEFT" in err


@pytest.mark.parametrize(
    ("argv", "position"),
    [
        (["print", "-o", "a\0b", EXAMPLE], 3),  # the output: was an internal error after a run
        (["print", "-o", "out.pdf", "x\0y.json"], 4),  # the project: was an internal error
        (["validate", "--write", "a\0b"], 3),  # was an internal error after the whole run
        (["estimate", "--model", "m\0", "--gpu", "h100-sxm-80gb"], 3),
    ],
)
def test_a_nul_in_an_argument_is_refused_by_position(
    argv: list[str], position: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bench/fuzz.py cli, seed 12, case 637: `print -o 'two\\nlines\\r…\\0' …` was an internal
    error (os.open: embedded null byte). A real process's arguments cannot hold a NUL; a
    Python caller's can: refused before anything runs."""
    before = set(tmp_path.iterdir())
    monkeypatch.chdir(tmp_path)
    t0 = time.monotonic()
    code, out, err = run(*argv)
    assert code == 2 and not out
    one_error_line(err, f"argument {position}", "NUL")
    assert time.monotonic() - t0 < 5  # refused, not after a validation run
    assert set(tmp_path.iterdir()) == before


def test_a_nul_in_a_file_name_is_refused_by_the_readers_and_writers(tmp_path: Path) -> None:
    from hwplanner.atomic import atomic_write_text
    from hwplanner.project import ProjectError, load_project

    with pytest.raises(OSError, match="NUL"):
        atomic_write_text(tmp_path / "a\0b", "text")
    with pytest.raises(ProjectError, match="NUL"):
        load_project(tmp_path / "a\0b.json")
    assert not list(tmp_path.iterdir())
