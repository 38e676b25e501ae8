#!/usr/bin/env bash
# What idle live-market subscribers cost the application: heap after a full GC, threads, RSS and open files,
# before and with N streams held open (MarketStreamClients.java, one client thread, non-blocking sockets);
# then a burst of trades, so every stream receives events, with the CPU time of the publisher thread.
#
#   src-test/bench/live-market/idle-subscribers.sh [--clients 2000] [--port 19900] [--trades 20]
#                                                  [--work /tmp/h19/live-market] [--out DIR] [--start-timeout 180]
#
# Needs trade-web/target/stocktrader-exec.jar (./mvnw -B -o -pl trade-web -am package -DskipTests).
# Starts the application with its embedded PostgreSQL (demo data) under --work, and stops everything it
# started. Bounded: every wait has a deadline; the clients hold their streams for at most 10 minutes.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
cd "$ROOT"
CLIENTS=2000 PORT=19900 TRADES=20 WORK=/tmp/h19/live-market OUT="" START_TIMEOUT=180
while [ $# -gt 0 ]; do
	case "$1" in
	--clients) CLIENTS="$2"; shift ;;
	--port) PORT="$2"; shift ;;
	--trades) TRADES="$2"; shift ;;
	--work) WORK="$2"; shift ;;
	--out) OUT="$2"; shift ;;
	--start-timeout) START_TIMEOUT="$2"; shift ;;
	*) echo "Unknown option $1" >&2; exit 2 ;;
	esac
	shift
done
OUT="${OUT:-src-test/bench/results/$(date -u +%Y-%m-%d)-live-market}"
mkdir -p "$OUT" "$WORK"
OUT="$(cd "$OUT" && pwd)"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
JAVA="$JAVA_HOME/bin/java"
JCMD="$JAVA_HOME/bin/jcmd"
APP_JAR="$ROOT/trade-web/target/stocktrader-exec.jar"
BASE="http://127.0.0.1:$PORT"
log() { echo "[idle-subscribers $(date -u +%H:%M:%S)] $*"; }
[ -f "$APP_JAR" ] || { echo "Build the application first: ./mvnw -B -o -pl trade-web -am package -DskipTests" >&2; exit 2; }

APP_PID="" CLIENT_PID=""
cleanup() {
	local status=$?
	[ -n "$CLIENT_PID" ] && kill "$CLIENT_PID" 2>/dev/null || true
	if [ -n "$APP_PID" ]; then
		kill "$APP_PID" 2>/dev/null || true
		for _ in $(seq 1 60); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.5; done
		kill -9 "$APP_PID" 2>/dev/null || true
	fi
	exit $status
}
trap cleanup EXIT

log "starting the application on port $PORT (embedded PostgreSQL under $WORK/pg)"
"$JAVA" -Xms512m -Xmx512m -jar "$APP_JAR" --server.port="$PORT" --trade.db.data-dir="$WORK/pg" \
	--trade.db.durable=false --trade.password-strength=4 --logging.level.root=WARN \
	--trade.market-stream.max-subscribers=$((CLIENTS + 100)) >"$WORK/app.log" 2>&1 &
APP_PID=$!
for i in $(seq 1 "$START_TIMEOUT"); do
	curl -fsS -o /dev/null "$BASE/api/market-summary" 2>/dev/null && break
	kill -0 "$APP_PID" 2>/dev/null || { tail -20 "$WORK/app.log"; exit 1; }
	[ "$i" = "$START_TIMEOUT" ] && { echo "The application did not answer within $START_TIMEOUT s" >&2; exit 1; }
	sleep 1
done
log "application up (pid $APP_PID)"

