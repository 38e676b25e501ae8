#!/usr/bin/env bash
# Fault tests of the cluster (src-test/cluster/cluster.sh) under load through the balancer:
#   kill-node    kill -9 of one application node: users stay signed in, only requests in flight on that node
#                may fail, the survivors take the load; the node is started again under load
#   db-failover  the database primary dies (kill -9 of its pg_autoctl and PostgreSQL): pg_auto_failover promotes
#                the standby, the application recovers without a restart; the old primary rejoins as standby
#   rolling      rolling restart of every node (cluster.sh restart): zero failed requests
#   db-host-loss the database primary's host drops off the network for 90 s (its link down, its processes
#                running): no application node hangs much longer than the failover, the isolated primary
#                demotes itself, and rejoins as the standby with pg_rewind once its link is back
#   node-host-loss an application node's host drops off the network for 30 s: its requests in flight end when
#                the balancer takes it out, the others take the load, it comes back by itself
#   partial-partition an application node and the database primary cannot reach each other for 30 s (both still
#                reach everything else): the node turns unready and leaves the balancer, the others take the
#                load, no failover happens, the node comes back by itself
# Clients sign in once over REST (POST /api/sessions) and place orders (70 % buys, 30 % sells of a holding) with
# an Idempotency-Key, retrying a failed request with the same key for up to 60 s; every acknowledged order is
# recorded. At the
# end, in the database: every acknowledged order exists, no key has two orders, and for every account, holding
# and quote the money, share and volume rules hold exactly (the checks of src-test/bench/fault-orders.sh).
# Writes src-test/cluster/results/<date>-<name>/results.md. Bounded: about 4 minutes with 2 nodes.
#
#   src-test/cluster/fault-cluster.sh --help
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
CLUSTER="$ROOT/src-test/cluster/cluster.sh"

usage() {
	cat <<'EOF'
Usage: src-test/cluster/fault-cluster.sh [options]

  --scenarios LIST   kill-node,db-failover,rolling,db-host-loss,node-host-loss,partial-partition (default: the
                     first three, in that order)
  --clients N        concurrent clients (default 4); each signs in once as its own user
  --think S          pause between a client's orders in seconds (default 0.1)
  --phase S          load before and after each fault, in seconds (default 10)
  --dir DIR          the cluster's directory (default /tmp/st-cluster). A running cluster there is used and
                     left running; otherwise one is started (--nodes, --mode) and stopped at the end
  --nodes N          nodes of a cluster started here (default 2; at least 2)
  --mode M           sync (default) or async, for a cluster started here
  --prefix P         namespace prefix of a cluster started here (cluster.sh --prefix; default st)
  --port P           balancer port of a cluster started here (cluster.sh --port; default 19850)
  --jar JAR          the application of a cluster started here (cluster.sh --jar)
  --name NAME        results directory name (default fault-cluster): src-test/cluster/results/<date>-NAME
  --out DIR          results directory (instead of the default)
  --monitor          Prometheus beside the cluster during the run (monitor-cluster.sh, the rules of
                     prometheus-alerts.yml): the alerts that fired are added to the results
Needs root, curl, psql, and what cluster.sh needs. Exit status 0 when every check passed.
EOF
}

SCENARIOS="kill-node,db-failover,rolling" CLIENTS=4 THINK=0.1 PHASE=10 DIR=/tmp/st-cluster NODES_ARG=2 MODE_ARG=sync
NAME=fault-cluster OUT="" START_ARGS=() MONITOR=false
COMMAND_LINE="src-test/cluster/fault-cluster.sh $*"
while [ $# -gt 0 ]; do
	case "$1" in
	--scenarios) SCENARIOS="$2"; shift ;;
	--clients) CLIENTS="$2"; shift ;;
	--think) THINK="$2"; shift ;;
	--phase) PHASE="$2"; shift ;;
	--dir) DIR="$2"; shift ;;
	--nodes) NODES_ARG="$2"; shift ;;
	--mode) MODE_ARG="$2"; shift ;;
	--prefix | --port | --jar) START_ARGS+=("$1" "$2"); shift ;;
	--name) NAME="$2"; shift ;;
	--out) OUT="$2"; shift ;;
	--monitor) MONITOR=true ;;
	-h | --help) usage; exit 0 ;;
	*) echo "Unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
	shift
done
SCENARIOS="${SCENARIOS//,/ }"
for s in $SCENARIOS; do
	case "$s" in kill-node | db-failover | rolling | db-host-loss | node-host-loss | partial-partition) ;; *) echo "Unknown scenario $s" >&2; exit 2 ;; esac
