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
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hwplanner import warm
from hwplanner.paths import examples_dir

pytestmark = [
    pytest.mark.skipif(not warm.supported(), reason="Unix sockets with descriptors"),
    pytest.mark.slow,  # every test here starts processes and waits on them
]

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


# the caller's side alone (warm.call): 99 when it would run the command itself
PROBE = "import sys\nfrom hwplanner import warm\ncode = warm.call(sys.argv[1:])\n"
PROBE += "sys.exit(99 if code is None else code)"


def test_the_warm_process_answers(envs: tuple[dict[str, str], dict[str, str]]) -> None:
    """A status from the warm process, and none (run it yourself) with HWPLANNER_WARM=0."""
    for env, code in ((envs[1], 0), (envs[0], 99)):
        p = subprocess.run([sys.executable, "-c", PROBE, "--version"], env=env, check=False)
        assert p.returncode == code
    p = subprocess.run([sys.executable, "-c", PROBE, "estimate", "--tp", "x"], env=envs[1])
    assert p.returncode == 2  # the child's status


def test_a_caller_of_other_limits_runs_alone(
    envs: tuple[dict[str, str], dict[str, str]],
) -> None:
    """A fork cannot take the caller's resource limits (`ulimit -f`): such a caller runs the
    command itself."""
    import resource

    def limit() -> None:
        _soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
        resource.setrlimit(resource.RLIMIT_FSIZE, (2**20, hard))

    p = subprocess.run(
        [sys.executable, "-c", PROBE, "--version"], env=envs[1], preexec_fn=limit, check=False
    )
    assert p.returncode == 99


def test_stop_takes_no_more_commands_and_lets_running_ones_end(tmp_path: Path) -> None:
    """`warm stop` while a command runs: new callers find no warm process at once and run
    alone; the running command ends as it would; then the process ends."""
    runtime = Path(tempfile.mkdtemp(prefix="hw-"))  # short: a socket's path has 107 bytes
    runtime.chmod(0o700)
    base = {k: v for k, v in os.environ.items() if not k.startswith("HWPLANNER_")}
    env = {**base, "XDG_RUNTIME_DIR": str(runtime), "HWPLANNER_CONFIG_DIR": str(tmp_path)}
    started = _run(env, "warm", "start", "--idle", "2")
    assert started[0] == 0, started
    busy = _waiting(env)
    time.sleep(0.5)
    stop = subprocess.Popen([str(SCRIPT), "warm", "stop"], env=env, stdout=subprocess.PIPE)
    assert _stopped(env)
    began = time.monotonic()
    assert _run(env, "--version")[0] == 0
    # alone, not behind the running command (which waits for its input until below)
    assert time.monotonic() - began < 30
    out, err = busy.communicate(LOG, timeout=60)
    assert busy.returncode == 0, err
    assert json.loads(out)["rows"]
    said, _ = stop.communicate(timeout=30)
    assert b"stopped warm process" in said
    assert not list((runtime / "hwplanner").glob("warm-*"))
    shutil.rmtree(runtime)


def test_a_socket_path_too_long_is_refused(tmp_path: Path) -> None:
    runtime = tmp_path / ("x" * 90)
    runtime.mkdir(mode=0o700)
    code, _, err = _run({**os.environ, "XDG_RUNTIME_DIR": str(runtime)}, "warm", "start")
    assert code == 2 and "more than a Unix socket takes" in err and err.count("\n") == 1


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


def _interruptible() -> None:
    """Ctrl-C's own action in a child (an xdist worker ignores SIGINT, and a child would
    inherit that)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _stopped(env: dict[str, str]) -> bool:
    """Whether `warm status` says no warm process within a minute: a `warm stop` just started
    has been taken (a fixed sleep was too short on a loaded machine)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if _run(env, "warm", "status") == (0, "no warm process\n", ""):
            return True
        time.sleep(0.1)
    return False


