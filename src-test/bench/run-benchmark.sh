#!/usr/bin/env bash
# The reference benchmark in one command: builds if needed, starts PostgreSQL (the application's embedded one,
# or an external server) and the application with the benchmark settings, loads or resets the data set with
# db-loader, runs the chosen Gatling scenarios (ramp-up + warm-up + measurement window each), and writes
# report.html, results.md and results.json under ~/stocktrader-bench/<run>/ (outside the source tree).
# Stops everything it started. With --target daytrader (or --base-url) it measures an implementation that
# already runs. `run-benchmark.sh compare RUN RUN...` sets finished runs side by side.
#
#   src-test/bench/run-benchmark.sh --help
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

usage() {
	cat <<'EOF'
Usage: src-test/bench/run-benchmark.sh [options]
       src-test/bench/run-benchmark.sh compare [--out DIR] [LABEL=]RUN_DIR [LABEL=]RUN_DIR...

compare writes compare.html and compare.md (default under the results folder, compare-<time>/): every run's
figures per scenario side by side with their ratio to the first run's; runs named <side>-<n> (a-1, b-1, ...,
as ab-benchmark.sh names them) also as alternating pairs, with whether every pair agrees.

What to run
  --scenario S       web | soap | wstest | quotes | floor | all (default all: web,soap,wstest,quotes; a comma
                     list works too). quotes: the quote page app?action=quotes&symbols=s:1, signed in, with
                     wrk -t2 -c16 (needs wrk installed; --users sets the connections); floor: the same stack
                     answering a constant page of the quote page's size (no database, no template), run after
                     the others whenever the application is started here, so every workload is reported as a
                     fraction of it. DayTrader has web, quotes and (with --wstest-url) wstest
  --smoke            seconds-long check on tiny data: 200 accounts, 400 quotes, 2 users, no think time,
                     no warm-up, 5 s windows, fails on any error (results under <results>/smoke-*)
  --model M          closed (constant concurrent users, default) | open (constant arrival rate)
  --users N          concurrent virtual users of the closed model (default: web 400, soap 50, wstest 50)
  --rate R           arrivals per second of the open model (web: script iterations; soap/wstest: calls)
  --think MS         think time between requests (default: web 1000, soap/wstest 100; 0 = peak)
  --ramp S           ramp-up seconds (default 10)
  --warmup S         warm-up seconds after the ramp-up, excluded from the figures (default 30)
  --duration S       measurement window in seconds (default 60)
  --operations LIST  WSTest operations (default EchoList,EchoStruct,GetOrder)
  --tls              the cost of TLS: the application serves HTTPS (a self-signed certificate made by keytool in
                     <results>/work/tls, trusted by the load driver) and plain HTTP side by side, and each of
                     the web, soap and wstest scenarios runs in alternating order, over HTTP, over HTTPS, over
                     HTTP and over HTTPS again, against the same server. The first pair is a warm-up round
                     (warmup/<scenario> and warmup/<scenario>-tls): it compiles both paths, so neither measured
                     run pays for the other's JIT warm-up. The report's figures and HTTPS's ratios of HTTP's are
                     those of the second pair (<scenario>, <scenario>-tls); the first pair's ratios are given
                     beside them, to show how much the order moved them. Twice the time. Not with --base-url

