# The layers as the build sees them. No target gets the repository root as an include path:
# each library exports its own folder and nothing else, through a directory in the build tree
# that holds one link named after the folder. So "core/types.h" resolves for whoever links
# poolscope_core, "db/dbjob.h" only for whoever links poolscope_db, and a header of a layer a
# target does not link is a compile error. The direction between the layers (views never
# include db/, ...) is checked by tests/tst_layering.
function(poolscope_export_headers target folder)
    set(dir ${PROJECT_BINARY_DIR}/include/${folder})
    file(MAKE_DIRECTORY ${dir})
    file(CREATE_LINK ${PROJECT_SOURCE_DIR}/${folder} ${dir}/${folder} SYMBOLIC)
    target_include_directories(${target} PUBLIC ${dir})
endfunction()
