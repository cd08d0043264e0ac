#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Builds the release preset (installing what is missing, like run.sh) and the packages of this
# system with CPack, in build/release/:
#   Debian/Ubuntu: countdown-numbers_<version>_<arch>.deb and countdown-numbers-<version>-Linux.tar.gz
#   macOS: a .dmg (untested; Windows: build the NSIS installer by hand, see README.md)
#   scripts/package.sh [CPACK_ARGS...]      e.g. scripts/package.sh -G DEB
# Then, on Debian/Ubuntu:  sudo apt install ./build/release/countdown-numbers_*.deb
set -euo pipefail
# What building, the package and its checks need (the checks of the sources are not theirs).
COUNTDOWN_PACKAGE_LISTS="${COUNTDOWN_PACKAGE_LISTS:-apt-game apt-tests apt-packaging}"
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

countdown_setup release

cd "$COUNTDOWN_ROOT/build/release"
t="$(countdown_now_ms)"
countdown_say "[package] cpack${*:+ $*} in build/release"
cpack "$@"
countdown_say "[package] cpack: done ($(countdown_seconds_since "$t") s)"
