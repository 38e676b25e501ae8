#!/usr/bin/env bash
# StockTrader as a cluster on one machine: N application nodes, each its own process in its own network namespace
# (veth pairs to a bridge in the root namespace, so every request crosses a real network stack), HAProxy in the
# root namespace as the balancer with active health checks, and PostgreSQL as a primary with a streaming standby
# under pg_auto_failover (a monitor and two data nodes, each in its own namespace too).
#
#   src-test/cluster/cluster.sh --help
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
SELF="$ROOT/src-test/cluster/cluster.sh"

usage() {
	cat <<'EOF'
Usage: src-test/cluster/cluster.sh COMMAND [options]

Commands
  start              network, database (monitor, primary, standby), data set, N nodes, balancer; waits until
                     every node is ready behind the balancer. A running cluster is left as it is (idempotent);
                     leftovers of a failed or half-stopped start are stopped first. The database is new at
                     every start.
  stop               stops everything the cluster started (nodes, balancer, pg_autoctl and its PostgreSQL
                     servers, namespaces, bridge), also after a failed start; nothing to stop is not an error
  status             nodes (pid, readiness), the balancer's view of them, the database nodes' states
  restart            rolling restart under load: one node at a time is taken out of the balancer (drain),
                     left to finish its requests (then maint), stopped with SIGTERM (graceful shutdown),
                     started, and put back once ready; zero failed requests is the aim (fault-cluster.sh
                     checks it)
  node-stop I        stops node I (SIGTERM, graceful); --kill: kill -9 instead (no drain)
  node-start I       starts node I again and waits until it is ready
  db-state           pg_auto_failover's view of the data nodes (pg_autoctl show state)
  db-states          the same as lines name|reported state|assigned state
  db-primary         prints the name (db1 or db2) of the current primary
  lb-state I         the balancer's state of node I (UP, DOWN, MAINT...)
  backup [full|diff|incr]
                     a pgBackRest backup of the current primary into $DIR/backup/repo (every primary archives
                     its WAL there from the start); restore with pitr-cluster.sh
  db-kill I          kill -9 of data node I's pg_autoctl and PostgreSQL (as if its host died)
  db-start I         starts data node I's pg_autoctl again (a former primary rejoins as the standby)
  db-link I up|down  data node I's network link up or down (its host off the network, its processes running)
  node-link I up|down
                     the same for application node I
  node-db-link I up|down [--db N]
                     a partial partition: application node I and data node N (default: the current primary)
                     cannot reach each other (every packet between them dropped), while both still reach the
                     balancer, the monitor and everything else
  env                prints the cluster's settings as shell variables (for other scripts)

Options of start
  --nodes N          application nodes (default 2; at most 50)
  --mode M           sync (default: an order executes in the transaction that places it) or async
                     (trade.processing-mode=asynchronous: order processors on every node)
  --accounts N       data set loaded with db-loader (default 500)
  --quotes N         (default 1000)
  --port P           the balancer's port on 127.0.0.1 (default 19850; its statistics page is P+1)
  --app-jvm "OPTS"   JVM options of each node (default "-Xms256m -Xmx512m")
  --app-args "ARGS"  extra application arguments of each node
  --jar JAR          the application (default trade-web/target/stocktrader-exec.jar)
  --operator-password PW
                     the operator credential of every node (user operator; default: $TRADE_OPERATOR_PASSWORD,
                     else generated once at start); cluster.sh env prints it, for Prometheus and /config
  --service-password PW
                     the service credential of every node (user service, HTTP Basic), which SOAP callers
                     through the balancer send: the nodes trust no network without it, the balancer's
                     address not being the caller's (default: $TRADE_SERVICES_SECURITY_PASSWORD, else
                     generated once at start); cluster.sh env prints it as SERVICE_PASSWORD
  --secure           as on separate hosts: passwords (scram-sha-256) instead of trust, TLS with certificates
                     of a CA generated at start ($DIR/tls, never in the repository) and sslmode=verify-full for
                     every connection to the monitor and the data nodes, the application as the role trade_app
                     with data rights only, the migrations and the loader as trade_owner
  --tls              clients reach the balancer over HTTPS only: HAProxy terminates TLS on 127.0.0.1:P with a
                     certificate for localhost and 127.0.0.1 from the cluster's CA ($DIR/tls/ca.crt, made at
                     start as with --secure, never in the repository) and forwards plain HTTP to the nodes on
                     the cluster's bridge, telling them the request came over HTTPS (X-Forwarded-Proto); no
                     plain HTTP port, as the application's trade.tls.http=refuse. The statistics port stays
                     plain HTTP on loopback
Every command
  --dir DIR          the cluster's directory: state, logs, data (default /tmp/st-cluster)
  --prefix P         the names of the namespaces and the bridge (default st: st-br0, st-mon, st-db1, st-node1)

Addresses (bridge st-br0, 10.77.0.0/16): balancer 127.0.0.1:P (root namespace); monitor st-mon 10.77.1.1:19861;
data nodes st-db1 10.77.1.11:19862 and st-db2 10.77.1.12:19863; application nodes st-nodeI 10.77.2.(10+I):8080.
HAProxy's Prometheus exporter: http://127.0.0.1:(P+1)/metrics; pg_auto_failover's states and replication lag
(prometheus-postgres-exporter on the monitor, when installed): http://10.77.1.1:9187/metrics.
Needs root (ip netns), haproxy, postgresql-15-auto-failover (pg_autoctl), pgbackrest, curl, socat, a JDK 21+;
prometheus-postgres-exporter is optional.
EOF
}

COMMAND="${1:-}"
[ -n "$COMMAND" ] || { usage; exit 2; }
shift
case "$COMMAND" in -h | --help | help) usage; exit 0 ;; esac

DIR=/tmp/st-cluster NODES=2 MODE=sync ACCOUNTS=500 QUOTES=1000 PORT=19850 KILL=false NODE_ARG="" LINK_ARG=""
APP_JVM="-Xms256m -Xmx512m" APP_ARGS="" JAR="" PREFIX_ARG="" DB_ARG="" SECURE_ARG=false TLS_ARG=false OPERATOR_ARG="${TRADE_OPERATOR_PASSWORD:-}"
SERVICE_ARG="${TRADE_SERVICES_SECURITY_PASSWORD:-}"
while [ $# -gt 0 ]; do
	case "$1" in
	--nodes) NODES="$2"; shift ;;
	--mode) MODE="$2"; shift ;;
	--accounts) ACCOUNTS="$2"; shift ;;
	--quotes) QUOTES="$2"; shift ;;
	--port) PORT="$2"; shift ;;
	--app-jvm) APP_JVM="$2"; shift ;;
	--app-args) APP_ARGS="$2"; shift ;;
	--jar) JAR="$2"; shift ;;
	--dir) DIR="$2"; shift ;;
	--prefix) PREFIX_ARG="$2"; shift ;;
	--operator-password) OPERATOR_ARG="$2"; shift ;;
	--service-password) SERVICE_ARG="$2"; shift ;;
	--kill) KILL=true ;;
	--secure) SECURE_ARG=true ;;
	--tls) TLS_ARG=true ;;
	--db) DB_ARG="$2"; shift ;;
	up | down) LINK_ARG="$1" ;;
	-h | --help) usage; exit 0 ;;
	[0-9]* | full | diff | incr) NODE_ARG="$1" ;;
	*) echo "Unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
	shift
