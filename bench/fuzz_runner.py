"""The machinery of bench/fuzz.py: a forked worker watched for hangs and crashes, the CLI run
in-process, the contract every command line must keep, and the summary of a run."""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import io
import itertools
import json
import os
import re
import select
import signal
import stat
import subprocess
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# "Infinity Fabric" is AMD's interconnect, named in the GPU catalog
NON_FINITE_TEXT = re.compile(r"(?<!ZeRO-)\b(nan|inf|infinity)\b(?! fabric)", re.IGNORECASE)
Result = dict[str, Any]
# An error line names the field and the allowed range, and cuts a long value stating its
# length; argparse's "invalid choice" lists the choices (--framework: 22 of them).
ERROR_LINE_MAX = 400


# Running cases -------------------------------------------------------------------------------


def run_forked(
    indices: list[int],
    one: Callable[[int], Result],
    timeout: float,
    setup: Callable[[], None] | None = None,
    progress: str = "",
    max_hangs: int = 0,
    describe: Callable[[int], tuple[str, str]] = lambda i: ("?", ""),
) -> list[Result]:
    """one(i) for each index, in a forked worker; a case silent for `timeout` seconds is a
    hang, a worker that dies mid-case a crash; a new worker continues after either. After
    `max_hangs` of them (0: no limit) the rest are recorded as skipped."""
    results: list[Result] = []
    pos = 0
    hangs = 0
    t0 = time.monotonic()
    while pos < len(indices):
        if max_hangs and hangs >= max_hangs:
            for i in indices[pos:]:
                why = f"skipped: {hangs} hangs or crashes before it in its block"
                kind, case = describe(i)
                results.append({"i": i, "kind": kind, "case": case, "failures": [why]})
            break
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the worker
            os.close(r)
            code = 0
            try:
                if setup is not None:
                    setup()
                for i in indices[pos:]:
                    _send(w, f"S {i}\n")
                    try:
                        result = one(i)
                    except Exception as exc:  # the bench's own bug: shown, not hidden
                        why = f"bench error: {type(exc).__name__}"
                        result = {
                            "i": i,
                            "kind": "?",
                            "case": f"#{i}",
                            "failures": [why],
                            "detail": tail(exc),
                        }
                    _send(w, "R " + json.dumps(result) + "\n")
            except BaseException:
                traceback.print_exc()
                code = 3
            finally:
                os._exit(code)
        os.close(w)
        current, buf = None, b""
        while True:
            ready, _, _ = select.select([r], [], [], timeout)
            chunk = os.read(r, 1 << 20) if ready else None
            if chunk:
                buf += chunk
                *lines, buf = buf.split(b"\n")
                for line in lines:
                    if line.startswith(b"S "):
                        current = int(line[2:])
                    else:
                        results.append(json.loads(line[2:]))
                        current = None
                        pos += 1
                        if progress and len(results) % 500 == 0:
                            rate = len(results) / (time.monotonic() - t0)
                            print(f"  {progress}: {len(results)} ({rate:.1f}/s)", file=sys.stderr)
                continue
            if chunk is None:  # silent too long
                os.kill(pid, signal.SIGKILL)
            _, status = os.waitpid(pid, 0)
            if current is None and pos < len(indices) and chunk is None:
                raise RuntimeError("the worker hung before its first case (setup)")
            if current is not None:
                why = "hang" if chunk is None else f"crash (worker status {status})"
                kind, case = describe(current)
                results.append({"i": current, "kind": kind, "case": case, "failures": [why]})
                pos += 1
                hangs += 1
            elif chunk == b"" and pos < len(indices) and status != 0:
                raise RuntimeError(f"the worker failed outside a case (status {status})")
            break
        os.close(r)
    return results


def _send(fd: int, text: str) -> None:
    data = text.encode("utf-8", "backslashreplace")
    while data:
        data = data[os.write(fd, data) :]


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    """hwplanner.cli.main in this process: exit status, stdout, stderr."""
    from hwplanner.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # --help, --version
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    return code, out.getvalue(), err.getvalue()


def _no_constants(name: str) -> Any:
    raise ValueError(f"non-strict JSON constant {name}")


