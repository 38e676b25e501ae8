#!/usr/bin/env bash
# The web and SOAP mixes in asynchronous and synchronous mode on one PostgreSQL of its own, with the
# placement-to-execution lag of each run read from ORDERS (opendate -> completiondate) before the data set is
# reset: run-benchmark.sh measures an application started here (--base-url), one scenario at a time.
#
#   src-test/bench/async-benchmark.sh [--users 16] [--warmup 30] [--duration 60] [--port 18185] [--pg-port 18118]
#                                     [--modes "asynchronous synchronous"] [--work /tmp/h14-pgbench] [--out DIR]
# Needs the application and loader jars and the load driver's classes built (no build here); APP_JAR=FILE runs
# another build of the application (an A/B comparison).
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
COMMAND="src-test/bench/async-benchmark.sh${*:+ $*}"
USERS=16 WARMUP=30 DURATION=60 PORT=18185 PG_PORT=18118 MODES="asynchronous synchronous" WORK=/tmp/h14-pgbench OUT=""
ACCOUNTS=500 QUOTES=1000
while [ $# -gt 0 ]; do
	case "$1" in
	--users) USERS="$2"; shift ;;
	--warmup) WARMUP="$2"; shift ;;
	--duration) DURATION="$2"; shift ;;
	--port) PORT="$2"; shift ;;
	--pg-port) PG_PORT="$2"; shift ;;
	--modes) MODES="$2"; shift ;;
	--work) WORK="$2"; shift ;;
	--out) OUT="$2"; shift ;;
	*) echo "Unknown option $1" >&2; exit 2 ;;
	esac
	shift
done
OUT="${OUT:-src-test/bench/results/$(date -u +%Y-%m-%d)-async-orders}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
JAVA="$JAVA_HOME/bin/java"
APP_JAR="${APP_JAR:-$ROOT/trade-web/target/stocktrader-exec.jar}"
LOADER_JAR="$(ls "$ROOT"/db-loader/target/db-loader-*-exec.jar | head -1)"
log() { echo "[async-bench $(date -u +%H:%M:%S)] $*"; }

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
PGDATA="$WORK/data"
rm -rf "$WORK"
mkdir -p "$WORK"
[ "$(id -u)" = 0 ] && chown postgres "$WORK"
as_pg initdb -D "$PGDATA" -U postgres --auth=trust >"$WORK/initdb.log" 2>&1
as_pg pg_ctl -D "$PGDATA" -l "$WORK/postgres.log" -w \
	-o "-p $PG_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$WORK" start >/dev/null
DB_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/postgres"
DB_PID="$(head -1 "$PGDATA/postmaster.pid")"
sql() { psql -X -q -t -A -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 "$@"; }
loader() { "$JAVA" -jar "$LOADER_JAR" "$1" --db-url "$DB_URL" --db-user postgres "${@:2}"; }

