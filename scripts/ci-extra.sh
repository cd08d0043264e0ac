#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# CI stages that come after scripts/test.sh. Each stage is a function stage_<name>; all of them
# run (a failure does not hide the results of the others) and the script fails if any failed.
#   scripts/ci-extra.sh              every stage in COUNTDOWN_CI_STAGES order
#   scripts/ci-extra.sh format asan  only these
# To add a stage (fuzzing): write stage_<name> and add <name> to COUNTDOWN_CI_STAGES.
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$COUNTDOWN_ROOT"

COUNTDOWN_CI_STAGES=(format reuse sizes asan fuzz clang package)

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

# (sizes) the product's code in pieces a reader can take in: no tracked .cpp or .h of app/, core/
# and ui/ over 600 lines, no function in them over 80. A function runs from the line of its name
# to its closing brace, as universal-ctags finds them (its end: field; a lambda counts on its
# own and inside the function that holds it). Lists every one over, then fails if there is one.
sizes_max_file_lines=600
sizes_max_function_lines=80

sizes_long_files() { # FILE...: "LINES FILE" for each over the limit, longest first
    wc -l "$@" | awk -v max="$sizes_max_file_lines" '$2 != "total" && $1 > max { print $1, $2 }' |
        sort -rn
}

sizes_long_functions() { # CTAGS FILE...: "LINES FILE:LINE NAME" for each over the limit
    local ctags="$1"
    shift
    # --excmd=number: the third column is a line number, never a source line with tabs in it.
    "$ctags" --language-force=C++ --kinds-C++=f --fields=+ne --excmd=number -o - "$@" |
        awk -F'\t' -v max="$sizes_max_function_lines" '
        {
            line = ""; end = ""; scope = ""
            for (i = 4; i <= NF; i++) {
                if ($i ~ /^line:/) line = substr($i, 6)
                else if ($i ~ /^end:/) end = substr($i, 5)
                else if ($i ~ /^(class|struct|namespace|function):/) scope = substr($i, index($i, ":") + 1)
            }
            # "countdown::ui::__anon1f2e::Panel" reads "Panel": the namespaces say nothing here.
            n = split(scope, parts, "::")
            scope = ""
            for (j = 1; j <= n; j++)
                if (parts[j] !~ /^(countdown|ui|__anon[0-9a-f]+)$/)
                    scope = scope (scope == "" ? "" : "::") parts[j]
            name = $1 ~ /^__anon/ ? "a lambda in " scope : (scope != "" ? scope "::" $1 : $1)
            if (end != "" && end - line + 1 > max) print end - line + 1, $2 ":" line, name
        }' | sort -rn
}

stage_sizes() {
    local ctags version files=() f long_files long_functions
    countdown_ensure_packages
    countdown_say "[sizes] packages: $COUNTDOWN_SUMMARY"
    # Debian's universal-ctags installs ctags-universal; elsewhere it is often plain ctags, which
    # may also be Exuberant Ctags (no end: field).
    ctags="$(command -v ctags-universal || command -v ctags || true)"
    version="$([ -z "$ctags" ] || "$ctags" --version 2>/dev/null || true)"
    case "$version" in
    "Universal Ctags"*) echo "${version%%$'\n'*}" ;;
    *)
        countdown_err "the size check needs universal-ctags (Debian: apt-get install universal-ctags)"
        return 1
        ;;
    esac
    while IFS= read -r f; do
        files+=("$f")
    done < <(git ls-files -- app core ui | grep -E '\.(cpp|h)$' || true)
    if [ "${#files[@]}" -eq 0 ]; then
        echo "no sources to measure"
        return 0
    fi
    long_files="$(sizes_long_files "${files[@]}")"
    long_functions="$(sizes_long_functions "$ctags" "${files[@]}")"
    echo "measured ${#files[@]} files of app/, core/ and ui/"
    if [ -n "$long_files" ]; then
        echo "files over $sizes_max_file_lines lines:"
        printf '%s\n' "$long_files" | sed 's/^/  /'
    fi
    if [ -n "$long_functions" ]; then
        echo "functions over $sizes_max_function_lines lines:"
        printf '%s\n' "$long_functions" | sed 's/^/  /'
    fi
    if [ -n "$long_files" ] || [ -n "$long_functions" ]; then
        echo "Split them into pieces with names that say what each does."
        return 1
    fi
    echo "no file over $sizes_max_file_lines lines, no function over $sizes_max_function_lines"
}

