#pragma once

#include <QString>
#include <chrono>

namespace poolsim {

// One line per notable event, to stdout, from any thread:
//   2026-11-29T15:40:01.234Z +12.3s worker-2 leased task 1042 (attempt 1/4)
// Lines never interleave. No parameter values that could hold customer data are logged:
// ids and states only, never payloads.
namespace eventlog {

void setStart(std::chrono::steady_clock::time_point start);
void line(const QString &who, const QString &what);
void setQuiet(bool quiet); // tests: keep the output short

} // namespace eventlog

} // namespace poolsim
