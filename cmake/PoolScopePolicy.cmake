# The one place compile policy lives: every target links poolscope_policy.
add_library(poolscope_policy INTERFACE)
target_compile_features(poolscope_policy INTERFACE cxx_std_20)
set(CMAKE_CXX_EXTENSIONS OFF)
# -Werror=switch-enum, even without POOLSCOPE_WERROR: a switch on an enum lists every
# enumerator, default or not, so a new enumerator is a compile error at every place that must
# handle it (docs/architecture.md, "Exhaustive switches"). A switch on a foreign enum (Qt,
# libpq) is written as if/else instead.
target_compile_options(poolscope_policy INTERFACE -Wall -Wextra -Wpedantic -Werror=switch-enum)
if(POOLSCOPE_WERROR)
    target_compile_options(poolscope_policy INTERFACE -Werror)
endif()
target_compile_definitions(poolscope_policy INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_NO_FOREACH
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)
# Generated headers (the version, the embedded optional DDL); the sources' own headers come
# from the libraries that export them (PoolScopeLayers.cmake), never from the repository root.
target_include_directories(poolscope_policy INTERFACE ${PROJECT_BINARY_DIR}/generated)
include(PoolScopeSanitizers) # POOLSCOPE_SANITIZE, POOLSCOPE_FUZZ
