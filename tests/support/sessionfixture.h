#pragma once

#include "app/options.h"
#include "views/mainwindow.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

class ConsoleSession;
class QTableView;
class TestDatabase;

// Starting the console in a test as main() starts it: a ConsoleSession built from Options,
// started, its window shown, and a wait until it got as far as the test needs. The one copy
// of that sequence; GUI thread. Waits run the event loop (QSignalSpy, QTest::qWaitFor), never
// a fixed sleep.

// Qt's test locations for the store, journal and settings, private to this run: ctest runs
// one binary once per language at the same time (POOLSCOPE_TEST_LANGUAGE), and two runs of one
// binary would otherwise share, and race on, the same watch store and settings.
void useTestDataOfThisRun();

// The options of `poolscope --dsn DSN` for `db` (a fresh clone of a template database).
Options sessionOptions(const TestDatabase &db);
Options sessionOptions(const QString &dsn);

// How far startConsole() goes before it returns. Shown, Exposed and Active each include the
// steps before them; FirstData and Probed wait for Exposed first (not for Active).
enum class SessionReady {
    Started, // start() succeeded; the window is built but not shown
    Shown, // the window was told to show
    Exposed, // the window is on the (offscreen) screen
    Active, // ... and active, the keyboard's
    FirstData, // exposed, and the first poll of the startup view has been applied
    Probed, // exposed, and the schema probe has answered
};

// Say startConsole(options, SessionReady::FirstData), or with more:
//   SessionStart(SessionReady::Probed).onView(ConsoleView::Lookup).within(15000)
struct SessionStart
{
    // Implicit: a step alone is enough.
    SessionStart(SessionReady r = SessionReady::Exposed) : ready(r) { }
    SessionStart &onView(ConsoleView v)
    {
        view = v;
        return *this;
    }
    SessionStart &within(int ms)
    {
        timeoutMs = ms;
        return *this;
    }

    SessionReady ready;
    std::optional<ConsoleView> view; // switched to before the window shows
    int timeoutMs = 10000; // for FirstData and Probed
};

// A started console session, or null, with the reason in *why (else in a warning), when
// start() refused the options or the session did not get as far as `how` asks in time.
std::unique_ptr<ConsoleSession> startConsole(const Options &options, const SessionStart &how = {},
                                             QString *why = nullptr);

// The display texts of one column of `table`, top to bottom.
QStringList columnTexts(const QTableView *table, int column);
