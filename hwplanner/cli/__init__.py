"""The command-line face of the engine: `hwplanner estimate | recommend | catalog | print |
validate | gui`, one module per subcommand.

Exit status: 0 success; 2 bad input (one line on stderr naming the option and what is allowed);
1 an internal failure (one line with the log file's path, the traceback in the log).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from hwplanner import __version__
from hwplanner.catalog import CatalogError
from hwplanner.cli import catalog, completion, estimate, gui, printing, recommend, validate
from hwplanner.cli.errors import UsageError
from hwplanner.i18n import binary_sizes

COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "estimate": estimate.run,
    "recommend": recommend.run,
    "catalog": catalog.run,
    "print": printing.run,
    "validate": validate.run,
    "gui": gui.run,
    "completion": completion.run,
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="hwplanner", description="Plan GPUs, time and money for LLM work.")
    parser.add_argument("--version", action="version", version=f"hwplanner {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    estimate.add_parser(sub)
    recommend.add_parser(sub)
    catalog.add_parser(sub)
    printing.add_parser(sub)
    validate.add_parser(sub)
    gui.add_parser(sub)
    completion.add_parser(sub)
    parser.set_defaults(root_parser=parser)
    return parser


def _internal(exc: BaseException) -> int:
    """Log the traceback and say where, in one line."""
    import logging
    import traceback

    from hwplanner import paths

    path = paths.log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as log:
            log.write("".join(traceback.format_exception(exc)))
        where = f"; details in {path}"
    except OSError:
        logging.getLogger("hwplanner").exception("internal error")
        where = ""
    first = (str(exc).splitlines() or [""])[0]
    print(f"hwplanner: internal error: {type(exc).__name__}: {first}{where}", file=sys.stderr)
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        # a process's arguments cannot hold a NUL byte; a Python caller's can, and no file name
        # or value may: refused by position before a file is touched or a run is made
        given = list(sys.argv[1:] if argv is None else argv)
        bad = next((i for i, a in enumerate(given) if "\0" in a), None)
        if bad is not None:
            raise UsageError(
                f"argument {bad + 1} holds a NUL character, which no name or value may"
            )
        args = parser.parse_args(given)
        if args.command is None:
            parser.print_help()
            return 0
        from hwplanner import paths

        paths.migrate()  # files where hwplanner 0.1 kept them move to today's places, once
        with binary_sizes(getattr(args, "gib", False)):  # sizes inside warnings as the figures
            return COMMANDS[args.command](args)
    except (UsageError, CatalogError) as exc:
        text = (str(exc).splitlines() or [""])[0]
        print(f"hwplanner: error: {text}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (`hwplanner catalog gpus | head`): nothing more to say
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except Exception as exc:
        return _internal(exc)


__all__ = ["UsageError", "build_parser", "main"]
