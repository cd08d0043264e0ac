# SPDX-FileCopyrightText: 2026 The Countdown Numbers developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Run at install time (install(CODE), see packaging/CMakeLists.txt) in a Windows build made on
# another system, where windeployqt does not exist (Qt builds it only on a Windows host) and
# CMake's own runtime-dependency search cannot match the import names it lower-cases to the
# files on a case-sensitive disk.
#
# Copies into DEST every DLL found in DIRS that one of BINARIES imports, directly or through
# another such DLL; a DLL found in none of DIRS is Windows' own. Inputs (set by the caller):
#   BINARIES  the installed executables and plugins
#   DIRS      where the DLLs are: the Qt's bin/, the MinGW runtime's folders
#   DEST      the folder of the executables
#   OBJDUMP   the cross objdump that reads the PE import tables
#   STRIP     the cross strip, used when installing stripped (cmake --install --strip, CPack)
cmake_minimum_required(VERSION 3.25)

foreach(dir IN LISTS DIRS)
    file(GLOB dlls "${dir}/*.dll")
    foreach(dll IN LISTS dlls)
        get_filename_component(name "${dll}" NAME)
        string(TOLOWER "${name}" name) # Windows matches names without case
        if(NOT DEFINED "dll_${name}")
            set("dll_${name}" "${dll}") # the first folder given wins
        endif()
    endforeach()
endforeach()

set(to_read ${BINARIES})
set(found)
while(to_read)
    list(POP_FRONT to_read binary)
    execute_process(COMMAND "${OBJDUMP}" -p "${binary}" OUTPUT_VARIABLE dump
                    COMMAND_ERROR_IS_FATAL ANY)
    string(REGEX MATCHALL "DLL Name: [^\n]+" imports "${dump}")
    foreach(import IN LISTS imports)
        string(SUBSTRING "${import}" 10 -1 name)
        string(STRIP "${name}" name)
        string(TOLOWER "${name}" name)
        if(DEFINED "dll_${name}" AND NOT "${dll_${name}}" IN_LIST found)
            list(APPEND found "${dll_${name}}")
            list(APPEND to_read "${dll_${name}}")
        endif()
    endforeach()
endwhile()

file(COPY ${found} DESTINATION "${DEST}")
list(TRANSFORM found REPLACE ".*/" "${DEST}/")
foreach(binary IN LISTS found BINARIES)
    message(STATUS "Deployed: ${binary}")
    if(CMAKE_INSTALL_DO_STRIP)
        execute_process(COMMAND "${STRIP}" "${binary}" COMMAND_ERROR_IS_FATAL ANY)
    endif()
endforeach()
