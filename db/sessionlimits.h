#pragma once

// Server-side limits PoolScope applies to every transaction it runs.
//
// Where the connection can carry them, they travel in its startup packet (libpq's `options`,
// as `-c name=value`), so every transaction of the session starts with them and none needs
// a statement of its own; PgSession proves it after connecting (a marker setting sent with
// them, read back with the limits, from a server listening on the port connected to).
// Anywhere else (a pooler refuses or drops startup options, a proxy or pooler stands between,
// or alwaysPerTransaction is set) each transaction starts with set_config(..., is_local =>
// true): never a session SET, so nothing depends on session state and a transaction pooler
// can hand the server connection to anyone between transactions.
struct SessionLimits
{
    int statementTimeoutMs = 5000; // a console query never runs longer than this
    int lockTimeoutMs = 2000; // an action never queues behind a worker for longer
    int idleInTransactionMs = 10000;
    // A client-side backstop for a server or network that stopped answering (a stopped
    // backend, a proxy that stopped forwarding): past statementTimeoutMs plus this, the
    // running statement is cancelled; past twice this, the connection is dropped.
    int watchdogGraceMs = 3000;
    // Set every transaction's limits with its own statement, even where the connection could
    // carry them. The write connection does: an action's lock_timeout must hold whatever
    // stands between PoolScope and the server, and actions are too rare for it to cost.
    bool alwaysPerTransaction = false;
    // Every transaction READ ONLY (a read-only profile): its first statement sets
    // transaction_read_only, so the server refuses any write in it (SQLSTATE 25006) whatever
    // the window or a bug lets through. Always per transaction, never in the startup packet:
    // it must hold through a transaction pooler too.
    bool readOnly = false;
};
