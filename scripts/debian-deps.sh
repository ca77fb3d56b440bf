#!/bin/sh
# Debian packages hwplanner needs: Python venv, the libraries Qt loads, fonts (Latin and CJK),
# poppler-utils (tests read printed PDFs), desktop-file-utils (a test validates the desktop
# entry), zsh and fish (tests load the completion scripts into them). Idempotent; uses sudo
# when not root.
set -e
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
PKGS="python3 python3-venv python3-pip libgl1 libegl1 libglib2.0-0 libdbus-1-3 libxkbcommon0 \
libfontconfig1 libx11-6 fonts-dejavu-core fonts-wqy-microhei poppler-utils desktop-file-utils zsh fish \
libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 libxcb-shape0 \
libxkbcommon-x11-0 libxcb-xinerama0 libxcb-randr0"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
