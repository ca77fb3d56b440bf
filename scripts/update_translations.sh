#!/bin/sh
# Refresh the translations: list the engine's strings, extract every marked string from
# hwplanner/ into resources/translations/*.ts (dropping ones no longer used), fill them from
# scripts/translations.json, and compile the .qm files the app loads.
set -eu
cd "$(dirname "$0")/.."
python scripts/engine_strings.py
files=$(find hwplanner -name '*.py' | sort)
for lang in zh_TW zh_CN; do
    # shellcheck disable=SC2086
    pyside6-lupdate $files -no-obsolete -locations none -target-language "$lang" \
        -ts "resources/translations/hwplanner_$lang.ts"
done
python scripts/fill_translations.py
for lang in zh_TW zh_CN; do
    pyside6-lrelease "resources/translations/hwplanner_$lang.ts" \
        -qm "resources/translations/hwplanner_$lang.qm"
done
