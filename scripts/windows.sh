#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Proves the Windows build on Debian 12: cross-compiles with MinGW-w64 and (later steps) runs the
# result under Wine. Run as root (or with sudo), like scripts/setup.sh.
#
#   scripts/windows.sh --vendor DIR     DIR holds qtsvg-6.4.2.tar.xz and qtcharts-6.4.2.tar.xz
#                                       (or set COUNTDOWN_QT_VENDOR=DIR)
#
# Step 1, the Windows Qt: Qt 6.4.2 for x86_64-w64-mingw32 (qtbase with QSQLITE and the Windows
# platform plugin and style, qtshadertools, qtsvg, qtcharts, qtmultimedia with WMF), built once
# into a cache outside the checkout and reused by later runs:
#   COUNTDOWN_WINDOWS_CACHE   the cache (default /var/cache/countdown-windows); the Qt is in its
#                             qt/, its toolchain file is mingw-w64-x86_64.cmake beside it
#   COUNTDOWN_WINDOWS_JOBS    parallel compile jobs (default: the number of cores)
# A stamp records a hash of the recipe below (and of the compiler's and host Qt's versions): when
# it matches, nothing is rebuilt; when the recipe changes, the cache is rebuilt from scratch. An
# interrupted build resumes at the step it stopped in.
# qtbase, qtshadertools, qtmultimedia and SQLite are Debian 12's source packages (deb-src is
# enabled if needed); Debian serves no source of qt6-svg and qt6-charts, so their upstream
# release tarballs are taken from DIR and checked against the sha256 in the recipe.
#
#   --qt-only                 stop after step 1
#   --if-cached               (CI) when the cache holds no Windows Qt of this recipe, build none:
#                             say so loudly and exit 75, without installing anything
#
# Step 2, the build: the whole project (the game, countdown-solve, every test and benchmark)
# cross-compiled into build/windows with warnings as errors; soundgen and countdown-icongen, which
# run during the build, are built for this machine in build/windows-host.
# Step 3, the tests: the whole CTest suite under Wine (scripts/wine-run.sh), headless (Xvfb), in
# a new Wine prefix (build/windows/wine-tests).
# Step 4, the installer: CPack's NSIS installer in build/windows/package, installed silently into
# another new prefix (build/windows/wine-install); the installed game shows its first frame
# (--smoke-test, Wine's own display driver under Xvfb), the installed countdown-solve solves a
# published puzzle, then the uninstaller runs and only the player's own data may be left.
# Each step prints its time; the last line says what was proven.
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

WIN_SCRIPT="$COUNTDOWN_ROOT/scripts/windows.sh"
WIN_CACHE="${COUNTDOWN_WINDOWS_CACHE:-/var/cache/countdown-windows}"
WIN_JOBS="${COUNTDOWN_WINDOWS_JOBS:-$(countdown_nproc)}"
WIN_VENDOR="${COUNTDOWN_QT_VENDOR:-}"
WIN_QT_ONLY=0
WIN_IF_CACHED=0
WIN_BUILD="$COUNTDOWN_ROOT/build/windows"
WIN_HOST_BUILD="$COUNTDOWN_ROOT/build/windows-host"

# The packages whose versions go into the recipe's hash: a new compiler or host Qt rebuilds.
WIN_VERSIONED_PACKAGES=(g++-mingw-w64-x86-64-posix mingw-w64-x86-64-dev qt6-base-dev
    qt6-base-dev-tools qt6-shadertools-dev cmake)

win_say() { countdown_say "[windows] $*"; }

# Runs STEP's function unless its stamp says it was done with this recipe; prints its time.
win_step() { # NAME FUNCTION [ARGS...]
    local name="$1" t
    shift
    if [ -f "$WIN_CACHE/stamps/$name" ]; then
        win_say "$name: done before, skipped"
        return 0
    fi
    win_say "$name: ..."
    t="$(countdown_now_ms)"
    "$@"
    touch "$WIN_CACHE/stamps/$name"
    win_say "$name: done ($(countdown_seconds_since "$t") s)"
}

# --- packages -----------------------------------------------------------------------------------

win_ensure_packages() { # PACKAGES...
    local missing
    missing="$(countdown_missing_apt_packages "$(printf '%s\n' "$@")")"
    if [ -z "$missing" ]; then
        win_say "packages: all $# present"
        return 0
    fi
    # shellcheck disable=SC2086 # one package per line: split on purpose
    win_say "packages: installing" $missing
    if [ -z "${COUNTDOWN_APT_UPDATED:-}" ]; then
        countdown_as_root env DEBIAN_FRONTEND=noninteractive apt-get update
        COUNTDOWN_APT_UPDATED=1
    fi
    # shellcheck disable=SC2086
    countdown_as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends $missing
}