done
OUT="${OUT:-src-test/cluster/results/$(date -u +%Y-%m-%d)-$NAME}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
WORK="$DIR/fault"
: >"$OUT/run.log"
log() { echo "[fault $(date -u +%H:%M:%S)] $*" | tee -a "$OUT/run.log"; }
cluster() { "$CLUSTER" "$@" --dir "$DIR" 2>&1 | tee -a "$OUT/run.log"; return "${PIPESTATUS[0]}"; }
now() { echo "$EPOCHREALTIME"; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# --- the cluster -------------------------------------------------------------------------------------------------
STARTED_HERE=false
if "$CLUSTER" status --dir "$DIR" >/dev/null 2>&1; then
	log "using the running cluster in $DIR"
else
	log "starting a cluster: $NODES_ARG nodes, mode $MODE_ARG"
	STARTED_HERE=true
	# C1 only: the nodes start (and restart under load) faster on a small shared machine
	cluster start --nodes "$NODES_ARG" --mode "$MODE_ARG" --app-jvm "-Xms256m -Xmx512m -XX:TieredStopAtLevel=1" "${START_ARGS[@]}" \
		|| { log "the cluster did not start"; exit 1; }
fi
eval "$("$CLUSTER" env --dir "$DIR")"
[ "$NODES" -ge 2 ] || { log "needs at least 2 nodes (the cluster has $NODES)"; exit 2; }
sql() { psql "$PSQL_URL" -X -q -t -A -v ON_ERROR_STOP=1 "$@"; }
USERS=$(sql -c "select count(*) from account")

CLIENT_PIDS=""
cleanup() {
	local status=$?
	touch "$WORK/stop" 2>/dev/null || true
	for pid in $CLIENT_PIDS; do kill "$pid" 2>/dev/null || true; done
	$MONITOR && "$ROOT/src-test/cluster/monitor-cluster.sh" stop --dir "$DIR" >>"$OUT/run.log" 2>&1 || true
	if $STARTED_HERE; then "$CLUSTER" stop --dir "$DIR" >>"$OUT/run.log" 2>&1 || true; fi
	exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

rm -rf "$WORK"
mkdir -p "$WORK"
if $MONITOR; then
	"$ROOT/src-test/cluster/monitor-cluster.sh" start --dir "$DIR" --seconds 3600 2>&1 | tee -a "$OUT/run.log"
fi
sql <"$ROOT/src-test/bench/fault-snapshot.sql"
log "data: $USERS accounts; snapshot taken; balancer $BALANCER, $NODES nodes, mode $MODE"

# --- clients: every HTTP answer is one line "phase epoch code what" in $WORK/outcomes-N ------------------------
echo warm-up >"$WORK/phase"
signin() { # signin USER JAR -> HTTP code
	curl -s -o /dev/null -w '%{http_code}' --max-time 45 -c "$2" -b "$2" -H 'Content-Type: application/json' \
		-d "{\"userId\":\"$1\",\"password\":\"xxx\"}" "$BALANCER/api/sessions" || true
}
client() { # client N: trades as its own user until $WORK/stop exists
	local n=$1 jar="$WORK/cookies-$n" out="$WORK/outcomes-$n" ack="$WORK/ack-$n" i=0 phase code
	local user="uid:$(((n * 37) % USERS))"
	code=$(signin "$user" "$jar")
	echo "$(cat "$WORK/phase") $EPOCHREALTIME $code signin" >>"$out"
	while [ ! -f "$WORK/stop" ]; do
		i=$((i + 1))
		local key="c$n-$i-$RANDOM$RANDOM" body
		if [ $((RANDOM % 10)) -lt 7 ]; then
			body="{\"type\":\"buy\",\"symbol\":\"s:$((RANDOM % 1000))\",\"quantity\":$((1 + RANDOM % 50))}"
		else
			local holding
			code=$(curl -s -o "$WORK/holdings-$n" -w '%{http_code}' --max-time 45 -b "$jar" -c "$jar" \
				"$BALANCER/api/accounts/$user/holdings" || true)
			phase=$(cat "$WORK/phase")
			echo "$phase $EPOCHREALTIME ${code:-000} holdings" >>"$out"
			if [ "$code" = 401 ]; then signin "$user" "$jar" >/dev/null; continue; fi
			holding=$(grep -o '"holdingId":[0-9]*' "$WORK/holdings-$n" 2>/dev/null | cut -d: -f2 | shuf -n1 || true)
			[ -n "$holding" ] || { sleep "$THINK"; continue; }
			body="{\"type\":\"sell\",\"holdingId\":$holding}"
		fi
		# a failed request is sent again with the same key for up to 60 s, after the node's Retry-After (at most
		# 5 s) or, when the balancer itself answered (no node ready: no Retry-After), after 0.5 s
		local first=$SECONDS sent pause
		while :; do
			sent=$EPOCHREALTIME
			code=$(curl -s -D "$WORK/headers-$n" -o "$WORK/resp-$n" -w '%{http_code}' --max-time 45 -X POST -b "$jar" -c "$jar" \
				-H 'Content-Type: application/json' -H "Idempotency-Key: $key" -d "$body" \
				"$BALANCER/api/accounts/$user/orders" || true)
			phase=$(cat "$WORK/phase")
			echo "$phase $EPOCHREALTIME ${code:-000} order $sent" >>"$out"
			case "$code" in
			000 | 500 | 502 | 503 | 504 | 401) [ $((SECONDS - first)) -lt 60 ] || break ;;
			*) break ;;
			esac
			if [ "$code" = 401 ]; then
				signin "$user" "$jar" >/dev/null
			else
				pause=$(awk -F': *' 'tolower($1) == "retry-after" { s = $2 + 0; print (s > 5) ? 5 : (s < 0.5 ? 0.5 : s) }' "$WORK/headers-$n" 2>/dev/null | head -1)
				sleep "${pause:-0.5}"
			fi
		done
		case "$code" in
		201) echo "$key,$(grep -o '"orderId":[0-9]*' "$WORK/resp-$n" | cut -d: -f2)" >>"$ack" ;;
		000 | 5?? | 401) echo "$phase $EPOCHREALTIME $code gaveup" >>"$out" ;;
		esac
		sleep "$THINK"
	done
}
for n in $(seq 1 "$CLIENTS"); do client "$n" & CLIENT_PIDS="$CLIENT_PIDS $!"; done
# every node's own readiness, twice a second: "epoch node code" lines (000: no answer within 2 s)
readiness_sampler() {
	while [ ! -f "$WORK/stop" ]; do
		for i in $(seq 1 "$NODES"); do
			echo "$EPOCHREALTIME $i $(curl -s -o /dev/null -w '%{http_code}' --max-time 2 \
				"http://10.77.2.$((10 + i)):8080/actuator/health/readiness" || true)" >>"$WORK/readiness" &
		done
		sleep 0.5
	done
}
readiness_sampler & CLIENT_PIDS="$CLIENT_PIDS $!"
log "$CLIENTS clients trading through the balancer (think ${THINK}s)"
set_phase() { # atomically: a client never reads a half-written phase
	echo "$1" >"$WORK/phase.new"
	mv "$WORK/phase.new" "$WORK/phase"
	log "--- $1"
}
outcomes() { cat "$WORK"/outcomes-* 2>/dev/null || true; }
# count PHASE CODE-REGEX [WHAT]: answers of the phase with such a code (WHAT: order, holdings, signin; gaveup
# counts the orders a client gave up on)
count() { outcomes | awk -v p="$1" -v c="^($2)\$" -v w="${3:-}" '$1 == p && $3 ~ c && ((w == "" && $4 != "gaveup") || $4 == w)' | wc -l; }
# answers of a phase that are failures: no answer, 5xx, or a lost sign-in (401); 4xx refusals are business answers
failures() { count "$1" '000|5[0-9][0-9]|401'; }
sleep "$PHASE"