done
case "$MODE" in sync) PROCESSING=synchronous ;; async) PROCESSING=asynchronous ;; *) echo "--mode is sync or async" >&2; exit 2 ;; esac
[[ "$NODES" =~ ^[0-9]+$ ]] && [ "$NODES" -ge 1 ] && [ "$NODES" -le 50 ] || { echo "--nodes is 1 to 50" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "Needs root (network namespaces); run it with sudo" >&2; exit 2; }

log() { echo "[cluster $(date -u +%H:%M:%S)] $*"; }
die() { echo "[cluster $(date -u +%H:%M:%S)] FAILED: $*" >&2; exit 1; }

# --- fixed layout ----------------------------------------------------------------------------------------------
STATE="$DIR/cluster.env"
# a saved cluster's settings win for every command but start
if [ "$COMMAND" != start ] && [ -f "$STATE" ]; then
	# shellcheck disable=SC1090
	. "$STATE"
fi
PREFIX="${PREFIX_ARG:-${PREFIX:-st}}"
[[ "$PREFIX" =~ ^[a-z][a-z0-9]{0,5}$ ]] || { echo "--prefix is 1 to 6 lower-case letters or digits" >&2; exit 2; }
BRIDGE=$PREFIX-br0 BRIDGE_ADDR=10.77.0.1
MON_NS=$PREFIX-mon MON_ADDR=10.77.1.1 MON_PORT=19861 EXPORTER_PORT=9187
DB_ADDR_1=10.77.1.11 DB_PORT_1=19862 DB_ADDR_2=10.77.1.12 DB_PORT_2=19863
DB_NAME=stocktrader
APP_PORT=8080
# readiness: the Actuator probe (database reachable, migrations applied, not shutting down)
HEALTH_PATH=/actuator/health/readiness
PG_BIN=/usr/lib/postgresql/15/bin
STANZA=stocktrader
# the namespaces share the file system, so the unix sockets (/var/run/postgresql/.s.PGSQL.PORT) must differ: each
# PostgreSQL server has its own port
node_addr() { echo "10.77.2.$((10 + $1))"; }
node_ns() { echo "$PREFIX-node$1"; }
db_ns() { echo "$PREFIX-db$1"; }
# Every read on a connection is bounded: socketTimeout (20 s) above the longest legitimate wait of a statement here
# (a commit waits for the synchronous standby, up to about 10 s when the standby has just died and the monitor
# switches the primary to wait_primary), so that a connection to a primary whose host dropped off the network
# fails after 20 s instead of waiting for TCP to give up (about 15 minutes); lock_timeout turns a wait behind a
# stuck transaction into a retryable error. No statement_timeout: a commit cancelled while it waits for the
# standby is committed on the primary all the same (PostgreSQL only warns), so it would acknowledge a trade the
# standby may not have.
JDBC_URL="jdbc:postgresql://$DB_ADDR_1:$DB_PORT_1,$DB_ADDR_2:$DB_PORT_2/$DB_NAME?targetServerType=primary&hostRecheckSeconds=2&connectTimeout=3&loginTimeout=5&socketTimeout=20&tcpKeepAlive=true&options=-c%20lock_timeout%3D10s"
PSQL_URL="postgresql://$DB_ADDR_1:$DB_PORT_1,$DB_ADDR_2:$DB_PORT_2/$DB_NAME?target_session_attrs=read-write&user=postgres&connect_timeout=3"
# --secure: every connection to the database over TLS, the server's certificate checked against the cluster's CA
# and its address (verify-full), scram-sha-256 passwords; the application connects as trade_app (data rights
# only), Flyway, the loader and the fault tests' checks as trade_owner (owner of the database and its tables)
[ "$COMMAND" = start ] && SECURE=$SECURE_ARG
SECURE=${SECURE:-false}
TLS="$DIR/tls"
# --tls: HTTPS from the clients to the balancer
[ "$COMMAND" = start ] && BALANCER_TLS=$TLS_ARG
BALANCER_TLS=${BALANCER_TLS:-false}
BALANCER_URL="$($BALANCER_TLS && echo https || echo http)://127.0.0.1:$PORT"
APP_ROLE=postgres
secure_urls() {
	APP_ROLE=trade_app
	JDBC_URL="$JDBC_URL&sslmode=verify-full&sslrootcert=$TLS/ca.crt"
	PSQL_URL="postgresql://trade_owner:${OWNER_PASSWORD:-}@$DB_ADDR_1:$DB_PORT_1,$DB_ADDR_2:$DB_PORT_2/$DB_NAME?target_session_attrs=read-write&connect_timeout=3&sslmode=verify-full&sslrootcert=$TLS/ca.crt"
}
if $SECURE && [ "$COMMAND" != start ]; then secure_urls; fi

find_java() {
	local candidate
	for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*; do
		[ -n "$candidate" ] && [ -x "$candidate/bin/java" ] || continue
		if "$candidate/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then
			echo "$candidate/bin/java"
			return 0
		fi
	done
	return 1
}

