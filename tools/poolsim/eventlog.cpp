#include "tools/poolsim/eventlog.h"

#include <QDateTime>
#include <atomic>
#include <cstdio>
#include <mutex>

using namespace Qt::StringLiterals;

namespace poolsim::eventlog {

namespace {
std::mutex g_mutex;
std::chrono::steady_clock::time_point g_start = std::chrono::steady_clock::now();
std::atomic<bool> g_quiet { false };
} // namespace

void setStart(std::chrono::steady_clock::time_point start)
{
    std::lock_guard lock(g_mutex);
    g_start = start;
}

void setQuiet(bool quiet)
{
    g_quiet = quiet;
}

void line(const QString &who, const QString &what)
{
    if (g_quiet)
        return;
    std::lock_guard lock(g_mutex);
    const double elapsed
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - g_start).count();
    const QString text = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) + u" +"_s
        + QString::number(elapsed, 'f', 1) + u"s "_s + who + u' ' + what + u'\n';
    std::fputs(text.toUtf8().constData(), stdout);
    std::fflush(stdout);
}

} // namespace poolsim::eventlog