declare -A RESULT
REPORT=""
PASS=true
add() { REPORT="$REPORT$1"$'\n'; }

# --- a) kill -9 of one application node ------------------------------------------------------------------------
scenario_kill_node() {
	set_phase kill-node
	sleep "$PHASE"
	local victim=1 t0 t1 served_before
	eval "$("$CLUSTER" env --dir "$DIR")"
	t0=$(now)
	cluster node-stop "$victim" --kill
	served_before=$(count kill-node 201)
	sleep "$PHASE"
	local served_after=$(($(count kill-node 201) - served_before))
	set_phase kill-node-restart
	t1=$(now)
	local restart="started again under load"
	cluster node-start "$victim" || { restart="FAILED to start again"; PASS=false; }
	local took
	took=$(secs "$t1" "$(now)")
	sleep "$PHASE"
	local failed signedout total lost
	total=$(count kill-node '.*')
	failed=$(failures kill-node)
	signedout=$(count kill-node 401)
	lost=$(count kill-node '.*' gaveup)
	local failed_restart
	failed_restart=$(failures kill-node-restart)
	local ok=true
	[ "$signedout" = 0 ] && [ "$failed" -le "$CLIENTS" ] && [ "$served_after" -gt 0 ] && [ "$failed_restart" = 0 ] || ok=false
	$ok || PASS=false
	add "## a) kill -9 of one application node"
	add ""
	add "node$victim killed with -9 after ${PHASE}s of load; the survivors served alone for ${PHASE}s; node$victim was then"
	add "started again under load (${took}s until ready and back in the balancer)."
	add ""
	add "| measure | count | must be |"
	add "|---|---|---|"
	add "| answers while node$victim was killed and down | $total | |"
	add "| failed answers (no answer, 5xx) | $((failed - signedout)) | at most the requests in flight on node$victim (≤ $CLIENTS clients) |"
	add "| sign-ins lost (401: the session did not survive) | $signedout | 0 |"
	add "| orders acknowledged by the survivors after the kill | $served_after | > 0 |"
	add "| orders given up by a client (after 60 s of retries) | $lost | 0 |"
	add "| failed answers while node$victim started again ($restart) | $failed_restart | 0 |"
	add ""
	add "Result: **$($ok && echo PASS || echo FAIL)**"
	add ""
}

