"""The command-line face of the engine: `hwplanner estimate | recommend | catalog | print |
validate | gui | check | fit | completion | warm`, one module per subcommand (the console
script, hwplanner.launch, hands a command to a warm process when one listens).

Exit status: 0 success; 2 bad input (one line on stderr naming the option and what is allowed);
1 an internal failure (one line with the log file's path, the traceback in the log).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import re
import signal
import sys
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from hwplanner import __version__, interrupts
from hwplanner.cli.errors import UsageError
from hwplanner.engine.core.text import allowed, short_repr

if TYPE_CHECKING:
    import logging

# command -> its module (add_parser, run). A command's module is imported only when that
# command runs, or when every command is listed (--help, completion): a module pulls in the
# engine, the catalog or Qt, which the others do not need.
COMMANDS: dict[str, str] = {
    "estimate": "estimate",
    "recommend": "recommend",
    "catalog": "catalog",
    "print": "printing",
    "validate": "validate",
    "gui": "gui",
    "completion": "completion",
    "check": "check",
    "fit": "fit",
    "warm": "warm",
}


def command(name: str) -> ModuleType:
    return importlib.import_module(f"hwplanner.cli.{COMMANDS[name]}")


def usage_line(message: str) -> str:
    """argparse's error, one short line. It quotes the bad value whole ("invalid int value:
    '999…'") and lists every choice: a 10,000-character argument or 22 frameworks made lines
    of thousands of characters. A quoted value is cut with its length said; a long list of
    choices names the nearest and the first few with their count (--help lists them all);
    any other word over 80 characters (an unrecognized argument) is cut the same way."""
    choices = re.search(r" \(choose from (.*)\)$", message)
    if choices and len(choices.group(1)) > 160:
        names = re.findall(r"'([^']*)'", choices.group(1))
        bad = re.search(r"invalid choice: '([^']*)'", message)
        shown = allowed(names, bad.group(1) if bad else None)
        message = message[: choices.start()] + f" (choose {shown}; --help lists them all)"
    message = re.sub(r"'([^']{81,})'", lambda m: short_repr(m.group(1)), message)
    return re.sub(
        r"[^\s']{81,}", lambda m: f"{m.group()[:80]}… ({len(m.group()):,} characters)", message
    )


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(usage_line(message))


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser: every command, or with `only`, that one command alone (what
    a run of it needs; the others are not imported)."""
    parser = _Parser(prog="hwplanner", description="Plan GPUs, time and money for LLM work.")
    parser.add_argument("--version", action="version", version=f"hwplanner {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name in COMMANDS if only is None else (only,):
        command(name).add_parser(sub)
    parser.set_defaults(root_parser=parser)
    return parser


def _named_command(argv: Sequence[str]) -> str | None:
    """The command a command line runs, when its first word names one (else None: every
    command is listed, for --help, --version or an unknown word's error)."""
    first = argv[0] if argv else ""
    return first if first in COMMANDS and first != "completion" else None


# logging's WARNING and ERROR: `logging` is imported when a line is said, not by every start (a
# command that succeeds says none)
WARNING, ERROR = 30, 40


def _handlers() -> tuple[logging.Handler, logging.Handler]:
    """The terminal's handler and the log file's."""
    import logging

    class _Terminal(logging.Handler):
        """The terminal's one line, "hwplanner: error: …", on the standard error of the moment
        (a test or a caller may have replaced it); a stream that cannot take it is no second
        error."""

        def emit(self, record: logging.LogRecord) -> None:
            with contextlib.suppress(OSError, ValueError):
                print(f"hwplanner: {record.getMessage()}", file=sys.stderr)

    class _LogFile(logging.Handler):
        """The same line, timestamped, appended to the log when its folder exists (the app, or
        an internal error's traceback, made it), it is a regular file that can be written (a
        FIFO there is never opened) and it is smaller than paths.LOG_BYTES (the app rotates
        it)."""

        def emit(self, record: logging.LogRecord) -> None:
            import time

            from hwplanner import paths
            from hwplanner.atomic import append_regular

            path = paths.log_file()
            with contextlib.suppress(OSError, ValueError):
                if not path.parent.is_dir():  # a mistyped command makes no folders on the disk
                    return
                if path.is_file() and path.stat().st_size >= paths.LOG_BYTES:
                    return
                when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(record.created))
                line = f"{when} {record.levelname} {record.name}: {record.getMessage()}\n"
                append_regular(path, line)

    return _Terminal(), _LogFile()


def _say(level: int, text: str) -> None:
    """One line to the terminal and the log, through `logging` (handlers made once)."""
    import logging

    log = logging.getLogger("hwplanner.cli")
    if not log.handlers:
        for handler in _handlers():
            log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False  # the app's handlers (hwplanner's root) have their own file
    log.log(level, "%s", text)


_SAID: list[str] = []  # "interrupted" once said, for a second Ctrl-C (interrupted())


