#!/usr/bin/env bash
# Two builds, or two settings of one build, compared by alternating runs of the benchmark command: A B, B A,
# A B, ... (the order turns each pair, so a drift of the host's speed during the runs weighs on both), then the
# comparison of the runs (run-benchmark.sh compare: compare.html and compare.md, with each pair's ratios and
# whether every pair agrees). On a host whose speed moves by
# ±15 % between runs, one pair shows nothing smaller than that; the median of several pairs, and the ratio to
# each run's floor, can.
#
#   src-test/bench/ab-benchmark.sh --a OLD.jar [--b NEW.jar] [--a-args "ARGS"] [--b-args "ARGS"] [--pairs 3]
#     [--out DIR] -- RUN-BENCHMARK OPTIONS
#
# The runs land in DIR (default ~/stocktrader-bench/ab-<time>, or under $STOCKTRADER_BENCH_HOME).
#
# --a-args and --b-args add application arguments to one side only, after the common --app-args; with them
# one jar (--b left out) compares two settings, e.g. --b-args "--server.tomcat.threads.max=4".
#
# Example: src-test/bench/ab-benchmark.sh --a /tmp/before.jar --b /tmp/after.jar --pairs 3 -- --scenario web
#   --think 0 --users 16 --accounts 500 --quotes 1000 --warmup 180 --duration 30
#   --app-args "--trade.web.sessions=memory"
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

usage() {
	sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'
	exit "${1:-0}"
}

A="" B="" A_ARGS="" B_ARGS="" PAIRS=3 OUT=""
while [[ $# -gt 0 ]]; do
	case "$1" in
	--a) A="$2"; shift 2 ;;
	--b) B="$2"; shift 2 ;;
	--a-args) A_ARGS="$2"; shift 2 ;;
	--b-args) B_ARGS="$2"; shift 2 ;;
	--pairs) PAIRS="$2"; shift 2 ;;
	--out) OUT="$2"; shift 2 ;;
	--help | -h) usage 0 ;;
	--) shift; break ;;
	*) echo "unknown option $1 (the benchmark's own options go after --)" >&2; usage 2 ;;
	esac
done
B="${B:-$A}"
[[ -f "$A" && -f "$B" ]] || { echo "--a (and --b, when given) must name application jars" >&2; usage 2; }
[[ "$A" != "$B" || "$A_ARGS" != "$B_ARGS" ]] || { echo "A and B are the same jar with the same arguments" >&2; exit 2; }
[[ "$PAIRS" =~ ^[1-9][0-9]?$ ]] || { echo "--pairs must be 1 to 99" >&2; exit 2; }
# the benchmark's options: the common --app-args taken out (each run gets them again with its side's own
# arguments after them), the options this script sets refused
OPTIONS=() COMMON_ARGS=""
while [[ $# -gt 0 ]]; do
	case "$1" in
	--app-args) COMMON_ARGS="$2"; shift 2 ;;
	--app-jar | --out | --base-url | --target | --results) echo "$1 is set by this script (or not supported here)" >&2; exit 2 ;;
	*) OPTIONS+=("$1"); shift ;;
	esac
done
OUT="${OUT:-${STOCKTRADER_BENCH_HOME:-$HOME/stocktrader-bench}/ab-$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
{
	echo "a=$A"
	echo "b=$B"
	echo "a_args=$A_ARGS"
	echo "b_args=$B_ARGS"
	echo "pairs=$PAIRS"
	echo "app_args=$COMMON_ARGS"
	printf 'options='; printf '%q ' "${OPTIONS[@]}"; echo
} >"$OUT/ab.properties"

log() { echo "[ab $(date -u +%H:%M:%S)] $*"; }

run_once() {
	local label="$1" jar="$2" n="$3" extra="$4"
	src-test/bench/run-benchmark.sh --app-jar "$jar" --out "$OUT/$label-$n" "${OPTIONS[@]}" \
		--app-args "${COMMON_ARGS:+$COMMON_ARGS }$extra" >"$OUT/$label-$n.log" 2>&1
}

run() {
	local label="$1" jar="$2" n="$3" extra="$4"
	log "pair $n of $PAIRS: $label ($jar${extra:+ $extra})"
	# a run that fails (the application or its embedded PostgreSQL not starting: rare, but it ends hours of runs) runs
	# once more, its failed attempt kept beside it; a second failure ends the comparison
	if ! run_once "$label" "$jar" "$n" "$extra"; then
		rm -rf "$OUT/$label-$n.failed"
		mv "$OUT/$label-$n.log" "$OUT/$label-$n.failed.log"
		[[ ! -d "$OUT/$label-$n" ]] || mv "$OUT/$label-$n" "$OUT/$label-$n.failed"
		log "run $label-$n failed (its log: $OUT/$label-$n.failed.log); running it once more"
		if ! run_once "$label" "$jar" "$n" "$extra"; then
			log "run $label-$n failed again; its log: $OUT/$label-$n.log"
			exit 1
		fi
	fi
	# the scenarios' rows of the summary table (scenario, transactions/s, total CPU ms/tx), the floor's left out
	log "  $(awk -F'|' 'NF == 16 && $2 ~ /^ [a-z]+ $/ && $2 !~ /scenario|floor/ {gsub(/ /, "", $2); gsub(/ /, "", $4);
		gsub(/ /, "", $12); printf "%s %s/s %s CPU ms/tx  ", $2, $4, $12}' "$OUT/$label-$n/results.md")"
}

for ((i = 1; i <= PAIRS; i++)); do
	if ((i % 2 == 1)); then
		run a "$A" "$i" "$A_ARGS" && run b "$B" "$i" "$B_ARGS"
	else
		run b "$B" "$i" "$B_ARGS" && run a "$A" "$i" "$A_ARGS"
	fi
done

runs=()
for ((i = 1; i <= PAIRS; i++)); do runs+=("$OUT/a-$i"); done
for ((i = 1; i <= PAIRS; i++)); do runs+=("$OUT/b-$i"); done
src-test/bench/run-benchmark.sh compare --out "$OUT" "${runs[@]}"
log "comparison: $OUT/compare.html and $OUT/compare.md"
