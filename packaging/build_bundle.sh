#!/bin/sh
# Build the one-folder bundle dist/hwplanner/ with PyInstaller (Linux; the same spec works on
# Windows and macOS, see packaging/README.md), then smoke-test it offscreen.
# Usage: packaging/build_bundle.sh [--tar]   (--tar also writes dist/hwplanner-<version>-<os>-<arch>.tar.gz)
set -eu
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
"$PYTHON" -c "import PyInstaller" 2>/dev/null || {
    echo "PyInstaller is missing: $PYTHON -m pip install pyinstaller" >&2
    exit 1
}
"$PYTHON" -c "import hwplanner, PySide6, pyqtgraph" || {
    echo "install hwplanner's dependencies first: $PYTHON -m pip install -c constraints.txt ." >&2
    exit 1
}
start=$(date +%s)
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/hwplanner.spec
end=$(date +%s)
BUNDLE=dist/hwplanner
echo "built $BUNDLE in $((end - start)) s, $(du -sh "$BUNDLE" | cut -f1)"

# Smoke test: the command line, an estimate, and (if the app is there) an offscreen window.
QT_QPA_PLATFORM=offscreen "$BUNDLE/hwplanner" --version
QT_QPA_PLATFORM=offscreen "$BUNDLE/hwplanner" estimate --model llama-3.1-8b --gpu h100-sxm-80gb \
    --json >/dev/null && echo "estimate: ok"
# the window itself: built, laid out and rendered (Qt's offscreen platform, no display needed)
shot=$(mktemp -d)/window.png
QT_QPA_PLATFORM=offscreen HWPLANNER_CONFIG_DIR="$(dirname "$shot")" "$BUNDLE/hwplanner" gui \
    examples/7b-lora-rtx4090.json --screenshot "$shot" --size 1280x800 >/dev/null
[ -s "$shot" ] && echo "window: ok ($shot)"

if [ "${1:-}" = "--tar" ]; then
    version=$("$BUNDLE/hwplanner" --version | cut -d' ' -f2)
    name="hwplanner-$version-$(uname -s | tr 'A-Z' 'a-z')-$(uname -m)"
    tar -C dist -czf "dist/$name.tar.gz" hwplanner
    echo "wrote dist/$name.tar.gz ($(du -sh "dist/$name.tar.gz" | cut -f1))"
fi
