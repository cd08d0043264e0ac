#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Installs what is missing, builds the release preset and runs the whole test suite headless.
#   scripts/test.sh [CTEST_ARGS...]      e.g. scripts/test.sh -R parser
# The exit code is ctest's; the output ends with CTest's summary.
set -euo pipefail
# What building and the tests need, no more (the checks' and packaging's tools are not theirs).
COUNTDOWN_PACKAGE_LISTS="${COUNTDOWN_PACKAGE_LISTS:-apt-game apt-tests}"
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

countdown_setup release

# The preset sets QT_QPA_PLATFORM=offscreen and prints the output of failing tests.
jobs="$(countdown_nproc)"
countdown_say "[test] ctest --preset release -j$jobs${*:+ $*}"
cd "$COUNTDOWN_ROOT"
rc=0
ctest --preset release -j"$jobs" "$@" || rc=$?
exit "$rc"
