"""An internal error in a hostile place: the log a FIFO (it would block the write for ever), the
log folder impossible to make. Either way one line and exit 1, never a hang or a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# an internal error on demand: the estimate command made to raise
FAIL = """
import sys
import hwplanner.cli.estimate as estimate

def boom(args):
    raise RuntimeError("boom")

estimate.run = boom
from hwplanner.cli import main
sys.exit(main(["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb"]))
"""


def _fail(config: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HWPLANNER_CONFIG_DIR": str(config)}
    return subprocess.run(
        [sys.executable, "-c", FAIL], capture_output=True, text=True, env=env, timeout=30
    )


def test_an_internal_error_says_where_its_details_are(tmp_path: Path) -> None:
    out = _fail(tmp_path)
    assert out.returncode == 1 and out.stderr.count("\n") == 1
    assert "internal error: RuntimeError: boom; details in" in out.stderr
    assert "Traceback" in (tmp_path / "log" / "hwplanner.log").read_text()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_for_a_log_never_blocks(tmp_path: Path) -> None:
    (tmp_path / "log").mkdir()
    os.mkfifo(tmp_path / "log" / "hwplanner.log")
    out = _fail(tmp_path)  # timeout=30: a blocked open fails the test, never hangs it
    assert out.returncode == 1 and out.stderr.count("\n") == 1
    assert "boom" in out.stderr and "details in" not in out.stderr


def test_a_log_folder_that_cannot_be_made_prints_no_traceback(tmp_path: Path) -> None:
    (tmp_path / "log").write_text("a file where the log folder should be")
    out = _fail(tmp_path)
    assert out.returncode == 1 and out.stderr.count("\n") == 1
    assert "Traceback" not in out.stderr and "boom" in out.stderr


def _run(*argv: str, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "hwplanner", *argv],
        capture_output=True,
        env={**os.environ, **env},
        timeout=60,
        check=False,
    )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_a_full_device_under_the_output_is_one_line() -> None:
    with open("/dev/full", "w") as full:
        out = subprocess.run(
            [sys.executable, "-m", "hwplanner", "catalog", "models"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
        )
    assert out.returncode == 1 and out.stderr.count("\n") == 1
    assert out.stderr.startswith("hwplanner: error: cannot write the output: No space left")


def test_an_ascii_only_output_still_gets_every_figure() -> None:
    """PYTHONIOENCODING=ascii: the readable report replaces what it cannot encode, the JSON
    escapes it; neither raises UnicodeEncodeError."""
    plan = ("estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb")
    text = _run(*plan, "--lang", "zh_TW", PYTHONIOENCODING="ascii")
    assert text.returncode == 0 and b"8.03B" in text.stdout and not text.stderr
    doc = _run(*plan, "--json", PYTHONIOENCODING="ascii")
    assert doc.returncode == 0 and max(doc.stdout) < 128
    import json

    assert json.loads(doc.stdout)["model"]["name"] == "Llama 3.1 8B"


def test_ctrl_c_is_one_line_and_the_shells_code() -> None:
    code = FAIL.replace('raise RuntimeError("boom")', "raise KeyboardInterrupt")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30, check=False
    )
    assert out.returncode == 130 and out.stderr == "hwplanner: interrupted\n"


def test_the_c_locale_prints_no_qt_warning(tmp_path: Path) -> None:
    """Under LC_ALL=C, Qt switches to C.UTF-8 and says so in four lines; the app switches
    first, so printing a sheet writes nothing on the terminal but its one line."""
    example = Path(__file__).resolve().parents[2] / "examples" / "7b-lora-rtx4090.json"
    out = _run("print", str(example), "-o", str(tmp_path / "s.pdf"), LC_ALL="C")
    assert out.returncode == 0 and out.stderr == b"", out.stderr[:300]
    assert out.stdout.startswith(b"wrote ")


def test_a_second_ctrl_c_while_the_first_is_reported_is_still_one_line() -> None:
    """A Ctrl-C arriving while the first one's line is written (the fuzz runs saw a process
    killed by the signal right after it): still one line and exit 130, never the signal."""
    code = FAIL.replace('raise RuntimeError("boom")', "raise KeyboardInterrupt") + ("")
    code = code.replace(
        "from hwplanner.cli import main",
        "import hwplanner.cli as cli\n"
        "said = cli._say\n"
        "calls = []\n"
        "def twice(level, text):\n"
        "    calls.append(text)\n"
        "    if len(calls) == 1:\n"
        "        raise KeyboardInterrupt\n"
        "    said(level, text)\n"
        "cli._say = twice\n"
        "from hwplanner.cli import main",
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=30, check=False
    )
    assert out.returncode == 130 and out.stderr == "hwplanner: interrupted\n", out.stderr
