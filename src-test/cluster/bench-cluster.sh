#!/usr/bin/env bash
# The benchmark (src-test/bench/run-benchmark.sh) on the cluster: for each node count, a fresh cluster
# (cluster.sh start), the chosen scenario through the balancer with the CPU of every node and of both database
# servers, then the cluster stopped. With --direct, the 1-node cluster is also measured at the node itself (no
# balancer), which gives the balancer's cost. Results under src-test/bench/results/<date>-cluster-*.
#
#   src-test/cluster/bench-cluster.sh --help
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
CLUSTER="$ROOT/src-test/cluster/cluster.sh"

usage() {
	cat <<'EOF'
Usage: src-test/cluster/bench-cluster.sh [options]

  --nodes LIST       node counts, one cluster each (default "1 2")
  --direct           also measure the 1-node cluster at the node's own address, without the balancer
  --scenario S       run-benchmark.sh scenario (default web)
  --users N          closed-model users (default 16)
  --think MS         think time (default 0: peak)
  --ramp S / --warmup S / --duration S   (default 5 / 15 / 30)
  --mode M           sync (default) or async
  --dir DIR          the cluster's directory (default /tmp/st-cluster-bench)
  --name NAME        results name prefix (default cluster): src-test/bench/results/<date>-NAME-<n>node[-direct]
Any cluster running in DIR is stopped first. Needs what cluster.sh and run-benchmark.sh need.
EOF
}

NODE_COUNTS="1 2" DIRECT=false SCENARIO=web USERS=16 THINK=0 RAMP=5 WARMUP=15 DURATION=30 MODE=sync
DIR=/tmp/st-cluster-bench NAME=cluster
while [ $# -gt 0 ]; do
	case "$1" in
	--nodes) NODE_COUNTS="$2"; shift ;;
	--direct) DIRECT=true ;;
	--scenario) SCENARIO="$2"; shift ;;
	--users) USERS="$2"; shift ;;
	--think) THINK="$2"; shift ;;
	--ramp) RAMP="$2"; shift ;;
	--warmup) WARMUP="$2"; shift ;;
	--duration) DURATION="$2"; shift ;;
	--mode) MODE="$2"; shift ;;
	--dir) DIR="$2"; shift ;;
	--name) NAME="$2"; shift ;;
	-h | --help) usage; exit 0 ;;
	*) echo "Unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
	shift
done
log() { echo "[bench-cluster $(date -u +%H:%M:%S)] $*"; }
trap '"$CLUSTER" stop --dir "$DIR" >/dev/null 2>&1 || true' EXIT
ticks() { # CPU ticks (user + system) of a process
	awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0
}

SUMMARY=""
for n in $NODE_COUNTS; do
	"$CLUSTER" stop --dir "$DIR" >/dev/null
	log "cluster of $n node(s)"
	# the benchmark's settings (run-benchmark.sh's APP_SETTINGS) and its SQL counters on every node
	"$CLUSTER" start --nodes "$n" --mode "$MODE" --dir "$DIR" --app-jvm "-Xms512m -Xmx512m" \
		--app-args "--trade.bench.enabled=true --trade.market-summary-expiry=3m --spring.datasource.hikari.minimum-idle=8"
	eval "$("$CLUSTER" env --dir "$DIR")"
	targets="balancer"
	$DIRECT && [ "$n" = 1 ] && targets="direct balancer"
	for target in $targets; do
		out="src-test/bench/results/$(date -u +%Y-%m-%d)-$NAME-${n}node$([ "$target" = direct ] && echo -direct || true)"
		url="$BALANCER"
		[ "$target" = direct ] && url="http://10.77.2.11:8080"
		haproxy_pid="$(cat "$DIR/haproxy.pid")"
		before="$(ticks "$haproxy_pid")"
		log "run-benchmark.sh at $url ($target), CPU of nodes ${NODE_PIDS// /,} and database servers ${DB_POSTMASTERS// /,}"
		set +e
		src-test/bench/run-benchmark.sh --base-url "$url" --scenario "$SCENARIO" --users "$USERS" --think "$THINK" \
			--ramp "$RAMP" --warmup "$WARMUP" --duration "$DURATION" --accounts "$ACCOUNTS" --quotes "$QUOTES" \
			--app-pid "$(echo "$NODE_PIDS" | xargs | tr ' ' ',')" --db-pid "$(echo "$DB_POSTMASTERS" | xargs | tr ' ' ',')" \
			--stats-url "$([ "$target" = direct ] && echo "$url" || for i in $(seq 1 "$n"); do printf 'http://10.77.2.%d:8080\n' $((10 + i)); done | paste -sd,)" \
			--out "$out"
		status=$?
		set -e
		lb_ms=$(( ($(ticks "$haproxy_pid") - before) * 1000 / $(getconf CLK_TCK) ))
		{
			echo
			echo "## The cluster"
			echo
			echo "- \`src-test/cluster/cluster.sh start --nodes $n --mode $MODE\`: $n node(s) in network namespaces, HAProxy,"
			echo "  PostgreSQL primary + synchronous standby (pg_auto_failover); data set $ACCOUNTS accounts, $QUOTES quotes"
			echo "- target: $target ($url)"
			echo "- HAProxy CPU over the whole run (ramp-up, warm-up, window): ${lb_ms} ms$([ "$target" = direct ] && echo ' (idle: health checks only)' || true)"
			echo "- run-benchmark.sh exit status: $status"
		} >>"$out/results.md"
		SUMMARY="$SUMMARY$out/results.md"$'\n'
	done
	"$CLUSTER" stop --dir "$DIR" >/dev/null
done
log "results:"
echo "$SUMMARY"
