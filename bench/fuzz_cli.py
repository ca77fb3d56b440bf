"""`bench/fuzz.py cli N`: random and adversarial command lines of every subcommand, in-process
(forked workers, one user-config folder per block of cases) and a sample as real processes."""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from bench.fuzz_runner import (
    Result,
    contract,
    english,
    file_state,
    folder_state,
    run_cli,
    run_forked,
    short,
    summarise,
    use_env,
)

ENVS = 24  # user-config folders; about half the blocks of cases run in the clean one
BLOCK = 50  # cases per block (one config folder, one worker)


# Options whose value is a file the command writes (a PDF, a page of validation): not read
OUTPUT_OPTIONS = ("--output", "-o", "--pdf", "--write")


def _watched(argv: list[str]) -> list[str]:
    """The files a command line reads, whose bytes (and folder) must not change: not those it
    is told to write (an earlier case's output, "NaN" in the run's folder, is overwritten)."""
    out = []
    for k, arg in enumerate(argv):
        if arg.startswith(("/dev", "/proc")) or not arg or len(arg) > 2000:
            continue
        if k and argv[k - 1] in OUTPUT_OPTIONS:
            continue
        try:
            if os.path.lexists(arg) and "/out/" not in arg and "/pdf/" not in arg:
                out.append(arg)
        except (OSError, ValueError):
            continue
    return out


