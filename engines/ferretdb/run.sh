#!/usr/bin/env bash
# FerretDB (MongoDB wire protocol) on the SQLite backend: one process, no database server behind it.
#   run.sh start | stop | status | env | logs      (build.sh builds the binary; start runs it if needed)
set -euo pipefail

ENGINE_NAME=ferretdb
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

HERE="$ENGINES_DIR/ferretdb"
PATCH="$HERE/patches/ferretdb-$FERRETDB_VERSION-local.patch"
BIN="$ENGINES_CACHE/ferretdb-$FERRETDB_VERSION-$(sha256sum "$PATCH" | cut -c1-7)/bin/ferretdb"
STATE="$ENGINES_RUN/ferretdb"
SQLITE_DIR="$STATE/sqlite"
PIDFILE="$STATE/ferretdb.pid"
LOGFILE="$STATE/ferretdb.log"
# Identifies our process in /proc/<pid>/cmdline: every stage of its command line names this directory.
MARKER="$STATE"

pings() {
  python3 "$HERE/ping.py" "$ENGINES_HOST" "$FERRETDB_PORT" 2>/dev/null
}

start() {
  bash "$HERE/build.sh"
  need python3 "the readiness probe (ping.py) needs Python 3"
  begin_start server "$FERRETDB_PORT"
  local t0=$SECONDS
  # Always start empty: SQLite keeps one file per database in this directory.
  rm -rf "$SQLITE_DIR" "$STATE/state.json"
  mkdir -p "$SQLITE_DIR"
  rotate_log "$LOGFILE"
  launch_until_ready FerretDB 30 pings "$BIN" \
    --listen-addr="$ENGINES_HOST:$FERRETDB_PORT" \
    --handler=sqlite --sqlite-url="file:$SQLITE_DIR/" \
    --state-dir="$STATE" --debug-addr=- --telemetry=disable \
    --log-level="${SOLAR_FERRETDB_LOG_LEVEL:-warn}"
  log_ready "mongodb://$ENGINES_HOST:$FERRETDB_PORT/" "$t0"
}

stop() { stop_group "$PIDFILE" "$MARKER" "${SOLAR_ENGINES_STOP_TIMEOUT:-20}"; }

status() { status_line ferretdb "$FERRETDB_VERSION" "$PIDFILE" "$MARKER" "$FERRETDB_PORT"; }

print_env() {
  if is_up "$PIDFILE" "$MARKER" "$FERRETDB_PORT"; then
    echo "MONGODB_URI=mongodb://$ENGINES_HOST:$FERRETDB_PORT/"
    # MongoDB features FerretDB 1.x lacks and no service uses; the document store contract leaves their tests out.
    echo "MONGODB_LACKS=decimal128,partial-indexes,index-plans"
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