# --- processes: each started in its own session, its pid (= its process group) in a pid file -------------------
spawn() { # spawn PIDFILE LOG COMMAND...: runs COMMAND in a new session, in the background
	local pidfile="$1" logfile="$2"
	shift 2
	setsid sh -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" >>"$logfile" 2>&1 </dev/null &
	for _ in $(seq 1 50); do [ -s "$pidfile" ] && return 0; sleep 0.1; done
	die "could not start $*"
}
alive() { [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
stop_pid() { # stop_pid PIDFILE SECONDS: SIGTERM to the process group, then SIGKILL after SECONDS
	local pidfile="$1" seconds="$2" pid
	[ -s "$pidfile" ] || return 0
	pid="$(cat "$pidfile")"
	if kill -0 "$pid" 2>/dev/null; then
		kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
		for _ in $(seq 1 $((seconds * 4))); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
		kill -KILL -- "-$pid" 2>/dev/null || true
	fi
	rm -f "$pidfile"
}

# --- PostgreSQL under pg_auto_failover, as the postgres user -------------------------------------------------
as_postgres() { # as_postgres NAMESPACE COMMAND...
	local ns="$1"
	shift
	cd "$DIR/pg"
	ip netns exec "$ns" setpriv --reuid=postgres --regid=postgres --init-groups \
		env HOME="$DIR/pg" PGPASSFILE="$DIR/pg/.pgpass" XDG_CONFIG_HOME="$DIR/pg/config" XDG_DATA_HOME="$DIR/pg/share" \
		XDG_RUNTIME_DIR="$DIR/pg/run" PG_CONFIG="$PG_BIN/pg_config" PATH="$PG_BIN:/usr/bin:/bin" "$@"
}
run_autoctl() { # run_autoctl NAME NAMESPACE: pg_autoctl run (the keeper, which supervises its PostgreSQL)
	cd "$DIR/pg"
	spawn "$DIR/$1.pid" "$DIR/$1.log" ip netns exec "$2" setpriv --reuid=postgres --regid=postgres --init-groups \
		env HOME="$DIR/pg" PGPASSFILE="$DIR/pg/.pgpass" XDG_CONFIG_HOME="$DIR/pg/config" XDG_DATA_HOME="$DIR/pg/share" XDG_RUNTIME_DIR="$DIR/pg/run" \
		PG_CONFIG="$PG_BIN/pg_config" PATH="$PG_BIN:/usr/bin:/bin" pg_autoctl run --pgdata "$DIR/pg/$1"
}
autoctl_show_state() { as_postgres "$MON_NS" pg_autoctl show state --pgdata "$DIR/pg/monitor" 2>/dev/null; }
monitor_sql() {
	as_postgres "$MON_NS" psql -X -q -t -A -p "$MON_PORT" -d pg_auto_failover -c "$1" 2>/dev/null
}
# db1|primary rows: the data nodes and their reported states
db_states() { monitor_sql "select nodename || '|' || reportedstate || '|' || goalstate from pgautofailover.node order by nodeid"; }
db_primary() { monitor_sql "select nodename from pgautofailover.node where reportedstate in ('primary', 'wait_primary', 'single') and goalstate = reportedstate order by nodeid limit 1"; }
# Before a data node's first pg_autoctl run: pg_rewind's access (a former primary rejoins by rewinding its data
# to the new primary's history, as pgautofailover_replicator on the postgres database; without this line it
# falls back to a full pg_basebackup), and the settings for a host that drops off the network: the primary's
# walsender gives up on a silent standby after 5 s (default 60 s), so that an isolated primary, which keeps
# accepting writes as long as it believes it has a standby, notices it lost both the standby and the monitor and
# demotes itself before the monitor promotes the standby; keepalives and the client connection check let a
# server end the sessions of an application host that vanished (their locks with them) within about 11 s, and
# idle_in_transaction_session_timeout ends a transaction left open by a vanished client.
tune_data_node() { # tune_data_node N (a standby's data directory, made later, is a copy of the primary's)
	local pgdata="$DIR/pg/db$1"
	[ -f "$pgdata/postgresql.conf" ] || return 0
	if $SECURE; then
		grep -q '^hostssl postgres pgautofailover_replicator' "$pgdata/pg_hba.conf" || cat >>"$pgdata/pg_hba.conf" <<'EOF'
# cluster.sh --secure: pg_rewind's access, and the application's roles, over TLS with passwords only
hostssl postgres pgautofailover_replicator 10.77.1.0/24 scram-sha-256
hostssl stocktrader trade_app,trade_owner 10.77.0.0/16 scram-sha-256
EOF
	else
		grep -q '^host postgres pgautofailover_replicator' "$pgdata/pg_hba.conf" \
			|| echo "host postgres pgautofailover_replicator 10.77.0.0/16 trust" >>"$pgdata/pg_hba.conf"
	fi
	if ! grep -q '^# cluster.sh: host loss' "$pgdata/postgresql.conf"; then
		cat >>"$pgdata/postgresql.conf" <<'EOF'
# cluster.sh: host loss (see cluster.sh, tune_data_node)
wal_sender_timeout = '5s'
wal_receiver_timeout = '5s'
tcp_keepalives_idle = 5
tcp_keepalives_interval = 2
tcp_keepalives_count = 3
client_connection_check_interval = '2s'
idle_in_transaction_session_timeout = '20s'
# cluster.sh: backups. Whichever node is the primary archives its WAL into the one pgBackRest repository
# ($DIR/backup; on separate hosts a shared or object-store repository): the archiver runs in the data directory,
# hence --pg1-path="$PWD", the same line for both nodes
archive_mode = on
EOF
		echo "archive_command = 'pgbackrest --config=$DIR/pgbackrest.conf --stanza=$STANZA --pg1-path=\"\$PWD\" archive-push %p'" \
			>>"$pgdata/postgresql.conf"
	fi
	as_postgres "$(db_ns "$1")" pg_ctl reload -D "$pgdata" >/dev/null 2>&1 || true
}
# backup [full|diff|incr]: a pgBackRest backup of the current primary (the stanza created first if needed)
cmd_backup() {
	local primary n port
	primary="$(db_primary)"
	[ -n "$primary" ] || die "no primary to back up"
	n=${primary#db}
	port=$((19861 + n))
	as_postgres "$(db_ns "$n")" pgbackrest --config="$DIR/pgbackrest.conf" --stanza="$STANZA" --pg1-path="$DIR/pg/$primary" \
		--pg1-port="$port" stanza-create >>"$DIR/backup/backup.log" 2>&1 || die "pgbackrest stanza-create (log $DIR/backup/backup.log)"
	as_postgres "$(db_ns "$n")" pgbackrest --config="$DIR/pgbackrest.conf" --stanza="$STANZA" --pg1-path="$DIR/pg/$primary" \
		--pg1-port="$port" --type="${BACKUP_TYPE:-full}" backup >>"$DIR/backup/backup.log" 2>&1 \
		|| die "pgbackrest backup (log $DIR/backup/backup.log)"
	log "backup (${BACKUP_TYPE:-full}) of $primary done: $(as_postgres "$(db_ns "$n")" pgbackrest --config="$DIR/pgbackrest.conf" --stanza="$STANZA" info --output=text | grep -c 'backup:') backup(s) in $DIR/backup/repo"
}
# pg_auto_failover's states and replication lag as Prometheus metrics: Debian's prometheus-postgres-exporter in
# the monitor's namespace, with the queries of pgautofailover-queries.yml on the monitor's database (through its
# unix socket, as postgres); optional: without the package the cluster runs without it
start_exporter() {
	command -v prometheus-postgres-exporter >/dev/null || { log "monitoring: no prometheus-postgres-exporter, pg_auto_failover's metrics skipped"; return 0; }
	cd "$DIR/pg"
	spawn "$DIR/exporter.pid" "$DIR/exporter.log" ip netns exec "$MON_NS" setpriv --reuid=postgres --regid=postgres --init-groups \
		env DATA_SOURCE_NAME="host=/var/run/postgresql port=$MON_PORT dbname=pg_auto_failover user=postgres sslmode=disable" \
		prometheus-postgres-exporter --web.listen-address="$MON_ADDR:$EXPORTER_PORT" \
		--extend.query-path="$ROOT/src-test/cluster/pgautofailover-queries.yml" --disable-default-metrics --disable-settings-metrics
	log "monitoring: pg_auto_failover's states and lag at http://$MON_ADDR:$EXPORTER_PORT/metrics"
}
# --secure or --tls: a CA of the cluster (its key stays root's) and the certificates it signs: with --secure one per
# database server (its address in subjectAltName, so that verify-full checks it), the keys readable by postgres
# only; with --tls the balancer's, for localhost and 127.0.0.1
make_ca() {
	rm -rf "$TLS"
	mkdir -p "$TLS"
	chmod 755 "$TLS"
	openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=StockTrader cluster CA" \
		-keyout "$TLS/ca.key" -out "$TLS/ca.crt" 2>/dev/null
	chmod 600 "$TLS/ca.key"
}
sign_certificate() { # sign_certificate NAME CN SUBJECT_ALT_NAME: $TLS/NAME.key and NAME.crt, signed by the CA
	openssl req -newkey rsa:2048 -nodes -subj "/CN=$2" -keyout "$TLS/$1.key" -out "$TLS/$1.csr" 2>/dev/null
	openssl x509 -req -in "$TLS/$1.csr" -CA "$TLS/ca.crt" -CAkey "$TLS/ca.key" -CAcreateserial -days 30 \
		-extfile <(printf 'subjectAltName=%s\n' "$3") -out "$TLS/$1.crt" 2>/dev/null
	chmod 600 "$TLS/$1.key"
	rm -f "$TLS/$1.csr"
}
make_certificates() {
	local name addr
	for name in monitor db1 db2; do
		case $name in monitor) addr=$MON_ADDR ;; db1) addr=$DB_ADDR_1 ;; db2) addr=$DB_ADDR_2 ;; esac
		sign_certificate "$name" "$addr" "IP:$addr"
		chown postgres:postgres "$TLS/$name.key" "$TLS/$name.crt"
	done
}
make_balancer_certificate() { # HAProxy reads the certificate and its key from one file
	sign_certificate balancer localhost "DNS:localhost,IP:127.0.0.1"
	(umask 077 && cat "$TLS/balancer.crt" "$TLS/balancer.key" >"$TLS/balancer.pem")
}
# pg_autoctl's options: trust without TLS, or scram-sha-256 with the cluster's certificates (verify-full)
autoctl_security() { # autoctl_security NAME
	if $SECURE; then
		echo "--auth scram-sha-256 --ssl-ca-file $TLS/ca.crt --server-cert $TLS/$1.crt --server-key $TLS/$1.key --ssl-mode verify-full"
	else
		echo "--auth trust --no-ssl"
	fi
}
# --secure: the application's roles on the new primary, before the first migration: trade_owner owns the database
# (so the public schema, and every table Flyway creates), trade_app gets data rights on them, nothing else
make_roles() {
	as_postgres "$(db_ns 1)" psql -X -q -p "$DB_PORT_1" -d "$DB_NAME" -v ON_ERROR_STOP=1 >/dev/null <<EOF
create role trade_owner login password '$OWNER_PASSWORD';
create role trade_app login password '$APP_PASSWORD';
alter database $DB_NAME owner to trade_owner;
revoke all on database $DB_NAME from public;
grant connect, temporary on database $DB_NAME to trade_app;
grant usage on schema public to trade_app;
alter default privileges for role trade_owner in schema public grant select, insert, update, delete on tables to trade_app;
alter default privileges for role trade_owner in schema public grant usage, select on sequences to trade_app;
EOF
}
wait_db() { # wait_db SECONDS CONDITION-SQL: waits until the monitor's query answers t
	local deadline=$((SECONDS + $1))
	while [ $SECONDS -lt $deadline ]; do
		[ "$(monitor_sql "$2" || true)" = t ] && return 0
		sleep 1
	done
	return 1
}

