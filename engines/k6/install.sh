#!/usr/bin/env bash
# Grafana k6 (load tests under load-tests/) built from the Go module proxy into <cache>/k6-v1.8.1/bin/k6.
# k6 ships no npm or PyPI package with the binary; `go install` of a pinned version is the registry route.
set -euo pipefail

ENGINE_NAME=k6
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

OUT_DIR="$ENGINES_CACHE/k6-$K6_VERSION"

# `install.sh env`: where the built k6 is, for load-tests/k6.mjs.
if [[ "${1:-setup}" == env ]]; then
  if is_complete "$OUT_DIR" "$K6_VERSION"; then echo "K6_BIN=$OUT_DIR/bin/k6"; fi
  exit 0
fi

if is_complete "$OUT_DIR" "$K6_VERSION"; then exit 0; fi
need go "install Go 1.24+ (https://go.dev/doc/install, or Debian's golang-go if recent enough)"

started=$SECONDS
log "building k6 $K6_VERSION into $OUT_DIR/bin (a few minutes on 2 cores the first time)"
rm -rf "$OUT_DIR"
mkdir -p "$OUT_DIR/bin"
# GOTOOLCHAIN=local: use the Go on PATH rather than downloading the toolchain go.mod names.
GOBIN="$OUT_DIR/bin" GOTOOLCHAIN=local CGO_ENABLED=0 go install -trimpath "go.k6.io/k6@$K6_VERSION"
"$OUT_DIR/bin/k6" version >&2
mark_complete "$OUT_DIR" "$K6_VERSION"
log "ready in $((SECONDS - started))s: $OUT_DIR/bin/k6 ($(du -h "$OUT_DIR/bin/k6" | cut -f1))"
