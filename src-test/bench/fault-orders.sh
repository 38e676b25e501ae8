#!/usr/bin/env bash
# Fault test of the asynchronous order processing: two application processes on one PostgreSQL, both in
# asynchronous mode, under concurrent REST trading; node A is killed with -9 several times and restarted while
# node B takes the load (node B itself starts under load). Clients retry a failed request on the other node with
# the same Idempotency-Key, and send SubmitOrder for some acknowledged orders to either node (the remote order
# processor). Afterwards, checked in the database: every acknowledged order exists, none is open
# after a drain, and for every account, quote and holding the money, holdings and volume rules hold exactly
# (an order executed twice would break them); no request answered 500 (an aborted trade) and every start under
# load succeeded. Writes src-test/bench/results/<date>-fault-orders/results.md with PASS or FAIL per check, and
# exits non-zero if any check failed. Each buy's execution is slowed by --slow-ms in the database, and node A is
# killed while it executes one (waiting at most 10 s for that), so that a dead node's claimed orders are taken
# over by node B when their lease ends.
# Bounded: about rounds x (round + restart) seconds plus the drain; a start may take up to 600 s on a loaded
# machine. Stops everything it started.
#
#   src-test/bench/fault-orders.sh [--rounds 3] [--round 20] [--clients 6] [--port-a 18115] [--port-b 18116]
#                                  [--pg-port 18117] [--work /tmp/h14-pgfault] [--out DIR] [--slow-ms 300]
#                                  [--node-jvm "-Xms256m -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"]
# Needs trade-web/target/stocktrader-exec.jar (./mvnw -B -o -q -pl trade-web -am package -DskipTests),
# PostgreSQL's initdb/pg_ctl/psql on the PATH, curl.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
COMMAND="src-test/bench/fault-orders.sh${*:+ $*}"
ROUNDS=3 ROUND=20 CLIENTS=6 PORT_A=18115 PORT_B=18116 PG_PORT=18117 WORK=/tmp/h14-pgfault OUT=""
# C1 only and the serial collector: a node starts in less CPU time, which matters on a loaded machine (starts
# took 260-345 s at load average 25-48); correctness, not speed, is measured here
NODE_JVM="-Xms256m -Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
# each execution of a buy sleeps this long in the database (a trigger on HOLDING), so that node A is killed while
# it executes an order and the takeover of its claimed orders is exercised; 0 turns it off
SLOW_MS=300
while [ $# -gt 0 ]; do
	case "$1" in
	--rounds) ROUNDS="$2"; shift ;;
	--round) ROUND="$2"; shift ;;
	--clients) CLIENTS="$2"; shift ;;
	--port-a) PORT_A="$2"; shift ;;
	--port-b) PORT_B="$2"; shift ;;
	--pg-port) PG_PORT="$2"; shift ;;
	--work) WORK="$2"; shift ;;
	--out) OUT="$2"; shift ;;
	--node-jvm) NODE_JVM="$2"; shift ;;
	--slow-ms) SLOW_MS="$2"; shift ;;
	*) echo "Unknown option $1" >&2; exit 2 ;;
	esac
	shift
done
OUT="${OUT:-src-test/bench/results/$(date -u +%Y-%m-%d)-fault-orders}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
JAVA="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java"
APP_JAR="$ROOT/trade-web/target/stocktrader-exec.jar"
[ -f "$APP_JAR" ] || { echo "Build the application first: $APP_JAR" >&2; exit 2; }
log() { echo "[fault $(date -u +%H:%M:%S)] $*" | tee -a "$OUT/run.log"; }
: >"$OUT/run.log"

# --- PostgreSQL of its own (as the postgres user when run as root) --------------------------------------------
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
PGDATA="$WORK/data"
rm -rf "$WORK"
mkdir -p "$WORK"
[ "$(id -u)" = 0 ] && chown postgres "$WORK"
as_pg initdb -D "$PGDATA" -U postgres --auth=trust >"$WORK/initdb.log" 2>&1
as_pg pg_ctl -D "$PGDATA" -l "$WORK/postgres.log" -w \
	-o "-p $PG_PORT -c listen_addresses=127.0.0.1 -c max_connections=60 -c unix_socket_directories=$WORK" start >/dev/null
