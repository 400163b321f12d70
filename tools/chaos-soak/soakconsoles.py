"""Four consoles, one per view, on the offscreen platform: each through a proxy of its own to
PgBouncer, its log lines stamped as they arrive, its resident memory sampled."""

import os
import subprocess
import threading
import time

VIEWS = ("tasks", "leases", "deliveries", "alarms")

# What ConsoleSession logs (poolscope.app, info) when it loses and regains live data.
DOWN_LINES = ("a poll failed", "connection lost")
UP_LINE = "polls answered again"


def rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


class Console:
    def __init__(self, binary, view, dsn, workdir, clock_zero):
        self.view = view
        self.events = []  # (seconds since the soak began, "down" | "up", line)
        self.rss = []  # (seconds, kB)
        self.exit_code = None
        self.crashed_at = None  # seconds: it exited before the soak asked it to
        home = os.path.join(workdir, f"console-{view}")
        runtime = os.path.join(home, "run")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/config",
                   XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache",
                   XDG_RUNTIME_DIR=runtime, QT_QPA_PLATFORM="offscreen",
                   QT_LOGGING_RULES="poolscope.*.info=true")
        env.pop("DISPLAY", None)
        self.log_path = os.path.join(workdir, f"console-{view}.log")
        self.zero = clock_zero
        self.process = subprocess.Popen(
            [binary, "--dsn", dsn, "--view", view, "--interval", "2", "--idle-pause", "0", "--operator", "9",
             "--new-instance", "--language", "en"],
            env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE, text=True, errors="replace")
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        with open(self.log_path, "w") as log:
            for line in self.process.stderr:
                t = time.monotonic() - self.zero
                line = line.rstrip("\n")
                log.write(f"{t:9.3f} {line}\n")
                log.flush()
                if any(d in line for d in DOWN_LINES):
                    self.events.append((t, "down", line))
                elif UP_LINE in line:
                    self.events.append((t, "up", line))

    def alive(self):
        return self.process.poll() is None

    def sample(self, t):
        if self.process.poll() is not None:
            if self.crashed_at is None:
                self.crashed_at = t
            return
        kb = rss_kb(self.process.pid)
        if kb is not None:
            self.rss.append((t, kb))

    def first_data(self):
        return any(e[1] == "up" for e in self.events)

    def stop(self):
        """Asks it to quit (SIGTERM) and keeps its exit code; a crash shows as a signal."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.reader.join(timeout=5)
        self.exit_code = self.process.returncode
