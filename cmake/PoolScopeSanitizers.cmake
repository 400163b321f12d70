# The sanitizer and fuzzing builds (docs/reliability.md, "Sanitizers"). Included by
# PoolScopePolicy.cmake, so every target gets them through poolscope_policy.
#
# POOLSCOPE_SANITIZE: AddressSanitizer (with LeakSanitizer) and UndefinedBehaviorSanitizer on
# every target. Any UBSan report aborts (-fno-sanitize-recover), so a test cannot pass over it.
# The runtime options and the leak suppressions are compiled into every executable
# (sanitizerdefaults.cpp.in): a test, a binary a test starts (the CLI, poolsim) and a binary
# run by hand all behave alike with no environment set. ASAN_OPTIONS & co. still override.
#
# POOLSCOPE_FUZZ: the libFuzzer targets in tests/fuzz (clang only). It needs the sanitizers:
# a fuzzer without them only finds crashes, not the reads past the end that precede them.
option(POOLSCOPE_FUZZ "Build the libFuzzer targets in tests/fuzz (clang; needs POOLSCOPE_SANITIZE)" OFF)
set(POOLSCOPE_FUZZ_SECONDS 20 CACHE STRING "How long each fuzz test runs under ctest (-max_total_time)")

if(POOLSCOPE_FUZZ AND NOT POOLSCOPE_SANITIZE)
    message(FATAL_ERROR "POOLSCOPE_FUZZ needs POOLSCOPE_SANITIZE=ON")
endif()
if(POOLSCOPE_FUZZ AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "POOLSCOPE_FUZZ needs clang (libFuzzer): -DCMAKE_CXX_COMPILER=clang++")
endif()

if(POOLSCOPE_SANITIZE)
    target_compile_options(poolscope_policy INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(poolscope_policy INTERFACE -fsanitize=address,undefined)

    set(suppressions ${PROJECT_SOURCE_DIR}/tests/sanitizers/lsan.supp)
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${suppressions})
    file(READ ${suppressions} POOLSCOPE_LSAN_SUPPRESSIONS)
    configure_file(${CMAKE_CURRENT_LIST_DIR}/sanitizerdefaults.cpp.in
        ${PROJECT_BINARY_DIR}/generated/sanitizerdefaults.cpp @ONLY)
    # Executables only: in a static library too, the definitions would be linked twice.
    target_sources(poolscope_policy INTERFACE
        $<$<STREQUAL:$<TARGET_PROPERTY:TYPE>,EXECUTABLE>:${PROJECT_BINARY_DIR}/generated/sanitizerdefaults.cpp>)
endif()
