#pragma once

#include <QCoreApplication>

// Translation contexts for the texts the DB layer makes for people: errors, action outcomes,
// lookup verdicts and summaries. They are made on the DB thread, where
// QCoreApplication::translate is safe to call; the command line installs no translator, so
// its output stays English. SQL, log lines and identifiers are never translated.
struct DbText
{
    Q_DECLARE_TR_FUNCTIONS(DbText) // connections, the DB thread, settings that cannot be used
};
struct ActionText
{
    Q_DECLARE_TR_FUNCTIONS(ActionText) // what replay, release, clear, terminate and ack did
};
struct LookupText
{
    Q_DECLARE_TR_FUNCTIONS(LookupText) // verdicts, summaries and timelines of a lookup
};
struct WatchText
{
    Q_DECLARE_TR_FUNCTIONS(WatchText) // a watch's state, outcome and proof
};
struct FailureText
{
    Q_DECLARE_TR_FUNCTIONS(FailureText) // what the failure groups covered, and a group's name
};
struct StateText
{
    Q_DECLARE_TR_FUNCTIONS(StateText) // the words for the database's enum values (statenames.h)
};

// The n of a numerus message (tr(text, nullptr, n) with %n or %Ln) for a count held in 64 bits.
// Past an int — no count these texts show comes near — a stand-in with the count's last two
// digits, which are what the languages' plural rules look at (1 row, 21 строка).
constexpr int pluralCount(qint64 count)
{
    constexpr qint64 Max = 2147483647;
    return count <= Max ? int(count < 0 ? 0 : count) : int(1000000000 + count % 100);
}