def interrupted() -> None:
    """Say `interrupted` once: a second Ctrl-C while the first is being reported (the fuzz
    runs saw a process killed by the signal right after the line) says nothing more."""
    if not _SAID:
        _say(WARNING, "interrupted")
        _SAID.append("interrupted")


def _interrupted_exit() -> int:
    """Ctrl-C: what was still buffered for the output goes nowhere, one line, the shell's code
    for SIGINT."""
    _discard_stdout()
    interrupted()
    return 130


def _internal(exc: BaseException) -> int:
    """Log the traceback and say where, in one line (the log only when it is a regular file
    that can be written: a FIFO there would block, an unwritable folder is no reason for a
    traceback on the terminal)."""
    import traceback

    from hwplanner import paths
    from hwplanner.atomic import append_regular

    path = paths.log_file()
    logged = append_regular(path, "".join(traceback.format_exception(exc)))
    where = f"; details in {path}" if logged else ""
    first = (str(exc).splitlines() or [""])[0][:200]
    _say(ERROR, f"internal error: {type(exc).__name__}: {first}{where}")
    return 1


def main(
    argv: Sequence[str] | None = None,
    *,
    program: bool | None = None,
    loaded: Callable[[], None] | None = None,
) -> int:
    """Run the command line `argv` (None: the process's own); exit status. As the program
    (`program`, by default when `argv` is None), a Ctrl-C after the answer is decided is
    ignored: the process ends with that answer's status, never killed by the signal.
    `loaded` is called once the command's modules are imported, before it runs."""
    _SAID.clear()
    try:
        try:
            return _main(argv, loaded)
        except KeyboardInterrupt:  # a second Ctrl-C while the first was being reported
            interrupted()
            return 130
    finally:
        if argv is None if program is None else program:
            with contextlib.suppress(ValueError, OSError):  # not the main thread
                signal.signal(signal.SIGINT, signal.SIG_IGN)


def _main(argv: Sequence[str] | None, loaded: Callable[[], None] | None = None) -> int:
    _tolerant_streams()
    try:
        # a process's arguments cannot hold a NUL byte; a Python caller's can, and no file name
        # or value may: refused by position before a file is touched or a run is made
        given = list(sys.argv[1:] if argv is None else argv)
        bad = next((i for i, a in enumerate(given) if "\0" in a), None)
        if bad is not None:
            raise UsageError(
                f"argument {bad + 1} holds a NUL character, which no name or value may"
            )
        parser = build_parser(_named_command(given))
        if loaded is not None:
            loaded()
        args = parser.parse_args(given)
        if args.command is None:
            parser.print_help()
            return 0
        from hwplanner import paths

        paths.migrate()  # files where hwplanner 0.1 kept them move to today's places, once
        from hwplanner.i18n import binary_sizes

        with binary_sizes(getattr(args, "gib", False)):  # sizes inside warnings as the figures
            code: int = command(args.command).run(args)
            return code
    except UsageError as exc:
        return _usage(exc)
    except BrokenPipeError:
        # the reader went away (`hwplanner catalog gpus | head`): nothing more to say
        _discard_stdout()
        return 0
    except KeyboardInterrupt:  # Ctrl-C: one line, the shell's code for SIGINT
        return _interrupted_exit()
    except OSError as exc:
        if exc.errno not in _OUTPUT_ERRNOS:
            return _internal(exc)
        _discard_stdout()  # a full disk or a failing device under the output
        _say(ERROR, f"error: cannot write the output: {exc.strerror}")
        return 1
    except Exception as exc:
        if interrupts.seen():  # what a Ctrl-C broke where it landed (remember_interrupts)
            return _interrupted_exit()
        if _is_catalog_error(exc):  # a broken catalog file: bad input, named
            return _usage(exc)
        return _internal(exc)


# errors of the device under the output (a full disk, a failing device), not of the command
_OUTPUT_ERRNOS = frozenset({errno.ENOSPC, errno.EIO, errno.EFBIG, getattr(errno, "EDQUOT", -1)})


def _tolerant_streams() -> None:
    """Text the output's encoding cannot hold (PYTHONIOENCODING=ascii, a C locale) is replaced,
    never a UnicodeEncodeError; JSON escapes it instead (output.print_json)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(OSError, ValueError):
                reconfigure(errors="replace")


def _discard_stdout() -> None:
    """Whatever is still buffered for the output goes nowhere (it cannot be written, or no one
    reads it), so the interpreter's exit prints no second error."""
    import os

    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def _usage(exc: Exception) -> int:
    text = (str(exc).splitlines() or [""])[0]
    _say(ERROR, f"error: {text}")
    return 2


def _is_catalog_error(exc: Exception) -> bool:
    catalog = sys.modules.get("hwplanner.catalog")  # raised from there: it is loaded
    return catalog is not None and isinstance(exc, catalog.CatalogError)


__all__ = ["UsageError", "build_parser", "main"]