DB_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/postgres"
sql() { psql -X -q -t -A -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 "$@"; }

PID_A="" PID_B="" CLIENT_PIDS=""
cleanup() {
	local status=$?
	for pid in $CLIENT_PIDS; do kill "$pid" 2>/dev/null || true; done
	for pid in $PID_A $PID_B; do kill "$pid" 2>/dev/null || true; done
	for pid in $PID_A $PID_B; do
		for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
		kill -9 "$pid" 2>/dev/null || true
	done
	as_pg pg_ctl -D "$PGDATA" -m fast stop >/dev/null 2>&1 || true
	exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

OPERATOR_PASSWORD="fault-$RANDOM$RANDOM"
start_node() { # start_node PORT LOG NAME -> pid in $STARTED; NAME is its connections' application_name
	# shellcheck disable=SC2086
	"$JAVA" $NODE_JVM -jar "$APP_JAR" --server.port="$1" --spring.datasource.url="$DB_URL?ApplicationName=$3" \
		--spring.datasource.username=postgres --trade.processing-mode=asynchronous --trade.password-strength=4 \
		--spring.datasource.hikari.maximum-pool-size=8 --logging.level.root=WARN \
		--trade.operator.username=fault-operator --trade.operator.password="$OPERATOR_PASSWORD" \
		--logging.level.org.stocktrader=INFO >>"$2" 2>&1 &
	STARTED=$!
}
wait_up() { # wait_up PORT PID -> seconds, or fails
	local start=$SECONDS
	for _ in $(seq 1 1200); do
		kill -0 "$2" 2>/dev/null || return 1
		if curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$1/api/quotes/s:1"; then
			echo $((SECONDS - start))
			return 0
		fi
		sleep 0.5
	done
	return 1
}

# --- node A, the data set, the snapshot -----------------------------------------------------------------------
log "starting node A on $PORT_A (PostgreSQL on $PG_PORT)"
start_node "$PORT_A" "$OUT/node-a.log" fault-node-a; PID_A=$STARTED
wait_up "$PORT_A" "$PID_A" >/dev/null || { tail -30 "$OUT/node-a.log"; exit 1; }
USERS=$(sql -c "select count(*) from account")
sql <"$ROOT/src-test/bench/fault-snapshot.sql"
if [ "$SLOW_MS" != 0 ]; then
	sql <<EOF
create function fault_slow_execution() returns trigger language plpgsql as \$\$
begin perform pg_sleep($SLOW_MS / 1000.0); return new; end \$\$;
create trigger fault_slow_execution before insert on holding for each row execute function fault_slow_execution();
EOF
fi
log "data: $USERS accounts; snapshot taken"

# --- clients -------------------------------------------------------------------------------------------------
signin() { # signin PORT USER JAR: a REST session for USER on that node (sessions are per node until issue 18)
	curl -s -o /dev/null --max-time 15 -c "$3" -b "$3" -H 'Content-Type: application/json' \
		-d "{\"userId\":\"$2\",\"password\":\"xxx\"}" "http://127.0.0.1:$1/api/sessions" || true
}
client() { # client N: trades until $WORK/stop exists; acknowledged orders to ack-N, outcomes to outcomes-N
	local n=$1 ack="$WORK/ack-$n" outcomes="$WORK/outcomes-$n" jar="$WORK/cookies-$n"
	local i=0
	while [ ! -f "$WORK/stop" ]; do
		i=$((i + 1))
		local user="uid:$((RANDOM % USERS))" key="c$n-$i-$RANDOM$RANDOM" body
		if [ $((RANDOM % 10)) -lt 7 ]; then
			body="{\"type\":\"buy\",\"symbol\":\"s:$((RANDOM % 400))\",\"quantity\":$((1 + RANDOM % 50))}"
		else
			local port=$([ $((RANDOM % 2)) = 0 ] && echo "$PORT_A" || echo "$PORT_B")
			local holding listed
			signin "$port" "$user" "$jar"
			# a fresh file: curl leaves the last listing (another user's) in place when it gets no answer
			rm -f "$WORK/holdings-$n"
			listed=$(curl -s -o "$WORK/holdings-$n" -w '%{http_code}' --max-time 10 -b "$jar" \
				"http://127.0.0.1:$port/api/accounts/$user/holdings" || true)
			holding=""
			if [ "$listed" = 200 ]; then
				holding=$(grep -so '"holdingId":[0-9]*' "$WORK/holdings-$n" | cut -d: -f2 | shuf -n1 || true)
			fi
			if [ -z "$holding" ]; then
				echo "no holding to sell ($listed)" >>"$outcomes"
				continue
			fi
			body="{\"type\":\"sell\",\"holdingId\":$holding}"
		fi
		local try=0 code="" port
		while [ $try -lt 8 ]; do
			port=$([ $(((RANDOM + try) % 2)) = 0 ] && echo "$PORT_A" || echo "$PORT_B")
			signin "$port" "$user" "$jar"
			code=$(curl -s -o "$WORK/resp-$n" -w '%{http_code}' --max-time 15 -X POST -b "$jar" \
				-H 'Content-Type: application/json' -H "Idempotency-Key: $key" -d "$body" \
				"http://127.0.0.1:$port/api/accounts/$user/orders" || true)
			case "$code" in
			# no answer, or not signed in (the sign-in did not reach that node): again, same key
			000 | 401 | 502 | 504) try=$((try + 1)); echo "retry $code" >>"$outcomes"; sleep 0.3 ;;
			*) break ;;
			esac
		done
		echo "$code" >>"$outcomes"
		if [ "$code" = 201 ]; then
			local order
			order=$(grep -o '"orderId":[0-9]*' "$WORK/resp-$n" | cut -d: -f2 || true)
			echo "$key,$order" >>"$ack"
			# as .NET StockTrader's business service with a remote order processor: SubmitOrder for 3 in 10
			# acknowledged orders, to either node (one-way: 202); it only wakes that node's processors
			if [ -n "$order" ] && [ $((RANDOM % 10)) -lt 3 ]; then
				port=$([ $((RANDOM % 2)) = 0 ] && echo "$PORT_A" || echo "$PORT_B")
				echo "submit $(curl -s -o /dev/null -w '%{http_code}' --max-time 15 -u "fault-operator:$OPERATOR_PASSWORD" \
					-H 'Content-Type: text/xml; charset=utf-8' -H 'SOAPAction: "SubmitOrder"' \
					--data-binary "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body><SubmitOrder xmlns=\"http://Trade.TraderOrderHost\"><order><orderID xmlns=\"http://trade.samples.websphere.ibm.com\">$order</orderID></order></SubmitOrder></s:Body></s:Envelope>" \
					"http://127.0.0.1:$port/services/OrderProcessorService" || true)" >>"$outcomes"
			fi
		fi
	done
}
rm -f "$WORK/stop"
for n in $(seq 1 "$CLIENTS"); do client "$n" & CLIENT_PIDS="$CLIENT_PIDS $!"; done
log "$CLIENTS clients trading"

