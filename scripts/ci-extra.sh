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

COUNTDOWN_CI_STAGES=(format asan)

# (a) every tracked C++ source is formatted as the repo's .clang-format says.
stage_format() {
    local clang_format files=() f
    countdown_ensure_packages
    countdown_say "[format] packages: $COUNTDOWN_SUMMARY"
    clang_format="$(command -v clang-format-14 || command -v clang-format)"
    "$clang_format" --version
    while IFS= read -r f; do
        files+=("$f")
    done < <(git ls-files -- app core resources ui tests packaging | grep -E '\.(cpp|h)$' || true)
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
