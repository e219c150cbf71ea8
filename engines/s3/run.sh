#!/usr/bin/env bash
# MinIO (S3-compatible object storage), one drive on loopback, with one bucket for the app's files.
#   run.sh setup | start | stop | status | env | logs      (build.sh builds the binary; start runs it if needed)
set -euo pipefail

ENGINE_NAME=s3
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

HERE="$ENGINES_DIR/s3"
BIN="$ENGINES_CACHE/minio-$MINIO_VERSION/bin/minio"
STATE="$ENGINES_RUN/s3"
DATA_DIR="$STATE/data"
PIDFILE="$STATE/minio.pid"
LOGFILE="$STATE/minio.log"
# Identifies our process in /proc/<pid>/cmdline: its data directory is on the command line.
MARKER="$STATE"
ENDPOINT="http://$ENGINES_HOST:$S3_PORT"
# Test credentials for a server on loopback only (MinIO wants a password of 8 characters or more).
ACCESS_KEY=solar-engines
SECRET_KEY=solar-engines-secret
BUCKET=solar-files
# MinIO accepts any region name when none is configured; the SDK signs with this one.
REGION=us-east-1
# The pseudo-version's commit, short, for `status`.
VERSION_LABEL="$(cut -c1-7 <<<"${MINIO_VERSION##*-}")"

live() {
  curl -fsS -o /dev/null "$ENDPOINT/minio/health/live" 2>/dev/null
}

# PUT /<bucket>, signed with AWS Signature V4 by curl itself (no S3 client to install).
create_bucket() {
  curl -fsS -o /dev/null -X PUT \
    --user "$ACCESS_KEY:$SECRET_KEY" --aws-sigv4 "aws:amz:$REGION:s3" \
    -H "x-amz-content-sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" \
    "$ENDPOINT/$BUCKET"
}

start() {
  bash "$HERE/build.sh"
  need curl "the readiness probe and the bucket creation need curl 7.75+ (Debian: apt-get install -y curl)"
  begin_start server "$S3_PORT"
  local t0=$SECONDS
  # Always start empty: the bucket and every object live in this directory.
  rm -rf "$DATA_DIR"
  mkdir -p "$DATA_DIR"
  rotate_log "$LOGFILE"
  # No web console, no update checks: an S3 API on one port and nothing else.
  launch_until_ready MinIO 30 live env \
    MINIO_ROOT_USER="$ACCESS_KEY" MINIO_ROOT_PASSWORD="$SECRET_KEY" \
    MINIO_BROWSER=off MINIO_UPDATE=off \
    "$BIN" server --address "$ENGINES_HOST:$S3_PORT" "$DATA_DIR"
  create_bucket || die "could not create the bucket $BUCKET (see $LOGFILE)"
  log_ready "$ENDPOINT, bucket $BUCKET," "$t0"
}

stop() { stop_group "$PIDFILE" "$MARKER" "${SOLAR_ENGINES_STOP_TIMEOUT:-20}"; }

status() { status_line s3 "$VERSION_LABEL" "$PIDFILE" "$MARKER" "$S3_PORT"; }

print_env() {
  if is_up "$PIDFILE" "$MARKER" "$S3_PORT"; then
    echo "S3_ENDPOINT=$ENDPOINT"
    echo "S3_BUCKET=$BUCKET"
    echo "S3_REGION=$REGION"
    echo "S3_ACCESS_KEY_ID=$ACCESS_KEY"
    echo "S3_SECRET_ACCESS_KEY=$SECRET_KEY"
    echo "S3_FORCE_PATH_STYLE=true"
  fi
}

case "${1:-}" in
  setup) bash "$HERE/build.sh" ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  env) print_env ;;
  logs) show_log "$LOGFILE" ;;
  *) echo "usage: $0 setup|start|stop|status|env|logs" >&2; exit 2 ;;
esac
