"""`python -m hwplanner`: the command line (with no arguments: the desktop app)."""

import sys

from hwplanner.launch import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["gui"]))