# --- network -------------------------------------------------------------------------------------------------
make_ns() { # make_ns NAME ADDRESS
	local ns="$1" addr="$2"
	ip netns add "$ns"
	ip link add "$ns-h" type veth peer name eth0 netns "$ns"
	ip link set "$ns-h" master "$BRIDGE" up
	ip netns exec "$ns" ip addr add "$addr/16" dev eth0
	ip netns exec "$ns" ip link set eth0 up
	ip netns exec "$ns" ip link set lo up
	ip netns exec "$ns" ip route add default via "$BRIDGE_ADDR"
}

# --- the balancer ----------------------------------------------------------------------------------------------
haproxy_cmd() { echo "$1" | socat stdio "unix-connect:$DIR/haproxy.sock"; }
# the server's field of HAProxy's CSV statistics (18 status, 5 current sessions)
haproxy_field() { haproxy_cmd "show stat" 2>/dev/null | awk -F, -v s="node$1" -v f="$2" '$1 == "nodes" && $2 == s {print $f}'; }
write_haproxy_cfg() {
	{
		cat <<EOF
# written by src-test/cluster/cluster.sh
global
	maxconn 4096
	stats socket $DIR/haproxy.sock mode 600 level admin
	# every request logged (option httplog), with the time of the log line (iso) and of the request ([%tr])
	log stdout format iso local0 info

defaults
	mode http
	log global
	option httplog
	option dontlognull
	# the client's address to the nodes in X-Forwarded-For (appended to any the client sent)
	option forwardfor
	timeout connect 3s
	timeout client 65s
	# the application bounds its own work (a database read 20 s, a connection 3 s): a request to a node that
	# hangs longer is one whose node is unreachable
	timeout server 30s
	timeout http-keep-alive 10s
	# a request is sent again to another node only if it never reached the first one (connection refused
	# or reset before the request was sent): safe for every method, orders included
	retries 3
	retry-on conn-failure
	option redispatch 1

frontend stocktrader
EOF
		if $BALANCER_TLS; then
			cat <<EOF
	# --tls: TLS ends here; the nodes, on the cluster's bridge, get plain HTTP and the original scheme
	bind 127.0.0.1:$PORT ssl crt $TLS/balancer.pem ssl-min-ver TLSv1.2 alpn http/1.1
	http-request set-header X-Forwarded-Proto https
EOF
		else
			echo "	bind 127.0.0.1:$PORT"
		fi
		cat <<EOF
	default_backend nodes

backend nodes
	balance roundrobin
	option httpchk
	http-check send meth GET uri $HEALTH_PATH ver HTTP/1.1 hdr Host localhost
	http-check expect status 200
	# the readiness probe queries the database through the node's pool, so under load it can take a few
	# seconds: a check may take 5 s, and 3 failed checks in a row take a node out (a dead node is avoided at
	# once anyway: its refused connections are retried on another node)
	timeout check 5s
	# a node taken out ends the requests it had (clients retry them): a node whose host dropped off the network
	# would otherwise hold them until the server timeout
	default-server inter 1s fastinter 500ms downinter 2s fall 3 rise 2 on-marked-down shutdown-sessions
EOF
		for i in $(seq 1 "$NODES"); do
			echo "	server node$i $(node_addr "$i"):$APP_PORT check"
		done
		cat <<EOF

listen stats
	bind 127.0.0.1:$((PORT + 1))
	# HAProxy's own Prometheus exporter: each node's state (haproxy_server_status), checks, sessions, errors
	http-request use-service prometheus-exporter if { path /metrics }
	stats enable
	stats uri /
	stats refresh 2s
EOF
	} >"$DIR/haproxy.cfg"
}

