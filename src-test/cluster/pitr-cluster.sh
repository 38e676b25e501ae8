#!/usr/bin/env bash
# Point-in-time restore test of the cluster's backups (src-test/cluster/cluster.sh, pgBackRest): a full backup of
# the primary, orders placed through the balancer, the time noted, more orders, then the repository restored to
# that time into a fresh PostgreSQL server; on it, exactly the orders acknowledged before the time exist, and
# every money, share and volume rule holds (src-test/bench/fault-checks.sql). Writes
# src-test/cluster/results/<date>-<name>/results.md. Bounded: about 2 minutes on a running cluster.
#
#   src-test/cluster/pitr-cluster.sh --help
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
CLUSTER="$ROOT/src-test/cluster/cluster.sh"

usage() {
	cat <<'EOF'
Usage: src-test/cluster/pitr-cluster.sh [options]

  --orders N         orders placed before the noted time, and again after it (default 40, by 2 clients)
  --dir DIR          the cluster's directory (default /tmp/st-cluster). A running cluster there is used and
                     left running; otherwise one is started and stopped at the end
  --prefix P, --port P, --jar JAR
                     for a cluster started here (cluster.sh's options)
  --name NAME        results directory name (default pitr): src-test/cluster/results/<date>-NAME
Needs root, curl, psql, pgbackrest and what cluster.sh needs. Exit status 0 when every check passed.
EOF
}

ORDERS=40 DIR=/tmp/st-cluster NAME=pitr START_ARGS=()
COMMAND_LINE="src-test/cluster/pitr-cluster.sh $*"
while [ $# -gt 0 ]; do
	case "$1" in
	--orders) ORDERS="$2"; shift ;;
	--dir) DIR="$2"; shift ;;
	--prefix | --port | --jar) START_ARGS+=("$1" "$2"); shift ;;
	--name) NAME="$2"; shift ;;
	-h | --help) usage; exit 0 ;;
	*) echo "Unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
	shift
done
OUT="src-test/cluster/results/$(date -u +%Y-%m-%d)-$NAME"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
WORK="$DIR/pitr"
RESTORE="$DIR/restore" RESTORE_PORT=19870
: >"$OUT/run.log"
log() { echo "[pitr $(date -u +%H:%M:%S)] $*" | tee -a "$OUT/run.log"; }
cluster() { "$CLUSTER" "$@" --dir "$DIR" 2>&1 | tee -a "$OUT/run.log"; return "${PIPESTATUS[0]}"; }
as_postgres() { (cd "$DIR" && setpriv --reuid=postgres --regid=postgres --init-groups "$@"); }

STARTED_HERE=false
if "$CLUSTER" status --dir "$DIR" >/dev/null 2>&1; then
	log "using the running cluster in $DIR"
else
	log "starting a cluster"
	STARTED_HERE=true
	cluster start --app-jvm "-Xms256m -Xmx512m -XX:TieredStopAtLevel=1" "${START_ARGS[@]}" || { log "the cluster did not start"; exit 1; }
