"""The consoles' invariants (no crash, live again within 5 s of every fault, memory flat over
the second half) and the report: printed, and written as JSON."""

import collections
import json

LIVE_WITHIN_S = 5.0
RSS_FLAT_MB = 2.0
# A console's memory settles once its view has run a few minutes (docs/performance.md): a
# shorter run reports the figure without judging it.
RSS_JUDGED_FROM_MINUTES = 10


def percentile(values, p):
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, round(p / 100 * len(ordered)))  # nearest rank
    return ordered[min(rank, len(ordered)) - 1]


def state_at(events, t):
    last = None
    for e in events:
        if e[0] > t:
            break
        last = e[1]
    return last


def check_consoles(consoles, episodes, faults, violations, judge_timing, late):
    """Reconnect times (ms) of every (episode, console) where the console lost its data.
    Without `judge_timing` a console live again only later than LIVE_WITHIN_S goes to `late`,
    and only one not live again by the next episode is a violation."""
    reconnects = []
    for console in consoles:
        if console.crashed_at is not None:
            violations.append(f"the {console.view} console exited at {console.crashed_at:.0f} s "
                              f"(code {console.process.returncode})")
        events = sorted(console.events)
        for i, (start, end) in enumerate(episodes):
            judge = end + LIVE_WITHIN_S
            if console.crashed_at is not None and console.crashed_at <= judge:
                continue
            kinds = "+".join(f["kind"] for f in faults if start <= f["start"] <= end)
            downs = [e for e in events if start <= e[0] <= judge and e[1] == "down"]
            if state_at(events, judge) != "up":
                text = (f"the {console.view} console was not live {LIVE_WITHIN_S:.0f} s after the "
                        f"fault ({kinds}) that ended at {end:.1f} s")
                following = episodes[i + 1][0] if i + 1 < len(episodes) else events[-1][0]
                if judge_timing or state_at(events, following) != "up":
                    violations.append(text)
                else:
                    late.append(text)
            if downs:
                ups = [e[0] for e in events if e[1] == "up" and e[0] > downs[-1][0]]
                if ups:
                    reconnects.append(max(0.0, ups[0] - end) * 1000)
    return reconnects


def rss_summary(console, minutes, violations):
    samples = console.rss
    if not samples:
        return {}
    half = samples[0][0] + (samples[-1][0] - samples[0][0]) / 2
    second = [kb for t, kb in samples if t >= half]
    head, tail = second[:3], second[-3:]
    growth = (sum(tail) / len(tail) - sum(head) / len(head)) / 1024 if second else 0.0
    judged = minutes >= RSS_JUDGED_FROM_MINUTES
    if judged and growth > RSS_FLAT_MB:
        violations.append(f"the {console.view} console grew {growth:.1f} MB over the second "
                          f"half (more than {RSS_FLAT_MB:.0f} MB)")
    return {"first_mb": round(samples[0][1] / 1024, 1), "last_mb": round(samples[-1][1] / 1024, 1),
            "peak_mb": round(max(kb for _, kb in samples) / 1024, 1),
            "second_half_growth_mb": round(growth, 2), "judged": judged}


def build(args, records, checker, consoles, driver, violations, extra):
    late = []
    reconnects = check_consoles(consoles, driver.episodes, driver.faults, violations,
                                args.judge_timing, late)
    by_action = collections.defaultdict(collections.Counter)
    for r in records:
        by_action[r["action"]][r["outcome"]] += 1
    report = {
        "command": f"./scripts/chaos-soak --minutes {args.minutes:g} --seed {args.seed}",
        "seed": args.seed,
        "minutes": args.minutes,
        "faults": dict(collections.Counter(f["kind"] for f in driver.faults)),
        "faults_not_injected": sum(1 for f in driver.faults if not f["injected"]),
        "episodes": len(driver.episodes),
        "actions": dict(collections.Counter(r["outcome"] for r in records)),
        "actions_by_kind": {k: dict(v) for k, v in sorted(by_action.items())},
        "unknown_resolved": dict(checker.resolved),
        "witnessed": checker.witnessed,
        "violations": violations,
        "reconnect_ms": {"n": len(reconnects),
                         "p50": percentile(reconnects, 50), "p95": percentile(reconnects, 95),
                         "max": max(reconnects) if reconnects else None},
        "rss": {c.view: rss_summary(c, args.minutes, violations) for c in consoles},
        "timing_judged": args.judge_timing,
        "late_recoveries": late,
    }
    report.update(extra)
    report["violation_count"] = len(violations)
    return report


def render(report):
    lines = [f"soak: {report['command']}",
             f"  faults ({report['episodes']} episodes): " +
             ", ".join(f"{k} {v}" for k, v in sorted(report["faults"].items())),
             "  actions: " + ", ".join(f"{k} {v}" for k, v in sorted(report["actions"].items())),
             "  unknown resolved: " + (", ".join(f"{k} {v}" for k, v in
                                                 sorted(report["unknown_resolved"].items())) or "none")]
    lines.append("  witnessed: " + ", ".join(f"{k} {v}" for k, v in
                                              sorted(report["witnessed"].items())))
    for kind, counts in report["actions_by_kind"].items():
        lines.append(f"    {kind}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    rc = report["reconnect_ms"]
    fmt = lambda v: "-" if v is None else f"{v:.0f}"
    lines.append(f"  reconnect ms (n={rc['n']}): p50 {fmt(rc['p50'])}, p95 {fmt(rc['p95'])}, "
                 f"max {fmt(rc['max'])}")
    for view, r in report["rss"].items():
        if r:
            lines.append(f"  rss {view}: {r['first_mb']} -> {r['last_mb']} MB (peak {r['peak_mb']}), "
                         f"second half {r['second_half_growth_mb']:+.2f} MB"
                         + ("" if r["judged"] else " (not judged: a short run)"))
    if not report["timing_judged"]:
        lines.append(f"  live again later than {LIVE_WITHIN_S:.0f} s (reported, not judged: "
                     f"--no-timing): {len(report['late_recoveries'])}")
    lines.append(f"  violations: {report['violation_count']}")
    lines += [f"    - {v}" for v in report["violations"][:50]]
    return "\n".join(lines)


def write(report, path):
    with open(path, "w") as f:
        json.dump(report, f, indent=2, sort_keys=True)