# apt-get source needs deb-src entries: copy the "deb" ones of debian.sources (Debian 12's
# default) or of sources.list as deb-src, then update the lists.
win_ensure_deb_src() {
    local f=/etc/apt/sources.list.d/debian.sources
    if ! grep -qs '^Types:.*deb-src' /etc/apt/sources.list.d/*.sources &&
        ! grep -qs '^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list; then
        if [ -f "$f" ]; then
            win_say "enabling deb-src: /etc/apt/sources.list.d/debian-src.sources"
            sed 's/^Types:.*/Types: deb-src/' "$f" |
                countdown_as_root tee /etc/apt/sources.list.d/debian-src.sources >/dev/null
        elif grep -qs '^deb ' /etc/apt/sources.list; then
            win_say "enabling deb-src: /etc/apt/sources.list.d/debian-src.list"
            sed -n 's/^deb /deb-src /p' /etc/apt/sources.list |
                countdown_as_root tee /etc/apt/sources.list.d/debian-src.list >/dev/null
        else
            countdown_err "no deb-src entries and no Debian sources to copy them from: add them"
            return 1
        fi
        countdown_as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    elif [ -z "$(apt-cache showsrc qt6-base 2>/dev/null | head -n 1)" ]; then
        countdown_as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    fi
}

# >>> recipe: everything from here to "<<< recipe" goes into the stamp's hash ----------------------

WIN_QT_VERSION=6.4.2
# Cross compiler (posix threads: std::thread, std::mutex), Debian's Qt as the host tools (moc,
# rcc, uic, qsb), SQLite's amalgamation made natively (tclsh) and compiled for Windows.
WIN_TOOLCHAIN_PACKAGES=(g++-mingw-w64-x86-64-posix gcc-mingw-w64-x86-64-posix
    binutils-mingw-w64-x86-64 mingw-w64-x86-64-dev cmake ninja-build qt6-base-dev
    qt6-base-dev-tools qt6-shadertools-dev libgl-dev build-essential tcl dpkg-dev xz-utils)
WIN_DEBIAN_SOURCES=(qt6-base qt6-shadertools qt6-multimedia sqlite3)
WIN_VENDORED=(
    "qtsvg-$WIN_QT_VERSION.tar.xz 11ac93dcb6f9ef1cf0b74ebe243ca2204c499448239a5cee57396f520581060a"
    "qtcharts-$WIN_QT_VERSION.tar.xz 83470fe88b51e338a4a1ce191a2e9c4a505d44f6ad4fe072f1f910ad062abd7f"
)
WIN_MINGW=x86_64-w64-mingw32
WIN_MINGW_LIB=/usr/$WIN_MINGW/lib

