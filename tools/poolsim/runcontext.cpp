#include "tools/poolsim/runcontext.h"

#include "tools/poolsim/eventlog.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace poolsim {

Role::Role(RunContext &ctx, QString name) : m_ctx(ctx), m_name(std::move(name)) { }

Role::~Role()
{
    join();
}

void Role::start()
{
    m_thread = std::thread([this] { run(); });
}

void Role::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

void Role::log(const QString &what) const
{
    eventlog::line(m_name, what);
}

std::unique_ptr<PgConn> Role::connect()
{
    double backoff = 0.5;
    while (!m_ctx.stop.stopping()) {
        DbError error;
        if (auto conn = PgConn::open(m_ctx.options.dsn, &error))
            return conn;
        log(u"cannot connect, retrying in %1 s: %2"_s.arg(backoff).arg(error.summary()));
        if (!pause(backoff))
            break;
        backoff = std::min(backoff * 2, 8.0);
    }
    return nullptr;
}

bool Role::keepConnected(std::unique_ptr<PgConn> &conn)
{
    if (conn && !conn->isBroken())
        return true;
    if (conn)
        log(u"connection lost; reconnecting"_s);
    conn = connect();
    return conn != nullptr;
}

bool Role::pause(double seconds)
{
    return m_ctx.stop.sleepFor(std::chrono::milliseconds(static_cast<qint64>(seconds * 1000)));
}

} // namespace poolsim
