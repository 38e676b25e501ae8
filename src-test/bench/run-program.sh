#!/usr/bin/env bash
# Runs one of the bench module's programs (LoginStorm, RoundTrips, AllocPerRequest, CachePerf, Browse, JfrSummary,
# BenchmarkCompare ...) on its class path, building the module first when it is missing (driver.sh):
#
#   src-test/bench/run-program.sh LoginStorm --pairs 3 --seconds 20
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
[ $# -ge 1 ] || { sed -n '2,5p' "$0" >&2; exit 2; }
log() { echo "[bench $(date -u +%H:%M:%S)] $*" >&2; }
# shellcheck source=src-test/bench/driver.sh
. "$ROOT/src-test/bench/driver.sh"
select_jdk
build_driver
PROGRAM="$1"
shift
exec "$JAVA_HOME/bin/java" -cp "$DRIVER_CP" "org.stocktrader.bench.$PROGRAM" "$@"
