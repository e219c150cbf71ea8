#!/usr/bin/env bash
# MinIO, the S3-compatible object server, built from the Go module proxy into <cache>/minio-<version>/bin/minio.
# MinIO's community edition ships as source only (no binary in any package registry); its README's route is
# `go install github.com/minio/minio@...`, pinned here to the pseudo-version in common.sh.
set -euo pipefail

ENGINE_NAME=s3
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

OUT_DIR="$ENGINES_CACHE/minio-$MINIO_VERSION"
BIN="$OUT_DIR/bin/minio"

if is_complete "$OUT_DIR" "$MINIO_VERSION"; then exit 0; fi
need go "install Go 1.24+ (https://go.dev/doc/install, or Debian's golang-go if recent enough)"

started=$SECONDS
log "building MinIO $MINIO_VERSION into $OUT_DIR/bin (several minutes on 2 cores the first time)"
rm -rf "$OUT_DIR"
mkdir -p "$OUT_DIR/bin"
# GOTOOLCHAIN=local: use the Go on PATH rather than downloading the toolchain go.mod names.
GOBIN="$OUT_DIR/bin" GOTOOLCHAIN=local CGO_ENABLED=0 go install -trimpath "github.com/minio/minio@$MINIO_VERSION"
# Without the release ldflags MinIO calls itself DEVELOPMENT.GOGET; the module version above is what was built.
"$BIN" --version >"$OUT_DIR/version.txt"
mark_complete "$OUT_DIR" "$MINIO_VERSION"
log "ready in $((SECONDS - started))s: $BIN ($(du -h "$BIN" | cut -f1))"
