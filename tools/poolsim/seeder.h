#pragma once

#include "tools/poolsim/options.h"

namespace poolsim {

// `poolsim seed`: the process exit code.
int seedHistory(const SeedOptions &options);

} // namespace poolsim
