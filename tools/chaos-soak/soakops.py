"""Scripted operators: each a loop running the real CLI (replay, release, ack) on targets a
scout keeps finding, often the very target the other operator just took, so their commands
race. Every command appends its intent before it runs and its outcome after, one JSON line
each, to the history the checker reads."""

import json
import os
import random
import subprocess
import threading
import time

import soaksql

# A command gets this long before it is killed and its outcome counted unknown: well past the
# CLI's own reconcile (about half a minute) behind a statement that waits for a server.
COMMAND_TIMEOUT_S = 150

SCOUT_SQL = {
    "dead": "SELECT t.id FROM tasks t WHERE t.state = 'dead' AND NOT EXISTS "
            "(SELECT 1 FROM task_replays r WHERE r.original_task_id = t.id) "
            "ORDER BY t.id DESC LIMIT 4",
    "replayed": "SELECT original_task_id FROM task_replays ORDER BY id DESC LIMIT 2",
    "expired": "SELECT id FROM tasks WHERE state = 'leased' AND lease_expires_at < now() "
               "ORDER BY lease_expires_at LIMIT 4",
    "live": "SELECT id FROM tasks WHERE state = 'leased' AND lease_expires_at > now() "
            "ORDER BY id DESC LIMIT 2",
    "owed": "SELECT alert_id, subscription_id FROM alarm.alarm_deliveries "
            "WHERE acked_at IS NULL ORDER BY created_at DESC LIMIT 4",
    "sinks": "SELECT feed, sink FROM feed_cursors WHERE lease_holder IS NOT NULL "
             "ORDER BY lease_expires_at LIMIT 3",
}


class Scout(threading.Thread):
    """Reads candidate targets straight from the server every ~1.5 s; keeps the last good
    list while the server is away."""

    def __init__(self, dsn, stop):
        super().__init__(daemon=True)
        self.dsn = dsn
        self.stop = stop
        self.lock = threading.Lock()
        self.targets = {k: [] for k in SCOUT_SQL}

    def run(self):
        while not self.stop.is_set():
            for kind, sql in SCOUT_SQL.items():
                try:
                    rows = soaksql.query(self.dsn, "SET statement_timeout = '2s';\n" + sql,
                                         timeout=5)
                except soaksql.SqlError:
                    continue
                with self.lock:
                    self.targets[kind] = rows
            self.stop.wait(1.5)

    def pick(self, kind, rng):
        with self.lock:
            rows = self.targets[kind]
            return rng.choice(rows) if rows else None


class History:
    """The operators' log: one JSON object a line, intent then outcome, flushed each time."""

    def __init__(self, path):
        self.path = path
        self.lock = threading.Lock()
        self.file = open(path, "w")

    def append(self, record):
        with self.lock:
            self.file.write(json.dumps(record, sort_keys=True) + "\n")
            self.file.flush()

    def close(self):
        self.file.close()


def last_json(stdout):
    for line in reversed(stdout.strip().splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError:
                return None
    return None


def outcome_fields(returncode, stdout, stderr):
    """What one CLI command's end says, for its outcome record."""
    fields = {"exit": returncode, "stderr": stderr.strip()[-300:]}
    reported = last_json(stdout)
    if returncode < 0:
        # Killed (by the fault driver, or after COMMAND_TIMEOUT_S): whatever it had sent may
        # or may not have committed. The checker asks the database.
        fields.update(outcome="unknown", killed=-returncode)
    elif reported is not None:
        fields.update({k: reported.get(k) for k in
                       ("outcome", "action_id", "new_task_id", "changed", "message")})
    elif returncode in (1, 3) and not stdout.strip():
        # No outcome line: the command stopped before it acted (it could not connect, or the
        # schema could not be read). Nothing was sent.
        fields["outcome"] = "not_attempted"
    else:
        fields.update(outcome="unreadable", stdout=stdout[-500:])
    return fields


def command_for(kind, target):
    if kind == "replay":
        return ["replay", "--task", target[0]]
    if kind == "release_task":
        return ["release", "--task", target[0]]
    if kind == "release_sink":
        return ["release", "--feed", target[0], "--sink", target[1]]
    return ["ack", "--alert", target[0], "--subscription", target[1]]


class Operator(threading.Thread):
    # What an operator does, and where it looks for a target: mostly stuck work (dead tasks,
    # expired leases, owed deliveries), sometimes what was already fixed or is not stuck, so
    # "already done" and "refused" are exercised too.
    MIX = [("replay", "dead", 30), ("replay", "replayed", 6), ("release_task", "expired", 20),
           ("release_task", "live", 5), ("ack", "owed", 25), ("release_sink", "sinks", 8)]

    def __init__(self, number, binary, dsn, scout, history, shared, workdir, seed, stop):
        super().__init__(daemon=True)
        self.number = number
        self.binary = binary
        self.dsn = dsn
        self.scout = scout
        self.history = history
        self.shared = shared  # {"lock", "last"}: the target another operator just took
        self.rng = random.Random(seed * 1000 + number)
        self.stop = stop
        self.seq = 0
        self.lock = threading.Lock()
        self.current = None  # (the running command's Popen, when it started)
        home = os.path.join(workdir, f"operator-{number}")
        os.makedirs(home, exist_ok=True)
        self.env = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/data",
                        XDG_CONFIG_HOME=f"{home}/config", XDG_RUNTIME_DIR=home)
        self.env.pop("DISPLAY", None)

    def running(self):
        with self.lock:
            return self.current

    def choose(self):
        with self.shared["lock"]:
            last = self.shared["last"]
        if last and last[0] != self.number and time.monotonic() - last[3] < 2 \
                and self.rng.random() < 0.6:
            return last[1], last[2]  # race the other operator on its target
        action, where, _ = self.rng.choices(self.MIX, weights=[m[2] for m in self.MIX])[0]
        target = self.scout.pick(where, self.rng)
        if target is None:
            return None
        with self.shared["lock"]:
            self.shared["last"] = (self.number, action, target, time.monotonic())
        return action, target

    def run(self):
        while not self.stop.is_set():
            chosen = self.choose()
            if chosen is None:
                self.stop.wait(0.5)
                continue
            self.act(*chosen)
            self.stop.wait(self.rng.uniform(0.1, 1.0))

    def act(self, action, target):
        self.seq += 1
        reason = f"soak op{self.number} #{self.seq}"
        args = command_for(action, target) + ["--operator", str(100 + self.number),
                                              "--reason", reason, "--format", "json"]
        self.history.append({"event": "intent", "op": self.number, "seq": self.seq,
                             "action": action, "target": target, "reason": reason,
                             "t": time.time()})
        record = {"event": "outcome", "op": self.number, "seq": self.seq, "action": action,
                  "target": target, "reason": reason}
        process = subprocess.Popen([self.binary, *args, "--dsn", self.dsn], env=self.env,
                                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        with self.lock:
            self.current = (process, time.monotonic())
        try:
            stdout, stderr = process.communicate(timeout=COMMAND_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            stdout, stderr = process.communicate()
        with self.lock:
            self.current = None
        record.update(outcome_fields(process.returncode, stdout, stderr))
        record["t"] = time.time()
        self.history.append(record)
