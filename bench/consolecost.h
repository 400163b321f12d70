#pragma once

#include <QJsonObject>
#include <QString>

// What one console costs the database server, per view and per minute (`server-cost`): the
// real console (ConsoleHarness: the session, its DB thread, poller and window) left on each
// view in turn, a row selected so the detail pane polls too, pg_stat_statements reset for the
// console's role and database before each view, then the server's execution (and, when
// pg_stat_statements.track_planning is on, planning) time of the console's statements per
// minute of wall time, their calls per minute and the dearest statements. The worst view's
// figure gives how many consoles one server core holds: 60,000 ms per minute over it.
// Then a console started with an idle pause (`--idle-pause`, views/idlewatch.h) is left
// untouched until its polls pause, and what it still sends is counted; one synthetic mouse
// move then shows the pause ends at the first touch.
struct ConsoleCostOptions
{
    QString dsn; // the console's: a role of its own, so its statements are told apart
    QString adminDsn; // another role's, allowed to reset and read pg_stat_statements
    int secondsPerView = 60;
    int minCyclesPerView = 2; // and at least this many poll cycles answered in each
    int intervalSeconds = 2; // the console's default poll interval
    int idlePauseMinutes = 1; // the idle console's --idle-pause; 0: no idle phase
    int idleSeconds = 60; // counted after its polls paused
    // Tests: the idle watch's threshold in ms instead of idlePauseMinutes (the console's own
    // IdleWatch::setIdleAfterMs), so a short run pauses in seconds.
    qint64 idleAfterMs = 0;
    int top = 5; // statements listed per view
};

// {"console_cost": {...}}; empty with *error set on failure.
QJsonObject runConsoleCost(const ConsoleCostOptions &options, QString *error);
