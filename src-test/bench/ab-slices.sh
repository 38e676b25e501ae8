#!/usr/bin/env bash
# Two builds, or two settings of one build, compared on one page by interleaved slices: both applications run at
# once on the benchmark's embedded PostgreSQL (held by a third, idle process of A's jar, so that neither measured
# process is the one that started the database), and wrk loads them in turn, a few seconds
# each (A B, B A, A B, ...), the CPU each process used in its slice read from /proc. The host's speed moves within
# a minute too (on this project's 2-core virtual machine, ±30 % between 10 s slices), so the figure is the median
# of many slice pairs; the slices also show how each side's cost moves over the minutes of a run. It answers the
# question of ab-benchmark.sh on one page, without the floor, the profile or the server's view.
#
#   src-test/bench/ab-slices.sh --a A.jar [--b B.jar] [--a-args "ARGS"] [--b-args "ARGS"] [--slices 20]
#     [--seconds 10] [--warmup 60] [--path "/app?action=quotes&symbols=s:1"] [--data DIR]
#
# The data set is the one a run of run-benchmark.sh left in its embedded database (--data, default
# ~/stocktrader-bench/work/postgres, or under $STOCKTRADER_BENCH_HOME): run that first with the data set to use
# (e.g. --accounts 500 --quotes 1000). Each application signs in as uid:7 (one session, as the benchmark's quote
# page does), is warmed up alone for --warmup seconds, then the slices alternate. It prints every slice pair's
# CPU per request of each side and their ratio B / A, and the medians; the ratio of the medians of throughput too.
#
# Example, the shared sessions against the memory sessions of one jar:
#   src-test/bench/ab-slices.sh --a trade-web/target/stocktrader-exec.jar --a-args "--trade.web.sessions=memory" \
#     --b-args "--trade.web.sessions=jdbc"
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

usage() {
	sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'
	exit "${1:-0}"
}

A="" B="" A_ARGS="" B_ARGS="" SLICES=20 SECONDS_PER_SLICE=10 WARMUP=60 PAGE="/app?action=quotes&symbols=s:1"
DATA="${STOCKTRADER_BENCH_HOME:-$HOME/stocktrader-bench}/work/postgres"
while [[ $# -gt 0 ]]; do
	case "$1" in
	--a) A="$2"; shift 2 ;;
	--b) B="$2"; shift 2 ;;
	--a-args) A_ARGS="$2"; shift 2 ;;
	--b-args) B_ARGS="$2"; shift 2 ;;
	--slices) SLICES="$2"; shift 2 ;;
	--seconds) SECONDS_PER_SLICE="$2"; shift 2 ;;
	--warmup) WARMUP="$2"; shift 2 ;;
	--path) PAGE="$2"; shift 2 ;;
	--data) DATA="$2"; shift 2 ;;
	--help | -h) usage 0 ;;
	*) echo "unknown option $1" >&2; usage 2 ;;
	esac
done
B="${B:-$A}"
[[ -f "$A" && -f "$B" ]] || { echo "--a (and --b, when given) must name application jars" >&2; usage 2; }
[[ "$A" != "$B" || "$A_ARGS" != "$B_ARGS" ]] || { echo "A and B are the same jar with the same arguments" >&2; exit 2; }
[[ "$SLICES" =~ ^[1-9][0-9]?$ ]] || { echo "--slices must be 1 to 99" >&2; exit 2; }
[[ "$SECONDS_PER_SLICE" =~ ^[1-9][0-9]?$ && "$WARMUP" =~ ^[0-9]+$ ]] || { echo "--seconds and --warmup take seconds" >&2; exit 2; }
[[ -f "$DATA/PG_VERSION" ]] || { echo "no database in $DATA: run run-benchmark.sh once first (see --help)" >&2; exit 2; }
command -v wrk >/dev/null || { echo "wrk is needed (apt-get install wrk)" >&2; exit 2; }
# shellcheck source=src-test/bench/driver.sh
. "$ROOT/src-test/bench/driver.sh"
log() { echo "[slices $(date -u +%H:%M:%S)] $*" >&2; }
select_jdk

