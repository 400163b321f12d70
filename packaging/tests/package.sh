#!/usr/bin/env bash
# Builds the .deb and the .tar.gz from the build tree, unpacks the .deb into a scratch root
# (no real install) and checks what it holds: the binary runs, every desktop file is where
# desktops look, the dependencies came from dpkg-shlibdeps.
#
#   package.sh CPACK CPACK_CONFIG SCRATCH_DIR VERSION APP_ID ICON_SIZES
#
# ICON_SIZES is a comma list of the rendered PNG sizes (empty without rsvg-convert). SCRATCH_DIR
# is this test's own, so it runs beside any other test.
set -euo pipefail
cpack=$1 config=$2 scratch=$3 version=$4 id=$5 sizes=${6:-}

fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
for tool in dpkg-deb:dpkg dpkg-shlibdeps:dpkg-dev; do
    command -v "${tool%%:*}" >/dev/null 2>&1 && continue
    [ "${CI:-}" = true ] && fail "${tool%%:*} is missing; CI must run this test (apt-get install ${tool#*:})"
    echo "SKIP: ${tool%%:*} is missing (apt-get install ${tool#*:})"
    exit 77
done

[ -n "$sizes" ] || [ "${CI:-}" != true ] \
    || fail "no PNG icons: rsvg-convert (librsvg2-bin) was missing when CMake configured"

rm -rf "$scratch"
mkdir -p "$scratch"
"$cpack" --config "$config" -G "DEB;TGZ" -B "$scratch/out" >"$scratch/cpack.log" 2>&1 \
    || { cat "$scratch/cpack.log"; fail "cpack failed"; }

deb="$scratch/out/poolscope_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || { ls -l "$scratch/out"; fail "no $(basename "$deb")"; }
dpkg-deb -c "$deb" | awk '{ print $NF }' >"$scratch/contents"

expected=(
    ./usr/bin/poolscope
    "./usr/share/applications/$id.desktop"
    "./usr/share/metainfo/$id.metainfo.xml"
    "./usr/share/icons/hicolor/scalable/apps/$id.svg"
    ./usr/share/man/man1/poolscope.1.gz
    ./usr/share/doc/poolscope/copyright
    ./usr/share/doc/poolscope/changelog.gz
)
IFS=',' read -ra icon_sizes <<<"$sizes"
for size in "${icon_sizes[@]}"; do
    expected+=("./usr/share/icons/hicolor/${size}x${size}/apps/$id.png")
done
for path in "${expected[@]}"; do
    grep -qxF "$path" "$scratch/contents" || fail "the package lacks $path"
done
! grep -q poolsim "$scratch/contents" || fail "poolsim is a development tool; it is not packaged"
outside=$(grep -vxE '\./|\./usr/.*' "$scratch/contents" || true)
[ -z "$outside" ] || fail "files outside /usr: $outside"

depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libpq5 libqt6sql6-sqlite; do
    grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
[ "$(dpkg-deb -f "$deb" Section)" = database ] || fail "Section is not database"

dpkg-deb -x "$deb" "$scratch/root"
# Remembered passwords: QtKeychain is linked (so a Depends, from dpkg-shlibdeps) when built
# in; what makes it work at run time is recommended (docs/packaging.md).
if objdump -p "$scratch/root/usr/bin/poolscope" | grep -q 'NEEDED.*libqt6keychain'; then
    grep -q libqt6keychain1 <<<"$depends" || fail "Depends lacks libqt6keychain1: $depends"
fi
recommends=$(dpkg-deb -f "$deb" Recommends)
grep -q libsecret-1-0 <<<"$recommends" || fail "Recommends lacks libsecret-1-0: $recommends"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$scratch/root/usr/bin/poolscope" --version)
[ "$out" = "poolscope $version" ] || fail "the packaged poolscope --version said: $out"
gzip -t "$scratch/root/usr/share/man/man1/poolscope.1.gz" || fail "the man page is not gzip"
zcat "$scratch/root/usr/share/doc/poolscope/changelog.gz" | head -n1 | grep -q "^poolscope ($version) " \
    || fail "packaging/changelog does not start with poolscope ($version)"

tgz="$scratch/out/poolscope-$version-Linux-$(uname -m).tar.gz"
[ -f "$tgz" ] || { ls -l "$scratch/out"; fail "no $(basename "$tgz")"; }
tar -tzf "$tgz" | grep -q "/bin/poolscope$" || fail "the tarball lacks bin/poolscope"

echo "$(basename "$deb"): $(wc -l <"$scratch/contents") entries; Depends: $depends"
echo "packaged poolscope --version: $out"
