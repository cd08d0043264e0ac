#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Proves the README's two commands on machines that never saw the project: for each Debian suite,
# a pristine `debootstrap --variant=minbase` tree, /proc, /sys and /dev mounted in it, a fresh
# clone of one commit, then — as a new user would, with nothing else done — in that order the
# README's two commands (or those given with --then)
#     scripts/run.sh --smoke-test      (QT_QPA_PLATFORM=offscreen: the tree has no display)
#     scripts/test.sh
# inside the tree (chroot, as root, an empty environment). Nothing installed on this machine
# reaches the tree: it has its own /usr, its own apt and packages, and the commands see no
# variable of ours. Needs root (debootstrap, mount, chroot) and a Debian host with apt.
#
#   scripts/fresh.sh [OPTIONS] [SUITE...]     SUITE: bookworm (Debian 12), trixie (Debian 13);
#                                             default: both, side by side
#   --commit REV    the commit to clone (default: HEAD of this checkout; uncommitted changes are
#                   not part of it)
#   --sequential    one suite after the other instead of side by side
#   --keep          keep the trees (and their mounts undone) for a look afterwards
#   --verbose       stream each command's output instead of its last lines
#   --user-tests SUITE  then, in that tree, the whole suite again as a normal user (as root the
#                   cases about files that cannot be written are skipped)
#   --package SUITE then, in that tree, CI's package stage: the .deb built, installed with apt
#                   on that pristine system, run and purged (scripts/ci-extra.sh package)
#   --then COMMAND  a command to run in each new tree, in the order given (default: the
#                   README's two above); .ci/run names them, so that CI shows what it proves
#
# Environment: COUNTDOWN_FRESH_DIR (where the trees go, default /var/tmp/countdown-fresh),
# COUNTDOWN_FRESH_CACHE (where the minbase tarballs are kept between runs, default
# /var/cache/countdown-fresh; only debootstrap's own base packages, re-downloaded after a week,
# never anything the commands install), COUNTDOWN_FRESH_MIRROR (default: this machine's Debian
# mirror), COUNTDOWN_FRESH_TIMEOUT (seconds per command, default 2400).
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

fresh_dir="${COUNTDOWN_FRESH_DIR:-/var/tmp/countdown-fresh}"
fresh_cache="${COUNTDOWN_FRESH_CACHE:-/var/cache/countdown-fresh}"
fresh_timeout="${COUNTDOWN_FRESH_TIMEOUT:-2400}"
commit=HEAD
user_tests=""
package=""
keep=0
verbose=0
sequential=0
suites=()
commands=()

while [ $# -gt 0 ]; do
    case "$1" in
    --commit)
        commit="${2:?--commit needs a revision}"
        shift 2
        ;;
    --keep) keep=1 && shift ;;
    --user-tests)
        user_tests="$user_tests ${2:?--user-tests needs a suite}"
        shift 2
        ;;
    --package)
        package="$package ${2:?--package needs a suite}"
        shift 2
        ;;
    --then)
        commands+=("${2:?--then needs a command}")
        shift 2
        ;;
    --verbose) verbose=1 && shift ;;
    --sequential) sequential=1 && shift ;;
    -h | --help)
        sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    bookworm | trixie) suites+=("$1") && shift ;;
    *)
        countdown_err "unknown argument '$1' (suites: bookworm, trixie; see --help)"
        exit 2
        ;;
    esac
done
[ "${#suites[@]}" -gt 0 ] || suites=(bookworm trixie)
[ "${#commands[@]}" -gt 0 ] || commands=("scripts/run.sh --smoke-test" "scripts/test.sh")

if [ "$(id -u)" -ne 0 ]; then
    countdown_err "debootstrap, mount and chroot need root: run  sudo $0 $*"
    exit 2
fi
if [ "$(countdown_os)" != debian ]; then
    countdown_err "this needs a Debian or Ubuntu host with apt (debootstrap comes from there)"
    exit 2
fi

revision="$(git -C "$COUNTDOWN_ROOT" rev-parse --verify "$commit^{commit}")"

# The Debian mirror this machine already uses (deb822 or one-line sources), else deb.debian.org.
host_mirror() {
    local m
    m="$(sed -n 's/^URIs:[[:space:]]*\(http[^[:space:]]*\/debian\)\/\{0,1\}$/\1/p' \
        /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1)"
    [ -n "$m" ] || m="$(sed -n 's/^deb[[:space:]]\{1,\}\(\[[^]]*\][[:space:]]\{1,\}\)\{0,1\}\(http[^[:space:]]*\/debian\)\/\{0,1\}[[:space:]].*/\2/p' \
        /etc/apt/sources.list 2>/dev/null | head -n 1)"
    echo "${m:-http://deb.debian.org/debian}"
}
mirror="${COUNTDOWN_FRESH_MIRROR:-$(host_mirror)}"