fi
eval "$("$CLUSTER" env --dir "$DIR")"
sql() { psql "$PSQL_URL" -X -q -t -A -v ON_ERROR_STOP=1 "$@"; }
restored() { as_postgres psql -p "$RESTORE_PORT" -d stocktrader -X -q -t -A -v ON_ERROR_STOP=1 "$@"; }
stop_restored() {
	[ -f "$RESTORE/postmaster.pid" ] && as_postgres /usr/lib/postgresql/15/bin/pg_ctl -D "$RESTORE" -m fast -w stop >/dev/null 2>&1 || true
}
cleanup() {
	local status=$?
	stop_restored
	if $STARTED_HERE; then "$CLUSTER" stop --dir "$DIR" >>"$OUT/run.log" 2>&1 || true; fi
	exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM
rm -rf "$WORK"
mkdir -p "$WORK"

sql <"$ROOT/src-test/bench/fault-snapshot.sql"
log "snapshot taken; a full backup of the primary"
cluster backup full

trade() { # trade CLIENT COUNT FILE: signs in and places COUNT orders (buys), each acknowledged order to FILE
	# users of their own (not fault-cluster.sh's, whose traders may have spent their cash on the same cluster)
	local n=$1 jar="$WORK/cookies-$1" user="uid:$((ACCOUNTS - 1 - $1))" key code
	code=$(curl -s -o "$WORK/signin-$n" -w '%{http_code}' --max-time 30 -c "$jar" -b "$jar" -H 'Content-Type: application/json' \
		-d "{\"userId\":\"$user\",\"password\":\"xxx\"}" "$BALANCER/api/sessions" || true)
	[ "$code" = 200 ] || { log "client $n: sign-in as $user answered ${code:-nothing}: $(head -c 300 "$WORK/signin-$n" 2>/dev/null)"; return 1; }
	for i in $(seq 1 "$2"); do
		key="p$n-$3-$i-$RANDOM$RANDOM"
		code=$(curl -s -o "$WORK/resp-$n" -w '%{http_code}' --max-time 30 -X POST -b "$jar" -c "$jar" \
			-H 'Content-Type: application/json' -H "Idempotency-Key: $key" \
			-d "{\"type\":\"buy\",\"symbol\":\"s:$((RANDOM % QUOTES))\",\"quantity\":$((1 + RANDOM % 20))}" \
			"$BALANCER/api/accounts/$user/orders" || true)
		if [ "$code" = 201 ]; then echo "$key,$(grep -o '"orderId":[0-9]*' "$WORK/resp-$n" | cut -d: -f2)" >>"$WORK/ack-$3"; fi
	done
}
place() { # place LABEL: ORDERS orders by two clients at once
	trade 1 $((ORDERS / 2)) "$1" & local a=$!
	trade 2 $((ORDERS - ORDERS / 2)) "$1" & local b=$!
	wait "$a" && wait "$b"
}
place before
sleep 2
TARGET="$(sql -c "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')")+00"
sleep 2
log "$(wc -l <"$WORK/ack-before") orders acknowledged before $TARGET; more orders after it"
place after
log "$(wc -l <"$WORK/ack-after") orders acknowledged after it; the WAL archived (pgbackrest check)"
PRIMARY=$("$CLUSTER" db-primary --dir "$DIR")
N=${PRIMARY#db}
ip netns exec "$PREFIX-db$N" setpriv --reuid=postgres --regid=postgres --init-groups sh -c "cd '$DIR' && pgbackrest \
	--config='$DIR/pgbackrest.conf' --stanza=stocktrader --pg1-path='$DIR/pg/$PRIMARY' --pg1-port=$((19861 + N)) check" \
	>>"$OUT/run.log" 2>&1 || { log "pgbackrest check failed"; exit 1; }

log "restore to $TARGET into a fresh server ($RESTORE, port $RESTORE_PORT)"
stop_restored
rm -rf "$RESTORE"
mkdir -p "$RESTORE"
chown postgres:postgres "$RESTORE"
chmod 700 "$RESTORE"
T0=$SECONDS
as_postgres pgbackrest --config="$DIR/pgbackrest.conf" --stanza=stocktrader --pg1-path="$RESTORE" --type=time \
	--target="$TARGET" --target-action=promote restore >>"$OUT/run.log" 2>&1 || { log "pgbackrest restore failed"; exit 1; }
# the restored server alone: no standby to wait for, no archiving into the cluster's repository, no pg_auto_failover
rm -f "$RESTORE/standby.signal"
as_postgres /usr/lib/postgresql/15/bin/pg_ctl -D "$RESTORE" -l "$RESTORE/pitr-start.log" -w -t 300 start \
	-o "-p $RESTORE_PORT -c listen_addresses='' -c archive_mode=off -c synchronous_standby_names='' -c primary_conninfo=''" \
	>>"$OUT/run.log" 2>&1 || { tail -20 "$RESTORE/pitr-start.log" >&2; log "the restored server did not start (logs in $RESTORE/log)"; exit 1; }
for _ in $(seq 1 240); do
	[ "$(restored -c 'select pg_is_in_recovery()' 2>/dev/null || true)" = f ] && break
	sleep 0.5
done
[ "$(restored -c 'select pg_is_in_recovery()')" = f ] || { log "the restored server did not finish recovery"; exit 1; }
RESTORED_IN=$((SECONDS - T0))
log "restored and recovered in ${RESTORED_IN}s"

restored -c "truncate fault_ack"
restored -c "\\copy fault_ack from '$WORK/ack-before' with (format csv)"
CHECKS=$(restored <"$ROOT/src-test/bench/fault-checks.sql")
AFTER_IDS=$(cut -d, -f2 "$WORK/ack-after" | paste -sd, -)
AFTER_PRESENT=$(restored -c "select count(*) from orders where orderid in (${AFTER_IDS:-0})")
PLACED=$(restored -c "select count(*) from orders where orderid > (select orderid from fault_before_max)")
BEFORE=$(wc -l <"$WORK/ack-before")
AFTER=$(wc -l <"$WORK/ack-after")
PASS=true
[ "$(echo "$CHECKS" | awk -F'|' '$2 != 0' | wc -l)" = 0 ] && [ "$AFTER_PRESENT" = 0 ] && [ "$PLACED" = "$BEFORE" ] \
	&& [ "$BEFORE" -gt 0 ] && [ "$AFTER" -gt 0 ] || PASS=false
{
	echo "# Point-in-time restore of the cluster's backups"
	echo
	echo "- date: $(date -u +%Y-%m-%dT%H:%M:%SZ); git commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . ':!src-test/cluster/results' || echo ' (with local changes)')"
	echo "- command: \`sudo $COMMAND_LINE\`"
	echo "- pgBackRest $(pgbackrest version | awk '{print $2}'), one repository; every primary archives its WAL there"
	echo "  (archive_command), a full backup of the primary taken before the orders"
	echo "- orders through the balancer (2 clients, REST, buys): $BEFORE acknowledged before $TARGET (UTC, the primary's"
	echo "  clock), $AFTER after it; restored with \`--type=time --target-action=promote\` into a fresh data directory"
	echo "  and started alone; restore and recovery took ${RESTORED_IN}s"
	echo
	echo "| check on the restored server | count | must be |"
	echo "|---|---|---|"
	echo "| orders of the run | $PLACED | $BEFORE (those acknowledged before the time) |"
	echo "| orders acknowledged after the time that are present | $AFTER_PRESENT | 0 |"
	echo "$CHECKS" | awk -F'|' '{print "| " $1 " | " $2 " | 0 |"}'
	echo
	echo "Overall: **$($PASS && echo PASS || echo FAIL)**"
} >"$OUT/results.md"
cat "$OUT/results.md"
$PASS