# Qt writes this file's absolute path into qt/lib/cmake/Qt6/qt.toolchain.cmake: it lives in the
# cache, beside the Qt, never in a checkout that moves.
win_write_toolchain_file() {
    cat >"$WIN_CACHE/mingw-w64-x86_64.cmake" <<'EOF'
# Cross-compiling for 64-bit Windows with Debian's MinGW-w64 (posix threads: std::thread, std::mutex).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(MINGW_TRIPLE x86_64-w64-mingw32)

set(CMAKE_C_COMPILER   ${MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER  ${MINGW_TRIPLE}-windres)

# Libraries and headers only from the MinGW sysroot (and any prefix appended by the caller);
# programs (moc, rcc, uic, ...) from the build machine.
list(APPEND CMAKE_FIND_ROOT_PATH /usr/${MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
EOF
}

# The one folder apt-get source (or a tarball) unpacked for NAME in src/.
win_src_dir() { # NAME
    local d found=""
    for d in "$WIN_CACHE/src/$1"-[0-9]*/; do
        [ -d "$d" ] && found="${d%/}"
    done
    [ -n "$found" ] || {
        countdown_err "no source folder for $1 in $WIN_CACHE/src"
        return 1
    }
    echo "$found"
}

win_fetch_sources() {
    local pkg entry file sum
    if [ -z "$WIN_VENDOR" ]; then
        countdown_err "the Qt Svg and Qt Charts sources are needed: pass --vendor DIR (a folder with"
        countdown_err "${WIN_VENDORED[*]%% *}), or set COUNTDOWN_QT_VENDOR"
        return 1
    fi
    rm -rf "$WIN_CACHE/src" && mkdir -p "$WIN_CACHE/src"
    for entry in "${WIN_VENDORED[@]}"; do
        file="${entry%% *}"
        sum="${entry#* }"
        if ! echo "$sum  $WIN_VENDOR/$file" | sha256sum --check --quiet -; then
            countdown_err "$WIN_VENDOR/$file is missing or is not the expected release (sha256 $sum)"
            return 1
        fi
        tar -xJf "$WIN_VENDOR/$file" -C "$WIN_CACHE/src"
    done
    win_ensure_deb_src
    for pkg in "${WIN_DEBIAN_SOURCES[@]}"; do
        # As root apt warns that it downloads unsandboxed (the _apt user cannot write here).
        (cd "$WIN_CACHE/src" && apt-get source -q "$pkg" 2>&1 | grep -v '^W: Download is performed unsandboxed') || true
        win_src_dir "$pkg" >/dev/null
    done
    for pkg in "${WIN_DEBIAN_SOURCES[@]}"; do
        win_say "source: $(basename "$(win_src_dir "$pkg")")"
    done
}

# QSQLITE links SQLite statically: Debian's qt6-base has no src/3rdparty/sqlite (dfsg). Same
# defines as Qt's bundled SQLite.
win_build_sqlite() {
    local b="$WIN_CACHE/build/sqlite" s
    s="$(win_src_dir sqlite3)"
    rm -rf "$b" "$WIN_CACHE/sqlite" && mkdir -p "$b" "$WIN_CACHE/sqlite/include" "$WIN_CACHE/sqlite/lib"
    (cd "$b" && "$s/configure" --disable-tcl >configure.log && make sqlite3.c >make.log)
    "$WIN_MINGW-gcc-posix" -O2 -DNDEBUG -DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_FTS3 \
        -DSQLITE_ENABLE_FTS3_PARENTHESIS -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_RTREE \
        -DSQLITE_OMIT_COMPLETE -DSQLITE_OMIT_LOAD_EXTENSION -c "$b/sqlite3.c" -o "$b/sqlite3-mingw.o"
    cp "$b/sqlite3.h" "$b/sqlite3ext.h" "$WIN_CACHE/sqlite/include/"
    "$WIN_MINGW-ar" rcs "$WIN_CACHE/sqlite/lib/libsqlite3.a" "$b/sqlite3-mingw.o"
}

# Shows the end of a failed command's log, then fails.
win_failed() { # LOG
    tail -n 40 "$1" >&2
    countdown_err "failed; the whole log: $1"
    return 1
}

win_ninja() { # BUILD_DIR
    ninja -C "$1" -j "$WIN_JOBS"
    cmake --install "$1" >"$1/install.log"
}

# Debian's qt6-base is dfsg: no bundled sqlite (above), no wintab (tabletevent off). OpenGL
# stays on (qwindowswindow.cpp needs QOpenGLStaticContext), and so does Direct2D: with
# FEATURE_direct2d=OFF, Qt 6.4.2's Gui leaves out QWindowsDirectWriteFontDatabase, which the
# qwindows platform plugin still uses when DirectWrite 3 is on (qwindows.dll fails to link).
win_build_qtbase() {
    local b="$WIN_CACHE/build/qtbase"
    cmake -G Ninja -S "$(win_src_dir qt6-base)" -B "$b" \
        -DCMAKE_TOOLCHAIN_FILE="$WIN_CACHE/mingw-w64-x86_64.cmake" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$WIN_CACHE/qt" -DQT_HOST_PATH=/usr \
        -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
        -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_BUILD_BENCHMARKS=OFF \
        -DFEATURE_pkg_config=OFF -DFEATURE_dbus=OFF -DFEATURE_tabletevent=OFF \
        -DFEATURE_printsupport=OFF -DFEATURE_xml=OFF \
        -DFEATURE_vulkan=OFF -DFEATURE_zstd=OFF -DFEATURE_system_zlib=OFF \
        -DFEATURE_concurrent=ON \
        -DFEATURE_sql_odbc=OFF -DFEATURE_sql_psql=OFF -DFEATURE_sql_mysql=OFF \
        -DFEATURE_sql_ibase=OFF -DFEATURE_sql_oci=OFF -DFEATURE_sql_db2=OFF \
        -DFEATURE_sql_sqlite=ON -DFEATURE_system_sqlite=ON \
        -DSQLite3_INCLUDE_DIR="$WIN_CACHE/sqlite/include" \
        -DSQLite3_LIBRARY="$WIN_CACHE/sqlite/lib/libsqlite3.a" >"$b.configure.log" 2>&1 ||
        win_failed "$b.configure.log"
    win_ninja "$b"
}

# An add-on module, configured afresh (a first configure caches what it did not find) with the
# Windows Qt's qt-cmake and installed into the same prefix.
win_build_module() { # NAME SOURCE_DIR [CMAKE_ARGS...]
    local src="$2" b="$WIN_CACHE/build/$1"
    shift 2
    rm -rf "$b"
    "$WIN_CACHE/qt/bin/qt-cmake" -G Ninja -S "$src" -B "$b" -DCMAKE_BUILD_TYPE=Release \
        -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF "$@" >"$b.configure.log" 2>&1 ||
        win_failed "$b.configure.log"
    win_ninja "$b"
}

# Qt Multimedia's Windows audio (QSoundEffect) needs WMF, which its FindWMF does not find on
# Linux (it asks for Mf, Mfplat...; MinGW has libmf.a...), and its sources include <Mferror.h>,
# "QUrl.h"... which a case-sensitive disk lacks: lower-case links, searched last.
win_build_qtmultimedia() {
    local c="$WIN_CACHE/mingw-case" h lower
    rm -rf "$c" && mkdir -p "$c"
    for h in Dbt Functiondiscoverykeys_devpkey InitGuid Mferror Mfidl Mfreadwrite Wmcodecdsp; do
        lower="$(printf '%s' "$h" | tr '[:upper:]' '[:lower:]')"
        ln -sf "/usr/$WIN_MINGW/include/$lower.h" "$c/$h.h"
    done
    ln -sf "$WIN_CACHE/qt/include/QtCore/qurl.h" "$c/QUrl.h"
    win_build_module qtmultimedia "$(win_src_dir qt6-multimedia)" \
        -DCMAKE_CXX_FLAGS="-idirafter $c" \
        -DWMF_MF_LIBRARY="$WIN_MINGW_LIB/libmf.a" -DWMF_MFUUID_LIBRARY="$WIN_MINGW_LIB/libmfuuid.a" \
        -DWMF_MFPLAT_LIBRARY="$WIN_MINGW_LIB/libmfplat.a" \
        -DWMF_MFCORE_LIBRARY="$WIN_MINGW_LIB/libmfcore.a" \
        -DWMF_PROPSYS_LIBRARY="$WIN_MINGW_LIB/libpropsys.a"
    grep -qs 'Windows Media Foundation .* yes' "$WIN_CACHE/build/qtmultimedia/config.summary" \
        "$WIN_CACHE/build/qtmultimedia.configure.log" || {
        countdown_err "Qt Multimedia was configured without Windows Media Foundation"
        return 1
    }
}

# What the game needs of the Windows Qt; prints what is missing, fails if anything is.
win_check_qt() {
    local q="$WIN_CACHE/qt" m f missing=""
    for m in Core Gui Widgets Sql Test Network Concurrent OpenGL Svg Charts Multimedia; do
        [ -f "$q/lib/cmake/Qt6$m/Qt6${m}Config.cmake" ] || missing="$missing Qt6$m"
    done
    for f in bin/Qt6Core.dll plugins/platforms/qwindows.dll plugins/platforms/qoffscreen.dll \
        plugins/sqldrivers/qsqlite.dll plugins/styles/qwindowsvistastyle.dll \
        plugins/imageformats/qsvg.dll plugins/iconengines/qsvgicon.dll \
        plugins/multimedia/windowsmediaplugin.dll lib/cmake/Qt6/qt.toolchain.cmake; do
        [ -f "$q/$f" ] || missing="$missing $f"
    done
    [ -z "$missing" ] || {
        countdown_err "the Windows Qt in $q lacks:$missing"
        return 1
    }
}

win_build_qt() {
    win_step toolchain-file win_write_toolchain_file
    win_step sources win_fetch_sources
    win_step sqlite win_build_sqlite
    win_step qtbase win_build_qtbase
    win_step qtshadertools win_build_module qtshadertools "$(win_src_dir qt6-shadertools)"
    win_step qtsvg win_build_module qtsvg "$(win_src_dir qtsvg)"
    win_step qtcharts win_build_module qtcharts "$(win_src_dir qtcharts)"
    win_step qtmultimedia win_build_qtmultimedia
}

# <<< recipe --------------------------------------------------------------------------------------

win_recipe_hash() {
    {
        sed -n '/^# >>> recipe/,/^# <<< recipe/p' "$WIN_SCRIPT"
        dpkg-query -W -f='${Package} ${Version}\n' "${WIN_VERSIONED_PACKAGES[@]}" 2>/dev/null || true
    } | sha256sum | cut -c1-16
}

# Step 1: the Windows Qt in the cache, built unless the stamp matches this recipe.
win_toolchain() {
    local t hash
    if [ "$WIN_IF_CACHED" = 1 ] && [ ! -f "$WIN_CACHE/stamp" ]; then
        win_skip "there is no Windows Qt in $WIN_CACHE"
    fi
    t="$(countdown_now_ms)"
    win_ensure_packages "${WIN_TOOLCHAIN_PACKAGES[@]}"
    win_say "packages: done ($(countdown_seconds_since "$t") s)"
    hash="$(win_recipe_hash)"
    if [ "$(cat "$WIN_CACHE/stamp" 2>/dev/null)" = "$hash" ] && win_check_qt 2>/dev/null; then
        win_say "Windows Qt $WIN_QT_VERSION: up to date in $WIN_CACHE/qt (recipe $hash)"
        return 0
    fi
    if [ "$WIN_IF_CACHED" = 1 ]; then
        win_skip "the Windows Qt in $WIN_CACHE was built by another recipe (or another compiler" \
            "or host Qt) than this one ($hash)"
    fi
    # Built with another recipe (or never): start from scratch. An interrupted build of this
    # recipe resumes at the step it stopped in (each step's stamp).
    if [ "$(cat "$WIN_CACHE/recipe" 2>/dev/null)" != "$hash" ]; then
        [ ! -e "$WIN_CACHE/recipe" ] || win_say "the recipe changed: rebuilding $WIN_CACHE from scratch"
        rm -rf "$WIN_CACHE/stamp" "$WIN_CACHE/stamps" "$WIN_CACHE/src" "$WIN_CACHE/build" \
            "$WIN_CACHE/qt" "$WIN_CACHE/sqlite" "$WIN_CACHE/mingw-case"
        mkdir -p "$WIN_CACHE/stamps" "$WIN_CACHE/build"
        echo "$hash" >"$WIN_CACHE/recipe"
    fi
    win_say "building Windows Qt $WIN_QT_VERSION into $WIN_CACHE/qt (recipe $hash, $WIN_JOBS jobs)"
    t="$(countdown_now_ms)"
    win_build_qt
    win_check_qt
    echo "$hash" >"$WIN_CACHE/stamp"
    win_say "Windows Qt $WIN_QT_VERSION: built in $(countdown_seconds_since "$t") s," \
        "$(du -sh "$WIN_CACHE/qt" | cut -f1) in $WIN_CACHE/qt ($(du -sh "$WIN_CACHE" | cut -f1) with sources and builds)"
}

# --- steps 2 to 4: the game built, tested and installed ------------------------------------------

# What running the Windows programs needs, beside the game's own packages (for the host tools).
# fonts-wine: Wine's Tahoma, the font Qt asks Windows for ("MS Shell Dlg 2"); without it a new
# prefix draws every text in a serif. fonts-dejavu-core: the offscreen platform's fonts (tests).
# Outside the recipe: a new package here does not rebuild the Qt.
# ccache: the cross build's compiler cache, kept in the Windows cache (CI's clones are new each time;
# a second build recompiles what changed).
WIN_RUN_PACKAGES=(wine wine64 nsis xvfb xauth fonts-dejavu-core ccache)

# Runs FUNCTION, printing its time. Called plainly, never in a condition or with ||, which would
# switch set -e off inside it: a failing command stops the script, and win_say_failed says which
# step it was in.
WIN_STEP=""
WIN_STEP_START=""
win_timed() { # NAME FUNCTION [ARGS...]
    WIN_STEP="$1"
    shift
    WIN_STEP_START="$(countdown_now_ms)"
    win_say "$WIN_STEP: ..."
    "$@"
    win_say "$WIN_STEP: done ($(countdown_seconds_since "$WIN_STEP_START") s)"
    WIN_STEP=""
}
win_say_failed() {
    local rc=$?
    if [ "$rc" -ne 0 ] && [ "$rc" -ne 75 ] && [ -n "$WIN_STEP" ]; then
        countdown_err "[windows] $WIN_STEP: FAILED (exit $rc) after" \
            "$(countdown_seconds_since "$WIN_STEP_START") s"
    fi
}

# A path of this machine as Wine's programs see it: drive Z: is the root.
win_path() { # PATH
    printf 'Z:%s' "$1" | tr / '\\'
}

# Where Wine finds the DLLs of programs run from the build tree (nothing is copied beside them):
# the Qt's and the MinGW runtime's folders, as Windows paths.
win_dll_path() {
    local path dll
    path="$(win_path "$WIN_CACHE/qt/bin")"
    for dll in libstdc++-6.dll libwinpthread-1.dll; do
        path="$path;$(win_path "$(dirname "$("$WIN_MINGW-g++-posix" -print-file-name="$dll")")")"
    done
    echo "$path"
}

# A new Wine prefix in DIR, saying Windows 10 (Qt 6 wants 10 or later; Wine's default is 7).
win_new_prefix() { # DIR
    rm -rf "$1"
    mkdir -p "$1"
    WINEPREFIX="$1" WINEDEBUG=-all wineboot --init >"$1.log" 2>&1 || win_failed "$1.log"
    WINEPREFIX="$1" WINEDEBUG=-all wine reg add 'HKCU\Software\Wine' /v Version /d win10 /f \
        >>"$1.log" 2>&1 || win_failed "$1.log"
    # Qt asks Windows for "MS Shell Dlg", which a new prefix lacks (so does its Tahoma): every
    # text of the game came out in a serif. Windows' own fonts are sans; DejaVu Sans stands in.
    local font
    for font in "MS Shell Dlg" "MS Shell Dlg 2" "Tahoma" "Segoe UI"; do
        WINEPREFIX="$1" WINEDEBUG=-all wine reg add 'HKCU\Software\Wine\Fonts\Replacements' \
            /v "$font" /d "DejaVu Sans" /f >>"$1.log" 2>&1 || win_failed "$1.log"
    done
    WINEPREFIX="$1" wineserver -w
}

# soundgen and countdown-icongen run during the build: built for this machine.
win_build_host_tools() {
    cmake -G Ninja -S "$COUNTDOWN_ROOT" -B "$WIN_HOST_BUILD" -DCMAKE_BUILD_TYPE=Release \
        -DCOUNTDOWN_BUILD_TESTS=OFF >"$WIN_HOST_BUILD.configure.log" 2>&1 ||
        win_failed "$WIN_HOST_BUILD.configure.log"
    cmake --build "$WIN_HOST_BUILD" -j "$WIN_JOBS" --target soundgen countdown-icongen
}

win_build_game() {
    mkdir -p "$WIN_BUILD"
    # Paths under the checkout hashed relative to it, so that another clone hits the same entries.
    # Precompiled headers off: a .gch differs from one build to the next, and every file that
    # reads one would miss.
    export CCACHE_DIR="$WIN_CACHE/ccache" CCACHE_BASEDIR="$COUNTDOWN_ROOT" CCACHE_MAXSIZE=4G
    ccache --zero-stats >/dev/null
    win_build_host_tools
    # QT_HOST_PATH: moc, rcc, uic, lrelease and qsb are Debian's (the same Qt version).
    "$WIN_CACHE/qt/bin/qt-cmake" -G Ninja -S "$COUNTDOWN_ROOT" -B "$WIN_BUILD" \
        -DCMAKE_BUILD_TYPE=Release -DQT_HOST_PATH=/usr \
        -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
        -DCMAKE_FIND_ROOT_PATH="$WIN_CACHE/qt" \
        -DCMAKE_CROSSCOMPILING_EMULATOR="$COUNTDOWN_ROOT/scripts/wine-run.sh" \
        -DCOUNTDOWN_SOUNDGEN="$WIN_HOST_BUILD/resources/soundgen" \
        -DCOUNTDOWN_ICONGEN="$WIN_HOST_BUILD/packaging/countdown-icongen" \
        -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
        -DCOUNTDOWN_PRECOMPILED_HEADERS=OFF \
        -DCOUNTDOWN_WERROR=ON >"$WIN_BUILD.configure.log" 2>&1 ||
        win_failed "$WIN_BUILD.configure.log"
    cmake --build "$WIN_BUILD" -j "$WIN_JOBS"
    win_say "compiler cache: $(ccache --print-stats | awk -F'\t' '
        $1 == "direct_cache_hit" || $1 == "preprocessed_cache_hit" { hits += $2 }
        $1 == "cache_miss" { misses = $2 }
        END { printf "%d of %d compilations found in %s", hits, hits + misses, ENVIRON["CCACHE_DIR"] }')"
}

# Runs COMMAND under Xvfb with a persistent wineserver in WINEPREFIX (a program's start then
# costs a fraction of a second, not seconds), stopping the server and whatever is left after.
# Wine's own services (services.exe, rpcss.exe...) are started first, on /dev/null: started by
# the first program, they would keep its output open, and CTest waits for the end of a test's
# output before it says the test is over.
win_in_wine() { # PREFIX COMMAND...
    local prefix="$1"
    shift
    # 9>&-: nothing started here (a wineserver that outlives it) may hold the cache's lock.
    # shellcheck disable=SC2016 # expanded by that sh, not here
    WINEPREFIX="$prefix" xvfb-run -a -s '-screen 0 1280x1024x24' sh -c '
        wineserver -p
        wine wineboot </dev/null >/dev/null 2>&1
        rc=0
        "$@" || rc=$?
        wineserver -k
        exit $rc' sh "$@" 9>&-
}

# Runs COMMAND under Xvfb in WINEPREFIX, then waits until every Windows program it started has
# ended (Wine's server ends with the last of them): an installer or an uninstaller may hand its
# work to another process and return at once.
win_until_wine_is_done() { # PREFIX COMMAND...
    local prefix="$1"
    shift
    WINEPREFIX="$prefix" xvfb-run -a -s '-screen 0 1280x1024x24' sh -c '
        "$@"
        wineserver -w' sh "$@" 9>&-
}

WIN_TESTS_PASSED=0
WIN_TESTS_TOTAL=0
win_test() {
    local prefix="$WIN_BUILD/wine-tests" log="$WIN_BUILD/ctest.log" rc=0 summary
    win_new_prefix "$prefix"
    # Offscreen Qt on Windows reads its fonts from one folder and, asked for the system's font,
    # takes the first it finds there. The tests measure text: they get what fontconfig gives them
    # on Linux, DejaVu Sans (in Debian's folder it found DejaVu Serif, wider, first).
    rm -rf "$WIN_BUILD/test-fonts" && mkdir -p "$WIN_BUILD/test-fonts"
    local font
    for font in /usr/share/fonts/truetype/dejavu/DejaVuSans{,-Bold,-Oblique,-BoldOblique}.ttf \
        /usr/share/fonts/truetype/dejavu/DejaVuSansMono*.ttf; do
        [ ! -f "$font" ] || ln -s "$font" "$WIN_BUILD/test-fonts/"
    done
    # A test that times out is run once more (--repeat after-timeout:2), and said loudly below:
    # under Wine, now and then a test process hangs after its last line, or sees a queued event
    # from a worker thread only at its next timer (README, scripts/windows.sh, step 3). The
    # longest test takes about 100 s under Wine: 300 s is room enough.
    WINEPATH="$(win_dll_path)" QT_QPA_FONTDIR="$(win_path "$WIN_BUILD/test-fonts")" \
        WINEDEBUG=-all win_in_wine "$prefix" \
        ctest --test-dir "$WIN_BUILD" -j "$WIN_JOBS" --timeout 300 --repeat after-timeout:2 \
        --output-on-failure 2>&1 | tee "$log" || rc=$?
    local timed_out
    timed_out="$(sed -n 's/^.*Test *#[0-9]*: \([^ ]*\) .*\*\*\*Timeout.*$/\1/p' "$log" | sort -u | tr '\n' ' ')"
    [ -z "$timed_out" ] ||
        win_say "WARNING: timed out under Wine and run again: $timed_out(see $log)"
    summary="$(grep -E '^[0-9]+% tests passed' "$log" | tail -n 1)"
    [ -n "$summary" ] || {
        countdown_err "ctest printed no summary: see $log"
        return 1
    }
    WIN_TESTS_TOTAL="$(printf '%s\n' "$summary" | sed -n 's/.* out of \([0-9]*\).*/\1/p')"
    WIN_TESTS_PASSED=$((WIN_TESTS_TOTAL - $(printf '%s\n' "$summary" | sed -n 's/.*, \([0-9]*\) tests failed.*/\1/p')))
    return "$rc"
}

WIN_FIRST_FRAME_MS=""
win_installer() {
    local pkg="$WIN_BUILD/package" prefix="$WIN_BUILD/wine-install" installer dir data out
    local installed='C:\Program Files\Countdown Numbers' # as the installer and a player see it
    rm -rf "$pkg"
    (cd "$WIN_BUILD" && cpack -G NSIS -B "$pkg" >"$pkg.log" 2>&1) || win_failed "$pkg.log"
    installer="$(ls "$pkg"/countdown-numbers-*-win64.exe)"
    win_say "installer: $(basename "$installer"), $(du -h "$installer" | cut -f1)"
    win_new_prefix "$prefix"
    dir="$prefix/drive_c/Program Files/Countdown Numbers"
    data="$prefix/drive_c/users/$(id -un)/AppData/Roaming/CountdownNumbers"
    WINEDEBUG=-all win_until_wine_is_done "$prefix" wine "$installer" /S
    for f in bin/countdown-numbers.exe bin/countdown-solve.exe bin/Qt6Core.dll \
        bin/platforms/qwindows.dll bin/sqldrivers/qsqlite.dll bin/translations/qtbase_fr.qm \
        Uninstall.exe; do
        [ -f "$dir/$f" ] || {
            countdown_err "the installer did not install $f into $dir"
            return 1
        }
    done
    win_say "installed: $(find "$dir" -type f | wc -l) files, $(du -sh "$dir" | cut -f1) in $installed"
    # A friend's challenge link opens the installed game: the scheme's open command names it.
    out="$(WINEPREFIX="$prefix" WINEDEBUG=-all wine reg query \
        'HKCR\countdown-numbers\shell\open\command' 2>&1)" || true
    case "$out" in
    *"$installed\bin\countdown-numbers.exe"*'"%1"'*)
        win_say "installed: countdown-numbers:// links open $installed\bin\countdown-numbers.exe" ;;
    *)
        countdown_err "the installer did not register countdown-numbers:// links: $out"
        return 1
        ;;
    esac
    # The installed programs, as a player starts them: the Windows platform (Wine's display
    # driver) under Xvfb, DLLs and plugins from beside the executable only.
    # What they say on stderr (Wine finding no sound card, for one) goes to a log.
    out="$(WINEDEBUG=-all win_in_wine "$prefix" \
        wine "$installed\\bin\\countdown-numbers.exe" --smoke-test \
        2>"$WIN_BUILD/installed-game.log")" || win_failed "$WIN_BUILD/installed-game.log"
    WIN_FIRST_FRAME_MS="$(printf '%s\n' "$out" | sed -n 's/^first frame after \([0-9]*\) ms.*/\1/p')"
    [ -n "$WIN_FIRST_FRAME_MS" ] || {
        countdown_err "the installed game showed no first frame: $out"
        return 1
    }
    win_say "installed game: first frame after $WIN_FIRST_FRAME_MS ms"
    # In French (Wine takes the Windows language from LANG): Qt's own strings are found.
    out="$(LANG=fr_FR.UTF-8 WINEQT_LOGGING_RULES='countdown.language.debug=true' \
        WINEQT_FORCE_STDERR_LOGGING=1 WINEDEBUG=-all win_in_wine "$prefix" \
        wine "$installed\\bin\\countdown-numbers.exe" --smoke-test 2>&1)"
    case "$out" in
    *"Qt's strings:"*qtbase_fr.qm*) win_say "installed game in French: Qt's strings from qtbase_fr.qm" ;;
    *)
        countdown_err "the installed game did not find Qt's French strings: $out"
        return 1
        ;;
    esac
    out="$(WINEDEBUG=-all win_in_wine "$prefix" \
        wine "$installed\\bin\\countdown-solve.exe" 952 25 50 75 100 3 6 \
        2>"$WIN_BUILD/installed-solve.log")" || win_failed "$WIN_BUILD/installed-solve.log"
    # The show's most famous round (1997): 952 exactly, with all six.
    case "$out" in
    *"= 952"*"exact, using 6 numbers"*)
        win_say "installed countdown-solve: $(printf '%s\n' "$out" | head -n 1)" ;;
    *)
        countdown_err "the installed countdown-solve did not solve 952 from 25 50 75 100 3 6: $out"
        return 1
        ;;
    esac
    [ -d "$data" ] || {
        countdown_err "the installed game kept nothing under AppData\\Roaming\\CountdownNumbers"
        return 1
    }
    # The uninstaller copies itself away and returns at once: waited for with Wine's server.
    WINEDEBUG=-all win_until_wine_is_done "$prefix" \
        wine "$installed\\Uninstall.exe" /S
    if [ -e "$dir" ]; then
        countdown_err "the uninstaller left $(find "$dir" | head -n 5)"
        return 1
    fi
    if WINEPREFIX="$prefix" WINEDEBUG=-all wine reg query \
        'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Countdown Numbers' >/dev/null 2>&1; then
        countdown_err "the uninstaller left its registry key"
        return 1
    fi
    if WINEPREFIX="$prefix" WINEDEBUG=-all wine reg query 'HKCR\countdown-numbers' >/dev/null 2>&1; then
        countdown_err "the uninstaller left the countdown-numbers:// link's registration"
        return 1
    fi
    [ -d "$data" ] || {
        countdown_err "the uninstaller removed the player's history"
        return 1
    }
    win_say "uninstalled: nothing left in Program Files or the registry; the player's data kept"
}