# --- application nodes ---------------------------------------------------------------------------------------
node_ready() { # the node answers its readiness check itself
	[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 3 "http://$(node_addr "$1"):$APP_PORT$HEALTH_PATH" || true)" = 200 ]
}
start_node() { # start_node I: starts node I in its namespace and waits until it is ready
	local i="$1" ns java start=$SECONDS
	ns="$(node_ns "$i")"
	java="$(find_java)" || die "needs a JDK 21 or newer (JAVA_HOME)"
	alive "$DIR/node$i.pid" && { log "node$i already running (pid $(cat "$DIR/node$i.pid"))"; return 0; }
	echo "=== start $(date -u +%H:%M:%S) ===" >>"$DIR/node$i.log"
	# one operator credential for every node (the environment, not the command line that ps shows)
	export TRADE_OPERATOR_PASSWORD="$OPERATOR_PASSWORD"
	# SOAP is a trusted-peer API: a request through the balancer comes from the balancer's address, which does not
	# make its client trusted (TrustedNetworks), so SOAP callers send the service credential
	if [ -n "${SERVICE_PASSWORD:-}" ]; then
		export TRADE_SERVICES_SECURITY_USERNAME=service TRADE_SERVICES_SECURITY_PASSWORD="$SERVICE_PASSWORD"
	fi
	if $SECURE; then
		# the application's role and the migrations' owner role, also from the environment
		export SPRING_DATASOURCE_PASSWORD="$APP_PASSWORD" SPRING_FLYWAY_USER=trade_owner SPRING_FLYWAY_PASSWORD="$OWNER_PASSWORD"
	fi
	# --tls: the balancer's X-Forwarded-Proto (and X-Forwarded-For) are believed from the bridge's address only, so
	# that a node builds https addresses and marks its cookies Secure
	NODE_TLS_ARGS="$($BALANCER_TLS && echo "--server.tomcat.remoteip.internal-proxies=$BRIDGE_ADDR" || true)"
	# shellcheck disable=SC2086
	spawn "$DIR/node$i.pid" "$DIR/node$i.log" ip netns exec "$ns" "$java" $APP_JVM -jar "$JAR" \
		--server.address=0.0.0.0 --server.port="$APP_PORT" \
		--spring.datasource.url="$JDBC_URL" --spring.datasource.username="$APP_ROLE" \
		--spring.datasource.hikari.maximum-pool-size=8 --spring.datasource.hikari.connection-timeout=3000 \
		--spring.datasource.hikari.validation-timeout=1000 \
		--trade.processing-mode="$PROCESSING" --trade.demo-data.enabled=false --trade.password-strength=4 \
		--logging.level.root=WARN --logging.level.org.stocktrader=INFO $NODE_TLS_ARGS $APP_ARGS
	log "node$i starting in $ns on $(node_addr "$i"):$APP_PORT (pid $(cat "$DIR/node$i.pid"))"
	for _ in $(seq 1 480); do
		alive "$DIR/node$i.pid" || { tail -30 "$DIR/node$i.log" >&2; die "node$i exited during start (log $DIR/node$i.log)"; }
		if node_ready "$i"; then
			log "node$i ready in $((SECONDS - start))s"
			return 0
		fi
		sleep 0.5
	done
	die "node$i not ready after 240s (log $DIR/node$i.log)"
}
stop_node() { # stop_node I [kill]: graceful (SIGTERM, the node drains its requests) or kill -9
	local i="$1" pid start=$SECONDS
	alive "$DIR/node$i.pid" || { rm -f "$DIR/node$i.pid"; return 0; }
	pid="$(cat "$DIR/node$i.pid")"
	if [ "${2:-}" = kill ]; then
		kill -KILL "$pid"
		log "node$i killed (kill -9 $pid)"
	else
		kill -TERM "$pid"
		for _ in $(seq 1 240); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
		if kill -0 "$pid" 2>/dev/null; then
			kill -KILL "$pid"
			log "node$i did not stop within 60s: killed"
		else
			log "node$i stopped (SIGTERM, graceful) in $((SECONDS - start))s"
		fi
	fi
	for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
	rm -f "$DIR/node$i.pid"
}
wait_balancer() { # wait_balancer I STATUS SECONDS: until HAProxy reports node I with that status
	local deadline=$((SECONDS + $3))
	while [ $SECONDS -lt $deadline ]; do
		[ "$(haproxy_field "$1" 18)" = "$2" ] && return 0
		sleep 0.25
	done
	return 1
}

# --- commands --------------------------------------------------------------------------------------------------
cmd_stop() {
	local stopped=0 ns pid
	if [ -f "$STATE" ] || [ -d "$DIR" ]; then
		for pidfile in "$DIR"/node*.pid; do
			[ -e "$pidfile" ] || continue
			if alive "$pidfile"; then
				stop_pid "$pidfile" 60
				stopped=$((stopped + 1))
				log "stopped ${pidfile##*/} (node)"
			fi
			rm -f "$pidfile"
		done
		if alive "$DIR/haproxy.pid"; then
			kill "$(cat "$DIR/haproxy.pid")" 2>/dev/null || true
			for _ in $(seq 1 20); do alive "$DIR/haproxy.pid" || break; sleep 0.25; done
			log "stopped the balancer"
		fi
		rm -f "$DIR/haproxy.pid"
		alive "$DIR/exporter.pid" && { stop_pid "$DIR/exporter.pid" 5; log "stopped the exporter"; }
		rm -f "$DIR/exporter.pid"
		# a Prometheus of monitor-cluster.sh
		alive "$DIR/prometheus/pid" && { stop_pid "$DIR/prometheus/pid" 10; log "stopped Prometheus (monitor-cluster.sh)"; }
		for name in db2 db1 monitor; do
			local ns=$PREFIX-$name
			[ "$name" = monitor ] && ns=$MON_NS
			if alive "$DIR/$name.pid"; then
				as_postgres "$ns" pg_autoctl stop --fast --pgdata "$DIR/pg/$name" >/dev/null 2>&1 || true
				stop_pid "$DIR/$name.pid" 30
				log "stopped pg_autoctl $name and its PostgreSQL"
			fi
			rm -f "$DIR/$name.pid"
		done
	fi
	# whatever still runs in our namespaces (a process started by an interrupted start) is ours
	for ns in $(ip netns list | awk '{print $1}' | grep -E "^$PREFIX-(node[0-9]+|db[12]|mon)\$" || true); do
		for pid in $(ip netns pids "$ns" 2>/dev/null); do kill -KILL "$pid" 2>/dev/null && stopped=$((stopped + 1)) || true; done
		ip netns del "$ns"
		log "removed namespace $ns"
	done
	if ip link show "$BRIDGE" >/dev/null 2>&1; then
		ip link del "$BRIDGE"
		log "removed bridge $BRIDGE"
	fi
	rm -f "$STATE"
	log "stopped (state directory $DIR kept for its logs)"
}

