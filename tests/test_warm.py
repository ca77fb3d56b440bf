"""The warm process (hwplanner.warm, `hwplanner warm`): a command answered by a fork of it says
exactly what a new process says — output, errors, exit status — reading the caller's own
input, folder, environment and the user's files as they are now; Ctrl-C reaches it; a caller
it cannot serve runs alone."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import warm
from hwplanner.paths import examples_dir

pytestmark = pytest.mark.skipif(not warm.supported(), reason="Unix sockets with descriptors")

SCRIPT = Path(sys.executable).parent / "hwplanner"  # the console script (hwplanner.launch)
LOGS = Path(__file__).parent / "fixtures" / "logs"
PLAN = ["--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb"]


def _run(
    env: dict[str, str], *argv: str, cwd: Path | None = None, stdin: str = ""
) -> tuple[int, str, str]:
    p = subprocess.run(
        [str(SCRIPT), *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        input=stdin,
        timeout=120,
        check=False,
    )
    return p.returncode, p.stdout, p.stderr


@pytest.fixture(scope="module")
def envs(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[dict[str, str], dict[str, str]]]:
    """(alone, warm): environments that run a command on its own, and in a warm process
    started for this module in a private socket folder and configuration folder."""
    if not SCRIPT.exists():
        pytest.skip("no console script (pip install -e .)")
    runtime = tmp_path_factory.mktemp("runtime")
    runtime.chmod(0o700)
    config = tmp_path_factory.mktemp("config")
    base = {k: v for k, v in os.environ.items() if not k.startswith("HWPLANNER_")}
    hot = {**base, "XDG_RUNTIME_DIR": str(runtime), "HWPLANNER_CONFIG_DIR": str(config)}
    cold = {**hot, "HWPLANNER_WARM": "0"}
    code, out, err = _run(hot, "warm", "start", "--idle", "5")
    assert code == 0, err
    assert "listening at" in out and str(runtime) in out
    yield cold, hot
    code, out, _ = _run(hot, "warm", "stop")
    assert code == 0 and "stopped warm process" in out
    assert not list(Path(runtime, "hwplanner").glob("warm-*"))  # socket and pid file gone


def _same(envs: tuple[dict[str, str], dict[str, str]], *argv: str, **kw: object) -> str:
    cold, hot = envs
    alone = _run(cold, *argv, **kw)  # type: ignore[arg-type]
    warmed = _run(hot, *argv, **kw)  # type: ignore[arg-type]
    assert warmed == alone
    return alone[1]


def test_status_names_the_process_for_this_install(
    envs: tuple[dict[str, str], dict[str, str]],
) -> None:
    code, out, _ = _run(envs[1], "warm", "status")
    assert code == 0 and "answers this install" in out
    code, out, _ = _run(envs[1], "warm", "start")  # a second start finds the first
    assert code == 0 and "already listening" in out


def test_the_warm_process_answers(envs: tuple[dict[str, str], dict[str, str]]) -> None:
    """The caller's side alone (warm.call): a status from the warm process, and None (run it
    yourself) with HWPLANNER_WARM=0."""
    probe = "import sys\nfrom hwplanner import warm\ncode = warm.call(sys.argv[1:])\n"
    probe += "sys.exit(99 if code is None else code)"
    for env, code in ((envs[1], 0), (envs[0], 99)):
        p = subprocess.run([sys.executable, "-c", probe, "--version"], env=env, check=False)
        assert p.returncode == code
    p = subprocess.run([sys.executable, "-c", probe, "estimate", "--tp", "x"], env=envs[1])
    assert p.returncode == 2  # the child's status


def test_answers_are_byte_identical(envs: tuple[dict[str, str], dict[str, str]]) -> None:
    doc = json.loads(_same(envs, "estimate", *PLAN, "--json"))
    assert doc["gpu"]["id"] == "h100-sxm-80gb"
    _same(envs, "estimate", *PLAN, "--method", "inference")
    _same(envs, "estimate", str(examples_dir() / "13b-full-finetune.json"), "--json")
    _same(envs, "catalog", "gpus")
    _same(envs, "--version")
    # refusals: the same one line and exit status 2
    _cold, hot = envs
    code, _, err = _run(hot, "estimate", *PLAN, "--tp", "3")
    assert code == 2 and err.startswith("hwplanner: error: ") and err.count("\n") == 1
    _same(envs, "estimate", *PLAN, "--tp", "3")
    _same(envs, "estimate", "--model", "no-such-model", "--gpu", "h100-sxm-80gb")
    _same(envs, "no-such-command")


def test_reads_the_callers_input_folder_and_environment(
    envs: tuple[dict[str, str], dict[str, str]], tmp_path: Path
) -> None:
    _cold, hot = envs
    log = (LOGS / "vllm_v0_llama31_8b_rtx3090.log").read_text()
    plan = ["--model", "llama-3.1-8b", "--gpu", "rtx-3090", "--method", "inference"]
    plan += ["--framework", "vllm", "--context", "20000", "--batch", "1"]
    out = _same(envs, "check", *plan, "--log", "-", "--json", stdin=log)
    assert json.loads(out)["rows"][0]["quantity"] == "weights"
    # a relative path is the caller's folder's
    shutil.copy(examples_dir() / "13b-full-finetune.json", tmp_path / "run.json")
    doc = json.loads((tmp_path / "run.json").read_text())
    doc["scenarios"] = doc["scenarios"][:1]
    (tmp_path / "run.json").write_text(json.dumps(doc))
    shutil.copy(LOGS / "torchtitan.log", tmp_path / "t.log")
    code, out, err = _run(hot, "check", "run.json", "--log", "t.log", "--apply", cwd=tmp_path)
    assert code == 0, err
    assert "measured by torchtitan" in out
    assert json.loads((tmp_path / "run.json").read_text())["scenarios"][0]["workload"]["mfu"]


def test_the_users_catalog_is_read_as_it_is_now(
    envs: tuple[dict[str, str], dict[str, str]],
) -> None:
    """An entry the user adds after the warm process started is there (no file is read before
    the fork)."""
    _cold, hot = envs
    folder = Path(hot["HWPLANNER_CONFIG_DIR"])  # paths.user_catalog_dir under it
    _run(hot, "catalog", "gpus")
    gpus = json.loads((Path(__file__).parents[1] / "resources/catalog/gpus.json").read_text())
    row = dict(next(g for g in gpus["gpus"] if g["id"] == "h100-sxm-80gb"))
    row.update(id="my-lab-card", name="My lab card 80GB")
    catalog_dir = folder / "data" / "catalog"
    catalog_dir.mkdir(parents=True, exist_ok=True)
    try:
        (catalog_dir / "gpus.json").write_text(json.dumps({"schema_version": 1, "gpus": [row]}))
        code, out, err = _run(hot, "catalog", "gpus")
        assert code == 0, err
        assert "my-lab-card" in out
        _same(envs, "catalog", "gpus")
    finally:
        shutil.rmtree(catalog_dir)


def test_ctrl_c_reaches_the_command(envs: tuple[dict[str, str], dict[str, str]]) -> None:
    """SIGINT to the caller is relayed: the command says `interrupted` and ends with 130."""
    p = subprocess.Popen(
        [str(SCRIPT), "validate"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=envs[1],
    )
    time.sleep(1.0)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, (out, err)
    assert err.strip().endswith("hwplanner: interrupted")


def test_a_caller_it_cannot_serve_runs_alone(
    envs: tuple[dict[str, str], dict[str, str]], tmp_path: Path
) -> None:
    """No warm process in the socket folder, or HWPLANNER_WARM=0: the command runs alone."""
    empty = tmp_path / "run"
    empty.mkdir(mode=0o700)
    code, out, _ = _run({**envs[1], "XDG_RUNTIME_DIR": str(empty)}, "warm", "status")
    assert code == 0 and out == "no warm process\n"
    assert _run({**envs[1], "XDG_RUNTIME_DIR": str(empty)}, "--version")[0] == 0
    open_to_all = tmp_path / "open"
    (open_to_all / "hwplanner").mkdir(parents=True)
    (open_to_all / "hwplanner").chmod(0o777)
    code, out, err = _run({**envs[1], "XDG_RUNTIME_DIR": str(open_to_all)}, "warm", "start")
    assert code == 2 and "not this user's alone" in err


def test_idle_out_of_range_is_refused(envs: tuple[dict[str, str], dict[str, str]]) -> None:
    code, _, err = _run(envs[0], "warm", "start", "--idle", "0")
    assert code == 2 and err == "hwplanner: error: --idle: 0 minutes; allowed 1–1440\n"
    code, _, err = _run(envs[0], "warm", "start", "--idle", "nan")
    assert code == 2 and "--idle: nan minutes" in err


TEXT = st.text(st.characters(blacklist_characters="\0", blacklist_categories=("Cs",)))


@settings(max_examples=200, deadline=None)
@given(
    argv=st.lists(TEXT, max_size=8),
    env=st.dictionaries(TEXT.filter(lambda k: k and "=" not in k), TEXT, max_size=8),
    umask=st.integers(0, 0o777),
)
def test_a_request_reads_back_as_it_was_sent(
    argv: list[str], env: dict[str, str], umask: int
) -> None:
    forms = [
        ["utf-8", "strict", "0"],
        ["ascii", "replace", "1"],
        ["utf-8", "backslashreplace", "1"],
    ]
    body = warm.encode_request(argv, env, umask, forms)
    back = warm.decode_request(body)
    assert back == {"argv": argv, "env": env, "umask": umask, "streams": forms}


def test_a_broken_request_is_refused() -> None:
    for body in (b"", b"18\0utf-8", b"0\0a\0b\0c\0d\0e\0f\0g\0h\0i\0" + b"99\0x"):
        with pytest.raises(ValueError):
            warm.decode_request(body)


def test_a_signal_before_the_child_waits_for_it() -> None:
    """The caller's relay holds a signal that comes before the child's pid, then sends it on;
    falling back to running alone puts Python's own handlers back."""
    before = signal.getsignal(signal.SIGINT)
    relay = warm._Relay()
    try:
        relay(signal.SIGINT, None)
        assert relay.pending == [signal.SIGINT]
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
        relay.started(child.pid)  # the held Ctrl-C reaches the child
        assert child.wait(timeout=10) == -signal.SIGINT
    finally:
        relay.restore()
    assert signal.getsignal(signal.SIGINT) is before