# first_ack T0: the seconds from T0 to the first order sent after T0 and acknowledged (waits up to 60 s; prints
# nothing if none was)
first_ack() {
	local first
	for _ in $(seq 1 240); do
		first=$(outcomes | awk -v t="$1" '$3 == 201 && $4 == "order" && $5 > t {print $2}' | sort -n | head -1)
		if [ -n "$first" ]; then secs "$1" "$first"; return 0; fi
		sleep 0.25
	done
}

# --- b) the database primary dies ------------------------------------------------------------------------------
scenario_db_failover() {
	set_phase db-failover
	sleep "$PHASE"
	local primary standby t0 promoted="" recovered=""
	primary=$("$CLUSTER" db-primary --dir "$DIR")
	[ -n "$primary" ] || { log "no primary"; PASS=false; return; }
	standby=$([ "$primary" = db1 ] && echo db2 || echo db1)
	REWIND_FROM[$primary]=$(wc -l <"$DIR/$primary.log")
	cluster db-kill "${primary#db}"
	t0=$(now)
	# the standby promoted: the monitor reports it as the primary
	for _ in $(seq 1 240); do
		if [ "$("$CLUSTER" db-primary --dir "$DIR" || true)" = "$standby" ]; then promoted=$(secs "$t0" "$(now)"); break; fi
		sleep 0.25
	done
	log "db failover: ${promoted:-NOT within 60}s until $standby was the primary"
	# the application: first acknowledged order after the kill
	recovered=$(first_ack "$t0")
	log "application: the first order sent after the kill acknowledged ${recovered:-NOT within 60}s after the kill"
	sleep "$PHASE"
	set_phase db-rejoin
	local t1 rejoined=""
	t1=$(now)
	cluster db-start "${primary#db}" >/dev/null
	for _ in $(seq 1 480); do
		if standby_again "$primary"; then
			rejoined=$(secs "$t1" "$(now)")
			break
		fi
		sleep 0.25
	done
	if [ -n "$rejoined" ]; then log "old primary $primary: rejoined as the standby in ${rejoined}s"; else log "old primary $primary: NOT a standby after 120s"; fi
	"$CLUSTER" db-state --dir "$DIR" >>"$OUT/run.log" 2>&1 || true
	local total failed signedout lost last_failure
	last_failure=$(outcomes | awk -v t="$t0" '$1 == "db-failover" && $3 ~ /^(000|5[0-9][0-9])$/ && $2 > t {print $2}' | sort -n | tail -1)
	total=$(count db-failover '.*')
	failed=$(failures db-failover)
	signedout=$(count db-failover 401)
	lost=$(count db-failover '.*' gaveup)
	local ok=true
	[ -n "$promoted" ] && [ -n "$recovered" ] && [ "$signedout" = 0 ] && [ "$lost" = 0 ] || ok=false
	[ "$(rewound "$primary")" = yes ] || ok=false
	$ok || PASS=false
	add "## b) the database primary dies"
	add ""
	add "The primary ($primary) was killed with -9 (pg_autoctl and PostgreSQL: its host is gone) after ${PHASE}s of load."
	add "pg_auto_failover's monitor checks every second, declares a node unhealthy after 5 s and promotes the standby"
	add "once the old primary had 10 s to demote itself (cluster.sh's settings; the defaults take about 3 times as long)."
	add ""
	add "| measure | value | must be |"
	add "|---|---|---|"
	add "| kill to $standby reported primary by the monitor | ${promoted:-not within 60} s | stated (≤ 30 s) |"
	add "| kill to the first order sent after the kill and acknowledged (application recovered, no restart) | ${recovered:-not within 60} s | stated |"
	add "| kill to the last failed answer (the balancer's readiness checks bring the nodes back) | $([ -n "$last_failure" ] && echo "$(secs "$t0" "$last_failure") s" || echo none) | stated |"
	add "| answers in the phase | $total | |"
	add "| failed answers while the database was away (retried with the same key; 503: every node's readiness was down) | $((failed - signedout)) | any |"
	add "| sign-ins lost (401) | $signedout | 0 |"
	add "| orders given up by a client (after 60 s of retries) | $lost | 0 |"
	add "| old primary $primary back as the standby after pg_autoctl run | ${rejoined:-not within 120} s | |"
	add "| ... by pg_rewind (its log: pg_rewind's \"Done!\" or \"no rewind required\"; else a full pg_basebackup) | $(rewound "$primary") | yes |"
	add ""
	add "Committed trades: see the database checks below (every acknowledged order exists, every money rule holds)."
	add ""
	add "Result: **$($ok && echo PASS || echo FAIL)**"
	add ""
}