# debootstrap itself is the one thing this machine needs.
if ! command -v debootstrap >/dev/null 2>&1; then
    countdown_say "[fresh] installing debootstrap on this machine"
    if [ -z "${COUNTDOWN_APT_UPDATED:-}" ]; then
        DEBIAN_FRONTEND=noninteractive apt-get update -q
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap
fi

arch="$(dpkg --print-architecture)"
mkdir -p "$fresh_dir" "$fresh_cache"

unmount_tree() { # ROOT: undo every mount under ROOT, deepest first
    local root="$1" m
    while read -r m; do
        umount -l "$m" 2>/dev/null || true
    done < <(awk -v r="$root/" 'index($2 "/", r) == 1 { print $2 }' /proc/self/mounts | sort -r)
}

cleanup() {
    local s
    for s in "${suites[@]}"; do
        unmount_tree "$fresh_dir/$s"
        [ "$keep" = 1 ] || rm -rf --one-file-system "${fresh_dir:?}/$s"
    done
}
trap cleanup EXIT

# make_tree SUITE LOG: a pristine minbase tree in $fresh_dir/SUITE, from a cached tarball of
# debootstrap's base packages when one younger than a week exists.
make_tree() {
    local suite="$1" log="$2" root="$fresh_dir/$1" tarball
    tarball="$fresh_cache/$suite-minbase-$arch.tgz"
    unmount_tree "$root"
    rm -rf --one-file-system "$root"
    if [ -z "$(find "$tarball" -mtime -7 2>/dev/null)" ]; then
        rm -f "$tarball"
        mkdir -p "$root.download"
        debootstrap --variant=minbase --arch="$arch" --make-tarball="$tarball.part" \
            "$suite" "$root.download" "$mirror" >>"$log" 2>&1
        rm -rf --one-file-system "$root.download"
        mv "$tarball.part" "$tarball"
    fi
    mkdir -p "$root"
    debootstrap --variant=minbase --arch="$arch" --unpack-tarball="$tarball" \
        "$suite" "$root" "$mirror" >>"$log" 2>&1
}

# in_tree SUITE COMMAND: runs COMMAND (a shell line) in the clone inside the tree, as root, with
# an environment of its own: HOME, PATH, TERM and what COMMAND sets itself.
in_tree() {
    local root="$fresh_dir/$1"
    timeout --kill-after=30 "$fresh_timeout" \
        chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        /bin/bash -c "cd /root/countdown-numbers && $2"
}

# step SUITE NAME LOG COMMAND...: runs COMMAND, appending its output to LOG, and reports its
# result and time on one line; with --verbose the output goes to the terminal as well.
step() {
    local suite="$1" name="$2" log="$3" t rc=0 secs
    shift 3
    t="$(countdown_now_ms)"
    echo "=== [$suite] $name" >>"$log"
    if [ "$verbose" = 1 ]; then
        "$@" 2>&1 | tee -a "$log" | sed "s/^/[$suite] /" || rc=$?
    else
        "$@" >>"$log" 2>&1 || rc=$?
    fi
    secs="$(countdown_seconds_since "$t")"
    if [ "$rc" -eq 0 ]; then
        echo "[fresh] $suite: $name: passed in $secs s" | tee -a "$log.summary"
    else
        echo "[fresh] $suite: $name: FAILED (exit $rc) in $secs s" | tee -a "$log.summary"
    fi
    return "$rc"
}