# Qt's own strings (its dialogs' buttons), beside the Windows Qt where QLibraryInfo looks: the
# tests run against it and the installer takes the game's languages from there. The cross-built
# Qt has no qttranslations; the build machine's Qt is the same version. Outside the recipe.
win_qt_translations() {
    mkdir -p "$WIN_CACHE/qt/translations"
    cp -u /usr/share/qt6/translations/qtbase_*.qm "$WIN_CACHE/qt/translations/"
}

# --if-cached, and no usable Windows Qt in the cache: says so loudly and how to build it, and
# exits 75 (what .ci/run reports as skipped).
win_skip() { # REASON...
    {
        echo
        echo "!!! ================================================================================"
        echo "!!! windows: SKIPPED: $*."
        echo "!!! Nothing was built or tested for Windows. Building that Qt takes about 55 minutes"
        echo "!!! on two cores, once; as root, with the Qt Svg and Charts tarballs in DIR:"
        echo "!!!     scripts/windows.sh --vendor DIR"
        echo "!!! (README.md, \"Scripts and CI\"; the cache is COUNTDOWN_WINDOWS_CACHE, now $WIN_CACHE)."
        echo "!!! ================================================================================"
        echo
    } >&2
    exit 75
}

# --- main ---------------------------------------------------------------------------------------

