#include "app/consolesession.h"
#include "app/options.h"
#include "app/savedpasswords.h"
#include "db/dbclient.h"
#include "local/keyring.h"
#include "models/profiles.h"
#include "tests/support/privatecluster.h"
#include "tests/support/sessionfixture.h"
#include "views/mainwindow.h"
#include "views/profilemenu.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <libpq-fe.h>

using namespace Qt::StringLiterals;

// Remembered passwords (local/keyring, app/savedpasswords) against a real keyring. CTest runs
// this twice (tests/CMakeLists.txt): "secret-service" inside tests/support/keyring-session.sh
// (a private D-Bus session bus, GNOME Keyring's Secret Service unlocked, a scratch HOME), and
// "none" with the session bus pointing nowhere, where every call must end as Unavailable,
// with a reason, and the console must fall back to its prompt and say why.
// POOLSCOPE_KEYRING_ENV names the run.
class tst_Keyring : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init() { QSettings().clear(); }
    void profileKeyNamesProfileAndTarget();
    void storeReadForget();
    void consoleRecallsOrPrompts();
    void editedProfilesForgetTheirPasswords();

private:
    bool m_service = false; // the Secret Service runs
    QString m_dsn; // a cluster whose role pwuser needs a password
    std::unique_ptr<PrivateCluster> m_cluster;
};

namespace {

const QString Password = u"right-horse-battery"_s;

QStringList g_log;
void collect(QtMsgType, const QMessageLogContext &, const QString &message)
{
    g_log.append(message);
}

keyring::Result wait(const std::function<void(QObject *, keyring::Callback)> &call)
{
    std::optional<keyring::Result> result;
    QObject context;
    call(&context, [&](const keyring::Result &r) { result = r; });
    if (result)
        qWarning("the callback ran inside the call");
    if (!QTest::qWaitFor([&] { return result.has_value(); }, keyring::TimeoutMs + 5000))
        qWarning("the keyring call never ended");
    return result.value_or(keyring::Result { keyring::Outcome::Unavailable, {}, u"(no answer)"_s });
}

// The texts of the password prompt, and how it was answered; filled when it opens.
struct Prompt
{
    bool opened = false;
    bool rememberOffered = false;
    QStringList labels;
};

// Answers the next modal dialog while `owner` lives: types `password`, ticks "Remember" when
// asked and offered.
void answerPrompt(QObject *owner, Prompt *seen, const QString &password, bool remember)
{
    auto *timer = new QTimer(owner);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [=] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        timer->stop();
        seen->opened = true;
        for (QLabel *l : modal->findChildren<QLabel *>())
            seen->labels.append(l->text());
        auto *box = modal->findChild<QCheckBox *>();
        seen->rememberOffered = box && box->isVisibleTo(modal);
        if (remember && seen->rememberOffered)
            box->setChecked(true);
        auto *edit = modal->findChild<QLineEdit *>();
        QTest::keyClicks(edit, password);
        QTest::keyClick(edit, Qt::Key_Return);
    });
    timer->start();
}

} // namespace

void tst_Keyring::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString env = qEnvironmentVariable("POOLSCOPE_KEYRING_ENV");
    QVERIFY2(env == u"secret-service" || env == u"none",
             "POOLSCOPE_KEYRING_ENV must say which run this is (tests/CMakeLists.txt)");
    m_service = env == u"secret-service";
    if (m_service)
        QVERIFY2(keyring::builtIn(), "the secret-service run needs a build with POOLSCOPE_KEYRING");

    // A server that asks pwuser for a password (the shared cluster trusts everyone).
    m_cluster = std::make_unique<PrivateCluster>(
        QStringList { u"--hba"_s, u"host all pwuser 127.0.0.1/32 scram-sha-256"_s });
    QVERIFY2(m_cluster->start(), qPrintable(m_cluster->lastError()));
    QVERIFY2(m_cluster->loadSchema(u"pool"_s), qPrintable(m_cluster->lastError()));
    PGconn *admin = PQconnectdb(m_cluster->dsn(u"pool"_s).toUtf8().constData());
    QCOMPARE(PQstatus(admin), CONNECTION_OK);
    PQclear(PQexec(admin,
                   "CREATE ROLE pwuser LOGIN PASSWORD 'right-horse-battery'; "
                   "GRANT SELECT ON ALL TABLES IN SCHEMA public, alarm TO pwuser; "
                   "GRANT USAGE ON SCHEMA alarm TO pwuser"));
    PQfinish(admin);
    m_dsn = m_cluster->tcpDsn(u"pool"_s) + u" user=pwuser"_s;
}

