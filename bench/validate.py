"""Print the validation table and summary (and write docs/ACCURACY.md with --write)."""

from __future__ import annotations

import argparse
import sys
import time

from hwplanner.cli import validate as cli


def main() -> int:
    parser = argparse.ArgumentParser(prog="bench/validate.py")
    sub = parser.add_subparsers(dest="command", required=True)
    cli.add_parser(sub)
    args = parser.parse_args(["validate", *sys.argv[1:]])
    start = time.perf_counter()
    status = cli.run(args)
    print(f"validated in {time.perf_counter() - start:.2f} s", file=sys.stderr)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
