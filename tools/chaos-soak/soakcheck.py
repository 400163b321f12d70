"""The checker: holds the operators' history to the invariants, against what the database
holds (the actions' own rows and the soak's witness triggers, soaksql.WITNESS).

Run alone on a history and a database:  python3 soakcheck.py --dsn DSN --history FILE
(exit 1 when any invariant is violated)."""

import argparse
import collections
import json
import sys

import soaksql

APPLIED = "done"


def load_history(path):
    intents, outcomes = {}, {}
    with open(path) as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            key = r["reason"]
            (intents if r["event"] == "intent" else outcomes)[key] = r
    # A command whose outcome never reached the log (the soak itself was cut short) is as
    # unknown as one the CLI reported unknown: the database decides.
    for key, intent in intents.items():
        if key not in outcomes:
            outcomes[key] = dict(intent, event="outcome", outcome="unknown", lost=True)
    return list(outcomes.values())


def audit_rows(dsn):
    rows = soaksql.query(dsn, "SELECT reason, action_id, action, target, outcome "
                              "FROM poolscope_audit WHERE reason LIKE 'soak op%';")
    by_reason = collections.defaultdict(list)
    for reason, action_id, action, target, outcome in rows:
        by_reason[reason].append({"action_id": action_id, "action": action, "target": target,
                                  "outcome": outcome})
    return by_reason


