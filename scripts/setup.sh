#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Shared set-up for scripts/run.sh, scripts/test.sh and scripts/ci-extra.sh: install the system
# packages that are missing, then configure and build one CMake preset. CMake itself finds Qt and
# says what it found, or what is missing and how to get it (CMakeLists.txt, feature_summary).
# What it installs is data, in scripts/setup/: the package lists, and the longer messages.
#
#   scripts/setup.sh [PRESET]          set up and build PRESET (default: release)
#   scripts/setup.sh --packages        print the Debian/Ubuntu package list, one per line
#                                      (COUNTDOWN_PACKAGE_LISTS: which lists, see below)
#   scripts/setup.sh --install-packages  only install what is missing (as root: CI then builds
#                                      and tests as a normal user)
#   source scripts/setup.sh            define the countdown_* functions without running anything
#
# Written for bash 3.2 too (macOS's /bin/bash): no associative arrays, no mapfile.

# Which lists of scripts/setup/ to install, each a step on the one before: what a player needs
# (scripts/run.sh), what the tests need too (scripts/test.sh), what packaging needs too
# (scripts/package.sh, CI's package stage), and by default everything, the checks' tools too.
# Each command installs no more than it uses: a pristine machine's `scripts/test.sh` spares the
# second compiler and lintian (about two minutes of downloads in CI's fresh trees).
COUNTDOWN_PACKAGE_LISTS="${COUNTDOWN_PACKAGE_LISTS:-apt-game apt-tests apt-packaging apt-developers}"
# The oldest of each that the build accepts: Qt as Debian 12 ships it, CMake for the presets.
COUNTDOWN_QT_MIN_MAJOR=6
COUNTDOWN_QT_MIN_MINOR=4
COUNTDOWN_CMAKE_MIN_MAJOR=3
COUNTDOWN_CMAKE_MIN_MINOR=25

COUNTDOWN_SUMMARY=""
COUNTDOWN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# --- small helpers ------------------------------------------------------------------------------

countdown_now_ms() {
    # EPOCHREALTIME exists from bash 5; fall back to whole seconds elsewhere (macOS bash 3.2).
    if [ -n "${EPOCHREALTIME:-}" ]; then
        local t="${EPOCHREALTIME/[.,]/}"
        echo $((10#$t / 1000))
    else
        echo $(($(date +%s) * 1000))
    fi
}

countdown_seconds_since() { # START_MS -> "12.3"
    local ms=$(($(countdown_now_ms) - $1))
    printf '%d.%d' $((ms / 1000)) $(((ms % 1000) / 100))
}

countdown_say() { printf '==> %s\n' "$*"; }
countdown_err() { printf 'ERROR: %s\n' "$*" >&2; }
countdown_nproc() {
    nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null ||
        echo 2
}

# Runs a command as root: directly when we are root, through sudo otherwise.
countdown_as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    else
        sudo "$@"
    fi
}

countdown_os() { # prints debian | macos | windows | other
    case "$(uname -s)" in
    Linux)
        if command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
            echo debian
        else
            echo other
        fi
        ;;
    Darwin) echo macos ;;
    MINGW* | MSYS* | CYGWIN*) echo windows ;;
    *) echo other ;;
    esac
}

# "6.4.2+dfsg-10", "1:3.25.1-1", "6.2.4" -> true when MAJOR.MINOR >= $2.$3
countdown_version_at_least() {
    local v="${1#*:}" major minor
    major="${v%%.*}"
    case "$v" in
    *.*) minor="${v#*.}" ;;
    *) minor=0 ;;
    esac
    minor="${minor%%[!0-9]*}"
    major="${major%%[!0-9]*}"
    [ -n "$major" ] && [ -n "$minor" ] || return 1
    [ "$major" -gt "$2" ] || { [ "$major" -eq "$2" ] && [ "$minor" -ge "$3" ]; }
}

# Installing the packages (countdown_ensure_packages, countdown_wanted_apt_packages …), whose
# lists are in scripts/setup/ too.
# shellcheck source=scripts/setup/packages.sh
source "$COUNTDOWN_ROOT/scripts/setup/packages.sh"

# --- CMake: check, configure, build -------------------------------------------------------------

# CMakePresets.json needs CMake 3.25: an older one would only say that it cannot read the file.
countdown_check_cmake() {
    local version
    if ! command -v cmake >/dev/null 2>&1; then
        countdown_err "cmake is not installed (CMake >= 3.25 is needed)."
        return 1
    fi
    version="$(cmake --version | sed -n 's/^cmake version \([0-9][0-9.]*\).*/\1/p')"
    if ! countdown_version_at_least "$version" "$COUNTDOWN_CMAKE_MIN_MAJOR" "$COUNTDOWN_CMAKE_MIN_MINOR"; then
        countdown_err "CMake $version is too old: CMakePresets.json needs CMake 3.25 or newer."
        countdown_err "Ubuntu 22.04: 'pip install cmake' or Kitware's apt repository; or https://cmake.org/download"
        return 1
    fi
}

# Configures PRESET (quick when it was configured before: CMake keeps its cache, and rewrites
# nothing that has not changed) and builds it.
countdown_configure_and_build() {
    local preset="$1" t
    t="$(countdown_now_ms)"
    (cd "$COUNTDOWN_ROOT" && cmake --preset "$preset") || return 1
    countdown_say "[setup] configure $preset: done ($(countdown_seconds_since "$t") s)"
    t="$(countdown_now_ms)"
    (cd "$COUNTDOWN_ROOT" && cmake --build --preset "$preset") || return 1
    countdown_say "[setup] build $preset: done ($(countdown_seconds_since "$t") s)"
}

# The whole set-up: packages, CMake's version, configure, build.
countdown_setup() {
    local preset="${1:-release}" t
    t="$(countdown_now_ms)"
    countdown_ensure_packages || return 1
    countdown_say "[setup] packages: $COUNTDOWN_SUMMARY ($(countdown_seconds_since "$t") s)"
    countdown_check_cmake || return 1
    countdown_configure_and_build "$preset"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    case "${1:-}" in
    --packages) countdown_wanted_apt_packages ;;
    --install-packages)
        countdown_ensure_packages
        countdown_say "[setup] packages: $COUNTDOWN_SUMMARY"
        ;;
    -h | --help) sed -n '5,/^$/s/^# \{0,1\}//p' "$0" ;;
    *) countdown_setup "${1:-release}" ;;
    esac
fi
