#!/bin/sh
# Runs a command on a private D-Bus session bus where GNOME Keyring serves the freedesktop
# Secret Service with its "login" collection created and unlocked, as a desktop session has
# it, headless: no display, so no unlock prompt can appear (gnome-keyring-daemon --unlock
# reads the collection's password from stdin). HOME and the XDG directories point into a
# scratch directory, so the keyring files are the test's own and go with it. The daemon ends
# with the bus. Used by tests/CMakeLists.txt (tst_keyring_secretservice).
#
#   sh tests/support/keyring-session.sh COMMAND [ARGS...]
set -eu
for tool in dbus-run-session:dbus gnome-keyring-daemon:gnome-keyring; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || {
        echo "keyring-session: ${tool%%:*} not found (install the package ${tool#*:})" >&2
        exit 1
    }
done
scratch=$(mktemp -d "${TMPDIR:-/tmp}/poolscope-keyring.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -m 700 "$scratch/run"
export HOME="$scratch" XDG_RUNTIME_DIR="$scratch/run" XDG_DATA_HOME="$scratch/data" \
    XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache"
unset DISPLAY WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS
# An empty password would leave the collection uncreated; any other unlocks it.
dbus-run-session -- sh -c '
    printf "poolscope-test" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    exec "$@"' keyring-session "$@"
