"""The servers of a soak: a private PostgreSQL cluster (scripts/pg), PgBouncer in transaction
mode in front of it, and a proxy per console that can freeze the connections through it."""

import os
import select
import shutil
import signal
import socket
import subprocess
import threading
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.1)
    return False


class Cluster:
    """scripts/pg --name NAME: as root it runs the server as the postgres user."""

    def __init__(self, repo, name):
        self.repo = repo
        self.name = name

    def pg(self, *args, check=True):
        cmd = [os.path.join(self.repo, "scripts", "pg"), "--name", self.name, *args]
        done = subprocess.run(cmd, capture_output=True, text=True)
        if check and done.returncode != 0:
            raise RuntimeError(f"scripts/pg {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout.strip()

    def create(self):
        self.pg("destroy", check=False)
        self.pg("--fast", "--conf", "max_connections = 300", "start")
        self.pg("load-schema", "soak", "--optional")

    def dsn(self, db="soak"):
        return self.pg("dsn", db)

    def socket_dir_and_port(self):
        params = dict(kv.split("=", 1) for kv in self.dsn().split())
        return params["host"], int(params["port"])

    def fast_restart(self):
        self.pg("restart")

    def stop(self):
        self.pg("stop")

    def start(self):
        self.pg("start")

    def destroy(self):
        self.pg("destroy", check=False)


class PgBouncer:
    """Debian's pgbouncer, transaction pooling, restartable on the same port."""

    def __init__(self, workdir, socket_dir, pg_port):
        self.dir = os.path.join(workdir, "pgbouncer")
        os.makedirs(self.dir, exist_ok=True)
        self.port = free_port()
        self.process = None
        ini = os.path.join(self.dir, "pgbouncer.ini")
        with open(os.path.join(self.dir, "users.txt"), "w") as f:
            f.write('"postgres" ""\n')
        with open(ini, "w") as f:
            f.write(
                "[databases]\n"
                f"* = host={socket_dir} port={pg_port}\n"
                "[pgbouncer]\n"
                f"listen_addr = 127.0.0.1\nlisten_port = {self.port}\nunix_socket_dir =\n"
                f"auth_type = trust\nauth_file = {self.dir}/users.txt\n"
                "pool_mode = transaction\nmax_client_conn = 400\ndefault_pool_size = 30\n"
                "ignore_startup_parameters = extra_float_digits\n"
                # Retry a server that refused a login after 1 s, not PgBouncer's 15: a DBA sets
                # this low where the server restarts, or every client waits out the default.
                "server_login_retry = 1\n"
                f"logfile = {self.dir}/pgbouncer.log\npidfile = {self.dir}/pgbouncer.pid\n"
                "admin_users = postgres\n"
            )
        self.ini = ini
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            for name in os.listdir(self.dir):
                shutil.chown(os.path.join(self.dir, name), "postgres", "postgres")

    def start(self):
        binary = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"
        cmd = [binary, self.ini]
        if os.geteuid() == 0:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        self.process = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if not wait_listening(self.port, 20):
            raise RuntimeError(f"pgbouncer did not listen on {self.port} (see {self.dir})")

    def stop(self):
        """Immediate shutdown (SIGTERM): every client connection is cut."""
        try:
            with open(os.path.join(self.dir, "pgbouncer.pid")) as f:
                os.kill(int(f.read().strip()), signal.SIGTERM)
        except (OSError, ValueError):
            pass
        if self.process:
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def dsn(self, db, application_name):
        return (f"host=127.0.0.1 port={self.port} user=postgres dbname={db} "
                f"application_name={application_name} sslmode=disable")


class FreezableProxy:
    """A loopback TCP relay. freeze() stops forwarding on every connection open at that moment
    (both ways, sockets kept open: a hung network path); connections made meanwhile pass, as a
    reconnect over a fresh path would. thaw() lets the frozen ones go on."""

    def __init__(self, target_port):
        self.target_port = target_port
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(64)
        self.port = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.pairs = []  # [client, server, frozen]
        self.stopped = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def freeze(self):
        with self.lock:
            for p in self.pairs:
                p[2] = True
            return len(self.pairs)

    def thaw(self):
        with self.lock:
            for p in self.pairs:
                p[2] = False

    def close(self):
        self.stopped = True

    def _accept(self):
        client, _ = self.listener.accept()
        try:
            server = socket.create_connection(("127.0.0.1", self.target_port), timeout=5)
        except OSError:
            client.close()
            return
        with self.lock:
            self.pairs.append([client, server, False])

    def _drop(self, pair):
        for s in pair[:2]:
            s.close()
        with self.lock:
            self.pairs.remove(pair)

    def _run(self):
        while not self.stopped:
            with self.lock:
                live = [p for p in self.pairs if not p[2]]
            ends = {self.listener: None}
            for p in live:
                ends[p[0]] = (p, p[1])
                ends[p[1]] = (p, p[0])
            readable, _, _ = select.select(list(ends), [], [], 0.1)
            for s in readable:
                if s is self.listener:
                    self._accept()
                    continue
                pair, other = ends[s]
                if pair[2] or pair not in self.pairs:
                    continue
                try:
                    data = s.recv(65536)
                    if data:
                        other.sendall(data)
                        continue
                except OSError:
                    pass
                self._drop(pair)