APP_PID=""
cleanup() {
	local status=$?
	if [ -n "$APP_PID" ]; then
		kill "$APP_PID" 2>/dev/null || true
		for _ in $(seq 1 60); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.5; done
		kill -9 "$APP_PID" 2>/dev/null || true
	fi
	as_pg pg_ctl -D "$PGDATA" -m fast stop >/dev/null 2>&1 || true
	exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log "loading accounts=$ACCOUNTS quotes=$QUOTES"
loader load --accounts "$ACCOUNTS" --quotes "$QUOTES" --replace >"$OUT/loader-load.log" 2>&1

lag() { # the run's orders: placed, executed, still open; rates; lag p50/p99/max in ms; the largest backlog
	sql -c "with run as (select * from orders where orderid > $1),
		done as (select * from run where orderstatus in ('closed', 'completed')),
		events as (select opendate as t, 1 as d from run union all select completiondate, -1 from done),
		backlog as (select sum(d) over (order by t, d rows unbounded preceding) as open from events)
	select (select count(*) from run) || ' placed, ' || (select count(*) from done) || ' executed, '
		|| (select count(*) from run where orderstatus = 'open') || ' open; placed '
		|| coalesce((select round(count(*) / greatest(extract(epoch from max(opendate) - min(opendate)), 1)::numeric, 1)
			from run), 0) || '/s, executed '
		|| coalesce((select round(count(*) / greatest(extract(epoch from max(completiondate) - min(completiondate)), 1)::numeric, 1)
			from done), 0) || '/s; most open at once ' || coalesce((select max(open) from backlog), 0) || '; lag p50 '
		|| coalesce((select round((percentile_cont(0.5) within group (order by extract(epoch from completiondate - opendate)) * 1000)::numeric, 1)
			from done), 0) || ' ms, p99 '
		|| coalesce((select round((percentile_cont(0.99) within group (order by extract(epoch from completiondate - opendate)) * 1000)::numeric, 1)
			from done), 0) || ' ms, max '
		|| coalesce((select round((max(extract(epoch from completiondate - opendate)) * 1000)::numeric, 1) from done), 0) || ' ms'"
}

SUMMARY="$OUT/summary.md"
{
	echo "# Web and SOAP mixes, asynchronous vs synchronous order processing"
	echo
	echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ); git commit $(git rev-parse --short HEAD)"
	echo "- command: \`$COMMAND\`"
	echo "  (each run: \`run-benchmark.sh --scenario S --think 0 --users $USERS --accounts $ACCOUNTS --quotes $QUOTES --warmup $WARMUP --duration $DURATION --base-url ...\`)"
	echo "- machine: $(nproc) cores, SHARED with other builds and benchmarks (load average before $(cut -d' ' -f1-3 /proc/loadavg)): numbers are noisy"
	echo "- PostgreSQL $(sql -c 'show server_version' | cut -d' ' -f1) of its own; application with the benchmark settings (pool of 10)"
	echo
	echo "- orders read from ORDERS: placed and executed per second over the run (first to last opendate, first to"
	echo "  last completiondate), the most orders open at once (placements minus executions over time), and the lag"
	echo "  completiondate - opendate (each the start time of its transaction: placement, execution)"
	echo
	echo "| mode | scenario | transactions/s, p50 ms, p95 ms, errors, error % | orders (from ORDERS) |"
	echo "|---|---|---|---|"
} >"$SUMMARY"

for mode in $MODES; do
	log "starting the application ($mode) on $PORT"
	"$JAVA" -Xms1g -Xmx1g -jar "$APP_JAR" --server.port="$PORT" --spring.datasource.url="$DB_URL" \
		--spring.datasource.username=postgres --trade.demo-data.enabled=false --trade.password-strength=4 \
		--logging.level.root=WARN --logging.level.org.stocktrader=WARN --server.servlet.session.timeout=5m \
		--trade.market-summary-expiry=3m --spring.datasource.hikari.maximum-pool-size=10 \
		--spring.datasource.hikari.minimum-idle=10 --trade.processing-mode="$mode" >"$OUT/app-$mode.log" 2>&1 &
	APP_PID=$!
	for _ in $(seq 1 1800); do
		kill -0 "$APP_PID" || { tail -30 "$OUT/app-$mode.log"; exit 1; }
		curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$PORT/" && break
		sleep 0.5
	done
	for scenario in web soap; do
		loader reset >"$OUT/loader-reset.log" 2>&1
		MAX_ID=$(sql -c "select coalesce(max(orderid), 0) from orders")
		log "$mode: $scenario"
		src-test/bench/run-benchmark.sh --scenario "$scenario" --think 0 --users "$USERS" --accounts "$ACCOUNTS" \
			--quotes "$QUOTES" --warmup "$WARMUP" --duration "$DURATION" --base-url "http://127.0.0.1:$PORT" \
			--app-pid "$APP_PID" --db-pid "$DB_PID" --out "$OUT/$mode-$scenario" >"$OUT/$mode-$scenario.log" 2>&1 || true
		AT_END="$(lag "$MAX_ID")"
		# let the processor finish the backlog, then read the lag of every order
		for _ in $(seq 1 120); do
			[ "$(sql -c "select count(*) from orders where orderstatus = 'open' and orderid > $MAX_ID")" = 0 ] && break
			sleep 0.5
		done
		ORDERS="$(lag "$MAX_ID")"
		RUN="$(grep -E "^\| $scenario \| closed" "$OUT/$mode-$scenario/results.md" 2>/dev/null | head -1 | cut -d'|' -f7-9,12-13 | tr -s ' ' || true)"
		echo "| $mode | $scenario | $RUN | at the end of the run: $AT_END; after the drain: $ORDERS |" >>"$SUMMARY"
		log "$mode $scenario: $ORDERS"
	done
	kill "$APP_PID"
	for _ in $(seq 1 60); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.5; done
	APP_PID=""
done
cat "$SUMMARY"
