#pragma once

// Server-side limits PoolScope applies to every transaction it runs. They are set with
// set_config(..., is_local => true) at the start of each transaction, never on the session,
// so nothing depends on session state and a transaction pooler can hand the server
// connection to anyone between transactions.
struct SessionLimits
{
    int statementTimeoutMs = 5000; // a console query never runs longer than this
    int lockTimeoutMs = 2000; // an action never queues behind a worker for longer
    int idleInTransactionMs = 10000;
    // A client-side backstop for a server or network that stopped answering (a stopped
    // backend, a proxy that stopped forwarding): past statementTimeoutMs plus this, the
    // running statement is cancelled; past twice this, the connection is dropped.
    int watchdogGraceMs = 3000;
};