# heap used after a full GC (KB), threads, RSS (KB), open files
measure() {
	"$JCMD" "$APP_PID" GC.run >/dev/null
	sleep 1
	local heap threads rss fds
	heap="$("$JCMD" "$APP_PID" GC.heap_info | grep -o 'used [0-9]*K' | head -1 | tr -dc '0-9')"
	threads="$(awk '/^Threads:/ {print $2}' "/proc/$APP_PID/status")"
	rss="$(awk '/^VmRSS:/ {print $2}' "/proc/$APP_PID/status")"
	fds="$(ls "/proc/$APP_PID/fd" | wc -l)"
	echo "$heap $threads $rss $fds"
}
# CPU ticks (utime+stime) of the application's threads named $1
thread_ticks() {
	local total=0 task
	for task in /proc/"$APP_PID"/task/*; do
		# comm holds the first 15 characters of a thread's name
		if [ "$(cat "$task/comm" 2>/dev/null)" = "${1:0:15}" ]; then
			total=$((total + $(awk '{print $14 + $15}' "$task/stat")))
		fi
	done
	echo "$total"
}

measure >/dev/null
read -r HEAP0 THREADS0 RSS0 FDS0 < <(measure)
log "before: heap ${HEAP0} KB, threads $THREADS0, RSS ${RSS0} KB, open files $FDS0"

READY="$WORK/clients.ready"
rm -f "$READY"
"$JAVA" -Xmx128m "$ROOT/src-test/bench/live-market/MarketStreamClients.java" --url "$BASE/api/market/stream" \
	--clients "$CLIENTS" --hold 600 --rate 500 --wait 60 --ready-file "$READY" >"$WORK/clients.log" 2>&1 &
CLIENT_PID=$!
for i in $(seq 1 180); do
	[ -f "$READY" ] && break
	kill -0 "$CLIENT_PID" 2>/dev/null || { cat "$WORK/clients.log"; exit 1; }
	[ "$i" = 180 ] && { echo "The clients did not open their streams within 180 s" >&2; exit 1; }
	sleep 1
done
OPEN="$(cat "$READY")"
sleep 5
read -r HEAP1 THREADS1 RSS1 FDS1 < <(measure)
log "with $OPEN open streams: heap ${HEAP1} KB, threads $THREADS1, RSS ${RSS1} KB, open files $FDS1"

log "$TRADES trades (uid:0 buys s:100 over REST), each published to every stream"
COOKIES="$WORK/cookies"
rm -f "$COOKIES"
curl -fsS -o /dev/null -c "$COOKIES" -H 'Content-Type: application/json' \
	-d '{"userId":"uid:0","password":"xxx"}' "$BASE/api/sessions"
EVENTS0="$(grep -o 'events=[0-9]*' "$WORK/clients.log" | tail -1 | tr -dc '0-9')"
TICKS0="$(thread_ticks market-publisher)"
for _ in $(seq 1 "$TRADES"); do
	curl -fsS -o /dev/null -b "$COOKIES" -H 'Content-Type: application/json' \
		-d '{"type":"buy","symbol":"s:100","quantity":1}' "$BASE/api/accounts/uid:0/orders"
	sleep 0.25
done
sleep 6
TICKS1="$(thread_ticks market-publisher)"
EVENTS1="$(grep -o 'events=[0-9]*' "$WORK/clients.log" | tail -1 | tr -dc '0-9')"
HZ="$(getconf CLK_TCK)"
read -r HEAP2 THREADS2 RSS2 FDS2 < <(measure)
log "after the trades: heap ${HEAP2} KB, threads $THREADS2; events received by the clients: $((EVENTS1 - EVENTS0))"

kill "$CLIENT_PID" 2>/dev/null || true
wait "$CLIENT_PID" 2>/dev/null || true
CLIENT_PID=""
# the server finds a closed stream at its second write after the close: up to two heartbeats (15 s each)
sleep 40
read -r HEAP3 THREADS3 RSS3 FDS3 < <(measure)
log "after the clients left: heap ${HEAP3} KB, threads $THREADS3, open files $FDS3"

per() { awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.1f", (b - a) / n }'; }
{
	echo "# Idle live-market subscribers: $OPEN streams"
	echo
	echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores shared with other work (noisy: memory and thread counts are"
	echo "counted, not timed; the CPU figure is indicative only). Application: \`java -Xms512m -Xmx512m -jar"
	echo "stocktrader-exec.jar\` with its embedded PostgreSQL and demo data; clients: MarketStreamClients.java, one"
	echo "thread, non-blocking sockets, on the same machine. Heap is \"used\" after a full GC (\`jcmd GC.run\`)."
	echo
	echo "| | heap used KB | threads | RSS KB | open files |"
	echo "|---|---:|---:|---:|---:|"
	echo "| before | $HEAP0 | $THREADS0 | $RSS0 | $FDS0 |"
	echo "| $OPEN open streams | $HEAP1 | $THREADS1 | $RSS1 | $FDS1 |"
	echo "| after $TRADES trades | $HEAP2 | $THREADS2 | $RSS2 | $FDS2 |"
	echo "| after the clients left | $HEAP3 | $THREADS3 | $RSS3 | $FDS3 |"
	echo
	echo "- Heap per open stream: $(per "$HEAP0" "$HEAP1" "$OPEN") KB; RSS per open stream: $(per "$RSS0" "$RSS1" "$OPEN") KB."
	echo "- Threads added by $OPEN streams: $((THREADS1 - THREADS0))."
	echo "- Events received by all clients during the trades: $((EVENTS1 - EVENTS0)); publisher thread CPU for them:"
	echo "  $(awk -v t=$((TICKS1 - TICKS0)) -v hz="$HZ" 'BEGIN { printf "%.0f", t * 1000 / hz }') ms."
	echo
	echo "Command: \`src-test/bench/live-market/idle-subscribers.sh --clients $CLIENTS --port $PORT --trades $TRADES\`"
} >"$OUT/idle-subscribers.md"
cp "$WORK/clients.log" "$OUT/clients.log"
log "results in $OUT/idle-subscribers.md"
cat "$OUT/idle-subscribers.md"