The system under test
  --target T         stocktrader (default) | daytrader: whose pages the web script checks (the wording of each
                     implementation's pages) and how its data is reset before a run. daytrader implies
                     --base-url (default http://127.0.0.1:9080/daytrader, DayTrader 8 on Open Liberty)
  --base-url URL     measure an implementation that is already running (no build, no database, no
                     application start, no data load); CPU is measured only with --app-pid/--db-pid.
                     A cluster: the balancer's URL, with every node in --app-pid and --stats-url
  --no-reset         with --base-url: leave the data as it is. By default it is reset before each database
                     scenario where the target offers a reset: DayTrader's config?action=resetTrade,
                     StockTrader's operator reset (/config/reset, needs --operator-password); both delete the
                     users the last run registered, with their orders and holdings
  --wstest-url URL   the WSTest endpoint the wstest scenario calls (any WSTest implementation; default
                     <base url>/wstest/services/WSTestService)
  --app-pid PID[,PID...]  with --base-url: the processes whose CPU counts as the application's (one per
                     node of a cluster; each is reported, and their total per transaction)
  --db-pid PID[,PID...]   the PostgreSQL postmasters whose process trees count as the database's (a
                     primary and its standby: each is reported, and the total); found automatically for
                     the embedded database and for a local external one
  --stats-url URL[,URL...]  with --base-url: the nodes' own base URLs whose SQL counters
                     (/bench/statements, trade.bench.enabled=true) are added up (default: --base-url,
                     which through a balancer reaches one node at a time)
  --db D             embedded (default: the application's embedded PostgreSQL, data directory
                     <results>/work/postgres) or a JDBC URL of an external PostgreSQL
  --db-user U, --db-password P   credentials of an external PostgreSQL
  --accounts N       data set: accounts uid:0.. (default 500000)
  --quotes N         data set: quotes s:0.. (default 100000)
  --no-load          use the database as it is (no load, no reset)
  --port P           application port (default 18080)
  --db-port P        port of the embedded PostgreSQL (default: a random port from 20000)
  --app-jvm "OPTS"   JVM options of the application (default "-Xms1g -Xmx1g -XX:+UseParallelGC", and
                     -XX:+UseCompactObjectHeaders on JDK 25 or newer: chosen by A/B, see README.md)
  --threads N        Tomcat's request threads, server.tomcat.threads.max and min-spare (default: twice the
                     machine's cores, chosen by A/B, see README.md; Tomcat's own default is 200). Left out
                     when --app-args sets server.tomcat.threads.max itself
  --app-args "ARGS"  extra application arguments, after the benchmark settings
  --app-jar JAR      the application jar to start (default trade-web/target/stocktrader-exec.jar)
  --operator-password P  the operator password of the server, to read its metrics (/actuator/prometheus) at
                     the window's ends (default: BENCH_OPERATOR_PASSWORD, else a password generated for the
                     application started here; with --base-url and none, the server's view is left out)
  --no-profile       no JFR recording (by default the load goes on for --profile-seconds after each
                     scenario's window, recorded then and summarised in <scenario>/profile.txt: the hottest
                     methods of the application; the recording's own cost is in no figure)
  --profile-seconds N  length of that recording (default 30)
  --build            rebuild the application and the load driver even if they exist (./mvnw package, never
                     install)

Output
  --results DIR      the results folder (default $STOCKTRADER_BENCH_HOME, else ~/stocktrader-bench): each run
                     writes <DIR>/<date>-<target>-<scenarios>/, the embedded database lives in <DIR>/work/
                     (about 3 GB at 500,000 accounts; a run's folder is about 40 MB with its profiles)
  --out DIR          this run's directory (default <results>/<date>-<target>-<scenarios>)
EOF
}

SCENARIOS="all" SMOKE=false MODEL="closed" USERS="" RATE="" THINK="" RAMP=10 WARMUP=30 DURATION=60 OPERATIONS=""
TARGET="stocktrader" RESET=true WSTEST_URL="" RESULTS="${STOCKTRADER_BENCH_HOME:-$HOME/stocktrader-bench}"
BASE_URL="" APP_PID_ARG=0 DB_PID_ARG=0 STATS_URLS="" DB="embedded" DB_USER="postgres" DB_PASSWORD="" ACCOUNTS=500000 QUOTES=100000
LOAD=true PORT=18080 DB_PORT_ARG="" APP_JVM="" APP_ARGS="" BUILD=false OUT="" APP_JAR="" PROFILE=true PROFILE_SECONDS=30 TLS=false
THREADS="$((2 * $(nproc)))"
OPERATOR_PASSWORD="${BENCH_OPERATOR_PASSWORD:-}"
COMMAND="src-test/bench/run-benchmark.sh $*"
if [ "${1:-}" = compare ]; then
	shift
	COMPARE_OUT=""
	[ "${1:-}" = --out ] && { COMPARE_OUT="$2"; shift 2; }
	[ $# -ge 2 ] || { echo "compare needs two run folders or more (see --help)" >&2; exit 2; }
fi
while [ -z "${COMPARE_OUT+set}" ] && [ $# -gt 0 ]; do
	case "$1" in
	--target) TARGET="$2"; shift ;;
	--no-reset) RESET=false ;;
	--wstest-url) WSTEST_URL="$2"; shift ;;
	--results) RESULTS="$2"; shift ;;
	--scenario) SCENARIOS="$2"; shift ;;
	--smoke) SMOKE=true ;;
	--model) MODEL="$2"; shift ;;
	--users) USERS="$2"; shift ;;
	--rate) RATE="$2"; MODEL="open"; shift ;;
	--think) THINK="$2"; shift ;;
	--ramp) RAMP="$2"; shift ;;
	--warmup) WARMUP="$2"; shift ;;
	--duration) DURATION="$2"; shift ;;
	--operations) OPERATIONS="$2"; shift ;;
	--tls) TLS=true ;;
	--base-url) BASE_URL="${2%/}"; shift ;;
	--app-pid) APP_PID_ARG="$2"; shift ;;
	--db-pid) DB_PID_ARG="$2"; shift ;;
	--stats-url) STATS_URLS="$2"; shift ;;
	--db) DB="$2"; shift ;;
	--db-user) DB_USER="$2"; shift ;;
	--db-password) DB_PASSWORD="$2"; shift ;;
	--accounts) ACCOUNTS="$2"; shift ;;
	--quotes) QUOTES="$2"; shift ;;
	--no-load) LOAD=false ;;
	--port) PORT="$2"; shift ;;
	--db-port) DB_PORT_ARG="$2"; shift ;;
	--app-jvm) APP_JVM="$2"; shift ;;
	--threads) THREADS="$2"; shift ;;
	--app-args) APP_ARGS="$2"; shift ;;
	--app-jar) APP_JAR="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift ;;
	--no-profile) PROFILE=false ;;
	--profile-seconds) PROFILE_SECONDS="$2"; shift ;;
	--operator-password) OPERATOR_PASSWORD="$2"; shift ;;
	--build) BUILD=true ;;
	--out) OUT="$2"; shift ;;
	-h | --help) usage; exit 0 ;;
	*) echo "Unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
	shift
