#!/usr/bin/env bash
# Prometheus (Debian's prometheus) beside a running cluster (src-test/cluster/cluster.sh), scraping what an
# operator's Prometheus scrapes: every node's /actuator/prometheus with the operator credential, HAProxy's
# exporter and the pg_auto_failover exporter on the monitor, with the alert rules of prometheus-alerts.yml.
#
#   src-test/cluster/monitor-cluster.sh start|check|alerts|stop [--dir DIR]
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
CLUSTER="$ROOT/src-test/cluster/cluster.sh"

usage() {
	cat <<'EOF2'
Usage: src-test/cluster/monitor-cluster.sh COMMAND [--dir DIR]

  start    Prometheus on 127.0.0.1:(balancer port + 9), scraping every 2 s, evaluating the rules every 2 s
           (its files in DIR/prometheus; one running there is stopped first); stops by itself after
           --seconds S (default 3600) or with cluster.sh stop
  check    the rules loaded and healthy, every scrape target up, and every query of grafana-cluster.json
           answering at least one series (exit 1 otherwise)
  alerts   the alerts that fired since start: name, labels, first and last time firing
  stop     stops it
  --dir DIR  the cluster's directory (default /tmp/st-cluster)
Needs root, a running cluster, prometheus, curl, python3.
EOF2
}

COMMAND="${1:-}"
[ -n "$COMMAND" ] || { usage; exit 2; }
shift
DIR=/tmp/st-cluster SECONDS_ARG=3600
while [ $# -gt 0 ]; do
	case "$1" in
	--dir) DIR="$2"; shift ;;
	--seconds) SECONDS_ARG="$2"; shift ;;
	-h | --help) usage; exit 0 ;;
	*) echo "Unknown option $1 (see --help)" >&2; exit 2 ;;
	esac
	shift