# --- helpers of the host-loss scenarios ---------------------------------------------------------------------------
declare -A REWIND_FROM
# rewound NAME: whether the data node's log, since REWIND_FROM[NAME] lines, reports a finished pg_rewind
# (pg_autoctl logs pg_rewind's output line by line: "Rewinding PostgreSQL to follow...", ..., "Done!", or "no
# rewind required" when the old primary had written nothing the standby lacks)
rewound() {
	tail -n +"$((${REWIND_FROM[$1]:-0} + 1))" "$DIR/$1.log" 2>/dev/null \
		| awk '/Rewinding PostgreSQL/ { r = 1 } r && /Done!|no rewind required/ { ok = 1 } END { exit !ok }' && echo yes || echo no
}
# unready NODE FROM TO: the longest stretch (s) in which the node's own readiness did not answer 200, from the
# samples of readiness_sampler between the two times
unready() {
	sort -n "$WORK/readiness" 2>/dev/null | awk -v n="$1" -v a="$2" -v b="$3" '
		$2 == n && $1 >= a && $1 <= b {
			if ($3 != 200) { if (start == "") start = $1; last = $1 }
			else if (start != "") { if ($1 - start > longest) longest = $1 - start; start = "" }
		}
		END { if (start != "" && last - start > longest) longest = last - start; printf "%.1f", longest }'
}
# slowest PHASE: the longest an order request of the phase waited for its answer (s)
slowest() { outcomes | awk -v p="$1" '$1 == p && $4 == "order" && $5 != "" { d = $2 - $5; if (d > m) m = d } END { printf "%.1f", m }'; }
# wait_for SECONDS COMMAND...: until the command succeeds; prints the seconds it took, nothing if it never did
wait_for() {
	local t0 deadline=$((SECONDS + $1))
	t0=$(now)
	shift
	while [ $SECONDS -lt $deadline ]; do
		if "$@"; then secs "$t0" "$(now)"; return 0; fi
		sleep 0.25
	done
	return 1
}
standby_again() { # standby_again DB-NAME: the old primary DB-NAME is again the standby of the new one
	"$CLUSTER" db-states --dir "$DIR" 2>/dev/null | grep -x "$1|secondary|secondary" >/dev/null
}
writable() { # writable DB-NUMBER: the data node's PostgreSQL, asked on its own host (unix socket), takes writes
	[ "$(setpriv --reuid=postgres --regid=postgres --init-groups psql -p $((19861 + $1)) -d stocktrader \
		-X -q -t -A -c 'select not pg_is_in_recovery()' 2>/dev/null)" = t ]
}