def _waiting(env: dict[str, str], **kw: object) -> subprocess.Popen[str]:
    """`check --log -` reading its standard input: a command that waits until it is given."""
    plan = ["--model", "llama-3.1-8b", "--gpu", "rtx-3090", "--method", "inference"]
    kw.setdefault("preexec_fn", _interruptible)
    return subprocess.Popen(
        [str(SCRIPT), "check", *plan, "--log", "-", "--json"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        **kw,  # type: ignore[call-overload]
    )


LOG = (LOGS / "vllm_v0_llama31_8b_rtx3090.log").read_text()


@pytest.mark.parametrize("delay", [0.15, 0.6])
def test_ctrl_c_reaches_the_command(
    envs: tuple[dict[str, str], dict[str, str]], delay: float
) -> None:
    """SIGINT to the caller is relayed (held until the child can take it): the command says
    `interrupted` and ends with 130, as alone."""
    for which, env in zip(("alone", "warm"), envs, strict=True):
        p = _waiting(env)
        time.sleep(delay)
        p.send_signal(signal.SIGINT)
        p.wait(timeout=60)  # its input stays open: only the signal can end it
        out, err = p.communicate(timeout=60)
        assert (p.returncode, out, err) == (130, "", "hwplanner: interrupted\n"), which


def test_an_ignored_signal_stays_ignored(envs: tuple[dict[str, str], dict[str, str]]) -> None:
    """A caller started with SIGINT and SIGHUP ignored (nohup, a script's background job) runs
    to its end through them, as alone."""

    def ignore() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)

    results = []
    for env in envs:
        p = _waiting(env, preexec_fn=ignore)
        time.sleep(0.5)
        p.send_signal(signal.SIGINT)
        p.send_signal(signal.SIGHUP)
        out, err = p.communicate(LOG, timeout=60)
        results.append((p.returncode, out, err))
    assert results[0] == results[1] and results[0][0] == 0


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(c) for c in path.read_text().split()] if path.exists() else []


def _server(env: dict[str, str]) -> int:
    folder = Path(env["XDG_RUNTIME_DIR"], "hwplanner")
    (sock,) = folder.glob("warm-*.sock")
    pid = warm.read_pid(str(sock))
    assert pid is not None
    return pid


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="Linux /proc")
def test_kills_reach_both_ways(envs: tuple[dict[str, str], dict[str, str]]) -> None:
    """A command killed (SIGKILL, as the OOM killer does) ends its caller by the same signal;
    a caller killed takes its command with it."""
    server = _server(envs[1])
    before = set(_children(server))
    p = _waiting(envs[1])
    deadline = time.monotonic() + 10
    while not (new := set(_children(server)) - before) and time.monotonic() < deadline:
        time.sleep(0.02)
    (child,) = new
    os.kill(child, signal.SIGKILL)
    p.communicate(timeout=30)
    assert p.returncode == -signal.SIGKILL
    p = _waiting(envs[1])
    deadline = time.monotonic() + 10
    while not (new := set(_children(server)) - before) and time.monotonic() < deadline:
        time.sleep(0.02)
    (child,) = new
    p.kill()
    p.communicate(timeout=30)
    deadline = time.monotonic() + 10
    while child in _children(server) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert child not in _children(server)


