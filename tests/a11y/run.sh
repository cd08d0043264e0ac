#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# The game under a screen reader's eyes, end to end: tests/a11y/run.sh GAME PYTHON SCRIPT
# starts GAME (countdown-numbers) in a scratch home, with Qt's AT-SPI bridge on, inside its own
# X server (xvfb-run) and D-Bus session (dbus-run-session, which starts the AT-SPI bus), and runs
# SCRIPT (play_by_keys.py) with PYTHON against it. CTest's a11y_play_by_keys.
set -eu
unset QT_QPA_PLATFORM # the game on the X server, where the AT-SPI bridge is
game="$1" python="$2" script="$3"
if [ -z "${COUNTDOWN_A11Y_INSIDE:-}" ]; then
    COUNTDOWN_A11Y_INSIDE=1 exec xvfb-run -a -s '-screen 0 1280x1024x24' \
        dbus-run-session -- "$0" "$@"
fi
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/config/CountdownNumbers"
# No guided first round, no pauses of the draw: the round starts at once.
printf '[help]\nguidedRoundDone=true\n[display]\nreducedMotion=true\nlanguage=en\n' \
    >"$home/config/CountdownNumbers/countdown-numbers.conf"
HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
    XDG_CACHE_HOME="$home/cache" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 \
    "$game" --seed 7 >"$home/game.log" 2>&1 &
pid=$!
rc=0
"$python" "$script" || rc=$?
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
[ "$rc" -eq 0 ] || { echo "the game's output:"; cat "$home/game.log"; }
exit "$rc"