# --- node B starts under load ---------------------------------------------------------------------------------
sleep 5
log "starting node B on $PORT_B under load"
start_node "$PORT_B" "$OUT/node-b.log" fault-node-b; PID_B=$STARTED
if B_START=$(wait_up "$PORT_B" "$PID_B"); then
	log "node B started under load in ${B_START}s"
	B_RESULT="started in ${B_START}s"
else
	log "node B FAILED to start under load"
	B_RESULT="FAILED"
fi

# --- kill -9 node A, restart it under load ---------------------------------------------------------------------
RESTARTS=""
leased() { sql -c "select count(*) from orders where orderstatus = 'open' and attempts > 0 and next_attempt_at > now()"; }
for round in $(seq 1 "$ROUNDS"); do
	sleep "$ROUND"
	# at a moment when node A executes an order (in the slowed insert; bounded wait), so that it dies holding claims
	caught="no"
	for _ in $(seq 1 100); do
		if [ "$(sql -c "select count(*) from pg_stat_activity where application_name = 'fault-node-a' and wait_event = 'PgSleep'")" != 0 ]; then
			caught="yes"
			break
		fi
		sleep 0.1
	done
	kill -9 "$PID_A"
	# logged after the kill: a query before it let the slowed execution commit first (no takeover in that run)
	log "round $round: killed node A with -9 (pid $PID_A; it was executing an order: $caught; $(leased) orders leased now)"
	wait "$PID_A" 2>/dev/null || true
	sleep 2
	start_node "$PORT_A" "$OUT/node-a.log" fault-node-a; PID_A=$STARTED
	if took=$(wait_up "$PORT_A" "$PID_A"); then
		log "round $round: node A restarted under load in ${took}s"
		RESTARTS="$RESTARTS ${took}s"
	else
		log "round $round: node A FAILED to restart"
		RESTARTS="$RESTARTS FAILED"
	fi
