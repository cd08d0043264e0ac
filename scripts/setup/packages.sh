# shellcheck shell=bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Installing what is missing, for scripts/setup.sh (which sources this file and defines the
# helpers used here): apt on Debian and Ubuntu, Homebrew on macOS, instructions on Windows.
# What to install is data: the lists of this folder (apt-*.txt, brew.txt).

# The entries of a list of this folder, one per line: no comments, no blanks.
countdown_list() {
    sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$COUNTDOWN_ROOT/scripts/setup/$1.txt"
}
# A message of this folder, everything after its header, on stderr.
countdown_message() { sed '1,/^$/d' "$COUNTDOWN_ROOT/scripts/setup/$1.txt" >&2; }

# --- Debian and Ubuntu --------------------------------------------------------------------------

# The major version of the distribution's clang (what the package "clang" depends on: 14 on
# Debian 12, 19 on Debian 13, 18 on Ubuntu 24.04): its runtime package carries the version in its
# name. Read from apt's lists; before they exist (a new machine), from the release.
countdown_clang_major() {
    local major
    major="$(apt-cache depends clang 2>/dev/null |
        sed -n 's/^ *Depends: clang-\([0-9][0-9]*\)$/\1/p' | head -n 1)"
    if [ -z "$major" ]; then
        case "$(. /etc/os-release 2>/dev/null && echo "$ID $VERSION_ID")" in
        "debian 13") major=19 ;;
        "ubuntu 24.04") major=18 ;;
        *) major=14 ;;
        esac
    fi
    echo "$major"
}

# Of the names given, those apt has a package for (from its lists: none before the first
# update), one per line. One apt-cache call for all: each costs over half a second.
countdown_apt_known_packages() {
    [ "$#" -gt 0 ] || return 0
    apt-cache policy "$@" 2>/dev/null | awk '
        /^[^ ].*:$/ { name = substr($0, 1, length($0) - 1) }
        /^ *Candidate:/ && $2 != "(none)" { print name }'
}

# The packages this run wants, one per line: those of the lists in COUNTDOWN_PACKAGE_LISTS
# (setup.sh), then the "name?" ones the distribution has.
countdown_wanted_apt_packages() {
    local all="" list
    for list in $COUNTDOWN_PACKAGE_LISTS; do
        all="$all$(countdown_list "$list")
"
    done
    case " $COUNTDOWN_PACKAGE_LISTS " in
    *" apt-developers "*) all="$(printf '%s' "$all" | sed "s/@CLANG@/$(countdown_clang_major)/")" ;;
    esac
    printf '%s\n' "$all" | grep -v -e '?$' -e '^$'
    # shellcheck disable=SC2046 # one package per line: split on purpose
    countdown_apt_known_packages $(printf '%s\n' "$all" | sed -n 's/?$//p')
}

# Prints the wanted packages that are not installed, one per line.
# shellcheck disable=SC2086 # one package per line: split on purpose
countdown_missing_apt_packages() { # [WANTED]: the list, when the caller has it already
    local installed wanted="${1:-}"
    [ -n "$wanted" ] || wanted="$(countdown_wanted_apt_packages)"
    # One dpkg-query call for all of them; unknown names go to stderr and count as missing.
    installed="$(dpkg-query -W -f='${Package} ${Status}\n' $wanted 2>/dev/null |
        awk '$4 == "installed" { print $1 }')"
    printf '%s\n' $wanted | grep -vxF -e "$installed" || true
}

# Fails early, before installing anything, when the distribution's Qt is too old (Ubuntu 22.04
# has 6.2) and the user has not pointed CMake at a Qt of their own.
countdown_check_apt_qt_candidate() {
    local candidate found
    [ -z "${CMAKE_PREFIX_PATH:-}" ] && [ -z "${Qt6_DIR:-}" ] || return 0
    candidate="$(apt-cache policy qt6-base-dev 2>/dev/null | awk '/Candidate:/ { print $2 }')"
    if [ -z "$candidate" ] || [ "$candidate" = "(none)" ]; then
        found="none (no qt6-base-dev package in this system's sources)"
    elif ! countdown_version_at_least "$candidate" "$COUNTDOWN_QT_MIN_MAJOR" "$COUNTDOWN_QT_MIN_MINOR"; then
        found="$candidate (the qt6-base-dev package this system offers)"
    else
        return 0
    fi
    printf 'ERROR: Countdown Numbers needs Qt %s.%s or newer; the Qt found is: %s\n\n' \
        "$COUNTDOWN_QT_MIN_MAJOR" "$COUNTDOWN_QT_MIN_MINOR" "$found" >&2
    countdown_message qt-too-old
    return 1
}

# shellcheck disable=SC2086 # one package per line: split on purpose
countdown_ensure_apt_packages() {
    local missing wanted
    wanted="$(countdown_wanted_apt_packages)"
    missing="$(countdown_missing_apt_packages "$wanted")"
    if [ -z "$missing" ]; then
        COUNTDOWN_SUMMARY="all $(printf '%s\n' "$wanted" | wc -l | tr -d ' ') packages present"
        return 0
    fi
    countdown_say "[setup] missing packages:" $missing
    if [ "$(id -u)" -ne 0 ] && ! command -v sudo >/dev/null 2>&1; then
        countdown_err "installing them needs root, and sudo is not installed. As root, run:"
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
    countdown_as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends $missing || return 1
    COUNTDOWN_SUMMARY="installed $(printf '%s\n' "$missing" | wc -l | tr -d ' ') missing packages"
}

# --- macOS and the rest -------------------------------------------------------------------------

countdown_ensure_brew_packages() {
    local all="" missing="" f
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
    for f in $(countdown_list brew); do
        all="${all:+$all, }$f"
        brew list --versions "$f" >/dev/null 2>&1 || missing="$missing $f"
    done
    if [ -z "$missing" ]; then
        COUNTDOWN_SUMMARY="$all present (Homebrew)"
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

# Installs what is missing for this OS; leaves a one-line summary in COUNTDOWN_SUMMARY. Not to be
# called in $(...): on macOS it exports CMAKE_PREFIX_PATH for the cmake calls that follow.
countdown_ensure_packages() {
    case "$(countdown_os)" in
    debian) countdown_ensure_apt_packages ;;
    macos) countdown_ensure_brew_packages ;;
    windows) countdown_message windows-instructions; return 1 ;;
    *)
        COUNTDOWN_SUMMARY="unknown system ($(uname -s)): nothing installed;"
        COUNTDOWN_SUMMARY="$COUNTDOWN_SUMMARY you need a C++20 compiler, CMake >= 3.25, Ninja, Qt >= 6.4"
        ;;
    esac
}

