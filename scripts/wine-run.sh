#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Runs a Windows program of the cross build under Wine: CTest's and the build's emulator
# (CMAKE_CROSSCOMPILING_EMULATOR, set by scripts/windows.sh), and by hand:
#   scripts/wine-run.sh build/windows/app/countdown-solve.exe 952 25 50 75 100 3 6
# The program's exit code is this script's.
#
# Wine keeps the QT_* variables for itself: it hands WINEQT_X to the program as QT_X, so each
# QT_X of ours goes through as WINEQT_X (the tests' QT_QPA_PLATFORM=offscreen, QT_SCALE_FACTOR...).
# With no Windows console Qt would log to OutputDebugString, where nothing reads it:
# QT_FORCE_STDERR_LOGGING makes Qt Test's and qDebug's output reach the terminal. WINEPATH (the
# Qt and MinGW DLL folders) and WINEPREFIX come from the caller.
set -eu
for name in $(env | sed -n 's/^\(QT_[A-Za-z0-9_]*\)=.*/\1/p'); do
    eval "export WINE$name=\"\${$name}\""
done
export WINEQT_FORCE_STDERR_LOGGING=1
WINEDEBUG="${WINEDEBUG:--all}"
export WINEDEBUG
exec wine "$@"
