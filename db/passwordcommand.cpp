#include "db/passwordcommand.h"

#include "core/textcontexts.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// What a failed command said, for the message: its last few stderr lines (where tools put
// the reason), capped so a tool that dumps its help does not fill the window.
QString stderrGist(const QByteArray &bytes)
{
    QStringList lines = QString::fromUtf8(bytes).split(u'\n', Qt::SkipEmptyParts);
    for (QString &line : lines)
        line = line.trimmed();
    lines.removeAll(QString());
    while (lines.size() > 3)
        lines.removeFirst();
    QString text = lines.join(u' ');
    if (text.size() > 300)
        text = text.left(299) + u'…';
    return text;
}

} // namespace

PasswordCommand::PasswordCommand(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        finish({},
               DbError::make(DbErrorKind::AuthenticationFailed,
                             DbText::tr("the password command did not finish within %n s "
                                        "(ran: %1)",
                                        nullptr, m_timer->interval() / 1000)
                                 .arg(shown(m_command))));
    });
}

PasswordCommand::~PasswordCommand()
{
    m_done = nullptr;
    abort();
}

QString PasswordCommand::shown(const QString &command)
{
    QString one = command.simplified();
    if (one.size() > 120)
        one = one.left(119) + u'…';
    return one;
}

void PasswordCommand::run(const QString &command, const Target &target, int timeoutMs, Done done)
{
    abort();
    m_command = command;
    m_done = std::move(done);
    m_process = new QProcess(this);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const auto put = [&env](const QString &name, const QString &value) {
        if (value.isEmpty())
            env.remove(name);
        else
            env.insert(name, value);
    };
    put(u"PGHOST"_s, target.host);
    put(u"PGPORT"_s, target.port);
    put(u"PGUSER"_s, target.user);
    put(u"PGDATABASE"_s, target.dbname);
    m_process->setProcessEnvironment(env);
    // A command that asks on its terminal must fail, not wait for an answer nobody can give.
    m_process->setStandardInputFile(QProcess::nullDevice());
    QProcess *process = m_process;
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (process != m_process || e != QProcess::FailedToStart)
            return;
        finish({},
               DbError::make(DbErrorKind::AuthenticationFailed,
                             DbText::tr("the password command could not be started: %1 "
                                        "(ran: %2)")
                                 .arg(process->errorString(), shown(m_command))));
    });
    connect(
        process, &QProcess::finished, this,
        [this, process](int exitCode, QProcess::ExitStatus status) {
            if (process != m_process)
                return;
            const QString said = stderrGist(process->readAllStandardError());
            const QString ran = shown(m_command);
            if (status != QProcess::NormalExit || exitCode != 0) {
                const QString how = status != QProcess::NormalExit
                    ? DbText::tr("the password command was killed")
                    : DbText::tr("the password command failed with exit status %1").arg(exitCode);
                const QString message = said.isEmpty()
                    ? DbText::tr("%1 (ran: %2)").arg(how, ran)
                    : DbText::tr("%1: %2 (ran: %3)").arg(how, said, ran);
                finish({}, DbError::make(DbErrorKind::AuthenticationFailed, message));
                return;
            }
            const QByteArray out = process->readAllStandardOutput();
            const qsizetype end = out.indexOf('\n');
            const QString password = QString::fromUtf8(end < 0 ? out : out.left(end)).remove(u'\r');
            if (password.isEmpty()) {
                finish({},
                       DbError::make(DbErrorKind::AuthenticationFailed,
                                     DbText::tr("the password command printed no "
                                                "password (ran: %1)")
                                         .arg(ran)));
                return;
            }
            finish(password, {});
        });
    m_timer->start(qMax(1000, timeoutMs));
    process->start(u"/bin/sh"_s, { u"-c"_s, command });
}

void PasswordCommand::abort()
{
    m_timer->stop();
    if (QProcess *p = m_process) {
        m_process = nullptr;
        p->disconnect(this);
        if (p->state() != QProcess::NotRunning) {
            p->kill();
            // Reaped by QProcess once it has died; never waited for here.
            connect(p, &QProcess::finished, p, &QObject::deleteLater);
            p->setParent(nullptr);
        } else {
            p->deleteLater();
        }
    }
}

void PasswordCommand::finish(const QString &password, const DbError &error)
{
    Done done = std::move(m_done);
    m_done = nullptr;
    abort();
    if (done)
        done(password, error);
}
