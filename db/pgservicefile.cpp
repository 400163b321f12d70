#include "db/pgservicefile.h"

#include "db/connectionparams.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

// No real service file comes near this; a bigger one is a wrong path, not worth reading.
constexpr qint64 MaxFileBytes = 1024 * 1024;

// Debian's libpq is built with this sysconfdir; `pg_config` is not there at run time.
constexpr auto DefaultSysconfDir = "/etc/postgresql-common"_L1;

class Parser
{
public:
    Parser(const QString &sourceFile, QStringList *warnings)
        : m_sourceFile(sourceFile)
        , m_label(sourceFile.isEmpty() ? u"(text)"_s : sourceFile)
        , m_warnings(warnings)
    {
    }

    QList<PgService> run(const QString &text)
    {
        int lineNumber = 0;
        for (QStringView rawLine : QStringView(text).split(u'\n')) {
            ++lineNumber;
            // libpq trims both ends of every line (a CRLF's '\r' included) but nothing else.
            const QStringView line = rawLine.trimmed();
            if (line.isEmpty() || line.startsWith(u'#'))
                continue;
            if (line.startsWith(u'['))
                startSection(line, lineNumber);
            else
                addSetting(line, lineNumber);
        }
        return m_services;
    }

private:
    void warn(int lineNumber, const QString &message)
    {
        if (m_warnings)
            m_warnings->append(u"%1:%2: %3"_s.arg(m_label, QString::number(lineNumber), message));
    }

    void startSection(QStringView line, int lineNumber)
    {
        m_current = -1;
        m_ignoring = true;
        const qsizetype close = line.indexOf(u']');
        if (close < 0) {
            warn(lineNumber,
                 u"section header without ']'; the lines up to the next section are ignored"_s);
            return;
        }
        // libpq matches the bytes between the brackets exactly, spaces included, and ignores
        // whatever follows the ']'.
        const QString name = line.mid(1, close - 1).toString();
        if (name.isEmpty()) {
            warn(lineNumber,
                 u"empty service name '[]'; the lines up to the next section are ignored"_s);
            return;
        }
        for (const auto &[seenName, seenLine] : m_firstLines) {
            if (seenName == name) {
                // libpq stops at the end of the first section with the name it looks for.
                warn(
                    lineNumber,
                    u"service \"%1\" is defined again (first at line %2); libpq uses only the first definition"_s
                        .arg(name, QString::number(seenLine)));
                return;
            }
        }
        m_firstLines.append({ name, lineNumber });
        m_services.append({ name, {}, m_sourceFile });
        m_current = m_services.size() - 1;
        m_ignoring = false;
    }

    void addSetting(QStringView line, int lineNumber)
    {
        if (m_current < 0) {
            if (!m_ignoring)
                warn(lineNumber, u"setting outside any [service] section; libpq ignores it"_s);
            return;
        }
        PgService &service = m_services[m_current];
        const qsizetype eq = line.indexOf(u'=');
        if (eq < 0) {
            warn(lineNumber,
                 u"expected keyword=value in service \"%1\"; libpq refuses this service"_s.arg(
                     service.name));
            return;
        }
        const QStringView rawKey = line.left(eq);
        const QStringView rawValue = line.mid(eq + 1);
        const QString key = rawKey.trimmed().toString();
        const QString value = rawValue.trimmed().toString();
        if (key.isEmpty()) {
            warn(lineNumber,
                 u"missing keyword before '=' in service \"%1\"; libpq refuses this service"_s.arg(
                     service.name));
            return;
        }
        if (rawKey.size() != key.size()) {
            warn(
                lineNumber,
                u"space before '=' after \"%1\"; libpq reads the keyword with the space and refuses this service"_s
                    .arg(key));
        } else if (!rawValue.isEmpty() && rawValue.front().isSpace()) {
            warn(lineNumber,
                 u"space after '=' in \"%1\"; libpq keeps it as part of the value"_s.arg(key));
        }
        if (key == "service"_L1) {
            warn(lineNumber,
                 u"a service cannot name another service; libpq refuses service \"%1\""_s.arg(
                     service.name));
            return;
        }
        // Asked of the linked libpq, so a newer libpq's keywords are accepted.
        if (!ConnectionParams::isKeyword(key.toUtf8())) {
            warn(lineNumber,
                 u"unknown keyword \"%1\"; libpq refuses service \"%2\""_s.arg(key, service.name));
            return;
        }
        for (const auto &setting : std::as_const(service.settings)) {
            if (setting.first == key) {
                warn(lineNumber,
                     u"\"%1\" is set again in service \"%2\"; libpq keeps the first value"_s.arg(
                         key, service.name));
                return;
            }
        }
        service.settings.append({ key, value });
    }

    QString m_sourceFile;
    QString m_label; // the file, or a stand-in for text from elsewhere
    QStringList *m_warnings;
    QList<PgService> m_services;
    QList<std::pair<QString, int>> m_firstLines;
    qsizetype m_current = -1;
    bool m_ignoring = false; // inside a section libpq can never match: no more warnings
};

} // namespace

namespace pgservicefile {

QList<PgService> parse(const QString &text, const QString &sourceFile, QStringList *warnings)
{
    return Parser(sourceFile, warnings).run(text);
}

QStringList searchPaths()
{
    QStringList paths;
    // libpq tests for presence (getenv() != NULL): a set but empty PGSERVICEFILE names no
    // file and still hides ~/.pg_service.conf.
    if (qEnvironmentVariableIsSet("PGSERVICEFILE")) {
        const QString file = qEnvironmentVariable("PGSERVICEFILE");
        if (!file.isEmpty())
            paths.append(file);
    } else {
        paths.append(QDir::homePath() + u"/.pg_service.conf"_s);
    }
    const QString sysconf = qEnvironmentVariableIsSet("PGSYSCONFDIR")
        ? qEnvironmentVariable("PGSYSCONFDIR")
        : QString(DefaultSysconfDir);
    paths.append(sysconf + u"/pg_service.conf"_s);
    return paths;
}

QList<PgService> loadAll(QStringList *warnings)
{
    QList<PgService> all;
    QSet<QString> seen;
    for (const QString &path : searchPaths()) {
        const QFileInfo info(path);
        if (!info.exists())
            continue; // libpq skips a missing file silently
        if (!info.isFile()) {
            if (warnings)
                warnings->append(u"%1: not a regular file"_s.arg(path));
            continue;
        }
        if (info.size() > MaxFileBytes) {
            if (warnings)
                warnings->append(u"%1: larger than %2 bytes; not read"_s.arg(
                    path, QString::number(MaxFileBytes)));
            continue;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            if (warnings)
                warnings->append(u"%1: %2"_s.arg(path, file.errorString()));
            continue;
        }
        const QList<PgService> services = parse(QString::fromUtf8(file.readAll()), path, warnings);
        for (const PgService &service : services) {
            if (seen.contains(service.name))
                continue;
            seen.insert(service.name);
            all.append(service);
        }
    }
    return all;
}

QString redactedSummary(const PgService &service)
{
    QStringList parts;
    for (const auto &[key, value] : service.settings) {
        const QString shown = ConnectionParams::isSecret(key.toUtf8())
            ? u"********"_s
            : ConnectionParams::quoteValue(value);
        parts.append(key + u'=' + shown);
    }
    return parts.join(u' ');
}

} // namespace pgservicefile
