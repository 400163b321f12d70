"""The chaos soak (docs/reliability.md, "Chaos soak"): a private cluster behind PgBouncer, the
simulator with every fault on, four consoles, two operators racing the CLI on the same
targets, and a seeded fault driver; then the checker and the report.

    python3 tools/soak/soak.py --bin-dir build/bin [--minutes N] [--seed S] [--out DIR]

Exit status: 0 no invariant violated, 1 a violation, 2 the soak could not be set up."""

import argparse
import os
import signal
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import soakcheck  # noqa: E402
import soakcluster  # noqa: E402
import soakconsoles  # noqa: E402
import soakfaults  # noqa: E402
import soakops  # noqa: E402
import soakreport  # noqa: E402
import soaksql  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEED_TASKS = 20000
SETTLE_S = 15  # after the last fault: commands in flight finish, consoles come back
OPERATORS = 2


def parse():
    ap = argparse.ArgumentParser(description="PoolScope's chaos soak")
    ap.add_argument("--minutes", type=float, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bin-dir", default=os.path.join(REPO, "build", "bin"))
    ap.add_argument("--out", default=os.path.join(REPO, "out", "soak"))
    ap.add_argument("--name", default="soak", help="the scripts/pg cluster name")
    ap.add_argument("--keep", action="store_true", help="leave the cluster running")
    # The two-minute ctest run shares a loaded machine with the other tests: how fast a
    # console comes back is the full soak's to judge; the test holds it to coming back.
    ap.add_argument("--no-timing", dest="judge_timing", action="store_false",
                    help="report, not judge, consoles live again later than 5 s")
    return ap.parse_args()


def say(zero, text):
    print(f"[{time.monotonic() - zero:7.1f} s] {text}", flush=True)


class Soak:
    def __init__(self, args):
        self.args = args
        self.zero = time.monotonic()
        os.makedirs(args.out, exist_ok=True)
        self.cluster = soakcluster.Cluster(REPO, args.name)
        self.bouncer = None
        self.poolsim = None
        self.consoles = []
        self.proxies = {}

    def bin(self, name):
        return os.path.join(self.args.bin_dir, name)

    def setup(self):
        say(self.zero, "starting a private cluster")
        self.cluster.create()
        self.direct = self.cluster.dsn()
        subprocess.run([self.bin("poolsim"), "seed", "--dsn", self.direct, "--tasks",
                        str(SEED_TASKS), "--seed", str(self.args.seed)],
                       check=True, stdout=subprocess.DEVNULL)
        # After the seed: the witness holds what happened during the soak, nothing before.
        soaksql.query(self.direct, soaksql.WITNESS)
        socket_dir, port = self.cluster.socket_dir_and_port()
        self.bouncer = soakcluster.PgBouncer(self.args.out, socket_dir, port)
        self.bouncer.start()
        log = open(os.path.join(self.args.out, "poolsim.log"), "w")
        self.poolsim = subprocess.Popen(
            [self.bin("poolsim"), "run", "--dsn", self.direct, "--faults", "all",
             "--seed", str(self.args.seed), "--duration", str(int(self.args.minutes * 60) + 600)],
            stdout=log, stderr=subprocess.STDOUT)
        say(self.zero, f"pgbouncer on {self.bouncer.port}; poolsim running; starting consoles")
        for view in soakconsoles.VIEWS:
            proxy = soakcluster.FreezableProxy(self.bouncer.port)
            self.proxies[view] = proxy
            dsn = (f"host=127.0.0.1 port={proxy.port} user=postgres dbname=soak "
                   f"application_name=soak-console-{view} sslmode=disable")
            self.consoles.append(soakconsoles.Console(self.bin("poolscope"), view, dsn,
                                                      self.args.out, self.zero))
        deadline = time.monotonic() + 90
        while not all(c.first_data() for c in self.consoles):
            if time.monotonic() > deadline or not all(c.alive() for c in self.consoles):
                raise RuntimeError("a console showed no data within 90 s: see "
                                   + self.args.out)
            time.sleep(0.5)

    def sample(self, stop):
        while not stop.is_set():
            t = time.monotonic() - self.zero
            for c in self.consoles:
                c.sample(t)
            stop.wait(10)

    def run(self):
        stop_ops, stop_faults, stop_sampling = (threading.Event() for _ in range(3))
        history = soakops.History(os.path.join(self.args.out, "history.jsonl"))
        scout = soakops.Scout(self.direct, stop_ops)
        scout.start()
        shared = {"lock": threading.Lock(), "last": None}
        operators = [soakops.Operator(n, self.bin("poolscope"),
                                      self.bouncer.dsn("soak", f"soak-op-{n}"), scout, history,
                                      shared, self.args.out, self.args.seed, stop_ops)
                     for n in range(1, OPERATORS + 1)]
        for o in operators:
            o.start()
        sampler = threading.Thread(target=self.sample, args=(stop_sampling,), daemon=True)
        sampler.start()
        driver = soakfaults.FaultDriver(self.args.seed, self.args.minutes, self.zero,
                                        self.cluster, self.bouncer, self.proxies,
                                        self.direct, operators, stop_faults)
        say(self.zero, f"faults for {self.args.minutes:g} min (seed {self.args.seed})")
        driver.start()
        while driver.is_alive():
            driver.join(timeout=60)
            say(self.zero, f"{len(driver.faults)} faults, "
                           f"{sum(o.seq for o in operators)} commands so far")
        time.sleep(SETTLE_S)
        # The last samples and liveness are taken before anything is stopped.
        stop_sampling.set()
        stop_ops.set()
        for o in operators:
            o.join()
        history.close()
        for c in self.consoles:
            c.stop()
        self.poolsim.send_signal(signal.SIGTERM)
        self.poolsim.wait(timeout=60)
        return driver, history.path

    def check(self, driver, history_path):
        records = soakcheck.load_history(history_path)
        checker = soakcheck.Checker(self.direct, records)
        violations = checker.run()
        extra = {"poolsim_exit": self.poolsim.returncode,
                 "faults_list": driver.faults,
                 "operators": OPERATORS, "seed_tasks": SEED_TASKS}
        report = soakreport.build(self.args, records, checker, self.consoles, driver,
                                  violations, extra)
        soakreport.write(report, os.path.join(self.args.out, "report.json"))
        print(soakreport.render(report), flush=True)
        return report

    def teardown(self):
        for c in self.consoles:
            if c.alive():
                c.process.kill()
        if self.poolsim and self.poolsim.poll() is None:
            self.poolsim.kill()
        if self.bouncer:
            self.bouncer.stop()
        if not self.args.keep:
            self.cluster.destroy()


def interrupted(signum, _frame):
    raise SystemExit(f"soak: stopped by signal {signum}; cleaning up")


def main():
    args = parse()
    # Stopped early (^C, or SIGTERM from a harness): the finally below still stops the
    # consoles, the simulator, PgBouncer and the cluster.
    signal.signal(signal.SIGINT, interrupted)
    signal.signal(signal.SIGTERM, interrupted)
    soak = Soak(args)
    try:
        try:
            soak.setup()
        except (RuntimeError, subprocess.CalledProcessError, soaksql.SqlError) as e:
            print(f"soak: could not set up: {e}", file=sys.stderr)
            return 2
        driver, history = soak.run()
        report = soak.check(driver, history)
        print(f"soak: report written to {os.path.join(args.out, 'report.json')}")
        return 1 if report["violation_count"] else 0
    finally:
        soak.teardown()


if __name__ == "__main__":
    sys.exit(main())