# --- d) the database primary's host drops off the network ------------------------------------------------------
scenario_db_host_loss() {
	set_phase db-host-loss
	sleep "$PHASE"
	local primary standby n t0 promoted="" demoted="" recovered="" rejoined="" outage=90
	primary=$("$CLUSTER" db-primary --dir "$DIR")
	[ -n "$primary" ] || { log "no primary"; PASS=false; return; }
	standby=$([ "$primary" = db1 ] && echo db2 || echo db1)
	n=${primary#db}
	REWIND_FROM[$primary]=$(wc -l <"$DIR/$primary.log")
	writable "$n" || { log "$primary does not answer as the primary on its own host"; PASS=false; return; }
	cluster db-link "$n" down
	t0=$(now)
	is_primary() { [ "$("$CLUSTER" db-primary --dir "$DIR" || true)" = "$standby" ]; }
	not_writable() { ! writable "$n"; }
	# the isolated primary demotes itself (asked from its own host) and the monitor promotes the standby; the
	# two are watched one after the other, each time measured from the cut
	demoted=$(wait_for 60 not_writable >/dev/null && secs "$t0" "$(now)" || true)
	promoted=$(wait_for 60 is_primary >/dev/null && secs "$t0" "$(now)" || true)
	log "isolated primary $primary stopped taking writes ${demoted:-NOT within 60}s after its link went down; $standby primary after ${promoted:-NOT within 60}s"
	recovered=$(first_ack "$t0")
	log "application: the first order sent after the cut acknowledged ${recovered:-NOT within 60}s after it"
	local left
	left=$(awk -v a="$t0" -v b="$(now)" -v o="$outage" 'BEGIN { d = o - (b - a); printf "%d", (d > 0) ? d : 0 }')
	sleep "$left"
	local t1
	t1=$(now)
	cluster db-link "$n" up
	set_phase db-host-back
	rejoined=$(wait_for 180 standby_again "$primary" || true)
	if [ -n "$rejoined" ]; then log "old primary $primary: the standby again ${rejoined}s after its link came back"; else log "old primary $primary: NOT a standby 180s after its link came back"; fi
	"$CLUSTER" db-state --dir "$DIR" >>"$OUT/run.log" 2>&1 || true
	local total failed signedout lost slow worst=0 rows="" i hung limit
	total=$(count db-host-loss '.*')
	failed=$(failures db-host-loss)
	signedout=$(count db-host-loss 401)
	lost=$(count db-host-loss '.*' gaveup)
	slow=$(slowest db-host-loss)
	limit=$(awk -v p="${promoted:-60}" 'BEGIN { printf "%.1f", p + 10 }')
	for i in $(seq 1 "$NODES"); do
		hung=$(unready "$i" "$t0" "$t1")
		rows="$rows| node$i unready (its own readiness probe, longest stretch) | ${hung} s | ≤ $limit s (failover + 10 s) |"$'\n'
		awk -v h="$hung" -v l="$limit" 'BEGIN { exit !(h > l) }' && worst=1
	done
	local ok=true
	[ -n "$promoted" ] && [ -n "$demoted" ] && [ -n "$recovered" ] && [ -n "$rejoined" ] && [ "$signedout" = 0 ] \
		&& [ "$lost" = 0 ] && [ "$worst" = 0 ] && [ "$(rewound "$primary")" = yes ] || ok=false
	awk -v s="$slow" 'BEGIN { exit !(s > 30) }' && ok=false
	$ok || PASS=false
	add "## d) the database primary's host drops off the network for ${outage} s"
	add ""
	add "The primary's ($primary) link was set down after ${PHASE}s of load (\`cluster.sh db-link $n down\`: its"
	add "pg_autoctl and PostgreSQL keep running, nothing reaches them or leaves them) and up again ${outage} s later."
	add ""
	add "| measure | value | must be |"
	add "|---|---|---|"
	add "| cut to the isolated $primary no longer taking writes (it demotes itself) | ${demoted:-not within 60} s | before the promotion |"
	add "| cut to $standby reported primary by the monitor | ${promoted:-not within 60} s | stated |"
	add "| cut to the first order sent after it and acknowledged | ${recovered:-not within 60} s | stated |"
	add "${rows%$'\n'}"
	add "| longest wait of an order request for its answer | ${slow} s | ≤ 30 s (the balancer's server timeout) |"
	add "| answers in the phase | $total | |"
	add "| failed answers (retried with the same key) | $((failed - signedout)) | any |"
	add "| sign-ins lost (401) | $signedout | 0 |"
	add "| orders given up by a client (after 60 s of retries) | $lost | 0 |"
	add "| link back to $primary the standby again | ${rejoined:-not within 180} s | stated |"
	add "| ... by pg_rewind (its log: pg_rewind's \"Done!\" or \"no rewind required\") | $(rewound "$primary") | yes |"
	add ""
	add "Result: **$($ok && echo PASS || echo FAIL)**"
	add ""
}

# --- e) an application node's host drops off the network; f) a partial partition ------------------------------
# scenario_node_cut PHASE: node1 cut for 30 s, then back; node-host-loss: its link down (nothing reaches it);
# partial-partition: only node1 and the primary cannot reach each other (node1 still reaches the balancer, the
# monitor and the standby; the primary still reaches the monitor and the standby, so no failover)
scenario_node_cut() {
	local phase=$1 victim=1 other=2 t0 t1 out="" back="" outage=30 before primary primary_after cut
	set_phase "$phase"
	sleep "$PHASE"
	before=$(count "$phase" 201)
	primary=$("$CLUSTER" db-primary --dir "$DIR")
	if [ "$phase" = node-host-loss ]; then
		cut_link() { cluster node-link "$victim" "$1"; }
	else
		cut_link() { cluster node-db-link "$victim" "$1" --db "${primary#db}"; }
	fi
	cut_link down
	t0=$(now)
	is_down() { [ "$("$CLUSTER" lb-state "$victim" --dir "$DIR" 2>/dev/null)" = DOWN ]; }
	is_up() { [ "$("$CLUSTER" lb-state "$victim" --dir "$DIR" 2>/dev/null)" = UP ]; }
	out=$(wait_for 60 is_down || true)
	log "node$victim out of the balancer ${out:-NOT within 60}s after the cut"
	local left
	left=$(awk -v a="$t0" -v b="$(now)" -v o="$outage" 'BEGIN { d = o - (b - a); printf "%d", (d > 0) ? d : 0 }')
	sleep "$left"
	local served=$(($(count "$phase" 201) - before))
	t1=$(now)
	cut_link up
	back=$(wait_for 120 is_up || true)
	log "node$victim back in the balancer ${back:-NOT within 120}s after the cut ended"
	primary_after=$("$CLUSTER" db-primary --dir "$DIR")
	sleep "$PHASE"
	local total failed signedout lost slow hung_other
	total=$(count "$phase" '.*')
	failed=$(failures "$phase")
	signedout=$(count "$phase" 401)
	lost=$(count "$phase" '.*' gaveup)
	slow=$(slowest "$phase")
	hung_other=$(unready "$other" "$t0" "$t1")
	local ok=true
	[ -n "$out" ] && [ -n "$back" ] && [ "$signedout" = 0 ] && [ "$lost" = 0 ] && [ "$served" -gt 0 ] || ok=false
	awk -v s="$slow" -v h="$hung_other" 'BEGIN { exit !(s > 30 || h > 5) }' && ok=false
	if [ "$phase" = node-host-loss ]; then
		add "## e) an application node's host drops off the network for ${outage} s"
		add ""
		add "node$victim's link was set down after ${PHASE}s of load (\`cluster.sh node-link $victim down\`) and up again"
		add "${outage} s later."
	else
		[ "$primary_after" = "$primary" ] || ok=false
		add "## f) a partial partition: node$victim and the primary cannot reach each other for ${outage} s"
		add ""
		add "After ${PHASE}s of load every packet between node$victim and the primary ($primary) was lost"
		add "(\`cluster.sh node-db-link $victim down\`); node$victim still reached the balancer, the monitor and the"
		add "standby, and the primary its standby and the monitor. Up again ${outage} s later."
	fi
	$ok || PASS=false
	add ""
	add "| measure | value | must be |"
	add "|---|---|---|"
	add "| cut to node$victim DOWN in the balancer (its requests in flight ended, to be retried) | ${out:-not within 60} s | stated |"
	add "| node$other unready (its own readiness probe, longest stretch) | ${hung_other} s | ≤ 5 s |"
	add "| longest wait of an order request for its answer | ${slow} s | ≤ 30 s |"
	add "| orders acknowledged during the cut | $served | > 0 |"
	[ "$phase" = node-host-loss ] || add "| the primary before / after (no failover) | $primary / $primary_after | the same |"
	add "| answers in the phase | $total | |"
	add "| failed answers (retried with the same key) | $((failed - signedout)) | any |"
	add "| sign-ins lost (401) | $signedout | 0 |"
	add "| orders given up by a client (after 60 s of retries) | $lost | 0 |"
	add "| end of the cut to node$victim UP in the balancer | ${back:-not within 120} s | stated |"
	add ""
	add "Result: **$($ok && echo PASS || echo FAIL)**"
	add ""
}

# --- c) rolling restart ------------------------------------------------------------------------------------------
scenario_rolling() {
	set_phase rolling
	sleep 3
	local t0 took restart=done
	t0=$(now)
	cluster restart || { restart=FAILED; PASS=false; }
	took=$(secs "$t0" "$(now)")
	sleep 3
	local total failed
	total=$(count rolling '.*')
	failed=$(failures rolling)
	local ok=true
	[ "$failed" = 0 ] && [ "$restart" = done ] || ok=false
	$ok || PASS=false
	add "## c) rolling restart of all nodes under load"
	add ""
	add "\`cluster.sh restart\`: each node in turn out of the balancer (drain), its requests finished, SIGTERM"
	add "(graceful shutdown), started, ready, back in the balancer. ${took}s for $NODES nodes ($restart)."
	add ""
	add "| measure | count | must be |"
	add "|---|---|---|"
	add "| answers during the rolling restart | $total | |"
	add "| failed answers (no answer, 5xx, 401) | $failed | 0 |"
	add ""
	add "Result: **$($ok && echo PASS || echo FAIL)**"
	add ""
}

for s in $SCENARIOS; do
	case "$s" in
	kill-node) scenario_kill_node ;;
	db-failover) scenario_db_failover ;;
	rolling) scenario_rolling ;;
	db-host-loss) scenario_db_host_loss ;;
	node-host-loss | partial-partition) scenario_node_cut "$s" ;;
	esac