PORT_A=18181 PORT_B=18182 PORT_DB=18180 DB_PORT=18183
# run-benchmark.sh's settings and JVM options (driver.sh), its default of twice the cores' request threads
COMMON="$BENCH_APP_SETTINGS --server.tomcat.threads.max=$((2 * $(nproc))) --server.tomcat.threads.min-spare=$((2 * $(nproc)))"
JVM="$(bench_app_jvm "$JAVA_HOME/bin/java")"
LOGS="$(mktemp -d)"
PIDS=()
stop() {
	for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
	for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop EXIT

# shellcheck disable=SC2086 # word splitting of the option lists is wanted
start() {
	local jar="$1" port="$2" log="$3"
	shift 3
	"$JAVA_HOME/bin/java" $JVM -jar "$jar" --server.port="$port" $COMMON "$@" >"$log" 2>&1 &
	PIDS+=("$!")
	for _ in $(seq 1 180); do
		curl -fs -o /dev/null "http://127.0.0.1:$port/" && return 0
		kill -0 "${PIDS[-1]}" 2>/dev/null || break
		sleep 1
	done
	echo "the application on port $port did not start (log: $log)" >&2
	exit 1
}

signIn() {
	curl -s -D - -o /dev/null -d 'action=login&uid=uid%3A7&passwd=xxx' "http://127.0.0.1:$1/app" |
		sed -n 's/^[Ss]et-[Cc]ookie: JSESSIONID=\([^;]*\).*/\1/p' | tr -d '\r'
}

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# one slice: prints requests, CPU ticks of the process
slice() {
	local port="$1" pid="$2" cookie="$3" seconds="$4" before after requests
	before="$(ticks "$pid")"
	requests="$(wrk -t2 -c16 -d"${seconds}s" -H "Cookie: JSESSIONID=$cookie" "http://127.0.0.1:$port$PAGE" |
		awk '/requests in/ {print $1} /Non-2xx/ {print "failed"}' | tr '\n' ' ')"
	after="$(ticks "$pid")"
	[[ "$requests" != *failed* ]] || { echo "non-2xx answers from port $port" >&2; exit 1; }
	echo "${requests% } $((after - before))"
}

# the database's holder, never loaded: with A itself on the embedded database, A/A runs (one jar, one setting)
# measured A 10 % dearer than B
start "$A" "$PORT_DB" "$LOGS/db.log" --trade.db.data-dir="$DATA" --trade.db.port="$DB_PORT" --trade.db.durable=false
EXTERNAL="--spring.datasource.url=jdbc:postgresql://127.0.0.1:$DB_PORT/postgres --spring.datasource.username=postgres"
# shellcheck disable=SC2086
start "$A" "$PORT_A" "$LOGS/a.log" $EXTERNAL $A_ARGS
# shellcheck disable=SC2086
start "$B" "$PORT_B" "$LOGS/b.log" $EXTERNAL $B_ARGS
PID_A="${PIDS[1]}" PID_B="${PIDS[2]}"
COOKIE_A="$(signIn "$PORT_A")" COOKIE_B="$(signIn "$PORT_B")"
[[ -n "$COOKIE_A" && -n "$COOKIE_B" ]] || { echo "no session after signing in as uid:7" >&2; exit 1; }
if [ "$WARMUP" -gt 0 ]; then
	log "warming up each side alone for ${WARMUP}s"
	slice "$PORT_A" "$PID_A" "$COOKIE_A" "$WARMUP" >/dev/null
	slice "$PORT_B" "$PID_B" "$COOKIE_B" "$WARMUP" >/dev/null
fi
CLK="$(getconf CLK_TCK)"
log "$SLICES slice pairs of ${SECONDS_PER_SLICE}s on $PAGE"
echo "| pair | A requests/s | A CPU ms/request | B requests/s | B CPU ms/request | CPU B / A |"
echo "|---|---|---|---|---|---|"
RESULTS="$LOGS/pairs"
for i in $(seq 1 "$SLICES"); do
	if (( i % 2 )); then
		sa="$(slice "$PORT_A" "$PID_A" "$COOKIE_A" "$SECONDS_PER_SLICE")"
		sb="$(slice "$PORT_B" "$PID_B" "$COOKIE_B" "$SECONDS_PER_SLICE")"
	else
		sb="$(slice "$PORT_B" "$PID_B" "$COOKIE_B" "$SECONDS_PER_SLICE")"
		sa="$(slice "$PORT_A" "$PID_A" "$COOKIE_A" "$SECONDS_PER_SLICE")"
	fi
	read -r ra ta <<<"$sa"
	read -r rb tb <<<"$sb"
	echo "$i $ra $ta $rb $tb" >>"$RESULTS"
	awk -v clk="$CLK" -v s="$SECONDS_PER_SLICE" '{ca = $3 * 1000 / clk / $2; cb = $5 * 1000 / clk / $4;
		printf "| %d | %.1f | %.4f | %.1f | %.4f | %.3f |\n", $1, $2 / s, ca, $4 / s, cb, cb / ca}' <<<"$i $ra $ta $rb $tb"
done
awk -v clk="$CLK" '
	function median(v, n,   i, j, t) {
		for (i = 2; i <= n; i++) { t = v[i]; for (j = i - 1; j >= 1 && v[j] > t; j--) v[j + 1] = v[j]; v[j + 1] = t }
		return (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
	}
	{ n++; ca[n] = $3 * 1000 / clk / $2; cb[n] = $5 * 1000 / clk / $4; r[n] = cb[n] / ca[n]; q[n] = $4 / $2
	  if (r[n] < 1) lower++ }
	END {
		printf "\nmedians of %d slice pairs: A %.4f, B %.4f CPU ms/request; CPU B / A %.3f (B cheaper in %d, dearer in %d); requests/s B / A %.3f\n",
			n, median(ca, n), median(cb, n), median(r, n), lower, n - lower, median(q, n)
	}' "$RESULTS"