win_usage() { sed -n '2,/^set -euo/p' "$WIN_SCRIPT" | sed '$d' | sed 's/^# \{0,1\}//'; }

win_main() {
    local t
    while [ "$#" -gt 0 ]; do
        case "$1" in
        --vendor)
            [ "$#" -ge 2 ] || {
                countdown_err "--vendor needs a folder"
                return 2
            }
            WIN_VENDOR="$2"
            shift 2
            ;;
        --vendor=*)
            WIN_VENDOR="${1#--vendor=}"
            shift
            ;;
        --qt-only)
            WIN_QT_ONLY=1
            shift
            ;;
        --if-cached)
            WIN_IF_CACHED=1
            shift
            ;;
        -h | --help)
            win_usage
            return 0
            ;;
        *)
            countdown_err "unknown argument: $1 (see --help)"
            return 2
            ;;
        esac
    done
    if [ "$(countdown_os)" != debian ]; then
        countdown_err "scripts/windows.sh cross-builds on Debian 12 (apt-get, MinGW-w64, Wine)"
        return 1
    fi
    if [ -n "$WIN_VENDOR" ]; then
        WIN_VENDOR="$(cd "$WIN_VENDOR" && pwd)" || return 1
    fi
    if ! mkdir -p "$WIN_CACHE" 2>/dev/null || [ ! -w "$WIN_CACHE" ]; then
        countdown_err "cannot write the cache $WIN_CACHE: run as root or set COUNTDOWN_WINDOWS_CACHE"
        return 1
    fi
    # One run at a time per cache.
    exec 9>"$WIN_CACHE/.lock"
    flock -n 9 || {
        countdown_err "another scripts/windows.sh is using $WIN_CACHE"
        return 1
    }
    trap win_say_failed EXIT
    t="$(countdown_now_ms)"
    win_say "cache: $WIN_CACHE"
    win_toolchain
    win_say "toolchain: done ($(countdown_seconds_since "$t") s); Qt for Windows in $WIN_CACHE/qt," \
        "toolchain file $WIN_CACHE/mingw-w64-x86_64.cmake"
    [ "$WIN_QT_ONLY" = 0 ] || return 0
    # shellcheck disable=SC2046 # one package per line: split on purpose
    win_timed packages-to-run win_ensure_packages "${WIN_RUN_PACKAGES[@]}" \
        $(COUNTDOWN_PACKAGE_LISTS=apt-game countdown_wanted_apt_packages)
    win_qt_translations
    win_timed build win_build_game
    win_timed tests win_test
    win_timed installer win_installer
    win_say "all steps: done ($(countdown_seconds_since "$t") s)"
    echo "windows: $WIN_TESTS_PASSED/$WIN_TESTS_TOTAL tests passed under Wine; installer" \
        "installed, played and uninstalled (first frame after $WIN_FIRST_FRAME_MS ms)"
}

win_main "$@"
