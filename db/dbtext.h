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