done

for list in "$APP_PID_ARG" "$DB_PID_ARG"; do
	[[ "$list" =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "--app-pid and --db-pid take pids separated by commas: $list" >&2; exit 2; }
done
[[ "$PROFILE_SECONDS" =~ ^[1-9][0-9]*$ ]] || { echo "--profile-seconds takes a positive number: $PROFILE_SECONDS" >&2; exit 2; }
if $SMOKE; then
	ACCOUNTS=200 QUOTES=400 RAMP=0 WARMUP=0 DURATION=5 THINK=0 PROFILE_SECONDS=5
	USERS="${USERS:-2}"
fi
case "$TARGET" in
stocktrader) ;;
daytrader) BASE_URL="${BASE_URL:-http://127.0.0.1:9080/daytrader}" ;;
*) echo "--target takes stocktrader or daytrader: $TARGET" >&2; exit 2 ;;
esac

# --- scenarios -------------------------------------------------------------------------------------------------
# One line per scenario: its load driver (a Gatling simulation, or WrkScenario for the single-page ones), its
# default virtual users, whether it uses the database (its data is loaded or reset before it), and the targets
# that have it. A new scenario is one more line here and its driver class under
# src-test/bench/src/main/java/org/stocktrader/bench (summary.json in the same form); `all` runs ALL.
ALL="web soap wstest quotes"
scenario_driver() { # scenario_driver NAME: sets class, default_users, uses_db, targets
	case "$1" in
	web) class=WebSimulation default_users=400 uses_db=true targets="stocktrader daytrader" ;;
	soap) class=TradeSoapSimulation default_users=50 uses_db=true targets="stocktrader" ;;
	wstest) class=WsTestSimulation default_users=50 uses_db=false targets="stocktrader daytrader" ;;
	quotes) class=WrkScenario default_users=16 uses_db=true targets="stocktrader daytrader" ;;
	floor) class=WrkScenario default_users=16 uses_db=false targets="stocktrader" ;;
	*) return 1 ;;
	esac
}
if [ -z "${COMPARE_OUT+set}" ]; then
	if [ "$SCENARIOS" = "all" ]; then
		SCENARIOS=""
		for s in $ALL; do
			scenario_driver "$s"
			# wstest against DayTrader only when a WSTest endpoint is named
			if [[ " $targets " == *" $TARGET "* ]] && { [ "$TARGET" = stocktrader ] || [ "$s" != wstest ] || [ -n "$WSTEST_URL" ]; }; then
				SCENARIOS="$SCENARIOS $s"
			fi
		done
	fi
	SCENARIOS="$(echo ${SCENARIOS//,/ })"
	for s in $SCENARIOS; do
		scenario_driver "$s" || { echo "Unknown scenario $s (web, soap, wstest, quotes, floor, all)" >&2; exit 2; }
		if [[ " $targets " != *" $TARGET "* ]] && ! { [ "$s" = wstest ] && [ -n "$WSTEST_URL" ]; }; then
			echo "The $s scenario is not there for --target $TARGET (it has: $targets)" >&2
			exit 2
		fi
	done
	if $TLS; then
		[ -z "$BASE_URL" ] || { echo "--tls needs the application started here (not --base-url or --target daytrader)" >&2; exit 2; }
		# each of the HTTP scenarios in alternating order, HTTP, HTTPS, HTTP, HTTPS: the first pair (warmup/...)
		# compiles both paths, the second is measured. In one pair the first run carried the JIT warm-up of the
		# code both share (23 % of its window's CPU against 7 % of the HTTPS run's), and HTTPS
		# looked cheaper per page than HTTP
		with_tls=""
		for s in $SCENARIOS; do
			case "$s" in
			web | soap | wstest) with_tls="$with_tls warmup/$s warmup/$s-tls $s $s-tls" ;;
			*) with_tls="$with_tls $s" ;;
			esac
		done
		SCENARIOS="${with_tls# }"
	fi
	# the floor closes every run whose application is started here (it needs the benchmark endpoints)
	if [ -z "$BASE_URL" ] && [[ " $SCENARIOS " != *" floor "* ]]; then
		SCENARIOS="$SCENARIOS floor"
	fi
