#!/usr/bin/env bash
# Apache Kafka (KRaft, one node acting as broker and controller) from the jars on Maven Central.
#   kafka.sh setup | start | stop | status | env | logs
set -euo pipefail

ENGINE_NAME=kafka
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

HERE="$ENGINES_DIR/kafka"
CACHE_DIR="$ENGINES_CACHE/kafka-$KAFKA_VERSION"
LIB="$CACHE_DIR/lib"
PROBE_DIR="$CACHE_DIR/probe"
STATE="$ENGINES_RUN/kafka"
DATA="$STATE/data"
CONF="$STATE/server.properties"
PIDFILE="$STATE/kafka.pid"
LOGFILE="$STATE/kafka.log"
HEAP_OPTS="${SOLAR_KAFKA_HEAP_OPTS:--Xms256m -Xmx512m}"
# The GC flags bin/kafka-server-start.sh would use.
JVM_OPTS=(-server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35
  -XX:+ExplicitGCInvokesConcurrent -Djava.awt.headless=true)
# Identifies our process in /proc/<pid>/cmdline: every stage of its command line names this directory.
MARKER="$STATE"

inputs_fingerprint() {
  fingerprint "$HERE/pom.xml" "$HERE/KafkaReady.java"
}

setup() {
  local fp
  fp="$(inputs_fingerprint)"
  if is_complete "$CACHE_DIR" "$fp"; then return 0; fi
  need_java17
  need_maven
  need javac "the readiness probe is compiled with javac (a JDK, not only a JRE)"
  local t0=$SECONDS
  log "fetching Kafka $KAFKA_VERSION jars from Maven Central into $CACHE_DIR"
  rm -rf "$CACHE_DIR"
  mkdir -p "$CACHE_DIR" "$PROBE_DIR"
  # Maven runs on a copy of the pom so the repository stays clean (no target/, no lib/).
  cp "$HERE/pom.xml" "$CACHE_DIR/pom.xml"
  run_mvn "$CACHE_DIR" dependency:copy-dependencies
  ls "$LIB"/kafka_2.13-"$KAFKA_VERSION".jar >/dev/null || die "kafka_2.13-$KAFKA_VERSION.jar missing after mvn"
  javac -nowarn -d "$PROBE_DIR" -cp "$LIB/*" "$HERE/KafkaReady.java"
  mark_complete "$CACHE_DIR" "$fp"
  log "ready in $((SECONDS - t0))s: $(find "$LIB" -name '*.jar' | wc -l) jars, $(du -sh "$LIB" | cut -f1)"
}

render_config() {
  sed -e "s#@HOST@#$ENGINES_HOST#g" -e "s#@PORT@#$KAFKA_PORT#g" \
    -e "s#@CONTROLLER_PORT@#$KAFKA_CONTROLLER_PORT#g" -e "s#@DATA_DIR@#$DATA#g" \
    "$HERE/server.properties" >"$CONF"
}

# A Kafka cluster id is 16 random bytes in URL-safe base64 without padding; Kafka avoids a leading '-'.
new_cluster_id() {
  local id=-
  while [[ "$id" == -* ]]; do
    id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"
  done
  echo "$id"
}

tool() { # run a short-lived Kafka JVM quietly
  java -Xmx256m -Dlog4j2.configurationFile="$HERE/tools-log4j2.properties" -cp "$LIB/*:$PROBE_DIR" "$@"
}

metadata_ready() {
  grep -q 'Kafka Server started' "$LOGFILE" 2>/dev/null || return 1
  port_open "$KAFKA_PORT" || return 1
  tool KafkaReady "$ENGINES_HOST:$KAFKA_PORT" >>"$STATE/probe.log" 2>&1
}

start() {
  setup
  need_java17
  begin_start broker "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"
  # Always start empty: no topic, offset or consumer group may leak from an earlier run into tests.
  local t0=$SECONDS
  rm -rf "$DATA" "$STATE/probe.log"
  mkdir -p "$DATA"
  rotate_log "$LOGFILE"
  render_config
  tool kafka.tools.StorageTool format -t "$(new_cluster_id)" -c "$CONF" >>"$LOGFILE" 2>&1 ||
    { tail -n 40 "$LOGFILE" >&2; die "formatting $DATA failed"; }
  # shellcheck disable=SC2086 # HEAP_OPTS holds several JVM flags on purpose
  launch_until_ready Kafka 90 metadata_ready java $HEAP_OPTS "${JVM_OPTS[@]}" \
    -Dlog4j2.configurationFile="$HERE/log4j2.properties" -Dkafka.logs.dir="$STATE" \
    -cp "$LIB/*" kafka.Kafka "$CONF"
  log_ready "$ENGINES_HOST:$KAFKA_PORT" "$t0"
}

stop() {
  stop_group "$PIDFILE" "$MARKER" "${SOLAR_ENGINES_STOP_TIMEOUT:-60}"
  if [[ -d "$DATA" && ! -f "$DATA/.kafka_cleanshutdown" ]] && grep -q 'Kafka Server started' "$LOGFILE" 2>/dev/null; then
    log "note: no clean-shutdown marker in $DATA (the broker was killed or crashed)"
  fi
}

status() { status_line kafka "$KAFKA_VERSION" "$PIDFILE" "$MARKER" "$KAFKA_PORT"; }

print_env() {
  if is_up "$PIDFILE" "$MARKER" "$KAFKA_PORT"; then echo "KAFKA_BROKERS=$ENGINES_HOST:$KAFKA_PORT"; fi
}

case "${1:-}" in
  setup) setup ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  env) print_env ;;
  logs) show_log "$LOGFILE" ;;
  *) echo "usage: $0 setup|start|stop|status|env|logs" >&2; exit 2 ;;
esac
