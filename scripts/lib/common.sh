# Shared by scripts/*: where things are, package installation, the build.
# Sourced, not run.

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD_DIR="${POOLSCOPE_BUILD_DIR:-$REPO/build}"
# The ASan+UBSan build (clang, with the libFuzzer targets): see build_sanitizers.
SAN_BUILD_DIR="${POOLSCOPE_SAN_BUILD_DIR:-$REPO/build-san}"
# The build without the Linux desktop's services (docs/platforms.md): see build_portable.
PORTABLE_BUILD_DIR="${POOLSCOPE_PORTABLE_BUILD_DIR:-$REPO/build-portable}"

# Debian 12 packages the build, the tests and the demo need.
PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libqt6sql6-sqlite # SQLite: the journal; nothing loads QPSQL
    libqt6opengl6-dev # Qt6Charts' CMake package needs Qt6OpenGL's, which qt6-charts-dev does not pull in
    libpq-dev postgresql postgresql-contrib pgbouncer
    xvfb xauth fonts-dejavu-core
    python3 # scripts/update-translations
    clang-format # scripts/check-format, run by ./scripts/test
    openssl # tst_tls makes a CA and a server certificate
    # tst_sshtunnel: the console runs the system's ssh; the test runs sshd servers of its own on
    # loopback ports (never the system's). On a machine with systemd, installing the server also
    # enables and starts the ssh service on port 22 ("systemctl disable --now ssh" undoes it);
    # in a container, policy-rc.d keeps it from starting. The tests need neither.
    openssh-client openssh-server
    qtkeychain-qt6-dev # remembered passwords (POOLSCOPE_KEYRING)
    dbus gnome-keyring libsecret-1-0 # private session buses: tst_keyring (a Secret Service), tst_desktopnotifier
    dpkg-dev desktop-file-utils appstream librsvg2-bin groff-base # packaging and its tests
    clang libclang-rt-dev llvm # the sanitizer build: ASan/UBSan/libFuzzer runtimes, llvm-symbolizer
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

# configure DIR [CMAKE ARGS...]: configures DIR once (the arguments apply only then).
# Warnings are errors here, as in CI.
configure() {
    local dir="$1"
    shift
    if [ ! -f "$dir/build.ninja" ]; then
        say "configuring in $dir"
        cmake -S "$REPO" -B "$dir" -G Ninja -DPOOLSCOPE_WERROR=ON "$@" >/dev/null
    fi
}

# configure_and_build DIR [CMAKE ARGS...]: configures DIR once, then builds all of it.
configure_and_build() {
    configure "$@"
    say "building in $1"
    cmake --build "$1" -- -j"$(nproc)"
}

# The build in $BUILD_DIR: what the demo runs and the tests test first.
build() {
    configure_and_build "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
}

# build_targets TARGET...: only TARGETs of the $BUILD_DIR build and what they need. The demo
# runs poolscope and poolsim: about half the objects, without the tests and the bench.
build_targets() {
    configure "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    say "building $* in $BUILD_DIR"
    cmake --build "$BUILD_DIR" --target "$@" -- -j"$(nproc)"
}

# The build in $PORTABLE_BUILD_DIR: POOLSCOPE_LINUX_DESKTOP=OFF, no D-Bus and no XDG runtime
# directory, the fallbacks a Windows or macOS build would use (docs/platforms.md). Without the
# bench (and so the chaos soak), which test nothing of the desktop.
build_portable() {
    configure_and_build "$PORTABLE_BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DPOOLSCOPE_LINUX_DESKTOP=OFF -DPOOLSCOPE_BUILD_BENCH=OFF "$@"
}

# The build in $SAN_BUILD_DIR: clang with AddressSanitizer, LeakSanitizer and UBSan on every
# target, and the libFuzzer targets (which need clang), so one build serves both. -O1 and
# line tables only: the sanitizers' usual choice, quicker to build than -O2 -g with the same
# stack traces. A Debug build so that Q_ASSERT and Qt's own checks run too.
# (docs/reliability.md, "Sanitizers")
build_sanitizers() {
    configure_and_build "$SAN_BUILD_DIR" -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" \
        -DPOOLSCOPE_SANITIZE=ON -DPOOLSCOPE_FUZZ=ON -DPOOLSCOPE_BUILD_BENCH=OFF "$@"
}
