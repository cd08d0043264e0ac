# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Fails when the Qt Test functions of an executable (its -functions list) are not exactly those
# CTest runs one by one: a function added to the file but not to the list never runs.
#   cmake -DEXECUTABLE=<path> -DREGISTERED=<a,b,c> [-DEMULATOR=<launcher>] -P testfunctions.cmake
# EMULATOR runs a cross-built executable (scripts/wine-run.sh for Windows programs).
execute_process(COMMAND ${EMULATOR} "${EXECUTABLE}" -functions
    OUTPUT_VARIABLE output RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${EXECUTABLE} -functions failed (${result})")
endif()
string(REPLACE "\r" "" output "${output}") # a Windows program's text-mode line ends
string(REPLACE "()" "" output "${output}")
string(STRIP "${output}" output)
string(REPLACE "\n" ";" listed "${output}")
string(REPLACE "," ";" registered "${REGISTERED}")
list(SORT listed)
list(SORT registered)
if(NOT listed STREQUAL registered)
    message(FATAL_ERROR "CTest runs ${registered}; the executable has ${listed}")
endif()
