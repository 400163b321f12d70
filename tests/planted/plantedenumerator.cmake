# The planted_enumerator test: builds the planted_enumerator target (tests/CMakeLists.txt), in
# which LookupKind has one more enumerator (POOLSCOPE_PLANT_ENUMERATOR) than any switch handles,
# and passes only when the build fails on that enumerator in both of its sources: the real
# lookupparse.cpp (no default: -Wswitch) and plantedswitch.cpp (a default: -Wswitch-enum).
# A build that fails for any other reason fails the test.
#   cmake -DBUILD_DIR=... -P plantedenumerator.cmake
execute_process(
    COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target planted_enumerator -- -k 0
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(APPEND out "${err}")
if(rc EQUAL 0)
    message(FATAL_ERROR "a planted LookupKind compiled: no switch refused it")
endif()
# GCC says "not handled", clang (the sanitizer build) "not explicitly handled".
set(diagnostic "error: enumeration value [^ ]*Planted[^ ]* not (explicitly )?handled in switch")
foreach(check "lookupparse.cpp:[0-9]+:[0-9]+: ${diagnostic}"
              "plantedswitch.cpp:[0-9]+:[0-9]+: ${diagnostic}[^\n]*switch-enum")
    if(NOT out MATCHES "${check}")
        message(FATAL_ERROR "the build failed, but not with \"${check}\":\n${out}")
    endif()
endforeach()
string(REGEX MATCHALL "[^\n]*${diagnostic}[^\n]*" found "${out}")
list(JOIN found "\n" found)
message(STATUS "the planted enumerator is refused where it must be handled:\n${found}")