def cli_run(args: argparse.Namespace, tmp: Path) -> Result:
    from bench.fuzz_inputs import CliCases, build_env, build_files, replaced_devices

    pools = build_files(tmp, args.seed)
    envs = [build_env(tmp / "envs", k, random.Random(args.seed + k)) for k in range(ENVS)]
    cases = CliCases(args.seed, pools, ["my-gpu", "tiny-gpu", "my-model"])
    pdf = tmp / "pdf"
    pdf.mkdir()

    def env_of(i: int) -> int:
        block = i // BLOCK
        return 0 if random.Random(args.seed * 31 + block).random() < 0.5 else 1 + block % (ENVS - 1)

    def argv_of(i: int) -> tuple[str, list[str]]:
        kind, argv = cases.case(i)
        return kind, [a.replace("{OUT}", str(pdf / f"{i}.pdf")) for a in argv]

    def describe(i: int) -> tuple[str, str]:
        kind, argv = argv_of(i)
        return kind, short(argv)

    def one(i: int) -> Result:
        kind, argv = argv_of(i)
        watched = {a: (file_state(a), folder_state(a)) for a in _watched(argv)}
        t0 = time.monotonic()
        code, out, err = run_cli(argv)
        seconds = time.monotonic() - t0
        failures = contract(argv, code, out, err, seconds)
        for a, before in watched.items():
            if (file_state(a), folder_state(a)) != before:
                failures.append("reading changed a file or its folder")
        if replaced_devices(pools):
            failures.append("a device node was replaced by a file")
        english()
        for f in pdf.iterdir():
            f.unlink()
        detail = err[-600:] if failures else ""
        return {
            "i": i,
            "kind": kind,
            "case": short(argv),
            "env": env_of(i),
            "code": code,
            "failures": failures,
            "detail": detail,
            "seconds": round(seconds, 3),
        }

    indices = [args.only] if args.only is not None else list(range(args.n))
    results: list[Result] = []
    for start in range(0, len(indices), BLOCK):
        block = indices[start : start + BLOCK]
        env = envs[env_of(block[0])]
        results += run_forked(
            block, one, args.timeout, lambda env=env: use_env(env), max_hangs=3, describe=describe
        )
        if start % 1000 == 0:
            print(f"  cli in-process: {len(results)}/{len(indices)}", file=sys.stderr)
    # a NUL cannot be passed to a process (execve takes C strings): in-process only
    runnable = [i for i in indices if not any("\x00" in a for a in argv_of(i)[1])]
    step = max(1, len(runnable) // max(args.subprocess, 1))
    sample = runnable[::step][: args.subprocess] if args.only is None else runnable
    procs = []
    for k, (kind, argv) in [(i, argv_of(i)) for i in sample] + [
        (-k, ("validate", argv)) for k, argv in enumerate(_validate_argv(pools), 1)
    ]:
        variant = WORLDS[abs(k) % len(WORLDS)]
        env = envs[env_of(max(k, 0))]
        procs.append(_cli_process(k, kind, argv, env, args.timeout, variant))
        if replaced_devices(pools):
            procs[-1]["failures"].append("a device node was replaced by a file")
    summary = summarise("cli", args.n, args.seed, results + procs, 0)
    codes = {str(c): sum(r.get("code") == c for r in results) for c in (0, 1, 2)}
    summary["extra"] = {
        "in-process cases": len(results),
        "subprocess cases": len(procs),
        "exit codes in-process": codes,
        "slowest in-process case (s)": max((r.get("seconds", 0) for r in results), default=0),
    }
    return summary


def _world_contract(
    world: str, argv: list[str], code: int, out: str, err: str, seconds: float, interrupted: bool
) -> list[str]:
    """The contract of every command line, and each world's own: Ctrl-C is one line and exit
    130; a full standard output one line and exit 1; the C locale no Qt warning."""
    if interrupted and code == 130:
        return [] if err == "hwplanner: interrupted\n" else ["ctrl-c: not one line"]
    if world == "full stdout" and code == 1:
        one = err.startswith(FULL) and err.count("\n") == 1
        return [] if one else ["full stdout: not one line"]
    failures = contract(argv, code, out, err, seconds)
    if interrupted and code not in (0, 2, 130):
        failures.append(f"ctrl-c: exit status {code}")
    if world == "C locale" and "locale" in err.lower():
        failures.append("C locale: a locale warning")
    return failures


def _validate_argv(pools: dict[str, list[str]]) -> list[list[str]]:
    out = [["validate", "--json"], ["validate"]]
    out += [["validate", "--write", p] for p in pools["outputs"]]
    return out


# The world a process runs in: as given, an ASCII-only output encoding, the C locale, a
# standard output on a full device, Ctrl-C at a random moment.
WORLDS = ("plain", "ascii", "C locale", "full stdout", "ctrl-c", "plain")
FULL = "hwplanner: error: cannot write the output: "


def _cli_process(
    i: int,
    kind: str,
    argv: list[str],
    env: dict[str, str],
    timeout: float,
    world: str = "plain",
) -> Result:
    """The same command line as a real process (catches hangs a signal cannot interrupt), in
    one of the WORLDS."""
    import signal

    watched = {a: (file_state(a), folder_state(a)) for a in _watched(argv)}
    extra = {"ascii": {"PYTHONIOENCODING": "ascii"}, "C locale": {"LC_ALL": "C", "LANG": "C"}}
    full = open("/dev/full", "wb") if world == "full stdout" else None  # noqa: SIM115
    t0 = time.monotonic()
    interrupted = False
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "hwplanner", *argv],
            # the run's scratch folder (bench/fuzz.py chdirs there): a relative output such as
            # "--pdf Infinity" must not land in the checkout
            cwd=os.getcwd(),
            env={**os.environ, **env, **extra.get(world, {})},
            stdout=full or subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        if world == "ctrl-c":
            try:
                proc.wait(random.Random(i).uniform(0.2, 2.0))
            except subprocess.TimeoutExpired:
                proc.send_signal(signal.SIGINT)
                interrupted = True
        raw_out, raw_err = proc.communicate(timeout=timeout)
        code = proc.returncode
        out = (raw_out or b"").decode("utf-8", "replace")
        err = raw_err.decode("utf-8", "replace")
        failures = _world_contract(world, argv, code, out, err, time.monotonic() - t0, interrupted)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        code, out, err, failures = -9, "", "", ["hang"]
    finally:
        if full is not None:
            full.close()
    for a, before in watched.items():
        if (file_state(a), folder_state(a)) != before:
            failures.append("reading changed a file or its folder")
    return {
        "i": i,
        "kind": f"process:{kind}" if world == "plain" else f"process:{world}",
        "case": short(argv),
        "code": code,
        "failures": failures,
        "detail": err[-600:] if failures else "",
        "seconds": round(time.monotonic() - t0, 3),
    }
