#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Installs what is missing, builds the release preset and starts the game.
#   scripts/run.sh [ARGS...]      ARGS go to the game
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

# Only what building and playing need: the tools of testing, packaging and checking are not a
# player's.
COUNTDOWN_PACKAGE_LISTS="apt-game"

countdown_setup release

bin="$COUNTDOWN_ROOT/build/release/app"
game="$bin/countdown-numbers"
[ -x "$game" ] || game="$bin/countdown-numbers.app/Contents/MacOS/countdown-numbers" # macOS bundle

if [ "$(uname -s)" = Linux ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]; then
    echo "note: no DISPLAY or WAYLAND_DISPLAY set: the game window needs a graphical session" \
        "(or try: xvfb-run $game --smoke-test)" >&2
fi
exec "$game" "$@"