void tst_Keyring::profileKeyNamesProfileAndTarget()
{
    const QString a = keyring::profileKey(u"prod"_s, u"host=db1 user=support"_s);
    QVERIFY(a.contains(u"prod"_s) && a.contains(u"host=db1"_s));
    QVERIFY(a != keyring::profileKey(u"prod"_s, u"host=db2 user=support"_s));
    QVERIFY(a != keyring::profileKey(u"staging"_s, u"host=db1 user=support"_s));
}

void tst_Keyring::storeReadForget()
{
    const QString key = keyring::profileKey(u"tst_keyring"_s, u"host=store.invalid"_s);
    using keyring::Outcome;
    auto read = [&](QObject *c, keyring::Callback d) {
        keyring::read(key, c, d);
    };
    auto forget = [&](QObject *c, keyring::Callback d) {
        keyring::forget(key, c, d);
    };
    const keyring::Result written
        = wait([&](QObject *c, keyring::Callback d) { keyring::write(key, u"s3 cret"_s, c, d); });
    if (!m_service) {
        // No keyring service: every call says so, with a reason for the prompt; no crash.
        QCOMPARE(written.outcome, Outcome::Unavailable);
        QVERIFY(!written.reason.isEmpty());
        const keyring::Result r = wait(read);
        QCOMPARE(r.outcome, Outcome::Unavailable);
        QVERIFY(r.password.isEmpty());
        QVERIFY2(!r.reason.isEmpty(), "the prompt says why");
        QCOMPARE(wait(forget).outcome, Outcome::Unavailable);
        return;
    }
    QVERIFY2(written.outcome == Outcome::Done, qPrintable(written.reason));
    keyring::Result r = wait(read);
    QVERIFY2(r.outcome == Outcome::Done, qPrintable(r.reason));
    QCOMPARE(r.password, u"s3 cret"_s);
    QCOMPARE(wait(forget).outcome, Outcome::Done);
    QCOMPARE(wait(read).outcome, Outcome::NotFound);
    // Forgetting what is not there is no error (libsecret does not say which it was).
    QVERIFY(wait(forget).outcome != Outcome::Unavailable);
}