cmd_status() {
	if [ ! -f "$STATE" ]; then
		echo "No cluster in $DIR (start one with: src-test/cluster/cluster.sh start)"
		return 1
	fi
	local bad=0
	echo "Cluster in $DIR: $NODES node(s), mode $MODE, balancer $BALANCER_URL/ (statistics http://127.0.0.1:$((PORT + 1))/)"
	printf '%-7s %-10s %-18s %-8s %-10s %s\n' node pid address ready balancer sessions
	for i in $(seq 1 "$NODES"); do
		local pid=- ready=no lb
		alive "$DIR/node$i.pid" && pid="$(cat "$DIR/node$i.pid")"
		node_ready "$i" && ready=yes
		lb="$(haproxy_field "$i" 18 || true)"
		[ "$ready" = yes ] && [ "$lb" = UP ] || bad=1
		printf '%-7s %-10s %-18s %-8s %-10s %s\n' "node$i" "$pid" "$(node_addr "$i"):$APP_PORT" "$ready" "${lb:--}" "$(haproxy_field "$i" 5 || true)"
	done
	echo "Database (pg_auto_failover; application URL $JDBC_URL):"
	autoctl_show_state || { echo "  the monitor does not answer"; bad=1; }
	[ -n "$(db_primary)" ] || bad=1
	[ $bad = 0 ] && echo "Status: OK" || echo "Status: DEGRADED"
	return $bad
}

cmd_start() {
	JAR="${JAR:-$ROOT/trade-web/target/stocktrader-exec.jar}"
	JAR="$(cd "$(dirname "$JAR")" && pwd)/$(basename "$JAR")"
	local loader java start=$SECONDS
	[ -f "$JAR" ] || die "no application jar $JAR (build it: ./mvnw -B -o -DskipTests package)"
	loader="$(ls "$ROOT"/db-loader/target/db-loader-*-exec.jar 2>/dev/null | head -1 || true)"
	[ -n "$loader" ] || die "no db-loader jar (build it: ./mvnw -B -o -DskipTests package)"
	java="$(find_java)" || die "needs a JDK 21 or newer (JAVA_HOME)"
	for tool in haproxy pg_autoctl pgbackrest curl socat setpriv; do
		command -v "$tool" >/dev/null || die "needs $tool (apt-get install -y haproxy postgresql-15-auto-failover pgbackrest curl socat)"
	done
	if [ -f "$STATE" ] && (
		# shellcheck disable=SC1090
		. "$STATE"
		for i in $(seq 1 "$NODES"); do alive "$DIR/node$i.pid" || exit 1; done
		alive "$DIR/haproxy.pid" && alive "$DIR/db1.pid"
	); then
		log "already running in $DIR:"
		cmd_status || true
		return 0
	fi
	if [ -f "$STATE" ] || ip link show "$BRIDGE" >/dev/null 2>&1 || ip netns list | grep -E "^$PREFIX-(node[0-9]+|db[12]|mon)( |\$)" >/dev/null; then
		log "leftovers of an earlier cluster: stopping them first"
		cmd_stop
	fi
	trap 'status=$?; if [ $status -ne 0 ]; then log "start failed: stopping what was started (logs stay in $DIR)"; cmd_stop || true; fi' EXIT
	mkdir -p "$DIR"
	chmod 755 "$DIR"
	rm -rf "$DIR/pg"
	mkdir -p "$DIR/pg/run" "$DIR/pg/config" "$DIR/pg/share"
	chown -R postgres:postgres "$DIR/pg"
	chmod 700 "$DIR/pg/run"
	rm -rf "$DIR/backup"
	mkdir -p "$DIR/backup/repo" "$DIR/backup/log" "$DIR/backup/lock" "$DIR/backup/spool"
	chown -R postgres:postgres "$DIR/backup"
	cat >"$DIR/pgbackrest.conf" <<EOF
[global]
repo1-path=$DIR/backup/repo
repo1-retention-full=2
log-path=$DIR/backup/log
lock-path=$DIR/backup/lock
spool-path=$DIR/backup/spool
log-level-console=warn
log-level-file=info
start-fast=y

[$STANZA]
pg1-path=$DIR/pg/db1
EOF

	log "network: bridge $BRIDGE $BRIDGE_ADDR/16, namespaces $MON_NS $(db_ns 1) $(db_ns 2) $(for i in $(seq 1 "$NODES"); do printf '%s ' "$(node_ns "$i")"; done)"
	ip link add "$BRIDGE" type bridge
	ip addr add "$BRIDGE_ADDR/16" dev "$BRIDGE"
	ip link set "$BRIDGE" up
	make_ns "$MON_NS" "$MON_ADDR"
	make_ns "$(db_ns 1)" "$DB_ADDR_1"
	make_ns "$(db_ns 2)" "$DB_ADDR_2"
	for i in $(seq 1 "$NODES"); do make_ns "$(node_ns "$i")" "$(node_addr "$i")"; done

	# the state file first, so that stop finds everything even if the start fails half-way; it holds the
	# operator's password: root's only
	OPERATOR_PASSWORD="${OPERATOR_ARG:-$(head -c 18 /dev/urandom | base64 | tr -d '/+=')}"
	SERVICE_PASSWORD="${SERVICE_ARG:-$(head -c 18 /dev/urandom | base64 | tr -d '/+=')}"
	if $SECURE; then
		OWNER_PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -d '/+=')" APP_PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
		AUTOCTL_PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -d '/+=')" REPLICATOR_PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
		secure_urls
		make_ca
		make_certificates
		(umask 077 && printf '*:*:*:autoctl_node:%s\n*:*:*:pgautofailover_replicator:%s\n' "$AUTOCTL_PASSWORD" "$REPLICATOR_PASSWORD" >"$DIR/pg/.pgpass")
		chown postgres:postgres "$DIR/pg/.pgpass"
	fi
	if $BALANCER_TLS; then
		$SECURE || make_ca
		make_balancer_certificate
	fi
	: >"$STATE"
	chmod 600 "$STATE"
	cat >"$STATE" <<EOF
