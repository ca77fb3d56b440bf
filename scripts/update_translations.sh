#!/bin/sh
# Refresh the translations from the source: list the engine's marked strings (read from its
# code by scripts/engine_strings.py), extract every marked string of hwplanner/ (and of the
# example projects, scripts/make_examples.py) into
# resources/translations/*.ts with pyside6-lupdate (keeping existing translations, dropping
# strings no longer used), and compile the .qm files the app loads (hwplanner/qm.py, as an
# install's build does; the .qm files are not kept in the repository). The .ts files are the
# translators' source of truth: edit them with Qt Linguist (or scripts/ts_fill.py for a batch),
# then run this again.
set -eu
cd "$(dirname "$0")/.."
PY=${PYTHON:-python}
BIN=$(dirname "$($PY -c 'import sys; print(sys.executable)')")
LUPDATE=$(command -v pyside6-lupdate || echo "$BIN/pyside6-lupdate")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$PY scripts/engine_strings.py "$tmp/engine_strings.py"
files="$(find hwplanner -name '*.py' | sort) scripts/make_examples.py"
for lang in zh_TW zh_CN; do
    # shellcheck disable=SC2086
    "$LUPDATE" $files "$tmp/engine_strings.py" -no-obsolete -locations none \
        -target-language "$lang" -ts "resources/translations/hwplanner_$lang.ts"
done
$PY -m hwplanner.qm resources/translations/hwplanner_zh_TW.ts resources/translations/hwplanner_zh_CN.ts
$PY scripts/ts_fill.py --check