done
log() { echo "[monitor $(date -u +%H:%M:%S)] $*"; }
eval "$("$CLUSTER" env --dir "$DIR")"
PROM="$DIR/prometheus"
PROM_PORT=$((${BALANCER##*:} + 9))
API="http://127.0.0.1:$PROM_PORT/api/v1"

cmd_start() {
	command -v prometheus >/dev/null || { echo "needs prometheus (apt-get install -y prometheus)" >&2; exit 2; }
	# one started for an earlier cluster has that cluster's operator password: a new one each time
	cmd_stop
	rm -rf "$PROM"
	mkdir -p "$PROM/data"
	(umask 077 && printf '%s' "$OPERATOR_PASSWORD" >"$PROM/operator-password")
	cp "$ROOT/src-test/cluster/prometheus-alerts.yml" "$PROM/"
	{
		cat <<EOF2
global: { scrape_interval: 2s, evaluation_interval: 2s, scrape_timeout: 2s }
rule_files: [prometheus-alerts.yml]
scrape_configs:
  - job_name: stocktrader
    metrics_path: /actuator/prometheus
    basic_auth: { username: operator, password_file: $PROM/operator-password }
    static_configs:
      - targets: [$(for i in $(seq 1 "$NODES"); do printf "'10.77.2.%d:8080'%s" $((10 + i)) "$([ "$i" -lt "$NODES" ] && echo ', ')"; done)]
  - job_name: haproxy
    static_configs: [{ targets: ['127.0.0.1:$((${BALANCER##*:} + 1))'] }]
  - job_name: pgautofailover
    static_configs: [{ targets: ['10.77.1.1:9187'] }]
EOF2
	} >"$PROM/prometheus.yml"
	promtool check config "$PROM/prometheus.yml" >/dev/null || { echo "promtool rejected $PROM/prometheus.yml" >&2; exit 1; }
	setsid sh -c 'echo $$ >"$0"; exec timeout "$1" prometheus --config.file="$2/prometheus.yml" --storage.tsdb.path="$2/data" \
		--web.listen-address="127.0.0.1:$3" --storage.tsdb.retention.time=1d' "$PROM/pid" "$SECONDS_ARG" "$PROM" "$PROM_PORT" \
		>"$PROM/prometheus.log" 2>&1 </dev/null &
	for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$PROM_PORT/-/ready" >/dev/null && break; sleep 0.5; done
	curl -sf "http://127.0.0.1:$PROM_PORT/-/ready" >/dev/null || { tail -20 "$PROM/prometheus.log" >&2; exit 1; }
	log "Prometheus on http://127.0.0.1:$PROM_PORT/ (rules: prometheus-alerts.yml; stops by itself after ${SECONDS_ARG}s)"
}

cmd_check() {
	local failed=0
	# every target scraped once (the first scrape comes up to one interval after the start), then twice more, so
	# that rate() has points to work with
	for _ in $(seq 1 60); do
		curl -s "$API/targets" | grep '"health":"unknown"' >/dev/null || break
		sleep 0.5
	done
	sleep 5
	curl -s "$API/targets" | python3 -c '
import json, sys
targets = json.load(sys.stdin)["data"]["activeTargets"]
bad = [t for t in targets if t["health"] != "up"]
for t in targets:
    print("target %-15s %-22s %s %s" % (t["labels"]["job"], t["labels"]["instance"], t["health"], t.get("lastError", "")))
sys.exit(1 if bad or not targets else 0)' || failed=1
	curl -s "$API/rules" | python3 -c '
import json, sys
groups = json.load(sys.stdin)["data"]["groups"]
rules = [r for g in groups for r in g["rules"]]
bad = [r for r in rules if r.get("health") != "ok"]
print("rules: %d loaded in %d groups, %d unhealthy %s" % (len(rules), len(groups), len(bad), [r["name"] for r in bad]))
sys.exit(1 if bad or not rules else 0)' || failed=1
	local expr
	while IFS= read -r expr; do
		local n
		n=$(curl -s --data-urlencode "query=${expr//\$__rate_interval/1m}" "$API/query" \
			| python3 -c 'import json, sys; print(len(json.load(sys.stdin)["data"]["result"]))' 2>/dev/null || echo error)
		printf 'dashboard query: %-6s series  %s\n' "$n" "$expr"
		[ "$n" != error ] && [ "$n" -gt 0 ] || failed=1
	done < <(python3 -c '
import json, sys
for p in json.load(open(sys.argv[1]))["panels"]:
    for t in p["targets"]:
        print(t["expr"])' "$ROOT/src-test/cluster/grafana-cluster.json")
	[ $failed = 0 ] && log "check: PASS" || log "check: FAIL"
	return $failed
}

cmd_alerts() {
	# ALERTS has one sample per evaluation while an alert fires
	curl -s --data-urlencode 'query=ALERTS{alertstate="firing"}[2h]' "$API/query" | python3 -c '
import json, sys, datetime
t = lambda s: datetime.datetime.fromtimestamp(float(s), datetime.timezone.utc).strftime("%H:%M:%S")
rows = json.load(sys.stdin)["data"]["result"]
for r in sorted(rows, key=lambda r: r["values"][0][0]):
    labels = {k: v for k, v in r["metric"].items() if k not in ("__name__", "alertstate")}
    name = labels.pop("alertname")
    print("%s firing %s to %s  %s" % (name, t(r["values"][0][0]), t(r["values"][-1][0]), " ".join("%s=%s" % kv for kv in sorted(labels.items()))))
if not rows:
    print("no alert fired")'
}

cmd_stop() {
	[ -s "$PROM/pid" ] || return 0
	kill -- "-$(cat "$PROM/pid")" 2>/dev/null || true
	rm -f "$PROM/pid"
	log "Prometheus stopped"
}

case "$COMMAND" in
start) cmd_start ;;
check) cmd_check ;;
alerts) cmd_alerts ;;
stop) cmd_stop ;;
-h | --help | help) usage ;;
*) echo "Unknown command $COMMAND (see --help)" >&2; exit 2 ;;
esac