done
set_phase cool-down
sleep 2
touch "$WORK/stop"
for pid in $CLIENT_PIDS; do wait "$pid" 2>/dev/null || true; done
CLIENT_PIDS=""
log "clients stopped"

# --- database checks (fault-orders.sh's) --------------------------------------------------------------------------
DRAIN_START=$SECONDS
for _ in $(seq 1 240); do
	[ "$(sql -c "select count(*) from orders where orderstatus = 'open'")" = 0 ] && break
	sleep 0.5
done
DRAIN=$((SECONDS - DRAIN_START))
cat "$WORK"/ack-* 2>/dev/null | sql -c "\\copy fault_ack from pstdin with (format csv)"
ACKED=$(sql -c "select count(*) from fault_ack")
CHECKS=$(sql <"$ROOT/src-test/bench/fault-checks.sql")
STATS=$(sql -c "select count(*) filter (where orderstatus in ('closed', 'completed')) || ' executed, '
	|| count(*) filter (where orderstatus = 'cancelled') || ' cancelled, '
	|| count(*) || ' placed' from orders where orderid > (select orderid from fault_before_max)")
FAILED_CHECKS=$(echo "$CHECKS" | awk -F'|' '$1 != "orders failed (after all attempts)" && $2 != 0' | wc -l)
[ "$FAILED_CHECKS" = 0 ] || PASS=false
ALL=$(outcomes | wc -l)

{
	echo "# Fault tests of the cluster: ${SCENARIOS// /, }"
	echo
	echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ); git commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!src-test/cluster/results' || echo ' (with local changes)')"
	echo "- command: \`sudo $COMMAND_LINE\`"
	echo "- machine: $(nproc) cores shared with other work (load average at the end $(cut -d' ' -f1-3 /proc/loadavg)): times are"
	echo "  those of a busy machine"
	echo "- cluster: $NODES application nodes (each its own JVM in its own network namespace), HAProxy with a health"
	echo "  check every second, PostgreSQL 15 primary + synchronous streaming standby under pg_auto_failover $(pg_autoctl --version 2>/dev/null | head -1 | awk '{print $3}');"
	echo "  processing mode $MODE; node JVM options \`$APP_JVM\`; the application's JDBC URL is the multi-host"
	echo "  \`targetServerType=primary\` one"
	echo "- load: $CLIENTS curl clients through the balancer, each signed in once over REST as its own user, placing"
	echo "  orders (70 % buys, 30 % sells of a holding) with an Idempotency-Key, think ${THINK}s, a failed request"
	echo "  retried with the same key for up to 60 s (after the node's Retry-After); $ALL answers in all"
	echo "- orders of the run: $STATS; $ACKED acknowledged to clients; drained in ${DRAIN}s"
	echo
	echo "$REPORT"
	echo "## Database checks after the run"
	echo
	echo "| check | count (must be 0) |"
	echo "|---|---|"
	echo "$CHECKS" | awk -F'|' '{print "| " $1 " | " $2 " |"}'
	echo
	if $MONITOR; then
		echo
		echo "## Alerts that fired during the run (prometheus-alerts.yml, evaluated every 2 s)"
		echo
		echo '```'
		"$ROOT/src-test/cluster/monitor-cluster.sh" alerts --dir "$DIR" 2>&1 || true
		echo '```'
	fi
	echo
	echo "Overall: **$($PASS && echo PASS || echo FAIL)** ($ACKED acknowledged orders checked against the database)"
} >"$OUT/results.md"
cat "$OUT/results.md"
log "results: ${OUT#"$ROOT"/}/results.md"
$PASS