# (reuse) every file in the checkout states its copyright and licence, as the REUSE specification
# asks: in an SPDX header, or for files that cannot carry one in .reuse/dep5; and every licence
# named has its text in LICENSES/. Files git ignores (build trees) are not looked at, but
# untracked ones are: run it on a clean checkout.
stage_reuse() {
    countdown_ensure_packages
    countdown_say "[reuse] packages: $COUNTDOWN_SUMMARY"
    if ! command -v reuse >/dev/null 2>&1; then
        countdown_err "reuse is not installed: your system's package 'reuse', or 'pipx install reuse'"
        return 1
    fi
    reuse --version
    reuse lint
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
    local seconds="${COUNTDOWN_FUZZ_SECONDS:-60}" targets=(fuzz-parser fuzz-working fuzz-input fuzz-challenge)
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
    clang++ --version | head -n 1
    jobs="$(countdown_nproc)"
    countdown_say "[asan] ctest --preset asan -j$jobs"
    ctest --preset asan -j"$jobs"
}

# (clang) every target, the widgets and tests included, built by clang with warnings as errors
# (macOS's compiler is clang; GCC alone lets some things through), then the whole suite run on
# that build.
stage_clang() {
    local jobs
    countdown_setup clang
    clang++ --version | head -n 1
    jobs="$(countdown_nproc)"
    countdown_say "[clang] ctest --preset clang -j$jobs"
    ctest --preset clang -j"$jobs"
}

