#!/usr/bin/env bash
# Creates the marketplace's topics with their partition counts (idempotent). Partitions bound how many
# instances of one consumer group can share a topic, and a key always maps to the same partition.
set -euo pipefail
BOOTSTRAP="${KAFKA_BOOTSTRAP:-kafka:9092}"
KAFKA_BIN="${KAFKA_BIN:-/opt/kafka/bin}"
grep -v '^#' "$(dirname "$0")/topics.txt" | while read -r topic partitions; do
  [ -n "$topic" ] || continue
  "$KAFKA_BIN/kafka-topics.sh" --bootstrap-server "$BOOTSTRAP" --create --if-not-exists \
    --topic "$topic" --partitions "$partitions" --replication-factor 1
done