fi

# --- JDK -------------------------------------------------------------------------------------------------------
if [ -z "${JAVA_HOME:-}" ] || ! "$JAVA_HOME/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then
	for candidate in /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*; do
		if [ -x "$candidate/bin/javac" ] && "$candidate/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then
			export JAVA_HOME="$candidate"
			break
		fi
	done
fi
JAVA="$JAVA_HOME/bin/java"
"$JAVA" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])' || { echo "Needs JDK 21 or newer (JAVA_HOME)" >&2; exit 2; }

STAMP="$(date -u +%Y%m%d-%H%M%S)"
log() { echo "[bench $(date -u +%H:%M:%S)] $*"; }

# shellcheck source=src-test/bench/driver.sh
. "$ROOT/src-test/bench/driver.sh"
[ -n "$APP_JVM" ] || APP_JVM="$(bench_app_jvm "$JAVA")"

if [ -n "${COMPARE_OUT+set}" ]; then
	build_driver
	COMPARE_OUT="${COMPARE_OUT:-$RESULTS/compare-$STAMP}"
	"$JAVA" -cp "$DRIVER_CP" org.stocktrader.bench.BenchmarkCompare "$COMPARE_OUT" "$@"
	log "comparison: $COMPARE_OUT/compare.html and compare.md"
	exit 0
fi

if [ -z "$OUT" ]; then
	OUT="$RESULTS/$($SMOKE && echo smoke- || true)$STAMP-$TARGET-$(tr ' ' '\n' <<<"$SCENARIOS" | grep -v '^warmup/' | paste -sd-)"
fi
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
WORK="$RESULTS/work"
mkdir -p "$WORK"