class Checker:
    def __init__(self, dsn, records):
        self.dsn = dsn
        self.records = records
        self.violations = []
        self.resolved = collections.Counter()  # unknown -> what the database shows
        self.witnessed = {}  # what the witness triggers saw: the checks' material

    def violate(self, what):
        self.violations.append(what)

    def run(self):
        audits = audit_rows(self.dsn)
        for r in self.records:
            self.check_audit(r, audits.get(r["reason"], []))
        self.check_replays()
        self.check_task_releases()
        self.check_acks()
        self.check_sink_clears()
        return self.violations

    def check_audit(self, r, rows):
        """Every done action has its audit row (same attempt); nothing said failed was done;
        an unknown is resolved by what the audit holds for that attempt."""
        done_rows = [a for a in rows if a["outcome"] == APPLIED]
        who = f"{r['action']} {'/'.join(r['target'])} ({r['reason']}, said {r['outcome']})"
        if len(rows) > 1:
            self.violate(f"{who}: {len(rows)} audit rows for one command")
        outcome = r["outcome"]
        if outcome == "unknown":
            r["resolved"] = APPLIED if done_rows else "not_applied"
            self.resolved[r["resolved"]] += 1
        elif outcome == APPLIED:
            if len(done_rows) != 1 or done_rows[0]["action_id"] != r.get("action_id"):
                self.violate(f"{who}: no audit row of that attempt says done")
        elif done_rows:
            self.violate(f"{who}: the audit says it was done")
        elif rows and rows[0]["outcome"] != outcome and outcome in ("already_done", "refused"):
            self.violate(f"{who}: the audit says {rows[0]['outcome']}")

    def flag(self, sql, describe):
        """A violation for every row `sql` returns, in `describe`'s words."""
        for row in soaksql.query(self.dsn, sql):
            self.violate(describe(*row))

    def count(self, sql):
        return int(soaksql.value(self.dsn, sql))

    def by_target(self, action):
        by_target = collections.defaultdict(list)
        for r in self.records:
            if r["action"] == action:
                by_target[tuple(r["target"])].append(r)
        return by_target

    def check_replays(self):
        """Each dead task replayed at most once; exactly once if any command said done."""
        by_task = self.by_target("replay")
        if not by_task:
            return
        ids = "{" + ",".join(t[0] for t in by_task) + "}"
        rows = soaksql.query(self.dsn, "SELECT r.original_task_id, r.requeued_task_id, "
                                       "(SELECT count(*) FROM tasks n WHERE n.id = r.requeued_task_id) "
                                       "FROM task_replays r "
                                       "WHERE r.original_task_id = ANY (:'ids'::bigint[]);",
                             {"ids": ids})
        replays = collections.defaultdict(list)
        for original, requeued, exists in rows:
            replays[original].append((requeued, exists))
        for (task,), records in by_task.items():
            said = [r for r in records if r["outcome"] == APPLIED]
            applied = said + [r for r in records if r.get("resolved") == APPLIED]
            held = replays.get(task, [])
            if len(applied) > 1:
                self.violate(f"task {task} replayed {len(applied)} times by the operators "
                             f"(doubled replay): " + ", ".join(r["reason"] for r in applied))
            if len(held) > 1:
                self.violate(f"task {task} has {len(held)} rows in task_replays")
            if said and not held:
                self.violate(f"task {task}: a replay said done, task_replays holds none")
            for r in said:
                if held and str(r.get("new_task_id")) != held[0][0]:
                    self.violate(f"task {task}: {r['reason']} said task {r.get('new_task_id')}, "
                                 f"task_replays says {held[0][0]}")
            if held and held[0][1] != "1":
                self.violate(f"task {task}: its replay task {held[0][0]} does not exist")

    def count_applied(self, action):
        said = sum(1 for r in self.records if r["action"] == action and r["outcome"] == APPLIED)
        unknown = sum(1 for r in self.records
                      if r["action"] == action and r.get("resolved") == APPLIED)
        return said, unknown

    def check_task_releases(self):
        """No lease released that its worker still held (renewed, so not expired); no result
        of a worker landing on a task whose lease it had lost."""
        self.flag("SELECT task_id, old_owner, old_expiry, txn_at FROM soak.task_log "
                  "WHERE app LIKE 'soak-op-%' AND old_token IS NOT NULL "
                  "AND new_token IS NULL AND NOT (old_expiry < txn_at);",
                  lambda task, owner, expiry, at: f"task {task}: an operator released the live "
                  f"lease of {owner} (expiring {expiry}, released {at})")
        self.flag("SELECT task_id, old_state, new_state, txn_at FROM soak.task_log "
                  "WHERE app = 'poolsim' AND old_state IS DISTINCT FROM 'leased' "
                  "AND new_state IN ('succeeded', 'failed_retry', 'dead');",
                  lambda task, old, new, at: f"task {task}: a worker's result ({new}) landed on "
                  f"a task that was {old}, not leased to it ({at})")
        released = self.count("SELECT count(*) FROM soak.task_log WHERE app LIKE 'soak-op-%' "
                              "AND old_token IS NOT NULL AND new_token IS NULL;")
        self.witnessed["task_leases_released_by_operators"] = released
        self.witnessed["task_state_changes"] = self.count("SELECT count(*) FROM soak.task_log;")
        said, unknown = self.count_applied("release_task")
        if not said <= released <= said + unknown:
            self.violate(f"task releases: {said} said done (+{unknown} unknown, applied), the "
                         f"database shows {released}")

    def check_acks(self):
        """Acks idempotent: no delivery's ack stamped twice, none un-acked; as many rows acked
        by the operators as their commands said."""
        self.flag("SELECT alert_id, subscription_id, event_id, app FROM soak.ack_log "
                  "WHERE app LIKE 'soak-op-%' AND old_acked IS NOT NULL;",
                  lambda alert, sub, event, app: f"delivery {alert}/{sub}/{event}: acked again "
                  f"by {app}")
        acked = self.count("SELECT count(*) FROM soak.ack_log WHERE app LIKE 'soak-op-%' "
                           "AND old_acked IS NULL;")
        said = sum(int(r.get("changed") or 0) for r in self.records
                   if r["action"] == "ack" and r["outcome"] == APPLIED)
        self.witnessed["deliveries_acked_by_operators"] = acked
        self.witnessed["deliveries_acked_by_devices"] = self.count(
            "SELECT count(*) FROM soak.ack_log WHERE app NOT LIKE 'soak-op-%';")
        unknown = any(r.get("resolved") == APPLIED for r in self.records if r["action"] == "ack")
        if acked < said or (acked != said and not unknown):
            self.violate(f"acks: the commands said {said} rows acked, the database shows {acked}")

    def check_sink_clears(self):
        """A sink's lease-row holder cleared only when expired (or an advisory holder whose
        session was gone), and no cursor moved by a sender that held no lease."""
        self.flag("SELECT feed, sink, old_holder, txn_at FROM soak.cursor_log "
                  "WHERE app LIKE 'soak-op-%' AND old_holder IS NOT NULL "
                  "AND new_holder IS NULL AND old_holder NOT LIKE 'pg-advisory:%' "
                  "AND NOT (old_expiry < extract(epoch FROM txn_at) * 1000);",
                  lambda feed, sink, holder, at: f"sink {feed}/{sink}: an operator cleared the "
                  f"live holder {holder} ({at})")
        self.flag("SELECT feed, sink, old_position, new_position, txn_at "
                  "FROM soak.cursor_log WHERE app NOT LIKE 'soak-op-%' "
                  "AND old_position IS DISTINCT FROM new_position "
                  "AND old_holder IS NULL AND new_holder IS NULL;",
                  lambda feed, sink, old, new, at: f"sink {feed}/{sink}: the cursor moved "
                  f"{old} -> {new} with no holder (a stale send landed, {at})")
        self.witnessed["cursor_moves"] = self.count(
            "SELECT count(*) FROM soak.cursor_log WHERE old_position IS DISTINCT FROM "
            "new_position;")
        self.witnessed["sink_holders_cleared_by_operators"] = self.count(
            "SELECT count(*) FROM soak.cursor_log WHERE app LIKE 'soak-op-%' "
            "AND old_holder IS NOT NULL AND new_holder IS NULL;")


def outcome_counts(records):
    return dict(collections.Counter(r["outcome"] for r in records))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--history", required=True)
    args = ap.parse_args()
    records = load_history(args.history)
    checker = Checker(args.dsn, records)
    violations = checker.run()
    print(json.dumps({"actions": outcome_counts(records), "unknown_resolved":
                      dict(checker.resolved), "witnessed": checker.witnessed,
                      "violations": violations}, indent=2))
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
