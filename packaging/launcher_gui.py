"""Bundle entry point `hwplanner-gui`: the desktop app (a windowed executable on Windows/macOS)."""

import sys

from hwplanner.cli import main

if __name__ == "__main__":
    sys.exit(main(["gui", *sys.argv[1:]]))
