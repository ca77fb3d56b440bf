"""The `hwplanner` console script: the command line, answered by this install's warm process
when one is listening (`hwplanner warm start`; hwplanner.warm), else run here as always.

`python -m hwplanner.launch --warm-serve SOCKET --idle SECONDS` is the warm process itself,
started by `hwplanner warm start`: it imports every command, primes the engine's lazy parts on
one plan in a scratch configuration folder (so that no user file, setting or catalog entry is
read before a fork), then forks a child per caller.
"""

from __future__ import annotations

import sys

from hwplanner import warm

# commands a warm process does not run: the window (a long-lived app of its own) and the
# warm process's own management
LOCAL = frozenset({"gui", "warm"})


def main(argv: list[str] | None = None) -> int:
    """Run the command line `argv` (None: the process's own arguments) as the program."""
    given = sys.argv[1:] if argv is None else argv
    if given and given[0] not in LOCAL:
        code = warm.call(given)
        if code is not None:
            return code
    return _run(argv)


def _run(argv: list[str] | None = None) -> int:
    """The command line here, as the program (a warm process's child: its own arguments)."""
    from hwplanner.cli import main as cli_main

    return cli_main(argv, program=True)


def _prime() -> None:
    """Import every command and run one estimate and one serving plan (output discarded) with a
    scratch configuration folder, then forget the catalog that run read."""
    import contextlib
    import io
    import os
    import tempfile

    from hwplanner import catalog, cli, language

    cli.build_parser()
    saved = os.environ.get("HWPLANNER_CONFIG_DIR")
    with tempfile.TemporaryDirectory(prefix="hwplanner-warm-") as scratch:
        os.environ["HWPLANNER_CONFIG_DIR"] = scratch
        try:
            plan = ["estimate", "--model", "llama-3.1-8b", "--gpu", "h100-sxm-80gb"]
            for extra in (["--json"], [], ["--method", "inference", "--json"]):
                with (
                    contextlib.redirect_stdout(io.StringIO()),
                    contextlib.redirect_stderr(io.StringIO()),
                ):
                    cli.main([*plan, *extra], program=False)
        finally:
            if saved is None:
                os.environ.pop("HWPLANNER_CONFIG_DIR", None)
            else:
                os.environ["HWPLANNER_CONFIG_DIR"] = saved
            catalog.shipped_catalog.cache_clear()
            language.install("en")  # each command chooses its own, as a new process does
            tempfile.tempdir = None  # found again from the caller's TMPDIR


def _serve(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m hwplanner.launch")
    parser.add_argument("--warm-serve", required=True, metavar="SOCKET")
    parser.add_argument("--idle", type=float, required=True, metavar="SECONDS")
    args = parser.parse_args(argv)
    own = warm.socket_path(create=True)
    if own != args.warm_serve:  # started with other options than its callers: none would come
        print(f"the warm process's own socket would be {own}", file=sys.stderr)
        return 1
    from hwplanner import warm_server

    _prime()
    warm_server.serve(args.warm_serve, args.idle, _run)
    return 0


if __name__ == "__main__":
    sys.exit(_serve(sys.argv[1:]))
