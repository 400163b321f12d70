#include "db/sshtunnel.h"

#include "core/textcontexts.h"

#include <QTimer>

// Placeholder until the OpenSSH-backed implementation lands: refuses every tunnel in words.
struct SshTunnel::Private
{
};

SshTunnel::SshTunnel(QObject *parent) : QObject(parent), d(new Private) { }

SshTunnel::~SshTunnel()
{
    delete d;
}

void SshTunnel::ensure(const Target &, int, Ready ready)
{
    QTimer::singleShot(0, this, [ready] {
        ready({}, 0,
              DbError::make(DbErrorKind::ConnectionFailed,
                            DbText::tr("SSH tunnels are not available in this build")));
    });
}

void SshTunnel::stop() { }

bool SshTunnel::isUp() const
{
    return false;
}