PREFIX=$PREFIX
OPERATOR_PASSWORD='$OPERATOR_PASSWORD'
SERVICE_PASSWORD='$SERVICE_PASSWORD'
SECURE=$SECURE
BALANCER_TLS=$BALANCER_TLS
OWNER_PASSWORD='${OWNER_PASSWORD:-}'
APP_PASSWORD='${APP_PASSWORD:-}'
AUTOCTL_PASSWORD='${AUTOCTL_PASSWORD:-}'
REPLICATOR_PASSWORD='${REPLICATOR_PASSWORD:-}'
NODES=$NODES
MODE=$MODE
PROCESSING=$PROCESSING
PORT=$PORT
ACCOUNTS=$ACCOUNTS
QUOTES=$QUOTES
JAR="$JAR"
APP_JVM="$APP_JVM"
APP_ARGS="$APP_ARGS"
EOF

	log "database: pg_auto_failover monitor in $MON_NS ($MON_ADDR:$MON_PORT)"
	as_postgres "$MON_NS" pg_autoctl create monitor --pgdata "$DIR/pg/monitor" --pgport "$MON_PORT" \
		--hostname "$MON_ADDR" $(autoctl_security monitor) --pgctl "$PG_BIN/pg_ctl" >"$DIR/monitor.log" 2>&1 \
		|| { tail -20 "$DIR/monitor.log" >&2; die "pg_autoctl create monitor (log $DIR/monitor.log)"; }
	run_autoctl monitor "$MON_NS"
	for _ in $(seq 1 120); do monitor_sql "select 1" >/dev/null && [ "$(monitor_sql 'select 1')" = 1 ] && break; sleep 0.5; done
	[ "$(monitor_sql 'select 1' || true)" = 1 ] || die "the monitor did not start (log $DIR/monitor.log)"
	# failure detection: a health check every second, a node unhealthy after 5 s without answer (defaults: 5 s
	# and 20 s)
	monitor_sql "alter system set pgautofailover.health_check_period = 1000" >/dev/null
	monitor_sql "alter system set pgautofailover.health_check_timeout = 1000" >/dev/null
	monitor_sql "alter system set pgautofailover.health_check_max_retries = 1" >/dev/null
	monitor_sql "alter system set pgautofailover.health_check_retry_delay = 500" >/dev/null
	monitor_sql "alter system set pgautofailover.node_considered_unhealthy_timeout = 5000" >/dev/null
	# the standby is promoted once the old primary had time to demote itself: 10 s here (default 30 s), more
	# than the data nodes' network partition timeout below (5 s, default 20 s), after which a primary that lost
	# both the monitor and its standby stops accepting writes
	monitor_sql "alter system set pgautofailover.primary_demote_timeout = 10000" >/dev/null
	monitor_sql "select pg_reload_conf()" >/dev/null
	# the keepers' connection to the monitor gives up on a silent monitor within 5 s (keepalives for a query
	# that was sent, tcp_user_timeout for one that was not acknowledged): without them, a keeper whose host
	# dropped off the network while it waited for the monitor waits for TCP's two hours, and its primary, which
	# it would have demoted after network_partition_timeout, goes on taking writes
	local monitor_ssl="sslmode=disable"
	if $SECURE; then
		# the keepers' passwords (autoctl_node on the monitor, pgautofailover_replicator between the data nodes) are
		# in the postgres user's password file, not in a connection string or the environment
		monitor_sql "alter user autoctl_node password '$AUTOCTL_PASSWORD'" >/dev/null
		monitor_ssl="sslmode=verify-full&sslrootcert=$TLS/ca.crt"
	fi
	local monitor_uri="postgres://autoctl_node@$MON_ADDR:$MON_PORT/pg_auto_failover?$monitor_ssl&keepalives=1&keepalives_idle=2&keepalives_interval=1&keepalives_count=3&tcp_user_timeout=5000"

	for n in 1 2; do
		local addr port
		addr="$([ $n = 1 ] && echo "$DB_ADDR_1" || echo "$DB_ADDR_2")"
		port="$([ $n = 1 ] && echo "$DB_PORT_1" || echo "$DB_PORT_2")"
		log "database: data node db$n in $(db_ns $n) ($addr:$port)$([ $n = 2 ] && echo ', streaming standby of db1 (pg_basebackup)')"
		as_postgres "$(db_ns $n)" pg_autoctl create postgres --pgdata "$DIR/pg/db$n" --pgport "$port" --hostname "$addr" \
			--name "db$n" --dbname "$DB_NAME" --monitor "$monitor_uri" $(autoctl_security "db$n") --pg-hba-lan \
			--pgctl "$PG_BIN/pg_ctl" >"$DIR/db$n.log" 2>&1 \
			|| { tail -20 "$DIR/db$n.log" >&2; die "pg_autoctl create postgres db$n (log $DIR/db$n.log)"; }
		as_postgres "$(db_ns $n)" pg_autoctl config set --pgdata "$DIR/pg/db$n" timeout.network_partition_timeout 5 >/dev/null
		if $SECURE; then
			as_postgres "$(db_ns $n)" pg_autoctl config set --pgdata "$DIR/pg/db$n" replication.password "$REPLICATOR_PASSWORD" >/dev/null
		fi
		tune_data_node "$n"
		run_autoctl "db$n" "$(db_ns $n)"
		if [ $n = 1 ]; then
			wait_db 120 "select count(*) = 1 from pgautofailover.node where nodename = 'db1' and reportedstate = 'single'" \
				|| { db_states >&2 || true; die "db1 did not become the primary (log $DIR/db1.log)"; }
			if $SECURE; then
				# pg_autoctl run restarts the PostgreSQL that pg_autoctl create started: wait for it
				for _ in $(seq 1 120); do
					as_postgres "$(db_ns 1)" psql -X -q -t -A -p "$DB_PORT_1" -d postgres -c 'select 1' >/dev/null 2>&1 && break
					sleep 0.5
				done
				as_postgres "$(db_ns 1)" psql -X -q -p "$DB_PORT_1" -d postgres \
					-c "alter user pgautofailover_replicator password '$REPLICATOR_PASSWORD'" >/dev/null
				make_roles
			fi
		else
			wait_db 180 "select count(*) = 2 from pgautofailover.node where (nodename = 'db1' and reportedstate = 'primary') or (nodename = 'db2' and reportedstate = 'secondary')" \
				|| { db_states >&2 || true; die "db2 did not become the standby (log $DIR/db2.log)"; }
		fi
	done
	tune_data_node 2
	log "database: db1 primary, db2 streaming standby (synchronous: a commit waits for the standby)"
	start_exporter

	log "data set: db-loader load --accounts $ACCOUNTS --quotes $QUOTES (through the multi-host URL)"
	TRADE_DB_PASSWORD="${OWNER_PASSWORD:-}" "$java" -jar "$loader" load --db-url "$JDBC_URL" \
		--db-user "$($SECURE && echo trade_owner || echo postgres)" --accounts "$ACCOUNTS" --quotes "$QUOTES" \
		--replace >"$DIR/loader.log" 2>&1 || { tail -20 "$DIR/loader.log" >&2; die "db-loader (log $DIR/loader.log)"; }

	log "backup: the stanza and a first full backup (pgBackRest, $DIR/backup/repo)"
	cmd_backup

	write_haproxy_cfg
	haproxy -c -f "$DIR/haproxy.cfg" >/dev/null || die "haproxy rejected $DIR/haproxy.cfg"
	spawn "$DIR/haproxy.pid" "$DIR/haproxy.log" haproxy -db -f "$DIR/haproxy.cfg"
	for _ in $(seq 1 20); do [ -S "$DIR/haproxy.sock" ] && break; sleep 0.25; done
	alive "$DIR/haproxy.pid" || die "haproxy did not start (log $DIR/haproxy.log)"
	log "balancer: HAProxy on $BALANCER_URL (statistics 127.0.0.1:$((PORT + 1)), health check GET $HEALTH_PATH every 1s, 5 s timeout)"

	# nodes one after another: on 2 cores two JVMs starting at once take longer than one after the other
	for i in $(seq 1 "$NODES"); do start_node "$i"; done
	for i in $(seq 1 "$NODES"); do
		wait_balancer "$i" UP 30 || die "the balancer does not see node$i UP"
	done
	trap - EXIT
	log "cluster started in $((SECONDS - start))s"
	cmd_status || true
	echo
	echo "Open $BALANCER_URL/ (uid:0 / xxx$($BALANCER_TLS && echo "; trust $TLS/ca.crt" || true)); stop with: src-test/cluster/cluster.sh stop${DIR:+ --dir $DIR}"
}