# --- everything started here is stopped here -------------------------------------------------------------------
APP_PID="" STARTED_POSTMASTER="" DRIVER_PID=""
cleanup() {
	local status=$?
	# the load driver runs in the background (a background job ignores the terminal's Ctrl-C)
	if [ -n "$DRIVER_PID" ] && kill -0 "$DRIVER_PID" 2>/dev/null; then
		kill "$DRIVER_PID" 2>/dev/null || true
	fi
	if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then
		log "stopping the application (pid $APP_PID)"
		kill "$APP_PID" 2>/dev/null || true
		for _ in $(seq 1 60); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.5; done
		kill -9 "$APP_PID" 2>/dev/null || true
	fi
	# the embedded PostgreSQL stops with the application; if it did not, stop the postmaster it started
	if [ -n "$STARTED_POSTMASTER" ] && kill -0 "$STARTED_POSTMASTER" 2>/dev/null; then
		log "stopping the embedded PostgreSQL (pid $STARTED_POSTMASTER)"
		kill -INT "$STARTED_POSTMASTER" 2>/dev/null || true
		for _ in $(seq 1 40); do kill -0 "$STARTED_POSTMASTER" 2>/dev/null || break; sleep 0.5; done
	fi
	exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- build -----------------------------------------------------------------------------------------------------
APP_JAR="${APP_JAR:-$ROOT/trade-web/target/stocktrader-exec.jar}"
LOADER_JAR="$(ls "$ROOT"/db-loader/target/db-loader-*-exec.jar 2>/dev/null | head -1 || true)"
# package, never install: the reactor resolves the modules from their target directories, and the shared local
# repository keeps whatever other checkouts installed
if $BUILD || { [ -z "$BASE_URL" ] && { [ ! -f "$APP_JAR" ] || [ -z "$LOADER_JAR" ]; }; }; then
	log "building (./mvnw -B -q -DskipTests -Dspring-javaformat.skip=true package)"
	./mvnw -B -q -DskipTests -Dspring-javaformat.skip=true package
	LOADER_JAR="$(ls "$ROOT"/db-loader/target/db-loader-*-exec.jar | head -1)"
fi
build_driver

# --- database and application ----------------------------------------------------------------------------------
postmaster_of_port() { # the pid of a local PostgreSQL listening on the port, or 0
	ss -ltnpH "sport = :$1" 2>/dev/null | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2 || true
}

PG_PORT="" DB_URL="" APP_SETTINGS="" SERVER_PORT="$PORT" TLS_ARGS="" DRIVER_TLS=()
# the documented benchmark settings (driver.sh)
APP_SETTINGS="$BENCH_APP_SETTINGS"
# Tomcat's request threads: twice the cores (16 users on 2 cores: 4 threads took a fifth off the web mix's CPU per
# page and its p99 against Tomcat's 200, results/2026-11-24-s10-threads*); an explicit setting in --app-args wins
# (a property given twice on the command line would be read as a list and fail the start)
if [[ "$APP_ARGS" != *server.tomcat.threads.max* ]]; then
	[[ "$THREADS" =~ ^[1-9][0-9]*$ ]] || { echo "--threads takes a positive number: $THREADS" >&2; exit 2; }
	APP_SETTINGS="$APP_SETTINGS --server.tomcat.threads.max=$THREADS --server.tomcat.threads.min-spare=$THREADS"
fi

loader() { # loader ACTION [options]
	local action="$1"; shift
	"$JAVA" -jar "$LOADER_JAR" "$action" --db-url "$DB_URL" --db-user "$DB_USER" ${DB_PASSWORD:+--db-password "$DB_PASSWORD"} "$@"
}

data_set="accounts=$ACCOUNTS quotes=$QUOTES"
prepare_data() { # loads the data set, or resets it when this data set is already loaded
	$LOAD || return 0
	# the embedded server gets a new port every run: its data directory, not its URL, names the database
	local marker="$WORK/loaded-$(echo "$([ "$DB" = embedded ] && echo embedded || echo "$DB_URL")" | md5sum | cut -c1-12)"
	if [ -f "$marker" ] && [ "$(cat "$marker")" = "$data_set" ]; then
		log "resetting the data set ($data_set)"
		loader reset >"$OUT/loader-reset.log" 2>&1 || { cat "$OUT/loader-reset.log" >&2; exit 1; }
	else
		log "loading the data set ($data_set)"
		rm -f "$marker"
		loader load --accounts "$ACCOUNTS" --quotes "$QUOTES" --replace >"$OUT/loader-load.log" 2>&1 \
			|| { cat "$OUT/loader-load.log" >&2; exit 1; }
		tail -15 "$OUT/loader-load.log"
		echo "$data_set" >"$marker"
	fi
}

if [ -z "$BASE_URL" ]; then
	BASE_URL="http://127.0.0.1:$PORT"
	if curl -s -o /dev/null --max-time 2 "$BASE_URL/"; then
		echo "Port $PORT is in use: stop that server or choose --port" >&2
		exit 2
	fi
	DB_ARGS=""
	if [ "$DB" = "embedded" ]; then
		PG_DIR="$WORK/postgres"
		PG_PORT="${DB_PORT_ARG:-$(( 20000 + RANDOM % 20000 ))}"
		DB_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/postgres"
		# the benchmark's faster setting: fsync and synchronous_commit off (the application's default is durable)
		DB_ARGS="--trade.db.data-dir=$PG_DIR --trade.db.port=$PG_PORT --trade.db.durable=false"
	else
		DB_URL="$DB"
		DB_ARGS="--spring.datasource.url=$DB --spring.datasource.username=$DB_USER --spring.datasource.password=$DB_PASSWORD"
	fi
	if $TLS; then
		# HTTPS on the next port, plain HTTP stays on --port (the readiness check, the resets, the counters)
		SERVER_PORT=$((PORT + 1))
		TLS_ARGS="--trade.tls.self-signed=true --trade.tls.self-signed-dir=$WORK/tls --trade.tls.http=allow --trade.tls.http-port=$PORT"
	fi
	log "starting the application on port $PORT ($DB)${TLS_ARGS:+, HTTPS on port $SERVER_PORT}"
	# the operator credential reads the server's metrics; in the environment, not on a command line or in the results
	OPERATOR_PASSWORD="${OPERATOR_PASSWORD:-$(head -c 18 /dev/urandom | base64 | tr -d '/+=')}"
	# shellcheck disable=SC2086
	TRADE_OPERATOR_PASSWORD="$OPERATOR_PASSWORD" "$JAVA" $APP_JVM -jar "$APP_JAR" --server.port="$SERVER_PORT" $TLS_ARGS $DB_ARGS $APP_SETTINGS --trade.bench.enabled=true \
		$APP_ARGS >"$OUT/app.log" 2>&1 &
	APP_PID=$!
	for _ in $(seq 1 240); do
		kill -0 "$APP_PID" 2>/dev/null || { tail -40 "$OUT/app.log" >&2; echo "The application did not start" >&2; exit 1; }
		code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$BASE_URL/" || true)"
		case "$code" in 2* | 3*) break ;; esac
		sleep 0.5
	done
	if [ "$DB" = "embedded" ]; then
		STARTED_POSTMASTER="$(head -1 "$PG_DIR/postmaster.pid" 2>/dev/null || true)"
		DB_PID="${STARTED_POSTMASTER:-0}"
	else
		DB_PID="$DB_PID_ARG"
		if [ "$DB_PID" = 0 ] && [[ "$DB" =~ //(127\.0\.0\.1|localhost)(:([0-9]+))?/ ]]; then
			DB_PID="$(postmaster_of_port "${BASH_REMATCH[3]:-5432}")"
		fi
	fi
	APP_CPU_PID="$APP_PID"
	log "application pid $APP_PID, database postmaster pid ${DB_PID:-0}"
	if $TLS; then
		# the load driver trusts the application's certificate, nothing else (Gatling's default trusts any)
		rm -f "$WORK/tls/trust.p12"
		"$JAVA_HOME/bin/keytool" -importcert -noprompt -alias stocktrader -file "$WORK/tls/stocktrader.pem" \
			-storetype PKCS12 -keystore "$WORK/tls/trust.p12" -storepass stocktrader >/dev/null 2>&1 \
			|| { echo "keytool could not make the load driver's trust store from $WORK/tls/stocktrader.pem" >&2; exit 1; }
		DRIVER_TLS=(-Djavax.net.ssl.trustStore="$WORK/tls/trust.p12" -Djavax.net.ssl.trustStorePassword=stocktrader
			-Djavax.net.ssl.trustStoreType=PKCS12 -Dgatling.ssl.useInsecureTrustManager=false
			-Dgatling.ssl.trustStore.file="$WORK/tls/trust.p12" -Dgatling.ssl.trustStore.password=stocktrader
			-Dgatling.ssl.trustStore.type=PKCS12)
	fi
else
	LOAD=false
	APP_CPU_PID="$APP_PID_ARG"
	DB_PID="$DB_PID_ARG"
	curl -s -o /dev/null --max-time 5 "$BASE_URL/app" || { echo "Nothing answers at $BASE_URL/app" >&2; exit 2; }
fi

reset_remote() { # the target's own reset of an implementation started elsewhere, before a database scenario
	[ -z "$APP_PID" ] && $RESET || return 0
	local page
	case "$TARGET" in
	daytrader)
		log "resetting DayTrader's data (config?action=resetTrade)"
		page="$(curl -s --max-time 300 "$BASE_URL/config?action=resetTrade")"
		grep -q 'Trade Reset completed successfully' <<<"$page" \
			|| { echo "DayTrader's reset failed (config?action=resetTrade); --no-reset skips it" >&2; exit 1; }
		;;
	stocktrader)
		if [ -z "$OPERATOR_PASSWORD" ]; then
			log "not resetting the data: no --operator-password for StockTrader's reset (--no-reset says so)"
			return 0
		fi
		log "resetting StockTrader's data (/config/reset, as the operator)"
		local jar token
		jar="$(mktemp)"
		page="$(curl -s --max-time 30 -c "$jar" -b "$jar" -u "operator:$OPERATOR_PASSWORD" "$BASE_URL/config/reset")"
		token="$(sed -n 's/.*name="_csrf"[^>]*value="\([^"]*\)".*/\1/p' <<<"$page" | head -1)"
		page="$(curl -s --max-time 300 -c "$jar" -b "$jar" -u "operator:$OPERATOR_PASSWORD" -L \
			--data-urlencode "_csrf=$token" -d confirmed=true "$BASE_URL/config/reset")"
		rm -f "$jar"
		grep -q 'The database was reset' <<<"$page" \
			|| { echo "StockTrader's reset failed (/config/reset); --no-reset skips it" >&2; exit 1; }
		;;
	esac
}

# --- the run's description -------------------------------------------------------------------------------------
# The commit an application jar was built from (the git.properties the build puts in it), which is not this
# checkout's when --app-jar names another build (ab-benchmark.sh's two jars).
jar_commit() {
	local dir commit
	dir="$(mktemp -d)"
	(cd "$dir" && "$JAVA_HOME/bin/jar" xf "$1" BOOT-INF/classes/git.properties 2>/dev/null) || true
	commit="$(sed -n 's/^git\.commit\.id\.abbrev=//p' "$dir/BOOT-INF/classes/git.properties" 2>/dev/null)"
	rm -rf "$dir"
	echo "${commit:-unknown}"
}
{
	echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
	echo "command=$COMMAND"
	echo "machine=$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(free -g | awk '/^Mem:/ {print $2}') GiB memory"
	echo "jdk=$("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.runtime.version = //p') ($("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.vm.name = //p'))"
	echo "load driver=Gatling 3.15 on the same machine, JVM $("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.runtime.version = //p')"
	echo "target=$TARGET"
	echo "system under test=$BASE_URL"
	[ -n "$WSTEST_URL" ] && echo "WSTest endpoint=$WSTEST_URL"
	echo "CPU accounted=application pids ${APP_CPU_PID:-0}, database postmaster pids ${DB_PID:-0}"
	if [ -n "$APP_PID" ]; then
		# the application's default (shared sessions in PostgreSQL, as a cluster runs) unless --app-args says
		sessions="$(sed -n 's/.*--trade\.web\.sessions=\([a-z]*\).*/\1/p' <<<"$APP_ARGS")"
		echo "sessions=${sessions:-jdbc}"
	fi
	[ -n "$STATS_URLS" ] && echo "SQL counters=$STATS_URLS"
	if $TLS; then
		echo "tls=<scenario>-tls over HTTPS (https://127.0.0.1:$SERVER_PORT, self-signed EC P-256 certificate, $("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.runtime.version = //p') JSSE) beside <scenario> over HTTP, same server and data, in alternating order: warmup/<scenario>, warmup/<scenario>-tls (the warm-up round), then <scenario>, <scenario>-tls (measured); each virtual user keeps its connection"
	fi
	if [ -n "$APP_PID" ]; then
		echo "application commit=$(jar_commit "$APP_JAR")"
		echo "application=java $APP_JVM -jar ${APP_JAR#"$ROOT"/} --server.port=$SERVER_PORT $TLS_ARGS $APP_SETTINGS --trade.bench.enabled=true $APP_ARGS"
		echo "database=$([ "$DB" = embedded ] && echo "embedded PostgreSQL $(cat "$PG_DIR/PG_VERSION" 2>/dev/null), data directory $WORK/postgres, not durable (--trade.db.durable=false: fsync and synchronous_commit off)" || echo "$DB")"
	fi
	if $LOAD; then
		echo "data set=$data_set, loaded or reset before each database scenario"
	elif [ -z "$APP_PID" ] && $RESET && { [ "$TARGET" = daytrader ] || [ -n "$OPERATOR_PASSWORD" ]; }; then
		echo "data set=as found, reset by the target's own reset before each database scenario (--accounts $ACCOUNTS --quotes $QUOTES drawn from)"
	else
		echo "data set=as found, not reset (--accounts $ACCOUNTS --quotes $QUOTES drawn from)"
	fi
	echo "measurement=ramp-up ${RAMP}s, warm-up ${WARMUP}s (both excluded), window ${DURATION}s"
	echo "cpu profile=$($PROFILE && echo "JFR (settings=profile) for ${PROFILE_SECONDS}s after each window, under the same load, counted in no figure" || echo "none (--no-profile)")"
	echo "server metrics=$([ -n "$OPERATOR_PASSWORD" ] && echo "/actuator/prometheus read with the operator credential at each window's ends (the server's view in each scenario's section)" || echo "not read (no --operator-password)")"
	echo "load average before=$(cut -d' ' -f1-3 /proc/loadavg) (other processes on the machine compete with the run)"
	# this checkout's commit: the benchmark's scripts and load driver (the application's is above)
	echo "git commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (with local changes)')"
} >"$OUT/run.properties"

# --- scenarios -------------------------------------------------------------------------------------------------
CLK_TCK="$(getconf CLK_TCK)"
FAILED=0
for scenario in $SCENARIOS; do
	base="${scenario#warmup/}"
	scenario_driver "${base%-tls}"
	if $uses_db; then
		prepare_data
		reset_remote
	fi
	url="$BASE_URL" wstest_path=""
	if [ "$base" = wstest ] && [ -n "$WSTEST_URL" ]; then
		# scheme://host:port and the endpoint's path
		url="$(sed -E 's#^([a-z]+://[^/]+).*#\1#' <<<"$WSTEST_URL")"
		wstest_path="${WSTEST_URL#"$url"}"
	fi
	[ "$base" = "${base%-tls}" ] || url="https://127.0.0.1:$SERVER_PORT"
	log "running $scenario: $MODEL model, ${USERS:-$default_users} users${RATE:+, $RATE/s}, think ${THINK:-default} ms, ${RAMP}s + ${WARMUP}s + ${DURATION}s"
	mkdir -p "$OUT/$scenario"
	# the CPU profile is recorded after the window, while the same load goes on (bench.after): a JFR recording
	# costs the application CPU of its own (the recorder's threads, its sampling, an event on every socket read
	# and write and every exception), which the window's figures must not carry
	after=0
	if $PROFILE && [ -n "$APP_PID" ] && [ "$base" = "$scenario" ]; then
		after=$((PROFILE_SECONDS + 5))
	fi
	rm -f "$OUT/$scenario/summary.json" "$OUT/$scenario/profile.jfr"
	set +e
	BENCH_PROPERTIES=(-Dbench.baseUrl="$url" -Dbench.target="$TARGET" ${wstest_path:+-Dbench.wstestPath="$wstest_path"} -Dbench.model="$MODEL" -Dbench.users="${USERS:-$default_users}"
		${RATE:+-Dbench.rate="$RATE"} ${THINK:+-Dbench.think="$THINK"} -Dbench.ramp="$RAMP" -Dbench.warmup="$WARMUP"
		-Dbench.duration="$DURATION" -Dbench.after="$after" -Dbench.accounts="$ACCOUNTS" -Dbench.quotes="$QUOTES"
		${OPERATIONS:+-Dbench.operations="$OPERATIONS"} -Dbench.strict="$SMOKE"
		-Dbench.appPid="${APP_CPU_PID:-0}" -Dbench.dbPid="${DB_PID:-0}" -Dbench.clockTicks="$CLK_TCK"
		${STATS_URLS:+-Dbench.statementsUrls="$STATS_URLS"} "${DRIVER_TLS[@]}"
		-Dbench.summaryFile="$OUT/$scenario/summary.json")
	export BENCH_OPERATOR_PASSWORD="$OPERATOR_PASSWORD"
	if [ "$class" = WrkScenario ]; then
		"$JAVA" -Xmx256m -cp "$DRIVER_CP" "${BENCH_PROPERTIES[@]}" org.stocktrader.bench.WrkScenario "$scenario" \
			>"$OUT/$scenario/wrk.log" 2>&1 &
	else
		"$JAVA" -Xms512m -Xmx1g -XX:+UseParallelGC --add-opens java.base/java.lang=ALL-UNNAMED \
			--enable-native-access=ALL-UNNAMED -cp "$DRIVER_CP" "${BENCH_PROPERTIES[@]}" \
			io.gatling.app.Gatling -s "org.stocktrader.bench.$class" -rf "$OUT/$scenario/gatling" \
			>"$OUT/$scenario/gatling.log" 2>&1 &
	fi
	DRIVER_PID=$!
	if [ "$after" -gt 0 ]; then
		# the driver writes summary.json when the window closes; the loop ends with the driver at the latest
		while kill -0 "$DRIVER_PID" 2>/dev/null && [ ! -e "$OUT/$scenario/summary.json" ]; do sleep 0.2; done
		if kill -0 "$DRIVER_PID" 2>/dev/null; then
			# whole stacks: JFR keeps the innermost 64 frames by default, and two thirds of a page's stacks are
			# deeper (Tomcat, the filters, Spring MVC, then Thymeleaf's nested models), so the profile's shares
			# of the outer parts came out low; the depth is set before the first recording, it changes nothing
			# before it
			"$JAVA_HOME/bin/jcmd" "$APP_PID" JFR.configure stackdepth=512 >/dev/null 2>&1 || true
			"$JAVA_HOME/bin/jcmd" "$APP_PID" JFR.start name="bench-$scenario" settings=profile \
				duration="${PROFILE_SECONDS}s" filename="$OUT/$scenario/profile.jfr" >/dev/null || true
		fi
	fi
	wait "$DRIVER_PID"
	status=$?
	DRIVER_PID=""
	if [ "$class" = WrkScenario ]; then
		tail -5 "$OUT/$scenario/wrk.log"
	else
		grep -A12 -- '---- Global Information' "$OUT/$scenario/gatling.log" | tail -12
	fi
	set -e
	echo "load average after $scenario=$(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/run.properties"
	if [ "$after" -gt 0 ]; then
		for _ in $(seq 1 20); do [ -s "$OUT/$scenario/profile.jfr" ] && break; sleep 0.5; done
		"$JAVA_HOME/bin/jcmd" "$APP_PID" JFR.stop name="bench-$scenario" >/dev/null 2>&1 || true
		if [ -s "$OUT/$scenario/profile.jfr" ]; then
			"$JAVA" -cp "$DRIVER_CP" org.stocktrader.bench.JfrSummary "$OUT/$scenario/profile.jfr" \
				>"$OUT/$scenario/profile.txt" 2>&1 || true
		fi
	fi
	if [ $status -ne 0 ]; then
		log "$scenario: the load driver exited with $status (Gatling: 2 = assertions failed); see $OUT/$scenario/"
		grep -A15 -- '---- Errors' "$OUT/$scenario/gatling.log" 2>/dev/null | tail -15 || true
		FAILED=1
	fi
done

"$JAVA" -cp "$DRIVER_CP" org.stocktrader.bench.BenchmarkReport "$OUT"
echo
cat "$OUT/results.md"
echo
log "report: $OUT/report.html (and results.md, results.json); Gatling's own reports (whole run) under $OUT/<scenario>/gatling/"
exit $FAILED
