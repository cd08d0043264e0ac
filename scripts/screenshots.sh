#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Makes the README's screenshots from the game itself (offscreen, English, light, dark and
# high contrast):
#   scripts/screenshots.sh            writes docs/screenshots/*.png
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
countdown_setup release >/dev/null
cmake --build --preset release --target countdown-screenshots >/dev/null
"$COUNTDOWN_ROOT/build/release/tests/tools/countdown-screenshots" "$COUNTDOWN_ROOT/docs/screenshots"
