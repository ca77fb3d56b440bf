"""`python -m hwplanner`: the command line (with no arguments: the desktop app)."""

import sys

from hwplanner.launch import main, program_exit

if __name__ == "__main__":
    program_exit(main(sys.argv[1:] or ["gui"]))
