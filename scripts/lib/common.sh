# Shared by scripts/*: where things are, package installation, the build.
# Sourced, not run.

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD_DIR="${POOLSCOPE_BUILD_DIR:-$REPO/build}"

# Debian 12 packages the build, the tests and the demo need.
PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libqt6sql6-psql libqt6sql6-sqlite
    libpq-dev postgresql postgresql-contrib pgbouncer
    xvfb xauth fonts-dejavu-core
    dpkg-dev desktop-file-utils appstream librsvg2-bin groff-base # packaging and its tests
)

say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs what is missing. As root it runs apt-get; with passwordless sudo it uses sudo;
# otherwise it prints the exact command and stops.
ensure_packages() {
    local missing=() p
    for p in "${PACKAGES[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local cmd=(apt-get install -y --no-install-recommends "${missing[@]}")
    if [ "$(id -u)" -eq 0 ]; then
        say "installing ${missing[*]}"
        DEBIAN_FRONTEND=noninteractive apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${cmd[@]}"
    elif sudo -n true 2>/dev/null; then
        say "installing ${missing[*]} (sudo)"
        sudo DEBIAN_FRONTEND=noninteractive apt-get update -qq
        sudo DEBIAN_FRONTEND=noninteractive "${cmd[@]}"
    else
        printf 'Missing packages. Install them with:\n\n  sudo apt-get update && sudo %s\n\nthen run this again.\n' "${cmd[*]}" >&2
        exit 1
    fi
}

# Configures (once) and builds. Warnings are errors here, as in CI.
build() {
    if [ ! -f "$BUILD_DIR/build.ninja" ]; then
        say "configuring in $BUILD_DIR"
        cmake -S "$REPO" -B "$BUILD_DIR" -G Ninja \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPOOLSCOPE_WERROR=ON "$@" >/dev/null
    fi
    say "building"
    cmake --build "$BUILD_DIR" -- -j"$(nproc)"
}