cmd_restart() {
	[ -f "$STATE" ] || die "no cluster in $DIR"
	local start=$SECONDS
	for i in $(seq 1 "$NODES"); do
		# drain: no new request goes to the node, the ones it has finish (maint at once would end them: a node taken
		# out has its sessions shut down, on-marked-down shutdown-sessions); maint once it has none
		log "node$i: out of the balancer (drain, then maint); waiting for its requests to finish"
		haproxy_cmd "set server nodes/node$i state drain" >/dev/null
		for _ in $(seq 1 120); do [ "$(haproxy_field "$i" 5)" = 0 ] && break; sleep 0.25; done
		haproxy_cmd "set server nodes/node$i state maint" >/dev/null
		stop_node "$i"
		start_node "$i"
		haproxy_cmd "set server nodes/node$i state ready" >/dev/null
		wait_balancer "$i" UP 30 || die "the balancer does not see node$i UP again"
		log "node$i: back in the balancer (UP)"
	done
	log "rolling restart of $NODES node(s) done in $((SECONDS - start))s"
}

case "$COMMAND" in
start) cmd_start ;;
stop) cmd_stop ;;
status) cmd_status ;;
restart) cmd_restart ;;
node-stop)
	[ -n "$NODE_ARG" ] || die "which node? node-stop I"
	if $KILL; then stop_node "$NODE_ARG" kill; else stop_node "$NODE_ARG"; fi ;;
node-start)
	[ -n "$NODE_ARG" ] || die "which node? node-start I"
	start_node "$NODE_ARG"
	wait_balancer "$NODE_ARG" UP 30 || die "the balancer does not see node$NODE_ARG UP" ;;
db-state) autoctl_show_state ;;
db-states) db_states ;;
db-kill)
	# the data node's host dies: kill -9 of its keeper and its PostgreSQL (the whole process group)
	case "$NODE_ARG" in 1 | 2) ;; *) die "which data node? db-kill 1|2" ;; esac
	alive "$DIR/db$NODE_ARG.pid" || die "db$NODE_ARG is not running"
	kill -KILL -- "-$(cat "$DIR/db$NODE_ARG.pid")"
	rm -f "$DIR/db$NODE_ARG.pid"
	log "db$NODE_ARG killed (kill -9 of pg_autoctl and its PostgreSQL)" ;;
db-start)
	# pg_autoctl run again: a former primary rejoins as a standby (pg_rewind), a standby catches up
	case "$NODE_ARG" in 1 | 2) ;; *) die "which data node? db-start 1|2" ;; esac
	alive "$DIR/db$NODE_ARG.pid" && die "db$NODE_ARG is running"
	run_autoctl "db$NODE_ARG" "$(db_ns "$NODE_ARG")"
	log "db$NODE_ARG started (pg_autoctl run, pid $(cat "$DIR/db$NODE_ARG.pid"))" ;;
db-primary) db_primary ;;
backup)
	BACKUP_TYPE="${NODE_ARG:-full}"
	cmd_backup ;;
lb-state)
	[ -n "$NODE_ARG" ] || die "which node? lb-state I"
	haproxy_field "$NODE_ARG" 18 ;;
db-link | node-link)
	# a host drops off the network (or comes back): its side of the veth pair down, its processes running
	[ -n "$NODE_ARG" ] && [ -n "$LINK_ARG" ] || die "which node, up or down? $COMMAND I up|down"
	ns="$([ "$COMMAND" = db-link ] && db_ns "$NODE_ARG" || node_ns "$NODE_ARG")"
	ip link show "$ns-h" >/dev/null 2>&1 || die "no link $ns-h"
	ip link set "$ns-h" "$LINK_ARG"
	log "$ns: link $LINK_ARG" ;;
node-db-link)
	# a partial partition: in the node's namespace the data node's address resolves to a link-layer address
	# that nobody has, so every packet the node sends to it is lost (and so every answer to the data node's
	# packets); no reset, no unreachable error, as when a route between two hosts fails
	[ -n "$NODE_ARG" ] && [ -n "$LINK_ARG" ] || die "which node, up or down? node-db-link I up|down [--db N]"
	db="${DB_ARG:-$(db_primary)}"
	db="${db#db}"
	case "$db" in 1 | 2) ;; *) die "which data node? --db 1|2 (no primary to default to)" ;; esac
	addr="$([ "$db" = 1 ] && echo "$DB_ADDR_1" || echo "$DB_ADDR_2")"
	ns="$(node_ns "$NODE_ARG")"
	if [ "$LINK_ARG" = down ]; then
		ip netns exec "$ns" ip neigh replace "$addr" lladdr 02:00:00:00:00:01 nud permanent dev eth0
	else
		ip netns exec "$ns" ip neigh del "$addr" dev eth0 2>/dev/null || true
	fi
	log "$ns and db$db ($addr): link $LINK_ARG between them" ;;
env)
	cat <<EOF
CLUSTER_DIR=$DIR
NODES=$NODES
MODE=$MODE
BALANCER=$BALANCER_URL
JDBC_URL='$JDBC_URL'
PSQL_URL='$PSQL_URL'
NODE_PIDS='$(for i in $(seq 1 "$NODES"); do alive "$DIR/node$i.pid" && printf '%s ' "$(cat "$DIR/node$i.pid")"; done)'
DB_PIDS='$(for n in db1 db2; do alive "$DIR/$n.pid" && printf '%s ' "$(cat "$DIR/$n.pid")"; done)'
DB_POSTMASTERS='$(for n in db1 db2; do p="$(head -1 "$DIR/pg/$n/postmaster.pid" 2>/dev/null || true)"; [ -n "$p" ] && kill -0 "$p" 2>/dev/null && printf '%s ' "$p"; done)'
ACCOUNTS=$ACCOUNTS
QUOTES=$QUOTES
APP_JVM='$APP_JVM'
PREFIX=$PREFIX
OPERATOR_PASSWORD='$OPERATOR_PASSWORD'
SERVICE_PASSWORD='$SERVICE_PASSWORD'
SECURE=$SECURE
TLS_CA='$({ [ "$SECURE" = true ] || [ "$BALANCER_TLS" = true ]; } && echo "$TLS/ca.crt")'
BALANCER_TLS=$BALANCER_TLS
EOF
	;;
*) echo "Unknown command $COMMAND (see --help)" >&2; exit 2 ;;
esac
