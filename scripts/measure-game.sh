#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# The game's speed figures (issue #3), measured under Xvfb at 1280×800:
#   - from main() to the first painted frame (countdown-numbers --smoke-test), 10 new processes;
#   - the clock's repaints per second and the CPU used meanwhile, the solver's answer after a
#     draw, the peak memory after a full round (countdown-uibench).
# Needs xvfb-run (package xvfb) and xauth; builds the release preset first.
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
countdown_setup release >/dev/null
cmake --build --preset release --target countdown-uibench >/dev/null

build="$COUNTDOWN_ROOT/build/release"
screen=(-s "-screen 0 1280x800x24")
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"

echo "== first painted frame (10 new processes)"
times=()
for _ in $(seq 10); do
    line="$(xvfb-run -a "${screen[@]}" "$build/app/countdown-numbers" --smoke-test 2>/dev/null | tail -n 1)"
    times+=("$(sed -n 's/^first frame after \([0-9]*\) ms$/\1/p' <<<"$line")")
done
sorted="$(printf '%s\n' "${times[@]}" | sort -n)"
echo "runs (ms): $(tr '\n' ' ' <<<"$sorted")"
echo "median: $(sed -n '5p' <<<"$sorted") ms (goal <= 400 ms)"

echo "== clock, solver, memory"
xvfb-run -a "${screen[@]}" "$build/tests/bench/countdown-uibench" "$@"