def test_output_errors_are_the_interpreters(
    envs: tuple[dict[str, str], dict[str, str]],
) -> None:
    """Output that cannot be written (a full device), buffered or not (-u), started as the
    console script or as `python -m hwplanner`, ends as alone: the command line's one line, or
    the interpreter's own ending (a script forgets a failed last flush; a module reports it
    with status 120)."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    starts = ([str(SCRIPT)], [sys.executable, "-m", "hwplanner"])
    for start, unbuffered, argv in (
        (start, unbuffered, argv)
        for start in starts
        for unbuffered in ("1", None)
        for argv in (["--version"], ["catalog", "gpus"], ["estimate", *PLAN, "--json"])
    ):
        got = []
        for env in envs:
            env = {k: v for k, v in env.items() if k != "PYTHONUNBUFFERED"}
            if unbuffered:
                env["PYTHONUNBUFFERED"] = unbuffered
            with open("/dev/full", "w") as full:
                p = subprocess.run(
                    [*start, *argv],
                    stdout=full,
                    stderr=subprocess.PIPE,
                    text=True,
                    env=env,
                    timeout=60,
                    check=False,
                )
            got.append((p.returncode, p.stderr))
        assert got[0] == got[1], (start, unbuffered, argv, got)


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


BYTES = st.binary().filter(lambda b: b"\0" not in b)


@settings(max_examples=200, deadline=None)
@given(
    argv=st.lists(BYTES, max_size=8),
    env=st.dictionaries(BYTES.filter(lambda k: k and b"=" not in k), BYTES, max_size=8),
    umask=st.integers(0, 0o777),
    ignored=st.lists(st.integers(1, 64), max_size=4),
    nice=st.integers(-20, 19),
    cpus=st.frozensets(st.integers(0, 255), max_size=8),
)
def test_a_request_reads_back_as_it_was_sent(
    argv: list[bytes],
    env: dict[bytes, bytes],
    umask: int,
    ignored: list[int],
    nice: int,
    cpus: frozenset[int],
) -> None:
    forms = [
        ["utf-8", "strict", "0", "0"],
        ["ascii", "replace", "1", "0"],
        ["utf-8", "backslashreplace", "1", "1"],
    ]
    body = warm.encode_request(argv, env, umask, ignored, forms, b"identity", nice, cpus, "module")
    back = warm.decode_request(body)
    assert back == warm.Request(b"identity", umask, ignored, nice, cpus, "module", forms, argv, env)


def test_a_broken_request_is_refused() -> None:
    head = b"id\x000\x00\x000\x00\x00script\x00" + b"a\x00" * 12
    for body in (b"", b"id\x0018\x00\x00utf-8", head + b"99\x00x", head + b"x"):
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


def _own_runtime(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    runtime = Path(tempfile.mkdtemp(prefix="hw-"))  # short: a socket's path has 107 bytes
    runtime.chmod(0o700)
    base = {k: v for k, v in os.environ.items() if not k.startswith("HWPLANNER_")}
    return runtime, {**base, "XDG_RUNTIME_DIR": str(runtime), "HWPLANNER_CONFIG_DIR": str(tmp_path)}


@pytest.mark.slow
def test_idle_time_counts_from_the_last_command_and_not_from_probes(tmp_path: Path) -> None:
    """A command longer than the idle time leaves the process its whole idle time after it;
    `warm status` probes do not keep it alive."""
    runtime, env = _own_runtime(tmp_path)
    folder = runtime / "hwplanner"
    folder.mkdir(mode=0o700)
    path = subprocess.run(
        [sys.executable, "-c", "from hwplanner import warm; print(warm.socket_path())"],
        env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    server = subprocess.Popen(
        [sys.executable, "-m", "hwplanner.launch", "--warm-serve", path, "--idle", "1.5"],
        env=env, stdin=subprocess.DEVNULL, cwd="/",
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while not warm.answering(path) and time.monotonic() < deadline:
            time.sleep(0.05)
        busy = _waiting(env)
        time.sleep(2.5)  # longer than the idle time
        busy.communicate(LOG, timeout=60)
        assert busy.returncode == 0
        p = subprocess.run([sys.executable, "-c", PROBE, "--version"], env=env, check=False)
        assert p.returncode == 0  # still there after the long command
        for _ in range(12):  # probes for 3.6 s: they are no command
            _run(env, "warm", "status")
            time.sleep(0.3)
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()
        shutil.rmtree(runtime)


def test_a_start_right_after_a_stop_while_a_command_runs(tmp_path: Path) -> None:
    """`warm stop; warm start` while the old process still runs a command: the new one starts
    and answers; the command ends as it would."""
    runtime, env = _own_runtime(tmp_path)
    try:
        assert _run(env, "warm", "start", "--idle", "2")[0] == 0
        busy = _waiting(env)
        time.sleep(0.5)
        stop = subprocess.Popen([str(SCRIPT), "warm", "stop"], env=env, stdout=subprocess.PIPE)
        assert _stopped(env)
        started = _run(env, "warm", "start", "--idle", "2")
        assert started[0] == 0 and "listening at" in started[1], started
        p = subprocess.run([sys.executable, "-c", PROBE, "--version"], env=env, check=False)
        assert p.returncode == 0
        out, _ = busy.communicate(LOG, timeout=60)
        assert busy.returncode == 0 and json.loads(out)["rows"]
        stop.communicate(timeout=30)
        code, out, _ = _run(env, "warm", "status")
        assert code == 0 and out.count("warm process") == 1 and "answers this install" in out
    finally:
        _run(env, "warm", "stop")
        shutil.rmtree(runtime)
