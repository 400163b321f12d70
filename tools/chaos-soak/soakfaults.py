"""The fault driver: a seeded schedule of episodes, each one fault or two overlapping, then a
quiet gap in which every console must come back. Each fault is recorded with when it began
and when it ended (seconds since the soak began), for the report and the liveness check."""

import random
import threading
import time

import soaksql

KINDS = ("terminate_console", "terminate_operator", "kill_operator_command",
         "restart_pgbouncer", "fast_restart_server", "stop_server", "freeze_connection",
         "statement_timeout")
SERVER_KINDS = {"fast_restart_server", "stop_server"}

# The console's statement_timeout (db/sessionlimits.h): a lock held longer than this makes
# its polls, and an operator's action, run past their timeouts.
CONSOLE_STATEMENT_TIMEOUT_S = 5


def running(pid):
    """Not exited: Popen.poll() cannot say while the operator's thread waits on the process,
    and a zombie would take the signal and change nothing."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class NotInjected(Exception):
    """The fault found nothing to strike (no backend, no command running): reported as such."""


class FaultDriver(threading.Thread):
    def __init__(self, seed, minutes, zero, cluster, bouncer, proxies, direct_dsn, operators,
                 stop):
        super().__init__(daemon=True)
        self.rng = random.Random(seed)
        self.seconds = minutes * 60
        self.zero = zero  # the soak's clock: fault times are seconds since it
        self.cluster = cluster
        self.bouncer = bouncer
        self.proxies = proxies  # view -> FreezableProxy
        self.dsn = direct_dsn
        self.operators = operators
        self.stop = stop
        self.faults = []  # dicts: kind, start, end, detail
        self.episodes = []  # (start, end)
        self.lock = threading.Lock()
        self.server_down = threading.Event()

    def now(self):
        return time.monotonic() - self.zero

    def schedule(self):
        # Every kind once first, in a seeded order, so that even a short run sees each.
        first = list(KINDS)
        self.rng.shuffle(first)
        yield from first
        while True:
            yield self.rng.choice(KINDS)

    def run(self):
        kinds = self.schedule()
        until = time.monotonic() + self.seconds
        while not self.stop.is_set() and time.monotonic() < until:
            kind = next(kinds)
            second = None
            if self.rng.random() < 0.35:
                second = self.rng.choice([k for k in KINDS if not (
                    k in SERVER_KINDS and kind in SERVER_KINDS)])
            start = self.now()
            threads = [threading.Thread(target=self.inject, args=(kind,))]
            if second:
                delay = self.rng.uniform(0, 4)
                threads.append(threading.Thread(target=self.inject, args=(second, delay)))
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            self.episodes.append((start, self.now()))
            self.stop.wait(self.rng.uniform(7, 15))

    def inject(self, kind, delay=0.0):
        if delay:
            time.sleep(delay)
        record = {"kind": kind, "start": self.now()}
        try:
            record["detail"] = getattr(self, kind)()
        except Exception as e:  # a fault that could not be made is reported, not fatal
            record["detail"] = f"not injected: {e}"
            record["injected"] = False
        record.setdefault("injected", True)
        record["end"] = self.now()
        with self.lock:
            self.faults.append(record)

    # --- the faults -------------------------------------------------------------------------

    def terminate(self, pattern):
        # Prefer a backend in the middle of something (an action between its statements and
        # its commit); look for one for up to 3 s, then take any.
        deadline = time.monotonic() + 3
        sql = ("SELECT pid FROM pg_stat_activity WHERE application_name LIKE :'pattern' "
               "AND pid <> pg_backend_pid() "
               "AND (NOT :'busy'::bool OR state IN ('active', 'idle in transaction'));")
        while True:
            pids = soaksql.query(self.dsn, sql, {"pattern": pattern, "busy": "true"}, timeout=10)
            if pids or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        if not pids:
            pids = soaksql.query(self.dsn, sql, {"pattern": pattern, "busy": "false"}, timeout=10)
        if not pids:
            raise NotInjected("no backend to terminate")
        pid = self.rng.choice(pids)[0]
        soaksql.query(self.dsn, "SELECT pg_terminate_backend(:'pid'::int);", {"pid": pid})
        return f"terminated backend {pid}"

    def terminate_console(self):
        return self.terminate("soak-console-%")

    def terminate_operator(self):
        return self.terminate("soak-op-%")

    def kill_operator_command(self):
        """SIGKILL a running CLI command part way through (its terminal closed): its outcome
        never reaches the history, which counts it unknown for the checker to resolve. A
        command takes some 50-300 ms; one that finishes first is let go, and the next tried."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            for op in self.operators:
                current = op.running()
                if not current or time.monotonic() - current[1] > 0.03:
                    continue
                after = self.rng.uniform(0.005, 0.1)
                time.sleep(after)
                if running(current[0].pid):
                    current[0].kill()
                    return f"operator {op.number}'s command killed {after * 1000:.0f} ms in"
            time.sleep(0.005)
        raise NotInjected("no command ran long enough to be killed")

    def restart_pgbouncer(self):
        down = self.rng.uniform(0, 3)
        self.bouncer.stop()
        time.sleep(down)
        self.bouncer.start()
        return f"down {down:.1f} s"

    def fast_restart_server(self):
        self.server_down.set()
        try:
            self.cluster.fast_restart()
        finally:
            self.server_down.clear()
        return "pg_ctl restart -m fast"

    def stop_server(self):
        down = self.rng.uniform(5, 30)
        self.server_down.set()
        try:
            self.cluster.stop()
            time.sleep(down)
        finally:
            self.cluster.start()
            self.server_down.clear()
        return f"stopped {down:.1f} s"

    def freeze_connection(self):
        view = self.rng.choice(sorted(self.proxies))
        length = self.rng.uniform(3, 20)
        n = self.proxies[view].freeze()
        time.sleep(length)
        self.proxies[view].thaw()
        return f"{n} connections of the {view} console frozen {length:.1f} s"

    def statement_timeout(self):
        table = self.rng.choice(["tasks", "notification_deliveries", "alarm.alarm_deliveries"])
        hold = CONSOLE_STATEMENT_TIMEOUT_S + self.rng.uniform(1, 4)
        soaksql.query(self.dsn, f"SET application_name = 'soak-faults';\nBEGIN;\n"
                                f"LOCK TABLE {table} IN ACCESS EXCLUSIVE MODE;\n"
                                "SELECT pg_sleep(:'hold'::float8);\nCOMMIT;",
                      {"hold": f"{hold:.1f}"}, timeout=hold + 30)
        return f"{table} locked {hold:.1f} s"
