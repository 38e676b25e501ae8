#!/usr/bin/env bash
# The CachePerf workload (benchmark guide, "CachePerf"): starts the application on a fresh embedded PostgreSQL, loads
# a small trade data set with the largest step's number of items (db-loader load --items N --item-size SIZE), and
# runs org.stocktrader.bench.CachePerf (this module's main code): zero-think clients reading random item pages among
# the step's unique items, swept from well inside the item cache's budget to several times it. Writes cacheperf.md
# (table), cacheperf.svg (chart: pages/s and hit ratio against unique items) and cacheperf.html (both, one
# self-contained page) into --out; the application's log beside them. Everything started here is stopped here; every
# phase is bounded in time.
#
#   src-test/bench/cacheperf-benchmark.sh [--steps 25,50,100,200,400,800] [--clients 40] [--warmup 10]
#       [--seconds 20] [--item-size 300KB] [--budget 32MB] [--heap 256m] [--mix 0] [--out DIR] [--port N]
#   src-test/bench/cacheperf-benchmark.sh --scenario browse [--shares 0,50,80,100] [--clients 20] ...
#
# --mix 60 sends 60 % of each client's pages to /quotes (signed in, no item cache) and 40 % to items.
# --scenario browse runs Browse instead: guests reading random public pages directly and through nginx's
# proxy_cache (src-test/cluster/cache-front.sh), the cacheable share varied; writes browse.md.
# Needs the packaged jars (./mvnw -B -q -DskipTests package; the load driver is built when missing); raw results
# stay out of git (default /tmp).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"

SCENARIO=cacheperf SHARES="0,50,80,100"
STEPS="25,50,100,200,400,800" CLIENTS=40 WARMUP=10 SECONDS_PER_STEP=20 ITEM_SIZE=300KB BUDGET=32MB HEAP=256m MIX=0
OUT="" PORT=""
while [ $# -gt 0 ]; do
	case "$1" in
		--scenario) SCENARIO="$2"; shift 2 ;;
		--shares) SHARES="$2"; shift 2 ;;
		--steps) STEPS="$2"; shift 2 ;;
		--clients) CLIENTS="$2"; shift 2 ;;
		--warmup) WARMUP="$2"; shift 2 ;;
		--seconds) SECONDS_PER_STEP="$2"; shift 2 ;;
		--item-size) ITEM_SIZE="$2"; shift 2 ;;
		--budget) BUDGET="$2"; shift 2 ;;
		--heap) HEAP="$2"; shift 2 ;;
		--mix) MIX="$2"; shift 2 ;;
		--out) OUT="$2"; shift 2 ;;
		--port) PORT="$2"; shift 2 ;;
		-h | --help) sed -n '2,18p' "$0"; exit 0 ;;
		*) echo "Unknown option: $1" >&2; exit 2 ;;
	esac
done
case "$SCENARIO" in cacheperf | browse) ;; *) echo "--scenario takes cacheperf or browse" >&2; exit 2 ;; esac
[[ "$SHARES" =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "--shares takes numbers separated by commas: $SHARES" >&2; exit 2; }
[[ "$STEPS" =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "--steps takes numbers separated by commas: $STEPS" >&2; exit 2; }
[[ "$MIX" =~ ^[0-9]+$ ]] && [ "$MIX" -le 100 ] || { echo "--mix takes 0 to 100: $MIX" >&2; exit 2; }
bytes() { # 300KB, 32MB, 1024 -> bytes
	local value="${1^^}"
	case "$value" in
		*KB) echo $(( ${value%KB} * 1024 )) ;;
		*MB) echo $(( ${value%MB} * 1024 * 1024 )) ;;
		*GB) echo $(( ${value%GB} * 1024 * 1024 * 1024 )) ;;
		*B) echo "${value%B}" ;;
		*) echo "$value" ;;
	esac
}
ITEM_BYTES="$(bytes "$ITEM_SIZE")" BUDGET_BYTES="$(bytes "$BUDGET")"
MAX_ITEMS="$(tr ',' '\n' <<<"$STEPS" | sort -n | tail -1)"
[ "$SCENARIO" = browse ] && MAX_ITEMS=50

log() { echo "[cacheperf $(date -u +%H:%M:%S)] $*"; }
# shellcheck source=src-test/bench/driver.sh
. "$ROOT/src-test/bench/driver.sh"
select_jdk
JAVA="$JAVA_HOME/bin/java"
APP_JAR="$ROOT/trade-web/target/stocktrader-exec.jar"
LOADER_JAR="$(ls "$ROOT"/db-loader/target/db-loader-*-exec.jar 2>/dev/null | head -1 || true)"
if [ ! -f "$APP_JAR" ] || [ -z "$LOADER_JAR" ]; then
	echo "Package the application first: ./mvnw -B -q -DskipTests package" >&2
	exit 2
fi
build_driver
OUT="${OUT:-/tmp/cacheperf-results/$(date -u +%Y%m%d-%H%M%S)-$([ "$SCENARIO" = browse ] && echo browse || echo "mix$MIX")}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
WORK="$(mktemp -d /tmp/cacheperf-work.XXXXXX)"
PORT="${PORT:-$(( 20000 + RANDOM % 20000 ))}"
PG_PORT="$(( 20000 + RANDOM % 20000 ))"

