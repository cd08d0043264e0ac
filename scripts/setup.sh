#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Shared set-up for scripts/run.sh, scripts/test.sh and scripts/ci-extra.sh: install the system
# packages that are missing, then configure and build one CMake preset. CMake itself finds Qt and
# says what it found, or what is missing and how to get it (CMakeLists.txt, feature_summary).
#
#   scripts/setup.sh [PRESET]          set up and build PRESET (default: release)
#   scripts/setup.sh --packages        print the Debian/Ubuntu package list, one per line
#                                      (COUNTDOWN_WANT_DEV_PACKAGES=0: only what the game needs)
#   scripts/setup.sh --install-packages  only install what is missing (as root: CI then builds
#                                      and tests as a normal user)
#   source scripts/setup.sh            define the countdown_* functions without running anything
#
# Written for bash 3.2 too (macOS's /bin/bash): no associative arrays, no mapfile.

# The system packages we need on Debian 12 and 13 / Ubuntu 24.04 — the ONE place they are listed.
# What building and playing the game needs (scripts/run.sh installs only these):
COUNTDOWN_APT_PACKAGES=(
    build-essential       # GCC 12 C++ compiler, make, libc headers
    cmake                 # the build system (3.25: CMakePresets.json schema 6)
    ninja-build           # the generator our presets use; builds on all cores
    qt6-base-dev          # Qt Core, Gui, Widgets, Test, Sql: headers and CMake packages
    qt6-base-dev-tools    # moc, rcc, uic: Qt's code generators run by CMake
    libgl-dev             # OpenGL headers: Qt6Gui's CMake package fails without them
    libqt6opengl6-dev?    # Debian 12: Qt6OpenGL's CMake package, which Qt6Charts' needs (only a
                          # recommendation of qt6-charts-dev); Debian 13 has it in qt6-base-dev
    qt6-tools-dev         # Qt6LinguistTools and the other Qt tool CMake packages
    qt6-tools-dev-tools   # tools those CMake packages point at
    qt6-l10n-tools        # lupdate/lrelease: build our translations
    qt6-multimedia-dev    # QSoundEffect for the game's sounds
    qt6-svg-dev           # SVG icons and tiles, crisp at any DPI
    qt6-charts-dev        # Qt Charts (GPL-3): the statistics window's plots
    qt6-translations-l10n # Qt's own translated strings (qtbase_fr.qm …) loaded at start-up
    libqt6sql6-sqlite     # the QSQLITE plugin: the history of rounds behind the statistics
    qt6-svg-plugins?      # the SVG icon engine (window and About icons): its own package from Debian 13
    fonts-dejavu-core     # a font for the game and for the headless widget tests on minimal systems
)
# A name ending in "?" is wanted only where the distribution has a package of that name: Debian 13
# moved some of Qt's files between packages (what is a package in 12 may be only another one's
# "Provides", which dpkg would never list as installed).
# What testing, checking and packaging need on top (scripts/test.sh, scripts/ci-extra.sh,
# scripts/package.sh): a player need not download a second compiler.
COUNTDOWN_APT_DEV_PACKAGES=(
    git                   # the format check lists tracked sources with git ls-files
    clang-format          # the formatting check in CI and scripts/format.sh
    universal-ctags       # the size check (scripts/ci-extra.sh sizes) finds where functions end
    clang                 # clang++ (14 on Debian 12, 19 on 13): the fuzz preset and the clang build
    libclang-rt-@CLANG@-dev # libFuzzer and clang's ASan/UBSan runtimes of that clang (see countdown_clang_major)
    xvfb                  # a virtual X server for widget tests that need a real display
    xauth                 # xvfb-run needs it
    dpkg-dev              # dpkg-shlibdeps: CPack's DEB lists the libraries the programs link
    file                  # CPack's DEB finds the executables to give dpkg-shlibdeps with it
    desktop-file-utils    # desktop-file-validate: checks the .desktop file (tests, CI package stage)
    appstream             # appstreamcli validate: checks the AppStream metainfo (tests, CI package stage)
    reuse                 # reuse lint: every file states its copyright and licence (CI reuse stage)
)
# scripts/run.sh sets this to 0 before countdown_setup.
COUNTDOWN_WANT_DEV_PACKAGES="${COUNTDOWN_WANT_DEV_PACKAGES:-1}"

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

# --- packages -----------------------------------------------------------------------------------

# Runs a command as root: directly when we are root, through sudo otherwise.
countdown_as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    else
        sudo "$@"
    fi
}

# The major version of the distribution's clang (what the package "clang" depends on: 14 on
# Debian 12, 19 on Debian 13, 18 on Ubuntu 24.04): its runtime package carries the version in its
# name. Read from apt's lists; before they exist (a new machine), from the release.
countdown_clang_major() {
    local major
    major="$(apt-cache depends clang 2>/dev/null |
        sed -n 's/^ *Depends: clang-\([0-9][0-9]*\)$/\1/p' | head -n 1)"
    if [ -z "$major" ] && [ -r /etc/os-release ]; then
        case "$(. /etc/os-release && echo "$ID $VERSION_ID")" in
        "debian 13") major=19 ;;
        "ubuntu 24.04") major=18 ;;
        *) major=14 ;;
        esac
    fi
    echo "${major:-14}"
}

