# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Writes odds.json, the exact odds the game shows ("About the odds"), from countdown-solve --stats:
# UK and French rules, both modes, each rule set's own target range. Run by the update_odds
# target (resources/CMakeLists.txt):
#   cmake --build --preset release --target update_odds
# or by hand: cmake -DSOLVE=<countdown-solve> -DOUTPUT=<odds.json> -P generate.cmake
if(NOT SOLVE OR NOT OUTPUT)
    message(FATAL_ERROR "usage: cmake -DSOLVE=<countdown-solve> -DOUTPUT=<odds.json> -P generate.cmake")
endif()

set(tables "")
foreach(arguments "--rules;uk" "--rules;uk;--use-all" "--rules;lceb" "--rules;lceb;--use-all")
    execute_process(
        COMMAND "${SOLVE}" --stats --json ${arguments}
        OUTPUT_VARIABLE table
        RESULT_VARIABLE status
        OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "countdown-solve --stats --json ${arguments} failed: ${status}")
    endif()
    if(tables)
        string(APPEND tables ",\n")
    endif()
    string(APPEND tables "    ${table}")
endforeach()

file(WRITE "${OUTPUT}" "{
  \"command\": \"cmake --build --preset release --target update_odds\",
  \"tables\": [
${tables}
  ]
}
")
message(STATUS "Wrote ${OUTPUT}")
