#include "db/sshfailure.h"

#include "core/textcontexts.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

// ssh's lines that say something: without the banner of @ signs, the notes it adds on every
// run and blank lines.
QStringList linesOf(const QByteArray &stderrText)
{
    QStringList lines;
    for (const QString &raw : QString::fromUtf8(stderrText).split(u'\n')) {
        const QString line = QString(raw).remove(u'\r').trimmed();
        if (line.isEmpty() || line.startsWith(u'@') || line.startsWith("Warning: Permanently"_L1)
            || line.startsWith("Pseudo-terminal will not"_L1))
            continue;
        lines.append(line.startsWith("ssh: "_L1) ? line.mid(5) : line);
    }
    return lines;
}

QString capped(QString text)
{
    if (text.size() > 400)
        text = text.left(399) + u'…';
    return text;
}

// The last few lines, where ssh puts its reason.
QString gist(const QStringList &lines)
{
    return capped(lines.mid(qMax(0, lines.size() - 3)).join(u"; "_s));
}

QString firstCapture(const QStringList &lines, const QRegularExpression &re)
{
    for (const QString &line : lines) {
        if (const QRegularExpressionMatch m = re.match(line); m.hasMatch())
            return m.captured(1);
    }
    return {};
}

const QString *firstContaining(const QStringList &lines, std::initializer_list<QLatin1String> words)
{
    for (const QString &line : lines) {
        for (const QLatin1String word : words) {
            if (line.contains(word, Qt::CaseInsensitive))
                return &line;
        }
    }
    return nullptr;
}

bool said(const QStringList &lines, std::initializer_list<QLatin1String> words)
{
    return firstContaining(lines, words) != nullptr;
}

// What a person needs from ssh's long warning: the fingerprint it was sent, the known_hosts
// line that holds the old key and the command that would remove it.
QString changedKeyDetail(const QStringList &lines)
{
    QStringList kept;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.startsWith("The fingerprint for"_L1) && i + 1 < lines.size())
            kept.append(line + u' ' + lines.at(++i));
        else if (line.startsWith("Offending"_L1) || line.startsWith("ssh-keygen"_L1))
            kept.append(line);
    }
    return capped(kept.join(u"; "_s));
}

DbError withDetail(DbErrorKind kind, const QString &message, const QString &detail)
{
    DbError e = DbError::make(kind, message);
    e.detail = detail;
    return e;
}

} // namespace

namespace sshfailure {

DbError explain(const QString &destination, const QByteArray &stderrText, int exitCode,
                bool normalExit)
{
    const QStringList lines = linesOf(stderrText);
    // Checked first: a changed key also ends in "Host key verification failed", and with
    // StrictHostKeyChecking=no ssh goes on with forwarding disabled, then exits.
    const QString raw = QString::fromUtf8(stderrText); // the banner's lines are not in `lines`
    if (raw.contains("REMOTE HOST IDENTIFICATION HAS CHANGED"_L1)
        || said(lines, { "forwarding disabled due to host key check failure"_L1 })) {
        static const QRegularExpression host(u"[Hh]ost key for (\\S+) has changed"_s);
        QString who = firstCapture(lines, host);
        return withDetail(DbErrorKind::BadInput,
                          DbText::tr("the SSH host key of %1 has changed: this may be an attack "
                                     "or a reinstalled server; once its administrator has "
                                     "confirmed the new key, fix known_hosts by hand (PoolScope "
                                     "never bypasses a changed key)")
                              .arg(who.isEmpty() ? destination : who),
                          changedKeyDetail(lines));
    }
    if (said(lines, { "Host key verification failed"_L1 })) {
        static const QRegularExpression known(u"host key is known for (\\S+)"_s);
        static const QRegularExpression asked(u"authenticity of host '([^' ]+)"_s);
        QString who = firstCapture(lines, known);
        if (who.isEmpty())
            who = firstCapture(lines, asked);
        return withDetail(DbErrorKind::BadInput,
                          DbText::tr("the SSH host key of %1 is not in known_hosts or was not "
                                     "accepted: connect once with ssh in a terminal, check its "
                                     "fingerprint and accept it")
                              .arg(who.isEmpty() ? destination : who),
                          gist(lines));
    }
    if (said(lines, { "Permission denied"_L1 })) {
        static const QRegularExpression denied(u"^(\\S+): Permission denied"_s);
        const QString who = firstCapture(lines, denied);
        return withDetail(DbErrorKind::BadInput,
                          DbText::tr("%1 refused the SSH login: is the key loaded into the "
                                     "agent, or named in ~/.ssh/config?")
                              .arg(who.isEmpty() ? destination : who),
                          gist(lines));
    }
    // The first such line is the cause: a ProxyJump adds "Connection closed" lines after it.
    if (const QString *line = firstContaining(
            lines,
            { "Connection refused"_L1, "Could not resolve hostname"_L1, "Connection timed out"_L1,
              "timed out during banner exchange"_L1, "No route to host"_L1,
              "Network is unreachable"_L1, "Connection reset"_L1, "kex_exchange_identification"_L1,
              "Connection closed by"_L1 })) {
        return DbError::make(DbErrorKind::ConnectionFailed,
                             DbText::tr("the SSH server cannot be reached (through %1): %2")
                                 .arg(destination, *line));
    }
    if (const QString *line
        = firstContaining(lines,
                          { "forwarding failed"_L1, "Could not request local forwarding"_L1,
                            "cannot bind to path"_L1, "cannot listen to"_L1 })) {
        return withDetail(DbErrorKind::ConnectionFailed,
                          DbText::tr("ssh could not set up the tunnel's forward through %1: %2")
                              .arg(destination, *line),
                          gist(lines));
    }
    const QString how = normalExit
        ? DbText::tr("ssh to %1 exited with status %2 before the tunnel was up")
              .arg(destination)
              .arg(exitCode)
        : DbText::tr("ssh to %1 was killed before the tunnel was up").arg(destination);
    return withDetail(DbErrorKind::ConnectionFailed, how, gist(lines));
}

DbError ended(const QString &destination, const QByteArray &stderrText, int exitCode,
              bool normalExit)
{
    const QString how = normalExit
        ? DbText::tr("the SSH tunnel through %1 ended: ssh exited with status %2")
              .arg(destination)
              .arg(exitCode)
        : DbText::tr("the SSH tunnel through %1 ended: ssh was killed").arg(destination);
    return withDetail(DbErrorKind::ConnectionLost, how, gist(linesOf(stderrText)));
}

DbError timedOut(const QString &destination, int seconds, const QByteArray &stderrText)
{
    return withDetail(
        DbErrorKind::ConnectionFailed,
        DbText::tr("ssh did not set up the tunnel through %1 within %n s", nullptr, seconds)
            .arg(destination),
        gist(linesOf(stderrText)));
}

DbError notStarted(const QString &program, const QString &reason)
{
    return DbError::make(DbErrorKind::BadInput,
                         DbText::tr("the SSH client (%1) could not be started: %2; is OpenSSH's "
                                    "client installed?")
                             .arg(program, reason));
}

} // namespace sshfailure
