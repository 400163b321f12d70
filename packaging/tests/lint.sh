#!/usr/bin/env bash
# Lints the desktop integration files with the tools distributions use.
#
#   lint.sh desktop  FILE.desktop
#   lint.sh metainfo FILE.metainfo.xml VERSION HOMEPAGE
#   lint.sh manpage  poolscope.1 POOLSCOPE_BIN
#
# A missing tool skips (exit 77) on a developer's machine and fails under CI=true:
# scripts/lib/common.sh installs every one of them.
set -euo pipefail

fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

require() { # TOOL PACKAGE
    command -v "$1" >/dev/null 2>&1 && return 0
    [ "${CI:-}" = true ] && fail "$1 is missing; CI must run this test (apt-get install $2)"
    printf 'SKIP: %s is missing (apt-get install %s)\n' "$1" "$2"
    exit 77
}

case "$1" in
desktop)
    require desktop-file-validate desktop-file-utils
    out=$(desktop-file-validate "$2" 2>&1) || fail "desktop-file-validate: $out"
    # It exits 0 on warnings and hints; a clean file says nothing.
    [ -z "$out" ] || fail "desktop-file-validate: $out"
    grep -qx 'Exec=poolscope %u' "$2" || fail "Exec must pass the link: Exec=poolscope %u"
    grep -qx 'MimeType=x-scheme-handler/poolscope;' "$2" || fail "the poolscope URL scheme is not registered"
    ;;
metainfo)
    require appstreamcli appstream
    appstreamcli validate --no-net --explain "$2" || fail "appstreamcli validate"
    # The newest release is the project's version, and the URLs are the project's.
    newest=$(grep -o '<release version="[^"]*"' "$2" | head -n1 | cut -d'"' -f2)
    [ "$newest" = "$3" ] || fail "the newest <release> is \"$newest\"; the project is $3 (add a <release>)"
    grep -qF "<url type=\"homepage\">$4</url>" "$2" || fail "the homepage is not $4"
    ;;
manpage)
    require groff groff-base
    warnings=$(groff -man -ww -z "$2" 2>&1)
    [ -z "$warnings" ] || fail "groff: $warnings"
    text=$(groff -man -Tascii -P-cbou "$2" 2>/dev/null)
    help=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$3" --help)
    missing=()
    for option in $(grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
        grep -qE -- "(^|[^a-z-])$option([^a-z-]|\$)" <<<"$text" || missing+=("$option")
    done
    for command in $(sed -n '/^Commands/,$p' <<<"$help" | awk 'NR > 1 && $1 ~ /^[a-z]+$/ { print $1 }' | sort -u); do
        grep -q "poolscope $command" <<<"$text" || missing+=("$command")
        # Each command's own --help: its options are described here too, and so is every
        # exit code it lists (under EXIT STATUS, as a line of its own).
        commandhelp=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$3" "$command" --help) \
            || fail "poolscope $command --help did not exit 0"
        for option in $(grep -oE -- '--[a-z][a-z-]*' <<<"$commandhelp" | sort -u); do
            grep -qE -- "(^|[^a-z-])$option([^a-z-]|\$)" <<<"$text" || missing+=("$command $option")
        done
        status=$(sed -n '/^EXIT STATUS/,/^[A-Z]/p' <<<"$text")
        for code in $(sed -n '/^Exit codes:/,$p' <<<"$commandhelp" | awk 'NR > 1 { print $1 }'); do
            grep -qE "^ +$code( |\$)" <<<"$status" || missing+=("$command exit code $code")
        done
    done
    [ ${#missing[@]} -eq 0 ] || fail "--help has what poolscope.1 does not describe: ${missing[*]}"
    echo "poolscope.1 describes every option and command of --help, and each command's options and exit codes"
    ;;
*)
    fail "unknown check $1"
    ;;
esac
