"""The `hwplanner` console script: the command line, answered by this install's warm process
when one is listening (`hwplanner warm start`; hwplanner.warm), else run here as always.

`python -m hwplanner.launch --warm-serve SOCKET --idle SECONDS` is the warm process itself,
started by `hwplanner warm start`: it imports every command, primes the engine's lazy parts on
one plan in a scratch configuration folder (so that no user file, setting or catalog entry is
read before a fork), then forks a child per caller.
"""

from __future__ import annotations

import sys

# commands a warm process does not run: the window (a long-lived app of its own) and the
# warm process's own management
LOCAL = frozenset({"gui", "warm"})


def main(argv: list[str] | None = None) -> int:
    """Run the command line `argv` (None: the process's own arguments) as the program.
    Ctrl-C while the command line's modules still load (before its own handler is reached,
    up to a few hundred ms on a busy machine) ends it as the command line would: one line,
    exit 130, never a traceback or death by the signal."""
    try:
        from hwplanner import interrupts

        interrupts.remember_interrupts()
        given = sys.argv[1:] if argv is None else argv
        if given and given[0] not in LOCAL:
            from hwplanner import warm

            code = warm.call(given)
            if code is not None:
                return code
        return _run(argv)
    except KeyboardInterrupt:
        return _interrupted()
    except BaseException:
        # an error the Ctrl-C caused where it landed (interrupts.remember_interrupts)
        if _interrupt_seen():
            return _interrupted()
        raise


def gui_main() -> None:
    """The `hwplanner-gui` script (the desktop entry): `hwplanner gui` with its own arguments,
    its Ctrl-C and exit as the command line's."""
    program_exit(main(["gui", *sys.argv[1:]]))


def program_exit(code: int) -> None:
    """End `python -m hwplanner` with `code`. After a Ctrl-C (130) the process ends here, its
    output flushed, without the interpreter's finalization: under `python -m`, a Ctrl-C that
    landed while runpy or an import machinery frame was unwinding could still make the
    interpreter end by the signal after our one line (measured: 2 in 60 runs)."""
    if code == 130:
        import contextlib
        import os

        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        os._exit(130)
    sys.exit(code)


def _interrupt_seen() -> bool:
    """Whether Ctrl-C reached the process, when the module that remembers it had loaded."""
    module = sys.modules.get("hwplanner.interrupts")
    return module is not None and bool(module.seen())


def _interrupted() -> int:
    import contextlib
    import signal

    with contextlib.suppress(OSError, ValueError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a second Ctrl-C changes nothing
        sys.stderr.write("hwplanner: interrupted\n")
    return 130


def _run(argv: list[str] | None = None) -> int:
    """The command line here, as the program (a warm process's child: its own arguments).

    The cyclic garbage collector is off while the command's modules load: they build tens of
    thousands of objects and no cycle worth collecting, and the hundred collections they set
    off cost a new process's estimate ~10 ms. It is back on before the command runs, with what
    the imports built frozen out of its reach (gc.freeze), so no later collection walks it."""
    import gc

    from hwplanner import pydantic_plugins

    pydantic_plugins.install()  # pydantic's plugin look-up without importlib.metadata
    collecting = gc.isenabled()
    gc.disable()

    def loaded() -> None:
        if collecting:
            gc.freeze()
            gc.enable()

    try:
        from hwplanner.cli import main as cli_main

        return cli_main(argv, program=True, loaded=loaded)
    finally:
        if collecting:
            gc.enable()


def _prime() -> None:
    """Import every command and run one estimate and one serving plan (output discarded) with a
    scratch configuration folder, then forget the catalog that run read."""
    import contextlib
    import io
    import os
    import tempfile

    # the sections a plan imports when its method asks (engine/methods.py): a warm child of
    # any method starts with them, as every one did when the engine imported them all
    import hwplanner.engine.memory.training
    import hwplanner.engine.posttrain.budget
    import hwplanner.engine.posttrain.memory
    import hwplanner.engine.solve.latency_fixes  # noqa: F401
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
    from hwplanner import warm

    own = warm.socket_path(create=True)
    if own != args.warm_serve:  # started with other options than its callers: none would come
        print(f"the warm process's own socket would be {own}", file=sys.stderr)
        return 1
    from hwplanner import pydantic_plugins, warm_server

    pydantic_plugins.install()
    _prime()
    # what the imports and the priming built stays for every child: out of the collector's
    # reach, no child walks it or writes to its pages (a collection in a child copied them)
    import gc

    gc.collect()
    gc.freeze()
    warm_server.serve(args.warm_serve, args.idle, _run)
    return 0


if __name__ == "__main__":
    sys.exit(_serve(sys.argv[1:]))
