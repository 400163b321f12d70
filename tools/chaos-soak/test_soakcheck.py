"""The soak's checker fails on planted violations and passes the honest history they were
planted in: a doubled replay (two commands that both say they replayed one dead task), the
release of a lease its worker still held, a delivery acked twice. Against a real server
(POOLSCOPE_TEST_DSN, with the poolscope_template_indexed database ./scripts/test makes) and
the real CLI (POOLSCOPE_BIN). ctest: chaos_soak_checker."""

import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import soakcheck  # noqa: E402
import soakops  # noqa: E402
import soaksql  # noqa: E402

SKIP = 77  # ctest's SKIP_RETURN_CODE for this test


def fail(text):
    print(f"FAIL: {text}")
    sys.exit(1)


def check(dsn, records):
    return soakcheck.Checker(dsn, [dict(r) for r in records]).run()


def expect_found(dsn, records, needle, what):
    violations = check(dsn, records)
    if not any(needle in v for v in violations):
        fail(f"{what} was not found: {violations}")
    print(f"{what} found:", json.dumps(violations))


def replay(binary, dsn, task, reason, home):
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home)
    done = subprocess.run([binary, "replay", "--task", str(task), "--operator", "101",
                           "--reason", reason, "--format", "json", "--dsn", dsn],
                          capture_output=True, text=True, env=env, timeout=60)
    record = {"event": "outcome", "op": 1, "seq": 1, "action": "replay", "target": [str(task)],
              "reason": reason}
    record.update(soakops.outcome_fields(done.returncode, done.stdout, done.stderr))
    if done.returncode != 0 or "action_id" not in record:
        fail(f"the CLI's replay failed ({done.returncode}): {done.stdout} {done.stderr}")
    return record


def run(base, binary, name, home):
    dsn = f"{base} dbname={name}"
    soaksql.query(dsn, soaksql.WITNESS)
    soaksql.query(dsn, """
        INSERT INTO tasks (id, job_id, kind, state, idempotency_key, attempts, max_attempts,
                           created_at, updated_at)
        VALUES (1, 'job-1', 'notify', 'dead', 'k1', 4, 4, now(), now());
        INSERT INTO tasks (id, job_id, kind, state, lease_owner, lease_token, lease_expires_at,
                           created_at, updated_at)
        VALUES (2, 'job-2', 'notify', 'leased', 'worker-7', 'tok-2', now() + interval '30 s',
                now(), now());
        SELECT setval('tasks_id_seq', 10);""")
    honest = [replay(binary, dsn, 1, "soak op1 #1", home)]
    if honest[0]["outcome"] != "done":
        fail(f"the replay said {honest[0]['outcome']}")
    violations = check(dsn, honest)
    if violations:
        fail(f"the honest history has violations: {violations}")

    # A second command that says it replayed the same task: a doubled replay.
    doubled = dict(honest[0], op=2, reason="soak op2 #1",
                   action_id="00000000-0000-4000-8000-000000000001", new_task_id=99)
    expect_found(dsn, honest + [doubled], "doubled replay", "a doubled replay")

    # An operator's release of a lease that had 30 s to run.
    soaksql.query(dsn, "SET application_name = 'soak-op-9';\n"
                       "UPDATE tasks SET state = 'queued', lease_owner = NULL, lease_token = NULL,"
                       " lease_expires_at = NULL WHERE id = 2;")
    expect_found(dsn, honest, "released the live lease of worker-7", "a live lease's release")
    soaksql.query(dsn, "DELETE FROM soak.task_log WHERE task_id = 2;")

    # A delivery whose ack an operator stamped again.
    soaksql.query(dsn, "INSERT INTO soak.ack_log (app, alert_id, subscription_id, event_id,"
                       " old_acked, new_acked) VALUES ('soak-op-1', gen_random_uuid(),"
                       " gen_random_uuid(), gen_random_uuid(), now() - interval '1 min', now());")
    expect_found(dsn, honest, "acked again", "a second ack")


def main():
    base = os.environ.get("POOLSCOPE_TEST_DSN")
    binary = os.environ.get("POOLSCOPE_BIN")
    if not base or not binary:
        print("POOLSCOPE_TEST_DSN and POOLSCOPE_BIN are needed")
        return 1 if os.environ.get("POOLSCOPE_REQUIRE_DB") == "1" or not binary else SKIP
    name = f"soakcheck_{os.getpid()}"
    # The name is made here, of digits and letters: nothing from outside reaches the SQL.
    soaksql.query(base, f'CREATE DATABASE "{name}" TEMPLATE poolscope_template_indexed;')
    try:
        with tempfile.TemporaryDirectory() as home:
            run(base, binary, name, home)
    finally:
        soaksql.query(base, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE);')
    print("PASS: every planted violation was found; the honest history has none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
