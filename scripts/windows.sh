#!/usr/bin/env bash
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
# Later steps (cross-building the game into build/windows, ctest under Wine, the NSIS installer)
# are not written yet.
set -euo pipefail
# shellcheck source=scripts/setup.sh
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

WIN_SCRIPT="$COUNTDOWN_ROOT/scripts/windows.sh"
WIN_CACHE="${COUNTDOWN_WINDOWS_CACHE:-/var/cache/countdown-windows}"
WIN_JOBS="${COUNTDOWN_WINDOWS_JOBS:-$(countdown_nproc)}"
WIN_VENDOR="${COUNTDOWN_QT_VENDOR:-}"

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
    t="$(countdown_now_ms)"
    win_ensure_packages "${WIN_TOOLCHAIN_PACKAGES[@]}"
    win_say "packages: done ($(countdown_seconds_since "$t") s)"
    hash="$(win_recipe_hash)"
    if [ "$(cat "$WIN_CACHE/stamp" 2>/dev/null)" = "$hash" ] && win_check_qt 2>/dev/null; then
        win_say "Windows Qt $WIN_QT_VERSION: up to date in $WIN_CACHE/qt (recipe $hash)"
        return 0
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

# --- main ---------------------------------------------------------------------------------------

win_usage() { sed -n '2,24p' "$WIN_SCRIPT" | sed 's/^# \{0,1\}//'; }

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
    t="$(countdown_now_ms)"
    win_say "cache: $WIN_CACHE"
    win_toolchain
    win_say "toolchain: done ($(countdown_seconds_since "$t") s); Qt for Windows in $WIN_CACHE/qt," \
        "toolchain file $WIN_CACHE/mingw-w64-x86_64.cmake"
    # Later steps go here, each a function: win_build_game (build/windows), win_test (ctest
    # under Wine), win_package (NSIS).
    win_say "NOT WRITTEN YET: cross-building the game into build/windows, ctest under Wine and" \
        "the NSIS installer (only the Windows Qt is built so far)"
}

win_main "$@"