done
sleep "$ROUND"
touch "$WORK/stop"
for pid in $CLIENT_PIDS; do wait "$pid" 2>/dev/null || true; done
CLIENT_PIDS=""
log "clients stopped"

# --- drain and check -------------------------------------------------------------------------------------------
DRAIN_START=$SECONDS
for _ in $(seq 1 240); do
	[ "$(sql -c "select count(*) from orders where orderstatus = 'open'")" = 0 ] && break
	sleep 0.5
done
DRAIN=$((SECONDS - DRAIN_START))
cat "$WORK"/ack-* 2>/dev/null | sql -c "\\copy fault_ack from pstdin with (format csv)"
cat "$WORK"/outcomes-* >"$WORK/outcomes" 2>/dev/null || true
count() { grep -c "^$1\$" "$WORK/outcomes" || true; }
ACKED=$(sql -c "select count(*) from fault_ack")
CHECKS=$(sql <"$ROOT/src-test/bench/fault-checks.sql")
STATS=$(sql -c "select count(*) filter (where orderstatus in ('closed', 'completed')) || ' executed, '
	|| count(*) filter (where orderstatus = 'cancelled') || ' cancelled (sell of a holding gone), '
	|| count(*) || ' placed' from orders where orderid > (select orderid from fault_before_max)")
LAG=$(sql -c "select 'p50 ' || round((percentile_cont(0.5) within group (order by extract(epoch from completiondate - opendate)) * 1000)::numeric) || ' ms, p99 '
	|| round((percentile_cont(0.99) within group (order by extract(epoch from completiondate - opendate)) * 1000)::numeric) || ' ms, max '
	|| round((max(extract(epoch from completiondate - opendate)) * 1000)::numeric) || ' ms'
	from orders where orderid > (select orderid from fault_before_max) and orderstatus in ('closed', 'completed')")
RETRIED=$(sql -c "select count(*) from orders where orderid > (select orderid from fault_before_max) and attempts > 1")
ERRORS_500=$(count 500)
ACKED_201=$(count 201)
# one row per check: name | value | PASS or FAIL
verdict() { if [ "$1" = ok ]; then echo PASS; else echo FAIL; fi; }
ROWS=""
row() { ROWS="$ROWS| $1 | $2 | **$3** |"$'\n'; }
row "node B starts while node A takes the load" "$B_RESULT" "$(verdict "$([ "$B_RESULT" != FAILED ] && echo ok)")"
round=0
for took in $RESTARTS; do
	round=$((round + 1))
	row "node A restarts under load after kill -9 (round $round)" "$took" "$(verdict "$([ "$took" != FAILED ] && echo ok)")"
done
SOLD=$(sql -c "select count(*) from orders where orderid > (select orderid from fault_before_max) and ordertype = 'sell'
	and orderstatus in ('closed', 'completed')")
BOUGHT=$(sql -c "select count(*) from orders where orderid > (select orderid from fault_before_max) and ordertype = 'buy'
	and orderstatus in ('closed', 'completed')")
row "buys and sells executed (the run did both)" "$BOUGHT buys, $SOLD sells" "$(verdict "$([ "$BOUGHT" -gt 0 ] && [ "$SOLD" -gt 0 ] && echo ok)")"
row "trades aborted (HTTP 500 answers)" "$ERRORS_500" "$(verdict "$([ "$ERRORS_500" = 0 ] && echo ok)")"
row "orders acknowledged (201), the run traded" "$ACKED_201 (checked: $ACKED)" "$(verdict "$([ "$ACKED_201" -gt 0 ] && [ "$ACKED" = "$ACKED_201" ] && echo ok)")"
SUBMIT_BAD=$(grep '^submit ' "$WORK/outcomes" | grep -cv '^submit \(202\|000\)$' || true)
row "SubmitOrder answered other than 202 (or no answer from a node down)" "$SUBMIT_BAD" "$(verdict "$([ "$SUBMIT_BAD" = 0 ] && echo ok)")"
while IFS='|' read -r name value; do
	[ -n "$name" ] || continue
	if [ "$name" = "orders failed (after all attempts)" ]; then
		# no execution fails in this run: a failed order would mean one failed max-attempts times
		row "$name" "$value" "$(verdict "$([ "$value" = 0 ] && echo ok)")"
	else
		row "$name (must be 0)" "$value" "$(verdict "$([ "$value" = 0 ] && echo ok)")"
	fi
done <<<"$CHECKS"
FAILED_CHECKS=$(printf '%s' "$ROWS" | grep -c '\*\*FAIL\*\*' || true)

{
	echo "# Fault test: asynchronous order processing, two nodes, kill -9"
	echo
	echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ); git commit $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with local changes)')"
	echo "- command: \`$COMMAND\` (rounds $ROUNDS, round ${ROUND}s, $CLIENTS clients)"
	echo "- machine: $(nproc) cores shared with other work (load average at the end $(cut -d' ' -f1-3 /proc/loadavg))"
	echo "- setup: PostgreSQL $(sql -c 'show server_version' | cut -d' ' -f1) of its own; two application processes"
	echo "  (\`--trade.processing-mode=asynchronous\`, pool of 8, order processor defaults: 2 threads, batches of 10,"
	echo "  lease 10 s; JVM \`$NODE_JVM\`); each buy's execution slowed by $SLOW_MS ms in the database (a trigger) so"
	echo "  that node A dies while executing; $CLIENTS curl clients placing REST orders (70 % buys, 30 % sells of a whole holding) on either node"
	echo "  with an Idempotency-Key, each signing in to the node it sends to, retrying a failed connection on the other"
	echo "  node with the same key"
	echo "- answers: $ACKED_201 acknowledged (201), $(count 503) busy (503), $(count 422) refused (422, e.g. a sell"
	echo "  covered by pending sells), $(count 404) not found (404, a holding sold meanwhile), $ERRORS_500 server errors (500),"
	echo "  $(count 401) unauthenticated (401), $(count 403) forbidden (403), $(count 000) without an answer after all"
	echo "  retries; $(grep -c '^retry' "$WORK/outcomes" || true) requests retried on the other node (no answer, or 401 when"
	echo "  the sign-in had not reached the node); sells not sent for want of a holding: $(grep -c '^no holding' "$WORK/outcomes" || true)"
	echo "  ($(grep '^no holding' "$WORK/outcomes" | sort | uniq -c | awk '{printf "%s%s x %s", sep, $1, $NF; sep=", "}'))"
	echo "- remote order processor: $(grep -c '^submit ' "$WORK/outcomes" || true) \`SubmitOrder\` calls for acknowledged orders"
	echo "  to either node, $(grep -c '^submit 202$' "$WORK/outcomes" || true) accepted (202), the rest without an answer (node down)"
	echo "- orders of the run: $STATS; $RETRIED needed more than one claim (taken over after a dead node's lease, or"
	echo "  retried); drained in ${DRAIN}s after the clients stopped"
	echo "- placement-to-execution lag (opendate to completiondate, executed orders): $LAG"
	echo
	echo "| check | value | result |"
	echo "|---|---|---|"
	printf '%s' "$ROWS"
	echo
	echo "Result: **$([ "$FAILED_CHECKS" = 0 ] && echo PASS || echo "FAIL ($FAILED_CHECKS checks)")**"
} >"$OUT/results.md"
cat "$OUT/results.md"
log "results in $OUT/results.md"
[ "$FAILED_CHECKS" = 0 ]
