#include "models/connectionstrings.h"

#include "db/connectionparams.h"
#include "db/pgservicefile.h"

using namespace Qt::StringLiterals;

namespace {

// The variables libpq reads for its defaults (libpq docs, "Environment Variables").
constexpr auto LibpqVariables
    = "PGHOST PGHOSTADDR PGPORT PGDATABASE PGUSER PGPASSWORD PGPASSFILE PGSERVICE PGSERVICEFILE "
      "PGSYSCONFDIR PGOPTIONS PGAPPNAME PGSSLMODE PGREQUIRESSL PGSSLNEGOTIATION PGSSLCOMPRESSION "
      "PGSSLCERT PGSSLKEY PGSSLCERTMODE PGSSLROOTCERT PGSSLCRL PGSSLCRLDIR PGSSLSNI PGREQUIREPEER "
      "PGREQUIREAUTH PGCHANNELBINDING PGGSSENCMODE PGKRBSRVNAME PGGSSLIB PGGSSDELEGATION "
      "PGCONNECT_TIMEOUT PGCLIENTENCODING PGTARGETSESSIONATTRS PGLOADBALANCEHOSTS "
      "PGSSLMINPROTOCOLVERSION PGSSLMAXPROTOCOLVERSION PGDATESTYLE PGTZ PGGEQO"_L1;

} // namespace

namespace connectionstrings {

Check check(const QString &dsn)
{
    DbError error;
    const ConnectionParams params = ConnectionParams::parse(dsn, &error);
    if (!params.isValid())
        return { error.message, {} };
    // libpq falls back on PGSERVICE only when the string names no service.
    return { {},
             params.has("service") ? params.value("service") : qEnvironmentVariable("PGSERVICE") };
}

QString editable(const QString &dsn, bool *removed)
{
    const ConnectionParams params = ConnectionParams::parse(dsn, nullptr);
    *removed = params.isValid() && params.hasSecret();
    if (!params.isValid())
        return {};
    return *removed ? params.withoutSecrets() : dsn;
}

QString setting(const QString &dsn, const QByteArray &keyword)
{
    const ConnectionParams params = ConnectionParams::parse(dsn, nullptr);
    return params.isValid() ? params.value(keyword) : QString();
}

QString withSetting(const QString &dsn, const QByteArray &keyword, const QString &value)
{
    const ConnectionParams params = ConnectionParams::parse(dsn, nullptr);
    if (!params.isValid() || params.value(keyword) == value)
        return dsn;
    return params.with(keyword, value).withoutSecrets();
}

QString serviceDsn(const QString &name)
{
    return u"service="_s + ConnectionParams::quoteValue(name);
}

QList<EnvironmentSetting> libpqEnvironment()
{
    QList<EnvironmentSetting> set;
    for (const QString &key : QString(LibpqVariables).split(u' ')) {
        const QByteArray name = key.toLatin1();
        if (!qEnvironmentVariableIsSet(name.constData()))
            continue;
        const bool secret = ConnectionParams::isSecretVariable(name);
        set.append({ key, secret ? QString() : qEnvironmentVariable(name.constData()), secret });
    }
    return set;
}

ServiceFiles readServiceFiles()
{
    QStringList warnings;
    const QList<PgService> services = pgservicefile::loadAll(&warnings);
    return describe(services, warnings);
}

ServiceFiles describe(const QList<PgService> &services, const QStringList &warnings)
{
    ServiceFiles files;
    for (const PgService &service : services)
        files.services.append(
            { service.name, pgservicefile::redactedSummary(service), service.sourceFile });
    files.searchPaths = pgservicefile::searchPaths();
    files.warnings = warnings;
    return files;
}

} // namespace connectionstrings