# (c) the Debian package as a user gets it: build the DEB and the TGZ with CPack, install the DEB
# with apt (which also pulls its dependencies), validate the installed desktop file and AppStream
# metainfo, run the INSTALLED game and solver and find the man page, then purge the package and
# check that its files are gone. Needs root (CI runs as root) or sudo.
stage_package() {
    local t step version arch deb tgz out first last listing files=() f left=() scratch smoke lint page name
    # Not the checks' tools: in a pristine tree (CI's fresh stage) this installs only what it uses.
    local COUNTDOWN_PACKAGE_LISTS="apt-game apt-tests apt-packaging"
    t="$(countdown_now_ms)"
    countdown_setup release
    countdown_say "[package] set-up and build: done ($(countdown_seconds_since "$t") s)"

    version="$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' build/release/CMakeCache.txt)"
    arch="$(dpkg --print-architecture)"
    deb="$COUNTDOWN_ROOT/build/release/countdown-numbers_${version}_${arch}.deb"
    tgz="$COUNTDOWN_ROOT/build/release/countdown-numbers-${version}-Linux.tar.gz"
    rm -f "$deb" "$tgz"
    step="$(countdown_now_ms)"
    (cd build/release && cpack -G "DEB;TGZ")
    [ -f "$deb" ] || { countdown_err "cpack did not make $deb"; return 1; }
    [ -f "$tgz" ] || { countdown_err "cpack did not make $tgz"; return 1; }
    countdown_say "[package] cpack: $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)," \
        "$(basename "$tgz") ($(du -k "$tgz" | cut -f1) KiB) ($(countdown_seconds_since "$step") s)"
    listing="$(tar -tzf "$tgz")"
    case "$listing" in
    *"/games/countdown-numbers"*"/bin/countdown-solve"* | *"/bin/countdown-solve"*"/games/countdown-numbers"*) ;;
    *)
        countdown_err "the tarball lacks the programs"
        return 1
        ;;
    esac
    echo "Depends: $(dpkg-deb -f "$deb" Depends)"
    echo "Recommends: $(dpkg-deb -f "$deb" Recommends)"
    # The regular files the package installs, e.g. usr/bin/countdown-solve.
    while IFS= read -r f; do
        files+=("/${f#./}")
    done < <(dpkg-deb --fsys-tarfile "$deb" | tar -t | grep -v '/$')

    step="$(countdown_now_ms)"
    # Recommends (qt6-wayland) are left out, as scripts/setup.sh does: CI needs only Depends.
    countdown_as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --reinstall --no-install-recommends "$deb"
    countdown_say "[package] apt-get install: done ($(countdown_seconds_since "$step") s)"
    if [ "$(dpkg-query -W -f='${Status}' countdown-numbers)" != "install ok installed" ]; then
        countdown_err "dpkg does not list countdown-numbers as installed"
        return 1
    fi
    for f in "${files[@]}"; do
        [ -f "$f" ] || { countdown_err "not installed: $f"; return 1; }
    done
    echo "installed ${#files[@]} files"
    # No library search path of their own (Debian policy 10.2, lintian's
    # custom-library-search-path): they use only the system's libraries.
    for f in /usr/games/countdown-numbers /usr/bin/countdown-solve; do
        if readelf -d "$f" | grep -qE '\((RPATH|RUNPATH)\)'; then
            countdown_err "$f has a library search path: $(readelf -d "$f" | grep -E 'R(UN)?PATH')"
            return 1
        fi
    done
    echo "the programs have no library search path of their own"

    step="$(countdown_now_ms)"
    desktop-file-validate /usr/share/applications/io.github.countdownnumbers.CountdownNumbers.desktop
    echo "desktop-file-validate: no problems"
    appstreamcli validate --strict --no-net \
        /usr/share/metainfo/io.github.countdownnumbers.CountdownNumbers.metainfo.xml
    # Debian's own checks of the package: no error and no warning (lintian exits non-zero on an
    # error; a warning is found in its output). --allow-root: the fresh tree runs it as root.
    lint="$(lintian --allow-root --tag-display-limit 0 "$deb" 2>&1)" || {
        printf '%s\n' "$lint"
        countdown_err "lintian found errors in $(basename "$deb")"
        return 1
    }
    printf '%s\n' "$lint"
    if printf '%s\n' "$lint" | grep -q '^W: '; then
        countdown_err "lintian warns about $(basename "$deb")"
        return 1
    fi
    echo "lintian: no errors, no warnings"
    countdown_say "[package] validators: done ($(countdown_seconds_since "$step") s)"

    # The installed game, in a scratch home so that its settings and history go nowhere else.
    step="$(countdown_now_ms)"
    scratch="$(mktemp -d)"
    smoke=0
    out="$(cd "$scratch" && HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" \
        XDG_DATA_HOME="$scratch/data" XDG_CACHE_HOME="$scratch/cache" \
        timeout 120 xvfb-run -a /usr/games/countdown-numbers --smoke-test 2>&1)" || smoke=$?
    rm -rf "$scratch"
    printf '%s\n' "$out"
    if [ "$smoke" -ne 0 ]; then
        countdown_err "the installed countdown-numbers --smoke-test exited with $smoke"
        return 1
    fi
    case "$out" in
    *"first frame after "*" ms"*) ;;
    *)
        countdown_err "the installed countdown-numbers did not report its first frame"
        return 1
        ;;
    esac
    countdown_say "[package] installed game: smoke test passed ($(countdown_seconds_since "$step") s)"

    step="$(countdown_now_ms)"
    out="$(/usr/bin/countdown-solve 952 25 50 75 100 3 6)"
    printf '%s\n' "$out"
    first="${out%%$'\n'*}"
    last="${out##*$'\n'}"
    case "$first" in
    *" = 952") ;;
    *)
        countdown_err "the installed countdown-solve did not reach 952: $first"
        return 1
        ;;
    esac
    if [ "$last" != "exact, using 6 numbers" ]; then
        countdown_err "the installed countdown-solve did not say it is exact: $last"
        return 1
    fi
    countdown_say "[package] installed solver: exact answer ($(countdown_seconds_since "$step") s)"

    for page in /usr/share/man/man1/countdown-solve.1.gz /usr/share/man/man6/countdown-numbers.6.gz; do
        if [ ! -f "$page" ]; then
            countdown_err "the man page is not installed: $page"
            return 1
        fi
        if command -v man >/dev/null 2>&1; then
            name="$(basename "$page" | cut -d. -f1)"
            f="$(man -w "$name")"
            echo "man -w $name: $f"
            if [ "$f" != "$page" ]; then
                countdown_err "man finds $f, not the installed page"
                return 1
            fi
        fi
    done

    step="$(countdown_now_ms)"
    countdown_as_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y countdown-numbers
    if [ "$(dpkg-query -W -f='${Status}' countdown-numbers 2>/dev/null || true)" = "install ok installed" ]; then
        countdown_err "countdown-numbers is still installed after the purge"
        return 1
    fi
    for f in "${files[@]}"; do
        [ ! -e "$f" ] || left+=("$f")
    done
    if [ "${#left[@]}" -gt 0 ]; then
        countdown_err "left behind by the purge: ${left[*]}"
        return 1
    fi
    countdown_say "[package] apt-get purge: all ${#files[@]} files gone" \
        "($(countdown_seconds_since "$step") s)"
    countdown_say "[package] total $(countdown_seconds_since "$t") s"
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
    # Not "if run_stage": in a condition bash ignores errexit in everything the condition runs,
    # the stage's subshell included, and a failing step would not stop its stage.
    set +e
    run_stage "$s"
    rc=$?
    set -e
    if [ "$rc" -eq 0 ]; then
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