void tst_Keyring::consoleRecallsOrPrompts()
{
    Profile p;
    p.name = u"pw"_s;
    p.dsn = m_dsn;
    {
        QSettings settings;
        QString error;
        QVERIFY2(profiles::save(settings, { p }, &error), qPrintable(error));
    }
    const QString key = keyring::profileKey(p.name, p.dsn);
    if (m_service) // a stale password: the server refuses it, so it is forgotten and asked for
        QCOMPARE(wait([&](QObject *c, keyring::Callback d) {
                     keyring::write(key, u"stale-password"_s, c, d);
                 }).outcome,
                 keyring::Outcome::Done);

    g_log.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collect);
    QObject answering;
    Prompt prompt;
    answerPrompt(&answering, &prompt, Password, true);
    const Options options = parseOptions({ u"poolscope"_s, u"--profile"_s, p.name });
    QString why;
    auto session = startConsole(options, SessionReady::Shown, &why);
    QVERIFY2(session, qPrintable(why));
    QTRY_COMPARE_WITH_TIMEOUT(session->client()->status().phase, ConnectionStatus::Phase::Live,
                              20000);
    QVERIFY(prompt.opened);
    const QString labels = prompt.labels.join(u'\n');
    if (m_service) {
        QVERIFY2(labels.contains(u"refused the saved password"_s), qPrintable(labels));
        QVERIFY(prompt.rememberOffered);
    } else {
        QVERIFY2(labels.contains(u"cannot be remembered"_s), qPrintable(labels));
        QVERIFY(!prompt.rememberOffered);
    }
    session.reset();

    if (m_service) {
        // Kept once the server took it; the next start connects without a prompt.
        QTRY_COMPARE_WITH_TIMEOUT(
            wait([&](QObject *c, keyring::Callback d) { keyring::read(key, c, d); }).password,
            Password, 5000);
        Prompt none;
        answerPrompt(&answering, &none, u"never-typed"_s, false);
        session = startConsole(options, SessionReady::Shown, &why);
        QVERIFY2(session, qPrintable(why));
        QTRY_COMPARE_WITH_TIMEOUT(session->client()->status().phase, ConnectionStatus::Phase::Live,
                                  20000);
        QVERIFY2(!none.opened, "the saved password was used without a prompt");
        // File → Profiles → Forget the saved password.
        QAction *forget = nullptr;
        for (QAction *a : session->window()->profileMenu()->actions()) {
            if (a->text() == u"&Forget the saved password"_s)
                forget = a;
        }
        QVERIFY(forget && forget->isEnabled());
        forget->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(
            wait([&](QObject *c, keyring::Callback d) { keyring::read(key, c, d); }).outcome,
            keyring::Outcome::NotFound, 5000);
        session.reset();
    }
    qInstallMessageHandler(previous);

    // Never in the settings file, never in a log line.
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains(Password.toUtf8()));
    for (const QString &line : std::as_const(g_log))
        QVERIFY2(!line.contains(Password) && !line.contains(u"stale-password"_s), qPrintable(line));
}

void tst_Keyring::editedProfilesForgetTheirPasswords()
{
    const QString a = keyring::profileKey(u"kept"_s, u"host=a.invalid"_s);
    const QString b = keyring::profileKey(u"moved"_s, u"host=b.invalid"_s);
    const QString c = keyring::profileKey(u"removed"_s, u"host=c.invalid"_s);
    for (const QString &key : { a, b, c })
        wait([&](QObject *o, keyring::Callback d) { keyring::write(key, u"pw"_s, o, d); });
    auto profile = [](const QString &name, const QString &dsn) {
        Profile p;
        p.name = name;
        p.dsn = dsn;
        return p;
    };
    const QList<Profile> before { profile(u"kept"_s, u"host=a.invalid"_s),
                                  profile(u"moved"_s, u"host=b.invalid"_s),
                                  profile(u"removed"_s, u"host=c.invalid"_s) };
    const QList<Profile> after { profile(u"kept"_s, u"host=a.invalid"_s),
                                 profile(u"moved"_s, u"host=elsewhere.invalid"_s) };
    DbClient client;
    SavedPasswords passwords(&client, [] { return std::optional<Profile>(); });
    passwords.profilesEdited(before, after); // without a keyring: nothing to do, no harm
    if (!m_service)
        return;
    auto outcome = [&](const QString &key) {
        return wait([&](QObject *o, keyring::Callback d) { keyring::read(key, o, d); }).outcome;
    };
    QTRY_COMPARE(outcome(b), keyring::Outcome::NotFound);
    QTRY_COMPARE(outcome(c), keyring::Outcome::NotFound);
    QCOMPARE(outcome(a), keyring::Outcome::Done); // untouched
    wait([&](QObject *o, keyring::Callback d) { keyring::forget(a, o, d); });
}

QTEST_MAIN(tst_Keyring)
#include "tst_keyring.moc"