# Of the names given, those apt has a package for (from its lists: none before the first
# update), one per line. One apt-cache call for all: each costs over half a second.
countdown_apt_known_packages() {
    [ "$#" -gt 0 ] || return 0
    apt-cache policy "$@" 2>/dev/null | awk '
        /^[^ ].*:$/ { name = substr($0, 1, length($0) - 1) }
        /^ *Candidate:/ && $2 != "(none)" { print name }'
}

# The packages this run wants, one per line: the game's, and unless COUNTDOWN_WANT_DEV_PACKAGES
# is 0 the developers' too; "name?" only where the distribution has it.
countdown_wanted_apt_packages() {
    local pkg all optional=()
    all="$(printf '%s\n' "${COUNTDOWN_APT_PACKAGES[@]}")"
    if [ "$COUNTDOWN_WANT_DEV_PACKAGES" != 0 ]; then
        all="$all
$(printf '%s\n' "${COUNTDOWN_APT_DEV_PACKAGES[@]}" | sed "s/@CLANG@/$(countdown_clang_major)/")"
    fi
    for pkg in $all; do
        case "$pkg" in
        *\?) optional+=("${pkg%\?}") ;;
        *) echo "$pkg" ;;
        esac
    done
    countdown_apt_known_packages ${optional[@]+"${optional[@]}"}
}

# Prints the wanted packages that are not installed, one per line.
countdown_missing_apt_packages() { # [WANTED]: the list, when the caller has it already
    local installed pkg wanted="${1:-}"
    [ -n "$wanted" ] || wanted="$(countdown_wanted_apt_packages)"
    # One dpkg-query call for all of them; unknown names go to stderr and count as missing.
    # shellcheck disable=SC2086 # one package per line: split on purpose
    installed="$(dpkg-query -W -f='${Package} ${Status}\n' $wanted \
        2>/dev/null | awk '$4 == "installed" { print $1 }')"
    # No "| grep -q" here: with pipefail, grep quitting early can fail the pipeline (SIGPIPE).
    installed="
$installed
"
    for pkg in $wanted; do
        case "$installed" in
        *"
$pkg
"*) ;;
        *) printf '%s\n' "$pkg" ;;
        esac
    done
}

# Fails early, before installing anything, when the distribution's Qt is too old (Ubuntu 22.04
# has 6.2) and the user has not pointed CMake at a Qt of their own.
countdown_check_apt_qt_candidate() {
    local candidate
    [ -z "${CMAKE_PREFIX_PATH:-}" ] && [ -z "${Qt6_DIR:-}" ] || return 0
    candidate="$(apt-cache policy qt6-base-dev 2>/dev/null | awk '/Candidate:/ { print $2 }')"
    if [ -z "$candidate" ] || [ "$candidate" = "(none)" ]; then
        countdown_qt_too_old_message "none (no qt6-base-dev package in this system's sources)"
        return 1
    fi
    if ! countdown_version_at_least "$candidate" "$COUNTDOWN_QT_MIN_MAJOR" "$COUNTDOWN_QT_MIN_MINOR"; then
        countdown_qt_too_old_message "$candidate (the qt6-base-dev package this system offers)"
        return 1
    fi
}

countdown_ensure_apt_packages() {
    local missing wanted
    wanted="$(countdown_wanted_apt_packages)"
    missing="$(countdown_missing_apt_packages "$wanted")"
    if [ -z "$missing" ]; then
        COUNTDOWN_SUMMARY="all $(printf '%s\n' "$wanted" | wc -l | tr -d ' ') packages present"
        return 0
    fi
    # shellcheck disable=SC2086 # one package per line: split on purpose
    countdown_say "[setup] missing packages:" $missing
    if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
        countdown_err "installing them needs root, and sudo is not installed. As root, run:"
        # shellcheck disable=SC2086
        countdown_err "  apt-get update && apt-get install -y --no-install-recommends" $missing
        return 1
    fi
    # .ci/run has just updated the lists: no need to do it twice.
    if [ -z "${COUNTDOWN_APT_UPDATED:-}" ]; then
        countdown_as_root env DEBIAN_FRONTEND=noninteractive apt-get update || return 1
        # Names that depend on the lists (the clang runtime's) are only right now.
        missing="$(countdown_missing_apt_packages)"
    fi
    countdown_check_apt_qt_candidate || return 1
    # shellcheck disable=SC2086
    countdown_as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends $missing || return 1
    COUNTDOWN_SUMMARY="installed $(printf '%s\n' "$missing" | wc -l | tr -d ' ') missing packages"
}

