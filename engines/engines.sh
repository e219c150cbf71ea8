#!/usr/bin/env bash
# Real Kafka, a MongoDB-protocol server (FerretDB), Elasticsearch and an S3 server (MinIO) on loopback, plus k6, without Docker.
#
#   engines.sh setup  [kafka|mongo|search|s3|k6 ...]   download/build into the cache (default: all five)
#   engines.sh start  [kafka|mongo|search|s3 ...]      start from empty data, wait until ready (default: all four)
#   engines.sh stop   [kafka|mongo|search|s3 ...]      stop; logs stay under the run directory
#   engines.sh status [kafka|mongo|search|s3 ...]      version, state, pid, address of each
#   engines.sh env    [kafka|mongo|search|s3|k6 ...]   KAFKA_BROKERS=..., MONGODB_URI=..., ELASTICSEARCH_URL=..., S3_*=... of running ones, K6_BIN=...
#   engines.sh logs   [kafka|mongo|search|s3 ...]      last lines of each log (SOLAR_ENGINES_LOG_LINES, default 40)
#
# Typical use:  bash engines/engines.sh start && eval "$(bash engines/engines.sh env | sed 's/^/export /')"
# See engines/README.md for versions, ports, cache and environment variables.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

usage() {
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# engine_script NAME: the script that handles one engine (ferretdb/elasticsearch/minio accepted as aliases).
engine_script() {
  case "$1" in
    kafka) echo "$HERE/kafka/kafka.sh" ;;
    mongo | ferretdb) echo "$HERE/ferretdb/run.sh" ;;
    search | elasticsearch | es) echo "$HERE/elasticsearch/run.sh" ;;
    s3 | minio) echo "$HERE/s3/run.sh" ;;
    k6) echo "$HERE/k6/install.sh" ;;
    *) echo "unknown engine '$1' (expected kafka, mongo, search, s3 or k6)" >&2; return 2 ;;
  esac
}

[[ $# -ge 1 ]] || usage
command="$1"
shift
case "$command" in
  setup | env) defaults=(kafka mongo search s3 k6) ;;
  start | stop | status | logs) defaults=(kafka mongo search s3) ;;
  -h | --help | help) usage ;;
  *) echo "unknown command '$command'" >&2; usage ;;
esac
names=("$@")
[[ ${#names[@]} -gt 0 ]] || names=("${defaults[@]}")

failed=()
for name in "${names[@]}"; do
  script="$(engine_script "$name")"
  if [[ "$name" == k6 ]]; then
    if [[ "$command" != setup && "$command" != env ]]; then
      echo "k6 is a command-line tool, not a server: only 'setup' and 'env' apply to it" >&2
      failed+=("$name")
      continue
    fi
    bash "$script" "$command" || failed+=("$name")
    continue
  fi
  # Go on with the other engines when one fails, so one run reports every problem; exit non-zero at the end.
  bash "$script" "$command" || failed+=("$name")
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "engines.sh $command failed for: ${failed[*]}" >&2
  exit 1
fi
