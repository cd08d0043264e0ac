#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Runs the tests that involve threads, timers and the event loop again and again while other
# processes keep every core busy, to show that none of them depends on how fast the machine is.
#   scripts/stress-tests.sh [RUNS] [PRESET] [HOGS]
#     RUNS    how many times (default 20)
#     PRESET  an already built preset (default release; asan for the sanitizer build)
#     HOGS    busy-looping processes beside them (default: one per core)
# Prints one line per run and the number of runs in which every test passed; exits 1 if any failed.
# Tests: COUNTDOWN_STRESS_TESTS, a ctest -R pattern (default: the window, the controller, the
# solver service, the explorer, the clock, the sound player, the game process).
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$COUNTDOWN_ROOT"

runs="${1:-20}"
preset="${2:-release}"
hogs="${3:-$(countdown_nproc)}"
pattern="${COUNTDOWN_STRESS_TESTS:-tst_(mainwindow|gamecontroller|solverservice|explorerview|clockwidget|soundplayer|gameprocess|screenshots)$}"

if [ ! -f "build/$preset/CTestTestfile.cmake" ]; then
    countdown_err "build/$preset is not built: run scripts/setup.sh $preset first"
    exit 2
fi

pids=()
stop_hogs() {
    [ "${#pids[@]}" -eq 0 ] || kill "${pids[@]}" 2>/dev/null || true
}
trap stop_hogs EXIT
for _ in $(seq "$hogs"); do
    (while :; do :; done) &
    pids+=($!)
done
countdown_say "[stress] $runs runs of ctest -R '$pattern' ($preset) beside $hogs busy processes"

passed=0
for i in $(seq "$runs"); do
    t="$(countdown_now_ms)"
    log="$(mktemp)"
    if ctest --preset "$preset" -R "$pattern" -j"$(countdown_nproc)" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "run $i: passed ($(countdown_seconds_since "$t") s)"
    else
        echo "run $i: FAILED ($(countdown_seconds_since "$t") s)"
        grep -E 'FAIL!|\*\*\*|Loc:' "$log" | head -n 20
    fi
    rm -f "$log"
done
countdown_say "[stress] $passed of $runs runs passed"
[ "$passed" -eq "$runs" ]