countdown_ensure_brew_packages() {
    local missing="" f
    if ! command -v brew >/dev/null 2>&1; then
        countdown_err "Homebrew is not installed. Install it from https://brew.sh, then run this"
        countdown_err "again, or install Qt >= 6.4 (Qt online installer), CMake >= 3.25 and Ninja"
        countdown_err "yourself and pass -DCMAKE_PREFIX_PATH=<Qt dir>/macos to cmake."
        return 1
    fi
    if ! xcode-select -p >/dev/null 2>&1; then
        countdown_err "The Xcode command line tools (the C++ compiler) are missing:"
        countdown_err "run  xcode-select --install  and then this script again."
        return 1
    fi
    for f in qt cmake ninja; do
        brew list --versions "$f" >/dev/null 2>&1 || missing="$missing $f"
    done
    if [ -z "$missing" ]; then
        COUNTDOWN_SUMMARY="qt, cmake, ninja present (Homebrew)"
    else
        # shellcheck disable=SC2086
        brew install $missing || return 1
        COUNTDOWN_SUMMARY="installed$missing (Homebrew)"
    fi
    # Homebrew's Qt is keg-style on some versions: point CMake at it unless the user chose one.
    if [ -z "${CMAKE_PREFIX_PATH:-}" ]; then
        CMAKE_PREFIX_PATH="$(brew --prefix qt)"
        export CMAKE_PREFIX_PATH
    fi
}

countdown_windows_instructions() {
    cat >&2 <<'EOF'
Windows is not set up automatically. To build Countdown Numbers by hand:

  1. Install Qt 6.4 or newer: the Qt online installer (https://www.qt.io/download-open-source),
     choosing "MinGW 64-bit" (or "MSVC 2019/2022 64-bit") for your Qt version; or with aqt:
         pip install aqtinstall
         aqt install-qt windows desktop 6.4.3 win64_mingw -O C:\Qt
  2. Install CMake 3.25 or newer (https://cmake.org/download, "add to PATH") and Ninja
     (https://github.com/ninja-build/ninja/releases, put ninja.exe on PATH). The Qt installer can
     install both, plus a MinGW compiler, under "Developer and Designer Tools".
  3. A compiler: the MinGW that comes with Qt (put its bin folder on PATH), or Visual Studio 2022
     "Desktop development with C++" (then run the commands below from the
     "x64 Native Tools Command Prompt").
  4. From the project folder:
         cmake --preset release -DCMAKE_PREFIX_PATH=C:/Qt/6.4.3/mingw_64
         cmake --build --preset release
         ctest --preset release
     The programs are then in build\release\app\. Warnings stop the build with either compiler
     (-Werror, /WX); should one this project has not met yet stop yours, add
     -DCOUNTDOWN_WERROR=OFF to the first command.

Windows builds are not tested yet.
EOF
}

# Installs what is missing for this OS; leaves a one-line summary in COUNTDOWN_SUMMARY. Not to be
# called in $(...): on macOS it exports CMAKE_PREFIX_PATH for the cmake calls that follow.
countdown_ensure_packages() {
    case "$(countdown_os)" in
    debian) countdown_ensure_apt_packages ;;
    macos) countdown_ensure_brew_packages ;;
    windows)
        countdown_windows_instructions
        return 1
        ;;
    *)
        COUNTDOWN_SUMMARY="unknown system ($(uname -s)): nothing installed;"
        COUNTDOWN_SUMMARY="$COUNTDOWN_SUMMARY you need a C++20 compiler, CMake >= 3.25, Ninja, Qt >= 6.4"
        ;;
    esac
}

# --- Qt and CMake versions ----------------------------------------------------------------------

# Said before installing anything when the system's own Qt is too old; CMakeLists.txt says the
# same when it finds no Qt 6.4, on any system.
countdown_qt_too_old_message() {
    cat >&2 <<EOF
ERROR: Countdown Numbers needs Qt ${COUNTDOWN_QT_MIN_MAJOR}.${COUNTDOWN_QT_MIN_MINOR} or newer; the Qt found is: $1

  How to get it:
  - Debian 12 (bookworm) and Ubuntu 24.04 (noble) ship Qt 6.4.2, Debian 13 (trixie) Qt 6.8.2, as
    packages: on those, this script installs it. Ubuntu 22.04 ships Qt 6.2, which is too old.
  - Anywhere else: install Qt 6.4 or newer with the Qt online installer
    (https://www.qt.io/download-open-source) or aqt (pip install aqtinstall), then point CMake at it:
        export CMAKE_PREFIX_PATH=\$HOME/Qt/6.4.3/gcc_64     # the folder that holds lib/cmake/Qt6
    and run this script again (or: cmake --preset release -DCMAKE_PREFIX_PATH=...).
EOF
}

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

# --- configure and build ------------------------------------------------------------------------

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

# --- run directly -------------------------------------------------------------------------------

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    case "${1:-}" in
    --packages) countdown_wanted_apt_packages ;;
    --install-packages)
        countdown_ensure_packages
        countdown_say "[setup] packages: $COUNTDOWN_SUMMARY"
        ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) countdown_setup "${1:-release}" ;;
    esac
fi
