#!/usr/bin/env bash
# CI stages that come after scripts/test.sh. Each stage is a function stage_<name>; all of them
# run (a failure does not hide the results of the others) and the script fails if any failed.
#   scripts/ci-extra.sh              every stage in COUNTDOWN_CI_STAGES order
#   scripts/ci-extra.sh format asan  only these
# To add a stage (fuzzing, packaging): write stage_<name> and add <name> to COUNTDOWN_CI_STAGES.
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$COUNTDOWN_ROOT"

COUNTDOWN_CI_STAGES=(format asan fuzz)

# (a) every tracked C++ source is formatted as the repo's .clang-format says.
stage_format() {
    local clang_format files=() f
    countdown_ensure_packages
    countdown_say "[format] packages: $COUNTDOWN_SUMMARY"
    clang_format="$(command -v clang-format-14 || command -v clang-format)"
    "$clang_format" --version
    while IFS= read -r f; do
        files+=("$f")
    done < <(git ls-files -- app core resources ui tests | grep -E '\.(cpp|h)$' || true)
    if [ "${#files[@]}" -eq 0 ]; then
        echo "no sources to check"
        return 0
    fi
    echo "checking ${#files[@]} files"
    local bad=()
    for f in "${files[@]}"; do
        "$clang_format" --dry-run --Werror --style=file "$f" 2>/dev/null || bad+=("$f")
    done
    if [ "${#bad[@]}" -gt 0 ]; then
        echo "${#bad[@]} of ${#files[@]} files are not formatted; the changes clang-format wants:"
        for f in "${bad[@]}"; do
            "$clang_format" --style=file "$f" | diff -u "$f" - || true
        done | head -n 200
        echo "Not formatted: ${bad[*]}"
        echo "Run scripts/format.sh and commit the result."
        return 1
    fi
    echo "all formatted"
}

# (fuzz) each libFuzzer target of tests/fuzz for COUNTDOWN_FUZZ_SECONDS (default 60) on a copy of
# its seed corpus in a temporary folder, so that nothing is written into the checkout; as many at
# a time as there are cores. A crash, a failed invariant, a leak, an input taking over 10 s or
# over 2 GB of memory fails the stage; the folder with the input and the log is then kept. The
# long run is in the README ("Fuzzing").
fuzz_one() { # TARGET DIR SECONDS: one libFuzzer run; leaves DIR/log, DIR/rc and DIR/seconds
    local target="$1" dir="$2" t rc=0
    t="$(countdown_now_ms)"
    UBSAN_OPTIONS=print_stacktrace=1 "build/fuzz/tests/fuzz/$target" \
        -max_total_time="$3" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$dir/artifacts/" "$dir/corpus" >"$dir/log" 2>&1 || rc=$?
    echo "$rc" >"$dir/rc"
    countdown_seconds_since "$t" >"$dir/seconds"
}

stage_fuzz() {
    local seconds="${COUNTDOWN_FUZZ_SECONDS:-60}" targets=(fuzz-parser fuzz-working fuzz-input)
    local parallel scratch target dir seeds i rc failed=()
    countdown_setup fuzz
    parallel="$(countdown_nproc)"
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/countdown-fuzz.XXXXXX")"
    for ((i = 0; i < ${#targets[@]}; i += parallel)); do
        for target in "${targets[@]:i:parallel}"; do
            dir="$scratch/$target"
            mkdir -p "$dir/corpus" "$dir/artifacts"
            seeds=("tests/fuzz/corpus/$target"/*)
            cp "${seeds[@]}" "$dir/corpus/"
            countdown_say "[fuzz] $target: $seconds s from ${#seeds[@]} seeds"
            fuzz_one "$target" "$dir" "$seconds" &
        done
        wait
        for target in "${targets[@]:i:parallel}"; do
            dir="$scratch/$target"
            rc="$(cat "$dir/rc")"
            echo "--- $target"
            # libFuzzer's last words: coverage, "Done N runs in S second(s)", the stat:: lines.
            grep -E '^#[0-9]+[[:space:]]+DONE|^Done |^stat::' "$dir/log" || true
            if [ "$rc" -ne 0 ] || [ -n "$(ls -A "$dir/artifacts")" ]; then
                tail -n 60 "$dir/log"
                countdown_say "[fuzz] $target: FAILED, exit $rc ($(cat "$dir/seconds") s);" \
                    "input and log kept in $dir"
                failed+=("$target")
            else
                countdown_say "[fuzz] $target: passed ($(cat "$dir/seconds") s)"
            fi
        done
    done
    if [ "${#failed[@]}" -gt 0 ]; then
        countdown_say "[fuzz] failed: ${failed[*]}"
        return 1
    fi
    rm -rf "$scratch"
}

# (b) the whole suite under AddressSanitizer + UndefinedBehaviorSanitizer. The asan preset sets
# COUNTDOWN_PROPERTY_PUZZLES=200 so the property tests stay short.
stage_asan() {
    local jobs
    countdown_setup asan
    jobs="$(countdown_nproc)"
    countdown_say "[asan] ctest --preset asan -j$jobs"
    ctest --preset asan -j"$jobs"
}

run_stage() { # NAME: runs stage_NAME in a subshell with errexit in force; returns its status
    local name="$1" t rc
    t="$(countdown_now_ms)"
    echo
    countdown_say "[ci-extra] stage $name: start"
    set +e
    (
        set -e
        "stage_$name"
    )
    rc=$?
    set -e
    if [ "$rc" -eq 0 ]; then
        countdown_say "[ci-extra] stage $name: passed ($(countdown_seconds_since "$t") s)"
    else
        countdown_say "[ci-extra] stage $name: FAILED, exit $rc ($(countdown_seconds_since "$t") s)"
    fi
    return "$rc"
}

stages=("$@")
[ "${#stages[@]}" -gt 0 ] || stages=("${COUNTDOWN_CI_STAGES[@]}")
for s in "${stages[@]}"; do
    if ! declare -F "stage_$s" >/dev/null; then
        echo "unknown stage '$s' (known: ${COUNTDOWN_CI_STAGES[*]})" >&2
        exit 2
    fi
done

failed=()
report=()
for s in "${stages[@]}"; do
    t="$(countdown_now_ms)"
    if run_stage "$s"; then
        report+=("$(printf '  %-10s passed %8s s' "$s" "$(countdown_seconds_since "$t")")")
    else
        report+=("$(printf '  %-10s FAILED %8s s' "$s" "$(countdown_seconds_since "$t")")")
        failed+=("$s")
    fi
done
echo
countdown_say "[ci-extra] stages:"
printf '%s\n' "${report[@]}"
if [ "${#failed[@]}" -gt 0 ]; then
    countdown_say "[ci-extra] failed stages: ${failed[*]}"
    exit 1
fi
countdown_say "[ci-extra] all stages passed: ${stages[*]}"