APP_PID="" FRONT_PID=""
cleanup() {
	local status=$?
	if [ -n "$FRONT_PID" ] && kill -0 "$FRONT_PID" 2>/dev/null; then
		kill "$FRONT_PID" 2>/dev/null || true
		wait "$FRONT_PID" 2>/dev/null || true
	fi
	if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then
		log "stopping the application (pid $APP_PID)"
		kill "$APP_PID" 2>/dev/null || true
		for _ in $(seq 1 60); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.5; done
		kill -9 "$APP_PID" 2>/dev/null || true
	fi
	local postmaster
	postmaster="$(head -1 "$WORK/postgres/postmaster.pid" 2>/dev/null || true)"
	if [ -n "$postmaster" ] && kill -0 "$postmaster" 2>/dev/null; then
		kill -INT "$postmaster" 2>/dev/null || true
		for _ in $(seq 1 40); do kill -0 "$postmaster" 2>/dev/null || break; sleep 0.5; done
	fi
	rm -rf "$WORK"
	exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

export TRADE_OPERATOR_PASSWORD="${TRADE_OPERATOR_PASSWORD:-$(head -c 18 /dev/urandom | base64 | tr -d '/+=')}"
log "starting the application on port $PORT (heap $HEAP, item cache $BUDGET)"
# shellcheck disable=SC2086
"$JAVA" -Xms"$HEAP" -Xmx"$HEAP" -XX:+UseParallelGC -jar "$APP_JAR" --server.port="$PORT" \
	--trade.db.data-dir="$WORK/postgres" --trade.db.port="$PG_PORT" --trade.db.durable=false \
	--trade.items.cache-bytes="$BUDGET_BYTES" --trade.password-strength=4 --logging.level.root=WARN \
	--server.tomcat.threads.max=8 --spring.datasource.hikari.maximum-pool-size=10 >"$OUT/app.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 240); do
	kill -0 "$APP_PID" 2>/dev/null || { tail -40 "$OUT/app.log" >&2; echo "The application did not start" >&2; exit 1; }
	code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$PORT/actuator/health/readiness" || true)"
	[ "$code" = 200 ] && break
	sleep 0.5
done
DB_PID="$(head -1 "$WORK/postgres/postmaster.pid")"

log "loading 200 accounts, 400 quotes and $MAX_ITEMS items of $ITEM_SIZE"
"$JAVA" -jar "$LOADER_JAR" load --db-url "jdbc:postgresql://127.0.0.1:$PG_PORT/postgres" --db-user postgres \
	--accounts 200 --quotes 400 --items "$MAX_ITEMS" --item-size "$ITEM_SIZE" --replace >"$OUT/loader.log" 2>&1 \
	|| { cat "$OUT/loader.log" >&2; exit 1; }
grep -E "copy item|load " "$OUT/loader.log" | tail -3 || true

{
	echo "machine=$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
	echo "java=$("$JAVA" -version 2>&1 | head -1)"
	echo "app jvm=-Xms$HEAP -Xmx$HEAP -XX:+UseParallelGC, 8 Tomcat threads, 10 connections"
	echo "steps=$STEPS clients=$CLIENTS warmup=${WARMUP}s seconds=${SECONDS_PER_STEP}s item-size=$ITEM_BYTES budget=$BUDGET_BYTES mix=$MIX"
	echo "load average before=$(cut -d' ' -f1-3 /proc/loadavg)"
} >"$OUT/run.properties"
if [ "$SCENARIO" = browse ]; then
	FRONT_PORT="$(( PORT + 1 ))"
	"$ROOT/src-test/cluster/cache-front.sh" --backend "127.0.0.1:$PORT" --port "$FRONT_PORT" >"$OUT/front.log" 2>&1 &
	FRONT_PID=$!
	for _ in $(seq 1 40); do
		curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$FRONT_PORT/welcome" && break
		sleep 0.25
	done
	echo "scenario=browse shares=$SHARES clients=$CLIENTS" >>"$OUT/run.properties"
	log "browsing: shares $SHARES, $CLIENTS guests, directly and through nginx on port $FRONT_PORT"
	"$JAVA" -cp "$DRIVER_CP" org.stocktrader.bench.Browse --direct "http://127.0.0.1:$PORT" --cached "http://127.0.0.1:$FRONT_PORT" \
		--shares "$SHARES" --clients "$CLIENTS" --warmup "$WARMUP" --seconds "$SECONDS_PER_STEP" --out "$OUT"
	echo "load average after=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/run.properties"
	cat "$OUT/browse.md"
	exit 0
fi
log "driving: steps $STEPS, $CLIENTS clients, ${WARMUP}s warm-up + ${SECONDS_PER_STEP}s per step"
"$JAVA" -cp "$DRIVER_CP" org.stocktrader.bench.CachePerf --base-url "http://127.0.0.1:$PORT" --app-pid "$APP_PID" \
	--db-pid "$DB_PID" --steps "$STEPS" --clients "$CLIENTS" --warmup "$WARMUP" --seconds "$SECONDS_PER_STEP" \
	--mix "$MIX" --item-size "$ITEM_BYTES" --budget "$BUDGET_BYTES" --out "$OUT"
echo "load average after=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/run.properties"
if grep -q OutOfMemoryError "$OUT/app.log"; then
	echo "The application ran out of memory (see $OUT/app.log)" >&2
	exit 1
fi
kill -0 "$APP_PID" 2>/dev/null || { echo "The application stopped during the run" >&2; exit 1; }
log "results: $OUT/cacheperf.html, $OUT/cacheperf.md, $OUT/cacheperf.svg"
cat "$OUT/cacheperf.md"