def contract(argv: list[str], code: int, out: str, err: str, seconds: float) -> list[str]:
    """What every command line is promised: exit 0 or 2 with one line, never a traceback."""
    failures = []
    if code == 1:
        failures.append("internal error (exit 1)")
    elif code not in (0, 2):
        failures.append(f"exit status {code}")
    if "Traceback" in err or "Traceback (most recent" in out:
        failures.append("traceback")
    if code == 2 and (err.count("\n") != 1 or not err.startswith("hwplanner: error: ")):
        failures.append("stderr is not one error line")
    if code == 2 and any(c in err for c in "\r\x1b\x00"):
        failures.append("control characters in the error line")
    if code in (1, 2) and len(err) > ERROR_LINE_MAX:
        failures.append(f"error line over {ERROR_LINE_MAX} characters")
    if code == 0 and ("--help" in argv or "-h" in argv):
        return failures  # argparse's help (it wins over --json; it names ZeRO-Infinity)
    wants_json = "--json" in argv or any(
        a == "--format" and b == "json" for a, b in itertools.pairwise(argv)
    )
    if code == 0 and wants_json and argv and argv[0] in ("estimate", "recommend", "catalog"):
        try:
            json.loads(out, parse_constant=_no_constants)
        except ValueError as exc:
            failures.append(f"stdout is not strict JSON ({str(exc)[:80]})")
    elif code == 0 and NON_FINITE_TEXT.search(_without_argv(out, argv)):
        failures.append("nan/inf in the text output")
    if seconds > 20:
        failures.append("slow (over 20 s)")
    return failures


def _without_argv(out: str, argv: Sequence[str]) -> str:
    """The output less the words the command line gave it (a file named "Infinity" is the
    user's word when the output names the file, not a figure)."""
    for word in sorted({a for a in argv if a.strip()}, key=len, reverse=True):
        out = out.replace(word, " ")
    return out


def file_state(path: str) -> tuple[Any, ...] | None:
    """What opening must not change: a regular file's bytes (or, when huge, size and mtime)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    if not stat.S_ISREG(info.st_mode):
        return (info.st_mode, info.st_mtime_ns)
    if info.st_size > 40 * 2**20:
        return (info.st_size, info.st_mtime_ns)
    with open(path, "rb") as fh:
        return (info.st_size, hashlib.sha256(fh.read()).hexdigest())


def folder_state(path: str) -> tuple[str, ...] | None:
    try:
        return tuple(sorted(os.listdir(os.path.dirname(path) or ".")))
    except (OSError, ValueError):
        return None


def short(argv: list[str], limit: int = 400) -> str:
    text = " ".join(a if len(a) < 80 else a[:60] + f"…({len(a)} chars)" for a in argv)
    return text[:limit]


# Reports --------------------------------------------------------------------------------------


def summarise(run: str, n: int, seed: int, results: list[Result], seconds: float) -> Result:
    failed = [r for r in results if r["failures"]]
    by_failure = Counter(
        f.split(" (")[0] if f.startswith("stdout") else f for r in failed for f in r["failures"]
    )
    by_kind = Counter(r["kind"] for r in results)
    failed_kind = Counter(r["kind"] for r in failed)
    kind_seconds: Counter[str] = Counter()
    for r in results:
        kind_seconds[r["kind"]] += r.get("seconds") or 0
    return {
        "run": run,
        "n": n,
        "seed": seed,
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "commit": _commit(),
        "seconds": round(seconds, 1),
        "cases": len(results),
        "failed_cases": len(failed),
        "failures_by_kind": dict(sorted(by_failure.items(), key=lambda kv: -kv[1])),
        "cases_by_kind": {
            k: [v, failed_kind.get(k, 0), round(kind_seconds[k], 1)]
            for k, v in sorted(by_kind.items())
        },
        "extra": {},
        "failures": failed[:500],
    }


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "describe", "--always", "--dirty"],
            capture_output=True,
            text=True,
            check=False,
        )
        return out.stdout.strip()
    except OSError:
        return "?"


def tail(exc: BaseException) -> str:
    lines = traceback.format_exception(exc)
    return "".join(lines[-3:])[-600:]


def use_env(env: dict[str, str]) -> None:
    from hwplanner import paths
    from hwplanner.catalog import shipped_catalog

    os.environ.update(env)
    paths.set_config_dir(None)
    shipped_catalog.cache_clear()


def english() -> None:
    """Each command line as a fresh process would run it: no language left from the last."""
    from hwplanner import language

    if language.current_language() != "en":
        language.install("en")


def strict(name: str) -> Any:
    raise ValueError(name)