# run_suite SUITE: the whole proof for one suite; its log in $fresh_dir/SUITE.log.
run_suite() {
    local suite="$1" root="$fresh_dir/$1" log="$fresh_dir/$1.log" t
    t="$(countdown_now_ms)"
    : >"$log"
    : >"$log.summary"
    step "$suite" "debootstrap --variant=minbase $suite ($mirror)" "$log" \
        make_tree "$suite" "$log" || return 1
    echo "[fresh] $suite: $(. "$root/etc/os-release" && echo "$PRETTY_NAME"), Debian" \
        "$(cat "$root/etc/debian_version"), $(chroot "$root" dpkg-query -W -f='.\n' | wc -l)" \
        "packages" | tee -a "$log.summary"
    mount -t proc proc "$root/proc"
    mount -t sysfs sysfs "$root/sys"
    mount --rbind /dev "$root/dev"
    mount --make-rslave "$root/dev"
    step "$suite" "git clone of $(git -C "$COUNTDOWN_ROOT" rev-parse --short "$revision")" "$log" \
        clone_into "$root/root/countdown-numbers" || return 1
    # The README's two commands, in order, and nothing else.
    local command display
    for command in "${commands[@]}"; do
        # The tree has no display: the game starts offscreen. The tests choose their own.
        case "$command" in
        scripts/run.sh*) display="QT_QPA_PLATFORM=offscreen " ;;
        *) display="" ;;
        esac
        step "$suite" "$command" "$log" in_tree "$suite" "$display$command" || return 1
    done
    grep -E '^first frame after [0-9]+ ms$' "$log" | tail -n 1 | sed "s/^/[fresh] $suite: /" |
        tee -a "$log.summary"
    grep -E 'tests passed|tests failed' "$log" | tail -n 1 | sed "s/^/[fresh] $suite: /" |
        tee -a "$log.summary"
    # A second run installs nothing: every package the scripts want is now seen as installed.
    step "$suite" "nothing left to install" "$log" in_tree "$suite" \
        'missing="$(COUNTDOWN_PACKAGE_LISTS="apt-game apt-tests" &&
                    source scripts/setup.sh && countdown_missing_apt_packages)";
         echo "still missing: ${missing:-nothing}"; [ -z "$missing" ]' || return 1
    # -Werror makes every warning an error except deprecations (a newer Qt on a user's machine
    # must not break the build); this distribution's compiler and Qt must not give any either.
    step "$suite" "no compiler warning in our code" "$log" no_warnings_in "$log" || return 1
    case " $user_tests " in
    *" $suite "*)
        step "$suite" "the tests again as a normal user" "$log" in_tree "$suite" \
            'id -u countdown-ci >/dev/null 2>&1 || useradd --create-home countdown-ci;
             chmod o+x /root; chown -R countdown-ci: /root/countdown-numbers;
             runuser -u countdown-ci -- env HOME=/home/countdown-ci ctest --preset release -j"$(nproc)"' ||
            return 1
        grep -E 'tests passed|tests failed' "$log" | tail -n 1 | sed "s/^/[fresh] $suite: as a user: /" |
            tee -a "$log.summary"
        ;;
    esac
    case " $package " in
    *" $suite "*)
        step "$suite" "the Debian package, installed on this pristine system" "$log" \
            in_tree "$suite" "scripts/ci-extra.sh package" || return 1
        ;;
    esac
    echo "[fresh] $suite: all passed in $(countdown_seconds_since "$t") s" | tee -a "$log.summary"
}

no_warnings_in() { # LOG: fails, listing them, if the compiler warned about a file of ours
    local warnings
    warnings="$(grep -E '^/root/countdown-numbers/[^:]+:[0-9]+:([0-9]+:)? warning:' "$1" | sort -u)"
    [ -z "$warnings" ] && return 0
    printf '%s\n' "$warnings" | tee /dev/stderr
    return 1
}

clone_into() { # DIR: a clone of $revision in DIR that shares nothing with this checkout
    # safe.directory: CI may own the checkout as another user than root.
    git -c safe.directory="$COUNTDOWN_ROOT" -c safe.directory="$COUNTDOWN_ROOT/.git" \
        clone --quiet --no-local --no-checkout "$COUNTDOWN_ROOT" "$1"
    git -C "$1" checkout --quiet --detach "$revision"
    git -C "$1" remote remove origin
    git -C "$1" log -1 --format='%h %s'
}

countdown_say "[fresh] ${suites[*]}: commit $(git -C "$COUNTDOWN_ROOT" log -1 --format='%h %s' "$revision")"
countdown_say "[fresh] trees in $fresh_dir, mirror $mirror, logs in $fresh_dir/SUITE.log"
start="$(countdown_now_ms)"
declare -A pids=()
failed=()
for s in "${suites[@]}"; do
    if [ "$sequential" = 1 ] || [ "${#suites[@]}" -eq 1 ]; then
        run_suite "$s" || failed+=("$s")
    else
        run_suite "$s" &
        pids[$s]=$!
    fi
done
for s in "${!pids[@]}"; do
    wait "${pids[$s]}" || failed+=("$s")
done

for s in "${suites[@]}"; do
    echo
    countdown_say "[fresh] $s"
    cat "$fresh_dir/$s.log.summary"
    if [ "$verbose" = 0 ]; then
        case " ${failed[*]} " in
        *" $s "*)
            echo "--- last 150 lines of $fresh_dir/$s.log"
            tail -n 150 "$fresh_dir/$s.log"
            ;;
        *)
            echo "--- last lines of $fresh_dir/$s.log"
            tail -n 12 "$fresh_dir/$s.log"
            ;;
        esac
    fi
done
echo
if [ "${#failed[@]}" -gt 0 ]; then
    countdown_say "[fresh] FAILED: ${failed[*]} ($(countdown_seconds_since "$start") s)"
    exit 1
fi
countdown_say "[fresh] passed: ${suites[*]} ($(countdown_seconds_since "$start") s)"
