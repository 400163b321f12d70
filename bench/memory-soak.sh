#!/usr/bin/env bash
# The memory soak (the chaos soak is scripts/chaos-soak): the console against the simulator at
# ~200 tasks/s for a while, one console per view, sampling each console's resident memory. Prints the samples and, per view, the first and
# last RSS and the growth over the second half of the run (warm-up excluded).
#
#   bench/memory-soak.sh [SECONDS]        (default 600)
#   SOAK_RATE=R bench/memory-soak.sh      poolsim's event rate (default 150: about 200 tasks/s here,
#                                  as ./scripts/bench measured; each event makes 1–4 tasks)
set -euo pipefail
source "$(dirname "$0")/../scripts/lib/common.sh"
SECONDS_TO_RUN="${1:-600}"
pg() { "$REPO/scripts/pg" --name memory-soak "$@"; }
pg destroy >/dev/null 2>&1 || true
pg --fast start >/dev/null
trap 'kill ${pids[*]} 2>/dev/null || true; kill -TERM "$sim" 2>/dev/null || true; wait 2>/dev/null || true; pg destroy >/dev/null 2>&1 || true' EXIT
pg load-schema soak >/dev/null
DSN="$(pg dsn soak)"
"$BUILD_DIR/bin/poolsim" seed --dsn "$DSN" --tasks 50000 >/dev/null
"$BUILD_DIR/bin/poolsim" run --dsn "$DSN" --rate "${SOAK_RATE:-150}" --workers 32 --batch 16 --quiet \
    --duration $((SECONDS_TO_RUN + 30)) >"$REPO/out/memory-soak-poolsim.log" 2>&1 &
sim=$!
pids=()
views=(tasks leases deliveries alarms)
for v in "${views[@]}"; do
    xvfb-run -a -s "-screen 0 1500x900x24" "$BUILD_DIR/bin/poolscope" --dsn "$DSN" --view "$v" --interval 2 \
        >/dev/null 2>&1 &
    pids+=($!)
done
sleep 5
# xvfb-run forks the console: find each console by the binary's own name and its --view.
cpids=()
for v in "${views[@]}"; do
    for p in $(pgrep -x poolscope); do
        if tr '\0' ' ' <"/proc/$p/cmdline" | grep -q -- "--view $v "; then cpids+=("$p"); fi
    done
done
echo "# t_s ${views[*]} (VmRSS in MB) tasks_in_db"
start=$(date +%s)
while [ $(( $(date +%s) - start )) -lt "$SECONDS_TO_RUN" ]; do
    line="$(( $(date +%s) - start ))"
    for p in "${cpids[@]}"; do
        rss=$(awk '/VmRSS/ {printf "%.1f", $2/1024}' "/proc/$p/status" 2>/dev/null || echo "gone")
        line="$line $rss"
    done
    line="$line $(psql -X -tAc 'SELECT count(*) FROM tasks' "$DSN")"
    echo "$line"
    sleep 10
done
