#!/usr/bin/env bash
# Build FerretDB v1.24.2 (the last v1 release: v2 needs PostgreSQL with Microsoft's DocumentDB extension)
# from the Go module proxy, with patches/ferretdb-v1.24.2-local.patch applied, into
#   <cache>/ferretdb-v1.24.2-<patch hash>/bin/ferretdb
# Why not `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2`: the proxy refuses the module's
# version list (go install fails while checking deprecations), it could not apply our patch, and the
# binary would panic at start because the module zip lacks build/version/*.txt.
set -euo pipefail

ENGINE_NAME=ferretdb
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

HERE="$ENGINES_DIR/ferretdb"
PATCH="$HERE/patches/ferretdb-$FERRETDB_VERSION-local.patch"
MODULE=github.com/FerretDB/FerretDB
# Tag v1.24.2 and the module's go.sum hash: the build refuses any other source.
COMMIT=cda72d440810406a208c4670aa7047f5bc8d528f
MODULE_SUM='h1:trrUU0LbmusMbyubhPS1IELncvrIwKrsRT2LW1UUWCw='
OUT_DIR="$ENGINES_CACHE/ferretdb-$FERRETDB_VERSION-$(sha256sum "$PATCH" | cut -c1-7)"
BIN="$OUT_DIR/bin/ferretdb"

fp="$(fingerprint "$PATCH" "$HERE/build.sh")"
if is_complete "$OUT_DIR" "$fp"; then exit 0; fi

need go "install Go 1.24+ (https://go.dev/doc/install, or Debian's golang-go if recent enough)"
need patch "install patch (Debian: apt-get install -y patch)"

started=$SECONDS
log "building FerretDB $FERRETDB_VERSION with local patches into $OUT_DIR"
rm -rf "$OUT_DIR"
mkdir -p "$OUT_DIR/bin"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/ferretdb-build.XXXXXX")"
# Module cache files are read-only; make the copy writable before removing it.
trap 'chmod -R u+w "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT

# GOTOOLCHAIN=local: use the Go on PATH rather than trying to download the one go.mod names.
export GOTOOLCHAIN=local GOFLAGS=-mod=mod CGO_ENABLED=0
info="$(cd "$WORK" && go mod download -json "$MODULE@$FERRETDB_VERSION")"
src_dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$info")"
sum="$(sed -n 's/^[[:space:]]*"Sum": "\(.*\)",$/\1/p' <<<"$info")"
[[ -d "$src_dir" ]] || die "go mod download did not report a source directory"
[[ "$sum" == "$MODULE_SUM" ]] || die "unexpected module hash $sum (expected $MODULE_SUM)"

cp -r "$src_dir" "$WORK/src"
chmod -R u+w "$WORK/src"
(cd "$WORK/src" && patch -p1 --quiet --forward <"$PATCH")
# FerretDB reads its version from these embedded files (normally written by its Taskfile from git).
printf '%s\n' "$FERRETDB_VERSION" >"$WORK/src/build/version/version.txt"
printf '%s\n' "$COMMIT" >"$WORK/src/build/version/commit.txt"
printf '%s\n' main-v1 >"$WORK/src/build/version/branch.txt"
printf '%s\n' local-patches >"$WORK/src/build/version/package.txt"
(cd "$WORK/src" && go build -buildvcs=false -trimpath -o "$BIN" ./cmd/ferretdb)

# (no `| head`: with pipefail, SIGPIPE on the writer would fail the build)
"$BIN" --version >"$OUT_DIR/version.txt"
log "built $(sed -n 1p "$OUT_DIR/version.txt")"
mark_complete "$OUT_DIR" "$fp"
log "ready in $((SECONDS - started))s: $BIN ($(du -h "$BIN" | cut -f1))"
