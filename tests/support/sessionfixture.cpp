#include "tests/support/sessionfixture.h"

#include "app/consolesession.h"
#include "tests/support/testdatabase.h"

#include <QCoreApplication>
#include <QDebug>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

bool atLeast(SessionReady ready, SessionReady step)
{
    return static_cast<int>(ready) >= static_cast<int>(step);
}

// Shows the session's window and waits as `how` asks; empty, or what it did not get to.
QString showAndWait(ConsoleSession &session, const SessionStart &how, QSignalSpy &firstData)
{
    MainWindow *window = session.window();
    window->show();
    if (how.ready == SessionReady::Shown)
        return {};
    if (how.ready == SessionReady::Active) {
        window->activateWindow();
        return QTest::qWaitForWindowActive(window) ? QString() : u"the window is not active"_s;
    }
    if (!QTest::qWaitForWindowExposed(window))
        return u"the window is not exposed"_s;
    if (how.ready == SessionReady::FirstData
        && !QTest::qWaitFor([&] { return !firstData.isEmpty(); }, how.timeoutMs))
        return u"no data was shown within %1 ms"_s.arg(how.timeoutMs);
    if (how.ready == SessionReady::Probed
        && !QTest::qWaitFor([&] { return session.schema().probed; }, how.timeoutMs))
        return u"the schema was not probed within %1 ms"_s.arg(how.timeoutMs);
    return {};
}

} // namespace

void useTestDataOfThisRun()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString language = qEnvironmentVariable("POOLSCOPE_TEST_LANGUAGE");
    if (!language.isEmpty())
        QCoreApplication::setApplicationName(QCoreApplication::applicationName() + u'-' + language);
}

Options sessionOptions(const TestDatabase &db)
{
    return sessionOptions(db.dsn());
}

Options sessionOptions(const QString &dsn)
{
    Options options;
    options.dsn = dsn;
    return options;
}

std::unique_ptr<ConsoleSession> startConsole(const Options &options, const SessionStart &how,
                                             QString *why)
{
    auto session = std::make_unique<ConsoleSession>(options);
    // Made before any event loop runs, so that the first data cannot pass unseen.
    QSignalSpy firstData(session.get(), &ConsoleSession::firstDataShown);
    QString error;
    if (!session->start(&error))
        error = u"the console did not start: "_s + error;
    else if (how.view)
        session->window()->setCurrentView(*how.view);
    if (error.isEmpty() && atLeast(how.ready, SessionReady::Shown))
        error = showAndWait(*session, how, firstData);
    if (error.isEmpty())
        return session;
    if (why)
        *why = error;
    else
        qWarning().noquote() << error;
    return nullptr;
}

QStringList columnTexts(const QTableView *table, int column)
{
    QStringList out;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        out.append(table->model()->index(r, column).data().toString());
    return out;
}
