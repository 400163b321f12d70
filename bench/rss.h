#pragma once

// This process's resident set and its high-water mark, in MB (from /proc/self/status).
double residentMb();
double peakResidentMb();
